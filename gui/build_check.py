"""The rule check of the build being looked at: every verdict of :mod:`core.rules` with its
numbers and fix, and the smallest fixes (:mod:`core.fixes`) as one-click buttons.

The view shows :attr:`AppState.working_build` (the selected SKU or custom build, with the
fixes and edits made so far); a click on a fix applies it through :meth:`AppState.apply_fix`
(undoable from the Edit menu, one change at a time), and "Undo changes" goes back to the
selection as it is (:meth:`AppState.reset_working_build`). Fixes are searched only while the
view is visible (a search of changes takes tens of milliseconds), and then once per build and
site.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.fixes import Fix
from core.rules import ERROR, INFO, WARNING
from gui.state import AppState

MAX_FIX_BUTTONS = 3


def price_change_text(fix: Fix) -> str:
    """The fix's price change as the window shows it: "+¥12,400", "−¥3,000.50", "±¥0" with
    " ※" when a price used only illustrates, or "price change not known"."""
    return fix.price_change_label.replace(" (illustrative)", " ※")


class BuildCheckView(QWidget):
    """Verdicts of the build being checked, and its fixes as buttons."""

    COL_SEVERITY, COL_RULE, COL_MESSAGE, COL_FIX = range(4)

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self._dirty = True

        self.title = QLabel()
        self.title.setObjectName("buildCheckTitle")
        self.title.setWordWrap(True)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.undo_button = QPushButton(self.tr("Undo changes"))
        self.undo_button.setObjectName("undoFixes")
        self.undo_button.setToolTip(self.tr("Back to the selected build as it is"))
        self.undo_button.clicked.connect(state.reset_working_build)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.undo_button, 0, Qt.AlignmentFlag.AlignTop)

        # A table, not a tree: its rows grow to show a wrapped message whole.
        self.tree = QTableWidget(0, 4)
        self.tree.setObjectName("verdictTable")
        self.tree.setAlternatingRowColors(True)
        self.tree.setWordWrap(True)
        self.tree.setShowGrid(False)
        self.tree.verticalHeader().setVisible(False)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.tree.setHorizontalHeaderLabels([self.tr("Severity"), self.tr("Rule"),
                                             self.tr("What"), self.tr("Suggested fix")])
        header = self.tree.horizontalHeader()
        header.setSectionResizeMode(self.COL_SEVERITY, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.COL_RULE, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.COL_MESSAGE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.COL_FIX, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(lambda *_: self.tree.resizeRowsToContents())

        self.fix_box = QGroupBox(self.tr("One-click fixes (fewest changed parts, then the "
                                         "smallest price change)"))
        self.fix_box.setObjectName("fixBox")
        self._fix_layout = QVBoxLayout(self.fix_box)
        self._fix_layout.setContentsMargins(6, 6, 6, 6)
        self.fix_note = QLabel()
        self.fix_note.setObjectName("fixNote")
        self.fix_note.setWordWrap(True)
        self._fix_layout.addWidget(self.fix_note)
        self.fix_buttons: list[QPushButton] = []

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(head)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.fix_box)

        for signal in (state.working_build_changed, state.site_changed, state.catalog_changed):
            signal.connect(self._on_changed)
        self._on_changed()

    # ------------------------------------------------------------------ state -> view
    def _on_changed(self) -> None:
        self._dirty = True
        if self.isVisible():
            self.refresh()
        else:
            self._show_title()  # cheap, and keeps the tab honest when first shown

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._dirty:
            self.refresh()

    def refresh(self) -> None:
        """Show the current build's verdicts and fixes (searching the fixes if needed)."""
        self._dirty = False
        self._show_title()
        verdicts = self._state.working_verdicts
        style = self.style()
        icons = {ERROR: style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
                 WARNING: style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning),
                 INFO: style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation)}
        words = {ERROR: self.tr("error"), WARNING: self.tr("warning"), INFO: self.tr("info")}
        self.tree.setRowCount(len(verdicts))
        for row, v in enumerate(verdicts):
            texts = [words.get(v.severity, v.severity), v.rule, v.message, v.fix]
            for col, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setToolTip(f"{v.message}\n{v.fix}".strip())
                if col == self.COL_SEVERITY:
                    item.setIcon(icons[v.severity])
                self.tree.setItem(row, col, item)
        self.tree.resizeRowsToContents()
        self._show_fixes(verdicts)

    def rules(self) -> list[str]:
        """The rule ids listed, top to bottom."""
        return [self.tree.item(r, self.COL_RULE).text() for r in range(self.tree.rowCount())]

    def _show_title(self) -> None:
        state = self._state
        build = state.working_build
        self.undo_button.setVisible(state.undo_stack.index() > 0)
        if build is None:
            self.title.setText(self.tr("No build selected."))
            return
        what = build.label or (state.selected_custom.base if state.selected_custom else "")
        if state.selected_custom is not None:
            what = self.tr("{mark} custom build: {label}").format(mark="✚", label=what)
        changed = "; ".join(state.change_texts)
        text = self.tr("Rule check of {what} — site: {site}").format(what=what,
                                                                      site=state.site.label)
        if changed:
            text += "\n" + self.tr("Changed: {changes}").format(changes=changed)
        self.title.setText(text)

    def _show_fixes(self, verdicts) -> None:
        for button in self.fix_buttons:
            self._fix_layout.removeWidget(button)
            button.deleteLater()
        self.fix_buttons = []
        errors = sum(1 for v in verdicts if v.severity == ERROR)
        if self._state.working_build is None:
            self.fix_box.setVisible(False)
            return
        self.fix_box.setVisible(True)
        if not errors:
            self.fix_note.setText(self.tr("The build breaks no error rule: nothing to fix."))
            return
        try:
            fixes = self._state.working_fixes
        except Exception as exc:  # noqa: BLE001 - shown, never a traceback
            reason = str(exc).strip().splitlines()
            self.fix_note.setText(self.tr("Fixes could not be searched: {reason}").format(
                reason=reason[0] if reason else type(exc).__name__))
            return
        if not fixes:
            self.fix_note.setText(self.tr(
                "{n} error(s), and no change of up to three parts fixes them all: change the "
                "build by hand.").format(n=errors))
            return
        self.fix_note.setText(self.tr("{n} error(s). Each button applies one fix:").format(
            n=errors))
        for fix in fixes[:MAX_FIX_BUTTONS]:
            button = QPushButton(f"{fix.text}  ({price_change_text(fix)})")
            button.setObjectName("fixButton")
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setStyleSheet("QPushButton { text-align: left; padding: 3px 8px; }")
            left = [v for v in fix.remaining if v.severity == WARNING]
            button.setToolTip("\n".join(
                [fix.text, self.tr("Price change: {p}").format(p=price_change_text(fix))]
                + [self.tr("Still a warning: {m}").format(m=v.message) for v in left]))
            button.clicked.connect(lambda _checked=False, f=fix: self._state.apply_fix(f))
            self._fix_layout.addWidget(button)
            self.fix_buttons.append(button)
