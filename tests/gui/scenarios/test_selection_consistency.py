"""One build everywhere: the build the diagram draws, the one the build summary (the header
above it) describes and the one File ▸ Add to quote adds are the same build, after any
selection (SKU, custom build, changed build) and any edit (cards, fixes, undo, redo).

A selection of a custom build once failed half-way (its kept changes were keyed by the build
object, which holds the rules' figure dicts and cannot be hashed): the state held the custom
build, which Add to quote quoted, while the views, never told, still drew another build.
"""

from __future__ import annotations

import dataclasses
import re
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from rigwright.core.build.model import Build, GpuLine, build_from_json, build_from_sku
from rigwright.core.compare.chart_data import CHANGED
from rigwright.gui.quotes.editor import selection_line
from rigwright.gui.ranking.views import gpus_text
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState
from rigwright.gui.widgets.i18n import money_text


def _searched(qtbot, state: AppState) -> None:
    qtbot.waitUntil(lambda: not state.search_running and bool(state.custom_builds), timeout=20_000)


def _eight_cards(state: AppState) -> Build:
    """SKU 3.7's build with 8 cards of its GPU (a "✎ changed" build)."""
    build = state.working_build
    return dataclasses.replace(build, gpus=(GpuLine(build.gpus[0].model, 8),))


def _plain(build: Build | None) -> Build | None:
    """``build`` without its label (a label names a build, it is not part of it)."""
    return None if build is None else dataclasses.replace(build, label="")


def _quoted(state: AppState, line) -> tuple[Build | None, Decimal | None, str | None]:
    """(build, unit price or None when it is to be set, SKU number or None) of the quote
    line ``line`` (a build whose price is to be set is quoted at 0, with a notice)."""
    if line.kind == "sku":
        sku = state.catalog.sku(str(line.sku))
        return build_from_sku(sku, state.catalog), Decimal(sku.price_cny), sku.number
    price = line.unit_price if line.unit_price else None
    return build_from_json(line.build, state.catalog), price, None


def assert_one_build(window: MainWindow, line) -> None:
    """The diagram, the build summary and the quote line ``line`` (what Add to quote added)
    show one build: the diagram draws the quoted build, the summary names its SKU or custom
    base, and states its GPUs and price."""
    state = window.state
    build, price, number = _quoted(state, line)
    drawn = window.build_view.diagram_panel.build
    assert _plain(drawn) == _plain(build), (drawn, build)
    header = window.build_view.summary.text()
    first = header.partition("\n")[0]
    # The summary names the base the diagram's build comes from (its label).
    label = drawn.label if drawn is not None else ""
    if label.startswith("SKU "):
        assert first.startswith(label.split()[1] + "  "), (first, label)
    else:
        assert first.startswith("✚ custom build"), (first, label)
    changed = re.search(r"— now (.+?), (.+?); \d+ error", header)
    if changed is not None:  # "✎ changed: … — now 8 × RTX2080Ti, ¥123,456; 0 error(s) …"
        assert changed[1] == gpus_text(build), (header, build)
        assert changed[2].removesuffix(" ※") == (
            money_text(price) if price is not None else "price to be set"
        ), (header, price)
    elif number is not None:
        assert first.startswith(f"{number}  ") and money_text(price) in first, (first, number)
    else:  # an unchanged custom build: its price on the first line, its GPUs on the second
        assert money_text(price) in first, (first, price)
        assert gpus_text(build) in header.partition("\n")[2], (header, build)


def _add_to_quote(window: MainWindow):
    """File ▸ Add to quote; the line it added (the open quote's last option's)."""
    window.add_to_quote_action.trigger()
    doc = window.quotes_tab.editor.document()
    assert doc is not None
    return doc.options[-1].items[0]


@pytest.fixture
def quoting(monkeypatch):
    """Add to quote asks for no customer (the first adds start a quote for "ACME"); a
    message box is answered "Discard" (closing the window with its unsaved quote) and
    recorded: the list of their texts."""
    boxes: list[str] = []

    def answer(box):
        boxes.append(box.text())
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ACME", True))
    monkeypatch.setattr(QMessageBox, "exec", answer)
    return boxes


# ---------------------------------------------------------------------- the reported run
def test_a_changed_sku_left_for_a_custom_build_selects_it_everywhere(qtbot, state):
    """SKU 3.7 changed to 8 cards, then the last custom build: the selection is the custom
    build, the views are told once, and the change of SKU 3.7 comes back with it."""
    _searched(qtbot, state)
    state.select_sku(state.catalog.sku("3.7"))
    eight = _eight_cards(state)
    state.edit_build(eight, "8 cards")
    assert state.changed_candidate() is not None
    last = state.custom_builds[-1]
    told = []
    state.working_build_changed.connect(lambda: told.append("working"))
    state.selected_sku_changed.connect(lambda: told.append("selected"))
    state.select_custom(last)
    assert state.selected_custom == last and state.selected_sku is None
    assert state.working_build == last.build and not state.working_changed
    assert told == ["selected", "working"]
    # A changed custom build left for a SKU keeps its change too.
    line = last.build.gpus[0]
    fewer = dataclasses.replace(last.build, gpus=(GpuLine(line.model, line.count + 1),))
    state.edit_build(fewer, "one more card")
    state.select_sku(state.catalog.sku("3.7"))
    assert state.working_build == eight and state.working_changed
    state.select_custom(last)
    assert state.working_build == fewer and state.working_changed


def test_the_end_key_in_the_list_quotes_the_build_the_window_shows(qtbot, window, quoting):
    """Through the widgets: SKU 3.7 in the Workstations list, 8 in the cards box and Enter
    (a "✎ changed" row), End in the list (the last custom build): the diagram, the summary
    and Add to quote are all on that custom build."""
    state, view = window.state, window.sku_ranking
    _searched(qtbot, state)
    row = next(i for i, obj in enumerate(view._rows) if getattr(obj, "number", "") == "3.7")
    view.setCurrentItem(view.topLevelItem(row))
    assert state.selected_sku.number == "3.7"
    spin = window.build_view.diagram_panel.count_spin
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "8")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert view.changed_row() is not None and state.working_build.gpu_count == 8
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_End)
    last = state.custom_builds[-1]
    assert state.selected_custom == last
    assert window.build_view.diagram_panel.build == last.build
    assert_one_build(window, _add_to_quote(window))


def test_a_selection_that_fails_half_way_leaves_the_old_one_everywhere(
    qtbot, window, quoting, monkeypatch
):
    """Laying the new selection out fails (a chassis file the layout cannot read): the
    error reaches the caller, and the old selection, its change and its undo stack stay,
    in the state and in every view."""
    import rigwright.core.session.selection

    state = window.state
    state.select_sku(state.catalog.sku("3.7"))
    eight = _eight_cards(state)
    state.edit_build(eight, "8 cards")
    real = rigwright.core.session.selection.chassis_layout

    def broken(sku, catalog):
        if sku.number == "1.7":
            raise RuntimeError("a chassis file the layout cannot read")
        return real(sku, catalog)

    monkeypatch.setattr(rigwright.core.session.selection, "chassis_layout", broken)
    with pytest.raises(RuntimeError):
        state.select_sku(state.catalog.sku("1.7"))
    assert state.selected_sku.number == "3.7" and state.working_build == eight
    assert state.undo_stack.canUndo() and state.change_texts == ("8 cards",)
    assert state.selected_layout is not None
    assert_one_build(window, _add_to_quote(window))
    monkeypatch.setattr(rigwright.core.session.selection, "chassis_layout", real)
    state.select_sku(state.catalog.sku("1.7"))  # leaving 3.7 keeps its change, as ever
    state.select_sku(state.catalog.sku("3.7"))
    assert state.working_build == eight


def test_a_changed_custom_build_left_by_the_search_leaves_no_build_shown(qtbot, window):
    """The search drops the selected custom build (it left the front) and no SKU fits the
    inputs: nothing is selected, drawn or quoted, and the views are told so."""
    state = window.state
    state.update_request(gpu_count=(1, 1))  # no seed SKU has one GPU; custom builds do
    _searched(qtbot, state)
    assert not state.recommendation.skus
    custom = state.custom_builds[0]
    state.select_custom(custom)
    line = custom.build.gpus[0]
    two = dataclasses.replace(custom.build, gpus=(GpuLine(line.model, 2),))
    state.edit_build(two, "2 cards")
    assert window.build_view.diagram_panel.build == two
    with qtbot.waitSignal(state.working_build_changed):
        state.select_custom(None)  # as the search does for a build no longer found
    assert state.selected_custom is None and state.working_build is None
    assert window.build_view.diagram_panel.build is None
    assert window.build_view.summary.text().startswith("No workstation selected")
    assert selection_line(state, "en") is None
    state.select_custom(custom)  # its change was kept
    assert state.working_build == two


# ---------------------------------------------------------------------- any sequence
SKUS = ("1.1", "1.7", "2.2", "2.7", "3.4", "3.7")
"""Seed SKUs of each class (one with a GPU other than the others', each chassis size)."""

ACTIONS = st.one_of(
    st.tuples(st.just("sku"), st.sampled_from(SKUS)),
    st.tuples(st.just("custom"), st.integers(0, 40)),
    st.tuples(st.just("row"), st.integers(0, 60)),  # a row of the Workstations list
    st.tuples(st.just("cards"), st.integers(0, 9)),  # the diagram's cards box, then Enter
    st.tuples(st.just("fix"), st.integers(0, 3)),
    st.tuples(st.just("undo"), st.just(0)),
    st.tuples(st.just("redo"), st.just(0)),
    st.tuples(st.just("compare"), st.just(0)),  # the shown build to the comparison
    st.tuples(st.just("compared"), st.integers(0, 3)),  # select a compared build
)


def _act(window: MainWindow, qtbot, action: tuple[str, int | str]) -> None:
    state, (kind, arg) = window.state, action
    if kind == "sku":
        state.select_sku(state.catalog.sku(arg))
    elif kind == "custom":
        customs = state.custom_builds
        state.select_custom(customs[arg % len(customs)])
    elif kind == "row":
        view = window.sku_ranking
        view.setCurrentItem(view.topLevelItem(arg % view.topLevelItemCount()))
    elif kind == "cards":
        spin = window.build_view.diagram_panel.count_spin
        if spin.isEnabled():
            spin.setFocus()
            spin.selectAll()
            qtbot.keyClicks(spin, str(arg))
            qtbot.keyClick(spin, Qt.Key.Key_Return)
    elif kind == "fix":
        fixes = state.working_fixes
        if fixes:
            state.apply_fix(fixes[arg % len(fixes)])
    elif kind == "undo":
        state.undo_stack.undo()
    elif kind == "redo":
        state.undo_stack.redo()
    elif kind == "compare":
        state.add_selection_to_compare()
    elif kind == "compared":
        compared = [c for c in state.compared if c.kind == CHANGED] or state.compared
        if compared:
            state.select_candidate(compared[arg % len(compared)])


@pytest.fixture
def searched_once(monkeypatch):
    """Every state of the test searches the default inputs once: the first search's result
    is handed to the later ones (the inputs never change here), at once."""
    import rigwright.gui.search_runner
    import rigwright.gui.state

    real, found = rigwright.gui.search_runner.search_builds, {}

    def search(catalog, request, site, **kwargs):
        key = (id(catalog), repr(request), repr(site))
        if key not in found:
            found[key] = real(catalog, request, site, **kwargs)
        return found[key]

    monkeypatch.setattr(rigwright.gui.search_runner, "search_builds", search)
    monkeypatch.setattr(rigwright.gui.state, "SEARCH_DELAY_MS", 0)


@pytest.fixture
def one_window(qtbot, seed_catalog, quoting, searched_once):
    """A window on the seed catalog for every example of a property test (a window per
    example would take most of the test's time); :func:`_fresh` starts each example."""
    state = AppState(seed_catalog)
    window = MainWindow(state)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()


def _fresh(qtbot, window: MainWindow) -> None:
    """Start an example: no changes, kept changes or compared builds (the catalog opened
    again), SKU 1.7 selected, a new quote open (with SKU 1.7), the search done."""
    state = window.state
    state.set_catalog(state.catalog)
    state.select_sku(state.catalog.sku("1.7"))
    assert window.quotes_tab.new_quote(company="ACME")
    _searched(qtbot, state)


@settings(
    deadline=None,
    derandomize=True,
    database=None,
    max_examples=40,
    phases=(Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink),
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(actions=st.lists(ACTIONS, min_size=1, max_size=8))
def test_any_selections_and_edits_show_and_quote_one_build(qtbot, one_window, actions):
    window = one_window
    _fresh(qtbot, window)
    for action in actions:
        _act(window, qtbot, action)
        found = selection_line(window.state, "en")
        assert found is not None
        assert_one_build(window, found[0])  # what Add to quote would add
    assert_one_build(window, _add_to_quote(window))  # and what it adds
