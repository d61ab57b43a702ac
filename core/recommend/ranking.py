"""Recommendation: GPUs and workstation SKUs ranked for a workload, with reasons
(docs/recommendation.md explains the scores). This module ranks the SKUs, answers a request
and re-exports the recommendation's public names."""

from __future__ import annotations

import dataclasses
import math
from decimal import Decimal
from functools import partial

from rigwright.core.catalog.labels import (
    cooler_text,
    data_text,
    format_figure,
    join_texts,
    metric_text,
)
from rigwright.core.catalog.lint import flagged_figures
from rigwright.core.catalog.markets import check_market
from rigwright.core.catalog.model import Catalog, Cooler, Gpu, Sku
from rigwright.core.recommend.gpu_ranking import (
    RATIO_FLOOR,
    UNSCORED_SHARE,
    meets_memory_need,
    memory_shortfall,
    rank_gpus,
    score_figures,
    unscored_reason,
)
from rigwright.core.recommend.inputs import (
    MAX_GPU_COUNT,
    MODEL_SCALES,
    Request,
    parse_budget,
    parse_gpu_count,
)
from rigwright.core.recommend.market_filter import (
    left_out,
    left_out_notes,
    market_skus,
    unknown_in_market,
    with_reason,
)
from rigwright.core.recommend.scale import (
    RNN_MIN_MEMORY_GB,
    max_per_workstation,
    rnn_grades,
    scale_fit,
)
from rigwright.core.recommend.scores import GpuScore, Recommendation, ScaleFit, SkuScore
from rigwright.core.recommend.workloads import (
    METRIC_LABELS,
    PROFILES,
    UnknownWorkload,
    WorkloadProfile,
    resolve_workload,
    validate_weights,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text, as_text
from rigwright.core.text.words import scale_text

__all__ = [
    "MAX_GPU_COUNT",
    "MODEL_SCALES",
    "PROFILES",
    "RATIO_FLOOR",
    "RECOMMENDED_WITHIN",
    "RNN_MIN_MEMORY_GB",
    "UNSCORED_SHARE",
    "GpuScore",
    "Recommendation",
    "Request",
    "ScaleFit",
    "SkuScore",
    "UnknownWorkload",
    "WorkloadProfile",
    "effective_gpus",
    "max_per_workstation",
    "meets_memory_need",
    "memory_shortfall",
    "parse_budget",
    "parse_gpu_count",
    "rank_gpus",
    "rank_skus",
    "recommend",
    "resolve_workload",
    "rnn_grades",
    "same_weights",
    "scale_fit",
    "scale_text",
    "score_figures",
    "unscored_reason",
    "worth_reason",
]

RECOMMENDED_WITHIN = 0.05
"""GPUs whose first-priority figure is within this fraction of the best are "recommended".
For the seed's CNN and RNN this is the seed's tier 1 (within 2.3 % and 3 % of the best; the
next card is 10.5 % and 25 % behind)."""


def effective_gpus(count: int, per_doubling: float) -> float:
    """GPUs' worth of throughput from ``count`` GPUs: ``count * per_doubling ** log2(count)``."""
    if count <= 0:
        return 0.0
    return count * per_doubling ** math.log2(count)


def worth_reason(
    count: int, gpu: str, gpu_score: float, effective: float, profile: WorkloadProfile
) -> Text:
    """The first reason of a ranked workstation: its GPUs, their score and what they are
    worth for the workload after multi-GPU scaling."""
    return QT_TRANSLATE_NOOP(
        "recommend",
        "{count} × {gpu} (GPU score {gpu_score:.1f}): about {effective:.2f} GPUs' "
        "worth for {workload}, assuming {pct} % kept per doubling",
    ).format(
        count=count,
        gpu=gpu,
        gpu_score=gpu_score,
        effective=effective,
        workload=profile.label_text,
        pct=round(profile.scaling_per_doubling * 100),
    )


_SKU_FIGURE_TEXT: dict[str, Text] = {
    "fp16": QT_TRANSLATE_NOOP("recommend", "fp16"),
    "memory": QT_TRANSLATE_NOOP("recommend", "memory"),
    "memory_bandwidth": QT_TRANSLATE_NOOP("recommend", "memory bandwidth"),
}
"""The words for a SKU's stated figures
(:attr:`rigwright.core.catalog.model.Sku.contradictions`)."""


def rank_skus(
    catalog: Catalog,
    profile: WorkloadProfile,
    gpu_scores: dict[str, GpuScore],
    *,
    budget_cny: int | None = None,
    gpu_names: set[str] | None = None,
    gpu_count: tuple[int, int] | None = None,
) -> list[SkuScore]:
    """Rank the SKUs that pass the filters, best first (ties: cheaper first).

    Args:
        catalog: the catalog.
        profile: the workload profile (its multi-GPU scaling).
        gpu_scores: GPU name -> its score for the profile.
        budget_cny: highest price, CNY; a price equal to it passes.
        gpu_names: the GPUs a SKU may be built with (canonical names); None = any.
        gpu_count: (min, max) GPUs, inclusive.

    Returns:
        One :class:`SkuScore` per SKU that passes, best first.

    Raises:
        KeyError: a SKU names a GPU that ``gpu_scores`` lacks.
    """

    def explain(sku: Sku, gpu: Gpu, gs: GpuScore, eff: float, score: float) -> list[Text]:
        reasons = [
            worth_reason(sku.gpu_count, sku.gpu, gs.score, eff, profile),
            (
                QT_TRANSLATE_NOOP(
                    "recommend", "¥{price:,}: ¥{per_point:,.0f} per score point"
                ).format(price=sku.price_cny, per_point=sku.price_cny / score)
                if score > 0
                else as_text(f"¥{sku.price_cny:,}")
            ),
        ]
        if short_of := memory_shortfall(gpu, profile):
            reasons.insert(0, short_of)
        members = [key for key, _ in profile.shares] or [profile.key]
        if all(key in sku.ideal_workloads for key in members) and not sku.ideal_as_printed:
            reasons.append(  # a SKU of the vendor's lineup, not of the guide
                QT_TRANSLATE_NOOP("recommend", "The lineup builds it for {workload}").format(
                    workload="+".join(key.upper() for key in members)
                )
            )
        elif all(key in sku.ideal_workloads for key in members):
            reasons.append(
                QT_TRANSLATE_NOOP(
                    "recommend",
                    "The 2020 selection guide marks it ideal for {workload} ({as_printed})",
                ).format(
                    workload="+".join(key.upper() for key in members),
                    as_printed=sku.ideal_as_printed.strip(),
                )
            )
        for name in sku.contradictions:
            fig = getattr(sku, name)
            reasons.append(
                QT_TRANSLATE_NOOP(
                    "recommend",
                    "The guide states {printed} {figure}; {count} × {gpu} gives {computed}",
                ).format(
                    printed=fig.printed.strip(),
                    figure=_SKU_FIGURE_TEXT.get(name) or as_text(name.replace("_", " ")),
                    count=sku.gpu_count,
                    gpu=sku.gpu,
                    computed=format_figure(fig.computed),
                )
            )
        if sku.remark:
            reasons.append(data_text(sku.remark))
        limit = max_per_workstation(catalog, gpu)
        if gpu.cooler is not Cooler.BLOWER and limit is not None and sku.gpu_count > limit:
            reasons.append(
                QT_TRANSLATE_NOOP(
                    "recommend",
                    "{count} {cooler} cards: more than the {limit} that pack without "
                    "blower coolers",
                ).format(count=sku.gpu_count, cooler=cooler_text(gpu.cooler), limit=limit)
            )
        return reasons

    out = []
    for sku in catalog.skus:
        gpu = catalog.gpu(sku.gpu)
        if budget_cny is not None and sku.price_cny > budget_cny:
            continue
        if gpu_names is not None and sku.gpu not in gpu_names:
            continue
        if gpu_count is not None and not gpu_count[0] <= sku.gpu_count <= gpu_count[1]:
            continue
        gs = gpu_scores[sku.gpu]
        eff = effective_gpus(sku.gpu_count, profile.scaling_per_doubling)
        score = gs.score * eff
        out.append(
            SkuScore(
                sku, score, sku.price_cny, gs.score, eff, partial(explain, sku, gpu, gs, eff, score)
            )
        )
    # A build whose cards cannot each hold the workload's models ranks after every build whose
    # cards can, however many cards it has: data parallel keeps a whole copy on each card.
    out.sort(
        key=lambda s: (
            not meets_memory_need(catalog.gpu(s.sku.gpu), profile),
            -round(s.score, 9),
            s.price_cny,
            s.sku.sort_key,
        )
    )
    return out


def recommend(catalog: Catalog, request: Request) -> Recommendation:
    """Rank GPUs and SKUs for a request.

    A model scale narrows both lists to the GPUs that fit it by rule (:func:`scale_fit`: the
    memory it needs, the cooler its packing needs) and the SKUs built with them; a minimum
    GPU memory filters both lists too. The notes say what the scale needs and where the
    rule differs from the seed's table, and why a budget leaves no SKU.

    Raises:
        UnknownWorkload: the workload is unknown.
        ValueError: a bad scale, budget, count or weight; the message names the field.
    """
    profile = resolve_workload(request.workload)
    if request.sizing is not None:
        # A sized model says exactly what each card must hold; the profile's rule of thumb
        # for its usual models would only contradict it.
        profile = dataclasses.replace(profile, min_gpu_memory_gb=None, memory_need_text=None)
    _check_request(request)
    weights = validate_weights(request.weights) if request.weights else dict(profile.weights)
    follows_seed = request.weights is None or same_weights(weights, profile.weights)
    notes: list[Text] = []
    allowed: set[str] | None = None
    scale = scale_text(request.model_scale or "")
    if request.model_scale:
        fit = scale_fit(catalog, request.model_scale)
        allowed = set(fit.gpus)
        notes.append(
            QT_TRANSLATE_NOOP(
                "recommend",
                "{scale} models need {memory} GB per GPU (seed scale table); cards "
                "that fit by rule: {gpus}",
            ).format(
                scale=scale,
                memory=fit.min_memory_gb,
                gpus=join_texts(fit.gpus) if fit.gpus else QT_TRANSLATE_NOOP("recommend", "none"),
            )
        )
        notes.extend(fit.differences_text)
    min_mem = request.min_gpu_memory_gb or None
    # Modules and systems that no workstation takes, and what the market does not sell.
    excluded = left_out(catalog, request.market)

    def fits(gpu: Gpu) -> bool:
        return (
            gpu.name not in excluded
            and (allowed is None or gpu.name in allowed)
            and (min_mem is None or (gpu.memory_gb is not None and gpu.memory_gb >= min_mem))
        )

    notes.extend(left_out_notes(excluded, [g.name for g in catalog.gpus if g.name in excluded]))
    unscored = {
        g.name: r
        for g in catalog.gpus
        if g.name not in excluded and (r := unscored_reason(g, weights)) is not None
    }
    if unscored:
        notes.append(
            QT_TRANSLATE_NOOP("recommend", "not ranked (unknown figures): {gpus}").format(
                gpus=join_texts(
                    [
                        QT_TRANSLATE_NOOP("recommend", "{gpu}: {why}").format(gpu=name, why=why)
                        for name, why in unscored.items()
                    ],
                    "; ",
                )
            )
        )
    all_scores = [
        with_reason(s, unknown_in_market(catalog, request.market, s.gpu.name))
        for s in rank_gpus(
            catalog, profile, weights, peers=[g for g in catalog.gpus if g.name not in excluded]
        )
    ]
    by_name = {s.gpu.name: s for s in all_scores}
    gpus = [s for s in all_scores if fits(s.gpu)]
    if allowed is not None and min_mem is not None and not gpus:
        notes.append(
            QT_TRANSLATE_NOOP(
                "recommend", "none of the cards for {scale} models has {memory} GB"
            ).format(scale=scale, memory=min_mem)
        )
    recommended = _recommended(gpus, profile, weights, notes)
    gpus = [
        with_reason(s, _recommended_reason(s, gpus, recommended, weights))
        if s.gpu.name in recommended
        else s
        for s in gpus
    ]
    notes.extend(_flagged_pick_notes(catalog, gpus, recommended, weights))
    if not gpus and min_mem is not None and allowed is None:
        largest = max(
            (g.memory_gb for g in catalog.gpus if g.memory_gb is not None), default=Decimal(0)
        )
        notes.append(
            QT_TRANSLATE_NOOP(
                "recommend", "no GPU has {memory} GB; the largest has {largest} GB"
            ).format(memory=min_mem, largest=format_figure(largest))
        )
    names = {s.gpu.name for s in gpus}
    explained = len(notes)
    skus = rank_skus(
        catalog,
        profile,
        by_name,
        budget_cny=request.budget_cny,
        gpu_names=names,
        gpu_count=request.gpu_count,
    )
    skus = market_skus(catalog, request.market, excluded, skus, notes)
    if allowed is not None:
        # The scale rule also says how many of a card fit one workstation (blower cards the
        # largest chassis, others half of it); builds with more are left out, and said so.
        over = [
            s
            for s in skus
            if (cap := fit.max_per_workstation[s.sku.gpu]) is not None and s.sku.gpu_count > cap
        ]
        if over:
            skus = [s for s in skus if s not in over]
            notes.append(
                QT_TRANSLATE_NOOP(
                    "recommend",
                    "left out for {scale} models, more cards than fit one workstation "
                    "by the scale rule: {skus}",
                ).format(
                    scale=scale,
                    skus=join_texts(
                        [
                            QT_TRANSLATE_NOOP(
                                "recommend", "{number} ({count} × {gpu}, at most {most})"
                            ).format(
                                number=s.sku.number,
                                count=s.sku.gpu_count,
                                gpu=s.sku.gpu,
                                most=fit.max_per_workstation[s.sku.gpu],
                            )
                            for s in over
                        ]
                    ),
                )
            )
    if not skus and request.gpu_count is not None and names:
        counts = [s.gpu_count for s in catalog.skus if s.gpu in names]
        low, high = request.gpu_count
        if counts and not any(low <= c <= high for c in counts):
            notes.append(
                QT_TRANSLATE_NOOP(
                    "recommend", "no SKU has {low}-{high} GPUs; they have {least} to {most}"
                ).format(low=low, high=high, least=min(counts), most=max(counts))
            )
    if not skus and request.budget_cny is not None:
        over = rank_skus(catalog, profile, by_name, gpu_names=names, gpu_count=request.gpu_count)
        if over:
            cheapest = min(over, key=lambda s: s.price_cny)
            notes.append(
                QT_TRANSLATE_NOOP(
                    "recommend",
                    "no SKU within ¥{budget:,}; the cheapest that meets the other "
                    "filters is {number} {code} at ¥{price:,}",
                ).format(
                    budget=request.budget_cny,
                    number=cheapest.sku.number,
                    code=cheapest.sku.code,
                    price=cheapest.price_cny,
                )
            )
    if catalog.skus and gpus and not skus and len(notes) == explained:
        # Cards are ranked, but every SKU is built with one the filters above took out: say
        # which, so that "no SKU" is never an answer without a reason.
        notes.append(
            QT_TRANSLATE_NOOP(
                "recommend",
                "no SKU left: the catalog's SKUs are built with {gpus}, none of them ranked "
                "here (see the notes above)",
            ).format(gpus=", ".join(dict.fromkeys(s.gpu for s in catalog.skus)))
        )
    sized = None
    if request.sizing is not None:
        from rigwright.core.recommend.sized import size_ranking

        gpus, skus, sized = size_ranking(
            catalog,
            request.sizing,
            gpus,
            skus,
            request.goal,
            tokens=request.training_tokens,
            images=request.training_images,
        )
        notes.extend(sized.notes_text)
        recommended &= {s.gpu.name for s in gpus}
    return Recommendation(
        request=request,
        profile=profile,
        weights=weights,
        follows_seed=follows_seed,
        gpus=gpus,
        skus=skus,
        recommended_gpu_names=recommended,
        notes_text=notes,
        unscored_text=unscored,
        sized=sized,
    )


def _flagged_pick_notes(
    catalog: Catalog, gpus: list[GpuScore], recommended: set[str], weights: dict[str, float]
) -> list[Text]:
    """A note for each recommended GPU whose first-priority figure the catalog lint flags: the
    pick rests on a figure that may be a misprint."""
    primary = max(weights, key=lambda m: weights[m])
    flagged = flagged_figures(catalog)
    out: list[Text] = []
    for score in gpus:
        finding = flagged.get((score.gpu.name, primary))
        if score.gpu.name in recommended and finding is not None:
            out.append(
                QT_TRANSLATE_NOOP(
                    "recommend",
                    "{gpu} is recommended on a figure the catalog lint flags: {metric} "
                    "{stated}, where the pattern of the other cards gives {expected}; check "
                    "the datasheet before quoting it",
                ).format(
                    gpu=score.gpu.name,
                    metric=metric_text(primary),
                    stated=finding.stated,
                    expected=finding.expected_text,
                )
            )
    return out


def _recommended(
    gpus: list[GpuScore], profile: WorkloadProfile, weights: dict[str, float], notes: list[Text]
) -> set[str]:
    """The GPUs to recommend among ``gpus``: those with the memory each card needs whose
    first-priority figure is within :data:`RECOMMENDED_WITHIN` of the best such card's. The
    cards short of memory stay ranked; a note naming them goes to ``notes``."""
    primary = max(weights, key=lambda m: weights[m])
    roomy = [s for s in gpus if meets_memory_need(s.gpu, profile)]
    if len(roomy) < len(gpus):
        notes.append(
            QT_TRANSLATE_NOOP(
                "recommend",
                "{workload}: each card needs {need} GB ({source}); not recommended, and "
                "their builds ranked last: {gpus}",
            ).format(
                workload=profile.label_text,
                need=profile.min_gpu_memory_gb,
                source=profile.memory_need_text or "",
                gpus=join_texts([s.gpu.name for s in gpus if s not in roomy]),
            )
        )
    known = [f for s in roomy if (f := s.gpu.figure(primary)) is not None]
    if not known:
        return set()
    floor = max(known) * Decimal(str(1 - RECOMMENDED_WITHIN))
    return {s.gpu.name for s in roomy if (f := s.gpu.figure(primary)) is not None and f >= floor}


def _recommended_reason(
    score: GpuScore, gpus: list[GpuScore], recommended: set[str], weights: dict[str, float]
) -> Text:
    """Why a card is starred, however far down the score puts it: its first-priority figure
    is within :data:`RECOMMENDED_WITHIN` of the best recommended card's."""
    primary = max(weights, key=lambda m: weights[m])
    best = max(f for s in gpus if s.gpu.name in recommended and (f := s.gpu.figure(primary)))
    if score.gpu.figure(primary) == best:
        return QT_TRANSLATE_NOOP(
            "recommend", "Recommended: the highest {metric} of the cards offered ({value} {unit})"
        ).format(
            metric=metric_text(primary), value=format_figure(best), unit=METRIC_LABELS[primary][1]
        )
    return QT_TRANSLATE_NOOP(
        "recommend",
        "Recommended: {metric} {value} {unit} is within {within} % of the best ({best} {unit})",
    ).format(
        metric=metric_text(primary),
        value=format_figure(score.gpu.figure(primary)),
        unit=METRIC_LABELS[primary][1],
        within=round(RECOMMENDED_WITHIN * 100),
        best=format_figure(best),
    )


def _check_request(request: Request) -> None:
    """Raise ValueError naming the field for a bad budget, minimum memory, GPU count or
    market."""
    if request.market is not None:
        check_market(request.market, "market")
    if request.budget_cny is not None and request.budget_cny <= 0:
        raise ValueError(
            QT_TRANSLATE_NOOP("recommend", "budget: must be above 0 CNY, got {budget}").format(
                budget=request.budget_cny
            )
        )
    if request.min_gpu_memory_gb is not None and request.min_gpu_memory_gb < 0:
        raise ValueError(
            QT_TRANSLATE_NOOP(
                "recommend", "min-gpu-memory: must be 0 or more GB, got {memory}"
            ).format(memory=request.min_gpu_memory_gb)
        )
    if request.gpu_count is not None:
        low, high = request.gpu_count
        if low < 1 or high < low:
            raise ValueError(
                QT_TRANSLATE_NOOP(
                    "recommend", "gpu-count: needs 1 <= MIN <= MAX, got {low}-{high}"
                ).format(low=low, high=high)
            )
        if high > MAX_GPU_COUNT:
            raise ValueError(
                QT_TRANSLATE_NOOP(
                    "recommend", "gpu-count: at most {most} GPUs per workstation, got {low}-{high}"
                ).format(most=MAX_GPU_COUNT, low=low, high=high)
            )


def same_weights(a: dict[str, float], b: dict[str, float]) -> bool:
    """Equal weights, a missing metric counting as 0."""
    keys = set(a) | set(b)
    return all(abs(a.get(k, 0.0) - b.get(k, 0.0)) < 1e-9 for k in keys)
