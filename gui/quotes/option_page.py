"""One option's tab of the quote editor: title, workload, option discount, the line table and
its buttons, and the reasons the option fits."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.recommend.workloads import PROFILES
from rigwright.gui.quotes.fields import set_tip, workload_text
from rigwright.gui.quotes.line_table import COL_DESCRIPTION, LineTableModel
from rigwright.gui.widgets.i18n import Retranslating


class OptionPage(Retranslating, QWidget):
    """One option's tab: title, workload, option discount, the line table and its buttons,
    and the reasons it fits."""

    def __init__(self, commit_cell: Callable[[int, int, str], str | None], parent=None):
        super().__init__(parent)
        self.title_edit = QLineEdit()
        self.title_edit.setObjectName("optionTitle")
        self.workload_combo = QComboBox()
        self.workload_combo.setObjectName("optionWorkload")
        self.workload_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.workload_combo.setMinimumContentsLength(12)
        self.workload_combo.addItem("", None)
        for key in PROFILES:
            self.workload_combo.addItem("", key)
        self.discount_edit = QLineEdit()
        self.discount_edit.setObjectName("optionDiscount")
        self.discount_edit.setMaximumWidth(110)

        head = QHBoxLayout()
        head.setContentsMargins(0, 0, 0, 0)
        self.captions: list[QLabel] = []
        for widget, stretch in (
            (self.title_edit, 2),
            (self.workload_combo, 1),
            (self.discount_edit, 0),
        ):
            caption = QLabel()
            caption.setBuddy(widget)
            self.captions.append(caption)
            head.addWidget(caption)
            head.addWidget(widget, stretch)

        self.model = LineTableModel(commit_cell, self)
        self.table = QTableView()
        self.table.setObjectName("lineTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_DESCRIPTION, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(48)
        self.table.setMinimumHeight(120)

        self.add_sku_button = QPushButton()
        self.add_sku_button.setObjectName("addSkuButton")
        self.add_build_button = QPushButton()
        self.add_build_button.setObjectName("addBuildButton")
        self.extra_button = QToolButton()
        self.extra_button.setObjectName("addExtraButton")
        self.extra_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.extra_menu = QMenu(self.extra_button)
        self.extra_button.setMenu(self.extra_menu)
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("removeLineButton")
        self.up_button = QToolButton()
        self.up_button.setArrowType(Qt.ArrowType.UpArrow)
        self.up_button.setObjectName("moveUpButton")
        self.down_button = QToolButton()
        self.down_button.setArrowType(Qt.ArrowType.DownArrow)
        self.down_button.setObjectName("moveDownButton")
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        for button in (self.add_sku_button, self.add_build_button, self.extra_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        for button in (self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(button)

        self.reasons_edit = QPlainTextEdit()
        self.reasons_edit.setObjectName("optionReasons")
        self.reasons_edit.setTabChangesFocus(True)
        line = self.reasons_edit.fontMetrics().lineSpacing()
        self.reasons_edit.setFixedHeight(3 * line + 12)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(head)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.reasons_caption = QLabel()
        self.reasons_caption.setBuddy(self.reasons_edit)
        layout.addWidget(self.reasons_caption)
        layout.addWidget(self.reasons_edit)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the page's own texts (the add buttons' are the editor's: they name what the
        configurator has selected)."""
        for caption, text in zip(
            self.captions,
            (self.tr("T&itle"), self.tr("&Workload"), self.tr("Option di&scount")),
            strict=True,
        ):
            caption.setText(text)
        self.workload_combo.setItemText(0, self.tr("As the workstation's"))
        for i in range(1, self.workload_combo.count()):
            self.workload_combo.setItemText(i, workload_text(self.workload_combo.itemData(i)))
        self.discount_edit.setPlaceholderText(self.tr("e.g. 5% or 500"))
        set_tip(
            self.discount_edit, self.tr('Discount on the option\'s subtotal: "5%" or "500" (yuan)')
        )
        self.table.setAccessibleName(self.tr("Lines of the option"))
        self.extra_button.setText(self.tr("Add extra"))
        self.remove_button.setText(self.tr("Remove line"))
        self.up_button.setToolTip(self.tr("Move the selected line up"))
        self.up_button.setAccessibleName(self.tr("Move line up"))
        self.down_button.setToolTip(self.tr("Move the selected line down"))
        self.down_button.setAccessibleName(self.tr("Move line down"))
        self.reasons_edit.setPlaceholderText(
            self.tr(
                "Why this option fits the workload, one reason per line (optional: the PDF gives "
                "the selection guide's own reasons otherwise)"
            )
        )
        self.reasons_caption.setText(self.tr("&Reasons (one per line)"))

    def editing_widgets(self) -> list[QWidget]:
        """Every widget of the page that edits the option (made read-only together while
        the quote is no longer a draft)."""
        return [
            self.title_edit,
            self.workload_combo,
            self.discount_edit,
            self.table,
            self.add_sku_button,
            self.add_build_button,
            self.extra_button,
            self.remove_button,
            self.up_button,
            self.down_button,
            self.reasons_edit,
        ]

    def selected_row(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            return rows[0].row()
        current = self.table.currentIndex()
        return current.row() if current.isValid() else None

    def reasons(self) -> list[str]:
        return [
            line.strip() for line in self.reasons_edit.toPlainText().splitlines() if line.strip()
        ]
