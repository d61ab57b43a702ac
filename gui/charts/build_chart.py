"""The base of the build charts: the plot, its note and legend, hovers and clicks on builds
(see docs/build-charts.md).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from itertools import pairwise

import pyqtgraph as pg
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QFontMetricsF
from PySide6.QtWidgets import QToolTip, QVBoxLayout, QWidget

from rigwright.gui.charts.chart_items import ChartNote, ChartTarget, segment_distance
from rigwright.gui.charts.chart_labels import EDGE_PAD, HIT_RADIUS, PIXEL_SIZE, RING_SIZE
from rigwright.gui.charts.gpu_metric import (
    ChartColors,
    DirectAxisItem,
    ThemedChart,
)
from rigwright.gui.widgets.fonts import pixel_font, register_fonts


class BuildChart(ThemedChart, QWidget):
    """The base of the build charts: a themed pyqtgraph plot with hover tooltips, clicks on
    what it draws, and a note under the plot.

    Signals:
        candidate_clicked(str): a build (its candidate key) was clicked.
        candidate_context(str, QPoint): a build was right-clicked at the global position.

    Attributes:
        plot_widget: the pyqtgraph ``PlotWidget`` (axes are :class:`DirectAxisItem` s).
        note: the small print under the plot (:class:`ChartNote`).
        colors: the colours drawn in (:func:`rigwright.gui.charts.gpu_metric.chart_colors` of the
            palette).
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
                    + [segment_distance(scene_pos, a, b) for a, b in pairwise(scene_points)]
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
