"""The speed model against published measurements (``bench/calibration_data.toml`` through
``bench/calibration.py``): every row sourced and estimable, every estimate within its kind's
stated factor of the published figure, each kind's median ratio near 1 (the utilisation
constants calibrated), no estimate above its physical bound, and the docs' table current."""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.sizing.zoo import find_model

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:  # bench/ is not installed: import it from the checkout
    sys.path.insert(0, str(ROOT))

from bench import calibration  # noqa: E402 - after the path above

ROWS = calibration.rows()
RESULTS = {r["id"]: r for r in calibration.compare(ROWS)}

FACTORS = {
    "decode": (0.5, 2.0),
    "train_tokens": (0.5, 2.5),
    "train_images": (0.25, 4.0),
}
"""Estimate / published allowed per kind. Decode and transformer training follow bandwidth and
tensor peak within 2-2.5× on every card measured (the widest: A100 PCIe decode 1.64, RTX 6000
Ada BERT 2.39); ResNet-50 training follows bandwidth more than peak, so one utilisation is off
by up to 4× at the ends (H100 PCIe AMP 3.8, V100 FP32 0.32)."""

MEDIAN_BAND = (0.8, 1.25)
"""Each kind's median estimate / published: outside it, its utilisation constant is due for
re-deriving from the data (bench/calibration.py prints the implied median)."""


def _ids(kind: str | None = None) -> list[str]:
    return [r["id"] for r in ROWS if kind is None or r["kind"] == kind]


def test_the_data_covers_every_kind_with_unique_ids():
    assert len(ROWS) >= 10
    assert len(set(_ids())) == len(ROWS)
    for kind in calibration.KINDS:
        assert len(_ids(kind)) >= 3, kind


@pytest.mark.parametrize("row", ROWS, ids=_ids())
def test_every_row_is_sourced_and_names_a_known_gpu_model_and_precision(row):
    catalog_gpus = {g.name for c in ("seed-2020", "current") for g in load_catalog_files(c).gpus}
    assert row["kind"] in calibration.KINDS
    assert row["gpu"] in catalog_gpus
    assert find_model(row["model"]).id == row["model"]
    assert row["precision"] in calibration.PRECISIONS
    assert row["source"].startswith("https://")
    # a table, row or column named after the URL, and the conditions stated
    assert len(row["source"].split(" ", 1)) == 2
    assert row["notes"].strip()
    assert row["value"] > 0
    assert int(row["gpu_count"]) >= 1


@pytest.mark.parametrize("row_id", _ids(), ids=_ids())
def test_every_estimate_lies_within_its_kinds_factor_of_the_published_figure(row_id):
    r = RESULTS[row_id]
    low, high = FACTORS[r["kind"]]
    assert r["estimate"] is not None, r["why"]
    assert low <= r["ratio"] <= high, f"{row_id}: {r['estimate']:.1f} vs {r['value']}"


@pytest.mark.parametrize("kind", calibration.KINDS)
def test_each_kinds_median_ratio_is_near_one(kind):
    ratios = [RESULTS[i]["ratio"] for i in _ids(kind)]
    assert MEDIAN_BAND[0] <= statistics.median(ratios) <= MEDIAN_BAND[1]


@pytest.mark.parametrize("row_id", _ids(), ids=_ids())
def test_no_estimate_and_no_measurement_beats_the_physical_bound(row_id):
    r = RESULTS[row_id]
    assert r["bound"] is not None
    assert r["estimate"] <= r["bound"] * (1 + 1e-9)
    # a published figure above the bound would mean a wrong catalog figure or a mismatched row
    # (FP32 on Ampere and later runs in TF32 on the tensor cores: such rows are left out)
    assert r["value"] <= r["bound"]


def test_decode_estimates_stream_the_weights_at_most_once_a_bandwidth():
    for row_id in _ids("decode"):
        r = RESULTS[row_id]
        bandwidth = float(calibration._gpu(r["gpu"]).memory_bandwidth_gbs) * 1e9
        weights = find_model(r["model"]).compute_params
        bytes_per_weight = {"fp16": 2.0, "int4": 4.25 / 8, "int8": 1.0}
        assert r["bound"] <= bandwidth / (
            weights * bytes_per_weight[calibration.PRECISIONS[r["precision"]]]
        )


def test_a_row_ten_times_off_falls_outside_its_band():
    first = next(r for r in ROWS if r["kind"] == "decode")
    row = {**first, "value": first["value"] * 10}
    (r,) = calibration.compare([row])
    assert r["ratio"] < FACTORS["decode"][0]


def test_the_docs_table_is_the_one_the_script_prints():
    text = (ROOT / "docs" / "sizing.md").read_text(encoding="utf-8")
    section = text.split("## Calibration", 1)[1]
    assert calibration.markdown(list(RESULTS.values())) in section
