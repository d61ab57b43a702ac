"""Schema migrations (Alembic): new, older, legacy and newer databases; user data kept."""

from __future__ import annotations

import shutil
import sqlite3
from decimal import Decimal

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory

from rigwright.core.io.paths import data_dir
from rigwright.core.storage.database import (
    Base,
    StorageError,
    get_setting,
    make_engine,
    open_catalog,
    set_setting,
    sqlite_url,
)
from rigwright.core.storage.migrations import HEAD_REVISION, SCRIPT_LOCATION


def _config(connection=None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(SCRIPT_LOCATION))
    config.attributes["connection"] = connection
    return config


def _revision(path) -> str:
    return sqlite3.connect(path).execute("select version_num from alembic_version").fetchone()[0]


def test_head_revision_constant_matches_the_scripts():
    assert ScriptDirectory.from_config(_config()).get_current_head() == HEAD_REVISION


def test_the_migrations_build_exactly_the_models(tmp_db):
    open_catalog(tmp_db)
    engine = make_engine(sqlite_url(tmp_db))
    with engine.connect() as connection:
        diff = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    engine.dispose()
    assert diff == []
    assert _revision(tmp_db) == HEAD_REVISION


def test_an_older_database_is_backed_up_and_upgraded_in_place(tmp_db, seed_catalog):
    engine = make_engine(sqlite_url(tmp_db))
    with engine.begin() as connection:
        command.upgrade(_config(connection), "0001")
    engine.dispose()
    con = sqlite3.connect(tmp_db)  # as Rigwright marks its databases
    con.execute("insert into rigwright_meta values ('application', 'rigwright')")
    con.commit()
    con.close()
    assert _revision(tmp_db) == "0001"
    assert open_catalog(tmp_db) == seed_catalog
    assert _revision(tmp_db) == HEAD_REVISION
    backups = list(tmp_db.parent.glob(f"{tmp_db.name}.backup-0001-*"))
    assert len(backups) == 1
    assert sqlite3.connect(backups[0]).execute(
        "select version_num from alembic_version"
    ).fetchone() == ("0001",)


def test_a_legacy_database_from_before_migrations_is_rebuilt_after_a_backup(tmp_db, seed_catalog):
    con = sqlite3.connect(tmp_db)
    con.executescript(
        "create table catalog (name text primary key, schema_version integer);"
        "insert into catalog values ('seed-2020', 1);"
    )
    con.commit()
    con.close()
    assert open_catalog(tmp_db) == seed_catalog
    assert list(tmp_db.parent.glob(f"{tmp_db.name}.backup-legacy-*"))


def test_a_database_from_a_newer_rigwright_is_left_alone(tmp_db):
    open_catalog(tmp_db)
    con = sqlite3.connect(tmp_db)
    con.execute("update alembic_version set version_num = '9999'")
    con.commit()
    con.close()
    with pytest.raises(StorageError, match="made by a newer Rigwright .*9999.*nothing was changed"):
        open_catalog(tmp_db)
    assert _revision(tmp_db) == "9999"


def test_user_settings_survive_a_catalog_rebuild(tmp_path, tmp_db):
    root = tmp_path / "data"
    shutil.copytree(data_dir() / "seed-2020", root / "seed-2020")
    open_catalog(tmp_db, data_root=root)
    engine = make_engine(sqlite_url(tmp_db))
    set_setting(engine, "quote_lang", "zh_TW")
    set_setting(engine, "vendor", {"name": "示例供应商", "phone": "+86 000"})
    skus = root / "seed-2020" / "skus.toml"
    skus.write_text(
        skus.read_text(encoding="utf-8").replace("￥89,990", "￥88,888"), encoding="utf-8"
    )
    assert open_catalog(tmp_db, data_root=root).sku("1.7").price_cny == 88888  # rebuilt
    assert get_setting(engine, "quote_lang") == "zh_TW"
    assert get_setting(engine, "vendor") == {"name": "示例供应商", "phone": "+86 000"}
    assert get_setting(engine, "missing", "default") == "default"
    engine.dispose()


def test_an_up_to_date_start_does_not_import_alembic(tmp_db):
    """Start-up cost: the revision is compared with plain SQL; Alembic loads only to migrate."""
    import subprocess
    import sys

    open_catalog(tmp_db)
    code = (
        "import sys, rigwright.core.storage.database as s; s.open_catalog(sys.argv[1]); "
        "print('alembic' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_db)], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "False"


def test_price_bases_that_name_a_file_lose_the_file_name_on_upgrade(file_named_prices_db):
    db = file_named_prices_db
    catalog = open_catalog(db, "vendor")  # the normal path: backup, then the migrations
    assert _revision(db) == HEAD_REVISION
    assert catalog.sku("1.7").price_basis == "含税 (Price list)"
    entry = next(e for e in catalog.price_list.entries if e.item == "Titan RTX")
    assert entry.basis == "含税 (Price list)"
    assert entry.source == "Price list vendor-secret-costs.csv"  # the engineer's record
    assert catalog.price_list.title.startswith("Price list (other items: Illustrative GPU")
    stored = "".join(
        str(row)
        for table in ("sku", "catalog")
        for row in sqlite3.connect(db).execute(f"select * from {table}")
    )
    assert stored.count("vendor-secret-costs") == 1  # only that source is left
    (backup,) = db.parent.glob(f"{db.name}.backup-0007-*")
    assert sqlite3.connect(backup).execute(
        "select price_basis from sku where catalog = 'vendor' and number = '1.7'"
    ).fetchone() == ("含税 (Price list vendor-secret-costs.csv)",)


def test_price_bases_that_name_a_date_or_no_list_are_kept_on_upgrade():
    from importlib import import_module

    step = import_module("rigwright.core.storage.migrations.versions.0008_price_basis_without_file")
    assert step._basis("含税 (Price list 2026-05-04)") == "含税 (Price list 2026-05-04)"
    assert step._basis("含税 (Price list prices (1).csv)") == "含税 (Price list)"
    assert step._basis("guide price, VAT not stated") == "guide price, VAT not stated"
    assert (
        step._title("Price list 2026-05-04 (other items: Price list old.csv)")
        == "Price list 2026-05-04 (other items: Price list)"
    )
    assert (
        step._title("Price list a.csv (other items: Price list b.csv)")
        == "Price list (other items: Price list)"
    )
    assert step._title("Illustrative price list") == "Illustrative price list"


def test_a_database_of_the_previous_release_gets_the_fp8_and_fp4_peaks(tmp_db):
    """A database at 0008 (no FP8/FP4 columns) whose rows an older Rigwright wrote (row format
    7): the upgrade adds the columns, and the rows are rebuilt so the peaks are filled in."""
    current = open_catalog(tmp_db, "current")
    engine = make_engine(sqlite_url(tmp_db))
    with engine.begin() as connection:
        command.downgrade(_config(connection), "0008")
    engine.dispose()
    con = sqlite3.connect(tmp_db)
    assert "fp8_tensor_tflops" not in {row[1] for row in con.execute("pragma table_info(gpu)")}
    con.execute("update catalog set schema_version = 7")
    con.commit()
    con.close()
    reopened = open_catalog(tmp_db, "current")
    assert _revision(tmp_db) == HEAD_REVISION
    assert reopened == current
    assert reopened.gpu("GeForce RTX 5090").fp4_tensor_tflops == Decimal("1676")
    stored = sqlite3.connect(tmp_db).execute(
        "select fp8_tensor_tflops, fp4_tensor_tflops from gpu "
        "where catalog = 'current' and name = 'RTX 6000 Ada Generation'"
    )
    assert stored.fetchone() == ("728.5", None)  # text keeps the printed precision
