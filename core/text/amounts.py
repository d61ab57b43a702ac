"""An amount as people type it: "¥50,000", "5万", "5萬", "50k", "５万元" -> 50000 (a Decimal);
one reader for every typed amount (the budget, an option's discount)."""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal, InvalidOperation

_TYPED = re.compile(
    r"^(?:[¥￥$]|NT\$|HK\$|US\$)?(?P<num>[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?)"
    r"(?P<unit>万|萬|千|k)?(?:元|CNY|RMB|TWD|HKD|USD)?$",
    re.IGNORECASE,
)
MULTIPLIERS = {"万": 10_000, "萬": 10_000, "千": 1_000, "k": 1_000}
"""The multipliers people type after an amount: 5万 / 5萬 = 50,000, 50k = 50,000."""


def typed_amount(text: str) -> Decimal | None:
    """The amount ``text`` stands for, exactly, or None when it is not one.

    Accepts full-width digits, spaces, a currency sign or code before or a currency word
    after, grouping commas in threes ("1,00" is not an amount), and a multiplier (万 / 萬 =
    10,000; 千 / k = 1,000). The sign is kept: the caller says whether a negative is allowed.
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
    return value
