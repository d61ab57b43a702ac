"""Ranking with a sized model: GPUs and SKUs that cannot hold the job are left out (and said
so), the rest ordered by the customer's goal: time to train or tokens per second, per ¥."""

from __future__ import annotations

from dataclasses import dataclass, replace

from rigwright.core.catalog.labels import join_texts
from rigwright.core.catalog.model import Catalog
from rigwright.core.recommend.inputs import Goal
from rigwright.core.recommend.scores import GpuScore, SkuScore
from rigwright.core.sizing.fit import Fit, fit_on, largest_box, usable_bytes
from rigwright.core.sizing.memory import TRAINING, MemoryBreakdown, SizingRequest, memory_breakdown
from rigwright.core.sizing.precision import Precision
from rigwright.core.sizing.speed import Speed, decode_speed, training_speed
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

NOMINAL_TRAINING_TOKENS = 1e9
"""Tokens a training job is timed on when the engineer gives no amount of data: the order of
builds by time does not depend on it (time is proportional to the data)."""

NOMINAL_TRAINING_IMAGES = 1.28e6
"""Images an image-model training job is timed on when none is given: one ImageNet-1k epoch
(1,281,167 training images), for the order of builds only."""


_STRATEGY_WORDS = {
    "single": QT_TRANSLATE_NOOP("sizing", "on one card"),
    "data_parallel": QT_TRANSLATE_NOOP("sizing", "with data parallel"),
    "fsdp": QT_TRANSLATE_NOOP("sizing", "with FSDP sharding"),
    "tensor_parallel": QT_TRANSLATE_NOOP("sizing", "with tensor parallel"),
    "pipeline_parallel": QT_TRANSLATE_NOOP("sizing", "with pipeline parallel"),
}


@dataclass(frozen=True, slots=True)
class SkuSizing:
    """How a SKU holds the sized job: the GPU's :class:`Fit`, the speed on all its cards
    (replicas of the fewest cards for inference), and that speed per yuan."""

    number: str
    fit: Fit
    speed: Speed
    throughput: float
    per_cny: float


@dataclass(frozen=True, slots=True)
class SizedRanking:
    """The sized side of a recommendation.

    Attributes:
        breakdown: the job's memory need.
        max_cards: the largest box of the catalog.
        gpu_fits: GPU name -> its fit, for every GPU of the catalog.
        skus: SKU number -> its sizing, for the SKUs that hold the job.
        left_out_text: why each GPU and SKU that cannot hold the job was left out, translatable.
        notes_text: the sizing's headline (what the job needs and the cards that hold it).
    """

    breakdown: MemoryBreakdown
    max_cards: int
    gpu_fits: dict[str, Fit]
    skus: dict[str, SkuSizing]
    left_out_text: dict[str, Text]
    notes_text: tuple[Text, ...]

    @property
    def left_out(self) -> dict[str, str]:
        """:attr:`left_out_text` in English."""
        return {k: str(v) for k, v in self.left_out_text.items()}


def _fit_text(fit: Fit, memory_gb: str) -> Text:
    """The cards that hold a job, e.g. "2 × RTX PRO 6000 (2 × 96 GB) with tensor parallel"."""
    if fit.checkpointing:
        return QT_TRANSLATE_NOOP(
            "sizing", "{count} × {gpu} ({count} × {memory} GB) {how} and activation checkpointing"
        ).format(
            count=fit.count,
            gpu=fit.gpu,
            memory=memory_gb,
            how=_STRATEGY_WORDS[fit.strategy or "single"],
        )
    return QT_TRANSLATE_NOOP("sizing", "{count} × {gpu} ({count} × {memory} GB) {how}").format(
        count=fit.count,
        gpu=fit.gpu,
        memory=memory_gb,
        how=_STRATEGY_WORDS[fit.strategy or "single"],
    )


def _does_not_fit_text(fit: Fit) -> Text:
    """Why a GPU cannot hold the job: its per-card need on the largest box against its room."""
    if not fit.usable_bytes:
        return QT_TRANSLATE_NOOP("sizing", "does not fit: its memory is unknown")
    return QT_TRANSLATE_NOOP(
        "sizing", "does not fit: needs {need:,.0f} GB a card on {cards}, has {has:,.0f}"
    ).format(need=fit.per_gpu_gb, cards=fit.max_cards, has=fit.usable_gb)


def _speed(
    breakdown: MemoryBreakdown,
    catalog: Catalog,
    gpu_name: str,
    fit: Fit,
    cards: int,
    tokens: float | None,
    images: float | None,
) -> tuple[Speed, float]:
    """The speed on ``cards`` cards and the throughput it ranks by (higher is better)."""
    gpu = catalog.gpu(gpu_name)
    req = breakdown.request
    if req.task in TRAINING:
        amount_tokens = tokens if tokens is not None else NOMINAL_TRAINING_TOKENS
        amount_images = images if images is not None else NOMINAL_TRAINING_IMAGES
        speed = training_speed(
            breakdown, gpu, cards, amount_tokens, amount_images, checkpointing=fit.checkpointing
        )
        return speed, (1 / speed.hours if speed.hours else 0.0)
    if req.model.kind != "transformer" or not (
        req.model.cached_layers or req.model.attention == "mla"
    ):
        return Speed(missing=QT_TRANSLATE_NOOP("sizing", "no decode for this model")), float(
            cards // max(fit.count or 1, 1)
        )
    per = fit.count or 1
    speed = decode_speed(breakdown, gpu, per, fit.strategy or "single")
    replicas = cards // per
    return speed, (speed.tokens_per_s or 0.0) * replicas


def size_ranking(
    catalog: Catalog,
    sizing: SizingRequest,
    gpus: list[GpuScore],
    skus: list[SkuScore],
    goal: Goal,
    *,
    tokens: float | None = None,
    images: float | None = None,
) -> tuple[list[GpuScore], list[SkuScore], SizedRanking]:
    """``gpus`` and ``skus`` (a ranking's, best first) without those that cannot hold
    ``sizing``'s job, the SKUs ordered by ``goal`` (ties: the ranking's order), and the sized
    facts. A SKU holds the job when its GPU's fewest cards are no more than its GPU count."""
    breakdown = memory_breakdown(sizing)
    cards = largest_box(catalog)
    fits = {g.name: fit_on(breakdown, g, cards) for g in catalog.gpus}
    left: dict[str, Text] = {}
    kept_gpus: list[GpuScore] = []
    for score in gpus:
        fit = fits[score.gpu.name]
        if fit.count is None:
            left[score.gpu.name] = _does_not_fit_text(fit)
        else:
            kept_gpus.append(score)
    sized: dict[str, SkuSizing] = {}
    kept_skus: list[SkuScore] = []
    for sku_score in skus:
        sku = sku_score.sku
        fit = fits[sku.gpu]
        if fit.count is None:
            left[sku.number] = _does_not_fit_text(fit)
            continue
        if fit.count > sku.gpu_count:
            left[sku.number] = QT_TRANSLATE_NOOP(
                "sizing", "does not fit: needs {need} × {gpu}, has {has}"
            ).format(need=fit.count, gpu=sku.gpu, has=sku.gpu_count)
            continue
        speed, throughput = _speed(breakdown, catalog, sku.gpu, fit, sku.gpu_count, tokens, images)
        sized[sku.number] = SkuSizing(
            sku.number, fit, speed, throughput, throughput / sku.price_cny if sku.price_cny else 0.0
        )
        kept_skus.append(sku_score)
    order = {s.sku.number: i for i, s in enumerate(kept_skus)}
    if goal is Goal.TIME:
        kept_skus.sort(key=lambda s: (-sized[s.sku.number].throughput, order[s.sku.number]))
    else:
        kept_skus.sort(key=lambda s: (-sized[s.sku.number].per_cny, order[s.sku.number]))
    notes = _headline(catalog, breakdown, fits)
    return kept_gpus, kept_skus, SizedRanking(breakdown, cards, fits, sized, left, notes)


def _headline(
    catalog: Catalog, breakdown: MemoryBreakdown, fits: dict[str, Fit]
) -> tuple[Text, ...]:
    """What the job needs and what holds it, e.g. "needs about 164 GB in BF16: 2 × RTX PRO
    6000 … with tensor parallel; one H200 NVL (141 GB) is not enough; in FP8 one card holds it"."""
    req = breakdown.request
    lines: list[Text] = []
    holding = [f for f in fits.values() if f.count is not None]
    best = min(holding, key=lambda f: (f.count or 0, -f.usable_bytes), default=None)
    parts: list[Text] = []
    if best is not None:
        memory = catalog.gpu(best.gpu).memory_gb
        parts.append(_fit_text(best, f"{memory:g}" if memory is not None else "?"))
    biggest = max(catalog.gpus, key=lambda g: usable_bytes(g) or 0.0, default=None)
    if biggest is not None and (usable_bytes(biggest) or 0) < breakdown.total_bytes:
        parts.append(
            QT_TRANSLATE_NOOP("sizing", "one {gpu} ({memory} GB) is not enough").format(
                gpu=biggest.name, memory=f"{biggest.memory_gb:g}"
            )
        )
        lower = _lower_precision(req)
        if lower is not None:
            smaller = memory_breakdown(lower)
            if smaller.total_bytes <= (usable_bytes(biggest) or 0):
                parts.append(
                    QT_TRANSLATE_NOOP("sizing", "in {precision} one card holds it").format(
                        precision=lower.precision.value.upper()
                    )
                )
    lines.append(
        QT_TRANSLATE_NOOP("sizing", "needs about {need:,.0f} GB in {precision}: {cards}").format(
            need=breakdown.total_gb,
            precision=req.weight_precision.value.upper(),
            cards=join_texts(parts, "; ")
            if parts
            else QT_TRANSLATE_NOOP("sizing", "no card of the catalog holds it"),
        )
    )
    return tuple(lines)


def _lower_precision(req: SizingRequest) -> SizingRequest | None:
    """The same inference in FP8 (from 16/32-bit), else None (training keeps its precision)."""
    if req.task in TRAINING or req.precision not in (
        Precision.BF16,
        Precision.FP16,
        Precision.FP32,
    ):
        return None
    return replace(req, precision=Precision.FP8)
