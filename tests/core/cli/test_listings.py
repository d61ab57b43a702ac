"""`rigwright gpus` and `rigwright skus`: their JSON (figures, components, price basis,
sources) and their tables for people."""

from __future__ import annotations

import json


def test_gpus_json(run, db):
    code, out, err = run("--db", db, "gpus", "--json")
    assert code == 0 and err == ""
    gpus = json.loads(out)
    assert len(gpus) == 13
    v100 = next(g for g in gpus if g["name"] == "TESLA V100")
    assert v100 | {} == v100 and {
        k: v100[k]
        for k in (
            "cuda_cores",
            "tensor_cores",
            "memory_gb",
            "memory_bandwidth_gbs",
            "tensor_tflops",
            "fp16_tflops",
            "fp32_tflops",
        )
    } == {
        "cuda_cores": 5120,
        "tensor_cores": 640,
        "memory_gb": 16,
        "memory_bandwidth_gbs": 897,
        "tensor_tflops": 113,
        "fp16_tflops": 28.26,
        "fp32_tflops": 14.13,
    }


def test_skus_json(run, db):
    skus = {s["number"]: s for s in json.loads(run("--db", db, "skus", "--json")[1])}
    gpu_names = {g["name"] for g in json.loads(run("--db", db, "gpus", "--json")[1])}
    s = skus["1.7"]
    assert s["code"] == "GT410i 14596-SB4X"
    assert (s["series"], s["class"], s["gpu"], s["gpu_count"], s["price_cny"]) == (
        "GT410i",
        "research",
        "RTX2080Ti",
        4,
        89990,
    )
    assert (s["stated_fp16_tflops"], s["computed_fp16_tflops"]) == (108, 107.6)
    assert (s["stated_memory_gb"], s["computed_memory_gb"], s["stated_memory_bandwidth_gbs"]) == (
        44,
        44,
        616,
    )
    assert s["ideal_workloads"] == ["cnn"]
    assert skus["3.3"]["code"] == "GX630M 241384-60T7T"  # runs of spaces collapsed
    assert skus["1.10"]["gpu_as_printed"] == "Qudro GV100" and skus["1.10"]["gpu"] == "Quadro GV100"
    assert skus["3.5"]["ideal_workloads"] == ["cnn", "rnn", "inference"]
    assert {s["class"] for s in skus.values()} == {"research", "high-performance", "super"}
    assert {s["gpu"] for s in skus.values()} <= gpu_names


def test_tables_for_people(run, db):
    assert "Quadro GV100" in run("--db", db, "gpus")[1]
    out = run("--db", db, "skus")[1]
    assert "64 / 128 !" in out  # SKU 1.10: stated vs computed GPU memory, flagged


def test_skus_json_carries_the_components(run, db):
    skus = {s["number"]: s for s in json.loads(run("--db", db, "skus", "--json")[1])}
    parts = skus["3.3"]["components"]
    assert parts["cpu"]["family"] == "Intel Xeon Gold" and parts["cpu"]["sockets"] == 2
    assert parts["storage"][-1] == {
        "as_printed": "60TB并行存儲",
        "kind": "parallel storage",
        "capacity_tb": 60,
        "system_disk": False,
    }
    assert parts["package_price_cny"] == 399990


def test_json_carries_price_basis_and_figure_sources(run, db):
    skus = {s["number"]: s for s in json.loads(run("--db", db, "skus", "--json")[1])}
    assert skus["1.7"]["price_illustrative"] is True
    assert "VAT not stated" in skus["1.7"]["price_basis"]
    assert skus["1.5"]["remark"].startswith("The seed prints 960TB SSD")
    gpus = json.loads(run("--db", db, "--catalog", "current", "gpus", "--json")[1])
    sourced = [s for g in gpus for s in g["sources"].values() if s["source"]]
    assert sourced and all(s["source"].startswith("http") for s in sourced)
