"""A quote's market: its currency and tax follow the market (not the language), old files
read as mainland China quotes, catalog prices convert with the dated rate the quote keeps."""

from __future__ import annotations

import datetime as dt
import json
from decimal import Decimal

import pytest

from rigwright.core.pricing.exchange import ExchangeRate
from rigwright.core.quote.document import (
    QuoteDocument,
    QuoteFileError,
    VendorProfile,
    extra_presets,
    quote_for_sku,
    quote_from_data,
    resolve_quote,
)
from rigwright.core.quote.markets import quote_in_market, rate_note

TWD = ExchangeRate(currency="TWD", cny_per_unit="0.25", as_of=dt.date(2026, 12, 1), source="t")
USD = ExchangeRate(currency="USD", cny_per_unit="8", as_of=dt.date(2026, 12, 1), source="u")
RATES = {"TWD": TWD, "USD": USD}

D = Decimal


def doc(**changes) -> QuoteDocument:
    data = {
        "customer": {"company": "測試客戶"},
        "date": "2026-11-30",
        "options": [{"items": [{"kind": "sku", "sku": "1.7"}]}],
    }
    return quote_from_data({**data, **changes})


def test_an_old_quote_file_reads_as_a_mainland_china_cny_quote():
    old = doc(lang="zh_TW", vat_percent="13")
    assert (old.market, old.currency, old.vat_percent, old.exchange_rate) == (
        "cn",
        "CNY",
        D(13),
        None,
    )
    assert doc().vat_percent == D(13)


def test_traditional_chinese_is_not_taiwan(seed_catalog):
    quote = resolve_quote(doc(lang="zh_TW"), seed_catalog)
    assert quote.currency == "CNY" and quote.rate is None
    assert quote.options[0].totals.total == D("101688.70")  # 89,990 + 13 % VAT


def test_the_market_sets_the_currency_and_the_tax(seed_catalog):
    tw = doc(lang="zh_TW", market="tw", exchange_rate=TWD.model_dump(mode="json"))
    assert (tw.currency, tw.vat_percent) == ("TWD", D(5))
    quote = resolve_quote(tw, seed_catalog)
    line = quote.options[0].lines[0]
    assert line.unit_price == D("359960.00") and line.converted  # 89,990 / 0.25
    assert quote.options[0].totals.vat == D("17998.00")
    assert quote.options[0].totals.total == D("377958.00")
    hk = doc(market="hk", lang="en")
    assert (hk.currency, hk.vat_percent) == ("HKD", D(0))
    intl = resolve_quote(doc(market="intl", lang="en"), seed_catalog, rates=RATES)
    assert intl.rate is USD and intl.options[0].totals.total == D("11248.75")


def test_the_rate_the_quote_keeps_wins_over_the_rates_file(seed_catalog):
    kept = doc(market="intl", exchange_rate=USD.model_dump(mode="json"))
    other = {"USD": USD.model_copy(update={"cny_per_unit": D(7)})}
    assert resolve_quote(kept, seed_catalog, rates=other).rate == USD
    again = quote_from_data(json.loads(kept.to_json()))
    assert again == kept and again.exchange_rate == USD


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"market": "tw", "currency": "CNY"}, "market tw is in TWD, not CNY"),
        ({"market": "jp"}, "market"),
        ({"exchange_rate": TWD.model_dump(mode="json")}, "a CNY quote needs no rate"),
        (
            {"market": "intl", "exchange_rate": TWD.model_dump(mode="json")},
            "the rate is for TWD; this quote is in USD",
        ),
    ],
)
def test_a_currency_or_rate_that_is_not_the_markets_is_refused(changes, message):
    with pytest.raises(QuoteFileError, match=message):
        doc(**changes)


def test_a_missing_rate_is_an_error_naming_it(seed_catalog):
    with pytest.raises(QuoteFileError, match="exchange_rate: .*no rate for TWD"):
        resolve_quote(doc(market="tw"), seed_catalog, rates={})


def test_moving_a_quote_to_another_market_converts_the_typed_prices(seed_catalog):
    base = doc(
        options=[
            {
                "items": [
                    {"kind": "sku", "sku": "1.7"},
                    {
                        "kind": "extra",
                        "description": "保修",
                        "unit_price": "1000",
                        "unit_cost": "800",
                        "discount": {"amount": "100"},
                    },
                ],
                "discount": {"amount": "200"},
            }
        ]
    )
    tw = quote_in_market(base, "tw", RATES)
    assert (tw.market, tw.currency, tw.vat_percent, tw.exchange_rate) == ("tw", "TWD", D(5), TWD)
    extra = tw.options[0].items[1]
    assert (extra.unit_price, extra.unit_cost, extra.discount.value) == (
        D(4000),
        D(3200),
        D(400),
    )
    assert tw.options[0].discount.value == D(800)
    assert tw.options[0].items[0].unit_price is None  # the catalog price follows the rate
    back = quote_in_market(tw, "cn", RATES)
    assert back.options[0].items[1].unit_price == D(1000) and back.exchange_rate is None
    assert back.vat_percent == D(13)
    usd = quote_in_market(tw, "intl", RATES)  # TWD -> CNY -> USD
    assert usd.options[0].items[1].unit_price == D(125) and usd.vat_percent == 0
    assert quote_in_market(tw, "tw", RATES) is tw
    with pytest.raises(QuoteFileError, match="market: 'jp' is not a market"):
        quote_in_market(base, "jp", RATES)


def test_a_sku_quote_follows_its_market_and_the_presets_convert(seed_catalog):
    sku = seed_catalog.sku("1.7")
    quote = quote_for_sku(sku, "客户", "zh_CN", catalog="seed-2020", market="intl", rates=RATES)
    assert (quote.market, quote.currency, quote.exchange_rate) == ("intl", "USD", USD)
    assert quote_for_sku(sku, "客户").market == "cn"
    prices = [item.unit_price for item in extra_presets(seed_catalog, "en", USD)]
    assert prices == [D("375.00"), D("250.00"), D("187.50")]
    with pytest.raises(QuoteFileError, match="market: 'jp'"):
        quote_for_sku(sku, "客户", market="jp")


def test_the_vendor_profile_defaults_to_mainland_china():
    assert VendorProfile(name="A").market == "cn"
    assert VendorProfile(name="A", market="tw").market == "tw"
    assert VendorProfile.model_validate_json('{"name": "A"}').market == "cn"


def test_the_rate_note_says_the_rate_and_its_date():
    assumed = TWD.model_copy(update={"assumed": True})
    assert rate_note(assumed, "en", "2026-12-01") == (
        "※ Catalog prices converted from CNY at 1 TWD = ¥0.25 (2026-12-01, an assumed rate)."
    )
    assert rate_note(TWD, "zh_TW", "2026年12月1日") == (
        "※ 目錄價格由人民幣按 1 TWD = ¥0.25 換算（2026年12月1日）。"
    )
