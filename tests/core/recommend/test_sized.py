"""Ranking with a sized model: what cannot hold it is left out with its reason, the rest is
ordered by the goal, and the headline says what the job needs in the trade's words."""

from __future__ import annotations

import pytest

from rigwright.core.recommend.inputs import Goal, Request
from rigwright.core.recommend.ranking import recommend
from rigwright.core.sizing.memory import SizingRequest, Task
from rigwright.core.sizing.precision import Precision
from tests.core.sizing.conftest import spec


@pytest.fixture
def qwen72b_8k():
    return SizingRequest(spec(), Task.INFERENCE, Precision.BF16, context=8192)


def test_what_cannot_hold_the_model_is_left_out_with_its_reason(seed_catalog, qwen72b_8k):
    plain = recommend(seed_catalog, Request(workload="transformer"))
    sized = recommend(seed_catalog, Request(workload="transformer", sizing=qwen72b_8k))
    facts = sized.sized
    assert facts is not None
    held = {n for n, s in facts.skus.items()}
    assert {s.sku.number for s in sized.skus} == held
    assert held | {n for n in facts.left_out if n[0].isdigit()} == {
        s.sku.number for s in plain.skus
    }
    for s in sized.skus:
        fit = facts.skus[s.sku.number].fit
        assert fit.count is not None and fit.count <= s.sku.gpu_count
    # An 11 GB card never holds 164 GB on 9 cards; a 2-card Titan RTX box has too few cards.
    assert facts.left_out["RTX2080Ti"].startswith("does not fit: needs ")
    assert "RTX2080Ti" not in {g.gpu.name for g in sized.gpus}
    assert facts.left_out["1.4"] == "does not fit: needs 8 × Titan RTX, has 2"
    assert sized.recommended_gpu_names <= {g.gpu.name for g in sized.gpus}


def test_the_headline_says_the_need_and_what_holds_it(seed_catalog, qwen72b_8k):
    result = recommend(seed_catalog, Request(workload="transformer", sizing=qwen72b_8k))
    note = result.notes[-1]
    assert note.startswith(
        "needs about 164 GB in BF16: 4 × Quadro RTX8000 (4 × 48 GB) with tensor parallel"
    )
    assert "one Quadro RTX8000 (48 GB) is not enough" in note


def test_the_goal_orders_the_skus(seed_catalog):
    job = SizingRequest(
        spec(
            id="qwen2.5-7b",
            params=7_615_616_512,
            layers=28,
            hidden_size=3584,
            intermediate_size=18944,
            attention_heads=28,
            kv_heads=4,
        ),
        Task.FULL,
        Precision.BF16,
        context=2048,
    )
    fastest = recommend(seed_catalog, Request(workload="transformer", sizing=job))
    thrifty = recommend(
        seed_catalog,
        Request(workload="transformer", sizing=job, goal=Goal.THROUGHPUT_PER_CNY),
    )
    facts = fastest.sized
    hours = [facts.skus[s.sku.number].speed.hours for s in fastest.skus]
    assert hours == sorted(hours)
    per_cny = [thrifty.sized.skus[s.sku.number].per_cny for s in thrifty.skus]
    assert per_cny == sorted(per_cny, reverse=True)
    assert {s.sku.number for s in fastest.skus} == {s.sku.number for s in thrifty.skus}


def test_without_a_model_the_ranking_is_unchanged(seed_catalog):
    result = recommend(seed_catalog, Request(workload="cnn"))
    assert result.sized is None


def test_a_sized_model_replaces_the_profiles_memory_rule_of_thumb():
    from rigwright.core.catalog.files import load_catalog_files
    from rigwright.core.recommend.ranking import Request, recommend
    from rigwright.core.sizing.memory import SizingRequest, Task
    from rigwright.core.sizing.precision import Precision
    from rigwright.core.sizing.zoo import find_model

    current = load_catalog_files("current")
    sizing = SizingRequest(find_model("qwen2.5-7b"), Task.INFERENCE, Precision.INT4, context=4096)
    sized = recommend(current, Request("transformer", sizing=sizing))
    assert not any("each card needs 24 GB" in n for n in sized.notes)
    assert recommend(current, Request("transformer")).profile.min_gpu_memory_gb == 24


def test_custom_builds_have_at_least_the_cards_that_hold_the_model(seed_catalog, qwen72b_8k):
    """The search offers no build with fewer cards of a GPU than its fit: 2 × RTX8000
    cannot hold 150 GB, so the least build of RTX8000 it weighs has 4."""
    from rigwright.core.search.pareto import search_builds
    from rigwright.core.search.space import build_space

    request = Request(workload="transformer", sizing=qwen72b_8k, budget_cny=400000)
    space = build_space(seed_catalog, request)
    fits = space.rec.sized.gpu_fits
    assert space.lines
    for line in space.lines:
        assert line.count >= fits[line.gpu.gpu.name].count, line
    assert min(ln.count for ln in space.lines if ln.gpu.gpu.name == "Quadro RTX8000") == 4
    result = search_builds(seed_catalog, request)
    for custom in result.front:
        (gpu_line,) = custom.build.gpus
        assert gpu_line.count >= fits[gpu_line.model].count, custom
