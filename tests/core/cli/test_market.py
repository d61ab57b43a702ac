"""``--market CODE`` on the command line: a bad code names the flag and the codes; the
listings leave out what the market does not sell and print each item's availability; the
recommendation differs between markets where the data says so; ``check`` says an unsold item
is an error and proposes no unsold fix."""

from __future__ import annotations

import json

import pytest

SUBCOMMANDS = [
    ["gpus"],
    ["parts"],
    ["skus"],
    ["recommend", "--workload", "cnn"],
    ["size", "--model", "resnet-50"],
    ["check", "--sku", "1.1"],
    ["quote", "--sku", "1.1", "--customer", "ACME", "--out", "x.pdf"],
]


@pytest.mark.parametrize("argv", SUBCOMMANDS, ids=lambda a: a[0])
def test_a_bad_market_names_the_flag_and_the_codes(run, db, argv):
    code, out, err = run("--db", db, *argv, "--market", "mars")
    assert code == 2 and out == ""
    assert "--market: unknown market 'mars'; use one of cn, tw, hk, intl" in err


def test_gpus_json_has_availability_and_form_factor(run, db):
    code, out, err = run("--db", db, "gpus", "--catalog", "current", "--json")
    assert code == 0 and err == ""
    gpus = {g["name"]: g for g in json.loads(out)}
    assert len(gpus) >= 25
    assert gpus["H20"]["form_factor"] == "sxm"
    assert gpus["GeForce RTX 5090"]["availability"]["cn"]["status"] == "no"
    assert gpus["GeForce RTX 5090"]["availability"]["cn"]["as_of"] == "2025-01-07"
    assert gpus["GeForce RTX 5090"]["availability"]["tw"] == {
        "status": "unknown",
        "as_of": None,
        "source": None,
    }
    assert all(set(g["availability"]) == {"cn", "tw", "hk", "intl"} for g in gpus.values())


def test_gpus_market_leaves_out_what_is_not_sold(run, db):
    code, out, _ = run("--db", db, "gpus", "--catalog", "current", "--json", "--market", "cn")
    assert code == 0
    names = {g["name"] for g in json.loads(out)}
    assert "GeForce RTX 5090" not in names and "GeForce RTX 4090 D" in names
    assert "H20" in names  # a listing, not a build: unknown in cn, listed with its form factor


def test_parts_json_has_availability(run, db):
    code, out, _ = run("--db", db, "parts", "--catalog", "current", "--json")
    assert code == 0
    parts = json.loads(out)
    assert parts and all(p["availability"]["cn"]["status"] == "unknown" for p in parts)


def _recommended(run, db, market: str) -> list[str]:
    code, out, err = run(
        "--db", db, "recommend", "--catalog", "current", "--workload", "cnn", "--json",
        "--market", market,
    )  # fmt: skip
    assert code == 0 and err == ""
    payload = json.loads(out)
    assert payload["filters"]["market"] == market
    return [g["name"] for g in payload["gpus"]]


def test_recommend_cn_differs_from_intl(run, db):
    cn, intl = _recommended(run, db, "cn"), _recommended(run, db, "intl")
    assert "GeForce RTX 5090" in intl and "GeForce RTX 5090" not in cn
    assert "L40S" in intl and "L40S" not in cn
    assert "GeForce RTX 4090 D" in cn and "GeForce RTX 4090 D" not in intl


def test_check_says_an_unsold_card_is_an_error(run, db, tmp_path):
    build = {
        "chassis": "Tower, ASUS Pro WS WRX90E-SAGE SE",
        "cpus": ["Intel Xeon w9-3495X"],
        "memory_gb": 256,
        "gpus": [{"model": "GeForce RTX 5090", "count": 2}],
        "psus_w": [2000],
    }
    path = tmp_path / "build.json"
    path.write_text(json.dumps(build), encoding="utf-8")
    argv = ["--db", db, "check", "--catalog", "current", "--build", str(path), "--json"]
    code, out, _ = run(*argv, "--market", "cn")
    assert code == 0
    market = [v for v in json.loads(out)["verdicts"] if v["rule"] == "market.availability"]
    assert [v["severity"] for v in market] == ["error"]
    assert market[0]["message"].startswith(
        "GeForce RTX 5090: not sold in mainland China as of 2025-01-07"
    )
    code, out, _ = run(*argv, "--market", "intl")
    assert not [v for v in json.loads(out)["verdicts"] if v["rule"] == "market.availability" and
                v["severity"] == "error"]  # fmt: skip
    # The verdict names the cards sold there with at least the 32 GB of the RTX 5090.
    assert market[0]["fix"] == "use a card sold there, e.g. L20"  # the 4090 D has 24 GB


def test_an_offered_card_of_unknown_availability_is_marked_and_said(run, db, tmp_path):
    # The H200 NVL (unknown in mainland China) led the list and the quote with no word.
    code, out, _ = run("--db", db, "recommend", "--catalog", "current", "--workload", "cnn")
    assert code == 0
    h200 = next(line for line in out.splitlines() if "H200 NVL 141GB" in line and "*" in line)
    assert "H200 NVL 141GB * ?" in h200
    assert "GeForce RTX 4090 D ?" not in out  # sold there: no mark
    assert "? availability in mainland China unknown" in out
    code, out, _ = run(
        "--db", db, "recommend", "--catalog", "current", "--workload", "cnn", "--json"
    )
    data = json.loads(out)
    status = {g["name"]: g["availability"] for g in data["gpus"]}
    assert status["H200 NVL 141GB"] == "unknown" and status["GeForce RTX 4090 D"] == "yes"
    sku = next(s for s in data["skus"] if s["code"] == "RW-S8HH")
    assert sku["gpu_availability"] == "unknown"
    code, _, err = run(
        "--db", db, "quote", "--catalog", "current", "--sku", "RW-S8HH", "--customer", "A",
        "--out", str(tmp_path / "q.pdf"), render_quote=lambda *a, **k: None,
    )  # fmt: skip
    assert code == 0
    assert err.splitlines()[0] == (
        "note: H200 NVL 141GB: availability in mainland China is unknown; check with your "
        "distributor before sending"
    )


def test_a_quote_whose_sized_model_does_not_fit_warns_the_engineer(run, db, tmp_path):
    # The PDF told the customer the card cannot hold the model; the engineer heard nothing.
    quote = tmp_path / "q.json"
    quote.write_text(
        json.dumps(
            {
                "catalog": "current",
                "customer": {"company": "A"},
                "options": [
                    {
                        "items": [{"kind": "sku", "sku": "RW-D1GD"}],
                        "sizing": {"model": "qwen2.5-72b", "task": "inference"},
                    }
                ],
            }
        ),
        encoding="utf-8",
    )
    code, _, err = run(
        "--db", db, "quote", "--from", str(quote), "--out", str(tmp_path / "q.pdf"),
        render_quote=lambda *a, **k: None,
    )  # fmt: skip
    assert code == 0
    assert any(
        line.startswith("warning: ")
        and "1 × GeForce RTX 4090 D cannot hold the sized model: about 162 GB per card" in line
        for line in err.splitlines()
    ), err
