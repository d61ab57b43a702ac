"""Fixes: the smallest sets of changes that make an invalid build valid.

A build is *valid* when :func:`rigwright.core.build.rules.check_build` gives it no verdict of severity
"error" (warnings and infos may remain; a fix lists them in :attr:`Fix.remaining`).

**Changes.** A change is one changed part of a build (:class:`Change`, ``kind``):

- ``gpu_model``: the model of one GPU line, same count, another catalog GPU (every GPU of the
  catalog but the line's own);
- ``gpu_count``: the count of one GPU line: fewer cards (down to 1; to 0, the line removed,
  only in a build with more than one line) and, only for an error a pairing rule (NVLink) or
  a rule this module does not know gives, more cards up to the most x16 slots a chassis of
  the catalog has (:func:`rigwright.core.build.rules.board_of`): the other rules are broken by too many
  cards, never cured by more;
- ``psu``: one more PSU of the largest rating the build has ("add a second 2000 W PSU"), or
  another PSU option the catalog knows: its PSU parts (``power_w`` × ``psu_count``) and, for a
  seed catalog, the PSU configurations its chassis files and SKU rows state ("1 × 1200 W or
  1 × 2000 W", "2 × 2000 W");
- ``chassis``: another seed chassis series or chassis part, everything else kept;
- ``memory``: more system memory: an amount a SKU of the catalog has or a memory part's
  capacity, above the build's;
- ``cpu``: the build's CPUs replaced by another CPU option: a CPU part (one socket) or the CPUs
  of a seed SKU;
- ``nvlink``: a build that asks for NVLink bridges does without them (only for an
  ``nvlink.*`` error; the catalog prices no bridge, so its price change is unknown);
- ``placement``: a build whose explicit placement is wrong has its cards re-placed where the
  rules would put them (:func:`rigwright.core.build.rules.default_placement`).

**Pruning.** Changes that cannot fix any error the build has are not tried: GPU model and
count and the chassis are always tried; the re-placement only for an explicit placement and a
``slots.*``, ``cooling.*`` or ``nvlink.*`` error; PSUs only for a ``power.*`` error (sustained
load, wall circuit, transients) or a PSU error; memory only for a ``memory.*`` error; the CPUs
only for a PCIe-lane (``pcie.*``) or CPU error; dropping NVLink only for an ``nvlink.*``
error. An error of a rule this module does not know enables every kind.

**Search.** All builds one change away, then two, then three (at most one change per part:
one model and one count per GPU line, one PSU, chassis, memory, CPU, NVLink and placement
change); the search stops at the first number of changes that gives a valid build and
returns up to ``limit`` fixes of that depth only (none of the next depth is added when there
are fewer).
Every fix of the depth is therefore minimal: no build with fewer changes is valid. Within the
depth, fixes are ordered by the absolute price change, known prices first (ascending), unknown
ones after; then by a deterministic key (see :func:`_order_key`). Identical resulting builds
are listed once. A fix that only goes further than another valid fix in the same direction
(removing more cards of a line, adding more memory), all else equal, is left out: it is never
the smallest change.

**Texts** are :class:`rigwright.core.text.i18n.Text` s of the Qt Linguist context "fixes" (``str()`` gives
the English the command line and the JSON print; the window renders them in the user's
language), with the numbers and the catalog's spelling of each name, and say what changes
against the build the change is applied to: "remove 1 × RTX2080S (9 → 8)",
"replace 5 × Titan RTX with 5 × Quadro RTX6000 (blower)" (the new card's cooler is named when
the coolers differ or the build has a cooling verdict), "add a second 2000 W PSU", "use PSU
2000 W (ATX 3.x) (1 × 2000 W) instead of 1 × 1200 W", "use the GX630M chassis instead of the
GT410P", "use 512 GB of system memory instead of 256 GB", "re-place the cards at slot
openings 0, 2, 4, 6 (were at 0, 1, 2, 3)". A change of the PSUs of a build that names its
PSU part (``Build.psu``) names the part of exactly the new ratings, or none (keeping the old
part's ATX version as ``psu_atx_version``).

**Cost.** One :func:`rigwright.core.build.rules.check_build` per distinct candidate build (about 50 µs on
the seed, twelve rules). The seed SKUs 2.5, 3.1 and 3.3 are fixed with one change
among 19-23 options (about 1.5 ms each); a build no three changes fix costs up to
C(options, 3) checks (a one-line seed build, 20 options: about 20 ms; a two-line one,
33 options: about 120 ms).

**Prices** come from :func:`rigwright.core.pricing.prices.price_of`: a GPU's list price × the count difference,
PSU, chassis, memory and CPU parts' prices when the catalog's price list has them. A change
whose items are not all priced has no price change (None, "price to be set"), and so has a fix
containing it. ``illustrative`` is True when any price used only illustrates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from decimal import Decimal
from itertools import combinations
from typing import Any

from rigwright.core.build.model import Build, CpuLine, GpuLine, build_from_sku, build_to_json
from rigwright.core.build.rules import (
    ERROR,
    Site,
    Verdict,
    board_of,
    check_build,
    default_placement,
)
from rigwright.core.catalog.model import Catalog, Cooler, Part, PartKind
from rigwright.core.pricing.prices import Price, format_cny, price_of
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

KINDS: tuple[str, ...] = (
    "gpu_count",
    "gpu_model",
    "chassis",
    "psu",
    "memory",
    "cpu",
    "nvlink",
    "placement",
)
"""Every change kind, in the order the changes of one fix are applied (and listed): counts
before models (so "remove 1 × Titan RTX (5 → 4); replace 4 × Titan RTX with ..."), the
placement last (it depends on the cards and the chassis)."""

_TIE_RANK = {
    "placement": 0,
    "gpu_count": 1,
    "psu": 2,
    "memory": 3,
    "cpu": 4,
    "chassis": 5,
    "gpu_model": 6,
    "nvlink": 7,
}
# Between fixes of equal (or unknown) price: no new parts first, then fewer cards touched;
# giving up the NVLink bridges the customer asked for last.

MAX_CHANGES = 3
"""The most changes :func:`minimal_fixes` tries by default."""

_ORDINALS = (
    QT_TRANSLATE_NOOP("fixes", "first"),
    QT_TRANSLATE_NOOP("fixes", "second"),
    QT_TRANSLATE_NOOP("fixes", "third"),
    QT_TRANSLATE_NOOP("fixes", "fourth"),
    QT_TRANSLATE_NOOP("fixes", "fifth"),
    QT_TRANSLATE_NOOP("fixes", "sixth"),
    QT_TRANSLATE_NOOP("fixes", "seventh"),
    QT_TRANSLATE_NOOP("fixes", "eighth"),
    QT_TRANSLATE_NOOP("fixes", "ninth"),
    QT_TRANSLATE_NOOP("fixes", "tenth"),
)
_COOLERS: dict[Cooler, Text] = {
    Cooler.BLOWER: QT_TRANSLATE_NOOP("fixes", "blower"),
    Cooler.OPEN_AIR: QT_TRANSLATE_NOOP("fixes", "open-air"),
    Cooler.PASSIVE: QT_TRANSLATE_NOOP("fixes", "passive"),
}
_PSU_TEXT_RE = re.compile(r"(\d+)\s*[×xX*]\s*(\d{3,5})\s*W")


@dataclass(frozen=True, slots=True)
class Change:
    """One changed part of a build.

    Attributes:
        kind: "gpu_model", "gpu_count", "psu", "chassis", "memory", "cpu", "nvlink" or
            "placement" (:data:`KINDS`).
        text: what changes ("replace 5 × Titan RTX with 5 × Quadro RTX6000 (blower)"): a
            :class:`rigwright.core.text.i18n.Text` (``str()`` is the English), "" before it is described.
        price_change_cny: the change's price difference, CNY; None when a part has no price.
        index: the GPU line (``gpu_model``, ``gpu_count``) the change applies to, in the
            build it is applied to; 0 for the other kinds.
        value: the new value: a canonical GPU name (``gpu_model``), a card count
            (``gpu_count``; 0 removes the line), PSU ratings in W (``psu``, a tuple), a chassis
            name (``chassis``), GB (``memory``), a tuple of :class:`rigwright.core.build.model.CpuLine`
            (``cpu``), False (``nvlink``), or None (``placement``: where
            :func:`rigwright.core.build.rules.default_placement` puts the cards of the build at that point).
        illustrative: True when a price used only illustrates.
    """

    kind: str
    text: Text | str
    price_change_cny: Decimal | None = None
    index: int = 0
    value: Any = None
    illustrative: bool = False

    @property
    def aspect(self) -> tuple[str, int]:
        """The part of the build the change sets: (kind, GPU line or 0); a fix changes each
        aspect at most once."""
        return self.kind, self.index


@dataclass(frozen=True, slots=True)
class Fix:
    """A set of changes that leaves a build with no error verdict.

    Attributes:
        changes: the changes (fewest first across fixes).
        build: the build after the changes.
        price_change_cny: the total price difference, CNY; None when unknown.
        illustrative: True when a price used only illustrates.
        remaining: the verdicts of the fixed build (warnings and infos only).
    """

    changes: tuple[Change, ...]
    build: Build
    price_change_cny: Decimal | None
    illustrative: bool = False
    remaining: tuple[Verdict, ...] = ()

    @property
    def text(self) -> Text | str:
        """The changes as one line ("replace ...; add a second 2000 W PSU"): a
        :class:`rigwright.core.text.i18n.Text` (``str()`` is the English); "" for no change."""
        if not self.changes:
            return ""
        joined = self.changes[0].text
        for change in self.changes[1:]:
            joined = QT_TRANSLATE_NOOP("fixes", "{earlier}; {later}").format(
                earlier=joined, later=change.text
            )
        return joined

    @property
    def price_change_label(self) -> str:
        """ "+¥12,400", "−¥3,000.50", "±¥0" (with " (illustrative)" when so), or
        "price change not known" when a changed part has no price."""
        return str(self.price_change_text)

    @property
    def price_change_text(self) -> Text | str:
        """:attr:`price_change_label` for the window: a :class:`rigwright.core.text.i18n.Text` where it has
        words, the amount alone a plain string."""
        amount = self.price_change_cny
        if amount is None:
            return QT_TRANSLATE_NOOP("fixes", "price change not known")
        sign = "+" if amount > 0 else "−" if amount < 0 else "±"
        shown = f"{sign}{format_cny(abs(amount))}"
        if self.illustrative:
            return QT_TRANSLATE_NOOP("fixes", "{amount} (illustrative)").format(amount=shown)
        return shown

    def as_json(self) -> dict[str, Any]:
        """``{"text", "changes": [{"kind", "text", "price_change_cny"}], "price_change_cny"
        (exact, as a string, or null), "illustrative", "build"}`` (the fixed build in the
        form of :func:`rigwright.core.build.model.build_to_json`)."""

        def money(amount: Decimal | None) -> str | None:
            return None if amount is None else str(amount)

        return {
            "text": str(self.text),
            "changes": [
                {"kind": c.kind, "text": str(c.text), "price_change_cny": money(c.price_change_cny)}
                for c in self.changes
            ],
            "price_change_cny": money(self.price_change_cny),
            "illustrative": self.illustrative,
            "build": build_to_json(self.build),
        }


# ----------------------------------------------------------------------------- applying


def apply_changes(
    build: Build, changes: tuple[Change, ...] | list[Change], catalog: Catalog
) -> Build:
    """``build`` with ``changes`` applied in the order given (a :attr:`Fix.changes` replays
    to its :attr:`Fix.build`). Only ``kind``, ``index`` and ``value`` are used.

    Placement follows the cards: fewer cards of a line drop the slots of its last cards; more
    cards or another chassis leave the placement to the rules (None); ``placement`` sets the
    rules' default placement of the cards at that point (None when they do not all fit). At
    the end, lines of count 0 are dropped and lines of the same model merged (the first line
    keeps its place; an explicit placement is reordered with the cards).

    Raises:
        ValueError: an unknown change kind.
        IndexError: a GPU line index the build does not have.
    """
    for change in changes:
        build = _apply(build, change, catalog)
    return _normalise(build)


def _apply(build: Build, change: Change, catalog: Catalog) -> Build:
    kind, i, value = change.kind, change.index, change.value
    if kind == "gpu_count":
        lines = list(build.gpus)
        old = lines[i].count
        placement = build.placement
        if placement is not None:
            if value < old:
                start = sum(g.count for g in lines[:i])
                placement = placement[: start + value] + placement[start + old :]
            else:
                placement = None
        lines[i] = GpuLine(lines[i].model, value)
        return replace(build, gpus=tuple(lines), placement=placement)
    if kind == "gpu_model":
        lines = list(build.gpus)
        lines[i] = GpuLine(value, lines[i].count)
        return replace(build, gpus=tuple(lines))
    if kind == "chassis":
        return replace(build, chassis=value, placement=None)
    if kind == "psu":
        return _with_psus(build, tuple(value), catalog)
    if kind == "memory":
        return replace(build, memory_gb=value)
    if kind == "cpu":
        return replace(build, cpus=tuple(value))
    if kind == "nvlink":
        return replace(build, nvlink=bool(value))
    if kind == "placement":
        return replace(build, placement=_default_placement(build, catalog))
    raise ValueError(f"unknown change kind {kind!r}; expected one of {', '.join(KINDS)}")


def _with_psus(build: Build, psus: tuple[int, ...], catalog: Catalog) -> Build:
    """``build`` with PSUs of ratings ``psus``. A build that names its PSU part (``psu``)
    names the catalog's part of exactly those ratings, or none; the ATX version of a part it
    no longer names is kept as ``psu_atx_version`` (same kind of PSU, one more of it)."""
    names = {f.name for f in fields(build)}
    if "psu" not in names:
        return replace(build, psus_w=psus)
    part = next((p for ratings, p in _psu_parts(catalog) if ratings == psus), None)
    changes: dict[str, Any] = {"psus_w": psus, "psu": part.name if part else None}
    old = getattr(build, "psu", None)
    if (
        part is None
        and old is not None
        and "psu_atx_version" in names
        and getattr(build, "psu_atx_version", None) is None
    ):
        try:
            fig = catalog.part(old).figure("atx_version")
        except KeyError:
            fig = None
        if fig is not None and fig.value:
            changes["psu_atx_version"] = fig.value
    return replace(build, **changes)


def _default_placement(build: Build, catalog: Catalog) -> tuple[int, ...] | None:
    board = board_of(catalog, build.chassis)
    if board is None:
        return None
    placed = default_placement(board, tuple(catalog.gpu(m) for m in build.cards))
    return None if None in placed else tuple(s for s in placed if s is not None)


def _normalise(build: Build) -> Build:
    """Drop count-0 lines and merge lines of the same model (placement reordered)."""
    if all(g.count > 0 for g in build.gpus) and len({g.model for g in build.gpus}) == len(
        build.gpus
    ):
        return build
    slots: list[list[int]] = []
    if build.placement is not None:
        at = 0
        for g in build.gpus:
            slots.append(list(build.placement[at : at + g.count]))
            at += g.count
    order: dict[str, int] = {}
    merged: dict[str, list[int]] = {}
    for n, g in enumerate(build.gpus):
        if g.count <= 0:
            continue
        order[g.model] = order.get(g.model, 0) + g.count
        merged.setdefault(g.model, []).extend(slots[n] if slots else [])
    gpus = tuple(GpuLine(m, c) for m, c in order.items())
    placement = tuple(s for m in order for s in merged[m]) if build.placement is not None else None
    return replace(build, gpus=gpus, placement=placement)


# ----------------------------------------------------------------------------- options

_MORE_CARDS = "gpu_count+"
# Pseudo-kind: GPU count increases. The known error rules (slots, scale table, class range,
# cooling, power, lanes, NVLink, form factor) are broken by too many cards or the wrong ones,
# never cured by more (an odd NVLink count is a warning); only a rule this module does not
# know may want more cards.


def _wanted_kinds(build: Build, errors: list[Verdict]) -> set[str]:
    """The change kinds that may fix one of ``errors`` (see the module docstring)."""
    kinds = {"gpu_model", "gpu_count", "chassis"}
    for v in errors:
        rule = v.rule.casefold()
        if rule.startswith(("slots.", "cooling.")):
            if build.placement is not None:
                kinds.add("placement")
        elif rule.startswith(("power.", "psu.", "circuit.", "site.", "wall.")) or any(
            w in rule for w in ("transient", "circuit", "psu")
        ):
            kinds.add("psu")
        elif rule.startswith("memory."):
            kinds.add("memory")
        elif "lane" in rule or rule.startswith(("pcie.", "cpu.")):
            kinds.add("cpu")
        elif rule.startswith("nvlink."):
            kinds.add("nvlink")
            if build.placement is not None:
                kinds.add("placement")  # bridge spacing
        elif rule.startswith(("gpu.", "chassis.", "formfactor.", "form_factor.")):
            pass
        else:  # a rule this module does not know: try everything
            kinds.update((*KINDS, _MORE_CARDS))
    return kinds


def _max_cards(catalog: Catalog) -> int:
    """The most x16 slots a chassis of the catalog has (the largest sensible GPU count)."""
    names = [*catalog.chassis, *(p.name for p in catalog.parts if p.kind is PartKind.CHASSIS)]
    boards = [board_of(catalog, n) for n in names]
    return max((len(b.slots) for b in boards if b is not None), default=0)


def _psu_parts(catalog: Catalog) -> list[tuple[tuple[int, ...], Part]]:
    out = []
    for part in catalog.parts:
        if part.kind is not PartKind.PSU:
            continue
        watts, count = part.number("power_w"), part.number("psu_count")
        if watts is None:
            continue
        out.append(((int(watts),) * int(count if count is not None else 1), part))
    return out


def psu_options(catalog: Catalog) -> list[tuple[tuple[int, ...], str]]:
    """The PSU configurations the catalog knows, as (ratings in W, part name or "").

    Sources: PSU parts (``power_w`` × ``psu_count``); the seed's chassis files (figure
    ``psu``: "1 × 1200 W or 1 × 2000 W", "2 × 2000 W") and SKU rows (``psu_count``,
    ``psu_w``). Listed once per configuration, smallest total first.
    """
    found: dict[tuple[int, ...], str] = {}
    for psus, part in _psu_parts(catalog):
        found.setdefault(psus, part.name)
    for spec in catalog.chassis.values():
        for fig in spec.figures:
            if fig.name == "psu":
                for count, watts in _PSU_TEXT_RE.findall(fig.value):
                    found.setdefault((int(watts),) * int(count), "")
    for sku in catalog.skus:
        if sku.psu_count and sku.psu_w:
            found.setdefault((sku.psu_w,) * sku.psu_count, "")
    return sorted(found.items(), key=lambda kv: (sum(kv[0]), len(kv[0]), kv[1]))


def _cpu_options(catalog: Catalog) -> list[tuple[CpuLine, ...]]:
    seen: dict[tuple[tuple[str, int], ...], tuple[CpuLine, ...]] = {}
    for part in catalog.parts:
        if part.kind is PartKind.CPU:
            seen.setdefault(((part.name, 1),), (CpuLine(part.name, 1),))
    for sku in catalog.skus:
        cpus = build_from_sku(sku, catalog).cpus
        seen.setdefault(tuple((c.name, c.count) for c in cpus), cpus)
    return list(seen.values())


def _memory_options(catalog: Catalog) -> list[int]:
    amounts = {s.ram_gb for s in catalog.skus}
    for part in catalog.parts:
        if part.kind is PartKind.MEMORY and part.number("capacity_gb") is not None:
            amounts.add(int(part.number("capacity_gb")))  # type: ignore[arg-type]
    return sorted(amounts)


def change_options(
    build: Build,
    catalog: Catalog,
    site: Site | None = None,
    *,
    verdicts: list[Verdict] | None = None,
) -> list[Change]:
    """The single changes :func:`minimal_fixes` tries on ``build``, each described (text and
    price change) against ``build`` itself; [] when the build has no error.

    Args:
        verdicts: ``check_build(build, catalog, site)`` when already at hand.

    Returns:
        The options, at most one per (aspect, value), in :data:`KINDS` order; options that
        give the same build as an earlier one are left out ("add a second 2000 W PSU" and the
        "2 × 2000 W" option).
    """
    if verdicts is None:
        verdicts = check_build(build, catalog, site)
    errors = [v for v in verdicts if v.severity == ERROR]
    if not errors:
        return []
    kinds = _wanted_kinds(build, errors)
    ctx = _Describer(catalog, _cooling_reason(verdicts))
    raw: list[Change] = []
    if "gpu_count" in kinds:
        low = 0 if len(build.gpus) > 1 else 1
        for i, line in enumerate(build.gpus):
            top = max(_max_cards(catalog), line.count) if _MORE_CARDS in kinds else line.count
            raw += [
                Change("gpu_count", "", index=i, value=n)
                for n in range(low, top + 1)
                if n != line.count
            ]
    if "gpu_model" in kinds:
        for i, line in enumerate(build.gpus):
            raw += [
                Change("gpu_model", "", index=i, value=g.name)
                for g in catalog.gpus
                if g.name != line.model
            ]
    if "chassis" in kinds:
        names = [*catalog.chassis, *(p.name for p in catalog.parts if p.kind is PartKind.CHASSIS)]
        raw += [Change("chassis", "", value=n) for n in names if n != build.chassis]
    if "psu" in kinds:
        seen = {build.psus_w}
        if build.psus_w:
            more = (*build.psus_w, max(build.psus_w))
            seen.add(more)
            raw.append(Change("psu", "", value=more))
        for psus, _ in psu_options(catalog):
            if psus not in seen:
                seen.add(psus)
                raw.append(Change("psu", "", value=psus))
    if "memory" in kinds:
        raw += [
            Change("memory", "", value=gb)
            for gb in _memory_options(catalog)
            if gb > build.memory_gb
        ]
    if "cpu" in kinds:
        raw += [
            Change("cpu", "", value=cpus)
            for cpus in _cpu_options(catalog)
            if tuple((c.name, c.count) for c in cpus)
            != tuple((c.name, c.count) for c in build.cpus)
        ]
    if "nvlink" in kinds and getattr(build, "nvlink", False):
        raw.append(Change("nvlink", "", value=False))
    if (
        "placement" in kinds
        and build.placement is not None
        and _default_placement(build, catalog) != build.placement
    ):
        raw.append(Change("placement", "", value=None))
    return [ctx.describe(build, c) for c in raw]


# ----------------------------------------------------------------------------- describing


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
            old, new = self.catalog.gpu(line.model), self.catalog.gpu(value)
            names = {"n": line.count, "old": old.name, "new": new.name}
            if not (self.cooling or old.cooler is not new.cooler):
                text = QT_TRANSLATE_NOOP("fixes", "replace {n} × {old} with {n} × {new}").format(
                    **names
                )
            elif new.cooler in _COOLERS:
                text = QT_TRANSLATE_NOOP(
                    "fixes", "replace {n} × {old} with {n} × {new} ({cooler})"
                ).format(**names, cooler=_COOLERS[new.cooler])
            elif new.cooler is not Cooler.UNKNOWN:  # a cooler this module has no word for
                text = QT_TRANSLATE_NOOP(
                    "fixes", "replace {n} × {old} with {n} × {new} ({cooler})"
                ).format(**names, cooler=new.cooler.value)
            else:
                text = QT_TRANSLATE_NOOP(
                    "fixes", "replace {n} × {old} with {n} × {new} (cooler unknown)"
                ).format(**names)
            terms = [
                (line.count, self.price(new.name, "gpu")),
                (-line.count, self.price(old.name, "gpu")),
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
            old = build.psus_w
            if old and value == (*old, max(old)) and len(value) <= len(_ORDINALS):
                text = QT_TRANSLATE_NOOP("fixes", "add a {ordinal} {watts} W PSU").format(
                    ordinal=_ORDINALS[len(old)], watts=value[-1]
                )
                terms = [(1, self._part_price(self._psu_part((value[-1],))))]
            else:
                part = self._psu_part(value)
                new: Text | str
                if part:
                    new = f"{part} ({_watts(value)})"
                elif len(value) > 1:
                    new = QT_TRANSLATE_NOOP("fixes", "{watts} PSUs").format(watts=_watts(value))
                else:
                    new = QT_TRANSLATE_NOOP("fixes", "{watts} PSU").format(watts=_watts(value))
                text = QT_TRANSLATE_NOOP("fixes", "use {new} instead of {old}").format(
                    new=new, old=_watts(old)
                )
                was = getattr(build, "psu", None) or self._psu_part(old)
                terms = [
                    (1, self._part_price(part)),
                    (-1, self._part_price(was) if old else Price(None)),
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
            names = lambda cpus: " + ".join(f"{c.count} × {c.name}" for c in cpus)
            text = QT_TRANSLATE_NOOP("fixes", "use {new} instead of {old}").format(
                new=names(value), old=names(build.cpus)
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


# ----------------------------------------------------------------------------- search


def new_unknowns(fix: Fix, before: list[Verdict]) -> list[Verdict]:
    """The "cannot check" verdicts of ``fix``'s build that the build before it did not have
    (by rule id): what the fix is valid only for want of a fact (e.g. a card of unknown
    cooler replacing an open-air one)."""
    known = {v.rule for v in before if v.message.startswith("cannot check")}
    return [
        v for v in fix.remaining if v.message.startswith("cannot check") and v.rule not in known
    ]


def _order_key(fix: Fix, build: Build, before: list[Verdict]) -> tuple[Any, ...]:
    """Fixes whose validity rests on no new unknown fact first (:func:`new_unknowns`); then
    known price changes, by absolute amount; then unknown ones. Ties: per change (in applied
    order) its kind's rank (re-placement, GPU count, PSU, memory, CPU, chassis, GPU model),
    the cards it adds or removes, its text."""
    price = fix.price_change_cny
    per_change = tuple(
        (
            _TIE_RANK.get(c.kind, 9),
            abs(c.value - build.gpus[c.index].count) if c.kind == "gpu_count" else 0,
            str(c.text),
        )
        for c in fix.changes
    )
    return (
        bool(new_unknowns(fix, before)),
        price is None,
        abs(price) if price is not None else Decimal(0),
        per_change,
    )


_Key = tuple[tuple[str, int, Any], ...]


def _dominated(
    changes: tuple[Change, ...], valid: set[_Key], build: Build, memory_steps: list[int]
) -> bool:
    """True when a valid combination exists that is equal but for a smaller step of one
    GPU count (nearer the build's count, same direction) or less added memory."""
    for n, c in enumerate(changes):
        if c.kind == "gpu_count":
            start = build.gpus[c.index].count
            step = 1 if c.value < start else -1
            smaller: list[int] | range = range(c.value + step, start, step)
        elif c.kind == "memory":
            smaller = [gb for gb in memory_steps if build.memory_gb < gb < c.value]
        else:
            continue
        for value in smaller:
            if (
                tuple(
                    (d.kind, d.index, value if m == n else d.value) for m, d in enumerate(changes)
                )
                in valid
            ):
                return True
    return False


def _combinations(options: list[Change], depth: int):
    """Combinations of ``depth`` options changing distinct aspects, each in :data:`KINDS`
    order."""
    rank = {k: n for n, k in enumerate(KINDS)}
    ordered = sorted(options, key=lambda c: (rank[c.kind], c.index))
    for combo in combinations(ordered, depth):
        aspects = {c.aspect for c in combo}
        if len(aspects) == depth:
            yield combo


def minimal_fixes(
    build: Build,
    catalog: Catalog,
    site: Site | None = None,
    *,
    limit: int = 3,
    max_changes: int = MAX_CHANGES,
) -> list[Fix]:
    """Up to ``limit`` smallest fixes of ``build``: fewest changed parts, then smallest price change.

    Args:
        build: the build to fix.
        catalog: the catalog its names belong to (GPUs, chassis, parts, price list).
        site: the customer's site, passed to :func:`rigwright.core.build.rules.check_build`.
        limit: the most fixes returned (1 or more).
        max_changes: the most changes a fix may have (default 3).

    Returns:
        [] for a valid build (no error verdict) and for a build no combination of up to
        ``max_changes`` changes makes valid; otherwise the fixes with the fewest changes,
        those valid only for want of a fact (a new "cannot check" verdict, e.g. a card of
        unknown cooler) after the others, then by absolute price change (known first,
        ascending; unknown after; then a deterministic key), at most ``limit``. Each fix's build has no error verdict;
        ``remaining`` holds its warnings and infos. See the module docstring for the change
        kinds, how they are generated and pruned.

    Raises:
        ValueError: ``limit`` or ``max_changes`` below 1.
        KeyError: a GPU of the build the catalog does not know (as check_build).
    """
    if limit < 1 or max_changes < 1:
        raise ValueError(f"limit and max_changes must be 1 or more, got {limit} and {max_changes}")
    verdicts = check_build(build, catalog, site)
    if not any(v.severity == ERROR for v in verdicts):
        return []
    options = change_options(build, catalog, site, verdicts=verdicts)
    describer = _Describer(catalog, _cooling_reason(verdicts))
    memory_steps = _memory_options(catalog)
    for depth in range(1, max_changes + 1):
        found: list[tuple[tuple[Change, ...], Build, list[Verdict]]] = []
        valid_keys: set[_Key] = set()
        seen: set[Build] = set()
        for combo in _combinations(options, depth):
            fixed = apply_changes(build, combo, catalog)
            if not fixed.gpus or fixed in seen:
                continue
            seen.add(fixed)
            result = check_build(fixed, catalog, site)
            if any(v.severity == ERROR for v in result):
                continue
            found.append((combo, fixed, result))
            valid_keys.add(tuple((c.kind, c.index, c.value) for c in combo))
        if not found:
            continue
        fixes = []
        for combo, fixed, result in found:
            if _dominated(combo, valid_keys, build, memory_steps):
                continue
            fixes.append(_describe_fix(build, combo, fixed, result, describer))
        fixes.sort(key=lambda f: _order_key(f, build, verdicts))
        return fixes[:limit]
    return []


def _describe_fix(
    build: Build,
    combo: tuple[Change, ...],
    fixed: Build,
    result: list[Verdict],
    describer: _Describer,
) -> Fix:
    """The fix of ``combo``: each change described against the build it is applied to."""
    changes = []
    current = build
    for change in combo:
        changes.append(describer.describe(current, change))
        current = _apply(current, change, describer.catalog)
    amounts = [c.price_change_cny for c in changes]
    total = None if None in amounts else sum(amounts, Decimal(0))  # type: ignore[arg-type]
    return Fix(
        tuple(changes),
        fixed,
        total,
        illustrative=total is not None and any(c.illustrative for c in changes),
        remaining=tuple(result),
    )
