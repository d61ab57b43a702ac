"""The quote PDF's last pages: the software stack and the terms (validity, payment, delivery,
notes, price notes, VAT, the vendor's tax and bank details), with room for both signatures."""

from __future__ import annotations

from PySide6.QtCore import (
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPen,
)

from rigwright.core.quote.document import (
    software_stack,
)
from rigwright.core.quote.facts import (
    software_lines,
)
from rigwright.core.quote.price_notes import figures_source, footnote
from rigwright.core.quote.software import software_intro_key
from rigwright.gui.quotes.pdf.base import _RendererBase
from rigwright.gui.quotes.pdf.layout import _Block
from rigwright.gui.quotes.pdf.style import (
    MUTED,
    RULE,
    _esc,
    _lit,
)


class _Terms(_RendererBase):
    """The software stack, the terms and the signatures."""

    def stack_and_terms(self) -> list[_Block]:
        blocks = []
        stack = software_lines(software_stack(self.catalog), self.lang, self.catalog.glossary)
        if stack:
            rows = "".join(
                f'<tr><td width="28%" style="color:{MUTED}">{_esc(head)}</td>'
                f"<td>{_esc(text)}</td></tr>"
                for head, text in stack
            )
            blocks.append(self.heading(_esc(self.L("software_stack")), new_page=True))
            intro = self.L(software_intro_key(self.catalog))
            blocks.append(
                self.doc_block(
                    f'<p style="margin:0 0 4px 0">{_esc(intro)}</p>'
                    f'<table width="100%" cellspacing="0" cellpadding="4">{rows}</table>',
                    gap_mm=8,
                )
            )
        blocks.append(self.heading(_esc(self.L("terms")), new_page=not stack))
        terms = self.terms_block()
        terms.keep_with_next = True  # the signatures never stand alone on a page
        blocks.append(terms)
        blocks.append(self.signatures())
        return blocks

    def terms_block(self) -> _Block:
        d, vendor = self.doc, self.quote.vendor
        rows: list[tuple[str, str]] = [(self.L("valid_until"), _esc(self.date(d.validity)))]
        for key, value in (
            ("payment_terms", d.payment_terms),
            ("delivery_terms", d.delivery_terms),
            ("remarks", d.notes),
        ):
            if value:
                rows.append((self.L(key), _lit(value)))
        lines = [line for o in self.quote.options for line in o.lines]
        notes = [self.price_note()]
        # One footnote for every illustrative price (※), naming the lists they come from.
        notes.append(footnote([line.source for line in lines if line.illustrative], self.lang))
        notes += [
            line.price_note for line in lines if line.price_note and not line.illustrative
        ]  # firm prices' bases, and how a firm derived price was reached
        if self.rate_note():
            notes.append(self.rate_note())
        notes.append(figures_source(self.catalog, self.lang))
        notes = list(dict.fromkeys(n for n in notes if n))
        rows.append(
            (
                self.L("pricing"),
                "".join(f'<p style="margin:0 0 3px 0">{_esc(n)}</p>' for n in notes),
            )
        )
        bank = [
            (self.L(k), v)
            for k, v in (
                ("tax_id", vendor.tax_id),
                ("bank_name", vendor.bank_name),
                ("bank_account", vendor.bank_account),
            )
            if v
        ]
        if bank:
            rows.append(
                (
                    self.L("payment_details"),
                    _lit(vendor.name)
                    + "<br>"
                    + "<br>".join(f"{_esc(k)}: {_lit(v)}" for k, v in bank),
                )
            )
        html_rows = "".join(
            f'<tr><td width="22%" valign="top" style="color:{MUTED}">'
            f'{_esc(k)}</td><td valign="top">{v}</td></tr>'
            for k, v in rows
        )
        return self.doc_block(
            f'<table width="100%" cellspacing="0" cellpadding="5">{html_rows}</table>', gap_mm=10
        )

    def signatures(self) -> _Block:
        height = self.mm(34)
        box_w = self.col_w

        def paint(painter: QPainter, y: float) -> None:
            painter.save()
            font = QFont(self.family)
            font.setPointSizeF(9)
            painter.setFont(font)
            for i, key in enumerate(("sign_vendor", "sign_customer")):
                x = i * (box_w + self.gap)
                painter.setPen(QPen(QColor(RULE), 3))
                painter.drawRect(QRectF(x, y, box_w, height))
                painter.setPen(QColor(MUTED))
                inner = QRectF(
                    x + self.mm(3), y + self.mm(2.5), box_w - self.mm(6), height - self.mm(5)
                )
                painter.drawText(
                    inner, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), self.L(key)
                )
                painter.drawText(
                    inner,
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom),
                    f"{self.L('date')}:",
                )
            painter.restore()

        return _Block(height, paint)
