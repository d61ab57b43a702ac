"""The bar across the top of the window that says something is wrong with where the quotes are
kept: the database is open read-only (why, and how to fix it), or it lies on a network file
system or in a cloud-sync folder (a warning); hidden when all is well. Its texts come from
:class:`rigwright.core.storage.health.StartReport` (core ``Text``, rendered in the window's
language, again after a language change)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy

from rigwright.core.storage.health import StartReport
from rigwright.gui.widgets.i18n import Retranslating, tr_text
from rigwright.gui.widgets.theme import Tone, tint_frame

READ_ONLY_TONE = Tone("#fdecea", "#4a1f1c")
"""The bar's background when nothing can be saved: a quiet red."""
READ_ONLY_BORDER = Tone("#d1242f", "#ff8a80")
WARNING_TONE = Tone("#fff4d6", "#3d3210")
"""The bar's background for a warning (a risky place): a quiet yellow."""
WARNING_BORDER = Tone("#c99a06", "#d4a72c")


class StorageBanner(Retranslating, QFrame):
    """Says, above the window's pages, that the database is read-only or in a risky place.

    Args:
        report: what the start found (None: nothing to say; the bar stays hidden).

    Attributes:
        label: the text shown (plain text: it quotes paths).
    """

    def __init__(self, report: StartReport | None = None, parent=None):
        super().__init__(parent)
        self.setObjectName("storageBanner")
        self._report = report
        self.label = QLabel()
        self.label.setObjectName("storageBannerText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.label, 1)
        self.retranslate()

    @property
    def read_only(self) -> bool:
        """True when the bar says the database is read-only."""
        return self._report is not None and self._report.read_only is not None

    def set_report(self, report: StartReport | None) -> None:
        """Show what ``report`` says (None: hide the bar)."""
        self._report = report
        self.retranslate()

    def texts(self) -> list[str]:
        """The messages shown, in the window's language: the read-only one first."""
        report = self._report
        if report is None:
            return []
        out = []
        if report.read_only is not None:
            out.append(
                self.tr(
                    "Read-only: nothing can be saved (quotes, vendor profile, settings). {reason}"
                ).format(reason=tr_text(report.read_only.reason))
            )
        if report.warning is not None:
            out.append(self.tr("Warning: {reason}").format(reason=tr_text(report.warning)))
        return out

    def retranslate(self) -> None:
        texts = self.texts()
        self.label.setText("\n".join(texts))
        self.setVisible(bool(texts))
        self.setAccessibleName(self.tr("Database status"))
        self._style()

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.PaletteChange:
            self._style()
        super().changeEvent(event)

    def _style(self) -> None:
        if self.read_only:
            tint_frame(self, READ_ONLY_TONE, READ_ONLY_BORDER)
        else:
            tint_frame(self, WARNING_TONE, WARNING_BORDER)


__all__ = ["StorageBanner"]
