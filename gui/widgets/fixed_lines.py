"""A label that always takes the same number of lines: a longer text is elided, and shown whole
in its tooltip, so the controls below it never move when the text changes."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QLabel, QWidget


def lines_height(widget: QWidget, lines: int) -> int:
    """The height (px) that shows ``lines`` whole lines of ``widget``'s font with its margins:
    a CJK font's glyphs may be taller than its line spacing, so the taller of the two counts."""
    fm = widget.fontMetrics()
    margins = widget.contentsMargins()
    # The font's own metrics miss the fallback font a Chinese text is drawn in: lay out a line
    # of both scripts to learn the height a line really takes.
    layout = QTextLayout("Ag国國", widget.font())
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(10_000)
    layout.endLayout()
    step = max(fm.lineSpacing(), fm.height(), math.ceil(line.height()))
    return lines * step + 2 + margins.top() + margins.bottom()


class FixedLinesLabel(QLabel):
    """A word-wrapped plain-text label exactly ``lines`` lines high, whatever its text.

    A text that needs more lines is cut at the end of the last one with "…"; the tooltip then
    shows the whole text above :meth:`setToolTip`'s own text. :meth:`full_text` is what was set.
    """

    def __init__(self, lines: int = 2, parent: QWidget | None = None) -> None:
        """A label of ``lines`` lines (at least 1), empty."""
        super().__init__(parent)
        self._lines = max(1, lines)
        self._full = ""
        self._tip = ""
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._fix_height()

    def full_text(self) -> str:
        """The text as set, before any eliding."""
        return self._full

    def is_elided(self) -> bool:
        """True while the text shown is cut short."""
        return self.text() != self._full

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        """Show ``text``, elided to the label's lines."""
        self._full = text
        self._fit()

    def setToolTip(self, text: str) -> None:  # noqa: N802 - Qt's name
        """The tooltip's own text (the whole label text goes above it when elided)."""
        self._tip = text
        self._show_tip()

    def _show_tip(self) -> None:
        parts = [self._full] if self.is_elided() else []
        if self._tip:
            parts.append(self._tip)
        super().setToolTip("\n\n".join(parts))

    def _fix_height(self) -> None:
        self.setFixedHeight(lines_height(self, self._lines))

    def _fit(self) -> None:
        """Elide the text to the lines the current width gives."""
        width = self.contentsRect().width()
        shown = self._full
        if width > 0 and self._full:
            layout = QTextLayout(self._full, self.font())
            layout.beginLayout()
            starts: list[int] = []
            while True:
                line = layout.createLine()
                if not line.isValid():
                    break
                line.setLineWidth(width)
                starts.append(line.textStart())
            layout.endLayout()
            if len(starts) > self._lines:
                last = starts[self._lines - 1]
                tail = self._full[last:].replace("\n", " ")
                elided = self.fontMetrics().elidedText(tail, Qt.TextElideMode.ElideRight, width)
                shown = self._full[:last] + elided
        super().setText(shown)
        self._show_tip()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Elide anew for the new width."""
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """A new font changes the line height and where the text breaks."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fix_height()
            self._fit()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Any width: the text elides; the height is fixed."""
        return QSize(0, self.height())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """A modest width (the layout gives it more); the fixed height."""
        return QSize(super().sizeHint().width(), self.height())
