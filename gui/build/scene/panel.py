"""The diagram tab: controls, the diagram, the GPU palette and the verdict list, editing the
build through the state's undo stack.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.build.diagram import (
    EditError,
    ItemKey,
    add_card,
    build_diagram,
    move_card,
    remove_card,
    set_gpu_count,
)
from rigwright.core.build.limits import MAX_GPUS_PER_LINE
from rigwright.core.build.model import Build
from rigwright.core.build.rules import ERROR, WARNING, Verdict
from rigwright.core.catalog.model import Catalog
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.build.scene.build_scene import BuildScene
from rigwright.gui.build.scene.drawing import palette_is_dark
from rigwright.gui.build.scene.palette import GpuPalette
from rigwright.gui.build.scene.verdict_list import VerdictList
from rigwright.gui.build.scene.view import DiagramView
from rigwright.gui.widgets.help import set_help_topic
from rigwright.gui.widgets.i18n import Retranslating, tr_text
from rigwright.gui.widgets.message_area import ask_save_path


def _title_text(title: str | Text | Callable[[], str]) -> str:
    """A side page's title in the window's language."""
    if isinstance(title, Text):
        return tr_text(title)
    return title if isinstance(title, str) else title()


class DiagramPanel(Retranslating, QWidget):
    """The diagram tab: controls above, the diagram, and beside it the GPU palette and the
    verdict list. Edits go to ``edit`` (``edit(build, text)``: the state's undoable edit);
    refusals (:class:`rigwright.core.build.diagram.EditError`) show in :attr:`message`.

    ``add_to_compare`` (the state's ``add_selection_to_compare``: the reason when refused,
    else None) backs the "Add to compare" button, which is hidden without it.

    Call :meth:`show_build` with each new working build and its verdicts.

    Signals:
        compare_message(str): the outcome of "Add to compare", for the status bar (as every
            other way into the comparison reports it): "Added the build shown to the
            comparison", or why it was refused (also shown in :attr:`message`, beside the
            button).
    """

    compare_message = Signal(str)

    def __init__(
        self,
        edit: Callable[[Build, Text | str], None],
        parent: QWidget | None = None,
        *,
        add_to_compare: Callable[[], str | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self._edit = edit
        self._add_to_compare = add_to_compare
        self._catalog: Catalog | None = None
        self._syncing = False
        self._counts: tuple[int, int] | None = None  # errors, warnings of the build shown
        self._message: Callable[[], str] = str  # makes the message line (in the language now)
        self._side_titles: dict[QWidget, Text | Callable[[], str]] = {}
        set_help_topic(self, "page:chassis")
        self.scene = BuildScene(self)
        self.view = DiagramView(self.scene)
        self.palette_list = GpuPalette()
        self.verdicts = VerdictList()
        self.message = QLabel()
        self.message.setObjectName("diagramMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.gpu_combo = QComboBox()
        self.gpu_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.gpu_combo.setMinimumContentsLength(8)
        self.count_spin = QSpinBox()
        self.count_spin.setRange(0, MAX_GPUS_PER_LINE)
        self.count_spin.setKeyboardTracking(False)
        self.add_button = QPushButton()
        self.remove_button = QPushButton()
        self.export_png_button = QToolButton()
        self.export_svg_button = QToolButton()
        self.compare_button = QToolButton()
        self.compare_button.setObjectName("diagramCompareButton")
        # A glyph, like the focus button: the controls row must fit a 1366×768 screen at 150 %.
        self.compare_button.setText("⇄")
        self.compare_button.setVisible(add_to_compare is not None)

        controls = QHBoxLayout()
        controls.setContentsMargins(0, 0, 0, 0)
        controls.setSpacing(3)  # eleven controls in one row at 150 % on a 1366×768 screen
        self.gpu_label = QLabel()
        self.gpu_label.setBuddy(self.gpu_combo)
        self.count_label = QLabel()
        self.count_label.setBuddy(self.count_spin)
        for w in (
            self.gpu_label,
            self.gpu_combo,
            self.count_label,
            self.count_spin,
            self.add_button,
            self.remove_button,
        ):
            controls.addWidget(w)
        controls.addStretch(1)
        self.focus_button = QToolButton()
        self.focus_button.setText("⤢")
        self.focus_button.setCheckable(True)
        controls.addWidget(self.focus_button)
        controls.addWidget(self.compare_button)
        controls.addWidget(self.export_png_button)
        controls.addWidget(self.export_svg_button)

        # The side panel: the verdicts (select one to find its items), the GPU palette (drag
        # onto a slot), and whatever pages the window adds (layout notes).
        side = QTabWidget()
        side.setDocumentMode(True)
        side.addTab(self.verdicts, "")
        side.addTab(self.palette_list, "")
        side.setMinimumWidth(160)
        self.side = side

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setCollapsible(0, False)
        splitter.setSizes([700, 260])
        self.splitter = splitter

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(controls)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.message)

        self.scene.card_move_requested.connect(self._on_move)
        self.scene.card_drop_requested.connect(self._on_drop)
        self.scene.card_remove_requested.connect(self._on_remove)
        self.scene.card_add_requested.connect(self._on_add_current)
        self.scene.selection_keys_changed.connect(self._on_scene_selection)
        self.verdicts.itemSelectionChanged.connect(self._on_verdict_selection)
        self.palette_list.add_requested.connect(self._on_add_model)
        self.palette_list.currentItemChanged.connect(self._on_palette_current)
        self.gpu_combo.currentIndexChanged.connect(self._on_combo_changed)
        self.count_spin.valueChanged.connect(self._on_count)
        self.add_button.clicked.connect(self._on_add_current)
        self.remove_button.clicked.connect(self._on_remove_selected)
        self.export_png_button.clicked.connect(lambda: self._export("png"))
        self.export_svg_button.clicked.connect(lambda: self._export("svg"))
        self.compare_button.clicked.connect(self.add_to_compare)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the panel's texts in the window's language (again after a language change);
        the scene repaints itself (:meth:`BuildScene.retranslate`)."""
        self.gpu_combo.setAccessibleName(self.tr("GPU model"))
        self.count_spin.setAccessibleName(self.tr("Cards of this GPU"))
        self.gpu_label.setText(self.tr("&GPU"))
        self.count_label.setText(self.tr("ca&rds"))
        self.add_button.setText(self.tr("+ Add"))
        self.add_button.setToolTip(self.tr("Add a card of this GPU in the top free slot (Insert)"))
        self.remove_button.setText(self.tr("− Remove"))
        self.remove_button.setToolTip(self.tr("Remove the selected card (Delete)"))
        self.export_png_button.setText(self.tr("PNG…"))
        self.export_png_button.setAccessibleName(self.tr("Export PNG"))
        self.export_png_button.setToolTip(self.tr("Export the diagram as a PNG image"))
        self.export_svg_button.setText(self.tr("SVG…"))
        self.export_svg_button.setAccessibleName(self.tr("Export SVG"))
        self.export_svg_button.setToolTip(self.tr("Export the diagram as an SVG (vector) image"))
        self.compare_button.setAccessibleName(self.tr("Add to compare"))
        self.compare_button.setToolTip(
            self.tr(
                "Add to compare: put the build shown beside "
                "others in the Compare tab (at most 4; "
                "Ctrl+Shift+C)"
            )
        )
        self.focus_button.setAccessibleName(self.tr("Focus on the diagram"))
        self.focus_button.setToolTip(
            self.tr("Give the diagram the whole window (Ctrl+Shift+F; Esc leaves)")
        )
        self.side.setAccessibleName(self.tr("Diagram side panel"))
        # Qt names the tab bar's scroll buttons once, when made: name them again (Qt's words).
        for button in self.side.tabBar().findChildren(QToolButton):
            name = {"ScrollLeftButton": "Scroll Left", "ScrollRightButton": "Scroll Right"}.get(
                button.objectName()
            )
            if name is not None:
                button.setAccessibleName(QCoreApplication.translate("QTabBar", name))
        self._show_verdict_count()
        self.side.setTabText(1, self.tr("GPUs"))
        for page, title in self._side_titles.items():
            index = self.side.indexOf(page)
            if index >= 0:
                self.side.setTabText(index, _title_text(title))
        self.message.setText(self._message())
        self.view.describe()

    def _say(self, make: Callable[[], str]) -> None:
        """Show the message ``make()`` gives; made again after a language change."""
        self._message = make
        self.message.setText(make())

    def _show_verdict_count(self) -> None:
        # Each count takes two figure widths (figure spaces pad it; a figure dash, as wide as
        # a digit, without a build): the tabs after this one never move as the counts change.
        def count(n: int | None) -> str:
            return ("\u2012" if n is None else str(n)).rjust(2, "\u2007")

        errors, warnings = self._counts if self._counts is not None else (None, None)
        self.side.setTabText(
            0, self.tr("Verdicts ({e} ✖, {w} ▲)").format(e=count(errors), w=count(warnings))
        )

    # -- showing -------------------------------------------------------------------------
    def add_side_page(self, widget: QWidget, title: str | Text | Callable[[], str]) -> None:
        """Add ``widget`` as a page of the side panel (scrolled when taller than it), titled
        ``title``: a :class:`rigwright.core.text.i18n.Text` or a callable giving the title in
        the window's language follows a language change (a plain string stays as it is)."""
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(widget)
        self.side.addTab(scroll, _title_text(title))
        if not isinstance(title, str):  # a plain title is its owner's to set again
            self._side_titles[scroll] = title

    @property
    def build(self) -> Build | None:
        """The build shown."""
        return self.scene.diagram.build if self.scene.diagram is not None else None

    def set_catalog(self, catalog: Catalog) -> None:
        """Offer ``catalog``'s GPUs in the palette and the GPU box."""
        self._catalog = catalog
        self.palette_list.set_catalog(catalog)
        self._syncing = True
        try:
            self.gpu_combo.clear()
            for gpu in catalog.gpus:
                self.gpu_combo.addItem(gpu.name, gpu.name)
        finally:
            self._syncing = False

    def show_build(self, build: Build | None, verdicts: list[Verdict], reason: str = "") -> None:
        """Draw ``build`` with ``verdicts`` marked (None: nothing, with ``reason``)."""
        if build is None or self._catalog is None:
            self.scene.set_diagram(None)
            self.view.describe()
            self.verdicts.clear()
            self._counts = None
            self._show_verdict_count()
            self._say(lambda: tr_text(reason))
            self._set_enabled(False)
            return
        if build != self.build:
            self._say(str)  # the last refusal or reason belonged to another build
        try:
            diagram = build_diagram(build, self._catalog, verdicts)
        except KeyError as exc:  # a GPU the catalog lost: say so, draw nothing
            self.scene.set_diagram(None)
            self.view.describe()
            why = exc.args[0] if exc.args else str(exc)
            self._say(lambda: self.tr("No diagram: {reason}").format(reason=tr_text(why)))
            self._set_enabled(False)
            return
        self._set_enabled(True)
        self.scene.set_dark(palette_is_dark(self.palette()))
        self.scene.set_diagram(diagram)
        self.view.describe()
        self.verdicts.show_verdicts(list(verdicts), self.scene.dark)
        self._counts = (
            sum(1 for v in verdicts if v.severity == ERROR),
            sum(1 for v in verdicts if v.severity == WARNING),
        )
        self._show_verdict_count()
        if build.gpus and self.gpu_combo.currentData() not in build.cards:
            index = self.gpu_combo.findData(build.gpus[0].model)
            if index >= 0:
                self._syncing = True
                try:
                    self.gpu_combo.setCurrentIndex(index)
                finally:
                    self._syncing = False
        self._on_scene_selection()
        self._sync_count()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            # the theme changed: repaint the drawing and the verdict colours for it
            dark = palette_is_dark(self.palette())
            if dark != self.scene.dark:
                self.scene.set_dark(dark)
                diagram = self.scene.diagram
                if diagram is not None:
                    self.verdicts.show_verdicts([m.verdict for m in diagram.marked], dark)

    def _set_enabled(self, on: bool) -> None:
        for w in (
            self.gpu_combo,
            self.count_spin,
            self.add_button,
            self.remove_button,
            self.export_png_button,
            self.export_svg_button,
            self.palette_list,
        ):
            w.setEnabled(on)

    def add_to_compare(self) -> str | None:
        """ "Add to compare": the build shown (the changed build, else the selection) into
        the comparison. Returns the reason when refused, else None; either outcome is said
        through :attr:`compare_message` (a refusal in :attr:`message` too)."""
        if self._add_to_compare is None:
            return self.tr("no comparison to add to")
        reason = self._add_to_compare()
        if reason is not None:
            self._say(lambda: "⚠ " + tr_text(reason))
            self.compare_message.emit(tr_text(reason))
            return reason
        self._say(str)
        self.compare_message.emit(self.tr("Added the build shown to the comparison"))
        return None

    # -- edits ---------------------------------------------------------------------------
    def _apply(self, make: Callable[[], Build], text: Text | str) -> bool:
        """Make the edited build and hand it to the undoable edit with ``text`` (what
        changed: the Edit menu's "Undo …", worded in the window's language, again after a
        change of language); a refusal is shown."""
        try:
            build = make()
        except EditError as exc:
            why = exc.args[0] if exc.args else str(exc)
            self._say(lambda: "⚠ " + tr_text(why))
            return False
        self._say(str)
        self._edit(build, text)
        return True

    def _on_move(self, card: int, opening: int) -> None:
        build, catalog = self.build, self._catalog
        if build is None or catalog is None:
            return
        slot = self.scene.diagram.slot_at(opening) if self.scene.diagram else None
        if slot is not None:
            text = QT_TRANSLATE_NOOP("DiagramPanel", "move card {card} to PCIe {slot}").format(
                card=card + 1, slot=slot.index + 1
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "DiagramPanel", "move card {card} to opening {opening}"
            ).format(card=card + 1, opening=opening)
        if self._apply(lambda: move_card(build, catalog, card, opening), text):
            self.scene.select_keys([("card", card)])

    def _on_drop(self, model: str, opening: int) -> None:
        build, catalog = self.build, self._catalog
        if build is None or catalog is None:
            return
        diagram = self.scene.diagram
        slot = diagram.slot_at(opening) if diagram is not None else None
        if slot is not None and slot.card is not None:
            n, c = slot.index + 1, slot.card + 1
            self._say(
                lambda: (
                    "⚠ "
                    + self.tr(
                        "PCIe {n} holds card {c}: drop on an empty slot, or move that card first"
                    ).format(n=n, c=c)
                )
            )
            return
        if slot is not None:
            text = QT_TRANSLATE_NOOP("DiagramPanel", "add {model} in PCIe {slot}").format(
                model=model, slot=slot.index + 1
            )
        else:
            text = QT_TRANSLATE_NOOP("DiagramPanel", "add {model} at opening {opening}").format(
                model=model, opening=opening
            )
        self._apply(lambda: add_card(build, catalog, model, opening), text)

    def _on_add_model(self, model: str) -> None:
        build, catalog = self.build, self._catalog
        if build is None or catalog is None:
            return
        self._apply(
            lambda: add_card(build, catalog, model),
            QT_TRANSLATE_NOOP("DiagramPanel", "add {model}").format(model=model),
        )

    def _on_add_current(self) -> None:
        # The GPU box's model: it follows the selected card and the GPU list's current row.
        model = self.gpu_combo.currentData()
        if model:
            self._on_add_model(model)

    def _on_remove(self, card: int) -> None:
        build = self.build
        if build is None:
            return
        model = build.cards[card] if 0 <= card < len(build.cards) else "?"
        if self._apply(
            lambda: remove_card(build, card),
            QT_TRANSLATE_NOOP("DiagramPanel", "remove card {card} ({model})").format(
                card=card + 1, model=model
            ),
        ):
            self.scene.select_keys([])

    def _on_remove_selected(self) -> None:
        card = self.scene.selected_card()
        if card is None:
            self._say(lambda: "⚠ " + self.tr("select a card to remove (click it, or Tab to it)"))
            return
        self._on_remove(card)

    def _on_count(self, count: int) -> None:
        build, catalog, model = self.build, self._catalog, self.gpu_combo.currentData()
        if self._syncing or build is None or catalog is None or not model:
            return
        if not self._apply(
            lambda: set_gpu_count(build, catalog, model, count), f"{count} × {model}"
        ):
            self._sync_count()

    def _sync_count(self) -> None:
        build, model = self.build, self.gpu_combo.currentData()
        self._syncing = True
        try:
            self.count_spin.setValue(sum(1 for m in (build.cards if build else ()) if m == model))
        finally:
            self._syncing = False

    def _on_combo_changed(self) -> None:
        model = self.gpu_combo.currentData()
        if model and self.palette_list.current_model() != model:
            self.palette_list.blockSignals(True)
            try:
                self.palette_list.select_model(model)
            finally:
                self.palette_list.blockSignals(False)
        self._sync_count()

    def _on_palette_current(self, current, _previous) -> None:
        if current is None:
            return
        index = self.gpu_combo.findData(current.data(Qt.ItemDataRole.UserRole))
        if index >= 0:
            self.gpu_combo.setCurrentIndex(index)

    # -- selection both ways -------------------------------------------------------------
    def _on_scene_selection(self) -> None:
        if self._syncing:
            return
        diagram = self.scene.diagram
        if diagram is None:
            return
        keys = set(self.scene.selected_keys())
        indices = {i for i, m in enumerate(diagram.marked) if keys.intersection(m.targets)}
        self.verdicts.select_indices(indices)
        card = self.scene.selected_card()
        if card is not None and 0 <= card < len(diagram.cards):
            self._syncing = True
            try:
                index = self.gpu_combo.findData(diagram.cards[card].model)
                if index >= 0:
                    self.gpu_combo.setCurrentIndex(index)
            finally:
                self._syncing = False
            self._sync_count()

    def _on_verdict_selection(self) -> None:
        diagram = self.scene.diagram
        if diagram is None:
            return
        keys: list[ItemKey] = []
        for i in self.verdicts.selected_indices():
            if 0 <= i < len(diagram.marked):
                keys += [k for k in diagram.marked[i].targets if k not in keys]
        self._syncing = True
        try:
            self.scene.select_keys(keys)
        finally:
            self._syncing = False
        if keys and keys[0] in self.scene.items_by_key:
            self.view.ensureVisible(self.scene.items_by_key[keys[0]])

    # -- export --------------------------------------------------------------------------
    def _export(self, kind: str) -> None:
        diagram = self.scene.diagram
        if diagram is None:
            return
        name = (
            "".join(ch if ch.isalnum() or ch in "-_." else "-" for ch in diagram.title)[:60]
            or "diagram"
        )
        target = ask_save_path(
            self,
            self.tr("Export diagram"),
            f"{name}.{kind}",
            f".{kind}",
            self.tr("PNG image (*.png)") if kind == "png" else self.tr("SVG image (*.svg)"),
        )
        if target is None:
            return
        if target.is_dir():
            self._say(
                lambda: (
                    "⚠ "
                    + self.tr("{path} is a folder: choose a file name").format(path=str(target))
                )
            )
            return
        if not target.parent.is_dir():
            self._say(
                lambda: (
                    "⚠ "
                    + self.tr("The folder {path} does not exist").format(path=str(target.parent))
                )
            )
            return
        try:
            if kind == "png":
                self.scene.export_png(target)
            else:
                self.scene.export_svg(target)
        except OSError as exc:
            reason = str(exc) or type(exc).__name__
            self._say(
                lambda: (
                    "⚠ "
                    + self.tr("The diagram could not be exported: {reason}").format(reason=reason)
                )
            )
            return
        self._say(lambda: self.tr("Diagram exported to {path}").format(path=str(target)))
