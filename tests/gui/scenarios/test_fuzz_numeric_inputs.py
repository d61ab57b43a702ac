"""Every numeric field an engineer types into, fuzzed with hypothesis through the widget's own
path (text set, then Enter / leaving the field, or the table's ``setData`` as its editor
does): never an exception in a slot, and the field either holds an accepted value or shows
the refusal naming the field; the quote document stays valid either way.

Fields: the budget, the GPU memory and GPU count spin boxes of the input panel; the quote
editor's quantity, unit price, discount and unit cost cells, its VAT % and option discount;
the vendor profile's maximum discount; the build diagram's GPU count.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox

from rigwright.core.pricing.money import MoneyError, to_percent
from rigwright.core.quote.document import parse_discount, quote_from_data
from rigwright.core.recommend.ranking import parse_budget
from rigwright.gui.quotes.editor import (
    COL_COST,
    COL_DISCOUNT,
    COL_PRICE,
    COL_QTY,
    money_input,
    quantity_input,
)
from rigwright.gui.quotes.vendor import VendorDialog

GUI_FUZZ = settings(
    deadline=None,
    derandomize=True,
    database=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

TYPED = st.one_of(
    st.sampled_from(
        [
            "",
            " ",
            "0",
            "-0",
            "1",
            "-1",
            "60000",
            "60,000",
            "6,0000",
            "1e999",
            "1e5",
            "NaN",
            "nan",
            "inf",
            "-Infinity",
            "9" * 40,
            "9" * 400,
            "１２３",
            "１２，３４５",
            "一万",
            "十二",
            "五",
            "¥",
            "￥89,990",
            "¥ 89990.00",
            "89990.005",
            "0.0001",
            "12.5%",
            "５％",
            "100%",
            "101%",
            "50 %",
            "%",
            "1,2",
            "1，000",
            " 42 ",
            "4\u00a02",
            "٣",
            "𝟙𝟚",
            "0x10",
            "1_000",
            "+5",
            "=1+1",
            "\x00",
            "\u202e5",
            "5\n",
            "12.",
            ".5",
        ]
    ),
    st.text(max_size=20),
    st.text(alphabet="0123456789.,-+%¥￥ ，１２３", max_size=14),
)


def no_slot_exceptions(qtbot):
    """pytest-qt fails a test on an exception raised in a slot or virtual only when the test
    ends; inside one hypothesis example the capture must be explicit, per example."""
    return qtbot.captureExceptions()


def type_into(qtbot, spin: QSpinBox, text: str) -> None:
    """Replace the spin box's text as typing or pasting does (through its validator: QTest's
    keyClicks sends only Latin-1 keys), then press Enter."""
    spin.setFocus()
    spin.lineEdit().selectAll()
    spin.lineEdit().insert(text)
    qtbot.keyClick(spin, Qt.Key.Key_Return)


# ----------------------------------------------------------------------------- input panel


@pytest.fixture
def panel(qtbot, window):
    return window.panel


@GUI_FUZZ
@given(text=TYPED)
def test_the_budget_field_holds_a_budget_or_names_what_is_wrong(qtbot, panel, text):
    with no_slot_exceptions(qtbot) as raised:
        panel.budget_edit.setFocus()
        panel.budget_edit.setText(text)
        panel.commit_budget()
    assert raised == []
    try:
        expected = parse_budget(text)
    except ValueError:
        assert not panel.budget_is_valid()
        assert "budget" in panel.budget_error.text().casefold(), panel.budget_error.text()
    else:
        assert panel.budget_is_valid(), panel.budget_error.text()
        assert panel._state.request.budget_cny == expected


@pytest.mark.parametrize("name", ["memory_spin", "count_min_spin", "count_max_spin"])
@settings(GUI_FUZZ, max_examples=40)
@given(text=TYPED)
def test_a_spin_box_of_the_panel_keeps_a_value_in_its_range(qtbot, panel, name, text):
    spin: QSpinBox = getattr(panel, name)
    with no_slot_exceptions(qtbot) as raised:
        type_into(qtbot, spin, text)
        QApplication.processEvents()
    assert raised == []
    assert spin.minimum() <= spin.value() <= spin.maximum()
    low, high = panel.count_min_spin.value(), panel.count_max_spin.value()
    assert low <= high or not low or not high


# ----------------------------------------------------------------------------- quote editor


def still_valid(editor) -> None:
    doc = editor.document()
    assert doc is not None
    quote_from_data(json.loads(doc.to_json()))  # raises if the editor let a bad value in


CELLS = {
    COL_QTY: "quantity",
    COL_PRICE: "unit_price",
    COL_DISCOUNT: "discount",
    COL_COST: "unit_cost",
}


def expected_cell(col: int, text: str) -> object:
    """What the cell's value becomes when accepted; raises ValueError when it is refused."""
    if col == COL_QTY:
        return quantity_input(text)
    if col == COL_DISCOUNT:
        return parse_discount(text.strip() or None)
    raw = money_input(text)
    from rigwright.core.pricing.money import to_money

    return None if raw is None else to_money(raw, "amount")


@pytest.mark.parametrize("col", list(CELLS), ids=list(CELLS.values()))
@settings(GUI_FUZZ, max_examples=50)
@given(text=TYPED)
def test_a_line_cell_holds_the_typed_amount_or_says_why_not(qtbot, editor, col, text):
    model = editor.pages[0].model
    index = model.index(0, col)
    with no_slot_exceptions(qtbot) as raised:
        model.setData(index, text)
        QApplication.processEvents()
    assert raised == []
    still_valid(editor)
    bad = model._bad.get((0, col))
    item = editor.document().options[0].items[0]
    if bad is not None:
        assert bad[0] == text and bad[1].strip(), bad
        assert index.data(Qt.ItemDataRole.ToolTipRole)
    else:
        try:
            expected = expected_cell(col, text)
        except (ValueError, MoneyError):
            pytest.fail(f"{text!r} refused by the parser but accepted by the cell")
        value = getattr(item, CELLS[col])
        if not (col == COL_PRICE and expected is None):  # blank: the SKU's own price
            assert value == expected, (text, value, expected)


@settings(GUI_FUZZ, max_examples=60)
@given(text=TYPED)
def test_the_vat_field_holds_a_rate_or_names_the_field(qtbot, editor, text):
    with no_slot_exceptions(qtbot) as raised:
        editor.vat_edit.setText(text)
        editor.vat_edit.editingFinished.emit()
        QApplication.processEvents()
    assert raised == []
    still_valid(editor)
    try:
        expected = to_percent(text.strip() or "x", "vat")
    except (ValueError, MoneyError):
        assert "VAT" in editor.problems_label.text(), editor.problems_label.text()
    else:
        assert editor.document().vat_percent == expected


@settings(GUI_FUZZ, max_examples=60)
@given(text=TYPED)
def test_the_option_discount_holds_a_discount_or_names_the_field(qtbot, editor, text):
    page = editor.pages[0]
    with no_slot_exceptions(qtbot) as raised:
        page.discount_edit.setText(text)
        page.discount_edit.editingFinished.emit()
        QApplication.processEvents()
    assert raised == []
    still_valid(editor)
    try:
        expected = parse_discount(text.strip() or None)
    except (ValueError, MoneyError):
        assert "discount" in editor.problems_label.text().casefold(), editor.problems_label.text()
    else:
        # Accepted, unless larger than the subtotal it comes off (refused, naming the field).
        shown = editor.problems_label.text()
        assert editor.document().options[0].discount == expected or (
            expected.kind == "amount" and "discount" in shown.casefold()
        ), shown


@settings(GUI_FUZZ, max_examples=60)
@given(text=TYPED)
def test_the_vendor_discount_limit_is_a_percent_or_named(qtbot, state, text):
    dialog = VendorDialog(state)
    qtbot.addWidget(dialog)
    dialog.edits["name"].setText("Vendor")
    with no_slot_exceptions(qtbot) as raised:
        dialog.max_discount_edit.setText(text)
        profile, problems = dialog._read()
    assert raised == []
    if profile is None:
        assert problems
        assert any("discount" in render().casefold() for _, render in problems)
    else:
        limit = text.strip().rstrip("%").strip()
        assert profile.max_discount_percent == (to_percent(limit, "x") if limit else None)


# ----------------------------------------------------------------------------- diagram


@settings(GUI_FUZZ, max_examples=40)
@given(text=TYPED)
def test_the_diagram_gpu_count_stays_in_range(qtbot, window, text):
    spin = window.build_view.diagram_panel.count_spin
    with no_slot_exceptions(qtbot) as raised:
        type_into(qtbot, spin, text)
        QApplication.processEvents()
    assert raised == []
    assert spin.minimum() <= spin.value() <= spin.maximum()
