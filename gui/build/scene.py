"""The live chassis and slot diagram: a ``QGraphicsScene`` drawn from a
:class:`rigwright.core.build.diagram.BuildDiagram`, one item per model object, in the manner of
orange-canvas-core's ``CanvasScene`` (a dict from model key to item, updated in place).

The core decides where everything goes and what the rules say about it (one scene unit is one
millimetre); the items here only paint. The same painting code draws the window, the PNG and
SVG exports and the quote PDF (:meth:`BuildScene.render_to`).

Interaction (the scene and view report intentions as signals; :class:`DiagramPanel` turns
them into edits of the build through the state's undo stack):

* drag a card to another slot (the cards swap when the slot is taken);
* drop a GPU from the parts palette (or anything carrying :data:`GPU_MIME`) on a slot;
* Delete removes the selected card; Up / Down move it one slot; Insert or + adds a card of the
  palette's GPU; Tab / Shift+Tab walk through the cards.

Words: a scene made for a quote (``BuildScene(lang="zh_CN")``) paints in the quote's language
from this module's own table (:data:`_WORDS`, :func:`word`); the window's scene (``lang=None``)
paints and explains its items in the window's language through Qt's translator, and repaints
them when that language changes (:func:`rigwright.gui.widgets.i18n.language_changed`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QEvent,
    QIODevice,
    QMimeData,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetrics,
    QImage,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QStyleOptionGraphicsItem,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.build.diagram import (
    SLOT_PITCH_MM,
    Airflow,
    BayItem,
    BridgeItem,
    BuildDiagram,
    CardItem,
    DimmItem,
    EditError,
    ItemKey,
    PsuItem,
    Rect,
    SlotItem,
    SocketItem,
    add_card,
    build_diagram,
    move_card,
    remove_card,
    set_gpu_count,
)
from rigwright.core.build.model import MAX_GPUS_PER_LINE, Build
from rigwright.core.build.rules import ERROR, INFO, WARNING, Verdict
from rigwright.core.catalog.model import Catalog
from rigwright.core.io.files import write_atomically
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.build.verdicts import rule_title, severity_text, verdict_texts
from rigwright.gui.widgets.fonts import pixel_font
from rigwright.gui.widgets.help import set_help_topic
from rigwright.gui.widgets.i18n import Retranslating, current_language, language_changed, tr_text
from rigwright.gui.widgets.message_area import ask_save_path
from rigwright.gui.widgets.theme import is_dark

CONNECTOR_GAP = 8.0
"""Gap between the card's bracket and the drawn PCIe fingers, mm (drawing only)."""


GPU_MIME = "application/x-rigwright-gpu"
"""The MIME type of a dragged GPU: the model's canonical name, UTF-8."""

# ----------------------------------------------------------------------------- words

_WORDS: dict[str, dict[str, str]] = {
    "rear": {"en": "rear", "zh_CN": "后部", "zh_TW": "後部"},
    "front": {"en": "front", "zh_CN": "前部", "zh_TW": "前部"},
    "intake": {"en": "air in", "zh_CN": "进风", "zh_TW": "進風"},
    "exhaust": {"en": "air out", "zh_CN": "出风", "zh_TW": "出風"},
    "blower exhaust": {"en": "blower exhaust", "zh_CN": "涡轮排风", "zh_TW": "渦輪排風"},
    "psu": {"en": "PSU {n}", "zh_CN": "电源 {n}", "zh_TW": "電源 {n}"},
    "psu_not_stated": {"en": "PSU not stated", "zh_CN": "电源未注明", "zh_TW": "電源未註明"},
    "sustained": {"en": "sustained", "zh_CN": "持续", "zh_TW": "持續"},
    "peak": {"en": "peak", "zh_CN": "峰值", "zh_TW": "峰值"},
    "load_unknown": {"en": "load unknown", "zh_CN": "负载未知", "zh_TW": "負載未知"},
    "load_total": {"en": "load {w} W", "zh_CN": "负载 {w} W", "zh_TW": "負載 {w} W"},
    "cpu": {"en": "CPU {n}", "zh_CN": "CPU {n}", "zh_TW": "CPU {n}"},
    "slots": {"en": "{n}-slot", "zh_CN": "占 {n} 槽", "zh_TW": "佔 {n} 槽"},
    "link": {"en": "link x{n}", "zh_CN": "链路 x{n}", "zh_TW": "鏈路 x{n}"},
    "no_slot": {
        "en": "no slot: these cards do not fit",
        "zh_CN": "无插槽：这些卡放不下",
        "zh_TW": "無插槽：這些卡放不下",
    },
    "empty": {"en": "empty", "zh_CN": "空", "zh_TW": "空"},
    "blower": {"en": "blower", "zh_CN": "涡轮散热", "zh_TW": "渦輪散熱"},
    "open-air": {"en": "open-air", "zh_CN": "开放式散热", "zh_TW": "開放式散熱"},
    "passive": {"en": "passive", "zh_CN": "被动散热", "zh_TW": "被動散熱"},
    "unknown": {"en": "cooler n/a", "zh_CN": "散热未知", "zh_TW": "散熱未知"},
    "PCIe switch": {"en": "PCIe switch", "zh_CN": "PCIe 交换芯片", "zh_TW": "PCIe 交換晶片"},
    "range": {
        "en": "selection guide: {low}-{high} GPUs",
        "zh_CN": "选型指南：{low}-{high} 块 GPU",
        "zh_TW": "選型指南：{low}-{high} 塊 GPU",
    },
    "no_gpu": {"en": "no GPU", "zh_CN": "无 GPU", "zh_TW": "無 GPU"},
    "cpu_not_stated": {"en": "CPU not stated", "zh_CN": "CPU 未注明", "zh_TW": "CPU 未註明"},
    "slot_label": {
        "en": "PCIe {n} · x{lanes}",
        "zh_CN": "PCIe {n} · x{lanes}",
        "zh_TW": "PCIe {n} · x{lanes}",
    },
    "slot_label_el": {
        "en": "PCIe {n} · x{lanes} (x{el} el.)",
        "zh_CN": "PCIe {n} · x{lanes}（电气 x{el}）",
        "zh_TW": "PCIe {n} · x{lanes}（電氣 x{el}）",
    },
    "gauge_unknown": {
        "en": "{label}: load unknown",
        "zh_CN": "{label}：负载未知",
        "zh_TW": "{label}：負載未知",
    },
}

# The same words for the window, in its language (Qt's translator; lupdate reads these).
_WINDOW_WORDS: dict[str, Text] = {
    "rear": QT_TRANSLATE_NOOP("BuildScene", "rear"),
    "front": QT_TRANSLATE_NOOP("BuildScene", "front"),
    "intake": QT_TRANSLATE_NOOP("BuildScene", "air in"),
    "exhaust": QT_TRANSLATE_NOOP("BuildScene", "air out"),
    "blower exhaust": QT_TRANSLATE_NOOP("BuildScene", "blower exhaust"),
    "psu": QT_TRANSLATE_NOOP("BuildScene", "PSU {n}"),
    "psu_not_stated": QT_TRANSLATE_NOOP("BuildScene", "PSU not stated"),
    "sustained": QT_TRANSLATE_NOOP("BuildScene", "sustained"),
    "peak": QT_TRANSLATE_NOOP("BuildScene", "peak"),
    "load_unknown": QT_TRANSLATE_NOOP("BuildScene", "load unknown"),
    "load_total": QT_TRANSLATE_NOOP("BuildScene", "load {w} W"),
    "cpu": QT_TRANSLATE_NOOP("BuildScene", "CPU {n}"),
    "slots": QT_TRANSLATE_NOOP("BuildScene", "{n}-slot"),
    "link": QT_TRANSLATE_NOOP("BuildScene", "link x{n}"),
    "no_slot": QT_TRANSLATE_NOOP("BuildScene", "no slot: these cards do not fit"),
    "empty": QT_TRANSLATE_NOOP("BuildScene", "empty"),
    "blower": QT_TRANSLATE_NOOP("BuildScene", "blower"),
    "open-air": QT_TRANSLATE_NOOP("BuildScene", "open-air"),
    "passive": QT_TRANSLATE_NOOP("BuildScene", "passive"),
    "unknown": QT_TRANSLATE_NOOP("BuildScene", "cooler n/a"),
    "PCIe switch": QT_TRANSLATE_NOOP("BuildScene", "PCIe switch"),
    "range": QT_TRANSLATE_NOOP("BuildScene", "selection guide: {low}-{high} GPUs"),
    "no_gpu": QT_TRANSLATE_NOOP("BuildScene", "no GPU"),
    "cpu_not_stated": QT_TRANSLATE_NOOP("BuildScene", "CPU not stated"),
    "slot_label": QT_TRANSLATE_NOOP("BuildScene", "PCIe {n} · x{lanes}"),
    "slot_label_el": QT_TRANSLATE_NOOP("BuildScene", "PCIe {n} · x{lanes} (x{el} el.)"),
    "gauge_unknown": QT_TRANSLATE_NOOP("BuildScene", "{label}: load unknown"),
}


def word(key: str, lang: str | None = "en", **params: object) -> str:
    """The diagram's word ``key`` in ``lang`` (zh_CN, zh_TW, en; others fall back to en), or
    with ``lang`` None in the window's language (Qt's translator, as it is now).

    Raises:
        KeyError: unknown ``key`` or a placeholder missing from ``params``.
    """
    if lang is None:
        return tr_text(_WINDOW_WORDS[key].format(**params))
    table = _WORDS[key]
    return table.get(lang, table["en"]).format(**params)


def slot_label(slot: SlotItem, lang: str | None = "en") -> str:
    """ "PCIe 1 · x16", or "PCIe 7 · x16 (x8 el.)" when fewer lanes are wired, in ``lang``
    (None: the window's language)."""
    if slot.electrical_lanes is not None and slot.electrical_lanes != slot.physical_lanes:
        return word(
            "slot_label_el",
            lang,
            n=slot.index + 1,
            lanes=slot.physical_lanes,
            el=slot.electrical_lanes,
        )
    return word("slot_label", lang, n=slot.index + 1, lanes=slot.physical_lanes)


def subtitle_text(diagram: BuildDiagram, lang: str | None = "en") -> str:
    """The diagram's second line: chassis · CPUs · memory · GPUs ("no GPU" in ``lang``; the
    core's own line in the window's language for ``lang`` None)."""
    if lang is None:
        return tr_text(diagram.subtitle)
    build = diagram.build
    sockets = max(1, sum(c.count for c in build.cpus))
    gpus = " + ".join(f"{line.count} × {line.model}" for line in build.gpus) or word("no_gpu", lang)
    return f"{build.chassis} · {sockets} × CPU · {build.memory_gb} GB · {gpus}"


def _known_word(key: str, lang: str | None) -> str:
    """``key`` as a word of the diagram when it is one ("PCIe switch", a cooler), else as it is
    ("CPU 1", a part's name)."""
    return word(key, lang) if key in _WORDS else key


# ----------------------------------------------------------------------------- colours

_LIGHT = {
    "bg": "#ffffff",
    "ink": "#1f2933",
    "muted": "#616e7c",
    "faint": "#9aa5b1",
    "case": "#f5f7fa",
    "case_edge": "#52606d",
    "board": "#e3ece0",
    "board_edge": "#7d9a74",
    "socket": "#c9d3dc",
    "socket_edge": "#52606d",
    "dimm": "#3e4c59",
    "dimm_empty": "#c3ccd5",
    "connector": "#3e4c59",
    "card": "#dbe7f3",
    "card_edge": "#4a6b8a",
    "bracket": "#8795a1",
    "fan": "#4a6b8a",
    "bridge": "#5b8c00",
    "bay": "#ece6da",
    "bay_edge": "#8a7a5c",
    "psu": "#ece6da",
    "psu_edge": "#8a7a5c",
    "gauge_bg": "#ffffff",
    "ok": "#2f9e44",
    "warn": "#e67700",
    "bad": "#c92a2a",
    "air": "#1c7ed6",
    "select": "#1971c2",
    "drop": "#37b24d",
    "error": "#c92a2a",
    "warning": "#e67700",
    "info": "#5c7cfa",
}
_DARK = {
    "bg": "#1e2227",
    "ink": "#e9ecef",
    "muted": "#adb5bd",
    "faint": "#6c757d",
    "case": "#2a2f36",
    "case_edge": "#adb5bd",
    "board": "#26352a",
    "board_edge": "#6f9a68",
    "socket": "#3b444e",
    "socket_edge": "#adb5bd",
    "dimm": "#ced4da",
    "dimm_empty": "#495057",
    "connector": "#ced4da",
    "card": "#2b3f55",
    "card_edge": "#8fb3d9",
    "bracket": "#868e96",
    "fan": "#8fb3d9",
    "bridge": "#94d82d",
    "bay": "#3d3a33",
    "bay_edge": "#c2a878",
    "psu": "#3d3a33",
    "psu_edge": "#c2a878",
    "gauge_bg": "#1e2227",
    "ok": "#51cf66",
    "warn": "#ffa94d",
    "bad": "#ff6b6b",
    "air": "#4dabf7",
    "select": "#74c0fc",
    "drop": "#69db7c",
    "error": "#ff6b6b",
    "warning": "#ffa94d",
    "info": "#91a7ff",
}


def palette_is_dark(palette: QPalette | None = None) -> bool:
    """True when ``palette`` (default: the application's) is a dark theme's
    (:func:`rigwright.gui.widgets.theme.is_dark`)."""
    return is_dark(palette if palette is not None else QApplication.palette())


def colours(dark: bool) -> dict[str, QColor]:
    """The diagram's colours by role, for a dark or a light background."""
    return {k: QColor(v) for k, v in (_DARK if dark else _LIGHT).items()}


def _text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    px: int,
    color: QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
) -> None:
    # Regular weight only: the bundled font has no bold face (see gui/build/chassis.py).
    font = pixel_font(px)
    painter.setFont(font)
    painter.setPen(color)
    elided = QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), elided)


def _qrect(r: Rect) -> QRectF:
    return QRectF(0, 0, r.w, r.h)


# ----------------------------------------------------------------------------- items


class DiagramItem(QGraphicsItem):
    """One model object of the diagram. ``key`` says which (see :data:`rigwright.core.build.diagram.ItemKey`);
    ``model`` is the core's item; the scene paints it (:meth:`BuildScene.paint_item`)."""

    OUTLINE = 4.0

    def __init__(self, scene: BuildScene, key: ItemKey, model: object, rect: Rect) -> None:
        super().__init__()
        self.key = key
        self.model = model
        self.look: object = None  # what it last showed (see BuildScene.set_diagram)
        self._scene_ref = scene
        self.extent = QRectF(0, 0, rect.w, rect.h)
        self.setPos(rect.x, rect.y)
        selectable = key[0] in (
            "card",
            "slot",
            "psu",
            "socket",
            "dimm",
            "bay",
            "bridge",
            "board",
            "chassis",
        )
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, selectable)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, key[0] == "card")
        if key[0] == "card":
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, True)
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setAcceptHoverEvents(True)
        self.setZValue(
            {"chassis": -3, "board": -2, "slot": 0, "card": 2, "bridge": 3, "airflow": 4}.get(
                key[0], 1
            )
        )
        self.setAcceptDrops(False)

    def update_model(self, model: object, rect: Rect, extent: QRectF | None = None) -> None:
        """Show ``model`` at ``rect`` (geometry changed only when it did)."""
        new = extent if extent is not None else QRectF(0, 0, rect.w, rect.h)
        if new != self.extent:
            self.prepareGeometryChange()
            self.extent = new
        self.model = model
        if self.pos() != QPointF(rect.x, rect.y):
            self.setPos(rect.x, rect.y)
        self.update()

    def boundingRect(self) -> QRectF:
        m = self.OUTLINE + 1
        return self.extent.adjusted(-m, -m, m, m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.extent)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self._scene_ref.paint_item(self, painter)

    def itemChange(self, change, value):
        if (
            change == QGraphicsItem.GraphicsItemChange.ItemPositionChange
            and self.key[0] == "card"
            and self._scene_ref.dragging_card is self
        ):
            # A card moves only up and down, along the slots.
            return QPointF(self.pos().x(), value.y())
        return super().itemChange(change, value)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.key[0] == "card":
            self._scene_ref.dragging_card = self
            self._press_y = self.pos().y()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        scene = self._scene_ref
        if self.key[0] == "card" and scene.dragging_card is self:
            scene.dragging_card = None
            if abs(self.pos().y() - getattr(self, "_press_y", self.pos().y())) > 2:
                scene.drop_card(
                    self,
                    self.sceneBoundingRect().center().y()
                    - self.extent.height() / 2
                    + SLOT_PITCH_MM / 2,
                )


class BuildScene(QGraphicsScene):
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
    """

    card_move_requested = Signal(int, int)
    card_drop_requested = Signal(str, int)
    card_remove_requested = Signal(int)
    card_add_requested = Signal()
    selection_keys_changed = Signal()

    MARGIN = 10.0

    def __init__(self, parent=None, lang: str | None = None, dark: bool | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
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
        for key in list(self.items_by_key):
            if key not in wanted:
                self.removeItem(self.items_by_key.pop(key))
        for key, (model, rect, extent) in wanted.items():
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
                continue
            else:
                item.update_model(model, rect, extent)
            item.look = look
            item.setToolTip(self.tooltip(key))
        r = diagram.scene_rect
        self.setSceneRect(QRectF(r.x, r.y, r.w, r.h))
        self.select_keys([k for k in selected if k in self.items_by_key])

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
    def _outline(self, painter: QPainter, item: DiagramItem, radius: float = 4.0) -> None:
        """Severity outline and selection ring of ``item``."""
        d = self.diagram
        severity = d.severity_of(item.key) if d is not None else None
        r = item.extent
        if severity in (ERROR, WARNING):
            painter.setPen(QPen(self.c[severity], 2.6 if severity == ERROR else 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)
        elif severity == INFO and item.key[0] not in ("chassis",):
            info = QColor(self.c["info"])
            info.setAlpha(150)
            painter.setPen(QPen(info, 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)
        if item.isSelected():
            pen = QPen(self.c["select"], 2.2)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3.5, -3.5, 3.5, 3.5), radius + 2, radius + 2)

    def paint_item(self, item: DiagramItem, painter: QPainter) -> None:
        """Paint ``item`` (dispatch on its key's kind)."""
        kind = item.key[0]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        getattr(self, f"_paint_{kind}")(item, painter)
        if kind not in ("title", "airflow", "tray", "slot"):
            self._outline(painter, item)

    def _paint_title(self, item: DiagramItem, p: QPainter) -> None:
        d: BuildDiagram = item.model  # type: ignore[assignment]
        w = item.extent.width()
        _text(p, QRectF(4, 0, w - 8, 28), d.title, 20, self.c["ink"])
        subtitle = subtitle_text(d, self.lang)
        if d.gpu_range is not None:
            subtitle += " · " + word("range", self.lang, low=d.gpu_range[0], high=d.gpu_range[1])
        _text(p, QRectF(4, 28, w - 8, 22), subtitle, 13, self.c["muted"])

    def _paint_chassis(self, item: DiagramItem, p: QPainter) -> None:
        r = item.extent
        p.setPen(QPen(self.c["case_edge"], 2.0))
        p.setBrush(self.c["case"])
        p.drawRoundedRect(r, 8, 8)
        _text(
            p,
            QRectF(4, r.height() + 2, 80, 16),
            "◀ " + word("rear", self.lang),
            12,
            self.c["muted"],
        )
        _text(
            p,
            QRectF(r.width() - 84, r.height() + 2, 80, 16),
            word("front", self.lang) + " ▶",
            12,
            self.c["muted"],
            Qt.AlignmentFlag.AlignRight,
        )

    def _paint_board(self, item: DiagramItem, p: QPainter) -> None:
        p.setPen(QPen(self.c["board_edge"], 1.2))
        p.setBrush(self.c["board"])
        p.drawRoundedRect(item.extent, 4, 4)

    def _paint_socket(self, item: DiagramItem, p: QPainter) -> None:
        s: SocketItem = item.model  # type: ignore[assignment]
        r = item.extent
        p.setPen(QPen(self.c["socket_edge"], 1.2))
        p.setBrush(self.c["socket"])
        p.drawRoundedRect(r, 3, 3)
        p.setPen(QPen(self.c["socket_edge"], 0.8))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(r.adjusted(8, 8, -8, -8))
        _text(
            p,
            QRectF(4, 10, r.width() - 8, 16),
            word("cpu", self.lang, n=s.index + 1),
            13,
            self.c["ink"],
            Qt.AlignmentFlag.AlignHCenter,
        )
        name = (
            s.cpu.split(",")[0].split(" (")[0].replace("Intel ", "").replace("Platinum", "Plat.")
            if s.stated
            else word("cpu_not_stated", self.lang)
        )
        _text(
            p,
            QRectF(4, 28, r.width() - 8, 14),
            name,
            10,
            self.c["muted"],
            Qt.AlignmentFlag.AlignHCenter,
        )
        if s.power_w:
            _text(
                p,
                QRectF(4, 43, r.width() - 8, 14),
                f"{s.power_w} W",
                10,
                self.c["muted"],
                Qt.AlignmentFlag.AlignHCenter,
            )

    def _paint_dimm(self, item: DiagramItem, p: QPainter) -> None:
        dimm: DimmItem = item.model  # type: ignore[assignment]
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.c["dimm"] if dimm.module_gb else self.c["dimm_empty"])
        p.drawRoundedRect(item.extent, 1.5, 1.5)

    def _paint_slot(self, item: DiagramItem, p: QPainter) -> None:
        s: SlotItem = item.model  # type: ignore[assignment]
        r = item.extent
        occupied = s.card is not None
        color = self.c["ink"] if occupied else self.c["muted"]
        if self.drop_opening == s.opening:
            p.setPen(QPen(self.c["drop"], 2.4, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r, 4, 4)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.c["connector"])
        p.drawRoundedRect(QRectF(0, 0, r.right(), 6), 1.5, 1.5)
        # the label ends just outside the chassis's rear wall (scene x = -6)
        label_w = -r.left() - s.rect.x - 6
        attached = _known_word(s.attached_to, self.lang)
        label = slot_label(s, self.lang)
        label_h = r.height() - 2
        if label_h >= 28:
            _text(p, QRectF(r.left(), 0, label_w, 16), label, 12, color)
            _text(p, QRectF(r.left(), 16, label_w, 14), attached, 10, self.c["muted"])
        else:
            _text(p, QRectF(r.left(), 0, label_w, label_h), f"{label} · {attached}", 10, color)
        if item.isSelected():
            p.setPen(QPen(self.c["select"], 2.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(r.left() - 2, -1, label_w + 4, label_h), 3, 3)

    def _paint_card(self, item: DiagramItem, p: QPainter) -> None:
        c: CardItem = item.model  # type: ignore[assignment]
        r = item.extent
        known = c.length_mm is not None
        p.setPen(
            QPen(self.c["card_edge"], 1.3, Qt.PenStyle.SolidLine if known else Qt.PenStyle.DashLine)
        )
        p.setBrush(self.c["card"])
        p.drawRoundedRect(r, 4, 4)
        # the bracket at the rear, the PCIe fingers along the top edge
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.c["bracket"])
        p.drawRect(QRectF(0, -3, 5, r.height() + 3))
        p.setBrush(self.c["connector"])
        p.drawRect(QRectF(CONNECTOR_GAP + 10, 0, 89, 3))
        # the cooler, at the front end
        fan_d = min(r.height() - 8, 30.0)
        fan_y = (r.height() - fan_d) / 2
        p.setPen(QPen(self.c["fan"], 1.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        if c.cooler == "blower":
            fx = r.width() - fan_d - 8
            p.drawEllipse(QRectF(fx, fan_y, fan_d, fan_d))
            p.drawEllipse(QRectF(fx + fan_d * 0.3, fan_y + fan_d * 0.3, fan_d * 0.4, fan_d * 0.4))
            # a blower exhausts through the bracket: an arrow out of the rear
            air = QColor(self.c["air"])
            p.setPen(QPen(air, 1.6))
            y = r.height() / 2
            p.drawLine(QPointF(2, y), QPointF(-12, y))
            p.setBrush(air)
            p.drawPolygon(QPolygonF([QPointF(-16, y), QPointF(-9, y - 3.5), QPointF(-9, y + 3.5)]))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(self.c["fan"], 1.2))
        elif c.cooler == "open-air":
            n = 3 if r.width() > 290 else 2
            for k in range(n):
                fx = r.width() - (k + 1) * (fan_d + 8)
                p.drawEllipse(QRectF(fx, fan_y, fan_d, fan_d))
                p.drawLine(
                    QPointF(fx + fan_d / 2, fan_y + 3), QPointF(fx + fan_d / 2, fan_y + fan_d - 3)
                )
        elif c.cooler == "passive":
            for k in range(8):
                fx = r.width() - 12 - k * 6
                p.drawLine(QPointF(fx, 5), QPointF(fx, r.height() - 5))
        cooler_w = {"open-air": 3 * (fan_d + 8), "passive": 60.0, "blower": fan_d + 14}.get(
            c.cooler, 8.0
        )
        text_w = r.width() - 24 - cooler_w
        detail = [
            word("slots", self.lang, n=c.slot_width),
            f"{c.board_power_w} W" if c.board_power_w is not None else "? W",
            f"{c.length_mm:g} mm" if c.length_mm is not None else "? mm",
            _known_word(c.cooler, self.lang),
        ]
        if r.height() >= 30:
            _text(p, QRectF(12, 4, text_w, 18), f"{c.index + 1}  {c.model}", 14, self.c["ink"])
            if c.link_lanes is not None:
                # the PCIe link the card gets, at the right of its name
                _text(
                    p,
                    QRectF(12, 4, text_w, 18),
                    word("link", self.lang, n=c.link_lanes),
                    11,
                    self.c["warning"] if c.link_lanes < 16 else self.c["muted"],
                    Qt.AlignmentFlag.AlignRight,
                )
            _text(p, QRectF(12, 21, text_w, 15), " · ".join(detail), 11, self.c["muted"])
        else:
            if c.link_lanes is not None:
                detail.append(word("link", self.lang, n=c.link_lanes))
            _text(
                p,
                QRectF(12, 0, text_w, r.height()),
                f"{c.index + 1}  {c.model} · " + " · ".join(detail),
                11,
                self.c["ink"],
            )

    def _paint_bridge(self, item: DiagramItem, p: QPainter) -> None:
        r = item.extent
        p.setPen(Qt.PenStyle.NoPen)
        color = QColor(self.c["bridge"])
        color.setAlpha(220)
        p.setBrush(color)
        p.drawRoundedRect(r, 5, 5)
        p.save()
        p.translate(r.width() / 2, r.height() / 2)
        p.rotate(-90)
        _text(
            p,
            QRectF(-r.height() / 2, -8, r.height(), 16),
            "NVLink",
            12,
            self.c["bg"],
            Qt.AlignmentFlag.AlignHCenter,
        )
        p.restore()

    def _paint_bay(self, item: DiagramItem, p: QPainter) -> None:
        b: BayItem = item.model  # type: ignore[assignment]
        r = item.extent
        p.setPen(QPen(self.c["bay_edge"], 1.0))
        p.setBrush(self.c["bay"])
        p.drawRoundedRect(r, 3, 3)
        _text(p, r.adjusted(8, 0, -6, 0), self.drive_text(b), 12, self.c["ink"])

    def _paint_psu(self, item: DiagramItem, p: QPainter) -> None:
        psu: PsuItem = item.model  # type: ignore[assignment]
        r = item.extent
        stated = psu.rating_w is not None
        p.setPen(
            QPen(
                self.c["psu_edge"] if stated else self.c["faint"],
                1.3,
                Qt.PenStyle.SolidLine if stated else Qt.PenStyle.DashLine,
            )
        )
        p.setBrush(self.c["psu"] if stated else Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r, 5, 5)
        head = (
            word("psu", self.lang, n=psu.index + 1) + f" · {psu.rating_w} W"
            if stated
            else word("psu_not_stated", self.lang)
        )
        _text(p, QRectF(8, 3, r.width() - 16, 20), head, 14, self.c["ink"])
        if not stated:
            text = (
                word("load_total", self.lang, w=psu.sustained_w)
                if psu.sustained_w is not None
                else word("load_unknown", self.lang)
            )
            _text(p, QRectF(8, 26, r.width() - 16, 18), text, 12, self.c["muted"])
            return
        self._gauge(
            p,
            QRectF(8, 26, r.width() - 16, 26),
            word("sustained", self.lang),
            psu.sustained_w,
            psu.rating_w,
            psu.sustained_limit_w,
        )
        self._gauge(
            p,
            QRectF(8, 55, r.width() - 16, 26),
            word("peak", self.lang),
            psu.peak_w,
            psu.rating_w,
            psu.peak_limit_w,
        )

    def _gauge(
        self,
        p: QPainter,
        r: QRectF,
        label: str,
        value: int | None,
        rating: int | None,
        limit: int | None,
    ) -> None:
        """A labelled bar: ``value`` against ``rating`` (the full bar is 2 × the rating for
        peaks above it), a tick at ``limit``."""
        if value is None or not rating:
            _text(
                p,
                QRectF(r.left(), r.top(), r.width(), 14),
                word("gauge_unknown", self.lang, label=label),
                11,
                self.c["muted"],
            )
            return
        share = value / rating
        _text(
            p,
            QRectF(r.left(), r.top(), r.width(), 13),
            f"{label} {value} W · {share:.0%}",
            11,
            self.c["ink"],
        )
        scale = max(1.0, share, (limit or 0) / rating) * 1.05
        bar = QRectF(r.left(), r.top() + 14, r.width(), 9)
        p.setPen(QPen(self.c["faint"], 0.8))
        p.setBrush(self.c["gauge_bg"])
        p.drawRect(bar)
        over = limit is not None and value > limit
        color = (
            self.c["bad"]
            if value > rating and (limit is None or over)
            else (self.c["warn"] if over else self.c["ok"])
        )
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        p.drawRect(
            QRectF(bar.left(), bar.top(), bar.width() * min(share / scale, 1.0), bar.height())
        )
        p.setPen(QPen(self.c["ink"], 1.2))
        x = bar.left() + bar.width() / scale  # the rating
        p.drawLine(QPointF(x, bar.top() - 2), QPointF(x, bar.bottom() + 2))
        if limit is not None and limit != rating:
            x = bar.left() + bar.width() * (limit / rating) / scale
            p.setPen(QPen(self.c["muted"], 1.0, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(x, bar.top() - 2), QPointF(x, bar.bottom() + 2))

    def _paint_airflow(self, item: DiagramItem, p: QPainter) -> None:
        a: Airflow = item.model  # type: ignore[assignment]
        x0 = item.pos().x()
        start = QPointF(a.start[0] - x0, 12)
        end = QPointF(a.end[0] - x0, 12)
        color = QColor(self.c["air"])
        color.setAlpha(200)
        p.setPen(QPen(color, 2.4))
        p.drawLine(start, end)
        direction = -1 if end.x() < start.x() else 1
        head = QPolygonF(
            [
                end,
                QPointF(end.x() - direction * 9, end.y() - 5),
                QPointF(end.x() - direction * 9, end.y() + 5),
            ]
        )
        p.setBrush(color)
        p.drawPolygon(head)
        label = _known_word(a.label, self.lang)
        rect = QRectF(min(start.x(), end.x()), -6, abs(end.x() - start.x()), 10)
        _text(p, rect, label, 10, color, Qt.AlignmentFlag.AlignHCenter)

    def _paint_tray(self, item: DiagramItem, p: QPainter) -> None:
        _text(p, item.extent, word("no_slot", self.lang), 13, self.c["error"])

    # -- selection -----------------------------------------------------------------------
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
            OSError: the file cannot be written (:class:`rigwright.core.io.files.TargetError` names the
                path and the reason: a folder, a device, a read-only file, a full disk).
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


class DiagramView(Retranslating, QGraphicsView):
    """Shows a :class:`BuildScene` fitted to the view, and takes GPU drops on its slots.

    For a screen reader: its name, and the drawing in words as its description (the build,
    each PSU's gauges, the verdicts' count; :meth:`BuildScene.summary`)."""

    MAX_SCALE = 2.5

    def __init__(self, scene: BuildScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setAcceptDrops(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(200, 160)
        scene.sceneRectChanged.connect(lambda _r: self.fit())
        self.retranslate()

    def retranslate(self) -> None:
        """Name and describe the diagram in the window's language."""
        self.setAccessibleName(self.tr("Chassis diagram"))
        self.describe()

    def describe(self) -> None:
        """Say what the drawing shows now (its accessible description)."""
        summary = self.build_scene.summary()
        self.setAccessibleDescription(summary or self.tr("No build is drawn."))

    @property
    def build_scene(self) -> BuildScene:
        """The scene shown."""
        return self.scene()  # type: ignore[return-value]

    def fit(self) -> None:
        """Scale the whole scene into the view, aspect kept."""
        rect = self.sceneRect()
        viewport = self.viewport().size()
        if rect.isEmpty() or viewport.isEmpty():
            return
        scale = min(
            (viewport.width() - 8) / rect.width(),
            (viewport.height() - 8) / rect.height(),
            self.MAX_SCALE,
        )
        self.resetTransform()
        self.scale(max(scale, 0.05), max(scale, 0.05))
        self.centerOn(rect.center())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()

    def focusNextPrevChild(self, forward: bool) -> bool:
        # Tab walks the cards; past the last one, focus leaves the view as usual.
        if self.hasFocus() and self.build_scene.step_card(forward):
            return True
        return super().focusNextPrevChild(forward)

    # -- drops ---------------------------------------------------------------------------
    def _drop_opening(self, event) -> int | None:
        if not event.mimeData().hasFormat(GPU_MIME):
            return None
        pos = self.mapToScene(event.position().toPoint())
        return self.build_scene.opening_at(pos.y() - SLOT_PITCH_MM / 2)

    def dragEnterEvent(self, event) -> None:
        if event.mimeData().hasFormat(GPU_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:
        opening = self._drop_opening(event)
        scene = self.build_scene
        if opening != scene.drop_opening:
            scene.drop_opening = opening
            scene.update()
        if opening is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event) -> None:
        self.build_scene.drop_opening = None
        self.build_scene.update()
        super().dragLeaveEvent(event)

    def dropEvent(self, event) -> None:
        opening = self._drop_opening(event)
        scene = self.build_scene
        scene.drop_opening = None
        scene.update()
        if opening is None:
            event.ignore()
            return
        model = bytes(event.mimeData().data(GPU_MIME).data()).decode("utf-8", "replace")
        event.acceptProposedAction()
        scene.card_drop_requested.emit(model, opening)


class GpuPalette(Retranslating, QListWidget):
    """The GPUs of the catalog, to drag onto a slot (or add with Enter / double-click)."""

    add_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._catalog: Catalog | None = None
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.itemActivated.connect(
            lambda item: self.add_requested.emit(item.data(Qt.ItemDataRole.UserRole))
        )
        self.retranslate()

    def retranslate(self) -> None:
        """Name the list and word its GPUs in the window's language."""
        self.setAccessibleName(self.tr("GPU palette"))
        if self._catalog is not None:
            self.blockSignals(True)  # the same GPU stays current: nothing to tell
            try:
                self.set_catalog(self._catalog)
            finally:
                self.blockSignals(False)

    def set_catalog(self, catalog: Catalog) -> None:
        """List ``catalog``'s GPUs (name, memory, board power, slot width, cooler)."""
        self._catalog = catalog
        current = self.current_model()
        self.clear()
        for gpu in catalog.gpus:
            bits = [
                f"{gpu.memory_gb:g} GB" if gpu.memory_gb is not None else "",
                f"{gpu.board_power_w} W" if gpu.board_power_w is not None else "",
                word("slots", None, n=gpu.slot_width),
                _known_word(gpu.cooler.value, None),
            ]
            item = QListWidgetItem(f"{gpu.name}  ·  " + " · ".join(b for b in bits if b))
            item.setData(Qt.ItemDataRole.UserRole, gpu.name)
            item.setToolTip(
                self.tr(
                    "{gpu}: drag onto a slot, or press Enter to add it to the top free slot"
                ).format(gpu=gpu.name)
            )
            self.addItem(item)
            if gpu.name == current:
                self.setCurrentItem(item)
        if self.currentItem() is None and self.count():
            self.setCurrentRow(0)

    def current_model(self) -> str | None:
        """The selected GPU's name, or None."""
        item = self.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None

    def select_model(self, name: str) -> None:
        """Make ``name`` the current GPU (when listed)."""
        for row in range(self.count()):
            if self.item(row).data(Qt.ItemDataRole.UserRole) == name:
                self.setCurrentRow(row)
                return

    def mimeData(self, items) -> QMimeData:
        data = QMimeData()
        if items:
            name = items[0].data(Qt.ItemDataRole.UserRole)
            data.setData(GPU_MIME, QByteArray(name.encode("utf-8")))
            data.setText(name)
        return data

    def mimeTypes(self) -> list[str]:
        return [GPU_MIME]


_SEVERITY_MARK = {ERROR: "✖", WARNING: "▲", INFO: "ℹ"}


def _title_text(title: str | Text | Callable[[], str]) -> str:
    """A side page's title in the window's language."""
    if isinstance(title, Text):
        return tr_text(title)
    return title if isinstance(title, str) else title()


class VerdictList(Retranslating, QListWidget):
    """The build's verdicts; selecting one selects the items it concerns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown: tuple[list[Verdict], bool] | None = None
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.retranslate()

    def retranslate(self) -> None:
        """Name the list and word its verdicts in the window's language (the selection
        kept, without telling anyone: it did not change)."""
        self.setAccessibleName(self.tr("Rule verdicts"))
        if self._shown is not None:
            selected = set(self.selected_indices())
            self.blockSignals(True)
            try:
                self.show_verdicts(*self._shown)
            finally:
                self.blockSignals(False)
            self.select_indices(selected)

    def clear(self) -> None:
        """List nothing."""
        self._shown = None
        super().clear()

    def show_verdicts(self, verdicts: list[Verdict], dark: bool) -> None:
        """List ``verdicts`` (errors and warnings first, in rule order within each)."""
        c = colours(dark)
        self.clear()
        self._shown = (list(verdicts), dark)
        order = {ERROR: 0, WARNING: 1, INFO: 2}
        ranked = sorted(range(len(verdicts)), key=lambda i: (order.get(verdicts[i].severity, 3), i))
        for i in ranked:
            v = verdicts[i]
            message, fix = verdict_texts(v)
            item = QListWidgetItem(
                self.tr("{mark} {rule}: {message}").format(
                    mark=_SEVERITY_MARK.get(v.severity, "•"),
                    rule=rule_title(v.rule),
                    message=message,
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, i)
            item.setForeground(c[v.severity] if v.severity in (ERROR, WARNING) else c["muted"])
            severity = severity_text(v.severity)
            item.setToolTip(
                self.tr("{severity}: {message}\nfix: {fix}").format(
                    severity=severity, message=message, fix=fix
                )
                if fix
                else self.tr("{severity}: {message}").format(severity=severity, message=message)
            )
            self.addItem(item)
        if not verdicts:
            item = QListWidgetItem(self.tr("✔ no rule has anything to report"))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.addItem(item)

    def selected_indices(self) -> list[int]:
        """Indices (into the verdict list shown) of the selected rows."""
        return [
            i.data(Qt.ItemDataRole.UserRole)
            for i in self.selectedItems()
            if i.data(Qt.ItemDataRole.UserRole) is not None
        ]

    def select_indices(self, indices: set[int]) -> None:
        """Select the rows of ``indices`` (no signals)."""
        self.blockSignals(True)
        try:
            for row in range(self.count()):
                item = self.item(row)
                item.setSelected(item.data(Qt.ItemDataRole.UserRole) in indices)
        finally:
            self.blockSignals(False)


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
        if self._counts is None:
            self.side.setTabText(0, self.tr("Verdicts"))
        else:
            errors, warnings = self._counts
            self.side.setTabText(0, self.tr("Verdicts ({e} ✖, {w} ▲)").format(e=errors, w=warnings))

    # -- showing -------------------------------------------------------------------------
    def add_side_page(self, widget: QWidget, title: str | Text | Callable[[], str]) -> None:
        """Add ``widget`` as a page of the side panel (scrolled when taller than it), titled
        ``title``: a :class:`rigwright.core.text.i18n.Text` or a callable giving the title in the window's
        language follows a language change (a plain string stays as it is)."""
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
