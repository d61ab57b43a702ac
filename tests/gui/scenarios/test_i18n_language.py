"""The window's language machinery (rigwright.gui.widgets.i18n), its remembered settings
(rigwright.gui.widgets.settings), the first-run guide (rigwright.gui.shell.guide) and long work off
the window's thread (rigwright.gui.widgets.progress)."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTimer
from PySide6.QtWidgets import QDialogButtonBox, QMainWindow, QSplitter, QTabWidget, QWidget

from rigwright.core.recommend.ranking import Request
from rigwright.gui.shell.guide import GuideBar
from rigwright.gui.widgets import i18n, settings
from rigwright.gui.widgets.progress import run_with_progress
from tests.gui.conftest import PSEUDO_OPEN


@pytest.fixture
def english(qapp):
    """Whatever a test sets, the next one starts in English."""
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("name", "lang"),
    [
        ("zh_CN", "zh_CN"),
        ("zh-Hans-CN", "zh_CN"),
        ("zh_SG", "zh_CN"),
        ("zh", "zh_CN"),
        ("zh_TW", "zh_TW"),
        ("zh-Hant", "zh_TW"),
        ("zh_HK", "zh_TW"),
        ("zh-Hant-MO", "zh_TW"),
        ("en_US", "en"),
        ("de_DE", "en"),
        ("C", "en"),
        ("", "en"),
    ],
)
def test_the_system_locale_picks_the_language(name, lang):
    assert i18n.language_for_locale(name) == lang


def test_a_language_switch_changes_the_strings_qt_and_numbers(qapp, english):
    def cancel_text():
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        return box.buttons()[0].text()

    assert i18n.set_language("zh_CN") and i18n.current_language() == "zh_CN"
    assert QCoreApplication.translate("GuideBar", "Next") == "下一步"
    assert cancel_text() == "取消"  # Qt's own strings follow too
    assert QLocale().name() == "zh_CN"
    assert i18n.money_text(89990, wan=True) == "¥8.999万"

    assert i18n.set_language("zh_TW")
    assert QCoreApplication.translate("GuideBar", "Skip the guide") == "略過導覽"
    assert i18n.money_text(89990) == "¥89,990 CNY"

    assert i18n.set_language("en")
    assert QCoreApplication.translate("GuideBar", "Next") == "Next"
    assert cancel_text() == "Cancel"
    assert i18n.number_text(1234.5, 1) == "1,234.5"


def test_an_unknown_language_is_refused(qapp):
    with pytest.raises(ValueError, match="unknown 'fr'"):
        i18n.set_language("fr")


def test_the_translations_are_compiled_once_per_source(qapp):
    first = i18n.qm_file("zh_TW")
    assert first is not None and first.suffix == ".qm" and first.stat().st_size > 0
    assert i18n.qm_file("zh_TW") == first  # the same source: compiled once
    assert i18n.qm_file("en") is None  # the source language needs none


def test_the_inputs_round_trip_through_the_settings(qapp):
    request = Request(
        workload="rnn",
        budget_cny=120000,
        model_scale="large",
        min_gpu_memory_gb=24,
        gpu_count=(2, 4),
        weights={"memory_gb": 0.7},
    )
    assert settings.write(settings.INPUTS, settings.request_to_json(request))
    changes = settings.request_changes(settings.read(settings.INPUTS))
    assert Request(**changes) == request


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[1, 2]",
        (
            '{"workload": 5, "budget_cny": "lots", "gpu_count": [1], '
            '"weights": {"x": true}, "min_gpu_memory_gb": 1.5}'
        ),
    ],
)
def test_damaged_inputs_are_left_out(text):
    changes = settings.request_changes(text)
    assert "workload" not in changes and "budget_cny" not in changes
    assert "gpu_count" not in changes and "weights" not in changes
    assert "min_gpu_memory_gb" not in changes


def test_a_boolean_setting_reads_back(qapp):
    assert not settings.read_bool("test/flag")
    settings.write("test/flag", True)
    assert settings.read_bool("test/flag")


def test_the_window_layout_round_trips(qtbot):
    def make():
        window = QMainWindow()
        qtbot.addWidget(window)
        split = QSplitter()
        split.setObjectName("testSplitter")
        split.addWidget(QWidget())
        split.addWidget(QWidget())
        tabs = QTabWidget()
        tabs.setObjectName("testTabs")
        tabs.addTab(QWidget(), "a")
        tabs.addTab(QWidget(), "b")
        split.addWidget(tabs)
        window.setCentralWidget(split)
        window.resize(900, 600)
        window.show()
        qtbot.waitExposed(window)
        return window, split, tabs

    window, split, tabs = make()
    split.setSizes([100, 300, 500])
    tabs.setCurrentIndex(1)
    settings.save_layout(window)
    again, split2, tabs2 = make()
    assert settings.restore_layout(again)
    # The offscreen platform restores the frame a little narrower: compare the shares.
    shares = [round(x / sum(split.sizes()), 2) for x in split.sizes()]
    assert [round(x / sum(split2.sizes()), 2) for x in split2.sizes()] == shares
    assert tabs2.currentIndex() == 1


def test_the_guide_walks_through_four_steps(qtbot):
    seen = []
    bar = GuideBar([lambda i=i: seen.append(i) for i in range(4)])
    qtbot.addWidget(bar)
    bar.start()
    assert seen == [0] and not bar.back_button.isEnabled()
    assert bar.counter.text() == "Step 1 of 4"
    for _ in range(3):
        bar.next_button.click()
    assert seen == [0, 1, 2, 3] and bar.next_button.text() == "Finish"
    bar.back_button.click()
    assert bar.step == 2
    bar.show_step(3)
    with qtbot.waitSignal(bar.finished) as done:
        bar.next_button.click()
    assert done.args == [True] and not bar.isVisible()
    bar.start()
    with qtbot.waitSignal(bar.finished) as skipped:
        bar.skip_button.click()
    assert skipped.args == [False]
    with pytest.raises(ValueError, match="4 steps, 2 given"):
        GuideBar([lambda: None, lambda: None])


def test_the_guide_follows_a_language_change(qtbot, pseudo_language):
    bar = GuideBar([lambda: None] * 4)
    qtbot.addWidget(bar)
    bar.start()
    QCoreApplication.processEvents()
    for text in (
        bar.counter.text(),
        bar.text.text(),
        bar.next_button.text(),
        bar.skip_button.text(),
    ):
        assert PSEUDO_OPEN in text


def test_long_work_keeps_the_window_responsive_and_returns_its_result(qapp):
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    worker_threads = []

    def work():
        worker_threads.append(threading.current_thread())
        time.sleep(0.2)
        return 42

    assert run_with_progress(None, "Export", "Writing…", work) == 42
    timer.stop()
    assert worker_threads[0] is not threading.main_thread()
    assert len(ticks) >= 5  # the event loop ran while the work did


def test_long_work_raises_its_error_on_the_callers_thread(qapp):
    def work():
        raise OSError("disk full")

    with pytest.raises(OSError, match="disk full"):
        run_with_progress(None, "Export", "Writing…", work)
