"""Opening Rigwright's SQLite database: which file, whether it is ours, read-only opening in this
process, and the engine with its pragmas (foreign keys, WAL, a busy timeout)."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path
from typing import Any

from sqlalchemy import (
    create_engine,
    event,
)
from sqlalchemy.engine import Engine, make_url

from rigwright.core.io import private_files
from rigwright.core.io.paths import default_db_path, user_path
from rigwright.core.storage.errors import (
    StorageError,
    not_ours_error,
)
from rigwright.core.storage.records import CATALOG_TABLES, Base, MetaRecord

SQLITE_HEADER = b"SQLite format 3\x00"
"""The first 16 bytes of every SQLite 3 database file (sqlite.org/fileformat.html)."""


def foreign_reason(tables: set[str], application: str | None) -> str | None:
    """Why a SQLite database holding ``tables`` (names, SQLite's own ``sqlite_*`` left out)
    and whose ``rigwright_meta`` says ``application`` (None: no such row or table) is not
    Rigwright's ("it holds other tables: notes, ..."); None when it is ours, or new (no
    tables), or of the first builds (only the catalog cache)."""
    legacy = set(CATALOG_TABLES) | {MetaRecord.__tablename__}
    if tables and MetaRecord.__tablename__ not in tables and not tables <= legacy:
        others = sorted(tables - set(Base.metadata.tables) - {"alembic_version"})
        return f"it holds other tables: {', '.join(others[:3])}"
    if MetaRecord.__tablename__ in tables and application != "rigwright":
        return "its rigwright_meta table names another application"
    return None


def read_foreign_reason(connection: sqlite3.Connection) -> str | None:
    """:func:`foreign_reason` of the database open on ``connection`` (a DB-API connection;
    only read).

    Raises:
        sqlite3.Error: it cannot be read ("file is not a database", ...).
    """
    tables = {
        row[0]
        for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite~_%' "
            "ESCAPE '~'"
        )
    }
    application = None
    if MetaRecord.__tablename__ in tables:
        row = connection.execute(
            "SELECT value FROM rigwright_meta WHERE key = 'application'"
        ).fetchone()
        application = None if row is None else row[0]
    return foreign_reason(tables, application)


READ_ONLY = "ro"
"""A database opened read-only (SQLite URI ``mode=ro``): another process may still write it."""
IMMUTABLE = "immutable"
"""A database opened read-only whose folder cannot be written (SQLite URI ``immutable=1``: no
``-wal``/``-shm`` file is created; nothing may change the file while it is open)."""

_read_only: dict[Path, str] = {}
"""The databases this process opened read-only (resolved path -> :data:`READ_ONLY` or
:data:`IMMUTABLE`), see :func:`set_read_only`."""

BUSY_TIMEOUT_S = 30.0
"""How long a connection waits for another process's write lock before it gives up (s)."""


def _key(path: Path | str) -> Path:
    return Path(path).expanduser().resolve()


def set_read_only(path: Path | str, mode: str | None) -> None:
    """From now on open the database at ``path`` read-only in this process (every engine
    :func:`make_engine` makes on it: the catalog, the quote history, the user's settings), or
    as usual again (``mode`` None).

    Args:
        path: the database file.
        mode: :data:`READ_ONLY` (URI ``mode=ro``, for a read-only file or a database locked by
            another process), :data:`IMMUTABLE` (URI ``immutable=1``, for a folder that cannot
            be written, where SQLite could not create its ``-shm`` file) or None.

    Raises:
        ValueError: another ``mode``.
    """
    if mode is None:
        _read_only.pop(_key(path), None)
    elif mode in (READ_ONLY, IMMUTABLE):
        _read_only[_key(path)] = mode
    else:
        raise ValueError(f"read-only mode {mode!r} is not {READ_ONLY!r} or {IMMUTABLE!r}")


def read_only_mode(path: Path | str) -> str | None:
    """:data:`READ_ONLY` or :data:`IMMUTABLE` when this process opens ``path`` read-only
    (:func:`set_read_only`), else None."""
    return _read_only.get(_key(path)) if _read_only else None


def sqlite_url(path: Path | str) -> str:
    """The SQLAlchemy URL of the SQLite file at ``path`` (:func:`make_engine` opens it
    read-only when :func:`set_read_only` says so)."""
    return f"sqlite:///{Path(path)}"


def read_only_uri(path: Path | str, mode: str) -> str:
    """The SQLite URI opening ``path`` read-only in ``mode`` without creating a ``-wal`` or
    ``-shm`` beside it (:func:`rigwright.core.io.private_files.read_only_query`; :data:`IMMUTABLE`:
    ``file:...?immutable=1``). Read at each connection: whether another connection has the
    database open can change."""
    return private_files.read_only_uri(path, immutable=mode == IMMUTABLE)


BEGIN_SQL = "sqlite_begin"
"""Key of ``Connection.info`` naming the SQL that opens the next transaction on SQLite
("BEGIN IMMEDIATE" takes the write lock at once; the default is a plain "BEGIN")."""


def make_engine(url: str) -> Engine:
    """An engine for the database at ``url`` (any SQLAlchemy URL). A SQLite file this process
    opens read-only (:func:`set_read_only`) gets a read-only engine: SQLite refuses every
    write (``SQLITE_READONLY``, "attempt to write a readonly database").

    A SQLite file that does not exist yet is created
    :data:`rigwright.core.io.private_files.PRIVATE_FILE` (``0600``: it holds unit costs), so its
    ``-wal``/``-shm`` are too.

    On SQLite, every connection gets foreign keys on, WAL journaling and ``synchronous=FULL``
    (a commit is on the disk when it returns), waits up to :data:`BUSY_TIMEOUT_S` (30 s) for
    another process's write, and transactions are real SQLite transactions (DDL included),
    opened by SQLAlchemy rather than by the driver (SQLAlchemy's pysqlite recipe). Other
    engines keep their own settings; nothing else here depends on the engine.
    """
    parsed = make_url(url)
    is_sqlite = parsed.get_backend_name() == "sqlite"
    database = parsed.database if is_sqlite else None
    mode = read_only_mode(database) if database and database != ":memory:" else None
    if mode is not None:
        # The URL stays the file's path (messages name its folder); SQLite gets the URI.
        engine = create_engine(
            url,
            creator=lambda: sqlite3.connect(
                read_only_uri(str(database), mode),
                uri=True,
                timeout=BUSY_TIMEOUT_S,
                check_same_thread=False,
            ),
        )
    else:
        engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_S} if is_sqlite else {})
    read_only = mode is not None
    if is_sqlite and not read_only and database and database != ":memory:":

        @event.listens_for(engine, "do_connect")
        def _private(*_args: Any) -> None:
            # SQLite would create the file 0644 (less the umask), its -wal/-shm alike.
            with contextlib.suppress(OSError):  # SQLite then says why it cannot open it
                private_files.create_private_file(database)

    if is_sqlite:

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            dbapi_connection.isolation_level = None  # the driver opens no transactions
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            if read_only:  # the journal mode is the file's; nothing is written
                cursor.execute("PRAGMA query_only=ON")
            else:
                # Setting WAL rewrites the file's header: look before writing anything.
                reason = read_foreign_reason(dbapi_connection)
                if reason is not None:
                    cursor.close()
                    raise not_ours_error(str(database), reason)
                cursor.execute("PRAGMA journal_mode=WAL")
                # Every commit (a quote saved) reaches the disk before it returns, the WAL's too.
                cursor.execute("PRAGMA synchronous=FULL")
            cursor.close()

        @event.listens_for(engine, "begin")
        def _begin(connection: Any) -> None:
            connection.exec_driver_sql(connection.info.pop(BEGIN_SQL, "BEGIN"))

    return engine


def database_file(db_path: Path | str | None) -> Path:
    """The database file to open, absolute (:func:`rigwright.core.io.paths.user_path`):
    ``db_path``, or the per-user default (its folder created ``0700``; the folder, the file and its
    ``-wal``/``-shm`` tightened to ``0700``/``0600`` when found broader,
    :func:`rigwright.core.io.private_files.tighten`).

    Raises:
        StorageError: ``db_path`` is a folder or its folder does not exist, or the per-user
            data folder cannot be created.
    """
    if db_path is None:
        path = default_db_path()
        try:
            private_files.private_folder(path.parent)
        except OSError as exc:
            raise StorageError(
                f"cannot create the data folder {path.parent}: {exc.strerror or exc}"
            ) from None
        for own in (path, *private_files.side_files(path)):
            private_files.tighten(own, private_files.PRIVATE_FILE)
        return path
    path = user_path(db_path)
    if path.is_dir():
        raise StorageError(f"database path {path} is a folder, not a file")
    if not path.parent.is_dir():
        raise StorageError(f"database path {path}: the folder {path.parent} does not exist")
    return path
