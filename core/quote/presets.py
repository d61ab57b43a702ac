"""Ready-made quotes and lines: a one-SKU draft quote, a SKU's or a build's line, and the
extra lines the editor offers (warranty, installation, the seed's software stack)."""

from __future__ import annotations

import datetime as _dt
import re
from decimal import Decimal

from pydantic import ValidationError

from rigwright.core.build.model import Build, build_to_json
from rigwright.core.catalog.markets import DEFAULT_MARKET
from rigwright.core.catalog.model import Catalog, Sku
from rigwright.core.pricing.exchange import ExchangeRate, RatesError, convert_from_cny, rate_for
from rigwright.core.pricing.markets import market_money
from rigwright.core.quote.fields import QuoteFileError
from rigwright.core.quote.model import LineItem, QuoteDocument
from rigwright.core.quote.reading import validation_message
from rigwright.core.text.i18n import words


def quote_for_sku(
    sku: Sku,
    customer: str,
    lang: str = "zh_CN",
    today: _dt.date | None = None,
    catalog: str = "seed-2020",
    market: str | None = None,
    rates: dict[str, ExchangeRate] | None = None,
) -> QuoteDocument:
    """A one-option draft quote of ``sku`` at its seed price to the company ``customer``, for
    ``market`` (default "cn"): in its currency and with its tax, the catalog price converted
    with the rate of ``rates`` (default: the rates file), which the quote keeps.

    Raises:
        QuoteFileError: an invalid customer name, language or market, or no rate for the
            market's currency (the message names the field).
    """
    market = market or DEFAULT_MARKET
    try:
        money = market_money(market)
        rate = rate_for(money.currency, rates)
    except (ValueError, RatesError) as exc:
        field = "exchange_rate" if isinstance(exc, RatesError) else "market"
        raise QuoteFileError(f"{field}: {exc}") from None
    data = {
        "market": market,
        **({"exchange_rate": rate} if rate is not None else {}),
        "lang": lang,
        "catalog": catalog,
        "customer": {"company": customer},
        "date": today or _dt.date.today(),
        "options": [{"items": [sku_line(sku)]}],
    }
    try:
        return QuoteDocument.model_validate(data)
    except ValidationError as exc:
        raise QuoteFileError(validation_message(exc)) from None


def sku_line(sku: Sku, quantity: int = 1) -> LineItem:
    """A line quoting a seed SKU at its seed price."""
    return LineItem(kind="sku", sku=sku.number, quantity=quantity)


def build_line(build: Build, unit_price: Decimal, description: str = "") -> LineItem:
    """A line quoting a custom build at ``unit_price`` (in the quote's currency)."""
    return LineItem(
        kind="build", build=build_to_json(build), unit_price=unit_price, description=description
    )


def extra_presets(
    catalog: Catalog, lang: str, rate: ExchangeRate | None = None
) -> tuple[LineItem, ...]:
    """Extra lines offered by the editor: warranty years, on-site installation, and installing
    the seed's software stack (seed guide, section 四: SDK and OS), with indicative prices the
    engineer changes (the seed prices none: each is an editable starting point, not a figure
    of the seed). The prices are set in CNY and converted with ``rate`` (the quote's; None
    for a CNY quote)."""
    extra = {key: word.wording(lang) for key, word in _EXTRAS.items()}
    names: list[str] = []
    for value in catalog.sdk.values():
        listed = re.sub(r"（[^）]*）|\([^)]*\)", "", value.split("：", 1)[-1])
        names += [n.strip() for n in re.split(r"[、,，]", listed) if n.strip()]
    if any("Docker" in v for v in catalog.os.values()):
        names.append("Docker")
    stack = ("、" if lang != "en" else ", ").join(dict.fromkeys(names))
    items = [
        LineItem(
            kind="extra",
            description=extra["warranty"],
            unit_price=convert_from_cny(Decimal(3000), rate),
        ),
        LineItem(
            kind="extra",
            description=extra["onsite"],
            unit_price=convert_from_cny(Decimal(2000), rate),
        ),
    ]
    if stack:
        items.append(
            LineItem(
                kind="extra",
                description=f"{extra['stack']}"
                f"{'（' if lang != 'en' else ' ('}{stack}"
                f"{'）' if lang != 'en' else ')'}",
                unit_price=convert_from_cny(Decimal(1500), rate),
            )
        )
    return tuple(items)


_EXTRAS = {
    "warranty": words(
        "Extended warranty (per year)", zh_CN="延长保修（每年）", zh_TW="延長保固（每年）"
    ),
    "onsite": words("On-site installation", zh_CN="上门安装调试", zh_TW="到府安裝調試"),
    "stack": words(
        "Deep-learning software stack installation",
        zh_CN="深度学习软件栈安装",
        zh_TW="深度學習軟體堆疊安裝",
    ),
}


def software_stack(catalog: Catalog) -> tuple[tuple[str, str], ...]:
    """The seed's software stack as (label, text as printed) pairs: SDKs then OS and
    containers (seed guide, sections 4.2 and 4.3)."""
    pairs = []
    for value in (*catalog.sdk.values(), *catalog.os.values()):
        head, sep, tail = value.partition("：")
        pairs.append((head, tail) if sep else ("", value))
    return tuple(pairs)
