"""Amounts of a quote as the window shows them and as the engineer types them (the quote editor
and the history)."""

from __future__ import annotations

import re
from decimal import Decimal

from PySide6.QtCore import QCoreApplication

from rigwright.core.pricing.money import MAX_QUANTITY, MoneyStyle, format_money
from rigwright.gui.widgets.i18n import current_language

_QUOTE_CURRENCY = ["CNY"]
"""The currency of the quote open in the editor: its amounts on screen are written in it."""


def set_quote_currency(currency: str) -> None:
    """Write the editor's amounts in ``currency`` (the open quote's: "CNY", "TWD", ...)."""
    _QUOTE_CURRENCY[0] = currency


def screen_money(amount: Decimal) -> str:
    """An amount of the quote as the window shows it: exact to the fen as the quote prints it,
    with the currency code the window's language adds ("¥89,990.00 CNY" in English and
    Traditional Chinese; :func:`rigwright.core.pricing.money.format_cny`, screen document style)."""
    return format_money(amount, current_language(), MoneyStyle.SCREEN_DOCUMENT, _QUOTE_CURRENCY[0])


def screen_unit_price(amount: Decimal) -> str:
    """A unit price (or a unit cost, or a sum of them) as the window shows it: with every
    decimal it has, 2 to 4 ("¥1.005", never "¥1.01" beside an amount computed from 1.005), and
    the window's currency code (screen unit price style)."""
    return format_money(
        amount, current_language(), MoneyStyle.SCREEN_UNIT_PRICE, _QUOTE_CURRENCY[0]
    )


_GROUPED = re.compile(r"^\d{1,3}(,\d{3})+(\.\d*)?$")


def money_input(text: str) -> str | None:
    """An amount as typed in the editor: "89990", "89,990.00", "¥89,990" -> "89990.00" text
    for :func:`rigwright.core.pricing.money.to_money` (which says what is wrong with anything
    else); "" -> None.
    Grouping commas are accepted only where they group thousands."""
    text = text.strip().removeprefix("¥").removeprefix("￥").strip()
    if not text:
        return None
    if _GROUPED.match(text):
        text = text.replace(",", "")
    return text


def quantity_input(text: str) -> int:
    """A quantity as typed: a whole number from 1 to
    :data:`rigwright.core.pricing.money.MAX_QUANTITY`.

    Raises:
        ValueError: the reason, worded for the engineer.
    """
    text = text.strip()
    if not re.fullmatch(r"[0-9]+", text):
        raise ValueError(
            QCoreApplication.translate("QuoteEditor", "{typed} is not a whole number").format(
                typed=repr(text)
            )
            if text
            else QCoreApplication.translate("QuoteEditor", "must not be empty")
        )
    number = int(text)
    if not 1 <= number <= MAX_QUANTITY:
        raise ValueError(
            QCoreApplication.translate(
                "QuoteEditor", "{number} is not between 1 and {most}"
            ).format(number=f"{number:,}", most=f"{MAX_QUANTITY:,}")
        )
    return number


class ScreenMoney:
    """An amount that formats itself as the window shows it now (:func:`screen_money`): a
    value of a :class:`rigwright.core.text.i18n.Text` kept for later display follows a language
    change."""

    __slots__ = ("amount",)

    def __init__(self, amount: Decimal) -> None:
        self.amount = amount

    def __str__(self) -> str:
        return screen_money(self.amount)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ScreenMoney) and other.amount == self.amount

    def __hash__(self) -> int:
        return hash(self.amount)
