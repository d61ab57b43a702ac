"""The quote document's pydantic models: vendor, customer, line items, options and the
whole :class:`QuoteDocument` (also the quote file's content, ``docs/quote-format.md``)."""

from __future__ import annotations

import datetime as _dt
import re
import unicodedata
from decimal import Decimal
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, PlainSerializer, field_validator, model_validator

from rigwright.core.catalog.markets import DEFAULT_MARKET
from rigwright.core.pricing.exchange import ExchangeRate
from rigwright.core.pricing.markets import MarketMoney, market_money
from rigwright.core.pricing.money import to_percent
from rigwright.core.quote.fields import (
    DEFAULT_VALID_DAYS,
    FORMAT,
    MAX_ITEMS,
    MAX_LOGO_BYTES,
    MAX_LOGO_PX,
    MAX_OPTIONS,
    MAX_QUANTITY,
    Address,
    DiscountField,
    Email,
    FrozenModel,
    LineText,
    LongText,
    OptionalMoney,
    ReasonText,
    RequiredText,
    Text,
    check_catalog_name,
)
from rigwright.core.quote.sizing import QuoteSizing
from rigwright.core.text.clean import check_text
from rigwright.core.text.i18n import words
from rigwright.core.text.words import label


class VendorProfile(FrozenModel):
    """The vendor printed on every quote: set once (File ▸ Vendor profile) and stored.

    Attributes:
        name: company name (required).
        address, phone, email, website: contacts.
        tax_id: taxpayer identification number (纳税人识别号), printed with the bank details.
        bank_name, bank_account: for payment by transfer.
        logo_png: the logo as PNG or JPEG bytes (at most :data:`MAX_LOGO_BYTES`), or None.
        max_discount_percent: internal: the largest discount (line or total, percent of the
            amount it applies to) a presales engineer may give without approval; the editor
            warns above it. Never printed; hidden in presenter mode. None: no limit.
        is_placeholder: True for the built-in example vendor (the PDF says so).
        market: the market a new quote is for unless the engineer picks another
            (:data:`rigwright.core.catalog.markets.MARKETS`; "cn" by default).
    """

    name: RequiredText
    address: Address = ""
    phone: Text = ""
    email: Email = ""
    website: Text = ""
    tax_id: Text = ""
    bank_name: Text = ""
    bank_account: Text = ""
    logo_png: bytes | None = Field(default=None, max_length=MAX_LOGO_BYTES)
    max_discount_percent: Annotated[
        Decimal | None,
        BeforeValidator(lambda v: None if v is None else to_percent(v, "max_discount_percent")),
        PlainSerializer(lambda v: None if v is None else str(v), return_type=str | None),
    ] = None
    is_placeholder: bool = False
    market: Literal["cn", "tw", "hk", "intl"] = DEFAULT_MARKET

    @field_validator("logo_png")
    @classmethod
    def _logo(cls, value: bytes | None) -> bytes | None:
        if value is not None and not value.startswith((b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff")):
            raise ValueError("the logo must be a PNG or JPEG image")
        if value is not None and value.startswith(b"\x89PNG") and len(value) >= 24:
            width, height = int.from_bytes(value[16:20]), int.from_bytes(value[20:24])
            if not (0 < width <= MAX_LOGO_PX and 0 < height <= MAX_LOGO_PX):
                raise ValueError(
                    f"the logo is {width} × {height} pixels; at most {MAX_LOGO_PX} × {MAX_LOGO_PX}"
                )
        return value


PLACEHOLDER_VENDOR = VendorProfile(
    name="Rigwright Demo Vendor",
    address="1 Example Road, Example City (placeholder address)",
    phone="+86 000 0000 0000",
    email="sales@example.invalid",
    is_placeholder=True,
)
"""The vendor of a quote until a vendor profile is set (the PDF marks it as a placeholder)."""


class Customer(FrozenModel):
    """Who the quote is for: the company (required) and its contact."""

    company: RequiredText
    contact: Text = ""
    phone: Text = ""
    email: Email = ""
    address: Address = ""


class LineItem(FrozenModel):
    """One line of an option.

    Attributes:
        kind: "sku" (a seed workstation, priced at the seed price unless ``unit_price`` is
            given), "build" (a custom build, ``build`` in the JSON form of
            :mod:`rigwright.core.build.model`; ``unit_price`` required) or "extra"
            (``description`` and ``unit_price`` required: warranty, installation, software
            stack).
        sku: the SKU's code or row number ("1.7", "GT410i 14596-SB4X"), kind "sku" only.
        build: the build, kind "build" only.
        description: the line's text; for a SKU or build, a title printed instead of the
            standard "Deep-learning workstation <code>".
        quantity: units, 1 to :data:`MAX_QUANTITY`.
        unit_price: CNY per unit before discounts, VAT excluded.
        unit_cost: internal: the vendor's cost per unit, CNY (margin); never printed.
        discount: the line's discount (percent or amount), or None.
    """

    kind: Literal["sku", "build", "extra"]
    sku: Text | None = None
    build: dict[str, Any] | None = None
    description: LineText = ""
    quantity: int = Field(default=1, ge=1, le=MAX_QUANTITY, strict=True)
    unit_price: OptionalMoney = None
    unit_cost: OptionalMoney = None
    discount: DiscountField = None

    @model_validator(mode="after")
    def _shape(self) -> LineItem:
        if self.kind == "sku":
            if not self.sku:
                raise ValueError("sku: a SKU line names the SKU (code or row number)")
            if self.build is not None:
                raise ValueError("build: only for a line of kind 'build'")
        elif self.kind == "build":
            if self.build is None:
                raise ValueError("build: a build line gives the build")
            if self.sku is not None:
                raise ValueError("sku: only for a line of kind 'sku'")
            if self.unit_price is None:
                raise ValueError("unit_price: a custom build needs a price")
        else:
            if self.sku is not None or self.build is not None:
                raise ValueError("an extra line has no sku or build")
            if not self.description:
                raise ValueError("description: an extra line needs a description")
            if self.unit_price is None:
                raise ValueError("unit_price: an extra line needs a price")
        return self

    @property
    def is_system(self) -> bool:
        """True for a workstation (SKU or custom build), False for an extra."""
        return self.kind != "extra"


class Option(FrozenModel):
    """One alternative offered: its lines, its total discount and the reasons it fits.

    Attributes:
        title: "Option A" and the like; empty: "Option <letter>" in the quote's language.
        workload: the workload profile the option is for ("cnn", "rnn", ...; see
            :mod:`rigwright.core.recommend.workloads`), for the chart and the reasons; None:
            the SKU's own.
        items: the lines, at least one.
        discount: the discount on the option's subtotal, or None.
        reasons: why it fits the workload, as the engineer words them for the customer;
            empty: the PDF gives the catalog's own reasons.
        sizing: the customer's model and job the option is sized for
            (:class:`rigwright.core.quote.sizing.QuoteSizing`), or None; the PDF states what
            it needs and whether each workstation holds it.
    """

    title: Text = ""
    workload: Text | None = None
    items: tuple[LineItem, ...] = Field(min_length=1, max_length=MAX_ITEMS)
    discount: DiscountField = None
    reasons: tuple[ReasonText, ...] = Field(default=(), max_length=12)
    sizing: QuoteSizing | None = None


NUMBER_RE = r"Q-(\d{4})-(\d{4,})"
"""A quote number: "Q-", the year of the quote's date, "-", its sequence in that year (at
least 4 digits): "Q-2026-0001" (:mod:`rigwright.core.storage.quote_store` gives them)."""
FIRST_DATE = _dt.date(2000, 1, 1)
LAST_DATE = _dt.date(2099, 12, 31)
"""A quote's dates lie in 2000-2099 (a typing slip such as 9999 is refused, not printed)."""


def _number(value: object) -> str | None:
    if value is None:
        return None
    text = check_text(value, "number")
    match = re.fullmatch(NUMBER_RE, unicodedata.normalize("NFKC", text).upper(), re.ASCII)
    if match is None or int(match[1]) == 0 or int(match[2]) == 0:
        raise ValueError(
            f"{text!r} is not a quote number like 'Q-2026-0001' (leave number "
            f"out to get the next one)"
        )
    return f"Q-{match[1]}-{int(match[2]):04d}"  # one spelling: "q-2026-00007" is Q-2026-0007


def _default_date() -> _dt.date:
    return _dt.date.today()


class QuoteDocument(FrozenModel):
    """A whole quote (``docs/quote-format.md``); also the quote file's content.

    Attributes:
        format: :data:`FORMAT`.
        number: the quote number ("Q-2026-0007", :mod:`rigwright.core.storage.quote_store`),
            or None until it is saved (a quote file may leave it out: the history gives it
            one).
        revision: 1 for the first issue; each revision of a quote adds 1.
        status: one of :data:`STATUSES`.
        date: the quote's date.
        valid_until: the last day the prices hold; None: :data:`DEFAULT_VALID_DAYS` after
            ``date`` (:attr:`validity`).
        lang: "zh_CN", "zh_TW" or "en".
        catalog: the catalog the SKUs and builds are from ("seed-2020").
        vendor: the vendor; None: the stored vendor profile (or the placeholder).
        customer: the customer.
        options: the alternatives, 1 to :data:`MAX_OPTIONS`.
        market: the market the quote is for ("cn", "tw", "hk", "intl";
            :mod:`rigwright.core.pricing.markets`): it decides the currency and the tax, the
            language does not. A file without it is a mainland China quote ("cn").
        currency: the currency of every amount of the quote: the market's (CNY, TWD, HKD,
            USD); a file may leave it out, and one that names another is refused.
        exchange_rate: the dated rate a catalog price (CNY) is converted with in a TWD, HKD or
            USD quote (:class:`rigwright.core.pricing.exchange.ExchangeRate`), kept so that
            the quote never changes when the rates file does; None in a CNY quote, and in a
            file that leaves it to the rates file when the quote is resolved.
        vat_percent: the tax rate, percent, on each option's discounted subtotal: by default
            the market's (13 % VAT for cn, 5 % business tax for tw, 0 for hk and intl).
        payment_terms, delivery_terms, notes: printed as typed.
    """

    format: Literal["rigwright-quote/1"] = FORMAT
    number: Annotated[str | None, BeforeValidator(_number)] = None
    revision: int = Field(default=1, ge=1, le=999, strict=True)
    status: Literal["draft", "sent", "won", "lost"] = "draft"
    date: _dt.date = Field(default_factory=_default_date)
    valid_until: _dt.date | None = None
    lang: Literal["zh_CN", "zh_TW", "en"] = "zh_CN"
    catalog: Annotated[str, BeforeValidator(check_catalog_name)] = "seed-2020"
    vendor: VendorProfile | None = None
    customer: Customer
    options: tuple[Option, ...] = Field(min_length=1, max_length=MAX_OPTIONS)
    market: Literal["cn", "tw", "hk", "intl"] = DEFAULT_MARKET
    currency: Literal["CNY", "TWD", "HKD", "USD"] = "CNY"
    exchange_rate: ExchangeRate | None = None
    vat_percent: Annotated[
        Decimal,
        BeforeValidator(lambda v: to_percent(v, "vat_percent")),
        PlainSerializer(str, return_type=str),
    ]
    payment_terms: LongText = ""
    delivery_terms: LongText = ""
    notes: LongText = ""

    @model_validator(mode="before")
    @classmethod
    def _market_defaults(cls, data: Any) -> Any:
        """The currency and the tax rate a file leaves out are its market's."""
        if not isinstance(data, dict):
            return data
        market = data.get("market", DEFAULT_MARKET)
        if not isinstance(market, str):
            return data  # the field's own check words the error
        try:
            money = market_money(market)
        except ValueError:
            return data
        filled = dict(data)
        filled.setdefault("currency", money.currency)
        filled.setdefault("vat_percent", money.tax_percent)
        return filled

    @model_validator(mode="after")
    def _currency(self) -> QuoteDocument:
        expected = market_money(self.market).currency
        if self.currency != expected:
            raise ValueError(
                f"currency: a quote for market {self.market} is in {expected}, not {self.currency}"
            )
        rate = self.exchange_rate
        if rate is not None and rate.currency != self.currency:
            raise ValueError(
                f"exchange_rate: the rate is for {rate.currency}; this quote is in "
                f"{self.currency}"
                + (" (a CNY quote needs no rate)" if self.currency == "CNY" else "")
            )
        return self

    @property
    def money(self) -> MarketMoney:
        """The quote's market money: currency, symbol, tax and its name."""
        return market_money(self.market)

    @field_validator("date", "valid_until")
    @classmethod
    def _in_range(cls, value: _dt.date | None) -> _dt.date | None:
        if value is not None and not FIRST_DATE <= value <= LAST_DATE:
            raise ValueError(f"{value} is outside {FIRST_DATE} to {LAST_DATE}")
        return value

    @model_validator(mode="after")
    def _dates(self) -> QuoteDocument:
        if self.valid_until is not None and self.valid_until < self.date:
            raise ValueError(
                f"valid_until: {self.valid_until} is before the quote's date {self.date}"
            )
        return self

    @property
    def validity(self) -> _dt.date:
        """The last day the quote holds (never after :data:`LAST_DATE`)."""
        return self.valid_until or min(
            self.date + _dt.timedelta(days=DEFAULT_VALID_DAYS), LAST_DATE
        )

    def label(self, key: str) -> str:
        """The quote label ``key`` (:data:`rigwright.core.text.words.LABELS`) in this quote's
        language."""
        return label(key, self.lang)

    def option_title(self, index: int) -> str:
        """Option ``index``'s title, or "Option A"/"方案 A" when it has none."""
        title = self.options[index].title
        return title or option_letter_title(index, self.lang)

    def to_json(self) -> str:
        """The document as a quote file (UTF-8 JSON text, indented, logo base64)."""
        return self.model_dump_json(indent=2, exclude_none=True)


_OPTION_WORD = words("Option", zh_CN="方案", zh_TW="方案")


def option_letter_title(index: int, lang: str) -> str:
    """The title "Option A" / "方案 A" for ``index`` 0, "B" for 1, ..."""
    return f"{_OPTION_WORD.wording(lang)} {chr(ord('A') + index)}"
