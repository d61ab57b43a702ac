"""Tests for core/quotes.py: line items, total, validation, money and labels."""

from __future__ import annotations

import datetime as dt
import re
from decimal import Decimal

import pytest

from core.quotes import (
    CUSTOMER_MAX_LEN,
    LABELS,
    LANGS,
    PLACEHOLDER_VENDOR,
    QUOTE_NUMBER_RE,
    build_quote,
    format_cny,
    label,
    quote_number,
    to_simplified,
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
    assert re.fullmatch(r"Q-20261130-\d{4}-[0-9A-F]{4}", quote.number)
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


def test_quote_numbers_are_unique_without_a_database(sku):
    moment = dt.datetime(2026, 11, 30, 14, 25, 7)
    number = quote_number(moment)
    assert re.fullmatch(r"Q-20261130-1425-[0-9A-F]{4}", number)
    assert re.fullmatch(QUOTE_NUMBER_RE, number)
    # Two quotes in the same minute: different numbers (4 random hex digits; a 1 in 65,536
    # collision is retried once so the test cannot flake).
    first, second = quote_number(moment), quote_number(moment)
    if first == second:
        second = quote_number(moment)
    assert first != second
    numbers = {build_quote(sku, "x", today=DAY).number for _ in range(20)}
    assert len(numbers) >= 19  # at most one 1-in-65,536 collision
    assert all(re.fullmatch(QUOTE_NUMBER_RE, n) and n.startswith("Q-20261130-") for n in numbers)


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
def test_format_cny_is_yuan_in_every_language(lang):
    assert format_cny(Decimal(89990), lang) == "¥89,990.00"  # not babel's "CN¥" (en, zh_TW)
    assert format_cny(Decimal("999990.5"), lang) == "¥999,990.50"
    assert format_cny(Decimal(0), lang) == "¥0.00"


def test_labels_exist_in_every_language():
    for key, texts in LABELS.items():
        assert set(texts) == set(LANGS), key
    assert label("title", "zh_TW") == "報價單"
    assert label("title", "zh_CN") == "报价单"
    assert label("title", "en") == "Quotation"


def test_source_label_names_the_guide_not_the_seed():
    for lang in LANGS:
        text = label("source", lang)
        assert "UltraLAB 2020" in text
        assert "seed" not in text.casefold() and "种子" not in text and "種子" not in text
    assert "选型指南" in label("source", "zh_CN") and "選型指南" in label("source", "zh_TW")
    assert "UltraLAB 2020 selection guide" in label("source", "en")


def test_page_label_counts_the_pages():
    assert label("page", "en").format(n=1, total=2) == "Page 1 of 2"
    assert label("page", "zh_CN").format(n=1, total=2) == "第 1 页，共 2 页"
    assert label("page", "zh_TW").format(n=1, total=2) == "第 1 頁，共 2 頁"


@pytest.mark.parametrize(
    ("traditional", "simplified"),
    [
        ("CNN 卷積神經網絡", "CNN 卷积神经网络"),
        ("RNN 遞歸神經網絡", "RNN 递归神经网络"),
        ("GAN 生成對抗網絡", "GAN 生成对抗网络"),
        ("Autoencoder 自動編碼器", "Autoencoder 自动编码器"),
        ("DBN 深度信念網絡", "DBN 深度信念网络"),
        ("DSN 深度堆棧網絡", "DSN 深度堆栈网络"),
        ("推理", "推理"),
        ("Transformer", "Transformer"),
    ],
)
def test_to_simplified_converts_the_workload_labels(traditional, simplified):
    assert to_simplified(traditional) == simplified


def test_every_workload_label_has_a_simplified_form():
    from core.workloads import PROFILES

    # Characters that differ between the scripts and must be in the table: none is left.
    traditional_only = set("積經網絡遞歸對動編碼棧")
    for profile in PROFILES.values():
        assert not set(to_simplified(profile.label_zh)) & traditional_only, profile.key


def test_configuration_lines_are_worded_in_the_quote_language(seed_catalog):
    sku = seed_catalog.sku("2.1")
    english = build_quote(sku, "ACME", lang="en", glossary=seed_catalog.glossary)
    text = " ".join(item.description for item in english.items)
    assert "dual tower (2 × 2000w)" in text and "10th-gen Extreme processor" in text
    assert not any("\u4e00" <= ch <= "\u9fff" for ch in text)
    simplified = build_quote(sku, "客户", lang="zh_CN", glossary=seed_catalog.glossary)
    assert any("双塔式(双2000w)" in item.description for item in simplified.items)
    traditional = build_quote(sku, "客戶", lang="zh_TW", glossary=seed_catalog.glossary)
    assert any("雙塔式(雙2000w)" in item.description for item in traditional.items)


@pytest.mark.parametrize(("name", "message"), [
    ("\u200b", "invisible or unassigned character (U+200B)"),
    ("\u202eevil", "invisible or unassigned character (U+202E)"),
    ("Rocket 🚀", "cannot be printed with the quote's font"),
])
def test_customer_names_that_would_print_wrong_are_refused(name, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        validate_customer(name)


def test_ordinary_names_pass():
    for name in ("測試客戶", "ACME <b>Labs</b> & Co.", "Zoë Müller", "مختبر"):
        assert validate_customer(name) == name
