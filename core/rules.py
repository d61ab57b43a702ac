"""The rules a build must keep, each with an id, a severity, the numbers involved and a fix.

:func:`check_build` runs every rule of :data:`RULES` on a :class:`core.builds.Build` and returns
their :class:`Verdict` s. A rule is a small function ``(ctx) -> list[Verdict]``; its docstring
gives the source of its threshold. Severities: ``error`` (the build does not work or breaks the
seed's own limit), ``warning`` (it works with a cost or against guidance), ``info``. A fact the
catalog does not know (a blank in the reference, a chassis without a slot map, a PSU the
configuration does not state) gives an explicit ``info`` verdict whose message starts with
"cannot check", never a silent pass.

Slot model: a chassis has *openings* (expansion-slot positions, 0 at the top) and x16 slots at
some of them. A seed chassis has ``gpu_positions`` double-width x16 positions (its chassis file;
an assumption stated there): x16 slots at openings 0, 2, 4, ... and twice as many openings. A
chassis part has ``slot_count`` slots every ``slot_pitch`` openings and ``case_expansion_slots``
openings. A card of width *w* in the slot at opening *s* covers openings *s* .. *s + w - 1*: a
2-slot card covers the next opening, a 3-slot card the next two.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from core.builds import Build
from core.catalog import Catalog, ChassisSpec, Cooler, Gpu, Part, PartKind

ERROR, WARNING, INFO = "error", "warning", "info"
SEVERITIES = (ERROR, WARNING, INFO)

PLATFORM_ALLOWANCE_W = 150
"""Power of everything but the GPUs and CPUs (board, memory, drives, fans), W. An assumption:
no source in this repository gives it; 150 W is a round allowance for a workstation board
with 8-12 DIMMs, a few drives and case fans."""

PSU_SUSTAINED_SHARE = 0.8
"""Share of the PSUs' rated total a sustained load may take: the common 80 % sizing practice
(a PSU runs cooler, quieter and most efficiently well below its rating, and GPU power
transients need margin). An assumption, not a figure of the seed."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """What one rule says about a build.

    Attributes:
        rule: the rule id ("slots.capacity").
        severity: "error", "warning" or "info".
        message: what is wrong (or cannot be checked), with the numbers.
        fix: a suggested change, or "".
        figures: the numbers involved, by name (JSON values).
    """

    rule: str
    severity: str
    message: str
    fix: str = ""
    figures: dict[str, Any] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {"rule": self.rule, "severity": self.severity, "message": self.message,
                "fix": self.fix, "figures": self.figures}


@dataclass(frozen=True, slots=True)
class Circuit:
    """A wall circuit at the customer's site: nominal voltage (V) and breaker rating (A).

    Usable continuous power is 80 % of ``voltage_v × current_a`` (the continuous-load rule the
    reference notes give: a 15 A / 120 V circuit gives 1,800 W, 1,440 W usable; Lambda,
    "PSU sizes, circuits and headroom" in ../shared/reference/gpus-notes.md).
    """

    voltage_v: int
    current_a: int

    @property
    def usable_w(self) -> int:
        """Continuous power the circuit may carry, W (80 % of V × A)."""
        return self.voltage_v * self.current_a * 8 // 10

    @property
    def label(self) -> str:
        """"220 V / 10 A"."""
        return f"{self.voltage_v} V / {self.current_a} A"


CIRCUITS: dict[str, Circuit] = {
    "220V/10A": Circuit(220, 10),
    "220V/16A": Circuit(220, 16),
    "230V/13A": Circuit(230, 13),
    "120V/15A": Circuit(120, 15),
    "120V/20A": Circuit(120, 20),
    "240V/30A": Circuit(240, 30),
}
"""Common wall circuits by key (China/EU 10 A and 16 A sockets, UK 13 A, US 15/20 A, a US
240 V/30 A dedicated line). Keys are what ``--site`` and the window's setting take."""


@dataclass(frozen=True, slots=True)
class Site:
    """Limits of the customer's site that the rules check against.

    Attributes:
        circuit: the wall circuit each PSU plugs into; None when not known ("cannot check").
        circuits: how many separate circuits of that kind the workstation may use (PSUs are
            spread over them, one PSU per circuit at most until every circuit has one).
    """

    circuit: Circuit | None = None
    circuits: int = 1

    @property
    def label(self) -> str:
        """"2 × 220 V / 16 A", "220 V / 10 A" or "circuit not set"."""
        if self.circuit is None:
            return "circuit not set"
        return (f"{self.circuits} × " if self.circuits > 1 else "") + self.circuit.label


def parse_site(text: str | None) -> Site:
    """A :class:`Site` from "220V/10A", "2x120V/15A" or "" (no circuit set).

    Spaces and case are ignored; "2x" / "2×" says how many separate circuits.

    Raises:
        ValueError: "site: unknown circuit '110V/5A'; choose one of 220V/10A, ..." or a bad
            circuit count.
    """
    raw = (text or "").strip()
    if not raw:
        return Site()
    key = raw.replace(" ", "").replace("×", "x").lower()
    count = 1
    if "x" in key:
        head, _, key = key.partition("x")
        if not head.isdigit() or int(head) < 1:
            raise ValueError(f"site: the number of circuits must be 1 or more, got {head!r}")
        count = int(head)
    circuit = CIRCUITS.get(key.upper())
    if circuit is None:
        raise ValueError(f"site: unknown circuit {raw!r}; choose one of {', '.join(CIRCUITS)}")
    return Site(circuit, count)


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
        """(GPU, count) per line of the build."""
        return [(self.catalog.gpu(g.model), g.count) for g in self.build.gpus]

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
        basis = (f"{positions} double-width x16 positions ({fig.status}: {fig.note})" if fig
                 else f"{positions} positions (the chassis's GPU range)")
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
    return Board(tuple(range(0, int(count) * step, step)), total,
                 f"{int(count)} slots at pitch {step}, {total} openings (part {part.name})")


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


# ----------------------------------------------------------------------------- rules

def rule_slots(ctx: Context) -> list[Verdict]:
    """slots.capacity / slots.width: every card needs an x16 slot and the openings its width
    covers (a 2-slot card covers the next opening, a 3-slot card the next two), inside the
    chassis's openings and not overlapping another card.

    Threshold source: the chassis file's ``gpu_positions`` (seed chassis; an assumption stated
    in data/<catalog>/chassis/<series>.toml) or the chassis part's slot map; slot widths from
    the GPU table's physical facts (reference table, gpu_physical.csv).
    """
    if ctx.board is None:
        return [Verdict("slots.capacity", INFO,
                        f"cannot check slots: the chassis {ctx.build.chassis!r} has no known slot map",
                        "choose a chassis whose slot map the catalog knows")]
    board, cards = ctx.board, ctx.cards
    out: list[Verdict] = []
    if ctx.build.placement is None:
        placed = ctx.placement or ()
        missing = sum(1 for s in placed if s is None)
        if missing:
            openings = sum(max(1, g.slot_width) for g in cards)
            out.append(Verdict(
                "slots.capacity", ERROR,
                f"{len(cards)} cards need {openings} slot openings; the chassis {ctx.build.chassis} "
                f"has {len(board.slots)} x16 slots in {board.openings} openings: {missing} card(s) do not fit",
                f"remove {missing} card(s) or choose a chassis with more slots",
                {"cards": len(cards), "openings_needed": openings, "slots": len(board.slots),
                 "openings": board.openings, "basis": board.basis}))
        return out
    used: dict[int, int] = {}
    for i, (gpu, slot) in enumerate(zip(cards, ctx.build.placement)):
        width = max(1, gpu.slot_width)
        if slot not in board.slots:
            out.append(Verdict("slots.capacity", ERROR,
                               f"card {i + 1} ({gpu.name}) is placed at opening {slot}, which is not "
                               f"an x16 slot of {ctx.build.chassis} (slots at {list(board.slots)})",
                               "place the card in one of the chassis's slots",
                               {"card": i + 1, "opening": slot, "slots": list(board.slots)}))
            continue
        if slot + width > board.openings:
            out.append(Verdict("slots.width", ERROR,
                               f"card {i + 1} ({gpu.name}, {width} slots wide) at opening {slot} needs "
                               f"openings {slot}-{slot + width - 1}; the chassis has {board.openings}",
                               "move it to a higher slot", {"card": i + 1, "width": width,
                                                             "openings": board.openings}))
        for o in range(slot, slot + width):
            if o in used:
                out.append(Verdict("slots.width", ERROR,
                                   f"card {i + 1} ({gpu.name}, {width} slots wide) at opening {slot} "
                                   f"covers opening {o}, taken by card {used[o] + 1}",
                                   "leave the covered slot free or use a narrower card",
                                   {"card": i + 1, "other": used[o] + 1, "opening": o, "width": width}))
                break
            used[o] = i
    return out


def rule_scale_table(ctx: Context) -> list[Verdict]:
    """gpu.scale_limit: no more cards of a model than the seed's model-scale table allows in
    one workstation ("at most N").

    Threshold source: the seed's CNN model-scale table (guidance.toml ``[[scale]]``,
    ``max_per_workstation``): RTX2070S/2080S/2080Ti 8, Titan RTX 4, Quadro RTX6000/8000 9.
    """
    out = []
    for gpu, count in ctx.gpus():
        rows = [r for r in ctx.catalog.scale_table if gpu.name in r.gpus]
        if not rows:
            continue
        limit = max(r.max_per_workstation for r in rows)
        if count > limit:
            row = next(r for r in rows if r.max_per_workstation == limit)
            out.append(Verdict(
                "gpu.scale_limit", ERROR,
                f"{count} × {gpu.name}: the seed's model-scale table allows at most {limit} in one "
                f"workstation ({row.label_as_printed}: {row.notes_as_printed})",
                f"use at most {limit} × {gpu.name}, or a blower card the table allows up to 9 of "
                "(Quadro RTX6000/RTX8000)",
                {"gpu": gpu.name, "count": count, "limit": limit, "scale": row.scale}))
    return out


def rule_chassis_range(ctx: Context) -> list[Verdict]:
    """chassis.gpu_range: the GPU count lies in the chassis class's range.

    Threshold source: the seed's section headings (chassis.toml ``min_gpus``/``max_gpus``:
    GX380i/GT410i 2-4, GT410P 5-7, GX630M 8-9). Above the range is an error (the class is not
    built for it); below it a warning (a smaller, cheaper class would do).
    """
    spec = ctx.spec
    if spec is None:
        return []
    n = ctx.build.gpu_count
    figures = {"gpus": n, "min": spec.min_gpus, "max": spec.max_gpus, "chassis": spec.series}
    if n > spec.max_gpus:
        return [Verdict("chassis.gpu_range", ERROR,
                        f"{n} GPUs in the {spec.series}, a {spec.min_gpus}-{spec.max_gpus} GPU class ({spec.source})",
                        f"use at most {spec.max_gpus} GPUs or a larger class", figures)]
    if n < spec.min_gpus:
        return [Verdict("chassis.gpu_range", WARNING,
                        f"{n} GPUs in the {spec.series}, a {spec.min_gpus}-{spec.max_gpus} GPU class ({spec.source})",
                        f"use {spec.min_gpus}-{spec.max_gpus} GPUs or a smaller class", figures)]
    return []


def rule_cooling(ctx: Context) -> list[Verdict]:
    """cooling.passive_in_tower / cooling.open_air_adjacent / cooling unknown.

    Passive cards (TESLA) rely on a server chassis's forced airflow: in a tower they overheat
    (seed: TESLA cards are datacenter cards; cooler from gpu_physical.csv). Open-air cards blow
    their heat into the case and need a free opening below them: the seed's scale table says
    Titan RTX "不支持密集地裝進工作站" (cannot be packed densely); two open-air cards with no free
    opening between them are "packed densely". A card of unknown cooler cannot be checked.
    """
    out = []
    for gpu, count in ctx.gpus():
        if gpu.cooler is Cooler.PASSIVE and ctx.tower:
            out.append(Verdict("cooling.passive_in_tower", ERROR,
                               f"{count} × {gpu.name} are passively cooled and need server airflow; "
                               f"the chassis {ctx.build.chassis} is a tower",
                               f"use an actively cooled (blower) card instead of {gpu.name}",
                               {"gpu": gpu.name, "count": count, "cooler": gpu.cooler.value}))
        elif gpu.cooler is Cooler.UNKNOWN:
            out.append(Verdict("cooling.unknown", INFO,
                               f"cannot check cooling: the cooler of {gpu.name} is unknown "
                               f"({gpu.physical_source or 'not in the reference'})",
                               "confirm the card's cooler (blower cards pack densely)",
                               {"gpu": gpu.name}))
    placement = ctx.build.placement or ctx.placement
    if ctx.board is None or placement is None:
        return out
    spots = sorted((s, g) for s, g in zip(placement, ctx.cards) if s is not None)
    dense = []
    for (s1, g1), (s2, g2) in pairwise(spots):
        if s1 + max(1, g1.slot_width) >= s2 and Cooler.OPEN_AIR in (g1.cooler, g2.cooler):
            dense.append((s1, s2))
    if dense:
        names = sorted({g.name for _, g in spots if g.cooler is Cooler.OPEN_AIR})
        out.append(Verdict("cooling.open_air_adjacent", WARNING,
                           f"open-air cards ({', '.join(names)}) packed densely: {len(dense)} pair(s) "
                           f"of adjacent cards with no free opening between them in {ctx.build.chassis}",
                           "leave a free slot below each open-air card, or use blower cards "
                           "(Quadro RTX6000/RTX8000, RTX2080Ti blower)",
                           {"adjacent_pairs": len(dense), "cards": len(spots)}))
    return out


def _cpu_power(ctx: Context) -> tuple[int | None, list[str]]:
    total, notes = 0, []
    for cpu in ctx.build.cpus:
        watts, basis = cpu.power_w, cpu.power_source
        if watts is None:
            try:
                part = ctx.catalog.part(cpu.name)
            except KeyError:
                part = None
            fig = part.figure("max_power_w") if part is not None else None
            if fig is None or fig.number is None:
                return None, [f"the power of CPU {cpu.name!r} is unknown"]
            watts, basis = int(fig.number), fig.describe()
        total += watts * cpu.count
        notes.append(f"{cpu.count} × {watts} W ({basis or 'stated'})")
    return total, notes


def rule_power(ctx: Context) -> list[Verdict]:
    """power.sustained: GPU board power × count + CPU power + a platform allowance must stay
    within 80 % of the PSUs' total rating (above 80 %: warning; above 100 %: error).

    Threshold sources: board power from the reference table (gpu_physical.csv); CPU power from
    the build, the catalog's CPU parts (``max_power_w``) or, for the seed's CPUs, Intel ARK TDPs
    (core.builds; not in this repository); :data:`PLATFORM_ALLOWANCE_W` and
    :data:`PSU_SUSTAINED_SHARE` are assumptions stated there. PSUs are taken to share the load
    (their ratings add up). Unknown PSU, GPU power or CPU power: "cannot check".
    """
    rule = "power.sustained"
    if not ctx.build.psus_w:
        return [Verdict(rule, INFO, "cannot check power: the build states no PSU "
                        f"(chassis {ctx.build.chassis})", "state the PSUs (psus_w)")]
    gpu_w = 0
    for gpu, count in ctx.gpus():
        if gpu.board_power_w is None:
            return [Verdict(rule, INFO, f"cannot check power: the board power of {gpu.name} is unknown",
                            "find the card's board power")]
        gpu_w += gpu.board_power_w * count
    cpu_w, cpu_notes = _cpu_power(ctx)
    if cpu_w is None:
        return [Verdict(rule, INFO, f"cannot check power: {cpu_notes[0]}",
                        "give the CPU's power (cpus[].power_w)")]
    load = gpu_w + cpu_w + PLATFORM_ALLOWANCE_W
    rated = sum(ctx.build.psus_w)
    budget = int(rated * PSU_SUSTAINED_SHARE)
    figures = {"gpu_w": gpu_w, "cpu_w": cpu_w, "platform_w": PLATFORM_ALLOWANCE_W, "load_w": load,
               "psu_total_w": rated, "sustained_budget_w": budget, "cpu_basis": cpu_notes}
    text = (f"sustained load {load} W (GPUs {gpu_w} W + CPUs {cpu_w} W + platform "
            f"{PLATFORM_ALLOWANCE_W} W) against PSUs {rated} W")
    if load > rated:
        return [Verdict(rule, ERROR, f"{text}: over the rating",
                        f"add PSUs or use larger ones: at least {int(load / PSU_SUSTAINED_SHARE)} W "
                        "in total for 20 % headroom", figures)]
    if load > budget:
        return [Verdict(rule, WARNING, f"{text}: above {int(PSU_SUSTAINED_SHARE * 100)} % ({budget} W)",
                        f"use at least {int(load / PSU_SUSTAINED_SHARE)} W of PSUs", figures)]
    return []


def rule_memory(ctx: Context) -> list[Verdict]:
    """memory.system_vs_gpu: system memory at least the total GPU memory (guidance: data
    loaders, pinned buffers and checkpoints stage GPU-sized data in host memory).

    Threshold source: common sizing guidance for deep-learning workstations (host memory ≥
    total GPU memory); not a figure of the seed, hence a warning, not an error.
    """
    total = 0
    for gpu, count in ctx.gpus():
        if gpu.memory_gb is None:
            return [Verdict("memory.system_vs_gpu", INFO,
                            f"cannot check memory: the memory of {gpu.name} is unknown", "")]
        total += int(gpu.memory_gb) * count
    if ctx.build.memory_gb < total:
        return [Verdict("memory.system_vs_gpu", WARNING,
                        f"system memory {ctx.build.memory_gb} GB is less than the GPUs' total "
                        f"{total} GB (guidance: at least as much)",
                        f"use at least {total} GB of system memory",
                        {"system_gb": ctx.build.memory_gb, "gpu_total_gb": total})]
    return []


RULES: tuple[tuple[str, Rule], ...] = (
    ("slots", rule_slots),
    ("scale_table", rule_scale_table),
    ("chassis_range", rule_chassis_range),
    ("cooling", rule_cooling),
    ("power", rule_power),
    ("memory", rule_memory),
)
"""The rules in the order they run (and their verdicts are listed)."""


def check_build(build: Build, catalog: Catalog, site: Site | None = None) -> list[Verdict]:
    """Every rule's verdicts on ``build``; an empty list means nothing to report.

    ``site``: the customer's wall circuit(s) for the power rules; None or a circuit not set
    gives "cannot check" for them.
    """
    cards = tuple(catalog.gpu(m) for m in build.cards)
    spec = catalog.chassis.get(build.chassis)
    part = None if spec is not None else _chassis_part(catalog, build.chassis)
    board = board_of(catalog, build.chassis)
    placement = build.placement
    if placement is None and board is not None:
        placement = default_placement(board, cards)  # type: ignore[assignment]
    ctx = Context(build, catalog, cards, spec, part, board, placement, site)
    verdicts: list[Verdict] = []
    for _, rule in RULES:
        verdicts += rule(ctx)
    return verdicts
