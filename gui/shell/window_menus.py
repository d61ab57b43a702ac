"""The main window's menus, tool bar and actions (their texts: the window's ``retranslate``),
the theme choice, and the Help menu's verbs."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
)

from rigwright.core.text.i18n import LANGS, LANGUAGE_NAMES
from rigwright.gui.widgets.help import show_help_for_focus
from rigwright.gui.widgets.i18n import (
    current_language,
)
from rigwright.gui.widgets.theme import (
    SYSTEM,
    SystemThemeFollower,
    Theme,
    apply_theme,
    current_theme,
    store_choice,
    stored_choice,
    theme_of,
)


class WindowMenus:
    """The main window's menus and actions: a mixin of
    :class:`rigwright.gui.shell.main_window.MainWindow`, which sets every text in its
    ``retranslate`` (so that the texts keep the window's translation context)."""

    def edit_vendor_profile(self) -> bool:
        """File ▸ Vendor profile…: edit and store the vendor profile; the market setting then
        follows the saved profile's market unless the engineer chose one by hand this session.
        True when a profile was saved."""
        if not self.quotes_tab.edit_vendor():
            return False
        vendor = self.quotes_tab.vendor()
        if vendor is not None:
            self.panel.market_combo.follow_vendor(vendor.market)
        return True

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
        self.vendor_action.triggered.connect(lambda _c=False: self.edit_vendor_profile())
        self.presenter_action = QAction(self, checkable=True)
        self.presenter_action.setObjectName("presenterAction")
        self.presenter_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.presenter_action.toggled.connect(self.state.set_presenter)
        self.present_action = QAction(self)  # View ▸ Present (rigwright.gui.shell.present)
        self.present_action.setObjectName("presentAction")
        self.present_action.setShortcut(QKeySequence(Qt.Key.Key_F5))
        self.present_action.triggered.connect(lambda _c=False: self.present())
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
        for lang in LANGS:
            action = QAction(self, checkable=True)
            action.setData(lang)
            action.setChecked(lang == LANGS[0])
            self.quote_lang_group.addAction(action)

        self.file_menu = self.menuBar().addMenu("")
        # Quote and build files (rigwright.gui.shell.carried_files).
        open_action, save_as_action = self._build_file_actions()
        self.file_menu.addAction(self.new_quote_action)
        self.file_menu.addAction(open_action)
        self.file_menu.addAction(self.save_quote_action)
        self.file_menu.addAction(save_as_action)
        self.file_menu.addAction(self.add_to_quote_action)
        self.file_menu.addAction(self.export_action)
        self.file_menu.addAction(self.vendor_action)
        self.quote_lang_menu = self.file_menu.addMenu("")
        self.quote_lang_menu.addActions(self.quote_lang_group.actions())
        self.file_menu.addSeparator()
        # The vendor's own catalog (rigwright.gui.shell.catalog_files).
        self.file_menu.addActions(self._build_catalog_actions())
        self.file_menu.aboutToShow.connect(self.refresh_undo_import)
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
        self.edit_menu.addAction(self._build_save_sku_action())  # rigwright.gui.shell.save_sku

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
        for lang in LANGS:
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
        self.view_menu.addAction(self.present_action)
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

    def bring_to_front(self) -> None:
        """Another launch asked for this window: restore it if minimised and raise it."""
        if self.isMinimized():
            self.showNormal()
        self.raise_()
        self.activateWindow()

    def show_help(self, topic: str | None) -> None:
        """Show ``topic`` (a ``rigwright.gui.widgets.help`` topic id; None: the contents) in the
        help dock."""
        self.help_dock.show_topic(topic)

    def present(self):
        """View ▸ Present: the recommendation full screen for the customer (presenter mode)."""
        from rigwright.gui.shell.present import open_present

        return open_present(self)

    def show_about(self) -> None:
        """Help ▸ About: versions, the catalog in use, the database and log folders."""
        from rigwright.gui.shell.about import AboutDialog

        AboutDialog(self.state, self).open()

    def show_state(self) -> None:
        """Show what the state holds again in every view (the inputs, the lists, the build):
        after an unexpected error (:mod:`rigwright.gui.shell.errors`) a slot may have stopped
        half-way, leaving a view showing what the state never took."""
        for signal in (
            self.state.request_changed,
            self.state.recommendation_changed,
            self.state.working_build_changed,
        ):
            signal.emit()
