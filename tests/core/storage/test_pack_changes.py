"""Tests for core/storage/pack_changes.py and the plan, commit and undo of an import
(core/storage/packs.py)."""

from __future__ import annotations

import dataclasses
import sqlite3
from decimal import Decimal
from pathlib import Path

import pytest

from rigwright.core.storage.catalog_store import open_catalog, stored_catalog_names
from rigwright.core.storage.pack_changes import ItemChange, catalog_changes
from rigwright.core.storage.pack_format import PackError
from rigwright.core.storage.packs import (
    NothingToUndoError,
    commit_import,
    last_import,
    plan_import,
    undo_last_import,
)

from .conftest import write_csv


def dump(db: Path) -> list[str]:
    con = sqlite3.connect(db)
    try:
        return list(con.iterdump())
    finally:
        con.close()


def test_changes_count_prices_added_and_removed(seed_catalog):
    skus = seed_catalog.skus
    after = dataclasses.replace(
        seed_catalog,
        skus=(dataclasses.replace(skus[0], price_cny=skus[0].price_cny + 1), *skus[2:]),
        gpus=seed_catalog.gpus[1:],
    )
    changes = catalog_changes(seed_catalog, after)
    first = skus[0]
    assert changes.prices_changed == (
        ItemChange(
            "sku",
            f"{first.number} {first.code}",
            Decimal(first.price_cny),
            Decimal(first.price_cny + 1),
        ),
    )
    assert {(c.kind, c.item) for c in changes.removed} == {
        ("gpu", seed_catalog.gpus[0].name),
        ("sku", f"{skus[1].number} {skus[1].code}"),
    }
    assert changes.added == ()
    assert changes.summary() == "1 prices changed, 0 items added, 2 removed"
    assert catalog_changes(seed_catalog, seed_catalog).empty
    assert len(catalog_changes(None, seed_catalog).added) == (
        len(seed_catalog.gpus) + len(seed_catalog.skus) + len(seed_catalog.chassis)
    )


def test_a_plan_writes_nothing_until_committed(tmp_path, db):
    before = dump(db)
    path = write_csv(tmp_path / "p.csv", "number,price_cny\n1.7,85000\n", "utf-8")
    plan = plan_import(path, db, "vendor")
    assert plan.changes.summary() == "1 prices changed, 0 items added, 0 removed"
    assert dump(db) == before
    result = commit_import(plan, db, opened_before="seed-2020")
    assert result.replaced and open_catalog(db, "vendor").sku("1.7").price_cny == 85000
    kept = last_import(db)
    assert kept is not None and (kept.catalog, kept.file, kept.opened_before) == (
        "vendor",
        "p.csv",
        "seed-2020",
    )


def test_undo_puts_the_replaced_catalog_back_then_has_nothing_left(tmp_path, db):
    original = open_catalog(db, "vendor")
    path = write_csv(tmp_path / "p.csv", "number,price_cny\n1.7,85000\n", "utf-8")
    commit_import(plan_import(path, db, "vendor"), db)
    undone = undo_last_import(db)
    assert undone.catalog == "vendor" and undone.previous is not None
    assert open_catalog(db, "vendor") == original
    assert last_import(db) is None
    with pytest.raises(NothingToUndoError, match="no import to undo"):
        undo_last_import(db)


def test_undo_of_a_new_catalog_removes_it(tmp_path, db):
    path = write_csv(tmp_path / "p.csv", "number,price_cny\n1.7,85000\n", "utf-8")
    commit_import(plan_import(path, db, "copy", base="seed-2020"), db)
    assert "copy" in stored_catalog_names(db)
    assert undo_last_import(db).previous is None
    assert "copy" not in stored_catalog_names(db)


def test_a_refused_plan_changes_nothing(tmp_path, db):
    before = dump(db)
    path = write_csv(tmp_path / "p.csv", "number,price_cny\n1.7,1\n", "utf-8")
    with pytest.raises(PackError) as exc:
        plan_import(path, db, "vendor", base="seed-2020")
    assert "already holds a catalog 'vendor'" in str(exc.value.problems[0])
    assert dump(db) == before
