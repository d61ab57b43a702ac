"""One change of a build (:class:`Change`), a fix (:class:`Fix`: the changes that make it valid)
and applying changes to a build (:func:`apply_changes`). See docs/rules.md, "Fixes"."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace
from decimal import Decimal
from typing import Any

from rigwright.core.build.model import Build, GpuLine, build_to_json
from rigwright.core.build.rules import (
    Verdict,
    board_of,
    default_placement,
)
from rigwright.core.catalog.model import Catalog, Cooler, Part, PartKind
from rigwright.core.pricing.money import format_cny
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
            :class:`rigwright.core.text.i18n.Text` (``str()`` is the English), "" before it is
            described.
        price_change_cny: the change's price difference, CNY; None when a part has no price.
        index: the GPU line (``gpu_model``, ``gpu_count``) the change applies to, in the
            build it is applied to; 0 for the other kinds.
        value: the new value: a canonical GPU name (``gpu_model``), a card count
            (``gpu_count``; 0 removes the line), PSU ratings in W (``psu``, a tuple), a chassis
            name (``chassis``), GB (``memory``), a tuple of
            :class:`rigwright.core.build.model.CpuLine` (``cpu``), False (``nvlink``), or None
            (``placement``: where :func:`rigwright.core.build.rules.default_placement` puts the
            cards of the build at that point).
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
        """The price change in words: "+¥12,400", "−¥3,000.50", "±¥0" (with " (illustrative)"
        when so), or "price change not known" when a changed part has no price."""
        return str(self.price_change_text)

    @property
    def price_change_text(self) -> Text | str:
        """:attr:`price_change_label` for the window: a :class:`rigwright.core.text.i18n.Text`
        where it has words, the amount alone a plain string."""
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
