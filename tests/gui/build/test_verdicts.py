"""The window's side of the build rules: the site setting, the rule check with one-click fixes, and
custom builds from the configuration search arriving off the UI thread
(gui/build/verdicts.py, gui/search_runner.py, gui/state.py, gui/ranking/views.py)."""

from __future__ import annotations

import threading

from rigwright.core.build.rules import ERROR, Site, parse_site
from rigwright.core.search.pareto import SearchResult
from rigwright.core.storage.database import open_catalog
from rigwright.gui import search_runner as runner_module
from rigwright.gui.build.verdicts import BuildCheckView
from rigwright.gui.ranking.views import CUSTOM_MARK
from rigwright.gui.search_runner import SearchRunner
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState, site_key
from rigwright.gui.widgets.i18n import tr_text


def _search_done(qtbot, state):
    qtbot.waitUntil(lambda: not state.search_running, timeout=10_000)


# ---------------------------------------------------------------------- worker
def test_a_newer_search_cancels_the_older_one(qtbot):
    """The first search blocks until it is cancelled; only the second one's result arrives."""
    started = threading.Event()
    seen_cancel = threading.Event()
    results = []

    def fake(catalog, request, site, *, cancelled):
        if catalog == "first":
            started.set()
            while not cancelled():
                threading.Event().wait(0.001)
            seen_cancel.set()
            raise runner_module.SearchCancelled
        return SearchResult(front=[], space_size=7, evaluated=1)

    runner = SearchRunner(search=fake)
    runner.finished.connect(lambda gen, result: results.append((gen, result.space_size)))
    try:
        first = runner.start("first", None, None)
        assert started.wait(5)
        second = runner.start("second", None, None)
        assert seen_cancel.wait(5)
        qtbot.waitUntil(lambda: bool(results), timeout=5_000)
        assert first < second
        assert results == [(second, 7)]
    finally:
        runner.shutdown()


def test_a_failed_search_is_reported_in_one_line(qtbot):
    def broken(catalog, request, site, *, cancelled):
        raise ValueError("budget: must be above 0 CNY\nmore detail")

    runner = SearchRunner(search=broken)
    try:
        with qtbot.waitSignal(runner.failed, timeout=5_000) as blocker:
            gen = runner.start("x", None, None)
        assert blocker.args == [gen, "budget: must be above 0 CNY"]
    finally:
        runner.shutdown()


# ---------------------------------------------------------------------- site
def test_site_key_round_trips():
    for text in ("", "220V/10A", "2x120V/15A", "240V/30A"):
        assert site_key(parse_site(text)) == text
    assert site_key(Site()) == ""


def test_the_site_circuit_is_kept_for_the_next_start(qtbot, tmp_db):
    catalog = open_catalog(tmp_db, "seed-2020")  # creates the database
    first = AppState(catalog, db_path=tmp_db)
    try:
        win = MainWindow(first)
        qtbot.addWidget(win)
        combo = win.panel.site_combo
        combo.setCurrentIndex(combo.findData("220V/16A"))
        assert first.site == parse_site("220V/16A")
    finally:
        first.shutdown()
    second = AppState(catalog, db_path=tmp_db)
    try:
        assert second.site == parse_site("220V/16A")
        win2 = MainWindow(second)
        qtbot.addWidget(win2)
        assert win2.panel.site_combo.currentData() == "220V/16A"
    finally:
        second.shutdown()


def test_the_site_changes_the_power_verdicts(state):
    state.select_sku(state.catalog.sku("1.7"))
    rules = {v.rule: v for v in state.working_verdicts}
    unset = rules.get("power.circuit")
    assert unset is not None and unset.message.startswith("cannot check")
    state.set_site(parse_site("120V/15A"))
    circuit = next(v for v in state.working_verdicts if v.rule == "power.circuit")
    assert not circuit.message.startswith("cannot check")
    assert circuit.severity == ERROR  # 4 × 250 W cards and a 165 W CPU on one 1,440 W circuit


# ---------------------------------------------------------------------- rule check
def test_rule_check_lists_the_verdicts_and_fixes_a_broken_sku(qtbot, window, state):
    window.show_tab("build_check")
    view: BuildCheckView = window.build_check
    state.select_sku(state.catalog.sku("2.5"))  # 5 × Titan RTX: more than the seed's 4
    assert "gpu.scale_limit" in view.rules()
    assert view.fix_buttons, view.fix_note.text()
    first = state.working_fixes[0]
    assert view.fix_buttons[0].text().startswith(tr_text(first.text))
    view.fix_buttons[0].click()
    assert state.applied_fixes == (first,)
    assert not any(v.severity == ERROR for v in state.working_verdicts)
    assert "Changed:" in view.title.text() and tr_text(first.text) in view.title.text()
    assert view.undo_button.isVisibleTo(view)
    assert "nothing to fix" in view.fix_note.text()
    assert tr_text(first.text) in window.build_view.summary.text()
    view.undo_button.click()
    assert state.applied_fixes == ()
    assert any(v.severity == ERROR for v in state.working_verdicts)


def test_a_valid_sku_has_no_fix_buttons(window, state):
    window.show_tab("build_check")
    state.select_sku(state.catalog.sku("1.7"))
    assert window.build_check.fix_buttons == []
    assert "nothing to fix" in window.build_check.fix_note.text()


def test_fixes_are_searched_only_when_the_tab_is_shown(window, state, monkeypatch):
    calls = []
    monkeypatch.setattr(
        "rigwright.core.session.working.minimal_fixes", lambda *a, **k: calls.append(a) or []
    )
    window.tabs.setCurrentWidget(window.build_view)
    state.select_sku(state.catalog.sku("3.1"))
    assert calls == []
    window.show_tab("build_check")
    assert len(calls) == 1


# ---------------------------------------------------------------------- custom builds
def test_custom_builds_arrive_beside_the_skus(qtbot, window, state):
    state.update_request(budget_cny=300_000, gpu_count=(2, 8))
    _search_done(qtbot, state)
    assert state.search_error == ""
    result = state.custom_result
    assert result is not None and result.front
    view = window.sku_ranking
    rows = view.custom_rows()
    customs = [c for c in result.front if not c.printed]
    assert customs and len(rows) == len(customs)  # printed SKUs of the front are listed once
    assert rows == list(range(len(state.recommendation.skus), view.topLevelItemCount()))
    for row in rows:
        assert view.topLevelItem(row).text(view.COL_NUMBER).startswith(CUSTOM_MARK)
    assert "custom build" in window.sku_box.title()
    # Selecting one shows it in the summary and the rule check; it can be quoted.
    view.setCurrentItem(view.topLevelItem(rows[-1]))
    custom = state.selected_custom
    assert custom is not None and state.selected_sku is None
    assert state.working_build == custom.build
    assert "custom build" in window.build_view.summary.text()
    assert window.export_action.isEnabled()  # a custom build is quotable
    assert not any(v.severity == ERROR for v in state.working_verdicts)


def test_a_new_input_replaces_the_custom_builds(qtbot, window, state):
    state.update_request(budget_cny=300_000, gpu_count=(2, 8))
    _search_done(qtbot, state)
    before = state.custom_result
    state.update_request(budget_cny=100_000)
    assert state.custom_result is None  # the old front is dropped at once
    _search_done(qtbot, state)
    after = state.custom_result
    assert after is not None and after is not before
    assert all(c.price_cny <= 100_000 for c in after.front)


def test_unpriced_parts_are_named_not_counted_as_zero(qtbot, tmp_db, partly_priced_current):
    """With a price list of GPUs only, the window says which parts need a price."""
    state = AppState(partly_priced_current, db_path=tmp_db)
    try:
        win = MainWindow(state)
        qtbot.addWidget(win)
        _search_done(qtbot, state)
        result = state.custom_result
        assert result is not None and result.unpriced and state.custom_builds == []
        assert "some parts have no price" in win.sku_box.title()
        text = win.notes.text()
        top = max(result.unpriced, key=lambda k: result.unpriced[k])
        assert "need prices for" in text and top in text
        assert f"{result.unpriced_candidates} candidate builds" in text
    finally:
        state.shutdown()


def test_destroying_the_owner_while_a_search_runs_is_safe(qtbot):
    """The worker makes no Qt call: deleting the runner's owner mid-search must not crash
    (emitting from the worker on a deleted runner was a segmentation fault)."""
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QObject

    release = threading.Event()
    done = threading.Event()

    def slow(catalog, request, site, *, cancelled):
        release.wait(5)
        done.set()
        return SearchResult(front=[], space_size=0, evaluated=0)

    owner = QObject()
    runner = SearchRunner(owner, search=slow)
    runner.start("x", None, None)
    shiboken6.delete(owner)  # deletes the runner's C++ object too
    assert not shiboken6.isValid(runner)
    release.set()
    assert done.wait(5)
    runner._pool.shutdown(wait=True)  # the worker has finished and queued its outcome
    QCoreApplication.sendPostedEvents()  # delivered now: nothing may touch the dead runner
    QCoreApplication.processEvents()
