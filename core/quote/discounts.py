"""The vendor's discount limit: which discounts of a quote option are above it (and so need
approval), worded as translatable messages for the engineer (never printed on a quote).
"""

from __future__ import annotations

from decimal import Decimal

from rigwright.core.pricing.money import Discount
from rigwright.core.quote.document import ResolvedOption
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

__all__ = ["discount_percent", "effective_discount", "limit_warnings"]


def discount_percent(discount: Discount | None, gross: Decimal, taken: Decimal) -> Decimal | None:
    """``discount`` as a percent of the ``gross`` it is taken off (yuan; ``taken``: the yuan
    it takes off), for the vendor's limit; None without a discount or a gross."""
    if discount is None or gross == 0:
        return None
    if discount.kind == "percent":
        return Decimal(discount.value)
    return taken * 100 / gross


def effective_discount(option: ResolvedOption) -> Decimal | None:
    """The discount the customer gets on ``option`` all told, percent: 1 − discounted
    subtotal / Σ line gross (line and option discounts together); None when there is
    nothing to discount (no gross)."""
    gross = sum((money.gross for money in option.totals.lines), Decimal(0))
    if gross == 0:
        return None
    return (1 - option.totals.discounted / gross) * 100


def limit_warnings(option: ResolvedOption, limit: Decimal | None) -> list[Text]:
    """A warning for each discount of ``option`` above the vendor's ``limit`` (percent of
    the amount it is taken off), and for the option's effective discount
    (:func:`effective_discount`) above it when more than one discount makes it up; [] without
    a limit. Messages in the "QuoteEditor" context (the editor's totals show them)."""
    if limit is None:
        return []
    out = []
    given = 0
    for j, (line, money) in enumerate(zip(option.lines, option.totals.lines, strict=True)):
        given += money.discount > 0
        pct = discount_percent(line.item.discount, money.gross, money.discount)
        if pct is not None and pct > limit:
            out.append(
                QT_TRANSLATE_NOOP(
                    "QuoteEditor",
                    "Row {row}: discount {percent} % is above the {limit} % limit (needs approval)",
                ).format(row=j + 1, percent=pct.quantize(Decimal("0.1")), limit=limit)
            )
    given += option.totals.discount > 0
    pct = discount_percent(option.option.discount, option.totals.subtotal, option.totals.discount)
    if pct is not None and pct > limit:
        out.append(
            QT_TRANSLATE_NOOP(
                "QuoteEditor",
                "Option discount {percent} % is above the {limit} % limit (needs approval)",
            ).format(percent=pct.quantize(Decimal("0.1")), limit=limit)
        )
    total = effective_discount(option)
    # One discount alone is the effective one, warned of above; several add up.
    if given > 1 and total is not None and total > limit:
        out.append(
            QT_TRANSLATE_NOOP(
                "QuoteEditor",
                "Discounts together: {percent} % off the list amount, above the "
                "{limit} % limit (needs approval)",
            ).format(percent=total.quantize(Decimal("0.01")), limit=limit)
        )
    return out
