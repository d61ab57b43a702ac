"""The scene's graphics item: one per drawn model object, painted by its scene."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QPainter,
    QPainterPath,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rigwright.core.build.diagram import (
    SLOT_PITCH_MM,
    ItemKey,
    Rect,
)

if TYPE_CHECKING:
    from rigwright.gui.build.scene.build_scene import BuildScene


class DiagramItem(QGraphicsItem):
    """One model object of the diagram. ``key`` says which
    (see :data:`rigwright.core.build.diagram.ItemKey`); ``model`` is the core's item; the scene
    paints it (:meth:`BuildScene.paint_item`)."""

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
