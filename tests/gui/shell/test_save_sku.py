"""Tests for gui/shell/save_sku.py: Edit ▸ Save as workstation SKU… (the dialog answered by
the test)."""

from __future__ import annotations

import pytest

from rigwright.core.storage.catalog_store import open_catalog, stored_catalog_names
from rigwright.gui.shell import save_sku
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.shell.save_sku import SkuCodeDialog
from rigwright.gui.state import AppState


@pytest.fixture
def window(qtbot, tmp_db):
    state = AppState(open_catalog(tmp_db, "seed-2020"), db_path=tmp_db)
    win = MainWindow(state)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: bool(state.custom_builds) and not state.search_running, timeout=60000)
    yield win
    state.shutdown()


@pytest.fixture
def answers(monkeypatch):
    """The dialog answered with ``answers["values"]``; ``answers["problem"]`` is its check."""
    record: dict = {"values": None}

    def ask(problem, catalog_name, _parent):
        record["problem"], record["catalog"] = problem, catalog_name
        return record["values"]

    monkeypatch.setattr(save_sku, "ask_code_and_name", ask)
    return record


def test_a_custom_build_becomes_a_sku_of_the_vendor_catalog(window, answers, tmp_db):
    state = window.state
    custom = next(c for c in state.custom_builds if not c.printed and c.base.startswith("SKU "))
    assert state.selected_custom is None and not window.save_sku_action.isEnabled()
    state.select_custom(custom)
    assert window.save_sku_action.isEnabled()
    answers["values"] = ("GT410i DEMO-1", "Demo box", "seed-2020-vendor")
    assert window.save_as_sku()
    assert answers["catalog"] == "seed-2020-vendor"  # a shipped catalog: a copy is named
    problem = answers["problem"]
    assert problem("GT410i 14596-SB4X", "", "seed-2020-vendor").startswith("code: the catalog")
    assert "ships with Rigwright" in problem("NEW 1", "", "current")
    assert problem("NEW 1", "", "seed-2020-vendor") is None

    assert state.catalog.name == "seed-2020-vendor"
    assert "seed-2020-vendor" in stored_catalog_names(tmp_db)
    sku = state.selected_sku
    assert (sku.code, sku.remark, sku.gpu, sku.gpu_count) == (
        "GT410i DEMO-1",
        "Demo box",
        custom.gpu,
        custom.count,
    )
    assert sku in [s.sku for s in state.recommendation.skus]  # in the SKU list
    assert state.working_build.gpus == custom.build.gpus  # read back: diagram and rules
    assert open_catalog(tmp_db, "seed-2020-vendor").sku(sku.number) == sku


def test_cancel_saves_nothing(window, answers, tmp_db):
    state = window.state
    state.select_custom(state.custom_builds[0])
    before = stored_catalog_names(tmp_db)
    answers["values"] = None
    assert not window.save_as_sku()
    assert stored_catalog_names(tmp_db) == before and state.catalog.name == "seed-2020"


def test_the_dialog_enables_ok_only_for_a_valid_code(qtbot):
    dialog = SkuCodeDialog(
        lambda code, name, cat: None if code else "code: give the SKU a code", "x"
    )
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert not ok.isEnabled() and dialog.error.text() == "code: give the SKU a code"
    dialog.code_edit.setText("A 1")
    assert ok.isEnabled() and dialog.error.text() == ""
    assert dialog.values() == ("A 1", "", "x")
