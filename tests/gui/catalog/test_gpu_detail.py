"""Tests for gui/catalog/gpu_detail.py and the selected GPU: picking a GPU in the spec table or the
ranked list shows its figures and physical facts with their sources; unknown is "unknown"."""

from __future__ import annotations

from pathlib import Path

import pytest

from rigwright.gui.catalog.gpu_detail import gpu_detail_html, physical_provenance
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState


@pytest.fixture
def window(qtbot, seed_catalog, tmp_path: Path):
    win = MainWindow(AppState(seed_catalog, db_path=tmp_path / "rigwright.sqlite3"))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _switch(window, name: str) -> None:
    combo = window.panel.catalog_combo
    combo.setCurrentIndex(combo.findData(name))
    assert window.state.catalog.name == name


def _lines(window) -> list[str]:
    return [line.strip() for line in window.gpu_table.detail.toPlainText().splitlines()]


def test_nothing_selected_says_how_to_select(window):
    assert window.state.selected_gpu is None
    assert "Select a GPU" in window.gpu_table.detail.toPlainText()


def test_the_detail_of_tesla_t4(window):
    window.show_tab("gpu_table")
    window.gpu_table.select_gpu("TESLA T4")
    assert window.state.selected_gpu.name == "TESLA T4"
    text = window.gpu_table.detail.toPlainText()
    assert text.startswith("TESLA T4")
    lines = _lines(window)
    # Label, value and confidence of each fact, one table row each.
    assert "Board power\n70 W\nsecondary" in "\n".join(lines)
    assert "Cooler\npassive\nsecondary" in "\n".join(
        lines
    )  # the reference row, now with its own source
    assert "Slot width\n1 slot\nsecondary" in "\n".join(lines)
    assert "Reference row: Tesla T4" in text
    # Blank facts are unknown, never 0.
    assert "Launch MSRP\nunknown" in "\n".join(lines)
    assert "Length\n168 mm\nsecondary" in "\n".join(lines)  # now from the reference
    assert " 0 W" not in text
    assert "CUDA cores\n2560" in "\n".join(lines)
    assert "FP16 tensor as printed in the seed guide" in text
    # The lint findings about the card (its FP16 figure breaks the pattern).
    assert "Data quality" in text and "TESLA T4: FP16 TFLOPS 65.13" in text


def test_the_seed_cooler_statement_is_shown_beside_the_reference(seed_catalog):
    html = gpu_detail_html(seed_catalog.gpu("RTX2080Ti"), seed_catalog, [])
    assert "blower" in html and "the reference&#x27;s Founders Edition is open-air" in html
    assert physical_provenance(seed_catalog.gpu("RTX2080Ti"))["board_power_w"] == "datasheet"


def test_a_current_gpu_with_an_unknown_figure(window):
    _switch(window, "current")
    window.show_tab("gpu_table")
    window.gpu_table.select_gpu("H100 NVL 94GB")
    joined = "\n".join(_lines(window))
    assert "FP16\n120 TFLOPS\ndatasheet-derived" in joined  # from FP32 60 at Hopper's 2:1
    assert "Tensor\n835.5 TFLOPS\ndatasheet-derived" in joined
    assert "Board power\n400 W\ndatasheet" in joined
    assert "Power\nunknown" in joined  # no power connector in the reference row
    assert "Launch MSRP\nunknown" in joined
    assert "dense FP16 tensor, FP32 accumulate" in joined
    assert "https://www.nvidia.com/en-us/data-center/h100/" in joined.replace("\n", "")
    window.gpu_table.select_gpu("GeForce RTX 5070 Ti")
    assert "FP16\nunknown\nno source gives it" in "\n".join(_lines(window))


def test_the_ranked_list_selects_the_gpu_and_opens_its_detail(window):
    ranking = window.gpu_ranking
    row = ranking.names().index("TESLA T4")
    ranking.setCurrentItem(ranking.topLevelItem(row))
    assert window.state.selected_gpu.name == "TESLA T4"
    assert window.current_tab() == "gpu_table"
    table = window.gpu_table.table
    assert table.currentIndex().data() == "TESLA T4"
    assert window.gpu_table.detail.toPlainText().startswith("TESLA T4")
    # The table's pick is shown in the list, and survives a new recommendation.
    window.gpu_table.select_gpu("RTX2060S")
    assert ranking.currentItem().text(ranking.COL_NAME) == "RTX2060S"
    window.panel.workload_list.select_key("rnn")
    assert ranking.currentItem().text(ranking.COL_NAME) == "RTX2060S"
    assert window.state.selected_gpu.name == "RTX2060S"


def test_switching_catalogs_drops_the_selected_gpu(window):
    window.gpu_table.select_gpu("TESLA T4")
    _switch(window, "current")
    assert window.state.selected_gpu is None
    assert "Select a GPU" in window.gpu_table.detail.toPlainText()
    assert not window.gpu_table.table.selectionModel().hasSelection()


@pytest.mark.parametrize(("width", "fits"), [(1366, True), (1000, False)])
def test_the_table_and_detail_fit_1366x768(window, qtbot, width, fits):
    window.resize(width, 768)
    window.show_tab("gpu_table")
    window.gpu_table.select_gpu("TESLA T4")
    table = window.gpu_table.table
    qtbot.waitUntil(lambda: table.horizontalScrollBar().isVisible() != fits)
    assert window.gpu_table.detail.width() >= 240
