"""The quote history as rows for the vendor's CRM: one row per quote revision and option, with
stable English column keys (docs/quotes-page.md, "Exporting the history")."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol

EXPORT_COLUMNS: tuple[str, ...] = (
    "number",
    "revision",
    "date",
    "customer",
    "status",
    "currency",
    # An "engineer" column (who made the revision) goes here once quotes record their
    # engineer; a CRM import maps columns by key, so adding it later moves nothing it reads.
    "option",
    "option_total_incl_tax",
)
"""The columns of an export, in order. Options are alternatives the customer chooses among,
so there is no quote total: each option's total is a row of its own."""


def option_letter(index: int) -> str:
    """The option's letter as the quote names it: "A" for 0, "B" for 1, ..."""
    return chr(ord("A") + index)


@dataclass(frozen=True, slots=True)
class OptionTotal:
    """One option of a quote revision and its total.

    Attributes:
        letter: "A", "B", ... (:func:`option_letter`).
        total: the option's total incl. tax in the quote's currency, exact to the cent; None
            when the revision cannot be priced (an unknown SKU, a catalog no longer there).
    """

    letter: str
    total: Decimal | None


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One row of an export, its fields named as :data:`EXPORT_COLUMNS` names them."""

    number: str
    revision: int
    date: _dt.date
    customer: str
    status: str
    currency: str
    option: str
    option_total_incl_tax: Decimal | None

    def values(self) -> tuple[str | int | _dt.date | Decimal | None, ...]:
        """The row's values in :data:`EXPORT_COLUMNS` order."""
        return tuple(getattr(self, key) for key in EXPORT_COLUMNS)


class SavedRevision(Protocol):
    """What a row needs of a saved revision (the history's
    :class:`rigwright.core.storage.quote_store.QuoteSummary` has it)."""

    @property
    def number(self) -> str:
        """The quote number, "Q-2026-0001"."""

    @property
    def revision(self) -> int:
        """1, 2, ..."""

    @property
    def date(self) -> _dt.date:
        """The quote's date."""

    @property
    def customer(self) -> str:
        """The customer's company."""

    @property
    def status(self) -> str:
        """One of draft, sent, won, lost."""

    @property
    def currency(self) -> str:
        """The ISO code of every amount: CNY, TWD, HKD or USD."""


def option_totals(count: int, totals: Sequence[Decimal | None] | None) -> tuple[OptionTotal, ...]:
    """The ``count`` options of a revision with their totals (``totals``, in option order, as
    :func:`rigwright.core.quote.resolve.resolve_quote` gives them; None: not priced).

    Raises:
        ValueError: ``totals`` does not have ``count`` totals.
    """
    if totals is not None and len(totals) != count:
        raise ValueError(f"{len(totals)} totals for {count} options")
    return tuple(
        OptionTotal(option_letter(i), None if totals is None else totals[i]) for i in range(count)
    )


def revision_rows(saved: SavedRevision, totals: Iterable[OptionTotal]) -> list[HistoryRow]:
    """The export rows of one saved revision, one per option (``totals``), in option order."""
    return [
        HistoryRow(
            number=saved.number,
            revision=saved.revision,
            date=saved.date,
            customer=saved.customer,
            status=saved.status,
            currency=saved.currency,
            option=option.letter,
            option_total_incl_tax=option.total,
        )
        for option in totals
    ]


def _order(row: HistoryRow) -> tuple[int, int, int, str]:
    """A quote number ("Q-2026-0012") sorts by year, then sequence as a number."""
    _q, year, seq = row.number.split("-")
    return int(year), int(seq), row.revision, row.option


def history_rows(
    revisions: Iterable[tuple[SavedRevision, Sequence[OptionTotal]]],
) -> list[HistoryRow]:
    """The rows of every revision given (each with its options' totals), ordered by number
    (year, then sequence), revision and option, whatever order they came in."""
    return sorted(
        (row for saved, totals in revisions for row in revision_rows(saved, totals)), key=_order
    )


__all__ = [
    "EXPORT_COLUMNS",
    "HistoryRow",
    "OptionTotal",
    "SavedRevision",
    "history_rows",
    "option_letter",
    "option_totals",
    "revision_rows",
]
