"""Tests for gui/quotes/editor.py: editing a quote document, its live totals, and refusing bad
input with a message naming the field while the document stays valid."""

from __future__ import annotations

import dataclasses
import datetime as dt
from decimal import Decimal

import pytest
from PySide6.QtCore import QDate, Qt

from rigwright.core.build.model import GpuLine
from rigwright.core.pricing.prices import Price
from rigwright.core.quote.document import (
    LineItem,
    VendorProfile,
    quote_for_sku,
    quote_from_data,
)
from rigwright.core.session.session import Session
from rigwright.gui.quotes.editor import (
    COL_AMOUNT,
    COL_COST,
    COL_DESCRIPTION,
    COL_DISCOUNT,
    COL_MARGIN,
    COL_PRICE,
    COL_QTY,
    NO_QUOTE,
    QuoteEditor,
    describe,
    money_input,
    plain_tip,
    quantity_input,
)
from tests.gui.conftest import QUOTE_DAY

DAY = QUOTE_DAY  # the editor fixture's quote date


def _cell(editor, row, col, option=0):
    model = editor.pages[option].model
    return model.index(row, col)


def _edit(editor, row, col, text, option=0):
    model = editor.pages[option].model
    model.setData(model.index(row, col), text)
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()  # the problems strip follows on the next turn


def _problems(editor) -> str:
    return editor.problems_label.text() if editor.problems_label.isVisibleTo(editor) else ""


# ---------------------------------------------------------------------- totals
def test_a_new_quote_totals_the_seed_price(editor):
    totals = editor.totals
    assert totals.subtotal.text() == "¥89,990.00 CNY"
    assert totals.vat.text() == "¥11,698.70 CNY" and totals.vat_caption.text() == "VAT 13 %"
    assert totals.total.text() == "¥101,688.70 CNY"
    assert not totals.capitals.isVisibleTo(editor)  # an English quote
    assert editor.pages[0].model.index(0, COL_AMOUNT).data() == "¥89,990.00 CNY"
    assert not editor.is_dirty()


def test_editing_the_quantity_changes_the_total(editor):
    _edit(editor, 0, COL_QTY, "2")
    assert editor.document().options[0].items[0].quantity == 2
    assert _cell(editor, 0, COL_AMOUNT).data() == "¥179,980.00 CNY"
    assert editor.totals.total.text() == "¥203,377.40 CNY"  # 179,980.00 + 13 % (23,397.40)
    assert editor.is_dirty()


def test_a_line_discount_in_percent_then_vat_rounds_half_up(editor):
    _edit(editor, 0, COL_DISCOUNT, "5%")
    # 89,990.00 − 4,499.50 = 85,490.50; VAT 11,113.765 -> 11,113.77
    assert _cell(editor, 0, COL_AMOUNT).data() == "¥85,490.50 CNY"
    assert editor.totals.vat.text() == "¥11,113.77 CNY"
    assert editor.totals.total.text() == "¥96,604.27 CNY"


def test_an_option_discount_as_people_type_it_and_a_refused_one_says_the_totals_stand(editor):
    page = editor.pages[0]
    page.discount_edit.setText("¥1,000")
    page.discount_edit.editingFinished.emit()
    assert editor.document().options[0].discount.value == Decimal(1000)
    page.discount_edit.setText("1千")  # as an input method enters it
    page.discount_edit.editingFinished.emit()
    assert editor.document().options[0].discount.value == Decimal(1000)
    page.discount_edit.setText("a lot")
    page.discount_edit.editingFinished.emit()
    assert editor.document().options[0].discount.value == Decimal(1000)  # the last accepted
    shown = _problems(editor)
    assert "discount" in shown and shown.endswith(
        "The totals use the last accepted value of each field marked."
    )


def test_an_option_discount_in_yuan(editor):
    page = editor.pages[0]
    page.discount_edit.setText("990")
    page.discount_edit.editingFinished.emit()
    assert editor.document().options[0].discount.value == Decimal(990)
    assert editor.totals.discount.text() == "-¥990.00 CNY (¥990.00)"
    assert editor.totals.discounted.text() == "¥89,000.00 CNY"
    assert editor.totals.total.text() == "¥100,570.00 CNY"


def test_the_vat_rate_is_editable(editor):
    editor.vat_edit.setText("6")
    editor.vat_edit.editingFinished.emit()
    assert editor.document().vat_percent == 6
    assert editor.totals.vat_caption.text() == "VAT 6 %"
    assert editor.totals.total.text() == "¥95,389.40 CNY"


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("zh_CN", "大写：壹拾万壹仟陆佰捌拾捌元柒角"),
        ("zh_TW", "大寫：壹拾萬壹仟陸佰捌拾捌元柒角"),
    ],
)
def test_a_chinese_quote_shows_the_total_in_capitals(editor, lang, words):
    editor.lang_combo.setCurrentIndex(editor.lang_combo.findData(lang))
    assert editor.document().lang == lang
    assert editor.totals.capitals.isVisibleTo(editor)
    assert editor.totals.capitals.text() == words
    assert editor.option_tabs.tabText(0) == "方案 A"
    assert (
        _cell(editor, 0, COL_DESCRIPTION)
        .data()
        .startswith("深度学习工作站" if lang == "zh_CN" else "深度學習工作站")
    )


# ---------------------------------------------------------------------- bad input
@pytest.mark.parametrize(
    ("col", "typed", "where", "reason"),
    [
        (COL_PRICE, "89a90", "Option A, row 1, Unit price", "'89a90' is not a number"),
        (COL_PRICE, "1,5", "Option A, row 1, Unit price", "is not a number"),
        (COL_DISCOUNT, "120%", "Option A, row 1, Discount", "120 % is more than 100 %"),
        (COL_DISCOUNT, "99999", "Option A, row 1, Discount", "99999 is more than the 89990.00"),
        (COL_DISCOUNT, "-5%", "Option A, row 1, Discount", "negative"),
        (COL_QTY, "abc", "Option A, row 1, Qty", "'abc' is not a whole number"),
        (COL_QTY, "0", "Option A, row 1, Qty", "0 is not between 1 and 100,000"),
        (COL_QTY, "1.5", "Option A, row 1, Qty", "is not a whole number"),
        (COL_COST, "lots", "Option A, row 1, Unit cost", "'lots' is not a number"),
    ],
)
def test_a_bad_cell_is_refused_marked_and_named(editor, col, typed, where, reason):
    before = editor.document()
    _edit(editor, 0, col, typed)
    assert editor.document() == before  # never replaced by an invalid one
    index = _cell(editor, 0, col)
    assert index.data() == typed  # what was typed stays, marked
    assert index.data(Qt.ItemDataRole.BackgroundRole) is not None
    assert where in index.data(Qt.ItemDataRole.ToolTipRole)
    shown = _problems(editor)
    assert f"{where}:" in shown and reason in shown, shown
    assert editor.totals.total.text() == "¥101,688.70 CNY"
    assert editor.is_dirty()  # a refused entry still on screen counts as unsaved
    # Correcting it clears the mark and the message.
    _edit(
        editor,
        0,
        col,
        {COL_PRICE: "80000", COL_DISCOUNT: "10%", COL_QTY: "3", COL_COST: "50000"}[col],
    )
    assert index.data(Qt.ItemDataRole.BackgroundRole) is None
    assert _problems(editor) == ""


@pytest.mark.parametrize(
    ("typed", "reason"),
    [
        ("", "Company: must not be empty"),
        ("😀 Robotics", "Company: '😀' (U+1F600) cannot be printed with the quote's font"),
        ("x" * 201, "Company: 201 characters, at most 200 allowed"),
        ("ACME\u202eevil", "Company: contains an invisible or unassigned character (U+202E)"),
    ],
)
def test_a_bad_company_is_refused_and_named(editor, typed, reason):
    editor.company_edit.setText(typed)
    assert not editor.commit()
    assert editor.document().customer.company == "ACME Robotics"
    assert reason in _problems(editor)
    assert editor.company_edit.property("invalid") is True
    assert reason in editor.company_edit.toolTip()
    editor.company_edit.setText("北京深度智能科技有限公司")
    assert editor.commit()
    assert editor.document().customer.company == "北京深度智能科技有限公司"
    assert editor.company_edit.property("invalid") is False and _problems(editor) == ""
    assert "北京深度智能科技有限公司" in editor.heading.text()


def test_markup_typed_is_kept_literally(editor):
    editor.company_edit.setText("<b>ACME</b> & Sons")
    assert editor.commit()
    assert editor.document().customer.company == "<b>ACME</b> & Sons"
    assert editor.heading.textFormat() == Qt.TextFormat.PlainText


def test_a_bad_email_and_vat_are_named(editor):
    editor.email_edit.setText("sales@")
    editor.vat_edit.setText("1O")
    assert not editor.commit()
    shown = _problems(editor)
    assert "E-mail: 'sales@' is not an e-mail address" in shown
    assert "VAT %: '1O' is not a number" in shown
    assert editor.document().vat_percent == 13 and editor.document().customer.email == ""


def test_a_validity_before_the_date_is_refused_until_the_date_moves(editor):
    editor.valid_edit.setDate(QDate(2026, 3, 1))
    assert "Valid until: 2026-03-01 is before the quote's date 2026-03-02" in _problems(editor)
    assert editor.document().valid_until is None
    editor.date_edit.setDate(QDate(2026, 2, 20))  # now the validity fits: both apply
    assert editor.document().date == dt.date(2026, 2, 20)
    assert editor.document().valid_until == dt.date(2026, 3, 1)
    assert _problems(editor) == ""


def test_the_document_after_many_bad_edits_is_still_valid(editor):
    _edit(editor, 0, COL_QTY, "4")
    for col, typed in (
        (COL_PRICE, "x"),
        (COL_DISCOUNT, "101%"),
        (COL_QTY, "-1"),
        (COL_DESCRIPTION, "ok"),
        (COL_COST, "1e5"),
    ):
        _edit(editor, 0, col, typed)
    editor.company_edit.setText("")
    editor.commit()
    doc = editor.document()
    assert quote_from_data(doc.model_dump()) == doc
    assert doc.options[0].items[0].quantity == 4
    assert doc.options[0].items[0].description == "ok"


# ---------------------------------------------------------------------- lines and options
def test_lines_can_be_added_moved_and_removed(editor, seed_catalog):
    page = editor.pages[0]
    page.extra_menu.aboutToShow.emit()
    actions = [a for a in page.extra_menu.actions() if a.text()]
    assert any("Extended warranty" in a.text() for a in actions)
    assert actions[-1].text() == "Blank line…"
    actions[0].trigger()  # warranty, ¥3,000.00
    items = editor.document().options[0].items
    assert [i.kind for i in items] == ["sku", "extra"]
    assert editor.totals.subtotal.text() == "¥92,990.00 CNY"
    editor.move_line(-1, row=1)
    assert [i.kind for i in editor.document().options[0].items] == ["extra", "sku"]
    editor.remove_line(row=0)
    assert [i.kind for i in editor.document().options[0].items] == ["sku"]
    editor.remove_line(row=0)  # the last line of an option stays
    assert len(editor.document().options[0].items) == 1
    assert "at least one line" in editor.notice_label.text()


def test_a_blank_extra_starts_editing_its_description(editor):
    page = editor.pages[0]
    page.extra_menu.aboutToShow.emit()
    page.extra_menu.actions()[-1].trigger()
    item = editor.document().options[0].items[-1]
    assert item.kind == "extra" and item.unit_price == 0
    _edit(editor, 1, COL_DESCRIPTION, "Rack rails")
    _edit(editor, 1, COL_PRICE, "¥1,250.50")
    assert editor.document().options[0].items[1].description == "Rack rails"
    assert editor.document().options[0].items[1].unit_price == Decimal("1250.50")
    _edit(editor, 1, COL_DESCRIPTION, "")
    assert "Option A, row 2, Description: an extra line needs a description" in _problems(editor)


def test_options_are_added_renamed_and_removed(editor, state, seed_catalog):
    state.select_sku(seed_catalog.sku("2.3"))
    assert editor.pages[0].add_sku_button.text() == "Add SKU 2.3"
    assert editor.add_option_from_selection() is None
    doc = editor.document()
    assert len(doc.options) == 2 and doc.options[1].items[0].sku == "2.3"
    assert editor.option_tabs.tabText(1) == "Option B"
    assert editor.option_tabs.currentIndex() == 1
    assert editor.totals.title.text() == "Option B"
    page = editor.pages[1]
    page.title_edit.setText("Option B: 5 × RTX 2080S")
    page.title_edit.editingFinished.emit()
    assert editor.option_tabs.tabText(1) == "Option B: 5 × RTX 2080S"
    editor.copy_current_option()
    assert len(editor.document().options) == 3
    assert editor.option_tabs.tabText(2) == "Option C"
    editor.remove_option(1, ask=False)
    assert [o.title for o in editor.document().options] == ["", ""]
    assert editor.option_tabs.count() == 2


def test_a_refused_entry_of_one_option_survives_adding_another(editor):
    _edit(editor, 0, COL_PRICE, "abc")
    editor.add_option_from_selection()
    assert "Option A, row 1, Unit price" in _problems(editor)
    assert _cell(editor, 0, COL_PRICE).data() == "abc"


def test_a_changed_build_with_a_price_to_be_set_asks_for_it(editor, state, monkeypatch):
    build = state.working_build
    state.edit_build(dataclasses.replace(build, gpus=(GpuLine("RTX2080Ti", 2),)), "2 cards")
    monkeypatch.setattr(
        Session,  # the state reads its working price
        "working_price",
        property(lambda self: Price(None, "price to be set: no list price for RTX2080Ti")),
    )
    page = editor.pages[0]
    editor._update_add_buttons()
    assert page.add_build_button.isEnabled() and page.add_build_button.text() == "Add changed build"
    page.add_build_button.click()
    item = editor.document().options[0].items[1]
    assert item.kind == "build" and item.unit_price == 0
    assert item.description == "Deep-learning workstation GT410i (2 × RTX2080Ti)"
    assert editor.notice_label.isVisibleTo(editor)
    assert "price is to be set" in editor.notice_label.text()
    assert "enter the unit price of row 2" in editor.totals.notes.text()
    assert _cell(editor, 1, COL_PRICE).data() == "to be set"
    _edit(editor, 1, COL_PRICE, "52000")
    assert not editor.totals.notes.isVisibleTo(editor)
    assert editor.totals.subtotal.text() == "¥141,990.00 CNY"


def test_a_refused_cell_survives_a_line_added_below(editor):
    _edit(editor, 0, COL_PRICE, "8999O")
    editor.add_line(LineItem(kind="extra", description="Installation", unit_price="2000"))
    assert _cell(editor, 0, COL_PRICE).data() == "8999O"
    assert "Option A, row 1, Unit price: '8999O' is not a number" in _problems(editor)


def test_build_lines_follow_the_quote_language_unless_reworded(editor, state):
    build = state.working_build
    state.edit_build(dataclasses.replace(build, gpus=(GpuLine("RTX2080Ti", 2),)), "2 cards")
    editor.add_current_build()
    editor.add_current_build()
    _edit(editor, 2, COL_DESCRIPTION, "GPU server for the lab")
    editor.lang_combo.setCurrentIndex(editor.lang_combo.findData("zh_TW"))
    items = editor.document().options[0].items
    assert items[1].description == "深度學習工作站 GT410i (2 × RTX2080Ti)"
    assert items[2].description == "GPU server for the lab"


def test_a_changed_build_at_its_derived_price(editor, state):
    build = state.working_build
    state.edit_build(dataclasses.replace(build, gpus=(GpuLine("RTX2080Ti", 2),)), "2 cards")
    price = state.working_price
    assert price.illustrative  # the seed's list prices only illustrate
    editor.add_current_build()
    item = editor.document().options[0].items[-1]
    assert item.kind == "build" and item.unit_price == price.amount_cny
    assert item.build["gpus"] == [{"model": "RTX2080Ti", "count": 2}]
    # Added (the engineer decides), but not as if it were firm: the editor says so.
    assert editor.notice_label.isVisibleTo(editor)
    notice = editor.notice_label.text()
    assert "¥75,804.20 CNY is derived from illustrative prices" in notice
    assert "check it" in notice and price.basis in notice
    # As a new option too.
    assert editor.add_option_from_selection() is None
    assert "illustrative" in editor.notice_label.text()


def test_a_firm_derived_price_brings_no_notice(editor, state, monkeypatch):
    build = state.working_build
    state.edit_build(dataclasses.replace(build, gpus=(GpuLine("RTX2080Ti", 2),)), "2 cards")
    monkeypatch.setattr(
        Session,  # the state reads its working price
        "working_price",
        property(lambda self: Price(Decimal(70000), "the vendor's price list")),
    )
    editor.add_current_build()
    assert editor.document().options[0].items[-1].unit_price == 70000
    assert not editor.notice_label.isVisibleTo(editor)


# ---------------------------------------------------------------------- internal figures
def test_cost_margin_and_the_discount_limit(editor):
    editor.set_vendor(VendorProfile(name="Vendor", max_discount_percent="10"))
    _edit(editor, 0, COL_COST, "60000")
    assert _cell(editor, 0, COL_COST).data() == "¥60,000.00 CNY"
    assert _cell(editor, 0, COL_MARGIN).data() == "33.3 %"  # (89,990 − 60,000) / 89,990
    assert editor.totals.cost.text() == "¥60,000.00 CNY"
    assert editor.totals.margin.text() == "33.3 %"
    assert editor.totals.limit.text() == "10 %"
    assert not editor.totals.warnings.isVisibleTo(editor)
    _edit(editor, 0, COL_DISCOUNT, "8999")  # 9.9999 %: within the limit, no warning
    assert not editor.totals.warnings.isVisibleTo(editor)
    _edit(editor, 0, COL_DISCOUNT, "12%")
    assert editor.totals.warnings.isVisibleTo(editor)
    assert "Row 1: discount 12.0 % is above the 10 % limit" in editor.totals.warnings.text()


def test_line_and_option_discounts_together_above_the_limit_warn(editor, state):
    editor.set_vendor(VendorProfile(name="Vendor", max_discount_percent="8"))
    _edit(editor, 0, COL_DISCOUNT, "7%")
    assert not editor.totals.warnings.isVisibleTo(editor)  # one discount, within the limit
    page = editor.pages[0]
    page.discount_edit.setText("7%")
    page.discount_edit.editingFinished.emit()
    # Each 7 % is within 8 %, but together: 1 − 77,832.35 / 89,990.00 = 13.51 % off.
    assert editor.totals.discounted.text() == "¥77,832.35 CNY"
    assert editor.totals.warnings.isVisibleTo(editor)
    text = editor.totals.warnings.text()
    assert "Discounts together: 13.51 % off the list amount, above the 8 % limit" in text
    assert "Row 1" not in text and "Option discount" not in text
    # Internal: not in presenter mode.
    state.set_presenter(True)
    assert not editor.totals.warnings.isVisibleTo(editor)
    assert not editor.totals.internal.isVisibleTo(editor)
    state.set_presenter(False)
    # An amount off the option counts the same way; within the limit together, no warning.
    _edit(editor, 0, COL_DISCOUNT, "")
    page.discount_edit.setText("7%")
    page.discount_edit.editingFinished.emit()
    assert not editor.totals.warnings.isVisibleTo(editor)
    _edit(editor, 0, COL_DISCOUNT, "900")  # ¥900 off, then 7 % of the rest: 7.93 % in all
    assert not editor.totals.warnings.isVisibleTo(editor)
    _edit(editor, 0, COL_DISCOUNT, "1000")  # 8.03 %: just above
    assert "Discounts together: 8.03 % off the list amount" in editor.totals.warnings.text()


def test_unsaved_state_follows_edits_and_saves(editor, qtbot):
    assert not editor.is_dirty()
    with qtbot.waitSignal(editor.dirty_changed):
        _edit(editor, 0, COL_QTY, "3")
    assert editor.is_dirty()
    saved = editor.document().model_copy(update={"number": "Q-2026-0001"})
    editor.mark_saved(saved)
    assert not editor.is_dirty() and editor.heading.text().startswith("Q-2026-0001 · R1")


def test_a_new_unsaved_quote_is_dirty(editor, seed_catalog):
    editor.set_document(quote_for_sku(seed_catalog.sku("1.7"), "ACME", "en"), saved=False)
    assert editor.is_dirty()
    editor.set_document(None)
    assert not editor.is_dirty() and editor.stack.currentWidget() is editor.empty


# ---------------------------------------------------------------------- opening safely
def test_a_quote_that_cannot_be_shown_leaves_no_quote_open(editor, seed_catalog):
    """A stored quote dated 9999-12-31 (from before dates were limited) crashed the editor
    half-loaded; now it is not opened, and the editor says why."""
    editor.vat_edit.setText("6")  # a typed entry of the quote open before
    bad = quote_for_sku(seed_catalog.sku("1.7"), "ACME", "en", today=DAY).model_copy(
        update={"number": "Q-2026-0009", "date": dt.date(9999, 12, 31)}
    )
    reason = editor.set_document(bad)
    assert reason == (
        "Q-2026-0009 R1 cannot be opened: its date 9999-12-31 is not between "
        "2000-01-01 and 2099-12-31"
    )
    assert editor.document() is None and editor.resolved() is None
    assert editor.stack.currentWidget() is editor.empty
    assert editor.empty.text() == f"{NO_QUOTE}\n\n{reason}"
    assert not editor.is_dirty() and editor.problems() == [] and editor.pages == []
    # A good quote opens as usual afterwards, its fields all its own.
    assert editor.set_document(quote_for_sku(seed_catalog.sku("1.7"), "ACME", "en")) is None
    assert editor.vat_edit.text() == "13" and editor.commit()
    assert editor.empty.text() == NO_QUOTE


def test_a_failure_while_loading_leaves_no_quote_half_open(editor, seed_catalog, monkeypatch):
    load = QuoteEditor._load_widgets

    def broken(self):
        if self._doc is None:
            return load(self)
        self.company_edit.setText("half")  # part of the quote on screen, then a failure
        raise OverflowError("date value out of range")

    monkeypatch.setattr(QuoteEditor, "_load_widgets", broken)
    doc = quote_for_sku(seed_catalog.sku("1.7"), "ACME", "en")
    assert editor.set_document(doc) == "The quote cannot be opened: date value out of range"
    assert editor.document() is None and editor.stack.currentWidget() is editor.empty
    assert editor.problems() == [] and editor.pages == [] and not editor.is_dirty()


def test_the_date_fields_hold_the_dates_a_quote_may_have(editor):
    for edit in (editor.date_edit, editor.valid_edit):
        assert edit.minimumDate() == QDate(2000, 1, 1)
        assert edit.maximumDate() == QDate(2099, 12, 31)
    editor.date_edit.setDate(QDate(2099, 12, 31))
    assert editor.document().date == dt.date(2099, 12, 31)


# ---------------------------------------------------------------------- typed text literally
def test_typed_markup_is_never_read_as_rich_text(editor, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    editor.company_edit.setText("<b>ACME</b>")
    assert editor.commit()
    assert "<b>ACME</b>" in editor.heading.text()
    assert editor.heading.toolTip() == plain_tip(editor.heading.text()) != "<b>ACME</b>"
    editor.add_option_from_selection()
    page = editor.pages[1]
    page.title_edit.setText("<i>Big</i> option")
    page.title_edit.editingFinished.emit()
    assert editor.totals.title.textFormat() == Qt.TextFormat.PlainText
    shown = []

    def run(box):
        shown.append((box.text(), box.textFormat()))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "exec", run)
    editor.remove_option(1)
    assert shown == [("Remove <i>Big</i> option and its line?", Qt.TextFormat.PlainText)]
    assert len(editor.document().options) == 2
    _edit(editor, 0, COL_QTY, "<b>2</b>")
    tip = _cell(editor, 0, COL_QTY).data(Qt.ItemDataRole.ToolTipRole)
    assert "&lt;b&gt;2&lt;/b&gt;" in tip and "<b>2</b>" not in tip


def test_plain_tip_escapes_only_what_looks_like_markup():
    from PySide6.QtGui import QTextDocument

    assert plain_tip("Option A, row 1: 'x' is not a number") == (
        "Option A, row 1: 'x' is not a number"
    )
    tip = plain_tip("<b>ACME</b> & Sons\nline 2")
    text = QTextDocument()
    text.setHtml(tip)
    assert text.toPlainText() == "<b>ACME</b> & Sons\nline 2"


def test_the_line_model_passes_the_model_tester(editor, qtmodeltester):
    editor.add_line(LineItem(kind="extra", description="Installation", unit_price="2000"))
    qtmodeltester.check(editor.pages[0].model)


# ---------------------------------------------------------------------- helpers
def test_money_and_quantity_input():
    assert money_input(" ¥89,990.00 ") == "89990.00"
    assert money_input("1,234,567.5") == "1234567.5"
    assert money_input("1,5") == "1,5"  # not grouping: left for to_money to refuse
    assert money_input("  ") is None
    assert quantity_input(" 12 ") == 12
    with pytest.raises(ValueError, match="100,001 is not between 1 and 100,000"):
        quantity_input("100001")


def test_describe_names_options_rows_and_fields():
    titles = "Option {}".format
    assert (
        describe("options[1].items[0].unit_price: bad", lambda i: titles("AB"[i]))
        == "Option B, row 1, Unit price: bad"
    )
    assert (
        describe("options[0].reasons[2]: too long", lambda i: "方案 A")
        == "方案 A, Reasons line 3: too long"
    )
    assert (
        describe("customer.email: 'x' is not an e-mail address", titles)
        == "E-mail: 'x' is not an e-mail address"
    )
    assert describe("something else", titles) == "something else"


def test_a_unit_price_and_cost_show_the_decimals_the_amount_uses(editor):
    """A unit price of ¥1.005 is shown as ¥1.005 (as the PDF prints it), not ¥1.01 beside an
    amount computed from 1.005; so are a unit cost and the option's cost the margin uses."""
    page = editor.pages[0]
    page.extra_menu.aboutToShow.emit()
    page.extra_menu.actions()[-1].trigger()
    _edit(editor, 1, COL_DESCRIPTION, "Cable")
    _edit(editor, 1, COL_PRICE, "1.005")
    _edit(editor, 1, COL_QTY, "3")
    _edit(editor, 1, COL_COST, "0.3333")
    assert _cell(editor, 1, COL_PRICE).data() == "¥1.005 CNY"
    assert _cell(editor, 1, COL_AMOUNT).data() == "¥3.02 CNY"  # round_fen(3 × 1.005)
    assert _cell(editor, 1, COL_COST).data() == "¥0.3333 CNY"
    _edit(editor, 0, COL_COST, "50000.25")
    assert editor.totals.cost.text() == "¥50,001.2499 CNY"  # + 3 × 0.3333
    _edit(editor, 1, COL_PRICE, "2")
    assert _cell(editor, 1, COL_PRICE).data() == "¥2.00 CNY"
