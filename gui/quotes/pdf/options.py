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
from rigwright.gui.quotes.pdf.items import _Items
from rigwright.gui.quotes.pdf.layout import _Block
from rigwright.gui.quotes.pdf.style import (
    MUTED,
    _draw,
    _esc,
    _lit,
    _muted,
    _systems,
)

DIAGRAM_MAX_MM = 200.0
"""The tallest a workstation's diagram is drawn (mm): with the caption, within a page."""
MIN_LABEL_PT = 7.0
"""The smallest a diagram label prints (pt): :func:`diagram_size` scales to keep it."""


CHART_MM = 58.0
"""The height of a workstation's metric chart (mm)."""
DIAGRAM_SCALE = 0.23
"""The largest a diagram is drawn, mm of paper per mm of chassis: its smallest label at
7.8 pt; a diagram that needs less room leaves more of the page to the figures."""


def diagram_size(
    scene_w: float, scene_h: float, width: float, max_h: float, per_mm: float = 1.0
) -> tuple[float, float]:
    """The size a diagram of ``scene_w`` × ``scene_h`` scene units (mm of the chassis) is
    drawn on the page: at most ``width`` wide (the text width) and ``max_h`` tall, aspect kept,
    at most :data:`DIAGRAM_SCALE` (``per_mm``: page units per mm of paper)."""
    scale = min(width / scene_w, max_h / scene_h, DIAGRAM_SCALE * per_mm)
    return scene_w * scale, scene_h * scale


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

        # The diagram across the page, at a scale its smallest label prints at 7 pt or more
        # (docs/quote-format.md); then the performance figures | the reasons.
        # Printed for the customer: the PSU as quoted, never the window's load gauges.
        psu = quoted_psu(build, self.catalog)
        scene = BuildScene(lang=self.lang, dark=False, customer=True)
        scene.psu_note = psu.diagram_note(self.lang)
        self.scenes.append(scene)
        # A build the diagram cannot lay out leaves no diagram; the quote goes on.
        with contextlib.suppress(ComponentError, KeyError, ValueError):
            # The scene words the drives for the quote's language (BayItem.drive_text).
            # A custom build's diagram is titled as its line, never "custom: … (as SKU 3.4)".
            shown = build if line.sku is not None else replace(build, label=line.description)
            scene.set_diagram(build_diagram(shown, self.catalog))
        rect = scene.sceneRect()
        blocks = [caption]
        if scene.diagram is not None and rect.width() > 0:
            size = diagram_size(
                rect.width(), rect.height(), self.width, self.mm(DIAGRAM_MAX_MM), self.mm(1)
            )

            def paint_diagram(painter: QPainter, y: float) -> None:
                scene.render_to(painter, QRectF(0, y, size[0], size[1]))

            blocks.append(_Block(size[1], paint_diagram, self.mm(4)))
        figures = performance(build, self.catalog, line.sku, self.lang)
        perf = self.text_doc(self.performance_html(figures, psu), self.col_w)
        x2 = self.col_w + self.gap
        sentences = (
            list(reasons) if reasons else customer_reasons(line, profile, self.catalog, self.lang)
        )
        own = bool(reasons)
        why = self.text_doc(self.reasons_html(sentences, literal=own), self.col_w)
        caption.keep_with_next = True
        sizing = self.sizing_blocks(option, build)

        def paint_facts(painter: QPainter, y: float) -> None:
            _draw(painter, perf, 0, y)
            _draw(painter, why, x2, y)

        height = max(perf.size().height(), why.size().height())
        facts = [*blocks, _Block(height, paint_facts, self.mm(6)), *sizing]
        if len(self.quote.options) > 1:  # the comparison page charts the workload
            return facts
        # One option: the workload's metric chart across the page under its facts (in half
        # the page its bars and axis were cut short), as the comparison page draws it.
        models = {g.model for g in build.gpus}
        return [*facts, self.chart_block(profile, models, self.width, self.mm(CHART_MM))]

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
