"""Tests for gui/charts/gpu_metric.py: the metric bar chart and its vector rendering."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from rigwright.core.recommend.tiers import SeedTiers, seed_tiers
from rigwright.core.recommend.workloads import resolve_workload
from rigwright.gui.charts.gpu_metric import (
    ACCENT,
    DARK_TIERS,
    LIGHT_TIERS,
    OTHER,
    MetricChart,
    chart_bars,
    metric_label,
    profile_title,
    render_metric_chart,
)

RECOMMENDED = {"Quadro GV100", "Quadro RTX8000"}


def test_thirteen_bars_sorted_with_recommended_highlighted(qtbot, seed_catalog):
    chart = MetricChart()
    qtbot.addWidget(chart)
    profile = resolve_workload("cnn")
    chart.show_profile(seed_catalog, profile, RECOMMENDED)
    assert len(chart.bars) == 13 == len(chart.bar_item.rects)
    values = [b.value for b in chart.bars]
    assert values == sorted(values, reverse=True)
    assert chart.bars[0].name == "Quadro GV100"  # 133 tensor TFLOPS, the seed's highest
    assert {b.name for b in chart.bars if b.highlighted} == RECOMMENDED
    # The CNN workload has the seed's CNN tiers: the bars take their tier's colour.
    assert chart.tiers == seed_tiers(seed_catalog, profile)
    for bar, colour in zip(chart.bars, chart.bar_item.colors, strict=False):
        assert colour == LIGHT_TIERS[bar.tier - 1], bar.name
    # Names on the y axis, each with its figure; the recommended ones starred.
    ticks = chart.plot.getAxis("left")._tickLevels[0]
    assert ticks[0][1] == "Quadro GV100  133 ★"
    assert chart.plot.getAxis("bottom").labelText == metric_label("tensor_tflops")


def test_without_tiers_the_recommended_bars_are_in_the_accent(qtbot, seed_catalog):
    chart = MetricChart()
    qtbot.addWidget(chart)
    chart.show_metric(seed_catalog, "tensor_tflops", RECOMMENDED, "CNN")
    assert chart.tiers is None and all(b.tier is None for b in chart.bars)
    for bar, colour in zip(chart.bars, chart.bar_item.colors, strict=False):
        assert colour == (ACCENT if bar.name in RECOMMENDED else OTHER)
    assert chart.bar_item.outlined == [b.name in RECOMMENDED for b in chart.bars]
    title = chart.plot.titleLabel.text
    assert "★ recommended" in title and "tiers" not in title


def test_rnn_chart_uses_bandwidth(qtbot, seed_catalog):
    chart = MetricChart()
    qtbot.addWidget(chart)
    chart.show_profile(seed_catalog, resolve_workload("rnn"), set())
    assert chart.bars[0].name == "TESLA V100"  # 897 GB/s
    assert "GB/s" in chart.plot.getAxis("bottom").labelText
    assert not any(b.highlighted for b in chart.bars)


def test_chart_bars_ties_keep_catalog_order(seed_catalog):
    bars = chart_bars(seed_catalog, "tensor_tflops", set())
    tied = [b.name for b in bars if b.value == 130]
    assert tied == ["Quadro RTX8000", "Quadro RTX6000", "Titan RTX"]


def test_render_metric_chart_draws_the_highlight(qtbot, seed_catalog):
    image = QImage(600, 500, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    render_metric_chart(
        painter, QRectF(0, 0, 600, 500), seed_catalog, "tensor_tflops", {"RTX2080Ti"}, "CNN"
    )
    painter.end()
    pixels = {image.pixelColor(x, y).name() for x in range(0, 600, 3) for y in range(0, 500, 3)}
    assert ACCENT.name() in pixels and OTHER.name() in pixels


def test_show_is_still_qwidget_show(qtbot, seed_catalog):
    chart = MetricChart()
    qtbot.addWidget(chart)
    assert MetricChart.show is QWidget.show  # not overridden with another meaning
    chart.show_profile(seed_catalog, resolve_workload("cnn"), set(), lang="zh_CN")
    assert chart.bars and "卷积神经网络" in chart.plot.titleLabel.text


@pytest.mark.parametrize(
    ("metric", "lang", "label"),
    [
        ("memory_bandwidth_gbs", "en", "Bandwidth (GB/s)"),
        ("memory_bandwidth_gbs", "zh_CN", "显存带宽（GB/s）"),
        ("memory_bandwidth_gbs", "zh_TW", "顯存頻寬（GB/s）"),
        ("tensor_tflops", "en", "Tensor (TFLOPS)"),
        ("cuda_cores", "en", "CUDA cores"),
        ("cuda_cores", "zh_CN", "CUDA 核心（个）"),
    ],
)
def test_metric_labels_come_from_core_with_chinese_names(metric, lang, label):
    assert metric_label(metric, lang) == label


def test_simplified_title_for_zh_cn_only():
    cnn = resolve_workload("cnn")
    assert profile_title(cnn, "zh_CN") == "CNN 卷积神经网络"
    assert profile_title(cnn, "zh_TW") == "CNN 卷積神經網絡"
    assert profile_title(cnn, "en") == "CNN"


def test_rendering_processes_no_events(qtbot, seed_catalog, monkeypatch):
    """An export must not run the event loop: the user could click Export again mid-render."""
    calls = []
    monkeypatch.setattr(QApplication, "processEvents", lambda *a, **k: calls.append(a))
    image = QImage(300, 250, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    render_metric_chart(
        painter, QRectF(0, 0, 300, 250), seed_catalog, "tensor_tflops", {"RTX2080Ti"}, "CNN"
    )
    painter.end()
    assert calls == []
    pixels = {image.pixelColor(x, y).name() for x in range(0, 300, 2) for y in range(0, 250, 2)}
    assert ACCENT.name() in pixels  # and the chart was still laid out and drawn


# ---------------------------------------------------------------------- tiers, marks, hover, click


def _contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two opaque colours (1 to 21)."""

    def luminance(color: QColor) -> float:
        def channel(c: float) -> float:
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

        return (
            0.2126 * channel(color.redF())
            + 0.7152 * channel(color.greenF())
            + 0.0722 * channel(color.blueF())
        )

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _near(a: QColor, b: QColor, tolerance: int = 24) -> bool:
    return all(
        abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=False)
    )


def _shown(qtbot, chart: MetricChart) -> MetricChart:
    """``chart`` shown at a fixed size and painted once (its plot laid out)."""
    qtbot.addWidget(chart)
    chart.resize(760, 520)
    chart.show()
    qtbot.waitExposed(chart)
    chart.plot_widget.grab()  # a paint: layouts and view transforms are current
    return chart


def _scene_centre(chart: MetricChart, name: str) -> QPointF:
    index = [b.name for b in chart.bars].index(name)
    return chart.plot.vb.mapViewToScene(chart.bar_item.rects[index].center())


class _Click:
    """What the chart reads of pyqtgraph's ``MouseClickEvent``."""

    def __init__(self, pos: QPointF, button=Qt.MouseButton.LeftButton, double=False):
        self._pos, self._button, self._double = pos, button, double

    def scenePos(self) -> QPointF:
        return self._pos

    def button(self):
        return self._button

    def double(self) -> bool:
        return self._double


@pytest.mark.parametrize("workload", ["cnn", "gan", "rnn", "transformer", "inference"])
def test_the_bars_are_the_catalogs_figures_and_the_seeds_tiers(qtbot, seed_catalog, workload):
    profile = resolve_workload(workload)
    tiers = seed_tiers(seed_catalog, profile)
    chart = MetricChart()
    qtbot.addWidget(chart)
    chart.show_profile(seed_catalog, profile, RECOMMENDED, in_build={"RTX2080Ti"})
    metric = profile.primary_metric
    assert chart.metric_key == metric and chart.tiers == tiers
    known = {g.name for g in seed_catalog.gpus if g.figure(metric) is not None}
    assert [b.name for b in chart.bars] and {b.name for b in chart.bars} == known
    for bar in chart.bars:
        assert bar.value == seed_catalog.gpu(bar.name).figure(metric), bar.name
        assert bar.tier == (tiers.tier_of(bar.name) if tiers else None), bar.name
        assert bar.recommended == (bar.name in RECOMMENDED)
        assert bar.in_build == (bar.name == "RTX2080Ti")
    # The drawn bars are those figures, top to bottom.
    assert [r.width() for r in chart.bar_item.rects] == [float(b.value) for b in chart.bars]


def test_the_tier_table_follows_the_workload(seed_catalog):
    assert seed_tiers(seed_catalog, resolve_workload("cnn")).table == "CNN"
    assert seed_tiers(seed_catalog, resolve_workload("transformer")).table == "RNN"


def test_each_tier_has_its_own_colour_on_both_themes(qtbot, seed_catalog):
    from rigwright.gui.widgets.theme import dark_palette

    for dark in (False, True):
        chart = MetricChart()
        qtbot.addWidget(chart)
        if dark:
            chart.setPalette(dark_palette())
        chart.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED)
        palette = DARK_TIERS if dark else LIGHT_TIERS
        assert chart.colors.tiers == palette
        by_tier: dict[int, set[str]] = {}
        for bar, colour in zip(chart.bars, chart.bar_item.colors, strict=False):
            by_tier.setdefault(bar.tier, set()).add(colour.name())
        assert sorted(by_tier) == [1, 2, 3, 4]
        assert all(len(colours) == 1 for colours in by_tier.values())  # one colour per tier
        assert len(set().union(*by_tier.values())) == 4  # and four different colours
        base = chart.colors.background
        for colour in palette:  # every tier reads on the background, none is the grey
            assert colour != chart.colors.other
            assert _contrast(colour, base) >= (3.0 if dark else 1.8)
        # Sequential: the best tier stands out most from the background.
        ratios = [_contrast(c, base) for c in palette]
        assert ratios == sorted(ratios, reverse=True)


def test_a_gpu_outside_the_tiers_is_grey_and_says_so(qtbot, seed_catalog):
    tiers = SeedTiers("CNN", (("Quadro GV100",), ("TITAN V",)))
    chart = MetricChart()
    qtbot.addWidget(chart)
    chart.show_metric(seed_catalog, "tensor_tflops", set(), "CNN", tiers=tiers)
    colours = dict(zip((b.name for b in chart.bars), chart.bar_item.colors, strict=False))
    assert colours["Quadro GV100"] == LIGHT_TIERS[0] and colours["TITAN V"] == LIGHT_TIERS[1]
    assert colours["RTX2080Ti"] == OTHER
    title = chart.plot.titleLabel.text
    assert "Seed CNN tiers:" in title and "not tiered" in title
    bars = {b.name: b for b in chart.bars}
    assert "not in the seed's tiers" in chart.tooltip_for(bars["RTX2080Ti"])
    assert "tier 2 of 2 in the seed's CNN table" in chart.tooltip_for(bars["TITAN V"])


def test_recommended_gpus_are_ringed_and_starred_and_the_legend_says_so(qtbot, seed_catalog):
    chart = MetricChart()
    qtbot.addWidget(chart)
    chart.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED, in_build={"RTX2080Ti"})
    assert chart.bar_item.outlined == [b.name in RECOMMENDED for b in chart.bars]
    labels = dict(
        zip(
            (b.name for b in chart.bars),
            (t for _, t in chart.plot.getAxis("left")._tickLevels[0]),
            strict=False,
        )
    )
    for name, label in labels.items():
        assert label.rstrip().endswith("★") == (name in RECOMMENDED), label
    assert labels["RTX2080Ti"].startswith("◆ RTX2080Ti  108")
    title = chart.plot.titleLabel.text
    for words in ("CNN", "Seed CNN tiers:", "★ recommended", "◆ in the selected build"):
        assert words in title, words
    for colour in LIGHT_TIERS:  # the legend's squares in the tier colours
        assert colour.name() in title


def test_the_ring_is_drawn_around_recommended_bars_only(qtbot, seed_catalog):
    chart = _shown(qtbot, MetricChart())
    chart.show_metric(seed_catalog, "tensor_tflops", {"Quadro GV100"}, "CNN")
    image = chart.plot_widget.grab().toImage()
    ring = chart.colors.text

    def ringed(name: str) -> bool:
        index = [b.name for b in chart.bars].index(name)
        rect = chart.plot.vb.mapViewToScene(chart.bar_item.rects[index]).boundingRect()
        x = int(rect.center().x())
        return any(_near(image.pixelColor(x, int(rect.top()) - dy), ring) for dy in range(1, 6))

    assert ringed("Quadro GV100")
    assert not ringed("TITAN V")


def test_the_tooltip_names_the_gpu_its_figure_its_tier_and_the_recommendation(qtbot, seed_catalog):
    chart = MetricChart()
    qtbot.addWidget(chart)
    chart.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED, in_build={"RTX2080Ti"})
    bars = {b.name: b for b in chart.bars}
    assert chart.tooltip_for(bars["Quadro RTX5000"]).splitlines() == [
        "Quadro RTX5000",
        "Tensor: 89 TFLOPS",
        "tier 3 of 4 in the seed's CNN table",
        "not recommended",
    ]
    assert chart.tooltip_for(bars["Quadro GV100"]).splitlines() == [
        "Quadro GV100",
        "Tensor: 133 TFLOPS",
        "tier 1 of 4 in the seed's CNN table",
        "recommended",
    ]
    assert chart.tooltip_for(bars["RTX2080Ti"]).splitlines()[-1] == "in the selected build"
    # Without tiers (the RNN chart on custom weights): no tier line.
    chart.show_metric(seed_catalog, "memory_bandwidth_gbs", {"TESLA V100"})
    v100 = chart.bars[0]
    assert chart.tooltip_for(v100).splitlines() == [
        "TESLA V100",
        "Bandwidth: 897 GB/s",
        "recommended",
    ]


def test_hovering_a_bar_sets_its_tooltip(qtbot, seed_catalog):
    chart = _shown(qtbot, MetricChart())
    chart.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED)
    for bar in chart.bars:
        chart._on_mouse_moved(_scene_centre(chart, bar.name))
        assert chart.plot.toolTip() == chart.tooltip_for(bar)
    chart._on_mouse_moved(QPointF(2, 2))  # the corner: no bar
    assert chart.plot.toolTip() == ""
    chart._on_mouse_moved(_scene_centre(chart, "TITAN V"))
    assert chart.plot.toolTip().startswith("TITAN V\n")
    QApplication.sendEvent(chart.plot_widget.viewport(), QEvent(QEvent.Type.Leave))
    assert chart.plot.toolTip() == ""


def test_bar_at_maps_the_scene_to_the_bar(qtbot, seed_catalog):
    chart = _shown(qtbot, MetricChart())
    assert chart.bar_at(QPointF(300, 200)) is None  # nothing charted yet
    chart.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED)
    for bar in chart.bars:
        assert chart.bar_at(_scene_centre(chart, bar.name)) is bar
    # On the GPU's name (left of the plot area) counts too; outside the plot does not.
    centre = _scene_centre(chart, "TITAN V")
    axis = chart.plot.getAxis("left").sceneBoundingRect()
    assert chart.bar_at(QPointF(axis.center().x(), centre.y())).name == "TITAN V"
    assert chart.bar_at(QPointF(2, 2)) is None
    assert (
        chart.bar_at(QPointF(centre.x(), chart.plot.vb.sceneBoundingRect().bottom() + 20)) is None
    )


def test_clicking_a_bar_emits_its_gpu(qtbot, seed_catalog):
    chart = _shown(qtbot, MetricChart())
    chart.show_profile(seed_catalog, resolve_workload("rnn"), RECOMMENDED)
    clicked: list[str] = []
    chart.gpu_clicked.connect(clicked.append)
    for name in ("Quadro RTX4000", "TESLA V100", "RTX2080Ti"):
        chart._on_scene_clicked(_Click(_scene_centre(chart, name)))
    assert clicked == ["Quadro RTX4000", "TESLA V100", "RTX2080Ti"]
    chart._on_scene_clicked(_Click(_scene_centre(chart, "TITAN V"), Qt.MouseButton.RightButton))
    chart._on_scene_clicked(_Click(QPointF(2, 2)))
    assert len(clicked) == 3  # right button and empty space: nothing


def test_a_real_click_on_a_bar_emits_its_gpu(qtbot, seed_catalog):
    chart = _shown(qtbot, MetricChart())
    chart.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED)
    view = chart.plot_widget
    point = view.mapFromScene(_scene_centre(chart, "Quadro RTX5000"))
    with qtbot.waitSignal(chart.gpu_clicked) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == ["Quadro RTX5000"]


def test_the_selected_gpu_is_marked(qtbot, seed_catalog):
    chart = _shown(qtbot, MetricChart())
    chart.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED)
    names = [b.name for b in chart.bars]
    axis = chart.plot.getAxis("left")

    def band_pixel():
        index = names.index("TITAN V")
        rect = chart.bar_item.rects[index]
        # Right of the bar's end, on its row: the band, or the background.
        spot = chart.plot.vb.mapViewToScene(QPointF(rect.right() + 6.5, rect.center().y()))
        return chart.plot_widget.grab().toImage().pixelColor(int(spot.x()), int(spot.y()))

    assert chart.bar_item.selected is None and axis.bold_texts == frozenset()
    assert band_pixel().blue() > 220  # white (or a faint grid line)
    chart.set_selected_gpu("TITAN V")
    assert chart.selected_gpu == "TITAN V"
    assert chart.bar_item.selected == names.index("TITAN V")
    assert axis.bold_texts == {"TITAN V  119 \u2003"}
    band = band_pixel()
    assert band.red() > 235 and band.blue() < 200  # the amber band
    # The mark survives a new chart (a new recommendation) and goes with None.
    chart.show_profile(seed_catalog, resolve_workload("gan"), set())
    assert chart.bars[chart.bar_item.selected].name == "TITAN V"
    chart.set_selected_gpu(None)
    assert chart.bar_item.selected is None and axis.bold_texts == frozenset()


# ---------------------------------------------------------------------- tier steps, empty, grab


def _lightness(color: QColor) -> float:
    """CIELAB L* (0-100) of an opaque sRGB colour."""

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    y = (
        0.2126 * channel(color.redF())
        + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF())
    )
    return 116 * y ** (1 / 3) - 16 if y > 216 / 24389 else y * 24389 / 27


@pytest.mark.parametrize("palette", [LIGHT_TIERS, DARK_TIERS], ids=["light", "dark"])
def test_neighbouring_tiers_are_clearly_different_steps(palette):
    """Each tier at least 14 L* from the next (the dark theme's tiers 3 and 4 were 10 apart,
    and hard to tell apart), in one direction: a sequential scale."""
    steps = [_lightness(b) - _lightness(a) for a, b in pairwise(palette)]
    assert all(abs(step) >= 14.0 for step in steps), steps
    assert all(step > 0 for step in steps) or all(step < 0 for step in steps), steps


def test_the_legend_names_the_recommendation_only_when_a_bar_is_recommended(qtbot, seed_catalog):
    chart = MetricChart()
    qtbot.addWidget(chart)
    chart.show_metric(
        seed_catalog,
        "tensor_tflops",
        set(),
        "CNN",
        tiers=seed_tiers(seed_catalog, resolve_workload("cnn")),
    )
    assert "recommended" not in chart.plot.titleLabel.text
    chart.show_metric(seed_catalog, "tensor_tflops", {"TITAN V"}, "CNN")
    assert "★ recommended" in chart.plot.titleLabel.text


def test_a_chart_without_bars_shows_no_axes_and_says_why(qtbot):
    import pyqtgraph as pg

    from rigwright.gui.charts.gpu_metric import fill_plot

    widget = pg.PlotWidget()
    qtbot.addWidget(widget)
    plot = widget.getPlotItem()
    fill_plot(plot, [], "Memory (GB)", "CNN", "recommended")
    assert not plot.getAxis("left").isVisible() and not plot.getAxis("bottom").isVisible()
    texts = [i.toPlainText() for i in widget.scene().items() if hasattr(i, "toPlainText")]
    assert any("No GPU has a known figure for Memory (GB)" in t for t in texts), texts


def test_the_chart_widget_can_be_grabbed(qtbot, seed_catalog):
    """A widget attribute named ``metric`` stands in for ``QWidget.metric`` (Qt asks it for
    the device pixel ratio on a grab): the grab crashed the process."""
    chart = MetricChart()
    qtbot.addWidget(chart)
    chart.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED)
    chart.resize(600, 400)
    image = chart.grab().toImage()
    assert not image.isNull() and image.width() >= 600


def test_grid_lines_are_drawn_opaque_in_the_colour_they_show(qtbot, seed_catalog, monkeypatch):
    """The translucent grid is drawn in its blended opaque colour (fast in Qt's raster
    engine), over whatever background the chart has."""
    import pyqtgraph as pg
    from PySide6.QtGui import QColor, QPen

    from rigwright.gui.charts.gpu_metric import DirectAxisItem

    seen = []
    real = pg.AxisItem.drawPicture

    def spy(self, p, axis_spec, tick_specs, text_specs):
        seen.extend(pen for pen, _a, _b in tick_specs)
        return real(self, p, axis_spec, tick_specs, text_specs)

    monkeypatch.setattr(pg.AxisItem, "drawPicture", spy)
    chart = MetricChart()
    qtbot.addWidget(chart)
    chart.show_metric(seed_catalog, "tensor_tflops", RECOMMENDED)
    chart.resize(700, 400)
    chart.plot_widget.grab()
    assert seen and all(pen.color().alpha() == 255 for pen in seen)
    # ... under the bars: an opaque grid over them would cut them into stripes. Along the
    # middle of the first bar every pixel is the bar's colour.
    image = chart.plot_widget.grab().toImage()
    vb = chart.plot.vb
    rect = chart.bar_item.rects[0]
    left = vb.mapViewToScene(rect.topLeft()).toPoint()
    right = vb.mapViewToScene(rect.bottomRight()).toPoint()
    y = (left.y() + right.y()) // 2
    fill = chart.bar_item.colors[0].name()
    xs = range(min(left.x(), right.x()) + 4, max(left.x(), right.x()) - 4)
    assert len(xs) > 100
    assert {image.pixelColor(x, y).name() for x in xs} == {fill}
    grid = QPen(QColor(0, 0, 0, 64))
    assert DirectAxisItem._opaque(grid, QColor("white")).color().name() == "#bfbfbf"
    assert DirectAxisItem._opaque(grid, QColor(30, 30, 30)).color().name() == "#161616"
