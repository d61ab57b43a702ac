"""The chassis and PCIe-slot diagram: a scene built item by item from a ``ChassisLayout``.

The scene keeps a dict from model object (("slot", i), ("card", i), ("psu", k)) to item, in
the manner of orange-canvas-core's ``CanvasScene.set_scheme``; items only draw, the core
(:mod:`core.layout`) decides what goes where.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from core.catalog import Catalog, Sku
from core.layout import NOT_STATED, ChassisLayout, PsuSpec, SlotPosition, chassis_layout
from gui.fonts import pixel_font

# Geometry, scene units (1 unit = 1 px at 100 %).
WIDTH = 440.0
PAD = 16.0
PITCH = 24.0  # one PCIe slot
TITLE_H = 52.0
LABEL_W = 100.0
PSU_H = 50.0
PSU_W = 140.0
FOOT_H = 26.0

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
    """One PCIe x16 position: a connector on the board and its label."""

    def __init__(self, slot: SlotPosition, height: float) -> None:
        super().__init__(LABEL_W, height)
        self.slot = slot

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.rect
        _draw_text(painter, QRectF(0, 0, r.width() - 14, PITCH), self.slot.label, 12,
                   INK if self.slot.is_occupied else FAINT)
        # The x16 connector, drawn on the board edge at the card's height.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CONNECTOR if self.slot.is_occupied else FAINT)
        painter.drawRoundedRect(QRectF(r.width() - 8, 4, 8, PITCH - 8), 2, 2)


class CardItem(_BoxItem):
    """A GPU card drawn in its position, ``card_slot_width`` slots tall."""

    def __init__(self, width: float, slots: int, name: str, detail: str) -> None:
        super().__init__(width, slots * PITCH - 4)
        self.name, self.detail, self.slots = name, detail, slots

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.rect
        painter.setPen(QPen(CARD_EDGE, 1.2))
        painter.setBrush(CARD_FILL)
        painter.drawRoundedRect(r, 5, 5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CARD_BRACKET)
        painter.drawRoundedRect(QRectF(0, 0, 6, r.height()), 3, 3)
        if self.slots >= 2:
            _draw_text(painter, QRectF(14, 2, r.width() - 20, 20), self.name, 14, INK)
            _draw_text(painter, QRectF(14, 22, r.width() - 20, 18), self.detail, 12, MUTED)
        else:
            _draw_text(painter, QRectF(14, 0, r.width() - 20, r.height()),
                       f"{self.name} · {self.detail}", 12, INK)


class EmptyPositionItem(_BoxItem):
    """An empty position: a dashed outline."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pen = QPen(FAINT, 1.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, 5, 5)
        _draw_text(painter, self.rect.adjusted(14, 0, -6, 0), "empty", 11, FAINT)


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


def _psu_boxes(psu: PsuSpec) -> list[tuple[str, str, bool]]:
    if not psu.is_stated:
        return [("PSU", NOT_STATED + " by the seed", False)]
    assert psu.count is not None
    return [(f"PSU {k + 1}", f"{psu.watts_each} W", True) for k in range(psu.count)]


class ChassisScene(QGraphicsScene):
    """The diagram of one build. Call :meth:`set_layout` to (re)build it.

    Attributes:
        model_items: model key -> item: ("slot", i) per position, ("card", i) per GPU card,
            ("psu", k) per PSU box.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model_items: dict[object, QGraphicsItem] = {}
        self.layout_model: ChassisLayout | None = None

    def clear_layout(self) -> None:
        """Remove every item."""
        self.clear()
        self.model_items = {}
        self.layout_model = None

    def set_layout(self, layout: ChassisLayout) -> None:
        """Rebuild the scene from ``layout``, item by item."""
        self.clear_layout()
        self.layout_model = layout
        sku, spec = layout.sku, layout.chassis

        subtitle = (f"{spec.series} · {spec.form_factor} · {sku.gpu_count} × {sku.gpu} · "
                    f"seed range {spec.min_gpus}-{spec.max_gpus} GPUs")
        title = TitleItem(WIDTH, sku.code, subtitle)
        self.addItem(title)

        n_boxes = len(_psu_boxes(layout.psu))
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
                empty.setPos(card_x, y)
                self.addItem(empty)
            y += pos_h + 6

        y += 10
        boxes = _psu_boxes(layout.psu)
        box_w = min(PSU_W, (WIDTH - 2 * PAD - 10 * (n_boxes - 1)) / n_boxes)
        if not layout.psu.is_stated:
            box_w = 2 * PSU_W
        for k, (caption, watts, stated) in enumerate(boxes):
            box = PsuItem(box_w, caption, watts, stated)
            box.setPos(PAD + k * (box_w + 10), y)
            self.addItem(box)
            self.model_items[("psu", k)] = box
        y += PSU_H + 8

        if layout.gpu_board_power_w is not None and gpu is not None:
            text = (f"GPU board power ≈ {layout.gpu_board_power_w} W "
                    f"({sku.gpu_count} × {gpu.board_power_w} W, reference table)")
        else:
            text = "GPU board power: not known"
        psu_total = layout.psu.total_w
        text += f" · PSU {psu_total} W" if psu_total else " · PSU not stated"
        caption = CaptionItem(WIDTH - 2 * PAD, text)
        caption.setPos(PAD, y + 2)
        self.addItem(caption)

        self.setSceneRect(QRectF(-4, -4, WIDTH + 8, TITLE_H + body_h + 8))

    @staticmethod
    def _card_detail(gpu, width_slots: int) -> str:
        if gpu is None:
            return f"{width_slots}-slot"
        power = f"{gpu.board_power_w} W" if gpu.board_power_w is not None else "power n/a"
        return f"{gpu.memory_gb} GB · {power} · {width_slots}-slot · {gpu.cooler.value}"

    def render_to(self, painter: QPainter, target: QRectF) -> None:
        """Paint the whole diagram into ``target`` (vector on a PDF painter), aspect kept."""
        self.render(painter, target, self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


class ChassisView(QGraphicsView):
    """Shows a :class:`ChassisScene`, fitted to the view with its aspect ratio kept."""

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
        self.setMinimumSize(240, 200)

    @property
    def chassis_scene(self) -> ChassisScene:
        """The scene drawn."""
        return self._scene

    def show_build(self, sku: Sku, catalog: Catalog) -> ChassisLayout:
        """Lay out ``sku`` (via :func:`core.layout.chassis_layout`), rebuild and fit."""
        layout = chassis_layout(sku, catalog)
        self.show_layout(layout)
        return layout

    def show_layout(self, layout: ChassisLayout) -> None:
        """Rebuild the scene from ``layout`` and fit it into the view."""
        self._scene.set_layout(layout)
        self._fit()

    def clear(self) -> None:
        """Show nothing."""
        self._scene.clear_layout()

    def _fit(self) -> None:
        if not self._scene.sceneRect().isEmpty():
            self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit()
