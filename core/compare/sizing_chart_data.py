"""The figures behind the Charts tab's sizing pages: what each card of a candidate GPU holds,
term by term, against its usable memory ("Memory per card"), and how fast the job runs on the
fewest cards that hold it, with its physical bound ("Speed"). Pure (no Qt); the formulas are
those of :mod:`rigwright.core.sizing` (``docs/sizing.md``)."""

from __future__ import annotations

from dataclasses import dataclass

from rigwright.core.catalog.model import Catalog
from rigwright.core.recommend.gpu_ranking import rank_gpus
from rigwright.core.recommend.scores import Recommendation
from rigwright.core.sizing.fit import (
    Fit,
    checkpointing_tried,
    per_card_terms,
    splits_tried,
)
from rigwright.core.sizing.memory import GB, TERMS, TRAINING, MemoryBreakdown
from rigwright.core.sizing.speed import (
    DECODE_BANDWIDTH_UTILISATION,
    IMAGE_TRAINING_UTILISATION,
    TRAINING_MFU,
    Speed,
    decode_speed,
    training_speed,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

MOST_FITTING = 4
"""The most GPUs that hold the job the charts draw: the recommended ones first, then the next
of the sized ranking (a chart of one bar compares nothing). With :data:`MOST_NOT_FITTING`, six
rows: what the Charts tab's plot holds legibly at 1280×720 (a label line above each bar)."""

MOST_NOT_FITTING = 2
"""The most GPUs that cannot hold the job the memory chart draws (the best-ranked of them for
the workload), to show by how much they miss."""

TERM_NAMES: dict[str, Text] = {
    "weights": QT_TRANSLATE_NOOP("sizing_chart", "weights"),
    "gradients": QT_TRANSLATE_NOOP("sizing_chart", "gradients"),
    "optimizer": QT_TRANSLATE_NOOP("sizing_chart", "optimizer states"),
    "activations": QT_TRANSLATE_NOOP("sizing_chart", "activations"),
    "kv_cache": QT_TRANSLATE_NOOP("sizing_chart", "KV cache"),
    "overhead": QT_TRANSLATE_NOOP("sizing_chart", "overhead"),
}
"""Each term of :data:`rigwright.core.sizing.memory.TERMS` as the legend names it."""

SPLIT_NAMES: dict[str, Text] = {
    "single": QT_TRANSLATE_NOOP("sizing_chart", "one card"),
    "data_parallel": QT_TRANSLATE_NOOP("sizing_chart", "data parallel"),
    "fsdp": QT_TRANSLATE_NOOP("sizing_chart", "FSDP sharding"),
    "tensor_parallel": QT_TRANSLATE_NOOP("sizing_chart", "tensor parallel"),
    "pipeline_parallel": QT_TRANSLATE_NOOP("sizing_chart", "pipeline parallel"),
}
"""Each split of :data:`rigwright.core.sizing.fit.STRATEGIES` in the trade's words."""


def cards_text(gpu: str, count: int, strategy: str, checkpointing: bool = False) -> Text:
    """The cards and their split, e.g. "2 × RTX PRO 6000, tensor parallel" (with "and
    activation checkpointing" when the fit needs it)."""
    if checkpointing:
        return QT_TRANSLATE_NOOP(
            "sizing_chart", "{count} × {gpu}, {how} and activation checkpointing"
        ).format(count=count, gpu=gpu, how=SPLIT_NAMES[strategy])
    return QT_TRANSLATE_NOOP("sizing_chart", "{count} × {gpu}, {how}").format(
        count=count, gpu=gpu, how=SPLIT_NAMES[strategy]
    )


@dataclass(frozen=True, slots=True)
class MemoryBar:
    """One candidate of the memory chart: a card's share of the job under a split.

    Attributes:
        gpu: the GPU's catalog name.
        count: the cards of the split drawn: the fewest that hold the job, or for a GPU that
            cannot hold it the count of its best split (at most the largest box).
        strategy: the split (:data:`rigwright.core.sizing.fit.STRATEGIES`).
        checkpointing: the split needs activation checkpointing the request did not ask for.
        fits: the job fits (``sum(terms_gb) <= usable_gb``).
        recommended: one of the recommendation's GPUs.
        terms_gb: GB (10⁹ B) one card holds per term of :data:`TERMS`, overhead included.
        usable_gb: one card's memory for the job: printed GiB less the reserve, GB.
        memory_gb: the card's printed memory (GB, read as GiB), or None when unknown.
        label_text: e.g. "2 × H200 NVL 141GB, tensor parallel".
    """

    gpu: str
    count: int
    strategy: str
    checkpointing: bool
    fits: bool
    recommended: bool
    terms_gb: dict[str, float]
    usable_gb: float
    memory_gb: float | None
    label_text: Text

    @property
    def total_gb(self) -> float:
        """What one card holds in all, GB."""
        return sum(self.terms_gb.values())


@dataclass(frozen=True, slots=True)
class MemoryChart:
    """The memory chart's figures: one :class:`MemoryBar` per candidate, the fitting ones
    first (best first), then those that cannot hold the job; ``need_gb`` is the whole job on
    one card (the breakdown's total), ``max_cards`` the catalog's largest box, ``model`` the
    model's name and ``precision`` its weights' precision ("BF16")."""

    bars: tuple[MemoryBar, ...]
    need_gb: float
    max_cards: int
    model: str
    precision: str


def _best_split(breakdown: MemoryBreakdown, max_cards: int) -> tuple[int, str, bool]:
    """The count, split and checkpointing whose share a card is smallest, trying the counts,
    splits and checkpointing :func:`rigwright.core.sizing.fit.fit_on` tries, fewest cards
    first on a tie: the split a GPU that cannot hold the job comes closest with (its
    :attr:`Fit.per_gpu_bytes`)."""
    best = (1, "single", False)
    held = breakdown.total_bytes
    for n in range(1, max_cards + 1):
        for checkpointing in checkpointing_tried(breakdown):
            for strategy in ("single",) if n == 1 else splits_tried(breakdown, n):
                total = sum(
                    per_card_terms(breakdown, strategy, n, checkpointing=checkpointing).values()
                )
                if total < held:
                    best, held = (n, strategy, checkpointing), total
    return best


def candidate_fits(rec: Recommendation, catalog: Catalog) -> list[tuple[Fit, bool]]:
    """The GPUs the sizing charts draw, as (fit, recommended): the recommended GPUs of the
    sized ranking, best first, then its next GPUs up to :data:`MOST_FITTING`; then up to
    :data:`MOST_NOT_FITTING` of those that cannot hold the job, the best-ranked for the
    workload first (the ranking before sizing left them out). Empty without a sized model."""
    sized = rec.sized
    if sized is None:
        return []
    recommended = rec.recommended_gpu_names
    ranked = [s.gpu.name for s in rec.gpus if s.gpu.name in sized.gpu_fits]
    order = [n for n in ranked if n in recommended] + [n for n in ranked if n not in recommended]
    out = [(sized.gpu_fits[n], n in recommended) for n in order[:MOST_FITTING]]
    unsized = [s.gpu.name for s in rank_gpus(catalog, rec.profile, rec.weights)]
    missing = [g.name for g in catalog.gpus if g.name not in unsized]  # unscored: last
    misses = [
        sized.gpu_fits[n]
        for n in unsized + missing
        if n in sized.gpu_fits and not sized.gpu_fits[n].fits and sized.gpu_fits[n].usable_bytes
    ]
    out += [(fit, False) for fit in misses[:MOST_NOT_FITTING]]
    return out


def memory_chart(rec: Recommendation, catalog: Catalog) -> MemoryChart | None:
    """The memory chart of ``rec``'s sized job on ``catalog`` (its :func:`candidate_fits`);
    None without a sized model. A bar that fits is its fit's split on its fewest cards; one
    that does not is the split that comes closest (:func:`_best_split`)."""
    sized = rec.sized
    if sized is None:
        return None
    breakdown = sized.breakdown
    bars = []
    for fit, recommended in candidate_fits(rec, catalog):
        if fit.count is not None and fit.strategy is not None:
            count, strategy, checkpointing = fit.count, fit.strategy, fit.checkpointing
        else:
            count, strategy, checkpointing = _best_split(breakdown, sized.max_cards)
        terms = per_card_terms(breakdown, strategy, count, checkpointing=checkpointing)
        memory = catalog.gpu(fit.gpu).memory_gb
        bars.append(
            MemoryBar(
                gpu=fit.gpu,
                count=count,
                strategy=strategy,
                checkpointing=checkpointing,
                fits=fit.fits,
                recommended=recommended,
                terms_gb={key: terms[key] / GB for key in TERMS},
                usable_gb=fit.usable_gb,
                memory_gb=float(memory) if memory is not None else None,
                label_text=cards_text(fit.gpu, count, strategy, checkpointing),
            )
        )
    return MemoryChart(
        tuple(bars),
        breakdown.total_gb,
        sized.max_cards,
        breakdown.request.model.name,
        breakdown.request.weight_precision.value.upper(),
    )


TOKENS_PER_S, HOURS = "tokens_per_s", "hours"
"""What a speed chart measures."""


@dataclass(frozen=True, slots=True)
class SpeedBar:
    """One candidate of the speed chart.

    Attributes:
        gpu: the GPU's catalog name.
        count, strategy, checkpointing: the fewest cards that hold the job and their split.
        recommended: one of the recommendation's GPUs.
        value: decode tokens/s of the whole batch, or hours to train; None when it cannot be
            estimated (``missing`` says why).
        bound: the physical limit ``value`` is held under: the most tokens/s at full memory
            bandwidth, or the fewest hours at full peak FLOPS.
        formula: the estimate's inputs (:attr:`rigwright.core.sizing.speed.Speed.formula`).
        missing: why there is no estimate ("memory bandwidth unknown"), else None.
        label_text: e.g. "2 × H200 NVL 141GB, tensor parallel".
    """

    gpu: str
    count: int
    strategy: str
    checkpointing: bool
    recommended: bool
    value: float | None
    bound: float | None
    formula: str
    missing: Text | None
    label_text: Text


@dataclass(frozen=True, slots=True)
class SpeedChart:
    """The speed chart's figures.

    Attributes:
        unit: :data:`TOKENS_PER_S` or :data:`HOURS`.
        bars: one :class:`SpeedBar` per candidate that holds the job, best first.
        missing_text: why the job has no speed at all (no training data given, a model that
            does not decode), else None: then the chart says it instead of drawing bars.
        assumption_text: the estimate's formula and assumed constants, stated on the chart.
        model: the model's name.
        batch: the sequences (or images) processed at once.
    """

    unit: str
    bars: tuple[SpeedBar, ...]
    missing_text: Text | None
    assumption_text: Text
    model: str
    batch: int


_DECODE_ASSUMPTION = QT_TRANSLATE_NOOP(
    "sizing_chart",
    "Decode: batch × bandwidth × cards × {util:g} ÷ bytes a step (active weights + KV cache); "
    "outline: the bound at full bandwidth",
)
_TRAINING_ASSUMPTION = QT_TRANSLATE_NOOP(
    "sizing_chart",
    "Training: FLOPs ÷ (peak × {mfu:g} utilisation × effective cards); "
    "outline: the bound at full peak on every card",
)


def speed_chart(rec: Recommendation, catalog: Catalog) -> SpeedChart | None:
    """The speed chart of ``rec``'s sized job on ``catalog``: for each GPU of
    :func:`candidate_fits` that holds the job, its speed on its fewest cards
    (:func:`rigwright.core.sizing.speed.decode_speed` for inference,
    :func:`~rigwright.core.sizing.speed.training_speed` with the request's training tokens or
    images); None without a sized model. Training without an amount of data, and a model that
    does not decode, say so in :attr:`SpeedChart.missing_text` and draw no bars."""
    sized = rec.sized
    if sized is None:
        return None
    breakdown = sized.breakdown
    req = breakdown.request
    request = rec.request
    training = req.task in TRAINING
    if training:
        mfu = TRAINING_MFU if req.model.kind == "transformer" else IMAGE_TRAINING_UTILISATION
        unit, assumption = HOURS, _TRAINING_ASSUMPTION.format(mfu=mfu)
        transformer = req.model.kind == "transformer"
        data = request.training_tokens if transformer else request.training_images
        missing = (
            None
            if data is not None
            else QT_TRANSLATE_NOOP(
                "sizing_chart",
                "No training time: the amount of training data (tokens or images) is not given",
            )
        )
    else:
        unit = TOKENS_PER_S
        assumption = _DECODE_ASSUMPTION.format(util=DECODE_BANDWIDTH_UTILISATION)
        decodes = req.model.kind == "transformer" and bool(
            req.model.cached_layers or req.model.attention == "mla"
        )
        missing = (
            None
            if decodes
            else QT_TRANSLATE_NOOP(
                "sizing_chart", "No decode speed: {model} does not generate tokens"
            ).format(model=req.model.name)
        )
    bars: list[SpeedBar] = []
    for fit, recommended in candidate_fits(rec, catalog):
        if missing is not None or fit.count is None or fit.strategy is None:
            continue
        gpu = catalog.gpu(fit.gpu)
        speed: Speed
        if training:
            speed = training_speed(
                breakdown,
                gpu,
                fit.count,
                request.training_tokens,
                request.training_images,
                checkpointing=fit.checkpointing,
            )
        else:
            speed = decode_speed(breakdown, gpu, fit.count, fit.strategy)
        bars.append(
            SpeedBar(
                gpu=fit.gpu,
                count=fit.count,
                strategy=fit.strategy,
                checkpointing=fit.checkpointing,
                recommended=recommended,
                value=speed.hours if training else speed.tokens_per_s,
                bound=speed.bound,
                formula=speed.formula,
                missing=speed.missing,
                label_text=cards_text(fit.gpu, fit.count, fit.strategy, fit.checkpointing),
            )
        )
    return SpeedChart(unit, tuple(bars), missing, assumption, req.model.name, req.batch)
