"""`rigwright recommend`: its JSON and table, every filter, spelled-out workloads."""

from __future__ import annotations

import json


def test_recommend_json(run, db):
    code, out, _ = run(
        "--db", db, "recommend", "--workload", "lstm", "--budget", "100000", "--json"
    )
    assert code == 0
    data = json.loads(out)
    assert data["workload"] == "lstm" and data["profile"] == "rnn"
    assert data["gpus"][0]["name"] in {"TESLA V100", "Quadro GV100"}
    assert all({"name", "score", "reasons"} <= set(g) for g in data["gpus"])
    scores = [g["score"] for g in data["gpus"]]
    assert scores == sorted(scores, reverse=True)
    assert data["skus"] and all(s["price_cny"] <= 100000 for s in data["skus"])
    assert all({"number", "code", "score", "price_cny", "reasons"} <= set(s) for s in data["skus"])


def test_recommend_with_every_filter(run, db):
    code, out, _ = run(
        "--db",
        db,
        "recommend",
        "--workload",
        "cnn",
        "--model-scale",
        "large",
        "--min-gpu-memory",
        "24",
        "--gpu-count",
        "4-8",
        "--json",
    )
    data = json.loads(out)
    assert code == 0
    # Large models: the blower cards with 24 GB or more by rule (RTX6000, GV100, RTX8000), 4 to
    # 8 of them.
    skus = {s["number"]: s for s in data["skus"]}
    assert set(skus) == {"1.8", "1.9", "1.10", "2.6", "2.7", "3.4", "3.5", "3.6"}
    assert any("Quadro GV100" in n and "does not list it" in n for n in data["notes"])


def test_recommend_table_for_people(run, db):
    code, out, _ = run("--db", db, "recommend", "--workload", "cnn", "--budget", "60000")
    assert code == 0
    assert "Quadro GV100 *" in out and "GX380i 14964-SB2X" in out and "¥49,990" in out


def test_an_empty_model_scale_is_an_error_and_no_model_scale_means_any(run, db):
    code, out, err = run("--db", db, "recommend", "--workload", "cnn", "--model-scale", "")
    assert (code, out) == (2, "") and "--model-scale: an empty value" in err
    code, out, _ = run("--db", db, "recommend", "--workload", "cnn", "--json")
    assert code == 0 and len(json.loads(out)["skus"]) == 24


def test_workloads_by_their_spelled_out_names(run, db):
    code, out, _ = run("--db", db, "recommend", "--workload", "deep belief network", "--json")
    assert code == 0 and json.loads(out)["profile"] == "dbn"


def test_a_model_implies_its_workload_and_leaves_out_what_cannot_hold_it(run, db):
    code, out, err = run(
        "--db", db, "recommend", "--model", "qwen2.5-72b", "--context", "8192", "--json"
    )
    assert code == 0, err
    data = json.loads(out)
    assert data["profile"] == "transformer"
    sizing = data["sizing"]
    assert sizing["memory_gb"]["total"] > 145
    assert set(sizing["skus"]) == {s["number"] for s in data["skus"]}
    assert sizing["left_out"]["1.4"] == "does not fit: needs 8 × Titan RTX, has 2"
    for number, fit in sizing["skus"].items():
        sku = next(s for s in data["skus"] if s["number"] == number)
        assert fit["count"] <= sku["gpu_count"] and fit["tokens_per_s"] > 0
    code, out, _ = run("--db", db, "recommend", "--model", "qwen2.5-72b", "--show-left-out")
    assert code == 0 and "left out: SKU 1.4: does not fit" in out


def test_recommend_a_mix_of_workloads_with_shares(run, db):
    code, out, _ = run("--db", db, "recommend", "--workload", "cnn:0.6,rnn:0.4", "--json")
    data = json.loads(out)
    assert code == 0 and data["profile"] == "cnn:0.6,rnn:0.4"
    flags = [s["meets_memory_need"] for s in data["skus"]]
    assert flags == sorted(flags, reverse=True) and not all(flags)
    code, out, _ = run("--db", db, "recommend", "--workload", "cnn:0.6,rnn:0.4")
    assert code == 0 and "CNN 60 % + RNN / LSTM / GRU 40 %" in out
    assert "† each card has less than the 16 GB the workload needs per card" in out


def test_a_bad_share_is_refused_naming_it(run, db):
    code, out, err = run("--db", db, "recommend", "--workload", "cnn:0,rnn:1")
    assert code == 2 and out == ""
    assert "workload 'cnn:0': the share must be a number above 0" in err
