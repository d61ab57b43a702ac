"""Tests for gui/charts/export.py: charts painted off-screen into PNG and SVG files (never
shown charts included), written atomically, a shown chart left as it was."""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from pathlib import Path

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

import rigwright.core.io.files
import rigwright.gui.charts.export
from rigwright.core.recommend.workloads import resolve_workload
from rigwright.gui.charts.export import (
    SVG_DESCRIPTION,
    ChartExportError,
    chart_title,
    export_png,
    export_svg,
    render_chart,
)
from rigwright.gui.charts.gpu_metric import DARK_TIERS, LIGHT_TIERS, MetricChart
from rigwright.gui.widgets.theme import dark_palette

SVG = "{http://www.w3.org/2000/svg}"
RECOMMENDED = {"Quadro GV100", "Titan RTX"}


@pytest.fixture
def chart(qtbot, seed_catalog):
    """A CNN chart that was never shown."""
    c = MetricChart()
    qtbot.addWidget(c)
    c.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED, in_build={"RTX2080Ti"})
    assert not c.isVisible()
    return c


def _share(image: QImage, colours: list[QColor], step: int = 2) -> float:
    """The share of sampled pixels that are one of ``colours``."""
    names = {c.name() for c in colours}
    samples = [
        image.pixelColor(x, y).name()
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    ]
    return sum(s in names for s in samples) / len(samples)


def _files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_never_shown_chart_exports_a_full_png(chart, tmp_path):
    path = tmp_path / "cnn.png"
    export_png(chart, path, 1200, 750)
    image = QImage(str(path))
    assert not image.isNull() and (image.width(), image.height()) == (1200, 750)
    assert _share(image, list(LIGHT_TIERS)) > 0.10  # the bars, in their tier colours
    for colour in LIGHT_TIERS:
        assert _share(image, [colour]) > 0.01, colour.name()
    assert image.pixelColor(2, 2) == QColor("white")
    assert _files(tmp_path) == ["cnn.png"]  # no temporary file left


def test_a_never_shown_chart_exports_an_svg_with_text(chart, tmp_path, seed_catalog):
    path = tmp_path / "cnn.svg"
    export_svg(chart, path, 1600, 1000)
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG}svg" and root.get("viewBox") == "0 0 1600 1000"
    assert root.findtext(f"{SVG}title") == chart_title(chart)
    assert chart_title(chart).startswith("CNN Seed CNN tiers:")
    assert root.findtext(f"{SVG}desc") == SVG_DESCRIPTION
    shapes = list(root.iter(f"{SVG}path")) + list(root.iter(f"{SVG}rect"))
    assert len(shapes) > 13
    # QSvgGenerator writes text as <text> elements: every GPU's label is searchable text.
    texts = ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]
    for gpu in seed_catalog.gpus:
        assert any(gpu.name in t for t in texts), gpu.name
    assert "Tensor (TFLOPS)" in " ".join(texts)
    # The bars are filled shapes in the tier colours.
    fills = {e.get("fill", "").lower() for e in root.iter() if e.get("fill")}
    assert {c.name() for c in LIGHT_TIERS} <= fills
    assert _files(tmp_path) == ["cnn.svg"]


def test_a_missing_folder_is_named_and_nothing_is_written(chart, tmp_path):
    for export in (export_png, export_svg):
        target = tmp_path / "missing" / "chart.out"
        with pytest.raises(ChartExportError) as info:
            export(chart, target)
        assert info.value.path == target
        assert str(target) in str(info.value) and "does not exist" in str(info.value)
        assert not target.parent.exists()
    assert _files(tmp_path) == []


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(chart, tmp_path, monkeypatch):
    path = tmp_path / "chart.png"
    path.write_bytes(b"old")

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(rigwright.gui.charts.export.os, "replace", refuse)
    with pytest.raises(ChartExportError) as info:
        export_png(chart, path)
    assert "Permission denied" in str(info.value) and str(path) in str(info.value)
    assert path.read_bytes() == b"old"
    assert _files(tmp_path) == ["chart.png"]


@pytest.mark.skipif(os.name != "posix", reason="a folder made read-only by its mode bits")
def test_a_read_only_folder_is_named(chart, unprivileged):
    def export_into_a_read_only_folder(folder: Path) -> dict:
        locked = folder / "locked"
        locked.mkdir()
        (locked / "chart.svg").write_bytes(b"old")
        locked.chmod(0o555)
        try:
            export_svg(chart, locked / "chart.svg")
            message = None
        except ChartExportError as exc:
            message = str(exc)
        finally:
            locked.chmod(0o755)
        return {
            "locked": locked,
            "message": message,
            "files": _files(locked),
            "bytes": (locked / "chart.svg").read_bytes(),
        }

    seen = unprivileged(export_into_a_read_only_folder)
    locked = seen["locked"]
    assert seen["message"] == (
        f"Cannot export the chart to {locked / 'chart.svg'}: directory {locked} is not writable"
    )
    assert seen["files"] == ["chart.svg"] and seen["bytes"] == b"old"


def test_a_folder_that_refuses_files_is_named(chart, tmp_path, monkeypatch):
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(rigwright.core.io.files.tempfile, "mkstemp", refuse)
    with pytest.raises(ChartExportError) as info:
        export_svg(chart, tmp_path / "chart.svg")
    assert str(tmp_path / "chart.svg") in str(info.value)
    assert info.value.reason == "Permission denied"
    assert _files(tmp_path) == []


def test_an_existing_file_is_replaced(chart, tmp_path):
    path = tmp_path / "chart.png"
    path.write_bytes(b"old")
    export_png(chart, path, 400, 250, 400)
    assert not QImage(str(path)).isNull() and _files(tmp_path) == ["chart.png"]


def test_an_empty_size_is_refused(chart, tmp_path):
    with pytest.raises(ChartExportError, match="empty"):
        export_png(chart, tmp_path / "chart.png", 0, 100)
    assert _files(tmp_path) == []


def test_exporting_a_shown_chart_leaves_it_as_it_was(qtbot, seed_catalog, tmp_path):
    chart = MetricChart()
    qtbot.addWidget(chart)
    chart.resize(640, 420)
    chart.show()
    qtbot.waitExposed(chart)
    chart.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED)
    QApplication.sendPostedEvents()  # the plot's pending layout request
    view = chart.plot_widget
    view.grab()  # a paint: the view transforms are current
    before = (
        view.size(),
        QRectF(view.range),
        view.sceneRect(),
        chart.plot.vb.sceneBoundingRect(),
        view.autoPixelRange,
    )
    export_png(chart, tmp_path / "chart.png", 1600, 1000, 800)
    export_svg(chart, tmp_path / "chart.svg", 900, 900, 500)
    after = (
        view.size(),
        QRectF(view.range),
        view.sceneRect(),
        chart.plot.vb.sceneBoundingRect(),
        view.autoPixelRange,
    )
    assert after == before
    # The view still follows its widget's size.
    chart.resize(700, 460)
    qtbot.waitUntil(lambda: view.range.width() == view.width())


def test_a_dark_chart_exports_on_white_and_stays_dark(qtbot, seed_catalog, tmp_path):
    chart = MetricChart()
    qtbot.addWidget(chart)
    chart.setPalette(dark_palette())
    chart.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED)
    dark = chart.colors
    assert dark.tiers == DARK_TIERS
    path = tmp_path / "chart.png"
    export_png(chart, path, 800, 500, 800)
    image = QImage(str(path))
    assert _share(image, [QColor("white")]) > 0.4
    assert _share(image, [dark.background]) == 0
    assert _share(image, list(LIGHT_TIERS)) > 0.05
    assert _share(image, list(DARK_TIERS)) == 0
    assert chart.colors == dark and chart.bar_item.colors[0] == DARK_TIERS[0]


class _LineChart(QWidget):
    """Another chart class: only ``plot_widget`` and ``prepare_export``."""

    def __init__(self) -> None:
        super().__init__()
        self.plot_widget = pg.PlotWidget(background="w")
        QVBoxLayout(self).addWidget(self.plot_widget)
        self.plot_widget.plot([0, 1, 2, 3], [0, 3, 1, 4], pen=pg.mkPen("#d62728", width=4))
        self.calls: list[str] = []

    def prepare_export(self):
        self.calls.append("prepare")
        return lambda: self.calls.append("undo")


def test_any_chart_with_a_plot_widget_is_rendered(qtbot, tmp_path):
    chart = _LineChart()
    qtbot.addWidget(chart)
    image = QImage(600, 400, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    render_chart(chart, painter, QRectF(0, 0, 600, 400), logical_width=600)
    painter.end()
    assert chart.calls == ["prepare", "undo"]
    assert _share(image, [QColor("#d62728")], step=1) > 0.005  # the auto-ranged line
    export_svg(chart, tmp_path / "line.svg", title="A line", description="Test")
    root = ET.parse(tmp_path / "line.svg").getroot()
    assert root.findtext(f"{SVG}title") == "A line" and root.findtext(f"{SVG}desc") == "Test"


def test_exports_process_no_events(chart, tmp_path, monkeypatch):
    """The user must not act in the middle of an export (e.g. click Export again)."""
    calls = []
    monkeypatch.setattr(QApplication, "processEvents", lambda *a, **k: calls.append(a))
    export_png(chart, tmp_path / "chart.png", 400, 250, 400)
    export_svg(chart, tmp_path / "chart.svg", 400, 250, 400)
    assert calls == []
    assert _share(QImage(str(tmp_path / "chart.png")), list(LIGHT_TIERS)) > 0.05


def test_an_export_does_not_depend_on_what_the_chart_showed_before(qtbot, seed_catalog, tmp_path):
    """The plot is laid out for each export: a chart redrawn since its last export (new axis
    widths, a one-line title) comes out as a chart drawn afresh."""
    used = MetricChart()
    qtbot.addWidget(used)
    used.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED)
    export_png(used, tmp_path / "first.png", 800, 500, 800)
    used.show_metric(seed_catalog, "cuda_cores", {"Quadro GV100"}, "CUDA")
    export_png(used, tmp_path / "used.png", 800, 500, 800)
    fresh = MetricChart()
    qtbot.addWidget(fresh)
    fresh.show_metric(seed_catalog, "cuda_cores", {"Quadro GV100"}, "CUDA")
    export_png(fresh, tmp_path / "fresh.png", 800, 500, 800)
    assert QImage(str(tmp_path / "used.png")) == QImage(str(tmp_path / "fresh.png"))
    assert QImage(str(tmp_path / "used.png")) != QImage(str(tmp_path / "first.png"))


def test_a_shown_chart_redrawn_just_before_the_export_is_laid_out(qtbot, seed_catalog, tmp_path):
    """Redrawn and exported at its own size before the event loop ran: its pending layout
    is done for the export, not left for later."""
    shown = MetricChart()
    qtbot.addWidget(shown)
    shown.show_metric(seed_catalog, "cuda_cores", {"Quadro GV100"}, "CUDA")
    shown.resize(800, 500)
    shown.show()
    qtbot.waitExposed(shown)
    shown.plot_widget.grab()
    assert shown.plot_widget.size().toTuple() == (800, 500)
    shown.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED)  # no events since
    export_png(shown, tmp_path / "shown.png", 800, 500, 800)
    fresh = MetricChart()
    qtbot.addWidget(fresh)
    fresh.show_profile(seed_catalog, resolve_workload("cnn"), RECOMMENDED)
    export_png(fresh, tmp_path / "fresh.png", 800, 500, 800)
    assert QImage(str(tmp_path / "shown.png")) == QImage(str(tmp_path / "fresh.png"))
