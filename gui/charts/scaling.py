"""The multi-GPU scaling chart: throughput against the number of GPUs."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QWidget

from rigwright.core.compare.chart_data import (
    MAX_SCALING_GPUS,
    scaling_curve,
)
from rigwright.gui.charts.build_chart import BuildChart
from rigwright.gui.charts.chart_items import ChartTarget, ExportCurveItem, ExportScatterItem
from rigwright.gui.charts.chart_labels import (
    EDGE_PAD,
    NOTE_PIXEL_SIZE,
    RING_SIZE,
    SCALE_TEXT,
    SERIES,
    SERIES_SYMBOLS,
    THROUGHPUT_AXIS,
    dark_colors,
    join_notes,
    list_text,
)
from rigwright.gui.widgets import i18n


@dataclass(frozen=True, slots=True)
class ScalingMark:
    """The selected build on the scaling chart.

    Attributes:
        label: its name ("SKU 1.7").
        gpu_count: its GPUs (x).
        throughput: its throughput for the workload (y,
            :func:`rigwright.core.compare.chart_data.throughput`); None when unknown (then it is not
            marked).
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
            assumption: the assumption the chart states
                (:func:`~rigwright.core.compare.chart_data.scaling_assumption`).
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
            self.note.set_note(join_notes(notes), colors)
            return
        self.legend.show()
        self._style_axes(plot, i18n.tr_text(THROUGHPUT_AXIS), self.tr("GPUs in the workstation"))
        plot.showGrid(x=True, y=True, alpha=0.2)
        self.legend.setLabelTextColor(colors.text)
        back = QColor(colors.background)
        back.setAlphaF(0.85)
        self.legend.setBrush(pg.mkBrush(back))
        self.legend.setPen(pg.mkPen(colors.axis))
        series = SERIES[dark_colors(colors)]
        ideal, ideal_gpu = self.ideal
        if ideal:
            xs, ys = zip(*ideal, strict=False)
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
            xs, ys = zip(*curve, strict=False)
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
        self.note.set_note(join_notes(notes, i18n.tr_text(SCALE_TEXT)), colors)

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
