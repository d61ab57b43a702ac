"""The quote history: quotes saved in the app's database, numbered "Q-<year>-<seq>", revised
(R1, R2, ...; a sent revision never changes), listed and filtered (docs/storage.md)."""

from __future__ import annotations

import datetime as _dt
import json
import unicodedata
from collections.abc import Collection, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any, cast

from sqlalchemy import func, select
from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from rigwright.core.pricing.markets import CURRENCIES
from rigwright.core.pricing.money import MoneyError, to_money
from rigwright.core.quote.document import (
    STATUSES,
    QuoteDocument,
    quote_from_data,
)
from rigwright.core.storage.database import (
    BEGIN_SQL,
    QuoteRecord,
    StorageError,
    UserSettingRecord,
    _prepare_schema,
    database_file,
    make_engine,
    read_only_mode,
    schema_is_current,
    sqlite_url,
    storage_error,
)
from rigwright.core.storage.errors import database_error_text, error_reason
from rigwright.core.storage.quote_numbers import (
    QUOTE_NUMBER_RE,
    quote_number,
)
from rigwright.core.storage.quote_numbers import number_label as _label
from rigwright.core.storage.quote_numbers import parse_number as _parse_number
from rigwright.core.storage.quote_numbers import quote_number as _format_number
from rigwright.core.text.i18n import Text

MAX_REVISION = 999
"""The most revisions a quote can have (:attr:`QuoteDocument.revision`'s limit)."""


class QuoteStoreError(RuntimeError):
    """A quote cannot be saved, found, read or changed; the message is one line for the user
    and names the quote ("Q-2026-0003 R1 was sent: revise it to change it").

    Attributes:
        text: for a database failure the user can act on (a full disk, a read-only or locked file, a
            damaged one: :func:`rigwright.core.storage.errors.database_error_text`), that reason and
            its remedy as a translatable :class:`rigwright.core.text.i18n.Text`; else None.
    """

    def __init__(self, message: str, text: Text | None = None) -> None:
        """``message``: the one-line reason; ``text``: the window's words, or None."""
        super().__init__(message)
        self.text = text


@dataclass(frozen=True, slots=True)
class QuoteSummary:
    """One revision of a quote as the history lists it.

    Attributes:
        number: "Q-2026-0001".
        revision: 1, 2, ...
        status: one of :data:`rigwright.core.quote.document.STATUSES`.
        customer: the customer's company.
        contact: the customer's contact person ("" when none).
        date: the quote's date.
        amount: the lowest option total incl. tax as given when it was saved, or None; in
            ``currency`` (a quote saved before markets: CNY).
        options: how many options the quote offers.
        lang: the quote's language ("zh_CN", "zh_TW", "en").
        updated_at: when this revision was last saved or its status changed (UTC, aware).
        revisions: how many revisions the number has.
        market: the quote's market ("cn", "tw", "hk", "intl").
        currency: the quote's currency, that of ``amount`` ("CNY", "TWD", "HKD", "USD").
        option_totals: each option's total incl. tax as given when it was saved (None for
            an option not priced), in ``currency``; None for a revision saved without them.
    """

    number: str
    revision: int
    status: str
    customer: str
    contact: str
    date: _dt.date
    amount: Decimal | None
    options: int
    lang: str
    updated_at: _dt.datetime
    revisions: int
    market: str = "cn"
    currency: str = "CNY"
    option_totals: tuple[Decimal | None, ...] | None = None


# ----------------------------------------------------------------------------- numbers
def _known(number: object) -> tuple[str, int, int]:
    parsed = _parse_number(number)
    if parsed is None:
        raise QuoteStoreError(f"no quote {_label(number)}")
    return parsed


# ----------------------------------------------------------------------------- database


def _failed(engine: Engine, what: str, exc: SQLAlchemyError) -> QuoteStoreError:
    """The error for ``exc`` met while trying to ``what`` ("save Q-2026-0001 R1"): SQLite's
    reason, with what to do when the user can act on it (a full disk, a read-only file...)."""
    database = engine.url.database
    read_only = bool(database and read_only_mode(database) is not None)
    advice = database_error_text(exc, database, opened_read_only=read_only)
    # The message is what the command line prints; the window shows the text.
    said = database_error_text(exc, database, opened_read_only=read_only, headless=True)
    reason = error_reason(exc) if said is None else f"{said} [{error_reason(exc)}]"
    return QuoteStoreError(f"cannot {what}: {reason}", advice)


@contextmanager
def _writing(engine: Engine, what: str) -> Iterator[Session]:
    """A session in one transaction holding the write lock from its start; committed when the
    block ends normally, rolled back on any exception. Database errors become
    :class:`QuoteStoreError` ("cannot <what>: <reason>")."""
    try:
        with engine.connect() as connection:
            connection.info[BEGIN_SQL] = "BEGIN IMMEDIATE"
            try:
                with Session(bind=connection) as session:
                    yield session
                    session.commit()
            finally:
                connection.info.pop(BEGIN_SQL, None)
    except SQLAlchemyError as exc:
        raise _failed(engine, what, exc) from None


@contextmanager
def _reading(engine: Engine, what: str) -> Iterator[Session]:
    try:
        with Session(engine) as session:
            yield session
    except SQLAlchemyError as exc:
        raise _failed(engine, what, exc) from None


def open_quote_db(db_path: Path | str | None = None) -> Engine:
    """An engine on the app's database (the catalog's file), created or migrated to the newest
    schema first, as :func:`rigwright.core.storage.database.open_catalog` does (a backup before an
    upgrade).

    Args:
        db_path: the SQLite file; None: the per-user database
            (:func:`rigwright.core.io.paths.default_db_path`, its folder created if needed). A given
            path's folder must exist.

    Returns:
        The engine; the caller disposes of it (``engine.dispose()``).

    Raises:
        StorageError: the path is a folder or its folder is missing, the file is not a Rigwright
            database or was made by a newer Rigwright, or SQLite cannot open it
            (:class:`rigwright.core.storage.database.DatabaseLockedError` when another process holds
            it locked). A database open read-only
            (:func:`rigwright.core.storage.database.set_read_only`) gives a read-only engine, or
            this error when it is missing or needs an upgrade.
    """
    path = database_file(db_path)
    if read_only_mode(path) is not None:
        return _open_read_only(path)
    engine = make_engine(sqlite_url(path))
    try:
        _prepare_schema(engine, path)
    except SQLAlchemyError as exc:
        engine.dispose()
        reason = error_reason(exc)
        advice = ""
        if "not a database" in reason or "malformed" in reason:
            advice = " (the file is damaged: move it aside to start a new one)"
        raise storage_error(path, exc, advice) from None
    except BaseException:
        engine.dispose()
        raise
    return engine


def _open_read_only(path: Path) -> Engine:
    """:func:`open_quote_db` on a database open read-only
    (:func:`rigwright.core.storage.database.set_read_only`): a read-only engine when the file has
    the newest schema (nothing can be created or upgraded), else :class:`StorageError`."""
    if not path.is_file():
        raise StorageError(
            f"the database {path} does not exist and cannot be created: it is open read-only"
        )
    engine = make_engine(sqlite_url(path))
    try:
        current = schema_is_current(engine)
    except SQLAlchemyError as exc:
        engine.dispose()
        raise storage_error(path, exc) from None
    if not current:
        engine.dispose()
        raise StorageError(
            f"the database {path} needs an upgrade by this Rigwright, but it is open read-only"
        )
    return engine


# ----------------------------------------------------------------------------- rows
def _aware(moment: _dt.datetime) -> _dt.datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=_dt.UTC)


def _totals_json(totals: Sequence[Decimal | None] | None, count: int, label: str) -> str | None:
    """``totals`` as the column keeps them (exact decimal texts), or None.

    Raises:
        QuoteStoreError: not one total per option, or a total that is not an amount.
    """
    if totals is None:
        return None
    if len(totals) != count:
        raise QuoteStoreError(f"{label}: {len(totals)} option totals for {count} options")
    return json.dumps([None if t is None else str(_amount(t, label)) for t in totals])


def _totals_from_json(text: str | None) -> tuple[Decimal | None, ...] | None:
    """The stored option totals; None when there are none or they no longer read."""
    if not text:
        return None
    try:
        values = json.loads(text)
        return tuple(None if v is None else Decimal(v) for v in values)
    except (ValueError, TypeError, ArithmeticError):
        return None


def _fill(
    record: QuoteRecord,
    doc: QuoteDocument,
    amount: Decimal | None,
    now: _dt.datetime,
    option_totals: str | None = None,
) -> None:
    record.status = doc.status
    record.customer = doc.customer.company
    record.contact = doc.customer.contact
    record.quote_date = doc.date
    record.amount = amount
    record.options = len(doc.options)
    record.lang = doc.lang
    record.market = doc.market
    record.currency = doc.currency
    record.document = doc.to_json()
    record.updated_at = now
    record.option_totals = option_totals


def _insert(
    session: Session,
    doc: QuoteDocument,
    year: int,
    seq: int,
    amount: Decimal | None,
    option_totals: str | None = None,
) -> None:
    assert doc.number is not None
    now = _dt.datetime.now(_dt.UTC)
    record = QuoteRecord(
        number=doc.number, year=year, seq=seq, revision=doc.revision, created_at=now
    )
    _fill(record, doc, amount, now, option_totals)
    session.add(record)
    session.flush()


def _document(record: QuoteRecord) -> QuoteDocument:
    """The stored document of ``record`` with the row's number, revision and status.

    Raises:
        QuoteStoreError: the stored JSON no longer reads as a quote document.
    """
    try:
        doc = quote_from_data(json.loads(record.document))
    except (ValueError, TypeError, RecursionError) as exc:
        reason = "not valid JSON" if isinstance(exc, json.JSONDecodeError) else str(exc)
        reason = reason.splitlines()[0][:200] if reason else type(exc).__name__
        raise QuoteStoreError(
            f"{_label(record.number, record.revision)} is damaged in the "
            f"quote history and cannot be opened ({reason})"
        ) from None
    if (doc.number, doc.revision, doc.status) != (record.number, record.revision, record.status):
        doc = doc.model_copy(
            update={"number": record.number, "revision": record.revision, "status": record.status}
        )
    return doc


def _record(
    session: Session, year: int, seq: int, revision: int | None, number: str
) -> QuoteRecord:
    query = select(QuoteRecord).where(QuoteRecord.year == year, QuoteRecord.seq == seq)
    if revision is None:
        query = query.order_by(QuoteRecord.revision.desc()).limit(1)
    else:
        query = query.where(QuoteRecord.revision == revision)
    record = session.scalars(query).first()
    if record is None:
        raise QuoteStoreError(f"no quote {_label(number, revision)}")
    return record


QUOTE_NUMBER_FLOOR = "quote_number_floor"
"""The user setting holding, per year ("2026"), a quote sequence new numbers stay above: the highest
number a damaged database still showed when it was replaced by an older backup
(:func:`rigwright.core.storage.health.recover`), so that no number already given out is given
again."""


def _number_floor(session: Session, year: int) -> int:
    record = session.get(UserSettingRecord, QUOTE_NUMBER_FLOOR)
    value = record.value if record is not None else None
    seq = value.get(str(year)) if isinstance(value, dict) else None
    return seq if isinstance(seq, int) and not isinstance(seq, bool) and seq > 0 else 0


def _next_seq(session: Session, year: int) -> int:
    last = session.scalar(select(func.max(QuoteRecord.seq)).where(QuoteRecord.year == year))
    return max(last or 0, _number_floor(session, year)) + 1


def _amount(value: object, label: str) -> Decimal | None:
    if value is None:
        return None
    try:
        return to_money(value, "amount")
    except MoneyError as exc:
        raise QuoteStoreError(f"{label}: {exc}") from None


def _reissued(doc: QuoteDocument, today: _dt.date, **update: Any) -> QuoteDocument:
    """``doc`` dated ``today`` (its validity cleared when it ends before today), with
    ``update``, validated again."""
    data = json.loads(doc.to_json())
    data.update(update)
    data["date"] = today.isoformat()
    if doc.valid_until is not None and doc.valid_until < today:
        data.pop("valid_until", None)
    try:
        return quote_from_data(data)
    except ValueError as exc:
        raise QuoteStoreError(f"{_label(doc.number, doc.revision)}: {exc}") from None


# ----------------------------------------------------------------------------- API
def next_number(engine: Engine, year: int) -> str:
    """The number the next new quote of ``year`` would get ("Q-2026-0004"); nothing is
    reserved (:func:`save_quote` allocates under the write lock).

    Raises:
        QuoteStoreError: ``year`` is not 1 to 9999, or the database cannot be read.
    """
    if isinstance(year, bool) or not isinstance(year, int) or not 1 <= year <= 9999:
        raise QuoteStoreError(f"{year!r} is not a year for a quote number")
    with _reading(engine, "read the quote history") as session:
        return _format_number(year, _next_seq(session, year))


def save_quote(
    engine: Engine,
    doc: QuoteDocument,
    amount: Decimal | None,
    option_totals: Sequence[Decimal | None] | None = None,
) -> QuoteDocument:
    """Save ``doc`` in the history and return it as saved (its number set).

    - ``doc.number`` None: a new quote; it gets the next number of ``doc.date.year`` and
      revision 1.
    - its number and revision are stored as a draft: that revision is saved over (document,
      status, customer, date, amount, ...).
    - stored as sent, won or lost: refused (revise it; only :func:`set_status` changes it).
    - a number not in the history (an imported quote file): stored as given, in the
      canonical form ("Q-2026-00007" is saved as "Q-2026-0007").

    Args:
        engine: from :func:`open_quote_db`.
        doc: the quote.
        amount: the lowest option total incl. tax, in ``doc.currency`` (what the history
            lists and filters on), or None; stored exactly.
        option_totals: each option's total incl. tax in option order (None for one not
            priced), in ``doc.currency``, kept as the history's and the export's figures of
            this revision; None: none kept (they are then priced from the catalog).

    Returns:
        ``doc`` with its number (and, for a new quote, revision 1).

    Raises:
        QuoteStoreError: the revision is sent/won/lost, the number is not a quote number,
            the amount is not an amount of money, or the database cannot be written. The
            database is then unchanged.
    """
    label = (
        _label(doc.number, doc.revision)
        if doc.number is not None
        else f"the quote for {doc.customer.company}"
    )
    amount = _amount(amount, label)
    totals = _totals_json(option_totals, len(doc.options), label)
    with _writing(engine, f"save {label}") as session:
        if doc.number is None:
            year = doc.date.year
            seq = _next_seq(session, year)
            doc = doc.model_copy(update={"number": _format_number(year, seq), "revision": 1})
            _insert(session, doc, year, seq, amount, totals)
            return doc
        parsed = _parse_number(doc.number)
        if parsed is None:
            raise QuoteStoreError(
                f"{_label(doc.number)!r} is not a quote number "
                f"(Q-<year>-<0001>); the quote was not saved"
            )
        number, year, seq = parsed
        if number != doc.number:
            doc = doc.model_copy(update={"number": number})
        record = session.scalars(
            select(QuoteRecord).where(
                QuoteRecord.year == year,
                QuoteRecord.seq == seq,
                QuoteRecord.revision == doc.revision,
            )
        ).first()
        if record is None:
            _insert(session, doc, year, seq, amount, totals)
        elif record.status != "draft":
            verb = "was sent" if record.status == "sent" else f"is marked {record.status}"
            raise QuoteStoreError(f"{_label(number, doc.revision)} {verb}: revise it to change it")
        else:
            _fill(record, doc, amount, _dt.datetime.now(_dt.UTC), totals)
    return doc


def revise_quote(engine: Engine, number: str, *, today: _dt.date | None = None) -> QuoteDocument:
    """Add a revision to quote ``number``: a copy of its latest revision as revision + 1,
    status draft, dated today (``valid_until`` cleared when it is before today), with the
    same amount. The earlier revisions are kept unchanged.

    Args:
        engine: the quote database (:func:`open_quote_db`).
        number: the quote's number ("Q-2026-0001").
        today: the new revision's date; default today.

    Returns:
        The new revision, saved.

    Raises:
        QuoteStoreError: no such quote, its latest revision cannot be read, it already has
            :data:`MAX_REVISION` revisions, or the database cannot be written.
    """
    canonical, year, seq = _known(number)
    today = today or _dt.date.today()
    with _writing(engine, f"revise {canonical}") as session:
        record = _record(session, year, seq, None, canonical)
        if record.revision >= MAX_REVISION:
            raise QuoteStoreError(
                f"{canonical} has {MAX_REVISION} revisions, the most a "
                f"quote can have: duplicate it instead"
            )
        doc = _reissued(_document(record), today, revision=record.revision + 1, status="draft")
        _insert(session, doc, year, seq, record.amount, record.option_totals)
    return doc


def duplicate_quote(
    engine: Engine, number: str, revision: int | None = None, *, today: _dt.date | None = None
) -> QuoteDocument:
    """A new quote with the content of quote ``number`` (its latest revision, or
    ``revision``): the next number of today's year, revision 1, draft, dated today
    (``valid_until`` cleared when it is before today), same amount.

    Args:
        engine: the quote database (:func:`open_quote_db`).
        number: the quote's number ("Q-2026-0001").
        revision: the revision to copy; default the latest.
        today: the new quote's date; default today.

    Returns:
        The new quote, saved.

    Raises:
        QuoteStoreError: no such quote or revision, it cannot be read, or the database
            cannot be written.
    """
    canonical, year, seq = _known(number)
    today = today or _dt.date.today()
    with _writing(engine, f"duplicate {_label(canonical, revision)}") as session:
        record = _record(session, year, seq, revision, canonical)
        new_seq = _next_seq(session, today.year)
        doc = _reissued(
            _document(record),
            today,
            number=_format_number(today.year, new_seq),
            revision=1,
            status="draft",
        )
        _insert(session, doc, today.year, new_seq, record.amount)
    return doc


def set_status(engine: Engine, number: str, revision: int, status: str) -> None:
    """Set the status of revision ``revision`` of quote ``number`` (the row and its stored
    document). A draft may become sent, won or lost, and those may follow each other; none
    goes back to draft: what was sent to a customer stays as it was sent (revise it to
    change it), so a sent revision can never be edited in place.

    Raises:
        QuoteStoreError: ``status`` is not one of :data:`rigwright.core.quote.document.STATUSES`, a
            sent, won or lost revision set back to draft, no such quote or revision, its document
            cannot be read, or the database cannot be written (then nothing changed).
    """
    if status not in STATUSES:
        raise QuoteStoreError(f"{status!r} is not a quote status ({', '.join(STATUSES)})")
    canonical, year, seq = _known(number)
    with _writing(engine, f"change the status of {_label(canonical, revision)}") as session:
        record = _record(session, year, seq, revision, canonical)
        if status == "draft" and record.status != "draft":
            raise QuoteStoreError(
                f"{_label(canonical, revision)} is marked {record.status}: it "
                f"cannot become a draft again; revise it to change it"
            )
        doc = _document(record).model_copy(update={"status": status})
        record.status = status
        record.document = doc.to_json()
        record.updated_at = _dt.datetime.now(_dt.UTC)


def set_rules_override(engine: Engine, number: str, revision: int, reason: str) -> None:
    """Keep ``reason``, the engineer's reason for exporting revision ``revision`` of quote
    ``number`` although a build breaks a rule, on that revision (any status: it records the
    export, not the quote's content); it replaces an earlier reason and is never printed.

    Raises:
        QuoteStoreError: ``reason`` is blank, no such quote or revision, or the database cannot
            be written (then nothing changed).
    """
    reason = reason.strip()
    if not reason:
        raise QuoteStoreError("rules override: give the reason the rules are overridden")
    canonical, year, seq = _known(number)
    with _writing(engine, f"keep the rules override of {_label(canonical, revision)}") as session:
        record = _record(session, year, seq, revision, canonical)
        record.rules_override = reason


def rules_override(engine: Engine, number: str, revision: int) -> str | None:
    """The reason kept by :func:`set_rules_override` for that revision, or None.

    Raises:
        QuoteStoreError: no such quote or revision, or the database cannot be read.
    """
    canonical, year, seq = _known(number)
    with _reading(engine, f"read {_label(canonical, revision)}") as session:
        return _record(session, year, seq, revision, canonical).rules_override


def load_quote(engine: Engine, number: str, revision: int | None = None) -> QuoteDocument:
    """Revision ``revision`` of quote ``number`` (its latest when None).

    Raises:
        QuoteStoreError: "no quote Q-2026-0009" (or "... R3") when it is not in the history;
            a stored document that no longer validates, naming the quote; the database
            cannot be read.
    """
    canonical, year, seq = _known(number)
    with _reading(engine, f"read {_label(canonical, revision)}") as session:
        return _document(_record(session, year, seq, revision, canonical))


_SUMMARY_COLUMNS = (
    QuoteRecord.number,
    QuoteRecord.revision,
    QuoteRecord.status,
    QuoteRecord.customer,
    QuoteRecord.contact,
    QuoteRecord.quote_date,
    QuoteRecord.amount,
    QuoteRecord.options,
    QuoteRecord.lang,
    QuoteRecord.updated_at,
    QuoteRecord.market,
    QuoteRecord.currency,
    QuoteRecord.option_totals,
)


def _summary(row: Any, revisions: int) -> QuoteSummary:
    fields = tuple(row)
    (number, revision, status, customer, contact, date, amount, options, lang, updated_at) = fields[
        :10
    ]
    market, currency, totals = fields[10:13]
    return QuoteSummary(
        number,
        revision,
        status,
        customer,
        contact,
        date,
        amount,
        options,
        lang,
        _aware(updated_at),
        revisions,
        market,
        currency,
        _totals_from_json(totals),
    )


def quote_revisions(engine: Engine, number: str) -> list[QuoteSummary]:
    """Every revision of quote ``number``, oldest first; [] when there is no such quote.

    Raises:
        QuoteStoreError: the database cannot be read.
    """
    parsed = _parse_number(number)
    if parsed is None:
        return []
    canonical, year, seq = parsed
    with _reading(engine, f"read {canonical}") as session:
        rows = session.execute(
            select(*_SUMMARY_COLUMNS)
            .where(QuoteRecord.year == year, QuoteRecord.seq == seq)
            .order_by(QuoteRecord.revision)
        ).all()
    return [_summary(row, len(rows)) for row in rows]


def all_revisions(
    engine: Engine, only: Collection[tuple[str, int]] | None = None
) -> list[tuple[QuoteSummary, QuoteDocument | QuoteStoreError]]:
    """Every revision of every quote (or only the (number, revision) pairs of ``only``), by
    number then revision, each with its document or the error saying it is damaged.

    Raises:
        QuoteStoreError: the database cannot be read.
    """
    query = select(QuoteRecord).order_by(QuoteRecord.year, QuoteRecord.seq, QuoteRecord.revision)
    numbers = {number for number, _r in only or ()}
    if only is not None and len(numbers) <= 500:  # older SQLite takes at most 999 parameters
        query = query.where(QuoteRecord.number.in_(numbers))
    with _reading(engine, "read the quote history") as session:
        records = session.scalars(query).all()
        counts: dict[str, int] = {}
        for record in records:
            counts[record.number] = counts.get(record.number, 0) + 1
        out: list[tuple[QuoteSummary, QuoteDocument | QuoteStoreError]] = []
        for record in records:
            if only is not None and (record.number, record.revision) not in only:
                continue
            row = tuple(getattr(record, column.key) for column in _SUMMARY_COLUMNS)
            try:
                doc: QuoteDocument | QuoteStoreError = _document(record)
            except QuoteStoreError as exc:
                doc = exc
            out.append((_summary(row, counts[record.number]), doc))
    return out


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def list_quotes(
    engine: Engine,
    search: str = "",
    status: str | None = None,
    date_from: _dt.date | None = None,
    date_to: _dt.date | None = None,
    amount_min: Decimal | None = None,
    amount_max: Decimal | None = None,
    currency: str | None = None,
) -> list[QuoteSummary]:
    """The latest revision of each quote, newest date first, then number descending.

    Args:
        engine: the quote database (:func:`open_quote_db`).
        search: text found (case-insensitively, after NFKC normalisation, so full-width
            letters match) in the number, the customer's company or the contact; "" or
            blanks: every quote.
        status: only quotes whose latest revision has this status.
        date_from: only quotes dated on or after this day.
        date_to: only quotes dated on or before this day.
        amount_min: only quotes whose amount is at least this, in ``currency``; a quote
            saved without an amount is left out when it or ``amount_max`` is given.
        amount_max: only quotes whose amount is at most this, in ``currency``.
        currency: only quotes in this currency ("CNY", "TWD", "HKD", "USD"); an amount
            filter needs it: amounts in two currencies are not compared (no quote's rate
            makes one the other's, and a rate of today would not be the quote's).

    Raises:
        QuoteStoreError: ``status`` is not a quote status, ``currency`` not a quote
            currency, an amount filter without a currency, or the database cannot be read.
    """
    if status is not None and status not in STATUSES:
        raise QuoteStoreError(f"{status!r} is not a quote status ({', '.join(STATUSES)})")
    if currency is not None and currency not in CURRENCIES:
        raise QuoteStoreError(f"{currency!r} is not a quote currency ({', '.join(CURRENCIES)})")
    if currency is None and (amount_min is not None or amount_max is not None):
        raise QuoteStoreError("an amount filter needs the currency its amounts are in")
    latest = (
        select(
            QuoteRecord.year,
            QuoteRecord.seq,
            func.max(QuoteRecord.revision).label("latest"),
            func.count().label("revisions"),
        )
        .group_by(QuoteRecord.year, QuoteRecord.seq)
        .subquery()
    )
    query = (
        select(*_SUMMARY_COLUMNS, latest.c.revisions)
        .join(
            latest,
            (QuoteRecord.year == latest.c.year)
            & (QuoteRecord.seq == latest.c.seq)
            & (QuoteRecord.revision == latest.c.latest),
        )
        .order_by(QuoteRecord.quote_date.desc(), QuoteRecord.year.desc(), QuoteRecord.seq.desc())
    )
    if status is not None:
        query = query.where(QuoteRecord.status == status)
    if currency is not None:
        query = query.where(QuoteRecord.currency == currency)
    if date_from is not None:
        query = query.where(QuoteRecord.quote_date >= date_from)
    if date_to is not None:
        query = query.where(QuoteRecord.quote_date <= date_to)
    with _reading(engine, "read the quote history") as session:
        rows = session.execute(query).all()
    needle = _fold(search.strip()) if search else ""
    out = []
    for row in rows:
        summary = _summary(row, cast(int, row[-1]))  # the count of revisions
        if needle and not any(
            needle in _fold(text) for text in (summary.number, summary.customer, summary.contact)
        ):
            continue
        if amount_min is not None or amount_max is not None:
            amount = summary.amount
            if (
                amount is None
                or (amount_min is not None and amount < amount_min)
                or (amount_max is not None and amount > amount_max)
            ):
                continue
        out.append(summary)
    return out


__all__ = [
    "MAX_REVISION",
    "QUOTE_NUMBER_FLOOR",
    "QUOTE_NUMBER_RE",
    "QuoteStoreError",
    "QuoteSummary",
    "all_revisions",
    "duplicate_quote",
    "list_quotes",
    "load_quote",
    "next_number",
    "open_quote_db",
    "quote_number",
    "quote_revisions",
    "revise_quote",
    "save_quote",
    "set_status",
]
