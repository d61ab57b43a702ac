"""The Parts tab: the catalog's platform parts (CPUs, PSUs, chassis, memory, drives) with
their figures, which of them are assumptions, and their prices ("price to be set" where the
price list has none, never 0)."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
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

from core.catalog import Part, PartKind, normalise_name
from core.pricing import Price
from gui.gpu_table import change_filter
from gui.state import AppState

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
"""Role returning the cell as a Python value for sorting."""

PART_ROLE = Qt.ItemDataRole.UserRole + 2
"""Role returning the row's :class:`core.catalog.Part`."""

COL_KIND, COL_NAME, COL_FIGURES, COL_ASSUMED, COL_PRICE = range(5)
_HEADERS = ("Kind", "Name", "Figures", "Assumed", "Price (CNY)")
_ROOT = QModelIndex()


_SHORT_NAMES = {"base_power_w": "base", "max_power_w": "max", "pcie_generation": "PCIe",
                "memory_max_tb": "memory up to", "efficiency_percent": "efficiency",
                "max_double_width_gpus": "double-width GPUs", "case_expansion_slots": "case slots",
                "memory_channels": "", "memory_type": "", "interface": "", "form_factor": ""}
"""Figure names shortened for the one-line summary (the tooltip gives every figure in full)."""


def _figure_text(part: Part) -> str:
    shown = []
    for fig in part.figures:
        if fig.value is None:
            continue
        label = _SHORT_NAMES.get(fig.name, fig.name.replace("_", " "))  # "" = the value says it
        value = f"{fig.value} {fig.unit}".strip()
        if fig.unit and fig.name.endswith(("_w", "_slots", "_lanes", "_gb", "_tb", "_mm")):
            label = _SHORT_NAMES.get(fig.name, "")  # "350 W" says what it is
        text = f"{label} {value}".strip() if label else value
        shown.append(text + ("*" if fig.is_assumed else ""))
    return " · ".join(shown)


def _tooltip(part: Part, price: Price) -> str:
    lines = [part.name + (f" — {part.family}" if part.family else "")]
    for fig in part.figures:
        value = "unknown" if fig.value is None else f"{fig.value} {fig.unit}".strip()
        if fig.status == "sourced":
            why = f"{fig.confidence}: {fig.source}" if fig.confidence else fig.source
        elif fig.is_assumed:
            why = f"assumed: {fig.note}"
        else:
            why = "no source gives it"
        lines.append(f"{fig.name.replace('_', ' ')}: {value} ({why})")
    lines.append(f"price: {price.label()} — {price.basis}")
    if part.note:
        lines.append(part.note)
    return "\n".join(lines)


class PartsTableModel(QAbstractTableModel):
    """One row per part: kind, name, figures (assumed ones starred), assumptions, price."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._parts: tuple[Part, ...] = ()
        self._prices: dict[str, Price] = {}

    def set_parts(self, parts: tuple[Part, ...], prices: dict[str, Price]) -> None:
        """Replace every row (a catalog change)."""
        self.beginResetModel()
        self._parts = tuple(parts)
        self._prices = dict(prices)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._parts)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(_HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if (orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole
                and 0 <= section < len(_HEADERS)):
            return self.tr(_HEADERS[section])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._parts):
            return None
        part = self._parts[index.row()]
        price = self._prices.get(part.name, Price(None))
        col = index.column()
        assumed = sum(1 for f in part.figures if f.is_assumed)
        if role == PART_ROLE:
            return part
        if role == Qt.ItemDataRole.ToolTipRole:
            return _tooltip(part, price)
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (COL_ASSUMED, COL_PRICE):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == SORT_ROLE:
            if col == COL_PRICE:
                # Unpriced parts sort after every priced one, whichever the direction.
                return float(price.amount_cny) if price.is_set else float("inf")
            if col == COL_ASSUMED:
                return assumed
        if role in (Qt.ItemDataRole.DisplayRole, SORT_ROLE):
            if col == COL_KIND:
                return part.kind.value
            if col == COL_NAME:
                return part.name
            if col == COL_FIGURES:
                return _figure_text(part)
            if col == COL_ASSUMED:
                return str(assumed) if assumed else ""
            if col == COL_PRICE:
                if not price.is_set:
                    return self.tr("price to be set")
                return price.label().replace(" (illustrative)", " ※")
        return None


class PartsProxy(QSortFilterProxyModel):
    """Sorts by :data:`SORT_ROLE`; filters by kind and by text (name, family, figures)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self._kind: str | None = None
        self._text = ""

    def set_kind(self, kind: str | None) -> None:
        change_filter(self, lambda: setattr(self, "_kind", kind))

    def set_text(self, text: str) -> None:
        change_filter(self, lambda: setattr(self, "_text", normalise_name(text)))

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        part = self.sourceModel().index(row, 0, parent).data(PART_ROLE)
        if part is None:
            return False
        if self._kind and part.kind.value != self._kind:
            return False
        if self._text:
            hay = normalise_name(f"{part.name} {part.family} {_figure_text(part)}")
            return self._text in hay
        return True


class PartsView(QWidget):
    """The Parts tab: a kind filter, a text filter, the parts table and a price-list line."""

    def __init__(self, state: AppState, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("partsView")
        self._state = state
        self.model = PartsTableModel(self)
        self.proxy = PartsProxy(self)
        self.proxy.setSourceModel(self.model)

        self.kind_combo = QComboBox()
        self.kind_combo.addItem(self.tr("All parts"), None)
        for kind in PartKind:
            self.kind_combo.addItem(kind.value.upper() if kind is PartKind.CPU
                                    else kind.value.capitalize(), kind.value)
        self.kind_combo.currentIndexChanged.connect(
            lambda _i: self.proxy.set_kind(self.kind_combo.currentData()))
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("Filter parts, e.g. Xeon or 2000 W"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.proxy.set_text)
        self.summary = QLabel()
        self.summary.setObjectName("partsSummary")
        self.summary.setWordWrap(True)

        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(COL_FIGURES, QHeaderView.ResizeMode.Stretch)

        top = QHBoxLayout()
        top.addWidget(self.kind_combo)
        top.addWidget(self.filter_edit, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)

        self._load()
        state.catalog_changed.connect(self._load)

    def _load(self) -> None:
        catalog = self._state.catalog
        self.model.set_parts(catalog.parts, self._state.part_prices)
        self.table.resizeColumnsToContents()
        if not catalog.parts:
            self.summary.setText(self.tr(
                "The catalog “{name}” has no platform parts.").format(name=catalog.name))
            return
        unpriced = sum(1 for p in catalog.parts if not self._state.part_prices.get(
            p.name, Price(None)).is_set)
        self.summary.setText(self.tr(
            "{n} parts; * marks an assumed figure (hover a row for sources and reasons); "
            "※ an illustrative price; {unpriced} parts have no price yet (price to be set)."
        ).format(n=len(catalog.parts), unpriced=unpriced))

    def names(self) -> list[str]:
        """The part names shown, top to bottom (for tests)."""
        return [self.proxy.index(r, COL_NAME).data() for r in range(self.proxy.rowCount())]
