"""NVLink bridges (core/build/rules/nvlink.py)."""

from __future__ import annotations

from rigwright.core.build.model import build_from_sku
from rigwright.core.build.rules import (
    ERROR,
    INFO,
    WARNING,
    check_build,
)
from tests.core.build.rules.conftest import build, current_build, of


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
    # GeForce RTX 20 bridges are 3- or 4-slot: blower 2080 Ti packed at openings 0 and 2 do not
    # fit one.
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
    # RTX A6000 bridges are 2- or 3-slot: 0 and 2 (the default for blowers on the WRX90 board)
    # fit, 0 and 4 do not.
    assert not of("nvlink.", check_build(current_build(current, nvlink=True), current))
    far = of(
        "nvlink.spacing",
        check_build(current_build(current, nvlink=True, placement=[0, 4]), current),
    )
    assert [v.severity for v in far] == [ERROR] and far[0].figures["bridge_slots"] == [2, 3]
