"""Dated exchange rates from the catalog's currency (CNY) to a quote's currency: read from
``exchange_rates.toml`` (the user's copy in the user data folder, else the shipped one), kept
in the quote they priced, and used to convert catalog prices (docs/quote-format.md, "Markets
and currencies")."""

from __future__ import annotations

import datetime as _dt
import tomllib
from decimal import ROUND_HALF_UP, Context, Decimal
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, PlainSerializer, ValidationError

from rigwright.core.pricing.markets import CATALOG_CURRENCY, CURRENCIES
from rigwright.core.pricing.money import round_fen, to_money

RATES_FILE = "exchange_rates.toml"
"""The rates file's name, in the user data folder (the user's) and in ``data/`` (shipped)."""

_DIVIDE = Context(prec=60, rounding=ROUND_HALF_UP)
_RATE_PLACES = 8


def _rate_text(value: object) -> Decimal:
    """A rate given as text ("0.229032"), an int or a Decimal: finite, above 0, at most
    8 decimals; a float is refused (a rate is exact, as money is)."""
    if isinstance(value, bool | float):
        raise ValueError(f'{value!r}: write the rate as text, such as "0.229032"')
    if isinstance(value, str):
        try:
            number = Decimal(value.strip())
        except ArithmeticError:
            raise ValueError(f"{value!r} is not a number") from None
    elif isinstance(value, int | Decimal):
        number = Decimal(value)
    else:
        raise ValueError(f"{value!r} is not a number")
    if not number.is_finite() or number <= 0:
        raise ValueError(f"{value} is not a rate above 0")
    exponent = number.as_tuple().exponent
    assert isinstance(exponent, int)  # finite
    if -exponent > _RATE_PLACES:
        raise ValueError(f"{value} has more than {_RATE_PLACES} decimal places")
    return number


class ExchangeRate(BaseModel):
    """One dated rate: ``cny_per_unit`` yuan buy one unit of ``currency``.

    Attributes:
        currency: ISO 4217 code, one of :data:`CURRENCIES` but CNY.
        cny_per_unit: yuan per unit (> 0, up to 8 decimals), e.g. 7.10 for USD.
        as_of: the day the rate is for.
        source: where it comes from (a URL and what was read), or how it was assumed.
        assumed: True when it is not a published rate of that day (the PDF says so).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    currency: str = Field(pattern=r"^(TWD|HKD|USD)$")
    cny_per_unit: Annotated[
        Decimal, BeforeValidator(_rate_text), PlainSerializer(str, return_type=str)
    ]
    as_of: _dt.date
    source: str = Field(default="", max_length=1000)
    assumed: bool = False

    def from_cny(self, amount_cny: Decimal) -> Decimal:
        """``amount_cny`` yuan in this currency, rounded half-up to the cent (0.01).

        Raises:
            MoneyError: ``amount_cny`` is not valid money (:func:`to_money`).
        """
        yuan = to_money(amount_cny, "amount")
        return round_fen(_DIVIDE.divide(yuan, self.cny_per_unit))


class RatesError(ValueError):
    """The rates file cannot be read; the message names the file and the entry."""


def shipped_rates_path() -> Path:
    """The shipped rates file (``data/exchange_rates.toml``)."""
    from rigwright.core.io.paths import data_dir

    return data_dir() / RATES_FILE


def user_rates_path() -> Path:
    """The user's own rates file (beside the database); it replaces the shipped one when it
    exists."""
    from rigwright.core.io.paths import default_db_path

    return default_db_path().parent / RATES_FILE


def load_rates(path: Path | None = None) -> dict[str, ExchangeRate]:
    """The rates of ``path`` (default: the user's file when it exists, else the shipped one),
    by currency code.

    Raises:
        RatesError: the file cannot be read, is not TOML, or an entry is invalid or repeated
            ("exchange_rates.toml, rate 2 (HKD), cny_per_unit: ...").
    """
    if path is None:
        user = user_rates_path()
        path = user if user.is_file() else shipped_rates_path()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise RatesError(f"{path.name}: cannot be read: {exc}") from None
    rates: dict[str, ExchangeRate] = {}
    entries = data.get("rate", [])
    if not isinstance(entries, list):
        raise RatesError(f"{path.name}: 'rate' must be an array of tables ([[rate]])")
    for n, entry in enumerate(entries, start=1):
        where = f"{path.name}, rate {n}"
        if isinstance(entry, dict) and isinstance(entry.get("currency"), str):
            where += f" ({entry['currency']})"
        try:
            rate = ExchangeRate.model_validate(entry)
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(p) for p in first["loc"]) or "entry"
            raise RatesError(f"{where}, {field}: {first['msg']}") from None
        if rate.currency in rates:
            raise RatesError(f"{where}: a second rate for {rate.currency}")
        rates[rate.currency] = rate
    return rates


def rate_for(currency: str, rates: dict[str, ExchangeRate] | None = None) -> ExchangeRate | None:
    """The rate that converts catalog prices to ``currency``: None for CNY (no conversion).

    Raises:
        RatesError: ``currency`` has no rate in ``rates`` (default :func:`load_rates`), or the
            rates file cannot be read.
        ValueError: ``currency`` is not one of :data:`CURRENCIES`.
    """
    if currency not in CURRENCIES:
        raise ValueError(f"{currency!r} is not a quote currency; one of {', '.join(CURRENCIES)}")
    if currency == CATALOG_CURRENCY:
        return None
    table = load_rates() if rates is None else rates
    if currency not in table:
        raise RatesError(f"{RATES_FILE}: no rate for {currency}")
    return table[currency]


def convert_from_cny(amount_cny: Decimal, rate: ExchangeRate | None) -> Decimal:
    """``amount_cny`` in the rate's currency (to the cent), or unchanged when ``rate`` is None
    (a CNY quote).

    Raises:
        MoneyError: ``amount_cny`` is not valid money.
    """
    if rate is None:
        return to_money(amount_cny, "amount")
    return rate.from_cny(amount_cny)


__all__ = [
    "RATES_FILE",
    "ExchangeRate",
    "RatesError",
    "convert_from_cny",
    "load_rates",
    "rate_for",
    "shipped_rates_path",
    "user_rates_path",
]
