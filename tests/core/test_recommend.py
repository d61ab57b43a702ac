"""The recommendation model reproduces the seed's expert tables by rule, not by lookup."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.catalog import Catalog, Cooler, Gpu
from core.recommend import (
    MODEL_SCALES,
    Request,
    effective_gpus,
    parse_budget,
    parse_gpu_count,
    rank_gpus,
    recommend,
    rnn_grades,
    scale_fit,
)
from core.workloads import PROFILES, UnknownWorkload, resolve_workload


def tier_of(tiers: tuple[tuple[str, ...], ...]) -> dict[str, int]:
    return {name: i for i, tier in enumerate(tiers) for name in tier}


def assert_no_gpu_above_a_better_tier(ranked: list[str], tiers) -> None:
    tier = tier_of(tiers)
    for i, upper in enumerate(ranked):
        for lower in ranked[i + 1:]:
            assert tier[upper] <= tier[lower], f"{upper} (tier {tier[upper] + 1}) above {lower} (tier {tier[lower] + 1})"


def test_cnn_ranking_reproduces_the_seed_tiers(seed_catalog):
    ranked = [s.gpu.name for s in recommend(seed_catalog, Request("cnn")).gpus]
    assert len(ranked) == 13
    assert_no_gpu_above_a_better_tier(ranked, seed_catalog.cnn_tiers)


@pytest.mark.parametrize("workload", ["rnn", "lstm", "GRU"])
def test_rnn_ranking_reproduces_the_seed_tiers(seed_catalog, workload):
    result = recommend(seed_catalog, Request(workload))
    assert result.profile.key == "rnn"
    assert_no_gpu_above_a_better_tier([s.gpu.name for s in result.gpus], seed_catalog.rnn_tiers)


def test_a_plain_weighted_sum_would_not_reproduce_the_tiers(seed_catalog):
    """The check above can fail: even weights over the RNN priorities break the RNN tiers."""
    even = {"memory_bandwidth_gbs": 1, "memory_gb": 1, "fp16_tflops": 1, "tensor_tflops": 1, "fp32_tflops": 1}
    ranked = [s.gpu.name for s in recommend(seed_catalog, Request("rnn", weights=even)).gpus]
    with pytest.raises(AssertionError):
        assert_no_gpu_above_a_better_tier(ranked, seed_catalog.rnn_tiers)


def test_recommended_gpus_are_the_seeds_first_tier(seed_catalog):
    assert recommend(seed_catalog, Request("cnn")).recommended_gpu_names == set(seed_catalog.cnn_tiers[0])
    assert recommend(seed_catalog, Request("rnn")).recommended_gpu_names == set(seed_catalog.rnn_tiers[0])


def test_scores_carry_contributions_and_reasons(seed_catalog):
    top = recommend(seed_catalog, Request("cnn")).gpus[0]
    assert top.gpu.name == "Quadro GV100"
    assert sum(top.contributions.values()) == pytest.approx(top.score)
    assert max(top.contributions, key=top.contributions.get) == "tensor_tflops"
    assert top.reasons[0].startswith("Tensor 133 TFLOPS: #1 of 13")


# ----------------------------------------------------------------------------- a GPU added later

@st.composite
def new_gpu(draw, catalog: Catalog) -> Gpu:
    """A GPU whose figures lie within the seed catalog's range (so no normaliser moves)."""
    def within(metric: str, places: int = 0) -> Decimal:
        lo = min(g.figure(metric) for g in catalog.gpus)
        hi = max(g.figure(metric) for g in catalog.gpus)
        value = draw(st.decimals(min_value=lo, max_value=hi, places=places, allow_nan=False))
        return value
    return Gpu(
        name="NEW GPU", cuda_cores=4096, tensor_cores=512,
        memory_gb=within("memory_gb"), memory_bandwidth_gbs=within("memory_bandwidth_gbs"),
        tensor_tflops=within("tensor_tflops"), fp16_tflops=within("fp16_tflops", 2),
        fp32_tflops=within("fp32_tflops", 2), cooler=draw(st.sampled_from(list(Cooler))),
    )


@pytest.mark.parametrize("workload", ["cnn", "rnn"])
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_a_gpu_added_to_the_catalog_is_placed_by_the_same_rule(seed_catalog, workload, data):
    gpu = data.draw(new_gpu(seed_catalog))
    catalog = dataclasses.replace(seed_catalog, gpus=(*seed_catalog.gpus, gpu))
    profile = PROFILES[workload]
    ranked = [s.gpu for s in rank_gpus(catalog, profile)]
    tiers = seed_catalog.cnn_tiers if workload == "cnn" else seed_catalog.rnn_tiers
    assert_no_gpu_above_a_better_tier([g.name for g in ranked if g.name != "NEW GPU"], tiers)
    # The newcomer sits where its first-priority figure puts it: any GPU clearly ahead on the
    # first priority (by more than the secondary weights can make up) ranks above it.
    primary = profile.primary_metric
    best = max(g.figure(primary) for g in catalog.gpus)
    bound = Decimal(str((1 - profile.weights[primary]) / profile.weights[primary])) * best
    pos = {g.name: i for i, g in enumerate(ranked)}
    for other in seed_catalog.gpus:
        gap = other.figure(primary) - gpu.figure(primary)
        if gap > bound:
            assert pos[other.name] < pos["NEW GPU"], (other.name, gap)
        elif -gap > bound:
            assert pos[other.name] > pos["NEW GPU"], (other.name, gap)


# ----------------------------------------------------------------------------- scale table


def test_scale_table_gpus_by_rule(seed_catalog):
    for row in seed_catalog.scale_table:
        fit = scale_fit(seed_catalog, row.scale)
        assert set(row.gpus) <= set(fit.gpus), row.scale
        assert fit.min_memory_gb == min(row.memory_gb)
    assert scale_fit(seed_catalog, "medium").gpus == ("Titan RTX",)
    assert scale_fit(seed_catalog, "very-large").gpus == ("Quadro RTX8000",)
    # Where the rule admits more than the seed lists, it says so.
    extra = {s: set(scale_fit(seed_catalog, s).gpus) - set(r.gpus)
             for r in seed_catalog.scale_table for s in [r.scale]}
    assert extra == {"small": {"Quadro RTX4000"}, "medium": set(), "large": {"Quadro GV100"}, "very-large": set()}
    for scale, names in extra.items():
        for name in names:
            assert any(name in d for d in scale_fit(seed_catalog, scale).differences)


def test_scale_table_memory_and_cards_per_workstation(seed_catalog):
    assert {s: scale_fit(seed_catalog, s).min_memory_gb for s in MODEL_SCALES} == {
        "small": 8, "medium": 24, "large": 24, "very-large": 48}
    assert scale_fit(seed_catalog, "medium").max_per_workstation == {"Titan RTX": 4}
    assert scale_fit(seed_catalog, "large").max_per_workstation["Quadro RTX6000"] == 9
    assert scale_fit(seed_catalog, "very-large").max_per_workstation["Quadro RTX8000"] == 9
    small = scale_fit(seed_catalog, "small")
    assert small.seed_max_per_workstation == 8
    assert small.max_per_workstation["RTX2080S"] == 9
    # The seed's own SKU 3.1 packs 9 × RTX2080S: the difference is shown, not hidden.
    assert any("3.1" in d for d in small.differences)
    assert any("2.5" in d for d in scale_fit(seed_catalog, "medium").differences)


def test_unknown_scale(seed_catalog):
    with pytest.raises(ValueError, match="model-scale: unknown 'huge'"):
        scale_fit(seed_catalog, "huge")


def test_rnn_good_better_best_by_rule(seed_catalog):
    got = {grade: set(names) for grade, names in rnn_grades(seed_catalog).items()}
    want = {grade: set(names) for grade, names in seed_catalog.rnn_grades.items()}
    assert got == want


# ----------------------------------------------------------------------------- SKUs


def test_budget_filter_includes_a_price_equal_to_the_budget(seed_catalog):
    skus = recommend(seed_catalog, Request("cnn", budget_cny=89990)).skus
    assert "1.7" in {s.sku.number for s in skus}
    assert all(s.price_cny <= 89990 for s in skus)
    assert "1.7" not in {s.sku.number for s in recommend(seed_catalog, Request("cnn", budget_cny=89989)).skus}


def test_budget_below_every_price_gives_no_sku(seed_catalog):
    assert recommend(seed_catalog, Request("cnn", budget_cny=1000)).skus == []


def test_gpu_count_and_memory_filters(seed_catalog):
    skus = recommend(seed_catalog, Request("rnn", gpu_count=(5, 7))).skus
    assert skus and all(5 <= s.sku.gpu_count <= 7 for s in skus)
    big = recommend(seed_catalog, Request("rnn", min_gpu_memory_gb=32))
    assert {s.sku.gpu for s in big.skus} == {"Quadro GV100", "Quadro RTX8000"}
    assert all(s.gpu.memory_gb >= 32 for s in big.gpus)


def test_model_scale_sets_the_memory_need(seed_catalog):
    result = recommend(seed_catalog, Request("cnn", model_scale="very-large"))
    assert {s.sku.gpu for s in result.skus} == {"Quadro RTX8000"}
    assert result.notes and "48 GB" in result.notes[0]


def test_sku_ranking_is_best_first_with_reasons(seed_catalog):
    skus = recommend(seed_catalog, Request("cnn", budget_cny=100000)).skus
    scores = [s.score for s in skus]
    assert scores == sorted(scores, reverse=True)
    assert skus[0].sku.number == "1.7"
    assert any("ideal for CNN" in r for r in skus[0].reasons)


def test_sku_reasons_show_the_seeds_contradictions(seed_catalog):
    skus = {s.sku.number: s for s in recommend(seed_catalog, Request("rnn")).skus}
    assert any("64GB" in r and "128" in r for r in skus["1.10"].reasons)


def test_cnn_scales_better_than_rnn():
    assert effective_gpus(8, PROFILES["cnn"].scaling_per_doubling) > effective_gpus(8, PROFILES["rnn"].scaling_per_doubling)
    assert effective_gpus(1, 0.5) == 1
    assert effective_gpus(4, 1.0) == 4


# ----------------------------------------------------------------------------- weights


def test_custom_weights_leave_the_seed(seed_catalog):
    result = recommend(seed_catalog, Request("cnn", weights={"memory_gb": 1.0}))
    assert not result.follows_seed
    assert result.gpus[0].gpu.name == "Quadro RTX8000"  # the 48 GB card
    assert any("no longer follows the seed" in n for n in result.notes)
    assert recommend(seed_catalog, Request("cnn")).follows_seed
    same = dict(PROFILES["cnn"].weights)
    assert recommend(seed_catalog, Request("cnn", weights=same)).follows_seed


@pytest.mark.parametrize(
    ("weights", "message"),
    [({"memory_gb": -1}, "weight 'memory_gb'"), ({"colour": 1}, "weight 'colour': unknown"),
     ({"memory_gb": 0}, "at least one metric")],
)
def test_bad_weights(seed_catalog, weights, message):
    with pytest.raises(ValueError, match=message):
        recommend(seed_catalog, Request("cnn", weights=weights))


# ----------------------------------------------------------------------------- input


def test_profiles_and_aliases():
    assert {"cnn", "rnn", "transformer", "gan", "autoencoder", "dbn", "dsn", "inference"} <= set(PROFILES)
    assert resolve_workload("LSTM").key == "rnn"
    assert resolve_workload(" gru ").key == "rnn"
    for profile in PROFILES.values():
        assert sum(profile.weights.values()) == pytest.approx(1)
        assert profile.derivation
    with pytest.raises(UnknownWorkload, match="unknown workload 'svm'"):
        resolve_workload("svm")


@pytest.mark.parametrize(("text", "value"), [("100000", 100000), ("100,000", 100000), ("¥89,990", 89990),
                                             ("", None), ("  ", None), ("5000 CNY", 5000)])
def test_parse_budget(text, value):
    assert parse_budget(text) == value


@pytest.mark.parametrize(("text", "message"), [("-5", "must be above 0"), ("abc", "not an amount"),
                                               ("0", "must be above 0"), ("1,00", "not an amount"),
                                               ("nan", "not an amount"), ("1e9", "not an amount")])
def test_parse_budget_rejects(text, message):
    with pytest.raises(ValueError, match=f"budget: .*{message}|budget: {message}"):
        parse_budget(text)


def test_parse_gpu_count():
    assert parse_gpu_count("2-4") == (2, 4)
    assert parse_gpu_count("8") == (8, 8)
    for bad in ("4-2", "0", "two", "-3"):
        with pytest.raises(ValueError, match="gpu-count"):
            parse_gpu_count(bad)
