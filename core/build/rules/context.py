"""What the rules see of a build (:class:`Context`), the chassis's slot geometry
(:class:`Board`, :func:`board_of`, :func:`default_placement`) and the helpers the rule
families share."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from rigwright.core.build.model import (
    Build,
)
from rigwright.core.build.rules.site import Site
from rigwright.core.build.rules.verdict import Verdict
from rigwright.core.catalog.model import (
    Catalog,
    ChassisFigure,
    ChassisSpec,
    Cooler,
    Gpu,
    Part,
    PartKind,
    data_text,
    normalise_name,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text


@dataclass(frozen=True, slots=True)
class Board:
    """The slot geometry of a chassis: x16 slot openings, total openings, and where the
    figures come from."""

    slots: tuple[int, ...]
    openings: int
    basis: str


@dataclass(frozen=True, slots=True)
class Context:
    """What the rules see: the build, the catalog, the resolved GPUs per card, the chassis
    (a seed spec or a part), its board geometry (None: unknown) and the site settings."""

    build: Build
    catalog: Catalog
    cards: tuple[Gpu, ...]
    spec: ChassisSpec | None
    part: Part | None
    board: Board | None
    placement: tuple[int, ...] | None
    site: Site | None = None

    def gpus(self) -> list[tuple[Gpu, int]]:
        """(GPU, count) per line of the build (the resolved ``cards``, one line at a time)."""
        out, i = [], 0
        for line in self.build.gpus:
            out.append((self.cards[i], line.count))
            i += line.count
        return out

    @property
    def tower(self) -> bool:
        """Every chassis the catalogs know is a tower (seed: 微塔式 / 雙塔式 / 雙塔; current:
        "Tower, ..."): no server airflow for passive cards."""
        if self.spec is not None:
            return True
        return self.part is not None and self.part.name.casefold().startswith("tower")


Rule = Callable[[Context], list[Verdict]]


def board_of(catalog: Catalog, chassis: str) -> Board | None:
    """The slot geometry of ``chassis`` (seed series or chassis part); None when unknown."""
    spec = catalog.chassis.get(chassis)
    if spec is not None:
        fig = next((f for f in spec.figures if f.name == "gpu_positions"), None)
        positions = int(fig.value) if fig is not None else spec.pcie_slots
        basis = (
            f"{positions} double-width x16 positions ({fig.status}: {fig.note})"
            if fig
            else f"{positions} positions (the chassis's GPU range)"
        )
        return Board(tuple(range(0, 2 * positions, 2)), 2 * positions, basis)
    part = _chassis_part(catalog, chassis)
    if part is None:
        return None
    count, pitch = part.number("slot_count"), part.number("slot_pitch")
    if count is None or pitch is None:
        return None
    step = int(pitch)
    openings = part.number("case_expansion_slots")
    total = int(openings) if openings is not None else int(count) * step
    return Board(
        tuple(range(0, int(count) * step, step)),
        total,
        f"{int(count)} slots at pitch {step}, {total} openings (part {part.name})",
    )


def _chassis_part(catalog: Catalog, name: str) -> Part | None:
    return next((p for p in catalog.parts if p.kind is PartKind.CHASSIS and p.name == name), None)


def _fits(board: Board, used: set[int], slot: int, width: int) -> bool:
    cover = range(slot, slot + width)
    return cover[-1] < board.openings and not used.intersection(cover)


def default_placement(board: Board, cards: tuple[Gpu, ...]) -> tuple[int | None, ...]:
    """Where the rules put the cards of a build that gives no placement: each card, in order,
    in the top free slot it fits; cards that are not blowers first try to keep the opening
    below them free (air for their fans), falling back to dense packing when that cannot
    place them all. None for a card that fits nowhere."""
    result: list[int | None] = []
    for spread in (True, False):
        used: set[int] = set()
        result = []
        for gpu in cards:
            width = max(1, gpu.slot_width)
            slot = next((s for s in board.slots if _fits(board, used, s, width)), None)
            if slot is not None:
                used.update(range(slot, slot + width))
                if spread and gpu.cooler is not Cooler.BLOWER:
                    used.add(slot + width)  # keep the opening below free for its fans
            result.append(slot)
        if None not in result:
            break
    return tuple(result)


def psu_name(part: Part) -> str:
    """A PSU part's name for "PSU {part}": without its own leading "PSU" (the generic "PSU
    1600 W (ATX 3.x)" would read "PSU PSU 1600 W")."""
    return part.name[4:] if part.name[:4].upper() == "PSU " else part.name


def _find_part(catalog: Catalog, name: str, kind: PartKind) -> Part | None:
    """The part of ``kind`` called ``name`` (exact, then ignoring case and spaces); None when
    the catalog has none (no "did you mean" search: this runs in the search loop)."""
    parts = [p for p in catalog.parts if p.kind is kind]
    if not parts:
        return None
    exact = next((p for p in parts if p.name == name), None)
    if exact is not None:
        return exact
    key = normalise_name(name)
    return next((p for p in parts if normalise_name(p.name) == key), None)


def _spec_figure(ctx: Context, name: str) -> ChassisFigure | None:
    return None if ctx.spec is None else next((f for f in ctx.spec.figures if f.name == name), None)


_STATUS_WORDS = {
    "assumed": QT_TRANSLATE_NOOP("rules", "assumed"),
    "sourced": QT_TRANSLATE_NOOP("rules", "sourced"),
    "stated": QT_TRANSLATE_NOOP("rules", "stated"),
}


def _status_note(status: str, note: str) -> Text:
    """A figure's status and its note, translatable ("assumed: <the chassis file's note>"; the
    note through :func:`rigwright.core.catalog.model.data_text`: translated where it is
    marked)."""
    return QT_TRANSLATE_NOOP("rules", "{status}: {note}").format(
        status=_STATUS_WORDS.get(status, status), note=data_text(note)
    )


@lru_cache(maxsize=256)
def _pcie_gen(text: str | None) -> int | None:
    """5 from "5.0 x16"; None when unknown."""
    head = (text or "").split(".", 1)[0].strip()
    return int(head) if head.isdigit() else None


@lru_cache(maxsize=256)
def _pcie_width(text: str | None) -> int:
    """16 from "3.0 x16"; 16 when the reference gives no width."""
    _, _, tail = (text or "").partition("x")
    return int(tail) if tail.isdigit() else 16


def _context(build: Build, catalog: Catalog, site: Site | None) -> Context:
    cards = tuple(gpu for line in build.gpus for gpu in (catalog.gpu(line.model),) * line.count)
    spec = catalog.chassis.get(build.chassis)
    part = None if spec is not None else _chassis_part(catalog, build.chassis)
    board = board_of(catalog, build.chassis)
    placement = build.placement
    if placement is None and board is not None:
        placement = default_placement(board, cards)  # type: ignore[assignment]
    return Context(build, catalog, cards, spec, part, board, placement, site)
