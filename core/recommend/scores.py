"""What a ranking gives: GPU and SKU scores with reasons written when first read, a model
scale's fit, and the :class:`Recommendation` answering a request."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rigwright.core.catalog.model import Gpu, Sku
from rigwright.core.recommend.inputs import Request
from rigwright.core.recommend.workloads import WorkloadProfile
from rigwright.core.text.i18n import Text

if TYPE_CHECKING:
    from rigwright.core.recommend.sized import SizedRanking


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
        """One-line reasons, most important first, each a
        :class:`rigwright.core.text.i18n.Text` the window shows in its language (English in
        :attr:`reasons`)."""
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
        sized: with a sized model, how each GPU and SKU holds it and what was left out.
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
    sized: SizedRanking | None = None

    @property
    def notes(self) -> list[str]:
        """The notes in English (the command line's and the JSON's)."""
        return [str(n) for n in self.notes_text]

    @property
    def unscored(self) -> dict[str, str]:
        """GPU name -> why it has no score, in English."""
        return {name: str(why) for name, why in self.unscored_text.items()}
