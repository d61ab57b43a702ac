"""The catalog database: SQLAlchemy 2.0 typed ORM on SQLite (engine-neutral code).

At start the app opens (or builds) the database in the per-user data directory. A catalog is
(re)built from its source files under ``data/`` when it is missing from the database or its
files changed (detected by a content hash); otherwise it is read from the database. Building
is one transaction: a failure leaves the previous catalog as it was.
"""

from __future__ import annotations

import contextlib
import sqlite3
from dataclasses import asdict
from datetime import UTC, date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    delete,
    event,
    inspect,
    select,
    text,
)
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column
from sqlalchemy.types import TypeDecorator

from rigwright.core.catalog.glossary import GlossaryTerm
from rigwright.core.catalog.model import (
    SEED_PRICE_BASIS,
    Catalog,
    ChassisFigure,
    ChassisSpec,
    Cooler,
    ExchangeRate,
    FigureSource,
    Framework,
    Gpu,
    Part,
    PartFigure,
    PartKind,
    PriceEntry,
    PriceList,
    ScaleRow,
    Sku,
    SkuClass,
    StatedFigure,
    WorkloadFamily,
)
from rigwright.core.catalog.sources import CatalogError, catalog_folder, content_hash
from rigwright.core.io import private_files
from rigwright.core.io.paths import default_db_path, user_path
from rigwright.core.storage.errors import (
    SQLITE_BUSY,
    SQLITE_LOCKED,
    SQLITE_PERM,
    SQLITE_READONLY,
    database_error_text,
    error_reason,
    sqlite_code,
)
from rigwright.core.text import i18n

SCHEMA_VERSION = 7
"""The format of the cached catalog rows. A catalog stored under another format is rebuilt
from its files. (The tables themselves change only through Alembic migrations,
:mod:`rigwright.core.storage.migrations`.)"""


class StorageError(RuntimeError):
    """The database cannot be opened, read or written; the message says which and why.

    Attributes:
        text: for a failure the user can act on (a full disk, a read-only or locked file:
            :func:`rigwright.core.storage.errors.database_error_text`), the reason and its remedy as a
            translatable :class:`rigwright.core.text.i18n.Text`; else None.
    """

    def __init__(self, message: str, text: i18n.Text | None = None) -> None:
        super().__init__(message)
        self.text = text


class DatabaseLockedError(StorageError):
    """Another process held the database's write lock longer than :data:`BUSY_TIMEOUT_S`."""


class ReadOnlyDatabaseError(StorageError):
    """SQLite refused to write the database: the file or its folder cannot be written (a
    read-only disk or share, permissions)."""


class NotOursError(StorageError):
    """The file is not a Rigwright database (another program's SQLite database, or not an
    SQLite file at all): refused before anything is written to it, so it is left as it was
    (its bytes, mode and time). The user chose a wrong path: the command line exits 2."""


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


NOT_OURS_TEXTS = {
    "sqlite": i18n.QT_TRANSLATE_NOOP(
        "storage",
        "{path} is another program's database, not Rigwright's: nothing was "
        "changed in it. Start Rigwright with another database file.",
    ),
    "other": i18n.QT_TRANSLATE_NOOP(
        "storage",
        "{path} is not a database (it is not an SQLite file): nothing was changed "
        "in it. Start Rigwright with another database file.",
    ),
}
"""The window's words for a :class:`NotOursError`: another program's SQLite database, or a
file that is no database at all."""


def not_ours_error(path: Path | str, reason: str, advice: str = "") -> NotOursError:
    """The :class:`NotOursError` for ``path``: "<path> is not a Rigwright database
    (<reason>); nothing was changed in it<advice>", with the window's translatable words
    (:data:`NOT_OURS_TEXTS`) as its ``text``."""
    kind = (
        "sqlite" if reason.startswith(("it holds other tables", "its rigwright_meta")) else "other"
    )
    return NotOursError(
        f"{path} is not a Rigwright database ({reason}); nothing was changed in it{advice}",
        NOT_OURS_TEXTS[kind].format(path=str(path)),
    )


def storage_error(path: Path, exc: SQLAlchemyError, advice: str = "") -> StorageError:
    """The :class:`StorageError` for ``exc`` met on the database at ``path`` ("cannot use the
    database <path>: <reason><advice>"): a :class:`DatabaseLockedError` when it is locked,
    a :class:`ReadOnlyDatabaseError` when it cannot be written."""
    reason = error_reason(exc)
    code = sqlite_code(exc)
    cls = (
        DatabaseLockedError
        if code in (SQLITE_BUSY, SQLITE_LOCKED)
        else ReadOnlyDatabaseError
        if code in (SQLITE_READONLY, SQLITE_PERM)
        else StorageError
    )
    text = database_error_text(exc, path)
    if text is not None and not advice:
        advice = f" ({text})"
    return cls(f"cannot use the database {path}: {reason}{advice}", text)


class DecimalText(TypeDecorator[Decimal]):
    """A Decimal stored as its text, so "29.80" keeps its printed precision on any engine."""

    impl = String(40)
    cache_ok = True

    def process_bind_param(self, value: Decimal | None, dialect: Any) -> str | None:
        return None if value is None else str(value)

    def process_result_value(self, value: str | None, dialect: Any) -> Decimal | None:
        return None if value is None else Decimal(value)


class Base(DeclarativeBase):
    """Declarative base of Rigwright's tables."""


class MetaRecord(Base):
    """Marks a database as Rigwright's: ``application`` = "rigwright" and the schema version
    of the catalog tables. A database without it is not touched."""

    __tablename__ = "rigwright_meta"
    key: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


CATALOG_TABLES = ("catalog", "gpu", "sku", "chassis", "part", "component", "sku_component")
"""The tables that cache the catalog files."""


class UserSettingRecord(Base):
    """One of the user's own settings (JSON value): user data, never touched by a catalog
    rebuild or replacement."""

    __tablename__ = "user_setting"
    key: Mapped[str] = mapped_column(String(80), primary_key=True)
    value: Mapped[Any] = mapped_column(JSON)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class QuoteRecord(Base):
    """One revision of a saved quote (:mod:`rigwright.core.storage.quote_store`): user data, never touched by a
    catalog rebuild or replacement.

    ``document`` is the whole quote as its JSON (:meth:`rigwright.core.quote.document.QuoteDocument.to_json`);
    the other columns repeat what the history lists and filters on. ``number`` is
    "Q-<year>-<seq>"; (year, seq, revision) is unique, so two saves never get one number.
    ``amount_cny`` is the lowest option total incl. VAT as given at save (exact decimal text),
    or NULL."""

    __tablename__ = "quote"
    __table_args__ = (
        UniqueConstraint("year", "seq", "revision", name="uq_quote_year_seq_revision"),
    )
    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(String(40), index=True)
    year: Mapped[int] = mapped_column(Integer)
    seq: Mapped[int] = mapped_column(Integer)
    revision: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(10), index=True)
    customer: Mapped[str] = mapped_column(Text)
    contact: Mapped[str] = mapped_column(Text, default="")
    quote_date: Mapped[date] = mapped_column(Date, index=True)
    amount_cny: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    options: Mapped[int] = mapped_column(Integer)
    lang: Mapped[str] = mapped_column(String(10))
    document: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class CatalogRecord(Base):
    """One catalog: its name, source hash and the seed's expert tables (as JSON)."""

    __tablename__ = "catalog"
    name: Mapped[str] = mapped_column(String(80), primary_key=True)
    title: Mapped[str] = mapped_column(Text)
    content_hash: Mapped[str] = mapped_column(String(64))
    schema_version: Mapped[int] = mapped_column(Integer)
    built_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    guidance: Mapped[dict[str, Any]] = mapped_column(JSON)
    tensor_definition: Mapped[str] = mapped_column(Text, default="")
    origin: Mapped[str] = mapped_column(String(20), default="files")
    """"files" (built from data/, rebuilt when they change) or "import" (a pack or price list
    imported by the user: never rebuilt from files)."""
    price_list: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    """The catalog's price list of GPUs and parts with its exchange rate (Decimals as text),
    or NULL when it has none."""


class GpuRecord(Base):
    """One GPU of a catalog: the GPU table's seven figures and physical facts. NULL is an
    unknown figure (a blank cell of the source), never zero."""

    __tablename__ = "gpu"
    id: Mapped[int] = mapped_column(primary_key=True)
    catalog: Mapped[str] = mapped_column(ForeignKey("catalog.name", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(80))
    cuda_cores: Mapped[int | None] = mapped_column(Integer, nullable=True)
    tensor_cores: Mapped[int | None] = mapped_column(Integer, nullable=True)
    memory_gb: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    memory_bandwidth_gbs: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    tensor_tflops: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    fp16_tflops: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    fp32_tflops: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    aliases: Mapped[list[str]] = mapped_column(JSON)
    board_power_w: Mapped[int | None] = mapped_column(Integer, nullable=True)
    slot_width: Mapped[int] = mapped_column(Integer)
    cooler: Mapped[str] = mapped_column(String(20))
    physical_source: Mapped[str] = mapped_column(Text)
    power_connectors: Mapped[str | None] = mapped_column(Text, nullable=True)
    nvlink: Mapped[str | None] = mapped_column(Text, nullable=True)
    pcie: Mapped[str | None] = mapped_column(String(40), nullable=True)
    board_length_mm: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    launch_msrp_usd: Mapped[int | None] = mapped_column(Integer, nullable=True)
    launch_date: Mapped[str | None] = mapped_column(String(20), nullable=True)
    figure_sources: Mapped[list[dict[str, str]]] = mapped_column(JSON, default=list)


class SkuRecord(Base):
    """One priced workstation SKU of a catalog, cells as printed and parsed figures."""

    __tablename__ = "sku"
    id: Mapped[int] = mapped_column(primary_key=True)
    catalog: Mapped[str] = mapped_column(ForeignKey("catalog.name", ondelete="CASCADE"), index=True)
    number: Mapped[str] = mapped_column(String(10))
    code: Mapped[str] = mapped_column(String(80))
    code_as_printed: Mapped[str] = mapped_column(String(80))
    series: Mapped[str] = mapped_column(String(40))
    sku_class: Mapped[str] = mapped_column(String(20))
    cpu: Mapped[str] = mapped_column(Text)
    ram: Mapped[str] = mapped_column(Text)
    ram_gb: Mapped[int] = mapped_column(Integer)
    gpu: Mapped[str] = mapped_column(String(80))
    gpu_as_printed: Mapped[str] = mapped_column(String(80))
    gpu_count: Mapped[int] = mapped_column(Integer)
    storage: Mapped[str] = mapped_column(Text)
    chassis: Mapped[str] = mapped_column(Text)
    psu_count: Mapped[int | None] = mapped_column(Integer, nullable=True)
    psu_w: Mapped[int | None] = mapped_column(Integer, nullable=True)
    monitor: Mapped[str] = mapped_column(Text)
    config_as_printed: Mapped[str] = mapped_column(Text)
    figures: Mapped[dict[str, Any]] = mapped_column(JSON)
    ideal_as_printed: Mapped[str] = mapped_column(String(80))
    ideal_workloads: Mapped[list[str]] = mapped_column(JSON)
    price_cny: Mapped[int] = mapped_column(Integer)
    price_as_printed: Mapped[str] = mapped_column(String(40))
    remark: Mapped[str] = mapped_column(Text, default="")
    price_basis: Mapped[str] = mapped_column(Text, default="")
    price_illustrative: Mapped[bool] = mapped_column(Boolean, default=True)


class ChassisRecord(Base):
    """A chassis of a catalog's SKU series."""

    __tablename__ = "chassis"
    id: Mapped[int] = mapped_column(primary_key=True)
    catalog: Mapped[str] = mapped_column(ForeignKey("catalog.name", ondelete="CASCADE"), index=True)
    series: Mapped[str] = mapped_column(String(40))
    form_factor: Mapped[str] = mapped_column(String(40))
    min_gpus: Mapped[int] = mapped_column(Integer)
    max_gpus: Mapped[int] = mapped_column(Integer)
    pcie_slots: Mapped[int] = mapped_column(Integer)
    source: Mapped[str] = mapped_column(Text)
    figures: Mapped[list[dict[str, str]]] = mapped_column(JSON, default=list)


class PartRecord(Base):
    """A platform part of a catalog (CPU, PSU, chassis, memory, drive) and its figures, each
    with unit, status (sourced / assumed / unknown), confidence, source or reason. An unknown
    figure's value is null, never zero."""

    __tablename__ = "part"
    id: Mapped[int] = mapped_column(primary_key=True)
    catalog: Mapped[str] = mapped_column(ForeignKey("catalog.name", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(20))
    name: Mapped[str] = mapped_column(String(120))
    family: Mapped[str] = mapped_column(Text)
    note: Mapped[str] = mapped_column(Text)
    figures: Mapped[list[dict[str, Any]]] = mapped_column(JSON)


class ComponentRecord(Base):
    """One distinct component of a catalog's SKUs (:mod:`rigwright.core.catalog.components`): a CPU, memory,
    storage item, chassis, monitor or GPU, stored once however many SKUs use it.

    ``name`` is the text it was read from, as printed; ``figures`` the figures read from it
    (Decimals as text, so "1.92" keeps its printed precision). A GPU component's figures name
    the catalog's GPU (``{"gpu": "TITAN V"}``)."""

    __tablename__ = "component"
    id: Mapped[int] = mapped_column(primary_key=True)
    catalog: Mapped[str] = mapped_column(ForeignKey("catalog.name", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(20))
    name: Mapped[str] = mapped_column(Text)
    figures: Mapped[dict[str, Any]] = mapped_column(JSON)


class SkuComponentRecord(Base):
    """One line of a SKU's configuration: ``quantity`` of a component, at ``position`` in
    the order the SKU's cells print them. Deleted with the SKU or the component."""

    __tablename__ = "sku_component"
    id: Mapped[int] = mapped_column(primary_key=True)
    sku: Mapped[int] = mapped_column(ForeignKey("sku.id", ondelete="CASCADE"), index=True)
    component: Mapped[int] = mapped_column(
        ForeignKey("component.id", ondelete="CASCADE"), index=True
    )
    position: Mapped[int] = mapped_column(Integer)
    quantity: Mapped[int] = mapped_column(Integer)


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

    A SQLite file that does not exist yet is created :data:`rigwright.core.io.private_files.PRIVATE_FILE`
    (``0600``: it holds unit costs), so its ``-wal``/``-shm`` are too.

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
                    raise not_ours_error(database, reason)
                cursor.execute("PRAGMA journal_mode=WAL")
                # Every commit (a quote saved) reaches the disk before it returns, the WAL's too.
                cursor.execute("PRAGMA synchronous=FULL")
            cursor.close()

        @event.listens_for(engine, "begin")
        def _begin(connection: Any) -> None:
            connection.exec_driver_sql(connection.info.pop(BEGIN_SQL, "BEGIN"))

    return engine


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
    connection.execute(delete(MetaRecord.__table__))
    connection.execute(
        MetaRecord.__table__.insert(), [{"key": "application", "value": "rigwright"}]
    )


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


# ----------------------------------------------------------------------------- conversion


def _figure_json(fig: StatedFigure) -> dict[str, str | None]:
    return {
        "printed": fig.printed,
        "stated": str(fig.stated),
        "computed": None if fig.computed is None else str(fig.computed),
        "precision": str(fig.precision),
    }


def _figure(data: dict[str, str | None]) -> StatedFigure:
    computed = data["computed"]
    return StatedFigure(
        printed=str(data["printed"]),
        stated=Decimal(str(data["stated"])),
        computed=None if computed is None else Decimal(computed),
        precision=Decimal(str(data["precision"])),
    )


def _guidance_json(catalog: Catalog) -> dict[str, Any]:
    def prio(p: tuple[str | tuple[str, ...], ...]) -> list[list[str]]:
        return [[s] if isinstance(s, str) else list(s) for s in p]

    return {
        "cnn_priority": prio(catalog.cnn_priority),
        "rnn_priority": prio(catalog.rnn_priority),
        "priority_as_printed": dict(catalog.priority_as_printed),
        "cnn_tiers": [list(t) for t in catalog.cnn_tiers],
        "rnn_tiers": [list(t) for t in catalog.rnn_tiers],
        "scale_table": [asdict(r) for r in catalog.scale_table],
        "rnn_grades": {k: list(v) for k, v in catalog.rnn_grades.items()},
        "frameworks": [asdict(f) for f in catalog.frameworks],
        "workload_families": [asdict(f) for f in catalog.workload_families],
        "sdk": dict(catalog.sdk),
        "os": dict(catalog.os),
        "glossary": [asdict(t) for t in catalog.glossary],
    }


def _dec(value: Decimal | None) -> str | None:
    return None if value is None else str(value)


def _undec(value: str | None) -> Decimal | None:
    return None if value is None else Decimal(value)


def _price_list_json(pl: PriceList | None) -> dict[str, Any] | None:
    """A price list as JSON, Decimals as text ("7.10" stays "7.10"); None stays NULL."""
    if pl is None:
        return None
    rate = pl.exchange_rate
    return {
        "title": pl.title,
        "illustrative": pl.illustrative,
        "note": pl.note,
        "exchange_rate": None
        if rate is None
        else {"cny_per_usd": str(rate.cny_per_usd), "as_of": rate.as_of, "note": rate.note},
        "entries": [
            {**asdict(e), "amount_usd": _dec(e.amount_usd), "amount_cny": _dec(e.amount_cny)}
            for e in pl.entries
        ],
    }


def _price_list(data: dict[str, Any] | None) -> PriceList | None:
    if data is None:
        return None
    rate = data["exchange_rate"]
    return PriceList(
        title=data["title"],
        illustrative=data["illustrative"],
        note=data["note"],
        exchange_rate=None
        if rate is None
        else ExchangeRate(Decimal(rate["cny_per_usd"]), rate["as_of"], rate["note"]),
        entries=tuple(
            PriceEntry(
                **{
                    **e,
                    "amount_usd": _undec(e["amount_usd"]),
                    "amount_cny": _undec(e["amount_cny"]),
                }
            )
            for e in data["entries"]
        ),
    )


def _prio(data: list[list[str]]) -> tuple[str | tuple[str, ...], ...]:
    return tuple(step[0] if len(step) == 1 else tuple(step) for step in data)


def _tuples(row: dict[str, Any]) -> dict[str, Any]:
    return {k: tuple(v) if isinstance(v, list) else v for k, v in row.items()}


def save_catalog(session: Session, catalog: Catalog, origin: str = "files") -> None:
    """Replace catalog ``catalog.name`` in the database with ``catalog`` (caller commits).

    Args:
        origin: "files" (built from data/) or "import" (the user's pack or price list: never
            rebuilt from files afterwards).
    """
    for table in (ComponentRecord, GpuRecord, SkuRecord, ChassisRecord, PartRecord):
        session.execute(delete(table).where(table.catalog == catalog.name))
    session.execute(delete(CatalogRecord).where(CatalogRecord.name == catalog.name))
    session.flush()
    session.add(
        CatalogRecord(
            name=catalog.name,
            title=catalog.title,
            content_hash=catalog.content_hash,
            schema_version=SCHEMA_VERSION,
            built_at=datetime.now(UTC),
            guidance=_guidance_json(catalog),
            tensor_definition=catalog.tensor_definition,
            origin=origin,
            price_list=_price_list_json(catalog.price_list),
        )
    )
    session.flush()
    for pos, g in enumerate(catalog.gpus):
        session.add(
            GpuRecord(
                catalog=catalog.name,
                position=pos,
                name=g.name,
                cuda_cores=g.cuda_cores,
                tensor_cores=g.tensor_cores,
                memory_gb=g.memory_gb,
                memory_bandwidth_gbs=g.memory_bandwidth_gbs,
                tensor_tflops=g.tensor_tflops,
                fp16_tflops=g.fp16_tflops,
                fp32_tflops=g.fp32_tflops,
                aliases=list(g.aliases),
                board_power_w=g.board_power_w,
                slot_width=g.slot_width,
                cooler=g.cooler.value,
                physical_source=g.physical_source,
                power_connectors=g.power_connectors,
                nvlink=g.nvlink,
                pcie=g.pcie,
                board_length_mm=g.board_length_mm,
                launch_msrp_usd=g.launch_msrp_usd,
                launch_date=g.launch_date,
                figure_sources=[asdict(f) for f in g.figure_sources],
            )
        )
    sku_records: list[tuple[Sku, SkuRecord]] = []
    for s in catalog.skus:
        sku_records.append(
            (
                s,
                SkuRecord(
                    catalog=catalog.name,
                    number=s.number,
                    code=s.code,
                    code_as_printed=s.code_as_printed,
                    series=s.series,
                    sku_class=s.sku_class.value,
                    cpu=s.cpu,
                    ram=s.ram,
                    ram_gb=s.ram_gb,
                    gpu=s.gpu,
                    gpu_as_printed=s.gpu_as_printed,
                    gpu_count=s.gpu_count,
                    storage=s.storage,
                    chassis=s.chassis,
                    psu_count=s.psu_count,
                    psu_w=s.psu_w,
                    monitor=s.monitor,
                    config_as_printed=s.config_as_printed,
                    figures={
                        "fp16": _figure_json(s.fp16),
                        "memory_bandwidth": _figure_json(s.memory_bandwidth),
                        "memory": _figure_json(s.memory),
                    },
                    ideal_as_printed=s.ideal_as_printed,
                    ideal_workloads=list(s.ideal_workloads),
                    price_cny=s.price_cny,
                    price_as_printed=s.price_as_printed,
                    remark=s.remark,
                    price_basis=s.price_basis,
                    price_illustrative=s.price_illustrative,
                ),
            )
        )
        session.add(sku_records[-1][1])
    _save_components(session, catalog.name, sku_records)
    for pos, part in enumerate(catalog.parts):
        session.add(
            PartRecord(
                catalog=catalog.name,
                position=pos,
                kind=part.kind.value,
                name=part.name,
                family=part.family,
                note=part.note,
                figures=[asdict(f) for f in part.figures],
            )
        )
    for c in catalog.chassis.values():
        session.add(
            ChassisRecord(
                catalog=catalog.name,
                series=c.series,
                form_factor=c.form_factor,
                min_gpus=c.min_gpus,
                max_gpus=c.max_gpus,
                pcie_slots=c.pcie_slots,
                source=c.source,
                figures=[asdict(f) for f in c.figures],
            )
        )


# ----------------------------------------------------------------------------- components


def _component_row(part: Any) -> tuple[str, str, dict[str, Any]]:
    """(kind, name, figures) of a component: the name is its text as printed (a GPU's
    catalog name), the figures its other fields, Decimals as text."""
    from rigwright.core.catalog.components import component_kind

    data = asdict(part)
    name = data.pop("as_printed") if "as_printed" in data else data.pop("name")
    figures = {k: str(v) if isinstance(v, Decimal) else v for k, v in data.items()}
    return component_kind(part), name, figures


def _component(kind: str, name: str, figures: dict[str, Any]) -> Any:
    """The component stored as ``kind``, ``name``, ``figures`` (the inverse of
    :func:`_component_row`)."""
    import dataclasses
    import typing

    from rigwright.core.catalog.components import COMPONENT_KINDS

    cls = COMPONENT_KINDS[kind]
    hints = typing.get_type_hints(cls)
    values: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name in ("as_printed", "name"):
            values[f.name] = name
        elif f.name in figures:
            value = figures[f.name]
            if value is not None and Decimal in typing.get_args(hints[f.name]) + (hints[f.name],):
                value = Decimal(value)
            values[f.name] = value
    return cls(**values)


def _save_components(session: Session, catalog: str, skus: list[tuple[Sku, SkuRecord]]) -> None:
    """Store each SKU as a configuration of components: one ``component`` row per distinct
    component (same kind, text and figures) of the catalog, one ``sku_component`` row per line
    of a SKU. A SKU whose cells cannot be read (:class:`rigwright.core.catalog.components.ComponentError`)
    gets no components; the catalog is saved all the same."""
    import json

    from rigwright.core.catalog.components import ComponentError, configuration, sku_components

    session.flush()  # the SKU rows' ids
    rows: dict[tuple[str, str, str], ComponentRecord] = {}
    for sku, record in skus:
        try:
            lines = configuration(sku_components(sku))
        except ComponentError:
            continue
        for position, (part, quantity) in enumerate(lines):
            kind, name, figures = _component_row(part)
            key = (kind, name, json.dumps(figures, sort_keys=True, ensure_ascii=False))
            component = rows.get(key)
            if component is None:
                component = rows[key] = ComponentRecord(
                    catalog=catalog, kind=kind, name=name, figures=figures
                )
                session.add(component)
                session.flush()
            session.add(
                SkuComponentRecord(
                    sku=record.id, component=component.id, position=position, quantity=quantity
                )
            )


def read_components(db: Engine | Session, catalog: str) -> dict[str, list[tuple[Any, int]]]:
    """The stored configuration of each SKU of ``catalog``: SKU number -> its (component,
    quantity) lines in printed order (:func:`rigwright.core.catalog.components.configuration`). A SKU stored
    without components (its cells could not be read) is absent."""
    if isinstance(db, Engine):
        with Session(db) as session:
            return read_components(session, catalog)
    result: dict[str, list[tuple[Any, int]]] = {}
    query = (
        select(
            SkuRecord.number,
            ComponentRecord.kind,
            ComponentRecord.name,
            ComponentRecord.figures,
            SkuComponentRecord.quantity,
        )
        .join(SkuComponentRecord, SkuComponentRecord.sku == SkuRecord.id)
        .join(ComponentRecord, ComponentRecord.id == SkuComponentRecord.component)
        .where(SkuRecord.catalog == catalog)
        .order_by(SkuRecord.id, SkuComponentRecord.position)
    )
    for number, kind, name, figures, quantity in db.execute(query):
        result.setdefault(number, []).append((_component(kind, name, figures), quantity))
    return result


def read_sku_components(db: Engine | Session, catalog: str) -> dict[str, Any]:
    """The stored SKUs of ``catalog`` as :class:`rigwright.core.catalog.components.SkuComponents` (the seed
    price as the package price), by SKU number; SKUs stored without components are absent."""
    from rigwright.core.catalog.components import from_configuration

    if isinstance(db, Engine):
        with Session(db) as session:
            return read_sku_components(session, catalog)
    lines = read_components(db, catalog)
    skus = db.execute(
        select(SkuRecord.number, SkuRecord.code, SkuRecord.price_cny).where(
            SkuRecord.catalog == catalog
        )
    )
    return {
        number: from_configuration(number, code, price, lines[number])
        for number, code, price in skus
        if number in lines
    }


def read_catalog(session: Session, name: str) -> Catalog | None:
    """Catalog ``name`` as stored in the database, or None when it is not there."""
    record = session.get(CatalogRecord, name)
    if record is None:
        return None
    g = record.guidance
    gpus = tuple(
        Gpu(
            name=r.name,
            cuda_cores=r.cuda_cores,
            tensor_cores=r.tensor_cores,
            memory_gb=r.memory_gb,
            memory_bandwidth_gbs=r.memory_bandwidth_gbs,
            tensor_tflops=r.tensor_tflops,
            fp16_tflops=r.fp16_tflops,
            fp32_tflops=r.fp32_tflops,
            aliases=tuple(r.aliases),
            board_power_w=r.board_power_w,
            slot_width=r.slot_width,
            cooler=Cooler(r.cooler),
            physical_source=r.physical_source,
            power_connectors=r.power_connectors,
            nvlink=r.nvlink,
            pcie=r.pcie,
            board_length_mm=r.board_length_mm,
            launch_msrp_usd=r.launch_msrp_usd,
            launch_date=r.launch_date,
            figure_sources=tuple(FigureSource(**f) for f in r.figure_sources or ()),
        )
        for r in session.scalars(
            select(GpuRecord).where(GpuRecord.catalog == name).order_by(GpuRecord.position)
        )
    )
    skus = sorted(
        (
            Sku(
                number=r.number,
                code=r.code,
                code_as_printed=r.code_as_printed,
                series=r.series,
                sku_class=SkuClass(r.sku_class),
                cpu=r.cpu,
                ram=r.ram,
                ram_gb=r.ram_gb,
                gpu=r.gpu,
                gpu_as_printed=r.gpu_as_printed,
                gpu_count=r.gpu_count,
                storage=r.storage,
                chassis=r.chassis,
                psu_count=r.psu_count,
                psu_w=r.psu_w,
                monitor=r.monitor,
                config_as_printed=r.config_as_printed,
                fp16=_figure(r.figures["fp16"]),
                memory_bandwidth=_figure(r.figures["memory_bandwidth"]),
                memory=_figure(r.figures["memory"]),
                ideal_as_printed=r.ideal_as_printed,
                ideal_workloads=tuple(r.ideal_workloads),
                price_cny=r.price_cny,
                price_as_printed=r.price_as_printed,
                remark=r.remark,
                price_basis=r.price_basis or SEED_PRICE_BASIS,
                price_illustrative=r.price_illustrative,
            )
            for r in session.scalars(select(SkuRecord).where(SkuRecord.catalog == name))
        ),
        key=lambda s: s.sort_key,
    )
    chassis = {
        r.series: ChassisSpec(
            series=r.series,
            form_factor=r.form_factor,
            min_gpus=r.min_gpus,
            max_gpus=r.max_gpus,
            pcie_slots=r.pcie_slots,
            source=r.source,
            figures=tuple(ChassisFigure(**f) for f in (r.figures or [])),
        )
        for r in session.scalars(select(ChassisRecord).where(ChassisRecord.catalog == name))
    }
    parts = tuple(
        Part(
            kind=PartKind(r.kind),
            name=r.name,
            family=r.family,
            note=r.note,
            figures=tuple(PartFigure(**f) for f in r.figures),
        )
        for r in session.scalars(
            select(PartRecord).where(PartRecord.catalog == name).order_by(PartRecord.position)
        )
    )
    return Catalog(
        name=record.name,
        title=record.title,
        gpus=gpus,
        skus=tuple(skus),
        chassis=chassis,
        cnn_priority=_prio(g["cnn_priority"]),
        rnn_priority=_prio(g["rnn_priority"]),
        priority_as_printed=dict(g["priority_as_printed"]),
        cnn_tiers=tuple(tuple(t) for t in g["cnn_tiers"]),
        rnn_tiers=tuple(tuple(t) for t in g["rnn_tiers"]),
        scale_table=tuple(ScaleRow(**_tuples(r)) for r in g["scale_table"]),
        rnn_grades={k: tuple(v) for k, v in g["rnn_grades"].items()},
        frameworks=tuple(Framework(**_tuples(f)) for f in g["frameworks"]),
        workload_families=tuple(WorkloadFamily(**_tuples(f)) for f in g["workload_families"]),
        sdk=dict(g["sdk"]),
        os=dict(g["os"]),
        glossary=tuple(GlossaryTerm(**t) for t in g.get("glossary", [])),
        content_hash=record.content_hash,
        tensor_definition=record.tensor_definition or "",
        parts=parts,
        price_list=_price_list(record.price_list),
    )


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


def database_file(db_path: Path | str | None) -> Path:
    """The database file to open, absolute (:func:`rigwright.core.io.paths.user_path`): ``db_path``, or the
    per-user default (its folder created ``0700``; the folder, the file and its
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
