"""Tests for core/text/words.py (labels, dates, Simplified workload labels) and the customer
checks of core/quote/document.py."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from rigwright.core.quote.document import MAX_TEXT, check_text, sku_components
from rigwright.core.text.words import LABELS, LANGS, format_quote_date, label, to_simplified


def validate_customer(name: object) -> str:
    return check_text(name, "customer", required=True)


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("", "empty"),
        ("   \t ", "empty"),
        ("x" * (MAX_TEXT + 1), "at most 200"),
        ("ACME\x00Ltd", "control character"),
        ("ACME\nLtd", "control character"),
        (None, "must be text"),
    ],
)
def test_bad_customer_names_are_refused_naming_the_field(name, reason):
    with pytest.raises(ValueError, match=rf"^customer: .*{reason}"):
        validate_customer(name)


def test_longest_customer_name_is_accepted():
    assert validate_customer("客" * MAX_TEXT) == "客" * MAX_TEXT


def test_dates_are_written_in_the_quote_language():
    day = dt.date(2026, 11, 30)
    assert format_quote_date(day, "zh_CN") == "2026年11月30日"
    assert format_quote_date(day, "en") == "November 30, 2026"
    with pytest.raises(ValueError, match="^lang: "):
        format_quote_date(day, "fr")


def test_labels_exist_in_every_language():
    for key, word in LABELS.items():
        assert {lang for lang, _ in word.renditions} | {"en"} == set(LANGS), key
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
    from rigwright.core.recommend.workloads import PROFILES

    # Characters that differ between the scripts and must be in the table: none is left.
    traditional_only = set("積經網絡遞歸對動編碼棧")
    for profile in PROFILES.values():
        assert not set(to_simplified(profile.label_zh)) & traditional_only, profile.key


def test_configuration_lines_are_worded_in_the_quote_language(seed_catalog):
    sku = seed_catalog.sku("2.1")
    english = sku_components(sku, "en", seed_catalog)
    text = " ".join(c.text for c in english)
    assert "dual tower (2 × 2000w)" in text and "10th-gen Extreme processor" in text
    assert not any("\u4e00" <= ch <= "\u9fff" for ch in text)
    assert any("双塔式(双2000w)" in c.text for c in sku_components(sku, "zh_CN", seed_catalog))
    assert any("雙塔式(雙2000w)" in c.text for c in sku_components(sku, "zh_TW", seed_catalog))


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("\u200b", "invisible or unassigned character (U+200B)"),
        ("\u202eevil", "invisible or unassigned character (U+202E)"),
        ("Rocket 🚀", "cannot be printed with the quote's font"),
    ],
)
def test_customer_names_that_would_print_wrong_are_refused(name, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        validate_customer(name)


def test_ordinary_names_pass():
    for name in ("測試客戶", "ACME <b>Labs</b> & Co.", "Zoë Müller", "مختبر"):
        assert validate_customer(name) == name
