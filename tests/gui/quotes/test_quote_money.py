"""The money of a quote on screen follows the quote: the history shows and filters each quote's
amount in its own currency, the totals name the market's tax, and every amount is written in
the currency of the quote it belongs to (two editors open on quotes of two markets each keep
their own)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from rigwright.core.quote.document import quote_for_sku
from rigwright.core.quote.markets import quote_in_market
from rigwright.core.storage.quote_store import list_quotes, save_quote
from rigwright.gui.quotes.history import COL_AMOUNT, COL_CUSTOMER
from rigwright.gui.quotes.line_table import COL_AMOUNT as LINE_AMOUNT
from rigwright.gui.widgets import i18n


@pytest.fixture
def mixed_quotes(qtbot, state, seed_catalog):
    """A history of a CNY, a TWD and a USD quote whose amounts sort otherwise than their
    currencies' values."""
    from rigwright.gui.quotes.tab import QuotesTab

    state.select_sku(seed_catalog.sku("1.7"))
    tab = QuotesTab(state, default_lang=lambda: "en")
    qtbot.addWidget(tab)
    engine = tab.engine()
    for company, market, amount, day in (
        ("Yuan Ltd", "cn", "101688.70", dt.date(2026, 1, 5)),
        ("Taipei Co", "tw", "412560.26", dt.date(2026, 2, 1)),
        ("Export Inc", "intl", "12674.65", dt.date(2026, 3, 9)),
    ):
        doc = quote_for_sku(seed_catalog.sku("1.7"), company, "en", today=day)
        save_quote(engine, quote_in_market(doc, market), Decimal(amount))
    tab.history.refresh()
    return tab


def test_the_history_writes_each_amount_in_its_quotes_currency(mixed_quotes):
    history = mixed_quotes.history
    history.table.sortByColumn(COL_CUSTOMER, Qt.SortOrder.AscendingOrder)
    assert history.shown(COL_AMOUNT) == ["A US$12,674.65", "A NT$412,560.26", "A ¥101,688.70 CNY"]
    summaries = list_quotes(mixed_quotes.engine())
    assert {(s.currency, s.amount) for s in summaries} == {
        ("CNY", Decimal("101688.70")),
        ("TWD", Decimal("412560.26")),
        ("USD", Decimal("12674.65")),
    }


def test_the_amount_filter_is_in_the_currency_chosen(mixed_quotes):
    history = mixed_quotes.history
    history.currency_combo.setCurrentIndex(history.currency_combo.findData("TWD"))
    assert history.amount_min.placeholderText() == "min NT$"
    history.amount_min.setText("NT$100,000")
    history.refresh()
    # 412,560.26 TWD is above 100,000 TWD; the CNY quote is not a TWD amount at all.
    assert history.shown(COL_CUSTOMER) == ["Taipei Co"]
    history.currency_combo.setCurrentIndex(history.currency_combo.findData("CNY"))
    assert history.shown(COL_CUSTOMER) == ["Yuan Ltd"]
    history.currency_combo.setCurrentIndex(0)  # any currency: an amount cannot be compared
    assert history.filter_error.isVisibleTo(history)
    assert "choose the currency" in history.filter_error.text()
    history.amount_min.setText("")
    history.refresh()
    assert len(history.shown()) == 3


@pytest.mark.parametrize(
    ("market", "lang", "tax", "total"),
    [
        ("cn", "en", "VAT 13 %", "Total incl. VAT"),
        ("tw", "en", "Business tax 5 %", "Total incl. business tax"),
        ("tw", "zh_TW", "營業稅 5 %", "含稅總價"),
        ("tw", "zh_CN", "营业税 5 %", "含税总价"),
        ("cn", "zh_TW", "增值稅 13 %", "含稅總價"),
    ],
)
def test_the_totals_name_the_markets_tax(editor, market, lang, tax, total):
    editor.market_combo.setCurrentIndex(editor.market_combo.findData(market))
    assert i18n.set_language(lang)  # the window's language: the screen's words follow it
    QApplication.processEvents()  # Qt posts the language change
    try:
        assert editor.totals.vat_caption.text() == tax
        assert editor.totals.vat_caption.isVisibleTo(editor)
        assert editor.totals.total_caption.text() == total
    finally:
        i18n.set_language("en")
        QApplication.processEvents()


def test_a_market_without_tax_shows_no_tax_row(editor):
    editor.market_combo.setCurrentIndex(editor.market_combo.findData("hk"))
    assert not editor.totals.vat_caption.isVisibleTo(editor)
    assert not editor.totals.vat.isVisibleTo(editor)
    assert editor.totals.total_caption.text() == "Total"


def test_two_editors_keep_their_own_currency(qtbot, editor, state, seed_catalog):
    from rigwright.gui.quotes.editor import QuoteEditor

    editor.market_combo.setCurrentIndex(editor.market_combo.findData("tw"))
    taiwan = editor.pages[0].model.index(0, LINE_AMOUNT).data()
    assert taiwan.startswith("NT$")
    other = QuoteEditor(state)
    qtbot.addWidget(other)
    other.set_document(quote_for_sku(seed_catalog.sku("1.7"), "Other", "en"))
    assert other.pages[0].model.index(0, LINE_AMOUNT).data().startswith("¥")
    # The Taiwan quote's cells, drawn again after the other quote was shown, stay in NT$.
    assert editor.pages[0].model.index(0, LINE_AMOUNT).data() == taiwan
    assert editor.totals.subtotal.text().startswith("NT$")
