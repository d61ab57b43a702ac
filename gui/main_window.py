"""Rigwright's main window: workload inputs on the left, the ranked GPUs and workstations,
and tabs with the chassis diagram, the metric chart and the GPU spec table.

The window only lays out views and wires them to :class:`gui.state.AppState`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
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
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.pricing import format_cny as format_decimal_cny
from core.quotes import LANGS
from gui.build_check import BuildCheckView
from gui.charts_view import ChartsView
from gui.chassis import ChassisFacts
from gui.compare_view import CompareView
from gui.data_quality import DataQualityView
from gui.diagram import DiagramPanel
from gui.gpu_detail import GpuDetailView
from gui.gpu_table import COL_NAME, COL_SCORE, GPU_ROLE, GpuFilterProxy, GpuTableModel
from gui.message_area import MessageArea, message_box
from gui.parts_view import PartsView
from gui.quotes_tab import QuotesTab
from gui.ranking_views import GpuRankingView, SkuRankingView, format_cny, gpus_text, price_text
from gui.state import MAX_COMPARE, AppState
from gui.theme import Theme, Tone, apply_theme, current_theme, store_theme
from gui.workload_panel import WorkloadPanel

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


def _count(n: int, one: str, many: str) -> str:
    """``"1 GPU"``, ``"13 GPUs"``: ``n`` with the singular or plural noun."""
    return f"{n} {one if n == 1 else many}"


class GpuTableView(QWidget):
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
        self.filter_edit.setPlaceholderText(self.tr("Filter GPUs by name, e.g. RTX"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.proxy.set_filter_text)

        self.table = QTableView()
        self.table.setObjectName("gpuTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(
            self.table.fontMetrics().height() + 8
        )
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

    def sort_by(self, column: int, order: Qt.SortOrder) -> None:
        """Sort the table by ``column`` (a ``gui.gpu_table`` column constant)."""
        self.table.sortByColumn(column, order)

    def visible_names(self) -> list[str]:
        """The GPU names the table shows, in display order (filtered and sorted)."""
        return [
            self.proxy.index(row, COL_NAME).data() for row in range(self.proxy.rowCount())
        ]

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
        plain = max((QFontMetrics(self.table.font()).horizontalAdvance(n) for n in names),
                    default=0)
        widest = max((QFontMetrics(bold).horizontalAdvance(n) for n in names), default=0)
        self._name_width = max(self.table.sizeHintForColumn(COL_NAME) + widest - plain,
                               header.sectionSizeHint(COL_NAME))
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
    return (f"{head} earlier; " + text) if head > 0 else text


class BuildView(QWidget):
    """The selected build in one line above the live chassis diagram (:mod:`gui.diagram`),
    which the engineer edits; its layout notes in the diagram's side panel."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self.summary = QLabel()
        self.summary.setObjectName("buildSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.diagram_panel = DiagramPanel(state.edit_build,
                                          add_to_compare=state.add_selection_to_compare)
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

    def _on_working_build_changed(self) -> None:
        state = self._state
        build = state.working_build
        reason = ""
        if build is None:
            reason = (state.layout_error or (self.tr("The catalog “{name}” has no workstations (SKUs).")
                                             .format(name=state.catalog.name)
                                             if not state.catalog.skus else self.tr("No build selected.")))
        self.diagram_panel.show_build(build, state.working_verdicts, reason)

    def _verdict_line(self, number: str) -> str:
        """One line on the rules engine's verdicts for SKU ``number`` ("" when it has no
        error or warning); the full verdicts are in the summary's tooltip."""
        verdicts = [v for v in self._state.sku_verdicts.get(number, [])
                    if v.severity in ("error", "warning")]
        if not verdicts:
            return ""
        errors = sum(1 for v in verdicts if v.severity == "error")
        first = verdicts[0]
        return self.tr("\n⚠ rule checks: {e} error(s), {w} warning(s) — {rule}: {fix} "
                       "(hover for all)").format(e=errors, w=len(verdicts) - errors,
                                                 rule=first.rule, fix=first.fix)

    def _components_line(self) -> str:
        """The selected SKU's components in one line (empty when it cannot be read)."""
        parts = self._state.selected_components
        if parts is None:
            return ""
        cpu = parts.cpu
        cpu_text = (f"{cpu.sockets} × " if cpu.sockets > 1 else "") + cpu.family
        if cpu.model:
            cpu_text += f" {cpu.model}"
        cpu_text += self.tr(", {cores} cores, {ghz} GHz").format(cores=cpu.cores_total,
                                                                   ghz=cpu.clock_ghz)
        storage = " + ".join(f"{s.kind} {s.capacity_tb:g} TB" for s in parts.storage)
        psu = (self.tr("PSU not stated") if parts.chassis.psu_count is None
               else f"{parts.chassis.psu_count} × {parts.chassis.psu_w} W")
        screen = f'{parts.monitor.size_in}" {parts.monitor.resolution or ""}'.strip()
        return " · ".join([
            cpu_text, f"{parts.memory.gb} GB {parts.memory.type}",
            f"{parts.gpu_count} × {parts.gpu}", storage,
            f"{parts.chassis.form_factor}, {psu}", self.tr("{screen} display").format(screen=screen),
        ])

    def _custom_summary(self) -> str:
        """The selected custom build in two lines: what it is and its price, then its parts."""
        custom = self._state.selected_custom
        build = custom.build
        cpus = " + ".join((f"{c.count} × " if c.count > 1 else "") + c.name for c in build.cpus)
        psus = (" + ".join(f"{w} W" for w in build.psus_w) if build.psus_w
                else self.tr("PSU not stated"))
        gpus = " + ".join(f"{g.count} × {g.model}" for g in build.gpus)
        price = format_decimal_cny(custom.price_cny) + (" ※" if custom.illustrative else "")
        basis = (self.tr("illustrative price: list prices used; hover for the basis")
                 if custom.illustrative else self.tr("hover for the price basis"))
        return self.tr("✚ custom build ({base}) — {price}  ({basis})\n{parts}").format(
            base=custom.base, price=price, basis=basis,
            parts=" · ".join([build.chassis, cpus, f"{build.memory_gb} GB", gpus, psus]))

    def _changes_line(self) -> str:
        """The changes made to the selection and what they give (its GPUs, price, error and
        warning counts), or "" when there are none."""
        state = self._state
        changes, build = state.change_texts, state.working_build
        if not changes or build is None:
            return ""
        verdicts = state.working_verdicts
        errors = sum(1 for v in verdicts if v.severity == "error")
        return "\n" + self.tr("✎ changed: {changes} — now {gpus}, {price}; {e} error(s), "
                              "{w} warning(s) (Edit ▸ Undo goes back)").format(
            changes=_recent(changes), gpus=gpus_text(build),
            price=price_text(state.working_price), e=errors,
            w=sum(1 for v in verdicts if v.severity == "warning"))

    def _on_selected_layout_changed(self) -> None:
        sku = self._state.selected_sku
        layout = self._state.selected_layout
        if self._state.selected_custom is not None:
            self.summary.setText(self._custom_summary() + self._changes_line())
            self.summary.setToolTip("\n".join(
                [self._state.selected_custom.price_basis, ""]
                + [f"{v.severity}: {v.message}" for v in self._state.working_verdicts]))
        elif sku is None and not self._state.catalog.skus:
            self.summary.setText(self.tr(
                "The catalog “{name}” has no workstations (SKUs): no diagram.").format(
                    name=self._state.catalog.name))
        elif sku is None:
            self.summary.setText(self.tr("No workstation selected: none fits the requirements."))
        else:
            price = format_cny(sku.price_cny)
            basis = (self.tr("※ illustrative price (2020 selection guide), VAT not stated")
                     if sku.price_illustrative else sku.price_basis)
            self.summary.setText(
                self.tr("{number}  {code} — {price}{mark}  ({basis})\n{parts}").format(
                    number=sku.number,
                    code=sku.code,
                    price=price,
                    mark=" ※" if sku.price_illustrative else "",
                    basis=basis,
                    parts=self._components_line() or sku.config_as_printed,
                )
                + (self._changes_line() or self._verdict_line(sku.number))
            )
            changed = bool(self._state.change_texts)
            verdicts = (self._state.working_verdicts if changed
                        else self._state.sku_verdicts.get(sku.number, []))
            price = self._state.working_price
            self.summary.setToolTip("\n".join(
                [sku.config_as_printed]
                + ([self.tr("Changed price: {basis}").format(basis=price.basis)]
                   if changed and price is not None else []) + [""]
                + [f"{v.severity}: {v.message}" + (f" — fix: {v.fix}" if v.fix else "")
                   for v in verdicts]))
        if layout is None:
            self.facts.clear()
            if self._state.layout_error:
                self.facts.setText(self.tr("No layout notes: {reason}").format(
                    reason=self._state.layout_error))
            return
        self.facts.show_layout(layout)


class MainWindow(QMainWindow):
    """The configurator's one window, built from an :class:`AppState`."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self.state = state
        self.setObjectName("mainWindow")
        self.setWindowTitle(self.tr("Rigwright — deep-learning workstation configurator"))

        self.panel = WorkloadPanel(state)
        left = QScrollArea()
        left.setObjectName("inputScroll")
        left.setWidgetResizable(True)
        left.setFrameShape(QFrame.Shape.NoFrame)
        left.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left.setWidget(self.panel)
        left.setMinimumWidth(self.panel.minimumSizeHint().width() + 20)

        self.banner = QLabel(
            self.tr(
                "Custom weights: the ranking no longer follows the seed guide. "
                "Use “Reset to seed” to go back."
            )
        )
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
        gpu_box = self._boxed(self.tr("GPUs for this workload"), self.gpu_ranking)
        sku_box = self._boxed(self.tr("Workstations (SKUs)"), self.sku_ranking)
        self.sku_box = sku_box
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
        self.chart_view = ChartsView(state)
        self.compare_view = CompareView(state)
        self.gpu_table = GpuTableView(state)
        self.data_quality = DataQualityView(state)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("detailTabs")
        self.tabs.addTab(self.build_view, self.tr("Chassis diagram"))
        self.tabs.addTab(self.chart_view, self.tr("Charts"))
        self.tabs.addTab(self.compare_view, self.tr("Compare"))
        self.tabs.addTab(self.gpu_table, self.tr("GPU spec table"))
        self.tabs.addTab(self.data_quality, self.tr("Data quality"))
        self.parts_view = PartsView(state)
        self.tabs.addTab(self.parts_view, self.tr("Parts"))
        self.build_check = BuildCheckView(state)
        self.tabs.insertTab(1, self.build_check, self.tr("Rule check"))
        # A GPU picked in the ranked list is shown with its details in the spec table's tab.
        self.gpu_ranking.gpu_picked.connect(
            lambda: self.tabs.setCurrentWidget(self.gpu_table))
        # What the charts, the comparison, the lists and the diagram did, in the status bar.
        for signal in (state.notice, self.chart_view.message, self.compare_view.message,
                       self.sku_ranking.compare_message,
                       self.build_view.diagram_panel.compare_message):
            signal.connect(lambda text: self.statusBar().showMessage(text, 8000))

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
        self.quotes_tab = QuotesTab(state, default_lang=lambda: self.quote_lang())
        self.quotes_tab.message.connect(self._on_quotes_message)
        self.compare_view.quote_requested.connect(self.quote_compared)
        self.pages = QStackedWidget()
        self.pages.setObjectName("windowPages")
        self.pages.addWidget(main_split)
        self.pages.addWidget(self.quotes_tab)
        self.setCentralWidget(self.pages)
        self.presenter_label = QLabel(self.tr("● Presenter mode"))
        self.presenter_label.setObjectName("presenterIndicator")
        self.presenter_label.setToolTip(self.tr(
            "Internal cost, margin and discount limits are hidden (View ▸ Presenter mode)"))
        self.presenter_label.setStyleSheet(
            "QLabel { background: #2f6fb0; color: white; border-radius: 3px;"
            " padding: 1px 8px; font-weight: bold; }")
        self.presenter_label.setVisible(False)
        self.statusBar().addPermanentWidget(self.presenter_label)
        state.presenter_changed.connect(self._on_presenter_changed)
        # "Focus": the diagram takes the window (workload panel and ranked lists hidden), for
        # showing the customer on a projector or a small screen.
        self._hidden_by_focus = (left, upper)
        self.build_view.diagram_panel.focus_button.toggled.connect(self.focus_diagram)
        self.tabs.currentChanged.connect(
            lambda _i: self.tabs.currentWidget() is not self.build_view
            and self.focus_action.isChecked() and self.focus_diagram(False))
        self.pages.currentChanged.connect(
            lambda _i: self.pages.currentWidget() is not self.pages.widget(0)
            and self.focus_action.isChecked() and self.focus_diagram(False))

        self._exporting = False
        self._build_actions()
        self.resize(1280, 720)

        self._on_recommendation_changed()
        self._on_selected_sku_changed()
        state.recommendation_changed.connect(self._on_recommendation_changed)
        state.selected_sku_changed.connect(self._on_selected_sku_changed)
        state.working_build_changed.connect(self._on_selected_sku_changed)
        state.search_changed.connect(self._on_search_changed)
        self.quotes_tab.editor.document_changed.connect(self._on_selected_sku_changed)

    # ------------------------------------------------------------------ layout helpers
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
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "dark_theme_action"):
            self._style_messages()
            self.dark_theme_action.setChecked(current_theme() is Theme.DARK)

    def _build_actions(self) -> None:
        self.export_action = QAction(self.tr("Export quote PDF…"), self)
        self.export_action.setObjectName("exportQuoteAction")
        self.export_action.setShortcut(QKeySequence(self.tr("Ctrl+E")))
        self.export_action.setToolTip(self.tr("Export the open quote as a PDF (a new quote "
                                              "with the selected workstation when none is open)"))
        self.export_action.triggered.connect(self.export_quote)
        self.add_to_quote_action = QAction(self.tr("Add to quote"), self)
        self.add_to_quote_action.setObjectName("addToQuoteAction")
        self.add_to_quote_action.setShortcut(QKeySequence("Ctrl+Shift+A"))
        self.add_to_quote_action.setToolTip(self.tr(
            "Add the selected workstation (SKU, changed or custom build) to the open quote as "
            "an option, or start a quote with it (Ctrl+Shift+A)"))
        self.add_to_quote_action.triggered.connect(self.add_to_quote)
        self.compare_action = QAction(self.tr("Add to comparison"), self)
        self.compare_action.setObjectName("addToCompareAction")
        self.compare_action.setShortcut(QKeySequence("Ctrl+Shift+C"))
        self.compare_action.setToolTip(self.tr(
            "Add the build the diagram shows to the Compare tab (Ctrl+Shift+C)"))
        self.compare_action.triggered.connect(self.add_to_compare)
        self.vendor_action = QAction(self.tr("Vendor profile…"), self)
        self.vendor_action.setObjectName("vendorProfileAction")
        self.vendor_action.triggered.connect(self.quotes_tab.edit_vendor)
        self.presenter_action = QAction(self.tr("Presenter mode"), self, checkable=True)
        self.presenter_action.setObjectName("presenterAction")
        self.presenter_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.presenter_action.setToolTip(self.tr(
            "Hide internal cost, margin and discount limits everywhere (Ctrl+Shift+P)"))
        self.presenter_action.toggled.connect(self.state.set_presenter)
        self.quotes_tab.dialog_actions = [self.presenter_action]
        self.page_group = QActionGroup(self)
        self.page_group.setExclusive(True)
        self.page_actions = []
        for index, (text, key, tip) in enumerate((
                (self.tr("Configure"), "Ctrl+1", self.tr("Workloads, workstations and builds")),
                (self.tr("Quotes"), "Ctrl+2", self.tr("The quote history and the quote editor")))):
            action = QAction(text, self, checkable=True)
            action.setObjectName(("configurePageAction", "quotesPageAction")[index])
            action.setShortcut(QKeySequence(key))
            action.setToolTip(f"{tip} ({key})")
            action.setChecked(index == self.pages.currentIndex())
            action.triggered.connect(lambda _c=False, i=index: self.pages.setCurrentIndex(i))
            self.page_group.addAction(action)
            self.page_actions.append(action)
        self.pages.currentChanged.connect(lambda i: self.page_actions[i].setChecked(True))

        quit_action = QAction(self.tr("Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)

        lang_names = {"zh_CN": "简体中文", "zh_TW": "繁體中文", "en": self.tr("English")}
        self.quote_lang_group = QActionGroup(self)
        self.quote_lang_group.setExclusive(True)
        for lang in QUOTE_LANGS:
            action = QAction(lang_names[lang], self, checkable=True)
            action.setData(lang)
            action.setChecked(lang == QUOTE_LANGS[0])
            self.quote_lang_group.addAction(action)

        file_menu = self.menuBar().addMenu(self.tr("&File"))
        file_menu.addAction(self.quotes_tab.new_action)
        file_menu.addAction(self.quotes_tab.save_action)
        file_menu.addAction(self.add_to_quote_action)
        file_menu.addAction(self.export_action)
        file_menu.addAction(self.vendor_action)
        lang_menu = file_menu.addMenu(self.tr("Quote language"))
        lang_menu.addActions(self.quote_lang_group.actions())
        file_menu.addSeparator()
        file_menu.addAction(quit_action)

        # Undo and redo of the working build's changes: the stack sets their text
        # ("Undo add 1 × RTX8000") and enables them.
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self.state.undo_stack.createUndoAction(self, self.tr("Undo"))
        self.undo_action.setObjectName("undoAction")
        self.undo_action.setShortcuts(QKeySequence.StandardKey.Undo)
        self.redo_action = self.state.undo_stack.createRedoAction(self, self.tr("Redo"))
        self.redo_action.setObjectName("redoAction")
        self.redo_action.setShortcuts(QKeySequence.StandardKey.Redo)
        edit_menu.addActions([self.undo_action, self.redo_action])
        edit_menu.addSeparator()
        edit_menu.addAction(self.compare_action)

        self.dark_theme_action = QAction(self.tr("Dark theme"), self, checkable=True)
        self.dark_theme_action.setObjectName("darkThemeAction")
        self.dark_theme_action.setChecked(current_theme() is Theme.DARK)
        self.dark_theme_action.toggled.connect(self._on_dark_theme_toggled)
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        view_menu.addAction(self.dark_theme_action)
        self.focus_action = QAction(self.tr("Focus on the diagram"), self, checkable=True)
        self.focus_action.setObjectName("focusDiagramAction")
        self.focus_action.setShortcut(QKeySequence("Ctrl+Shift+F"))
        self.focus_action.toggled.connect(self.focus_diagram)
        view_menu.addAction(self.focus_action)
        view_menu.addAction(self.presenter_action)
        view_menu.addSeparator()
        view_menu.addActions(self.page_actions)

        toolbar = self.addToolBar(self.tr("Main"))
        toolbar.setObjectName("mainToolBar")
        toolbar.setMovable(False)
        toolbar.addActions(self.page_actions)
        toolbar.addSeparator()
        toolbar.addAction(self.add_to_quote_action)
        toolbar.addAction(self.export_action)

    # ------------------------------------------------------------------ state -> view
    def _on_recommendation_changed(self) -> None:
        rec = self.state.recommendation
        # Custom weights are said by the banner (``follows_seed``); the notes are the rest.
        self.banner.setVisible(not rec.follows_seed)
        self._on_search_changed()  # a new recommendation restarts the search: title and notes
        self._show_status()

    def _show_notes(self) -> None:
        """The recommendation's notes, then the custom build search's (what it left out)."""
        notes = list(self.state.recommendation.notes)
        result = self.state.custom_result
        if result is not None and not self.state.search_running and result.unpriced:
            items = sorted(result.unpriced, key=lambda k: -result.unpriced[k])
            shown = ", ".join(items[:3]) + (", …" if len(items) > 3 else "")
            notes.append(self.tr(
                "Custom builds: {n} candidate builds need prices for {k} item(s) ({items}); "
                "import a price list (rigwright catalog import) to include them").format(
                    n=result.unpriced_candidates, k=len(items), items=shown))
        self.notes.setText("\n".join(notes))
        self.notes.setToolTip("\n".join(result.notes) if result is not None else "")
        self.notes.setVisible(bool(notes))
        self.messages.refresh()  # after the banner's visibility too (set before this)

    def _show_status(self) -> None:
        """The status bar's summary of the recommendation (replaces any other message)."""
        rec = self.state.recommendation
        skus = len(rec.skus)
        fit = (self.tr("the catalog has no workstations") if not self.state.catalog.skus
               else self.tr("no workstation fits") if skus == 0
               else self.tr("1 workstation fits") if skus == 1
               else self.tr("{n} workstations fit").format(n=skus))
        self.statusBar().showMessage(
            self.tr("{workload}: {gpus} ranked, {fit}").format(
                workload=rec.profile.label_en, gpus=_count(len(rec.gpus), "GPU", "GPUs"), fit=fit
            )
        )

    def _on_selected_sku_changed(self) -> None:
        # Changed and custom builds are quotable (at their derived price, or a price to be
        # set): export needs an open quote or something to start one with.
        state = self.state
        selection = state.selected_sku is not None or state.working_build is not None
        has_quote = self.quotes_tab.editor.document() is not None
        self.export_action.setEnabled((has_quote or selection) and not self._exporting)
        self.add_to_quote_action.setEnabled(selection)
        self.export_action.setToolTip(
            self.tr("Export the open quote as a PDF") if has_quote
            else self.tr("Export a quote PDF for the selected workstation") if selection
            else self.tr("Select a workstation (or open a quote) to export a quote"))

    def _on_search_changed(self) -> None:
        """The SKU box's title says what the configuration search is doing; its notes (what
        was left out and why) are on the title's tooltip."""
        state = self.state
        base = self.tr("Workstations (SKUs)")
        result = state.custom_result
        if state.search_running:
            title = self.tr("{base} — searching custom builds…").format(base=base)
        elif state.search_error:
            title = self.tr("{base} — custom build search failed: {reason}").format(
                base=base, reason=state.search_error)
        elif result is not None and not state.custom_builds and result.unpriced:
            title = self.tr("{base} — no custom builds: some parts have no price "
                            "(see the notes above)").format(base=base)
        elif result is not None:
            title = self.tr("{base} + {n} custom build(s) (✚)").format(
                base=base, n=len(state.custom_builds))
        else:
            title = base
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
        """Offer to save an open quote's changes, then stop the search worker."""
        if not self.quotes_tab.confirm_discard():
            event.ignore()
            return
        self.state.shutdown()
        super().closeEvent(event)

    # ------------------------------------------------------------------ actions
    def _on_dark_theme_toggled(self, dark: bool) -> None:
        """View ▸ Dark theme: apply the theme at once and keep it for the next start."""
        theme = Theme.DARK if dark else Theme.LIGHT
        if theme is current_theme():
            return  # the action following a theme applied elsewhere
        apply_theme(QApplication.instance(), theme)
        # The settings live in the database the catalogs come from (as the site circuit's).
        store_theme(self.state.db_path, theme)

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
                    self.tr("Export quote PDF")):
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
                self.pages.setCurrentWidget(self.quotes_tab)
            return
        if self._commit_inputs(self.tr("Add to quote")) and self.quotes_tab.add_selection():
            self.pages.setCurrentWidget(self.quotes_tab)

    def add_to_compare(self) -> None:
        """Edit ▸ Add to comparison (Ctrl+Shift+C): the build the diagram shows goes to the
        Compare tab, which is shown; a refusal (already there, four builds) is said in the
        status bar."""
        reason = self.state.add_selection_to_compare()
        if reason is not None:
            self.statusBar().showMessage(reason, 8000)
            return
        n = len(self.state.compared)
        self.statusBar().showMessage(self.tr("Added to the comparison ({n} of {most})").format(
            n=n, most=MAX_COMPARE), 8000)
        self.pages.setCurrentIndex(0)
        self.tabs.setCurrentWidget(self.compare_view)

    def quote_compared(self, candidates: list) -> None:
        """The Compare tab's "Quote these builds…": a new quote with one option per compared
        build, shown in the Quotes page."""
        if self._commit_inputs(self.tr("Quote these builds")) and \
                self.quotes_tab.quote_compared(candidates):
            self.pages.setCurrentWidget(self.quotes_tab)
        self._on_selected_sku_changed()

    def _commit_inputs(self, title: str) -> bool:
        """Apply what was typed but not yet applied (the budget waits for a typing pause), so
        the quote is for the workstation the inputs now select; False (said) when the budget
        is not valid."""
        self.panel.commit_pending()
        if not self.panel.budget_is_valid():
            # Plain text: the reason quotes what was typed.
            message_box(self, QMessageBox.Icon.Warning, title, self.tr(
                "The budget is not valid ({reason}): correct or clear it first.").format(
                    reason=self.panel.budget_error.text()))
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
