"""The GPU palette beside the diagram: the catalog's GPUs, dragged onto a slot."""

from __future__ import annotations

from PySide6.QtCore import (
    QByteArray,
    QMimeData,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from rigwright.core.catalog.model import Catalog
from rigwright.gui.build.scene.words import _known_word, word
from rigwright.gui.widgets.i18n import Retranslating

GPU_MIME = "application/x-rigwright-gpu"
"""The MIME type of a dragged GPU: the model's canonical name, UTF-8."""


class GpuPalette(Retranslating, QListWidget):
    """The GPUs of the catalog, to drag onto a slot (or add with Enter / double-click)."""

    add_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._catalog: Catalog | None = None
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.itemActivated.connect(
            lambda item: self.add_requested.emit(item.data(Qt.ItemDataRole.UserRole))
        )
        self.retranslate()

    def retranslate(self) -> None:
        """Name the list and word its GPUs in the window's language."""
        self.setAccessibleName(self.tr("GPU palette"))
        if self._catalog is not None:
            self.blockSignals(True)  # the same GPU stays current: nothing to tell
            try:
                self.set_catalog(self._catalog)
            finally:
                self.blockSignals(False)

    def set_catalog(self, catalog: Catalog) -> None:
        """List ``catalog``'s GPUs (name, memory, board power, slot width, cooler)."""
        self._catalog = catalog
        current = self.current_model()
        self.clear()
        for gpu in catalog.gpus:
            bits = [
                f"{gpu.memory_gb:g} GB" if gpu.memory_gb is not None else "",
                f"{gpu.board_power_w} W" if gpu.board_power_w is not None else "",
                word("slots", None, n=gpu.slot_width),
                _known_word(gpu.cooler.value, None),
            ]
            item = QListWidgetItem(f"{gpu.name}  ·  " + " · ".join(b for b in bits if b))
            item.setData(Qt.ItemDataRole.UserRole, gpu.name)
            item.setToolTip(
                self.tr(
                    "{gpu}: drag onto a slot, or press Enter to add it to the top free slot"
                ).format(gpu=gpu.name)
            )
            self.addItem(item)
            if gpu.name == current:
                self.setCurrentItem(item)
        if self.currentItem() is None and self.count():
            self.setCurrentRow(0)

    def current_model(self) -> str | None:
        """The selected GPU's name, or None."""
        item = self.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def select_model(self, name: str) -> None:
        """Make ``name`` the current GPU (when listed)."""
        for row in range(self.count()):
            if self.item(row).data(Qt.ItemDataRole.UserRole) == name:
                self.setCurrentRow(row)
                return

    def mimeData(self, items) -> QMimeData:
        data = QMimeData()
        if items:
            name = items[0].data(Qt.ItemDataRole.UserRole)
            data.setData(GPU_MIME, QByteArray(name.encode("utf-8")))
            data.setText(name)
        return data

    def mimeTypes(self) -> list[str]:
        return [GPU_MIME]
