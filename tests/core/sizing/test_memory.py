"""The memory model: each term's formula checked by hand against the published accounting
(ZeRO's 16 bytes a parameter, the KV-cache size, QLoRA's NF4), and refused requests."""

from __future__ import annotations

import pytest

from rigwright.core.sizing.memory import (
    OVERHEAD_SHARE,
    TERMS,
    Optimizer,
    SizingError,
    SizingRequest,
    Task,
    kv_cache_bytes,
    lora_params,
    memory_breakdown,
)
from rigwright.core.sizing.precision import NF4_BITS, Precision
from tests.core.sizing.conftest import spec


def test_inference_weights_and_kv_cache_follow_the_standard_formulas(qwen72b):
    b = memory_breakdown(SizingRequest(qwen72b, Task.INFERENCE, Precision.BF16, context=32768))
    assert b.gb("weights") == pytest.approx(72_706_203_648 * 2 / 1e9)
    # 2 × layers × KV heads × head dim × tokens × bytes
    assert b.terms[4].key == "kv_cache"
    assert b.gb("kv_cache") * 1e9 == pytest.approx(2 * 80 * 8 * 128 * 32768 * 2)
    assert b.gb("gradients") == 0 and b.gb("optimizer") == 0


def test_fp8_halves_the_weights_and_the_kv_cache(qwen72b):
    bf16 = memory_breakdown(SizingRequest(qwen72b, Task.INFERENCE, Precision.BF16, context=32768))
    fp8 = memory_breakdown(SizingRequest(qwen72b, Task.INFERENCE, Precision.FP8, context=32768))
    assert fp8.gb("weights") == pytest.approx(bf16.gb("weights") / 2)
    assert fp8.gb("kv_cache") == pytest.approx(bf16.gb("kv_cache") / 2)


def test_weight_only_int4_keeps_a_16_bit_kv_cache(qwen72b):
    int4 = memory_breakdown(SizingRequest(qwen72b, Task.INFERENCE, Precision.INT4, context=8192))
    bf16 = memory_breakdown(SizingRequest(qwen72b, Task.INFERENCE, Precision.BF16, context=8192))
    assert int4.gb("kv_cache") == pytest.approx(bf16.gb("kv_cache"))
    assert int4.gb("weights") == pytest.approx(72_706_203_648 * 4.25 / 8 / 1e9)


def test_the_kv_cache_grows_with_batch_and_context(qwen72b):
    one = kv_cache_bytes(qwen72b, 4096, 2)
    assert kv_cache_bytes(qwen72b, 4096 * 50, 2) == pytest.approx(50 * one)


def test_mla_caches_the_latent_not_the_heads(deepseek_v3):
    # DeepSeek-V3: 61 layers × (512 + 64) values a token.
    assert kv_cache_bytes(deepseek_v3, 1000, 2) == 61 * (512 + 64) * 1000 * 2
    mha_size = 2 * 61 * 128 * (7168 // 128) * 1000 * 2
    assert kv_cache_bytes(deepseek_v3, 1000, 2) < mha_size / 20


def test_moe_keeps_every_expert_resident(deepseek_v3):
    b = memory_breakdown(SizingRequest(deepseek_v3, Task.INFERENCE, Precision.FP8, context=4096))
    assert b.gb("weights") == pytest.approx(671)
    assert any("37.00e9 active" in n for n in b.notes)


def test_full_fine_tuning_with_adamw_is_zero_s_16_bytes_a_parameter(qwen7b):
    b = memory_breakdown(SizingRequest(qwen7b, Task.FULL, Precision.BF16, context=2048))
    p = 7_615_616_512
    assert b.gb("weights") * 1e9 == pytest.approx(2 * p)
    assert b.gb("gradients") * 1e9 == pytest.approx(2 * p)
    assert b.gb("optimizer") * 1e9 == pytest.approx(12 * p)
    assert b.gb("kv_cache") == 0


@pytest.mark.parametrize(
    ("optimizer", "precision", "state_bytes"),
    [
        (Optimizer.ADAMW, Precision.FP32, 8),
        (Optimizer.ADAMW8BIT, Precision.BF16, 6),
        (Optimizer.ADAMW8BIT, Precision.FP32, 2),
        (Optimizer.SGD, Precision.BF16, 8),
        (Optimizer.SGD, Precision.FP32, 4),
    ],
)
def test_optimizer_states(qwen7b, optimizer, precision, state_bytes):
    b = memory_breakdown(SizingRequest(qwen7b, Task.FULL, precision, optimizer=optimizer))
    assert b.gb("optimizer") * 1e9 == pytest.approx(state_bytes * qwen7b.params)


def test_qlora_holds_the_base_in_nf4_and_trains_only_the_adapters(qwen72b):
    b = memory_breakdown(SizingRequest(qwen72b, Task.QLORA, Precision.NF4, context=2048))
    adapters = lora_params(qwen72b, 16)
    assert 100e6 < adapters < 0.01 * qwen72b.params
    assert b.gb("weights") * 1e9 == pytest.approx(qwen72b.params * NF4_BITS / 8 + adapters * 2)
    assert b.gb("optimizer") * 1e9 == pytest.approx(adapters * 12)
    assert b.trainable_params == adapters


def test_lora_counts_rank_times_in_plus_out_for_each_matrix():
    tiny = spec(
        params=1_000_000,
        layers=2,
        hidden_size=8,
        intermediate_size=16,
        attention_heads=2,
        kv_heads=1,
        head_dim=4,
    )
    # q 8→8, k 8→4, v 8→4, o 8→8; gated MLP gate 8→16, up 8→16, down 16→8
    per_layer = 16 + 12 + 12 + 16 + 3 * 24
    assert lora_params(tiny, 4) == 4 * per_layer * 2


def test_checkpointing_cuts_activations(qwen7b):
    full = memory_breakdown(SizingRequest(qwen7b, Task.FULL, Precision.BF16, context=4096))
    ckpt = memory_breakdown(
        SizingRequest(qwen7b, Task.FULL, Precision.BF16, context=4096, checkpointing=True)
    )
    assert ckpt.gb("activations") < full.gb("activations") / 3
    assert full.full_activations_bytes == ckpt.full_activations_bytes
    assert ckpt.gb("activations") * 1e9 == pytest.approx(ckpt.checkpointed_activations_bytes)


def test_activations_grow_linearly_with_tokens(qwen7b):
    a = memory_breakdown(SizingRequest(qwen7b, Task.FULL, Precision.BF16, context=1024))
    b = memory_breakdown(SizingRequest(qwen7b, Task.FULL, Precision.BF16, context=1024, batch=4))
    assert b.gb("activations") == pytest.approx(4 * a.gb("activations"))


def test_an_encoder_has_no_kv_cache():
    bert = spec(
        id="bert-large",
        architecture="encoder",
        kv_heads=None,
        head_dim=None,
        attention="mha",
        params=335_000_000,
        layers=24,
        hidden_size=1024,
        intermediate_size=4096,
        attention_heads=16,
        vocab_size=30522,
        max_context=512,
    )
    b = memory_breakdown(SizingRequest(bert, Task.INFERENCE, Precision.FP16, context=512))
    assert b.gb("kv_cache") == 0


def test_overhead_is_its_share_of_the_rest_and_the_total_adds_up(qwen72b):
    b = memory_breakdown(SizingRequest(qwen72b, Task.INFERENCE, Precision.BF16, context=8192))
    rest = sum(t.nbytes for t in b.terms if t.key != "overhead")
    assert b.gb("overhead") * 1e9 == pytest.approx(rest * OVERHEAD_SHARE)
    assert b.total_gb == pytest.approx(sum(b.as_dict()[k] for k in TERMS), abs=0.05)
    assert tuple(t.key for t in b.terms) == TERMS
    assert all(t.formula for t in b.terms)
    assert all(t.source for t in b.terms if t.nbytes)


def test_image_training_scales_with_batch_and_resolution(resnet50):
    a = memory_breakdown(SizingRequest(resnet50, Task.TRAIN, Precision.FP16, batch=32))
    b = memory_breakdown(SizingRequest(resnet50, Task.TRAIN, Precision.FP16, batch=64))
    c = memory_breakdown(
        SizingRequest(resnet50, Task.TRAIN, Precision.FP16, batch=32, resolution=448)
    )
    assert b.gb("activations") == pytest.approx(2 * a.gb("activations"))
    assert c.gb("activations") == pytest.approx(4 * a.gb("activations"))


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"context": 40_000}, "context"),
        ({"context": 0}, "context"),
        ({"batch": 0}, "batch"),
        ({"task": Task.TRAIN}, "task"),
        ({"task": Task.FULL, "precision": Precision.INT4}, "precision"),
        ({"task": Task.PRETRAIN, "precision": Precision.FP8}, "precision"),
        ({"task": Task.LORA, "precision": Precision.NF4}, "precision"),
        ({"task": Task.QLORA, "precision": Precision.FP8}, "precision"),
        ({"lora_rank": 0}, "lora_rank"),
    ],
)
def test_impossible_requests_are_refused_naming_the_field(qwen72b, changes, field):
    with pytest.raises(SizingError, match=rf"^{field}: "):
        SizingRequest(qwen72b, **changes)


def test_a_transformer_task_on_an_image_model_is_refused(resnet50):
    with pytest.raises(SizingError, match="^task: 'full' is for transformers"):
        SizingRequest(resnet50, Task.FULL)
