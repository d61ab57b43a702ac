"""Opening a catalog (core/storage/catalog_store.py): built from the files, reopened,
rebuilt when the files change or the rows are damaged, in one transaction, by several
processes at once; an imported catalog stays as imported."""

from __future__ import annotations

import shutil
import sqlite3

import pytest

from rigwright.core.catalog.files import CatalogError
from rigwright.core.io.paths import data_dir
from rigwright.core.storage.catalog_store import open_catalog
from rigwright.core.storage.errors import StorageError


def test_database_is_built_then_reused(tmp_db, seed_catalog):
    built = open_catalog(tmp_db)
    assert tmp_db.exists()
    assert built == seed_catalog
    stamp = sqlite3.connect(tmp_db).execute("select built_at from catalog").fetchone()
    reopened = open_catalog(tmp_db)
    assert reopened == seed_catalog
    assert str(reopened.gpu("TITAN V").fp16_tflops) == "29.80"  # printed precision survives
    again = sqlite3.connect(tmp_db).execute("select built_at from catalog").fetchone()
    assert again == stamp  # not rebuilt


def test_changed_files_rebuild_the_catalog(tmp_path, tmp_db):
    root = tmp_path / "data"
    shutil.copytree(data_dir() / "seed-2020", root / "seed-2020")
    assert open_catalog(tmp_db, data_root=root).sku("1.7").price_cny == 89990
    skus = root / "seed-2020" / "skus.toml"
    skus.write_text(
        skus.read_text(encoding="utf-8").replace("￥89,990", "￥88,888"), encoding="utf-8"
    )
    assert open_catalog(tmp_db, data_root=root).sku("1.7").price_cny == 88888


def test_a_broken_file_leaves_the_stored_catalog_untouched(tmp_path, tmp_db):
    root = tmp_path / "data"
    shutil.copytree(data_dir() / "seed-2020", root / "seed-2020")
    open_catalog(tmp_db, data_root=root)
    gpus = root / "seed-2020" / "gpus.csv"
    gpus.write_text(
        gpus.read_text(encoding="utf-8").replace("5120,640,32", "5120,640,-1"), encoding="utf-8"
    )
    with pytest.raises(CatalogError, match="gpus.csv row Quadro GV100, field memory_gb"):
        open_catalog(tmp_db, data_root=root)
    con = sqlite3.connect(tmp_db)
    assert con.execute("select memory_gb from gpu where name='Quadro GV100'").fetchone()[0] == "32"


def test_a_catalog_only_in_the_database_still_opens(tmp_path, tmp_db):
    root = tmp_path / "data"
    shutil.copytree(data_dir() / "seed-2020", root / "seed-2020")
    first = open_catalog(tmp_db, data_root=root)
    shutil.rmtree(root / "seed-2020")
    assert open_catalog(tmp_db, data_root=root) == first


def test_a_file_that_is_not_a_database(tmp_path):
    bad = tmp_path / "junk.sqlite3"
    bad.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StorageError, match="cannot use the database"):
        open_catalog(bad)


def test_unknown_catalog(tmp_db):
    with pytest.raises(CatalogError, match="unknown catalog 'seed-1999'"):
        open_catalog(tmp_db, "seed-1999")


def test_a_failed_rebuild_changes_nothing(tmp_path, tmp_db, monkeypatch):
    """The rebuild is one transaction: a failure after the old rows were deleted rolls back."""
    from rigwright.core.storage import catalog_store as storage

    root = tmp_path / "data"
    shutil.copytree(data_dir() / "seed-2020", root / "seed-2020")
    open_catalog(tmp_db, data_root=root)
    skus = root / "seed-2020" / "skus.toml"
    skus.write_text(
        skus.read_text(encoding="utf-8").replace("￥89,990", "￥88,888"), encoding="utf-8"
    )
    real_save = storage.save_catalog

    def save_then_fail(session, catalog):
        real_save(session, catalog)
        session.flush()  # the old rows are gone and the new ones written, in the transaction
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(storage, "save_catalog", save_then_fail)
    with pytest.raises(sqlite3.OperationalError):
        open_catalog(tmp_db, data_root=root)
    con = sqlite3.connect(tmp_db)
    assert con.execute("select price_cny from sku where number='1.7'").fetchone() == (89990,)
    assert con.execute("select count(*) from sku").fetchone() == (24,)


def test_damaged_rows_are_rebuilt_from_the_files(tmp_db, seed_catalog):
    open_catalog(tmp_db)
    con = sqlite3.connect(tmp_db)
    con.execute("update sku set figures = '{}' where number = '1.7'")
    con.commit()
    con.close()
    assert open_catalog(tmp_db) == seed_catalog


def _open_in_child(path: str) -> int:
    return len(open_catalog(path).skus)


def test_several_processes_building_one_new_database(tmp_db):
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(6) as pool:
        counts = pool.map(_open_in_child, [str(tmp_db)] * 12)
    assert counts == [24] * 12


def test_an_imported_catalog_is_never_rebuilt_from_files(tmp_db, seed_catalog):
    """A catalog the user imported stays as imported, even under a name data/ also ships."""
    import dataclasses

    from sqlalchemy.orm import Session

    from rigwright.core.storage.catalog_rows import save_catalog
    from rigwright.core.storage.engine import make_engine, sqlite_url

    open_catalog(tmp_db)
    mine = dataclasses.replace(seed_catalog, skus=seed_catalog.skus[:3], content_hash="imported")
    engine = make_engine(sqlite_url(tmp_db))
    with Session(engine) as session:
        save_catalog(session, mine, origin="import")
        session.commit()
    engine.dispose()
    assert len(open_catalog(tmp_db).skus) == 3
