"""What a customer's quote says about each workstation: its performance figures, the reasons
it fits the workload, the one-line summary of a system and the software stack, worded in
zh_CN, zh_TW or en. Pure and customer-facing: no internal score, cost, margin or discount
limit is read here (``docs/quote-format.md``, "What a quote says about a workstation").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import TYPE_CHECKING

from babel.numbers import format_decimal

from rigwright.core.build.model import Build
from rigwright.core.build.rules import ERROR, check_rules
from rigwright.core.catalog.model import Catalog, Cooler, Gpu, Sku, StatedFigure
from rigwright.core.quote.price_notes import SEED_CATALOG
from rigwright.core.quote.price_notes import figures_note as price_figures_note
from rigwright.core.quote.software import STACK_TERMS, software_lines
from rigwright.core.recommend.tiers import CNN_FAMILY, RNN_FAMILY, seed_tiers
from rigwright.core.recommend.workloads import WorkloadProfile, resolve_workload
from rigwright.core.text.i18n import Text, words
from rigwright.core.text.terms import tensor_definition_text, term
from rigwright.core.text.words import LANGS, label, to_simplified

if TYPE_CHECKING:  # pragma: no cover
    from rigwright.core.quote.document import ResolvedLine

FIGURE_KEYS: tuple[str, ...] = (
    "fig_gpu",
    "fig_gpu_count",
    "fig_memory_total",
    "fig_bandwidth",
    "fig_tensor_total",
    "fig_fp16_total",
    "fig_fp32_total",
    "fig_board_power",
    "fig_psu",
)
"""The label keys (:data:`rigwright.core.text.words.LABELS`) of :func:`performance`'s figures, in
order."""

COMPARISON_KEYS: tuple[str, ...] = (
    "fig_gpu",
    "fig_gpu_count",
    "fig_memory_total",
    "fig_bandwidth",
    "fig_tensor_total",
    "fig_fp16_total",
    "fig_board_power",
)
"""The figures of the comparison page, in its row order (the price row follows them)."""

GPU_FIGURE_KEYS: tuple[str, ...] = tuple(k for k in FIGURE_KEYS if k != "fig_psu")
"""The figures that describe the GPUs: a workstation without GPUs has none of them."""

NO_FIGURE = "—"
"""The text of a figure a workstation cannot have (a GPU figure of one without GPUs)."""

NO_GPU: Text = words("none", zh_CN="无", zh_TW="無")
"""The GPU of a workstation without GPUs, per language."""


# ----------------------------------------------------------------------------- figures
@dataclass(frozen=True, slots=True)
class Figure:
    """One performance figure of a workstation.

    Attributes:
        label_key: what it is, a key of :data:`rigwright.core.text.words.LABELS` (one of
            :data:`FIGURE_KEYS`).
        value: the figure: a number, a text (the GPU model; :data:`NO_GPU` and
            :data:`NO_FIGURE` for a workstation without GPUs), or None when the catalog does
            not know it.
        unit: the unit printed after a number ("GB", "GB/s", "TFLOPS", "W"), or "".
        stated: the figure the selection guide states for the SKU, when it contradicts
            ``value`` (the product's own computation) beyond the guide's printed precision
            (:attr:`rigwright.core.catalog.model.StatedFigure.is_contradiction` against ``value``);
            None otherwise, a mere rounding of ours included.
        missing: the label key printed when ``value`` is None ("unknown", "not_stated").
    """

    label_key: str
    value: Decimal | str | None
    unit: str = ""
    stated: Decimal | None = None
    missing: str = "unknown"

    def label(self, lang: str) -> str:
        """The figure's name in ``lang`` ("Total GPU memory", "GPU 显存合计")."""
        return label(self.label_key, lang)

    def text(self, lang: str) -> str:
        """The value as printed: "192 GB", "4 × Quadro RTX8000", "unknown"."""
        if self.value is None:
            return label(self.missing, lang)
        if isinstance(self.value, str):
            return self.value
        return number_text(self.value, lang, self.unit)

    def stated_text(self, lang: str) -> str:
        """The guide's figure, "selection guide: 64 GB", in ``lang``; "" when it does not
        contradict ours."""
        if self.stated is None:
            return ""
        return label("guide_states", lang).format(value=number_text(self.stated, lang, self.unit))


def number_text(value: Decimal | int, lang: str, unit: str = "") -> str:
    """``value`` grouped for ``lang`` with at most 2 decimals, trailing zeros dropped, and its
    unit: "1,180 W", "107.6 TFLOPS", "192 GB"."""
    text = format_decimal(Decimal(value), format="#,##0.##", locale=lang)
    return f"{text} {unit}" if unit else text


def _gpu_lines(build: Build, catalog: Catalog, quantity: int = 1) -> list[tuple[Gpu, int]]:
    return [(catalog.gpu(line.model), line.count * quantity) for line in build.gpus]


def _sum(lines: Sequence[tuple[Gpu, int]], attr: str) -> Decimal | None:
    total = Decimal(0)
    for gpu, count in lines:
        value = getattr(gpu, attr)
        if value is None:
            return None
        total += count * Decimal(value)
    return total


def _per_gpu(
    lines: Sequence[tuple[Gpu, int]], attr: str, unit: str, lang: str = "en"
) -> Decimal | str | None:
    """The per-GPU figure: one number when every card has the same, else "672 / 870 GB/s"."""
    values: list[Decimal] = []
    for gpu, _count in lines:
        value = getattr(gpu, attr)
        if value is None:
            return None
        if Decimal(value) not in values:
            values.append(Decimal(value))
    if len(values) == 1:
        return values[0]
    if not values:
        return None
    return " / ".join(number_text(v, lang) for v in values) + f" {unit}"


def _stated(value: Decimal | str | None, printed: StatedFigure | None) -> Decimal | None:
    """The guide's figure ``printed`` when it contradicts our ``value`` (they differ by at
    least the printed precision: :attr:`rigwright.core.catalog.model.StatedFigure.is_contradiction`,
    judged against ``value``, the figure shown); None when it only rounds ours, or nothing is stated
    or compared. ``printed`` itself is never changed."""
    if printed is None or not isinstance(value, Decimal):
        return None
    return printed.stated if replace(printed, computed=value).is_contradiction else None


def _figures(
    lines: Sequence[tuple[Gpu, int]], psus_w: Sequence[int], sku: Sku | None, lang: str
) -> tuple[Figure, ...]:
    psu = Decimal(sum(psus_w)) if psus_w else None
    count = sum(c for _g, c in lines)
    if count == 0:  # no GPUs: no GPU figures (never 0 W, 0 GB to rank, nor "unknown")
        return (
            Figure("fig_gpu", NO_GPU.wording(lang)),
            *(Figure(key, NO_FIGURE) for key in GPU_FIGURE_KEYS if key != "fig_gpu"),
            Figure("fig_psu", psu, "W", missing="not_stated"),
        )
    lines = [(gpu, c) for gpu, c in lines if c]
    gpu_text = (
        lines[0][0].name
        if len(lines) == 1
        else " + ".join(f"{count} × {gpu.name}" for gpu, count in lines)
    )
    memory = _sum(lines, "memory_gb")
    bandwidth = _per_gpu(lines, "memory_bandwidth_gbs", "GB/s", lang)
    fp16 = _sum(lines, "fp16_tflops")
    board = _sum(lines, "board_power_w")
    return (
        Figure("fig_gpu", gpu_text),
        Figure("fig_gpu_count", Decimal(count)),
        Figure("fig_memory_total", memory, "GB", _stated(memory, sku.memory if sku else None)),
        Figure(
            "fig_bandwidth",
            bandwidth,
            "GB/s" if isinstance(bandwidth, Decimal) else "",
            _stated(bandwidth, sku.memory_bandwidth if sku else None),
        ),
        Figure("fig_tensor_total", _sum(lines, "tensor_tflops"), "TFLOPS"),
        Figure("fig_fp16_total", fp16, "TFLOPS", _stated(fp16, sku.fp16 if sku else None)),
        Figure("fig_fp32_total", _sum(lines, "fp32_tflops"), "TFLOPS"),
        Figure("fig_board_power", board, "W"),
        Figure("fig_psu", psu, "W", missing="not_stated"),
    )


def performance(
    build: Build, catalog: Catalog, sku: Sku | None = None, lang: str = "en"
) -> tuple[Figure, ...]:
    """The performance figures of one workstation, in :data:`FIGURE_KEYS` order.

    GPU model and count, total GPU memory (GB), memory bandwidth per GPU (GB/s), total tensor,
    FP16 and FP32 TFLOPS, total GPU board power (W, reference table) and the PSU capacity (W;
    "not stated" when the build states none). Totals are Σ cards × the GPU table's figure.

    Args:
        build: the workstation (a SKU's build or a custom one); its GPUs are in ``catalog``.
        catalog: the GPU figures.
        sku: the seed SKU the build is, when it is one: its stated totals (FP16, memory) and
            bandwidth are set as :attr:`Figure.stated` where they contradict ours (differ by
            at least the printed precision; the guide's rounding is not shown).
        lang: for a mixed build's "672 / 870" bandwidth text and the :data:`NO_GPU` word of
            a build without GPUs (whose other GPU figures are :data:`NO_FIGURE`).

    Raises:
        KeyError: a GPU of the build is not in ``catalog``.
    """
    return _figures(_gpu_lines(build, catalog), build.psus_w, sku, lang)


def combined_performance(
    systems: Iterable[tuple[Build, int]], catalog: Catalog, lang: str = "en"
) -> tuple[Figure, ...]:
    """The figures of several workstations together (an option's systems, each with its
    quantity): GPU counts, memory, TFLOPS, board power and PSUs summed over every unit;
    bandwidth per GPU as for :func:`performance`; no GPU at all: as :func:`performance` for a
    build without GPUs. No stated figures.

    Raises:
        KeyError: a GPU is not in ``catalog``.
    """
    lines: list[tuple[Gpu, int]] = []
    psus: list[int] = []
    for build, quantity in systems:
        for gpu, count in _gpu_lines(build, catalog, quantity):
            for i, (known, had) in enumerate(lines):
                if known.name == gpu.name:
                    lines[i] = (known, had + count)
                    break
            else:
                lines.append((gpu, count))
        psus.extend(list(build.psus_w) * quantity)
    return _figures(lines, psus, None, lang)


def figure(figures: Sequence[Figure], key: str) -> Figure:
    """The figure with label key ``key``.

    Raises:
        KeyError: no such figure.
    """
    for fig in figures:
        if fig.label_key == key:
            return fig
    raise KeyError(key)


def tensor_note(catalog: Catalog, lang: str) -> str:
    """What the catalog's Tensor Core figures are, for every page that prints one: "Tensor
    Core 算力：稠密 FP16 Tensor Core 算力，FP32 累加。"; "" when the catalog does not say."""
    if not catalog.tensor_definition.strip():
        return ""
    definition = tensor_definition_text(catalog.tensor_definition, lang)
    return label("tensor_note", lang).format(definition=definition)


def figures_note(catalog: Catalog, lang: str) -> str:
    """The note under a workstation's figures (where they come from,
    :func:`rigwright.core.quote.price_notes.figures_note`) and what the catalog's Tensor Core
    figure is (:func:`tensor_note`)."""
    note = tensor_note(catalog, lang)
    source = price_figures_note(catalog, lang)
    return source + (" " if lang == "en" and note else "") + note


_SEED_CPU = re.compile(r"^(?P<name>.+), (?P<cores>\d+) cores$")
_GENERATION = re.compile(r" \((?P<gen>\d+)th gen\)")


def cpu_name(name: str, lang: str) -> str:
    """A CPU line's name for a reader of ``lang``: the names
    :func:`rigwright.core.build.model.build_from_sku` gives the seed's CPUs ("Intel Core (9th gen),
    6 cores") worded in Chinese as the seed prints them ("Intel Core（第9代），6 核"); any
    other name as it is (a part's name)."""
    found = _SEED_CPU.match(name)
    if lang == "en" or found is None:
        return name
    model = _GENERATION.sub(lambda m: f"（第{m.group('gen')}代）", found.group("name"))
    return f"{model}，{found.group('cores')} 核"


# ----------------------------------------------------------------------------- summaries
def system_summary(build: Build) -> str:
    """A workstation in one line: "GT410i · 4 × Quadro RTX8000"."""
    gpus = " + ".join(f"{g.count} × {g.model}" for g in build.gpus)
    return f"{build.chassis} · {gpus}" if gpus else build.chassis


def option_summary(systems: Sequence[tuple[Build, int]]) -> str:
    """An option's workstations in one line: "GT410i · 4 × RTX2080Ti"; several are joined
    with " + ", a quantity above 1 written "2 × (GT410i · 4 × RTX2080Ti)"; "" for none."""
    parts = []
    for build, quantity in systems:
        text = system_summary(build)
        parts.append(f"{quantity} × ({text})" if quantity > 1 else text)
    return " + ".join(parts)


def quote_reference(number: str | None, revision: int, lang: str) -> str:
    """The quote's number with its revision as printed: "Q-2026-0007 R2" (en),
    "Q-2026-0007（第 2 版）" (zh); a quote without a number yet is a draft."""
    if not number:
        return label("draft_number", lang)
    return label("number_revision", lang).format(number=number, revision=revision)


def workload_name(profile: WorkloadProfile, lang: str) -> str:
    """The workload's name in ``lang``: "CNN", "CNN 卷积神经网络", "CNN 卷積神經網絡"."""
    if lang == "en" or not profile.label_zh:
        return profile.label_en
    return to_simplified(profile.label_zh) if lang == "zh_CN" else profile.label_zh


def line_workload(workload: str | None, sku: Sku | None) -> WorkloadProfile:
    """The workload a workstation line is presented for: the option's ``workload``, else the
    SKU's first ideal workload, else CNN.

    Raises:
        UnknownWorkload: ``workload`` (or the SKU's) is no workload profile.
    """
    if workload:
        return resolve_workload(workload)
    if sku is not None and sku.ideal_workloads:
        return resolve_workload(sku.ideal_workloads[0])
    return resolve_workload("cnn")


# ----------------------------------------------------------------------------- reasons

_IDEAL: dict[str, Text] = {
    "cnn": words("CNN", zh_CN="CNN", zh_TW="CNN"),
    "rnn": words("RNN", zh_CN="RNN", zh_TW="RNN"),
    "inference": words("inference", zh_CN="推理", zh_TW="推理"),
}
_METRIC: dict[str, Text] = {
    "tensor_tflops": words(
        "Tensor Core throughput", zh_CN=term("tensor", "zh_CN"), zh_TW=term("tensor", "zh_TW")
    ),
    "fp16_tflops": words(
        "half-precision (FP16) throughput",
        zh_CN="半精度（FP16）算力",
        zh_TW="半精度（FP16）算力",
    ),
    "fp32_tflops": words(
        "single-precision (FP32) throughput",
        zh_CN="单精度（FP32）算力",
        zh_TW="單精度（FP32）算力",
    ),
    "memory_bandwidth_gbs": words(
        "memory bandwidth", zh_CN=term("bandwidth", "zh_CN"), zh_TW=term("bandwidth", "zh_TW")
    ),
    "memory_gb": words("GPU memory", zh_CN="显存容量", zh_TW="顯存容量"),
}
_SCALE: dict[str, Text] = {
    "small": words("small models", zh_CN="小型模型", zh_TW="小型模型"),
    "medium": words("medium-sized models", zh_CN="中等模型", zh_TW="中等模型"),
    "large": words("medium-to-large models", zh_CN="中大型模型", zh_TW="中大型模型"),
    "very-large": words("very large models", zh_CN="超大规模模型", zh_TW="超大規模模型"),
}
_GRADE: dict[str, Text] = {
    "good": words("good", zh_CN="好", zh_TW="好"),
    "better": words("better", zh_CN="更好", zh_TW="更好"),
    "best": words("best", zh_CN="最佳", zh_TW="最佳"),
}
_REASON: dict[str, Text] = {
    "ideal": words(
        "The UltraLAB 2020 selection guide recommends this workstation for {names}.",
        zh_CN="UltraLAB 2020 选型指南推荐此工作站用于 {names}。",
        zh_TW="UltraLAB 2020 選型指南推薦此工作站用於 {names}。",
    ),
    "ideal_catalog": words(
        "This workstation is configured for {names}.",
        zh_CN="本工作站配置用于 {names}。",
        zh_TW="本工作站配置用於 {names}。",
    ),
    "scaling_catalog": words(
        "CNN training scales well across GPUs: this configuration trains on {count} GPUs in "
        "parallel.",
        zh_CN="CNN 的多 GPU 并行训练效果良好：本配置 {count} 块 GPU 并行训练。",
        zh_TW="CNN 的多 GPU 並行訓練效果良好：本配置 {count} 塊 GPU 並行訓練。",
    ),
    "priority_seed": words(
        "The selection guide puts {metric} first for {workload}: {value}.",
        zh_CN="选型指南指出，{workload_sp}首先看重{metric_sp}：{value}。",
        zh_TW="選型指南指出，{workload_sp}首先看重{metric_sp}：{value}。",
    ),
    "priority": words(
        "{metric_cap} matters most for {workload}: {value}.",
        zh_CN="{workload_sp}最看重{metric_sp}：{value}。",
        zh_TW="{workload_sp}最看重{metric_sp}：{value}。",
    ),
    "total_tflops": words(
        "this configuration gives {total} in total ({count} × {each})",
        zh_CN="本配置合计 {total}（{count} × {each}）",
        zh_TW="本配置合計 {total}（{count} × {each}）",
    ),
    "per_gpu": words(
        "this configuration has {each} per GPU",
        zh_CN="本配置每块 GPU {each}",
        zh_TW="本配置每塊 GPU {each}",
    ),
    "tier": words(
        "In the selection guide's {table} GPU table, the {gpu} is in tier {tier} of {tiers}{top}.",
        zh_CN="在选型指南的 {table} GPU 分级中，{gpu} 属于第 {tier} 级（共 {tiers} 级）{top}。",
        zh_TW="在選型指南的 {table} GPU 分級中，{gpu} 屬於第 {tier} 級（共 {tiers} 級）{top}。",
    ),
    "tier_top": words(", the top tier", zh_CN="，为最高一级", zh_TW="，為最高一級"),
    "grade": words(
        (
            'For RNN and NLP work the selection guide rates the {gpu} "{grade}" (good / better / '
            "best)."
        ),
        zh_CN="选型指南为 RNN / NLP 推荐 GPU 时把 {gpu} 评为“{grade}”（好 / 更好 / 最佳）。",
        zh_TW="選型指南為 RNN / NLP 推薦 GPU 時把 {gpu} 評為「{grade}」（好 / 更好 / 最佳）。",
    ),
    "scale": words(
        (
            "{memory} of memory per GPU: enough for {scale} in the selection guide's model-scale "
            "table (from {need} GB per GPU)."
        ),
        zh_CN=(
            "每块 GPU {memory} 显存：满足选型指南模型规模表中{scale}的需要（每块 {need} GB 起）。"
        ),
        zh_TW=(
            "每塊 GPU {memory} 顯存：滿足選型指南模型規模表中{scale}的需要（每塊 {need} GB 起）。"
        ),
    ),
    "nvlink_bridged": words(
        (
            "The cards are joined in pairs by NVLink bridges for faster exchange between GPUs and "
            "larger models."
        ),
        zh_CN="GPU 两两以 NVLink 桥接，显存与数据交换更快，适合更大的模型。",
        zh_TW="GPU 兩兩以 NVLink 橋接，顯存與資料交換更快，適合更大的模型。",
    ),
    "nvlink": words(
        "The {gpu} supports NVLink bridges: pairs of cards can be joined to train larger models.",
        zh_CN="{gpu} 支持 NVLink 桥接，可两卡互联以训练更大的模型。",
        zh_TW="{gpu} 支援 NVLink 橋接，可兩卡互聯以訓練更大的模型。",
    ),
    "scaling": words(
        (
            "CNN training scales very well across GPUs (selection guide): this configuration "
            "trains on {count} GPUs in parallel."
        ),
        zh_CN="选型指南指出 CNN 的多 GPU 并行计算效果非常理想：本配置 {count} 块 GPU 并行训练。",
        zh_TW="選型指南指出 CNN 的多 GPU 並行計算效果非常理想：本配置 {count} 塊 GPU 並行訓練。",
    ),
    "blower": words(
        (
            "Blower-cooled cards exhaust through the rear of the chassis, so {count} cards can sit "
            "side by side."
        ),
        zh_CN="涡轮散热的显卡从机箱后部排风，{count} 块可以紧密并排安装。",
        zh_TW="渦輪散熱的顯示卡從機箱後部排風，{count} 塊可以緊密並排安裝。",
    ),
}


def _words(table: dict[str, Text], key: str, lang: str) -> str:
    return table[key].wording(lang)


def _join(items: Sequence[str], lang: str) -> str:
    if lang != "en":
        return "、".join(items)
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _main_gpu(build: Build, catalog: Catalog) -> tuple[Gpu, int] | None:
    """The build's GPU model with the most cards (the first such line)."""
    best: tuple[Gpu, int] | None = None
    for line in build.gpus:
        if best is None or line.count > best[1]:
            best = (catalog.gpu(line.model), line.count)
    return best


def _priority_value(gpu: Gpu, count: int, metric: str, lang: str) -> str | None:
    each = gpu.figure(metric)
    if each is None:
        return None
    unit = {
        "tensor_tflops": "TFLOPS",
        "fp16_tflops": "TFLOPS",
        "fp32_tflops": "TFLOPS",
        "memory_bandwidth_gbs": "GB/s",
        "memory_gb": "GB",
    }.get(metric, "")
    if unit == "TFLOPS":
        return (
            _REASON["total_tflops"]
            .wording(lang)
            .format(
                total=number_text(each * count, lang, unit),
                count=count,
                each=number_text(each, lang, unit),
            )
        )
    return _REASON["per_gpu"].wording(lang).format(each=number_text(each, lang, unit))


PLACEMENT_RULES: tuple[str, ...] = ("slots", "chassis_range", "scale_table", "cooling")
"""The rules (:data:`rigwright.core.build.rules.RULES`) behind the reasons that say the cards fit
and work together in the chassis ("4 cards can sit side by side", "trains on 4 GPUs in parallel"):
such a sentence is printed only when none of them gives an error for the build."""

NVLINK_RULES: tuple[str, ...] = ("nvlink",)
"""The rules behind the NVLink sentences: printed only when none of them gives an error."""


def _rule_errors(build: Build, catalog: Catalog) -> set[str]:
    """The names of the rules (of :data:`PLACEMENT_RULES` and :data:`NVLINK_RULES`) that give
    an error for ``build``."""
    verdicts = check_rules(build, catalog, rules={*PLACEMENT_RULES, *NVLINK_RULES})
    return {name for name, found in verdicts.items() if any(v.severity == ERROR for v in found)}


def customer_reasons(
    line: ResolvedLine, workload: WorkloadProfile | str, catalog: Catalog, lang: str
) -> list[str]:
    """Why a workstation line fits the workload, as sentences for the customer in ``lang``.

    From the catalog's guidance only: the SKU's ideal workloads as the selection guide prints
    them, the workload's first priority with this workstation's figure, the GPU's tier in the
    guide's CNN or RNN table (CNN-like workloads: CNN, GAN, autoencoder; RNN-like: RNN,
    Transformer), its good / better / best grade for RNN, its memory per GPU against the
    model-scale table, NVLink, multi-GPU scaling for CNN and blower cooling for dense builds.
    Never an internal score, rank, price per point, cost or margin.

    No sentence claims what the build's rules contradict: the cards sitting side by side and
    training in parallel only when :data:`PLACEMENT_RULES` give no error
    (:mod:`rigwright.core.build.rules`: the cards fit the chassis's slot openings and class, the
    model-scale table's limit, the cooling), the NVLink sentences only when :data:`NVLINK_RULES`
    give none (one model, with NVLink, bridges at a spacing the bridges come in).

    Args:
        line: a workstation line (its ``build``, and ``sku`` when it is a seed SKU); an extra
            line has no reasons.
        workload: the workload profile, or its name.
        catalog: the catalog of the line.
        lang: "zh_CN", "zh_TW" or "en".

    Raises:
        ValueError: ``lang`` is not a quote language.
        UnknownWorkload: ``workload`` is a name that is no profile.
    """
    if lang not in LANGS:
        raise ValueError(f"lang: must be one of {', '.join(LANGS)}, not {lang!r}")
    profile = resolve_workload(workload) if isinstance(workload, str) else workload
    build = line.build
    if build is None:
        return []
    main = _main_gpu(build, catalog)
    if main is None:
        return []
    gpu, count = main
    name = workload_name(profile, lang)
    # Only the seed's sentences cite the 2020 guide; another catalog's say the same plainly.
    guide = catalog.name == SEED_CATALOG
    return [
        *_ideal_reasons(line.sku, lang, guide),
        *_priority_reasons(profile, gpu, count, name, lang, guide),
        *_tier_reasons(catalog, profile, gpu, lang),
        *_scale_reasons(catalog, gpu, lang),
        *_multi_gpu_reasons(build, catalog, profile, gpu, lang),
    ]


def _ideal_reasons(sku: Sku | None, lang: str, guide: bool = True) -> list[str]:
    """The SKU's ideal workloads as the selection guide (or the catalog) prints them."""
    if sku is not None and sku.ideal_workloads:
        names = [_IDEAL[w].wording(lang) if w in _IDEAL else w for w in sku.ideal_workloads]
        key = "ideal" if guide else "ideal_catalog"
        return [_REASON[key].wording(lang).format(names=_join(names, lang))]
    return []


def _priority_reasons(
    profile: WorkloadProfile, gpu: Gpu, count: int, name: str, lang: str, guide: bool = True
) -> list[str]:
    """The workload's first priority with this workstation's figure."""
    metric = profile.primary_metric
    value = _priority_value(gpu, count, metric, lang)
    if value is None:
        return []
    metric_words = _words(_METRIC, metric, lang)
    key = "priority_seed" if profile.seed_priority and guide else "priority"
    return [
        _REASON[key]
        .wording(lang)
        .format(
            workload=name,
            metric=metric_words,
            value=value,
            workload_sp=name + (" " if name[-1:].isascii() else ""),
            metric_sp=(" " if metric_words[:1].isascii() else "") + metric_words,
            metric_cap=metric_words[:1].upper() + metric_words[1:],
        )
    ]


def _tier_reasons(catalog: Catalog, profile: WorkloadProfile, gpu: Gpu, lang: str) -> list[str]:
    """The GPU's tier in the guide's CNN or RNN table, and its grade for RNN-like workloads."""
    reasons = []
    family = seed_tiers(catalog, profile)
    if family is not None:
        tier = family.tier_of(gpu.name)
        if tier is not None:
            top = _REASON["tier_top"].wording(lang) if tier == 1 else ""
            reasons.append(
                _REASON["tier"]
                .wording(lang)
                .format(
                    table=family.table, gpu=gpu.name, tier=tier, tiers=len(family.tiers), top=top
                )
            )
    if profile.key in RNN_FAMILY:
        for grade in ("best", "better", "good"):
            if gpu.name in catalog.rnn_grades.get(grade, ()):
                reasons.append(
                    _REASON["grade"]
                    .wording(lang)
                    .format(gpu=gpu.name, grade=_words(_GRADE, grade, lang))
                )
                break
    return reasons


def _scale_reasons(catalog: Catalog, gpu: Gpu, lang: str) -> list[str]:
    """The GPU's memory against the model-scale table: the largest scale it fits."""
    if gpu.memory_gb is None or not catalog.scale_table:
        return []
    fits = [row for row in catalog.scale_table if row.min_memory_gb <= gpu.memory_gb]
    if not fits:
        return []
    row = fits[-1]
    scale = _SCALE[row.scale].wording(lang) if row.scale in _SCALE else row.label_as_printed
    return [
        _REASON["scale"]
        .wording(lang)
        .format(
            memory=number_text(gpu.memory_gb, lang, "GB"),
            scale=scale,
            need=row.min_memory_gb,
        )
    ]


def _multi_gpu_reasons(
    build: Build, catalog: Catalog, profile: WorkloadProfile, gpu: Gpu, lang: str
) -> list[str]:
    """NVLink, multi-GPU scaling and blower cooling, each only where the rules allow it."""
    reasons: list[str] = []
    total_cards = build.gpu_count
    errors = _rule_errors(build, catalog) if total_cards >= 2 else set()
    placed = not errors.intersection(PLACEMENT_RULES)
    if total_cards >= 2:
        if errors.intersection(NVLINK_RULES):
            pass  # bridges the rules refuse: no NVLink sentence at all
        elif build.nvlink:
            reasons.append(_REASON["nvlink_bridged"].wording(lang))
        elif (gpu.nvlink or "").strip().lower().startswith("yes"):
            reasons.append(_REASON["nvlink"].wording(lang).format(gpu=gpu.name))
        if profile.key in CNN_FAMILY and placed:
            key = "scaling" if catalog.name == SEED_CATALOG else "scaling_catalog"
            reasons.append(_REASON[key].wording(lang).format(count=total_cards))
    if total_cards >= 4 and gpu.cooler is Cooler.BLOWER and placed:
        reasons.append(_REASON["blower"].wording(lang).format(count=total_cards))
    return reasons


__all__ = [
    "COMPARISON_KEYS",
    "FIGURE_KEYS",
    "GPU_FIGURE_KEYS",
    "NO_FIGURE",
    "NO_GPU",
    "NVLINK_RULES",
    "PLACEMENT_RULES",
    "STACK_TERMS",
    "Figure",
    "combined_performance",
    "cpu_name",
    "customer_reasons",
    "figure",
    "figures_note",
    "line_workload",
    "number_text",
    "option_summary",
    "performance",
    "quote_reference",
    "software_lines",
    "system_summary",
    "tensor_note",
    "workload_name",
]
