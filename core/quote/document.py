"""The quote document: vendor, customer, options of line items, discounts, VAT and terms.

A quote offers the customer one or more **options** (alternatives: "Option A: 4 × RTX 8000",
"Option B: 8 × Titan RTX"). Each option is a list of line items: a seed SKU or a custom build
(each one item with its component list), and extras (warranty years, on-site installation,
installing the seed's software stack). Each option has its own line and total discounts and
is totalled on its own (:mod:`rigwright.core.pricing.money` gives the one rounding rule); the quote's VAT rate,
validity, terms and notes apply to every option.

The same model is the quote file of ``rigwright quote --from FILE.json`` (``docs/quote-format.md``
documents it with an example) and the document saved in the quote history (:mod:`rigwright.core.storage.quote_store`).
Every text a user types is kept literally: it is validated (no control or invisible
characters, a length limit) but never interpreted; renderers escape it.

Internal figures: ``LineItem.unit_cost`` and ``VendorProfile.max_discount_percent`` are the
vendor's own (cost, margin, discount limit). Presenter mode hides them on screen and no PDF
ever prints them (:data:`INTERNAL_FIELDS`).
"""

from __future__ import annotations

import datetime as _dt
import json
import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    ValidationError,
    field_validator,
    model_validator,
)

from rigwright.core.build.model import (
    Build,
    BuildError,
    build_from_json,
    build_from_sku,
    build_to_json,
    field_path,
    json_kind,
    shorten,
)
from rigwright.core.catalog.glossary import localise
from rigwright.core.catalog.model import Catalog, Sku
from rigwright.core.io.files import SourceError, read_regular_file
from rigwright.core.pricing.money import (
    DEFAULT_VAT_PERCENT,
    Discount,
    MoneyError,
    Totals,
    margin,
    to_money,
    to_percent,
    totals,
)
from rigwright.core.recommend.workloads import UnknownWorkload, resolve_workload
from rigwright.core.text.clean import MAX_MESSAGE, MAX_TEXT, check_text, clip, one_line
from rigwright.core.text.words import LANGS, basis_words, label

FORMAT = "rigwright-quote/1"
"""The ``format`` value of a quote file; a file of another format is refused."""

STATUSES: tuple[str, ...] = ("draft", "sent", "won", "lost")
"""A quote's status, in the order of its life."""

MAX_OPTIONS = 6
MAX_ITEMS = 60
MAX_QUANTITY = 100_000
MAX_LONG_TEXT = 4_000
MAX_LOGO_BYTES = 2_000_000
MAX_LOGO_PX = 4_000
DEFAULT_VALID_DAYS = 30
"""A quote is valid for 30 days from its date unless ``valid_until`` says otherwise."""

INTERNAL_FIELDS: tuple[str, ...] = ("unit_cost", "max_discount_percent")
"""The vendor's internal figures in the document: never printed, hidden in presenter mode."""


class QuoteFileError(ValueError):
    """A quote file or document is invalid; the message names the field
    ("options[1].items[0].unit_price: ..."). The message is one line (:func:`one_line`)."""

    def __init__(self, message: object = "", *args: object) -> None:
        super().__init__(clip(one_line(str(message)), MAX_MESSAGE), *args)


CATALOG_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,79}")
"""A catalog's name (compared with ``fullmatch``): it becomes a file name on export."""
WINDOWS_DEVICES = frozenset(
    {
        "con",
        "prn",
        "aux",
        "nul",
        "conin$",
        "conout$",
        *(f"{d}{n}" for d in ("com", "lpt") for n in "0123456789¹²³"),
    }
)
"""Names Windows gives to devices, whatever the extension ("NUL.json" is no file there)."""


def catalog_name_problem(name: object) -> str | None:
    """Why ``name`` cannot name a catalog (it must be usable as a file name on every system,
    and never a path), or None when it can."""
    if not isinstance(name, str) or CATALOG_NAME.fullmatch(name) is None:
        return "use letters, digits, '.', '_' and '-' (at most 80), starting with a letter or digit"
    if name.split(".")[0].casefold() in WINDOWS_DEVICES:
        return "a device name on Windows (CON, NUL, COM1, ...); choose another name"
    if name.endswith("."):
        return "a name must not end with '.' (Windows drops it)"
    return None


def _catalog_name(value: object) -> str:
    text = check_text(value, "catalog", required=True)
    problem = catalog_name_problem(text)
    if problem is not None:
        raise ValueError(f"catalog: {shorten(text)}: {problem}")
    return text


# ----------------------------------------------------------------------------- text
def _text(max_len: int = MAX_TEXT, multiline: bool = False, required: bool = False) -> Any:
    def check(value: object) -> str:
        return check_text(value, "text", max_len, multiline, required)

    return Annotated[str, BeforeValidator(check)]


Text = _text()
RequiredText = _text(required=True)
LongText = _text(MAX_LONG_TEXT, multiline=True)
Address = _text(600, multiline=True)

_EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")


def _email(value: object) -> str:
    text = check_text(value, "email")
    if text and not _EMAIL_RE.match(text):
        raise ValueError(f"{text!r} is not an e-mail address")
    return text


Email = Annotated[str, BeforeValidator(_email)]


def _money(value: object) -> Decimal:
    return to_money(value, "amount")


def _money_out(value: Decimal) -> str:
    return str(value)


Money = Annotated[Decimal, BeforeValidator(_money), PlainSerializer(_money_out, return_type=str)]
OptionalMoney = Annotated[
    Decimal | None,
    BeforeValidator(lambda v: None if v is None else _money(v)),
    PlainSerializer(lambda v: None if v is None else str(v), return_type=str | None),
]


def parse_discount(value: object) -> Discount | None:
    """A discount as written in a quote file or typed in the editor.

    "5%", "5 %", "7.5%" -> 7.5 percent off; "500", "500.00" -> ¥500.00 off; ``{"percent":
    "5"}`` / ``{"amount": "500"}`` likewise; None, "" or "0" -> no discount.

    Raises:
        ValueError: anything else, or a percent above 100 (the amount's limit, the line's
            or subtotal's amount, is checked when the option is totalled).
    """
    if value is None or isinstance(value, Discount):
        return value
    if isinstance(value, dict):
        if len(value) != 1 or next(iter(value)) not in ("percent", "amount"):
            raise ValueError('must be {"percent": "5"} or {"amount": "500"}')
        kind, raw = next(iter(value.items()))
    elif isinstance(value, str):
        text = value.strip()
        if not text:
            return None
        kind, raw = ("percent", text[:-1].strip()) if text.endswith("%") else ("amount", text)
    else:
        raise ValueError(  # noqa: TRY004 - pydantic reports ValueErrors as field errors
            f'must be text such as "5%" or "500.00", not {type(value).__name__}'
        )
    number = to_percent(raw, "discount") if kind == "percent" else to_money(raw, "discount")
    if number == 0:
        return None
    return Discount(kind, number)


def discount_text(discount: Discount | None) -> str | None:
    """The discount as a quote file writes it: "7.5%", "500.00", or None."""
    if discount is None:
        return None
    return f"{discount.value}%" if discount.kind == "percent" else str(discount.value)


DiscountField = Annotated[
    Discount | None,
    BeforeValidator(parse_discount),
    PlainSerializer(discount_text, return_type=str | None),
]


class _Model(BaseModel):
    model_config = ConfigDict(
        extra="forbid", frozen=True, ser_json_bytes="base64", val_json_bytes="base64"
    )


# ----------------------------------------------------------------------------- parts
class VendorProfile(_Model):
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


class Customer(_Model):
    """Who the quote is for: the company (required) and its contact."""

    company: RequiredText
    contact: Text = ""
    phone: Text = ""
    email: Email = ""
    address: Address = ""


class LineItem(_Model):
    """One line of an option.

    Attributes:
        kind: "sku" (a seed workstation, priced at the seed price unless ``unit_price`` is
            given), "build" (a custom build, ``build`` in the JSON form of
            :mod:`rigwright.core.build.model`; ``unit_price`` required) or "extra" (``description`` and
            ``unit_price`` required: warranty, installation, software stack).
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
    description: _text(400, multiline=True) = ""  # type: ignore[valid-type]
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


class Option(_Model):
    """One alternative offered: its lines, its total discount and the reasons it fits.

    Attributes:
        title: "Option A" and the like; empty: "Option <letter>" in the quote's language.
        workload: the workload profile the option is for ("cnn", "rnn", ...; see
            :mod:`rigwright.core.recommend.workloads`), for the chart and the reasons; None: the SKU's own.
        items: the lines, at least one.
        discount: the discount on the option's subtotal, or None.
        reasons: why it fits the workload, as the engineer words them for the customer;
            empty: the PDF gives the catalog's own reasons.
    """

    title: Text = ""
    workload: Text | None = None
    items: tuple[LineItem, ...] = Field(min_length=1, max_length=MAX_ITEMS)
    discount: DiscountField = None
    reasons: tuple[_text(600), ...] = Field(default=(), max_length=12)  # type: ignore[valid-type]


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


class QuoteDocument(_Model):
    """A whole quote (see the module docstring); also the quote file's content.

    Attributes:
        format: :data:`FORMAT`.
        number: the quote number ("Q-2026-0007", :mod:`rigwright.core.storage.quote_store`), or None until it is
            saved (a quote file may leave it out: the history gives it one).
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
        vat_percent: the VAT rate, percent (13 by default), on each option's discounted
            subtotal.
        payment_terms, delivery_terms, notes: printed as typed.
    """

    format: Literal["rigwright-quote/1"] = FORMAT
    number: Annotated[str | None, BeforeValidator(_number)] = None
    revision: int = Field(default=1, ge=1, le=999, strict=True)
    status: Literal["draft", "sent", "won", "lost"] = "draft"
    date: _dt.date = Field(default_factory=_default_date)
    valid_until: _dt.date | None = None
    lang: Literal["zh_CN", "zh_TW", "en"] = "zh_CN"
    catalog: Annotated[str, BeforeValidator(_catalog_name)] = "seed-2020"
    vendor: VendorProfile | None = None
    customer: Customer
    options: tuple[Option, ...] = Field(min_length=1, max_length=MAX_OPTIONS)
    vat_percent: Annotated[
        Decimal,
        BeforeValidator(lambda v: to_percent(v, "vat_percent")),
        PlainSerializer(str, return_type=str),
    ] = DEFAULT_VAT_PERCENT
    payment_terms: LongText = ""
    delivery_terms: LongText = ""
    notes: LongText = ""

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
        """The quote label ``key`` (:data:`rigwright.core.text.words.LABELS`) in this quote's language."""
        return label(key, self.lang)

    def option_title(self, index: int) -> str:
        """Option ``index``'s title, or "Option A"/"方案 A" when it has none."""
        title = self.options[index].title
        return title or option_letter_title(index, self.lang)

    def to_json(self) -> str:
        """The document as a quote file (UTF-8 JSON text, indented, logo base64)."""
        return self.model_dump_json(indent=2, exclude_none=True)


_OPTION_WORD = {"zh_CN": "方案", "zh_TW": "方案", "en": "Option"}


def option_letter_title(index: int, lang: str) -> str:
    """ "Option A" / "方案 A" for ``index`` 0, "B" for 1, ..."""
    return f"{_OPTION_WORD[lang]} {chr(ord('A') + index)}"


# ----------------------------------------------------------------------------- reading
def _message(exc: ValidationError) -> str:
    first = exc.errors()[0]
    # A key of the file's own (an unknown field) is quoted and cut; pydantic's own location
    # parts ("function-after[...]", "literal[...]") are kept for field_path to drop.
    loc = tuple(
        shorten(p, 40)
        if isinstance(p, str)
        and not (
            re.fullmatch(r"\w{1,40}", p, re.ASCII) or re.fullmatch(r"[a-z-]+\[.*\]", p, re.DOTALL)
        )
        else p
        for p in first["loc"]
    )
    where = field_path(loc, "quote")
    msg = str(first["msg"])
    for prefix in ("Value error, ", "Assertion failed, "):
        msg = msg.removeprefix(prefix)
    # Messages of our own validators start with their field ("text: ..."): keep the path.
    msg = re.sub(
        r"^(text|amount|discount|email|max_discount_percent|vat_percent|catalog): ", "", msg
    )
    head = msg.split(": ", 1)[0] if ": " in msg else ""
    if head in LineItem.model_fields and where.endswith("]"):
        return f"{where}.{msg}"  # a line's own check names its field
    if where == "quote" and head in QuoteDocument.model_fields:
        return msg
    msg = msg.replace("Tuple should have", "should have").replace(" after validation", "")
    msg = re.sub(r"(a valid dictionary or )?instance of \w+", "a JSON object", msg)
    got = ""
    if (
        first["type"] not in ("missing", "value_error", "too_long", "too_short")
        and "input" in first
    ):
        got = f", got {shorten(first['input'])}"
    return f"{where}: {msg}{got}"


def quote_from_data(data: object) -> QuoteDocument:
    """Validate parsed JSON as a quote document.

    Raises:
        QuoteFileError: the first problem, naming the field ("customer.company: must not be
            empty"; "options[0].items[1].unit_price: a custom build needs a price").
    """
    if not isinstance(data, dict):
        raise QuoteFileError(f"quote: expected a JSON object, got {json_kind(data)}")
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        raise QuoteFileError(f"format: {shorten(fmt)} is not {FORMAT!r}")
    try:
        return QuoteDocument.model_validate(data)
    except ValidationError as exc:
        raise QuoteFileError(_message(exc)) from None
    except MoneyError as exc:  # pragma: no cover - pydantic wraps validator errors
        raise QuoteFileError(str(exc)) from None


MAX_FILE_BYTES = 8_000_000
"""The largest quote file read (a logo of 2 MB is about 2.7 MB as base64)."""


class _DuplicateKey(ValueError):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise _DuplicateKey(key)
        data[key] = value
    return data


def read_quote_file(path: Path | str) -> QuoteDocument:
    """Read a quote file (UTF-8 JSON, a byte-order mark allowed).

    A ``logo`` key of the vendor (a file name, relative to the quote file) is read into
    ``vendor.logo_png``.

    Raises:
        QuoteFileError: the file (or its logo) is missing, not a regular file (a folder, a
            device, a named pipe: checked before it is opened, so nothing blocks), too big,
            not UTF-8 JSON, or invalid (the message names the field).
    """
    path = Path(path)
    try:
        raw = read_regular_file(path, MAX_FILE_BYTES)
    except SourceError as exc:
        more = ", the most a quote file may have" if exc.reason.startswith("is larger") else ""
        raise QuoteFileError(f"{path}: {exc.reason}{more}") from None
    try:
        data = json.loads(raw.decode("utf-8-sig"), object_pairs_hook=_no_duplicates)
    except UnicodeDecodeError:
        raise QuoteFileError(f"{path}: not UTF-8 text") from None
    except _DuplicateKey as exc:
        raise QuoteFileError(
            f"{path}: the key {shorten(exc.args[0])} appears twice in one "
            f"object (which one is meant?)"
        ) from None
    except json.JSONDecodeError as exc:
        raise QuoteFileError(
            f"{path}: not valid JSON (line {exc.lineno}, column {exc.colno})"
        ) from None
    except RecursionError:
        raise QuoteFileError(
            f"{path}: the JSON nests too deeply to read (a quote file nests "
            f"a few levels: quote, options, items)"
        ) from None
    except ValueError:  # a number of more than 4300 digits
        raise QuoteFileError(
            f"{path}: a number in the file has thousands of digits; no "
            f"figure of a quote is that long"
        ) from None
    if isinstance(data, dict) and isinstance(data.get("vendor"), dict) and "logo" in data["vendor"]:
        vendor = dict(data["vendor"])
        logo = vendor.pop("logo")
        if not isinstance(logo, str) or not logo.strip():
            raise QuoteFileError("vendor.logo: must be the name of a PNG or JPEG file")
        logo_path = path.parent / logo
        folder = path.parent.resolve()
        if (
            Path(logo).is_absolute()
            or Path(logo).drive
            or "\0" in logo
            or folder not in logo_path.resolve().parents
        ):
            raise QuoteFileError(
                f"vendor.logo: {shorten(logo)} is not a file in the quote "
                f"file's folder; put the logo beside the quote file"
            )
        try:
            vendor["logo_png"] = read_regular_file(logo_path, MAX_LOGO_BYTES)
        except SourceError as exc:
            raise QuoteFileError(f"vendor.logo: cannot read {logo}: {exc.reason}") from None
        data = {**data, "vendor": vendor}
        try:
            return quote_from_data(data)
        except QuoteFileError as exc:  # the image read is refused: name the file's own key
            text = str(exc)
            if text.startswith("vendor.logo_png"):
                raise QuoteFileError(
                    f"vendor.logo ({shorten(logo)}){text.removeprefix('vendor.logo_png')}"
                ) from None
            raise
    return quote_from_data(data)


# ----------------------------------------------------------------------------- resolving
@dataclass(frozen=True, slots=True)
class Component:
    """One entry of a workstation's component list: a kind label and the text as quoted."""

    kind: str
    text: str
    quantity: int = 1


@dataclass(frozen=True, slots=True)
class ResolvedLine:
    """A line item with what it refers to.

    Attributes:
        item: the line as written.
        description: the text printed for it, in the quote's language.
        components: a workstation's component list (empty for an extra).
        sku: the seed SKU (kind "sku"), else None.
        build: the workstation's build (SKU or custom), else None.
        unit_price: CNY per unit (the seed price for a SKU line without its own price).
        price_note: where a SKU's price comes from (the seed guide, illustrative), or "".
    """

    item: LineItem
    description: str
    components: tuple[Component, ...]
    sku: Sku | None
    build: Build | None
    unit_price: Decimal
    price_note: str = ""


@dataclass(frozen=True, slots=True)
class ResolvedOption:
    """An option with its lines resolved and its money totalled.

    Attributes:
        title: the option's title in the quote's language.
        option: the option as written.
        lines: the resolved lines, in order.
        totals: the option's money (:func:`rigwright.core.pricing.money.totals`).
    """

    title: str
    option: Option
    lines: tuple[ResolvedLine, ...]
    totals: Totals

    @property
    def systems(self) -> tuple[ResolvedLine, ...]:
        """The workstation lines (SKUs and custom builds)."""
        return tuple(line for line in self.lines if line.build is not None)

    @property
    def cost(self) -> Decimal | None:
        """Internal: the option's cost (Σ quantity × unit cost), None when a line has none."""
        total = Decimal(0)
        for line in self.lines:
            if line.item.unit_cost is None:
                return None
            total += line.item.quantity * line.item.unit_cost
        return total

    @property
    def margin_percent(self) -> Decimal | None:
        """Internal: the margin on the discounted subtotal, percent, or None (no cost)."""
        return margin(self.totals.discounted, self.cost)


@dataclass(frozen=True, slots=True)
class ResolvedQuote:
    """A quote document resolved against its catalog, ready to show or print."""

    document: QuoteDocument
    vendor: VendorProfile
    options: tuple[ResolvedOption, ...]

    @property
    def lang(self) -> str:
        return self.document.lang


def sku_components(sku: Sku, lang: str, catalog: Catalog) -> tuple[Component, ...]:
    """A SKU's component list as the quote prints it: the seed's cells worded for ``lang``
    through the catalog's glossary (seed guide, section 五)."""
    parts = (
        ("cpu", sku.cpu, 1),
        ("ram", sku.ram, 1),
        ("gpu", f"{sku.gpu_count} × {sku.gpu}", sku.gpu_count),
        ("storage", sku.storage, 1),
        ("chassis", sku.chassis, 1),
        ("monitor", sku.monitor, 1),
    )
    return tuple(
        Component(
            label(key, lang),
            localise(text, lang, catalog.glossary) if catalog.glossary else text,
            qty,
        )
        for key, text, qty in parts
        if text
    )


def build_components(
    build: Build, lang: str, catalog: Catalog | None = None
) -> tuple[Component, ...]:
    """A custom build's component list: chassis, CPUs, memory, GPUs, PSUs and drives (worded
    for ``lang`` through ``catalog``'s glossary, as :func:`sku_components` words the seed's
    cells: a build made from a SKU keeps the seed's "28TB存儲")."""
    out = [Component(label("chassis_only", lang), build.chassis)]
    out += [
        Component(label("cpu", lang), f"{c.count} × {c.name}" if c.count > 1 else c.name, c.count)
        for c in build.cpus
    ]
    if build.memory_gb:
        out.append(Component(label("ram", lang), f"{build.memory_gb} GB"))
    out += [Component(label("gpu", lang), f"{g.count} × {g.model}", g.count) for g in build.gpus]
    if build.psus_w:
        psu = build.psu or f"{build.psus_w[0]} W"
        text = f"{len(build.psus_w)} × {psu}" if len(build.psus_w) > 1 else psu
        out.append(Component(label("psu", lang), text, len(build.psus_w)))
    glossary = catalog.glossary if catalog is not None else ()
    out += [
        Component(label("storage", lang), localise(d, lang, glossary) if glossary else d)
        for d in build.drives
    ]
    return tuple(out)


def _resolve_line(item: LineItem, where: str, doc: QuoteDocument, catalog: Catalog) -> ResolvedLine:
    lang = doc.lang
    if item.kind == "sku":
        try:
            sku = catalog.sku(item.sku or "")
        except KeyError as exc:
            raise QuoteFileError(f"{where}.sku: {exc.args[0]}") from None
        try:
            build = build_from_sku(sku, catalog)
        except (ValueError, KeyError) as exc:
            raise QuoteFileError(
                f"{where}.sku: SKU {sku.number} cannot be read as a build: {exc}"
            ) from None
        price = item.unit_price if item.unit_price is not None else Decimal(sku.price_cny)
        note = ""
        if item.unit_price is None:
            note = (
                label("illustrative_note", lang)
                if sku.price_illustrative
                else label("basis_note", lang).format(basis=basis_words(sku.price_basis, lang))
            )
        text = item.description or f"{label('workstation', lang)} {sku.code}"
        return ResolvedLine(item, text, sku_components(sku, lang, catalog), sku, build, price, note)
    if item.kind == "build":
        try:
            build = build_from_json(item.build, catalog)
        except BuildError as exc:
            raise QuoteFileError(f"{where}.build.{exc}") from None
        text = (
            item.description
            or f"{label('workstation', lang)} {build.label or build.chassis}".rstrip()
        )
        assert item.unit_price is not None  # checked by LineItem
        return ResolvedLine(
            item, text, build_components(build, lang, catalog), None, build, item.unit_price
        )
    assert item.unit_price is not None
    return ResolvedLine(item, item.description, (), None, None, item.unit_price)


def resolve_quote(
    doc: QuoteDocument, catalog: Catalog, vendor: VendorProfile | None = None
) -> ResolvedQuote:
    """Resolve ``doc``'s SKUs and builds in ``catalog`` and total every option.

    Args:
        doc: the quote.
        catalog: the catalog named by ``doc.catalog`` (the caller opens it).
        vendor: the stored vendor profile, used when ``doc.vendor`` is None; the
            placeholder vendor when both are None.

    Raises:
        QuoteFileError: an unknown SKU, an invalid build, or a discount larger than what it
            applies to; the message names the field ("options[0].items[2].discount: ...").
    """
    options = []
    for i, option in enumerate(doc.options):
        if option.workload is not None:
            try:
                resolve_workload(option.workload)
            except UnknownWorkload as exc:
                raise QuoteFileError(
                    f"options[{i}].workload: {str(exc).removeprefix('workload: ')}"
                ) from None
        lines = tuple(
            _resolve_line(item, f"options[{i}].items[{j}]", doc, catalog)
            for j, item in enumerate(option.items)
        )
        try:
            money = totals(
                [(line.item.quantity, line.unit_price, line.item.discount) for line in lines],
                option.discount,
                doc.vat_percent,
            )
        except MoneyError as exc:
            text = str(exc)
            if text.startswith("lines["):
                text = "items[" + text.removeprefix("lines[")
            raise QuoteFileError(f"options[{i}].{text}") from None
        options.append(ResolvedOption(doc.option_title(i), option, lines, money))
    return ResolvedQuote(doc, doc.vendor or vendor or PLACEHOLDER_VENDOR, tuple(options))


GUIDANCE_RULES = frozenset({"scale_table", "chassis_range"})
"""Rules that hold a build to the seed's guidance rather than to physics: the seed's own SKUs
break them (2.5, 3.1, 3.3), so they never stop a quote; every other rule's error does."""


def export_problems(quote: ResolvedQuote, catalog: Catalog) -> list[str]:
    """Why ``quote`` must not go to a customer yet, one sentence each; empty when it may.

    A workstation line (SKU or custom build) whose build breaks a physical rule with an error
    (:func:`rigwright.core.build.rules.check_build`; slots, cooling, power, connectors, lanes, NVLink, form
    factor, memory — not :data:`GUIDANCE_RULES`), and a workstation line without a price
    (¥0.00: a build whose price is still to be set). Drafts may be saved with problems; a
    PDF is not written until they are solved.

    Returns:
        ["Option A, line 1: ..."], in option and line order.
    """
    from rigwright.core.build.rules import RULES, check_build

    physical = {name for name, _ in RULES} - GUIDANCE_RULES
    problems = []
    for option in quote.options:
        for n, line in enumerate(option.lines, start=1):
            if line.build is None:
                continue
            where = f"{option.title}, line {n}"
            if line.unit_price == 0:
                problems.append(
                    f"{where}: the workstation has no price (¥0.00): enter its unit price"
                )
            try:
                verdicts = check_build(line.build, catalog, rules=physical)
            except (KeyError, ValueError) as exc:
                problems.append(f"{where}: the build cannot be checked: {exc}")
                continue
            problems += [f"{where}: {v.message}" for v in verdicts if v.severity == "error"]
    return problems


def quote_for_sku(
    sku: Sku,
    customer: str,
    lang: str = "zh_CN",
    today: _dt.date | None = None,
    catalog: str = "seed-2020",
) -> QuoteDocument:
    """A one-option draft quote of ``sku`` at its seed price to the company ``customer``.

    Raises:
        QuoteFileError: an invalid customer name or language (the message names the field).
    """
    data = {
        "lang": lang,
        "catalog": catalog,
        "customer": {"company": customer},
        "date": today or _dt.date.today(),
        "options": [{"items": [sku_line(sku)]}],
    }
    try:
        return QuoteDocument.model_validate(data)
    except ValidationError as exc:
        raise QuoteFileError(_message(exc)) from None


def sku_line(sku: Sku, quantity: int = 1) -> LineItem:
    """A line quoting a seed SKU at its seed price."""
    return LineItem(kind="sku", sku=sku.number, quantity=quantity)


def build_line(build: Build, unit_price: Decimal, description: str = "") -> LineItem:
    """A line quoting a custom build at ``unit_price`` CNY."""
    return LineItem(
        kind="build", build=build_to_json(build), unit_price=unit_price, description=description
    )


def extra_presets(catalog: Catalog, lang: str) -> tuple[LineItem, ...]:
    """Extra lines offered by the editor: warranty years, on-site installation, and installing
    the seed's software stack (seed guide, section 四: SDK and OS), with indicative prices the
    engineer changes (the seed prices none: each is an editable starting point, not a figure
    of the seed)."""
    words = _EXTRAS[lang]
    names: list[str] = []
    for value in catalog.sdk.values():
        listed = re.sub(r"（[^）]*）|\([^)]*\)", "", value.split("：", 1)[-1])
        names += [n.strip() for n in re.split(r"[、,，]", listed) if n.strip()]
    if any("Docker" in v for v in catalog.os.values()):
        names.append("Docker")
    stack = ("、" if lang != "en" else ", ").join(dict.fromkeys(names))
    items = [
        LineItem(kind="extra", description=words["warranty"], unit_price=Decimal(3000)),
        LineItem(kind="extra", description=words["onsite"], unit_price=Decimal(2000)),
    ]
    if stack:
        items.append(
            LineItem(
                kind="extra",
                description=f"{words['stack']}"
                f"{'（' if lang != 'en' else ' ('}{stack}"
                f"{'）' if lang != 'en' else ')'}",
                unit_price=Decimal(1500),
            )
        )
    return tuple(items)


_EXTRAS = {
    "zh_CN": {
        "warranty": "延长保修（每年）",
        "onsite": "上门安装调试",
        "stack": "深度学习软件栈安装",
    },
    "zh_TW": {
        "warranty": "延長保固（每年）",
        "onsite": "到府安裝調試",
        "stack": "深度學習軟體堆疊安裝",
    },
    "en": {
        "warranty": "Extended warranty (per year)",
        "onsite": "On-site installation",
        "stack": "Deep-learning software stack installation",
    },
}


def software_stack(catalog: Catalog) -> tuple[tuple[str, str], ...]:
    """The seed's software stack as (label, text as printed) pairs: SDKs then OS and
    containers (seed guide, sections 4.2 and 4.3)."""
    pairs = []
    for value in (*catalog.sdk.values(), *catalog.os.values()):
        head, sep, tail = value.partition("：")
        pairs.append((head, tail) if sep else ("", value))
    return tuple(pairs)


__all__ = [
    "FORMAT",
    "INTERNAL_FIELDS",
    "LANGS",
    "MAX_OPTIONS",
    "PLACEHOLDER_VENDOR",
    "STATUSES",
    "Component",
    "Customer",
    "LineItem",
    "Option",
    "QuoteDocument",
    "QuoteFileError",
    "ResolvedLine",
    "ResolvedOption",
    "ResolvedQuote",
    "VendorProfile",
    "build_components",
    "build_line",
    "check_text",
    "discount_text",
    "export_problems",
    "extra_presets",
    "option_letter_title",
    "parse_discount",
    "quote_for_sku",
    "quote_from_data",
    "read_quote_file",
    "resolve_quote",
    "sku_components",
    "sku_line",
    "software_stack",
]
