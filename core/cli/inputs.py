"""What the user gives the command line: exit codes, :class:`UsageError`, the ``--db`` and
``--catalog`` options, whole numbers and JSON input files."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rigwright.core.catalog.model import Catalog
from rigwright.core.io.paths import user_path

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_USAGE = 2


class UsageError(Exception):
    """Invalid input from the user: reported on one line, exit code 2."""


class DefaultCatalog(str):
    """The default catalog name, told apart from one typed with --catalog (catalog import,
    and the window, which asks for it on the first start)."""


FALLBACK_CATALOG = "seed-2020"
"""The default ``--catalog`` until one is chosen (at the window's first start)."""


def resolve_default_catalog(args: argparse.Namespace) -> None:
    """Without ``--catalog``: the catalog chosen as the default in the database
    (:func:`rigwright.core.storage.user_settings.default_catalog`), else
    :data:`FALLBACK_CATALOG`; still a :class:`DefaultCatalog`. An explicit ``--catalog`` wins.

    Raises:
        UsageError: a ``--db`` name that is no file name.
    """
    if not isinstance(getattr(args, "catalog", None), DefaultCatalog):
        return
    from rigwright.core.storage.user_settings import default_catalog

    chosen = default_catalog(db_path(args))
    args.catalog = DefaultCatalog(chosen or FALLBACK_CATALOG)


def db_path(args: argparse.Namespace) -> Path | None:
    """The ``--db`` file as a path (``~`` expanded), None for the per-user default.

    Raises:
        UsageError: the name is only dots, slashes or blanks.
    """
    if args.db is None:
        return None
    if not args.db.strip(". /\\"):
        raise UsageError(f"db: {args.db!r} is not a file name")

    return user_path(args.db)


def open_catalog(args: argparse.Namespace, name: str | None = None) -> Catalog:
    """The catalog the command works on (``name``, default ``--catalog``), opened as the
    window opens it (:func:`rigwright.core.storage.health.open_at_start`, without the
    automatic backup): a damaged database is moved aside and restored from the latest backup,
    a read-only or locked one read read-only; either is said in one line on stderr. A ``--db``
    file that is not a Rigwright database is refused
    (:class:`rigwright.core.storage.database.NotOursError`)."""
    from rigwright.core.storage.health import open_at_start

    catalog, report = open_at_start(db_path(args), name or args.catalog, backup=False)
    err = getattr(args, "notes_stream", None) or sys.stderr
    if report.recovery is not None:
        print(f"rigwright: note: {report.recovery.one_line()}", file=err)
    if report.read_only is not None:
        print(
            f"rigwright: note: the database is open read-only: {report.read_only.reason}", file=err
        )
    return catalog


def int_option(text: str | None, field: str) -> int | None:
    """A whole-number option as typed, None when not given or blank.

    Raises:
        UsageError: not a whole number, or below 0; the message names ``field``.
    """
    if text is None or not text.strip():
        return None
    try:
        value = int(text.strip())
    except ValueError:
        raise UsageError(f"{field}: {text!r} is not a whole number") from None
    if value < 0:
        raise UsageError(f"{field}: must be 0 or more, got {text!r}")
    return value


MAX_JSON_FILE_BYTES = 64 * 1024 * 1024
"""Largest JSON file a command reads (a build is a few hundred bytes)."""


def read_json_file(name: str, field: str) -> object:
    """The parsed JSON of file ``name`` (UTF-8, with or without a byte-order mark).

    Raises:
        UsageError: no name, not a regular file (a folder, a pipe, a device), larger than
            :data:`MAX_JSON_FILE_BYTES`, unreadable, not UTF-8, not JSON, or nested too deep;
            the message names the file and the reason in one line.
    """
    if not name or not name.strip():
        raise UsageError(f"{field}: give a file name")
    path = Path(name)
    try:
        if not path.is_file():
            reason = (
                "is a folder"
                if path.is_dir()
                else ("not found" if not path.exists() else "is not a regular file")
            )
            raise UsageError(f"cannot read {name}: {reason}")
        size = path.stat().st_size
        if size > MAX_JSON_FILE_BYTES:
            raise UsageError(
                f"cannot read {name}: {size:,} bytes, more than the "
                f"{MAX_JSON_FILE_BYTES:,} a {field} file may have"
            )
        text = path.read_bytes().decode("utf-8-sig")
    except OSError as exc:
        raise UsageError(f"cannot read {name}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise UsageError(f"{name}: not UTF-8 text (save the file as UTF-8)") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise UsageError(f"{name}: not valid JSON: nested too deeply") from None
    except ValueError as exc:
        raise UsageError(f"{name}: not valid JSON: {str(exc)[:200]}") from None
