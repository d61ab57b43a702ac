"""The window never tells the engineer to run a terminal command: where a note asks for a
price list it names File ▸ Import catalog or price list… (gui/shell/main_window.py,
core/search/candidates.py)."""

from __future__ import annotations

import dataclasses
import re

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState

from ..conftest import visible_texts

COMMAND = re.compile(r"\brigwright [a-z][a-z-]*")
"""A command line to type ("rigwright catalog import", "rigwright lint")."""


@pytest.fixture
def unpriced_window(qtbot, tmp_db):
    # The current pack without its price list: every parts build lacks a price, so the
    # search's notes ask for a price list.
    catalog = dataclasses.replace(load_catalog_files("current"), price_list=None)
    state = AppState(catalog, db_path=tmp_db)
    win = MainWindow(state)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(
        lambda: not state.search_running and state.custom_result is not None, timeout=60000
    )
    yield win
    state.shutdown()


def test_the_price_note_names_the_menu_not_a_command(unpriced_window):
    win = unpriced_window
    assert win.state.custom_result.unpriced
    notes = win.notes.text() + "\n" + win.notes.toolTip()
    assert "import a price list (File ▸ Import catalog or price list…)" in win.notes.text()
    assert "File ▸ Import catalog or price list…" in win.notes.toolTip()
    assert not COMMAND.search(notes)


def test_no_visible_text_of_the_window_is_a_command_line(unpriced_window):
    win = unpriced_window
    for name in ("chart_view", "compare_view", "gpu_table", "data_quality", "parts_view"):
        win.show_tab(name)  # lazy tabs: built when shown
    texts = visible_texts(win)
    assert len(texts) > 100  # the scan reads the window's texts
    found = [(where, text) for where, text in texts if COMMAND.search(text)]
    assert found == []
