"""The Charts tab's sizing pages: "Memory per card" (a stacked bar a candidate GPU with its
usable memory marked) and "Speed" (tokens/s or hours with the bound outlined), their empty
state without a model, their redraw on a new recommendation, retranslation and export."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.compare.sizing_chart_data import memory_chart
from rigwright.core.sizing.memory import SizingRequest, Task
from rigwright.core.sizing.precision import Precision
from rigwright.core.sizing.zoo import zoo
from rigwright.gui.charts.chart_items import ExportCurveItem
from rigwright.gui.charts.sizing_charts import SegmentsItem
from rigwright.gui.charts.view import MEMORY, SPEED, ChartsView
from rigwright.gui.state import AppState


@pytest.fixture(scope="module")
def current():
    return load_catalog_files("current")


@pytest.fixture
def view(qtbot, current):
    state = AppState(current)
    widget = ChartsView(state)
    qtbot.addWidget(widget)
    widget.resize(900, 330)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    state.shutdown()


def _size(view, model="qwen2.5-72b", task=Task.INFERENCE, context=32768) -> None:
    sizing = SizingRequest(zoo()[model], task, Precision.BF16, 1, context)
    view._state.update_request(workload="transformer", sizing=sizing)
    QCoreApplication.processEvents()


def _items(chart, kind):
    return [i for i in chart.plot.items if isinstance(i, kind)]


def test_without_a_model_both_pages_say_to_choose_one(view):
    for page in (MEMORY, SPEED):
        view.show_page(page)
        chart = view.chart_of(page)
        assert chart.rows == [] and not _items(chart, SegmentsItem)
        (words,) = chart.empty_texts.values()
        assert "Choose a model in the Model sizing group" in words
        assert not chart.plot.getAxis("bottom").isVisible()


def test_the_memory_page_draws_a_stacked_bar_and_a_usable_tick_per_candidate(view, current):
    view.show_page(MEMORY)
    chart = view.memory_chart
    before = chart.redraw_count
    _size(view)  # the recommendation changes: the page on show is drawn again
    assert chart.redraw_count == before + 1 and not chart.empty_texts
    bars = memory_chart(view._state.recommendation, current).bars
    assert len(chart.rows) == len(bars) == 6
    assert chart.rows[0] == "2 × H200 NVL 141GB, tensor parallel: 86.6 of 136.3 GB usable"
    assert chart.rows[-1] == (
        "⚠ 8 × GeForce RTX 5070 Ti, tensor parallel: does not fit, 21.6 GB a card, 15.5 GB usable"
    )
    (segments,) = _items(chart, SegmentsItem)
    # One segment a term held (weights, activations, KV cache, overhead), no empty ones.
    assert (
        len(segments.rects)
        == sum(1 for b in bars for v in b.terms_gb.values() if v > 0)
        == 4 * len(bars)
    )
    ticks = _items(chart, ExportCurveItem)
    assert sorted(round(t.xData[0], 1) for t in ticks) == sorted(
        round(b.usable_gb, 1) for b in bars
    )
    title = chart.plot.titleLabel.text
    assert "weights" in title and "KV cache" in title and "usable memory" in title
    assert "gradients" not in title  # inference holds none: not in the legend
    assert chart.note.full_text.startswith("The job needs 173.1 GB on one card")


def test_the_speed_page_draws_each_estimate_with_its_bound(view):
    _size(view)
    view.show_page(SPEED)
    chart = view.speed_chart
    figures = chart.figures
    assert figures is not None and len(chart.rows) == len(figures.bars) == 4
    assert chart.rows[0] == (
        "2 × H200 NVL 141GB, tensor parallel: 41.5 tokens/s (at most 61.5 tokens/s)"
    )
    (bars,) = _items(chart, SegmentsItem)
    outlines = _items(chart, ExportCurveItem)
    assert len(bars.rects) == len(outlines) == 4
    for rect, outline, bar in zip(bars.rects, outlines, figures.bars, strict=True):
        assert rect.width() == pytest.approx(bar.value)
        assert max(outline.xData) == pytest.approx(bar.bound)
        assert bar.bound >= rect.width()
    assert chart.note.full_text.startswith("Decode: batch × bandwidth × cards × 0.75")
    assert chart.tooltip_at(chart.plot.vb.mapViewToScene(bars.rects[0].center())).endswith(
        "156.1 GB a step"
    )


def test_training_without_data_says_what_is_missing(view):
    _size(view, "qwen2.5-7b", Task.LORA, 2048)
    view.show_page(SPEED)
    chart = view.speed_chart
    (words,) = chart.empty_texts.values()
    assert "amount of training data" in words and chart.rows == []
    assert "Time to train" in chart.plot.titleLabel.text


def test_clearing_the_model_brings_the_empty_state_back(view):
    _size(view)
    view.show_page(MEMORY)
    assert view.memory_chart.rows
    view._state.update_request(sizing=None)
    QCoreApplication.processEvents()
    assert view.memory_chart.rows == [] and view.memory_chart.empty_texts


def test_both_pages_retranslate(view, pseudo_language):
    _size(view)
    for page in (MEMORY, SPEED):
        view.show_page(page)
        chart = view.chart_of(page)
        assert chart.rows and all(row.lstrip("⚠ ").startswith("⟦") for row in chart.rows)
        assert "⟦" in chart.plot.titleLabel.text and chart.note.full_text.startswith("⟦")
    names = [view.picker.itemText(i) for i in range(view.picker.count())]
    assert "⟦Memory per card⟧" in names and "⟦Speed⟧" in names


def test_both_pages_export(view, tmp_path):
    _size(view)
    for page in (MEMORY, SPEED):
        png, svg = tmp_path / f"{page}.png", tmp_path / f"{page}.svg"
        view.export_chart(page, "png", png)
        view.export_chart(page, "svg", svg)
        image = QImage(str(png))
        assert not image.isNull() and image.width() == 1600
        assert len({image.pixel(x, y) for y in range(0, 900, 10) for x in range(0, 1600, 10)}) > 5
        assert "H200 NVL 141GB" in svg.read_text(encoding="utf-8")
