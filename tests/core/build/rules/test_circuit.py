"""The wall circuit (core/build/rules/circuit.py)."""

from __future__ import annotations

from rigwright.core.build.model import build_from_sku
from rigwright.core.build.rules import (
    ERROR,
    INFO,
    check_build,
    parse_site,
)
from tests.core.build.rules.conftest import current_build, of


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
    # SKU 2.6: 2380 W DC -> 2645 W on two PSUs; on one 10 A circuit over, on two circuits
    # 1322 W each.
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


def test_a_generic_psus_name_is_not_prefixed_twice(current):
    b = current_build(current, gpus=[{"model": "RTX A6000", "count": 4}])  # PSU 2000 W (ATX 3.x)
    got = of("power.circuit", check_build(b, current, parse_site("120V/15A")))
    texts = " ".join(f"{v.message} {v.fix} {' '.join(map(str, v.figures.values()))}" for v in got)
    assert "PSU 2000 W" in texts and "PSU PSU" not in texts
