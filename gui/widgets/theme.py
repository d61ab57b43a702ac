"""Light and dark themes: the Fusion style with a complete palette, the user's stored choice, and
the colours that custom-painted widgets and rich text pick by the palette's lightness.
More in docs/window.md (`rigwright.gui.widgets.theme`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import Shiboken

THEME_SETTING = "ui.theme"
"""User setting (rigwright.core.storage.database) holding the theme's value ("light" or "dark")."""


class Theme(Enum):
    """The window's colour theme; the value is what the setting and ``--theme`` say."""

    LIGHT = "light"
    DARK = "dark"


def parse_theme(text: str) -> Theme:
    """``"dark"``, ``"Light"`` -> :class:`Theme` (case and surrounding blanks ignored).

    Raises:
        ValueError: ``text`` names no theme; the message says which values are accepted.
    """
    try:
        return Theme(text.strip().lower())
    except ValueError:
        choices = " or ".join(t.value for t in Theme)
        raise ValueError(f"{text!r} is not a theme (use {choices})") from None


_Role = QPalette.ColorRole
_Group = QPalette.ColorGroup

# Contrast of text on its background (WCAG, tested): Text/WindowText ≥ 11:1, ButtonText on
# Button ≥ 8:1, HighlightedText on Highlight 5.2:1, Link and PlaceholderText on Base ≥ 6:1.
DARK_COLORS: dict[QPalette.ColorRole, str] = {
    _Role.Window: "#2b2d30",
    _Role.WindowText: "#e8e8e8",
    _Role.Base: "#1f2023",
    _Role.AlternateBase: "#26282b",
    _Role.ToolTipBase: "#3a3c40",
    _Role.ToolTipText: "#f0f0f0",
    _Role.PlaceholderText: "#9da3ab",
    _Role.Text: "#e8e8e8",
    _Role.Button: "#3a3d41",
    _Role.ButtonText: "#e8e8e8",
    _Role.BrightText: "#ff8a80",
    _Role.Light: "#55585d",
    _Role.Midlight: "#46494e",
    _Role.Mid: "#2f3134",
    _Role.Dark: "#1a1b1d",
    _Role.Shadow: "#0c0c0d",
    _Role.Highlight: "#2f6fb0",
    _Role.HighlightedText: "#ffffff",
    _Role.Link: "#78b4ff",
    _Role.LinkVisited: "#c29cff",
    _Role.Accent: "#2f6fb0",
}
"""The dark palette's colours (active and inactive groups)."""

DARK_DISABLED: dict[QPalette.ColorRole, str] = {
    _Role.WindowText: "#7c8087",
    _Role.Text: "#7c8087",
    _Role.ButtonText: "#7c8087",
    _Role.PlaceholderText: "#686c72",
    _Role.Base: "#26272a",
    _Role.Button: "#303236",
    _Role.Highlight: "#44474c",
    _Role.HighlightedText: "#a0a4aa",
    _Role.Link: "#5a7da6",
}
"""The dark palette's disabled group, where it differs from the active one."""


def dark_palette() -> QPalette:
    """The complete dark palette: every role in every group."""
    palette = QPalette()
    for role, color in DARK_COLORS.items():
        palette.setColor(role, QColor(color))  # all groups
    for role, color in DARK_DISABLED.items():
        palette.setColor(_Group.Disabled, role, QColor(color))
    return palette


def is_dark(palette: QPalette) -> bool:
    """True when ``palette``'s window colour is dark (lightness below 128 of 255): light text
    and light strokes are then needed on it."""
    return palette.color(_Role.Window).lightness() < 128


def apply_theme(app: QApplication, theme: Theme) -> None:
    """Give ``app`` the Fusion style and ``theme``'s palette; open widgets follow at once."""
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    app.setPalette(dark_palette() if theme is Theme.DARK else app.style().standardPalette())
    # Qt leaves a widget that has a style sheet in the palette it had (and does not tell it):
    # once the new palette has reached the other widgets, their style sheets apply afresh.
    QTimer.singleShot(0, app, _reapply_style_sheets)


def _reapply_style_sheets() -> None:
    # Walk the live trees of the top-level windows, not QApplication.allWidgets(): that also
    # lists widgets half-way through destruction (a window closed with its children pending
    # deletion), and touching one of those crashes.
    for top in QApplication.topLevelWidgets():
        if not Shiboken.isValid(top):
            continue
        for widget in (top, *top.findChildren(QWidget)):
            if not Shiboken.isValid(widget):
                continue
            sheet = widget.styleSheet()
            if sheet:
                widget.setStyleSheet("")
                widget.setStyleSheet(sheet)


def current_theme() -> Theme:
    """The theme the application's palette is in (dark or light by its window colour)."""
    return Theme.DARK if is_dark(QGuiApplication.palette()) else Theme.LIGHT


SYSTEM = "system"
"""The theme choice that follows the system's light or dark appearance (the default)."""

THEME_CHOICES = (SYSTEM, Theme.LIGHT.value, Theme.DARK.value)
"""What View ▸ Theme offers and the setting holds."""


def system_theme() -> Theme:
    """The system's appearance as Qt reports it (``QStyleHints.colorScheme``): dark when
    the system says dark, light otherwise (also when it says nothing)."""
    scheme = QGuiApplication.styleHints().colorScheme()
    return Theme.DARK if scheme == Qt.ColorScheme.Dark else Theme.LIGHT


def theme_of(choice: str) -> Theme:
    """The theme a choice ("system", "light", "dark") gives now."""
    return system_theme() if choice == SYSTEM else parse_theme(choice)


def stored_choice(db_path: Path | None) -> str:
    """The theme choice stored in the user's settings (database ``db_path``; None: the
    per-user default): "system" when none is stored or the stored value is not a choice."""
    from rigwright.core.storage.database import read_user_setting

    value = str(read_user_setting(db_path, THEME_SETTING, SYSTEM)).strip().lower()
    return value if value in THEME_CHOICES else SYSTEM


def stored_theme(db_path: Path | None) -> Theme:
    """The theme the stored choice gives now (:func:`stored_choice`, :func:`theme_of`)."""
    return theme_of(stored_choice(db_path))


def store_choice(db_path: Path | None, choice: str) -> bool:
    """Keep ``choice`` ("system", "light", "dark") as the user's; False when it could not be
    stored (it then lasts for this session).

    Raises:
        ValueError: ``choice`` is not one of :data:`THEME_CHOICES`.
    """
    from rigwright.core.storage.database import write_user_setting

    if choice not in THEME_CHOICES:
        raise ValueError(f"theme: {choice!r} is not one of {', '.join(THEME_CHOICES)}")
    return write_user_setting(db_path, THEME_SETTING, choice)


def store_theme(db_path: Path | None, theme: Theme) -> bool:
    """Keep ``theme`` as the user's choice; False when it could not be stored (it then lasts
    for this session)."""
    return store_choice(db_path, theme.value)


class SystemThemeFollower(QObject):
    """Applies the system's light or dark appearance whenever it changes, while the choice
    is "system" (:attr:`choice`)."""

    def __init__(self, app: QApplication, choice: str = SYSTEM):
        super().__init__(app)
        self._app = app
        self.choice = choice
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._on_scheme_changed)

    def _on_scheme_changed(self, _scheme=None) -> None:
        if self.choice == SYSTEM and system_theme() is not current_theme():
            apply_theme(self._app, system_theme())


@dataclass(frozen=True, slots=True)
class Tone:
    """A colour no palette role names, with its light-theme and dark-theme variants."""

    light: str
    dark: str

    def pick(self, dark: bool) -> str:
        """The dark or the light variant, as ``"#rrggbb"``."""
        return self.dark if dark else self.light

    def on(self, palette: QPalette) -> QColor:
        """The variant for ``palette`` (the dark one when :func:`is_dark`)."""
        return QColor(self.pick(is_dark(palette)))

    def name(self, palette: QPalette) -> str:
        """:meth:`on` as ``"#rrggbb"``, for style sheets and rich text."""
        return self.on(palette).name()


def tint_frame(frame: QWidget, background: Tone, border: Tone) -> None:
    """Give ``frame`` (found by its object name) ``background`` and a rounded ``border`` in
    the variants of its palette; call it again on ``QEvent.PaletteChange``. The style sheet
    is only set when it changes (setting it sends another PaletteChange)."""
    palette = frame.palette()
    sheet = (
        f"QFrame#{frame.objectName()} {{ background: {background.name(palette)};"
        f" border: 1px solid {border.name(palette)}; border-radius: 3px; }}"
    )
    if sheet != frame.styleSheet():
        frame.setStyleSheet(sheet)


MUTED = Tone("#57606a", "#a8b1bb")
"""Secondary text (hints, notes, sources): ≥ 5.5:1 on both themes' window and base."""

UNKNOWN_TEXT = Tone("#666666", "#9aa0a6")
"""An unknown figure ("unknown"), set apart from the figures: ≥ 5:1 on either theme's base."""

ERROR = Tone("#d1242f", "#ff8a80")
"""Error text and the border of an invalid field."""
