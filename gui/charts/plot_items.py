"""pyqtgraph items the charts draw with: an axis painted directly (exports) and horizontal bars."""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from rigwright.gui.charts.chart_theme import LIGHT_SELECTION, TEXT


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

    def drawPicture(self, p: QPainter, axisSpec, tickSpecs, textSpecs) -> None:  # noqa: N803 - pyqtgraph's names
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
        self.rects = [
            QRectF(0.0, y - thickness / 2, v, thickness) for v, y in zip(values, rows, strict=False)
        ]
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
        for rect, color in zip(self.rects, self.colors, strict=False):
            p.fillRect(rect, color)
        rings = [r for r, ring in zip(self.rects, self.outlined, strict=False) if ring]
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
