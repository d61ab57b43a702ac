"""Price lists: a CSV of SKU prices (by number or code) or of GPU and part prices (by name),
read and validated against a catalog, and applied to it."""

from __future__ import annotations

import csv
import dataclasses
import io
import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from rigwright.core.catalog.model import Catalog, PriceEntry, PriceList, Sku, unknown_name_message
from rigwright.core.catalog.part_skus import reprice_parts_skus
from rigwright.core.pricing.prices import price_of
from rigwright.core.storage.pack_export import GPU_CSV_COLUMNS, SKU_CSV_COLUMNS, _uncell
from rigwright.core.storage.pack_format import MAX_PRICE_CNY, PackError, Problem, _refuse
from rigwright.core.text.clean import digits_problem, text_problem
from rigwright.core.text.words import DEFAULT_BASIS, PRICE_NOTE

_HEADERS = {
    "number": ("number", "no", "no.", "sku number", "編號", "编号", "序號", "序号"),
    "code": ("code", "sku", "sku code", "model", "型號", "型号", "型號代碼", "型号代码"),
    "price_cny": (
        "price_cny",
        "price",
        "price (cny)",
        "價格",
        "价格",
        "售價",
        "售价",
        "價格(元)",
        "价格(元)",
    ),
    "basis": ("basis", "price basis", "計價基準", "计价基准", "價格基準", "价格基准"),
    "illustrative": ("illustrative", "price illustrative", "price_illustrative"),
    "name": ("name", "item", "名稱", "名称", "品名", "項目", "项目"),
}
"""Accepted column names (compared after NFKC, case-folding and trimming)."""

_FLAGS = {"true": True, "yes": True, "1": True, "false": False, "no": False, "0": False}
"""What an ``illustrative`` cell may say (after NFKC and case-folding)."""


@dataclass(frozen=True, slots=True)
class PriceUpdate:
    """One SKU's price from a price list.

    ``basis`` is None when the SKU keeps its basis and illustrative flag (the row restates
    the SKU's current price and says nothing new about it, as an unedited export does)."""

    number: str
    code: str
    old_price_cny: int
    price_cny: int
    basis: str | None
    illustrative: bool = False

    @property
    def changed(self) -> bool:
        """Whether the list gives the SKU another price."""
        return self.price_cny != self.old_price_cny


@dataclass(frozen=True, slots=True)
class ItemPriceUpdate:
    """One GPU's or platform part's price from a price list (a row with a ``name``).

    Attributes:
        item: the GPU's or part's canonical name.
        kind: "gpu" or "part".
        old_price_cny: its price before (exact CNY, a USD price converted), or None when it
            had none ("price to be set").
        price_cny: the new price (whole yuan).
        basis: the row's basis (:data:`DEFAULT_BASIS` when it states none).
        illustrative: the row's flag (firm unless the row says otherwise).
    """

    item: str
    kind: str
    old_price_cny: Decimal | None
    price_cny: int
    basis: str
    illustrative: bool = False

    @property
    def changed(self) -> bool:
        """Whether the list gives the item another price (or its first)."""
        return self.old_price_cny != self.price_cny


@dataclass(frozen=True, slots=True)
class PriceListRows:
    """What a price list holds: SKU prices and GPU/part prices, in file order."""

    skus: tuple[PriceUpdate, ...] = ()
    items: tuple[ItemPriceUpdate, ...] = ()
    ignored_columns: tuple[str, ...] = ()
    """Header cells naming no column a price list has, nor one of an exported ``skus.csv``
    (a misspelt ``bais``): not read, and said in the import summary."""


def _header_key(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip().casefold()


_PRICE = re.compile(r"(-?)\s*¥?\s*(-?)((?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+))(?:\.([0-9]+))?")


def _price(cell: str) -> int:
    """A price cell as typed ("89990", "￥89,990", full-width "８９９９０", "¥89,990.00" as Excel
    saves a currency cell) -> whole yuan, above 0 and at most :data:`MAX_PRICE_CNY`.

    Raises:
        ValueError: the reason (not a number of yuan, not whole, not above 0, too large).
    """
    text = unicodedata.normalize("NFKC", cell).strip()  # "￥" -> "¥", "８" -> "8"
    too_long = digits_problem(text)
    if too_long is not None:  # before int(), whose own message is Python's
        raise ValueError(f"{too_long}, got {sum(ch.isdigit() for ch in text):,} digits")
    match = _PRICE.fullmatch(text)
    if match is None or (match[1] and match[2]):
        raise ValueError(
            f"{cell!r} is not a number of yuan (write digits with optional "
            f"thousands commas, e.g. 89990 or ￥89,990)"
        )
    if match[4] and match[4].strip("0"):
        raise ValueError(f"{cell!r} is not a whole number of yuan")
    value = int(match[3].replace(",", ""))
    if match[1] or match[2] or value == 0:
        raise ValueError(f"a price must be above 0, got {cell!r}")
    if value > MAX_PRICE_CNY:
        raise ValueError(f"{cell!r} is above the limit of ￥{MAX_PRICE_CNY:,}")
    return value


def _same_number(cell: str, number: str) -> bool:
    """Whether a number cell is ``number`` read as a decimal ("1.1" and "1.10" are; Excel
    turns the text 1.10 into the number 1.1)."""
    try:
        return Decimal(unicodedata.normalize("NFKC", cell).strip()) == Decimal(number)
    except (InvalidOperation, ValueError):
        return False


def _columns(header: list[str], file: str) -> tuple[dict[str, int], list[Problem]]:
    """The index of each known column, and the header's problems (a column named twice)."""
    keys = [_header_key(h) for h in header]
    columns: dict[str, int] = {}
    problems: list[Problem] = []
    first: dict[str, int] = {}
    for i, key in enumerate(keys):
        if not key:
            continue
        if key in first:
            problems.append(
                Problem(
                    file,
                    "header",
                    header[i].strip(),
                    f"column {header[i].strip()!r} appears twice "
                    f"(columns {first[key] + 1} and {i + 1})",
                )
            )
            continue
        first[key] = i
        for role, names in _HEADERS.items():
            if key not in names:
                continue
            if role in columns:
                problems.append(
                    Problem(
                        file,
                        "header",
                        role,
                        f"columns {header[columns[role]].strip()!r} and {header[i].strip()!r} "
                        f"both name the {role} column (columns {columns[role] + 1} and {i + 1}); "
                        f"keep one",
                    )
                )
            else:
                columns[role] = i
    return columns, problems


def price_list_from_text(text: str, file: str, catalog: Catalog) -> list[PriceUpdate]:
    """The SKU price updates in a price list's CSV text for ``catalog`` (see
    :func:`read_price_list`, which also gives the GPU and part prices).

    Raises:
        PackError: every problem of the file.
    """
    return list(read_price_list(text, file, catalog).skus)


def read_price_list(text: str, file: str, catalog: Catalog) -> PriceListRows:
    """The price updates in a price list's CSV text for ``catalog``, validated.

    A row names a SKU (``code`` and/or ``number``) or a GPU or platform part (``name``: a
    GPU's name or any alias, matched like :meth:`Catalog.gpu`, else a part's name), never
    both. A GPU's or part's price is firm unless its ``illustrative`` cell says otherwise,
    with the row's basis (default :data:`DEFAULT_BASIS`).

    A row whose price is the SKU's current price and that gives no other basis or
    illustrative flag keeps the SKU's basis and flag (an unedited ``skus.csv`` changes
    nothing). A row that changes the price but still carries the SKU's current basis (left
    over from the export) gets the default basis, and is firm unless its ``illustrative``
    cell was changed too. A list without an ``illustrative`` column gives firm prices.

    Raises:
        PackError: every problem: a missing or duplicate column, a row with more cells than
            the header, a price that is not a whole number of yuan above 0 and at most
            :data:`MAX_PRICE_CNY`, a SKU the catalog does not have, a number and code naming
            different SKUs, a number that could be two SKUs (1.1 or 1.10) without a code,
            a SKU listed twice, a bad ``illustrative`` cell, a name that is no GPU or part,
            a row naming both a SKU and a GPU/part, a GPU or part listed twice.
    """
    header, numbered = _csv_rows(text, file)
    columns, ignored = _header_columns(header, file)
    if not numbered:
        raise _refuse(file, "", "no price rows under the header")
    reader = _RowReader(file, catalog, header, columns)
    for n, row in numbered:
        reader.read(n, row)
    if reader.problems:
        raise PackError(file, reader.problems)
    return PriceListRows(tuple(reader.updates), tuple(reader.items), ignored)


def _csv_rows(text: str, file: str) -> tuple[list[str], list[tuple[int, list[str]]]]:
    """The header (the first row that is not blank) and the rows under it that are not
    blank, each with its 1-based number under the header.

    Raises:
        PackError: not CSV, or no row that is not blank.
    """
    try:
        rows = list(csv.reader(io.StringIO(text, newline="")))
    except csv.Error as exc:
        raise _refuse(file, "", f"not valid CSV ({exc})") from None
    start = next((i for i, r in enumerate(rows) if any(c.strip() for c in r)), None)
    if start is None:
        raise _refuse(file, "", "the file is empty")
    numbered = [
        (n, r) for n, r in enumerate(rows[start + 1 :], start=1) if any(c.strip() for c in r)
    ]
    return rows[start], numbered


def _header_columns(header: list[str], file: str) -> tuple[dict[str, int], tuple[str, ...]]:
    """The index of each known column, and the header cells no price list reads.

    Raises:
        PackError: a column named twice, no price column, or no column naming what is priced.
    """
    columns, header_problems = _columns(header, file)
    known = {n for names in _HEADERS.values() for n in names} | {
        _header_key(c) for c in (*SKU_CSV_COLUMNS, *GPU_CSV_COLUMNS)
    }
    ignored = tuple(
        dict.fromkeys(h.strip() for h in header if _header_key(h) and _header_key(h) not in known)
    )
    found = ", ".join(repr(h) for h in header)
    missing = []
    if "price_cny" not in columns:
        missing.append(
            Problem(
                file,
                "header",
                "price_cny",
                f"missing column: a price in CNY (price_cny or 價格/价格); the columns are {found}",
            )
        )
    if "number" not in columns and "code" not in columns and "name" not in columns:
        missing.append(
            Problem(
                file,
                "header",
                "code",
                f"missing column: the SKU's code or number (code or number, "
                f"型號/型号 or 編號/编号), or the GPU's or part's name (name "
                f"or item, 名稱/名称); the columns are {found}",
            )
        )
    if missing or header_problems:
        raise PackError(file, header_problems + missing)
    return columns, ignored


_Cell = Callable[[str], str]
"""A row's cell by column role ("code", "price_cny", ...); "" when the row has none."""


class _RowReader:
    """Reads a price list's rows one at a time into SKU and item updates and problems."""

    def __init__(
        self, file: str, catalog: Catalog, header: list[str], columns: dict[str, int]
    ) -> None:
        self.file = file
        self.catalog = catalog
        self.header = header
        self.columns = columns
        self.problems: list[Problem] = []
        self.updates: list[PriceUpdate] = []
        self.items: list[ItemPriceUpdate] = []
        self.seen: dict[str, int] = {}
        self.seen_items: dict[tuple[str, str], int] = {}

    def _problem(self, where: str, field: str, reason: str) -> None:
        self.problems.append(Problem(self.file, where, field, reason))

    def read(self, n: int, row: list[str]) -> None:
        """Read row ``n`` (1-based under the header)."""
        where = f"row {n}"
        columns = self.columns

        def cell(key: str) -> str:
            i = columns.get(key)
            return _uncell(row[i].strip()) if i is not None and i < len(row) else ""

        if not self._readable(where, row):
            return
        code_cell, number_cell, name_cell = cell("code"), cell("number"), cell("name")
        if name_cell:
            self._item_row(n, where, cell, name_cell, code_cell, number_cell)
            return
        sku = self._row_sku(where, code_cell, number_cell)
        if sku is not None:
            self._sku_row(n, where, cell, sku)

    def _readable(self, where: str, row: list[str]) -> bool:
        """Whether every cell is printable text and none lies beyond the header."""
        unprintable = [
            (role, reason)
            for role, i in self.columns.items()
            if i < len(row) and (reason := text_problem(row[i])) is not None
        ]
        for role, reason in unprintable:
            self._problem(where, role, reason)
        if unprintable:
            return False
        header = self.header
        extra = [i for i in range(len(header), len(row)) if row[i].strip()]
        if extra:
            self._problem(
                where,
                f"column {extra[0] + 1}",
                f"{row[extra[0]].strip()!r} is beyond the header's {len(header)} columns "
                f"(a comma too many, or a column without a name?)",
            )
            return False
        return True

    def _item_row(
        self, n: int, where: str, cell: _Cell, name_cell: str, code_cell: str, number_cell: str
    ) -> None:
        """A row pricing a GPU or part (its ``name`` cell is not blank)."""
        if code_cell or number_cell:
            sku_cell = "code" if code_cell else "number"
            self._problem(
                where,
                "name",
                f"the row names SKU {cell(sku_cell)!r} ({sku_cell}) and {name_cell!r} "
                f"(name); a row prices one SKU or one GPU or part: leave one blank",
            )
            return
        named = _named_item(self.catalog, name_cell)
        if isinstance(named, str):
            self._problem(where, "name", named)
        elif named in self.seen_items:
            self._problem(
                where,
                "name",
                f"{'GPU' if named[0] == 'gpu' else 'part'} "
                f"{named[1]!r} is listed twice "
                f"(also row {self.seen_items[named]})",
            )
        else:
            self.seen_items[named] = n
        price, basis, flag = _row_price(self.file, where, cell, self.problems)
        if len(basis) > 80:
            self._problem(where, "basis", "longer than 80 characters")
        elif (
            isinstance(named, tuple)
            and price is not None
            and (flag is not None or not cell("illustrative"))
        ):
            kind, canonical = named
            self.items.append(
                ItemPriceUpdate(
                    canonical,
                    kind,
                    price_of(self.catalog, canonical, kind).amount_cny,
                    price,
                    basis or DEFAULT_BASIS,
                    bool(flag),
                )
            )

    def _row_sku(self, where: str, code_cell: str, number_cell: str) -> Sku | None:
        """The SKU a row names by code and/or number, or None (the problem said)."""
        catalog = self.catalog
        by_code = by_number = None
        if code_cell:
            try:
                by_code = catalog.sku(code_cell)
            except KeyError as exc:
                self._problem(where, "code", str(exc.args[0]))
        if number_cell and by_code is not None and _same_number(number_cell, by_code.number):
            by_number = by_code  # the code decides; Excel may have turned 1.10 into 1.1
        elif number_cell:
            try:
                by_number = catalog.sku(number_cell)
                if by_number.number != unicodedata.normalize("NFKC", number_cell):
                    # catalog.sku also matches codes; a number column must hold a number.
                    raise KeyError(f"unknown SKU number {number_cell!r}")
            except KeyError as exc:
                by_number = None
                self._problem(where, "number", str(exc.args[0]))
        if by_number is not None and by_code is not None and by_number is not by_code:
            self._problem(
                where,
                "number",
                f"number {by_number.number} is {by_number.code!r} but the code says "
                f"{by_code.code!r}",
            )
            return None
        if (
            by_number is not None
            and by_code is None
            and not code_cell
            and self._ambiguous_number(where, number_cell, by_number)
        ):
            return None
        sku = by_code or by_number
        if sku is None and not (number_cell or code_cell):
            self._problem(
                where,
                "code",
                "no SKU code or number"
                if "name" not in self.columns
                else "no SKU code or number, nor a GPU or part name",
            )
        return sku

    def _ambiguous_number(self, where: str, number_cell: str, by_number: Sku) -> bool:
        """Whether a number without a code could be two SKUs (Excel's 1.1 for 1.10); the
        problem is said when it could."""
        twins = [
            s.number
            for s in self.catalog.skus
            if s is not by_number and _same_number(number_cell, s.number)
        ]
        if not twins or unicodedata.normalize("NFKC", number_cell).endswith("0"):
            return False
        column = (
            "its code cell is blank" if "code" in self.columns else "the file has no code column"
        )
        self._problem(
            where,
            "number",
            f"{number_cell!r} could be SKU {by_number.number} or "
            f"{' or '.join(twins)} (Excel turns 1.10 into 1.1) and {column}: "
            f"add a 'code' column with the SKU's code (e.g. {by_number.code!r})",
        )
        return True

    def _sku_row(self, n: int, where: str, cell: _Cell, sku: Sku) -> None:
        """A row pricing ``sku``."""
        price, basis, flag = _row_price(self.file, where, cell, self.problems, "SKU")
        if sku.number in self.seen:
            self._problem(
                where,
                "code",
                f"SKU {sku.number} {sku.code!r} is listed twice (also row {self.seen[sku.number]})",
            )
        self.seen.setdefault(sku.number, n)
        if len(basis) > 80 and basis != sku.price_basis:
            self._problem(where, "basis", "longer than 80 characters")
        if price is None:
            return
        as_exported = basis == sku.price_basis  # the basis column left as exported
        if (
            price == sku.price_cny
            and (not basis or as_exported)
            and flag in (None, sku.price_illustrative)
        ):
            self.updates.append(
                PriceUpdate(
                    sku.number, sku.code, sku.price_cny, price, None, sku.price_illustrative
                )
            )
            return
        if price == sku.price_cny and (not basis or as_exported):
            # Only the flag changes: the basis stays as it is.
            self.updates.append(
                PriceUpdate(sku.number, sku.code, sku.price_cny, price, sku.price_basis, bool(flag))
            )
            return
        if as_exported and flag == sku.price_illustrative:
            flag = None  # left over from the export too: it says nothing about the new price
        new_basis = DEFAULT_BASIS if (not basis or as_exported) else basis
        self.updates.append(
            PriceUpdate(sku.number, sku.code, sku.price_cny, price, new_basis, bool(flag))
        )


def _row_price(
    file: str, where: str, cell: Any, problems: list[Problem], what: str = "item"
) -> tuple[int | None, str, bool | None]:
    """The price (None when missing or bad), basis cell and illustrative flag (None when
    blank or bad) of a row pricing a ``what`` ("SKU" or "item"); each problem is added to
    ``problems``."""
    raw_price = cell("price_cny")
    price: int | None = None
    if not raw_price:
        problems.append(
            Problem(
                file, where, "price_cny", f"no price (leave the row out to keep the {what}'s price)"
            )
        )
    else:
        try:
            price = _price(raw_price)
        except ValueError as exc:
            problems.append(Problem(file, where, "price_cny", str(exc)))
    basis = cell("basis")
    raw_flag = cell("illustrative")
    flag: bool | None = None
    if raw_flag:
        flag = _FLAGS.get(unicodedata.normalize("NFKC", raw_flag).casefold())
        if flag is None:
            problems.append(
                Problem(
                    file, where, "illustrative", f"{raw_flag!r}: write true or false (yes/no, 1/0)"
                )
            )
    return price, basis, flag


def _named_item(catalog: Catalog, name: str) -> tuple[str, str] | str:
    """("gpu" | "part", canonical name) of the GPU or part called ``name`` (GPUs first, any
    alias, like :meth:`Catalog.gpu`), or the reason it names none."""
    try:
        return "gpu", catalog.gpu(name).name
    except KeyError:
        pass
    try:
        return "part", catalog.part(name).name
    except KeyError:
        return unknown_name_message(
            "GPU or part", name, [g.name for g in catalog.gpus] + [p.name for p in catalog.parts]
        )


def apply_item_prices(
    catalog: Catalog, items: Iterable[ItemPriceUpdate], name: str, file: str | None = None
) -> Catalog:
    """``catalog`` whose price list prices ``items`` in CNY, each replacing the item's entry.

    ``name`` is the list's name (:func:`price_list_name`); ``file`` its file, kept as each
    entry's ``source`` (the engineer's record, never printed in a quote). An imported entry
    carries the row's basis with the list named ("含税 (Price list 2026-05-04)") and the
    row's flag; the other entries keep the flag they had. A catalog without a price list gets
    one. A list that was illustrative as a whole stops being so once it holds a firm price:
    its remaining entries are then each marked illustrative instead, and its title names the
    new list ("Price list 2026-05-04 (other items: Illustrative price list: ...)"). The SKUs
    priced as the sum of their parts are summed anew (:func:`reprice_parts_skus`).
    """
    source = name
    items = list(items)
    if not items:
        return catalog
    old = catalog.price_list
    firm = any(not i.illustrative for i in items)
    if old is None:
        old = PriceList(title=source, illustrative=False)
    whole = old.illustrative and firm
    new = {
        (i.kind, i.item): PriceEntry(
            item=i.item,
            kind=i.kind,
            amount_cny=Decimal(i.price_cny),
            basis=f"{i.basis} ({source})",
            date=None,
            source=f"{PRICE_NOTE} {file}" if file else source,
            illustrative=i.illustrative,
        )
        for i in items
    }
    entries = []
    for e in old.entries:
        replaced = new.pop((e.kind, e.item), None)
        if replaced is not None:
            entries.append(replaced)
        elif whole and not e.illustrative:
            entries.append(dataclasses.replace(e, illustrative=True))
        else:
            entries.append(e)
    entries.extend(new.values())
    title = f"{source} (other items: {old.title})" if whole else old.title
    return reprice_parts_skus(
        dataclasses.replace(
            catalog,
            price_list=dataclasses.replace(
                old, title=title, entries=tuple(entries), illustrative=old.illustrative and not firm
            ),
        )
    )


def apply_prices(catalog: Catalog, updates: list[PriceUpdate], name: str) -> Catalog:
    """``catalog`` with the updated prices. A changed price's ``price_as_printed`` becomes the
    price written as the seed writes prices ("￥88,000"); a SKU given a new basis gets it with
    the list named by ``name`` (:func:`price_list_name`: title and date, not the file);
    ``price_illustrative`` comes from the list (firm unless it says otherwise).
    A row that only restates a SKU's price (``basis`` None) leaves the SKU as it is."""
    by_number = {u.number: u for u in updates}
    skus = []
    for s in catalog.skus:
        u = by_number.get(s.number)
        if u is None or u.basis is None:
            skus.append(s)
            continue
        basis = s.price_basis if u.basis == s.price_basis else f"{u.basis} ({name})"
        skus.append(
            dataclasses.replace(
                s,
                price_cny=u.price_cny,
                price_as_printed=f"￥{u.price_cny:,}" if u.changed else s.price_as_printed,
                price_basis=basis,
                price_illustrative=u.illustrative,
            )
        )
    return dataclasses.replace(catalog, skus=tuple(skus))
