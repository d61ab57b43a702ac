"""Presenter mode: with it on, no widget on screen shows the vendor's internal figures (unit
cost, margin, discount limit) or fields, in the window or in an open vendor dialog, nor the
quote history (other customers); an indicator says the mode is on; leaving it restores them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QTabBar,
    QTableView,
    QTreeView,
    QWidget,
)

from rigwright.core.quote.document import VendorProfile
from rigwright.gui.quotes.editor import COL_COST, COL_DISCOUNT, COL_QTY
from rigwright.gui.quotes.vendor import VendorDialog

COST = "54321.77"
COST_SHOWN = "54,321.77"
LIMIT = "7.25"
MARGIN = "34.4 %"  # (165,581.60 − 2 × 54,321.77) / 165,581.60: 2 × 89,990 less 8 %
INTERNAL = (COST, COST_SHOWN, LIMIT, "108,643.54", MARGIN, "above the")
"""Distinctive internal figures and words of the quote below: cost per unit and in total,
the discount limit, the margin, the limit warning."""


def _columns(model) -> int:
    try:
        return model.columnCount(QModelIndex())
    except TypeError:  # a list model: one column (its columnCount is private in PySide)
        return 1


def visible_texts(root: QWidget) -> list[str]:
    """Every text a visible widget under ``root`` shows: labels, fields, buttons, group and tab
    titles, tooltips, and the cells and headings of the visible columns of item views."""
    out: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        out.append(widget.toolTip())
        if isinstance(widget, (QLabel, QLineEdit, QAbstractButton)):
            out.append(widget.text())
        if isinstance(widget, QPlainTextEdit):
            out.append(widget.toPlainText())
        if isinstance(widget, QGroupBox):
            out.append(widget.title())
        if isinstance(widget, QComboBox):
            out.append(widget.currentText())
        if isinstance(widget, QTabBar):
            out += [widget.tabText(i) for i in range(widget.count())]
        if isinstance(widget, QHeaderView):  # headings only; its cells are the view's
            out += [
                str(widget.model().headerData(i, widget.orientation()) or "")
                for i in range(widget.count())
                if not widget.isSectionHidden(i)
            ]
            continue
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            for col in range(_columns(model)):
                if isinstance(widget, (QTableView, QTreeView)) and widget.isColumnHidden(col):
                    continue
                out.append(str(model.headerData(col, Qt.Orientation.Horizontal) or ""))
                for row in range(model.rowCount(QModelIndex())):
                    index = model.index(row, col)
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                        out.append(str(index.data(role) or ""))
    return out


def _shown(root: QWidget, texts=INTERNAL) -> set[str]:
    joined = "\n".join(visible_texts(root))
    return {t for t in texts if t in joined}


@pytest.fixture
def quote_window(said, window, seed_catalog, monkeypatch):
    """The window on its Quotes tab with a quote whose line has a unit cost, a discount above
    the vendor's limit, and a saved vendor profile with that limit."""
    from PySide6.QtWidgets import QInputDialog

    tab = window.quotes_tab
    tab.save_vendor(VendorProfile(name="Vendor", max_discount_percent=LIMIT))
    window.state.select_sku(seed_catalog.sku("1.7"))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ACME", True))
    window.add_to_quote_action.trigger()
    model = tab.editor.pages[0].model
    model.setData(model.index(0, COL_QTY), "2")
    model.setData(model.index(0, COL_COST), COST)
    model.setData(model.index(0, COL_DISCOUNT), "8%")  # above the 7.25 % limit
    window.resize(1366, 768)
    QApplication.processEvents()
    yield window
    tab.editor.set_document(None)


@pytest.fixture
def said(monkeypatch):
    """Message boxes (:func:`rigwright.gui.widgets.message_area.message_box`) recorded as (icon,
    text) and answered (questions with Discard)."""
    shown: list[tuple[QMessageBox.Icon, str]] = []

    def run(box):
        shown.append((box.icon(), box.text()))
        return (
            QMessageBox.StandardButton.Discard
            if box.icon() == QMessageBox.Icon.Question
            else QMessageBox.StandardButton.Ok
        )

    monkeypatch.setattr(QMessageBox, "exec", run)
    return shown


def test_presenter_mode_hides_every_internal_figure(quote_window):
    window = quote_window
    editor = window.quotes_tab.editor
    assert window.quotes_shown()
    # Off: the figures are on screen (so the walk below can see them).
    assert _shown(window) >= {COST_SHOWN, "108,643.54", MARGIN, "above the"}, _shown(window)
    assert not window.presenter_label.isVisible()
    window.presenter_action.trigger()
    assert window.state.presenter and window.presenter_label.isVisible()
    assert window.presenter_label.text() == "● Presenter mode"
    assert _shown(window) == set()
    for col in (COL_COST, COL_COST + 1):
        assert editor.pages[0].table.isColumnHidden(col)
    # The customer's figures stay.
    texts = "\n".join(visible_texts(window))
    assert "¥165,581.60" in texts and "¥187,107.21" in texts
    # Every section and option tab, the Configure page too.
    editor.sections.setCurrentIndex(1)
    assert _shown(window) == set()
    window.pages.setCurrentIndex(0)
    assert _shown(window) == set()
    window.presenter_action.trigger()
    window.pages.setCurrentIndex(1)
    editor.sections.setCurrentIndex(0)
    assert not window.presenter_label.isVisible()
    assert COST_SHOWN in _shown(window)


def test_refused_internal_entries_are_not_shown_in_presenter_mode(quote_window):
    window = quote_window
    editor = window.quotes_tab.editor
    model = editor.pages[0].model
    model.setData(model.index(0, COL_COST), "9999x")
    QApplication.processEvents()
    assert "Unit cost" in editor.problems_label.text()
    window.presenter_action.trigger()
    assert "9999x" not in "\n".join(visible_texts(window))
    assert not editor.problems_label.isVisible()


def test_a_refused_internal_entry_is_named_without_its_figure_on_save(quote_window, said):
    window = quote_window
    tab = window.quotes_tab
    model = tab.editor.pages[0].model
    model.setData(model.index(0, COL_COST), "9999x")
    QApplication.processEvents()
    window.presenter_action.trigger()
    assert not tab.save()
    assert said == [
        (
            QMessageBox.Icon.Warning,
            (
                "Correct the marked entries first:\n• An internal figure is refused: leave "
                "presenter "
                "mode (Ctrl+Shift+P) to correct it."
            ),
        )
    ]
    # With a refused customer-facing entry too, that one is named as well.
    tab.editor.email_edit.setText("sales@")
    tab.export_pdf()
    text = said[-1][1]
    assert "E-mail: 'sales@' is not an e-mail address" in text
    assert "An internal figure is refused" in text and "9999x" not in text
    # Out of presenter mode, the entry itself is named.
    window.presenter_action.trigger()
    tab.save()
    assert "方案 A, row 1, Unit cost: '9999x' is not a number" in said[-1][1]


def test_the_vendor_dialog_says_a_hidden_limit_is_refused(qtbot, state):
    dialog = VendorDialog(state, VendorProfile(name="Vendor", max_discount_percent=LIMIT))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.max_discount_edit.setText("120")
    state.set_presenter(True)
    dialog.accept()
    assert dialog.result() == 0 and dialog.profile() is None
    assert dialog.error_label.isVisibleTo(dialog)
    assert dialog.error_label.text() == (
        "An internal figure is refused: leave presenter mode (Ctrl+Shift+P) to correct it."
    )
    assert "120" not in "\n".join(visible_texts(dialog))
    state.set_presenter(False)  # the reason itself, once the customer no longer looks
    assert dialog.error_label.text() == "Max. discount %: 120 % is more than 100 %"
    dialog.max_discount_edit.setText("8")
    dialog.accept()
    assert dialog.result() == 1 and dialog.profile().max_discount_percent == 8


def test_the_vendor_dialog_hides_the_limit_while_open(qtbot, state):
    dialog = VendorDialog(state, VendorProfile(name="Vendor", max_discount_percent=LIMIT))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert LIMIT in _shown(dialog)
    state.set_presenter(True)
    assert not dialog.max_discount_edit.isVisible()
    assert _shown(dialog) == set()
    assert "discount limit is internal" in dialog.findChild(QLabel).text()
    # Saving in presenter mode keeps the hidden limit.
    dialog.accept()
    assert str(dialog.profile().max_discount_percent) == LIMIT
    state.set_presenter(False)
    assert dialog.max_discount_edit.isVisibleTo(dialog)


def test_the_presenter_shortcut_is_unique_and_works_in_the_vendor_dialog(said, window, monkeypatch):
    action = window.presenter_action
    assert action.isCheckable() and action.shortcut() == QKeySequence("Ctrl+Shift+P")
    assert action in window.menuBar().actions()[2].menu().actions()  # View
    shortcuts = [
        a.shortcut().toString()
        for a in window.findChildren(type(action))
        if not a.shortcut().isEmpty()
    ]
    assert len(shortcuts) == len(set(shortcuts)), shortcuts
    seen = []

    def run(dialog):
        seen.append(action in dialog.actions())
        return 0

    monkeypatch.setattr(VendorDialog, "exec", run)
    window.vendor_action.trigger()
    assert seen == [True]


def test_the_history_has_no_internal_columns(quote_window):
    window = quote_window
    tab = window.quotes_tab
    tab.save()
    headers = [
        tab.history.model.headerData(c, Qt.Orientation.Horizontal)
        for c in range(tab.history.model.columnCount())
    ]
    assert headers == ["Number", "Rev.", "Customer", "Date", "Status", "Amount"]
    assert _shown(tab.history) == set()


def test_an_open_cost_editor_closes_when_presenter_mode_starts(quote_window):
    window = quote_window
    table = window.quotes_tab.editor.pages[0].table
    index = table.model().index(0, COL_COST)
    table.setCurrentIndex(index)
    table.edit(index)
    QApplication.processEvents()
    editors = [w for w in table.findChildren(QLineEdit) if w.isVisible()]
    assert [w.text() for w in editors] == [COST]
    window.presenter_action.trigger()
    QApplication.processEvents()
    assert _shown(window) == set()
    assert not [w for w in table.findChildren(QLineEdit) if w.isVisible()]


OTHER = "Zeta Dynamics"
"""Another customer's company, in a quote saved before: the history lists it."""


def test_presenter_mode_hides_the_quote_history_and_restores_it(quote_window, seed_catalog):
    import datetime as dt
    from decimal import Decimal

    from PySide6.QtGui import QAction

    from rigwright.core.quote.document import quote_for_sku
    from rigwright.core.storage.quote_store import save_quote

    window = quote_window
    tab = window.quotes_tab
    other = quote_for_sku(seed_catalog.sku("3.3"), OTHER, "en", today=dt.date(2026, 3, 9))
    save_quote(tab.engine(), other, Decimal("1234567.89"))
    assert tab.save()
    tab.history.refresh(select=tab.editor.document().number)
    tab.history.search_edit.setText("a")  # a filter typed: kept through presenter mode
    history_action = QAction(window)  # an action elsewhere that opens the history
    tab.history_actions.append(history_action)
    QApplication.processEvents()
    texts = "\n".join(visible_texts(window))
    # The history lists each option's total, priced from the catalog (SKU 3.3 with VAT).
    assert OTHER in texts and any(t.startswith("A ¥") for t in texts.splitlines())
    sizes, selected = tab.splitter.sizes(), tab.history.selected_number()
    assert sizes[0] > 0 and selected is not None

    window.presenter_action.trigger()
    QApplication.processEvents()
    texts = "\n".join(visible_texts(window))
    assert OTHER not in texts and not any(t.startswith("A ¥") for t in texts.splitlines())
    assert not tab.history.isVisible() and not tab.history.isEnabled()
    assert not tab.history.table.isVisible() and not tab.history.revisions.isVisible()
    assert not history_action.isEnabled()
    assert not tab.export_history_action.isEnabled()  # the CRM export holds every customer
    assert "ACME" in texts  # the open quote is the customer's own: it stays
    # Nothing of the history takes the focus (no shortcut or Tab reaches it).
    tab.history.table.setFocus()
    assert not tab.history.table.hasFocus()

    window.presenter_action.trigger()
    QApplication.processEvents()
    assert tab.history.isVisible() and tab.history.isEnabled() and history_action.isEnabled()
    assert tab.splitter.sizes() == sizes
    assert tab.history.selected_number() == selected
    assert tab.history.search_edit.text() == "a"
    assert OTHER in "\n".join(visible_texts(window))


def test_a_history_hidden_before_the_tab_is_built_stays_hidden(said, window, seed_catalog):
    window.state.set_presenter(True)
    tab = window.quotes_tab  # built now, in presenter mode
    window.show_quotes()
    QApplication.processEvents()
    assert not tab.history.isVisible() and not tab.history.isEnabled()
    window.state.set_presenter(False)
    QApplication.processEvents()
    assert tab.history.isVisible()


def test_presenter_mode_hides_internal_fields_with_their_captions(quote_window):
    from PySide6.QtWidgets import QFormLayout

    from rigwright.gui.widgets.internal import mark_internal

    window = quote_window
    editor = window.quotes_tab.editor
    editor.sections.setCurrentIndex(1)  # Customer and terms
    form = editor.quote_box.layout()
    assert isinstance(form, QFormLayout)
    note, caption = QLineEdit("engineer only: rack needs 32 A"), QLabel("Internal note")
    caption.setBuddy(note)
    form.addRow(caption, mark_internal(note))
    spare = mark_internal(QLineEdit("override: peak 146 %"))
    form.addRow(spare)
    spare.setVisible(False)  # hidden for its own reason: presenter mode leaves it so
    QApplication.processEvents()
    assert note.isVisible() and caption.isVisible()
    assert "engineer only" in "\n".join(visible_texts(window))

    window.presenter_action.trigger()
    QApplication.processEvents()
    assert not note.isVisible() and not caption.isVisible()
    texts = "\n".join(visible_texts(window))
    assert "engineer only" not in texts and "Internal note" not in texts
    window.presenter_action.trigger()
    QApplication.processEvents()
    assert note.isVisible() and caption.isVisible() and not spare.isVisible()
