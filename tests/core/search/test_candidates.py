"""The search's derived prices (:func:`rigwright.core.search.candidates.derived_price`): a build
priced from its base SKU or custom build as the search prices it, and a changed SKU priced from
its printed price, or not at all when more than its GPUs change or a list price is missing."""

from __future__ import annotations

import dataclasses

from rigwright.core.build.model import GpuLine, build_from_sku
from rigwright.core.pricing.prices import price_of
from rigwright.core.recommend.inputs import Request
from rigwright.core.search.candidates import derived_price
from rigwright.core.search.pareto import search_builds

REFERENCE = Request(workload="cnn", budget_cny=300000, gpu_count=(2, 8))


def test_derived_price_is_the_searchs_price_of_a_custom_build(seed_catalog):
    """A build of the front priced from its base SKU gets the front's very price and basis;
    priced from the custom build itself, the same amount."""
    customs = [b for b in search_builds(seed_catalog, REFERENCE).front if not b.printed]
    assert customs
    for custom in customs:
        sku = seed_catalog.sku(custom.base.removeprefix("SKU "))
        price = derived_price(seed_catalog, custom.build, sku)
        assert (price.amount_cny, price.basis, price.illustrative) == (
            custom.price_cny,
            custom.price_basis,
            custom.illustrative,
        )
        assert derived_price(seed_catalog, custom.build, custom).amount_cny == custom.price_cny


def test_derived_price_of_a_changed_sku(seed_catalog):
    sku = seed_catalog.sku("1.7")  # 4 × RTX2080Ti
    build = build_from_sku(sku, seed_catalog)
    unit = price_of(seed_catalog, "RTX2080Ti", "gpu").amount_cny
    rtx8000 = price_of(seed_catalog, "RTX8000", "gpu").amount_cny

    def price(**changes):
        return derived_price(seed_catalog, dataclasses.replace(build, **changes), sku)

    assert price().amount_cny == sku.price_cny
    assert price(placement=(0, 2, 4, 6), label="moved").amount_cny == sku.price_cny
    more = price(gpus=(GpuLine("RTX2080Ti", 4), GpuLine("Quadro RTX8000", 1)))
    assert more.amount_cny == sku.price_cny + rtx8000 and more.illustrative
    assert "SKU 1.7's price ¥89,990 − 4 × RTX2080Ti at list" in more.basis
    assert price(gpus=()).amount_cny == sku.price_cny - 4 * unit
    # Never a guess: another platform, or a GPU without a list price, has no price.
    for changed in (
        price(memory_gb=256),
        price(psus_w=(2000, 2000)),
        price(nvlink=True),
        price(gpus=(GpuLine("RTX2080S", 4),)),
    ):
        assert changed.amount_cny is None and changed.basis.startswith("price to be set")
    # The printed GPUs without a list price: only the same GPUs keep the SKU's price.
    sku16 = seed_catalog.sku("1.6")
    build16 = build_from_sku(sku16, seed_catalog)
    assert (
        derived_price(
            seed_catalog, dataclasses.replace(build16, placement=(0, 2, 4, 6)), sku16
        ).amount_cny
        == sku16.price_cny
    )
    assert (
        derived_price(
            seed_catalog, dataclasses.replace(build16, gpus=(GpuLine("RTX2080S", 3),)), sku16
        ).amount_cny
        is None
    )
