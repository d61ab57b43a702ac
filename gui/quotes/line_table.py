"""The table model of one quote option's lines: its columns, the cells shown and edited as
text, the refused entries kept marked in their cells."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication

from rigwright.core.pricing.money import margin
from rigwright.core.quote.document import LineItem, Option, ResolvedOption, discount_text
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP
from rigwright.gui.quotes.amounts import screen_money, screen_unit_price
from rigwright.gui.widgets.i18n import language_changed, tr_text
from rigwright.gui.widgets.message_area import plain_tip
from rigwright.gui.widgets.theme import ERROR

COL_DESCRIPTION, COL_QTY, COL_PRICE, COL_DISCOUNT, COL_AMOUNT, COL_COST, COL_MARGIN = range(7)
INTERNAL_COLUMNS = (COL_COST, COL_MARGIN)
"""The line table's internal columns (the vendor's cost and margin): hidden in presenter mode."""
COLUMN_FIELDS = {
    COL_DESCRIPTION: "description",
    COL_QTY: "quantity",
    COL_PRICE: "unit_price",
    COL_DISCOUNT: "discount",
    COL_COST: "unit_cost",
}
"""The line field each editable column edits."""
COLUMN_TITLES = (
    QT_TRANSLATE_NOOP("QuoteEditor", "Description"),
    QT_TRANSLATE_NOOP("QuoteEditor", "Qty"),
    QT_TRANSLATE_NOOP("QuoteEditor", "Unit price"),
    QT_TRANSLATE_NOOP("QuoteEditor", "Discount"),
    QT_TRANSLATE_NOOP("QuoteEditor", "Amount"),
    QT_TRANSLATE_NOOP("QuoteEditor", "Unit cost"),
    QT_TRANSLATE_NOOP("QuoteEditor", "Margin"),
)
"""The line table's headings (rendered in the window's language by :func:`tr_text`)."""


class LineTableModel(QAbstractTableModel):
    """The lines of one option: description, quantity, unit price, discount, net amount, and
    the internal unit cost and margin.

    Cells are edited as text; the editor (``commit(row, column, text)`` returning None or the
    reason) applies an edit to the document. A refused edit stays in its cell, marked, until
    it is corrected or the lines change.
    """

    def __init__(self, commit: Callable[[int, int, str], str | None], parent=None):
        super().__init__(parent)
        self._commit = commit
        self._option: Option | None = None
        self._resolved: ResolvedOption | None = None
        self._lang = "zh_CN"
        self._currency = "CNY"  # the shown quote's (set_option)
        self._bad: dict[tuple[int, int], tuple[str, str]] = {}
        self._read_only = False
        language_changed().connect(self.retranslate)

    def retranslate(self) -> None:
        """The window's language changed: headings, cells and the refused entries' reasons
        are said again in it (each refused entry is checked again for its reason)."""
        for key, (text, _reason) in list(self._bad.items()):
            reason = self._commit(key[0], key[1], text)
            if reason:
                self._bad[key] = (text, reason)
            else:
                self._bad.pop(key, None)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
            )

    # -------------------------------------------------------------- content
    def set_option(
        self,
        option: Option | None,
        resolved: ResolvedOption | None,
        lang: str,
        currency: str,
    ) -> None:
        """Show ``option`` (its money from ``resolved``; None: not resolvable) of a quote in
        ``lang`` whose amounts are in ``currency``."""
        old = len(self._option.items) if self._option is not None else 0
        new = len(option.items) if option is not None else 0
        self._option, self._resolved, self._lang = option, resolved, lang
        self._currency = currency
        if old != new:
            self.beginResetModel()
            # Lines added at the end: the refused entries of the rows kept stay (the editor
            # clears them all when lines are removed or moved).
            self._bad = {key: bad for key, bad in self._bad.items() if key[0] < new}
            self.endResetModel()
        elif new:
            self.dataChanged.emit(self.index(0, 0), self.index(new - 1, self.columnCount() - 1))

    def set_read_only(self, read_only: bool) -> None:
        """Refuse every edit (no cell is editable) while ``read_only``: the quote is no
        longer a draft (:mod:`rigwright.gui.quotes.locking`)."""
        if read_only != self._read_only:
            self._read_only = read_only
            if self.rowCount():
                self.dataChanged.emit(
                    self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
                )

    def clear_bad(self) -> None:
        """Forget the refused entries (the lines were added, removed or moved)."""
        if self._bad:
            self._bad.clear()
            if self.rowCount():
                self.dataChanged.emit(
                    self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
                )

    def problems(self, internal: bool = True) -> list[tuple[int, int, str]]:
        """The refused entries as (row, column, message), by row and column; without the
        internal columns' when ``internal`` is False."""
        return [
            (r, c, m)
            for (r, c), (_t, m) in sorted(self._bad.items())
            if internal or c not in INTERNAL_COLUMNS
        ]

    def item(self, row: int) -> LineItem:
        assert self._option is not None
        return self._option.items[row]

    # -------------------------------------------------------------- Qt model
    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        if parent.isValid() or self._option is None:
            return 0
        return len(self._option.items)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMN_TITLES)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return tr_text(COLUMN_TITLES[section])
        if orientation == Qt.Orientation.Vertical and role == Qt.ItemDataRole.DisplayRole:
            return str(section + 1)
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            if section in INTERNAL_COLUMNS:
                return self.tr("Internal: never printed, hidden in presenter mode")
            if section == COL_DISCOUNT:
                return self.tr('A percent ("5%") or an amount in yuan ("500")')
        return None

    def flags(self, index):
        base = super().flags(index)
        if index.isValid() and index.column() in COLUMN_FIELDS and not self._read_only:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or self._option is None:
            return None
        row, col = index.row(), index.column()
        if row >= len(self._option.items):
            return None
        bad = self._bad.get((row, col))
        if bad is not None:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
                return bad[0]
            if role == Qt.ItemDataRole.ToolTipRole:
                return plain_tip(bad[1])
            if role == Qt.ItemDataRole.BackgroundRole:
                return QBrush(QColor("#fde2e1"))
            if role == Qt.ItemDataRole.ForegroundRole:
                return QBrush(QColor("#8a1c1c"))
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, col)
        if role == Qt.ItemDataRole.EditRole:
            return self._edit_text(row, col)
        if role == Qt.ItemDataRole.TextAlignmentRole and col != COL_DESCRIPTION:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self._tooltip(row, col)
            return plain_tip(tip) if tip else tip
        if (
            role == Qt.ItemDataRole.ForegroundRole
            and self._price_missing(row)
            and col in (COL_PRICE, COL_AMOUNT)
        ):
            return QBrush(ERROR.on(QGuiApplication.palette()))
        return None

    def setData(self, index, value, role=Qt.ItemDataRole.EditRole) -> bool:
        if (
            role != Qt.ItemDataRole.EditRole
            or self._read_only
            or not index.isValid()
            or (index.column() not in COLUMN_FIELDS)
        ):
            return False
        text = "" if value is None else str(value)
        key = (index.row(), index.column())
        if key not in self._bad and text == self._edit_text(*key):
            return False
        reason = self._commit(index.row(), index.column(), text)
        if reason:
            self._bad[key] = (text, reason)
        else:
            self._bad.pop(key, None)
        self.dataChanged.emit(index, index)
        return True

    # -------------------------------------------------------------- cells
    def _line_money(self, row: int):
        if self._resolved is None:
            return None
        return self._resolved.totals.lines[row]

    def _price_missing(self, row: int) -> bool:
        item = self._option.items[row]
        return item.kind == "build" and item.unit_price == 0

    def _display(self, row: int, col: int) -> str:
        item = self._option.items[row]
        money = self._line_money(row)
        if col == COL_DESCRIPTION:
            if self._resolved is not None:
                return self._resolved.lines[row].description.replace("\n", " ")
            return item.description or (item.sku and f"SKU {item.sku}") or ""
        if col == COL_QTY:
            return f"{item.quantity:,}"
        if col == COL_PRICE:
            price = (
                self._resolved.lines[row].unit_price
                if self._resolved is not None
                else (item.unit_price)
            )
            if self._price_missing(row):
                return self.tr("to be set")
            return screen_unit_price(price, self._currency) if price is not None else "—"
        if col == COL_DISCOUNT:
            return discount_text(item.discount) or ""
        if col == COL_AMOUNT:
            return screen_money(money.net, self._currency) if money is not None else "—"
        if col == COL_COST:
            if item.unit_cost is None:
                return ""
            return screen_unit_price(item.unit_cost, self._currency)
        if col == COL_MARGIN:
            if money is None or item.unit_cost is None:
                return ""
            value = margin(money.net, item.unit_cost * item.quantity)
            return f"{value} %" if value is not None else "—"
        return ""

    def _edit_text(self, row: int, col: int) -> str:
        item = self._option.items[row]
        if col == COL_DESCRIPTION:
            if item.description or self._resolved is None:
                return item.description
            return self._resolved.lines[row].description
        if col == COL_QTY:
            return str(item.quantity)
        if col == COL_PRICE:
            if item.unit_price is not None:
                return str(item.unit_price)
            return str(self._resolved.lines[row].unit_price) if self._resolved else ""
        if col == COL_DISCOUNT:
            return discount_text(item.discount) or ""
        if col == COL_COST:
            return "" if item.unit_cost is None else str(item.unit_cost)
        return self._display(row, col)

    def _tooltip(self, row: int, col: int) -> str | None:
        if self._resolved is None:
            return None
        line = self._resolved.lines[row]
        if col == COL_DESCRIPTION:
            parts = [line.description]
            parts += [f"{c.kind}: {c.text}" for c in line.components]
            if line.price_note:
                parts.append(line.price_note)
            return "\n".join(parts)
        if col == COL_PRICE and self._price_missing(row):
            return self.tr("The build's price is to be set: enter its unit price")
        if col == COL_PRICE and line.price_note:
            return line.price_note
        return None
