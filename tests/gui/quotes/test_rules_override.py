"""The window's rules override at export: a quote whose build breaks a rule is exported only
with the override ticked and a reason, which the quote history keeps and the PDF never prints."""

from __future__ import annotations

from decimal import Decimal

from pypdf import PdfReader
from PySide6.QtWidgets import QDialog, QFileDialog

from rigwright.core.quote.document import build_line, sku_line
from rigwright.gui.quotes import tab as quotes_tab_module
from rigwright.gui.quotes.override import RulesOverrideDialog
from tests.gui.quotes.test_history import _quote_with_lines, _ten_cards, said, tab  # noqa: F401

REASON = "Customer supplies a PCIe expansion chassis for the cards that do not fit"


def _broken(tab, seed_catalog) -> None:  # noqa: F811 - the fixture, passed on
    _quote_with_lines(
        tab,
        seed_catalog,
        sku_line(seed_catalog.sku("1.7")),
        build_line(_ten_cards(seed_catalog), Decimal("120000")),
    )


def test_export_is_enabled_only_with_the_box_ticked_and_a_reason(qtbot):
    dialog = RulesOverrideDialog(["Option A, line 2: 10 cards need 20 slot openings (rule slots)"])
    qtbot.addWidget(dialog)
    assert not dialog.export_button.isEnabled() and not dialog.reason_edit.isEnabled()
    dialog.reason_edit.setText(REASON)
    assert not dialog.export_button.isEnabled() and dialog.reason() is None  # box not ticked
    dialog.override_box.setChecked(True)
    assert dialog.export_button.isEnabled() and dialog.reason() == REASON
    dialog.reason_edit.setText("   ")
    assert not dialog.export_button.isEnabled() and dialog.reason() is None


def test_a_refused_override_exports_nothing_and_names_the_option_and_rule(
    tab,  # noqa: F811
    said,  # noqa: F811
    seed_catalog,
    monkeypatch,
    qtbot,
):
    shown = []

    def cancel(dialog):
        shown.append(dialog)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(RulesOverrideDialog, "exec", cancel)
    messages = []
    tab.message.connect(messages.append)
    _broken(tab, seed_catalog)
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: asked.append(a))
    assert tab.export_pdf() is None
    assert asked == [] and len(shown) == 1
    assert messages[-1].startswith("Not exported: Option A, line 2: ")
    assert "(rule slots.capacity)" in messages[-1]


def test_an_override_with_a_reason_exports_and_keeps_it_out_of_the_pdf(
    tab,  # noqa: F811
    said,  # noqa: F811
    seed_catalog,
    monkeypatch,
    tmp_path,
):
    def override(dialog):
        dialog.override_box.setChecked(True)
        dialog.reason_edit.setText(REASON)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(RulesOverrideDialog, "exec", override)
    out = tmp_path / "overridden.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    _broken(tab, seed_catalog)
    assert tab.export_pdf() == out
    doc = tab.editor.document()
    assert doc.number is not None
    assert tab.book.rules_override(doc.number, doc.revision) == REASON
    text = "".join(page.extract_text() for page in PdfReader(out).pages)
    flat = "".join(text.split())
    assert "expansion" not in text and "PCIeexpansionchassis" not in flat
    # The overridden verdict is not argued on the customer's copy either.
    assert "noslot" not in flat and "donotfit" not in flat
    assert said["warning"] == []


def test_the_window_calls_the_dialog_only_for_rules(tab, said, seed_catalog, monkeypatch):  # noqa: F811
    asked = []
    monkeypatch.setattr(quotes_tab_module, "ask_rules_override", lambda *a: asked.append(a))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    _quote_with_lines(tab, seed_catalog, sku_line(seed_catalog.sku("1.7")))
    assert tab.export_pdf() is None  # cancelled at the file dialog
    assert asked == []  # SKU 1.7 breaks no rule: nothing to override
