"""The words and the price change of each change of a fix ("remove 1 × RTX2080S (9 → 8)"),
in the Qt Linguist context "fixes"."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from rigwright.core.build.fix_change import (
    _COOLERS,
    _ORDINALS,
    KINDS,
    Change,
    _default_placement,
    _psu_parts,
)
from rigwright.core.build.model import Build, CpuLine
from rigwright.core.build.rules import (
    Verdict,
)
from rigwright.core.catalog.model import Catalog, Cooler, PartKind
from rigwright.core.pricing.prices import Price, price_of
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text


def _cooling_reason(verdicts: list[Verdict]) -> bool:
    return any(v.rule.startswith("cooling.") and v.severity != "info" for v in verdicts)


def _sum_prices(terms: list[tuple[int, Price]]) -> tuple[Decimal | None, bool]:
    """Σ factor × price; (None, _) when a price with a non-zero factor is unknown."""
    total, illustrative = Decimal(0), False
    for factor, price in terms:
        if factor == 0:
            continue
        if price.amount_cny is None:
            return None, False
        total += factor * price.amount_cny
        illustrative = illustrative or price.illustrative
    return total, illustrative


def _watts(psus: tuple[int, ...]) -> Text | str:
    if not psus:
        return QT_TRANSLATE_NOOP("fixes", "no stated PSU")
    if len(set(psus)) == 1:
        return f"{len(psus)} × {psus[0]} W"
    return " + ".join(f"{w} W" for w in psus)


def _cpu_words(cpus: tuple[CpuLine, ...]) -> str:
    """The CPU lines in one string: "2 × Xeon Gold 6248R"."""
    return " + ".join(f"{c.count} × {c.name}" for c in cpus)


class _Describer:
    """Texts and price changes of changes (prices looked up once per item)."""

    def __init__(self, catalog: Catalog, cooling: bool) -> None:
        self.catalog = catalog
        self.cooling = cooling
        self._prices: dict[tuple[str, str], Price] = {}
        self._psus = _psu_parts(catalog)

    def price(self, name: str, kind: str) -> Price:
        key = (name, kind)
        if key not in self._prices:
            try:
                self._prices[key] = price_of(self.catalog, name, kind)
            except KeyError:
                self._prices[key] = Price(None)
        return self._prices[key]

    def _part_price(self, name: str | None) -> Price:
        return Price(None) if name is None else self.price(name, "part")

    def _psu_part(self, psus: tuple[int, ...]) -> str | None:
        return next((p.name for ratings, p in self._psus if ratings == psus), None)

    def _chassis_part(self, name: str) -> str | None:
        return next(
            (p.name for p in self.catalog.parts if p.kind is PartKind.CHASSIS and p.name == name),
            None,
        )

    def _memory_part(self, gb: int) -> str | None:
        return next(
            (
                p.name
                for p in self.catalog.parts
                if p.kind is PartKind.MEMORY and p.number("capacity_gb") == gb
            ),
            None,
        )

    def _cpu_price(self, cpus: tuple[CpuLine, ...], sign: int) -> list[tuple[int, Price]]:
        terms = []
        for c in cpus:
            try:
                self.catalog.part(c.name)
            except KeyError:
                terms.append((sign * c.count, Price(None)))
            else:
                terms.append((sign * c.count, self.price(c.name, "part")))
        return terms

    def describe(self, build: Build, change: Change) -> Change:
        """``change`` with its text and price change against ``build``."""
        kind, i, value = change.kind, change.index, change.value
        terms: list[tuple[int, Price]]
        text: Text
        if kind == "gpu_count":
            line = build.gpus[i]
            diff = value - line.count
            text = (
                QT_TRANSLATE_NOOP("fixes", "remove {n} × {gpu} ({old} → {new})")
                if diff < 0
                else QT_TRANSLATE_NOOP("fixes", "add {n} × {gpu} ({old} → {new})")
            ).format(n=abs(diff), gpu=line.model, old=line.count, new=value)
            terms = [(diff, self.price(line.model, "gpu"))]
        elif kind == "gpu_model":
            line = build.gpus[i]
            old_gpu, new_gpu = self.catalog.gpu(line.model), self.catalog.gpu(value)
            names = {"n": line.count, "old": old_gpu.name, "new": new_gpu.name}
            if not (self.cooling or old_gpu.cooler is not new_gpu.cooler):
                text = QT_TRANSLATE_NOOP("fixes", "replace {n} × {old} with {n} × {new}").format(
                    **names
                )
            elif new_gpu.cooler in _COOLERS:
                text = QT_TRANSLATE_NOOP(
                    "fixes", "replace {n} × {old} with {n} × {new} ({cooler})"
                ).format(**names, cooler=_COOLERS[new_gpu.cooler])
            elif new_gpu.cooler is not Cooler.UNKNOWN:  # a cooler this module has no word for
                text = QT_TRANSLATE_NOOP(
                    "fixes", "replace {n} × {old} with {n} × {new} ({cooler})"
                ).format(**names, cooler=new_gpu.cooler.value)
            else:
                text = QT_TRANSLATE_NOOP(
                    "fixes", "replace {n} × {old} with {n} × {new} (cooler unknown)"
                ).format(**names)
            terms = [
                (line.count, self.price(new_gpu.name, "gpu")),
                (-line.count, self.price(old_gpu.name, "gpu")),
            ]
        elif kind == "chassis":
            text = QT_TRANSLATE_NOOP("fixes", "use the {new} chassis instead of the {old}").format(
                new=value, old=build.chassis
            )
            terms = [
                (1, self._part_price(self._chassis_part(value))),
                (-1, self._part_price(self._chassis_part(build.chassis))),
            ]
        elif kind == "psu":
            old_psus = build.psus_w
            if old_psus and value == (*old_psus, max(old_psus)) and len(value) <= len(_ORDINALS):
                text = QT_TRANSLATE_NOOP("fixes", "add a {ordinal} {watts} W PSU").format(
                    ordinal=_ORDINALS[len(old_psus)], watts=value[-1]
                )
                terms = [(1, self._part_price(self._psu_part((value[-1],))))]
            else:
                part = self._psu_part(value)
                new_psus: Text | str
                if part:
                    new_psus = f"{part} ({_watts(value)})"
                elif len(value) > 1:
                    new_psus = QT_TRANSLATE_NOOP("fixes", "{watts} PSUs").format(
                        watts=_watts(value)
                    )
                else:
                    new_psus = QT_TRANSLATE_NOOP("fixes", "{watts} PSU").format(watts=_watts(value))
                text = QT_TRANSLATE_NOOP("fixes", "use {new} instead of {old}").format(
                    new=new_psus, old=_watts(old_psus)
                )
                was = getattr(build, "psu", None) or self._psu_part(old_psus)
                terms = [
                    (1, self._part_price(part)),
                    (-1, self._part_price(was) if old_psus else Price(None)),
                ]
        elif kind == "memory":
            text = QT_TRANSLATE_NOOP(
                "fixes", "use {new} GB of system memory instead of {old} GB"
            ).format(new=value, old=build.memory_gb)
            terms = [
                (1, self._part_price(self._memory_part(value))),
                (-1, self._part_price(self._memory_part(build.memory_gb))),
            ]
        elif kind == "cpu":
            text = QT_TRANSLATE_NOOP("fixes", "use {new} instead of {old}").format(
                new=_cpu_words(value), old=_cpu_words(build.cpus)
            )
            terms = self._cpu_price(value, 1) + self._cpu_price(build.cpus, -1)
        elif kind == "nvlink":
            text = QT_TRANSLATE_NOOP("fixes", "leave out the NVLink bridges")
            terms = [(-1, Price(None))]  # the catalog prices no bridge
        elif kind == "placement":
            slots = _default_placement(build, self.catalog)
            where = (
                ", ".join(map(str, slots))
                if slots
                else QT_TRANSLATE_NOOP("fixes", "where the rules put them")
            )
            was = (
                ", ".join(map(str, build.placement))
                if build.placement
                else QT_TRANSLATE_NOOP("fixes", "no stated openings")
            )
            text = QT_TRANSLATE_NOOP(
                "fixes", "re-place the cards at slot openings {where} (were at {was})"
            ).format(where=where, was=was)
            terms = []
        else:
            raise ValueError(f"unknown change kind {kind!r}; expected one of {', '.join(KINDS)}")
        amount, illustrative = _sum_prices(terms)
        return replace(change, text=text, price_change_cny=amount, illustrative=illustrative)
