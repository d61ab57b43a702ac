"""The exact money arithmetic of a customer quote (CNY): line amounts, discounts, VAT, totals,
the amount in Chinese capital numerals (大写金额), and the one money formatter,
:func:`format_cny`. The rounding rule and where it applies: docs/quote-format.md ("Money").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import (
    ROUND_DOWN,
    ROUND_HALF_UP,
    Context,
    Decimal,
    DivisionByZero,
    Inexact,
    InvalidOperation,
    Overflow,
    localcontext,
)
from enum import StrEnum
from typing import Literal

from babel.numbers import format_decimal

from rigwright.core.pricing.markets import currency_symbol
from rigwright.core.text.i18n import LANGS

FEN = Decimal("0.01")
"""The smallest unit of money, 1 fen = 0.01 yuan; every computed amount is a whole number of it."""

DEFAULT_VAT_PERCENT = Decimal(13)
"""China's standard VAT rate on goods, in percent."""

MAX_AMOUNT = Decimal(10**12)
"""10^12 yuan: any amount, subtotal or total beyond it is refused."""

MAX_QUANTITY = 100_000
"""The largest quantity of one line (the smallest is 1)."""

MAX_DECIMAL_PLACES = 4
"""An input amount or percent may have at most this many decimal places (¥0.0001)."""


CURRENCY_SYMBOL = "¥"

_INPUT_QUANTUM = Decimal(1).scaleb(-MAX_DECIMAL_PLACES)
_TENTH = Decimal("0.1")
_ZERO = Decimal("0.00")

# Exact arithmetic: 60 digits hold any product of the bounded inputs, and Inexact is trapped so
# that an unexpected rounding raises rather than changing an amount.
_EXACT = Context(
    prec=60, rounding=ROUND_HALF_UP, traps=[InvalidOperation, DivisionByZero, Overflow, Inexact]
)
# The deliberate roundings (round_fen, margin) run here: same precision, Inexact allowed.
_ROUNDING = Context(
    prec=60, rounding=ROUND_HALF_UP, traps=[InvalidOperation, DivisionByZero, Overflow]
)

# Plain ASCII decimal numbers only: no grouping commas, exponents, full-width digits or "NaN".
_NUMBER_RE = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")


class MoneyError(ValueError):
    """Money input or arithmetic refused; the message starts with the field it concerns
    ("lines[2].discount: 120 % is more than 100 %")."""


def round_fen(value: Decimal) -> Decimal:
    """``value`` yuan rounded half-up (half away from zero) to the fen.

    0.625 → 0.63, -0.625 → -0.63, 0.004 → 0.00. The result always has exactly 2 decimal
    places. This is the product's only rounding of money (see the module docstring).

    Raises:
        MoneyError: ``value`` is not a Decimal or int (a float or bool), or is NaN or infinite.
    """
    number = _as_decimal(value, "value")
    if not number.is_finite():
        raise MoneyError(f"value: {value} is not a finite number")
    return number.quantize(FEN, rounding=ROUND_HALF_UP, context=_ROUNDING)


def to_money(value: object, field: str) -> Decimal:
    """An amount of money in yuan, validated: a Decimal, an int or a plain decimal string.

    Strings may have surrounding spaces ("  1234.50 ") but no grouping ("1,234.50" is refused),
    exponent or currency sign. The amount is returned exactly as given (not rounded), with
    trailing zeros beyond 4 decimal places dropped; ``-0`` becomes ``0``.

    Raises:
        MoneyError: naming ``field``: a float, a bool, another type, text that is not a plain
            number, NaN or infinity, a negative amount, more than :data:`MAX_AMOUNT`, or more
            than 4 decimal places.
    """
    number = _parse_number(value, field)
    if number < 0:
        raise MoneyError(f"{field}: {number} is negative")
    if number > MAX_AMOUNT:
        raise MoneyError(f"{field}: {number} is more than the largest amount, ¥{MAX_AMOUNT:,}")
    return _check_places(number, field)


def to_percent(value: object, field: str) -> Decimal:
    """A percentage, 0 to 100 inclusive, parsed and validated as :func:`to_money` parses money.

    Raises:
        MoneyError: naming ``field``, as :func:`to_money`, or when the value is more than 100
            ("discount: 120 % is more than 100 %").
    """
    number = _parse_number(value, field)
    if number < 0:
        raise MoneyError(f"{field}: {number} % is negative")
    if number > 100:
        raise MoneyError(f"{field}: {number} % is more than 100 %")
    return _check_places(number, field)


@dataclass(frozen=True, slots=True)
class Discount:
    """A discount on a line or on a quote's subtotal.

    Attributes:
        kind: "percent" (``value`` is a percentage, 0..100) or "amount" (``value`` is yuan,
            a whole number of fen, at most the amount it is taken off).
        value: the percentage or the amount, a Decimal (an int or plain string is accepted
            too; it is validated when the discount is applied, so that the error can name the
            field it belongs to).
    """

    kind: Literal["percent", "amount"]
    value: Decimal

    def off(self, base: Decimal, field: str = "discount") -> Decimal:
        """The amount in yuan taken off ``base`` yuan: round_fen(base × value / 100) for a
        percent, ``value`` itself for an amount. Always 2 decimal places, 0 ≤ result ≤ base.

        Raises:
            MoneyError: naming ``field``: unknown kind; a percent outside 0..100; an amount that
                is negative, not a whole number of fen, or more than ``base``; ``base`` invalid.
        """
        base = to_money(base, f"{field} (base)")
        if self.kind == "percent":
            percent = to_percent(self.value, field)
            with localcontext(_EXACT):
                return round_fen(base * percent / 100)
        if self.kind == "amount":
            amount = to_money(self.value, field)
            if amount != amount.quantize(FEN, rounding=ROUND_DOWN, context=_ROUNDING):
                raise MoneyError(f"{field}: {amount} is not a whole number of fen")
            if amount > base:
                raise MoneyError(f"{field}: {amount} is more than the {base} it is taken off")
            return amount.quantize(FEN, context=_EXACT)
        raise MoneyError(f"{field}: unknown discount kind {self.kind!r} (percent or amount)")

    def label(self, lang: str) -> str:
        """The discount as a quote shows it in ``lang``: "7.5 %" for a percent (trailing zeros
        dropped), "¥500.00" for an amount (:func:`format_cny`, document style). No sign: the
        view words it.

        Raises:
            ValueError: ``lang`` is not one of :data:`LANGS`.
            MoneyError: the value or kind is invalid (as for :meth:`off`).
        """
        _check_lang(lang)
        if self.kind == "percent":
            percent = to_percent(self.value, "discount")
            with localcontext(_ROUNDING):  # babel quantizes in the current context
                return f"{format_decimal(percent, format='0.####', locale=lang)} %"
        if self.kind == "amount":
            return _document(to_money(self.value, "discount"), lang)
        raise MoneyError(f"discount: unknown discount kind {self.kind!r} (percent or amount)")


@dataclass(frozen=True, slots=True)
class LineMoney:
    """The money of one quote line, in yuan.

    Attributes:
        quantity: how many, 1..:data:`MAX_QUANTITY`.
        unit_price: the price of one, as given (up to 4 decimal places).
        gross: round_fen(quantity × unit_price).
        discount: the line discount taken off ``gross`` (0.00 when none).
        net: gross − discount.
    """

    quantity: int
    unit_price: Decimal
    gross: Decimal
    discount: Decimal
    net: Decimal


@dataclass(frozen=True, slots=True)
class Totals:
    """The money of a whole quote, in yuan; every amount has exactly 2 decimal places.

    Attributes:
        lines: each line's money, in order.
        subtotal: Σ line nets.
        discount: the total discount taken off ``subtotal`` (0.00 when none).
        discounted: subtotal − discount.
        vat_percent: the VAT rate in percent.
        vat: round_fen(discounted × vat_percent / 100).
        total: discounted + vat, what the customer pays.
    """

    lines: tuple[LineMoney, ...]
    subtotal: Decimal
    discount: Decimal
    discounted: Decimal
    vat_percent: Decimal
    vat: Decimal
    total: Decimal


def line_money(
    quantity: int, unit_price: Decimal, discount: Discount | None = None, field: str = "line"
) -> LineMoney:
    """The money of one line: ``quantity`` × ``unit_price`` yuan less ``discount``.

    Raises:
        MoneyError: naming ``field`` ("line.quantity", "line.unit_price", "line.discount",
            "line.gross"): quantity not an int (a bool is refused) or outside
            1..:data:`MAX_QUANTITY`; unit price invalid (:func:`to_money`); discount invalid
            (:meth:`Discount.off`); gross more than :data:`MAX_AMOUNT`.
    """
    if isinstance(quantity, bool) or not isinstance(quantity, int):
        raise MoneyError(f"{field}.quantity: {quantity!r} is not a whole number")
    if not 1 <= quantity <= MAX_QUANTITY:
        raise MoneyError(f"{field}.quantity: {quantity} is not between 1 and {MAX_QUANTITY}")
    price = to_money(unit_price, f"{field}.unit_price")
    with localcontext(_EXACT):
        gross = round_fen(quantity * price)
        if gross > MAX_AMOUNT:
            raise MoneyError(
                f"{field}.gross: {gross} is more than the largest amount, ¥{MAX_AMOUNT:,}"
            )
        taken = _ZERO if discount is None else discount.off(gross, f"{field}.discount")
        return LineMoney(quantity, price, gross, taken, gross - taken)


def totals(
    lines: Sequence[tuple[int, Decimal, Discount | None]],
    total_discount: Discount | None = None,
    vat_percent: Decimal = DEFAULT_VAT_PERCENT,
) -> Totals:
    """The money of a quote: its ``lines`` (quantity, unit price in yuan, line discount or
    None), a discount on the subtotal, and VAT at ``vat_percent`` on the discounted subtotal.

    No lines gives all-zero totals.

    Raises:
        MoneyError: the first problem, naming its field: "lines[i].quantity",
            "lines[i].unit_price", "lines[i].discount", "lines[i].gross" (see
            :func:`line_money`), "lines[i]" (not a 3-tuple), "subtotal" or "total" (more than
            :data:`MAX_AMOUNT`), "discount" (the total discount), "vat_percent" (0..100).
    """
    rate = to_percent(vat_percent, "vat_percent")
    moneys = []
    for i, line in enumerate(lines):
        field = f"lines[{i}]"
        try:
            quantity, unit_price, discount = line
        except (TypeError, ValueError):
            raise MoneyError(f"{field}: {line!r} is not (quantity, unit_price, discount)") from None
        moneys.append(line_money(quantity, unit_price, discount, field))
    with localcontext(_EXACT):
        subtotal = sum((m.net for m in moneys), _ZERO)
        if subtotal > MAX_AMOUNT:
            raise MoneyError(
                f"subtotal: {subtotal} is more than the largest amount, ¥{MAX_AMOUNT:,}"
            )
        taken = _ZERO if total_discount is None else total_discount.off(subtotal, "discount")
        discounted = subtotal - taken
        vat = round_fen(discounted * rate / 100)
        total = discounted + vat
        if total > MAX_AMOUNT:
            raise MoneyError(f"total: {total} is more than the largest amount, ¥{MAX_AMOUNT:,}")
    return Totals(tuple(moneys), subtotal, taken, discounted, rate, vat, total)


def margin(net: Decimal, cost: Decimal | None) -> Decimal | None:
    """The gross margin of selling at ``net`` yuan what costs ``cost`` yuan, in percent:
    (net − cost) / net × 100, rounded half-up to 0.1 (negative when sold below cost).

    None when ``cost`` is None (unknown) or ``net`` is 0. An internal figure: cost and margin
    never reach a customer.

    Raises:
        MoneyError: ``net`` or ``cost`` is not valid money (:func:`to_money`; fields "net",
            "cost").
    """
    if cost is None:
        return None
    net = to_money(net, "net")
    cost = to_money(cost, "cost")
    if net == 0:
        return None
    # One division at 60 digits, then one rounding: with inputs of at most 17 digits the
    # quotient cannot land on a .x5 tie by the first rounding, so there is no double rounding.
    with localcontext(_ROUNDING):
        percent = (net - cost) * 100 / net
    return percent.quantize(_TENTH, rounding=ROUND_HALF_UP, context=_ROUNDING)


@dataclass(frozen=True, slots=True)
class _Numerals:
    digits: str  # 0..9
    wan: str  # 10^4
    yi: str  # 10^8


_SIMPLIFIED = _Numerals("零壹贰叁肆伍陆柒捌玖", "万", "亿")
_TRADITIONAL = _Numerals("零壹貳參肆伍陸柒捌玖", "萬", "億")
_SMALL_UNITS = ("", "拾", "佰", "仟")  # the same in both scripts


def capital_amount(amount: Decimal, traditional: bool = False) -> str:
    """``amount`` yuan in Chinese capital numerals, as written on an invoice (大写金额).

    The amount is rounded half-up to the fen first. The convention (the People's Bank of
    China's rules for filling in payment documents, choosing one of the forms they allow):

    - Digits 零壹贰叁肆伍陆柒捌玖 with 拾佰仟 inside a four-digit group and 万, 亿 (and 万亿 for
      10^12) between groups; a leading ten is written in full (10 → 壹拾元整).
    - A run of zeros between two non-zero digits is written as one 零 (100300 → 壹拾万零叁佰,
      1001 → 壹仟零壹, 100001000 → 壹亿零壹仟), except a run that is only the lower end of a
      group whose leading digit is non-zero, which is silent (107000 → 壹拾万柒仟, not
      壹拾万零柒仟). Zeros at the end of the yuan are silent (1680.32 → 壹仟陆佰捌拾元叁角贰分).
    - "元" follows the yuan; "整" is written only when there are neither 角 nor 分 (壹元整,
      壹元伍角, 壹元伍角贰分). When 角 is 0 and 分 is not, "零" follows 元 (壹拾元零伍分).
    - Below one yuan there is no yuan part (0.5 → 伍角, 0.05 → 伍分); zero is 零元整.

    ``traditional`` writes Traditional characters: 零壹貳參肆伍陸柒捌玖拾佰仟萬億元角分整.

    Raises:
        MoneyError: ``amount`` is not valid money (:func:`to_money`, field "amount"): negative,
            more than :data:`MAX_AMOUNT`, a float, and so on.
    """
    with localcontext(_EXACT):
        fen = int(round_fen(to_money(amount, "amount")) * 100)
    numerals = _TRADITIONAL if traditional else _SIMPLIFIED
    digits = numerals.digits
    yuan, rest = divmod(fen, 100)
    jiao, fen = divmod(rest, 10)
    if yuan == jiao == fen == 0:
        return "零元整"
    words = _integer_words(yuan, numerals) + "元" if yuan else ""
    if jiao:
        words += digits[jiao] + "角"
    elif fen and yuan:
        words += "零"
    if fen:
        words += digits[fen] + "分"
    if not (jiao or fen):
        words += "整"
    return words


_CAPITAL_PREFIX = {("TWD", "zh_TW"): "新臺幣", ("TWD", "zh_CN"): "新台币"}
"""The currency named before a TWD amount in words, as Taiwan's invoices and cheques write
it (新臺幣…元整); a CNY amount is written without a prefix, as the quotes always have."""


def capital_words(amount: Decimal, currency: str, lang: str) -> str:
    """The total in capital numerals as a quote in ``lang`` prints it for ``currency``, or ""
    when it prints none.

    CNY in Chinese: :func:`capital_amount` (Traditional characters in zh_TW), no prefix
    ("壹拾貳萬參仟肆佰伍拾陸元整"). TWD in Chinese: "新臺幣" and Traditional numerals in zh_TW
    ("新臺幣壹拾貳萬參仟肆佰伍拾陸元整"), "新台币" and Simplified ones in zh_CN. HKD and USD
    (their invoices give figures only) and every English quote: "".

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGS`.
        MoneyError: ``amount`` is not valid money (:func:`capital_amount`).
    """
    _check_lang(lang)
    if lang == "en" or currency not in ("CNY", "TWD"):
        return ""
    return _CAPITAL_PREFIX.get((currency, lang), "") + capital_amount(
        amount, traditional=lang == "zh_TW"
    )


def _integer_words(n: int, numerals: _Numerals) -> str:
    """``n`` (≥ 1) in capital numerals, without 元 (see :func:`capital_amount`)."""
    if n >= 10**8:
        high, low = divmod(n, 10**8)
        return _integer_words(high, numerals) + numerals.yi + _lower_words(low, 10**7, numerals)
    if n >= 10**4:
        high, low = divmod(n, 10**4)
        return _integer_words(high, numerals) + numerals.wan + _lower_words(low, 10**3, numerals)
    return _group_words(n, numerals)


def _lower_words(low: int, top: int, numerals: _Numerals) -> str:
    """The part below a non-zero 万 or 亿 group: 零 first when its top digit (``top``'s place)
    is zero, so that a zero run reaching into it is read; nothing when it is 0."""
    if low == 0:
        return ""
    return ("零" if low < top else "") + _integer_words(low, numerals)


def _group_words(n: int, numerals: _Numerals) -> str:
    """``n`` in 1..9999: each interior zero run is one 零, leading and trailing zeros silent."""
    words = ""
    zero_pending = False
    for place in (3, 2, 1, 0):
        digit = n // 10**place % 10
        if digit == 0:
            zero_pending = bool(words)
            continue
        if zero_pending:
            words += "零"
            zero_pending = False
        words += numerals.digits[digit] + _SMALL_UNITS[place]
    return words


def _check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; one of {', '.join(LANGS)}")


def _as_decimal(value: object, field: str) -> Decimal:
    """``value`` as a Decimal when it is one or an int; a float or bool is refused."""
    if isinstance(value, bool):
        raise MoneyError(f"{field}: {value!r} is not a number")
    if isinstance(value, float):
        raise MoneyError(
            f"{field}: {value!r} is a float; money must be exact (a Decimal, an int or a string"
            " such as '12.50')"
        )
    if isinstance(value, Decimal):
        return value
    if isinstance(value, int):
        return Decimal(value)
    raise MoneyError(f"{field}: {type(value).__name__} {value!r} is not a number")


def _parse_number(value: object, field: str) -> Decimal:
    """``value`` (Decimal, int or plain decimal string) as a finite Decimal, ``-0`` as ``0``."""
    if isinstance(value, str):
        text = value.strip()
        if not _NUMBER_RE.fullmatch(text):
            raise MoneyError(
                f"{field}: {value!r} is not a number (digits and one '.', no grouping)"
            )
        number = Decimal(text)
    else:
        number = _as_decimal(value, field)
    if not number.is_finite():
        raise MoneyError(f"{field}: {value} is not a finite number")
    return number.copy_abs() if number.is_zero() else number


def _check_places(number: Decimal, field: str) -> Decimal:
    """``number`` (already bounded) with at most 4 decimal places, trailing zeros beyond
    dropped."""
    exponent = number.as_tuple().exponent
    assert isinstance(exponent, int)  # finite
    if exponent >= -MAX_DECIMAL_PLACES:
        return number
    fixed = number.quantize(_INPUT_QUANTUM, rounding=ROUND_DOWN, context=_ROUNDING)
    if fixed != number:
        raise MoneyError(f"{field}: {number} has more than {MAX_DECIMAL_PLACES} decimal places")
    return fixed


class MoneyStyle(StrEnum):
    """Where an amount is written, which decides its form (examples for 89,990 yuan in English).

    DATA: language-free text of the catalog and the command line, "¥89,990", "¥11,352.90".
    DOCUMENT: a quote's amount, to the fen in every language, "¥89,990.00".
    UNIT_PRICE: a quote's unit price, 2 to 4 decimals, "¥1.205".
    SCREEN: the window, "¥89,990 CNY" (the code after in English and Traditional Chinese).
    SCREEN_COMPACT: the window, large amounts in 万/亿 in Chinese, "¥8.999万".
    SCREEN_DOCUMENT / SCREEN_UNIT_PRICE: a quote's amount or unit price in the window, with the
    window's currency code, "¥89,990.00 CNY".
    TICK / TICK_FULL: a money axis's tick, compact ("¥90k", "¥9万") or in whole yuan.
    """

    DATA = "data"
    DOCUMENT = "document"
    UNIT_PRICE = "unit_price"
    SCREEN = "screen"
    SCREEN_COMPACT = "screen_compact"
    SCREEN_DOCUMENT = "screen_document"
    SCREEN_UNIT_PRICE = "screen_unit_price"
    TICK = "tick"
    TICK_FULL = "tick_full"


def format_cny(
    amount: Decimal | int | float,
    lang: str = "en",
    style: MoneyStyle = MoneyStyle.DATA,
    *,
    step: Decimal | float | None = None,
) -> str:
    """``amount`` yuan written in ``lang`` (one of :data:`LANGS`) for ``style``.

    ``step`` is the spacing of a money axis's ticks (CNY), for the tick styles only: a tick
    gets the decimals that tell it from its neighbours. Only the tick styles take a float
    (an axis's value); money elsewhere is exact.

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGS`.
        MoneyError: ``amount`` is NaN or infinite, a bool, or a float outside the tick styles
            (field "amount").
    """
    if style is MoneyStyle.TICK or style is MoneyStyle.TICK_FULL:
        return _tick(amount, lang, step, compact=style is MoneyStyle.TICK)
    exact = _as_decimal(amount, "amount")  # a float or a bool is refused: money is exact
    if style is MoneyStyle.DATA:
        return _data(exact)
    if style is MoneyStyle.DOCUMENT:
        return _document(exact, lang)
    if style is MoneyStyle.UNIT_PRICE:
        return _unit_price(exact, lang)
    if style is MoneyStyle.SCREEN or style is MoneyStyle.SCREEN_COMPACT:
        return _screen(exact, lang, wan=style is MoneyStyle.SCREEN_COMPACT)
    code = _code(lang)
    if style is MoneyStyle.SCREEN_DOCUMENT:
        return _document(exact, lang) + code
    if style is MoneyStyle.SCREEN_UNIT_PRICE:
        return _unit_price(exact, lang) + code
    raise ValueError(f"unknown money style {style!r}")


def format_money(
    amount: Decimal | int,
    lang: str = "en",
    style: MoneyStyle = MoneyStyle.DOCUMENT,
    currency: str = "CNY",
) -> str:
    """``amount`` in ``currency`` written in ``lang`` for a quote's ``style`` (DOCUMENT,
    UNIT_PRICE, SCREEN_DOCUMENT or SCREEN_UNIT_PRICE): CNY as :func:`format_cny`; TWD, HKD and
    USD with their own symbol ("NT$123,456.00", "HK$1.205", "US$89,990.00") and no code after
    it on screen (the symbol already says which dollar).

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGS`, ``currency`` is not a quote currency
            or ``style`` is not one of the four.
        MoneyError: ``amount`` is a float, a bool, NaN or infinite (field "amount").
    """
    if currency == "CNY":
        return format_cny(amount, lang, style)
    symbol = currency_symbol(currency)
    exact = _as_decimal(amount, "amount")
    if style in (MoneyStyle.DOCUMENT, MoneyStyle.SCREEN_DOCUMENT):
        return _document(exact, lang, symbol)
    if style in (MoneyStyle.UNIT_PRICE, MoneyStyle.SCREEN_UNIT_PRICE):
        return _unit_price(exact, lang, symbol)
    raise ValueError(f"money style {style!r} is not a quote's style")


def _code(lang: str) -> str:
    """The currency code the window writes after an amount in ``lang`` (" CNY" or "")."""
    _check_lang(lang)
    return " CNY" if lang in _CODE_AFTER else ""


def _data(amount: Decimal) -> str:
    """Data style: "¥11,352.9" -> "¥11,352.90"; whole amounts without decimals ("¥89,990"). Rounded
    half-up to the fen, as the quote rounds the price it quotes: "¥5,691.59" for 5691.585."""
    if not amount.is_finite():
        raise MoneyError(f"amount: {amount} is not a finite number")
    if amount == amount.to_integral_value():
        return f"¥{int(amount):,}"
    return f"¥{round_fen(amount):,}"


def _document(amount: Decimal, lang: str, symbol: str = CURRENCY_SYMBOL) -> str:
    """``amount`` yuan as a quote shows money in ``lang``: "¥89,990.00" in every language.

    Rounded half-up to the fen first (babel alone would round half-even); digits grouped by
    babel for ``lang``; the symbol is ``symbol``, "¥" for the yuan in every language (babel
    writes "CN¥" for en and zh_TW, which a customer in China does not expect). A negative
    amount is written "-¥500.00".

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGS`.
        MoneyError: ``amount`` is a float, a bool, NaN or infinite (field "amount").
    """
    number = _shown_amount(amount, lang)
    fen = round_fen(number)
    sign = "-" if fen < 0 else ""
    with localcontext(_ROUNDING):  # babel quantizes in the current context
        digits = format_decimal(fen.copy_abs(), format="#,##0.00", locale=lang)
    return f"{sign}{symbol}{digits}"


def _unit_price(amount: Decimal, lang: str, symbol: str = CURRENCY_SYMBOL) -> str:
    """A unit price as a quote shows it in ``lang``: like the document style, but with as many
    decimals as the price has, at least 2 and at most :data:`MAX_DECIMAL_PLACES` (4), so that
    the customer can redo quantity × unit price = amount: "¥1.205", "¥1.2050" → "¥1.205",
    "¥3.00", "¥0.0001", "¥1,234,567.50".

    A unit price is an input (up to 4 decimal places, :func:`to_money`); amounts computed from
    it (line amounts, totals) are whole fen and printed by the document style. A value with
    more than 4 decimals is rounded half-up to 4 first. A negative price is written "-¥1.205".

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGS`.
        MoneyError: ``amount`` is a float, a bool, NaN or infinite (field "amount").
    """
    number = _shown_amount(amount, lang)
    price = number.quantize(_INPUT_QUANTUM, rounding=ROUND_HALF_UP, context=_ROUNDING)
    sign = "-" if price < 0 else ""
    with localcontext(_ROUNDING):  # babel quantizes in the current context
        # "0.00##": 2 decimals always, the 3rd and 4th only when not zero (exact: ≤ 4 places).
        digits = format_decimal(price.copy_abs(), format="#,##0.00##", locale=lang)
    return f"{sign}{symbol}{digits}"


def _shown_amount(amount: object, lang: str) -> Decimal:
    """``amount`` as a Decimal to be written in ``lang``.

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGS`.
        MoneyError: ``amount`` is a float, a bool, NaN or infinite (field "amount").
    """
    _check_lang(lang)
    number = _as_decimal(amount, "amount")
    if not number.is_finite():
        raise MoneyError(f"amount: {amount} is not a finite number")
    return number


WAN = {"zh_CN": "万", "zh_TW": "萬"}
"""10,000 in the Chinese locales' own unit (on screen, large amounts read as 万)."""

YI = {"zh_CN": "亿", "zh_TW": "億"}
"""10^8 (10,000 万) in the Chinese locales' own unit: an amount of at least 1亿 reads in it."""

_LARGE_UNITS: dict[str, tuple[tuple[int, str], ...]] = {
    "zh_CN": ((8, YI["zh_CN"]), (4, WAN["zh_CN"])),
    "zh_TW": ((8, YI["zh_TW"]), (4, WAN["zh_TW"])),
    "en": ((9, "B"), (6, "M"), (3, "k")),
}
"""The units a compact amount of each language is written in, largest first: (power of ten,
its name)."""

MAX_TICK_DECIMALS = 6
"""The most decimals a money axis tick gets (ticks closer than that read alike)."""

_CODE_AFTER = frozenset({"en", "zh_TW"})
"""Languages whose readers may take "¥" for the yen: the window adds the code "CNY"."""


def _screen(amount: Decimal | int, lang: str, wan: bool = False) -> str:
    """``amount`` yuan as the window shows it to a reader of ``lang``.

    Whole yuan without decimals ("¥89,990"), otherwise to the fen; digits grouped for ``lang``
    by babel. In English and Traditional Chinese, where "¥" could be read as the yen, the code
    follows ("¥89,990 CNY"); in Simplified Chinese "¥" alone is the yuan. With ``wan`` and an
    amount of at least 10,000 in Chinese, the amount is in 万/萬 (from 10^8 in 亿/億) with up
    to 4 decimals ("¥8.999万", "¥120万", "¥8.999萬 CNY", "¥1.2亿"), as Chinese readers say
    large amounts; "≈" leads when digits were rounded away ("≈¥1.1353万" for ¥11,352.90).

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGS`.
        MoneyError: ``amount`` is a float, a bool, NaN or infinite (field "amount").
    """
    number = _shown_amount(amount, lang)
    sign = "-" if number < 0 else ""
    number = round_fen(number).copy_abs()
    unit = ""
    with localcontext(_ROUNDING):
        if wan and lang in WAN and number >= 10_000:
            power, unit = _large_unit(number, lang)
            in_unit = number.scaleb(-power)
            shown = in_unit.quantize(_INPUT_QUANTUM, rounding=ROUND_HALF_UP)
            digits = format_decimal(shown, format="#,##0.####", locale=lang)
            if shown != in_unit:
                sign = "≈" + sign  # 4 decimals of 万 are whole yuan: the fen were rounded
        else:
            pattern = "#,##0" if number == number.to_integral_value() else "#,##0.00"
            digits = format_decimal(number, format=pattern, locale=lang)
    code = " CNY" if lang in _CODE_AFTER else ""
    return f"{sign}{CURRENCY_SYMBOL}{digits}{unit}{code}"


def _large_unit(number: Decimal, lang: str) -> tuple[int, str]:
    """The largest unit of ``lang`` (:data:`_LARGE_UNITS`) not above ``number`` (>= 0), as
    (power of ten, name); (0, "") below the smallest."""
    return next(
        ((power, unit) for power, unit in _LARGE_UNITS[lang] if number >= 10**power), (0, "")
    )


def _tick(
    value: Decimal | float | int,
    lang: str,
    step: Decimal | float | None = None,
    compact: bool = True,
) -> str:
    """A tick of a money axis in ``lang``, without the currency code (the axis's title says CNY).

    Compact: in the largest unit the value reaches, 万 and 亿 in Chinese (萬, 億 in zh_TW),
    k, M and B in English ("¥5万", "¥1.2亿", "¥2.5k", "¥1.5M", "¥1,000B"); not compact, or
    below the smallest unit, in whole yuan ("¥2,500"). Decimals: as many as ``step`` (the
    spacing of the axis's ticks, CNY) needs to tell neighbours apart, at most
    :data:`MAX_TICK_DECIMALS`, trailing zeros dropped; without a step, the value's own (at
    most 4 in its unit). Negative "-¥5万", zero "¥0"; never an exponent.

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGS`.
        MoneyError: ``value`` or ``step`` is NaN or infinite.
    """
    _check_lang(lang)
    number = Decimal(repr(value)) if isinstance(value, float) else _as_decimal(value, "amount")
    if not number.is_finite():
        raise MoneyError(f"amount: {value} is not a finite number")
    power, unit = _large_unit(number.copy_abs(), lang) if compact else (0, "")
    in_unit = number.scaleb(-power)
    if step is None:
        exponent = in_unit.normalize().as_tuple().exponent
        assert isinstance(exponent, int)  # finite: checked above
        places = min(MAX_DECIMAL_PLACES, max(0, -exponent))
    else:
        spacing = Decimal(repr(step)) if isinstance(step, float) else Decimal(step)
        if not spacing.is_finite():
            raise MoneyError(f"step: {step} is not a finite number")
        places = _places_for(spacing.copy_abs().scaleb(-power))
    with localcontext(_ROUNDING):
        shown = in_unit.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
        if shown == 0:
            shown = abs(shown)  # never "-¥0"
        digits = format_decimal(shown.copy_abs(), format="#,##0." + "#" * places, locale=lang)
    sign = "-" if shown < 0 else ""
    return f"{sign}{CURRENCY_SYMBOL}{digits}{unit}"


def _places_for(spacing: Decimal) -> int:
    """The fewest decimals (at most :data:`MAX_TICK_DECIMALS`) that write multiples of
    ``spacing`` apart: 0.2 -> 1, 0.25 -> 2, 50 -> 0; a float's noise (0.30000000000000004)
    is read at 9 significant digits."""
    if spacing == 0:
        return 0
    with localcontext(_ROUNDING) as context:
        context.prec = 9
        spacing = +spacing
    for places in range(MAX_TICK_DECIMALS + 1):
        if spacing.scaleb(places) == spacing.scaleb(places).to_integral_value():
            return places
    return MAX_TICK_DECIMALS
