"""Number formats: the bytes one value takes in each precision a model is held or run in."""

from __future__ import annotations

from enum import StrEnum


class Precision(StrEnum):
    """The precision a model's weights are held in (``rigwright size --precision``)."""

    FP32 = "fp32"
    BF16 = "bf16"
    FP16 = "fp16"
    FP8 = "fp8"
    INT8 = "int8"
    INT4 = "int4"
    NF4 = "nf4"


NF4_BITS = 4 + 0.127
"""Bits per parameter of NF4 with double quantization: 4 bits of the value plus 0.127 bits of
quantization constants (block size 64, 8-bit second-level constants; Dettmers et al. 2023,
"QLoRA", section 3, "Double Quantization")."""

INT4_BITS = 4 + 32 / 128
"""Bits per parameter of weight-only INT4 with one FP16 scale and one FP16 zero point per group
of 128 weights (the GPTQ / AWQ default group size): 4 + 32 / 128 = 4.25 bits."""

BYTES_PER_VALUE: dict[Precision, float] = {
    Precision.FP32: 4.0,
    Precision.BF16: 2.0,
    Precision.FP16: 2.0,
    Precision.FP8: 1.0,
    Precision.INT8: 1.0,
    Precision.INT4: INT4_BITS / 8,
    Precision.NF4: NF4_BITS / 8,
}
"""Bytes one weight takes, scales and constants included (INT8: per-channel scales, a
negligible share, left out)."""

QUANTIZED = frozenset({Precision.INT8, Precision.INT4, Precision.NF4})
"""Weight-only formats: the arithmetic and the KV cache stay in 16-bit (a model in these
formats computes in BF16 after dequantizing each weight)."""


def kv_bytes(precision: Precision) -> float:
    """Bytes of one KV-cache value for weights held in ``precision``: 1 in FP8 (an FP8 KV cache,
    as vLLM's ``--kv-cache-dtype fp8``), 4 in FP32, else 2 (BF16/FP16, also for weight-only
    quantized models)."""
    if precision is Precision.FP8:
        return 1.0
    if precision is Precision.FP32:
        return 4.0
    return 2.0


def compute_bytes(precision: Precision) -> float:
    """Bytes of one activation value when computing with weights in ``precision``: 4 in FP32,
    else 2 (mixed precision computes and keeps activations in 16-bit; FP8 matrix inputs are
    cast per layer, activations kept for backward stay in 16-bit)."""
    return 4.0 if precision is Precision.FP32 else 2.0
