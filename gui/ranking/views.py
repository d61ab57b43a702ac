"""Ranked lists of the current recommendation: GPUs and workstation SKUs, with their reasons.
More in docs/window.md (`rigwright.gui.ranking.views`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QEvent, QTimer, Signal
from PySide6.QtGui import QBrush, QFontMetrics
from PySide6.QtWidgets import (
    QMenu,
    QTreeWidget,
    QTreeWidgetItem,
)

from rigwright.core.build.model import Build, GpuLine
from rigwright.core.build.rules import ERROR, WARNING
from rigwright.core.catalog.model import Sku, data_text, is_marked_data_text
from rigwright.core.compare.chart_data import Candidate, custom_candidate
from rigwright.core.pricing.prices import PRICE_TO_BE_SET
from rigwright.core.search.pareto import CustomBuild
from rigwright.gui.ranking import fit_column as fits
from rigwright.gui.ranking.ranking_tree import RankingTree
from rigwright.gui.state import MAX_COMPARE, AppState
from rigwright.gui.widgets.i18n import (
    current_language,
    money_mark,
    price_text,
    tr_text,
)
from rigwright.gui.widgets.severity import severity_text
from rigwright.gui.widgets.theme import Tone

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


def list_separator() -> str:
    """What separates the items of a list written in one line in the window's language."""
    return "；" if current_language().startswith("zh") else "; "


_CUSTOM_LABEL = re.compile(
    r"^custom: (?P<platform>.+?)(?: \(as SKU (?P<sku>[\w.]+)\))?, "
    r"(?P<gpus>\d+ × .+)$"
)


def reasons_text(reasons) -> str:
    """A score's reasons (core messages) in one line, in the window's language."""
    return list_separator().join(tr_text(r) for r in reasons or ())


def verdict_line(verdict) -> str:
    """ "error: <message>" of a rule verdict, in the window's language."""
    return QCoreApplication.translate("SkuRankingView", "{severity}: {message}").format(
        severity=severity_text(verdict.severity), message=tr_text(verdict.message_text)
    )


def gpus_text(gpus: Build | Iterable[GpuLine]) -> str:
    """A build's GPUs (or its GPU lines) in one line: "5 × RTX2080Ti",
    "4 × RTX2080Ti + 1 × Quadro RTX8000", "no GPUs"."""
    lines = gpus.gpus if isinstance(gpus, Build) else gpus
    return " + ".join(f"{g.count} × {g.model}" for g in lines) or (
        QCoreApplication.translate("SkuRankingView", "no GPUs")
    )


def price_basis_text(basis) -> str:
    """How a price was reached (a core message, or a catalog's sentence), in the window's
    language; "price to be set" for none."""
    if not basis or str(basis) == PRICE_TO_BE_SET:
        return QCoreApplication.translate("SkuRankingView", "price to be set")
    if isinstance(basis, str) and is_marked_data_text(basis):
        return tr_text(data_text(basis))
    return tr_text(basis)


def illustrative_price_text(sku: Sku) -> str:
    """Where an illustrative SKU price comes from, in the window's language: the 2020 guide's
    printed price, or (a SKU built from parts) the sum of its parts at the catalog's list
    prices; never the guide for a SKU it does not print."""
    if sku.parts:
        return QCoreApplication.translate(
            "SkuRankingView",
            "※ illustrative price: the sum of its parts at the catalog's list prices, VAT "
            "not included",
        )
    return QCoreApplication.translate(
        "SkuRankingView", "※ illustrative price (2020 selection guide), VAT not stated"
    )


def reasons_of(scored) -> list:
    """A score's reasons as core messages (``reasons_text`` where the core keeps them
    translatable, else the English ``reasons``)."""
    return list(getattr(scored, "reasons_text", None) or scored.reasons or ())


@dataclass(frozen=True, slots=True)
class ChangedBuild:
    """The row of the selection's working build (:attr:`AppState.working_build`) while it
    differs from the selection as printed: ``base`` is the selected SKU or custom build."""

    base: Sku | CustomBuild
    build: Build


class GpuRankingView(RankingTree):
    """GPUs ranked for the current workload; recommended ones bold, reasons on hover.
    Selecting one selects it in the state (for its details).

    Signals:
        gpu_picked: the engineer selected a GPU here (not a selection the state made).
    """

    COL_RANK, COL_NAME, COL_SCORE, COL_FIT, COL_REASONS = range(5)
    ELIDED_COLUMNS = (COL_NAME,)

    gpu_picked = Signal()

    def __init__(self, state: AppState, parent=None):
        super().__init__(5, {self.COL_RANK, self.COL_SCORE}, parent)
        self.setObjectName("gpuRanking")
        self._state = state
        self.retranslate()
        state.recommendation_changed.connect(self._show_recommendation)
        state.selected_gpu_changed.connect(self._show_selection)
        self.selectionModel().selectionChanged.connect(self._on_selection_changed)

    def header_labels(self) -> list[str]:
        return [self.tr("#"), self.tr("GPU"), self.tr("Score"), self.tr("Fit"), self.tr("Why")]

    def accessible_name(self) -> str:
        return self.tr("GPUs ranked for this workload")

    def widest_texts(self) -> dict[int, str]:
        """A GPU score is 0-100: "100.0" at most."""
        return {self.COL_SCORE: "100.0"}

    def names(self) -> list[str]:
        """The GPU names listed, top (best) first."""
        return self.texts(self.COL_NAME)

    def deferred_columns(self) -> set[int]:
        return {self.COL_REASONS}

    def _show_recommendation(self) -> None:
        rec = self._state.recommendation
        recommended = set(rec.recommended_gpu_names)
        self._updating = True
        self._clear_rows()
        self._rows = []
        items = []
        for rank, scored in enumerate(rec.gpus, start=1):
            name = scored.gpu.name
            fit = fits.gpu_fit_text(rec.sized, scored.gpu)
            item = self._make_item(
                [str(rank), name, f"{scored.score:.1f}", fit, ""], None, bold=name in recommended
            )
            self._defer(
                item,
                lambda it, scored=scored, top=name in recommended: self._write_reasons(
                    it, scored, top
                ),
            )
            items.append(item)
            self._rows.append(scored.gpu)
        for item, gpu in fits.left_out_items(  # under the ranked: the GPUs that cannot hold it
            self,
            rec.sized,
            self._state.catalog.gpus,
            lambda g, fit, why: ["", g.name, "—", fit, why],
        ):
            items.append(item)
            self._rows.append(gpu)
        self.addTopLevelItems(items)
        self._fit_columns_once(f"{self._state.catalog.name} {self._state.request.market}")
        fits.show_fit_column(self, self.COL_FIT, rec.sized is not None)
        self._fit_to_viewport()
        self._updating = False
        self._show_selection()
        self._fill_visible()

    def _write_reasons(self, item: QTreeWidgetItem, scored, recommended: bool) -> None:
        """A GPU row's reasons and tooltip, in the window's language."""
        lines = [tr_text(r) for r in reasons_of(scored)]  # rendered once: cell and tip
        item.setText(self.COL_REASONS, list_separator().join(lines))
        if recommended:
            lines.insert(0, self.tr("Recommended for this workload"))
        self._set_tooltip(item, "\n".join([scored.gpu.name, *lines]))

    def _state_selection(self) -> object | None:
        return self._state.selected_gpu

    def _select_in_state(self, obj: object) -> None:
        self._state.select_gpu(obj)
        self.gpu_picked.emit()


class SkuRankingView(RankingTree):
    """Workstation SKUs ranked for the workload and budget; selecting one selects the build.
    A row's context menu selects it or adds it to the comparison (:meth:`row_menu`).

    Signals:
        compare_message(str): the outcome of "Add to compare", for the status bar (as every
            other way into the comparison reports it): "Added … (2 of 4)", or why it was
            refused ("… is already in the comparison.").
    """

    COL_RANK, COL_NUMBER, COL_CODE, COL_GPUS, COL_FIT, COL_PRICE, COL_SCORE, COL_REASONS = range(8)
    ELIDED_COLUMNS = (COL_CODE, COL_GPUS)

    compare_message = Signal(str)

    def __init__(self, state: AppState, parent=None):
        super().__init__(8, {self.COL_RANK, self.COL_PRICE, self.COL_SCORE}, parent)
        self.setObjectName("skuRanking")
        self._state = state
        self.retranslate()
        state.recommendation_changed.connect(self._show_recommendation)
        state.search_changed.connect(self._show_recommendation)
        state.site_changed.connect(self._show_recommendation)
        state.selected_sku_changed.connect(self._show_selection)
        state.working_build_changed.connect(self._on_working_build_changed)
        self.selectionModel().selectionChanged.connect(self._on_selection_changed)

    def header_labels(self) -> list[str]:
        return [
            self.tr("#"),
            self.tr("No."),
            self.tr("Code"),
            self.tr("GPUs"),
            self.tr("Fit"),
            self.tr("Price"),
            self.tr("Score"),
            self.tr("Why"),
        ]

    def accessible_name(self) -> str:
        return self.tr("Workstations ranked for this workload and budget")

    def widest_texts(self) -> dict[int, str]:
        """The SKU score has no fixed top: the widest of the scores shown or "9999.9"; the
        price up to "¥999,999.99 ※" in the window's language (or the widest shown)."""

        def widest(column: int, floor: str) -> str:
            metrics = QFontMetrics(self.font())
            return max([floor, *self.texts(column)], key=metrics.horizontalAdvance)

        return {
            self.COL_SCORE: widest(self.COL_SCORE, "9999.9"),
            self.COL_PRICE: widest(self.COL_PRICE, money_mark(Decimal("999999.99"), True)),
            self.COL_CODE: widest(
                self.COL_CODE, self.tr("custom, as {base}").format(base="SKU 3.10")
            ),
        }

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            # the theme changed: recolour the custom and changed rows for it
            for row in range(self.topLevelItemCount()):
                item = QTreeWidget.topLevelItem(self, row)  # the mark: written at once
                mark = item.text(1)
                tone = (
                    CUSTOM_COLOR
                    if mark.startswith(CUSTOM_MARK)
                    else CHANGED_COLOR
                    if mark.startswith(CHANGED_MARK)
                    else None
                )
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
        return next((i for i, obj in enumerate(self._rows) if isinstance(obj, ChangedBuild)), None)

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
        counts = self._counts_text(len(errors), len(warnings))
        changes = list_separator().join(tr_text(c) for c in state.change_texts)
        base = (
            self.tr("custom build ({base})").format(base=self._base_text(changed.base.base))
            if isinstance(changed.base, CustomBuild)
            else f"SKU {changed.base.number}"
        )
        tip = "\n".join(
            line
            for line in [
                self.tr("{mark} {base} as changed (Edit ▸ Undo goes back)").format(
                    mark=CHANGED_MARK, base=base
                ),
                self.tr("Changes: {changes}").format(changes=changes) if changes else "",
                self.tr("Price: {basis}").format(
                    basis=price_basis_text(price.basis_text if price is not None else None)
                ),
                *[verdict_line(v) for v in errors + warnings],
            ]
            if line
        )
        why = (
            self.tr("{counts} — {changes}").format(counts=counts, changes=changes)
            if changes
            else counts
        )
        item = self._make_item(
            [
                "",
                CHANGED_MARK + (" ⚠" if errors else ""),
                self.tr("{mark} changed").format(mark=CHANGED_MARK),
                gpus_text(changed.build),
                fits.custom_fit_text(state.recommendation.sized, state.catalog, changed.build),
                price_text(price),
                "",
                why,
            ],
            tip,
        )
        brush = QBrush(CHANGED_COLOR.on(self.palette()))
        for col in range(self.columnCount()):
            item.setForeground(col, brush)
        return item

    def _counts_text(self, errors: int, warnings: int) -> str:
        """ "1 error, 2 warnings" in the window's language."""
        return self.tr("{errors}, {warnings}").format(
            errors=self.tr("1 error") if errors == 1 else self.tr("{n} errors").format(n=errors),
            warnings=(
                self.tr("1 warning")
                if warnings == 1
                else self.tr("{n} warnings").format(n=warnings)
            ),
        )

    def _label_text(self, label: str) -> str:
        """A custom build's label (``rigwright.core.search.pareto``: "custom: GX630M (as SKU 3.4), 9
        × TITAN V" or "custom: GX630M, 9 × TITAN V") in the window's language; another label as it
        is."""
        found = _CUSTOM_LABEL.match(label)
        if found is None:
            return label
        if found["sku"]:
            return self.tr("custom: {platform} (as SKU {sku}), {gpus}").format(
                platform=found["platform"], sku=found["sku"], gpus=found["gpus"]
            )
        return self.tr("custom: {platform}, {gpus}").format(
            platform=found["platform"], gpus=found["gpus"]
        )

    def _base_text(self, base: str) -> str:
        """What a custom build starts from: "SKU 1.7" as it is, "parts" in the window's
        language."""
        return self.tr("parts") if base == "parts" else base

    def _insert_changed(self, items: list[QTreeWidgetItem] | None = None) -> None:
        """Put the changed-build row just under its base's row (at the end when the base is
        not listed): into ``items`` and ``self._rows`` before they are added, else into the
        tree."""
        changed = self._changed()
        if changed is None:
            return
        at = self._rows.index(changed.base) + 1 if changed.base in self._rows else len(self._rows)
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
        price = money_mark(custom.price_cny, custom.illustrative)
        warnings = [v for v in custom.verdicts if v.severity == WARNING]
        basis = price_basis_text(custom.price_basis_text)
        tip = "\n".join(
            [
                self.tr("{mark} custom build (configuration search), not a printed SKU").format(
                    mark=CUSTOM_MARK
                ),
                self._label_text(build.label) if build.label else self._base_text(custom.base),
                self.tr("Price: {basis} (illustrative)").format(basis=basis)
                if custom.illustrative
                else self.tr("Price: {basis}").format(basis=basis),
                *[tr_text(r) for r in reasons_of(custom)],
                *[verdict_line(v) for v in warnings],
                *[
                    tr_text(v.message_text)
                    for v in custom.verdicts
                    if v.message.startswith("cannot check")
                ],
            ]
        )
        code = (
            self.tr("custom, as {base}").format(base=custom.base)
            if custom.base.startswith("SKU")
            else self.tr("custom, from parts")
            if custom.base == "parts"
            else self.tr("custom, {base}").format(base=custom.base)
        )
        item = self._make_item(
            [
                "",
                CUSTOM_MARK,
                code,
                gpus,
                fits.custom_fit_text(self._state.recommendation.sized, self._state.catalog, build),
                price,
                f"{custom.score:.1f}",
                reasons_text(reasons_of(custom)),
            ],
            tip,
        )
        brush = QBrush(CUSTOM_COLOR.on(self.palette()))
        for col in range(self.columnCount()):
            item.setForeground(col, brush)
        return item

    def deferred_columns(self) -> set[int]:
        return {self.COL_REASONS}

    def _show_recommendation(self) -> None:
        rec = self._state.recommendation
        self._updating = True
        self._clear_rows()
        self._rows = []
        items = []
        verdicts = self._state.sku_verdicts  # the badge: a build that breaks an error rule
        for rank, scored in enumerate(rec.skus, start=1):
            sku = scored.sku
            errors = [v for v in verdicts.get(sku.number, []) if v.severity == ERROR]
            item = self._make_item(
                [
                    str(rank),
                    sku.number + (" ⚠" if errors else ""),
                    sku.code,
                    f"{sku.gpu_count}× {sku.gpu}",
                    fits.sku_fit_text(rec.sized, self._state.catalog, sku),
                    money_mark(scored.price_cny, sku.price_illustrative),
                    f"{scored.score:.1f}",
                    "",
                ],
                None,
            )
            self._defer(
                item,
                lambda it, scored=scored, errors=errors: self._write_reasons(it, scored, errors),
            )
            items.append(item)
            self._rows.append(sku)
        for custom in self._state.custom_builds:
            items.append(self._custom_item(custom))
            self._rows.append(custom)
        self._insert_changed(items)
        self.addTopLevelItems(items)
        self._fit_columns_once(f"{self._state.catalog.name} {self._state.request.market}")
        fits.show_fit_column(self, self.COL_FIT, rec.sized is not None)
        self._fit_to_viewport()
        self._updating = False
        self._show_selection()
        self._fill_visible()

    def _write_reasons(self, item: QTreeWidgetItem, scored, errors: list) -> None:
        """A SKU row's reasons and tooltip (the rule errors first), in the window's
        language."""
        sku = scored.sku
        lines = [tr_text(r) for r in reasons_of(scored)]  # rendered once: cell and tip
        item.setText(self.COL_REASONS, list_separator().join(lines))
        tip = [
            self.tr("⚠ {message} — fix: {fix}").format(
                message=tr_text(v.message_text), fix=tr_text(v.fix_text)
            )
            for v in errors
        ]
        tip += [
            f"{sku.number}  {sku.code}",
            sku.config_as_printed,
            illustrative_price_text(sku)
            if sku.price_illustrative
            else self.tr("Price basis: {basis}").format(basis=price_basis_text(sku.price_basis)),
        ]
        self._set_tooltip(item, "\n".join(tip + lines))

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
        reason = (
            self.tr("This row has no build to compare.")
            if candidate is None
            else self._state.add_to_compare(candidate)
        )
        if reason is not None:
            self.compare_message.emit(reason)
            return reason
        self.compare_message.emit(
            self.tr("Added {label} to the comparison ({n} of {most})").format(
                label=candidate.label, n=len(self._state.compared), most=MAX_COMPARE
            )
        )
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
