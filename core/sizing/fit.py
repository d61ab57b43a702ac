"""How many cards of a GPU hold a sized model, and how the work is split over them: one card,
data parallel, FSDP / ZeRO-3 sharding, tensor or pipeline parallel."""

from __future__ import annotations

import math
from dataclasses import dataclass

from rigwright.core.catalog.model import Catalog, Gpu
from rigwright.core.sizing.memory import (
    GB,
    OVERHEAD_SHARE,
    TRAINING,
    MemoryBreakdown,
)

GIB = 2**30
"""Bytes in one GiB: a card's printed memory ("96 GB") counts in these."""

CARD_RESERVE_SHARE = 0.10
"""Share of a card's memory left to the driver, the CUDA context and other processes: vLLM's
default ``gpu_memory_utilization`` of 0.9 (vLLM engine arguments)."""

DEFAULT_MAX_CARDS = 8
"""Cards in the largest box when a catalog states no chassis or SKU (a common 8-GPU tower or
rack server). Assumed."""

STRATEGIES = ("single", "data_parallel", "fsdp", "tensor_parallel", "pipeline_parallel")
"""How a job is spread over cards, as ``rigwright size --json`` names them."""


@dataclass(frozen=True, slots=True)
class Fit:
    """One GPU model's answer for a sized job.

    Attributes:
        gpu: the GPU's catalog name.
        count: the fewest cards that hold the job; None when it does not fit in
            ``max_cards`` cards (or the card's memory is unknown).
        strategy: one of :data:`STRATEGIES`; None when it does not fit.
        per_gpu_bytes: what each card holds with that split (with ``max_cards`` cards of the
            best split when it does not fit).
        usable_bytes: one card's memory for the job: printed GiB less the reserve.
        max_cards: the most cards the catalog's largest box takes.
        checkpointing: the job holds only with activation checkpointing, which the request
            did not ask for (training; the fit says so rather than leave the card out).
    """

    gpu: str
    count: int | None
    strategy: str | None
    per_gpu_bytes: float
    usable_bytes: float
    max_cards: int
    checkpointing: bool = False

    @property
    def fits(self) -> bool:
        """True when some count up to :attr:`max_cards` holds the job."""
        return self.count is not None

    @property
    def per_gpu_gb(self) -> float:
        """:attr:`per_gpu_bytes` in GB."""
        return self.per_gpu_bytes / GB

    @property
    def usable_gb(self) -> float:
        """:attr:`usable_bytes` in GB."""
        return self.usable_bytes / GB


def usable_bytes(gpu: Gpu) -> float | None:
    """The bytes of ``gpu``'s memory a job may use: printed GB read as GiB, less
    :data:`CARD_RESERVE_SHARE`; None when the memory is unknown."""
    if gpu.memory_gb is None:
        return None
    return float(gpu.memory_gb) * GIB * (1 - CARD_RESERVE_SHARE)


def largest_box(catalog: Catalog) -> int:
    """The most GPUs one box of ``catalog`` takes: its chassis' and SKUs' largest GPU count,
    else :data:`DEFAULT_MAX_CARDS`."""
    counts = [spec.max_gpus for spec in catalog.chassis.values()]
    counts += [sku.gpu_count for sku in catalog.skus]
    for part in catalog.parts:
        figure = part.figure("max_double_width_gpus")
        if figure is not None and figure.value is not None and figure.value.isdigit():
            counts.append(int(figure.value))
    return max(counts, default=DEFAULT_MAX_CARDS)


def per_card_terms(
    breakdown: MemoryBreakdown, strategy: str, n: int, *, checkpointing: bool = False
) -> dict[str, float]:
    """What each of ``n`` cards holds when ``breakdown``'s job is split by ``strategy``, term
    by term: {term of :data:`rigwright.core.sizing.memory.TERMS`: bytes a card}.

    single: everything. data_parallel: every card holds the model, gradients and optimizer
    states, and its share of the batch's activations. fsdp (ZeRO-3): weights, gradients and
    optimizer states sharded n ways, activations as data parallel. tensor_parallel: weights,
    activations and the KV cache split n ways (a KV head is not split: with fewer KV heads
    than cards each card keeps one; an MLA latent cache is kept whole on every card).
    pipeline_parallel: layers, and so weights and KV cache, split n ways. Overhead is
    :data:`rigwright.core.sizing.memory.OVERHEAD_SHARE` of each card's other bytes.
    ``checkpointing``: with the activations of activation checkpointing instead.

    Raises:
        ValueError: ``strategy`` is not one of :data:`STRATEGIES`.
    """
    req = breakdown.request
    weights, grads, opt = (breakdown.gb(k) * GB for k in ("weights", "gradients", "optimizer"))
    act, kv = breakdown.gb("activations") * GB, breakdown.gb("kv_cache") * GB
    if checkpointing:
        act = breakdown.checkpointed_activations_bytes
    batch_share = math.ceil(req.batch / n) / req.batch
    # Tensor and pipeline parallel are tried for inference only (splits_tried), FSDP for training
    # only: the terms a split is never tried with (gradients and optimizer states of
    # inference, the KV cache of training) are 0 there and are not counted.
    if strategy == "single":
        held = (weights, grads, opt, act, kv)
    elif strategy == "data_parallel":
        held = (weights, grads, opt, act * batch_share, kv * batch_share)
    elif strategy == "fsdp":
        held = (weights / n, grads / n, opt / n, act * batch_share, 0.0)
    elif strategy == "tensor_parallel":
        model = req.model
        kv_share = 1.0 if model.attention == "mla" else max(1 / n, 1 / max(model.kv_head_count, 1))
        held = (weights / n, 0.0, 0.0, act / n, kv * kv_share)
    elif strategy == "pipeline_parallel":
        held = (weights / n, 0.0, 0.0, act, kv / n)
    else:
        raise ValueError(f"strategy: unknown {strategy!r}; one of {', '.join(STRATEGIES)}")
    terms = dict(
        zip(("weights", "gradients", "optimizer", "activations", "kv_cache"), held, strict=True)
    )
    terms["overhead"] = sum(held) * OVERHEAD_SHARE
    return terms


def per_card_bytes(
    breakdown: MemoryBreakdown, strategy: str, n: int, *, checkpointing: bool = False
) -> float:
    """What each of ``n`` cards holds when ``breakdown``'s job is split by ``strategy``, bytes:
    the sum of :func:`per_card_terms` (overhead included).

    Raises:
        ValueError: ``strategy`` is not one of :data:`STRATEGIES`.
    """
    return sum(per_card_terms(breakdown, strategy, n, checkpointing=checkpointing).values())


def splits_tried(breakdown: MemoryBreakdown, n: int) -> tuple[str, ...]:
    """The strategies worth trying on ``n`` cards, preferred first."""
    req = breakdown.request
    if req.task in TRAINING:
        return ("data_parallel", "fsdp") if req.batch > 1 else ("fsdp",)
    if req.model.kind != "transformer":
        return ("data_parallel",)
    heads = req.model.attention_heads or 0
    tensor = ("tensor_parallel",) if heads and heads % n == 0 else ()
    return (*tensor, "pipeline_parallel")


def checkpointing_tried(breakdown: MemoryBreakdown) -> tuple[bool, ...]:
    """Whether to try each count without and then with activation checkpointing: a training
    job of a transformer that does not ask for it may hold with it (the fit says so rather
    than need more cards); any other job is tried as asked."""
    req = breakdown.request
    if req.task in TRAINING and not req.checkpointing and req.model.kind == "transformer":
        return (False, True)
    return (False,)


def fit_on(breakdown: MemoryBreakdown, gpu: Gpu, max_cards: int) -> Fit:
    """The fewest cards of ``gpu`` (1 to ``max_cards``) that hold ``breakdown``'s job, and
    the split; "does not fit" (count None) when none does or the memory is unknown. A
    training job that does not ask for activation checkpointing is tried with it on each
    count before more cards (:attr:`Fit.checkpointing`)."""
    usable = usable_bytes(gpu)
    if usable is None:
        return Fit(gpu.name, None, None, breakdown.total_bytes, 0.0, max_cards)
    if breakdown.total_bytes <= usable:
        return Fit(gpu.name, 1, "single", breakdown.total_bytes, usable, max_cards)
    best = breakdown.total_bytes
    for n in range(1, max_cards + 1):
        for checkpointing in checkpointing_tried(breakdown):
            for strategy in ("single",) if n == 1 else splits_tried(breakdown, n):
                held = per_card_bytes(breakdown, strategy, n, checkpointing=checkpointing)
                best = min(best, held)
                if held <= usable:
                    return Fit(gpu.name, n, strategy, held, usable, max_cards, checkpointing)
    return Fit(gpu.name, None, None, best, usable, max_cards)


def fits_in(breakdown: MemoryBreakdown, catalog: Catalog) -> tuple[Fit, ...]:
    """:func:`fit_on` for every GPU of ``catalog``, in catalog order, up to its largest box."""
    cards = largest_box(catalog)
    return tuple(fit_on(breakdown, gpu, cards) for gpu in catalog.gpus)
