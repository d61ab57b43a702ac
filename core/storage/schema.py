"""Bringing a database to the newest schema (Alembic, :mod:`rigwright.core.storage.migrations`),
after a backup of an older one, under SQLite's write lock."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any, cast

from sqlalchemy import (
    Table,
    delete,
    inspect,
    text,
)
from sqlalchemy.engine import Engine

from rigwright.core.io import private_files
from rigwright.core.storage.engine import BEGIN_SQL, foreign_reason
from rigwright.core.storage.errors import (
    StorageError,
    not_ours_error,
)
from rigwright.core.storage.records import CATALOG_TABLES, MetaRecord


def _prepare_schema(engine: Engine, path: Path) -> None:
    """Bring the database to the newest schema (Alembic, :mod:`rigwright.core.storage.migrations`).

    A new database is created by running every migration. An older one of ours is first
    copied to ``<name>.backup-<revision>-<time>`` beside it, then upgraded in place. A database
    of the first builds (catalog cache only, from before migrations) has its cache tables
    dropped and is built anew, after the same backup. All of it happens under SQLite's write
    lock, so two starts never migrate at once.

    Raises:
        StorageError: the file holds tables but is not a Rigwright database (nothing is
            changed in it), or it was made by a newer Rigwright.
    """
    with engine.connect() as connection:
        connection.info[BEGIN_SQL] = "BEGIN IMMEDIATE"
        with connection.begin():
            _prepare_schema_locked(connection, path)


def _prepare_schema_locked(connection: Any, path: Path) -> None:
    from rigwright.core.storage.migrations import HEAD_REVISION

    tables = set(inspect(connection).get_table_names())
    application = None
    if MetaRecord.__tablename__ in tables:
        rows = dict(connection.execute(text("SELECT key, value FROM rigwright_meta")).all())
        application = rows.get("application")
    reason = foreign_reason(tables, application)
    if reason is not None:
        raise not_ours_error(path, reason)
    revision = None
    if "alembic_version" in tables:
        revision = connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
    if revision == HEAD_REVISION:
        return
    if tables:
        _backup(path, revision or "legacy")
    if tables and revision is None:
        # Built before migrations existed: only the catalog cache lived here.
        for table in (*reversed(CATALOG_TABLES), MetaRecord.__tablename__):
            connection.execute(text(f'DROP TABLE IF EXISTS "{table}"'))
    _run_migrations(connection, path, revision)
    meta = cast(Table, MetaRecord.__table__)  # typed as a FromClause; it is the Table
    connection.execute(delete(meta))
    connection.execute(meta.insert(), [{"key": "application", "value": "rigwright"}])


def _run_migrations(connection: Any, path: Path, revision: str | None) -> None:
    from alembic import command
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    from rigwright.core.storage.migrations import SCRIPT_LOCATION

    config = Config()
    config.set_main_option("script_location", str(SCRIPT_LOCATION))
    config.attributes["connection"] = connection
    known = {s.revision for s in ScriptDirectory.from_config(config).walk_revisions()}
    if revision is not None and revision not in known:
        raise StorageError(
            f"{path} was made by a newer Rigwright (schema revision {revision}); "
            f"nothing was changed in it"
        )
    command.upgrade(config, "head")


def _backup(path: Path, revision: str) -> Path:
    """Copy the database (consistently, through SQLite's backup API) beside it before an
    upgrade; returns the copy's path."""
    import sqlite3

    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.backup-{revision}-{stamp}")
    private_files.create_private_file(target)
    source = sqlite3.connect(path)
    try:
        copy = sqlite3.connect(target)
        try:
            source.backup(copy)
        finally:
            copy.close()
    finally:
        source.close()
    return target


def schema_is_current(engine: Engine) -> bool:
    """True when the database has Rigwright's newest schema (Alembic head), read only.

    Raises:
        SQLAlchemyError: the database cannot be read.
    """
    from rigwright.core.storage.migrations import HEAD_REVISION

    with engine.connect() as connection:
        tables = set(inspect(connection).get_table_names())
        if "alembic_version" not in tables or MetaRecord.__tablename__ not in tables:
            return False
        revision = connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
        application = connection.execute(
            text("SELECT value FROM rigwright_meta WHERE key = 'application'")
        ).scalar()
    return revision == HEAD_REVISION and application == "rigwright"
