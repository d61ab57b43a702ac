"""The configuration search's front by checking every candidate: the definition applied pair
by pair, for tests and the bench."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from rigwright.core.build.model import GpuLine
from rigwright.core.build.rules import Site, check_build
from rigwright.core.catalog.model import Catalog
from rigwright.core.pricing.prices import price_of, total_price
from rigwright.core.recommend.ranking import Request, SkuScore
from rigwright.core.search.candidates import (
    front_build,
    illustrative_note,
    is_valid,
    printed_entry,
    printed_verdicts,
    summary_note,
    unpriced_note,
)
from rigwright.core.search.consistency import price_floor
from rigwright.core.search.results import SearchResult
from rigwright.core.search.space import (
    Line,
    Platform,
    Space,
    build_space,
    candidate_key,
    dominates,
    rounded_score,
)

_Candidate = tuple[Decimal, float, tuple[int, ...], Platform | None, SkuScore | None, Line | None]
"""(price, rounded score, :func:`candidate_key`, platform and line, or the printed SKU)."""


def brute_force_front(catalog: Catalog, request: Request, site: Site | None = None) -> SearchResult:
    """The same front by checking every candidate (for tests and the bench).

    Every candidate of the space is priced from scratch
    (:func:`rigwright.core.pricing.prices.total_price` over all its parts and GPUs; for a SKU
    platform, the SKU's price and the list prices looked up again), every priced one within the
    budget is checked by the rules, and the front is the definition applied pair by pair
    (:func:`dominates`, ties by :func:`candidate_key`). Slow by design: quadratic in the valid
    candidates.
    """
    space = build_space(catalog, request)
    candidates, unpriced, unpriced_total, raised_out = _priced_candidates(catalog, space)
    for printed in space.printed:
        price, rscore, key = printed_entry(space, printed)
        candidates.append((price, rscore, key, None, printed, None))
    valid = []
    for cand in candidates:
        price, _, _, platform, sku_score, line = cand
        if sku_score is not None:
            verdicts = printed_verdicts(catalog, sku_score.sku, site)
        else:
            assert platform is not None and line is not None
            verdicts = check_build(
                replace(platform.template, gpus=(GpuLine(line.name, line.count),)), catalog, site
            )
        if is_valid(verdicts):
            valid.append((cand, verdicts))
    front = []
    for cand, verdicts in valid:
        point = (cand[0], cand[1])
        beaten = any(
            dominates((other[0], other[1]), point)
            or ((other[0], other[1]) == point and other[2] < cand[2])
            for other, _ in valid
        )
        if beaten:
            continue
        price, _, _, platform, sku_score, line = cand
        front.append(front_build(catalog, space, platform, sku_score, line, price, verdicts))
    front.sort(key=lambda b: (b.price_cny, -rounded_score(b.score)))
    unpriced = dict(sorted(unpriced.items(), key=lambda kv: (-kv[1], kv[0])))
    size = len(candidates) + unpriced_total + raised_out
    notes = [summary_note(space, size, len(candidates), len(front)), *space.notes]
    if unpriced:
        notes.append(unpriced_note(unpriced, unpriced_total))
    notes += illustrative_note(front)
    return SearchResult(
        front=front,
        space_size=size,
        evaluated=len(candidates),
        unpriced=unpriced,
        notes_text=notes,
        unpriced_candidates=unpriced_total,
        rule_runs=len(candidates),
    )


def _priced_candidates(
    catalog: Catalog, space: Space
) -> tuple[list[_Candidate], dict[str, int], int, int]:
    """The custom candidates within the budget, each priced from scratch, and those left out
    for a missing price: (candidates, item -> candidates left out, how many left out, how
    many a SKU's price raised above the budget)."""
    budget = space.budget
    candidates: list[_Candidate] = []
    unpriced: dict[str, int] = {}
    unpriced_total = raised_out = 0
    # total_price over the platform's parts once per platform and over each GPU line once
    # (a total_price call per candidate costs about a millisecond: it looks every part name up
    # as a GPU first); the two totals add up as one total over all the items would.
    part_totals = {
        p.index: total_price(catalog, p.items)
        for p in space.unpriced + space.priced
        if p.sku is None
    }
    gpu_totals = {
        (line.name, line.count): total_price(catalog, [(line.name, line.count)])
        for line in space.lines
    }
    for platform in [*space.priced, *space.unpriced]:
        for line in space.lines:
            if (line.name, line.count) in platform.printed_lines:
                continue
            gpus = gpu_totals[(line.name, line.count)]
            if platform.sku is not None:
                sku = platform.sku
                old = price_of(catalog, sku.gpu, "gpu").amount_cny
                assert old is not None
                missing = gpus.unpriced
                price = Decimal(sku.price_cny) - sku.gpu_count * old + gpus.known_cny
            else:
                parts = part_totals[platform.index]
                missing = parts.unpriced + gpus.unpriced
                price = parts.known_cny + gpus.known_cny
            if budget is not None and price > budget:
                continue
            if not missing:
                # The catalog's own SKU prices bound a derived price from below; a candidate
                # raised above the budget still counts in the space, as the search counts it.
                unit = gpus.known_cny / line.count
                floor = price_floor(platform.marks, line.name, line.count, unit)
                if floor is not None and floor[0] > price:
                    price = floor[0]
                    if budget is not None and price > budget:
                        raised_out += 1
                        continue
            if missing:
                unpriced_total += 1
                for item in missing:
                    unpriced[item] = unpriced.get(item, 0) + 1
                continue
            candidates.append(
                (
                    price,
                    line.rscore,
                    candidate_key(platform.index, None, line.gpu_index, line.count),
                    platform,
                    None,
                    line,
                )
            )
    return candidates, unpriced, unpriced_total, raised_out
