"""The files the engineer carries between the window and the command line: a quote file
(docs/quote-format.md) or a build file (docs/build-format.md), told apart by their content,
read whole through the formats' own readers, and written atomically."""

from __future__ import annotations

import json
from pathlib import Path

from rigwright.core.build.model import (
    BUILD_FORMAT,
    Build,
    BuildError,
    build_from_json,
    build_to_json,
    shorten,
)
from rigwright.core.catalog.model import Catalog
from rigwright.core.io.files import SourceError, read_regular_file, write_atomically
from rigwright.core.quote.document import MAX_FILE_BYTES, QuoteDocument

QUOTE, BUILD, CATALOG = "quote", "build", "catalog"
"""What :func:`file_kind` says a file is (a catalog pack or a price list: File ▸ Import)."""

PRICE_LIST_SUFFIXES = (".csv", ".txt")


class CarriedFileError(ValueError):
    """A file cannot be opened as a quote or build file; the message names the file and,
    for an invalid one, the field and the reason ("b.json: gpus[0].count: ...")."""


def _parsed(path: Path) -> object:
    """The JSON of ``path`` (UTF-8, a byte-order mark allowed).

    Raises:
        CarriedFileError: unreadable, too big, not UTF-8 or not JSON.
    """
    try:
        raw = read_regular_file(path, MAX_FILE_BYTES)
    except SourceError as exc:
        raise CarriedFileError(f"{path.name}: {exc.reason}") from None
    try:
        return json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise CarriedFileError(f"{path.name}: not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise CarriedFileError(
            f"{path.name}: not valid JSON (line {exc.lineno}, column {exc.colno})"
        ) from None
    except (RecursionError, ValueError):
        raise CarriedFileError(
            f"{path.name}: not a file Rigwright reads (nested too deeply or a number too long)"
        ) from None


def file_kind(path: Path | str) -> str:
    """:data:`QUOTE`, :data:`BUILD` or :data:`CATALOG` for the file at ``path``: by its
    ``format`` when it says one, else by its keys (a quote has ``options``, a build
    ``chassis``); a ``.csv`` or ``.txt`` file is a price list (:data:`CATALOG`).

    Raises:
        CarriedFileError: the file cannot be read, is not JSON, or is none of these.
    """
    path = Path(path)
    if path.suffix.lower() in PRICE_LIST_SUFFIXES:
        return CATALOG
    data = _parsed(path)
    if isinstance(data, dict):
        fmt = data.get("format")
        if isinstance(fmt, str):
            for prefix, kind in (
                ("rigwright-quote", QUOTE),
                ("rigwright-build", BUILD),
                ("rigwright-catalog-pack", CATALOG),
            ):
                if fmt.startswith(prefix):
                    return kind
        elif fmt is None:
            if "options" in data or "customer" in data:
                return QUOTE
            if "chassis" in data:
                return BUILD
    shown = (
        f" (format {shorten(data.get('format'))})"
        if isinstance(data, dict) and "format" in data
        else ""
    )
    raise CarriedFileError(
        f"{path.name}: neither a quote file nor a build file{shown}: a quote file has "
        f'"options", a build file "chassis"'
    )


def read_build_file(path: Path | str, catalog: Catalog) -> Build:
    """The build of the build file at ``path``, read in ``catalog``
    (:func:`rigwright.core.build.model.build_from_json`, which refuses a newer format).

    Raises:
        CarriedFileError: "<file>: <field>: <reason>" (or why the file cannot be read).
    """
    path = Path(path)
    data = _parsed(path)
    try:
        return build_from_json(data, catalog)
    except BuildError as exc:
        raise CarriedFileError(f"{path.name}: {exc}") from None


def build_file_text(build: Build) -> str:
    """``build`` as a build file: indented JSON with its ``format`` first."""
    data = {"format": BUILD_FORMAT, **build_to_json(build)}
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def write_build_file(path: Path | str, build: Build) -> Path:
    """Write ``build`` at ``path`` atomically (``rigwright check --build`` reads it back);
    returns the file written.

    Raises:
        rigwright.core.io.files.TargetError: the file cannot be written; an old one is kept.
    """
    return write_atomically(path, build_file_text(build).encode("utf-8"))


def write_quote_file(path: Path | str, doc: QuoteDocument) -> Path:
    """Write ``doc`` at ``path`` atomically (``rigwright quote --from`` reads it back, its
    logo kept in the file); returns the file written.

    Raises:
        rigwright.core.io.files.TargetError: the file cannot be written; an old one is kept.
    """
    return write_atomically(path, (doc.to_json() + "\n").encode("utf-8"))
