"""The price against throughput chart of whole builds."""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from itertools import pairwise

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from rigwright.core.compare.chart_data import (
    CHANGED,
    Candidate,
    PricePoint,
    pareto_front,
    price_points_text,
)
from rigwright.core.text.i18n import Text
from rigwright.gui.charts.build_chart import BuildChart
from rigwright.gui.charts.chart_items import (
    ChartTarget,
    ExportCurveItem,
    ExportInfiniteLine,
    ExportScatterItem,
    LogCnyAxisItem,
)
from rigwright.gui.charts.chart_labels import (
    EDGE_PAD,
    FAR_BUDGET,
    ILLUSTRATIVE,
    KIND_MARKS,
    KIND_SYMBOLS,
    MIN_DECADES,
    PIXEL_SIZE,
    RING_SIZE,
    SCALE_TEXT,
    THROUGHPUT_AXIS,
    colored_span,
    join_notes,
    label_of,
    log_price,
    money,
    price_line,
    short_label,
)
from rigwright.gui.widgets import i18n
from rigwright.gui.widgets.fonts import pixel_font


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
        points: the builds placed (:func:`rigwright.core.compare.chart_data.price_points`), in the
            order given.
        front: the Pareto front (:func:`rigwright.core.compare.chart_data.pareto_front`) of the
            points that pass the inputs, cheapest first; empty when none does.
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
            self.note.set_note(join_notes(notes), colors)
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
        self.note.set_note(join_notes(notes, i18n.tr_text(SCALE_TEXT)), colors)

    def _draw_title(self) -> None:
        colors = self.colors
        title = html.escape(self.title or self.tr("Price vs throughput"))
        parts = []
        for kind, mark, name in KIND_MARKS:
            keys = [p.candidate.key for p in self.points if p.candidate.kind == kind]
            if keys:
                color = colors.accent if any(k in self.recommended for k in keys) else colors.other
                parts.append(f"{colored_span(mark, color)} {html.escape(i18n.tr_text(name))}")
        if self.front_item is not None:
            words = html.escape(self.tr("best for the money"))
            parts.append(f"{colored_span('━', colors.accent)} {words}")
        if any(p.candidate.key not in self.recommended for p in self.points):
            words = html.escape(self.tr("outside the inputs"))
            parts.append(f"{colored_span('●', colors.other)} {words}")
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
