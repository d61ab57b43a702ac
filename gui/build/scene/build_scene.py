"""The live chassis and slot diagram scene, drawn from a
:class:`rigwright.core.build.diagram.BuildDiagram` (see docs/chassis-diagram.md).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QImage,
    QKeySequence,
    QPainter,
)
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
)

from rigwright.core.build.diagram import (
    SLOT_PITCH_MM,
    BayItem,
    BridgeItem,
    BuildDiagram,
    CardItem,
    DimmItem,
    ItemKey,
    PsuItem,
    Rect,
    SlotItem,
    SocketItem,
)
from rigwright.core.build.rules import ERROR, WARNING
from rigwright.core.io.files import write_atomically
from rigwright.gui.build.scene.drawing import colours, palette_is_dark
from rigwright.gui.build.scene.items import DiagramItem
from rigwright.gui.build.scene.painting import ItemPainter
from rigwright.gui.build.scene.words import _known_word, slot_label, subtitle_text, word
from rigwright.gui.build.verdicts import severity_text, verdict_texts
from rigwright.gui.widgets.i18n import current_language, language_changed, tr_text


def _wanted_items(diagram: BuildDiagram) -> dict[ItemKey, tuple[object, Rect, QRectF | None]]:
    """Every item ``diagram`` draws: key -> (model, rect, extent or None for the rect's)."""
    wanted: dict[ItemKey, tuple[object, Rect, QRectF | None]] = {}
    wanted[("chassis",)] = (diagram, diagram.chassis_rect, None)
    wanted[("title",)] = (
        diagram,
        Rect(diagram.scene_rect.x, -66.0, diagram.scene_rect.w, 56.0),
        None,
    )
    wanted[("board",)] = (diagram, diagram.board_rect, None)
    for s in diagram.sockets:
        wanted[("socket", s.index)] = (s, s.rect, None)
    for d in diagram.dimms:
        wanted[("dimm", d.socket, d.index)] = (d, d.rect, None)
    openings = [s.opening for s in diagram.slots] + [diagram.openings]
    for k, s in enumerate(diagram.slots):
        # the connector, and its label in the column outside the rear wall, as tall as
        # the openings up to the next slot
        x0 = diagram.scene_rect.x - s.rect.x + 4
        spacing = max(1, openings[k + 1] - s.opening)
        extent = QRectF(x0, -2, s.rect.w - x0, min(2, spacing) * SLOT_PITCH_MM - 4)
        wanted[("slot", s.opening)] = (s, s.rect, extent)
    for c in diagram.cards:
        wanted[("card", c.index)] = (c, c.rect, None)
    for b in diagram.bridges:
        wanted[("bridge", b.index)] = (b, b.rect, None)
    for b in diagram.bays:
        wanted[("bay", b.index)] = (b, b.rect, None)
    for p in diagram.psus:
        wanted[("psu", p.index)] = (p, p.rect, None)
    for k, a in enumerate(diagram.airflow):
        x0, x1 = sorted((a.start[0], a.end[0]))
        wanted[("airflow", k)] = (a, Rect(x0, a.start[1] - 12, x1 - x0, 24), None)
    if any(not c.is_placed for c in diagram.cards):
        first = min((c.rect for c in diagram.cards if not c.is_placed), key=lambda r: r.y)
        wanted[("tray",)] = (diagram, Rect(first.x, first.y - 24, 300, 20), None)
    return wanted


class BuildScene(ItemPainter, QGraphicsScene):
    """The diagram of one build. :meth:`set_diagram` (re)draws it, updating items in place.

    Signals:
        card_move_requested(card, opening): a card was dragged (or moved with the keyboard)
            to the slot at ``opening``.
        card_drop_requested(model, opening): a GPU was dropped on the slot at ``opening``.
        card_remove_requested(card): Delete on a card.
        card_add_requested(): Insert / + (a card of the palette's GPU).
        selection_keys_changed(): the selected items changed.

    Attributes:
        items_by_key: model key -> item, for every drawn object.
        diagram: the diagram drawn, or None.
        lang: the language the drawing's words are in: a quote's ("zh_CN", "zh_TW", "en"),
            or None for the window's (followed when it changes: :meth:`retranslate`).
        customer: drawn for a customer document (the quote PDF): each PSU shows its rating
            and ``psu_note`` (its headroom, or that it is sized at assembly), never the
            engineer's load gauges or "not stated".
        psu_note: the line under each PSU when ``customer``
            (:meth:`rigwright.core.quote.assurance.QuotedPsu.diagram_note`), or "".
    """

    card_move_requested = Signal(int, int)
    card_drop_requested = Signal(str, int)
    card_remove_requested = Signal(int)
    card_add_requested = Signal()
    selection_keys_changed = Signal()

    MARGIN = 10.0

    def __init__(
        self,
        parent=None,
        lang: str | None = None,
        dark: bool | None = None,
        customer: bool = False,
    ) -> None:
        super().__init__(parent)
        self.lang = lang
        self.customer = customer
        self.psu_note = ""
        self.dark = palette_is_dark() if dark is None else dark
        self.c = colours(self.dark)
        self.items_by_key: dict[ItemKey, DiagramItem] = {}
        self.diagram: BuildDiagram | None = None
        self.dragging_card: DiagramItem | None = None
        self.drop_opening: int | None = None
        self._title: DiagramItem | None = None
        self.selectionChanged.connect(self.selection_keys_changed)
        if lang is None:
            language_changed().connect(self.retranslate)

    def retranslate(self) -> None:
        """The window's language changed: explain every item (tooltips) and paint every
        worded item again in it."""
        for key, item in self.items_by_key.items():
            item.setToolTip(self.tooltip(key))
        self.update()

    # -- drawing -------------------------------------------------------------------------
    def set_dark(self, dark: bool) -> None:
        """Paint with dark-background colours (True) or light ones."""
        if dark != self.dark:
            self.dark, self.c = dark, colours(dark)
            self.setBackgroundBrush(QBrush(self.c["bg"]))
            self.update()

    def set_diagram(self, diagram: BuildDiagram | None) -> None:
        """Draw ``diagram`` (None: nothing), keeping the items of keys that stay and the
        selection."""
        self.diagram = diagram
        self.setBackgroundBrush(QBrush(self.c["bg"]))
        if diagram is None:
            for item in self.items_by_key.values():
                self.removeItem(item)
            self.items_by_key = {}
            return
        selected = self.selected_keys()
        wanted = _wanted_items(diagram)
        for key in list(self.items_by_key):
            if key not in wanted:
                self.removeItem(self.items_by_key.pop(key))
        for key, (model, rect, extent) in wanted.items():
            self._place(diagram, key, model, rect, extent)
        r = diagram.scene_rect
        self.setSceneRect(QRectF(r.x, r.y, r.w, r.h))
        self.select_keys([k for k in selected if k in self.items_by_key])

    def _place(
        self,
        diagram: BuildDiagram,
        key: ItemKey,
        model: object,
        rect: Rect,
        extent: QRectF | None,
    ) -> None:
        """Add or update the item of ``key`` (unchanged items are left as they are)."""
        # What the item shows: its own model, or for the whole-diagram items the parts of
        # the diagram they draw, and the verdicts on it. An item whose look is unchanged
        # is neither repainted nor re-tooltipped (most items, for most edits).
        own = (
            model
            if model is not diagram
            else (
                (
                    diagram.title,
                    diagram.subtitle,
                    diagram.gpu_range,
                    diagram.board_note,
                    diagram.notes,
                    rect,
                )
            )
        )
        look = (own, rect, extent, tuple(v for v in diagram.verdicts_for(key)))
        item = self.items_by_key.get(key)
        if item is None:
            item = DiagramItem(self, key, model, rect)
            if extent is not None:
                item.extent = extent
            if key[0] in ("airflow", "title", "tray"):
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
            self.addItem(item)
            self.items_by_key[key] = item
        elif item.look == look and item.pos() == QPointF(rect.x, rect.y):
            item.model = model
            return
        else:
            item.update_model(model, rect, extent)
        item.look = look
        item.setToolTip(self.tooltip(key))

    def tooltip(self, key: ItemKey) -> str:
        """What hovering ``key`` shows: the item, then each verdict's message concerning it."""
        d = self.diagram
        if d is None:
            return ""
        head = self.describe(key)
        lines = [head] if head else []
        for v in d.verdicts_for(key):
            message, fix = verdict_texts(v)
            severity = severity_text(v.severity)
            lines.append(
                self.tr("{severity}: {message} — fix: {fix}").format(
                    severity=severity, message=message, fix=fix
                )
                if fix
                else self.tr("{severity}: {message}").format(severity=severity, message=message)
            )
        return "\n".join(lines)

    def describe(self, key: ItemKey) -> str:
        """One line on the item ``key`` (its figures)."""
        item = self.items_by_key.get(key)
        m = item.model if item is not None else None
        if isinstance(m, CardItem):
            parts = [
                self.tr("card {n}: {model}").format(n=m.index + 1, model=m.model),
                word("slots", None, n=m.slot_width),
                f"{m.board_power_w} W" if m.board_power_w is not None else self.tr("power unknown"),
                f"{m.length_mm:g} mm"
                if m.length_mm is not None
                else self.tr("length unknown (drawn 267 mm)"),
                _known_word(m.cooler, None),
            ]
            if m.link_lanes is not None:
                parts.append(self.tr("PCIe link x{n}").format(n=m.link_lanes))
            return " · ".join(parts)
        if isinstance(m, SlotItem):
            return self.tr("{label} · {attached} ({basis}) · opening {opening}").format(
                label=slot_label(m, None),
                attached=_known_word(m.attached_to, None),
                basis=tr_text(m.basis),
                opening=m.opening,
            )
        if isinstance(m, PsuItem):
            if m.rating_w is None:
                return self.tr("PSU not stated by the build")
            parts = [self.tr("PSU {n}: {rating} W").format(n=m.index + 1, rating=m.rating_w)]
            if m.sustained_w is not None:
                parts.append(
                    self.tr("sustained {w} W (limit {limit} W at 80 %)").format(
                        w=m.sustained_w, limit=m.sustained_limit_w
                    )
                )
            if m.peak_w is not None:
                parts.append(
                    self.tr("peak {w} W (limit {limit} W)").format(w=m.peak_w, limit=m.peak_limit_w)
                    if m.peak_limit_w
                    else self.tr("peak {w} W").format(w=m.peak_w)
                )
            return " · ".join(parts)
        if isinstance(m, SocketItem):
            cpu = tr_text(m.cpu_text) if not m.stated else m.cpu
            return f"CPU {m.index + 1}: {cpu}" + (f" · {m.power_w} W" if m.power_w else "")
        if isinstance(m, DimmItem):
            if m.module_gb:
                return self.tr("DIMM {socket}-{slot}: {gb} GB").format(
                    socket=m.socket + 1, slot=m.index + 1, gb=m.module_gb
                )
            return self.tr("DIMM {socket}-{slot}: empty").format(
                socket=m.socket + 1, slot=m.index + 1
            )
        if isinstance(m, BayItem):
            return self.tr("drive bay {n}: {drive}").format(n=m.index + 1, drive=self.drive_text(m))
        if isinstance(m, BridgeItem):
            return self.tr("NVLink bridge: cards {a} and {b}").format(
                a=m.cards[0] + 1, b=m.cards[1] + 1
            )
        if key == ("board",) and self.diagram is not None:
            return tr_text(self.diagram.board_note)
        if key == ("chassis",) and self.diagram is not None:
            notes = self.tr("; ").join(tr_text(n) for n in self.diagram.notes)
            return self.tr("{chassis}: {notes}").format(
                chassis=self.diagram.build.chassis, notes=notes
            )
        return ""

    def drive_text(self, bay: BayItem) -> str:
        """The drive in ``bay`` worded in the scene's language (the window's when it has
        none): "28TB storage" in English for the seed's "28TB存儲"."""
        return bay.drive_text(self.lang or current_language())

    def summary(self) -> str:
        """The drawing in words, for a screen reader (the view's accessible description): the
        build, its cards, each PSU's gauges and the verdicts' count, in the window's language."""
        d = self.diagram
        if d is None:
            return ""
        lines = [d.title, subtitle_text(d, None)]
        lines += [self.describe(("psu", p.index)) for p in d.psus]
        errors = sum(1 for m in d.marked if m.verdict.severity == ERROR)
        warnings = sum(1 for m in d.marked if m.verdict.severity == WARNING)
        lines.append(self.tr("Errors: {e}; warnings: {w}").format(e=errors, w=warnings))
        return "\n".join(line for line in lines if line)

    # -- painting ------------------------------------------------------------------------

    def selected_keys(self) -> list[ItemKey]:
        """The keys of the selected items."""
        return [i.key for i in self.selectedItems() if isinstance(i, DiagramItem)]

    def select_keys(self, keys: list[ItemKey]) -> None:
        """Select exactly the items of ``keys`` (unknown keys ignored)."""
        self.blockSignals(True)
        try:
            self.clearSelection()
            for key in keys:
                item = self.items_by_key.get(key)
                if item is not None:
                    item.setSelected(True)
        finally:
            self.blockSignals(False)
        self.selection_keys_changed.emit()

    def selected_card(self) -> int | None:
        """The selected card's index, or None."""
        cards = [k[1] for k in self.selected_keys() if k[0] == "card"]
        return cards[0] if cards else None  # type: ignore[return-value]

    # -- interaction ---------------------------------------------------------------------
    def opening_at(self, y: float) -> int | None:
        """The opening of the slot nearest scene height ``y`` (within a slot pitch), or None."""
        d = self.diagram
        if d is None or not d.slots:
            return None
        best = min(d.slots, key=lambda s: abs(s.rect.y + SLOT_PITCH_MM / 2 - y))
        if abs(best.rect.y + SLOT_PITCH_MM / 2 - y) > SLOT_PITCH_MM * 1.5:
            return None
        return best.opening

    def drop_card(self, item: DiagramItem, y: float) -> None:
        """A dragged card was released with its top slot band at ``y``: ask to move it there,
        or put it back."""
        card: CardItem = item.model  # type: ignore[assignment]
        opening = self.opening_at(y)
        if opening is None or opening == card.opening:
            item.setPos(card.rect.x, card.rect.y)
            return
        self.card_move_requested.emit(card.index, opening)
        if self.diagram is not None and item.model is card:  # the edit was refused
            item.setPos(card.rect.x, card.rect.y)

    def keyPressEvent(self, event) -> None:
        card = self.selected_card()
        key = event.key()
        if key in (Qt.Key.Key_Insert, Qt.Key.Key_Plus):
            self.card_add_requested.emit()
            event.accept()
            return
        if card is not None and self.diagram is not None:
            if event.matches(QKeySequence.StandardKey.Delete) or key == Qt.Key.Key_Backspace:
                self.card_remove_requested.emit(card)
                event.accept()
                return
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                model = self.diagram.cards[card]
                openings = [s.opening for s in self.diagram.slots]
                if model.opening in openings:
                    k = openings.index(model.opening) + (-1 if key == Qt.Key.Key_Up else 1)
                    if 0 <= k < len(openings):
                        self.card_move_requested.emit(card, openings[k])
                event.accept()
                return
        super().keyPressEvent(event)

    def step_card(self, forward: bool = True) -> bool:
        """Select the next (or previous) card; False when there is none to step to."""
        d = self.diagram
        if d is None or not d.cards:
            return False
        current = self.selected_card()
        order = sorted(
            d.cards, key=lambda c: (c.opening if c.opening is not None else 10_000, c.index)
        )
        indices = [c.index for c in order]
        if current is None:
            nxt = indices[0] if forward else indices[-1]
        else:
            k = indices.index(current) + (1 if forward else -1)
            if not 0 <= k < len(indices):
                return False
            nxt = indices[k]
        self.select_keys([("card", nxt)])
        item = self.items_by_key[("card", nxt)]
        item.setFocus()
        for view in self.views():
            view.ensureVisible(item)
        return True

    # -- export --------------------------------------------------------------------------
    def render_to(self, painter: QPainter, target: QRectF, *, dark: bool = False) -> None:
        """Paint the whole diagram into ``target`` (vector on a PDF or SVG painter), aspect
        kept, without the selection, in light (printable) or dark colours."""
        selected = self.selected_keys()
        was_dark, drop = self.dark, self.drop_opening
        self.blockSignals(True)
        self.clearSelection()
        self.drop_opening = None
        self.set_dark(dark)
        try:
            self.render(painter, target, self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        finally:
            self.set_dark(was_dark)
            self.drop_opening = drop
            self.select_keys(selected)
            self.blockSignals(False)

    def export_png(self, path: Path, scale: float = 2.0, *, dark: bool = False) -> Path:
        """Write the diagram as a PNG, ``scale`` pixels per millimetre.

        Raises:
            OSError: the file cannot be written
                (:class:`rigwright.core.io.files.TargetError` names the path and the reason:
                a folder, a device, a read-only file, a full disk).
        """
        rect = self.sceneRect()
        image = QImage(
            QSize(max(1, int(rect.width() * scale)), max(1, int(rect.height() * scale))),
            QImage.Format.Format_ARGB32,
        )
        image.fill(colours(dark)["bg"])
        painter = QPainter(image)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        try:
            self.render_to(painter, QRectF(0, 0, image.width(), image.height()), dark=dark)
        finally:
            painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise OSError(
                self.tr("cannot write {path}: the image could not be encoded").format(path=path)
            )
        buffer.close()
        write_atomically(path, bytes(data.data()))
        return path

    def export_svg(self, path: Path, *, dark: bool = False) -> Path:
        """Write the diagram as an SVG (vector; one unit per millimetre).

        Raises:
            OSError: the file cannot be written (as :meth:`export_png`).
        """
        rect = self.sceneRect()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer)
        generator.setSize(QSize(int(rect.width()), int(rect.height())))
        generator.setViewBox(QRectF(0, 0, rect.width(), rect.height()))
        generator.setTitle(
            self.diagram.title if self.diagram is not None else self.tr("Rigwright diagram")
        )
        generator.setDescription(self.tr("Chassis and slot diagram (Rigwright)"))
        painter = QPainter()
        if not painter.begin(generator):
            raise OSError(self.tr("cannot write {path}").format(path=path))
        try:
            painter.fillRect(QRectF(0, 0, rect.width(), rect.height()), colours(dark)["bg"])
            self.render_to(painter, QRectF(0, 0, rect.width(), rect.height()), dark=dark)
        finally:
            painter.end()
        buffer.close()
        if data.isEmpty():
            raise OSError(self.tr("cannot write {path}: the drawing is empty").format(path=path))
        write_atomically(path, bytes(data.data()))
        return path
