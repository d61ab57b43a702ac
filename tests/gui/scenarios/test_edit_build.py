"""Editing the selected build: every change goes through the state's undo stack,
and the verdicts, the layout, the ranked list and the chart follow it
(gui/state.py, gui/ranking/views.py, gui/shell/main_window.py, gui/charts/gpu_metric.py)."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from rigwright.core.build.model import Build, GpuLine
from rigwright.core.build.rules import ERROR
from rigwright.core.pricing.prices import PRICE_TO_BE_SET, price_of
from rigwright.gui.ranking.views import CHANGED_MARK, ChangedBuild
from rigwright.gui.state import AppState
from rigwright.gui.widgets.i18n import money_text, tr_text


def _with_gpus(build: Build, *lines: tuple[str, int]) -> Build:
    return dataclasses.replace(build, gpus=tuple(GpuLine(m, n) for m, n in lines))


def _errors(state: AppState) -> set[str]:
    return {v.rule for v in state.working_verdicts if v.severity == ERROR}


@pytest.fixture
def gt410i(state):
    """SKU 1.7: a GT410i (4 double-width positions) with 4 × RTX2080Ti, valid as printed."""
    state.select_sku(state.catalog.sku("1.7"))
    assert state.working_build.gpus == (GpuLine("RTX2080Ti", 4),)
    assert not _errors(state)
    return state.working_build


# ---------------------------------------------------------------------- the stack
def test_an_edit_is_undone_to_the_exact_previous_build_and_redone(qtbot, state, gt410i):
    five = _with_gpus(gt410i, ("RTX2080Ti", 5))
    state.edit_build(five, "add 1 × RTX2080Ti")
    assert state.working_build == five and state.working_changed
    assert state.undo_stack.undoText() == "add 1 × RTX2080Ti"
    assert state.change_texts == ("add 1 × RTX2080Ti",)
    mixed = _with_gpus(five, ("RTX2080Ti", 5), ("RTX8000", 1))
    state.edit_build(mixed, "add 1 × RTX8000")
    assert state.working_build.gpus == (GpuLine("RTX2080Ti", 5), GpuLine("Quadro RTX8000", 1))

    state.undo_stack.undo()
    assert state.working_build == five
    state.undo_stack.undo()
    assert state.working_build == gt410i and not state.working_changed
    assert state.change_texts == () and not state.undo_stack.canUndo()
    state.undo_stack.redo()
    assert state.working_build == five
    state.undo_stack.redo()
    assert state.working_build.gpus[1] == GpuLine("Quadro RTX8000", 1)


def test_an_edit_emits_each_signal_once(qtbot, state, gt410i):
    seen = {"working": 0, "selected": 0}
    state.working_build_changed.connect(lambda: seen.__setitem__("working", seen["working"] + 1))
    state.selected_sku_changed.connect(lambda: seen.__setitem__("selected", seen["selected"] + 1))
    state.edit_build(_with_gpus(gt410i, ("RTX2080Ti", 3)), "remove 1 × RTX2080Ti")
    assert seen == {"working": 1, "selected": 0}
    assert len(state.selected_layout.occupied) == 3  # laid out with the edit
    state.undo_stack.undo()
    assert seen == {"working": 2, "selected": 0}


def test_an_unchanged_build_pushes_nothing(state, gt410i):
    state.edit_build(gt410i, "nothing")
    assert state.undo_stack.count() == 0 and not state.working_changed


def test_verdicts_follow_an_edit_and_its_undo(state, gt410i):
    state.edit_build(_with_gpus(gt410i, ("RTX2080Ti", 6)), "add 2 × RTX2080Ti")
    assert "slots.capacity" in _errors(state)  # six cards, four positions
    capacity = next(v for v in state.working_verdicts if v.rule == "slots.capacity")
    assert "6" in capacity.message
    assert state.working_fixes, "an error build offers fixes"
    state.undo_stack.undo()
    assert not _errors(state)
    assert state.working_fixes == []


def test_selecting_another_sku_clears_the_stack_and_is_not_undone(state, gt410i):
    state.edit_build(_with_gpus(gt410i, ("RTX2080Ti", 5)), "add 1 × RTX2080Ti")
    assert state.undo_stack.canUndo()
    other = state.catalog.sku("1.8")
    state.select_sku(other)
    assert not state.undo_stack.canUndo() and state.undo_stack.count() == 0
    assert not state.working_changed and state.change_texts == ()
    state.undo_stack.undo()  # nothing to undo: the selection stays
    assert state.selected_sku == other


def test_changes_left_behind_come_back_with_their_sku(qtbot, state, gt410i):
    """Nothing is lost: a click on another row kept the edited build; selecting
    its SKU again brings the changes back as one undoable change, said in the status bar."""
    changed = _with_gpus(gt410i, ("RTX2080Ti", 3))
    state.edit_build(changed, "remove 1 × RTX2080Ti")
    state.select_sku(state.catalog.sku("1.8"))
    assert not state.working_changed
    notices = []
    state.notice.connect(notices.append)
    with qtbot.waitSignal(state.working_build_changed):
        state.select_sku(state.catalog.sku("1.7"))
    assert state.working_build == changed and state.working_changed
    assert [str(t) for t in state.change_texts] == ["your earlier changes"]
    assert notices == [
        ("Your earlier changes to this build are back (Edit ▸ Undo returns to it unchanged).")
    ]
    state.undo_stack.undo()
    assert state.working_build == gt410i and not state.working_changed
    # Undone, then left and selected again: nothing comes back (the engineer dropped them).
    state.select_sku(state.catalog.sku("1.8"))
    state.select_sku(state.catalog.sku("1.7"))
    assert not state.working_changed and not state.undo_stack.canUndo()


def test_kept_changes_end_with_their_catalog(state, gt410i):
    from rigwright.core.catalog.files import load_catalog_files

    state.edit_build(_with_gpus(gt410i, ("RTX2080Ti", 3)), "remove 1 × RTX2080Ti")
    state.select_sku(state.catalog.sku("1.8"))
    state.set_catalog(load_catalog_files("seed-2020"))  # another catalog: other names, prices
    state.select_sku(state.catalog.sku("1.7"))
    assert not state.working_changed


def test_selecting_the_selected_sku_again_keeps_the_edits(state, gt410i):
    state.edit_build(_with_gpus(gt410i, ("RTX2080Ti", 3)), "remove 1 × RTX2080Ti")
    state.select_sku(state.catalog.sku("1.7"))
    assert state.undo_stack.canUndo() and state.working_changed


def test_another_catalog_clears_the_stack(state, gt410i):
    from rigwright.core.catalog.files import load_catalog_files

    state.edit_build(_with_gpus(gt410i, ("RTX2080Ti", 3)), "remove 1 × RTX2080Ti")
    seen = []
    state.working_build_changed.connect(lambda: seen.append(1))
    state.set_catalog(load_catalog_files("seed-2020"))  # another catalog, the same SKU 1.7
    assert state.selected_sku == state.catalog.sku("1.7")
    assert state.undo_stack.count() == 0 and not state.working_changed
    assert state.working_build == gt410i and seen == [1]


def test_a_fix_is_undoable_and_undo_changes_keeps_it_redoable(state):
    state.select_sku(state.catalog.sku("2.5"))  # 5 × Titan RTX: breaks the scale limit
    printed = state.working_build
    assert "gpu.scale_limit" in _errors(state)
    fix = state.working_fixes[0]
    state.apply_fix(fix)
    assert state.applied_fixes == (fix,) and not _errors(state)
    assert state.undo_stack.undoText() == tr_text(fix.text)
    state.undo_stack.undo()
    assert state.applied_fixes == () and state.working_build == printed
    assert "gpu.scale_limit" in _errors(state)
    state.undo_stack.redo()
    assert state.applied_fixes == (fix,) and state.working_build == fix.build

    # An edit after a fix keeps the fix as applied; "Undo changes" undoes both at once.
    edited = _with_gpus(fix.build, (fix.build.gpus[0].model, 1))
    state.edit_build(edited, "remove cards")
    assert state.applied_fixes == (fix,) and state.change_texts == (
        tr_text(fix.text),
        "remove cards",
    )
    seen = []
    state.working_build_changed.connect(lambda: seen.append(1))
    state.reset_working_build()
    assert seen == [1]  # once, not once per change
    assert state.working_build == printed and state.applied_fixes == ()
    assert state.undo_stack.index() == 0 and state.undo_stack.count() == 2
    state.undo_stack.redo()
    assert state.applied_fixes == (fix,)


def test_no_gpus_and_mixed_models_do_not_crash(state, gt410i):
    state.edit_build(_with_gpus(gt410i, ("RTX2080Ti", 0)), "remove 4 × RTX2080Ti")
    assert state.working_build.gpus == ()  # a line of 0 cards is no line
    assert "chassis.gpu_range" in {v.rule for v in state.working_verdicts}  # 0 of 2-4
    assert not _errors(state) and state.working_fixes == []
    assert state.selected_layout is not None and state.selected_layout.sku.gpu_count == 0
    assert (
        state.working_price.amount_cny
        == Decimal(89990) - 4 * price_of(state.catalog, "RTX2080Ti", "gpu").amount_cny
    )

    state.edit_build(_with_gpus(gt410i, ("RTX2080Ti", 2), ("Quadro RTX8000", 2)), "mix")
    assert state.selected_layout is None
    assert "RTX2080Ti and Quadro RTX8000" in state.layout_error
    state.working_verdicts  # noqa: B018 - computing them must not raise
    state.working_fixes  # noqa: B018


def test_a_bad_edit_is_refused_and_changes_nothing(state, gt410i):
    with pytest.raises(ValueError, match="gpus\\[0\\].model"):
        state.edit_build(_with_gpus(gt410i, ("RTX9090", 4)), "bad")
    with pytest.raises(ValueError, match="count"):
        state.edit_build(_with_gpus(gt410i, ("RTX2080Ti", -1)), "bad")
    with pytest.raises(ValueError, match="placement"):
        state.edit_build(dataclasses.replace(gt410i, placement=(0, 2)), "bad")
    assert state.undo_stack.count() == 0 and state.working_build == gt410i
    state.select_sku(None)
    with pytest.raises(ValueError, match="no build"):
        state.edit_build(gt410i, "nothing selected")


def test_the_working_price_is_derived_or_to_be_set(state, gt410i):
    catalog = state.catalog
    sku = catalog.sku("1.7")
    unit = price_of(catalog, "RTX2080Ti", "gpu").amount_cny
    assert state.working_price.amount_cny == sku.price_cny  # as printed: its own price
    state.edit_build(dataclasses.replace(gt410i, placement=(0, 2, 4, 6)), "move the cards")
    assert state.working_price.amount_cny == sku.price_cny  # moving cards costs nothing
    state.edit_build(_with_gpus(gt410i, ("RTX2080Ti", 5)), "add 1 × RTX2080Ti")
    assert state.working_price.amount_cny == Decimal(sku.price_cny) + unit
    assert state.working_price.illustrative
    state.edit_build(dataclasses.replace(state.working_build, memory_gb=256), "more memory")
    assert state.working_price.amount_cny is None  # the seed prices no memory change
    # A SKU whose GPUs have no list price: a changed GPU count has no price.
    state.select_sku(catalog.sku("1.6"))  # 4 × RTX2080S
    state.edit_build(_with_gpus(state.working_build, ("RTX2080S", 3)), "remove 1 × RTX2080S")
    assert state.working_price.amount_cny is None
    assert "RTX2080S" in state.working_price.basis


# ---------------------------------------------------------------------- the window
def test_the_edit_menu_offers_undo_and_redo_with_the_platform_shortcuts(window, state):
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus.index("&Edit") == menus.index("&File") + 1
    undo, redo = window.undo_action, window.redo_action
    assert undo.shortcuts() == QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)
    assert redo.shortcuts() == QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
    state.select_sku(state.catalog.sku("1.7"))
    assert not undo.isEnabled() and not redo.isEnabled()
    printed = state.working_build
    state.edit_build(_with_gpus(printed, ("RTX2080Ti", 3)), "remove 1 × RTX2080Ti")
    assert undo.isEnabled() and undo.text() == "&Undo remove 1 × RTX2080Ti"
    undo.trigger()
    assert state.working_build == printed
    assert not undo.isEnabled() and redo.isEnabled()
    assert redo.text() == "&Redo remove 1 × RTX2080Ti"
    redo.trigger()
    assert state.working_build.gpus == (GpuLine("RTX2080Ti", 3),)
    state.select_sku(state.catalog.sku("1.8"))
    assert not undo.isEnabled() and not redo.isEnabled()


def test_the_undo_shortcut_undoes_an_edit_but_not_a_selection(qtbot, window, state):
    window.windowHandle().requestActivate()  # window shortcuts need the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2_000)
    sku = state.catalog.sku("1.7")
    state.select_sku(sku)
    printed = state.working_build
    state.edit_build(_with_gpus(printed, ("RTX2080Ti", 3)), "remove 1 × RTX2080Ti")
    undo = QKeySequence(QKeySequence.StandardKey.Undo)[0]
    qtbot.keyClick(window.sku_ranking, undo.key(), undo.keyboardModifiers())
    assert state.working_build == printed
    state.edit_build(_with_gpus(printed, ("RTX2080Ti", 2)), "remove 2 × RTX2080Ti")
    other = state.catalog.sku("1.8")
    state.select_sku(other)
    qtbot.keyClick(window.sku_ranking, undo.key(), undo.keyboardModifiers())
    assert state.selected_sku == other and not state.working_changed  # nothing to undo


def test_the_ranked_list_shows_the_changed_build_under_its_sku(qtbot, window, state):
    view = window.sku_ranking
    sku = state.catalog.sku("1.7")
    state.select_sku(sku)
    assert view.changed_row() is None
    printed = state.working_build
    state.edit_build(_with_gpus(printed, ("RTX2080Ti", 5)), "add 1 × RTX2080Ti")
    row = view.changed_row()
    assert row is not None and row == view._rows.index(sku) + 1
    item = view.topLevelItem(row)
    assert item.text(view.COL_CODE) == f"{CHANGED_MARK} changed"
    assert item.text(view.COL_GPUS) == "5 × RTX2080Ti"
    unit = price_of(state.catalog, "RTX2080Ti", "gpu").amount_cny
    assert item.text(view.COL_PRICE) == money_text(Decimal(sku.price_cny) + unit) + " ※"
    assert item.text(view.COL_NUMBER) == f"{CHANGED_MARK} ⚠"  # five cards in four positions
    errors = sum(1 for v in state.working_verdicts if v.severity == ERROR)
    assert item.text(view.COL_REASONS).startswith(
        f"{errors} error, " if errors == 1 else f"{errors} errors, "
    )
    assert view.currentItem() is item  # the changed build is what is looked at
    # Its SKU's row picks nothing new: the selection stays the changed build.
    view.setCurrentItem(view.topLevelItem(row - 1))
    # (by row, not by item: a configuration search finishing meanwhile refills the list)
    qtbot.waitUntil(
        lambda: (
            view.changed_row() is not None
            and view.currentItem() is view.topLevelItem(view.changed_row())
        ),
        timeout=2_000,
    )
    assert state.working_changed and state.selected_sku == sku

    # Every edit updates the row; undoing it all removes it.
    state.edit_build(_with_gpus(printed, ("RTX2080Ti", 5), ("RTX8000", 1)), "add 1 × RTX8000")
    assert view.changed_row() == row
    assert view.topLevelItem(row).text(view.COL_GPUS) == "5 × RTX2080Ti + 1 × Quadro RTX8000"
    assert sum(isinstance(o, ChangedBuild) for o in view._rows) == 1
    state.undo_stack.undo()
    assert view.topLevelItem(row).text(view.COL_GPUS) == "5 × RTX2080Ti"
    state.undo_stack.undo()
    assert view.changed_row() is None
    assert (
        view.topLevelItemCount()
        == len(view._rows)
        == len(state.recommendation.skus) + len(state.custom_builds)
    )
    assert view.currentItem() is view.topLevelItem(view._rows.index(sku))


def test_an_unpriced_change_says_price_to_be_set(window, state):
    state.select_sku(state.catalog.sku("1.7"))
    state.edit_build(dataclasses.replace(state.working_build, memory_gb=256), "more memory")
    view = window.sku_ranking
    assert view.topLevelItem(view.changed_row()).text(view.COL_PRICE) == PRICE_TO_BE_SET


def test_picking_another_sku_in_the_list_drops_the_changed_row(qtbot, window, state):
    view = window.sku_ranking
    first = state.recommendation.skus[0].sku
    state.select_sku(first)
    state.edit_build(
        _with_gpus(state.working_build, (state.working_build.gpus[0].model, 1)), "keep one card"
    )
    assert view.changed_row() is not None
    other = next(
        i for i, o in enumerate(view._rows) if o != first and not isinstance(o, ChangedBuild)
    )
    target = view._rows[other]
    view.setCurrentItem(view.topLevelItem(other))  # as a click does
    assert state.selected_sku == target and view.changed_row() is None
    assert not state.undo_stack.canUndo()
    assert view.currentItem() is view.topLevelItem(view._rows.index(state.selected_sku))


def test_the_summary_line_follows_the_edit(window, state):
    state.select_sku(state.catalog.sku("1.7"))
    state.edit_build(_with_gpus(state.working_build, ("RTX2080Ti", 6)), "add 2 × RTX2080Ti")
    text = window.build_view.summary.text()
    assert "✎ changed: add 2 × RTX2080Ti" in text and "now 6 × RTX2080Ti" in text
    assert f"{len(_errors(state))} error(s)" in text and len(_errors(state)) >= 1
    capacity = next(v for v in state.working_verdicts if v.rule == "slots.capacity")
    assert f"error: {capacity.message}" in window.build_view.summary.toolTip()
    state.undo_stack.undo()
    assert "✎ changed" not in window.build_view.summary.text()


def test_the_chart_marks_the_working_builds_gpus(window, state):
    chart = window.chart_view.chart
    state.select_sku(state.catalog.sku("1.7"))

    def marked() -> set[str]:
        return {b.name for b in chart.bars if b.in_build}

    assert marked() == {"RTX2080Ti"}
    rec = state.recommendation
    state.edit_build(
        _with_gpus(state.working_build, ("RTX2080Ti", 2), ("RTX8000", 1)), "add 1 × RTX8000"
    )
    assert marked() == {"RTX2080Ti", "Quadro RTX8000"}
    # The recommended highlight is the recommendation's, whatever the build.
    assert {b.name for b in chart.bars if b.highlighted} == set(rec.recommended_gpu_names)
    labels = [label for _, label in chart.plot.getAxis("left")._tickLevels[0]]
    assert sorted(label.split("  ")[0] for label in labels if label.startswith("◆ ")) == [
        "◆ Quadro RTX8000",
        "◆ RTX2080Ti",
    ]
    assert "in the selected build" in chart.plot.titleLabel.text
    state.undo_stack.undo()
    assert marked() == {"RTX2080Ti"}


def test_the_rule_check_undo_button_follows_the_stack(window, state):
    view = window.build_check
    window.show_tab(view)
    state.select_sku(state.catalog.sku("1.7"))
    assert not view.undo_button.isVisibleTo(view)
    state.edit_build(_with_gpus(state.working_build, ("RTX2080Ti", 6)), "add 2 × RTX2080Ti")
    assert "slots.capacity" in view.rules()
    assert view.undo_button.isVisibleTo(view) and "add 2 × RTX2080Ti" in view.title.text()
    view.undo_button.click()
    assert "slots.capacity" not in view.rules()
    assert not view.undo_button.isVisibleTo(view) and window.redo_action.isEnabled()


def test_a_changed_custom_build_is_listed_under_it(qtbot, window, state):
    state.update_request(budget_cny=300_000, gpu_count=(2, 8))
    qtbot.waitUntil(lambda: not state.search_running, timeout=10_000)
    view = window.sku_ranking
    custom = state.custom_builds[0]
    state.select_custom(custom)
    line = custom.build.gpus[0]
    state.edit_build(
        _with_gpus(custom.build, (line.model, line.count - 1)), f"remove 1 × {line.model}"
    )
    row = view.changed_row()
    assert row == view._rows.index(custom) + 1
    unit = price_of(state.catalog, line.model, "gpu").amount_cny
    assert state.working_price.amount_cny == custom.price_cny - unit
    assert view.topLevelItem(row).text(view.COL_PRICE) == money_text(custom.price_cny - unit) + " ※"
    assert view.topLevelItem(row).text(view.COL_GPUS) == f"{line.count - 1} × {line.model}"
    state.undo_stack.undo()
    assert view.changed_row() is None and state.selected_custom == custom


def test_build_summary_names_only_the_recent_changes():
    from rigwright.gui.shell.main_window import RECENT_CHANGES, _recent

    changes = tuple(f"change {n}" for n in range(1, 51))
    text = _recent(changes)
    assert text.startswith(f"{50 - RECENT_CHANGES} earlier; ")
    assert text.endswith("change 48; change 49; change 50") and "change 47" not in text
    assert _recent(("a", "b")) == "a; b"
