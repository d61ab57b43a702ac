"""The main window's pages and tabs: the tab pages built on first use, the Configure and
Quotes pages, the diagram's focus mode, the first-run guide's steps and the layout kept for
the next start."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QGroupBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from rigwright.gui.build.verdicts import BuildCheckView
from rigwright.gui.shell.build_view import BuildView
from rigwright.gui.shell.gpu_table_view import GpuTableView
from rigwright.gui.state import AppState
from rigwright.gui.widgets import settings
from rigwright.gui.widgets.lazy import LazyContent, LazyPage


class WindowPages:
    """The main window's pages and tabs: a mixin of
    :class:`rigwright.gui.shell.main_window.MainWindow`, which sets every text in its
    ``retranslate`` (so that the texts keep the window's translation context)."""

    quotes_tab = LazyContent()
    """The Quotes page (:class:`rigwright.gui.quotes.tab.QuotesTab`), built on first read or
    show."""
    build_check = LazyContent()
    chart_view = LazyContent()
    compare_view = LazyContent()
    gpu_table = LazyContent()
    data_quality = LazyContent()
    parts_view = LazyContent()

    def _add_tabs(self, state: AppState) -> None:
        """The detail tabs, in order: the chassis diagram, then the pages built on first use."""
        self.build_view = BuildView(state)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("detailTabs")
        # The tabs behind the first one are built when first shown or used
        # (rigwright.gui.widgets.lazy): the window's first screen does not show them (the Charts
        # tab alone brings pyqtgraph, numpy and five plots).
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
            default_lang=self.quote_lang,
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

    # ------------------------------------------------------------------ first-run guide
    def start_guide(self) -> None:
        """Help ▸ Getting started guide (and the first start): the four-step bar."""
        self.guide.start()

    # Each guide step shows what it talks about and returns the widget the guide rings.
    def _guide_workload(self) -> QWidget:
        self.focus_diagram(False)
        self.pages.setCurrentIndex(0)
        self.panel.workload_list.setFocus(Qt.FocusReason.OtherFocusReason)
        return self.panel.workload_list

    def _guide_recommendation(self) -> QWidget:
        self.pages.setCurrentIndex(0)
        self.sku_ranking.setFocus(Qt.FocusReason.OtherFocusReason)
        return self.sku_ranking

    def _guide_configure(self) -> QWidget:
        self.pages.setCurrentIndex(0)
        self.tabs.setCurrentWidget(self.build_view)
        self.build_view.diagram.setFocus(Qt.FocusReason.OtherFocusReason)
        return self.build_view.diagram

    def _guide_quote(self) -> QWidget | None:
        self.pages.setCurrentIndex(0)
        button = self.toolbar.widgetForAction(self.add_to_quote_action)
        if button is not None:
            button.setFocus(Qt.FocusReason.OtherFocusReason)
        return button

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
