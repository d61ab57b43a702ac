"""The GPU metric chart's words, bars and legend, and :func:`fill_plot`, which draws them into
a pyqtgraph plot (for the widget and for the quote PDF alike).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol

import pyqtgraph as pg
from PySide6.QtGui import QColor, QFontMetricsF

from rigwright.core.catalog.model import Catalog
from rigwright.core.compare.chart_data import GpuBar, gpu_bars, unknown_gpus
from rigwright.core.recommend.tiers import SeedTiers
from rigwright.core.recommend.workloads import METRIC_LABELS
from rigwright.core.text.i18n import Text, words
from rigwright.core.text.terms import term
from rigwright.core.text.words import to_simplified
from rigwright.gui.charts.chart_theme import LIGHT_CHART, ChartColors
from rigwright.gui.charts.plot_items import DirectAxisItem, HBarsItem
from rigwright.gui.widgets.fonts import pixel_font, register_fonts

METRIC_NAMES: dict[str, Text] = {
    "cuda_cores": words(METRIC_LABELS["cuda_cores"][0], zh_CN="CUDA 核心", zh_TW="CUDA 核心"),
    "tensor_cores": words(METRIC_LABELS["tensor_cores"][0], zh_CN="张量核心", zh_TW="張量核心"),
    "memory_gb": words(METRIC_LABELS["memory_gb"][0], zh_CN="显存", zh_TW="顯存"),
    "memory_bandwidth_gbs": words(
        METRIC_LABELS["memory_bandwidth_gbs"][0],
        zh_CN=term("bandwidth", "zh_CN"),
        zh_TW=term("bandwidth", "zh_TW"),
    ),
    "tensor_tflops": words(
        METRIC_LABELS["tensor_tflops"][0],
        zh_CN=term("tensor", "zh_CN"),
        zh_TW=term("tensor", "zh_TW"),
    ),
    "fp16_tflops": words(METRIC_LABELS["fp16_tflops"][0], zh_CN="FP16 半精度", zh_TW="FP16 半精度"),
    "fp32_tflops": words(METRIC_LABELS["fp32_tflops"][0], zh_CN="FP32 单精度", zh_TW="FP32 單精度"),
}
"""The name of each metric of :data:`rigwright.core.catalog.model.METRICS`: the English name of
:data:`rigwright.core.recommend.workloads.METRIC_LABELS` and its Chinese wordings; the window
and the charts share it."""

_COUNT_UNIT = words("", zh_CN="个", zh_TW="個")

HIGHLIGHT_LABEL = words("recommended", zh_CN="推荐", zh_TW="推薦")


_TIERS_LABEL = words(
    "Seed {table} tiers:", zh_CN="选购指南 {table} 梯队：", zh_TW="選購指南 {table} 梯隊："
)
_NOT_TIERED_LABEL = words("not tiered", zh_CN="未分级", zh_TW="未分級")
_IN_BUILD_LABELS = words("in the selected build", zh_CN="所选配置中", zh_TW="所選配置中")
_NO_FIGURES = words(
    "No GPU has a known figure for {metric}",
    zh_CN="没有 GPU 有已知的{metric}数据",
    zh_TW="沒有 GPU 有已知的{metric}數據",
)


class Profile(Protocol):
    """What the chart needs of a workload profile
    (``rigwright.core.recommend.workloads.WorkloadProfile``)."""

    key: str
    label_en: str
    label_zh: str
    primary_metric: str


@dataclass(frozen=True, slots=True)
class Bar(GpuBar):
    """One bar of a chart: a :class:`rigwright.core.compare.chart_data.GpuBar` (name, figure, seed
    tier, recommended, in the selected build) that also answers to :attr:`highlighted`."""

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
    """The name of ``metric`` without unit: "Bandwidth" (en), "显存带宽" (zh_CN), "顯存頻寬"
    (zh_TW); the metric key itself when it is unknown."""
    if metric in METRIC_NAMES:
        return METRIC_NAMES[metric].wording(lang)
    return METRIC_LABELS[metric][0] if metric in METRIC_LABELS else metric


def metric_unit(metric: str, lang: str = "en") -> str:
    """The unit of ``metric`` ("GB/s"); "" for counts in English, "个"/"個" in Chinese."""
    unit = METRIC_LABELS[metric][1] if metric in METRIC_LABELS else ""
    return unit or ("" if lang == "en" else _COUNT_UNIT.wording(lang))


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
    :func:`rigwright.core.compare.chart_data.gpu_bars` gives them: ``highlighted`` are the
    recommended GPUs, ``in_build`` the selected build's, ``tiers`` the seed tiers that apply (None:
    none). GPUs whose figure is unknown get no bar (:func:`unknown_bars` names them).

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


def figure_text(value: Decimal) -> str:
    return f"{value.normalize():f}" if value == value.to_integral() else f"{value:f}"


def bar_label(bar: GpuBar, pad: bool = False) -> str:
    """The y-axis label of ``bar``: "◆ Quadro RTX8000  130 ★" (◆ in the selected build,
    ★ recommended); with ``pad`` an unmarked label ends in a space as wide as " ★"."""
    mark = f" {RECOMMENDED_MARK}" if bar.recommended else (f" {_MARK_PAD}" if pad else "")
    return (
        (f"{IN_BUILD_MARK} " if bar.in_build else "")
        + f"{bar.name}  {figure_text(bar.value)}"
        + mark
    )


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
        parts.append(_TIERS_LABEL.wording(lang).format(table=tiers.table) + f" {squares}")
        if any(b.tier is None for b in bars):
            parts.append(f"{_swatch(colors.other)} {_NOT_TIERED_LABEL.wording(lang)}")
        if starred:
            parts.append(mark)
    elif starred:
        parts.append(f"{_swatch(colors.accent)}{mark}")
    if any(b.in_build for b in bars):
        parts.append(f"{IN_BUILD_MARK} {_IN_BUILD_LABELS.wording(lang)}")
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
            _NO_FIGURES.wording(lang).format(metric=axis_label),
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
    left.setTicks([list(zip(ys, labels, strict=False)), []])
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
