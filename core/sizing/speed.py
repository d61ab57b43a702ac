"""How fast a sized job runs on n cards of a GPU: decode tokens per second for inference,
hours for training; each estimate bounded by its physical limit and stated with its inputs."""

from __future__ import annotations

import math
from dataclasses import dataclass

from rigwright.core.catalog.model import Gpu
from rigwright.core.sizing.memory import TRAINING, MemoryBreakdown, Task
from rigwright.core.sizing.precision import BYTES_PER_VALUE, Precision
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

DECODE_BANDWIDTH_UTILISATION = 0.75
"""Share of the memory bandwidth a decode step achieves (weights streamed once a step).
Checked against bench/calibration_data.toml (llama.cpp tg512 of Llama 3 8B, batch 1, one card):
12 rows, estimate / published median 0.92 (0.80-1.64), so kept. F16 on GDDR cards implies
0.82-0.94 of the bandwidth (estimates 8-20 % low); A100/H100 PCIe 0.46-0.55 and Q4_K_M
0.53-0.60 (estimates 26-64 % high: fixed per-token costs and dequantization weigh more there)."""

TRAINING_MFU = 0.40
"""Model FLOPs utilisation of transformer training: achieved over peak dense tensor FLOPS
(Chowdhery et al. 2022, 'PaLM', table 3, report 46 %). Checked against
bench/calibration_data.toml (BERT-Large SQuAD fine-tuning and pre-training, mixed precision,
one card, 6 × parameters a token): 10 rows, estimate / published median 1.14 (0.59-2.39),
implied utilisation median 0.35 (0.17 RTX 6000 Ada - 0.68 V100 at sequence 512), so kept."""

IMAGE_TRAINING_UTILISATION = 0.23
"""Achieved over peak FLOPS (tensor for 16-bit, FP32 otherwise) for image-model training, at
3 × forward FLOPs an image. Calibrated against bench/calibration_data.toml (ResNet-50 v1.5
training images/s, one card, AMP and FP32): the median of the 12 rows' implied utilisations
(published ÷ peak-bound rate), 0.227; they range 0.06 (H100 PCIe, AMP) to 0.72 (V100, FP32),
so the estimate / published ratio ranges 0.32-3.8 (median 1.04): ResNet-50 training follows
memory bandwidth more than tensor peak, which a single utilisation cannot express."""

LINK_EFFICIENCY = {"nvlink": 0.90, "pcie": 0.75}
"""Throughput kept per doubling of the card count when the cards are linked by NVLink or only
by PCIe (gradient all-reduce or tensor-parallel all-reduce on the slower path). Assumed, of
the same form as the seed's scaling_per_doubling."""


@dataclass(frozen=True, slots=True)
class Speed:
    """A speed estimate: ``tokens_per_s`` (inference decode, all sequences of the batch) or
    ``hours`` (training), None when it cannot be estimated (``missing`` says why); ``bound``
    is the physical limit the estimate is held under; ``formula`` its inputs."""

    tokens_per_s: float | None = None
    hours: float | None = None
    bound: float | None = None
    formula: str = ""
    missing: Text | None = None


def peak_tflops(gpu: Gpu, precision: Precision) -> float | None:
    """``gpu``'s peak for arithmetic in ``precision``, TFLOPS: FP32 from ``fp32_tflops``; FP8
    from ``fp8_tensor_tflops`` (dense; on GeForce cards the FP32-accumulate rate, like
    ``tensor_tflops``); 16-bit and weight-only quantized models (dequantized to 16-bit) from
    ``tensor_tflops``. None when the catalog states no figure (an FP8 peak of a card without
    FP8 tensor cores, or any unknown figure); the caller says so instead of guessing. There is
    no FP4 precision to size for, so ``fp4_tensor_tflops`` is not read here."""
    if precision is Precision.FP32:
        value = gpu.fp32_tflops
    elif precision is Precision.FP8:
        value = gpu.fp8_tensor_tflops
    else:
        value = gpu.tensor_tflops
    return float(value) if value is not None else None


def scaling(n: int, gpu: Gpu) -> float:
    """Effective cards of ``n`` linked ones: ``n × e^log2(n)`` with ``e`` from
    :data:`LINK_EFFICIENCY` (NVLink when the GPU table says the card takes a bridge)."""
    if n <= 1:
        return 1.0
    link = "nvlink" if (gpu.nvlink or "").lower().startswith("yes") else "pcie"
    return n * LINK_EFFICIENCY[link] ** math.log2(n)


def decode_speed(breakdown: MemoryBreakdown, gpu: Gpu, n: int, strategy: str) -> Speed:
    """Decode tokens/s of ``breakdown``'s inference batch on ``n`` cards: every step streams
    the active weights and the batch's KV cache through memory, so
    tokens/s = batch × bandwidth × utilisation ÷ bytes per step, never above
    batch × bandwidth ÷ bytes (the physical bound). Tensor parallel adds the cards'
    bandwidth (scaled by the link); pipeline parallel does not (a token visits each stage
    in turn)."""
    req = breakdown.request
    if gpu.memory_bandwidth_gbs is None:
        return Speed(missing=QT_TRANSLATE_NOOP("sizing", "memory bandwidth unknown"))
    model = req.model
    weight_bytes = model.compute_params * BYTES_PER_VALUE[req.weight_precision]
    step_bytes = weight_bytes + breakdown.gb("kv_cache") * 1e9
    bandwidth = float(gpu.memory_bandwidth_gbs) * 1e9
    cards = scaling(n, gpu) if strategy == "tensor_parallel" else 1.0
    bound = req.batch * bandwidth * (n if strategy == "tensor_parallel" else 1) / step_bytes
    rate = req.batch * bandwidth * cards * DECODE_BANDWIDTH_UTILISATION / step_bytes
    return Speed(
        tokens_per_s=min(rate, bound),
        bound=bound,
        formula=(
            f"{req.batch} × {float(gpu.memory_bandwidth_gbs):g} GB/s × {cards:.2f} cards × "
            f"{DECODE_BANDWIDTH_UTILISATION:g} ÷ {step_bytes / 1e9:.1f} GB a step"
        ),
    )


def training_flops(
    breakdown: MemoryBreakdown,
    tokens: float | None,
    images: float | None,
    *,
    checkpointing: bool = False,
) -> float | None:
    """The job's FLOPs: 6 × active parameters × tokens for full training and pretraining
    (Kaplan et al. 2020; Transformer Math 101), 4 × for LoRA/QLoRA (no weight gradients of the
    frozen base), + 2 × with activation checkpointing (one more forward); image models
    3 × forward FLOPs × images. None when the amount of data is not given."""
    req = breakdown.request
    model = req.model
    if model.kind == "transformer":
        if tokens is None:
            return None
        factor = 4.0 if req.task in (Task.LORA, Task.QLORA) else 6.0
        if req.checkpointing or checkpointing:
            factor += 2.0
        return factor * model.compute_params * tokens
    if images is None:
        return None
    return (
        3.0
        * (model.gflops_per_image or 0)
        * 1e9
        * images
        * (req.pixels / (model.resolution or req.pixels)) ** 2
    )


def training_speed(
    breakdown: MemoryBreakdown,
    gpu: Gpu,
    n: int,
    tokens: float | None,
    images: float | None,
    *,
    checkpointing: bool = False,
) -> Speed:
    """Hours to train on ``n`` cards: FLOPs ÷ (peak at the precision × utilisation × effective
    cards); never shorter than FLOPs ÷ (n × peak) (the physical bound). ``checkpointing``:
    the fit needs activation checkpointing the request did not ask for (one more forward)."""
    req = breakdown.request
    if req.task not in TRAINING:
        return Speed(missing=QT_TRANSLATE_NOOP("sizing", "not a training task"))
    flops = training_flops(breakdown, tokens, images, checkpointing=checkpointing)
    if flops is None:
        return Speed(
            missing=QT_TRANSLATE_NOOP("sizing", "no training data given (tokens or images)")
        )
    compute = req.precision
    peak = peak_tflops(gpu, compute)
    if peak is None:
        return Speed(
            missing=QT_TRANSLATE_NOOP(
                "sizing", "the catalog states no {precision} peak for {gpu}"
            ).format(precision=compute.value, gpu=gpu.name)
        )
    mfu = TRAINING_MFU if req.model.kind == "transformer" else IMAGE_TRAINING_UTILISATION
    cards = scaling(n, gpu)
    seconds = flops / (peak * 1e12 * mfu * cards)
    bound = flops / (peak * 1e12 * n) / 3600
    hours = max(seconds / 3600, bound)
    return Speed(
        hours=hours,
        bound=bound,
        formula=(f"{flops:.3g} FLOPs ÷ ({peak:g} TFLOPS × {mfu:g} × {cards:.2f} cards)"),
    )
