"""Reading a catalog pack: its JSON parsed strictly (no NaN, no key twice, bounded nesting),
validated against the catalog dataclasses, and checked for references between its parts
(a SKU's GPU, a price or an availability row's item)."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from pydantic import ValidationError

from rigwright.core.catalog.availability import AvailabilityRow
from rigwright.core.catalog.files import printed_number
from rigwright.core.catalog.markets import Availability
from rigwright.core.catalog.model import (
    METRICS,
    Catalog,
    Gpu,
    PartKind,
    Sku,
    StatedFigure,
    normalise_name,
    unknown_name_message,
)
from rigwright.core.catalog.part_skus import PARTS_PRICE_BASIS
from rigwright.core.catalog.sources import CatalogError
from rigwright.core.storage.pack_format import (
    PACK_FORMAT,
    PACK_VERSION,
    PackError,
    Problem,
    _refuse,
)
from rigwright.core.storage.pack_schema import (
    _adapter,
    _check_integer_range,
    _check_shape,
    _computed,
    _problem_at,
    _valid_items,
)
from rigwright.core.text.clean import data_problems, digits_problem
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

NO_AVAILABILITY = QT_TRANSLATE_NOOP(
    "packs", "no availability data: every item counts as unknown in every market"
)
"""The note of a pack without availability rows (one written before packs carried them)."""

NO_FORM_FACTORS = QT_TRANSLATE_NOOP("packs", "no GPU form factors: every GPU counts as a PCIe card")
"""The note of a pack whose GPUs state no form factor (one written before packs carried it)."""


@dataclass(frozen=True, slots=True)
class PackRead:
    """A pack read and validated: its catalog, and what the import preview should say about
    what the pack leaves out (:data:`NO_AVAILABILITY`, :data:`NO_FORM_FACTORS`)."""

    catalog: Catalog
    notes: tuple[Text, ...] = ()


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


MAX_NESTING = 32
"""The deepest nesting of a pack's JSON (an exported pack nests 6 levels)."""


class _JsonRefusedError(ValueError):
    """JSON that parses but that a pack refuses (NaN, Infinity, a key twice in one object)."""


def _no_constant(name: str) -> Any:
    raise _JsonRefusedError(
        f"{name} is not a number a catalog pack may hold (write a number, or null for unknown)"
    )


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise _JsonRefusedError(
                f"the key {key[:60]!r} appears twice in one object (which one is meant?)"
            )
        data[key] = value
    return data


def _read_int(digits: str) -> int | Decimal:
    """A JSON integer; one too long for ``int()`` is kept as a Decimal, which
    :func:`rigwright.core.text.clean.data_problems` then reports at its place."""
    return Decimal(digits) if digits_problem(digits) is not None else int(digits)


_Report = Callable[[str, str, str], None]
"""Adds one problem: (where, field, reason)."""


def _raw_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _raw_dict(value: Any) -> dict[Any, Any]:
    return value if isinstance(value, dict) else {}


def _load_json(text: str, file: str) -> Any:
    """The pack's JSON, Decimals for numbers with a point.

    Raises:
        PackError: nested too deep, not JSON, cut short, NaN or a key twice, a huge number.
    """
    depth = _brackets(text)[1]
    if depth > MAX_NESTING:
        raise _refuse(
            file,
            "",
            f"the JSON nests {depth} levels deep; a catalog pack nests at most {MAX_NESTING}",
        )
    try:
        return json.loads(
            text,
            parse_float=Decimal,
            parse_int=_read_int,
            parse_constant=_no_constant,
            object_pairs_hook=_unique_keys,
        )
    except _JsonRefusedError as exc:
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


def _format_problems(file: str, raw: dict[str, Any]) -> list[Problem]:
    """The pack's ``format`` and ``format_version``, when they are not this version's."""
    problems: list[Problem] = []
    if raw.get("format") != PACK_FORMAT:
        problems.append(
            Problem(
                file,
                "$",
                "format",
                f"must be {PACK_FORMAT!r} (as a catalog export writes it)",
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
    return problems


def _validated(file: str, body: dict[str, Any], problems: list[Problem]) -> Catalog | None:
    """The catalog of ``body`` (None when it is invalid); its shape, range and type problems
    are added to ``problems``."""
    _check_shape(file, Catalog, body, (), problems)
    _check_integer_range(file, body, (), problems)
    try:
        catalog: Catalog = _adapter(Catalog).validate_python(body)
        return catalog
    except ValidationError as exc:
        for err in exc.errors():
            # Union members add their type names to the location; they say nothing to a user.
            loc = tuple(
                p for p in err["loc"] if not (isinstance(p, str) and "[" in p and p not in body)
            )
            problems.append(_problem_at(file, loc, err["msg"]))
    return None


def pack_from_text(text: str, file: str) -> Catalog:
    """The catalog in a pack's JSON text, validated (:func:`read_pack`'s catalog).

    Raises:
        PackError: as :func:`read_pack`.
    """
    return read_pack(text, file).catalog


def read_pack(text: str, file: str) -> PackRead:
    """The catalog in a pack's JSON text, validated, and the notes on what it leaves out.

    A pack written before packs carried GPU form factors and availability still reads: its
    GPUs are PCIe cards and every item's availability is unknown (said in the notes).

    Raises:
        PackError: every problem of the pack (JSON syntax, a field's type or range, an
            unknown field, a SKU naming an unknown GPU, a duplicate SKU code or number, an
            availability row with an unknown market, status or item, ...).
    """
    raw = _load_json(text, file)
    if not isinstance(raw, dict):
        raise _refuse(file, "", "a catalog pack is a JSON object (as a catalog export writes it)")
    problems = _format_problems(file, raw)
    unreadable = [_problem_at(file, loc, reason) for loc, reason in data_problems(raw)]
    if unreadable:
        # The same characters a quote file refuses; the rest of the checks would only repeat
        # the same places (a Decimal where a whole number belongs, ...).
        raise PackError(file, unreadable)
    body = {k: v for k, v in raw.items() if k not in ("format", "format_version")}
    catalog = _validated(file, body, problems)

    def problem(where: str, field: str, reason: str) -> None:
        problems.append(Problem(file, where, field, reason))

    names = _check_references(body, problem)
    availability = _check_availability(body, problem)
    if problems or catalog is None:
        raise PackError(file, problems)
    catalog = dataclasses.replace(_with_computed(catalog, names), availability=availability)
    notes = []
    if not availability:
        notes.append(NO_AVAILABILITY)
    raw_gpus = [g for g in _raw_list(body.get("gpus")) if isinstance(g, dict)]
    if raw_gpus and not any("form_factor" in g for g in raw_gpus):
        notes.append(NO_FORM_FACTORS)
    return PackRead(catalog, tuple(notes))


def _item_names(body: dict[str, Any]) -> list[Any]:
    """The names an availability row may give: the pack's GPUs, parts and SKU codes."""
    return [
        item.get(key) if isinstance(item, dict) else None
        for section, key in (("gpus", "name"), ("parts", "name"), ("skus", "code"))
        for item in _raw_list(body.get(section))
    ]


def _check_availability(body: dict[str, Any], problem: _Report) -> tuple[Availability, ...]:
    """Each availability row valid as a row of ``availability.csv`` is (a known market and
    status, a date, a source for a "no"), naming one GPU, part or SKU of the pack, once per
    market; returns the rows with their items spelt as the pack names them (matched ignoring
    case and spaces) and their cells trimmed."""
    raw_names = _item_names(body)
    all_named = all(isinstance(n, str) for n in raw_names)
    names = {normalise_name(n): n for n in raw_names if isinstance(n, str)}
    seen: dict[tuple[str, str], int] = {}
    out = []
    for i, entry in _valid_items(Availability, body.get("availability")).items():
        where = f"$.availability[{i}]"
        try:
            row = AvailabilityRow.model_validate(dataclasses.asdict(entry))
        except ValidationError as exc:
            for err in exc.errors():
                field = ".".join(str(p) for p in err["loc"])
                problem(where, field, str(err["msg"]).removeprefix("Value error, "))
            continue
        item = names.get(normalise_name(row.item))
        if item is None:
            if all_named:
                problem(where, "item", f"unknown GPU, part or SKU {row.item!r}")
            continue
        first = seen.setdefault((item, row.market), i)
        if first != i:
            problem(
                where,
                "market",
                f"{item!r} in {row.market} is given twice (also $.availability[{first}])",
            )
        if row.status == "no" and not row.source:
            problem(where, "source", "a 'no' needs its source (the documents it rests on)")
        out.append(Availability(item, row.market, row.status, row.as_of, row.source, row.note))
    return tuple(out)


def _check_references(body: dict[str, Any], problem: _Report) -> dict[str, Gpu]:
    """References between parts, checked on every GPU and SKU that is valid on its own;
    returns those GPUs by name."""
    gpus = _valid_items(Gpu, body.get("gpus"))
    skus = _valid_items(Sku, body.get("skus"))
    raw_chassis = _raw_dict(body.get("chassis"))
    part_kinds = _part_kinds(body)
    if isinstance(body.get("gpus"), list) and not body["gpus"]:
        problem("$", "gpus", "a catalog needs at least one GPU")
    _check_gpus(gpus, problem)
    raw_names = [
        g.get("name") if isinstance(g, dict) else None for g in _raw_list(body.get("gpus"))
    ]
    known_gpu = _gpu_names_check(raw_names, problem)
    names = {g.name: g for g in gpus.values()}
    _check_chassis(raw_chassis, problem)
    numbers: dict[str, int] = {}
    codes: dict[str, int] = {}
    for i, s in skus.items():
        where = f"$.skus[{i}]"
        _check_sku_identity(where, i, s, numbers, codes, problem)
        if s.parts:
            _check_sku_parts(where, s, part_kinds, problem)
        elif s.series not in raw_chassis:
            problem(where, "series", f"no chassis {s.series!r} in $.chassis")
        if s.price_basis == PARTS_PRICE_BASIS and not s.parts:
            problem(where, "price_basis", "a SKU priced as the sum of its parts names its parts")
        known_gpu(s.gpu, where, "gpu")
        _check_sku_figures(where, s, names.get(s.gpu), problem)
        _check_sku_price(where, s, problem)
    _check_gpu_lists(body, known_gpu, problem)
    _check_parts(body, problem)
    _check_price_list(body, raw_names, problem)
    return names


def _part_kinds(body: dict[str, Any]) -> dict[str, str] | None:
    """The kind of each part of the pack, by name; None when a part has no name or kind
    (pydantic reports that, and a SKU's parts cannot be checked against the list)."""
    kinds = {}
    for part in _raw_list(body.get("parts")):
        name, kind = (part.get("name"), part.get("kind")) if isinstance(part, dict) else (0, 0)
        if not (isinstance(name, str) and isinstance(kind, str)):
            return None
        kinds[name] = kind
    return kinds


def _check_sku_parts(
    where: str, s: Sku, part_kinds: dict[str, str] | None, problem: _Report
) -> None:
    """A SKU built from parts names only the pack's parts, spelt as ``$.parts`` spells them
    (its price and availability are looked up by those names), and its series is its one
    chassis part (it has no ``$.chassis`` series)."""
    if part_kinds is None:
        return
    for j, name in enumerate(s.parts):
        if name not in part_kinds:
            problem(
                where,
                "parts",
                f"[{j}]: {unknown_name_message('part', name, list(part_kinds))} "
                "(a SKU built from parts names parts of $.parts)",
            )
    chassis = [n for n in dict.fromkeys(s.parts) if part_kinds.get(n) == PartKind.CHASSIS.value]
    if part_kinds.get(s.series) != PartKind.CHASSIS.value:
        problem(
            where,
            "series",
            f"no chassis part {s.series!r} in $.parts (a SKU built from parts is in its "
            "chassis part)",
        )
    elif s.series not in s.parts:
        problem(where, "series", f"the chassis part {s.series!r} is not one of its parts")
    if len(chassis) > 1:
        problem(
            where, "parts", f"names chassis parts {', '.join(map(repr, chassis))}; a SKU has one"
        )


def _check_gpus(gpus: dict[int, Gpu], problem: _Report) -> None:
    """Every name and alias names one GPU; every figure has one source."""
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


def _gpu_names_check(raw_names: list[Any], problem: _Report) -> Callable[[Any, str, str], None]:
    """A check that a name is one of the pack's GPUs (``raw_names``); it says nothing when
    a GPU of the pack has no name (pydantic reports that)."""
    all_named = all(isinstance(n, str) for n in raw_names)

    def known_gpu(name: Any, where: str, field: str) -> None:
        if all_named and isinstance(name, str) and name not in raw_names:
            problem(
                where,
                field,
                f"unknown GPU {name!r}; the pack's GPUs are {', '.join(map(str, raw_names))}",
            )

    return known_gpu


def _check_chassis(raw_chassis: dict[Any, Any], problem: _Report) -> None:
    """Each chassis is under its own series and holds at least its minimum of GPUs."""
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


def _check_sku_identity(
    where: str, i: int, s: Sku, numbers: dict[str, int], codes: dict[str, int], problem: _Report
) -> None:
    """A SKU's number and code are unique (``numbers``, ``codes``: the first index of each
    seen so far), and its code is its printed code with the spaces collapsed."""
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


def _check_sku_figures(where: str, s: Sku, gpu: Gpu | None, problem: _Report) -> None:
    """Each stated figure is the number its printed text states, and a computed one is what
    the pack's GPU table gives (``gpu``: None when the SKU's GPU is not valid)."""
    for name in ("fp16", "memory_bandwidth", "memory"):
        fig: StatedFigure = getattr(s, name)
        if s.parts and not fig.printed:
            # A SKU built from parts prints no figure: it states ours (0 when ours is unknown).
            if gpu is not None:
                expected = _computed(name, gpu, s.gpu_count)
                if fig.stated != (expected or 0) or fig.computed not in (None, expected):
                    problem(
                        f"{where}.{name}",
                        "stated",
                        f"a SKU built from parts states the pack's own figure ({expected}, "
                        f"from its GPU table), not {fig.stated}",
                    )
            continue
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


def _check_sku_price(where: str, s: Sku, problem: _Report) -> None:
    """A SKU's price is the number its printed price states."""
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


def _check_gpu_lists(
    body: dict[str, Any], known_gpu: Callable[[Any, str, str], None], problem: _Report
) -> None:
    """The expert tables name only the pack's GPUs, and the priorities only known metrics."""
    for section in ("cnn_tiers", "rnn_tiers"):
        for t, tier in enumerate(_raw_list(body.get(section))):
            for n, name in enumerate(_raw_list(tier)):
                known_gpu(name, f"$.{section}[{t}]", f"[{n}]")
    for r, row in enumerate(_raw_list(body.get("scale_table"))):
        for n, name in enumerate(_raw_list(row.get("gpus") if isinstance(row, dict) else None)):
            known_gpu(name, f"$.scale_table[{r}].gpus", f"[{n}]")
    for grade, grade_gpus in _raw_dict(body.get("rnn_grades")).items():
        for n, name in enumerate(_raw_list(grade_gpus)):
            known_gpu(name, f"$.rnn_grades.{grade}", f"[{n}]")
    for section in ("cnn_priority", "rnn_priority"):
        for n, step in enumerate(_raw_list(body.get(section))):
            for metric in (step,) if isinstance(step, str) else _raw_list(step):
                if isinstance(metric, str) and metric not in METRICS:
                    problem(
                        f"$.{section}",
                        f"[{n}]",
                        f"unknown metric {metric!r}; use one of {', '.join(METRICS)}",
                    )


def _with_computed(catalog: Catalog, names: dict[str, Gpu]) -> Catalog:
    """``catalog`` with our computed figures where the pack leaves them out (null), its SKUs
    in catalog order."""
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


def _check_parts(body: dict[str, Any], problem: _Report) -> None:
    """Parts: unique names, every figure's status matching its value (a sourced figure names
    its source and confidence, an assumed one its reason, an unknown one has no value)."""
    part_names: dict[str, int] = {}
    for i, part in enumerate(_raw_list(body.get("parts"))):
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
        for j, fig in enumerate(_raw_list(part.get("figures"))):
            if isinstance(fig, dict):
                _check_part_figure(f"$.parts[{i}].figures[{j}]", fig, problem)


def _check_part_figure(where: str, fig: dict[str, Any], problem: _Report) -> None:
    status, value = fig.get("status"), fig.get("value")
    if status == "unknown" and value is not None:
        problem(where, "value", "an unknown figure has no value (null)")
    if status in ("sourced", "assumed") and value is None:
        problem(where, "value", f"a {status} figure needs a value")
    if status == "sourced" and not (fig.get("source") and fig.get("confidence")):
        problem(where, "source", "a sourced figure names its source and confidence")
    if status == "assumed" and not str(fig.get("note") or "").strip():
        problem(where, "note", "an assumed figure gives its reason in note")


def _check_price_list(body: dict[str, Any], gpu_names: list[Any], problem: _Report) -> None:
    """Price list: every entry names a GPU or part of the pack, with one amount."""
    price_list = body.get("price_list")
    if not isinstance(price_list, dict):
        return
    part_names = {
        normalise_name(p["name"])
        for p in _raw_list(body.get("parts"))
        if isinstance(p, dict) and isinstance(p.get("name"), str)
    }
    for i, entry in enumerate(_raw_list(price_list.get("entries"))):
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
