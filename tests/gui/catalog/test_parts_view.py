"""The Parts tab: platform parts with assumed figures starred and prices or "price to be set"."""

from __future__ import annotations

from rigwright.core.catalog.part_entities import PartKind
from rigwright.core.storage.database import open_catalog
from rigwright.gui.catalog.parts_view import COL_PRICE, PartsProxy, PartsTableModel
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState


def test_parts_of_the_current_catalog(qtbot, qtmodeltester, tmp_db):
    catalog = open_catalog(tmp_db, "current")
    state = AppState(catalog)
    shipped = _prices(qtbot, state)
    assert "price to be set" not in shipped.values()  # the shipped list prices every part
    assert all(p.endswith(" ※") for p in shipped.values())  # illustrative
    state.shutdown()


def test_parts_with_a_partial_price_list(qtbot, qtmodeltester, partly_priced_current):
    catalog = partly_priced_current
    state = AppState(catalog)
    window = MainWindow(state)
    qtbot.addWidget(window)
    view = window.parts_view
    assert len(view.names()) == len(catalog.parts) > 0
    qtmodeltester.check(view.model)
    qtmodeltester.check(view.proxy)
    prices = _prices(qtbot, state, window)
    assert prices["Intel Xeon w9-3495X"].endswith(" ※")  # USD launch price × illustrative rate
    assert "price to be set" in prices.values()
    assert "0" not in prices.values() and "¥0" not in prices.values()
    view.kind_combo.setCurrentIndex(view.kind_combo.findData("psu"))
    assert view.names() and all(catalog.part(n).kind is PartKind.PSU for n in view.names())
    view.kind_combo.setCurrentIndex(0)
    view.filter_edit.setText("xeon")  # name, family or figures
    assert "Intel Xeon w9-3495X" in view.names()
    assert "AMD Ryzen Threadripper PRO 7995WX" not in view.names()


def _prices(qtbot, state, window=None) -> dict[str, str]:
    """Part name -> its Price cell in the window's Parts view."""
    if window is None:
        window = MainWindow(state)
        qtbot.addWidget(window)
    view = window.parts_view
    return {
        view.proxy.index(r, 1).data(): view.proxy.index(r, COL_PRICE).data()
        for r in range(view.proxy.rowCount())
    }


def test_the_seed_catalog_has_no_parts(qtbot, seed_catalog):
    window = MainWindow(AppState(seed_catalog))
    qtbot.addWidget(window)
    assert window.parts_view.names() == []
    # Not an empty tab with no word why: the seed sells whole workstations.
    assert "has no platform parts: it sells whole workstations" in window.parts_view.summary.text()


def test_unpriced_parts_sort_last_either_way(qtbot, tmp_db):
    from PySide6.QtCore import Qt

    catalog = open_catalog(tmp_db, "current")
    state = AppState(catalog)
    model = PartsTableModel()
    model.set_parts(catalog.parts, state.part_prices)
    proxy = PartsProxy()
    proxy.setSourceModel(model)
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        proxy.sort(COL_PRICE, order)
        texts = [proxy.index(r, COL_PRICE).data() for r in range(proxy.rowCount())]
        priced = [t for t in texts if t != "price to be set"]
        if order is Qt.SortOrder.AscendingOrder:
            assert texts[: len(priced)] == priced
