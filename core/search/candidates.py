"""The search's candidates made into front builds: their prices and price bases, reasons,
verdicts, and the result's notes; the count of candidates left out for a missing price."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import replace
from decimal import Decimal

from rigwright.core.build.model import Build, GpuLine, build_from_sku
from rigwright.core.build.rules import ERROR, WARNING, Site, Verdict, check_build
from rigwright.core.catalog.components import ComponentError
from rigwright.core.catalog.model import Catalog, Sku, data_text, join_texts
from rigwright.core.pricing import derived as pricing
from rigwright.core.pricing.derived import CUSTOM_KIND, PriceBase, sku_base, swap_price
from rigwright.core.pricing.money import format_cny
from rigwright.core.pricing.prices import Price, amount_text, price_of
from rigwright.core.recommend.ranking import SkuScore, worth_reason
from rigwright.core.search.consistency import floored, platform_of, price_floor, sku_marks
from rigwright.core.search.results import CustomBuild
from rigwright.core.search.space import (
    Line,
    Platform,
    Space,
    candidate_key,
    catalog_platforms,
    rounded_score,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text


def is_valid(verdicts: Iterable[Verdict]) -> bool:
    """True when no verdict is of severity "error"."""
    return not any(v.severity == ERROR for v in verdicts)


def variant_price(
    catalog: Catalog, platform: Platform, line: Line
) -> tuple[Decimal, Text | str, bool]:
    """(price, basis, illustrative) of a custom build (the line's GPU priced)."""
    unit = line.price.amount_cny
    assert unit is not None
    price = platform.known_cny + line.count * unit
    illustrative = platform.illustrative or line.price.illustrative
    if platform.sku is not None:
        sku, old = platform.sku, platform.sku_gpu_price
        assert old is not None and old.amount_cny is not None
        swapped = swap_price(
            sku_base(sku), [(sku.gpu, sku.gpu_count, old)], [(line.name, line.count, line.price)]
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
    price, basis = floored(price, basis, platform_floor(platform, line))
    return price, basis, illustrative


def platform_floor(platform: Platform, line: Line) -> tuple[Decimal, Text] | None:
    """The least ``line`` on ``platform`` may cost by the catalog's own SKU prices, and why
    (:func:`rigwright.core.search.consistency.price_floor`); None when no SKU bounds it."""
    return price_floor(platform.marks, line.name, line.count, line.price.amount_cny)


def candidate_price(platform: Platform, line: Line) -> Decimal:
    """The price of ``line`` on ``platform``, CNY: the platform's price plus the cards at list
    price, raised to the floor the catalog's own SKU prices set."""
    unit = line.price.amount_cny
    assert unit is not None
    amount = platform.known_cny + line.count * unit
    floor = platform_floor(platform, line)
    return amount if floor is None else max(amount, floor[0])


def derived_price(catalog: Catalog, build: Build, base: Sku | CustomBuild) -> Price:
    """The price of ``build``, a change of ``base`` (a printed SKU, or a custom build of a
    search's front) in its GPUs only, derived as the search derives custom build prices
    (:func:`rigwright.core.pricing.derived.derived_price`): the base's price − its GPUs at list
    price + ``build``'s GPUs at list price.

    Unlike the search, which gives SKUs with identical platforms the lowest of their derived
    prices, the base's own price is used, so a build with the base's very GPUs costs exactly
    the base's price (moving a card never changes it; no list price is needed then).

    Returns:
        The price, with its basis (the sum with its numbers) and whether it is illustrative;
        ``Price(None, reason)`` (:data:`rigwright.core.pricing.prices.PRICE_TO_BE_SET`, never a
        guess) when the build changes more than its GPUs and their slots (chassis, CPUs,
        memory, PSUs, drives or NVLink bridges), a GPU that changes has no list price, or the
        base less its GPUs is not above 0 (as the search leaves such a platform out).

    Raises:
        KeyError: a GPU the catalog does not know.
        ComponentError: ``base`` is a SKU whose cells cannot be read into a build.
    """
    if isinstance(base, CustomBuild):
        base_build = base.build
        name = QT_TRANSLATE_NOOP("search", "the custom build") if not base.printed else base.base
        price_base = PriceBase(
            name, CUSTOM_KIND, base.price_cny, base.price_basis_text, base.illustrative
        )
    else:
        base_build, price_base = build_from_sku(base, catalog), sku_base(base)

    def platform(b: Build) -> Build:
        return replace(b, gpus=(), placement=None, label="")

    price = pricing.derived_price(
        catalog,
        price_base,
        [(g.model, g.count) for g in base_build.gpus],
        [(g.model, g.count) for g in build.gpus],
        only_gpus_change=platform(build) == platform(base_build),
    )
    if price.amount_cny is None or len(build.gpus) != 1:
        return price
    # The same floor the search keeps to: the catalog's own SKUs whose parts the build holds.
    members = []
    for sku in catalog.skus:
        try:
            members.append((sku, build_from_sku(sku, catalog)))
        except (ComponentError, KeyError, ValueError):
            continue
    name = catalog.gpu(build.gpus[0].model).name
    floor = price_floor(
        sku_marks(catalog, platform_of(build), members),
        name,
        build.gpus[0].count,
        price_of(catalog, name, "gpu").amount_cny,
    )
    amount, basis = floored(price.amount_cny, price.basis_text, floor)
    return Price(amount, basis, price.illustrative)


def front_build(
    catalog: Catalog,
    space: Space,
    platform: Platform | None,
    sku_score: SkuScore | None,
    line: Line | None,
    price: Decimal,
    verdicts: list[Verdict],
) -> CustomBuild:
    """The front's build of a valid candidate at ``price``: a printed SKU (``sku_score``, its
    own price basis) or ``platform`` with ``line`` (the basis of :func:`variant_price`)."""
    if sku_score is not None:
        sku = sku_score.sku
        return custom_build(
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
    assert platform is not None and line is not None
    _, basis, illustrative = variant_price(catalog, platform, line)
    return custom_build(catalog, space, platform, None, line, price, basis, illustrative, verdicts)


def custom_build(
    catalog: Catalog,
    space: Space,
    platform: Platform | None,
    sku_score: SkuScore | None,
    line: Line | None,
    price: Decimal,
    basis: Text | str,
    illustrative: bool,
    verdicts: list[Verdict],
) -> CustomBuild:
    """The front's build of a candidate: a printed SKU (``sku_score``) or a platform with a GPU
    line, at ``price`` with its ``basis``, with its reasons and ``verdicts``."""
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


def printed_entry(space: Space, sku_score: SkuScore) -> tuple[Decimal, float, tuple[int, ...]]:
    """A printed SKU as a candidate: (its own price, rounded score, :func:`candidate_key`)."""
    sku = sku_score.sku
    return (
        Decimal(sku.price_cny),
        rounded_score(sku_score.score),
        candidate_key(None, space.sku_rows[sku.number], 0, 0),
    )


def printed_verdicts(catalog: Catalog, sku: Sku, site: Site | None) -> list[Verdict]:
    """Every rule's verdicts on a printed SKU's build."""
    return check_build(build_from_sku(sku, catalog), catalog, site)


def unpriced_note(result_unpriced: dict[str, int], total: int) -> Text:
    """The note on candidates left out for a missing price (item -> candidates)."""
    items = join_texts(
        [
            QT_TRANSLATE_NOOP("search", "{item} ({candidates})").format(item=name, candidates=n)
            for name, n in result_unpriced.items()
        ]
    )
    return QT_TRANSLATE_NOOP(
        "search",
        "{total} valid-looking candidates need prices for: {items}; import a price "
        "list (File ▸ Import catalog or price list…) to include them",
    ).format(total=total, items=items)


def summary_note(space: Space, size: int, evaluated: int, front: int) -> Text:
    """The first note: what was searched, how many candidates, checked and on the front."""
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


def illustrative_note(front: list[CustomBuild]) -> list[Text]:
    """The note on illustrative prices, when a custom build of the front has one."""
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


def count_unpriced(space: Space) -> tuple[int, dict[str, int]]:
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
    printed_at: dict[tuple[str, int], list[Platform]] = {}
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


def catalog_price(catalog: Catalog, build: Build) -> tuple[Price, Platform] | None:
    """The price the search gives ``build`` (one GPU line on one of the catalog's platforms,
    :func:`rigwright.core.search.space.catalog_platforms`), and that platform; None when
    ``build`` is on no platform of the catalog, has other than one GPU line, or a price is
    missing. A printed SKU's own build is priced at the SKU's price (its floor)."""
    if len(build.gpus) != 1:
        return None
    ours = platform_of(build)
    gpu = build.gpus[0]
    try:
        name = catalog.gpu(gpu.model).name
    except KeyError:
        return None
    unit = price_of(catalog, name, "gpu")
    if unit.amount_cny is None:
        return None
    found: list[tuple[Decimal, int, Price, Platform]] = []
    for platform in catalog_platforms(catalog):
        if platform.template != ours or platform.unpriced:
            continue
        amount = platform.known_cny + gpu.count * unit.amount_cny
        floor = price_floor(platform.marks, name, gpu.count, unit.amount_cny)
        amount, basis = floored(amount, platform.name, floor)
        price = Price(amount, basis, platform.illustrative or unit.illustrative)
        found.append((amount, platform.index, price, platform))
    if not found:
        return None
    _, _, price, platform = min(found, key=lambda f: (f[0], f[1]))  # as the search: cheapest
    return price, platform


def quoted_prices(catalog: Catalog, build: Build) -> list[tuple[Price, Sku | None]]:
    """Every price the catalog derives for ``build``, each with the SKU it starts from (None:
    built from parts): the search's (:func:`catalog_price`), then each SKU on the very
    platform changed in its GPUs (:func:`derived_price`, as the window prices a changed SKU).
    Prices to be set are left out."""
    out: list[tuple[Price, Sku | None]] = []
    found = catalog_price(catalog, build)
    if found is not None:
        out.append((found[0], found[1].sku))
    ours = platform_of(build)
    for sku in catalog.skus:
        try:
            if platform_of(build_from_sku(sku, catalog)) != ours:
                continue
            price = derived_price(catalog, build, sku)
        except (ComponentError, KeyError, ValueError):
            continue
        if price.amount_cny is not None:
            out.append((price, sku))
    return out
