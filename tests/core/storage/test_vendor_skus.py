"""Tests for core/storage/vendor_skus.py: a build saved as a SKU of the vendor's catalog."""

from __future__ import annotations

import dataclasses
import json
from decimal import Decimal

import pytest

from rigwright.core.build.model import GpuLine, build_from_sku
from rigwright.core.pricing.prices import Price
from rigwright.core.storage.catalog_store import open_catalog, stored_catalog_names
from rigwright.core.storage.pack_export import catalog_to_pack
from rigwright.core.storage.pack_format import PackError
from rigwright.core.storage.pack_json import pack_from_text
from rigwright.core.storage.packs import undo_last_import
from rigwright.core.storage.vendor_skus import (
    SkuSaveError,
    check_code,
    next_number,
    save_sku,
    sku_from_build,
)

PRICE = Price(Decimal("123456.50"), "derived", True)


@pytest.fixture
def changed(seed_catalog):
    """SKU 1.7's build with 4 Quadro RTX6000 in place of its GPUs."""
    base = seed_catalog.sku("1.7")
    build = build_from_sku(base, seed_catalog)
    return base, dataclasses.replace(build, gpus=(GpuLine("Quadro RTX6000", 4),))


def test_a_build_on_a_sku_platform_keeps_its_cells_and_reads_back(seed_catalog, changed):
    base, build = changed
    sku = sku_from_build(seed_catalog, build, PRICE, code="GT410i DEMO-4Q", name="Demo", base=base)
    assert (sku.number, sku.sku_class.value) == (next_number(seed_catalog, 1), "research")
    assert sku.number == "1.11"  # after the seed's 1.1 to 1.10
    assert (sku.cpu, sku.ram, sku.storage, sku.chassis) == (
        base.cpu,
        base.ram,
        base.storage,
        base.chassis,
    )
    assert (sku.gpu, sku.gpu_count, sku.price_cny, sku.remark) == (
        "Quadro RTX6000",
        4,
        123457,
        "Demo",
    )
    assert sku.price_illustrative and sku.price_basis == "saved from a custom build: derived"
    again = build_from_sku(sku, seed_catalog)  # the diagram and the rules read it as built
    assert (again.chassis, again.cpus, again.memory_gb, again.gpus, again.psus_w) == (
        build.chassis,
        build.cpus,
        build.memory_gb,
        build.gpus,
        build.psus_w,
    )
    assert not sku.contradictions


def test_the_code_is_checked(seed_catalog, changed):
    base, build = changed
    assert str(check_code(seed_catalog, "gt410i  14596-sb4x")) == (
        "code: the catalog already has SKU 1.7 “GT410i 14596-SB4X”"
    )
    assert str(check_code(seed_catalog, "  ")) == "code: give the SKU a code"
    assert check_code(seed_catalog, "A\u202eB") is not None
    assert str(check_code(seed_catalog, "x" * 81)) == "code: at most 80 characters"
    assert check_code(seed_catalog, "GT410i NEW-1", "My box") is None
    with pytest.raises(SkuSaveError, match="already has SKU 1.7"):
        sku_from_build(seed_catalog, build, PRICE, code=base.code, base=base)


def test_a_build_without_price_or_with_two_models_is_refused(seed_catalog, changed):
    base, build = changed
    with pytest.raises(SkuSaveError, match="no price"):
        sku_from_build(seed_catalog, build, Price(None), code="X 1", base=base)
    mixed = dataclasses.replace(
        build, gpus=(GpuLine("Quadro RTX6000", 2), GpuLine("Quadro RTX8000", 2))
    )
    with pytest.raises(SkuSaveError, match="one GPU model"):
        sku_from_build(seed_catalog, mixed, PRICE, code="X 1", base=base)


def test_saved_into_a_copy_it_exports_imports_and_can_be_undone(tmp_db, seed_catalog, changed):
    base, build = changed
    open_catalog(tmp_db, "seed-2020")
    sku = sku_from_build(seed_catalog, build, PRICE, code="GT410i DEMO-4Q", base=base)
    with pytest.raises(PackError):
        save_sku(tmp_db, seed_catalog, sku, "seed-2020")  # a shipped name
    saved = save_sku(tmp_db, seed_catalog, sku, "mine")
    assert open_catalog(tmp_db, "mine") == saved and saved.sku(sku.number) == sku
    assert open_catalog(tmp_db, "seed-2020") == seed_catalog
    text = json.dumps(catalog_to_pack(saved), ensure_ascii=False)
    assert pack_from_text(text, "mine.json").sku(sku.number) == sku  # a valid pack
    undo_last_import(tmp_db)
    assert "mine" not in stored_catalog_names(tmp_db)
