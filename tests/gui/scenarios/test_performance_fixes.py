"""Tests of the performance fixes (docs/performance.md): the hidden metric chart draws only when
shown or read; money_text's cache keeps its errors; PySide6's per-module source check no
longer fills linecache. Speed itself is measured by bench/, never here."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal

ROOT = Path(__file__).resolve().parents[3]


def test_hidden_metric_chart_draws_only_when_shown_or_read(qtbot, seed_catalog, monkeypatch):
    from rigwright.gui.charts import gpu_metric as charts
    from rigwright.gui.shell.main_window import MainWindow
    from rigwright.gui.state import AppState

    state = AppState(seed_catalog)
    window = MainWindow(state)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.tabs.setCurrentWidget(window.build_view)  # the Charts tab hidden
    chart = window.chart_view.chart  # built (on first use), then hidden
    calls = []
    real = charts.fill_plot
    monkeypatch.setattr(charts, "fill_plot", lambda *a, **k: calls.append(1) or real(*a, **k))
    state.set_workload("rnn")
    state.set_budget(100000)
    assert calls == []  # hidden: no drawing on an input change
    window.show_tab("chart_view")  # shown: drawn once, for the state as it is
    assert len(calls) == 1
    assert {b.name for b in chart.bars if b.highlighted} == set(
        state.recommendation.recommended_gpu_names
    )
    window.tabs.setCurrentWidget(window.build_view)
    state.set_budget(250000)
    assert len(calls) == 1
    assert chart.plot is not None and len(calls) == 2  # read while hidden: drawn then


def test_money_text_cache_keeps_the_refusal_of_a_bool(qapp):
    from rigwright.core.pricing.money import MoneyError
    from rigwright.gui.widgets.i18n import money_text

    assert money_text(1) == money_text(1)
    with pytest.raises(MoneyError):
        money_text(True)


def test_pyside_source_check_reads_files_without_linecache():
    code = textwrap.dedent("""
        import linecache, sys
        import rigwright.gui.shell.entry
        rigwright.gui.shell.entry.skip_pyside_source_cache()
        import PySide6.QtWidgets
        # checked: __import__ returns rigwright.core.pricing.money
        from rigwright.core.pricing.money import format_cny
        from rigwright.gui.widgets.theme import Theme
        ours = ("core/pricing/money.py", "gui/widgets/theme.py")
        cached = [f for f in linecache.cache if f.endswith(ours)]
        feature = sys.modules["shibokensupport.feature"]
        print(cached, feature.pyside_feature_dict["rigwright.gui.widgets.theme"],
              feature.pyside_feature_dict["rigwright.core.pricing.money"])
    """)
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == [
        "[]",
        "0",
        "-1",
    ]  # nothing cached; rigwright.gui.widgets.theme uses PySide6, rigwright.core.pricing.money not


def test_the_first_window_does_without_pyqtgraph_until_the_charts_are_shown():
    """Start-up: the window's first screen imports neither pyqtgraph nor numpy
    and builds none of the tabs behind the first; the Charts tab brings them when shown."""
    code = textwrap.dedent("""
        import os, sys
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from rigwright.core.catalog.files import load_catalog_files
        from rigwright.gui.shell.main_window import MainWindow
        from rigwright.gui.state import AppState
        window = MainWindow(AppState(load_catalog_files()))
        window.show()
        app.processEvents()
        import types
        heavy = sorted(m for m in (
            "pyqtgraph", "numpy", "rigwright.gui.quotes.pdf", "rigwright.gui.charts.view",
            "rigwright.gui.compare.view", "rigwright.gui.catalog.data_quality",
            "rigwright.gui.catalog.parts_view", "rigwright.gui.quotes.tab",
            "rigwright.core.quote.document",
        ) if m in sys.modules)
        # rigwright.gui.shell.autosave's drafts: registered, not loaded (importlib.util.LazyLoader)
        assert type(sys.modules["rigwright.core.storage.drafts"]) is not types.ModuleType
        from rigwright.gui.widgets.lazy import LazyPage
        built = sorted(name for name, page in window._tab_pages.items()
                       if not isinstance(page, LazyPage) or page.is_built)
        print(heavy, built, window.help_dock._page.is_built)
        window.show_tab("chart_view")
        app.processEvents()
        print("pyqtgraph" in sys.modules, window.chart_view.isVisible())
    """)
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out == ["[] ['build_view'] False", "True True"]


def test_a_tab_built_late_shows_the_state_as_it_is(window, state):
    """The spec table built after a GPU was picked (and the comparison after builds were
    added) shows them, as one built at the start would."""
    state.select_gpu(state.catalog.gpu("Quadro RTX8000"))
    for candidate in state.sku_candidates()[:2]:
        state.add_to_compare(candidate)
    window.show_tab("gpu_table")
    table = window.gpu_table
    assert table.table.currentIndex().data() == "Quadro RTX8000"
    window.show_tab("compare_view")
    assert window.current_tab() == "compare_view"
    assert len(window.compare_view.candidates) == 2


def test_a_tab_built_late_gets_the_layout_the_last_run_left(qtbot, seed_catalog, monkeypatch):
    """The tab in front when the window closed is in front again (built as the window
    starts), and a tab built late has its splitters and tabs restored once laid out."""
    from rigwright.gui.shell.main_window import MainWindow
    from rigwright.gui.state import AppState
    from rigwright.gui.widgets import settings

    def make():
        win = MainWindow(AppState(seed_catalog))
        qtbot.addWidget(win)
        win.show()
        qtbot.waitExposed(win)
        return win

    first = make()
    first.show_tab("gpu_table")
    settings.save_layout(first)
    restored = []
    real = settings.restore_parts
    monkeypatch.setattr(
        settings, "restore_parts", lambda w, **kw: restored.append(w) or real(w, **kw)
    )
    again = make()
    again.recall()
    assert again.current_tab() == "gpu_table"
    qtbot.waitUntil(lambda: again.gpu_table in restored, timeout=2000)
    again.show_tab("parts_view")
    qtbot.waitUntil(lambda: again.parts_view in restored, timeout=2000)
    assert again.chart_view not in restored  # built on this read: restored from the loop
    qtbot.waitUntil(lambda: again.chart_view in restored, timeout=2000)


def test_the_window_start_runs_with_the_collector_paused(monkeypatch, tmp_path):
    """rigwright.gui.shell.entry.main pauses the garbage collector for the window's start; the
    window, once shown, resumes collecting from a GUI-thread timer, never from an allocation
    (rigwright.gui.shell.app.keep_startup_objects); a subcommand runs with the automatic
    collector on; a start that fails leaves it on."""
    import gc

    from rigwright.core.cli import main as cli
    from rigwright.gui.shell import app, entry

    seen = []

    def window(*_args, **_kwargs):
        seen.append(gc.isenabled())
        app.keep_startup_objects()
        seen.append(gc.isenabled())
        return 0

    monkeypatch.setattr(entry, "open_window", window)
    monkeypatch.setattr(entry, "_crash_log_path", lambda: tmp_path / "crash.log")
    gc.enable()  # as a new process starts (the suite collects from the GUI thread's timer)
    try:
        assert entry.main([]) == 0
        assert seen == [False, False]
        assert app._collector and app._collector[0].isActive()
        assert gc.isenabled()  # the window closed: main returns with it as it found it
        monkeypatch.setattr(entry, "open_window", lambda *a, **k: 1 / 0)  # a failed start
        assert entry.main([]) == cli.EXIT_FAILURE and (tmp_path / "crash.log").exists()
        assert gc.isenabled()
        seen.clear()
        monkeypatch.setattr(cli, "main", lambda args, **k: seen.append(gc.isenabled()) or 0)
        assert entry.main(["gpus"]) == 0
        assert seen == [True] and gc.isenabled()
    finally:
        gc.unfreeze()


def test_ranked_rows_write_their_reasons_when_they_come_into_view(qtbot, seed_catalog, monkeypatch):
    """a ranked list writes the reasons and tooltip of the rows on screen (and a
    margin around them); the others when scrolled to or read through the view."""
    from PySide6.QtWidgets import QTreeWidget

    from rigwright.gui.ranking.views import SkuRankingView
    from rigwright.gui.state import AppState

    monkeypatch.syspath_prepend(str(ROOT))  # bench/ is not installed
    from bench.catalogs import replicated

    state = AppState(replicated(seed_catalog, 10))  # 240 SKUs
    view = SkuRankingView(state)
    qtbot.addWidget(view)
    view.resize(700, 300)
    view.show()
    qtbot.waitExposed(view)
    why = view.COL_REASONS
    count = view.topLevelItemCount()
    plain = [QTreeWidget.topLevelItem(view, row) for row in range(count)]  # as Qt sees them
    assert count == 240
    assert plain[0].text(why) and plain[0].toolTip(0).startswith(f"{plain[0].text(1)}  ")
    assert plain[-1].text(why) == "" and plain[-1].toolTip(0) == ""  # far below: not yet
    assert plain[0].text(view.COL_PRICE) and plain[-1].text(view.COL_PRICE)  # the rest: now
    view.scrollToBottom()
    assert plain[-1].text(why) and plain[-1].toolTip(view.COL_PRICE)
    middle = count // 2
    assert plain[middle].text(why) == ""
    assert view.topLevelItem(middle).text(why) == plain[middle].text(why) != ""
    assert all(view.texts(why))  # read through the view: every row complete
    reasons = [scored.reasons for scored in state.recommendation.skus]
    assert view.texts(why)[:count] == ["; ".join(r) for r in reasons]


def test_lazy_import_loads_the_module_on_first_use(tmp_path, monkeypatch):
    from rigwright.gui.widgets.lazy import lazy_import

    (tmp_path / "rigwright_lazy_probe.py").write_text(
        "import builtins\nbuiltins.rigwright_probe_loaded = True\nVALUE = 7\n", encoding="utf-8"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "rigwright_lazy_probe", raising=False)
    import builtins

    monkeypatch.setattr(builtins, "rigwright_probe_loaded", False, raising=False)
    module = lazy_import("rigwright_lazy_probe")
    assert builtins.rigwright_probe_loaded is False  # found, not run
    assert module.VALUE == 7 and builtins.rigwright_probe_loaded is True
    assert lazy_import("rigwright_lazy_probe") is module  # imported: the module itself
    with pytest.raises(ModuleNotFoundError):
        lazy_import("rigwright_no_such_module")


def test_a_language_change_is_told_once_with_the_new_language_current(qapp):
    """language_changed (rigwright.gui.widgets.i18n) comes from a hidden watcher widget, not an
    application- wide event filter: once per change, when the new language is already the current
    one."""
    from PySide6.QtCore import QCoreApplication

    from rigwright.gui.widgets.i18n import current_language, language_changed, set_language

    seen = []
    signal = language_changed()

    def slot() -> None:
        seen.append(current_language())

    signal.connect(slot)
    try:
        set_language("zh_CN")
        QCoreApplication.processEvents()
        set_language("en")
        QCoreApplication.processEvents()
    finally:
        signal.disconnect(slot)
        set_language("en")
        QCoreApplication.processEvents()
    assert seen == ["zh_CN", "en"]


def test_warm_up_imports_in_the_background_and_keeps_a_failure_to_the_log(
    tmp_path, monkeypatch, caplog
):
    from rigwright.gui.shell.app import warm_up

    (tmp_path / "rigwright_warm_probe.py").write_text("VALUE = 3\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "rigwright_warm_probe", raising=False)
    thread = warm_up(["rigwright_no_such_module", "rigwright_warm_probe"])
    assert thread.daemon and thread.name == "rigwright-warm-up"
    thread.join(10)
    assert not thread.is_alive()
    assert sys.modules["rigwright_warm_probe"].VALUE == 3  # after the failed one too
    assert "background import of rigwright_no_such_module failed" in caplog.text


class _CallProbe(QObject):
    """Emits :attr:`called` when a callback under test runs, for ``assertNotEmitted``."""

    called = Signal()


def test_after_first_paint_calls_back_once_after_the_paint_or_at_the_latest(qtbot):
    from PySide6.QtWidgets import QLabel

    from rigwright.gui.widgets.lazy import after_first_paint

    label = QLabel("x")
    qtbot.addWidget(label)
    calls = []
    probe = _CallProbe()

    def painted() -> None:
        calls.append("painted")
        probe.called.emit()

    with qtbot.assertNotEmitted(probe.called, wait=50):  # not shown, not painted: not yet
        after_first_paint(label, painted, at_latest_ms=60_000)
    label.show()
    qtbot.waitUntil(lambda: calls == ["painted"], timeout=2000)
    with qtbot.assertNotEmitted(probe.called, wait=50):  # once
        label.update()
    assert calls == ["painted"]
    # On show already painted (no paint comes): called at the latest.
    after_first_paint(label, lambda: calls.append("late"), at_latest_ms=30)
    qtbot.waitUntil(lambda: calls == ["painted", "late"], timeout=2000)
    # Closed before either: never called (e.g. the autosave of a window already closed).
    closed = QLabel("closed")
    qtbot.addWidget(closed)
    closed.show()
    with qtbot.assertNotEmitted(probe.called, wait=200):
        after_first_paint(closed, probe.called.emit, at_latest_ms=30)
        closed.close()
    assert calls == ["painted", "late"]


def test_the_quotes_page_is_built_on_first_use_its_file_actions_work_before(
    qtbot, window, state, monkeypatch
):
    """The quotes page (editor, history) is built when first shown or used; File ▸ New quote
    and Save exist from the start, are the page's own actions once built, and work."""
    from PySide6.QtWidgets import QInputDialog, QWidget

    assert window.findChild(QWidget, "quotesTab") is None  # not built
    assert not window.quote_open() and not window.save_quote_action.isEnabled()
    assert window.new_quote_action.text() == "&New quote"
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ACME", True))
    state.select_sku(state.catalog.sku("1.7"))
    window.new_quote_action.trigger()  # Ctrl+N, the page never shown
    tab = window.findChild(QWidget, "quotesTab")
    assert tab is window.quotes_tab and window.quote_open()
    assert tab.new_action is window.new_quote_action
    assert tab.save_action is window.save_quote_action and window.save_quote_action.isEnabled()
    assert window.save_quote_action.text() == "&Save*"  # unsaved
    window.save_quote_action.trigger()
    assert window.quotes_tab.editor.document().number is not None
    assert window.save_quote_action.text() == "&Save"


def test_the_window_modules_import_without_pydantic():
    """pydantic validates files and JSON (catalog files, quotes, drafts, builds, help topics) when
    they are read; the window's modules do not import it (docs/performance.md: about 20 ms of the
    start). The schemas live in rigwright.core.build.schema and rigwright.core.help.schema."""
    code = textwrap.dedent("""
        import sys
        import rigwright.core.cli.main, rigwright.core.storage.health, rigwright.gui.shell.app
        import rigwright.gui.shell.main_window, rigwright.gui.shell.autosave
        import rigwright.gui.widgets.help
        print(sorted(m for m in ("pydantic", "rigwright.core.build.schema",
                                 "rigwright.core.help.schema", "rigwright.core.quote.document")
                     if m in sys.modules))
    """)
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split("\n")[0]
    assert out == "[]"


def test_a_quote_opened_as_the_quotes_page_is_built_shows_its_first_option(
    qtbot, window, state, monkeypatch
):
    """The last run closed on option C of another quote: a quote opened by building the
    Quotes page (Quote these builds) still opens on its option A (a page built late restores
    its splitters, not its tabs' current pages). Found by a review: it jumped to option C."""
    from PySide6.QtWidgets import QInputDialog

    from rigwright.gui.widgets import settings

    settings.settings().setValue("tabs/optionTabs", 2)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ACME", True))
    for number in ("1.7", "1.1", "1.2"):
        state.select_sku(state.catalog.sku(number))
        assert state.add_selection_to_compare() is None
    restored = []
    restore_parts = settings.restore_parts
    monkeypatch.setattr(
        settings,
        "restore_parts",
        lambda *a, **k: (restore_parts(*a, **k), restored.append(a[0]))[0],
    )
    window.quote_compared(list(state.compared))
    editor = window.quotes_tab.editor
    # The late page's layout is restored from the event loop: wait for that, then look.
    qtbot.waitUntil(lambda: window.quotes_tab in restored, timeout=5000)
    assert editor.option_tabs.count() == 3 and editor.option_tabs.currentIndex() == 0
    settings.settings().remove("tabs/optionTabs")
    assert window.quotes_tab.save()  # nothing unsaved: closing asks no question


def test_file_new_quote_shows_the_quote_it_opened(qtbot, window, state, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ACME", True))
    state.select_sku(state.catalog.sku("1.7"))
    assert not window.quotes_shown()
    window.new_quote_action.trigger()
    assert window.quote_open() and window.quotes_shown()
    assert window.quotes_tab.save()  # nothing unsaved: closing asks no question
