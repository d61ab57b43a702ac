"""The vendor's discount limit (rigwright.core.quote.discounts): the discounts of an option
above it, each discount alone and all together, as translatable messages."""

from __future__ import annotations

from decimal import Decimal

import pytest

from rigwright.core.pricing.money import Discount
from rigwright.core.quote.discounts import discount_percent, effective_discount, limit_warnings
from rigwright.core.quote.document import QuoteDocument, resolve_quote
from rigwright.core.text.i18n import Text


def _option(seed_catalog, *discounts: str | None, option_discount: str | None = None):
    items = [
        {"kind": "extra", "description": f"Item {i}", "unit_price": "1000", "discount": d}
        for i, d in enumerate(discounts)
    ]
    doc = QuoteDocument.model_validate(
        {
            "customer": {"company": "ACME"},
            "options": [{"items": items, "discount": option_discount}],
        }
    )
    return resolve_quote(doc, seed_catalog).options[0]


def test_a_discount_as_a_percent_of_what_it_is_taken_off():
    assert discount_percent(None, Decimal(100), Decimal(0)) is None
    assert discount_percent(Discount("percent", Decimal(5)), Decimal(0), Decimal(0)) is None
    assert discount_percent(Discount("percent", Decimal(5)), Decimal(100), Decimal(5)) == 5
    assert discount_percent(Discount("amount", Decimal(25)), Decimal(200), Decimal(25)) == 12.5


def test_no_limit_no_warning(seed_catalog):
    assert limit_warnings(_option(seed_catalog, "50%"), None) == []


def test_a_line_discount_above_the_limit_needs_approval(seed_catalog):
    option = _option(seed_catalog, None, "12%")
    warnings = limit_warnings(option, Decimal(10))
    assert all(isinstance(w, Text) and w.context == "QuoteEditor" for w in warnings)
    assert [str(w) for w in warnings] == [
        "Row 2: discount 12.0 % is above the 10 % limit (needs approval)"
    ]
    assert limit_warnings(option, Decimal(12)) == []  # at the limit: allowed


def test_an_amount_discount_is_measured_against_its_line(seed_catalog):
    warnings = limit_warnings(_option(seed_catalog, "150"), Decimal(10))
    assert [str(w) for w in warnings] == [
        "Row 1: discount 15.0 % is above the 10 % limit (needs approval)"
    ]


def test_an_option_discount_above_the_limit_needs_approval(seed_catalog):
    warnings = limit_warnings(_option(seed_catalog, None, option_discount="9%"), Decimal(8))
    assert [str(w) for w in warnings] == [
        "Option discount 9.0 % is above the 8 % limit (needs approval)"
    ]


def test_discounts_within_the_limit_alone_may_add_up_above_it(seed_catalog):
    option = _option(seed_catalog, "7%", option_discount="7%")
    # 1 − (930 × 0.93) / 1000 = 13.51 % off.
    assert effective_discount(option) == pytest.approx(Decimal("13.51"))
    assert [str(w) for w in limit_warnings(option, Decimal(8))] == [
        "Discounts together: 13.51 % off the list amount, above the 8 % limit (needs approval)"
    ]
    assert limit_warnings(option, Decimal(14)) == []


def test_one_discount_alone_is_not_warned_of_twice(seed_catalog):
    warnings = limit_warnings(_option(seed_catalog, "20%", None), Decimal(10))
    assert len(warnings) == 1 and str(warnings[0]).startswith("Row 1:")


def test_no_discount_is_an_effective_discount_of_zero(seed_catalog):
    assert effective_discount(_option(seed_catalog, None)) == 0
