"""The cost efficiency chart: price per unit of throughput, one bar per build."""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

import pyqtgraph as pg
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QWidget

from rigwright.core.catalog.model import Catalog
from rigwright.core.compare.chart_data import (
    Candidate,
    CostEfficiency,
    cost_efficiency,
)
from rigwright.gui.charts.build_chart import BuildChart
from rigwright.gui.charts.chart_items import ChartTarget, CnyAxisItem
from rigwright.gui.charts.chart_labels import (
    ILLUSTRATIVE,
    PIXEL_SIZE,
    colored_span,
    label_of,
    list_text,
    money,
    price_figure,
    price_line,
    short_label,
)
from rigwright.gui.charts.gpu_metric import (
    DirectAxisItem,
    HBarsItem,
)
from rigwright.gui.widgets import i18n
from rigwright.gui.widgets.fonts import pixel_font

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
        left.setTicks([list(zip(ys, labels, strict=False)), []])
        metrics = QFontMetricsF(pixel_font(PIXEL_SIZE))
        left.setWidth(int(max((metrics.horizontalAdvance(t) for t in labels), default=40) + 12))
        top = max((float(b.value) for b in bars), default=1.0) or 1.0
        plot.setXRange(0, top * 1.04, padding=0)
        plot.setYRange(-0.6, max(n, 1) - 0.4, padding=0)
        plot.showGrid(x=True, y=False, alpha=0.25)
        self._set_title(
            plot,
            html.escape(title)
            + "&nbsp;&nbsp;"
            + colored_span(self.tr("lower is better"), colors.accent),
        )
        for b, y in zip(bars, ys, strict=False):
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
