"""Two to six builds side by side: every spec, the computed totals, price, cost efficiency and
the rule checks, one row per figure, with the best and worst column of each row marked.
Pure (no Qt): the compare view and the quote PDF's comparison page draw what
:func:`compare_builds` returns; ``docs/build-charts.md`` says where the figures come from.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Any, NamedTuple

from rigwright.core.build.model import Build
from rigwright.core.build.rules import ERROR, WARNING, Site, check_rules
from rigwright.core.catalog.glossary import localise
from rigwright.core.catalog.model import Catalog, Sku
from rigwright.core.compare.chart_data import SKU, Candidate, power_chart, throughput
from rigwright.core.pricing.money import MoneyStyle, format_cny
from rigwright.core.quote.assurance import checked_scope, rules_could_not_run
from rigwright.core.quote.document import GUIDANCE_RULES, ResolvedOption
from rigwright.core.quote.facts import (
    COMPARISON_KEYS,
    GPU_FIGURE_KEYS,
    NO_FIGURE,
    Figure,
    combined_performance,
    cpu_name,
    figure,
    number_text,
    option_summary,
    performance,
)
from rigwright.core.text.i18n import Text, words
from rigwright.core.text.terms import TERMS, tensor_basis
from rigwright.core.text.words import LABELS as QUOTE_LABELS
from rigwright.core.text.words import LANGS

HIGHER, LOWER = "higher", "lower"
"""Which way a row is better (:attr:`CompareRow.better`)."""

BEST_MARK, WORST_MARK = "▲", "▼"
"""The marks of a row's best and worst column (shapes, so that the marks never rest on colour
alone; the bundled PDF font has both glyphs)."""

MONEY = "¥"
"""The :attr:`CompareRow.unit` of rows in yuan (printed with
:func:`rigwright.core.pricing.money.format_cny`, document style)."""

LABELS: dict[str, Text] = {
    "system_memory": words("System memory", zh_CN="系统内存", zh_TW="系統記憶體"),
    "sustained_draw": words("Sustained draw", zh_CN="持续功耗", zh_TW="持續功耗"),
    "peak_draw": words("Peak draw (transient)", zh_CN="峰值功耗（瞬态）", zh_TW="峰值功耗（瞬態）"),
    "throughput": words(
        "Throughput for the workload (ranking scale)",
        zh_CN="工作负载吞吐（排名刻度）",
        zh_TW="工作負載吞吐（排名刻度）",
    ),
    "price": words("Price", zh_CN="价格", zh_TW="價格"),
    "cny_per_tflops": words(
        TERMS["cny_per_tensor"].en,
        zh_CN=TERMS["cny_per_tensor"].zh_CN,
        zh_TW=TERMS["cny_per_tensor"].zh_TW,
    ),
    "cny_per_memory_gb": words(
        "¥ per GB of GPU memory",
        zh_CN="每 GB 显存价格",
        zh_TW="每 GB 顯存價格",
    ),
    "rule_errors": words("Rule check: errors", zh_CN="规则检查：错误", zh_TW="規則檢查：錯誤"),
    "rule_warnings": words("Rule check: warnings", zh_CN="规则检查：警告", zh_TW="規則檢查：警告"),
    "rule_check": words("Rule check", zh_CN="规则检查", zh_TW="規則檢查"),
    "passes": words("passes", zh_CN="通过", zh_TW="通過"),
    "errors_n": words("{n} errors", zh_CN="{n} 项错误", zh_TW="{n} 項錯誤"),
    "errors_1": words("1 error", zh_CN="1 项错误", zh_TW="1 項錯誤"),
    "warnings_n": words("{n} warnings", zh_CN="{n} 项警告", zh_TW="{n} 項警告"),
    "warnings_1": words("1 warning", zh_CN="1 项警告", zh_TW="1 項警告"),
    "guidance_n": words(
        "{n} beyond the selection guide's guidance",
        zh_CN="{n} 项超出选型指南建议",
        zh_TW="{n} 項超出選型指南建議",
    ),
    "to_be_set": words("price to be set", zh_CN="价格待定", zh_TW="價格待定"),
    "legend": words(
        "▲ best and ▼ worst of the builds compared, per row.",
        zh_CN="▲ 为该行最优，▼ 为该行最差（仅在所比较的方案之间）。",
        zh_TW="▲ 為該行最優，▼ 為該行最差（僅在所比較的方案之間）。",
    ),
    "illustrative_mark": words("※ illustrative price", zh_CN="※ 示意价格", zh_TW="※ 示意價格"),
    "cny_per_tflops_note": words(
        "¥ per Tensor Core TFLOPS: the total incl. VAT divided by the total Tensor Core TFLOPS.",
        zh_CN="Tensor Core 单位算力价格 = 含税总价 ÷ Tensor Core 算力合计。",
        zh_TW="Tensor Core 單位算力價格 = 含稅總價 ÷ Tensor Core 算力合計。",
    ),
    "checks": words("Configuration check", zh_CN="配置检查", zh_TW="配置檢查"),
    "checks_note": words(
        (
            "Configuration check: each workstation's slots, cooling, power, PCIe lanes, NVLink, "
            "dimensions and memory checked against the configuration rules; what the catalog "
            "does not state (a card's cooler or length, the PSU) is confirmed at assembly."
        ),
        zh_CN=(
            "配置检查：按配置规则检查每台工作站的插槽、散热、电源、PCIe 通道、NVLink、尺寸与内存；"
            "目录未载明的参数（如显卡散热方式、长度及电源）在装机时确认。"
        ),
        zh_TW=(
            "配置檢查：依配置規則檢查每台工作站的插槽、散熱、電源、PCIe 通道、NVLink、尺寸與"
            "記憶體；目錄未載明的參數（如顯示卡散熱方式、長度及電源）在裝機時確認。"
        ),
    ),
    "rule_check_note": words(
        (
            "Rule check: each workstation checked against the configuration rules (slots, cooling, "
            "power, PCIe lanes, NVLink, form factor, memory) and the selection guide's guidance."
        ),
        zh_CN=(
            "规则检查：按配置规则（插槽、散热、电源、PCIe 通道、NVLink、尺寸规格、内存）及选型指南"
            "的建议检查每台工作站。"
        ),
        zh_TW=(
            "規則檢查：依配置規則（插槽、散熱、電源、PCIe 通道、NVLink、尺寸規格、記憶體）及選型指"
            "南的建議檢查每台工作站。"
        ),
    ),
}
"""The comparison's own words (key -> language -> text); every other row label is a key of
:data:`rigwright.core.text.words.LABELS` ("system", "chassis_only", "cpu", "storage", "fig_*")."""


def compare_label(key: str, lang: str) -> str:
    """The word ``key`` in ``lang``: from :data:`LABELS`, else from
    :data:`rigwright.core.text.words.LABELS`.

    Raises:
        KeyError: neither table has ``key``.
        ValueError: ``lang`` is not one of :data:`rigwright.core.text.words.LANGS`.
    """
    if lang not in LANGS:
        raise ValueError(f"lang: must be one of {', '.join(LANGS)}, not {lang!r}")
    word = LABELS.get(key) or QUOTE_LABELS[key]
    return word.wording(lang)


# ----------------------------------------------------------------------------- columns
@dataclass(frozen=True, slots=True)
class CompareColumn:
    """One build (or one quote option) of a comparison.

    Attributes:
        title: the column's head ("SKU 1.7 GT410i 14596-SB4X", "Option A").
        systems: the workstations with their quantities; every figure is the sum over every
            unit (bandwidth: per GPU). Usually one ``(build, 1)``.
        price_cny: what the column costs, CNY, exact; None when it is to be set (never 0).
        illustrative: True when the price only illustrates.
        sku: the seed SKU the column is, exactly as printed (one system, one unit): its stated
            figures are kept beside ours. None otherwise.
        key: the build's identity (:attr:`rigwright.core.compare.chart_data.Candidate.key`), or "".
    """

    title: str
    systems: tuple[tuple[Build, int], ...]
    price_cny: Decimal | None
    illustrative: bool = False
    sku: Sku | None = None
    key: str = ""


def column_of(candidate: Candidate) -> CompareColumn:
    """The column of a build on show (a SKU keeps its stated figures; a custom or changed
    build has none)."""
    return CompareColumn(
        candidate.label,
        ((candidate.build, 1),),
        candidate.price_cny,
        candidate.illustrative,
        candidate.sku if candidate.kind == SKU else None,
        candidate.key,
    )


def column_of_option(option: ResolvedOption) -> CompareColumn:
    """The column of a quote option: its workstations with their quantities, priced at its
    total including VAT (what the customer pays); the SKU's stated figures when the option's
    only workstation is one unit of a seed SKU."""
    systems = tuple(
        (line.build, line.item.quantity) for line in option.systems if line.build is not None
    )
    lines = option.systems
    sku = lines[0].sku if len(lines) == 1 and lines[0].item.quantity == 1 else None
    return CompareColumn(option.title, systems, option.totals.total, False, sku)


# ----------------------------------------------------------------------------- rows
class RuleCounts(NamedTuple):
    """The rules' findings on a column (every system once): ``errors`` of the physical rules,
    ``guidance`` errors of :data:`rigwright.core.quote.document.GUIDANCE_RULES` (the seed's own SKUs
    break them) and ``warnings``. Ordered as compared: fewer errors first, then guidance, then
    warnings. Infos ("cannot check") are not counted."""

    errors: int
    guidance: int
    warnings: int

    def text(self, lang: str) -> str:
        """The counts in words: "passes", "1 warning", "2 errors, 1 warning" in ``lang``."""
        parts = []
        for key, n in (
            ("errors", self.errors),
            ("guidance", self.guidance),
            ("warnings", self.warnings),
        ):
            if n:
                word = (
                    compare_label(f"{key}_1", lang)
                    if n == 1 and key != "guidance"
                    else (compare_label(f"{key}_n", lang).format(n=n))
                )
                parts.append(word)
        return ("，" if lang != "en" else ", ").join(parts) or compare_label("passes", lang)


NONE = NO_FIGURE
"""The text of a figure a column cannot have (it holds no workstation, or no GPU for a GPU
row); never ranked."""

Value = Decimal | str | RuleCounts | None
"""A cell's value: a number (Decimal, in :attr:`CompareRow.unit`), a text, the rule counts,
or None when unknown."""


@dataclass(frozen=True, slots=True)
class CompareRow:
    """One row of a comparison.

    Attributes:
        key: the row's identity (one of :data:`ROWS`).
        label_key: its label (:func:`compare_label`).
        values: one per column, in column order.
        unit: the unit printed after a number ("GB", "TFLOPS", "W"), :data:`MONEY` for yuan,
            or "".
        better: :data:`HIGHER`, :data:`LOWER`, or None (a spec, not a merit).
        best: the columns holding the best value (every one of a tie); empty when the row has
            no direction, fewer than two known values, or all of them equal.
        worst: the columns holding the worst value, likewise.
        stated: per column, the figure the selection guide states for the SKU when it
            contradicts ours (:attr:`rigwright.core.quote.facts.Figure.stated`: beyond the printed
            precision, not a rounding of ours); None elsewhere.
        missing: the label key printed for an unknown value ("unknown", "not_stated",
            "to_be_set").
        flags: per column, True where the value rests on an illustrative price (marked ※).
    """

    key: str
    label_key: str
    values: tuple[Value, ...]
    unit: str = ""
    better: str | None = None
    best: frozenset[int] = frozenset()
    worst: frozenset[int] = frozenset()
    stated: tuple[Decimal | None, ...] = ()
    missing: str = "unknown"
    flags: tuple[bool, ...] = field(default=())

    def label(self, lang: str) -> str:
        """The row's name in ``lang``."""
        return compare_label(self.label_key, lang)

    def text(self, column: int, lang: str, *, screen: bool = False) -> str:
        """Column ``column``'s value as printed in ``lang``, without its mark: "144 GB",
        "¥89,990.00 ※", "passes", "unknown". With ``screen``, money as the window shows it
        (:func:`rigwright.core.pricing.money.format_cny`, screen style: "¥89,990 CNY" in English
        and Traditional Chinese, where "¥" alone could be read as the yen)."""
        value = self.values[column]
        if value is None:
            return compare_label(self.missing, lang)
        if isinstance(value, RuleCounts):
            return value.text(lang)
        if isinstance(value, str):
            return value
        if self.unit == MONEY:
            style = MoneyStyle.SCREEN if screen else MoneyStyle.DOCUMENT
            text = format_cny(value, lang, style)
        else:
            text = number_text(value, lang, self.unit)
        if self.flags and self.flags[column]:
            text += " ※"
        return text

    def stated_text(self, column: int, lang: str) -> str:
        """The guide's figure, "selection guide: 40 GB", when it contradicts ours, else ""."""
        value = self.stated[column] if self.stated else None
        if value is None:
            return ""
        return compare_label("guide_states", lang).format(value=number_text(value, lang, self.unit))

    def mark(self, column: int) -> str:
        """:data:`BEST_MARK`, :data:`WORST_MARK` or "" for column ``column``."""
        if column in self.best:
            return BEST_MARK
        if column in self.worst:
            return WORST_MARK
        return ""


def extremes(values: Sequence[Value], better: str | None) -> tuple[frozenset[int], frozenset[int]]:
    """(best, worst) columns of ``values`` for a row that is better ``better``.

    Only numbers (and :class:`RuleCounts`) are ranked: an unknown value or a text is never
    best or worst. Nothing is marked for a row without a direction, with fewer than two
    ranked values, or where they are all equal; a tie marks every tied column.
    """
    ranked = [(i, v) for i, v in enumerate(values) if isinstance(v, (Decimal, RuleCounts))]
    if better not in (HIGHER, LOWER) or len(ranked) < 2:
        return frozenset(), frozenset()
    low = min(v for _i, v in ranked)
    high = max(v for _i, v in ranked)
    if low == high:
        return frozenset(), frozenset()
    best, worst = (high, low) if better == HIGHER else (low, high)
    return (
        frozenset(i for i, v in ranked if v == best),
        frozenset(i for i, v in ranked if v == worst),
    )


ROWS: tuple[str, ...] = (
    "system",
    "price",
    "cny_per_tflops",
    "throughput",
    "rule_errors",
    "rule_warnings",
    "rule_check",
    "checks",
    "fig_gpu",
    "fig_gpu_count",
    "fig_memory_total",
    "fig_tensor_total",
    "fig_fp16_total",
    "fig_fp32_total",
    "fig_bandwidth",
    "cny_per_memory_gb",
    "fig_board_power",
    "sustained_draw",
    "peak_draw",
    "fig_psu",
    "chassis",
    "cpus",
    "system_memory",
    "drives",
)
"""Every row :func:`compare_builds` can give, in the window's order (``throughput`` only with
scores): the system, then what decides between builds (price, ¥ per tensor TFLOPS,
throughput, the rule check), the GPU figures, power, and the rest of the system."""

WINDOW_ROWS: tuple[str, ...] = tuple(k for k in ROWS if k not in ("rule_check", "checks"))
"""The compare view's rows, in its order (errors and warnings counted in rows of their own)."""

CUSTOMER_ROWS: tuple[str, ...] = (
    "system",
    *COMPARISON_KEYS,
    "cny_per_tflops",
    "checks",
    "price",
)
"""The quote PDF's rows, in its order: the figures of
:data:`rigwright.core.quote.facts.COMPARISON_KEYS`, ¥ per tensor TFLOPS, what the rules checked in
customer words (``checks``: :func:`rigwright.core.quote.assurance.checked_scope`, never ranked) and
the price (the option's total); never an internal score, verdict or count of warnings."""

GPU_ROWS: frozenset[str] = frozenset(
    {*GPU_FIGURE_KEYS, "throughput", "cny_per_tflops", "cny_per_memory_gb"}
)
"""The rows that describe a build's GPUs: :data:`NONE` (the GPU itself "none") for a build
without GPUs, which takes no part in their best and worst."""

_FIGURE_BETTER: dict[str, str | None] = {
    "fig_gpu": None,
    "fig_gpu_count": None,
    "fig_memory_total": HIGHER,
    "fig_bandwidth": HIGHER,
    "fig_tensor_total": HIGHER,
    "fig_fp16_total": HIGHER,
    "fig_fp32_total": HIGHER,
    "fig_board_power": LOWER,
    "fig_psu": None,
}
"""Which way each figure is better: more memory, bandwidth and TFLOPS; less board power
(heat, running cost). The GPU count and the PSU rating are specs, not merits."""


def _per_system(systems: Sequence[tuple[Build, int]], text: Callable[[Build], str]) -> str:
    """``text`` of each system, joined as :func:`rigwright.core.quote.facts.option_summary` joins
    them."""
    parts = []
    for build, quantity in systems:
        one = text(build)
        parts.append(
            f"{quantity} × ({one})"
            if quantity > 1 and len(systems) > 1
            else f"{quantity} × {one}"
            if quantity > 1
            else one
        )
    return " + ".join(parts)


def _drives(build: Build, lang: str, catalog: Catalog) -> list[str]:
    """``build``'s drives worded for ``lang`` through the catalog's glossary ("28TB存儲" ->
    "28TB storage"), as the diagram and the quote's components word them."""
    return [localise(d, lang, catalog.glossary) if catalog.glossary else d for d in build.drives]


def _cpus(build: Build, lang: str = "en") -> str:
    return "; ".join(
        f"{c.count} × {cpu_name(c.name, lang)}" if c.count > 1 else cpu_name(c.name, lang)
        for c in build.cpus
    )


def _sum(values: Sequence[tuple[int | None, int]]) -> Decimal | None:
    """Σ value × quantity; None when a value is unknown."""
    total = Decimal(0)
    for value, quantity in values:
        if value is None:
            return None
        total += Decimal(value) * quantity
    return total


def _per(price: Decimal | None, amount: Decimal | str | RuleCounts | None) -> Value:
    """Price / amount to the fen (as :func:`rigwright.core.compare.chart_data.cost_efficiency`);
    :data:`NONE` when there is nothing to divide by (no GPU: the amount is :data:`NONE`, or 0), else
    None when either is unknown."""
    if isinstance(amount, str) or (isinstance(amount, Decimal) and not amount):
        return NONE
    if price is None or not isinstance(amount, Decimal):
        return None
    return (price / amount).quantize(Decimal("0.01"))


def _rule_counts(
    systems: Sequence[tuple[Build, int]], catalog: Catalog, site: Site | None
) -> RuleCounts:
    errors = guidance = warnings = 0
    for build, _quantity in systems:
        for name, verdicts in check_rules(build, catalog, site).items():
            for v in verdicts:
                if v.severity == ERROR:
                    if name in GUIDANCE_RULES:
                        guidance += 1
                    else:
                        errors += 1
                elif v.severity == WARNING:
                    warnings += 1
    return RuleCounts(errors, guidance, warnings)


def _figures(column: CompareColumn, catalog: Catalog, lang: str) -> tuple[Figure, ...]:
    if len(column.systems) == 1 and column.systems[0][1] == 1:
        return performance(column.systems[0][0], catalog, column.sku, lang)
    return combined_performance(column.systems, catalog, lang)


def compare_builds(
    columns: Sequence[CompareColumn],
    catalog: Catalog,
    site: Site | None = None,
    gpu_scores: Mapping[str, float] | None = None,
    per_doubling: float | None = None,
    *,
    rows: Sequence[str] = ROWS,
    price_label: str = "price",
    lang: str = "en",
) -> list[CompareRow]:
    """The comparison of ``columns``, one :class:`CompareRow` per figure, in the order of
    ``rows`` (a row it cannot give, throughput without scores, is left out).

    Rows: the system in one line; chassis; CPUs; system memory (GB); drives; GPUs; GPU count;
    total GPU memory (GB); memory bandwidth per GPU (GB/s); total tensor, FP16 and FP32
    TFLOPS (the seed guide's GPU table, Σ cards; the figure the guide states for a SKU kept in
    :attr:`CompareRow.stated`); GPU board power (W, reference table); PSU rating (W, "not
    stated" when the build states none); sustained and peak draw (W, as ``power.sustained``
    and ``power.transient`` compute them); throughput for the workload (SKU ranking scale,
    only when ``gpu_scores`` and ``per_doubling`` are given); price (CNY); ¥ per tensor TFLOPS
    and ¥ per GB of GPU memory (to the fen); the rules' errors and warnings
    (:func:`rigwright.core.build.rules.check_rules` at ``site``, each system once) and the rule
    check in one cell. Totals are over every unit of a column's systems. A column without
    workstations (a quote option of extras only) shows :data:`NONE` for every figure and is never
    best or worst, its price included. A column without GPUs shows "none" for its GPU and
    :data:`NONE` in the other :data:`GPU_ROWS`, which it takes no part in ranking.

    Args:
        columns: the builds, left to right (a comparison is 2 to 6 of them; 1 or 0 is
            allowed and marks nothing).
        catalog: the GPU and part figures.
        site: the wall circuit for the power rules; None: "cannot check" (not counted).
        gpu_scores: GPU name -> score for the workload (``AppState.gpu_scores``).
        per_doubling: the workload's ``scaling_per_doubling``.
        rows: the row keys wanted, in the order wanted (:data:`WINDOW_ROWS`,
            :data:`CUSTOMER_ROWS`).
        price_label: the label key of the price row ("price", or "total_incl_vat" on a quote).
        lang: only for the text of a mixed build's bandwidth ("672 / 870 GB/s") and the
            "none" of a build without GPUs.

    Raises:
        KeyError: a GPU of a build is not in ``catalog``; an unknown key in ``rows``.
    """
    unknown = set(rows) - set(ROWS)
    if unknown:
        raise KeyError(f"unknown comparison row(s): {', '.join(sorted(unknown))}")
    wanted = set(rows)
    figures = [_figures(c, catalog, lang) for c in columns]
    # A column without workstations (a quote option of extras only) has no figures: "—".
    blank = [not c.systems for c in columns]
    # A column of workstations without a GPU has no GPU figures: "—", never ranked.
    gpuless = [bool(c.systems) and not any(b.gpu_count for b, _q in c.systems) for c in columns]
    out: dict[str, CompareRow] = {}

    def add(
        key: str,
        values: Sequence[Value],
        unit: str = "",
        better: str | None = None,
        label_key: str | None = None,
        **extra: Any,
    ) -> None:
        if key not in wanted:
            return
        if key != "price":
            values = [NONE if empty else v for v, empty in zip(values, blank, strict=True)]
        if key in GPU_ROWS and key != "fig_gpu":
            values = [NONE if none else v for v, none in zip(values, gpuless, strict=True)]
        # Only workstations are compared: a column without one (its price is shown) is
        # never best or worst.
        best, worst = extremes(
            [None if empty else v for v, empty in zip(values, blank, strict=True)], better
        )
        out[key] = CompareRow(
            key, label_key or key, tuple(values), unit, better, best, worst, **extra
        )

    systems = [c.systems for c in columns]
    add("system", [option_summary(s) for s in systems])
    add("chassis", [_per_system(s, lambda b: b.chassis) for s in systems], label_key="chassis_only")
    add("cpus", [_per_system(s, lambda b: _cpus(b, lang)) for s in systems], label_key="cpu")
    add("system_memory", [_sum([(b.memory_gb, q) for b, q in s]) for s in systems], "GB", HIGHER)
    add(
        "drives",
        [_per_system(s, lambda b: ", ".join(_drives(b, lang, catalog)) or "—") for s in systems],
        label_key="storage",
    )
    # Tensor figures of different bases (the seed's GeForce FP16-accumulate rates against
    # the other cards') are shown but never ranked against each other.
    tensor_like = tensor_comparable(columns, catalog)
    for key, better in _FIGURE_BETTER.items():
        column_figures = [figure(f, key) for f in figures]
        add(
            key,
            [f.value for f in column_figures],
            next((f.unit for f in column_figures if f.unit), ""),
            better if tensor_like or key != "fig_tensor_total" else None,
            stated=tuple(f.stated for f in column_figures),
            missing=column_figures[0].missing if column_figures else "unknown",
        )
    if wanted & {"sustained_draw", "peak_draw"}:
        power = [[(power_chart(b, catalog, None), q) for b, q in s] for s in systems]
        add(
            "sustained_draw",
            [_sum([(p.sustained_w, q) for p, q in ps]) for ps in power],
            "W",
            LOWER,
        )
        add("peak_draw", [_sum([(p.peak_w, q) for p, q in ps]) for ps in power], "W", LOWER)
    if gpu_scores is not None and per_doubling is not None and "throughput" in wanted:
        values: list[Value] = []
        for s in systems:
            total: float | None = 0.0
            for b, q in s:
                each = throughput(b, gpu_scores, per_doubling)
                total = None if each is None or total is None else total + each * q
            # to the 0.1 shown: the marks rank what the engineer reads
            values.append(None if total is None else Decimal(f"{total:.1f}"))
        add("throughput", values, "", HIGHER)
    prices = [c.price_cny for c in columns]
    flags = tuple(c.illustrative for c in columns)
    add("price", prices, MONEY, LOWER, label_key=price_label, missing="to_be_set", flags=flags)
    add(
        "cny_per_tflops",
        [
            _per(c.price_cny, figure(f, "fig_tensor_total").value)
            for c, f in zip(columns, figures, strict=True)
        ],
        MONEY,
        LOWER if tensor_like else None,
        flags=flags,
    )
    add(
        "cny_per_memory_gb",
        [
            _per(c.price_cny, figure(f, "fig_memory_total").value)
            for c, f in zip(columns, figures, strict=True)
        ],
        MONEY,
        LOWER,
        flags=flags,
    )
    if wanted & {"rule_errors", "rule_warnings", "rule_check"}:
        counts = [_rule_counts(s, catalog, site) for s in systems]
        add("rule_errors", [Decimal(c.errors + c.guidance) for c in counts], "", LOWER)
        add("rule_warnings", [Decimal(c.warnings) for c in counts], "", LOWER)
        add("rule_check", counts, "", LOWER)
        # A build whose rules could not all run passes nothing it was not checked for:
        # never best on a rule row (it may still be worst).
        unchecked = frozenset(
            i for i, s in enumerate(systems) if any(rules_could_not_run(b, catalog) for b, _q in s)
        )
        for key in ("rule_errors", "rule_warnings", "rule_check"):
            if key in out:
                out[key] = replace(out[key], best=out[key].best - unchecked)
    if "checks" in wanted:
        add("checks", [checked_scope([b for b, _q in s], catalog).text(lang) for s in systems])
    return [out[k] for k in dict.fromkeys(rows) if k in out]


def tensor_comparable(columns: Sequence[CompareColumn], catalog: Catalog) -> bool:
    """True when every GPU of ``columns`` has its tensor figure on one basis
    (:func:`rigwright.core.text.terms.tensor_basis` under the catalog's definition), so that
    the tensor rows may mark a best and a worst.

    Raises:
        KeyError: a GPU of a build is not in ``catalog``.
    """
    bases = {
        tensor_basis(catalog.tensor_definition, catalog.gpu(line.model).name)
        for column in columns
        for build, _quantity in column.systems
        for line in build.gpus
        if line.count
    }
    return len(bases) <= 1


def row(rows: Sequence[CompareRow], key: str) -> CompareRow:
    """The row ``key`` of ``rows``.

    Raises:
        KeyError: no such row.
    """
    for r in rows:
        if r.key == key:
            return r
    raise KeyError(key)


__all__ = [
    "BEST_MARK",
    "CUSTOMER_ROWS",
    "GPU_ROWS",
    "HIGHER",
    "LABELS",
    "LOWER",
    "MONEY",
    "NONE",
    "ROWS",
    "WINDOW_ROWS",
    "WORST_MARK",
    "CompareColumn",
    "CompareRow",
    "RuleCounts",
    "Value",
    "column_of",
    "column_of_option",
    "compare_builds",
    "compare_label",
    "extremes",
    "row",
    "tensor_comparable",
]
