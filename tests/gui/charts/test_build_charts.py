"""Tests for gui/charts/build_charts.py: the build charts draw the figures of
core/compare/chart_data.py, report hovers and clicks on what they draw, and export complete before
they are ever shown."""

from __future__ import annotations

import math
from decimal import Decimal

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QGraphicsTextItem

from rigwright.core.build.model import build_from_sku
from rigwright.core.build.rules import Site, parse_site
from rigwright.core.compare.chart_data import (
    MAX_SCALING_GPUS,
    changed_candidate,
    cost_efficiency,
    pareto_front,
    power_chart,
    price_points,
    scaling_assumption,
    scaling_curve,
    throughput,
)
from rigwright.core.pricing.money import format_cny
from rigwright.core.recommend.workloads import resolve_workload
from rigwright.gui.charts.build_charts import (
    PROBLEM,
    CostEfficiencyChart,
    LogCnyAxisItem,
    PowerDrawChart,
    PricePerformanceChart,
    ScalingChart,
    ScalingMark,
    cny_tick,
    log_price,
    short_label,
)
from rigwright.gui.charts.gpu_metric import LIGHT_CHART
from rigwright.gui.widgets import i18n

CNN = resolve_workload("cnn")


@pytest.fixture
def skus(state):
    """The seed's SKUs as candidates (the search's custom builds come and go with a worker)."""
    return state.sku_candidates()


def _shown(qtbot, chart, width=900, height=330):
    qtbot.addWidget(chart)
    chart.resize(width, height)
    chart.show()
    qtbot.waitExposed(chart)
    return chart


def _scene_pos(plot, x, y) -> QPointF:
    return plot.vb.mapViewToScene(QPointF(x, y))


def _scene_texts(chart) -> str:
    return "\n".join(
        item.toPlainText()
        for item in chart.plot_widget.scene().items()
        if isinstance(item, QGraphicsTextItem)
    )


def _price_chart(qtbot, state, skus, **kwargs):
    chart = _shown(qtbot, PricePerformanceChart())
    args = {"recommended_keys": state.recommended_keys(), "selected_key": "sku:1.7"}
    args.update(kwargs)
    chart.refresh(skus, state.gpu_scores, CNN.scaling_per_doubling, **args)
    return chart


# ---------------------------------------------------------------------- price / performance
def test_price_points_are_the_candidates_price_and_throughput(qtbot, state, skus):
    chart = _price_chart(qtbot, state, skus)
    scores = state.gpu_scores
    assert [p.candidate.key for p in chart.points] == [c.key for c in skus]
    for point in chart.points:
        c = point.candidate
        assert point.price_cny == c.price_cny
        assert point.throughput == throughput(c.build, scores, CNN.scaling_per_doubling)
    # What is drawn is where those figures say (x on the log price axis).
    xs, ys = chart.scatter.getData()
    drawn = sorted(
        (round(x, 9), round(y, 9)) for x, y in zip(xs.tolist(), ys.tolist(), strict=False)
    )
    expected = sorted(
        (
            round(math.log10(float(c.price_cny)), 9),
            round(throughput(c.build, scores, CNN.scaling_per_doubling), 9),
        )
        for c in skus
    )
    assert drawn == expected


def test_the_front_is_the_pareto_front_drawn_through_its_points(qtbot, state, skus):
    chart = _price_chart(qtbot, state, skus)
    points, _left = price_points(skus, state.gpu_scores, CNN.scaling_per_doubling)
    front = pareto_front(points)
    assert [p.candidate.key for p in chart.front] == [p.candidate.key for p in front]
    assert 1 < len(front) < len(points)
    xs, ys = chart.front_item.getData()
    vertices = set(zip((round(x, 9) for x in xs), (round(y, 9) for y in ys), strict=False))
    for p in front:
        assert (round(log_price(p.price_cny), 9), round(p.throughput, 9)) in vertices
    # A point off the front is not a vertex of the line.
    off = next(p for p in points if p not in front)
    assert (round(log_price(off.price_cny), 9), round(off.throughput, 9)) not in vertices


def test_builds_outside_the_inputs_are_muted(qtbot, state, skus):
    recommended = {"sku:1.7", "sku:2.2"}
    chart = _price_chart(qtbot, state, skus, recommended_keys=recommended)
    colours = {spot.data(): spot.brush().color() for spot in chart.scatter.points()}
    assert {k for k, c in colours.items() if c == chart.colors.accent} == recommended
    assert all(c == chart.colors.other for k, c in colours.items() if k not in recommended)
    assert "outside the inputs" in _scene_texts(chart)


def test_a_build_without_a_price_is_named_under_the_chart(qtbot, state, skus):
    base = skus[6]
    unpriced = changed_candidate(base, base.build, None)
    chart = _price_chart(qtbot, state, [*skus, unpriced])
    assert [(c.key, str(reason)) for c, reason in chart.left_out] == [
        (unpriced.key, "price to be set")
    ]
    assert chart.point_of(unpriced.key) is None
    note = chart.note.full_text
    assert "Not placed" in note and short_label(unpriced) in note and "price to be set" in note
    assert "Not placed" in _scene_texts(chart)  # in the scene: an export shows it


def test_kinds_have_their_own_shapes(qtbot, state, skus):
    from rigwright.core.pricing.prices import Price

    base = skus[6]
    changed = changed_candidate(base, base.build, Price(Decimal(95000), "changed", True))
    chart = _price_chart(qtbot, state, [*skus, changed])
    symbols = {spot.data(): spot.symbol() for spot in chart.scatter.points()}
    assert symbols[changed.key] == "d" and symbols[base.key] == "o"
    assert chart.point_of(changed.key).price_cny == Decimal(95000)
    assert "¥95,000 ※ illustrative" in chart.tooltip_at(
        chart.plot.vb.mapViewToScene(chart.view_pos(chart.point_of(changed.key)))
    )


def test_the_budget_line_and_its_label(qtbot, state, skus):
    chart = _price_chart(qtbot, state, skus, budget_cny=150000)
    assert chart.budget_line.value() == pytest.approx(math.log10(150000))
    assert "Budget ¥150,000" in _scene_texts(chart)
    chart.refresh(skus, state.gpu_scores, CNN.scaling_per_doubling)
    assert chart.budget_line is None and "Budget" not in _scene_texts(chart)


def test_hover_and_click_name_the_build_under_the_pointer(qtbot, state, skus):
    chart = _price_chart(qtbot, state, skus)
    point = chart.point_of("sku:1.7")
    pos = chart.plot.vb.mapViewToScene(chart.view_pos(point))
    assert chart.item_at(pos) == "sku:1.7"
    tip = chart.tooltip_at(pos)
    assert point.candidate.label in tip and "¥89,990 ※ illustrative" in tip
    assert f"{point.throughput:.1f}" in tip
    with qtbot.waitSignal(chart.candidate_clicked) as clicked:
        chart.click_at(pos)
    assert clicked.args == ["sku:1.7"]
    with qtbot.waitSignal(chart.candidate_context) as context:
        chart.click_at(pos, Qt.MouseButton.RightButton, QPoint(40, 50))
    assert context.args == ["sku:1.7", QPoint(40, 50)]
    # Empty space: nothing.
    empty = _scene_pos(chart.plot, log_price(Decimal(30000)), 700)
    assert chart.item_at(empty) is None and chart.tooltip_at(empty) == ""
    with qtbot.assertNotEmitted(chart.candidate_clicked):
        chart.click_at(empty)


def test_the_ring_follows_the_selection(qtbot, state, skus):
    chart = _price_chart(qtbot, state, skus, selected_key="sku:1.7")

    def ring():
        xs, ys = chart.ring.getData()
        return list(zip(xs.tolist(), ys.tolist(), strict=False))

    p17, p22 = chart.point_of("sku:1.7"), chart.point_of("sku:2.2")
    assert ring() == [pytest.approx((log_price(p17.price_cny), p17.throughput))]
    chart.set_selected("sku:2.2")
    assert ring() == [pytest.approx((log_price(p22.price_cny), p22.throughput))]
    assert "SKU 2.2" in _scene_texts(chart)
    chart.set_selected(None)
    assert ring() == []


@pytest.mark.parametrize(
    ("value", "compact", "text"),
    [
        (200_000, True, "¥200k"),
        (1_000_000, True, "¥1M"),
        (2_500, True, "¥2.5k"),
        (800, True, "¥800"),
        (1_500, False, "¥1,500"),
        (1_000_000, False, "¥1,000,000"),
    ],
)
def test_price_ticks_are_yuan_with_thousands(value, compact, text):
    assert cny_tick(value, compact) == text


def test_one_price_axis_writes_every_tick_alike(qtbot):
    from rigwright.gui.charts.build_charts import CnyAxisItem

    axis = CnyAxisItem("bottom")
    axis.setRange(0, 2300)
    assert axis.tickStrings([500, 1000, 1500], 1, 500) == ["¥500", "¥1,000", "¥1,500"]
    axis.setRange(0, 250_000)
    assert axis.tickStrings([50_000, 100_000], 1, 50_000) == ["¥50k", "¥100k"]
    axis.setRange(0, 1.04)  # prices below ¥1 apart: told apart, not "¥0 ¥0 ¥1"
    assert axis.tickStrings([0.2, 0.4, 0.6], 1, 0.2) == ["¥0.2", "¥0.4", "¥0.6"]


def test_the_log_price_axis_ticks_at_1_2_5(qtbot):
    axis = LogCnyAxisItem("bottom")
    ((_spacing, ticks),) = axis.tickValues(math.log10(25_000), math.log10(1_100_000), 800)
    labels = axis.tickStrings(ticks, 1, 1)
    assert labels == ["¥50k", "¥100k", "¥200k", "¥500k", "¥1M"]


# ---------------------------------------------------------------------- scaling
def _scaling(qtbot, state, mark=None, **kwargs):
    chart = _shown(qtbot, ScalingChart())
    scores = state.gpu_scores
    gpus = [(n, scores[n]) for n in ("Quadro GV100", "RTX2080Ti")]
    chart.refresh(CNN.scaling_per_doubling, gpus, scaling_assumption(CNN), mark, **kwargs)
    return chart, scores


def test_scaling_lines_are_the_scaling_curves(qtbot, state):
    build = build_from_sku(state.catalog.sku("1.7"), state.catalog)
    value = throughput(build, state.gpu_scores, CNN.scaling_per_doubling)
    mark = ScalingMark("SKU 1.7", build.gpu_count, value, "RTX2080Ti")
    chart, scores = _scaling(qtbot, state, mark)
    assert chart.curves == {
        name: scaling_curve(CNN.scaling_per_doubling, MAX_SCALING_GPUS, scores[name])
        for name in ("Quadro GV100", "RTX2080Ti")
    }
    # The build sits on its GPU's line; the linear ideal is drawn for that GPU.
    assert dict(chart.curves["RTX2080Ti"])[4] == pytest.approx(value)
    assert chart.ideal == (scaling_curve(1.0, MAX_SCALING_GPUS, scores["RTX2080Ti"]), "RTX2080Ti")
    assert scaling_curve(1.0, 8, 50.0)[-1] == (8, 400.0)  # linear: n × one


def test_the_assumption_is_written_in_the_scene(qtbot, state):
    chart, _scores = _scaling(qtbot, state)
    assumption = scaling_assumption(CNN)
    assert "95 %" in assumption and assumption in _scene_texts(chart)


def test_a_click_on_a_line_selects_its_gpu(qtbot, state):
    chart, _scores = _scaling(qtbot, state)
    n, value = chart.curves["RTX2080Ti"][5]
    pos = _scene_pos(chart.plot, n, value)
    assert chart.item_at(pos) == "RTX2080Ti"
    assert "RTX2080Ti, 6 GPU(s)" in chart.tooltip_at(pos)
    with qtbot.waitSignal(chart.gpu_clicked) as clicked:
        chart.click_at(pos)
    assert clicked.args == ["RTX2080Ti"]
    # Halfway along a segment is on the line too; a GPU line is no build to compare.
    (n1, v1), (n2, v2) = chart.curves["RTX2080Ti"][1:3]
    middle = _scene_pos(chart.plot, (n1 + n2) / 2, (v1 + v2) / 2)
    assert chart.item_at(middle) == "RTX2080Ti"
    with qtbot.assertNotEmitted(chart.candidate_context):
        chart.click_at(middle, Qt.MouseButton.RightButton, QPoint(1, 1))


def test_a_build_with_more_gpus_widens_the_scaling_chart(qtbot, state):
    mark = ScalingMark("SKU 3.7", 9, 700.0, "RTX2080Ti")
    chart, _scores = _scaling(qtbot, state, mark)
    assert [n for n, _v in chart.curves["RTX2080Ti"]] == list(range(1, 10))
    assert chart.plot.vb.viewRange()[0][1] > 9


def test_unscored_gpus_are_named_not_drawn(qtbot, state):
    chart, _scores = _scaling(qtbot, state, unscored=["Mystery X"])
    assert "Mystery X" not in chart.curves and "Mystery X" in chart.note.full_text


# ---------------------------------------------------------------------- cost efficiency
def test_cost_bars_are_the_cost_efficiency_figures_best_first(qtbot, state, skus):
    chart = _shown(qtbot, CostEfficiencyChart())
    chart.refresh(skus, state.catalog, selected_key="sku:3.7", max_rows=10)
    rows = cost_efficiency(skus, state.catalog)
    expected = sorted((r.cny_per_tensor_tflops, r.candidate.key) for r in rows)
    drawn = [(b.value, b.candidate.key) for b in chart.tensor_bars]
    assert drawn[:10] == expected[:10]
    # The selected build is shown after the ten best, with its rank.
    rank = [k for _v, k in expected].index("sku:3.7") + 1
    assert rank > 10 and drawn[10] == expected[rank - 1] and chart.tensor_bars[10].rank == rank
    memory = sorted(r.cny_per_memory_gb for r in rows)
    assert [b.value for b in chart.memory_bars][:10] == memory[:10]
    # The bars drawn are as long as the figures; the selected one in the accent.
    item = next(i for i in chart.plot.items if hasattr(i, "rects"))
    assert [r.width() for r in item.rects] == [float(b.value) for b in chart.tensor_bars]
    assert item.colors[10] == chart.colors.accent and item.colors[0] == chart.colors.other
    assert "lower is better" in _scene_texts(chart)


def test_a_click_on_a_cost_bar_selects_the_build(qtbot, state, skus):
    chart = _shown(qtbot, CostEfficiencyChart())
    chart.refresh(skus, state.catalog)
    bar = chart.memory_bars[2]
    y = len(chart.memory_bars) - 1 - 2
    pos = _scene_pos(chart.memory_plot, float(bar.value) / 2, y)
    assert chart.item_at(pos) == bar.candidate.key
    assert "per GB" in chart.tooltip_at(pos)
    with qtbot.waitSignal(chart.candidate_clicked) as clicked:
        chart.click_at(pos)
    assert clicked.args == [bar.candidate.key]


def test_unknown_cost_figures_are_skipped_and_named(qtbot, state, skus):
    base = skus[0]
    unpriced = changed_candidate(base, base.build, None)
    chart = _shown(qtbot, CostEfficiencyChart())
    chart.refresh([*skus, unpriced], state.catalog)
    keys = {b.candidate.key for b in chart.tensor_bars + chart.memory_bars}
    assert unpriced.key not in keys
    assert (unpriced, "price to be set") in chart.unknown
    assert short_label(unpriced) in chart.note.full_text


# ---------------------------------------------------------------------- power
def _power(qtbot, state, site):
    build = build_from_sku(state.catalog.sku("1.7"), state.catalog)
    figures = power_chart(build, state.catalog, site)
    chart = _shown(qtbot, PowerDrawChart())
    chart.refresh(figures, "SKU 1.7")
    return chart, figures


def test_power_bars_are_the_power_figures(qtbot, state):
    chart, f = _power(qtbot, state, parse_site("220V/10A"))
    assert [(r[1], r[2]) for r in chart.rows] == [
        (f.sustained_w, f.sustained_limit_w),
        (f.peak_w, f.peak_limit_w),
        (f.wall_w, f.circuit_usable_w),
    ]
    item = next(i for i in chart.plot.items if hasattr(i, "rects"))
    assert [r.width() for r in item.rects] == [f.sustained_w, f.peak_w, f.wall_w]
    # SKU 1.7's transients pass its PSUs' peak limit: a problem in colour and in words.
    assert f.peak_w > f.peak_limit_w and f.sustained_w <= f.sustained_limit_w
    problem = PROBLEM[False]
    assert item.colors == [chart.colors.accent, problem, chart.colors.accent]
    texts = _scene_texts(chart)
    assert f"OVER the PSUs' 100 µs peak limit ({f.peak_limit_w:,} W)" in texts
    assert texts.count("OVER") == 1 and "220 V / 10 A" in texts


def test_a_circuit_not_set_is_said_not_drawn(qtbot, state):
    chart, f = _power(qtbot, state, Site())
    assert f.circuit_usable_w is None
    assert "circuit not set: set the site's circuit" in _scene_texts(chart)
    item = next(i for i in chart.plot.items if hasattr(i, "rects"))
    assert len(item.rects) == 2  # no wall bar


def test_no_build_says_why(qtbot):
    chart = _shown(qtbot, PowerDrawChart())
    chart.refresh(None, reason="No build selected")
    assert chart.rows == [] and "No build selected" in _scene_texts(chart)


# ---------------------------------------------------------------------- export, theme
def _non_white(image: QImage) -> int:
    white = QColor("white").rgb()
    return sum(
        1
        for y in range(0, image.height(), 4)
        for x in range(0, image.width(), 4)
        if image.pixel(x, y) != white
    )


@pytest.mark.parametrize("kind", ["price", "scaling", "cost", "power"])
def test_a_chart_never_shown_exports_complete(qtbot, state, skus, tmp_path, kind):
    from rigwright.gui.charts.export import export_png, export_svg

    build = build_from_sku(state.catalog.sku("1.7"), state.catalog)
    if kind == "price":
        chart = PricePerformanceChart()
        chart.refresh(skus, state.gpu_scores, CNN.scaling_per_doubling, budget_cny=100000)
        expected = "Budget ¥100,000"
    elif kind == "scaling":
        chart = ScalingChart()
        chart.refresh(CNN.scaling_per_doubling, [("RTX2080Ti", 78.6)], scaling_assumption(CNN))
        expected = "95 %"
    elif kind == "cost":
        chart = CostEfficiencyChart()
        chart.refresh(skus, state.catalog)
        expected = "lower is better"
    else:
        chart = PowerDrawChart()
        chart.refresh(power_chart(build, state.catalog, Site()), "SKU 1.7")
        expected = "circuit not set"
    qtbot.addWidget(chart)
    assert not chart.isVisible()
    png, svg = tmp_path / "chart.png", tmp_path / "chart.svg"
    export_png(chart, png)
    export_svg(chart, svg)
    image = QImage(str(png))
    assert not image.isNull() and image.width() == 1600
    assert _non_white(image) > 2000  # axes, bars or points, text: more than a blank page
    assert expected in svg.read_text(encoding="utf-8")


def test_a_dark_chart_exports_on_white_and_comes_back(qtbot, state, skus):
    from PySide6.QtGui import QPalette

    chart = PricePerformanceChart()
    qtbot.addWidget(chart)
    palette = QPalette(chart.palette())
    for role, colour in (
        (QPalette.ColorRole.Window, "#202124"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.Text, "#e8eaed"),
    ):
        palette.setColor(role, QColor(colour))
    chart.setPalette(palette)
    chart.refresh(skus, state.gpu_scores, CNN.scaling_per_doubling)
    dark = chart.colors
    assert dark != LIGHT_CHART and chart.colors.background == QColor("#1e1e1e")
    undo = chart.prepare_export()
    assert chart.colors == LIGHT_CHART
    undo()
    assert chart.colors == dark


@pytest.mark.parametrize("number", ["1.1", "1.7", "3.2"])  # 2, 4 and 8 GPUs
def test_the_selected_builds_name_stays_inside_the_scaling_plot(qtbot, state, number):
    build = build_from_sku(state.catalog.sku(number), state.catalog)
    mark = ScalingMark(
        f"SKU {number}",
        build.gpu_count,
        throughput(build, state.gpu_scores, CNN.scaling_per_doubling),
        build.gpus[0].model,
    )
    chart, _ = _scaling(qtbot, state, mark)
    chart.plot_widget.scene().prepareForPaint()  # text items place themselves on paint
    label = chart.mark_label.textItem.sceneBoundingRect()
    plot_area = chart.plot.vb.sceneBoundingRect()
    assert plot_area.contains(label), (label, plot_area)


# ---------------------------------------------------------------------- extreme budgets, empty
# charts
def _text_item(chart, starts: str):
    """The scene's text item whose text starts with ``starts`` (None if none)."""
    return next(
        (
            item
            for item in chart.plot_widget.scene().items()
            if isinstance(item, QGraphicsTextItem)
            and item.isVisible()
            and item.toPlainText().startswith(starts)
        ),
        None,
    )


def _painted(chart):
    chart.plot_widget.grab()  # a paint: view transforms and text items are current


@pytest.mark.parametrize(("budget", "side"), [(1, "below"), (10**12, "above")])
def test_a_budget_far_from_every_build_is_said_not_drawn(qtbot, state, skus, budget, side):
    chart = _price_chart(qtbot, state, skus, budget_cny=budget)
    _painted(chart)
    # The price axis follows the builds (¥29,990 to ¥999,990), not the budget.
    (left, right), _ = chart.plot.vb.viewRange()
    assert math.log10(20_000) < left < math.log10(29_990)
    assert math.log10(999_990) < right < math.log10(1_500_000)
    assert chart.budget_line is None and chart.budget_side == side
    words = f"Budget {format_cny(Decimal(budget))}: {side} every build"
    assert words in chart.note.full_text and words in _scene_texts(chart)
    # Named at the plot's edge too, whole.
    price = format_cny(Decimal(budget))
    label = _text_item(chart, f"◀ Budget {price}" if side == "below" else f"Budget {price} ▶")
    assert label is not None
    assert chart.plot.vb.sceneBoundingRect().contains(label.sceneBoundingRect())


def test_a_budget_near_the_builds_is_a_line_and_its_label_stays_inside(qtbot, state, skus):
    for budget in (20_000, 1_300_000):  # just below the cheapest, just above the dearest
        chart = _price_chart(qtbot, state, skus, budget_cny=budget)
        _painted(chart)
        assert chart.budget_line.value() == pytest.approx(math.log10(budget))
        left, right = chart.plot.vb.viewRange()[0]
        assert left < math.log10(budget) < right
        label = _text_item(chart, f"Budget {format_cny(Decimal(budget))}")
        assert label is not None
        assert chart.plot.vb.sceneBoundingRect().contains(label.sceneBoundingRect()), budget


@pytest.mark.parametrize(
    ("low", "high", "pixels"),
    [(25_000, 10**12, 900), (1, 1_100_000, 900), (25_000, 1_100_000, 300), (800, 2_000, 600)],
)
def test_log_price_ticks_are_readable_for_any_span(qtbot, low, high, pixels):
    from PySide6.QtGui import QFontMetricsF

    from rigwright.gui.widgets.fonts import pixel_font

    axis = LogCnyAxisItem("bottom")
    axis.setTickFont(pixel_font(12))
    ((_spacing, ticks),) = axis.tickValues(math.log10(low), math.log10(high), pixels)
    labels = axis.tickStrings(ticks, 1, 1)
    assert len(labels) >= 2
    assert all("e+" not in text and text.startswith("¥") for text in labels), labels
    metrics = QFontMetricsF(pixel_font(12))
    per_decade = pixels / (math.log10(high) - math.log10(low))
    for (a, ta), (b, tb) in zip(
        zip(ticks, labels, strict=False), zip(ticks[1:], labels[1:], strict=False), strict=False
    ):
        room = (b - a) * per_decade
        assert room > (metrics.horizontalAdvance(ta) + metrics.horizontalAdvance(tb)) / 2, (ta, tb)


def test_huge_prices_tick_in_millions_without_exponents():
    assert cny_tick(10**12) == "¥1,000B"
    assert cny_tick(2 * 10**9) == "¥2B"
    assert cny_tick(1_500_000) == "¥1.5M"


@pytest.mark.parametrize(
    ("lang", "values", "spacing", "texts"),
    [
        ("zh_CN", [1e8, 1.2e8, 1.4e8], 2e7, ["¥1亿", "¥1.2亿", "¥1.4亿"]),
        ("zh_TW", [1e8, 1.2e8, 1.4e8], 2e7, ["¥1億", "¥1.2億", "¥1.4億"]),
        ("en", [1e8, 1.2e8, 1.4e8], 2e7, ["¥100M", "¥120M", "¥140M"]),
        ("zh_CN", [123_450_000, 123_460_000], 10_000, ["¥1.2345亿", "¥1.2346亿"]),
        ("zh_CN", [-5e7, 0, 5e7, 1e8], 5e7, ["-¥5,000万", "¥0", "¥5,000万", "¥1亿"]),
        ("zh_CN", [10_000, 12_500, 15_000], 2_500, ["¥1万", "¥1.25万", "¥1.5万"]),
        ("en", [2e9, 4e9], 2e9, ["¥2B", "¥4B"]),
        ("zh_CN", [0.2, 0.4, 0.6], 0.2, ["¥0.2", "¥0.4", "¥0.6"]),
    ],
)
def test_money_ticks_use_the_languages_large_units_and_only_the_digits_the_spacing_needs(
    qtbot, monkeypatch, lang, values, spacing, texts
):
    from rigwright.gui.charts.build_charts import CnyAxisItem

    monkeypatch.setattr(i18n, "current_language", lambda: lang)
    axis = CnyAxisItem("bottom")
    axis.setRange(min(values), max(values))
    assert axis.tickStrings(values, 1, spacing) == texts


def test_log_price_ticks_at_and_above_one_yi(qtbot, monkeypatch):
    monkeypatch.setattr(i18n, "current_language", lambda: "zh_CN")
    axis = LogCnyAxisItem("bottom")
    assert axis.tickStrings([math.log10(5e7), 8, math.log10(2e8)], 1, 1) == [
        "¥5,000万",
        "¥1亿",
        "¥2亿",
    ]


def test_the_front_runs_through_the_builds_within_the_inputs_only(qtbot, state, skus):
    within = {"sku:1.1", "sku:1.3", "sku:1.7", "sku:2.4", "sku:3.2"}
    chart = _price_chart(qtbot, state, skus, recommended_keys=within)
    points, _left = price_points(skus, state.gpu_scores, CNN.scaling_per_doubling)
    expected = pareto_front([p for p in points if p.candidate.key in within])
    assert [p.candidate.key for p in chart.front] == [p.candidate.key for p in expected]
    assert {p.candidate.key for p in chart.front} <= within
    xs, ys = chart.front_item.getData()
    vertices = set(zip((round(x, 9) for x in xs), (round(y, 9) for y in ys), strict=False))
    # SKU 3.7 (the dearest and fastest, muted) would end an all-builds front: not here.
    p37 = chart.point_of("sku:3.7")
    assert (round(log_price(p37.price_cny), 9), round(p37.throughput, 9)) not in vertices
    assert "best for the money" in _scene_texts(chart)


@pytest.mark.parametrize("recommended", [set(), {"sku:nothing"}])
def test_no_build_within_the_inputs_draws_no_front_and_says_so(qtbot, state, skus, recommended):
    chart = _price_chart(qtbot, state, skus, recommended_keys=recommended)
    assert chart.front == [] and chart.front_item is None
    assert "No build passes the inputs" in chart.note.full_text
    assert "best for the money" not in chart.plot.titleLabel.text  # not in the legend


def test_the_price_legend_lists_only_what_is_drawn(qtbot, state, skus):
    everything = {c.key for c in skus}
    chart = _price_chart(qtbot, state, skus, recommended_keys=everything)
    title = chart.plot.titleLabel.text
    assert "SKU" in title and "best for the money" in title
    assert "custom" not in title and "changed" not in title and "outside the inputs" not in title


def _axes_hidden(plot) -> bool:
    return not plot.getAxis("left").isVisible() and not plot.getAxis("bottom").isVisible()


def test_an_empty_price_chart_shows_no_axes_and_says_why(qtbot, state):
    chart = _shown(qtbot, PricePerformanceChart())
    chart.refresh([], state.gpu_scores, CNN.scaling_per_doubling, budget_cny=60000)
    assert _axes_hidden(chart.plot) and "No build to place" in _scene_texts(chart)
    # The caller knows why there is none.
    chart.refresh(
        [],
        state.gpu_scores,
        CNN.scaling_per_doubling,
        budget_cny=60000,
        empty_reason="This catalog has no workstations with prices",
    )
    assert _axes_hidden(chart.plot)
    assert "This catalog has no workstations with prices" in _scene_texts(chart)
    title = chart.plot.titleLabel.text
    for word in ("SKU", "custom", "changed", "best for the money", "outside the inputs"):
        assert word not in title, word
    # Builds again: the axes come back.
    chart.refresh(state.sku_candidates(), state.gpu_scores, CNN.scaling_per_doubling)
    assert chart.plot.getAxis("bottom").isVisible() and chart.plot.getAxis("left").isVisible()


def test_builds_that_cannot_be_placed_leave_no_axes_and_are_named(qtbot, state, skus):
    unpriced = [changed_candidate(c, c.build, None) for c in skus[:2]]
    chart = _shown(qtbot, PricePerformanceChart())
    chart.refresh(unpriced, state.gpu_scores, CNN.scaling_per_doubling)
    assert _axes_hidden(chart.plot) and "No build can be placed" in _scene_texts(chart)
    assert "price to be set" in chart.note.full_text


def test_an_empty_cost_chart_shows_no_axes_and_says_why(qtbot, state):
    chart = _shown(qtbot, CostEfficiencyChart())
    chart.refresh([], state.catalog)
    _painted(chart)
    assert _axes_hidden(chart.plot) and not chart.memory_plot.isVisible()
    assert "No build to compare" in _scene_texts(chart)
    chart.refresh([], state.catalog, empty_reason="No build passes the inputs")
    assert _axes_hidden(chart.plot)
    assert "No build passes the inputs" in _scene_texts(chart)
    # Builds again: both panels, with axes.
    chart.refresh(state.sku_candidates(), state.catalog)
    _painted(chart)
    assert chart.memory_plot.isVisible() and chart.memory_plot.getAxis("bottom").isVisible()
    assert chart.memory_plot.vb.sceneBoundingRect().width() > 100


def test_an_empty_power_chart_shows_no_axes_and_says_why(qtbot):
    chart = _shown(qtbot, PowerDrawChart())
    chart.refresh(None)
    assert _axes_hidden(chart.plot)
    assert "Select a workstation to see its power" in _scene_texts(chart)


def test_an_empty_scaling_chart_shows_no_axes(qtbot):
    chart = _shown(qtbot, ScalingChart())
    chart.refresh(CNN.scaling_per_doubling, [], scaling_assumption(CNN), unscored=["X"])
    assert _axes_hidden(chart.plot) and "No GPU to draw" in _scene_texts(chart)


def test_the_power_legend_names_only_the_marks_drawn(qtbot, state):
    ok = None
    for sku in state.catalog.skus:
        build = build_from_sku(sku, state.catalog)
        figures = power_chart(build, state.catalog, parse_site("220V/16A"))
        if (
            figures.peak_limit_w
            and figures.peak_w <= figures.peak_limit_w
            and figures.sustained_w <= (figures.sustained_limit_w or 0)
        ):
            ok = figures
            break
    assert ok is not None
    chart = _shown(qtbot, PowerDrawChart())
    chart.refresh(ok, "a build within its limits")
    assert not any(row[4] for row in chart.rows)
    title = chart.plot.titleLabel.text
    assert "limit" in title and "over" not in title


def test_no_chart_claims_one_best_gpu_is_100(qtbot, state, skus):
    price = _price_chart(qtbot, state, skus)
    scaling, _scores = _scaling(qtbot, state)
    for chart in (price, scaling):
        words = [
            _scene_texts(chart),
            chart.note.full_text,
            *(t for target in chart.targets for t in target.tips),
        ]
        assert not any("best GPU" in w for w in words)
        assert any("best in the catalog on every weighted metric" in w for w in words)
    assert "1 GPU = its score" in _scene_texts(price)


# ---------------------------------------------------------------------- export proportions, ring
def test_the_scaling_legend_scales_with_an_export(qtbot, state):
    from PySide6.QtGui import QTransform

    chart, _scores = _scaling(qtbot, state)
    legend = chart.legend
    width = legend.boundingRect().width()
    assert width > 0
    painted = legend.deviceTransform(QTransform.fromScale(2, 2)).mapRect(legend.boundingRect())
    assert painted.width() == pytest.approx(2 * width)


def test_exported_points_keep_their_size_beside_the_text(qtbot, state, skus):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter

    from rigwright.gui.charts.export import render_chart

    chart = PricePerformanceChart()
    qtbot.addWidget(chart)
    chart.refresh(
        skus, state.gpu_scores, CNN.scaling_per_doubling, recommended_keys={c.key for c in skus}
    )
    accent = LIGHT_CHART.accent.rgb()

    def accent_pixels(width: int, height: int) -> int:
        image = QImage(width, height, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        render_chart(chart, painter, QRectF(0, 0, width, height), logical_width=800)
        painter.end()
        return sum(image.pixel(x, y) == accent for y in range(height) for x in range(width))

    small, large = accent_pixels(800, 500), accent_pixels(1600, 1000)
    assert small > 200
    assert large / small == pytest.approx(4.0, rel=0.25)  # twice as wide, twice as high


def _no_gpus(candidate):
    import dataclasses

    return changed_candidate(
        candidate,
        dataclasses.replace(candidate.build, gpus=()),
        candidate.price_cny
        and __import__("rigwright.core.pricing.prices", fromlist=["Price"]).Price(
            candidate.price_cny, "test", True
        ),
    )


@pytest.mark.parametrize("size", [(900, 330), (320, 200)])
def test_the_selection_ring_is_never_cut_at_the_plots_edge(qtbot, state, skus, size):
    zero = _no_gpus(skus[6])  # no GPUs: throughput 0, on the bottom of the figures
    chart = _price_chart(qtbot, state, [*skus, zero], selected_key=zero.key)
    for key in (zero.key, "sku:3.7", "sku:1.1"):  # bottom; top right; far left
        chart.set_selected(key)
        for width, height in (size, (size[0] + 200, size[1] + 100)):
            chart.resize(width, height)
            _painted(chart)
            xs, ys = chart.ring.getData()
            centre = chart.plot.vb.mapViewToScene(QPointF(xs[0], ys[0]))
            radius = 22 / 2 + 1
            ring = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            assert chart.plot.vb.sceneBoundingRect().contains(ring), (key, width, height)


def test_the_selected_builds_name_avoids_a_point_where_it_can(qtbot, state, skus):
    import dataclasses

    from rigwright.core.build.model import GpuLine
    from rigwright.core.pricing.prices import Price

    by_key = {c.key: c for c in skus}
    base = by_key["sku:1.7"]  # 4 × RTX2080Ti at ¥89,990
    five = dataclasses.replace(base.build, gpus=(GpuLine("RTX2080Ti", 5),))
    # Just dearer and faster than SKU 1.7: where its name would go (above, to the right).
    blocker = changed_candidate(base, five, Price(Decimal(93000), "test", True))
    shown = [by_key["sku:1.1"], base, by_key["sku:3.7"], blocker]
    chart = _price_chart(qtbot, state, shown, selected_key="sku:1.7")
    _painted(chart)
    label = chart.ring_label.textItem.sceneBoundingRect()
    spot = chart.plot.vb.mapViewToScene(chart.view_pos(chart.point_of(blocker.key)))
    assert not label.adjusted(-4, -4, 4, 4).contains(spot), (label, spot)
    assert chart.plot.vb.sceneBoundingRect().contains(label)


def test_the_scaling_chart_draws_again_only_when_its_figures_change(qtbot, state):
    chart, scores = _scaling(qtbot, state, None)
    drawn = chart.redraw_count
    gpus = [(n, scores[n]) for n in ("Quadro GV100", "RTX2080Ti")]
    chart.refresh(CNN.scaling_per_doubling, gpus, scaling_assumption(CNN))  # same figures
    assert chart.redraw_count == drawn
    chart.refresh(CNN.scaling_per_doubling, gpus[:1], scaling_assumption(CNN))
    assert chart.redraw_count == drawn + 1 and list(chart.curves) == ["Quadro GV100"]
