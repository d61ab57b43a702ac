"""The seed catalog as loaded from data/seed-2020: every figure checked against an independent
transcription of the seed guide (GPU table; sections 5.1-5.3)."""

from __future__ import annotations

import shutil
from decimal import Decimal
from pathlib import Path

import pytest

from rigwright.core.catalog.files import collapse_spaces, load_catalog_files, printed_number
from rigwright.core.catalog.model import Cooler, SkuClass
from rigwright.core.catalog.sources import CatalogError
from rigwright.core.io.paths import data_dir

# Seed guide, GPU table (section 二): name, CUDA, tensor cores, GB, GB/s, tensor, FP16, FP32.
SEED_GPUS = [
    ("Quadro GV100", 5120, 640, "32", "870", "133", "33.32", "16.66"),
    ("Quadro RTX8000", 4608, 576, "48", "672", "130", "32.62", "16.31"),
    ("Quadro RTX6000", 4608, 576, "24", "672", "130", "32.62", "16.31"),
    ("Titan RTX", 4608, 576, "24", "672", "130", "32.62", "16.31"),
    ("TITAN V", 5120, 640, "12", "651", "119", "29.80", "14.90"),
    ("TESLA V100", 5120, 640, "16", "897", "113", "28.26", "14.13"),
    ("RTX2080Ti", 4352, 544, "11", "616", "108", "26.90", "13.45"),
    ("Quadro RTX5000", 3072, 384, "16", "448", "89", "22.30", "11.15"),
    ("RTX2080S", 3072, 368, "8", "496", "85", "22.30", "11.15"),
    ("TESLA T4", 2560, 320, "16", "320", "65", "65.13", "8.14"),
    ("RTX2070S", 2560, 288, "8", "448", "65", "18.12", "9.06"),
    ("Quadro RTX4000", 2304, 288, "8", "416", "57", "14.24", "7.12"),
    ("RTX2060S", 2176, 272, "6", "336", "57", "14.36", "7.18"),
]

# Seed sections 5.1-5.3: number, code (spaces collapsed), GPU count, canonical GPU,
# stated FP16 Tops, stated GB/s, stated GPU GB, ideal, price CNY.
SEED_SKUS = [
    ("1.1", "GX380i 14932-SA2X", 2, "RTX2070S", 36, 448, 16, ("cnn",), 29990),
    ("1.2", "GX380i 14964-SB2X", 2, "RTX2080Ti", 54, 616, 22, ("cnn",), 49990),
    ("1.3", "GX380i 14964-SB2D", 2, "Quadro RTX5000", 45, 448, 32, ("rnn",), 69990),
    ("1.4", "GX380i 14996-SB2T", 2, "Titan RTX", 65, 672, 48, ("cnn", "rnn"), 97500),
    ("1.5", "GX380i 15096-SB2T", 2, "Quadro GV100", 67, 870, 64, ("rnn",), 169990),
    ("1.6", "GT410i 14664-SB4X", 4, "RTX2080S", 89, 496, 32, ("cnn",), 69990),
    ("1.7", "GT410i 14596-SB4X", 4, "RTX2080Ti", 108, 616, 44, ("cnn",), 89990),
    ("1.8", "GT410i 145192-SC4E", 4, "Quadro RTX6000", 131, 672, 96, ("cnn", "rnn"), 210000),
    ("1.9", "GT410i 142256-SC4F", 4, "Quadro RTX8000", 131, 672, 192, ("rnn",), 330000),
    ("1.10", "GT410i 142256-SC4G", 4, "Quadro GV100", 133, 870, 64, ("rnn",), 350000),
    ("2.1", "GT410P 14696-SB5X", 5, "RTX2080S", 112, 496, 40, ("cnn",), 97000),
    ("2.2", "GT410P 14596-SB6X", 6, "RTX2080S", 134, 496, 48, ("cnn",), 108000),
    ("2.3", "GT410P 145128-SB7X", 7, "RTX2080S", 156, 496, 56, ("cnn",), 118000),
    ("2.4", "GT410P 145192-SC7X", 7, "RTX2080Ti", 188, 616, 77, ("cnn",), 148000),
    ("2.5", "GT410P 145192-SC5T", 5, "Titan RTX", 163, 672, 120, ("cnn", "rnn"), 228000),
    ("2.6", "GT410P 142256-SC7E", 7, "Quadro RTX6000", 228, 672, 168, ("cnn", "rnn"), 370000),
    ("2.7", "GT410P 142256-SC7F", 7, "Quadro RTX8000", 228, 672, 240, ("rnn",), 535000),
    ("3.1", "GX630M 237192-MB9X", 9, "RTX2080S", 201, 496, 40, ("cnn",), 199990),
    ("3.2", "GX630M 243192-MB8X", 8, "RTX2080Ti", 215, 616, 88, ("cnn",), 245000),
    ("3.3", "GX630M 241384-60T7T", 7, "Titan RTX", 228, 672, 168, ("cnn", "rnn"), 399990),
    ("3.4", "GX630M 241384-42T8E", 8, "Quadro RTX6000", 261, 672, 192, ("cnn", "rnn"), 499990),
    (
        "3.5",
        "GX630M 239768-150T8F",
        8,
        "Quadro RTX8000",
        261,
        672,
        384,
        ("cnn", "rnn", "inference"),
        750000,
    ),
    (
        "3.6",
        "GX630M 235768-210T8G",
        8,
        "Quadro GV100",
        266,
        870,
        256,
        ("cnn", "rnn", "inference"),
        850000,
    ),
    (
        "3.7",
        "GX630M 2331T-266T9F",
        9,
        "Quadro RTX8000",
        293,
        672,
        432,
        ("cnn", "rnn", "inference"),
        999990,
    ),
]


def test_every_gpu_figure_is_the_seeds(seed_catalog):
    got = [
        (
            g.name,
            g.cuda_cores,
            g.tensor_cores,
            str(g.memory_gb),
            str(g.memory_bandwidth_gbs),
            str(g.tensor_tflops),
            str(g.fp16_tflops),
            str(g.fp32_tflops),
        )
        for g in seed_catalog.gpus
    ]
    assert got == SEED_GPUS


def test_every_sku_figure_and_price_is_the_seeds(seed_catalog):
    got = [
        (
            s.number,
            s.code,
            s.gpu_count,
            s.gpu,
            int(s.fp16.stated),
            int(s.memory_bandwidth.stated),
            int(s.memory.stated),
            s.ideal_workloads,
            s.price_cny,
        )
        for s in seed_catalog.skus
    ]
    assert got == SEED_SKUS


def test_sku_classes_follow_the_seed_sections(seed_catalog):
    classes = {s.number: s.sku_class for s in seed_catalog.skus}
    assert {n for n, c in classes.items() if c is SkuClass.RESEARCH} == {
        f"1.{i}" for i in range(1, 11)
    }
    assert {n for n, c in classes.items() if c is SkuClass.HIGH_PERFORMANCE} == {
        f"2.{i}" for i in range(1, 8)
    }
    assert {n for n, c in classes.items() if c is SkuClass.SUPER} == {f"3.{i}" for i in range(1, 8)}


def test_printed_cells_are_kept_as_printed(seed_catalog):
    sku = seed_catalog.sku("3.7")
    assert sku.fp16.printed == "293Tops-地球最強"
    assert sku.memory_bandwidth.printed == "672GBs"
    assert sku.code_as_printed == "GX630M \u00a0 2331T-266T9F"
    assert sku.ideal_as_printed == "CNN+\u00a0 RNN+\u00a0 推理"
    assert seed_catalog.sku("1.10").gpu_as_printed == "Qudro GV100"
    assert seed_catalog.sku("3.6").gpu_as_printed == "QGV100"
    assert seed_catalog.sku("1.7").price_as_printed == "￥89,990"


def test_structured_parts_stand_in_the_configuration_cell(seed_catalog):
    for sku in seed_catalog.skus:
        cell = collapse_spaces(sku.config_as_printed)
        for part in (sku.cpu, sku.ram, sku.storage, sku.chassis, sku.monitor):
            assert part in cell, (sku.number, part)
        assert f"{sku.gpu_count}*{sku.gpu_as_printed}" in cell


def test_sku_gpu_spellings_resolve_to_the_gpu_tables_names(seed_catalog):
    names = {g.name for g in seed_catalog.gpus}
    assert {s.gpu for s in seed_catalog.skus} <= names
    assert seed_catalog.gpu("rtx 8000").name == "Quadro RTX8000"
    assert seed_catalog.gpu("Quadro   RTX8000").name == "Quadro RTX8000"
    assert seed_catalog.gpu("qgv100").name == "Quadro GV100"


def test_computed_totals_sit_beside_the_stated_ones(seed_catalog):
    sku = seed_catalog.sku("1.8")  # 4 × RTX6000: 131 stated, 4 × 32.62 = 130.48 computed
    assert sku.fp16.stated == 131
    assert sku.fp16.computed == Decimal("130.48")
    assert not sku.fp16.is_contradiction  # within the printed precision: rounding
    assert sku.memory.computed == 96
    assert sku.memory_bandwidth.computed == 672  # bandwidth is per GPU


def test_contradictions_are_flagged_not_fixed(seed_catalog):
    flagged = {s.number: s.contradictions for s in seed_catalog.skus if s.contradictions}
    # 1.10: 4 × 32 GB = 128 vs 64 stated; 2.7: 7 × 48 = 336 vs 240; 3.1: 9 × 8 = 72 vs 40.
    assert flagged == {"1.10": ["memory"], "2.7": ["memory"], "3.1": ["memory"]}
    assert seed_catalog.sku("1.10").memory.stated == 64  # kept as printed


def test_psu_and_chassis_from_the_configuration_cell(seed_catalog):
    assert (seed_catalog.sku("1.2").psu_count, seed_catalog.sku("1.2").psu_w) == (1, 1200)
    assert (seed_catalog.sku("2.1").psu_count, seed_catalog.sku("2.1").psu_w) == (2, 2000)
    assert (seed_catalog.sku("3.1").psu_count, seed_catalog.sku("3.1").psu_w) == (None, None)
    assert {s.series for s in seed_catalog.skus} == set(seed_catalog.chassis)
    assert seed_catalog.chassis["GX630M"].max_gpus == 9


def test_expert_tables(seed_catalog):
    assert seed_catalog.cnn_priority == ("tensor_tflops", "fp32_tflops", "memory_gb", "fp16_tflops")
    assert seed_catalog.rnn_priority[0] == ("memory_bandwidth_gbs", "memory_gb")
    assert [len(t) for t in seed_catalog.cnn_tiers] == [4, 3, 2, 4]
    assert [len(t) for t in seed_catalog.rnn_tiers] == [2, 5, 4, 2]
    assert sorted(n for t in seed_catalog.cnn_tiers for n in t) == sorted(
        g.name for g in seed_catalog.gpus
    )
    assert [r.scale for r in seed_catalog.scale_table] == ["small", "medium", "large", "very-large"]
    assert seed_catalog.rnn_grades == {
        "good": ("Quadro RTX5000",),
        "better": ("Titan RTX", "Quadro RTX6000"),
        "best": ("Quadro GV100", "Quadro RTX8000"),
    }


def test_framework_table_marks_uncertain_columns(seed_catalog):
    by_name = {f.name: f for f in seed_catalog.frameworks}
    assert len(by_name) == 9
    assert by_name["PyTorch"].uncertain == ()
    assert "cnn" in by_name["Caffe"].uncertain
    assert by_name["Theano"].focus == "" and "focus" in by_name["Theano"].uncertain


def test_workload_families_have_application_areas(seed_catalog):
    keys = {f.key for f in seed_catalog.workload_families}
    assert {"cnn", "rnn", "dbn", "dsn", "gan", "autoencoder"} <= keys
    assert all(f.applications_as_printed for f in seed_catalog.workload_families)


def test_physical_facts_come_with_their_source(seed_catalog):
    t4 = seed_catalog.gpu("TESLA T4")
    assert (t4.board_power_w, t4.slot_width, t4.cooler) == (70, 1, Cooler.PASSIVE)
    assert "reference" in t4.physical_source
    assert seed_catalog.gpu("RTX2080Ti").cooler is Cooler.BLOWER  # the seed says 渦輪式散熱


@pytest.mark.parametrize(
    ("cell", "number", "unit"),
    [
        ("36Tops", "36", "1"),
        ("228Tops-\u00a0 \u00a0", "228", "1"),
        ("672GBs", "672", "1"),
        ("￥999,990", "999990", "1"),
        ("29.80", "29.80", "0.01"),
    ],
)
def test_printed_number(cell, number, unit):
    assert printed_number(cell, field="x") == (Decimal(number), Decimal(unit))


def test_printed_number_without_a_number_names_the_field():
    with pytest.raises(CatalogError, match="price: no number"):
        printed_number("￥", field="price")


# ----------------------------------------------------------------------------- bad files


@pytest.fixture
def catalog_copy(tmp_path: Path) -> Path:
    shutil.copytree(data_dir() / "seed-2020", tmp_path / "seed-2020")
    return tmp_path


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_bad_gpu_figure_names_the_file_row_and_field(catalog_copy):
    _edit(
        catalog_copy / "seed-2020" / "gpus.csv",
        "TITAN V,5120,640,12,651",
        "TITAN V,5120,640,twelve,651",
    )
    with pytest.raises(CatalogError, match=r"gpus.csv row TITAN V, field memory_gb"):
        load_catalog_files("seed-2020", catalog_copy)


def test_an_unknown_gpu_in_a_sku_row_is_reported(catalog_copy):
    _edit(
        catalog_copy / "seed-2020" / "skus.toml",
        'gpu_as_printed = "4*RTX2080Ti"',
        'gpu_as_printed = "4*RTX9999"',
    )
    with pytest.raises(
        CatalogError, match=r"skus.toml row 1.7, field gpu_as_printed: unknown GPU 'RTX9999'"
    ):
        load_catalog_files("seed-2020", catalog_copy)


def test_a_missing_file_is_reported(catalog_copy):
    (catalog_copy / "seed-2020" / "chassis.toml").unlink()
    with pytest.raises(CatalogError, match="chassis.toml: file missing"):
        load_catalog_files("seed-2020", catalog_copy)


def test_an_unknown_catalog_lists_the_known_ones(catalog_copy):
    with pytest.raises(CatalogError, match="unknown catalog 'nope'; known: seed-2020"):
        load_catalog_files("nope", catalog_copy)


def test_an_unknown_priority_metric_is_reported(catalog_copy):
    _edit(
        catalog_copy / "seed-2020" / "guidance.toml",
        '[["tensor_tflops"], ["fp32_tflops"]',
        '[["tensor_flops"], ["fp32_tflops"]',
    )
    with pytest.raises(
        CatalogError, match=r"guidance.toml \[cnn\], field priority.*unknown metric 'tensor_flops'"
    ):
        load_catalog_files("seed-2020", catalog_copy)


def test_a_gpu_in_two_tiers_is_reported(catalog_copy):
    _edit(
        catalog_copy / "seed-2020" / "guidance.toml",
        '["TITAN V", "TESLA V100", "RTX2080Ti"],',
        '["TITAN V", "TESLA V100", "RTX2080Ti", "Titan RTX"],',
    )
    with pytest.raises(
        CatalogError, match=r"\[cnn\], field tiers: Titan RTX listed in more than one place"
    ):
        load_catalog_files("seed-2020", catalog_copy)


def test_a_duplicate_sku_code_is_reported(catalog_copy):
    _edit(
        catalog_copy / "seed-2020" / "skus.toml",
        'code_as_printed = "GX380i 14964-SB2D"',
        'code_as_printed = "GX380i 14964-SB2X"',
    )
    with pytest.raises(
        CatalogError, match=r"field code_as_printed: 'GX380i 14964-SB2X' is used by another row"
    ):
        load_catalog_files("seed-2020", catalog_copy)


def test_a_price_with_fen_is_reported(catalog_copy):
    _edit(catalog_copy / "seed-2020" / "skus.toml", "￥89,990", "￥89,990.50")
    with pytest.raises(
        CatalogError, match=r"row 1.7, field price_as_printed: .* not a whole number of yuan"
    ):
        load_catalog_files("seed-2020", catalog_copy)


def test_a_gpu_without_physical_facts_is_reported(catalog_copy):
    path = catalog_copy / "seed-2020" / "gpu_physical.csv"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text(
        "".join(line for line in lines if not line.startswith("TESLA T4,")), encoding="utf-8"
    )
    with pytest.raises(CatalogError, match="gpu_physical.csv: no row for TESLA T4"):
        load_catalog_files("seed-2020", catalog_copy)


def test_a_file_that_is_not_utf8_is_reported(catalog_copy):
    (catalog_copy / "seed-2020" / "gpus.csv").write_bytes("name,型號\n".encode("big5"))
    with pytest.raises(CatalogError, match="gpus.csv: not UTF-8 text"):
        load_catalog_files("seed-2020", catalog_copy)


def test_the_seeds_priority_lines_are_kept(seed_catalog):
    assert (
        seed_catalog.priority_as_printed["cnn"]
        == "CNN硬件配置要點：Tensors> FLOP> 顯存> 半精度計算(FP16)"
    )
    assert seed_catalog.sku("1.5").remark.startswith("The seed prints 960TB SSD")


def test_chassis_files_mark_every_figure_sourced_or_assumed(seed_catalog):
    for series, spec in seed_catalog.chassis.items():
        assert spec.figures, series
        assert {f.status for f in spec.figures} <= {"sourced", "assumed"}
        assert all(f.note for f in spec.figures)
        positions = next(f for f in spec.figures if f.name == "gpu_positions")
        assert positions.is_assumed and int(positions.value) == spec.pcie_slots
    # The assumptions let the seed's own SKUs fit.
    for sku in seed_catalog.skus:
        assert sku.gpu_count <= seed_catalog.chassis[sku.series].pcie_slots, sku.number
    assert seed_catalog.chassis["GX630M"].pcie_slots == 9


def test_a_bad_chassis_figure_is_reported(catalog_copy):
    _edit(
        catalog_copy / "seed-2020" / "chassis" / "GX630M.toml",
        'status = "assumed"\nnote = "SKUs 3.1',
        'status = "guessed"\nnote = "SKUs 3.1',
    )
    with pytest.raises(
        CatalogError, match=r"chassis/GX630M.toml figure gpu_positions, field status"
    ):
        load_catalog_files("seed-2020", catalog_copy)


def test_seed_gpus_carry_every_physical_fact_of_the_reference_with_sources(seed_catalog):
    gv100 = seed_catalog.gpu("Quadro GV100")
    assert (gv100.power_connectors, gv100.nvlink, gv100.pcie) == ("1x 8-pin PCIe", "yes", "3.0 x16")
    assert (gv100.board_length_mm, gv100.launch_msrp_usd, gv100.launch_date) == (
        Decimal(267),
        9000,
        "2018-03-27",
    )
    sources = {s.field: s for s in gv100.figure_sources}
    assert sources["board_power_w"].confidence == "secondary"
    assert sources["board_power_w"].source.startswith("https://")
    # A blank reference cell stays unknown: the T4's price was not sourced.
    assert seed_catalog.gpu("TESLA T4").launch_msrp_usd is None
    # Where the seed states the cooler, its statement wins and no reference source is claimed.
    assert "cooler" not in {s.field for s in seed_catalog.gpu("RTX2080Ti").figure_sources}


# ----------------------------------------------------------------------------- FP8 / FP4

# The current pack's dense FP8 and FP4 tensor peaks (data/current/gpus.csv, sources in
# gpu_sources.csv): None for Ampere (no FP8 tensor cores) and before Blackwell for FP4.
CURRENT_LOW_PRECISION = {
    "GeForce RTX 3090": (None, None),
    "GeForce RTX 4090": ("330.3", None),
    "GeForce RTX 5090": ("419", "1676"),
    "RTX A6000": (None, None),
    "RTX 6000 Ada Generation": ("728.5", None),
    "RTX PRO 6000 Blackwell Workstation Edition": ("1007.6", "2015.2"),
    "RTX PRO 6000 Blackwell Max-Q Workstation Edition": ("877.9", "1755.7"),
    "RTX 5000 Ada Generation": ("522.2", None),
    "RTX 4000 Ada Generation": ("214", None),
    "L4": ("242", None),
    "L40S": ("733", None),
    "A100 PCIe 80GB": (None, None),
    "H100 PCIe 80GB": ("1513", None),
    "H100 NVL 94GB": ("1670.5", None),
    "H200 NVL 141GB": ("1670.5", None),
    "GeForce RTX 5080": (None, "900.42"),
    "GeForce RTX 5070 Ti": (None, None),
    "GeForce RTX 5090 D": (None, "1187.5"),
    "GeForce RTX 5090 D V2": (None, "1187.5"),
    "GeForce RTX 4090 D": ("294.18", None),
    "RTX PRO 6000 Blackwell Server Edition": (None, None),
    "RTX PRO 5000 Blackwell 48GB": (None, "1032"),
    "RTX PRO 5000 Blackwell 72GB": (None, "1032"),
    "RTX PRO 4500 Blackwell": ("219.7", "879"),
    "RTX PRO 4000 Blackwell": (None, None),
    "RTX PRO 4000 Blackwell SFF Edition": (None, "383"),
    "RTX PRO 2000 Blackwell": (None, None),
    "RTX PRO 6000D": (None, None),
    "L20": ("239", None),
    "H20": ("296", None),
}


@pytest.fixture(scope="module")
def current_catalog():
    return load_catalog_files("current")


def test_the_current_pack_states_dense_fp8_and_fp4_peaks(current_catalog):
    def text(value: Decimal | None) -> str | None:
        return None if value is None else str(value)

    got = {
        g.name: (text(g.fp8_tensor_tflops), text(g.fp4_tensor_tflops)) for g in current_catalog.gpus
    }
    assert got == CURRENT_LOW_PRECISION
    assert current_catalog.gpu("GeForce RTX 4090").figure("fp8_tensor_tflops") == Decimal("330.3")


def test_every_fp8_and_fp4_figure_has_its_source_and_says_how_it_was_read(current_catalog):
    for gpu in current_catalog.gpus:
        for field in ("fp8_tensor_tflops", "fp4_tensor_tflops"):
            source = gpu.source_of(field)
            if getattr(gpu, field) is None:
                assert source is None, (gpu.name, field)  # no source for a figure not stated
                continue
            assert source is not None and source.source.startswith("https://"), (gpu.name, field)
            # A figure halved from a sparse one is derived, and its row says it was halved.
            halved = "HALVED" in source.source
            assert halved == (source.confidence == "datasheet-derived"), (gpu.name, field)
            assert halved or "not halved" in source.source, (gpu.name, field)
    # GeForce: the FP32-accumulate rate, the same accumulate as tensor_tflops.
    for name in ("GeForce RTX 4090", "GeForce RTX 5090"):
        assert "FP32 accumulate" in current_catalog.gpu(name).source_of("fp8_tensor_tflops").source


def test_the_seed_states_no_fp8_or_fp4_and_its_table_is_unchanged(seed_catalog):
    assert all(
        g.fp8_tensor_tflops is None and g.fp4_tensor_tflops is None for g in seed_catalog.gpus
    )
    header = (data_dir() / "seed-2020" / "gpus.csv").read_text(encoding="utf-8").splitlines()[0]
    assert header == (
        "name,cuda_cores,tensor_cores,memory_gb,memory_bandwidth_gbs,"
        "tensor_tflops,fp16_tflops,fp32_tflops"
    )


def test_a_bad_fp8_figure_names_the_file_row_and_field(tmp_path):
    shutil.copytree(data_dir() / "current", tmp_path / "current")
    _edit(tmp_path / "current" / "gpus.csv", ",330.3,", ",0,")
    with pytest.raises(
        CatalogError, match="gpus.csv row GeForce RTX 4090, field fp8_tensor_tflops"
    ):
        load_catalog_files("current", tmp_path)
