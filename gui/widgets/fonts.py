"""The bundled CJK font (WenQuanYi Micro Hei, TrueType outlines), registered with Qt.

TrueType outlines matter: Qt embeds them in PDFs with a usable ToUnicode map, so Chinese
text in a quote can be copied and searched (CFF-outline CJK fonts lose that).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from rigwright.core.io.paths import resources_dir

FONT_FILE = "wqy-microhei.ttc"
FALLBACK_FAMILY = "WenQuanYi Micro Hei"

_registered: dict[str, str] = {}
"""The bundled font's family once registered (key "family"): registered once per process."""


def font_path() -> Path:
    """Path of the bundled font file (``resources/fonts/wqy-microhei.ttc``)."""
    return resources_dir() / "fonts" / FONT_FILE


def register_fonts() -> str:
    """Register the bundled CJK font once and return its family name.

    Needs a ``QGuiApplication``. Safe to call repeatedly: later calls return the cached family.

    Raises:
        RuntimeError: no Qt application exists, or Qt cannot load the font file.
    """
    if "family" in _registered:
        return _registered["family"]
    if QGuiApplication.instance() is None:
        raise RuntimeError("register_fonts() needs a QGuiApplication")
    path = font_path()
    font_id = QFontDatabase.addApplicationFont(str(path))
    if font_id < 0:
        raise RuntimeError(f"cannot load font {path}")
    families = QFontDatabase.applicationFontFamilies(font_id)
    proportional = [f for f in families if "mono" not in f.casefold()]
    _registered["family"] = (proportional or families or [FALLBACK_FAMILY])[0]
    return _registered["family"]


def app_font(point_size: float = 10.0, bold: bool = False) -> QFont:
    """A ``QFont`` in the bundled family (registering it if needed)."""
    font = QFont(register_fonts())
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


def pixel_font(pixel_size: int, bold: bool = False) -> QFont:
    """A ``QFont`` in the bundled family sized in pixels (for scene items)."""
    font = QFont(register_fonts())
    font.setPixelSize(max(1, pixel_size))
    font.setBold(bold)
    return font
