"""PCIe lanes (``pcie.lanes``): the CPU's lanes against the GPUs' links."""

from __future__ import annotations

from rigwright.core.build.rules.context import (
    Context,
    _find_part,
    _pcie_gen,
    _pcie_width,
    _spec_figure,
    _status_note,
)
from rigwright.core.build.rules.verdict import ERROR, INFO, WARNING, Verdict
from rigwright.core.catalog.model import (
    Gpu,
    PartKind,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

PCIE_LANE_GBS: dict[int, float] = {3: 0.985, 4: 1.969, 5: 3.938}
"""Usable bandwidth of one PCIe lane per direction, GB/s: 8, 16 and 32 GT/s with 128b/130b
encoding (PCI-SIG signalling rates; not in the reference notes). x16 PCIe 3.0 ≈ 15.8 GB/s,
x8 ≈ 7.9 GB/s."""


def _cpu_lanes(ctx: Context) -> tuple[int | None, Text | str]:
    """CPU PCIe lanes of the build: the CPU parts' ``pcie_lanes`` × count, else the seed
    chassis file's ``cpu_pcie_lanes``; (None, "") when unknown."""
    total, notes = 0, []
    for cpu in ctx.build.cpus:
        part = _find_part(ctx.catalog, cpu.name, PartKind.CPU)
        fig = part.figure("pcie_lanes") if part is not None else None
        if fig is None or fig.number is None:
            break
        total += int(fig.number) * cpu.count
        notes.append(f"{cpu.count} × {cpu.name} {fig.value} ({fig.status})")
    else:
        return total, "; ".join(notes)
    cfig = _spec_figure(ctx, "cpu_pcie_lanes")
    if cfig is not None and cfig.value.isdigit():
        return int(cfig.value), _status_note(cfig.status, cfig.note)
    return None, ""


def _platform_gen(ctx: Context) -> int | None:
    for cpu in ctx.build.cpus:
        part = _find_part(ctx.catalog, cpu.name, PartKind.CPU)
        fig = part.figure("pcie_generation") if part is not None else None
        if fig is not None and _pcie_gen(fig.value) is not None:
            return _pcie_gen(fig.value)
    fig = ctx.part.figure("pcie_generation") if ctx.part is not None else None
    return _pcie_gen(fig.value) if fig is not None else None


def slot_map(ctx: Context) -> list[int] | None:
    """The electrical width of each x16 slot of the chassis part, top first (its ``slot_map``
    figure: [16, 16, 8]); None for a seed chassis or a part without one."""
    if ctx.part is not None:
        fig = ctx.part.figure("slot_map")
        if fig is not None and fig.value:
            return [_pcie_width(w) for w in fig.value.split()]
    return None


def _links(
    ctx: Context,
) -> tuple[int, Text | str, list[tuple[int, Gpu, int]], list[int]] | None:
    """(CPU lanes, their basis, (card number, GPU, wanted width) per card, the link width each
    card gets) as :func:`rule_lanes` computes them; None when the CPU lanes are unknown."""
    lanes, basis = _cpu_lanes(ctx)
    if lanes is None:
        return None
    widths_map = slot_map(ctx)
    placement = ctx.build.placement or ctx.placement
    cards: list[tuple[int, Gpu, int]] = []  # (card number, gpu, wanted width)
    for i, gpu in enumerate(ctx.cards):
        want = min(16, _pcie_width(gpu.pcie))
        slot = placement[i] if placement is not None and i < len(placement) else None
        if placement is not None and slot is None:
            continue  # a card that fits no slot gets no link (slots.capacity says so)
        if widths_map is not None and ctx.board is not None and slot in ctx.board.slots:
            index = ctx.board.slots.index(slot)
            if index < len(widths_map):
                want = min(want, widths_map[index])
        cards.append((i + 1, gpu, want))
    widths = [w for _, _, w in cards]
    while widths and sum(widths) > lanes and max(widths) > 0:
        # the widest link gives up half; of equal ones the second of a slot pair, lowest first
        j = max(range(len(widths)), key=lambda k: (widths[k], k % 2, k))
        widths[j] //= 2
    return lanes, basis, cards, widths


def rule_lanes(ctx: Context) -> list[Verdict]:
    """pcie.lanes: the CPU's PCIe lanes against the GPUs' x16 links.

    Each card asks for its own link width (GPU table ``pcie``, x16), capped by its slot's
    electrical width (the chassis part's ``slot_map``; a seed chassis's positions are x16).
    While the cards ask for more lanes than the CPU has, the widest link is halved (x16 -> x8
    -> x4), as boards bifurcate a x16 slot: 48 lanes give four cards x16/x16/x8/x8, 16 lanes
    two cards x8/x8 (the seed chassis files' assumption). A card at x8 is a warning (host <->
    device bandwidth halved, :data:`PCIE_LANE_GBS`); below x8 an error (this product's
    threshold: x8 is the narrowest split a workstation board gives a GPU slot). CPU lanes:
    the CPU parts' ``pcie_lanes`` (Intel ARK; secondary for AMD) or the seed chassis file's
    ``cpu_pcie_lanes`` (assumed); unknown: "cannot check". Only the GPUs are counted: NVMe
    drives and other cards may take CPU lanes too (board-dependent, not sourced here).
    """
    rule = "pcie.lanes"
    links = _links(ctx)
    if links is None:
        switch = _spec_figure(ctx, "pcie_switch")
        if switch is not None and switch.value == "yes":
            message = QT_TRANSLATE_NOOP(
                "rules",
                "cannot check PCIe lanes: the CPU lanes of {chassis} "
                "are unknown (its chassis file assumes PCIe switches)",
            )
        else:
            message = QT_TRANSLATE_NOOP(
                "rules", "cannot check PCIe lanes: the CPU lanes of {chassis} are unknown"
            )
        return [
            Verdict(
                rule,
                INFO,
                message.format(chassis=ctx.build.chassis),
                QT_TRANSLATE_NOOP("rules", "name a CPU part with its PCIe lanes"),
            )
        ]
    lanes, basis, cards, widths = links
    short = [
        (n, g, w)
        for (n, g, want), w in zip(cards, widths, strict=True)
        if w < min(16, _pcie_width(g.pcie))
    ]
    if not short:
        return []
    link_text = "/".join(f"x{w}" for w in widths)
    figures = {
        "cpu_lanes": lanes,
        "lanes_basis": str(basis),
        "links": widths,
        "cards": len(cards),
        "card_numbers": [n for n, _, _ in cards],
        "counted": "GPUs only",
    }
    below = [(n, g, w) for n, g, w in short if w < 8]
    if below:
        return [
            Verdict(
                rule,
                ERROR,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "{below} of {cards} cards get fewer than 8 lanes "
                    "({links} from {lanes} CPU lanes, {basis}; GPUs only "
                    "counted)",
                ).format(
                    below=len(below), cards=len(cards), links=link_text, lanes=lanes, basis=basis
                ),
                QT_TRANSLATE_NOOP(
                    "rules",
                    "use fewer GPUs or a CPU with more PCIe lanes (Xeon "
                    "W-3400: 112, Threadripper PRO: 128)",
                ),
                figures,
            )
        ]
    gens = [g for g in (_pcie_gen(c.pcie) for _, c, _ in short) if g is not None]
    platform = _platform_gen(ctx)
    gen = min(gens) if gens else platform
    if gen is not None and platform is not None:
        gen = min(gen, platform)
    values = {
        "short": len(short),
        "cards": len(cards),
        "links": link_text,
        "lanes": lanes,
        "basis": basis,
    }
    if gen in PCIE_LANE_GBS:
        per = PCIE_LANE_GBS[gen]
        message = QT_TRANSLATE_NOOP(
            "rules",
            "{short} of {cards} cards run at x8 ({links} from {lanes} CPU lanes, {basis}; GPUs "
            "only counted): host <-> device bandwidth halved: PCIe {gen}.0 x16 ≈ {x16:.1f} "
            "GB/s, x8 ≈ {x8:.1f} GB/s per direction",
        ).format(**values, gen=gen, x16=per * 16, x8=per * 8)
        figures |= {
            "pcie_generation": gen,
            "x16_gbs": round(per * 16, 1),
            "x8_gbs": round(per * 8, 1),
        }
    else:
        message = QT_TRANSLATE_NOOP(
            "rules",
            "{short} of {cards} cards run at x8 ({links} from {lanes} CPU lanes, {basis}; GPUs "
            "only counted): host <-> device bandwidth halved",
        ).format(**values)
    return [
        Verdict(
            rule,
            WARNING,
            message,
            QT_TRANSLATE_NOOP(
                "rules",
                "guidance: x8 slows data loading and gradient exchange "
                "without NVLink, and matters little for compute-bound training "
                "whose data fit in GPU memory; for x16 on every card use a CPU "
                "with more lanes or fewer GPUs",
            ),
            figures,
        )
    ]
