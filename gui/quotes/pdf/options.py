"""An option of the quote PDF from a new page: its money tables, then for each workstation its
diagram, its performance figures, the reasons it fits and the workload's metric chart."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import (
    QRectF,
)
from PySide6.QtGui import (
    QPainter,
)

from rigwright.core.build.diagram import build_diagram
from rigwright.core.build.model import Build
from rigwright.core.catalog.components import ComponentError
from rigwright.core.quote.assurance import QuotedPsu, quoted_psu
from rigwright.core.quote.document import (
    ResolvedLine,
    ResolvedOption,
)
from rigwright.core.quote.facts import (
    Figure,
    customer_reasons,
    figures_note,
    line_workload,
    option_summary,
    performance,
    workload_name,
)
from rigwright.core.quote.sizing import sizing_sentences
from rigwright.gui.build.scene import BuildScene
from rigwright.gui.charts.gpu_metric import render_metric_chart
from rigwright.gui.quotes.pdf.items import _Items
from rigwright.gui.quotes.pdf.layout import _Block
from rigwright.gui.quotes.pdf.style import (
    _THIS_QUOTE,
    MUTED,
    _draw,
    _esc,
    _lit,
    _muted,
    _systems,
)

DIAGRAM_MAX_MM = 82.0
"""The tallest a workstation's diagram is drawn (mm)."""
CHART_MM = 58.0
"""The height of a workstation's metric chart (mm)."""


class _Options(_Items):
    """An option's blocks."""

    def option(self, option: ResolvedOption) -> list[_Block]:
        systems = _systems(option)
        work = self.option_workload(option)
        sub = []
        if systems:
            sub.append(_esc(option_summary(systems)))
        if work is not None:
            sub.append(f"{_esc(self.L('workload'))}: {_esc(workload_name(work, self.lang))}")
        blocks = [self.heading(_lit(option.title), " · ".join(sub), new_page=True)]
        blocks += self.items_table(option)
        blocks.append(self.totals_block(option))
        reasons = list(option.option.reasons)
        system_lines = option.systems
        for n, line in enumerate(system_lines):
            own = reasons if n == 0 else []  # the option's own reasons, printed once
            blocks += self.workstation(option, line, len(system_lines), own)
        if reasons and not system_lines:
            blocks.append(self.reasons_block(reasons, self.width))
        return blocks

    def workstation(
        self, option: ResolvedOption, line: ResolvedLine, count: int, reasons: Sequence[str]
    ) -> list[_Block]:
        """A workstation line's configuration: caption; its diagram beside its performance
        figures; the reasons it fits (``reasons`` if given, else the catalog's) beside the
        workload's metric chart (on a one-option quote, where the chart fits)."""
        build = line.build
        assert build is not None
        profile = line_workload(option.option.workload, line.sku)
        title = _esc(self.L("configuration_of"))
        if count > 1:
            title += f" · {_esc(self.L('workstation_no').format(n=option.lines.index(line) + 1))}"
        caption = self.subheading(f"{title}: {_lit(line.description)}")
        caption.gap = self.mm(2)

        # Row 1: the diagram | the performance figures.
        # Printed for the customer: the PSU as quoted, never the window's load gauges.
        psu = quoted_psu(build, self.catalog)
        scene = BuildScene(lang=self.lang, dark=False, customer=True)
        scene.psu_note = psu.diagram_note(self.lang)
        self.scenes.append(scene)
        # A build the diagram cannot lay out leaves the column empty; the quote goes on.
        with contextlib.suppress(ComponentError, KeyError, ValueError):
            # The scene words the drives for the quote's language (BayItem.drive_text).
            # A custom build's diagram is titled as its line, never "custom: … (as SKU 3.4)".
            shown = build if line.sku is not None else replace(build, label=line.description)
            scene.set_diagram(build_diagram(shown, self.catalog))
        rect = scene.sceneRect()
        diagram_h = 0.0
        if scene.diagram is not None and rect.width() > 0:
            diagram_h = min(self.col_w * rect.height() / rect.width(), self.mm(DIAGRAM_MAX_MM))
        figures = performance(build, self.catalog, line.sku, self.lang)
        perf = self.text_doc(self.performance_html(figures, psu), self.col_w)
        row1_h = max(diagram_h, perf.size().height())
        x2 = self.col_w + self.gap

        def paint_row1(painter: QPainter, y: float) -> None:
            if diagram_h:
                scene.render_to(painter, QRectF(0, y, self.col_w, diagram_h))
            _draw(painter, perf, x2, y)

        row1 = _Block(row1_h, paint_row1, self.mm(4))

        # Row 2: the reasons | the workload's metric chart.
        sentences = (
            list(reasons) if reasons else customer_reasons(line, profile, self.catalog, self.lang)
        )
        own = bool(reasons)
        why = self.text_doc(self.reasons_html(sentences, literal=own), self.col_w)
        chart_h = self.mm(CHART_MM)
        cap_h = self.mm(6)
        models = {g.model for g in build.gpus}
        title_text = workload_name(profile, self.lang)

        def paint_row2(painter: QPainter, y: float) -> None:
            _draw(painter, why, 0, y)
            self.caption(painter, QRectF(x2, y, self.col_w, cap_h), self.L("chart"))
            render_metric_chart(
                painter,
                QRectF(x2, y + cap_h, self.col_w, chart_h),
                self.catalog,
                profile.primary_metric,
                models,
                title_text,
                self.lang,
                highlight_label=_THIS_QUOTE.wording(self.lang),
            )

        alone = self.reasons_block(sentences, self.width, literal=own)
        alone.gap = self.mm(6)
        caption.keep_with_next = True
        sizing = self.sizing_blocks(option, build)
        if len(self.quote.options) > 1:
            return [caption, row1, *sizing, alone]  # the comparison page charts the workload
        row2 = _Block(max(why.size().height(), cap_h + chart_h), paint_row2, self.mm(6))
        # Where the chart does not fit the page, the reasons go alone, across the page.
        row2.alt = alone
        return [caption, row1, *sizing, row2]

    def sizing_blocks(self, option: ResolvedOption, build: Build) -> list[_Block]:
        """The option's sizing for this workstation (what the customer's model needs, whether
        the cards hold it, the estimated speed), across the page; none when unsized."""
        sizing = option.option.sizing
        if sizing is None:
            return []
        sentences = sizing_sentences(sizing, build, self.catalog, self.lang)
        items = "".join(f'<li style="margin-bottom:3px">{_esc(s)}</li>' for s in sentences)
        html = (
            f'<p style="font-size:10.5pt; margin:0 0 4px 0">{_esc(self.L("sizing"))}</p>'
            f'<ul style="font-size:8.5pt; margin-left:0; -qt-list-indent:1">{items}</ul>'
        )
        return [self.doc_block(html, width=self.width, gap_mm=4)]

    def performance_html(self, figures: Sequence[Figure], psu: QuotedPsu | None = None) -> str:
        """The performance table; the PSU row says ``psu`` in customer words (its rating and
        headroom, or that it is sized at assembly) instead of the bare figure."""
        rows = []
        for fig in figures:
            value = _esc(fig.text(self.lang))
            if fig.label_key == "fig_psu" and psu is not None:
                value = _esc(psu.text(self.lang))
            if fig.stated is not None:
                value += "<br>" + _muted(_esc(fig.stated_text(self.lang)), 7.5)
            rows.append(
                f'<tr><td style="color:{MUTED}" width="52%">'
                f'{_esc(fig.label(self.lang))}</td><td align="right">{value}</td></tr>'
            )
        note = figures_note(self.catalog, self.lang)
        return (
            f'<p style="font-size:10.5pt; margin:0 0 4px 0">{_esc(self.L("performance"))}</p>'
            f'<table width="100%" cellspacing="0" cellpadding="3" style="font-size:8.5pt">'
            f"{''.join(self._shade(rows))}</table>"
            f'<p style="margin-top:4px">{_muted(_esc(note), 7)}</p>'
        )

    def reasons_html(self, sentences: Sequence[str], literal: bool) -> str:
        text = _lit if literal else _esc
        items = "".join(f'<li style="margin-bottom:3px">{text(s)}</li>' for s in sentences)
        return (
            f'<p style="font-size:10.5pt; margin:0 0 4px 0">{_esc(self.L("reasons"))}</p>'
            f'<ul style="font-size:8.5pt; margin-left:0; -qt-list-indent:1">{items}</ul>'
        )

    def reasons_block(self, sentences: Sequence[str], width: float, literal: bool = True) -> _Block:
        return self.doc_block(self.reasons_html(sentences, literal=literal), width=width, gap_mm=4)
