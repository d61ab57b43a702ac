"""The strip of messages above the results (the custom-weights banner, the recommendation's
notes): always the same few lines high, shown or empty, the rest scrolled, so the results
below never move when a message comes, goes or grows."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QLabel,
    QMessageBox,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rigwright.gui.widgets.fixed_lines import lines_height

RESERVED_LINES = 3
"""Lines of messages the strip always takes, whether it has messages or not (the rest scrolls):
a height that followed the messages pushed the ranked lists down by up to six lines."""


class MessageArea(QScrollArea):
    """A vertical scroll area holding labels, :data:`RESERVED_LINES` lines high whatever they
    say (empty when every label is hidden); a longer text scrolls, its scroll bar shown."""

    def __init__(self, labels: list[QLabel], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageArea")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        content = QWidget()
        box = QVBoxLayout(content)
        box.setContentsMargins(0, 0, 0, 0)
        for label in labels:
            box.addWidget(label)
        self._labels = list(labels)
        self.setWidget(content)
        # The window's own background, as if the labels sat in the layout directly.
        self.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)
        content.installEventFilter(self)
        self.refresh()

    def refresh(self) -> None:
        """Take the labels' new text: the area keeps its height (it is never hidden)."""
        self.updateGeometry()

    def reserved_height(self) -> int:
        """The strip's fixed height (px): :data:`RESERVED_LINES` lines of its font."""
        return lines_height(self, RESERVED_LINES) + 2 * self.frameWidth()

    def content_height(self) -> int:
        """The labels' height at the area's current width (px)."""
        content = self.widget()
        width = max(self.width(), content.minimumSizeHint().width())
        if content.hasHeightForWidth():
            return content.heightForWidth(width)
        return content.sizeHint().height()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.reserved_height())

    def minimumSizeHint(self) -> QSize:
        # A window squeezed below its usual size (a 1366 x 768 screen at 150 %) may take a
        # line of it back; the height still never follows the text.
        return QSize(
            super().minimumSizeHint().width(),
            lines_height(self, RESERVED_LINES - 1) + 2 * self.frameWidth(),
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A label's new text or visibility re-lays the content out: fit the area to it.
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # wrapped text is taller when narrower


def message_box(
    parent: QWidget | None,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
    default: QMessageBox.StandardButton = QMessageBox.StandardButton.NoButton,
) -> QMessageBox.StandardButton:
    """A modal message box showing ``text`` as plain text, and the button pressed (``title``
    and ``text`` in the window's language, translated by the caller; the standard buttons are
    Qt's, translated by its own translator).

    Messages that show what the engineer typed go through here: their texts hold what the engineer
    typed (customer names, option titles, file names), which QMessageBox's static functions
    would read as rich text when it looks like markup ("<b>ACME</b>")."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if default != QMessageBox.StandardButton.NoButton:
        box.setDefaultButton(default)
    try:
        return QMessageBox.StandardButton(box.exec())
    finally:
        box.deleteLater()  # not kept as a child of ``parent``


def plain_tip(text: str) -> str:
    """``text`` as a tooltip shows it literally: tooltips read text that looks like markup as
    rich text, so such text is given as the rich text of the plain text (escaped)."""
    if text and GuiQt.mightBeRichText(text):
        return GuiQt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpacePre)
    return text


def ask_save_path(
    parent: QWidget | None, title: str, suggested: str, suffix: str, file_filter: str
) -> Path | None:
    """Ask where to save a file of type ``suffix`` (".pdf", ".png", ".svg"); None when the
    engineer cancels. ``title`` and ``file_filter`` are in the window's language (translated
    by the caller); the question about replacing a file is translated here.

    A name typed without the suffix gets it ("report.v2" -> "report.v2.png"). The save dialog
    asked about replacing the name it returned, not that one: when the name with the suffix
    exists, the engineer is asked (plain text, "No" by default) and None is returned unless
    they answer Yes. A folder chosen is returned as it is; what the path is (a folder, a
    missing folder) is for the caller to check and say.
    """
    path, _filter = QFileDialog.getSaveFileName(parent, title, suggested, file_filter)
    if not path:
        return None
    target = Path(path)
    if target.suffix.lower() == suffix.lower() or target.is_dir():
        return target  # a folder is returned as chosen: the caller says it is one
    target = target.with_name(target.name + suffix)
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    if (
        target.exists()
        and message_box(
            parent,
            QMessageBox.Icon.Question,
            title,
            QCoreApplication.translate("MessageArea", "{name} already exists. Replace it?").format(
                name=target.name
            ),
            yes | no,
            no,
        )
        != yes
    ):
        return None
    return target
