"""Bringing a database to the newest schema (core/storage/schema.py): a database of the
first builds, from before migrations, is rebuilt."""

from __future__ import annotations

import sqlite3

from rigwright.core.storage.catalog_store import open_catalog


def test_an_older_schema_is_rebuilt(tmp_db, seed_catalog):
    con = sqlite3.connect(tmp_db)
    con.executescript(
        "create table catalog (name text primary key, schema_version integer);"
        "insert into catalog values ('seed-2020', 1);"
    )
    con.commit()
    con.close()
    assert open_catalog(tmp_db) == seed_catalog
