"""Configuration search: the exact Pareto front of workload score against price among valid
builds, beyond the catalog's printed SKUs.

**The space.** A candidate is a *platform* (everything but the GPUs) with one GPU model and a
count, or a printed SKU as it stands:

- *SKU platforms* (a catalog with SKUs, the seed): the platform of each printed SKU (its chassis
  series, CPU(s), memory, PSU(s) and drives, as :func:`rigwright.core.build.model.build_from_sku` gives them)
  with another GPU line. The seed prices whole workstations only, so the platform's price is
  *derived*: the SKU's price less its printed GPUs at list price
  (``data/<catalog>/prices.toml``; for the seed, launch MSRPs × an assumed rate, not from the
  seed, so every such price is illustrative). A variant costs the derived price plus its GPUs
  at list price, and its ``price_basis`` says so with the numbers. SKUs with identical
  platforms share one (the lower derived price, ties: the earlier SKU). A platform whose GPUs
  have no list price, or whose derived price is not above 0, is left out with a note.
- *Printed SKUs* are candidates too, at their own price (``base`` "SKU 1.7", ``printed``
  True), so custom builds compete with the printed ones honestly; a variant with a platform's
  own printed GPU line *is* that SKU and is not generated again.
- *Parts platforms* (a catalog with platform parts, ``current``): each chassis part × each CPU
  part of its platform (the chassis's ``platform`` figure, "W790" / "WRX90", appears in the
  CPU's family) × each memory kit with one module per channel (``modules`` equals the CPU's
  ``memory_channels``) × each PSU option that fits the chassis (``psu_count`` at most its
  ``psu_bays``; unknown bays take single-PSU options only) × one system drive: the cheapest
  priced drive part, the first listed when none is priced. Price:
  :func:`rigwright.core.pricing.prices.total_price` over the parts and the GPUs. A candidate with any item
  that has no price is never on the front (a missing price is never zero): it is counted in
  :attr:`SearchResult.unpriced` and the notes ask for a price list.

GPU lines: the GPUs :func:`rigwright.core.recommend.ranking.recommend` keeps for the request (model scale and
minimum memory filters, the weights), each count of the request's range (default 1 to the
most x16 slots any chassis of the catalog has), no more cards than the model scale's rule fits
in one workstation. Budget: a price equal to it passes.

**Valid and scored.** Valid: :func:`rigwright.core.build.rules.check_build` gives no verdict of severity
"error" (the site's circuits included). Score: ``gpu_score × effective_gpus(count)``, the scale
of :attr:`rigwright.core.recommend.ranking.SkuScore.score` (one best GPU = 100), so custom builds rank beside
SKUs. Scores are compared rounded to 9 decimals (float noise decides nothing); prices are
exact Decimals.

**The front.** A valid candidate is on the front when no other valid candidate has price ≤ and
score ≥ with one strict. Of valid candidates with equal price and equal (rounded) score the
front keeps one: the first by :func:`candidate_key` (printed SKUs first in row order, then
platforms in the order they are generated, then the GPU's catalog order and the count).
:func:`search_builds` and :func:`brute_force_front` use this one definition.

**How the search is fast and exact.** The score of a candidate depends on its GPU line only
and its price is the platform's price plus the line's, so every line meets the platforms in
one order, cheapest first. The search merges the lines' sequences into one sequence by price
(ties: higher score first, then :func:`candidate_key`) and sweeps it keeping the best valid
score so far: a candidate is on the front exactly when its score beats every valid candidate
before it. So it runs the rules only on a candidate that would beat the best so far; a line
whose score no longer can is dropped whole, and a line stops at the budget. Unpriced
candidates are counted with bisection, not enumerated. :func:`brute_force_front` prices every
candidate from scratch, runs the full :func:`rigwright.core.build.rules.check_build` on every one and applies
the definition pairwise.

**Sharing the rules' work.** Deciding a candidate's validity is the search's cost (a full
:func:`rigwright.core.build.rules.check_build` takes about 40-90 µs), so the sweep shares what provably
gives the same answer:

- *Chassis-level verdicts.* The verdicts of :data:`rigwright.core.build.rules.CHASSIS_RULES` (slots, scale
  table, chassis class range, cooling, NVLink, form factor) depend only on the build's
  :func:`rigwright.core.build.rules.chassis_key` (chassis, GPU line, placement, NVLink flag, board size), so
  they are computed once per (platform's chassis key, GPU line) (at most chassis × GPU models
  × counts, a few hundred) and shared by every platform on that chassis. Only when they hold
  no error do the other rules (:data:`rigwright.core.build.rules.PLATFORM_RULES`: power, transients,
  connectors, wall circuit, PCIe lanes, memory) run on the candidate; a valid candidate's
  verdicts are the two sets merged in rule order (:func:`rigwright.core.build.rules.in_rule_order`), as
  check_build gives them.
- *More cards of the same model.* An error of :data:`rigwright.core.build.rules.COUNT_MONOTONE_ERRORS` (slots
  full, scale limit, class maximum, passive card in a tower, NVLink support, form factor,
  sustained power, wall circuit) stays when cards of the same model are added to the same
  build. So once a chassis-level error of that set is found at *n* cards of a model, every
  platform on that chassis key is invalid with *n* or more of that model; once a platform's
  other rules give one, that platform is invalid with *n* or more.
- A line skips the candidates already known to be invalid by these two without taking them
  through the merge.

Both are claims about the rules' code, stated where the rules are; tests/core/build/test_rules.py
checks them directly (the subsets' union is check_build; chassis-level verdicts ignore the
CPU, memory, PSUs and site; the monotone errors stay for every larger count on the shipped
catalogs and on random GPUs) and tests/core/search/test_pareto.py checks the front against the brute
force.
"""

from __future__ import annotations

import heapq
import math
from bisect import bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Any

from rigwright.core.build.model import Build, CpuLine, GpuLine, build_from_sku, build_to_json
from rigwright.core.build.rules import (
    CHASSIS_RULES,
    COUNT_MONOTONE_ERRORS,
    ERROR,
    PLATFORM_RULES,
    WARNING,
    Site,
    Verdict,
    board_of,
    chassis_key,
    check_build,
    check_rules,
    in_rule_order,
)
from rigwright.core.catalog.components import ComponentError
from rigwright.core.catalog.model import Catalog, Part, PartKind, Sku, data_text, join_texts
from rigwright.core.pricing.prices import (
    PRICE_TO_BE_SET_TEXT,
    Price,
    amount_text,
    format_cny,
    price_of,
    total_price,
)
from rigwright.core.recommend.ranking import (
    GpuScore,
    Recommendation,
    Request,
    SkuScore,
    effective_gpus,
    max_per_workstation,
    recommend,
    scale_text,
    worth_reason,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text, as_text

__all__ = [
    "DEFAULT_MAX_GPUS",
    "SCORE_DIGITS",
    "CustomBuild",
    "SearchCancelled",
    "SearchResult",
    "brute_force_front",
    "candidate_key",
    "derived_price",
    "dominates",
    "search_builds",
]

SCORE_DIGITS = 9
"""Scores are compared rounded to this many decimals."""

DEFAULT_MAX_GPUS = 8
"""The largest GPU count searched when the request gives no range and no chassis of the
catalog has a known slot map (otherwise: the most x16 slots of any chassis)."""

CANCEL_POLL = 16
"""The search asks ``cancelled()`` every this many candidates."""


class SearchCancelled(Exception):
    """A newer input cancelled the search (``cancelled()`` returned True)."""


@dataclass(frozen=True, slots=True)
class CustomBuild:
    """One build of the search's front.

    Attributes:
        build: the build (``build.label`` names it, e.g. "custom: GT410i (as SKU 1.7), 4 × Quadro RTX6000").
        score: relative throughput on the SKU scale (``gpu_score × effective_gpus``).
        gpu_score: its GPU's score for the workload (0-100).
        effective_gpus: GPUs' worth of throughput after multi-GPU scaling.
        price_cny: its price, CNY, exact.
        price_basis_text: how the price is reached (which SKU or parts, which list prices),
            translatable (English in :attr:`price_basis`).
        illustrative: True when any price used only illustrates (every view says so).
        base: what it starts from ("SKU 1.7", or "parts"; the window's words:
            :attr:`base_text`).
        verdicts: the rules' warnings and infos on it (a build of the front has no error).
        reasons_text: one-line reasons, most important first, translatable (English in
            :attr:`reasons`).
        printed: True for a printed SKU as it stands (its own price), False for a custom
            build.
        gpu: its GPU model (canonical name); ``count``: how many cards.
    """

    build: Build
    score: float
    gpu_score: float
    effective_gpus: float
    price_cny: Decimal
    price_basis_text: Text | str
    illustrative: bool
    base: str
    verdicts: tuple[Verdict, ...] = ()
    reasons_text: tuple[Text, ...] = ()
    printed: bool = False
    gpu: str = ""
    count: int = 0

    @property
    def price_basis(self) -> str:
        """How the price is reached, in English (the command line's and the JSON's)."""
        return str(self.price_basis_text)

    @property
    def reasons(self) -> tuple[str, ...]:
        """The reasons in English."""
        return tuple(str(r) for r in self.reasons_text)

    @property
    def base_text(self) -> Text:
        """:attr:`base` in the window's words ("parts" translates; "SKU 1.7" is a name)."""
        return _PARTS_BASE if self.base == str(_PARTS_BASE) else as_text(self.base)

    @property
    def kind(self) -> str:
        """ "SKU" for a printed SKU, "custom" for a custom build."""
        return "SKU" if self.printed else "custom"

    @property
    def price_label(self) -> str:
        """ "¥150,357.40 (illustrative)" and the like."""
        return str(self.price_label_text)

    @property
    def price_label_text(self) -> Text:
        """:attr:`price_label`, translatable."""
        return amount_text(self.price_cny, self.illustrative)

    @property
    def warnings(self) -> tuple[Verdict, ...]:
        """Its verdicts of severity "warning"."""
        return tuple(v for v in self.verdicts if v.severity == WARNING)

    def as_json(self) -> dict[str, Any]:
        """The ``recommend --custom --json`` object: ``label``, ``kind`` ("custom" / "SKU"),
        ``base``, ``gpus`` (the GPU model), ``count``, ``price_cny`` (exact, as a string),
        ``illustrative``, ``price_basis``, ``score`` (3 decimals), ``gpu_score``,
        ``effective_gpus``, ``verdicts`` (:meth:`rigwright.core.build.rules.Verdict.as_json`), ``reasons``
        and ``build`` (:func:`rigwright.core.build.model.build_to_json`, for ``rigwright check --build``)."""
        return {
            "label": self.build.label,
            "kind": self.kind,
            "base": self.base,
            "gpus": self.gpu,
            "count": self.count,
            "price_cny": str(self.price_cny),
            "illustrative": self.illustrative,
            "price_basis": self.price_basis,
            "score": round(self.score, 3),
            "gpu_score": round(self.gpu_score, 3),
            "effective_gpus": round(self.effective_gpus, 3),
            "verdicts": [v.as_json() for v in self.verdicts],
            "reasons": list(self.reasons),
            "build": build_to_json(self.build),
        }


@dataclass(frozen=True, slots=True)
class SearchResult:
    """What a search found.

    Attributes:
        front: the exact Pareto front, cheapest first (so lowest score first).
        space_size: candidate builds in the search space (after the request's filters).
        evaluated: candidates whose validity the search decided when the sweep reached them:
            by running rules, or by chassis-level verdicts shared with an earlier candidate of
            the same chassis and GPU line, or by a count-monotone error found with fewer cards
            (module docstring). Candidates skipped as already known invalid are not counted.
        rule_runs: :func:`rigwright.core.build.rules.check_rules` runs: chassis-level and platform-level
            subsets for custom candidates, every rule for a printed SKU (the brute force: one
            full run per candidate).
        unpriced: item name -> candidates left out because that item has no price.
        notes_text: sentences about what was searched and left out, translatable (English
            in :attr:`notes`).
        unpriced_candidates: candidates left out for a missing price (each once, however
            many of its items lack one); included in ``space_size``.
    """

    front: list[CustomBuild]
    space_size: int
    evaluated: int
    unpriced: dict[str, int] = field(default_factory=dict)
    notes_text: list[Text] = field(default_factory=list)
    unpriced_candidates: int = 0
    rule_runs: int = 0

    @property
    def notes(self) -> list[str]:
        """The notes in English (the command line's and the JSON's)."""
        return [str(n) for n in self.notes_text]

    def figures_json(self) -> dict[str, Any]:
        """The ``recommend --custom --json`` "search" object: ``space_size``, ``evaluated``,
        ``unpriced_candidates``, ``unpriced`` (item -> candidates) and ``notes``."""
        return {
            "space_size": self.space_size,
            "evaluated": self.evaluated,
            "unpriced_candidates": self.unpriced_candidates,
            "unpriced": dict(self.unpriced),
            "notes": list(self.notes),
        }


# ----------------------------------------------------------------------------- the space


@dataclass(frozen=True, slots=True)
class _Platform:
    """Everything of a build but its GPUs.

    ``known_cny`` is the platform's price (SKU platforms: the derived price) or, when some of
    its parts have no price (``unpriced``), the sum of the known ones (a lower bound).
    """

    index: int
    template: Build  # gpus=(), label=""
    name: str  # "GT410i (as SKU 1.7)" / "Tower, ...; CPU; memory; PSU"
    base: str  # "SKU 1.7" / "parts"
    known_cny: Decimal
    unpriced: tuple[str, ...] = ()
    illustrative: bool = False
    items: tuple[str, ...] = ()  # parts platforms: the part names, for total_price
    sku: Sku | None = None  # SKU platforms: the SKU the price is derived from
    sku_gpu_price: Price | None = None
    printed_lines: frozenset[tuple[str, int]] = frozenset()  # SKUs with this very platform


@dataclass(frozen=True, slots=True)
class _Line:
    """One GPU model and count: its score and its unit price."""

    gpu: GpuScore
    gpu_index: int
    count: int
    score: float
    rscore: float
    eff: float
    price: Price

    @property
    def name(self) -> str:
        return self.gpu.gpu.name


@dataclass(slots=True)
class _Space:
    rec: Recommendation
    priced: list[_Platform]  # sorted by (known_cny, index)
    unpriced: list[_Platform]
    lines: list[_Line]
    printed: list[SkuScore]
    sku_rows: dict[str, int]
    budget: Decimal | None
    counts: tuple[int, int]
    notes: list[Text]
    platform_kinds: Text


_PARTS_BASE = QT_TRANSLATE_NOOP("search", "parts")
"""The base of a build made of platform parts (:attr:`CustomBuild.base` "parts")."""


def _rscore(score: float) -> float:
    return round(score, SCORE_DIGITS)


def candidate_key(
    platform_index: int | None, sku_row: int | None, gpu_index: int, count: int
) -> tuple[int, int, int, int]:
    """The tie-break key among valid candidates of equal price and equal rounded score (the
    smallest is kept): printed SKUs first (by row), then custom builds by platform (in the
    order platforms are generated: SKU platforms in row order, then parts platforms), GPU
    (catalog order) and count."""
    if sku_row is not None:
        return (0, sku_row, 0, 0)
    return (1, platform_index or 0, gpu_index, count)


def dominates(a: tuple[Decimal, float], b: tuple[Decimal, float]) -> bool:
    """True when the point ``a`` = (price, rounded score) dominates ``b``: price ≤ and score ≥
    with one strict."""
    return a[0] <= b[0] and a[1] >= b[1] and (a[0] < b[0] or a[1] > b[1])


def _gpu_count_range(catalog: Catalog, request: Request) -> tuple[int, int]:
    if request.gpu_count is not None:
        return request.gpu_count
    names = [*catalog.chassis, *(p.name for p in catalog.parts if p.kind is PartKind.CHASSIS)]
    slots = [len(b.slots) for n in names if (b := board_of(catalog, n)) is not None]
    return 1, max(slots, default=DEFAULT_MAX_GPUS)


def _sku_platforms(catalog: Catalog, notes: list[Text], start: int) -> list[_Platform]:
    """The SKU platforms, deduplicated, with their derived prices (see the module docstring)."""
    groups: dict[Build, list[tuple[Sku, Build]]] = {}
    for sku in catalog.skus:
        try:
            build = build_from_sku(sku, catalog)
        except (ComponentError, KeyError) as exc:
            notes.append(
                QT_TRANSLATE_NOOP(
                    "search", "left out: the platform of SKU {number} ({code}): {error}"
                ).format(number=sku.number, code=sku.code, error=str(exc))
            )
            continue
        groups.setdefault(replace(build, gpus=(), label=""), []).append((sku, build))
    out = []
    for template, members in groups.items():
        derived: list[tuple[Decimal, Sku, Price]] = []
        for sku, _ in members:
            gpu_price = price_of(catalog, sku.gpu, "gpu")
            if gpu_price.amount_cny is None:
                notes.append(
                    QT_TRANSLATE_NOOP(
                        "search",
                        "left out: the platform of SKU {number} ({code}): its {count} × "
                        "{gpu} have no list price, so the platform's price cannot be derived (the "
                        "printed SKU itself stays a candidate)",
                    ).format(number=sku.number, code=sku.code, count=sku.gpu_count, gpu=sku.gpu)
                )
                continue
            amount = Decimal(sku.price_cny) - sku.gpu_count * gpu_price.amount_cny
            if amount <= 0:
                notes.append(
                    QT_TRANSLATE_NOOP(
                        "search",
                        "left out: the platform of SKU {number} ({code}): {price} − "
                        "{count} × {gpu} at list {unit} = {amount}, not above 0 (the printed SKU "
                        "itself stays a candidate)",
                    ).format(
                        number=sku.number,
                        code=sku.code,
                        price=format_cny(Decimal(sku.price_cny)),
                        count=sku.gpu_count,
                        gpu=sku.gpu,
                        unit=format_cny(gpu_price.amount_cny),
                        amount=format_cny(amount),
                    )
                )
                continue
            derived.append((amount, sku, gpu_price))
        if not derived:
            continue
        amount, sku, gpu_price = min(derived, key=lambda d: d[0])  # ties: the earlier SKU
        if len(members) > 1:
            numbers = [s.number for s, _ in members]
            notes.append(
                QT_TRANSLATE_NOOP(
                    "search",
                    "SKUs {numbers} and {last} have the same platform; custom builds on "
                    "it take the lowest derived price, SKU {number}'s",
                ).format(numbers=join_texts(numbers[:-1]), last=numbers[-1], number=sku.number)
            )
        out.append(
            _Platform(
                index=start + len(out),
                template=template,
                name=f"{template.chassis} (as SKU {sku.number})",
                base=f"SKU {sku.number}",
                known_cny=amount,
                illustrative=sku.price_illustrative or gpu_price.illustrative,
                sku=sku,
                sku_gpu_price=gpu_price,
                printed_lines=frozenset((s.gpu, s.gpu_count) for s, _ in members),
            )
        )
    return out


def _int(part: Part, name: str) -> int | None:
    value = part.number(name)
    return None if value is None else int(value)


def _parts_platforms(catalog: Catalog, notes: list[Text], start: int) -> list[_Platform]:
    """The parts platforms (see the module docstring), in generation order: chassis, CPU,
    memory kit, PSU option in the parts file's order."""
    by_kind: dict[PartKind, list[Part]] = {k: [] for k in PartKind}
    for part in catalog.parts:
        by_kind[part.kind].append(part)
    chassis, cpus = by_kind[PartKind.CHASSIS], by_kind[PartKind.CPU]
    if not chassis or not cpus:
        return []
    drive: Part | None = None
    drives = by_kind[PartKind.DRIVE]
    if drives:
        amounts = {p.name: price_of(catalog, p.name, "part").amount_cny for p in drives}
        priced = [p for p in drives if amounts[p.name] is not None]
        drive = min(priced, key=lambda p: amounts[p.name] or 0) if priced else drives[0]
        notes.append(
            QT_TRANSLATE_NOOP(
                "search",
                "every parts build takes one system drive, {drive} (the cheapest priced "
                "drive part, the first listed when none is priced)",
            ).format(drive=drive.name)
        )
    part_price = {p.name: price_of(catalog, p.name, "part") for p in catalog.parts}
    out: list[_Platform] = []
    skipped: list[Text] = []
    for case in chassis:
        platform_fig = case.figure("platform")
        platform = platform_fig.value if platform_fig is not None else None
        if not platform:
            skipped.append(
                QT_TRANSLATE_NOOP("search", "{chassis} (its platform is unknown)").format(
                    chassis=case.name
                )
            )
            continue
        bays = _int(case, "psu_bays")
        for cpu in cpus:
            if platform.casefold() not in cpu.family.casefold():
                continue
            channels = _int(cpu, "memory_channels")
            for memory in by_kind[PartKind.MEMORY]:
                capacity = _int(memory, "capacity_gb")
                if channels is None or _int(memory, "modules") != channels or capacity is None:
                    continue
                for psu in by_kind[PartKind.PSU]:
                    watts, units = _int(psu, "power_w"), _int(psu, "psu_count")
                    if watts is None or units is None or units > (bays if bays is not None else 1):
                        continue
                    names = (
                        case.name,
                        cpu.name,
                        memory.name,
                        psu.name,
                        *((drive.name,) if drive is not None else ()),
                    )
                    prices = [part_price[n] for n in names]
                    template = Build(
                        chassis=case.name,
                        cpus=(CpuLine(cpu.name, 1),),
                        memory_gb=capacity,
                        gpus=(),
                        psus_w=(watts,) * units,
                        drives=(drive.name,) if drive is not None else (),
                        psu=psu.name,
                    )
                    out.append(
                        _Platform(
                            index=start + len(out),
                            template=template,
                            name=f"{case.name}; {cpu.name}; {memory.name}; {psu.name}",
                            base=str(_PARTS_BASE),
                            known_cny=sum(
                                (p.amount_cny for p in prices if p.amount_cny is not None),
                                Decimal(0),
                            ),
                            unpriced=tuple(
                                n for n, p in zip(names, prices) if p.amount_cny is None
                            ),
                            illustrative=any(
                                p.illustrative for p in prices if p.amount_cny is not None
                            ),
                            items=names,
                        )
                    )
    if skipped:
        notes.append(
            QT_TRANSLATE_NOOP("search", "left out: chassis {chassis}").format(
                chassis=join_texts(skipped)
            )
        )
    return out


def _space(catalog: Catalog, request: Request) -> _Space:
    rec = recommend(catalog, request)
    notes: list[Text] = []
    low, high = _gpu_count_range(catalog, request)
    platforms = _sku_platforms(catalog, notes, 0)
    platforms += _parts_platforms(catalog, notes, len(platforms))
    kinds = {
        (True, True): QT_TRANSLATE_NOOP("search", "SKU and parts"),
        (True, False): QT_TRANSLATE_NOOP("search", "SKU"),
        (False, True): QT_TRANSLATE_NOOP("search", "parts"),
        (False, False): QT_TRANSLATE_NOOP("search", "no"),
    }[(any(p.sku is not None for p in platforms), any(p.sku is None for p in platforms))]
    order = {g.name: i for i, g in enumerate(catalog.gpus)}
    per_doubling = rec.profile.scaling_per_doubling
    lines = []
    capped: list[Text] = []
    for gs in rec.gpus:
        cap = max_per_workstation(catalog, gs.gpu) if request.model_scale else None
        unit = price_of(catalog, gs.gpu.name, "gpu")
        for n in range(low, high + 1):
            if cap is not None and n > cap:
                capped.append(
                    QT_TRANSLATE_NOOP("search", "{gpu} above {most}").format(
                        gpu=gs.gpu.name, most=cap
                    )
                )
                break
            eff = effective_gpus(n, per_doubling)
            score = gs.score * eff
            lines.append(_Line(gs, order[gs.gpu.name], n, score, _rscore(score), eff, unit))
    if capped:
        notes.append(
            QT_TRANSLATE_NOOP(
                "search",
                "at most as many cards as fit one workstation by the {scale} scale rule: {gpus}",
            ).format(scale=scale_text(request.model_scale or ""), gpus=join_texts(capped))
        )
    if not platforms and not rec.skus:
        notes.append(
            QT_TRANSLATE_NOOP(
                "search", "the catalog {catalog!r} has no SKUs and no platform parts to build on"
            ).format(catalog=catalog.name)
        )
    priced = sorted((p for p in platforms if not p.unpriced), key=lambda p: (p.known_cny, p.index))
    return _Space(
        rec=rec,
        priced=priced,
        unpriced=[p for p in platforms if p.unpriced],
        lines=lines,
        printed=list(rec.skus),
        sku_rows={s.number: i for i, s in enumerate(catalog.skus)},
        budget=None if request.budget_cny is None else Decimal(request.budget_cny),
        counts=(low, high),
        notes=notes,
        platform_kinds=kinds,
    )


# ----------------------------------------------------------------------------- candidates


def _is_valid(verdicts: Iterable[Verdict]) -> bool:
    return not any(v.severity == ERROR for v in verdicts)


def _variant_price(
    catalog: Catalog, platform: _Platform, line: _Line
) -> tuple[Decimal, Text | str, bool]:
    """(price, basis, illustrative) of a custom build (the line's GPU priced)."""
    unit = line.price.amount_cny
    assert unit is not None
    price = platform.known_cny + line.count * unit
    illustrative = platform.illustrative or line.price.illustrative
    if platform.sku is not None:
        sku, old = platform.sku, platform.sku_gpu_price
        assert old is not None and old.amount_cny is not None
        swapped = _swap_price(
            f"SKU {sku.number}",
            _SKU_KIND,
            Decimal(sku.price_cny),
            data_text(sku.price_basis),
            sku.price_illustrative,
            [(sku.gpu, sku.gpu_count, old)],
            [(line.name, line.count, line.price)],
        )
        basis = swapped.basis_text  # its amount is ``price``: the same sum
    else:
        parts = join_texts(
            [
                QT_TRANSLATE_NOOP("search", "{part} {price}").format(
                    part=n, price=price_of(catalog, n, "part").label_text()
                )
                for n in platform.items
            ],
            "; ",
        )
        basis = QT_TRANSLATE_NOOP(
            "search", "parts {known} ({parts}) + {count} × {gpu} at {unit} ({basis}) = {price}"
        ).format(
            known=format_cny(platform.known_cny),
            parts=parts,
            count=line.count,
            gpu=line.name,
            unit=format_cny(unit),
            basis=line.price.basis_text,
            price=format_cny(price),
        )
    return price, basis, illustrative


_PricedLine = tuple[str, int, Price]  # (GPU model, cards, its list price)

_SKU_KIND = QT_TRANSLATE_NOOP("search", "SKU price: {basis}")
_CUSTOM_KIND = QT_TRANSLATE_NOOP("search", "custom build price: {basis}")


def _swap_price(
    base: str | Text,
    kind: Text,
    base_cny: Decimal,
    base_basis: Text | str,
    base_illustrative: bool,
    old: list[_PricedLine],
    new: list[_PricedLine],
) -> Price:
    """The price of ``base`` with its GPUs ``old`` replaced by ``new``: the base's price − the
    old GPUs at list price + the new ones at list price (the one derivation of custom build
    prices, module docstring). ``Price(None, reason)`` when a GPU has no list price or the
    base less its GPUs is not above 0. ``base`` names it ("SKU 1.7"), ``kind`` words its
    price in the basis (:data:`_SKU_KIND`: "SKU price: ...")."""
    missing = [model for model, count, price in [*old, *new] if count and price.amount_cny is None]
    if missing:
        names = join_texts(list(dict.fromkeys(missing)))
        template = (
            QT_TRANSLATE_NOOP(
                "search", "{to_be_set}: {gpus} has no list price, so the price cannot be derived"
            )
            if len(set(missing)) == 1
            else QT_TRANSLATE_NOOP(
                "search", "{to_be_set}: {gpus} have no list price, so the price cannot be derived"
            )
        )
        return Price(None, template.format(to_be_set=PRICE_TO_BE_SET_TEXT, gpus=names))
    terms_old = [(model, count, price.amount_cny) for model, count, price in old if count]
    terms_new = [(model, count, price.amount_cny) for model, count, price in new if count]
    platform = base_cny - sum((count * unit for _, count, unit in terms_old), Decimal(0))
    if platform <= 0:
        return Price(
            None,
            QT_TRANSLATE_NOOP(
                "search",
                "{to_be_set}: {base}'s price {price} less its GPUs at list price is "
                "{platform}, not above 0",
            ).format(
                to_be_set=PRICE_TO_BE_SET_TEXT,
                base=base,
                price=format_cny(base_cny),
                platform=format_cny(platform),
            ),
        )
    amount = platform + sum((count * unit for _, count, unit in terms_new), Decimal(0))
    terms = [
        QT_TRANSLATE_NOOP("search", " − {count} × {gpu} at list {unit}").format(
            count=count, gpu=model, unit=format_cny(unit)
        )  # type: ignore[arg-type]
        for model, count, unit in terms_old
    ]
    terms += [
        QT_TRANSLATE_NOOP("search", " + {count} × {gpu} at list {unit}").format(
            count=count, gpu=model, unit=format_cny(unit)
        )  # type: ignore[arg-type]
        for model, count, unit in terms_new
    ]
    bases = {model: price.basis_text for model, count, price in [*old, *new] if count}
    values = {
        "base": base,
        "price": format_cny(base_cny),
        "terms": join_texts(terms, ""),
        "amount": format_cny(amount),
        "kind": kind.format(basis=base_basis),
    }
    if bases:
        text = QT_TRANSLATE_NOOP(
            "search", "{base}'s price {price}{terms} = {amount} ({kind}; list prices: {lists})"
        ).format(
            lists=join_texts(
                [
                    QT_TRANSLATE_NOOP("search", "{gpu} {basis}").format(gpu=model, basis=basis)
                    for model, basis in bases.items()
                ],
                "; ",
            ),
            **values,
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "search", "{base}'s price {price}{terms} = {amount} ({kind})"
        ).format(**values)
    illustrative = base_illustrative or any(p.illustrative for _, c, p in [*old, *new] if c)
    return Price(amount, text, illustrative)


def derived_price(catalog: Catalog, build: Build, base: Sku | CustomBuild) -> Price:
    """The price of ``build``, a change of ``base`` (a printed SKU, or a custom build of a
    search's front) in its GPUs only, derived as the search derives custom build prices
    (module docstring): the base's price − its GPUs at list price + ``build``'s GPUs at list
    price (``data/<catalog>/prices.toml``).

    Unlike the search, which gives SKUs with identical platforms the lowest of their derived
    prices, the base's own price is used, so a build with the base's very GPUs costs exactly
    the base's price (moving a card never changes it; no list price is needed then).

    Returns:
        The price, with its basis (the sum with its numbers) and whether it is illustrative;
        ``Price(None, reason)`` (:data:`rigwright.core.pricing.prices.PRICE_TO_BE_SET`, never a guess) when
        the build changes more than its GPUs and their slots (chassis, CPUs, memory, PSUs,
        drives or NVLink bridges: the catalog prices workstations and parts, not such
        changes), a GPU that changes has no list price, or the base less its GPUs is not
        above 0 (as the search leaves such a platform out).

    Raises:
        KeyError: a GPU the catalog does not know.
        ComponentError: ``base`` is a SKU whose cells cannot be read into a build.
    """
    name: Text | str
    basis: Text | str
    if isinstance(base, CustomBuild):
        base_build, kind = base.build, _CUSTOM_KIND
        name = QT_TRANSLATE_NOOP("search", "the custom build") if not base.printed else base.base
        base_cny, basis, illustrative = base.price_cny, base.price_basis_text, base.illustrative
    else:
        base_build, name, kind = build_from_sku(base, catalog), f"SKU {base.number}", _SKU_KIND
        base_cny, basis, illustrative = (
            Decimal(base.price_cny),
            data_text(base.price_basis),
            base.price_illustrative,
        )

    def platform(b: Build) -> Build:
        return replace(b, gpus=(), placement=None, label="")

    if platform(build) != platform(base_build):
        return Price(
            None,
            QT_TRANSLATE_NOOP(
                "search",
                "{to_be_set}: the build changes more than {base}'s GPUs, and the catalog "
                "prices no such change",
            ).format(to_be_set=PRICE_TO_BE_SET_TEXT, base=name),
        )
    if sorted((g.model, g.count) for g in build.gpus) == sorted(
        (g.model, g.count) for g in base_build.gpus
    ):
        return Price(
            base_cny,
            QT_TRANSLATE_NOOP("search", "{base}'s price {price}, the same GPUs ({kind})").format(
                base=name, price=format_cny(base_cny), kind=kind.format(basis=basis)
            ),
            illustrative,
        )

    def priced(lines: tuple[GpuLine, ...]) -> list[_PricedLine]:
        return [
            (catalog.gpu(g.model).name, g.count, price_of(catalog, g.model, "gpu")) for g in lines
        ]

    return _swap_price(
        name, kind, base_cny, basis, illustrative, priced(base_build.gpus), priced(build.gpus)
    )


def _custom_build(
    catalog: Catalog,
    space: _Space,
    platform: _Platform | None,
    sku_score: SkuScore | None,
    line: _Line | None,
    price: Decimal,
    basis: Text | str,
    illustrative: bool,
    verdicts: list[Verdict],
) -> CustomBuild:
    profile = space.rec.profile
    if sku_score is not None:
        sku = sku_score.sku
        build = build_from_sku(sku, catalog)
        gpu, count, gpu_score, eff = (
            sku.gpu,
            sku.gpu_count,
            sku_score.gpu_score,
            sku_score.effective_gpus,
        )
        score, base, printed = sku_score.score, f"SKU {sku.number}", True
        where = QT_TRANSLATE_NOOP("search", "printed SKU {number} {code} at its own price").format(
            number=sku.number, code=sku.code
        )
        basis = data_text(str(basis))  # the SKU's own price basis: catalog data
    else:
        assert platform is not None and line is not None
        gpu, count, gpu_score, eff, score = (
            line.name,
            line.count,
            line.gpu.score,
            line.eff,
            line.score,
        )
        build = replace(
            platform.template,
            gpus=(GpuLine(gpu, count),),
            label=f"custom: {platform.name}, {count} × {gpu}",
        )
        base, printed = platform.base, False
        where = (
            QT_TRANSLATE_NOOP(
                "search", "platform of SKU {number} {code} with another GPU line"
            ).format(number=platform.sku.number, code=platform.sku.code)
            if platform.sku is not None
            else QT_TRANSLATE_NOOP("search", "built from parts: {platform}").format(
                platform=platform.name
            )
        )
    cost = amount_text(price, illustrative)
    reasons = [
        worth_reason(count, gpu, gpu_score, eff, profile),
        (
            QT_TRANSLATE_NOOP("search", "{price}: {per_point} per score point").format(
                price=cost, per_point=format_cny(price / Decimal(repr(score)))
            )
            if score > 0
            else cost
        ),
        where,
    ]
    warnings = [v for v in verdicts if v.severity == WARNING]
    if warnings:
        reasons.append(
            QT_TRANSLATE_NOOP("search", "{n} warning(s): {messages}").format(
                n=len(warnings), messages=join_texts([_message_text(v) for v in warnings], "; ")
            )
        )
    return CustomBuild(
        build=build,
        score=score,
        gpu_score=gpu_score,
        effective_gpus=eff,
        price_cny=price,
        price_basis_text=basis,
        illustrative=illustrative,
        base=base,
        verdicts=tuple(verdicts),
        reasons_text=tuple(reasons),
        printed=printed,
        gpu=gpu,
        count=count,
    )


def _message_text(verdict: Verdict) -> Text | str:
    """A verdict's message, translatable where the rules give it so."""
    return getattr(verdict, "message_text", verdict.message)


def _printed_entry(space: _Space, sku_score: SkuScore) -> tuple[Decimal, float, tuple[int, ...]]:
    sku = sku_score.sku
    return (
        Decimal(sku.price_cny),
        _rscore(sku_score.score),
        candidate_key(None, space.sku_rows[sku.number], 0, 0),
    )


def _printed_verdicts(catalog: Catalog, sku: Sku, site: Site | None) -> list[Verdict]:
    return check_build(build_from_sku(sku, catalog), catalog, site)


def _unpriced_note(result_unpriced: dict[str, int], total: int) -> Text:
    items = join_texts(
        [
            QT_TRANSLATE_NOOP("search", "{item} ({candidates})").format(item=name, candidates=n)
            for name, n in result_unpriced.items()
        ]
    )
    return QT_TRANSLATE_NOOP(
        "search",
        "{total} valid-looking candidates need prices for: {items}; import a price "
        "list (rigwright catalog import) to include them",
    ).format(total=total, items=items)


def _summary_note(space: _Space, size: int, evaluated: int, front: int) -> Text:
    low, high = space.counts
    gpus = len({line.name for line in space.lines})
    n_platforms = len(space.priced) + len(space.unpriced)
    return QT_TRANSLATE_NOOP(
        "search",
        "searched {platforms} {kinds} platform(s) × {gpus} GPU model(s) × {low}-{high} "
        "GPUs, beside {printed} printed SKU(s) that pass the filters: {size} candidates, "
        "{evaluated} checked by the rules, {front} on the front (printed SKUs compete at their "
        "own price and are marked SKU)",
    ).format(
        platforms=n_platforms,
        kinds=space.platform_kinds,
        gpus=gpus,
        low=low,
        high=high,
        printed=len(space.printed),
        size=size,
        evaluated=evaluated,
        front=front,
    )


def _illustrative_note(front: list[CustomBuild]) -> list[Text]:
    if any(b.illustrative and not b.printed for b in front):
        return [
            QT_TRANSLATE_NOOP(
                "search",
                "prices marked (illustrative) use illustrative prices (for the seed: "
                "launch MSRPs × an assumed exchange rate, not from the seed); import the vendor's "
                "price list for firm ones",
            )
        ]
    return []


# ----------------------------------------------------------------------------- search


def _count_unpriced(space: _Space) -> tuple[int, dict[str, int]]:
    """Candidates that pass the filters but lack a price, by bisection (no enumeration).

    A candidate counts when the known part of its price is within the budget (an unknown
    price only adds to it, so one above the budget is out whatever the price)."""
    budget = space.budget
    all_platforms = sorted([*space.priced, *space.unpriced], key=lambda p: p.known_cny)
    all_known = [p.known_cny for p in all_platforms]
    unpriced_known = sorted(p.known_cny for p in space.unpriced)
    item_known: dict[str, list[Decimal]] = {}
    for p in space.unpriced:
        for item in p.unpriced:
            item_known.setdefault(item, []).append(p.known_cny)
    for known in item_known.values():
        known.sort()
    printed_at: dict[tuple[str, int], list[_Platform]] = {}
    for p in [*space.priced, *space.unpriced]:
        for pair in p.printed_lines:
            printed_at.setdefault(pair, []).append(p)

    def within(values: list[Decimal], extra: Decimal) -> int:
        return len(values) if budget is None else bisect_right(values, budget - extra)

    total = 0
    counts: dict[str, int] = {}
    for line in space.lines:
        unit = line.price.amount_cny
        extra = Decimal(0) if unit is None else line.count * unit
        limit = None if budget is None else budget - extra
        skip = [
            p
            for p in printed_at.get((line.name, line.count), ())
            if (unit is None or p.unpriced) and (limit is None or p.known_cny <= limit)
        ]
        if unit is None:
            n = within(all_known, extra) - len(skip)
            if n:
                counts[line.name] = counts.get(line.name, 0) + n
        else:
            n = within(unpriced_known, extra) - len(skip)
        total += n
        for item, known in item_known.items():
            m = within(known, extra) - sum(1 for p in skip if item in p.unpriced)
            if m:
                counts[item] = counts.get(item, 0) + m
    return total, dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


class _Checker:
    """The rules on the search's custom candidates, sharing what provably can be shared (the
    module docstring, "Sharing the rules' work"). ``plats``: the priced platforms, by sweep
    position; ``lines``: the space's GPU lines, by index."""

    def __init__(
        self, catalog: Catalog, site: Site | None, plats: list[_Platform], lines: list[_Line]
    ) -> None:
        self.catalog, self.site, self.plats, self.lines = catalog, site, plats, lines
        ids: dict[tuple[Any, ...], int] = {}
        # each platform's chassis key (its template's: no GPUs) as a small int
        self.shape = [ids.setdefault(chassis_key(p.template), len(ids)) for p in plats]
        # (shape, line index) -> the chassis-level verdicts by rule, or None when they hold
        # an error
        self.chassis: dict[tuple[int, int], dict[str, list[Verdict]] | None] = {}
        # (shape, GPU index) -> the fewest cards found invalid by a count-monotone error of
        # the chassis-level rules; (position, GPU index) -> the same for the other rules
        self.shape_dead: dict[tuple[int, int], int] = {}
        self.platform_dead: dict[tuple[int, int], int] = {}
        self.runs = 0  # check_rules calls

    def known_invalid(self, pos: int, li: int) -> bool:
        """True when the candidate (platform at ``pos``, line ``li``) is already known to be
        invalid, without running a rule."""
        line, shape = self.lines[li], self.shape[pos]
        if (shape, li) in self.chassis and self.chassis[(shape, li)] is None:
            return True
        dead = self.shape_dead.get((shape, line.gpu_index))
        if dead is not None and line.count >= dead:
            return True
        dead = self.platform_dead.get((pos, line.gpu_index))
        return dead is not None and line.count >= dead

    def verdicts(self, pos: int, li: int) -> list[Verdict] | None:
        """The candidate's verdicts as :func:`rigwright.core.build.rules.check_build` gives them, or None when
        it is invalid."""
        if self.known_invalid(pos, li):
            return None
        line, shape = self.lines[li], self.shape[pos]
        build = replace(self.plats[pos].template, gpus=(GpuLine(line.name, line.count),))
        key = (shape, li)
        if key in self.chassis:
            chassis = self.chassis[key]
        else:
            self.runs += 1
            chassis = check_rules(build, self.catalog, self.site, CHASSIS_RULES)
            errors = {v.rule for vs in chassis.values() for v in vs if v.severity == ERROR}
            if errors:
                chassis = None
                if errors & COUNT_MONOTONE_ERRORS:
                    _lower(self.shape_dead, (shape, line.gpu_index), line.count)
            self.chassis[key] = chassis
        if chassis is None:
            return None
        self.runs += 1
        rest = check_rules(build, self.catalog, self.site, PLATFORM_RULES)
        errors = {v.rule for vs in rest.values() for v in vs if v.severity == ERROR}
        if errors:
            if errors & COUNT_MONOTONE_ERRORS:
                _lower(self.platform_dead, (pos, line.gpu_index), line.count)
            return None
        return in_rule_order(chassis, rest)


def _lower(table: dict[tuple[int, int], int], key: tuple[int, int], count: int) -> None:
    old = table.get(key)
    if old is None or count < old:
        table[key] = count


def search_builds(
    catalog: Catalog,
    request: Request,
    site: Site | None = None,
    *,
    cancelled: Callable[[], bool] | None = None,
) -> SearchResult:
    """The Pareto front of score against price among valid builds for ``request``.

    Args:
        catalog: the catalog (its SKUs, platform parts and price list).
        request: workload, budget (CNY, inclusive), model scale, minimum GPU memory, GPU-count
            range and weights, as for :func:`rigwright.core.recommend.ranking.recommend`.
        site: the customer's site limits, passed to :func:`rigwright.core.build.rules.check_build`.
        cancelled: asked every :data:`CANCEL_POLL` candidates (and at the start); True stops
            the search.

    Returns:
        The front cheapest first, the space's size, how many candidates the rules ran on,
        the items whose missing price kept candidates out, and notes.

    Raises:
        SearchCancelled: ``cancelled()`` returned True.
        UnknownWorkload, ValueError: a bad request (as :func:`rigwright.core.recommend.ranking.recommend`).
    """
    if cancelled is not None and cancelled():
        raise SearchCancelled
    space = _space(catalog, request)
    budget = space.budget
    plats = space.priced
    known = [p.known_cny for p in plats]
    size = 0
    # The heap holds one candidate per live line: (price, -score, key, line, position, end);
    # printed SKUs are lines of one candidate (line -1 - i).
    heap: list[tuple[Decimal, float, tuple[int, ...], int, int, int]] = []

    checker = _Checker(catalog, site, plats, space.lines)

    def next_position(li: int, pos: int, end: int) -> int:
        # the next candidate of line li: not a printed SKU's own line, not known invalid
        line = space.lines[li]
        while pos < end and (
            (line.name, line.count) in plats[pos].printed_lines or checker.known_invalid(pos, li)
        ):
            pos += 1
        return pos

    printed_at: dict[tuple[str, int], list[int]] = {}
    for pos, p in enumerate(plats):
        for pair in p.printed_lines:
            printed_at.setdefault(pair, []).append(pos)
    for i, line in enumerate(space.lines):
        if line.price.amount_cny is None:
            continue
        unit = line.count * line.price.amount_cny
        end = len(plats) if budget is None else bisect_right(known, budget - unit)
        size += end - sum(1 for q in printed_at.get((line.name, line.count), ()) if q < end)
        pos = next_position(i, 0, end)
        if pos < end:
            p = plats[pos]
            heap.append(
                (
                    p.known_cny + unit,
                    -line.rscore,
                    candidate_key(p.index, None, line.gpu_index, line.count),
                    i,
                    pos,
                    end,
                )
            )
    for j, sku_score in enumerate(space.printed):
        price, rscore, key = _printed_entry(space, sku_score)
        heap.append((price, -rscore, key, -1 - j, 0, 1))
        size += 1
    heapq.heapify(heap)
    unpriced_total, unpriced = _count_unpriced(space)
    size += unpriced_total

    best = -math.inf
    evaluated = popped = printed_runs = 0
    front: list[CustomBuild] = []
    while heap:
        popped += 1
        if cancelled is not None and popped % CANCEL_POLL == 0 and cancelled():
            raise SearchCancelled
        price, neg, _, li, pos, end = heapq.heappop(heap)
        if -neg <= best:
            continue  # this candidate, and every later one of its line, cannot beat the best
        evaluated += 1
        if li < 0:
            sku_score = space.printed[-1 - li]
            printed_runs += 1
            verdicts = _printed_verdicts(catalog, sku_score.sku, site)
            if _is_valid(verdicts):
                sku = sku_score.sku
                front.append(
                    _custom_build(
                        catalog,
                        space,
                        None,
                        sku_score,
                        None,
                        price,
                        sku.price_basis,
                        sku.price_illustrative,
                        verdicts,
                    )
                )
                best = -neg
            continue
        line, platform = space.lines[li], plats[pos]
        verdicts = checker.verdicts(pos, li)
        if verdicts is not None:
            _, basis, illustrative = _variant_price(catalog, platform, line)
            front.append(
                _custom_build(
                    catalog, space, platform, None, line, price, basis, illustrative, verdicts
                )
            )
            best = -neg
            continue
        pos = next_position(li, pos + 1, end)
        if pos < end:
            p = plats[pos]
            unit = line.count * line.price.amount_cny  # type: ignore[operator]
            heapq.heappush(
                heap,
                (
                    p.known_cny + unit,
                    neg,
                    candidate_key(p.index, None, line.gpu_index, line.count),
                    li,
                    pos,
                    end,
                ),
            )
    notes = [_summary_note(space, size, evaluated, len(front)), *space.notes]
    if unpriced:
        notes.append(_unpriced_note(unpriced, unpriced_total))
    notes += _illustrative_note(front)
    return SearchResult(
        front=front,
        space_size=size,
        evaluated=evaluated,
        unpriced=unpriced,
        notes_text=notes,
        unpriced_candidates=unpriced_total,
        rule_runs=checker.runs + printed_runs,
    )


# ----------------------------------------------------------------------------- brute force


def brute_force_front(catalog: Catalog, request: Request, site: Site | None = None) -> SearchResult:
    """The same front by checking every candidate (for tests and the bench).

    Every candidate of the space is priced from scratch (:func:`rigwright.core.pricing.prices.total_price`
    over all its parts and GPUs; for a SKU platform, the SKU's price and the list prices
    looked up again), every priced one within the budget is checked by the rules, and the
    front is the definition applied pair by pair (:func:`dominates`, ties by
    :func:`candidate_key`). Slow by design: quadratic in the valid candidates.
    """
    space = _space(catalog, request)
    budget = space.budget
    candidates: list[
        tuple[Decimal, float, tuple[int, ...], _Platform | None, SkuScore | None, _Line | None]
    ] = []
    unpriced: dict[str, int] = {}
    unpriced_total = 0
    # total_price over the platform's parts once per platform and over each GPU line once
    # (a total_price call per candidate costs about a millisecond: it looks every part name up
    # as a GPU first); the two totals add up as one total over all the items would.
    part_totals = {
        p.index: total_price(catalog, p.items)
        for p in space.unpriced + space.priced
        if p.sku is None
    }
    gpu_totals = {
        (line.name, line.count): total_price(catalog, [(line.name, line.count)])
        for line in space.lines
    }
    for platform in [*space.priced, *space.unpriced]:
        for line in space.lines:
            if (line.name, line.count) in platform.printed_lines:
                continue
            gpus = gpu_totals[(line.name, line.count)]
            if platform.sku is not None:
                sku = platform.sku
                old = price_of(catalog, sku.gpu, "gpu").amount_cny
                assert old is not None
                missing = gpus.unpriced
                price = Decimal(sku.price_cny) - sku.gpu_count * old + gpus.known_cny
            else:
                parts = part_totals[platform.index]
                missing = parts.unpriced + gpus.unpriced
                price = parts.known_cny + gpus.known_cny
            if budget is not None and price > budget:
                continue
            if missing:
                unpriced_total += 1
                for item in missing:
                    unpriced[item] = unpriced.get(item, 0) + 1
                continue
            candidates.append(
                (
                    price,
                    line.rscore,
                    candidate_key(platform.index, None, line.gpu_index, line.count),
                    platform,
                    None,
                    line,
                )
            )
    for sku_score in space.printed:
        price, rscore, key = _printed_entry(space, sku_score)
        candidates.append((price, rscore, key, None, sku_score, None))
    valid = []
    for cand in candidates:
        price, _, _, platform, sku_score, line = cand
        if sku_score is not None:
            verdicts = _printed_verdicts(catalog, sku_score.sku, site)
        else:
            assert platform is not None and line is not None
            verdicts = check_build(
                replace(platform.template, gpus=(GpuLine(line.name, line.count),)), catalog, site
            )
        if _is_valid(verdicts):
            valid.append((cand, verdicts))
    front = []
    for cand, verdicts in valid:
        point = (cand[0], cand[1])
        beaten = any(
            dominates((other[0], other[1]), point)
            or ((other[0], other[1]) == point and other[2] < cand[2])
            for other, _ in valid
        )
        if beaten:
            continue
        price, _, _, platform, sku_score, line = cand
        if sku_score is not None:
            sku = sku_score.sku
            front.append(
                _custom_build(
                    catalog,
                    space,
                    None,
                    sku_score,
                    None,
                    price,
                    sku.price_basis,
                    sku.price_illustrative,
                    verdicts,
                )
            )
        else:
            assert platform is not None and line is not None
            _, basis, illustrative = _variant_price(catalog, platform, line)
            front.append(
                _custom_build(
                    catalog, space, platform, None, line, price, basis, illustrative, verdicts
                )
            )
    front.sort(key=lambda b: (b.price_cny, -_rscore(b.score)))
    unpriced = dict(sorted(unpriced.items(), key=lambda kv: (-kv[1], kv[0])))
    size = len(candidates) + unpriced_total
    notes = [_summary_note(space, size, len(candidates), len(front)), *space.notes]
    if unpriced:
        notes.append(_unpriced_note(unpriced, unpriced_total))
    notes += _illustrative_note(front)
    return SearchResult(
        front=front,
        space_size=size,
        evaluated=len(candidates),
        unpriced=unpriced,
        notes_text=notes,
        unpriced_candidates=unpriced_total,
        rule_runs=len(candidates),
    )
