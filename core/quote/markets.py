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
