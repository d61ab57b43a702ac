"""Catalog lint: every problem of the seed found by rule, each one a test."""

from __future__ import annotations

import dataclasses
import io
import json
from decimal import Decimal

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.catalog.lint import lint_catalog
from rigwright.core.catalog.model import StatedFigure
from rigwright.core.cli import main as cli
from rigwright.core.io.paths import data_dir

SEED = data_dir() / "seed-2020"

# (severity, kind, where, stated, expected): what a reader of the seed finds, one per line.
EXPECTED = [
    ("error", "code", "1.5", "96", "128"),  # code says 96 GB RAM, row has 128GB
    ("error", "code", "1.5", "T", "G"),  # code says Titan (T), row has GV100 (G)
    ("error", "stated-total", "1.10", "64", "128"),  # 4 × 32 GB
    ("error", "stated-total", "2.7", "240", "336"),  # 7 × 48 GB
    ("error", "stated-total", "3.1", "40", "72"),  # 9 × 8 GB
    ("warning", "claim", "Quadro GV100", "870", "897"),  # "highest bandwidth": V100 has 897
    ("warning", "class-range", "3.3", "7", "8-9"),
    ("warning", "pattern", "RTX2070S", "288", "320"),  # tensor cores = CUDA / 8
    ("warning", "pattern", "RTX2070S", "65", "72.32"),  # tensor TFLOPS = 7.98 × FP32
    ("warning", "pattern", "RTX2080S", "368", "384"),
    ("warning", "pattern", "RTX2080S", "85", "89.00"),
    ("warning", "pattern", "TESLA T4", "65.13", "16.28"),  # FP16 = 2 × FP32
    ("warning", "scale-table", "2.5", "5", "at most 4"),
    ("warning", "scale-table", "3.1", "9", "at most 8"),
    ("warning", "scale-table", "3.3", "7", "at most 4"),
    ("warning", "unit", "1.5", "960TB SSD", "960GB SSD"),
    (
        "info",
        "claim",
        "CNN section, hardware priority",
        "然后分配高內存帶寬",
        "CNN硬件配置要點：Tensors> FLOP> 顯存> 半精度計算(FP16)",
    ),
    ("info", "reference", "Quadro GV100", "16.66", "14.8"),
    ("info", "reference", "Quadro GV100", "133", "118.5"),
    ("info", "reference", "RTX2060S", "6", "8"),
    ("info", "reference", "RTX2060S", "336", "448"),
    ("info", "reference", "RTX2070S", "288", "320"),
    ("info", "reference", "RTX2080S", "368", "384"),
    ("info", "reference", "TITAN V", "14.90", "13.8"),
    ("info", "reference", "RTX2070S", "blower", "open-air"),  # seed 渦輪式 vs Founders Edition
    ("info", "reference", "RTX2080S", "blower", "open-air"),
    ("info", "reference", "RTX2080Ti", "blower", "open-air"),
    ("info", "rounding", "1.8", "131", "130"),
    ("info", "rounding", "1.9", "131", "130"),
    ("info", "rounding", "3.6", "266", "267"),
    ("info", "rounding", "3.7", "293", "294"),
    ("info", "text", "3.3", "228Tops-", "228Tops"),
    ("info", "text", "3.7", "293Tops-地球最強", "293Tops"),
    ("info", "text", "3.7", "2*Xeon白金8280(56核3.3GHz/ 睿頻4.0GHz", ""),
    ("info", "text", "section 5.1 heading", "機型：UltraLAB GX380i/GT410", "GT410i"),
    ("info", "text", "section 5.2 heading", "支持支持5~7塊GPU", "支持5~7塊GPU"),
    ("info", "text", "section 5.3 table header", "內存/顯存", "顯存"),
    ("info", "text", "Quadro GV100", "Qudro GV100", "Quadro GV100"),
    ("info", "unit", "3.7", "672GBs", "672GB/s"),
]


def _key(finding) -> tuple[str, str, str, str, str]:
    where = finding.where.get("sku") or finding.where.get("gpu") or finding.where["text"]
    return finding.severity, finding.kind, where, finding.stated, finding.expected


@pytest.fixture(scope="module")
def findings(seed_catalog):
    return lint_catalog(seed_catalog, SEED)


@pytest.mark.parametrize("expected", EXPECTED, ids=lambda e: f"{e[1]}-{e[2]}-{e[3]}")
def test_each_seed_problem_is_found(findings, expected):
    assert expected in [_key(f) for f in findings]


def test_nothing_else_is_reported(findings):
    assert sorted(_key(f) for f in findings) == sorted(EXPECTED)


def test_findings_are_ordered_most_serious_first(findings):
    order = {"error": 0, "warning": 1, "info": 2}
    assert [order[f.severity] for f in findings] == sorted(order[f.severity] for f in findings)


def test_a_consistent_row_has_no_finding(seed_catalog):
    """The rules react to the data: correct 1.10's memory total and its finding goes."""
    sku = seed_catalog.sku("1.10")
    fixed = dataclasses.replace(sku, memory=StatedFigure("128GB", Decimal(128), Decimal(128)))
    catalog = dataclasses.replace(
        seed_catalog, skus=tuple(fixed if s.number == "1.10" else s for s in seed_catalog.skus)
    )
    keys = [_key(f) for f in lint_catalog(catalog, SEED)]
    assert ("error", "stated-total", "1.10", "64", "128") not in keys
    assert ("error", "stated-total", "2.7", "240", "336") in keys


def test_without_rule_files_the_file_checks_are_skipped(seed_catalog):
    kinds = {f.kind for f in lint_catalog(seed_catalog)}
    assert "code" not in kinds and "reference" not in kinds and "pattern" not in kinds
    assert "stated-total" in kinds


def test_lint_json_command(tmp_db):
    out, err = io.StringIO(), io.StringIO()
    assert (
        cli.main(
            ["--db", str(tmp_db), "lint", "--catalog", "seed-2020", "--json"], out=out, err=err
        )
        == 0
    )
    data = json.loads(out.getvalue())
    assert len(data) == len(EXPECTED)
    assert all({"severity", "where", "message", "stated", "expected"} <= set(d) for d in data)
    first = data[0]
    assert first["severity"] == "error" and first["where"] == {
        "sku": "1.5",
        "code": "GX380i 15096-SB2T",
    }


def test_lint_table_command(tmp_db):
    out = io.StringIO()
    assert cli.main(["--db", str(tmp_db), "lint"], out=out, err=io.StringIO()) == 0
    assert (
        out.getvalue().rstrip().endswith(f"{len(EXPECTED)} findings: 5 error, 11 warning, 23 info")
    )


def test_the_current_pack_lints_clean_but_for_the_l40s_sheet(tmp_db):
    """Unknown figures take no part, and the seed's Turing-era ratios are not applied to a
    catalog that spans GPU generations. Every FP8 peak is 2 × the card's dense FP16 tensor
    rate within rounding, except the L40S's: its datasheet prints FP16 362.05 dense (733
    sparse) beside FP8 733 dense, a sheet not consistent with itself, which lint shows."""
    out = io.StringIO()
    assert (
        cli.main(
            ["--db", str(tmp_db), "lint", "--catalog", "current", "--json"],
            out=out,
            err=io.StringIO(),
        )
        == 0
    )
    findings = json.loads(out.getvalue())
    assert [
        (f["severity"], f["kind"], f["where"], f["stated"], f["expected"]) for f in findings
    ] == [("warning", "fp8-relation", {"gpu": "L40S"}, "733", "724.10")]


def _with_fp8(catalog, name: str, fp8: str | None):
    gpu = dataclasses.replace(
        catalog.gpu(name), fp8_tensor_tflops=None if fp8 is None else Decimal(fp8)
    )
    return dataclasses.replace(catalog, gpus=(gpu,))


@pytest.mark.parametrize(
    ("fp8", "reported"),
    [
        ("330.3", False),  # the RTX 4090's FP32-accumulate rate: 2 × 165.2 within rounding
        ("660.6", True),  # its FP16-accumulate rate: 4 × the FP32-accumulate tensor_tflops
        ("1321.2", True),  # the sparse figure
        ("333", True),  # 0.8 % off: more than rounding
        (None, False),  # no figure, no finding
    ],
)
def test_an_fp8_figure_off_twice_the_tensor_rate_is_reported(fp8, reported):
    catalog = _with_fp8(load_catalog_files("current"), "GeForce RTX 4090", fp8)
    found = [f for f in lint_catalog(catalog) if f.kind == "fp8-relation"]
    assert bool(found) == reported
    if reported:
        (finding,) = found
        assert (finding.severity, finding.where, finding.stated, finding.expected) == (
            "warning",
            {"gpu": "GeForce RTX 4090"},
            fp8,
            "330.4",
        )
        assert "FP8 tensor TFLOPS" in finding.message and "165.2" in finding.message


def test_flagged_figures_name_the_gpu_and_metric(seed_catalog):
    from rigwright.core.catalog.lint import flagged_figures

    flagged = flagged_figures(seed_catalog)
    t4 = flagged[("TESLA T4", "fp16_tflops")]
    assert (t4.stated, t4.expected) == ("65.13", "16.28")
    # The same findings as the lint's pattern check, keyed by what they are about.
    patterns = [f for f in lint_catalog(seed_catalog, data_dir() / "seed-2020") if f.figure]
    assert {(f.where["gpu"], f.figure) for f in patterns} == set(flagged)
    assert {f.kind for f in patterns} == {"pattern"}
    # A pack with no patterns.toml flags nothing; the JSON shape has no new key.
    assert flagged_figures(dataclasses.replace(seed_catalog, name="imported-pack")) == {}
    assert "figure" not in t4.as_json()
    # The FP8 relation needs no rule file: the current catalog's L40S is flagged.
    l40s = flagged_figures(load_catalog_files("current"))[("L40S", "fp8_tensor_tflops")]
    assert (l40s.kind, l40s.stated, l40s.expected) == ("fp8-relation", "733", "724.10")


def test_lint_of_the_current_catalog_has_no_error_and_counts_in_the_singular(tmp_db):
    out = io.StringIO()
    argv = ["--db", str(tmp_db), "lint", "--catalog", "current"]
    assert cli.main(argv, out=out, err=io.StringIO()) == 0
    assert out.getvalue().rstrip().endswith("1 finding: 1 warning")  # the L40S's FP8 figure
