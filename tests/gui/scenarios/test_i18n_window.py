"""The main window follows a language change at run time: its menus, actions, tabs, title,
build summary and status bar are set again (the same objects, not rebuilt), the undo stack
names its changes in the new language, and the state's notices and refusals are worded in
the window's language."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from rigwright.core.build.model import GpuLine
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP
from rigwright.gui.widgets.i18n import tr_text
from tests.gui.conftest import PSEUDO_OPEN

QUOTE_LANGUAGE_NAMES = {"简体中文", "繁體中文"}
"""Quote languages named in themselves: the same in every window language."""


def _with_gpus(build, *lines):
    return dataclasses.replace(build, gpus=tuple(GpuLine(m, n) for m, n in lines), placement=None)


def _menu_actions(window):
    """(menu title action, its actions) of every menu of the menu bar, sub-menus included."""
    out = []
    stack = list(window.menuBar().actions())
    while stack:
        top = stack.pop(0)
        menu = top.menu()
        if menu is None:
            continue
        out.append((top, list(menu.actions())))
        stack += [a for a in menu.actions() if a.menu() is not None]
    return out


def _window_texts(window):
    """Every text of the window's own menus, actions, tabs and boxes, by where it is."""
    texts = {
        "windowTitle": window.windowTitle(),
        "summary": window.build_view.summary.text(),
        "status": window.statusBar().currentMessage(),
        "gpuBox": window.gpu_box.title(),
        "skuBox": window.sku_box.title(),
        "banner": window.banner.text(),
        "toolbar": window.toolbar.windowTitle(),
        "gpuTable": window.gpu_table.table.accessibleName(),
        "gpuFilter": window.gpu_table.filter_edit.placeholderText(),
    }
    for i in range(window.tabs.count()):
        texts[f"tab{i}"] = window.tabs.tabText(i)
    for top, actions in _menu_actions(window):
        texts[f"menu {top.objectName() or id(top)}"] = top.menu().title()
        for action in actions:
            if action.isSeparator() or action.menu() is not None:
                continue
            if (
                action.parent() is not window
                or action.text() in QUOTE_LANGUAGE_NAMES
                or action in window.language_group.actions()
            ):
                continue  # another view's action (it retranslates it), or a language's name
            key = action.objectName() or str(action.data() or id(action))
            texts[f"action {key}"] = action.text()
            if action.toolTip() and action.toolTip() != action.text().replace("&", ""):
                texts[f"tip {key}"] = action.toolTip()
    for action in window.toolbar.actions():
        if not action.isSeparator() and action.parent() is window:
            texts[f"toolbar {action.objectName()}"] = action.text()
    return texts


def test_menus_actions_tabs_title_summary_and_status_follow_a_language_change(
    window, state, request, qapp, qtbot
):
    qtbot.waitUntil(lambda: not state.search_running, timeout=20_000)
    before_menus = _menu_actions(window)
    before_toolbar = list(window.toolbar.actions())
    english = _window_texts(window)
    assert not [k for k, v in english.items() if PSEUDO_OPEN in v]
    assert english["status"].startswith("CNN: ") and "GPUs ranked" in english["status"]

    translator = request.getfixturevalue("pseudo_language")

    # The same menus and actions, with their texts set again.
    after_menus = _menu_actions(window)
    assert [(top, actions) for top, actions in after_menus] == before_menus
    assert list(window.toolbar.actions()) == before_toolbar
    texts = _window_texts(window)
    assert texts.keys() == english.keys()
    untranslated = {k: v for k, v in texts.items() if PSEUDO_OPEN not in v}
    assert not untranslated, untranslated
    assert len([k for k in texts if k.startswith("action ")]) >= 10
    # Whole templates: the status line's clauses are each translated, none glued on.
    assert texts["status"].startswith("⟦")
    assert f"⟦{len(state.recommendation.gpus)} GPUs ranked⟧" in texts["status"]
    assert window.undo_action.text() == "⟦&Undo⟧"

    # Back to English: every text again in the source language.
    qapp.removeTranslator(translator)
    QCoreApplication.processEvents()
    assert _window_texts(window) == english


def test_the_undo_stack_names_its_changes_in_the_window_language(window, state, request):
    state.select_sku(state.catalog.sku("1.7"))
    printed = state.working_build
    remove = QT_TRANSLATE_NOOP("tests", "remove {n} × {gpu}")
    state.edit_build(_with_gpus(printed, ("RTX2080Ti", 3)), remove.format(n=1, gpu="RTX2080Ti"))
    state.edit_build(_with_gpus(printed, ("RTX2080Ti", 2)), "2 × RTX2080Ti")  # a plain string
    state.undo_stack.undo()
    assert window.undo_action.text() == "&Undo remove 1 × RTX2080Ti"
    assert window.redo_action.text() == "&Redo 2 × RTX2080Ti"
    assert "✎ changed: remove 1 × RTX2080Ti" in window.build_view.summary.text()

    request.getfixturevalue("pseudo_language")

    assert state.undo_stack.undoText() == "⟦remove 1 × RTX2080Ti⟧"
    assert state.change_texts == ("⟦remove 1 × RTX2080Ti⟧",)
    assert window.undo_action.text() == "⟦&Undo {change}⟧".replace(
        "{change}", "⟦remove 1 × RTX2080Ti⟧"
    )
    assert window.redo_action.text() == "⟦&Redo {change}⟧".replace("{change}", "2 × RTX2080Ti")
    summary = window.build_view.summary.text()
    assert "⟦remove 1 × RTX2080Ti⟧" in summary and "✎ changed" in summary
    # A change made now is named in the language of now; the stack keeps following.
    state.edit_build(_with_gpus(printed, ("RTX2080Ti", 1)), remove.format(n=3, gpu="RTX2080Ti"))
    assert state.change_texts == ("⟦remove 1 × RTX2080Ti⟧", "⟦remove 3 × RTX2080Ti⟧")
    state.undo_stack.undo()
    assert window.redo_action.text().endswith("⟦remove 3 × RTX2080Ti⟧⟧")


def test_a_notice_and_a_refusal_of_the_state_are_in_the_window_language(
    window, state, pseudo_language
):
    said = []
    state.notice.connect(said.append)
    first = state.sku_candidates()[0]
    assert state.add_to_compare(first) is None
    refused = state.add_to_compare(first)
    assert refused is not None and refused.startswith("⟦")
    assert tr_text(first.label) in refused
    state.set_catalog(state.catalog)  # empties the comparison
    assert len(said) == 1 and said[0].startswith("⟦The comparison was emptied")
    state.set_budget(60000)
    dear = next(c for c in state.sku_candidates() if c.sku.price_cny > 60000)
    state.select_candidate(dear)  # outside the inputs: said in the status bar
    assert len(said) == 2 and said[1].startswith(f"⟦{tr_text(dear.label)} does not pass")
    assert window.statusBar().currentMessage() == said[1]
    state.select_sku(None)
    reason = state.add_selection_to_compare()
    assert reason == "⟦Select a workstation (a SKU or a custom build) first.⟧"


@pytest.mark.parametrize("gpus", [1, 13])
def test_the_status_summary_is_one_template_per_count(window, state, gpus, monkeypatch):
    rec = state.recommendation
    monkeypatch.setattr(
        type(state),
        "recommendation",
        property(lambda self: dataclasses.replace(rec, gpus=rec.gpus[:gpus])),
    )
    window._show_status()
    message = window.statusBar().currentMessage()
    assert ("1 GPU ranked" in message) == (gpus == 1)
    assert (f"{gpus} GPUs ranked" in message) == (gpus != 1)


def test_recalled_inputs_beyond_the_fields_are_left_out(window, state, capsys):
    """A hand-edited settings.ini: values the input fields cannot show are ignored, the
    others applied, and nothing is raised."""
    from rigwright.gui.widgets import settings

    settings.write(
        settings.INPUTS,
        '{"workload": "rnn", "gpu_count": [3, 5], "min_gpu_memory_gb": 100000000000}',
    )
    window.recall()
    assert state.request.workload == "rnn" and state.request.gpu_count == (3, 5)
    assert state.request.min_gpu_memory_gb is None
    assert window.panel.count_min_spin.value() == 3 and window.panel.count_max_spin.value() == 5
    settings.write(settings.INPUTS, '{"gpu_count": [2, 999], "min_gpu_memory_gb": 24}')
    window.recall()
    assert state.request.gpu_count == (3, 5) and state.request.min_gpu_memory_gb == 24
    assert "Traceback" not in capsys.readouterr().err


def test_f1_finds_a_topic_for_the_inputs_and_the_lists_and_shift_f1_closes_the_help(window):
    from rigwright.gui.widgets.help import topic_at

    assert topic_at(window.panel.budget_edit) == "page:configure"
    assert topic_at(window.panel.memory_spin) == "page:configure"
    assert topic_at(window.gpu_ranking) == "metric:score"
    assert topic_at(window.build_view.summary) == "page:chassis"
    window.show_help("page:configure")
    assert window.help_dock.isVisible()
    assert window.help_panel_action.shortcut().toString() == "Shift+F1"
    window.help_panel_action.trigger()  # the keyboard's way to close it
    assert not window.help_dock.isVisible()


def test_the_guide_takes_the_window_to_each_step(window, qtbot):
    window.activateWindow()
    window.start_guide()
    assert window.guide.isVisible() and window.pages.currentIndex() == 0
    qtbot.waitUntil(window.panel.workload_list.hasFocus)
    window.guide.next_button.click()
    qtbot.waitUntil(window.sku_ranking.hasFocus)
    window.guide.next_button.click()
    assert window.tabs.currentWidget() is window.build_view
    window.guide.next_button.click()
    window.guide.next_button.click()  # Finish
    assert not window.guide.isVisible()
    from rigwright.gui.widgets import settings

    assert settings.read_bool(settings.GUIDE_DONE)


def test_each_guide_step_rings_the_live_control_it_talks_about(window, qtbot):
    # The guide was a bar of text only: nothing on the window said where to look.
    from PySide6.QtCore import QPoint, QRect

    window.resize(1366, 738)
    window.activateWindow()
    window.start_guide()
    spot = window.guide.spotlight
    targets = [
        window.panel.workload_list,
        window.sku_ranking,
        window.build_view.diagram,
        window.toolbar.widgetForAction(window.add_to_quote_action),
    ]
    for step, target in enumerate(targets):
        QCoreApplication.processEvents()
        assert window.guide.step == step and spot.isVisible() and spot.target() is target
        where = QRect(target.mapTo(window, QPoint(0, 0)), target.size())
        ring = spot.ring()
        assert ring.contains(where) and ring.adjusted(5, 5, -5, -5).intersects(where)
        assert spot.geometry() == window.rect()  # over the whole window, mouse-transparent
        assert spot.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        window.guide.next_button.click()
    assert not window.guide.isVisible() and not spot.isVisible()  # Finish clears the ring


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_every_menu_item_has_its_own_access_key(window, lang):
    """Alt+letter reaches every menu and every item in it (the languages' own names and the
    quote languages aside: each is written in itself), without two items sharing a key."""
    import re

    from rigwright.gui.widgets import i18n

    try:
        assert i18n.set_language(lang)
        QCoreApplication.processEvents()

        def keys(actions):
            found = []
            for action in actions:
                if (
                    action.isSeparator()
                    or action in window.language_group.actions()
                    or action in window.quote_lang_group.actions()
                    or action is window.help_panel_action
                ):
                    continue
                key = re.search(r"&(\w)", action.text())
                assert key, (lang, action.text())
                found.append(key.group(1).lower())
                if action.menu() is not None:
                    keys(action.menu().actions())
            assert len(found) == len(set(found)), (lang, found)
            return found

        keys(window.menuBar().actions())
        for top in window.menuBar().actions():
            keys(top.menu().actions())
    finally:
        i18n.set_language("en")
