"""The sizing charts' figures: which GPUs are drawn, what a card of each holds against its
usable memory, and the speed on the fewest cards with its physical bound."""

from __future__ import annotations

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.compare.sizing_chart_data import (
    HOURS,
    MOST_FITTING,
    MOST_NOT_FITTING,
    TOKENS_PER_S,
    candidate_fits,
    memory_chart,
    speed_chart,
)
from rigwright.core.recommend.inputs import Request
from rigwright.core.recommend.ranking import recommend
from rigwright.core.sizing.fit import GIB, largest_box
from rigwright.core.sizing.memory import TERMS, SizingRequest, Task
from rigwright.core.sizing.precision import Precision
from rigwright.core.sizing.zoo import zoo


@pytest.fixture(scope="module")
def current():
    return load_catalog_files("current")


def _rec(catalog, model="qwen2.5-72b", task=Task.INFERENCE, context=32768, **request):
    sizing = SizingRequest(zoo()[model], task, Precision.BF16, 1, context)
    return recommend(catalog, Request(workload="transformer", sizing=sizing, **request))


def test_no_model_no_charts(current):
    rec = recommend(current, Request(workload="transformer"))
    assert memory_chart(rec, current) is None and speed_chart(rec, current) is None
    assert candidate_fits(rec, current) == []


def test_qwen72b_bf16_at_32k_on_the_current_catalog(current):
    rec = _rec(current)
    chart = memory_chart(rec, current)
    assert chart is not None and chart.model == "Qwen2.5 72B" and chart.precision == "BF16"
    assert chart.need_gb == pytest.approx(173.1, abs=0.1)
    fitting = [b for b in chart.bars if b.fits]
    missing = [b for b in chart.bars if not b.fits]
    assert 1 <= len(fitting) <= MOST_FITTING and 1 <= len(missing) <= MOST_NOT_FITTING
    assert chart.bars == (*fitting, *missing)  # the fitting ones first
    # The recommended GPU first (H200 NVL), on its fewest cards with its fit's split.
    first = chart.bars[0]
    assert first.recommended and first.gpu == "H200 NVL 141GB"
    assert (first.count, first.strategy) == (2, "tensor_parallel")
    assert str(first.label_text) == "2 × H200 NVL 141GB, tensor parallel"
    for bar in fitting:
        fit = rec.sized.gpu_fits[bar.gpu]
        assert bar.total_gb <= bar.usable_gb
        assert bar.total_gb == pytest.approx(fit.per_gpu_gb)
        assert bar.usable_gb == pytest.approx(float(bar.memory_gb) * GIB * 0.9 / 1e9)
    for bar in missing:
        fit = rec.sized.gpu_fits[bar.gpu]
        assert bar.total_gb > bar.usable_gb > 0
        # The closest split the fit found: its figure, on at most the largest box.
        assert bar.total_gb == pytest.approx(fit.per_gpu_gb)
        assert bar.count <= chart.max_cards == largest_box(current) == 8  # the 4U server
    # The best-ranked two of the cards that cannot hold it (no market filter here).
    assert [b.gpu for b in missing] == ["GeForce RTX 5080", "GeForce RTX 5070 Ti"]
    assert all(list(b.terms_gb) == list(TERMS) for b in chart.bars)
    assert all(b.terms_gb["gradients"] == b.terms_gb["optimizer"] == 0 for b in chart.bars)


def test_the_decode_speed_never_beats_its_bound(current):
    rec = _rec(current)
    chart = speed_chart(rec, current)
    assert chart.unit == TOKENS_PER_S and chart.missing_text is None
    fitting = [b.gpu for b in memory_chart(rec, current).bars if b.fits]
    assert [b.gpu for b in chart.bars] == fitting
    for bar in chart.bars:
        assert bar.value is not None and bar.bound is not None
        assert 0 < bar.value <= bar.bound
        assert "GB/s" in bar.formula
    h200 = chart.bars[0]
    assert h200.value == pytest.approx(41.5, abs=0.1)
    assert "0.75" in str(chart.assumption_text)


def test_training_time_needs_the_amount_of_data(current):
    rec = _rec(current, "qwen2.5-7b", Task.LORA, 2048)
    chart = speed_chart(rec, current)
    assert chart.unit == HOURS and chart.bars == ()
    assert "training data" in str(chart.missing_text)
    timed = speed_chart(_rec(current, "qwen2.5-7b", Task.LORA, 2048, training_tokens=1e9), current)
    assert timed.missing_text is None and timed.bars
    for bar in timed.bars:
        assert bar.value is not None and bar.bound is not None
        assert bar.value >= bar.bound > 0  # never shorter than at full peak


def test_a_model_that_does_not_decode_says_so(current):
    rec = _rec(current, "bert-large", context=512)
    chart = speed_chart(rec, current)
    assert chart.bars == () and "does not generate tokens" in str(chart.missing_text)
