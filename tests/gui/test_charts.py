"""Tests for gui/charts.py: the metric bar chart and its vector rendering."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from core.workloads import resolve_workload
from gui.charts import ACCENT, OTHER, MetricChart, chart_bars, metric_label, render_metric_chart

RECOMMENDED = {"Quadro GV100", "Quadro RTX8000"}


def test_thirteen_bars_sorted_with_recommended_highlighted(qtbot, seed_catalog):
    chart = MetricChart()
    qtbot.addWidget(chart)
    profile = resolve_workload("cnn")
    chart.show(seed_catalog, profile, RECOMMENDED)
    assert len(chart.bars) == 13 == len(chart.bar_item.rects)
    values = [b.value for b in chart.bars]
    assert values == sorted(values, reverse=True)
    assert chart.bars[0].name == "Quadro GV100"  # 133 tensor TFLOPS, the seed's highest
    assert {b.name for b in chart.bars if b.highlighted} == RECOMMENDED
    for bar, colour in zip(chart.bars, chart.bar_item.colors):
        assert colour == (ACCENT if bar.name in RECOMMENDED else OTHER)
    # Names on the y axis, each with its figure.
    ticks = chart.plot.getAxis("left")._tickLevels[0]
    assert ticks[0][1] == "Quadro GV100  133"
    assert chart.plot.getAxis("bottom").labelText == metric_label("tensor_tflops")


def test_rnn_chart_uses_bandwidth(qtbot, seed_catalog):
    chart = MetricChart()
    qtbot.addWidget(chart)
    chart.show(seed_catalog, resolve_workload("rnn"), set())
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
    render_metric_chart(painter, QRectF(0, 0, 600, 500), seed_catalog, "tensor_tflops",
                        {"RTX2080Ti"}, "CNN")
    painter.end()
    pixels = {image.pixelColor(x, y).name() for x in range(0, 600, 3) for y in range(0, 500, 3)}
    assert ACCENT.name() in pixels and OTHER.name() in pixels
