"""The view of the diagram scene: fit to size, keyboard focus, drops of dragged GPUs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    Qt,
)
from PySide6.QtGui import (
    QPainter,
)
from PySide6.QtWidgets import (
    QGraphicsView,
    QWidget,
)

from rigwright.core.build.diagram import (
    SLOT_PITCH_MM,
)
from rigwright.gui.build.scene.palette import GPU_MIME
from rigwright.gui.widgets.i18n import Retranslating

if TYPE_CHECKING:
    from rigwright.gui.build.scene.build_scene import BuildScene


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
