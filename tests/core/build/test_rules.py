"""The rules engine: verdicts on the seed's SKUs and on hand-made builds (core/build/rules.py)."""

from __future__ import annotations

import dataclasses
import io
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rigwright.core.build.model import Build, CpuLine, GpuLine, build_from_json, build_from_sku
from rigwright.core.build.rules import (
    CHASSIS_RULES,
    COUNT_MONOTONE_ERRORS,
    ERROR,
    INFO,
    PLATFORM_RULES,
    RULE_NAMES,
    RULES,
    SEVERITIES,
    WARNING,
    board_of,
    chassis_key,
    check_build,
    check_rules,
    default_placement,
    in_rule_order,
    parse_site,
)
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.catalog.model import Cooler, PartFigure, PartKind
from rigwright.core.cli import main as cli


@pytest.fixture(scope="module")
def current():
    from rigwright.core.catalog.files import load_catalog_files

    return load_catalog_files("current")


def verdicts(catalog, number, site=None):
    return {
        (v.rule, v.severity)
        for v in check_build(build_from_sku(catalog.sku(number), catalog), catalog, site)
    }


def of(rule, got):
    """The verdicts of ``rule`` (an id or an id prefix ending in '.') among ``got``."""
    return [v for v in got if v.rule == rule or (rule.endswith(".") and v.rule.startswith(rule))]


def current_build(catalog, **changes):
    data = {
        "chassis": "Tower, ASUS Pro WS WRX90E-SAGE SE",
        "cpus": ["AMD Ryzen Threadripper PRO 7995WX"],
        "memory_gb": 512,
        "gpus": [{"model": "RTX A6000", "count": 2}],
        "psu": "PSU 2000 W (ATX 3.x)",
        "drives": [],
    }
    data.update(changes)
    return build_from_json(data, catalog)


def build(catalog, **changes):
    data = {
        "chassis": "GT410i",
        "cpus": [{"name": "CPU", "power_w": 165}],
        "memory_gb": 256,
        "gpus": [{"model": "RTX2080Ti", "count": 4}],
        "psus_w": [2000],
        "drives": [],
    }
    data.update(changes)
    return build_from_json(data, catalog)


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


def test_passive_cards_in_a_tower(seed_catalog):
    got = {
        (v.rule, v.severity)
        for v in check_build(
            build(seed_catalog, gpus=[{"model": "TESLA T4", "count": 2}]), seed_catalog
        )
    }
    assert ("cooling.passive_in_tower", ERROR) in got


def test_power_budget(seed_catalog):
    # 4 × 295 + 165 + 150 = 1495 W within 80 % of 2000 W; on 1200 W it is over the rating.
    assert not [
        v
        for v in check_build(
            build(seed_catalog, gpus=[{"model": "RTX8000", "count": 4}]), seed_catalog
        )
        if v.rule == "power.sustained"
    ]
    over = [
        v
        for v in check_build(
            build(seed_catalog, gpus=[{"model": "RTX8000", "count": 4}], psus_w=[1200]),
            seed_catalog,
        )
        if v.rule == "power.sustained"
    ]
    assert over[0].severity == ERROR and over[0].figures["load_w"] == 1495
    warn = [
        v
        for v in check_build(
            build(seed_catalog, gpus=[{"model": "RTX8000", "count": 4}], psus_w=[1600]),
            seed_catalog,
        )
        if v.rule == "power.sustained"
    ]
    assert warn[0].severity == WARNING and "1495 W" in warn[0].message


def test_slot_capacity_and_width(seed_catalog):
    got = {
        (v.rule, v.severity)
        for v in check_build(
            build(seed_catalog, gpus=[{"model": "RTX2080Ti", "count": 5}]), seed_catalog
        )
    }
    assert {("slots.capacity", ERROR), ("chassis.gpu_range", ERROR)} <= got
    overlap = check_build(
        build(seed_catalog, gpus=[{"model": "RTX2080Ti", "count": 2}], placement=[0, 1]),
        seed_catalog,
    )
    assert any(v.rule == "slots.capacity" for v in overlap)  # 1 is not an x16 slot
    past_end = check_build(
        build(seed_catalog, gpus=[{"model": "RTX2080Ti", "count": 2}], placement=[0, 0]),
        seed_catalog,
    )
    assert any(v.rule == "slots.width" and "taken by card 1" in v.message for v in past_end)


def test_default_placement_spreads_open_air_cards(seed_catalog):
    board = board_of(seed_catalog, "GX380i")
    titan = seed_catalog.gpu("Titan RTX")
    assert titan.cooler is Cooler.OPEN_AIR
    assert default_placement(board, (titan, titan)) == (0, 4)
    assert default_placement(board, (titan,) * 3) == (0, 2, 4)


def test_three_slot_cards_cover_two_slots():
    from rigwright.core.catalog.files import load_catalog_files

    current = load_catalog_files("current")
    b = build_from_json(
        {
            "chassis": "Tower, ASUS Pro WS WRX90E-SAGE SE",
            "cpus": ["AMD Ryzen Threadripper PRO 7995WX"],
            "memory_gb": 512,
            "gpus": [{"model": "GeForce RTX 4090", "count": 3}],
            "psus_w": [2000, 2000],
            "drives": [],
        },
        current,
    )
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
    assert code == 0
    assert {(v["rule"], v["severity"]) for v in json.loads(out)} == {
        ("power.transient", "warning"),
        ("pcie.lanes", "warning"),
        ("power.circuit", "info"),
        ("formfactor.gpu_length", "info"),
    }


def test_cli_check_site(db):
    code, out, err = run("--db", db, "check", "--sku", "2.6", "--site", "220V/10A", "--json")
    assert code == 0 and err == ""
    circuit = [v for v in json.loads(out) if v["rule"] == "power.circuit"]
    assert [(v["severity"], v["figures"]["wall_w"], v["figures"]["usable_w"]) for v in circuit] == [
        ("error", 2645, 1760)
    ]
    code, out, _ = run("--db", db, "check", "--sku", "2.6", "--site", "2x220V/10A", "--json")
    assert code == 0 and "power.circuit" not in {v["rule"] for v in json.loads(out)}
    code, out, _ = run("--db", db, "check", "--sku", "2.6", "--json")
    assert [v["message"] for v in json.loads(out) if v["rule"] == "power.circuit"] == [
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
    assert code == 0 and "cooling.passive_in_tower" in {v["rule"] for v in json.loads(out)}


# ----------------------------------------------------------------------------- power.transient


def test_transient_peaks_against_older_psus(seed_catalog):
    # SKU 1.7: 4 × 250 W × 2.2 + 165 W + 150 W = 2515 W on one 2000 W PSU, ATX 2.x (assumed).
    got = of(
        "power.transient",
        check_build(build_from_sku(seed_catalog.sku("1.7"), seed_catalog), seed_catalog),
    )
    assert [v.severity for v in got] == [WARNING]
    v = got[0]
    assert "peak 2515 W" in v.message and "4 × 250 W × 2.2" in v.message and "2000 W" in v.message
    assert "ATX 2.x (assumed: the seed is dated April 2020" in v.message
    assert (
        v.figures["peak_w"] == 2515
        and v.figures["limit_w"] == 2000
        and v.figures["atx_version"] == "2.x"
    )
    assert "at least 2515 W of ATX 2.x" in v.fix and "ATX 3.x" in v.fix
    # SKU 1.1: 2 × 215 W × 2.2 + 95 + 150 = 1191 W within 2000 W.
    assert not of(
        "power.transient",
        check_build(build_from_sku(seed_catalog.sku("1.1"), seed_catalog), seed_catalog),
    )
    # The same 2515 W peak on an ATX 3.x PSU: within 2 × 2000 W.
    assert not of(
        "power.transient",
        check_build(build(seed_catalog, psus_w=[2000], psu_atx_version="3.x"), seed_catalog),
    )
    assert of(
        "power.transient", check_build(build(seed_catalog, psu_atx_version="2.x"), seed_catalog)
    )


def test_transient_peaks_against_atx3_psus(current):
    # 4 × RTX 5090 (575 W, PCIe 5.0: 3×) + 350 + 150 = 7400 W against 2 × 2 × 2000 W = 8000 W ...
    fine = current_build(
        current,
        gpus=[{"model": "GeForce RTX 5090", "count": 4}],
        psu="Dual PSU 2 × 2000 W (ATX 3.x)",
    )
    assert fine.psus_w == (2000, 2000)
    assert not of("power.transient", check_build(fine, current))
    # ... and against 2 × 1600 W = 3200 W on one ATX 3.x PSU: over.
    over = of(
        "power.transient",
        check_build(
            current_build(
                current,
                gpus=[{"model": "GeForce RTX 5090", "count": 4}],
                psu="PSU 1600 W (ATX 3.x)",
            ),
            current,
        ),
    )
    assert [v.severity for v in over] == [WARNING]
    assert "peak 7400 W" in over[0].message and "4 × 575 W × 3.0" in over[0].message
    assert "over 3200 W, 200 % of the PSUs' 1600 W, ATX 3.x" in over[0].message
    assert (
        over[0].figures["limit_w"] == 3200 and over[0].fix == "use at least 3700 W of ATX 3.x PSUs"
    )


def test_transient_peaks_cannot_check(current, seed_catalog):
    unknown = of(
        "power.transient", check_build(current_build(current, psu=None, psus_w=[2000]), current)
    )
    assert [(v.severity, v.message) for v in unknown] == [
        (INFO, "cannot check transients: the PSUs' ATX version is unknown")
    ]
    none = of(
        "power.transient",
        check_build(build_from_sku(seed_catalog.sku("3.4"), seed_catalog), seed_catalog),
    )
    assert [(v.severity, v.message) for v in none] == [
        (INFO, "cannot check transients: the build states no PSU (chassis GX630M)")
    ]


# ----------------------------------------------------------------------------- power.connector


def test_sixteen_pin_cards_need_an_atx3_psu(current):
    def connector(**changes):
        return of("power.connector", check_build(current_build(current, **changes), current))

    rtx4090 = [{"model": "GeForce RTX 4090", "count": 1}]
    assert connector(gpus=rtx4090) == []  # PSU part: ATX 3.x
    old = connector(gpus=rtx4090, psu=None, psus_w=[1600], psu_atx_version="2.x")
    assert [v.severity for v in old] == [WARNING]
    assert (
        "GeForce RTX 4090" in old[0].message and "ATX 2.x (stated in the build)" in old[0].message
    )
    assert "native 12V-2x6" in old[0].fix
    unknown = connector(gpus=rtx4090, psu=None, psus_w=[1600])
    assert [
        (v.severity, v.message.startswith("cannot check the 16-pin connector")) for v in unknown
    ] == [(INFO, True)]
    assert (
        connector(psu=None, psus_w=[1600], psu_atx_version="2.x") == []
    )  # RTX A6000: 8-pin CPU/EPS
    blank = connector(
        gpus=[{"model": "H100 NVL 94GB", "count": 1}],
        psu=None,
        psus_w=[1600],
        psu_atx_version="2.x",
    )
    assert [v.message for v in blank] == [
        "cannot check power connectors: the connectors of H100 NVL 94GB are unknown"
    ]


def test_seed_cards_have_no_sixteen_pin_connector(seed_catalog):
    for sku in seed_catalog.skus:
        assert not of(
            "power.connector", check_build(build_from_sku(sku, seed_catalog), seed_catalog)
        )


# ----------------------------------------------------------------------------- power.circuit


def test_wall_circuit(seed_catalog):
    sku17 = build_from_sku(seed_catalog.sku("1.7"), seed_catalog)
    # 1315 W DC / 90 % (assumed) = 1462 W: within 1760 W (220 V / 10 A), over 1440 W (120 V / 15 A).
    assert not of("power.circuit", check_build(sku17, seed_catalog, parse_site("220V/10A")))
    us = of("power.circuit", check_build(sku17, seed_catalog, parse_site("120V/15A")))
    assert [v.severity for v in us] == [ERROR]
    assert us[0].message.startswith("wall draw 1462 W (load 1315 W at 90 % efficiency, assumed)")
    assert "over the 1440 W usable of a 120 V / 15 A circuit (80 % of 1800 W)" in us[0].message
    assert (
        us[0].figures["worst_circuit_w"] == 1462 and "2 separate 120 V / 15 A circuits" in us[0].fix
    )
    # SKU 2.6: 2380 W DC -> 2645 W on two PSUs; on one 10 A circuit over, on two circuits 1322 W each.
    sku26 = build_from_sku(seed_catalog.sku("2.6"), seed_catalog)
    assert [
        v.severity
        for v in of("power.circuit", check_build(sku26, seed_catalog, parse_site("220V/10A")))
    ] == [ERROR]
    assert not of("power.circuit", check_build(sku26, seed_catalog, parse_site("2x220V/10A")))
    assert not of(
        "power.circuit", check_build(sku26, seed_catalog, parse_site("220V/16A"))
    )  # 2816 W usable


def test_wall_circuit_without_a_site_or_psu(seed_catalog):
    sku = build_from_sku(seed_catalog.sku("3.4"), seed_catalog)
    for site in (None, parse_site("")):
        got = of("power.circuit", check_build(sku, seed_catalog, site))
        assert [(v.severity, v.message, v.fix) for v in got] == [
            (
                INFO,
                "cannot check wall circuit: the site's circuit is not set",
                "set the site's circuit",
            )
        ]
    # No PSU stated: 2840 W DC / 90 % = 3156 W cannot fit one 1760 W circuit whatever the PSUs...
    one = of("power.circuit", check_build(sku, seed_catalog, parse_site("220V/10A")))
    assert [v.severity for v in one] == [ERROR] and "wall draw 3156 W" in one[0].message
    # ... on two such circuits (1578 W each at best) it depends on the PSUs ...
    two = of("power.circuit", check_build(sku, seed_catalog, parse_site("2x220V/10A")))
    assert [
        (v.severity, v.message.startswith("cannot check wall circuit: the build states no PSU"))
        for v in two
    ] == [(INFO, True)]
    # ... and one 240 V / 30 A circuit takes all of it (5760 W usable).
    assert not of("power.circuit", check_build(sku, seed_catalog, parse_site("240V/30A")))


def test_wall_circuit_uses_the_psu_parts_efficiency(current):
    # 2 × 300 + 350 + 150 = 1100 W DC at 92 % (the part, assumed there) = 1196 W.
    b = current_build(current, psu="PSU 1200 W (ATX 3.x)")
    assert not of("power.circuit", check_build(b, current, parse_site("120V/15A")))
    b = current_build(
        current, gpus=[{"model": "RTX A6000", "count": 4}], psu="Dual PSU 2 × 1600 W (ATX 3.x)"
    )
    got = of(
        "power.circuit", check_build(b, current, parse_site("120V/15A"))
    )  # 1700 W / 92 % = 1848 W
    assert [v.figures["wall_w"] for v in got] == [1848] and got[0].figures[
        "efficiency_percent"
    ] == 92
    assert not of(
        "power.circuit", check_build(b, current, parse_site("2x120V/15A"))
    )  # 924 W per circuit


# ----------------------------------------------------------------------------- pcie.lanes


def test_pcie_lanes_at_x8_cost_bandwidth(seed_catalog):
    got = of(
        "pcie.lanes",
        check_build(build_from_sku(seed_catalog.sku("1.7"), seed_catalog), seed_catalog),
    )
    assert [v.severity for v in got] == [WARNING]
    v = got[0]
    assert v.figures["links"] == [16, 8, 16, 8] and v.figures["cpu_lanes"] == 48
    assert (
        "2 of 4 cards run at x8" in v.message
        and "48 CPU lanes" in v.message
        and "GPUs only counted" in v.message
    )
    assert "PCIe 3.0 x16 ≈ 15.8 GB/s, x8 ≈ 7.9 GB/s per direction" in v.message
    assert "data loading" in v.fix and "compute-bound" in v.fix
    sku11 = of(
        "pcie.lanes",
        check_build(build_from_sku(seed_catalog.sku("1.1"), seed_catalog), seed_catalog),
    )
    assert sku11[0].figures["links"] == [8, 8]


def test_pcie_lanes_below_x8_is_an_error(seed_catalog):
    # Three cards on the GX380i's 16 CPU lanes: x8/x4/x4.
    got = of(
        "pcie.lanes",
        check_build(
            build(seed_catalog, chassis="GX380i", gpus=[{"model": "RTX2080Ti", "count": 3}]),
            seed_catalog,
        ),
    )
    assert [v.severity for v in got] == [ERROR]
    assert (
        got[0].figures["links"] == [8, 4, 4]
        and "2 of 3 cards get fewer than 8 lanes" in got[0].message
    )


def test_pcie_lanes_with_cpu_parts_and_slot_maps(current):
    # 112 lanes (w9-3495X) for four x16 cards in the W790 board's x16 slots: nothing to say.
    assert not of(
        "pcie.lanes",
        check_build(
            current_build(
                current,
                chassis="Tower, ASUS W790E-SAGE SE",
                cpus=["Intel Xeon w9-3495X"],
                gpus=[{"model": "RTX A6000", "count": 4}],
                psu="Dual PSU 2 × 2000 W (ATX 3.x)",
            ),
            current,
        ),
    )
    # On the WRX90 board the fourth double-width card lands in the seventh slot, wired x8.
    got = of(
        "pcie.lanes",
        check_build(
            current_build(
                current,
                gpus=[{"model": "RTX A6000", "count": 4}],
                psu="Dual PSU 2 × 2000 W (ATX 3.x)",
            ),
            current,
        ),
    )
    assert [v.figures["links"] for v in got] == [[16, 16, 16, 8]] and got[0].figures[
        "cpu_lanes"
    ] == 128
    # A card in the board's x8 slot (the seventh, opening 6): PCIe 4.0 at x8.
    got = of(
        "pcie.lanes",
        check_build(
            current_build(current, gpus=[{"model": "RTX A6000", "count": 1}], placement=[6]),
            current,
        ),
    )
    assert [v.severity for v in got] == [WARNING] and got[0].figures["links"] == [8]
    assert "PCIe 4.0 x16 ≈ 31.5 GB/s, x8 ≈ 15.8 GB/s" in got[0].message
    # A w3-2423 has 64 lanes: five x16 cards ask for 80.
    w790 = current_build(
        current,
        chassis="Tower, ASUS W790E-SAGE SE",
        cpus=["Intel Xeon w3-2423"],
        gpus=[{"model": "RTX 4000 Ada Generation", "count": 5}],
    )
    got = of("pcie.lanes", check_build(w790, current))
    assert [v.severity for v in got] == [WARNING] and sorted(got[0].figures["links"]) == [
        8,
        8,
        16,
        16,
        16,
    ]


def test_pcie_lanes_cannot_check(seed_catalog, current):
    got = of(
        "pcie.lanes",
        check_build(build_from_sku(seed_catalog.sku("2.1"), seed_catalog), seed_catalog),
    )
    assert [(v.severity, v.message) for v in got] == [
        (
            INFO,
            "cannot check PCIe lanes: the CPU lanes of GT410P are unknown (its chassis file assumes PCIe switches)",
        )
    ]
    got = of(
        "pcie.lanes",
        check_build(current_build(current, cpus=[{"name": "some CPU", "power_w": 200}]), current),
    )
    assert [v.message for v in got] == [
        "cannot check PCIe lanes: the CPU lanes of Tower, ASUS Pro WS WRX90E-SAGE SE are unknown"
    ]


# ----------------------------------------------------------------------------- nvlink.*


def test_nvlink_is_checked_only_when_asked(seed_catalog):
    assert not of(
        "nvlink.",
        check_build(build(seed_catalog, gpus=[{"model": "RTX2060S", "count": 2}]), seed_catalog),
    )
    for sku in seed_catalog.skus:
        assert not of("nvlink.", check_build(build_from_sku(sku, seed_catalog), seed_catalog))


def test_nvlink_model_support_and_pairs(seed_catalog):
    def nvlink(gpus, **changes):
        return [
            (v.rule, v.severity)
            for v in of(
                "nvlink.",
                check_build(build(seed_catalog, gpus=gpus, nvlink=True, **changes), seed_catalog),
            )
        ]

    mixed = [{"model": "RTX2080Ti", "count": 1}, {"model": "Quadro RTX6000", "count": 1}]
    assert nvlink(mixed) == [("nvlink.same_model", ERROR)]
    two_lines = [{"model": "RTX2080Ti", "count": 1}, {"model": "rtx 2080 ti", "count": 1}]
    assert nvlink(two_lines, placement=[0, 4]) == []  # one model over two lines
    assert nvlink([{"model": "RTX2060S", "count": 2}]) == [("nvlink.supported", ERROR)]
    assert nvlink([{"model": "Quadro RTX4000", "count": 2}]) == [
        ("nvlink.supported", INFO)
    ]  # blank in the reference
    assert nvlink([{"model": "RTX2080Ti", "count": 3}], placement=[0, 4, 6]) == [
        ("nvlink.pairs", WARNING)
    ]
    # Quadro RTX6000 has NVLink, but the notes give no bridge sizes for it.
    got = of(
        "nvlink.",
        check_build(
            build(seed_catalog, gpus=[{"model": "Quadro RTX6000", "count": 2}], nvlink=True),
            seed_catalog,
        ),
    )
    assert [(v.rule, v.message) for v in got] == [
        (
            "nvlink.spacing",
            "cannot check NVLink spacing: the reference gives no bridge sizes for Quadro RTX6000",
        )
    ]
    no = of(
        "nvlink.supported",
        check_build(
            build(seed_catalog, gpus=[{"model": "RTX2060S", "count": 2}], nvlink=True), seed_catalog
        ),
    )
    assert (
        no[0].message == "RTX2060S has no NVLink (no (TU106 has no NVLink))"
        and "Quadro RTX8000" in no[0].fix
    )


def test_nvlink_bridge_spacing(seed_catalog, current):
    # GeForce RTX 20 bridges are 3- or 4-slot: blower 2080 Ti packed at openings 0 and 2 do not fit one.
    dense = of(
        "nvlink.spacing",
        check_build(
            build(seed_catalog, gpus=[{"model": "RTX2080Ti", "count": 2}], nvlink=True),
            seed_catalog,
        ),
    )
    assert [v.severity for v in dense] == [ERROR]
    assert "2 openings apart (openings 0 and 2)" in dense[0].message and "3 or 4" in dense[0].fix
    assert dense[0].figures["pairs"] == [[0, 2]]
    assert not of(
        "nvlink.",
        check_build(
            build(
                seed_catalog,
                gpus=[{"model": "RTX2080Ti", "count": 2}],
                nvlink=True,
                placement=[0, 4],
            ),
            seed_catalog,
        ),
    )
    # RTX A6000 bridges are 2- or 3-slot: 0 and 2 (the default for blowers on the WRX90 board) fit, 0 and 4 do not.
    assert not of("nvlink.", check_build(current_build(current, nvlink=True), current))
    far = of(
        "nvlink.spacing",
        check_build(current_build(current, nvlink=True, placement=[0, 4]), current),
    )
    assert [v.severity for v in far] == [ERROR] and far[0].figures["bridge_slots"] == [2, 3]


# ----------------------------------------------------------------------------- formfactor.*


def with_chassis_figure(catalog, name, value):
    """``catalog`` whose WRX90 tower gives ``name`` = ``value`` (assumed)."""
    parts = []
    for part in catalog.parts:
        if part.name == "Tower, ASUS Pro WS WRX90E-SAGE SE":
            figures = tuple(f for f in part.figures if f.name != name) + (
                PartFigure(name, value, status="assumed", note="test"),
            )
            part = dataclasses.replace(part, figures=figures)
        parts.append(part)
    return dataclasses.replace(catalog, parts=tuple(parts))


def test_board_form_factor(seed_catalog, current):
    def board(catalog, size):
        return of(
            "formfactor.board", check_build(current_build(catalog, board_form_factor=size), catalog)
        )

    assert board(current, "E-ATX") == [] and board(current, "SSI-EEB") == []  # the tower takes EEB
    atx_case = with_chassis_figure(current, "max_board_form_factor", "ATX")
    assert board(atx_case, "mATX") == [] and board(atx_case, "ATX") == []
    too_big = board(atx_case, "EEB")
    assert [v.severity for v in too_big] == [ERROR]
    assert (
        too_big[0].message.startswith("an EEB board (12 × 13 in")
        and "up to ATX" in too_big[0].message
    )
    assert too_big[0].figures == {"board": "EEB", "chassis_max": "ATX"}
    # No board named: nothing to check. A seed chassis's largest board is unknown.
    assert not of("formfactor.board", check_build(current_build(current), current))
    seed = of(
        "formfactor.board", check_build(build(seed_catalog, board_form_factor="ATX"), seed_catalog)
    )
    assert [(v.severity, v.message) for v in seed] == [
        (INFO, "cannot check board size: the largest board the GT410i takes is unknown")
    ]


def test_card_length(seed_catalog, current):
    assert not of(
        "formfactor.gpu_length",
        check_build(
            current_build(current, gpus=[{"model": "GeForce RTX 3090", "count": 1}]), current
        ),
    )  # 313 mm in 330 mm
    short_case = with_chassis_figure(current, "max_gpu_length_mm", "300")
    got = of(
        "formfactor.gpu_length",
        check_build(
            current_build(
                short_case,
                gpus=[
                    {"model": "GeForce RTX 3090", "count": 1},
                    {"model": "RTX A6000", "count": 1},
                ],
            ),
            short_case,
        ),
    )
    assert [(v.severity, v.figures["gpu"]) for v in got] == [(ERROR, "GeForce RTX 3090")]
    assert (
        "313 mm" in got[0].message and "300" in got[0].message and "at least 313 mm" in got[0].fix
    )
    # A seed chassis: one "cannot check" for the build, however many cards and models.
    mixed = build(
        seed_catalog, gpus=[{"model": "RTX2080Ti", "count": 2}, {"model": "TESLA V100", "count": 2}]
    )
    got = of("formfactor.gpu_length", check_build(mixed, seed_catalog))
    assert [(v.severity, v.message) for v in got] == [
        (
            INFO,
            (
                "cannot check card length: the longest card the GT410i takes is unknown "
                "(RTX2080Ti 267 mm, TESLA V100 unknown)"
            ),
        )
    ]
    # A known case and a card of unknown length.
    blank = dataclasses.replace(
        current,
        gpus=tuple(
            dataclasses.replace(g, board_length_mm=None) if g.name == "RTX A6000" else g
            for g in current.gpus
        ),
    )
    got = of("formfactor.gpu_length", check_build(current_build(blank), blank))
    assert [(v.severity, v.message) for v in got] == [
        (
            INFO,
            (
                "cannot check card length: the length of RTX A6000 is unknown "
                "(the Tower, ASUS Pro WS WRX90E-SAGE SE takes up to 330 mm)"
            ),
        )
    ]


# ----------------------------------------------------------------------------- rule subsets
# The search (core/search/pareto.py) shares chassis-level verdicts between builds with one chassis
# key and skips larger counts after a count-monotone error; these tests check both claims
# directly, so a rule change that breaks one fails here, not as a wrong front.

SEED = load_catalog_files("seed-2020")
CURRENT = load_catalog_files("current")
SITES = [None, parse_site("220V/10A"), parse_site("2x120V/15A")]


def seed_platforms():
    """The seed SKUs' builds without GPUs (as the search's SKU platforms), one per distinct
    platform."""
    out = {dataclasses.replace(build_from_sku(s, SEED), gpus=(), label=""): None for s in SEED.skus}
    return list(out)


def current_platforms(memory_gb=256):
    """Every chassis part × CPU part × PSU part of the current catalog, without GPUs (more
    than the search builds: the rules do not ask whether a CPU suits the chassis)."""
    parts = {k: [p for p in CURRENT.parts if p.kind is k] for k in PartKind}
    out = []
    for case in parts[PartKind.CHASSIS]:
        for cpu in parts[PartKind.CPU]:
            for psu in parts[PartKind.PSU]:
                watts, units = int(psu.number("power_w")), int(psu.number("psu_count"))
                out.append(
                    Build(
                        chassis=case.name,
                        cpus=(CpuLine(cpu.name, 1),),
                        memory_gb=memory_gb,
                        gpus=(),
                        psus_w=(watts,) * units,
                        psu=psu.name,
                    )
                )
    return out


def with_gpus(platform, model, count, **changes):
    return dataclasses.replace(platform, gpus=(GpuLine(model, count),), **changes)


def test_the_rule_subsets_split_the_rules():
    assert CHASSIS_RULES | PLATFORM_RULES == RULE_NAMES == {name for name, _ in RULES}
    assert not CHASSIS_RULES & PLATFORM_RULES
    with pytest.raises(ValueError, match="unknown rule.*'slot'"):
        check_build(build(SEED), SEED, rules={"slot"})


def subset_builds():
    """Every seed SKU and hand-made builds on both catalogs (placement, NVLink, board size,
    mixed models, unknown facts)."""
    builds = [(build_from_sku(sku, SEED), SEED) for sku in SEED.skus]
    builds += [
        (build(SEED, **changes), SEED)
        for changes in (
            {},
            {"gpus": [{"model": "TESLA V100", "count": 3}]},
            {"gpus": [{"model": "RTX2080Ti", "count": 2}], "placement": [0, 1], "nvlink": True},
            {
                "gpus": [
                    {"model": "RTX2080Ti", "count": 2},
                    {"model": "Quadro RTX6000", "count": 1},
                ],
                "nvlink": True,
            },
            {
                "psus_w": [],
                "board_form_factor": "ATX",
                "gpus": [{"model": "Titan RTX", "count": 9}],
            },
        )
    ]
    builds += [
        (current_build(CURRENT, **changes), CURRENT)
        for changes in (
            {},
            {"nvlink": True, "placement": [0, 4]},
            {"board_form_factor": "EEB"},
            {"gpus": [{"model": "GeForce RTX 3090", "count": 5}], "psu": "PSU 1200 W (ATX 3.x)"},
            {"cpus": [{"name": "some CPU", "power_w": 200}], "memory_gb": 64},
        )
    ]
    # a chassis the catalog does not know (no slot map, no figures): built past the parser
    builds.append((dataclasses.replace(current_build(CURRENT), chassis="no such chassis"), CURRENT))
    return builds


@pytest.mark.parametrize("site", SITES, ids=["no site", "220V/10A", "2x120V/15A"])
def test_the_chassis_and_platform_rules_make_up_check_build(site):
    for b, catalog in subset_builds():
        full = check_build(b, catalog, site)
        chassis = check_rules(b, catalog, site, CHASSIS_RULES)
        rest = check_rules(b, catalog, site, PLATFORM_RULES)
        assert list(chassis) == [n for n, _ in RULES if n in CHASSIS_RULES], b.label
        assert in_rule_order(chassis, rest) == full, b.label
        assert in_rule_order(rest, chassis) == full, b.label
        assert sorted(
            check_build(b, catalog, site, rules=CHASSIS_RULES)
            + check_build(b, catalog, site, rules=PLATFORM_RULES),
            key=repr,
        ) == sorted(full, key=repr)
        assert [v for vs in check_rules(b, catalog, site).values() for v in vs] == full


def other_platform(platform, catalog):
    """``platform`` with other CPUs, memory, PSUs, drives and label (the chassis, GPUs,
    placement, NVLink flag and board kept)."""
    if catalog is SEED:
        return dataclasses.replace(
            platform,
            cpus=(CpuLine("CPU", 2, 95, "test"),),
            memory_gb=platform.memory_gb + 64,
            psus_w=() if platform.psus_w else (1600, 1600),
            drives=("x",),
            label="other",
            psu_atx_version="3.x",
        )
    return dataclasses.replace(
        platform,
        cpus=(CpuLine("Intel Xeon w3-2423", 1),),
        memory_gb=32,
        psus_w=(1200,),
        psu="PSU 1200 W (ATX 3.x)",
        drives=("x",),
        label="other",
    )


@pytest.mark.parametrize("catalog", [SEED, CURRENT], ids=["seed-2020", "current"])
def test_chassis_level_verdicts_depend_only_on_the_chassis_key(catalog):
    platforms = seed_platforms() if catalog is SEED else current_platforms()[::7]
    chassis_names = list(dict.fromkeys(p.chassis for p in platforms))
    for platform in platforms:
        other = other_platform(platform, catalog)
        for gpu in catalog.gpus:
            for n in range(1, 10):
                for changes in ({}, {"nvlink": True}, {"board_form_factor": "ATX"}):
                    a = with_gpus(platform, gpu.name, n, **changes)
                    b = with_gpus(other, gpu.name, n, **changes)
                    assert chassis_key(a) == chassis_key(b)
                    assert check_rules(a, catalog, None, CHASSIS_RULES) == check_rules(
                        b, catalog, parse_site("220V/10A"), CHASSIS_RULES
                    ), (a, b)
    assert len(chassis_names) == (4 if catalog is SEED else 2)


def monotone_errors(b, catalog, site):
    return {
        v.rule for v in check_build(b, catalog, site) if v.severity == ERROR
    } & COUNT_MONOTONE_ERRORS


def assert_count_monotone(platform, catalog, gpu, site, most=9):
    """For one platform and GPU model: each count-monotone error at n cards is an error at
    every m > n (up to ``most``)."""
    errors = [
        monotone_errors(with_gpus(platform, gpu, n), catalog, site) for n in range(1, most + 1)
    ]
    for i, found in enumerate(errors):
        for later in errors[i + 1 :]:
            assert found <= later, (platform, gpu, site, i + 1, errors)


@pytest.mark.parametrize("catalog", [SEED, CURRENT], ids=["seed-2020", "current"])
def test_count_monotone_errors_stay_with_more_cards(catalog):
    platforms = seed_platforms() if catalog is SEED else current_platforms()
    sites = SITES if catalog is SEED else SITES[1:2]  # current: the power rules with a circuit
    found = set()
    for platform in platforms:
        for gpu in catalog.gpus:
            for site in sites:
                assert_count_monotone(platform, catalog, gpu.name, site)
                found |= monotone_errors(with_gpus(platform, gpu.name, 9), catalog, site)
    # the claim is exercised, not vacuous
    assert {"slots.capacity", "power.sustained", "cooling.passive_in_tower"} <= found


@pytest.mark.parametrize("catalog", [SEED, CURRENT], ids=["seed-2020", "current"])
def test_count_monotone_errors_stay_with_more_cards_of_every_width_and_cooler(catalog):
    # The slot and NVLink geometry: every GPU of the catalog made 1-4 slots wide, blower or
    # open-air (the default placement spreads open-air cards, then packs them), with and
    # without NVLink, on one platform per chassis.
    platforms = list(
        {
            p.chassis: p for p in (seed_platforms() if catalog is SEED else current_platforms())
        }.values()
    )
    for platform in platforms:
        for gpu in catalog.gpus:
            for width in range(1, 5):
                for cooler in (Cooler.BLOWER, Cooler.OPEN_AIR):
                    changed = dataclasses.replace(
                        gpu, slot_width=width, cooler=cooler, nvlink="yes"
                    )
                    variant = dataclasses.replace(
                        catalog,
                        gpus=tuple(changed if g.name == gpu.name else g for g in catalog.gpus),
                    )
                    for nvlink in (False, True):
                        assert_count_monotone(
                            dataclasses.replace(platform, nvlink=nvlink), variant, gpu.name, None
                        )


def with_board(catalog, chassis, count, pitch, openings):
    """``catalog`` whose chassis part ``chassis`` has another slot map (figures assumed)."""
    figures = {"slot_count": count, "slot_pitch": pitch, "case_expansion_slots": openings}
    parts = []
    for part in catalog.parts:
        if part.name == chassis:
            kept = tuple(f for f in part.figures if f.name not in figures)
            part = dataclasses.replace(
                part,
                figures=kept
                + tuple(
                    PartFigure(n, str(v), status="assumed", note="test")
                    for n, v in figures.items()
                    if v is not None
                ),
            )
        parts.append(part)
    return dataclasses.replace(catalog, parts=tuple(parts))


@st.composite
def random_gpu_platform(draw):
    """A platform of either catalog (for ``current``, its chassis with a random slot map) and
    one of the catalog's GPUs with random physical facts (width, cooler, board power, length,
    NVLink, PCIe), NVLink asked or not, a board size or none."""
    catalog = draw(st.sampled_from([SEED, CURRENT]))
    platforms = seed_platforms() if catalog is SEED else current_platforms()
    platform = draw(st.sampled_from(platforms))
    if catalog is CURRENT and draw(st.booleans()):
        count, pitch = draw(st.integers(1, 8)), draw(st.integers(1, 3))
        catalog = with_board(
            catalog,
            platform.chassis,
            count,
            pitch,
            draw(st.sampled_from([None, count * pitch, count * pitch + 1, count * pitch + 3])),
        )
    gpu = draw(st.sampled_from(catalog.gpus))
    gpu = dataclasses.replace(
        gpu,
        slot_width=draw(st.integers(1, 4)),
        cooler=draw(st.sampled_from(list(Cooler))),
        board_power_w=draw(st.sampled_from([None, 70, 250, 300, 450, 600])),
        board_length_mm=draw(st.sampled_from([None, gpu.board_length_mm, 250, 340])),
        nvlink=draw(st.sampled_from([None, "yes", "no"])),
        pcie=draw(st.sampled_from([gpu.pcie, "4.0 x16", "5.0 x16", "3.0 x8"])),
    )
    catalog = dataclasses.replace(
        catalog, gpus=tuple(gpu if g.name == gpu.name else g for g in catalog.gpus)
    )
    platform = dataclasses.replace(
        platform,
        nvlink=draw(st.booleans()),
        board_form_factor=draw(st.sampled_from([None, "ATX", "EEB"])),
    )
    return catalog, platform, gpu.name


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=random_gpu_platform(), site=st.sampled_from(SITES))
def test_count_monotone_errors_stay_with_more_cards_of_random_gpus(case, site):
    catalog, platform, gpu = case
    assert_count_monotone(platform, catalog, gpu, site)
