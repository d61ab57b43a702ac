"""One base for the window's table models: a tuple of rows, a column count, the sort role,
a reset, and retranslation when the window's language changes."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from rigwright.gui.widgets.i18n import language_changed

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
"""The role a table's proxy sorts by: a number or a folded text, so that "10" sorts after "9"."""

_ROOT = QModelIndex()

Row = TypeVar("Row")


class RowTableModel(QAbstractTableModel, Generic[Row]):
    """Rows of one kind (``rows``), one per table row, ``column_count`` columns.

    Subclasses give ``column_count`` (a class attribute) and ``headerData``/``data``; headers
    and cells are worded again when the window's language changes (:meth:`retranslate`)."""

    column_count = 0

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: tuple[Row, ...] = ()
        language_changed().connect(self.retranslate)

    @property
    def rows(self) -> tuple[Row, ...]:
        """Every row, in the model's order."""
        return self._rows

    def reset_rows(self, rows: Iterable[Row]) -> None:
        """Replace every row (``beginResetModel``/``endResetModel`` around it)."""
        self.beginResetModel()
        self._rows = tuple(rows)
        self.endResetModel()

    def row_item(self, row: int) -> Row:
        """The row object of source row ``row``. Raises IndexError when there is none."""
        return self._rows[row]

    def item_at(self, index: QModelIndex | QPersistentModelIndex) -> Row | None:
        """The row object of ``index``, or None for an invalid index or a row beyond the end."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        return self._rows[index.row()]

    def cells_changed(self) -> None:
        """Every cell's text may differ (the rows are the same): ``dataChanged`` over all."""
        if self._rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, self.column_count - 1)
            )

    def retranslate(self) -> None:
        """Tell the views that the headings and the cells are in another language now."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.column_count - 1)
        self.cells_changed()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else self.column_count
