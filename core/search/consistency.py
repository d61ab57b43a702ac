"""Derived prices kept consistent with the catalog's own SKU prices: a custom build that holds
all of a SKU's parts never costs less than that SKU, and one with a SKU's parts but some of
its cards never less than the SKU less those cards at list price (docs/custom-search.md)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from decimal import Decimal

from rigwright.core.build.model import Build
from rigwright.core.catalog.model import Catalog, Sku
from rigwright.core.pricing.money import format_cny
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

_CORES = re.compile(r"^(?P<family>.*), (?P<cores>\d+) cores$")
_SIZE = re.compile(r"^\s*(?P<size>\d+(?:\.\d+)?)\s*TB\s*(?P<kind>.*)$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class SkuMark:
    """A SKU a platform is compared with: its GPU (canonical name), cards, price (CNY) and
    whether the platform is the SKU's very platform (``same``) or only holds all its parts."""

    number: str
    gpu: str
    count: int
    price_cny: Decimal
    same: bool


def platform_of(build: Build) -> Build:
    """``build`` without its GPUs, their placement and its label: what two builds must share to
    be the same platform."""
    return replace(build, gpus=(), placement=None, label="")


def _cpu_at_least(big: str, small: str) -> bool:
    if big == small:
        return True
    a, b = _CORES.match(big), _CORES.match(small)
    return (
        a is not None
        and b is not None
        and a["family"] == b["family"]
        and int(a["cores"]) >= int(b["cores"])
    )


def _storage(drives: Iterable[str]) -> dict[str, Decimal] | None:
    """Drive capacity per kind ("SSD" -> 3.84 TB), None when a drive states no TB size."""
    out: dict[str, Decimal] = {}
    for drive in drives:
        m = _SIZE.match(drive)
        if m is None:
            return None
        kind = m["kind"].strip().casefold()
        out[kind] = out.get(kind, Decimal(0)) + Decimal(m["size"])
    return out


def holds(big: Build, small: Build) -> bool:
    """True when platform ``big`` has every part of platform ``small`` (GPUs ignored): the same
    chassis, power supplies, board and bridges, as many CPUs, each the same or the same
    family with at least as many cores ("…, 18 cores" holds "…, 12 cores"), at least the
    memory, and at least the storage of each drive kind (or the very same drives)."""
    if (
        big.chassis != small.chassis
        or big.psus_w != small.psus_w
        or big.psu != small.psu
        or big.psu_atx_version != small.psu_atx_version
        or big.board_form_factor != small.board_form_factor
        or (small.nvlink and not big.nvlink)
        or len(big.cpus) != len(small.cpus)
        or big.memory_gb < small.memory_gb
    ):
        return False
    for a, b in zip(big.cpus, small.cpus, strict=True):
        if a.count != b.count or not _cpu_at_least(a.name, b.name):
            return False
    if sorted(big.drives) == sorted(small.drives):
        return True
    mine, theirs = _storage(big.drives), _storage(small.drives)
    if mine is None or theirs is None:
        return False
    return all(mine.get(kind, Decimal(0)) >= size for kind, size in theirs.items())


def sku_marks(
    catalog: Catalog, template: Build, skus: Iterable[tuple[Sku, Build]]
) -> tuple[SkuMark, ...]:
    """The SKUs (each with its build) whose parts the platform ``template`` holds."""
    out = []
    for sku, build in skus:
        theirs = platform_of(build)
        if holds(template, theirs):
            gpu = catalog.gpu(sku.gpu).name
            out.append(
                SkuMark(sku.number, gpu, sku.gpu_count, Decimal(sku.price_cny), theirs == template)
            )
    return tuple(out)


def price_floor(
    marks: Iterable[SkuMark], gpu: str, count: int, unit_cny: Decimal | None
) -> tuple[Decimal, Text] | None:
    """The least a build of ``count`` × ``gpu`` (canonical name, list price ``unit_cny``) on
    a platform with ``marks`` may cost, and why; None when no SKU bounds it.

    For each SKU of the same GPU whose other parts the platform holds
    (:func:`holds`): its price plus the extra cards, or less the missing ones, at list price
    (a build with a SKU's very parts costs the SKU's price). The highest bound wins."""
    best: tuple[Decimal, Text] | None = None
    for mark in marks:
        if mark.gpu != gpu:
            continue
        extra = count - mark.count
        if extra and unit_cny is None:
            continue
        amount = mark.price_cny + extra * (unit_cny or Decimal(0))
        if extra >= 0:
            why = QT_TRANSLATE_NOOP(
                "search",
                "raised to {amount}: it has all of SKU {number}'s parts, which costs {price}"
                "{extra}",
            ).format(
                amount=format_cny(amount),
                number=mark.number,
                price=format_cny(mark.price_cny),
                extra=(
                    QT_TRANSLATE_NOOP("search", ", and {n} × {gpu} more at list {unit}").format(
                        n=extra, gpu=gpu, unit=format_cny(unit_cny or Decimal(0))
                    )
                    if extra
                    else ""
                ),
            )
        else:
            why = QT_TRANSLATE_NOOP(
                "search",
                "raised to {amount}: it has SKU {number}'s parts ({price}) but {n} × {gpu} "
                "(at list {unit})",
            ).format(
                amount=format_cny(amount),
                number=mark.number,
                price=format_cny(mark.price_cny),
                n=-extra,
                gpu=gpu,
                unit=format_cny(unit_cny or Decimal(0)),
            )
        if best is None or amount > best[0]:
            best = (amount, why)
    return best


def floored(
    amount: Decimal, basis: Text | str, floor: tuple[Decimal, Text] | None
) -> tuple[Decimal, Text | str]:
    """``amount`` with its ``basis``, raised to ``floor`` (and the basis saying so) when below."""
    if floor is None or floor[0] <= amount:
        return amount, basis
    return floor[0], QT_TRANSLATE_NOOP("search", "{basis}; {why}").format(basis=basis, why=floor[1])
