"""A table written as CSV or XLSX (chosen by the file's extension), all of it or nothing
(:func:`rigwright.core.io.files.write_atomically`): the quote history's export for a CRM."""

from __future__ import annotations

import csv
import datetime as _dt
import io
import os
from collections.abc import Iterable, Sequence
from decimal import Decimal
from pathlib import Path

from rigwright.core.io.files import write_atomically

TABLE_FORMATS = (".csv", ".xlsx")
"""The extensions a table can be written with, lower case."""

MONEY_FORMAT = "#,##0.00"
"""The number format of an amount cell in XLSX: the exact value, shown to the cent."""

DATE_FORMAT = "yyyy-mm-dd"
"""The number format of a date cell in XLSX: ISO 8601, whatever the reader's locale."""

Cell = str | int | Decimal | _dt.date | None
"""A value of a table: text, a whole number, an amount of money (Decimal, exact to the cent),
a date, or nothing (an empty cell)."""


class TableFormatError(ValueError):
    """The file's extension names no table format this writer knows; the message names it."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        """The refusal of ``path`` for its extension."""
        self.path = Path(path)
        self.extension = self.path.suffix
        shown = repr(self.extension) if self.extension else "no extension"
        super().__init__(
            f"{self.path.name}: {shown} is not a table format; use " + " or ".join(TABLE_FORMATS)
        )


def table_format(path: str | os.PathLike[str]) -> str:
    """The format of ``path`` by its extension: ".csv" or ".xlsx" (any case).

    Raises:
        TableFormatError: another extension, or none.
    """
    suffix = Path(path).suffix.lower()
    if suffix not in TABLE_FORMATS:
        raise TableFormatError(path)
    return suffix


def _csv_text(value: Cell) -> str:
    if value is None:
        return ""
    if isinstance(value, Decimal):
        # Plain positional notation with the cents, never "1E+5": a CRM reads it as a number.
        return f"{value:.2f}"
    if isinstance(value, _dt.date):
        return value.isoformat()
    text = str(value)
    # A text cell a spreadsheet would run as a formula ("=HYPERLINK(...)" typed as a customer
    # name) is written with a leading apostrophe, as OWASP advises for CSV files: shown as
    # typed, never run. Amounts and dates above are never text.
    if text[:1] in _FORMULA_START:
        return "'" + text
    return text


_FORMULA_START = frozenset("=+-@\t\r")


def csv_bytes(columns: Sequence[str], rows: Iterable[Sequence[Cell]]) -> bytes:
    """The table as CSV: a heading row of ``columns``, then ``rows``; amounts with 2 decimals,
    dates ISO, CRLF line ends (RFC 4180).

    Encoded UTF-8 with a byte-order mark: Excel reads a CSV without one in the system's
    ANSI code page (GBK on a Simplified-Chinese Windows, Big5 on a Traditional one), which
    garbles every Chinese customer name; with it Excel, LibreOffice and CRM importers read
    UTF-8, and Python reads it back with the "utf-8-sig" codec.
    """
    text = io.StringIO(newline="")
    writer = csv.writer(text, lineterminator="\r\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow([_csv_text(value) for value in row])
    return text.getvalue().encode("utf-8-sig")


def xlsx_bytes(columns: Sequence[str], rows: Iterable[Sequence[Cell]], sheet: str) -> bytes:
    """The table as an XLSX workbook of one sheet named ``sheet``: a bold heading row of
    ``columns``, then ``rows``; amounts as numeric cells formatted :data:`MONEY_FORMAT`
    (written from their exact decimal text), dates as date cells formatted
    :data:`DATE_FORMAT`, text as text (never read as a formula, whatever it starts with)."""
    from openpyxl import Workbook
    from openpyxl.styles import Font

    book = Workbook()
    ws = book.active
    assert ws is not None  # a new workbook has its sheet
    ws.title = sheet
    ws.append(list(columns))
    for cell in ws[1]:
        cell.font = Font(bold=True)
    for r, row in enumerate(rows, start=2):
        for c, value in enumerate(row, start=1):
            cell = ws.cell(row=r, column=c)
            if value is None:
                continue
            cell.value = value
            if isinstance(value, Decimal):
                cell.number_format = MONEY_FORMAT
            elif isinstance(value, _dt.date):
                cell.number_format = DATE_FORMAT
            elif isinstance(value, str):
                cell.data_type = "s"  # "=..." typed as a customer's name stays text
    ws.freeze_panes = "A2"
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def write_table(
    path: str | os.PathLike[str],
    columns: Sequence[str],
    rows: Iterable[Sequence[Cell]],
    sheet: str = "Sheet1",
) -> Path:
    """Write the table at ``path`` as its extension says (:func:`table_format`), whole or not
    at all: a failure leaves no part of it and keeps a file already there.

    Returns:
        The file written.

    Raises:
        TableFormatError: the extension is neither .csv nor .xlsx (nothing is written).
        rigwright.core.io.files.TargetError: the file cannot be written there (the reason
            names why: a missing folder, a read-only file, a full disk).
    """
    kind = table_format(path)
    data = csv_bytes(columns, rows) if kind == ".csv" else xlsx_bytes(columns, rows, sheet)
    return write_atomically(path, data)


__all__ = [
    "DATE_FORMAT",
    "MONEY_FORMAT",
    "TABLE_FORMATS",
    "Cell",
    "TableFormatError",
    "csv_bytes",
    "table_format",
    "write_table",
    "xlsx_bytes",
]
