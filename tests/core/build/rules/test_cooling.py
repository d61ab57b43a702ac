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
