"""The market combo starts on the stored vendor profile's market and follows a vendor
profile saved with another market, unless the engineer chose a market by hand this session."""

from __future__ import annotations

import pytest

from rigwright.core.quote.model import VendorProfile
from rigwright.core.storage.database import open_catalog
from rigwright.core.storage.quote_store import open_quote_db
from rigwright.core.storage.vendor_profiles import save_vendor_profile
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState


def _store_vendor(db, market: str) -> None:
    engine = open_quote_db(db)
    try:
        save_vendor_profile(engine, VendorProfile(name="Vendor Co", market=market))
    finally:
        engine.dispose()


@pytest.fixture
def opened(tmp_db):
    """``opened(market or None) -> (window, state)`` on a fresh database whose vendor profile
    has that market (None: no profile)."""
    states = []
    catalog = open_catalog(tmp_db, "seed-2020")  # creates the database

    def make(qtbot, market: str | None):
        if market is not None:
            _store_vendor(tmp_db, market)
        state = AppState(catalog, db_path=tmp_db)
        states.append(state)
        window = MainWindow(state)
        qtbot.addWidget(window)
        return window, state

    yield make
    for state in states:
        state.shutdown()


def _saving(window, market: str | None):
    """Stand in for the vendor dialog: OK with a profile of ``market`` (None: Cancel)."""

    def edit_vendor() -> bool:
        if market is None:
            return False
        return window.quotes_tab.save_vendor(VendorProfile(name="Vendor Co", market=market))

    return edit_vendor


@pytest.mark.parametrize("market", ["tw", "intl"])
def test_the_combo_starts_on_the_vendor_profile_market(qtbot, opened, market):
    window, state = opened(qtbot, market)
    assert window.panel.market_combo.market() == market
    assert state.request.market == market


def test_without_a_profile_the_combo_starts_on_cn(qtbot, opened):
    window, state = opened(qtbot, None)
    assert window.panel.market_combo.market() == "cn" and state.request.market == "cn"


def test_a_saved_profile_moves_the_combo(qtbot, opened, monkeypatch):
    window, state = opened(qtbot, None)
    monkeypatch.setattr(window.quotes_tab, "edit_vendor", _saving(window, "hk"))
    window.vendor_action.trigger()
    assert window.panel.market_combo.market() == "hk" and state.request.market == "hk"
    # Cancelled: nothing moves.
    monkeypatch.setattr(window.quotes_tab, "edit_vendor", _saving(window, None))
    window.vendor_action.trigger()
    assert state.request.market == "hk"


def test_a_market_chosen_by_hand_stays(qtbot, opened, monkeypatch):
    window, state = opened(qtbot, "cn")
    combo = window.panel.market_combo
    combo.setCurrentIndex(combo.findData("tw"))  # as the engineer's choice in the list
    assert combo.chosen_by_hand and state.request.market == "tw"
    monkeypatch.setattr(window.quotes_tab, "edit_vendor", _saving(window, "intl"))
    window.vendor_action.trigger()
    assert window.quotes_tab.vendor().market == "intl"  # saved, but the choice stays
    assert combo.market() == "tw" and state.request.market == "tw"


def test_a_market_set_elsewhere_is_not_a_choice_by_hand(qtbot, opened, monkeypatch):
    window, state = opened(qtbot, "cn")
    state.update_request(market="tw")  # e.g. a test or a restored input, not the combo
    assert not window.panel.market_combo.chosen_by_hand
    monkeypatch.setattr(window.quotes_tab, "edit_vendor", _saving(window, "intl"))
    window.vendor_action.trigger()
    assert state.request.market == "intl"
