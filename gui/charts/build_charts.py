"""pyqtgraph charts of whole builds: price against throughput, multi-GPU scaling, cost
efficiency and power draw, drawn from the figures of :mod:`rigwright.core.compare.chart_data`.

Each chart is a widget holding a ``plot_widget`` (as :class:`rigwright.gui.charts.gpu_metric.MetricChart`, so
:mod:`rigwright.gui.charts.export` can export it) and draws only what its ``refresh`` method is given: no
chart reads the application state (:mod:`rigwright.gui.charts.view` does, and passes the figures in).
Everything a chart says (titles, notes, limits) is an item of its scene, so an export says it
too. Points and bars that are builds report clicks as the build's candidate key
(:attr:`rigwright.core.compare.chart_data.Candidate.key`); hovering them shows what they are.

A chart with nothing to draw shows no axes: it says why in words, in the middle of the plot.
Legends name only what is drawn. Symbols, rings, lines and the legend keep their size relative
to the text in an export (:class:`ExportScatterItem`, :class:`ExportCurveItem`), and ranges are
padded in scene pixels (:meth:`BuildChart._fit_view`), so a ring at the edge stays whole.
"""

from __future__ import annotations

import html
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from itertools import pairwise

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QToolTip, QVBoxLayout, QWidget

from rigwright.core.catalog.model import Catalog
from rigwright.core.compare.chart_data import (
    CHANGED,
    CUSTOM,
    MAX_SCALING_GPUS,
    SKU,
    Candidate,
    CostEfficiency,
    PricePoint,
    cost_efficiency,
    pareto_front,
    price_points_text,
    scaling_curve,
)
from rigwright.core.compare.chart_data import PowerChart as PowerFigures
from rigwright.core.pricing.money import format_cny_tick
from rigwright.core.pricing.prices import format_cny
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.charts.gpu_metric import (
    ChartColors,
    DirectAxisItem,
    HBarsItem,
    ThemedChart,
)
from rigwright.gui.widgets import i18n
from rigwright.gui.widgets.fonts import pixel_font, register_fonts

PIXEL_SIZE = 12
"""Tick and label text, px (scene units: exports keep the proportions)."""
NOTE_PIXEL_SIZE = 11
"""The small print under a chart, px."""
HIT_RADIUS = 8.0
"""How near (scene px) the pointer must be to a point or a line to hover or click it."""
NOTE_MAX_CHARS = 150
"""The note under a chart is cut here ("…"): it must stay one line at ~900 px."""
THROUGHPUT_AXIS = QT_TRANSLATE_NOOP("BuildChart", "Throughput (1 GPU = its score)")
"""The throughput axis's label: a build's throughput is its GPUs' scores for the workload
after multi-GPU scaling, so one GPU's is its score (a :class:`rigwright.core.text.i18n.Text`: drawn in the
window's language, ``str()`` is the English)."""
SCALE_TEXT = QT_TRANSLATE_NOOP(
    "BuildChart", "GPU scores 0–100: 100 = best in the catalog on every weighted metric"
)
"""What the GPU scores, and so the throughput figures, are relative to
(:func:`rigwright.core.recommend.ranking.score_figures`: no GPU need reach 100)."""
ILLUSTRATIVE = QT_TRANSLATE_NOOP("BuildChart", "※ illustrative")
"""The mark of an illustrative price."""
RING_SIZE = 22
"""The selection ring's diameter, scene px (its pen is 2 px)."""
EDGE_PAD = 14.0
"""Scene px between the outermost points and the plot's edge: a ring there stays whole."""
FAR_BUDGET = 2.0
"""A budget is drawn as a line only when the price axis, widened to it, spans at most this
many times the builds' own span (on the log axis); further out it is said in words."""
MIN_DECADES = 0.5
"""The narrowest the log price axis gets, decades (one build, or builds at one price)."""

PROBLEM = {False: QColor("#c0392b"), True: QColor("#ff7b72")}
"""A bar over its limit, on a light / dark background (5.4:1 on white; 6:1 on #1e1e1e)."""
SERIES = {
    False: (
        QColor("#2f6fb0"),
        QColor("#c05a00"),
        QColor("#2e7d32"),
        QColor("#8e44ad"),
        QColor("#00838f"),
    ),
    True: (
        QColor("#5b9bd5"),
        QColor("#f0a35e"),
        QColor("#6cc070"),
        QColor("#c39bd3"),
        QColor("#4dd0e1"),
    ),
}
"""Line colours of the scaling chart, light / dark; each line has its own symbol too."""
SERIES_SYMBOLS = ("o", "s", "t", "d", "h")
KIND_SYMBOLS = {CUSTOM: "s", CHANGED: "d"}
"""Point symbol per candidate kind; SKUs are circles ("o")."""
KIND_MARKS: tuple[tuple[str, str, Text], ...] = (
    (SKU, "●", QT_TRANSLATE_NOOP("PricePerformanceChart", "SKU")),
    (CUSTOM, "■", QT_TRANSLATE_NOOP("PricePerformanceChart", "custom")),
    (CHANGED, "◆", QT_TRANSLATE_NOOP("PricePerformanceChart", "changed")),
)
"""The price chart's legend: each kind's mark and name, listed when a point of it is drawn."""


def _dark(colors: ChartColors) -> bool:
    return colors.background.lightness() < 128


COMPACT_FROM = 10_000
"""A price axis reaching this far (CNY) writes its ticks compact ("¥20k", "¥2万")."""


def cny_tick(value: float, compact: bool = True, step: float | None = None) -> str:
    """A price axis tick in English: compact "¥200k", "¥2.5k", "¥1M", "¥1.5M", "¥1,000B"
    (never "1e+06"; below ¥1,000 "¥800"); not compact "¥1,500" (every tick of one axis in
    one form, see :class:`CnyAxisItem`). ``step``: the ticks' spacing (CNY), which sets the
    decimals (:func:`rigwright.core.pricing.money.format_cny_tick`)."""
    return format_cny_tick(value, "en", step, compact)


def money(amount: Decimal) -> str:
    """A price as the charts write it in the window's language: "¥89,990" in English (the
    charts' titles and axes say CNY), :func:`rigwright.gui.widgets.i18n.money_text` in Chinese ("¥89,990",
    "¥89,990 CNY")."""
    if i18n.current_language() == "en":
        return format_cny(amount)
    return i18n.money_text(amount)


def price_tick(value: float, compact: bool = True, step: float | None = None) -> str:
    """A price axis tick in the window's language, without the currency code the axis's
    title gives (:func:`rigwright.core.pricing.money.format_cny_tick`): :func:`cny_tick` in English; in Chinese
    compact ticks in 万/萬 and 亿/億 ("¥5万", "¥1.2亿", "¥2,500"). ``step``: the ticks'
    spacing (CNY): as many decimals as it needs, no more."""
    return format_cny_tick(value, i18n.current_language(), step, compact)


def price_figure(amount: Decimal) -> str:
    """An exact price beside a bar (the panel's title says what it is per): as
    :func:`money`, without the currency code."""
    return money(amount).removesuffix(" CNY")


def list_text(items: Iterable[str]) -> str:
    """``items`` as a list in the window's language ("A, B" / "A、B")."""
    return QCoreApplication.translate("BuildChart", ", ").join(items)


class CnyAxisItem(DirectAxisItem):
    """An axis of prices in CNY, its ticks as :func:`price_tick` writes them: compact (k/M/B,
    万/亿) when the axis reaches :data:`COMPACT_FROM`, else in full; each tick with the
    decimals its spacing needs ("¥0.2", "¥0.4"; "¥1.2亿", never "¥12,345.6789万")."""

    def tickStrings(self, values, scale, spacing):
        compact = max(abs(v) for v in self.range) * scale >= COMPACT_FROM
        return [price_tick(v * scale, compact, spacing * scale) for v in values]


TICK_GAP = 10.0
"""Scene px at least between two tick labels of the log price axis."""


class LogCnyAxisItem(DirectAxisItem):
    """A price axis on a log scale: the view's x is ``log10(price)``; ticks at 1, 2 and 5 ×
    10ⁿ CNY, written as :func:`cny_tick` writes them ("¥50k", "¥1M"). Where those labels
    would run together, only the powers of ten are ticked, then every 2nd, 3rd, 5th …
    of them: no two labels ever touch, whatever the span."""

    def tickValues(self, minVal, maxVal, size):
        if not (math.isfinite(minVal) and math.isfinite(maxVal)) or maxVal <= minVal:
            return [(1.0, [])]
        metrics = QFontMetricsF(self.style["tickFont"] or pixel_font(PIXEL_SIZE))
        per_decade = size / (maxVal - minVal) if size > 0 else 0.0
        first, last = math.floor(minVal), math.ceil(maxVal)
        choices = [((1, 2, 5), 1)] + [((1,), step) for step in (1, 2, 3, 5, 10, 20, 50, 100)]
        ticks: list[float] = []
        for mantissas, step in choices:
            ticks = [
                math.log10(m) + k
                for k in range(first - first % step, last + 1, step)
                for m in mantissas
            ]
            ticks = [t for t in ticks if minVal <= t <= maxVal]
            widths = [metrics.horizontalAdvance(price_tick(round(10.0**t))) for t in ticks]
            if all(
                (b - a) * per_decade >= (wa + wb) / 2 + TICK_GAP
                for (a, wa), (b, wb) in pairwise(zip(ticks, widths))
            ):
                break
        return [(1.0, ticks)]

    def tickStrings(self, values, scale, spacing):
        return [price_tick(round(10.0**v)) for v in values]


def log_price(price: Decimal | float) -> float:
    """The price chart's view x of ``price`` CNY (> 0): ``log10(price)``."""
    return math.log10(float(price))


def watts(value: int | None) -> str:
    """``3215`` -> ``"3,215 W"``; "unknown" (in the window's language) for None."""
    if value is None:
        return QCoreApplication.translate("BuildChart", "unknown")
    return f"{value:,} W"


def label_of(candidate: Candidate) -> str:
    """``candidate``'s full label in the window's language (a core label may be a
    :class:`rigwright.core.text.i18n.Text`)."""
    return i18n.tr_text(candidate.label)


def short_label(candidate: Candidate) -> str:
    """A build's name for an axis: "SKU 1.7", "✚ 4 × RTX2080Ti, GT410i", "✎ SKU 1.7"
    (the full :attr:`Candidate.label` is in the tooltip)."""
    if candidate.kind == CUSTOM:
        gpus = " + ".join(
            f"{g.count} × {g.model}" for g in candidate.build.gpus
        ) or QCoreApplication.translate("BuildChart", "no GPUs")
        return f"✚ {gpus}, {candidate.build.chassis}"
    base = f"SKU {candidate.sku.number}" if candidate.sku is not None else label_of(candidate)
    return f"✎ {base}" if candidate.kind == CHANGED else base


def price_line(candidate: Candidate) -> str:
    """ "¥89,990 ※ illustrative", or "price to be set" (in the window's language)."""
    if candidate.price_cny is None:
        return QCoreApplication.translate("BuildChart", "price to be set")
    mark = f" {i18n.tr_text(ILLUSTRATIVE)}" if candidate.illustrative else ""
    return money(candidate.price_cny) + mark


def _span(text: str, color: QColor) -> str:
    return f'<span style="color:{color.name()}">{html.escape(text)}</span>'


def _cut(text: str, limit: int = NOTE_MAX_CHARS) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _join_notes(notes: Sequence[str], extra: str = "") -> str:
    """``notes`` joined with " · ", and ``extra`` after them when the line still fits."""
    text = "  ·  ".join(notes)
    if extra and len(text) + len(extra) + 5 <= NOTE_MAX_CHARS:
        text = f"{text}  ·  {extra}" if text else extra
    return text


# ----------------------------------------------------------------------------- export sizes


def export_scale(item: QGraphicsItem, painter: QPainter) -> float:
    """Device px per scene px of the painting under way: 1 on screen; in an export (the
    item is in pyqtgraph's export mode) the scale the scene is painted at, e.g. 2 for a
    1600 px PNG of a chart laid out 800 px wide (:func:`rigwright.gui.charts.export.render_chart`).
    An exporter's ``resolutionScale`` option wins when it gives one."""
    opts = getattr(item, "_exportOpts", False)
    if opts is False:
        return 1.0
    given = opts.get("resolutionScale")
    if given:
        return float(given)
    from_scene, invertible = item.sceneTransform().inverted()
    if not invertible:
        return 1.0
    det = abs((from_scene * painter.transform()).determinant())
    return math.sqrt(det) if det > 0 else 1.0


def _scaled_pen(pen: QPen, scale: float) -> QPen:
    out = QPen(pen)
    out.setWidthF((pen.widthF() or 1.0) * scale)  # a cosmetic 0 is 1 device px
    return out


class ExportScatterItem(pg.ScatterPlotItem):
    """A scatter whose symbols keep their size relative to the chart in an export.

    pyqtgraph sizes symbols in device pixels; a chart exported at twice its layout size
    would get symbols (and rings) half as large beside its text. Painting in export mode,
    this scatter scales its symbols and their outlines by :func:`export_scale`."""

    def paint(self, p, *args):
        if self._exportOpts is False:
            super().paint(p, *args)
            return
        scale = export_scale(self, p)
        saved = self._exportOpts, self.opts["pen"], self.data["pen"].copy()
        self._exportOpts = {**saved[0], "resolutionScale": scale}  # pyqtgraph scales sizes
        if scale != 1.0:
            self.opts["pen"] = _scaled_pen(pg.mkPen(saved[1]), scale)
            self.data["pen"] = np.array(
                [None if pen is None else _scaled_pen(pen, scale) for pen in saved[2]], dtype=object
            )
        try:
            super().paint(p, *args)
        finally:
            self._exportOpts, self.opts["pen"] = saved[0], saved[1]
            self.data["pen"] = saved[2]


class ExportCurveItem(pg.PlotCurveItem):
    """A line whose width keeps its proportion to the chart in an export (pyqtgraph pens
    are cosmetic: a width in device pixels)."""

    def paint(self, p, *args):
        scale = export_scale(self, p)
        if scale == 1.0:
            super().paint(p, *args)
            return
        saved = self.opts["pen"]
        self.opts["pen"] = _scaled_pen(pg.mkPen(saved), scale)
        try:
            super().paint(p, *args)
        finally:
            self.opts["pen"] = saved


class ExportInfiniteLine(pg.InfiniteLine):
    """An infinite line (the budget) whose width scales in an export like
    :class:`ExportCurveItem`'s."""

    def paint(self, p, *args):
        scale = export_scale(self, p)
        if scale == 1.0:
            super().paint(p, *args)
            return
        saved = self.currentPen
        self.currentPen = _scaled_pen(saved, scale)
        try:
            super().paint(p, *args)
        finally:
            self.currentPen = saved


# ----------------------------------------------------------------------------- the base


@dataclass(frozen=True, slots=True)
class ChartTarget:
    """Something of a chart the pointer can hover or click.

    Attributes:
        key: a candidate key or a GPU name, reported on a click; "" when it only informs.
        plot: the plot item whose view coordinates ``points`` and ``rect`` are in.
        points: one point, or a line's vertices, in view coordinates.
        tips: the tooltip of each vertex (a line's hover names its nearest vertex).
        rect: a bar's rectangle in view coordinates (then ``points`` is empty).
        line: True when ``points`` is a line (hit along its segments).
    """

    key: str
    plot: pg.PlotItem
    points: tuple[tuple[float, float], ...] = ()
    tips: tuple[str, ...] = ("",)
    rect: QRectF | None = None
    line: bool = False


def _segment_distance(p: QPointF, a: QPointF, b: QPointF) -> float:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = dx * dx + dy * dy
    t = (
        0.0
        if length == 0
        else max(0.0, min(1.0, ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / length))
    )
    return math.hypot(p.x() - a.x() - t * dx, p.y() - a.y() - t * dy)


class ChartNote(pg.LabelItem):
    """One line of small print under a plot, in the scene (so exports show it). It never
    widens the layout: a long note is cut at the chart's edge (callers keep notes short and
    put the full text in :attr:`full_text`)."""

    def __init__(self) -> None:
        super().__init__("", justify="left")
        self.full_text = ""

    def updateMin(self) -> None:
        super().updateMin()
        self.setMinimumWidth(0)

    def set_note(self, text: str, colors: ChartColors) -> None:
        """Show ``text`` (plain; "" hides the note and gives its row back)."""
        self.full_text = text
        if not text:
            self.setText("")
            self.setMinimumHeight(0)
            self.setMaximumHeight(0)
            return
        self.setMaximumHeight(10_000)
        self.setText(_span(_cut(text), colors.text), size=f"{NOTE_PIXEL_SIZE}px")
        self.setToolTip(text)


class BuildChart(ThemedChart, QWidget):
    """The base of the build charts: a themed pyqtgraph plot with hover tooltips, clicks on
    what it draws, and a note under the plot.

    Signals:
        candidate_clicked(str): a build (its candidate key) was clicked.
        candidate_context(str, QPoint): a build was right-clicked at the global position.

    Attributes:
        plot_widget: the pyqtgraph ``PlotWidget`` (axes are :class:`DirectAxisItem` s).
        note: the small print under the plot (:class:`ChartNote`).
        colors: the colours drawn in (:func:`rigwright.gui.charts.gpu_metric.chart_colors` of the palette).
        targets: what the pointer can hover and click, as last drawn.
        empty_texts: what each plot with nothing to draw says instead (plot -> words), as
            last drawn; empty when every plot has something.
    """

    candidate_clicked = Signal(str)
    candidate_context = Signal(str, QPoint)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        follow_theme: bool = True,
        bottom_axis: pg.AxisItem | None = None,
    ) -> None:
        super().__init__(parent)
        register_fonts()
        self._follow_theme = follow_theme
        self.colors = self._theme_colors()
        self.plot_widget = pg.PlotWidget(
            background=self.colors.background,
            axisItems={
                "left": DirectAxisItem("left"),
                "bottom": bottom_axis or DirectAxisItem("bottom"),
            },
        )
        self.plot_widget.setMinimumSize(200, 160)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.plot_widget)
        self._quiet(self.plot)
        self.note = ChartNote()
        self.plot.layout.addItem(self.note, 4, 0, 1, 4)
        self.note.set_note("", self.colors)
        self.targets: list[ChartTarget] = []
        self.empty_texts: dict[pg.PlotItem, str] = {}
        self.redraw_count = 0  # how often the chart was drawn (tests check laziness)
        self._drawn = False
        # Per view box: the view's data ranges and their padding in scene px (_fit_view).
        self._fits: dict[
            pg.ViewBox,
            tuple[tuple[float, float], tuple[float, float], tuple[float, float, float, float]],
        ] = {}
        self.plot.vb.sigResized.connect(self._on_view_resized)
        scene = self.plot_widget.scene()
        scene.sigMouseMoved.connect(self._on_mouse_moved)
        scene.sigMouseClicked.connect(self._on_mouse_clicked)

    # ------------------------------------------------------------------ theme
    def _apply_colors(self, colors: ChartColors) -> None:
        if self._drawn:
            super()._apply_colors(colors)
        else:  # nothing drawn yet: the colours wait for the first drawing
            self.colors = colors
            self.plot_widget.setBackground(colors.background)

    @property
    def plot(self) -> pg.PlotItem:
        """The plot item inside the widget."""
        return self.plot_widget.getPlotItem()

    # ------------------------------------------------------------------ drawing
    @staticmethod
    def _quiet(plot: pg.PlotItem) -> None:
        """No context menu, no pan or zoom, no "A" button: the chart is read, not explored."""
        plot.setMenuEnabled(False)
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()

    def _redraw(self) -> None:
        self.targets = []
        self.empty_texts = {}
        self._draw()
        self._drawn = True
        self.redraw_count += 1

    def _draw(self) -> None:  # pragma: no cover - every chart draws
        raise NotImplementedError

    def _style_axes(self, plot: pg.PlotItem, left: str = "", bottom: str = "") -> None:
        """Fonts in pixels and the theme's colours on ``plot``'s axes, with their labels."""
        family = register_fonts()
        font = pixel_font(PIXEL_SIZE)
        style = {
            "color": self.colors.text.name(),
            "font-family": family,
            "font-size": f"{PIXEL_SIZE}px",
        }
        for name, label in (("left", left), ("bottom", bottom)):
            plot.showAxis(name)  # an empty chart hid them (_show_empty)
            axis = plot.getAxis(name)
            axis.setTickFont(font)
            axis.setPen(pg.mkPen(self.colors.axis))
            axis.setTextPen(pg.mkPen(self.colors.text))
            if label:
                plot.setLabel(name, label, **style)
            else:
                axis.showLabel(False)
        height = QFontMetricsF(font).height()
        plot.getAxis("bottom").setHeight(int(height * (2.3 if bottom else 1.3) + 6))

    def _set_title(self, plot: pg.PlotItem, parts: str) -> None:
        """``parts`` (HTML, its texts escaped) as ``plot``'s title; a long title never
        widens the plot."""
        family = register_fonts()
        plot.setTitle(
            f'<span style="font-family:{family}; color:{self.colors.text.name()}">{parts}</span>',
            size=f"{PIXEL_SIZE + 1}px",
        )
        plot.titleLabel.setMinimumWidth(0)

    def _text(
        self, text: str, color: QColor | None = None, anchor=(0, 0.5), bold: bool = False
    ) -> pg.TextItem:
        back = QColor(self.colors.background)
        back.setAlphaF(0.8)  # readable over grid lines and points, which still show through
        item = pg.TextItem(
            text, color=color or self.colors.text, anchor=anchor, fill=pg.mkBrush(back)
        )
        item.setFont(pixel_font(PIXEL_SIZE, bold))
        return item

    def _show_empty(self, plot: pg.PlotItem, words: str) -> None:
        """``plot`` has nothing to draw: no axes, no grid (their ticks would mean nothing),
        and ``words`` in the middle saying why."""
        for name in ("left", "bottom"):
            plot.hideAxis(name)
        plot.showGrid(x=False, y=False)
        self._fits.pop(plot.vb, None)
        plot.setXRange(0.0, 1.0, padding=0)
        plot.setYRange(0.0, 1.0, padding=0)
        text = self._text(words, anchor=(0.5, 0.5))
        text.setPos(0.5, 0.5)
        plot.addItem(text)
        self.empty_texts[plot] = words

    # ------------------------------------------------------------------ ranges, labels
    def _fit_view(
        self,
        plot: pg.PlotItem,
        x: tuple[float, float],
        y: tuple[float, float],
        pad: tuple[float, float, float, float] = (EDGE_PAD,) * 4,
    ) -> None:
        """Show ``x`` × ``y`` (view coordinates) in ``plot`` with ``pad`` scene px more on
        the left, right, bottom and top: a point (and its ring) at the edge of the figures
        stays whole at any size. Kept so as the plot is resized (shown, exported)."""
        self._fits[plot.vb] = (x, y, pad)
        self._apply_fit(plot.vb)

    def _apply_fit(self, vb: pg.ViewBox) -> None:
        fit = self._fits.get(vb)
        if fit is None:
            return
        (x0, x1), (y0, y1), (left, right, bottom, top) = fit

        def widen(lo: float, hi: float, before: float, after: float, pixels: float):
            span = hi - lo if hi > lo else 1.0
            if pixels <= 0:  # not laid out yet: a tenth each side until it is
                return lo - span * 0.1, hi + span * 0.1
            # The figures get three quarters of a plot too small for the pads and them.
            per_px = span / max(pixels - before - after, pixels * 0.25)
            return lo - before * per_px, hi + after * per_px

        vb.setRange(
            xRange=widen(x0, x1, left, right, vb.width()),
            yRange=widen(y0, y1, bottom, top, vb.height()),
            padding=0,
        )

    def _on_view_resized(self, vb: pg.ViewBox | None = None) -> None:
        self._apply_fit(self.plot.vb)
        if self._drawn:
            self._place_labels()

    def _place_labels(self) -> None:
        """Place the labels that depend on the plot's size in pixels (after a resize)."""

    def _place_label(
        self,
        plot: pg.PlotItem,
        label: pg.TextItem,
        options: Sequence[tuple[tuple[float, float], str]],
        avoid: Iterable[tuple[float, float]] = (),
        offset: float = RING_SIZE / 2 * 0.75,
        avoid_rects: Sequence[QRectF] = (),
    ) -> QRectF:
        """Put ``label`` at the first of ``options`` where it stays inside ``plot``, off the
        other labels (``avoid_rects``, in the view box's px) and over the fewest points of
        ``avoid`` (view coordinates). An option is a point (view coordinates) and where the
        label goes from it, ``offset`` scene px off diagonally: "above right", "above left",
        "below right" or "below left". Returns where the label went (the view box's px)."""
        vb = plot.vb
        size = label.textItem.boundingRect().size()
        w, h = size.width(), size.height()
        area = vb.boundingRect()
        avoid_px = [vb.mapFromView(QPointF(x, y)) for x, y in avoid]
        places = {
            "above right": ((0, 1), 1, -1),
            "above left": ((1, 1), -1, -1),
            "below right": ((0, 0), 1, 1),
            "below left": ((1, 0), -1, 1),
        }
        spots = []
        for at, place in options:
            (ax, ay), sx, sy = places[place]
            corner = vb.mapFromView(QPointF(*at)) + QPointF(sx * offset, sy * offset)
            rect = QRectF(corner.x() - ax * w, corner.y() - ay * h, w, h)
            inside = rect.intersected(area)
            outside = w * h - (0.0 if inside.isEmpty() else inside.width() * inside.height())
            covered = sum(rect.adjusted(-5, -5, 5, 5).contains(p) for p in avoid_px)
            overlaps = sum(rect.intersects(other) for other in avoid_rects)
            spots.append(((round(outside), overlaps, covered), (ax, ay), corner, rect))
        best = min(range(len(spots)), key=lambda i: spots[i][0])  # ties: the first option
        _cost, anchor, corner, rect = spots[best]
        label.setAnchor(anchor)
        label.setPos(vb.mapToView(corner))
        return rect

    # ------------------------------------------------------------------ pointer
    def _target_at(self, scene_pos: QPointF) -> tuple[ChartTarget, int] | None:
        """The target under ``scene_pos`` (scene coordinates) and its nearest vertex."""
        best: tuple[ChartTarget, int] | None = None
        best_distance = HIT_RADIUS
        for target in self.targets:
            vb = target.plot.vb
            if target.rect is not None:
                if target.rect.contains(vb.mapSceneToView(scene_pos)):
                    return target, 0
                continue
            scene_points = [vb.mapViewToScene(QPointF(x, y)) for x, y in target.points]
            distances = [
                math.hypot(p.x() - scene_pos.x(), p.y() - scene_pos.y()) for p in scene_points
            ]
            nearest = min(range(len(distances)), key=distances.__getitem__)
            distance = distances[nearest]
            if target.line:
                distance = min(
                    [distance]
                    + [_segment_distance(scene_pos, a, b) for a, b in pairwise(scene_points)]
                )
            # Points win over a line at the same distance: they are drawn above it.
            if distance < best_distance or (distance == best_distance and not target.line):
                best, best_distance = (target, nearest), distance
        return best

    def item_at(self, scene_pos: QPointF) -> str | None:
        """The key (candidate key or GPU name) of what a click at ``scene_pos`` (scene
        coordinates) would select; None for nothing there."""
        found = self._target_at(scene_pos)
        return found[0].key or None if found is not None else None

    def tooltip_at(self, scene_pos: QPointF) -> str:
        """The tooltip at ``scene_pos`` (scene coordinates); "" for nothing there."""
        found = self._target_at(scene_pos)
        if found is None:
            return ""
        target, vertex = found
        return target.tips[min(vertex, len(target.tips) - 1)]

    def click_at(
        self,
        scene_pos: QPointF,
        button: Qt.MouseButton = Qt.MouseButton.LeftButton,
        screen_pos: QPoint | None = None,
    ) -> str | None:
        """Handle a click at ``scene_pos``: a left click reports what is there
        (:meth:`_report_click`), a right click on a build emits :attr:`candidate_context` at
        ``screen_pos`` (the cursor's when None). Returns the key clicked, or None."""
        key = self.item_at(scene_pos)
        if key is None:
            return None
        if button == Qt.MouseButton.LeftButton:
            self._report_click(key)
        elif button == Qt.MouseButton.RightButton and self._is_candidate(key):
            self.candidate_context.emit(
                key, screen_pos if screen_pos is not None else QCursor.pos()
            )
        return key

    def _is_candidate(self, key: str) -> bool:
        return True

    def _report_click(self, key: str) -> None:
        self.candidate_clicked.emit(key)

    def _on_mouse_moved(self, scene_pos: QPointF) -> None:
        """Show the tooltip of what is hovered; a pointing hand over what a click selects."""
        text = self.tooltip_at(scene_pos)
        viewport = self.plot_widget.viewport()
        if self.item_at(scene_pos) is not None:
            viewport.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            viewport.unsetCursor()
        if text == self.plot.toolTip():
            return
        # On the plot item: the scene answers tooltip events with its items' tooltips.
        self.plot.setToolTip(text)
        if not text:
            QToolTip.hideText()
        elif QToolTip.isVisible():  # follow the mouse from item to item without a new delay
            point = self.plot_widget.mapFromScene(QPointF(scene_pos))
            QToolTip.showText(viewport.mapToGlobal(point), text, viewport)

    def _on_mouse_clicked(self, event) -> None:
        """``event``: pyqtgraph's ``MouseClickEvent``; a double click's second click is
        ignored (the first one acted)."""
        if event.double():
            return
        self.click_at(event.scenePos(), event.button(), event.screenPos().toPoint())


# ----------------------------------------------------------------------------- price / performance


class PricePerformanceChart(BuildChart):
    """Every build on show placed by price (x, CNY, on a log scale: the seed's prices span
    ¥25k to ¥1M, and most builds are below ¥200k) and throughput for the workload (y: its
    GPUs' scores after multi-GPU scaling, :data:`SCALE_TEXT`), with the Pareto front of the
    builds that pass the inputs (the ones nothing within the inputs beats on both), the budget
    and the selected build ringed.

    The price axis spans the builds placed. A budget near them is a dashed line (the axis
    widened to it); one further out than :data:`FAR_BUDGET` allows ("Budget ¥1", "Budget
    ¥1,000,000,000,000") is named at the plot's edge and said in the note: "below every build"
    / "above every build". SKUs are circles, custom builds squares, the changed build a
    diamond; builds that do not pass the inputs are muted. Builds that cannot be placed
    (price to be set, no score) are named in the note under the plot. The legend in the
    title lists only what is drawn.

    Attributes:
        points: the builds placed (:func:`rigwright.core.compare.chart_data.price_points`), in the order given.
        front: the Pareto front (:func:`rigwright.core.compare.chart_data.pareto_front`) of the points that
            pass the inputs, cheapest first; empty when none does.
        left_out: ``[(candidate, reason), ...]`` not placed.
        recommended: the keys drawn in the accent colour (they pass the inputs).
        budget_cny: the budget, or None.
        budget_side: "below" / "above" when the budget is too far from every build to be
            drawn as a line (said instead), else "".
        budget_label: the text naming the budget (by its line, or at the plot's edge), or
            None.
        selected_key: the ringed build's key, or None.
        empty_reason: what the chart says when no build is given at all.
    """

    def __init__(self, parent: QWidget | None = None, *, follow_theme: bool = True) -> None:
        super().__init__(parent, follow_theme=follow_theme, bottom_axis=LogCnyAxisItem("bottom"))
        self.points: list[PricePoint] = []
        self.front: list[PricePoint] = []
        self.left_out: list[tuple[Candidate, Text]] = []
        self.recommended: frozenset[str] = frozenset()
        self.budget_cny: Decimal | None = None
        self.budget_side = ""
        self.selected_key: str | None = None
        self.title = ""
        self.empty_reason = ""
        self.scatter: ExportScatterItem | None = None
        self.front_item: ExportCurveItem | None = None
        self.budget_line: pg.InfiniteLine | None = None
        self.budget_label: pg.TextItem | None = None
        self.ring = ExportScatterItem()
        self.ring_label = self._text("", anchor=(0, 1), bold=True)

    def refresh(
        self,
        candidates: Iterable[Candidate],
        gpu_scores: Mapping[str, float],
        per_doubling: float,
        recommended_keys: Iterable[str] = (),
        budget_cny: int | Decimal | None = None,
        selected_key: str | None = None,
        title: str = "",
        empty_reason: str = "",
    ) -> None:
        """Draw ``candidates``.

        Args:
            candidates: the builds on show (``AppState.candidates()``).
            gpu_scores: GPU name -> score for the workload (0-100; ``AppState.gpu_scores``).
            per_doubling: the workload's ``scaling_per_doubling``.
            recommended_keys: keys of the builds that pass the inputs (others are muted and
                left out of the front).
            budget_cny: the budget, CNY; None draws no budget.
            selected_key: the key of the build to ring; None for none.
            title: what the chart is for (the workload's name).
            empty_reason: what to say when ``candidates`` is empty ("This catalog has no
                workstations with prices"); "No build to place" if "".
        """
        self.points, self.left_out = price_points_text(candidates, gpu_scores, per_doubling)
        self.recommended = frozenset(recommended_keys)
        self.front = pareto_front([p for p in self.points if p.candidate.key in self.recommended])
        self.budget_cny = Decimal(budget_cny) if budget_cny is not None else None
        self.selected_key = selected_key
        self.title = title
        self.empty_reason = empty_reason
        self._redraw()

    def point_of(self, key: str) -> PricePoint | None:
        """The placed build ``key``, or None."""
        return next((p for p in self.points if p.candidate.key == key), None)

    @staticmethod
    def view_pos(point: PricePoint) -> QPointF:
        """Where ``point`` is in the plot's view coordinates (x: :func:`log_price`)."""
        return QPointF(log_price(point.price_cny), point.throughput)

    def set_selected(self, key: str | None) -> None:
        """Ring the build ``key`` (None: none) without redrawing the rest."""
        self.selected_key = key
        if self._drawn:
            self._draw_ring()

    def _tip(self, point: PricePoint, on_front: bool) -> str:
        c = point.candidate
        lines = [
            label_of(c),
            price_line(c),
            self.tr("Throughput {value:.1f}: its GPUs' scores after multi-GPU scaling").format(
                value=point.throughput
            ),
            self.tr("({scale})").format(scale=i18n.tr_text(SCALE_TEXT)),
        ]
        if on_front:
            lines.append(
                self.tr("Best for the money: no build within the inputs is cheaper and faster")
            )
        if c.key not in self.recommended:
            lines.append(self.tr("Does not pass the inputs (muted)"))
        lines.append(self.tr("Click to select · right-click to compare"))
        return "\n".join(lines)

    def _budget_words(self) -> str:
        return self.tr("Budget {price}").format(price=money(self.budget_cny))

    def _draw(self) -> None:
        plot, colors = self.plot, self.colors
        plot.clear()
        self.scatter = self.front_item = self.budget_line = self.budget_label = None
        self.budget_side = ""
        notes = []
        if self.left_out:
            notes.append(
                self.tr("Not placed: {items}").format(
                    items=self.tr("; ").join(
                        self.tr("{build} ({reason})").format(
                            build=short_label(c), reason=i18n.tr_text(reason)
                        )
                        for c, reason in self.left_out
                    )
                )
            )
        if not self.points:
            self._show_empty(
                plot,
                self.tr("No build can be placed")
                if self.left_out
                else self.empty_reason or self.tr("No build to place"),
            )
            self._draw_title()
            self.note.set_note(_join_notes(notes), colors)
            return
        self._style_axes(plot, i18n.tr_text(THROUGHPUT_AXIS), self.tr("Price (CNY, log scale)"))
        plot.showGrid(x=True, y=True, alpha=0.2)
        front_keys = {p.candidate.key for p in self.front}
        if len(self.front) > 1:
            xs, ys = [], []
            for a, b in pairwise(self.front):  # best throughput for the money
                xs += [log_price(a.price_cny), log_price(b.price_cny)]
                ys += [a.throughput, a.throughput]
            xs.append(log_price(self.front[-1].price_cny))
            ys.append(self.front[-1].throughput)
            front_color = QColor(colors.accent)
            front_color.setAlphaF(0.7)
            self.front_item = ExportCurveItem(xs, ys, pen=pg.mkPen(front_color, width=1.5))
            plot.addItem(self.front_item)
        muted = QColor(colors.other)
        outline = pg.mkPen(colors.background, width=1)
        spots = []
        # Muted builds first: the ones that pass the inputs are drawn over them.
        for point in sorted(self.points, key=lambda p: p.candidate.key in self.recommended):
            c = point.candidate
            brush = colors.accent if c.key in self.recommended else muted
            spots.append(
                {
                    "pos": (log_price(point.price_cny), point.throughput),
                    "symbol": KIND_SYMBOLS.get(c.kind, "o"),
                    "size": 12 if c.kind == CHANGED else 9,
                    "brush": pg.mkBrush(brush),
                    "pen": outline,
                    "data": c.key,
                }
            )
            self.targets.append(
                ChartTarget(
                    c.key,
                    plot,
                    ((log_price(point.price_cny), point.throughput),),
                    (self._tip(point, c.key in front_keys),),
                )
            )
        self.scatter = ExportScatterItem(spots=spots)
        plot.addItem(self.scatter)
        prices = [log_price(p.price_cny) for p in self.points]
        low, high = min(prices), max(prices)
        if high - low < MIN_DECADES:
            middle = (low + high) / 2
            low, high = middle - MIN_DECADES / 2, middle + MIN_DECADES / 2
        far = []
        if self.budget_cny is not None and self.budget_cny > 0:
            budget = log_price(self.budget_cny)
            wide = (min(low, budget), max(high, budget))
            if wide[1] - wide[0] <= FAR_BUDGET * (high - low):
                low, high = wide
                self.budget_line = ExportInfiniteLine(
                    budget,
                    angle=90,
                    pen=pg.mkPen(colors.text, width=1.2, style=Qt.PenStyle.DashLine),
                )
                plot.addItem(self.budget_line)
                self.budget_label = self._text(self._budget_words())
            else:
                self.budget_side = "below" if budget < low else "above"
                words = (
                    self.tr("{budget}: below every build")
                    if self.budget_side == "below"
                    else self.tr("{budget}: above every build")
                )
                far.append(words.format(budget=self._budget_words()))
                self.budget_label = self._text(
                    ("◀ " if self.budget_side == "below" else "")
                    + self._budget_words()
                    + (" ▶" if self.budget_side == "above" else "")
                )
            plot.addItem(self.budget_label)
        if not self.front:
            far.append(self.tr("No build passes the inputs: no best-for-the-money line"))
        plot.addItem(self.ring)
        plot.addItem(self.ring_label)
        top = max((p.throughput for p in self.points), default=0.0) or 100.0
        # Room above the highest point for the budget's label.
        self._fit_view(
            plot,
            (low, high),
            (0.0, top),
            (EDGE_PAD, EDGE_PAD, EDGE_PAD, EDGE_PAD + PIXEL_SIZE * 1.5),
        )
        self._draw_ring()
        self._draw_title()
        notes = far + notes
        if all(p.candidate.illustrative for p in self.points):
            notes.append(
                self.tr("All prices {mark}, not quotes").format(mark=i18n.tr_text(ILLUSTRATIVE))
            )
        elif any(p.candidate.illustrative for p in self.points):
            notes.append(
                self.tr("Some prices {mark}: hover a point").format(mark=i18n.tr_text(ILLUSTRATIVE))
            )
        self.note.set_note(_join_notes(notes, i18n.tr_text(SCALE_TEXT)), colors)

    def _draw_title(self) -> None:
        colors = self.colors
        title = html.escape(self.title or self.tr("Price vs throughput"))
        parts = []
        for kind, mark, name in KIND_MARKS:
            keys = [p.candidate.key for p in self.points if p.candidate.kind == kind]
            if keys:
                color = colors.accent if any(k in self.recommended for k in keys) else colors.other
                parts.append(f"{_span(mark, color)} {html.escape(i18n.tr_text(name))}")
        if self.front_item is not None:
            words = html.escape(self.tr("best for the money"))
            parts.append(f"{_span('━', colors.accent)} {words}")
        if any(p.candidate.key not in self.recommended for p in self.points):
            words = html.escape(self.tr("outside the inputs"))
            parts.append(f"{_span('●', colors.other)} {words}")
        legend = "&nbsp;&nbsp;".join(parts)
        self._set_title(self.plot, f"{title}&nbsp;&nbsp;&nbsp;{legend}" if legend else title)

    def _place_labels(self) -> None:
        """The budget's label beside its line at the top (or at the plot's edge when the
        budget is far off), and the ring's label, each where it stays inside the plot and
        covers the fewest points."""
        if not self.points:
            return
        avoid = [(log_price(p.price_cny), p.throughput) for p in self.points]
        (left, right), (bottom, top) = self.plot.vb.viewRange()
        label = self.budget_label
        taken = []
        if label is not None and self.budget_line is not None:
            x = self.budget_line.value()
            options = [((x, top), "below right"), ((x, top), "below left")]
            if x > (left + right) / 2:
                options.reverse()
            taken.append(self._place_label(self.plot, label, options, avoid, offset=3.0))
        elif label is not None:
            # Cheap builds are slow and dear ones fast: the top left and the bottom right
            # corners are the empty ones.
            options = (
                [((left, top), "below right"), ((left, bottom), "above right")]
                if self.budget_side == "below"
                else [((right, bottom), "above left"), ((right, top), "below left")]
            )
            taken.append(self._place_label(self.plot, label, options, avoid, 3.0))
        self._place_ring_label(taken)

    def _draw_ring(self) -> None:
        point = self.point_of(self.selected_key) if self.selected_key else None
        if point is None:
            self.ring.setData([])
            self.ring_label.setText("")
            self._place_labels()
            return
        xy = (log_price(point.price_cny), point.throughput)
        self.ring.setData(
            [
                {
                    "pos": xy,
                    "symbol": "o",
                    "size": RING_SIZE,
                    "brush": None,
                    "pen": pg.mkPen(self.colors.text, width=2),
                }
            ]
        )
        back = QColor(self.colors.background)
        back.setAlphaF(0.8)
        self.ring_label.fill = pg.mkBrush(back)
        self.ring_label.setText("◎ " + short_label(point.candidate), color=self.colors.text)
        self.ring_label.setFont(pixel_font(PIXEL_SIZE, bold=True))
        self._place_labels()

    def _place_ring_label(self, taken: Sequence[QRectF] = ()) -> None:
        point = self.point_of(self.selected_key) if self.selected_key else None
        if point is None:
            return
        xy = (log_price(point.price_cny), point.throughput)
        avoid = [(log_price(p.price_cny), p.throughput) for p in self.points if p is not point]
        x_range = self.plot.vb.viewRange()[0]
        right = xy[0] > x_range[0] + (x_range[1] - x_range[0]) * 0.66
        order = (
            ["above left", "above right", "below left", "below right"]
            if right
            else ["above right", "above left", "below right", "below left"]
        )
        self._place_label(
            self.plot, self.ring_label, [(xy, place) for place in order], avoid, avoid_rects=taken
        )


# ----------------------------------------------------------------------------- scaling


@dataclass(frozen=True, slots=True)
class ScalingMark:
    """The selected build on the scaling chart.

    Attributes:
        label: its name ("SKU 1.7").
        gpu_count: its GPUs (x).
        throughput: its throughput for the workload (y, :func:`rigwright.core.compare.chart_data.throughput`);
            None when unknown (then it is not marked).
        gpu: its GPU model with the most cards (the linear ideal is drawn for it).
    """

    label: str
    gpu_count: int
    throughput: float | None
    gpu: str | None = None


class ScalingChart(BuildChart):
    """Expected throughput against the GPU count (1 to :data:`MAX_SCALING_GPUS`) for a few
    GPUs, with the linear ideal dashed and the assumption stated on the chart.

    The legend scales with the chart in an export (pyqtgraph draws legends at a fixed size in
    device pixels) and is only read: a click on it hides nothing.

    Signals:
        gpu_clicked(str): a GPU's line or point was clicked (its name).

    Attributes:
        curves: GPU name -> ``[(GPU count, throughput), ...]``
            (:func:`rigwright.core.compare.chart_data.scaling_curve`), in the order given.
        ideal: the linear ideal's ``[(count, throughput), ...]`` and its GPU, or ([], None).
        mark: the selected build's :class:`ScalingMark`, or None.
        assumption: the assumption text (the chart's title).
        legend: the legend (a ``pyqtgraph.LegendItem``) of the lines drawn.
    """

    gpu_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None, *, follow_theme: bool = True) -> None:
        super().__init__(parent, follow_theme=follow_theme)
        self.curves: dict[str, list[tuple[int, float]]] = {}
        self.ideal: tuple[list[tuple[int, float]], str | None] = ([], None)
        self.mark: ScalingMark | None = None
        self.mark_label: pg.TextItem | None = None  # the selected build's name by its ring
        self.assumption = ""
        self.selected_gpu: str | None = None
        self.per_doubling = 1.0
        self.max_gpus = MAX_SCALING_GPUS
        self.legend = self.plot.addLegend(
            offset=(8, 4), labelTextSize=f"{NOTE_PIXEL_SIZE}px", verSpacing=-6
        )
        # pyqtgraph's legend ignores the scene's scale (an export's); and a click on it
        # would hide a line.
        self.legend.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, False)
        self.legend.setEnabled(False)
        self._legend_samples: list[pg.PlotDataItem] = []  # what the legend draws its keys from
        self.unscored: list[str] = []
        self._inputs: tuple | None = None  # refresh()'s arguments as last drawn

    def refresh(
        self,
        per_doubling: float,
        gpus: Sequence[tuple[str, float]],
        assumption: str,
        mark: ScalingMark | None = None,
        selected_gpu: str | None = None,
        unscored: Sequence[str] = (),
    ) -> None:
        """Draw one line per GPU.

        Args:
            per_doubling: the workload's ``scaling_per_doubling`` (share kept per doubling).
            gpus: ``[(GPU name, its score for the workload 0-100), ...]``, one line each.
            assumption: the assumption the chart states (:func:`~rigwright.core.compare.chart_data.scaling_assumption`).
            mark: the selected build, marked at its GPU count; None for none. A build with more
                GPUs than :data:`MAX_SCALING_GPUS` widens the chart to its count.
            selected_gpu: the GPU drawn bolder (the one whose details are shown).
            unscored: GPUs of interest without a score (named in the note, not drawn).

        The same figures as last drawn (an input the scaling does not depend on changed,
        such as the budget) draw nothing again.
        """
        inputs = (
            per_doubling,
            tuple(gpus),
            assumption,
            mark,
            selected_gpu,
            tuple(unscored),
            self.colors,
        )
        if self._drawn and inputs == self._inputs:
            return
        self._inputs = inputs
        self.per_doubling = per_doubling
        self.mark = mark
        self.mark_label = None
        self.selected_gpu = selected_gpu
        self.assumption = assumption
        self.unscored = list(unscored)
        self.max_gpus = max(MAX_SCALING_GPUS, mark.gpu_count if mark is not None else 0)
        self.curves = {
            name: scaling_curve(per_doubling, self.max_gpus, score) for name, score in gpus
        }
        scores = dict(gpus)
        ideal_gpu = (
            mark.gpu if mark is not None and mark.gpu in scores else next(iter(scores), None)
        )
        self.ideal = (
            (scaling_curve(1.0, self.max_gpus, scores[ideal_gpu]), ideal_gpu)
            if ideal_gpu is not None
            else ([], None)
        )
        self._redraw()

    def forget_drawing(self) -> None:
        """Make the next :meth:`refresh` draw even with the figures last drawn: the window's
        language changed, so the chart's words differ."""
        self._inputs = None

    def _is_candidate(self, key: str) -> bool:
        return False

    def _report_click(self, key: str) -> None:
        self.gpu_clicked.emit(key)

    def _add_line(
        self,
        name: str,
        xs: list[float],
        ys: list[float],
        pen: QPen,
        symbol: str | None = None,
        color: QColor | None = None,
    ) -> None:
        """A line (and its symbols) that keeps its proportions in an export, and its key in
        the legend."""
        self.plot.addItem(ExportCurveItem(xs, ys, pen=pen))
        sample = {"pen": pen}
        if symbol is not None:
            symbols = ExportScatterItem(
                xs, ys, symbol=symbol, size=7, brush=pg.mkBrush(color), pen=pg.mkPen(color)
            )
            self.plot.addItem(symbols)
            sample.update(
                symbol=symbol,
                symbolSize=7,
                symbolBrush=pg.mkBrush(color),
                symbolPen=pg.mkPen(color),
            )
        key = pg.PlotDataItem([0.0], [0.0], **sample)  # never shown: the legend reads it
        self._legend_samples.append(key)
        self.legend.addItem(key, name)

    def _draw(self) -> None:
        plot, colors = self.plot, self.colors
        plot.clear()
        self.legend.clear()
        self._legend_samples = []
        self.mark_label = None
        notes = []
        if self.unscored:
            notes.append(
                self.tr("Not drawn (no score, unknown figures): {names}").format(
                    names=list_text(self.unscored)
                )
            )
        if not self.curves:
            self.legend.hide()
            self._show_empty(plot, self.tr("No GPU to draw"))
            self._set_title(plot, html.escape(self.assumption))
            self.note.set_note(_join_notes(notes), colors)
            return
        self.legend.show()
        self._style_axes(plot, i18n.tr_text(THROUGHPUT_AXIS), self.tr("GPUs in the workstation"))
        plot.showGrid(x=True, y=True, alpha=0.2)
        self.legend.setLabelTextColor(colors.text)
        back = QColor(colors.background)
        back.setAlphaF(0.85)
        self.legend.setBrush(pg.mkBrush(back))
        self.legend.setPen(pg.mkPen(colors.axis))
        series = SERIES[_dark(colors)]
        ideal, ideal_gpu = self.ideal
        if ideal:
            xs, ys = zip(*ideal)
            self._add_line(
                self.tr("linear ({gpu})").format(gpu=ideal_gpu),
                [float(x) for x in xs],
                list(ys),
                pg.mkPen(colors.axis, width=1.5, style=Qt.PenStyle.DashLine),
            )
            self.targets.append(
                ChartTarget(
                    "",
                    plot,
                    tuple((float(n), v) for n, v in ideal),
                    tuple(
                        self.tr("Linear ideal: {n} × {gpu} = {v:.1f}").format(
                            n=n, gpu=ideal_gpu, v=v
                        )
                        for n, v in ideal
                    ),
                    line=True,
                )
            )
        for i, (name, curve) in enumerate(self.curves.items()):
            color = series[i % len(series)]
            width = 3.5 if name == self.selected_gpu else 2.0
            xs, ys = zip(*curve)
            self._add_line(
                name,
                [float(x) for x in xs],
                list(ys),
                pg.mkPen(color, width=width),
                SERIES_SYMBOLS[i % len(SERIES_SYMBOLS)],
                color,
            )
            one = curve[0][1]
            tips = tuple(
                self.tr(
                    "{gpu}, {n} GPU(s): throughput {v:.1f}; {share:.0f} % of "
                    "{n} × one\n({scale})\nClick to show the GPU's details"
                ).format(
                    gpu=name,
                    n=n,
                    v=v,
                    scale=i18n.tr_text(SCALE_TEXT),
                    share=100 * v / (n * one) if one else 0,
                )
                for n, v in curve
            )
            self.targets.append(
                ChartTarget(name, plot, tuple((float(n), v) for n, v in curve), tips, line=True)
            )
        mark = self.mark
        if mark is not None and mark.throughput is not None and mark.gpu_count > 0:
            ring = ExportScatterItem(
                [
                    {
                        "pos": (mark.gpu_count, mark.throughput),
                        "symbol": "o",
                        "size": RING_SIZE,
                        "brush": None,
                        "pen": pg.mkPen(colors.text, width=2),
                    }
                ]
            )
            plot.addItem(ring)
            self.mark_label = self._text("◎ " + mark.label, bold=True)
            plot.addItem(self.mark_label)
            if mark.gpu is not None:
                self.targets.insert(
                    0,
                    ChartTarget(
                        mark.gpu,
                        plot,
                        ((float(mark.gpu_count), mark.throughput),),
                        (
                            self.tr("{label}: {n} GPU(s), throughput {v:.1f}\n({scale})").format(
                                label=mark.label,
                                n=mark.gpu_count,
                                v=mark.throughput,
                                scale=i18n.tr_text(SCALE_TEXT),
                            ),
                        ),
                    ),
                )
        tops = [v for curve in self.curves.values() for _n, v in curve] + [v for _n, v in ideal]
        if mark is not None and mark.throughput is not None:
            tops.append(mark.throughput)
        plot.getAxis("bottom").setTicks([[(n, str(n)) for n in range(1, self.max_gpus + 1)], []])
        self._fit_view(
            plot,
            (1.0, float(self.max_gpus)),
            (0.0, max(tops, default=0.0) or 100.0),
            (EDGE_PAD * 2, EDGE_PAD * 2, EDGE_PAD, EDGE_PAD),
        )
        self._place_labels()
        self._set_title(plot, html.escape(self.assumption))
        if mark is not None and mark.throughput is None:
            notes.append(
                self.tr("{label}: throughput unknown, not marked").format(label=mark.label)
            )
        self.note.set_note(_join_notes(notes, i18n.tr_text(SCALE_TEXT)), colors)

    def _place_labels(self) -> None:
        """The selected build's name beside its ring, inside the plot, off the points: below
        the ring first (the build's own line is usually the lowest there), to its right in
        the chart's left half and to its left in the right half."""
        mark = self.mark
        if self.mark_label is None or mark is None or mark.throughput is None:
            return
        at = (float(mark.gpu_count), mark.throughput)
        avoid = [
            (float(n), v)
            for curve in [*self.curves.values(), self.ideal[0]]
            for n, v in curve
            if (float(n), v) != at
        ]
        right_half = mark.gpu_count > (self.max_gpus + 1) / 2
        order = (
            ["below left", "below right", "above left", "above right"]
            if right_half
            else ["below right", "below left", "above right", "above left"]
        )
        self._place_label(self.plot, self.mark_label, [(at, place) for place in order], avoid)


# ----------------------------------------------------------------------------- cost efficiency

COST_ROWS = 12
"""Bars per panel at most (legible at ~330 px); the selected build is added when further down."""


@dataclass(frozen=True, slots=True)
class CostBar:
    """One bar of a cost-efficiency panel.

    Attributes:
        candidate: the build.
        value: ¥ per unit (tensor TFLOPS or GB), CNY.
        rank: its place among the builds with a figure (1 = cheapest per unit).
    """

    candidate: Candidate
    value: Decimal
    rank: int


def cost_bars(
    rows: Sequence[CostEfficiency], field: str, keep: str | None = None, max_rows: int = COST_ROWS
) -> tuple[list[CostBar], int]:
    """The cheapest-per-unit builds of ``rows`` for ``field`` ("cny_per_tensor_tflops" or
    "cny_per_memory_gb"), best first (ties keep the order given), at most ``max_rows``, plus
    the build ``keep`` when it is further down.

    Returns:
        (bars, how many builds have the figure).
    """
    known = [(r.candidate, getattr(r, field)) for r in rows if getattr(r, field) is not None]
    ranked = sorted(known, key=lambda cv: cv[1])
    bars = [CostBar(c, v, i) for i, (c, v) in enumerate(ranked, start=1)]
    shown = bars[:max_rows]
    if keep is not None and all(b.candidate.key != keep for b in shown):
        shown += [b for b in bars if b.candidate.key == keep]
    return shown, len(bars)


class CostEfficiencyChart(BuildChart):
    """What each build's money buys: ¥ per tensor TFLOPS (left panel, :attr:`plot`) and ¥ per
    GB of GPU memory (right panel, :attr:`memory_plot`), cheapest per unit at the top, the
    selected build accented and marked ◎; figures that are unknown are named in the note.

    With no build to compare the chart is one panel without axes saying why
    (:attr:`empty_reason`); a panel without a figure to draw says so instead of its axes.

    Attributes:
        rows: :func:`rigwright.core.compare.chart_data.cost_efficiency` of the builds given.
        tensor_bars, memory_bars: the bars drawn per panel, top first.
        unknown: ``[(candidate, what is unknown), ...]`` left out of a panel.
        selected_key: the accented build's key, or None.
        empty_reason: what the chart says when no build is given.
    """

    def __init__(self, parent: QWidget | None = None, *, follow_theme: bool = True) -> None:
        super().__init__(parent, follow_theme=follow_theme, bottom_axis=CnyAxisItem("bottom"))
        self.memory_plot = pg.PlotItem(
            axisItems={"left": DirectAxisItem("left"), "bottom": CnyAxisItem("bottom")}
        )
        self._quiet(self.memory_plot)
        layout = self.plot.layout
        layout.addItem(self.memory_plot, 0, 3, 4, 1)
        layout.setColumnStretchFactor(1, 1)
        layout.setColumnStretchFactor(3, 1)
        self.rows: list[CostEfficiency] = []
        self.tensor_bars: list[CostBar] = []
        self.memory_bars: list[CostBar] = []
        self.counts = (0, 0)
        self.unknown: list[tuple[Candidate, str]] = []
        self.selected_key: str | None = None
        self.max_rows = COST_ROWS
        self.empty_reason = ""

    def refresh(
        self,
        candidates: Iterable[Candidate],
        catalog: Catalog,
        selected_key: str | None = None,
        max_rows: int = COST_ROWS,
        empty_reason: str = "",
    ) -> None:
        """Draw the cost efficiency of ``candidates``.

        Args:
            candidates: the builds to compare (e.g. the ones that pass the inputs and the
                selection).
            catalog: supplies the GPUs' tensor TFLOPS and memory.
            selected_key: the build to accent (always shown, whatever its rank).
            max_rows: bars per panel at most.
            empty_reason: what to say when ``candidates`` is empty ("No build passes the
                inputs"); "No build to compare" if "".

        Raises:
            KeyError: a GPU of a build is not in ``catalog``.
        """
        self.rows = cost_efficiency(candidates, catalog)
        self.selected_key = selected_key
        self.max_rows = max_rows
        self.empty_reason = empty_reason
        self.unknown = []
        for r in self.rows:
            missing = []
            if r.candidate.price_cny is None:
                missing.append(self.tr("price to be set"))
            if r.tensor_tflops is None:
                missing.append(self.tr("tensor TFLOPS unknown"))
            if r.memory_gb is None:
                missing.append(self.tr("memory unknown"))
            if missing:
                self.unknown.append((r.candidate, list_text(missing)))
        self._redraw()

    def _panel(
        self,
        plot: pg.PlotItem,
        bars: list[CostBar],
        total: int,
        unit: str,
        title: str,
        mixed_marks: bool,
        empty: str,
    ) -> None:
        colors = self.colors
        plot.clear()
        if not bars:
            self._show_empty(plot, empty)
            self._set_title(plot, html.escape(title))
            return
        n = len(bars)
        ys = [float(n - 1 - i) for i in range(n)]
        fills = [
            colors.accent if b.candidate.key == self.selected_key else colors.other for b in bars
        ]
        item = HBarsItem([float(b.value) for b in bars], ys, fills)
        plot.addItem(item)
        labels = []
        for b in bars:
            mark = "◎ " if b.candidate.key == self.selected_key else ""
            rank = f"#{b.rank} " if b.rank > self.max_rows else ""
            star = " ※" if mixed_marks and b.candidate.illustrative else ""
            labels.append(f"{mark}{rank}{short_label(b.candidate)}  {price_figure(b.value)}{star}")
        self._style_axes(plot)
        left = plot.getAxis("left")
        left.setTicks([list(zip(ys, labels)), []])
        metrics = QFontMetricsF(pixel_font(PIXEL_SIZE))
        left.setWidth(int(max((metrics.horizontalAdvance(t) for t in labels), default=40) + 12))
        top = max((float(b.value) for b in bars), default=1.0) or 1.0
        plot.setXRange(0, top * 1.04, padding=0)
        plot.setYRange(-0.6, max(n, 1) - 0.4, padding=0)
        plot.showGrid(x=True, y=False, alpha=0.25)
        self._set_title(
            plot,
            html.escape(title) + "&nbsp;&nbsp;" + _span(self.tr("lower is better"), colors.accent),
        )
        for b, y in zip(bars, ys):
            c = b.candidate
            self.targets.append(
                ChartTarget(
                    c.key,
                    plot,
                    rect=QRectF(0.0, y - 0.4, max(float(b.value), top * 0.02), 0.8),
                    tips=(
                        "\n".join(
                            [
                                label_of(c),
                                price_line(c),
                                self.tr(
                                    "{value} per {unit} (#{rank} of {total}, lower is better)"
                                ).format(value=money(b.value), unit=unit, rank=b.rank, total=total),
                                self.tr("Click to select · right-click to compare"),
                            ]
                        ),
                    ),
                )
            )

    def _draw(self) -> None:
        self.tensor_bars, tensor_total = cost_bars(
            self.rows, "cny_per_tensor_tflops", self.selected_key, self.max_rows
        )
        self.memory_bars, memory_total = cost_bars(
            self.rows, "cny_per_memory_gb", self.selected_key, self.max_rows
        )
        self.counts = (tensor_total, memory_total)
        priced = [r.candidate for r in self.rows if r.candidate.price_cny is not None]
        stars = [c.illustrative for c in priced]
        mixed = any(stars) and not all(stars)
        if not self.rows:  # one panel saying why, no axes
            self.memory_plot.hide()
            self.memory_plot.setMaximumWidth(0)
            self._panel(
                self.plot,
                [],
                0,
                "",
                self.tr("Cost efficiency"),
                False,
                self.empty_reason or self.tr("No build to compare"),
            )
            self.memory_plot.clear()
            self.note.set_note("", self.colors)
            return
        if not self.memory_plot.isVisible():  # back from an empty chart
            self.memory_plot.setMaximumWidth(1e6)
            self.memory_plot.show()
        self._panel(
            self.plot,
            self.tensor_bars,
            tensor_total,
            self.tr("tensor TFLOPS"),
            self.tr("¥ per tensor TFLOPS"),
            mixed,
            self.tr("No build with a price and tensor TFLOPS"),
        )
        self._panel(
            self.memory_plot,
            self.memory_bars,
            memory_total,
            "GB",
            self.tr("¥ per GB of GPU memory"),
            mixed,
            self.tr("No build with a price and GPU memory"),
        )
        notes = []
        if max(self.counts) > self.max_rows:
            words = (
                self.tr("The {n} cheapest per unit of {total} builds, and the selected build")
                if self.selected_key is not None
                else self.tr("The {n} cheapest per unit of {total} builds")
            )
            notes.append(words.format(n=self.max_rows, total=max(self.counts)))
        if self.unknown:
            notes.append(
                self.tr("Not drawn: {items}").format(
                    items=self.tr("; ").join(
                        self.tr("{build} ({why})").format(build=short_label(c), why=why)
                        for c, why in self.unknown
                    )
                )
            )
        if stars and all(stars):
            notes.append(self.tr("All prices {mark}").format(mark=i18n.tr_text(ILLUSTRATIVE)))
        elif mixed:
            notes.append(self.tr("※ illustrative price"))
        self.note.set_note("  ·  ".join(notes), self.colors)


# ----------------------------------------------------------------------------- power


class PowerDrawChart(BuildChart):
    """The selected build's power draw against its limits, one row each: sustained draw
    against 80 % of the PSU rating (the rating dotted), the transient peak against what the
    PSUs carry for 100 µs, and the wall draw on the busiest circuit against the circuit's
    usable power. A bar over its limit is in the problem colour and says so in words; a
    limit that is not known is said, not drawn. The legend in the title names only the marks
    drawn. Without a build the chart has no axes and says why ("Select a workstation to see
    its power").

    Attributes:
        figures: the :class:`rigwright.core.compare.chart_data.PowerChart` drawn, or None (no build).
        rows: ``[(name, value W or None, limit W or None, status text, over), ...]``, top
            first, as drawn.
    """

    def __init__(self, parent: QWidget | None = None, *, follow_theme: bool = True) -> None:
        super().__init__(parent, follow_theme=follow_theme)
        self.figures: PowerFigures | None = None
        self.label = ""
        self.reason = ""
        self.rows: list[tuple[str, int | None, int | None, str, bool]] = []

    def refresh(self, figures: PowerFigures | None, label: str = "", reason: str = "") -> None:
        """Draw ``figures`` (:func:`rigwright.core.compare.chart_data.power_chart` of the build) for the build
        named ``label``; None draws no axes and says ``reason`` (e.g. "Select a workstation
        to see its power"; that if "")."""
        self.figures, self.label, self.reason = figures, label, reason
        self._redraw()

    def _status(
        self, value: int | None, limit: int | None, limit_text: str, unknown_limit: str
    ) -> tuple[str, bool]:
        if value is None:
            return self.tr("unknown: not drawn"), False
        if limit is None:
            return self.tr("{value} — {why}").format(value=watts(value), why=unknown_limit), False
        if value > limit:
            return "⚠ " + self.tr("{value}: OVER {limit_text} ({limit}) by {over}").format(
                value=watts(value),
                limit_text=limit_text,
                limit=watts(limit),
                over=watts(value - limit),
            ), True
        return "✓ " + self.tr("{value}: within {limit_text} ({limit})").format(
            value=watts(value), limit_text=limit_text, limit=watts(limit)
        ), False

    def _make_rows(self, f: PowerFigures) -> list[tuple[str, int | None, int | None, str, bool]]:
        psu = (
            self.tr("the 80 % sustained limit of {rating} PSUs").format(
                rating=watts(f.psu_rating_w)
            )
            if f.psu_rating_w
            else ""
        )
        sustained = self._status(
            f.sustained_w, f.sustained_limit_w, psu, self.tr("PSU not stated: no limit to check")
        )
        peak = self._status(
            f.peak_w,
            f.peak_limit_w,
            self.tr("the PSUs' 100 µs peak limit"),
            self.tr("PSU not stated: no limit to check")
            if not f.psu_rating_w
            else self.tr("peak limit unknown (ATX version not stated)"),
        )
        if f.circuit_usable_w is None:
            wall = (self.tr("circuit not set: set the site's circuit"), False)
        else:
            wall = self._status(
                f.wall_w,
                f.circuit_usable_w,
                self.tr("{circuit} usable").format(circuit=f.circuit_label),
                self.tr("limit unknown"),
            )
        return [
            (self.tr("Sustained"), f.sustained_w, f.sustained_limit_w, *sustained),
            (self.tr("Peak (100 µs)"), f.peak_w, f.peak_limit_w, *peak),
            (
                self.tr("Wall, busiest circuit"),
                f.wall_w if f.circuit_usable_w else None,
                f.circuit_usable_w,
                *wall,
            ),
        ]

    def _draw(self) -> None:
        plot, colors = self.plot, self.colors
        plot.clear()
        f = self.figures
        if f is None:
            self.rows = []
            self._show_empty(plot, self.reason or self.tr("Select a workstation to see its power"))
            self._set_title(plot, html.escape(self.tr("Power")))
            self.note.set_note("", colors)
            return
        self._style_axes(plot, bottom=self.tr("Power (W)"))
        plot.showGrid(x=True, y=False, alpha=0.25)
        self.rows = self._make_rows(f)
        n = len(self.rows)
        ys = [float(n - 1 - i) for i in range(n)]
        problem = PROBLEM[_dark(colors)]
        values = [r[1] for r in self.rows if r[1] is not None]
        limits = [r[2] for r in self.rows if r[2] is not None]
        if f is not None and f.psu_rating_w:
            limits.append(f.psu_rating_w)
        top = (max(values + limits, default=0) or 1000) * 1.08
        bars_v, bars_y, fills = [], [], []
        for (name, value, limit, status, over), y in zip(self.rows, ys):
            bar_y = y - 0.14
            if value is not None:
                bars_v.append(float(value))
                bars_y.append(bar_y)
                fills.append(problem if over else colors.accent)
                self.targets.append(
                    ChartTarget(
                        "",
                        plot,
                        rect=QRectF(0.0, bar_y - 0.22, float(value), 0.44),
                        tips=(self.tr("{name}: {status}").format(name=name, status=status),),
                    )
                )
            text = self._text(status, problem if over else colors.text, anchor=(0, 0.5), bold=over)
            text.setPos(top * 0.005, y + 0.27)
            plot.addItem(text)
            if limit is not None:
                marker = ExportCurveItem(
                    [limit, limit], [bar_y - 0.3, bar_y + 0.3], pen=pg.mkPen(colors.text, width=2.5)
                )
                marker.setZValue(5)  # over the bar that crosses it
                plot.addItem(marker)
        if f.psu_rating_w and n:
            rating_y = ys[0] - 0.14
            rating = ExportCurveItem(
                [f.psu_rating_w, f.psu_rating_w],
                [rating_y - 0.3, rating_y + 0.3],
                pen=pg.mkPen(colors.text, width=1.5, style=Qt.PenStyle.DotLine),
            )
            rating.setZValue(5)
            plot.addItem(rating)
        if bars_v:
            plot.addItem(HBarsItem(bars_v, bars_y, fills, thickness=0.44))
        left = plot.getAxis("left")
        left.setTicks([[(y - 0.14, r[0]) for r, y in zip(self.rows, ys)], []])
        metrics = QFontMetricsF(pixel_font(PIXEL_SIZE))
        left.setWidth(
            int(max((metrics.horizontalAdvance(r[0]) for r in self.rows), default=40) + 12)
        )
        plot.setXRange(0, top, padding=0)
        plot.setYRange(-0.6, max(n, 1) - 0.4, padding=0)
        site = (
            self.tr("site {circuit}").format(circuit=f.circuit_label)
            if f.circuit_label
            else self.tr("site circuit not set")
        )
        legend = []  # only the marks drawn
        if any(r[2] is not None for r in self.rows):
            legend.append("┃ " + html.escape(self.tr("limit")))
        if f.psu_rating_w and n:
            legend.append("┆ " + html.escape(self.tr("PSU rating")))
        if any(r[4] and r[1] is not None for r in self.rows):
            legend.append(_span("■", problem) + " " + html.escape(self.tr("over")))
        self._set_title(
            plot,
            html.escape(self.tr("Power — {build} · {site}").format(build=self.label, site=site))
            + "".join(f"&nbsp;&nbsp;{part}" for part in legend),
        )
        self.note.set_note(
            self.tr(
                "Sustained: GPU board power + CPU + platform; peak: the "
                "GPUs' transients the PSUs must carry for 100 µs (ATX 3.x: "
                "2× rating)."
            ),
            colors,
        )


__all__ = [
    "COMPACT_FROM",
    "SCALE_TEXT",
    "THROUGHPUT_AXIS",
    "BuildChart",
    "ChartNote",
    "ChartTarget",
    "CnyAxisItem",
    "CostBar",
    "CostEfficiencyChart",
    "ExportCurveItem",
    "ExportInfiniteLine",
    "ExportScatterItem",
    "LogCnyAxisItem",
    "PowerDrawChart",
    "PricePerformanceChart",
    "ScalingChart",
    "ScalingMark",
    "cny_tick",
    "cost_bars",
    "export_scale",
    "label_of",
    "list_text",
    "log_price",
    "money",
    "price_figure",
    "price_line",
    "price_tick",
    "short_label",
    "watts",
]
