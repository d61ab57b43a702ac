"""The database engine and file (core/storage/engine.py): WAL and foreign keys on every
connection, a folder refused as the file, a database of another application left alone."""

from __future__ import annotations

import sqlite3

import pytest

from rigwright.core.storage.catalog_store import open_catalog
from rigwright.core.storage.errors import StorageError


def test_database_uses_wal_and_foreign_keys(tmp_db):
    open_catalog(tmp_db)
    con = sqlite3.connect(tmp_db)
    assert con.execute("pragma journal_mode").fetchone()[0] == "wal"
    assert con.execute("select count(*) from sku").fetchone()[0] == 24
    assert con.execute("select count(*) from gpu").fetchone()[0] == 13


def test_database_path_that_is_a_folder(tmp_path):
    with pytest.raises(StorageError, match="is a folder"):
        open_catalog(tmp_path)


def test_foreign_keys_are_on_for_every_connection(tmp_db):
    from sqlalchemy import text

    from rigwright.core.storage.engine import make_engine, sqlite_url

    open_catalog(tmp_db)
    engine = make_engine(sqlite_url(tmp_db))
    with engine.connect() as connection:
        assert connection.execute(text("pragma foreign_keys")).scalar() == 1
        with pytest.raises(Exception, match="FOREIGN KEY"):
            connection.execute(
                text(
                    "insert into chassis (catalog, series, form_factor, min_gpus, "
                    "max_gpus, pcie_slots, source) values ('nope', 'x', 'x', 1, 1, 1, '')"
                )
            )
    engine.dispose()


def test_a_database_of_another_application_is_left_alone(tmp_db):
    con = sqlite3.connect(tmp_db)
    con.executescript(
        "create table catalog (id integer primary key, title text);"
        "create table invoices (id integer primary key, amount integer);"
        "insert into catalog values (1, 'precious');"
    )
    con.commit()
    con.close()
    with pytest.raises(StorageError, match="is not a Rigwright database.*nothing was changed"):
        open_catalog(tmp_db)
    con = sqlite3.connect(tmp_db)
    assert con.execute("select title from catalog").fetchall() == [("precious",)]
    assert {r[0] for r in con.execute("select name from sqlite_master where type='table'")} == {
        "catalog",
        "invoices",
    }
