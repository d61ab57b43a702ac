"""Tests of issue 11's fixes (docs/performance.md): the hidden metric chart draws only when
shown or read; money_text's cache keeps its errors; PySide6's per-module source check no
longer fills linecache. Speed itself is measured by bench/, never here."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_hidden_metric_chart_draws_only_when_shown_or_read(qtbot, seed_catalog, monkeypatch):
    from gui import charts
    from gui.main_window import MainWindow
    from gui.state import AppState

    state = AppState(seed_catalog)
    window = MainWindow(state)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.tabs.setCurrentWidget(window.build_view)  # the Charts tab hidden
    calls = []
    real = charts.fill_plot
    monkeypatch.setattr(charts, "fill_plot", lambda *a, **k: calls.append(1) or real(*a, **k))
    chart = window.chart_view.chart
    state.set_workload("rnn")
    state.set_budget(100000)
    assert calls == []  # hidden: no drawing on an input change
    window.tabs.setCurrentWidget(window.chart_view)  # shown: drawn once, for the state as it is
    assert len(calls) == 1
    assert {b.name for b in chart.bars if b.highlighted} == set(
        state.recommendation.recommended_gpu_names)
    window.tabs.setCurrentWidget(window.build_view)
    state.set_budget(250000)
    assert len(calls) == 1
    assert chart.plot is not None and len(calls) == 2  # read while hidden: drawn then


def test_money_text_cache_keeps_the_refusal_of_a_bool(qapp):
    from core.money import MoneyError
    from gui.i18n import money_text

    assert money_text(1) == money_text(1)
    with pytest.raises(MoneyError):
        money_text(True)


def test_pyside_source_check_reads_files_without_linecache():
    code = textwrap.dedent("""
        import linecache, sys
        import gui.entry
        gui.entry.skip_pyside_source_cache()
        import PySide6.QtWidgets
        from core.money import format_cny_screen  # checked: __import__ returns core.money
        from gui.theme import Theme
        cached = [f for f in linecache.cache if f.endswith(("core/money.py", "gui/theme.py"))]
        feature = sys.modules["shibokensupport.feature"]
        print(cached, feature.pyside_feature_dict["gui.theme"],
              feature.pyside_feature_dict["core.money"])
    """)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["[]", "0", "-1"]  # nothing cached; gui.theme uses PySide6, core.money not
