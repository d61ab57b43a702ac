"""The power draw chart: the selected build's draw against its limits."""

from __future__ import annotations

import html

import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QWidget

from rigwright.core.compare.chart_data import PowerChart as PowerFigures
from rigwright.gui.charts.build_chart import BuildChart
from rigwright.gui.charts.chart_items import ChartTarget, ExportCurveItem
from rigwright.gui.charts.chart_labels import PIXEL_SIZE, PROBLEM, colored_span, dark_colors, watts
from rigwright.gui.charts.gpu_metric import (
    HBarsItem,
)
from rigwright.gui.widgets.fonts import pixel_font


class PowerDrawChart(BuildChart):
    """The selected build's power draw against its limits, one row each: sustained draw
    against 80 % of the PSU rating (the rating dotted), the transient peak against what the
    PSUs carry for 100 µs, and the wall draw on the busiest circuit against the circuit's
    usable power. A bar over its limit is in the problem colour and says so in words; a
    limit that is not known is said, not drawn. The legend in the title names only the marks
    drawn. Without a build the chart has no axes and says why ("Select a workstation to see
    its power").

    Attributes:
        figures: the :class:`rigwright.core.compare.chart_data.PowerChart` drawn, or None (no
            build).
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
        """Draw ``figures`` (:func:`rigwright.core.compare.chart_data.power_chart` of the build) for
        the build named ``label``; None draws no axes and says ``reason`` (e.g. "Select a
        workstation to see its power"; that if "")."""
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
        problem = PROBLEM[dark_colors(colors)]
        values = [r[1] for r in self.rows if r[1] is not None]
        limits = [r[2] for r in self.rows if r[2] is not None]
        if f is not None and f.psu_rating_w:
            limits.append(f.psu_rating_w)
        top = (max(values + limits, default=0) or 1000) * 1.08
        bars_v, bars_y, fills = [], [], []
        for (name, value, limit, status, over), y in zip(self.rows, ys, strict=False):
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
        left.setTicks([[(y - 0.14, r[0]) for r, y in zip(self.rows, ys, strict=False)], []])
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
            legend.append(colored_span("■", problem) + " " + html.escape(self.tr("over")))
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
