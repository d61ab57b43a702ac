"""A quote's market: moving a quote to another market (its currency, tax and rate, with every
price the engineer typed converted through CNY), the rate a quote resolves with, and the
note a converted quote prints."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Context, Decimal

from pydantic import ValidationError

from rigwright.core.pricing.exchange import ExchangeRate, RatesError, rate_for
from rigwright.core.pricing.markets import CATALOG_CURRENCY, market_money
from rigwright.core.pricing.money import round_fen
from rigwright.core.quote.fields import QuoteFileError
from rigwright.core.quote.model import QuoteDocument
from rigwright.core.text.i18n import words

_DIVIDE = Context(prec=60, rounding=ROUND_HALF_UP)


def quote_rate(
    doc: QuoteDocument, rates: dict[str, ExchangeRate] | None = None
) -> ExchangeRate | None:
    """The rate ``doc``'s catalog prices convert with: its own, else the rates file's for its
    currency (``rates``, default :func:`rigwright.core.pricing.exchange.load_rates`); None
    for a CNY quote.

    Raises:
        QuoteFileError: "exchange_rate: ..." when the quote has none and the rates file has
            none for its currency or cannot be read.
    """
    if doc.currency == CATALOG_CURRENCY:
        return None
    if doc.exchange_rate is not None:
        return doc.exchange_rate
    try:
        return rate_for(doc.currency, rates)
    except (RatesError, ValueError) as exc:
        raise QuoteFileError(f"exchange_rate: {exc}") from None


def _reprice(value: object, old: ExchangeRate | None, new: ExchangeRate | None) -> Decimal | None:
    """``value`` (an amount, or its text as the document dumps it) in the old rate's currency
    (CNY when None) in the new one's, to the cent."""
    if value is None:
        return None
    amount = Decimal(str(value))
    if old == new:
        return amount
    cny = amount if old is None else _DIVIDE.multiply(amount, old.cny_per_unit)
    return round_fen(cny if new is None else _DIVIDE.divide(cny, new.cny_per_unit))


def quote_in_market(
    doc: QuoteDocument, market: str, rates: dict[str, ExchangeRate] | None = None
) -> QuoteDocument:
    """``doc`` for ``market``: the market's currency and tax rate, the rate of the rates file
    (``rates``, default the user's or the shipped file) for a TWD, HKD or USD quote, and every
    price the engineer typed (unit prices, unit costs, amount discounts) converted from the
    old currency through CNY to the new one, to the cent. Lines priced from the catalog keep
    no price of their own and follow the new rate. The same market returns ``doc`` unchanged.

    Raises:
        QuoteFileError: an unknown market ("market: 'jp' is not a market; ..."), no rate for
            its currency, or a converted amount out of range (naming the field).
    """
    if market == doc.market:
        return doc
    try:
        money = market_money(market)
    except ValueError as exc:
        raise QuoteFileError(f"market: {exc}") from None
    old = quote_rate(doc, rates)
    try:
        new = rate_for(money.currency, rates)
    except (RatesError, ValueError) as exc:
        raise QuoteFileError(f"exchange_rate: {exc}") from None
    data = doc.model_dump(mode="python", exclude_none=True)
    for option, dumped in zip(doc.options, data["options"], strict=True):
        for item, fields in zip(option.items, dumped["items"], strict=True):
            for key in ("unit_price", "unit_cost"):
                if key in fields:
                    fields[key] = _reprice(fields[key], old, new)
            if item.discount is not None and item.discount.kind == "amount":
                fields["discount"] = {"amount": _reprice(item.discount.value, old, new)}
        if option.discount is not None and option.discount.kind == "amount":
            dumped["discount"] = {"amount": _reprice(option.discount.value, old, new)}
    data.pop("exchange_rate", None)
    data.update(market=market, currency=money.currency, vat_percent=money.tax_percent)
    if new is not None:
        data["exchange_rate"] = new
    try:
        return QuoteDocument.model_validate(data)
    except ValidationError as exc:
        from rigwright.core.quote.reading import validation_message

        raise QuoteFileError(validation_message(exc)) from None


RATE_NOTE = words(
    "※ Catalog prices converted from CNY at {rate} ({date}{assumed}).",
    zh_CN="※ 目录价格由人民币按 {rate} 换算（{date}{assumed}）。",
    zh_TW="※ 目錄價格由人民幣按 {rate} 換算（{date}{assumed}）。",
)
ASSUMED_WORDS = words(", an assumed rate", zh_CN="，假定汇率", zh_TW="，假定匯率")


def rate_note(rate: ExchangeRate, lang: str, date_text: str) -> str:
    """The line a converted quote prints under its totals: "※ Catalog prices converted from
    CNY at 1 TWD = ¥0.229032 (2026-11-30, an assumed rate)." in ``lang``, the date as
    ``date_text`` writes it."""
    return RATE_NOTE.wording(lang).format(
        rate=f"1 {rate.currency} = ¥{rate.cny_per_unit:f}",
        date=date_text,
        assumed=ASSUMED_WORDS.wording(lang) if rate.assumed else "",
    )


_PRICE_NOTES = {
    "tw": words(
        (
            "All prices in New Taiwan dollars (TWD). Business tax at {rate} is charged on each "
            "option's discounted subtotal; total = after discount + business tax."
        ),
        zh_CN=(
            "以上价格均为新台币（TWD）。各方案的营业税按 {rate} 对折后小计计征，含税总价 = "
            "折后金额 + 营业税。"
        ),
        zh_TW=(
            "以上價格均為新臺幣（TWD）。各方案的營業稅按 {rate} 對折後小計計徵，含稅總價 = "
            "折後金額 + 營業稅。"
        ),
    ),
    "hk": words(
        "All prices in Hong Kong dollars (HKD); no VAT or sales tax is charged.",
        zh_CN="以上价格均为港元（HKD），不计增值税或销售税。",
        zh_TW="以上價格均為港元（HKD），不計增值稅或銷售稅。",
    ),
    "intl": words(
        (
            "All prices in US dollars (USD), without tax; the destination's import taxes and "
            "duties are the buyer's."
        ),
        zh_CN="以上价格均为美元（USD），不含税；目的地的进口税费由买方承担。",
        zh_TW="以上價格均為美元（USD），不含稅；目的地的進口稅費由買方承擔。",
    ),
}
"""What the prices of a quote outside mainland China are in and what tax is charged (the
mainland's own note is the label ``vat_note``)."""

TOTAL_WORDS = words("Total", zh_CN="总价", zh_TW="總價")
"""The total of a quote that charges no tax (a taxed quote's is "Total incl. VAT")."""

TOTAL_INCL_TAX_WORDS = words("Total incl. business tax", zh_CN="含税总价", zh_TW="含稅總價")
"""The total of a Taiwan quote (business tax included)."""


def price_note(doc: QuoteDocument, rate_text: str) -> str:
    """The sentence saying what ``doc``'s prices are in and the tax charged, in its language,
    the rate written as ``rate_text`` ("13 %")."""
    from rigwright.core.text.words import label

    if doc.market == "cn":
        return label("vat_note", doc.lang).format(rate=rate_text)
    return _PRICE_NOTES[doc.market].wording(doc.lang).format(rate=rate_text)


def tax_line(doc: QuoteDocument, rate_text: str, lang: str | None = None) -> str | None:
    """The tax row's label ("增值税 13 %", "營業稅 5 %") of ``doc``'s totals in ``lang``
    (default the quote's: the window passes its own), or None when its market charges none
    and no rate was set."""
    lang = doc.lang if lang is None else lang
    name = doc.money.tax_name
    if name is None:
        if not doc.vat_percent:
            return None
        from rigwright.core.pricing.markets import VAT_WORDS

        name = VAT_WORDS  # a rate typed for a tax-free market is still shown, as VAT
    return name.wording(lang).format(rate=rate_text)


def total_label(doc: QuoteDocument, lang: str | None = None) -> str:
    """The label of ``doc``'s totals in ``lang`` (default the quote's): "Total incl. VAT"
    (cn), "Total incl. business tax" (tw), "Total" where no tax is charged."""
    from rigwright.core.text.words import label

    lang = doc.lang if lang is None else lang
    if tax_line(doc, "") is None:
        return TOTAL_WORDS.wording(lang)
    if doc.market == "tw":
        return TOTAL_INCL_TAX_WORDS.wording(lang)
    return label("total_incl_vat", lang)
