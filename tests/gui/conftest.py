"""Fixtures of the window tests: a state on the seed catalog (its search worker stopped after
the test) and the main window shown on it. A test module that needs another window size or
state defines its own."""

from __future__ import annotations

import pytest

from gui.main_window import MainWindow
from gui.state import AppState


@pytest.fixture
def state(seed_catalog):
    s = AppState(seed_catalog)
    yield s
    s.shutdown()


@pytest.fixture
def window(qtbot, state):
    win = MainWindow(state)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win
