"""The rules engine: verdicts on the seed's SKUs and on hand-made builds (core/rules.py)."""

from __future__ import annotations

import io
import json

import pytest

from core import cli
from core.builds import build_from_json, build_from_sku
from core.catalog import Cooler
from core.rules import ERROR, INFO, SEVERITIES, WARNING, board_of, check_build, default_placement


def verdicts(catalog, number):
    return {(v.rule, v.severity) for v in check_build(build_from_sku(catalog.sku(number), catalog), catalog)}


def build(catalog, **changes):
    data = {"chassis": "GT410i", "cpus": [{"name": "CPU", "power_w": 165}], "memory_gb": 256,
            "gpus": [{"model": "RTX2080Ti", "count": 4}], "psus_w": [2000], "drives": []}
    data.update(changes)
    return build_from_json(data, catalog)


def test_every_seed_sku_is_checked(seed_catalog):
    for sku in seed_catalog.skus:
        for v in check_build(build_from_sku(sku, seed_catalog), seed_catalog):
            assert v.severity in SEVERITIES and v.rule and v.message


def test_the_seed_skus_that_break_the_seeds_rules(seed_catalog):
    broken = {s.number for s in seed_catalog.skus
              if any(v.severity == ERROR for v in check_build(build_from_sku(s, seed_catalog), seed_catalog))}
    assert broken == {"2.5", "3.1", "3.3"}
    assert ("gpu.scale_limit", ERROR) in verdicts(seed_catalog, "3.1")
    for number in ("2.5", "3.3"):
        assert {("gpu.scale_limit", ERROR), ("cooling.open_air_adjacent", WARNING)} <= verdicts(seed_catalog, number)
    assert ("chassis.gpu_range", WARNING) in verdicts(seed_catalog, "3.3")
    assert ("memory.system_vs_gpu", WARNING) in verdicts(seed_catalog, "2.7")


def test_messages_carry_the_numbers(seed_catalog):
    v = next(v for v in check_build(build_from_sku(seed_catalog.sku("3.1"), seed_catalog), seed_catalog)
             if v.rule == "gpu.scale_limit")
    assert "9 × RTX2080S" in v.message and "at most 8" in v.message and v.fix
    assert v.figures == {"gpu": "RTX2080S", "count": 9, "limit": 8, "scale": "small"}


def test_clean_seed_skus(seed_catalog):
    assert verdicts(seed_catalog, "1.7") == set()
    assert verdicts(seed_catalog, "1.4") == set()  # two Titan RTX spread over four positions


def test_unknown_facts_say_cannot_check(seed_catalog):
    psu = [v for v in check_build(build_from_sku(seed_catalog.sku("3.2"), seed_catalog), seed_catalog)
           if v.rule == "power.sustained"]
    assert len(psu) == 1 and psu[0].severity == INFO and psu[0].message.startswith("cannot check power")
    cooling = {(v.rule, v.severity): v for v in check_build(build_from_sku(seed_catalog.sku("1.3"), seed_catalog), seed_catalog)}
    assert cooling[("cooling.unknown", INFO)].message.startswith("cannot check cooling")
    no_cpu_power = check_build(build(seed_catalog, cpus=["a CPU nobody knows"]), seed_catalog)
    assert [v.message for v in no_cpu_power if v.rule == "power.sustained"] == [
        "cannot check power: the power of CPU 'a CPU nobody knows' is unknown"]


def test_passive_cards_in_a_tower(seed_catalog):
    got = {(v.rule, v.severity) for v in check_build(build(seed_catalog, gpus=[{"model": "TESLA T4", "count": 2}]), seed_catalog)}
    assert ("cooling.passive_in_tower", ERROR) in got


def test_power_budget(seed_catalog):
    # 4 × 295 + 165 + 150 = 1495 W within 80 % of 2000 W; on 1200 W it is over the rating.
    assert not [v for v in check_build(build(seed_catalog, gpus=[{"model": "RTX8000", "count": 4}]), seed_catalog)
                if v.rule == "power.sustained"]
    over = [v for v in check_build(build(seed_catalog, gpus=[{"model": "RTX8000", "count": 4}], psus_w=[1200]), seed_catalog)
            if v.rule == "power.sustained"]
    assert over[0].severity == ERROR and over[0].figures["load_w"] == 1495
    warn = [v for v in check_build(build(seed_catalog, gpus=[{"model": "RTX8000", "count": 4}], psus_w=[1600]), seed_catalog)
            if v.rule == "power.sustained"]
    assert warn[0].severity == WARNING and "1495 W" in warn[0].message


def test_slot_capacity_and_width(seed_catalog):
    got = {(v.rule, v.severity) for v in check_build(build(seed_catalog, gpus=[{"model": "RTX2080Ti", "count": 5}]), seed_catalog)}
    assert {("slots.capacity", ERROR), ("chassis.gpu_range", ERROR)} <= got
    overlap = check_build(build(seed_catalog, gpus=[{"model": "RTX2080Ti", "count": 2}], placement=[0, 1]), seed_catalog)
    assert any(v.rule == "slots.capacity" for v in overlap)  # 1 is not an x16 slot
    past_end = check_build(build(seed_catalog, gpus=[{"model": "RTX2080Ti", "count": 2}], placement=[0, 0]), seed_catalog)
    assert any(v.rule == "slots.width" and "taken by card 1" in v.message for v in past_end)


def test_default_placement_spreads_open_air_cards(seed_catalog):
    board = board_of(seed_catalog, "GX380i")
    titan = seed_catalog.gpu("Titan RTX")
    assert titan.cooler is Cooler.OPEN_AIR
    assert default_placement(board, (titan, titan)) == (0, 4)
    assert default_placement(board, (titan,) * 3) == (0, 2, 4)


def test_three_slot_cards_cover_two_slots():
    from core.catalog_files import load_catalog_files

    current = load_catalog_files("current")
    b = build_from_json({"chassis": "Tower, ASUS Pro WS WRX90E-SAGE SE", "cpus": ["AMD Ryzen Threadripper PRO 7995WX"],
                         "memory_gb": 512, "gpus": [{"model": "GeForce RTX 4090", "count": 3}],
                         "psus_w": [2000, 2000], "drives": []}, current)
    got = check_build(b, current)
    assert any(v.rule == "slots.capacity" and v.severity == ERROR for v in got)
    assert not any(v.rule == "power.sustained" for v in got)  # 1350 + 350 + 150 W on 4000 W


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    return cli.main(list(argv), out=out, err=err), out.getvalue(), err.getvalue()


@pytest.fixture
def db(tmp_db):
    return str(tmp_db)


def test_cli_check_sku_json(db):
    code, out, err = run("--db", db, "check", "--sku", "3.3", "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert all({"rule", "severity", "message", "fix"} <= set(v) for v in data)
    assert ("gpu.scale_limit", "error") in {(v["rule"], v["severity"]) for v in data}
    code, out, _ = run("--db", db, "check", "--sku", "GT410i 14596-SB4X", "--json")
    assert (code, json.loads(out)) == (0, [])


def test_cli_check_table_and_errors(db, tmp_path):
    code, out, _ = run("--db", db, "check", "--sku", "2.5")
    assert code == 0 and "gpu.scale_limit" in out and "verdicts" in out
    code, _, err = run("--db", db, "check", "--sku", "9.9")
    assert code == 2 and "unknown SKU" in err
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"chassis": "GT410i", "cpus": ["x"], "memory_gb": 8,
                               "gpus": [{"model": "RTX9090", "count": 1}]}))
    code, _, err = run("--db", db, "check", "--build", str(bad))
    assert code == 2 and "gpus[0].model: unknown GPU 'RTX9090'" in err
    (tmp_path / "broken.json").write_text("{")
    assert run("--db", db, "check", "--build", str(tmp_path / "broken.json"))[0] == 2
    assert run("--db", db, "check", "--build", str(tmp_path / "missing.json"))[0] == 2
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"chassis": "GT410i", "cpus": ["x"], "memory_gb": 8,
                                "gpus": [{"model": "TESLA T4", "count": 2}], "psus_w": [2000]}))
    code, out, _ = run("--db", db, "check", "--build", str(good), "--json")
    assert code == 0 and "cooling.passive_in_tower" in {v["rule"] for v in json.loads(out)}
