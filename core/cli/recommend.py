"""``rigwright recommend``: GPUs and SKUs ranked for a workload and, with ``--custom``, the
Pareto front of custom builds, as JSON or as tables."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from rigwright.core.catalog.markets import availability_of, market_text
from rigwright.core.cli.inputs import EXIT_OK, UsageError, int_option, open_catalog
from rigwright.core.cli.output import print_table, write_json
from rigwright.core.recommend.inputs import Goal
from rigwright.core.recommend.market_filter import unknown_in_market
from rigwright.core.recommend.ranking import (
    MODEL_SCALES,
    RECOMMENDED_WITHIN,
    Request,
    meets_memory_need,
    parse_budget,
    parse_gpu_count,
    recommend,
    resolve_workload,
)
from rigwright.core.recommend.workloads import METRIC_LABELS, UnknownWorkload


def _model_scale(text: str | None) -> str | None:
    """``--model-scale`` as typed ("Very large") -> "very-large"; None when not given.

    Raises:
        UsageError: not one of the seed's scales."""
    scale = text.strip() if text is not None else None
    if not scale:
        return None
    scale = scale.lower().replace(" ", "-").replace("_", "-")
    if scale not in MODEL_SCALES:
        raise UsageError(f"model-scale: unknown {text!r}; use one of {', '.join(MODEL_SCALES)}")
    return scale


def read_request(args: argparse.Namespace) -> tuple[Request, Any]:
    """The :class:`Request` and the site ``recommend``'s arguments describe; a model given
    without ``--workload`` makes its family the workload.

    Raises:
        UsageError: a field the core refuses (the message names it)."""
    from rigwright.core.build.rules import parse_site
    from rigwright.core.cli.size import job_from_args

    job = job_from_args(args)
    workload = args.workload
    if workload is None:
        if job is None:
            raise UsageError("workload: give --workload, or --model (its family is the workload)")
        workload = job[0].model.workload
    try:
        profile = resolve_workload(workload)
        budget = parse_budget(args.budget)
        count = parse_gpu_count(args.gpu_count)
        site = parse_site(args.site)
    except (UnknownWorkload, ValueError) as exc:
        raise UsageError(str(exc)) from None
    if args.site and not args.custom:
        raise UsageError(
            "site: the printed SKUs are ranked without the rules; the site is "
            "used with --custom (or check a SKU: rigwright check --sku N --site ...)"
        )
    request = Request(
        workload=profile.key,
        budget_cny=budget,
        model_scale=_model_scale(args.model_scale),
        min_gpu_memory_gb=int_option(args.min_gpu_memory, "min-gpu-memory"),
        gpu_count=count,
        sizing=job[0] if job else None,
        goal=Goal(args.goal),
        training_tokens=job[1] if job else None,
        training_images=job[2] if job else None,
        market=args.market,
    )
    return request, site


def run_recommend(args: argparse.Namespace, out: TextIO) -> int:
    """``rigwright recommend``: the ranking for the typed workload and filters (and the custom
    builds with ``--custom``) as JSON or tables; exit 2 for a filter the core refuses."""
    import dataclasses

    from rigwright.core.cli.market import command_market, market_json, market_line
    from rigwright.core.search.pareto import SearchResult, search_builds

    request, site = read_request(args)
    profile = resolve_workload(request.workload)
    workload = args.workload if args.workload is not None else request.workload
    budget, count, scale = request.budget_cny, request.gpu_count, request.model_scale
    catalog = open_catalog(args)
    # Read after the catalog is opened: a damaged database is restored from its backup first.
    market, source = command_market(args)
    request = dataclasses.replace(request, market=market)
    try:
        result = recommend(catalog, request)
    except ValueError as exc:  # e.g. a model scale on a catalog without a scale table
        raise UsageError(str(exc)) from None
    search: SearchResult | None = search_builds(catalog, request, site) if args.custom else None
    # A card the data does not know to be sold in the market is offered, and marked so.
    unknown = {
        g.name
        for g in catalog.gpus
        if unknown_in_market(catalog, request.market, g.name) is not None
    }
    if args.json:
        payload = {
            "catalog": catalog.name,
            "tensor_definition": catalog.tensor_definition,
            "workload": workload,
            "profile": profile.key,
            "market": market_json(market, source),
            "weights": result.weights,
            "follows_seed": result.follows_seed,
            "filters": {
                "budget_cny": budget,
                "model_scale": scale or None,
                "min_gpu_memory_gb": request.min_gpu_memory_gb,
                "gpu_count": list(count) if count else None,
                "market": request.market,
            },
            "notes": result.notes,
            "gpus": [
                {
                    "name": s.gpu.name,
                    "score": round(s.score, 3),
                    "recommended": s.gpu.name in result.recommended_gpu_names,
                    "contributions": {k: round(v, 3) for k, v in s.contributions.items()},
                    "unknown_metrics": list(s.unknown_metrics),
                    "availability": _availability(catalog, request.market, s.gpu.name),
                    "reasons": s.reasons,
                }
                for s in result.gpus
            ],
            "unscored_gpus": result.unscored,
            "skus": [
                {
                    "number": s.sku.number,
                    "code": s.sku.code,
                    "gpu": s.sku.gpu,
                    "gpu_count": s.sku.gpu_count,
                    "score": round(s.score, 3),
                    "price_cny": s.price_cny,
                    "meets_memory_need": meets_memory_need(catalog.gpu(s.sku.gpu), profile),
                    "gpu_availability": _availability(catalog, request.market, s.sku.gpu),
                    "reasons": s.reasons,
                }
                for s in result.skus
            ],
        }
        if result.sized is not None:
            payload["sizing"] = _sizing_json(result)
        if search is not None:
            payload["custom"] = [b.as_json() for b in search.front]
            payload["search"] = search.figures_json()
        write_json(payload, out)
        return EXIT_OK
    print(
        f"Workload: {profile.label_en} ({profile.key}); priority: "
        + " > ".join(METRIC_LABELS[m][0] for m in profile.priority)
        + ("" if result.follows_seed else " (custom weights)"),
        file=out,
    )
    print(market_line(market, source), file=out)
    for note in result.notes:
        print(f"  note: {note}", file=out)
    if result.sized is not None:
        _print_left_out(result.sized.left_out, args.show_left_out, out)
    print(file=out)
    print_table(
        [
            [
                str(i),
                s.gpu.name
                + (" *" if s.gpu.name in result.recommended_gpu_names else "")
                + (" ?" if s.gpu.name in unknown else ""),
                f"{s.score:.1f}",
                s.reasons[0],
            ]
            for i, s in enumerate(result.gpus, 1)
        ],
        ["#", "GPU", "Score", "Why"],
        out,
        right={0, 2},
    )
    print(
        f"* recommended: within {RECOMMENDED_WITHIN:.0%} of the best on the first priority",
        file=out,
    )
    if unknown & {s.gpu.name for s in result.gpus}:
        print(_UNKNOWN_LEGEND.format(market=market_text(request.market or "")), file=out)
    print(f"Tensor: {catalog.tensor_definition or 'not stated'}", file=out)
    print(file=out)
    if not catalog.skus:
        print(f"The catalog {catalog.name!r} has no SKUs.", file=out)
    elif not result.skus:
        print("No SKU matches these filters.", file=out)
    elif result.sized is not None:
        _print_sized_skus(result, out)
    else:
        short = {
            s.sku.number
            for s in result.skus
            if not meets_memory_need(catalog.gpu(s.sku.gpu), profile)
        }
        print_table(
            [
                [
                    str(i),
                    s.sku.number,
                    s.sku.code,
                    f"{s.sku.gpu_count} × {s.sku.gpu}"
                    + (" †" if s.sku.number in short else "")
                    + (" ?" if s.sku.gpu in unknown else ""),
                    f"¥{s.price_cny:,}",
                    f"{s.score:.0f}",
                ]
                for i, s in enumerate(result.skus, 1)
            ],
            ["#", "No", "Code", "GPUs", "Price", "Score"],
            out,
            right={0, 4, 5},
        )
        if short:
            print(
                f"† each card has less than the {profile.min_gpu_memory_gb} GB the workload "
                "needs per card: ranked after the builds whose cards have it",
                file=out,
            )
    if search is not None:
        _print_custom(search, site.label, out)
    return EXIT_OK


_UNKNOWN_LEGEND = (
    "? availability in {market} unknown in the catalog's data: offered, but check with your "
    "distributor before quoting (gpus --json gives each item's availability and sources)"
)


def _availability(catalog: Any, market: str | None, item: str) -> str | None:
    """``item``'s status in ``market`` ("yes", "no", "unknown"), None without a market."""
    if market is None:
        return None
    return availability_of(catalog, item, market).status


def _print_custom(search: Any, site: str, out: TextIO) -> None:
    """The ``recommend --custom`` section: the front (custom builds and the printed SKUs on
    it, each marked), each build's warnings, and the search's notes."""
    print(file=out)
    print(
        f"Custom builds: the Pareto front of score against price among valid builds "
        f"(site: {site}; {search.space_size} candidates, {search.evaluated} decided by the rules)",
        file=out,
    )
    if search.front:
        print_table(
            [
                [
                    str(i),
                    b.kind,
                    b.build.label.removeprefix("custom: "),
                    b.base,
                    f"{b.count} × {b.gpu}",
                    b.price_label,
                    f"{b.score:.0f}",
                    ", ".join(v.rule for v in b.warnings) or "-",
                ]
                for i, b in enumerate(search.front, 1)
            ],
            ["#", "Kind", "Build", "Base", "GPUs", "Price", "Score", "Warnings"],
            out,
            right={0, 5, 6},
        )
        for i, b in enumerate(search.front, 1):
            for v in b.warnings:
                print(f"  {i}. warning: {v.message}", file=out)
    else:
        print("No valid build matches these filters.", file=out)
    for note in search.notes:
        print(f"  note: {note}", file=out)


def _sizing_json(result: Any) -> dict[str, Any]:
    """The ``sizing`` object of ``recommend --model --json``: the breakdown, each SKU's fit
    and speed, and why each GPU or SKU was left out."""
    sized = result.sized
    skus = {}
    for number, s in sized.skus.items():
        row: dict[str, Any] = {
            "count": s.fit.count,
            "strategy": s.fit.strategy,
            "per_gpu_gb": round(s.fit.per_gpu_gb, 2),
        }
        if s.speed.tokens_per_s is not None:
            row["tokens_per_s"] = round(s.speed.tokens_per_s, 1)
        if s.speed.hours is not None:
            row["hours"] = round(s.speed.hours, 2)
        skus[number] = row
    return {
        "model": sized.breakdown.request.model.id,
        "task": sized.breakdown.request.task.value,
        "precision": sized.breakdown.request.precision.value,
        "goal": result.request.goal.value,
        "memory_gb": sized.breakdown.as_dict(),
        "skus": skus,
        "left_out": sized.left_out,
    }


def _print_left_out(left_out: dict[str, str], listed: bool, out: TextIO) -> None:
    """The GPUs and SKUs that cannot hold the sized model: counted, or each with its reason."""
    if not left_out:
        return
    if listed:
        for name, why in left_out.items():
            label = f"SKU {name}" if name[:1].isdigit() else name
            print(f"  left out: {label}: {why}", file=out)
        return
    skus = sum(1 for name in left_out if name[:1].isdigit())
    print(
        f"  left out: {len(left_out) - skus} GPUs and {skus} SKUs cannot hold it "
        "(--show-left-out lists them)",
        file=out,
    )


def _print_sized_skus(result: Any, out: TextIO) -> None:
    """The SKU table of ``recommend --model``: how each holds the job and how fast, in the
    order of the goal."""
    sized = result.sized
    rows = []
    for i, s in enumerate(result.skus, 1):
        fit = sized.skus[s.sku.number]
        speed = fit.speed
        if speed.tokens_per_s is not None:
            rate = f"{fit.throughput:,.0f} tokens/s"
        elif speed.hours is not None:
            rate = f"{speed.hours:,.1f} h"
        else:
            rate = str(speed.missing or "")
        rows.append(
            [
                str(i),
                s.sku.number,
                s.sku.code,
                f"{s.sku.gpu_count} × {s.sku.gpu}",
                f"¥{s.price_cny:,}",
                f"{fit.fit.count} × {(fit.fit.strategy or '').replace('_', ' ')}",
                rate,
            ]
        )
    print_table(
        rows, ["#", "No", "Code", "GPUs", "Price", "Holds it on", "Speed"], out, right={0, 4}
    )
