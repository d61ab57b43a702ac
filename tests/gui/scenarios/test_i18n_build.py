"""The build side of the window in another language: the chassis diagram with its
side panel, the rule check and the Parts tab show every text through the translator and word
it again when the language changes at run time (pseudo-translation: a translated text reads
"⟦source⟧"); the diagram's painted words follow too, while a quote's diagram keeps the quote's
language; the "?" and F1 help name the right topics."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QImage, QPainter

import rigwright.gui.build.scene as diagram_module
from rigwright.core.build.diagram import build_diagram
from rigwright.core.build.model import build_from_sku
from rigwright.core.build.rules import check_build
from rigwright.core.storage.database import open_catalog
from rigwright.gui.build.scene import BuildScene
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState
from rigwright.gui.widgets.help import topic_at
from tests.gui.conftest import PSEUDO_OPEN, catalog_words, untranslated, visible_texts

BROKEN_SKU = "2.5"
"""5 × Titan RTX: errors (more than the seed's 4), so verdicts, fixes and outlines show."""


def _show_each(window, views) -> None:
    for view in views:
        window.show_tab(view)
        QCoreApplication.processEvents()


def _painted_words(scene: BuildScene, monkeypatch) -> list[str]:
    """Every text the scene paints (rendered once into an image)."""
    painted: list[str] = []
    real = diagram_module._text

    def record(painter, rect, text, *args, **kwargs):
        painted.append(text)
        real(painter, rect, text, *args, **kwargs)

    monkeypatch.setattr(diagram_module, "_text", record)
    image = QImage(800, 600, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        scene.render(painter, QRectF(0, 0, 800, 600), scene.sceneRect())
    finally:
        painter.end()
    monkeypatch.setattr(diagram_module, "_text", real)
    return painted


def test_the_build_tabs_follow_a_language_change(window, state, seed_catalog, request):
    views = (window.build_view, window.build_check, window.parts_view)
    state.select_sku(state.catalog.sku(BROKEN_SKU))
    _show_each(window, views)  # every text set once in English ...
    assert window.build_check.fix_buttons and window.build_check.tree.rowCount()
    request.getfixturevalue("pseudo_language")  # ... then the language changes
    allowed = catalog_words(seed_catalog)
    bad = []
    for view in views:
        window.show_tab(view)
        QCoreApplication.processEvents()
        bad += untranslated(visible_texts(view), allowed)
    unique = sorted(set(bad))
    assert not unique, f"{len(unique)} texts not translated:\n" + "\n".join(
        f"{where}: {text!r}" for where, text in unique
    )


def test_the_diagrams_words_follow_a_language_change(qtbot, window, state, request, monkeypatch):
    panel = window.build_view.diagram_panel
    scene = panel.scene
    state.select_sku(state.catalog.sku(BROKEN_SKU))
    window.tabs.setCurrentWidget(window.build_view)
    before = _painted_words(scene, monkeypatch)
    assert "◀ rear" in before and "front ▶" in before and "air in" in before
    card_tip = scene.items_by_key[("card", 0)].toolTip()
    assert card_tip.startswith("card 1: ") and PSEUDO_OPEN not in card_tip
    with qtbot.waitSignal(scene.changed, timeout=2_000):  # the scene repaints by itself
        request.getfixturevalue("pseudo_language")
    after = _painted_words(scene, monkeypatch)
    for expected in ("◀ ⟦rear⟧", "⟦front⟧ ▶", "⟦air in⟧", "⟦air out⟧"):
        assert expected in after, (expected, after)
    assert any(text.startswith("⟦PCIe 1 · x16") for text in after), after  # slot labels
    assert any(text.startswith(("⟦sustained⟧", "⟦PSU not stated⟧")) for text in after), after
    assert any(re.search(r"⟦\d-slot⟧", text) for text in after), after  # the cards' details
    # the items' tooltips and the view's description for a screen reader follow too
    assert scene.items_by_key[("card", 0)].toolTip().startswith("⟦card 1: ")
    assert PSEUDO_OPEN in scene.items_by_key[("chassis",)].toolTip()
    assert PSEUDO_OPEN in panel.view.accessibleDescription()
    assert panel.view.accessibleName() == "⟦Chassis diagram⟧"
    # the layout notes beside it (rigwright.core.build.layout's notes and the window's own lines)
    facts = window.build_view.facts.facts
    assert facts and all(fact.startswith(PSEUDO_OPEN) for fact in facts), facts
    # English words left in the painted texts would be what a Chinese reader sees in English
    allowed = catalog_words(state.catalog)
    left = untranslated([("painted", t) for t in after], allowed | {"el"})
    assert not left, left


def test_a_quotes_diagram_keeps_the_quotes_language(seed_catalog, monkeypatch, pseudo_language):
    build_scene = BuildScene(lang="zh_CN", dark=False)
    build = build_from_sku(seed_catalog.sku(BROKEN_SKU), seed_catalog)
    build_scene.set_diagram(build_diagram(build, seed_catalog, check_build(build, seed_catalog)))
    painted = _painted_words(build_scene, monkeypatch)
    assert "◀ 后部" in painted and "前部 ▶" in painted
    assert not any(PSEUDO_OPEN in text for text in painted), painted


def test_verdicts_are_worded_by_the_translator(window, state, request):
    state.select_sku(state.catalog.sku(BROKEN_SKU))
    window.show_tab("build_check")
    view = window.build_check
    rows = view.tree.rowCount()
    assert rows and view.tree.item(0, view.COL_SEVERITY).text() in ("error", "warning", "info")
    request.getfixturevalue("pseudo_language")
    assert view.tree.rowCount() == rows  # the same verdicts, worded anew
    headers = [view.tree.horizontalHeaderItem(c).text() for c in range(4)]
    assert headers == ["⟦Severity⟧", "⟦Rule⟧", "⟦What⟧", "⟦Suggested fix⟧"]
    severities = {view.tree.item(r, view.COL_SEVERITY).text() for r in range(rows)}
    assert "⟦error⟧" in severities and severities <= {"⟦error⟧", "⟦warning⟧", "⟦info⟧"}
    for row in range(rows):
        assert view.tree.item(row, view.COL_RULE).text().startswith(PSEUDO_OPEN)
        message = view.tree.item(row, view.COL_MESSAGE).text()
        assert message.startswith(PSEUDO_OPEN), message  # core/build/rules/' Text, translated
    assert all(PSEUDO_OPEN in b.text() for b in view.fix_buttons)
    assert PSEUDO_OPEN in view.fix_note.text() and PSEUDO_OPEN in view.title.text()
    assert "gpu.scale_limit" in view.rules()  # the ids stay ids
    # the diagram's verdict list too
    panel = window.build_view.diagram_panel
    items = [panel.verdicts.item(i) for i in range(panel.verdicts.count())]
    assert items and all(PSEUDO_OPEN in item.text() for item in items)
    assert panel.side.tabText(0).startswith("⟦Verdicts (")


def test_the_rule_check_help_explains_the_selected_verdicts_rule(window, state):
    state.select_sku(state.catalog.sku(BROKEN_SKU))
    window.show_tab("build_check")
    view = window.build_check
    assert view.help_topic() == "page:rule_check"  # nothing selected
    row = view.rules().index("gpu.scale_limit")
    view.tree.selectRow(row)
    assert view.help_topic() == "rule:gpu.scale_limit"
    assert topic_at(view.tree) == "rule:gpu.scale_limit"  # F1 in the table says the same
    asked = []
    window.show_help = asked.append  # the window's help panel
    view.help_button.click()
    assert asked == ["rule:gpu.scale_limit"]
    assert view.help_button.accessibleName()


def test_pages_name_their_help_topics(window):
    assert topic_at(window.build_view.diagram_panel.view) == "page:chassis"
    assert topic_at(window.parts_view.table) == "page:parts"


@pytest.fixture
def current_window(qtbot, tmp_db):
    state = AppState(open_catalog(tmp_db, "current"))
    win = MainWindow(state)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    state.shutdown()


def test_the_parts_table_follows_a_language_change(current_window, request):
    window = current_window
    view = window.parts_view
    window.show_tab(view)
    QCoreApplication.processEvents()
    assert view.model.rowCount() > 0
    kinds_before = {view.proxy.index(r, 0).data() for r in range(view.proxy.rowCount())}
    assert "Chassis" in kinds_before
    request.getfixturevalue("pseudo_language")
    QCoreApplication.processEvents()
    assert view.model.headerData(0, view.table.horizontalHeader().orientation()) == "⟦Kind⟧"
    kinds = {view.proxy.index(r, 0).data() for r in range(view.proxy.rowCount())}
    assert "⟦Chassis⟧" in kinds and "Chassis" not in kinds
    allowed = catalog_words(window.state.catalog)
    bad = untranslated(visible_texts(view), allowed)
    assert not bad, "\n".join(f"{where}: {text!r}" for where, text in bad)
    # filtering still finds parts by their English words
    view.filter_edit.setText("cores")
    assert view.names()


def test_a_diagram_edit_is_named_in_the_language_shown(window, state, request):
    state.select_sku(state.catalog.sku(BROKEN_SKU))
    panel = window.build_view.diagram_panel
    panel.scene.select_keys([("card", 4)])
    panel.remove_button.click()
    assert state.change_texts[-1] == "remove card 5 (Titan RTX)"
    request.getfixturevalue("pseudo_language")
    assert state.change_texts[-1] == "⟦remove card 5 (Titan RTX)⟧"


def test_every_diagram_word_has_its_quote_wording_in_both_scripts_with_the_same_fields():
    """A quote in Chinese prints the diagram's own wording of each word (never the English
    source), with the same placeholders as the source the window translates."""
    from rigwright.core.text.i18n import template_fields

    for key, text in diagram_module._WORDS.items():
        own = dict(text.renditions)
        assert set(own) == {"zh_CN", "zh_TW"}, key
        for lang, template in own.items():
            assert template_fields(template) == template_fields(text.source), (key, lang)


@pytest.mark.parametrize(
    ("lang", "drive"),
    [("en", "60TB parallel storage"), ("zh_CN", "60TB并行存储"), ("zh_TW", "60TB並行存儲")],
)
def test_the_diagrams_drives_are_worded_in_the_windows_language(
    qtbot, window, state, monkeypatch, lang, drive
):
    """The seed writes its drives in Chinese ("60TB并行存儲"): the window's diagram words them
    for its language, as the quote does, and again when the language changes."""
    from rigwright.gui.widgets import i18n

    scene = window.build_view.diagram_panel.scene
    state.select_sku(state.catalog.sku("3.3"))
    window.tabs.setCurrentWidget(window.build_view)
    other = "zh_TW" if lang == "en" else "en"
    try:
        assert i18n.set_language(other)
        QCoreApplication.processEvents()
        with qtbot.waitSignal(scene.changed, timeout=2_000):  # the scene repaints by itself
            assert i18n.set_language(lang)
        painted = _painted_words(scene, monkeypatch)
        bay = next(
            k
            for k in scene.items_by_key
            if k[0] == "bay" and "60TB" in scene.diagram.bays[k[1]].drive
        )
        assert drive in painted, painted
        assert scene.items_by_key[bay].toolTip().endswith(drive)
        if lang == "en":
            cjk = [t for t in painted if re.search(r"[\u3400-\u9fff]", t)]
            assert not cjk, cjk
    finally:
        i18n.set_language("en")
