"""Tests for gui/catalog/gpu_table.py: the GPU spec table model and its sort/filter proxy."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from rigwright.gui.catalog.gpu_table import (
    COL_BANDWIDTH,
    COL_FP16,
    COL_MEMORY,
    COL_NAME,
    COL_SCORE,
    COLUMN_COUNT,
    SORT_ROLE,
    GpuFilterProxy,
    GpuTableModel,
)


@pytest.fixture
def model(qtbot, seed_catalog):
    model = GpuTableModel()
    model.set_catalog(seed_catalog)
    scores = {gpu.name: float(i) for i, gpu in enumerate(seed_catalog.gpus)}
    model.set_scores(scores, {"Quadro GV100", "TESLA V100"})
    return model


@pytest.fixture
def proxy(model):
    proxy = GpuFilterProxy()
    proxy.setSourceModel(model)
    return proxy


def _row_of(model, name: str) -> int:
    return [model.index(r, COL_NAME).data() for r in range(model.rowCount())].index(name)


def _names(proxy) -> list[str]:
    return [proxy.index(r, COL_NAME).data() for r in range(proxy.rowCount())]


def test_model_passes_qtmodeltester(qtmodeltester, model):
    qtmodeltester.check(model)


def test_proxy_passes_qtmodeltester(qtmodeltester, proxy):
    proxy.sort(COL_BANDWIDTH, Qt.SortOrder.DescendingOrder)
    proxy.set_filter_text("quadro")
    qtmodeltester.check(proxy)


def test_rows_follow_the_seed_table(model, seed_catalog):
    assert model.rowCount() == len(seed_catalog.gpus) == 13
    assert model.columnCount() == COLUMN_COUNT
    assert model.index(0, COL_NAME).data() == seed_catalog.gpus[0].name


def test_figures_display_as_printed_and_sort_as_numbers(model):
    row = _row_of(model, "TITAN V")
    assert model.index(row, COL_FP16).data() == "29.80"
    assert model.index(row, COL_FP16).data(SORT_ROLE) == pytest.approx(29.8)
    assert model.index(row, COL_MEMORY).data() == "12"
    assert isinstance(model.index(row, COL_BANDWIDTH).data(SORT_ROLE), (int, float))


def test_numbers_are_right_aligned_and_names_left(model):
    align = model.index(0, COL_BANDWIDTH).data(Qt.ItemDataRole.TextAlignmentRole)
    assert Qt.AlignmentFlag(align) & Qt.AlignmentFlag.AlignRight
    align = model.index(0, COL_NAME).data(Qt.ItemDataRole.TextAlignmentRole)
    assert Qt.AlignmentFlag(align) & Qt.AlignmentFlag.AlignLeft


def test_sort_by_bandwidth_descending_puts_tesla_v100_first(proxy):
    proxy.sort(COL_BANDWIDTH, Qt.SortOrder.DescendingOrder)
    names = _names(proxy)
    assert names[0] == "TESLA V100"  # 897 GB/s
    assert names[1] == "Quadro GV100"  # 870 GB/s
    assert names[-1] == "TESLA T4"  # 320 GB/s
    proxy.sort(COL_BANDWIDTH, Qt.SortOrder.AscendingOrder)
    assert _names(proxy)[0] == "TESLA T4"


def test_numeric_sort_is_not_lexical(proxy):
    # Lexically "8" > "48" > "32"; numerically 48 GB (RTX8000) is the largest memory.
    proxy.sort(COL_MEMORY, Qt.SortOrder.DescendingOrder)
    assert _names(proxy)[0] == "Quadro RTX8000"


def test_filter_rtx_keeps_only_rtx_names(proxy, seed_catalog):
    proxy.set_filter_text("rtx")
    names = _names(proxy)
    expected = [g.name for g in seed_catalog.gpus if "rtx" in g.name.lower()]
    assert names == expected
    assert len(names) >= 8
    assert all("RTX" in name.upper() for name in names)
    assert "TITAN V" not in names and "TESLA V100" not in names
    proxy.set_filter_text("")
    assert proxy.rowCount() == len(seed_catalog.gpus)


def test_filter_ignores_case_and_spaces(proxy):
    proxy.set_filter_text("Quadro rtx 8000")
    assert _names(proxy) == ["Quadro RTX8000"]


def test_recommended_rows_are_bold_and_tinted(model):
    gv100 = model.index(_row_of(model, "Quadro GV100"), COL_SCORE)
    t4 = model.index(_row_of(model, "TESLA T4"), COL_SCORE)
    assert gv100.data(Qt.ItemDataRole.FontRole).bold()
    assert gv100.data(Qt.ItemDataRole.BackgroundRole) is not None
    assert t4.data(Qt.ItemDataRole.FontRole) is None
    assert t4.data(Qt.ItemDataRole.BackgroundRole) is None


def test_new_scores_emit_data_changed_not_reset(qtbot, model):
    with qtbot.assertNotEmitted(model.modelReset), qtbot.waitSignal(model.dataChanged):
        model.set_scores({"TESLA T4": 99.0}, {"TESLA T4"})
    t4 = model.index(_row_of(model, "TESLA T4"), COL_SCORE)
    assert t4.data() == "99.0"
    assert t4.data(Qt.ItemDataRole.FontRole).bold()
    # Unscored GPUs show a dash and sort below every scored one.
    gv100 = model.index(_row_of(model, "Quadro GV100"), COL_SCORE)
    assert gv100.data() == "—"
    assert gv100.data(SORT_ROLE) < t4.data(SORT_ROLE)


def test_reload_resets_the_model(qtbot, model, seed_catalog):
    with qtbot.waitSignals([model.modelAboutToBeReset, model.modelReset]):
        model.set_catalog(seed_catalog)
    assert model.rowCount() == 13
    assert model.index(0, COL_SCORE).data() == "—"


@pytest.mark.parametrize("typed", ["QGV100", "qgv 100", "Qudro", "ｑｕｄｒｏ ＧＶ１００"])
def test_filter_matches_the_seeds_other_spellings(proxy, typed):
    proxy.set_filter_text(typed)
    assert _names(proxy) == ["Quadro GV100"]
