"""Builds: a workstation configuration that the rules (:mod:`rigwright.core.build.rules`) check:
the seed SKUs' (:func:`build_from_sku`) and custom ones read from JSON (:func:`build_from_json`)
and written back (:func:`build_to_json`). The JSON form and its fields: docs/build-format.md.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rigwright.core.catalog.components import sku_components
from rigwright.core.catalog.model import (
    Catalog,
    PartKind,
    Sku,
    normalise_name,
    unknown_name_message,
)
from rigwright.core.io.formats import newer_format
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

if TYPE_CHECKING:
    from rigwright.core.build.schema import _BuildModel

BOARD_FORM_FACTORS: dict[str, tuple[int, str]] = {
    "Mini-ITX": (0, "6.7 × 6.7 in (170 × 170 mm)"),
    "mATX": (1, "9.6 × 9.6 in (244 × 244 mm)"),
    "ATX": (2, "12 × 9.6 in (305 × 244 mm)"),
    "E-ATX": (3, "12 × 13 in (305 × 330 mm); no formal standard, widths vary by vendor"),
    "EEB": (4, "12 × 13 in (305 × 330 mm), SSI-EEB mounting holes"),
}
"""Motherboard form factors, smallest first: canonical name -> (rank, size). A chassis that
takes a board of some rank takes every smaller one (the smaller ATX-family boards use a subset
of the larger ones' mounting holes and the same I/O position). E-ATX and EEB share the
12 × 13 in outline; EEB ranks above E-ATX because its SSI mounting holes need a case built for
them. Sizes: the ATX / microATX / Mini-ITX and SSI EEB specifications (common knowledge, not
in the reference notes). :func:`board_size_text` gives a size for the window."""

_BOARD_SIZE_TEXTS: dict[str, Text] = {
    "E-ATX": QT_TRANSLATE_NOOP(
        "builds", "12 × 13 in (305 × 330 mm); no formal standard, widths vary by vendor"
    ),
    "EEB": QT_TRANSLATE_NOOP("builds", "12 × 13 in (305 × 330 mm), SSI-EEB mounting holes"),
}


def board_size_text(name: str) -> Text | str:
    """The size of the board form factor ``name`` (a key of :data:`BOARD_FORM_FACTORS`) for
    the window: a :class:`rigwright.core.text.i18n.Text` (context "builds") where it has words,
    else the figures as a plain string; ``str()`` of it is ``BOARD_FORM_FACTORS[name][1]``.

    Raises:
        KeyError: ``name`` is not a form factor of :data:`BOARD_FORM_FACTORS`.
    """
    size = BOARD_FORM_FACTORS[name][1]
    return _BOARD_SIZE_TEXTS.get(name, size)


_BOARD_ALIASES: dict[str, str] = {
    "miniitx": "Mini-ITX",
    "itx": "Mini-ITX",
    "matx": "mATX",
    "microatx": "mATX",
    "uatx": "mATX",
    "atx": "ATX",
    "eatx": "E-ATX",
    "extendedatx": "E-ATX",
    "eeb": "EEB",
    "ssieeb": "EEB",
}


def board_form_factor(text: str) -> str | None:
    """The canonical name of a board form factor ("microATX" -> "mATX", "SSI-EEB" -> "EEB"),
    ignoring case, spaces, hyphens and dots; None when it is none of :data:`BOARD_FORM_FACTORS`."""
    key = "".join(ch for ch in normalise_name(text) if ch.isalnum())
    return _BOARD_ALIASES.get(key)


def atx_major(version: str | None) -> str | None:
    """The major version, "2" or "3", of an ATX PSU design-guide version ("2.x", "2.52", "3.0",
    "3.x", "3"); None when ``version`` is None or not such a version."""
    text = (version or "").strip().lower()
    head, dot, tail = text.partition(".")
    if head not in ("2", "3") or (dot and not (tail == "x" or tail.isdigit())):
        return None
    return head


class BuildError(ValueError):
    """A build could not be read; the message names the field ("gpus[0].model: ...")."""


@dataclass(frozen=True, slots=True)
class CpuLine:
    """One CPU model of a build: its name, how many sockets carry it, and its power (W) for
    the power budget when known (None: the rules look it up or say "cannot check")."""

    name: str
    count: int = 1
    power_w: int | None = None
    power_source: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class GpuLine:
    """One GPU model of a build (the catalog's canonical name) and how many cards."""

    model: str
    count: int


@dataclass(frozen=True, slots=True)
class Build:
    """A workstation configuration.

    Attributes:
        chassis: a seed chassis series ("GT410i") or the name of a chassis part.
        cpus: the CPU lines.
        memory_gb: system memory, GB.
        gpus: the GPU lines (canonical model names).
        psus_w: rated output of each PSU, W; empty when the configuration states none.
        drives: the drives as text.
        placement: the slot opening of each card (see docs/build-format.md), or None.
        label: what the build is ("SKU 1.7 GT410i 14596-SB4X"), for reports.
        psu: the name of the catalog PSU part the build uses, or None.
        psu_atx_version: the PSUs' ATX version as stated in the build ("2.x", "3.x"), or None.
        nvlink: True when the cards are to be joined by NVLink bridges, in pairs.
        board_form_factor: the motherboard's form factor (a key of
            :data:`BOARD_FORM_FACTORS`), or None when the build does not say.
    """

    chassis: str
    cpus: tuple[CpuLine, ...]
    memory_gb: int
    gpus: tuple[GpuLine, ...]
    psus_w: tuple[int, ...] = ()
    drives: tuple[str, ...] = ()
    placement: tuple[int, ...] | None = None
    label: str = ""
    psu: str | None = None
    psu_atx_version: str | None = None
    nvlink: bool = False
    board_form_factor: str | None = None

    @property
    def gpu_count(self) -> int:
        """Cards over all GPU lines."""
        return sum(g.count for g in self.gpus)

    @property
    def cards(self) -> tuple[str, ...]:
        """One model name per card, in the order of ``gpus`` (the order of ``placement``)."""
        return tuple(g.model for g in self.gpus for _ in range(g.count))


# Power of the seed's CPUs, W: Intel's TDP (Processor Base Power) from Intel ARK for the
# models the seed names, and for the unnamed Core CPUs the highest TDP of the family the seed's
# core count points to. These are NOT from a source in this repository (the seed prints no
# CPU power); each carries its basis, shown in the power verdict.
_SEED_CPU_POWER: dict[str, tuple[int, str]] = {
    "6234": (130, "Intel ARK: Xeon Gold 6234 TDP 130 W (not stated in the guide)"),
    "6244": (150, "Intel ARK: Xeon Gold 6244 TDP 150 W (not stated in the guide)"),
    "6246": (165, "Intel ARK: Xeon Gold 6246 TDP 165 W (not stated in the guide)"),
    "6254": (200, "Intel ARK: Xeon Gold 6254 TDP 200 W (not stated in the guide)"),
    "8268": (205, "Intel ARK: Xeon Platinum 8268 TDP 205 W (not stated in the guide)"),
    "8280": (205, "Intel ARK: Xeon Platinum 8280 TDP 205 W (not stated in the guide)"),
}
_SEED_FAMILY_POWER: dict[str, tuple[int, str]] = {
    "Intel Core (9th gen)": (
        95,
        (
            "assumed: 9th-gen Core desktop CPUs (i5/i7/i9-9x00K) have "
            "a 95 W TDP (Intel ARK; not stated in the guide)"
        ),
    ),
    "Intel Core X (10th gen)": (
        165,
        (
            "assumed: 10th-gen Core X CPUs (i9-10900X to 10980XE) "
            "have a 165 W TDP (Intel ARK; not stated in the guide)"
        ),
    ),
}


def build_from_sku(sku: Sku, catalog: Catalog) -> Build:
    """The build of a seed SKU: its chassis series, CPU(s), memory, GPUs, PSU(s) and drives
    as :mod:`rigwright.core.catalog.components` reads them from the printed cells (a chassis
    cell that states no PSU gives ``psus_w == ()``). A SKU built from the catalog's parts
    (``sku.parts``) is built from them: :func:`build_from_parts`."""
    if sku.parts:
        return build_from_parts(sku, catalog)
    parts = sku_components(sku)
    cpu = parts.cpu
    suffix = " " + cpu.model if cpu.model else ""
    name = f"{cpu.family}{suffix}, {cpu.cores_total // cpu.sockets} cores"
    power = _SEED_CPU_POWER.get(cpu.model or "") or _SEED_FAMILY_POWER.get(cpu.family)
    cpus = (CpuLine(name, cpu.sockets, power[0] if power else None, power[1] if power else ""),)
    chassis = parts.chassis
    psus = (chassis.psu_w,) * chassis.psu_count if chassis.psu_count and chassis.psu_w else ()
    return Build(
        chassis=sku.series,
        cpus=cpus,
        memory_gb=parts.memory.gb,
        gpus=(GpuLine(catalog.gpu(sku.gpu).name, sku.gpu_count),),
        psus_w=psus,
        drives=tuple(s.as_printed for s in parts.storage),
        label=f"SKU {sku.number} {sku.code}",
    )


def build_from_parts(sku: Sku, catalog: Catalog) -> Build:
    """The build of a SKU made of the catalog's platform parts (``sku.parts``: chassis,
    CPU(s), memory kit, PSU option, drives): each CPU part named once per socket, the PSU
    part's units and rating, the memory kit's capacity, the chassis part's name.

    Raises:
        KeyError: a part the catalog does not know, or the SKU has no chassis part.
    """
    by_kind: dict[PartKind, list[str]] = {k: [] for k in PartKind}
    for name in sku.parts:
        part = catalog.part(name)
        by_kind[part.kind].append(part.name)
    if not by_kind[PartKind.CHASSIS]:
        raise KeyError(f"SKU {sku.number} ({sku.code}) names no chassis part")
    cpus = tuple(
        CpuLine(name, by_kind[PartKind.CPU].count(name))
        for name in dict.fromkeys(by_kind[PartKind.CPU])
    )
    memory_gb = sum(
        int(catalog.part(n).number("capacity_gb") or 0) for n in by_kind[PartKind.MEMORY]
    )
    psu = by_kind[PartKind.PSU][0] if by_kind[PartKind.PSU] else None
    psus_w: tuple[int, ...] = ()
    if psu is not None:
        watts, units = catalog.part(psu).number("power_w"), catalog.part(psu).number("psu_count")
        if watts is not None:
            psus_w = (int(watts),) * int(units if units is not None else 1)
    return Build(
        chassis=by_kind[PartKind.CHASSIS][0],
        cpus=cpus,
        memory_gb=memory_gb,
        gpus=(GpuLine(catalog.gpu(sku.gpu).name, sku.gpu_count),),
        psus_w=psus_w,
        drives=tuple(by_kind[PartKind.DRIVE]),
        label=f"SKU {sku.number} {sku.code}",
        psu=psu,
    )


# ----------------------------------------------------------------------------- JSON


def shorten(value: object, limit: int = 60) -> str:
    """``repr(value)``, cut to ``limit`` characters with "…" (so that a 50 MB value in a
    bad file does not become a 50 MB message)."""
    try:
        text = repr(value)
    except ValueError:  # an int too long to print
        return "a number too long to print"
    return text if len(text) <= limit else text[: limit - 1] + "…"


_JSON_TYPES = {
    "dict": "an object",
    "list": "a list",
    "str": "a string",
    "int": "a number",
    "float": "a number",
    "bool": "true/false",
    "NoneType": "null",
}


def json_kind(value: object) -> str:
    """How a message names the JSON type of ``value``: "an object", "a list", "a number"..."""
    return _JSON_TYPES.get(type(value).__name__, type(value).__name__)


# The labels pydantic puts in an error's location for union branches, validators and
# wrapped types: not fields, so a message's field path leaves them out.
_BRANCH_NAMES = ("_CpuModel", "str", "int", "dict[str,any]", "bytes", "decimal")
_BRANCH_PREFIXES = ("function-", "constrained-", "literal[", "nullable", "int", "str")


def field_path(loc: Sequence[Any], whole: str) -> str:
    """A pydantic error location as the field path a message names: ("gpus", 0, "count") ->
    "gpus[0].count"; ``whole`` when the error is the document's own."""
    text = ""
    for item in loc:
        if isinstance(item, int):
            text += f"[{item}]"
        elif item in _BRANCH_NAMES or str(item).startswith(_BRANCH_PREFIXES):
            continue
        else:
            text += f".{item}" if text else str(item)
    return text or whole


BUILD_FORMAT = "rigwright-build/1"
"""The optional ``format`` of a build file; a later version is refused whole."""


def _without_format(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` without its ``format`` (a build file says its version, docs/build-format.md).

    Raises:
        BuildError: the format is not :data:`BUILD_FORMAT` (a newer one said so).
    """
    if "format" not in data:
        return data
    fmt = data["format"]
    if fmt != BUILD_FORMAT:
        raise BuildError(
            newer_format(fmt, BUILD_FORMAT) or f"format: {shorten(fmt)} is not {BUILD_FORMAT!r}"
        )
    return {k: v for k, v in data.items() if k != "format"}


def build_from_json(data: object, catalog: Catalog) -> Build:
    """Read and validate a build from parsed JSON (see docs/build-format.md).

    Raises:
        BuildError: the first problem, naming the field ("gpus[0].count: Input should be
            greater than or equal to 1, got -2"; "gpus[0].model: unknown GPU 'RTX9090'; ...";
            "memory_gb: Field required"; "label: contains a control character (U+001B)";
            "format: 'rigwright-build/2' is a newer build file format ...").
    """
    if not isinstance(data, dict):
        raise BuildError(f"build: expected a JSON object, got {json_kind(data)}")
    data = _without_format(data)
    # The pydantic schema is imported on the first build read, not with this module (which
    # the window's start needs, and pydantic does not: docs/performance.md).
    from pydantic import ValidationError

    from rigwright.core.build.schema import _BuildModel
    from rigwright.core.text.clean import data_problems

    unprintable = data_problems(data)
    if unprintable:  # what a quote file's own text refuses (a label, a drive is printed)
        loc, reason = unprintable[0]
        raise BuildError(f"{field_path(loc, 'build')}: {reason}")
    try:
        model = _BuildModel.model_validate(data)
    except ValidationError as exc:
        # A str|object union reports both branches; keep the most specific error.
        errors = sorted(exc.errors(), key=lambda e: -len(e["loc"]))
        first = errors[0]
        got = (
            f", got {shorten(first['input'])}"
            if "input" in first and first["type"] != "missing"
            else ""
        )
        message = re.sub(
            r"(a valid dictionary or )?instance of _\w+Model", "a JSON object", first["msg"]
        )
        raise BuildError(f"{field_path(first['loc'], 'build')}: {message}{got}") from None
    chassis = _chassis_name(model.chassis, catalog)
    gpus = []
    for i, line in enumerate(model.gpus):
        try:
            gpus.append(GpuLine(catalog.gpu(line.model).name, line.count))
        except KeyError as exc:
            raise BuildError(f"gpus[{i}].model: {exc.args[0]}") from None
    for i, watts in enumerate(model.psus_w):
        if watts <= 0:
            raise BuildError(f"psus_w[{i}]: must be a positive number of watts, got {watts}")
    cpus = tuple(
        CpuLine(c, 1)
        if isinstance(c, str)
        else CpuLine(c.name, c.count, c.power_w, "stated in the build" if c.power_w else "")
        for c in model.cpus
    )
    placement = None
    if model.placement is not None:
        cards = sum(g.count for g in gpus)
        if len(model.placement) != cards:
            raise BuildError(f"placement: {len(model.placement)} slot(s) given for {cards} card(s)")
        for i, slot in enumerate(model.placement):
            if slot < 0:
                raise BuildError(f"placement[{i}]: must be 0 or more, got {slot}")
        placement = tuple(model.placement)
    psu, psus_w, atx = _psu(model, catalog)
    board = None
    if model.board_form_factor is not None:
        board = board_form_factor(model.board_form_factor)
        if board is None:
            raise BuildError(
                f"board_form_factor: unknown form factor {model.board_form_factor!r}; "
                f"use one of {', '.join(BOARD_FORM_FACTORS)}"
            )
    return Build(
        chassis=chassis,
        cpus=cpus,
        memory_gb=model.memory_gb,
        gpus=tuple(gpus),
        psus_w=psus_w,
        drives=tuple(model.drives),
        placement=placement,
        label=model.label,
        psu=psu,
        psu_atx_version=atx,
        nvlink=model.nvlink,
        board_form_factor=board,
    )


def _psu(model: _BuildModel, catalog: Catalog) -> tuple[str | None, tuple[int, ...], str | None]:
    """The PSU part's canonical name, the PSU ratings and the stated ATX version, checked
    against each other."""
    psus_w, atx = tuple(model.psus_w), model.psu_atx_version
    if atx is not None and atx_major(atx) is None:
        raise BuildError(
            f"psu_atx_version: must be an ATX version such as '2.x' or '3.x', got {atx!r}"
        )
    if model.psu is None:
        return None, psus_w, atx
    key = normalise_name(model.psu)
    psus = [p for p in catalog.parts if p.kind is PartKind.PSU]
    part = next((p for p in psus if normalise_name(p.name) == key), None)
    if part is None:
        raise BuildError(
            f"psu: {unknown_name_message('PSU part', model.psu, [p.name for p in psus])}"
        )
    watts, count = part.number("power_w"), part.number("psu_count")
    if watts is not None:
        rated = (int(watts),) * (int(count) if count is not None else 1)
        if not psus_w:
            psus_w = rated
        elif psus_w != rated:
            raise BuildError(
                f"psus_w: {list(psus_w)} does not match the PSU {part.name!r} "
                f"({len(rated)} × {rated[0]} W)"
            )
    elif not psus_w:
        raise BuildError(f"psus_w: the PSU {part.name!r} states no rating; give psus_w")
    fig = part.figure("atx_version")
    part_major = atx_major(fig.value) if fig is not None else None
    if atx is not None and part_major is not None and atx_major(atx) != part_major:
        raise BuildError(
            f"psu_atx_version: {atx!r} contradicts the PSU {part.name!r} "
            f"(ATX {fig.value if fig else ''})"
        )
    return part.name, psus_w, atx


def _chassis_name(name: str, catalog: Catalog) -> str:
    key = normalise_name(name)
    for series in catalog.chassis:
        if normalise_name(series) == key:
            return series
    parts = [p.name for p in catalog.parts if p.kind is PartKind.CHASSIS]
    for part in parts:
        if normalise_name(part) == key:
            return part
    raise BuildError(
        f"chassis: {unknown_name_message('chassis', name, [*catalog.chassis, *parts])}"
    )


def build_to_json(build: Build) -> dict[str, Any]:
    """``build`` in the JSON form of docs/build-format.md (``build_from_json`` reads it back)."""
    cpus: list[dict[str, Any]] = []
    for c in build.cpus:
        entry: dict[str, Any] = {"name": c.name, "count": c.count}
        if c.power_w is not None:
            entry["power_w"] = c.power_w
        cpus.append(entry)
    data: dict[str, Any] = {
        "chassis": build.chassis,
        "cpus": cpus,
        "memory_gb": build.memory_gb,
        "gpus": [{"model": g.model, "count": g.count} for g in build.gpus],
        "psus_w": list(build.psus_w),
        "drives": list(build.drives),
    }
    if build.placement is not None:
        data["placement"] = list(build.placement)
    if build.label:
        data["label"] = build.label
    if build.psu is not None:
        data["psu"] = build.psu
    if build.psu_atx_version is not None:
        data["psu_atx_version"] = build.psu_atx_version
    if build.nvlink:
        data["nvlink"] = True
    if build.board_form_factor is not None:
        data["board_form_factor"] = build.board_form_factor
    return data
