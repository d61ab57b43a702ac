"""The help panel and dock (gui/widgets/help.py): a topic is shown and selected in the window's
content language, follows a language change, opens from a "?" button and from F1 on the
focused widget, renders the file's text safely, and its own texts are all marked for
translation."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtWidgets import QLineEdit, QMainWindow, QTextEdit, QVBoxLayout, QWidget

from rigwright.core.help.topics import START_TOPIC, HelpTopic, topics
from rigwright.gui.widgets import i18n
from rigwright.gui.widgets.help import (
    HELP_DOCK_NAME,
    HelpDock,
    HelpPanel,
    help_button,
    help_shortcut,
    install_help,
    set_help_topic,
)
from tests.gui.conftest import PSEUDO_OPEN, untranslated, visible_texts


@pytest.fixture
def lang(monkeypatch):
    """Set the content language the help reads from
    ``rigwright.gui.widgets.i18n.current_language``."""

    def set_lang(value: str) -> None:
        monkeypatch.setattr(i18n, "current_language", lambda: value)

    return set_lang


@pytest.fixture
def panel(qtbot):
    widget = HelpPanel()
    qtbot.addWidget(widget)
    widget.resize(320, 640)
    widget.show()
    return widget


@pytest.fixture
def main(qtbot):
    """A main window with the help dock and F1, a field with a topic, one without, and a "?"
    button; 1280 × 720."""
    win = QMainWindow()
    central = QWidget()
    layout = QVBoxLayout(central)
    win.topic_field = QLineEdit()
    set_help_topic(win.topic_field, "metric:memory_gb")
    win.plain_field = QTextEdit()
    win.button = help_button("rule:power.circuit", central)
    for w in (win.topic_field, win.plain_field, win.button):
        layout.addWidget(w)
    win.setCentralWidget(central)
    win.dock = install_help(win)
    win.shortcut = help_shortcut(win)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    return win


def _text(panel: HelpPanel) -> str:
    return panel.browser.toPlainText()


def test_show_topic_selects_and_shows_it_in_the_current_language(panel, lang):
    lang("zh_CN")
    topic = topics()["metric:memory_bandwidth_gbs"]
    assert panel.show_topic("metric:memory_bandwidth_gbs")
    assert panel.current_topic == "metric:memory_bandwidth_gbs"
    assert panel.tree.currentItem().data(0, Qt.ItemDataRole.UserRole) == topic.id
    assert panel.tree.currentItem().text(0) == topic.title("zh_CN")
    shown = _text(panel)
    assert topic.title("zh_CN") in shown and "显存带宽" in shown
    assert topic.title("en") not in shown
    # the weights come from the code, with the other topics' titles in the same language
    assert topics()["workload:rnn"].title("zh_CN") in shown
    assert "0.85" in shown


def test_none_shows_getting_started_and_an_unknown_topic_says_so(panel):
    assert panel.show_topic(None)
    assert panel.current_topic == START_TOPIC
    assert not panel.show_topic("metric:warp_drive")
    assert "metric:warp_drive" in _text(panel)
    assert panel.show_topic("rule:lanes")  # a rule's name: the topic of that rule
    assert panel.current_topic == "rule:pcie.lanes"


def test_a_language_change_renders_the_topic_again(panel, lang, request):
    lang("en")
    panel.show_topic("workload:rnn")
    rnn = topics()["workload:rnn"]
    assert rnn.title("en") in _text(panel)
    lang("zh_TW")
    request.getfixturevalue("pseudo_language")  # installs a translator: LanguageChange
    shown = _text(panel)
    assert rnn.title("zh_TW") in shown and rnn.title("en") not in shown
    assert "顯存帶寬" in shown
    assert panel.tree.currentItem().text(0) == rnn.title("zh_TW")
    groups = [panel.tree.topLevelItem(i).text(0) for i in range(panel.tree.topLevelItemCount())]
    assert all(g.startswith(PSEUDO_OPEN) for g in groups), groups
    assert f"{PSEUDO_OPEN}See also" in shown


def test_links_lead_to_topics_and_back_returns(panel):
    panel.show_topic("workload:cnn")
    assert not panel.back_button.isEnabled()
    panel.browser.anchorClicked.emit(QUrl("help:metric:tensor_tflops"))
    assert panel.current_topic == "metric:tensor_tflops"
    assert panel.back_button.isEnabled()
    panel.back_button.click()
    assert panel.current_topic == "workload:cnn"
    html = panel.browser.toHtml()
    assert 'href="help:metric:tensor_tflops"' in html


def test_the_body_is_rendered_as_text_never_as_html(qtbot, lang):
    lang("en")
    text = {
        "en": "Mini-ITX < mATX & <img src=x> **bold** [cnn](page:x)",
        "zh_CN": "甲",
        "zh_TW": "乙",
    }
    found = {"page:x": HelpTopic("page:x", {"en": "<i>T</i>", "zh_CN": "丙", "zh_TW": "丁"}, text)}
    panel = HelpPanel(found=found)
    qtbot.addWidget(panel)
    panel.show_topic("page:x")
    assert "Mini-ITX < mATX & <img src=x> bold cnn" in _text(panel)
    assert "<i>T</i>" in _text(panel)
    html = panel.browser.toHtml()
    assert "<img" not in html and "<i>" not in html
    assert re.search(r"font-weight:\s*(700|600|bold)[^>]*>bold<", html)


def test_the_filter_hides_other_topics_and_enter_opens_the_first_match(panel, lang, qtbot):
    lang("en")
    qtbot.keyClicks(panel.filter_edit, "bandwidth")
    visible = panel.visible_topics()
    assert "metric:memory_bandwidth_gbs" in visible and len(visible) < len(topics())
    assert all(
        "bandwidth" in (topics()[i].title("en") + topics()[i].body("en")).lower() for i in visible
    )
    assert "page:quotes" not in visible
    qtbot.keyClick(panel.filter_edit, Qt.Key.Key_Return)
    assert panel.current_topic == visible[0]
    panel.filter_edit.setFocus()
    qtbot.keyClick(panel.filter_edit, Qt.Key.Key_Down)
    assert QCoreApplication.instance().focusWidget() is panel.tree
    panel.filter_edit.clear()
    assert len(panel.visible_topics()) == len(topics())


def test_the_dock_starts_hidden_on_the_right_and_fits_a_1280_window(main):
    dock = main.findChild(HelpDock, HELP_DOCK_NAME)
    assert dock is main.dock and not dock.isVisible()
    assert main.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    dock.show_topic("page:charts")
    QCoreApplication.processEvents()
    assert dock.isVisible()
    assert 260 <= dock.width() <= 380, dock.width()
    assert main.centralWidget().width() >= 880


def test_the_help_button_in_a_main_window_shows_its_topic(main, qtbot):
    qtbot.mouseClick(main.button, Qt.MouseButton.LeftButton)
    assert main.dock.isVisible()
    assert main.dock.panel.current_topic == "rule:power.circuit"
    assert topics()["rule:power.circuit"].title(i18n.current_language()) in _text(main.dock.panel)


def test_f1_shows_the_topic_of_the_focused_widget(main, qtbot):
    main.topic_field.setFocus()
    qtbot.waitUntil(main.topic_field.hasFocus)
    qtbot.keyClick(main.topic_field, Qt.Key.Key_F1)
    assert main.dock.isVisible()
    assert main.dock.panel.current_topic == "metric:memory_gb"
    assert main.topic_field.hasFocus()  # the help opens beside, the field keeps the focus
    # F1 again on the same field: into the help text, to read it from the keyboard
    qtbot.keyClick(main.topic_field, Qt.Key.Key_F1)
    assert main.dock.panel.browser.hasFocus()


def test_f1_on_a_widget_without_a_topic_opens_getting_started(main, qtbot):
    main.plain_field.setFocus()
    qtbot.waitUntil(main.plain_field.hasFocus)
    qtbot.keyClick(main.plain_field, Qt.Key.Key_F1)
    assert main.dock.isVisible()
    assert main.dock.panel.current_topic == START_TOPIC


def test_the_panel_s_own_texts_are_translated(main, pseudo_language):
    main.dock.show_topic("workload:transformer")
    QCoreApplication.processEvents()
    # topic titles are content of the help file, in the content language (English here)
    allowed = {
        w.lower()
        for t in topics().values()
        for w in re.findall(r"[A-Za-z][A-Za-z'’]*[A-Za-z]", t.title("en"))
    }
    texts = visible_texts(main.dock)
    texts += [
        ("dock.windowTitle", main.dock.windowTitle()),
        ("toggleViewAction.text", main.dock.toggleViewAction().text()),
        ("toggleViewAction.toolTip", main.dock.toggleViewAction().toolTip()),
    ]
    chrome = {
        "placeholder": main.dock.panel.filter_edit.placeholderText(),
        "tree": main.dock.panel.tree.accessibleName(),
        "text": main.dock.panel.browser.accessibleName(),
        "back": main.dock.panel.back_button.toolTip(),
        "title": main.dock.windowTitle(),
    }
    assert all(v.startswith(PSEUDO_OPEN) for v in chrome.values()), chrome
    assert untranslated(texts, allowed) == []
    assert not [t for t in texts if "Help" in t[1] and PSEUDO_OPEN not in t[1]]
    shown = _text(main.dock.panel)
    assert f"{PSEUDO_OPEN}Weights derived from the seed guide" in shown
    assert f"{PSEUDO_OPEN}Multi-GPU scaling assumed" in shown
