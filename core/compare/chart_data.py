"""The figures behind the charts and the compare view: which builds are on show (each a
:class:`Candidate`), their throughput for the workload, price, cost efficiency and power,
and the seed's GPU tiers. Pure (no Qt); ``docs/build-charts.md`` says where each comes from.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from rigwright.core.build.model import Build
from rigwright.core.build.rules import PSU_SUSTAINED_SHARE, Site, build_facts, circuit_load
from rigwright.core.catalog.model import Catalog, Sku, join_texts
from rigwright.core.pricing.prices import PRICE_TO_BE_SET_TEXT, Price
from rigwright.core.recommend.ranking import effective_gpus
from rigwright.core.recommend.tiers import SeedTiers
from rigwright.core.recommend.workloads import WorkloadProfile
from rigwright.core.search.pareto import CustomBuild
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text, as_text
from rigwright.core.text.words import to_simplified

SKU, CUSTOM, CHANGED = "sku", "custom", "changed"
"""The kinds of :class:`Candidate`."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """A workstation on show in the lists, the charts and the compare view.

    Attributes:
        key: stable identity: ``"sku:1.7"``, ``"custom:<build label>"``, or ``"changed:"``
            followed by its base's key and ``#`` and a digest of its build (two different
            changes of one SKU are two builds).
        kind: :data:`SKU`, :data:`CUSTOM` or :data:`CHANGED`.
        label: a short name for legends and column heads ("SKU 1.7 GT410i 14596-SB4X").
        build: the configuration.
        price_cny: its price, CNY, exact; None when it is to be set (never 0).
        illustrative: True when the price only illustrates (every view marks it).
        sku: the printed SKU it is or starts from, else None.
        custom: the custom build it is or starts from, else None.
    """

    key: str
    kind: str
    label: str
    build: Build
    price_cny: Decimal | None
    illustrative: bool = False
    sku: Sku | None = None
    custom: CustomBuild | None = None
    base_label: str = ""

    @property
    def label_text(self) -> Text:
        """:attr:`label` in the window's words: a changed build's "(changed)" translates;
        the names are the same in every language."""
        if self.kind == CHANGED and self.base_label:
            return QT_TRANSLATE_NOOP("chart_data", "✎ {label} (changed)").format(
                label=self.base_label
            )
        return as_text(self.label)


def sku_key(sku: Sku) -> str:
    """The :attr:`Candidate.key` of a printed SKU ("sku:1.7"): what a selection is keyed by,
    whichever its kind (see :func:`custom_key`)."""
    return f"{SKU}:{sku.number}"


def custom_key(custom: CustomBuild) -> str:
    """The :attr:`Candidate.key` of a custom build ("custom:<build label>"): a hashable
    identity (a :class:`CustomBuild` holds the rules' figure dicts and cannot be hashed)."""
    return f"{CUSTOM}:{custom.build.label}"


def sku_candidate(sku: Sku, build: Build) -> Candidate:
    """A printed SKU (its build from :func:`rigwright.core.build.model.build_from_sku`) at its own
    price."""
    return Candidate(
        sku_key(sku),
        SKU,
        f"SKU {sku.number} {sku.code}",
        build,
        Decimal(sku.price_cny),
        sku.price_illustrative,
        sku=sku,
    )


def custom_candidate(custom: CustomBuild) -> Candidate:
    """A build of the configuration search's front at its derived price."""
    label = custom.build.label.removeprefix("custom: ")
    return Candidate(
        custom_key(custom),
        CUSTOM,
        f"✚ {label}",
        custom.build,
        custom.price_cny,
        custom.illustrative,
        custom=custom,
    )


def build_digest(build: Build) -> str:
    """Eight hex digits naming ``build``'s configuration (its label aside): equal builds give
    equal digests, in every run (SHA-1 of the build's fields as text)."""
    fields = dataclasses.replace(build, label="")
    return hashlib.sha1(repr(fields).encode()).hexdigest()[:8]


def changed_candidate(base: Candidate, build: Build, price: Price | None) -> Candidate:
    """``base`` with changes made to it (the selection's working build) at ``price``
    (:attr:`rigwright.gui.state.AppState.working_price`; None or unset: to be set)."""
    amount = price.amount_cny if price is not None else None
    return Candidate(
        f"{CHANGED}:{base.key}#{build_digest(build)}",
        CHANGED,
        f"✎ {base.label} (changed)",
        build,
        amount,
        bool(price is not None and price.illustrative),
        sku=base.sku,
        custom=base.custom,
        base_label=base.label,
    )


# ----------------------------------------------------------------------------- throughput


def throughput(build: Build, gpu_scores: Mapping[str, float], per_doubling: float) -> float | None:
    """Relative throughput of ``build`` for a workload, on the SKU ranking's scale.

    ``effective_gpus(n, per_doubling) / n × Σ count × score`` over the GPU lines (for one GPU
    model: score × effective GPUs, as :func:`rigwright.core.recommend.ranking.rank_skus`); 0 for no
    GPUs.

    Args:
        build: the workstation.
        gpu_scores: GPU name -> its score for the workload (``GpuScore.score``, 0-100).
        per_doubling: the workload's ``scaling_per_doubling``.

    Returns:
        The throughput, or None when a GPU of the build has no score (unknown figures).
    """
    n = build.gpu_count
    if n == 0:
        return 0.0
    total = 0.0
    for line in build.gpus:
        score = gpu_scores.get(line.model)
        if score is None:
            return None
        total += line.count * score
    return effective_gpus(n, per_doubling) / n * total


# ----------------------------------------------------------------------------- seed tiers


@dataclass(frozen=True, slots=True)
class GpuBar:
    """One GPU's bar of a metric chart.

    Attributes:
        name: the GPU (canonical name).
        value: its figure for the metric (catalog, seed guide GPU table).
        tier: its seed tier for the workload (1 = best), None when not tiered.
        recommended: True for the recommendation's recommended GPUs.
        in_build: True when the selected build has this GPU.
    """

    name: str
    value: Decimal
    tier: int | None = None
    recommended: bool = False
    in_build: bool = False


def gpu_bars(
    catalog: Catalog,
    metric: str,
    recommended: Iterable[str] = (),
    tiers: SeedTiers | None = None,
    in_build: Iterable[str] = (),
) -> list[GpuBar]:
    """Every GPU's ``metric`` figure, largest first (ties keep the catalog order); GPUs whose
    figure is unknown get no bar (:func:`unknown_gpus` names them).

    Raises:
        KeyError: ``metric`` is not one of ``rigwright.core.catalog.model.METRICS``.
    """
    recommended, in_build = set(recommended), set(in_build)
    bars = [
        GpuBar(
            g.name,
            value,
            tiers.tier_of(g.name) if tiers else None,
            g.name in recommended,
            g.name in in_build,
        )
        for g in catalog.gpus
        if (value := g.figure(metric)) is not None
    ]
    bars.sort(key=lambda b: b.value, reverse=True)
    return bars


def unknown_gpus(catalog: Catalog, metric: str) -> list[str]:
    """The GPUs whose ``metric`` figure is unknown (not drawn; named beside the chart)."""
    return [g.name for g in catalog.gpus if g.figure(metric) is None]


# ----------------------------------------------------------------------------- price / performance


@dataclass(frozen=True, slots=True)
class PricePoint:
    """A build placed by price (x, CNY) and throughput (y, SKU ranking scale)."""

    candidate: Candidate
    price_cny: Decimal
    throughput: float


def price_points(
    candidates: Iterable[Candidate], gpu_scores: Mapping[str, float], per_doubling: float
) -> tuple[list[PricePoint], list[tuple[Candidate, str]]]:
    """The builds that can be placed, and the ones left out with the reason ("price to be
    set", "no score: unknown figures of <GPU>"), in English (:func:`price_points_text` gives
    the reasons translatable).

    Returns:
        (points in the order given, [(candidate, reason), ...]).
    """
    points, left = price_points_text(candidates, gpu_scores, per_doubling)
    return points, [(c, str(reason)) for c, reason in left]


def price_points_text(
    candidates: Iterable[Candidate], gpu_scores: Mapping[str, float], per_doubling: float
) -> tuple[list[PricePoint], list[tuple[Candidate, Text]]]:
    """:func:`price_points` with each reason a :class:`rigwright.core.text.i18n.Text` the window
    shows in its language (``str()`` is the English)."""
    points: list[PricePoint] = []
    left: list[tuple[Candidate, Text]] = []
    for c in candidates:
        value = throughput(c.build, gpu_scores, per_doubling)
        if c.price_cny is None:
            left.append((c, PRICE_TO_BE_SET_TEXT))
        elif value is None:
            missing = [g.model for g in c.build.gpus if g.model not in gpu_scores]
            left.append(
                (
                    c,
                    QT_TRANSLATE_NOOP("chart_data", "no score: unknown figures of {gpus}").format(
                        gpus=join_texts(missing)
                    ),
                )
            )
        else:
            points.append(PricePoint(c, c.price_cny, value))
    return points, left


def pareto_front(points: Sequence[PricePoint]) -> list[PricePoint]:
    """The points no other point beats: none is at most as dear with at least the throughput
    and better in one of the two. Cheapest first (throughput rises along the front); equal
    points are all kept."""
    front = []
    for p in points:
        beaten = any(
            q.price_cny <= p.price_cny
            and q.throughput >= p.throughput
            and (q.price_cny < p.price_cny or q.throughput > p.throughput)
            for q in points
        )
        if not beaten:
            front.append(p)
    front.sort(key=lambda p: (p.price_cny, p.throughput))
    return front


# ----------------------------------------------------------------------------- scaling

MAX_SCALING_GPUS = 8
"""The largest GPU count the scaling chart draws (the seed's largest SKUs carry 8~9)."""


def scaling_curve(
    per_doubling: float, max_gpus: int = MAX_SCALING_GPUS, gpu_score: float = 100.0
) -> list[tuple[int, float]]:
    """[(GPU count, expected throughput), ...] for 1..``max_gpus`` GPUs of a GPU scoring
    ``gpu_score``: ``gpu_score × effective_gpus(n, per_doubling)``; with ``per_doubling``
    1.0 it is the linear ideal."""
    return [(n, gpu_score * effective_gpus(n, per_doubling)) for n in range(1, max_gpus + 1)]


_SCALING_ASSUMPTION = QT_TRANSLATE_NOOP(
    "chart_data",
    "Assumes {pct} % of the throughput kept per doubling of the GPU count "
    "({workload}); dashed: linear.",
).worded(
    zh_CN="假设 GPU 数量每翻一倍保留 {pct}% 的吞吐（{workload}）；虚线为线性。",
    zh_TW="假設 GPU 數量每翻一倍保留 {pct}% 的吞吐（{workload}）；虛線為線性。",
)


def scaling_assumption_text(profile: WorkloadProfile) -> Text:
    """:func:`scaling_assumption` in the window's language: translatable, the workload named
    by its translatable label."""
    return _SCALING_ASSUMPTION.format(
        pct=f"{profile.scaling_per_doubling * 100:g}", workload=profile.label_text
    )


def scaling_assumption(profile: WorkloadProfile, lang: str = "en") -> str:
    """The assumption the scaling chart states on its face, in ``lang``: the share of
    throughput kept per doubling (``profile.scaling_per_doubling``, from the seed's words on
    the workload's multi-GPU scaling; see ``profile.derivation``)."""
    pct = f"{profile.scaling_per_doubling * 100:g}"
    name = (
        profile.label_en
        if lang == "en" or not profile.label_zh
        else (to_simplified(profile.label_zh) if lang == "zh_CN" else profile.label_zh)
    )
    return _SCALING_ASSUMPTION.format(pct=pct, workload=name).in_language(lang)


# ----------------------------------------------------------------------------- cost efficiency


@dataclass(frozen=True, slots=True)
class CostEfficiency:
    """What a build's money buys.

    Attributes:
        candidate: the build.
        tensor_tflops: Σ cards × tensor TFLOPS (seed guide GPU table); None when unknown.
        memory_gb: Σ cards × GPU memory, GB; None when unknown.
        cny_per_tensor_tflops: price / tensor_tflops, CNY; None when either is unknown or 0.
        cny_per_memory_gb: price / memory_gb, CNY; None when either is unknown or 0.
    """

    candidate: Candidate
    tensor_tflops: Decimal | None
    memory_gb: Decimal | None
    cny_per_tensor_tflops: Decimal | None
    cny_per_memory_gb: Decimal | None


def _total(build: Build, catalog: Catalog, metric: str) -> Decimal | None:
    total = Decimal(0)
    for line in build.gpus:
        value = catalog.gpu(line.model).figure(metric)
        if value is None:
            return None
        total += line.count * value
    return total


def _per(price: Decimal | None, amount: Decimal | None) -> Decimal | None:
    if price is None or not amount:
        return None
    return (price / amount).quantize(Decimal("0.01"))


def cost_efficiency(candidates: Iterable[Candidate], catalog: Catalog) -> list[CostEfficiency]:
    """¥ per tensor TFLOPS and ¥ per GB of GPU memory of each build, to the fen.

    Raises:
        KeyError: a GPU of a build is not in ``catalog``.
    """
    out = []
    for c in candidates:
        tflops = _total(c.build, catalog, "tensor_tflops")
        memory = _total(c.build, catalog, "memory_gb")
        out.append(
            CostEfficiency(c, tflops, memory, _per(c.price_cny, tflops), _per(c.price_cny, memory))
        )
    return out


# ----------------------------------------------------------------------------- power


@dataclass(frozen=True, slots=True)
class PowerChart:
    """A build's power draw against its PSUs and the site's wall circuit, W.

    Attributes:
        sustained_w: GPU board power + CPU power + platform allowance (``power.sustained``);
            None when unknown.
        peak_w: the transient peak ``power.transient`` checks; None when unknown.
        psu_rating_w: Σ PSU ratings; None when the build states no PSU.
        sustained_limit_w: the share of the rating a sustained load may use (80 %).
        peak_limit_w: what the PSUs carry for 100 µs (2× for ATX 3.x, 1× for 2.x); None when
            the ATX version is unknown.
        wall_w: the draw at the wall on the busiest circuit (``power.circuit``); None when
            unknown or the site's circuit is not set.
        circuit_usable_w: the usable continuous power of one circuit (80 % of V × A); None
            when the site's circuit is not set.
        circuit_label: "220 V / 10 A", or "" when not set.
    """

    sustained_w: int | None
    peak_w: int | None
    psu_rating_w: int | None
    sustained_limit_w: int | None
    peak_limit_w: int | None
    wall_w: int | None
    circuit_usable_w: int | None
    circuit_label: str


def power_chart(build: Build, catalog: Catalog, site: Site | None) -> PowerChart:
    """The figures the rules compute for ``build`` (:func:`rigwright.core.build.rules.build_facts`,
    :func:`rigwright.core.build.rules.circuit_load`), one source for the rules, the diagram and the
    chart.

    Raises:
        KeyError: a GPU of the build is not in ``catalog``.
    """
    power = build_facts(build, catalog).power
    rating = sum(power.psus_w) or None
    load = circuit_load(build, catalog, site)
    return PowerChart(
        power.sustained_w,
        power.peak_w,
        rating,
        round(rating * PSU_SUSTAINED_SHARE) if rating else None,
        round(rating * power.peak_share) if rating and power.peak_share else None,
        load.worst_circuit_w if load else None,
        site.circuit.usable_w if site is not None and site.circuit is not None else None,
        site.label if site is not None and site.circuit is not None else "",
    )


__all__ = [
    "CHANGED",
    "CUSTOM",
    "MAX_SCALING_GPUS",
    "SKU",
    "Candidate",
    "CostEfficiency",
    "GpuBar",
    "PowerChart",
    "PricePoint",
    "changed_candidate",
    "cost_efficiency",
    "custom_candidate",
    "gpu_bars",
    "pareto_front",
    "power_chart",
    "price_points",
    "price_points_text",
    "scaling_assumption",
    "scaling_assumption_text",
    "scaling_curve",
    "sku_candidate",
    "throughput",
    "unknown_gpus",
]
