"""Synthetic N× catalogs for the scaling benchmarks (generated in memory, never shipped).

:func:`replicated` makes a catalog with N times the GPUs and N times the SKUs of a real one
(``seed-2020`` in the benchmarks), with seeded, perturbed figures and prices, so the
recommendation, the configuration search, the database and the tables can be timed at 10×
and 50× the seed's size. :func:`synthetic_prices` prices every GPU and part of a catalog
that has no price for them (the ``current`` pack), so the search really runs the rules.

Pure Python, no Qt; deterministic for a given seed.
"""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal

from rigwright.core.catalog.model import Catalog, PriceEntry, PriceList


def synthetic_prices(catalog: Catalog) -> Catalog:
    """``catalog`` with every GPU and part priced: shipped entries kept, the rest made up
    (CNY 1,000 + 613 × position in GPUs-then-parts order, basis "synthetic (bench only)")."""
    shipped = catalog.price_list
    have = {(e.kind, e.item) for e in shipped.entries} if shipped else set()
    items = [("gpu", g.name) for g in catalog.gpus] + [("part", p.name) for p in catalog.parts]
    extra = tuple(
        PriceEntry(name, kind, amount_cny=Decimal(1000 + 613 * i), basis="synthetic (bench only)")
        for i, (kind, name) in enumerate(items)
        if (kind, name) not in have
    )
    base = shipped or PriceList("synthetic (bench only)")
    return dataclasses.replace(
        catalog, price_list=dataclasses.replace(base, entries=base.entries + extra)
    )


def _scale(value: Decimal | None, factor: Decimal) -> Decimal | None:
    return None if value is None else (value * factor).quantize(Decimal("0.01"))


def replicated(catalog: Catalog, times: int, seed: int = 4) -> Catalog:
    """A synthetic catalog with ``times`` × the GPUs and ``times`` × the SKUs of ``catalog``.

    Replica 1 is ``catalog``'s own GPUs and SKUs unchanged. Replica ``i`` (2 … ``times``) of
    a GPU is named "<name> r<i>" (no aliases), its tensor, FP32 and FP16 TFLOPS, memory
    bandwidth, launch price and list price (if any) multiplied by a seeded factor in
    0.85–1.15. Replica ``i`` of a SKU has its number's minor part raised by 100 × (i − 1)
    ("1.1" → "1.101"), its code suffixed "-r<i>", its memory raised by 16 GB × (i − 1) (so
    the platforms stay distinct), its price multiplied by a factor in 0.9–1.1, and its GPU
    line a random replica of its own GPU. Everything else (chassis, tables, parts) is
    ``catalog``'s. So GPUs and SKU platforms grow ``times``×, the search's candidate space
    about ``times``²×. The name is "<name>-x<times>", which names no folder under ``data/``.

    Args:
        catalog: the catalog to replicate (its SKU numbers "major.minor").
        times: the factor, at least 1.
        seed: the random generator's seed (same seed, same catalog).

    Returns:
        The new :class:`Catalog` (``len(gpus) == times * len(catalog.gpus)``, likewise SKUs).

    Raises:
        ValueError: ``times`` is below 1.
    """
    if times < 1:
        raise ValueError(f"times: {times} is not a positive whole number")
    rng = random.Random(seed)
    rate = catalog.price_list.exchange_rate if catalog.price_list else None
    prices = {e.item: e for e in catalog.price_list.entries} if catalog.price_list else {}
    gpus, entries, replica_of = [], [], {}
    for i in range(times):
        for gpu in catalog.gpus:
            factor = Decimal(str(round(rng.uniform(0.85, 1.15), 3))) if i else Decimal(1)
            name = gpu.name if i == 0 else f"{gpu.name} r{i + 1}"
            replica_of[(gpu.name, i)] = name
            gpus.append(
                dataclasses.replace(
                    gpu,
                    name=name,
                    aliases=gpu.aliases if i == 0 else (),
                    tensor_tflops=_scale(gpu.tensor_tflops, factor),
                    fp32_tflops=_scale(gpu.fp32_tflops, factor),
                    fp16_tflops=_scale(gpu.fp16_tflops, factor),
                    memory_bandwidth_gbs=_scale(gpu.memory_bandwidth_gbs, factor),
                    launch_msrp_usd=None
                    if gpu.launch_msrp_usd is None
                    else int(gpu.launch_msrp_usd * factor),
                )
            )
            entry = prices.get(gpu.name)
            if entry is not None:
                entries.append(
                    dataclasses.replace(
                        entry,
                        item=name,
                        amount_usd=None
                        if entry.amount_usd is None
                        else int(entry.amount_usd * factor),
                        amount_cny=_scale(entry.amount_cny, factor),
                    )
                )
    skus = []
    for i in range(times):
        for sku in catalog.skus:
            if i == 0:
                skus.append(sku)
                continue
            major, minor = sku.number.split(".")
            ram_gb = sku.ram_gb + 16 * i
            skus.append(
                dataclasses.replace(
                    sku,
                    number=f"{major}.{int(minor) + 100 * i}",
                    code=f"{sku.code}-r{i + 1}",
                    ram=f"{ram_gb}GB DDR4",
                    ram_gb=ram_gb,
                    gpu=replica_of[(sku.gpu, rng.randrange(times))],
                    price_cny=int(sku.price_cny * rng.uniform(0.9, 1.1)),
                )
            )
    price_list = dataclasses.replace(
        catalog.price_list or PriceList("synthetic"), exchange_rate=rate, entries=tuple(entries)
    )
    return dataclasses.replace(
        catalog,
        name=f"{catalog.name}-x{times}",
        gpus=tuple(gpus),
        skus=tuple(skus),
        price_list=price_list,
    )
