"""GPU scores for a workload: a weighted geometric mean of the figures relative to the
catalog's best (docs/recommendation.md), with their reasons."""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import partial

from rigwright.core.catalog.labels import format_figure, join_texts, metric_label_text, metric_text
from rigwright.core.catalog.lint import Finding, flagged_figures
from rigwright.core.catalog.model import Catalog, Cooler, Gpu
from rigwright.core.recommend.grades import rnn_grades, rnn_measure
from rigwright.core.recommend.scores import GpuScore
from rigwright.core.recommend.tiers import RNN_FAMILY
from rigwright.core.recommend.workloads import METRIC_LABELS, RNN_MIN_MEMORY_GB, WorkloadProfile
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.core.text.words import grade_text

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


def meets_memory_need(gpu: Gpu, profile: WorkloadProfile) -> bool:
    """Whether each ``gpu`` card has the memory ``profile``'s models need per card
    (:attr:`WorkloadProfile.min_gpu_memory_gb`); True when the profile states no need and
    when the card's memory is unknown (the unknown figure is said elsewhere)."""
    need = profile.min_gpu_memory_gb
    return need is None or gpu.memory_gb is None or gpu.memory_gb >= need


def memory_shortfall(
    gpu: Gpu, profile: WorkloadProfile, *, with_source: bool = False
) -> Text | None:
    """The reason a card is short of its workload's memory per card, or None when it is not:
    "11 GB per card, below the 24 GB each card needs for …: in data-parallel training every
    card holds the whole model"; ``with_source`` adds where the need comes from."""
    if meets_memory_need(gpu, profile):
        return None
    text = QT_TRANSLATE_NOOP(
        "recommend",
        "{memory} GB per card, below the {need} GB each card needs for {workload}: in "
        "data-parallel training every card holds the whole model, so more cards add no memory",
    ).format(
        memory=format_figure(gpu.memory_gb),
        need=profile.min_gpu_memory_gb,
        workload=profile.label_text,
    )
    if with_source and profile.memory_need_text:
        return QT_TRANSLATE_NOOP("recommend", "{reason} (source: {source})").format(
            reason=text, source=profile.memory_need_text
        )
    return text


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
    *,
    peers: list[Gpu] | None = None,
) -> list[GpuScore]:
    """Score and rank GPUs for a profile, best first (ties: catalog order).

    See :func:`score_figures` for the score.

    Args:
        catalog: the catalog; its best figures are the 100 % mark of every metric.
        profile: the workload profile.
        weights: metric weights summing to 1; default the profile's (the seed's).
        gpus: the GPUs to rank; default all of the catalog's.
        peers: the GPUs a reason's "#rank of total" counts among (those with a known
            first-priority figure); default all of the catalog's. A market's recommendation
            passes the cards sold there, so that a rank never counts a card it cannot offer.

    Returns:
        One :class:`GpuScore` per GPU, best first.
    """
    w = weights or profile.weights
    pool = [g for g in (catalog.gpus if gpus is None else gpus) if unscored_reason(g, w) is None]
    best = {m: float(_best(catalog.gpus, m)) for m in w}
    explainer = _Explainer(
        catalog,
        profile,
        w,
        custom=weights is not None and weights != profile.weights,
        peers=catalog.gpus if peers is None else peers,
    )
    out = []
    for gpu in pool:
        unknown = tuple(m for m in w if gpu.figure(m) is None)
        known_w = {m: v for m, v in w.items() if m not in unknown}
        total = sum(known_w.values()) or 1.0
        scaled = {m: v / total for m, v in known_w.items()}
        figures = {m: float(gpu.figure(m)) for m in scaled}  # type: ignore[arg-type]
        score, points = score_figures(figures, best, scaled)
        out.append(
            GpuScore(
                gpu,
                score,
                points,
                partial(explainer.explain, gpu, unknown, points),
                tuple(m for m in unknown if w[m] > 0),
            )
        )
    order = {g.name: i for i, g in enumerate(catalog.gpus)}
    out.sort(key=lambda s: (-round(s.score, 9), order.get(s.gpu.name, 0)))
    return out


class _Explainer:
    """Writes a ranked GPU's reasons when they are first read; what every GPU's reasons share
    (the first priority's sorted figures, the RNN grades, the flagged figures) is worked out
    once per ranking, the grades and flags only when a reason first needs them."""

    def __init__(
        self,
        catalog: Catalog,
        profile: WorkloadProfile,
        w: dict[str, float],
        *,
        custom: bool,
        peers: Sequence[Gpu],
    ) -> None:
        self.catalog, self.profile, self.w = catalog, profile, w
        self.primary = max(w, key=lambda m: w[m])
        # Sorted once: a GPU's rank is found by bisection, not by a pass over every GPU (that
        # was quadratic: a third of an input change on a 50× catalog, bench/scaling.py).
        self.known_primary = sorted(f for g in peers if (f := g.figure(self.primary)) is not None)
        members = [key for key, _ in profile.shares] or [profile.key]
        self.which = (
            QT_TRANSLATE_NOOP("recommend", "first priority of the custom weights")
            if custom
            else QT_TRANSLATE_NOOP("recommend", "first {workload} priority").format(
                workload="+".join(key.upper() for key in members)
            )
        )
        self.graded = bool(RNN_FAMILY & set(members)) and not custom
        self._grades: dict[str, tuple[str, ...]] | None = None
        self._flagged: dict[tuple[str, str], Finding] | None = None

    def rank_of(self, value: Decimal | float) -> int:
        """1 + the number of peers with a larger first-priority figure."""
        ahead = bisect.bisect_right(self.known_primary, Decimal(str(value)))
        return 1 + len(self.known_primary) - ahead

    def shown(self, gpu: Gpu, metric: str) -> Text:
        """A figure in words: "bandwidth 870 GB/s", or "bandwidth unknown"."""
        value = gpu.figure(metric)
        if value is None:
            return QT_TRANSLATE_NOOP("recommend", "{metric} unknown").format(
                metric=metric_text(metric, lower=True)
            )
        return QT_TRANSLATE_NOOP("recommend", "{metric} {value}").format(
            metric=metric_text(metric, lower=True),
            value=f"{format_figure(value)} {METRIC_LABELS[metric][1]}".strip(),
        )

    def explain(self, gpu: Gpu, unknown: tuple[str, ...], points: dict[str, float]) -> list[Text]:
        """The reasons of ``gpu``, most important first."""
        w, primary = self.w, self.primary
        own = gpu.figure(primary)
        reasons: list[Text] = [
            QT_TRANSLATE_NOOP("recommend", "{metric} unknown ({which})").format(
                metric=metric_text(primary), which=self.which
            )
            if own is None
            else QT_TRANSLATE_NOOP(
                "recommend", "{metric} {value} {unit}: #{rank} of {total} ({which})"
            ).format(
                metric=metric_text(primary),
                value=format_figure(own),
                unit=METRIC_LABELS[primary][1],
                rank=self.rank_of(own),
                total=len(self.known_primary),
                which=self.which,
            )
        ]
        if short_of := memory_shortfall(gpu, self.profile, with_source=True):
            reasons.append(short_of)
        if self._flagged is None:
            self._flagged = flagged_figures(self.catalog)
        reasons.extend(_flagged_reasons(gpu, primary, points, self._flagged, self.rank_of))
        if self.graded:
            if self._grades is None:
                self._grades = rnn_grades(self.catalog)
            if grade := _grade_reason(gpu, self.catalog, self._grades):
                reasons.append(grade)
        secondary = [m for m in sorted(w, key=lambda m: -w[m]) if m != primary]
        if secondary:
            reasons.append(
                QT_TRANSLATE_NOOP("recommend", "Then {figures}").format(
                    figures=join_texts([self.shown(gpu, m) for m in secondary[:2]])
                )
            )
        if left_out := [m for m in unknown if w[m] > 0]:
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


def _flagged_reasons(
    gpu: Gpu,
    primary: str,
    points: dict[str, float],
    flagged: dict[tuple[str, str], Finding],
    rank_of: Callable[[Decimal | float], int],
) -> list[Text]:
    """Reasons for the figures of ``gpu`` that drive its rank (the first priority, and the
    metric contributing most) and that the catalog lint flags: the finding, and for the first
    priority the rank the expected figure would give."""
    driving = [primary]
    if points:
        top = max(points, key=lambda m: points[m])
        if top != primary:
            driving.append(top)
    out: list[Text] = []
    for metric in driving:
        finding = flagged.get((gpu.name, metric))
        if finding is None:
            continue
        text = QT_TRANSLATE_NOOP(
            "recommend",
            "Flagged figure: the catalog states {metric} {stated}, which the catalog lint "
            "questions ({why}; expected {expected})",
        ).format(
            metric=metric_text(metric),
            stated=finding.stated,
            why=finding.why_text,
            expected=finding.expected_text,
        )
        if metric == primary:
            try:
                rank = rank_of(float(finding.expected))
            except ValueError:
                rank = None
            if rank is not None:
                text = QT_TRANSLATE_NOOP(
                    "recommend", "{flagged}; at {expected} it would rank #{rank}"
                ).format(flagged=text, expected=finding.expected_text, rank=rank)
        out.append(text)
    return out


def _grade_reason(gpu: Gpu, catalog: Catalog, grades: dict[str, tuple[str, ...]]) -> Text | None:
    """The RNN grade of ``gpu`` by rule beside the seed's: "bandwidth 672 GB/s with 48 GB:
    best for RNN by rule (√(bandwidth × memory) = 180); the seed grades it best"."""
    measure = rnn_measure(gpu)
    if measure is None:
        return None
    rule = next((g for g, names in grades.items() if gpu.name in names), None)
    seed = next((g for g, names in catalog.rnn_grades.items() if gpu.name in names), None)
    facts = {
        "bandwidth": format_figure(gpu.memory_bandwidth_gbs),
        "memory": format_figure(gpu.memory_gb),
        "measure": f"{measure:.0f}",
    }
    if rule is None:
        said = QT_TRANSLATE_NOOP(
            "recommend",
            "Bandwidth {bandwidth} GB/s with {memory} GB (√(bandwidth × memory) = {measure}): "
            "not graded for RNN (the grades take actively cooled cards with {least} GB or more)",
        ).format(**facts, least=RNN_MIN_MEMORY_GB)
    else:
        said = QT_TRANSLATE_NOOP(
            "recommend",
            "Bandwidth {bandwidth} GB/s with {memory} GB: {grade} for RNN by rule "
            "(√(bandwidth × memory) = {measure})",
        ).format(**facts, grade=grade_text(rule))
    if not catalog.rnn_grades:
        return said
    if seed is None:
        return QT_TRANSLATE_NOOP("recommend", "{said}; the seed does not grade it").format(
            said=said
        )
    return QT_TRANSLATE_NOOP("recommend", "{said}; the seed grades it {grade}").format(
        said=said, grade=grade_text(seed)
    )
