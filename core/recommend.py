"""Recommendation: GPUs and workstation SKUs ranked for a workload, with reasons.

GPU score (0-100, higher is better): ``100 * sum(weight[m] * figure[m] / best[m])`` over the
profile's metrics, ``best[m]`` being the catalog's best figure. The profile's weights
(:mod:`core.workloads`) put most of the weight on the first priority, which is what makes the
ranking reproduce the seed's tiers.

SKU score: the SKU's GPU score times its effective GPU count, ``n * e ** log2(n)`` where ``e``
is the profile's efficiency per doubling (seed: CNN scales very well, RNN unclear). It is a
relative throughput estimate in "one best GPU = 100" units, not a benchmark.

Model scale (seed CNN scale table) and the RNN good/better/best grades are computed here by
rule from the GPU figures and coolers; the seed's own tables are kept beside them and every
difference is reported, never hidden.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from decimal import Decimal

from core.catalog import Catalog, Cooler, Gpu, Sku
from core.workloads import (
    METRIC_LABELS,
    PROFILES,
    UnknownWorkload,
    WorkloadProfile,
    resolve_workload,
    validate_weights,
)

__all__ = [
    "MODEL_SCALES",
    "PROFILES",
    "GpuScore",
    "Recommendation",
    "Request",
    "ScaleFit",
    "SkuScore",
    "UnknownWorkload",
    "WorkloadProfile",
    "effective_gpus",
    "parse_budget",
    "parse_gpu_count",
    "rank_gpus",
    "rank_skus",
    "recommend",
    "resolve_workload",
    "rnn_grades",
    "scale_fit",
]

MODEL_SCALES: tuple[str, ...] = ("small", "medium", "large", "very-large")
"""The seed's CNN model scales (小型, 中等, 中大等, 超大規模)."""

RECOMMENDED_WITHIN = 0.10
"""GPUs whose first-priority figure is within this fraction of the best are "recommended"."""

RNN_MIN_MEMORY_GB = 16
"""Least memory for the RNN good/better/best grading: the seed's "good" card is chosen for
its 16 GB (RTX5000: 擁有16GB顯存)."""


# ----------------------------------------------------------------------------- input parsing

_AMOUNT = re.compile(r"^[¥￥]?\s*(?P<num>[+-]?[\d,]*\.?\d+)\s*(?:元|CNY|RMB)?$", re.IGNORECASE)


def parse_budget(text: str | None) -> int | None:
    """A budget typed by a user, in CNY: "100000", "100,000", "¥100000" -> 100000.

    Empty text means no budget (None).

    Raises:
        ValueError: not a number, or not above zero; the message names the field.
    """
    if text is None or not str(text).strip():
        return None
    raw = str(text).strip()
    match = _AMOUNT.match(raw.replace(" ", ""))
    if match is None or not re.fullmatch(r"[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?",
                                         match.group("num")):
        raise ValueError(f"budget: {raw!r} is not an amount in CNY (e.g. 100000)")
    value = Decimal(match.group("num").replace(",", ""))
    if value <= 0:
        raise ValueError(f"budget: must be above 0 CNY, got {raw!r}")
    if value > Decimal(10) ** 12:
        raise ValueError(f"budget: {raw!r} is too large")
    return int(value)


def parse_gpu_count(text: str | None) -> tuple[int, int] | None:
    """A GPU-count range "MIN-MAX" or "N" -> (min, max); empty -> None.

    Raises:
        ValueError: not whole numbers, below 1, or min above max; names the field.
    """
    if text is None or not str(text).strip():
        return None
    raw = str(text).strip()
    match = re.fullmatch(r"(\d+)\s*(?:-\s*(\d+))?", raw)
    if match is None:
        raise ValueError(f"gpu-count: {raw!r} is not N or MIN-MAX (e.g. 2-4)")
    low = int(match.group(1))
    high = int(match.group(2)) if match.group(2) else low
    if low < 1 or high < low:
        raise ValueError(f"gpu-count: {raw!r} needs 1 <= MIN <= MAX")
    return low, high


# ----------------------------------------------------------------------------- requests


@dataclass(frozen=True, slots=True)
class Request:
    """What the engineer asks for.

    Attributes:
        workload: profile key or alias ("cnn", "lstm").
        budget_cny: highest price in CNY; a price equal to it is included. None = any.
        model_scale: one of :data:`MODEL_SCALES`, or None.
        min_gpu_memory_gb: least memory per GPU, GB, or None.
        gpu_count: (min, max) GPUs per workstation, inclusive, or None.
        weights: custom metric weights; None = the profile's (the seed's) weights.
    """

    workload: str = "cnn"
    budget_cny: int | None = None
    model_scale: str | None = None
    min_gpu_memory_gb: int | None = None
    gpu_count: tuple[int, int] | None = None
    weights: dict[str, float] | None = None


@dataclass(frozen=True, slots=True)
class GpuScore:
    """A GPU's score for a workload.

    Attributes:
        gpu: the GPU.
        score: 0-100, higher is better.
        contributions: metric -> points of ``score`` it contributes.
        reasons: one-line reasons, most important first.
    """

    gpu: Gpu
    score: float
    contributions: dict[str, float]
    reasons: list[str]


@dataclass(frozen=True, slots=True)
class SkuScore:
    """A SKU's score for a workload: relative throughput in "one best GPU = 100" units."""

    sku: Sku
    score: float
    price_cny: int
    gpu_score: float
    effective_gpus: float
    reasons: list[str]


@dataclass(frozen=True, slots=True)
class ScaleFit:
    """Which GPUs fit a model scale by rule, beside the seed's scale table row.

    Attributes:
        scale: the model scale.
        min_memory_gb: per-GPU memory the scale needs (the least the seed lists for it).
        gpus: GPU names that fit by rule, best first for CNN.
        max_per_workstation: GPU name -> how many fit one workstation by rule.
        seed_gpus: the seed's GPUs for the scale.
        seed_max_per_workstation: the seed's "at most N".
        differences: sentences naming every place rule and seed differ.
    """

    scale: str
    min_memory_gb: int
    gpus: tuple[str, ...]
    max_per_workstation: dict[str, int]
    seed_gpus: tuple[str, ...]
    seed_max_per_workstation: int
    differences: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Recommendation:
    """The answer to a :class:`Request`: ranked GPUs and SKUs, best first."""

    request: Request
    profile: WorkloadProfile
    weights: dict[str, float]
    follows_seed: bool
    gpus: list[GpuScore]
    skus: list[SkuScore]
    recommended_gpu_names: set[str] = field(default_factory=set)
    notes: list[str] = field(default_factory=list)


# ----------------------------------------------------------------------------- GPU ranking


def _fmt(value: Decimal | float) -> str:
    d = Decimal(str(value))
    return format(d.normalize(), "f") if d == d.to_integral() else str(d)


def _best(gpus: tuple[Gpu, ...] | list[Gpu], metric: str) -> Decimal:
    return max((g.figure(metric) for g in gpus), default=Decimal(1)) or Decimal(1)


def rank_gpus(
    catalog: Catalog,
    profile: WorkloadProfile,
    weights: dict[str, float] | None = None,
    gpus: list[Gpu] | None = None,
) -> list[GpuScore]:
    """Score and rank GPUs for a profile, best first (ties: catalog order).

    Args:
        catalog: the catalog; its best figures normalise every metric.
        profile: the workload profile.
        weights: metric weights; default the profile's.
        gpus: the GPUs to rank; default all of the catalog's.

    Returns:
        One :class:`GpuScore` per GPU.
    """
    w = weights or profile.weights
    pool = list(catalog.gpus if gpus is None else gpus)
    best = {m: _best(catalog.gpus, m) for m in w}
    primary = max(w, key=lambda m: w[m])
    by_primary = sorted(catalog.gpus, key=lambda g: -g.figure(primary))
    out = []
    for gpu in pool:
        contributions = {m: 100.0 * w[m] * float(gpu.figure(m) / best[m]) for m in w}
        score = sum(contributions.values())
        rank = 1 + sum(1 for g in by_primary if g.figure(primary) > gpu.figure(primary))
        label, unit = METRIC_LABELS[primary]
        reasons = [
            f"{label} {_fmt(gpu.figure(primary))} {unit}: #{rank} of {len(catalog.gpus)} "
            f"(first {profile.key.upper()} priority)"
        ]
        secondary = [m for m in sorted(w, key=lambda m: -w[m]) if m != primary]
        if secondary:
            parts = [f"{METRIC_LABELS[m][0].lower()} {_fmt(gpu.figure(m))} {METRIC_LABELS[m][1]}"
                     for m in secondary[:2]]
            reasons.append("Then " + ", ".join(parts))
        if gpu.cooler is Cooler.PASSIVE:
            reasons.append("Passive cooler: needs server airflow, not a workstation card")
        elif gpu.cooler is Cooler.OPEN_AIR:
            reasons.append("Open-air cooler: cannot be packed densely")
        out.append(GpuScore(gpu, score, contributions, reasons))
    order = {g.name: i for i, g in enumerate(catalog.gpus)}
    out.sort(key=lambda s: (-round(s.score, 9), order.get(s.gpu.name, 0)))
    return out


# ----------------------------------------------------------------------------- model scale


def _dense_capacity(catalog: Catalog) -> int:
    return max((c.max_gpus for c in catalog.chassis.values()), default=1)


def max_per_workstation(catalog: Catalog, gpu: Gpu) -> int:
    """How many of ``gpu`` fit one workstation, by cooler.

    Blower cards exhaust out of the back and pack densely: the catalog's largest chassis
    (seed 5.3: 8~9 GPUs). Any other cooler needs a free slot beside each card: half of that.
    """
    capacity = _dense_capacity(catalog)
    return capacity if gpu.cooler is Cooler.BLOWER else capacity // 2


def scale_fit(catalog: Catalog, scale: str) -> ScaleFit:
    """The GPUs that fit a model scale by rule, with the seed's row beside them.

    Rule: a scale needs the per-GPU memory the seed lists for it (small 8, medium and large 24,
    very large 48 GB). A GPU serves it when its memory is at least that and below the next
    larger scale's need, it is not passively cooled (workstation airflow), and its cooler
    suits the scale's packing: the seed's dense scales (small, large, very large) need blower
    cards; the non-dense medium scale (at most a few cards) takes the cards that cannot be
    packed densely, the blower cards of the same memory moving up to the large scale.

    Raises:
        ValueError: unknown scale; the message lists the known ones.
    """
    rows = {r.scale: r for r in catalog.scale_table}
    if scale not in rows:
        raise ValueError(f"model-scale: unknown {scale!r}; use one of {', '.join(rows)}")
    row = rows[scale]
    need = row.min_memory_gb
    larger = sorted({r.min_memory_gb for r in catalog.scale_table if r.min_memory_gb > need})
    upper = larger[0] if larger else None
    fits = []
    for gpu in catalog.gpus:
        mem = gpu.memory_gb
        if mem < need or (upper is not None and mem >= upper) or gpu.cooler is Cooler.PASSIVE:
            continue
        if row.dense and gpu.cooler is not Cooler.BLOWER:
            continue
        if not row.dense and gpu.cooler is Cooler.BLOWER:
            continue
        fits.append(gpu)
    cnn = PROFILES["cnn"]
    ranked = [s.gpu for s in rank_gpus(catalog, cnn, gpus=fits)]
    names = tuple(g.name for g in ranked)
    per_box = {g.name: max_per_workstation(catalog, g) for g in ranked}
    diffs = []
    for extra in [n for n in names if n not in row.gpus]:
        g = catalog.gpu(extra)
        diffs.append(
            f"{extra} ({_fmt(g.memory_gb)} GB, {g.cooler.value}) also fits the {scale} scale "
            f"by rule; the seed does not list it"
        )
    for missing in [n for n in row.gpus if n not in names]:
        g = catalog.gpu(missing)
        diffs.append(f"the seed lists {missing} for the {scale} scale; the rule does not "
                     f"({_fmt(g.memory_gb)} GB, {g.cooler.value})")
    for name in row.gpus:
        if name in per_box and per_box[name] != row.max_per_workstation:
            diffs.append(
                f"{name}: the seed says at most {row.max_per_workstation} per workstation, "
                f"the chassis rule gives {per_box[name]}"
            )
        over = [s for s in catalog.skus if s.gpu == name and s.gpu_count > row.max_per_workstation]
        for sku in over:
            diffs.append(
                f"{name}: SKU {sku.number} ({sku.code}) ships {sku.gpu_count}, above the seed's "
                f"own limit of {row.max_per_workstation} for this scale"
            )
    return ScaleFit(
        scale=scale,
        min_memory_gb=need,
        gpus=names,
        max_per_workstation=per_box,
        seed_gpus=row.gpus,
        seed_max_per_workstation=row.max_per_workstation,
        differences=tuple(diffs),
    )


def rnn_grades(catalog: Catalog) -> dict[str, tuple[str, ...]]:
    """The RNN good / better / best grades by rule.

    Rule: among workstation cards (not passively cooled) with at least
    :data:`RNN_MIN_MEMORY_GB`, measure the seed's joint first RNN priority "bandwidth +
    memory" as the geometric mean ``sqrt(bandwidth GB/s * memory GB)``; sort, and cut at the
    two largest ratio gaps between neighbours: above the upper cut is "best", between the
    cuts "better", below "good".

    Returns:
        {"good": names, "better": names, "best": names}, each best first.
    """
    pool = [g for g in catalog.gpus
            if g.memory_gb >= RNN_MIN_MEMORY_GB and g.cooler is not Cooler.PASSIVE]
    measured = sorted(
        ((math.sqrt(float(g.memory_bandwidth_gbs * g.memory_gb)), g.name) for g in pool),
        reverse=True,
    )
    if len(measured) < 3:
        return {"best": tuple(n for _, n in measured), "better": (), "good": ()}
    gaps = sorted(
        range(1, len(measured)),
        key=lambda i: -(measured[i - 1][0] / measured[i][0]),
    )[:2]
    first, second = sorted(gaps)
    names = [n for _, n in measured]
    return {"best": tuple(names[:first]), "better": tuple(names[first:second]),
            "good": tuple(names[second:])}


# ----------------------------------------------------------------------------- SKU ranking


def effective_gpus(count: int, per_doubling: float) -> float:
    """GPUs' worth of throughput from ``count`` GPUs: ``count * per_doubling ** log2(count)``."""
    if count <= 0:
        return 0.0
    return count * per_doubling ** math.log2(count)


def rank_skus(
    catalog: Catalog,
    profile: WorkloadProfile,
    gpu_scores: dict[str, GpuScore],
    *,
    budget_cny: int | None = None,
    min_gpu_memory_gb: int | None = None,
    gpu_count: tuple[int, int] | None = None,
) -> list[SkuScore]:
    """Rank the SKUs that pass the filters, best first (ties: cheaper first).

    Args:
        catalog: the catalog.
        profile: the workload profile (its multi-GPU scaling).
        gpu_scores: GPU name -> its score for the profile.
        budget_cny: highest price, CNY; a price equal to it passes.
        min_gpu_memory_gb: least memory per GPU, GB.
        gpu_count: (min, max) GPUs, inclusive.
    """
    out = []
    eff_pct = round(profile.scaling_per_doubling * 100)
    for sku in catalog.skus:
        gpu = catalog.gpu(sku.gpu)
        if budget_cny is not None and sku.price_cny > budget_cny:
            continue
        if min_gpu_memory_gb is not None and gpu.memory_gb < min_gpu_memory_gb:
            continue
        if gpu_count is not None and not gpu_count[0] <= sku.gpu_count <= gpu_count[1]:
            continue
        gs = gpu_scores[sku.gpu]
        eff = effective_gpus(sku.gpu_count, profile.scaling_per_doubling)
        score = gs.score * eff
        reasons = [
            f"{sku.gpu_count} × {sku.gpu} (GPU score {gs.score:.1f}): about {eff:.2f} GPUs' "
            f"worth for {profile.label_en}, assuming {eff_pct} % kept per doubling",
            f"¥{sku.price_cny:,}: ¥{sku.price_cny / score:,.0f} per score point",
        ]
        if profile.key in sku.ideal_workloads:
            reasons.append(f"The seed marks it ideal for {profile.key.upper()} ({sku.ideal_as_printed.strip()})")
        for name in sku.contradictions:
            fig = getattr(sku, name)
            reasons.append(
                f"Seed states {fig.printed.strip()} {name.replace('_', ' ')}; "
                f"{sku.gpu_count} × {sku.gpu} gives {_fmt(fig.computed)}"
            )
        if gpu.cooler is not Cooler.BLOWER and sku.gpu_count > max_per_workstation(catalog, gpu):
            reasons.append(
                f"{sku.gpu_count} {gpu.cooler.value} cards: more than the "
                f"{max_per_workstation(catalog, gpu)} that pack without blower coolers"
            )
        out.append(SkuScore(sku, score, sku.price_cny, gs.score, eff, reasons))
    out.sort(key=lambda s: (-round(s.score, 9), s.price_cny, s.sku.sort_key))
    return out


def recommend(catalog: Catalog, request: Request) -> Recommendation:
    """Rank GPUs and SKUs for a request.

    The model scale, when given, sets the least GPU memory (the seed's scale table); an
    explicit ``min_gpu_memory_gb`` above that wins. GPUs below the memory need are left out
    of the GPU list too.

    Raises:
        UnknownWorkload: the workload is unknown.
        ValueError: a bad scale, budget, count or weight; the message names the field.
    """
    profile = resolve_workload(request.workload)
    if request.budget_cny is not None and request.budget_cny <= 0:
        raise ValueError(f"budget: must be above 0 CNY, got {request.budget_cny}")
    if request.min_gpu_memory_gb is not None and request.min_gpu_memory_gb < 0:
        raise ValueError(f"min-gpu-memory: must be 0 or more GB, got {request.min_gpu_memory_gb}")
    if request.gpu_count is not None:
        low, high = request.gpu_count
        if low < 1 or high < low:
            raise ValueError(f"gpu-count: needs 1 <= MIN <= MAX, got {low}-{high}")
    weights = validate_weights(request.weights) if request.weights else dict(profile.weights)
    follows_seed = request.weights is None or _same_weights(weights, profile.weights)
    notes = []
    min_mem = request.min_gpu_memory_gb
    if request.model_scale:
        fit = scale_fit(catalog, request.model_scale)
        min_mem = max(min_mem or 0, fit.min_memory_gb)
        notes.append(f"{request.model_scale} models need {fit.min_memory_gb} GB per GPU "
                     f"(seed scale table); by rule: {', '.join(fit.gpus) or 'none'}")
        notes.extend(fit.differences)
    if not follows_seed:
        notes.append("Custom weights: the ranking no longer follows the seed's priorities")

    pool = [g for g in catalog.gpus if min_mem is None or g.memory_gb >= min_mem]
    all_scores = rank_gpus(catalog, profile, weights)
    by_name = {s.gpu.name: s for s in all_scores}
    gpus = [s for s in all_scores if s.gpu in pool]
    primary = max(weights, key=lambda m: weights[m])
    recommended: set[str] = set()
    if gpus:
        top = max(s.gpu.figure(primary) for s in gpus)
        recommended = {
            s.gpu.name for s in gpus
            if s.gpu.figure(primary) >= top * Decimal(str(1 - RECOMMENDED_WITHIN))
        }
    skus = rank_skus(
        catalog, profile, by_name,
        budget_cny=request.budget_cny, min_gpu_memory_gb=min_mem, gpu_count=request.gpu_count,
    )
    if request.model_scale:
        for entry in skus:
            if entry.sku.gpu not in fit.gpus:
                entry.reasons.append(
                    f"{entry.sku.gpu} has the memory for {request.model_scale} models but is not "
                    f"among the cards the scale rule picks ({', '.join(fit.gpus)})"
                )
    return Recommendation(
        request=request, profile=profile, weights=weights, follows_seed=follows_seed,
        gpus=gpus, skus=skus, recommended_gpu_names=recommended, notes=notes,
    )


def _same_weights(a: dict[str, float], b: dict[str, float]) -> bool:
    keys = set(a) | set(b)
    return all(abs(a.get(k, 0.0) - b.get(k, 0.0)) < 1e-9 for k in keys)
