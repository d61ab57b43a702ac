"""Recommendation: GPUs and workstation SKUs ranked for a workload, with reasons.

GPU score (0-100, higher is better): ``100 × Π (figure[m] / best[m]) ** weight[m]`` over the
profile's metrics, ``best[m]`` being the catalog's best figure: a weighted geometric mean of the
figures relative to the best. The profile's weights (:mod:`rigwright.core.recommend.workloads`) put most of the
weight on the first priority, which is what makes the ranking reproduce the seed's tiers; the
geometric form makes the order of two cards depend on their own figures only, so adding a card
to the catalog never reorders the others.

SKU score: the SKU's GPU score times its effective GPU count, ``n * e ** log2(n)`` where ``e``
is the profile's efficiency per doubling (seed: CNN scales very well, RNN unclear). It is a
relative throughput estimate in "one best GPU = 100" units, not a benchmark.

Model scale (seed CNN scale table) and the RNN good/better/best grades are computed here by
rule from the GPU figures and coolers; the seed's own tables are kept beside them and every
difference is reported, never hidden.

Unknown figures (a blank cell of a catalog pack, ``None``): the catalog's best of a metric is
the best *known* figure. A GPU whose unknown figures carry :data:`UNSCORED_SHARE` (half) or
more of the profile's weight is not scored at all: it is left out of the ranking and a note
names it and the figure it lacks. Otherwise it is scored over the metrics it has, their
weights scaled up to sum to 1, and its reasons and ``unknown_metrics`` say which metric was
left out. So a missing minor figure (FP16 for CNN, weight 0.01) does not hide a card, and a
missing first priority never ranks one. Every catalog is ranked on its own: the best figures
are that catalog's, and nothing is normalised across catalogs.
"""

from __future__ import annotations

import bisect
import math
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from functools import partial

from rigwright.core.catalog.model import (
    Catalog,
    Cooler,
    Gpu,
    Sku,
    cooler_text,
    data_text,
    join_texts,
    metric_label_text,
    metric_text,
)
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
    "scale_text",
    "worth_reason",
]

MODEL_SCALES: tuple[str, ...] = ("small", "medium", "large", "very-large")
"""The seed's CNN model scales (小型, 中等, 中大等, 超大規模)."""


RECOMMENDED_WITHIN = 0.05
"""GPUs whose first-priority figure is within this fraction of the best are "recommended".
For the seed's CNN and RNN this is the seed's tier 1 (within 2.3 % and 3 % of the best; the
next card is 10.5 % and 25 % behind)."""

UNSCORED_SHARE = 0.5
"""A GPU whose unknown figures carry this share of the weights or more gets no score."""

RNN_MIN_MEMORY_GB = 16
"""Least memory for the RNN good/better/best grading: the seed's "good" card is chosen for
its 16 GB (RTX5000: 擁有16GB顯存)."""


# ----------------------------------------------------------------------------- input parsing

_AMOUNT = re.compile(r"^[¥￥]?\s*(?P<num>[+-]?[\d,]*\.?\d+)\s*(?:元|CNY|RMB)?$", re.IGNORECASE)


def parse_budget(text: str | None) -> int | None:
    """A budget typed by a user, in CNY: "100000", "100,000", "¥100000", "１００００" -> 100000.

    Empty text means no budget (None). Fractions of a yuan are dropped (99.9 -> 99).

    Raises:
        ValueError: not an amount, below 1 CNY or absurdly large; the message names the field
            and repeats the text.
    """
    if text is None or not str(text).strip():
        return None
    raw = str(text).strip()
    match = _AMOUNT.match(unicodedata.normalize("NFKC", raw).replace(" ", ""))
    if match is None or not re.fullmatch(
        r"[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?", match.group("num")
    ):
        raise ValueError(
            QT_TRANSLATE_NOOP(
                "recommend", "budget: {raw!r} is not an amount in CNY (e.g. 100000)"
            ).format(raw=raw)
        )
    value = Decimal(match.group("num").replace(",", ""))
    if value < 1:
        raise ValueError(
            QT_TRANSLATE_NOOP("recommend", "budget: must be at least 1 CNY, got {raw!r}").format(
                raw=raw
            )
        )
    if value > Decimal(10) ** 12:
        raise ValueError(
            QT_TRANSLATE_NOOP("recommend", "budget: {raw!r} is too large").format(raw=raw)
        )
    return int(value)


MAX_GPU_COUNT = 64
"""The most GPUs a request may ask for per workstation (the build files' bound too: no
workstation or server in any catalog holds more; a larger number is a typing slip)."""


def parse_gpu_count(text: str | None) -> tuple[int, int] | None:
    """A GPU-count range "MIN-MAX" or "N" -> (min, max); empty -> None.

    Raises:
        ValueError: not whole numbers, below 1, or min above max; names the field.
    """
    if text is None or not str(text).strip():
        return None
    raw = str(text).strip()
    match = re.fullmatch(r"(\d+)\s*(?:-\s*(\d+))?", unicodedata.normalize("NFKC", raw))
    if match is None:
        raise ValueError(
            QT_TRANSLATE_NOOP(
                "recommend", "gpu-count: {raw!r} is not N or MIN-MAX (e.g. 2-4)"
            ).format(raw=raw)
        )
    if any(len(g) > 4 for g in match.groups() if g):
        raise ValueError(_too_many_gpus(raw[:20]))
    low = int(match.group(1))
    high = int(match.group(2)) if match.group(2) else low
    if low < 1 or high < low:
        raise ValueError(
            QT_TRANSLATE_NOOP("recommend", "gpu-count: {raw!r} needs 1 <= MIN <= MAX").format(
                raw=raw
            )
        )
    if high > MAX_GPU_COUNT:
        raise ValueError(_too_many_gpus(raw))
    return low, high


def _too_many_gpus(raw: str) -> Text:
    return QT_TRANSLATE_NOOP(
        "recommend", "gpu-count: at most {most} GPUs per workstation, got {raw!r}"
    ).format(most=MAX_GPU_COUNT, raw=raw)


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
        contributions: metric -> points of ``score`` it contributes (known metrics only).
        explain: makes the reasons (:attr:`reasons_text`); called once, when they are first
            read. A list instead is taken as the reasons themselves.
        unknown_metrics: weighted metrics whose figure is unknown and were left out of the
            score (the others' weights scaled up to sum to 1).

    The reasons are written when first read, not when the GPU is ranked: a large catalog
    ranks every GPU on each input change, and the window shows the reasons of the few rows on
    screen (``docs/performance.md``). Two scores are equal when GPU, score,
    contributions and unknown metrics are (the reasons follow from them).
    """

    gpu: Gpu
    score: float
    contributions: dict[str, float]
    explain: Callable[[], list[Text]] | list[Text] = field(repr=False, compare=False)
    unknown_metrics: tuple[str, ...] = ()
    _reasons: list[Text] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def reasons_text(self) -> list[Text]:
        """One-line reasons, most important first, each a :class:`rigwright.core.text.i18n.Text` the window
        shows in its language (English in :attr:`reasons`)."""
        return _reasons_of(self)

    @property
    def reasons(self) -> list[str]:
        """The reasons in English (the command line's and the JSON's)."""
        return [str(r) for r in self.reasons_text]


@dataclass(frozen=True, slots=True)
class SkuScore:
    """A SKU's score for a workload.

    Attributes:
        sku: the SKU.
        score: relative throughput, ``gpu_score × effective_gpus`` ("one best GPU = 100").
        price_cny: the seed's price, CNY.
        gpu_score: its GPU's score (0-100).
        effective_gpus: GPUs' worth of throughput after multi-GPU scaling.
        explain: makes the reasons (:attr:`reasons_text`) when first read, as
            :class:`GpuScore`'s; a list is taken as the reasons themselves.
    """

    sku: Sku
    score: float
    price_cny: int
    gpu_score: float
    effective_gpus: float
    explain: Callable[[], list[Text]] | list[Text] = field(repr=False, compare=False)
    _reasons: list[Text] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def reasons_text(self) -> list[Text]:
        """One-line reasons, most important first, translatable (English in
        :attr:`reasons`)."""
        return _reasons_of(self)

    @property
    def reasons(self) -> list[str]:
        """The reasons in English (the command line's and the JSON's)."""
        return [str(r) for r in self.reasons_text]


def _reasons_of(scored: GpuScore | SkuScore) -> list[Text]:
    """``scored``'s reasons, made by its ``explain`` on the first read and kept."""
    reasons = scored._reasons
    if reasons is None:
        explain = scored.explain
        reasons = list(explain) if isinstance(explain, list) else explain()
        object.__setattr__(scored, "_reasons", reasons)  # frozen: a cache, not a change
    return reasons


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
        differences_text: sentences naming every place rule and seed differ, translatable
            (English in :attr:`differences`).
    """

    scale: str
    min_memory_gb: int
    gpus: tuple[str, ...]
    max_per_workstation: dict[str, int | None]
    seed_gpus: tuple[str, ...]
    seed_max_per_workstation: int
    differences_text: tuple[Text, ...]

    @property
    def differences(self) -> tuple[str, ...]:
        """The differences in English."""
        return tuple(str(d) for d in self.differences_text)


@dataclass(frozen=True, slots=True)
class Recommendation:
    """The answer to a :class:`Request`: ranked GPUs and SKUs, best first.

    Attributes:
        request: the request answered.
        profile: the workload profile (aliases resolved).
        weights: the weights used, summing to 1.
        follows_seed: False when custom weights differ from the profile's (the seed's).
        gpus: GPUs that pass the filters, best first.
        skus: SKUs that pass the filters, best first.
        recommended_gpu_names: GPUs within :data:`RECOMMENDED_WITHIN` of the best on the
            first priority.
        notes_text: sentences about the filters (scale needs, rule vs seed, an empty budget)
            and the GPUs left unscored for unknown figures, translatable (English in
            :attr:`notes`).
        unscored_text: GPU name -> why it has no score (unknown figures carrying half or more
            of the weight), translatable (English in :attr:`unscored`); those GPUs are not in
            ``gpus``.
    """

    request: Request
    profile: WorkloadProfile
    weights: dict[str, float]
    follows_seed: bool
    gpus: list[GpuScore]
    skus: list[SkuScore]
    recommended_gpu_names: set[str] = field(default_factory=set)
    notes_text: list[Text] = field(default_factory=list)
    unscored_text: dict[str, Text] = field(default_factory=dict)

    @property
    def notes(self) -> list[str]:
        """The notes in English (the command line's and the JSON's)."""
        return [str(n) for n in self.notes_text]

    @property
    def unscored(self) -> dict[str, str]:
        """GPU name -> why it has no score, in English."""
        return {name: str(why) for name, why in self.unscored_text.items()}


# ----------------------------------------------------------------------------- GPU ranking


def _fmt(value: Decimal | float) -> str:
    d = Decimal(str(value))
    return format(d.normalize(), "f") if d == d.to_integral() else str(d)


def _best(gpus: tuple[Gpu, ...] | list[Gpu], metric: str) -> Decimal:
    """The best known figure of ``metric`` among ``gpus`` (unknown figures skipped)."""
    known = [f for g in gpus if (f := g.figure(metric)) is not None]
    return max(known, default=Decimal(1)) or Decimal(1)


def unscored_reason(gpu: Gpu, weights: dict[str, float]) -> Text | None:
    """Why ``gpu`` gets no score under ``weights`` (None when it is scored): its unknown
    figures carry :data:`UNSCORED_SHARE` or more of the weight. ``str()`` of it is the
    English."""
    unknown = [m for m in weights if weights[m] > 0 and gpu.figure(m) is None]
    share = sum(weights[m] for m in unknown) / (sum(weights.values()) or 1.0)
    if not unknown or share < UNSCORED_SHARE:
        return None
    return QT_TRANSLATE_NOOP(
        "recommend", "{metrics} unknown, and {share:.0%} of the weight is on it"
    ).format(metrics=_metric_labels(unknown), share=share)


def _metric_labels(metrics: list[str]) -> Text:
    """ "Tensor TFLOPS, Memory GB": the metrics with their units, joined."""
    return join_texts([metric_label_text(m) for m in metrics])


RATIO_FLOOR = 0.01
"""A figure below 1 % of the catalog's best counts as 1 % (a card with no tensor cores gets a
near-zero, not a zero or undefined, factor for a metric it lacks)."""


def score_figures(
    figures: dict[str, float], best: dict[str, float], weights: dict[str, float]
) -> tuple[float, dict[str, float]]:
    """The score of one set of figures, and each metric's share of it.

    ``score = 100 × Π (figure[m] / best[m]) ** weight[m]``: a weighted geometric mean of the
    figures relative to the catalog's best, 100 for a card that is best at everything. Two
    cards compare by ``Π (a[m] / b[m]) ** weight[m]``, in which the catalog's best cancels: a
    card added to the catalog never reorders the others.

    Contributions: each metric contributes its weight's share of 100, less its share of the
    points lost, the loss split in proportion to ``weight[m] × -ln(ratio[m])``. They add up
    to the score.

    Args:
        figures, best: metric -> figure (the unit of the metric; ratios are unit-free).
        weights: metric -> weight, summing to 1.

    Returns:
        (score in 0-100, {metric: points}).
    """
    log_gaps = {}
    for metric, weight in weights.items():
        ratio = figures[metric] / best[metric] if best[metric] > 0 else 1.0
        log_gaps[metric] = -weight * math.log(min(1.0, max(ratio, RATIO_FLOOR)))
    total_gap = sum(log_gaps.values())
    score = 100.0 * math.exp(-total_gap)
    lost = 100.0 - score
    contributions = {
        m: 100.0 * weights[m] - (lost * log_gaps[m] / total_gap if total_gap > 0 else 0.0)
        for m in weights
    }
    return score, contributions


def rank_gpus(
    catalog: Catalog,
    profile: WorkloadProfile,
    weights: dict[str, float] | None = None,
    gpus: list[Gpu] | None = None,
) -> list[GpuScore]:
    """Score and rank GPUs for a profile, best first (ties: catalog order).

    See :func:`score_figures` for the score.

    Args:
        catalog: the catalog; its best figures are the 100 % mark of every metric.
        profile: the workload profile.
        weights: metric weights summing to 1; default the profile's (the seed's).
        gpus: the GPUs to rank; default all of the catalog's.

    Returns:
        One :class:`GpuScore` per GPU, best first.
    """
    w = weights or profile.weights
    custom = weights is not None and weights != profile.weights
    pool = [g for g in (catalog.gpus if gpus is None else gpus) if unscored_reason(g, w) is None]
    best = {m: float(_best(catalog.gpus, m)) for m in w}
    primary = max(w, key=lambda m: w[m])
    # Sorted once: a GPU's rank is found by bisection, not by a pass over every GPU (that
    # was quadratic: a third of an input change on a 50× catalog, bench/scaling.py).
    known_primary = sorted(f for g in catalog.gpus if (f := g.figure(primary)) is not None)
    unit = METRIC_LABELS[primary][1]
    which = (
        QT_TRANSLATE_NOOP("recommend", "first priority of the custom weights")
        if custom
        else QT_TRANSLATE_NOOP("recommend", "first {workload} priority").format(
            workload=profile.key.upper()
        )
    )

    def shown(gpu: Gpu, metric: str) -> Text:
        value = gpu.figure(metric)
        if value is None:
            return QT_TRANSLATE_NOOP("recommend", "{metric} unknown").format(
                metric=metric_text(metric, lower=True)
            )
        return QT_TRANSLATE_NOOP("recommend", "{metric} {value}").format(
            metric=metric_text(metric, lower=True),
            value=f"{_fmt(value)} {METRIC_LABELS[metric][1]}".strip(),
        )

    def explain(gpu: Gpu, unknown: tuple[str, ...]) -> list[Text]:
        own = gpu.figure(primary)
        reasons: list[Text]
        if own is None:
            reasons = [
                QT_TRANSLATE_NOOP("recommend", "{metric} unknown ({which})").format(
                    metric=metric_text(primary), which=which
                )
            ]
        else:
            rank = 1 + len(known_primary) - bisect.bisect_right(known_primary, own)  # > own
            reasons = [
                QT_TRANSLATE_NOOP(
                    "recommend", "{metric} {value} {unit}: #{rank} of {total} ({which})"
                ).format(
                    metric=metric_text(primary),
                    value=_fmt(own),
                    unit=unit,
                    rank=rank,
                    total=len(catalog.gpus),
                    which=which,
                )
            ]
        secondary = [m for m in sorted(w, key=lambda m: -w[m]) if m != primary]
        if secondary:
            reasons.append(
                QT_TRANSLATE_NOOP("recommend", "Then {figures}").format(
                    figures=join_texts([shown(gpu, m) for m in secondary[:2]])
                )
            )
        if any(w[m] > 0 for m in unknown):
            left_out = [m for m in unknown if w[m] > 0]
            reasons.append(
                QT_TRANSLATE_NOOP(
                    "recommend",
                    "Unknown {metrics}: left out of the score (weight {weight:.3g}; "
                    "the other metrics' weights scaled up)",
                ).format(metrics=_metric_labels(left_out), weight=sum(w[m] for m in left_out))
            )
        if gpu.cooler is Cooler.PASSIVE:
            reasons.append(
                QT_TRANSLATE_NOOP(
                    "recommend", "Passive cooler: needs server airflow, not a workstation card"
                )
            )
        elif gpu.cooler is Cooler.OPEN_AIR:
            reasons.append(
                QT_TRANSLATE_NOOP("recommend", "Open-air cooler: cannot be packed densely")
            )
        return reasons

    out = []
    for gpu in pool:
        unknown = tuple(m for m in w if gpu.figure(m) is None)
        known_w = {m: v for m, v in w.items() if m not in unknown}
        total = sum(known_w.values()) or 1.0
        scaled = {m: v / total for m, v in known_w.items()}
        figures = {m: float(gpu.figure(m)) for m in scaled}  # type: ignore[arg-type]
        score, contributions = score_figures(figures, best, scaled)
        out.append(
            GpuScore(
                gpu,
                score,
                contributions,
                partial(explain, gpu, unknown),
                tuple(m for m in unknown if w[m] > 0),
            )
        )
    order = {g.name: i for i, g in enumerate(catalog.gpus)}
    out.sort(key=lambda s: (-round(s.score, 9), order.get(s.gpu.name, 0)))
    return out


# ----------------------------------------------------------------------------- model scale


def _dense_capacity(catalog: Catalog) -> int | None:
    return max((c.max_gpus for c in catalog.chassis.values()), default=None)


def max_per_workstation(catalog: Catalog, gpu: Gpu) -> int | None:
    """How many of ``gpu`` fit one workstation, by cooler; None (unknown) when the catalog
    has no chassis to measure by (a pack of GPUs only, such as ``current``).

    Blower cards exhaust out of the back and pack densely: the catalog's largest chassis
    (seed 5.3: 8~9 GPUs). Any other cooler needs a free slot beside each card: half of that.
    """
    capacity = _dense_capacity(catalog)
    if capacity is None:
        return None
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
        ValueError: unknown scale; the message lists the known ones; or the catalog has no
            scale table ("model-scale: the catalog 'current' has no scale table").
    """
    if not catalog.scale_table:
        raise ValueError(
            QT_TRANSLATE_NOOP(
                "recommend", "model-scale: the catalog {catalog!r} has no scale table"
            ).format(catalog=catalog.name)
        )
    rows = {r.scale: r for r in catalog.scale_table}
    if scale not in rows:
        raise ValueError(
            QT_TRANSLATE_NOOP(
                "recommend", "model-scale: unknown {scale!r}; use one of {scales}"
            ).format(scale=scale, scales=", ".join(rows))
        )
    row = rows[scale]
    need = row.min_memory_gb
    larger = sorted({r.min_memory_gb for r in catalog.scale_table if r.min_memory_gb > need})
    upper = larger[0] if larger else None
    fits = []
    for gpu in catalog.gpus:
        mem = gpu.memory_gb
        if (
            mem is None
            or mem < need
            or (upper is not None and mem >= upper)
            or gpu.cooler is Cooler.PASSIVE
        ):
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
    diffs: list[Text] = []
    for extra in [n for n in names if n not in row.gpus]:
        g = catalog.gpu(extra)
        diffs.append(
            QT_TRANSLATE_NOOP(
                "recommend",
                "{gpu} ({memory} GB, {cooler}) also fits the {scale} scale by rule; "
                "the seed does not list it",
            ).format(
                gpu=extra,
                memory=_fmt(g.memory_gb),
                cooler=cooler_text(g.cooler),
                scale=scale_text(scale),
            )
        )
    for missing in [n for n in row.gpus if n not in names]:
        g = catalog.gpu(missing)
        diffs.append(
            QT_TRANSLATE_NOOP(
                "recommend",
                "the seed lists {gpu} for the {scale} scale; the rule does not "
                "({memory} GB, {cooler})",
            ).format(
                gpu=missing,
                scale=scale_text(scale),
                memory=_fmt(g.memory_gb),
                cooler=cooler_text(g.cooler),
            )
        )
    for name in row.gpus:
        if (
            name in per_box
            and per_box[name] is not None
            and per_box[name] != row.max_per_workstation
        ):
            diffs.append(
                QT_TRANSLATE_NOOP(
                    "recommend",
                    "{gpu}: the seed says at most {seed_most} per workstation, the "
                    "chassis rule gives {rule_most}",
                ).format(gpu=name, seed_most=row.max_per_workstation, rule_most=per_box[name])
            )
        over = [s for s in catalog.skus if s.gpu == name and s.gpu_count > row.max_per_workstation]
        for sku in over:
            diffs.append(
                QT_TRANSLATE_NOOP(
                    "recommend",
                    "{gpu}: SKU {number} ({code}) ships {count}, above the seed's own "
                    "limit of {most} for this scale",
                ).format(
                    gpu=name,
                    number=sku.number,
                    code=sku.code,
                    count=sku.gpu_count,
                    most=row.max_per_workstation,
                )
            )
    return ScaleFit(
        scale=scale,
        min_memory_gb=need,
        gpus=names,
        max_per_workstation=per_box,
        seed_gpus=row.gpus,
        seed_max_per_workstation=row.max_per_workstation,
        differences_text=tuple(diffs),
    )


def rnn_grades(catalog: Catalog) -> dict[str, tuple[str, ...]]:
    """The RNN good / better / best grades by rule.

    Rule: among workstation cards (not passively cooled) with at least
    :data:`RNN_MIN_MEMORY_GB`, measure the seed's joint first RNN priority "bandwidth +
    memory" as the geometric mean ``sqrt(bandwidth GB/s * memory GB)``; sort, and cut at the
    two largest ratio gaps between neighbours: above the upper cut is "best", between the
    cuts "better", below "good". The grades are relative to the catalog: a card far ahead
    of all others becomes "best" on its own and moves the seed's best cards to "better".

    Returns:
        {"good": names, "better": names, "best": names}, each best first.
    """
    pool = [
        g
        for g in catalog.gpus
        if g.memory_gb is not None
        and g.memory_bandwidth_gbs is not None
        and g.memory_gb >= RNN_MIN_MEMORY_GB
        and g.cooler is not Cooler.PASSIVE
        and g.memory_bandwidth_gbs > 0
    ]
    measured = sorted(
        (
            (math.sqrt(float(g.memory_bandwidth_gbs * g.memory_gb)), g.name)  # type: ignore[operator]
            for g in pool
        ),
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
    return {
        "best": tuple(names[:first]),
        "better": tuple(names[first:second]),
        "good": tuple(names[second:]),
    }


# ----------------------------------------------------------------------------- SKU ranking


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
"""The words for a SKU's stated figures (:attr:`rigwright.core.catalog.model.Sku.contradictions`)."""


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
        if profile.key in sku.ideal_workloads:
            reasons.append(
                QT_TRANSLATE_NOOP(
                    "recommend",
                    "The 2020 selection guide marks it ideal for {workload} ({as_printed})",
                ).format(workload=profile.key.upper(), as_printed=sku.ideal_as_printed.strip())
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
                    computed=_fmt(fig.computed),
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
    out.sort(key=lambda s: (-round(s.score, 9), s.price_cny, s.sku.sort_key))
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

    def fits(gpu: Gpu) -> bool:
        return (allowed is None or gpu.name in allowed) and (
            min_mem is None or (gpu.memory_gb is not None and gpu.memory_gb >= min_mem)
        )

    unscored = {g.name: r for g in catalog.gpus if (r := unscored_reason(g, weights)) is not None}
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
    all_scores = rank_gpus(catalog, profile, weights)
    by_name = {s.gpu.name: s for s in all_scores}
    gpus = [s for s in all_scores if fits(s.gpu)]
    if allowed is not None and min_mem is not None and not gpus:
        notes.append(
            QT_TRANSLATE_NOOP(
                "recommend", "none of the cards for {scale} models has {memory} GB"
            ).format(scale=scale, memory=min_mem)
        )
    primary = max(weights, key=lambda m: weights[m])
    recommended: set[str] = set()
    if gpus:
        known = [f for s in gpus if (f := s.gpu.figure(primary)) is not None]
        if known:
            top = max(known)
            recommended = {
                s.gpu.name
                for s in gpus
                if (f := s.gpu.figure(primary)) is not None
                and f >= top * Decimal(str(1 - RECOMMENDED_WITHIN))
            }
    if not gpus and min_mem is not None and allowed is None:
        largest = max(
            (g.memory_gb for g in catalog.gpus if g.memory_gb is not None), default=Decimal(0)
        )
        notes.append(
            QT_TRANSLATE_NOOP(
                "recommend", "no GPU has {memory} GB; the largest has {largest} GB"
            ).format(memory=min_mem, largest=_fmt(largest))
        )
    names = {s.gpu.name for s in gpus}
    filters = {"gpu_names": names, "gpu_count": request.gpu_count}
    skus = rank_skus(catalog, profile, by_name, budget_cny=request.budget_cny, **filters)
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
        over = rank_skus(catalog, profile, by_name, **filters)
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
    )


def same_weights(a: dict[str, float], b: dict[str, float]) -> bool:
    """Equal weights, a missing metric counting as 0."""
    keys = set(a) | set(b)
    return all(abs(a.get(k, 0.0) - b.get(k, 0.0)) < 1e-9 for k in keys)
