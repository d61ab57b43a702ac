"""Without ``--market``, ``recommend``, ``size`` and ``check`` use the market of the vendor
profile stored in the ``--db`` database ("cn" without a readable one) and their ``--json``
says which market and where it came from; the listings list every item unless ``--market``
is given."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rigwright.core.quote.model import VendorProfile
from rigwright.core.storage.quote_store import open_quote_db
from rigwright.core.storage.user_settings import set_setting
from rigwright.core.storage.vendor_market import VENDOR_SETTING, vendor_market
from rigwright.core.storage.vendor_profiles import save_vendor_profile

UNSOLD_IN_CN = "GeForce RTX 5090"  # not sold in mainland China as of 2025-01-07 (the data)
CN_ONLY = "GeForce RTX 4090 D"  # the China-market variant: "no" outside mainland China


def store_vendor(db: str, market: str) -> None:
    engine = open_quote_db(Path(db))
    try:
        save_vendor_profile(engine, VendorProfile(name="Vendor Co", market=market))
    finally:
        engine.dispose()


def store_raw_vendor(db: str, value: object) -> None:
    engine = open_quote_db(Path(db))
    try:
        set_setting(engine, VENDOR_SETTING, value)
    finally:
        engine.dispose()


def recommend(run, db: str, *more: str) -> dict:
    code, out, err = run(
        "--db", db, "recommend", "--catalog", "current", "--workload", "cnn", "--json", *more
    )
    assert code == 0, err
    return json.loads(out)


def names(payload: dict) -> set[str]:
    return {g["name"] for g in payload["gpus"]}


def test_without_a_profile_recommend_uses_cn(run, db):
    payload = recommend(run, db)
    assert payload["market"] == {"code": "cn", "source": "vendor_profile"}
    assert payload["filters"]["market"] == "cn"
    assert UNSOLD_IN_CN not in names(payload) and CN_ONLY in names(payload)


def test_recommend_follows_the_vendor_profile_and_the_flag_wins(run, db):
    store_vendor(db, "intl")
    payload = recommend(run, db)
    assert payload["market"] == {"code": "intl", "source": "vendor_profile"}
    assert UNSOLD_IN_CN in names(payload) and CN_ONLY not in names(payload)
    flagged = recommend(run, db, "--market", "cn")
    assert flagged["market"] == {"code": "cn", "source": "flag"}
    assert UNSOLD_IN_CN not in names(flagged)


def test_recommend_text_names_the_market_and_its_origin(run, db):
    store_vendor(db, "tw")
    code, out, _ = run("--db", db, "recommend", "--catalog", "current", "--workload", "cnn")
    assert code == 0
    assert "Market: Taiwan (tw, the vendor profile's; --market CODE for another)" in out
    code, out, _ = run("--db", db, "recommend", "--workload", "cnn", "--market", "hk")
    assert "Market: Hong Kong (hk, --market)" in out


@pytest.mark.parametrize(
    "value",
    [
        {"name": "Vendor Co", "market": "mars"},
        {"name": "Vendor Co", "market": 3},
        "not an object",
        {"name": "Vendor Co"},
    ],
    ids=["unknown-code", "not-text", "not-an-object", "no-market"],
)
def test_an_unreadable_profile_market_is_cn(run, db, value):
    store_raw_vendor(db, value)
    assert vendor_market(db) == "cn"
    assert recommend(run, db)["market"] == {"code": "cn", "source": "vendor_profile"}


def test_reading_the_market_creates_no_database(tmp_path):
    path = tmp_path / "none.sqlite3"
    assert vendor_market(path) == "cn"
    assert not path.exists()
    (tmp_path / "other.sqlite3").write_bytes(b"not a database at all" * 100)
    assert vendor_market(tmp_path / "other.sqlite3") == "cn"


def test_size_follows_the_vendor_profile(run, db):
    def fitted(*more: str) -> tuple[dict, set[str]]:
        code, out, err = run(
            "--db", db, "size", "--catalog", "current", "--model", "resnet-50", "--json", *more
        )
        assert code == 0, err
        data = json.loads(out)
        return data["market"], {f["gpu"] for f in data["fits"]}

    market, gpus = fitted()
    assert market == {"code": "cn", "source": "vendor_profile"} and UNSOLD_IN_CN not in gpus
    store_vendor(db, "intl")
    market, gpus = fitted()
    assert market == {"code": "intl", "source": "vendor_profile"} and UNSOLD_IN_CN in gpus
    market, gpus = fitted("--market", "cn")
    assert market == {"code": "cn", "source": "flag"} and CN_ONLY in gpus


BUILD = {
    "chassis": "Tower, ASUS Pro WS WRX90E-SAGE SE",
    "cpus": ["Intel Xeon w9-3495X"],
    "memory_gb": 256,
    "gpus": [{"model": UNSOLD_IN_CN, "count": 2}],
    "psus_w": [2000],
}


def market_errors(out: str) -> list[dict]:
    return [
        v
        for v in json.loads(out)["verdicts"]
        if v["rule"] == "market.availability" and v["severity"] == "error"
    ]


def test_check_follows_the_vendor_profile(run, db, tmp_path):
    path = tmp_path / "build.json"
    path.write_text(json.dumps(BUILD), encoding="utf-8")
    argv = ["--db", db, "check", "--catalog", "current", "--build", str(path), "--json"]
    code, out, _ = run(*argv)
    assert code == 0
    assert json.loads(out)["market"] == {"code": "cn", "source": "vendor_profile"}
    assert [v["figures"]["item"] for v in market_errors(out)] == [UNSOLD_IN_CN]
    store_vendor(db, "intl")
    code, out, _ = run(*argv)
    assert json.loads(out)["market"] == {"code": "intl", "source": "vendor_profile"}
    assert market_errors(out) == []
    code, out, _ = run(*argv, "--market", "cn", "--fixes")
    data = json.loads(out)
    assert data["market"] == {"code": "cn", "source": "flag"} and "fixes" in data


def unsold_in_cn(run, db: str) -> set[str]:
    code, out, _ = run("--db", db, "gpus", "--catalog", "current", "--json")
    assert code == 0
    return {g["name"] for g in json.loads(out) if g["availability"]["cn"]["status"] == "no"}


def fixed_gpus(out: str) -> set[str]:
    return {g["model"] for f in json.loads(out)["fixes"] for g in f["build"]["gpus"]}


def test_check_fixes_without_the_flag_propose_nothing_unsold(run, db, tmp_path):
    # Two H200 NVL on one 1600 W supply break the power rule; elsewhere the nearest fixes in
    # price swap them for RTX 6000-class cards mainland China does not get.
    build = {**BUILD, "gpus": [{"model": "H200 NVL 141GB", "count": 2}], "psus_w": [1600]}
    path = tmp_path / "build.json"
    path.write_text(json.dumps(build), encoding="utf-8")
    argv = ["--db", db, "check", "--catalog", "current", "--build", str(path), "--json", "--fixes"]
    unsold = unsold_in_cn(run, db)
    code, out, _ = run(*argv, "--market", "intl")
    assert code == 0 and fixed_gpus(out) & unsold  # elsewhere the fixes do propose them
    code, out, _ = run(*argv)
    assert code == 0 and json.loads(out)["fixes"]
    assert not fixed_gpus(out) & unsold


@pytest.mark.parametrize("listing", ["gpus", "skus", "parts"])
def test_the_listings_ignore_the_vendor_profile(run, db, listing, capsys):
    store_vendor(db, "cn")
    code, out, _ = run("--db", db, listing, "--catalog", "current", "--json")
    assert code == 0
    if listing == "gpus":
        assert UNSOLD_IN_CN in {g["name"] for g in json.loads(out)}
    capsys.readouterr()
    assert run("--db", db, listing, "--help")[0] == 0
    out = capsys.readouterr().out  # argparse prints the help on sys.stdout
    assert "default: every item, each with its availability per market" in " ".join(out.split())


@pytest.mark.parametrize("command", ["recommend", "size", "check"])
def test_the_help_names_the_vendor_default(run, command, capsys):
    assert run(command, "--help")[0] == 0
    out = capsys.readouterr().out
    assert "default: the vendor profile's market, initially cn" in " ".join(out.split())
