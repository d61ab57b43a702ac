"""Availability lists: a CSV with the columns of a catalog folder's ``availability.csv``
(item, market, status, as_of, source, note), imported alone into a catalog of the vendor's
as a price list is. Each row sets one item's availability in one market; the catalog's other
rows stay as they are (docs/vendor-catalog.md, "Availability lists")."""

from __future__ import annotations

import csv
import dataclasses
import io

from pydantic import ValidationError

from rigwright.core.catalog.availability import COLUMNS, AvailabilityRow
from rigwright.core.catalog.markets import Availability
from rigwright.core.catalog.model import Catalog, normalise_name
from rigwright.core.storage.pack_export import _uncell
from rigwright.core.storage.pack_format import PackError, Problem, _refuse

REQUIRED = ("item", "market", "status")
"""The columns every availability list has; ``as_of``, ``source`` and ``note`` may be left out
(then blank)."""


def _key(cell: str) -> str:
    return cell.strip().casefold()


def _table(text: str, file: str) -> list[tuple[int, list[str]]]:
    """The rows that are not blank, each with its line in the file (a spreadsheet's row
    number); lines starting with ``#`` are comments, as in ``availability.csv``."""
    lines = ["" if line.lstrip().startswith("#") else line for line in text.splitlines()]
    try:
        reader = csv.reader(io.StringIO("\n".join(lines)))
        table = [(reader.line_num, row) for row in reader]
    except csv.Error as exc:
        raise _refuse(file, "", f"not valid CSV ({exc})") from None
    return [(n, row) for n, row in table if any(cell.strip() for cell in row)]


def is_availability_list(text: str) -> bool:
    """True when the CSV ``text``'s header (its first row that is neither blank nor a
    comment) names the columns ``item``, ``market`` and ``status``: an availability list
    rather than a price list."""
    try:
        table = _table(text, "")
    except PackError:
        return False
    return bool(table) and set(REQUIRED) <= {_key(c) for c in table[0][1]}


def read_availability_list(text: str, file: str, catalog: Catalog) -> tuple[Availability, ...]:
    """The rows of an availability list for ``catalog``, validated as ``availability.csv``
    is: a known market and status, a date YYYY-MM-DD (or YYYY-MM) or none, a source for every
    "no", an item that is one of the catalog's GPUs, parts or SKU codes (matched ignoring case
    and spaces, returned as the catalog spells it), each (item, market) once.

    Raises:
        PackError: every problem, each naming the file, the row (its line) and the field;
            a header without ``item``, ``market`` or ``status``, or with another column.
    """
    table = _table(text, file)
    if not table:
        raise _refuse(file, "", "the file is empty")
    header_line, header = table[0]
    keys = [_key(c) for c in header]
    header_problems = [
        Problem(
            file, f"row {header_line}", cell.strip(), f"unknown column; use {', '.join(COLUMNS)}"
        )
        for cell, key in zip(header, keys, strict=True)
        if key and key not in COLUMNS
    ]
    header_problems += [
        Problem(file, f"row {header_line}", name, "missing column")
        for name in REQUIRED
        if name not in keys
    ]
    header_problems += [
        Problem(file, f"row {header_line}", name, "column given twice")
        for name in COLUMNS
        if keys.count(name) > 1
    ]
    if header_problems:
        raise PackError(file, header_problems)
    index = {key: i for i, key in enumerate(keys) if key}
    names = {
        normalise_name(n): n
        for n in (
            *(g.name for g in catalog.gpus),
            *(p.name for p in catalog.parts),
            *(s.code for s in catalog.skus),
        )
    }
    problems: list[Problem] = []
    seen: dict[tuple[str, str], int] = {}
    out: list[Availability] = []
    for line, cells in table[1:]:
        where = f"row {line}"
        if len(cells) > len(header) and any(c.strip() for c in cells[len(header) :]):
            problems.append(
                Problem(file, where, "", f"{len(cells)} cells, the header has {len(header)}")
            )
            continue
        values = {
            name: _uncell(cells[i].strip()) if i < len(cells) else "" for name, i in index.items()
        }
        try:
            row = AvailabilityRow.model_validate(values)
        except ValidationError as exc:
            for err in exc.errors():
                field = ".".join(str(p) for p in err["loc"])
                problems.append(
                    Problem(file, where, field, str(err["msg"]).removeprefix("Value error, "))
                )
            continue
        item = names.get(normalise_name(row.item))
        if item is None:
            problems.append(Problem(file, where, "item", f"unknown GPU, part or SKU {row.item!r}"))
            continue
        first = seen.setdefault((item, row.market), line)
        if first != line:
            problems.append(
                Problem(
                    file,
                    where,
                    "market",
                    f"{item!r} in {row.market} is given twice (also row {first})",
                )
            )
        if row.status == "no" and not row.source:
            problems.append(
                Problem(
                    file, where, "source", "a 'no' needs its source (the documents it rests on)"
                )
            )
        out.append(Availability(item, row.market, row.status, row.as_of, row.source, row.note))
    if problems:
        raise PackError(file, problems)
    return tuple(out)


def apply_availability(catalog: Catalog, rows: tuple[Availability, ...]) -> Catalog:
    """``catalog`` with ``rows`` in place of its rows for the same (item, market); its other
    rows stay, in their order, and rows for pairs it had none for follow them."""
    new = {(a.item, a.market): a for a in rows}
    kept = [new.pop((a.item, a.market), a) for a in catalog.availability]
    return dataclasses.replace(catalog, availability=(*kept, *new.values()))
