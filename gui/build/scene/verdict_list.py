"""The build's rule verdicts beside the diagram, selection linked to the diagram's items."""

from __future__ import annotations

from PySide6.QtCore import (
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QWidget,
)

from rigwright.core.build.rules import ERROR, INFO, WARNING, Verdict
from rigwright.gui.build.scene.drawing import colours
from rigwright.gui.build.verdicts import rule_title, severity_text, verdict_texts
from rigwright.gui.widgets.i18n import Retranslating

_SEVERITY_MARK = {ERROR: "✖", WARNING: "▲", INFO: "ℹ"}


class VerdictList(Retranslating, QListWidget):
    """The build's verdicts; selecting one selects the items it concerns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown: tuple[list[Verdict], bool] | None = None
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.retranslate()

    def retranslate(self) -> None:
        """Name the list and word its verdicts in the window's language (the selection
        kept, without telling anyone: it did not change)."""
        self.setAccessibleName(self.tr("Rule verdicts"))
        if self._shown is not None:
            selected = set(self.selected_indices())
            self.blockSignals(True)
            try:
                self.show_verdicts(*self._shown)
            finally:
                self.blockSignals(False)
            self.select_indices(selected)

    def clear(self) -> None:
        """List nothing."""
        self._shown = None
        super().clear()

    def show_verdicts(self, verdicts: list[Verdict], dark: bool) -> None:
        """List ``verdicts`` (errors and warnings first, in rule order within each)."""
        c = colours(dark)
        self.clear()
        self._shown = (list(verdicts), dark)
        order = {ERROR: 0, WARNING: 1, INFO: 2}
        ranked = sorted(range(len(verdicts)), key=lambda i: (order.get(verdicts[i].severity, 3), i))
        for i in ranked:
            v = verdicts[i]
            message, fix = verdict_texts(v)
            item = QListWidgetItem(
                self.tr("{mark} {rule}: {message}").format(
                    mark=_SEVERITY_MARK.get(v.severity, "•"),
                    rule=rule_title(v.rule),
                    message=message,
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, i)
            item.setForeground(c[v.severity] if v.severity in (ERROR, WARNING) else c["muted"])
            severity = severity_text(v.severity)
            item.setToolTip(
                self.tr("{severity}: {message}\nfix: {fix}").format(
                    severity=severity, message=message, fix=fix
                )
                if fix
                else self.tr("{severity}: {message}").format(severity=severity, message=message)
            )
            self.addItem(item)
        if not verdicts:
            item = QListWidgetItem(self.tr("✔ no rule has anything to report"))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.addItem(item)

    def selected_indices(self) -> list[int]:
        """Indices (into the verdict list shown) of the selected rows."""
        return [
            i.data(Qt.ItemDataRole.UserRole)
            for i in self.selectedItems()
            if i.data(Qt.ItemDataRole.UserRole) is not None
        ]

    def select_indices(self, indices: set[int]) -> None:
        """Select the rows of ``indices`` (no signals)."""
        self.blockSignals(True)
        try:
            for row in range(self.count()):
                item = self.item(row)
                item.setSelected(item.data(Qt.ItemDataRole.UserRole) in indices)
        finally:
            self.blockSignals(False)
