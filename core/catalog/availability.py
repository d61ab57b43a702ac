"""Availability per market: a catalog's vendor-editable ``availability.csv``, validated (a bad
row names the file, the row and the field); the look-ups on it are pydantic-free, in
:mod:`rigwright.core.catalog.markets`. An item without a row in a market is ``unknown``
there; lines starting with ``#`` are comments (docs/catalog.md, "Availability per market")."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from rigwright.core.catalog.markets import MARKETS, STATUSES, Availability
from rigwright.core.catalog.sources import CatalogError

if TYPE_CHECKING:
    pass

AVAILABILITY_FILE = "availability.csv"
"""The file name under a catalog folder."""

COLUMNS: tuple[str, ...] = ("item", "market", "status", "as_of", "source", "note")
"""The file's columns, in order."""


class AvailabilityRow(BaseModel):
    """One row of ``availability.csv``: whether ``item`` is sold in ``market``, as of a date."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    item: str = Field(min_length=1)
    market: str
    status: str
    as_of: str = ""
    source: str = ""
    note: str = ""

    @field_validator("item", "market", "status", "as_of", "source", "note", mode="before")
    @classmethod
    def _trimmed(cls, value: Any) -> Any:
        return value.strip() if isinstance(value, str) else ("" if value is None else value)

    @field_validator("market")
    @classmethod
    def _known_market(cls, value: str) -> str:
        if value not in MARKETS:
            raise ValueError(f"unknown market {value!r}; use one of {', '.join(MARKETS)}")
        return value

    @field_validator("status")
    @classmethod
    def _known_status(cls, value: str) -> str:
        if value not in STATUSES:
            raise ValueError(f"unknown status {value!r}; use one of {', '.join(STATUSES)}")
        return value

    @field_validator("as_of")
    @classmethod
    def _iso_date(cls, value: str) -> str:
        if value and not re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", value):
            raise ValueError(f"{value!r} is not a date YYYY-MM-DD (or YYYY-MM)")
        return value


def read_availability(folder: Path, known: Iterable[str]) -> tuple[Availability, ...]:
    """The rows of ``folder/availability.csv`` (none when the file is absent).

    Args:
        folder: the catalog folder.
        known: the catalog's item names (GPU names, part names, SKU codes); a row naming
            another item is refused. Matched ignoring case and spaces.

    Raises:
        CatalogError: the file is not UTF-8 CSV with :data:`COLUMNS`, a row is invalid, names
            an unknown item, or repeats an (item, market) pair; the message names the file,
            the row (its line number) and the field.
    """
    from rigwright.core.catalog.model import normalise_name

    path = folder / AVAILABILITY_FILE
    if not path.is_file():
        return ()
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise CatalogError(f"{AVAILABILITY_FILE}: not UTF-8 text (byte {exc.start})") from None
    # Keep the file's line numbers for the messages; comment lines become blank (skipped).
    lines = ["" if line.lstrip().startswith("#") else line for line in text.splitlines()]
    try:
        reader = csv.reader(io.StringIO("\n".join(lines)))
        table = [(reader.line_num, row) for row in reader]
    except csv.Error as exc:
        raise CatalogError(f"{AVAILABILITY_FILE}: not valid CSV ({exc})") from None
    table = [(n, row) for n, row in table if any(cell.strip() for cell in row)]
    if not table:
        return ()
    header_line, header = table[0]
    if tuple(h.strip() for h in header) != COLUMNS:
        raise CatalogError(
            f"{AVAILABILITY_FILE} line {header_line}: the header must be {','.join(COLUMNS)}"
        )
    names = {normalise_name(k): k for k in known}
    seen: set[tuple[str, str]] = set()
    out = []
    for line, cells in table[1:]:
        where = f"{AVAILABILITY_FILE} row {line}"
        if len(cells) != len(COLUMNS):
            raise CatalogError(f"{where}: {len(cells)} cells, expected {len(COLUMNS)}")
        try:
            row = AvailabilityRow.model_validate(dict(zip(COLUMNS, cells, strict=True)))
        except ValidationError as exc:
            first = exc.errors()[0]
            loc = ".".join(str(p) for p in first["loc"]) or "row"
            raise CatalogError(f"{where}, field {loc}: {first['msg']}") from None
        item = names.get(normalise_name(row.item))
        if item is None:
            raise CatalogError(f"{where} ({row.item}), field item: unknown GPU, part or SKU")
        if (item, row.market) in seen:
            raise CatalogError(f"{where} ({row.item}), field market: {row.market} given twice")
        if row.status == "no" and not row.source:
            raise CatalogError(f"{where} ({row.item}), field source: a 'no' needs its source")
        seen.add((item, row.market))
        out.append(Availability(item, row.market, row.status, row.as_of, row.source, row.note))
    return tuple(out)
