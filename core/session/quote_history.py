"""Each saved revision's option totals, priced as the editor and the PDF price it (its
document resolved against its catalog), and the history's export for a CRM as a CSV or XLSX
file (docs/quotes-page.md, "Exporting the history")."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from rigwright.core.catalog.model import Catalog
from rigwright.core.io.table_files import table_format, write_table
from rigwright.core.quote.document import QuoteDocument
from rigwright.core.quote.history_rows import (
    EXPORT_COLUMNS,
    HistoryRow,
    OptionTotal,
    history_rows,
    option_totals,
)
from rigwright.core.quote.resolve import resolve_quote
from rigwright.core.storage.errors import StorageError
from rigwright.core.storage.quote_store import QuoteStoreError, QuoteSummary

EXPORT_SHEET = "quotes"
"""The name of an XLSX export's one sheet."""


class OptionPricer:
    """Prices saved revisions, opening each catalog they name once (``open_catalog``, as
    :meth:`rigwright.core.session.quotes.QuoteBook.catalog` opens one)."""

    def __init__(self, open_catalog: Callable[[str], Catalog]) -> None:
        """Keep ``open_catalog``; nothing is opened yet."""
        self._open = open_catalog
        self._catalogs: dict[str, Catalog | Exception] = {}

    def _catalog(self, name: str) -> Catalog:
        if name not in self._catalogs:
            try:
                self._catalogs[name] = self._open(name)
            except (ValueError, StorageError, OSError) as exc:  # CatalogError is a ValueError
                self._catalogs[name] = exc
        found = self._catalogs[name]
        if isinstance(found, Exception):
            raise found
        return found

    def totals(
        self, doc: QuoteDocument, saved: QuoteSummary | None = None
    ) -> tuple[tuple[OptionTotal, ...], str | None]:
        """Each option of ``doc`` with its total incl. tax, and None; or, when ``doc`` cannot
        be priced (its catalog cannot be opened, a SKU is no longer in it, no exchange rate),
        its options without totals and the reason ("Q-2026-0003 R1: ...").

        The totals ``saved`` (its row) kept when the revision was saved come first: a sent
        quote's figures are what the customer received, not prices read anew from a catalog
        changed since. A revision saved without them is priced from its catalog."""
        kept = saved.option_totals if saved is not None else None
        if kept is not None and len(kept) == len(doc.options):
            return option_totals(len(doc.options), list(kept)), None
        try:
            resolved = resolve_quote(doc, self._catalog(doc.catalog))
        except (ValueError, StorageError, OSError) as exc:
            reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            return option_totals(len(doc.options), None), f"{doc.number} R{doc.revision}: {reason}"
        return option_totals(len(doc.options), [o.totals.total for o in resolved.options]), None


@dataclass(frozen=True, slots=True)
class HistoryExport:
    """What an export holds.

    Attributes:
        rows: one per revision and option (:func:`rigwright.core.quote.history_rows.history_rows`).
        problems: the revisions whose totals are left empty, each with the reason.
    """

    rows: tuple[HistoryRow, ...]
    problems: tuple[str, ...]


def collect_export(
    revisions: Sequence[tuple[QuoteSummary, QuoteDocument | QuoteStoreError]],
    pricer: OptionPricer,
) -> HistoryExport:
    """The rows of every revision (:func:`rigwright.core.storage.quote_store.all_revisions`);
    a damaged one gets its rows from what the history lists of it, without totals."""
    priced: list[tuple[QuoteSummary, Sequence[OptionTotal]]] = []
    problems: list[str] = []
    for summary, doc in revisions:
        if isinstance(doc, QuoteStoreError):
            priced.append((summary, option_totals(summary.options, None)))
            problems.append(str(doc))
            continue
        totals, problem = pricer.totals(doc, summary)
        priced.append((summary, totals))
        if problem is not None:
            problems.append(problem)
    return HistoryExport(tuple(history_rows(priced)), tuple(problems))


def write_export(path: str | os.PathLike[str], export: HistoryExport) -> Path:
    """Write ``export`` at ``path``, CSV or XLSX by its extension, whole or not at all
    (:func:`rigwright.core.io.table_files.write_table`).

    Raises:
        TableFormatError: the extension is neither .csv nor .xlsx.
        TargetError: the file cannot be written there.
    """
    table_format(path)
    return write_table(path, EXPORT_COLUMNS, [row.values() for row in export.rows], EXPORT_SHEET)


__all__ = [
    "EXPORT_SHEET",
    "HistoryExport",
    "OptionPricer",
    "collect_export",
    "write_export",
]
