"""Tests for core/pricing/money.py: the quote's one rounding rule, exact totals, validation of money
input, margins, amounts in Chinese capital numerals and money formatting.

Expected values are written out by hand or computed independently in integer fen (never by the
module under test)."""

from __future__ import annotations

import itertools
from decimal import ROUND_HALF_EVEN, Decimal, localcontext

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rigwright.core.pricing.money import (
    DEFAULT_VAT_PERCENT,
    FEN,
    MAX_AMOUNT,
    Discount,
    LineMoney,
    MoneyError,
    MoneyStyle,
    Totals,
    capital_amount,
    format_cny,
    line_money,
    margin,
    round_fen,
    to_money,
    to_percent,
    totals,
)

D = Decimal


def format_money(amount, lang):
    return format_cny(amount, lang, MoneyStyle.DOCUMENT)


def format_unit_price(amount, lang):
    return format_cny(amount, lang, MoneyStyle.UNIT_PRICE)


def fen(n: int) -> Decimal:
    """``n`` fen as yuan."""
    return D(n).scaleb(-2)


def half_up(numerator: int, denominator: int) -> int:
    """numerator / denominator rounded half-up, for numerator ≥ 0: the integer oracle."""
    return (2 * numerator + denominator) // (2 * denominator)


# --- constants and round_fen ---------------------------------------------------------------


def test_constants():
    assert D("0.01") == FEN and str(FEN) == "0.01"
    assert D("13") == DEFAULT_VAT_PERCENT
    assert D("1000000000000") == MAX_AMOUNT
    assert issubclass(MoneyError, ValueError)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("0.625", "0.63"),
        ("-0.625", "-0.63"),
        ("0.005", "0.01"),
        ("0.004", "0.00"),
        ("0.0049999", "0.00"),
        ("1.005", "1.01"),
        ("2.345", "2.35"),  # half-even would give 2.34
        ("2.335", "2.34"),
        ("12", "12.00"),
        ("0", "0.00"),
        ("999999999999.995", "1000000000000.00"),
    ],
)
def test_round_fen_rounds_half_up_to_two_places(value, expected):
    result = round_fen(D(value))
    assert result == D(expected) and str(result) == expected


def test_round_fen_refuses_floats_and_nan():
    with pytest.raises(MoneyError, match="float"):
        round_fen(0.625)  # type: ignore[arg-type]
    with pytest.raises(MoneyError, match="finite"):
        round_fen(D("NaN"))
    with pytest.raises(MoneyError, match="finite"):
        round_fen(D("-Infinity"))


# --- worked examples -----------------------------------------------------------------------


def test_two_at_1_205_is_2_41():
    # 2 × 1.205 = 2.410 exactly; a float would give 2.4099999999999997.
    line = line_money(2, D("1.205"))
    assert line.gross == D("2.41") and line.net == D("2.41") and line.discount == D("0.00")


def test_half_fen_gross_rounds_up():
    assert line_money(1, D("0.005")).gross == D("0.01")
    assert line_money(1, D("0.004")).gross == D("0.00")
    assert line_money(3, D("0.0015")).gross == D("0.00")  # 0.0045
    assert line_money(5, D("0.0011")).gross == D("0.01")  # 0.0055


def test_worked_example_line_discount_and_vat():
    # 3 × ¥12,345.67 with 7.5 % off, VAT 13 %:
    #   gross    3 × 12345.67 = 37037.01
    #   discount 37037.01 × 7.5 / 100 = 2777.77575 → 2777.78
    #   net      37037.01 − 2777.78 = 34259.23
    #   VAT      34259.23 × 13 / 100 = 4453.6999 → 4453.70
    #   total    34259.23 + 4453.70 = 38712.93
    result = totals([(3, D("12345.67"), Discount("percent", D("7.5")))])
    assert result.lines == (
        LineMoney(3, D("12345.67"), D("37037.01"), D("2777.78"), D("34259.23")),
    )
    assert result.subtotal == D("34259.23")
    assert result.discount == D("0.00") and result.discounted == D("34259.23")
    assert result.vat_percent == D("13")
    assert result.vat == D("4453.70")
    assert result.total == D("38712.93")
    assert str(result.total) == "38712.93" and str(result.vat) == "4453.70"


def test_worked_example_amount_discount_and_total_percent_discount():
    # 2 × ¥8,999.00 less ¥500 → 17998.00 − 500.00 = 17498.00
    # 1 × ¥1,299.50              →  1299.50
    # 4 × ¥0.3333 = 1.3332       →     1.33
    # subtotal 18798.83; 5 % off = 939.9415 → 939.94; discounted 17858.89
    # VAT 13 % = 2321.6557 → 2321.66; total 20180.55
    result = totals(
        [
            (2, D("8999.00"), Discount("amount", D("500"))),
            (1, D("1299.50"), None),
            (4, D("0.3333"), None),
        ],
        total_discount=Discount("percent", D("5")),
    )
    assert [line.net for line in result.lines] == [D("17498.00"), D("1299.50"), D("1.33")]
    assert str(result.lines[0].discount) == "500.00"
    assert result.subtotal == D("18798.83")
    assert result.discount == D("939.94")
    assert result.discounted == D("17858.89")
    assert result.vat == D("2321.66")
    assert result.total == D("20180.55")


def test_total_amount_discount_and_other_vat_rates():
    # 89,990.00 less ¥990 = 89,000.00; VAT 6 % = 5340.00; total 94,340.00
    result = totals([(1, D("89990"), None)], Discount("amount", "990"), vat_percent=D("6"))
    assert (result.subtotal, result.discount, result.discounted) == (
        D("89990.00"),
        D("990.00"),
        D("89000.00"),
    )
    assert (result.vat, result.total) == (D("5340.00"), D("94340.00"))
    zero_vat = totals([(1, D("10.01"), None)], vat_percent=D(0))
    assert (zero_vat.vat, zero_vat.total) == (D("0.00"), D("10.01"))


def test_vat_is_on_the_discounted_subtotal():
    # ¥100 less 50 % = 50.00; VAT 13 % of 50.00 = 6.50 (not 13.00 on the subtotal)
    result = totals([(1, D(100), None)], Discount("percent", 50))
    assert (result.discounted, result.vat, result.total) == (D("50.00"), D("6.50"), D("56.50"))


def test_no_lines_gives_zero_totals():
    result = totals([])
    assert result == Totals((), D(0), D(0), D(0), D(13), D(0), D(0))
    assert str(result.total) == "0.00"


def test_many_small_lines_sum_exactly():
    # 1000 lines of 3 × ¥0.01..¥0.99: every amount is whole fen, so the sums are exact.
    prices_fen = [i % 99 + 1 for i in range(1000)]
    result = totals([(3, fen(p), None) for p in prices_fen])
    subtotal_fen = sum(3 * p for p in prices_fen)
    assert subtotal_fen == 148_665  # by hand: 3 × (10 × (1 + … + 99) + (1 + … + 10))
    vat_fen = half_up(subtotal_fen * 13, 100)  # 19326.45 → 19326
    assert result.subtotal == fen(subtotal_fen) == D("1486.65")
    assert result.vat == fen(vat_fen) == D("193.26")
    assert result.total == fen(subtotal_fen + vat_fen) == D("1679.91")


def test_result_does_not_depend_on_the_callers_decimal_context():
    lines = [(99_999, D("987654.3219"), Discount("percent", D("33.3333")))]
    expected = totals(lines, Discount("percent", D("12.5")))
    with localcontext() as ctx:
        ctx.prec = 6
        ctx.rounding = ROUND_HALF_EVEN
        assert totals(lines, Discount("percent", D("12.5"))) == expected
        assert capital_amount(D("987654321098.76")).startswith("玖仟捌佰柒拾陆亿")
        assert format_money(D("987654321098.765"), "en") == "¥987,654,321,098.77"


# --- properties ----------------------------------------------------------------------------

# A line as integers, for the oracle: quantity, unit price in ten-thousandths of a yuan, and
# the discount as (kind, n): a percent in ten-thousandths of a percent, or an amount as n/1000
# of the line's gross (so that it is never more than the gross).
_discount_spec = st.one_of(
    st.none(),
    st.tuples(st.just("percent"), st.integers(0, 100 * 10**4)),
    st.tuples(st.just("amount"), st.integers(0, 1000)),
)
_line_spec = st.tuples(st.integers(1, 1000), st.integers(0, 10**9), _discount_spec)


@settings(max_examples=300, deadline=None)
@given(
    specs=st.lists(_line_spec, max_size=25),
    total_spec=_discount_spec,
    vat_rate=st.one_of(st.just(13 * 10**4), st.integers(0, 100 * 10**4)),
)
def test_totals_properties(specs, total_spec, vat_rate):
    def discount(spec, base_fen):
        """(Discount, amount off in fen by the integer oracle)."""
        if spec is None:
            return None, 0
        kind, n = spec
        if kind == "percent":
            return Discount("percent", D(n).scaleb(-4)), half_up(base_fen * n, 10**6)
        off_fen = base_fen * n // 1000
        return Discount("amount", fen(off_fen)), off_fen

    lines, expected_nets = [], []
    for quantity, price, spec in specs:
        gross_fen = half_up(quantity * price, 100)
        line_discount, off_fen = discount(spec, gross_fen)
        lines.append((quantity, D(price).scaleb(-4), line_discount))
        expected_nets.append((gross_fen, off_fen, gross_fen - off_fen))
    subtotal_fen = sum(net for _, _, net in expected_nets)
    total_discount, total_off_fen = discount(total_spec, subtotal_fen)
    rate = D(vat_rate).scaleb(-4)

    result = totals(lines, total_discount, rate)

    # The integer-fen oracle.
    assert [(m.gross, m.discount, m.net) for m in result.lines] == [
        (fen(g), fen(o), fen(n)) for g, o, n in expected_nets
    ]
    assert result.subtotal == fen(subtotal_fen)
    assert result.discount == fen(total_off_fen)
    discounted_fen = subtotal_fen - total_off_fen
    assert result.vat == fen(half_up(discounted_fen * vat_rate, 10**6))
    # The documented identities.
    for line, (quantity, unit_price, _) in zip(result.lines, lines, strict=True):
        assert line.quantity == quantity and line.unit_price == unit_price
        assert line.gross == round_fen(quantity * unit_price)
        assert line.net == line.gross - line.discount
        assert line.discount <= line.gross
    assert result.subtotal == sum(line.net for line in result.lines)
    assert result.discounted == result.subtotal - result.discount
    assert result.vat == round_fen(result.discounted * rate / 100)
    assert result.total == result.discounted + result.vat
    assert result.vat_percent == rate
    amounts = [result.subtotal, result.discount, result.discounted, result.vat, result.total]
    for line in result.lines:
        amounts += [line.gross, line.discount, line.net]
    for amount in amounts:
        assert amount.as_tuple().exponent == -2, amount  # whole fen, written to 2 places
        assert amount >= 0, amount


@given(
    base_fen=st.integers(0, 10**14),
    percent=st.integers(0, 100 * 10**4).map(lambda n: D(n).scaleb(-4)),
)
def test_percent_off_is_whole_fen_within_the_base(base_fen, percent):
    base = fen(base_fen)
    off = Discount("percent", percent).off(base)
    assert D(0) <= off <= base
    assert off == round_fen(base * percent / 100) and off.as_tuple().exponent == -2
    assert Discount("percent", D(100)).off(base) == base
    assert Discount("percent", D(0)).off(base) == 0


# --- validation ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (D("1234.50"), "1234.50"),
        (1234, "1234"),
        ("1234.50", "1234.50"),
        ("  1234.50 ", "1234.50"),
        ("0", "0"),
        ("-0", "0"),
        (D("-0.00"), "0.00"),
        (".5", "0.5"),
        ("1.2345", "1.2345"),
        ("1.234500", "1.2345"),
        ("1000000000000", "1000000000000"),
    ],
)
def test_to_money_accepts(value, expected):
    result = to_money(value, "price")
    assert isinstance(result, Decimal) and str(result) == expected


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (12.5, "price: 12.5 is a float"),
        (True, "price: True is not a number"),
        (None, "price: NoneType None is not a number"),
        ("abc", "price: 'abc' is not a number"),
        ("1,234.50", "price: '1,234.50' is not a number"),
        ("1e3", "price: '1e3' is not a number"),
        ("", "price: '' is not a number"),
        ("¥12", "price: '¥12' is not a number"),
        ("１２", "price: '１２' is not a number"),  # full-width digits
        ("NaN", "price: 'NaN' is not a number"),
        (D("NaN"), "price: NaN is not a finite number"),
        (D("sNaN"), "price: sNaN is not a finite number"),
        (D("Infinity"), "price: Infinity is not a finite number"),
        ("-1", "price: -1 is negative"),
        (D("-0.01"), "price: -0.01 is negative"),
        (10**12 + 1, "price: 1000000000001 is more than the largest amount, ¥1,000,000,000,000"),
        ("1000000000000.0001", "price: 1000000000000.0001 is more than the largest amount"),
        ("1.23456", "price: 1.23456 has more than 4 decimal places"),
    ],
)
def test_to_money_refuses_naming_the_field(value, message):
    with pytest.raises(MoneyError) as caught:
        to_money(value, "price")
    assert str(caught.value).startswith(message), str(caught.value)


def test_to_percent_range():
    assert to_percent("0", "vat_percent") == 0
    assert to_percent(100, "vat_percent") == 100
    assert str(to_percent(" 7.5 ", "vat_percent")) == "7.5"
    with pytest.raises(MoneyError, match=r"^vat_percent: 100.01 % is more than 100 %$"):
        to_percent("100.01", "vat_percent")
    with pytest.raises(MoneyError, match=r"^vat_percent: -1 % is negative$"):
        to_percent(-1, "vat_percent")
    with pytest.raises(MoneyError, match=r"^vat_percent: 13.0 is a float"):
        to_percent(13.0, "vat_percent")
    with pytest.raises(MoneyError, match="vat_percent: 7.12345 has more than 4 decimal places"):
        to_percent("7.12345", "vat_percent")


def test_discount_off():
    assert Discount("percent", D("7.5")).off(D("37037.01")) == D("2777.78")
    assert str(Discount("amount", 500).off(D("500"))) == "500.00"
    with pytest.raises(MoneyError, match=r"^lines\[2\]\.discount: 120 % is more than 100 %$"):
        Discount("percent", D(120)).off(D(10), "lines[2].discount")
    with pytest.raises(MoneyError, match=r"^discount: 500.01 is more than the 500.00 it is"):
        Discount("amount", D("500.01")).off(D("500.00"))
    with pytest.raises(MoneyError, match=r"^discount: 1.005 is not a whole number of fen$"):
        Discount("amount", D("1.005")).off(D(10))
    with pytest.raises(MoneyError, match=r"^discount: -1 is negative$"):
        Discount("amount", D(-1)).off(D(10))
    with pytest.raises(MoneyError, match=r"^discount: -5 % is negative$"):
        Discount("percent", D(-5)).off(D(10))
    with pytest.raises(MoneyError, match=r"^discount: unknown discount kind 'fixed'"):
        Discount("fixed", D(1)).off(D(10))  # type: ignore[arg-type]
    with pytest.raises(MoneyError, match=r"^discount: 0.1 is a float"):
        Discount("percent", 0.1).off(D(10))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ((0, D(1), None), "lines[1].quantity: 0 is not between 1 and 100000"),
        ((100_001, D(1), None), "lines[1].quantity: 100001 is not between 1 and 100000"),
        ((-2, D(1), None), "lines[1].quantity: -2 is not between 1 and 100000"),
        ((True, D(1), None), "lines[1].quantity: True is not a whole number"),
        ((2.0, D(1), None), "lines[1].quantity: 2.0 is not a whole number"),
        (("2", D(1), None), "lines[1].quantity: '2' is not a whole number"),
        ((1, 9.99, None), "lines[1].unit_price: 9.99 is a float"),
        ((1, D("NaN"), None), "lines[1].unit_price: NaN is not a finite number"),
        ((1, "abc", None), "lines[1].unit_price: 'abc' is not a number"),
        ((1, D(-5), None), "lines[1].unit_price: -5 is negative"),
        ((1, D(10), Discount("percent", D(101))), "lines[1].discount: 101 % is more than 100 %"),
        (
            (3, D(10), Discount("amount", D("30.01"))),
            "lines[1].discount: 30.01 is more than the 30.00 it is taken off",
        ),
        ((100_000, MAX_AMOUNT, None), "lines[1].gross: 100000000000000000.00 is more than"),
        ((1, D(1)), "lines[1]: (1, Decimal('1')) is not (quantity, unit_price, discount)"),
    ],
)
def test_bad_line_is_refused_naming_the_field(line, message):
    with pytest.raises(MoneyError) as caught:
        totals([(1, D(1), None), line])
    assert str(caught.value).startswith(message), str(caught.value)


def test_bad_totals_are_refused_naming_the_field():
    one = [(1, D(100), None)]
    with pytest.raises(MoneyError, match=r"^vat_percent: 101 % is more than 100 %$"):
        totals(one, vat_percent=D(101))
    with pytest.raises(MoneyError, match=r"^vat_percent: 13.0 is a float"):
        totals(one, vat_percent=13.0)  # type: ignore[arg-type]
    with pytest.raises(MoneyError, match=r"^discount: 100.01 is more than the 100.00 it is"):
        totals(one, Discount("amount", D("100.01")))
    with pytest.raises(MoneyError, match=r"^discount: 101 % is more than 100 %$"):
        totals(one, Discount("percent", D(101)))
    with pytest.raises(MoneyError, match=r"^subtotal: 1000000000000.01 is more than"):
        totals([(1, MAX_AMOUNT, None), (1, FEN, None)], vat_percent=D(0))
    with pytest.raises(MoneyError, match=r"^total: 1130000000000.00 is more than"):
        totals([(1, MAX_AMOUNT, None)])


def test_max_amount_is_allowed():
    result = totals([(1, MAX_AMOUNT, None)], vat_percent=D(0))
    assert result.total == MAX_AMOUNT
    assert line_money(100_000, D("10000000")).gross == MAX_AMOUNT


def test_line_money_default_field():
    with pytest.raises(MoneyError, match=r"^line\.quantity: 0 is not between"):
        line_money(0, D(1))


# --- margin --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("net", "cost", "expected"),
    [
        ("100", "80", "20.0"),
        ("3", "2", "33.3"),  # 33.333…
        ("3", "1", "66.7"),  # 66.666…
        ("8", "7.996", "0.1"),  # exactly 0.05 → 0.1 half-up (half-even would give 0.0)
        ("8", "7.9964", "0.0"),  # 0.045
        ("100", "120", "-20.0"),
        ("100", "100.05", "-0.1"),  # -0.05 → -0.1, half away from zero
        ("100", "0", "100.0"),
        ("89990.00", "61234.56", "32.0"),  # 31.954…
    ],
)
def test_margin(net, cost, expected):
    result = margin(D(net), D(cost))
    assert result == D(expected) and str(result) == expected


def test_margin_unknown():
    assert margin(D(100), None) is None
    assert margin(D(0), D(5)) is None
    with pytest.raises(MoneyError, match=r"^cost: 1.5 is a float"):
        margin(D(100), 1.5)  # type: ignore[arg-type]


# --- capital numerals ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("amount", "expected"),
    [
        ("0", "零元整"),
        ("0.00", "零元整"),
        ("1", "壹元整"),
        ("10", "壹拾元整"),
        ("15", "壹拾伍元整"),
        ("100300", "壹拾万零叁佰元整"),
        ("1001.05", "壹仟零壹元零伍分"),
        ("89990", "捌万玖仟玖佰玖拾元整"),
        ("0.5", "伍角"),
        ("0.05", "伍分"),
        ("0.15", "壹角伍分"),
        ("1.50", "壹元伍角"),
        ("1.52", "壹元伍角贰分"),
        ("10.05", "壹拾元零伍分"),
        ("12345678.90", "壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元玖角"),
        ("100000.10", "壹拾万元壹角"),
        ("107000.53", "壹拾万柒仟元伍角叁分"),  # the zero at 万 is the foot of its group: silent
        ("1680.32", "壹仟陆佰捌拾元叁角贰分"),
        ("1409.50", "壹仟肆佰零玖元伍角"),
        ("6007.14", "陆仟零柒元壹角肆分"),
        ("16409.02", "壹万陆仟肆佰零玖元零贰分"),
        ("325.04", "叁佰贰拾伍元零肆分"),
        ("10000000", "壹仟万元整"),
        ("10001000", "壹仟万壹仟元整"),
        ("100000000", "壹亿元整"),
        ("100001000", "壹亿零壹仟元整"),
        ("100000001", "壹亿零壹元整"),
        ("1000010000", "壹拾亿零壹万元整"),
        ("120000300", "壹亿贰仟万零叁佰元整"),
        ("100010000000", "壹仟亿壹仟万元整"),  # as 10001000 → 壹仟万壹仟
        ("100001000000", "壹仟亿零壹佰万元整"),
        ("987654321098.76", "玖仟捌佰柒拾陆亿伍仟肆佰叁拾贰万壹仟零玖拾捌元柒角陆分"),
        ("1000000000000", "壹万亿元整"),
        ("999999999999.99", "玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分"),
    ],
)
def test_capital_amount(amount, expected):
    assert capital_amount(D(amount)) == expected


@pytest.mark.parametrize(
    ("amount", "expected"),
    [
        ("0", "零元整"),
        ("100300", "壹拾萬零參佰元整"),
        ("12345678.90", "壹仟貳佰參拾肆萬伍仟陸佰柒拾捌元玖角"),
        ("1000010000", "壹拾億零壹萬元整"),
        ("10.05", "壹拾元零伍分"),
        ("1000000000000", "壹萬億元整"),
    ],
)
def test_capital_amount_traditional(amount, expected):
    assert capital_amount(D(amount), traditional=True) == expected


def test_capital_amount_rounds_half_up_to_the_fen_first():
    assert capital_amount(D("0.005")) == "壹分"
    assert capital_amount(D("0.004")) == "零元整"
    assert capital_amount(D("0.995")) == "壹元整"
    assert capital_amount(D("999999999999.995")) == "壹万亿元整"
    assert capital_amount(12) == "壹拾贰元整"
    assert capital_amount("12.5") == "壹拾贰元伍角"  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("amount", "message"),
    [
        (D("-0.01"), "amount: -0.01 is negative"),
        (MAX_AMOUNT + FEN, "amount: 1000000000000.01 is more than the largest amount"),
        (12.5, "amount: 12.5 is a float"),
        (D("NaN"), "amount: NaN is not a finite number"),
    ],
)
def test_capital_amount_refuses(amount, message):
    with pytest.raises(MoneyError) as caught:
        capital_amount(amount)
    assert str(caught.value).startswith(message)


_CAPITAL_DIGITS = {c: i for i, c in enumerate("零壹贰叁肆伍陆柒捌玖")}
_TO_TRADITIONAL = str.maketrans("贰叁陆万亿", "貳參陸萬億")


def parse_capital(words: str) -> int:
    """Capital numerals back to fen: an independent reader for the round trip."""
    if words == "零元整":
        return 0
    yuan_words, _, cents_words = words.rpartition("元")
    total = below_yi = section = digit = 0
    for char in yuan_words:
        if char in _CAPITAL_DIGITS:
            digit = _CAPITAL_DIGITS[char]
        elif char in "拾佰仟":
            section += digit * 10 ** ("拾佰仟".index(char) + 1)
            digit = 0
        elif char == "万":
            below_yi += (section + digit) * 10**4
            section = digit = 0
        elif char == "亿":
            total += (below_yi + section + digit) * 10**8
            below_yi = section = digit = 0
        else:
            raise AssertionError(f"unexpected {char!r} in {words}")
    yuan = total + below_yi + section + digit
    cents = 0
    for i, char in enumerate(cents_words):
        if char == "角":
            cents += 10 * _CAPITAL_DIGITS[cents_words[i - 1]]
        elif char == "分":
            cents += _CAPITAL_DIGITS[cents_words[i - 1]]
    return yuan * 100 + cents


def expected_ling_count(amount_fen: int) -> int:
    """How many 零 the documented convention writes, counted from the digits: one per run of
    zeros between non-zero yuan digits unless the run is only the foot of a four-digit group,
    plus one after 元 when 角 is 0 and 分 is not."""
    yuan, cents = divmod(amount_fen, 100)
    places = [p for p, d in enumerate(reversed(str(yuan))) if d != "0"] if yuan else []
    count = 0
    for lower, upper in itertools.pairwise(places):
        low, high = lower + 1, upper - 1  # the zero run, if any
        if high < low:
            continue
        silent = low % 4 == 0 and upper // 4 == low // 4
        count += not silent
    if yuan and cents and cents < 10:
        count += 1
    return count


# Amounts with many zeros, to exercise the zero rules, as well as uniform ones.
_sparse_fen = st.lists(st.sampled_from("0000019"), min_size=1, max_size=14).map(
    lambda digits: int("".join(digits))
)


@settings(max_examples=500)
@given(amount_fen=st.one_of(st.integers(0, 10**14), _sparse_fen).filter(lambda n: n <= 10**14))
def test_capital_amount_round_trips_and_follows_the_zero_convention(amount_fen):
    words = capital_amount(fen(amount_fen))
    assert parse_capital(words) == amount_fen, words
    assert words.count("零") == expected_ling_count(amount_fen) or amount_fen == 0, words
    yuan, cents = divmod(amount_fen, 100)
    assert words.endswith("整") == (cents == 0)
    assert ("元" in words) == (yuan > 0 or amount_fen == 0)
    assert "零零" not in words and "零万" not in words and "零亿" not in words
    assert "零元" not in words or amount_fen == 0
    assert not words.startswith("零") or amount_fen == 0
    assert capital_amount(fen(amount_fen), traditional=True) == words.translate(_TO_TRADITIONAL)


# --- formatting ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_format_money_is_the_same_in_every_language(lang):
    assert format_money(D("89990"), lang) == "¥89,990.00"
    assert format_money(D("0.125"), lang) == "¥0.13"  # half-up; babel alone gives 0.12
    assert format_money(D("1234567.895"), lang) == "¥1,234,567.90"
    assert format_money(MAX_AMOUNT, lang) == "¥1,000,000,000,000.00"
    assert format_money(D(0), lang) == "¥0.00"
    assert format_money(D("-500"), lang) == "-¥500.00"


def test_format_money_refuses():
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        format_money(D(1), "fr")
    with pytest.raises(MoneyError, match="^amount: 1.5 is a float"):
        format_money(1.5, "en")  # type: ignore[arg-type]
    with pytest.raises(MoneyError, match="^amount: Infinity is not a finite number"):
        format_money(D("Infinity"), "en")


def test_discount_label():
    assert Discount("percent", D("7.5")).label("en") == "7.5 %"
    assert Discount("percent", D("10.00")).label("zh_CN") == "10 %"
    assert Discount("percent", D("12.3456")).label("zh_TW") == "12.3456 %"
    assert Discount("amount", D("500")).label("zh_CN") == "¥500.00"
    assert Discount("amount", D("12345.6")).label("en") == "¥12,345.60"
    with pytest.raises(ValueError, match="unknown language"):
        Discount("percent", D(1)).label("de")
    with pytest.raises(MoneyError, match=r"^discount: 120 % is more than 100 %$"):
        Discount("percent", D(120)).label("en")


# --- unit prices ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
@pytest.mark.parametrize(
    ("price", "expected"),
    [
        ("1.205", "¥1.205"),  # not "¥1.21": 2 × 1.205 = 2.41 must be reproducible
        ("1.2050", "¥1.205"),  # trailing zeros beyond the fen dropped
        ("3", "¥3.00"),  # at least 2 decimals
        ("3.1", "¥3.10"),
        ("1.20", "¥1.20"),
        ("0.0001", "¥0.0001"),  # the smallest input amount
        ("0.125", "¥0.125"),  # not rounded to the fen as format_money does
        ("1234567.5", "¥1,234,567.50"),
        ("9999999.9999", "¥9,999,999.9999"),
        ("1000000000000", "¥1,000,000,000,000.00"),
        ("0", "¥0.00"),
        ("1.23456", "¥1.2346"),  # more than 4 places: half-up to 4
        ("1.00005", "¥1.0001"),
        ("-1.205", "-¥1.205"),
    ],
)
def test_format_unit_price_keeps_up_to_four_decimals(lang, price, expected):
    assert format_unit_price(D(price), lang) == expected


@given(st.integers(min_value=0, max_value=10**16))
@settings(max_examples=200, deadline=None)
def test_format_unit_price_is_the_exact_input(units):
    """Any input price (at most 4 places) prints as itself: parse the text back and compare;
    2 to 4 decimals."""
    price = D(units).scaleb(-4)
    text = format_unit_price(price, "en")
    number = text.removeprefix("¥").replace(",", "")
    assert D(number) == price
    places = len(number.partition(".")[2])
    assert 2 <= places <= 4
    assert places == 2 or not number.endswith("0")
    if price == round_fen(price):
        assert text == format_money(price, "en")


def test_format_unit_price_refuses():
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        format_unit_price(D(1), "fr")
    with pytest.raises(MoneyError, match="^amount: 1.5 is a float"):
        format_unit_price(1.5, "en")  # type: ignore[arg-type]
    with pytest.raises(MoneyError, match="^amount: NaN is not a finite number"):
        format_unit_price(D("NaN"), "en")


@pytest.mark.parametrize("price", ["5691.585", "1.005", "0.125", "11352.9", "89990"])
def test_a_price_on_screen_is_rounded_as_the_quote_rounds_it(price):
    """The price a build shows (format_cny) is the one its quote line takes (round_fen,
    half-up): never ¥5,691.58 on screen for a line of ¥5,691.59."""
    amount = Decimal(price)
    shown = format_cny(amount)
    assert Decimal(shown.removeprefix("¥").replace(",", "")) == round_fen(amount)


@pytest.mark.parametrize(
    ("style", "lang", "expected"),
    [
        (MoneyStyle.DATA, "zh_CN", "¥11,352.90"),
        (MoneyStyle.DOCUMENT, "en", "¥11,352.90"),
        (MoneyStyle.UNIT_PRICE, "en", "¥11,352.90"),
        (MoneyStyle.SCREEN, "en", "¥11,352.90 CNY"),
        (MoneyStyle.SCREEN, "zh_CN", "¥11,352.90"),
        (MoneyStyle.SCREEN_COMPACT, "zh_CN", "≈¥1.1353万"),
        (MoneyStyle.SCREEN_COMPACT, "zh_TW", "≈¥1.1353萬 CNY"),
        (MoneyStyle.SCREEN_DOCUMENT, "zh_TW", "¥11,352.90 CNY"),
        (MoneyStyle.SCREEN_DOCUMENT, "zh_CN", "¥11,352.90"),
        (MoneyStyle.SCREEN_UNIT_PRICE, "en", "¥11,352.90 CNY"),
        (MoneyStyle.TICK, "en", "¥11.3529k"),
        (MoneyStyle.TICK_FULL, "en", "¥11,352.9"),
    ],
)
def test_one_formatter_writes_every_style(style, lang, expected):
    assert format_cny(D("11352.90"), lang, style) == expected


def test_whole_yuan_by_style():
    assert format_cny(89990) == "¥89,990"  # data: no decimals for a whole amount
    assert format_cny(89990, "en", MoneyStyle.DOCUMENT) == "¥89,990.00"
    assert format_cny(89990, "zh_CN", MoneyStyle.SCREEN) == "¥89,990"
    assert format_cny(50_000.0, "zh_CN", MoneyStyle.TICK, step=10_000.0) == "¥5万"


def test_only_an_axis_tick_takes_a_float():
    for style in MoneyStyle:
        if style in (MoneyStyle.TICK, MoneyStyle.TICK_FULL):
            assert format_cny(2500.0, "en", style)
        else:
            with pytest.raises(MoneyError, match="amount: 2500.0 is a float"):
                format_cny(2500.0, "en", style)
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        format_cny(D(1), "fr", MoneyStyle.SCREEN_DOCUMENT)
    with pytest.raises(MoneyError, match="not a finite number"):
        format_cny(D("NaN"))
