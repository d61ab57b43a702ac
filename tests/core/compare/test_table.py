"""Tests for core/compare/table.py: every figure of a comparison equals the catalog's (computed here
from the GPU table, the prices, the rules and the ranking, not through the module), the best
and worst marks are where those figures say, ties and unknowns are marked as documented, the
selection guide's stated figure stays beside ours where it contradicts ours (not where it
only rounds it), a build without GPUs has no GPU figures to rank, the rows come in the order
asked for (the window's decision rows first), and a quote option's column sums its
workstations."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from rigwright.core.build.model import GpuLine, build_from_sku
from rigwright.core.build.rules import ERROR, WARNING, Site, check_rules, parse_site
from rigwright.core.compare.chart_data import changed_candidate, sku_candidate
from rigwright.core.compare.table import (
    BEST_MARK,
    CUSTOMER_ROWS,
    GPU_ROWS,
    HIGHER,
    LOWER,
    NONE,
    ROWS,
    WINDOW_ROWS,
    WORST_MARK,
    RuleCounts,
    column_of,
    column_of_option,
    compare_builds,
    compare_label,
    extremes,
    row,
)
from rigwright.core.pricing.prices import Price
from rigwright.core.quote.assurance import rules_could_not_run
from rigwright.core.quote.document import GUIDANCE_RULES, QuoteDocument, resolve_quote
from rigwright.core.recommend.ranking import Request, recommend
from rigwright.core.text.words import LANGS

# Which way each numeric row is better, as the issue asks (more figures, less power and
# money, fewer findings); GPU count and PSU rating are specs, not merits.
DIRECTION = {
    "system_memory": HIGHER,
    "fig_memory_total": HIGHER,
    "fig_bandwidth": HIGHER,
    "fig_tensor_total": HIGHER,
    "fig_fp16_total": HIGHER,
    "fig_fp32_total": HIGHER,
    "fig_board_power": LOWER,
    "sustained_draw": LOWER,
    "peak_draw": LOWER,
    "throughput": HIGHER,
    "price": LOWER,
    "cny_per_tflops": LOWER,
    "cny_per_memory_gb": LOWER,
    "rule_errors": LOWER,
    "rule_warnings": LOWER,
}


def _candidates(catalog, *numbers):
    return [sku_candidate(catalog.sku(n), build_from_sku(catalog.sku(n), catalog)) for n in numbers]


def _expected_marks(values: list, better: str) -> tuple[set[int], set[int]]:
    """Best and worst columns by looking at the numbers, as an engineer would."""
    if len(set(values)) < 2:
        return set(), set()
    top = max(values) if better == HIGHER else min(values)
    bottom = min(values) if better == HIGHER else max(values)
    return (
        {i for i, v in enumerate(values) if v == top},
        {i for i, v in enumerate(values) if v == bottom},
    )


def _catalog_figures(catalog, number: str) -> dict[str, Decimal]:
    """A SKU's figures from the catalog's own tables (GPU table × count, its price)."""
    sku = catalog.sku(number)
    gpu = catalog.gpu(sku.gpu)
    n = sku.gpu_count
    price = Decimal(sku.price_cny)
    tensor = n * gpu.tensor_tflops
    memory = n * gpu.memory_gb
    return {
        "system_memory": Decimal(sku.ram_gb),
        "fig_memory_total": Decimal(memory),
        "fig_bandwidth": Decimal(gpu.memory_bandwidth_gbs),
        "fig_tensor_total": Decimal(tensor),
        "fig_fp16_total": n * gpu.fp16_tflops,
        "fig_fp32_total": n * gpu.fp32_tflops,
        "fig_board_power": Decimal(n * gpu.board_power_w),
        "price": price,
        "cny_per_tflops": (price / tensor).quantize(Decimal("0.01")),
        "cny_per_memory_gb": (price / memory).quantize(Decimal("0.01")),
    }


_TENSOR_ROWS = ("fig_tensor_total", "cny_per_tflops")


@pytest.mark.parametrize(
    ("numbers", "like"),
    [
        (("1.7", "2.5", "3.1"), False),
        (("1.7", "1.8", "1.9"), False),
        (("1.1", "2.4", "3.2", "3.7"), False),
        (("1.1", "1.7", "3.1"), True),  # GeForce only: FP16-accumulate figures
        (("1.3", "1.8", "2.7", "3.3"), True),  # Quadro and TITAN only
    ],
)
def test_figures_and_marks_equal_the_catalog(seed_catalog, numbers, like):
    rows = compare_builds([column_of(c) for c in _candidates(seed_catalog, *numbers)], seed_catalog)
    expected = [_catalog_figures(seed_catalog, n) for n in numbers]
    for key in expected[0]:
        r = row(rows, key)
        values = [e[key] for e in expected]
        assert list(r.values) == values, key
        best, worst = _expected_marks(values, DIRECTION[key])
        if key in _TENSOR_ROWS and not like:
            # The seed's GeForce tensor rates (FP16 accumulate) and the others' are shown
            # but never ranked against each other.
            best, worst = set(), set()
        assert set(r.best) == best and set(r.worst) == worst, key
        for i in range(len(numbers)):
            assert r.mark(i) == (BEST_MARK if i in best else WORST_MARK if i in worst else "")


def test_a_tie_marks_every_tied_column_and_equal_values_mark_nothing(seed_catalog):
    # SKU 1.8 (4 × Quadro RTX6000) and 1.9 (4 × Quadro RTX8000): the same TFLOPS, twice
    # the memory on 1.9; SKU 1.3 (2 × Quadro RTX5000) has less of both.
    rows = compare_builds(
        [column_of(c) for c in _candidates(seed_catalog, "1.3", "1.8", "1.9")], seed_catalog
    )
    tensor = row(rows, "fig_tensor_total")
    assert tensor.values[1] == tensor.values[2] > tensor.values[0]
    assert tensor.best == {1, 2} and tensor.worst == {0}
    pair = compare_builds(
        [column_of(c) for c in _candidates(seed_catalog, "1.8", "1.9")], seed_catalog
    )
    fp32 = row(pair, "fig_fp32_total")
    assert fp32.values[0] == fp32.values[1]
    assert not fp32.best and not fp32.worst and fp32.mark(0) == fp32.mark(1) == ""
    memory = row(pair, "fig_memory_total")
    assert memory.best == {1} and memory.worst == {0}


def test_rows_without_a_direction_are_never_marked(seed_catalog):
    rows = compare_builds(
        [column_of(c) for c in _candidates(seed_catalog, "1.1", "3.7")], seed_catalog
    )
    for key in ("system", "chassis", "cpus", "drives", "fig_gpu", "fig_gpu_count", "fig_psu"):
        r = row(rows, key)
        assert r.better is None and not r.best and not r.worst, key
    assert row(rows, "fig_gpu_count").values == (Decimal(2), Decimal(9))


def test_extremes_never_rank_unknowns_or_texts():
    d = Decimal
    assert extremes([d(1), None, d(3)], HIGHER) == ({2}, {0})
    assert extremes([d(1), None, d(3)], LOWER) == ({0}, {2})
    assert extremes([None, d(5), None], HIGHER) == (frozenset(), frozenset())  # one known
    assert extremes([None, None], LOWER) == (frozenset(), frozenset())
    assert extremes(["672 / 870 GB/s", d(700), d(600)], HIGHER) == ({1}, {2})
    assert extremes([d(2), d(2), d(2)], HIGHER) == (frozenset(), frozenset())
    assert extremes([d(1), d(9)], None) == (frozenset(), frozenset())
    counts = [RuleCounts(0, 0, 2), RuleCounts(0, 1, 0), RuleCounts(1, 0, 0)]
    assert extremes(counts, LOWER) == ({0}, {2})  # errors first, then guidance, then warnings


def test_an_unknown_price_is_never_best(seed_catalog):
    a, b, c = _candidates(seed_catalog, "1.2", "1.7", "2.4")
    a = dataclasses.replace(a, price_cny=None)  # the cheapest, but its price is to be set
    rows = compare_builds([column_of(x) for x in (a, b, c)], seed_catalog)
    price = row(rows, "price")
    assert price.values[0] is None and price.text(0, "en") == "price to be set"
    assert price.best == {1} and price.worst == {2}
    per = row(rows, "cny_per_tflops")
    assert per.values[0] is None and 0 not in per.best | per.worst
    assert per.text(0, "zh_CN") == "未知"


def test_the_guide_stated_figure_is_kept_beside_ours_only_when_it_contradicts(seed_catalog):
    sku = seed_catalog.sku("1.7")  # the guide prints "108Tops" FP16; ours is 4 × 26.9
    rows = compare_builds(
        [column_of(c) for c in _candidates(seed_catalog, "1.7", "3.1")], seed_catalog
    )
    fp16 = row(rows, "fig_fp16_total")
    ours = 4 * seed_catalog.gpu("RTX2080Ti").fp16_tflops
    assert fp16.values[0] == ours == Decimal("107.6") and fp16.text(0, "en") == "107.6 TFLOPS"
    # 107.6 printed to the unit is 108: the guide's rounding, no disagreement to show.
    assert sku.fp16.stated == 108 and not sku.fp16.is_contradiction
    assert fp16.stated[0] is None and fp16.stated_text(0, "en") == ""
    assert fp16.stated_text(0, "zh_CN") == ""
    # SKU 3.1: the guide prints 40 GB of GPU memory for 9 × 8 GB; ours (72 GB) is ranked and
    # the guide's figure kept beside it, the seed's own figure untouched.
    stated = seed_catalog.sku("3.1").memory
    assert stated.is_contradiction
    memory = row(rows, "fig_memory_total")
    assert memory.values[1] == 9 * seed_catalog.gpu("RTX2080S").memory_gb
    assert memory.stated[1] == stated.stated == Decimal(40)
    assert memory.stated_text(1, "en") == "selection guide: 40 GB"
    assert memory.stated_text(1, "zh_CN") == "选型指南标称 40 GB"
    assert memory.stated_text(1, "zh_TW") == "選型指南標稱 40 GB"
    assert memory.best == {1}
    assert (stated.printed, stated.stated, stated.computed) == ("40GB", 40, 72)


def test_every_seed_sku_shows_exactly_its_contradictions(seed_catalog):
    # Scan the seed: every stated figure is beside ours when, and only when, it contradicts
    # ours beyond its printed precision (36 beside 36.24, 54 beside 53.8: rounding, none).
    rounded = contradicted = 0
    columns = [
        column_of(c) for c in _candidates(seed_catalog, *[s.number for s in seed_catalog.skus])
    ]
    rows = compare_builds(
        columns, seed_catalog, rows=("fig_fp16_total", "fig_memory_total", "fig_bandwidth")
    )
    for i, sku in enumerate(seed_catalog.skus):
        for key, fig in (
            ("fig_fp16_total", sku.fp16),
            ("fig_memory_total", sku.memory),
            ("fig_bandwidth", sku.memory_bandwidth),
        ):
            shown = row(rows, key).stated[i]
            if fig.is_contradiction:
                contradicted += 1
                assert shown == fig.stated, (sku.number, key)
            else:
                rounded += fig.stated != fig.computed
                assert shown is None, (sku.number, key)
    assert contradicted == 3  # GPU memory of SKUs 1.10, 2.7 and 3.1
    assert rounded > 20


def test_gpu_rows_of_a_build_without_gpus_are_none_and_never_ranked(seed_catalog):
    a, b = _candidates(seed_catalog, "1.7", "2.5")
    bare = changed_candidate(a, dataclasses.replace(a.build, gpus=()), Price(Decimal(30000)))
    columns = [column_of(x) for x in (a, b, bare)]
    rows = compare_builds(columns, seed_catalog, None, {"RTX2080Ti": 50.0, "Titan RTX": 60.0}, 0.9)
    for key in GPU_ROWS:
        r = row(rows, key)
        assert 2 not in r.best | r.worst, key
        if key != "fig_gpu":
            assert r.values[2] == NONE and r.text(2, "en") == "—", key
        # The two builds with GPUs are still ranked between themselves.
        if r.better is not None:
            assert r.best | r.worst == {0, 1}, key
    gpu = row(rows, "fig_gpu")
    assert gpu.text(2, "en") == "none"
    assert (
        row(compare_builds(columns, seed_catalog, lang="zh_CN"), "fig_gpu").text(2, "zh_CN") == "无"
    )
    assert (
        row(compare_builds(columns, seed_catalog, lang="zh_TW"), "fig_gpu").text(2, "zh_TW") == "無"
    )
    assert row(rows, "cny_per_tflops").text(2, "en") == "—"  # not "unknown"
    board = row(rows, "fig_board_power")
    assert board.mark(2) == "" and board.best == {0}  # never "▲ 0 W"
    # The rest of the system is compared as ever: its price is the lowest.
    assert row(rows, "price").best == {2}
    # Without its price, ¥ per TFLOPS is still "—" (nothing to divide by), not "unknown".
    unpriced = dataclasses.replace(columns[2], price_cny=None)
    per = row(compare_builds([columns[0], unpriced], seed_catalog), "cny_per_tflops")
    assert per.values[1] == NONE


def test_a_quote_option_without_gpus_has_no_gpu_figures(seed_catalog):
    bare = dataclasses.replace(build_from_sku(seed_catalog.sku("1.7"), seed_catalog), gpus=())
    column = dataclasses.replace(
        column_of(_candidates(seed_catalog, "1.7")[0]), title="B", systems=((bare, 2),), sku=None
    )
    rows = compare_builds(
        [column_of(_candidates(seed_catalog, "2.5")[0]), column],
        seed_catalog,
        rows=CUSTOMER_ROWS,
        lang="zh_CN",
    )
    assert row(rows, "fig_gpu").text(1, "zh_CN") == "无"
    for key in (
        "fig_gpu_count",
        "fig_memory_total",
        "fig_tensor_total",
        "fig_board_power",
        "cny_per_tflops",
    ):
        assert row(rows, key).values[1] == NONE and not row(rows, key).best, key


def test_rows_come_in_the_order_asked_the_window_decision_rows_first(seed_catalog):
    assert WINDOW_ROWS[:5] == ("system", "price", "cny_per_tflops", "throughput", "rule_errors")
    columns = [column_of(c) for c in _candidates(seed_catalog, "1.7", "2.5")]
    rows = compare_builds(
        columns, seed_catalog, None, {"RTX2080Ti": 50.0, "Titan RTX": 60.0}, 0.9, rows=WINDOW_ROWS
    )
    assert [r.key for r in rows] == list(WINDOW_ROWS)
    asked = ("price", "system", "fig_gpu")
    assert [r.key for r in compare_builds(columns, seed_catalog, rows=asked)] == list(asked)
    # Without scores there is no throughput row; the others keep their order.
    assert [r.key for r in compare_builds(columns, seed_catalog, rows=WINDOW_ROWS)] == [
        k for k in WINDOW_ROWS if k != "throughput"
    ]


def test_a_changed_build_has_no_stated_figure(seed_catalog):
    base = _candidates(seed_catalog, "3.1")[0]  # the guide: 40 GB for 9 × 8 GB
    build = dataclasses.replace(base.build, gpus=(GpuLine("RTX2080S", 5),))
    changed = changed_candidate(base, build, Price(None))
    column = column_of(changed)
    assert column.sku is None and column.price_cny is None
    rows = compare_builds([column_of(base), column], seed_catalog)
    assert row(rows, "fig_memory_total").stated == (Decimal(40), None)
    assert row(rows, "fig_gpu_count").values == (Decimal(9), Decimal(5))


def test_throughput_is_the_sku_ranking_score(seed_catalog):
    rec = recommend(seed_catalog, Request("cnn"))
    scores = {g.gpu.name: g.score for g in rec.gpus}
    ranked = {s.sku.number: s.score for s in rec.skus}
    numbers = [n for n in ("1.7", "2.5", "3.2") if n in ranked]
    assert len(numbers) >= 2
    rows = compare_builds(
        [column_of(c) for c in _candidates(seed_catalog, *numbers)],
        seed_catalog,
        None,
        scores,
        rec.profile.scaling_per_doubling,
    )
    values = [Decimal(f"{ranked[n]:.1f}") for n in numbers]
    t = row(rows, "throughput")
    assert list(t.values) == values
    best, worst = _expected_marks(values, HIGHER)
    assert set(t.best) == best and set(t.worst) == worst
    # Without the workload's scores there is no throughput row.
    assert "throughput" not in [
        r.key
        for r in compare_builds(
            [column_of(c) for c in _candidates(seed_catalog, *numbers)], seed_catalog
        )
    ]


def test_rule_counts_are_the_rules_verdicts(seed_catalog):
    numbers = ("1.7", "2.1", "2.5", "3.1")
    site = parse_site("220V/10A")
    rows = compare_builds(
        [column_of(c) for c in _candidates(seed_catalog, *numbers)], seed_catalog, site
    )
    errors, warnings, counts = [], [], []
    for n in numbers:
        found = check_rules(build_from_sku(seed_catalog.sku(n), seed_catalog), seed_catalog, site)
        every = [v for vs in found.values() for v in vs]
        errors.append(Decimal(sum(v.severity == ERROR for v in every)))
        warnings.append(Decimal(sum(v.severity == WARNING for v in every)))
        guidance = sum(v.severity == ERROR for name in GUIDANCE_RULES for v in found[name])
        counts.append((int(errors[-1]) - guidance, guidance, int(warnings[-1])))
    assert list(row(rows, "rule_errors").values) == errors
    assert list(row(rows, "rule_warnings").values) == warnings
    assert [tuple(c) for c in row(rows, "rule_check").values] == counts
    # Every seed SKU here has a "cannot check" (the chassis's longest card is unknown): none
    # is ever best on a rule row, though the worst is still marked.
    unchecked = {
        i
        for i, n in enumerate(numbers)
        if rules_could_not_run(build_from_sku(seed_catalog.sku(n), seed_catalog), seed_catalog)
    }
    assert unchecked == {0, 1, 2, 3}
    for key, values in (("rule_errors", errors), ("rule_warnings", warnings)):
        best, worst = _expected_marks(values, LOWER)
        assert set(row(rows, key).best) == best - unchecked and set(row(rows, key).worst) == worst


def test_rule_check_texts(seed_catalog):
    assert RuleCounts(0, 0, 0).text("en") == "passes"
    assert RuleCounts(0, 0, 0).text("zh_CN") == "通过"
    assert RuleCounts(0, 0, 0).text("zh_TW") == "通過"
    assert RuleCounts(0, 0, 1).text("en") == "1 warning"
    assert RuleCounts(2, 0, 3).text("en") == "2 errors, 3 warnings"
    assert RuleCounts(0, 1, 2).text("zh_CN") == "1 项超出选型指南建议，2 项警告"
    rows = compare_builds(
        [column_of(c) for c in _candidates(seed_catalog, "2.1", "2.5")],
        seed_catalog,
        rows=CUSTOMER_ROWS,
    )
    assert "rule_check" not in [r.key for r in rows]  # no counts in front of the customer
    rows = compare_builds(
        [column_of(c) for c in _candidates(seed_catalog, "2.1", "2.5")],
        seed_catalog,
        rows=("rule_check",),
    )
    check = row(rows, "rule_check")
    assert check.text(0, "en") == "passes"  # SKU 2.1: infos only ...
    assert check.best == set() and check.worst == {1}  # ... so it could not all run: not best


def test_power_rows_are_the_rules_figures(seed_catalog):
    from rigwright.core.compare.chart_data import power_chart

    numbers = ("1.7", "2.4")
    rows = compare_builds(
        [column_of(c) for c in _candidates(seed_catalog, *numbers)], seed_catalog, Site()
    )
    charts = [
        power_chart(build_from_sku(seed_catalog.sku(n), seed_catalog), seed_catalog, None)
        for n in numbers
    ]
    assert list(row(rows, "sustained_draw").values) == [Decimal(c.sustained_w) for c in charts]
    assert list(row(rows, "peak_draw").values) == [Decimal(c.peak_w) for c in charts]
    assert list(row(rows, "fig_psu").values) == [Decimal(c.psu_rating_w) for c in charts]
    assert row(rows, "sustained_draw").text(0, "en") == f"{charts[0].sustained_w:,} W"


def test_a_quote_option_column_sums_its_workstations(seed_catalog):
    doc = QuoteDocument.model_validate(
        {
            "lang": "en",
            "customer": {"company": "ACME"},
            "options": [
                {"items": [{"kind": "sku", "sku": "1.7"}]},
                {
                    "items": [
                        {"kind": "sku", "sku": "1.1", "quantity": 2},
                        {"kind": "sku", "sku": "1.7"},
                    ]
                },
                {"items": [{"kind": "extra", "description": "Warranty", "unit_price": "3000"}]},
            ],
        }
    )
    quote = resolve_quote(doc, seed_catalog)
    columns = [column_of_option(o) for o in quote.options]
    assert columns[0].sku == seed_catalog.sku("1.7") and columns[1].sku is None
    assert [c.price_cny for c in columns] == [o.totals.total for o in quote.options]
    rows = compare_builds(
        columns, seed_catalog, rows=CUSTOMER_ROWS, price_label="total_incl_vat", lang="en"
    )
    assert [r.key for r in rows] == list(CUSTOMER_ROWS)
    g70, g80 = seed_catalog.gpu("RTX2070S"), seed_catalog.gpu("RTX2080Ti")
    tensor = row(rows, "fig_tensor_total")
    assert tensor.values[:2] == (
        4 * g80.tensor_tflops,
        2 * 2 * g70.tensor_tflops + 4 * g80.tensor_tflops,
    )
    assert row(rows, "fig_gpu_count").values[:2] == (Decimal(4), Decimal(8))
    assert row(rows, "system").values[1] == "2 × (GX380i · 2 × RTX2070S) + GT410i · 4 × RTX2080Ti"
    per = row(rows, "cny_per_tflops")
    assert per.values[1] == (quote.options[1].totals.total / tensor.values[1]).quantize(
        Decimal("0.01")
    )
    # The option of extras only has no figures ("—"), and is never best or worst.
    for r in rows:
        if r.key != "price":
            assert r.values[2] == NONE and 2 not in r.best | r.worst, r.key
    price = row(rows, "price")
    assert price.label("en") == "Total incl. VAT"
    assert price.values[2] == quote.options[2].totals.total  # shown, but not compared:
    assert price.values[2] < price.values[0] < price.values[1]  # the cheapest, yet
    assert price.best == {0} and price.worst == {1}


def test_every_row_has_its_label_in_every_language(seed_catalog):
    rows = compare_builds(
        [column_of(c) for c in _candidates(seed_catalog, "1.7", "2.5")],
        seed_catalog,
        None,
        {"RTX2080Ti": 50.0, "Titan RTX": 60.0},
        0.9,
    )
    assert [r.key for r in rows] == list(ROWS)
    for r in rows:
        texts = {lang: r.label(lang) for lang in LANGS}
        assert all(texts.values()), r.key
    assert row(rows, "cny_per_tflops").label("zh_CN") == "Tensor Core 单位算力价格"
    assert row(rows, "rule_check").label("zh_TW") == "規則檢查"
    assert row(rows, "system_memory").label("zh_TW") == "系統記憶體"
    for key in ("legend", "cny_per_tflops_note", "rule_check_note"):
        assert "選" not in compare_label(key, "zh_CN") and "选" not in compare_label(key, "zh_TW")


def test_the_customer_never_sees_an_internal_score():
    assert "throughput" not in CUSTOMER_ROWS and "throughput" in WINDOW_ROWS
    assert set(CUSTOMER_ROWS) <= set(ROWS) and set(WINDOW_ROWS) <= set(ROWS)


def test_an_unknown_row_is_refused(seed_catalog):
    with pytest.raises(KeyError, match="score"):
        compare_builds([], seed_catalog, rows=["score"])
    assert compare_builds([], seed_catalog, rows=["price"])[0].values == ()


def test_money_rows_print_as_money_with_the_illustrative_mark(seed_catalog):
    a, b = _candidates(seed_catalog, "1.7", "2.5")
    assert a.illustrative  # the 2020 guide's prices only illustrate
    firm = dataclasses.replace(b, illustrative=False)
    rows = compare_builds([column_of(a), column_of(firm)], seed_catalog)
    assert row(rows, "price").text(0, "en") == "¥89,990.00 ※"
    assert row(rows, "price").text(1, "zh_CN") == "¥228,000.00"
    assert row(rows, "cny_per_tflops").text(0, "en").endswith(" ※")


def test_the_seed_cpus_are_worded_in_chinese():
    from rigwright.core.compare.table import cpu_name

    assert cpu_name("Intel Core (9th gen), 6 cores", "zh_CN") == "Intel Core（第9代），6 核"
    assert cpu_name("Intel Core X (10th gen), 12 cores", "zh_TW") == "Intel Core X（第10代），12 核"
    assert cpu_name("Xeon Platinum 8280, 28 cores", "zh_CN") == "Xeon Platinum 8280，28 核"
    assert cpu_name("Intel Core (9th gen), 6 cores", "en") == "Intel Core (9th gen), 6 cores"
    assert cpu_name("Xeon W-2255", "zh_CN") == "Xeon W-2255"  # a part's own name


@pytest.mark.parametrize(
    ("lang", "drive"),
    [("en", "60TB parallel storage"), ("zh_CN", "60TB并行存储"), ("zh_TW", "60TB並行存儲")],
)
def test_the_drives_row_is_worded_for_the_language(seed_catalog, lang, drive):
    from rigwright.core.compare.table import CompareColumn, compare_builds

    build = build_from_sku(seed_catalog.sku("3.3"), seed_catalog)
    (row,) = compare_builds(
        [CompareColumn("SKU 3.3", ((build, 1),), None)], seed_catalog, rows=("drives",), lang=lang
    )
    assert drive in row.text(0, lang)
