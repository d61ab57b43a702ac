"""Tests for gui/shell/catalog_files.py: File ▸ Import catalog or price list…, Export
catalog… and Undo import in the window (dialogs answered by the test)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QInputDialog

from rigwright.core.storage.catalog_store import open_catalog
from rigwright.core.storage.pack_export import export_pack
from rigwright.core.storage.packs import import_file, plan_import
from rigwright.gui.shell import catalog_files
from rigwright.gui.shell.catalog_files import ImportPreview, change_lines, summary_text
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState


def dump(db: Path) -> list[str]:
    con = sqlite3.connect(db)
    try:
        return list(con.iterdump())
    finally:
        con.close()


def write_csv(path: Path, text: str) -> Path:
    path.write_bytes(text.replace("\n", "\r\n").encode("utf-8"))
    return path


class Dialogs:
    """The window's dialogs answered by the test: the file chosen, the name typed, the
    preview's answer; every message box's text and every preview are recorded."""

    def __init__(self, monkeypatch):
        self.file = ""
        self.folder = ""
        self.name: str | None = None
        self.accept = True
        self.previews: list = []
        self.boxes: list[str] = []
        self.asked: list[str] = []
        monkeypatch.setattr(
            QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (self.file, ""))
        )
        monkeypatch.setattr(
            QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: self.folder)
        )

        def get_text(_parent, _title, label, _mode, suggested):
            self.asked.append(suggested)
            return (suggested if self.name is None else self.name), True

        monkeypatch.setattr(QInputDialog, "getText", staticmethod(get_text))

        def preview(plan, _parent):
            self.previews.append(plan)
            return self.accept

        monkeypatch.setattr(catalog_files, "preview_accepted", preview)
        monkeypatch.setattr(
            catalog_files, "message_box", lambda _p, _i, _t, text, *a: self.boxes.append(text)
        )


@pytest.fixture
def dialogs(monkeypatch):
    return Dialogs(monkeypatch)


@pytest.fixture
def db(tmp_db, seed_catalog):
    """A database holding the shipped seed and an imported copy 'vendor'."""
    open_catalog(tmp_db, "seed-2020")
    import_file(export_pack(seed_catalog, tmp_db.parent / "pack")[0], tmp_db, "vendor")
    return tmp_db


def make_window(qtbot, db, name):
    state = AppState(open_catalog(db, name), db_path=db)
    win = MainWindow(state)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def vendor_window(qtbot, db):
    win = make_window(qtbot, db, "vendor")
    yield win
    win.state.shutdown()


@pytest.fixture
def seed_window(qtbot, db):
    win = make_window(qtbot, db, "seed-2020")
    yield win
    win.state.shutdown()


def test_the_file_menu_offers_import_export_and_undo(vendor_window):
    actions = [a.objectName() for a in vendor_window.file_menu.actions()]
    for name in ("importCatalogAction", "exportCatalogAction", "undoImportAction"):
        assert name in actions
    assert vendor_window.import_catalog_action.text() == "&Import catalog or price list…"
    vendor_window.refresh_undo_import()  # the fixture's import is kept: undoable
    assert vendor_window.undo_import_action.isEnabled()


def test_a_price_list_is_previewed_imported_and_undone(tmp_path, dialogs, vendor_window, db):
    win = vendor_window
    sku = win.state.catalog.sku("1.7")
    dialogs.file = str(write_csv(tmp_path / "prices.csv", f"code,price_cny\n{sku.code},85000\n"))
    assert win.import_catalog()
    (plan,) = dialogs.previews
    assert summary_text(plan) == "1 prices changed, 0 items added, 0 removed"
    assert change_lines(plan) == [
        f"Price changed: Workstation 1.7 {sku.code} — ¥{sku.price_cny:,} CNY → ¥85,000 CNY"
    ]
    assert dialogs.asked == []  # the vendor's own catalog: priced in place, no name asked
    assert win.state.catalog.sku("1.7").price_cny == 85000
    assert open_catalog(db, "vendor").sku("1.7").price_cny == 85000
    assert "1 prices changed" in win.statusBar().currentMessage()

    win.refresh_undo_import()
    assert win.undo_import_action.isEnabled()
    assert win.undo_import_action.text() == "&Undo import of prices.csv"
    assert win.undo_import()
    assert win.state.catalog.sku("1.7").price_cny == sku.price_cny
    assert open_catalog(db, "vendor").sku("1.7").price_cny == sku.price_cny
    assert not win.undo_import_action.isEnabled()  # one import kept: undone once


def test_cancel_in_the_preview_changes_nothing(tmp_path, dialogs, vendor_window, db):
    win = vendor_window
    before = dump(db)
    catalog = win.state.catalog
    dialogs.file = str(write_csv(tmp_path / "p.csv", "number,price_cny\n1.7,1\n"))
    dialogs.accept = False
    assert not win.import_catalog()
    assert len(dialogs.previews) == 1
    assert dump(db) == before
    assert win.state.catalog is catalog
    assert win.statusBar().currentMessage() == "Import cancelled: nothing changed"


def test_a_bad_file_changes_nothing_and_names_file_row_and_field(
    tmp_path, dialogs, vendor_window, db
):
    win = vendor_window
    before = dump(db)
    catalog = win.state.catalog
    dialogs.file = str(write_csv(tmp_path / "bad.csv", "number,price_cny\n1.7,1\n1.8,-1\n"))
    assert not win.import_catalog()
    assert dialogs.previews == []  # refused before any preview
    (text,) = dialogs.boxes
    assert text.startswith("bad.csv was not imported; nothing changed:")
    assert "bad.csv row 2, field price_cny" in text
    assert dump(db) == before
    assert win.state.catalog is catalog


def test_a_price_list_for_a_shipped_catalog_goes_into_a_named_copy(
    tmp_path, dialogs, seed_window, db, seed_catalog
):
    win = seed_window
    dialogs.file = str(write_csv(tmp_path / "p.csv", "number,price_cny\n1.7,85000\n"))
    assert win.import_catalog()
    assert dialogs.asked == ["seed-2020-vendor"]
    assert win.state.catalog.name == "seed-2020-vendor"
    assert win.state.catalog.sku("1.7").price_cny == 85000
    assert open_catalog(db, "seed-2020") == seed_catalog  # the shipped one is untouched
    combo = win.panel.catalog_combo
    assert combo.findData("seed-2020-vendor") >= 0

    win.refresh_undo_import()
    assert win.undo_import()  # the copy it made goes, the catalog in use before is back
    assert win.state.catalog.name == "seed-2020"
    assert combo.findData("seed-2020-vendor") < 0
    assert "seed-2020-vendor" not in win.state.catalog_names()


def test_a_shipped_name_for_a_pack_is_refused_before_reading(
    tmp_path, dialogs, seed_window, db, seed_catalog
):
    before = dump(db)
    dialogs.file = str(export_pack(seed_catalog, tmp_path / "out")[0])
    dialogs.name = "current"
    assert not seed_window.import_catalog()
    assert dialogs.previews == [] and "ships with Rigwright" in dialogs.boxes[0]
    assert dump(db) == before


def test_export_then_import_as_a_new_catalog(tmp_path, dialogs, vendor_window, db):
    win = vendor_window
    dialogs.folder = str(tmp_path / "out")
    Path(dialogs.folder).mkdir()
    assert win.export_catalog()
    pack = tmp_path / "out" / "vendor.json"
    assert pack.is_file() and (tmp_path / "out" / "skus.csv").is_file()
    dialogs.file = str(pack)
    dialogs.name = "vendor-2"
    assert win.import_catalog()
    (plan,) = dialogs.previews
    n = len(win.state.catalog.gpus) + len(win.state.catalog.skus)
    n += len(win.state.catalog.chassis)
    assert summary_text(plan) == f"0 prices changed, {n} items added, 0 removed"
    assert win.state.catalog.name == "vendor-2"
    copy, original = open_catalog(db, "vendor-2"), open_catalog(db, "vendor")
    assert (copy.skus, copy.gpus, copy.price_list) == (
        original.skus,
        original.gpus,
        original.price_list,
    )


def test_the_preview_dialog_lists_every_change(qtbot, tmp_path, db):
    path = write_csv(tmp_path / "p.csv", "number,price_cny\n1.7,85000\n1.8,70000\n")
    plan = plan_import(path, db, "vendor")
    dialog = ImportPreview(plan)
    qtbot.addWidget(dialog)
    assert dialog.summary.text() == "2 prices changed, 0 items added, 0 removed"
    assert dialog.changes.count() == 2
    assert "the catalog “vendor” (replaces the catalog stored under that name)" in (
        dialog.heading.text()
    )
    assert dialog.import_button.text() == "&Import"
    copy = ImportPreview(plan_import(path, db, "fresh", base="seed-2020"))
    qtbot.addWidget(copy)
    assert "a copy of the catalog “seed-2020” named “fresh” (a new catalog)" in (
        copy.heading.text()
    )
    assert copy.summary.text() == "2 prices changed, 0 items added, 0 removed"  # vs the seed
