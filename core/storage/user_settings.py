"""The user's own settings (JSON values) in the database: read and written through an engine,
or by path where a missing or unreadable database gives the default."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from rigwright.core.io.paths import default_db_path
from rigwright.core.storage.engine import make_engine, sqlite_url
from rigwright.core.storage.errors import (
    StorageError,
)
from rigwright.core.storage.records import UserSettingRecord


def get_setting(engine: Engine, key: str, default: Any = None) -> Any:
    """The user's setting ``key`` (a JSON value), or ``default``."""
    with Session(engine) as session:
        record = session.get(UserSettingRecord, key)
        return default if record is None else record.value


def set_setting(engine: Engine, key: str, value: Any) -> None:
    """Store the user's setting ``key`` (any JSON value) in one transaction."""
    with Session(engine) as session:
        record = session.get(UserSettingRecord, key)
        if record is None:
            session.add(UserSettingRecord(key=key, value=value, updated_at=datetime.now(UTC)))
        else:
            record.value = value
            record.updated_at = datetime.now(UTC)
        session.commit()


def read_user_setting(db_path: Path | str | None, key: str, default: Any = None) -> Any:
    """The user's setting ``key`` from the database at ``db_path`` (None: the per-user
    default), or ``default`` when the database or the setting does not exist or cannot be
    read (a setting is never worth refusing to start over)."""
    path = Path(db_path) if db_path is not None else default_db_path()
    if not path.is_file():
        return default
    engine = make_engine(sqlite_url(path))
    try:
        return get_setting(engine, key, default)
    except (SQLAlchemyError, StorageError):  # NotOursError: another program's database
        return default
    finally:
        engine.dispose()


def write_user_setting(db_path: Path | str | None, key: str, value: Any) -> bool:
    """Store the user's setting ``key`` in the database at ``db_path`` (None: the per-user
    default) if that database exists and has the schema; True when stored, False otherwise
    (the setting then lasts for this session only)."""
    path = Path(db_path) if db_path is not None else default_db_path()
    if not path.is_file():
        return False
    engine = make_engine(sqlite_url(path))
    try:
        set_setting(engine, key, value)
        return True
    except (SQLAlchemyError, StorageError):
        return False
    finally:
        engine.dispose()


DEFAULT_CATALOG_KEY = "catalog.default"
"""The user setting naming the catalog the window opens and the command line's default
``--catalog`` (chosen at the window's first start)."""


def peek_user_setting(db_path: Path | str | None, key: str, default: Any = None) -> Any:
    """The user's setting ``key`` read without writing anything (before the database is
    opened, which may find it read-only, damaged or another program's): a read-only
    connection that creates no ``-wal``/``-shm`` and changes no schema; ``default`` when the
    database, its settings or the key are not there or cannot be read."""
    import json
    import sqlite3

    from rigwright.core.io.private_files import read_only_uri

    path = Path(db_path) if db_path is not None else default_db_path()
    if not path.is_file():
        return default
    try:
        connection = sqlite3.connect(read_only_uri(path), uri=True, timeout=5)
        try:
            row = connection.execute(
                "SELECT value FROM user_setting WHERE key = ?", (key,)
            ).fetchone()
        finally:
            connection.close()
        return default if row is None else json.loads(row[0])
    except (sqlite3.Error, OSError, ValueError, TypeError):
        return default


def default_catalog(db_path: Path | str | None) -> str | None:
    """The catalog chosen as the default (:data:`DEFAULT_CATALOG_KEY`) in the database at
    ``db_path``, None when none was chosen (or the database cannot be read); read without
    writing anything (:func:`peek_user_setting`)."""
    value = peek_user_setting(db_path, DEFAULT_CATALOG_KEY)
    return value if isinstance(value, str) and value.strip() else None


def store_default_catalog(db_path: Path | str | None, name: str) -> bool:
    """Make ``name`` the default catalog; False when the database cannot keep it."""
    return write_user_setting(db_path, DEFAULT_CATALOG_KEY, name)
