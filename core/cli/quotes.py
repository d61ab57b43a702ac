"""``rigwright quotes export FILE``: the quote history for the vendor's CRM, one row per quote
revision and option, as CSV or XLSX by the file's extension (docs/command-line.md)."""

from __future__ import annotations

import argparse
from typing import TextIO

from rigwright.core.cli.inputs import EXIT_OK, UsageError, db_path
from rigwright.core.io.paths import user_path


def run_quotes(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """``rigwright quotes export FILE``: write the history at FILE and say how many rows; a
    revision that cannot be priced keeps its rows without totals and is named on stderr.

    Raises:
        UsageError: FILE's extension is neither .csv nor .xlsx (exit 2, nothing written).
        TargetError: FILE cannot be written (exit 1; nothing is left at FILE).
        QuoteStoreError, StorageError: the history cannot be read (exit 1).
    """
    from rigwright.core.io.table_files import TableFormatError, table_format
    from rigwright.core.session.quotes import QuoteBook
    from rigwright.core.storage.quote_store import open_quote_db

    target = user_path(args.file)
    try:
        table_format(target)
    except TableFormatError as exc:
        raise UsageError(f"file: {exc}") from None
    if target.is_dir():
        raise UsageError(f"file: {str(target)!r} is a folder")
    engine = open_quote_db(db_path(args))
    try:
        export = QuoteBook(engine, db_path(args)).export_history(target)
    finally:
        engine.dispose()
    for problem in export.problems:
        print(f"rigwright: note: no totals for {problem}", file=err)
    revisions = len({(row.number, row.revision) for row in export.rows})
    quotes = len({row.number for row in export.rows})

    def count(n: int, word: str) -> str:
        return f"{n} {word}" + ("" if n == 1 else "s")

    print(
        f"Wrote {target}: {count(len(export.rows), 'row')} ({count(revisions, 'revision')} "
        f"of {count(quotes, 'quote')}, one row per option)",
        file=out,
    )
    return EXIT_OK


__all__ = ["run_quotes"]
