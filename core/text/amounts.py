"""An amount as people type it: "¥50,000", "5万", "5萬", "50k", "NT$392,914.53" -> its value and
the currency it names; one reader for every typed amount (the budget, a discount, a price)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

_SIGNS = {"¥": "CNY", "￥": "CNY", "NT$": "TWD", "HK$": "HKD", "US$": "USD", "$": "$"}
"""A sign before an amount and the currency it names ("$" alone: a dollar, which one unsaid)."""
_CODES = {"元": "CNY", "CNY": "CNY", "RMB": "CNY", "TWD": "TWD", "HKD": "HKD", "USD": "USD"}
"""A word after an amount and the currency it names."""
_SIGN = "|".join(re.escape(s) for s in sorted(_SIGNS, key=len, reverse=True))
_CODE = "|".join(re.escape(c) for c in _CODES)
_TYPED = re.compile(
    rf"^(?P<sign>{_SIGN})?(?P<num>[+-]?(?:\d{{1,3}}(?:,\d{{3}})+|\d+)?(?:\.\d+)?)"
    rf"(?P<unit>万|萬|千|k)?(?P<code>{_CODE})?$",
    re.IGNORECASE,
)
MULTIPLIERS = {"万": 10_000, "萬": 10_000, "千": 1_000, "k": 1_000}
"""The multipliers people type after an amount: 5万 / 5萬 = 50,000, 50k = 50,000."""


@dataclass(frozen=True, slots=True)
class TypedAmount:
    """An amount read from what was typed.

    Attributes:
        value: the amount, exact (the sign kept: the caller says whether a negative is allowed).
        currency: the currency its sign or word names ("CNY", "TWD", "HKD", "USD"; "$" for a
            bare dollar sign), or None when it names none.
    """

    value: Decimal
    currency: str | None


def typed_amount(text: str) -> TypedAmount | None:
    """The amount ``text`` stands for, or None when it is not one.

    Accepts full-width characters, spaces, a currency sign before (¥, NT$, HK$, US$, $) or a
    currency word after (元, CNY, RMB, TWD, HKD, USD), grouping commas in threes ("1,00" is
    not an amount), and a multiplier (万 / 萬 = 10,000; 千 / k = 1,000). A sign and a word
    that name two currencies are not an amount.
    """
    bare = unicodedata.normalize("NFKC", text).replace(" ", "")
    match = _TYPED.match(bare)
    if match is None or not any(c.isdigit() for c in match.group("num")):
        return None
    try:
        value = Decimal(match.group("num").replace(",", ""))
    except InvalidOperation:
        return None
    if match.group("unit"):
        value *= MULTIPLIERS[match.group("unit").lower()]
    named = {
        _SIGNS[match.group("sign").upper()] if match.group("sign") else None,
        _CODES[match.group("code").upper()] if match.group("code") else None,
    } - {None}
    if len(named) > 1:
        return None
    return TypedAmount(value, named.pop() if named else None)
