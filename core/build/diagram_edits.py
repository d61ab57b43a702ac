"""Edits of a build through the diagram: add, remove and move a card, set a GPU count. Each
returns a new build or raises :class:`EditError` with a reason a presales engineer can read."""

from __future__ import annotations

import dataclasses

from rigwright.core.build.limits import MAX_GPUS_PER_LINE
from rigwright.core.build.model import (
    Build,
    GpuLine,
)
from rigwright.core.build.rules import (
    build_facts,
)
from rigwright.core.catalog.model import Catalog
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text


class EditError(ValueError):
    """An edit the diagram cannot make; the message says why and what to do instead.

    ``args[0]`` is the message: a :class:`rigwright.core.text.i18n.Text` (``str(error)`` is the
    English), or the catalog's own message for an unknown GPU (a plain string)."""

    @property
    def text(self) -> Text | str:
        """The message as raised (a :class:`rigwright.core.text.i18n.Text` or a plain string)."""
        return self.args[0] if self.args else ""


def _card_lines(build: Build) -> list[int]:
    """The GPU line of each card."""
    return [k for k, line in enumerate(build.gpus) for _ in range(line.count)]


def _explicit_placement(build: Build, catalog: Catalog) -> list[int]:
    """The build's placement, or the rules' default one, as a full list of openings.

    Raises:
        EditError: some card fits no slot, so the cards cannot be placed by hand yet.
    """
    facts = build_facts(build, catalog)
    if facts.placement is None or facts.board is None:
        raise EditError(
            QT_TRANSLATE_NOOP(
                "diagram", "the slot map of {chassis} is unknown: cards cannot be placed by hand"
            ).format(chassis=build.chassis)
        )
    if None in facts.placement:
        missing = sum(1 for p in facts.placement if p is None)
        raise EditError(
            QT_TRANSLATE_NOOP(
                "diagram", "{n} card(s) fit no slot: remove a card before moving cards by hand"
            ).format(n=missing)
        )
    return [int(p) for p in facts.placement if p is not None]


def _free_slot(
    build: Build, catalog: Catalog, placement: list[int], width: int, skip: int | None = None
) -> int | None:
    """The top x16 slot where a ``width``-slot card fits beside the cards of ``placement``
    (ignoring card ``skip``), or None."""
    facts = build_facts(build, catalog)
    board = facts.board
    if board is None:
        return None
    used: set[int] = set()
    for i, (model, opening) in enumerate(zip(build.cards, placement, strict=False)):
        if i != skip:
            used.update(range(opening, opening + max(1, catalog.gpu(model).slot_width)))
    for slot in board.slots:
        cover = range(slot, slot + width)
        if cover[-1] < board.openings and not used.intersection(cover):
            return slot
    return None


def add_card(build: Build, catalog: Catalog, model: str, opening: int | None = None) -> Build:
    """``build`` with one more card of ``model`` (any name or alias of a catalog GPU), at
    ``opening`` when given, else in the top free slot it fits (or, for a build without a hand
    placement, wherever the rules' default placement puts it).

    Raises:
        EditError: unknown model; ``opening`` is not an x16 slot, or another card's; the
            chassis has no free slot for it while the cards are placed by hand.
    """
    try:
        gpu = catalog.gpu(model)
    except KeyError as exc:
        raise EditError(str(exc.args[0])) from None
    lines = list(build.gpus)
    index = next((k for k, line in enumerate(lines) if line.model == gpu.name), None)
    if index is not None and lines[index].count >= MAX_GPUS_PER_LINE:
        raise EditError(
            QT_TRANSLATE_NOOP(
                "diagram", "at most {n} cards of one model (as a build file takes)"
            ).format(n=MAX_GPUS_PER_LINE)
        )
    if index is None:
        lines.append(GpuLine(gpu.name, 1))
        insert_at = build.gpu_count
    else:
        lines[index] = GpuLine(gpu.name, lines[index].count + 1)
        insert_at = sum(line.count for line in lines[: index + 1]) - 1
    if build.placement is None and opening is None:
        return dataclasses.replace(build, gpus=tuple(lines))
    placement = _explicit_placement(build, catalog) if build.gpus else []
    if opening is None:
        opening = _free_slot(build, catalog, placement, max(1, gpu.slot_width))
        if opening is None:
            raise EditError(
                QT_TRANSLATE_NOOP(
                    "diagram",
                    "no free slot takes a {width}-slot {gpu}: remove or move a card first",
                ).format(width=gpu.slot_width, gpu=gpu.name)
            )
    else:
        _check_slot(build, catalog, opening)
        if opening in placement:  # two cards cannot share a slot
            raise EditError(
                QT_TRANSLATE_NOOP(
                    "diagram",
                    "opening {opening} holds card {card}: add "
                    "the card to an empty slot, or move that card "
                    "first",
                ).format(opening=opening, card=placement.index(opening) + 1)
            )
    placement.insert(insert_at, opening)
    return dataclasses.replace(build, gpus=tuple(lines), placement=tuple(placement))


def _check_slot(build: Build, catalog: Catalog, opening: int) -> None:
    board = build_facts(build, catalog).board
    if board is None or opening not in board.slots:
        raise EditError(
            QT_TRANSLATE_NOOP(
                "diagram", "opening {opening} is not an x16 slot of {chassis}"
            ).format(opening=opening, chassis=build.chassis)
        )


def remove_card(build: Build, card: int) -> Build:
    """``build`` without card ``card`` (an index into ``build.cards``).

    Raises:
        EditError: no such card, or it is the build's last card (a workstation keeps a GPU).
    """
    owners = _card_lines(build)
    if not 0 <= card < len(owners):
        raise EditError(
            QT_TRANSLATE_NOOP("diagram", "there is no card {card} (the build has {n})").format(
                card=card + 1, n=len(owners)
            )
        )
    if len(owners) == 1:
        raise EditError(
            QT_TRANSLATE_NOOP(
                "diagram", "the build's last card cannot be removed: choose another GPU instead"
            )
        )
    k = owners[card]
    lines = list(build.gpus)
    if lines[k].count == 1:
        del lines[k]
    else:
        lines[k] = GpuLine(lines[k].model, lines[k].count - 1)
    placement = None
    if build.placement is not None:
        placement = tuple(p for i, p in enumerate(build.placement) if i != card)
    return dataclasses.replace(build, gpus=tuple(lines), placement=placement)


def move_card(build: Build, catalog: Catalog, card: int, opening: int) -> Build:
    """``build`` with card ``card`` moved to the slot at ``opening``; a card already in that
    slot takes the moved card's old slot (the two swap). The result places every card by hand.

    Raises:
        EditError: no such card; ``opening`` is not an x16 slot; some card fits no slot.
    """
    if not 0 <= card < build.gpu_count:
        raise EditError(
            QT_TRANSLATE_NOOP("diagram", "there is no card {card} (the build has {n})").format(
                card=card + 1, n=build.gpu_count
            )
        )
    _check_slot(build, catalog, opening)
    placement = _explicit_placement(build, catalog)
    old = placement[card]
    if old == opening:
        return dataclasses.replace(build, placement=tuple(placement))
    for i, p in enumerate(placement):
        if p == opening:
            placement[i] = old
    placement[card] = opening
    return dataclasses.replace(build, placement=tuple(placement))


def set_gpu_count(build: Build, catalog: Catalog, model: str, count: int) -> Build:
    """``build`` with ``count`` cards of ``model``: cards added as :func:`add_card` adds them,
    removed from the bottom-most slot up.

    Raises:
        EditError: as :func:`add_card` and :func:`remove_card`; ``count`` below 0 or leaving the
            build without a card.
    """
    if count < 0:
        raise EditError(
            QT_TRANSLATE_NOOP("diagram", "a card count must be 0 or more, got {count}").format(
                count=count
            )
        )
    try:
        name = catalog.gpu(model).name
    except KeyError as exc:
        raise EditError(str(exc.args[0])) from None
    current = sum(line.count for line in build.gpus if line.model == name)
    result = build
    for _ in range(count - current):
        result = add_card(result, catalog, name)
    for _ in range(current - count):
        mine = [i for i, m in enumerate(result.cards) if m == name]
        facts = build_facts(result, catalog)
        placement = facts.placement or ()
        # the card lowest in the chassis (or one that fits nowhere) goes first
        card = max(
            mine,
            key=lambda i: (
                placement[i] if i < len(placement) and placement[i] is not None else 10_000,
                i,
            ),
        )
        result = remove_card(result, card)
    return result
