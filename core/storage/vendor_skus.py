"""A custom or changed build saved as a workstation SKU of the vendor's own catalog, stored in
the database where imported catalogs live (docs/vendor-catalog.md)."""

from __future__ import annotations

import dataclasses
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from rigwright.core.build.model import Build, build_from_sku
from rigwright.core.catalog.components import ComponentError
from rigwright.core.catalog.files import printed_number
from rigwright.core.catalog.model import (
    Catalog,
    Gpu,
    Sku,
    SkuClass,
    StatedFigure,
    normalise_name,
)
from rigwright.core.pricing.prices import Price
from rigwright.core.storage.pack_format import MAX_PRICE_CNY
from rigwright.core.storage.pack_schema import _computed
from rigwright.core.text.clean import text_problem
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

MAX_CODE = 80
"""The longest SKU code or name accepted, characters."""

SAVED_BASIS = "saved from a custom build"
"""The start of a saved SKU's price basis (the build's price basis follows)."""


class SkuSaveError(ValueError):
    """The build cannot be saved as a SKU; ``args[0]``, a translatable
    :class:`rigwright.core.text.i18n.Text`, names the field and the reason."""


def _class_of(count: int) -> tuple[SkuClass, int]:
    """The seed's class of a workstation with ``count`` GPUs and its section number (5.1 up to
    4 GPUs, 5.2 five to seven, 5.3 eight and more)."""
    if count <= 4:
        return SkuClass.RESEARCH, 1
    if count <= 7:
        return SkuClass.HIGH_PERFORMANCE, 2
    return SkuClass.SUPER, 3


def next_number(catalog: Catalog, section: int) -> str:
    """The next free SKU number of ``section`` ("1.11" after "1.10")."""
    used = [
        int(s.number.split(".")[1])
        for s in catalog.skus
        if re.fullmatch(rf"{section}\.\d+", s.number)
    ]
    return f"{section}.{max(used, default=0) + 1}"


def check_code(catalog: Catalog, code: str, name: str = "") -> Text | None:
    """Why ``code`` (and ``name``) cannot name a new SKU of ``catalog``, None when they can: a
    code is given, one line of at most :data:`MAX_CODE` characters without control or
    invisible characters, and no SKU of the catalog has it (ignoring case and spaces)."""
    code = re.sub(r"\s+", " ", code).strip()
    if not code:
        return QT_TRANSLATE_NOOP("vendor_skus", "code: give the SKU a code")
    for field, text in (("code", code), ("name", name)):
        if len(text) > MAX_CODE:
            return QT_TRANSLATE_NOOP("vendor_skus", "{field}: at most {n} characters").format(
                field=field, n=MAX_CODE
            )
        problem = text_problem(text)
        if problem is not None:
            return QT_TRANSLATE_NOOP("vendor_skus", "{field}: {problem}").format(
                field=field, problem=problem
            )
    key = normalise_name(code)
    for sku in catalog.skus:
        if normalise_name(sku.code) == key:
            return QT_TRANSLATE_NOOP(
                "vendor_skus", "code: the catalog already has SKU {number} “{code}”"
            ).format(number=sku.number, code=sku.code)
    return None


def _figure(name: str, gpu: Gpu, count: int) -> StatedFigure:
    """A SKU's stated figure ``name`` for ``count`` × ``gpu``, printed as the catalog's own."""
    computed = _computed(name, gpu, count)
    if computed is None:
        raise SkuSaveError(
            QT_TRANSLATE_NOOP(
                "vendor_skus", "gpus: the GPU {gpu} states no {figure} figure"
            ).format(gpu=gpu.name, figure=name)
        )
    unit = {"fp16": "Tops", "memory_bandwidth": "GB/s", "memory": "GB"}[name]
    printed = f"{computed.normalize():f}{unit}"
    stated, precision = printed_number(printed, field=name)
    return StatedFigure(printed, stated, computed, precision)


def sku_from_build(
    catalog: Catalog,
    build: Build,
    price: Price | None,
    *,
    code: str,
    name: str = "",
    base: Sku | None = None,
) -> Sku:
    """The SKU of ``catalog`` that ``build`` is, at ``price``.

    A build on a SKU's platform (``base``: the same chassis, CPUs, memory, PSUs and drives as
    the SKU's own build) keeps that SKU's printed cells, so that it reads back into the same
    build (its diagram and rule check then work as for any SKU); any other build's cells
    name its parts (such a SKU is listed, ranked and quoted, but its cells are not read into
    a build). ``name`` goes into the SKU's remark.

    Raises:
        SkuSaveError: no GPU or more than one GPU model, no price, a price out of range, or a
            code the catalog cannot take (:func:`check_code`).
    """
    code = re.sub(r"\s+", " ", code).strip()
    problem = check_code(catalog, code, name)
    if problem is not None:
        raise SkuSaveError(problem)
    models = {line.model for line in build.gpus}
    if len(models) != 1:
        raise SkuSaveError(
            QT_TRANSLATE_NOOP(
                "vendor_skus", "gpus: a workstation SKU has one GPU model (and at least one card)"
            )
        )
    if price is None or price.amount_cny is None:
        raise SkuSaveError(
            QT_TRANSLATE_NOOP("vendor_skus", "price: the build has no price yet (price to be set)")
        )
    yuan = int(price.amount_cny.quantize(Decimal(1), rounding=ROUND_HALF_UP))
    if not 0 < yuan <= MAX_PRICE_CNY:
        raise SkuSaveError(
            QT_TRANSLATE_NOOP("vendor_skus", "price: {price} is out of range (1 to {most})").format(
                price=yuan, most=f"{MAX_PRICE_CNY:,}"
            )
        )
    gpu = catalog.gpu(models.pop())
    count = build.gpu_count
    sku_class, section = _class_of(count)
    gpu_cell = f"{count}*{gpu.name}"
    if base is not None and _same_platform(base, build, catalog):
        cpu, ram, ram_gb, storage, chassis = (
            base.cpu,
            base.ram,
            base.ram_gb,
            base.storage,
            (base.chassis),
        )
        series, psu_count, psu_w, monitor = base.series, base.psu_count, base.psu_w, base.monitor
    else:
        cpu = " + ".join(f"{c.count}*{c.name}" if c.count > 1 else c.name for c in build.cpus)
        ram, ram_gb = f"{build.memory_gb}GB", build.memory_gb
        storage = " / ".join(build.drives)
        psus = build.psus_w
        psu_count, psu_w = (len(psus), psus[0]) if psus and len(set(psus)) == 1 else (None, None)
        chassis = build.chassis + (f" ({build.psu})" if build.psu else "")
        series, monitor = build.chassis, ""
    config = "/".join(p for p in (cpu, ram, gpu_cell, storage, chassis, monitor) if p)
    return Sku(
        number=next_number(catalog, section),
        code=code,
        code_as_printed=code,
        series=series,
        sku_class=sku_class,
        cpu=cpu,
        ram=ram,
        ram_gb=ram_gb,
        gpu=gpu.name,
        gpu_as_printed=gpu_cell,
        gpu_count=count,
        storage=storage,
        chassis=chassis,
        psu_count=psu_count,
        psu_w=psu_w,
        monitor=monitor,
        config_as_printed=config,
        fp16=_figure("fp16", gpu, count),
        memory_bandwidth=_figure("memory_bandwidth", gpu, count),
        memory=_figure("memory", gpu, count),
        ideal_as_printed="",
        ideal_workloads=(),
        price_cny=yuan,
        price_as_printed=f"￥{yuan:,}",
        remark=name.strip(),
        price_basis=f"{SAVED_BASIS}: {price.basis}",
        price_illustrative=price.illustrative,
    )


def _same_platform(base: Sku, build: Build, catalog: Catalog) -> bool:
    """True when ``build`` is ``base``'s build with other GPUs (or none changed)."""
    try:
        own = build_from_sku(base, catalog)
    except (ComponentError, KeyError, ValueError):
        return False

    def platform(b: Build) -> Build:
        return dataclasses.replace(b, gpus=(), placement=None, label="", nvlink=False)

    return platform(own) == platform(build)


def add_sku(catalog: Catalog, sku: Sku, name: str | None = None) -> Catalog:
    """``catalog`` with ``sku`` added (in number order), renamed ``name`` when given."""
    skus = tuple(sorted((*catalog.skus, sku), key=lambda s: s.sort_key))
    out = dataclasses.replace(catalog, skus=skus)
    return dataclasses.replace(out, name=name) if name else out


def save_sku(db_path: Path | None, catalog: Catalog, sku: Sku, target: str) -> Catalog:
    """Store ``catalog`` with ``sku`` as the vendor's catalog ``target`` (a copy of a shipped
    catalog, or the vendor's own one replaced) in one transaction that keeps the catalog it
    replaces, so that File ▸ Undo takes the SKU out again; returns the catalog stored.

    Raises:
        PackError: ``target`` is not a valid name or ships with Rigwright.
        StorageError: the database cannot be written; it is unchanged.
    """
    from rigwright.core.storage.packs import _save, check_target_name

    label = f"SKU {sku.number} {sku.code}"
    check_target_name(target, label, hint="choose a name of your own")
    stored = add_sku(catalog, sku, target)
    _save(db_path, stored, replace=True, file=label, opened_before=catalog.name)
    return stored
