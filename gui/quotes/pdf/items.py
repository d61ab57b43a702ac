"""The money tables of an option in the quote PDF: its line items (workstations with their
components, quantities, unit prices, discounts, amounts) and its totals with VAT."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import (
    QPainter,
)

from rigwright.core.quote.document import (
    ResolvedOption,
)
from rigwright.core.quote.markets import tax_line
from rigwright.core.quote.price_notes import DERIVED_MARK
from rigwright.gui.quotes.pdf.base import _RendererBase
from rigwright.gui.quotes.pdf.layout import _Block
from rigwright.gui.quotes.pdf.style import (
    _NOWRAP_ATTR,
    ACCENT,
    HEAD_BG,
    MUTED,
    RULE,
    _esc,
    _hline,
    _keep,
    _lit,
    _muted,
    _percent,
)


class _Items(_RendererBase):
    """An option's line items and totals."""

    _COLS = (
        ("item", "left", 6),
        ("description", "left", 43),
        ("quantity", "right", 7),
        ("unit_price", "right", 15),
        ("discount", "right", 13),
        ("amount", "right", 16),
    )
    """The items table's columns: label key, alignment, default width (percent)."""
    _ITEM_PAD = 5
    """The items table's cell padding (CSS px)."""

    def item_widths(self, columns: Sequence[Sequence[tuple[str, float]]]) -> list[float]:
        """The items table's column widths (percent): each column but the description as
        wide as its widest (text, pt) of ``columns`` needs on one line, at least its default
        width (unless the description would be left less than 30 %); the description gets
        the rest."""
        need = [self.pct(self.widest(texts, self._ITEM_PAD)) for texts in columns]
        widths = [max(w, n) for (_k, _a, w), n in zip(self._COLS, need, strict=True)]
        if 100 - sum(widths) + widths[1] < 30:
            widths = list(need)
        widths[1] = 0.0
        widths[1] = 100 - sum(widths)
        return widths

    def _row_html(self, cells: Sequence[str], widths: Sequence[float], head: bool = False) -> str:
        """One row of the items table as a table of its own (rows are placed one by one);
        every cell but the description on one line."""
        tag = "th" if head else "td"
        style = f' style="background-color:{HEAD_BG}"' if head else ""
        tds = "".join(
            f'<{tag} align="{align}" valign="top" width="{w:.2f}%"'
            f"{'' if key == 'description' else _NOWRAP_ATTR}>"
            f"{cell}</{tag}>"
            for (key, align, _w), w, cell in zip(self._COLS, widths, cells, strict=True)
        )
        return (
            f'<table width="100%" cellspacing="0" cellpadding="{self._ITEM_PAD}" '
            f'style="font-size:9pt"><tr{style}>{tds}</tr></table>'
        )

    def items_table(self, option: ResolvedOption) -> list[_Block]:
        """The option's line items: #, description (with a workstation's components),
        quantity, unit price (2 to 4 decimals, as given), discount and amount; the number
        columns sized from their widest entry, so that no number is broken over lines. The
        header row is repeated on each page the table continues on; the last row stays with
        the totals."""
        heads = [_esc(self.L(k)) for k, _a, _w in self._COLS]
        columns: list[list[tuple[str, float]]] = [[(self.L(k), 9.0)] for k, _a, _w in self._COLS]
        rows = []
        for n, (line, money) in enumerate(
            zip(option.lines, option.totals.lines, strict=True), start=1
        ):
            desc = _lit(line.description)
            # ※ is explained once, in the terms; the derived mark on a line of its own, so that
            # it is never broken (Chinese text breaks between any two characters).
            star = "&nbsp;※" if line.illustrative else ""
            if line.derived:
                desc += "<br>" + _muted(_esc(DERIVED_MARK.wording(self.lang)), 8.5) + star
            else:
                desc += star
            if line.components:
                parts = "<br>".join(f"{_esc(c.kind)}: {_esc(c.text)}" for c in line.components)
                desc += (
                    f'<p style="margin-left:30px; margin-top:2px; margin-bottom:0; '
                    f'color:{MUTED}; font-size:8pt">{parts}</p>'
                )
            texts = [
                str(n),
                "",
                self.quantity(money.quantity),
                self.unit_price(line.unit_price),
                "",
                self.money(money.net),
            ]
            discount = ""
            if line.item.discount is not None:
                texts[4] = "-" + self.money(money.discount)
                discount = _esc(texts[4])
                if line.item.discount.kind == "percent":
                    share = _keep(f"({line.item.discount.label(self.lang)})")
                    discount += "<br>" + _muted(_esc(share))
                    columns[4].append((share, 8.0))
            for column, text in zip(columns, texts, strict=True):
                column.append((text, 9.0))
            rows.append(
                [_esc(texts[0]), desc, _esc(texts[2]), _esc(texts[3]), discount, _esc(texts[5])]
            )
        widths = self.item_widths(columns)
        header = self.doc_block(self._row_html(heads, widths, head=True), gap_mm=0)
        header.keep_with_next = True
        blocks = [header]
        for cells in rows:
            row = self.doc_block(self._row_html(cells, widths), gap_mm=0)
            row.header = header
            inner = row.paint

            def paint(painter: QPainter, y: float, inner=inner, h=row.height) -> None:
                inner(painter, y)
                _hline(painter, y + h, self.width, RULE, 2)

            row.paint = paint
            blocks.append(row)
        blocks[-1].gap = self.mm(3)
        blocks[-1].keep_with_next = True  # the totals (and their notes) never stand alone
        return blocks

    def totals_block(self, option: ResolvedOption) -> _Block:
        """Subtotal, discount, VAT and total (with capitals in Chinese) at the right, the
        price notes at the left; the amounts' column as wide as the widest amount needs."""
        t = option.totals
        rows = [(self.L("subtotal"), self.money(t.subtotal))]
        if option.option.discount is not None:
            what = self.L("option_discount")
            if option.option.discount.kind == "percent":
                what += f" ({option.option.discount.label(self.lang)})"
            rows.append((_keep(what), "-" + self.money(t.discount)))
            rows.append((self.L("after_discount"), self.money(t.discounted)))
        tax = tax_line(self.doc, _percent(t.vat_percent))
        if tax is not None:
            rows.append((tax, self.money(t.vat)))
        total = self.money(t.total)
        pad = 4
        amount_w = self.widest([(v, 9.0) for _k, v in rows] + [(total, 12.0)], pad)
        inner_w = min(max(self.width * 0.56, amount_w / 0.6), self.width * 0.9)
        amount_pct = max(42.0, amount_w / inner_w * 100)
        cells = "".join(
            f'<tr><td align="right" style="color:{MUTED}">{_esc(k)}</td>'
            f'<td align="right" width="{amount_pct:.2f}%" '
            f'style="white-space:nowrap">{_esc(v)}</td></tr>'
            for k, v in rows
        )
        cells += (
            f'<tr style="background-color:{HEAD_BG}">'
            f'<td align="right" style="font-size:11pt">{_esc(self.total_label())}</td>'
            f'<td align="right" style="font-size:12pt; color:{ACCENT}; '
            f'white-space:nowrap">{_esc(total)}</td></tr>'
        )
        capital = self.capital(t.total)
        if capital:
            cells += (
                f'<tr><td colspan="2" align="right">'
                f"{_muted(_esc(self.L('capital')) + '：', 8.5)}"
                f'<span style="font-size:9.5pt">{_esc(capital)}</span></td></tr>'
            )
        # A firm price's basis to the left of the totals; an illustrative one's footnote is
        # printed once, with the terms, not under every option.
        notes = list(
            dict.fromkeys(
                line.price_note
                for line in option.lines
                if line.price_note and not line.illustrative and not line.derived
            )
        )
        if any(line.converted for line in option.lines):
            notes.append(self.rate_note())
        note_html = "<br>".join(_muted(_esc(n), 7.5) for n in notes)
        inner_pct = self.pct(inner_w)
        return self.doc_block(
            f'<table width="100%" cellspacing="0" cellpadding="0"><tr>'
            f'<td width="{96 - inner_pct:.2f}%" valign="bottom">{note_html}'
            f'</td><td width="4%"></td><td width="{inner_pct:.2f}%">'
            f'<table width="100%" cellspacing="0" '
            f'cellpadding="{pad}" style="font-size:9pt">{cells}</table>'
            f"</td></tr></table>",
            gap_mm=6,
        )
