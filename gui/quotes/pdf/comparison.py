"""The quote PDF's comparison page (two or more options): the figures, ¥ per tensor TFLOPS, what
was checked and the totals side by side, each ranked row's best option marked ▲ and its worst ▼."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from PySide6.QtCore import (
    QRectF,
)
from PySide6.QtGui import (
    QPainter,
)

from rigwright.core.catalog.markets import for_market
from rigwright.core.compare.table import (
    BEST_MARK,
    CUSTOMER_ROWS,
    CompareRow,
    column_of_option,
    compare_builds,
    compare_label,
    tensor_comparable,
)
from rigwright.core.compare.table import row as compare_row
from rigwright.core.quote.document import (
    ResolvedOption,
)
from rigwright.core.quote.facts import (
    figures_note,
    workload_name,
)
from rigwright.core.recommend.workloads import WorkloadProfile
from rigwright.gui.charts.gpu_metric import render_metric_chart
from rigwright.gui.quotes.pdf.base import _RendererBase
from rigwright.gui.quotes.pdf.layout import _Block
from rigwright.gui.quotes.pdf.style import (
    _THIS_QUOTE,
    ACCENT,
    HEAD_BG,
    MUTED,
    NBSP,
    _esc,
    _lit,
    _muted,
    _nowrap,
)

COMPARE_FIRST = 26.0
"""The comparison table's label column, percent of the page width."""
BEST_BG = "#dcf1e2"
"""The tint of a comparison row's best cell (marked ▲): pale green (the ink on it 12.5:1, the
totals' accent 4.4:1)."""
WORST_BG = "#f9e0dd"
"""The tint of a comparison row's worst cell (marked ▼): pale red (the ink 11.8:1, the
accent 4.2:1)."""
_WRAPPED = frozenset({"system", "fig_gpu", "rule_check", "checks"})
"""The comparison rows whose cells may wrap (names and words); every other cell is a number,
never broken over lines."""


class _Comparison(_RendererBase):
    """The comparison page's blocks."""

    _COMPARE_PAD = 6
    """The comparison table's cell padding (CSS px)."""

    def comparison(self) -> list[_Block]:
        """The options side by side: the customer's rows of
        :func:`rigwright.core.compare.table.compare_builds` (systems, the figures of
        :data:`rigwright.core.quote.facts.COMPARISON_KEYS` with the selection guide's stated
        figure under ours, ¥ per tensor TFLOPS, what was checked) and the totals, each row's best
        option marked ▲ and its worst ▼ (:data:`rigwright.core.compare.table.CUSTOMER_ROWS`:
        never an internal score); then the workloads' metric charts.

        No figure or total is broken over lines: when the widest of them does not fit an
        option's column (4 to 6 options), the options are split over two tables of at most
        3 columns each; a total still too wide (not with amounts up to 10^12) is set smaller.
        """
        options = self.quote.options
        rows = compare_builds(
            [column_of_option(o) for o in options],
            self.catalog,
            rows=CUSTOMER_ROWS,
            price_label="total_incl_vat",
            lang=self.lang,
        )
        price = compare_row(rows, "price")
        body = [r for r in rows if r.key != "price"]
        totals = [self.money(o.totals.total) for o in options]
        texts = [
            [(self.marked(t, price.mark(i)), 11.0)]
            + [
                (self.marked(r.text(i, self.lang), r.mark(i)), 9.0)
                for r in body
                if r.key not in _WRAPPED
            ]
            for i, t in enumerate(totals)
        ]
        need = max(self.widest(column, self._COMPARE_PAD) for column in texts)
        per = len(options)
        if per > 3 and need > self.comparison_column(per):
            per = math.ceil(per / 2)  # 4 -> 2 + 2, 5 -> 3 + 2, 6 -> 3 + 3
        room = self.comparison_column(per) - 2 * self.px(self._COMPARE_PAD) - self.mm(1)
        widest_total = max(
            self.advance(self.marked(t, price.mark(i)), 11.0) for i, t in enumerate(totals)
        )
        total_pt = 11.0 if widest_total <= room else max(6.0, 11.0 * room / widest_total)
        blocks = [self.heading(_esc(self.L("comparison")), new_page=True)]
        for start in range(0, len(options), per):
            group = list(range(start, min(start + per, len(options))))
            blocks.append(
                self.doc_block(self.comparison_table(options, rows, group, per, total_pt), gap_mm=4)
            )
        blocks[-1].gap = self.mm(2)
        blocks[-1].keep_with_next = True  # the note under the table stays with it
        words = [
            self.L("comparison_note"),
            compare_label("legend", self.lang),
            compare_label("cny_per_tflops_note", self.lang),
            compare_label("checks_note", self.lang),
            figures_note(self.catalog, self.lang),
        ]
        if not tensor_comparable([column_of_option(o) for o in options], self.catalog):
            words.insert(3, self.L("tensor_mixed_note"))
        note = _muted(_esc(" ".join(words) if self.lang == "en" else "".join(words)), 7.5)
        blocks.append(self.doc_block(note, gap_mm=8))
        # The workloads' metric charts, every GPU of the quote highlighted (one chart per
        # metric the options' workloads put first).
        models = {
            g.model
            for o in options
            for line in o.systems
            for g in (line.build.gpus if line.build else ())
        }
        charted: dict[str, WorkloadProfile] = {}
        for option in options:
            work = self.option_workload(option)
            if work is not None:
                charted.setdefault(work.primary_metric, work)
        for profile in list(charted.values())[:2]:
            blocks.append(self.chart_block(profile, models, self.width, self.mm(82)))
        return blocks

    def comparison_column(self, per: int) -> float:
        """The width (px) of an option's column when a table has ``per`` of them."""
        return self.width * (100 - COMPARE_FIRST) / per / 100

    @staticmethod
    def marked(text: str, mark: str) -> str:
        """``text`` with a row's best / worst ``mark`` after it ("144 GB ▲"), joined by a
        no-break space (never split from its value)."""
        return f"{text}{NBSP}{mark}" if mark else text

    @staticmethod
    def tint(mark: str) -> str:
        """The background of a cell marked ``mark`` ("" for none): the mark's shape says
        best or worst, the tint only helps the eye (and keeps the mark on the value's line
        when the text is copied, which a coloured mark would not)."""
        return BEST_BG if mark == BEST_MARK else WORST_BG if mark else ""

    def comparison_table(
        self,
        options: Sequence[ResolvedOption],
        rows: Sequence[CompareRow],
        group: Sequence[int],
        per: int,
        total_pt: float,
    ) -> str:
        """The comparison of the options ``group`` (indices of ``options`` and of the rows'
        columns) as one table, its columns as wide as in a table of ``per`` options."""
        each = (100 - COMPARE_FIRST) / per
        width = COMPARE_FIRST + each * len(group)
        first = COMPARE_FIRST / width * 100
        column = each / width * 100
        head = (
            f'<tr style="background-color:{HEAD_BG}"><th width="{first:.2f}%"></th>'
            + "".join(
                f'<th align="left" width="{column:.2f}%">{_lit(options[i].title)}</th>'
                for i in group
            )
            + "</tr>"
        )
        lines = []
        price: CompareRow | None = None
        for r in rows:
            if r.key == "price":
                price = r
                continue
            cells = []
            for i in group:
                cell = _esc(self.marked(r.text(i, self.lang), r.mark(i)))
                if r.key not in _WRAPPED:  # names and words may wrap; the numbers never
                    cell = _nowrap(cell)
                # The guide's figure under ours, in small type: it may wrap, but never
                # between its number and unit.
                stated = re.sub(r"(?<=\d) (?=\S)", NBSP, r.stated_text(i, self.lang))
                if stated:
                    cell += f'<p style="margin:0">{_muted(_esc(stated), 7.5)}</p>'
                cells.append(cell)
            lines.append(
                self._compare_row(
                    r.label(self.lang), cells, tints=[self.tint(r.mark(i)) for i in group]
                )
            )
        lines = self._shade(lines)
        marks = [price.mark(i) if price is not None else "" for i in group]
        cells = [
            _nowrap(
                _esc(self.marked(self.money(options[i].totals.total), mark)),
                f" font-size:{total_pt:.1f}pt; color:{ACCENT}",
            )
            for i, mark in zip(group, marks, strict=True)
        ]
        if self.lang != "en":
            cells = [
                c + f'<p style="margin:0">'
                f"{_muted(_esc(self.capital(options[i].totals.total)), 7.5)}</p>"
                for c, i in zip(cells, group, strict=True)
            ]
        lines.append(
            self._compare_row(
                self.total_label(),
                cells,
                background=HEAD_BG,
                tints=[self.tint(m) for m in marks],
            )
        )
        return (
            f'<table width="{width:.2f}%" cellspacing="0" cellpadding="{self._COMPARE_PAD}" '
            f'style="font-size:9pt">{head}{"".join(lines)}</table>'
        )

    def chart_block(
        self, profile: WorkloadProfile, models: set[str], width: float, height: float
    ) -> _Block:
        """The workload's metric chart across the catalog's GPUs, ``models`` highlighted,
        under a caption, ``width`` wide."""
        cap_h = self.mm(7)
        title = workload_name(profile, self.lang)

        def paint(painter: QPainter, y: float) -> None:
            self.caption(painter, QRectF(0, y, width, cap_h), self.L("chart"))
            render_metric_chart(
                painter,
                QRectF(0, y + cap_h, width, height),
                # The cards the customer's market may buy, and no SXM module: a chart of cards
                # the vendor cannot sell there argues against the options it quotes.
                for_market(self.catalog, self.doc.market, workstation=True, keep=models),
                profile.primary_metric,
                models,
                title,
                self.lang,
                highlight_label=_THIS_QUOTE.wording(self.lang),
                logical_width=int(460 * width / self.col_w * 0.8),
            )

        return _Block(cap_h + height, paint, self.mm(6))

    def _compare_row(
        self, name: str, cells: Sequence[str], background: str = "", tints: Sequence[str] = ()
    ) -> str:
        """A comparison row: its label, then ``cells``, each on its tint (if any)."""
        style = f' style="background-color:{background}"' if background else ""
        tints = list(tints) or [""] * len(cells)
        return (
            f'<tr{style}><td valign="top" style="color:{MUTED}">{_esc(name)}</td>'
            + "".join(
                f'<td valign="top"{f" bgcolor={tint!r}" if tint else ""}>{c}</td>'
                for c, tint in zip(cells, tints, strict=True)
            )
            + "</tr>"
        )
