"""Catalog packs and price lists: import a file into the database, export a catalog to files
(docs/storage.md). The format, the export, the checks, the reading of a pack, price lists and
availability lists have modules of their own (``pack_format``, ``pack_export``,
``pack_schema``, ``pack_json``, ``price_lists``, ``availability_lists``); this one re-exports
their names."""

from __future__ import annotations

import dataclasses
import datetime as _dt
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from rigwright.core.catalog.model import Catalog
from rigwright.core.catalog.sources import CatalogError, list_catalogs
from rigwright.core.io.files import read_regular_file
from rigwright.core.pricing.money import format_cny
from rigwright.core.pricing.prices import PRICE_TO_BE_SET
from rigwright.core.quote.document import catalog_name_problem
from rigwright.core.storage.availability_lists import (
    apply_availability,
    is_availability_list,
    read_availability_list,
)
from rigwright.core.storage.pack_changes import (
    AvailabilityChange,
    CatalogChanges,
    ItemChange,
    KeptImport,
    NothingToUndoError,
    availability_changes,
    catalog_changes,
    delete_catalog,
    forget_kept,
    keep_previous,
    kept_import,
)
from rigwright.core.storage.pack_export import (
    AVAILABILITY_CSV_COLUMNS,
    FORMULA_STARTS,
    GPU_CSV_COLUMNS,
    SKU_CSV_COLUMNS,
    availability_csv,
    catalog_to_pack,
    export_pack,
    gpus_csv,
    skus_csv,
    write_files_atomically,
)
from rigwright.core.storage.pack_format import (
    ENCODINGS,
    MAX_PRICE_CNY,
    MAX_PROBLEMS_SHOWN,
    PACK_FORMAT,
    PACK_VERSION,
    PackError,
    Problem,
    _refuse,
    decode_text,
)
from rigwright.core.storage.pack_json import (
    MAX_NESTING,
    NO_AVAILABILITY,
    NO_FORM_FACTORS,
    PackRead,
    pack_from_text,
    read_pack,
)
from rigwright.core.storage.pack_schema import CONSTRAINTS
from rigwright.core.storage.price_lists import (
    ItemPriceUpdate,
    PriceListRows,
    PriceUpdate,
    apply_item_prices,
    apply_prices,
    price_list_from_text,
    read_price_list,
)
from rigwright.core.text.i18n import Text
from rigwright.core.text.words import PRICE_NOTE

__all__ = [
    "AVAILABILITY_CSV_COLUMNS",
    "AvailabilityChange",
    "CONSTRAINTS",
    "CatalogChanges",
    "ENCODINGS",
    "FORMULA_STARTS",
    "GPU_CSV_COLUMNS",
    "MAX_FILE_BYTES",
    "MAX_NESTING",
    "MAX_PRICE_CNY",
    "MAX_PROBLEMS_SHOWN",
    "NO_AVAILABILITY",
    "NO_FORM_FACTORS",
    "NothingToUndoError",
    "PACK_FORMAT",
    "PACK_VERSION",
    "PRICE_NOTE",
    "SKU_CSV_COLUMNS",
    "ImportPlan",
    "ImportResult",
    "ItemChange",
    "ItemPriceUpdate",
    "KeptImport",
    "PackError",
    "PackRead",
    "PriceListRows",
    "PriceUpdate",
    "Problem",
    "apply_availability",
    "apply_item_prices",
    "apply_prices",
    "availability_changes",
    "availability_csv",
    "catalog_changes",
    "catalog_to_pack",
    "check_target_name",
    "commit_import",
    "decode_text",
    "export_catalog",
    "export_pack",
    "gpus_csv",
    "import_file",
    "is_availability_list",
    "is_pack_file",
    "last_import",
    "pack_from_text",
    "plan_import",
    "price_list_from_text",
    "price_list_name",
    "read_availability_list",
    "read_file",
    "read_pack",
    "read_price_list",
    "skus_csv",
    "undo_last_import",
    "write_files_atomically",
]


def price_list_name(day: _dt.date) -> str:
    """The name of a price list imported on ``day`` (:data:`rigwright.core.text.words.PRICE_NOTE`):
    "Price list 2026-05-04"."""
    return f"{PRICE_NOTE} {day.isoformat()}"


def is_pack_file(path: Path, text: str) -> bool:
    """A ``.json`` file, or a file whose text starts like a JSON object, is a pack."""
    if path.suffix.lower() == ".json":
        return True
    if path.suffix.lower() in (".csv", ".txt"):
        return False
    return text.lstrip().startswith(("{", "["))


MAX_FILE_BYTES = 64_000_000
"""The largest catalog pack or price list read, bytes."""


def read_file(path: Path) -> tuple[str, str]:
    """The text of ``path`` and its encoding.

    Raises:
        PackError: empty, or in no supported encoding.
        rigwright.core.io.files.SourceError: (an OSError) it is missing, not a regular file
            (a folder, a device, a named pipe: checked before it is opened, so nothing
            blocks), larger than :data:`MAX_FILE_BYTES`, or unreadable.
    """
    data = read_regular_file(path, MAX_FILE_BYTES)
    if not data.strip():
        raise _refuse(path.name, "", "the file is empty")
    return decode_text(data, path.name)


def check_target_name(
    name: str,
    file: str,
    data_root: Path | None = None,
    hint: str = "import it under a name of your own with --catalog NAME",
) -> None:
    """Refuse a catalog name that is not a valid name or that ships under ``data/``.

    Raises:
        PackError: the reason, with the way out.
    """
    problem = catalog_name_problem(name)
    if problem is not None:
        raise _refuse(file, "", f"catalog name {name[:80]!r}: {problem}")
    if name in list_catalogs(data_root):
        raise _refuse(
            file,
            "",
            f"the catalog {name!r} ships with Rigwright (data/{name}/) and is rebuilt "
            f"from those files whenever they change, which would silently drop the "
            f"import; {hint}",
        )


@dataclass(frozen=True, slots=True)
class ImportResult:
    """What an import did.

    Attributes (beyond the obvious):
        availability_updates: an availability list's rows that change the catalog.
        notes: what the file leaves out (a pack without availability data, ...), as the
            summary and the window's preview say it.
    """

    kind: Literal["pack", "price list", "availability list"]
    file: str
    encoding: str
    catalog: Catalog
    replaced: bool = False
    base: str | None = None
    updates: tuple[PriceUpdate, ...] = ()
    item_updates: tuple[ItemPriceUpdate, ...] = ()
    ignored_columns: tuple[str, ...] = ()
    availability_updates: tuple[AvailabilityChange, ...] = ()
    notes: tuple[Text, ...] = ()

    def lines(self) -> list[str]:
        """What to print: one summary line, then one line per changed price or availability
        row, then the notes."""
        c = self.catalog
        notes = [f"  note: {n.render()}" for n in self.notes]
        origin = f" (a copy of {self.base!r})" if self.base else ""
        if self.kind == "pack":
            verb = "replaced" if self.replaced else "imported"
            return [
                (
                    f"{verb} catalog {c.name!r} from {self.file} ({self.encoding}): "
                    f"{len(c.gpus)} GPUs, {len(c.skus)} SKUs, {len(c.chassis)} chassis"
                    + (f", {len(c.parts)} parts" if c.parts else "")
                    + f", {len(c.availability)} availability rows"
                ),
                *notes,
            ]
        if self.kind == "availability list":
            n = len(self.availability_updates)
            return [
                (
                    f"updated catalog {c.name!r}{origin} from availability list {self.file} "
                    f"({self.encoding}): {n} availability row{'s' if n != 1 else ''} changed"
                ),
                *(
                    f"  {u.item} in {u.market}: {u.old_status} -> {u.new_status}"
                    + (f" (as of {u.new.as_of})" if u.new is not None and u.new.as_of else "")
                    for u in self.availability_updates
                ),
                *notes,
            ]
        changed = [u for u in self.updates if u.changed]
        items = self.item_updates
        counts = []
        if self.updates or not items:
            counts.append(f"{len(self.updates)} of {len(c.skus)} SKUs priced")
        if items:
            gpus = sum(1 for i in items if i.kind == "gpu")
            counts += [
                f"{n} {what}{'s' if n != 1 else ''} priced"
                for n, what in ((gpus, "GPU"), (len(items) - gpus, "part"))
                if n
            ]
        changed_items = [i for i in items if i.changed]
        out = [
            (
                f"updated catalog {c.name!r}{origin} from price list {self.file} "
                f"({self.encoding}): {', '.join(counts)}, "
                f"{len(changed) + len(changed_items)} changed"
            )
        ]
        out += [
            f"  {u.number} {u.code}: ￥{u.old_price_cny:,} -> ￥{u.price_cny:,} ({u.basis})"
            for u in changed
        ]
        out += [
            f"  {i.kind} {i.item}: "
            f"{PRICE_TO_BE_SET if i.old_price_cny is None else format_cny(i.old_price_cny)}"
            f" -> ￥{i.price_cny:,} ({i.basis}{', illustrative' if i.illustrative else ''})"
            for i in changed_items
        ]
        out += [
            f"  note: column {name!r} is none a price list has (code, number, name, "
            f"price_cny, basis, illustrative): not read"
            for name in self.ignored_columns
        ]
        return out


def _stored(db_path: Path | None, name: str, data_root: Path | None) -> Catalog | None:
    """Catalog ``name`` from the database (built from its files if it ships), or None when it
    is nowhere. Opening also creates or upgrades the database's schema."""
    from rigwright.core.storage.database import open_catalog

    try:
        return open_catalog(db_path, name, data_root)
    except CatalogError as exc:
        if str(exc).startswith("unknown catalog"):
            return None
        raise


def _save(
    db_path: Path | None,
    catalog: Catalog,
    *,
    replace: bool,
    file: str,
    opened_before: str = "",
) -> bool:
    """Store ``catalog`` in one transaction; returns whether it replaced a stored one.

    The catalog it replaces (or that there was none) is kept in the same transaction
    (:func:`rigwright.core.storage.pack_changes.keep_previous`), so that the import can be
    undone (:func:`undo_last_import`). The catalog is read back inside the transaction and
    must equal what was imported; the transaction is rolled back otherwise.

    Raises:
        PackError: the name is taken and ``replace`` is false.
        StorageError: the database cannot be written.
    """
    from sqlalchemy.exc import SQLAlchemyError
    from sqlalchemy.orm import Session

    from rigwright.core.io.paths import default_db_path
    from rigwright.core.storage.database import (
        StorageError,
        make_engine,
        read_catalog,
        save_catalog,
        sqlite_url,
        storage_error,
    )

    path = Path(db_path) if db_path is not None else default_db_path()
    engine = make_engine(sqlite_url(path))
    try:
        with Session(engine) as session, session.begin():
            existing = read_catalog(session, catalog.name)
            if existing is not None and not replace:
                raise _refuse(
                    file,
                    "",
                    f"the database already holds a catalog {catalog.name!r}; "
                    f"add --replace to replace it, or choose another name "
                    f"with --catalog NAME",
                )
            keep_previous(session, catalog.name, existing, file, opened_before)
            save_catalog(session, catalog, origin="import")
            session.flush()
            session.expire_all()
            if read_catalog(session, catalog.name) != catalog:
                raise StorageError(
                    f"the database {path} did not give back the catalog "
                    f"{catalog.name!r} as imported; nothing was imported"
                )
        return existing is not None
    except SQLAlchemyError as exc:
        raise storage_error(path, exc) from None
    finally:
        engine.dispose()


@dataclass(frozen=True, slots=True)
class ImportPlan:
    """An import read and checked but not yet written (:func:`plan_import`): what it would
    store, and what that changes (the window's preview).

    Attributes:
        result: what :func:`commit_import` reports once it is written (``replaced`` as
            planned).
        before: the catalog the changes are counted against: the stored catalog of the
            target's name, else the copied ``base`` (None: a new catalog).
        changes: what storing ``result.catalog`` changes against ``before``.
        replace: whether the write may replace a stored catalog of that name.
    """

    result: ImportResult
    before: Catalog | None
    changes: CatalogChanges
    replace: bool

    @property
    def catalog(self) -> Catalog:
        """The catalog the import would store."""
        return self.result.catalog


def plan_import(
    path: Path,
    db_path: Path | None = None,
    target: str | None = None,
    *,
    base: str | None = None,
    replace: bool = False,
    data_root: Path | None = None,
    today: _dt.date | None = None,
) -> ImportPlan:
    """Read and check an import as :func:`import_file` does, without writing the catalog
    (the database's schema is created if it is new): the catalog it would store and what that
    changes. Arguments and errors as :func:`import_file`; a refusal (a name taken without
    ``replace``) is raised here already."""
    file = path.name
    text, encoding = read_file(path)
    if is_pack_file(path, text):
        if base is not None:
            raise _refuse(file, "", "--from applies to price lists; a pack is a whole catalog")
        pack = read_pack(text, file)
        catalog = pack.catalog
        if target is not None and target != catalog.name:
            check_target_name(target, file, data_root)
            catalog = dataclasses.replace(catalog, name=target)
        else:
            check_target_name(catalog.name, file, data_root)
        existing = _stored(db_path, catalog.name, data_root)  # creates a new database's schema
        if existing is not None and not replace:
            raise _refuse(
                file,
                "",
                f"the database already holds a catalog {catalog.name!r}; add --replace to "
                f"replace it, or choose another name with --catalog NAME",
            )
        result = ImportResult(
            "pack", file, encoding, catalog, replaced=existing is not None, notes=pack.notes
        )
        return ImportPlan(result, existing, catalog_changes(existing, catalog), replace)

    if target is None:
        raise _refuse(
            file,
            "",
            "say which catalog of yours the price list is for with "
            "--catalog NAME (to price a shipped catalog, copy it: "
            "--from seed-2020 --catalog NEW-NAME)",
        )
    check_target_name(
        target,
        file,
        data_root,
        hint=(
            f"to price it, copy it into a catalog of your own: --from {target} --catalog NEW-NAME"
            if base is None
            else "choose another name with --catalog NAME"
        ),
    )
    source = base or target
    current = _stored(db_path, source, data_root)
    if current is None:
        raise _refuse(
            file,
            "",
            f"unknown catalog {source!r}"
            + (
                ""
                if base
                else "; to price a shipped catalog, copy it with --from NAME --catalog NEW-NAME"
            ),
        )
    existing = current if base is None else _stored(db_path, target, data_root)
    if base is not None and existing is not None and not replace:
        raise _refuse(
            file,
            "",
            f"the database already holds a catalog {target!r}; add --replace to replace it, "
            f"or choose another name with --catalog NAME",
        )
    if is_availability_list(text):
        catalog = apply_availability(current, read_availability_list(text, file, current))
        if base is not None:
            catalog = dataclasses.replace(catalog, name=target)
        result = ImportResult(
            "availability list",
            file,
            encoding,
            catalog,
            replaced=existing is not None,
            base=base,
            availability_updates=availability_changes(current, catalog),
        )
        before = existing if existing is not None else current
        return ImportPlan(result, before, catalog_changes(before, catalog), replace or base is None)
    rows = read_price_list(text, file, current)
    updates = list(rows.skus)
    name = price_list_name(today or _dt.date.today())
    catalog = apply_item_prices(apply_prices(current, updates, name), rows.items, name, file)
    if base is not None:
        catalog = dataclasses.replace(catalog, name=target)
    result = ImportResult(
        "price list",
        file,
        encoding,
        catalog,
        replaced=existing is not None,
        base=base,
        updates=tuple(updates),
        item_updates=rows.items,
        ignored_columns=rows.ignored_columns,
    )
    before = existing if existing is not None else current
    return ImportPlan(result, before, catalog_changes(before, catalog), replace or base is None)


def commit_import(
    plan: ImportPlan, db_path: Path | None = None, *, opened_before: str = ""
) -> ImportResult:
    """Write what :func:`plan_import` read, in one transaction that keeps the catalog it
    replaces for :func:`undo_last_import`; ``opened_before`` names the catalog the window
    showed (undo goes back to it).

    Raises:
        PackError: the name was taken meanwhile and the plan may not replace it.
        StorageError: the database cannot be written; it is unchanged.
    """
    replaced = _save(
        db_path,
        plan.catalog,
        replace=plan.replace,
        file=plan.result.file,
        opened_before=opened_before,
    )
    return dataclasses.replace(plan.result, replaced=replaced)


def import_file(
    path: Path,
    db_path: Path | None = None,
    target: str | None = None,
    *,
    base: str | None = None,
    replace: bool = False,
    data_root: Path | None = None,
    today: _dt.date | None = None,
) -> ImportResult:
    """Import a catalog pack (JSON), a price list (CSV) or an availability list (a CSV with
    the columns of ``availability.csv``) into the database (:func:`plan_import`, then
    :func:`commit_import`).

    Args:
        path: the file.
        db_path: the SQLite database (default the per-user one).
        target: the catalog to write. A pack: default the pack's own name. A price list
            or an availability list: the catalog it updates (required).
        base: price and availability lists only: copy this catalog (e.g. the shipped
            ``seed-2020``) to ``target`` with the new prices or availability.
        replace: a pack (or a ``base`` copy) may replace a catalog the database holds.
        data_root: where shipped catalogs live (default ``data/``); their names are refused.
        today: the import's date, naming a price list (:func:`price_list_name`; default today).

    Raises:
        PackError: the file is invalid (every problem listed) or the import is refused; the
            database is unchanged.
        StorageError, CatalogError: a failure while working; the database is unchanged.
        OSError: the file cannot be read.
    """
    plan = plan_import(
        path, db_path, target, base=base, replace=replace, data_root=data_root, today=today
    )
    return commit_import(plan, db_path)


def last_import(db_path: Path | None = None) -> KeptImport | None:
    """The last import that can be undone (:func:`undo_last_import`), None when there is
    none or the database cannot be read."""
    from sqlalchemy.exc import SQLAlchemyError
    from sqlalchemy.orm import Session

    from rigwright.core.io.paths import default_db_path
    from rigwright.core.storage.database import make_engine, sqlite_url

    path = Path(db_path) if db_path is not None else default_db_path()
    if not path.is_file():
        return None
    engine = make_engine(sqlite_url(path))
    try:
        with Session(engine) as session:
            return kept_import(session)
    except SQLAlchemyError:
        return None
    finally:
        engine.dispose()


def undo_last_import(db_path: Path | None = None) -> KeptImport:
    """Put back the catalog the last import replaced (or remove the catalog it made), in one
    transaction, and forget it; returns what was undone.

    Raises:
        NothingToUndoError: there is no import to undo.
        PackError: the kept catalog cannot be read.
        StorageError: the database cannot be written; it is unchanged.
    """
    from sqlalchemy.exc import SQLAlchemyError
    from sqlalchemy.orm import Session

    from rigwright.core.io.paths import default_db_path
    from rigwright.core.storage.database import (
        make_engine,
        save_catalog,
        sqlite_url,
        storage_error,
    )

    path = Path(db_path) if db_path is not None else default_db_path()
    engine = make_engine(sqlite_url(path))
    try:
        with Session(engine) as session, session.begin():
            kept = kept_import(session)
            if kept is None:
                raise NothingToUndoError("there is no import to undo")
            if kept.previous is None:
                delete_catalog(session, kept.catalog)
            else:
                previous = pack_from_text(kept.previous, kept.file or kept.catalog)
                save_catalog(session, previous, origin="import")
            forget_kept(session)
        return kept
    except SQLAlchemyError as exc:
        raise storage_error(path, exc) from None
    finally:
        engine.dispose()


def export_catalog(
    db_path: Path | None, name: str, folder: Path, data_root: Path | None = None
) -> list[Path]:
    """Export catalog ``name`` (from the database, built from its files if it ships) to
    ``folder``; returns the files written.

    Raises:
        CatalogError: unknown catalog. StorageError: the database cannot be read.
        OSError: a file cannot be written (nothing is half-written).
    """
    from rigwright.core.storage.database import open_catalog

    return export_pack(open_catalog(db_path, name, data_root), folder)
