"""``rigwright quote``: a quote file or one SKU, checked whole, numbered and kept in the
quote history, then written as a PDF by the renderer the caller passes in."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from rigwright.core.catalog.model import Catalog
from rigwright.core.cli.inputs import EXIT_OK, DefaultCatalog, UsageError, db_path, open_catalog
from rigwright.core.io.paths import user_path
from rigwright.core.text.i18n import LANGS

if TYPE_CHECKING:
    from rigwright.core.quote.document import ResolvedQuote
    from rigwright.core.session.quotes import QuoteBook

RenderQuote = Callable[["ResolvedQuote", Catalog, Path], None]
"""(resolved quote, its catalog, out path) -> None: writes the quote PDF; raises OSError or
ValueError on failure (nothing is left at the path then)."""


_LANG_SPELLINGS = {
    "zh_CN": ("zh_cn", "zh_hans", "zh_sg", "zh", "cn"),
    "zh_TW": ("zh_tw", "zh_hant", "zh_hk", "tw"),
    "en": ("en", "en_us", "en_gb"),
}


def parse_lang(text: str) -> str:
    """A quote language as typed ("zh-TW", "EN", "zh_Hans") -> "zh_CN", "zh_TW" or "en".

    Raises:
        UsageError: not one of the three; the message lists them.
    """
    key = text.strip().replace("-", "_").casefold()
    for lang, names in _LANG_SPELLINGS.items():
        if key in names:
            return lang
    raise UsageError(f"lang: unknown {text!r}; use one of {', '.join(LANGS)}")


def parse_market(text: str) -> str:
    """A market code as typed ("TW", " intl ") -> "cn", "tw", "hk" or "intl".

    Raises:
        UsageError: "--market: unknown 'jp'; use one of cn, tw, hk, intl".
    """
    from rigwright.core.catalog.markets import MARKETS

    key = text.strip().casefold()
    if key not in MARKETS:
        raise UsageError(f"--market: unknown {text!r}; use one of {', '.join(MARKETS)}")
    return key


def _quote_out(text: str) -> Path:
    out_path = Path(text)
    if not text.strip() or out_path.name.startswith(".") or text.strip() == ".":
        raise UsageError(f"out: {text!r} is not a file name ending in .pdf")
    if out_path.suffix.lower() != ".pdf":
        raise UsageError(f"out: {text!r} must end in .pdf")
    if out_path.is_dir():
        raise UsageError(f"out: {str(out_path)!r} is a folder")
    return out_path


def _check_writable(out_path: Path) -> None:
    """Refuse a PDF target whose folder cannot take it, before a quote is numbered and saved.

    Raises:
        OSError: "cannot write <path>: <reason>".
    """
    import os

    parent = user_path(out_path).parent
    reason = (
        "folder " + str(parent) + " does not exist"
        if not parent.exists()
        else f"{parent} is not a folder"
        if not parent.is_dir()
        else f"folder {parent} is not writable"
        if not os.access(parent, os.W_OK | os.X_OK)
        else None
    )
    if reason:
        raise OSError(f"cannot write {out_path}: {reason}")


def _numbered_in_history(book: QuoteBook, doc: Any, amount: Any, totals: Any = None) -> str:
    """A quote file's own number against the history: a number the history does not hold is
    kept there (so it is never given to another quote); one it holds must be this very quote
    (same revision and content), else the file is refused.

    Raises:
        UsageError: the number (and revision) belongs to another quote in the history.
    """
    from rigwright.core.storage.quote_store import QuoteStoreError

    try:
        stored = book.open(doc.number, doc.revision)
    except QuoteStoreError as exc:
        if not str(exc).startswith("no quote"):
            raise
        book.save(doc, amount, totals)
        return "; kept in the quote history"
    if stored.model_copy(update={"status": doc.status}) != doc:
        raise UsageError(
            f"number: {doc.number} R{doc.revision} is another quote in the quote "
            f"history ({stored.customer.company}, {stored.date}); leave number "
            f"out to get the next one"
        )
    return ""


def _file_quote(path: str, lang: str | None, market: str | None) -> Any:
    """The quote file at ``path``, in ``lang`` and for ``market`` when given (its typed
    prices converted: :func:`rigwright.core.quote.markets.quote_in_market`).

    Raises:
        QuoteFileError: the file is invalid, or no exchange rate for the market's currency.
    """
    from rigwright.core.quote.document import read_quote_file
    from rigwright.core.quote.markets import quote_in_market

    doc = read_quote_file(path)
    if lang is not None:
        doc = doc.model_copy(update={"lang": lang})
    return doc if market is None else quote_in_market(doc, market)


def market_problems(resolved: Any, catalog: Any, market: str | None) -> list[str]:
    """Why a resolved quote cannot be quoted in ``market``: each SKU and item of its
    workstations that is not sold there, or that no workstation takes ("Option A: RTX 5090:
    not sold in mainland China as of …"); [] without a market."""
    from rigwright.core.cli.market import market_verdicts
    from rigwright.core.recommend.market_filter import left_out

    if market is None:
        return []
    excluded = left_out(catalog, market)
    out = []
    for option in resolved.options:
        for line in option.lines:
            if line.sku is not None and line.sku.code in excluded:
                out.append(f"{option.title}: {line.sku.code}: {excluded[line.sku.code]}")
            if line.build is not None:
                out.extend(
                    f"{option.title}: {v.message}"
                    for v in market_verdicts(line.build, catalog, market)
                    if v.severity == "error"
                )
    return out


def market_unknowns(resolved: Any, catalog: Any, market: str | None) -> list[str]:
    """The quoted cards whose availability in ``market`` the data does not know, each once
    ("GeForce RTX 5090 D: availability in mainland China is unknown"): said to the engineer,
    never printed for the customer; [] without a market or availability data."""
    from rigwright.core.recommend.market_filter import unknown_in_market

    seen: dict[str, str] = {}
    for option in resolved.options:
        for line in option.lines:
            for gpu in line.build.gpus if line.build is not None else ():
                reason = unknown_in_market(catalog, market, gpu.model)
                if reason is not None and gpu.model not in seen:
                    seen[gpu.model] = f"{gpu.model}: {reason}"
    return list(seen.values())


def _tell_engineer(resolved: Any, catalog: Any, market: str | None, args: Any) -> None:
    """What the engineer should know before sending (on stderr, never in the PDF): a quoted
    card of unknown availability in ``market``, a workstation its sized model does not fit."""
    from rigwright.core.quote.sizing import sizing_misfits

    notes = getattr(args, "notes_stream", None) or sys.stderr
    for unknown in market_unknowns(resolved, catalog, market):
        print(f"note: {unknown}; check with your distributor before sending", file=notes)
    for misfit in sizing_misfits(resolved, catalog):
        print(f"warning: {misfit} (the quote says so to the customer)", file=notes)


def _override_reason(text: str | None) -> str | None:
    """``--override-rules REASON`` cleaned (None when not given).

    Raises:
        UsageError: the reason is blank or not clean one-line text.
    """
    from rigwright.core.text.clean import check_text

    if text is None:
        return None
    try:
        reason = check_text(text, "--override-rules", required=True)
    except ValueError as exc:
        raise UsageError(f"{exc}; give the reason the rules are overridden") from None
    return reason


def _refuse(problems: list[str], broken: list[str], override: str | None) -> None:
    """Refuse the quote for its first problem; a rule's error (one of ``broken``) only without
    an ``override``, and its message says how to override it.

    Raises:
        UsageError: "cannot quote: Option A, line 1: ... (rule slots.capacity) (and 2 more);
            to export it anyway, give --override-rules REASON".
    """
    if override is not None:
        problems = [p for p in problems if p not in broken]
    if not problems:
        return
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    hint = "; to export it anyway, give --override-rules REASON" if problems[0] in broken else ""
    raise UsageError(f"cannot quote: {problems[0]}{more}{hint}")


def run_quote(args: argparse.Namespace, out: TextIO, render_quote: RenderQuote | None) -> int:
    """``quote --from FILE.json | --sku CODE --customer NAME --out FILE.pdf [--lang]
    [--market] [--override-rules REASON]``.

    A build that breaks a rule (an error of :func:`rigwright.core.quote.document.rule_problems`)
    is refused, naming the option, the line and the rule, unless ``--override-rules`` gives a
    reason: the reason is then kept on the saved revision in the quote history, never printed.

    The quote is checked whole (fields, SKUs, builds, discounts) before anything is written.
    A quote without a number is saved in the history first (it gets the next number of its
    year), so a PDF that then cannot be written loses no quote: the message says where it is.
    A quote saved in the history is said on stdout ("Saved Q-2026-0001 R1 in the quote
    history") before the PDF is written, so even a killed run tells which quote it kept.
    """
    from rigwright.core.quote.document import (
        PLACEHOLDER_VENDOR,
        QuoteFileError,
        check_text,
        export_problems,
        quote_for_sku,
        resolve_quote,
        rule_problems,
    )
    from rigwright.core.session.quotes import QuoteBook
    from rigwright.core.storage.quote_store import open_quote_db

    out_path = _quote_out(args.out)
    lang = parse_lang(args.lang) if args.lang is not None else None
    market = parse_market(args.market) if getattr(args, "market", None) is not None else None
    override = _override_reason(getattr(args, "override_rules", None))
    explicit = (
        None
        if isinstance(getattr(args, "catalog", None), DefaultCatalog)
        else getattr(args, "catalog", None)
    )
    try:
        if args.from_file is not None:
            if args.customer is not None:
                raise UsageError("customer: give the customer in the quote file, not with --from")
            doc = _file_quote(args.from_file, lang, market)
            catalog = open_catalog(args, explicit or doc.catalog)
        else:
            if args.customer is None:
                raise UsageError("customer: --sku needs --customer NAME")
            try:
                customer = check_text(args.customer, "customer", required=True)
            except ValueError as exc:
                raise UsageError(str(exc)) from None
            catalog = open_catalog(args)
            try:
                sku = catalog.sku(args.sku)
            except KeyError as exc:
                raise UsageError(str(exc.args[0])) from None
        _check_writable(out_path)
        engine = open_quote_db(db_path(args))
        book = QuoteBook(engine, db_path(args))  # the window's quote session, the same rules
        try:
            if args.from_file is None:
                doc = quote_for_sku(
                    sku,
                    customer,
                    lang or "zh_CN",
                    catalog=catalog.name,
                    market=market or (book.vendor_profile() or PLACEHOLDER_VENDOR).market,
                )
            resolved = resolve_quote(doc, catalog, book.vendor_profile())
            problems = [
                *export_problems(resolved, catalog),
                # The quote's market (the flag's, the file's, or the vendor profile's).
                *market_problems(resolved, catalog, market or doc.market),
            ]
            broken = rule_problems(resolved, catalog)
            _refuse(problems, broken, override)
            _tell_engineer(resolved, catalog, market or doc.market, args)
            totals = [o.totals.total for o in resolved.options]
            amount = min(totals)
            saved = ""
            if doc.number is None:
                doc = book.save(doc, amount, totals)
                resolved = resolve_quote(doc, catalog, resolved.vendor)
                saved = f"; saved as {doc.number} in the quote history"
            else:
                saved = _numbered_in_history(book, doc, amount, totals)
            if override is not None and broken:
                book.set_rules_override(doc.number, doc.revision, override)
                saved += f"; rules overridden ({len(broken)} broken), the reason kept"
        finally:
            engine.dispose()
    except QuoteFileError as exc:
        raise UsageError(str(exc)) from None
    if render_quote is None:
        raise RuntimeError("no PDF renderer available")
    if saved:
        # Said (and flushed) before the PDF is rendered: a run killed while writing it still
        # told which quote it kept.
        print(f"Saved {doc.number} R{doc.revision} in the quote history", file=out, flush=True)
    try:
        render_quote(resolved, catalog, out_path)
    except OSError as exc:
        if not saved:
            raise
        reason = (
            f"cannot write {exc.filename}: {exc.strerror}"
            if exc.filename and exc.strerror
            else str(exc)
        )
        raise OSError(f"{reason} (the quote is kept: {doc.number} in the quote history)") from None
    symbol = resolved.document.money.symbol
    listed = ", ".join(f"{o.title} {symbol}{o.totals.total:,}" for o in resolved.options)
    print(
        f"Wrote {out_path} ({doc.number} R{doc.revision}, {doc.customer.company}: {listed}){saved}",
        file=out,
    )
    return EXIT_OK
