"""Tests for gui/charts.py: the metric bar chart and its vector rendering."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from core.workloads import resolve_workload
from gui.charts import (
    ACCENT,
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
    for bar, colour in zip(chart.bars, chart.bar_item.colors):
        assert colour == (ACCENT if bar.name in RECOMMENDED else OTHER)
    # Names on the y axis, each with its figure.
    ticks = chart.plot.getAxis("left")._tickLevels[0]
    assert ticks[0][1] == "Quadro GV100  133"
    assert chart.plot.getAxis("bottom").labelText == metric_label("tensor_tflops")


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
    render_metric_chart(painter, QRectF(0, 0, 600, 500), seed_catalog, "tensor_tflops",
                        {"RTX2080Ti"}, "CNN")
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
        ("memory_bandwidth_gbs", "zh_TW", "顯存帶寬（GB/s）"),
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
    render_metric_chart(painter, QRectF(0, 0, 300, 250), seed_catalog, "tensor_tflops",
                        {"RTX2080Ti"}, "CNN")
    painter.end()
    assert calls == []
    pixels = {image.pixelColor(x, y).name() for x in range(0, 300, 2) for y in range(0, 250, 2)}
    assert ACCENT.name() in pixels  # and the chart was still laid out and drawn
