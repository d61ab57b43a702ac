"""Rigwright's main window: workload inputs on the left, the ranked GPUs and workstations,
and tabs with the chassis diagram, the metric chart and the GPU spec table.

The window only lays out views and wires them to :class:`rigwright.gui.state.AppState`. The tabs behind
the first one, the Quotes page and the help panel are built when first shown or read
(:mod:`rigwright.gui.widgets.lazy`): the window's first screen needs the inputs, the ranked lists and the
chassis diagram, and nothing else is built or imported before it is shown (docs/performance.md).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTabBar,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.catalog.model import data_text
from rigwright.core.text.i18n import Text
from rigwright.core.text.words import LANGS
from rigwright.gui.build.chassis import ChassisFacts
from rigwright.gui.build.scene import DiagramPanel
from rigwright.gui.build.verdicts import BuildCheckView
from rigwright.gui.catalog.gpu_detail import GpuDetailView
from rigwright.gui.catalog.gpu_table import (
    COL_NAME,
    COL_SCORE,
    GPU_ROLE,
    GpuFilterProxy,
    GpuTableModel,
)
from rigwright.gui.inputs.workload_panel import WorkloadPanel
from rigwright.gui.quotes.actions import make_quote_actions, name_quote_actions
from rigwright.gui.ranking.views import GpuRankingView, SkuRankingView, gpus_text, price_text
from rigwright.gui.shell.autosave import Autosaver
from rigwright.gui.shell.guide import GuideBar
from rigwright.gui.shell.storage_banner import StorageBanner
from rigwright.gui.state import MAX_COMPARE, AppState
from rigwright.gui.widgets import settings
from rigwright.gui.widgets.help import install_help, set_help_topic, show_help_for_focus
from rigwright.gui.widgets.i18n import (
    LANGUAGE_NAMES,
    LANGUAGES,
    Retranslating,
    current_language,
    money_text,
    set_language,
    tr_text,
)
from rigwright.gui.widgets.lazy import LazyContent, LazyPage
from rigwright.gui.widgets.message_area import MessageArea, message_box
from rigwright.gui.widgets.theme import (
    SYSTEM,
    SystemThemeFollower,
    Theme,
    Tone,
    apply_theme,
    current_theme,
    store_choice,
    stored_choice,
    theme_of,
)

BANNER_STYLE = (
    "QLabel { background: #fff4ce; color: #5c4400; border: 1px solid #e0c35c;"
    " border-radius: 3px; padding: 4px 8px; }"
)
BANNER_STYLE_DARK = (
    "QLabel { background: #3d3200; color: #ffe7a3; border: 1px solid #8c6d1f;"
    " border-radius: 3px; padding: 4px 8px; }"
)
"""The banner on the dark theme: 10:1 contrast."""
NOTES_COLOR = "#3e4c59"
"""Text colour of the recommendation notes: 8:1 contrast on Qt's light window grey (#efefef),
above WCAG AA's 4.5:1 for normal text."""
NOTES_TONE = Tone(NOTES_COLOR, "#b0b8c1")
"""The notes' colour on either theme (the dark one 6.9:1 on the dark window)."""
QUOTE_LANGS = LANGS
"""Quote languages offered for new quotes (File ▸ Quote language)."""


def profile_label(profile) -> str:
    """A workload profile's name in the window's language (its translatable ``label_text``;
    the English ``label_en`` for a profile without one)."""
    label = getattr(profile, "label_text", None)
    return tr_text(label) if isinstance(label, Text) else profile.label_en


class GpuTableView(Retranslating, QWidget):
    """The GPU spec table with a name filter above it and the selected GPU's details beside
    it (figures and physical facts with their sources)."""

    DETAIL_WIDTH = 300

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self._updating = False  # True while the view itself changes the selection
        self.model = GpuTableModel(self)
        self.proxy = GpuFilterProxy(self)
        self.proxy.setSourceModel(self.model)

        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("gpuFilter")
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.proxy.set_filter_text)

        self.table = QTableView()
        self.table.setObjectName("gpuTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        # Widths fitted once per catalog, not on every score update (ResizeToContents would
        # measure every cell on each input change).
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self._name_width = 0  # the names' width, set by _fit_columns
        self.table.viewport().installEventFilter(self)  # _fit_name_column on a new width
        # Unsorted: the seed's own order until the engineer clicks a header.
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)

        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.selectionModel().currentRowChanged.connect(self._on_current_row_changed)

        self.detail = GpuDetailView(state)
        self.detail.setMinimumWidth(240)

        table_side = QWidget()
        table_layout = QVBoxLayout(table_side)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.filter_edit)
        table_layout.addWidget(self.table)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("gpuTableSplitter")
        split.setChildrenCollapsible(False)
        split.addWidget(table_side)
        split.addWidget(self.detail)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([700, self.DETAIL_WIDTH])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(split)

        self._load_catalog()
        self._show_scores()
        state.catalog_changed.connect(self._load_catalog)
        state.recommendation_changed.connect(self._show_scores)
        state.selected_gpu_changed.connect(self._on_selected_gpu_changed)
        self._on_selected_gpu_changed()  # built after a GPU was picked: show it
        self.retranslate()

    def retranslate(self) -> None:
        """The filter's placeholder and the table's name; the headings (the model's, already
        in the new language) get their widths again."""
        self.filter_edit.setPlaceholderText(self.tr("Filter GPUs by name, e.g. RTX"))
        self.filter_edit.setAccessibleName(self.tr("Filter GPUs"))
        self.table.setAccessibleName(self.tr("GPU spec table"))
        if self._name_width:  # after the first fit (the constructor's)
            self._fit_columns()

    def sort_by(self, column: int, order: Qt.SortOrder) -> None:
        """Sort the table by ``column`` (a ``rigwright.gui.catalog.gpu_table`` column constant)."""
        self.table.sortByColumn(column, order)

    def visible_names(self) -> list[str]:
        """The GPU names the table shows, in display order (filtered and sorted)."""
        return [self.proxy.index(row, COL_NAME).data() for row in range(self.proxy.rowCount())]

    def select_gpu(self, name: str) -> None:
        """Select the row of GPU ``name`` (as a click would); it must be shown."""
        row = self.visible_names().index(name)
        self.table.selectRow(row)

    def _load_catalog(self) -> None:
        self._updating = True
        try:
            self.model.set_catalog(self._state.catalog)
        finally:
            self._updating = False
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Fit each figure column to its cells and its heading's longest line.

        Headings are two lines ("Bandwidth" over "GB/s") and get room for the sort arrow
        beside their longer line, so that the table and the detail pane beside it fit a
        1366×768 screen without a horizontal scroll bar.
        """
        header = self.table.horizontalHeader()
        metrics = QFontMetrics(header.font())
        bold = QFont(self.table.font())
        bold.setBold(True)
        score_width = QFontMetrics(bold).horizontalAdvance("100.0")
        style = self.style()
        pad = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        arrow = style.pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, header)
        for col in range(self.model.columnCount()):
            if col == COL_NAME:
                continue
            heading = str(self.model.headerData(col, Qt.Orientation.Horizontal) or "")
            text = max(metrics.horizontalAdvance(line) for line in heading.splitlines() or [""])
            cells = self.table.sizeHintForColumn(col)
            if col == COL_SCORE:
                cells = max(cells, score_width + pad)
            self.table.setColumnWidth(col, max(cells, text + 2 * pad + arrow))
        # Every name as wide as in bold, as recommended rows are (which come and go with
        # the workload); the cell padding as the view measures it.
        names = [self.model.index(r, COL_NAME).data() for r in range(self.model.rowCount())]
        plain = max(
            (QFontMetrics(self.table.font()).horizontalAdvance(n) for n in names), default=0
        )
        widest = max((QFontMetrics(bold).horizontalAdvance(n) for n in names), default=0)
        self._name_width = max(
            self.table.sizeHintForColumn(COL_NAME) + widest - plain,
            header.sectionSizeHint(COL_NAME),
        )
        self._fit_name_column()

    def _fit_name_column(self) -> None:
        """The name column takes the table's spare width, but never elides a name: where
        the figures leave too little room (large text scaling, a narrow window) it keeps the
        names' width and the table scrolls sideways."""
        header = self.table.horizontalHeader()
        figures = sum(header.sectionSize(c) for c in range(header.count()) if c != COL_NAME)
        fits = self.table.viewport().width() - figures >= self._name_width
        mode = QHeaderView.ResizeMode.Stretch if fits else QHeaderView.ResizeMode.Interactive
        if header.sectionResizeMode(COL_NAME) != mode:
            header.setSectionResizeMode(COL_NAME, mode)
        if not fits:
            header.resizeSection(COL_NAME, self._name_width)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_name_column()
        return super().eventFilter(watched, event)

    def _on_current_row_changed(self, current, _previous) -> None:
        if self._updating or not current.isValid():
            return
        self._state.select_gpu(current.data(GPU_ROLE))

    def _on_selected_gpu_changed(self) -> None:
        gpu = self._state.selected_gpu
        current = self.table.currentIndex()
        if gpu is not None and current.isValid() and current.data(GPU_ROLE) == gpu:
            return
        self._updating = True
        try:
            for row in range(self.proxy.rowCount()):
                if self.proxy.index(row, COL_NAME).data(GPU_ROLE) == gpu:
                    self.table.selectRow(row)
                    self.table.scrollTo(self.proxy.index(row, COL_NAME))
                    break
            else:
                self.table.clearSelection()
        finally:
            self._updating = False

    def _show_scores(self) -> None:
        rec = self._state.recommendation
        self.model.set_scores(
            {scored.gpu.name: scored.score for scored in rec.gpus},
            set(rec.recommended_gpu_names),
        )


RECENT_CHANGES = 3
"""Changes the build summary names; older ones are counted (the Edit menu lists them all)."""


def _recent(changes: tuple[str, ...] | list[str]) -> str:
    """The last :data:`RECENT_CHANGES` changes, "; "-joined, after "N earlier; " when there
    are more (a long editing session must not grow the summary without bound)."""
    head = len(changes) - RECENT_CHANGES
    text = "; ".join(changes[-RECENT_CHANGES:])
    if head <= 0:
        return text
    return QCoreApplication.translate("BuildView", "{n} earlier; {changes}").format(
        n=head, changes=text
    )


_CPU_GENERATION = re.compile(r"^(?P<family>.+) \((?P<n>\d+)th gen\)$")
"""A CPU family the core names by generation ("Intel Core (9th gen)")."""


class BuildView(Retranslating, QWidget):
    """The selected build in one line above the live chassis diagram (:mod:`rigwright.gui.build.scene`),
    which the engineer edits; its layout notes in the diagram's side panel."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self.summary = QLabel()
        self.summary.setObjectName("buildSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.diagram_panel = DiagramPanel(
            state.edit_build, add_to_compare=state.add_selection_to_compare
        )
        self.diagram = self.diagram_panel.view
        self.facts = ChassisFacts()
        self.facts.setContentsMargins(4, 2, 4, 2)
        self.diagram_panel.add_side_page(self.facts, self.tr("Notes"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.diagram_panel, 1)
        self.diagram_panel.set_catalog(state.catalog)
        self._on_selected_layout_changed()
        self._on_working_build_changed()
        state.selected_layout_changed.connect(self._on_selected_layout_changed)
        state.working_build_changed.connect(self._on_working_build_changed)
        state.catalog_changed.connect(lambda: self.diagram_panel.set_catalog(state.catalog))
        self.retranslate()

    def retranslate(self) -> None:
        """The notes page's title, the summary (and its tooltip) and the layout notes in the
        window's language; the reason the diagram gives when there is no build to draw."""
        side = self.diagram_panel.side
        for index in range(side.count()):
            page = side.widget(index)
            if isinstance(page, QScrollArea) and page.widget() is self.facts:
                side.setTabText(index, self.tr("Notes"))
        self._on_selected_layout_changed()
        if self._state.working_build is None:
            self._on_working_build_changed()

    def _on_working_build_changed(self) -> None:
        state = self._state
        build = state.working_build
        reason = ""
        if build is None:
            if state.layout_error:
                reason = state.layout_error
            elif not state.catalog.skus:
                reason = self.tr("The catalog “{name}” has no workstations (SKUs).").format(
                    name=state.catalog.name
                )
            else:
                reason = self.tr("No build selected.")
        self.diagram_panel.show_build(build, state.working_verdicts, reason)

    def _verdict_line(self, number: str) -> str:
        """One line on the rules engine's verdicts for SKU ``number`` ("" when it has no
        error or warning); the full verdicts are in the summary's tooltip."""
        verdicts = [
            v
            for v in self._state.sku_verdicts.get(number, [])
            if v.severity in ("error", "warning")
        ]
        if not verdicts:
            return ""
        errors = sum(1 for v in verdicts if v.severity == "error")
        first = verdicts[0]
        return "\n" + self.tr(
            "⚠ rule checks: {e} error(s), {w} warning(s) — {rule}: {fix} (hover for all)"
        ).format(e=errors, w=len(verdicts) - errors, rule=first.rule, fix=tr_text(first.fix_text))

    def _verdict_tip(self, verdict) -> str:
        """A verdict as the summary's tooltip lists it: severity, message and fix."""
        message, fix = tr_text(verdict.message_text), tr_text(verdict.fix_text)
        if verdict.severity == "error":
            template = (
                self.tr("error: {message} — fix: {fix}") if fix else self.tr("error: {message}")
            )
        elif verdict.severity == "warning":
            template = (
                self.tr("warning: {message} — fix: {fix}") if fix else self.tr("warning: {message}")
            )
        else:
            template = (
                self.tr("info: {message} — fix: {fix}") if fix else self.tr("info: {message}")
            )
        return template.format(message=message, fix=fix)

    def _cpu_family(self, family: str) -> str:
        """The core's CPU family name in the window's language ("Intel Core (9th gen)")."""
        match = _CPU_GENERATION.match(family)
        if match is None:
            return family
        return self.tr("{family} ({n}th gen)").format(family=match["family"], n=match["n"])

    def _storage_kind(self, kind: str) -> str:
        """A storage kind as the core reads it from the seed ("storage" for 存儲 ...)."""
        return {"storage": self.tr("storage"), "parallel storage": self.tr("parallel storage")}.get(
            kind, kind
        )

    def _form_factor(self, form: str) -> str:
        """A chassis form factor as the core reads it from the seed (微塔式 ...)."""
        return {"micro tower": self.tr("micro tower"), "dual tower": self.tr("dual tower")}.get(
            form, form
        )

    def _components_line(self) -> str:
        """The selected SKU's components in one line (empty when it cannot be read)."""
        parts = self._state.selected_components
        if parts is None:
            return ""
        cpu = parts.cpu
        family = self._cpu_family(cpu.family)
        name = f"{family} {cpu.model}" if cpu.model else family
        if cpu.sockets > 1:
            cpu_text = self.tr("{sockets} × {cpu}, {cores} cores, {ghz} GHz").format(
                sockets=cpu.sockets, cpu=name, cores=cpu.cores_total, ghz=cpu.clock_ghz
            )
        else:
            cpu_text = self.tr("{cpu}, {cores} cores, {ghz} GHz").format(
                cpu=name, cores=cpu.cores_total, ghz=cpu.clock_ghz
            )
        storage = " + ".join(
            f"{self._storage_kind(s.kind)} {s.capacity_tb:g} TB" for s in parts.storage
        )
        psu = (
            self.tr("PSU not stated")
            if parts.chassis.psu_count is None
            else f"{parts.chassis.psu_count} × {parts.chassis.psu_w} W"
        )
        screen = f'{parts.monitor.size_in}" {parts.monitor.resolution or ""}'.strip()
        return " · ".join(
            [
                cpu_text,
                f"{parts.memory.gb} GB {parts.memory.type}",
                f"{parts.gpu_count} × {parts.gpu}",
                storage,
                self.tr(
                    "{form_factor}, {psu}", "a chassis: its form and its power supplies"
                ).format(form_factor=self._form_factor(parts.chassis.form_factor), psu=psu),
                self.tr("{screen} display").format(screen=screen),
            ]
        )

    def _custom_summary(self) -> str:
        """The selected custom build in two lines: what it is and its price, then its parts."""
        custom = self._state.selected_custom
        build = custom.build
        cpus = " + ".join((f"{c.count} × " if c.count > 1 else "") + c.name for c in build.cpus)
        psus = (
            " + ".join(f"{w} W" for w in build.psus_w)
            if build.psus_w
            else self.tr("PSU not stated")
        )
        gpus = " + ".join(f"{g.count} × {g.model}" for g in build.gpus)
        price = money_text(custom.price_cny) + (" ※" if custom.illustrative else "")
        basis = (
            self.tr("illustrative price: list prices used; hover for the basis")
            if custom.illustrative
            else self.tr("hover for the price basis")
        )
        return self.tr("✚ custom build ({base}) — {price}  ({basis})\n{parts}").format(
            base=tr_text(custom.base_text),
            price=price,
            basis=basis,
            parts=" · ".join([build.chassis, cpus, f"{build.memory_gb} GB", gpus, psus]),
        )

    def _changes_line(self) -> str:
        """The changes made to the selection and what they give (its GPUs, price, error and
        warning counts), or "" when there are none."""
        state = self._state
        changes, build = state.change_texts, state.working_build
        if not changes or build is None:
            return ""
        verdicts = state.working_verdicts
        errors = sum(1 for v in verdicts if v.severity == "error")
        return "\n" + self.tr(
            "✎ changed: {changes} — now {gpus}, {price}; {e} error(s), "
            "{w} warning(s) (Edit ▸ Undo goes back)"
        ).format(
            changes=_recent(changes),
            gpus=tr_text(gpus_text(build)),
            price=tr_text(price_text(state.working_price)),
            e=errors,
            w=sum(1 for v in verdicts if v.severity == "warning"),
        )

    def _on_selected_layout_changed(self) -> None:
        sku = self._state.selected_sku
        layout = self._state.selected_layout
        if self._state.selected_custom is not None:
            self.summary.setText(self._custom_summary() + self._changes_line())
            self.summary.setToolTip(
                "\n".join(
                    [tr_text(self._state.selected_custom.price_basis_text), ""]
                    + [self._verdict_tip(v) for v in self._state.working_verdicts]
                )
            )
        elif sku is None and not self._state.catalog.skus:
            self.summary.setText(
                self.tr("The catalog “{name}” has no workstations (SKUs): no diagram.").format(
                    name=self._state.catalog.name
                )
            )
            self.summary.setToolTip("")
        elif sku is None:
            self.summary.setText(self.tr("No workstation selected: none fits the requirements."))
            self.summary.setToolTip("")
        else:
            if sku.price_illustrative:
                template = self.tr("{number}  {code} — {price} ※  ({basis})\n{parts}")
                basis = self.tr("※ illustrative price (2020 selection guide), VAT not stated")
            else:
                template = self.tr("{number}  {code} — {price}  ({basis})\n{parts}")
                basis = tr_text(data_text(sku.price_basis))
            self.summary.setText(
                template.format(
                    number=sku.number,
                    code=sku.code,
                    price=money_text(sku.price_cny),
                    basis=basis,
                    parts=self._components_line() or sku.config_as_printed,
                )
                + (self._changes_line() or self._verdict_line(sku.number))
            )
            changed = bool(self._state.change_texts)
            verdicts = (
                self._state.working_verdicts
                if changed
                else self._state.sku_verdicts.get(sku.number, [])
            )
            price = self._state.working_price
            self.summary.setToolTip(
                "\n".join(
                    [sku.config_as_printed]
                    + (
                        [self.tr("Changed price: {basis}").format(basis=tr_text(price.basis_text))]
                        if changed and price is not None
                        else []
                    )
                    + [""]
                    + [self._verdict_tip(v) for v in verdicts]
                )
            )
        if layout is None:
            self.facts.clear()
            if self._state.layout_error:
                self.facts.setText(
                    self.tr("No layout notes: {reason}").format(reason=self._state.layout_error)
                )
            return
        self.facts.show_layout(layout)


class MainWindow(Retranslating, QMainWindow):
    """The configurator's one window, built from an :class:`AppState`."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self.state = state
        self.setObjectName("mainWindow")

        self.panel = WorkloadPanel(state)
        left = QScrollArea()
        self.input_scroll = left
        left.setObjectName("inputScroll")
        left.setWidgetResizable(True)
        left.setFrameShape(QFrame.Shape.NoFrame)
        left.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left.setWidget(self.panel)
        left.setMinimumWidth(self.panel.minimumSizeHint().width() + 20)

        self.banner = QLabel()
        self.banner.setObjectName("customWeightsBanner")
        self.banner.setWordWrap(True)

        self.notes = QLabel()
        self.notes.setObjectName("recommendationNotes")
        self.notes.setWordWrap(True)
        self.notes.setTextFormat(Qt.TextFormat.PlainText)
        self._style_messages()
        # Above the ranked lists, in the splitter's upper pane: at large text scaling the
        # messages scroll there rather than push the window beyond the screen.
        self.messages = MessageArea([self.banner, self.notes])

        self.gpu_ranking = GpuRankingView(state)
        self.sku_ranking = SkuRankingView(state)
        gpu_box = self._boxed("", self.gpu_ranking)
        sku_box = self._boxed("", self.sku_ranking)
        self.gpu_box, self.sku_box = gpu_box, sku_box
        lists = QSplitter(Qt.Orientation.Horizontal)
        lists.setChildrenCollapsible(False)
        lists.addWidget(gpu_box)
        lists.addWidget(sku_box)
        lists.setStretchFactor(0, 2)
        lists.setStretchFactor(1, 3)
        upper = QWidget()
        upper_layout = QVBoxLayout(upper)
        upper_layout.setContentsMargins(0, 0, 0, 0)
        upper_layout.addWidget(self.messages)
        upper_layout.addWidget(lists, 1)

        self.build_view = BuildView(state)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("detailTabs")
        # The tabs behind the first one are built when first shown or used (rigwright.gui.widgets.lazy):
        # the window's first screen does not show them (the Charts tab alone brings pyqtgraph,
        # numpy and five plots).
        self._build_check_page = self._lazy(lambda: BuildCheckView(state))
        self._chart_view_page = self._lazy(self._make_charts, self._connect_charts)
        self._compare_view_page = self._lazy(self._make_compare, self._connect_compare)
        self._gpu_table_page = self._lazy(lambda: GpuTableView(state))
        self._data_quality_page = self._lazy(self._make_data_quality)
        self._parts_view_page = self._lazy(self._make_parts)
        self._tab_pages: dict[str, QWidget] = {
            "build_view": self.build_view,
            "build_check": self._build_check_page,
            "chart_view": self._chart_view_page,
            "compare_view": self._compare_view_page,
            "gpu_table": self._gpu_table_page,
            "data_quality": self._data_quality_page,
            "parts_view": self._parts_view_page,
        }
        """The tabs in order: each view's attribute name and the page the tab holds."""
        # Titles: retranslate.
        for page in self._tab_pages.values():
            self.tabs.addTab(page, "")
        # A GPU picked in the ranked list is shown with its details in the spec table's tab.
        self.gpu_ranking.gpu_picked.connect(lambda: self.show_tab("gpu_table"))
        # What the charts, the comparison, the lists and the diagram did, in the status bar.
        for signal in (
            state.notice,
            self.sku_ranking.compare_message,
            self.build_view.diagram_panel.compare_message,
        ):
            signal.connect(self._show_message)

        right_split = QSplitter(Qt.Orientation.Vertical)
        right_split.setChildrenCollapsible(False)
        right_split.addWidget(upper)
        right_split.addWidget(self.tabs)
        right_split.setStretchFactor(0, 1)
        right_split.setStretchFactor(1, 1)
        right_split.setSizes([330, 370])

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 4, 4, 0)
        right_layout.addWidget(right_split, 1)

        main_split = QSplitter(Qt.Orientation.Horizontal)
        main_split.setObjectName("mainSplitter")
        main_split.setChildrenCollapsible(False)
        main_split.addWidget(left)
        main_split.addWidget(right)
        main_split.setStretchFactor(0, 0)
        main_split.setStretchFactor(1, 1)
        main_split.setSizes([left.minimumWidth(), 1000])
        # The configurator and the quotes (history beside the editor) as the window's pages,
        # switched from the toolbar (no tab bar: at 150 % a 1366×768 screen has no height to
        # spare): the quote editor needs the whole window.
        # The quotes page (editor and history) is built when first shown or used
        # (rigwright.gui.widgets.lazy); its File-menu actions exist from the start (rigwright.gui.quotes.actions).
        self.new_quote_action, self.save_quote_action = make_quote_actions(self)
        self.new_quote_action.triggered.connect(
            lambda: self.quotes_tab.new_quote() and self.show_quotes()
        )
        self.save_quote_action.triggered.connect(lambda: self.quotes_tab.save())
        self._quotes_tab_page = self._lazy(self._make_quotes, self._connect_quotes)
        self.pages = QStackedWidget()
        self.pages.setObjectName("windowPages")
        self.pages.addWidget(main_split)
        self.pages.addWidget(self._quotes_tab_page)
        # The first-run guide's bar above the pages (hidden until started).
        self.guide = GuideBar(
            [
                self._guide_workload,
                self._guide_recommendation,
                self._guide_configure,
                self._guide_quote,
            ]
        )
        self.guide.hide()
        self.guide.finished.connect(lambda _done: settings.write(settings.GUIDE_DONE, True))
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(0, 0, 0, 0)
        central_layout.setSpacing(2)
        # Read-only database, or one in a risky place (rigwright.gui.shell.storage_banner); hidden when fine.
        self.storage_banner = StorageBanner(state.storage)
        central_layout.addWidget(self.storage_banner)
        central_layout.addWidget(self.guide)
        central_layout.addWidget(self.pages, 1)
        self.setCentralWidget(central)
        self.help_dock = install_help(self)
        # F1 anywhere in these explains them (a widget's own topic, e.g. a weight's, wins).
        for widget, topic in (
            (self.panel, "page:configure"),
            (self.gpu_ranking, "metric:score"),
            (self.sku_ranking, "page:configure"),
            (self.build_view, "page:chassis"),
            (self._gpu_table_page, "page:gpu_table"),
        ):
            set_help_topic(widget, topic)
        self.presenter_label = QLabel()
        self.presenter_label.setObjectName("presenterIndicator")
        self.presenter_label.setStyleSheet(
            "QLabel { background: #2f6fb0; color: white; border-radius: 3px;"
            " padding: 1px 8px; font-weight: bold; }"
        )
        self.presenter_label.setVisible(False)
        self.statusBar().addPermanentWidget(self.presenter_label)
        state.presenter_changed.connect(self._on_presenter_changed)
        # "Focus": the diagram takes the window (workload panel and ranked lists hidden), for
        # showing the customer on a projector or a small screen.
        self._hidden_by_focus = (left, upper)
        self.build_view.diagram_panel.focus_button.toggled.connect(self.focus_diagram)
        self.tabs.currentChanged.connect(
            lambda _i: (
                self.tabs.currentWidget() is not self.build_view
                and self.focus_action.isChecked()
                and self.focus_diagram(False)
            )
        )
        self.pages.currentChanged.connect(
            lambda _i: (
                self.pages.currentWidget() is not self.pages.widget(0)
                and self.focus_action.isChecked()
                and self.focus_diagram(False)
            )
        )

        self._exporting = False
        self._build_actions()
        self.resize(1280, 720)

        self.retranslate()
        self._on_recommendation_changed()
        self._on_selected_sku_changed()
        state.recommendation_changed.connect(self._on_recommendation_changed)
        state.selected_sku_changed.connect(self._on_selected_sku_changed)
        state.working_build_changed.connect(self._on_selected_sku_changed)
        state.search_changed.connect(self._on_search_changed)
        # Drafts of the open quote and build (rigwright.gui.shell.autosave); started by rigwright.gui.shell.app.run.
        self.autosaver = Autosaver(self)

    # ------------------------------------------------------------------ layout helpers
    quotes_tab = LazyContent()
    """The Quotes page (:class:`rigwright.gui.quotes.tab.QuotesTab`), built on first read or show."""
    build_check = LazyContent()
    chart_view = LazyContent()
    compare_view = LazyContent()
    gpu_table = LazyContent()
    data_quality = LazyContent()
    parts_view = LazyContent()

    @staticmethod
    def _lazy(make, connect=None) -> LazyPage:
        """A tab page built on first use by ``make()``; ``connect(view)`` wires the view, and
        its splitters get the sizes the last run left (:func:`settings.restore_parts`)
        once laid out (from the event loop: a splitter restored before it has its real width
        would give the difference to its stretching side)."""

        def built(view: QWidget) -> None:
            if connect is not None:
                connect(view)
            QTimer.singleShot(0, view, lambda: settings.restore_parts(view, tab_pages=False))

        return LazyPage(make, built)

    def show_tab(self, view: str | QWidget) -> None:
        """Bring the tab of ``view`` to the front: a view's attribute name (e.g. "chart_view",
        "gpu_table"; built if needed) or the view itself.

        Raises:
            KeyError: no tab holds that view.
        """
        self.tabs.setCurrentWidget(self._tab_page(view))

    def current_tab(self) -> str:
        """The attribute name of the view whose tab is in front (e.g. "build_view")."""
        page = self.tabs.currentWidget()
        return next(name for name, tab in self._tab_pages.items() if tab is page)

    def build_tabs(self) -> dict[str, QWidget]:
        """Every tab's view by attribute name, the ones not shown yet built now (e.g. to
        measure the window's minimum size with all of them)."""
        return {name: getattr(self, name) for name in self._tab_pages}

    def _tab_page(self, view: str | QWidget) -> QWidget:
        if isinstance(view, str):
            page = self._tab_pages[view]
            if isinstance(page, LazyPage):
                page.content()
            return page
        for page in self._tab_pages.values():
            if page is view or (
                isinstance(page, LazyPage) and page.is_built and page.content() is view
            ):
                return page
        raise KeyError(view)

    def _make_charts(self) -> QWidget:
        from rigwright.gui.charts.view import ChartsView  # pyqtgraph and numpy: on first use

        return ChartsView(self.state)

    def show_quotes(self) -> None:
        """Bring the Quotes page (editor and history) to the front, building it if needed."""
        self.quotes_tab  # noqa: B018 - built now, before it is shown
        self.pages.setCurrentWidget(self._quotes_tab_page)

    def quotes_shown(self) -> bool:
        """True while the Quotes page is in front."""
        return self.pages.currentWidget() is self._quotes_tab_page

    def quote_open(self) -> bool:
        """True when a quote is open in the editor (never, before the page is built)."""
        return self._quotes_tab_page.is_built and self.quotes_tab.editor.document() is not None

    def _make_quotes(self) -> QWidget:
        from rigwright.gui.quotes.tab import (
            QuotesTab,  # the quote stack: on first use (docs/performance.md)
        )

        return QuotesTab(
            self.state,
            default_lang=lambda: self.quote_lang(),
            file_actions=(self.new_quote_action, self.save_quote_action),
        )

    def _connect_quotes(self, tab: QWidget) -> None:
        tab.message.connect(self._on_quotes_message)
        tab.editor.document_changed.connect(self._on_selected_sku_changed)
        tab.dialog_actions = [self.presenter_action]
        if hasattr(self, "autosaver"):  # else the autosaver attaches itself when made
            self.autosaver.attach(tab)

    # The modules of the tabs built on first use are imported then too (docs/performance.md).
    def _make_compare(self) -> QWidget:
        from rigwright.gui.compare.view import CompareView

        return CompareView(self.state)

    def _make_data_quality(self) -> QWidget:
        from rigwright.gui.catalog.data_quality import DataQualityView

        return DataQualityView(self.state)

    def _make_parts(self) -> QWidget:
        from rigwright.gui.catalog.parts_view import PartsView

        return PartsView(self.state)

    def _connect_charts(self, view: QWidget) -> None:
        view.message.connect(self._show_message)

    def _connect_compare(self, view: QWidget) -> None:
        view.message.connect(self._show_message)
        view.quote_requested.connect(self.quote_compared)

    def _show_message(self, text: str) -> None:
        """``text`` in the status bar for 8 s (what a view did)."""
        self.statusBar().showMessage(text, 8000)

    @staticmethod
    def _boxed(title: str, widget: QWidget) -> QGroupBox:
        box = QGroupBox(title)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(widget)
        return box

    def _style_messages(self) -> None:
        """The banner's and the notes' colours for the theme the window is in."""
        dark = current_theme() is Theme.DARK
        self.banner.setStyleSheet(BANNER_STYLE_DARK if dark else BANNER_STYLE)
        self.notes.setStyleSheet(f"QLabel {{ color: {NOTES_TONE.pick(dark)}; padding: 0 8px; }}")

    def changeEvent(self, event: QEvent) -> None:
        """Follow a theme change (the palette changes): colours no palette role names."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "theme_actions"):
            self._style_messages()
            self._check_theme_action()

    def _build_actions(self) -> None:
        """The menus, the tool bar and their actions (their texts: :meth:`retranslate`)."""
        self.export_action = QAction(self)
        self.export_action.setObjectName("exportQuoteAction")
        self.export_action.setShortcut(QKeySequence("Ctrl+E"))
        self.export_action.triggered.connect(self.export_quote)
        self.add_to_quote_action = QAction(self)
        self.add_to_quote_action.setObjectName("addToQuoteAction")
        self.add_to_quote_action.setShortcut(QKeySequence("Ctrl+Shift+A"))
        self.add_to_quote_action.triggered.connect(self.add_to_quote)
        self.compare_action = QAction(self)
        self.compare_action.setObjectName("addToCompareAction")
        self.compare_action.setShortcut(QKeySequence("Ctrl+Shift+C"))
        self.compare_action.triggered.connect(self.add_to_compare)
        self.vendor_action = QAction(self)
        self.vendor_action.setObjectName("vendorProfileAction")
        self.vendor_action.triggered.connect(lambda: self.quotes_tab.edit_vendor())
        self.presenter_action = QAction(self, checkable=True)
        self.presenter_action.setObjectName("presenterAction")
        self.presenter_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.presenter_action.toggled.connect(self.state.set_presenter)
        self.page_group = QActionGroup(self)
        self.page_group.setExclusive(True)
        self.page_actions = []
        for index, key in enumerate(("Ctrl+1", "Ctrl+2")):
            action = QAction(self, checkable=True)
            action.setObjectName(("configurePageAction", "quotesPageAction")[index])
            action.setShortcut(QKeySequence(key))
            action.setChecked(index == self.pages.currentIndex())
            action.triggered.connect(lambda _c=False, i=index: self.pages.setCurrentIndex(i))
            self.page_group.addAction(action)
            self.page_actions.append(action)
        self.pages.currentChanged.connect(lambda i: self.page_actions[i].setChecked(True))

        self.quit_action = QAction(self)
        self.quit_action.setObjectName("quitAction")
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)

        self.quote_lang_group = QActionGroup(self)
        self.quote_lang_group.setExclusive(True)
        for lang in QUOTE_LANGS:
            action = QAction(self, checkable=True)
            action.setData(lang)
            action.setChecked(lang == QUOTE_LANGS[0])
            self.quote_lang_group.addAction(action)

        self.file_menu = self.menuBar().addMenu("")
        self.file_menu.addAction(self.new_quote_action)
        self.file_menu.addAction(self.save_quote_action)
        self.file_menu.addAction(self.add_to_quote_action)
        self.file_menu.addAction(self.export_action)
        self.file_menu.addAction(self.vendor_action)
        self.quote_lang_menu = self.file_menu.addMenu("")
        self.quote_lang_menu.addActions(self.quote_lang_group.actions())
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)

        # Undo and redo of the working build's changes: their texts name the change ("Undo
        # add 1 × RTX8000", set again in another language); the stack enables them.
        stack = self.state.undo_stack
        self.edit_menu = self.menuBar().addMenu("")
        self.undo_action = QAction(self)
        self.undo_action.setObjectName("undoAction")
        self.undo_action.setShortcuts(QKeySequence.StandardKey.Undo)
        self.undo_action.setEnabled(stack.canUndo())
        self.undo_action.triggered.connect(lambda _c=False: stack.undo())
        stack.canUndoChanged.connect(self.undo_action.setEnabled)
        self.redo_action = QAction(self)
        self.redo_action.setObjectName("redoAction")
        self.redo_action.setShortcuts(QKeySequence.StandardKey.Redo)
        self.redo_action.setEnabled(stack.canRedo())
        self.redo_action.triggered.connect(lambda _c=False: stack.redo())
        stack.canRedoChanged.connect(self.redo_action.setEnabled)
        self._undo_texts = ("", "")  # what Undo and Redo would undo and redo
        stack.undoTextChanged.connect(self._on_undo_text_changed)
        stack.redoTextChanged.connect(self._on_redo_text_changed)
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.compare_action)

        # View ▸ Theme: follow the system (the default), light or dark.
        self.theme_follower = SystemThemeFollower(
            QApplication.instance(), stored_choice(self.state.db_path)
        )
        self.theme_group = QActionGroup(self)
        self.theme_group.setExclusive(True)
        self.theme_actions: dict[str, QAction] = {}
        for choice, name in (
            (SYSTEM, "systemThemeAction"),
            (Theme.LIGHT.value, "lightThemeAction"),
            (Theme.DARK.value, "darkThemeAction"),
        ):
            action = QAction(self, checkable=True)
            action.setObjectName(name)
            action.setData(choice)
            action.triggered.connect(lambda _c=False, c=choice: self.choose_theme(c))
            self.theme_group.addAction(action)
            self.theme_actions[choice] = action
        self.dark_theme_action = self.theme_actions[Theme.DARK.value]
        self._check_theme_action()
        # View ▸ Language: the window's language, switched at once.
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        for lang in LANGUAGES:
            action = QAction(LANGUAGE_NAMES[lang], self, checkable=True)
            action.setObjectName(f"language_{lang}")
            action.setData(lang)
            action.setChecked(lang == current_language())
            action.triggered.connect(lambda _c=False, lg=lang: self.choose_language(lg))
            self.language_group.addAction(action)
        self.view_menu = self.menuBar().addMenu("")
        self.language_menu = self.view_menu.addMenu("")
        self.language_menu.addActions(self.language_group.actions())
        self.theme_menu = self.view_menu.addMenu("")
        self.theme_menu.addActions(self.theme_group.actions())
        self.view_menu.addSeparator()
        self.focus_action = QAction(self, checkable=True)
        self.focus_action.setObjectName("focusDiagramAction")
        self.focus_action.setShortcut(QKeySequence("Ctrl+Shift+F"))
        self.focus_action.toggled.connect(self.focus_diagram)
        self.view_menu.addAction(self.focus_action)
        self.view_menu.addAction(self.presenter_action)
        self.view_menu.addSeparator()
        self.view_menu.addActions(self.page_actions)

        self.help_action = QAction(self)
        self.help_action.setObjectName("helpAction")
        self.help_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.help_action.triggered.connect(lambda: show_help_for_focus(self))
        self.guide_action = QAction(self)
        self.guide_action.setObjectName("guideAction")
        self.guide_action.triggered.connect(self.start_guide)
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addAction(self.help_action)
        self.help_panel_action = self.help_dock.toggleViewAction()  # shows or hides the dock
        self.help_panel_action.setObjectName("helpPanelAction")
        self.help_panel_action.setShortcut(QKeySequence("Shift+F1"))
        self.help_menu.addAction(self.help_panel_action)
        self.help_menu.addAction(self.guide_action)
        self.about_action = QAction(self)
        self.about_action.setObjectName("aboutAction")
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

        self.toolbar = self.addToolBar("")
        self.toolbar.setObjectName("mainToolBar")
        self.toolbar.setMovable(False)
        self.toolbar.addActions(self.page_actions)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.add_to_quote_action)
        self.toolbar.addAction(self.export_action)

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        """Every text the window sets itself, in the window's language: title, banner, box
        and tab titles, menus, tool bar and actions; then the texts made from the state (the
        status summary, the SKU box's title and the notes, the undo texts, the export
        action's tooltip) again."""
        self.setWindowTitle(self.tr("Rigwright — deep-learning workstation configurator"))
        self.banner.setText(
            self.tr(
                "Custom weights: the ranking no longer follows the seed guide. "
                "Use “Reset to seed” to go back."
            )
        )
        self.gpu_box.setTitle(self.tr("GPUs for this workload"))
        self.input_scroll.setAccessibleName(self.tr("Workload inputs"))
        # The ranked lists and the GPU details name themselves (their own retranslate).
        self.tabs.setAccessibleName(self.tr("Build details"))
        for name, title in (
            ("build_view", self.tr("Chassis diagram")),
            ("build_check", self.tr("Rule check")),
            ("chart_view", self.tr("Charts")),
            ("compare_view", self.tr("Compare")),
            ("gpu_table", self.tr("GPU spec table")),
            ("data_quality", self.tr("Data quality")),
            ("parts_view", self.tr("Parts")),
        ):
            self.tabs.setTabText(self.tabs.indexOf(self._tab_pages[name]), title)
        if not self._quotes_tab_page.is_built:  # else the quotes page words them
            name_quote_actions(self.new_quote_action, self.save_quote_action)
        self.presenter_label.setText(self.tr("● Presenter mode"))
        self.presenter_label.setToolTip(
            self.tr("Internal cost, margin and discount limits are hidden (View ▸ Presenter mode)")
        )

        self.file_menu.setTitle(self.tr("&File"))
        self.quote_lang_menu.setTitle(self.tr("Quote lan&guage"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.toolbar.setWindowTitle(self.tr("Main"))
        self.export_action.setText(self.tr("&Export quote PDF…"))
        self.add_to_quote_action.setText(self.tr("&Add to quote"))
        self.add_to_quote_action.setToolTip(
            self.tr(
                "Add the selected workstation (SKU, changed or custom build) to the open quote as "
                "an option, or start a quote with it (Ctrl+Shift+A)"
            )
        )
        self.compare_action.setText(self.tr("Add to &comparison"))
        self.compare_action.setToolTip(
            self.tr("Add the build the diagram shows to the Compare tab (Ctrl+Shift+C)")
        )
        self.vendor_action.setText(self.tr("&Vendor profile…"))
        self.presenter_action.setText(self.tr("&Presenter mode"))
        self.presenter_action.setToolTip(
            self.tr("Hide internal cost, margin and discount limits everywhere (Ctrl+Shift+P)")
        )
        configure, quotes = self.page_actions
        configure.setText(self.tr("&Configure"))
        configure.setToolTip(self.tr("Workloads, workstations and builds (Ctrl+1)"))
        quotes.setText(self.tr("Q&uotes"))
        quotes.setToolTip(self.tr("The quote history and the quote editor (Ctrl+2)"))
        self.quit_action.setText(self.tr("&Quit"))
        for action in self.quote_lang_group.actions():
            # Each Chinese quote language by its own name, as a reader of it looks for it.
            action.setText(
                {"zh_CN": "简体中文", "zh_TW": "繁體中文"}.get(action.data(), self.tr("English"))
            )
        self.language_menu.setTitle(self.tr("&Language"))
        self.theme_menu.setTitle(self.tr("&Theme"))
        for choice, text in (
            (SYSTEM, self.tr("Follow the &system")),
            (Theme.LIGHT.value, self.tr("&Light")),
            (Theme.DARK.value, self.tr("&Dark")),
        ):
            self.theme_actions[choice].setText(text)
        self.help_menu.setTitle(self.tr("&Help"))
        self.help_action.setText(self.tr("&Help on this"))
        self.help_action.setToolTip(
            self.tr("Explain the metric, workload, rule or screen that has the focus (F1)")
        )
        self.guide_action.setText(self.tr("&Getting started guide"))
        self.about_action.setText(self.tr("&About Rigwright"))
        self.focus_action.setText(self.tr("&Focus on the diagram"))
        self.focus_action.setToolTip(
            self.tr("Give the chassis diagram the whole window (Ctrl+Shift+F; Esc goes back)")
        )
        # Qt names the scroll buttons of a tab bar once, when it makes them.
        for bar in self.findChildren(QTabBar):
            for button, name in (
                ("ScrollLeftButton", QCoreApplication.translate("QTabBar", "Scroll Left")),
                ("ScrollRightButton", QCoreApplication.translate("QTabBar", "Scroll Right")),
            ):
                for child in bar.findChildren(QToolButton, button):
                    child.setAccessibleName(name)

        stack = self.state.undo_stack  # its texts already in the new language (the state's)
        self._undo_texts = (stack.undoText(), stack.redoText())
        self._show_undo_texts()
        self._on_search_changed()  # the SKU box's title and the notes
        self._show_status()
        self._on_selected_sku_changed()  # the export action's tooltip

    def _on_undo_text_changed(self, text: str) -> None:
        self._undo_texts = (text, self._undo_texts[1])
        self._show_undo_texts()

    def _on_redo_text_changed(self, text: str) -> None:
        self._undo_texts = (self._undo_texts[0], text)
        self._show_undo_texts()

    def _show_undo_texts(self) -> None:
        """Edit ▸ Undo and Redo named after the change each would undo or redo (the
        stack's texts as it last said them: it says them while it is destroyed too)."""
        undo, redo = self._undo_texts
        self.undo_action.setText(
            self.tr("&Undo {change}").format(change=undo) if undo else self.tr("&Undo")
        )
        self.redo_action.setText(
            self.tr("&Redo {change}").format(change=redo) if redo else self.tr("&Redo")
        )

    # ------------------------------------------------------------------ state -> view
    def _on_recommendation_changed(self) -> None:
        rec = self.state.recommendation
        # Custom weights are said by the banner (``follows_seed``); the notes are the rest.
        self.banner.setVisible(not rec.follows_seed)
        self._on_search_changed()  # a new recommendation restarts the search: title and notes
        self._show_status()

    def _show_notes(self) -> None:
        """The recommendation's notes, then the custom build search's (what it left out)."""
        notes = [tr_text(note) for note in self.state.recommendation.notes_text]
        result = self.state.custom_result
        if result is not None and not self.state.search_running and result.unpriced:
            items = sorted(result.unpriced, key=lambda k: -result.unpriced[k])
            shown = ", ".join(items[:3]) + (", …" if len(items) > 3 else "")
            notes.append(
                self.tr(
                    "Custom builds: {n} candidate builds need prices for {k} item(s) ({items}); "
                    "import a price list (rigwright catalog import) to include them"
                ).format(n=result.unpriced_candidates, k=len(items), items=shown)
            )
        self.notes.setText("\n".join(notes))
        self.notes.setToolTip(
            "\n".join(tr_text(note) for note in result.notes_text) if result is not None else ""
        )
        self.notes.setVisible(bool(notes))
        self.messages.refresh()  # after the banner's visibility too (set before this)

    def _show_status(self) -> None:
        """The status bar's summary of the recommendation (replaces any other message)."""
        rec = self.state.recommendation
        skus = len(rec.skus)
        fit = (
            self.tr("the catalog has no workstations")
            if not self.state.catalog.skus
            else self.tr("no workstation fits")
            if skus == 0
            else self.tr("1 workstation fits")
            if skus == 1
            else self.tr("{n} workstations fit").format(n=skus)
        )
        gpus = len(rec.gpus)
        ranked = self.tr("1 GPU ranked") if gpus == 1 else self.tr("{n} GPUs ranked").format(n=gpus)
        self.statusBar().showMessage(
            self.tr("{workload}: {ranked}, {fit}").format(
                workload=profile_label(rec.profile), ranked=ranked, fit=fit
            )
        )

    def _on_selected_sku_changed(self) -> None:
        # Changed and custom builds are quotable (at their derived price, or a price to be
        # set): export needs an open quote or something to start one with.
        state = self.state
        selection = state.selected_sku is not None or state.working_build is not None
        has_quote = self.quote_open()
        self.export_action.setEnabled((has_quote or selection) and not self._exporting)
        self.add_to_quote_action.setEnabled(selection)
        self.export_action.setToolTip(
            self.tr("Export the open quote as a PDF (Ctrl+E)")
            if has_quote
            else self.tr("Export a quote PDF for the selected workstation (Ctrl+E)")
            if selection
            else self.tr("Select a workstation (or open a quote) to export a quote")
        )

    def _on_search_changed(self) -> None:
        """The SKU box's title says what the configuration search is doing; its notes (what
        was left out and why) are on the title's tooltip."""
        state = self.state
        result = state.custom_result
        found = len(state.custom_builds)
        if state.search_running:
            title = self.tr("Workstations (SKUs) — searching custom builds…")
        elif state.search_error:
            title = self.tr("Workstations (SKUs) — custom build search failed: {reason}").format(
                reason=tr_text(state.search_error)
            )
        elif result is not None and not found and result.unpriced:
            title = self.tr(
                "Workstations (SKUs) — no custom builds: some parts have no price "
                "(see the notes above)"
            )
        elif result is not None and found == 1:
            title = self.tr("Workstations (SKUs) + 1 custom build (✚)")
        elif result is not None:
            title = self.tr("Workstations (SKUs) + {n} custom builds (✚)").format(n=found)
        else:
            title = self.tr("Workstations (SKUs)")
        self.sku_box.setTitle(title)
        self._show_notes()

    def focus_diagram(self, on: bool) -> None:
        """Give the chassis diagram the whole window (``on``) or restore the layout
        (View ▸ Focus on the diagram, Ctrl+Shift+F, the diagram's ⤢ button; Esc leaves)."""
        for widget in self._hidden_by_focus:
            widget.setVisible(not on)
        if on:
            self.tabs.setCurrentWidget(self.build_view)
        for control in (self.build_view.diagram_panel.focus_button, self.focus_action):
            if control.isChecked() != on:
                control.setChecked(on)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape and self.focus_action.isChecked():
            self.focus_diagram(False)
            event.accept()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:
        """Offer to save an open quote's changes, then remove the drafts (a clean close) and
        stop the search worker."""
        if self._quotes_tab_page.is_built and not self.quotes_tab.confirm_discard():
            event.ignore()
            return
        self.autosaver.finish()
        self.remember()
        self.state.shutdown()
        super().closeEvent(event)

    # ------------------------------------------------------------------ actions
    def choose_theme(self, choice: str) -> None:
        """View ▸ Theme: follow the system ("system"), or stay "light" or "dark"; applied at
        once and kept for the next start (in the user's database, beside the site circuit)."""
        self.theme_follower.choice = choice
        store_choice(self.state.db_path, choice)
        theme = theme_of(choice)
        if theme is not current_theme():
            apply_theme(QApplication.instance(), theme)
        self._check_theme_action()

    def _check_theme_action(self) -> None:
        """Check the theme action that says what the window shows: the choice when it gives
        the current theme; else (a theme applied for this run only, ``--theme``) the theme's."""
        choice = self.theme_follower.choice
        if theme_of(choice) is not current_theme():
            choice = current_theme().value
        self.theme_actions[choice].setChecked(True)

    def choose_language(self, lang: str) -> None:
        """View ▸ Language: show the window in ``lang`` at once (every view sets its texts
        again) and keep it for the next start."""
        if not set_language(lang):
            self.statusBar().showMessage(
                self.tr(
                    "The translations for {language} could not be loaded: the window stays in "
                    "English."
                ).format(language=LANGUAGE_NAMES[lang]),
                8000,
            )
        settings.write(settings.LANGUAGE, current_language())
        for action in self.language_group.actions():
            action.setChecked(action.data() == current_language())

    def bring_to_front(self) -> None:
        """Another launch asked for this window: restore it if minimised and raise it."""
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()

    def show_help(self, topic: str | None) -> None:
        """Show ``topic`` (a ``rigwright.gui.widgets.help`` topic id; None: the contents) in the help dock."""
        self.help_dock.show_topic(topic)

    def show_about(self) -> None:
        """Help ▸ About: versions, the catalog in use, the database and log folders."""
        from rigwright.gui.shell.about import AboutDialog

        AboutDialog(self.state, self).open()

    def show_state(self) -> None:
        """Show what the state holds again in every view (the inputs, the lists, the build):
        after an unexpected error (:mod:`rigwright.gui.shell.errors`) a slot may have stopped half-way,
        leaving a view showing what the state never took."""
        for signal in (
            self.state.request_changed,
            self.state.recommendation_changed,
            self.state.working_build_changed,
        ):
            signal.emit()

    # ------------------------------------------------------------------ first-run guide
    def start_guide(self) -> None:
        """Help ▸ Getting started guide (and the first start): the four-step bar."""
        self.guide.start()

    def _guide_workload(self) -> None:
        self.focus_diagram(False)
        self.pages.setCurrentIndex(0)
        self.panel.workload_list.setFocus(Qt.FocusReason.OtherFocusReason)

    def _guide_recommendation(self) -> None:
        self.pages.setCurrentIndex(0)
        self.sku_ranking.setFocus(Qt.FocusReason.OtherFocusReason)

    def _guide_configure(self) -> None:
        self.pages.setCurrentIndex(0)
        self.tabs.setCurrentWidget(self.build_view)
        self.build_view.diagram.setFocus(Qt.FocusReason.OtherFocusReason)

    def _guide_quote(self) -> None:
        self.pages.setCurrentIndex(0)
        button = self.toolbar.widgetForAction(self.add_to_quote_action)
        if button is not None:
            button.setFocus(Qt.FocusReason.OtherFocusReason)

    # ------------------------------------------------------------------ settings
    def remember(self) -> None:
        """Keep the window's layout and the workload inputs for the next start."""
        settings.save_layout(self)
        settings.write(settings.INPUTS, settings.request_to_json(self.state.request))

    def recall(self) -> None:
        """Give the window the layout and the inputs of the last run (what the core still
        accepts: an input it now refuses is left at its default), and start the guide on
        the first start."""
        settings.restore_layout(self)
        changes = settings.request_changes(settings.read(settings.INPUTS, ""))
        # What the input fields cannot show is left out too (a hand-edited file).
        memory, counts = self.panel.memory_spin, self.panel.count_max_spin
        if (changes.get("min_gpu_memory_gb") or 0) > memory.maximum():
            del changes["min_gpu_memory_gb"]
        if changes.get("gpu_count") and not all(
            counts.minimum() <= n <= counts.maximum() for n in changes["gpu_count"]
        ):
            del changes["gpu_count"]
        for key, value in changes.items():  # one by one: a refused field leaves the rest
            try:
                self.state.update_request(**{key: value})
            except ValueError:  # UnknownWorkload too
                continue
        if not settings.read_bool(settings.GUIDE_DONE):
            self.start_guide()

    def quote_lang(self) -> str:
        """The quote language chosen in File ▸ Quote language."""
        checked = self.quote_lang_group.checkedAction()
        return checked.data() if checked is not None else QUOTE_LANGS[0]

    def export_quote(self) -> None:
        """File ▸ Export quote PDF… (Ctrl+E): export the quote open in the Quotes tab; when
        none is open, start one with the selected workstation (as Add to quote does) first.

        The export action is disabled until the export ends (its dialogs run their own event
        loops, so a second Ctrl+E could otherwise start a second export inside the first).
        Every failure ends in a message box; nothing raises out of this slot.
        """
        if self._exporting:
            return
        self._exporting = True
        self.export_action.setEnabled(False)
        try:
            if self.quotes_tab.editor.document() is None and not self._start_quote(
                self.tr("Export quote PDF")
            ):
                return
            self.quotes_tab.export_pdf()
        finally:
            self._exporting = False
            self._on_selected_sku_changed()

    def add_to_quote(self) -> None:
        """Add the selected workstation to the open quote as an option (a new quote when none
        is open) and show the Quotes tab."""
        if self.quotes_tab.editor.document() is None:
            if self._start_quote(self.tr("Add to quote")):
                self.show_quotes()
            return
        if self._commit_inputs(self.tr("Add to quote")) and self.quotes_tab.add_selection():
            self.show_quotes()

    def add_to_compare(self) -> None:
        """Edit ▸ Add to comparison (Ctrl+Shift+C): the build the diagram shows goes to the
        Compare tab, which is shown; a refusal (already there, four builds) is said in the
        status bar."""
        reason = self.state.add_selection_to_compare()
        if reason is not None:
            self.statusBar().showMessage(reason, 8000)
            return
        n = len(self.state.compared)
        self.statusBar().showMessage(
            self.tr("Added to the comparison ({n} of {most})").format(n=n, most=MAX_COMPARE), 8000
        )
        self.pages.setCurrentIndex(0)
        self.show_tab("compare_view")

    def quote_compared(self, candidates: list) -> None:
        """The Compare tab's "Quote these builds…": a new quote with one option per compared
        build, shown in the Quotes page."""
        if self._commit_inputs(self.tr("Quote these builds")) and self.quotes_tab.quote_compared(
            candidates
        ):
            self.show_quotes()
        self._on_selected_sku_changed()

    def _commit_inputs(self, title: str) -> bool:
        """Apply what was typed but not yet applied (the budget waits for a typing pause), so
        the quote is for the workstation the inputs now select; False (said) when the budget
        is not valid."""
        self.panel.commit_pending()
        if not self.panel.budget_is_valid():
            # Plain text: the reason quotes what was typed.
            message_box(
                self,
                QMessageBox.Icon.Warning,
                title,
                self.tr("The budget is not valid ({reason}): correct or clear it first.").format(
                    reason=self.panel.budget_error.text()
                ),
            )
            return False
        return True

    def _start_quote(self, title: str) -> bool:
        """A new quote with the selected workstation (asks for the customer)."""
        if not self._commit_inputs(title):
            return False
        started = self.quotes_tab.new_quote()
        self._on_selected_sku_changed()
        return started

    def _on_quotes_message(self, text: str) -> None:
        """The Quotes tab's outcome in the status bar ("" after a failure: the summary)."""
        if text:
            self.statusBar().showMessage(text, 8000)
        else:
            self._show_status()
        self._on_selected_sku_changed()

    def _on_presenter_changed(self, on: bool) -> None:
        self.presenter_label.setVisible(on)
        if self.presenter_action.isChecked() != on:
            self.presenter_action.setChecked(on)
