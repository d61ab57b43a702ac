"""View ▸ Present: the recommendation full screen for the customer's eyes (docs/window.md): the
workload in one line and the compared builds (else the top recommended SKUs) as large cards,
in presenter mode while shown, following the main window's state live."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from rigwright.core.compare.chart_data import SKU, Candidate, sku_key
from rigwright.core.pricing.exchange import RatesError, rate_for
from rigwright.core.pricing.markets import market_money
from rigwright.core.recommend.sized import SkuSizing
from rigwright.gui.shell.present_card import Money, PresentCard
from rigwright.gui.state import AppState
from rigwright.gui.widgets.i18n import language_changed, money_text, tr_text

TOP_SKUS = 3
"""How many recommended SKUs the view shows when nothing is compared: a good, better, best
choice is what a presales engineer puts before a customer; more cards are too small to read
from the back of a room."""

BODY_PT = 18
"""The body text's size, points: readable from the back of a meeting room at 1366×768."""

TITLE_PT = 24
"""The cards' and the workload line's headings, points."""


def _font(points: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSize(points)
    font.setBold(bold)
    return font


class PresentView(QWidget):
    """The presentation window over ``state`` (the main window's :class:`AppState`).

    It shows :meth:`shown_candidates` as :class:`PresentCard` s; Left/Up and Right/Down move
    :attr:`current`, Esc closes it. Opening it turns presenter mode on; closing it restores
    the mode it found.

    Attributes:
        cards: the cards shown, in order.
        current: the index of the card talked about.
    """

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("presentView")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.state = state
        self.cards: list[PresentCard] = []
        self.current = 0
        self._presenter_before: bool | None = None
        self.setFont(_font(BODY_PT))
        self.setAutoFillBackground(True)
        self.setStyleSheet("QWidget#presentView { background: white; } QLabel { color: #1b1f24; }")
        self.workload = QLabel(self)
        self.workload.setObjectName("presentWorkload")
        self.workload.setFont(_font(TITLE_PT, bold=True))
        self.empty = QLabel(self)
        self.empty.setObjectName("presentEmpty")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.footer = QLabel(self)
        self.footer.setObjectName("presentFooter")
        self.footer.setWordWrap(True)
        for label in (self.empty, self.footer):  # own fonts: a theme's style sheet resets them
            label.setFont(_font(BODY_PT))
        self._row = QHBoxLayout()
        self._row.setSpacing(20)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 20)
        layout.setSpacing(16)
        layout.addWidget(self.workload)
        layout.addLayout(self._row, 1)
        layout.addWidget(self.empty, 1)
        layout.addWidget(self.footer)
        for signal in (
            state.recommendation_changed,
            state.request_changed,
            state.compare_changed,
            state.catalog_changed,
        ):
            signal.connect(self.refresh)
        language_changed().connect(self.refresh)
        self.refresh()

    # ------------------------------------------------------------------ what is shown
    def money(self) -> Money:
        """The currency of the request's market and the rate to it; CNY when the rates file
        has none (the footer says so)."""
        currency = market_money(self.state.request.market).currency
        try:
            return Money(currency, rate_for(currency))
        except RatesError:
            return Money("CNY", None)

    def shown_candidates(self) -> list[Candidate]:
        """The builds on the cards: the compare set when the engineer chose builds to compare
        (that is the shortlist made for this customer), else the first :data:`TOP_SKUS`
        SKUs of the recommendation, best first."""
        compared = self.state.compared
        if compared:
            return list(compared)
        by_key = {c.key: c for c in self.state.sku_candidates()}
        out = []
        for scored in self.state.recommendation.skus:
            candidate = by_key.get(sku_key(scored.sku))
            if candidate is not None:
                out.append(candidate)
            if len(out) == TOP_SKUS:
                break
        return out

    def _sizing(self, candidate: Candidate) -> SkuSizing | None:
        sized = self.state.recommendation.sized
        if sized is None or candidate.kind != SKU or candidate.sku is None:
            return None
        return sized.skus.get(candidate.sku.number)

    def workload_line(self) -> str:
        """The customer's workload in one line: its name, the sized model, the budget."""
        rec = self.state.recommendation
        request = self.state.request
        name = tr_text(rec.profile.label_text) if rec.profile.label_text else request.workload
        parts = [self.tr("Workload: {name}").format(name=name)]
        if request.sizing is not None:
            parts.append(request.sizing.model.name)
        if request.budget_cny is not None:
            parts.append(self.tr("budget {amount}").format(amount=money_text(request.budget_cny)))
        return " · ".join(p for p in parts if p)

    def refresh(self) -> None:
        """Show the state as it is now: the workload line and one card per shown build."""
        catalog = self.state.catalog
        candidates = self.shown_candidates()
        money = self.money()
        while len(self.cards) > len(candidates):
            card = self.cards.pop()
            self._row.removeWidget(card)
            card.deleteLater()
        while len(self.cards) < len(candidates):
            card = PresentCard(self)
            # Each label's own font: the card's border style sheet would give its children
            # the application's font.
            for label in (card.holds, card.speed):
                label.setFont(_font(BODY_PT))
            card.title.setFont(_font(TITLE_PT, bold=True))
            card.price.setFont(_font(TITLE_PT, bold=True))
            self._row.addWidget(card, 1)
            self.cards.append(card)
        metric = self.state.recommendation.profile.primary_metric
        for card, candidate in zip(self.cards, candidates, strict=True):
            card.show_candidate(candidate, catalog, money, metric, self._sizing(candidate))
        self.workload.setText(self.workload_line())
        self.empty.setText(
            self.tr("No workstation fits these inputs: change them in the main window.")
        )
        self.empty.setVisible(not candidates)
        notes = []
        if any(c.illustrative for c in candidates):
            notes.append(self.tr("※ illustrative price"))
        wanted = market_money(self.state.request.market).currency
        if money.currency != wanted:
            notes.append(
                self.tr("Prices in CNY: no exchange rate to {currency}.").format(currency=wanted)
            )
        self.footer.setText("   ".join(notes))
        self.footer.setVisible(bool(notes))
        self.set_current(min(self.current, max(len(self.cards) - 1, 0)))

    def set_current(self, index: int) -> None:
        """Make card ``index`` (clamped to the cards) the one talked about."""
        self.current = max(0, min(index, len(self.cards) - 1)) if self.cards else 0
        for i, card in enumerate(self.cards):
            card.set_current(i == self.current)

    # ------------------------------------------------------------------ showing, keys
    def present(self) -> None:
        """Turn presenter mode on (remembering the mode it was in) and show full screen."""
        if self._presenter_before is None:
            self._presenter_before = self.state.presenter
        self.state.set_presenter(True)
        self.showFullScreen()
        self.raise_()
        self.activateWindow()
        self.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_PageDown, Qt.Key.Key_Space):
            self.set_current(self.current + 1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_PageUp):
            self.set_current(self.current - 1)
        elif key == Qt.Key.Key_Home:
            self.set_current(0)
        elif key == Qt.Key.Key_End:
            self.set_current(len(self.cards) - 1)
        elif key == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.tr("Present"))

    def closeEvent(self, event) -> None:
        if self._presenter_before is not None:
            self.state.set_presenter(self._presenter_before)
            self._presenter_before = None
        for signal in (
            self.state.recommendation_changed,
            self.state.request_changed,
            self.state.compare_changed,
            self.state.catalog_changed,
        ):
            signal.disconnect(self.refresh)
        language_changed().disconnect(self.refresh)
        super().closeEvent(event)


def open_present(window) -> PresentView:
    """View ▸ Present of ``window`` (the main window): the presentation view over its state,
    shown full screen (one at a time: an open one is raised)."""
    view = window.findChild(PresentView)
    if view is None:
        view = PresentView(window.state, window)
    view.present()
    return view
