"""Tests for core/quotes.py: line items, total, validation, money and labels."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from core.quotes import (
    CUSTOMER_MAX_LEN,
    LABELS,
    LANGS,
    PLACEHOLDER_VENDOR,
    build_quote,
    format_cny,
    label,
    quote_number,
    validate_customer,
)

DAY = dt.date(2026, 11, 30)


@pytest.fixture
def sku(seed_catalog):
    return seed_catalog.sku("GT410i 14596-SB4X")


def test_total_equals_seed_price_for_every_sku(seed_catalog):
    for s in seed_catalog.skus:
        quote = build_quote(s, "客戶", today=DAY)
        assert quote.total == Decimal(s.price_cny)
        assert isinstance(quote.total, Decimal)
        priced = [i for i in quote.items if not i.is_included]
        assert len(priced) == 1 and priced[0].amount == Decimal(s.price_cny)


def test_line_items_describe_the_configuration(sku):
    quote = build_quote(sku, "  測試客戶 ", lang="en", today=DAY)
    assert quote.customer == "測試客戶"
    assert quote.number == "Q-20261130-0001"
    assert quote.currency == "CNY" and quote.lang == "en"
    texts = [i.description for i in quote.items]
    assert texts[0] == "Deep-learning workstation GT410i 14596-SB4X"
    assert "GPU: 4 × RTX2080Ti" in texts
    for part in (sku.cpu, sku.ram, sku.storage, sku.chassis, sku.monitor):
        assert any(part in t for t in texts), part
    assert all(i.unit_price is None and i.amount is None for i in quote.items[1:])


def test_vendor_is_a_clear_placeholder(sku):
    quote = build_quote(sku, "x", today=DAY)
    assert quote.vendor is PLACEHOLDER_VENDOR
    assert quote.vendor.is_placeholder and "Demo" in quote.vendor.name


def test_number_and_date_can_be_given(sku):
    quote = build_quote(sku, "x", today=DAY, number="Q-X-7")
    assert quote.number == "Q-X-7" and quote.date == DAY
    assert quote_number(DAY, 12) == "Q-20261130-0012"
    with pytest.raises(ValueError, match="sequence"):
        quote_number(DAY, 0)


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("", "empty"),
        ("   \t ", "empty"),
        ("x" * (CUSTOMER_MAX_LEN + 1), "at most 200"),
        ("ACME\x00Ltd", "control character"),
        ("ACME\nLtd", "control character"),
        (None, "must be text"),
    ],
)
def test_bad_customer_names_are_refused_naming_the_field(sku, name, reason):
    with pytest.raises(ValueError, match=rf"^customer: .*{reason}"):
        build_quote(sku, name, today=DAY)


def test_longest_customer_name_is_accepted():
    assert validate_customer("客" * CUSTOMER_MAX_LEN) == "客" * CUSTOMER_MAX_LEN


def test_unknown_language_is_refused(sku):
    with pytest.raises(ValueError, match="^lang: "):
        build_quote(sku, "x", lang="fr", today=DAY)


@pytest.mark.parametrize("lang", LANGS)
def test_format_cny(lang):
    text = format_cny(Decimal(89990), lang)
    assert "89,990" in text and "¥" in text
    assert format_cny(Decimal(89990), "zh_CN") == "¥89,990.00"


def test_labels_exist_in_every_language():
    for key, texts in LABELS.items():
        assert set(texts) == set(LANGS), key
    assert label("title", "zh_TW") == "報價單"
    assert label("title", "zh_CN") == "报价单"
    assert label("title", "en") == "Quotation"
