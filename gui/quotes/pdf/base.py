"""The renderer's base: one quote measured on the PDF writer, its lengths, numbers and words in
the quote's language, text documents and headings, and the footer of every page."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPdfWriter,
    QTextDocument,
)

from rigwright.core.catalog.model import Catalog
from rigwright.core.pricing.money import MoneyStyle, capital_words, format_money
from rigwright.core.quote.document import (
    ResolvedOption,
    ResolvedQuote,
)
from rigwright.core.quote.facts import (
    line_workload,
    number_text,
    quote_reference,
)
from rigwright.core.quote.markets import price_note, rate_note, total_label
from rigwright.core.recommend.workloads import WorkloadProfile
from rigwright.core.text.words import format_quote_date, label
from rigwright.gui.build.scene import BuildScene
from rigwright.gui.quotes.pdf.layout import _Block
from rigwright.gui.quotes.pdf.logo import read_logo
from rigwright.gui.quotes.pdf.style import (
    ACCENT,
    DPI,
    FOOTER_MM,
    INK,
    MUTED,
    PANEL_BG,
    RULE,
    _hline,
    _percent,
)


class _RendererBase:
    """What every part of one quote's rendering uses: the quote, the page measured on
    ``writer``, its lengths and words, text documents and headings; and every page's footer."""

    def __init__(
        self, quote: ResolvedQuote, catalog: Catalog, family: str, writer: QPdfWriter
    ) -> None:
        self.quote, self.catalog, self.family, self.writer = quote, catalog, family, writer
        self.doc = quote.document
        self.lang = quote.lang
        rect = writer.pageLayout().paintRectPixels(DPI)
        self.width, self.page_h = float(rect.width()), float(rect.height())
        self.footer_h = self.mm(FOOTER_MM)
        self.body_h = self.page_h - self.footer_h
        self.gap = self.mm(6)
        self.col_w = (self.width - self.gap) / 2
        self.reference = quote_reference(self.doc.number, self.doc.revision, self.lang)
        self.scenes: list[BuildScene] = []
        logo = quote.vendor.logo_png
        self.logo = read_logo(logo) if logo else None

    # -- helpers ---------------------------------------------------------------------------
    def mm(self, mm: float) -> float:
        return mm / 25.4 * DPI

    def L(self, key: str) -> str:
        return label(key, self.lang)

    def px(self, css_px: float) -> float:
        """A length in the HTML's CSS pixels (cellpadding) in the writer's pixels."""
        return css_px * DPI / 96

    def pct(self, width: float) -> float:
        """``width`` (px) as a percentage of the page width, as a table cell's width takes it."""
        return width / self.width * 100

    def advance(self, text: str, pt: float) -> float:
        """The width of ``text`` on one line at ``pt`` points, in the writer's pixels."""
        font = QFont(self.family)
        font.setPointSizeF(pt)
        return QFontMetricsF(font, self.writer).horizontalAdvance(text)

    def widest(self, texts: Sequence[tuple[str, float]], padding: float) -> float:
        """The width of a table column (px) that holds each (text, pt) of ``texts`` on one
        line with ``padding`` CSS px on both sides, and a little to spare."""
        text_w = max((self.advance(t, pt) for t, pt in texts), default=0.0)
        return text_w + 2 * self.px(padding) + self.mm(1)

    def money(self, amount) -> str:
        return format_money(amount, self.lang, MoneyStyle.DOCUMENT, self.quote.currency)

    def unit_price(self, amount) -> str:
        """A unit price with as many decimals as it has, 2 to 4 (unit price style)."""
        return format_money(amount, self.lang, MoneyStyle.UNIT_PRICE, self.quote.currency)

    def quantity(self, value: int) -> str:
        """A quantity grouped for the language: "100,000"."""
        return number_text(value, self.lang)

    def capital(self, amount) -> str:
        """The amount in capital numerals for a Chinese CNY or TWD quote (新臺幣…元整), ""
        otherwise (:func:`capital_words`)."""
        return capital_words(amount, self.quote.currency, self.lang)

    def text_doc(self, html_text: str, width: float | None = None) -> QTextDocument:
        doc = QTextDocument()
        doc.documentLayout().setPaintDevice(self.writer)  # point sizes at the writer's dpi
        font = QFont(self.family)
        font.setPointSizeF(9.0)
        doc.setDefaultFont(font)
        # Regular weight only: the bundled font has no bold face, and Qt's synthesized bold
        # is drawn twice in the PDF, which doubles the text a reader copies or extracts.
        doc.setDefaultStyleSheet(
            f"body {{ color: {INK}; }} th {{ font-weight: normal; }} "
            "h1, h2, h3 { font-weight: normal; }"
        )
        doc.setDocumentMargin(0)
        doc.setTextWidth(self.width if width is None else width)
        doc.setHtml(f"<body>{html_text}</body>")
        return doc

    def doc_block(
        self,
        html_text: str,
        gap_mm: float = 3.0,
        width: float | None = None,
        x: float = 0.0,
        **kwargs,
    ) -> _Block:
        doc = self.text_doc(html_text, width)

        def paint(painter: QPainter, y: float) -> None:
            painter.save()
            painter.translate(x, y)
            doc.drawContents(painter)
            painter.restore()

        return _Block(doc.size().height(), paint, self.mm(gap_mm), doc=doc, x=x, **kwargs)

    def heading(self, text: str, sub: str = "", new_page: bool = False) -> _Block:
        sub_html = f'<br><span style="color:{MUTED}; font-size:9pt">{sub}</span>' if sub else ""
        block = self.doc_block(
            f'<p style="font-size:15pt; color:{ACCENT}; margin:0">{text}{sub_html}</p>',
            gap_mm=0,
            new_page=new_page,
        )
        inner, text_h = block.paint, block.height

        def paint(painter: QPainter, y: float) -> None:
            inner(painter, y)
            _hline(painter, y + text_h + self.mm(0.5), self.width, ACCENT, 5)

        block.paint = paint
        block.height = text_h + self.mm(1.5)
        block.gap = self.mm(4)
        block.keep_with_next = True
        return block

    def subheading(self, text: str) -> _Block:
        return self.doc_block(
            f'<p style="font-size:11pt; color:{INK}; margin:0">{text}</p>',
            gap_mm=1.5,
            keep_with_next=True,
        )

    def vat_rate(self) -> str:
        return _percent(self.doc.vat_percent)

    def price_note(self) -> str:
        """What the prices are in and the tax charged (the market's sentence)."""
        return price_note(self.doc, self.vat_rate())

    def total_label(self) -> str:
        """ "Total incl. VAT", "Total incl. business tax" or "Total" (no tax)."""
        return total_label(self.doc)

    def rate_note(self) -> str:
        """The exchange rate the catalog prices were converted with, or "" (none converted)."""
        rate = self.quote.rate
        if rate is None or not self.quote.converted:
            return ""
        return rate_note(rate, self.lang, self.date(rate.as_of))

    def date(self, day) -> str:
        return format_quote_date(day, self.lang)

    def option_workload(self, option: ResolvedOption) -> WorkloadProfile | None:
        systems = option.systems
        if not systems and not option.option.workload:
            return None
        return line_workload(option.option.workload, systems[0].sku if systems else None)

    def caption(self, painter: QPainter, rect: QRectF, text: str) -> None:
        painter.save()
        font = QFont(self.family)
        font.setPointSizeF(10.5)
        painter.setFont(font)
        painter.setPen(QColor(INK))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), text)
        painter.restore()

    def _shade(self, rows: list[str]) -> list[str]:
        """Every other row of a table on a light panel, for reading across."""
        return [
            r.replace("<tr>", f'<tr style="background-color:{PANEL_BG}">', 1) if i % 2 else r
            for i, r in enumerate(rows)
        ]

    # -- every page ------------------------------------------------------------------------
    def footer(self, painter: QPainter, page: int, total: int) -> None:
        top = self.page_h - self.footer_h
        painter.save()
        _hline(painter, top + self.mm(2.5), self.width, RULE, 2)
        font = QFont(self.family)
        font.setPointSizeF(7.5)
        painter.setFont(font)
        painter.setPen(QColor(MUTED))
        text_top = top + self.mm(4)
        right_text = self.L("page").format(n=page, total=total)
        metrics = QFontMetricsF(font, self.writer)
        right_w = metrics.horizontalAdvance(right_text) + self.mm(2)
        left_w = self.width - right_w - self.mm(4)
        # The title and number whole; the vendor's name (one line) cut to the room left.
        lead = f"{self.L('title')} {self.reference} · "
        vendor = " ".join(self.quote.vendor.name.split())
        left_text = lead + metrics.elidedText(
            vendor, Qt.TextElideMode.ElideRight, left_w - metrics.horizontalAdvance(lead)
        )
        height = self.footer_h - self.mm(4)
        painter.drawText(
            QRectF(0, text_top, left_w, height),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
            left_text,
        )
        painter.drawText(
            QRectF(self.width - right_w, text_top, right_w, height),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop),
            right_text,
        )
        painter.restore()

    def close(self) -> None:
        for scene in self.scenes:
            scene.clear()
        self.scenes.clear()
