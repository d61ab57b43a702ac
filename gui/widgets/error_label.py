"""An error message under a field (:class:`ErrorLabel`), shared by the input panel, the quote
editor, the quote history and the vendor profile."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel

from rigwright.gui.widgets.theme import ERROR


class ErrorLabel(QLabel):
    """An error message under a field: word-wrapped, hidden until shown, in the theme's error
    colour, re-read when the theme changes; written again in the new language when the
    window's language changes (:meth:`show_message`).

    The colour is set in the label's palette, not a style sheet: a widget with a style sheet
    keeps its palette when the application's changes, and is not told.
    """

    def __init__(self, object_name: str, parent=None):
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setWordWrap(True)
        self.setVisible(False)
        self._render: Callable[[], str] | None = None
        self._recolor()

    def show_message(self, render: Callable[[], str] | None) -> None:
        """Show the message ``render()`` writes (again on each language change); None hides
        the label."""
        self._render = render
        self.setText(render() if render is not None else "")
        self.setVisible(render is not None)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._recolor()
        elif event.type() == QEvent.Type.LanguageChange and self._render is not None:
            self.setText(self._render())

    def _recolor(self) -> None:
        palette = self.palette()
        color = ERROR.on(palette)
        if palette.color(QPalette.ColorRole.WindowText) != color:  # else no change, no loop
            palette.setColor(QPalette.ColorRole.WindowText, color)
            self.setPalette(palette)
