"""Ranked lists of the current recommendation: GPUs and workstation SKUs, with their reasons.

Both views only display :attr:`AppState.recommendation`; the SKU list also lists the custom
builds of the configuration search below the printed SKUs (marked "✚ custom") when they
arrive, the selection's working build just under it while it differs from the selection as
printed (marked "✎ changed"), and reports the engineer's pick back through
:meth:`AppState.select_sku` or :meth:`AppState.select_custom`. A row's context menu selects it
or adds its build to the comparison (:meth:`AppState.add_to_compare`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QMenu,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
)

from core.builds import Build
from core.catalog import Sku
from core.chart_data import Candidate, custom_candidate
from core.pricing import PRICE_TO_BE_SET, Price
from core.pricing import format_cny as format_decimal_cny
from core.rules import ERROR, WARNING
from core.search import CustomBuild
from gui.state import MAX_COMPARE, AppState
from gui.theme import Tone

CUSTOM_MARK = "✚"
"""Marks a custom build (found by the configuration search, not printed in the catalog)."""
CUSTOM_COLOR = Tone("#1f4e79", "#8cc4ff")
"""Text colour of custom-build rows: dark blue, 8.6:1 on white; light blue, 8.9:1 on the dark
theme's base."""
CHANGED_MARK = "✎"
"""Marks the selection's working build when it differs from the selection as printed."""
CHANGED_COLOR = Tone("#7a3b00", "#ffb273")
"""Text colour of the changed-build row: dark brown, 8.5:1 on white; light orange, 9.2:1 on the
dark theme's base."""

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def format_cny(amount: int | None) -> str:
    """``29990`` -> ``"¥29,990"`` (the seed's own price format)."""
    return "—" if amount is None else f"¥{amount:,}"


def _reasons_text(reasons) -> str:
    return "; ".join(str(r) for r in reasons or ())


def gpus_text(build: Build) -> str:
    """A build's GPUs in one line: "5 × RTX2080Ti", "4 × RTX2080Ti + 1 × Quadro RTX8000",
    "no GPUs"."""
    return " + ".join(f"{g.count} × {g.model}" for g in build.gpus) or "no GPUs"


def price_text(price: Price | None) -> str:
    """A derived price as the lists show it: "¥97,082.90 ※" (※: illustrative) or
    "price to be set" (never a guess)."""
    if price is None or price.amount_cny is None:
        return PRICE_TO_BE_SET
    return format_decimal_cny(price.amount_cny) + (" ※" if price.illustrative else "")


@dataclass(frozen=True, slots=True)
class ChangedBuild:
    """The row of the selection's working build (:attr:`AppState.working_build`) while it
    differs from the selection as printed: ``base`` is the selected SKU or custom build."""

    base: Sku | CustomBuild
    build: Build


class _RankingTree(QTreeWidget):
    def __init__(self, headers: list[str], right_columns: set[int], parent=None):
        super().__init__(parent)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setHeaderLabels(headers)
        self.setWordWrap(False)
        self._right = right_columns
        header = self.header()
        header.setStretchLastSection(True)
        # Widths are fitted to the first (unfiltered, widest) fill and then kept: fitting on
        # every input change would measure every cell each time.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(len(headers) - 1, QHeaderView.ResizeMode.Stretch)
        self._fitted = False
        for col in right_columns:
            self.headerItem().setTextAlignment(col, _RIGHT)
        self._rows: list = []  # the model object of each row, top to bottom
        self._updating = False  # True while the view itself changes rows or selection

    # Subclasses say which state object they show and how to select one.
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

    def _make_item(self, values: list[str], tooltip: str, bold: bool = False) -> QTreeWidgetItem:
        item = QTreeWidgetItem(values)
        for col in range(len(values)):
            if col in self._right:
                item.setTextAlignment(col, _RIGHT)
            item.setToolTip(col, tooltip)
            if bold:
                font = QFont(self.font())
                font.setBold(True)
                item.setFont(col, font)
        return item

    def widest_texts(self) -> dict[int, str]:
        """Column -> the widest text the column can come to show (numeric columns), so that
        the widths fitted once still fit after the weights or the budget change."""
        return {}

    def _fit_columns_once(self) -> None:
        if self._fitted or self.topLevelItemCount() == 0:
            return
        # Bold (recommended rows) is the widest a cell is drawn.
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        # The cell's margins as Qt adds them when it fits a column to its contents.
        margin = 2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin,
                                               None, self) + 1) + 4
        widest = self.widest_texts()
        for column in range(self.columnCount() - 1):
            self.resizeColumnToContents(column)
            if column in widest:
                need = metrics.horizontalAdvance(widest[column]) + margin
                if need > self.columnWidth(column):
                    self.setColumnWidth(column, need)
        self._fitted = True

    def texts(self, column: int) -> list[str]:
        """The cells of ``column`` top to bottom (for tests and the PDF)."""
        return [self.topLevelItem(r).text(column) for r in range(self.topLevelItemCount())]


class GpuRankingView(_RankingTree):
    """GPUs ranked for the current workload; recommended ones bold, reasons on hover.
    Selecting one selects it in the state (for its details).

    Signals:
        gpu_picked: the engineer selected a GPU here (not a selection the state made).
    """

    COL_RANK, COL_NAME, COL_SCORE, COL_REASONS = range(4)

    gpu_picked = Signal()

    def __init__(self, state: AppState, parent=None):
        super().__init__(
            [self.tr("#"), self.tr("GPU"), self.tr("Score"), self.tr("Why")],
            {self.COL_RANK, self.COL_SCORE},
            parent,
        )
        self.setObjectName("gpuRanking")
        self._state = state
        self._show_recommendation()
        state.recommendation_changed.connect(self._show_recommendation)
        state.selected_gpu_changed.connect(self._show_selection)
        self.selectionModel().selectionChanged.connect(self._on_selection_changed)

    def widest_texts(self) -> dict[int, str]:
        """A GPU score is 0-100: "100.0" at most."""
        return {self.COL_SCORE: "100.0"}

    def names(self) -> list[str]:
        """The GPU names listed, top (best) first."""
        return self.texts(self.COL_NAME)

    def _show_recommendation(self) -> None:
        rec = self._state.recommendation
        recommended = set(rec.recommended_gpu_names)
        self._updating = True
        self.clear()
        self._rows = []
        items = []
        for rank, scored in enumerate(rec.gpus, start=1):
            reasons = _reasons_text(scored.reasons)
            name = scored.gpu.name
            item = self._make_item(
                [str(rank), name, f"{scored.score:.1f}", reasons],
                f"{name}\n" + "\n".join(str(r) for r in scored.reasons or ()),
                bold=name in recommended,
            )
            items.append(item)
            self._rows.append(scored.gpu)
        self.addTopLevelItems(items)
        self._fit_columns_once()
        self._updating = False
        self._show_selection()

    def _state_selection(self) -> object | None:
        return self._state.selected_gpu

    def _select_in_state(self, obj: object) -> None:
        self._state.select_gpu(obj)
        self.gpu_picked.emit()


class SkuRankingView(_RankingTree):
    """Workstation SKUs ranked for the workload and budget; selecting one selects the build.
    A row's context menu selects it or adds it to the comparison (:meth:`row_menu`).

    Signals:
        compare_message(str): the outcome of "Add to compare", for the status bar (as every
            other way into the comparison reports it): "Added … (2 of 4)", or why it was
            refused ("… is already in the comparison.").
    """

    COL_RANK, COL_NUMBER, COL_CODE, COL_GPUS, COL_PRICE, COL_SCORE, COL_REASONS = range(7)

    compare_message = Signal(str)

    def __init__(self, state: AppState, parent=None):
        super().__init__(
            [
                self.tr("#"),
                self.tr("No."),
                self.tr("Code"),
                self.tr("GPUs"),
                self.tr("Price"),
                self.tr("Score"),
                self.tr("Why"),
            ],
            {self.COL_RANK, self.COL_PRICE, self.COL_SCORE},
            parent,
        )
        self.setObjectName("skuRanking")
        self._state = state
        self._show_recommendation()
        state.recommendation_changed.connect(self._show_recommendation)
        state.search_changed.connect(self._show_recommendation)
        state.site_changed.connect(self._show_recommendation)
        state.selected_sku_changed.connect(self._show_selection)
        state.working_build_changed.connect(self._on_working_build_changed)
        self.selectionModel().selectionChanged.connect(self._on_selection_changed)

    def widest_texts(self) -> dict[int, str]:
        """The SKU score has no fixed top: the widest of the scores shown or "9999.9"; the
        price up to "¥999,999" (or the widest shown)."""
        def widest(column: int, floor: str) -> str:
            metrics = QFontMetrics(self.font())
            return max([floor, *self.texts(column)], key=metrics.horizontalAdvance)

        return {self.COL_SCORE: widest(self.COL_SCORE, "9999.9"),
                self.COL_PRICE: widest(self.COL_PRICE, "¥999,999.99 ※"),
                self.COL_CODE: widest(self.COL_CODE, self.tr("custom, as SKU 3.10"))}

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            # the theme changed: recolour the custom and changed rows for it
            for row in range(self.topLevelItemCount()):
                item = self.topLevelItem(row)
                mark = item.text(1)
                tone = (CUSTOM_COLOR if mark.startswith(CUSTOM_MARK)
                        else CHANGED_COLOR if mark.startswith(CHANGED_MARK) else None)
                if tone is not None:
                    brush = QBrush(tone.on(self.palette()))
                    for col in range(self.columnCount()):
                        item.setForeground(col, brush)

    def codes(self) -> list[str]:
        """The SKU codes listed, top (best) first, then the custom builds' labels."""
        return self.texts(self.COL_CODE)

    def custom_rows(self) -> list[int]:
        """The row numbers of the custom builds."""
        return [i for i, obj in enumerate(self._rows) if isinstance(obj, CustomBuild)]

    def changed_row(self) -> int | None:
        """The row number of the changed working build ("✎ changed"), or None."""
        return next((i for i, obj in enumerate(self._rows) if isinstance(obj, ChangedBuild)),
                    None)

    def _changed(self) -> ChangedBuild | None:
        """The changed-build row the state asks for, or None."""
        state = self._state
        base = state.selected_custom or state.selected_sku
        build = state.working_build
        if base is None or build is None or not state.working_changed:
            return None
        return ChangedBuild(base, build)

    def _changed_item(self, changed: ChangedBuild) -> QTreeWidgetItem:
        state = self._state
        verdicts = state.working_verdicts
        errors = [v for v in verdicts if v.severity == ERROR]
        warnings = [v for v in verdicts if v.severity == WARNING]
        price = state.working_price
        counts = self.tr("{e} error(s), {w} warning(s)").format(e=len(errors), w=len(warnings))
        changes = "; ".join(state.change_texts)
        base = (self.tr("custom build ({base})").format(base=changed.base.base)
                if isinstance(changed.base, CustomBuild) else f"SKU {changed.base.number}")
        tip = "\n".join(line for line in [
            self.tr("{mark} {base} as changed (Edit ▸ Undo goes back)").format(
                mark=CHANGED_MARK, base=base),
            self.tr("Changes: {changes}").format(changes=changes) if changes else "",
            self.tr("Price: {basis}").format(basis=price.basis if price is not None
                                              else PRICE_TO_BE_SET),
            *[f"{v.severity}: {v.message}" for v in errors + warnings],
        ] if line)
        item = self._make_item(
            ["", CHANGED_MARK + (" ⚠" if errors else ""),
             self.tr("{mark} changed").format(mark=CHANGED_MARK), gpus_text(changed.build),
             price_text(price), "", counts + (f" — {changes}" if changes else "")], tip)
        brush = QBrush(CHANGED_COLOR.on(self.palette()))
        for col in range(self.columnCount()):
            item.setForeground(col, brush)
        return item

    def _insert_changed(self, items: list[QTreeWidgetItem] | None = None) -> None:
        """Put the changed-build row just under its base's row (at the end when the base is
        not listed): into ``items`` and ``self._rows`` before they are added, else into the
        tree."""
        changed = self._changed()
        if changed is None:
            return
        at = (self._rows.index(changed.base) + 1 if changed.base in self._rows
              else len(self._rows))
        item = self._changed_item(changed)
        self._rows.insert(at, changed)
        if items is not None:
            items.insert(at, item)
        else:
            self.insertTopLevelItem(at, item)

    def _on_working_build_changed(self) -> None:
        """Replace the changed-build row (on every edit, undo, redo, selection)."""
        old = self.changed_row()
        if old is None and self._changed() is None:
            return
        was, self._updating = self._updating, True
        try:
            if old is not None:
                del self._rows[old]
                self.takeTopLevelItem(old)
            self._insert_changed()
        finally:
            self._updating = was
        self._show_selection()

    def _custom_item(self, custom: CustomBuild) -> QTreeWidgetItem:
        build = custom.build
        gpus = " + ".join(f"{g.count}× {g.model}" for g in build.gpus)
        price = format_decimal_cny(custom.price_cny) + (" ※" if custom.illustrative else "")
        warnings = [v for v in custom.verdicts if v.severity == "warning"]
        tip = "\n".join([
            self.tr("{mark} custom build (configuration search), not a printed SKU").format(
                mark=CUSTOM_MARK),
            build.label or custom.base,
            self.tr("Price: {basis}").format(basis=custom.price_basis)
            + (self.tr(" (illustrative)") if custom.illustrative else ""),
            *[str(r) for r in custom.reasons],
            *[f"warning: {v.message}" for v in warnings],
            *[v.message for v in custom.verdicts if v.message.startswith("cannot check")],
        ])
        item = self._make_item(
            ["", CUSTOM_MARK, self.tr("custom, as {base}").format(base=custom.base)
             if custom.base.startswith("SKU") else self.tr("custom, {base}").format(
                 base=custom.base), gpus, price,
             f"{custom.score:.1f}", _reasons_text(custom.reasons)], tip)
        brush = QBrush(CUSTOM_COLOR.on(self.palette()))
        for col in range(self.columnCount()):
            item.setForeground(col, brush)
        return item

    def _show_recommendation(self) -> None:
        rec = self._state.recommendation
        self._updating = True
        self.clear()
        self._rows = []
        items = []
        verdicts = self._state.sku_verdicts  # the badge: a build that breaks an error rule
        for rank, scored in enumerate(rec.skus, start=1):
            sku = scored.sku
            reasons = _reasons_text(scored.reasons)
            errors = [v for v in verdicts.get(sku.number, []) if v.severity == "error"]
            item = self._make_item(
                [
                    str(rank),
                    sku.number + (" ⚠" if errors else ""),
                    sku.code,
                    f"{sku.gpu_count}× {sku.gpu}",
                    format_cny(scored.price_cny) + (" ※" if sku.price_illustrative else ""),
                    f"{scored.score:.1f}",
                    reasons,
                ],
                "".join(f"⚠ {v.message} — fix: {v.fix}\n" for v in errors)
                + f"{sku.number}  {sku.code}\n{sku.config_as_printed}\n"
                + (self.tr("※ illustrative price (2020 selection guide), VAT not stated")
                   if sku.price_illustrative else self.tr("Price basis: {basis}").format(
                       basis=sku.price_basis)) + "\n"
                + "\n".join(str(r) for r in scored.reasons or ()),
            )
            items.append(item)
            self._rows.append(sku)
        for custom in self._state.custom_builds:
            items.append(self._custom_item(custom))
            self._rows.append(custom)
        self._insert_changed(items)
        self.addTopLevelItems(items)
        self._fit_columns_once()
        self._updating = False
        self._show_selection()

    # -- the context menu: select, add to compare ---------------------------------------------
    def candidate_at(self, row: int) -> Candidate | None:
        """The build of row ``row`` as the charts and the compare view know it: the SKU, the
        custom build, or the changed working build; None for no such row, or a SKU whose
        cells cannot be read into a build."""
        if not 0 <= row < len(self._rows):
            return None
        obj = self._rows[row]
        if isinstance(obj, ChangedBuild):
            return self._state.changed_candidate()
        if isinstance(obj, CustomBuild):
            return custom_candidate(obj)
        return next((c for c in self._state.sku_candidates() if c.sku == obj), None)

    def row_menu(self, row: int) -> QMenu:
        """The context menu of row ``row``: Select, Add to compare."""
        menu = QMenu(self)
        candidate = self.candidate_at(row)
        select = menu.addAction(self.tr("Select"))
        select.setObjectName("selectRowAction")
        select.triggered.connect(lambda: self._select_row(row))
        add = menu.addAction(self.tr("Add to compare"))
        add.setObjectName("addToCompareAction")
        add.triggered.connect(lambda: self.add_row_to_compare(row))
        if candidate is None:
            add.setEnabled(False)
            add.setToolTip(self.tr("This SKU's configuration cannot be read into a build"))
        return menu

    def contextMenuEvent(self, event) -> None:
        item = self.itemAt(event.pos())
        if item is None:
            return
        menu = self.row_menu(self.indexOfTopLevelItem(item))
        menu.exec(event.globalPos())
        menu.deleteLater()

    def _select_row(self, row: int) -> None:
        if 0 <= row < self.topLevelItemCount():
            self.setCurrentItem(self.topLevelItem(row))  # selects it in the state too

    def add_row_to_compare(self, row: int) -> str | None:
        """Add row ``row``'s build to the comparison; the reason when refused (already there,
        the comparison full, no build). Either outcome is said through
        :attr:`compare_message` (the status bar), never in a modal box."""
        candidate = self.candidate_at(row)
        reason = (self.tr("This row has no build to compare.") if candidate is None
                  else self._state.add_to_compare(candidate))
        if reason is not None:
            self.compare_message.emit(reason)
            return reason
        self.compare_message.emit(self.tr("Added {label} to the comparison ({n} of {most})")
                                  .format(label=candidate.label,
                                          n=len(self._state.compared), most=MAX_COMPARE))
        return None

    def _state_selection(self) -> object | None:
        changed = self._changed()
        if changed is not None and changed in self._rows:
            return changed  # the changed build is what the diagram and the rule check show
        return self._state.selected_custom or self._state.selected_sku

    def _select_in_state(self, obj: object) -> None:
        if isinstance(obj, ChangedBuild):
            return  # the selection's own working build: nothing to select
        changed = self._changed()
        if changed is not None and obj == changed.base:
            # The selection is already the changed build (the printed one comes back with
            # Edit ▸ Undo): keep its row selected, once this selection change is over.
            QTimer.singleShot(0, self, self._show_selection)
            return
        if isinstance(obj, CustomBuild):
            self._state.select_custom(obj)
        else:
            self._state.select_sku(obj)
