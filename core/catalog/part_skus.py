"""SKUs built from a catalog's platform parts (``current``'s lineup, docs/catalog-current.md):
read from ``skus.toml`` rows that name their parts instead of printing a configuration cell,
priced as the sum of the parts' list prices unless a row states its price."""

from __future__ import annotations

import logging
from dataclasses import replace
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from rigwright.core.catalog.file_rows import PartsSkuRow
from rigwright.core.catalog.labels import PARTS_PRICE_BASIS_TEXT
from rigwright.core.catalog.model import (
    Catalog,
    Gpu,
    Part,
    PartKind,
    Sku,
    SkuClass,
    StatedFigure,
    format_figure,
    normalise_name,
)
from rigwright.core.catalog.sources import CatalogError

_log = logging.getLogger(__name__)

IDEAL_WORKLOADS = ("cnn", "rnn", "inference")
"""The uses a lineup SKU may be built for (``ideal`` in skus.toml), as the seed's SKUs name them."""

CLASS_GPUS: dict[SkuClass, tuple[int, int]] = {
    SkuClass.DEVELOPER: (1, 1),
    SkuClass.RESEARCH: (2, 4),
    SkuClass.HIGH_PERFORMANCE: (5, 7),
    SkuClass.SUPER: (8, 9),
}
"""GPU count range of each class: the seed's headings (5.1: 2~4, 5.2: 5~7, 5.3: 8~9 GPUs)
and the single-GPU developer box."""

PARTS_PRICE_BASIS = str(PARTS_PRICE_BASIS_TEXT)


def is_parts_row(raw: object) -> bool:
    """True for a ``skus.toml`` row that names parts (it has no printed configuration)."""
    return isinstance(raw, dict) and "config_as_printed" not in raw


def _part(parts: dict[str, Part], name: str, kind: PartKind, where: str) -> Part:
    part = parts.get(normalise_name(name))
    if part is None or part.kind is not kind:
        raise CatalogError(f"{where}: no {kind.value} part {name!r} in parts.toml")
    return part


def _figure(total: Decimal | None, printed_unit: str | None) -> StatedFigure:
    """A figure the row does not print: stated as computed, so it never contradicts; an
    unknown figure (None) is stated as 0 with an empty printed cell and no computed value.
    The "printed" cell is the figure with ``printed_unit`` ("GB/s"), or "" when None."""
    if total is None:
        return StatedFigure("", Decimal(0), None)
    exponent = total.normalize().as_tuple().exponent
    precision = Decimal(1).scaleb(min(0, int(exponent)))
    printed = "" if printed_unit is None else f"{format_figure(total)}{printed_unit}"
    return StatedFigure(printed, total, total, precision)


def parts_sku(
    raw: dict[str, Any],
    gpu_of: Any,
    parts: dict[str, Part],
    validate: Any,
) -> Sku:
    """The SKU of one parts row, its price still 0 (:func:`price_parts_skus` sets it).

    ``gpu_of(name, where)`` resolves a GPU name to its :class:`Gpu`; ``parts`` maps normalised
    part names to parts; ``validate(model, raw, where)`` validates the row.

    Raises:
        CatalogError: the row is invalid, names an unknown GPU or part, its GPU count is
            outside its class's range, or its memory, CPU or PSU do not fit the chassis.
    """
    row: PartsSkuRow = validate(PartsSkuRow, raw, f"skus.toml row {raw.get('number', '?')}")
    where = f"skus.toml row {row.number}"
    gpu: Gpu = gpu_of(row.gpu, f"{where}, field gpu")
    low, high = CLASS_GPUS[row.class_]
    if not low <= row.gpu_count <= high:
        raise CatalogError(
            f"{where}, field gpu_count: {row.gpu_count} GPUs, but class {row.class_.value} "
            f"takes {low}-{high}"
        )
    chassis = _part(parts, row.chassis, PartKind.CHASSIS, f"{where}, field chassis")
    cpu = _part(parts, row.cpu, PartKind.CPU, f"{where}, field cpu")
    memory = _part(parts, row.memory, PartKind.MEMORY, f"{where}, field memory")
    psu = _part(parts, row.psu, PartKind.PSU, f"{where}, field psu")
    drives = [_part(parts, d, PartKind.DRIVE, f"{where}, field drives") for d in row.drives]
    unknown = [w for w in row.ideal if w not in IDEAL_WORKLOADS]
    if unknown:
        raise CatalogError(f"{where}, field ideal: unknown workload {unknown[0]!r}")
    capacity, psu_w, psu_n = (
        memory.number("capacity_gb"),
        psu.number("power_w"),
        psu.number("psu_count"),
    )
    if capacity is None or psu_w is None or psu_n is None:
        raise CatalogError(f"{where}: the memory's capacity or the PSU's rating is unknown")
    count = row.gpu_count
    gpu_text = f"{count}*{gpu.name}"
    storage = " / ".join(d.name for d in drives)
    config = " / ".join(
        [
            f"{row.cpu_count} × {cpu.name}" if row.cpu_count > 1 else cpu.name,
            memory.name,
            gpu_text,
            storage,
            chassis.name,
            psu.name,
        ]
    )
    memory_total = None if gpu.memory_gb is None else count * gpu.memory_gb
    fp16_total = None if gpu.fp16_tflops is None else count * gpu.fp16_tflops
    return Sku(
        number=row.number,
        code=row.code,
        code_as_printed=row.code,
        series=chassis.name,
        sku_class=row.class_,
        cpu=cpu.name,
        ram=memory.name,
        ram_gb=int(capacity),
        gpu=gpu.name,
        gpu_as_printed=gpu.name,
        gpu_count=count,
        storage=storage,
        chassis=chassis.name,
        psu_count=int(psu_n),
        psu_w=int(psu_w),
        monitor="",
        config_as_printed=config,
        fp16=_figure(fp16_total, None),
        memory_bandwidth=_figure(gpu.memory_bandwidth_gbs, "GB/s"),
        memory=_figure(memory_total, None),
        ideal_as_printed="",  # no guide printed it: the uses are ``ideal_workloads``
        ideal_workloads=tuple(row.ideal),
        price_cny=row.price_cny or 0,
        price_as_printed=f"￥{row.price_cny:,}" if row.price_cny else "",
        remark=row.remark,
        price_basis="" if row.price_cny else PARTS_PRICE_BASIS,
        parts=(
            chassis.name,
            *(cpu.name for _ in range(row.cpu_count)),
            memory.name,
            psu.name,
            *(d.name for d in drives),
        ),
    )


def reprice_parts_skus(catalog: Catalog) -> Catalog:
    """``catalog`` with each SKU whose price is the sum of its parts (its basis
    :data:`PARTS_PRICE_BASIS`) summed anew from the catalog's price list, as
    :func:`price_parts_skus` sums it: a price list imported after the catalog was built
    reprices the lineup, not only its items. A SKU whose price was stated stays as it is."""
    summed = [
        replace(s, price_cny=0) if s.parts and s.price_basis == PARTS_PRICE_BASIS else s
        for s in catalog.skus
    ]
    return price_parts_skus(replace(catalog, skus=tuple(summed)))


def price_parts_skus(catalog: Catalog) -> Catalog:
    """``catalog`` with each parts SKU that states no price priced as the sum of its GPUs and
    parts at list price (rounded half up to whole yuan, illustrative when any price is).

    A SKU with a GPU or part the price list does not price is left out (logged with what
    it lacks): a SKU has one price, never a partial one or 0, and a vendor's price list
    without, say, the server's PSU must not stop the whole catalog from opening.
    """
    pl = catalog.price_list
    entries = {(e.kind, e.item): e for e in (pl.entries if pl else ())}
    rate = pl.exchange_rate.cny_per_usd if pl and pl.exchange_rate else None
    skus = []
    for sku in catalog.skus:
        if not sku.parts or sku.price_cny:
            skus.append(sku)
            continue
        # The sum core.pricing.prices.total_price gives (the catalog layer may not import it),
        # each unit converted as its entry_price does (PriceEntry.cny).
        known, missing, illustrative = Decimal(0), [], bool(pl and pl.illustrative)
        items = [("gpu", sku.gpu, sku.gpu_count), *(("part", n, 1) for n in sku.parts)]
        for kind, name, count in items:
            entry = entries.get((kind, name))
            unit = entry.cny(rate) if entry is not None else None
            if entry is None or unit is None:
                missing.append(name)
                continue
            known += count * unit
            illustrative = illustrative or entry.illustrative
        if missing:
            _log.warning(
                "catalog %s: SKU %s (skus.toml row %s) left out: no list price for %s "
                "(price it in the price list or state the SKU's price_cny)",
                catalog.name,
                sku.code,
                sku.number,
                ", ".join(missing),
            )
            continue
        amount = int(known.quantize(Decimal(1), rounding=ROUND_HALF_UP))
        skus.append(
            replace(
                sku,
                price_cny=amount,
                price_as_printed=f"￥{amount:,}",
                price_illustrative=illustrative,
            )
        )
    return replace(catalog, skus=tuple(skus))
