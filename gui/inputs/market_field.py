"""The market setting beside the catalog: which market the builds are sold in (mainland China,
Taiwan, Hong Kong, international). Items the catalog's availability data marks as not sold
there are never recommended, built or proposed; the recommendation's notes say why."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QComboBox

from rigwright.core.catalog.markets import DEFAULT_MARKET, MARKET_LABEL_TEXT, MARKETS
from rigwright.gui.state import AppState
from rigwright.gui.widgets.i18n import Retranslating, exception_reason, tr_text


class MarketCombo(Retranslating, QComboBox):
    """One item per market code (the code is the item's data), named in the window's
    language; choosing one sets ``Request.market`` through ``AppState.update_request``.

    A request without a market (None) is set to :data:`DEFAULT_MARKET` when the combo is
    made: the window always sells in a market.
    """

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self.setObjectName("marketCombo")
        # Beside the catalog combo: as wide as a short market name, never widening the panel.
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(8)
        for code in MARKETS:
            self.addItem("", code)
        if state.request.market is None:
            state.update_request(market=DEFAULT_MARKET)
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

    def _show_market(self) -> None:
        index = self.findData(self._state.request.market or DEFAULT_MARKET)
        if index >= 0 and index != self.currentIndex():
            with QSignalBlocker(self):
                self.setCurrentIndex(index)

    def _on_index_changed(self, _index: int) -> None:
        code = self.currentData()
        if not code or code == self._state.request.market:
            return
        try:
            self._state.update_request(market=code)
        except ValueError as exc:  # never for a code of the list; shown, not raised
            self.setToolTip(exception_reason(exc))
            self._show_market()
