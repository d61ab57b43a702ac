"""Configuration-search benchmark: ``rigwright.core.search.pareto.search_builds`` on the reference
query.

Design budget: at most 50 ms median for the reference query: workload cnn, budget ¥300,000,
2-8 GPUs, over the whole catalog (every SKU platform, every part). Pure Python, no Qt.

Measured, each as the median (and min / max) of ``--runs`` runs after one warm-up run:

1. ``seed-2020``: the seed's SKU platforms with other GPU lines, priced with the seed's
   illustrative GPU list prices, plus the printed SKUs.
2. ``current`` with its shipped price list: most platform parts have no price, so nearly every
   candidate is left out unpriced (counted, never run through the rules).
3. ``current`` with a **synthetic** price list (bench only, not data): every part and GPU
   without a shipped price gets a made-up CNY amount (1,000 + 613 × its position), so every
   candidate is priced and the rules really run.
4. Synthetic 10× and 50× catalogs made from ``seed-2020`` (``--scale``,
   :func:`bench.catalogs.replicated`): every GPU is replicated N times ("RTX2080Ti r2", ...) with
   its figures and list price multiplied by a seeded factor in 0.85-1.15, and every SKU N times (its
   number and code suffixed, its memory raised by 16 GB per replica so the platforms stay distinct,
   its price multiplied by a factor in 0.9-1.1, its GPU line a replica of its own GPU). So GPUs and
   platforms grow N×, the candidate space about N²×.

For 1-3 the brute force (``brute_force_front``: every candidate through the rules, the front
by pairwise dominance) is timed on the same input (``--brute-runs``, default 5) and the ratio
given; the fronts are compared. For the synthetic catalogs the brute force is skipped unless
``--brute-synthetic`` (it runs the rules on every candidate: minutes at 50×).

Each case prints one line: space size, candidates the search decided (``evaluated``) and the
rule-set runs it took (``rule_runs``: chassis-level verdicts are shared by every platform on a
chassis; see ``rigwright.core.search.pareto``), front size, median / min / max ms, brute-force
median and ratio. The last line is one JSON object of all the figures (keys ending in ``median_ms``
for the medians).

Usage::

    python bench/search.py [--runs 30] [--brute-runs 5] [--scale 10 --scale 50] [--brute-synthetic]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # works from a checkout even without `pip install -e .`

from bench.catalogs import replicated, synthetic_prices
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.catalog.model import Catalog
from rigwright.core.recommend.ranking import Request
from rigwright.core.search.pareto import SearchResult, brute_force_front, search_builds

REFERENCE = Request(workload="cnn", budget_cny=300000, gpu_count=(2, 8))


def _time(fn: Any, runs: int) -> tuple[list[float], Any]:
    result = fn()  # warm-up
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        result = fn()
        times.append((time.perf_counter() - t) * 1000)
    return times, result


def _same(a: SearchResult, b: SearchResult) -> bool:
    key = [(x.build, x.price_cny, round(x.score, 9)) for x in a.front]
    return key == [(x.build, x.price_cny, round(x.score, 9)) for x in b.front]


def run_case(
    label: str, key: str, catalog: Catalog, runs: int, brute_runs: int, figures: dict[str, Any]
) -> SearchResult:
    times, result = _time(lambda: search_builds(catalog, REFERENCE), runs)
    median = statistics.median(times)
    figures[f"{key}_space_size"] = result.space_size
    figures[f"{key}_evaluated"] = result.evaluated
    figures[f"{key}_rule_runs"] = result.rule_runs
    figures[f"{key}_front"] = len(result.front)
    figures[f"{key}_unpriced_candidates"] = result.unpriced_candidates
    figures[f"{key}_median_ms"] = round(median, 3)
    figures[f"{key}_min_ms"] = round(min(times), 3)
    figures[f"{key}_max_ms"] = round(max(times), 3)
    text = (
        f"{label}: space {result.space_size} candidates ({result.unpriced_candidates} "
        f"unpriced), decided {result.evaluated} ({result.rule_runs} rule-set runs), front "
        f"{len(result.front)}; search "
        f"median {median:.2f} ms (min {min(times):.2f}, max {max(times):.2f}, {runs} runs)"
    )
    if brute_runs > 0:
        brute_times, brute = _time(lambda: brute_force_front(catalog, REFERENCE), brute_runs)
        brute_median = statistics.median(brute_times)
        ratio = brute_median / median if median else float("inf")
        figures[f"{key}_brute_median_ms"] = round(brute_median, 3)
        figures[f"{key}_brute_evaluated"] = brute.evaluated
        figures[f"{key}_brute_ratio"] = round(ratio, 2)
        figures[f"{key}_same_front"] = _same(result, brute)
        text += (
            f"; brute force median {brute_median:.2f} ms ({brute_runs} runs, every rule on "
            f"{brute.evaluated}), {ratio:.1f}× slower, same front: {_same(result, brute)}"
        )
    else:
        text += "; brute force skipped"
    print(text, flush=True)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=30, help="measured searches (default 30)")
    parser.add_argument(
        "--brute-runs",
        type=int,
        default=5,
        help="measured brute-force runs (default 5; 0 skips them)",
    )
    parser.add_argument(
        "--scale", type=int, action="append", help="synthetic catalog sizes (default 10 and 50)"
    )
    parser.add_argument(
        "--synthetic-runs",
        type=int,
        default=5,
        help="measured searches on the synthetic catalogs (default 5)",
    )
    parser.add_argument(
        "--brute-synthetic",
        action="store_true",
        help="also brute-force the synthetic catalogs (slow)",
    )
    args = parser.parse_args(argv)

    print(
        f"reference query: workload {REFERENCE.workload}, budget ¥{REFERENCE.budget_cny:,}, "
        f"{REFERENCE.gpu_count[0]}-{REFERENCE.gpu_count[1]} GPUs; budget 50 ms median"
    )
    figures: dict[str, Any] = {}
    seed = load_catalog_files("seed-2020")
    current = load_catalog_files("current")
    run_case("seed-2020", "seed", seed, args.runs, args.brute_runs, figures)
    run_case(
        "current (shipped price list)", "current", current, args.runs, args.brute_runs, figures
    )
    run_case(
        "current (SYNTHETIC price list, bench only: every part priced)",
        "current_synthetic",
        synthetic_prices(current),
        args.runs,
        args.brute_runs,
        figures,
    )
    for times in args.scale or [10, 50]:
        catalog = replicated(seed, times)
        run_case(
            f"synthetic seed-2020 ×{times} ({len(catalog.gpus)} GPUs, {len(catalog.skus)} SKUs)",
            f"seed_x{times}",
            catalog,
            args.synthetic_runs,
            args.brute_runs if args.brute_synthetic else 0,
            figures,
        )
    print(json.dumps(figures, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
