"""Autosave and recovery (rigwright.gui.shell.autosave, docs/reliability.md): the open quote and
the changed build are written as drafts on a timer and when the window loses the focus, only
when they changed; a clean close removes them; after a crash the next window offers them and
Restore brings them back (the quote unsaved, the build as the working build)."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import os
import select
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from rigwright.core.build.model import build_from_sku
from rigwright.core.quote.document import read_quote_file
from rigwright.core.storage import drafts
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState

Button = QMessageBox.StandardButton
EXAMPLE = Path(__file__).resolve().parents[3] / "docs" / "quote-example-en.json"


@pytest.fixture
def boxes(monkeypatch):
    """Message boxes recorded as (title, text); a question is answered Discard (the close's
    save question)."""
    shown: list[tuple[str, str]] = []

    def box(_parent, _icon, title, text, buttons=Button.Ok, _default=Button.NoButton):
        shown.append((title, text))
        return Button.Discard if buttons & Button.Discard else Button.Ok

    monkeypatch.setattr("rigwright.gui.quotes.tab.message_box", box)
    monkeypatch.setattr("rigwright.gui.shell.autosave.message_box", box)
    return shown


@pytest.fixture
def asked(monkeypatch):
    """The Restore/Discard question, recorded; answers Restore unless ``asked.answer`` is
    set to False."""
    calls: list[str] = []

    def ask(_parent, _title, text):
        calls.append(text)
        return ask.answer

    ask.answer = True
    ask.calls = calls
    monkeypatch.setattr("rigwright.gui.shell.autosave.ask_restore", ask)
    return ask


@pytest.fixture
def make_window(qtbot, seed_catalog, tmp_db, boxes):
    made = []

    def make(start: bool = True) -> MainWindow:
        state = AppState(seed_catalog, db_path=tmp_db)
        win = MainWindow(state)
        qtbot.addWidget(win)
        win.show()
        qtbot.waitExposed(win)
        win.autosaver.set_interval(30)
        if start:
            win.autosaver.start()
        made.append(win)
        return win

    yield make
    for win in made:
        win.autosaver.finish()
        win.state.shutdown()


def folder_of(win) -> object:
    return drafts.drafts_folder(win.state.db_path)


def open_new_quote(win, company="ACME Robotics"):
    assert win.quotes_tab.new_quote(company=company)
    return win.quotes_tab.editor


def draft_json(win, name=drafts.QUOTE_FILE) -> dict:
    return json.loads((folder_of(win) / name).read_text("utf-8"))


def change_build(win):
    state = win.state
    build = state.working_build
    state.edit_build(dataclasses.replace(build, memory_gb=build.memory_gb * 2), "more memory")
    assert state.working_changed
    return state.working_build


# ---------------------------------------------------------------- writing
def test_an_edited_quote_is_on_disk_after_a_tick(make_window, qtbot):
    win = make_window()
    editor = open_new_quote(win)
    editor.company_edit.setText("ACME Robotics GmbH")
    editor.commit()
    path = folder_of(win) / drafts.QUOTE_FILE
    qtbot.waitUntil(lambda: path.exists() and "GmbH" in path.read_text("utf-8"))
    data = draft_json(win)
    assert data["data"]["customer"]["company"] == "ACME Robotics GmbH"
    assert data["catalog"] == win.state.catalog.name


def test_nothing_is_written_until_started(make_window):
    win = make_window(start=False)
    open_new_quote(win)
    assert win.autosaver.save_now() == 0
    assert not (drafts.primary_folder(win.state.db_path) / drafts.QUOTE_FILE).exists()


def test_focus_loss_writes_what_is_being_typed(make_window):
    win = make_window()
    win.autosaver.set_interval(10**7)  # no tick during the test: only the focus loss
    editor = open_new_quote(win)
    win.autosaver.save_now()
    editor.company_edit.setText("Typed, not yet applied")  # the editor applies it 300 ms later
    assert editor.document().customer.company == "ACME Robotics"
    QCoreApplication.sendEvent(win, QEvent(QEvent.Type.WindowDeactivate))
    assert draft_json(win)["data"]["customer"]["company"] == "Typed, not yet applied"


def test_the_application_going_inactive_writes(make_window):
    win = make_window()
    win.autosaver.set_interval(10**7)
    editor = open_new_quote(win)
    win.autosaver.save_now()
    editor.notes_edit.setPlainText("said on the phone")
    QGuiApplication.instance().applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    assert draft_json(win)["data"]["notes"] == "said on the phone"


def test_nothing_changed_nothing_written(make_window):
    win = make_window()
    win.autosaver.set_interval(10**7)
    open_new_quote(win)
    change_build(win)
    assert win.autosaver.save_now() == 2  # the quote and the build
    path = folder_of(win) / drafts.QUOTE_FILE
    path.write_text("sentinel")  # a write would replace it
    writes = win.autosaver.writes
    assert win.autosaver.save_now() == 0
    QCoreApplication.sendEvent(win, QEvent(QEvent.Type.WindowDeactivate))
    assert win.autosaver.writes == writes and path.read_text() == "sentinel"


def test_a_saved_quote_loses_its_draft(make_window):
    win = make_window()
    open_new_quote(win)
    win.autosaver.save_now()
    path = folder_of(win) / drafts.QUOTE_FILE
    assert path.exists()
    assert win.quotes_tab.save()
    assert not path.exists()  # at once, not at the next tick


def test_the_build_draft_follows_the_working_build(make_window, qtbot):
    win = make_window()
    changed = change_build(win)
    path = folder_of(win) / drafts.BUILD_FILE
    qtbot.waitUntil(path.exists)
    data = draft_json(win, drafts.BUILD_FILE)
    assert data["data"]["memory_gb"] == changed.memory_gb
    assert data["selection"] == f"SKU {win.state.selected_sku.number}"
    assert data["changes"] == ["more memory"]
    win.state.undo_stack.undo()  # back to the SKU as printed: nothing to keep
    assert not path.exists()


def test_a_failed_write_is_noted_once_and_never_raised(make_window):
    win = make_window()
    win.autosaver.set_interval(10**7)
    (folder_of(win) / drafts.QUOTE_FILE).mkdir()  # the draft cannot be written there
    editor = open_new_quote(win)
    assert win.autosaver.save_now() == 0
    note = win.statusBar().currentMessage()
    assert "cannot be autosaved" in note and "is a directory" in note
    win.statusBar().clearMessage()
    editor.notes_edit.setPlainText("still typing")
    editor.commit()
    assert win.autosaver.save_now() == 0
    assert win.statusBar().currentMessage() == ""  # said once only
    (folder_of(win) / drafts.QUOTE_FILE).rmdir()  # the disk has room again: the next tick works
    assert win.autosaver.save_now() == 1
    assert draft_json(win)["data"]["notes"] == "still typing"


# ---------------------------------------------------------------- closing
def test_a_clean_close_removes_the_drafts(make_window, boxes):
    win = make_window()
    open_new_quote(win)
    change_build(win)
    win.autosaver.save_now()
    folder = folder_of(win)
    assert {p.name for p in folder.iterdir()} == {
        drafts.QUOTE_FILE,
        drafts.BUILD_FILE,
        drafts.SESSION_FILE,
    }
    assert win.close()
    assert [title for title, _text in boxes] == ["Unsaved changes"]  # asked, Discard
    assert list(folder.iterdir()) == []


def test_a_cancelled_close_keeps_them(make_window, monkeypatch):
    win = make_window()
    open_new_quote(win)
    win.autosaver.save_now()
    monkeypatch.setattr("rigwright.gui.quotes.tab.message_box", lambda *_a, **_k: Button.Cancel)
    assert not win.close()
    assert (folder_of(win) / drafts.QUOTE_FILE).exists()
    assert drafts.last_run_crashed(folder_of(win))


# ---------------------------------------------------------------- after a crash
CRASHED_AT = dt.datetime(2026, 11, 29, 18, 30, tzinfo=dt.UTC)


def crash_left_drafts(tmp_db, seed_catalog, company="Crashed Co"):
    """What a killed window leaves: the marker and its drafts (as the window writes them)."""
    folder = drafts.drafts_folder(tmp_db)
    drafts.begin_session(folder)
    doc = read_quote_file(EXAMPLE)
    doc = doc.model_copy(
        update={
            "customer": doc.customer.model_copy(update={"company": company}),
            "notes": "typed just before the crash",
        }
    )
    drafts.write_quote_draft(folder, doc, "seed-2020", saved_at=CRASHED_AT)
    sku = seed_catalog.skus[2]
    build = build_from_sku(sku, seed_catalog)
    build = dataclasses.replace(build, memory_gb=build.memory_gb * 2)
    drafts.write_build_draft(folder, build, "seed-2020", f"SKU {sku.number}", ["more memory"])
    return folder, doc, sku, build


def test_after_a_crash_restore_brings_the_quote_and_the_build_back(
    make_window, asked, qtbot, tmp_db, seed_catalog
):
    folder, doc, sku, build = crash_left_drafts(tmp_db, seed_catalog)
    win = make_window()
    qtbot.waitUntil(lambda: win.autosaver.active)
    [text] = asked.calls
    assert "Crashed Co" in text and f"SKU {sku.number}" in text and "more memory" in text
    editor = win.quotes_tab.editor
    assert editor.document() == doc
    assert editor.is_dirty()  # not saved: the close asks about it
    assert win.quotes_shown()
    assert win.state.selected_sku == sku
    assert win.state.working_build == build and win.state.working_changed
    assert win.state.undo_stack.canUndo()  # the SKU as printed is one undo away
    # The restored work is this run's draft at once (written again, not the crash's file).
    data = json.loads((folder / drafts.QUOTE_FILE).read_text("utf-8"))
    assert data["data"]["notes"] == "typed just before the crash"
    assert dt.datetime.fromisoformat(data["saved_at"]) > CRASHED_AT


def test_discard_deletes_the_drafts(make_window, asked, qtbot, tmp_db, seed_catalog):
    folder, *_ = crash_left_drafts(tmp_db, seed_catalog)
    asked.answer = False
    win = make_window()
    qtbot.waitUntil(lambda: win.autosaver.active)
    assert len(asked.calls) == 1
    assert win.quotes_tab.editor.document() is None and not win.state.working_changed
    assert not (folder / drafts.QUOTE_FILE).exists() and not (folder / drafts.BUILD_FILE).exists()
    assert drafts.last_run_crashed(folder)  # this run's marker


def test_drafts_of_a_clean_close_are_not_offered(make_window, asked, tmp_db, seed_catalog):
    folder, *_ = crash_left_drafts(tmp_db, seed_catalog)
    (folder / drafts.SESSION_FILE).unlink()  # the last run closed (its removal failed half-way)
    win = make_window()
    assert win.autosaver.active and asked.calls == []
    assert not (folder / drafts.QUOTE_FILE).exists()


def test_damaged_drafts_are_named_and_moved_aside(
    make_window, asked, qtbot, boxes, tmp_db, seed_catalog
):
    folder, *_ = crash_left_drafts(tmp_db, seed_catalog)
    (folder / drafts.QUOTE_FILE).write_bytes(b'{"format": "rigwright-draft/1", "kin')
    win = make_window()
    qtbot.waitUntil(lambda: win.autosaver.active)
    [text] = asked.calls  # the build is still offered
    assert "quote.json: not valid JSON" in text
    moved = [p for p in folder.iterdir() if p.name.startswith("quote.json.damaged-")]
    assert len(moved) == 1 and moved[0].read_bytes().endswith(b'"kin')
    assert win.state.working_changed and win.quotes_tab.editor.document() is None


def test_only_damaged_drafts_are_reported_without_a_question(
    make_window, asked, qtbot, boxes, tmp_db
):
    folder = drafts.drafts_folder(tmp_db)
    drafts.begin_session(folder)
    (folder / drafts.BUILD_FILE).write_bytes(b"\xff\x00 binary")
    win = make_window()
    qtbot.waitUntil(lambda: win.autosaver.active)
    assert asked.calls == []
    [(title, text)] = boxes
    assert title == "Recovered drafts" and "build.json: not UTF-8 text" in text


def test_a_build_that_no_longer_fits_the_catalog_is_said(
    make_window, asked, qtbot, boxes, tmp_db, seed_catalog
):
    folder, doc, *_ = crash_left_drafts(tmp_db, seed_catalog)
    data = json.loads((folder / drafts.BUILD_FILE).read_text("utf-8"))
    data["data"]["gpus"] = [{"model": "RTX 9090", "count": 2}]
    (folder / drafts.BUILD_FILE).write_text(json.dumps(data), "utf-8")
    win = make_window()
    qtbot.waitUntil(lambda: win.autosaver.active)
    assert win.quotes_tab.editor.document() == doc  # the quote is restored all the same
    [(_title, text)] = boxes
    assert "could be restored" in text and "RTX 9090" in text


# ---------------------------------------------------------------- end to end: a killed app
APP_CHILD = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import rigwright.gui.shell.autosave
from rigwright.gui.shell import app as gui_app
from rigwright.gui.shell.main_window import MainWindow

db, mode = sys.argv[1], sys.argv[2]
qapp = QApplication([sys.argv[0]])


def window():
    # The main window once it is shown (the catalog opens in a progress loop first).
    return next((w for w in QApplication.topLevelWidgets()
                 if isinstance(w, MainWindow) and w.isVisible()), None)


def edit():
    w = window()
    if w is None or not w.autosaver.active:
        QTimer.singleShot(20, edit)
        return
    w.autosaver.set_interval(50)
    w.quotes_tab.new_quote(company="Killed Co")
    w.quotes_tab.editor.notes_edit.setPlainText("typed before the kill")
    w.quotes_tab.editor.commit()

    def wait():
        path = w.autosaver.folder / "quote.json"
        if path.exists() and "typed before the kill" in path.read_text("utf-8"):
            print("autosaved", flush=True)  # the parent kills now, the quote never saved
        else:
            QTimer.singleShot(20, wait)
    wait()


def ask(_parent, _title, text):
    print("offered: " + text.replace("\\n", " | "), flush=True)
    return True


def report():
    w = window()
    if w is None or not w.autosaver.active:
        QTimer.singleShot(20, report)
        return
    editor = w.quotes_tab.editor
    doc = editor.document()
    print(f"restored: {doc.customer.company if doc else None} | "
          f"{doc.notes if doc else None} | dirty={editor.is_dirty()}", flush=True)
    editor.set_document(None)  # closes without the save question
    w.close()


rigwright.gui.shell.autosave.ask_restore = ask
QTimer.singleShot(0, edit if mode == "edit" else report)
sys.exit(gui_app.run(db, "seed-2020", lang="en"))
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX-only")
def test_a_killed_app_offers_its_draft_at_the_next_start(tmp_db):
    """The app is started, a quote is typed (never saved) and the process is SIGKILLed once
    the draft is on disk; the next start offers it and Restore shows it, unsaved."""
    root = Path(__file__).resolve().parents[3]
    env = dict(os.environ, PYTHONPATH=str(root), QT_QPA_PLATFORM="offscreen")

    child = subprocess.Popen(
        [sys.executable, "-c", APP_CHILD, str(tmp_db), "edit"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=root,
    )
    try:
        ready = select.select([child.stdout], [], [], 120)[0]  # never hang the suite
        line = child.stdout.readline().strip() if ready else "(no answer in 120 s)"
        assert line == "autosaved", line
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == -signal.SIGKILL
    assert drafts.last_run_crashed(drafts.drafts_folder(tmp_db))

    again = subprocess.run(
        [sys.executable, "-c", APP_CHILD, str(tmp_db), "recover"],
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        timeout=120,
        check=False,
    )
    assert again.returncode == 0, again.stderr
    lines = again.stdout.splitlines()
    assert len(lines) == 2, again.stdout + again.stderr
    assert lines[0].startswith("offered: ") and "New quote for Killed Co" in lines[0]
    assert lines[1] == "restored: Killed Co | typed before the kill | dirty=True"
    # The second run closed cleanly: nothing is left to offer.
    assert not drafts.last_run_crashed(drafts.drafts_folder(tmp_db))
    assert drafts.read_drafts(drafts.drafts_folder(tmp_db)).found == []


# ---------------------------------------------------------------- tester's faults (follow-up)
def remove_one_card(build):
    line = build.gpus[0]
    return dataclasses.replace(
        build,
        gpus=(dataclasses.replace(line, count=line.count - 1), *build.gpus[1:]),
        placement=None,
    )


def test_drafts_written_to_the_fallback_folder_are_offered_once_the_folder_is_writable(
    make_window, asked, qtbot, tmp_db, seed_catalog
):
    """The database's folder was read-only: the crashed run wrote to the fallback folder.
    Now it is writable again (the drafts folder is the primary one), and they are still
    offered; afterwards neither folder holds the crashed run's files."""
    fallback = drafts.fallback_folder(tmp_db)
    fallback.mkdir(parents=True)
    drafts.begin_session(fallback)
    doc = read_quote_file(EXAMPLE).model_copy(update={"notes": "written while read-only"})
    drafts.write_quote_draft(fallback, doc, "seed-2020", saved_at=CRASHED_AT)
    win = make_window()
    qtbot.waitUntil(lambda: win.autosaver.active)
    assert win.autosaver.folder == drafts.primary_folder(tmp_db)
    [text] = asked.calls
    assert "ACME" in text or doc.customer.company in text
    assert win.quotes_tab.editor.document() == doc and win.quotes_tab.editor.is_dirty()
    assert sorted(p.name for p in fallback.iterdir()) == []  # cleared once restored
    assert draft_json(win)["data"]["notes"] == "written while read-only"  # this run's draft
    assert win.close()
    assert list(drafts.primary_folder(tmp_db).iterdir()) == []


def test_the_newest_draft_of_each_kind_is_offered_and_the_older_kept(
    make_window, asked, qtbot, tmp_db, seed_catalog
):
    fallback = drafts.fallback_folder(tmp_db)
    fallback.mkdir(parents=True)
    primary = drafts.drafts_folder(tmp_db)
    doc = read_quote_file(EXAMPLE)
    for folder, notes, at in (
        (fallback, "older", CRASHED_AT),
        (primary, "newer", CRASHED_AT + dt.timedelta(hours=1)),
    ):
        drafts.begin_session(folder)
        drafts.write_quote_draft(
            folder, doc.model_copy(update={"notes": notes}), "seed-2020", saved_at=at
        )
    win = make_window()
    qtbot.waitUntil(lambda: win.autosaver.active)
    [text] = asked.calls
    assert "Older drafts of the same kind were kept aside" in text
    assert win.quotes_tab.editor.document().notes == "newer"
    [kept] = [p for p in fallback.iterdir() if p.name.startswith("quote.json.older-")]
    assert json.loads(kept.read_text("utf-8"))["data"]["notes"] == "older"  # never deleted
    assert str(kept) in text


def test_a_restored_build_is_not_relabelled_again_and_again(
    make_window, asked, qtbot, tmp_db, seed_catalog
):
    """Restore, then the window is killed again: the new draft keeps the changes as they
    were, not "recovered changes: recovered changes: …"."""
    _folder, _doc, _sku, build = crash_left_drafts(tmp_db, seed_catalog)
    win = make_window()
    qtbot.waitUntil(lambda: win.autosaver.active)
    assert win.state.change_texts == ("recovered changes: more memory",)
    data = draft_json(win, drafts.BUILD_FILE)
    assert data["changes"] == ["more memory"]  # as the crashed run wrote it, not wrapped
    win.state.edit_build(
        dataclasses.replace(build, memory_gb=build.memory_gb * 2), "even more memory"
    )
    win.autosaver.save_now()
    assert draft_json(win, drafts.BUILD_FILE)["changes"] == ["more memory", "even more memory"]


def test_a_draft_written_in_one_language_is_offered_in_the_windows(
    make_window, asked, qtbot, tmp_db, seed_catalog
):
    from rigwright.core.text.i18n import QT_TRANSLATE_NOOP
    from rigwright.gui.widgets import i18n

    folder = drafts.drafts_folder(tmp_db)
    drafts.begin_session(folder)
    sku = seed_catalog.skus[2]
    build = build_from_sku(sku, seed_catalog)
    change = QT_TRANSLATE_NOOP("fixes", "remove {n} × {gpu} ({old} → {new})").format(
        n=1, gpu="RTX8000", old=4, new=3
    )
    drafts.write_build_draft(
        folder,
        dataclasses.replace(build, memory_gb=build.memory_gb * 2),
        "seed-2020",
        f"SKU {sku.number}",
        [change],
    )
    assert draft_json_at(folder)["changes"][0]["source"] == change.source  # no language
    assert i18n.set_language("zh_CN")
    try:
        win = make_window()
        qtbot.waitUntil(lambda: win.autosaver.active)
        [text] = asked.calls
        assert "移除 1 × RTX8000（4 → 3）" in text and "remove 1" not in text
        assert "移除 1 × RTX8000（4 → 3）" in win.state.change_texts[0]
        # Written again, still in no language: the next window may be in English.
        assert draft_json_at(folder)["changes"] == [drafts.text_to_json(change)]
    finally:
        i18n.set_language("en")


def draft_json_at(folder, name=drafts.BUILD_FILE) -> dict:
    return json.loads((folder / name).read_text("utf-8"))


def searched_window(make_window, qtbot):
    win = make_window(start=False)
    state = win.state
    state.update_request(budget_cny=300_000, gpu_count=(2, 8))
    qtbot.waitUntil(lambda: not state.search_running and bool(state.custom_builds), timeout=20_000)
    return win


def test_a_changed_custom_build_is_restored_on_that_custom_build(make_window, asked, qtbot, tmp_db):
    first = searched_window(make_window, qtbot)
    first.autosaver.start()
    state = first.state
    custom = state.custom_builds[0]
    state.select_custom(custom)
    changed = remove_one_card(custom.build)
    state.edit_build(changed, "remove one card")
    first.autosaver.save_now()
    folder = first.autosaver.folder
    left = (folder / drafts.BUILD_FILE).read_bytes()
    data = json.loads(left)
    assert data["selection"] == custom.base and data["custom"] is not None
    first.autosaver.finish()  # then "killed": its marker and draft are back
    drafts.begin_session(folder)
    (folder / drafts.BUILD_FILE).write_bytes(left)

    win = searched_window(make_window, qtbot)  # same inputs: the custom build is found again
    win.autosaver.start()
    qtbot.waitUntil(lambda: win.autosaver.active)
    [text] = asked.calls
    line = custom.build.gpus[0]
    assert f"Custom build based on {custom.base} with {line.count} × {line.model}" in text
    assert win.state.selected_custom == custom and win.state.selected_sku is None
    assert win.state.working_build == changed
    assert win.state.change_texts == ("recovered changes: remove one card",)
    assert json.loads((folder / drafts.BUILD_FILE).read_text("utf-8"))["custom"] == data["custom"]


def test_a_custom_build_no_longer_found_is_restored_exactly_on_its_base_saying_so(
    make_window, asked, qtbot, tmp_db, seed_catalog
):
    folder = drafts.drafts_folder(tmp_db)
    drafts.begin_session(folder)
    sku = seed_catalog.skus[2]
    base = build_from_sku(sku, seed_catalog)
    custom = dataclasses.replace(
        base, gpus=(dataclasses.replace(base.gpus[0], model="TITAN V"),), label="custom"
    )
    changed = remove_one_card(custom)
    drafts.write_build_draft(
        folder, changed, "seed-2020", f"SKU {sku.number}", ["remove one card"], custom=custom
    )
    win = make_window()
    qtbot.waitUntil(lambda: win.autosaver.active)
    [text] = asked.calls
    gpus = f"{custom.gpus[0].count} × TITAN V"
    assert f"Custom build based on SKU {sku.number} with {gpus}" in text
    state = win.state
    assert state.working_build == changed  # exactly the build, not SKU + the change
    [change] = state.change_texts
    assert change == (
        f"recovered build: the custom build based on SKU {sku.number} ({gpus}), "
        f"then: remove one card"
    )
    # Killed again: the draft still says it was made on that custom build.
    again = json.loads((folder / drafts.BUILD_FILE).read_text("utf-8"))
    assert again["changes"] == ["remove one card"] and again["custom"] is not None


def test_a_build_that_cannot_be_restored_leaves_the_window_as_it_was(
    make_window, asked, qtbot, boxes, tmp_db, seed_catalog
):
    """The draft's catalog is another one and its chassis unknown there: the window keeps its
    catalog and selection, says why, and keeps the draft aside (a clean close deletes only
    this run's drafts)."""
    folder = drafts.drafts_folder(tmp_db)
    drafts.begin_session(folder)
    sku = seed_catalog.skus[2]
    build = dataclasses.replace(build_from_sku(sku, seed_catalog), chassis="GX630M")
    drafts.write_build_draft(folder, build, "current", f"SKU {sku.number}", ["more memory"])
    win = make_window(start=False)
    before = (win.state.catalog.name, win.state.selected_sku, win.state.working_build)
    win.autosaver.start()
    qtbot.waitUntil(lambda: win.autosaver.active)
    assert (win.state.catalog.name, win.state.selected_sku, win.state.working_build) == before
    assert not win.state.working_changed
    [(_title, text)] = boxes
    assert "Not everything could be restored" in text and "GX630M" in text
    [kept] = [p for p in folder.iterdir() if p.name.startswith("build.json.unrestored-")]
    assert "kept as" in text and str(kept) in text
    assert "save the quote" not in win.statusBar().currentMessage()
    assert win.close()
    assert kept.exists() and json.loads(kept.read_text("utf-8"))["data"]["chassis"] == "GX630M"


def test_the_note_after_a_build_only_restore_says_what_was_restored(
    make_window, asked, qtbot, tmp_db, seed_catalog
):
    folder, *_ = crash_left_drafts(tmp_db, seed_catalog)
    (folder / drafts.QUOTE_FILE).unlink()
    win = make_window()
    qtbot.waitUntil(lambda: win.autosaver.active)
    note = win.statusBar().currentMessage()
    assert note == "The recovered build was restored as the working build"


def test_a_pipe_as_a_draft_is_set_aside_without_freezing_the_window(
    make_window, asked, qtbot, boxes, tmp_db, seed_catalog
):
    import contextlib
    import threading

    folder, *_ = crash_left_drafts(tmp_db, seed_catalog)
    pipe = folder / drafts.QUOTE_FILE
    pipe.unlink()
    os.mkfifo(pipe)
    started = threading.Event()

    def unblock():  # should the window block on the pipe (the fault), end its read
        if not started.wait(30):
            with contextlib.suppress(OSError):
                os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))

    guard = threading.Thread(target=unblock, daemon=True)
    guard.start()
    try:
        win = make_window()
        qtbot.waitUntil(lambda: win.autosaver.active)
    finally:
        started.set()
        guard.join()
    [text] = asked.calls  # the build is still offered
    assert "quote.json: is not a regular file" in text
    assert any(p.name.startswith("quote.json.damaged-") for p in folder.iterdir())


def test_a_start_after_the_window_closed_leaves_no_session_marker(make_window, tmp_db):
    """The autosave starts once the window's first screen is painted (rigwright.gui.shell.app); a
    window closed before that must not start it late: the session marker it would leave would
    be taken for a crash at the next start."""
    win = make_window(start=False)
    win.autosaver.finish()  # the window closes cleanly
    win.autosaver.start()  # the late start, from the event loop
    assert win.autosaver.folder is None
    assert not drafts.last_run_crashed(drafts.drafts_folder(tmp_db))
