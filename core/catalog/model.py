"""Catalog entities: the GPUs, workstation SKUs and expert tables of one catalog.

These are plain, frozen dataclasses: the rest of ``core`` (recommendation, quotes) and
the views work on them. They are built from the human-readable files under ``data/`` by
:mod:`rigwright.core.catalog.files` and stored through :mod:`rigwright.core.storage.database`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum

from rigwright.core.catalog.glossary import GlossaryTerm
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text, as_text

SEED_PRICE_BASIS_TEXT = QT_TRANSLATE_NOOP(
    "catalog", "package price as printed in the 2020 selection guide; VAT not stated"
)
"""The basis of every seed SKU price, translatable (:data:`SEED_PRICE_BASIS` in English)."""

SEED_PRICE_BASIS = str(SEED_PRICE_BASIS_TEXT)
"""The basis of every seed SKU price: the guide prices whole workstations and says nothing of
VAT, so the price is shown as printed with "VAT not stated"."""


class SkuClass(StrEnum):
    """The seed's three workstation classes (seed guide, sections 5.1, 5.2, 5.3)."""

    RESEARCH = "research"
    HIGH_PERFORMANCE = "high-performance"
    SUPER = "super"


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


UNKNOWN = "unknown"
"""How every view and output words a figure the catalog does not know (JSON: ``null``)."""


# ----------------------------------------------------------------------------- display labels
# The window's words for the catalog's keys, translatable (Qt Linguist context "catalog"):
# ``str(text)`` is the English the command line and the messages have always used.

UNKNOWN_TEXT = QT_TRANSLATE_NOOP("catalog", "unknown")
""":data:`UNKNOWN`, translatable."""

METRIC_NAME_TEXT: dict[str, Text] = {
    "cuda_cores": QT_TRANSLATE_NOOP("catalog", "CUDA cores"),
    "tensor_cores": QT_TRANSLATE_NOOP("catalog", "Tensor cores"),
    "memory_gb": QT_TRANSLATE_NOOP("catalog", "Memory"),
    "memory_bandwidth_gbs": QT_TRANSLATE_NOOP("catalog", "Bandwidth"),
    "tensor_tflops": QT_TRANSLATE_NOOP("catalog", "Tensor"),
    "fp16_tflops": QT_TRANSLATE_NOOP("catalog", "FP16"),
    "fp32_tflops": QT_TRANSLATE_NOOP("catalog", "FP32"),
}
"""Short name of each metric of :data:`METRICS` ("Bandwidth"), as headers, charts and
reasons name it (``rigwright.core.recommend.workloads.METRIC_LABELS`` holds the English with the unit)."""

_METRIC_NAME_LOWER: dict[str, Text] = {
    "cuda_cores": QT_TRANSLATE_NOOP("catalog", "cuda cores"),
    "tensor_cores": QT_TRANSLATE_NOOP("catalog", "tensor cores"),
    "memory_gb": QT_TRANSLATE_NOOP("catalog", "memory"),
    "memory_bandwidth_gbs": QT_TRANSLATE_NOOP("catalog", "bandwidth"),
    "tensor_tflops": QT_TRANSLATE_NOOP("catalog", "tensor"),
    "fp16_tflops": QT_TRANSLATE_NOOP("catalog", "fp16"),
    "fp32_tflops": QT_TRANSLATE_NOOP("catalog", "fp32"),
}

METRIC_LABEL_TEXT: dict[str, Text] = {
    "cuda_cores": QT_TRANSLATE_NOOP("catalog", "CUDA cores"),
    "tensor_cores": QT_TRANSLATE_NOOP("catalog", "Tensor cores"),
    "memory_gb": QT_TRANSLATE_NOOP("catalog", "Memory GB"),
    "memory_bandwidth_gbs": QT_TRANSLATE_NOOP("catalog", "Bandwidth GB/s"),
    "tensor_tflops": QT_TRANSLATE_NOOP("catalog", "Tensor TFLOPS"),
    "fp16_tflops": QT_TRANSLATE_NOOP("catalog", "FP16 TFLOPS"),
    "fp32_tflops": QT_TRANSLATE_NOOP("catalog", "FP32 TFLOPS"),
}
"""Each metric's name with its unit ("Bandwidth GB/s"), for column headers and axes."""


def metric_text(metric: str, lower: bool = False) -> Text:
    """The window's name of ``metric`` ("Bandwidth"; with ``lower`` "bandwidth", as a
    sentence uses it), translatable; the key itself (kept in every language) when unknown."""
    table = _METRIC_NAME_LOWER if lower else METRIC_NAME_TEXT
    return table.get(metric) or as_text(metric)


def metric_label_text(metric: str) -> Text:
    """The name of ``metric`` with its unit ("Bandwidth GB/s", "CUDA cores"), translatable;
    the key itself when unknown."""
    return METRIC_LABEL_TEXT.get(metric) or as_text(metric)


COOLER_TEXT: dict[str, Text] = {
    "blower": QT_TRANSLATE_NOOP("catalog", "blower"),
    "open-air": QT_TRANSLATE_NOOP("catalog", "open-air"),
    "passive": QT_TRANSLATE_NOOP("catalog", "passive"),
    "unknown": QT_TRANSLATE_NOOP("catalog", "unknown"),
}
"""The word for each :class:`Cooler` (its value in English)."""


def cooler_text(cooler: str) -> Text:
    """The word for a cooler ("blower"), translatable; ``str()`` is ``cooler.value``."""
    return COOLER_TEXT.get(str(cooler)) or as_text(str(cooler))


SKU_CLASS_TEXT: dict[str, Text] = {
    "research": QT_TRANSLATE_NOOP("catalog", "research"),
    "high-performance": QT_TRANSLATE_NOOP("catalog", "high-performance"),
    "super": QT_TRANSLATE_NOOP("catalog", "super"),
}
"""The word for each :class:`SkuClass` (its value in English)."""


def sku_class_text(sku_class: str) -> Text:
    """The word for a SKU class ("high-performance"), translatable; ``str()`` is its value."""
    return SKU_CLASS_TEXT.get(str(sku_class)) or as_text(str(sku_class))


_LIST_JOIN: dict[str, Text] = {
    ", ": QT_TRANSLATE_NOOP("catalog", "{first}, {rest}"),
    "; ": QT_TRANSLATE_NOOP("catalog", "{first}; {rest}"),
    "": QT_TRANSLATE_NOOP("catalog", "{first}{rest}"),
}


def join_texts(items: Sequence[Text | str], sep: str = ", ") -> Text:
    """``sep.join(items)`` as one :class:`Text` whose separators translate (", " and "; "
    become "、" and "；" in Chinese; "" joins as it is): ``str()`` is exactly
    ``sep.join(str(i) for i in items)``. A plain string item is kept as it is (data).

    Raises:
        KeyError: ``sep`` is not ", ", "; " or "".
    """
    template = _LIST_JOIN[sep]
    if not items:
        return as_text("")
    joined = as_text(items[-1])
    for item in reversed(items[:-1]):
        joined = template.format(first=item, rest=joined)
    return joined


_DATA_TEXTS: tuple[Text, ...] = (
    # Sentences of the seed's data files the window shows (skus.toml remarks, claims.toml,
    # patterns.toml, prices.toml bases), marked here so that lupdate collects them:
    # :func:`data_text` finds their translations. Data not listed shows as written.
    QT_TRANSLATE_NOOP(
        "catalog",
        "The seed prints 960TB SSD; 960GB is meant (SKU 1.1 and 3.1 "
        "print 960GB SSD). Kept as printed.",
    ),
    QT_TRANSLATE_NOOP("catalog", "CNN section, hardware priority"),
    QT_TRANSLATE_NOOP(
        "catalog",
        "The CNN prose puts high memory bandwidth third; the summary "
        "line right after it puts memory (顯存) third",
    ),
    QT_TRANSLATE_NOOP("catalog", "the seed's prose against its own summary line"),
    QT_TRANSLATE_NOOP("catalog", "section 5.1 heading"),
    QT_TRANSLATE_NOOP(
        "catalog", "The 5.1 heading names the GT410; every SKU of the section is a GT410i"
    ),
    QT_TRANSLATE_NOOP("catalog", "the heading against the SKU codes"),
    QT_TRANSLATE_NOOP("catalog", "section 5.2 heading"),
    QT_TRANSLATE_NOOP("catalog", "The 5.2 heading repeats a word (支持支持)"),
    QT_TRANSLATE_NOOP("catalog", "printed text"),
    QT_TRANSLATE_NOOP("catalog", "section 5.3 table header"),
    QT_TRANSLATE_NOOP(
        "catalog",
        "The 5.3 table heads its memory column 內存/顯存 (system/GPU "
        "memory) while 5.1 and 5.2 head it 顯存 and its values are GPU "
        "memory totals",
    ),
    QT_TRANSLATE_NOOP("catalog", "the header against the column's values and the other sections"),
    QT_TRANSLATE_NOOP("catalog", "RNN good/better/best list, Quadro GV100"),
    QT_TRANSLATE_NOOP("catalog", "CNN scale table, RTX8000"),
    QT_TRANSLATE_NOOP("catalog", "RNN good/better/best list, RTX8000"),
    QT_TRANSLATE_NOOP("catalog", "tensor cores per CUDA core"),
    QT_TRANSLATE_NOOP("catalog", "FP16 / FP32 TFLOPS"),
    QT_TRANSLATE_NOOP("catalog", "tensor / FP32 TFLOPS"),
    QT_TRANSLATE_NOOP("catalog", "launch MSRP"),
    QT_TRANSLATE_NOOP("catalog", "launch price"),
    # The catalogs' tensor TFLOPS definitions (catalog.toml, tensor_definition).
    QT_TRANSLATE_NOOP(
        "catalog", "FP16 tensor as printed in the seed guide (GeForce: FP16 accumulate)"
    ),
    QT_TRANSLATE_NOOP("catalog", "dense FP16 tensor, FP32 accumulate"),
    # The seed chassis files' assumption the rules quote (data/seed-2020/chassis/*.toml).
    QT_TRANSLATE_NOOP(
        "catalog",
        "the seed is dated April 2020, before ATX 3.0 (2022): its PSUs are taken as ATX 2.x",
    ),
    QT_TRANSLATE_NOOP(
        "catalog",
        "a 10th-gen Intel Core X CPU (seed: intel第10代至尊處理器) "
        "provides 48 CPU lanes: four GPUs at x16/x8/x16/x8; not from a "
        "source in this repository",
    ),
    QT_TRANSLATE_NOOP(
        "catalog",
        "a 9th-gen Intel Core CPU (seed: intel第9代處理器) provides 16 "
        "CPU lanes: two GPUs at x8/x8; not from a source in this "
        "repository",
    ),
    QT_TRANSLATE_NOOP("catalog", "reference leaves it blank"),
    # Where the seed states a GPU's cooler (gpu_physical.csv, cooler_source).
    QT_TRANSLATE_NOOP("catalog", "seed: scale table"),
    QT_TRANSLATE_NOOP("catalog", "seed: scale table and RNN list"),
)


def data_text(text: str) -> Text:
    """A sentence of a catalog's data (a SKU's remark, a claim's message, a price basis) as a
    :class:`Text` of context "catalog": translated where lupdate has collected it (the seed's
    sentences, :data:`_DATA_TEXTS`), shown as written otherwise. ``str()`` is ``text``."""
    return Text("catalog", text.replace("{", "{{").replace("}", "}}"))


CONFIDENCE_WORDS = {
    "datasheet": QT_TRANSLATE_NOOP("catalog", "datasheet"),
    "datasheet-derived": QT_TRANSLATE_NOOP("catalog", "datasheet-derived"),
    "secondary": QT_TRANSLATE_NOOP("catalog", "secondary"),
    "seed": QT_TRANSLATE_NOOP("catalog", "seed guide"),
}
"""The reference table's confidence grades ("confidence" columns), each translatable; the
English is as the reference prints them; "seed" where the seed guide states a fact."""


def confidence_text(confidence: str) -> Text | str:
    """A reference confidence grade, translatable; an unknown grade as it is."""
    return CONFIDENCE_WORDS.get(confidence, confidence)


_PHYSICAL_SOURCE = re.compile(
    r"^reference: (?P<name>.+) \(board power (?P<power>[\w-]+), "
    r"slot width (?P<slot>[\w-]+)\); cooler: (?P<cooler>.+)$"
)


def physical_source_text(text: str) -> Text:
    """A GPU's ``physical_source`` line (as :mod:`rigwright.core.catalog.files` writes it: "reference:
    Titan V (board power secondary, slot width secondary); cooler: …") translatable, its
    confidence grades and the cooler's source worded for the window; another line as data
    (:func:`data_text`)."""
    found = _PHYSICAL_SOURCE.match(text)
    if found is None:
        return data_text(text)
    return QT_TRANSLATE_NOOP(
        "catalog", "reference: {name} (board power {power}, slot width {slot}); cooler: {cooler}"
    ).format(
        name=found["name"],
        power=confidence_text(found["power"]),
        slot=confidence_text(found["slot"]),
        cooler=data_text(found["cooler"]),
    )


def is_marked_data_text(text: str) -> bool:
    """True when ``text`` is one of the data sentences marked for translation."""
    return any(t.source == text for t in (*_DATA_TEXTS, SEED_PRICE_BASIS_TEXT))


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
    """One GPU model with the seed GPU table's seven figures and its physical facts.

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

    The seven figures are ``Decimal`` so that "29.80" keeps its printed precision.
    """

    name: str
    cuda_cores: int | None
    tensor_cores: int | None
    memory_gb: Decimal | None
    memory_bandwidth_gbs: Decimal | None
    tensor_tflops: Decimal | None
    fp16_tflops: Decimal | None
    fp32_tflops: Decimal | None
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

    def figure(self, metric: str) -> Decimal | None:
        """The figure named ``metric`` (one of :data:`METRICS`) as a Decimal; None when the
        catalog does not know it.

        Raises:
            KeyError: ``metric`` is not one of :data:`METRICS`.
        """
        if metric not in METRICS:
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


class PartKind(StrEnum):
    """What a platform part is (the parts of a custom build beside its GPUs)."""

    CPU = "cpu"
    PSU = "psu"
    CHASSIS = "chassis"
    MEMORY = "memory"
    DRIVE = "drive"


PART_FIGURES: dict[str, tuple[str, bool, str]] = {
    # name: (unit, numeric, meaning)
    "cores": ("", True, "CPU cores"),
    "base_power_w": ("W", True, "Intel Processor Base Power / AMD default TDP"),
    "max_power_w": (
        "W",
        True,
        "Intel Maximum Turbo Power / AMD package power: for the power budget",
    ),
    "pcie_lanes": ("lanes", True, "PCIe lanes from the CPU"),
    "pcie_generation": ("", False, 'PCIe generation ("5.0")'),
    "memory_channels": ("channels", True, "memory channels"),
    "memory_type": ("", False, 'memory type ("DDR5", "DDR5-4800 ECC RDIMM")'),
    "memory_max_tb": ("TB", True, "largest memory the platform takes"),
    "power_w": ("W", True, "rated output of each PSU"),
    "psu_count": ("units", True, "PSUs in the option"),
    "efficiency_percent": ("%", True, "efficiency at high load"),
    "atx_version": ("", False, 'ATX PSU design guide version ("3.x": native 12V-2x6)'),
    "mains": ("", False, "mains supply it needs"),
    "board": ("", False, "the motherboard"),
    "platform": ("", False, "chipset / socket / CPU family"),
    "slot_count": ("slots", True, "PCIe slots on the board"),
    "x16_slots": ("slots", True, "slots wired x16"),
    "x8_slots": ("slots", True, "slots wired x8"),
    "slot_map": ("", False, "electrical width of each slot, top (nearest the CPU) to bottom"),
    "slot_pitch": ("× slot width", True, "spacing between adjacent PCIe slots"),
    "max_double_width_gpus": ("cards", True, "double-width cards that fit side by side"),
    "case_expansion_slots": ("slots", True, "expansion-slot openings of the case"),
    "max_gpu_length_mm": ("mm", True, "longest card the case takes"),
    "max_board_form_factor": (
        "",
        False,
        'largest motherboard the case takes ("EEB"; it takes the smaller ones too)',
    ),
    "psu_bays": ("bays", True, "PSUs the case holds"),
    "dimm_slots": ("slots", True, "DIMM slots per CPU socket on the board"),
    "capacity_gb": ("GB", True, "capacity"),
    "modules": ("modules", True, "memory modules in the kit"),
    "module_gb": ("GB", True, "capacity of each module"),
    "capacity_tb": ("TB", True, "capacity"),
    "interface": ("", False, 'interface ("PCIe 4.0 x4 NVMe")'),
    "form_factor": ("", False, 'form factor ("M.2 2280")'),
}
"""The figures a platform part may give: unit, whether the value is a number, meaning."""


FIGURE_STATUSES: tuple[str, ...] = ("sourced", "assumed", "unknown")
"""How a part's figure is known: ``sourced`` (``source`` and ``confidence`` say where from),
``assumed`` (``note`` gives the reason), ``unknown`` (no value; never zero)."""


@dataclass(frozen=True, slots=True)
class PartFigure:
    """One figure of a platform part, with its unit and where it came from.

    Attributes:
        name: what it is ("cores", "max_power_w", "slot_map", ...; see
            :data:`PART_FIGURES`).
        value: the figure as text ("56", "5.0", "x16 x16 x8"); None when unknown.
        unit: its unit ("W", "lanes", "GB", ...), or "".
        status: "sourced", "assumed" or "unknown" (:data:`FIGURE_STATUSES`).
        confidence: for a sourced figure, "datasheet" or "secondary" (as the reference
            notes say); "" otherwise.
        source: for a sourced figure, the address(es) it comes from; "" otherwise.
        note: the reason for an assumption, or a caveat on a source ("pre-launch leak").
    """

    name: str
    value: str | None
    unit: str = ""
    status: str = "unknown"
    confidence: str = ""
    source: str = ""
    note: str = ""

    @property
    def is_assumed(self) -> bool:
        """True for a figure no source gives (an assumption, with its reason)."""
        return self.status == "assumed"

    @property
    def number(self) -> Decimal | None:
        """The value as a Decimal; None when unknown or not a number ("5.0" is 5.0)."""
        if self.value is None:
            return None
        try:
            return Decimal(self.value)
        except ArithmeticError:
            return None

    def describe(self) -> str:
        """One line: "420 W (sourced, datasheet: https://...)" / "8 (assumed: reason)"."""
        if self.value is None:
            shown = UNKNOWN
        else:
            shown = f"{self.value} {self.unit}".strip()
        if self.status == "sourced":
            return f"{shown} (sourced, {self.confidence}: {self.source})"
        if self.status == "assumed":
            return f"{shown} (assumed: {self.note})"
        return f"{shown}{f' ({self.note})' if self.note else ''}"


@dataclass(frozen=True, slots=True)
class Part:
    """A platform part for custom builds: a CPU, a PSU, a chassis with its PCIe slot map,
    a memory kit or a drive.

    Attributes:
        kind: what it is.
        name: its name, unique in the catalog ("Intel Xeon w9-3495X").
        family: platform or family ("Intel Xeon W-3400 (W790, LGA4677)"), or "".
        figures: its figures, each with unit, status, confidence, source or reason.
        note: a remark on the whole part, or "".
    """

    kind: PartKind
    name: str
    family: str = ""
    figures: tuple[PartFigure, ...] = ()
    note: str = ""

    def figure(self, name: str) -> PartFigure | None:
        """The figure called ``name``; None when the part does not list it."""
        return next((f for f in self.figures if f.name == name), None)

    def number(self, name: str) -> Decimal | None:
        """The figure ``name`` as a number; None when absent, unknown or not a number."""
        fig = self.figure(name)
        return None if fig is None else fig.number


@dataclass(frozen=True, slots=True)
class ExchangeRate:
    """A dated exchange rate, USD -> CNY, as the price list states it (editable).

    Attributes:
        cny_per_usd: yuan per US dollar.
        as_of: the date the rate is taken for ("2026-11-30").
        note: what it is (an illustrative assumption, not a quote of the day).
    """

    cny_per_usd: Decimal
    as_of: str
    note: str = ""


@dataclass(frozen=True, slots=True)
class PriceEntry:
    """One priced item of a price list: a USD price converted with the list's rate, or a
    price set in CNY.

    Attributes:
        item: the GPU's or part's name.
        kind: "gpu" or "part".
        amount_usd: a price in USD (converted with the list's exchange rate), or None.
        amount_cny: a price in CNY, or None. Exactly one of the two is set.
        basis: what the amount is ("launch MSRP", "launch price", "dealer price incl. VAT").
        date: the date of the USD/CNY amount ("2022-10-12"), or None when not stated.
        source: where the amount comes from.
        illustrative: True for a price that only illustrates (every total using it says so).
    """

    item: str
    kind: str
    amount_usd: Decimal | None = None
    amount_cny: Decimal | None = None
    basis: str = "launch MSRP"
    date: str | None = None
    source: str = ""
    illustrative: bool = True


@dataclass(frozen=True, slots=True)
class PriceList:
    """A catalog's price list for GPUs and parts (SKUs carry their own package prices).

    Attributes:
        title: what it is ("Illustrative price list: launch MSRPs converted to CNY").
        exchange_rate: the dated USD -> CNY rate its USD prices are converted with.
        entries: the priced items; an item not listed has no price ("price to be set").
        illustrative: the whole list only illustrates.
        note: remarks (VAT, what it is not).
    """

    title: str
    exchange_rate: ExchangeRate | None = None
    entries: tuple[PriceEntry, ...] = ()
    illustrative: bool = True
    note: str = ""


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
    _gpu_index: dict[str, Gpu] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        index = {}
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
