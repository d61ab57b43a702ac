"""The quote as PDF bytes: every part's blocks placed on A4 pages by one renderer, painted on a
``QPdfWriter`` in memory, with the footer of each page."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QBuffer,
    QIODevice,
    QMarginsF,
)
from PySide6.QtGui import (
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
)

from rigwright.core.catalog.model import Catalog
from rigwright.core.quote.document import (
    ResolvedQuote,
)
from rigwright.core.quote.facts import (
    quote_reference,
)
from rigwright.core.text.words import label
from rigwright.gui.quotes.pdf.app import ensure_app
from rigwright.gui.quotes.pdf.comparison import _Comparison
from rigwright.gui.quotes.pdf.cover import _Cover
from rigwright.gui.quotes.pdf.layout import _Block, _Layout
from rigwright.gui.quotes.pdf.options import _Options
from rigwright.gui.quotes.pdf.style import (
    DPI,
    MARGIN_MM,
)
from rigwright.gui.quotes.pdf.terms import _Terms
from rigwright.gui.widgets.fonts import register_fonts

Progress = Callable[[int, int], None]
"""``progress(page, pages)``: page ``page`` of ``pages`` is painted."""


def render_quote_pdf(
    quote: ResolvedQuote,
    catalog: Catalog,
    family: str | None = None,
    progress: Progress | None = None,
) -> bytes:
    """The quote as PDF bytes (A4, 300 dpi layout), rendered in memory; ``progress(page,
    pages)`` after each page.

    Args:
        quote: the resolved quote.
        catalog: the catalog it was resolved against.
        family: font family; the bundled CJK font when None.

    Returns:
        The whole PDF file, ``%PDF`` ... ``%%EOF``.

    Raises:
        OSError: the PDF writer could not be opened.
        UnknownWorkload: an option names a workload that is no profile.
    """
    ensure_app()
    family = family or register_fonts()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(DPI)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )
    lang = quote.lang
    writer.setTitle(
        f"{label('title', lang)} "
        f"{quote_reference(quote.document.number, quote.document.revision, lang)}"
    )
    writer.setCreator("Rigwright")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError("cannot start the PDF writer")
    renderer: _Renderer | None = None
    try:  # the painter is ended whatever fails (an active painter left to the GC crashes)
        renderer = _Renderer(quote, catalog, family, writer)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        pages = _Layout(renderer.body_h, renderer.mm(40)).place(renderer.blocks())
        for n, items in enumerate(pages, start=1):
            if n > 1:
                writer.newPage()
            for paint, y in items:
                paint(painter, y)
            renderer.footer(painter, n, len(pages))
            if progress is not None:
                progress(n, len(pages))
    finally:
        painter.end()
        if renderer is not None:
            renderer.close()
    buffer.close()
    return bytes(buffer.data())


class _Renderer(_Cover, _Options, _Comparison, _Terms):
    """Builds the blocks of one quote (measured on ``writer``) and paints the footers."""

    def blocks(self) -> list[_Block]:
        blocks = self.cover()
        for option in self.quote.options:
            blocks += self.option(option)
        if len(self.quote.options) >= 2:
            blocks += self.comparison()
        blocks += self.stack_and_terms()
        return blocks
