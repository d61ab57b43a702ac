"""Configuration search: the exact Pareto front of workload score against price among valid
builds, beyond the catalog's printed SKUs (docs/custom-search.md defines it). This module is
the search's front: it sweeps the space and re-exports the search's public names."""

from __future__ import annotations

import heapq
import math
from bisect import bisect_right
from collections.abc import Callable
from decimal import Decimal

from rigwright.core.build.rules import Site
from rigwright.core.catalog.model import Catalog
from rigwright.core.recommend.ranking import Request
from rigwright.core.search.brute_force import brute_force_front
from rigwright.core.search.candidates import (
    candidate_price,
    count_unpriced,
    derived_price,
    front_build,
    illustrative_note,
    is_valid,
    printed_entry,
    printed_verdicts,
    summary_note,
    unpriced_note,
)
from rigwright.core.search.checker import Checker
from rigwright.core.search.results import (
    DEFAULT_MAX_GPUS,
    SCORE_DIGITS,
    CustomBuild,
    SearchCancelled,
    SearchResult,
)
from rigwright.core.search.space import Space, build_space, candidate_key, dominates

__all__ = [
    "DEFAULT_MAX_GPUS",
    "SCORE_DIGITS",
    "CustomBuild",
    "SearchCancelled",
    "SearchResult",
    "brute_force_front",
    "candidate_key",
    "derived_price",
    "dominates",
    "search_builds",
]

CANCEL_POLL = 16
"""The search asks ``cancelled()`` every this many candidates."""


def search_builds(
    catalog: Catalog,
    request: Request,
    site: Site | None = None,
    *,
    cancelled: Callable[[], bool] | None = None,
) -> SearchResult:
    """The Pareto front of score against price among valid builds for ``request``.

    Args:
        catalog: the catalog (its SKUs, platform parts and price list).
        request: workload, budget (CNY, inclusive), model scale, minimum GPU memory, GPU-count
            range and weights, as for :func:`rigwright.core.recommend.ranking.recommend`.
        site: the customer's site limits, passed to :func:`rigwright.core.build.rules.check_build`.
        cancelled: asked every :data:`CANCEL_POLL` candidates (and at the start); True stops
            the search.

    Returns:
        The front cheapest first, the space's size, how many candidates the rules ran on,
        the items whose missing price kept candidates out, and notes.

    Raises:
        SearchCancelled: ``cancelled()`` returned True.
        UnknownWorkload, ValueError: a bad request (as
            :func:`rigwright.core.recommend.ranking.recommend`).
    """
    if cancelled is not None and cancelled():
        raise SearchCancelled
    space = build_space(catalog, request)
    plats = space.priced
    checker = Checker(catalog, site, plats, space.lines)
    heap, size = _start(space, checker)
    unpriced_total, unpriced = count_unpriced(space)
    size += unpriced_total

    best = -math.inf
    evaluated = popped = printed_runs = 0
    front: list[CustomBuild] = []
    while heap:
        popped += 1
        if cancelled is not None and popped % CANCEL_POLL == 0 and cancelled():
            raise SearchCancelled
        price, neg, key, li, pos, end, raised = heapq.heappop(heap)
        if -neg <= best:
            continue  # this candidate, and every later one of its line, cannot beat the best
        if li >= 0 and not raised:
            actual = candidate_price(plats[pos], space.lines[li])
            if actual > price:
                # Raised to a SKU's price (consistency.py): it comes back at that price, and
                # its line goes on from the next platform meanwhile.
                if space.budget is None or actual <= space.budget:
                    heapq.heappush(heap, (actual, neg, key, li, pos, end, True))
                _push_next(heap, space, checker, li, pos, end, neg)
                continue
        evaluated += 1
        if li < 0:
            sku_score = space.printed[-1 - li]
            printed_runs += 1
            verdicts = printed_verdicts(catalog, sku_score.sku, site)
            if is_valid(verdicts):
                front.append(front_build(catalog, space, None, sku_score, None, price, verdicts))
                best = -neg
            continue
        line, platform = space.lines[li], plats[pos]
        found = checker.verdicts(pos, li)
        if found is not None:
            front.append(front_build(catalog, space, platform, None, line, price, found))
            best = -neg
            continue
        if not raised:
            _push_next(heap, space, checker, li, pos, end, neg)
    notes = [summary_note(space, size, evaluated, len(front)), *space.notes]
    if unpriced:
        notes.append(unpriced_note(unpriced, unpriced_total))
    notes += illustrative_note(front)
    return SearchResult(
        front=front,
        space_size=size,
        evaluated=evaluated,
        unpriced=unpriced,
        notes_text=notes,
        unpriced_candidates=unpriced_total,
        rule_runs=checker.runs + printed_runs,
    )


_Entry = tuple[Decimal, float, tuple[int, ...], int, int, int, bool]
"""A heap entry, one candidate per live line: (price, -rounded score, :func:`candidate_key`,
line, platform position, end, raised); printed SKUs are lines of one candidate (line -1 - i).
A raised entry is a candidate back at its raised price, its line already gone on."""


def _push_next(
    heap: list[_Entry], space: Space, checker: Checker, li: int, pos: int, end: int, neg: float
) -> None:
    """Push line ``li``'s next candidate after platform position ``pos``, if any."""
    line, plats = space.lines[li], space.priced
    pos = _next_position(space, checker, li, pos + 1, end)
    if pos < end:
        p = plats[pos]
        assert line.price.amount_cny is not None  # unpriced lines never enter the heap
        heapq.heappush(
            heap,
            (
                p.known_cny + line.count * line.price.amount_cny,
                neg,
                candidate_key(p.index, None, line.gpu_index, line.count),
                li,
                pos,
                end,
                False,
            ),
        )


def _next_position(space: Space, checker: Checker, li: int, pos: int, end: int) -> int:
    """The next candidate of line ``li`` from ``pos``: not a printed SKU's own line, not known
    invalid (``end`` when none is left)."""
    line, plats = space.lines[li], space.priced
    while pos < end and (
        (line.name, line.count) in plats[pos].printed_lines or checker.known_invalid(pos, li)
    ):
        pos += 1
    return pos


def _start(space: Space, checker: Checker) -> tuple[list[_Entry], int]:
    """The heap of each line's first candidate and each printed SKU, and how many priced
    candidates are within the budget."""
    budget, plats = space.budget, space.priced
    known = [p.known_cny for p in plats]
    size = 0
    heap: list[_Entry] = []
    printed_at: dict[tuple[str, int], list[int]] = {}
    for pos, p in enumerate(plats):
        for pair in p.printed_lines:
            printed_at.setdefault(pair, []).append(pos)
    for i, line in enumerate(space.lines):
        if line.price.amount_cny is None:
            continue
        unit = line.count * line.price.amount_cny
        end = len(plats) if budget is None else bisect_right(known, budget - unit)
        size += end - sum(1 for q in printed_at.get((line.name, line.count), ()) if q < end)
        pos = _next_position(space, checker, i, 0, end)
        if pos < end:
            p = plats[pos]
            heap.append(
                (
                    p.known_cny + unit,
                    -line.rscore,
                    candidate_key(p.index, None, line.gpu_index, line.count),
                    i,
                    pos,
                    end,
                    False,
                )
            )
    for j, sku_score in enumerate(space.printed):
        price, rscore, key = printed_entry(space, sku_score)
        heap.append((price, -rscore, key, -1 - j, 0, 1, False))
        size += 1
    heapq.heapify(heap)
    return heap, size
