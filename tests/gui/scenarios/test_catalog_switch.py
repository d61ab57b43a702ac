"""Switching catalogs in the window (seed-2020 <-> current): the views follow, a catalog
without SKUs leaves an empty list, a cleared diagram with a message and no export; unknown
figures read "unknown"; each catalog's tensor definition is shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from rigwright.gui.catalog.gpu_table import COL_FP16, COL_NAME, COL_TENSOR_TFLOPS, GpuTableModel
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState


@pytest.fixture
def window(qtbot, seed_catalog, tmp_path: Path):
    state = AppState(seed_catalog, db_path=tmp_path / "rigwright.sqlite3")
    win = MainWindow(state)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _switch(window, name: str) -> None:
    combo = window.panel.catalog_combo
    index = combo.findData(name)
    assert index >= 0, f"{name} not offered"
    combo.setCurrentIndex(index)
    assert window.state.catalog.name == name


def _cell(window, gpu: str, column: int) -> str:
    model = window.gpu_table.model
    row = next(r for r in range(model.rowCount()) if model.index(r, COL_NAME).data() == gpu)
    return model.index(row, column).data()


def test_the_combo_lists_the_catalogs_under_data(window):
    combo = window.panel.catalog_combo
    assert [combo.itemData(i) for i in range(combo.count())] == ["current", "seed-2020"]
    assert combo.currentData() == "seed-2020"


def test_switching_to_current_and_back(window, seed_catalog):
    assert window.sku_ranking.topLevelItemCount() > 0
    _switch(window, "current")
    assert window.gpu_table.model.rowCount() == len(window.state.catalog.gpus) == 30
    assert window.gpu_ranking.names()[0] == "H200 NVL 141GB"
    # Its own lineup (docs/catalog-current.md), in the window's market.
    assert window.sku_ranking.topLevelItemCount() > 0
    assert window.state.selected_sku in window.state.catalog.skus
    assert window.export_action.isEnabled()
    assert window.build_view.diagram.scene().items() != []
    assert "has no workstations" not in window.statusBar().currentMessage()
    assert window.panel.tensor_note.text() == "Tensor TFLOPS: dense FP16 tensor, FP32 accumulate"

    _switch(window, "seed-2020")
    assert window.gpu_table.model.rowCount() == len(seed_catalog.gpus)
    assert window.sku_ranking.topLevelItemCount() > 0
    assert window.state.selected_sku is not None
    assert window.export_action.isEnabled()
    assert window.build_view.diagram.scene().items() != []
    assert "FP16 accumulate" in window.panel.tensor_note.text()


def test_unknown_figures_read_unknown(window):
    _switch(window, "current")
    assert _cell(window, "GeForce RTX 5070 Ti", COL_FP16) == "unknown"
    assert _cell(window, "H100 NVL 94GB", COL_TENSOR_TFLOPS) == "835.5"
    model = window.gpu_table.model
    row = next(
        r for r in range(model.rowCount()) if model.index(r, COL_NAME).data() == "H100 NVL 94GB"
    )
    tip = model.index(row, COL_TENSOR_TFLOPS).data(Qt.ItemDataRole.ToolTipRole)
    assert "datasheet-derived" in tip and "fp16_tensor_fp32acc_dense_tflops" in tip
    # Its FP16 is derived from its FP32 at Hopper's ratio, and says so.
    assert "datasheet-derived" in model.index(row, COL_FP16).data(Qt.ItemDataRole.ToolTipRole)
    # Sorting by FP16 puts the unknown figures together at one end, not as zeros among numbers.
    window.gpu_table.sort_by(COL_FP16, Qt.SortOrder.AscendingOrder)
    unknown = {g.name for g in window.state.catalog.gpus if g.fp16_tflops is None}
    assert "GeForce RTX 5070 Ti" in unknown
    assert set(window.gpu_table.visible_names()[: len(unknown)]) == unknown


def test_the_tensor_header_says_what_the_figure_is(window):
    header = window.gpu_table.model.headerData
    tip = header(COL_TENSOR_TFLOPS, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "FP16 accumulate" in tip
    _switch(window, "current")
    tip = header(COL_TENSOR_TFLOPS, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert tip.endswith("dense FP16 tensor, FP32 accumulate")


def test_a_model_scale_is_dropped_for_a_catalog_without_scale_table(window):
    panel = window.panel
    panel.scale_combo.setCurrentIndex(panel.scale_combo.findData("large"))
    assert window.state.request.model_scale == "large"
    _switch(window, "current")
    assert window.state.request.model_scale is None
    assert not panel.scale_combo.isEnabled() and panel.scale_combo.count() == 1
    _switch(window, "seed-2020")
    assert panel.scale_combo.isEnabled() and panel.scale_combo.findData("large") > 0


def test_inference_on_current_names_the_unranked_cards(window):
    _switch(window, "current")
    window.panel.workload_list.select_key("inference")
    assert "not ranked (unknown figures)" in window.notes.text()
    assert "GeForce RTX 5070 Ti" not in window.gpu_ranking.names()
    assert "H200 NVL 141GB" in window.gpu_ranking.names()  # FP16 derived from FP32
    assert "unknown, not drawn: GeForce RTX 5070 Ti" in (
        window.chart_view.chart.plot.titleLabel.text
    )


def test_a_catalog_that_cannot_be_opened_keeps_the_current_one(window, monkeypatch):
    from rigwright.core.catalog.sources import CatalogError

    shown = []

    def record(box):
        assert box.textFormat() == Qt.TextFormat.PlainText  # the reason quotes a file
        shown.append(box.text())
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", record)

    def broken(name):
        raise CatalogError("gpus.csv row X, field memory_gb: <b>bad</b>")

    monkeypatch.setattr(window.state, "open_catalog", broken)
    combo = window.panel.catalog_combo
    combo.setCurrentIndex(combo.findData("current"))
    assert window.state.catalog.name == "seed-2020"
    assert combo.currentData() == "seed-2020"
    assert shown and "could not be opened" in shown[0] and "memory_gb" in shown[0]
    assert "<b>bad</b>" in shown[0]  # shown literally


def test_gpu_table_model_with_unknown_figures(qtmodeltester):
    from rigwright.core.catalog.files import load_catalog_files

    model = GpuTableModel()
    model.set_catalog(load_catalog_files("current"))
    qtmodeltester.check(model)


def test_imported_catalogs_are_offered_in_the_switch(qtbot, tmp_path):
    """A catalog imported into the database (not under data/) can be picked in the window."""
    import dataclasses

    from sqlalchemy.orm import Session

    from rigwright.core.storage.database import make_engine, open_catalog, save_catalog, sqlite_url
    from rigwright.gui.shell.main_window import MainWindow
    from rigwright.gui.state import AppState

    db = tmp_path / "db.sqlite3"
    seed = open_catalog(db)
    engine = make_engine(sqlite_url(db))
    with Session(engine) as session:
        save_catalog(session, dataclasses.replace(seed, name="vendor-2026"), origin="import")
        session.commit()
    engine.dispose()
    state = AppState(seed, db_path=db)
    window = MainWindow(state)
    qtbot.addWidget(window)
    combo = window.findChild(type(window.panel.catalog_combo), "catalogCombo")
    names = [combo.itemData(i) for i in range(combo.count())]
    assert {"seed-2020", "current", "vendor-2026"} <= set(names)
    combo.setCurrentIndex(names.index("vendor-2026"))
    assert state.catalog.name == "vendor-2026"


def test_a_custom_build_selected_when_the_catalog_changes_is_not_kept(window, qtbot):
    """A custom build of the search names the old catalog's GPUs: once another catalog is
    opened it is no longer the selection (the rules, the diagram and a quote would read it
    against names the new catalog lacks)."""
    state = window.state
    qtbot.waitUntil(lambda: bool(state.custom_result and state.custom_result.front), timeout=20000)
    custom = state.custom_result.front[-1]
    state.select_custom(custom)
    assert state.selected_custom is custom
    _switch(window, "current")
    assert state.selected_custom is None
    # The new catalog's own selection (a SKU of its lineup) replaces it, never the old build.
    assert state.working_build is None or state.working_build != custom.build
    assert state.selected_sku is None or state.selected_sku in state.catalog.skus
    window.pages.setCurrentIndex(window.pages.currentIndex())  # the views read it without error
    window.state.working_build_changed.emit()
