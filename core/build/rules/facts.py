"""What the rules know of a build's layout and power, for the diagram and the charts
(:func:`build_facts`)."""

from __future__ import annotations

from dataclasses import dataclass

from rigwright.core.build.model import (
    Build,
)
from rigwright.core.build.rules.context import Board, _context
from rigwright.core.build.rules.lanes import _links, slot_map
from rigwright.core.build.rules.power import (
    PLATFORM_ALLOWANCE_W,
    PSU_SUSTAINED_SHARE,
    _atx,
    _dc_load,
)
from rigwright.core.build.rules.transient import ATX3_EXCURSION, _gpu_peak
from rigwright.core.build.rules.verdict import Verdict
from rigwright.core.catalog.model import (
    Catalog,
)
from rigwright.core.text.i18n import Text


@dataclass(frozen=True, slots=True)
class PowerFigures:
    """The power figures the rules compute for a build, W; None where a figure is unknown.

    Attributes:
        gpu_w: Σ board power of the cards (reference table).
        cpu_w: Σ CPU power (build, CPU parts or Intel ARK TDPs; see :func:`rule_power`).
        platform_w: :data:`PLATFORM_ALLOWANCE_W` (assumed).
        sustained_w: gpu_w + cpu_w + platform_w (what ``power.sustained`` checks).
        peak_w: the transient peak ``power.transient`` checks (cards × 2.2 or 3.0, the rest at
            their sustained figures).
        psus_w: the rating of each PSU (empty: not stated).
        sustained_share: :data:`PSU_SUSTAINED_SHARE` (the 80 % sizing practice).
        peak_share: share of the rating the PSUs may reach for 100 µs: 2.0 for ATX 3.x, 1.0 for
            ATX 2.x, None when the ATX version is unknown.
    """

    gpu_w: int | None
    cpu_w: int | None
    platform_w: int
    sustained_w: int | None
    peak_w: int | None
    psus_w: tuple[int, ...]
    sustained_share: float = PSU_SUSTAINED_SHARE
    peak_share: float | None = None


@dataclass(frozen=True, slots=True)
class BuildFacts:
    """What the rules know of a build's layout, for the diagram
    (:mod:`rigwright.core.build.diagram`).

    Attributes:
        board: the chassis's slot geometry, or None when unknown.
        placement: the opening of each card (the build's own or :func:`default_placement`;
            None for a card that fits nowhere), or None when the slot map is unknown.
        slot_widths: the electrical width of each x16 slot, top first (chassis part's
            ``slot_map``), or None when not stated.
        cpu_lanes: the CPU PCIe lanes and their basis, or None when unknown.
        links: the link width each card gets (``pcie.lanes``; None for a card that fits no
            slot), or None when the lanes are unknown.
        power: the power figures.
    """

    board: Board | None
    placement: tuple[int | None, ...] | None
    slot_widths: tuple[int, ...] | None
    cpu_lanes: tuple[int, Text | str] | None
    links: tuple[int | None, ...] | None
    power: PowerFigures


def build_facts(build: Build, catalog: Catalog) -> BuildFacts:
    """The slot geometry, placement, PCIe links and power figures of ``build``, computed as
    the rules compute them (one source for the rules and the diagram).

    Raises:
        KeyError: a GPU of the build is not in ``catalog``.
    """
    ctx = _context(build, catalog, None)
    links = _links(ctx)
    known = _dc_load(ctx, "power.sustained", "power")
    gpu_w = cpu_w = sustained = peak = None
    if not isinstance(known, Verdict):
        gpu_w, cpu_w, _ = known
        sustained = gpu_w + cpu_w + PLATFORM_ALLOWANCE_W
        peaks = _gpu_peak(ctx)
        if not isinstance(peaks, str):
            peak = round(peaks[0]) + cpu_w + PLATFORM_ALLOWANCE_W
    else:
        peaks = _gpu_peak(ctx)
        if not isinstance(peaks, str):
            gpu_w = sum(g.board_power_w or 0 for g in ctx.cards)
    major = _atx(ctx)[0]
    share = None if major is None else (ATX3_EXCURSION if major == "3" else 1.0)
    widths = slot_map(ctx)
    return BuildFacts(
        board=ctx.board,
        placement=ctx.build.placement or ctx.placement,
        slot_widths=tuple(widths) if widths is not None else None,
        cpu_lanes=(links[0], links[1]) if links is not None else None,
        links=(
            tuple(
                dict(zip((n - 1 for n, _, _ in links[2]), links[3], strict=True)).get(i)
                for i in range(len(ctx.cards))
            )
            if links is not None
            else None
        ),
        power=PowerFigures(
            gpu_w,
            cpu_w,
            PLATFORM_ALLOWANCE_W,
            sustained,
            peak,
            tuple(build.psus_w),
            peak_share=share,
        ),
    )
