"""Fixes: the smallest sets of changes that make an invalid build valid (:func:`minimal_fixes`).

The changes and fixes, their options and their words have modules of their own
(``fix_change``, ``fix_options``, ``fix_words``); this module re-exports them. See
docs/rules.md, "Fixes"."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from itertools import combinations
from typing import Any

from rigwright.core.build.fix_change import (
    _TIE_RANK,
    KINDS,
    MAX_CHANGES,
    Change,
    Fix,
    _apply,
    apply_changes,
)
from rigwright.core.build.fix_options import _memory_options, change_options, psu_options
from rigwright.core.build.fix_words import _cooling_reason, _Describer
from rigwright.core.build.model import Build
from rigwright.core.build.rules import (
    ERROR,
    Site,
    Verdict,
    check_build,
)
from rigwright.core.catalog.model import Catalog


def new_unknowns(fix: Fix, before: list[Verdict]) -> list[Verdict]:
    """The "cannot check" verdicts of ``fix``'s build that the build before it did not have
    (by rule id): what the fix is valid only for want of a fact (e.g. a card of unknown
    cooler replacing an open-air one)."""
    known = {v.rule for v in before if v.message.startswith("cannot check")}
    return [
        v for v in fix.remaining if v.message.startswith("cannot check") and v.rule not in known
    ]


def _order_key(fix: Fix, build: Build, before: list[Verdict]) -> tuple[Any, ...]:
    """Fixes whose validity rests on no new unknown fact first (:func:`new_unknowns`); then
    known price changes, by absolute amount; then unknown ones. Ties: per change (in applied
    order) its kind's rank (re-placement, GPU count, PSU, memory, CPU, chassis, GPU model),
    the cards it adds or removes, its text."""
    price = fix.price_change_cny
    per_change = tuple(
        (
            _TIE_RANK.get(c.kind, 9),
            abs(c.value - build.gpus[c.index].count) if c.kind == "gpu_count" else 0,
            str(c.text),
        )
        for c in fix.changes
    )
    return (
        bool(new_unknowns(fix, before)),
        price is None,
        abs(price) if price is not None else Decimal(0),
        per_change,
    )


_Key = tuple[tuple[str, int, Any], ...]


def _dominated(
    changes: tuple[Change, ...], valid: set[_Key], build: Build, memory_steps: list[int]
) -> bool:
    """True when a valid combination exists that is equal but for a smaller step of one
    GPU count (nearer the build's count, same direction) or less added memory."""
    for n, c in enumerate(changes):
        if c.kind == "gpu_count":
            start = build.gpus[c.index].count
            step = 1 if c.value < start else -1
            smaller: list[int] | range = range(c.value + step, start, step)
        elif c.kind == "memory":
            smaller = [gb for gb in memory_steps if build.memory_gb < gb < c.value]
        else:
            continue
        for value in smaller:
            if (
                tuple(
                    (d.kind, d.index, value if m == n else d.value) for m, d in enumerate(changes)
                )
                in valid
            ):
                return True
    return False


def _combinations(options: list[Change], depth: int) -> Iterator[tuple[Change, ...]]:
    """Combinations of ``depth`` options changing distinct aspects, each in :data:`KINDS`
    order."""
    rank = {k: n for n, k in enumerate(KINDS)}
    ordered = sorted(options, key=lambda c: (rank[c.kind], c.index))
    for combo in combinations(ordered, depth):
        aspects = {c.aspect for c in combo}
        if len(aspects) == depth:
            yield combo


def minimal_fixes(
    build: Build,
    catalog: Catalog,
    site: Site | None = None,
    *,
    limit: int = 3,
    max_changes: int = MAX_CHANGES,
) -> list[Fix]:
    """Up to ``limit`` smallest fixes of ``build``: fewest changed parts, then smallest price
    change.

    Args:
        build: the build to fix.
        catalog: the catalog its names belong to (GPUs, chassis, parts, price list).
        site: the customer's site, passed to :func:`rigwright.core.build.rules.check_build`.
        limit: the most fixes returned (1 or more).
        max_changes: the most changes a fix may have (default 3).

    Returns:
        [] for a valid build (no error verdict) and for a build no combination of up to
        ``max_changes`` changes makes valid; otherwise the fixes with the fewest changes,
        those valid only for want of a fact (a new "cannot check" verdict, e.g. a card of
        unknown cooler) after the others, then by absolute price change (known first,
        ascending; unknown after; then a deterministic key), at most ``limit``. Each fix's
        build has no error verdict; ``remaining`` holds its warnings and infos. See
        docs/rules.md, "Fixes", for the change kinds, how they are generated and pruned.

    Raises:
        ValueError: ``limit`` or ``max_changes`` below 1.
        KeyError: a GPU of the build the catalog does not know (as check_build).
    """
    if limit < 1 or max_changes < 1:
        raise ValueError(f"limit and max_changes must be 1 or more, got {limit} and {max_changes}")
    verdicts = check_build(build, catalog, site)
    if not any(v.severity == ERROR for v in verdicts):
        return []
    options = change_options(build, catalog, site, verdicts=verdicts)
    describer = _Describer(catalog, _cooling_reason(verdicts))
    memory_steps = _memory_options(catalog)
    for depth in range(1, max_changes + 1):
        found: list[tuple[tuple[Change, ...], Build, list[Verdict]]] = []
        valid_keys: set[_Key] = set()
        seen: set[Build] = set()
        for combo in _combinations(options, depth):
            fixed = apply_changes(build, combo, catalog)
            if not fixed.gpus or fixed in seen:
                continue
            seen.add(fixed)
            result = check_build(fixed, catalog, site)
            if any(v.severity == ERROR for v in result):
                continue
            found.append((combo, fixed, result))
            valid_keys.add(tuple((c.kind, c.index, c.value) for c in combo))
        if not found:
            continue
        fixes = []
        for combo, fixed, result in found:
            if _dominated(combo, valid_keys, build, memory_steps):
                continue
            fixes.append(_describe_fix(build, combo, fixed, result, describer))
        fixes.sort(key=lambda f: _order_key(f, build, verdicts))
        return fixes[:limit]
    return []


def _describe_fix(
    build: Build,
    combo: tuple[Change, ...],
    fixed: Build,
    result: list[Verdict],
    describer: _Describer,
) -> Fix:
    """The fix of ``combo``: each change described against the build it is applied to."""
    changes = []
    current = build
    for change in combo:
        changes.append(describer.describe(current, change))
        current = _apply(current, change, describer.catalog)
    amounts = [c.price_change_cny for c in changes]
    known = [a for a in amounts if a is not None]
    total = sum(known, Decimal(0)) if len(known) == len(amounts) else None
    return Fix(
        tuple(changes),
        fixed,
        total,
        illustrative=total is not None and any(c.illustrative for c in changes),
        remaining=tuple(result),
    )


__all__ = [
    "KINDS",
    "MAX_CHANGES",
    "Change",
    "Fix",
    "apply_changes",
    "change_options",
    "minimal_fixes",
    "new_unknowns",
    "psu_options",
]
