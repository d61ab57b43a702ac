"""Tests for gui/chassis.py: the chassis scene is built from the layout, item by item."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from core.layout import chassis_layout
from gui.chassis import CardItem, ChassisScene, ChassisView, PsuItem, SlotItem


def _counts(scene: ChassisScene) -> dict[str, int]:
    kinds: dict[str, int] = {}
    for key in scene.model_items:
        kinds[key[0]] = kinds.get(key[0], 0) + 1
    return kinds


@pytest.mark.parametrize(
    ("code", "slots", "cards", "psus"),
    [
        ("GT410i 14596-SB4X", 4, 4, 1),
        ("GT410P 14696-SB5X", 7, 5, 2),
        ("GX630M 243192-MB8X", 9, 8, 1),  # PSU not stated: one dashed box says so
    ],
)
def test_scene_items_follow_the_layout(qtbot, seed_catalog, code, slots, cards, psus):
    scene = ChassisScene()
    scene.set_layout(chassis_layout(seed_catalog.sku(code), seed_catalog))
    assert _counts(scene) == {"slot": slots, "card": cards, "psu": psus}
    assert len(scene.model_items) == slots + cards + psus
    assert all(isinstance(scene.model_items[("slot", i)], SlotItem) for i in range(slots))
    assert all(isinstance(scene.model_items[("card", i)], CardItem) for i in range(cards))
    assert all(isinstance(scene.model_items[("psu", k)], PsuItem) for k in range(psus))
    assert all(item.scene() is scene for item in scene.model_items.values())


def test_cards_sit_in_their_slots_top_down(qtbot, seed_catalog):
    scene = ChassisScene()
    scene.set_layout(chassis_layout(seed_catalog.sku("GT410P 14696-SB5X"), seed_catalog))
    ys = [scene.model_items[("card", i)].pos().y() for i in range(5)]
    assert ys == sorted(ys)
    for i in range(5):
        assert scene.model_items[("card", i)].pos().y() == scene.model_items[("slot", i)].pos().y()
    assert scene.model_items[("card", 0)].name == "RTX2080S"


def test_unstated_psu_box_says_so(qtbot, seed_catalog):
    scene = ChassisScene()
    scene.set_layout(chassis_layout(seed_catalog.sku("GX630M 243192-MB8X"), seed_catalog))
    box = scene.model_items[("psu", 0)]
    assert not box.stated and "not stated" in box.watts


def test_view_rebuilds_when_the_sku_changes(qtbot, seed_catalog):
    view = ChassisView()
    qtbot.addWidget(view)
    view.resize(400, 400)
    view.show_build(seed_catalog.sku("GT410i 14596-SB4X"), seed_catalog)
    first = dict(view.chassis_scene.model_items)
    assert len(first) == 4 + 4 + 1
    view.show_build(seed_catalog.sku("GT410P 145128-SB7X"), seed_catalog)
    second = view.chassis_scene.model_items
    assert len(second) == 7 + 7 + 2
    assert not set(first.values()) & set(second.values())
    assert len(view.chassis_scene.items()) > len(second)  # outline, title, caption too
    view.clear()
    assert view.chassis_scene.model_items == {} and view.chassis_scene.items() == []


def test_scene_renders_onto_a_painter(qtbot, seed_catalog):
    scene = ChassisScene()
    scene.set_layout(chassis_layout(seed_catalog.sku("GT410i 14596-SB4X"), seed_catalog))
    image = QImage(300, 300, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render_to(painter, QRectF(0, 0, 300, 300))
    painter.end()
    colours = {image.pixel(x, y) for x in range(0, 300, 7) for y in range(0, 300, 7)}
    assert len(colours) > 3  # something was drawn
