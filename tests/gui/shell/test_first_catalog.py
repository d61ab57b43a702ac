"""Tests for gui/shell/first_catalog.py: the first start asks which catalog to open, the
choice is kept and the command line's default follows it."""

from __future__ import annotations

import json

import pytest

from rigwright.core.cli.inputs import DefaultCatalog
from rigwright.core.storage.catalog_store import open_catalog
from rigwright.core.storage.user_settings import default_catalog, store_default_catalog
from rigwright.gui.shell import first_catalog
from rigwright.gui.shell.first_catalog import FirstCatalogDialog, first_start_catalog


@pytest.fixture
def asked(monkeypatch):
    """The question answered with ``asked["answer"]``; ``asked["offered"]`` lists what it
    offered each time."""
    record = {"answer": "current", "offered": []}

    def ask(names):
        record["offered"].append(names)
        return record["answer"]

    monkeypatch.setattr(first_catalog, "ask_catalog", ask)
    monkeypatch.setattr(first_catalog, "can_ask", lambda: True)  # as on a real screen
    return record


def test_the_dialog_offers_current_first_and_the_seed_one_click_away(qtbot):
    dialog = FirstCatalogDialog(["current", "seed-2020", "vendor"])
    qtbot.addWidget(dialog)
    assert dialog.choice() == "current"
    assert "recommended" in dialog.buttons["current"].text()
    dialog.buttons["seed-2020"].click()
    assert dialog.choice() == "seed-2020"
    assert "your own catalog" in dialog.buttons["vendor"].text()


def test_only_a_first_start_without_catalog_asks(asked, tmp_db):
    assert first_start_catalog(tmp_db, DefaultCatalog("seed-2020")) == ("current", True)
    assert asked["offered"] == [["current", "seed-2020"]]
    assert first_start_catalog(tmp_db, "seed-2020") == ("seed-2020", False)  # --catalog
    open_catalog(tmp_db, "seed-2020")
    store_default_catalog(tmp_db, "seed-2020")
    assert first_start_catalog(tmp_db, DefaultCatalog("seed-2020")) == ("seed-2020", False)
    assert len(asked["offered"]) == 1


def test_closing_the_question_opens_current_and_asks_again(asked, tmp_db):
    asked["answer"] = None
    assert first_start_catalog(tmp_db, DefaultCatalog("seed-2020")) == ("current", False)


def test_the_first_start_keeps_the_choice_for_the_window_and_the_cli(
    qapp, asked, tmp_db, windows_run, run_cli
):
    from rigwright.gui.shell import app

    asked["answer"] = "current"
    assert app.run(tmp_db, DefaultCatalog("seed-2020")) == 0
    assert windows_run[0].state.catalog.name == "current"
    assert default_catalog(tmp_db) == "current"
    code, out, _ = run_cli("--db", str(tmp_db), "about", "--json")
    assert code == 0 and [c["name"] for c in json.loads(out)["catalogs"]] == ["current"]
    windows_run.clear()
    assert app.run(tmp_db, DefaultCatalog("current")) == 0  # the next start: not asked
    assert len(asked["offered"]) == 1


def test_a_start_no_one_can_see_is_not_asked(monkeypatch, tmp_db):
    """Offscreen (the installer's smoke test, the benchmarks) the question would wait for
    ever: the current catalog opens and no choice is kept, so a real first start still asks."""
    monkeypatch.setattr(first_catalog, "ask_catalog", lambda names: pytest.fail("asked"))
    assert not first_catalog.can_ask()  # the suite runs offscreen
    assert first_start_catalog(tmp_db, DefaultCatalog("seed-2020")) == ("current", False)
