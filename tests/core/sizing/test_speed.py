"""Speed estimates: decode held under bandwidth ÷ bytes a step, training time from
6 × parameters × tokens, and a precision the catalog has no peak for said so."""

from __future__ import annotations

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.sizing.memory import SizingRequest, Task, memory_breakdown
from rigwright.core.sizing.precision import Precision
from rigwright.core.sizing.speed import (
    DECODE_BANDWIDTH_UTILISATION,
    TRAINING_MFU,
    decode_speed,
    peak_tflops,
    training_flops,
    training_speed,
)


def test_decode_is_bounded_by_bandwidth_over_weight_bytes(seed_catalog, qwen7b):
    gpu = seed_catalog.gpu("Quadro RTX8000")
    b = memory_breakdown(SizingRequest(qwen7b, Task.INFERENCE, Precision.BF16, context=4096))
    speed = decode_speed(b, gpu, 1, "single")
    weight_bound = float(gpu.memory_bandwidth_gbs) * 1e9 / (qwen7b.params * 2)
    assert speed.tokens_per_s <= speed.bound <= weight_bound
    assert speed.tokens_per_s == pytest.approx(speed.bound * DECODE_BANDWIDTH_UTILISATION)


def test_pipeline_parallel_does_not_add_bandwidth_for_one_stream(seed_catalog, qwen72b):
    gpu = seed_catalog.gpu("Quadro RTX8000")
    b = memory_breakdown(SizingRequest(qwen72b, Task.INFERENCE, Precision.BF16, context=4096))
    tp = decode_speed(b, gpu, 4, "tensor_parallel")
    pp = decode_speed(b, gpu, 4, "pipeline_parallel")
    assert pp.tokens_per_s < tp.tokens_per_s <= tp.bound


def test_moe_decode_reads_the_active_parameters(seed_catalog, deepseek_v3):
    gpu = seed_catalog.gpu("Quadro RTX8000")
    b = memory_breakdown(SizingRequest(deepseek_v3, Task.INFERENCE, Precision.FP8, context=1024))
    speed = decode_speed(b, gpu, 1, "single")
    assert speed.bound == pytest.approx(
        float(gpu.memory_bandwidth_gbs) * 1e9 / (37e9 + b.gb("kv_cache") * 1e9)
    )


def test_training_time_is_six_n_d_over_achieved_flops(seed_catalog, qwen7b):
    gpu = seed_catalog.gpu("Quadro RTX8000")
    b = memory_breakdown(SizingRequest(qwen7b, Task.FULL, Precision.BF16, context=2048))
    assert training_flops(b, 1e9, None) == pytest.approx(6 * qwen7b.params * 1e9)
    speed = training_speed(b, gpu, 1, 1e9, None)
    peak = float(gpu.tensor_tflops) * 1e12
    assert speed.hours == pytest.approx(6 * qwen7b.params * 1e9 / (peak * TRAINING_MFU) / 3600)
    assert speed.hours >= speed.bound


def test_more_cards_train_faster_but_never_beyond_linear(seed_catalog, qwen7b):
    gpu = seed_catalog.gpu("Quadro RTX8000")
    b = memory_breakdown(SizingRequest(qwen7b, Task.FULL, Precision.BF16, context=2048))
    one = training_speed(b, gpu, 1, 1e9, None).hours
    four = training_speed(b, gpu, 4, 1e9, None).hours
    assert one / 4 < four < one


def test_no_training_data_no_time_and_no_fp8_peak_in_the_seed(seed_catalog, qwen7b):
    gpu = seed_catalog.gpu("Quadro RTX8000")
    b = memory_breakdown(SizingRequest(qwen7b, Task.FULL, Precision.BF16))
    assert str(training_speed(b, gpu, 1, None, None).missing).startswith("no training data given")
    assert peak_tflops(gpu, Precision.FP8) is None
    assert peak_tflops(gpu, Precision.FP32) == float(gpu.fp32_tflops)


@pytest.fixture(scope="module")
def current_catalog():
    return load_catalog_files("current")


@pytest.mark.parametrize(
    ("name", "fp8"),
    [
        ("GeForce RTX 4090", 330.3),  # Ada whitepaper: FP8 with FP32 accumulate, dense
        ("H100 PCIe 80GB", 1513.0),  # H100 datasheet: 3,026 with sparsity, halved
        ("A100 PCIe 80GB", None),  # Ampere has no FP8 tensor cores
    ],
)
def test_the_fp8_peak_is_the_catalogs_dense_fp8_figure(current_catalog, name, fp8):
    gpu = current_catalog.gpu(name)
    assert peak_tflops(gpu, Precision.FP8) == fp8
    assert peak_tflops(gpu, Precision.BF16) == float(gpu.tensor_tflops)  # 16-bit unchanged
    assert peak_tflops(gpu, Precision.INT4) == float(gpu.tensor_tflops)  # dequantized to 16-bit


def test_fp8_training_uses_the_fp8_peak_or_says_there_is_none(current_catalog, qwen7b):
    b = memory_breakdown(SizingRequest(qwen7b, Task.LORA, Precision.FP8, context=2048))
    rtx4090 = training_speed(b, current_catalog.gpu("GeForce RTX 4090"), 1, 1e9, None)
    flops = training_flops(b, 1e9, None)
    assert rtx4090.hours == pytest.approx(flops / (330.3e12 * TRAINING_MFU) / 3600)
    assert "330.3 TFLOPS" in rtx4090.formula
    a100 = training_speed(b, current_catalog.gpu("A100 PCIe 80GB"), 1, 1e9, None)
    assert (a100.hours, str(a100.missing)) == (
        None,
        "the catalog states no fp8 peak for A100 PCIe 80GB",
    )
