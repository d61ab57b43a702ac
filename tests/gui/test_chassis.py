"""Tests for gui/chassis.py: the chassis scene is built from the layout, item by item."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from core.layout import chassis_layout
from gui.chassis import (
    CardItem,
    ChassisFacts,
    ChassisScene,
    ChassisView,
    Orientation,
    PsuItem,
    SlotItem,
    layout_facts,
    orientation_for,
    word,
)


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
    view.show_layout(chassis_layout(seed_catalog.sku("GT410i 14596-SB4X"), seed_catalog))
    first = dict(view.chassis_scene.model_items)
    assert len(first) == 4 + 4 + 1
    view.show_layout(chassis_layout(seed_catalog.sku("GT410P 145128-SB7X"), seed_catalog))
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


# ---------------------------------------------------------------------- orientation
def _is_landscape(scene: ChassisScene) -> bool:
    rect = scene.sceneRect()
    return rect.width() > rect.height()


def test_view_picks_the_orientation_from_its_aspect_ratio(qtbot, seed_catalog):
    view = ChassisView()
    qtbot.addWidget(view)
    scene = view.chassis_scene
    view.resize(1000, 300)  # the main window's tab: wide and short
    view.show_layout(chassis_layout(seed_catalog.sku("GX630M 2331T-266T9F"), seed_catalog))  # 3.7
    assert scene.orientation is Orientation.LANDSCAPE and _is_landscape(scene)
    assert _counts(scene) == {"slot": 9, "card": 9, "psu": 1}

    view.resize(400, 700)
    view.relayout()
    assert scene.orientation is Orientation.PORTRAIT and not _is_landscape(scene)
    assert _counts(scene) == {"slot": 9, "card": 9, "psu": 1}

    view.resize(1000, 300)
    view.relayout()
    assert scene.orientation is Orientation.LANDSCAPE and _is_landscape(scene)
    assert _counts(scene) == {"slot": 9, "card": 9, "psu": 1}
    assert scene.layout_model.sku.number == "3.7"


def test_orientation_threshold():
    assert orientation_for(1020, 330) is Orientation.LANDSCAPE
    assert orientation_for(140, 100) is Orientation.LANDSCAPE
    assert orientation_for(120, 100) is Orientation.PORTRAIT
    assert orientation_for(400, 700) is Orientation.PORTRAIT
    assert orientation_for(400, 0) is Orientation.PORTRAIT


def test_resizing_a_shown_view_relays_the_scene_out_once(qtbot, seed_catalog):
    view = ChassisView()
    qtbot.addWidget(view)
    view.resize(900, 300)
    view.show()
    qtbot.waitExposed(view)
    view.show_layout(chassis_layout(seed_catalog.sku("GT410P 14696-SB5X"), seed_catalog))
    scene = view.chassis_scene
    assert scene.orientation is Orientation.LANDSCAPE
    for height in (400, 500, 600, 700):  # a drag: several resizes, one relayout after it
        view.resize(360, height)
    assert scene.orientation is Orientation.LANDSCAPE  # debounced, not yet
    qtbot.waitUntil(lambda: scene.orientation is Orientation.PORTRAIT, timeout=2000)
    assert not _is_landscape(scene)
    assert _counts(scene) == {"slot": 7, "card": 5, "psu": 2}
    # The relayout does not resize the view, so it does not trigger another one.
    assert view.wanted_orientation() is scene.orientation
    assert not view._relayout_timer.isActive()


def test_landscape_cards_stand_left_to_right_in_their_slots(qtbot, seed_catalog):
    scene = ChassisScene(orientation=Orientation.LANDSCAPE)
    scene.set_layout(chassis_layout(seed_catalog.sku("GT410P 14696-SB5X"), seed_catalog))
    assert _counts(scene) == {"slot": 7, "card": 5, "psu": 2}
    xs = [scene.model_items[("slot", i)].pos().x() for i in range(7)]
    assert xs == sorted(xs) and len(set(xs)) == 7
    for i in range(5):
        card, slot = scene.model_items[("card", i)], scene.model_items[("slot", i)]
        assert card.rect.height() > 2 * card.rect.width()  # a tall vertical board
        assert card.pos().x() >= slot.pos().x()
        assert card.pos().x() + card.rect.width() <= slot.pos().x() + slot.rect.width()
        assert card.pos().y() + card.rect.height() <= slot.pos().y()  # stands on its connector
    # The PSU bay is right of every position, boxes inside the scene.
    last_slot = scene.model_items[("slot", 6)]
    for k in range(2):
        box = scene.model_items[("psu", k)]
        assert box.pos().x() > last_slot.pos().x() + last_slot.rect.width()
        assert scene.sceneRect().contains(box.sceneBoundingRect())
    # Nothing overlaps: the model items are pairwise disjoint.
    rects = [item.sceneBoundingRect().adjusted(1, 1, -1, -1)
             for item in scene.model_items.values()]
    assert not any(a.intersects(b) for n, a in enumerate(rects) for b in rects[n + 1:])


def test_set_orientation_rebuilds_the_current_layout(qtbot, seed_catalog):
    scene = ChassisScene()
    layout = chassis_layout(seed_catalog.sku("GT410i 14596-SB4X"), seed_catalog)
    scene.set_layout(layout)
    portrait = dict(scene.model_items)
    portrait_rect = scene.sceneRect()
    assert scene.set_orientation(Orientation.LANDSCAPE)
    landscape_rect = scene.sceneRect()
    assert _is_landscape(scene) and scene.layout_model is layout
    assert (landscape_rect.width() / landscape_rect.height()
            > portrait_rect.width() / portrait_rect.height())
    assert set(scene.model_items) == set(portrait)
    assert not scene.set_orientation(Orientation.LANDSCAPE)  # no change, no rebuild


def test_landscape_scene_renders_onto_a_painter(qtbot, seed_catalog):
    scene = ChassisScene(orientation=Orientation.LANDSCAPE)
    scene.set_layout(chassis_layout(seed_catalog.sku("GX630M 2331T-266T9F"), seed_catalog))
    image = QImage(600, 240, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render_to(painter, QRectF(0, 0, 600, 240))
    painter.end()
    colours = {image.pixel(x, y) for x in range(0, 600, 7) for y in range(0, 240, 7)}
    assert len(colours) > 3


# ---------------------------------------------------------------------- layout facts
def test_facts_list_the_layout_notes_psu_not_stated(qtbot, seed_catalog):
    layout = chassis_layout(seed_catalog.sku("3.1"), seed_catalog)
    facts = ChassisFacts()
    qtbot.addWidget(facts)
    facts.show_layout(layout)
    for note in layout.notes:  # all of them, the internal checks too
        assert any(fact.startswith(note.text("en")) for fact in facts.facts)
    # The engineer's window quotes the chassis cell as printed, calling the seed "the
    # selection guide" as the notes do.
    assert "PSU not stated by the selection guide (chassis cell '雙塔')" \
        in facts.facts
    assert any(fact.startswith("GPU board power ≈ 2250 W") for fact in facts.facts)
    assert "Cooler: blower" in facts.plain_text()
    assert "not stated by the selection guide" in facts.text()
    facts.clear()
    assert facts.facts == [] and facts.text() == ""


def test_facts_state_the_psu_and_its_share_when_the_seed_gives_it(seed_catalog):
    layout = chassis_layout(seed_catalog.sku("1.2"), seed_catalog)
    facts = layout_facts(layout)
    assert facts[0] == "2 GPUs in a chassis the selection guide rates for 2-4"
    psu = facts.index("PSU 1 × 1200 W (chassis cell '微塔式(1200w)')")
    power = next(n for n, fact in enumerate(facts) if "42 % of 1200 W PSU" in fact)
    assert psu < power
    assert facts[-1] == "Cooler: blower (RTX2080Ti)"


def test_main_window_shows_landscape_diagram_and_notes_unclipped(qtbot, seed_catalog):
    from gui.main_window import MainWindow
    from gui.state import AppState

    window = MainWindow(AppState(seed_catalog))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    build = window.build_view
    for number in ("3.7", "3.1", "1.2"):
        window.state.select_sku(seed_catalog.sku(number))
        build.diagram.relayout()
        scene = build.diagram.chassis_scene
        assert scene.layout_model.sku.number == number
        assert scene.orientation is Orientation.LANDSCAPE and _is_landscape(scene)
        # The whole drawing is inside the view (fitted, not cropped).
        shown = build.diagram.mapFromScene(scene.sceneRect()).boundingRect()
        assert build.diagram.viewport().rect().adjusted(-1, -1, 1, 1).contains(shown)
        # The notes sit beside the drawing, fully visible.
        facts = build.facts
        for note in scene.layout_model.notes:
            assert note.text("en") in facts.plain_text()
        scroll = facts.parentWidget().parentWidget()
        assert facts.heightForWidth(facts.width()) <= scroll.viewport().height()
        diagram_box = build.diagram.geometry()
        facts_box = scroll.geometry()
        assert not diagram_box.intersects(facts_box)
        assert facts_box.right() <= build.width()
    assert "PSU not stated" not in build.facts.plain_text()  # 1.2 states 1200 W


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_diagram_words_never_say_seed(lang):
    from gui.chassis import _WORDS

    for key, texts in _WORDS.items():
        text = texts[lang]
        assert "seed" not in text.casefold() and "种子" not in text and "種子" not in text, key
    assert word("range", "zh_CN", low=8, high=9) == "选型指南：8-9 块 GPU"
    assert word("range", "zh_TW", low=8, high=9) == "選型指南：8-9 塊 GPU"
    assert word("range", "en", low=8, high=9) == "selection guide: 8-9 GPUs"


def test_chassis_module_draws_and_never_lays_out():
    import gui.chassis

    assert not hasattr(gui.chassis, "chassis_layout")  # the state computes the layout
    assert not hasattr(gui.chassis.ChassisView, "show_build")


def test_facts_keep_the_internal_checks_and_never_say_seed(seed_catalog):
    for sku in seed_catalog.skus:
        facts = layout_facts(chassis_layout(sku, seed_catalog))
        assert not any("seed" in fact.casefold() for fact in facts), sku.number
    facts = layout_facts(chassis_layout(seed_catalog.sku("3.3"), seed_catalog))
    assert "7 GPUs, outside the 8-9 the selection guide rates this chassis for" in facts
