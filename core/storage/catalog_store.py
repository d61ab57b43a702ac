"""Opening a catalog: from the database when it is current with its files under ``data/``,
else rebuilt from them in one transaction (in memory only on a database open read-only)."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import (
    select,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from rigwright.core.catalog.model import (
    Catalog,
)
from rigwright.core.catalog.sources import CatalogError, catalog_folder, content_hash
from rigwright.core.io.paths import default_db_path
from rigwright.core.storage.catalog_rows import SCHEMA_VERSION, read_catalog, save_catalog
from rigwright.core.storage.engine import (
    BEGIN_SQL,
    database_file,
    make_engine,
    read_only_mode,
    sqlite_url,
)
from rigwright.core.storage.errors import (
    StorageError,
    error_reason,
    storage_error,
)
from rigwright.core.storage.records import CatalogRecord
from rigwright.core.storage.schema import _prepare_schema, schema_is_current


def _read_or_none(session: Session, name: str) -> Catalog | None:
    try:
        return read_catalog(session, name)
    except (KeyError, TypeError, ValueError):
        return None


def _read_if_current(
    engine: Engine, name: str, folder: Path | None, path: Path, data_root: Path | None
) -> Catalog | None:
    """The stored catalog when it is up to date with its files (or has none), else None.

    Raises:
        CatalogError: unknown catalog (neither files nor rows).
        StorageError: the rows are damaged and there are no files to rebuild them from.
    """
    with Session(engine) as session:
        record = session.get(CatalogRecord, name)
        if record is None:
            if folder is None:
                catalog_folder(name, data_root)  # raises the "unknown catalog" message
            return None
        if (
            record.origin != "import"
            and folder is not None
            and (
                record.content_hash != content_hash(folder)
                or record.schema_version != SCHEMA_VERSION
            )
        ):
            return None
        stored = _read_or_none(session, name)
        if stored is None and folder is None:
            raise StorageError(f"the database {path} holds a damaged catalog {name!r}")
        return stored


def stored_catalog_names(db_path: Path | str | None = None) -> list[str]:
    """The names of the catalogs stored in the database (imported ones included), sorted;
    [] when the database does not exist yet or cannot be read."""
    path = Path(db_path) if db_path is not None else default_db_path()
    if not path.is_file():
        return []
    engine = make_engine(sqlite_url(path))
    try:
        with Session(engine) as session:
            return sorted(session.scalars(select(CatalogRecord.name)))
    except SQLAlchemyError:
        return []
    finally:
        engine.dispose()


def open_catalog(
    db_path: Path | str | None = None,
    name: str = "seed-2020",
    data_root: Path | None = None,
) -> Catalog:
    """Open catalog ``name`` from the database at ``db_path``, building it if needed.

    The catalog is rebuilt from its source files when it is not in the database, when its
    files changed since it was built, when the database's schema is of another version, or
    when the stored rows cannot be read. When the source files are absent (a catalog pack
    that only lives in the database), the stored catalog is used as it is. A database open
    read-only (:func:`set_read_only`) is not changed: a catalog it does not hold current is
    built from its files in memory.

    Args:
        db_path: the SQLite file; default the per-user data directory (platformdirs, created
            if needed). A given path's folder must exist.
        name: the catalog name ("seed-2020").
        data_root: where catalog folders live; default the shipped ``data/``.

    Raises:
        CatalogError: the catalog is unknown or its files are invalid.
        StorageError: the database cannot be opened, read or written
            (:class:`DatabaseLockedError`: another process held its lock too long;
            :class:`ReadOnlyDatabaseError`: SQLite may not write it).
    """
    path = database_file(db_path)
    if read_only_mode(path) is not None:
        return _open_catalog_read_only(path, name, data_root)
    engine = make_engine(sqlite_url(path))
    try:
        try:
            folder: Path | None = catalog_folder(name, data_root)
        except CatalogError:
            folder = None
        _prepare_schema(engine, path)
        stored = _read_if_current(engine, name, folder, path, data_root)
        if stored is not None:
            return stored
        from rigwright.core.catalog.files import (
            load_catalog_files,  # pydantic: only when rebuilding
        )

        assert folder is not None
        catalog = load_catalog_files(name, data_root)
        with engine.connect() as connection:
            # Take the write lock first, then look again: another start may have just built it.
            connection.info[BEGIN_SQL] = "BEGIN IMMEDIATE"
            with Session(bind=connection) as session:
                record = session.get(CatalogRecord, name)
                if (
                    record is not None
                    and record.content_hash == catalog.content_hash
                    and record.schema_version == SCHEMA_VERSION
                ):
                    stored = _read_or_none(session, name)
                    if stored is not None:
                        return stored
                save_catalog(session, catalog)
                session.commit()
        return catalog
    except SQLAlchemyError as exc:
        reason = error_reason(exc)
        advice = ""
        if "not a database" in reason or "malformed" in reason:
            advice = " (move the file aside and Rigwright builds a new one from the catalog files)"
        raise storage_error(path, exc, advice) from None
    finally:
        engine.dispose()


def _open_catalog_read_only(path: Path, name: str, data_root: Path | None) -> Catalog:
    """:func:`open_catalog` on a database open read-only (:func:`set_read_only`): the stored
    catalog when it is current, else the catalog built from its files in memory (not stored:
    nothing is written)."""
    try:
        folder: Path | None = catalog_folder(name, data_root)
    except CatalogError:
        folder = None
    stored = None
    if path.is_file():
        engine = make_engine(sqlite_url(path))
        try:
            if schema_is_current(engine):
                stored = _read_if_current(engine, name, folder, path, data_root)
        except SQLAlchemyError as exc:
            if folder is None:
                raise storage_error(path, exc) from None
        finally:
            engine.dispose()
    if stored is not None:
        return stored
    if folder is None:
        raise StorageError(
            f"the database {path} is open read-only and does not hold a readable catalog {name!r}"
        )
    from rigwright.core.catalog.files import load_catalog_files

    return load_catalog_files(name, data_root)
