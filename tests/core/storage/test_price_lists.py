"""Price lists (core/storage/price_lists.py): GBK, Big5 and UTF-8 lists, Chinese and English
headers, prices as people write them, the basis and illustrative columns, and every bad
row, column or price reported."""

from __future__ import annotations

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.storage.catalog_store import open_catalog
from rigwright.core.storage.pack_format import PackError
from rigwright.core.storage.packs import import_file
from tests.core.storage.conftest import LIST, problems_of, write_csv


def test_a_gbk_price_list(tmp_path, db):
    path = write_csv(
        tmp_path / "价格表.csv",
        '型号,价格,计价基准\nGT410i 14596-SB4X,"￥85,000",含税价\nGX380i 14932-SA2X,27990,不含税\n',
        "gbk",
    )
    result = import_file(path, db, "vendor")
    assert result.encoding == "GBK"
    catalog = open_catalog(db, "vendor")
    assert catalog.sku("1.7").price_cny == 85000
    assert catalog.sku("1.7").price_as_printed == "￥85,000"
    assert catalog.sku("1.7").price_basis == f"含税价 ({LIST})"
    assert not catalog.sku("1.7").price_illustrative
    assert catalog.sku("1.6").price_illustrative  # not in the list: still the guide's price
    assert catalog.sku("1.1").price_cny == 27990
    assert catalog.sku("1.2").price_cny == 49990  # not in the list: kept


def test_a_big5_price_list(tmp_path, db):
    path = write_csv(
        tmp_path / "prices.csv",
        "編號,型號,價格,計價基準\n1.7,GT410i 14596-SB4X,86000,含稅\n3.7,,520000,未稅\n",
        "big5",
    )
    result = import_file(path, db, "vendor")
    assert result.encoding == "Big5"
    catalog = open_catalog(db, "vendor")
    assert catalog.sku("1.7").price_cny == 86000
    assert catalog.sku("3.7").price_cny == 520000
    assert catalog.sku("3.7").price_basis.startswith("未稅 (")


@pytest.mark.parametrize("encoding, label", [("utf-8", "UTF-8"), ("utf-8-sig", "UTF-8 with BOM")])
def test_utf8_price_lists_with_or_without_bom(tmp_path, db, encoding, label):
    path = write_csv(tmp_path / "p.csv", "number,price_cny,basis\n1.7,87000,含稅\n", encoding)
    assert import_file(path, db, "vendor").encoding == label
    assert open_catalog(db, "vendor").sku("1.7").price_cny == 87000


def test_a_second_price_list_replaces_the_first_ones_note(tmp_path, db):
    for price in (80000, 81000):
        import_file(
            write_csv(tmp_path / "p.csv", f"number,price_cny\n1.7,{price}\n", "utf-8"), db, "vendor"
        )
    sku = open_catalog(db, "vendor").sku("1.7")
    assert (sku.price_cny, sku.price_basis) == (81000, f"VAT not stated ({LIST})")


def test_missing_column(tmp_path, db):
    path = write_csv(tmp_path / "p.csv", "code,cost\nGT410i 14596-SB4X,1\n", "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    assert problems_of(exc) == [
        (
            "p.csv header, field price_cny: missing column: a price in CNY "
            "(price_cny or 價格/价格); the columns are 'code', 'cost'"
        )
    ]


def test_bad_price_rows_all_reported(tmp_path, db):
    path = write_csv(
        tmp_path / "p.csv",
        "number,code,price_cny\n"
        "1.7,,abc\n"  # wrong type
        "1.4,,-5\n"  # negative
        "1.2,,49990.5\n"  # not whole yuan
        ",GT410i 14596-SB4X,1\n"  # 1.7 again
        "9.9,,1\n"  # unknown SKU
        "1.1,GX380i 14964-SB2X,1\n"  # number and code disagree
        "1.3,,\n",
        "utf-8",
    )  # no price
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    assert problems_of(exc) == [
        (
            "p.csv row 1, field price_cny: 'abc' is not a number of yuan (write digits with "
            "optional thousands commas, e.g. 89990 or ￥89,990)"
        ),
        "p.csv row 2, field price_cny: a price must be above 0, got '-5'",
        "p.csv row 3, field price_cny: '49990.5' is not a whole number of yuan",
        "p.csv row 4, field code: SKU 1.7 'GT410i 14596-SB4X' is listed twice (also row 1)",
        "p.csv row 5, field number: unknown SKU '9.9'",
        (
            "p.csv row 6, field number: number 1.1 is 'GX380i 14932-SA2X' but the code says "
            "'GX380i 14964-SB2X'"
        ),
        "p.csv row 7, field price_cny: no price (leave the row out to keep the SKU's price)",
    ]


def test_the_illustrative_column_is_honoured(tmp_path, db):
    path = write_csv(
        tmp_path / "p.csv",
        "number,price_cny,basis,illustrative\n"
        "1.7,85000,,YES\n"  # a new price that only illustrates
        "1.6,69990,,no\n"  # the printed price, confirmed as firm
        "1.5,160000,含税,0\n",
        "utf-8",
    )
    import_file(path, db, "vendor")
    catalog = open_catalog(db, "vendor")
    assert catalog.sku("1.7").price_illustrative
    assert catalog.sku("1.7").price_basis == f"VAT not stated ({LIST})"
    s16 = catalog.sku("1.6")
    assert (s16.price_illustrative, s16.price_basis, s16.price_as_printed) == (
        False,
        load_catalog_files("seed-2020").sku("1.6").price_basis,
        "￥69,990",
    )
    assert not catalog.sku("1.5").price_illustrative
    bad = write_csv(tmp_path / "p.csv", "number,price_cny,illustrative\n1.7,1,maybe\n", "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(bad, db, "vendor")
    assert problems_of(exc) == [
        "p.csv row 1, field illustrative: 'maybe': write true or false (yes/no, 1/0)"
    ]


def test_a_number_that_could_be_1_1_or_1_10_needs_the_code_column(tmp_path, db):
    path = write_csv(tmp_path / "p.csv", "number,price_cny\n1.1,28000\n1.10,340000\n", "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    assert problems_of(exc) == [
        (
            "p.csv row 1, field number: '1.1' could be SKU 1.1 or 1.10 (Excel turns 1.10 into 1.1) "
            "and the file has no code column: add a 'code' column with the SKU's code "
            "(e.g. 'GX380i 14932-SA2X')"
        )
    ]


@pytest.mark.parametrize(
    "cell, reason",
    [
        ("0", "a price must be above 0, got '0'"),
        ("-0", "a price must be above 0, got '-0'"),
        ("1e5", "'1e5' is not a number of yuan"),
        ("4_0000", "'4_0000' is not a number of yuan"),
        ("٨٩٩٩٠", "'٨٩٩٩٠' is not a number of yuan"),  # Arabic-Indic digits
        ("89 990", "'89 990' is not a number of yuan"),
        ("8,99,90", "'8,99,90' is not a number of yuan"),
        ("NaN", "'NaN' is not a number of yuan"),
    ],
)
def test_lenient_prices_are_refused(tmp_path, db, cell, reason):
    path = write_csv(tmp_path / "p.csv", f'number,price_cny\n1.7,"{cell}"\n', "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    [message] = problems_of(exc)
    assert message.startswith(f"p.csv row 1, field price_cny: {reason}")


@pytest.mark.parametrize(
    "cell", ["85000", "85,000", "￥85,000", "¥85,000.00", "８５０００", " ￥ 85000 "]
)
def test_prices_as_people_and_excel_write_them(tmp_path, db, cell):
    path = write_csv(tmp_path / "p.csv", f'number,price_cny\n1.7,"{cell}"\n', "utf-8")
    import_file(path, db, "vendor")
    assert open_catalog(db, "vendor").sku("1.7").price_cny == 85000


def test_a_duplicate_column_and_extra_cells_are_refused(tmp_path, db):
    path = write_csv(tmp_path / "p.csv", "number,price_cny,价格\n1.7,1,2\n", "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    assert problems_of(exc) == [
        (
            "p.csv header, field price_cny: columns 'price_cny' and '价格' both name the price_cny "
            "column (columns 2 and 3); keep one"
        )
    ]
    path = write_csv(tmp_path / "p.csv", "number,price_cny,note,Note\n1.7,1,,\n", "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    assert problems_of(exc) == [
        "p.csv header, field Note: column 'Note' appears twice (columns 3 and 4)"
    ]
    path = write_csv(tmp_path / "p.csv", "number,price_cny\n1.7,85,000\n1.6,85000,,\n", "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    assert problems_of(exc) == [
        (
            "p.csv row 1, field column 3: '000' is beyond the header's 2 columns (a comma too "
            "many, or a column without a name?)"
        )
    ]  # row 2's extra cells are blank: Excel's
