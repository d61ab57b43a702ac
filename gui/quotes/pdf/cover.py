"""The quote PDF's cover: the vendor's letterhead, the customer, and the options at a glance
(each with its system in one line and its total including VAT)."""

from __future__ import annotations

from PySide6.QtCore import (
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPainter,
    QTextDocument,
)

from rigwright.core.quote.facts import (
    combined_performance,
    figure,
    option_summary,
    tensor_note,
    workload_name,
)
from rigwright.gui.quotes.pdf.base import _RendererBase
from rigwright.gui.quotes.pdf.layout import _Block
from rigwright.gui.quotes.pdf.style import (
    ACCENT,
    HEAD_BG,
    MUTED,
    NBSP,
    PANEL_BG,
    _draw,
    _esc,
    _hline,
    _lit,
    _muted,
    _nowrap,
    _systems,
    _unbroken,
)

LETTERHEAD_MAX_MM = 50.0
"""The tallest the cover's letterhead (logo, vendor, title, number) is drawn (mm): over-long
vendor texts are set smaller, then cut to a few lines ending in "…", so that the customer and
the options at a glance always stay on the cover."""
_VENDOR_STYLES: tuple[tuple[float, float, tuple[int, int, int] | None], ...] = (
    (14.0, 8.5, None),
    (11.0, 7.5, None),
    (11.0, 7.5, (3, 6, 3)),
    (11.0, 7.5, (2, 3, 2)),
)
"""The letterhead's vendor text, tried in turn until it fits :data:`LETTERHEAD_MAX_MM`: (name
pt, address and contacts pt, the most lines of name, address and contacts or None)."""


class _Cover(_RendererBase):
    """The cover's blocks."""

    def cover(self) -> list[_Block]:
        summary = self.summary_table()
        summary.keep_with_next = True  # its note is never left alone on the next page
        return [
            self.letterhead(),
            self.customer_block(),
            self.doc_block(
                f'<p style="font-size:9.5pt; margin:0">{_esc(self.L("intro"))}</p>', gap_mm=6
            ),
            self.subheading(_esc(self.L("options_summary"))),
            summary,
            self.doc_block(
                _muted(_esc(self.price_note()))
                + "<br>"
                + _muted(_esc(self.L("valid_until")) + ": " + _esc(self.date(self.doc.validity))),
                gap_mm=4,
            ),
        ]

    def letterhead(self) -> _Block:
        """The vendor's logo, name, address and contacts beside the title, number and dates,
        at most :data:`LETTERHEAD_MAX_MM` tall (see :data:`_VENDOR_STYLES`)."""
        left_w = self.width * 0.56
        logo = self.logo
        logo_h = logo_w = 0.0
        if logo is not None:
            logo_h = self.mm(16)
            logo_w = logo_h * logo.width() / logo.height()
            if logo_w > self.mm(60):
                logo_w = self.mm(60)
                logo_h = logo_w * logo.height() / logo.width()
        logo_space = logo_h + self.mm(3) if logo_h else 0.0
        room = self.mm(LETTERHEAD_MAX_MM) - self.mm(3) - logo_space
        for name_pt, small_pt, clip in _VENDOR_STYLES:
            left = self.text_doc(self.vendor_html(name_pt, small_pt, clip, left_w), left_w)
            if left.size().height() <= room:
                break
        meta = [
            (self.L("number"), self.reference),
            (self.L("date"), self.date(self.doc.date)),
            (self.L("valid_until"), self.date(self.doc.validity)),
        ]
        rows = "".join(
            f'<tr><td align="right" style="color:{MUTED}">{_esc(k)}</td>'
            f'<td align="right" style="white-space:nowrap">{_esc(v)}</td></tr>'
            for k, v in meta
        )
        right = self.text_doc(
            f'<p align="right" style="font-size:24pt; color:{ACCENT}; margin:0">'
            f"{_esc(self.L('title'))}</p>"
            f'<table align="right" cellspacing="0" cellpadding="2" style="font-size:9pt">'
            f"{rows}</table>",
            self.width - left_w,
        )
        height = max(logo_space + left.size().height(), right.size().height()) + self.mm(3)

        def paint(painter: QPainter, y: float) -> None:
            if logo is not None:
                painter.drawImage(QRectF(0, y, logo_w, logo_h), logo)
            _draw(painter, left, 0, y + logo_space)
            _draw(painter, right, left_w, y)
            _hline(painter, y + height - self.mm(1), self.width, ACCENT, 6)

        return _Block(height, paint, self.mm(5))

    def vendor_html(
        self, name_pt: float, small_pt: float, clip: tuple[int, int, int] | None, width: float
    ) -> str:
        """The vendor's name, address and contacts at these sizes; with ``clip``, each cut to
        that many lines (the last ending in "…")."""
        vendor = self.quote.vendor
        name, address = vendor.name, vendor.address
        contacts = " · ".join(c for c in (vendor.phone, vendor.email, vendor.website) if c)
        if clip is not None:
            name = self.clip_lines(name, name_pt, width, clip[0])
            address = self.clip_lines(address, small_pt, width, clip[1])
            contacts = self.clip_lines(contacts, small_pt, width, clip[2])
        lines = [f'<span style="font-size:{name_pt}pt">{_lit(name)}</span>']
        if vendor.is_placeholder:
            lines.append(_muted(_esc(self.L("placeholder")), 7.5))
        if address:
            lines.append(_muted(_lit(address), small_pt))
        if contacts:
            lines.append(_muted(_lit(contacts), small_pt))
        return "<br>".join(lines)

    def clip_lines(self, text: str, pt: float, width: float, lines: int) -> str:
        """``text`` cut to the first ``lines`` lines it takes when set ``width`` wide at
        ``pt`` points; when anything is cut, the last line kept ends in "…"."""
        doc = QTextDocument()
        doc.documentLayout().setPaintDevice(self.writer)
        font = QFont(self.family)
        font.setPointSizeF(pt)
        doc.setDefaultFont(font)
        doc.setDocumentMargin(0)
        doc.setTextWidth(width)
        doc.setPlainText(text)
        starts: list[int] = []
        block = doc.begin()
        while block.isValid():
            layout = block.layout()
            starts += [
                block.position() + layout.lineAt(i).textStart() for i in range(layout.lineCount())
            ]
            block = block.next()
        if len(starts) <= lines:
            return text
        start = starts[lines - 1]
        rest = " ".join(text[start:].split())
        last = QFontMetricsF(font, self.writer).elidedText(
            rest, Qt.TextElideMode.ElideRight, width * 0.97
        )
        return text[:start] + last

    def customer_block(self) -> _Block:
        c = self.doc.customer
        left = [
            _muted(_esc(self.L("prepared_for")), 8),
            f'<span style="font-size:13pt">{_lit(c.company)}</span>',
        ]
        if c.contact.strip():
            left.append(f"{_esc(self.L('contact'))}:{NBSP}{_lit(c.contact.strip())}")
        right = []
        # A label is never left alone on its line: it is kept with the value's first word,
        # and a field left blank (white space only) prints no label at all.
        for key, value in (("phone", c.phone), ("email", c.email), ("address", c.address)):
            if value.strip():
                right.append(f"{_muted(_esc(self.L(key)) + ':', 8.5)}{NBSP}{_lit(value.strip())}")
        html_text = (
            f'<table width="100%" cellspacing="0" cellpadding="10" '
            f'bgcolor="{PANEL_BG}"><tr>'
            f'<td width="55%" valign="top">{"<br>".join(left)}</td>'
            f'<td width="45%" valign="top">{"<br>".join(right)}</td></tr></table>'
        )
        return self.doc_block(html_text, gap_mm=6)

    def summary_table(self) -> _Block:
        """The options at a glance: title, systems, total incl. VAT (never broken over lines:
        the total column is as wide as the widest total at 11 pt)."""
        totals = [self.money(o.totals.total) for o in self.quote.options]
        total_w = max(
            74 - (46 if self.lang == "en" else 40),  # Chinese: capitals under totals
            self.pct(self.widest([(self.total_label(), 9.0)] + [(t, 11.0) for t in totals], 6)),
        )
        system_w = 74 - total_w
        head = (
            f'<tr style="background-color:{HEAD_BG}">'
            f'<th align="left" width="26%">{_esc(self.L("option"))}</th>'
            f'<th align="left" width="{system_w:.2f}%">{_esc(self.L("system"))}</th>'
            f'<th align="right" width="{total_w:.2f}%" style="white-space:nowrap">'
            f"{_esc(self.total_label())}</th></tr>"
        )
        rows = []
        for option, money in zip(self.quote.options, totals, strict=True):
            systems = _systems(option)
            summary = _esc(option_summary(systems)) if systems else ""
            facts = []
            work = self.option_workload(option)
            if work is not None:
                facts.append(workload_name(work, self.lang))
            if systems:
                figs = combined_performance(systems, self.catalog, self.lang)
                facts.append(
                    self.L("summary_facts").format(
                        memory=figure(figs, "fig_memory_total").text(self.lang),
                        tensor=figure(figs, "fig_tensor_total").text(self.lang),
                    )
                )
            if facts:
                # Each fact whole on its line ("Tensor Core 算力 294.18 TFLOPS" broke after 算):
                # word joiners between its characters, no-break spaces for its spaces (Qt's
                # rich text keeps no nowrap span).
                parts = " · ".join(facts).split(" · ")
                kept = " · ".join(_esc(_unbroken(part)) for part in parts)
                summary += ("<br>" if summary else "") + _muted(kept, 7.5)
            total = _nowrap(_esc(money), f" font-size:11pt; color:{ACCENT}")
            capital = self.capital(option.totals.total)
            if capital:
                words = f"{self.L('capital')}：{capital}"
                total += f'<p style="margin:0">{_muted(_esc(words), 7.5)}</p>'
            rows.append(
                f'<tr><td valign="top">{_lit(option.title)}</td>'
                f'<td valign="top">{summary}</td>'
                f'<td align="right" valign="top">{total}</td></tr>'
            )
        note = (
            tensor_note(self.catalog, self.lang)
            if any(_systems(o) for o in self.quote.options)
            else ""
        )
        return self.doc_block(
            f'<table width="100%" cellspacing="0" cellpadding="6">{head}{"".join(rows)}</table>'
            + (f'<p style="margin:2px 0 0 6px">{_muted(_esc(note), 7.5)}</p>' if note else ""),
            gap_mm=2,
        )
