"""PCIe lanes (core/build/rules/lanes.py)."""

from __future__ import annotations

from rigwright.core.build.model import build_from_sku
from rigwright.core.build.rules import (
    ERROR,
    INFO,
    WARNING,
    check_build,
)
from tests.core.build.rules.conftest import build, current_build, of


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
            "cannot check PCIe lanes: the CPU lanes of GT410P are unknown "
            "(its chassis file assumes PCIe switches)",
        )
    ]
    got = of(
        "pcie.lanes",
        check_build(current_build(current, cpus=[{"name": "some CPU", "power_w": 200}]), current),
    )
    assert [v.message for v in got] == [
        "cannot check PCIe lanes: the CPU lanes of Tower, ASUS Pro WS WRX90E-SAGE SE are unknown"
    ]
