"""Sustained power and the 16-pin connector (core/build/rules/power.py)."""

from __future__ import annotations

from rigwright.core.build.model import build_from_sku
from rigwright.core.build.rules import (
    ERROR,
    INFO,
    WARNING,
    check_build,
)
from tests.core.build.rules.conftest import build, current_build, of


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
