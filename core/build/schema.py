"""The JSON schema of a build (:func:`rigwright.core.build.model.build_from_json`) as pydantic
models, apart from :mod:`rigwright.core.build.model` so that the window's start does not import
pydantic (``docs/performance.md``). :func:`rigwright.core.build.model.field_path` leaves the
class names (``_CpuModel`` ...) out of the field path an error names."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from rigwright.core.build.limits import (
    MAX_CPU_POWER_W,
    MAX_CPUS,
    MAX_GPUS_PER_LINE,
    MAX_MEMORY_GB,
    MAX_NAME,
    MAX_PSU_W,
    MAX_PSUS,
    MAX_SLOT_OPENING,
)

Name = Annotated[str, StringConstraints(min_length=1, max_length=MAX_NAME)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class _CpuModel(_Strict):
    name: Name
    count: int = Field(default=1, ge=1, le=MAX_CPUS)
    power_w: int | None = Field(default=None, gt=0, le=MAX_CPU_POWER_W)


class _GpuModel(_Strict):
    model: Name
    count: int = Field(ge=1, le=MAX_GPUS_PER_LINE)


class _BuildModel(_Strict):
    chassis: Name
    cpus: list[_CpuModel | Name] = Field(min_length=1, max_length=MAX_CPUS)
    memory_gb: int = Field(ge=0, le=MAX_MEMORY_GB)
    gpus: list[_GpuModel] = Field(min_length=1, max_length=MAX_GPUS_PER_LINE)
    psus_w: list[Annotated[int, Field(le=MAX_PSU_W)]] = Field(
        default_factory=list, max_length=MAX_PSUS
    )
    drives: list[Annotated[str, StringConstraints(max_length=MAX_NAME)]] = Field(
        default_factory=list, max_length=64
    )
    placement: list[Annotated[int, Field(le=MAX_SLOT_OPENING)]] | None = None
    label: str = Field(default="", max_length=MAX_NAME)
    psu: str | None = Field(default=None, min_length=1, max_length=MAX_NAME)
    psu_atx_version: str | None = Field(default=None, max_length=20)
    nvlink: bool = False
    board_form_factor: str | None = Field(default=None, max_length=40)
