"""The build charts' pyqtgraph items: price axes, items that keep their size in an export,
hover targets and the in-plot note.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import pairwise

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from rigwright.gui.charts.chart_labels import (
    COMPACT_FROM,
    NOTE_PIXEL_SIZE,
    PIXEL_SIZE,
    colored_span,
    cut_note,
    price_tick,
)
from rigwright.gui.charts.gpu_metric import (
    ChartColors,
    DirectAxisItem,
)
from rigwright.gui.widgets.fonts import pixel_font


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

    def tickValues(self, minVal, maxVal, size):  # noqa: N803 - pyqtgraph's own argument names
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
                for (a, wa), (b, wb) in pairwise(zip(ticks, widths, strict=False))
            ):
                break
        return [(1.0, ticks)]

    def tickStrings(self, values, scale, spacing):
        return [price_tick(round(10.0**v)) for v in values]


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


def segment_distance(p: QPointF, a: QPointF, b: QPointF) -> float:
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
        self.setText(colored_span(cut_note(text), colors.text), size=f"{NOTE_PIXEL_SIZE}px")
        self.setToolTip(text)
