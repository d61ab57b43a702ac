"""Migrations 0010 and 0011: quotes saved before markets read as mainland China CNY quotes, their
amount (the column renamed ``amount``) in CNY; the history filters amounts in one currency."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from decimal import Decimal

import pytest
from alembic import command
from alembic.config import Config

from rigwright.core.quote.document import quote_from_data
from rigwright.core.storage.database import make_engine, sqlite_url
from rigwright.core.storage.migrations import SCRIPT_LOCATION
from rigwright.core.storage.quote_store import (
    QuoteStoreError,
    list_quotes,
    load_quote,
    open_quote_db,
    save_quote,
)


def _upgrade(tmp_db, revision: str) -> None:
    engine = make_engine(sqlite_url(tmp_db))
    with engine.begin() as connection:
        config = Config()
        config.set_main_option("script_location", str(SCRIPT_LOCATION))
        config.attributes["connection"] = connection
        command.upgrade(config, revision)
    engine.dispose()


OLD_QUOTE = {
    "format": "rigwright-quote/1",
    "number": "Q-2026-0001",
    "date": "2026-11-30",
    "lang": "zh_TW",
    "customer": {"company": "舊客戶"},
    "options": [{"items": [{"kind": "sku", "sku": "1.7"}]}],
    "vat_percent": "13",
}


def test_a_quote_saved_before_markets_reads_as_cn_cny(tmp_db):
    _upgrade(tmp_db, "0009")
    con = sqlite3.connect(tmp_db)
    con.execute("insert into rigwright_meta values ('application', 'rigwright')")
    now = dt.datetime(2026, 11, 30, tzinfo=dt.UTC).isoformat(" ")
    con.execute(
        "insert into quote (number, year, seq, revision, status, customer, contact, "
        "quote_date, amount_cny, options, lang, document, created_at, updated_at) values "
        "('Q-2026-0001', 2026, 1, 1, 'draft', '舊客戶', '', '2026-11-30', '101688.70', 1, "
        "'zh_TW', ?, ?, ?)",
        (json.dumps(OLD_QUOTE, ensure_ascii=False), now, now),
    )
    con.commit()
    con.close()
    engine = open_quote_db(tmp_db)  # upgrades to the head
    try:
        (summary,) = list_quotes(engine)
        assert (summary.market, summary.currency, summary.amount) == (
            "cn",
            "CNY",
            Decimal("101688.70"),
        )
        doc = load_quote(engine, "Q-2026-0001")
        assert (doc.market, doc.currency, doc.lang, doc.vat_percent) == (
            "cn",
            "CNY",
            "zh_TW",
            Decimal(13),
        )
        fields = {k: v for k, v in OLD_QUOTE.items() if k not in ("number", "vat_percent")}
        tw = quote_from_data({**fields, "market": "tw"})
        saved = save_quote(engine, tw, Decimal("100"))
        listed = {s.number: (s.market, s.currency) for s in list_quotes(engine)}
        assert listed[saved.number] == ("tw", "TWD")
        assert load_quote(engine, saved.number).vat_percent == Decimal(5)
    finally:
        engine.dispose()


def test_the_history_filters_amounts_in_one_currency(tmp_db):
    """A TWD total of 412,560.26 is not "more than ¥100,000": the amount filter is in the
    currency asked for, and without one it is refused, not applied across currencies."""
    engine = open_quote_db(tmp_db)
    try:
        fields = {k: v for k, v in OLD_QUOTE.items() if k not in ("number", "vat_percent")}
        save_quote(engine, quote_from_data({**fields, "market": "cn"}), Decimal("101688.70"))
        save_quote(engine, quote_from_data({**fields, "market": "tw"}), Decimal("412560.26"))
        stored = sqlite3.connect(tmp_db).execute("select currency, amount from quote").fetchall()
        assert sorted(stored) == [("CNY", "101688.70"), ("TWD", "412560.26")]

        def listed(**filters):
            return [(s.currency, s.amount) for s in list_quotes(engine, **filters)]

        assert listed(amount_min=Decimal(200000), currency="CNY") == []
        assert listed(amount_min=Decimal(200000), currency="TWD") == [("TWD", Decimal("412560.26"))]
        assert listed(currency="CNY") == [("CNY", Decimal("101688.70"))]
        with pytest.raises(QuoteStoreError, match="needs the currency"):
            list_quotes(engine, amount_min=Decimal(1))
        with pytest.raises(QuoteStoreError, match="'EUR' is not a quote currency"):
            list_quotes(engine, currency="EUR")
    finally:
        engine.dispose()
