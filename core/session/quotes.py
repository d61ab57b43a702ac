"""The quote book: one quote session's store (history, revisions, vendor profile, settings)
behind one object, so that the window's quote views never reach the storage themselves.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

from sqlalchemy.engine import Engine

from rigwright.core.catalog.model import Catalog
from rigwright.core.quote.document import QuoteDocument, VendorProfile
from rigwright.core.quote.history_rows import OptionTotal, option_totals
from rigwright.core.session.quote_history import (
    HistoryExport,
    OptionPricer,
    collect_export,
    write_export,
)
from rigwright.core.storage import database, quote_store, vendor_profiles
from rigwright.core.storage.quote_store import QuoteStoreError, QuoteSummary

__all__ = ["HistoryExport", "OptionTotal", "QuoteBook", "QuoteStoreError", "QuoteSummary"]


class QuoteBook:
    """The quote history of one database (:mod:`rigwright.core.storage.quote_store`).

    Args:
        engine: the quote database's engine, or a callable giving it (called on every use,
            so that a database opened on first use may fail then; its error is raised).
        db_path: the database file (None: the per-user default) that user settings and
            catalogs of other names are read from.

    Errors are the store's: :class:`QuoteStoreError` (a message naming the quote) and
    :class:`rigwright.core.storage.errors.StorageError`.
    """

    def __init__(
        self, engine: Engine | Callable[[], Engine], db_path: Path | str | None = None
    ) -> None:
        """Keep ``engine`` (not called yet) and ``db_path``."""
        self._engine = engine
        self.db_path = db_path

    def engine(self) -> Engine:
        """The quote database's engine (raises when it cannot be opened)."""
        engine = self._engine
        return engine if isinstance(engine, Engine) else engine()

    # ------------------------------------------------------------------ the history
    def quotes(
        self,
        search: str = "",
        status: str | None = None,
        date_from: _dt.date | None = None,
        date_to: _dt.date | None = None,
        amount_min: Decimal | None = None,
        amount_max: Decimal | None = None,
        currency: str | None = None,
    ) -> list[QuoteSummary]:
        """The latest revision of each quote, filtered (:func:`quote_store.list_quotes`)."""
        return quote_store.list_quotes(
            self.engine(),
            search=search,
            status=status,
            date_from=date_from,
            date_to=date_to,
            amount_min=amount_min,
            amount_max=amount_max,
            currency=currency,
        )

    def revisions(self, number: str) -> list[QuoteSummary]:
        """Every revision of quote ``number``, first first (:func:`quote_store.quote_revisions`)."""
        return quote_store.quote_revisions(self.engine(), number)

    def option_totals(
        self, summaries: list[QuoteSummary]
    ) -> dict[tuple[str, int], tuple[tuple[OptionTotal, ...], str | None]]:
        """Each listed revision's options with their totals incl. tax, priced as the editor
        prices them (:class:`rigwright.core.session.quote_history.OptionPricer`), keyed by
        (number, revision); with the reason when it cannot be read or priced (its options
        then have no totals).

        Raises:
            QuoteStoreError: the database cannot be opened or read.
        """
        pricer = OptionPricer(self.catalog)
        keys = {(summary.number, summary.revision) for summary in summaries}
        out: dict[tuple[str, int], tuple[tuple[OptionTotal, ...], str | None]] = {}
        for saved, doc in quote_store.all_revisions(self.engine(), keys) if keys else []:
            key = (saved.number, saved.revision)
            if isinstance(doc, QuoteStoreError):
                out[key] = (option_totals(saved.options, None), str(doc))
            else:
                out[key] = pricer.totals(doc, saved)
        return out

    def export_history(self, path: Path | str) -> HistoryExport:
        """Write every revision of every quote at ``path`` for a CRM, one row per revision and
        option, CSV or XLSX by the extension
        (:func:`rigwright.core.session.quote_history.write_export`); returns what was written,
        with the revisions whose totals are left empty and why.

        Raises:
            TableFormatError: the extension is neither .csv nor .xlsx (nothing is read).
            TargetError: the file cannot be written (nothing is left at ``path``).
            QuoteStoreError: the history cannot be read.
        """
        from rigwright.core.io.table_files import table_format

        table_format(path)
        export = collect_export(
            quote_store.all_revisions(self.engine()), OptionPricer(self.catalog)
        )
        write_export(path, export)
        return export

    def open(self, number: str, revision: int | None = None) -> QuoteDocument:
        """Revision ``revision`` (None: the latest) of quote ``number``."""
        return quote_store.load_quote(self.engine(), number, revision)

    def save(
        self,
        doc: QuoteDocument,
        amount: Decimal | None,
        option_totals: Sequence[Decimal | None] | None = None,
    ) -> QuoteDocument:
        """Save ``doc`` as a draft (a new quote gets its number); the document as saved.
        ``amount``: what the history lists (the lowest option total incl. tax, in the
        quote's currency); ``option_totals``: each option's total, kept as the history's and
        the export's figures of this revision (:func:`quote_store.save_quote`)."""
        return quote_store.save_quote(self.engine(), doc, amount, option_totals)

    def set_rules_override(self, number: str, revision: int, reason: str) -> None:
        """Keep why revision ``revision`` of ``number`` was exported although a build breaks a
        rule (:func:`quote_store.set_rules_override`); never printed."""
        quote_store.set_rules_override(self.engine(), number, revision, reason)

    def rules_override(self, number: str, revision: int) -> str | None:
        """The reason kept for that revision, or None (:func:`quote_store.rules_override`)."""
        return quote_store.rules_override(self.engine(), number, revision)

    def revise(self, number: str) -> QuoteDocument:
        """A new draft revision of quote ``number``, saved; the earlier ones are kept."""
        return quote_store.revise_quote(self.engine(), number)

    def duplicate(self, number: str, revision: int | None = None) -> QuoteDocument:
        """A new quote (next number, R1, draft, dated today) with the content of ``number``."""
        return quote_store.duplicate_quote(self.engine(), number, revision)

    def set_status(self, number: str, revision: int, status: str) -> QuoteDocument:
        """Mark revision ``revision`` of ``number`` ``status`` (draft, sent, won, lost; a sent
        one never goes back to draft); the revision as stored then."""
        engine = self.engine()
        quote_store.set_status(engine, number, revision, status)
        return quote_store.load_quote(engine, number, revision)

    # ------------------------------------------------------------------ vendor and settings
    def vendor_profile(self) -> VendorProfile | None:
        """The stored vendor profile, or None (the placeholder vendor is printed)."""
        return vendor_profiles.load_vendor_profile(self.engine())

    def save_vendor_profile(self, profile: VendorProfile) -> None:
        """Store ``profile`` as the vendor profile every quote prints from now on."""
        vendor_profiles.save_vendor_profile(self.engine(), profile)

    def setting(self, key: str, default: Any = None) -> Any:
        """The user's setting ``key``, or ``default`` when it cannot be read."""
        return database.read_user_setting(self.db_path, key, default)

    def set_setting(self, key: str, value: Any) -> bool:
        """Store the user's setting ``key``; False when it lasts for this session only."""
        return database.write_user_setting(self.db_path, key, value)

    def catalog(self, name: str) -> Catalog:
        """Catalog ``name`` from the database (a quote of another catalog than the one shown).

        Raises:
            CatalogError: the catalog is unknown or its files are invalid.
            StorageError: the database cannot be opened or read.
        """
        return database.open_catalog(self.db_path, name)
