"""The base of the ranked lists (:class:`RankingTree`): rows written when they come into
view, widths fitted once per language and catalog, long names that give way to the short
columns. More in docs/window.md (`rigwright.gui.ranking.views`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QTreeWidget,
    QTreeWidgetItem,
)

from rigwright.gui.widgets.i18n import Retranslating

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
"""The alignment of a numeric column."""


class _RightElided(QStyledItemDelegate):
    """Draws a cell cut at its end ("Tensor 835.5 TFLOPS: rank 1 of 11 (fir…"), whatever
    the view's own elide mode."""

    def initStyleOption(self, option, index) -> None:  # noqa: N802 - Qt's name
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideRight


class RankingTree(Retranslating, QTreeWidget):
    """A ranked list; its headings, accessible name and rows are written again in the new
    language when the window's language changes (:meth:`retranslate`).

    A row's reasons and tooltip (the costly part: every reason is a nested ``Text`` rendered
    in the window's language) may be written when the row first comes into view rather than
    when the list is filled (:meth:`_defer`): a large catalog ranks thousands of rows on every
    input change, of which a screen shows about twenty (``docs/performance.md``).
    Rows read through :meth:`topLevelItem`, :meth:`currentItem`, :meth:`itemAt` or
    :meth:`texts` are always complete.
    """

    DEFER_MARGIN = 30
    """Rows above and below the visible ones that are written too (a short scroll finds them
    ready)."""

    ELIDED_COLUMNS: tuple[int, ...] = ()
    """Columns of long names that give up width (elided in the middle, whole in the tooltip)
    so the short columns after them stay on screen: a 1366 px window shows every column but
    the reasons."""

    ELIDED_MIN_CHARS = 10
    """The narrowest an elided column gets, in average characters of the list's font."""

    REASONS_MIN_WIDTH = 0
    """Room (px) kept for the last column (the reasons) when names give way: none, as every
    row's reasons are in its tooltip and a scroll away; a name cut short says less."""

    def __init__(self, columns: int, right_columns: set[int], parent=None):
        super().__init__(parent)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setColumnCount(columns)
        self.setWordWrap(False)
        # The middle goes: "GeForce…4090" keeps what tells two cards of a family apart.
        self.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        # ...but the reasons read from their start: the first reason is the one that counts
        # (the middle cut left "Tensor 1… unknown").
        self.setItemDelegateForColumn(columns - 1, _RightElided(self))
        self._right = right_columns
        header = self.header()
        header.setStretchLastSection(True)
        # Widths are fitted to the first (unfiltered, widest) fill and then kept: fitting on
        # every input change would measure every cell each time.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(columns - 1, QHeaderView.ResizeMode.Stretch)
        self._fitted: object = False  # False, or the catalog the widths were fitted to
        self._natural: dict[int, int] = {}  # elided column -> its width fitted to contents
        self._rows: list = []  # the model object of each row, top to bottom
        self._updating = False  # True while the view itself changes rows or selection
        # id(item) -> (item, fill): rows whose reasons and tooltip are still to be written
        self._pending: dict[int, tuple[QTreeWidgetItem, Callable[[QTreeWidgetItem], None]]] = {}
        self.verticalScrollBar().valueChanged.connect(self._fill_visible)

    # Subclasses give their headings and name, say how to fill the rows, which state object
    # they show and how to select one.
    def header_labels(self) -> list[str]:
        raise NotImplementedError

    def accessible_name(self) -> str:
        raise NotImplementedError

    def _show_recommendation(self) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        """Headings, accessible name and every row in the window's language (the columns
        fitted again to the new texts)."""
        self.setHeaderLabels(self.header_labels())
        for col in self._right:
            self.headerItem().setTextAlignment(col, RIGHT)
        self.setAccessibleName(self.accessible_name())
        self._fitted = False
        self._show_recommendation()

    def _state_selection(self) -> object | None:
        raise NotImplementedError

    def _select_in_state(self, obj: object) -> None:
        raise NotImplementedError

    def _show_selection(self) -> None:
        """Select the row of the state's selection (none when it is not listed)."""
        selected = self._state_selection()
        self._updating = True
        try:
            if selected in self._rows:
                item = self.topLevelItem(self._rows.index(selected))
                self.setCurrentItem(item)  # single selection: replaces the old one
                self.scrollToItem(item)
            else:
                self.clearSelection()
        finally:
            self._updating = False

    def _on_selection_changed(self, selected, _deselected) -> None:
        if self._updating:
            return
        rows = {index.row() for index in selected.indexes()}
        if len(rows) == 1:
            row = rows.pop()
            if 0 <= row < len(self._rows):
                self._select_in_state(self._rows[row])

    def _make_item(
        self, values: list[str], tooltip: str | None, bold: bool = False
    ) -> QTreeWidgetItem:
        """A row of ``values`` with ``tooltip`` on every cell (None: written later, by the
        fill :meth:`_defer` was given)."""
        item = QTreeWidgetItem(values)
        for col in self._right:
            item.setTextAlignment(col, RIGHT)
        if tooltip is not None:
            self._set_tooltip(item, tooltip)
        if bold:
            font = QFont(self.font())
            font.setBold(True)
            for col in range(len(values)):
                item.setFont(col, font)
        return item

    def _set_tooltip(self, item: QTreeWidgetItem, tooltip: str) -> None:
        for col in range(self.columnCount()):
            item.setToolTip(col, tooltip)

    def _defer(self, item: QTreeWidgetItem, fill: Callable[[QTreeWidgetItem], None]) -> None:
        """Have ``fill(item)`` write the rest of ``item`` (its reasons, its tooltip) when the
        row comes into view or is read, not now."""
        self._pending[id(item)] = (item, fill)

    def _clear_rows(self) -> None:
        """Remove every row (and what was still to be written of them)."""
        self._pending.clear()
        self.clear()

    def _complete(self, item: QTreeWidgetItem | None) -> QTreeWidgetItem | None:
        """``item`` with its deferred part written."""
        if item is not None and self._pending:
            entry = self._pending.pop(id(item), None)
            if entry is not None:
                entry[1](item)
        return item

    def _fill_visible(self, *_args) -> None:
        """Write the deferred part of the rows on screen (and :data:`DEFER_MARGIN` around)."""
        if not self._pending:
            return
        count = super().topLevelItemCount()
        first = self.indexAt(QPoint(1, 1)).row()
        last = self.indexAt(QPoint(1, self.viewport().height() - 2)).row()
        first = max(0, first - self.DEFER_MARGIN) if first >= 0 else 0
        last = min(count - 1, (last if last >= 0 else count - 1) + self.DEFER_MARGIN)
        for row in range(first, last + 1):
            self._complete(super().topLevelItem(row))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_to_viewport()
        self._fill_visible()

    def _fit_to_viewport(self) -> None:
        """Narrow the :data:`ELIDED_COLUMNS` (down to :data:`ELIDED_MIN_CHARS`) when the
        columns would not fit the list's width, and widen them back (up to their fitted
        width) when there is room again."""
        natural = {c: w for c, w in self._natural.items() if not self.isColumnHidden(c)}
        if not natural:
            return
        last = self.columnCount() - 1
        others = sum(
            self.columnWidth(c)
            for c in range(last)
            if c not in natural and not self.isColumnHidden(c)
        )
        spare = self.viewport().width() - self.REASONS_MIN_WIDTH - others
        floor = QFontMetrics(self.font()).averageCharWidth() * self.ELIDED_MIN_CHARS
        total = sum(natural.values())
        share = 1.0 if total <= spare else max(spare, 0) / total
        for column, width in natural.items():
            self.setColumnWidth(column, max(min(width, floor), round(width * share)))

    def topLevelItem(self, index: int) -> QTreeWidgetItem | None:
        """The row ``index``, complete (see the class docstring)."""
        return self._complete(super().topLevelItem(index))

    def currentItem(self) -> QTreeWidgetItem | None:
        return self._complete(super().currentItem())

    def itemAt(self, *args) -> QTreeWidgetItem | None:
        return self._complete(super().itemAt(*args))

    def widest_texts(self) -> dict[int, str]:
        """Column -> the widest text the column can come to show (numeric columns), so that
        the widths fitted once still fit after the weights or the budget change."""
        return {}

    def _fit_columns_once(self, catalog: str) -> None:
        """Fit the columns to the rows, once per language and ``catalog`` (another catalog or
        market has other names: the current catalog's are three times the seed's)."""
        if self._fitted == catalog or self.topLevelItemCount() == 0:
            return
        # Bold (recommended rows) is the widest a cell is drawn.
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        # The cell's margins as Qt adds them when it fits a column to its contents.
        margin = (
            2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1)
            + 4
        )
        widest = self.widest_texts()
        for column in range(self.columnCount() - 1):
            self.resizeColumnToContents(column)
            if column in widest:
                need = metrics.horizontalAdvance(widest[column]) + margin
                if need > self.columnWidth(column):
                    self.setColumnWidth(column, need)
        self._natural = {c: self.columnWidth(c) for c in self.ELIDED_COLUMNS}
        self._fitted = catalog

    def texts(self, column: int) -> list[str]:
        """The cells of ``column`` top to bottom (for tests and the PDF); the deferred ones
        written first when the column is one they fill."""
        read = self.topLevelItem if column in self.deferred_columns() else super().topLevelItem
        return [read(r).text(column) for r in range(self.topLevelItemCount())]

    def deferred_columns(self) -> set[int]:
        """The columns a deferred fill writes (besides the tooltips)."""
        return set()
