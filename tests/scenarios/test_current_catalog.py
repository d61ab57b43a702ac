"""The ``current`` catalog pack (data/current): its figures against an independent
transcription of the reference table, unknown figures kept unknown from the files to the
database and the JSON, the tensor definitions, and the recommendation on a pack without SKUs,
chassis or scale table."""

from __future__ import annotations

import io
import json
import shutil
import sqlite3
from decimal import Decimal
from pathlib import Path

import pytest

from rigwright.core.catalog.files import CatalogError, load_catalog_files
from rigwright.core.catalog.model import METRICS, Cooler
from rigwright.core.catalog.sources import list_catalogs
from rigwright.core.cli import main as cli
from rigwright.core.io.paths import data_dir
from rigwright.core.recommend.ranking import (
    PROFILES,
    Request,
    max_per_workstation,
    rank_gpus,
    recommend,
    scale_fit,
)
from rigwright.core.storage.database import open_catalog

# Reference table (research gpus.csv, segment "current"), transcribed by hand. Columns:
# name, cuda_cores, tensor_cores, vram_gb, mem_bw_gbs, fp16_tensor_fp32acc_dense_tflops,
# fp16_nontensor_tflops, fp32_tflops. None = blank cell (not sourced).
CURRENT_GPUS = [
    ("GeForce RTX 3090", 10496, 328, "24", "936", "71", "35.6", "35.6"),
    ("GeForce RTX 4090", 16384, 512, "24", "1008", "165.2", "82.6", "82.6"),
    ("GeForce RTX 5090", 21760, 680, "32", "1792", "209.5", "104.8", "104.8"),
    ("RTX A6000", 10752, 336, "48", "768", "154.8", "38.7", "38.7"),
    ("RTX 6000 Ada Generation", 18176, 568, "48", "960", "364", "91.1", "91.1"),
    # FP16 and FP32 both from the PRO whitepaper (126.0), not the datasheet's rounded 125.
    ("RTX PRO 6000 Blackwell Workstation Edition", 24064, 752, "96", "1792", "503.8", "126", "126"),
    (
        "RTX PRO 6000 Blackwell Max-Q Workstation Edition",
        24064,
        752,
        "96",
        "1792",
        "438.9",
        "109.7",
        "109.7",
    ),
    ("RTX 5000 Ada Generation", 12800, 400, "32", "576", "261", "65.3", "65.3"),
    ("RTX 4000 Ada Generation", 6144, 192, "20", "360", "107", "26.7", "26.7"),
    ("L4", 7424, 240, "24", "300", "121", "30.3", "30.3"),
    ("L40S", 18176, 568, "48", "864", "362.05", "91.6", "91.6"),
    ("A100 PCIe 80GB", 6912, 432, "80", "1935", "312", "78", "19.5"),
    ("H100 PCIe 80GB", 14592, 456, "80", "2000", "756", "102", "51"),
    ("H100 NVL 94GB", 16896, 528, "94", "3900", "835.5", "120", "60"),
    ("H200 NVL 141GB", 16896, 528, "141", "4800", "835.5", "120", "60"),
    # The 2026 reference table (gpus-2026.csv): blank where it has no sourced figure (no
    # tensor-core counts). It has no FP16 non-tensor column: where the FP32 rate is sourced, the
    # FP16 rate is derived from it at the architecture's ratio (test below).
    ("GeForce RTX 5080", None, None, "16", "960", "113", "56.28", "56.28"),
    ("GeForce RTX 5070 Ti", 8960, None, "16", "896", "88", None, None),
    ("GeForce RTX 5090 D", None, None, "32", "1792", None, "104.8", "104.8"),
    ("GeForce RTX 5090 D V2", None, None, "24", "1344", None, "104.8", "104.8"),
    ("GeForce RTX 4090 D", 14592, None, "24", "1008", "147.09", "73.54", "73.54"),
    ("RTX PRO 6000 Blackwell Server Edition", None, None, "96", "1597", None, "120", "120"),
    ("RTX PRO 5000 Blackwell 48GB", 14080, None, "48", "1344", None, "65", "65"),
    ("RTX PRO 5000 Blackwell 72GB", 14080, None, "72", "1344", None, "65", "65"),
    ("RTX PRO 4500 Blackwell", 10496, None, "32", "896", "109.9", "54.94", "54.94"),
    ("RTX PRO 4000 Blackwell", 8960, None, "24", "672", None, "46.9", "46.9"),
    ("RTX PRO 4000 Blackwell SFF Edition", None, None, None, "432", None, None, None),
    ("RTX PRO 2000 Blackwell", None, None, "16", "288", None, None, None),
    ("RTX PRO 6000D", 19968, None, "84", None, None, None, None),
    ("L20", 11776, None, "48", "864", "119.5", "59.35", "59.35"),
    ("H20", None, None, "96", "4000", "148", None, None),
]

# name, board power W, slot width, cooler (from the reference's text), launch MSRP USD, date.
CURRENT_PHYSICAL = [
    ("GeForce RTX 3090", 350, 3, Cooler.OPEN_AIR, 1499, "2020-09-24"),
    ("GeForce RTX 4090", 450, 3, Cooler.OPEN_AIR, 1599, "2022-10-12"),
    ("GeForce RTX 5090", 575, 2, Cooler.OPEN_AIR, 1999, "2025-01-30"),
    ("RTX A6000", 300, 2, Cooler.BLOWER, None, "2020-10-05"),
    ("RTX 6000 Ada Generation", 300, 2, Cooler.BLOWER, 6800, "2022-12-03"),
    ("RTX PRO 6000 Blackwell Workstation Edition", 600, 2, Cooler.OPEN_AIR, 8565, "2025-03-18"),
    ("RTX PRO 6000 Blackwell Max-Q Workstation Edition", 300, 2, Cooler.BLOWER, None, "2025-03-18"),
    ("RTX 5000 Ada Generation", 250, 2, Cooler.UNKNOWN, None, "2023-08-09"),
    ("RTX 4000 Ada Generation", 130, 1, Cooler.BLOWER, 1250, "2023-08-09"),
    ("L4", 72, 1, Cooler.PASSIVE, None, "2023-03-21"),
    ("L40S", 350, 2, Cooler.PASSIVE, None, "2023-08"),
    ("A100 PCIe 80GB", 300, 2, Cooler.PASSIVE, None, "2021-06-28"),
    ("H100 PCIe 80GB", 350, 2, Cooler.PASSIVE, None, "2022-09-30"),
    ("H100 NVL 94GB", 400, 2, Cooler.PASSIVE, None, "2023-03-21"),
    ("H200 NVL 141GB", 600, 2, Cooler.PASSIVE, None, "2024-11-18"),
    ("GeForce RTX 5080", 360, 2, Cooler.OPEN_AIR, 999, "2025-01-30"),
    ("GeForce RTX 5070 Ti", 300, 2, Cooler.UNKNOWN, 749, "2025-02"),
    ("GeForce RTX 5090 D", 575, 2, Cooler.UNKNOWN, 2299, "2025-01-30"),
    ("GeForce RTX 5090 D V2", 575, 2, Cooler.UNKNOWN, 2299, "2025-08-12"),
    ("GeForce RTX 4090 D", 425, 3, Cooler.UNKNOWN, None, "2023-12-28"),
    ("RTX PRO 6000 Blackwell Server Edition", 600, 2, Cooler.PASSIVE, None, "2025-05"),
    ("RTX PRO 5000 Blackwell 48GB", 300, 2, Cooler.BLOWER, None, "2025-03-18"),
    ("RTX PRO 5000 Blackwell 72GB", 300, 2, Cooler.BLOWER, None, "2025-12-18"),
    ("RTX PRO 4500 Blackwell", 200, 2, Cooler.UNKNOWN, None, "2025-03-18"),
    ("RTX PRO 4000 Blackwell", 140, 1, Cooler.UNKNOWN, None, "2025-03-18"),
    ("RTX PRO 4000 Blackwell SFF Edition", 70, 2, Cooler.UNKNOWN, None, None),
    ("RTX PRO 2000 Blackwell", None, 2, Cooler.UNKNOWN, None, "2025-08"),
    ("RTX PRO 6000D", 600, 2, Cooler.PASSIVE, None, "2025-07"),
    ("L20", 275, 2, Cooler.UNKNOWN, None, "2023-11"),
    ("H20", 400, 2, Cooler.UNKNOWN, None, "2023-11"),
]

FORM_FACTORS = {"H20": "sxm"}
"""The GPUs that are not PCIe cards (every other one is)."""

WORKSTATION_GPUS = [row[0] for row in CURRENT_GPUS if row[0] not in FORM_FACTORS]

REFERENCE_COLUMNS = {
    "cuda_cores": "cuda_cores",
    "tensor_cores": "tensor_cores",
    "memory_gb": "vram_gb",
    "memory_bandwidth_gbs": "mem_bw_gbs",
    "tensor_tflops": "fp16_tensor_fp32acc_dense_tflops",
    "fp16_tflops": "fp16_nontensor_tflops",
    "fp32_tflops": "fp32_tflops",
}


@pytest.fixture(scope="module")
def current():
    return load_catalog_files("current")


def _run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


# ----------------------------------------------------------------------------- the data


def test_both_catalogs_are_listed():
    assert list_catalogs() == ["current", "seed-2020"]


def test_every_figure_is_the_references(current):
    assert [g.name for g in current.gpus] == [row[0] for row in CURRENT_GPUS]
    for gpu, (name, *figures) in zip(current.gpus, CURRENT_GPUS, strict=True):
        for metric, expected in zip(METRICS, figures, strict=True):
            value = getattr(gpu, metric)
            if expected is None:
                assert value is None, f"{name} {metric}: blank in the reference, must be unknown"
            elif isinstance(expected, int):
                assert value == expected, f"{name} {metric}"
            else:
                assert value == Decimal(expected) and str(value) == expected, f"{name} {metric}"


def test_physical_facts_are_the_references(current):
    for name, power, slots, cooler, msrp, date in CURRENT_PHYSICAL:
        gpu = current.gpu(name)
        assert (gpu.board_power_w, gpu.slot_width, gpu.cooler) == (power, slots, cooler), name
        assert (gpu.launch_msrp_usd, gpu.launch_date) == (msrp, date), name
    h100nvl = current.gpu("H100 NVL 94GB")
    assert h100nvl.power_connectors is None  # conflicting sources: left unknown
    assert h100nvl.nvlink == "yes" and h100nvl.pcie == "5.0 x16"
    assert current.gpu("L4").power_connectors == "none (slot-powered)"
    assert current.gpu("GeForce RTX 3090").board_length_mm == Decimal(313)


def test_every_known_figure_has_its_reference_column_and_confidence(current):
    for gpu in current.gpus:
        for metric in METRICS:
            source = gpu.source_of(metric)
            if getattr(gpu, metric) is None:
                assert source is None, f"{gpu.name} {metric}: unknown figure with a source"
                continue
            assert source is not None, f"{gpu.name} {metric}: no source"
            assert source.reference_column == REFERENCE_COLUMNS[metric]
            assert source.confidence in ("datasheet", "secondary", "datasheet-derived")
            assert source.source.startswith("http")
    nvl = current.gpu("H200 NVL 141GB").source_of("tensor_tflops")
    assert nvl.confidence == "datasheet-derived"  # half of NVIDIA's sparse figure
    assert current.gpu("L40S").source_of("board_power_w").confidence == "datasheet"
    assert current.gpu("GeForce RTX 4090").source_of("cooler").confidence == "secondary"


def test_an_unpublished_fp16_rate_is_derived_from_the_fp32_rate_at_its_architectures_ratio(
    current,
):
    # Whitepaper ratios, shown by the catalog's own sourced cards of each architecture.
    assert (
        current.gpu("GeForce RTX 4090").fp16_tflops == current.gpu("GeForce RTX 4090").fp32_tflops
    )
    h100 = current.gpu("H100 PCIe 80GB")
    assert h100.fp16_tflops == 2 * h100.fp32_tflops
    derived = {
        g.name: g
        for g in current.gpus
        if (s := g.source_of("fp16_tflops")) and "derived" in s.source
    }
    assert {"GeForce RTX 4090 D", "L20", "GeForce RTX 5090 D V2", "H200 NVL 141GB"} <= set(derived)
    for gpu in derived.values():
        source = gpu.source_of("fp16_tflops")
        assert source.confidence == "datasheet-derived" and source.source.startswith("https://")
        ratio = 2 if "Hopper" in source.source else 1
        assert gpu.fp16_tflops == ratio * gpu.fp32_tflops, gpu.name
        assert f"derived from its FP32 {gpu.fp32_tflops} TFLOPS" in source.source
    # No FP32 rate, nothing to derive from: unknown stays unknown.
    assert current.gpu("GeForce RTX 5070 Ti").fp16_tflops is None


def test_each_catalog_declares_its_tensor_definition(current, seed_catalog):
    assert current.tensor_definition == "dense FP16 tensor, FP32 accumulate"
    assert "FP16 accumulate" in seed_catalog.tensor_definition
    # GeForce: the honest training rate is half the FP16-accumulate headline (4090: 330.3).
    assert current.gpu("GeForce RTX 4090").tensor_tflops == Decimal("165.2")
    # The seed keeps its own printed figure (RTX2080Ti 108: FP16 accumulate).
    assert seed_catalog.gpu("RTX2080Ti").tensor_tflops == 108


def test_the_pack_has_its_own_lineup_and_no_seed_chassis_or_expert_tables(current):
    # Its SKUs are built from its parts (docs/catalog-current.md), not the seed's chassis.
    assert len(current.skus) == 15 and all(s.parts for s in current.skus)
    assert current.chassis == {}
    assert current.scale_table == () and current.cnn_tiers == () and current.rnn_grades == {}
    assert current.frameworks == () and current.workload_families == ()


# ----------------------------------------------------------------------------- unknown figures


def test_unknown_stays_unknown_through_the_database(tmp_db, current):
    stored = open_catalog(tmp_db, "current")
    assert stored == current
    again = open_catalog(tmp_db, "current")  # read back from the rows, not rebuilt
    assert again == current and again.gpu("GeForce RTX 5070 Ti").fp16_tflops is None
    con = sqlite3.connect(tmp_db)
    rows = con.execute(
        "select name, fp16_tflops from gpu where catalog = 'current' "
        "and fp16_tflops is null order by position"
    ).fetchall()
    definition = con.execute("select tensor_definition from catalog where name = 'current'")
    assert definition.fetchone() == ("dense FP16 tensor, FP32 accumulate",)
    con.close()
    assert rows == [(row[0], None) for row in CURRENT_GPUS if row[6] is None]


def test_only_pcie_cards_are_workstation_cards(tmp_db, current):
    assert {g.name: g.form_factor for g in current.gpus if g.form_factor != "pcie"} == FORM_FACTORS
    stored = open_catalog(tmp_db, "current")
    assert stored.gpu("H20").form_factor == "sxm" and not stored.gpu("H20").is_workstation_card
    result = recommend(current, Request(workload="rnn"))  # H20's 4000 GB/s would rank 2nd
    assert "H20" not in [s.gpu.name for s in result.gpus]
    assert any(
        str(n).startswith(
            "left out: an SXM module for HGX boards (rack systems), not a workstation card: H20"
        )
        for n in result.notes
    )


def test_unknown_is_null_in_the_json(tmp_db):
    code, out, err = _run("--db", str(tmp_db), "gpus", "--catalog", "current", "--json")
    assert code == 0 and err == ""
    gpus = json.loads(out)
    assert len(gpus) == 30
    by_name = {g["name"]: g for g in gpus}
    assert by_name["H20"]["form_factor"] == "sxm" and by_name["L20"]["form_factor"] == "pcie"
    assert by_name["GeForce RTX 5070 Ti"]["fp16_tflops"] is None
    assert by_name["H200 NVL 141GB"]["tensor_tflops"] == 835.5
    assert by_name["RTX A6000"]["launch_msrp_usd"] is None
    assert {g["tensor_definition"] for g in gpus} == {"dense FP16 tensor, FP32 accumulate"}
    source = by_name["L40S"]["sources"]["tensor_tflops"]
    assert {k: source[k] for k in ("confidence", "reference_column")} == {
        "confidence": "datasheet",
        "reference_column": "fp16_tensor_fp32acc_dense_tflops",
    }
    assert source["source"].startswith("http")


def test_the_seed_json_names_its_tensor_definition(tmp_db, seed_catalog):
    code, out, _ = _run("--db", str(tmp_db), "gpus", "--json")
    assert code == 0
    assert {g["tensor_definition"] for g in json.loads(out)} == {seed_catalog.tensor_definition}


def test_the_table_prints_unknown(tmp_db):
    code, out, _ = _run("--db", str(tmp_db), "gpus", "--catalog", "current")
    assert code == 0
    line = next(x for x in out.splitlines() if x.startswith("GeForce RTX 5070 Ti"))
    assert "unknown" in line and "None" not in out
    assert "Tensor TF: dense FP16 tensor, FP32 accumulate" in out


# ----------------------------------------------------------------------------- recommendation


def test_cnn_ranks_by_dense_fp16_fp32_accumulate_tensor(current):
    result = recommend(current, Request(workload="cnn"))
    names = [s.gpu.name for s in result.gpus]
    # Every PCIe card whose tensor rate is known is ranked; the rest say why not.
    assert names == [n for n in names if n in WORKSTATION_GPUS]
    assert {s.sku.code for s in result.skus} <= {s.code for s in current.skus}
    assert set(names) | set(result.unscored) == set(WORKSTATION_GPUS)
    assert set(result.unscored) == {
        row[0] for row in CURRENT_GPUS if row[5] is None and row[0] in WORKSTATION_GPUS
    }
    # H100 NVL and H200 NVL tie on 835.5 TFLOPS; memory (141 vs 94 GB) breaks the tie.
    assert names[:4] == [
        "H200 NVL 141GB",
        "H100 NVL 94GB",
        "H100 PCIe 80GB",
        "RTX PRO 6000 Blackwell Workstation Edition",
    ]
    by_tensor = sorted(
        (g for g in current.gpus if g.tensor_tflops is not None), key=lambda g: -g.tensor_tflops
    )
    assert names[0] in {g.name for g in by_tensor if g.tensor_tflops == by_tensor[0].tensor_tflops}
    assert result.recommended_gpu_names == {"H200 NVL 141GB", "H100 NVL 94GB"}
    assert result.gpus[0].unknown_metrics == ()
    partial = next(s for s in result.gpus if s.gpu.name == "GeForce RTX 5070 Ti")
    assert partial.unknown_metrics == ("fp32_tflops", "fp16_tflops")
    assert "fp16_tflops" not in partial.contributions
    assert any(str(r).startswith("Unknown FP32 TFLOPS") for r in partial.reasons)
    assert sum(partial.contributions.values()) == pytest.approx(partial.score)


def test_a_missing_minor_figure_scales_the_others_weights(current):
    """The RTX 5070 Ti has no sourced FP32 (nor FP16) rate: its tensor rate (88 of the H200
    NVL's 835.5) and memory (16 of 141 GB) carry weights scaled to the known metrics (0.96)."""
    ranked = {s.gpu.name: s for s in rank_gpus(current, PROFILES["cnn"])}
    partial = ranked["GeForce RTX 5070 Ti"]
    expected = 100 * (88 / 835.5) ** (0.94 / 0.96) * (16 / 141) ** (0.02 / 0.96)
    assert partial.score == pytest.approx(expected)
    assert set(partial.contributions) == {"tensor_tflops", "memory_gb"}


def test_a_gpu_lacking_its_first_priority_gets_no_score(current):
    result = recommend(current, Request(workload="inference"))  # FP16 carries 0.88
    names = [s.gpu.name for s in result.gpus]
    # The derived FP16 rates rank the China-market cards (4090 D, L20) and the NVL cards.
    assert {"H100 NVL 94GB", "GeForce RTX 4090 D", "L20"} <= set(names)
    assert len(names) == 25
    # A card with no FP16 rate, sourced or derived, is not ranked on it.
    assert set(result.unscored) == {
        row[0] for row in CURRENT_GPUS if row[6] is None and row[0] in WORKSTATION_GPUS
    }
    assert "FP16 TFLOPS unknown" in result.unscored["GeForce RTX 5070 Ti"]
    assert any(
        n.startswith("not ranked (unknown figures): GeForce RTX 5070 Ti") for n in result.notes
    )
    # The RTX PRO 6000's FP16 126 leads the NVL cards' derived 120 by 5 %: all are starred,
    # and the NVL cards' memory and bandwidth put them first.
    assert names[:3] == [
        "H200 NVL 141GB",
        "H100 NVL 94GB",
        "RTX PRO 6000 Blackwell Workstation Edition",
    ]
    assert {"RTX PRO 6000 Blackwell Workstation Edition", "H200 NVL 141GB"} <= (
        result.recommended_gpu_names
    )


def test_rnn_ranks_by_bandwidth(current):
    names = [s.gpu.name for s in recommend(current, Request(workload="rnn")).gpus]
    assert names[:3] == ["H200 NVL 141GB", "H100 NVL 94GB", "H100 PCIe 80GB"]


def test_a_model_scale_needs_a_scale_table(current):
    with pytest.raises(ValueError, match="model-scale: the catalog 'current' has no scale table"):
        recommend(current, Request(workload="cnn", model_scale="small"))
    with pytest.raises(ValueError, match="has no scale table"):
        scale_fit(current, "small")


def test_max_per_workstation_is_unknown_without_chassis(current, seed_catalog):
    assert max_per_workstation(current, current.gpu("RTX A6000")) is None
    assert max_per_workstation(seed_catalog, seed_catalog.gpu("RTX2080Ti")) == 9


def test_min_gpu_memory_filters_the_pack(current):
    result = recommend(current, Request(workload="cnn", min_gpu_memory_gb=96))
    assert [s.gpu.name for s in result.gpus] == [
        "H200 NVL 141GB",
        "RTX PRO 6000 Blackwell Workstation Edition",
        "RTX PRO 6000 Blackwell Max-Q Workstation Edition",
    ]


def test_catalogs_are_ranked_apart(current, seed_catalog):
    """Each catalog's best figure is its own 100 %: the seed's ranking is the same whether or
    not the other catalog is loaded, and the current cards are not scored against the seed's."""
    seed_before = [(s.gpu.name, s.score) for s in rank_gpus(seed_catalog, PROFILES["cnn"])]
    rank_gpus(current, PROFILES["cnn"])
    assert [(s.gpu.name, s.score) for s in rank_gpus(seed_catalog, PROFILES["cnn"])] == seed_before
    assert seed_before[0][0] == "Quadro GV100"


# ----------------------------------------------------------------------------- CLI


def test_recommend_on_current_cli(tmp_db):
    code, out, err = _run(
        "--db",
        str(tmp_db),
        "recommend",
        "--catalog",
        "current",
        "--workload",
        "cnn",
        "--json",
        "--market",
        "intl",
    )
    assert code == 0 and err == ""
    payload = json.loads(out)
    assert payload["market"] == {"code": "intl", "source": "flag"}
    assert payload["catalog"] == "current" and payload["skus"]
    assert all(s["price_cny"] for s in payload["skus"])
    assert payload["tensor_definition"] == "dense FP16 tensor, FP32 accumulate"
    assert payload["gpus"][0]["name"] == "H200 NVL 141GB"
    assert payload["gpus"][0]["unknown_metrics"] == []
    # Every PCIe card with a known tensor rate that is sold outside the China-market rules.
    assert len(payload["gpus"]) == 18


def test_recommend_model_scale_on_current_is_a_clear_error(tmp_db):
    code, out, err = _run(
        "--db",
        str(tmp_db),
        "recommend",
        "--catalog",
        "current",
        "--workload",
        "cnn",
        "--model-scale",
        "small",
    )
    assert code == 2 and out == ""
    assert err.strip() == "rigwright: error: model-scale: the catalog 'current' has no scale table"


def test_skus_on_current_lists_the_lineup(tmp_db):
    code, out, err = _run("--db", str(tmp_db), "skus", "--catalog", "current")
    assert code == 0 and err == ""
    assert "RW-D1G5" in out and "RW-S8LZ" in out
    # The lineup's SKUs state no figure ("—"); ours is 8 × the L20's derived 59.35, shown
    # without the product's trailing zero.
    l20 = next(line for line in out.splitlines() if "RW-S8LZ" in line)
    assert "— / 474.8 " in l20 and " 0 /" not in l20
    code, out, _ = _run("--db", str(tmp_db), "skus", "--catalog", "current", "--json")
    rows = {s["code"]: s for s in json.loads(out)}
    assert code == 0 and len(rows) == 15
    assert rows["RW-S8LZ"]["computed_fp16_tflops"] == 474.8
    assert rows["RW-S8LZ"]["stated_fp16_tflops"] is None


def test_recommend_table_on_current(tmp_db):
    code, out, _ = _run(
        "--db",
        str(tmp_db),
        "recommend",
        "--catalog",
        "current",
        "--workload",
        "inference",
        "--market",
        "intl",
    )
    assert code == 0
    assert "not ranked (unknown figures)" in out
    assert "RW-" in out  # the lineup's SKUs sold in the market


# ----------------------------------------------------------------------------- minimal packs


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    folder = tmp_path / "mini"
    folder.mkdir()
    (folder / "catalog.toml").write_text(
        'name = "mini"\ntitle = "Mini"\ntensor_definition = "dense FP16 tensor, FP32 accumulate"\n',
        encoding="utf-8",
    )
    (folder / "gpus.csv").write_text(
        "name,cuda_cores,tensor_cores,memory_gb,memory_bandwidth_gbs,tensor_tflops,fp16_tflops,"
        "fp32_tflops\nA,100,10,24,900,,50,25\nB,200,,48,,300,100,50\n",
        encoding="utf-8",
    )
    return tmp_path


def test_a_pack_of_gpus_only_loads_and_ranks(pack):
    catalog = load_catalog_files("mini", pack)
    a = catalog.gpu("A")
    assert a.tensor_tflops is None and a.cooler is Cooler.UNKNOWN and a.board_power_w is None
    assert catalog.gpu("B").tensor_cores is None
    result = recommend(catalog, Request(workload="cnn"))
    assert [s.gpu.name for s in result.gpus] == ["B"]  # A lacks tensor (0.94 of CNN)
    assert "A" in result.unscored
    rnn = recommend(catalog, Request(workload="rnn"))
    assert [s.gpu.name for s in rnn.gpus] == ["A"]  # B lacks bandwidth (0.93 of RNN)


def test_a_pack_without_a_tensor_definition_is_refused(pack):
    (pack / "mini" / "catalog.toml").write_text('name = "mini"\n', encoding="utf-8")
    with pytest.raises(CatalogError, match="catalog.toml, field tensor_definition"):
        load_catalog_files("mini", pack)


def test_a_pack_with_skus_needs_chassis(tmp_path):
    shutil.copytree(data_dir() / "seed-2020", tmp_path / "seed-2020")
    (tmp_path / "seed-2020" / "chassis.toml").unlink()
    with pytest.raises(CatalogError, match="chassis.toml: file missing"):
        load_catalog_files("seed-2020", tmp_path)


def test_a_source_from_another_column_is_refused(tmp_path):
    shutil.copytree(data_dir() / "current", tmp_path / "current")
    path = tmp_path / "current" / "gpu_sources.csv"
    text = path.read_text(encoding="utf-8")
    old = "GeForce RTX 3090,tensor_tflops,fp16_tensor_fp32acc_dense_tflops,"
    assert old in text
    path.write_text(
        text.replace(old, "GeForce RTX 3090,tensor_tflops,fp16_tensor_fp16acc_dense_tflops,"),
        encoding="utf-8",
    )
    with pytest.raises(CatalogError, match="field reference_column"):
        load_catalog_files("current", tmp_path)


def test_a_blank_seed_figure_would_be_unknown_not_zero(tmp_path):
    shutil.copytree(data_dir() / "seed-2020", tmp_path / "seed-2020")
    path = tmp_path / "seed-2020" / "gpus.csv"
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace("TESLA T4,2560,320,16,320,65,65.13,8.14", "TESLA T4,2560,320,16,320,65,,8.14"),
        encoding="utf-8",
    )
    catalog = load_catalog_files("seed-2020", tmp_path)
    assert catalog.gpu("TESLA T4").fp16_tflops is None
