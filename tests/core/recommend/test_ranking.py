"""The recommendation model reproduces the seed's expert tables by rule, not by lookup."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rigwright.core.catalog.model import Catalog, Cooler, Gpu
from rigwright.core.recommend.ranking import (
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
from rigwright.core.recommend.workloads import PROFILES, UnknownWorkload, resolve_workload


def tier_of(tiers: tuple[tuple[str, ...], ...]) -> dict[str, int]:
    return {name: i for i, tier in enumerate(tiers) for name in tier}


def assert_no_gpu_above_a_better_tier(ranked: list[str], tiers) -> None:
    tier = tier_of(tiers)
    for i, upper in enumerate(ranked):
        for lower in ranked[i + 1 :]:
            assert tier[upper] <= tier[lower], (
                f"{upper} (tier {tier[upper] + 1}) above {lower} (tier {tier[lower] + 1})"
            )


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
    even = {
        "memory_bandwidth_gbs": 1,
        "memory_gb": 1,
        "fp16_tflops": 1,
        "tensor_tflops": 1,
        "fp32_tflops": 1,
    }
    ranked = [s.gpu.name for s in recommend(seed_catalog, Request("rnn", weights=even)).gpus]
    with pytest.raises(AssertionError):
        assert_no_gpu_above_a_better_tier(ranked, seed_catalog.rnn_tiers)


def test_recommended_gpus_are_the_seeds_first_tier(seed_catalog):
    assert recommend(seed_catalog, Request("cnn")).recommended_gpu_names == set(
        seed_catalog.cnn_tiers[0]
    )
    assert recommend(seed_catalog, Request("rnn")).recommended_gpu_names == set(
        seed_catalog.rnn_tiers[0]
    )


def test_scores_carry_contributions_and_reasons(seed_catalog):
    top = recommend(seed_catalog, Request("cnn")).gpus[0]
    assert top.gpu.name == "Quadro GV100"
    assert sum(top.contributions.values()) == pytest.approx(top.score)
    assert max(top.contributions, key=top.contributions.get) == "tensor_tflops"
    # GV100 is the best on tensor and FP32: those metrics contribute their full weight.
    assert top.contributions["tensor_tflops"] == pytest.approx(94.0)
    assert top.contributions["memory_gb"] < 2.0  # 32 of 48 GB
    assert top.reasons[0].startswith("Tensor 133 TFLOPS: #1 of 13")


# ----------------------------------------------------------------------------- a GPU added later


@st.composite
def new_gpu(draw, catalog: Catalog) -> Gpu:
    """A GPU with figures anywhere from a tenth of the catalog's worst to ten times its best."""

    def figure(metric: str) -> Decimal:
        lo = min(g.figure(metric) for g in catalog.gpus) / 10
        hi = max(g.figure(metric) for g in catalog.gpus) * 10
        return draw(st.decimals(min_value=lo, max_value=hi, places=2, allow_nan=False))

    return Gpu(
        name="NEW GPU",
        cuda_cores=4096,
        tensor_cores=512,
        memory_gb=figure("memory_gb"),
        memory_bandwidth_gbs=figure("memory_bandwidth_gbs"),
        tensor_tflops=figure("tensor_tflops"),
        fp16_tflops=figure("fp16_tflops"),
        fp32_tflops=figure("fp32_tflops"),
        cooler=draw(st.sampled_from(list(Cooler))),
    )


@pytest.mark.parametrize("workload", ["cnn", "rnn", "transformer", "inference"])
@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_a_gpu_added_to_the_catalog_is_placed_by_the_same_rule(seed_catalog, workload, data):
    gpu = data.draw(new_gpu(seed_catalog))
    catalog = dataclasses.replace(seed_catalog, gpus=(*seed_catalog.gpus, gpu))
    profile = PROFILES[workload]
    before = [s.gpu.name for s in rank_gpus(seed_catalog, profile)]
    after = [s.gpu.name for s in rank_gpus(catalog, profile)]
    # The newcomer never reorders the seed's cards (so the seed's tiers still hold) ...
    assert [n for n in after if n != "NEW GPU"] == before
    if workload in ("cnn", "rnn"):
        tiers = seed_catalog.cnn_tiers if workload == "cnn" else seed_catalog.rnn_tiers
        assert_no_gpu_above_a_better_tier(before, tiers)
    # ... and sits where its own figures put it: below every card at least as good on every
    # weighted metric, above every card it beats on every weighted metric.
    pos = {name: i for i, name in enumerate(after)}
    for other in seed_catalog.gpus:
        pairs = [(other.figure(m), gpu.figure(m)) for m in profile.weights]
        if all(o >= n for o, n in pairs) and any(o > n for o, n in pairs):
            assert pos[other.name] < pos["NEW GPU"], other.name
        if all(o <= n for o, n in pairs) and any(o < n for o, n in pairs):
            assert pos[other.name] > pos["NEW GPU"], other.name


def test_the_newcomer_follows_its_first_priority(seed_catalog):
    """A card just ahead of the seed's best on tensor TFLOPS and average elsewhere ranks first
    for CNN; the same card with the worst tensor figure ranks last."""
    middle = seed_catalog.gpu("Quadro RTX5000")
    strong = dataclasses.replace(middle, name="NEW GPU", tensor_tflops=Decimal(140))
    weak = dataclasses.replace(middle, name="NEW GPU", tensor_tflops=Decimal(50))
    for newcomer, place in ((strong, 0), (weak, -1)):
        catalog = dataclasses.replace(seed_catalog, gpus=(*seed_catalog.gpus, newcomer))
        assert rank_gpus(catalog, PROFILES["cnn"])[place].gpu.name == "NEW GPU"


def test_scores_hold_for_a_card_without_tensor_cores(seed_catalog):
    plain = dataclasses.replace(
        seed_catalog.gpu("RTX2060S"), name="NO TENSOR", tensor_tflops=Decimal(0)
    )
    catalog = dataclasses.replace(seed_catalog, gpus=(*seed_catalog.gpus, plain))
    cnn = {s.gpu.name: s for s in rank_gpus(catalog, PROFILES["cnn"])}
    assert 0 < cnn["NO TENSOR"].score < cnn["RTX2060S"].score
    only_tensor = recommend(catalog, Request("cnn", weights={"tensor_tflops": 1.0}))
    assert only_tensor.gpus[-1].gpu.name == "NO TENSOR"
    assert all(s.reasons for s in only_tensor.skus)


# ----------------------------------------------------------------------------- scale table


def test_scale_table_gpus_by_rule(seed_catalog):
    for row in seed_catalog.scale_table:
        fit = scale_fit(seed_catalog, row.scale)
        assert set(row.gpus) <= set(fit.gpus), row.scale
        assert fit.min_memory_gb == min(row.memory_gb)
    # A scale is a minimum memory need: a card with more memory serves it too.
    assert scale_fit(seed_catalog, "medium").gpus == (
        "Quadro GV100",
        "Quadro RTX8000",
        "Quadro RTX6000",
        "Titan RTX",
    )
    assert scale_fit(seed_catalog, "very-large").gpus == ("Quadro RTX8000",)
    # Where the rule admits more than the seed lists, it says so.
    extra = {
        s: set(scale_fit(seed_catalog, s).gpus) - set(r.gpus)
        for r in seed_catalog.scale_table
        for s in [r.scale]
    }
    big_blowers = {"Quadro GV100", "Quadro RTX8000", "Quadro RTX6000"}
    assert extra == {
        "small": {"Quadro RTX4000"} | big_blowers,
        "medium": big_blowers,
        "large": {"Quadro GV100", "Quadro RTX8000"},
        "very-large": set(),
    }
    for scale, names in extra.items():
        for name in names:
            assert any(name in d for d in scale_fit(seed_catalog, scale).differences)


def test_scale_table_memory_and_cards_per_workstation(seed_catalog):
    assert {s: scale_fit(seed_catalog, s).min_memory_gb for s in MODEL_SCALES} == {
        "small": 8,
        "medium": 24,
        "large": 24,
        "very-large": 48,
    }
    assert scale_fit(seed_catalog, "medium").max_per_workstation == {
        "Titan RTX": 4,
        "Quadro GV100": 9,
        "Quadro RTX8000": 9,
        "Quadro RTX6000": 9,
    }
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
    assert "1.7" not in {
        s.sku.number for s in recommend(seed_catalog, Request("cnn", budget_cny=89989)).skus
    }


def test_budget_below_every_price_gives_no_sku(seed_catalog):
    assert recommend(seed_catalog, Request("cnn", budget_cny=1000)).skus == []


def test_gpu_count_and_memory_filters(seed_catalog):
    skus = recommend(seed_catalog, Request("rnn", gpu_count=(5, 7))).skus
    assert skus and all(5 <= s.sku.gpu_count <= 7 for s in skus)
    big = recommend(seed_catalog, Request("rnn", min_gpu_memory_gb=32))
    assert recommend(seed_catalog, Request("rnn", min_gpu_memory_gb=0)).skus  # 0 = any
    assert {s.sku.gpu for s in big.skus} == {"Quadro GV100", "Quadro RTX8000"}
    assert all(s.gpu.memory_gb >= 32 for s in big.gpus)


def test_model_scale_narrows_gpus_and_skus_to_the_cards_that_fit(seed_catalog):
    result = recommend(seed_catalog, Request("cnn", model_scale="very-large"))
    assert {s.sku.gpu for s in result.skus} == {"Quadro RTX8000"}
    assert [s.gpu.name for s in result.gpus] == ["Quadro RTX8000"]
    assert result.notes and "48 GB" in result.notes[0]
    small = recommend(seed_catalog, Request("cnn", model_scale="small"))
    # Small models: every blower card with 8 GB or more (the seed lists the 8-11 GB ones).
    assert {s.gpu.name for s in small.gpus} == {
        "Quadro GV100",
        "Quadro RTX8000",
        "Quadro RTX6000",
        "RTX2080Ti",
        "RTX2080S",
        "RTX2070S",
        "Quadro RTX4000",
    }
    assert {"RTX2080Ti", "RTX2080S", "RTX2070S"} <= {s.sku.gpu for s in small.skus}
    medium = recommend(seed_catalog, Request("cnn", model_scale="medium"))
    # The Titan RTX builds with at most 4 cards (open-air: half the largest chassis); 2.5 and
    # 3.3 pack 5 and 7 and are left out, with a note. The blower 24-48 GB cards' builds stay.
    assert {s.sku.number for s in medium.skus if s.sku.gpu == "Titan RTX"} == {"1.4"}
    assert {s.sku.gpu for s in medium.skus} == {
        "Titan RTX",
        "Quadro GV100",
        "Quadro RTX8000",
        "Quadro RTX6000",
    }
    assert any(
        "2.5 (5 × Titan RTX, at most 4)" in n and "3.3 (7 × Titan RTX" in n for n in medium.notes
    )
    large = recommend(seed_catalog, Request("cnn", model_scale="large"))
    # The 48 GB RTX 8000 serves large models too: a scale is a minimum, not a band.
    assert {s.sku.gpu for s in large.skus} == {"Quadro RTX6000", "Quadro GV100", "Quadro RTX8000"}
    assert "Quadro RTX8000" in {s.gpu.name for s in large.gpus}


def test_a_scale_and_a_memory_need_that_exclude_each_other_say_so(seed_catalog):
    result = recommend(seed_catalog, Request("cnn", model_scale="medium", min_gpu_memory_gb=49))
    assert result.gpus == [] and result.skus == []
    assert any("none of the cards for medium models has 49 GB" in n for n in result.notes)


def test_filters_that_leave_nothing_say_why(seed_catalog):
    memory = recommend(seed_catalog, Request("cnn", min_gpu_memory_gb=49))
    assert memory.gpus == [] and "no GPU has 49 GB; the largest has 48 GB" in memory.notes
    count = recommend(seed_catalog, Request("cnn", gpu_count=(10, 16)))
    assert count.skus == [] and "no SKU has 10-16 GPUs; they have 2 to 9" in count.notes


def test_an_empty_budget_names_the_cheapest_sku(seed_catalog):
    result = recommend(seed_catalog, Request("cnn", budget_cny=10000))
    assert result.skus == []
    assert any("1.1 GX380i 14932-SA2X at ¥29,990" in n for n in result.notes)


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
    assert effective_gpus(8, PROFILES["cnn"].scaling_per_doubling) > effective_gpus(
        8, PROFILES["rnn"].scaling_per_doubling
    )
    assert effective_gpus(1, 0.5) == 1
    assert effective_gpus(4, 1.0) == 4


# ----------------------------------------------------------------------------- weights


def test_custom_weights_leave_the_seed(seed_catalog):
    result = recommend(seed_catalog, Request("cnn", weights={"memory_gb": 1.0}))
    assert not result.follows_seed
    assert result.gpus[0].gpu.name == "Quadro RTX8000"  # the 48 GB card
    assert "first priority of the custom weights" in result.gpus[0].reasons[0]
    assert recommend(seed_catalog, Request("cnn")).follows_seed
    same = dict(PROFILES["cnn"].weights)
    assert recommend(seed_catalog, Request("cnn", weights=same)).follows_seed


@pytest.mark.parametrize(
    ("weights", "message"),
    [
        ({"memory_gb": -1}, "weight 'memory_gb'"),
        ({"colour": 1}, "weight 'colour': unknown"),
        ({"memory_gb": 0}, "at least one metric"),
    ],
)
def test_bad_weights(seed_catalog, weights, message):
    with pytest.raises(ValueError, match=message):
        recommend(seed_catalog, Request("cnn", weights=weights))


# ----------------------------------------------------------------------------- input


def test_profiles_and_aliases():
    assert {"cnn", "rnn", "transformer", "gan", "autoencoder", "dbn", "dsn", "inference"} <= set(
        PROFILES
    )
    assert resolve_workload("LSTM").key == "rnn"
    assert resolve_workload(" gru ").key == "rnn"
    for profile in PROFILES.values():
        assert sum(profile.weights.values()) == pytest.approx(1)
        assert profile.derivation
    with pytest.raises(UnknownWorkload, match="workload: unknown 'svm'"):
        resolve_workload("svm")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("100000", 100000),
        ("100,000", 100000),
        ("¥89,990", 89990),
        ("１００００", 10000),
        ("99.9", 99),
        ("", None),
        ("  ", None),
        ("5000 CNY", 5000),
        # The notations people type: ten-thousands, thousands.
        ("5万", 50000),
        ("5萬", 50000),
        ("1.5万", 15000),
        ("¥30万元", 300000),
        ("50k", 50000),
        ("50K", 50000),
        ("2千", 2000),
    ],
)
def test_parse_budget(text, value):
    assert parse_budget(text) == value


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("-5", "must be at least 1 CNY"),
        ("abc", "not an amount"),
        ("0", "must be at least 1 CNY"),
        ("0.5", "must be at least 1 CNY"),
        ("1,00", "not an amount"),
        ("nan", "not an amount"),
        ("1e9", "not an amount"),
        ("5万万", "not an amount"),
        # A budget is CNY: another currency's amount is never read as yuan.
        ("NT$300000", "names another currency"),
        ("US$50k", "names another currency"),
        ("$300000", "names another currency"),
        ("300000 TWD", "names another currency"),
        ("k", "not an amount"),
    ],
)
def test_parse_budget_rejects(text, message):
    with pytest.raises(ValueError, match=f"budget: .*{message}|budget: {message}"):
        parse_budget(text)


def test_parse_gpu_count():
    assert parse_gpu_count("2-4") == (2, 4)
    assert parse_gpu_count("8") == (8, 8)
    for bad in ("4-2", "0", "two", "-3"):
        with pytest.raises(ValueError, match="gpu-count"):
            parse_gpu_count(bad)


@pytest.mark.parametrize(("workload", "attr"), [("cnn", "cnn_priority"), ("rnn", "rnn_priority")])
def test_profile_weights_follow_the_seeds_priority_order(seed_catalog, workload, attr):
    """The weights are ordered as the seed's priority line (a joint step counts in its order)."""
    order = [
        m
        for step in getattr(seed_catalog, attr)
        for m in ((step,) if isinstance(step, str) else step)
    ]
    assert list(PROFILES[workload].priority) == order


@pytest.mark.parametrize(
    ("workload", "first_weights"), [("cnn", (0.5, 0.7, 0.9, 0.99)), ("rnn", (0.8, 0.9, 0.99))]
)
def test_tiers_hold_over_a_range_of_first_weights(seed_catalog, workload, first_weights):
    """The defaults are not tuned to the edge: the README's stated ranges hold."""
    profile = PROFILES[workload]
    primary = profile.primary_metric
    rest = sum(w for m, w in profile.weights.items() if m != primary)
    tiers = seed_catalog.cnn_tiers if workload == "cnn" else seed_catalog.rnn_tiers
    for first in first_weights:
        weights = {
            m: first if m == primary else w * (1 - first) / rest for m, w in profile.weights.items()
        }
        ranked = [s.gpu.name for s in rank_gpus(seed_catalog, profile, weights)]
        assert_no_gpu_above_a_better_tier(ranked, tiers)


def test_reasons_are_written_when_first_read_and_kept(seed_catalog, monkeypatch):
    """ranking a GPU or a SKU does not write its reasons; the first read does,
    once (the list is kept), and they are those of the ranking itself."""
    import rigwright.core.recommend.ranking as recommend_module
    from rigwright.core.recommend.ranking import Request, recommend

    calls = []
    real = recommend_module.worth_reason
    monkeypatch.setattr(
        recommend_module, "worth_reason", lambda *a, **k: calls.append(a[1]) or real(*a, **k)
    )
    rec = recommend(seed_catalog, Request(workload="cnn", budget_cny=300000))
    assert rec.skus and calls == []  # ranked, no reason written yet
    first = rec.skus[0]
    reasons = first.reasons_text
    assert calls == [first.sku.gpu] and first.reasons_text is reasons  # once, then kept
    assert "GPU score" in first.reasons[0] and first.sku.gpu in first.reasons[0]
    gpu = rec.gpus[0]
    assert gpu.reasons_text is gpu.reasons_text and "#1 of 13" in gpu.reasons[0]
    # The same ranking again: equal scores, and the same reasons once read.
    again = recommend(seed_catalog, Request(workload="cnn", budget_cny=300000))
    assert again.gpus == rec.gpus and again.skus == rec.skus
    assert [s.reasons for s in again.skus] == [s.reasons for s in rec.skus]


def test_transformer_builds_whose_cards_hold_the_model_rank_first(seed_catalog):
    # 4 × 2080 Ti (11 GB) scored above 2 × Titan RTX (24 GB) on card count alone; each card
    # must hold the whole model in data-parallel training.
    skus = recommend(seed_catalog, Request("transformer", budget_cny=100_000)).skus
    order = [s.sku.number for s in skus]
    assert order[0] == "1.4"
    assert order.index("1.4") < order.index("1.7")
    titan, ti = skus[0], skus[order.index("1.7")]
    assert ti.score > titan.score  # the raw throughput is not hidden
    assert ti.reasons[0].startswith("11 GB per card, below the 24 GB each card needs")
    assert not any("below the" in r for r in titan.reasons)
    # Every build that meets the need comes before every build that does not.
    meets = [seed_catalog.gpu(s.sku.gpu).memory_gb >= 24 for s in skus]
    assert meets == sorted(meets, reverse=True)


@pytest.mark.parametrize("workload", ["rnn", "transformer"])
@settings(max_examples=60, deadline=None)
@given(
    memory=st.sampled_from([6, 8, 11, 12]),
    bandwidth=st.integers(min_value=300, max_value=3000),
)
def test_a_small_card_with_high_bandwidth_is_never_recommended(
    seed_catalog, workload, memory, bandwidth
):
    fast = dataclasses.replace(
        seed_catalog.gpu("RTX2080S"),
        name="NEW GPU",
        memory_gb=Decimal(memory),
        memory_bandwidth_gbs=Decimal(bandwidth),
    )
    catalog = dataclasses.replace(seed_catalog, gpus=(*seed_catalog.gpus, fast))
    result = recommend(catalog, Request(workload))
    assert "NEW GPU" not in result.recommended_gpu_names
    assert result.recommended_gpu_names  # a card that holds the models is recommended
    assert all(
        catalog.gpu(n).memory_gb >= PROFILES[workload].min_gpu_memory_gb
        for n in result.recommended_gpu_names
    )


def test_a_team_with_several_workloads_ranks_by_their_shares(seed_catalog):
    mix = recommend(seed_catalog, Request("cnn:0.6,rnn:0.4", budget_cny=1_000_000))
    assert mix.profile.shares and mix.profile.key == "cnn:0.6,rnn:0.4"
    cnn = {s.gpu.name: s.score for s in recommend(seed_catalog, Request("cnn")).gpus}
    rnn = {s.gpu.name: s.score for s in recommend(seed_catalog, Request("rnn")).gpus}
    # A GPU's score is the share-weighted geometric mean of its scores for each workload.
    for s in mix.gpus:
        assert s.score == pytest.approx(cnn[s.gpu.name] ** 0.6 * rnn[s.gpu.name] ** 0.4)
    # The RNN share's memory need holds: no card under 16 GB is recommended.
    assert all(seed_catalog.gpu(n).memory_gb >= 16 for n in mix.recommended_gpu_names)
    ideal = [s for s in mix.skus if any("ideal for CNN+RNN" in r for r in s.reasons)]
    assert ideal and all({"cnn", "rnn"} <= set(s.sku.ideal_workloads) for s in ideal)


def test_a_starred_card_says_why_however_far_down_it_ranks(seed_catalog):
    result = recommend(seed_catalog, Request(workload="cnn"))
    starred = [s for s in result.gpus if s.gpu.name in result.recommended_gpu_names]
    assert len(starred) >= 2
    assert str(starred[0].reasons[-1]) == (
        "Recommended: the highest Tensor of the cards offered (133 TFLOPS)"
    )
    for s in starred[1:]:
        assert str(s.reasons[-1]).startswith("Recommended: Tensor ") and (
            "is within 5 % of the best (133 TFLOPS)" in str(s.reasons[-1])
        )
    assert not any(
        str(r).startswith("Recommended") for s in result.gpus if s not in starred for r in s.reasons
    )
