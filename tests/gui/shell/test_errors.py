"""Errors you can see: an exception in a slot of the real window is logged with its
traceback and told in a translated, non-modal message with "Copy details", and the window
keeps working; Qt's messages reach the log; Help ▸ About tells the versions and folders.

pytest-qt turns an exception in a slot into a test failure by taking ``sys.excepthook``
for each test; ``qt_no_exception_capture`` gives the hook back, so the window's own
reporter (rigwright.gui.shell.errors) is what handles them here."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QCoreApplication, qWarning
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel

from rigwright.core.io import logs
from rigwright.gui.inputs.workload_panel import WorkloadPanel
from rigwright.gui.shell.errors import (
    ErrorDialog,
    install_error_reporter,
    install_qt_message_handler,
)
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.widgets import i18n


@pytest.fixture
def chinese():
    assert i18n.set_language("zh_CN")
    QCoreApplication.processEvents()
    yield
    i18n.set_language("en")
    QCoreApplication.processEvents()


@pytest.fixture
def broken_window(qtbot, state, monkeypatch):
    """The main window, its model-scale box's slot raising, with the error reporter on."""

    def broken(self, _index):
        raise RuntimeError("the scale slot broke")

    monkeypatch.setattr(WorkloadPanel, "_on_scale_index_changed", broken)
    win = MainWindow(state)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    reporter = install_error_reporter(win)
    yield win, reporter
    reporter.uninstall()
    for dialog in list(reporter.dialogs.values()):
        dialog.close()


def _pick_scale(win, scale: str | None) -> None:
    combo = win.panel.scale_combo
    combo.setCurrentIndex(combo.findData(scale))


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_is_shown_logged_and_the_window_keeps_working(
    qtbot, broken_window, chinese, caplog
):
    win, reporter = broken_window
    with caplog.at_level(logging.ERROR):
        _pick_scale(win, "large")
        qtbot.waitUntil(lambda: len(reporter.dialogs) == 1)
    dialog = next(iter(reporter.dialogs.values()))
    assert isinstance(dialog, ErrorDialog) and dialog.isVisible() and not dialog.isModal()
    # Translated, short, no traceback; the log folder named.
    assert "出错" in dialog.message.text() and "Traceback" not in dialog.message.text()
    assert dialog.reason.text() == "原因：the scale slot broke"
    assert str(logs.log_dir()) in dialog.folder.text()
    assert dialog.copy_button.text() == "复制详细信息(&C)"
    record = next(r for r in caplog.records if r.exc_info)
    assert record.levelno == logging.ERROR
    assert "the scale slot broke" in caplog.text and "in broken" in caplog.text
    # The state never took "large": the box shows what the state holds again.
    assert win.state.request.model_scale is None
    qtbot.waitUntil(lambda: win.panel.scale_combo.currentData() is None)
    # The window still works: another input changes the recommendation.
    with qtbot.waitSignal(win.state.recommendation_changed):
        win.panel.memory_spin.setValue(24)
    names = win.gpu_ranking.names()
    assert names and all(win.state.catalog.gpu(n).memory_gb >= 24 for n in names)
    # "Copy details": the traceback and the versions.
    dialog.copy_button.click()
    copied = QGuiApplication.clipboard().text()
    assert "Traceback" in copied and "RuntimeError: the scale slot broke" in copied
    assert "Rigwright " in copied and "Catalog: seed-2020" in copied and "Qt: " in copied


@pytest.mark.qt_no_exception_capture
def test_a_burst_of_the_same_error_gives_one_dialog_with_a_count(qtbot, broken_window, caplog):
    win, reporter = broken_window
    with caplog.at_level(logging.ERROR):
        for _ in range(50):
            _pick_scale(win, "large")
            _pick_scale(win, None)  # the slot raises on every change
        qtbot.waitUntil(
            lambda: (
                bool(reporter.dialogs) and next(iter(reporter.dialogs.values())).report.count == 100
            )
        )
    assert len(reporter.dialogs) == 1
    dialog = next(iter(reporter.dialogs.values()))
    assert dialog.count.isVisible() and "100" in dialog.count.text()
    assert sum(1 for r in caplog.records if r.exc_info) == 1  # one traceback, then counts
    assert [r.getMessage().split("(")[1].split()[0] for r in caplog.records if not r.exc_info] == [
        "2",
        "4",
        "8",
        "16",
        "32",
        "64",
    ]
    dialog.close()
    qtbot.waitUntil(lambda: not reporter.dialogs)
    _pick_scale(win, "large")  # closed: the next one is a new dialog
    qtbot.waitUntil(lambda: len(reporter.dialogs) == 1)


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_thread_is_shown_on_the_window(qtbot, broken_window, caplog):
    import threading

    win, reporter = broken_window

    def work():
        raise ValueError("worker failed")

    with caplog.at_level(logging.ERROR):
        thread = threading.Thread(target=work, name="rigwright-test-worker")
        thread.start()
        thread.join()
        qtbot.waitUntil(lambda: len(reporter.dialogs) == 1)
    assert "rigwright-test-worker" in caplog.text and "worker failed" in caplog.text


# pytest-qt, whose handler ours passes each message on to, would fail on the warning.
@pytest.mark.qt_log_level_fail("CRITICAL")
def test_qt_messages_reach_the_log(qtbot, caplog):
    install_qt_message_handler()
    with caplog.at_level(logging.INFO, logger="qt"):
        qWarning("a message from Qt for the log")
    assert any(
        r.name == "qt"
        and r.levelno == logging.WARNING
        and "a message from Qt for the log" in r.getMessage()
        for r in caplog.records
    )


def test_help_about_shows_versions_catalog_and_folders(qtbot, window, chinese):
    from importlib.metadata import version

    from PySide6.QtCore import qVersion

    window.about_action.trigger()
    dialog = _about(window)
    assert dialog is not None and dialog.isVisible()
    shown = "\n".join(label.text() for label in dialog.findChildren(QLabel))
    assert dialog.windowTitle() == "关于 Rigwright"
    for needle in (
        version("rigwright"),
        "seed-2020",
        window.state.catalog.content_hash[:12],
        str(logs.log_dir()),
        str(logs.crash_file()),
        "崩溃记录文件",
        qVersion(),
        "Python",
    ):
        assert needle in shown, needle
    dialog.copy_button.click()
    assert "Log folder: " in QGuiApplication.clipboard().text()
    dialog.close()


def _about(window):
    from rigwright.gui.shell.about import AboutDialog

    found = window.findChildren(AboutDialog)
    return found[0] if found else None
