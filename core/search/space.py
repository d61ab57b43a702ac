"""The search space: platforms (SKU platforms with derived prices, parts platforms) and GPU
lines for a request, as docs/custom-search.md defines them."""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal

from rigwright.core.build.model import Build, CpuLine, build_from_sku
from rigwright.core.build.rules import board_of
from rigwright.core.catalog.components import ComponentError
from rigwright.core.catalog.markets import for_market
from rigwright.core.catalog.model import Catalog, Part, PartKind, Sku, join_texts
from rigwright.core.pricing.money import format_cny
from rigwright.core.pricing.prices import Price, price_of
from rigwright.core.recommend.ranking import (
    GpuScore,
    Recommendation,
    Request,
    SkuScore,
    effective_gpus,
    max_per_workstation,
    recommend,
    scale_text,
)
from rigwright.core.search.consistency import SkuMark, sku_marks
from rigwright.core.search.results import DEFAULT_MAX_GPUS, PARTS_BASE, SCORE_DIGITS
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text


@dataclass(frozen=True, slots=True)
class Platform:
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
    marks: tuple[SkuMark, ...] = ()  # SKUs whose parts it holds: its prices' floors


@dataclass(frozen=True, slots=True)
class Line:
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
        """The GPU model's canonical name."""
        return self.gpu.gpu.name


@dataclass(slots=True)
class Space:
    """The space of a request: its recommendation, platforms (priced ones sorted by price),
    GPU lines, printed SKUs, budget (CNY), GPU-count range and notes."""

    rec: Recommendation
    priced: list[Platform]  # sorted by (known_cny, index)
    unpriced: list[Platform]
    lines: list[Line]
    printed: list[SkuScore]
    sku_rows: dict[str, int]
    budget: Decimal | None
    counts: tuple[int, int]
    notes: list[Text]
    platform_kinds: Text


def rounded_score(score: float) -> float:
    """``score`` rounded to :data:`SCORE_DIGITS` decimals, as scores are compared."""
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


def _sku_platforms(
    catalog: Catalog, notes: list[Text], start: int, groups: dict[Build, list[tuple[Sku, Build]]]
) -> list[Platform]:
    """The SKU platforms, deduplicated, with their derived prices (docs/custom-search.md).

    ``groups`` (empty on the call) is filled with each readable SKU's platform (its build
    without GPUs) and the SKUs on it, those whose platform is left out included."""
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
    out: list[Platform] = []
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
            Platform(
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


def _parts_platforms(
    catalog: Catalog,
    notes: list[Text],
    start: int,
    printed: dict[Build, frozenset[tuple[str, int]]],
) -> list[Platform]:
    """The parts platforms (docs/custom-search.md), in generation order: chassis, CPU,
    memory kit, PSU option in the parts file's order.

    ``printed`` maps a SKU's platform to its SKUs' GPU lines: a parts platform that is a SKU's
    very platform (a SKU built from parts, with one system drive) does not take those lines
    again, as the SKU's own platform does not (that build *is* the printed SKU)."""
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
    out: list[Platform] = []
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
                        Platform(
                            index=start + len(out),
                            template=template,
                            name=f"{case.name}; {cpu.name}; {memory.name}; {psu.name}",
                            base=str(PARTS_BASE),
                            known_cny=sum(
                                (p.amount_cny for p in prices if p.amount_cny is not None),
                                Decimal(0),
                            ),
                            unpriced=tuple(
                                n
                                for n, p in zip(names, prices, strict=True)
                                if p.amount_cny is None
                            ),
                            illustrative=any(
                                p.illustrative for p in prices if p.amount_cny is not None
                            ),
                            items=names,
                            printed_lines=printed.get(template, frozenset()),
                        )
                    )
    if skipped:
        notes.append(
            QT_TRANSLATE_NOOP("search", "left out: chassis {chassis}").format(
                chassis=join_texts(skipped)
            )
        )
    return out


def _marked(
    catalog: Catalog, platforms: list[Platform], groups: dict[Build, list[tuple[Sku, Build]]]
) -> list[Platform]:
    members = [m for ms in groups.values() for m in ms]
    return [replace(p, marks=sku_marks(catalog, p.template, members)) for p in platforms]


_LAST: list[tuple[Catalog, list[Platform]]] = []
# The last catalog's platforms: a quote prices each of its custom lines against one catalog.


def catalog_platforms(catalog: Catalog) -> list[Platform]:
    """Every platform of ``catalog`` as the search prices it (SKU platforms, then parts
    platforms, each with its SKU marks), whatever the request or market."""
    if _LAST and _LAST[0][0] is catalog:
        return _LAST[0][1]
    out = _all_platforms(catalog, [])
    _LAST[:] = [(catalog, out)]
    return out


def _all_platforms(catalog: Catalog, notes: list[Text]) -> list[Platform]:
    """The SKU platforms, then the parts platforms, each with its SKU marks; what was left
    out goes to ``notes``."""
    groups: dict[Build, list[tuple[Sku, Build]]] = {}
    platforms = _sku_platforms(catalog, notes, 0, groups)
    printed = {
        template: frozenset((s.gpu, s.gpu_count) for s, _ in members)
        for template, members in groups.items()
    }
    platforms += _parts_platforms(catalog, notes, len(platforms), printed)
    return _marked(catalog, platforms, groups)


def build_space(catalog: Catalog, request: Request) -> Space:
    """The space of ``request`` on ``catalog`` (docs/custom-search.md, "The space")."""
    # Parts and SKUs the request's market does not sell never make a platform; its unsold
    # GPUs (and the cards no workstation takes) the recommendation leaves out, with reasons.
    catalog = for_market(catalog, request.market, gpus=False)
    rec = recommend(catalog, request)
    notes: list[Text] = []
    low, high = _gpu_count_range(catalog, request)
    platforms = _all_platforms(catalog, notes)
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
    # A sized model needs at least as many cards as hold it: fewer are not builds to offer.
    fits = rec.sized.gpu_fits if rec.sized is not None else {}
    for gs in rec.gpus:
        cap = max_per_workstation(catalog, gs.gpu) if request.model_scale else None
        unit = price_of(catalog, gs.gpu.name, "gpu")
        fit = fits.get(gs.gpu.name)
        least = max(low, fit.count) if fit is not None and fit.count is not None else low
        for n in range(least, high + 1):
            if cap is not None and n > cap:
                capped.append(
                    QT_TRANSLATE_NOOP("search", "{gpu} above {most}").format(
                        gpu=gs.gpu.name, most=cap
                    )
                )
                break
            eff = effective_gpus(n, per_doubling)
            score = gs.score * eff
            lines.append(Line(gs, order[gs.gpu.name], n, score, rounded_score(score), eff, unit))
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
    return Space(
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
