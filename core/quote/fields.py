"""The quote document's limits and field types: checked texts, e-mail addresses, money,
discounts and catalog names, and the frozen pydantic base of its models."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from decimal import Decimal
from typing import Annotated, Final

from pydantic import BaseModel, BeforeValidator, ConfigDict, PlainSerializer

from rigwright.core.build.model import shorten
from rigwright.core.pricing.money import Discount, to_money, to_percent
from rigwright.core.text.amounts import typed_amount
from rigwright.core.text.clean import MAX_MESSAGE, MAX_TEXT, check_text, clip, one_line

FORMAT: Final = "rigwright-quote/1"
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
        """The error with ``message`` made one line and clipped."""
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


def check_catalog_name(value: object) -> str:
    """``value`` as a catalog name (:func:`catalog_name_problem`).

    Raises:
        ValueError: "catalog: <name>: <why not>".
    """
    text = check_text(value, "catalog", required=True)
    problem = catalog_name_problem(text)
    if problem is not None:
        raise ValueError(f"catalog: {shorten(text)}: {problem}")
    return text


def _text_check(
    max_len: int = MAX_TEXT, multiline: bool = False, required: bool = False
) -> Callable[[object], str]:
    def check(value: object) -> str:
        return check_text(value, "text", max_len, multiline, required)

    return check


Text = Annotated[str, BeforeValidator(_text_check())]
RequiredText = Annotated[str, BeforeValidator(_text_check(required=True))]
LongText = Annotated[str, BeforeValidator(_text_check(MAX_LONG_TEXT, multiline=True))]
Address = Annotated[str, BeforeValidator(_text_check(600, multiline=True))]
LineText = Annotated[str, BeforeValidator(_text_check(400, multiline=True))]
"""A line item's description."""
ReasonText = Annotated[str, BeforeValidator(_text_check(600))]
"""One reason an option fits its workload."""

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

    "5%", "5 %", "7.5%" -> 7.5 percent off; "500", "500.00", "¥500", "2千" -> that amount off
    (as :func:`rigwright.core.text.amounts.typed_amount` reads it); ``{"percent":
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
        text = unicodedata.normalize("NFKC", value).strip()  # "５％" is "5%"
        if not text:
            return None
        kind, raw = ("percent", text[:-1].strip()) if text.endswith("%") else ("amount", text)
        if kind == "amount" and (typed := typed_amount(raw)) is not None:
            raw = str(typed.value)  # as people type it: "¥2,000", "2千", "0.2万"
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


class FrozenModel(BaseModel):
    """The base of the document's models: unknown keys refused, immutable, bytes as base64."""

    model_config = ConfigDict(
        extra="forbid", frozen=True, ser_json_bytes="base64", val_json_bytes="base64"
    )
