"""One window per database: the second launch finds the first, asks it to come to the front
and gives up its own claim (rigwright.gui.shell.single_instance)."""

from __future__ import annotations

import hashlib
import logging
import os
import socket
import stat
import tempfile
import uuid
from pathlib import Path

import pytest

from rigwright.gui.shell import app as app_module
from rigwright.gui.shell import single_instance
from rigwright.gui.shell.single_instance import claim, server_name


def test_a_second_launch_wakes_the_first_and_stands_down(qtbot):
    name = f"rigwright-test-{uuid.uuid4().hex[:12]}"
    first = claim(name)
    assert first is not None
    try:
        with qtbot.waitSignal(first.woken, timeout=3000):
            assert claim(name) is None  # the second launch
    finally:
        first.close()
    again = claim(name)  # the first window closed: the next launch is the window
    assert again is not None
    again.close()


def test_a_second_launch_hands_its_files_to_the_first(qtbot, tmp_path):
    name = f"rigwright-test-{uuid.uuid4().hex[:12]}"
    first = claim(name)
    assert first is not None
    files = [tmp_path / "报价 1.json", tmp_path / "b\nc.json"]  # spaces, CJK, a line break
    opened: list[str] = []
    first.open_requested.connect(opened.append)
    try:
        with qtbot.waitSignal(first.woken, timeout=3000):
            assert claim(name, files=files) is None
        qtbot.waitUntil(lambda: len(opened) == 2, timeout=3000)
    finally:
        first.close()
    assert opened == [str(f) for f in files]


def test_a_second_launch_with_a_language_and_a_file_gets_both_across(qtbot, tmp_path):
    name = f"rigwright-test-{uuid.uuid4().hex[:12]}"
    first = claim(name)
    assert first is not None
    first.language = lambda: "zh_CN"
    opened: list[str] = []
    kept: list[str] = []
    first.open_requested.connect(opened.append)
    first.language_kept.connect(kept.append)
    told: list[str] = []
    try:
        assert claim(name, "en", told.append, [tmp_path / "q.json"]) is None
        qtbot.waitUntil(lambda: bool(opened), timeout=3000)
    finally:
        first.close()
    assert opened == [str(tmp_path / "q.json")] and kept == ["en"] and told == ["zh_CN"]


def test_each_database_has_its_own_window(tmp_path):
    assert server_name(tmp_path / "a.sqlite3") != server_name(tmp_path / "b.sqlite3")
    assert server_name(tmp_path / "a.sqlite3") == server_name(tmp_path / "." / "a.sqlite3")


def test_the_second_launch_opens_no_window(qtbot, monkeypatch, tmp_db):
    name = server_name(tmp_db)
    first = claim(name)
    assert first is not None
    try:
        opened = []
        monkeypatch.setattr(
            "rigwright.core.storage.database.open_catalog", lambda *a: opened.append(a)
        )
        with qtbot.waitSignal(first.woken, timeout=3000):
            assert app_module.run(tmp_db) == 0
        assert not opened  # it stopped before opening anything
    finally:
        first.close()


def _old_name(db) -> Path:
    """Where an older version put the socket: a predictable name in the shared /tmp."""
    from PySide6.QtCore import QDir

    digest = hashlib.sha256(str(Path(db).resolve()).encode("utf-8")).hexdigest()[:16]
    return Path(QDir.tempPath()) / f"rigwright-{digest}"


def test_the_socket_lives_in_a_folder_only_this_user_can_enter(tmp_db):
    where = Path(server_name(tmp_db))
    assert where.is_absolute() and where.parent != Path(tempfile.gettempdir())
    st = where.parent.stat()
    assert st.st_uid == os.geteuid() and stat.S_IMODE(st.st_mode) == 0o700


@pytest.fixture
def squatted(tmp_db, monkeypatch):
    """Sockets another user made first at the old and the new name, listening (a connection
    to them succeeds). As root they are given to uid 65534; otherwise this user plays
    another one (the owner check sees another uid)."""
    made = []
    for path in (_old_name(tmp_db), Path(server_name(tmp_db))):
        path.unlink(missing_ok=True)
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        listener.bind(str(path))
        listener.listen(5)
        made.append((path, listener))
        if os.geteuid() == 0:
            os.chown(path, 65534, 65534)
    if os.geteuid() != 0:
        monkeypatch.setattr(single_instance, "_uid", lambda: os.geteuid() + 1)
    yield [path for path, _ in made]
    for path, listener in made:
        listener.close()
        path.unlink(missing_ok=True)


@pytest.mark.skipif(os.name != "posix", reason="POSIX sockets (Windows uses named pipes)")
def test_a_socket_another_user_made_first_never_stops_the_launch(tmp_db, squatted, caplog):
    caplog.set_level(logging.INFO, logger="rigwright.gui.shell.single_instance")
    instance = claim(server_name(tmp_db))
    try:
        assert instance is not None  # this launch opens its own window
        assert instance._server.isListening()
        assert any(
            "ignored" in r.getMessage() and str(squatted[1]) in r.getMessage()
            for r in caplog.records
        )
    finally:
        instance and instance.close()


def test_a_launch_naming_a_language_is_told_the_window_s_own(qtbot):
    name = f"rigwright-test-{uuid.uuid4().hex[:12]}"
    first = claim(name)
    assert first is not None
    first.language = lambda: "zh_TW"
    asked, told = [], []
    first.language_kept.connect(asked.append)
    try:
        with qtbot.waitSignal(first.woken, timeout=3000):
            assert claim(name, "en", told.append) is None
        assert (asked, told) == (["en"], ["zh_TW"])
        with qtbot.waitSignal(first.woken, timeout=3000):  # the same language: nothing said
            assert claim(name, "zh_TW", told.append) is None
        with qtbot.waitSignal(first.woken, timeout=3000):  # no --lang: nothing asked
            assert claim(name, None, told.append) is None
        assert (asked, told) == (["en"], ["zh_TW"])
    finally:
        first.close()


@pytest.fixture
def running_window(qtbot, window, tmp_db):
    """The window as the first launch on ``tmp_db`` holds it (in English), wired as
    :func:`rigwright.gui.shell.app.run` wires it."""
    from rigwright.gui.widgets.i18n import current_language

    first = claim(server_name(tmp_db))
    assert first is not None
    first.language = current_language
    first.woken.connect(window.bring_to_front)
    first.language_kept.connect(window.say_language_kept)
    yield window, first
    first.close()


def test_a_second_launch_in_another_language_says_the_window_keeps_its_own(
    qtbot, running_window, tmp_db, capfd
):
    window, first = running_window
    window.statusBar().clearMessage()
    with qtbot.waitSignal(first.woken, timeout=3000):
        assert app_module.run(tmp_db, lang="zh_CN") == 0
    assert window.statusBar().currentMessage() == (
        "Another launch asked for Simplified Chinese: this window stays in English. Change it "
        "in View ▸ Language."
    )
    # The second launch says it on stderr, in the language it was asked for.
    assert capfd.readouterr().err.splitlines() == [
        "rigwright: Rigwright 已经打开，界面语言为英文：该窗口保持原来的语言。如需显示为简体中文，"
        "请在该窗口中选择“视图 ▸ 语言”。"
    ]


def test_a_second_launch_in_the_window_s_language_says_nothing(
    qtbot, running_window, tmp_db, capfd
):
    window, first = running_window
    window.statusBar().clearMessage()
    for lang in ("en", None):
        with qtbot.waitSignal(first.woken, timeout=3000):
            assert app_module.run(tmp_db, lang=lang) == 0
    assert window.statusBar().currentMessage() == ""
    assert capfd.readouterr().err == ""
