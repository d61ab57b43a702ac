"""pyqtgraph charts: one metric across the catalog's GPUs, as horizontal bars.

Horizontal bars read best at small sizes: GPU names sit on the y axis, unrotated, with the
figure beside each name. Where the seed's tiers apply to the workload the bars are coloured by
tier; the recommended GPUs carry a ring and a ★ (a shape, not only a colour). The same plot is
filled by :class:`MetricChart` (a widget: tooltips, click to select) and by
:func:`render_metric_chart` (vector output on any ``QPainter``, for the quote PDF); files are
written by :mod:`rigwright.gui.charts.export`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Protocol

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPalette, QPen
from PySide6.QtWidgets import QToolTip, QVBoxLayout, QWidget

from rigwright.core.catalog.model import Catalog
from rigwright.core.compare.chart_data import GpuBar, SeedTiers, gpu_bars, seed_tiers, unknown_gpus
from rigwright.core.recommend.workloads import METRIC_LABELS
from rigwright.core.text.words import to_simplified
from rigwright.gui.charts.export import render_chart
from rigwright.gui.widgets.fonts import pixel_font, register_fonts
from rigwright.gui.widgets.theme import is_dark

ACCENT = QColor("#2f6fb0")
OTHER = QColor("#b8c0c9")
AXIS = QColor("#52606d")
TEXT = "#1f2933"

LIGHT_TIERS = (QColor("#08306b"), QColor("#2166ac"), QColor("#4393c3"), QColor("#92c5de"))
"""Seed tiers 1-4 on white: tier 1 darkest and most saturated, tier 4 lightest (a sequential
blue; tier 1 is 12.8:1 on white, tier 4 1.9:1 like :data:`OTHER`, each step ≥ 1.7:1 and
≥ 15 CIELAB L* from the next: L* 21, 42, 58, 77)."""
DARK_TIERS = (QColor("#c7eaff"), QColor("#7fc3ef"), QColor("#289cdb"), QColor("#0073b4"))
"""Seed tiers 1-4 on the dark theme's base: tier 1 stands out most (brightest), tier 4 the
least (3.2:1 on the base, every tier ≥ 3:1); each step ≥ 14.5 CIELAB L* from the next, pale
to deep blue (L* 91, 76, 61, 46), so neighbours read as different tiers."""
LIGHT_SELECTION = QColor(255, 193, 7, 80)
"""The band behind the selected GPU's row on white: a highlighter amber, apart from the blues."""
DARK_SELECTION = QColor(255, 193, 7, 64)


@dataclass(frozen=True, slots=True)
class ChartColors:
    """The colours of one chart.

    Attributes:
        background: behind the plot.
        accent: recommended bars where no seed tiers apply.
        other: the other bars; bars of GPUs the seed's tiers do not list (neutral grey).
        axis: axis lines and ticks.
        text: labels, the title, and the ring around recommended bars.
        tiers: seed tier 1, 2, … (a tier past the last takes the last colour).
        selection: the band behind the selected GPU's row (translucent).
    """

    background: QColor
    accent: QColor
    other: QColor
    axis: QColor
    text: QColor
    tiers: tuple[QColor, ...] = LIGHT_TIERS
    selection: QColor = field(default_factory=lambda: QColor(LIGHT_SELECTION))

    def tier_color(self, tier: int | None) -> QColor:
        """The fill of a bar in seed tier ``tier`` (1 = best); :attr:`other` for None."""
        if tier is None or not self.tiers:
            return self.other
        return self.tiers[min(max(tier, 1), len(self.tiers)) - 1]


LIGHT_CHART = ChartColors(QColor("white"), ACCENT, OTHER, AXIS, QColor(TEXT))
"""On white: the window's light theme, the quote PDF (always on white paper) and exports."""

DARK_ACCENT = QColor("#5b9bd5")
DARK_OTHER = QColor("#6b7785")


def chart_colors(palette: QPalette) -> ChartColors:
    """The chart colours for a window with ``palette``: :data:`LIGHT_CHART` on a light one;
    on a dark one the palette's base and text with lighter bars (each bar ≥ 3:1 on the base,
    the accent ≥ 4.5:1) and :data:`DARK_TIERS`."""
    if not is_dark(palette):
        return LIGHT_CHART
    return ChartColors(
        palette.color(QPalette.ColorRole.Base),
        DARK_ACCENT,
        DARK_OTHER,
        palette.color(QPalette.ColorRole.PlaceholderText),
        palette.color(QPalette.ColorRole.Text),
        DARK_TIERS,
        QColor(DARK_SELECTION),
    )


METRIC_NAMES_ZH: dict[str, dict[str, str]] = {
    "cuda_cores": {"zh_CN": "CUDA 核心", "zh_TW": "CUDA 核心"},
    "tensor_cores": {"zh_CN": "张量核心", "zh_TW": "張量核心"},
    "memory_gb": {"zh_CN": "显存", "zh_TW": "顯存"},
    "memory_bandwidth_gbs": {"zh_CN": "显存带宽", "zh_TW": "顯存帶寬"},
    "tensor_tflops": {"zh_CN": "张量算力", "zh_TW": "張量算力"},
    "fp16_tflops": {"zh_CN": "FP16 半精度", "zh_TW": "FP16 半精度"},
    "fp32_tflops": {"zh_CN": "FP32 单精度", "zh_TW": "FP32 單精度"},
}
"""Chinese name of each metric of :data:`rigwright.core.catalog.model.METRICS` (the English name and the
unit are :data:`rigwright.core.recommend.workloads.METRIC_LABELS`); the window and the charts share it."""

_COUNT_UNIT = {"zh_CN": "个", "zh_TW": "個"}

_HIGHLIGHT_LABEL = {"en": "recommended", "zh_CN": "推荐", "zh_TW": "推薦"}


_TIERS_LABEL = {
    "en": "Seed {table} tiers:",
    "zh_CN": "选购指南 {table} 梯队：",
    "zh_TW": "選購指南 {table} 梯隊：",
}
_NOT_TIERED_LABEL = {"en": "not tiered", "zh_CN": "未分级", "zh_TW": "未分級"}
_IN_BUILD_LABELS = {"en": "in the selected build", "zh_CN": "所选配置中", "zh_TW": "所選配置中"}
_NO_FIGURES = {
    "en": "No GPU has a known figure for {metric}",
    "zh_CN": "没有 GPU 有已知的{metric}数据",
    "zh_TW": "沒有 GPU 有已知的{metric}數據",
}


class DirectAxisItem(pg.AxisItem):
    """An axis that paints straight onto the painter instead of replaying a cached QPicture.

    ``QPicture`` rescales fonts to the target device's resolution on playback, so a cached
    axis replayed on a 300 dpi PDF painter draws its labels several times too large.

    Translucent tick and grid lines are drawn in the opaque colour they show over the chart's
    background (the view's background brush), under the plotted items (:meth:`setZValue`):
    the same look, and Qt's raster engine draws an opaque line about 25 times faster than a
    blended one (the grid was most of a chart's paint time).

    Attributes:
        bold_texts: tick labels drawn in bold (the selected GPU's).
    """

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.bold_texts: frozenset[str] = frozenset()

    def setZValue(self, z: float) -> None:
        """Below the plotted items, whatever ``z`` the plot asks for (pyqtgraph puts axes at
        0.5, above the view box): the grid lines run under the bars and points, where their
        opaque colour (the class docstring) is the colour they would show."""
        super().setZValue(min(z, -0.5))

    def _background(self) -> QColor:
        view = self.getViewWidget()
        brush = view.backgroundBrush() if view is not None else None
        if brush is None or brush.style() == Qt.BrushStyle.NoBrush:
            return QColor("white")
        return brush.color()

    @staticmethod
    def _opaque(pen: QPen, background: QColor) -> QPen:
        """``pen`` in the opaque colour its translucent colour shows over ``background``."""
        color = pen.color()
        a = color.alphaF()
        if a >= 1.0:
            return pen
        blended = QColor.fromRgbF(
            color.redF() * a + background.redF() * (1 - a),
            color.greenF() * a + background.greenF() * (1 - a),
            color.blueF() * a + background.blueF() * (1 - a),
        )
        out = QPen(pen)
        out.setColor(blended)
        return out

    def paint(self, p: QPainter, opt, widget) -> None:
        p.save()
        if self.style["tickFont"]:
            p.setFont(self.style["tickFont"])
        specs = self.generateDrawSpecs(p)
        if specs is not None:
            self.drawPicture(p, *specs)
        p.restore()

    def drawPicture(self, p: QPainter, axisSpec, tickSpecs, textSpecs) -> None:
        """Draw as pyqtgraph does, then the labels of :attr:`bold_texts` in bold."""
        plain = [spec for spec in textSpecs if spec[2] not in self.bold_texts]
        background = self._background()
        ticks = [(self._opaque(pen, background), p1, p2) for pen, p1, p2 in tickSpecs]
        super().drawPicture(p, axisSpec, ticks, plain)
        bold = [spec for spec in textSpecs if spec[2] in self.bold_texts]
        if not bold:
            return
        font = QFont(self.style["tickFont"] or p.font())
        font.setBold(True)
        p.setFont(font)
        for rect, flags, text in bold:
            p.drawText(rect, int(flags) | int(Qt.TextFlag.TextDontClip), text)


class HBarsItem(pg.GraphicsObject):
    """Horizontal bars painted directly (no cached ``QPicture``, which mis-renders in PDFs).

    Rings and bands are sized in scene pixels, so they keep their weight when the scene is
    scaled onto a 300 dpi painter.

    Attributes:
        rects: one rectangle per bar in data coordinates (x = value, y = row).
        colors: fill colour per bar.
        outlined: per bar, whether it has a ring (the recommended GPUs).
        selected: index of the bar whose row has a band behind it (the selected GPU), or None.
    """

    RING_GAP = 2.0
    """Scene px between a bar and its ring."""
    RING_WIDTH = 2.0
    """The ring's width, scene px."""

    def __init__(
        self,
        values: list[float],
        rows: list[float],
        colors: list[QColor],
        thickness: float = 0.68,
        *,
        outlined: Sequence[bool] = (),
        outline: QColor | None = None,
        selected: int | None = None,
        band: QColor | None = None,
        x_max: float | None = None,
    ) -> None:
        super().__init__()
        self.rects = [QRectF(0.0, y - thickness / 2, v, thickness) for v, y in zip(values, rows)]
        self.colors = colors
        self.outlined = list(outlined) or [False] * len(self.rects)
        self.outline = QColor(outline) if outline is not None else QColor(TEXT)
        self.selected = selected
        self.band = QColor(band) if band is not None else QColor(LIGHT_SELECTION)
        bounds = QRectF()
        for r in self.rects:
            bounds = bounds.united(r)
        right = max(x_max or 0.0, bounds.right())
        self._x_max = right
        # Rows and rings reach half a row above and below the bars and a little to the right.
        self._bounds = (
            QRectF(0.0, bounds.top(), right * 1.04, bounds.height()).adjusted(0.0, -0.5, 0.0, 0.5)
            if self.rects
            else QRectF()
        )

    def boundingRect(self) -> QRectF:
        return QRectF(self._bounds)

    def paint(self, p: QPainter, opt, widget) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        if self.selected is not None and 0 <= self.selected < len(self.rects):
            row = self.rects[self.selected].center().y()
            p.fillRect(QRectF(0.0, row - 0.5, self._x_max, 1.0), self.band)
        for rect, color in zip(self.rects, self.colors):
            p.fillRect(rect, color)
        rings = [r for r, ring in zip(self.rects, self.outlined) if ring]
        if not rings:
            return
        to_scene = self.sceneTransform()
        from_scene, invertible = to_scene.inverted()
        if not invertible:
            return
        p.save()
        p.setTransform(from_scene * p.transform())  # paint in scene px
        pen = QPen(self.outline, self.RING_WIDTH)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        off = self.RING_GAP + self.RING_WIDTH / 2
        for rect in rings:
            # The ring's left side sits on the axis, where the bar starts.
            p.drawRect(to_scene.mapRect(rect).adjusted(self.RING_WIDTH / 2, -off, off, off))
        p.restore()


class Profile(Protocol):
    """What the chart needs of a workload profile (``rigwright.core.recommend.workloads.WorkloadProfile``)."""

    key: str
    label_en: str
    label_zh: str
    primary_metric: str


@dataclass(frozen=True, slots=True)
class Bar(GpuBar):
    """One bar of a chart: a :class:`rigwright.core.compare.chart_data.GpuBar` (name, figure, seed tier,
    recommended, in the selected build) that also answers to :attr:`highlighted`."""

    @property
    def highlighted(self) -> bool:
        """Drawn highlighted (accent and ★): the same as ``recommended``."""
        return self.recommended


IN_BUILD_MARK = "◆"
"""Marks the GPUs of the selected build beside their names (a shape, not a colour)."""
IN_BUILD_LABEL = "in the selected build"
RECOMMENDED_MARK = "★"
"""Marks the recommended (highlighted) GPUs after their figures (a shape, not a colour)."""
_MARK_PAD = "\u2003"  # an em space: as wide as the ★, so unmarked figures line up


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


def chart_bars(
    catalog: Catalog,
    metric: str,
    highlighted: Iterable[str],
    in_build: Iterable[str] = frozenset(),
    tiers: SeedTiers | None = None,
) -> list[Bar]:
    """Every GPU's ``metric`` figure, largest first (ties keep the catalog order), as
    :func:`rigwright.core.compare.chart_data.gpu_bars` gives them: ``highlighted`` are the recommended GPUs,
    ``in_build`` the selected build's, ``tiers`` the seed tiers that apply (None: none). GPUs
    whose figure is unknown get no bar (:func:`unknown_bars` names them).

    Raises:
        KeyError: ``metric`` is not one of ``rigwright.core.catalog.model.METRICS``.
    """
    return [
        Bar(b.name, b.value, b.tier, b.recommended, b.in_build)
        for b in gpu_bars(catalog, metric, highlighted, tiers, in_build)
    ]


def unknown_bars(catalog: Catalog, metric: str) -> list[str]:
    """The GPUs whose ``metric`` figure is unknown: not drawn, named beside the chart
    (:func:`rigwright.core.compare.chart_data.unknown_gpus`)."""
    return unknown_gpus(catalog, metric)


def _fmt(value: Decimal) -> str:
    return f"{value.normalize():f}" if value == value.to_integral() else f"{value:f}"


def bar_label(bar: GpuBar, pad: bool = False) -> str:
    """The y-axis label of ``bar``: "◆ Quadro RTX8000  130 ★" (◆ in the selected build,
    ★ recommended); with ``pad`` an unmarked label ends in a space as wide as " ★"."""
    mark = f" {RECOMMENDED_MARK}" if bar.recommended else (f" {_MARK_PAD}" if pad else "")
    return (f"{IN_BUILD_MARK} " if bar.in_build else "") + f"{bar.name}  {_fmt(bar.value)}" + mark


def _swatch(color: QColor) -> str:
    return f'<span style="color:{color.name()}">■</span>'


def chart_legend(
    bars: Sequence[GpuBar],
    highlight_label: str,
    colors: ChartColors,
    tiers: SeedTiers | None = None,
    lang: str = "en",
) -> str:
    """The legend (HTML) that follows the title: with ``tiers``
    "Seed CNN tiers: ■1 ■2 ■3 ■4 · ★ recommended · ◆ in the selected build" (■ in the tier
    colours; "■ not tiered" when a bar has no tier); without, "■★ recommended · ◆ …" (■ in
    the accent). The ★ part only when a bar is recommended, the ◆ part only when a bar is in
    the build: a legend names only what is drawn."""
    mark = f"{RECOMMENDED_MARK} {highlight_label}"
    starred = any(b.recommended for b in bars)
    parts = []
    if tiers is not None:
        squares = " ".join(
            f"{_swatch(colors.tier_color(i))}{i}" for i in range(1, len(tiers.tiers) + 1)
        )
        parts.append(
            _TIERS_LABEL.get(lang, _TIERS_LABEL["en"]).format(table=tiers.table) + f" {squares}"
        )
        if any(b.tier is None for b in bars):
            parts.append(
                f"{_swatch(colors.other)} {_NOT_TIERED_LABEL.get(lang, _NOT_TIERED_LABEL['en'])}"
            )
        if starred:
            parts.append(mark)
    elif starred:
        parts.append(f"{_swatch(colors.accent)}{mark}")
    if any(b.in_build for b in bars):
        parts.append(f"{IN_BUILD_MARK} {_IN_BUILD_LABELS.get(lang, IN_BUILD_LABEL)}")
    return " · ".join(parts)


def fill_plot(
    plot: pg.PlotItem,
    bars: Sequence[GpuBar],
    axis_label: str,
    title: str,
    highlight_label: str,
    pixel_size: int = 12,
    colors: ChartColors = LIGHT_CHART,
    *,
    tiers: SeedTiers | None = None,
    selected: str | None = None,
    lang: str = "en",
) -> HBarsItem:
    """Draw ``bars`` (top first) into ``plot`` (cleared first) in ``colors``; return the bar
    item.

    With ``tiers`` each bar is filled with its tier's colour (:meth:`ChartColors.tier_color`),
    otherwise recommended bars with the accent and the others grey; recommended bars always
    carry a ring and a ★, bars in the build a ◆. The row of the GPU named ``selected`` has a
    band behind it and its label in bold. Fonts are sized in pixels (scene units), not points,
    so the chart keeps its proportions when its scene is rendered onto a high-resolution
    painter (the 300 dpi PDF).

    Args:
        plot: the plot to draw into.
        bars: the bars, largest first (:func:`chart_bars`).
        axis_label: the x axis's label (:func:`metric_label`).
        title: the chart's title; the legend (:func:`chart_legend`) follows it.
        highlight_label: what the ★ means ("recommended", "this quote").
        pixel_size: the tick font's size, px; the title is 1 px larger.
        colors: the chart's colours.
        tiers: the seed tiers that apply, for the colours and the legend; None: none.
        selected: the selected GPU's name, or None.
        lang: the legend's language, "en", "zh_CN" or "zh_TW".
    """
    family = register_fonts()
    plot.clear()
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    if not bars:  # no axes (their ticks would mean nothing): words saying why instead
        for name in ("left", "bottom"):
            plot.hideAxis(name)
        plot.showGrid(x=False, y=False)
        plot.setXRange(0.0, 1.0, padding=0)
        plot.setYRange(0.0, 1.0, padding=0)
        words = pg.TextItem(
            _NO_FIGURES.get(lang, _NO_FIGURES["en"]).format(metric=axis_label),
            color=colors.text,
            anchor=(0.5, 0.5),
        )
        words.setFont(pixel_font(pixel_size))
        words.setPos(0.5, 0.5)
        plot.addItem(words)
        plot.setTitle(
            f'<span style="font-family:{family}; color:{colors.text.name()}">{title}</span>',
            size=f"{pixel_size + 1}px",
        )
        empty = HBarsItem([], [], [])
        plot.addItem(empty)
        return empty
    for name in ("left", "bottom"):
        plot.showAxis(name)
    n = len(bars)
    ys = [n - 1 - i for i in range(n)]  # largest at the top
    if tiers is not None:
        fills = [colors.tier_color(b.tier) for b in bars]
    else:
        fills = [colors.accent if b.recommended else colors.other for b in bars]
    top = max((float(b.value) for b in bars), default=1.0) or 1.0
    selected_index = next((i for i, b in enumerate(bars) if b.name == selected), None)
    item = HBarsItem(
        [float(b.value) for b in bars],
        [float(y) for y in ys],
        fills,
        outlined=[b.recommended for b in bars],
        outline=colors.text,
        selected=selected_index,
        band=colors.selection,
        x_max=top * 1.04,
    )
    plot.addItem(item)

    tick_font = pixel_font(pixel_size)
    bold_font = pixel_font(pixel_size, bold=True)
    left = plot.getAxis("left")
    pad = any(b.recommended for b in bars)
    labels = [bar_label(b, pad) for b in bars]
    left.setTicks([list(zip(ys, labels)), []])
    if isinstance(left, DirectAxisItem):
        left.bold_texts = (
            frozenset({labels[selected_index]}) if selected_index is not None else frozenset()
        )
    metrics, bold_metrics = QFontMetricsF(tick_font), QFontMetricsF(bold_font)
    widths = [
        (bold_metrics if i == selected_index else metrics).horizontalAdvance(t)
        for i, t in enumerate(labels)
    ]
    # A fixed width: pyqtgraph drops tick labels that do not fit the axis's current width.
    left.setWidth(int(max(widths, default=40) + 14))
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
    plot.setXRange(0, top * 1.04, padding=0)
    plot.setYRange(-0.6, n - 0.4, padding=0)
    legend = chart_legend(bars, highlight_label, colors, tiers, lang)
    # The tier legend is long: it goes on a line of its own under the title.
    gap = "<br>" if tiers is not None else "&nbsp;&nbsp;"
    plot.setTitle(
        f'<span style="font-family:{family}; color:{text}">{title}{gap}{legend}</span>',
        size=f"{pixel_size + 1}px",
    )
    height = math.ceil(plot.titleLabel.itemRect().height()) + 2
    if height > 30:  # pyqtgraph fixes the title's row at 30 px
        plot.titleLabel.setMaximumHeight(height)
        plot.layout.setRowFixedHeight(0, height)
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    return item


def profile_title(profile: Profile, lang: str) -> str:
    """The chart title: the workload's name in ``lang`` (the metric is on the x axis).

    ``label_zh`` is written in Traditional characters; for zh_CN it is made Simplified
    (:func:`rigwright.core.text.words.to_simplified`).
    """
    if lang == "en" or not profile.label_zh:
        return profile.label_en
    return to_simplified(profile.label_zh) if lang == "zh_CN" else profile.label_zh


class ThemedChart:
    """What every chart widget shares about colours (mixed into a ``QWidget`` that has
    ``plot_widget``, ``_follow_theme`` and a ``_redraw()``): it follows the window's theme
    (:func:`chart_colors` of its palette) unless made with ``follow_theme=False``, and
    switches to the on-white colours for an export (:meth:`prepare_export`)."""

    colors: ChartColors
    _follow_theme: bool

    def _theme_colors(self) -> ChartColors:
        return chart_colors(self.palette()) if self._follow_theme else LIGHT_CHART  # type: ignore[attr-defined]

    def _apply_colors(self, colors: ChartColors) -> None:
        self.colors = colors
        self.plot_widget.setBackground(colors.background)  # type: ignore[attr-defined]
        self._redraw()  # type: ignore[attr-defined]

    def changeEvent(self, event: QEvent) -> None:
        """Redraw in the new theme's colours when the palette changes."""
        super().changeEvent(event)  # type: ignore[misc]
        if event.type() != QEvent.Type.PaletteChange or not self._follow_theme:
            return
        colors = self._theme_colors()
        if colors != self.colors:
            self._apply_colors(colors)

    def prepare_export(self) -> Callable[[], None] | None:
        """Switch to the on-white colours for an export (:mod:`rigwright.gui.charts.export` paints on
        white); return what switches back, or None when already on white."""
        if self.colors == LIGHT_CHART:
            return None
        old = self.colors
        self._apply_colors(LIGHT_CHART)
        return lambda: self._apply_colors(old)


class MetricChart(ThemedChart, QWidget):
    """A bar chart of one metric across all GPUs: seed-tier colours where they apply, the
    recommended GPUs ringed and starred, a tooltip per bar, a click selects the bar's GPU.

    It follows the window's theme (:func:`chart_colors` of its palette) unless made with
    ``follow_theme=False``: then it stays on white, as for the quote PDF. Exports
    (:mod:`rigwright.gui.charts.export`) are always on white (:meth:`prepare_export`).

    Signals:
        gpu_clicked(str): a bar was clicked with the left button; the GPU's name. The chart
            does not select it itself: the container calls :meth:`set_selected_gpu` when the
            selection changes.

    Attributes:
        plot_widget: the pyqtgraph ``PlotWidget``.
        bars: the bars shown, top first (empty before the first chart).
        bar_item: the :class:`HBarsItem` (None before the first chart).
        defer_hidden: when True (default False), a chart hidden in a shown window (a tab
            not on show) keeps its data current but draws it into the plot only when it is
            shown, read (:attr:`plot`, :attr:`bar_item`) or exported: a hidden chart costs
            no redraw on every input change.
        metric_key: the metric charted ("" before the first chart). (Not ``metric``: an
            attribute of that name would stand in for ``QWidget.metric``, which Qt calls to
            paint or grab the widget, and crash it.)
        tiers: the seed tiers the colours follow, or None.
        selected_gpu: the name of the GPU marked as selected, or None.
    """

    gpu_clicked = Signal(str)

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
        self._bar_item: HBarsItem | None = None
        self.defer_hidden = False
        self._pending = False  # drawn data not yet put into the plot (see defer_hidden)
        self.lang = "en"
        self.metric_key = ""
        self.tiers: SeedTiers | None = None
        self.selected_gpu: str | None = None
        self._shown: tuple[str, str, str] | None = None  # axis label, title, legend
        scene = self.plot_widget.scene()
        scene.sigMouseMoved.connect(self._on_mouse_moved)
        scene.sigMouseClicked.connect(self._on_scene_clicked)
        self.plot_widget.viewport().installEventFilter(self)

    def eventFilter(self, watched, event: QEvent) -> bool:
        """Forget the hovered bar when the mouse leaves the plot."""
        if event.type() == QEvent.Type.Leave and watched is self.plot_widget.viewport():
            self._set_hover(None)
        return super().eventFilter(watched, event)

    def _redraw(self) -> None:
        if self._shown is None:
            return
        if self.defer_hidden and not self.isVisible() and self.window().isVisible():
            self._pending = True  # drawn when shown or read (ensure_drawn)
            return
        self._pending = True
        self.ensure_drawn()

    def ensure_drawn(self) -> None:
        """Put a drawing deferred while hidden (:attr:`defer_hidden`) into the plot now."""
        if self._pending:
            self._pending = False
            self._bar_item = fill_plot(
                self.plot_widget.getPlotItem(),
                self.bars,
                *self._shown,
                colors=self.colors,
                tiers=self.tiers,
                selected=self.selected_gpu,
                lang=self.lang,
            )

    def showEvent(self, event) -> None:
        """Draw what was deferred while the chart was hidden, before it is painted."""
        self.ensure_drawn()
        super().showEvent(event)

    def prepare_export(self) -> Callable[[], None] | None:
        """As :meth:`ThemedChart.prepare_export`, the chart drawn first even while hidden."""
        undo = super().prepare_export()
        self.ensure_drawn()
        return undo

    @property
    def bar_item(self) -> HBarsItem | None:
        """The :class:`HBarsItem` drawn (None before the first chart)."""
        self.ensure_drawn()
        return self._bar_item

    @property
    def plot(self) -> pg.PlotItem:
        """The plot item inside the widget (with the current chart drawn into it)."""
        self.ensure_drawn()
        return self.plot_widget.getPlotItem()

    def show_profile(
        self,
        catalog: Catalog,
        profile: Profile,
        recommended_names: set[str] | None = None,
        lang: str = "en",
        in_build: Iterable[str] = frozenset(),
    ) -> None:
        """Chart ``profile.primary_metric`` for every GPU, coloured by the seed's tiers for the
        workload (:func:`rigwright.core.compare.chart_data.seed_tiers`; the accent for ``recommended_names``
        where none apply).

        Args:
            catalog: supplies the GPUs, their figures and the seed's tiers.
            profile: the workload; its primary metric is charted, its name is the title.
            recommended_names: GPU names ringed and starred as recommended.
            lang: "en", "zh_CN" or "zh_TW" for the title, the axis label and the legend.
            in_build: the selected build's GPU names (marked ◆).
        """
        self.show_metric(
            catalog,
            profile.primary_metric,
            recommended_names or set(),
            profile_title(profile, lang),
            lang,
            in_build,
            tiers=seed_tiers(catalog, profile),
        )

    def show_metric(
        self,
        catalog: Catalog,
        metric: str,
        highlighted: Iterable[str],
        title: str = "",
        lang: str = "en",
        in_build: Iterable[str] = frozenset(),
        tiers: SeedTiers | None = None,
        *,
        highlight_label: str | None = None,
    ) -> None:
        """Chart ``metric`` (one of ``rigwright.core.catalog.model.METRICS``) for every GPU of ``catalog``.

        Args:
            catalog: supplies the GPUs and their figures.
            metric: the metric on the x axis.
            highlighted: the recommended GPUs (ringed and starred; in the accent without
                ``tiers``).
            title: the chart's title; the axis label if empty.
            lang: "en", "zh_CN" or "zh_TW" for the axis label, the legend and the metric's
                name in the tooltips (the window passes its own language,
                ``rigwright.gui.widgets.i18n.current_language()``, and draws again when it changes; the quote
                PDF passes the quote's).
            in_build: the selected build's GPU names (marked ◆).
            tiers: the seed tiers the bars are coloured by (:func:`rigwright.core.compare.chart_data.seed_tiers`);
                None: the accent for ``highlighted``, grey for the rest.
            highlight_label: what the ★ means in the legend; "recommended" (in ``lang``) if
                None.

        Raises:
            KeyError: ``metric`` is not a catalog metric.
        """
        self.lang = lang
        self.bars = chart_bars(catalog, metric, highlighted, in_build, tiers)
        self.metric_key = metric
        self.tiers = tiers
        label = highlight_label or _HIGHLIGHT_LABEL.get(lang, "recommended")
        self._shown = (metric_label(metric, lang), title or metric_label(metric, lang), label)
        self._redraw()

    def set_selected_gpu(self, name: str | None) -> None:
        """Mark the GPU named ``name`` as selected (a band behind its row, its name in bold);
        None: no GPU. A name without a bar marks nothing but is kept for the next chart."""
        if name == self.selected_gpu:
            return
        self.selected_gpu = name
        self._redraw()

    # ------------------------------------------------------------------ hover and click

    def bar_at(self, scene_pos: QPointF) -> Bar | None:
        """The bar whose row is at ``scene_pos`` (scene coordinates of :attr:`plot_widget`)
        in the plot area or on the GPU names; None elsewhere or before the first chart."""
        if not self.bars:
            return None
        pos = QPointF(scene_pos)
        vb = self.plot.vb
        on_names = self.plot.getAxis("left").sceneBoundingRect()
        if not (vb.sceneBoundingRect().contains(pos) or on_names.contains(pos)):
            return None
        row = math.floor(vb.mapSceneToView(pos).y() + 0.5)
        if not 0 <= row < len(self.bars):
            return None
        return self.bars[len(self.bars) - 1 - row]

    def tooltip_for(self, bar: GpuBar) -> str:
        """The tooltip of ``bar`` (plain text, one fact a line): the GPU, its figure with unit,
        its seed tier when tiers apply, whether it is recommended and in the build."""
        unit = metric_unit(self.metric_key, self.lang)
        figure = f"{_fmt(bar.value)} {unit}".strip()
        lines = [
            bar.name,
            self.tr("{metric}: {figure}").format(
                metric=metric_name(self.metric_key, self.lang), figure=figure
            ),
        ]
        if self.tiers is not None:
            if bar.tier is None:
                lines.append(self.tr("not in the seed's tiers"))
            else:
                lines.append(
                    self.tr("tier {tier} of {count} in the seed's {table} table").format(
                        tier=bar.tier, count=len(self.tiers.tiers), table=self.tiers.table
                    )
                )
        lines.append(self.tr("recommended") if bar.recommended else self.tr("not recommended"))
        if bar.in_build:
            lines.append(self.tr("in the selected build"))
        return "\n".join(lines)

    def _on_mouse_moved(self, scene_pos: QPointF) -> None:
        """Show the hovered bar's tooltip; a pointing hand over a bar (a click selects it)."""
        self._set_hover(self.bar_at(scene_pos), scene_pos)

    def _set_hover(self, bar: Bar | None, scene_pos: QPointF | None = None) -> None:
        text = self.tooltip_for(bar) if bar is not None else ""
        if text == self.plot.toolTip():
            return
        # On the plot item: the scene answers tooltip events with its items' tooltips.
        self.plot.setToolTip(text)
        viewport = self.plot_widget.viewport()
        if bar is None:
            viewport.unsetCursor()
            QToolTip.hideText()
            return
        viewport.setCursor(Qt.CursorShape.PointingHandCursor)
        if QToolTip.isVisible() and scene_pos is not None:
            # Follow the mouse from bar to bar without a new delay.
            point = self.plot_widget.mapFromScene(QPointF(scene_pos))
            QToolTip.showText(viewport.mapToGlobal(point), text, viewport)

    def _on_scene_clicked(self, event) -> None:
        """Emit :attr:`gpu_clicked` for a left click (not a double click's second) on a bar.

        ``event`` is pyqtgraph's ``MouseClickEvent`` (``button()``, ``scenePos()``,
        ``double()``).
        """
        if event.button() != Qt.MouseButton.LeftButton or event.double():
            return
        bar = self.bar_at(event.scenePos())
        if bar is not None:
            self.gpu_clicked.emit(bar.name)


def render_metric_chart(
    painter: QPainter,
    target: QRectF,
    catalog: Catalog,
    metric: str,
    highlighted: set[str],
    title: str,
    lang: str = "en",
    highlight_label: str | None = None,
    logical_width: int = 460,
    tiers: SeedTiers | None = None,
) -> None:
    """Paint a metric chart into ``target`` on ``painter`` (vector, e.g. a ``QPdfWriter``),
    on white whatever the window's theme.

    The chart is laid out in an off-screen widget ``logical_width`` px wide with ``target``'s
    aspect, then its scene is scaled into ``target`` (:func:`rigwright.gui.charts.export.render_chart`),
    so fonts keep their size relative to the bars. No events are processed (the user cannot
    act in the middle of an export).

    Args:
        painter: an active painter; ``target`` is in its coordinates.
        target: where the chart goes; the chart keeps its aspect inside it.
        catalog, metric, highlighted: as for :meth:`MetricChart.show_metric`.
        title: the chart's title (the workload's name).
        lang: language of the axis label and the legend.
        highlight_label: what the highlight means; "recommended" (in ``lang``) if None.
        logical_width: the width the chart is laid out at, px; smaller makes fonts larger.
        tiers: seed tiers to colour the bars by; None: the accent for ``highlighted``.
    """
    chart = MetricChart(follow_theme=False)  # the PDF is on white paper, whatever the theme
    try:
        chart.show_metric(
            catalog, metric, highlighted, title, lang, tiers=tiers, highlight_label=highlight_label
        )
        render_chart(chart, painter, target, logical_width)
    finally:
        chart.deleteLater()
