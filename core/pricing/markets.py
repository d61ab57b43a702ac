"""The money of each market a quote is for: its currency, its symbol and the tax charged on a
quote (mainland China CNY with 13 % VAT, Taiwan TWD with 5 % business tax, Hong Kong HKD and
international USD without tax). The market, not the quote's language, decides them: a
Traditional-Chinese quote for a customer in mainland China is a CNY quote with VAT.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from rigwright.core.catalog.markets import DEFAULT_MARKET, MARKETS
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text, words

CURRENCIES = ("CNY", "TWD", "HKD", "USD")
"""ISO 4217 codes of the currencies a quote can be in."""

CATALOG_CURRENCY = "CNY"
"""The currency of every catalog price (prices.toml, the SKUs' prices)."""

CURRENCY_SYMBOLS = {"CNY": "¥", "TWD": "NT$", "HKD": "HK$", "USD": "US$"}
"""The symbol written before an amount. "NT$", "HK$" and "US$" say which dollar; "¥" alone is
the yuan (a CNY quote has always written it so)."""


@dataclass(frozen=True, slots=True)
class MarketMoney:
    """What a quote for one market is priced in and charged.

    Attributes:
        market: the market's code (:data:`MARKETS`).
        currency: ISO 4217 code (:data:`CURRENCIES`).
        tax_percent: the tax charged on the discounted subtotal, percent (0: none).
        tax_name: the tax's name as a quote prints it, with ``{rate}``; None when there is none.
        source: where the tax rate is laid down (URL, and where in it).
    """

    market: str
    currency: str
    tax_percent: Decimal
    tax_name: Text | None
    source: str

    @property
    def symbol(self) -> str:
        """The currency's symbol (:data:`CURRENCY_SYMBOLS`)."""
        return CURRENCY_SYMBOLS[self.currency]


VAT_WORDS = words("VAT {rate}", zh_CN="增值税 {rate}", zh_TW="增值稅 {rate}")
"""Mainland China's value-added tax (增值税) line of a quote."""

BUSINESS_TAX_WORDS = words("Business tax {rate}", zh_CN="营业税 {rate}", zh_TW="營業稅 {rate}")
"""Taiwan's business tax (營業稅, a value-added tax in all but name) line of a quote."""

MARKET_MONEY: dict[str, MarketMoney] = {
    "cn": MarketMoney(
        "cn",
        "CNY",
        Decimal(13),
        VAT_WORDS,
        "中华人民共和国增值税法 (adopted 2024-12-25, in force 2026-01-01), art. 10(1): 13 % "
        "on sales of goods; published at http://www.npc.gov.cn (法律 ▸ 增值税法). The rate "
        "since 2019-04-01: 财政部 税务总局 海关总署公告2019年第39号 art. 1",
    ),
    "tw": MarketMoney(
        "tw",
        "TWD",
        Decimal(5),
        BUSINESS_TAX_WORDS,
        "加值型及非加值型營業稅法 art. 10 (general rate 5 %); "
        "https://law.moj.gov.tw/LawClass/LawAll.aspx?pcode=G0340080",
    ),
    "hk": MarketMoney(
        "hk",
        "HKD",
        Decimal(0),
        None,
        "Hong Kong levies no VAT, GST or sales tax on goods; Inland Revenue Department, "
        "https://www.ird.gov.hk/eng/tax/ (the taxes it collects: none on sales)",
    ),
    "intl": MarketMoney(
        "intl",
        "USD",
        Decimal(0),
        None,
        "An export quote: the destination's import taxes and duties are the buyer's "
        "(Incoterms 2020 EXW/FCA/CIF: duties for the buyer); none is charged on the quote",
    ),
}
"""Each market's currency and tax (:data:`MARKETS` order)."""

MARKET_NAMES: dict[str, Text] = {
    "cn": QT_TRANSLATE_NOOP("Market", "Mainland China"),
    "tw": QT_TRANSLATE_NOOP("Market", "Taiwan"),
    "hk": QT_TRANSLATE_NOOP("Market", "Hong Kong"),
    "intl": QT_TRANSLATE_NOOP("Market", "International"),
}
"""Each market's name in the window (translated by the window)."""


class UnknownMarketError(ValueError):
    """A market code that is not one of :data:`MARKETS`; the message names the code and lists
    the known ones."""


def market_money(code: str | None) -> MarketMoney:
    """The money of market ``code`` (:data:`MARKETS`); None is :data:`DEFAULT_MARKET`.

    Raises:
        UnknownMarketError: ``code`` is not a market ("'jp' is not a market; one of cn, tw, hk,
            intl").
    """
    key = DEFAULT_MARKET if code is None else code
    if key not in MARKET_MONEY:
        raise UnknownMarketError(f"{code!r} is not a market; one of {', '.join(MARKETS)}")
    return MARKET_MONEY[key]


def currency_symbol(currency: str) -> str:
    """The symbol of ``currency`` ("NT$" for "TWD").

    Raises:
        ValueError: not one of :data:`CURRENCIES`.
    """
    try:
        return CURRENCY_SYMBOLS[currency]
    except KeyError:
        raise ValueError(
            f"{currency!r} is not a quote currency; one of {', '.join(CURRENCIES)}"
        ) from None


assert tuple(MARKET_MONEY) == MARKETS and tuple(MARKET_NAMES) == MARKETS
