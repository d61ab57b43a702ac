"""The quote editor's market: currency, tax and capitals follow it, not the language."""

from __future__ import annotations

from decimal import Decimal


def _pick(editor, market: str) -> None:
    editor.market_combo.setCurrentIndex(editor.market_combo.findData(market))


def test_the_editor_shows_and_changes_the_market(editor):
    assert editor.market_combo.currentData() == "cn"
    assert editor.market_combo.currentText() == "Mainland China · CNY"
    _pick(editor, "tw")
    doc = editor.document()
    assert (doc.market, doc.currency, doc.vat_percent) == ("tw", "TWD", Decimal(5))
    assert doc.exchange_rate is not None and doc.exchange_rate.currency == "TWD"
    assert editor.vat_edit.text() == "5"
    # 89,990 / 0.229032 = 392,914.53; 5 % business tax 19,645.73
    assert editor.totals.subtotal.text() == "NT$392,914.53"
    assert editor.totals.total.text() == "NT$412,560.26"
    editor.lang_combo.setCurrentIndex(editor.lang_combo.findData("zh_TW"))
    assert editor.totals.capitals.text() == "大寫：新臺幣肆拾壹萬貳仟伍佰陸拾元貳角陸分"
    _pick(editor, "intl")
    assert editor.document().vat_percent == 0
    assert editor.totals.total.text() == "US$12,674.65"
    assert not editor.totals.capitals.isVisibleTo(editor)  # no capitals for USD
    _pick(editor, "cn")
    assert editor.totals.total.text() == "¥101,688.70 CNY"
    assert editor.document().market == "cn" and editor.document().exchange_rate is None
