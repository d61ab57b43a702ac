"""The Fit column of the ranked lists while a model is sized: how many cards of a GPU hold the
job and how it is split ("2 × 141 GB, tensor parallel"), or why it does not fit, read from
the sizing the recommendation carries (``Recommendation.sized``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyle, QTreeWidget, QTreeWidgetItem

from rigwright.gui.widgets.i18n import tr_text

if TYPE_CHECKING:  # types only: the window starts without the sizing modules
    from rigwright.core.build.model import Build
    from rigwright.core.catalog.model import Catalog, Gpu, Sku
    from rigwright.core.recommend.sized import SizedRanking
    from rigwright.core.sizing.fit import Fit


def _how(strategy: str | None) -> str:
    """A split's words in the window's language ("tensor parallel")."""
    words = {
        "data_parallel": QCoreApplication.translate("FitColumn", "data parallel"),
        "fsdp": QCoreApplication.translate("FitColumn", "FSDP sharding"),
        "tensor_parallel": QCoreApplication.translate("FitColumn", "tensor parallel"),
        "pipeline_parallel": QCoreApplication.translate("FitColumn", "pipeline parallel"),
    }
    return words.get(strategy or "", strategy or "")


def fit_words(fit: Fit, memory_gb: object) -> str:
    """The cards that hold a job, in the window's language: "1 × 48 GB", "2 × 141 GB, tensor
    parallel" (", activation checkpointing" when it holds only with it); "" when it does not
    fit (the core says why, :func:`gpu_fit_text`)."""
    if fit.count is None:
        return ""
    memory = f"{memory_gb:g}" if memory_gb is not None else "?"
    if fit.count == 1 and fit.strategy == "single":
        text = QCoreApplication.translate("FitColumn", "1 × {memory} GB").format(memory=memory)
    else:
        text = QCoreApplication.translate("FitColumn", "{count} × {memory} GB, {how}").format(
            count=fit.count, memory=memory, how=_how(fit.strategy)
        )
    if fit.checkpointing:
        text = QCoreApplication.translate("FitColumn", "{fit}, activation checkpointing").format(
            fit=text
        )
    return text


def gpu_fit_text(sized: SizedRanking | None, gpu: Gpu) -> str:
    """The Fit cell of ``gpu``'s row: its cards, the core's "does not fit: …" reason, or ""
    without a sized model."""
    fit = sized.gpu_fits.get(gpu.name) if sized is not None else None
    if fit is None:
        return ""
    if fit.count is None:
        reason = sized.left_out_text.get(gpu.name) if sized is not None else None
        return (
            tr_text(reason)
            if reason is not None
            else QCoreApplication.translate("FitColumn", "does not fit")
        )
    return fit_words(fit, gpu.memory_gb)


def _gpu(catalog: Catalog, name: str) -> Gpu | None:
    try:
        return catalog.gpu(name)
    except KeyError:
        return None


def sku_fit_text(sized: SizedRanking | None, catalog: Catalog, sku: Sku) -> str:
    """The Fit cell of ``sku``: the fewest of its cards that hold the job; "" without a sized
    model."""
    held = sized.skus.get(sku.number) if sized is not None else None
    if held is None:
        return ""
    gpu = _gpu(catalog, sku.gpu)
    return fit_words(held.fit, gpu.memory_gb if gpu is not None else None)


def custom_fit_text(sized: SizedRanking | None, catalog: Catalog, build: Build) -> str:
    """The Fit cell of a custom build of one GPU model: its GPU's fit when the build has
    enough of them, else "does not fit: needs N × GPU, has M"; "" without a sized model or
    for mixed GPUs."""
    if sized is None or len(build.gpus) != 1:
        return ""
    line = build.gpus[0]
    gpu = _gpu(catalog, line.model)
    fit = sized.gpu_fits.get(gpu.name) if gpu is not None else None
    if fit is None or gpu is None:
        return ""
    if fit.count is not None and fit.count > line.count:
        return QCoreApplication.translate(
            "FitColumn", "does not fit: needs {need} × {gpu}, has {has}"
        ).format(need=fit.count, gpu=line.model, has=line.count)
    return gpu_fit_text(sized, gpu)


def left_out_items(
    view: QTreeWidget, sized: SizedRanking | None, gpus: list[Gpu], values
) -> list[tuple[QTreeWidgetItem, Gpu]]:
    """Rows for the GPUs of ``gpus`` that cannot hold the sized job, in italics under the
    ranked ones (no rank, no score): ``values(gpu, fit, why)`` gives a row's cells from the
    short Fit cell ("does not fit") and the core's reason ("does not fit: needs 20 GB a card
    on 9, has 12")."""
    if sized is None:
        return []
    italic = QFont(view.font())
    italic.setItalic(True)
    rows = []
    for gpu in gpus:
        fit = sized.gpu_fits.get(gpu.name)
        if fit is None or fit.count is not None:
            continue
        why = gpu_fit_text(sized, gpu)
        item = QTreeWidgetItem(
            values(gpu, QCoreApplication.translate("FitColumn", "does not fit"), why)
        )
        for column in range(view.columnCount()):
            item.setFont(column, italic)
            item.setToolTip(column, f"{gpu.name}\n{why}")
        rows.append((item, gpu))
    return rows


def show_fit_column(view: QTreeWidget, column: int, shown: bool) -> None:
    """Show ``column`` (the Fit column) only with a sized model, at least as wide as its
    widest cell (the list's widths are fitted once, before any model was chosen)."""
    view.setColumnHidden(column, not shown)
    if not shown:
        return
    texts = {view.headerItem().text(column)}
    texts |= {
        QTreeWidget.topLevelItem(view, r).text(column) for r in range(view.topLevelItemCount())
    }
    bold = QFont(view.font())
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    margin = 2 * view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 12
    need = max(metrics.horizontalAdvance(t) for t in texts) + margin
    if need > view.columnWidth(column):
        view.setColumnWidth(column, need)
