"""The sized model's charts: what each card holds, term by term, against its usable memory
("Memory per card"), and the speed on the fewest cards that hold the job with its physical
bound ("Speed"). Their figures: :mod:`rigwright.core.compare.sizing_chart_data`."""

from __future__ import annotations

import html

import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from rigwright.core.compare.sizing_chart_data import (
    HOURS,
    TERM_NAMES,
    MemoryChart,
    SpeedChart,
)
from rigwright.core.sizing.fit import CARD_RESERVE_SHARE
from rigwright.core.sizing.memory import TERMS
from rigwright.gui.charts.build_chart import BuildChart
from rigwright.gui.charts.chart_items import ChartTarget, ExportCurveItem
from rigwright.gui.charts.chart_labels import PROBLEM, colored_span, dark_colors
from rigwright.gui.widgets.i18n import tr_text

TERM_COLORS = {
    False: {
        "weights": QColor("#0072b2"),
        "gradients": QColor("#e69f00"),
        "optimizer": QColor("#cc79a7"),
        "activations": QColor("#009e73"),
        "kv_cache": QColor("#56b4e9"),
        "overhead": QColor("#a0a8b0"),
    },
    True: {
        "weights": QColor("#3d9be0"),
        "gradients": QColor("#f0b030"),
        "optimizer": QColor("#d990bb"),
        "activations": QColor("#2fbf8f"),
        "kv_cache": QColor("#8fd0f5"),
        "overhead": QColor("#7d8894"),
    },
}
"""One colour per memory term on a light / dark background: the Okabe-Ito palette, told apart
with the common colour-vision deficiencies (Okabe & Ito 2008, "Color Universal Design");
lighter on the dark theme."""

BAR = 0.36
"""A bar's thickness, rows (its label sits above it in the same row)."""


class SegmentsItem(pg.GraphicsObject):
    """Filled rectangles in data coordinates, painted directly (no cached ``QPicture``, which
    mis-renders in PDFs): a stacked bar is one rectangle a term.

    Attributes:
        rects: the rectangles (x = GB or speed, y = row).
        colors: their fills.
    """

    def __init__(self, rects: list[QRectF], colors: list[QColor]) -> None:
        super().__init__()
        self.rects, self.colors = rects, colors
        bounds = QRectF()
        for rect in rects:
            bounds = bounds.united(rect)
        self._bounds = bounds

    def boundingRect(self) -> QRectF:
        return QRectF(self._bounds)

    def paint(self, p: QPainter, opt, widget) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        for rect, color in zip(self.rects, self.colors, strict=True):
            p.fillRect(rect, color)


def gb(value: float) -> str:
    """GB as the charts write them: "86.6"."""
    return f"{value:,.1f}"


class SizingChart(BuildChart):
    """What the two sizing charts share: rows top down, each with its label above its bar, no
    left axis (the labels name the cards), and an empty state that says what to do.

    Attributes:
        rows: the label drawn above each bar, top first, as last drawn.
    """

    def __init__(self, parent: QWidget | None = None, *, follow_theme: bool = True) -> None:
        super().__init__(parent, follow_theme=follow_theme)
        self.rows: list[str] = []
        self.reason = ""

    def _is_candidate(self, key: str) -> bool:
        return False

    def _report_click(self, key: str) -> None:
        """A click informs only (the tooltip); nothing is selected."""

    def _row_label(self, y: float, text: str, color: QColor, bold: bool) -> None:
        label = self._text(text, color, anchor=(0, 1), bold=bold)
        label.setPos(0.0, y + BAR / 2 + 0.02)
        self.plot.addItem(label)
        self.rows.append(text)

    def _frame(self, n: int, top: float, bottom_label: str) -> list[float]:
        """Axes for ``n`` rows over 0..``top``; the rows' y, top first."""
        plot = self.plot
        self._style_axes(plot, bottom=bottom_label)
        plot.hideAxis("left")
        plot.showGrid(x=True, y=False, alpha=0.25)
        plot.setXRange(0.0, top, padding=0)
        plot.setYRange(-0.5, n - 0.05, padding=0)
        return [float(n - 1 - i) for i in range(n)]

    def _mark(self, x: float, y: float, color: QColor, width: float = 2.5, style=None) -> None:
        """A vertical tick across row ``y``'s bar at ``x``, above the bar."""
        pen = pg.mkPen(color, width=width, style=style or Qt.PenStyle.SolidLine)
        item = ExportCurveItem([x, x], [y - BAR / 2 - 0.08, y + BAR / 2 + 0.02], pen=pen)
        item.setZValue(5)
        self.plot.addItem(item)

    def _empty(self, words: str, title: str) -> None:
        self.rows = []
        self._show_empty(self.plot, words)
        self._set_title(self.plot, html.escape(title))


class MemoryPerCardChart(SizingChart):
    """One stacked horizontal bar per candidate GPU: GB one card holds under the split that
    holds the job on the fewest cards (for a GPU that cannot hold it, its closest split), a
    colour a term (weights, KV cache, …) and a tick at the card's usable memory. A bar past
    its tick is in the problem colour's words: "does not fit". Without a sized model the
    chart has no axes and says to choose a model in the Model sizing group.

    Attributes:
        figures: the :class:`rigwright.core.compare.sizing_chart_data.MemoryChart` drawn, or
            None (no model sized).
    """

    def __init__(self, parent: QWidget | None = None, *, follow_theme: bool = True) -> None:
        super().__init__(parent, follow_theme=follow_theme)
        self.figures: MemoryChart | None = None

    def refresh(self, figures: MemoryChart | None, reason: str = "") -> None:
        """Draw ``figures`` (:func:`rigwright.core.compare.sizing_chart_data.memory_chart`);
        None draws no axes and says ``reason`` (by default: choose a model)."""
        self.figures, self.reason = figures, reason
        self._redraw()

    def _draw(self) -> None:
        plot, colors = self.plot, self.colors
        plot.clear()
        self.rows = []
        f = self.figures
        if f is None or not f.bars:
            self.note.set_note("", colors)
            return self._empty(
                self.reason
                or self.tr("Choose a model in the Model sizing group to see what each card holds"),
                self.tr("Memory per card"),
            )
        dark = dark_colors(colors)
        palette, problem = TERM_COLORS[dark], PROBLEM[dark]
        top = max(max(b.total_gb, b.usable_gb) for b in f.bars) * 1.06
        ys = self._frame(len(f.bars), top, self.tr("GB per card (10⁹ bytes)"))
        rects, fills = [], []
        shown_terms = [k for k in TERMS if any(b.terms_gb[k] > 0 for b in f.bars)]
        for bar, y in zip(f.bars, ys, strict=True):
            label = tr_text(bar.label_text)
            if bar.fits:
                status = self.tr("{label}: {held} of {usable} GB usable").format(
                    label=label, held=gb(bar.total_gb), usable=gb(bar.usable_gb)
                )
            else:
                status = "⚠ " + self.tr(
                    "{label}: does not fit, {held} GB a card, {usable} GB usable"
                ).format(label=label, held=gb(bar.total_gb), usable=gb(bar.usable_gb))
            self._row_label(y, status, colors.text if bar.fits else problem, bar.recommended)
            x = 0.0
            for key in TERMS:
                value = bar.terms_gb[key]
                if value <= 0:
                    continue
                rects.append(QRectF(x, y - BAR / 2, value, BAR))
                fills.append(palette[key])
                x += value
            self._mark(bar.usable_gb, y, problem if not bar.fits else colors.text)
            tips = [status] + [
                f"{tr_text(TERM_NAMES[k])}: {gb(bar.terms_gb[k])} GB" for k in shown_terms
            ]
            self.targets.append(
                ChartTarget(
                    "",
                    plot,
                    rect=QRectF(0.0, y - BAR / 2, max(bar.total_gb, bar.usable_gb), BAR),
                    tips=("\n".join(tips),),
                )
            )
        plot.addItem(SegmentsItem(rects, fills))
        legend = [
            colored_span("■", palette[k]) + " " + html.escape(tr_text(TERM_NAMES[k]))
            for k in shown_terms
        ]
        legend.append("┃ " + html.escape(self.tr("usable memory")))
        title = self.tr("Memory per card: {model} in {precision}").format(
            model=f.model, precision=f.precision
        )
        self._set_title(
            plot, html.escape(title) + "".join(f"&nbsp;&nbsp;{part}" for part in legend)
        )
        self.note.set_note(
            self.tr(
                "The job needs {need} GB on one card; usable: printed GiB less {reserve} % "
                "(driver, CUDA context); at most {cards} cards (the catalog's largest box)"
            ).format(
                need=gb(f.need_gb),
                reserve=f"{CARD_RESERVE_SHARE * 100:g}",
                cards=f.max_cards,
            ),
            colors,
        )


class SpeedChartView(SizingChart):
    """One bar per candidate GPU that holds the job: decode tokens/s of the batch (inference)
    or hours to train, on the fewest cards that hold it, with its physical bound outlined
    (the most tokens/s at full bandwidth; the fewest hours at full peak) and the estimate's
    assumption under the plot. Without a sized model, or without what the estimate needs
    (the amount of training data), the chart has no axes and says what is missing.

    Attributes:
        figures: the :class:`rigwright.core.compare.sizing_chart_data.SpeedChart` drawn, or
            None (no model sized).
    """

    def __init__(self, parent: QWidget | None = None, *, follow_theme: bool = True) -> None:
        super().__init__(parent, follow_theme=follow_theme)
        self.figures: SpeedChart | None = None

    def refresh(self, figures: SpeedChart | None, reason: str = "") -> None:
        """Draw ``figures`` (:func:`rigwright.core.compare.sizing_chart_data.speed_chart`);
        None draws no axes and says ``reason`` (by default: choose a model)."""
        self.figures, self.reason = figures, reason
        self._redraw()

    def _value_text(self, value: float, hours: bool) -> str:
        if hours:
            return self.tr("{value} h").format(value=f"{value:,.1f}")
        return self.tr("{value} tokens/s").format(value=f"{value:,.1f}")

    def _draw(self) -> None:
        plot, colors = self.plot, self.colors
        plot.clear()
        self.rows = []
        f = self.figures
        title = self.tr("Speed")
        if f is None:
            self.note.set_note("", colors)
            return self._empty(
                self.reason
                or self.tr("Choose a model in the Model sizing group to see how fast it runs"),
                title,
            )
        hours = f.unit == HOURS
        title = (
            self.tr("Time to train: {model}, batch {batch}")
            if hours
            else self.tr("Decode speed: {model}, batch {batch}")
        ).format(model=f.model, batch=f.batch)
        if f.missing_text is not None or not f.bars:
            self.note.set_note(tr_text(f.assumption_text), colors)
            return self._empty(
                tr_text(f.missing_text)
                if f.missing_text is not None
                else self.tr("No card of the catalog holds the job"),
                title,
            )
        drawn = [b for b in f.bars if b.value is not None]
        tops = [v for b in drawn for v in (b.value, b.bound) if v is not None]
        top = (max(tops, default=0.0) or 1.0) * 1.06
        axis = self.tr("Hours to train") if hours else self.tr("Decode tokens/s, whole batch")
        ys = self._frame(len(f.bars), top, axis)
        rects, fills = [], []
        for bar, y in zip(f.bars, ys, strict=True):
            label = tr_text(bar.label_text)
            if bar.value is None:
                status = self.tr("{label}: no estimate ({why})").format(
                    label=label, why=tr_text(bar.missing) if bar.missing is not None else "?"
                )
                self._row_label(y, status, colors.text, bar.recommended)
                continue
            value = self._value_text(bar.value, hours)
            if bar.bound is None:
                status = self.tr("{label}: {value}").format(label=label, value=value)
            elif hours:
                status = self.tr("{label}: {value} (never under {bound})").format(
                    label=label, value=value, bound=self._value_text(bar.bound, hours)
                )
            else:
                status = self.tr("{label}: {value} (at most {bound})").format(
                    label=label, value=value, bound=self._value_text(bar.bound, hours)
                )
            self._row_label(y, status, colors.text, bar.recommended)
            rects.append(QRectF(0.0, y - BAR / 2, bar.value, BAR))
            fills.append(colors.accent)
            if bar.bound is not None:
                outline = ExportCurveItem(
                    [0.0, bar.bound, bar.bound, 0.0, 0.0],
                    [y - BAR / 2, y - BAR / 2, y + BAR / 2, y + BAR / 2, y - BAR / 2],
                    pen=pg.mkPen(colors.text, width=1.5),
                )
                outline.setZValue(5)
                plot.addItem(outline)
            self.targets.append(
                ChartTarget(
                    "",
                    plot,
                    rect=QRectF(0.0, y - BAR / 2, max(bar.value, bar.bound or 0.0), BAR),
                    tips=(f"{status}\n{bar.formula}",),
                )
            )
        plot.addItem(SegmentsItem(rects, fills))
        legend = [
            colored_span("■", colors.accent) + " " + html.escape(self.tr("estimate")),
            "▭ " + html.escape(self.tr("physical bound")),
        ]
        self._set_title(
            plot, html.escape(title) + "".join(f"&nbsp;&nbsp;{part}" for part in legend)
        )
        self.note.set_note(tr_text(f.assumption_text), colors)
