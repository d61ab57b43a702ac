"""The rule check of the build being looked at: every verdict of :mod:`rigwright.core.build.rules`
with its numbers and fix, and the smallest fixes (:mod:`rigwright.core.build.fixes`) as one-click
buttons.
More in docs/window.md (`rigwright.gui.build.verdicts`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
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

from rigwright.core.build.fixes import Fix
from rigwright.core.build.rules import ERROR, INFO, WARNING, Verdict
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.state import AppState
from rigwright.gui.widgets.help import help_button, retranslate_help_button, set_help_topic
from rigwright.gui.widgets.i18n import Retranslating, money_text, tr_text
from rigwright.gui.widgets.severity import severity_text

MAX_FIX_BUTTONS = 3

RULE_ROLE = Qt.ItemDataRole.UserRole + 1
"""Role of a verdict row's rule cell holding the rule id ("slots.capacity")."""

_RULE_TITLES: dict[str, Text] = {
    "slots.capacity": QT_TRANSLATE_NOOP("BuildCheckView", "Slot capacity"),
    "slots.width": QT_TRANSLATE_NOOP("BuildCheckView", "Slot width"),
    "gpu.scale_limit": QT_TRANSLATE_NOOP("BuildCheckView", "GPU count limit"),
    "chassis.gpu_range": QT_TRANSLATE_NOOP("BuildCheckView", "Chassis GPU range"),
    "cooling.passive_in_tower": QT_TRANSLATE_NOOP("BuildCheckView", "Passive cards in a tower"),
    "cooling.unknown": QT_TRANSLATE_NOOP("BuildCheckView", "Cooler unknown"),
    "cooling.open_air_adjacent": QT_TRANSLATE_NOOP("BuildCheckView", "Open-air cards side by side"),
    "power.sustained": QT_TRANSLATE_NOOP("BuildCheckView", "Sustained power"),
    "power.transient": QT_TRANSLATE_NOOP("BuildCheckView", "Power transients"),
    "power.connector": QT_TRANSLATE_NOOP("BuildCheckView", "Power connectors"),
    "power.circuit": QT_TRANSLATE_NOOP("BuildCheckView", "Wall circuit"),
    "pcie.lanes": QT_TRANSLATE_NOOP("BuildCheckView", "PCIe lanes"),
    "nvlink.pairs": QT_TRANSLATE_NOOP("BuildCheckView", "NVLink pairs"),
    "nvlink.same_model": QT_TRANSLATE_NOOP("BuildCheckView", "NVLink: same model"),
    "nvlink.spacing": QT_TRANSLATE_NOOP("BuildCheckView", "NVLink spacing"),
    "nvlink.supported": QT_TRANSLATE_NOOP("BuildCheckView", "NVLink support"),
    "formfactor.board": QT_TRANSLATE_NOOP("BuildCheckView", "Board size"),
    "formfactor.gpu_length": QT_TRANSLATE_NOOP("BuildCheckView", "Card length"),
    "memory.system_vs_gpu": QT_TRANSLATE_NOOP("BuildCheckView", "System memory vs GPU memory"),
}


def rule_title(rule: str) -> str:
    """A rule's name in the window's language ("slots.capacity" -> "Slot capacity"); a rule
    this table does not know by its id."""
    title = _RULE_TITLES.get(rule)
    return tr_text(title) if title is not None else rule


def fix_text(fix: Fix) -> str:
    """The fix's changes in one line in the window's language ("replace …; add …")."""
    return tr_text(fix.text)


def price_change_text(fix: Fix) -> str:
    """The fix's price change as the window shows it: "+¥12,400", "−¥3,000.50", "±¥0" (per language,
    :func:`rigwright.gui.widgets.i18n.money_text`) with " ※" when a price used only illustrates, or
    "price change not known"."""
    amount = fix.price_change_cny
    if amount is None:
        return tr_text(QT_TRANSLATE_NOOP("BuildCheckView", "price change not known"))
    sign = "+" if amount > 0 else "−" if amount < 0 else "±"
    return f"{sign}{money_text(abs(amount))}" + (" ※" if fix.illustrative else "")


class BuildCheckView(Retranslating, QWidget):
    """Verdicts of the build being checked, and its fixes as buttons."""

    COL_SEVERITY, COL_RULE, COL_MESSAGE, COL_FIX = range(4)

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self._dirty = True
        set_help_topic(self, "page:rule_check")

        self.title = QLabel()
        self.title.setObjectName("buildCheckTitle")
        self.title.setWordWrap(True)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undoFixes")
        self.undo_button.clicked.connect(state.reset_working_build)
        self.help_button = help_button(self.help_topic, self)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.undo_button, 0, Qt.AlignmentFlag.AlignTop)
        head.addWidget(self.help_button, 0, Qt.AlignmentFlag.AlignTop)

        # A table, not a tree: its rows grow to show a wrapped message whole.
        self.tree = QTableWidget(0, 4)
        self.tree.setObjectName("verdictTable")
        self.tree.setAlternatingRowColors(True)
        self.tree.setWordWrap(True)
        self.tree.setShowGrid(False)
        self.tree.verticalHeader().setVisible(False)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # One row at a time: the "?" button explains the selected verdict's rule.
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.tree.horizontalHeader()
        header.setSectionResizeMode(self.COL_SEVERITY, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.COL_RULE, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.COL_MESSAGE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.COL_FIX, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(lambda *_: self.tree.resizeRowsToContents())
        # F1 follows the selection too: the selected verdict's rule, else the rule check.
        self.tree.itemSelectionChanged.connect(lambda: set_help_topic(self, self.help_topic()))

        self.fix_box = QGroupBox()
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
        # The fixes choose among what the market sells: another market, other fixes.
        self._market = state.request.market
        state.request_changed.connect(self._on_request_changed)
        self.retranslate()
        self._on_changed()

    def retranslate(self) -> None:
        """Set the view's texts in the window's language (again after a language change):
        the static ones, then the verdicts, the title and the fixes."""
        self.undo_button.setText(self.tr("Undo changes"))
        self.undo_button.setToolTip(self.tr("Back to the selected build as it is"))
        retranslate_help_button(self.help_button)
        self.help_button.setToolTip(self.tr("Explain the selected verdict's rule (F1)"))
        self.help_button.setAccessibleName(self.tr("Help on the rule"))
        self.tree.setHorizontalHeaderLabels(
            [self.tr("Severity"), self.tr("Rule"), self.tr("What"), self.tr("Suggested fix")]
        )
        self.tree.setAccessibleName(self.tr("Rule verdicts"))
        self.fix_box.setTitle(
            self.tr("One-click fixes (fewest changed parts, then the smallest price change)")
        )
        if self.isVisible():
            self.refresh()  # the fixes are found already: only their words change
        else:
            self._dirty = True  # worded anew when shown
            self._show_title()

    # ------------------------------------------------------------------ state -> view
    def _on_changed(self) -> None:
        self._dirty = True
        if self.isVisible():
            self.refresh()
        else:
            self._show_title()  # cheap, and keeps the tab honest when first shown

    def _on_request_changed(self) -> None:
        market = self._state.request.market
        if market != self._market:
            self._market = market
            self._on_changed()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._dirty:
            self.refresh()

    def refresh(self) -> None:
        """Show the current build's verdicts and fixes (searching the fixes if needed)."""
        self._dirty = False
        self._show_title()
        verdicts = self._state.working_verdicts
        selected = self.selected_rule()
        style = self.style()
        icons = {
            ERROR: style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
            WARNING: style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning),
            INFO: style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation),
        }
        self.tree.setRowCount(len(verdicts))
        for row, v in enumerate(verdicts):
            message, fix = verdict_texts(v)
            texts = [severity_text(v.severity), rule_title(v.rule), message, fix]
            tip = f"{message}\n{fix}".strip()
            for col, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setToolTip(tip)
                if col == self.COL_SEVERITY and v.severity in icons:
                    item.setIcon(icons[v.severity])
                if col == self.COL_RULE:
                    item.setData(RULE_ROLE, v.rule)
                    item.setToolTip(
                        self.tr("Rule {rule}: {message}").format(rule=v.rule, message=message)
                    )
                self.tree.setItem(row, col, item)
        if selected is not None:
            rows = [r for r in range(self.tree.rowCount()) if self.rule_at(r) == selected]
            if rows:
                self.tree.selectRow(rows[0])
        self.tree.resizeRowsToContents()
        self._show_fixes(verdicts)

    def rule_at(self, row: int) -> str:
        """The rule id of verdict row ``row``."""
        item = self.tree.item(row, self.COL_RULE)
        return item.data(RULE_ROLE) if item is not None else ""

    def rules(self) -> list[str]:
        """The rule ids listed, top to bottom."""
        return [self.rule_at(r) for r in range(self.tree.rowCount())]

    def selected_rule(self) -> str | None:
        """The rule id of the selected verdict, or None."""
        rows = self.tree.selectionModel().selectedRows() if self.tree.selectionModel() else []
        return self.rule_at(rows[0].row()) if rows else None

    def help_topic(self) -> str:
        """What the "?" button explains: the selected verdict's rule, else the rule check."""
        rule = self.selected_rule()
        return f"rule:{rule}" if rule else "page:rule_check"

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
        changed = QCoreApplication.translate("BuildCheckView", "; ").join(state.change_texts)
        text = self.tr("Rule check of {what} — site: {site}").format(
            what=what, site=tr_text(state.site.label_text)
        )
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
            self.fix_note.setText(
                self.tr("Fixes could not be searched: {reason}").format(
                    reason=reason[0] if reason else type(exc).__name__
                )
            )
            return
        if not fixes:
            self.fix_note.setText(
                self.tr(
                    "1 error, and no change of up to three parts fixes it: change the "
                    "build by hand."
                )
                if errors == 1
                else self.tr(
                    "{n} errors, and no change of up to three parts fixes them all: "
                    "change the build by hand."
                ).format(n=errors)
            )
            return
        self.fix_note.setText(
            self.tr("1 error. Each button applies one fix:")
            if errors == 1
            else self.tr("{n} errors. Each button applies one fix:").format(n=errors)
        )
        for fix in fixes[:MAX_FIX_BUTTONS]:
            what, price = fix_text(fix), price_change_text(fix)
            button = QPushButton(self.tr("{fix}  ({price})").format(fix=what, price=price))
            button.setObjectName("fixButton")
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setStyleSheet("QPushButton { text-align: left; padding: 3px 8px; }")
            left = [v for v in fix.remaining if v.severity == WARNING]
            button.setToolTip(
                "\n".join(
                    [what, self.tr("Price change: {p}").format(p=price)]
                    + [self.tr("Still a warning: {m}").format(m=verdict_texts(v)[0]) for v in left]
                )
            )
            button.clicked.connect(lambda _checked=False, f=fix: self._state.apply_fix(f))
            self._fix_layout.addWidget(button)
            self.fix_buttons.append(button)


def verdict_texts(verdict: Verdict) -> tuple[str, str]:
    """A verdict's message and suggested fix in the window's language ("" for no fix)."""
    message = getattr(verdict, "message_text", verdict.message)
    fix = getattr(verdict, "fix_text", verdict.fix)
    return tr_text(message), tr_text(fix) if fix else ""
