"""Seed SKUs read into components (core/components.py)."""

from __future__ import annotations

import dataclasses
import re
from decimal import Decimal

import pytest

from core.components import ComponentError, sku_components


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
        "Intel Core X (10th gen)", 1, 12, Decimal("4.5"))
    assert [(s.kind, s.capacity_tb) for s in parts.storage] == [
        ("SSD", Decimal("1.92")), ("SATA HDD", Decimal(6))]
    assert (parts.chassis.form_factor, parts.chassis.psu_count, parts.chassis.psu_w) == (
        "micro tower", 1, 2000)
    assert (parts.monitor.size_in, parts.monitor.resolution) == (23, None)


def test_a_dual_xeon_workstation(seed_catalog):
    parts = sku_components(seed_catalog.sku("3.7"))
    cpu = parts.cpu
    assert (cpu.family, cpu.model, cpu.sockets, cpu.cores_total) == ("Intel Xeon Platinum", "8280", 2, 56)
    assert (cpu.clock_ghz, cpu.turbo_ghz) == (Decimal("3.3"), Decimal("4.0"))
    assert parts.memory.gb == 1024
    assert [(s.kind, s.capacity_tb, s.system_disk) for s in parts.storage] == [
        ("SSD", Decimal("3.84"), True), ("PCIe SSD", Decimal("6.4"), False),
        ("parallel storage", Decimal(266), False)]
    assert parts.storage_tb == Decimal("276.24")
    assert (parts.chassis.form_factor, parts.chassis.psu_count) == ("dual tower", None)
    assert (parts.monitor.size_in, parts.monitor.resolution) == (32, "4K")


def test_the_printed_typo_is_kept(seed_catalog):
    """1.5 prints "960TB SSD": kept as printed (lint reports it), not corrected to 960 GB."""
    ssd = sku_components(seed_catalog.sku("1.5")).storage[0]
    assert (ssd.as_printed, ssd.capacity_tb) == ("960TB SSD", Decimal(960))


def test_an_unreadable_cell_names_the_sku_and_the_part(seed_catalog):
    sku = dataclasses.replace(seed_catalog.sku("1.7"), storage="1.92TB SSD/a floppy disk")
    with pytest.raises(ComponentError, match=r"SKU 1.7, field storage: cannot read 'a floppy disk'"):
        sku_components(sku)
