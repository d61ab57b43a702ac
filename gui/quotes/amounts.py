"""Amounts of a quote as the window shows them and as the engineer types them (the quote editor
and the history)."""

from __future__ import annotations

import re
from decimal import Decimal

from PySide6.QtCore import QCoreApplication

from rigwright.core.pricing.markets import CURRENCY_SYMBOLS
from rigwright.core.pricing.money import MAX_QUANTITY, MoneyStyle, format_money
from rigwright.core.text.amounts import typed_amount
from rigwright.gui.widgets.i18n import current_language


def screen_money(amount: Decimal, currency: str) -> str:
    """An amount of a quote in ``currency`` (the quote's: "CNY", "TWD", ...) as the window
    shows it: exact to the cent as the quote prints it, with the currency code the window's
    language adds to the yuan ("¥89,990.00 CNY" in English and Traditional Chinese,
    "NT$392,914.53"; :func:`rigwright.core.pricing.money.format_money`, screen document style).

    Each caller passes the currency of the quote the amount belongs to: two quotes of two
    markets may be on screen at once (the editor, the history).

    Raises:
        ValueError: ``currency`` is not a quote currency."""
    return format_money(amount, current_language(), MoneyStyle.SCREEN_DOCUMENT, currency)


def screen_unit_price(amount: Decimal, currency: str) -> str:
    """A unit price (or a unit cost, or a sum of them) in ``currency`` as the window shows it:
    with every decimal it has, 2 to 4 ("¥1.005", never "¥1.01" beside an amount computed from
    1.005), and the window's currency code after the yuan (screen unit price style).

    Raises:
        ValueError: ``currency`` is not a quote currency."""
    return format_money(amount, current_language(), MoneyStyle.SCREEN_UNIT_PRICE, currency)


_SIGNS_ALONE = frozenset({*CURRENCY_SYMBOLS.values(), "￥"})
"""A currency sign typed with no amount: nothing typed yet."""


def money_input(text: str) -> str | None:
    """An amount as typed in the editor or a filter: "89990", "89,990.00", "¥89,990",
    "NT$392,914.53", "9万" -> the number's text for :func:`rigwright.core.pricing.money.to_money`
    (which says what is wrong with anything else, given back as typed); "" -> None.
    Read by :func:`rigwright.core.text.amounts.typed_amount`, as the budget is: a currency
    sign or word is dropped (the amount is in the currency of the quote or the filter it is
    typed in), grouping commas count only where they group thousands."""
    text = text.strip()
    if not text or text in _SIGNS_ALONE:
        return None
    typed = typed_amount(text)
    return text if typed is None else str(typed.value)


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
    """An amount in ``currency`` that formats itself as the window shows it now
    (:func:`screen_money`): a value of a :class:`rigwright.core.text.i18n.Text` kept for later
    display follows a language change."""

    __slots__ = ("amount", "currency")

    def __init__(self, amount: Decimal, currency: str) -> None:
        self.amount = amount
        self.currency = currency

    def __str__(self) -> str:
        return screen_money(self.amount, self.currency)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ScreenMoney) and (other.amount, other.currency) == (
            self.amount,
            self.currency,
        )

    def __hash__(self) -> int:
        return hash((self.amount, self.currency))
