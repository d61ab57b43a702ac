"""The ``rigwright`` command line: :func:`main` reads the arguments, runs one subcommand's
handler (a module of its own beside this one) and turns its errors into exit codes. Without
a subcommand the window opens through the ``open_window`` hook, and the PDF renderer is a
hook too, so ``core`` never imports Qt (``docs/command-line.md``).
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO, cast

from rigwright.core import app_version
from rigwright.core.catalog.markets import for_market
from rigwright.core.catalog.sources import CatalogError
from rigwright.core.cli.about import run_about
from rigwright.core.cli.catalog import run_catalog, run_lint
from rigwright.core.cli.check import run_check
from rigwright.core.cli.inputs import (
    EXIT_FAILURE,
    EXIT_OK,
    EXIT_USAGE,
    MAX_JSON_FILE_BYTES,
    UsageError,
    db_path,
    open_catalog,
    resolve_default_catalog,
)
from rigwright.core.cli.listings import LISTINGS, gpu_json, parts_json, print_parts, sku_json
from rigwright.core.cli.output import ErrorStream, TerminalStream, terminal_text, write_json
from rigwright.core.cli.parser import SUBCOMMANDS, build_parser
from rigwright.core.cli.quote import LANGS, RenderQuote, parse_lang, run_quote
from rigwright.core.cli.quotes import run_quotes
from rigwright.core.cli.recommend import run_recommend
from rigwright.core.cli.size import run_size
from rigwright.core.io import logs
from rigwright.core.io.paths import user_path
from rigwright.core.storage.database import NotOursError, StorageError

__all__ = [
    "EXIT_FAILURE",
    "EXIT_OK",
    "EXIT_USAGE",
    "LANGS",
    "MAX_JSON_FILE_BYTES",
    "SUBCOMMANDS",
    "OpenWindow",
    "RenderQuote",
    "UsageError",
    "build_parser",
    "gpu_json",
    "main",
    "parse_lang",
    "parts_json",
    "sku_json",
    "terminal_text",
]

_log = logging.getLogger("rigwright.cli")

OpenWindow = Callable[..., int]
"""(db path or None, catalog name[, files=(path, ...)]) -> exit code: opens the window, with
the quote or build files given on the command line opened in it (``files`` is passed only
when there are some)."""


def _looks_like_file(arg: str) -> bool:
    """A positional argument that names a file rather than a mistyped subcommand: it exists,
    has a suffix ("quote.json") or a folder in it."""
    import os

    return Path(arg).exists() or bool(Path(arg).suffix) or "/" in arg or os.sep in arg


def _say_bad_level_env(err: TextIO) -> None:
    """A ``RIGWRIGHT_LOG_LEVEL`` that is not a level is said on ``err`` (the log then keeps
    INFO): a variable set wrong is not ignored in silence."""
    import os

    value = os.environ.get(logs.LOG_LEVEL_ENV)
    if not value:
        return
    try:
        logs.parse_level(value)
    except ValueError as exc:
        print(f"rigwright: note: {logs.LOG_LEVEL_ENV}: {exc}; the log keeps INFO", file=err)


def split_files(
    parser: argparse.ArgumentParser, argv: Sequence[str]
) -> tuple[list[str], list[Path]]:
    """Take the files of ``rigwright [options] FILE...`` (the window, opening them) out of
    ``argv``: the positional arguments when none is a subcommand (a subcommand's name wins
    over a file of that name) and each looks like a file (:func:`_looks_like_file`; else
    argparse says "invalid choice" as before). Files after ``--`` are files whatever their
    names.

    Returns:
        The other arguments, in order, and the files, absolute (a running window, whose
        folder may be another, is handed them).

    Raises:
        UsageError: a file named does not exist or is a folder.
    """
    takes_value = {
        flag
        for action in parser._actions  # noqa: SLF001 - argparse keeps no public list
        if action.nargs != 0
        for flag in action.option_strings
    }
    rest: list[str] = []
    files: list[str] = []
    args = iter(argv)
    for arg in args:
        if arg == "--":
            files.extend(args)
            break
        if arg.startswith("-"):
            rest.append(arg)
            if arg in takes_value:
                value = next(args, None)
                if value is not None:
                    rest.append(value)
            continue
        if arg in SUBCOMMANDS:
            return list(argv), []
        files.append(arg)
    if not files or not all(_looks_like_file(f) for f in files):
        return list(argv), []
    paths = []
    for name in files:
        if not name.strip():
            raise UsageError("cannot open a file with an empty name")
        path = user_path(Path(name))
        if not path.exists():
            raise UsageError(f"cannot open {name}: does not exist")
        if path.is_dir():
            raise UsageError(f"cannot open {name}: is a folder")
        paths.append(path.resolve())
    return rest, paths


def _run(
    args: argparse.Namespace,
    out: TextIO,
    err: TextIO,
    open_window: OpenWindow | None,
    render_quote: RenderQuote | None,
    files: Sequence[Path] = (),
) -> int:
    """The subcommand ``args`` name, run (none: the window, with ``files`` opened in it);
    returns its exit code, raises as its handler does."""
    if args.command is None:
        if open_window is None:
            raise UsageError("no subcommand given and no window available")
        if files:
            return open_window(db_path(args), args.catalog, files=tuple(files))
        return open_window(db_path(args), args.catalog)
    if args.command in LISTINGS:
        as_json, as_table = LISTINGS[args.command]
        catalog = for_market(open_catalog(args), args.market)
        if args.json:
            write_json(as_json(catalog), out)
        else:
            as_table(catalog, out)
        return EXIT_OK
    if args.command == "parts":
        catalog = for_market(open_catalog(args), args.market)
        if args.json:
            write_json(parts_json(catalog, args.kind), out)
        else:
            print_parts(catalog, args.kind, out)
        return EXIT_OK
    handlers: dict[str, Callable[[], int]] = {
        "recommend": lambda: run_recommend(args, out),
        "size": lambda: run_size(args, out),
        "lint": lambda: run_lint(args, out),
        "check": lambda: run_check(args, out),
        "catalog": lambda: run_catalog(args, out, err),
        "quote": lambda: run_quote(args, out, render_quote),
        "quotes": lambda: run_quotes(args, out, err),
        "about": lambda: run_about(args, out),
    }
    if args.command in handlers:
        return handlers[args.command]()
    raise UsageError(f"unknown subcommand {args.command!r}")


def main(
    argv: Sequence[str] | None = None,
    *,
    open_window: OpenWindow | None = None,
    render_quote: RenderQuote | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Run the command line; returns the exit code (never raises for user errors).

    Args:
        argv: arguments without the program name; default ``sys.argv[1:]``.
        open_window: opens the window (db path, catalog name) -> exit code.
        render_quote: writes a quote PDF (see :data:`RenderQuote`).
        out: the output stream; default stdout.
        err: the error stream; default stderr.
    """
    if out is None:
        out = sys.stdout
        # A terminal that cannot show a character (an ASCII or Latin-1 locale) gets "?"
        # for it rather than an aborted listing.
        if hasattr(out, "reconfigure"):
            out.reconfigure(errors="replace")
    out = cast(TextIO, TerminalStream(out))
    err = cast(TextIO, ErrorStream(err or sys.stderr))
    parser = build_parser()
    args_list = list(sys.argv[1:] if argv is None else argv)
    # Before the arguments are read: a mistyped command is logged too (at the level of
    # RIGWRIGHT_LOG_LEVEL until --log-level is read).
    logs.configure()
    try:
        args_list, files = split_files(parser, args_list)
        args = parser.parse_args(args_list)
        logs.configure(args.log_level, catalog=lambda: args.catalog)
        if args.log_level is None:
            _say_bad_level_env(err)
        _log.info(
            "rigwright %s: %s, database %s",
            app_version(),
            args.command or "window",
            user_path(args.db) if args.db else "the per-user default",
        )
        args.notes_stream = err  # open_catalog's notes (a recovered or read-only database)
        resolve_default_catalog(args)
        return _run(args, out, err, open_window, render_quote, files)
    except SystemExit as exc:  # argparse after --help
        return int(exc.code or 0)
    except UsageError as exc:
        print(f"rigwright: error: {exc}", file=err)
        return EXIT_USAGE
    except CatalogError as exc:
        # An unknown catalog name is the user's input; a broken catalog file is a failure.
        code = EXIT_USAGE if str(exc).startswith("unknown catalog") else EXIT_FAILURE
        print(f"rigwright: error: {exc}", file=err)
        return code
    except BrokenPipeError:
        return EXIT_OK
    except OSError as exc:
        if exc.filename and exc.strerror:
            message = f"cannot write {exc.filename}: {exc.strerror}"
        else:
            message = str(exc)
        print(f"rigwright: error: {message}", file=err)
        return EXIT_FAILURE
    except NotOursError as exc:  # --db names another file: the user's input
        print(f"rigwright: error: {exc}", file=err)
        return EXIT_USAGE
    except (StorageError, ValueError, RuntimeError) as exc:
        print(f"rigwright: error: {exc}", file=err)
        return EXIT_FAILURE
