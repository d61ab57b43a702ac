"""Exports of any pyqtgraph chart widget: vector painting onto a ``QPainter`` (the quote PDF), PNG
and SVG files written atomically.
More in docs/window.md (`rigwright.gui.charts.export`).
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable, Iterator
from html import unescape
from pathlib import Path
from typing import Protocol

import pyqtgraph as pg
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsWidget

from rigwright.core.io.files import TargetError, write_atomically
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.widgets.i18n import tr_text

_DESCRIPTION = QT_TRANSLATE_NOOP("chart_export", "Chart exported from Rigwright")
SVG_DESCRIPTION = str(_DESCRIPTION)
"""The SVG's ``<desc>`` when the caller gives none (in English; a file is written with it
in the window's language)."""


class Chart(Protocol):
    """What an export needs of a chart widget."""

    plot_widget: pg.PlotWidget


Undo = Callable[[], None]
"""What ``prepare_export()`` may return: called after painting to undo it."""


class ChartExportError(Exception):
    """A chart could not be written to a file.

    Attributes:
        path: the file that was to be written.
        reason: why it failed, in words for the user ("the folder … does not exist"): a
            :class:`rigwright.core.text.i18n.Text` (shown through
            ``rigwright.gui.widgets.i18n.tr_text``) or a plain string; the exception's own message
            is in English.
    """

    def __init__(self, path: str | os.PathLike[str], reason: str | Text) -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"Cannot export the chart to {self.path}: {reason}")


def _activate_layouts(view: pg.GraphicsView) -> None:
    """Lay out every graphics widget of ``view``'s scene now, parents first.

    ``QGraphicsWidget.layout`` is called unbound: ``PlotItem`` shadows it with an attribute.
    """
    central = view.centralWidget
    widgets = [central] if isinstance(central, QGraphicsWidget) else []
    widgets += [
        item
        for item in view.scene().items()
        if isinstance(item, QGraphicsWidget) and item is not central
    ]
    for widget in widgets:
        layout = QGraphicsWidget.layout(widget)
        if layout is not None:
            layout.activate()


@contextlib.contextmanager
def _laid_out(chart: Chart, width: int, height: int) -> Iterator[pg.GraphicsView]:
    """Lay ``chart``'s plot out at ``width`` × ``height`` px for the duration; then restore
    the view's size and range (a chart on screen is left as it was)."""
    view = chart.plot_widget
    old_size, old_range, old_auto = view.size(), QRectF(view.range), view.autoPixelRange
    prepare = getattr(chart, "prepare_export", None)
    undo = prepare() if callable(prepare) else None
    try:
        view.resize(width, height)
        # GraphicsView.setRange sizes the central item; PlotWidget.setRange would set the data
        # ranges. disableAutoPixel=False keeps a shown view following its widget's size.
        pg.GraphicsView.setRange(
            view, QRectF(0, 0, width, height), padding=0, disableAutoPixel=False
        )
        _activate_layouts(view)
        # ViewBoxes update their transforms (and auto ranges) on the scene's prepare-for-paint
        # signal, which only a view's paint event sends; pyqtgraph's exporters do the same.
        view.scene().prepareForPaint()
        yield view
    finally:
        if callable(undo):
            undo()
        view.resize(old_size)
        pg.GraphicsView.setRange(view, old_range, padding=0, disableAutoPixel=False)
        view.autoPixelRange = old_auto
        _activate_layouts(view)
        view.scene().prepareForPaint()


def render_chart(chart: Chart, painter: QPainter, target: QRectF, logical_width: int = 460) -> None:
    """Paint ``chart`` into ``target`` on ``painter``, as vectors on a vector device
    (``QPdfWriter``, ``QSvgGenerator``).

    The plot is laid out ``logical_width`` px wide with ``target``'s aspect, then its scene is
    scaled into ``target`` (aspect kept), so fonts keep their size relative to the plot: a
    smaller ``logical_width`` makes the text larger on the page. The chart's background (the
    view's background brush, which the scene does not paint) is painted first. Afterwards the
    widget has its previous size and range again. No events are processed.

    Args:
        chart: a widget with ``plot_widget`` (and optionally ``prepare_export()``).
        painter: an active painter; ``target`` is in its coordinates.
        target: where the chart goes.
        logical_width: the layout width, px (≥ 1).
    """
    width = max(1, int(logical_width))
    height = max(1, round(width * target.height() / max(target.width(), 1.0)))
    with _laid_out(chart, width, height) as view:
        source = view.sceneRect()
        painter.save()
        try:
            brush = view.backgroundBrush()
            if brush.style() != Qt.BrushStyle.NoBrush:
                size = source.size().scaled(target.size(), Qt.AspectRatioMode.KeepAspectRatio)
                area = QRectF(target.topLeft(), QSizeF(size))
                area.moveCenter(target.center())
                painter.fillRect(area, brush)
            # Export mode, as pyqtgraph's exporters set it: scatter symbols are drawn as
            # shapes, not pasted in from their cached bitmap atlas (a blurred picture in a PDF
            # or an SVG, and in a PNG larger than the screen).
            items = view.scene().items()
            for item in items:
                if hasattr(item, "setExportMode"):
                    item.setExportMode(True, {"antialias": True})
            try:
                view.scene().render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
            finally:
                for item in items:
                    if hasattr(item, "setExportMode"):
                        item.setExportMode(False)
        finally:
            painter.restore()


def _write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` at ``path`` all at once (:func:`rigwright.core.io.files.write_atomically`: a
    folder, a device, a read-only file are refused; a link is followed; the mode is kept).

    Raises:
        ChartExportError: the target is refused or writing fails; the old file is kept.
    """
    try:
        write_atomically(path, data)
    except TargetError as exc:
        raise ChartExportError(path, exc.reason) from exc


def _check_size(path: str | os.PathLike[str], width_px: int, height_px: int) -> None:
    if width_px < 1 or height_px < 1:
        raise ChartExportError(
            path,
            QT_TRANSLATE_NOOP("chart_export", "the size {width} × {height} px is empty").format(
                width=width_px, height=height_px
            ),
        )


def export_png(
    chart: Chart,
    path: str | os.PathLike[str],
    width_px: int = 1600,
    height_px: int = 1000,
    logical_width: int = 800,
) -> None:
    """Write ``chart`` as a PNG image ``width_px`` × ``height_px`` on white.

    Args:
        chart: a widget with ``plot_widget`` (see :func:`render_chart`).
        path: the file to write; replaced atomically when it exists.
        width_px, height_px: the image size, px.
        logical_width: the width the plot is laid out at, px (see :func:`render_chart`).

    Raises:
        ChartExportError: the size is empty, the folder is missing or not writable, or the
            image cannot be encoded or written. Nothing is left behind.
    """
    _check_size(path, width_px, height_px)
    image = QImage(width_px, height_px, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        render_chart(chart, painter, QRectF(0, 0, width_px, height_px), logical_width)
    finally:
        painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    ok = image.save(buffer, "PNG")
    buffer.close()
    if not ok:
        raise ChartExportError(
            path, QT_TRANSLATE_NOOP("chart_export", "the image could not be encoded as PNG")
        )
    _write_atomically(path, bytes(data.data()))


def chart_title(chart: Chart) -> str:
    """The plain text of the chart's plot title ("" when it has none), markup and entities
    removed."""
    try:
        text = chart.plot_widget.getPlotItem().titleLabel.text or ""
    except AttributeError:
        return ""
    text = re.sub(r"<br\s*/?>", " ", text)
    return " ".join(unescape(re.sub(r"<[^>]+>", "", text)).split())


def export_svg(
    chart: Chart,
    path: str | os.PathLike[str],
    width_px: int = 1600,
    height_px: int = 1000,
    logical_width: int = 800,
    *,
    title: str | None = None,
    description: str | None = None,
) -> None:
    """Write ``chart`` as an SVG drawing of ``width_px`` × ``height_px`` on white, as vectors
    (text stays text, see ``QSvgGenerator``).

    Args:
        chart: a widget with ``plot_widget`` (see :func:`render_chart`).
        path: the file to write; replaced atomically when it exists.
        width_px, height_px: the drawing's size and view box, px.
        logical_width: the width the plot is laid out at, px (see :func:`render_chart`).
        title: the SVG's ``<title>``; the plot's title (:func:`chart_title`) if None.
        description: the SVG's ``<desc>``; :data:`SVG_DESCRIPTION` (in the window's
            language) if None.

    Raises:
        ChartExportError: the size is empty, the folder is missing or not writable, or the
            drawing cannot be written. Nothing is left behind.
    """
    _check_size(path, width_px, height_px)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(width_px, height_px))
    generator.setViewBox(QRect(0, 0, width_px, height_px))
    generator.setTitle(chart_title(chart) if title is None else title)
    generator.setDescription(tr_text(_DESCRIPTION) if description is None else description)
    painter = QPainter()
    if not painter.begin(generator):
        raise ChartExportError(
            path, QT_TRANSLATE_NOOP("chart_export", "the SVG drawing could not be started")
        )
    try:
        painter.fillRect(QRectF(0, 0, width_px, height_px), QColor("white"))
        render_chart(chart, painter, QRectF(0, 0, width_px, height_px), logical_width)
    finally:
        painter.end()
        buffer.close()
    _write_atomically(path, bytes(data.data()))


__all__ = [
    "SVG_DESCRIPTION",
    "Chart",
    "ChartExportError",
    "Undo",
    "chart_title",
    "export_png",
    "export_svg",
    "render_chart",
]
