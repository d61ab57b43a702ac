"""The rules a build must keep, each with an id, a severity, the numbers involved and a fix.

:func:`check_build` runs every rule of :data:`RULES` on a :class:`rigwright.core.build.model.Build` and returns
their :class:`Verdict` s (or a subset of the rules, e.g. the chassis-level
:data:`CHASSIS_RULES` whose verdicts the configuration search shares between builds;
:data:`COUNT_MONOTONE_ERRORS` names the errors that stay when cards are added). A rule is a small function ``(ctx) -> list[Verdict]``; its docstring
gives the source of its threshold. Severities: ``error`` (the build does not work or breaks the
seed's own limit), ``warning`` (it works with a cost or against guidance), ``info``. A fact the
catalog does not know (a blank in the reference, a chassis without a slot map, a PSU the
configuration does not state) gives an explicit ``info`` verdict whose message starts with
"cannot check", never a silent pass.

Messages and fixes are :class:`rigwright.core.text.i18n.Text` s of the Qt Linguist context "rules" (English
templates marked with ``QT_TRANSLATE_NOOP``): ``str()`` of one is the English message the
command line and the JSON print, the window renders it in the user's language.

Slot model: a chassis has *openings* (expansion-slot positions, 0 at the top) and x16 slots at
some of them. A seed chassis has ``gpu_positions`` double-width x16 positions (its chassis file;
an assumption stated there): x16 slots at openings 0, 2, 4, ... and twice as many openings. A
chassis part has ``slot_count`` slots every ``slot_pitch`` openings and ``case_expansion_slots``
openings. A card of width *w* in the slot at opening *s* covers openings *s* .. *s + w - 1*: a
2-slot card covers the next opening, a 3-slot card the next two.

Rule families: ``slots.*``, ``gpu.scale_limit``, ``chassis.gpu_range``, ``cooling.*``,
``power.sustained`` / ``power.transient`` / ``power.connector`` / ``power.circuit`` (the last
against the :class:`Site`'s wall circuit), ``pcie.lanes``, ``nvlink.*``, ``formfactor.*`` and
``memory.system_vs_gpu``. Units: W, mm, GB, lanes, slot openings.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise
from typing import Any

from rigwright.core.build.model import (
    BOARD_FORM_FACTORS,
    Build,
    atx_major,
    board_form_factor,
    board_size_text,
)
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
    physical_source_text,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

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
        message_text: what is wrong (or cannot be checked), with the numbers: a
            :class:`rigwright.core.text.i18n.Text` the window shows in the user's language (English in
            :attr:`message`).
        fix_text: a suggested change, or "" (English in :attr:`fix`).
        figures: the numbers involved, by name (JSON values).
    """

    rule: str
    severity: str
    message_text: Text | str
    fix_text: Text | str = ""
    figures: dict[str, Any] = field(default_factory=dict)

    @property
    def message(self) -> str:
        """What is wrong, in English (the command line's and the JSON's)."""
        return str(self.message_text)

    @property
    def fix(self) -> str:
        """The suggested change in English, or ""."""
        return str(self.fix_text)

    def as_json(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "severity": self.severity,
            "message": self.message,
            "fix": self.fix,
            "figures": self.figures,
        }


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
        """ "220 V / 10 A"."""
        return f"{self.voltage_v} V / {self.current_a} A"


CIRCUITS: dict[str, Circuit] = {
    "220V/10A": Circuit(220, 10),
    "220V/16A": Circuit(220, 16),
    "230V/10A": Circuit(230, 10),
    "230V/13A": Circuit(230, 13),
    "230V/16A": Circuit(230, 16),
    "120V/15A": Circuit(120, 15),
    "120V/20A": Circuit(120, 20),
    "100V/15A": Circuit(100, 15),
    "240V/30A": Circuit(240, 30),
}
"""Common wall circuits by key (China 220 V and EU 230 V 10 A / 16 A sockets, UK 13 A,
US 15/20 A, Japan 100 V 15 A, a US 240 V/30 A dedicated line). Keys are what ``--site`` and the window's setting take."""


MAX_CIRCUITS = 8
"""Most separate circuits a site setting may name (one per PSU of the largest builds)."""


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
        """ "2 × 220 V / 16 A", "220 V / 10 A" or "circuit not set"."""
        return str(self.label_text)

    @property
    def label_text(self) -> Text | str:
        """:attr:`label` for the window: "circuit not set" is a :class:`rigwright.core.text.i18n.Text`, a
        circuit's figures a plain string."""
        if self.circuit is None:
            return QT_TRANSLATE_NOOP("rules", "circuit not set")
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
        if not head.isdigit() or not 1 <= int(head) <= MAX_CIRCUITS:
            raise ValueError(
                f"site: the number of circuits must be 1 to {MAX_CIRCUITS}, got {head[:20]!r}"
            )
        count = int(head)
    circuit = CIRCUITS.get(key.upper())
    if circuit is None:
        raise ValueError(f"site: unknown circuit {raw[:40]!r}; choose one of {', '.join(CIRCUITS)}")
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


def _listed(items: list[Text] | list[str], conjunction: str = "comma") -> Text | str:
    """``items`` as one :class:`Text`: "a, b, c" (``conjunction`` "comma") or "a or b"
    ("or"); "" for none."""
    if not items:
        return ""
    result: Text | str = items[0]
    for item in items[1:]:
        if conjunction == "or":
            result = QT_TRANSLATE_NOOP("rules", "{earlier} or {later}").format(
                earlier=result, later=item
            )
        else:
            result = QT_TRANSLATE_NOOP("rules", "{earlier}, {later}").format(
                earlier=result, later=item
            )
    return result


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
        return [
            Verdict(
                "slots.capacity",
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check slots: the chassis {chassis!r} has no known slot map"
                ).format(chassis=ctx.build.chassis),
                QT_TRANSLATE_NOOP("rules", "choose a chassis whose slot map the catalog knows"),
            )
        ]
    board, cards = ctx.board, ctx.cards
    out: list[Verdict] = []
    if ctx.build.placement is None:
        placed = ctx.placement or ()
        missing = sum(1 for s in placed if s is None)
        if missing:
            openings = sum(max(1, g.slot_width) for g in cards)
            out.append(
                Verdict(
                    "slots.capacity",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "{cards} cards need {openings} slot openings; the chassis "
                        "{chassis} has {slots} x16 slots in {total} openings: {missing} "
                        "card(s) do not fit",
                    ).format(
                        cards=len(cards),
                        openings=openings,
                        chassis=ctx.build.chassis,
                        slots=len(board.slots),
                        total=board.openings,
                        missing=missing,
                    ),
                    QT_TRANSLATE_NOOP(
                        "rules", "remove {missing} card(s) or choose a chassis with more slots"
                    ).format(missing=missing),
                    {
                        "cards": len(cards),
                        "openings_needed": openings,
                        "slots": len(board.slots),
                        "openings": board.openings,
                        "basis": board.basis,
                    },
                )
            )
        return out
    used: dict[int, int] = {}
    for i, (gpu, slot) in enumerate(zip(cards, ctx.build.placement)):
        width = max(1, gpu.slot_width)
        if slot not in board.slots:
            out.append(
                Verdict(
                    "slots.capacity",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "card {card} ({gpu}) is placed at opening "
                        "{opening}, which is not an x16 slot of {chassis} "
                        "(slots at {slots})",
                    ).format(
                        card=i + 1,
                        gpu=gpu.name,
                        opening=slot,
                        chassis=ctx.build.chassis,
                        slots=str(list(board.slots)),
                    ),
                    QT_TRANSLATE_NOOP("rules", "place the card in one of the chassis's slots"),
                    {"card": i + 1, "opening": slot, "slots": list(board.slots)},
                )
            )
            continue
        if slot + width > board.openings:
            out.append(
                Verdict(
                    "slots.width",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "card {card} ({gpu}, {width} slots wide) at "
                        "opening {slot} needs openings {slot}-{last}; the "
                        "chassis has {openings}",
                    ).format(
                        card=i + 1,
                        gpu=gpu.name,
                        width=width,
                        slot=slot,
                        last=slot + width - 1,
                        openings=board.openings,
                    ),
                    QT_TRANSLATE_NOOP("rules", "move it to a higher slot"),
                    {"card": i + 1, "width": width, "openings": board.openings},
                )
            )
        for o in range(slot, slot + width):
            if o in used:
                out.append(
                    Verdict(
                        "slots.width",
                        ERROR,
                        QT_TRANSLATE_NOOP(
                            "rules",
                            "card {card} ({gpu}, {width} slots wide) "
                            "at opening {slot} covers opening {covered}, "
                            "taken by card {other}",
                        ).format(
                            card=i + 1,
                            gpu=gpu.name,
                            width=width,
                            slot=slot,
                            covered=o,
                            other=used[o] + 1,
                        ),
                        QT_TRANSLATE_NOOP(
                            "rules", "leave the covered slot free or use a narrower card"
                        ),
                        {"card": i + 1, "other": used[o] + 1, "opening": o, "width": width},
                    )
                )
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
            out.append(
                Verdict(
                    "gpu.scale_limit",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "{count} × {gpu}: the seed's model-scale table allows at "
                        "most {limit} in one workstation ({label}: {notes})",
                    ).format(
                        count=count,
                        gpu=gpu.name,
                        limit=limit,
                        label=row.label_as_printed,
                        notes=row.notes_as_printed,
                    ),
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "use at most {limit} × {gpu}, or a blower card the table "
                        "allows up to 9 of (Quadro RTX6000/RTX8000)",
                    ).format(limit=limit, gpu=gpu.name),
                    {"gpu": gpu.name, "count": count, "limit": limit, "scale": row.scale},
                )
            )
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
    message = QT_TRANSLATE_NOOP(
        "rules", "{n} GPUs in the {chassis}, a {low}-{high} GPU class ({source})"
    ).format(n=n, chassis=spec.series, low=spec.min_gpus, high=spec.max_gpus, source=spec.source)
    if n > spec.max_gpus:
        return [
            Verdict(
                "chassis.gpu_range",
                ERROR,
                message,
                QT_TRANSLATE_NOOP("rules", "use at most {high} GPUs or a larger class").format(
                    high=spec.max_gpus
                ),
                figures,
            )
        ]
    if n < spec.min_gpus:
        return [
            Verdict(
                "chassis.gpu_range",
                WARNING,
                message,
                QT_TRANSLATE_NOOP("rules", "use {low}-{high} GPUs or a smaller class").format(
                    low=spec.min_gpus, high=spec.max_gpus
                ),
                figures,
            )
        ]
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
            out.append(
                Verdict(
                    "cooling.passive_in_tower",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "{count} × {gpu} are passively cooled and "
                        "need server airflow; the chassis {chassis} is a "
                        "tower",
                    ).format(count=count, gpu=gpu.name, chassis=ctx.build.chassis),
                    QT_TRANSLATE_NOOP(
                        "rules", "use an actively cooled (blower) card instead of {gpu}"
                    ).format(gpu=gpu.name),
                    {"gpu": gpu.name, "count": count, "cooler": gpu.cooler.value},
                )
            )
        elif gpu.cooler is Cooler.UNKNOWN:
            out.append(
                Verdict(
                    "cooling.unknown",
                    INFO,
                    QT_TRANSLATE_NOOP(
                        "rules", "cannot check cooling: the cooler of {gpu} is unknown ({source})"
                    ).format(
                        gpu=gpu.name,
                        source=(
                            physical_source_text(gpu.physical_source)
                            if gpu.physical_source
                            else QT_TRANSLATE_NOOP("rules", "not in the reference")
                        ),
                    ),
                    QT_TRANSLATE_NOOP(
                        "rules", "confirm the card's cooler (blower cards pack densely)"
                    ),
                    {"gpu": gpu.name},
                )
            )
    placement = ctx.build.placement or ctx.placement
    if ctx.board is None or placement is None:
        return out
    # by opening only: two cards placed at one opening (an error of slots.width) must not
    # make the sort compare GPUs
    spots = sorted(
        ((s, g) for s, g in zip(placement, ctx.cards) if s is not None), key=lambda spot: spot[0]
    )
    dense = []
    for (s1, g1), (s2, g2) in pairwise(spots):
        if s1 + max(1, g1.slot_width) >= s2 and Cooler.OPEN_AIR in (g1.cooler, g2.cooler):
            dense.append((s1, s2))
    if dense:
        names = sorted({g.name for _, g in spots if g.cooler is Cooler.OPEN_AIR})
        out.append(
            Verdict(
                "cooling.open_air_adjacent",
                WARNING,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "open-air cards ({gpus}) packed densely: "
                    "{pairs} pair(s) of adjacent cards with no free opening "
                    "between them in {chassis}",
                ).format(gpus=", ".join(names), pairs=len(dense), chassis=ctx.build.chassis),
                QT_TRANSLATE_NOOP(
                    "rules",
                    "leave a free slot below each open-air card, or "
                    "use blower cards (Quadro RTX6000/RTX8000, RTX2080Ti "
                    "blower)",
                ),
                {"adjacent_pairs": len(dense), "cards": len(spots)},
            )
        )
    return out


def _cpu_power(ctx: Context) -> tuple[int | None, list[Any]]:
    """(Σ CPU power W, each CPU line's basis as text), or (None, [why it is unknown: a
    :class:`Text`])."""
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
                return None, [
                    QT_TRANSLATE_NOOP("rules", "the power of CPU {cpu!r} is unknown").format(
                        cpu=cpu.name
                    )
                ]
            watts, basis = int(fig.number), fig.describe()
        total += watts * cpu.count
        notes.append(f"{cpu.count} × {watts} W ({basis or 'stated'})")
    return total, notes


def _dc_load(ctx: Context, rule: str, subject: Text) -> tuple[int, int, list[str]] | Verdict:
    """(GPU board power W, CPU power W, the CPU power's basis) of the build, or the "cannot
    check {subject}" info verdict of ``rule`` naming the unknown figure."""
    gpu_w = 0
    for gpu, count in ctx.gpus():
        if gpu.board_power_w is None:
            return Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check {subject}: the board power of {gpu} is unknown"
                ).format(subject=subject, gpu=gpu.name),
                QT_TRANSLATE_NOOP("rules", "find the card's board power"),
            )
        gpu_w += gpu.board_power_w * count
    cpu_w, cpu_notes = _cpu_power(ctx)
    if cpu_w is None:
        return Verdict(
            rule,
            INFO,
            QT_TRANSLATE_NOOP("rules", "cannot check {subject}: {reason}").format(
                subject=subject, reason=cpu_notes[0]
            ),
            QT_TRANSLATE_NOOP("rules", "give the CPU's power (cpus[].power_w)"),
        )
    return gpu_w, cpu_w, cpu_notes


def rule_power(ctx: Context) -> list[Verdict]:
    """power.sustained: GPU board power × count + CPU power + a platform allowance must stay
    within 80 % of the PSUs' total rating (above 80 %: warning; above 100 %: error).

    Threshold sources: board power from the reference table (gpu_physical.csv); CPU power from
    the build, the catalog's CPU parts (``max_power_w``) or, for the seed's CPUs, Intel ARK TDPs
    (rigwright.core.build.model; not in this repository); :data:`PLATFORM_ALLOWANCE_W` and
    :data:`PSU_SUSTAINED_SHARE` are assumptions stated there. PSUs are taken to share the load
    (their ratings add up). Unknown PSU, GPU power or CPU power: "cannot check".
    """
    rule = "power.sustained"
    if not ctx.build.psus_w:
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check power: the build states no PSU (chassis {chassis})"
                ).format(chassis=ctx.build.chassis),
                QT_TRANSLATE_NOOP("rules", "state the PSUs (psus_w)"),
            )
        ]
    known = _dc_load(ctx, rule, QT_TRANSLATE_NOOP("rules", "power"))
    if isinstance(known, Verdict):
        return [known]
    gpu_w, cpu_w, cpu_notes = known
    load = gpu_w + cpu_w + PLATFORM_ALLOWANCE_W
    rated = sum(ctx.build.psus_w)
    budget = int(rated * PSU_SUSTAINED_SHARE)
    figures = {
        "gpu_w": gpu_w,
        "cpu_w": cpu_w,
        "platform_w": PLATFORM_ALLOWANCE_W,
        "load_w": load,
        "psu_total_w": rated,
        "sustained_budget_w": budget,
        "cpu_basis": cpu_notes,
    }
    values = {
        "load": load,
        "gpu_w": gpu_w,
        "cpu_w": cpu_w,
        "platform_w": PLATFORM_ALLOWANCE_W,
        "rated": rated,
    }
    need = int(load / PSU_SUSTAINED_SHARE)
    if load > rated:
        return [
            Verdict(
                rule,
                ERROR,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "sustained load {load} W (GPUs {gpu_w} W + CPUs "
                    "{cpu_w} W + platform {platform_w} W) against PSUs {rated} "
                    "W: over the rating",
                ).format(**values),
                QT_TRANSLATE_NOOP(
                    "rules",
                    "add PSUs or use larger ones: at least {need} W in total for 20 % headroom",
                ).format(need=need),
                figures,
            )
        ]
    if load > budget:
        return [
            Verdict(
                rule,
                WARNING,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "sustained load {load} W (GPUs {gpu_w} W + CPUs "
                    "{cpu_w} W + platform {platform_w} W) against PSUs {rated} "
                    "W: above {share} % ({budget} W)",
                ).format(**values, share=int(PSU_SUSTAINED_SHARE * 100), budget=budget),
                QT_TRANSLATE_NOOP("rules", "use at least {need} W of PSUs").format(need=need),
                figures,
            )
        ]
    return []


# ----------------------------------------------------------------------------- power: peaks, connectors, wall

TRANSIENT_FACTOR = 2.2
"""GPU power excursion as a multiple of board power for cards up to PCIe 4.0: Lenovo's
ThinkSystem ST650 V2 GPU rules measure RTX A6000 300 W -> 654 W (2.18×, 200 µs) and Quadro
RTX 4000 160 W -> 352.8 W (2.2×) (reference notes, "Transients"; OEM manual copy). Tesla T4's
3.13× (70 W -> 219.6 W) is the exception of a small card; 2.2× understates it by 65 W a card."""

TRANSIENT_FACTOR_PCIE5 = 3.0
"""The same for PCIe 5.0 cards: up to about 3× sustained power for 100 µs (Intel's PCIe CEM 5.0
/ ATX 3.0 guidance, via tweaktown; reference notes, "Transients")."""

ATX3_EXCURSION = 2.0
"""An ATX 3.x PSU must survive 200 % of its rating for 100 µs (180 % for 1 ms, 160 % for 10 ms,
120 % for 100 ms; hothardware, reference notes "Transients"). An ATX 2.x PSU is specified
only up to its rating (1.0): Intel's example puts a 300 W PCIe 5.0 GPU on a 750 W ATX 3.0 PSU
against about 1,100 W for ATX 2.x, i.e. 3 × 300 W + about 200 W of the rest within 1 × the
rating of an ATX 2.x unit."""

ASSUMED_EFFICIENCY_PERCENT = 90
"""PSU efficiency when the PSU's own figure is unknown, %. An assumption: 80 PLUS Gold asks for
90 % at half load and 87 % at full load (115 V; not in the reference notes); the notes'
measured 1,600 W unit ran at about 92 % (Puget, via thefpsreview). Wall draw = DC load /
efficiency."""

PCIE_LANE_GBS: dict[int, float] = {3: 0.985, 4: 1.969, 5: 3.938}
"""Usable bandwidth of one PCIe lane per direction, GB/s: 8, 16 and 32 GT/s with 128b/130b
encoding (PCI-SIG signalling rates; not in the reference notes). x16 PCIe 3.0 ≈ 15.8 GB/s,
x8 ≈ 7.9 GB/s."""

_RTX20_BRIDGES = QT_TRANSLATE_NOOP(
    "rules",
    "GeForce RTX 20 bridges are 3- or 4-slot, at least one "
    "empty slot between the cards (Tom's Hardware)",
)

NVLINK_BRIDGES: dict[str, tuple[tuple[int, ...], Text]] = {
    "RTX2080Ti": ((3, 4), _RTX20_BRIDGES),
    "RTX2080S": ((3, 4), _RTX20_BRIDGES),
    "RTX2070S": ((3, 4), _RTX20_BRIDGES),
    "RTX A6000": (
        (2, 3),
        QT_TRANSLATE_NOOP("rules", "RTX A6000 bridges are 2- or 3-slot (ServeTheHome)"),
    ),
    "A100 PCIe 80GB": (
        (2,),
        QT_TRANSLATE_NOOP("rules", "A100 PCIe uses 2-slot bridges (reference notes)"),
    ),
}
"""NVLink bridge sizes per GPU (the slot pitch between the two bridged cards' slots, in
openings), from the reference notes' "NVLink spacing" (the source as a translatable
:class:`rigwright.core.text.i18n.Text`). Cards not listed: "cannot check spacing"."""


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


def _atx(ctx: Context) -> tuple[str | None, str, Text | str]:
    """(major version "2"/"3" or None, the version as given, where it comes from) of the
    build's PSUs: the named PSU part, else the build's ``psu_atx_version``, else the seed
    chassis file's ``psu_atx_version`` (an assumption there)."""
    build = ctx.build
    part = _find_part(ctx.catalog, build.psu, PartKind.PSU) if build.psu else None
    if part is not None:
        pfig = part.figure("atx_version")
        major = atx_major(pfig.value) if pfig is not None else None
        if pfig is not None and major is not None:
            basis = (
                QT_TRANSLATE_NOOP("rules", "PSU {part} (assumed)")
                if pfig.is_assumed
                else QT_TRANSLATE_NOOP("rules", "PSU {part}")
            ).format(part=part.name)
            return major, str(pfig.value), basis
    major = atx_major(build.psu_atx_version)
    if major is not None:
        return major, str(build.psu_atx_version), QT_TRANSLATE_NOOP("rules", "stated in the build")
    cfig = _spec_figure(ctx, "psu_atx_version")
    major = atx_major(cfig.value) if cfig is not None else None
    if cfig is not None and major is not None:
        return major, cfig.value, _status_note(cfig.status, cfig.note)
    return None, "", ""


_STATUS_WORDS = {
    "assumed": QT_TRANSLATE_NOOP("rules", "assumed"),
    "sourced": QT_TRANSLATE_NOOP("rules", "sourced"),
    "stated": QT_TRANSLATE_NOOP("rules", "stated"),
}


def _status_note(status: str, note: str) -> Text:
    """ "assumed: <the chassis file's note>": a figure's status and its note, translatable
    (the note through :func:`rigwright.core.catalog.model.data_text`: translated where it is marked)."""
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


def _gpu_peak(ctx: Context) -> tuple[float, list[str]] | str:
    """(Σ board power × transient factor over the cards, W; the terms as text), or the name of
    the first GPU whose board power is unknown."""
    gpu_peak, terms = 0.0, []
    for gpu, count in ctx.gpus():
        if gpu.board_power_w is None:
            return gpu.name
        factor = TRANSIENT_FACTOR_PCIE5 if _pcie_gen(gpu.pcie) == 5 else TRANSIENT_FACTOR
        gpu_peak += gpu.board_power_w * factor * count
        terms.append(f"{count} × {gpu.board_power_w} W × {factor}")
    return gpu_peak, terms


def rule_transient(ctx: Context) -> list[Verdict]:
    """power.transient: GPU power excursions against the PSUs (warning: the workstation may
    shut down under load; it is not an error because the excursions last microseconds).

    Peak model: Σ board power × :data:`TRANSIENT_FACTOR` (2.2, Lenovo) per card, ×
    :data:`TRANSIENT_FACTOR_PCIE5` (3.0, Intel) for PCIe 5.0 cards, all cards spiking together
    (data-parallel training runs them in step), + CPU power + :data:`PLATFORM_ALLOWANCE_W` at
    their sustained figures. Limit: :data:`ATX3_EXCURSION` (2×) the PSUs' total rating for
    ATX 3.x, 1× for ATX 2.x (reference notes, "Transients"). The ATX version: the named PSU
    part's ``atx_version``, the build's ``psu_atx_version``, or the seed chassis file's
    (assumed ATX 2.x: the seed is dated April 2020, ATX 3.0 came in 2022). Unknown PSU,
    version, board power or CPU power: "cannot check".
    """
    rule = "power.transient"
    if not ctx.build.psus_w:
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check transients: the build states no PSU (chassis {chassis})"
                ).format(chassis=ctx.build.chassis),
                QT_TRANSLATE_NOOP("rules", "state the PSUs (psus_w)"),
            )
        ]
    major, version, basis = _atx(ctx)
    if major is None:
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check transients: the PSUs' ATX version is unknown"
                ),
                QT_TRANSLATE_NOOP("rules", "name a PSU part (psu) or give psu_atx_version"),
            )
        ]
    peaks = _gpu_peak(ctx)
    if isinstance(peaks, str):
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check transients: the board power of {gpu} is unknown"
                ).format(gpu=peaks),
                QT_TRANSLATE_NOOP("rules", "find the card's board power"),
            )
        ]
    gpu_peak, terms = peaks
    cpu_w, cpu_notes = _cpu_power(ctx)
    if cpu_w is None:
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP("rules", "cannot check transients: {reason}").format(
                    reason=cpu_notes[0]
                ),
                QT_TRANSLATE_NOOP("rules", "give the CPU's power (cpus[].power_w)"),
            )
        ]
    peak = round(gpu_peak) + cpu_w + PLATFORM_ALLOWANCE_W
    rated = sum(ctx.build.psus_w)
    share = ATX3_EXCURSION if major == "3" else 1.0
    limit = int(rated * share)
    if peak <= limit:
        return []
    figures = {
        "peak_w": peak,
        "gpu_peak_w": round(gpu_peak),
        "cpu_w": cpu_w,
        "platform_w": PLATFORM_ALLOWANCE_W,
        "psu_total_w": rated,
        "atx_version": version,
        "atx_basis": str(basis),
        "limit_w": limit,
    }
    values = {
        "peak": peak,
        "terms": " + ".join(terms),
        "cpu_w": cpu_w,
        "platform_w": PLATFORM_ALLOWANCE_W,
        "rated": rated,
        "version": version,
        "basis": basis,
    }
    half = -(-peak // 2)
    if major == "3":
        message = QT_TRANSLATE_NOOP(
            "rules",
            "transient peak {peak} W (GPUs {terms} + CPUs {cpu_w} W + platform {platform_w} "
            "W) over {limit} W, 200 % of the PSUs' {rated} W, ATX {version} ({basis}): more than an "
            "ATX 3.x PSU takes for 100 µs, so GPU power spikes may shut the workstation down under "
            "load",
        ).format(**values, limit=limit)
        fix = QT_TRANSLATE_NOOP("rules", "use at least {need} W of ATX 3.x PSUs").format(need=half)
    else:
        message = QT_TRANSLATE_NOOP(
            "rules",
            "transient peak {peak} W (GPUs {terms} + CPUs {cpu_w} W + platform {platform_w} "
            "W) over the PSUs' {rated} W, ATX {version} ({basis}): an ATX 2.x PSU is specified only "
            "up to its rating, so GPU power spikes may shut the workstation down under "
            "load",
        ).format(**values)
        fix = QT_TRANSLATE_NOOP(
            "rules",
            "use ATX 3.x PSUs (200 % for 100 µs: at least {need} W) or at "
            "least {peak} W of ATX 2.x PSUs",
        ).format(need=half, peak=peak)
    return [Verdict(rule, WARNING, message, fix, figures)]


_SIXTEEN_PIN = ("16-pin", "12vhpwr", "12v-2x6")


def rule_connector(ctx: Context) -> list[Verdict]:
    """power.connector: a card with the 16-pin 12VHPWR / 12V-2x6 connector needs an ATX 3.x PSU
    with native 12V-2x6 cables (warning otherwise: an adapter from 8-pin cables).

    Threshold source: reference notes, "Suggested budget check" 3 ("The PSU is ATX 3.x with
    native 12V-2x6 connectors when any card uses the 16-pin connector"); Intel's ATX 3.0 guide
    requires the connector on PSUs above 450 W. Connectors from the GPU table
    (``power_connectors``); a blank there, or an unknown ATX version, gives "cannot check".
    """
    rule = "power.connector"
    sixteen, unknown = [], []
    for gpu, _count in ctx.gpus():
        text = gpu.power_connectors
        if text is None:
            unknown.append(gpu.name)
        elif any(k in text.casefold() for k in _SIXTEEN_PIN):
            sixteen.append(gpu.name)
    if not sixteen and not unknown:
        return []
    major, version, basis = _atx(ctx)
    if major == "3":
        return []
    out = []
    if sixteen and major is None:
        out.append(
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "cannot check the 16-pin connector of {gpus}: the PSUs' ATX version is unknown",
                ).format(gpus=", ".join(sixteen)),
                QT_TRANSLATE_NOOP("rules", "use an ATX 3.x PSU with native 12V-2x6 cables"),
                {"gpus": sixteen},
            )
        )
    elif sixteen:
        out.append(
            Verdict(
                rule,
                WARNING,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "{gpus} use(s) the 16-pin 12VHPWR / 12V-2x6 "
                    "connector; the PSUs are ATX {version} ({basis}), without "
                    "native 12V-2x6 cables",
                ).format(gpus=", ".join(sixteen), version=version, basis=basis),
                QT_TRANSLATE_NOOP(
                    "rules", "use an ATX 3.x PSU with native 12V-2x6 cables (no 8-pin adapters)"
                ),
                {"gpus": sixteen, "atx_version": version, "atx_basis": str(basis)},
            )
        )
    if unknown:
        out.append(
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check power connectors: the connectors of {gpus} are unknown"
                ).format(gpus=", ".join(unknown)),
                QT_TRANSLATE_NOOP("rules", "confirm the card's power connectors"),
                {"gpus": unknown},
            )
        )
    return out


def _efficiency(ctx: Context) -> tuple[int, Text]:
    part = _find_part(ctx.catalog, ctx.build.psu, PartKind.PSU) if ctx.build.psu else None
    fig = part.figure("efficiency_percent") if part is not None else None
    if part is not None and fig is not None and fig.number is not None:
        basis = (
            QT_TRANSLATE_NOOP("rules", "PSU {part}, assumed")
            if fig.is_assumed
            else QT_TRANSLATE_NOOP("rules", "PSU {part}")
        ).format(part=part.name)
        return int(fig.number), basis
    return ASSUMED_EFFICIENCY_PERCENT, QT_TRANSLATE_NOOP("rules", "assumed")


@dataclass(frozen=True, slots=True)
class CircuitLoad:
    """The wall draw of a build on the site's circuits (what ``power.circuit`` checks), W.

    Attributes:
        load_w: DC load: GPU board power + CPU power + platform allowance.
        efficiency_percent, efficiency_basis_text: the PSU efficiency used and where it is
            from (a :class:`rigwright.core.text.i18n.Text`; English in :attr:`efficiency_basis`).
        wall_w: load / efficiency, rounded up.
        worst_circuit_w: the draw on the busiest circuit (PSUs spread one per circuit, in
            proportion to their ratings; without PSUs, the draw spread evenly: a lower bound).
        circuits_used: how many circuits carry the draw.
        usable_w: the usable continuous power of one circuit (:attr:`Circuit.usable_w`).
        spread_text: the spread in words ("2 PSU(s) on 2 circuit(s): 1,210 W on the
            busiest"; a :class:`rigwright.core.text.i18n.Text`, English in :attr:`spread`).
    """

    load_w: int
    efficiency_percent: int
    efficiency_basis_text: Text
    wall_w: int
    worst_circuit_w: int
    circuits_used: int
    usable_w: int
    spread_text: Text

    @property
    def efficiency_basis(self) -> str:
        """Where the efficiency is from, in English ("assumed", "PSU ...")."""
        return str(self.efficiency_basis_text)

    @property
    def spread(self) -> str:
        """The spread in English."""
        return str(self.spread_text)


def _circuit_load(ctx: Context) -> CircuitLoad | Verdict | None:
    """The build's draw on the site's circuits; None when the site's circuit is not set; the
    "cannot check" verdict when the DC load is unknown."""
    site = ctx.site
    if site is None or site.circuit is None:
        return None
    known = _dc_load(ctx, "power.circuit", QT_TRANSLATE_NOOP("rules", "wall circuit"))
    if isinstance(known, Verdict):
        return known
    gpu_w, cpu_w, _basis = known
    load = gpu_w + cpu_w + PLATFORM_ALLOWANCE_W
    efficiency, eff_basis = _efficiency(ctx)
    wall = -(-load * 100 // efficiency)
    psus = ctx.build.psus_w
    if psus:
        used = min(site.circuits, len(psus))
        draws = [0.0] * used
        rated = sum(psus)
        for i, watts in enumerate(psus):
            draws[i % used] += wall * watts / rated
        worst = round(max(draws))
        spread = (
            QT_TRANSLATE_NOOP(
                "rules", "{psus} PSU(s) on {used} circuit(s): {worst} W on the busiest"
            ).format(psus=len(psus), used=used, worst=worst)
            if used > 1
            else QT_TRANSLATE_NOOP("rules", "{psus} PSU(s) on one circuit").format(psus=len(psus))
        )
    else:
        used = site.circuits
        worst = -(-wall // used)
        spread = (
            QT_TRANSLATE_NOOP(
                "rules",
                "no PSU stated, spread evenly over {used} circuits: at least {worst} W each",
            ).format(used=used, worst=worst)
            if used > 1
            else QT_TRANSLATE_NOOP("rules", "no PSU stated, on one circuit")
        )
    return CircuitLoad(
        load, efficiency, eff_basis, wall, worst, used, site.circuit.usable_w, spread
    )


def circuit_load(build: Build, catalog: Catalog, site: Site | None) -> CircuitLoad | None:
    """The wall draw of ``build`` on ``site``'s circuits as ``power.circuit`` computes it;
    None when the site's circuit is not set or the build's DC load is unknown.

    Raises:
        KeyError: a GPU of the build is not in ``catalog``.
    """
    found = _circuit_load(_context(build, catalog, site))
    return found if isinstance(found, CircuitLoad) else None


def rule_circuit(ctx: Context) -> list[Verdict]:
    """power.circuit: the wall draw on each of the site's circuits within its usable power.

    Wall draw = (GPU board power + CPU power + platform allowance) / PSU efficiency (the PSU
    part's ``efficiency_percent``, else :data:`ASSUMED_EFFICIENCY_PERCENT`), shared by the PSUs
    in proportion to their ratings; the PSUs are spread over the site's circuits one by one
    (PSU *i* on circuit *i* mod *n*). Limit: :attr:`Circuit.usable_w`, 80 % of V × A (Lambda,
    reference notes "PSU sizes, circuits and headroom"). Over: error (the breaker trips).
    Without PSUs the draw spread evenly over all circuits is a lower bound: over is an error;
    a draw that fits one circuit passes; in between is "cannot check". No site circuit set:
    "cannot check".
    """
    rule = "power.circuit"
    site = ctx.site
    found = _circuit_load(ctx)
    if found is None:
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check wall circuit: the site's circuit is not set"
                ),
                QT_TRANSLATE_NOOP("rules", "set the site's circuit"),
            )
        ]
    if isinstance(found, Verdict):
        return [found]
    assert site is not None and site.circuit is not None
    load, efficiency, eff_basis, wall = (
        found.load_w,
        found.efficiency_percent,
        found.efficiency_basis_text,
        found.wall_w,
    )
    worst, used, usable, spread = (
        found.worst_circuit_w,
        found.circuits_used,
        found.usable_w,
        found.spread_text,
    )
    psus = ctx.build.psus_w
    figures = {
        "load_w": load,
        "efficiency_percent": efficiency,
        "efficiency_basis": str(eff_basis),
        "wall_w": wall,
        "circuit": site.circuit.label,
        "circuits": site.circuits,
        "circuits_used": used,
        "worst_circuit_w": worst,
        "usable_w": usable,
    }
    if worst <= usable:
        if psus or wall <= usable:  # without PSUs: the whole draw fits on any one circuit
            return []
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "cannot check wall circuit: the build "
                    "states no PSU (wall draw {wall} W on "
                    "{site})",
                ).format(wall=wall, site=site.label_text),
                QT_TRANSLATE_NOOP("rules", "state the PSUs (psus_w)"),
                figures,
            )
        ]
    need = -(-wall // usable)
    bigger = next(
        (
            c.label
            for c in sorted(CIRCUITS.values(), key=lambda c: c.usable_w)
            if c.usable_w >= wall
        ),
        None,
    )
    if bigger:
        fix = QT_TRANSLATE_NOOP(
            "rules",
            "spread the PSUs over {need} separate {circuit} circuits (at "
            "least {need} PSUs, one per circuit), or use a {bigger} "
            "circuit",
        ).format(need=need, circuit=site.circuit.label, bigger=bigger)
    else:
        fix = QT_TRANSLATE_NOOP(
            "rules",
            "spread the PSUs over {need} separate {circuit} circuits (at "
            "least {need} PSUs, one per circuit)",
        ).format(need=need, circuit=site.circuit.label)
    return [
        Verdict(
            rule,
            ERROR,
            QT_TRANSLATE_NOOP(
                "rules",
                "wall draw {wall} W (load {load} W at {efficiency} % "
                "efficiency, {basis}), {spread}: over the {usable} W usable of a "
                "{circuit} circuit (80 % of {rating} W)",
            ).format(
                wall=wall,
                load=load,
                efficiency=efficiency,
                basis=eff_basis,
                spread=spread,
                usable=usable,
                circuit=site.circuit.label,
                rating=site.circuit.voltage_v * site.circuit.current_a,
            ),
            fix,
            figures,
        )
    ]


# ----------------------------------------------------------------------------- PCIe lanes


def _cpu_lanes(ctx: Context) -> tuple[int | None, str]:
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


def _links(ctx: Context) -> tuple[int, str, list[tuple[int, Gpu, int]], list[int]] | None:
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
        (n, g, w) for (n, g, want), w in zip(cards, widths) if w < min(16, _pcie_width(g.pcie))
    ]
    if not short:
        return []
    links = "/".join(f"x{w}" for w in widths)
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
                ).format(below=len(below), cards=len(cards), links=links, lanes=lanes, basis=basis),
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
        "links": links,
        "lanes": lanes,
        "basis": basis,
    }
    if gen in PCIE_LANE_GBS:
        per = PCIE_LANE_GBS[gen]
        message = QT_TRANSLATE_NOOP(
            "rules",
            "{short} of {cards} cards run at x8 ({links} from {lanes} CPU lanes, {basis}; GPUs "
            "only counted): host <-> device bandwidth halved: PCIe {gen}.0 x16 ≈ {x16:.1f} GB/s, x8 ≈ "
            "{x8:.1f} GB/s per direction",
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


# ----------------------------------------------------------------------------- NVLink


def rule_nvlink(ctx: Context) -> list[Verdict]:
    """nvlink.same_model / nvlink.supported / nvlink.pairs / nvlink.spacing, for a build that
    asks for NVLink bridges (``nvlink``: the cards bridged in pairs, in slot order).

    - same model: a bridge joins two cards of one model (error otherwise);
    - supported: the GPU table's ``nvlink`` fact ("yes..." / "no...": error; blank: "cannot
      check");
    - pairs: an odd count leaves a card unbridged (warning);
    - spacing: each pair's slot distance (openings, from the placement or
      :func:`default_placement`) must be a bridge size of :data:`NVLINK_BRIDGES` (reference
      notes, "NVLink spacing": GeForce RTX 20 3- or 4-slot, RTX A6000 2- or 3-slot, A100 PCIe
      2-slot); a card the notes give no bridge sizes for: "cannot check spacing".
    """
    if not ctx.build.nvlink:
        return []
    lines = ctx.gpus()
    names = list(dict.fromkeys(g.name for g, _ in lines))
    if len(names) > 1:
        return [
            Verdict(
                "nvlink.same_model",
                ERROR,
                QT_TRANSLATE_NOOP(
                    "rules", "NVLink bridges join cards of one model; the build mixes {gpus}"
                ).format(gpus=", ".join(names)),
                QT_TRANSLATE_NOOP("rules", "use one GPU model for the bridged cards, or no NVLink"),
                {"gpus": names},
            )
        ]
    if not lines:
        return []
    gpu, count = lines[0][0], sum(n for _, n in lines)
    fact = (gpu.nvlink or "").strip()
    if not fact:
        return [
            Verdict(
                "nvlink.supported",
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check NVLink: whether {gpu} has NVLink is unknown"
                ).format(gpu=gpu.name),
                QT_TRANSLATE_NOOP("rules", "confirm the card has an NVLink connector"),
                {"gpu": gpu.name},
            )
        ]
    if not fact.casefold().startswith("yes"):
        able = [g.name for g in ctx.catalog.gpus if (g.nvlink or "").casefold().startswith("yes")]
        return [
            Verdict(
                "nvlink.supported",
                ERROR,
                QT_TRANSLATE_NOOP("rules", "{gpu} has no NVLink ({fact})").format(
                    gpu=gpu.name, fact=fact
                ),
                QT_TRANSLATE_NOOP(
                    "rules", "drop NVLink or choose a card with NVLink ({gpus})"
                ).format(gpus=", ".join(able))
                if able
                else QT_TRANSLATE_NOOP("rules", "drop NVLink or choose a card with NVLink"),
                {"gpu": gpu.name, "nvlink": fact},
            )
        ]
    out = []
    if count % 2:
        out.append(
            Verdict(
                "nvlink.pairs",
                WARNING,
                QT_TRANSLATE_NOOP(
                    "rules", "{count} × {gpu}: NVLink bridges join pairs, so 1 card stays unbridged"
                ).format(count=count, gpu=gpu.name),
                QT_TRANSLATE_NOOP("rules", "use {fewer} or {more} cards").format(
                    fewer=count + 1 if count == 1 else count - 1, more=count + 1
                ),
                {"gpu": gpu.name, "count": count},
            )
        )
    placement = ctx.build.placement or ctx.placement
    if placement is None:
        out.append(
            Verdict(
                "nvlink.spacing",
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check NVLink spacing: the slot map of {chassis} is unknown"
                ).format(chassis=ctx.build.chassis),
                QT_TRANSLATE_NOOP("rules", "check the bridge against the slot spacing"),
            )
        )
        return out
    sizes = NVLINK_BRIDGES.get(gpu.name)
    if sizes is None:
        out.append(
            Verdict(
                "nvlink.spacing",
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "cannot check NVLink spacing: the reference gives no bridge sizes for {gpu}",
                ).format(gpu=gpu.name),
                QT_TRANSLATE_NOOP("rules", "check the bridge against the slot spacing"),
                {"gpu": gpu.name},
            )
        )
        return out
    allowed, source = sizes
    slots = sorted(s for s in placement if s is not None)
    pairs = list(zip(slots[0::2], slots[1::2]))
    bad = [(a, b) for a, b in pairs if b - a not in allowed]
    if bad:
        want = _listed([str(a) for a in allowed], "or")
        apart = _listed(
            [
                QT_TRANSLATE_NOOP("rules", "{gap} openings apart (openings {a} and {b})").format(
                    gap=b - a, a=a, b=b
                )
                for a, b in bad
            ]
        )
        out.append(
            Verdict(
                "nvlink.spacing",
                ERROR,
                QT_TRANSLATE_NOOP(
                    "rules", "{bad} of {pairs} bridged pair(s) sit {apart}; {source}: {want} apart"
                ).format(bad=len(bad), pairs=len(pairs), apart=apart, source=source, want=want),
                QT_TRANSLATE_NOOP(
                    "rules", "place each pair's cards {want} slot openings apart (placement)"
                ).format(want=want),
                {"gpu": gpu.name, "pairs": [list(p) for p in bad], "bridge_slots": list(allowed)},
            )
        )
    return out


# ----------------------------------------------------------------------------- form factor


def _chassis_figure_text(ctx: Context, name: str) -> tuple[str | None, str]:
    """A chassis figure's value and its description (seed chassis file or chassis part)."""
    if ctx.part is not None:
        fig = ctx.part.figure(name)
        return (fig.value, fig.describe()) if fig is not None else (None, "")
    cfig = _spec_figure(ctx, name)
    return (
        (
            cfig.value,
            QT_TRANSLATE_NOOP("rules", "{value} ({basis})").format(
                value=cfig.value, basis=_status_note(cfig.status, cfig.note)
            ),
        )
        if cfig is not None
        else (None, "")
    )


def chassis_figure(catalog: Catalog, chassis: str, name: str) -> tuple[str | None, str]:
    """The figure ``name`` of ``chassis`` (a seed chassis series' file or a chassis part) as
    text, with its description ("8 (assumed: ...)"); (None, "") when the chassis or the figure
    is unknown. What the rules read, for the diagram (:mod:`rigwright.core.build.diagram`)."""
    spec = catalog.chassis.get(chassis)
    part = None if spec is not None else _chassis_part(catalog, chassis)
    return _chassis_figure_text(
        Context(Build(chassis, (), 0, ()), catalog, (), spec, part, None, None), name
    )


def rule_form_factor(ctx: Context) -> list[Verdict]:
    """formfactor.board / formfactor.gpu_length: the board and the cards fit the chassis.

    Board: a build that names its ``board_form_factor`` is checked against the chassis's
    ``max_board_form_factor`` in the order of :data:`rigwright.core.build.model.BOARD_FORM_FACTORS`
    (Mini-ITX < mATX < ATX < E-ATX < EEB; a chassis that takes a larger board takes the
    smaller ones); larger: error. Chassis parts give it (assumed: their own EEB boards); the
    seed names no board, so seed chassis say "cannot check". A build that names no board is
    not checked (its board is the chassis's own).

    Length: each GPU's ``board_length_mm`` (GPU table) against the chassis's
    ``max_gpu_length_mm`` (chassis parts; assumed there); longer: error. Unknown on either
    side: one "cannot check" info per build.
    """
    out = []
    chassis = ctx.build.chassis
    if ctx.build.board_form_factor is not None:
        board = ctx.build.board_form_factor
        top, described = _chassis_figure_text(ctx, "max_board_form_factor")
        top_name = board_form_factor(top) if top else None
        if top_name is None:
            out.append(
                Verdict(
                    "formfactor.board",
                    INFO,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "cannot check board size: the largest board the {chassis} takes is unknown",
                    ).format(chassis=chassis),
                    QT_TRANSLATE_NOOP("rules", "confirm the chassis takes the board"),
                    {"board": board},
                )
            )
        elif BOARD_FORM_FACTORS[board][0] > BOARD_FORM_FACTORS[top_name][0]:
            out.append(
                Verdict(
                    "formfactor.board",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "an {board} board ({size}) does not fit the "
                        "{chassis}, which takes boards up to {top} "
                        "({described})",
                    ).format(
                        board=board,
                        size=board_size_text(board),
                        chassis=chassis,
                        top=top_name,
                        described=described,
                    ),
                    QT_TRANSLATE_NOOP(
                        "rules", "use a board of {top} size or smaller, or a larger chassis"
                    ).format(top=top_name),
                    {"board": board, "chassis_max": top_name},
                )
            )
    longest, described = _chassis_figure_text(ctx, "max_gpu_length_mm")
    try:
        limit = float(longest) if longest is not None else None
    except ValueError:
        limit = None
    lengths = {g.name: g.board_length_mm for g, _ in ctx.gpus()}
    if limit is None:
        known = _listed(
            [
                QT_TRANSLATE_NOOP("rules", "{gpu} {length} mm").format(gpu=n, length=v)
                if v is not None
                else QT_TRANSLATE_NOOP("rules", "{gpu} unknown").format(gpu=n)
                for n, v in lengths.items()
            ]
        )
        out.append(
            Verdict(
                "formfactor.gpu_length",
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "cannot check card length: the longest card the "
                    "{chassis} takes is unknown ({known})",
                ).format(chassis=chassis, known=known),
                QT_TRANSLATE_NOOP("rules", "confirm the case's GPU clearance"),
                {"gpus": {n: (float(v) if v is not None else None) for n, v in lengths.items()}},
            )
        )
        return out
    unknown = [n for n, v in lengths.items() if v is None]
    for name, length in lengths.items():
        if length is not None and float(length) > limit:
            out.append(
                Verdict(
                    "formfactor.gpu_length",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "{gpu} is {length} mm long; the {chassis} takes cards up to {described}",
                    ).format(gpu=name, length=length, chassis=chassis, described=described),
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "use a shorter card or a case with at least {length} mm of GPU clearance",
                    ).format(length=length),
                    {"gpu": name, "length_mm": float(length), "max_mm": limit},
                )
            )
    if unknown:
        out.append(
            Verdict(
                "formfactor.gpu_length",
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "cannot check card length: the length of {gpus} "
                    "is unknown (the {chassis} takes up to {limit:g} "
                    "mm)",
                ).format(gpus=", ".join(unknown), chassis=chassis, limit=limit),
                QT_TRANSLATE_NOOP("rules", "confirm the card's length"),
                {"gpus": unknown, "max_mm": limit},
            )
        )
    return out


def rule_memory(ctx: Context) -> list[Verdict]:
    """memory.system_vs_gpu: system memory at least the total GPU memory (guidance: data
    loaders, pinned buffers and checkpoints stage GPU-sized data in host memory).

    Threshold source: common sizing guidance for deep-learning workstations (host memory ≥
    total GPU memory); not a figure of the seed, hence a warning, not an error.
    """
    total = 0
    for gpu, count in ctx.gpus():
        if gpu.memory_gb is None:
            return [
                Verdict(
                    "memory.system_vs_gpu",
                    INFO,
                    QT_TRANSLATE_NOOP(
                        "rules", "cannot check memory: the memory of {gpu} is unknown"
                    ).format(gpu=gpu.name),
                    "",
                )
            ]
        total += int(gpu.memory_gb) * count
    if ctx.build.memory_gb < total:
        return [
            Verdict(
                "memory.system_vs_gpu",
                WARNING,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "system memory {memory} GB is less than the GPUs' "
                    "total {total} GB (guidance: at least as much)",
                ).format(memory=ctx.build.memory_gb, total=total),
                QT_TRANSLATE_NOOP("rules", "use at least {total} GB of system memory").format(
                    total=total
                ),
                {"system_gb": ctx.build.memory_gb, "gpu_total_gb": total},
            )
        ]
    return []


RULES: tuple[tuple[str, Rule], ...] = (
    ("slots", rule_slots),
    ("scale_table", rule_scale_table),
    ("chassis_range", rule_chassis_range),
    ("cooling", rule_cooling),
    ("power", rule_power),
    ("transient", rule_transient),
    ("connector", rule_connector),
    ("circuit", rule_circuit),
    ("lanes", rule_lanes),
    ("nvlink", rule_nvlink),
    ("form_factor", rule_form_factor),
    ("memory", rule_memory),
)
"""The rules in the order they run (and their verdicts are listed)."""


RULE_NAMES: frozenset[str] = frozenset(name for name, _ in RULES)
"""The names of :data:`RULES` (what ``check_build(..., rules=...)`` takes)."""

CHASSIS_RULES: frozenset[str] = frozenset(
    {"slots", "scale_table", "chassis_range", "cooling", "nvlink", "form_factor"}
)
"""The *chassis-level* rules: their verdicts on a build depend only on the catalog and the
build's :func:`chassis_key` (chassis, GPU lines, placement, NVLink flag, board form factor),
never on its CPUs, memory, PSUs, drives, label or the site. Read from each rule function:

- ``slots``: the chassis's slot map (:func:`board_of`), the cards' widths and the build's
  placement or :func:`default_placement` (the slot map and the cards); the chassis name in
  the message.
- ``scale_table``: each GPU line's model and count against the catalog's scale table.
- ``chassis_range``: the seed chassis spec's class range against the card count.
- ``cooling``: the cards' coolers and widths, the chassis's tower-ness (spec or part) and
  the placement.
- ``nvlink``: the build's ``nvlink`` flag, the GPU lines, the GPU table's NVLink fact, the
  placement and the chassis name.
- ``form_factor``: the build's ``board_form_factor`` and the cards' lengths against the
  chassis's figures.

The other rules (:data:`PLATFORM_RULES`) read the CPUs (power, PCIe lanes and generation),
the PSUs (``psus_w``, ``psu``, ``psu_atx_version``), the memory or the site. So two builds
with equal chassis keys get equal chassis-level verdicts, and the union of
``check_build(b, c, s, rules=CHASSIS_RULES)`` and ``check_build(b, c, s,
rules=PLATFORM_RULES)`` is ``check_build(b, c, s)`` (in :data:`RULES` order: see
:func:`check_rules`); tests/core/build/test_rules.py checks both."""

PLATFORM_RULES: frozenset[str] = RULE_NAMES - CHASSIS_RULES
"""The rules that are not chassis-level: ``power``, ``transient``, ``connector``, ``circuit``,
``lanes`` and ``memory``."""

COUNT_MONOTONE_ERRORS: frozenset[str] = frozenset(
    {
        "slots.capacity",
        "gpu.scale_limit",
        "chassis.gpu_range",
        "cooling.passive_in_tower",
        "nvlink.same_model",
        "nvlink.supported",
        "formfactor.board",
        "formfactor.gpu_length",
        "power.sustained",
        "power.circuit",
    }
)
"""Error verdict ids that stay errors when cards of the same model are added: of two builds
that differ only in the count of GPUs of their one GPU model and give no ``placement``, when
the one with fewer cards has an error from this set, the one with more has it too. Read from
the rules (the rest of the build, the catalog and the site fixed):

- ``slots.capacity`` (no placement): :func:`default_placement` places identical cards one at
  a time, each in the top free slot it fits, so the first *n* of *n + 1* cards land where
  *n* cards land in the same pass (spread, then dense); if *n* cards leave one unplaced in
  both passes, *n + 1* do too.
- ``gpu.scale_limit``: count > the model's fixed limit; ``chassis.gpu_range``: count > the
  class's maximum (below the minimum is only a warning).
- ``cooling.passive_in_tower``, ``nvlink.same_model``, ``nvlink.supported``,
  ``formfactor.board``, ``formfactor.gpu_length``: independent of the count (the model, the
  chassis, the board and the NVLink flag decide).
- ``power.sustained``: an error when board power × count + CPU + platform allowance exceeds
  the PSUs' rating; board power is positive (the catalog loader requires it), so the load
  only grows. ``power.circuit``: the wall draw (load / efficiency, shared by fixed PSU
  shares or spread evenly) only grows with the load, against a fixed usable power.

Not in the set: ``pcie.lanes`` (the placement and the slot map's per-slot widths change
with the count: not claimed), ``nvlink.spacing`` (pairs change with the count),
``slots.width`` (explicit placements only). ``power.transient`` and ``power.connector``
give no errors. tests/core/build/test_rules.py checks the claim exhaustively on the shipped
catalogs."""


def chassis_key(build: Build) -> tuple[Any, ...]:
    """What the :data:`CHASSIS_RULES` read of a build: (chassis, GPU lines, placement, NVLink
    flag, board form factor). Builds with equal keys get equal chassis-level verdicts (with
    the same catalog)."""
    return (build.chassis, build.gpus, build.placement, build.nvlink, build.board_form_factor)


def _context(build: Build, catalog: Catalog, site: Site | None) -> Context:
    cards = tuple(gpu for line in build.gpus for gpu in (catalog.gpu(line.model),) * line.count)
    spec = catalog.chassis.get(build.chassis)
    part = None if spec is not None else _chassis_part(catalog, build.chassis)
    board = board_of(catalog, build.chassis)
    placement = build.placement
    if placement is None and board is not None:
        placement = default_placement(board, cards)  # type: ignore[assignment]
    return Context(build, catalog, cards, spec, part, board, placement, site)


def check_rules(
    build: Build, catalog: Catalog, site: Site | None = None, rules: Collection[str] | None = None
) -> dict[str, list[Verdict]]:
    """The verdicts of each rule run on ``build``, by rule name (a name of :data:`RULES`), in
    :data:`RULES` order: every rule, or only those named in ``rules``. A rule with nothing to
    report maps to ``[]``.

    Raises:
        ValueError: a name in ``rules`` that is not a rule ("unknown rule(s): 'slot'; ...").
    """
    _known(rules)
    ctx = _context(build, catalog, site)
    return {name: rule(ctx) for name, rule in RULES if rules is None or name in rules}


def _known(rules: Collection[str] | None) -> None:
    if rules is not None:
        unknown = set(rules) - RULE_NAMES
        if unknown:
            raise ValueError(
                f"unknown rule(s): {', '.join(map(repr, sorted(unknown)))}; the rules "
                f"are {', '.join(name for name, _ in RULES)}"
            )


def in_rule_order(*groups: dict[str, list[Verdict]]) -> list[Verdict]:
    """The verdicts of :func:`check_rules` results (for disjoint sets of rules) as one list in
    :data:`RULES` order, as :func:`check_build` over their union gives them."""
    return [v for name, _ in RULES for group in groups for v in group.get(name, ())]


def check_build(
    build: Build,
    catalog: Catalog,
    site: Site | None = None,
    *,
    rules: Collection[str] | None = None,
) -> list[Verdict]:
    """Every rule's verdicts on ``build``; an empty list means nothing to report.

    ``site``: the customer's wall circuit(s) for the power rules; None or a circuit not set
    gives "cannot check" for them. ``rules``: run only these rules (names of :data:`RULES`,
    e.g. :data:`CHASSIS_RULES`); None runs every rule.

    Raises:
        ValueError: an unknown name in ``rules``.
    """
    _known(rules)
    ctx = _context(build, catalog, site)
    verdicts: list[Verdict] = []
    for name, rule in RULES:
        if rules is None or name in rules:
            verdicts += rule(ctx)
    return verdicts


# ----------------------------------------------------------------------------- facts for the diagram


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
    """What the rules know of a build's layout, for the diagram (:mod:`rigwright.core.build.diagram`).

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
    cpu_lanes: tuple[int, str] | None
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
                dict(zip((n - 1 for n, _, _ in links[2]), links[3])).get(i)
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
