"""The strip of messages above the results (the custom-weights banner, the recommendation's
notes): as tall as its messages at its width, scrolled rather than pushing the results (and
the window) beyond a short screen at large text scaling."""

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

MIN_LINES = 2
"""Lines of messages kept visible however short the window (the rest scrolls)."""


class MessageArea(QScrollArea):
    """A vertical scroll area holding labels, hidden while every label is hidden.

    Its size hint is its labels' height at its width (word-wrapped labels included); its
    minimum is :data:`MIN_LINES` lines of text, so a layout short of room shrinks it first to
    that and the labels scroll.
    """

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
        """Show the area while a label is shown, and fit it to the labels' new height."""
        self.setVisible(any(not label.isHidden() for label in self._labels))
        self.updateGeometry()

    def content_height(self) -> int:
        """The labels' height at the area's current width (px)."""
        content = self.widget()
        width = max(self.width(), content.minimumSizeHint().width())
        if content.hasHeightForWidth():
            return content.heightForWidth(width)
        return content.sizeHint().height()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.content_height())

    def minimumSizeHint(self) -> QSize:
        lines = MIN_LINES * self.fontMetrics().lineSpacing()
        return QSize(super().minimumSizeHint().width(), min(self.content_height(), lines))

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
