"""Tests for gui/catalog/data_quality.py: the data-quality tab lists the catalog's lint findings,
filters them, and selecting a SKU finding selects that SKU."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from rigwright.core.catalog.lint import lint_catalog
from rigwright.core.catalog.sources import catalog_folder
from rigwright.gui.catalog.data_quality import COL_SEVERITY, COL_WHERE, FindingsModel, FindingsProxy
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState


@pytest.fixture
def window(qtbot, seed_catalog, tmp_path: Path):
    win = MainWindow(AppState(seed_catalog, db_path=tmp_path / "rigwright.sqlite3"))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.show_tab("data_quality")
    return win


def _switch(window, name: str) -> None:
    combo = window.panel.catalog_combo
    combo.setCurrentIndex(combo.findData(name))
    assert window.state.catalog.name == name


def test_the_tab_lists_the_seed_findings_and_the_one_of_current(window, seed_catalog):
    view = window.data_quality
    expected = lint_catalog(seed_catalog, catalog_folder("seed-2020"))
    assert len(expected) >= 36  # the 36 of the first lint, and any found since
    assert window.state.findings == expected
    assert view.visible_findings() == expected  # lint's order until a header is clicked
    errors = sum(f.severity == "error" for f in expected)
    warnings = sum(f.severity == "warning" for f in expected)
    info = sum(f.severity == "info" for f in expected)
    assert errors == 5
    assert view.summary.text() == (
        f"{len(expected)} findings: {errors} errors, {warnings} warnings, {info} info"
    )

    _switch(window, "current")
    # The L40S datasheet's FP8 733 is not 2 × its FP16 tensor 362.05 (lint's fp8-relation).
    assert [(f.kind, f.where) for f in window.state.findings] == [("fp8-relation", {"gpu": "L40S"})]
    assert view.model.rowCount() == 1

    _switch(window, "seed-2020")
    assert view.model.rowCount() == len(expected)


def test_the_severity_filter_and_the_text_filter(window):
    view = window.data_quality
    total = view.model.rowCount()
    view.severity_combo.setCurrentIndex(view.severity_combo.findData("error"))
    shown = view.visible_findings()
    assert len(shown) == 5 and {f.severity for f in shown} == {"error"}
    assert view.summary.text().endswith("— 5 shown")

    view.filter_edit.setText("sc4g")  # the code of SKU 1.10, any case
    assert [f.where.get("sku") for f in view.visible_findings()] == ["1.10"]

    view.filter_edit.clear()
    view.severity_combo.setCurrentIndex(view.severity_combo.findData("info"))
    assert view.visible_findings() and {f.severity for f in view.visible_findings()} == {"info"}
    view.severity_combo.setCurrentIndex(0)  # all severities
    assert len(view.visible_findings()) == total
    assert "shown" not in view.summary.text()


def test_sorting_by_severity_and_where(window):
    view = window.data_quality
    view.table.sortByColumn(COL_SEVERITY, Qt.SortOrder.DescendingOrder)
    severities = [f.severity for f in view.visible_findings()]
    assert severities[0] == "info" and severities[-1] == "error"
    view.table.sortByColumn(COL_WHERE, Qt.SortOrder.AscendingOrder)
    skus = [f.where["sku"] for f in view.visible_findings() if "sku" in f.where]
    # Row numbers as numbers: 1.10 after 1.5, not between 1.1 and 1.2.
    keys = [tuple(int(p) for p in s.split(".")) for s in skus]
    assert keys == sorted(keys)
    assert skus.index("1.10") > skus.index("1.5")


def test_selecting_the_1_10_finding_selects_sku_1_10(window):
    view = window.data_quality
    row = next(i for i, f in enumerate(view.visible_findings()) if f.where.get("sku") == "1.10")
    view.select_row(row)
    assert window.state.selected_sku.number == "1.10"
    assert window.build_view.summary.text().startswith("1.10")
    # The full message and the rule are shown below the table.
    assert "SKU 1.10 states 64GB" in view.detail.text()
    assert "Why:" in view.detail.text()


def test_selecting_a_gpu_finding_keeps_the_sku(window):
    view = window.data_quality
    before = window.state.selected_sku
    row = next(
        i
        for i, f in enumerate(view.visible_findings())
        if "gpu" in f.where and "sku" not in f.where
    )
    view.select_row(row)
    assert window.state.selected_sku == before
    assert view.detail.text() == window.data_quality.model.tooltip(view.visible_findings()[row])


def test_tooltips_carry_the_message_and_why(window):
    model = window.data_quality.model
    tip = model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    finding = model.finding(0)
    assert finding.message in tip and finding.why in tip
    assert model.index(0, COL_SEVERITY).data(Qt.ItemDataRole.DecorationRole) is not None


def test_findings_model(qtmodeltester, seed_catalog):
    model = FindingsModel()
    model.set_findings(lint_catalog(seed_catalog, catalog_folder("seed-2020")))
    qtmodeltester.check(model)
    proxy = FindingsProxy()
    proxy.setSourceModel(model)
    proxy.set_severity("warning")
    qtmodeltester.check(proxy)


def test_a_catalog_without_a_folder_is_linted_without_rule_files(seed_catalog):
    import dataclasses

    renamed = dataclasses.replace(seed_catalog, name="imported-pack")
    state = AppState(renamed)
    assert state.lint_error == ""
    # Only the checks that need no rule files: no code, pattern, claim or reference findings.
    kinds = {f.kind for f in state.findings}
    assert kinds and not kinds & {"code", "pattern", "reference"}
