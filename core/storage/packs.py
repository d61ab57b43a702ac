"""Catalog packs and price lists: export a catalog to files, import files into the database.

A *catalog pack* is one JSON file holding a whole :class:`~rigwright.core.catalog.model.Catalog` (every field:
GPUs with their figures, physical facts and sources; SKUs with every printed cell and the
stated and computed figures; chassis; the expert tables; the glossary). Decimals are written
as strings, so "29.80" keeps its printed precision. Beside it the export writes two CSVs for
people (UTF-8 with a BOM, so Excel opens them as Unicode): ``gpus.csv`` and ``skus.csv``.
``skus.csv`` starts with the columns of a price list (``number``, ``code``, ``price_cny``,
``basis``, ``illustrative``): edit the prices in Excel and import the file back.

A *price list* is a CSV with a SKU number or code column, a price column (CNY, whole yuan)
and optionally a ``basis`` column (e.g. "incl. VAT") and an ``illustrative`` column
(true/false; without it a price is firm); it updates the prices of an existing catalog's
SKUs. A row restating a SKU's price changes nothing, so an unedited ``skus.csv`` is a no-op.
A row may instead carry a ``name`` naming a GPU (any alias) or a platform part: its price
replaces that item's entry in the catalog's price list (firm unless the row says otherwise,
its basis naming the list by title and import date, never the file's name: the basis is
printed in customer quotes), so the vendor's list replaces the illustrative launch prices.
Text files are read as UTF-8 (with or without BOM), GBK or Big5, as Chinese Excel saves them.
Every text and number of a file gets the rules of a quote file (:mod:`rigwright.core.text.clean`): a control,
invisible or bidirectional character, or a number of thousands of digits, is refused at its
file, row and field.

Every problem of a file is reported, not only the first (:class:`PackError`), each naming the
file, the row (1-based data row of a CSV, or JSON path), the field and the reason. Imports are
one transaction: a bad file changes nothing in the database.

Where an imported catalog lives: in the database only. A name that ships under ``data/`` is
refused, because the shipped files rebuild that catalog whenever they change (an update of
the app would silently overwrite the import); import under another name with ``--catalog``.
"""

from __future__ import annotations

import csv
import dataclasses
import datetime as _dt
import errno
import io
import json
import os
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from enum import Enum
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from rigwright.core.catalog.files import PHYSICAL_FACTS, printed_number
from rigwright.core.catalog.model import (
    FIGURE_STATUSES,
    METRICS,
    PART_FIGURES,
    Catalog,
    ChassisSpec,
    ExchangeRate,
    FigureSource,
    Gpu,
    Part,
    PartFigure,
    PriceEntry,
    PriceList,
    ScaleRow,
    Sku,
    StatedFigure,
    normalise_name,
    unknown_name_message,
)
from rigwright.core.catalog.sources import CatalogError, list_catalogs
from rigwright.core.io.files import read_regular_file, stage, umask_mode
from rigwright.core.pricing.prices import PRICE_TO_BE_SET, format_cny, price_of
from rigwright.core.quote.document import catalog_name_problem
from rigwright.core.text.clean import (
    MAX_MESSAGE,
    clip,
    data_problems,
    digits_problem,
    one_line,
    text_problem,
)
from rigwright.core.text.words import DEFAULT_BASIS, PRICE_NOTE

PACK_FORMAT = "rigwright-catalog-pack"
PACK_VERSION = 1
ENCODINGS = ("utf-8-sig", "gbk", "big5")
"""Tried in this order; when both GBK and Big5 decode a file, the one giving more common
Chinese characters wins (ties go to GBK)."""


def price_list_name(day: _dt.date) -> str:
    """The name of a price list imported on ``day`` (:data:`rigwright.core.text.words.PRICE_NOTE`):
    "Price list 2026-05-04"."""
    return f"{PRICE_NOTE} {day.isoformat()}"


MAX_PROBLEMS_SHOWN = 50
"""The command line prints at most this many problems of a file, then how many more."""
MAX_PRICE_CNY = 1_000_000_000
"""The highest price a SKU may have (￥1,000,000,000); above it is a typing error (and would
overflow the database's integers)."""


# ----------------------------------------------------------------------------- problems


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with an imported file."""

    file: str
    where: str  # "row 3", "$.skus[2]", "line 4, column 7", or "" for the whole file
    field: str
    reason: str

    def __str__(self) -> str:
        """One line (the file's own text escaped by :func:`rigwright.core.quote.document.one_line`)."""
        where, field = clip(self.where, 80), clip(self.field, 80)
        place = ", ".join(p for p in (where, f"field {field}" if field else "") if p)
        reason = clip(self.reason, MAX_MESSAGE)
        return one_line(f"{self.file} {place}: {reason}" if place else f"{self.file}: {reason}")


class PackError(ValueError):
    """A file cannot be imported (or an import is refused); ``problems`` lists every reason."""

    def __init__(self, file: str, problems: list[Problem]) -> None:
        self.file = file
        self.problems = problems
        n = len(problems)
        super().__init__(
            one_line(f"{file}: {n} error{'s' if n != 1 else ''}; nothing was imported")
        )


def _refuse(file: str, field: str, reason: str) -> PackError:
    return PackError(file, [Problem(file, "", field, reason)])


# ----------------------------------------------------------------------------- export


def _plain(value: Any) -> Any:
    """A catalog value as JSON-ready data: Decimals as strings, enums as their values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init}
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def catalog_to_pack(catalog: Catalog) -> dict[str, Any]:
    """The whole catalog as the JSON object of a pack."""
    return {"format": PACK_FORMAT, "format_version": PACK_VERSION, **_plain(catalog)}


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""A text cell starting with one of these is a formula to Excel and LibreOffice
("=HYPERLINK(...)", "=cmd|' /C calc'!A0"): the CSVs write it after an apostrophe, which makes
the spreadsheet show it as text, and a price list drops that apostrophe again."""


def _cell(value: Any) -> str:
    """A CSV cell: unknown (None) is blank, never 0; text that a spreadsheet would run as a
    formula is written after an apostrophe (:data:`FORMULA_STARTS`)."""
    if value is None:
        return ""
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return str(value)


def _uncell(text: str) -> str:
    """A CSV cell's text as written before :func:`_cell` guarded it."""
    return text[1:] if text.startswith("'") and text[1:].startswith(FORMULA_STARTS) else text


GPU_CSV_COLUMNS = ("name", "aliases", *METRICS, *PHYSICAL_FACTS)
SKU_CSV_COLUMNS = (
    "number",
    "code",
    "price_cny",
    "basis",
    "illustrative",
    "price_as_printed",
    "class",
    "series",
    "gpu",
    "gpu_count",
    "cpu",
    "ram",
    "ram_gb",
    "storage",
    "chassis",
    "psu_count",
    "psu_w",
    "monitor",
    "stated_fp16_tops",
    "computed_fp16_tops",
    "stated_memory_bandwidth_gbs",
    "computed_memory_bandwidth_gbs",
    "stated_memory_gb",
    "computed_memory_gb",
    "ideal_as_printed",
    "remark",
)


def _csv_text(header: Iterable[str], rows: Iterable[Iterable[Any]]) -> str:
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, lineterminator="\r\n")  # Excel's line ends
    writer.writerow(header)
    for row in rows:
        writer.writerow([_cell(v) for v in row])
    return buffer.getvalue()


def gpus_csv(catalog: Catalog) -> str:
    """``gpus.csv``: one row per GPU, figures and physical facts; a blank cell is unknown."""
    return _csv_text(
        GPU_CSV_COLUMNS,
        (
            [
                g.name,
                "; ".join(g.aliases),
                *(getattr(g, m) for m in METRICS),
                *(getattr(g, f) for f in PHYSICAL_FACTS),
            ]
            for g in catalog.gpus
        ),
    )


def skus_csv(catalog: Catalog) -> str:
    """``skus.csv``: one row per SKU; its first columns make it a price list."""
    return _csv_text(
        SKU_CSV_COLUMNS,
        (
            [
                s.number,
                s.code,
                s.price_cny,
                s.price_basis,
                "true" if s.price_illustrative else "false",
                s.price_as_printed,
                s.sku_class,
                s.series,
                s.gpu,
                s.gpu_count,
                s.cpu,
                s.ram,
                s.ram_gb,
                s.storage,
                s.chassis,
                s.psu_count,
                s.psu_w,
                s.monitor,
                s.fp16.stated,
                s.fp16.computed,
                s.memory_bandwidth.stated,
                s.memory_bandwidth.computed,
                s.memory.stated,
                s.memory.computed,
                s.ideal_as_printed,
                s.remark,
            ]
            for s in catalog.skus
        ),
    )


def _naming(exc: OSError, path: Path) -> OSError:
    """``exc`` as an OSError whose filename is the target ``path`` (not a temporary file)."""
    if exc.errno is None:
        return OSError(errno.EIO, str(exc), str(path))
    return OSError(exc.errno, exc.strerror or os.strerror(exc.errno), str(path))


def write_files_atomically(files: dict[Path, bytes]) -> None:
    """Write every file to a temporary file beside it, then move each into place.

    Every target is checked first (a folder in the way is refused); nothing is replaced until
    every file has been written completely; a failure removes the temporary files and leaves
    the folder as it was. The files get the mode a new file gets under the umask.

    Raises:
        OSError: a file cannot be written; its ``filename`` is the target file.
    """
    for path in files:
        if path.is_dir():
            raise IsADirectoryError(errno.EISDIR, "a folder is in the way of the file", str(path))
    mode = umask_mode()
    staged: list[tuple[str, Path]] = []
    try:
        for path, data in files.items():
            try:
                staged.append((stage(path, data, mode), path))
            except OSError as exc:
                raise _naming(exc, path) from exc
        for tmp, path in staged:
            try:
                os.replace(tmp, path)
            except OSError as exc:
                raise _naming(exc, path) from exc
    except BaseException:
        for tmp, _ in staged:
            try:
                os.unlink(tmp)
            except FileNotFoundError:
                pass
        raise


def export_pack(catalog: Catalog, folder: Path) -> list[Path]:
    """Write ``folder/<name>.json``, ``folder/gpus.csv`` and ``folder/skus.csv`` (the folder is
    created if needed); returns the paths written.

    Raises:
        OSError: the folder or a file cannot be written; nothing is half-written.
    """
    folder.mkdir(parents=True, exist_ok=True)
    text = json.dumps(catalog_to_pack(catalog), ensure_ascii=False, indent=2) + "\n"
    files = {
        folder / f"{catalog.name}.json": text.encode("utf-8"),
        folder / "gpus.csv": gpus_csv(catalog).encode("utf-8-sig"),
        folder / "skus.csv": skus_csv(catalog).encode("utf-8-sig"),
    }
    write_files_atomically(files)
    return list(files)


# ----------------------------------------------------------------------------- reading text


def _common_character(ch: str) -> bool:
    """A character common in Chinese text: GB2312 level 1 or Big5's frequent set, or their
    full-width punctuation. Mojibake (Big5 read as GBK or the reverse) is mostly rare ones."""
    for enc, lead_ok in (
        ("gb2312", lambda b: b <= 0xA3 or 0xB0 <= b <= 0xD7),
        ("big5", lambda b: b <= 0xC6),
    ):
        try:
            raw = ch.encode(enc)
        except UnicodeEncodeError:
            continue
        if len(raw) == 2 and lead_ok(raw[0]):
            return True
    return False


def _plausibility(text: str) -> float:
    wide = [ch for ch in text if ord(ch) > 0x7F]
    return sum(map(_common_character, wide)) / len(wide) if wide else 1.0


def decode_text(data: bytes, file: str) -> tuple[str, str]:
    """The text of a file and the encoding used: UTF-8 (BOM or not), else GBK or Big5.

    Raises:
        PackError: no encoding decodes the bytes, or the file is empty.
    """
    decoded: list[tuple[str, str]] = []
    for enc in ENCODINGS:
        try:
            decoded.append((enc, data.decode(enc)))
        except UnicodeDecodeError:
            continue
    if not decoded:
        what = (
            "UTF-16"
            if data.startswith((b"\xff\xfe", b"\xfe\xff"))
            else "neither UTF-8 nor GBK nor Big5"
        )
        advice = (
            "save it as UTF-8: a catalog pack is UTF-8 JSON"
            if file.lower().endswith(".json")
            else "save it as 'CSV UTF-8' or as plain CSV from Excel"
        )
        raise _refuse(file, "", f"cannot read the text: it is {what} ({advice})")
    enc, text = decoded[0]
    if (
        enc != "utf-8-sig"
        and len(decoded) == 2
        and _plausibility(decoded[1][1]) > _plausibility(text)
    ):
        enc, text = decoded[1]
    if not text.strip():
        raise _refuse(file, "", "the file is empty")
    label = {
        "utf-8-sig": "UTF-8 with BOM" if data.startswith(b"\xef\xbb\xbf") else "UTF-8",
        "gbk": "GBK",
        "big5": "Big5",
    }[enc]
    return text, label


# ----------------------------------------------------------------------------- pack validation
#
# A pack is validated against the catalog dataclasses themselves (pydantic validates stdlib
# dataclasses), so a field added to a dataclass is exported and imported without a second
# schema to keep in step. What a type cannot say (ranges, patterns, unknown keys, references
# between parts) is checked below.

_POSITIVE = (lambda v: v > 0, "must be greater than 0")
_NOT_NEGATIVE = (lambda v: v >= 0, "must be 0 or more")
_AT_LEAST_ONE = (lambda v: v >= 1, "must be 1 or more")
_NOT_BLANK = (lambda v: bool(v.strip()), "must not be blank")
_CONFIDENCE = ("datasheet", "secondary", "datasheet-derived")


def _decimal_ok(value: Any, check: Any) -> bool:
    """``check`` on ``value`` read as a Decimal; True when it is no number (pydantic says so)."""
    try:
        return bool(check(Decimal(str(value))))
    except ArithmeticError:
        return True


_TENSOR_HINT = 'say what tensor_tflops measures (e.g. "dense FP16 tensor, FP32 accumulate")'

CONSTRAINTS: dict[type, dict[str, tuple[Any, str]]] = {
    Gpu: {
        "name": _NOT_BLANK,
        "cuda_cores": _POSITIVE,
        "tensor_cores": _NOT_NEGATIVE,
        "memory_gb": _POSITIVE,
        "memory_bandwidth_gbs": _POSITIVE,
        "tensor_tflops": _NOT_NEGATIVE,
        "fp16_tflops": _POSITIVE,
        "fp32_tflops": _POSITIVE,
        "board_power_w": _POSITIVE,
        "slot_width": (lambda v: 1 <= v <= 4, "must be 1 to 4"),
        "board_length_mm": _POSITIVE,
        "launch_msrp_usd": _POSITIVE,
    },
    FigureSource: {
        "field": (
            lambda v: v in METRICS + PHYSICAL_FACTS,
            f"must be one of {', '.join(METRICS + PHYSICAL_FACTS)}",
        ),
        "confidence": (lambda v: v in _CONFIDENCE, f"must be one of {', '.join(_CONFIDENCE)}"),
    },
    Sku: {
        "number": (
            lambda v: re.fullmatch(r"\d+\.\d+", v) is not None,
            "must be a row number like 1.7",
        ),
        "code": _NOT_BLANK,
        "series": _NOT_BLANK,
        "gpu": _NOT_BLANK,
        "ram_gb": _POSITIVE,
        "gpu_count": _AT_LEAST_ONE,
        "psu_count": _AT_LEAST_ONE,
        "psu_w": _POSITIVE,
        "price_cny": (lambda v: 0 <= v <= MAX_PRICE_CNY, f"must be 0 to {MAX_PRICE_CNY:,} (yuan)"),
        "ideal_workloads": (
            lambda v: set(v) <= {"cnn", "rnn", "inference"},
            "must name only cnn, rnn, inference",
        ),
    },
    StatedFigure: {"stated": _NOT_NEGATIVE, "precision": _POSITIVE},
    ChassisSpec: {
        "series": _NOT_BLANK,
        "min_gpus": _AT_LEAST_ONE,
        "max_gpus": _AT_LEAST_ONE,
        "pcie_slots": _NOT_NEGATIVE,
    },
    ScaleRow: {"max_per_workstation": _AT_LEAST_ONE},
    Part: {"name": _NOT_BLANK},
    PartFigure: {
        "name": (lambda v: v in PART_FIGURES, f"must be one of {', '.join(PART_FIGURES)}"),
        "status": (lambda v: v in FIGURE_STATUSES, f"must be one of {', '.join(FIGURE_STATUSES)}"),
    },
    ExchangeRate: {
        "cny_per_usd": (lambda v: _decimal_ok(v, lambda d: d > 0), "must be greater than 0")
    },
    PriceEntry: {
        "item": _NOT_BLANK,
        "kind": (lambda v: v in ("gpu", "part"), "must be gpu or part"),
        "amount_usd": (lambda v: _decimal_ok(v, lambda d: d > 0), "must be greater than 0"),
        "amount_cny": (lambda v: _decimal_ok(v, lambda d: d >= 0), "must be 0 or more"),
    },
    PriceList: {"title": _NOT_BLANK},
    Catalog: {
        "name": (
            lambda v: catalog_name_problem(v) is None,
            (
                "not a catalog name (letters, digits, '.', '_' and '-', at most 80, "
                "not a Windows device name such as CON or NUL)"
            ),
        ),
        "tensor_definition": (_NOT_BLANK[0], _TENSOR_HINT),
    },
}
"""Ranges and patterns per dataclass and field (a None value is unknown and always allowed)."""


def _json_path(loc: Iterable[Any]) -> str:
    return "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in loc)


def _problem_at(file: str, loc: tuple[Any, ...], reason: str) -> Problem:
    if loc and isinstance(loc[-1], str):
        return Problem(file, _json_path(loc[:-1]), str(loc[-1]), reason)
    return Problem(file, _json_path(loc), "", reason)


def _nested_dataclass(hint: Any) -> tuple[str, type] | None:
    """("one" | "items" | "values", the dataclass) for a field holding dataclasses."""
    import typing

    if dataclasses.is_dataclass(hint):
        return "one", hint
    args = [a for a in typing.get_args(hint) if a is not type(None) and a is not Ellipsis]
    origin = typing.get_origin(hint)
    if origin in (tuple, list) and args and dataclasses.is_dataclass(args[0]):
        return "items", args[0]
    if origin is dict and len(args) == 2 and dataclasses.is_dataclass(args[1]):
        return "values", args[1]
    if args and all(dataclasses.is_dataclass(a) for a in args[:1]) and origin is not dict:
        return "one", args[0]  # X | None
    return None


def _check_shape(
    file: str, cls: type, raw: Any, loc: tuple[Any, ...], problems: list[Problem]
) -> None:
    """Unknown keys and broken constraints anywhere in ``raw`` (the data of a ``cls``)."""
    import typing

    if not isinstance(raw, dict):
        return  # pydantic reports the wrong type
    hints = typing.get_type_hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    for key in raw:
        if key not in fields:
            problems.append(
                _problem_at(file, loc + (key,), f"unknown field (not a field of {cls.__name__})")
            )
    for name, (check, reason) in CONSTRAINTS.get(cls, {}).items():
        value = raw.get(name)
        try:
            ok = value is None or check(value)
        except (TypeError, ValueError, AttributeError):
            ok = True  # a wrong type: pydantic reports it
        if not ok:
            problems.append(_problem_at(file, loc + (name,), f"{reason}, got {value!r}"))
    for name in fields:
        nested = _nested_dataclass(hints[name])
        value = raw.get(name)
        if nested is None or value is None:
            continue
        how, inner = nested
        if how == "one":
            _check_shape(file, inner, value, loc + (name,), problems)
        elif how == "items" and isinstance(value, list):
            for i, item in enumerate(value):
                _check_shape(file, inner, item, loc + (name, i), problems)
        elif how == "values" and isinstance(value, dict):
            for k, item in value.items():
                _check_shape(file, inner, item, loc + (name, k), problems)


def _adapter(cls: type) -> Any:
    from pydantic import TypeAdapter

    return TypeAdapter(cls)


def _brackets(text: str) -> tuple[int, int]:
    """JSON text's brackets, strings skipped: (opened and never closed, the deepest nesting);
    (0, n) when balanced. Without recursion, so that a file of a million "[" cannot exhaust
    the stack."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return depth, deepest


_MAX_INTEGER = 2**63 - 1
"""The largest whole number the database stores."""


def _check_integer_range(
    file: str, raw: Any, loc: tuple[Any, ...], problems: list[Problem]
) -> None:
    """A whole number too large for the database, anywhere in the pack (unless a range check
    already reported that field)."""
    if isinstance(raw, dict):
        for key, value in raw.items():
            _check_integer_range(file, value, loc + (str(key),), problems)
    elif isinstance(raw, list):
        for i, value in enumerate(raw):
            _check_integer_range(file, value, loc + (i,), problems)
    elif isinstance(raw, int) and not isinstance(raw, bool) and abs(raw) > _MAX_INTEGER:
        problem = _problem_at(file, loc, f"{raw} is too large (at most {_MAX_INTEGER})")
        if not any((p.where, p.field) == (problem.where, problem.field) for p in problems):
            problems.append(problem)


MAX_NESTING = 32
"""The deepest nesting of a pack's JSON (an exported pack nests 6 levels)."""


class _JsonRefused(ValueError):
    """JSON that parses but that a pack refuses (NaN, Infinity, a key twice in one object)."""


def _no_constant(name: str) -> Any:
    raise _JsonRefused(
        f"{name} is not a number a catalog pack may hold (write a number, or null for unknown)"
    )


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise _JsonRefused(
                f"the key {key[:60]!r} appears twice in one object (which one is meant?)"
            )
        data[key] = value
    return data


def _read_int(digits: str) -> int | Decimal:
    """A JSON integer; one too long for ``int()`` is kept as a Decimal, which
    :func:`rigwright.core.text.clean.data_problems` then reports at its place."""
    return Decimal(digits) if digits_problem(digits) is not None else int(digits)


def pack_from_text(text: str, file: str) -> Catalog:
    """The catalog in a pack's JSON text, validated.

    Raises:
        PackError: every problem of the pack (JSON syntax, a field's type or range, an
            unknown field, a SKU naming an unknown GPU, a duplicate SKU code or number, ...).
    """
    depth = _brackets(text)[1]
    if depth > MAX_NESTING:
        raise _refuse(
            file,
            "",
            f"the JSON nests {depth} levels deep; a catalog pack nests at most {MAX_NESTING}",
        )
    try:
        raw = json.loads(
            text,
            parse_float=Decimal,
            parse_int=_read_int,
            parse_constant=_no_constant,
            object_pairs_hook=_unique_keys,
        )
    except _JsonRefused as exc:
        raise _refuse(file, "", str(exc)) from None
    except json.JSONDecodeError as exc:
        # Cut short: the error is at the very end, or a string or bracket opened there is
        # never closed (more openings than closings outside strings).
        truncated = (
            exc.pos >= len(text.rstrip())
            or (exc.msg.startswith("Unterminated string") and text.count('"') % 2 == 1)
            or _brackets(text)[0] > 0
        )
        reason = (
            "the JSON ends too early (truncated file?)"
            if truncated
            else f"not valid JSON ({exc.msg})"
        )
        raise PackError(
            file, [Problem(file, f"line {exc.lineno}, column {exc.colno}", "", reason)]
        ) from None
    except (ValueError, RecursionError):  # a number of more than 4300 digits
        raise _refuse(
            file,
            "",
            "a number in the file has thousands of digits; no figure of a catalog is that long",
        ) from None
    if not isinstance(raw, dict):
        raise _refuse(
            file, "", "a catalog pack is a JSON object (as written by 'rigwright catalog export')"
        )
    problems: list[Problem] = []
    if raw.get("format") != PACK_FORMAT:
        problems.append(
            Problem(
                file,
                "$",
                "format",
                f"must be {PACK_FORMAT!r} (a file written by 'rigwright catalog export')",
            )
        )
    if raw.get("format_version") != PACK_VERSION:
        problems.append(
            Problem(
                file,
                "$",
                "format_version",
                f"must be {PACK_VERSION}, got {raw.get('format_version')!r}",
            )
        )
    unreadable = [_problem_at(file, loc, reason) for loc, reason in data_problems(raw)]
    if unreadable:
        # The same characters a quote file refuses; the rest of the checks would only repeat
        # the same places (a Decimal where a whole number belongs, ...).
        raise PackError(file, unreadable)
    body = {k: v for k, v in raw.items() if k not in ("format", "format_version")}
    _check_shape(file, Catalog, body, (), problems)
    _check_integer_range(file, body, (), problems)
    catalog: Catalog | None = None
    try:
        catalog = _adapter(Catalog).validate_python(body)
    except ValidationError as exc:
        for err in exc.errors():
            # Union members add their type names to the location; they say nothing to a user.
            loc = tuple(
                p for p in err["loc"] if not (isinstance(p, str) and "[" in p and p not in body)
            )
            problems.append(_problem_at(file, loc, err["msg"]))

    # References between parts, checked on every GPU and SKU that is valid on its own.
    gpus = _valid_items(Gpu, body.get("gpus"))
    skus = _valid_items(Sku, body.get("skus"))
    raw_chassis = body.get("chassis") if isinstance(body.get("chassis"), dict) else {}

    def problem(where: str, field: str, reason: str) -> None:
        problems.append(Problem(file, where, field, reason))

    if isinstance(body.get("gpus"), list) and not body["gpus"]:
        problem("$", "gpus", "a catalog needs at least one GPU")
    by_norm: dict[str, Gpu] = {}
    for i, g in gpus.items():
        for spelling in (g.name, *g.aliases):
            other = by_norm.setdefault(normalise_name(spelling), g)
            if other is not g:
                problem(
                    f"$.gpus[{i}]",
                    "name" if spelling == g.name else "aliases",
                    f"{spelling!r} is already used by GPU {other.name!r}",
                )
        seen_fields: set[str] = set()
        for j, src in enumerate(g.figure_sources):
            if src.field in seen_fields:
                problem(f"$.gpus[{i}].figure_sources[{j}]", "field", f"{src.field} has two sources")
            seen_fields.add(src.field)
    raw_gpus = body.get("gpus") if isinstance(body.get("gpus"), list) else []
    raw_names = [g.get("name") if isinstance(g, dict) else None for g in raw_gpus]
    all_named = all(isinstance(n, str) for n in raw_names)
    names = {g.name: g for g in gpus.values()}

    def known_gpu(name: Any, where: str, field: str) -> None:
        if all_named and isinstance(name, str) and name not in raw_names:
            problem(
                where,
                field,
                f"unknown GPU {name!r}; the pack's GPUs are {', '.join(map(str, raw_names))}",
            )

    def raw_list(value: Any) -> list[Any]:
        return value if isinstance(value, list) else []

    for key, c in raw_chassis.items():
        if isinstance(c, dict) and c.get("series") != key:
            problem(
                f"$.chassis.{key}", "series", f"{c.get('series')!r} differs from its key {key!r}"
            )
        if (
            isinstance(c, dict)
            and isinstance(c.get("min_gpus"), int)
            and isinstance(c.get("max_gpus"), int)
            and c["max_gpus"] < c["min_gpus"]
        ):
            problem(
                f"$.chassis.{key}", "max_gpus", f"{c['max_gpus']} is below min_gpus {c['min_gpus']}"
            )

    numbers: dict[str, int] = {}
    codes: dict[str, int] = {}
    for i, s in skus.items():
        where = f"$.skus[{i}]"
        if s.number in numbers:
            problem(
                where,
                "number",
                f"duplicate SKU number {s.number} (also $.skus[{numbers[s.number]}])",
            )
        numbers.setdefault(s.number, i)
        code = normalise_name(s.code)
        if code in codes:
            problem(where, "code", f"duplicate SKU code {s.code!r} (also $.skus[{codes[code]}])")
        codes.setdefault(code, i)
        if s.code != re.sub(r"\s+", " ", s.code_as_printed).strip():
            problem(where, "code", f"{s.code!r} is not code_as_printed with its spaces collapsed")
        if s.series not in raw_chassis:
            problem(where, "series", f"no chassis {s.series!r} in $.chassis")
        known_gpu(s.gpu, where, "gpu")
        gpu = names.get(s.gpu)
        for name in ("fp16", "memory_bandwidth", "memory"):
            fig: StatedFigure = getattr(s, name)
            try:
                number, unit = printed_number(fig.printed, field=name)
            except CatalogError:
                problem(f"{where}.{name}", "printed", f"no number in {fig.printed!r}")
            else:
                if (number, unit) != (fig.stated, fig.precision):
                    problem(
                        f"{where}.{name}",
                        "stated",
                        f"{fig.printed!r} states {number} (precision {unit}), not "
                        f"{fig.stated} (precision {fig.precision})",
                    )
            if gpu is not None and fig.computed is not None:
                expected = _computed(name, gpu, s.gpu_count)
                if expected != fig.computed:
                    problem(
                        f"{where}.{name}",
                        "computed",
                        f"{fig.computed} is not what the pack's GPU table gives "
                        f"({expected}); write that, or null to have it computed",
                    )
        try:
            price, _ = printed_number(s.price_as_printed, field="price_as_printed")
        except CatalogError:
            problem(where, "price_as_printed", f"no number in {s.price_as_printed!r}")
        else:
            if price != s.price_cny:
                problem(
                    where,
                    "price_cny",
                    f"{s.price_cny} differs from price_as_printed {s.price_as_printed!r}",
                )

    for section in ("cnn_tiers", "rnn_tiers"):
        for t, tier in enumerate(raw_list(body.get(section))):
            for n, name in enumerate(raw_list(tier)):
                known_gpu(name, f"$.{section}[{t}]", f"[{n}]")
    for r, row in enumerate(raw_list(body.get("scale_table"))):
        for n, name in enumerate(raw_list(row.get("gpus") if isinstance(row, dict) else None)):
            known_gpu(name, f"$.scale_table[{r}].gpus", f"[{n}]")
    grades = body.get("rnn_grades") if isinstance(body.get("rnn_grades"), dict) else {}
    for grade, grade_gpus in grades.items():
        for n, name in enumerate(raw_list(grade_gpus)):
            known_gpu(name, f"$.rnn_grades.{grade}", f"[{n}]")
    for section in ("cnn_priority", "rnn_priority"):
        for n, step in enumerate(raw_list(body.get(section))):
            for metric in (step,) if isinstance(step, str) else raw_list(step):
                if isinstance(metric, str) and metric not in METRICS:
                    problem(
                        f"$.{section}",
                        f"[{n}]",
                        f"unknown metric {metric!r}; use one of {', '.join(METRICS)}",
                    )

    _check_parts_and_prices(body, raw_names, problem)

    if problems or catalog is None:
        raise PackError(file, problems)
    # Our computed figures, where the pack leaves them out (null).
    skus_out = []
    for s in catalog.skus:
        gpu = names[s.gpu]
        figs = {
            name: dataclasses.replace(getattr(s, name), computed=_computed(name, gpu, s.gpu_count))
            for name in ("fp16", "memory_bandwidth", "memory")
            if getattr(s, name).computed is None
        }
        skus_out.append(dataclasses.replace(s, **figs) if figs else s)
    return dataclasses.replace(catalog, skus=tuple(sorted(skus_out, key=lambda s: s.sort_key)))


def _check_parts_and_prices(body: dict[str, Any], gpu_names: list[Any], problem: Any) -> None:
    """Parts: unique names, every figure's status matching its value (a sourced figure names
    its source and confidence, an assumed one its reason, an unknown one has no value).
    Price list: every entry names a GPU or part of the pack, with one amount."""
    parts = body.get("parts") if isinstance(body.get("parts"), list) else []
    part_names: dict[str, int] = {}
    for i, part in enumerate(parts):
        if not isinstance(part, dict):
            continue
        name = part.get("name")
        if isinstance(name, str):
            key = normalise_name(name)
            if key in part_names:
                problem(
                    f"$.parts[{i}]",
                    "name",
                    f"{name!r} is already used by $.parts[{part_names[key]}]",
                )
            part_names.setdefault(key, i)
        figures = part.get("figures") if isinstance(part.get("figures"), list) else []
        for j, fig in enumerate(figures):
            if not isinstance(fig, dict):
                continue
            where = f"$.parts[{i}].figures[{j}]"
            status, value = fig.get("status"), fig.get("value")
            if status == "unknown" and value is not None:
                problem(where, "value", "an unknown figure has no value (null)")
            if status in ("sourced", "assumed") and value is None:
                problem(where, "value", f"a {status} figure needs a value")
            if status == "sourced" and not (fig.get("source") and fig.get("confidence")):
                problem(where, "source", "a sourced figure names its source and confidence")
            if status == "assumed" and not str(fig.get("note") or "").strip():
                problem(where, "note", "an assumed figure gives its reason in note")
    price_list = body.get("price_list")
    if not isinstance(price_list, dict):
        return
    entries = price_list.get("entries") if isinstance(price_list.get("entries"), list) else []
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict):
            continue
        where = f"$.price_list.entries[{i}]"
        item, kind = entry.get("item"), entry.get("kind")
        if isinstance(item, str):
            if (
                kind == "gpu"
                and all(isinstance(n, str) for n in gpu_names)
                and item not in gpu_names
            ):
                problem(where, "item", f"unknown GPU {item!r}")
            if kind == "part" and normalise_name(item) not in part_names:
                problem(where, "item", f"unknown part {item!r}")
        if (entry.get("amount_usd") is None) == (entry.get("amount_cny") is None):
            problem(
                where,
                "amount_usd",
                "give either amount_usd or amount_cny (leave the item out when it has no price)",
            )
        elif entry.get("amount_usd") is not None and price_list.get("exchange_rate") is None:
            problem(where, "amount_usd", "a USD price needs $.price_list.exchange_rate")


def _valid_items(cls: type, items: Any) -> dict[int, Any]:
    """The items of a JSON list that are valid ``cls`` on their own, by index."""
    if not isinstance(items, list):
        return {}
    adapter = _adapter(cls)
    out = {}
    for i, item in enumerate(items):
        try:
            out[i] = adapter.validate_python(item)
        except ValidationError:
            continue
    return out


def _computed(name: str, gpu: Gpu, count: int) -> Decimal | None:
    """Our figure beside a SKU's stated one (as :mod:`rigwright.core.catalog.files` computes it)."""
    if name == "memory_bandwidth":
        return gpu.memory_bandwidth_gbs
    per_gpu = gpu.fp16_tflops if name == "fp16" else gpu.memory_gb
    return None if per_gpu is None else count * per_gpu


# ----------------------------------------------------------------------------- price lists

_HEADERS = {
    "number": ("number", "no", "no.", "sku number", "編號", "编号", "序號", "序号"),
    "code": ("code", "sku", "sku code", "model", "型號", "型号", "型號代碼", "型号代码"),
    "price_cny": (
        "price_cny",
        "price",
        "price (cny)",
        "價格",
        "价格",
        "售價",
        "售价",
        "價格(元)",
        "价格(元)",
    ),
    "basis": ("basis", "price basis", "計價基準", "计价基准", "價格基準", "价格基准"),
    "illustrative": ("illustrative", "price illustrative", "price_illustrative"),
    "name": ("name", "item", "名稱", "名称", "品名", "項目", "项目"),
}
"""Accepted column names (compared after NFKC, case-folding and trimming)."""

_FLAGS = {"true": True, "yes": True, "1": True, "false": False, "no": False, "0": False}
"""What an ``illustrative`` cell may say (after NFKC and case-folding)."""


@dataclass(frozen=True, slots=True)
class PriceUpdate:
    """One SKU's price from a price list.

    ``basis`` is None when the SKU keeps its basis and illustrative flag (the row restates
    the SKU's current price and says nothing new about it, as an unedited export does)."""

    number: str
    code: str
    old_price_cny: int
    price_cny: int
    basis: str | None
    illustrative: bool = False

    @property
    def changed(self) -> bool:
        return self.price_cny != self.old_price_cny


@dataclass(frozen=True, slots=True)
class ItemPriceUpdate:
    """One GPU's or platform part's price from a price list (a row with a ``name``).

    Attributes:
        item: the GPU's or part's canonical name.
        kind: "gpu" or "part".
        old_price_cny: its price before (exact CNY, a USD price converted), or None when it
            had none ("price to be set").
        price_cny: the new price (whole yuan).
        basis: the row's basis (:data:`DEFAULT_BASIS` when it states none).
        illustrative: the row's flag (firm unless the row says otherwise).
    """

    item: str
    kind: str
    old_price_cny: Decimal | None
    price_cny: int
    basis: str
    illustrative: bool = False

    @property
    def changed(self) -> bool:
        return self.old_price_cny != self.price_cny


@dataclass(frozen=True, slots=True)
class PriceListRows:
    """What a price list holds: SKU prices and GPU/part prices, in file order."""

    skus: tuple[PriceUpdate, ...] = ()
    items: tuple[ItemPriceUpdate, ...] = ()
    ignored_columns: tuple[str, ...] = ()
    """Header cells naming no column a price list has, nor one of an exported ``skus.csv``
    (a misspelt ``bais``): not read, and said in the import summary."""


def _header_key(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip().casefold()


_PRICE = re.compile(r"(-?)\s*¥?\s*(-?)((?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+))(?:\.([0-9]+))?")


def _price(cell: str) -> int:
    """A price cell as typed ("89990", "￥89,990", full-width "８９９９０", "¥89,990.00" as Excel
    saves a currency cell) -> whole yuan, above 0 and at most :data:`MAX_PRICE_CNY`.

    Raises:
        ValueError: the reason (not a number of yuan, not whole, not above 0, too large).
    """
    text = unicodedata.normalize("NFKC", cell).strip()  # "￥" -> "¥", "８" -> "8"
    too_long = digits_problem(text)
    if too_long is not None:  # before int(), whose own message is Python's
        raise ValueError(f"{too_long}, got {sum(ch.isdigit() for ch in text):,} digits")
    match = _PRICE.fullmatch(text)
    if match is None or (match[1] and match[2]):
        raise ValueError(
            f"{cell!r} is not a number of yuan (write digits with optional "
            f"thousands commas, e.g. 89990 or ￥89,990)"
        )
    if match[4] and match[4].strip("0"):
        raise ValueError(f"{cell!r} is not a whole number of yuan")
    value = int(match[3].replace(",", ""))
    if match[1] or match[2] or value == 0:
        raise ValueError(f"a price must be above 0, got {cell!r}")
    if value > MAX_PRICE_CNY:
        raise ValueError(f"{cell!r} is above the limit of ￥{MAX_PRICE_CNY:,}")
    return value


def _same_number(cell: str, number: str) -> bool:
    """Whether a number cell is ``number`` read as a decimal ("1.1" and "1.10" are; Excel
    turns the text 1.10 into the number 1.1)."""
    try:
        return Decimal(unicodedata.normalize("NFKC", cell).strip()) == Decimal(number)
    except (InvalidOperation, ValueError):
        return False


def _columns(header: list[str], file: str) -> tuple[dict[str, int], list[Problem]]:
    """The index of each known column, and the header's problems (a column named twice)."""
    keys = [_header_key(h) for h in header]
    columns: dict[str, int] = {}
    problems: list[Problem] = []
    first: dict[str, int] = {}
    for i, key in enumerate(keys):
        if not key:
            continue
        if key in first:
            problems.append(
                Problem(
                    file,
                    "header",
                    header[i].strip(),
                    f"column {header[i].strip()!r} appears twice "
                    f"(columns {first[key] + 1} and {i + 1})",
                )
            )
            continue
        first[key] = i
        for role, names in _HEADERS.items():
            if key not in names:
                continue
            if role in columns:
                problems.append(
                    Problem(
                        file,
                        "header",
                        role,
                        f"columns {header[columns[role]].strip()!r} and {header[i].strip()!r} "
                        f"both name the {role} column (columns {columns[role] + 1} and {i + 1}); "
                        f"keep one",
                    )
                )
            else:
                columns[role] = i
    return columns, problems


def price_list_from_text(text: str, file: str, catalog: Catalog) -> list[PriceUpdate]:
    """The SKU price updates in a price list's CSV text for ``catalog`` (see
    :func:`read_price_list`, which also gives the GPU and part prices).

    Raises:
        PackError: every problem of the file.
    """
    return list(read_price_list(text, file, catalog).skus)


def read_price_list(text: str, file: str, catalog: Catalog) -> PriceListRows:
    """The price updates in a price list's CSV text for ``catalog``, validated.

    A row names a SKU (``code`` and/or ``number``) or a GPU or platform part (``name``: a
    GPU's name or any alias, matched like :meth:`Catalog.gpu`, else a part's name), never
    both. A GPU's or part's price is firm unless its ``illustrative`` cell says otherwise,
    with the row's basis (default :data:`DEFAULT_BASIS`).

    A row whose price is the SKU's current price and that gives no other basis or
    illustrative flag keeps the SKU's basis and flag (an unedited ``skus.csv`` changes
    nothing). A row that changes the price but still carries the SKU's current basis (left
    over from the export) gets the default basis, and is firm unless its ``illustrative``
    cell was changed too. A list without an ``illustrative`` column gives firm prices.

    Raises:
        PackError: every problem: a missing or duplicate column, a row with more cells than
            the header, a price that is not a whole number of yuan above 0 and at most
            :data:`MAX_PRICE_CNY`, a SKU the catalog does not have, a number and code naming
            different SKUs, a number that could be two SKUs (1.1 or 1.10) without a code,
            a SKU listed twice, a bad ``illustrative`` cell, a name that is no GPU or part,
            a row naming both a SKU and a GPU/part, a GPU or part listed twice.
    """
    try:
        rows = list(csv.reader(io.StringIO(text, newline="")))
    except csv.Error as exc:
        raise _refuse(file, "", f"not valid CSV ({exc})") from None
    start = next((i for i, r in enumerate(rows) if any(c.strip() for c in r)), None)
    if start is None:
        raise _refuse(file, "", "the file is empty")
    header = rows[start]
    numbered = [
        (n, r) for n, r in enumerate(rows[start + 1 :], start=1) if any(c.strip() for c in r)
    ]
    columns, header_problems = _columns(header, file)
    known = {n for names in _HEADERS.values() for n in names} | {
        _header_key(c) for c in (*SKU_CSV_COLUMNS, *GPU_CSV_COLUMNS)
    }
    ignored = tuple(
        dict.fromkeys(h.strip() for h in header if _header_key(h) and _header_key(h) not in known)
    )
    found = ", ".join(repr(h) for h in header)
    missing = []
    if "price_cny" not in columns:
        missing.append(
            Problem(
                file,
                "header",
                "price_cny",
                f"missing column: a price in CNY (price_cny or 價格/价格); the columns are {found}",
            )
        )
    if "number" not in columns and "code" not in columns and "name" not in columns:
        missing.append(
            Problem(
                file,
                "header",
                "code",
                f"missing column: the SKU's code or number (code or number, "
                f"型號/型号 or 編號/编号), or the GPU's or part's name (name "
                f"or item, 名稱/名称); the columns are {found}",
            )
        )
    if missing or header_problems:
        raise PackError(file, header_problems + missing)
    if not numbered:
        raise _refuse(file, "", "no price rows under the header")

    problems: list[Problem] = []
    updates: list[PriceUpdate] = []
    items: list[ItemPriceUpdate] = []
    seen: dict[str, int] = {}
    seen_items: dict[tuple[str, str], int] = {}
    for n, row in numbered:
        where = f"row {n}"

        def cell(key: str, row: list[str] = row) -> str:
            i = columns.get(key)
            return _uncell(row[i].strip()) if i is not None and i < len(row) else ""

        unprintable = [
            (role, reason)
            for role, i in columns.items()
            if i < len(row) and (reason := text_problem(row[i])) is not None
        ]
        for role, reason in unprintable:
            problems.append(Problem(file, where, role, reason))
        if unprintable:
            continue
        extra = [i for i in range(len(header), len(row)) if row[i].strip()]
        if extra:
            problems.append(
                Problem(
                    file,
                    where,
                    f"column {extra[0] + 1}",
                    f"{row[extra[0]].strip()!r} is beyond the header's {len(header)} columns "
                    f"(a comma too many, or a column without a name?)",
                )
            )
            continue

        by_code = by_number = None
        code_cell, number_cell, name_cell = cell("code"), cell("number"), cell("name")
        if name_cell:
            if code_cell or number_cell:
                sku_cell = "code" if code_cell else "number"
                problems.append(
                    Problem(
                        file,
                        where,
                        "name",
                        f"the row names SKU {cell(sku_cell)!r} ({sku_cell}) and {name_cell!r} "
                        f"(name); a row prices one SKU or one GPU or part: leave one blank",
                    )
                )
                continue
            named = _named_item(catalog, name_cell)
            if isinstance(named, str):
                problems.append(Problem(file, where, "name", named))
            elif named in seen_items:
                problems.append(
                    Problem(
                        file,
                        where,
                        "name",
                        f"{'GPU' if named[0] == 'gpu' else 'part'} "
                        f"{named[1]!r} is listed twice "
                        f"(also row {seen_items[named]})",
                    )
                )
            else:
                seen_items[named] = n
            price, basis, flag = _row_price(file, where, cell, problems)
            if len(basis) > 80:
                problems.append(Problem(file, where, "basis", "longer than 80 characters"))
            elif (
                isinstance(named, tuple)
                and price is not None
                and (flag is not None or not cell("illustrative"))
            ):
                kind, canonical = named
                items.append(
                    ItemPriceUpdate(
                        canonical,
                        kind,
                        price_of(catalog, canonical, kind).amount_cny,
                        price,
                        basis or DEFAULT_BASIS,
                        bool(flag),
                    )
                )
            continue
        if code_cell:
            try:
                by_code = catalog.sku(code_cell)
            except KeyError as exc:
                problems.append(Problem(file, where, "code", str(exc.args[0])))
        if number_cell and by_code is not None and _same_number(number_cell, by_code.number):
            by_number = by_code  # the code decides; Excel may have turned 1.10 into 1.1
        elif number_cell:
            try:
                by_number = catalog.sku(number_cell)
                if by_number.number != unicodedata.normalize("NFKC", number_cell):
                    # catalog.sku also matches codes; a number column must hold a number.
                    raise KeyError(f"unknown SKU number {number_cell!r}")
            except KeyError as exc:
                by_number = None
                problems.append(Problem(file, where, "number", str(exc.args[0])))
        if by_number is not None and by_code is not None and by_number is not by_code:
            problems.append(
                Problem(
                    file,
                    where,
                    "number",
                    f"number {by_number.number} is {by_number.code!r} but the code says "
                    f"{by_code.code!r}",
                )
            )
            continue
        if by_number is not None and by_code is None and not code_cell:
            twins = [
                s.number
                for s in catalog.skus
                if s is not by_number and _same_number(number_cell, s.number)
            ]
            if twins and not unicodedata.normalize("NFKC", number_cell).endswith("0"):
                column = (
                    "its code cell is blank" if "code" in columns else "the file has no code column"
                )
                problems.append(
                    Problem(
                        file,
                        where,
                        "number",
                        f"{number_cell!r} could be SKU {by_number.number} or "
                        f"{' or '.join(twins)} (Excel turns 1.10 into 1.1) and {column}: "
                        f"add a 'code' column with the SKU's code (e.g. {by_number.code!r})",
                    )
                )
                continue
        sku = by_code or by_number
        if sku is None:
            if not (number_cell or code_cell):
                problems.append(
                    Problem(
                        file,
                        where,
                        "code",
                        "no SKU code or number"
                        if "name" not in columns
                        else "no SKU code or number, nor a GPU or part name",
                    )
                )
            continue

        price, basis, flag = _row_price(file, where, cell, problems, "SKU")
        if sku.number in seen:
            problems.append(
                Problem(
                    file,
                    where,
                    "code",
                    f"SKU {sku.number} {sku.code!r} is listed twice (also row {seen[sku.number]})",
                )
            )
        seen.setdefault(sku.number, n)
        if len(basis) > 80 and basis != sku.price_basis:
            problems.append(Problem(file, where, "basis", "longer than 80 characters"))
        if price is None:
            continue
        as_exported = basis == sku.price_basis  # the basis column left as exported
        if (
            price == sku.price_cny
            and (not basis or as_exported)
            and flag in (None, sku.price_illustrative)
        ):
            updates.append(
                PriceUpdate(
                    sku.number, sku.code, sku.price_cny, price, None, sku.price_illustrative
                )
            )
            continue
        if price == sku.price_cny and (not basis or as_exported):
            # Only the flag changes: the basis stays as it is.
            updates.append(
                PriceUpdate(sku.number, sku.code, sku.price_cny, price, sku.price_basis, bool(flag))
            )
            continue
        if as_exported and flag == sku.price_illustrative:
            flag = None  # left over from the export too: it says nothing about the new price
        new_basis = DEFAULT_BASIS if (not basis or as_exported) else basis
        updates.append(
            PriceUpdate(sku.number, sku.code, sku.price_cny, price, new_basis, bool(flag))
        )
    if problems:
        raise PackError(file, problems)
    return PriceListRows(tuple(updates), tuple(items), ignored)


def _row_price(
    file: str, where: str, cell: Any, problems: list[Problem], what: str = "item"
) -> tuple[int | None, str, bool | None]:
    """The price (None when missing or bad), basis cell and illustrative flag (None when
    blank or bad) of a row pricing a ``what`` ("SKU" or "item"); each problem is added to
    ``problems``."""
    raw_price = cell("price_cny")
    price: int | None = None
    if not raw_price:
        problems.append(
            Problem(
                file, where, "price_cny", f"no price (leave the row out to keep the {what}'s price)"
            )
        )
    else:
        try:
            price = _price(raw_price)
        except ValueError as exc:
            problems.append(Problem(file, where, "price_cny", str(exc)))
    basis = cell("basis")
    raw_flag = cell("illustrative")
    flag: bool | None = None
    if raw_flag:
        flag = _FLAGS.get(unicodedata.normalize("NFKC", raw_flag).casefold())
        if flag is None:
            problems.append(
                Problem(
                    file, where, "illustrative", f"{raw_flag!r}: write true or false (yes/no, 1/0)"
                )
            )
    return price, basis, flag


def _named_item(catalog: Catalog, name: str) -> tuple[str, str] | str:
    """("gpu" | "part", canonical name) of the GPU or part called ``name`` (GPUs first, any
    alias, like :meth:`Catalog.gpu`), or the reason it names none."""
    try:
        return "gpu", catalog.gpu(name).name
    except KeyError:
        pass
    try:
        return "part", catalog.part(name).name
    except KeyError:
        return unknown_name_message(
            "GPU or part", name, [g.name for g in catalog.gpus] + [p.name for p in catalog.parts]
        )


def apply_item_prices(
    catalog: Catalog, items: Iterable[ItemPriceUpdate], name: str, file: str | None = None
) -> Catalog:
    """``catalog`` whose price list prices ``items`` in CNY, each replacing the item's entry.

    ``name`` is the list's name (:func:`price_list_name`); ``file`` its file, kept as each
    entry's ``source`` (the engineer's record, never printed in a quote). An imported entry
    carries the row's basis with the list named ("含税 (Price list 2026-05-04)") and the
    row's flag; the other entries keep the flag they had. A catalog without a price list gets
    one. A list that was illustrative as a whole stops being so once it holds a firm price:
    its remaining entries are then each marked illustrative instead, and its title names the
    new list ("Price list 2026-05-04 (other items: Illustrative price list: ...)").
    """
    source = name
    items = list(items)
    if not items:
        return catalog
    old = catalog.price_list
    firm = any(not i.illustrative for i in items)
    if old is None:
        old = PriceList(title=source, illustrative=False)
    whole = old.illustrative and firm
    new = {
        (i.kind, i.item): PriceEntry(
            item=i.item,
            kind=i.kind,
            amount_cny=Decimal(i.price_cny),
            basis=f"{i.basis} ({source})",
            date=None,
            source=f"{PRICE_NOTE} {file}" if file else source,
            illustrative=i.illustrative,
        )
        for i in items
    }
    entries = []
    for e in old.entries:
        replaced = new.pop((e.kind, e.item), None)
        if replaced is not None:
            entries.append(replaced)
        elif whole and not e.illustrative:
            entries.append(dataclasses.replace(e, illustrative=True))
        else:
            entries.append(e)
    entries.extend(new.values())
    title = f"{source} (other items: {old.title})" if whole else old.title
    return dataclasses.replace(
        catalog,
        price_list=dataclasses.replace(
            old, title=title, entries=tuple(entries), illustrative=old.illustrative and not firm
        ),
    )


def apply_prices(catalog: Catalog, updates: list[PriceUpdate], name: str) -> Catalog:
    """``catalog`` with the updated prices. A changed price's ``price_as_printed`` becomes the
    price written as the seed writes prices ("￥88,000"); a SKU given a new basis gets it with
    the list named by ``name`` (:func:`price_list_name`: title and date, not the file);
    ``price_illustrative`` comes from the list (firm unless it says otherwise).
    A row that only restates a SKU's price (``basis`` None) leaves the SKU as it is."""
    by_number = {u.number: u for u in updates}
    skus = []
    for s in catalog.skus:
        u = by_number.get(s.number)
        if u is None or u.basis is None:
            skus.append(s)
            continue
        basis = s.price_basis if u.basis == s.price_basis else f"{u.basis} ({name})"
        skus.append(
            dataclasses.replace(
                s,
                price_cny=u.price_cny,
                price_as_printed=f"￥{u.price_cny:,}" if u.changed else s.price_as_printed,
                price_basis=basis,
                price_illustrative=u.illustrative,
            )
        )
    return dataclasses.replace(catalog, skus=tuple(skus))


# ----------------------------------------------------------------------------- import


def is_pack_file(path: Path, text: str) -> bool:
    """A ``.json`` file, or a file whose text starts like a JSON object, is a pack."""
    if path.suffix.lower() == ".json":
        return True
    if path.suffix.lower() in (".csv", ".txt"):
        return False
    return text.lstrip().startswith(("{", "["))


MAX_FILE_BYTES = 64_000_000
"""The largest catalog pack or price list read, bytes."""


def read_file(path: Path) -> tuple[str, str]:
    """The text of ``path`` and its encoding.

    Raises:
        PackError: empty, or in no supported encoding.
        rigwright.core.io.files.SourceError: (an OSError) it is missing, not a regular file (a folder, a
            device, a named pipe: checked before it is opened, so nothing blocks), larger
            than :data:`MAX_FILE_BYTES`, or unreadable.
    """
    data = read_regular_file(path, MAX_FILE_BYTES)
    if not data.strip():
        raise _refuse(path.name, "", "the file is empty")
    return decode_text(data, path.name)


def check_target_name(
    name: str,
    file: str,
    data_root: Path | None = None,
    hint: str = "import it under a name of your own with --catalog NAME",
) -> None:
    """Refuse a catalog name that is not a valid name or that ships under ``data/``.

    Raises:
        PackError: the reason, with the way out.
    """
    problem = catalog_name_problem(name)
    if problem is not None:
        raise _refuse(file, "", f"catalog name {name[:80]!r}: {problem}")
    if name in list_catalogs(data_root):
        raise _refuse(
            file,
            "",
            f"the catalog {name!r} ships with Rigwright (data/{name}/) and is rebuilt "
            f"from those files whenever they change, which would silently drop the "
            f"import; {hint}",
        )


@dataclass(frozen=True, slots=True)
class ImportResult:
    """What an import did."""

    kind: Literal["pack", "price list"]
    file: str
    encoding: str
    catalog: Catalog
    replaced: bool = False
    base: str | None = None
    updates: tuple[PriceUpdate, ...] = ()
    item_updates: tuple[ItemPriceUpdate, ...] = ()
    ignored_columns: tuple[str, ...] = ()

    def lines(self) -> list[str]:
        """What to print: one summary line, then one line per changed price."""
        c = self.catalog
        if self.kind == "pack":
            verb = "replaced" if self.replaced else "imported"
            return [
                (
                    f"{verb} catalog {c.name!r} from {self.file} ({self.encoding}): "
                    f"{len(c.gpus)} GPUs, {len(c.skus)} SKUs, {len(c.chassis)} chassis"
                    + (f", {len(c.parts)} parts" if c.parts else "")
                )
            ]
        changed = [u for u in self.updates if u.changed]
        origin = f" (a copy of {self.base!r})" if self.base else ""
        items = self.item_updates
        counts = []
        if self.updates or not items:
            counts.append(f"{len(self.updates)} of {len(c.skus)} SKUs priced")
        if items:
            gpus = sum(1 for i in items if i.kind == "gpu")
            counts += [
                f"{n} {what}{'s' if n != 1 else ''} priced"
                for n, what in ((gpus, "GPU"), (len(items) - gpus, "part"))
                if n
            ]
        changed_items = [i for i in items if i.changed]
        out = [
            (
                f"updated catalog {c.name!r}{origin} from price list {self.file} "
                f"({self.encoding}): {', '.join(counts)}, "
                f"{len(changed) + len(changed_items)} changed"
            )
        ]
        out += [
            f"  {u.number} {u.code}: ￥{u.old_price_cny:,} -> ￥{u.price_cny:,} ({u.basis})"
            for u in changed
        ]
        out += [
            f"  {i.kind} {i.item}: "
            f"{PRICE_TO_BE_SET if i.old_price_cny is None else format_cny(i.old_price_cny)}"
            f" -> ￥{i.price_cny:,} ({i.basis}{', illustrative' if i.illustrative else ''})"
            for i in changed_items
        ]
        out += [
            f"  note: column {name!r} is none a price list has (code, number, name, "
            f"price_cny, basis, illustrative): not read"
            for name in self.ignored_columns
        ]
        return out


def _stored(db_path: Path | None, name: str, data_root: Path | None) -> Catalog | None:
    """Catalog ``name`` from the database (built from its files if it ships), or None when it
    is nowhere. Opening also creates or upgrades the database's schema."""
    from rigwright.core.storage.database import open_catalog

    try:
        return open_catalog(db_path, name, data_root)
    except CatalogError as exc:
        if str(exc).startswith("unknown catalog"):
            return None
        raise


def _save(db_path: Path | None, catalog: Catalog, *, replace: bool, file: str) -> bool:
    """Store ``catalog`` in one transaction; returns whether it replaced a stored one.

    The catalog is read back inside the transaction and must equal what was imported; the
    transaction is rolled back otherwise.

    Raises:
        PackError: the name is taken and ``replace`` is false.
        StorageError: the database cannot be written.
    """
    from sqlalchemy.exc import SQLAlchemyError
    from sqlalchemy.orm import Session

    from rigwright.core.io.paths import default_db_path
    from rigwright.core.storage.database import (
        StorageError,
        make_engine,
        read_catalog,
        save_catalog,
        sqlite_url,
        storage_error,
    )

    path = Path(db_path) if db_path is not None else default_db_path()
    engine = make_engine(sqlite_url(path))
    try:
        with Session(engine) as session, session.begin():
            existing = read_catalog(session, catalog.name)
            if existing is not None and not replace:
                raise _refuse(
                    file,
                    "",
                    f"the database already holds a catalog {catalog.name!r}; "
                    f"add --replace to replace it, or choose another name "
                    f"with --catalog NAME",
                )
            save_catalog(session, catalog, origin="import")
            session.flush()
            session.expire_all()
            if read_catalog(session, catalog.name) != catalog:
                raise StorageError(
                    f"the database {path} did not give back the catalog "
                    f"{catalog.name!r} as imported; nothing was imported"
                )
        return existing is not None
    except SQLAlchemyError as exc:
        raise storage_error(path, exc) from None
    finally:
        engine.dispose()


def import_file(
    path: Path,
    db_path: Path | None = None,
    target: str | None = None,
    *,
    base: str | None = None,
    replace: bool = False,
    data_root: Path | None = None,
    today: _dt.date | None = None,
) -> ImportResult:
    """Import a catalog pack (JSON) or a price list (CSV) into the database.

    Args:
        path: the file.
        db_path: the SQLite database (default the per-user one).
        target: the catalog to write. A pack: default the pack's own name. A price list:
            the catalog whose prices it updates (required).
        base: price lists only: copy this catalog (e.g. the shipped ``seed-2020``) to
            ``target`` with the new prices.
        replace: a pack (or a ``base`` copy) may replace a catalog the database holds.
        data_root: where shipped catalogs live (default ``data/``); their names are refused.
        today: the import's date, naming a price list (:func:`price_list_name`; default today).

    Raises:
        PackError: the file is invalid (every problem listed) or the import is refused; the
            database is unchanged.
        StorageError, CatalogError: a failure while working; the database is unchanged.
        OSError: the file cannot be read.
    """
    file = path.name
    text, encoding = read_file(path)
    if is_pack_file(path, text):
        if base is not None:
            raise _refuse(file, "", "--from applies to price lists; a pack is a whole catalog")
        catalog = pack_from_text(text, file)
        if target is not None and target != catalog.name:
            check_target_name(target, file, data_root)
            catalog = dataclasses.replace(catalog, name=target)
        else:
            check_target_name(catalog.name, file, data_root)
        _stored(db_path, catalog.name, data_root)  # creates the schema in a new database
        replaced = _save(db_path, catalog, replace=replace, file=file)
        return ImportResult("pack", file, encoding, catalog, replaced=replaced)

    if target is None:
        raise _refuse(
            file,
            "",
            "say which catalog of yours the price list is for with "
            "--catalog NAME (to price a shipped catalog, copy it: "
            "--from seed-2020 --catalog NEW-NAME)",
        )
    check_target_name(
        target,
        file,
        data_root,
        hint=(
            f"to price it, copy it into a catalog of your own: --from {target} --catalog NEW-NAME"
            if base is None
            else "choose another name with --catalog NAME"
        ),
    )
    source = base or target
    current = _stored(db_path, source, data_root)
    if current is None:
        raise _refuse(
            file,
            "",
            f"unknown catalog {source!r}"
            + (
                ""
                if base
                else "; to price a shipped catalog, copy it with --from NAME --catalog NEW-NAME"
            ),
        )
    rows = read_price_list(text, file, current)
    updates = list(rows.skus)
    name = price_list_name(today or _dt.date.today())
    catalog = apply_item_prices(apply_prices(current, updates, name), rows.items, name, file)
    if base is not None:
        catalog = dataclasses.replace(catalog, name=target)
    replaced = _save(db_path, catalog, replace=replace or base is None, file=file)
    return ImportResult(
        "price list",
        file,
        encoding,
        catalog,
        replaced=replaced,
        base=base,
        updates=tuple(updates),
        item_updates=rows.items,
        ignored_columns=rows.ignored_columns,
    )


def export_catalog(
    db_path: Path | None, name: str, folder: Path, data_root: Path | None = None
) -> list[Path]:
    """Export catalog ``name`` (from the database, built from its files if it ships) to
    ``folder``; returns the files written.

    Raises:
        CatalogError: unknown catalog. StorageError: the database cannot be read.
        OSError: a file cannot be written (nothing is half-written).
    """
    from rigwright.core.storage.database import open_catalog

    return export_pack(open_catalog(db_path, name, data_root), folder)
