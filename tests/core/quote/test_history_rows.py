"""The quote history's export rows (rigwright.core.quote.history_rows): one per revision and
option, in a fixed column order, exact amounts in each quote's own currency."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

import pytest

from rigwright.core.quote.history_rows import (
    EXPORT_COLUMNS,
    HistoryRow,
    history_rows,
    option_totals,
)


@dataclass(frozen=True)
class Saved:
    number: str
    revision: int
    date: dt.date
    customer: str
    status: str
    currency: str


def test_the_columns_are_the_stable_english_keys_in_order_without_a_quote_total():
    assert EXPORT_COLUMNS == (
        "number",
        "revision",
        "date",
        "customer",
        "status",
        "currency",
        "option",
        "option_total_incl_tax",
    )


def test_one_row_per_revision_and_option_in_each_quotes_currency():
    cn1 = Saved("Q-2026-0002", 1, dt.date(2026, 3, 1), "华星科技", "sent", "CNY")
    cn2 = Saved("Q-2026-0002", 2, dt.date(2026, 3, 9), "华星科技", "draft", "CNY")
    tw = Saved("Q-2026-0010", 1, dt.date(2026, 4, 2), "華星電腦", "won", "TWD")
    rows = history_rows(
        [
            # Given out of order: the rows come by number (as a number), revision, option.
            (tw, option_totals(1, [Decimal("412560.26")])),
            (cn2, option_totals(3, [Decimal("71927.89"), Decimal("80450.00"), Decimal("0.01")])),
            (cn1, option_totals(2, [Decimal("71927.89"), Decimal("99999.99")])),
        ]
    )
    assert [(r.number, r.revision, r.status, r.currency, r.option, r.option_total_incl_tax)
            for r in rows] == [
        ("Q-2026-0002", 1, "sent", "CNY", "A", Decimal("71927.89")),
        ("Q-2026-0002", 1, "sent", "CNY", "B", Decimal("99999.99")),
        ("Q-2026-0002", 2, "draft", "CNY", "A", Decimal("71927.89")),
        ("Q-2026-0002", 2, "draft", "CNY", "B", Decimal("80450.00")),
        ("Q-2026-0002", 2, "draft", "CNY", "C", Decimal("0.01")),
        ("Q-2026-0010", 1, "won", "TWD", "A", Decimal("412560.26")),
    ]  # fmt: skip
    # A whole row, in the columns' order.
    assert rows[-1].values() == (
        "Q-2026-0010", 1, dt.date(2026, 4, 2), "華星電腦", "won", "TWD", "A", Decimal("412560.26")
    )  # fmt: skip
    assert [r.date for r in rows[:3]] == [dt.date(2026, 3, 1)] * 2 + [dt.date(2026, 3, 9)]
    assert all(isinstance(row, HistoryRow) for row in rows)


def test_a_sequence_past_9999_sorts_as_a_number():
    late = Saved("Q-2026-10000", 1, dt.date(2026, 1, 1), "A", "draft", "CNY")
    early = Saved("Q-2026-0999", 1, dt.date(2026, 1, 1), "B", "draft", "CNY")
    rows = history_rows([(late, option_totals(1, None)), (early, option_totals(1, None))])
    assert [row.number for row in rows] == ["Q-2026-0999", "Q-2026-10000"]


def test_a_revision_that_cannot_be_priced_keeps_its_rows_without_totals():
    saved = Saved("Q-2026-0001", 1, dt.date(2026, 1, 1), "ACME", "lost", "USD")
    rows = history_rows([(saved, option_totals(2, None))])
    assert [(row.option, row.option_total_incl_tax) for row in rows] == [("A", None), ("B", None)]


def test_totals_must_match_the_options():
    with pytest.raises(ValueError, match="2 totals for 3 options"):
        option_totals(3, [Decimal(1), Decimal(2)])
