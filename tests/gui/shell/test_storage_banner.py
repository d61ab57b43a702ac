"""Tests for gui/shell/storage_banner.py and the start in gui/shell/app.py (docs/reliability.md,
damaged or unusual storage): a damaged database is recovered and told in one message at start,
the window up with its catalog; a read-only database shows the banner, refuses every save with
a message and keeps the unsaved quote open; a database on a network file system shows a
warning."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from rigwright.core.build.rules import parse_site
from rigwright.core.quote.document import QuoteDocument, VendorProfile
from rigwright.core.storage import database as storage
from rigwright.core.storage.backups import take_backup
from rigwright.core.storage.health import StartReport, location_warning, open_at_start
from rigwright.core.storage.quote_store import list_quotes, open_quote_db, save_quote
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.shell.storage_banner import StorageBanner
from rigwright.gui.state import AppState

KINDS = {
    QMessageBox.Icon.Warning: "warning",
    QMessageBox.Icon.Critical: "critical",
    QMessageBox.Icon.Information: "information",
    QMessageBox.Icon.Question: "question",
}


@pytest.fixture(autouse=True)
def _writable_again():
    yield
    storage._read_only.clear()


@pytest.fixture
def said(monkeypatch):
    """Message boxes recorded by kind (plain text only); questions answered Discard."""
    shown: dict[str, list[str]] = {kind: [] for kind in KINDS.values()}

    def run(box):
        assert box.textFormat() == Qt.TextFormat.PlainText
        kind = KINDS[box.icon()]
        shown[kind].append(box.text())
        return (
            QMessageBox.StandardButton.Discard
            if kind == "question"
            else QMessageBox.StandardButton.Ok
        )

    monkeypatch.setattr(QMessageBox, "exec", run)
    return shown


def _window(qtbot, catalog, db: Path, report: StartReport | None) -> MainWindow:
    state = AppState(catalog, db_path=db, storage=report)
    window = MainWindow(state)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


# ----------------------------------------------------------------------------- damaged
def test_a_damaged_database_is_recovered_and_told_once_at_start(
    qapp, tmp_db, said, monkeypatch, seed_catalog, windows_run
):
    """The whole start (:func:`rigwright.gui.shell.app.run`): one message says what was moved
    where and which backup came back; the window is up with the catalog and the restored
    quote."""
    from rigwright.gui.shell import app

    open_at_start(tmp_db, backup=False)
    engine = open_quote_db(tmp_db)
    save_quote(
        engine,
        QuoteDocument.model_validate(
            {
                "customer": {"company": "Restored Co"},
                "date": dt.date(2026, 11, 30),
                "options": [
                    {"items": [{"kind": "extra", "description": "install", "unit_price": "1.00"}]}
                ],
            }
        ),
        None,
    )
    engine.dispose()
    backup = take_backup(tmp_db).backup
    tmp_db.write_bytes(b"\x00garbage" * 512)

    seen = windows_run
    assert app.run(tmp_db, "seed-2020") == 0
    assert said["critical"] == []
    (message,) = said["warning"]
    (aside,) = tmp_db.parent.glob("rigwright.sqlite3.damaged-*Z")
    assert message.startswith(
        f"The database {tmp_db} was damaged (file is not a database). "
        f"It was moved aside to {aside} (nothing was deleted)."
    )
    assert (
        f"restored from the automatic backup of "
        f"{backup.taken_at.astimezone():%Y-%m-%d %H:%M} (quotes in it: 1)"
    ) in message
    assert aside.read_bytes() == b"\x00garbage" * 512
    assert seen and seen[0].state.catalog == seed_catalog
    assert seen[0].state.storage.recovery is not None
    assert not seen[0].storage_banner.isVisible()  # writable and local: nothing to say
    engine = open_quote_db(tmp_db)
    assert [q.customer for q in list_quotes(engine)] == ["Restored Co"]
    engine.dispose()


def test_a_start_that_cannot_open_says_why_once(qapp, tmp_db, said):
    from rigwright.gui.shell import app

    def opener():
        raise storage.StorageError(
            f"{tmp_db} is not a Rigwright database; nothing was changed in it"
        )

    assert app.open_at_start(qapp, tmp_db, "seed-2020", opener) is None
    assert said["critical"] == [
        (
            f"The catalog “seed-2020” could not be opened: {tmp_db} is "
            f"not a Rigwright database; nothing was changed in it"
        )
    ]


# ----------------------------------------------------------------------------- read-only
def _no_write(folder: Path):
    def access(name: str, mode: int) -> bool:
        return not (mode & os.W_OK and Path(name) == folder) and os.access(name, mode)

    return access


def test_a_read_only_database_shows_the_banner_and_refuses_every_save(
    qtbot, tmp_db, said, seed_catalog
):
    open_at_start(tmp_db, backup=False)
    catalog, report = open_at_start(tmp_db, access=_no_write(tmp_db.parent))
    window = _window(qtbot, catalog, tmp_db, report)
    banner = window.storage_banner
    assert banner.isVisible() and banner.read_only
    text = banner.label.text()
    assert text.startswith(
        "Read-only: nothing can be saved (quotes, vendor profile, settings). The folder"
    )
    assert f"Check the permissions of {tmp_db.parent}" in text
    # Above the pages: the first thing in the window's central area.
    assert window.centralWidget().layout().indexOf(banner) == 0

    state, tab = window.state, window.quotes_tab
    assert state.read_only
    state.select_sku(seed_catalog.sku("1.7"))
    assert tab.new_quote(company="Kept Co")
    assert not tab.save()
    (refusal,) = said["warning"]
    assert refusal == (
        f"The quote was not saved: the database in {tmp_db.parent} was opened "
        f"read-only, so nothing can be saved in it (the notice at the top of the "
        f"window says why and how to fix it); nothing was changed"
    )
    doc = tab.editor.document()
    assert tab.editor.is_dirty() and doc.customer.company == "Kept Co"  # nothing lost
    assert doc.number is None

    assert not tab.save_vendor(VendorProfile(name="Vendor Co"))
    assert said["warning"][1].startswith("The vendor profile was not saved: ")

    notices = []
    state.notice.connect(notices.append)
    state.set_site(parse_site("220V/16A"))
    assert notices == [
        ("The site's circuit holds for this session only: the database is read-only.")
    ]
    assert state.site == parse_site("220V/16A")  # used for this session
    tab.editor.set_document(None)


def test_a_read_only_database_still_gives_a_draft_pdf(
    qtbot, tmp_db, tmp_path, seed_catalog, monkeypatch
):
    """The customer waits for the quote and the database cannot be written: after one
    question the PDF is written as a draft (no quote number); the quote stays open, unsaved."""
    from rigwright.gui.quotes import tab as quotes_tab_module

    questions, written = [], []

    def run(box):
        questions.append((box.icon(), box.text()))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "exec", run)
    monkeypatch.setattr(
        quotes_tab_module,
        "export_quote_pdf",
        lambda resolved, _catalog, out, progress=None: written.append(
            (resolved.document.number, Path(out))
        ),
    )
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(tmp_path / "offer.pdf"), "")
    )
    open_at_start(tmp_db, backup=False)
    catalog, report = open_at_start(tmp_db, access=_no_write(tmp_db.parent))
    window = _window(qtbot, catalog, tmp_db, report)
    tab = window.quotes_tab
    window.state.select_sku(seed_catalog.sku("1.7"))
    assert tab.new_quote(company="Waiting Co")
    assert tab.export_pdf() == tmp_path / "offer.pdf"
    ((icon, text),) = questions
    assert icon == QMessageBox.Icon.Question and text.startswith(
        f"The quote could not be saved: the database in {tmp_db.parent} was opened read-only"
    )
    assert text.endswith(
        "Export the PDF anyway? It is printed as a draft, without a quote "
        "number; the quote stays open, unsaved."
    )
    assert written == [(None, tmp_path / "offer.pdf")]
    assert tab.editor.is_dirty() and tab.editor.document().customer.company == "Waiting Co"
    tab.editor.set_document(None)


# ----------------------------------------------------------------------------- warning
def test_a_database_on_a_network_file_system_shows_a_warning(qtbot, tmp_db, seed_catalog):
    mounts = f"27 1 0:40 / {tmp_db.parent} rw - nfs4 server:/x rw\n"
    catalog, report = open_at_start(tmp_db, mountinfo=mounts, backup=False)
    window = _window(qtbot, catalog, tmp_db, report)
    banner = window.storage_banner
    assert banner.isVisible() and not banner.read_only
    assert banner.label.text() == "Warning: " + str(location_warning(tmp_db, mountinfo=mounts))
    assert "network file system (nfs4 at" in banner.label.text()


def test_the_banner_is_hidden_when_all_is_well(qtbot, tmp_db):
    banner = StorageBanner(StartReport(tmp_db))
    qtbot.addWidget(banner)
    assert banner.isHidden() and banner.texts() == []
    banner.set_report(None)
    assert banner.isHidden()


def test_a_start_on_a_file_that_is_not_a_database_refuses_it_in_one_box(qapp, tmp_path, said):
    from rigwright.gui.shell import app

    path = tmp_path / "myquote.json"
    path.write_text('{"customer": {"company": "ACME"}}', encoding="utf-8")
    before = path.read_bytes(), path.stat().st_mtime_ns
    assert app.open_at_start(qapp, path, "seed-2020") is None  # the window's own opener
    assert said["critical"] == [
        (
            f"The catalog “seed-2020” could not be opened: {path} is not "
            f"a database (it is not an SQLite file): nothing was changed "
            f"in it. Start Rigwright with another database file."
        )
    ]
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert [p.name for p in tmp_path.iterdir()] == ["myquote.json"]


def test_another_programs_database_is_refused_in_the_windows_language_and_logged(
    qapp, tmp_path, said, caplog
):
    """The refusal reads in the window's language (no English reason inside a Chinese
    sentence) and is a record of the log, with the tables that gave it away."""
    import sqlite3

    from rigwright.gui.shell import app
    from rigwright.gui.widgets import i18n

    path = tmp_path / "contacts.sqlite3"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE contacts (name TEXT)")
    i18n.set_language("zh_TW")
    with caplog.at_level("WARNING", logger="rigwright.gui.shell.app"):
        assert app.open_at_start(qapp, path, "seed-2020") is None
    (message,) = said["critical"]
    assert str(path) in message and "Rigwright" in message
    assert "not" not in message.replace(str(path), "") and "--db" not in message
    assert any("it holds other tables: contacts" in r.getMessage() for r in caplog.records)
