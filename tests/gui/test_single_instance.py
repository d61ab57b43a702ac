"""One window per database: the second launch finds the first, asks it to come to the front
and gives up its own claim (gui.single_instance)."""

from __future__ import annotations

import uuid

from gui import app as app_module
from gui.single_instance import claim, server_name


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


def test_each_database_has_its_own_window(tmp_path):
    assert server_name(tmp_path / "a.sqlite3") != server_name(tmp_path / "b.sqlite3")
    assert server_name(tmp_path / "a.sqlite3") == server_name(tmp_path / "." / "a.sqlite3")


def test_the_second_launch_opens_no_window(qtbot, monkeypatch, tmp_db):
    name = server_name(tmp_db)
    first = claim(name)
    assert first is not None
    try:
        opened = []
        monkeypatch.setattr("core.storage.open_catalog", lambda *a: opened.append(a))
        with qtbot.waitSignal(first.woken, timeout=3000):
            assert app_module.run(tmp_db) == 0
        assert not opened  # it stopped before opening anything
    finally:
        first.close()
