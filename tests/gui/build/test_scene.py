"""Tests for gui/build/scene.py: the live chassis and slot diagram. The scene's items
follow the build; dragging a card, dropping a GPU and the keyboard edit the build through the
state's undo stack (gui/state.py) in a real main window; verdicts and items select each other;
the exports parse."""

from __future__ import annotations

import dataclasses
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QImage,
    QPainter,
    QPalette,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rigwright.core.build.diagram import SLOT_PITCH_MM, build_diagram
from rigwright.core.build.model import Build, GpuLine, build_from_sku
from rigwright.core.build.rules import WARNING, check_build
from rigwright.gui.build.scene import GPU_MIME, BuildScene, colours
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState


@pytest.fixture
def window(qtbot, state):
    win = MainWindow(state)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    win.tabs.setCurrentWidget(win.build_view)
    return win


def _select(state: AppState, number: str) -> Build:
    state.select_sku(state.catalog.sku(number))
    QApplication.processEvents()
    return state.working_build


def _parts(window: MainWindow):
    panel = window.build_view.diagram_panel
    return panel, panel.scene, panel.view


def _diagram_of(catalog, number: str):
    build = build_from_sku(catalog.sku(number), catalog)
    return build_diagram(build, catalog, check_build(build, catalog))


def _assert_scene_matches(scene: BuildScene, build: Build) -> None:
    """One item per card at the card's rectangle, one per slot, for exactly ``build``."""
    diagram = scene.diagram
    assert diagram is not None and diagram.build == build
    cards = sorted(k for k in scene.items_by_key if k[0] == "card")
    assert cards == [("card", i) for i in range(build.gpu_count)]
    for card in diagram.cards:
        item = scene.items_by_key[("card", card.index)]
        assert item.model == card
        assert (item.pos().x(), item.pos().y()) == pytest.approx((card.rect.x, card.rect.y))
        assert (item.extent.width(), item.extent.height()) == pytest.approx(
            (card.rect.w, card.rect.h)
        )
        assert item.scene() is scene
    slots = sorted(k for k in scene.items_by_key if k[0] == "slot")
    assert slots == [("slot", s.opening) for s in diagram.slots]
    for slot in diagram.slots:
        item = scene.items_by_key[("slot", slot.opening)]
        assert item.model == slot
        assert (item.pos().x(), item.pos().y()) == pytest.approx((slot.rect.x, slot.rect.y))


def _drag_card(view, item, dy_mm: float) -> None:
    """Press on ``item``, move the mouse ``dy_mm`` scene millimetres down in steps, release."""
    viewport = view.viewport()
    centre = item.sceneBoundingRect().center()
    start = view.mapFromScene(centre)
    end = view.mapFromScene(centre + QPointF(0, dy_mm))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * k / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def _gpu_mime(model: str) -> QMimeData:
    mime = QMimeData()
    mime.setData(GPU_MIME, QByteArray(model.encode("utf-8")))
    return mime


def _over_slot(view, scene: BuildScene, opening: int) -> QPoint:
    """A viewport point where a card dropped would hang from the slot at ``opening``."""
    slot = scene.diagram.slot_at(opening)
    return view.mapFromScene(QPointF(slot.rect.x + 40, slot.rect.y + SLOT_PITCH_MM))


def _send_drag(view, point: QPoint, mime: QMimeData) -> tuple[bool, bool]:
    """DragEnter then DragMove at ``point``: whether each was accepted."""
    args = (
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    enter = QDragEnterEvent(point, *args)
    QApplication.sendEvent(view.viewport(), enter)
    move = QDragMoveEvent(point, *args)
    QApplication.sendEvent(view.viewport(), move)
    return enter.isAccepted(), move.isAccepted()


def _send_drop(view, point: QPoint, mime: QMimeData) -> bool:
    event = QDropEvent(
        QPointF(point),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.viewport(), event)
    return event.isAccepted()


# ---------------------------------------------------------------------- items
@pytest.mark.parametrize("number", ["1.1", "1.7", "2.4", "3.7"])
def test_scene_items_match_the_build(qtbot, seed_catalog, number):
    scene = BuildScene(dark=False)
    diagram = _diagram_of(seed_catalog, number)
    scene.set_diagram(diagram)
    _assert_scene_matches(scene, diagram.build)
    assert set(diagram.keys()) <= set(scene.items_by_key)
    r = diagram.scene_rect
    assert scene.sceneRect() == QRectF(r.x, r.y, r.w, r.h)
    # every placed card hangs in its slot: the slot's item and the card's overlap
    for card in diagram.cards:
        slot = scene.items_by_key[("slot", card.opening)]
        assert (
            scene.items_by_key[("card", card.index)]
            .sceneBoundingRect()
            .intersects(slot.sceneBoundingRect())
        )


def test_the_window_draws_the_selected_build(qtbot, window, state):
    panel, scene, _view = _parts(window)
    build = _select(state, "3.7")
    assert build.gpu_count == 9
    _assert_scene_matches(scene, build)
    assert panel.count_spin.value() == 9
    assert panel.gpu_combo.currentData() == "Quadro RTX8000"


def test_set_diagram_updates_the_items_in_place(qtbot, seed_catalog):
    scene = BuildScene(dark=False)
    first = _diagram_of(seed_catalog, "1.7")
    scene.set_diagram(first)
    before = dict(scene.items_by_key)
    scene.select_keys([("card", 1)])

    moved = dataclasses.replace(first.build, placement=(4, 2, 0, 6))
    scene.set_diagram(build_diagram(moved, seed_catalog))
    assert scene.items_by_key.keys() == before.keys()
    assert all(scene.items_by_key[k] is item for k, item in before.items())
    _assert_scene_matches(scene, moved)
    assert scene.items_by_key[("card", 0)].pos().y() > scene.items_by_key[("card", 2)].pos().y()
    assert scene.selected_keys() == [("card", 1)]  # the selection stays

    three = dataclasses.replace(first.build, gpus=(GpuLine("RTX2080Ti", 3),))
    scene.set_diagram(build_diagram(three, seed_catalog))
    gone = before[("card", 3)]
    assert ("card", 3) not in scene.items_by_key and gone.scene() is None
    assert all(scene.items_by_key[k] is before[k] for k in scene.items_by_key if k in before)
    _assert_scene_matches(scene, three)

    scene.set_diagram(first)
    assert scene.items_by_key[("card", 3)] is not gone  # a new item for the new card
    _assert_scene_matches(scene, first.build)
    scene.set_diagram(None)
    assert scene.items_by_key == {} and scene.items() == []


# ---------------------------------------------------------------------- drag and drop
def test_dragging_a_card_to_a_taken_slot_swaps_them_through_the_undo_stack(qtbot, window, state):
    panel, scene, view = _parts(window)
    build = _select(state, "1.7")
    assert build.placement is None
    item = scene.items_by_key[("card", 0)]
    _drag_card(view, item, 4 * SLOT_PITCH_MM)  # from opening 0 down to opening 4
    assert state.working_build.placement == (4, 2, 0, 6)
    assert state.working_build.gpus == build.gpus
    assert state.undo_stack.count() == 1
    assert state.undo_stack.undoText() == "move card 1 to PCIe 3"
    assert scene.items_by_key[("card", 0)] is item  # the same item, moved
    _assert_scene_matches(scene, state.working_build)
    assert scene.selected_keys() == [("card", 0)]
    assert scene.dragging_card is None and panel.message.text() == ""


def test_a_card_dragged_back_to_its_slot_changes_nothing(qtbot, window, state):
    _panel, scene, view = _parts(window)
    build = _select(state, "1.7")
    item = scene.items_by_key[("card", 2)]
    _drag_card(view, item, 0.4 * SLOT_PITCH_MM)
    assert state.undo_stack.count() == 0 and state.working_build == build
    _assert_scene_matches(scene, build)  # snapped back to its rectangle


def test_a_refused_drag_puts_the_card_back_and_says_why(qtbot, window, state):
    panel, scene, view = _parts(window)
    build = _select(state, "1.7")
    five = dataclasses.replace(build, gpus=(GpuLine("RTX2080Ti", 5),))
    state.edit_build(five, "add 1 × RTX2080Ti")
    item = scene.items_by_key[("card", 0)]
    _drag_card(view, item, 4 * SLOT_PITCH_MM)
    assert "fit no slot" in panel.message.text()
    assert state.undo_stack.count() == 1 and state.working_build == five
    _assert_scene_matches(scene, five)


def test_dropping_a_gpu_on_an_empty_slot_adds_a_card_there(qtbot, window, state):
    panel, scene, view = _parts(window)
    build = _select(state, "1.1")  # GX380i: cards at openings 0 and 2, slots 4 and 6 empty
    assert scene.diagram.slot_at(4).card is None
    point = _over_slot(view, scene, 4)
    assert _send_drag(view, point, _gpu_mime("RTX2080Ti")) == (True, True)
    assert scene.drop_opening == 4  # the slot is highlighted while the GPU hovers over it
    assert _send_drop(view, point, _gpu_mime("RTX2080Ti"))
    assert scene.drop_opening is None
    new = state.working_build
    assert new.gpus == (GpuLine("RTX2070S", 2), GpuLine("RTX2080Ti", 1))
    assert new.placement == (0, 2, 4)
    assert (
        state.undo_stack.count() == 1 and state.undo_stack.undoText() == "add RTX2080Ti in PCIe 3"
    )
    _assert_scene_matches(scene, new)
    assert scene.diagram.slot_at(4).card == 2
    state.undo_stack.undo()
    assert state.working_build == build
    _assert_scene_matches(scene, build)
    assert panel.message.text() == ""


def test_a_drop_on_a_taken_slot_or_without_a_gpu_changes_nothing(qtbot, window, state):
    panel, scene, view = _parts(window)
    build = _select(state, "1.1")
    taken = _over_slot(view, scene, 2)
    assert _send_drag(view, taken, _gpu_mime("RTX2080Ti")) == (True, True)
    assert scene.drop_opening == 2
    assert _send_drop(view, taken, _gpu_mime("RTX2080Ti"))
    assert "PCIe 2 holds card 2" in panel.message.text()
    assert state.working_build == build and state.undo_stack.count() == 0

    text = QMimeData()
    text.setText("RTX2080Ti")
    assert _send_drag(view, _over_slot(view, scene, 4), text) == (False, False)
    assert scene.drop_opening is None
    assert not _send_drop(view, _over_slot(view, scene, 4), text)
    assert state.working_build == build and state.undo_stack.count() == 0


# ---------------------------------------------------------------------- keyboard
def _focus(qtbot, window, view) -> None:
    window.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)


def test_tab_walks_the_cards_in_slot_order(qtbot, window, state):
    _panel, scene, view = _parts(window)
    build = _select(state, "1.7")
    state.edit_build(dataclasses.replace(build, placement=(6, 2, 4, 0)), "reorder")
    _focus(qtbot, window, view)
    seen = []
    for _ in range(4):
        QTest.keyClick(view, Qt.Key.Key_Tab)
        seen.append(scene.selected_card())
    assert seen == [3, 1, 2, 0]  # top slot first
    QTest.keyClick(view, Qt.Key.Key_Backtab)
    assert scene.selected_card() == 2
    QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_Tab)  # past the last card, focus leaves the diagram
    assert scene.selected_card() == 0 and not view.hasFocus()


def test_keyboard_edits_go_through_the_undo_stack(qtbot, window, state):
    panel, scene, view = _parts(window)
    build = _select(state, "1.7")
    _focus(qtbot, window, view)
    scene.select_keys([("card", 1)])

    QTest.keyClick(view, Qt.Key.Key_Down)  # card 2 (opening 2) down one slot: swaps with card 3
    moved = state.working_build
    assert moved.placement == (0, 4, 2, 6)
    assert scene.selected_keys() == [("card", 1)]
    QTest.keyClick(view, Qt.Key.Key_Up)
    back = state.working_build
    assert back.placement == (0, 2, 4, 6)
    scene.select_keys([("card", 0)])
    QTest.keyClick(view, Qt.Key.Key_Up)  # already in the top slot: nothing to do
    assert state.working_build == back

    scene.select_keys([("card", 3)])
    QTest.keyClick(view, Qt.Key.Key_Delete)
    removed = state.working_build
    assert removed.gpus == (GpuLine("RTX2080Ti", 3),) and removed.placement == (0, 2, 4)
    assert scene.selected_keys() == []
    _assert_scene_matches(scene, removed)

    panel.palette_list.select_model("Quadro RTX4000")
    QTest.keyClick(view, Qt.Key.Key_Insert)
    added = state.working_build
    assert added.gpus == (GpuLine("RTX2080Ti", 3), GpuLine("Quadro RTX4000", 1))
    assert added.placement == (0, 2, 4, 6)
    _assert_scene_matches(scene, added)

    assert state.change_texts == (
        "move card 2 to PCIe 3",
        "move card 2 to PCIe 2",
        "remove card 4 (RTX2080Ti)",
        "add Quadro RTX4000",
    )
    # undo walks back through every exact build, the scene with it; redo walks forward
    for expected in (removed, back, moved, build):
        state.undo_stack.undo()
        assert state.working_build == expected
        _assert_scene_matches(scene, expected)
    assert not state.undo_stack.canUndo() and not state.working_changed
    for expected in (moved, back, removed, added):
        state.undo_stack.redo()
        assert state.working_build == expected
        _assert_scene_matches(scene, expected)


def test_an_edit_error_shows_in_the_panel_and_changes_nothing(qtbot, window, state):
    panel, scene, view = _parts(window)
    _select(state, "1.7")
    _focus(qtbot, window, view)
    scene.select_keys([("card", 0)])
    QTest.keyClick(view, Qt.Key.Key_Down)  # every card now placed by hand, every slot taken
    placed = state.working_build
    assert placed.placement == (2, 0, 4, 6) and state.undo_stack.count() == 1
    items = dict(scene.items_by_key)

    panel.palette_list.select_model("RTX2080Ti")
    QTest.keyClick(view, Qt.Key.Key_Insert)
    assert "no free slot takes a 2-slot RTX2080Ti" in panel.message.text()
    assert state.working_build == placed and state.undo_stack.count() == 1
    assert scene.items_by_key == items

    panel.count_spin.setValue(1)
    one = state.working_build
    assert one.gpu_count == 1 and state.undo_stack.count() == 2
    scene.select_keys([("card", 0)])
    QTest.keyClick(view, Qt.Key.Key_Delete)
    assert "last card cannot be removed" in panel.message.text()
    assert state.working_build == one and state.undo_stack.count() == 2
    _assert_scene_matches(scene, one)
    # the next edit that works clears the message
    panel.count_spin.setValue(2)
    assert panel.message.text() == "" and state.working_build.gpu_count == 2


def test_the_count_box_sets_the_cards_through_the_undo_stack(qtbot, window, state):
    panel, scene, _view = _parts(window)
    build = _select(state, "1.7")
    assert panel.gpu_combo.currentData() == "RTX2080Ti" and panel.count_spin.value() == 4
    panel.count_spin.setValue(2)
    assert state.working_build.gpus == (GpuLine("RTX2080Ti", 2),)
    assert state.undo_stack.count() == 1 and state.undo_stack.undoText() == "2 × RTX2080Ti"
    _assert_scene_matches(scene, state.working_build)
    state.undo_stack.undo()
    assert state.working_build == build and panel.count_spin.value() == 4
    _assert_scene_matches(scene, build)
    state.undo_stack.redo()
    assert state.working_build.gpu_count == 2 and panel.count_spin.value() == 2


# ---------------------------------------------------------------------- verdicts
def _row_of(panel, rule: str) -> int:
    marked = panel.scene.diagram.marked
    for row in range(panel.verdicts.count()):
        index = panel.verdicts.item(row).data(Qt.ItemDataRole.UserRole)
        if index is not None and marked[index].verdict.rule == rule:
            return row
    raise AssertionError(f"no row for {rule}")


def test_selecting_a_verdict_selects_its_items_and_back(qtbot, window, state):
    panel, scene, view = _parts(window)
    _select(state, "1.7")
    marked = scene.diagram.marked
    assert panel.verdicts.count() == len(marked) == len(state.working_verdicts)

    panel.verdicts.item(_row_of(panel, "pcie.lanes")).setSelected(True)
    assert sorted(scene.selected_keys()) == [("card", 1), ("card", 3)]
    panel.verdicts.clearSelection()
    panel.verdicts.item(_row_of(panel, "power.transient")).setSelected(True)
    assert scene.selected_keys() == [("psu", 0)]

    # a click on card 1 (the second card, at x8) selects the verdicts concerning it
    card = scene.items_by_key[("card", 1)]
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.mapFromScene(card.sceneBoundingRect().center()),
    )
    assert scene.selected_keys() == [("card", 1)]
    rules = {marked[i].verdict.rule for i in panel.verdicts.selected_indices()}
    assert rules == {m.verdict.rule for m in marked if ("card", 1) in m.targets}
    assert "pcie.lanes" in rules and not any(r.startswith("power.") for r in rules)
    scene.select_keys([("card", 0)])
    rules = {marked[i].verdict.rule for i in panel.verdicts.selected_indices()}
    assert "pcie.lanes" not in rules and "formfactor.gpu_length" in rules


def test_an_item_shows_its_verdicts(qtbot, window, state):
    _panel, scene, _view = _parts(window)
    _select(state, "1.7")
    diagram = scene.diagram
    lanes = next(v for v in state.working_verdicts if v.rule == "pcie.lanes")
    power = next(v for v in state.working_verdicts if v.rule == "power.transient")
    assert diagram.severity_of(("card", 1)) == WARNING
    assert lanes.message in scene.items_by_key[("card", 1)].toolTip()
    assert scene.items_by_key[("card", 1)].toolTip().startswith("card 2: RTX2080Ti")
    assert lanes.message not in scene.items_by_key[("card", 0)].toolTip()
    assert power.message in scene.items_by_key[("psu", 0)].toolTip()
    assert diagram.severity_of(("psu", 0)) == power.severity
    assert lanes.message not in scene.items_by_key[("psu", 0)].toolTip()
    # after an edit that fixes the x8 link, the tooltip follows
    state.edit_build(
        dataclasses.replace(state.working_build, gpus=(GpuLine("RTX2080Ti", 2),)), "2 × RTX2080Ti"
    )
    assert not any(v.rule == "pcie.lanes" for v in state.working_verdicts)
    assert lanes.message not in scene.items_by_key[("card", 1)].toolTip()


# ---------------------------------------------------------------------- export
def test_export_png_writes_an_image_of_the_scene(qtbot, window, state, tmp_path):
    _panel, scene, _view = _parts(window)
    _select(state, "3.7")
    path = scene.export_png(tmp_path / "diagram.png")
    assert path.stat().st_size > 0
    image = QImage(str(path))
    assert not image.isNull()
    rect = scene.sceneRect()
    assert image.size() == QSize(int(rect.width() * 2), int(rect.height() * 2))
    assert image.pixelColor(1, 1) == QColor(colours(False)["bg"])  # printable: light
    colours_seen = {
        image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 23)
    }
    assert len(colours_seen) > 10  # something was drawn
    assert scene.selected_keys() == []


def test_export_svg_writes_a_vector_drawing_with_the_gpus(qtbot, window, state, tmp_path):
    _panel, scene, _view = _parts(window)
    _select(state, "1.7")
    scene.select_keys([("card", 2)])
    path = scene.export_svg(tmp_path / "diagram.svg")
    assert path.stat().st_size > 0
    root = ET.parse(path).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    x, y, w, h = (float(v) for v in root.attrib["viewBox"].split())
    rect = scene.sceneRect()
    assert (x, y) == (0, 0)
    assert (w, h) == pytest.approx((rect.width(), rect.height()))
    texts = ["".join(e.itertext()) for e in root.iter() if e.tag.endswith("text")]
    assert any("RTX2080Ti" in t for t in texts)
    assert any("PCIe 4" in t for t in texts)
    assert scene.selected_keys() == [("card", 2)]  # the export keeps the selection


# ---------------------------------------------------------------------- dark
def _render(scene: BuildScene) -> tuple[QImage, float]:
    rect = scene.sceneRect()
    scale = 2.0
    image = QImage(
        QSize(int(rect.width() * scale), int(rect.height() * scale)), QImage.Format.Format_ARGB32
    )
    image.fill(QColor("#ff00ff"))
    painter = QPainter(image)
    try:
        scene.render(painter, QRectF(0, 0, image.width(), image.height()), rect)
    finally:
        painter.end()
    return image, scale


@pytest.mark.parametrize("dark", [True, False])
def test_a_dark_scene_paints_on_the_dark_background(qtbot, seed_catalog, dark):
    scene = BuildScene(dark=dark)
    diagram = _diagram_of(seed_catalog, "1.7")
    scene.set_diagram(diagram)
    palette = colours(dark)
    assert scene.backgroundBrush().color() == palette["bg"]
    image, scale = _render(scene)
    assert image.pixelColor(1, 1) == palette["bg"]
    # inside card 1, between its bracket and its name: the card's fill
    card = diagram.cards[0].rect
    rect = scene.sceneRect()
    x = (card.x + 8.5 - rect.x()) * scale
    y = (card.y + card.h / 2 - rect.y()) * scale
    assert image.pixelColor(int(x), int(y)) == palette["card"]


def test_the_panel_follows_a_dark_palette(qtbot, window, state, tmp_path):
    panel, scene, _view = _parts(window)
    _select(state, "1.7")
    assert not scene.dark
    dark = QPalette(panel.palette())
    dark.setColor(QPalette.ColorRole.Window, QColor("#202124"))
    panel.setPalette(dark)
    panel.show_build(state.working_build, state.working_verdicts)
    assert scene.dark and scene.backgroundBrush().color() == colours(True)["bg"]
    image = QImage(str(scene.export_png(tmp_path / "dark.png", dark=True)))
    assert image.pixelColor(1, 1) == colours(True)["bg"]
    assert scene.dark  # the export leaves the scene's own colours


# ---------------------------------------------------------------------- newcomer review cases
def test_add_adds_the_gpu_box_model_which_follows_the_gpu_list(window, state):
    build = _select(state, "1.7")
    panel, _scene, _view = _parts(window)
    assert panel.gpu_combo.currentData() == "RTX2080Ti"
    panel.add_button.click()
    assert (
        state.working_build.cards.count("RTX2080Ti") == 5
        and len(set(state.working_build.cards)) == 1
    )
    panel.palette_list.select_model("Quadro RTX8000")
    assert panel.gpu_combo.currentData() == "Quadro RTX8000"
    panel.add_button.click()
    assert state.working_build.cards.count("Quadro RTX8000") == 1
    assert state.undo_stack.count() == 2 and build != state.working_build


def test_a_changed_build_is_quoted_as_changed(window, state):
    from rigwright.gui.quotes.editor import selection_line

    build = _select(state, "1.7")
    assert window.export_action.isEnabled()
    state.edit_build(dataclasses.replace(build, gpus=(GpuLine("RTX2080Ti", 2),)), "2 cards")
    assert window.export_action.isEnabled() and window.add_to_quote_action.isEnabled()
    item, _notice = selection_line(state, "en")  # what Add to quote / Export would quote
    assert item.kind == "build" and item.unit_price == state.working_price.amount_cny
    state.undo_stack.undo()
    item, _notice = selection_line(state, "en")
    assert item.kind == "sku" and item.sku == "1.7"


def test_escape_and_another_tab_leave_focus_mode(qtbot, window, state):
    _select(state, "1.7")
    window.focus_action.trigger()
    assert window.focus_action.isChecked() and not window.sku_ranking.isVisibleTo(window)
    assert window.build_view.diagram_panel.focus_button.isChecked()
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not window.focus_action.isChecked() and window.sku_ranking.isVisibleTo(window)
    window.focus_diagram(True)
    window.show_tab("chart_view")
    assert not window.focus_action.isChecked() and window.sku_ranking.isVisibleTo(window)


def test_a_refusal_is_cleared_by_the_next_build(window, state):
    _select(state, "1.7")
    panel, _scene, _view = _parts(window)
    panel.remove_button.click()  # nothing selected
    assert "select a card" in panel.message.text()
    panel.add_button.click()
    assert panel.message.text() == ""


def test_export_to_a_folder_says_so_and_writes_nothing(window, state, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    _select(state, "1.7")
    panel, _scene, _view = _parts(window)
    folder = tmp_path / "shots.png"
    folder.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(folder), ""))
    panel.export_png_button.click()
    assert "is a folder" in panel.message.text()
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "report.v2"), "")
    )
    panel.export_png_button.click()
    assert (tmp_path / "report.v2.png").stat().st_size > 0
