"""View ▸ Present: the recommended workstations full screen for the customer, in presenter
mode while shown, moved through with the keyboard, following the main window's state."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel

from rigwright.core.pricing.exchange import convert_from_cny, rate_for
from rigwright.core.pricing.money import MoneyStyle, format_money
from rigwright.gui.shell.present import BODY_PT, TOP_SKUS, PresentView


@pytest.fixture
def present(qtbot, window):
    window.resize(1366, 768)
    window.present_action.trigger()
    view = window.findChild(PresentView)
    assert view is not None
    view.showNormal()
    view.resize(1366, 768)
    QCoreApplication.processEvents()
    return view


def _top_skus(state, n=TOP_SKUS):
    return [s.sku for s in state.recommendation.skus[:n]]


def _price(amount_cny, currency: str, illustrative: bool) -> str:
    shown = convert_from_cny(Decimal(amount_cny), rate_for(currency)).quantize(
        Decimal(1), rounding=ROUND_HALF_UP
    )
    style = MoneyStyle.SCREEN if currency == "CNY" else MoneyStyle.SCREEN_DOCUMENT
    text = format_money(shown, "en", style, currency)
    return f"{text} ※" if illustrative else text


def test_present_shows_the_top_recommended_skus_with_their_prices(present, state):
    skus = _top_skus(state)
    assert len(skus) == TOP_SKUS
    assert [card.title.text() for card in present.cards] == [s.code for s in skus]
    for card, sku in zip(present.cards, skus, strict=True):
        assert card.price.text() == _price(sku.price_cny, "CNY", sku.price_illustrative)
        assert "¥" in card.price.text()
        assert f"{sku.gpu_count} × {sku.gpu}" in card.holds.text()
        assert card.speed.text()  # the workload's key figure without a sized model
        assert card.scene.diagram is not None and card.scene.customer
    assert "CNN" in present.workload.text()


def test_the_market_decides_the_currency_live(present, state):
    state.update_request(market="tw")
    QCoreApplication.processEvents()
    skus = _top_skus(state)
    for card, sku in zip(present.cards, skus, strict=True):
        assert card.price.text() == _price(sku.price_cny, "TWD", sku.price_illustrative)
        assert card.price.text().startswith("NT$")


def test_another_workload_changes_the_cards_live(present, state):
    before = [card.title.text() for card in present.cards]
    state.set_workload("inference")
    state.set_budget(120_000)
    QCoreApplication.processEvents()
    skus = _top_skus(state)
    after = [card.title.text() for card in present.cards]
    assert after == [s.code for s in skus] and after != before
    assert all(s.price_cny <= 120_000 for s in skus)
    assert "120,000" in present.workload.text()


def test_the_compare_set_is_presented_when_one_is_chosen(present, state):
    chosen = state.sku_candidates()[5:7]
    for candidate in chosen:
        state.add_to_compare(candidate)
    QCoreApplication.processEvents()
    assert [card.title.text() for card in present.cards] == [c.sku.code for c in chosen]


def test_a_sized_model_shows_how_fast(present, state):
    from rigwright.core.sizing.memory import SizingRequest, Task
    from rigwright.core.sizing.precision import Precision
    from rigwright.core.sizing.zoo import zoo

    job = SizingRequest(zoo()["llama-3.1-8b"], Task.INFERENCE, Precision.BF16, 1, 4096)
    state.update_request(workload="transformer", sizing=job)
    QCoreApplication.processEvents()
    sized = state.recommendation.sized
    assert sized is not None and present.cards
    for card in present.cards:
        held = sized.skus[card.candidate.sku.number]
        assert f"{held.fit.count} ×" in card.speed.text()
        if held.speed.tokens_per_s is not None:
            assert "tokens/s" in card.speed.text()
    assert "Llama" in present.workload.text()


def test_body_text_is_readable_from_the_back_of_the_room(present):
    labels = [label for label in present.findChildren(QLabel) if label.isVisible()]
    assert len(labels) >= 1 + 4 * len(present.cards)
    for label in labels:
        assert label.fontInfo().pointSizeF() >= BODY_PT, label.objectName()


def test_presenter_mode_is_on_while_shown_and_restored_after_esc(qtbot, present, state, window):
    assert state.presenter and window.presenter_action.isChecked()
    qtbot.keyClick(present, Qt.Key.Key_Escape)
    assert not present.isVisible()
    assert not state.presenter and not window.presenter_action.isChecked()


def test_presenter_mode_chosen_before_stays_on_after(qtbot, window, state):
    state.set_presenter(True)
    view = window.present()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert state.presenter


def test_arrows_move_the_current_card(qtbot, present):
    assert present.current == 0 and present.cards[0].current
    qtbot.keyClick(present, Qt.Key.Key_Right)
    assert present.current == 1 and present.cards[1].current and not present.cards[0].current
    qtbot.keyClick(present, Qt.Key.Key_Down)
    assert present.current == 2
    qtbot.keyClick(present, Qt.Key.Key_Right)  # the last stays current
    assert present.current == 2
    qtbot.keyClick(present, Qt.Key.Key_Up)
    qtbot.keyClick(present, Qt.Key.Key_Left)
    assert present.current == 0 and present.cards[0].current


def test_no_internal_figure_is_shown(present):
    words = " ".join(
        label.text() + " " + label.toolTip()
        for label in present.findChildren(QLabel)
        if label.isVisible()
    ).lower()
    for internal in ("cost", "margin", "discount", "history", "internal", "成本", "毛利"):
        assert internal not in words
