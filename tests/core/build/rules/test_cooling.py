"""Cooling rules (core/build/rules/cooling.py)."""

from __future__ import annotations

from rigwright.core.build.rules import (
    ERROR,
    check_build,
)
from tests.core.build.rules.conftest import build


def test_passive_cards_in_a_tower(seed_catalog):
    got = {
        (v.rule, v.severity)
        for v in check_build(
            build(seed_catalog, gpus=[{"model": "TESLA T4", "count": 2}]), seed_catalog
        )
    }
    assert ("cooling.passive_in_tower", ERROR) in got


def _open_air_fix(catalog, got):
    (verdict,) = [v for v in got if v.rule == "cooling.open_air_adjacent"]
    return verdict


def test_dense_rtx_pro_6000_workstation_cards_are_told_to_use_the_max_q(current):
    from tests.core.build.rules.conftest import current_build

    got = check_build(
        current_build(
            current,
            gpus=[{"model": "RTX PRO 6000 Blackwell Workstation Edition", "count": 4}],
            psu="Dual PSU 2 × 2000 W (ATX 3.x)",
        ),
        current,
    )
    verdict = _open_air_fix(current, got)
    # the catalog's 96 GB blower card, not a seed card
    assert verdict.figures["blowers"] == ["RTX PRO 6000 Blackwell Max-Q Workstation Edition"]
    assert "RTX PRO 6000 Blackwell Max-Q Workstation Edition" in verdict.fix
    assert "Quadro" not in verdict.fix and "RTX2080Ti" not in verdict.fix


def test_dense_cards_get_blowers_with_at_least_their_memory(current):
    from tests.core.build.rules.conftest import current_build

    # 32 GB RTX 5090: no 32 GB blower in the catalog; the least memory above is 48 GB
    got = check_build(
        current_build(
            current,
            gpus=[{"model": "GeForce RTX 5090", "count": 4}],
            psu="Dual PSU 2 × 2000 W (ATX 3.x)",
        ),
        current,
    )
    blowers = _open_air_fix(current, got).figures["blowers"]
    assert blowers and {current.gpu(b).memory_gb for b in blowers} == {48}
    assert all(current.gpu(b).cooler.value == "blower" for b in blowers)


def test_the_seed_titan_rtx_is_told_to_use_the_24_gb_quadro(seed_catalog):
    got = check_build(build(seed_catalog, gpus=[{"model": "Titan RTX", "count": 4}]), seed_catalog)
    verdict = _open_air_fix(seed_catalog, got)
    assert verdict.figures["blowers"] == ["Quadro RTX6000"]
    assert verdict.fix == (
        "leave a free slot below each open-air card, or use blower cards of the same GPU "
        "memory (Quadro RTX6000)"
    )
