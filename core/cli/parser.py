"""The ``rigwright`` argument parser: the global options and every subcommand's options,
with help texts that name no source file."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from rigwright.core import app_version
from rigwright.core.catalog.markets import MARKETS, check_market
from rigwright.core.catalog.model import PartKind
from rigwright.core.cli.inputs import FALLBACK_CATALOG, DefaultCatalog, UsageError
from rigwright.core.cli.size import add_job_arguments, add_size_parser
from rigwright.core.io.logs import LEVELS
from rigwright.core.recommend.ranking import MODEL_SCALES


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        """As argparse's, but an option given an empty value (``--budget ''``, ``--site=``)
        is an error naming it: a blank typed in a script means a variable was not set, and
        reading it as "not given" would quietly drop a budget or a site limit."""
        for option, value in _option_values(list(sys.argv[1:] if args is None else args)):
            if not value.strip():
                self.error(f"{option}: an empty value; {_EMPTY_HINTS.get(option, _EMPTY_HINT)}")
        return super().parse_known_args(args, namespace)


_EMPTY_HINT = "leave the option out for its default"
_EMPTY_HINTS = {
    "--override-rules": "give the reason the rules are overridden (it is kept, never printed)",
}
"""What to do instead of an empty value, where leaving the option out is not the answer."""


def _option_values(argv: list[str]) -> list[tuple[str, str]]:
    """The (option, value) pairs of ``argv`` that can be told apart without the parser:
    ``--name=value`` and ``--name value`` where the value is blank (an empty token is never
    an option or a command)."""
    pairs = []
    for i, token in enumerate(argv):
        if token == "--":
            break
        if token.startswith("--") and "=" in token:
            option, _, value = token.partition("=")
            pairs.append((option, value))
        elif token.startswith("--") and i + 1 < len(argv) and not argv[i + 1].strip():
            pairs.append((token, argv[i + 1]))
    return pairs


def _market(text: str) -> str:
    """``--market``'s value, checked: one of the market codes (the message names them)."""
    try:
        return check_market(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc).removeprefix("--market: ")) from None


LISTING_DEFAULT = "default: every item, each with its availability per market"
"""The listings' ``--market`` default: nothing left out."""

VENDOR_DEFAULT = "default: the vendor profile's market, initially cn"
"""The ``--market`` default of ``recommend``, ``size`` and ``check``: the market of the vendor
profile stored in the ``--db`` database (``cn`` without one)."""


def _market_option(parser: argparse.ArgumentParser, what: str, default: str) -> None:
    parser.add_argument(
        "--market",
        type=_market,
        metavar="CODE",
        help=f"{' / '.join(MARKETS)}: {what} ({default})",
    )


def _global_options(parser: argparse.ArgumentParser, *, suppress: bool) -> None:
    default = argparse.SUPPRESS if suppress else None
    parser.add_argument(
        "--db",
        default=default,
        metavar="PATH",
        help="SQLite database file (default: the per-user data directory)",
    )
    parser.add_argument(
        "--catalog",
        default=argparse.SUPPRESS if suppress else DefaultCatalog(FALLBACK_CATALOG),
        metavar="NAME",
        help="catalog name (default: the one chosen when the window first started, "
        f"else {FALLBACK_CATALOG})",
    )
    parser.add_argument(
        "--log-level",
        default=default,
        type=str.upper,
        choices=LEVELS,
        metavar="LEVEL",
        help="what the log file keeps: "
        + ", ".join(LEVELS)
        + " (default: $RIGWRIGHT_LOG_LEVEL, else INFO)",
    )


def _version() -> str:
    return app_version()


SUBCOMMANDS = (
    "gpus",
    "parts",
    "skus",
    "recommend",
    "size",
    "lint",
    "check",
    "quote",
    "quotes",
    "catalog",
    "about",
)
"""The subcommands :func:`build_parser` defines (without one, the window opens)."""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser; global options are accepted before and after the subcommand."""
    parser = _Parser(
        prog="rigwright",
        description="Offline configurator for deep-learning workstations. "
        "Without a subcommand the window opens.",
    )
    _global_options(parser, suppress=False)
    # Taken out of the arguments before parsing (rigwright.gui.shell.entry.split_option);
    # listed here so that --help names them.
    parser.add_argument(
        "--theme",
        choices=("light", "dark"),
        help="the window's theme for this run (default: the one chosen in "
        "View ▸ Theme, which follows the system unless set)",
    )
    parser.add_argument(
        "--lang",
        choices=("zh_CN", "zh_TW", "en"),
        help="the window's language (default: the one chosen in View ▸ "
        "Language; on the first start, the system's)",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    sub = parser.add_subparsers(dest="command", metavar="SUBCOMMAND", parser_class=_Parser)

    gpus = sub.add_parser("gpus", help="list the catalog's GPUs")
    gpus.add_argument("--json", action="store_true", help="print JSON")
    _market_option(gpus, "leave out the GPUs not sold in that market", LISTING_DEFAULT)
    _global_options(gpus, suppress=True)

    parts = sub.add_parser(
        "parts", help="list the catalog's platform parts with figures, sources and prices"
    )
    parts.add_argument(
        "--kind",
        type=str.lower,
        choices=[k.value for k in PartKind],
        help="only parts of this kind",
    )
    parts.add_argument("--json", action="store_true", help="print JSON")
    _market_option(parts, "leave out the parts not sold in that market", LISTING_DEFAULT)
    _global_options(parts, suppress=True)

    skus = sub.add_parser("skus", help="list the catalog's workstation SKUs")
    skus.add_argument("--json", action="store_true", help="print JSON")
    _market_option(
        skus, "leave out the SKUs (and SKUs of GPUs) not sold in that market", LISTING_DEFAULT
    )
    _global_options(skus, suppress=True)

    rec = sub.add_parser("recommend", help="rank GPUs and SKUs for a workload")
    rec.add_argument(
        "--workload",
        help="cnn, rnn (lstm, gru), transformer, gan, autoencoder, dbn, dsn, inference "
        "(optional with --model: the model's family)",
    )
    rec.add_argument(
        "--budget", metavar="CNY", help="highest price in CNY (a price equal to it is included)"
    )
    rec.add_argument("--model-scale", metavar="S", help=f"one of {', '.join(MODEL_SCALES)}")
    rec.add_argument("--min-gpu-memory", metavar="GB", help="least memory per GPU, GB")
    rec.add_argument("--gpu-count", metavar="MIN[-MAX]", help="GPUs per workstation, e.g. 2-4")
    rec.add_argument(
        "--custom",
        action="store_true",
        help="also search custom builds: the Pareto front of score against price "
        "among valid builds",
    )
    rec.add_argument(
        "--site",
        metavar="CIRCUIT",
        help="the site's wall circuit for the rules of "
        "--custom, e.g. 220V/16A or 2x120V/15A (default: not set)",
    )
    add_job_arguments(rec)
    rec.add_argument(
        "--goal",
        choices=("time", "throughput-per-cny"),
        default="time",
        help="with --model: order SKUs by time to train (or tokens/s), or by it per yuan",
    )
    rec.add_argument(
        "--show-left-out",
        action="store_true",
        help="with --model: list each GPU and SKU that cannot hold it, and why",
    )
    rec.add_argument("--json", action="store_true", help="print JSON")
    _market_option(
        rec, "never recommend or build with an item not sold there, and say why", VENDOR_DEFAULT
    )
    _global_options(rec, suppress=True)

    size = add_size_parser(sub)
    _market_option(size, "fit only the GPUs sold in that market", VENDOR_DEFAULT)
    _global_options(size, suppress=True)

    lint = sub.add_parser("lint", help="list where the catalog contradicts itself (exit 0)")
    lint.add_argument("--json", action="store_true", help="print JSON")
    _global_options(lint, suppress=True)

    check = sub.add_parser("check", help="check a SKU or a build file against the rules (exit 0)")
    target = check.add_mutually_exclusive_group(required=True)
    target.add_argument("--sku", metavar="CODE-OR-NUMBER", help="a SKU of the catalog")
    target.add_argument(
        "--build", metavar="FILE.json", help="a build file (JSON; its keys are in the README)"
    )
    check.add_argument(
        "--site",
        metavar="CIRCUIT",
        help="the site's wall circuit for the power "
        "rules, e.g. 220V/10A, 220V/16A, 120V/15A, 2x120V/15A (default: not set)",
    )
    check.add_argument("--json", action="store_true", help="print JSON")
    check.add_argument(
        "--fixes",
        action="store_true",
        help="also search the smallest fixes of a build that breaks an error "
        "rule (with --json: an object with 'verdicts' and 'fixes')",
    )
    _market_option(
        check, "an error for each item not sold there; fixes propose none", VENDOR_DEFAULT
    )
    _global_options(check, suppress=True)

    quote = sub.add_parser(
        "quote",
        help="export a quote PDF: a quote file (--from) or one SKU (--sku)",
        description="Write a quote PDF. With --from, the quote file (docs/quote-format.md) "
        "gives everything; with --sku, a one-option quote of that SKU at its seed "
        "price. A quote without a number is given the next number of its year and "
        "kept in the quote history (the --db database).",
    )
    source = quote.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--from", dest="from_file", metavar="FILE.json", help="a quote file (docs/quote-format.md)"
    )
    source.add_argument("--sku", metavar="CODE-OR-NUMBER", help="a SKU of the catalog")
    quote.add_argument("--customer", metavar="NAME", help="the customer company (with --sku)")
    quote.add_argument("--out", required=True, metavar="FILE.pdf")
    quote.add_argument(
        "--lang",
        default=None,
        help="zh_CN, zh_TW or en (default: the file's language; zh_CN with --sku)",
    )
    quote.add_argument(
        "--market",
        type=_market,
        default=None,
        metavar="CODE",
        help=f"{' / '.join(MARKETS)}: the quote's currency and tax, and no item not sold there "
        "(default: the file's market; with --sku, the vendor profile's, initially cn); prices "
        "the file typed are converted",
    )
    quote.add_argument(
        "--override-rules",
        dest="override_rules",
        default=None,
        metavar="REASON",
        help="export although a build breaks a rule (an error of `rigwright check`); the "
        "reason is kept in the quote history and never printed",
    )
    _global_options(quote, suppress=True)

    quotes = sub.add_parser("quotes", help="export the quote history (CSV or XLSX)")
    _global_options(quotes, suppress=True)
    quotes_sub = quotes.add_subparsers(
        dest="quotes_command", metavar="ACTION", parser_class=_Parser, required=True
    )
    quotes_export = quotes_sub.add_parser(
        "export",
        help="write the quote history to FILE.csv or FILE.xlsx for a CRM",
        description="Write every revision of every quote in the history (the --db "
        "database), one row per revision and option: number, revision, date, customer, "
        "status, currency, option, option_total_incl_tax. The extension chooses the "
        "format: .csv (UTF-8 with a byte-order mark, so that Excel reads Chinese names) or "
        ".xlsx. Nothing is left at FILE when writing fails.",
    )
    quotes_export.add_argument("file", metavar="FILE")
    _global_options(quotes_export, suppress=True)

    cat = sub.add_parser("catalog", help="export a catalog pack, import a pack or a price list")
    _global_options(cat, suppress=True)
    cat_sub = cat.add_subparsers(
        dest="catalog_command", metavar="ACTION", parser_class=_Parser, required=True
    )
    export = cat_sub.add_parser(
        "export", help="write DIR/<catalog>.json, DIR/gpus.csv, DIR/skus.csv"
    )
    export.add_argument("dir", metavar="DIR")
    _global_options(export, suppress=True)
    imp = cat_sub.add_parser("import", help="import a catalog pack (.json) or a price list (.csv)")
    imp.add_argument("file", metavar="FILE")
    imp.add_argument(
        "--from",
        dest="base",
        metavar="NAME",
        help="price list: copy catalog NAME into --catalog with these prices",
    )
    imp.add_argument(
        "--replace",
        action="store_true",
        help="replace a catalog of that name already in the database",
    )
    _global_options(imp, suppress=True)

    about = sub.add_parser(
        "about",
        help="the version, the catalog in use and its version, the "
        "database and log folders, the Python and Qt versions",
    )
    about.add_argument("--json", action="store_true", help="print JSON")
    _global_options(about, suppress=True)
    return parser
