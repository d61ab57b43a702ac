"""The pydantic models of a catalog's source files, one per row or table kind: where bad input
is refused, with the file, the row and the field named (docs/catalog.md)."""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from rigwright.core.catalog.model import GPU_FIGURES, METRICS, Cooler, SkuClass


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


PositiveDecimal = Annotated[Decimal, Field(gt=0)]


def _blank_to_none(value: Any) -> Any:
    """A blank cell is *unknown* (None), never zero."""
    return None if value is None or (isinstance(value, str) and not value.strip()) else value


class GpuRow(_Strict):
    """One row of ``gpus.csv`` (the GPU table). A blank figure is unknown (None); the
    low-precision columns (``fp8_tensor_tflops``, ``fp4_tensor_tflops``) may be left out of
    the file altogether (the seed's table has none)."""

    name: str = Field(min_length=1)
    cuda_cores: int | None = Field(gt=0)
    tensor_cores: int | None = Field(ge=0)
    memory_gb: PositiveDecimal | None
    memory_bandwidth_gbs: PositiveDecimal | None
    tensor_tflops: Decimal | None = Field(ge=0)
    fp16_tflops: PositiveDecimal | None
    fp32_tflops: PositiveDecimal | None
    fp8_tensor_tflops: PositiveDecimal | None = None
    fp4_tensor_tflops: PositiveDecimal | None = None

    @field_validator(*GPU_FIGURES, mode="before")
    @classmethod
    def _blank_is_unknown(cls, value: Any) -> Any:
        return _blank_to_none(value)


PHYSICAL_FACTS: tuple[str, ...] = (
    "board_power_w",
    "slot_width",
    "cooler",
    "power_connectors",
    "nvlink",
    "pcie",
    "board_length_mm",
    "launch_msrp_usd",
    "launch_date",
)
"""The physical facts of a GPU that ``gpu_sources.csv`` may give a source for."""


class SourceRow(_Strict):
    """One row of ``gpu_sources.csv``: where one figure or fact of a GPU came from."""

    gpu: str = Field(min_length=1)
    field: str = Field(min_length=1)
    reference_column: str = ""
    confidence: str = Field(pattern=r"^(datasheet|secondary|datasheet-derived)$")
    source: str = ""

    @field_validator("field")
    @classmethod
    def _known_field(cls, value: str) -> str:
        if value not in GPU_FIGURES and value not in PHYSICAL_FACTS:
            raise ValueError(
                f"unknown figure {value!r}; use one of {', '.join(GPU_FIGURES + PHYSICAL_FACTS)}"
            )
        return value


class AliasRow(_Strict):
    """One row of ``gpu_aliases.csv``: another spelling of a GPU name in the seed."""

    alias: str = Field(min_length=1)
    gpu: str = Field(min_length=1)
    where: str = ""
    note: str = ""


class PhysicalRow(_Strict):
    """One row of ``gpu_physical.csv``: board power, slot width, cooler (reference table)."""

    gpu: str
    reference_name: str
    board_power_w: int | None = Field(default=None, gt=0)
    slot_width: int | None = Field(default=None, ge=1, le=4)
    cooler: Cooler
    cooler_source: str
    board_power_confidence: str
    slot_width_confidence: str
    # Optional columns (the ``current`` pack has them; the seed's file does not).
    power_connectors: str | None = None
    nvlink: str | None = None
    pcie: str | None = None
    board_length_mm: PositiveDecimal | None = None
    launch_msrp_usd: int | None = Field(default=None, gt=0)
    launch_date: str | None = None
    form_factor: str | None = Field(default=None, pattern=r"^(pcie|sxm|system)$")

    @field_validator(
        "board_power_w",
        "slot_width",
        "form_factor",
        "power_connectors",
        "nvlink",
        "pcie",
        "board_length_mm",
        "launch_msrp_usd",
        "launch_date",
        mode="before",
    )
    @classmethod
    def _blank_is_none(cls, value: Any) -> Any:
        return _blank_to_none(value)


class SectionRow(_Strict):
    """One SKU class heading of the seed (5.1, 5.2, 5.3)."""

    class_: SkuClass = Field(alias="class")
    heading_as_printed: str
    models_as_printed: str
    gpus_as_printed: str
    min_gpus: int = Field(ge=1)
    max_gpus: int = Field(ge=1)


class SkuRow(_Strict):
    """One SKU row of ``skus.toml``, cells as printed plus the structured parts."""

    number: str = Field(pattern=r"^\d+\.\d+$")
    class_: SkuClass = Field(alias="class")
    code_as_printed: str
    config_as_printed: str
    cpu: str
    ram: str
    gpu_as_printed: str
    storage: str
    chassis: str
    monitor: str
    fp16_as_printed: str
    bandwidth_as_printed: str
    memory_as_printed: str
    ideal_as_printed: str
    price_as_printed: str
    remark: str = ""


class PartsSkuRow(_Strict):
    """One SKU of a lineup built from the catalog's platform parts (``current``'s
    ``skus.toml``): its GPUs and the parts it is made of, named as ``parts.toml`` names them;
    its price is the sum of their list prices unless ``price_cny`` states one."""

    number: str = Field(pattern=r"^\d+\.\d+$")
    class_: SkuClass = Field(alias="class")
    code: str = Field(min_length=1, max_length=40)
    gpu: str
    gpu_count: int = Field(ge=1, le=16)
    chassis: str
    cpu: str
    cpu_count: int = Field(default=1, ge=1, le=2)
    memory: str
    psu: str
    drives: list[str] = Field(min_length=1)
    ideal: list[str] = Field(min_length=1)
    price_cny: int | None = Field(default=None, gt=0)
    remark: str = ""


class ChassisFigureRow(_Strict):
    """One [[figure]] of a chassis file (data/<catalog>/chassis/<series>.toml)."""

    name: str = Field(min_length=1)
    value: str | int
    unit: str = ""
    status: str = Field(pattern="^(sourced|assumed)$")
    note: str = Field(min_length=1)


class ChassisRow(_Strict):
    """One ``[[chassis]]`` table of ``chassis.toml``: a chassis series and its GPU range."""

    series: str
    class_: SkuClass = Field(alias="class")
    form_factor_as_printed: str
    min_gpus: int = Field(ge=1)
    max_gpus: int = Field(ge=1)
    source: str


class GuidanceSection(_Strict):
    """The [cnn] or [rnn] table of ``guidance.toml``: priority order and tiers."""

    model_config = ConfigDict(extra="ignore", frozen=True)
    priority_as_printed: str = Field(min_length=1)
    priority: list[list[str]] = Field(min_length=1)
    tiers: list[list[str]] = Field(min_length=1)

    @field_validator("priority")
    @classmethod
    def _known_metrics(cls, steps: list[list[str]]) -> list[list[str]]:
        for step in steps:
            if not step:
                raise ValueError("a priority step names no metric")
            for metric in step:
                if metric not in METRICS:
                    raise ValueError(f"unknown metric {metric!r}; use one of {', '.join(METRICS)}")
        return steps


class ScaleFileRow(_Strict):
    """One ``[[scale]]`` table of ``guidance.toml``: a row of the seed's CNN scale table."""

    scale: str
    label_as_printed: str
    gpus: list[str] = Field(min_length=1)
    gpus_as_printed: list[str]
    memory_gb: list[int] = Field(min_length=1)
    dense: bool
    max_per_workstation: int = Field(ge=1)
    notes_as_printed: list[str]


class GradeRow(_Strict):
    """One ``[[rnn_grade]]`` table of ``guidance.toml``: a GPU of the RNN grade list."""

    grade: str = Field(pattern="^(good|better|best)$")
    gpu: str
    gpu_as_printed: str
    memory_gb: int
    notes_as_printed: list[str]
    remark: str = ""


class FrameworkRow(_Strict):
    """One ``[[framework]]`` table of ``platform.toml``: a framework, as the seed rates it."""

    name: str
    focus: str
    languages: str
    cells_as_printed: list[str]
    multi_gpu: str
    cnn: str
    rnn: str
    gan: str
    rbm_dbn: str
    uncertain: list[str]
    note: str = ""


class GlossaryRow(_Strict):
    """One row of ``glossary.csv``: a term of the seed's text and its renderings."""

    # The locale codes (N815): the CSV's column names and GlossaryTerm's attributes.
    zh_TW: str = Field(min_length=1)  # noqa: N815
    zh_CN: str = Field(min_length=1)  # noqa: N815
    en: str = Field(min_length=1)
    traditional: str = ""
    note: str = ""


class FamilyRow(_Strict):
    """One workload family of ``platform.toml``: its names and applications as printed."""

    key: str
    name_as_printed: str
    name_en: str
    variants: list[str]
    variants_as_printed: str = ""
    applications_as_printed: str
    applications_en: str
