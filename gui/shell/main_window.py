"""Rigwright's main window: workload inputs on the left, the ranked GPUs and workstations, and
tabs with the chassis diagram, the charts and the GPU spec table; it lays out views and wires
them to :class:`rigwright.gui.state.AppState`. The tabs behind the first one, the Quotes page
and the help panel are built when first shown (docs/performance.md)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.text.i18n import LANGS, LANGUAGE_NAMES
from rigwright.gui.inputs.workload_panel import WorkloadPanel, profile_label
from rigwright.gui.quotes.actions import make_quote_actions, name_quote_actions
from rigwright.gui.ranking.views import GpuRankingView, SkuRankingView
from rigwright.gui.shell.autosave import Autosaver
from rigwright.gui.shell.build_view import RECENT_CHANGES, BuildView, _recent
from rigwright.gui.shell.carried_files import CarriedFiles
from rigwright.gui.shell.catalog_files import CatalogFiles
from rigwright.gui.shell.gpu_table_view import GpuTableView
from rigwright.gui.shell.guide import GuideBar
from rigwright.gui.shell.save_sku import SaveSku
from rigwright.gui.shell.storage_banner import StorageBanner
from rigwright.gui.shell.window_menus import WindowMenus
from rigwright.gui.shell.window_pages import WindowPages
from rigwright.gui.state import MAX_COMPARE, AppState
from rigwright.gui.widgets import settings
from rigwright.gui.widgets.help import install_help, set_help_topic
from rigwright.gui.widgets.i18n import (
    Retranslating,
    current_language,
    language_word,
    set_language,
    tr_text,
)
from rigwright.gui.widgets.message_area import MessageArea, message_box
from rigwright.gui.widgets.theme import (
    SYSTEM,
    Theme,
    Tone,
    current_theme,
)

__all__ = [
    "BANNER_STYLE",
    "BANNER_STYLE_DARK",
    "NOTES_COLOR",
    "NOTES_TONE",
    "RECENT_CHANGES",
    "BuildView",
    "GpuTableView",
    "MainWindow",
    "_recent",
]

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


class MainWindow(
    WindowMenus, WindowPages, CatalogFiles, CarriedFiles, SaveSku, Retranslating, QMainWindow
):
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
        self._add_tabs(state)
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
        # (rigwright.gui.widgets.lazy); its File-menu actions exist from the start
        # (rigwright.gui.quotes.actions).
        self.new_quote_action, self.save_quote_action = make_quote_actions(self)
        self.new_quote_action.triggered.connect(
            lambda: self.quotes_tab.new_quote() and self.show_quotes()
        )
        self.save_quote_action.triggered.connect(lambda _c=False: self.quotes_tab.save())
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
        # Read-only database, or one in a risky place (rigwright.gui.shell.storage_banner);
        # hidden when fine.
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
        # Drafts of the open quote and build (rigwright.gui.shell.autosave); started by
        # rigwright.gui.shell.app.run.
        self.autosaver = Autosaver(self)

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
            self.tr(
                "Internal cost, margin, discount limits, internal fields and the quote history are "
                "hidden (View ▸ Presenter mode)"
            )
        )

        self.file_menu.setTitle(self.tr("&File"))
        self.quote_lang_menu.setTitle(self.tr("Quote lan&guage"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.toolbar.setWindowTitle(self.tr("Main"))
        self.export_action.setText(self.tr("&Export quote PDF…"))
        self.add_to_quote_action.setText(self.tr("Add &to quote"))
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
        self._name_catalog_actions()
        self._name_file_actions()
        self._name_save_sku_action()
        self.presenter_action.setText(self.tr("&Presenter mode"))
        self.presenter_action.setToolTip(
            self.tr("Hide internal cost, margin and discount limits everywhere (Ctrl+Shift+P)")
        )
        self.present_action.setText(self.tr("P&resent"))
        self.present_action.setToolTip(self.tr("The recommendation full screen for the customer"))
        configure, quotes = self.page_actions
        configure.setText(self.tr("&Configure"))
        configure.setToolTip(self.tr("Workloads, workstations and builds (Ctrl+1)"))
        quotes.setText(self.tr("Q&uotes"))
        quotes.setToolTip(self.tr("The quote history and the quote editor (Ctrl+2)"))
        self.quit_action.setText(self.tr("&Quit"))
        for action in self.quote_lang_group.actions():
            # Each Chinese quote language by its own name, as a reader of it looks for it.
            lang = action.data()
            action.setText(self.tr("English") if lang == "en" else LANGUAGE_NAMES[lang])
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
                    "import a price list (File ▸ Import catalog or price list…) to include them"
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
        self._update_save_sku_action()

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

    def quote_lang(self) -> str:
        """The quote language chosen in File ▸ Quote language."""
        checked = self.quote_lang_group.checkedAction()
        return checked.data() if checked is not None else LANGS[0]

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

    def say_language_kept(self, asked: str) -> None:
        """Another launch asked for ``asked`` (its ``--lang``): say in the status bar that this
        window keeps its language, and where to change it."""
        self.statusBar().showMessage(
            self.tr(
                "Another launch asked for {asked}: this window stays in {current}. Change it "
                "in View ▸ Language."
            ).format(asked=language_word(asked), current=language_word(current_language())),
            15000,
        )

    def _on_presenter_changed(self, on: bool) -> None:
        self.presenter_label.setVisible(on)
        if self.presenter_action.isChecked() != on:
            self.presenter_action.setChecked(on)
