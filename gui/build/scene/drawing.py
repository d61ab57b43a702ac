"""The diagram's colours (light and dark) and its text and rectangle drawing helpers."""

from __future__ import annotations

from PySide6.QtCore import (
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QPainter,
    QPalette,
)
from PySide6.QtWidgets import (
    QApplication,
)

from rigwright.core.build.diagram import (
    Rect,
)
from rigwright.gui.widgets.fonts import pixel_font
from rigwright.gui.widgets.theme import is_dark

CONNECTOR_GAP = 8.0
"""Gap between the card's bracket and the drawn PCIe fingers, mm (drawing only)."""

SMALL_PX = 12
"""The smallest label, scene mm: 7 pt on paper where the quote draws its widest diagram
(852 mm across the 180 mm text width, 0.21 paper mm per mm; docs/quote-format.md)."""


_LIGHT = {
    "bg": "#ffffff",
    "ink": "#1f2933",
    "muted": "#616e7c",
    "faint": "#9aa5b1",
    "case": "#f5f7fa",
    "case_edge": "#52606d",
    "board": "#e3ece0",
    "board_edge": "#7d9a74",
    "socket": "#c9d3dc",
    "socket_edge": "#52606d",
    "dimm": "#3e4c59",
    "dimm_empty": "#c3ccd5",
    "connector": "#3e4c59",
    "card": "#dbe7f3",
    "card_edge": "#4a6b8a",
    "bracket": "#8795a1",
    "fan": "#4a6b8a",
    "bridge": "#5b8c00",
    "bay": "#ece6da",
    "bay_edge": "#8a7a5c",
    "psu": "#ece6da",
    "psu_edge": "#8a7a5c",
    "gauge_bg": "#ffffff",
    "ok": "#2f9e44",
    "warn": "#e67700",
    "bad": "#c92a2a",
    "air": "#1c7ed6",
    "select": "#1971c2",
    "drop": "#37b24d",
    "error": "#c92a2a",
    "warning": "#e67700",
    "info": "#5c7cfa",
}
_DARK = {
    "bg": "#1e2227",
    "ink": "#e9ecef",
    "muted": "#adb5bd",
    "faint": "#6c757d",
    "case": "#2a2f36",
    "case_edge": "#adb5bd",
    "board": "#26352a",
    "board_edge": "#6f9a68",
    "socket": "#3b444e",
    "socket_edge": "#adb5bd",
    "dimm": "#ced4da",
    "dimm_empty": "#495057",
    "connector": "#ced4da",
    "card": "#2b3f55",
    "card_edge": "#8fb3d9",
    "bracket": "#868e96",
    "fan": "#8fb3d9",
    "bridge": "#94d82d",
    "bay": "#3d3a33",
    "bay_edge": "#c2a878",
    "psu": "#3d3a33",
    "psu_edge": "#c2a878",
    "gauge_bg": "#1e2227",
    "ok": "#51cf66",
    "warn": "#ffa94d",
    "bad": "#ff6b6b",
    "air": "#4dabf7",
    "select": "#74c0fc",
    "drop": "#69db7c",
    "error": "#ff6b6b",
    "warning": "#ffa94d",
    "info": "#91a7ff",
}


def palette_is_dark(palette: QPalette | None = None) -> bool:
    """True when ``palette`` (default: the application's) is a dark theme's
    (:func:`rigwright.gui.widgets.theme.is_dark`)."""
    return is_dark(palette if palette is not None else QApplication.palette())


def colours(dark: bool) -> dict[str, QColor]:
    """The diagram's colours by role, for a dark or a light background."""
    return {k: QColor(v) for k, v in (_DARK if dark else _LIGHT).items()}


def _text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    px: int,
    color: QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
) -> None:
    # Regular weight only: the bundled font has no bold face (see gui/build/chassis.py).
    font = pixel_font(px)
    painter.setFont(font)
    painter.setPen(color)
    elided = QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), elided)


def _qrect(r: Rect) -> QRectF:
    return QRectF(0, 0, r.w, r.h)


# ----------------------------------------------------------------------------- items
