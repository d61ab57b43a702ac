"""The Parts tab: the catalog's platform parts (CPUs, PSUs, chassis, memory, drives) with their
figures, which of them are assumptions, and their prices ("price to be set" where the price list
has none, never 0).
More in docs/window.md (`rigwright.gui.catalog.parts_view`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
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

from rigwright.core.catalog.model import Part, PartKind, normalise_name
from rigwright.core.pricing.prices import Price
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.catalog.gpu_table import change_filter
from rigwright.gui.state import AppState
from rigwright.gui.widgets.help import set_help_topic
from rigwright.gui.widgets.i18n import Retranslating, price_text, tr_text
from rigwright.gui.widgets.table_model import SORT_ROLE, RowTableModel

"""Role returning the cell as a Python value for sorting."""

PART_ROLE = Qt.ItemDataRole.UserRole + 2
"""Role returning the row's :class:`rigwright.core.catalog.model.Part`."""

COL_KIND, COL_NAME, COL_FIGURES, COL_ASSUMED, COL_PRICE = range(5)
_HEADERS: tuple[Text, ...] = (
    QT_TRANSLATE_NOOP("PartsTableModel", "Kind"),
    QT_TRANSLATE_NOOP("PartsTableModel", "Name"),
    QT_TRANSLATE_NOOP("PartsTableModel", "Figures"),
    QT_TRANSLATE_NOOP("PartsTableModel", "Assumed"),
    QT_TRANSLATE_NOOP("PartsTableModel", "Price (CNY)"),
)

KIND_NAMES: dict[PartKind, Text] = {
    PartKind.CPU: QT_TRANSLATE_NOOP("PartsTableModel", "CPU"),
    PartKind.PSU: QT_TRANSLATE_NOOP("PartsTableModel", "PSU"),
    PartKind.CHASSIS: QT_TRANSLATE_NOOP("PartsTableModel", "Chassis"),
    PartKind.MEMORY: QT_TRANSLATE_NOOP("PartsTableModel", "Memory"),
    PartKind.DRIVE: QT_TRANSLATE_NOOP("PartsTableModel", "Drive"),
}
"""Each kind of part as the window names it."""

_FIGURE_NAMES: dict[str, Text] = {
    "cores": QT_TRANSLATE_NOOP("PartsTableModel", "cores"),
    "base_power_w": QT_TRANSLATE_NOOP("PartsTableModel", "base power"),
    "max_power_w": QT_TRANSLATE_NOOP("PartsTableModel", "max power"),
    "pcie_lanes": QT_TRANSLATE_NOOP("PartsTableModel", "PCIe lanes"),
    "pcie_generation": QT_TRANSLATE_NOOP("PartsTableModel", "PCIe generation"),
    "memory_channels": QT_TRANSLATE_NOOP("PartsTableModel", "memory channels"),
    "memory_type": QT_TRANSLATE_NOOP("PartsTableModel", "memory type"),
    "memory_max_tb": QT_TRANSLATE_NOOP("PartsTableModel", "memory max"),
    "power_w": QT_TRANSLATE_NOOP("PartsTableModel", "power"),
    "psu_count": QT_TRANSLATE_NOOP("PartsTableModel", "PSU count"),
    "efficiency_percent": QT_TRANSLATE_NOOP("PartsTableModel", "efficiency"),
    "atx_version": QT_TRANSLATE_NOOP("PartsTableModel", "ATX version"),
    "mains": QT_TRANSLATE_NOOP("PartsTableModel", "mains"),
    "board": QT_TRANSLATE_NOOP("PartsTableModel", "board"),
    "platform": QT_TRANSLATE_NOOP("PartsTableModel", "platform"),
    "slot_count": QT_TRANSLATE_NOOP("PartsTableModel", "slot count"),
    "x16_slots": QT_TRANSLATE_NOOP("PartsTableModel", "x16 slots"),
    "x8_slots": QT_TRANSLATE_NOOP("PartsTableModel", "x8 slots"),
    "slot_map": QT_TRANSLATE_NOOP("PartsTableModel", "slot map"),
    "slot_pitch": QT_TRANSLATE_NOOP("PartsTableModel", "slot pitch"),
    "max_double_width_gpus": QT_TRANSLATE_NOOP("PartsTableModel", "max double-width GPUs"),
    "case_expansion_slots": QT_TRANSLATE_NOOP("PartsTableModel", "case expansion slots"),
    "max_gpu_length_mm": QT_TRANSLATE_NOOP("PartsTableModel", "max GPU length"),
    "max_board_form_factor": QT_TRANSLATE_NOOP("PartsTableModel", "max board form factor"),
    "psu_bays": QT_TRANSLATE_NOOP("PartsTableModel", "PSU bays"),
    "dimm_slots": QT_TRANSLATE_NOOP("PartsTableModel", "DIMM slots"),
    "capacity_gb": QT_TRANSLATE_NOOP("PartsTableModel", "capacity"),
    "modules": QT_TRANSLATE_NOOP("PartsTableModel", "modules"),
    "module_gb": QT_TRANSLATE_NOOP("PartsTableModel", "module size"),
    "capacity_tb": QT_TRANSLATE_NOOP("PartsTableModel", "capacity"),
    "interface": QT_TRANSLATE_NOOP("PartsTableModel", "interface"),
    "form_factor": QT_TRANSLATE_NOOP("PartsTableModel", "form factor"),
}
"""Each figure's name in full (the tooltip); a figure not listed by its key's words."""

_SHORT_NAMES: dict[str, Text | None] = {
    "base_power_w": QT_TRANSLATE_NOOP("PartsTableModel", "base"),
    "max_power_w": QT_TRANSLATE_NOOP("PartsTableModel", "max"),
    "pcie_generation": QT_TRANSLATE_NOOP("PartsTableModel", "PCIe"),
    "memory_max_tb": QT_TRANSLATE_NOOP("PartsTableModel", "memory up to"),
    "efficiency_percent": QT_TRANSLATE_NOOP("PartsTableModel", "efficiency"),
    "max_double_width_gpus": QT_TRANSLATE_NOOP("PartsTableModel", "double-width GPUs"),
    "case_expansion_slots": QT_TRANSLATE_NOOP("PartsTableModel", "case slots"),
    "memory_channels": None,
    "memory_type": None,
    "interface": None,
    "form_factor": None,
}
"""Figure names shortened for the one-line summary (the tooltip gives every figure in full);
None: the value says what it is."""

_UNITS: dict[str, Text] = {
    "lanes": QT_TRANSLATE_NOOP("PartsTableModel", "lanes"),
    "channels": QT_TRANSLATE_NOOP("PartsTableModel", "channels"),
    "units": QT_TRANSLATE_NOOP("PartsTableModel", "units"),
    "slots": QT_TRANSLATE_NOOP("PartsTableModel", "slots"),
    "× slot width": QT_TRANSLATE_NOOP("PartsTableModel", "× slot width"),
    "cards": QT_TRANSLATE_NOOP("PartsTableModel", "cards"),
    "bays": QT_TRANSLATE_NOOP("PartsTableModel", "bays"),
    "modules": QT_TRANSLATE_NOOP("PartsTableModel", "modules"),
}
"""Units that are words (W, GB, TB, mm and % are the same in every language)."""

_CONFIDENCES: dict[str, Text] = {
    "datasheet": QT_TRANSLATE_NOOP("PartsTableModel", "datasheet"),
    "secondary": QT_TRANSLATE_NOOP("PartsTableModel", "secondary"),
    "datasheet-derived": QT_TRANSLATE_NOOP("PartsTableModel", "datasheet-derived"),
}

Render = Callable[[Text | str], str]


def _english(text: Text | str) -> str:
    return str(text)


def kind_name(kind: PartKind, render: Render = tr_text) -> str:
    """The kind's name ("Chassis"), in the window's language by default."""
    name = KIND_NAMES.get(kind)
    return render(name) if name is not None else kind.value


def _figure_name(name: str, render: Render) -> str:
    full = _FIGURE_NAMES.get(name)
    return render(full) if full is not None else name.replace("_", " ")


def _value_text(value: str, unit: str, render: Render) -> str:
    word = _UNITS.get(unit)
    return f"{value} {render(word) if word is not None else unit}".strip()


def _figure_text(part: Part, render: Render = tr_text) -> str:
    """The part's figures in one line ("56 cores · base 350 W · …", assumed ones starred), in
    the window's language (``render=str``: English)."""
    shown = []
    for fig in part.figures:
        if fig.value is None:
            continue
        if fig.name in _SHORT_NAMES:
            short = _SHORT_NAMES[fig.name]
            label = render(short) if short is not None else ""  # "" = the value says it
        else:
            label = _figure_name(fig.name, render)
        value = _value_text(fig.value, fig.unit, render)
        if fig.unit and fig.name.endswith(("_w", "_slots", "_lanes", "_gb", "_tb", "_mm")):
            short = _SHORT_NAMES.get(fig.name)
            label = render(short) if short is not None else ""  # "350 W" says what it is
        text = f"{label} {value}".strip() if label else value
        shown.append(text + ("*" if fig.is_assumed else ""))
    return " · ".join(shown)


def _tooltip(part: Part, price: Price) -> str:
    tr = tr_text
    lines = [
        tr(
            QT_TRANSLATE_NOOP("PartsTableModel", "{name} — {family}").format(
                name=part.name, family=part.family
            )
        )
        if part.family
        else part.name
    ]
    for fig in part.figures:
        value = (
            tr(QT_TRANSLATE_NOOP("PartsTableModel", "unknown"))
            if fig.value is None
            else _value_text(fig.value, fig.unit, tr)
        )
        if fig.status == "sourced":
            confidence = _CONFIDENCES.get(fig.confidence)
            confidence = tr(confidence) if confidence is not None else fig.confidence
            why = (
                tr(
                    QT_TRANSLATE_NOOP("PartsTableModel", "{confidence}: {source}").format(
                        confidence=confidence, source=fig.source
                    )
                )
                if fig.confidence
                else fig.source
            )
        elif fig.is_assumed:
            why = tr(QT_TRANSLATE_NOOP("PartsTableModel", "assumed: {note}").format(note=fig.note))
        else:
            why = tr(QT_TRANSLATE_NOOP("PartsTableModel", "no source gives it"))
        lines.append(
            tr(
                QT_TRANSLATE_NOOP("PartsTableModel", "{figure}: {value} ({why})").format(
                    figure=_figure_name(fig.name, tr), value=value, why=why
                )
            )
        )
    lines.append(
        tr(
            QT_TRANSLATE_NOOP("PartsTableModel", "price: {price} — {basis}").format(
                price=price_text(price), basis=tr(price.basis_text)
            )
        )
    )
    if part.note:
        lines.append(part.note)
    return "\n".join(lines)


class PartsTableModel(RowTableModel[Part]):
    """One row per part: kind, name, figures (assumed ones starred), assumptions, price;
    worded in the window's language (again when it changes)."""

    column_count = len(_HEADERS)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._prices: dict[str, Price] = {}

    def set_parts(self, parts: tuple[Part, ...], prices: dict[str, Price]) -> None:
        """Replace every row (a catalog change)."""
        self._prices = dict(prices)
        self.reset_rows(parts)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(_HEADERS)
        ):
            return tr_text(_HEADERS[section])
        return None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ):
        # Inline rather than item_at(): a proxy's sort calls this n log n times.
        row, rows = index.row(), self._rows
        if not index.isValid() or not 0 <= row < len(rows):
            return None
        part = rows[row]
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
                return kind_name(part.kind)
            if col == COL_NAME:
                return part.name
            if col == COL_FIGURES:
                return _figure_text(part)
            if col == COL_ASSUMED:
                return str(assumed) if assumed else ""
            if col == COL_PRICE:
                return price_text(price)
        return None


class PartsProxy(QSortFilterProxyModel):
    """Sorts by :data:`SORT_ROLE`; filters by kind and by text (name, family, figures, in
    English or the window's language)."""

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
            hay = normalise_name(
                f"{part.name} {part.family} {_figure_text(part, _english)} {_figure_text(part)}"
            )
            return self._text in hay
        return True


class PartsView(Retranslating, QWidget):
    """The Parts tab: a kind filter, a text filter, the parts table and a price-list line."""

    def __init__(self, state: AppState, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("partsView")
        set_help_topic(self, "page:parts")
        self._state = state
        self.model = PartsTableModel(self)
        self.proxy = PartsProxy(self)
        self.proxy.setSourceModel(self.model)

        self.kind_combo = QComboBox()
        self.kind_combo.addItem("", None)
        for kind in PartKind:
            self.kind_combo.addItem("", kind.value)
        self.kind_combo.currentIndexChanged.connect(
            lambda _i: self.proxy.set_kind(self.kind_combo.currentData())
        )
        self.filter_edit = QLineEdit()
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

        self.retranslate()
        self._load()
        state.catalog_changed.connect(self._load)

    def retranslate(self) -> None:
        """Set the tab's texts in the window's language (the table's model follows by
        itself: :meth:`PartsTableModel.retranslate`)."""
        self.kind_combo.setItemText(0, self.tr("All parts"))
        for i, kind in enumerate(PartKind, start=1):
            self.kind_combo.setItemText(i, kind_name(kind))
        self.kind_combo.setAccessibleName(self.tr("Kind of part"))
        self.filter_edit.setPlaceholderText(self.tr("Filter parts, e.g. Xeon or 2000 W"))
        self.filter_edit.setAccessibleName(self.tr("Filter parts"))
        self.table.setAccessibleName(self.tr("Platform parts"))
        self._show_summary()

    def _load(self) -> None:
        catalog = self._state.catalog
        self.model.set_parts(catalog.parts, self._state.part_prices)
        self.table.resizeColumnsToContents()
        self._show_summary()

    def _show_summary(self) -> None:
        catalog = self._state.catalog
        if not catalog.parts:
            self.summary.setText(
                self.tr(
                    "The catalog “{name}” has no platform parts: it sells whole workstations "
                    "(its SKUs), and custom builds start from one of them. A catalog with parts "
                    "(such as “current”) lists CPUs, boards, chassis, PSUs, memory and drives "
                    "here."
                ).format(name=catalog.name)
            )
            self.summary.setWordWrap(True)
            return
        unpriced = sum(
            1 for p in catalog.parts if not self._state.part_prices.get(p.name, Price(None)).is_set
        )
        self.summary.setText(
            self.tr(
                "{n} parts; * marks an assumed figure (hover a row for sources and reasons); "
                "※ an illustrative price; {unpriced} parts have no price yet (price to be set)."
            ).format(n=len(catalog.parts), unpriced=unpriced)
        )

    def names(self) -> list[str]:
        """The part names shown, top to bottom (for tests)."""
        return [self.proxy.index(r, COL_NAME).data() for r in range(self.proxy.rowCount())]
