"""GPU power transients (core/build/rules/transient.py)."""

from __future__ import annotations

from rigwright.core.build.model import build_from_sku
from rigwright.core.build.rules import (
    INFO,
    WARNING,
    check_build,
)
from tests.core.build.rules.conftest import build, current_build, of


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
