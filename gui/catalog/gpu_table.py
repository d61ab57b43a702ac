"""The GPU spec table: the seed GPU table's seven figures plus the current workload's score.

:class:`GpuTableModel` follows the Vorta pattern (column constants, a sort role with Python
values, reset on reload, ``dataChanged`` on a new score); :class:`GpuFilterProxy` sorts on that
role and filters by name.
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication

from rigwright.core.catalog.model import Catalog, FigureSource, Gpu, data_text, normalise_name
from rigwright.core.catalog.model import confidence_text as catalog_confidence_text
from rigwright.gui.widgets.i18n import tr_text
from rigwright.gui.widgets.table_model import SORT_ROLE, RowTableModel
from rigwright.gui.widgets.theme import UNKNOWN_TEXT

"""Role returning the cell as a Python value (str, int or float) for sorting."""

GPU_ROLE = Qt.ItemDataRole.UserRole + 2
"""Role returning the row's :class:`rigwright.core.catalog.model.Gpu`."""


def change_filter(proxy: QSortFilterProxyModel, change) -> None:
    """Run ``change`` (which alters what ``proxy`` filters on) and refilter the rows, the way
    the running Qt wants it (Qt >= 6.10 deprecates ``invalidateFilter()``)."""
    if hasattr(proxy, "endFilterChange"):
        proxy.beginFilterChange()
        change()
        proxy.endFilterChange(QSortFilterProxyModel.Direction.Rows)
    else:  # pragma: no cover - older Qt
        change()
        proxy.invalidateFilter()


"""The invalid index: the parent of every row (a table has no tree)."""

COL_NAME = 0
COL_CUDA = 1
COL_TENSOR_CORES = 2
COL_MEMORY = 3
COL_BANDWIDTH = 4
COL_TENSOR_TFLOPS = 5
COL_FP16 = 6
COL_FP32 = 7
COL_SCORE = 8
COLUMN_COUNT = 9

# Column -> Gpu attribute, for the seven seed figures.
_FIGURE_COLUMNS = {
    COL_CUDA: "cuda_cores",
    COL_TENSOR_CORES: "tensor_cores",
    COL_MEMORY: "memory_gb",
    COL_BANDWIDTH: "memory_bandwidth_gbs",
    COL_TENSOR_TFLOPS: "tensor_tflops",
    COL_FP16: "fp16_tflops",
    COL_FP32: "fp32_tflops",
}

RECOMMENDED_TINT = QColor(46, 160, 67, 48)
"""Background of recommended rows: a light green wash readable on light and dark palettes."""


def _python_number(value):
    """Decimal -> float (ints stay ints), for the sort role."""
    return float(value) if isinstance(value, Decimal) else value


def confidence_text(confidence: str) -> str:
    """How sure a figure's source is ("datasheet", "secondary", "datasheet-derived"), in the
    window's language; another word as it is."""
    return tr_text(catalog_confidence_text(confidence))


def source_text(source: FigureSource) -> str:
    """One line about a figure's source in the window's language: "datasheet (reference
    column fp32_tflops)" (:meth:`rigwright.core.catalog.model.FigureSource.describe`)."""
    confidence = confidence_text(source.confidence)
    if not source.reference_column:
        return confidence
    return QCoreApplication.translate(
        "GpuTableModel", "{confidence} (reference column {column})"
    ).format(confidence=confidence, column=source.reference_column)


class GpuTableModel(RowTableModel[Gpu]):
    """Rows are the catalog's GPUs in the seed's order; columns are the ``COL_*`` constants.
    Its headings and texts follow a change of the window's language (``headerDataChanged``
    and ``dataChanged`` on :func:`rigwright.gui.widgets.i18n.language_changed`)."""

    column_count = COLUMN_COUNT

    def __init__(self, parent=None):
        super().__init__(parent)
        self._scores: dict[str, float] = {}
        self._recommended: set[str] = set()
        self._tensor_definition = ""

    # ------------------------------------------------------------------ loading
    def set_catalog(self, catalog: Catalog | None) -> None:
        """Replace all rows with ``catalog``'s GPUs (scores are cleared)."""
        self._tensor_definition = catalog.tensor_definition if catalog is not None else ""
        self._scores = {}
        self._recommended = set()
        self.reset_rows(catalog.gpus if catalog is not None else ())

    def set_scores(self, scores: dict[str, float], recommended: set[str]) -> None:
        """Show ``scores`` (GPU name -> score) and mark ``recommended`` names.

        The rows stay the same, so only ``dataChanged`` is emitted.
        """
        self._scores = dict(scores)
        self._recommended = set(recommended)
        self.cells_changed()

    def gpu(self, row: int) -> Gpu:
        """The GPU of source row ``row``.

        Raises:
            IndexError: no such row.
        """
        return self.row_item(row)

    def headers(self) -> list[str]:
        """The column headings, translatable, with units, in column order (a line break
        between name and unit)."""
        # Two lines each: the columns stay narrow enough for the detail pane beside them.
        return [
            self.tr("Name"),
            self.tr("CUDA\ncores"),
            self.tr("Tensor\ncores"),
            self.tr("Memory\nGB"),
            self.tr("Bandwidth\nGB/s"),
            self.tr("Tensor\nTFLOPS"),
            self.tr("FP16\nTFLOPS"),
            self.tr("FP32\nTFLOPS"),
            self.tr("Score"),
        ]

    # ------------------------------------------------------------------ Qt API
    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and 0 <= section < COLUMN_COUNT:
            if role == Qt.ItemDataRole.DisplayRole:
                return self.headers()[section]
            if role == Qt.ItemDataRole.ToolTipRole and section == COL_SCORE:
                return self.tr("Score of the GPU for the current workload profile (0-100)")
            if role == Qt.ItemDataRole.ToolTipRole and section == COL_TENSOR_TFLOPS:
                return self.tr("Tensor TFLOPS of this catalog: {definition}").format(
                    definition=tr_text(data_text(self._tensor_definition))
                    or self.tr("definition not stated")
                )
            if role == Qt.ItemDataRole.TextAlignmentRole:
                horizontal = (
                    Qt.AlignmentFlag.AlignLeft
                    if section == COL_NAME
                    else (Qt.AlignmentFlag.AlignRight)
                )
                return int(horizontal | Qt.AlignmentFlag.AlignVCenter)
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role=Qt.ItemDataRole.DisplayRole):
        # Inline rather than item_at(): a proxy's sort calls this n log n times.
        row, rows = index.row(), self._rows
        if not index.isValid() or not 0 <= row < len(rows):
            return None
        gpu = rows[row]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(gpu, col)
        if role == SORT_ROLE:
            return self._sort_value(gpu, col)
        if role == GPU_ROLE:
            return gpu
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col == COL_NAME:
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and gpu.name in self._recommended:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.BackgroundRole and gpu.name in self._recommended:
            return QBrush(RECOMMENDED_TINT)
        if role == Qt.ItemDataRole.ToolTipRole and col in _FIGURE_COLUMNS:
            return self._figure_tooltip(gpu, col)
        if (
            role == Qt.ItemDataRole.ForegroundRole
            and col in _FIGURE_COLUMNS
            and (getattr(gpu, _FIGURE_COLUMNS[col]) is None)
        ):
            # The application's palette: the theme the view paints in.
            return QBrush(UNKNOWN_TEXT.on(QGuiApplication.palette()))
        if role == Qt.ItemDataRole.ToolTipRole and col == COL_NAME:
            if gpu.name in self._recommended:
                return self.tr("{name}: recommended for the current workload").format(name=gpu.name)
            return gpu.name
        return None

    # ------------------------------------------------------------------ cells
    def _display(self, gpu: Gpu, col: int) -> str:
        if col == COL_NAME:
            return gpu.name
        if col == COL_SCORE:
            score = self._scores.get(gpu.name)
            return "—" if score is None else f"{score:.1f}"
        # The catalog's figures exactly as printed: Decimal keeps "29.80".
        value = getattr(gpu, _FIGURE_COLUMNS[col])
        return self.tr("unknown") if value is None else str(value)

    def _figure_tooltip(self, gpu: Gpu, col: int) -> str:
        """Where the figure came from (the catalog's own, or the source and confidence of a
        pack's figure), and that it is unknown where it is."""
        metric = _FIGURE_COLUMNS[col]
        value = getattr(gpu, metric)
        source = gpu.source_of(metric)
        parts = [
            self.tr("{name}: unknown (no source gives it)").format(name=gpu.name)
            if value is None
            else f"{gpu.name}: {value}"
        ]
        if source is not None:
            parts.append(self.tr("Source: {how}").format(how=source_text(source)))
        if col == COL_TENSOR_TFLOPS and self._tensor_definition:
            parts.append(
                self.tr("Tensor TFLOPS of this catalog: {definition}").format(
                    definition=tr_text(data_text(self._tensor_definition))
                )
            )
        return "\n".join(parts)

    def _sort_value(self, gpu: Gpu, col: int):
        if col == COL_NAME:
            return gpu.name.casefold()
        if col == COL_SCORE:
            # An unscored GPU (excluded by the request) sorts below every scored one.
            return self._scores.get(gpu.name, float("-inf"))
        return _python_number(getattr(gpu, _FIGURE_COLUMNS[col]))


class GpuFilterProxy(QSortFilterProxyModel):
    """Sorts on :data:`SORT_ROLE` (numbers as numbers) and filters by name: the catalog name
    or any of the seed's other spellings (``Gpu.aliases``), ignoring case, white space and
    full-width forms as the CLI does (:func:`rigwright.core.catalog.model.normalise_name`)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setFilterKeyColumn(COL_NAME)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self._text = ""

    def set_filter_text(self, text: str) -> None:
        """Keep only the GPUs whose name or alias contains ``text`` (ignoring case and
        spaces): "qgv100" and "Qudro" find the Quadro GV100."""
        change_filter(self, lambda: setattr(self, "_text", normalise_name(text)))

    def filterAcceptsRow(self, source_row: int, source_parent) -> bool:
        if not self._text:
            return True
        index = self.sourceModel().index(source_row, COL_NAME, source_parent)
        gpu = self.sourceModel().data(index, GPU_ROLE)
        if gpu is not None:
            spellings = (gpu.name, *gpu.aliases)
        else:
            spellings = (str(self.sourceModel().data(index, Qt.ItemDataRole.DisplayRole) or ""),)
        return any(self._text in normalise_name(spelling) for spelling in spellings)

    def lessThan(self, left, right) -> bool:
        a = self.sourceModel().data(left, SORT_ROLE)
        b = self.sourceModel().data(right, SORT_ROLE)
        if a is None or b is None:
            return a is None and b is not None
        try:
            return a < b
        except TypeError:
            return str(a) < str(b)
