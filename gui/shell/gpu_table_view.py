"""The GPU spec table tab of the main window: the catalog's GPUs with their scores, a name
filter above them and the selected GPU's details beside them."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLineEdit,
    QSplitter,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from rigwright.gui.catalog.gpu_detail import GpuDetailView
from rigwright.gui.catalog.gpu_table import (
    COL_NAME,
    COL_SCORE,
    GPU_ROLE,
    GpuFilterProxy,
    GpuTableModel,
)
from rigwright.gui.state import AppState
from rigwright.gui.widgets.i18n import (
    Retranslating,
)


class GpuTableView(Retranslating, QWidget):
    """The GPU spec table with a name filter above it and the selected GPU's details beside
    it (figures and physical facts with their sources)."""

    DETAIL_WIDTH = 300

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self._updating = False  # True while the view itself changes the selection
        self.model = GpuTableModel(self)
        self.proxy = GpuFilterProxy(self)
        self.proxy.setSourceModel(self.model)

        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("gpuFilter")
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.proxy.set_filter_text)

        self.table = QTableView()
        self.table.setObjectName("gpuTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        # Widths fitted once per catalog, not on every score update (ResizeToContents would
        # measure every cell on each input change).
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self._name_width = 0  # the names' width, set by _fit_columns
        self.table.viewport().installEventFilter(self)  # _fit_name_column on a new width
        # Unsorted: the seed's own order until the engineer clicks a header.
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)

        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.selectionModel().currentRowChanged.connect(self._on_current_row_changed)

        self.detail = GpuDetailView(state)
        self.detail.setMinimumWidth(240)

        table_side = QWidget()
        table_layout = QVBoxLayout(table_side)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.filter_edit)
        table_layout.addWidget(self.table)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("gpuTableSplitter")
        split.setChildrenCollapsible(False)
        split.addWidget(table_side)
        split.addWidget(self.detail)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([700, self.DETAIL_WIDTH])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(split)

        self._load_catalog()
        self._show_scores()
        state.catalog_changed.connect(self._load_catalog)
        state.recommendation_changed.connect(self._show_scores)
        state.selected_gpu_changed.connect(self._on_selected_gpu_changed)
        self._on_selected_gpu_changed()  # built after a GPU was picked: show it
        self.retranslate()

    def retranslate(self) -> None:
        """The filter's placeholder and the table's name; the headings (the model's, already
        in the new language) get their widths again."""
        self.filter_edit.setPlaceholderText(self.tr("Filter GPUs by name, e.g. RTX"))
        self.filter_edit.setAccessibleName(self.tr("Filter GPUs"))
        self.table.setAccessibleName(self.tr("GPU spec table"))
        if self._name_width:  # after the first fit (the constructor's)
            self._fit_columns()

    def sort_by(self, column: int, order: Qt.SortOrder) -> None:
        """Sort the table by ``column`` (a ``rigwright.gui.catalog.gpu_table`` column constant)."""
        self.table.sortByColumn(column, order)

    def visible_names(self) -> list[str]:
        """The GPU names the table shows, in display order (filtered and sorted)."""
        return [self.proxy.index(row, COL_NAME).data() for row in range(self.proxy.rowCount())]

    def select_gpu(self, name: str) -> None:
        """Select the row of GPU ``name`` (as a click would); it must be shown."""
        row = self.visible_names().index(name)
        self.table.selectRow(row)

    def _load_catalog(self) -> None:
        self._updating = True
        try:
            self.model.set_catalog(self._state.catalog)
        finally:
            self._updating = False
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Fit each figure column to its cells and its heading's longest line.

        Headings are two lines ("Bandwidth" over "GB/s") and get room for the sort arrow
        beside their longer line, so that the table and the detail pane beside it fit a
        1366×768 screen without a horizontal scroll bar.
        """
        header = self.table.horizontalHeader()
        metrics = QFontMetrics(header.font())
        bold = QFont(self.table.font())
        bold.setBold(True)
        score_width = QFontMetrics(bold).horizontalAdvance("100.0")
        style = self.style()
        pad = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        arrow = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, header)
        for col in range(self.model.columnCount()):
            if col == COL_NAME:
                continue
            heading = str(self.model.headerData(col, Qt.Orientation.Horizontal) or "")
            text = max(metrics.horizontalAdvance(line) for line in heading.splitlines() or [""])
            cells = self.table.sizeHintForColumn(col)
            if col == COL_SCORE:
                cells = max(cells, score_width + pad)
            self.table.setColumnWidth(col, max(cells, text + 2 * pad + arrow))
        # Every name as wide as in bold, as recommended rows are (which come and go with
        # the workload); the cell padding as the view measures it.
        names = [self.model.index(r, COL_NAME).data() for r in range(self.model.rowCount())]
        plain = max(
            (QFontMetrics(self.table.font()).horizontalAdvance(n) for n in names), default=0
        )
        widest = max((QFontMetrics(bold).horizontalAdvance(n) for n in names), default=0)
        self._name_width = max(
            self.table.sizeHintForColumn(COL_NAME) + widest - plain,
            header.sectionSizeHint(COL_NAME),
        )
        self._fit_name_column()

    def _fit_name_column(self) -> None:
        """The name column takes the table's spare width, but never elides a name: where
        the figures leave too little room (large text scaling, a narrow window) it keeps the
        names' width and the table scrolls sideways."""
        header = self.table.horizontalHeader()
        figures = sum(header.sectionSize(c) for c in range(header.count()) if c != COL_NAME)
        fits = self.table.viewport().width() - figures >= self._name_width
        mode = QHeaderView.ResizeMode.Stretch if fits else QHeaderView.ResizeMode.Interactive
        if header.sectionResizeMode(COL_NAME) != mode:
            header.setSectionResizeMode(COL_NAME, mode)
        if not fits:
            header.resizeSection(COL_NAME, self._name_width)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_name_column()
        return super().eventFilter(watched, event)

    def _on_current_row_changed(self, current, _previous) -> None:
        if self._updating or not current.isValid():
            return
        self._state.select_gpu(current.data(GPU_ROLE))

    def _on_selected_gpu_changed(self) -> None:
        gpu = self._state.selected_gpu
        current = self.table.currentIndex()
        if gpu is not None and current.isValid() and current.data(GPU_ROLE) == gpu:
            return
        self._updating = True
        try:
            for row in range(self.proxy.rowCount()):
                if self.proxy.index(row, COL_NAME).data(GPU_ROLE) == gpu:
                    self.table.selectRow(row)
                    self.table.scrollTo(self.proxy.index(row, COL_NAME))
                    break
            else:
                self.table.clearSelection()
        finally:
            self._updating = False

    def _show_scores(self) -> None:
        rec = self._state.recommendation
        self.model.set_scores(
            {scored.gpu.name: scored.score for scored in rec.gpus},
            set(rec.recommended_gpu_names),
        )
