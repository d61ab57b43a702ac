"""Seed SKUs read into components (core/catalog/components.py)."""

from __future__ import annotations

import dataclasses
import re
from decimal import Decimal

import pytest

from rigwright.core.catalog.components import ComponentError, sku_components


def test_every_seed_sku_decomposes(seed_catalog):
    for sku in seed_catalog.skus:
        parts = sku_components(sku)
        assert parts.gpu == sku.gpu and parts.gpu_count == sku.gpu_count
        assert parts.package_price_cny == sku.price_cny
        assert parts.memory.gb == sku.ram_gb
        # Every storage item was read: the items rebuild the cell, separators aside.
        cell = re.sub(r"[\s/+]", "", sku.storage)
        assert "".join(re.sub(r"\s", "", s.as_printed) for s in parts.storage) == cell
        assert parts.cpu.cores_total % parts.cpu.sockets == 0
        assert (parts.chassis.psu_count, parts.chassis.psu_w) == (sku.psu_count, sku.psu_w)


def test_a_core_x_workstation(seed_catalog):
    parts = sku_components(seed_catalog.sku("1.7"))
    assert (parts.cpu.family, parts.cpu.sockets, parts.cpu.cores_total, parts.cpu.clock_ghz) == (
        "Intel Core X (10th gen)",
        1,
        12,
        Decimal("4.5"),
    )
    assert [(s.kind, s.capacity_tb) for s in parts.storage] == [
        ("SSD", Decimal("1.92")),
        ("SATA HDD", Decimal(6)),
    ]
    assert (parts.chassis.form_factor, parts.chassis.psu_count, parts.chassis.psu_w) == (
        "micro tower",
        1,
        2000,
    )
    assert (parts.monitor.size_in, parts.monitor.resolution) == (23, None)


def test_a_dual_xeon_workstation(seed_catalog):
    parts = sku_components(seed_catalog.sku("3.7"))
    cpu = parts.cpu
    assert (cpu.family, cpu.model, cpu.sockets, cpu.cores_total) == (
        "Intel Xeon Platinum",
        "8280",
        2,
        56,
    )
    assert (cpu.clock_ghz, cpu.turbo_ghz) == (Decimal("3.3"), Decimal("4.0"))
    assert parts.memory.gb == 1024
    assert [(s.kind, s.capacity_tb, s.system_disk) for s in parts.storage] == [
        ("SSD", Decimal("3.84"), True),
        ("PCIe SSD", Decimal("6.4"), False),
        ("parallel storage", Decimal(266), False),
    ]
    assert parts.storage_tb == Decimal("276.24")
    assert (parts.chassis.form_factor, parts.chassis.psu_count) == ("dual tower", None)
    assert (parts.monitor.size_in, parts.monitor.resolution) == (32, "4K")


def test_the_printed_typo_is_kept(seed_catalog):
    """1.5 prints "960TB SSD": kept as printed (lint reports it), not corrected to 960 GB."""
    ssd = sku_components(seed_catalog.sku("1.5")).storage[0]
    assert (ssd.as_printed, ssd.capacity_tb) == ("960TB SSD", Decimal(960))


def test_an_unreadable_cell_names_the_sku_and_the_part(seed_catalog):
    sku = dataclasses.replace(seed_catalog.sku("1.7"), storage="1.92TB SSD/a floppy disk")
    with pytest.raises(
        ComponentError, match=r"SKU 1.7, field storage: cannot read 'a floppy disk'"
    ):
        sku_components(sku)


# ----------------------------------------------------------------------------- in the database


def _engine(tmp_db):
    from rigwright.core.storage.database import make_engine, open_catalog, sqlite_url

    open_catalog(tmp_db)
    return make_engine(sqlite_url(tmp_db))


def _count(engine, sql, **params):
    from sqlalchemy import text

    with engine.connect() as connection:
        return connection.execute(text(sql), params).scalar()


def test_the_seed_skus_are_stored_as_configurations(tmp_db, seed_catalog):
    from rigwright.core.catalog.components import GpuPart, configuration
    from rigwright.core.storage.database import read_components, read_sku_components

    engine = _engine(tmp_db)
    stored = read_sku_components(engine, "seed-2020")
    assert len(stored) == 24
    for sku in seed_catalog.skus:
        assert stored[sku.number] == sku_components(sku)
        assert stored[sku.number].package_price_cny == sku.price_cny
    lines = read_components(engine, "seed-2020")
    for sku in seed_catalog.skus:
        assert lines[sku.number] == configuration(sku_components(sku))
        assert (GpuPart(sku.gpu), sku.gpu_count) in lines[sku.number]
    # 1.92 stays 1.92 (not 1.9200 or a float) on its way through the JSON figures.
    ssd = lines["1.7"][3][0]
    assert (ssd.as_printed, ssd.capacity_tb, str(ssd.capacity_tb)) == (
        "1.92TB SSD",
        Decimal("1.92"),
        "1.92",
    )
    assert _count(engine, "select count(*) from sku_component") == sum(
        len(configuration(sku_components(s))) for s in seed_catalog.skus
    )
    engine.dispose()


def test_a_shared_component_is_stored_once(tmp_db, seed_catalog):
    from rigwright.core.catalog.components import configuration
    from rigwright.core.storage.database import _component_row

    engine = _engine(tmp_db)
    distinct = {
        (kind, name, repr(sorted(figures.items())))
        for s in seed_catalog.skus
        for kind, name, figures in (_component_row(p) for p, _ in configuration(sku_components(s)))
    }
    assert _count(engine, "select count(*) from component") == len(distinct) < 24 * 6
    memory = "select count(*) from component where kind = 'memory' and name = '64GB DDR4'"
    assert _count(engine, memory) == 1
    chassis = "select count(*) from component where kind = 'chassis' and name = '微塔式(2000W)'"
    assert _count(engine, chassis) == 1
    uses = (
        "select count(*) from sku_component join component "
        "on component.id = sku_component.component "
        "where component.kind = :kind and component.name = :name"
    )
    assert (
        _count(engine, uses, kind="memory", name="64GB DDR4")
        == sum(s.ram == "64GB DDR4" for s in seed_catalog.skus)
        == 3
    )
    assert _count(engine, uses, kind="chassis", name="微塔式(2000W)") == 5  # GT410i, 1.6 to 1.10
    assert _count(engine, uses, kind="gpu", name="TITAN RTX") == sum(
        s.gpu == "TITAN RTX" for s in seed_catalog.skus
    )
    # The GX380i prints "微塔式(2000w)": another series, another chassis row.
    assert _count(engine, "select count(*) from component where kind = 'chassis'") == 5
    engine.dispose()


def test_replacing_or_deleting_the_catalog_removes_its_components_and_keeps_user_settings(
    tmp_db, seed_catalog
):
    from sqlalchemy import delete
    from sqlalchemy.orm import Session

    from rigwright.core.storage.database import (
        CatalogRecord,
        get_setting,
        read_components,
        save_catalog,
        set_setting,
    )

    engine = _engine(tmp_db)
    set_setting(engine, "quote_lang", "zh_TW")
    smaller = dataclasses.replace(seed_catalog, skus=seed_catalog.skus[:2], content_hash="x")
    with Session(engine) as session:
        save_catalog(session, smaller, origin="import")
        session.commit()
    assert set(read_components(engine, "seed-2020")) == {"1.1", "1.2"}
    # 1.1 and 1.2 share only the 23" monitor and the 4TB SATA disk.
    assert _count(engine, "select count(*) from component") == 2 * 7 - 2
    with Session(engine) as session:
        session.execute(delete(CatalogRecord).where(CatalogRecord.name == "seed-2020"))
        session.commit()
    assert _count(engine, "select count(*) from component") == 0
    assert _count(engine, "select count(*) from sku_component") == 0
    assert read_components(engine, "seed-2020") == {}
    assert get_setting(engine, "quote_lang") == "zh_TW"
    engine.dispose()


def test_a_sku_that_cannot_be_read_is_saved_without_components(tmp_db, seed_catalog):
    from sqlalchemy.orm import Session

    from rigwright.core.storage.database import read_catalog, read_components, save_catalog

    engine = _engine(tmp_db)
    skus = tuple(
        dataclasses.replace(s, storage="1.92TB SSD/a floppy disk") if s.number == "1.7" else s
        for s in seed_catalog.skus
    )
    odd = dataclasses.replace(seed_catalog, skus=skus, content_hash="odd")
    with Session(engine) as session:
        save_catalog(session, odd, origin="import")
        session.commit()
        assert read_catalog(session, "seed-2020").sku("1.7").storage == "1.92TB SSD/a floppy disk"
    lines = read_components(engine, "seed-2020")
    assert "1.7" not in lines and len(lines) == 23
    engine.dispose()


def test_a_repeated_storage_item_is_one_line_with_its_quantity(tmp_db, seed_catalog):
    from sqlalchemy.orm import Session

    from rigwright.core.catalog.components import configuration
    from rigwright.core.storage.database import read_components, read_sku_components, save_catalog

    engine = _engine(tmp_db)
    skus = tuple(
        dataclasses.replace(s, storage="1.92TB SSD/4TB SATA+4TB SATA") if s.number == "1.7" else s
        for s in seed_catalog.skus
    )
    with Session(engine) as session:
        save_catalog(session, dataclasses.replace(seed_catalog, skus=skus), origin="import")
        session.commit()
    parts = sku_components(next(s for s in skus if s.number == "1.7"))
    lines = read_components(engine, "seed-2020")["1.7"]
    assert [(p.as_printed, n) for p, n in lines if getattr(p, "kind", None) == "SATA HDD"] == [
        ("4TB SATA", 2)
    ]
    assert lines == configuration(parts)
    assert read_sku_components(engine, "seed-2020")["1.7"] == parts
    assert read_sku_components(engine, "seed-2020")["1.7"].storage_tb == Decimal("9.92")
    engine.dispose()


def test_a_parts_skus_quote_lines_name_its_psu():
    # The seed's cell "机箱/电源" named only the case of a SKU built from parts: the customer
    # could not read which PSU the workstation is quoted with.
    from rigwright.core.catalog.files import load_catalog_files
    from rigwright.core.quote.resolve import sku_components

    current = load_catalog_files("current")
    parts = sku_components(current.sku("RW-R2GD"), "zh_CN", current)
    assert [(c.kind, c.text) for c in parts if c.kind in ("机箱", "电源", "机箱/电源")] == [
        ("机箱", "Tower, ASUS W790E-SAGE SE"),
        ("电源", "Seasonic PRIME PX-2200 (ATX 3.x, 12V-2x6)"),
    ]
    seed = load_catalog_files("seed-2020")
    assert any(c.kind == "机箱/电源" for c in sku_components(seed.sku("1.7"), "zh_CN", seed))
