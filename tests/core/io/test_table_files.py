"""Tables written as CSV or XLSX (rigwright.core.io.table_files), read back with the csv module
and openpyxl: Chinese text intact, exact amounts, ISO dates, all of the file or nothing."""

from __future__ import annotations

import csv
import datetime as dt
import os
from decimal import Decimal

import pytest
from openpyxl import load_workbook

from rigwright.core.io.files import TargetError
from rigwright.core.io.table_files import (
    DATE_FORMAT,
    MONEY_FORMAT,
    TableFormatError,
    write_table,
)

COLUMNS = ("number", "date", "customer", "total")
ROWS = [
    ("Q-2026-0001", dt.date(2026, 3, 1), "华星科技有限公司", Decimal("71927.89")),
    ("Q-2026-0002", dt.date(2026, 12, 31), "華星電腦股份有限公司", Decimal("1234567890.10")),
    ("Q-2026-0003", dt.date(2026, 1, 2), '=HYPERLINK("x")', Decimal("0.01")),
    ("Q-2026-0004", dt.date(2026, 1, 3), "No total", None),
]


def test_csv_reads_back_with_chinese_names_exact_amounts_and_iso_dates(tmp_path):
    path = write_table(tmp_path / "quotes.csv", COLUMNS, ROWS)
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM Excel needs to read UTF-8
    with path.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert rows == [
        list(COLUMNS),
        ["Q-2026-0001", "2026-03-01", "华星科技有限公司", "71927.89"],
        ["Q-2026-0002", "2026-12-31", "華星電腦股份有限公司", "1234567890.10"],
        # A formula-looking name is shown as typed, never run (a leading apostrophe).
        ["Q-2026-0003", "2026-01-02", '\'=HYPERLINK("x")', "0.01"],
        ["Q-2026-0004", "2026-01-03", "No total", ""],
    ]


def test_a_whole_amount_keeps_its_cents_and_never_an_exponent(tmp_path):
    path = write_table(tmp_path / "q.CSV", ("total",), [(Decimal("1E+5"),), (Decimal("3"),)])
    assert path.read_text(encoding="utf-8-sig").splitlines()[1:] == ["100000.00", "3.00"]


def test_xlsx_reads_back_with_numeric_amounts_formatted_and_text_as_text(tmp_path):
    path = write_table(tmp_path / "quotes.xlsx", COLUMNS, ROWS, sheet="quotes")
    book = load_workbook(path)
    sheet = book["quotes"]
    cells = list(sheet.iter_rows(values_only=True))
    assert cells[0] == COLUMNS
    assert [row[2] for row in cells[1:]] == [r[2] for r in ROWS]
    # Numbers, exact to the cent when read as decimal text.
    assert [None if row[3] is None else Decimal(str(row[3])) for row in cells[1:]] == [
        r[3] for r in ROWS
    ]
    assert [row[1].date() for row in cells[1:]] == [r[1] for r in ROWS]
    amount, day, name = sheet["D2"], sheet["B2"], sheet["C4"]
    assert amount.data_type == "n" and amount.number_format == MONEY_FORMAT
    assert day.number_format == DATE_FORMAT
    assert name.data_type == "s"  # a name that looks like a formula is not one


@pytest.mark.parametrize("name", ["quotes.txt", "quotes", "quotes.xls", "quotes.csv.bak"])
def test_another_extension_is_refused_by_name_and_nothing_is_written(tmp_path, name):
    with pytest.raises(TableFormatError) as info:
        write_table(tmp_path / name, COLUMNS, ROWS)
    shown = os.path.splitext(name)[1] or "no extension"
    assert shown in str(info.value) and ".csv or .xlsx" in str(info.value)
    assert list(tmp_path.iterdir()) == []


def test_a_missing_folder_is_refused_and_nothing_is_left(tmp_path):
    with pytest.raises(TargetError, match="does not exist"):
        write_table(tmp_path / "gone" / "quotes.xlsx", COLUMNS, ROWS)
    assert list(tmp_path.iterdir()) == []


def test_a_failure_while_writing_keeps_the_old_file_and_leaves_no_part(tmp_path, monkeypatch):
    target = tmp_path / "quotes.csv"
    target.write_bytes(b"old")

    def full_disk(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(TargetError, match="No space left on device"):
        write_table(target, COLUMNS, ROWS)
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["quotes.csv"]
