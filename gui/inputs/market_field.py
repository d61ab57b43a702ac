"""The market setting beside the catalog: which market the builds are sold in (mainland China,
Taiwan, Hong Kong, international). Items the catalog's availability data marks as not sold
there are never recommended, built or proposed; the recommendation's notes say why. It
starts on the stored vendor profile's market and follows a newly saved profile until the
engineer chooses a market by hand (docs/window.md)."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QComboBox

from rigwright.core.catalog.markets import DEFAULT_MARKET, MARKET_LABEL_TEXT, MARKETS
from rigwright.core.storage.vendor_market import vendor_market
from rigwright.gui.state import AppState
from rigwright.gui.widgets.i18n import Retranslating, exception_reason, tr_text


class MarketCombo(Retranslating, QComboBox):
    """One item per market code (the code is the item's data), named in the window's
    language; choosing one sets ``Request.market`` through ``AppState.update_request``.

    A request without a market (None) is set to the stored vendor profile's market when the
    combo is made (:func:`rigwright.core.storage.vendor_market.vendor_market`: "cn" without a
    readable profile): the window always sells in a market. That read is one read-only SQLite
    query of the profile's ``market`` (about 0.2 ms; 2 ms with a 2 MB logo), so it is made
    before the first paint rather than after it, which would recompute the first
    recommendation in another market once shown.

    Attributes:
        chosen_by_hand: True once the engineer chose a market in the combo this session; a
            vendor profile saved afterwards (:meth:`follow_vendor`) no longer moves it.
    """

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self.chosen_by_hand = False
        self.setObjectName("marketCombo")
        # Beside the catalog combo: as wide as a short market name, never widening the panel.
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(8)
        for code in MARKETS:
            self.addItem("", code)
        if state.request.market is None:
            state.update_request(market=vendor_market(state.db_path))
        self._show_market()
        self.currentIndexChanged.connect(self._on_index_changed)
        state.request_changed.connect(self._show_market)
        self.retranslate()

    def retranslate(self) -> None:
        """The markets' names and the combo's accessible name in the window's language."""
        self.setAccessibleName(self.tr("Market"))
        self.setToolTip(
            self.tr(
                "The market the builds are sold in: items not sold there are never "
                "recommended, built or proposed"
            )
        )
        for index in range(self.count()):
            self.setItemText(index, tr_text(MARKET_LABEL_TEXT[self.itemData(index)]))

    def market(self) -> str:
        """The chosen market's code."""
        return str(self.currentData())

    def follow_vendor(self, market: str) -> bool:
        """A vendor profile with ``market`` was saved: make it the window's market unless the
        engineer chose one by hand this session; True when the market changed."""
        if self.chosen_by_hand or market not in MARKETS or market == self._state.request.market:
            return False
        self._state.update_request(market=market)
        return True

    def _show_market(self) -> None:
        index = self.findData(self._state.request.market or DEFAULT_MARKET)
        if index >= 0 and index != self.currentIndex():
            with QSignalBlocker(self):
                self.setCurrentIndex(index)

    def _on_index_changed(self, _index: int) -> None:
        code = self.currentData()
        if not code or code == self._state.request.market:
            return
        self.chosen_by_hand = True  # programmatic changes are made with the signals blocked
        try:
            self._state.update_request(market=code)
        except ValueError as exc:  # never for a code of the list; shown, not raised
            self.setToolTip(exception_reason(exc))
            self._show_market()
