"""Markets' money: currency, tax, dated exchange rates, amounts and capital numerals per
currency."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from rigwright.core.catalog.markets import MARKETS
from rigwright.core.pricing.exchange import (
    ExchangeRate,
    RatesError,
    convert_from_cny,
    load_rates,
    rate_for,
    shipped_rates_path,
    user_rates_path,
)
from rigwright.core.pricing.markets import MARKET_MONEY, UnknownMarketError, market_money
from rigwright.core.pricing.money import MoneyStyle, capital_words, format_money, totals

D = Decimal


def test_each_market_has_its_currency_and_tax():
    got = {m: (market_money(m).currency, market_money(m).tax_percent) for m in MARKETS}
    assert got == {
        "cn": ("CNY", D(13)),
        "tw": ("TWD", D(5)),
        "hk": ("HKD", D(0)),
        "intl": ("USD", D(0)),
    }
    assert market_money(None).market == "cn"
    assert MARKET_MONEY["tw"].tax_name.wording("zh_TW") == "營業稅 {rate}"
    assert MARKET_MONEY["cn"].tax_name.wording("zh_CN") == "增值税 {rate}"
    assert MARKET_MONEY["hk"].tax_name is None and MARKET_MONEY["intl"].tax_name is None
    assert [market_money(m).symbol for m in MARKETS] == ["¥", "NT$", "HK$", "US$"]


def test_unknown_market_names_the_code_and_the_known_ones():
    with pytest.raises(UnknownMarketError, match=r"'jp' is not a market; one of cn, tw, hk, intl"):
        market_money("jp")


@pytest.mark.parametrize(
    ("amount", "currency", "lang", "words"),
    [
        (D(123456), "TWD", "zh_TW", "新臺幣壹拾貳萬參仟肆佰伍拾陸元整"),
        (D(123456), "TWD", "zh_CN", "新台币壹拾贰万叁仟肆佰伍拾陆元整"),
        (D(123456), "CNY", "zh_CN", "壹拾贰万叁仟肆佰伍拾陆元整"),
        (D("123456.05"), "CNY", "zh_TW", "壹拾貳萬參仟肆佰伍拾陸元零伍分"),
        (D("1000.5"), "TWD", "zh_TW", "新臺幣壹仟元伍角"),
        (D(123456), "HKD", "zh_TW", ""),
        (D(123456), "USD", "zh_CN", ""),
        (D(123456), "TWD", "en", ""),
        (D(123456), "CNY", "en", ""),
    ],
)
def test_capital_words_per_currency(amount, currency, lang, words):
    assert capital_words(amount, currency, lang) == words


@pytest.mark.parametrize(
    ("currency", "lang", "style", "text"),
    [
        ("TWD", "zh_TW", MoneyStyle.DOCUMENT, "NT$123,456.00"),
        ("HKD", "en", MoneyStyle.DOCUMENT, "HK$123,456.00"),
        ("USD", "zh_CN", MoneyStyle.DOCUMENT, "US$123,456.00"),
        ("CNY", "zh_TW", MoneyStyle.DOCUMENT, "¥123,456.00"),
        ("USD", "en", MoneyStyle.UNIT_PRICE, "US$123,456.00"),
        ("CNY", "en", MoneyStyle.SCREEN_DOCUMENT, "¥123,456.00 CNY"),
        ("TWD", "en", MoneyStyle.SCREEN_DOCUMENT, "NT$123,456.00"),
    ],
)
def test_format_money_writes_the_currency_symbol(currency, lang, style, text):
    assert format_money(D(123456), lang, style, currency) == text


def test_format_money_refuses_an_unknown_currency_and_a_float():
    with pytest.raises(ValueError, match="'JPY' is not a quote currency"):
        format_money(D(1), "en", MoneyStyle.DOCUMENT, "JPY")
    with pytest.raises(ValueError, match="float"):
        format_money(1.5, "en", MoneyStyle.DOCUMENT, "USD")  # type: ignore[arg-type]


def test_taiwan_business_tax_on_the_discounted_subtotal():
    money = totals([(1, D(117577), None)], None, market_money("tw").tax_percent)
    assert (money.vat, money.total) == (D("5878.85"), D("123455.85"))


def test_the_shipped_rates_are_dated_sourced_and_convert_exactly():
    rates = load_rates(shipped_rates_path())
    assert set(rates) == {"TWD", "HKD", "USD"}
    for rate in rates.values():
        assert rate.as_of == dt.date(2026, 11, 30) and "http" in rate.source and rate.assumed
    usd = rates["USD"]
    assert usd.cny_per_unit == D("7.10")
    assert usd.from_cny(D(71000)) == D("10000.00")
    assert rates["TWD"].from_cny(D(10000)) == D("43662.02")  # 10000 / 0.229032 = 43662.018...
    assert convert_from_cny(D("12.5"), None) == D("12.5")
    assert rate_for("CNY", rates) is None and rate_for("HKD", rates) is rates["HKD"]


def test_the_users_rates_file_replaces_the_shipped_one():
    path = user_rates_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        '[[rate]]\ncurrency = "USD"\ncny_per_unit = "7.2"\nas_of = "2026-12-01"\n'
        'source = "PBOC central parity of the day"\n',
        encoding="utf-8",
    )
    rates = load_rates()
    assert set(rates) == {"USD"} and rates["USD"].cny_per_unit == D("7.2")
    assert not rates["USD"].assumed
    with pytest.raises(RatesError, match="no rate for TWD"):
        rate_for("TWD")


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ('[[rate]]\ncurrency = "USD"\ncny_per_unit = 7.1\nas_of = 2026-12-01\n', "as text"),
        ('[[rate]]\ncurrency = "USD"\ncny_per_unit = "0"\nas_of = 2026-12-01\n', "above 0"),
        ('[[rate]]\ncurrency = "CNY"\ncny_per_unit = "1"\nas_of = 2026-12-01\n', "currency"),
        ('[[rate]]\ncurrency = "USD"\ncny_per_unit = "7"\n', r"rate 1 \(USD\), as_of"),
        (
            '[[rate]]\ncurrency = "USD"\ncny_per_unit = "7"\nas_of = 2026-12-01\n' * 2,
            "a second rate for USD",
        ),
        ("rate = [", "cannot be read"),
    ],
)
def test_a_bad_rates_file_is_refused_naming_the_entry(tmp_path, body, message):
    path = tmp_path / "exchange_rates.toml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(RatesError, match=message):
        load_rates(path)


def test_a_rate_is_exact():
    with pytest.raises(ValueError, match="decimal places"):
        ExchangeRate(currency="USD", cny_per_unit="7.123456789", as_of=dt.date(2026, 1, 1))
