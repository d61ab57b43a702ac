"""Slot capacity, width and the default placement (core/build/rules/slots.py, context.py)."""

from __future__ import annotations

from rigwright.core.build.model import build_from_json
from rigwright.core.build.rules import (
    ERROR,
    board_of,
    check_build,
    default_placement,
)
from rigwright.core.catalog.model import Cooler
from tests.core.build.rules.conftest import build


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
