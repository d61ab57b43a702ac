"""The fewest cards that hold a job: the card's binary memory less the reserve, the split
chosen (single, data parallel, FSDP, tensor or pipeline parallel), and "does not fit"."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from rigwright.core.sizing.fit import (
    CARD_RESERVE_SHARE,
    GIB,
    fit_on,
    fits_in,
    largest_box,
    per_card_bytes,
    usable_bytes,
)
from rigwright.core.sizing.memory import SizingRequest, Task, memory_breakdown
from rigwright.core.sizing.precision import Precision


@pytest.fixture
def card(seed_catalog):
    """A Quadro RTX8000 with its memory set per test (the other figures don't matter here)."""
    base = seed_catalog.gpu("Quadro RTX8000")
    return lambda gb: dataclasses.replace(base, memory_gb=Decimal(gb), name=f"{gb} GB card")


def test_a_cards_printed_memory_is_binary_less_the_reserve(card):
    assert usable_bytes(card(96)) == pytest.approx(96 * GIB * (1 - CARD_RESERVE_SHARE))
    assert usable_bytes(card(96)) / 1e9 == pytest.approx(92.77, abs=0.01)


def test_qwen72b_bf16_at_8k_needs_two_96_gb_cards_with_tensor_parallel(qwen72b, card):
    b = memory_breakdown(SizingRequest(qwen72b, Task.INFERENCE, Precision.BF16, context=8192))
    assert 150 < b.total_gb < 170
    fit = fit_on(b, card(96), 8)
    assert (fit.count, fit.strategy) == (2, "tensor_parallel")
    assert fit.per_gpu_bytes <= fit.usable_bytes
    assert fit_on(b, card(141), 8).count == 2  # one H200 NVL is not enough


def test_in_fp8_one_96_gb_card_holds_qwen72b(qwen72b, card):
    b = memory_breakdown(SizingRequest(qwen72b, Task.INFERENCE, Precision.FP8, context=8192))
    fit = fit_on(b, card(96), 8)
    assert (fit.count, fit.strategy) == (1, "single")


def test_a_count_that_does_not_divide_the_heads_uses_pipeline_parallel(qwen72b, card):
    b = memory_breakdown(SizingRequest(qwen72b, Task.INFERENCE, Precision.BF16, context=8192))
    fit = fit_on(b, card(80), 8)
    assert fit.count == 3 and fit.strategy == "pipeline_parallel"  # 64 heads: no 3-way split
    assert per_card_bytes(b, "tensor_parallel", 2) > usable_bytes(card(80))


def test_too_big_for_the_largest_box_does_not_fit(qwen72b, card):
    b = memory_breakdown(SizingRequest(qwen72b, Task.INFERENCE, Precision.BF16, context=8192))
    fit = fit_on(b, card(11), 4)
    assert fit.count is None and fit.strategy is None and not fit.fits
    assert fit.per_gpu_bytes > fit.usable_bytes


def test_training_beyond_one_card_shards_with_fsdp(qwen7b, card):
    b = memory_breakdown(SizingRequest(qwen7b, Task.FULL, Precision.BF16, context=2048))
    fit = fit_on(b, card(48), 8)
    assert fit.strategy == "fsdp"
    # 16 B × 7.6e9 = 122 GB of states sharded, 12.5 GB of activations on each card, + 10 %
    states = sum(b.gb(k) for k in ("weights", "gradients", "optimizer")) * 1e9
    assert per_card_bytes(b, "fsdp", 5) == pytest.approx(
        (states / 5 + b.gb("activations") * 1e9) * 1.1
    )
    assert per_card_bytes(b, "fsdp", 4) > usable_bytes(card(48))
    # Four cards hold it with activation checkpointing, which the fit then says it needs.
    assert (fit.count, fit.checkpointing) == (4, True)
    assert per_card_bytes(b, "fsdp", 4, checkpointing=True) <= usable_bytes(card(48))
    asked = memory_breakdown(
        SizingRequest(qwen7b, Task.FULL, Precision.BF16, context=2048, checkpointing=True)
    )
    assert fit_on(asked, card(48), 8).checkpointing is False


def test_a_batch_that_does_not_fit_is_split_data_parallel(resnet50, card):
    b = memory_breakdown(SizingRequest(resnet50, Task.TRAIN, Precision.FP16, batch=512))
    fit = fit_on(b, card(11), 8)
    assert fit.strategy == "data_parallel" and fit.count and fit.count > 1


def test_unknown_memory_does_not_fit(qwen7b, card):
    gpu = dataclasses.replace(card(1), memory_gb=None)
    fit = fit_on(memory_breakdown(SizingRequest(qwen7b)), gpu, 8)
    assert fit.count is None and fit.usable_bytes == 0


def test_the_seed_catalog_takes_nine_cards_and_sizes_every_gpu(seed_catalog, qwen7b):
    assert largest_box(seed_catalog) == 9
    fits = fits_in(memory_breakdown(SizingRequest(qwen7b)), seed_catalog)
    assert [f.gpu for f in fits] == [g.name for g in seed_catalog.gpus]
    assert next(f for f in fits if f.gpu == "Quadro RTX8000").count == 1
