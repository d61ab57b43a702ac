"""What an import would change in a catalog (prices changed, items added and removed), shown
before anything is written, and the catalog an import replaced, kept in the database so that
the import can be undone (docs/vendor-catalog.md)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import delete
from sqlalchemy.orm import Session

from rigwright.core.catalog.markets import Availability
from rigwright.core.catalog.model import Catalog
from rigwright.core.pricing.prices import price_of
from rigwright.core.storage.pack_export import catalog_to_pack
from rigwright.core.storage.records import (
    CatalogRecord,
    ChassisRecord,
    ComponentRecord,
    GpuRecord,
    PartRecord,
    SkuRecord,
    UserSettingRecord,
)

KEPT_IMPORT_KEY = "catalog.kept_import"
"""The user setting holding the last import's kept catalog (:class:`KeptImport`)."""


@dataclass(frozen=True, slots=True)
class ItemChange:
    """One item an import changes.

    Attributes:
        kind: "gpu", "sku", "part" or "chassis".
        item: the GPU's or part's name, a SKU's "number code", a chassis series.
        old_price_cny: the price before (None: none, or the item was not there).
        new_price_cny: the price after (None: none, or the item is removed).
    """

    kind: str
    item: str
    old_price_cny: Decimal | None = None
    new_price_cny: Decimal | None = None


@dataclass(frozen=True, slots=True)
class AvailabilityChange:
    """One (item, market) whose availability row an import adds, removes or changes (its
    status, date, source or note).

    Attributes:
        item: the GPU's or part's name or the SKU's code.
        market: the market code.
        old: the row before (None: the item had no row there, so it was unknown).
        new: the row after (None: the import drops the row, so the item becomes unknown).
    """

    item: str
    market: str
    old: Availability | None = None
    new: Availability | None = None

    @property
    def old_status(self) -> str:
        """The status before ("unknown" where there was no row)."""
        return self.old.status if self.old is not None else "unknown"

    @property
    def new_status(self) -> str:
        """The status after ("unknown" where there is no row)."""
        return self.new.status if self.new is not None else "unknown"


def availability_changes(before: Catalog | None, after: Catalog) -> tuple[AvailabilityChange, ...]:
    """The availability rows that differ between ``before`` (None: no catalog yet) and
    ``after``, in ``after``'s row order, then the rows ``after`` drops."""
    old = {(a.item, a.market): a for a in (before.availability if before else ())}
    new = {(a.item, a.market): a for a in after.availability}
    changed = [
        AvailabilityChange(*key, old.get(key), row)
        for key, row in new.items()
        if old.get(key) != row
    ]
    changed += [AvailabilityChange(*key, row, None) for key, row in old.items() if key not in new]
    return tuple(changed)


@dataclass(frozen=True, slots=True)
class CatalogChanges:
    """What replacing one catalog by another changes, item by item (each list in catalog
    order: GPUs, SKUs, parts, chassis)."""

    prices_changed: tuple[ItemChange, ...] = ()
    added: tuple[ItemChange, ...] = ()
    removed: tuple[ItemChange, ...] = ()
    other_changed: tuple[ItemChange, ...] = ()
    """Items on both sides whose figures (not the price) differ: a pack replacing one."""
    availability_changed: tuple[AvailabilityChange, ...] = ()
    """Availability rows added, dropped or changed (:func:`availability_changes`)."""

    @property
    def empty(self) -> bool:
        """True when the import changes no item and no availability row."""
        return not (
            self.prices_changed
            or self.added
            or self.removed
            or self.other_changed
            or self.availability_changed
        )

    def summary(self) -> str:
        """One line in English ("3 prices changed, 2 items added, 1 removed", then ", 4
        availability rows changed" when there are)."""
        text = (
            f"{len(self.prices_changed)} prices changed, {len(self.added)} items added, "
            f"{len(self.removed)} removed"
        )
        if self.availability_changed:
            n = len(self.availability_changed)
            text += f", {n} availability row{'s' if n != 1 else ''} changed"
        return text


def _items(catalog: Catalog | None) -> dict[tuple[str, str], tuple[Decimal | None, Any]]:
    """(kind, item) -> (price in CNY or None, the item's data without its price)."""
    if catalog is None:
        return {}
    out: dict[tuple[str, str], tuple[Decimal | None, Any]] = {}
    for gpu in catalog.gpus:
        out["gpu", gpu.name] = (price_of(catalog, gpu.name, "gpu").amount_cny, gpu)
    for sku in catalog.skus:
        # The price's words (its basis, "illustrative") travel with the price, not the item.
        data = (sku.number, sku.code, sku.config_as_printed, sku.gpu, sku.gpu_count, sku.chassis)
        out["sku", f"{sku.number} {sku.code}"] = (Decimal(sku.price_cny), data)
    for part in catalog.parts:
        out["part", part.name] = (price_of(catalog, part.name, "part").amount_cny, part)
    for series, spec in catalog.chassis.items():
        out["chassis", series] = (None, spec)
    return out


def catalog_changes(before: Catalog | None, after: Catalog) -> CatalogChanges:
    """What replacing ``before`` (None: no catalog of that name yet) by ``after`` changes."""
    old, new = _items(before), _items(after)
    prices, added, removed, other = [], [], [], []
    for key, (price, data) in new.items():
        if key not in old:
            added.append(ItemChange(*key, None, price))
            continue
        old_price, old_data = old[key]
        if old_price != price:
            prices.append(ItemChange(*key, old_price, price))
        elif old_data != data:
            other.append(ItemChange(*key, old_price, price))
    removed = [ItemChange(*key, price, None) for key, (price, _) in old.items() if key not in new]
    return CatalogChanges(
        tuple(prices),
        tuple(added),
        tuple(removed),
        tuple(other),
        availability_changes(before, after),
    )


class NothingToUndoError(ValueError):
    """There is no import to undo (none kept, or it was undone already)."""


@dataclass(frozen=True, slots=True)
class KeptImport:
    """The last import, kept so that it can be undone.

    Attributes:
        catalog: the name of the catalog the import wrote.
        previous: that catalog as it was before (a pack's JSON text), or None when the import
            made it.
        opened_before: the catalog the window showed before the import ("" when not known).
        file: the imported file's name.
        at: when (ISO 8601, UTC).
    """

    catalog: str
    previous: str | None
    opened_before: str = ""
    file: str = ""
    at: str = ""

    def as_json(self) -> dict[str, Any]:
        """The setting's JSON value."""
        return {
            "catalog": self.catalog,
            "previous": self.previous,
            "opened_before": self.opened_before,
            "file": self.file,
            "at": self.at,
        }

    @classmethod
    def from_json(cls, value: Any) -> KeptImport | None:
        """The kept import a setting holds, None when it holds none or something else."""
        if not isinstance(value, dict) or not isinstance(value.get("catalog"), str):
            return None
        previous = value.get("previous")
        return cls(
            value["catalog"],
            previous if isinstance(previous, str) else None,
            str(value.get("opened_before") or ""),
            str(value.get("file") or ""),
            str(value.get("at") or ""),
        )


def keep_previous(
    session: Session, name: str, previous: Catalog | None, file: str, opened_before: str = ""
) -> None:
    """In ``session``'s transaction (the import's): keep ``previous``, the catalog ``name``
    an import is about to replace (None: the import makes it), in place of any kept before."""
    text = (
        None
        if previous is None
        else json.dumps(catalog_to_pack(previous), ensure_ascii=False, separators=(",", ":"))
    )
    kept = KeptImport(name, text, opened_before, file, datetime.now(UTC).isoformat()).as_json()
    record = session.get(UserSettingRecord, KEPT_IMPORT_KEY)
    if record is None:
        session.add(
            UserSettingRecord(key=KEPT_IMPORT_KEY, value=kept, updated_at=datetime.now(UTC))
        )
    else:
        record.value = kept
        record.updated_at = datetime.now(UTC)


def kept_import(session: Session) -> KeptImport | None:
    """The last import that can be undone, None when there is none."""
    record = session.get(UserSettingRecord, KEPT_IMPORT_KEY)
    return None if record is None else KeptImport.from_json(record.value)


def forget_kept(session: Session) -> None:
    """Drop the kept import (once undone, it cannot be undone again)."""
    record = session.get(UserSettingRecord, KEPT_IMPORT_KEY)
    if record is not None:
        session.delete(record)


def delete_catalog(session: Session, name: str) -> None:
    """Remove catalog ``name``'s rows (caller commits): undoing the import that made it."""
    for table in (ComponentRecord, GpuRecord, SkuRecord, ChassisRecord, PartRecord):
        session.execute(delete(table).where(table.catalog == name))
    session.execute(delete(CatalogRecord).where(CatalogRecord.name == name))
