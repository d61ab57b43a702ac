"""Catalog entities: the GPUs, workstation SKUs and expert tables of one catalog.

These are plain, frozen dataclasses: the rest of ``core`` (recommendation, quotes) and
the views work on them. They are built from the human-readable files under ``data/`` by
:mod:`rigwright.core.catalog.files` and stored through :mod:`rigwright.core.storage.database`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum

from rigwright.core.catalog.glossary import GlossaryTerm
from rigwright.core.catalog.labels import (
    CONFIDENCE_WORDS,
    COOLER_TEXT,
    METRIC_LABEL_TEXT,
    METRIC_NAME_TEXT,
    SEED_PRICE_BASIS,
    SEED_PRICE_BASIS_TEXT,
    SKU_CLASS_TEXT,
    UNKNOWN,
    UNKNOWN_TEXT,
    confidence_text,
    cooler_text,
    data_text,
    format_figure,
    is_marked_data_text,
    join_texts,
    metric_label_text,
    metric_text,
    physical_source_text,
    sku_class_text,
)
from rigwright.core.catalog.markets import WORKSTATION_FORM_FACTOR, Availability
from rigwright.core.catalog.part_entities import (
    FIGURE_STATUSES,
    PART_FIGURES,
    ExchangeRate,
    Part,
    PartFigure,
    PartKind,
    PriceEntry,
    PriceList,
)

__all__ = [
    "CONFIDENCE_WORDS",
    "COOLER_TEXT",
    "Catalog",
    "ChassisFigure",
    "ChassisSpec",
    "Cooler",
    "ExchangeRate",
    "FIGURE_STATUSES",
    "FigureSource",
    "Framework",
    "GPU_FIGURES",
    "Gpu",
    "LOW_PRECISION_FIGURES",
    "METRIC_LABEL_TEXT",
    "METRIC_NAME_TEXT",
    "PART_FIGURES",
    "Part",
    "PartFigure",
    "PartKind",
    "PriceEntry",
    "PriceList",
    "SEED_PRICE_BASIS",
    "SEED_PRICE_BASIS_TEXT",
    "SKU_CLASS_TEXT",
    "ScaleRow",
    "Sku",
    "SkuClass",
    "StatedFigure",
    "UNKNOWN",
    "UNKNOWN_TEXT",
    "WorkloadFamily",
    "confidence_text",
    "cooler_text",
    "data_text",
    "format_figure",
    "is_marked_data_text",
    "join_texts",
    "metric_label_text",
    "metric_text",
    "normalise_name",
    "parse_psu",
    "physical_source_text",
    "sku_class_text",
    "unknown_name_message",
]


class SkuClass(StrEnum):
    """The seed's three workstation classes (seed guide, sections 5.1, 5.2, 5.3: 2-4, 5-7 and
    8-9 GPUs) and the single-GPU developer box of later lineups (docs/catalog-current.md)."""

    RESEARCH = "research"
    HIGH_PERFORMANCE = "high-performance"
    SUPER = "super"
    DEVELOPER = "developer"


class Cooler(StrEnum):
    """How a GPU board is cooled; decides whether cards can be packed side by side."""

    BLOWER = "blower"
    OPEN_AIR = "open-air"
    PASSIVE = "passive"
    UNKNOWN = "unknown"


METRICS: tuple[str, ...] = (
    "cuda_cores",
    "tensor_cores",
    "memory_gb",
    "memory_bandwidth_gbs",
    "tensor_tflops",
    "fp16_tflops",
    "fp32_tflops",
)
"""The seven per-GPU figures of the seed's GPU table, in the table's column order."""

LOW_PRECISION_FIGURES: tuple[str, ...] = ("fp8_tensor_tflops", "fp4_tensor_tflops")
"""The dense FP8 and FP4 tensor peaks, TFLOPS: figures beyond the seed's table (the 2020 guide
predates FP8), optional columns of a catalog's ``gpus.csv``; None where a card has no such
tensor rate or the catalog states none."""

GPU_FIGURES: tuple[str, ...] = METRICS + LOW_PRECISION_FIGURES
"""Every figure a :class:`Gpu` may state: the seed's seven, then the low-precision peaks."""


@dataclass(frozen=True, slots=True)
class FigureSource:
    """Where one figure or physical fact of a GPU came from.

    Attributes:
        field: the figure (one of :data:`METRICS`) or physical fact ("board_power_w", ...).
        confidence: "datasheet", "secondary" or "datasheet-derived" (as the reference says).
        reference_column: the column of the reference table the value was taken from.
        source: the documents (URLs) the reference cites for it.
    """

    field: str
    confidence: str
    reference_column: str = ""
    source: str = ""

    def describe(self) -> str:
        """One line for a tooltip: "datasheet (reference column fp32_tflops)"."""
        column = f" (reference column {self.reference_column})" if self.reference_column else ""
        return f"{self.confidence}{column}"


@dataclass(frozen=True, slots=True)
class Gpu:
    """One GPU model with the seed GPU table's seven figures, the dense FP8/FP4 tensor peaks
    of later catalogs, and its physical facts.

    A figure may be ``None``: *unknown* (a blank cell of the source), never zero. The seed
    knows all seven figures of its GPUs; a later pack (``current``) may not. Whatever uses a
    figure says when it is unknown (:meth:`figure` returns None, the recommendation leaves the
    metric out and says so, tables print "unknown", JSON ``null``).

    Attributes:
        name: canonical name, the spelling of the seed's GPU table (e.g. "Quadro RTX8000").
        cuda_cores: CUDA cores (count).
        tensor_cores: tensor cores (count).
        memory_gb: on-board memory, GB.
        memory_bandwidth_gbs: memory bandwidth, GB/s.
        tensor_tflops: tensor-core throughput, TFLOPS, by the catalog's definition
            (:attr:`Catalog.tensor_definition`): the seed prints FP16-accumulate rates, the
            ``current`` pack dense FP16 with FP32 accumulate.
        fp16_tflops: half-precision throughput, TFLOPS.
        fp32_tflops: single-precision throughput, TFLOPS.
        fp8_tensor_tflops: dense FP8 tensor throughput (without sparsity), TFLOPS; on GeForce
            cards the FP32-accumulate rate, as ``tensor_tflops`` is (the source row says which).
            None for cards without FP8 tensor cores (before Ada/Hopper) and where unknown.
        fp4_tensor_tflops: dense FP4 tensor throughput (without sparsity), TFLOPS; None for
            cards without FP4 tensor cores (before Blackwell) and where unknown.
        aliases: other spellings used in the seed (SKU rows), matched ignoring case and spaces.
        board_power_w: maximum board power, W (reference table, not the seed); None if unknown.
        slot_width: PCIe slots the card occupies (reference table); 2 if unknown.
        cooler: cooler type; the seed's own statement wins over the reference table.
        physical_source: where the physical facts come from, with their confidence.
        power_connectors, nvlink, pcie: as the reference states them; None if unknown.
        board_length_mm: board length, mm; None if unknown.
        launch_msrp_usd: launch price, USD (with ``launch_date``); None if not published.
        launch_date: launch or announcement date as the reference gives it ("2023-08").
        figure_sources: where each figure and fact came from, with its confidence; empty
            for the seed, whose figures are all the seed's own.
        form_factor: "pcie" (a card), "sxm" (a module on an HGX board) or "system" (a desktop
            AI system), :data:`~rigwright.core.catalog.markets.FORM_FACTORS`; only PCIe cards
            enter workstation builds, rankings and the search (:attr:`is_workstation_card`).

    The figures are ``Decimal`` so that "29.80" keeps its printed precision.
    """

    name: str
    cuda_cores: int | None
    tensor_cores: int | None
    memory_gb: Decimal | None
    memory_bandwidth_gbs: Decimal | None
    tensor_tflops: Decimal | None
    fp16_tflops: Decimal | None
    fp32_tflops: Decimal | None
    fp8_tensor_tflops: Decimal | None = None
    fp4_tensor_tflops: Decimal | None = None
    aliases: tuple[str, ...] = ()
    board_power_w: int | None = None
    slot_width: int = 2
    cooler: Cooler = Cooler.UNKNOWN
    physical_source: str = ""
    power_connectors: str | None = None
    nvlink: str | None = None
    pcie: str | None = None
    board_length_mm: Decimal | None = None
    launch_msrp_usd: int | None = None
    launch_date: str | None = None
    figure_sources: tuple[FigureSource, ...] = ()
    form_factor: str = WORKSTATION_FORM_FACTOR

    @property
    def is_workstation_card(self) -> bool:
        """True for a PCIe card, the only kind a workstation build may hold."""
        return self.form_factor == WORKSTATION_FORM_FACTOR

    def figure(self, metric: str) -> Decimal | None:
        """The figure named ``metric`` (one of :data:`GPU_FIGURES`) as a Decimal; None when
        the catalog does not know it.

        Raises:
            KeyError: ``metric`` is not one of :data:`GPU_FIGURES`.
        """
        if metric not in GPU_FIGURES:
            raise KeyError(metric)
        value = getattr(self, metric)
        return None if value is None else Decimal(value)

    def unknown_metrics(self, metrics: object = METRICS) -> tuple[str, ...]:
        """The metrics among ``metrics`` whose figure is unknown (None), in that order."""
        return tuple(m for m in metrics if getattr(self, m) is None)  # type: ignore[attr-defined]

    def source_of(self, field_name: str) -> FigureSource | None:
        """Where the figure or fact ``field_name`` came from; None when the catalog does not
        say (the seed's figures are the seed's own)."""
        return next((s for s in self.figure_sources if s.field == field_name), None)


@dataclass(frozen=True, slots=True)
class StatedFigure:
    """A figure as the seed prints it, the number read from it, and ours beside it.

    Attributes:
        printed: the cell exactly as printed (e.g. "228Tops-", "672GBs").
        stated: the number read from the printed cell.
        computed: the product's own figure (None where nothing is computed).
        precision: the unit of the printed figure's last digit (1 for "131Tops").
    """

    printed: str
    stated: Decimal
    computed: Decimal | None = None
    precision: Decimal = Decimal(1)

    @property
    def difference(self) -> Decimal | None:
        """``stated - computed``, or None when nothing is computed."""
        if self.computed is None:
            return None
        return self.stated - self.computed

    @property
    def is_contradiction(self) -> bool:
        """True when stated and computed differ by more than the printed precision.

        A difference smaller than one unit of the last printed digit is rounding
        (131 stated vs 130.48 computed); anything larger is a contradiction of the seed.
        """
        diff = self.difference
        return diff is not None and abs(diff) >= self.precision


@dataclass(frozen=True, slots=True)
class Sku:
    """One priced workstation configuration of the seed (sections 5.1-5.3).

    Attributes:
        number: the row number as printed ("1.7").
        code: model and code, runs of spaces collapsed ("GT410i 14596-SB4X").
        code_as_printed: the cell exactly as printed.
        series: the chassis model ("GT410i").
        sku_class: research / high-performance / super.
        cpu, ram, storage, chassis, monitor: parts of the configuration cell, as printed.
        ram_gb: system memory, GB.
        gpu: canonical GPU name (equal to a ``Gpu.name``).
        gpu_as_printed: the SKU row's own spelling ("Qudro GV100").
        gpu_count: number of GPUs.
        psu_count, psu_w: power supplies and watts each, from the chassis cell (None if the
            seed does not state them).
        config_as_printed: the whole "main configuration" cell as printed.
        fp16: stated FP16 Tops (total over the GPUs) with the computed total beside it.
        memory_bandwidth: stated bandwidth (per GPU) with the per-GPU figure beside it.
        memory: stated GPU memory (total over the GPUs) with the computed total beside it.
        ideal_as_printed: the "ideal algorithm" cell as printed ("CNN+  RNN+  推理").
        ideal_workloads: parsed ideal workloads, from {"cnn", "rnn", "inference"}.
        price_cny: price in CNY, integer yuan.
        price_as_printed: the price cell as printed ("￥89,990").
        remark: our remark on the row (e.g. an evident typo kept as printed), or "".
        price_basis: what the price is (:data:`SEED_PRICE_BASIS` for the seed's prices; a
            price list gives its own, e.g. "含税价").
        price_illustrative: True for a price that only illustrates (the 2020 guide's
            prices): every total using it is marked so; the vendor's own price list clears it.
        parts: for a SKU built from the catalog's platform parts (``current``'s lineup), the
            part names it is made of, one per unit (a two-socket build names its CPU twice):
            chassis, CPU(s), memory kit, PSU option, drives; its build and price come from
            them. Empty for the seed's SKUs, which are read from their printed cells.
    """

    number: str
    code: str
    code_as_printed: str
    series: str
    sku_class: SkuClass
    cpu: str
    ram: str
    ram_gb: int
    gpu: str
    gpu_as_printed: str
    gpu_count: int
    storage: str
    chassis: str
    psu_count: int | None
    psu_w: int | None
    monitor: str
    config_as_printed: str
    fp16: StatedFigure
    memory_bandwidth: StatedFigure
    memory: StatedFigure
    ideal_as_printed: str
    ideal_workloads: tuple[str, ...]
    price_cny: int
    price_as_printed: str
    remark: str = ""
    price_basis: str = SEED_PRICE_BASIS
    price_illustrative: bool = True
    parts: tuple[str, ...] = ()

    @property
    def sort_key(self) -> tuple[int, ...]:
        """Numeric key for the row number: "1.10" sorts after "1.9"."""
        return tuple(int(p) for p in self.number.split("."))

    @property
    def contradictions(self) -> list[str]:
        """Names of the stated figures that contradict our computation ([] when none)."""
        named = (
            ("fp16", self.fp16),
            ("memory_bandwidth", self.memory_bandwidth),
            ("memory", self.memory),
        )
        return [name for name, fig in named if fig.is_contradiction]


@dataclass(frozen=True, slots=True)
class ChassisFigure:
    """One figure of a chassis data file, sourced or assumed.

    Attributes:
        name: what it is ("gpu_positions", "cpu_pcie_lanes", "psu", ...).
        value: the figure, as text ("9", "2 × 2000 W").
        unit: its unit, or "".
        status: "sourced" (``note`` names the source) or "assumed" (``note`` gives the reason).
        note: the source or the reason.
    """

    name: str
    value: str
    unit: str
    status: str
    note: str

    @property
    def is_assumed(self) -> bool:
        """True for a figure the seed does not give (an assumption, with its reason)."""
        return self.status == "assumed"


@dataclass(frozen=True, slots=True)
class ChassisSpec:
    """A chassis model of the seed's SKU series, as far as the seed describes it.

    Attributes:
        series: "GX380i", "GT410i", "GT410P", "GX630M".
        form_factor: the seed's wording ("微塔式", "雙塔式", "雙塔").
        min_gpus, max_gpus: the GPU count range the seed's section heading states.
        pcie_slots: double-width PCIe x16 positions drawn in the diagram: the chassis file's
            ``gpu_positions`` (an assumption, see ``figures``), else ``max_gpus``.
        source: where the range comes from.
        figures: the chassis file's figures (data/<catalog>/chassis/<series>.toml), each
            marked sourced or assumed.
    """

    series: str
    form_factor: str
    min_gpus: int
    max_gpus: int
    pcie_slots: int
    source: str = ""
    figures: tuple[ChassisFigure, ...] = ()


@dataclass(frozen=True, slots=True)
class ScaleRow:
    """One row of the seed's CNN model-scale table (section 應用1, 說明).

    Attributes:
        scale: "small", "medium", "large" or "very-large".
        label_as_printed: the seed's wording ("小型模型開發").
        gpus: canonical names of the GPUs the seed lists for it.
        memory_gb: the memory the seed lists for those GPUs (per GPU, GB).
        min_memory_gb: the least of those, the memory a model of this scale needs per GPU.
        dense: the seed says the cards pack densely (blower).
        max_per_workstation: the seed's "at most N in one workstation".
        notes_as_printed: the seed's remarks.
    """

    scale: str
    label_as_printed: str
    gpus: tuple[str, ...]
    memory_gb: tuple[int, ...]
    dense: bool
    max_per_workstation: int
    notes_as_printed: str

    @property
    def min_memory_gb(self) -> int:
        """Per-GPU memory (GB) a model of this scale needs: the least the seed lists."""
        return min(self.memory_gb)


@dataclass(frozen=True, slots=True)
class Framework:
    """One row of the seed's framework comparison table (section 4.1).

    Cells whose column the seed's text copy lost are listed in ``uncertain``.
    """

    name: str
    focus: str
    languages: str
    multi_gpu: str
    cnn: str
    rnn: str
    gan: str
    rbm_dbn: str
    cells_as_printed: tuple[str, ...]
    uncertain: tuple[str, ...]
    note: str = ""


@dataclass(frozen=True, slots=True)
class WorkloadFamily:
    """An algorithm family of the seed (section 一) and its application areas."""

    key: str
    name_as_printed: str
    name_en: str
    variants: tuple[str, ...]
    applications_as_printed: str
    applications_en: str


@dataclass(frozen=True, slots=True)
class Catalog:
    """One whole catalog: GPUs, SKUs, chassis, and the seed's expert tables.

    Attributes:
        name: catalog name ("seed-2020").
        title: human title.
        gpus: GPUs in the seed GPU table's order.
        skus: SKUs in row order (1.1 ... 3.7).
        chassis: chassis specs keyed by series.
        cnn_priority, rnn_priority: the seed's priority orders as metric names; a tuple entry
            that is itself a tuple is a joint priority ("bandwidth + memory").
        priority_as_printed: "cnn"/"rnn" -> the seed's priority line as printed.
        cnn_tiers, rnn_tiers: the seed's tiers, best first, as tuples of canonical GPU names.
        scale_table: the CNN model-scale table.
        rnn_grades: the RNN good/better/best list: grade -> canonical GPU names.
        frameworks, workload_families: the seed's other tables.
        sdk, os: the seed's SDK and OS recommendations (label -> text as printed).
        glossary: terms for wording the seed's text in Simplified Chinese and English.
        content_hash: hash of the source files the catalog was built from.
        tensor_definition: what this catalog's ``tensor_tflops`` measures (e.g. "dense FP16
            tensor, FP32 accumulate"); every figure shown says which it is, and catalogs are
            never ranked together.
        parts: platform parts for custom builds (CPUs, PSUs, chassis with slot maps, memory,
            drives), each figure sourced, assumed or unknown; empty for the seed.
        price_list: the price list of GPUs and parts (with its exchange rate), or None.
        availability: which items are (not) sold in which market, as of when and by what
            source (``availability.csv``); an item without a row is unknown there.

    Only the GPUs are required: a pack that is not the seed may have no SKUs, chassis,
    priorities, tiers, scale table, grades, frameworks or workloads (empty values).
    """

    name: str
    title: str
    gpus: tuple[Gpu, ...]
    skus: tuple[Sku, ...] = ()
    chassis: dict[str, ChassisSpec] = field(default_factory=dict)
    cnn_priority: tuple[str | tuple[str, ...], ...] = ()
    rnn_priority: tuple[str | tuple[str, ...], ...] = ()
    priority_as_printed: dict[str, str] = field(default_factory=dict)
    cnn_tiers: tuple[tuple[str, ...], ...] = ()
    rnn_tiers: tuple[tuple[str, ...], ...] = ()
    scale_table: tuple[ScaleRow, ...] = ()
    rnn_grades: dict[str, tuple[str, ...]] = field(default_factory=dict)
    frameworks: tuple[Framework, ...] = ()
    workload_families: tuple[WorkloadFamily, ...] = ()
    sdk: dict[str, str] = field(default_factory=dict)
    os: dict[str, str] = field(default_factory=dict)
    glossary: tuple[GlossaryTerm, ...] = ()
    content_hash: str = ""
    tensor_definition: str = ""
    parts: tuple[Part, ...] = ()
    price_list: PriceList | None = None
    availability: tuple[Availability, ...] = ()
    _gpu_index: dict[str, Gpu] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Index the GPUs by every spelling of their names, normalised."""
        index: dict[str, Gpu] = {}
        for gpu in self.gpus:
            for spelling in (gpu.name, *gpu.aliases):
                index.setdefault(normalise_name(spelling), gpu)
        object.__setattr__(self, "_gpu_index", index)

    def gpu(self, name: str) -> Gpu:
        """The GPU called ``name`` (canonical name or any alias, ignoring case and spaces).

        Raises:
            KeyError: no GPU has that name; the message suggests the closest names.
        """
        try:
            return self._gpu_index[normalise_name(name)]
        except KeyError:
            raise KeyError(unknown_name_message("GPU", name, [g.name for g in self.gpus])) from None

    def part(self, name: str) -> Part:
        """The part called ``name`` (ignoring case and spaces).

        Raises:
            KeyError: no part has that name; the message suggests the closest names.
        """
        key = normalise_name(name)
        for part in self.parts:
            if normalise_name(part.name) == key:
                return part
        raise KeyError(unknown_name_message("part", name, [p.name for p in self.parts]))

    def sku(self, code_or_number: str) -> Sku:
        """The SKU with this code or row number, ignoring case and spaces.

        Raises:
            KeyError: no such SKU; the message suggests the closest codes.
        """
        key = normalise_name(code_or_number)
        for sku in self.skus:
            if key in (normalise_name(sku.code), normalise_name(sku.number)):
                return sku
        # A bare code without the series ("14596-SB4X") is unambiguous in the seed.
        tail = [s for s in self.skus if normalise_name(s.code.split(" ")[-1]) == key]
        if len(tail) == 1:
            return tail[0]
        raise KeyError(unknown_name_message("SKU", code_or_number, [s.code for s in self.skus]))


def normalise_name(text: str) -> str:
    """How typed names and codes are matched: NFKC (full-width "３.７" is "3.7"), casefolded,
    all white space dropped."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text)).casefold()


def unknown_name_message(kind: str, given: str, known: list[str], limit: int = 3) -> str:
    """A one-line "unknown X" message naming up to ``limit`` closest known names."""
    import difflib

    if len(given) > 80:  # a pasted blob: neither repeat it nor compare it
        return f"unknown {kind} {given[:60]!r}… ({len(given):,} characters)"
    by_key = {normalise_name(k): k for k in known}
    close = difflib.get_close_matches(normalise_name(given), list(by_key), n=limit, cutoff=0.4)
    hint = f"; did you mean {', '.join(repr(by_key[c]) for c in close)}?" if close else ""
    return f"unknown {kind} {given!r}{hint}"


# "雙2000w" (two PSUs), "2*1600W" / "2x1600W" / "2×1600W", or a plain "2000W".
_PSU_RE = re.compile(r"(?:(?P<pair>[雙双])|(?P<mult>\d)\s*[*xX×]\s*)?\s*(?P<watts>\d{3,5})\s*[wW]")


def parse_psu(chassis_as_printed: str) -> tuple[int, int] | None:
    """Read (count, watts each) from a seed chassis cell, or None when it states no PSU.

    Examples (seed section 五): "微塔式(2000W)" -> (1, 2000); "雙塔式(雙2000w)" -> (2, 2000);
    "雙塔" -> None (the cell names the form factor only).
    """
    match = _PSU_RE.search(chassis_as_printed)
    if match is None:
        return None
    if match.group("pair"):
        count = 2
    elif match.group("mult"):
        count = int(match.group("mult"))
    else:
        count = 1
    return count, int(match.group("watts"))
