"""A short seeded run of the random-action driver (``bench/random_actions.py``) on a main
window: every action it does through the widgets (rows, tabs, typed text, spin boxes, menus,
the diagram, dialogs) leaves no exception and no error record. The ten-minute run is the
benchmark script's; this one guards the driver and the window's commonest paths."""

from __future__ import annotations

import logging
import random
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:  # bench/ is not installed: import it from the checkout
    sys.path.insert(0, str(ROOT))

from bench.random_actions import Driver, ErrorWatch  # noqa: E402
from rigwright.gui.shell.main_window import MainWindow  # noqa: E402
from rigwright.gui.state import AppState  # noqa: E402


@pytest.fixture(autouse=True)
def no_close_questions(monkeypatch):
    """The quote the run may open is never saved: closing the window asks nothing."""
    from rigwright.gui.quotes.tab import QuotesTab

    monkeypatch.setattr(QuotesTab, "confirm_discard", lambda self: True)


@pytest.fixture(autouse=True)
def no_outside_programs(monkeypatch):
    from PySide6.QtGui import QDesktopServices

    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: True))


@pytest.mark.parametrize("seed", [3, 11])
def test_random_actions_leave_no_error(qtbot, seed_catalog, tmp_path, monkeypatch, seed):
    monkeypatch.chdir(tmp_path)  # a file name typed into a save dialog lands here
    errors: list[tuple] = []
    hook = sys.excepthook
    sys.excepthook = lambda *info: errors.append(info)
    window = MainWindow(AppState(seed_catalog, db_path=tmp_path / "rigwright.sqlite3"))
    qtbot.addWidget(window)
    window.resize(1366, 740)
    window.show()
    qtbot.waitExposed(window)
    driver = Driver(random.Random(seed), time.monotonic() + 3600, on_finish=lambda: None)
    driver.window = window
    watch = ErrorWatch(driver)
    logging.getLogger().addHandler(watch)
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(driver.tick)
    try:
        timer.start()
        qtbot.waitUntil(lambda: sum(driver.counts.values()) >= 150, timeout=120_000)
        driver.until = 0  # the next tick closes what is open
        qtbot.waitUntil(lambda: driver.finished, timeout=20_000)
    finally:
        timer.stop()
        logging.getLogger().removeHandler(watch)
        sys.excepthook = hook
    assert not errors, [str(e[1]) for e in errors]
    assert not watch.found, watch.found[:3]
    assert len(driver.counts) >= 5  # the run did many kinds of action, not one
