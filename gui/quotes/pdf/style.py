"""The quote PDF's page and type: A4 at :data:`DPI` within :data:`MARGIN_MM`, the colours, and
the HTML and painting helpers every part of it uses (escaping, no-break runs, muted text,
rules)."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import (
    QRectF,
)
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPen,
    QTextDocument,
)

from rigwright.core.quote.document import (
    ResolvedOption,
)
from rigwright.core.text.i18n import words
from rigwright.core.text.terms import UNITS

DPI = 300
MARGIN_MM = 15.0
ACCENT = "#2f6fb0"
INK = "#1f2933"
MUTED = "#616e7c"
RULE = "#cbd2d9"
HEAD_BG = "#e4e7eb"
PANEL_BG = "#eef1f4"

FOOTER_MM = 11.0
"""Height of the footer band at the bottom of every page."""


NBSP = "\u00a0"
"""A no-break space: joins a number to its unit or sign."""

_THIS_QUOTE = words("GPU in this quote", zh_CN="本报价所选 GPU", zh_TW="本報價所選 GPU")


_UNIT_GAP = re.compile(
    r"(?<=\d) (?=(?:" + "|".join(re.escape(u) for u in UNITS) + r")(?![A-Za-z]))"
)


def _esc(text: object) -> str:
    """``text`` escaped for the HTML of a ``QTextDocument``, a no-break space between a
    number and its unit ("432 TFLOPS", "2,000 W": a figure is never wrapped from its unit)."""
    return html.escape(_UNIT_GAP.sub(NBSP, str(text)), quote=True)


def _lit(text: object) -> str:
    """Text a user typed, printed literally: escaped, line breaks kept, runs of spaces and
    tabs kept (HTML would collapse them)."""
    out = _esc(text).replace("\t", "    ")
    out = re.sub(r" {2,}", lambda m: " " + "&nbsp;" * (len(m.group(0)) - 1), out)
    return out.replace("\n", "<br>")


_NOWRAP_ATTR = ' style="white-space:nowrap"'


def _nowrap(html_text: str, style: str = "") -> str:
    """``html_text`` as a paragraph that is never broken over lines (amounts, quantities,
    percentages, the quote number): the table column it sits in widens instead."""
    return f'<p style="white-space:nowrap; margin:0;{style}">{html_text}</p>'


def _unbroken(text: str) -> str:
    """``text`` that a line never breaks inside: no-break spaces, a word joiner (U+2060)
    between every two other characters."""
    return "\u2060".join(text.replace(" ", "\u00a0"))


def _muted(text: str, size: float = 8.0) -> str:
    return f'<span style="color:{MUTED}; font-size:{size}pt">{text}</span>'


def _systems(option: ResolvedOption) -> list[tuple]:
    """The option's workstations with their quantities."""
    return [(line.build, line.item.quantity) for line in option.systems]


def _percent(value) -> str:
    """A percentage as printed: "13 %", "7.5 %", a no-break space before the sign (a line is
    never broken between the number and its "%")."""
    text = format(value.normalize(), "f") if value == value.to_integral() else format(value, "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return f"{text}{NBSP}%"


def _keep(text: str) -> str:
    """``text`` with no-break spaces before "%" and around "×", so that "5 %" and
    "2 × 1.205" are never split over two lines."""
    return text.replace(" %", NBSP + "%").replace(" × ", NBSP + "×" + NBSP)


def _draw(painter: QPainter, doc: QTextDocument, x: float, y: float) -> None:
    painter.save()
    painter.translate(x, y)
    doc.drawContents(painter)
    painter.restore()


def _hline(painter: QPainter, y: float, width: float, colour: str, pen: float) -> None:
    painter.save()
    painter.setPen(QPen(QColor(colour), pen))
    painter.drawLine(QRectF(0, y, width, 0).topLeft(), QRectF(0, y, width, 0).topRight())
    painter.restore()
