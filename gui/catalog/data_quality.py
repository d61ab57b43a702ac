"""The data-quality tab: the catalog's lint findings
(:func:`rigwright.core.catalog.lint.lint_catalog`) in a sortable, filterable table, with the
selected finding in full below it.
More in docs/window.md (`rigwright.gui.catalog.data_quality`).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.catalog.lint import SEVERITIES, Finding
from rigwright.core.catalog.model import data_text, is_marked_data_text
from rigwright.gui.catalog.gpu_detail import cooler_text
from rigwright.gui.catalog.gpu_table import change_filter
from rigwright.gui.state import AppState
from rigwright.gui.widgets.help import set_help_topic
from rigwright.gui.widgets.i18n import Retranslating, tr_text
from rigwright.gui.widgets.severity import severity_text
from rigwright.gui.widgets.table_model import SORT_ROLE, RowTableModel
from rigwright.gui.widgets.theme import MUTED

"""Role returning the cell as a Python value (str or int) for sorting."""

FINDING_ROLE = Qt.ItemDataRole.UserRole + 2
"""Role returning the row's :class:`rigwright.core.catalog.lint.Finding`."""


COL_SEVERITY = 0
COL_KIND = 1
COL_WHERE = 2
COL_STATED = 3
COL_EXPECTED = 4
COL_MESSAGE = 5
COLUMN_COUNT = 6

SEVERITY_COLORS = {
    "error": QColor("#cf222e"),
    "warning": QColor("#bf8700"),
    "info": QColor("#0969da"),
}
"""The marker colour of each severity (GitHub's red, amber and blue: told apart on light and
dark palettes, and the word is always written beside the marker)."""

_SEVERITY_RANK = {s: i for i, s in enumerate(SEVERITIES)}


def kind_text(kind: str) -> str:
    """The kind of a finding (``rigwright.core.catalog.lint``'s kinds) in the window's language; an
    unknown kind as it is."""
    return {
        "stated-total": QCoreApplication.translate("FindingsModel", "stated total"),
        "rounding": QCoreApplication.translate("FindingsModel", "rounding"),
        "pattern": QCoreApplication.translate("FindingsModel", "pattern"),
        "unit": QCoreApplication.translate("FindingsModel", "unit"),
        "code": QCoreApplication.translate("FindingsModel", "code"),
        "scale-table": QCoreApplication.translate("FindingsModel", "scale table"),
        "class-range": QCoreApplication.translate("FindingsModel", "class range"),
        "claim": QCoreApplication.translate("FindingsModel", "claim"),
        "reference": QCoreApplication.translate("FindingsModel", "reference"),
        "text": QCoreApplication.translate("FindingsModel", "text"),
    }.get(kind, kind)


def finding_text(finding: Finding, name: str) -> str:
    """A finding's ``message``, ``expected`` or ``why`` (a core message, or a figure) in the
    window's language."""
    return tr_text(getattr(finding, f"{name}_text", getattr(finding, name)))


def figure_text(text: str) -> str:
    """A finding's stated or expected figure: a cooler type in the window's language, any
    other figure or printed text as it is."""
    return cooler_text(text) if text in ("blower", "open-air", "passive") else text


def where_text(finding: Finding) -> str:
    """Where a finding is, in one line: "SKU 1.10 GT410i 142256-SC4G", a GPU name, or the
    place in the seed's text."""
    where = finding.where
    if "sku" in where:
        return f"SKU {where['sku']} {where.get('code', '')}".rstrip()
    if "text" in where:  # the catalog's words: translated where the catalog marks them
        text = where["text"]
        return tr_text(data_text(text)) if is_marked_data_text(text) else text
    return where.get("gpu", "")


def _where_sort_key(finding: Finding) -> str:
    """SKUs by row number (1.10 after 1.9), then GPUs, then places in the text."""
    where = finding.where
    if "sku" in where:
        parts = [p for p in where["sku"].split(".") if p.isdigit()]
        return "0 " + ".".join(f"{int(p):04d}" for p in parts)
    if "text" in where:
        return "2 " + where["text"].casefold()
    return "1 " + where.get("gpu", "").casefold()


class FindingsModel(RowTableModel[Finding]):
    """Rows are findings in lint's order (most serious first); columns are the ``COL_*``
    constants."""

    column_count = COLUMN_COUNT

    def __init__(self, parent=None):
        super().__init__(parent)
        self._icons: dict[str, QIcon] = {}

    def set_findings(self, findings: list[Finding]) -> None:
        """Replace all rows."""
        self.reset_rows(findings)

    def finding(self, row: int) -> Finding:
        """The finding of source row ``row``. Raises IndexError when there is none."""
        return self.row_item(row)

    def headers(self) -> list[str]:
        """The column headings, in column order."""
        return [
            self.tr("Severity"),
            self.tr("Kind"),
            self.tr("Where"),
            self.tr("Stated"),
            self.tr("Expected"),
            self.tr("Finding"),
        ]

    # ------------------------------------------------------------------ Qt API
    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < COLUMN_COUNT:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return {
                COL_STATED: self.tr("The figure or text as the catalog states it"),
                COL_EXPECTED: self.tr("What it should be by the rule"),
                COL_KIND: self.tr("The kind of problem"),
            }.get(section)
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role=Qt.ItemDataRole.DisplayRole):
        finding = self.item_at(index)
        if finding is None:
            return None
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(finding, col)
        if role == SORT_ROLE:
            if col == COL_SEVERITY:
                return _SEVERITY_RANK.get(finding.severity, len(SEVERITIES))
            if col == COL_WHERE:
                return _where_sort_key(finding)
            return self._display(finding, col).casefold()
        if role == FINDING_ROLE:
            return finding
        if role == Qt.ItemDataRole.DecorationRole and col == COL_SEVERITY:
            return self.severity_icon(finding.severity)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tooltip(finding)
        return None

    def tooltip(self, finding: Finding) -> str:
        """The full message and the rule it breaks."""
        lines = [finding_text(finding, "message")]
        if finding.why:
            lines.append(self.tr("Why: {why}").format(why=finding_text(finding, "why")))
        return "\n".join(lines)

    # ------------------------------------------------------------------ cells
    def _display(self, finding: Finding, col: int) -> str:
        if col == COL_SEVERITY:
            return severity_text(finding.severity)
        if col == COL_KIND:
            return kind_text(finding.kind)
        if col == COL_WHERE:
            return where_text(finding)
        if col == COL_STATED:
            return figure_text(finding.stated)
        if col == COL_EXPECTED:
            return figure_text(finding_text(finding, "expected"))
        return finding_text(finding, "message")

    def severity_icon(self, severity: str) -> QIcon:
        """A filled circle in the severity's colour (made once per severity)."""
        icon = self._icons.get(severity)
        if icon is None:
            pixmap = QPixmap(12, 12)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SEVERITY_COLORS.get(severity, QColor("gray")))
            painter.drawEllipse(1, 1, 10, 10)
            painter.end()
            icon = self._icons[severity] = QIcon(pixmap)
        return icon


class FindingsProxy(QSortFilterProxyModel):
    """Sorts on :data:`SORT_ROLE`; keeps the findings of one severity (or all) whose columns
    or rule contain the filter text, ignoring case."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self._severity: str | None = None
        self._text = ""

    def set_severity(self, severity: str | None) -> None:
        """Keep only ``severity`` ("error", "warning", "info"); None keeps all."""
        self._change_filter(lambda: setattr(self, "_severity", severity))

    def set_filter_text(self, text: str) -> None:
        """Keep only the findings that mention ``text`` (ignoring case)."""
        self._change_filter(lambda: setattr(self, "_text", text.strip().casefold()))

    def _change_filter(self, change) -> None:
        change_filter(self, change)

    def filterAcceptsRow(self, source_row: int, source_parent) -> bool:
        model = self.sourceModel()
        finding = model.data(model.index(source_row, 0, source_parent), FINDING_ROLE)
        if finding is None:
            return True
        if self._severity is not None and finding.severity != self._severity:
            return False
        if not self._text:
            return True
        # What the table shows (in the window's language) and the English words.
        haystack = " ".join(
            (
                finding.severity,
                finding.kind,
                where_text(finding),
                str(finding.where.get("text", "")),
                finding.stated,
                finding.expected,
                str(finding.message),
                str(finding.why),
                severity_text(finding.severity),
                kind_text(finding.kind),
                figure_text(finding.stated),
                figure_text(finding_text(finding, "expected")),
                finding_text(finding, "message"),
                finding_text(finding, "why"),
            )
        )
        return self._text in haystack.casefold()


class DataQualityView(Retranslating, QWidget):
    """The data-quality tab: filters and a count above the findings table, the selected
    finding in full below it. Selecting a finding about a SKU selects that SKU."""

    SEVERITY_CHOICES = (None, "error", "warning", "info")

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self.model = FindingsModel(self)
        self.proxy = FindingsProxy(self)
        self.proxy.setSourceModel(self.model)

        set_help_topic(self, "page:data_quality")
        self.severity_combo = QComboBox()
        self.severity_combo.setObjectName("findingSeverity")
        for severity in self.SEVERITY_CHOICES:
            if severity is None:
                self.severity_combo.addItem("", severity)
            else:
                self.severity_combo.addItem(self.model.severity_icon(severity), "", severity)
        self.severity_combo.currentIndexChanged.connect(self._on_severity_changed)

        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("findingFilter")
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._on_filter_text_changed)

        self.summary = QLabel()
        self.summary.setObjectName("findingSummary")
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.table = QTableView()
        self.table.setObjectName("findingTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        # lint's own order (most serious first) until the engineer clicks a header.
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.table.selectionModel().currentRowChanged.connect(self._on_current_row_changed)

        self.detail = QLabel()
        self.detail.setObjectName("findingDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Two lines kept for it, so that selecting a finding does not move the table.
        self.detail.setMinimumHeight(2 * self.detail.fontMetrics().lineSpacing())

        filters = QHBoxLayout()
        filters.addWidget(self.severity_combo)
        filters.addWidget(self.filter_edit, 1)
        filters.addWidget(self.summary)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.detail)

        self._on_catalog_changed()
        self.retranslate()
        state.catalog_changed.connect(self._on_catalog_changed)

    def retranslate(self) -> None:
        """Every text of the tab in the window's language (the table's follow its model)."""
        for index, label in enumerate(
            (self.tr("All severities"), self.tr("Errors"), self.tr("Warnings"), self.tr("Info"))
        ):
            self.severity_combo.setItemText(index, label)
        self.severity_combo.setAccessibleName(self.tr("Severity"))
        self.severity_combo.setToolTip(self.tr("Show the findings of one severity"))
        self.filter_edit.setPlaceholderText(self.tr("Filter findings, e.g. 1.10 or RTX2080S"))
        self.filter_edit.setAccessibleName(self.tr("Filter findings"))
        self.table.setAccessibleName(self.tr("Data-quality findings"))
        self.summary.setAccessibleName(self.tr("Number of findings"))
        self.detail.setAccessibleName(self.tr("Selected finding"))
        self._show_summary()
        self._show_detail(self.table.currentIndex())

    # ------------------------------------------------------------------ queries (tests)
    def visible_findings(self) -> list[Finding]:
        """The findings the table shows, in display order (filtered and sorted)."""
        return [self.proxy.index(r, 0).data(FINDING_ROLE) for r in range(self.proxy.rowCount())]

    def select_row(self, row: int) -> None:
        """Select display row ``row`` (as a click would)."""
        self.table.selectRow(row)

    # ------------------------------------------------------------------ state -> view
    def _on_catalog_changed(self) -> None:
        self.model.set_findings(self._state.findings)
        self.table.resizeColumnsToContents()
        # The message column stretches; the others fit their contents but never crowd it out
        # (a long stated text is elided: the row's tooltip and the detail below say it all).
        for col, most in ((COL_WHERE, 200), (COL_STATED, 110), (COL_EXPECTED, 110)):
            self.table.setColumnWidth(col, min(self.table.columnWidth(col), most))
        self._show_placeholder()
        self._show_summary()

    def _show_summary(self) -> None:
        findings = self._state.findings
        if self._state.lint_error:
            self.summary.setText(
                self.tr("Lint failed: {reason}").format(reason=self._state.lint_error)
            )
            return
        counts = {s: sum(f.severity == s for f in findings) for s in SEVERITIES}

        def count(n: int, one: str, many: str) -> str:
            return one if n == 1 else many.format(n=n)

        text = self.tr("{findings}: {errors}, {warnings}, {info} info").format(
            findings=count(len(findings), self.tr("1 finding"), self.tr("{n} findings")),
            errors=count(counts["error"], self.tr("1 error"), self.tr("{n} errors")),
            warnings=count(counts["warning"], self.tr("1 warning"), self.tr("{n} warnings")),
            info=counts["info"],
        )
        if not findings:
            text = self.tr("No findings in this catalog")
        shown = self.proxy.rowCount()
        if findings and shown != len(findings):
            text = self.tr("{summary} — {shown} shown").format(summary=text, shown=shown)
        self.summary.setText(text)

    def _show_placeholder(self) -> None:
        self.detail.setText(
            self.tr(
                "Select a finding to read it in full; a finding about a SKU also selects that "
                "SKU (its chassis diagram)."
            )
        )
        self._style_placeholder()

    def _style_placeholder(self) -> None:
        """The hint in the theme's secondary text colour (≥ 5.5:1 on either theme)."""
        self.detail.setStyleSheet(f"QLabel {{ color: {MUTED.name(self.palette())}; }}")

    def changeEvent(self, event: QEvent) -> None:
        """The hint follows the theme (only the hint has a style sheet)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self.detail.styleSheet():
            self._style_placeholder()

    # ------------------------------------------------------------------ view -> state
    def _on_severity_changed(self, index: int) -> None:
        self.proxy.set_severity(self.severity_combo.itemData(index))
        self._show_summary()

    def _on_filter_text_changed(self, text: str) -> None:
        self.proxy.set_filter_text(text)
        self._show_summary()

    def _show_detail(self, current: QModelIndex) -> bool:
        """The finding at ``current`` in full below the table, or the hint when none; True
        when a finding is shown."""
        finding = current.data(FINDING_ROLE) if current.isValid() else None
        if finding is None:
            self._show_placeholder()
            return False
        self.detail.setText(self.model.tooltip(finding))
        self.detail.setStyleSheet("")
        return True

    def _on_current_row_changed(self, current: QModelIndex, _previous) -> None:
        if not self._show_detail(current):
            return
        finding = current.data(FINDING_ROLE)
        self.table.scrollTo(current)
        number = finding.where.get("sku")
        if number:
            try:
                sku = self._state.catalog.sku(number)
            except KeyError:  # a finding about a row the catalog no longer has
                return
            self._state.select_sku(sku)
