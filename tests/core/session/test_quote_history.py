"""The quote history's export (rigwright.core.session.quote_history through the QuoteBook): one
row per revision and option, priced as the editor prices them, written as CSV or XLSX."""

from __future__ import annotations

import csv
import datetime as dt
from decimal import Decimal

import pytest
from openpyxl import load_workbook

from rigwright.core.io.files import TargetError
from rigwright.core.io.table_files import TableFormatError
from rigwright.core.quote.document import QuoteDocument, resolve_quote
from rigwright.core.session.quotes import QuoteBook
from rigwright.core.storage.quote_store import open_quote_db


def extra(price: str, quantity: int = 1) -> dict:
    return {
        "kind": "extra",
        "description": "Installation",
        "unit_price": price,
        "quantity": quantity,
    }


def cn_quote() -> QuoteDocument:
    """Three options: a seed SKU at its catalog price, and two of typed prices."""
    return QuoteDocument.model_validate(
        {
            "customer": {"company": "华星科技有限公司"},
            "date": dt.date(2026, 3, 1),
            "options": [
                {"items": [{"kind": "sku", "sku": "1.2"}]},
                {"items": [extra("63653.00")]},
                {"items": [extra("1000.00", 2)], "discount": "10%"},
            ],
        }
    )


def tw_quote() -> QuoteDocument:
    return QuoteDocument.model_validate(
        {
            "customer": {"company": "華星電腦股份有限公司"},
            "date": dt.date(2026, 4, 2),
            "market": "tw",
            "options": [{"items": [extra("100000.00")]}],
        }
    )


@pytest.fixture
def book(tmp_db):
    engine = open_quote_db(tmp_db)
    yield QuoteBook(engine, tmp_db)
    engine.dispose()


@pytest.fixture
def history(book, seed_catalog):
    """Q-2026-0001 sent then revised (R2), Q-2026-0002 in TWD; the SKU's total as priced."""
    first = book.save(cn_quote(), None)
    book.set_status(first.number, 1, "sent")
    book.revise(first.number)
    book.save(tw_quote(), None)
    sku_total = resolve_quote(cn_quote(), seed_catalog).options[0].totals.total
    return sku_total


def expected_rows(sku_total: Decimal, today: dt.date) -> list[tuple]:
    cn = ("华星科技有限公司", "CNY")
    return [
        ("Q-2026-0001", 1, dt.date(2026, 3, 1), cn[0], "sent", "CNY", "A", sku_total),
        ("Q-2026-0001", 1, dt.date(2026, 3, 1), cn[0], "sent", "CNY", "B", Decimal("71927.89")),
        ("Q-2026-0001", 1, dt.date(2026, 3, 1), cn[0], "sent", "CNY", "C", Decimal("2034.00")),
        ("Q-2026-0001", 2, today, cn[0], "draft", "CNY", "A", sku_total),
        ("Q-2026-0001", 2, today, cn[0], "draft", "CNY", "B", Decimal("71927.89")),
        ("Q-2026-0001", 2, today, cn[0], "draft", "CNY", "C", Decimal("2034.00")),
        (
            "Q-2026-0002", 1, dt.date(2026, 4, 2), "華星電腦股份有限公司", "draft", "TWD", "A",
            Decimal("105000.00"),
        ),
    ]  # fmt: skip


def test_the_csv_export_has_a_row_per_revision_and_option(book, history, tmp_path):
    export = book.export_history(tmp_path / "crm.csv")
    assert export.problems == ()
    expected = expected_rows(history, dt.date.today())
    assert [row.values() for row in export.rows] == expected
    with (tmp_path / "crm.csv").open(encoding="utf-8-sig", newline="") as f:
        read = list(csv.reader(f))
    assert read[0] == [
        "number", "revision", "date", "customer", "status", "currency", "option",
        "option_total_incl_tax",
    ]  # fmt: skip
    assert read[1:] == [
        [n, str(r), d.isoformat(), c, s, cur, o, f"{t:.2f}"]
        for n, r, d, c, s, cur, o, t in expected
    ]


def test_the_xlsx_export_reads_back_exactly(book, history, tmp_path):
    book.export_history(tmp_path / "crm.xlsx")
    sheet = load_workbook(tmp_path / "crm.xlsx")["quotes"]
    read = [
        (n, r, d.date(), c, s, cur, o, Decimal(str(t)).quantize(Decimal("0.01")))
        for n, r, d, c, s, cur, o, t in list(sheet.iter_rows(values_only=True))[1:]
    ]
    assert read == expected_rows(history, dt.date.today())


def test_a_revision_whose_catalog_is_gone_keeps_its_rows_without_totals(book, tmp_path):
    doc = cn_quote().model_copy(update={"catalog": "retired-2019"})
    book.save(doc, None)
    export = book.export_history(tmp_path / "crm.csv")
    assert [(row.option, row.option_total_incl_tax) for row in export.rows] == [
        ("A", None),
        ("B", None),
        ("C", None),
    ]
    assert len(export.problems) == 1 and export.problems[0].startswith("Q-2026-0001 R1: ")
    assert "retired-2019" in export.problems[0]


def test_a_bad_extension_is_refused_before_the_history_is_read(book, tmp_path):
    with pytest.raises(TableFormatError, match="'.ods'"):
        book.export_history(tmp_path / "crm.ods")
    assert list(tmp_path.glob("crm*")) == []


def test_an_unwritable_path_leaves_nothing(book, history, tmp_path):
    with pytest.raises(TargetError):
        book.export_history(tmp_path / "missing" / "crm.csv")
    assert not (tmp_path / "missing").exists()


def test_the_book_prices_each_listed_quotes_options(book, history):
    priced = book.option_totals(book.quotes())
    totals, reason = priced["Q-2026-0001", 2]
    assert reason is None
    assert [(o.letter, o.total) for o in totals] == [
        ("A", history),
        ("B", Decimal("71927.89")),
        ("C", Decimal("2034.00")),
    ]
    assert [(o.letter, o.total) for o in priced["Q-2026-0002", 1][0]] == [
        ("A", Decimal("105000.00"))
    ]


def test_a_damaged_revision_keeps_its_rows_and_is_named(book, history, tmp_db, tmp_path):
    import sqlite3

    with sqlite3.connect(tmp_db) as db:
        db.execute("UPDATE quote SET document = '{' WHERE number = 'Q-2026-0002'")
    export = book.export_history(tmp_path / "crm.csv")
    damaged = [row for row in export.rows if row.number == "Q-2026-0002"]
    assert [(r.customer, r.currency, r.option, r.option_total_incl_tax) for r in damaged] == [
        ("華星電腦股份有限公司", "TWD", "A", None)
    ]
    assert export.problems == ("Q-2026-0002 R1 is damaged in the quote history and cannot be "
                               "opened (not valid JSON)",)  # fmt: skip
    priced = book.option_totals(book.quotes())
    assert priced["Q-2026-0002", 1][0][0].total is None
    assert "damaged" in priced["Q-2026-0002", 1][1]
    assert priced["Q-2026-0001", 2][1] is None


def test_a_sent_revision_keeps_the_totals_it_was_saved_with(book, seed_catalog, tmp_path):
    # The SKU line takes its price from the catalog: priced anew at export, a sent quote's
    # total would follow any later price change, not what the customer received.
    doc = cn_quote()
    resolved = resolve_quote(doc, seed_catalog)
    sent_with = [o.totals.total - Decimal("1000.00") for o in resolved.options]  # not today's
    saved = book.save(doc, min(sent_with), sent_with)
    book.set_status(saved.number, 1, "sent")
    export = book.export_history(tmp_path / "crm.csv")
    assert [row.option_total_incl_tax for row in export.rows] == sent_with
    listed = book.option_totals(book.revisions(saved.number))
    assert [t.total for t in listed[(saved.number, 1)][0]] == sent_with
    # A revision keeps them too (the same document, until it is saved again).
    book.revise(saved.number)
    export = book.export_history(tmp_path / "crm.csv")
    assert [row.option_total_incl_tax for row in export.rows] == sent_with * 2


def test_one_total_per_option_or_nothing_is_saved(book):
    from rigwright.core.storage.quote_store import QuoteStoreError

    with pytest.raises(QuoteStoreError, match="2 option totals for 3 options"):
        book.save(cn_quote(), None, [Decimal(1), Decimal(2)])
    assert book.quotes() == []
