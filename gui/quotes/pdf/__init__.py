"""The quote PDF (:func:`export_quote_pdf`): A4 via ``QPdfWriter``, text and tables as
``QTextDocument`` HTML, the chassis diagrams and the metric charts painted as vectors on the same
writer, in the quote's language. What it prints and how: docs/quote-format.md, "The PDF"."""

from rigwright.gui.quotes.pdf.app import ensure_app, use_offscreen_if_headless
from rigwright.gui.quotes.pdf.comparison import BEST_BG, COMPARE_FIRST, WORST_BG
from rigwright.gui.quotes.pdf.cover import LETTERHEAD_MAX_MM
from rigwright.gui.quotes.pdf.layout import Paint
from rigwright.gui.quotes.pdf.logo import (
    LOGO_KEEP_PX,
    LOGO_MAX_PX,
    LOGO_UNREADABLE,
    LogoError,
    read_logo,
)
from rigwright.gui.quotes.pdf.options import CHART_MM, DIAGRAM_MAX_MM
from rigwright.gui.quotes.pdf.render import Progress, render_quote_pdf
from rigwright.gui.quotes.pdf.style import (
    ACCENT,
    DPI,
    FOOTER_MM,
    HEAD_BG,
    INK,
    MARGIN_MM,
    MUTED,
    NBSP,
    PANEL_BG,
    RULE,
)
from rigwright.gui.quotes.pdf.writer import INCOMPLETE, QuoteExportError, export_quote_pdf

__all__ = [
    "ACCENT",
    "BEST_BG",
    "CHART_MM",
    "COMPARE_FIRST",
    "DIAGRAM_MAX_MM",
    "DPI",
    "FOOTER_MM",
    "HEAD_BG",
    "INCOMPLETE",
    "INK",
    "LETTERHEAD_MAX_MM",
    "LOGO_KEEP_PX",
    "LOGO_MAX_PX",
    "LOGO_UNREADABLE",
    "MARGIN_MM",
    "MUTED",
    "NBSP",
    "PANEL_BG",
    "RULE",
    "WORST_BG",
    "LogoError",
    "Paint",
    "Progress",
    "QuoteExportError",
    "ensure_app",
    "export_quote_pdf",
    "read_logo",
    "render_quote_pdf",
    "use_offscreen_if_headless",
]
