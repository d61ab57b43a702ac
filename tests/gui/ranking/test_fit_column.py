"""The ranked lists' Fit column: shown while a model is sized, with the cards that hold it or
why a GPU cannot (those GPUs under the ranked ones, unranked); hidden without a model."""

from __future__ import annotations

import re

import pytest

from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState

CARDS = re.compile(r"^\d+ × \d+ GB(, (tensor|pipeline) parallel)?$")


@pytest.fixture
def window(qtbot, seed_catalog, tmp_path):
    """The window on the seed catalog, with a database (so that it can switch catalogs)."""
    state = AppState(seed_catalog, db_path=tmp_path / "rigwright.sqlite3")
    win = MainWindow(state)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    state.shutdown()


def _size(window, model_id: str, context: str) -> None:
    fields = window.panel.sizing_box
    fields.fill_models()
    fields.model_combo.setCurrentIndex(fields.model_combo.findData(model_id))
    fields.task_combo.setCurrentIndex(fields.task_combo.findData("inference"))
    fields.precision_combo.setCurrentIndex(fields.precision_combo.findData("bf16"))
    fields.context_edit.setText(context)
    fields.context_edit.editingFinished.emit()


def _fits(view) -> dict[str, str]:
    names = view.texts(view.COL_NAME if hasattr(view, "COL_NAME") else view.COL_NUMBER)
    return dict(zip(names, view.texts(view.COL_FIT), strict=True))


def test_no_model_no_fit_column(window):
    gpus, skus = window.gpu_ranking, window.sku_ranking
    assert gpus.isColumnHidden(gpus.COL_FIT) and skus.isColumnHidden(skus.COL_FIT)
    assert set(gpus.texts(gpus.COL_FIT)) == {""}


def test_qwen_72b_in_the_seed_catalog(window):
    gpus, skus = window.gpu_ranking, window.sku_ranking
    _size(window, "qwen2.5-72b", "32768")
    rec = window.state.recommendation
    assert not gpus.isColumnHidden(gpus.COL_FIT) and not skus.isColumnHidden(skus.COL_FIT)
    assert gpus.headerItem().text(gpus.COL_FIT) == "Fit"
    fits = _fits(gpus)
    ranked = [s.gpu.name for s in rec.gpus]
    # The ranked GPUs first, each with the cards that hold 173 GB; then those that cannot.
    assert gpus.names()[: len(ranked)] == ranked
    assert fits["Quadro RTX8000"] == "4 × 48 GB, tensor parallel"
    assert all(CARDS.match(fits[name]) for name in ranked)
    left = gpus.names()[len(ranked) :]
    assert "TESLA T4" in left and all(fits[name] == "does not fit" for name in left)
    row = gpus.names().index("TESLA T4")
    assert gpus.texts(gpus.COL_RANK)[row] == "" and gpus.texts(gpus.COL_SCORE)[row] == "—"
    assert gpus.texts(gpus.COL_REASONS)[row] == "does not fit: needs 20 GB a card on 9, has 15"
    assert gpus.topLevelItem(row).font(gpus.COL_NAME).italic()
    # The SKUs that hold it, each with its fit; those that cannot are not listed.
    sku_fits = _fits(skus)
    assert list(sku_fits) == [s.sku.number for s in rec.skus] and sku_fits
    assert all(CARDS.match(text) for text in sku_fits.values())
    assert not set(sku_fits) & set(rec.sized.left_out)
    assert gpus.columnWidth(gpus.COL_FIT) >= gpus.fontMetrics().horizontalAdvance(
        "4 × 48 GB, tensor parallel"
    )


def test_a_multi_card_build_in_the_current_catalog(window):
    combo = window.panel.catalog_combo
    combo.setCurrentIndex(combo.findData("current"))
    assert window.state.catalog.name == "current"
    market = window.panel.market_combo
    market.setCurrentIndex(market.findData("intl"))  # every card of the catalog is sold there
    _size(window, "qwen2.5-72b", "32768")
    fits = _fits(window.gpu_ranking)
    assert fits["H200 NVL 141GB"] == "2 × 141 GB, tensor parallel"
    # The 4U server takes 8 cards: 24 GB cards hold 173 GB on 8, 16 GB cards on none.
    assert fits["GeForce RTX 4090"] == "8 × 24 GB, tensor parallel"
    assert fits["GeForce RTX 5080"] == "does not fit"


def test_an_invalid_context_names_it_and_keeps_the_ranking(window):
    gpus = window.gpu_ranking
    _size(window, "qwen2.5-72b", "32768")
    names, fits = gpus.names(), gpus.texts(gpus.COL_FIT)
    _size(window, "qwen2.5-72b", "65536")
    error = window.panel.sizing_box.errors["context"]
    assert error.isVisibleTo(window.panel) and error.text().startswith("Context: 65,536 tokens")
    assert gpus.names() == names and gpus.texts(gpus.COL_FIT) == fits
    assert window.state.request.sizing.context == 32768


def test_clearing_the_model_hides_the_column(window):
    gpus, skus = window.gpu_ranking, window.sku_ranking
    _size(window, "qwen2.5-72b", "32768")
    assert not gpus.isColumnHidden(gpus.COL_FIT)
    window.panel.sizing_box.model_combo.setCurrentIndex(0)
    assert gpus.isColumnHidden(gpus.COL_FIT) and skus.isColumnHidden(skus.COL_FIT)
    assert window.state.request.sizing is None
    # The workload the model implied stays; the list is that workload's ranking again.
    assert window.state.request.workload == "transformer"
    assert gpus.names() == [s.gpu.name for s in window.state.recommendation.gpus]
    assert "TESLA T4" in gpus.names()
    assert set(gpus.texts(gpus.COL_FIT)) == {""}


def test_the_fit_cells_are_written_in_the_new_language(window, pseudo_language):
    gpus = window.gpu_ranking
    _size(window, "qwen2.5-72b", "32768")
    assert gpus.headerItem().text(gpus.COL_FIT) == "⟦Fit⟧"
    fits = _fits(gpus)
    assert fits["Quadro RTX8000"] == "⟦{count} × {memory} GB, {how}⟧".format(
        count=4, memory=48, how="⟦tensor parallel⟧"
    )
    assert fits["TESLA T4"] == "⟦does not fit⟧"


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)])
def test_every_short_column_is_on_screen_with_long_gpu_names(qtbot, window, size):
    """The current catalog's names ("RTX PRO 6000 Blackwell Max-Q Workstation Edition") give
    up width, elided, so the score and the Fit column stay in view without a scroll."""
    window.resize(*size)
    combo = window.panel.catalog_combo
    combo.setCurrentIndex(combo.findData("current"))
    # International: the longest names (RTX PRO 6000 ...) are not sold in mainland China.
    markets = window.panel.market_combo
    markets.setCurrentIndex(markets.findData("intl"))
    _size(window, "qwen2.5-72b", "32768")
    view = window.gpu_ranking
    room = view.viewport().width()
    for column in (view.COL_RANK, view.COL_NAME, view.COL_SCORE, view.COL_FIT):
        right = view.header().sectionPosition(column) + view.columnWidth(column)
        assert right <= room, (column, right, room)
    longest = max(view.names(), key=len)
    assert view.fontMetrics().horizontalAdvance(longest) > view.columnWidth(view.COL_NAME)
    # The full name stays in the tooltip.
    row = view.names().index(longest)
    assert longest in view.topLevelItem(row).toolTip(view.COL_NAME)
    # Given the room again, the names come back whole.
    window.resize(2400, 1000)
    qtbot.waitUntil(lambda: view.viewport().width() > 2 * room)
    assert view.columnWidth(view.COL_NAME) >= view.fontMetrics().horizontalAdvance(longest)


def test_a_lineup_sku_is_not_credited_to_the_2020_guide(window):
    """A SKU built from parts is priced as their sum: the window never says the 2020 guide
    printed its price (it does for the guide's own SKUs)."""
    combo = window.panel.catalog_combo
    combo.setCurrentIndex(combo.findData("current"))
    sku = window.state.selected_sku
    assert sku is not None and sku.parts
    summary = window.build_view.summary.text()
    assert "2020" not in summary and "sum of its parts" in summary
    tips = window.sku_ranking.topLevelItem(0).toolTip(0)
    assert "2020 selection guide" not in tips and "sum of its parts" in tips


def test_the_reasons_read_from_their_start_when_cut(window):
    # The lists elide names in the middle; the reasons were cut the same way ("Tensor 1…
    # unknown"), which hid the first reason, the one that counts.
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QStyleOptionViewItem

    for view in (window.gpu_ranking, window.sku_ranking):
        column = view.columnCount() - 1
        option = QStyleOptionViewItem()
        index = view.model().index(0, column)
        view.itemDelegateForColumn(column).initStyleOption(option, index)
        assert option.textElideMode == Qt.TextElideMode.ElideRight
        assert view.textElideMode() == Qt.TextElideMode.ElideMiddle  # names keep both ends
