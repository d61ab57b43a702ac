"""The chassis and PCIe-slot diagram: a scene built item by item from a ``ChassisLayout``.

The scene keeps a dict from model object (("slot", i), ("card", i), ("psu", k)) to item, in
the manner of orange-canvas-core's ``CanvasScene.set_scheme``; items only draw, the core
(:mod:`core.layout`) decides what goes where.

Two orientations of the same drawing:

* portrait: the positions stacked top to bottom, each card a horizontal bar (the quote PDF's
  half-page column);
* landscape: the positions side by side, left to right, each card a tall vertical board
  standing in its slot, the PSUs at the right (the main window's wide, short tab).

:class:`ChassisView` picks the orientation from its own aspect ratio; :class:`ChassisFacts`
lists the layout's notes beside it.
"""

from __future__ import annotations

import html
from enum import Enum

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QSizePolicy,
    QStyleOptionGraphicsItem,
    QWidget,
)

from core.glossary import GlossaryTerm, localise
from core.layout import ChassisLayout, PsuSpec, SlotPosition
from gui.fonts import pixel_font


class Orientation(Enum):
    """How the positions run: top to bottom (portrait) or left to right (landscape)."""

    PORTRAIT = "portrait"
    LANDSCAPE = "landscape"


LANDSCAPE_ASPECT = 1.3
"""A view wider than this (width / height) draws the scene in landscape."""

# Geometry, scene units (1 unit = 1 px at 100 %).
WIDTH = 440.0
PAD = 16.0
PITCH = 24.0  # one PCIe slot
TITLE_H = 52.0
LABEL_W = 100.0
PSU_H = 50.0
PSU_W = 140.0
FOOT_H = 26.0

# Landscape geometry: each slot is L_PITCH wide, cards stand CARD_LEN tall.
L_PITCH = 30.0
L_GAP = 6.0
CARD_LEN = 178.0
L_SLOT_H = 30.0  # the connector and the label under it
L_PSU_W = 150.0
L_PSU_GAP = 22.0  # between the last position and the PSU bay

# Muted palette.
INK = QColor("#1f2933")
MUTED = QColor("#616e7c")
FAINT = QColor("#9aa5b1")
CASE_FILL = QColor("#f5f7fa")
CASE_EDGE = QColor("#52606d")
CONNECTOR = QColor("#3e4c59")
CARD_FILL = QColor("#dbe7f3")
CARD_EDGE = QColor("#4a6b8a")
CARD_BRACKET = QColor("#4a6b8a")
PSU_FILL = QColor("#ece6da")
PSU_EDGE = QColor("#8a7a5c")
DIVIDER = QColor("#d9dee4")

# The diagram's own words in each quote language (the window shows English until the UI is
# translated; the quote PDF draws the diagram in the quote's language). Customer-facing: the
# seed is "the selection guide" (选型指南 / 選型指南) here, never "seed".
_WORDS: dict[str, dict[str, str]] = {
    "empty": {"en": "empty", "zh_CN": "空", "zh_TW": "空"},
    "psu": {"en": "PSU", "zh_CN": "电源", "zh_TW": "電源"},
    "psu_n": {"en": "PSU {n}", "zh_CN": "电源 {n}", "zh_TW": "電源 {n}"},
    "psu_not_stated": {"en": "not stated", "zh_CN": "选型指南未注明",
                       "zh_TW": "選型指南未註明"},
    "power": {"en": "GPU board power ≈ {total} W ({n} × {each} W, reference table)",
              "zh_CN": "GPU 板卡功耗约 {total} W（{n} × {each} W，参考数据）",
              "zh_TW": "GPU 板卡功耗約 {total} W（{n} × {each} W，參考資料）"},
    "power_unknown": {"en": "GPU board power: not known", "zh_CN": "GPU 板卡功耗：未知",
                      "zh_TW": "GPU 板卡功耗：未知"},
    "psu_total": {"en": " · PSU {w} W", "zh_CN": " · 电源 {w} W", "zh_TW": " · 電源 {w} W"},
    "psu_total_unknown": {"en": " · PSU not stated", "zh_CN": " · 电源未注明",
                          "zh_TW": " · 電源未註明"},
    "cell": {"en": "chassis cell {cell!r}", "zh_CN": "选型指南机箱栏：{cell}",
             "zh_TW": "選型指南機箱欄：{cell}"},
    "range": {"en": "selection guide: {low}-{high} GPUs",
              "zh_CN": "选型指南：{low}-{high} 块 GPU", "zh_TW": "選型指南：{low}-{high} 塊 GPU"},
    "slots": {"en": "{n}-slot", "zh_CN": "占 {n} 槽", "zh_TW": "佔 {n} 槽"},
    "power_na": {"en": "power n/a", "zh_CN": "功耗未知", "zh_TW": "功耗未知"},
    "blower": {"en": "blower", "zh_CN": "涡轮散热", "zh_TW": "渦輪散熱"},
    "open-air": {"en": "open-air", "zh_CN": "开放式散热", "zh_TW": "開放式散熱"},
    "passive": {"en": "passive", "zh_CN": "被动散热", "zh_TW": "被動散熱"},
    "unknown": {"en": "cooler n/a", "zh_CN": "散热未知", "zh_TW": "散熱未知"},
}


def word(key: str, lang: str = "en", **params: object) -> str:
    """The diagram's word ``key`` in ``lang`` (zh_CN, zh_TW, en; others fall back to en).

    Raises:
        KeyError: unknown ``key``, or a placeholder of its text missing from ``params``.
    """
    table = _WORDS[key]
    return table.get(lang, table["en"]).format(**params)


def _draw_text(painter: QPainter, rect: QRectF, text: str, px: int, color: QColor,
               align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    # Regular weight only: the bundled font has no bold face, and Qt's synthesized bold is
    # drawn twice in PDFs, which doubles the text a reader copies or extracts.
    font = pixel_font(px)
    painter.setFont(font)
    painter.setPen(color)
    elided = QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), elided)


class _BoxItem(QGraphicsItem):
    """A fixed-size item positioned by ``setPos``; subclasses paint inside ``rect``."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, width, height)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)


class ChassisOutlineItem(_BoxItem):
    """The chassis body: a rounded panel."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setPen(QPen(CASE_EDGE, 1.5))
        painter.setBrush(CASE_FILL)
        painter.drawRoundedRect(self.rect, 10, 10)


class DividerItem(_BoxItem):
    """A thin vertical rule (between the PCIe positions and the PSU bay, landscape)."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setPen(QPen(DIVIDER, 1.0))
        painter.drawLine(self.rect.topLeft(), self.rect.bottomLeft())


class TitleItem(_BoxItem):
    """SKU code and a one-line description of the chassis."""

    def __init__(self, width: float, title: str, subtitle: str) -> None:
        super().__init__(width, TITLE_H)
        self.title, self.subtitle = title, subtitle

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w = self.rect.width()
        _draw_text(painter, QRectF(0, 0, w, 26), self.title, 19, INK)
        _draw_text(painter, QRectF(0, 26, w, 20), self.subtitle, 12, MUTED)


class SlotItem(_BoxItem):
    """One PCIe x16 position: a connector on the board and its label.

    Portrait: the label at the left, the connector at the right edge, at the card's height.
    Landscape: the connector along the top edge, under the standing card, the label below.
    """

    def __init__(self, slot: SlotPosition, height: float,
                 orientation: Orientation = Orientation.PORTRAIT,
                 width: float = LABEL_W) -> None:
        super().__init__(width, height)
        self.slot = slot
        self.orientation = orientation

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.rect
        color = INK if self.slot.is_occupied else FAINT
        if self.orientation is Orientation.LANDSCAPE:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(CONNECTOR if self.slot.is_occupied else FAINT)
            painter.drawRoundedRect(QRectF(6, 0, r.width() - 12, 7), 2, 2)
            _draw_text(painter, QRectF(0, 11, r.width(), r.height() - 11), self.slot.label, 11,
                       color, Qt.AlignmentFlag.AlignHCenter)
            return
        _draw_text(painter, QRectF(0, 0, r.width() - 14, PITCH), self.slot.label, 12, color)
        # The x16 connector, drawn on the board edge at the card's height.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CONNECTOR if self.slot.is_occupied else FAINT)
        painter.drawRoundedRect(QRectF(r.width() - 8, 4, 8, PITCH - 8), 2, 2)


class CardItem(_BoxItem):
    """A GPU card drawn in its position, ``card_slot_width`` slots thick.

    Portrait: a horizontal bar, the bracket at the left. Landscape: a vertical board standing
    on its connector, the bracket at the top, the text running up along the board.
    """

    def __init__(self, width: float, slots: int, name: str, detail: str,
                 orientation: Orientation = Orientation.PORTRAIT) -> None:
        if orientation is Orientation.LANDSCAPE:
            super().__init__(slots * L_PITCH - 4, width)
        else:
            super().__init__(width, slots * PITCH - 4)
        self.name, self.detail, self.slots = name, detail, slots
        self.orientation = orientation

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.rect
        painter.setPen(QPen(CARD_EDGE, 1.2))
        painter.setBrush(CARD_FILL)
        painter.drawRoundedRect(r, 5, 5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CARD_BRACKET)
        if self.orientation is Orientation.LANDSCAPE:
            painter.drawRoundedRect(QRectF(0, 0, r.width(), 6), 3, 3)
            # Rotate so that the text runs bottom to top along the board.
            painter.save()
            painter.translate(0, r.height())
            painter.rotate(-90)
            length, thick = r.height(), r.width()
            text_w = length - 22  # 10 at the connector end, 12 under the bracket
            if self.slots >= 2:
                top = (thick - 36) / 2
                _draw_text(painter, QRectF(10, top, text_w, 19), self.name, 13, INK)
                _draw_text(painter, QRectF(10, top + 19, text_w, 17), self.detail, 11, MUTED)
            else:
                _draw_text(painter, QRectF(10, 0, text_w, thick),
                           f"{self.name} · {self.detail}", 11, INK)
            painter.restore()
            return
        painter.drawRoundedRect(QRectF(0, 0, 6, r.height()), 3, 3)
        if self.slots >= 2:
            _draw_text(painter, QRectF(14, 2, r.width() - 20, 20), self.name, 14, INK)
            _draw_text(painter, QRectF(14, 22, r.width() - 20, 18), self.detail, 12, MUTED)
        else:
            _draw_text(painter, QRectF(14, 0, r.width() - 20, r.height()),
                       f"{self.name} · {self.detail}", 12, INK)


class EmptyPositionItem(_BoxItem):
    """An empty position: a dashed outline."""

    lang = "en"

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pen = QPen(FAINT, 1.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, 5, 5)
        if self.rect.height() > self.rect.width():  # a standing (landscape) position
            _draw_text(painter, self.rect.adjusted(2, 0, -2, 0), word("empty", self.lang), 11, FAINT,
                       Qt.AlignmentFlag.AlignHCenter)
        else:
            _draw_text(painter, self.rect.adjusted(14, 0, -6, 0), word("empty", self.lang), 11, FAINT)


class PsuItem(_BoxItem):
    """One power supply with its rating, or a dashed box when the seed states none."""

    def __init__(self, width: float, caption: str, watts: str, stated: bool) -> None:
        super().__init__(width, PSU_H)
        self.caption, self.watts, self.stated = caption, watts, stated

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.rect
        if self.stated:
            painter.setPen(QPen(PSU_EDGE, 1.2))
            painter.setBrush(PSU_FILL)
        else:
            painter.setPen(QPen(FAINT, 1.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r, 6, 6)
        _draw_text(painter, QRectF(12, 5, r.width() - 20, 20), self.caption, 12,
                   INK if self.stated else MUTED)
        _draw_text(painter, QRectF(12, 25, r.width() - 20, 20), self.watts, 12,
                   INK if self.stated else MUTED)


class CaptionItem(_BoxItem):
    """A single line of small text (the board-power estimate)."""

    def __init__(self, width: float, text: str) -> None:
        super().__init__(width, 18)
        self.text = text

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        _draw_text(painter, self.rect, self.text, 11, MUTED)


def _psu_boxes(psu: PsuSpec, lang: str = "en") -> list[tuple[str, str, bool]]:
    if not psu.is_stated:
        return [(word("psu", lang), word("psu_not_stated", lang), False)]
    assert psu.count is not None
    return [(word("psu_n", lang, n=k + 1), f"{psu.watts_each} W", True) for k in range(psu.count)]


def _power_caption(layout: ChassisLayout, lang: str = "en") -> str:
    gpu = layout.gpu
    if layout.gpu_board_power_w is not None and gpu is not None:
        text = word("power", lang, total=layout.gpu_board_power_w, n=layout.sku.gpu_count,
                    each=gpu.board_power_w)
    else:
        text = word("power_unknown", lang)
    psu_total = layout.psu.total_w
    return text + (word("psu_total", lang, w=psu_total) if psu_total
                   else word("psu_total_unknown", lang))


class ChassisScene(QGraphicsScene):
    """The diagram of one build. Call :meth:`set_layout` to (re)build it.

    Attributes:
        model_items: model key -> item: ("slot", i) per position, ("card", i) per GPU card,
            ("psu", k) per PSU box.
        layout_model: the layout drawn, or None.
    """

    def __init__(self, parent: QWidget | None = None,
                 orientation: Orientation = Orientation.PORTRAIT, lang: str = "en",
                 glossary: tuple[GlossaryTerm, ...] = ()) -> None:
        super().__init__(parent)
        self.lang = lang
        self.glossary = glossary
        self.model_items: dict[object, QGraphicsItem] = {}
        self.layout_model: ChassisLayout | None = None
        self._orientation = orientation

    @property
    def orientation(self) -> Orientation:
        """Portrait (positions top to bottom) or landscape (left to right)."""
        return self._orientation

    def set_orientation(self, orientation: Orientation) -> bool:
        """Draw in ``orientation`` from now on; rebuilds the current layout if it changed.

        Returns:
            True when the orientation changed.
        """
        if orientation is self._orientation:
            return False
        self._orientation = orientation
        if self.layout_model is not None:
            self.set_layout(self.layout_model)
        return True

    def clear_layout(self) -> None:
        """Remove every item."""
        self.clear()
        self.model_items = {}
        self.layout_model = None

    def set_layout(self, layout: ChassisLayout) -> None:
        """Rebuild the scene from ``layout``, item by item, in the current orientation."""
        self.clear_layout()
        self.layout_model = layout
        if self._orientation is Orientation.LANDSCAPE:
            self._build_landscape(layout)
        else:
            self._build_portrait(layout)

    def _subtitle(self, layout: ChassisLayout) -> str:
        sku, spec = layout.sku, layout.chassis
        form = localise(spec.form_factor, self.lang, self.glossary) if self.glossary else spec.form_factor
        return (f"{spec.series} · {form} · {sku.gpu_count} × {sku.gpu} · "
                + word("range", self.lang, low=spec.min_gpus, high=spec.max_gpus))

    def _build_portrait(self, layout: ChassisLayout) -> None:
        sku = layout.sku
        title = TitleItem(WIDTH, sku.code, self._subtitle(layout))
        self.addItem(title)

        n_boxes = len(_psu_boxes(layout.psu, self.lang))
        slots_h = sum(s.slot_width * PITCH + 6 for s in layout.slots)
        body_h = PAD + slots_h + 10 + PSU_H + 8 + FOOT_H
        outline = ChassisOutlineItem(WIDTH, body_h)
        outline.setPos(0, TITLE_H)
        outline.setZValue(-1)
        self.addItem(outline)

        y = TITLE_H + PAD
        card_x = PAD + LABEL_W
        card_w = WIDTH - card_x - PAD
        gpu = layout.gpu
        for slot in layout.slots:
            pos_h = slot.slot_width * PITCH
            slot_item = SlotItem(slot, pos_h)
            slot_item.setPos(PAD, y)
            self.addItem(slot_item)
            self.model_items[("slot", slot.index)] = slot_item
            if slot.is_occupied:
                width_slots = slot.card_slot_width or slot.slot_width
                detail = self._card_detail(gpu, width_slots)
                card = CardItem(card_w, width_slots, slot.gpu or "?", detail)
                card.setPos(card_x, y)
                self.addItem(card)
                self.model_items[("card", slot.index)] = card
            else:
                empty = EmptyPositionItem(card_w, pos_h - 4)
                empty.lang = self.lang
                empty.setPos(card_x, y)
                self.addItem(empty)
            y += pos_h + 6

        y += 10
        boxes = _psu_boxes(layout.psu, self.lang)
        box_w = min(PSU_W, (WIDTH - 2 * PAD - 10 * (n_boxes - 1)) / n_boxes)
        if not layout.psu.is_stated:
            box_w = 2 * PSU_W
        for k, (caption, watts, stated) in enumerate(boxes):
            box = PsuItem(box_w, caption, watts, stated)
            box.setPos(PAD + k * (box_w + 10), y)
            self.addItem(box)
            self.model_items[("psu", k)] = box
        y += PSU_H + 8

        caption = CaptionItem(WIDTH - 2 * PAD, _power_caption(layout, self.lang))
        caption.setPos(PAD, y + 2)
        self.addItem(caption)

        self.setSceneRect(QRectF(-4, -4, WIDTH + 8, TITLE_H + body_h + 8))

    def _build_landscape(self, layout: ChassisLayout) -> None:
        # The positions run left to right; each card stands on its connector, the PSU bay is
        # at the right. No caption line: the view's neighbour lists the notes.
        sku, gpu = layout.sku, layout.gpu
        positions_w = (sum(s.slot_width * L_PITCH for s in layout.slots)
                       + L_GAP * max(0, len(layout.slots) - 1))
        boxes = _psu_boxes(layout.psu, self.lang)
        bay_h = len(boxes) * PSU_H + 10 * (len(boxes) - 1)
        body_w = PAD + positions_w + L_PSU_GAP + L_PSU_W + PAD
        body_h = PAD + max(CARD_LEN + 2 + L_SLOT_H, bay_h) + PAD - 6
        width = max(body_w, 360.0)

        title = TitleItem(width, sku.code, self._subtitle(layout))
        self.addItem(title)
        outline = ChassisOutlineItem(width, body_h)
        outline.setPos(0, TITLE_H)
        outline.setZValue(-1)
        self.addItem(outline)

        top = TITLE_H + PAD
        x = PAD
        for slot in layout.slots:
            pos_w = slot.slot_width * L_PITCH
            if slot.is_occupied:
                width_slots = slot.card_slot_width or slot.slot_width
                detail = self._card_detail(gpu, width_slots)
                card = CardItem(CARD_LEN, width_slots, slot.gpu or "?", detail,
                                Orientation.LANDSCAPE)
                card.setPos(x + 2, top)
                self.addItem(card)
                self.model_items[("card", slot.index)] = card
            else:
                empty = EmptyPositionItem(pos_w - 4, CARD_LEN)
                empty.lang = self.lang
                empty.setPos(x + 2, top)
                self.addItem(empty)
            slot_item = SlotItem(slot, L_SLOT_H, Orientation.LANDSCAPE, pos_w)
            slot_item.setPos(x, top + CARD_LEN + 2)
            self.addItem(slot_item)
            self.model_items[("slot", slot.index)] = slot_item
            x += pos_w + L_GAP

        bay_x = PAD + positions_w + L_PSU_GAP
        divider = DividerItem(1, body_h - 2 * PAD + 6)
        divider.setPos(bay_x - L_PSU_GAP / 2, top - 4)
        self.addItem(divider)
        for k, (caption, watts, stated) in enumerate(boxes):
            box = PsuItem(L_PSU_W, caption, watts, stated)
            box.setPos(bay_x, top + k * (PSU_H + 10))
            self.addItem(box)
            self.model_items[("psu", k)] = box

        self.setSceneRect(QRectF(-4, -4, width + 8, TITLE_H + body_h + 8))

    def _card_detail(self, gpu, width_slots: int) -> str:
        slots = word("slots", self.lang, n=width_slots)
        if gpu is None:
            return slots
        power = (f"{gpu.board_power_w} W" if gpu.board_power_w is not None
                 else word("power_na", self.lang))
        return f"{gpu.memory_gb} GB · {power} · {slots} · {word(gpu.cooler.value, self.lang)}"

    def render_to(self, painter: QPainter, target: QRectF) -> None:
        """Paint the whole diagram into ``target`` (vector on a PDF painter), aspect kept."""
        self.render(painter, target, self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


def orientation_for(width: float, height: float) -> Orientation:
    """Landscape when ``width / height`` exceeds :data:`LANDSCAPE_ASPECT`, else portrait."""
    if height <= 0:
        return Orientation.PORTRAIT
    return Orientation.LANDSCAPE if width / height > LANDSCAPE_ASPECT else Orientation.PORTRAIT


class ChassisView(QGraphicsView):
    """Shows a :class:`ChassisScene`, fitted to the view with its aspect ratio kept.

    The scene is drawn landscape when the view is wider than :data:`LANDSCAPE_ASPECT`,
    portrait otherwise; a resize that crosses the threshold re-lays the scene out after a
    short pause (:meth:`relayout` does it at once).
    """

    MAX_SCALE = 1.5
    """Never blow the drawing up beyond this (a maximised window on a large screen)."""

    RELAYOUT_DELAY_MS = 80

    def __init__(self, parent: QWidget | None = None) -> None:
        self._scene = ChassisScene()
        super().__init__(self._scene, parent)
        self._scene.setParent(self)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setBackgroundBrush(QBrush(QColor("#ffffff")))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(240, 200)
        self._relayout_timer = QTimer(self)
        self._relayout_timer.setSingleShot(True)
        self._relayout_timer.setInterval(self.RELAYOUT_DELAY_MS)
        self._relayout_timer.timeout.connect(self.relayout)

    @property
    def chassis_scene(self) -> ChassisScene:
        """The scene drawn."""
        return self._scene

    def wanted_orientation(self) -> Orientation:
        """The orientation the view's current size asks for."""
        # The contents rect follows resize() at once, even before the view is shown.
        area = self.contentsRect()
        return orientation_for(area.width(), area.height())

    def show_layout(self, layout: ChassisLayout) -> None:
        """Rebuild the scene from ``layout`` in the orientation the view's size asks for.

        The view draws what it is given: the layout is computed by the caller (the window's
        :class:`gui.state.AppState`, via :func:`core.layout.chassis_layout`).
        """
        self._relayout_timer.stop()
        self._scene.set_orientation(self.wanted_orientation())
        self._scene.set_layout(layout)
        self._fit()

    def relayout(self) -> None:
        """Switch the scene's orientation now if the view's aspect ratio asks for another."""
        self._relayout_timer.stop()
        self._scene.set_orientation(self.wanted_orientation())
        self._fit()

    def clear(self) -> None:
        """Show nothing."""
        self._relayout_timer.stop()
        self._scene.clear_layout()

    def _fit(self) -> None:
        rect = self._scene.sceneRect()
        viewport = self.viewport().size()
        if rect.isEmpty() or viewport.isEmpty():
            return
        margin = 4
        scale = min((viewport.width() - 2 * margin) / rect.width(),
                    (viewport.height() - 2 * margin) / rect.height(),
                    self.MAX_SCALE)
        self.resetTransform()
        self.scale(max(scale, 0.05), max(scale, 0.05))
        self.centerOn(rect.center())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if (self._scene.layout_model is not None
                and self.wanted_orientation() is not self._scene.orientation):
            self._relayout_timer.start()  # debounced: a drag resizes many times
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()


def layout_facts(layout: ChassisLayout, lang: str = "en") -> list[str]:
    """The lines :class:`ChassisFacts` lists: all of the layout's notes (``note.text(lang)``,
    the internal checks too), the PSU when the seed states it (a note says so when it does
    not), then the cooler type.

    The window is the engineer's, so it quotes the seed's chassis cell as printed; like the
    notes it calls the seed "the selection guide" throughout.
    """
    facts = []
    for note in layout.notes:
        text = note.text(lang)
        if note.key == "psu_not_stated":
            text += f" ({word('cell', lang, cell=layout.psu.as_printed)})"
        facts.append(text)
    if layout.psu.is_stated:
        # The notes quote the PSU only as a total; the count and rating go before the power.
        power_at = next((i for i, note in enumerate(layout.notes) if note.key.startswith("power")),
                        len(facts))
        facts.insert(power_at, f"PSU {layout.psu.describe()} "
                               f"({word('cell', lang, cell=layout.psu.as_printed)})")
    if layout.gpu is not None:
        facts.append(f"Cooler: {layout.gpu.cooler.value} ({layout.gpu.name})")
    return facts


class ChassisFacts(QLabel):
    """The layout facts a presales engineer checks, as a compact list beside the diagram:
    GPU count against the chassis range, PSU, estimated board power and its share, cooler."""

    HEADING = "Layout notes"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chassisFacts")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.facts: list[str] = []

    def show_layout(self, layout: ChassisLayout, lang: str = "en") -> None:
        """List ``layout``'s facts."""
        self.facts = layout_facts(layout, lang)
        rows = "".join(
            f'<tr><td style="color:{MUTED.name()}; padding-right:6px;">•</td>'
            f'<td style="padding-bottom:5px;">{html.escape(fact)}</td></tr>'
            for fact in self.facts
        )
        self.setText(
            f'<div style="color:{MUTED.name()}; margin-bottom:4px;">{self.HEADING}</div>'
            f'<table cellspacing="0" cellpadding="0" style="color:{INK.name()};">{rows}</table>'
        )

    def clear(self) -> None:
        """List nothing."""
        self.facts = []
        super().clear()

    def plain_text(self) -> str:
        """The facts, one a line (what the label shows, without markup)."""
        return "\n".join(self.facts)
