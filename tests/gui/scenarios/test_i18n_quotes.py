"""The Quotes page in the window's language: every text of the quotes tab (history, editor,
totals, messages) and of the vendor dialog is marked for translation and set again when the
language changes at run time (pseudo-translation); dates in the history are written as the
window's language writes them; the quote document keeps its own language."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from rigwright.core.quote.document import quote_for_sku
from rigwright.core.storage.quote_store import save_quote
from rigwright.gui.quotes.editor import COL_QTY
from rigwright.gui.quotes.history import COL_DATE, COL_STATUS
from rigwright.gui.quotes.tab import QuotesTab
from rigwright.gui.quotes.vendor import VendorDialog
from rigwright.gui.widgets.i18n import current_language, set_language
from tests.gui.conftest import PSEUDO_OPEN, catalog_words, untranslated, visible_texts

CUSTOMER = "ACME Robotics"
DAY = dt.date(2026, 3, 2)

LANGUAGE_NAMES = {"english"}
"""The quote-language combo names each language in itself ("English", "简体中文"), whatever the
window's language (as :data:`rigwright.gui.widgets.i18n.LANGUAGE_NAMES`)."""

DOCUMENT_WORDS = {"ultralab", "abc"}
"""Words of the quote's own (zh_CN) content: the seed guide's name in a price note, and what
was typed into a cell."""

MONTHS = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}
"""Dates are written by the locale of the window's language (babel), not translated: under
the pseudo-translator the language is still English (the date test covers Chinese)."""


def _bad(texts) -> str:
    return "\n".join(f"{where}: {text!r}" for where, text in sorted(set(texts)))


@pytest.fixture
def answered(monkeypatch):
    """Message boxes answered without a wait (Discard to a question: the window closed at the
    end of a test leaves its unsaved quote); their texts in ``answered``. Request it before
    ``window``, so that it is undone after the window is closed."""
    texts: list[str] = []

    def run(box):
        texts.append(box.text())
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "exec", run)
    return texts


@pytest.fixture
def quoting(answered, window, seed_catalog):
    """The window on its Quotes page with a new (saved) quote open, a second option, and a
    refused entry on screen (its message names the field)."""
    state, tab = window.state, window.quotes_tab
    state.select_sku(seed_catalog.sku("1.7"))
    window.show_quotes()
    QApplication.processEvents()
    assert tab.new_quote(company=CUSTOMER)
    assert tab.save()
    editor = tab.editor
    assert editor.document().lang == "zh_CN"  # File ▸ Quote language: the document's own
    assert editor.add_option_from_selection() is None
    model = editor.pages[0].model
    model.setData(model.index(0, COL_QTY), "abc")
    editor.vat_edit.setText("x")
    assert not editor.commit()
    QApplication.processEvents()
    return window


def _allowed(seed_catalog) -> set[str]:
    return (
        catalog_words(seed_catalog)
        | {w.lower() for w in CUSTOMER.split()}
        | LANGUAGE_NAMES
        | DOCUMENT_WORDS
    )


def test_the_quotes_tab_follows_a_language_change(quoting, request, seed_catalog):
    tab = quoting.quotes_tab
    editor = tab.editor
    before = editor.problems_label.text()
    # The option named as the (zh_CN) quote names it, the field as the window does.
    assert "方案 A, row 1, Qty: 'abc' is not a whole number" in before
    assert "VAT %:" in before
    request.getfixturevalue("pseudo_language")  # the language changes with the quote open
    allowed = _allowed(seed_catalog) | MONTHS
    bad = []
    for section in range(editor.sections.count()):
        editor.sections.setCurrentIndex(section)
        QCoreApplication.processEvents()
        bad += untranslated(visible_texts(tab), allowed)
    assert not bad, "not translated:\n" + _bad(bad)
    # The refused entries' messages were worded again, still naming their fields.
    after = editor.problems_label.text()
    assert after != before and PSEUDO_OPEN in after
    assert "⟦VAT %⟧" in after and "⟦Qty⟧" in after
    # The history lists the saved quote with its status translated.
    assert tab.history.shown(COL_STATUS) == ["⟦draft⟧"]
    # The document's own words stay in its language.
    assert editor.option_tabs.tabText(1) == "方案 B"


def test_the_window_shows_every_text_of_a_new_quotes_tab_in_the_language(
    qtbot, state, pseudo_language, seed_catalog
):
    """A quotes tab made after the change (texts set once, at construction) is translated
    too, and so are its toolbar's actions and the status menu."""
    state.select_sku(seed_catalog.sku("1.7"))
    tab = QuotesTab(state, default_lang=lambda: "zh_CN")
    qtbot.addWidget(tab)
    tab.show()
    assert tab.new_quote(company=CUSTOMER)
    assert not untranslated(visible_texts(tab), _allowed(seed_catalog))
    assert [a.text() for a in tab.status_group.actions()] == [
        "⟦draft⟧",
        "⟦sent⟧",
        "⟦won⟧",
        "⟦lost⟧",
    ]
    assert tab.property("help_topic") == "page:quotes"


def test_the_vendor_dialog_follows_a_language_change(quoting, request, seed_catalog, monkeypatch):
    tab = quoting.quotes_tab
    shown: list[VendorDialog] = []

    def run(dialog):
        dialog.edits["name"].setText("ACME")
        dialog.edits["email"].setText("not an address")
        dialog.max_discount_edit.setText("120")
        dialog.accept()  # refused: a bad address, a limit above 100 %
        shown.append(dialog)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(VendorDialog, "exec", run)
    monkeypatch.setattr(VendorDialog, "deleteLater", lambda self: None)  # kept to look at
    assert not tab.edit_vendor()
    dialog = shown[0]
    before = dialog.error_label.text()
    assert "E-mail: 'not an address' is not an e-mail address" in before
    assert "Max. discount %: 120 % is more than 100 %" in before
    request.getfixturevalue("pseudo_language")
    bad = untranslated(visible_texts(dialog), _allowed(seed_catalog))
    assert not bad, "not translated:\n" + _bad(bad)
    assert dialog.windowTitle() == "⟦Vendor profile⟧"
    text = dialog.error_label.text()
    assert "⟦E-mail⟧" in text and "⟦Max. discount %⟧" in text  # still naming the fields
    assert dialog.edits["email"].toolTip() in text  # the field's mark says it too
    # Keyboard: every field has its label as buddy, with a mnemonic.
    for key, caption in dialog.captions.items():
        assert caption.buddy() is dialog.edits[key] and "&" in caption.text()
    dialog.close()


def test_the_editor_labels_are_buddies_and_tables_have_names(quoting):
    editor = quoting.quotes_tab.editor
    fields = [
        editor.company_edit,
        editor.contact_edit,
        editor.phone_edit,
        editor.email_edit,
        editor.address_edit,
        editor.date_edit,
        editor.valid_edit,
        editor.vat_edit,
        editor.payment_edit,
        editor.delivery_edit,
        editor.notes_edit,
    ]
    assert [c.buddy() for c in editor.field_captions] == fields
    mnemonics = [re.search(r"&(\w)", c.text())[1].lower() for c in editor.field_captions]
    mnemonics += [re.search(r"&(\w)", editor.lang_caption.text())[1].lower()]
    assert len(set(mnemonics)) == len(mnemonics)  # no two fields share a key
    page = editor.pages[0]
    assert [c.buddy() for c in page.captions] == [
        page.title_edit,
        page.workload_combo,
        page.discount_edit,
    ]
    history = quoting.quotes_tab.history
    for widget in (
        page.table,
        page.up_button,
        page.down_button,
        history.table,
        history.revisions,
        editor.option_tabs,
    ):
        assert widget.accessibleName(), widget.objectName()


def test_a_date_in_the_history_follows_the_language(tab_in_english, seed_catalog):
    tab = tab_in_english
    doc = quote_for_sku(seed_catalog.sku("1.7"), CUSTOMER, "en", today=DAY)
    saved = save_quote(tab.engine(), doc, None)
    tab.history.refresh(select=saved.number)
    assert tab.history.shown(COL_DATE) == ["Mar 2, 2026"]
    assert tab.history.revisions.topLevelItem(0).text(1) == "Mar 2, 2026"
    assert tab.history.shown(COL_STATUS) == ["draft"]
    try:
        assert set_language("zh_CN") and current_language() == "zh_CN"
        QCoreApplication.processEvents()
        assert tab.history.shown(COL_DATE) == ["2026年3月2日"]
        assert tab.history.revisions.topLevelItem(0).text(1) == "2026年3月2日"
    finally:
        set_language("en")
        QCoreApplication.processEvents()
    assert tab.history.shown(COL_DATE) == ["Mar 2, 2026"]


@pytest.fixture
def tab_in_english(qtbot, state, seed_catalog):
    state.select_sku(seed_catalog.sku("1.7"))
    widget = QuotesTab(state, default_lang=lambda: "en")
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    assert current_language() == "en"
    return widget
