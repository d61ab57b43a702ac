"""Tests for gui/charts/view.py: the Charts tab picks a chart, redraws only the chart on show,
shares the selection with the state, adds builds to the comparison and exports any chart."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog

import rigwright.gui.charts.view as charts_view_module
from rigwright.core.catalog.model import METRICS
from rigwright.core.recommend.tiers import seed_tiers
from rigwright.gui.charts.view import (
    COST,
    MEMORY,
    METRIC,
    PAGES,
    POWER,
    PRICE,
    SCALING,
    SPEED,
    ChartsView,
    chart_metric,
)
from rigwright.gui.state import AppState


def _view(qtbot, state, shown=True):
    view = ChartsView(state)
    qtbot.addWidget(view)
    view.resize(900, 330)
    if shown:
        view.show()
        qtbot.waitExposed(view)
    return view


def _select(state, number):
    state.select_sku(state.catalog.sku(number))


def _choose(monkeypatch, view, data):
    """Make ``view``'s context menus answer as if their action with ``data`` was chosen."""
    monkeypatch.setattr(
        view, "run_menu", lambda menu, _pos: next(a for a in menu.actions() if a.data() == data)
    )


def test_the_picker_offers_every_chart_and_the_metric_combo_every_metric(qtbot, state):
    view = _view(qtbot, state)
    assert [view.picker.itemData(i) for i in range(view.picker.count())] == list(PAGES)
    assert [view.picker.itemText(i) for i in range(view.picker.count())] == [
        "GPU metric",
        "Price vs performance",
        "Multi-GPU scaling",
        "Cost efficiency",
        "Power",
        "Memory per card",
        "Speed",
    ]
    metrics = [view.metric_combo.itemData(i) for i in range(view.metric_combo.count())]
    assert metrics == [None, *METRICS]
    assert view.metric_combo.itemText(0) == "Workload's first priority"
    assert view.metric_combo.isVisible()
    view.show_page(PRICE)
    assert view.stack.currentWidget() is view.price_chart and not view.metric_combo.isVisible()


def test_the_metric_page_keeps_the_workloads_chart_with_tiers_and_the_build(qtbot, state):
    view = _view(qtbot, state)
    _select(state, "1.7")
    chart = view.chart
    rec = state.recommendation
    assert chart.metric_key == chart_metric(rec.weights) == "tensor_tflops"
    assert chart.tiers == seed_tiers(state.catalog, rec.profile) and chart.tiers is not None
    assert {b.name for b in chart.bars if b.in_build} == {"RTX2080Ti"}
    view.metric_combo.setCurrentIndex(view.metric_combo.findData("memory_gb"))
    assert chart.metric_key == "memory_gb"
    assert chart.plot.getAxis("bottom").labelText == "Memory (GB)"
    view.metric_combo.setCurrentIndex(0)
    assert chart.metric_key == "tensor_tflops"


def test_a_hidden_page_is_redrawn_only_when_shown(qtbot, state):
    view = _view(qtbot, state)
    charts = [view.price_chart, view.scaling_chart, view.cost_chart, view.power_chart]
    assert [c.redraw_count for c in charts] == [0, 0, 0, 0]  # never shown: never drawn
    _select(state, "2.2")
    assert [c.redraw_count for c in charts] == [0, 0, 0, 0]
    assert {PRICE, SCALING, COST, POWER} <= view.dirty
    view.show_page(PRICE)
    assert view.price_chart.redraw_count == 1 and view.price_chart.selected_key == "sku:2.2"
    assert [c.redraw_count for c in charts[1:]] == [0, 0, 0]
    _select(state, "1.7")  # the page on show follows at once
    assert view.price_chart.redraw_count == 2 and view.price_chart.selected_key == "sku:1.7"
    assert view.power_chart.redraw_count == 0
    view.show_page(POWER)
    assert view.power_chart.redraw_count == 1 and view.power_chart.label.startswith("SKU 1.7")
    view.show_page(PRICE)  # up to date: shown again without a redraw
    assert view.price_chart.redraw_count == 2


def test_a_hidden_tab_waits_until_it_is_shown(qtbot, state):
    view = _view(qtbot, state, shown=False)
    view.show_page(COST)
    assert view.cost_chart.redraw_count == 0
    _select(state, "2.2")
    assert view.cost_chart.redraw_count == 0 and COST in view.dirty
    view.show()
    qtbot.waitExposed(view)
    assert view.cost_chart.redraw_count == 1 and view.cost_chart.selected_key == "sku:2.2"
    assert COST not in view.dirty


def test_clicking_a_point_selects_the_build_and_the_ring_follows_the_state(qtbot, state):
    view = _view(qtbot, state)
    view.show_page(PRICE)
    chart = view.price_chart
    point = chart.point_of("sku:2.2")
    assert state.selected_sku.number != "2.2"
    chart.click_at(chart.plot.vb.mapViewToScene(chart.view_pos(point)))
    assert state.selected_sku.number == "2.2" and state.selected_key == "sku:2.2"
    assert chart.selected_key == "sku:2.2"
    _select(state, "1.7")  # selected elsewhere (the SKU list): the ring moves
    xs, ys = chart.ring.getData()
    p17 = chart.point_of("sku:1.7")
    assert (xs[0], ys[0]) == (chart.view_pos(p17).x(), chart.view_pos(p17).y())


def test_clicking_a_cost_bar_selects_the_build(qtbot, state):
    view = _view(qtbot, state)
    view.show_page(COST)
    chart = view.cost_chart
    index = next(
        i
        for i, b in enumerate(chart.tensor_bars)
        if b.candidate.key.startswith("sku:") and b.candidate.key != state.selected_key
    )
    bar = chart.tensor_bars[index]
    y = len(chart.tensor_bars) - 1 - index
    chart.click_at(chart.plot.vb.mapViewToScene(QPointF(float(bar.value) / 2, y)))
    assert state.selected_key == bar.candidate.key


def test_clicking_a_scaling_line_shows_the_gpu(qtbot, state):
    view = _view(qtbot, state)
    _select(state, "1.7")
    view.show_page(SCALING)
    chart = view.scaling_chart
    rec = state.recommendation
    assert "RTX2080Ti" in chart.curves  # the selected build's GPU
    assert set(chart.curves) - {"RTX2080Ti"} <= set(rec.recommended_gpu_names)
    n, value = chart.curves["RTX2080Ti"][2]
    chart.click_at(chart.plot.vb.mapViewToScene(QPointF(n, value)))
    assert state.selected_gpu is not None and state.selected_gpu.name == "RTX2080Ti"
    assert chart.selected_gpu == "RTX2080Ti"  # redrawn bolder
    assert METRIC in view.dirty  # the metric chart marks it when shown
    view.show_page(METRIC)
    assert view.chart.selected_gpu == "RTX2080Ti"


def test_the_context_menu_adds_the_build_to_the_comparison(qtbot, state, monkeypatch):
    view = _view(qtbot, state)
    view.show_page(PRICE)
    chart = view.price_chart
    pos = chart.plot.vb.mapViewToScene(chart.view_pos(chart.point_of("sku:2.2")))
    _choose(monkeypatch, view, "compare")
    with qtbot.waitSignal(view.message) as said:
        chart.click_at(pos, Qt.MouseButton.RightButton, QPoint(10, 10))
    assert [c.key for c in state.compared] == ["sku:2.2"]
    assert "added to the comparison" in said.args[0]
    with qtbot.waitSignal(view.message) as refused:  # twice: refused, and said why
        chart.click_at(pos, Qt.MouseButton.RightButton, QPoint(10, 10))
    assert [c.key for c in state.compared] == ["sku:2.2"]
    assert "already in the comparison" in refused.args[0]
    _choose(monkeypatch, view, "select")
    chart.click_at(pos, Qt.MouseButton.RightButton, QPoint(10, 10))
    assert state.selected_key == "sku:2.2"


def test_a_chart_never_shown_exports_complete(qtbot, state, tmp_path):
    view = _view(qtbot, state, shown=False)
    _select(state, "1.7")
    for page in (PRICE, SCALING, COST, POWER):
        chart = view.chart_of(page)
        assert chart.redraw_count == 0
        path = tmp_path / f"{page}.png"
        view.export_chart(page, "png", path)
        assert chart.redraw_count == 1 and page not in view.dirty
        image = QImage(str(path))
        assert not image.isNull() and image.width() == 1600
        assert len({image.pixel(x, y) for y in range(0, 1000, 10) for x in range(0, 1600, 10)}) > 3
    svg = tmp_path / "scaling.svg"
    view.export_chart(SCALING, "svg", svg)
    assert "95 % of the throughput kept per doubling" in svg.read_text(encoding="utf-8")


def test_export_buttons_ask_for_a_file_and_say_the_outcome(qtbot, state, tmp_path, monkeypatch):
    view = _view(qtbot, state)
    view.show_page(POWER)
    target = tmp_path / "power"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    with qtbot.waitSignal(view.message) as said:
        view.export_svg_button.click()
    saved = tmp_path / "power.svg"
    assert saved.is_file() and str(saved) in said.args[0]
    # A folder that does not exist: a message box, no traceback, nothing written.
    boxes = []
    monkeypatch.setattr(
        charts_view_module, "message_box", lambda parent, icon, title, text, *a: boxes.append(text)
    )
    missing = tmp_path / "nowhere" / "chart.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(missing), ""))
    with qtbot.assertNotEmitted(view.message):
        view.export_png_button.click()
    assert len(boxes) == 1 and "does not exist" in boxes[0] and not missing.exists()


def test_the_window_has_a_charts_tab(window):
    tabs = window.tabs
    titles = [tabs.tabText(i) for i in range(tabs.count())]
    assert "Charts" in titles and "Metric chart" not in titles
    assert isinstance(window.chart_view, ChartsView)
    window.show_tab(window.chart_view)
    assert tabs.currentIndex() == titles.index("Charts")
    assert window.chart_view.isVisible()


def test_every_chart_paints_into_a_pdf_as_vectors_at_print_resolution(qtbot, state, tmp_path):
    """Each chart, never shown, painted on a 300 dpi PDF writer: its words are text in the
    PDF (vectors, not a picture), and the page is not blank when rendered."""
    from pypdf import PdfReader
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPageSize, QPainter, QPdfWriter

    from rigwright.gui.charts.export import render_chart

    _select(state, "1.7")
    view = _view(qtbot, state, shown=False)
    words = {
        METRIC: "Tensor",
        PRICE: "Budget" if state.request.budget_cny else "Price",
        SCALING: "per doubling",
        COST: "lower is better",
        POWER: "Sustained",
        MEMORY: "Model sizing",
        SPEED: "Model sizing",
    }
    for page in PAGES:
        view.redraw(page)
        path = tmp_path / f"{page}.pdf"
        writer = QPdfWriter(str(path))
        writer.setResolution(300)
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        painter = QPainter(writer)
        render_chart(view.chart_of(page), painter, QRectF(0, 0, 2000, 1300))
        painter.end()
        reader = PdfReader(str(path))
        text = " ".join(reader.pages[0].extract_text().split())
        assert words[page] in text, (page, text[:200])
        assert not reader.pages[0].images, page  # drawn, not pasted in as a bitmap


# ---------------------------------------------------------------------- empty pages, extreme inputs
def _texts(chart) -> str:
    from PySide6.QtWidgets import QGraphicsTextItem

    return "\n".join(
        item.toPlainText()
        for item in chart.plot_widget.scene().items()
        if isinstance(item, QGraphicsTextItem) and item.isVisible()
    )


def _no_axes(chart) -> bool:
    plot = chart.plot
    return not plot.getAxis("left").isVisible() and not plot.getAxis("bottom").isVisible()


def test_a_catalog_without_priced_workstations_says_so_on_every_build_chart(
    qtbot, partly_priced_current
):
    state = AppState(partly_priced_current)  # no SKUs, no prices for the builds' parts
    try:
        qtbot.waitUntil(lambda: not state.search_running, timeout=30_000)
        assert state.candidates() == []
        view = _view(qtbot, state)
        view.show_page(PRICE)
        price = view.price_chart
        assert _no_axes(price)
        assert "This catalog has no workstations with prices" in _texts(price)
        for mark in ("SKU", "custom", "changed", "best for the money"):  # nothing drawn
            assert mark not in price.plot.titleLabel.text, mark
        view.show_page(COST)
        assert _no_axes(view.cost_chart)
        assert "This catalog has no workstations with prices" in _texts(view.cost_chart)
        view.show_page(POWER)
        assert _no_axes(view.power_chart)
        assert "This catalog has no workstations to select" in _texts(view.power_chart)
    finally:
        state.shutdown()


def test_inputs_no_build_passes_leave_no_front_and_empty_pages_say_why(qtbot, state):
    view = _view(qtbot, state)
    state.select_sku(None)
    state.set_budget(1)
    qtbot.waitUntil(lambda: not state.search_running, timeout=30_000)
    assert state.recommended_keys() == set() and state.selected_key is None
    view.show_page(PRICE)
    price = view.price_chart
    assert price.points and price.front == [] and price.front_item is None
    assert "Budget ¥1: below every build" in price.note.full_text
    assert price.budget_line is None
    view.show_page(COST)
    assert _no_axes(view.cost_chart)
    assert "No build passes the inputs, and none is selected" in _texts(view.cost_chart)
    view.show_page(POWER)
    assert _no_axes(view.power_chart)
    assert "Select a workstation to see its power" in _texts(view.power_chart)


def test_a_gpu_count_no_build_has_draws_no_front(qtbot, state):
    view = _view(qtbot, state)
    view.show_page(PRICE)
    state.set_gpu_count((10, 12))
    qtbot.waitUntil(lambda: not state.search_running, timeout=30_000)
    chart = view.price_chart
    assert not (state.recommended_keys() & {p.candidate.key for p in chart.points})
    assert chart.front == [] and chart.front_item is None
    assert "No build passes the inputs" in chart.note.full_text


def test_the_metric_page_can_be_grabbed(qtbot, state):
    """``ChartView.metric`` stood in for ``QWidget.metric``: grabbing the page crashed."""
    view = _view(qtbot, state)
    for widget in (view.metric_view, view.chart):
        image = widget.grab().toImage()
        assert not image.isNull() and image.width() > 100
