"""The error message under a field (gui/widgets/error_label.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QPalette

from rigwright.gui.inputs import workload_panel
from rigwright.gui.widgets.error_label import ErrorLabel
from rigwright.gui.widgets.theme import ERROR


def test_hidden_until_a_message_is_shown_and_written_again_on_a_language_change(qtbot):
    label = ErrorLabel("fieldError")
    qtbot.addWidget(label)
    assert label.objectName() == "fieldError" and label.isHidden() and label.wordWrap()
    words = iter(["first", "again"])
    label.show_message(lambda: next(words))
    assert label.text() == "first" and not label.isHidden()
    QCoreApplication.sendEvent(label, QEvent(QEvent.Type.LanguageChange))
    assert label.text() == "again"
    label.show_message(None)
    assert label.text() == "" and label.isHidden()


def test_in_the_themes_error_colour(qtbot):
    label = ErrorLabel("fieldError")
    qtbot.addWidget(label)
    palette = label.palette()
    assert palette.color(QPalette.ColorRole.WindowText) == ERROR.on(palette)


def test_the_input_panel_still_offers_it():
    assert workload_panel.ErrorLabel is ErrorLabel
