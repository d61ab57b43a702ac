"""``rigwright gpus``, ``parts`` and ``skus``: the catalog's lists, as JSON arrays
(:func:`gpu_json`, :func:`parts_json`, :func:`sku_json`) or as tables for people."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any, TextIO

from rigwright.core.catalog.labels import format_figure
from rigwright.core.catalog.markets import availability_json
from rigwright.core.catalog.model import (
    LOW_PRECISION_FIGURES,
    METRICS,
    PART_FIGURES,
    Catalog,
    Part,
    StatedFigure,
)
from rigwright.core.cli.output import json_number, print_table
from rigwright.core.pricing.prices import PRICE_TO_BE_SET, Price, price_of


def _price_json(price: Price) -> dict[str, Any]:
    """``price_cny`` (exact, ``null`` when the item has no price: never 0), ``price_basis``
    and ``price_illustrative``."""
    return {
        "price_cny": json_number(price.amount_cny),
        "price_basis": price.basis,
        "price_illustrative": price.illustrative,
    }


def gpu_json(catalog: Catalog) -> list[dict[str, Any]]:
    """The ``gpus --json`` array: one object per GPU, numbers as printed in the catalog,
    ``null`` where a figure or fact is unknown (``fp8_tensor_tflops`` / ``fp4_tensor_tflops``,
    dense: also for cards without such tensor cores); ``tensor_definition`` says what the
    catalog's ``tensor_tflops`` measures, ``sources`` each figure's confidence and reference
    column.
    ``form_factor`` is "pcie", "sxm" (HGX module: rack systems, never in a workstation build)
    or "system"; ``availability`` maps each market to ``{"status", "as_of", "source"}``.
    A catalog with a price list adds ``price_cny`` (``null``: price to be set),
    ``price_basis`` and ``price_illustrative``."""
    priced = catalog.price_list is not None
    return [
        {
            "name": g.name,
            "tensor_definition": catalog.tensor_definition,
            "aliases": list(g.aliases),
            "cuda_cores": g.cuda_cores,
            "tensor_cores": g.tensor_cores,
            "memory_gb": json_number(g.memory_gb),
            "memory_bandwidth_gbs": json_number(g.memory_bandwidth_gbs),
            "tensor_tflops": json_number(g.tensor_tflops),
            "fp16_tflops": json_number(g.fp16_tflops),
            "fp32_tflops": json_number(g.fp32_tflops),
            "fp8_tensor_tflops": json_number(g.fp8_tensor_tflops),
            "fp4_tensor_tflops": json_number(g.fp4_tensor_tflops),
            "board_power_w": g.board_power_w,
            "slot_width": g.slot_width,
            "cooler": g.cooler.value,
            "power_connectors": g.power_connectors,
            "nvlink": g.nvlink,
            "pcie": g.pcie,
            "board_length_mm": json_number(g.board_length_mm),
            "launch_msrp_usd": g.launch_msrp_usd,
            "launch_date": g.launch_date,
            "form_factor": g.form_factor,
            "availability": availability_json(catalog, g.name),
            "sources": {
                f.field: {
                    "confidence": f.confidence,
                    "reference_column": f.reference_column,
                    "source": f.source,
                }
                for f in g.figure_sources
            },
            **(_price_json(price_of(catalog, g.name, "gpu")) if priced else {}),
        }
        for g in catalog.gpus
    ]


def _figure_value(name: str, value: str | None) -> int | float | str | None:
    """A part's figure in JSON: a number for numeric figures, text otherwise, ``null`` when
    unknown."""
    if value is None:
        return None
    if PART_FIGURES.get(name, ("", False, ""))[1]:
        return json_number(Decimal(value))
    return value


def _parts(catalog: Catalog, kind: str | None) -> list[Part]:
    return [p for p in catalog.parts if kind is None or p.kind.value == kind]


def parts_json(catalog: Catalog, kind: str | None = None) -> list[dict[str, Any]]:
    """The ``parts --json`` array: one object per part with its figures (value, unit,
    status, confidence, source, note) and its price (``price_cny`` ``null`` when it has
    none: price to be set)."""
    return [
        {
            "kind": p.kind.value,
            "name": p.name,
            "family": p.family,
            "note": p.note,
            **_price_json(price_of(catalog, p.name, "part")),
            "availability": availability_json(catalog, p.name),
            "figures": [
                {
                    "name": f.name,
                    "value": _figure_value(f.name, f.value),
                    "unit": f.unit,
                    "status": f.status,
                    "confidence": f.confidence or None,
                    "source": f.source or None,
                    "note": f.note or None,
                }
                for f in p.figures
            ],
        }
        for p in _parts(catalog, kind)
    ]


def print_parts(catalog: Catalog, kind: str | None, out: TextIO) -> None:
    """The ``parts`` listing for people: each part (of ``kind``, None: all) with its price
    and a table of its figures, then a count of the assumed figures."""
    parts = _parts(catalog, kind)
    if not parts:
        what = f"{kind} parts" if kind else "platform parts"
        print(f"The catalog {catalog.name!r} has no {what}.", file=out)
        return
    for i, p in enumerate(parts):
        if i:
            print(file=out)
        price = price_of(catalog, p.name, "part")
        family = f" — {p.family}" if p.family else ""
        print(f"[{p.kind.value}] {p.name}{family}", file=out)
        print(f"  price: {price.label()}" + (f" ({price.basis})" if price.is_set else ""), file=out)
        if p.note:
            print(f"  note: {p.note}", file=out)
        rows = []
        for f in p.figures:
            shown = "unknown" if f.value is None else f"{f.value} {f.unit}".strip()
            if f.status == "sourced":
                where = f"{f.confidence}: {f.source}" + (f" ({f.note})" if f.note else "")
            else:
                where = f.note
            rows.append([f.name, shown, f.status, where])
        print_table(rows, ["  figure", "value", "status", "source / reason"], out, right=set())
    assumed = sum(f.is_assumed for p in parts for f in p.figures)
    print(
        f"\n{len(parts)} parts; {assumed} assumed figures (no source gives them: see the "
        f"reason); unknown figures are blank in the data, never 0; no price: "
        f"{PRICE_TO_BE_SET}.",
        file=out,
    )


def _components(sku: Any) -> dict[str, Any] | None:
    from rigwright.core.catalog.components import ComponentError, components_json, sku_components

    try:
        return components_json(sku_components(sku))
    except ComponentError:
        return None  # a pack whose cells follow other conventions: no decomposition


def sku_json(catalog: Catalog) -> list[dict[str, Any]]:
    """The ``skus --json`` array: stated figures with ours beside them."""
    out = []
    for s in catalog.skus:
        out.append(
            {
                "number": s.number,
                "code": s.code,
                "code_as_printed": s.code_as_printed,
                "series": s.series,
                "class": s.sku_class.value,
                "cpu": s.cpu,
                "ram": s.ram,
                "ram_gb": s.ram_gb,
                "gpu": s.gpu,
                "gpu_as_printed": s.gpu_as_printed,
                "gpu_count": s.gpu_count,
                "storage": s.storage,
                "chassis": s.chassis,
                "psu_count": s.psu_count,
                "psu_w": s.psu_w,
                "monitor": s.monitor,
                "config_as_printed": s.config_as_printed,
                "price_cny": s.price_cny,
                "price_as_printed": s.price_as_printed,
                "price_basis": s.price_basis,
                "price_illustrative": s.price_illustrative,
                "remark": s.remark,
                # A SKU built from parts prints no figure: null, as an unknown one is.
                "stated_fp16_tflops": _stated(s.fp16),
                "stated_memory_bandwidth_gbs": _stated(s.memory_bandwidth),
                "stated_memory_gb": _stated(s.memory),
                "computed_fp16_tflops": _computed(s.fp16),
                "computed_memory_bandwidth_gbs": _computed(s.memory_bandwidth),
                "computed_memory_gb": _computed(s.memory),
                "contradictions": s.contradictions,
                "ideal_as_printed": s.ideal_as_printed,
                "ideal_workloads": list(s.ideal_workloads),
                "components": _components(s),
                "availability": availability_json(catalog, s.code),
            }
        )
    return out


_LOW_PRECISION_HEADINGS = {"fp8_tensor_tflops": "FP8 TF", "fp4_tensor_tflops": "FP4 TF"}


def print_gpus(catalog: Catalog, out: TextIO) -> None:
    """The ``gpus`` table for people: the metrics, "unknown" where a figure is not known; the
    dense FP8 / FP4 tensor peaks as two more columns when the catalog states any ("-" for a
    card without one)."""

    def cell(value: object) -> str:
        return "unknown" if value is None else str(value)

    low = [f for f in LOW_PRECISION_FIGURES if any(getattr(g, f) is not None for g in catalog.gpus)]
    rows = [
        [
            g.name,
            *(cell(getattr(g, m)) for m in METRICS),
            *("-" if getattr(g, f) is None else str(getattr(g, f)) for f in low),
        ]
        for g in catalog.gpus
    ]
    print_table(
        rows,
        [
            "GPU",
            "CUDA",
            "Tensor",
            "Mem GB",
            "BW GB/s",
            "Tensor TF",
            "FP16 TF",
            "FP32 TF",
            *(_LOW_PRECISION_HEADINGS[f] for f in low),
        ],
        out,
        right=set(range(1, 8 + len(low))),
    )
    print(f"Tensor TF: {catalog.tensor_definition or 'not stated'}", file=out)
    if low:
        headings = ", ".join(_LOW_PRECISION_HEADINGS[f] for f in low)
        print(
            f"{headings}: dense tensor peaks (without sparsity); '-' where the catalog states "
            "none (no such tensor cores, or no figure found)",
            file=out,
        )


def print_skus(catalog: Catalog, out: TextIO) -> None:
    """The ``skus`` table for people: stated figures with ours beside them, "!" where they
    differ."""
    if not catalog.skus:
        print(f"The catalog {catalog.name!r} has no SKUs.", file=out)
        return
    rows = []
    for s in catalog.skus:
        flag = " !" if s.contradictions else ""
        rows.append(
            [
                s.number,
                s.code,
                f"{s.gpu_count} × {s.gpu}",
                f"¥{s.price_cny:,}",
                f"{_figure_text(s.fp16)}",
                f"{_figure_text(s.memory)}{flag}",
                s.ideal_as_printed.strip()
                or "+".join(w.upper() if w != "inference" else w for w in s.ideal_workloads),
            ]
        )
    print_table(
        rows,
        ["No", "Code", "GPUs", "Price", "FP16 stated/ours", "Mem GB stated/ours", "Ideal"],
        out,
        right={3},
    )
    if any(s.contradictions for s in catalog.skus):
        print(
            "! the seed's stated figure differs from count × per-GPU figure beyond rounding",
            file=out,
        )


LISTINGS: dict[str, tuple[Callable[[Catalog], Any], Callable[[Catalog, TextIO], None]]] = {
    "gpus": (gpu_json, print_gpus),
    "skus": (sku_json, print_skus),
}
"""Listing subcommands: (JSON payload, table for people)."""


def _stated(figure: StatedFigure) -> Any:
    """The stated number for ``--json``; None when nothing was printed (a parts SKU)."""
    return json_number(figure.stated) if figure.printed else None


def _computed(figure: StatedFigure) -> Any:
    """Our figure for ``--json``; None when unknown (a card whose rate is not published)."""
    return json_number(figure.computed) if figure.computed is not None else None


def _figure_text(figure: StatedFigure) -> str:
    """The table's "stated / ours", with "—" for a figure not printed or not known."""
    stated = str(figure.stated) if figure.printed else "—"
    # Ours is a product (8 × 59.35 = 474.80): its trailing zeros are not precision.
    ours = (
        format_figure(Decimal(figure.computed).normalize()) if figure.computed is not None else "—"
    )
    return f"{stated} / {ours}"
