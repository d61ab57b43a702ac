"""Reading a quote file: UTF-8 JSON validated as a :class:`QuoteDocument`, with the vendor's
logo read beside it; every refusal names the file or the field in one line."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from rigwright.core.build.model import field_path, json_kind, shorten
from rigwright.core.io.files import SourceError, read_regular_file
from rigwright.core.io.formats import newer_format
from rigwright.core.pricing.money import MoneyError
from rigwright.core.quote.fields import FORMAT, MAX_LOGO_BYTES, QuoteFileError
from rigwright.core.quote.model import LineItem, QuoteDocument


def validation_message(exc: ValidationError) -> str:
    """The first problem of ``exc`` in one line, naming the field as the file spells it
    ("options[0].items[1].unit_price: a custom build needs a price")."""
    first = exc.errors()[0]
    # A key of the file's own (an unknown field) is quoted and cut; pydantic's own location
    # parts ("function-after[...]", "literal[...]") are kept for field_path to drop.
    loc = tuple(
        shorten(p, 40)
        if isinstance(p, str)
        and not (
            re.fullmatch(r"\w{1,40}", p, re.ASCII) or re.fullmatch(r"[a-z-]+\[.*\]", p, re.DOTALL)
        )
        else p
        for p in first["loc"]
    )
    where = field_path(loc, "quote")
    msg = str(first["msg"])
    for prefix in ("Value error, ", "Assertion failed, "):
        msg = msg.removeprefix(prefix)
    # Messages of our own validators start with their field ("text: ..."): keep the path.
    msg = re.sub(
        r"^(text|amount|discount|email|max_discount_percent|vat_percent|catalog): ", "", msg
    )
    head = msg.split(": ", 1)[0] if ": " in msg else ""
    if head in LineItem.model_fields and where.endswith("]"):
        return f"{where}.{msg}"  # a line's own check names its field
    if where == "quote" and head in QuoteDocument.model_fields:
        return msg
    msg = msg.replace("Tuple should have", "should have").replace(" after validation", "")
    msg = re.sub(r"(a valid dictionary or )?instance of \w+", "a JSON object", msg)
    got = ""
    if (
        first["type"] not in ("missing", "value_error", "too_long", "too_short")
        and "input" in first
    ):
        got = f", got {shorten(first['input'])}"
    return f"{where}: {msg}{got}"


def quote_from_data(data: object) -> QuoteDocument:
    """Validate parsed JSON as a quote document.

    Raises:
        QuoteFileError: the first problem, naming the field ("customer.company: must not be
            empty"; "options[0].items[1].unit_price: a custom build needs a price").
    """
    if not isinstance(data, dict):
        raise QuoteFileError(f"quote: expected a JSON object, got {json_kind(data)}")
    fmt = data.get("format", FORMAT)
    if fmt != FORMAT:
        raise QuoteFileError(
            newer_format(fmt, FORMAT) or f"format: {shorten(fmt)} is not {FORMAT!r}"
        )
    try:
        return QuoteDocument.model_validate(data)
    except ValidationError as exc:
        raise QuoteFileError(validation_message(exc)) from None
    except MoneyError as exc:  # pragma: no cover - pydantic wraps validator errors
        raise QuoteFileError(str(exc)) from None


MAX_FILE_BYTES = 8_000_000
"""The largest quote file read (a logo of 2 MB is about 2.7 MB as base64)."""


class _DuplicateKeyError(ValueError):
    pass


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise _DuplicateKeyError(key)
        data[key] = value
    return data


def read_quote_file(path: Path | str) -> QuoteDocument:
    """Read a quote file (UTF-8 JSON, a byte-order mark allowed).

    A ``logo`` key of the vendor (a file name, relative to the quote file) is read into
    ``vendor.logo_png``.

    Raises:
        QuoteFileError: the file (or its logo) is missing, not a regular file (a folder, a
            device, a named pipe: checked before it is opened, so nothing blocks), too big,
            not UTF-8 JSON, or invalid (the message names the field).
    """
    path = Path(path)
    try:
        raw = read_regular_file(path, MAX_FILE_BYTES)
    except SourceError as exc:
        more = ", the most a quote file may have" if exc.reason.startswith("is larger") else ""
        raise QuoteFileError(f"{path}: {exc.reason}{more}") from None
    try:
        data = json.loads(raw.decode("utf-8-sig"), object_pairs_hook=_no_duplicates)
    except UnicodeDecodeError:
        raise QuoteFileError(f"{path}: not UTF-8 text") from None
    except _DuplicateKeyError as exc:
        raise QuoteFileError(
            f"{path}: the key {shorten(exc.args[0])} appears twice in one "
            f"object (which one is meant?)"
        ) from None
    except json.JSONDecodeError as exc:
        raise QuoteFileError(
            f"{path}: not valid JSON (line {exc.lineno}, column {exc.colno})"
        ) from None
    except RecursionError:
        raise QuoteFileError(
            f"{path}: the JSON nests too deeply to read (a quote file nests "
            f"a few levels: quote, options, items)"
        ) from None
    except ValueError:  # a number of more than 4300 digits
        raise QuoteFileError(
            f"{path}: a number in the file has thousands of digits; no "
            f"figure of a quote is that long"
        ) from None
    if isinstance(data, dict) and isinstance(data.get("vendor"), dict) and "logo" in data["vendor"]:
        vendor = dict(data["vendor"])
        logo = vendor.pop("logo")
        if not isinstance(logo, str) or not logo.strip():
            raise QuoteFileError("vendor.logo: must be the name of a PNG or JPEG file")
        logo_path = path.parent / logo
        folder = path.parent.resolve()
        if (
            Path(logo).is_absolute()
            or Path(logo).drive
            or "\0" in logo
            or folder not in logo_path.resolve().parents
        ):
            raise QuoteFileError(
                f"vendor.logo: {shorten(logo)} is not a file in the quote "
                f"file's folder; put the logo beside the quote file"
            )
        try:
            vendor["logo_png"] = read_regular_file(logo_path, MAX_LOGO_BYTES)
        except SourceError as exc:
            raise QuoteFileError(f"vendor.logo: cannot read {logo}: {exc.reason}") from None
        data = {**data, "vendor": vendor}
        try:
            return quote_from_data(data)
        except QuoteFileError as exc:  # the image read is refused: name the file's own key
            text = str(exc)
            if text.startswith("vendor.logo_png"):
                raise QuoteFileError(
                    f"vendor.logo ({shorten(logo)}){text.removeprefix('vendor.logo_png')}"
                ) from None
            raise
    return quote_from_data(data)
