"""The chassis and PCIe-slot layout of one workstation build, as the diagram draws it.

A schematic, not a board layout: the seed names no motherboards, so the layout has one
double-width PCIe x16 position per GPU the chassis supports (``ChassisSpec.pcie_slots``, the
seed's ``max_gpus``), filled from the top. Power supplies come from the seed's chassis cell
("微塔式(2000W)" -> 1 x 2000 W); board power comes from the reference table beside the seed.
Nothing is invented: a figure the seed does not state is reported as not stated.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.catalog import Catalog, ChassisSpec, Gpu, Sku

POSITION_WIDTH = 2
"""Slots each schematic PCIe x16 position spans (a double-width card)."""

NOT_STATED = "not stated"

# "雙2000w" (two PSUs), "2*1600W" / "2x1600W" / "2×1600W", or a plain "2000W".
_PSU_RE = re.compile(
    r"(?:(?P<pair>[雙双])|(?P<mult>\d)\s*[*xX×]\s*)?\s*(?P<watts>\d{3,5})\s*[wW]"
)


@dataclass(frozen=True, slots=True)
class SlotPosition:
    """One schematic PCIe x16 position, numbered from the top of the chassis.

    Attributes:
        index: 0-based position number, 0 at the top (the first card fitted).
        is_occupied: a GPU sits in this position.
        gpu: canonical GPU name of the card, or None when the position is empty.
        slot_width: slots the position spans (``POSITION_WIDTH``, schematic).
        card_slot_width: slots the card occupies (reference table, not the seed), None if empty.
    """

    index: int
    is_occupied: bool
    gpu: str | None
    slot_width: int = POSITION_WIDTH
    card_slot_width: int | None = None

    @property
    def label(self) -> str:
        """The slot's caption in the diagram ("PCIe 1 x16"), numbered from 1."""
        return f"PCIe {self.index + 1} x16"


@dataclass(frozen=True, slots=True)
class PsuSpec:
    """The build's power supplies as far as the seed states them.

    Attributes:
        count: number of PSUs, or None when the seed does not state it.
        watts_each: rated output of one PSU, W, or None when not stated.
        as_printed: the seed's chassis cell the figures were read from.
    """

    count: int | None
    watts_each: int | None
    as_printed: str

    @property
    def is_stated(self) -> bool:
        """True when both the count and the wattage are known."""
        return self.count is not None and self.watts_each is not None

    @property
    def total_w(self) -> int | None:
        """Total rated PSU output, W (count x watts each), or None when not stated."""
        if self.count is None or self.watts_each is None:
            return None
        return self.count * self.watts_each

    def describe(self) -> str:
        """"1 × 2000 W", "2 × 2000 W" or "not stated"."""
        if not self.is_stated:
            return NOT_STATED
        return f"{self.count} × {self.watts_each} W"


@dataclass(frozen=True, slots=True)
class ChassisLayout:
    """Everything the chassis diagram shows for one SKU.

    Attributes:
        sku: the build drawn.
        chassis: the chassis spec of the SKU's series (seed section 五 headings).
        gpu: the SKU's GPU from the catalog, or None if the catalog does not know it.
        slots: the PCIe positions, top first; the first ``gpu_count`` are occupied.
        psu: the power supplies, from the seed's chassis cell.
        gpu_board_power_w: estimated total GPU board power, W: gpu_count x board_power_w from
            the reference table (not the seed); None when the board power is unknown.
        notes: short remarks for the reader (range, not-stated figures, unplaced cards).
    """

    sku: Sku
    chassis: ChassisSpec
    gpu: Gpu | None
    slots: tuple[SlotPosition, ...]
    psu: PsuSpec
    gpu_board_power_w: int | None
    notes: tuple[str, ...]

    @property
    def occupied(self) -> tuple[SlotPosition, ...]:
        """The positions holding a card, top first."""
        return tuple(s for s in self.slots if s.is_occupied)

    @property
    def unplaced_gpus(self) -> int:
        """GPUs of the SKU that have no position in the schematic (0 normally)."""
        return max(0, self.sku.gpu_count - len(self.slots))


def parse_psu(chassis_as_printed: str) -> tuple[int, int] | None:
    """Read (count, watts each) from a seed chassis cell, or None when it states no PSU.

    Examples (seed section 五): "微塔式(2000W)" -> (1, 2000); "雙塔式(雙2000w)" -> (2, 2000);
    "雙塔" -> None (the cell names the form factor only).
    """
    match = _PSU_RE.search(chassis_as_printed)
    if match is None:
        return None
    if match.group("pair"):
        count = 2
    elif match.group("mult"):
        count = int(match.group("mult"))
    else:
        count = 1
    return count, int(match.group("watts"))


def psu_spec(sku: Sku) -> tuple[PsuSpec, list[str]]:
    """The SKU's PSUs and any notes: the loader's fields win; the cell is read as a check."""
    notes: list[str] = []
    parsed = parse_psu(sku.chassis)
    count, watts = sku.psu_count, sku.psu_w
    if count is None and watts is None and parsed is not None:
        count, watts = parsed
    elif parsed is not None and (count, watts) != parsed:
        notes.append(
            f"PSU fields ({count} × {watts} W) differ from the chassis cell {sku.chassis!r}"
        )
    spec = PsuSpec(count=count, watts_each=watts, as_printed=sku.chassis)
    if not spec.is_stated:
        notes.append(f"PSU not stated by the seed (chassis cell: {sku.chassis!r})")
    return spec, notes


def chassis_layout(sku: Sku, catalog: Catalog) -> ChassisLayout:
    """Lay out ``sku`` in its chassis: positions, cards, PSUs, board power and notes.

    Args:
        sku: a SKU of ``catalog``.
        catalog: supplies the chassis spec (``catalog.chassis[sku.series]``) and the GPU.

    Returns:
        The layout; positions = the chassis's ``pcie_slots`` (its ``max_gpus`` when unset).

    Raises:
        KeyError: the catalog has no chassis spec for the SKU's series.
    """
    try:
        spec = catalog.chassis[sku.series]
    except KeyError:
        raise KeyError(f"no chassis spec for series {sku.series!r} (SKU {sku.code})") from None

    notes: list[str] = []
    try:
        gpu: Gpu | None = catalog.gpu(sku.gpu)
    except KeyError:
        gpu = None
        notes.append(f"GPU {sku.gpu!r} is not in the catalog: card size and power not known")

    positions = spec.pcie_slots if spec.pcie_slots > 0 else spec.max_gpus
    card_width = gpu.slot_width if gpu is not None else None
    slots = tuple(
        SlotPosition(
            index=i,
            is_occupied=i < sku.gpu_count,
            gpu=sku.gpu if i < sku.gpu_count else None,
            card_slot_width=card_width if i < sku.gpu_count else None,
        )
        for i in range(positions)
    )

    if spec.min_gpus <= sku.gpu_count <= spec.max_gpus:
        notes.insert(0, f"{sku.gpu_count} GPUs in a chassis the seed rates for "
                        f"{spec.min_gpus}-{spec.max_gpus}")
    else:
        notes.insert(0, f"{sku.gpu_count} GPUs, outside the {spec.min_gpus}-{spec.max_gpus} "
                        f"the seed rates this chassis for")
    if sku.gpu_count > positions:
        notes.append(f"{sku.gpu_count - positions} GPU(s) have no position in the diagram "
                     f"({positions} positions)")
    if card_width is not None and card_width > POSITION_WIDTH:
        notes.append(f"{sku.gpu} is {card_width} slots wide, wider than a "
                     f"{POSITION_WIDTH}-slot position")

    psu, psu_notes = psu_spec(sku)
    notes.extend(psu_notes)

    board_power: int | None = None
    if gpu is not None and gpu.board_power_w is not None:
        board_power = sku.gpu_count * gpu.board_power_w
        if psu.total_w:
            share = round(100 * board_power / psu.total_w)
            notes.append(f"GPU board power ≈ {board_power} W ({sku.gpu_count} × "
                         f"{gpu.board_power_w} W, reference table), {share} % of "
                         f"{psu.total_w} W PSU; CPU and drives not included")
        else:
            notes.append(f"GPU board power ≈ {board_power} W ({sku.gpu_count} × "
                         f"{gpu.board_power_w} W, reference table)")
    elif gpu is not None:
        notes.append(f"board power of {gpu.name} not known")

    return ChassisLayout(
        sku=sku,
        chassis=spec,
        gpu=gpu,
        slots=slots,
        psu=psu,
        gpu_board_power_w=board_power,
        notes=tuple(notes),
    )
