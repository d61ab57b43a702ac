"""GPU scores for a workload: a weighted geometric mean of the figures relative to the
catalog's best (docs/recommendation.md), with their reasons."""

from __future__ import annotations

import bisect
import math
from decimal import Decimal
from functools import partial

from rigwright.core.catalog.labels import format_figure, join_texts, metric_label_text, metric_text
from rigwright.core.catalog.model import Catalog, Cooler, Gpu
from rigwright.core.recommend.scores import GpuScore
from rigwright.core.recommend.workloads import METRIC_LABELS, WorkloadProfile
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

UNSCORED_SHARE = 0.5
"""A GPU whose unknown figures carry this share of the weights or more gets no score."""


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
    """The metrics with their units, joined: "Tensor TFLOPS, Memory GB"."""
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
        figures: metric -> figure (the unit of the metric; ratios are unit-free).
        best: metric -> the catalog's best figure, in the same units.
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
            value=f"{format_figure(value)} {METRIC_LABELS[metric][1]}".strip(),
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
                    value=format_figure(own),
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
