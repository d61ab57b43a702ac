"""The changes a fix may try on a build (:func:`change_options`), pruned by the build's errors."""

from __future__ import annotations

from rigwright.core.build.fix_change import (
    _PSU_TEXT_RE,
    KINDS,
    Change,
    _default_placement,
    _psu_parts,
)
from rigwright.core.build.fix_words import _cooling_reason, _Describer
from rigwright.core.build.model import Build, CpuLine, build_from_sku
from rigwright.core.build.rules import (
    ERROR,
    Site,
    Verdict,
    board_of,
    check_build,
)
from rigwright.core.catalog.model import Catalog, PartKind

_MORE_CARDS = "gpu_count+"
# Pseudo-kind: GPU count increases. The known error rules (slots, scale table, class range,
# cooling, power, lanes, NVLink, form factor) are broken by too many cards or the wrong ones,
# never cured by more (an odd NVLink count is a warning); only a rule this module does not
# know may want more cards.


def _wanted_kinds(build: Build, errors: list[Verdict]) -> set[str]:
    """The change kinds that may fix one of ``errors`` (see docs/rules.md, "Fixes")."""
    kinds = {"gpu_model", "gpu_count", "chassis"}
    for v in errors:
        rule = v.rule.casefold()
        if rule.startswith(("slots.", "cooling.")):
            if build.placement is not None:
                kinds.add("placement")
        elif rule.startswith(("power.", "psu.", "circuit.", "site.", "wall.")) or any(
            w in rule for w in ("transient", "circuit", "psu")
        ):
            kinds.add("psu")
        elif rule.startswith("memory."):
            kinds.add("memory")
        elif "lane" in rule or rule.startswith(("pcie.", "cpu.")):
            kinds.add("cpu")
        elif rule.startswith("nvlink."):
            kinds.add("nvlink")
            if build.placement is not None:
                kinds.add("placement")  # bridge spacing
        elif rule.startswith(("gpu.", "chassis.", "formfactor.", "form_factor.")):
            pass
        else:  # a rule this module does not know: try everything
            kinds.update((*KINDS, _MORE_CARDS))
    return kinds


def _max_cards(catalog: Catalog) -> int:
    """The most x16 slots a chassis of the catalog has (the largest sensible GPU count)."""
    names = [*catalog.chassis, *(p.name for p in catalog.parts if p.kind is PartKind.CHASSIS)]
    boards = [board_of(catalog, n) for n in names]
    return max((len(b.slots) for b in boards if b is not None), default=0)


def psu_options(catalog: Catalog) -> list[tuple[tuple[int, ...], str]]:
    """The PSU configurations the catalog knows, as (ratings in W, part name or "").

    Sources: PSU parts (``power_w`` × ``psu_count``); the seed's chassis files (figure
    ``psu``: "1 × 1200 W or 1 × 2000 W", "2 × 2000 W") and SKU rows (``psu_count``,
    ``psu_w``). Listed once per configuration, smallest total first.
    """
    found: dict[tuple[int, ...], str] = {}
    for psus, part in _psu_parts(catalog):
        found.setdefault(psus, part.name)
    for spec in catalog.chassis.values():
        for fig in spec.figures:
            if fig.name == "psu":
                for count, watts in _PSU_TEXT_RE.findall(fig.value):
                    found.setdefault((int(watts),) * int(count), "")
    for sku in catalog.skus:
        if sku.psu_count and sku.psu_w:
            found.setdefault((sku.psu_w,) * sku.psu_count, "")
    return sorted(found.items(), key=lambda kv: (sum(kv[0]), len(kv[0]), kv[1]))


def _cpu_options(catalog: Catalog) -> list[tuple[CpuLine, ...]]:
    seen: dict[tuple[tuple[str, int], ...], tuple[CpuLine, ...]] = {}
    for part in catalog.parts:
        if part.kind is PartKind.CPU:
            seen.setdefault(((part.name, 1),), (CpuLine(part.name, 1),))
    for sku in catalog.skus:
        cpus = build_from_sku(sku, catalog).cpus
        seen.setdefault(tuple((c.name, c.count) for c in cpus), cpus)
    return list(seen.values())


def _memory_options(catalog: Catalog) -> list[int]:
    amounts = {s.ram_gb for s in catalog.skus}
    for part in catalog.parts:
        if part.kind is PartKind.MEMORY and part.number("capacity_gb") is not None:
            amounts.add(int(part.number("capacity_gb")))  # type: ignore[arg-type]
    return sorted(amounts)


def _gpu_changes(build: Build, catalog: Catalog, kinds: set[str]) -> list[Change]:
    """The GPU count and GPU model changes of ``kinds``, line by line."""
    raw: list[Change] = []
    if "gpu_count" in kinds:
        low = 0 if len(build.gpus) > 1 else 1
        for i, line in enumerate(build.gpus):
            top = max(_max_cards(catalog), line.count) if _MORE_CARDS in kinds else line.count
            raw += [
                Change("gpu_count", "", index=i, value=n)
                for n in range(low, top + 1)
                if n != line.count
            ]
    if "gpu_model" in kinds:
        for i, line in enumerate(build.gpus):
            raw += [
                Change("gpu_model", "", index=i, value=g.name)
                for g in catalog.gpus
                if g.name != line.model
            ]
    return raw


def _psu_changes(build: Build, catalog: Catalog) -> list[Change]:
    """One more PSU of the build's largest rating, then every other PSU option the catalog
    knows, each set of ratings once."""
    raw: list[Change] = []
    seen = {build.psus_w}
    if build.psus_w:
        more = (*build.psus_w, max(build.psus_w))
        seen.add(more)
        raw.append(Change("psu", "", value=more))
    for psus, _ in psu_options(catalog):
        if psus not in seen:
            seen.add(psus)
            raw.append(Change("psu", "", value=psus))
    return raw


def change_options(
    build: Build,
    catalog: Catalog,
    site: Site | None = None,
    *,
    verdicts: list[Verdict] | None = None,
) -> list[Change]:
    """The single changes :func:`minimal_fixes` tries on ``build``, each described (text and
    price change) against ``build`` itself; [] when the build has no error.

    Args:
        build: the build to fix.
        catalog: the catalog its names belong to; the options come from it.
        site: the customer's site, for the rules.
        verdicts: ``check_build(build, catalog, site)`` when already at hand.

    Returns:
        The options, at most one per (aspect, value), in :data:`KINDS` order; options that
        give the same build as an earlier one are left out ("add a second 2000 W PSU" and the
        "2 × 2000 W" option).
    """
    if verdicts is None:
        verdicts = check_build(build, catalog, site)
    errors = [v for v in verdicts if v.severity == ERROR]
    if not errors:
        return []
    kinds = _wanted_kinds(build, errors)
    ctx = _Describer(catalog, _cooling_reason(verdicts))
    raw: list[Change] = _gpu_changes(build, catalog, kinds)
    if "chassis" in kinds:
        names = [*catalog.chassis, *(p.name for p in catalog.parts if p.kind is PartKind.CHASSIS)]
        raw += [Change("chassis", "", value=n) for n in names if n != build.chassis]
    if "psu" in kinds:
        raw += _psu_changes(build, catalog)
    if "memory" in kinds:
        raw += [
            Change("memory", "", value=gb)
            for gb in _memory_options(catalog)
            if gb > build.memory_gb
        ]
    if "cpu" in kinds:
        raw += [
            Change("cpu", "", value=cpus)
            for cpus in _cpu_options(catalog)
            if tuple((c.name, c.count) for c in cpus)
            != tuple((c.name, c.count) for c in build.cpus)
        ]
    if "nvlink" in kinds and getattr(build, "nvlink", False):
        raw.append(Change("nvlink", "", value=False))
    if (
        "placement" in kinds
        and build.placement is not None
        and _default_placement(build, catalog) != build.placement
    ):
        raw.append(Change("placement", "", value=None))
    return [ctx.describe(build, c) for c in raw]
