"""A card's share of a job term by term: the terms add up to what the fit checks against the
card (per_card_bytes), and to the split formulas of docs/sizing.md for every strategy."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rigwright.core.sizing.fit import STRATEGIES, per_card_bytes, per_card_terms
from rigwright.core.sizing.memory import (
    OVERHEAD_SHARE,
    TERMS,
    MemoryBreakdown,
    SizingRequest,
    Task,
    memory_breakdown,
)
from rigwright.core.sizing.precision import Precision


def _by_formula(b: MemoryBreakdown, strategy: str, n: int, checkpointing: bool) -> float:
    """The per-card bytes of docs/sizing.md's "Cards and splits", written out on their own."""
    w, g, o = (b.gb(k) * 1e9 for k in ("weights", "gradients", "optimizer"))
    a = b.checkpointed_activations_bytes if checkpointing else b.gb("activations") * 1e9
    kv = b.gb("kv_cache") * 1e9
    req = b.request
    share = -(-req.batch // n) / req.batch
    model = req.model
    if strategy == "single":
        held = w + g + o + a + kv
    elif strategy == "data_parallel":
        held = w + g + o + (a + kv) * share
    elif strategy == "fsdp":
        held = (w + g + o) / n + a * share
    elif strategy == "tensor_parallel":
        kv_share = 1.0 if model.attention == "mla" else max(1 / n, 1 / max(model.kv_head_count, 1))
        held = (w + a) / n + kv * kv_share
    else:
        held = (w + kv) / n + a
    return held * (1 + OVERHEAD_SHARE)


JOBS = {
    "qwen72b inference": lambda m: SizingRequest(m["qwen72b"], Task.INFERENCE, Precision.BF16, 4),
    "qwen7b full": lambda m: SizingRequest(m["qwen7b"], Task.FULL, Precision.BF16, 8, 2048),
    "deepseek-v3 fp8": lambda m: SizingRequest(m["deepseek_v3"], Task.INFERENCE, Precision.FP8),
    "resnet50 train": lambda m: SizingRequest(m["resnet50"], Task.TRAIN, Precision.FP16, 256),
}


@pytest.fixture
def breakdowns(qwen72b, qwen7b, deepseek_v3, resnet50) -> dict[str, MemoryBreakdown]:
    models = {"qwen72b": qwen72b, "qwen7b": qwen7b, "deepseek_v3": deepseek_v3}
    models["resnet50"] = resnet50
    return {name: memory_breakdown(job(models)) for name, job in JOBS.items()}


# The breakdowns are read only: one set serves every example.
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    job=st.sampled_from(sorted(JOBS)),
    strategy=st.sampled_from(STRATEGIES),
    n=st.integers(min_value=1, max_value=16),
    checkpointing=st.booleans(),
)
def test_the_terms_sum_to_the_cards_bytes_for_every_strategy(
    breakdowns, job, strategy, n, checkpointing
):
    b = breakdowns[job]
    terms = per_card_terms(b, strategy, n, checkpointing=checkpointing)
    assert list(terms) == list(TERMS)
    assert all(v >= 0 for v in terms.values())
    total = per_card_bytes(b, strategy, n, checkpointing=checkpointing)
    assert sum(terms.values()) == pytest.approx(total, rel=1e-12)
    assert total == pytest.approx(_by_formula(b, strategy, n, checkpointing), rel=1e-12)
    others = sum(v for k, v in terms.items() if k != "overhead")
    assert terms["overhead"] == pytest.approx(others * OVERHEAD_SHARE)


def test_tensor_parallel_splits_the_weights_and_keeps_a_kv_head_a_card(breakdowns):
    b = breakdowns["qwen72b inference"]  # 8 KV heads
    one = per_card_terms(b, "single", 1)
    on16 = per_card_terms(b, "tensor_parallel", 16)
    assert on16["weights"] == pytest.approx(one["weights"] / 16)
    assert on16["kv_cache"] == pytest.approx(one["kv_cache"] / 8)  # not / 16
    assert on16["gradients"] == on16["optimizer"] == 0.0


def test_fsdp_shards_the_states_but_not_the_activations_of_one_sequence(breakdowns):
    b = breakdowns["qwen7b full"]
    one, on4 = per_card_terms(b, "single", 1), per_card_terms(b, "fsdp", 4)
    for key in ("weights", "gradients", "optimizer"):
        assert on4[key] == pytest.approx(one[key] / 4)
    assert on4["activations"] == pytest.approx(one["activations"] * 2 / 8)  # 2 of 8 sequences


def test_an_unknown_strategy_is_refused(breakdowns):
    with pytest.raises(ValueError, match="strategy: unknown 'zero'"):
        per_card_terms(breakdowns["qwen7b full"], "zero", 2)
