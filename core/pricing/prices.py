"""Prices of GPUs and platform parts from a catalog's price list, and totals over builds:
exact (``Decimal``, a USD price times the list's dated rate, or set in CNY); an unpriced item
is :data:`PRICE_TO_BE_SET`, never zero, and a total counts the items it could not price.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from rigwright.core.catalog.model import (
    Catalog,
    PriceEntry,
    data_text,
    normalise_name,
    unknown_name_message,
)
from rigwright.core.pricing.money import format_cny
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text, as_text

PRICE_TO_BE_SET_TEXT = QT_TRANSLATE_NOOP("pricing", "price to be set")
""":data:`PRICE_TO_BE_SET`, translatable (the window's words)."""

PRICE_TO_BE_SET = str(PRICE_TO_BE_SET_TEXT)
"""How every view words a missing price (JSON ``null``)."""


@dataclass(frozen=True, slots=True, eq=False)
class Price:
    """The price of one item.

    Attributes:
        amount_cny: the price in CNY, exact; None when the item has no price ("price to be
            set", never 0).
        basis_text: how it was reached ("launch MSRP USD 1599 (2022-10-12) × 7.10 CNY/USD on
            2026-11-30"), or :data:`PRICE_TO_BE_SET_TEXT`: a
            :class:`rigwright.core.text.i18n.Text` the window shows in its language, or a plain
            string kept as it is (English in :attr:`basis`).
        illustrative: True when the price only illustrates (every total using it says so).
    """

    amount_cny: Decimal | None
    basis_text: Text | str = PRICE_TO_BE_SET_TEXT
    illustrative: bool = False

    @property
    def basis(self) -> str:
        """How the price was reached, in English (the command line's and the JSON's)."""
        return str(self.basis_text)

    def _key(self) -> tuple[Decimal | None, str, bool]:
        return self.amount_cny, self.basis, self.illustrative

    def __eq__(self, other: object) -> bool:
        """Prices compare by amount, basis in English and illustrative (a basis given as a
        plain string equals the same words as a :class:`Text`)."""
        if not isinstance(other, Price):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        """Hashes as it compares (:meth:`__eq__`)."""
        return hash(self._key())

    @property
    def is_set(self) -> bool:
        """True when the item has a price (``amount_cny`` is not None)."""
        return self.amount_cny is not None

    def label(self) -> str:
        """The price as "¥11,352.90" (with " (illustrative)" when so), or "price to be set"."""
        return str(self.label_text())

    def label_text(self) -> Text:
        """:meth:`label`, translatable."""
        if self.amount_cny is None:
            return PRICE_TO_BE_SET_TEXT
        return amount_text(self.amount_cny, self.illustrative)


def amount_text(amount: Decimal, illustrative: bool = False) -> Text:
    """``format_cny(amount)``, followed by " (illustrative)" when ``illustrative``, as a
    translatable :class:`Text` (the amount itself is the same in every language)."""
    if illustrative:
        return QT_TRANSLATE_NOOP("pricing", "{amount} (illustrative)").format(
            amount=format_cny(amount)
        )
    return as_text(format_cny(amount))


def _entry(catalog: Catalog, name: str, kind: str | None) -> tuple[str, PriceEntry | None]:
    """(canonical name, price entry or None) of the GPU or part called ``name``.

    Raises:
        KeyError: no GPU or part has that name.
    """
    entries = catalog.price_list.entries if catalog.price_list else ()
    if kind in (None, "gpu"):
        try:
            gpu = catalog.gpu(name)
        except KeyError:
            if kind == "gpu":
                raise
        else:
            return gpu.name, next(
                (e for e in entries if e.kind == "gpu" and e.item == gpu.name), None
            )
    try:
        part = catalog.part(name)
    except KeyError:
        if kind == "part":
            raise
        raise KeyError(
            unknown_name_message(
                "GPU or part",
                name,
                [g.name for g in catalog.gpus] + [p.name for p in catalog.parts],
            )
        ) from None
    return part.name, next((e for e in entries if e.kind == "part" and e.item == part.name), None)


def entry_price(catalog: Catalog, entry: PriceEntry) -> Price:
    """The price a price-list entry gives, in CNY, with its basis."""
    pl = catalog.price_list
    illustrative = entry.illustrative or bool(pl and pl.illustrative)
    date = entry.date or QT_TRANSLATE_NOOP("pricing", "date not stated")
    if entry.amount_cny is not None:
        return Price(
            entry.amount_cny,
            QT_TRANSLATE_NOOP("pricing", "{basis} CNY {amount} ({date})").format(
                basis=data_text(entry.basis), amount=entry.amount_cny, date=date
            ),
            illustrative,
        )
    rate = pl.exchange_rate if pl else None
    amount = entry.cny(rate.cny_per_usd if rate else None)
    if amount is None or rate is None:
        return Price(None)
    return Price(
        amount,
        QT_TRANSLATE_NOOP(
            "pricing", "{basis} USD {amount} ({date}) × {rate} CNY/USD on {as_of}"
        ).format(
            basis=data_text(entry.basis),
            amount=entry.amount_usd,
            date=date,
            rate=rate.cny_per_usd,
            as_of=rate.as_of,
        ),
        illustrative,
    )


def price_of(catalog: Catalog, name: str, kind: str | None = None) -> Price:
    """The price of the GPU or part called ``name`` (any alias, ignoring case and spaces).

    Args:
        catalog: the catalog whose price list is read.
        name: the GPU's or part's name or alias.
        kind: "gpu" or "part" to look in one only; default GPUs first, then parts.

    Returns:
        Its price, or ``Price(None)`` ("price to be set") when the catalog has no price
        list or the list does not price it.

    Raises:
        KeyError: no GPU or part has that name.
    """
    _, entry = _entry(catalog, name, kind)
    return Price(None) if entry is None else entry_price(catalog, entry)


@dataclass(frozen=True, slots=True)
class PriceTotal:
    """A total over several items.

    Attributes:
        known_cny: the sum of the known prices (count × price), exact.
        lines: (name, count, price) per item, in the order given.
        unpriced: the names of the items with no price (not counted, never as zero).
        illustrative: True when any counted price only illustrates.
    """

    known_cny: Decimal
    lines: tuple[tuple[str, int, Price], ...]
    unpriced: tuple[str, ...]
    illustrative: bool

    @property
    def complete(self) -> bool:
        """True when every item has a price."""
        return not self.unpriced

    def label(self) -> str:
        """The total as "¥91,234.50 (illustrative) plus 2 items price to be set" and the
        like."""
        return str(self.label_text())

    def label_text(self) -> Text:
        """:meth:`label`, translatable."""
        n = len(self.unpriced)
        if n and not any(p.is_set for _, _, p in self.lines):
            return PRICE_TO_BE_SET_TEXT
        known = amount_text(self.known_cny, self.illustrative)
        if n == 1:
            return QT_TRANSLATE_NOOP("pricing", "{known} plus 1 item price to be set").format(
                known=known
            )
        if n:
            return QT_TRANSLATE_NOOP("pricing", "{known} plus {n} items price to be set").format(
                known=known, n=n
            )
        return known


def total_price(catalog: Catalog, items: Iterable[str | tuple[str, int]]) -> PriceTotal:
    """The total of ``items``: GPU or part names, or (name, count) pairs.

    Raises:
        KeyError: an item names no GPU or part.
        ValueError: a count below 1.
    """
    lines: list[tuple[str, int, Price]] = []
    unpriced: list[str] = []
    known = Decimal(0)
    illustrative = False
    for item in items:
        name, count = (item, 1) if isinstance(item, str) else item
        if count < 1:
            raise ValueError(f"{name}: count must be 1 or more, got {count}")
        canonical, entry = _entry(catalog, name, None)
        price = Price(None) if entry is None else entry_price(catalog, entry)
        lines.append((canonical, count, price))
        if price.amount_cny is None:
            if normalise_name(canonical) not in map(normalise_name, unpriced):
                unpriced.append(canonical)
        else:
            known += count * price.amount_cny
            illustrative = illustrative or price.illustrative
    return PriceTotal(known, tuple(lines), tuple(unpriced), illustrative)
