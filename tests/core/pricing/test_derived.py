"""Derived prices: a priced base with its GPUs changed at list price."""

from __future__ import annotations

from decimal import Decimal

import pytest

from rigwright.core.pricing.derived import (
    CUSTOM_KIND,
    SKU_KIND,
    PriceBase,
    derived_price,
    sku_base,
    swap_price,
)
from rigwright.core.pricing.prices import PRICE_TO_BE_SET, Price, price_of


def test_a_sku_base_is_its_printed_price(seed_catalog):
    sku = seed_catalog.skus[0]
    base = sku_base(sku)
    assert base.name == f"SKU {sku.number}" and base.kind is SKU_KIND
    assert base.price_cny == Decimal(sku.price_cny)
    assert base.illustrative == sku.price_illustrative


def test_the_same_gpus_cost_the_bases_price(seed_catalog):
    base = PriceBase("the custom build", CUSTOM_KIND, Decimal("100000"), "a basis", False)
    # no list price is needed: TESLA V100 has none in the seed
    price = derived_price(
        seed_catalog, base, [("TESLA V100", 2)], [("TESLA V100", 2)], only_gpus_change=True
    )
    assert price.amount_cny == Decimal("100000") and not price.illustrative
    assert price.basis == (
        "the custom build's price ¥100,000, the same GPUs (custom build price: a basis)"
    )


def test_swapping_gpus_adds_and_takes_list_prices(seed_catalog):
    sku = seed_catalog.skus[0]  # 2 × RTX2070S
    old = price_of(seed_catalog, sku.gpu, "gpu").amount_cny
    new = price_of(seed_catalog, "RTX2080Ti", "gpu").amount_cny
    price = derived_price(
        seed_catalog,
        sku_base(sku),
        [(sku.gpu, sku.gpu_count)],
        [("RTX2080Ti", 3)],
        only_gpus_change=True,
    )
    assert price.amount_cny == Decimal(sku.price_cny) - sku.gpu_count * old + 3 * new
    assert f" − {sku.gpu_count} × {sku.gpu} at list " in price.basis
    assert " + 3 × RTX2080Ti at list " in price.basis and "list prices: " in price.basis


def test_a_change_beyond_the_gpus_has_no_price(seed_catalog):
    price = derived_price(
        seed_catalog, sku_base(seed_catalog.skus[0]), [], [], only_gpus_change=False
    )
    assert price.amount_cny is None
    assert price.basis.startswith(PRICE_TO_BE_SET) and "changes more than" in price.basis


def test_a_gpu_without_a_list_price_leaves_the_price_to_be_set(seed_catalog):
    sku = seed_catalog.skus[0]
    price = derived_price(
        seed_catalog,
        sku_base(sku),
        [(sku.gpu, sku.gpu_count)],
        [("TESLA V100", 1)],
        only_gpus_change=True,
    )
    assert price.amount_cny is None
    assert "TESLA V100 has no list price" in price.basis


def test_a_base_not_above_its_gpus_has_no_derived_price():
    base = PriceBase("SKU 9.9", SKU_KIND, Decimal("1000"), "printed", False)
    price = swap_price(base, [("X", 1, Price(Decimal("1000")))], [("Y", 1, Price(Decimal(5)))])
    assert price.amount_cny is None and "not above 0" in price.basis


def test_an_unknown_gpu_is_a_key_error(seed_catalog):
    with pytest.raises(KeyError):
        derived_price(
            seed_catalog,
            sku_base(seed_catalog.skus[0]),
            [("RTX2070S", 2)],
            [("no such GPU", 1)],
            only_gpus_change=True,
        )
