"""Tests for core/quote/facts.py: a workstation's performance figures, the customer-facing
reasons, the one-line summaries, the quote reference and the worded software stack, with real
figures of the seed catalog."""

from __future__ import annotations

import dataclasses
import re
from decimal import Decimal

import pytest

from rigwright.core.build.model import build_from_json, build_from_sku
from rigwright.core.build.rules import check_build
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.quote.document import (
    LineItem,
    QuoteDocument,
    resolve_quote,
    software_stack,
)
from rigwright.core.quote.facts import (
    COMPARISON_KEYS,
    FIGURE_KEYS,
    GPU_FIGURE_KEYS,
    NO_FIGURE,
    NO_GPU,
    Figure,
    combined_performance,
    customer_reasons,
    figure,
    line_workload,
    number_text,
    option_summary,
    performance,
    quote_reference,
    software_lines,
    system_summary,
    workload_name,
)
from rigwright.core.recommend.workloads import UnknownWorkload, resolve_workload

CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")

CUSTOM = {
    "chassis": "GT410i",
    "cpus": [{"name": "Intel Core X (10th gen), 18 cores", "count": 1, "power_w": 165}],
    "memory_gb": 256,
    "gpus": [{"model": "Quadro GV100", "count": 2}, {"model": "RTX8000", "count": 2}],
    "psus_w": [2000],
    "drives": ["2TB NVMe SSD"],
    "nvlink": True,
}


def _values(figures) -> dict[str, object]:
    return {f.label_key: f.value for f in figures}


def _line(catalog, *items: dict, lang: str = "en"):
    doc = QuoteDocument.model_validate(
        {"lang": lang, "customer": {"company": "ACME"}, "options": [{"items": list(items)}]}
    )
    return resolve_quote(doc, catalog).options[0].lines[0]


# ----------------------------------------------------------------------------- performance
def test_four_quadro_rtx_8000_sku(seed_catalog):
    sku = seed_catalog.sku("1.9")  # GT410i 142256-SC4F: 4 × Quadro RTX8000, 1 × 2000 W
    figures = performance(build_from_sku(sku, seed_catalog), seed_catalog, sku)
    assert tuple(f.label_key for f in figures) == FIGURE_KEYS
    assert _values(figures) == {
        "fig_gpu": "Quadro RTX8000",
        "fig_gpu_count": Decimal(4),
        "fig_memory_total": Decimal(192),
        "fig_bandwidth": Decimal(672),
        "fig_tensor_total": Decimal(520),
        "fig_fp16_total": Decimal("130.48"),
        "fig_fp32_total": Decimal("65.24"),
        "fig_board_power": Decimal(1180),  # 4 × 295 W, reference table
        "fig_psu": Decimal(2000),
    }
    texts = {f.label_key: f.text("en") for f in figures}
    assert texts["fig_memory_total"] == "192 GB"
    assert texts["fig_board_power"] == "1,180 W"
    assert texts["fig_fp16_total"] == "130.48 TFLOPS"
    # The guide prints "131Tops" FP16: our 130.48 to its printed unit, no disagreement, so
    # nothing beside ours; memory and bandwidth agree.
    fp16 = figure(figures, "fig_fp16_total")
    assert sku.fp16.stated == Decimal(131) and not sku.fp16.is_contradiction
    assert fp16.stated is None
    assert fp16.stated_text("en") == fp16.stated_text("zh_CN") == ""
    assert figure(figures, "fig_memory_total").stated is None
    assert figure(figures, "fig_bandwidth").stated is None


def test_a_contradicted_stated_figure_is_kept_beside_ours(seed_catalog):
    sku = seed_catalog.sku("1.10")  # 4 × GV100 (32 GB): the guide prints 64GB for the total
    before = sku.memory
    figures = performance(build_from_sku(sku, seed_catalog), seed_catalog, sku)
    memory = figure(figures, "fig_memory_total")
    assert sku.memory.is_contradiction
    assert memory.value == Decimal(128) and memory.stated == Decimal(64)
    assert memory.text("en") == "128 GB" and memory.stated_text("en") == "selection guide: 64 GB"
    # Its "133Tops" FP16 only rounds our 133.28: not shown. The seed's figures are untouched.
    assert figure(figures, "fig_fp16_total").stated is None
    assert sku.memory is before and (sku.memory.stated, sku.memory.computed) == (64, 128)


@pytest.mark.parametrize("number", ["1.1", "1.2", "1.7", "2.3", "3.3", "3.7"])
def test_the_guide_rounding_ours_is_no_disagreement(seed_catalog, number):
    # "36Tops" beside 36.24, "54Tops" beside 53.8, "108Tops" beside 107.6, ...: each printed
    # to the unit (its precision), so the guide agrees with ours and nothing is shown.
    sku = seed_catalog.sku(number)
    assert sku.fp16.stated != sku.fp16.computed and not sku.fp16.is_contradiction
    figures = performance(build_from_sku(sku, seed_catalog), seed_catalog, sku)
    assert all(f.stated is None and f.stated_text("en") == "" for f in figures)


def test_a_stated_figure_is_shown_when_it_contradicts_the_figure_shown(seed_catalog):
    # Judged against our figure as shown (the GPU table's), with the guide's precision:
    # a GPU table that gives the RTX2080Ti 30 TFLOPS FP16 makes SKU 1.7's "108Tops" (of
    # 4 × 26.9 = 107.6) a contradiction of our 120.
    gpus = tuple(
        dataclasses.replace(g, fp16_tflops=Decimal(30)) if g.name == "RTX2080Ti" else g
        for g in seed_catalog.gpus
    )
    catalog = dataclasses.replace(seed_catalog, gpus=gpus)
    sku = catalog.sku("1.7")
    fp16 = figure(performance(build_from_sku(sku, catalog), catalog, sku), "fig_fp16_total")
    assert fp16.value == Decimal(120) and fp16.stated == Decimal(108)
    assert not sku.fp16.is_contradiction  # the seed's own record is not changed


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_a_build_without_gpus_has_no_gpu_figures(seed_catalog, lang):
    build = dataclasses.replace(build_from_sku(seed_catalog.sku("1.7"), seed_catalog), gpus=())
    assert build.psus_w
    for units, figures in (
        (1, performance(build, seed_catalog, lang=lang)),
        (2, combined_performance([(build, 2)], seed_catalog, lang)),
    ):
        assert tuple(f.label_key for f in figures) == FIGURE_KEYS
        gpu = figure(figures, "fig_gpu")
        assert gpu.text(lang) == NO_GPU.wording(lang)
        assert gpu.text(lang) == {"en": "none", "zh_CN": "无", "zh_TW": "無"}[lang]
        for key in GPU_FIGURE_KEYS[1:]:
            fig = figure(figures, key)
            assert fig.value == NO_FIGURE and fig.text(lang) == "—", key  # never 0, "unknown"
        # The PSUs are the system's, not the GPUs': still stated.
        assert figure(figures, "fig_psu").value == units * Decimal(sum(build.psus_w))


def test_without_the_sku_nothing_is_stated(seed_catalog):
    sku = seed_catalog.sku("1.9")
    figures = performance(build_from_sku(sku, seed_catalog), seed_catalog)
    assert all(f.stated is None for f in figures)


def test_a_psu_the_guide_does_not_state(seed_catalog):
    sku = seed_catalog.sku("3.7")  # GX630M: the chassis cell states no PSU
    figures = performance(build_from_sku(sku, seed_catalog), seed_catalog, sku)
    psu = figure(figures, "fig_psu")
    assert psu.value is None
    assert (psu.text("en"), psu.text("zh_CN"), psu.text("zh_TW")) == (
        "not stated",
        "未注明",
        "未註明",
    )
    assert figure(figures, "fig_gpu_count").value == 9
    assert figure(figures, "fig_memory_total").text("en") == "432 GB"
    assert figure(figures, "fig_board_power").text("en") == "2,655 W"


def test_a_mixed_custom_build(seed_catalog):
    build = build_from_json(CUSTOM, seed_catalog)
    values = _values(performance(build, seed_catalog))
    assert values["fig_gpu"] == "2 × Quadro GV100 + 2 × Quadro RTX8000"
    assert values["fig_gpu_count"] == 4
    assert values["fig_memory_total"] == Decimal(2 * 32 + 2 * 48)
    assert values["fig_bandwidth"] == "870 / 672 GB/s"
    assert values["fig_tensor_total"] == Decimal(2 * 133 + 2 * 130)
    assert values["fig_psu"] == Decimal(2000)


def test_an_unknown_figure_is_unknown_never_zero(seed_catalog):
    gpus = tuple(
        dataclasses.replace(g, board_power_w=None) if g.name == "Quadro RTX8000" else g
        for g in seed_catalog.gpus
    )
    catalog = dataclasses.replace(seed_catalog, gpus=gpus)
    sku = catalog.sku("1.9")
    power = figure(performance(build_from_sku(sku, catalog), catalog, sku), "fig_board_power")
    assert power.value is None
    assert power.text("en") == "unknown" and power.text("zh_CN") == "未知"


def test_combined_performance_sums_every_unit(seed_catalog):
    one = build_from_sku(seed_catalog.sku("1.7"), seed_catalog)  # 4 × RTX2080Ti, 11 GB
    nine = build_from_sku(seed_catalog.sku("3.7"), seed_catalog)  # 9 × RTX8000, no PSU
    values = _values(combined_performance([(one, 2)], seed_catalog))
    assert values["fig_gpu_count"] == 8 and values["fig_memory_total"] == 88
    assert values["fig_psu"] == Decimal(4000)
    both = _values(combined_performance([(one, 1), (nine, 1)], seed_catalog))
    assert both["fig_gpu"] == "4 × RTX2080Ti + 9 × Quadro RTX8000"
    assert both["fig_gpu_count"] == 13
    assert set(COMPARISON_KEYS) <= set(FIGURE_KEYS)


def test_figure_lookup_and_texts(seed_catalog):
    assert Figure("fig_gpu", None).text("en") == "unknown"
    assert Figure("fig_board_power", Decimal(1180), "W").text("zh_CN") == "1,180 W"
    assert Figure("fig_fp16_total", Decimal("107.60"), "TFLOPS").text("en") == "107.6 TFLOPS"
    assert Figure("fig_gpu", "Titan RTX").label("zh_TW") == "GPU"
    assert number_text(Decimal("293.58"), "en") == "293.58"
    with pytest.raises(KeyError):
        figure((), "fig_gpu")


# ----------------------------------------------------------------------------- summaries
def test_summaries_and_reference(seed_catalog):
    build = build_from_sku(seed_catalog.sku("1.9"), seed_catalog)
    assert system_summary(build) == "GT410i · 4 × Quadro RTX8000"
    assert option_summary([(build, 1)]) == "GT410i · 4 × Quadro RTX8000"
    assert option_summary([(build, 2)]) == "2 × (GT410i · 4 × Quadro RTX8000)"
    assert option_summary([]) == ""
    assert quote_reference("Q-2026-0007", 2, "en") == "Q-2026-0007 R2"
    assert quote_reference("Q-2026-0007", 2, "zh_CN") == "Q-2026-0007（第 2 版）"
    assert quote_reference(None, 1, "en") == "Draft (not yet numbered)"
    assert quote_reference(None, 1, "zh_TW") == "草稿（未編號）"


def test_workload_names_and_defaults(seed_catalog):
    cnn = resolve_workload("cnn")
    assert workload_name(cnn, "en") == "CNN"
    assert workload_name(cnn, "zh_CN") == "CNN 卷积神经网络"
    assert workload_name(cnn, "zh_TW") == "CNN 卷積神經網絡"
    assert line_workload("LSTM", None).key == "rnn"
    assert line_workload(None, seed_catalog.sku("1.9")).key == "rnn"  # its ideal workload
    assert line_workload(None, None).key == "cnn"
    with pytest.raises(UnknownWorkload):
        line_workload("astrology", None)


# ----------------------------------------------------------------------------- reasons
INTERNAL = re.compile(
    r"score|rank|margin|cost|¥|price|分数|排名|成本|毛利|价格|價格", re.IGNORECASE
)


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
@pytest.mark.parametrize("workload", ["cnn", "rnn", "transformer", "inference", "dbn"])
def test_reasons_are_customer_facing(seed_catalog, lang, workload):
    for number in ("1.1", "1.7", "1.9", "2.5", "3.7"):
        reasons = customer_reasons(
            _line(seed_catalog, {"kind": "sku", "sku": number}), workload, seed_catalog, lang
        )
        assert reasons, (number, workload)
        for sentence in reasons:
            assert not INTERNAL.search(sentence), sentence
            assert "seed" not in sentence.casefold() and "种子" not in sentence
            if lang == "en":
                assert not CJK.search(sentence), sentence


def test_rnn_reasons_for_four_quadro_rtx_8000(seed_catalog):
    line = _line(seed_catalog, {"kind": "sku", "sku": "1.9"})
    reasons = customer_reasons(line, "rnn", seed_catalog, "en")
    text = " ".join(reasons)
    assert "recommends this workstation for RNN" in text  # the guide's ideal-workload cell
    assert "memory bandwidth first" in text and "672 GB/s per GPU" in text
    assert "RNN GPU table, the Quadro RTX8000 is in tier 2 of 4" in text
    assert '"best"' in text  # the good / better / best list
    assert "48 GB of memory per GPU: enough for very large models" in text
    assert "supports NVLink bridges" in text
    assert "4 cards can sit side by side" in text  # blower-cooled
    assert "scales very well" not in text  # the guide says RNN scaling is unclear


def test_cnn_reasons_in_simplified_chinese(seed_catalog):
    line = _line(seed_catalog, {"kind": "sku", "sku": "1.7"}, lang="zh_CN")
    text = "".join(customer_reasons(line, "cnn", seed_catalog, "zh_CN"))
    assert (
        "CNN 卷积神经网络首先看重 Tensor Core 算力：本配置合计 432 TFLOPS（4 × 108 TFLOPS）" in text
    )
    assert "RTX2080Ti 属于第 2 级（共 4 级）" in text
    assert "每块 GPU 11 GB 显存：满足选型指南模型规模表中小型模型的需要" in text
    assert "多 GPU 并行计算效果非常理想" in text
    assert "卷積" not in text


def test_tier_one_is_called_the_top_tier(seed_catalog):
    line = _line(seed_catalog, {"kind": "sku", "sku": "1.9"})
    assert any(
        "tier 1 of 4, the top tier" in r for r in customer_reasons(line, "cnn", seed_catalog, "en")
    )


def test_reasons_of_a_bridged_custom_build_and_of_an_extra(seed_catalog):
    bridged = dict(CUSTOM, gpus=[{"model": "Quadro GV100", "count": 4}])
    line = _line(seed_catalog, {"kind": "build", "build": bridged, "unit_price": "300000"})
    reasons = customer_reasons(line, "rnn", seed_catalog, "en")
    assert any("joined in pairs by NVLink bridges" in r for r in reasons)
    assert not any("recommends this workstation" in r for r in reasons)  # not a SKU
    # CUSTOM bridges two models (nvlink.same_model is an error): no NVLink claim at all.
    mixed = _line(seed_catalog, {"kind": "build", "build": CUSTOM, "unit_price": "300000"})
    assert not any("NVLink" in r for r in customer_reasons(mixed, "rnn", seed_catalog, "en"))
    extra = _line(seed_catalog, {"kind": "extra", "description": "Warranty", "unit_price": "3000"})
    assert customer_reasons(extra, "cnn", seed_catalog, "en") == []
    with pytest.raises(ValueError, match="lang"):
        customer_reasons(line, "cnn", seed_catalog, "fr")


def test_reasons_never_read_the_internal_figures(seed_catalog):
    plain = _line(seed_catalog, {"kind": "sku", "sku": "1.7"})
    costed = _line(
        seed_catalog,
        {
            "kind": "sku",
            "sku": "1.7",
            "unit_cost": "12345.67",
            "unit_price": "99999",
            "discount": "5%",
        },
    )
    assert isinstance(costed.item, LineItem)
    for lang in ("en", "zh_CN"):
        assert customer_reasons(plain, "cnn", seed_catalog, lang) == customer_reasons(
            costed, "cnn", seed_catalog, lang
        )


def _build(gpus: list[dict], chassis: str, nvlink: bool = False) -> dict:
    return dict(CUSTOM, chassis=chassis, gpus=gpus, psus_w=[2000, 2000], nvlink=nvlink)


_SIDE_BY_SIDE = {
    "en": "cards can sit side by side",
    "zh_CN": "可以紧密并排安装",
    "zh_TW": "可以緊密並排安裝",
}
_PARALLEL = {"en": "GPUs in parallel", "zh_CN": "块 GPU 并行训练", "zh_TW": "塊 GPU 並行訓練"}
_BRIDGES = {"en": "NVLink", "zh_CN": "NVLink", "zh_TW": "NVLink"}


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_an_over_full_build_is_not_said_to_fit(seed_catalog, lang):
    """9 blower cards in a 4-slot GT410i: slots.capacity and chassis.gpu_range are errors, so
    neither "9 cards can sit side by side" nor "trains on 9 GPUs in parallel" is printed; the
    same 9 cards in the 9-slot GX630M are."""
    nine = [{"model": "Quadro RTX8000", "count": 9}]
    for chassis, fits in (("GT410i", False), ("GX630M", True)):
        line = _line(
            seed_catalog,
            {"kind": "build", "build": _build(nine, chassis), "unit_price": "900000"},
            lang=lang,
        )
        errors = {
            v.rule.split(".")[0]
            for v in check_build(line.build, seed_catalog)
            if v.severity == "error"
        }
        assert bool(errors & {"slots", "chassis"}) is not fits, errors
        text = "".join(customer_reasons(line, "cnn", seed_catalog, lang))
        assert (_SIDE_BY_SIDE[lang] in text) is fits, chassis
        assert (_PARALLEL[lang] in text) is fits, chassis
        assert "9 × 130 TFLOPS" in text  # the configuration's figures stay


def test_a_passive_card_in_a_tower_is_not_said_to_fit(seed_catalog):
    """4 blower cards and a passive TESLA V100 in a tower: cooling.passive_in_tower is an
    error, so the dense-blower sentence is left out."""
    gpus = [{"model": "Quadro RTX8000", "count": 4}, {"model": "TESLA V100", "count": 1}]
    line = _line(
        seed_catalog, {"kind": "build", "build": _build(gpus, "GT410P"), "unit_price": "900000"}
    )
    assert any(
        v.rule == "cooling.passive_in_tower" and v.severity == "error"
        for v in check_build(line.build, seed_catalog)
    )
    text = " ".join(customer_reasons(line, "cnn", seed_catalog, "en"))
    assert "side by side" not in text and "in parallel" not in text
    assert "Tensor Core throughput first" in text  # what stays true is still said


def test_over_the_scale_table_limit_is_not_said_to_train_in_parallel(seed_catalog):
    """9 × RTX2080Ti (the guide's table allows 8 in one workstation, gpu.scale_limit)."""
    line = _line(
        seed_catalog,
        {
            "kind": "build",
            "build": _build([{"model": "RTX2080Ti", "count": 9}], "GX630M"),
            "unit_price": "500000",
        },
    )
    text = " ".join(customer_reasons(line, "cnn", seed_catalog, "en"))
    assert "in parallel" not in text and "side by side" not in text


@pytest.mark.parametrize("number", ["1.1", "1.5", "1.7", "1.9", "1.10", "2.1", "2.5", "3.1", "3.7"])
def test_placement_claims_follow_the_rules_for_every_seed_sku(seed_catalog, number):
    line = _line(seed_catalog, {"kind": "sku", "sku": number})
    errors = {v.rule for v in check_build(line.build, seed_catalog) if v.severity == "error"}
    placed = not any(
        e.startswith(("slots.", "chassis.", "gpu.scale_limit", "cooling.")) for e in errors
    )
    bridged = not any(e.startswith("nvlink.") for e in errors)
    text = " ".join(customer_reasons(line, "cnn", seed_catalog, "en"))
    if not placed:
        assert "side by side" not in text and "in parallel" not in text, errors
    elif line.build.gpu_count >= 2:
        assert "in parallel" in text
    if not bridged:
        assert "NVLink" not in text


# ----------------------------------------------------------------------------- software
def test_software_stack_worded_per_language(seed_catalog):
    stack = software_stack(seed_catalog)
    en = software_lines(stack, "en", seed_catalog.glossary)
    assert en[0] == ("Development environment", "CUDA Toolkit")
    assert ("Operating system", "Windows 10 Pro 64-bit + Ubuntu 18.04 or RHEL 7.5") in en
    # The seed prints two rows labelled 容器: one row, both texts.
    assert ("Containers", "Docker 18.06.1, NVIDIA Docker runtime v2.0.3; RAPIDS containers") in en
    assert not any(CJK.search(head + text) for head, text in en)
    zh_cn = dict(software_lines(stack, "zh_CN", seed_catalog.glossary))
    assert zh_cn["开发环境"] == "CUDA Toolkit" and "操作系统" in zh_cn
    assert "運行時" not in "".join(zh_cn.values())
    assert zh_cn["操作系统"] == "Windows 10 Pro 64 位 + Ubuntu 18.04 或 RHEL 7.5"
    assert zh_cn["容器"] == "Docker 18.06.1，NVIDIA Docker 运行时 v2.0.3；RAPIDS 容器"
    zh_tw = dict(software_lines(stack, "zh_TW", seed_catalog.glossary))
    # The seed's words as printed, spaced as a Chinese spec sheet sets them.
    assert zh_tw["推理 SDK"] == "TensorRT（版本 3.0 支持 Tensor Core）、DALI"
    assert zh_tw["容器"] == "Docker 18.06.1，NVIDIA Docker 運行時 v2.0.3；RAPIDS 容器"
    assert [head for head, _text in software_lines(stack, "zh_TW")].count("容器") == 1


_ENGLISH_WORD = re.compile(r"[A-Za-z][A-Za-z-]*")


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_a_packs_english_stack_is_worded_in_chinese(lang):
    current = load_catalog_files("current")
    lines = software_lines(software_stack(current), lang, current.glossary)
    heads = [head for head, _text in lines]
    assert heads == (
        ["驱动程序", "开发环境", "训练 SDK", "推理 SDK", "操作系统", "容器"]
        if lang == "zh_CN"
        else ["驅動程式", "開發環境", "訓練 SDK", "推理 SDK", "作業系統", "容器"]
    )
    text = " ".join(head + " " + body for head, body in lines)
    # Only product names and their version suffixes are left in Latin letters.
    words = set(_ENGLISH_WORD.findall(text))
    assert words <= {
        "NVIDIA",
        "LTSB",
        "R",  # of R580, the driver branch
        "CUDA",
        "Toolkit",
        "SDK",
        "cuDNN",
        "PyTorch",
        "TensorRT",
        "TensorRT-LLM",
        "vLLM",
        "Ubuntu",
        "LTS",
        "RHEL",
        "Docker",
        "Container",
    }, words
    assert "newest" not in text and "or RHEL" not in text
    assert "最新版本：13.4.2" in text and "（2025-12-04；" in text  # every version dated
