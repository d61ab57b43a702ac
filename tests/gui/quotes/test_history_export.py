"""The Quotes page's history: each quote's options' totals, labelled, and "Export history…"
(gui/quotes/history_export.py) with the file dialog and the message boxes monkeypatched."""

from __future__ import annotations

import csv
import datetime as dt
from decimal import Decimal

import pytest
from openpyxl import load_workbook
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from rigwright.core.quote.document import QuoteDocument
from rigwright.core.storage.quote_store import save_quote
from rigwright.gui.quotes import history_export
from rigwright.gui.quotes.history import COL_AMOUNT
from rigwright.gui.quotes.tab import QuotesTab


def three_options(company: str = "华星科技有限公司", catalog: str = "seed-2020") -> QuoteDocument:
    def extra(price: str, quantity: int = 1) -> dict:
        return {"kind": "extra", "description": "Rack", "unit_price": price, "quantity": quantity}

    return QuoteDocument.model_validate(
        {
            "customer": {"company": company},
            "date": dt.date(2026, 3, 1),
            "catalog": catalog,
            "options": [
                {"items": [extra("63653.00")]},
                {"items": [extra("1.00")]},
                {"items": [extra("1000.00", 2)], "discount": "10%"},
            ],
        }
    )


@pytest.fixture
def tab(qtbot, state, seed_catalog):
    widget = QuotesTab(state, default_lang=lambda: "en")
    qtbot.addWidget(widget)
    widget.resize(1366, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture
def boxes(monkeypatch):
    """The export's message boxes, recorded as (kind, text) and answered No."""
    said: list[tuple[str, str]] = []

    def box(_parent, icon, _title, text, *_args):
        said.append((icon.name, text))
        return history_export.QMessageBox.StandardButton.No

    monkeypatch.setattr(history_export, "message_box", box)
    return said


def choose(monkeypatch, path, file_filter="CSV files (*.csv)"):
    asked = []

    def dialog(*args):
        asked.append(args)
        return str(path), file_filter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(dialog))
    return asked


# ---------------------------------------------------------------------- the list
def test_the_list_shows_each_options_total_labelled_never_a_sum(tab):
    save_quote(tab.engine(), three_options(), Decimal("1.13"))
    tab.history.refresh()
    expected = "A ¥71,927.89 CNY\nB ¥1.13 CNY\nC ¥2,034.00 CNY"  # one option a line
    assert tab.history.shown(COL_AMOUNT) == [expected]
    tab.history.select_number("Q-2026-0001")
    assert tab.history.revisions.topLevelItem(0).text(3) == expected
    # The row is as tall as its three lines.
    line = tab.history.table.fontMetrics().height()
    assert tab.history.table.rowHeight(0) >= 3 * line


def test_a_quote_that_cannot_be_priced_shows_its_saved_lowest_total(tab):
    save_quote(tab.engine(), three_options(catalog="retired-2019"), Decimal("1.13"))
    tab.history.refresh()
    assert tab.history.shown(COL_AMOUNT) == ["¥1.13 CNY"]
    tip = tab.history.proxy.index(0, COL_AMOUNT).data(Qt.ItemDataRole.ToolTipRole)
    assert "Options not priced" in tip and "retired-2019" in tip


# ---------------------------------------------------------------------- the export
def test_export_history_writes_the_csv_chosen(tab, monkeypatch, boxes, tmp_path, qtbot):
    save_quote(tab.engine(), three_options(), Decimal("1.13"))
    target = tmp_path / "crm.csv"
    asked = choose(monkeypatch, target)
    with qtbot.waitSignal(tab.message) as said:
        tab.export_history_action.trigger()
    assert len(asked) == 1 and boxes == []
    assert said.args == [f"Quote history exported to {target} (3 rows)"]
    with target.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [(r["customer"], r["option"], r["option_total_incl_tax"]) for r in rows] == [
        ("华星科技有限公司", "A", "71927.89"),
        ("华星科技有限公司", "B", "1.13"),
        ("华星科技有限公司", "C", "2034.00"),
    ]


def test_a_name_without_extension_takes_the_type_chosen(tab, monkeypatch, boxes, tmp_path):
    save_quote(tab.engine(), three_options(), Decimal("1.13"))
    choose(monkeypatch, tmp_path / "crm", "Excel workbooks (*.xlsx)")
    assert tab.export_history() == tmp_path / "crm.xlsx"
    sheet = load_workbook(tmp_path / "crm.xlsx").active
    assert sheet["D2"].value == "华星科技有限公司" and sheet["H4"].value == 2034


def test_another_extension_is_refused_naming_it(tab, monkeypatch, boxes, tmp_path):
    choose(monkeypatch, tmp_path / "crm.ods")
    assert tab.export_history() is None
    assert boxes and boxes[0][0] == "Warning" and ".ods" in boxes[0][1]
    assert list(tmp_path.iterdir()) == []


def test_an_unwritable_file_is_said_and_nothing_is_left(tab, monkeypatch, boxes, tmp_path):
    save_quote(tab.engine(), three_options(), Decimal("1.13"))
    target = tmp_path / "gone" / "crm.csv"
    choose(monkeypatch, target)
    assert tab.export_history() is None
    assert boxes[0][0] == "Critical"
    assert boxes[0][1].startswith("The quote history could not be exported: cannot write")
    assert not target.parent.exists()


def test_cancelling_the_dialog_writes_nothing(tab, monkeypatch, boxes, tmp_path):
    choose(monkeypatch, "")
    assert tab.export_history() is None and boxes == []
