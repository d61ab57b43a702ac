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
from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPalette
from PySide6.QtWidgets import QVBoxLayout, QWidget

from core.catalog import Catalog
from core.quotes import to_simplified
from core.workloads import METRIC_LABELS
from gui.fonts import pixel_font, register_fonts
from gui.theme import is_dark

ACCENT = QColor("#2f6fb0")
OTHER = QColor("#b8c0c9")
AXIS = QColor("#52606d")
TEXT = "#1f2933"


@dataclass(frozen=True, slots=True)
class ChartColors:
    """The colours of one chart: its background, the two bar colours, axes and text."""

    background: QColor
    accent: QColor
    other: QColor
    axis: QColor
    text: QColor


LIGHT_CHART = ChartColors(QColor("white"), ACCENT, OTHER, AXIS, QColor(TEXT))
"""On white: the window's light theme and the quote PDF (always on white paper)."""

DARK_ACCENT = QColor("#5b9bd5")
DARK_OTHER = QColor("#6b7785")


def chart_colors(palette: QPalette) -> ChartColors:
    """The chart colours for a window with ``palette``: :data:`LIGHT_CHART` on a light one;
    on a dark one the palette's base and text with lighter bars (each bar ≥ 3:1 on the base,
    the accent ≥ 4.5:1)."""
    if not is_dark(palette):
        return LIGHT_CHART
    return ChartColors(palette.color(QPalette.ColorRole.Base), DARK_ACCENT, DARK_OTHER,
                       palette.color(QPalette.ColorRole.PlaceholderText),
                       palette.color(QPalette.ColorRole.Text))

METRIC_NAMES_ZH: dict[str, dict[str, str]] = {
    "cuda_cores": {"zh_CN": "CUDA 核心", "zh_TW": "CUDA 核心"},
    "tensor_cores": {"zh_CN": "Tensor 核心", "zh_TW": "Tensor 核心"},
    "memory_gb": {"zh_CN": "显存", "zh_TW": "顯存"},
    "memory_bandwidth_gbs": {"zh_CN": "显存带宽", "zh_TW": "顯存帶寬"},
    "tensor_tflops": {"zh_CN": "Tensor 性能", "zh_TW": "Tensor 性能"},
    "fp16_tflops": {"zh_CN": "FP16 半精度", "zh_TW": "FP16 半精度"},
    "fp32_tflops": {"zh_CN": "FP32 单精度", "zh_TW": "FP32 單精度"},
}
"""Chinese name of each metric of :data:`core.catalog.METRICS` (the English name and the
unit are :data:`core.workloads.METRIC_LABELS`); the window and the charts share it."""

_COUNT_UNIT = {"zh_CN": "个", "zh_TW": "個"}

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
    """What the chart needs of a workload profile (``core.workloads.WorkloadProfile``)."""

    key: str
    label_en: str
    label_zh: str
    primary_metric: str


@dataclass(frozen=True, slots=True)
class Bar:
    """One bar: GPU name, its figure, whether it is highlighted (accent colour) and whether
    the selected build has the GPU (marked :data:`IN_BUILD_MARK` beside its name)."""

    name: str
    value: Decimal
    highlighted: bool
    in_build: bool = False


IN_BUILD_MARK = "◆"
"""Marks the GPUs of the selected build beside their names (a shape, not a colour)."""
IN_BUILD_LABEL = "in the selected build"


def metric_name(metric: str, lang: str = "en") -> str:
    """The name of ``metric`` without unit: "Bandwidth" (en), "显存带宽" (zh_CN), "顯存帶寬"
    (zh_TW); the metric key itself when it is unknown."""
    if lang != "en" and lang in METRIC_NAMES_ZH.get(metric, {}):
        return METRIC_NAMES_ZH[metric][lang]
    return METRIC_LABELS[metric][0] if metric in METRIC_LABELS else metric


def metric_unit(metric: str, lang: str = "en") -> str:
    """The unit of ``metric`` ("GB/s"); "" for counts in English, "个"/"個" in Chinese."""
    unit = METRIC_LABELS[metric][1] if metric in METRIC_LABELS else ""
    return unit or ("" if lang == "en" else _COUNT_UNIT.get(lang, ""))


def metric_label(metric: str, lang: str = "en") -> str:
    """Axis label with unit for ``metric``: "Bandwidth (GB/s)", "显存带宽（GB/s）"."""
    name, unit = metric_name(metric, lang), metric_unit(metric, lang)
    if not unit:
        return name
    return f"{name} ({unit})" if lang == "en" else f"{name}（{unit}）"


def chart_bars(catalog: Catalog, metric: str, highlighted: set[str],
               in_build: set[str] | frozenset[str] = frozenset()) -> list[Bar]:
    """Every GPU's ``metric`` figure, largest first (ties keep the catalog order). GPUs whose
    figure is unknown get no bar (:func:`unknown_bars` names them); GPUs named in
    ``in_build`` are marked as the selected build's.

    Raises:
        KeyError: ``metric`` is not one of ``core.catalog.METRICS``.
    """
    bars = [Bar(g.name, value, g.name in highlighted, g.name in in_build) for g in catalog.gpus
            if (value := g.figure(metric)) is not None]
    bars.sort(key=lambda b: b.value, reverse=True)
    return bars


def unknown_bars(catalog: Catalog, metric: str) -> list[str]:
    """The GPUs whose ``metric`` figure is unknown: not drawn, named beside the chart."""
    return [g.name for g in catalog.gpus if g.figure(metric) is None]


def _fmt(value: Decimal) -> str:
    return f"{value.normalize():f}" if value == value.to_integral() else f"{value:f}"


def fill_plot(plot: pg.PlotItem, bars: list[Bar], axis_label: str, title: str,
              highlight_label: str, pixel_size: int = 12,
              colors: ChartColors = LIGHT_CHART) -> HBarsItem:
    """Draw ``bars`` into ``plot`` (cleared first) in ``colors``; return the bar item.

    Fonts are sized in pixels (scene units), not points, so the chart keeps its proportions
    when its scene is rendered onto a high-resolution painter (the 300 dpi PDF).
    """
    family = register_fonts()
    plot.clear()
    n = len(bars)
    ys = [n - 1 - i for i in range(n)]  # largest at the top
    fills = [colors.accent if b.highlighted else colors.other for b in bars]
    item = HBarsItem([float(b.value) for b in bars], [float(y) for y in ys], fills)
    plot.addItem(item)

    tick_font = pixel_font(pixel_size)
    left = plot.getAxis("left")
    labels = [(f"{IN_BUILD_MARK} " if b.in_build else "") + f"{b.name}  {_fmt(b.value)}"
              for b in bars]
    left.setTicks([list(zip(ys, labels)), []])
    metrics = QFontMetricsF(tick_font)
    # A fixed width: pyqtgraph drops tick labels that do not fit the axis's current width.
    left.setWidth(int(max((metrics.horizontalAdvance(t) for t in labels), default=40) + 14))
    bottom = plot.getAxis("bottom")
    bottom.setHeight(int(metrics.height() * 2.3 + 6))
    for axis in (left, bottom):
        axis.setTickFont(tick_font)
        axis.setPen(pg.mkPen(colors.axis))
        axis.setTextPen(pg.mkPen(colors.text))
    text = colors.text.name()
    label_style = {"color": text, "font-family": family, "font-size": f"{pixel_size}px"}
    plot.setLabel("bottom", axis_label, **label_style)
    plot.showGrid(x=True, y=False, alpha=0.25)
    top = max((float(b.value) for b in bars), default=1.0) or 1.0
    plot.setXRange(0, top * 1.04, padding=0)
    plot.setYRange(-0.6, n - 0.4, padding=0)
    swatch = f'<span style="color:{colors.accent.name()}">■</span>'
    plot.setTitle(f'<span style="font-family:{family}; color:{text}">{title}'
                  f'&nbsp;&nbsp;{swatch} {highlight_label}'
                  + (f'&nbsp;&nbsp;{IN_BUILD_MARK} {IN_BUILD_LABEL}'
                     if any(b.in_build for b in bars) else '') + '</span>',
                  size=f"{pixel_size + 1}px")
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    return item


def profile_title(profile: Profile, lang: str) -> str:
    """The chart title: the workload's name in ``lang`` (the metric is on the x axis).

    ``label_zh`` is written in Traditional characters; for zh_CN it is made Simplified
    (:func:`core.quotes.to_simplified`).
    """
    if lang == "en" or not profile.label_zh:
        return profile.label_en
    return to_simplified(profile.label_zh) if lang == "zh_CN" else profile.label_zh


class MetricChart(QWidget):
    """A bar chart of one workload's primary metric across all GPUs.

    It follows the window's theme (:func:`chart_colors` of its palette) unless made with
    ``follow_theme=False``: then it stays on white, as for the quote PDF.

    Attributes:
        plot_widget: the pyqtgraph ``PlotWidget``.
        bars: the bars shown, top first (empty before the first :meth:`show_profile`).
        bar_item: the :class:`HBarsItem` (None before the first chart).
    """

    def __init__(self, parent: QWidget | None = None, *, follow_theme: bool = True) -> None:
        super().__init__(parent)
        register_fonts()
        self._follow_theme = follow_theme
        self.colors = self._theme_colors()
        self.plot_widget = pg.PlotWidget(
            background=self.colors.background,
            axisItems={"left": DirectAxisItem("left"), "bottom": DirectAxisItem("bottom")},
        )
        self.plot_widget.setMinimumSize(200, 160)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.plot_widget)
        self.bars: list[Bar] = []
        self.bar_item: HBarsItem | None = None
        self.lang = "en"
        self._shown: tuple[str, str, str] | None = None  # axis label, title, legend

    def _theme_colors(self) -> ChartColors:
        return chart_colors(self.palette()) if self._follow_theme else LIGHT_CHART

    def changeEvent(self, event: QEvent) -> None:
        """Redraw in the new theme's colours when the palette changes."""
        super().changeEvent(event)
        if event.type() != QEvent.Type.PaletteChange or not self._follow_theme:
            return
        colors = self._theme_colors()
        if colors == self.colors:
            return
        self.colors = colors
        self.plot_widget.setBackground(colors.background)
        if self._shown is not None:
            self.bar_item = fill_plot(self.plot, self.bars, *self._shown, colors=colors)

    @property
    def plot(self) -> pg.PlotItem:
        """The plot item inside the widget."""
        return self.plot_widget.getPlotItem()

    def show_profile(self, catalog: Catalog, profile: Profile,
                     recommended_names: set[str] | None = None, lang: str = "en") -> None:
        """Chart ``profile.primary_metric`` for every GPU, ``recommended_names`` in accent.

        Args:
            catalog: supplies the GPUs and their figures.
            profile: the workload; its primary metric is charted, its name is the title.
            recommended_names: GPU names drawn in the accent colour.
            lang: "en", "zh_CN" or "zh_TW" for the title and the axis label.
        """
        self.show_metric(catalog, profile.primary_metric, recommended_names or set(),
                         profile_title(profile, lang), lang)

    def show_metric(self, catalog: Catalog, metric: str, highlighted: set[str],
                    title: str = "", lang: str = "en",
                    in_build: set[str] | frozenset[str] = frozenset()) -> None:
        """Chart ``metric`` (one of ``core.catalog.METRICS``) with ``highlighted`` in accent
        and the GPUs named in ``in_build`` marked as the selected build's.

        Raises:
            KeyError: ``metric`` is not a catalog metric.
        """
        self.lang = lang
        self.bars = chart_bars(catalog, metric, highlighted, in_build)
        self._shown = (metric_label(metric, lang), title or metric_label(metric, lang),
                       _HIGHLIGHT_LABEL.get(lang, "recommended"))
        self.bar_item = fill_plot(self.plot, self.bars, *self._shown, colors=self.colors)

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
    bars. No events are processed (the user cannot act in the middle of an export).

    Args:
        painter: an active painter; ``target`` is in its coordinates.
        target: where the chart goes; the chart keeps its aspect inside it.
        catalog, metric, highlighted: as for :meth:`MetricChart.show_metric`.
        title: the chart's title (the workload's name).
        lang: language of the axis label and the legend.
        highlight_label: the legend of the accent colour; "recommended" (in ``lang``) if None.
        logical_width: the width the chart is laid out at, px; smaller makes fonts larger.
    """
    chart = MetricChart(follow_theme=False)  # the PDF is on white paper, whatever the theme
    height = int(logical_width * target.height() / max(target.width(), 1.0))
    chart.show_metric(catalog, metric, highlighted, title, lang)
    if highlight_label is not None:
        fill_plot(chart.plot, chart.bars, metric_label(metric, lang), title, highlight_label)
    # Lay the plot out without showing a window (the offscreen platform warns on show()).
    view = chart.plot_widget
    view.resize(logical_width, height)
    # GraphicsView.setRange sizes the central plot; PlotWidget.setRange would set data ranges.
    pg.GraphicsView.setRange(view, QRectF(0, 0, logical_width, height), padding=0)
    # Lay the plot out now. Processing events instead would let the user act (click Export
    # again) in the middle of an export.
    chart.plot.layout.activate()
    # ViewBoxes update their transforms lazily, on the scene's prepare-for-paint signal,
    # which only a view's paint event sends; pyqtgraph's exporters call it the same way.
    view.scene().prepareForPaint()
    try:
        view.scene().render(painter, target, view.sceneRect(),
                            Qt.AspectRatioMode.KeepAspectRatio)
    finally:
        chart.deleteLater()
