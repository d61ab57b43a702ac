"""pyqtgraph charts: one workload metric across the catalog's GPUs, as horizontal bars.

Horizontal bars read best at small sizes: GPU names sit on the y axis, unrotated, with the
figure beside each name. The same plot is filled by :class:`MetricChart` (a widget) and by
:func:`render_metric_chart` (vector output on any ``QPainter``, for the quote PDF).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol

import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from core.catalog import Catalog
from gui.fonts import pixel_font, register_fonts

ACCENT = QColor("#2f6fb0")
OTHER = QColor("#b8c0c9")
AXIS = QColor("#52606d")
TEXT = "#1f2933"

METRIC_LABELS: dict[str, dict[str, str]] = {
    "cuda_cores": {"en": "CUDA cores (count)", "zh_CN": "CUDA 核心（个）",
                   "zh_TW": "CUDA 核心（個）"},
    "tensor_cores": {"en": "Tensor cores (count)", "zh_CN": "Tensor 核心（个）",
                     "zh_TW": "Tensor 核心（個）"},
    "memory_gb": {"en": "Memory (GB)", "zh_CN": "显存（GB）", "zh_TW": "顯存（GB）"},
    "memory_bandwidth_gbs": {"en": "Memory bandwidth (GB/s)", "zh_CN": "显存带宽（GB/s）",
                             "zh_TW": "顯存帶寬（GB/s）"},
    "tensor_tflops": {"en": "Tensor throughput (TFLOPS)", "zh_CN": "Tensor 性能（TFLOPS）",
                      "zh_TW": "Tensor 性能（TFLOPS）"},
    "fp16_tflops": {"en": "FP16 (TFLOPS)", "zh_CN": "FP16 半精度（TFLOPS）",
                    "zh_TW": "FP16 半精度（TFLOPS）"},
    "fp32_tflops": {"en": "FP32 (TFLOPS)", "zh_CN": "FP32 单精度（TFLOPS）",
                    "zh_TW": "FP32 單精度（TFLOPS）"},
}
"""Axis label with unit per metric of :data:`core.catalog.METRICS`, per language."""

_HIGHLIGHT_LABEL = {"en": "recommended", "zh_CN": "推荐", "zh_TW": "推薦"}


class DirectAxisItem(pg.AxisItem):
    """An axis that paints straight onto the painter instead of replaying a cached QPicture.

    ``QPicture`` rescales fonts to the target device's resolution on playback, so a cached
    axis replayed on a 300 dpi PDF painter draws its labels several times too large.
    """

    def paint(self, p: QPainter, opt, widget) -> None:
        p.save()
        if self.style["tickFont"]:
            p.setFont(self.style["tickFont"])
        specs = self.generateDrawSpecs(p)
        if specs is not None:
            self.drawPicture(p, *specs)
        p.restore()


class HBarsItem(pg.GraphicsObject):
    """Horizontal bars painted directly (no cached ``QPicture``, which mis-renders in PDFs).

    Attributes:
        rects: one rectangle per bar in data coordinates (x = value, y = row).
        colors: fill colour per bar.
    """

    def __init__(self, values: list[float], rows: list[float], colors: list[QColor],
                 thickness: float = 0.68) -> None:
        super().__init__()
        self.rects = [QRectF(0.0, y - thickness / 2, v, thickness) for v, y in zip(values, rows)]
        self.colors = colors
        bounds = QRectF()
        for r in self.rects:
            bounds = bounds.united(r)
        self._bounds = bounds

    def boundingRect(self) -> QRectF:
        return QRectF(self._bounds)

    def paint(self, p: QPainter, opt, widget) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        for rect, color in zip(self.rects, self.colors):
            p.fillRect(rect, color)


class Profile(Protocol):
    """What the chart needs of a workload profile (``core.recommend.WorkloadProfile``)."""

    key: str
    label_en: str
    primary_metric: str


@dataclass(frozen=True, slots=True)
class Bar:
    """One bar: GPU name, its figure, and whether it is highlighted."""

    name: str
    value: Decimal
    highlighted: bool


def metric_label(metric: str, lang: str = "en") -> str:
    """Axis label with unit for ``metric`` ("Memory bandwidth (GB/s)")."""
    labels = METRIC_LABELS.get(metric, {})
    return labels.get(lang) or labels.get("en") or metric


def chart_bars(catalog: Catalog, metric: str, highlighted: set[str]) -> list[Bar]:
    """Every GPU's ``metric`` figure, largest first (ties keep the catalog order)."""
    bars = [Bar(g.name, g.figure(metric), g.name in highlighted) for g in catalog.gpus]
    bars.sort(key=lambda b: b.value, reverse=True)
    return bars


def _fmt(value: Decimal) -> str:
    return f"{value.normalize():f}" if value == value.to_integral() else f"{value:f}"


def fill_plot(plot: pg.PlotItem, bars: list[Bar], axis_label: str, title: str,
              highlight_label: str, pixel_size: int = 12) -> HBarsItem:
    """Draw ``bars`` into ``plot`` (cleared first); return the bar item.

    Fonts are sized in pixels (scene units), not points, so the chart keeps its proportions
    when its scene is rendered onto a high-resolution painter (the 300 dpi PDF).
    """
    family = register_fonts()
    plot.clear()
    n = len(bars)
    ys = [n - 1 - i for i in range(n)]  # largest at the top
    colors = [ACCENT if b.highlighted else OTHER for b in bars]
    item = HBarsItem([float(b.value) for b in bars], [float(y) for y in ys], colors)
    plot.addItem(item)

    tick_font = pixel_font(pixel_size)
    left = plot.getAxis("left")
    left.setTicks([[(y, f"{b.name}  {_fmt(b.value)}") for y, b in zip(ys, bars)], []])
    labels = [f"{b.name}  {_fmt(b.value)}" for b in bars]
    metrics = QFontMetricsF(tick_font)
    # A fixed width: pyqtgraph drops tick labels that do not fit the axis's current width.
    left.setWidth(int(max((metrics.horizontalAdvance(t) for t in labels), default=40) + 14))
    bottom = plot.getAxis("bottom")
    bottom.setHeight(int(metrics.height() * 2.3 + 6))
    for axis in (left, bottom):
        axis.setTickFont(tick_font)
        axis.setPen(pg.mkPen(AXIS))
        axis.setTextPen(pg.mkPen(TEXT))
    label_style = {"color": TEXT, "font-family": family, "font-size": f"{pixel_size}px"}
    plot.setLabel("bottom", axis_label, **label_style)
    plot.showGrid(x=True, y=False, alpha=0.25)
    top = max((float(b.value) for b in bars), default=1.0) or 1.0
    plot.setXRange(0, top * 1.04, padding=0)
    plot.setYRange(-0.6, n - 0.4, padding=0)
    swatch = f'<span style="color:{ACCENT.name()}">■</span>'
    plot.setTitle(f'<span style="font-family:{family}; color:{TEXT}">{title}'
                  f'&nbsp;&nbsp;{swatch} {highlight_label}</span>',
                  size=f"{pixel_size + 1}px")
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    return item


def _title(profile: Profile, lang: str) -> str:
    # The metric and its unit are on the x axis; the title names the workload only.
    label_zh = getattr(profile, "label_zh", "")
    return label_zh if lang != "en" and label_zh else profile.label_en


class MetricChart(QWidget):
    """A bar chart of one workload's primary metric across all GPUs.

    Attributes:
        plot_widget: the pyqtgraph ``PlotWidget``.
        bars: the bars shown, top first (empty before :meth:`show` with a catalog).
        bar_item: the :class:`HBarsItem` (None before the first chart).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        register_fonts()
        self.plot_widget = pg.PlotWidget(
            background="w",
            axisItems={"left": DirectAxisItem("left"), "bottom": DirectAxisItem("bottom")},
        )
        self.plot_widget.setMinimumSize(200, 160)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.plot_widget)
        self.bars: list[Bar] = []
        self.bar_item: HBarsItem | None = None
        self.lang = "en"

    @property
    def plot(self) -> pg.PlotItem:
        """The plot item inside the widget."""
        return self.plot_widget.getPlotItem()

    def show(self, catalog: Catalog | None = None, profile: Profile | None = None,
             recommended_names: set[str] | None = None, lang: str = "en") -> None:
        """Chart ``profile.primary_metric`` for every GPU, ``recommended_names`` in accent.

        Called without arguments it is ``QWidget.show()``.
        """
        if catalog is None or profile is None:
            super().show()
            return
        self.show_metric(catalog, profile.primary_metric, recommended_names or set(),
                         _title(profile, lang), lang)

    def show_metric(self, catalog: Catalog, metric: str, highlighted: set[str],
                    title: str = "", lang: str = "en") -> None:
        """Chart ``metric`` (one of ``core.catalog.METRICS``) with ``highlighted`` in accent."""
        self.lang = lang
        self.bars = chart_bars(catalog, metric, highlighted)
        self.bar_item = fill_plot(self.plot, self.bars, metric_label(metric, lang),
                                  title or metric_label(metric, lang),
                                  _HIGHLIGHT_LABEL.get(lang, "recommended"))

    def render_to(self, painter: QPainter, target: QRectF) -> None:
        """Paint the chart into ``target`` as vectors (the plot's scene, aspect kept)."""
        scene = self.plot_widget.scene()
        scene.render(painter, target, self.plot_widget.sceneRect(),
                     Qt.AspectRatioMode.KeepAspectRatio)


def render_metric_chart(painter: QPainter, target: QRectF, catalog: Catalog, metric: str,
                        highlighted: set[str], title: str, lang: str = "en",
                        highlight_label: str | None = None,
                        logical_width: int = 460) -> None:
    """Paint a metric chart into ``target`` on ``painter`` (vector, e.g. a ``QPdfWriter``).

    The chart is laid out in an off-screen widget ``logical_width`` px wide with ``target``'s
    aspect, then its scene is scaled into ``target``, so fonts keep their size relative to the
    bars.
    """
    chart = MetricChart()
    height = int(logical_width * target.height() / max(target.width(), 1.0))
    chart.show_metric(catalog, metric, highlighted, title, lang)
    if highlight_label is not None:
        fill_plot(chart.plot, chart.bars, metric_label(metric, lang), title, highlight_label)
    # Lay the plot out without showing a window (the offscreen platform warns on show()).
    view = chart.plot_widget
    view.resize(logical_width, height)
    # GraphicsView.setRange sizes the central plot; PlotWidget.setRange would set data ranges.
    pg.GraphicsView.setRange(view, QRectF(0, 0, logical_width, height), padding=0)
    QApplication.processEvents()  # runs the plot's deferred layout requests
    # ViewBoxes update their transforms lazily, on the scene's prepare-for-paint signal,
    # which only a view's paint event sends; pyqtgraph's exporters call it the same way.
    view.scene().prepareForPaint()
    try:
        view.scene().render(painter, target, view.sceneRect(),
                            Qt.AspectRatioMode.KeepAspectRatio)
    finally:
        chart.deleteLater()
