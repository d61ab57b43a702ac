"""Derived prices are consistent with the catalog's own SKU prices (core/search/consistency.py):
a build with a SKU's parts costs that SKU's price, a build with a SKU's parts but fewer of its
cards costs no more than the SKU and no less than it less the missing cards at list price, and
a build holding all of a SKU's parts never costs less than the SKU; over the seed and current
catalogs, for the search's every platform and GPU line."""

from __future__ import annotations

import dataclasses
import functools
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rigwright.core.build.model import GpuLine, build_from_json, build_from_sku, build_to_json
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.recommend.inputs import Request
from rigwright.core.search.candidates import (
    candidate_price,
    catalog_price,
    derived_price,
    variant_price,
)
from rigwright.core.search.consistency import holds, platform_of
from rigwright.core.search.pareto import search_builds
from rigwright.core.search.space import build_space

CATALOGS = ("seed-2020", "current")


@functools.cache
def _space(name: str):
    catalog = load_catalog_files(name)
    space = build_space(catalog, Request("cnn", gpu_count=(1, 9)))
    skus = []
    for sku in catalog.skus:
        try:
            build = build_from_sku(sku, catalog)
        except (KeyError, ValueError):
            continue
        skus.append((sku, catalog.gpu(sku.gpu).name, platform_of(build)))
    lines = [line for line in space.lines if line.price.amount_cny is not None]
    return catalog, space.priced, lines, skus


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(CATALOGS), st.data())
def test_a_derived_price_keeps_to_the_skus_prices(name, data):
    catalog, platforms, lines, skus = _space(name)
    platform = data.draw(st.sampled_from(platforms))
    line = data.draw(st.sampled_from(lines))
    price = candidate_price(platform, line)
    # the basis gives the same amount, and says why when the price was raised
    amount, basis, _ = variant_price(catalog, platform, line)
    assert amount == price
    if price > platform.known_cny + line.count * line.price.amount_cny:
        assert "raised to" in str(basis)
    unit = line.price.amount_cny
    for sku, gpu, theirs in skus:
        if gpu != line.name:
            continue
        sku_price, cards = Decimal(sku.price_cny), sku.gpu_count
        if platform.template == theirs and line.count == cards:
            assert price == sku_price, (sku.number, platform.name)
        elif platform.template == theirs and line.count < cards:
            assert sku_price - (cards - line.count) * unit <= price <= sku_price, sku.number
        if holds(platform.template, theirs) and line.count >= cards:
            assert price >= sku_price, (sku.number, platform.name, line.count)


def test_a_bigger_platform_with_a_skus_gpus_never_undercuts_it(seed_catalog):
    # SKU 2.7's platform holds all of SKU 2.4's parts (more cores, memory and storage): with
    # SKU 2.4's 7 × RTX2080Ti it once cost ¥87,650, far below SKU 2.4's ¥148,000.
    sku = seed_catalog.sku("2.4")
    ours = platform_of(build_from_sku(seed_catalog.sku("2.7"), seed_catalog))
    assert holds(ours, platform_of(build_from_sku(sku, seed_catalog)))
    front = search_builds(seed_catalog, Request("cnn", gpu_count=(7, 7))).front
    same = [b for b in front if b.gpu == "RTX2080Ti" and b.count == 7]
    assert same and all(b.price_cny >= sku.price_cny for b in same)


def test_a_changed_sku_keeps_to_the_same_floor(seed_catalog):
    """The window's working build, SKU 2.7 with its cards changed to SKU 2.4's, is priced as
    the search would: at least SKU 2.4's price, and its basis says why."""
    sku = seed_catalog.sku("2.7")
    build = build_from_sku(sku, seed_catalog)
    changed = dataclasses.replace(build, gpus=(GpuLine("RTX2080Ti", 7),), placement=None)
    price = derived_price(seed_catalog, changed, sku)
    assert price.amount_cny == Decimal(seed_catalog.sku("2.4").price_cny)
    assert "SKU 2.4" in price.basis


@pytest.mark.parametrize("name", CATALOGS)
def test_catalog_price_is_the_searchs_price(name):
    """A quoted custom build, read back from its JSON, is priced by the catalog as the search
    priced it (so a quote can say its price is derived)."""
    catalog = load_catalog_files(name)
    front = search_builds(catalog, Request("cnn", budget_cny=300000, gpu_count=(1, 8))).front
    customs = [b for b in front if not b.printed]
    assert customs
    for custom in customs:
        found = catalog_price(catalog, build_from_json(build_to_json(custom.build), catalog))
        assert found is not None and found[0].amount_cny == custom.price_cny
