"""Checks of a catalog pack beyond its types: ranges and patterns per field, unknown keys,
integers too large for the database, and the GPUs and SKUs valid on their own."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from pydantic import ValidationError

from rigwright.core.catalog.files import PHYSICAL_FACTS
from rigwright.core.catalog.markets import FORM_FACTORS
from rigwright.core.catalog.model import (
    FIGURE_STATUSES,
    GPU_FIGURES,
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
)
from rigwright.core.quote.document import catalog_name_problem
from rigwright.core.storage.pack_format import MAX_PRICE_CNY, Problem

# A pack is validated against the catalog dataclasses themselves (pydantic validates stdlib
# dataclasses), so a field added to a dataclass is exported and imported without a second
# schema to keep in step. What a type cannot say (ranges, patterns, unknown keys) is checked
# here; references between parts in pack_json.

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
        "fp8_tensor_tflops": _POSITIVE,
        "fp4_tensor_tflops": _POSITIVE,
        "board_power_w": _POSITIVE,
        "slot_width": (lambda v: 1 <= v <= 4, "must be 1 to 4"),
        "board_length_mm": _POSITIVE,
        "launch_msrp_usd": _POSITIVE,
        "form_factor": (lambda v: v in FORM_FACTORS, f"must be one of {', '.join(FORM_FACTORS)}"),
    },
    FigureSource: {
        "field": (
            lambda v: v in GPU_FIGURES + PHYSICAL_FACTS,
            f"must be one of {', '.join(GPU_FIGURES + PHYSICAL_FACTS)}",
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


def _nested_dataclass(hint: Any) -> tuple[str, Any] | None:
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
