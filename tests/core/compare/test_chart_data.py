"""The figures behind the charts: equal to the catalog's and to the ranking's, and the Pareto
front, scaling and power figures checked against independent computations."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rigwright.core.build.diagram import set_gpu_count
from rigwright.core.build.model import Build, CpuLine, GpuLine, build_from_sku
from rigwright.core.build.rules import CIRCUITS, Site, check_build
from rigwright.core.catalog.model import METRICS
from rigwright.core.compare.chart_data import (
    Candidate,
    PricePoint,
    build_digest,
    changed_candidate,
    cost_efficiency,
    gpu_bars,
    pareto_front,
    power_chart,
    price_points,
    scaling_assumption,
    scaling_curve,
    sku_candidate,
    throughput,
    unknown_gpus,
)
from rigwright.core.pricing.prices import Price
from rigwright.core.recommend.ranking import Request, recommend
from rigwright.core.recommend.tiers import seed_tiers
from rigwright.core.recommend.workloads import resolve_workload


@pytest.fixture
def cnn(seed_catalog):
    return recommend(seed_catalog, Request("cnn"))


def _candidates(catalog):
    return [sku_candidate(s, build_from_sku(s, catalog)) for s in catalog.skus]


@pytest.mark.parametrize("metric", METRICS)
def test_bars_are_the_catalog_figures(seed_catalog, metric):
    bars = gpu_bars(seed_catalog, metric)
    for bar in bars:
        assert bar.value == seed_catalog.gpu(bar.name).figure(metric)
    assert [b.value for b in bars] == sorted((b.value for b in bars), reverse=True)
    drawn = {b.name for b in bars} | set(unknown_gpus(seed_catalog, metric))
    assert drawn == {g.name for g in seed_catalog.gpus}


def test_bars_carry_the_seed_tier_of_the_workload(seed_catalog, cnn):
    tiers = seed_tiers(seed_catalog, cnn.profile)
    assert tiers is not None and tiers.table == "CNN"
    assert tiers.tiers == seed_catalog.cnn_tiers
    bars = gpu_bars(
        seed_catalog, "tensor_tflops", cnn.recommended_gpu_names, tiers, in_build={"RTX2080Ti"}
    )
    by_name = {b.name: b for b in bars}
    for number, names in enumerate(seed_catalog.cnn_tiers, start=1):
        for name in names:
            if name in by_name:
                assert by_name[name].tier == number
    assert {b.name for b in bars if b.recommended} == cnn.recommended_gpu_names & set(by_name)
    assert [b.name for b in bars if b.in_build] == ["RTX2080Ti"]


def test_tiers_follow_the_workload_family(seed_catalog):
    assert seed_tiers(seed_catalog, resolve_workload("transformer")).tiers == seed_catalog.rnn_tiers
    assert seed_tiers(seed_catalog, resolve_workload("gan")).table == "CNN"
    assert seed_tiers(seed_catalog, resolve_workload("inference")) is None


def test_throughput_is_the_sku_ranking_score(seed_catalog, cnn):
    scores = {g.gpu.name: g.score for g in cnn.gpus}
    for ranked in cnn.skus:
        build = build_from_sku(ranked.sku, seed_catalog)
        assert throughput(build, scores, cnn.profile.scaling_per_doubling) == pytest.approx(
            ranked.score
        )


def test_throughput_of_a_mixed_build_and_of_no_gpus():
    build = Build("GT410i", (CpuLine("x"),), 64, (GpuLine("A", 2), GpuLine("B", 2)))
    # 4 GPUs at 90 % per doubling: 4 × 0.81 = 3.24 GPUs' worth of the mean score 75.
    assert throughput(build, {"A": 100.0, "B": 50.0}, 0.9) == pytest.approx(3.24 * 75)
    assert throughput(build, {"A": 100.0}, 0.9) is None
    assert throughput(Build("GT410i", (CpuLine("x"),), 64, ()), {}, 0.9) == 0.0


def test_price_points_leave_out_unpriced_builds_with_the_reason(seed_catalog, cnn):
    scores = {g.gpu.name: g.score for g in cnn.gpus}
    sku = _candidates(seed_catalog)[0]
    unpriced = changed_candidate(sku, sku.build, Price(None, "price to be set: parts"))
    points, left = price_points([sku, unpriced], scores, 0.95)
    assert [p.candidate for p in points] == [sku]
    assert points[0].price_cny == Decimal(seed_catalog.skus[0].price_cny)
    assert left == [(unpriced, "price to be set")]
    assert unpriced.key == f"changed:{sku.key}#{build_digest(sku.build)}"


def test_two_changes_of_one_build_are_two_candidates(seed_catalog):
    sku = _candidates(seed_catalog)[6]
    one = changed_candidate(sku, set_gpu_count(sku.build, seed_catalog, sku.sku.gpu, 1), None)
    two = changed_candidate(sku, set_gpu_count(sku.build, seed_catalog, sku.sku.gpu, 2), None)
    again = changed_candidate(sku, set_gpu_count(sku.build, seed_catalog, sku.sku.gpu, 1), None)
    assert one.key != two.key and one.key == again.key
    assert len(build_digest(one.build)) == 8 and int(build_digest(one.build), 16) >= 0


def _brute_front(points):
    return {
        p
        for p in points
        if not any(
            q.price_cny <= p.price_cny
            and q.throughput >= p.throughput
            and (q.price_cny, q.throughput) != (p.price_cny, p.throughput)
            for q in points
        )
    }


def test_pareto_front_of_the_seed(seed_catalog, cnn):
    scores = {g.gpu.name: g.score for g in cnn.gpus}
    points, _ = price_points(_candidates(seed_catalog), scores, 0.95)
    front = pareto_front(points)
    assert set(front) == _brute_front(points)
    prices = [p.price_cny for p in front]
    assert prices == sorted(prices)
    assert [p.throughput for p in front] == sorted(p.throughput for p in front)
    # The cheapest SKU and the highest-throughput SKU are always on the front.
    assert min(points, key=lambda p: p.price_cny) in front
    assert max(points, key=lambda p: p.throughput) in front


_DUMMY = Build("GT410i", (CpuLine("x"),), 64, ())


@given(st.lists(st.tuples(st.integers(1, 50), st.integers(0, 50)), max_size=12))
def test_pareto_front_property(pairs):
    points = [
        PricePoint(Candidate(f"k{i}", "sku", f"k{i}", _DUMMY, Decimal(p)), Decimal(p), float(t))
        for i, (p, t) in enumerate(pairs)
    ]
    front = pareto_front(points)
    assert set(front) == _brute_front(points)


def test_scaling_curve_keeps_the_share_per_doubling():
    curve = dict(scaling_curve(0.95, 8))
    assert curve[1] == pytest.approx(100)
    assert curve[2] == pytest.approx(190)
    assert curve[4] == pytest.approx(4 * 0.95**2 * 100)
    assert curve[8] == pytest.approx(8 * 0.95**3 * 100)
    assert dict(scaling_curve(1.0, 4))[4] == pytest.approx(400)


@pytest.mark.parametrize("lang, words", [("en", "95 %"), ("zh_CN", "卷积"), ("zh_TW", "卷積")])
def test_scaling_assumption_names_the_share_in_the_language(lang, words):
    text = scaling_assumption(resolve_workload("cnn"), lang)
    assert words in text
    assert "95" in text


def test_cost_efficiency_is_price_over_catalog_totals(seed_catalog):
    for c, row in zip(
        _candidates(seed_catalog),
        cost_efficiency(_candidates(seed_catalog), seed_catalog),
        strict=True,
    ):
        gpu = seed_catalog.gpu(c.sku.gpu)
        assert row.tensor_tflops == c.sku.gpu_count * Decimal(gpu.tensor_tflops)
        assert row.memory_gb == c.sku.gpu_count * Decimal(gpu.memory_gb)
        assert row.cny_per_tensor_tflops == (Decimal(c.sku.price_cny) / row.tensor_tflops).quantize(
            Decimal("0.01")
        )
        assert row.cny_per_memory_gb == (Decimal(c.sku.price_cny) / row.memory_gb).quantize(
            Decimal("0.01")
        )


def test_power_chart_matches_the_rules(seed_catalog):
    site = Site(CIRCUITS["220V/10A"])
    for c in _candidates(seed_catalog):
        chart = power_chart(c.build, seed_catalog, site)
        found = {v.rule: v for v in check_build(c.build, seed_catalog, site)}
        assert chart.psu_rating_w == (sum(c.build.psus_w) or None)
        assert chart.circuit_usable_w == 1760 and chart.circuit_label == "220 V / 10 A"
        circuit = found.get("power.circuit")
        if circuit is not None and circuit.figures:
            assert chart.wall_w == circuit.figures["worst_circuit_w"]
            assert chart.wall_w > chart.circuit_usable_w
        elif chart.wall_w is not None:
            assert chart.wall_w <= chart.circuit_usable_w
    no_site = power_chart(_candidates(seed_catalog)[0].build, seed_catalog, None)
    assert no_site.wall_w is None and no_site.circuit_usable_w is None
    assert no_site.circuit_label == ""
