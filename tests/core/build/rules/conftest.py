"""Shared fixtures and build makers of the rule tests (core/build/rules/)."""

from __future__ import annotations

import pytest

from rigwright.core.build.model import build_from_json, build_from_sku
from rigwright.core.build.rules import (
    check_build,
)


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
