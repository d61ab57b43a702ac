"""GPU reasons say what decides a rank: a figure the lint flags, the RNN grade by rule beside
the seed's, and memory short of what each card needs."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

from rigwright.core.recommend.gpu_ranking import rank_gpus
from rigwright.core.recommend.ranking import Request, recommend
from rigwright.core.recommend.workloads import PROFILES


def reasons_of(scores, name):
    return next(s.reasons for s in scores if s.gpu.name == name)


def test_a_flagged_figure_that_decides_the_inference_pick_is_said(seed_catalog):
    result = recommend(seed_catalog, Request("inference"))
    assert result.gpus[0].gpu.name == "TESLA T4"
    t4 = result.gpus[0].reasons
    flagged = [r for r in t4 if r.startswith("Flagged figure")]
    assert flagged == [
        "Flagged figure: the catalog states FP16 65.13, which the catalog lint questions "
        "(FP16 / FP32 TFLOPS is 2.00 for 12 of 13 GPUs; expected 16.28); at 16.28 it would "
        "rank #12"
    ]
    assert any(
        "TESLA T4 is recommended on a figure the catalog lint flags: FP16 65.13" in n
        and "16.28" in n
        for n in result.notes
    )
    # A card whose deciding figures are clean gets no such reason.
    assert not any(r.startswith("Flagged") for r in reasons_of(result.gpus, "Quadro GV100"))


def test_a_flagged_figure_is_found_in_a_changed_catalog_too(seed_catalog):
    # The same card with a datasheet-true FP16 is no longer flagged, nor recommended on it.
    t4 = seed_catalog.gpu("TESLA T4")
    fixed = dataclasses.replace(t4, fp16_tflops=Decimal("16.28"))
    catalog = dataclasses.replace(
        seed_catalog, gpus=tuple(fixed if g is t4 else g for g in seed_catalog.gpus)
    )
    result = recommend(catalog, Request("inference"))
    assert result.gpus[0].gpu.name != "TESLA T4"
    assert not any("flags" in n for n in result.notes)


def test_rnn_reasons_give_bandwidth_against_memory_and_the_grade(seed_catalog):
    result = recommend(seed_catalog, Request("rnn", budget_cny=1_000_000))
    assert (
        "Bandwidth 672 GB/s with 48 GB: best for RNN by rule (√(bandwidth × memory) = 180); "
        "the seed grades it best"
    ) in reasons_of(result.gpus, "Quadro RTX8000")
    assert (
        "Bandwidth 448 GB/s with 16 GB: good for RNN by rule (√(bandwidth × memory) = 85); "
        "the seed grades it good"
    ) in reasons_of(result.gpus, "Quadro RTX5000")
    v100 = reasons_of(result.gpus, "TESLA V100")
    assert any("not graded for RNN" in r for r in v100)
    # Every graded card says its grade; CNN reasons do not talk of RNN grades.
    for grade, names in seed_catalog.rnn_grades.items():
        for name in names:
            assert any(f": {grade} for RNN by rule" in r for r in reasons_of(result.gpus, name))
    cnn = rank_gpus(seed_catalog, PROFILES["cnn"])
    assert not any("for RNN" in r for s in cnn for r in s.reasons)


def test_a_card_short_of_the_memory_each_card_needs_says_so(seed_catalog):
    scores = rank_gpus(seed_catalog, PROFILES["transformer"])
    short = reasons_of(scores, "RTX2080Ti")
    assert any(r.startswith("11 GB per card, below the 24 GB each card needs") for r in short)
    assert any("google-research/bert" in r for r in short)
    assert not any("below the" in r for r in reasons_of(scores, "Titan RTX"))
