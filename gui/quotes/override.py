"""The export's rules override: a quote whose build breaks a rule is exported only when the
engineer ticks the override and gives a reason, kept in the quote history and never printed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.text.clean import check_text
from rigwright.gui.quotes.naming import listed


class RulesOverrideDialog(QDialog):
    """Lists the rules the quote breaks (option, line, rule) and offers "Export anyway" with
    a reason; Export is enabled only when the box is ticked and the reason is clean text.

    Attributes:
        override_box: the "Export anyway, overriding these rules" checkbox.
        reason_edit: the reason (one line; required with the box).
    """

    def __init__(self, problems: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesOverrideDialog")
        self.setWindowTitle(self.tr("Export quote PDF"))
        text = QLabel(
            self.tr(
                "The quote breaks these rules and cannot be exported as it is:\n{problems}"
            ).format(problems=listed(problems))
        )
        text.setTextFormat(Qt.TextFormat.PlainText)
        text.setWordWrap(True)
        self.override_box = QCheckBox(self.tr("Export anyway, overriding these rules"))
        self.override_box.setObjectName("overrideRulesBox")
        self.reason_edit = QLineEdit()
        self.reason_edit.setObjectName("overrideReasonEdit")
        self.reason_edit.setPlaceholderText(
            self.tr("Reason (kept in the quote history, never printed)")
        )
        self.reason_edit.setEnabled(False)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.export_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.export_button.setText(self.tr("Export"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.override_box.toggled.connect(self.reason_edit.setEnabled)
        self.override_box.toggled.connect(self._update)
        self.reason_edit.textChanged.connect(self._update)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(self.override_box)
        layout.addWidget(self.reason_edit)
        layout.addWidget(self.buttons)
        self._update()

    def reason(self) -> str | None:
        """The reason given, cleaned; None while the box is not ticked or the reason is
        blank or not clean text."""
        if not self.override_box.isChecked():
            return None
        try:
            return check_text(self.reason_edit.text(), "reason", required=True)
        except ValueError:
            return None

    def _update(self) -> None:
        self.export_button.setEnabled(self.reason() is not None)


def ask_rules_override(parent: QWidget | None, problems: Sequence[str]) -> str | None:
    """Show :class:`RulesOverrideDialog` for ``problems``; the reason when the engineer
    overrides them, else None (the export is refused)."""
    dialog = RulesOverrideDialog(problems, parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.reason()
    finally:
        dialog.deleteLater()
