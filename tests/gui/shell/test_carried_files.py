"""Tests for gui/shell/carried_files.py: File ▸ Open… and Save As… of quote and build files,
and files dropped on the window (dialogs answered by the test, no dialog shown)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QFileDialog

from rigwright.core.build.model import GpuLine, build_from_sku
from rigwright.core.quote.document import read_quote_file
from rigwright.gui.shell import carried_files

QUOTE = {
    "format": "rigwright-quote/1",
    "lang": "en",
    "date": "2026-11-30",
    "valid_until": "2026-12-30",
    "catalog": "seed-2020",
    "customer": {"company": "Example AI Lab", "contact": "Dr. Li"},
    "options": [
        {
            "title": "Option A: 4 × RTX 2080 Ti",
            "workload": "cnn",
            "items": [
                {"kind": "sku", "sku": "1.7", "discount": "5%"},
                {
                    "kind": "extra",
                    "description": "Extended warranty (per year)",
                    "quantity": 2,
                    "unit_price": "3000.00",
                    "unit_cost": "1800.00",
                },
            ],
            "discount": "500.00",
        }
    ],
    "vat_percent": "13",
    "payment_terms": "30 % on order, 70 % before delivery.",
}


def write_json(path: Path, data) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
    return path


class Boxes:
    """Every message box carried_files shows, answered at once: (icon, text) in order."""

    def __init__(self, monkeypatch):
        self.shown: list[tuple[object, str]] = []
        monkeypatch.setattr(
            carried_files,
            "message_box",
            lambda _p, icon, _t, text, *a: self.shown.append((icon, text)),
        )

    def texts(self) -> list[str]:
        return [text for _icon, text in self.shown]


@pytest.fixture(autouse=True)
def _discard_on_close(monkeypatch):
    """A quote opened from a file is unsaved: the window's close discards it unasked."""
    from rigwright.gui.quotes.tab import QuotesTab

    monkeypatch.setattr(QuotesTab, "confirm_discard", lambda self: True)


@pytest.fixture
def boxes(monkeypatch):
    return Boxes(monkeypatch)


@pytest.fixture
def quote_file(tmp_path):
    return write_json(tmp_path / "lab-quote.json", QUOTE)


def save_dialog(monkeypatch, path: Path) -> list:
    asked: list = []

    def answer(*args, **_kwargs):
        asked.append(args)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(answer))
    return asked


def edited_build(window):
    """SKU 1.7's build with a card less and a label: what an engineer changed."""
    state = window.state
    state.select_sku(state.catalog.sku("1.7"))
    build = state.working_build
    line = build.gpus[0]
    changed = dataclasses.replace(
        build, gpus=(GpuLine(line.model, line.count - 1),), placement=None, label="lab build"
    )
    state.edit_build(changed, "remove a card")
    return state.working_build


# ---------------------------------------------------------------------- open
def test_open_of_a_quote_file_shows_it_in_the_editor_unsaved(
    qtbot, window, quote_file, monkeypatch, boxes
):
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(quote_file), ""))
    )
    window.open_file_action.trigger()
    assert not boxes.shown
    assert window.quotes_shown()
    doc = window.quotes_tab.editor.document()
    assert doc is not None and doc.customer.company == "Example AI Lab"
    assert doc == read_quote_file(quote_file)
    assert doc.number is None and window.quotes_tab.editor.is_dirty()  # Save keeps it
    assert "lab-quote.json" in window.statusBar().currentMessage()


def test_open_of_a_build_file_makes_it_the_working_build(qtbot, window, tmp_path, boxes):
    state = window.state
    built = build_from_sku(state.catalog.sku("1.7"), state.catalog)
    line = built.gpus[0]
    data = {
        "format": "rigwright-build/1",
        "chassis": built.chassis,
        "cpus": [{"name": c.name, "count": c.count} for c in built.cpus],
        "memory_gb": built.memory_gb,
        "gpus": [{"model": line.model, "count": line.count - 2}],
        "drives": list(built.drives),
        "label": "two cards less",
    }
    state.select_sku(state.catalog.sku("2.4"))
    assert window.open_file(write_json(tmp_path / "b.json", data))
    assert not boxes.shown
    assert state.selected_sku.number == "1.7"  # the SKU of its chassis
    assert state.working_build.gpus == (GpuLine(line.model, line.count - 2),)
    assert state.working_build.label == "two cards less"
    assert window.tabs.currentWidget() is window.build_view
    state.undo_stack.undo()  # one change: undone, the SKU's own build is back
    assert state.working_build == built


# ---------------------------------------------------------------------- save as
def test_save_as_of_a_quote_reads_back_the_same(qtbot, window, quote_file, tmp_path, monkeypatch):
    assert window.open_file(quote_file)
    doc = window.quotes_tab.editor.document()
    out = tmp_path / "saved"  # typed without .json: it is added
    save_dialog(monkeypatch, out)
    written = window.save_as()
    assert written == tmp_path / "saved.json"
    assert read_quote_file(written) == doc  # the reader `rigwright quote --from` uses
    assert "saved.json" in window.statusBar().currentMessage()

    window.quotes_tab.editor.set_document(None)  # reopened in a window with no quote open
    assert window.open_file(written)
    assert window.quotes_tab.editor.document() == doc


def test_save_as_of_a_build_reads_back_the_same_and_the_cli_checks_it(
    qtbot, window, tmp_path, monkeypatch, run_cli
):
    build = edited_build(window)
    window.pages.setCurrentIndex(0)
    out = tmp_path / "lab.json"
    save_dialog(monkeypatch, out)
    assert window.save_as() == out
    assert json.loads(out.read_text(encoding="utf-8"))["format"] == "rigwright-build/1"

    window.state.select_sku(window.state.catalog.sku("2.4"))
    assert window.open_file(out)
    assert window.state.working_build == build
    assert window.state.selected_sku.number == "1.7"

    code, stdout, _err = run_cli("check", "--build", str(out), "--db", str(tmp_path / "c.db"))
    assert code == 0 and "lab build" in stdout


def test_save_as_on_the_configure_page_writes_the_build_even_with_a_quote_open(
    qtbot, window, quote_file, tmp_path, monkeypatch
):
    assert window.open_file(quote_file)
    window.state.select_sku(window.state.catalog.sku("1.7"))
    window.pages.setCurrentIndex(0)
    out = tmp_path / "b.json"
    save_dialog(monkeypatch, out)
    assert window.save_as() == out
    assert "chassis" in json.loads(out.read_text(encoding="utf-8"))


def test_save_as_cancelled_writes_nothing(qtbot, window, tmp_path, monkeypatch):
    window.state.select_sku(window.state.catalog.sku("1.7"))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    assert window.save_as() is None
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------------- drag and drop
def _mime(*paths: Path) -> QMimeData:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    return mime


def test_a_dropped_quote_file_opens_as_file_open_does(qtbot, window, quote_file, boxes):
    mime = _mime(quote_file)
    enter = QDragEnterEvent(
        window.rect().center(),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dragEnterEvent(enter)
    assert enter.isAccepted()
    drop = QDropEvent(
        QPointF(window.rect().center()),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(drop)
    assert drop.isAccepted()
    qtbot.waitUntil(window.quote_open)
    assert window.quotes_tab.editor.document().customer.company == "Example AI Lab"
    assert not boxes.shown


def test_a_drag_of_text_is_not_taken(qtbot, window):
    mime = QMimeData()
    mime.setText("not a file")
    enter = QDragEnterEvent(
        window.rect().center(),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dragEnterEvent(enter)
    assert not enter.isAccepted()


def test_a_dropped_price_list_goes_to_the_import_preview(qtbot, window, tmp_path, monkeypatch):
    prices = tmp_path / "prices.csv"
    prices.write_text("code,name,price_cny\r\n", encoding="utf-8")
    imported = []
    monkeypatch.setattr(
        type(window), "import_catalog", lambda self, path=None: imported.append(path)
    )
    window.open_files([prices])
    assert imported == [prices]


# ---------------------------------------------------------------------- refusals
def test_a_quote_file_of_a_newer_version_is_refused_and_nothing_changes(
    qtbot, window, quote_file, tmp_path, boxes
):
    assert window.open_file(quote_file)
    doc = window.quotes_tab.editor.document()
    newer = write_json(tmp_path / "from-2030.json", {**QUOTE, "format": "rigwright-quote/2"})
    assert not window.open_file(newer)
    (text,) = boxes.texts()
    assert "from-2030.json" in text and "version 2" in text and "newer" in text
    assert window.quotes_tab.editor.document() is doc


def test_a_build_file_of_a_newer_version_is_refused_and_nothing_changes(
    qtbot, window, tmp_path, boxes
):
    build = edited_build(window)
    data = {"format": "rigwright-build/3", "chassis": "GT410i", "new_field": {"x": 1}}
    assert not window.open_file(write_json(tmp_path / "future-build.json", data))
    (text,) = boxes.texts()
    assert "future-build.json" in text and "version 3" in text
    assert window.state.working_build == build
    assert window.state.selected_sku.number == "1.7"


@pytest.mark.parametrize(
    ("name", "data", "field"),
    [
        (
            "bad-price.json",
            {
                **QUOTE,
                "options": [
                    {"items": [{"kind": "extra", "description": "x", "unit_price": "abc"}]}
                ],
            },
            "options[0].items[0].unit_price",
        ),
        (
            "bad-sku.json",
            {**QUOTE, "options": [{"items": [{"kind": "sku", "sku": "9.9"}]}]},
            "options[0].items[0]",
        ),
        (
            "bad-build.json",
            {
                "chassis": "GT410i",
                "cpus": ["x"],
                "memory_gb": 64,
                "gpus": [{"model": "RTX2080Ti", "count": 0}],
            },
            "gpus[0].count",
        ),
        ("neither.json", {"hello": 1}, "neither a quote file nor a build file"),
    ],
)
def test_a_malformed_file_names_the_field_and_changes_nothing(
    qtbot, window, tmp_path, boxes, name, data, field
):
    build = edited_build(window)
    assert not window.open_file(write_json(tmp_path / name, data))
    (text,) = boxes.texts()
    assert name in text and field in text
    assert window.state.working_build == build
    assert not window.quote_open()


def test_a_file_that_is_not_json_is_refused(qtbot, window, tmp_path, boxes):
    path = tmp_path / "broken.json"
    path.write_text("{not json", encoding="utf-8")
    assert not window.open_file(path)
    (text,) = boxes.texts()
    assert "broken.json" in text and "not valid JSON" in text


# ---------------------------------------------------------------------- rigwright FILE.json
def test_run_with_a_file_opens_it_in_the_window(qapp, tmp_db, quote_file, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from rigwright.gui.shell import app
    from rigwright.gui.shell.main_window import MainWindow

    opened = []

    def fake_exec(*_args):
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        window = next(w for w in windows if w.isVisible())
        QApplication.processEvents()  # the file opens once the window shows
        doc = window.quotes_tab.editor.document() if window.quote_open() else None
        opened.append(doc)
        window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", fake_exec)
    assert app.run(tmp_db, "seed-2020", files=[quote_file]) == 0
    assert opened and opened[0] == read_quote_file(quote_file)


# ---------------------------------------------------------------------- numbers
def test_a_file_of_a_quote_in_the_history_opens_that_revision(qtbot, window, quote_file, tmp_path):
    book = window.quotes_tab.book
    saved = book.save(read_quote_file(quote_file), None)  # numbered, as a window save does
    same = write_json(tmp_path / "same.json", json.loads(saved.to_json()))
    assert window.open_file(same)
    doc = window.quotes_tab.editor.document()
    assert doc.number == saved.number and not window.quotes_tab.editor.is_dirty()


def test_a_file_whose_number_is_another_quotes_opens_as_a_new_quote(
    qtbot, window, quote_file, tmp_path
):
    book = window.quotes_tab.book
    saved = book.save(read_quote_file(quote_file), None)
    other = json.loads(saved.to_json())
    other["customer"] = {"company": "Someone Else Ltd"}
    assert window.open_file(write_json(tmp_path / "other.json", other))
    doc = window.quotes_tab.editor.document()
    assert doc.customer.company == "Someone Else Ltd" and doc.number is None
    assert "new quote" in window.statusBar().currentMessage()
    assert book.open(saved.number).customer.company == "Example AI Lab"  # untouched
