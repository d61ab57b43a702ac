"""Core messages as translatable templates (rigwright.core.text.i18n) and money as the window
shows it in each language (rigwright.core.pricing.money.format_cny, screen styles)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rigwright.core.pricing.money import MoneyError, MoneyStyle, format_cny
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text, as_text, template_fields


def format_cny_screen(amount, lang, wan=False):
    return format_cny(amount, lang, MoneyStyle.SCREEN_COMPACT if wan else MoneyStyle.SCREEN)


def test_a_text_renders_english_by_default_and_through_a_translator():
    text = QT_TRANSLATE_NOOP("rules", "{n} cards need {w:,} W").format(n=4, w=1200)
    assert str(text) == "4 cards need 1,200 W"
    table = {("rules", "{n} cards need {w:,} W"): "{n} 张卡需要 {w:,} W"}
    assert text.render(lambda c, s: table.get((c, s), s)) == "4 张卡需要 1,200 W"


def test_a_nested_text_is_rendered_in_the_same_language():
    inner = QT_TRANSLATE_NOOP("layout", "blower")
    outer = QT_TRANSLATE_NOOP("layout", "Cooler: {kind}").format(kind=inner)
    assert str(outer) == "Cooler: blower"
    assert outer.render(lambda c, s: f"«{s}»") == "«Cooler: «blower»»"


def test_a_missing_field_is_refused_when_the_text_is_made():
    with pytest.raises(KeyError, match="needs \\['w'\\]"):
        QT_TRANSLATE_NOOP("rules", "{n} cards need {w} W").format(n=4)


def test_a_translation_with_other_fields_falls_back_to_english():
    text = QT_TRANSLATE_NOOP("rules", "{n} cards").format(n=2)
    assert text.render(lambda c, s: "{count} 张卡") == "2 cards"


def test_template_fields_and_plain_strings():
    assert template_fields("{n} of {total:,} {x!r} {{literal}}") == {"n", "total", "x"}
    assert as_text("RTX 8000").render(lambda c, s: "⟦" + s + "⟧") == "RTX 8000"
    assert isinstance(as_text(Text("a", "b")), Text)


@pytest.mark.parametrize(
    ("amount", "lang", "wan", "shown"),
    [
        (89990, "zh_CN", False, "¥89,990"),
        (89990, "en", False, "¥89,990 CNY"),
        (89990, "zh_TW", False, "¥89,990 CNY"),
        (89990, "zh_CN", True, "¥8.999万"),
        (89990, "zh_TW", True, "¥8.999萬 CNY"),
        (89990, "en", True, "¥89,990 CNY"),  # no 万 in English
        (9999, "zh_CN", True, "¥9,999"),  # below 10,000: as it is
        (1200000, "zh_CN", True, "¥120万"),
        (123456789, "zh_CN", True, "≈¥1.2346亿"),
        (120000000, "zh_TW", True, "¥1.2億 CNY"),
        (Decimal("11352.9"), "zh_CN", False, "¥11,352.90"),
        (Decimal("11352.9"), "zh_CN", True, "≈¥1.1353万"),
        (Decimal(-500), "en", False, "-¥500 CNY"),
    ],
)
def test_money_on_screen(amount, lang, wan, shown):
    assert format_cny_screen(amount, lang, wan=wan) == shown


@given(st.integers(min_value=10_000, max_value=10**8 - 1))
def test_whole_yuan_in_wan_read_back_exactly(yuan):
    text = format_cny_screen(yuan, "zh_CN", wan=True)
    assert text.startswith("¥") and text.endswith("万")
    assert Decimal(text[1:-1].replace(",", "")) * 10_000 == yuan


@given(st.integers(min_value=10**8, max_value=10**12))
def test_from_one_yi_amounts_read_in_yi_to_the_wan(yuan):
    text = format_cny_screen(yuan, "zh_CN", wan=True)
    assert text.endswith("亿") and "万" not in text
    shown = Decimal(text.lstrip("≈¥")[:-1].replace(",", "")) * 10**8
    assert abs(shown - yuan) <= 5_000 and text.startswith("≈") == (shown != yuan)


def test_money_on_screen_refuses_bad_input():
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        format_cny_screen(1, "fr")
    with pytest.raises(MoneyError):
        format_cny_screen(1.5, "en")  # type: ignore[arg-type]
