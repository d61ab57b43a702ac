"""Tests for gui/compare/view.py and the ways into it: the SKU list's context menu
(gui/ranking/views.py), the diagram's Add to compare button (gui/build/scene.py), and a quote of
the compared builds (gui/quotes/tab.py): marks and tints where the catalog's figures say,
adding, refusing (said in the status bar from every entry point, never in a modal box),
removing and clearing, selection both ways, one option per build, four builds fitting a
laptop's tab, and a build without GPUs."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from rigwright.core.build.diagram import set_gpu_count
from rigwright.core.build.model import build_from_json, build_from_sku
from rigwright.gui.build import scene as diagram
from rigwright.gui.build.scene import DiagramPanel
from rigwright.gui.compare.view import BEST_TONE, SELECTED_TONE, WORST_TONE, CompareView
from rigwright.gui.quotes.tab import QuotesTab
from rigwright.gui.ranking import views as ranking_views
from rigwright.gui.ranking.views import SkuRankingView
from rigwright.gui.state import MAX_COMPARE


@pytest.fixture
def view(qtbot, state):
    widget = CompareView(state)
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture
def skus(qtbot, state):
    widget = SkuRankingView(state)
    qtbot.addWidget(widget)
    return widget


@pytest.fixture
def boxes(monkeypatch):
    """The message boxes the list or the diagram would show, (title, text) each, answered at
    once (none is expected: they report through the status bar)."""
    shown: list[tuple[str, str]] = []

    def box(_parent, _icon, title, text, *_a, **_k):
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    for module in (ranking_views, diagram):
        monkeypatch.setattr(module, "message_box", box, raising=False)
    return shown


def _row_of(skus: SkuRankingView, number: str) -> int:
    return skus.texts(skus.COL_NUMBER).index(number)


def _menu_action(menu, name: str):
    return next(a for a in menu.actions() if a.objectName() == name)


def _add_from_list(skus: SkuRankingView, number: str) -> None:
    menu = skus.row_menu(_row_of(skus, number))
    action = _menu_action(menu, "addToCompareAction")
    assert action.text() == "Add to compare" and action.isEnabled()
    action.trigger()


def test_empty_until_two_builds_are_compared(view, state, skus, boxes):
    assert view.empty.isVisibleTo(view) and not view.table.isVisibleTo(view)
    assert "right-click a workstation in the list" in view.empty.text()
    assert "Add to compare on the diagram" in view.empty.text()
    assert not view.quote_button.isEnabled() and not view.clear_button.isEnabled()
    number = state.recommendation.skus[0].sku.number
    _add_from_list(skus, number)
    assert [c.key for c in state.compared] == [f"sku:{number}"]
    assert view.empty.isVisibleTo(view) and "1 of 4 added" in view.empty.text()
    _add_from_list(skus, state.recommendation.skus[1].sku.number)
    assert not view.empty.isVisibleTo(view) and view.table.isVisibleTo(view)
    assert view.table.columnCount() == 2 and boxes == []
    assert "▲" in view.legend.text() and "▼" in view.legend.text()


def _tensor_marks(view, state, seed_catalog, numbers):
    for n in numbers:
        sku = seed_catalog.sku(n)
        assert state.add_to_compare(next(c for c in state.sku_candidates() if c.sku == sku)) is None
    tensor = [
        seed_catalog.sku(n).gpu_count * seed_catalog.gpu(seed_catalog.sku(n).gpu).tensor_tflops
        for n in numbers
    ]
    per = [
        (Decimal(seed_catalog.sku(n).price_cny) / t).quantize(Decimal("0.01"))
        for n, t in zip(numbers, tensor, strict=True)
    ]
    return tensor, per


def test_tensor_figures_rank_only_like_with_like(view, state, seed_catalog):
    # Quadro and TITAN cards only: their tensor figures share one definition, so they rank.
    tensor, per = _tensor_marks(view, state, seed_catalog, ("1.3", "2.5", "1.9"))
    best, worst = tensor.index(max(tensor)), tensor.index(min(tensor))
    r = view.row_index("fig_tensor_total")
    palette = view.palette()
    for c in range(3):
        text = view.cell_text("fig_tensor_total", c)
        item = view.table.item(r, c)
        mark = "▲ " if c == best else "▼ " if c == worst else ""
        assert text == f"{mark}{tensor[c]:,} TFLOPS"
        if c == best:
            assert text.startswith("▲ ") and item.background().color() == BEST_TONE.on(palette)
        elif c == worst:
            assert text.startswith("▼ ") and item.background().color() == WORST_TONE.on(palette)
        else:
            assert not text.startswith(("▲", "▼"))
    # ¥ per Tensor Core TFLOPS: the SKU's price over that total, cheapest per TFLOPS best.
    cheapest = per.index(min(per))
    # The window says which yuan in English: "¥…CNY" (the PDF prints "¥" alone).
    assert view.cell_text("cny_per_tflops", cheapest).startswith(f"▲ ¥{min(per):,} CNY")
    assert view.cell_text("cny_per_tflops", per.index(max(per))).startswith("▼ ")


def test_marks_and_tints_are_where_the_catalog_figures_say(view, state, seed_catalog):
    # 4 × RTX2080Ti, 5 × Titan RTX, 9 × RTX2080S: the seed's GeForce tensor figures are
    # FP16-accumulate, the TITAN's not, so the tensor rows show them unranked.
    tensor, per = _tensor_marks(view, state, seed_catalog, ("1.7", "2.5", "3.1"))
    for c in range(3):
        assert view.cell_text("fig_tensor_total", c) == f"{tensor[c]:,} TFLOPS"
        assert not view.cell_text("cny_per_tflops", c).startswith(("▲", "▼"))
    # The other figures rank as ever: most GPU memory best.
    memory = [view.cell_text("fig_memory_total", c) for c in range(3)]
    assert memory[1].startswith("▲ ") and memory[0].startswith("▼ ")
    # The guide's "108 Tops" FP16 for SKU 1.7 only rounds our 107.6: nothing beside it.
    fp16 = view.cell_text("fig_fp16_total", 0)
    assert fp16.endswith("107.6 TFLOPS") and "selection guide" not in fp16
    assert all("selection guide" not in view.cell_text("fig_fp16_total", c) for c in range(3))
    # SKU 3.1's "40GB" of GPU memory contradicts 9 × 8 GB: under ours, never instead of it.
    memory = view.cell_text("fig_memory_total", 2)
    assert memory.split("\n") == ["72 GB", "selection guide: 40 GB"]
    # The window shows the throughput for the workload; the rule counts.
    assert view.row_index("throughput") >= 0 and view.row_index("rule_errors") >= 0


def test_the_list_menu_refuses_a_fifth_build_and_a_repeat(view, state, skus, boxes, qtbot):
    said: list[str] = []
    skus.compare_message.connect(said.append)
    rows = skus.texts(skus.COL_NUMBER)
    for number in rows[:MAX_COMPARE]:
        _add_from_list(skus, number)
    assert len(state.compared) == MAX_COMPARE and len(said) == MAX_COMPARE
    _add_from_list(skus, rows[MAX_COMPARE])
    assert len(state.compared) == MAX_COMPARE
    # The refusal is said as the other entry points say it (the status bar), not in a box.
    assert "at most 4" in said[-1] and boxes == []
    _add_from_list(skus, rows[0])
    assert "already in the comparison" in said[-1] and boxes == []
    assert view.table.columnCount() == MAX_COMPARE


def test_the_list_menu_selects_a_row_and_adds_a_changed_build(
    view, state, skus, boxes, seed_catalog, qtbot
):
    number = state.recommendation.skus[1].sku.number
    _menu_action(skus.row_menu(_row_of(skus, number)), "selectRowAction").trigger()
    assert state.selected_sku.number == number
    base = state.working_build
    state.edit_build(set_gpu_count(base, seed_catalog, base.gpus[0].model, 1), "one card")
    row = skus.changed_row()
    assert row is not None
    with qtbot.waitSignal(skus.compare_message) as said:
        skus.row_menu(row).actions()[1].trigger()
    assert state.compared[-1].key == state.selected_key and "changed" in state.compared[-1].key
    assert "Added" in said.args[0] and "(1 of 4)" in said.args[0]


def test_remove_and_clear(view, state):
    for c in state.sku_candidates()[:3]:
        state.add_to_compare(c)
    first, _second, third = state.compared
    menu = view.column_menu(1)
    remove = next(a for a in menu.actions() if a.text() == "Remove from comparison")
    remove.trigger()
    assert [c.key for c in state.compared] == [first.key, third.key]
    assert [view.header_text(c).removeprefix("● ") for c in range(2)] == [first.label, third.label]
    view.table.setCurrentCell(0, 0)
    assert view.remove_button.isEnabled()
    view.remove_button.click()
    assert [c.key for c in state.compared] == [third.key]
    assert view.empty.isVisibleTo(view)
    state.add_to_compare(first)
    view.clear_button.click()
    assert state.compared == [] and not view.table.isVisibleTo(view)


def test_clicking_a_column_head_selects_that_build(view, state, seed_catalog, qtbot):
    a, b = (
        next(c for c in state.sku_candidates() if c.sku == seed_catalog.sku(n))
        for n in ("1.7", "2.5")
    )
    state.select_sku(a.sku)
    state.add_to_compare(a)
    state.add_to_compare(b)
    assert view.selected_column() == 0
    assert view.header_text(0).startswith("● ") and view.table.horizontalHeaderItem(0).font().bold()
    with qtbot.waitSignal(state.selected_sku_changed):
        view.table.horizontalHeader().sectionClicked.emit(1)
    assert state.selected_sku == seed_catalog.sku("2.5") and state.selected_key == b.key
    assert view.selected_column() == 1
    assert view.header_text(1).startswith("● ") and not view.header_text(0).startswith("● ")
    assert not view.table.horizontalHeaderItem(0).font().bold()
    # An unmarked cell of the selected column is tinted; the other column's is not.
    r = view.row_index("fig_gpu")
    assert view.table.item(r, 1).background().color() == SELECTED_TONE.on(view.palette())
    assert view.table.item(r, 0).background().style() == Qt.BrushStyle.NoBrush


def test_quote_these_builds_asks_for_a_quote_of_the_compared(view, state, qtbot):
    for c in state.sku_candidates()[:2]:
        state.add_to_compare(c)
    with qtbot.waitSignal(view.quote_requested) as asked:
        view.quote_button.click()
    assert [c.key for c in asked.args[0]] == [c.key for c in state.compared]


def test_the_diagram_button_adds_the_build_shown(qtbot, state):
    panel = DiagramPanel(state.edit_build, add_to_compare=state.add_selection_to_compare)
    qtbot.addWidget(panel)
    assert not panel.compare_button.isHidden()
    assert panel.compare_button.accessibleName() == "Add to compare"
    with qtbot.waitSignal(panel.compare_message) as said:
        panel.compare_button.click()
    assert said.args[0] == "Added the build shown to the comparison"
    assert [c.key for c in state.compared] == [state.selected_key]
    with qtbot.waitSignal(panel.compare_message) as said:  # a second time: already there
        assert panel.add_to_compare() is not None
    assert "already in the comparison" in said.args[0]
    assert "already in the comparison" in panel.message.text()  # beside the button too
    plain = DiagramPanel(state.edit_build)
    qtbot.addWidget(plain)
    assert plain.compare_button.isHidden()


def test_a_site_change_recounts_the_verdicts(view, state, seed_catalog):
    from rigwright.core.build.rules import parse_site

    for n in ("1.7", "3.7"):
        state.add_to_compare(
            next(c for c in state.sku_candidates() if c.sku == seed_catalog.sku(n))
        )
    before = [view.cell_text("rule_errors", c) for c in range(2)]
    state.set_site(parse_site("220V/10A"))  # 3.7's nine cards draw more than one circuit
    after = [view.cell_text("rule_errors", c) for c in range(2)]
    assert after != before


@pytest.fixture
def tab(qtbot, state):
    widget = QuotesTab(state, default_lang=lambda: "en")
    qtbot.addWidget(widget)
    return widget


def test_quote_compared_makes_one_option_per_build(tab, state, seed_catalog, monkeypatch):
    asked = []
    monkeypatch.setattr(
        QInputDialog, "getText", lambda *a, **k: asked.append(a[1]) or ("ACME Robotics", True)
    )
    sku = next(c for c in state.sku_candidates() if c.sku == seed_catalog.sku("2.5"))
    state.select_sku(seed_catalog.sku("1.7"))
    base = state.base_candidate()
    state.edit_build(set_gpu_count(base.build, seed_catalog, "RTX2080Ti", 2), "two cards")
    changed = state.changed_candidate()
    price = state.working_price
    # 1.7 less two RTX2080Ti at list price; the list prices only illustrate.
    assert price.amount_cny is not None and price.illustrative
    assert changed.price_cny == price.amount_cny
    assert tab.quote_compared([sku, changed])
    doc = tab.editor.document()
    assert asked == ["Quote compared builds"] and doc.customer.company == "ACME Robotics"
    assert len(doc.options) == 2
    assert [o.workload for o in doc.options] == [state.request.workload] * 2
    first, second = (o.items for o in doc.options)
    assert len(first) == len(second) == 1
    assert first[0].kind == "sku" and first[0].sku == sku.sku.number
    assert second[0].kind == "build"
    assert build_from_json(second[0].build, seed_catalog).gpus == changed.build.gpus
    assert second[0].unit_price == price.amount_cny.quantize(Decimal("0.01"))
    notice = tab.editor.notice_label.text()
    assert notice.startswith("Option B: The build's price ") and "illustrative" in notice
    assert "Option A" not in notice  # a SKU is quoted as printed, with its own price note
    assert second[0].description.startswith("Deep-learning workstation ")


def test_quote_compared_cancelled_or_empty_makes_nothing(tab, state, monkeypatch):
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("", False))
    shown = []
    monkeypatch.setattr(
        "rigwright.gui.quotes.tab.message_box",
        lambda _p, _i, title, text, *a, **k: shown.append(text),
    )
    assert not tab.quote_compared([])
    assert shown and "comparison" in shown[0]
    assert not tab.quote_compared(state.sku_candidates()[:2])
    assert tab.editor.document() is None


def test_a_sku_of_the_comparison_quotes_as_printed(seed_catalog, state):
    from rigwright.gui.quotes.editor import candidate_line

    candidate = next(c for c in state.sku_candidates() if c.sku == seed_catalog.sku("2.5"))
    item, notice = candidate_line(candidate, "zh_CN")
    assert item.kind == "sku" and item.sku == "2.5" and item.unit_price is None
    assert notice == ""
    assert build_from_sku(candidate.sku, seed_catalog) == candidate.build


# ----------------------------------------------------------------------------- fitting a laptop
# The Compare tab's area on a 1366 × 768 laptop screen: about 1030 × 330 px.
LAPTOP_TAB = (1030, 330)


@pytest.fixture
def four_at_laptop_size(qtbot, state, seed_catalog):
    """A compare view of four SKUs (the longest heads and figures of the seed's three
    classes) at the size of the window's tab area on a 1366 × 768 screen."""
    for n in ("1.7", "2.5", "3.1", "3.7"):
        assert (
            state.add_to_compare(
                next(c for c in state.sku_candidates() if c.sku == seed_catalog.sku(n))
            )
            is None
        )
    widget = CompareView(state)
    qtbot.addWidget(widget)
    widget.resize(*LAPTOP_TAB)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_four_builds_fit_the_width_of_a_laptop_tab(four_at_laptop_size):
    view = four_at_laptop_size
    table = view.table
    assert table.columnCount() == 4
    viewport = table.viewport().rect()
    for c in range(4):
        left = table.columnViewportPosition(c)
        assert left >= 0 and left + table.columnWidth(c) <= viewport.width(), c
    assert not table.horizontalScrollBar().isVisible()
    assert table.horizontalScrollBar().maximum() == 0
    # The label column is narrow: the value columns get most of the width.
    assert table.verticalHeader().width() <= 200
    assert min(table.columnWidth(c) for c in range(4)) >= table.verticalHeader().width()


def test_the_decision_rows_are_visible_without_scrolling(four_at_laptop_size):
    view = four_at_laptop_size
    table = view.table
    viewport = table.viewport().rect()
    assert table.verticalScrollBar().value() == 0
    for key in ("price", "cny_per_tflops", "throughput", "rule_errors"):
        r = view.row_index(key)
        for c in range(4):
            rect = table.visualRect(table.model().index(r, c))
            assert rect.isValid() and viewport.contains(rect), (key, c)
    # They come right after the system summary.
    keys = [r.key for r in view.rows]
    assert keys[:5] == ["system", "price", "cny_per_tflops", "throughput", "rule_errors"]


def test_long_labels_are_cut_to_the_column_with_the_full_text_in_the_tooltip(four_at_laptop_size):
    view = four_at_laptop_size
    header = view.table.verticalHeader()
    r = view.row_index("throughput")
    item = view.table.verticalHeaderItem(r)
    label = "Throughput for the workload (ranking scale)"
    assert item.text().replace("\n", " ") == label and item.toolTip() == label
    # every line of the label fits the label column
    metrics = header.fontMetrics()
    for line in item.text().split("\n"):
        assert metrics.horizontalAdvance(line) <= header.width()
    for c in range(4):
        assert view.candidates[c].label in view.table.horizontalHeaderItem(c).toolTip()


def test_every_entry_point_says_its_outcome_in_the_status_bar(window, state, boxes):
    """The SKU list, the diagram's ⇄ button and Edit ▸ Add to comparison report adding and
    refusing alike: in the status bar, never in a modal box."""
    bar = window.statusBar()
    skus = window.sku_ranking
    first = _row_of(skus, state.recommendation.skus[0].sku.number)
    skus.setCurrentItem(skus.topLevelItem(first))  # the diagram shows it too
    skus.add_row_to_compare(first)
    assert bar.currentMessage().startswith("Added ") and "(1 of 4)" in bar.currentMessage()
    skus.add_row_to_compare(first)
    assert "already in the comparison" in bar.currentMessage()
    bar.clearMessage()
    window.build_view.diagram_panel.add_to_compare()
    assert "already in the comparison" in bar.currentMessage()
    bar.clearMessage()
    window.add_to_compare()  # Edit ▸ Add to comparison
    assert "already in the comparison" in bar.currentMessage()
    assert boxes == [] and len(state.compared) == 1


def test_a_build_without_gpus_reads_none_and_is_never_best(view, state, seed_catalog):
    import dataclasses

    from rigwright.core.compare.chart_data import changed_candidate
    from rigwright.core.pricing.prices import Price

    a, b = (
        next(c for c in state.sku_candidates() if c.sku == seed_catalog.sku(n))
        for n in ("1.7", "2.5")
    )
    bare = changed_candidate(a, dataclasses.replace(a.build, gpus=()), Price(Decimal(30000)))
    for c in (a, b, bare):
        assert state.add_to_compare(c) is None
    assert view.cell_text("fig_gpu", 2) == "none"
    assert view.cell_text("cny_per_tflops", 2) == "—"
    for key in (
        "fig_gpu_count",
        "fig_memory_total",
        "fig_tensor_total",
        "fig_fp16_total",
        "fig_board_power",
        "cny_per_memory_gb",
        "throughput",
    ):
        assert view.cell_text(key, 2) == "—", key
    # Board power: the two builds with GPUs are ranked, the one without is not "▲ 0 W".
    assert view.cell_text("fig_board_power", 0).startswith("▲ ")
    assert view.cell_text("fig_board_power", 1).startswith("▼ ")
    r = view.row_index("fig_board_power")
    assert view.table.item(r, 2).background().color() != BEST_TONE.on(view.palette())
