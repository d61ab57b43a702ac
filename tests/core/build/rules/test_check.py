"""Every rule on the seed's SKUs and the ``check`` command (core/build/rules/check.py)."""

from __future__ import annotations

import io
import json

import pytest

from rigwright.core.build.model import build_from_sku
from rigwright.core.build.rules import (
    ERROR,
    INFO,
    SEVERITIES,
    WARNING,
    check_build,
)
from rigwright.core.cli import main as cli
from tests.core.build.rules.conftest import build, verdicts


def test_every_seed_sku_is_checked(seed_catalog):
    for sku in seed_catalog.skus:
        for v in check_build(build_from_sku(sku, seed_catalog), seed_catalog):
            assert v.severity in SEVERITIES and v.rule and v.message


def test_the_seed_skus_that_break_the_seeds_rules(seed_catalog):
    broken = {
        s.number
        for s in seed_catalog.skus
        if any(
            v.severity == ERROR for v in check_build(build_from_sku(s, seed_catalog), seed_catalog)
        )
    }
    assert broken == {"2.5", "3.1", "3.3"}
    assert ("gpu.scale_limit", ERROR) in verdicts(seed_catalog, "3.1")
    for number in ("2.5", "3.3"):
        assert {("gpu.scale_limit", ERROR), ("cooling.open_air_adjacent", WARNING)} <= verdicts(
            seed_catalog, number
        )
    assert ("chassis.gpu_range", WARNING) in verdicts(seed_catalog, "3.3")
    assert ("memory.system_vs_gpu", WARNING) in verdicts(seed_catalog, "2.7")


def test_messages_carry_the_numbers(seed_catalog):
    v = next(
        v
        for v in check_build(build_from_sku(seed_catalog.sku("3.1"), seed_catalog), seed_catalog)
        if v.rule == "gpu.scale_limit"
    )
    assert "9 × RTX2080S" in v.message and "at most 8" in v.message and v.fix
    assert v.figures == {"gpu": "RTX2080S", "count": 9, "limit": 8, "scale": "small"}


# Errors and warnings of every seed SKU without a site (infos: "cannot check" wall circuit for
# all, card length for all, PSU/transients/lanes for the GX630M, lanes for the GT410P).
SEED_WARNINGS = {
    "1.1": {"pcie.lanes"},
    "1.2": {"power.transient", "pcie.lanes"},
    "1.3": {"pcie.lanes"},
    "1.4": {"pcie.lanes"},
    "1.5": {"pcie.lanes"},
    **{n: {"power.transient", "pcie.lanes"} for n in ("1.6", "1.7", "1.8", "1.9", "1.10")},
    "2.1": set(),
    "2.2": set(),
    "2.3": {"power.transient"},
    "2.4": {"power.transient"},
    "2.5": {"cooling.open_air_adjacent"},
    "2.6": {"power.transient"},
    "2.7": {"power.transient", "memory.system_vs_gpu"},
    "3.1": set(),
    "3.2": set(),
    "3.3": {"chassis.gpu_range", "cooling.open_air_adjacent"},
    "3.4": set(),
    "3.5": set(),
    "3.6": set(),
    "3.7": set(),
}


def test_the_seed_skus_warnings(seed_catalog):
    got = {
        s.number: {r for r, sev in verdicts(seed_catalog, s.number) if sev == WARNING}
        for s in seed_catalog.skus
    }
    assert got == SEED_WARNINGS


def test_clean_seed_skus(seed_catalog):
    # Two Titan RTX spread over four positions: no cooling warning, only the x8 lanes.
    assert {v for v in verdicts(seed_catalog, "1.4") if v[1] != INFO} == {("pcie.lanes", WARNING)}
    for number in ("3.2", "3.4", "3.5", "3.6", "3.7"):
        assert {sev for _, sev in verdicts(seed_catalog, number)} == {INFO}, number
    assert verdicts(seed_catalog, "1.7") == {
        ("power.transient", WARNING),
        ("pcie.lanes", WARNING),
        ("power.circuit", INFO),
        ("formfactor.gpu_length", INFO),
    }


def test_unknown_facts_say_cannot_check(seed_catalog):
    psu = [
        v
        for v in check_build(build_from_sku(seed_catalog.sku("3.2"), seed_catalog), seed_catalog)
        if v.rule == "power.sustained"
    ]
    assert (
        len(psu) == 1
        and psu[0].severity == INFO
        and psu[0].message.startswith("cannot check power")
    )
    cooling = {
        (v.rule, v.severity): v
        for v in check_build(build_from_sku(seed_catalog.sku("1.3"), seed_catalog), seed_catalog)
    }
    assert cooling[("cooling.unknown", INFO)].message.startswith("cannot check cooling")
    no_cpu_power = check_build(build(seed_catalog, cpus=["a CPU nobody knows"]), seed_catalog)
    assert [v.message for v in no_cpu_power if v.rule == "power.sustained"] == [
        "cannot check power: the power of CPU 'a CPU nobody knows' is unknown"
    ]


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    return cli.main(list(argv), out=out, err=err), out.getvalue(), err.getvalue()


@pytest.fixture
def db(tmp_db):
    return str(tmp_db)


def test_cli_check_sku_json(db):
    code, out, err = run("--db", db, "check", "--sku", "3.3", "--json")
    assert code == 0 and err == ""
    data = json.loads(out)["verdicts"]
    assert all({"rule", "severity", "message", "fix"} <= set(v) for v in data)
    assert ("gpu.scale_limit", "error") in {(v["rule"], v["severity"]) for v in data}
    code, out, _ = run("--db", db, "check", "--sku", "GT410i 14596-SB4X", "--json")
    assert code == 0
    assert {(v["rule"], v["severity"]) for v in json.loads(out)["verdicts"]} == {
        ("power.transient", "warning"),
        ("pcie.lanes", "warning"),
        ("power.circuit", "info"),
        ("formfactor.gpu_length", "info"),
    }


def test_cli_check_site(db):
    code, out, err = run("--db", db, "check", "--sku", "2.6", "--site", "220V/10A", "--json")
    assert code == 0 and err == ""
    circuit = [v for v in json.loads(out)["verdicts"] if v["rule"] == "power.circuit"]
    assert [(v["severity"], v["figures"]["wall_w"], v["figures"]["usable_w"]) for v in circuit] == [
        ("error", 2645, 1760)
    ]
    code, out, _ = run("--db", db, "check", "--sku", "2.6", "--site", "2x220V/10A", "--json")
    assert code == 0 and "power.circuit" not in {v["rule"] for v in json.loads(out)["verdicts"]}
    code, out, _ = run("--db", db, "check", "--sku", "2.6", "--json")
    assert [v["message"] for v in json.loads(out)["verdicts"] if v["rule"] == "power.circuit"] == [
        "cannot check wall circuit: the site's circuit is not set"
    ]
    code, out, err = run("--db", db, "check", "--sku", "2.6", "--site", "110V/5A")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "site: unknown circuit '110V/5A'" in err


def test_cli_check_table_and_errors(db, tmp_path):
    code, out, _ = run("--db", db, "check", "--sku", "2.5")
    assert code == 0 and "gpu.scale_limit" in out and "verdicts" in out
    code, _, err = run("--db", db, "check", "--sku", "9.9")
    assert code == 2 and "unknown SKU" in err
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps(
            {
                "chassis": "GT410i",
                "cpus": ["x"],
                "memory_gb": 8,
                "gpus": [{"model": "RTX9090", "count": 1}],
            }
        )
    )
    code, _, err = run("--db", db, "check", "--build", str(bad))
    assert code == 2 and "gpus[0].model: unknown GPU 'RTX9090'" in err
    (tmp_path / "broken.json").write_text("{")
    assert run("--db", db, "check", "--build", str(tmp_path / "broken.json"))[0] == 2
    assert run("--db", db, "check", "--build", str(tmp_path / "missing.json"))[0] == 2
    good = tmp_path / "good.json"
    good.write_text(
        json.dumps(
            {
                "chassis": "GT410i",
                "cpus": ["x"],
                "memory_gb": 8,
                "gpus": [{"model": "TESLA T4", "count": 2}],
                "psus_w": [2000],
            }
        )
    )
    code, out, _ = run("--db", db, "check", "--build", str(good), "--json")
    assert code == 0 and "cooling.passive_in_tower" in {
        v["rule"] for v in json.loads(out)["verdicts"]
    }
