"""The chassis and slot diagram of a build: every item's place, in millimetres, and what the
rules say about it. Items draw; this module decides.

:func:`build_diagram` lays out a :class:`rigwright.core.build.model.Build` as a side view of a tower, the way
an engineer sees it with the side panel off: the rear (expansion-slot brackets, I/O) at the
left, the front (drive cage, intake fans) at the right, the motherboard standing at the rear
with its CPU sockets and DIMM slots at the top and its PCIe slots below, the cards hanging
from their slots towards the front, the PSUs at the bottom. One scene unit is one millimetre,
so every chassis family is drawn to the same scale.

Sources of the figures:

- slot openings are 20.32 mm apart (0.8 in, the PCIe CEM expansion-slot pitch; common
  knowledge, not in the reference notes); where the slots are, the card placement and each
  card's PCIe link width: the rules' own model (:func:`rigwright.core.build.rules.build_facts`);
- card width in slots, length and cooler: the GPU table's physical facts (reference table,
  ``gpu_physical.csv``); a card of unknown length is drawn :data:`ASSUMED_CARD_LENGTH_MM` long
  with a dashed outline;
- DIMM slots and memory channels per socket: the chassis file or part (assumed there);
- PSUs: the build (the seed's chassis cell); the power gauges: the rules' sustained and
  transient figures, shared evenly between the PSUs (they share the load);
- component outlines (socket 64 mm square, DIMM 133 mm, ATX PSU 150 × 86 mm, 3.5-inch bay
  147 × 26 mm, x16 connector 89 mm): nominal sizes from the ATX, JEDEC and SFF form factors,
  drawn as outlines, not measured parts.

Verdicts point at the items they concern (:func:`verdict_targets`): a card's slot verdict at
the card, a power verdict at the PSUs, a memory verdict at the DIMMs.

Edits (:func:`add_card`, :func:`remove_card`, :func:`move_card`, :func:`set_gpu_count`) return a
new build, or raise :class:`EditError` with a reason a presales engineer can read.

Words the window shows (the subtitle, the board note, the notes, a slot's basis, an edit's
refusal) are :class:`rigwright.core.text.i18n.Text` s of the Qt Linguist context "diagram": ``str()`` gives
the English, the window renders them in the user's language. Names (a build's label, a GPU,
a CPU) stay as they are; a drive is worded for each language through the catalog's glossary
(:attr:`BayItem.words`: the seed writes "28TB存儲").
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rigwright.core.build.limits import MAX_GPUS_PER_LINE
from rigwright.core.build.model import (
    BOARD_FORM_FACTORS,
    Build,
    GpuLine,
    board_size_text,
)
from rigwright.core.build.rules import (
    ERROR,
    INFO,
    WARNING,
    BuildFacts,
    Verdict,
    build_facts,
    chassis_figure,
)
from rigwright.core.catalog.glossary import localise
from rigwright.core.catalog.model import Catalog, Gpu
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.core.text.words import LANGS

ItemKey = tuple[str, ...] | tuple[str, int] | tuple[str, int, int]
"""An item of the diagram: ("chassis",), ("board",), ("slot", opening), ("card", i) for the
i-th card of ``build.cards`` (0-based), ("bridge", k), ("socket", k), ("dimm", socket, k),
("bay", k), ("psu", k)."""

SLOT_PITCH_MM = 20.32
"""Distance between expansion-slot openings, mm (0.8 in, PCIe CEM)."""

ASSUMED_CARD_LENGTH_MM = 267.0
"""Length drawn for a card whose length the GPU table does not give, mm (a full-length,
full-height card is 312 mm by PCIe CEM; 267 mm (10.5 in) is the common length of the
reference dual-slot cards). Drawn dashed, so the reader sees it is not a known figure."""

BRACKET_MM = 20.0
"""Depth of the rear bracket zone (expansion-slot brackets, I/O shield), mm."""
BOARD_TOP_ZONE_MM = 150.0
"""Height of the board above its first slot opening (sockets, DIMMs, VRMs), mm: an ATX
board is 305 mm tall with 7 openings (7 × 20.32 = 142 mm) in its lower part."""
SOCKET_MM = 64.0
DIMM_LENGTH_MM = 133.0
DIMM_PITCH_MM = 7.5
CONNECTOR_X16_MM = 89.0
CONNECTOR_OFFSET_MM = 28.0
"""Distance from the bracket to the start of the x16 connector, mm (drawn)."""
PSU_SIZE_MM = (150.0, 86.0)
BAY_SIZE_MM = (147.0, 26.0)
GAP_MM = 10.0
SLOT_LABEL_W_MM = 122.0
"""Width of the slot-label column outside the chassis's rear wall, mm."""

MODULE_SIZES_GB = (4, 8, 16, 32, 64, 128, 256)
"""DIMM sizes the memory fill considers, GB (DDR4/DDR5 RDIMMs and UDIMMs)."""


class EditError(ValueError):
    """An edit the diagram cannot make; the message says why and what to do instead.

    ``args[0]`` is the message: a :class:`rigwright.core.text.i18n.Text` (``str(error)`` is the English), or
    the catalog's own message for an unknown GPU (a plain string)."""

    @property
    def text(self) -> Text | str:
        """The message as raised (a :class:`rigwright.core.text.i18n.Text` or a plain string)."""
        return self.args[0] if self.args else ""


CPU_NOT_STATED = QT_TRANSLATE_NOOP("diagram", "CPU not stated")
"""What a socket without a CPU of the build shows (:attr:`SocketItem.cpu_text`)."""


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle in millimetres: left ``x``, top ``y``, width ``w``, height ``h``."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        """X + w."""
        return self.x + self.w

    @property
    def bottom(self) -> float:
        """Y + h."""
        return self.y + self.h

    def intersects(self, other: Rect) -> bool:
        """True when the two rectangles overlap by more than an edge."""
        return (
            self.x < other.right
            and other.x < self.right
            and self.y < other.bottom
            and other.y < self.bottom
        )


@dataclass(frozen=True, slots=True)
class SlotItem:
    """One x16 slot of the board.

    Attributes:
        index: slot number, 0 at the top (nearest the CPU).
        opening: the expansion opening it sits at (0 at the top).
        rect: the connector, mm.
        physical_lanes: physical connector width (16: every slot drawn is x16).
        electrical_lanes: wired width (chassis part's ``slot_map``), or None when not stated.
        attached_to: what feeds the slot: "CPU", "CPU 1", "CPU 2" or "PCIe switch".
        basis: where ``attached_to`` and the widths come from (a :class:`rigwright.core.text.i18n.Text`).
        card: the card in the slot (index into ``build.cards``), or None when empty.
    """

    index: int
    opening: int
    rect: Rect
    physical_lanes: int
    electrical_lanes: int | None
    attached_to: str
    basis: Text
    card: int | None

    @property
    def label(self) -> str:
        """ "PCIe 1 · x16" or "PCIe 7 · x16 (x8 el.)"."""
        width = f"x{self.physical_lanes}"
        if self.electrical_lanes is not None and self.electrical_lanes != self.physical_lanes:
            width += f" (x{self.electrical_lanes} el.)"
        return f"PCIe {self.index + 1} · {width}"


@dataclass(frozen=True, slots=True)
class CardItem:
    """One GPU card.

    Attributes:
        index: position in ``build.cards`` (0-based).
        model: canonical GPU name.
        opening: the top opening it occupies, or None when it fits no slot (then ``rect`` is in
            the tray below the chassis).
        slot_width: openings it covers (GPU table).
        length_mm: board length (GPU table), or None when unknown.
        cooler: "blower", "open-air", "passive" or "unknown".
        board_power_w: board power (reference table), or None.
        link_lanes: the PCIe link width it gets (``pcie.lanes``), or None when unknown.
        rect: the card's outline, mm.
    """

    index: int
    model: str
    opening: int | None
    slot_width: int
    length_mm: float | None
    cooler: str
    board_power_w: int | None
    link_lanes: int | None
    rect: Rect

    @property
    def is_placed(self) -> bool:
        """True when the card sits in a slot."""
        return self.opening is not None


@dataclass(frozen=True, slots=True)
class BridgeItem:
    """An NVLink bridge joining two cards (indices into ``build.cards``)."""

    index: int
    cards: tuple[int, int]
    rect: Rect


@dataclass(frozen=True, slots=True)
class SocketItem:
    """A CPU socket with the CPU's name and power (W, or None); ``stated`` is False for a
    socket the build names no CPU for (``cpu`` is then "CPU not stated")."""

    index: int
    cpu: str
    power_w: int | None
    rect: Rect
    stated: bool = True

    @property
    def cpu_text(self) -> Text | str:
        """The CPU's name, or :data:`CPU_NOT_STATED` (translatable) when the build names none."""
        return self.cpu if self.stated else CPU_NOT_STATED


@dataclass(frozen=True, slots=True)
class DimmItem:
    """A DIMM slot: its socket, number, and the module in it (GB) or None when empty."""

    socket: int
    index: int
    module_gb: int | None
    rect: Rect


@dataclass(frozen=True, slots=True)
class BayItem:
    """A drive bay and the drive in it, as the build names it.

    Attributes:
        drive: the drive's text as the build gives it ("28TB存儲" from the seed, "" for none).
        words: (language, the drive worded for it through the catalog's glossary) for each
            of :data:`rigwright.core.text.words.LANGS` (:func:`rigwright.core.catalog.glossary.localise`): "28TB storage".
    """

    index: int
    drive: str
    rect: Rect
    words: tuple[tuple[str, str], ...] = ()

    def drive_text(self, lang: str) -> str:
        """The drive worded for a reader of ``lang`` ("zh_CN", "zh_TW", "en"): from
        :attr:`words`, else :attr:`drive` as it is."""
        return dict(self.words).get(lang, self.drive)


@dataclass(frozen=True, slots=True)
class PsuItem:
    """A PSU with its live load.

    Attributes:
        index: PSU number (0-based).
        rating_w: rated output, W, or None when the build states no PSU (a placeholder).
        sustained_w: this PSU's share of the sustained load, W (the load split evenly between
            the PSUs), or None when unknown.
        peak_w: its share of the transient peak, W, or None.
        sustained_limit_w: rating × 80 % (the sizing practice of ``power.sustained``).
        peak_limit_w: rating × 2 for ATX 3.x, × 1 for ATX 2.x; None when the version is unknown.
        rect: the PSU's outline, mm.
    """

    index: int
    rating_w: int | None
    sustained_w: int | None
    peak_w: int | None
    sustained_limit_w: int | None
    peak_limit_w: int | None
    rect: Rect

    @property
    def sustained_share(self) -> float | None:
        """Sustained load / rating (0.62 = 62 %), or None when either is unknown."""
        if self.sustained_w is None or not self.rating_w:
            return None
        return self.sustained_w / self.rating_w

    @property
    def peak_share(self) -> float | None:
        """Transient peak / rating, or None when either is unknown."""
        if self.peak_w is None or not self.rating_w:
            return None
        return self.peak_w / self.rating_w


@dataclass(frozen=True, slots=True)
class Airflow:
    """One airflow arrow: from ``start`` to ``end`` (mm points), and what it says."""

    start: tuple[float, float]
    end: tuple[float, float]
    label: str


@dataclass(frozen=True, slots=True)
class Marked:
    """A verdict and the items it concerns."""

    verdict: Verdict
    targets: tuple[ItemKey, ...]


@dataclass(frozen=True, slots=True)
class BuildDiagram:
    """Everything the diagram draws for one build, in millimetres (see the module docstring).

    Attributes:
        build: the build drawn.
        title: the build's label, or its chassis.
        subtitle: chassis · CPUs · memory · GPUs in one line (a :class:`rigwright.core.text.i18n.Text`).
        chassis_rect: the chassis interior; board_rect: the motherboard.
        board_note: how the board was sized ("EEB 305 × 330 mm" or "drawn to fit 18 openings:
            the guide states no board"; a :class:`rigwright.core.text.i18n.Text`).
        openings: expansion openings drawn.
        slots, cards, bridges, sockets, dimms, bays, psus: the items.
        airflow: the airflow arrows (front to rear).
        marked: each verdict of the build with the items it concerns, in rule order.
        scene_rect: everything, labels included.
        notes: assumptions the drawing rests on, one line each (:class:`rigwright.core.text.i18n.Text` s).
        gpu_range: the GPU count range the selection guide gives the chassis (seed section
            headings), or None for a chassis part.
    """

    build: Build
    title: str
    subtitle: Text
    chassis_rect: Rect
    board_rect: Rect
    board_note: Text
    openings: int
    slots: tuple[SlotItem, ...]
    cards: tuple[CardItem, ...]
    bridges: tuple[BridgeItem, ...]
    sockets: tuple[SocketItem, ...]
    dimms: tuple[DimmItem, ...]
    bays: tuple[BayItem, ...]
    psus: tuple[PsuItem, ...]
    airflow: tuple[Airflow, ...]
    marked: tuple[Marked, ...]
    scene_rect: Rect
    notes: tuple[Text, ...]
    gpu_range: tuple[int, int] | None = None

    def keys(self) -> list[ItemKey]:
        """Every item's key, in drawing order."""
        return (
            [("chassis",), ("board",)]
            + [("socket", s.index) for s in self.sockets]
            + [("dimm", d.socket, d.index) for d in self.dimms]
            + [("slot", s.opening) for s in self.slots]
            + [("card", c.index) for c in self.cards]
            + [("bridge", b.index) for b in self.bridges]
            + [("bay", b.index) for b in self.bays]
            + [("psu", p.index) for p in self.psus]
        )

    def severity_of(self, key: ItemKey) -> str | None:
        """The worst severity among the verdicts concerning ``key`` ("error" > "warning" >
        "info"), or None when no verdict concerns it."""
        rank = {ERROR: 0, WARNING: 1, INFO: 2}
        found = [m.verdict.severity for m in self.marked if key in m.targets]
        return min(found, key=lambda s: rank.get(s, 3)) if found else None

    def verdicts_for(self, key: ItemKey) -> list[Verdict]:
        """The verdicts concerning ``key``, in rule order."""
        return [m.verdict for m in self.marked if key in m.targets]

    def slot_at(self, opening: int) -> SlotItem | None:
        """The slot at ``opening``, or None."""
        return next((s for s in self.slots if s.opening == opening), None)


# ----------------------------------------------------------------------------- helpers


def _figure_number(catalog: Catalog, chassis: str, name: str) -> tuple[float, Text | str] | None:
    """A numeric chassis figure and its description (the rules' ``chassis_figure``)."""
    value, described = chassis_figure(catalog, chassis, name)
    try:
        return (float(value), described) if value is not None else None
    except ValueError:
        return None


def memory_fill(memory_gb: int, channels: int, slots: int) -> tuple[int, int] | None:
    """(modules, GB each) filling ``memory_gb`` in a board of ``slots`` DIMM slots and
    ``channels`` channels: one module per channel first, then two, then fewer, then any count
    whose module is a size of :data:`MODULE_SIZES_GB`. None when no equal-module fill exists
    (or the memory is 0).

    >>> memory_fill(192, 12, 24)
    (12, 16)
    """
    if memory_gb <= 0 or slots <= 0:
        return None
    order = [channels, 2 * channels, channels // 2, *range(slots, 0, -1)]
    for n in order:
        if 1 <= n <= slots and memory_gb % n == 0 and memory_gb // n in MODULE_SIZES_GB:
            return n, memory_gb // n
    return None


def _filled_dimms(
    modules: int, channels: int, per_socket: int, sockets: int
) -> set[tuple[int, int]]:
    """Which (socket, slot) hold a module: spread over the sockets in turn, and within a
    socket the first slot of every channel before the second (slot k is channel k % channels)."""
    order = [(s, k) for k in range(per_socket) for s in range(sockets)]
    return set(order[:modules])


# ----------------------------------------------------------------------------- layout


def drive_words(drive: str, catalog: Catalog) -> tuple[tuple[str, str], ...]:
    """``drive`` (a build's drive, as the seed or the engineer wrote it) worded for each of
    :data:`rigwright.core.text.words.LANGS` through ``catalog``'s glossary, as the quote prints it:
    (("zh_CN", "28TB存储"), ("zh_TW", "28TB存儲"), ("en", "28TB storage"))."""
    return tuple(
        (lang, localise(drive, lang, catalog.glossary) if catalog.glossary else drive)
        for lang in LANGS
    )


def build_diagram(
    build: Build,
    catalog: Catalog,
    verdicts: list[Verdict] | None = None,
    facts: BuildFacts | None = None,
) -> BuildDiagram:
    """Lay out ``build`` (see the module docstring).

    Args:
        build: the build; its GPUs must be in ``catalog``.
        catalog: GPUs, chassis figures, CPU and chassis parts.
        verdicts: the build's verdicts (:func:`rigwright.core.build.rules.check_build`) to mark on the items;
            None marks none.
        facts: :func:`rigwright.core.build.rules.build_facts` of the build when the caller has them.

    Returns:
        The diagram. A build whose chassis has no known slot map gets one slot position per
        card (drawn, flagged in ``notes``) so that its cards still show.

    Raises:
        KeyError: a GPU of the build is not in ``catalog``.
    """
    facts = facts if facts is not None else build_facts(build, catalog)
    gpus: list[Gpu] = [catalog.gpu(model) for model in build.cards]
    notes: list[Text] = []

    # --- slots and openings
    if facts.board is not None:
        slot_openings = list(facts.board.slots)
        openings = facts.board.openings
    else:
        slot_openings = [2 * i for i in range(max(1, len(gpus)))]
        openings = 2 * len(slot_openings)
        notes.append(
            QT_TRANSLATE_NOOP(
                "diagram",
                "the slot map of {chassis} is unknown: {n} "
                "double-width positions drawn, one per card",
            ).format(chassis=build.chassis, n=len(slot_openings))
        )
    placement = (
        list(facts.placement)
        if facts.placement is not None
        else [
            o if i < len(slot_openings) else None for i, o in enumerate(slot_openings[: len(gpus)])
        ]
    )
    placement += [None] * (len(gpus) - len(placement))

    sockets_n = max(1, sum(c.count for c in build.cpus))
    stated_board = build.board_form_factor
    if stated_board is None and build.chassis not in catalog.chassis:
        # a chassis part takes (and comes with) a board of its largest size
        largest = chassis_figure(catalog, build.chassis, "max_board_form_factor")[0]
        stated_board = largest if largest in BOARD_FORM_FACTORS else None

    channels_fig = _figure_number(catalog, build.chassis, "memory_channels")
    dimms_fig = _figure_number(catalog, build.chassis, "dimm_slots")
    channels = int(channels_fig[0]) if channels_fig else 4
    per_socket = int(dimms_fig[0]) if dimms_fig else 2 * channels
    if dimms_fig is None:
        notes.append(
            QT_TRANSLATE_NOOP(
                "diagram", "DIMM slots of {chassis} not stated: {n} per socket drawn"
            ).format(chassis=build.chassis, n=per_socket)
        )

    # --- board size: the nominal form factor, grown to hold what the build needs
    top = BRACKET_MM
    board_x = BRACKET_MM
    socket_block = SOCKET_MM + GAP_MM + per_socket * DIMM_PITCH_MM + GAP_MM
    need_w = sockets_n * socket_block + 2 * GAP_MM + 20.0
    need_h = BOARD_TOP_ZONE_MM + openings * SLOT_PITCH_MM + 15.0
    if stated_board in ("E-ATX", "EEB"):
        nominal = (330.0, 305.0)
    elif stated_board == "ATX":
        nominal = (244.0, 305.0)
    elif stated_board == "mATX":
        nominal = (244.0, 244.0)
    elif stated_board == "Mini-ITX":
        nominal = (170.0, 170.0)
    else:
        nominal = (244.0, 305.0)
    board_w, board_h = max(nominal[0], need_w), max(nominal[1], need_h)
    board_note: Text
    if stated_board is not None:
        sizes = BOARD_FORM_FACTORS[stated_board][1]
        size = board_size_text(stated_board) if ";" not in sizes else sizes.split(";")[0]
        if (board_w, board_h) != (nominal[0], nominal[1]):
            board_note = QT_TRANSLATE_NOOP(
                "diagram",
                "{board} board, {size}; drawn {w:.0f} × {h:.0f} mm to hold {openings} openings",
            ).format(board=stated_board, size=size, w=board_w, h=board_h, openings=openings)
        else:
            board_note = QT_TRANSLATE_NOOP("diagram", "{board} board, {size}").format(
                board=stated_board, size=size
            )
    else:
        board_note = QT_TRANSLATE_NOOP(
            "diagram",
            "board not stated by the catalog: drawn {w:.0f} × "
            "{h:.0f} mm to hold {sockets} socket(s) and {openings} "
            "openings",
        ).format(w=board_w, h=board_h, sockets=sockets_n, openings=openings)
    board_rect = Rect(board_x, top, board_w, board_h)

    # --- sockets and DIMMs
    sockets, dimms = [], []
    fill = memory_fill(build.memory_gb, channels * sockets_n, per_socket * sockets_n)
    filled = _filled_dimms(fill[0], channels, per_socket, sockets_n) if fill else set()
    if fill is None and build.memory_gb > 0:
        notes.append(
            QT_TRANSLATE_NOOP(
                "diagram",
                "{memory} GB of memory cannot be split into equal "
                "standard modules: the DIMM slots are drawn empty",
            ).format(memory=build.memory_gb)
        )
    cpu_names = [c for c in build.cpus for _ in range(c.count)]
    x = board_x + GAP_MM + 20.0
    for s in range(sockets_n):
        cpu = cpu_names[s] if s < len(cpu_names) else None
        sockets.append(
            SocketItem(
                s,
                cpu.name if cpu else str(CPU_NOT_STATED),
                cpu.power_w if cpu else None,
                Rect(x, top + 40.0, SOCKET_MM, SOCKET_MM),
                stated=cpu is not None,
            )
        )
        dx = x + SOCKET_MM + GAP_MM
        for k in range(per_socket):
            dimms.append(
                DimmItem(
                    s,
                    k,
                    fill[1] if fill and (s, k) in filled else None,
                    Rect(dx + k * DIMM_PITCH_MM, top + 8.0, DIMM_PITCH_MM - 2.5, DIMM_LENGTH_MM),
                )
            )
        x += socket_block

    # --- slots
    slot_top = top + BOARD_TOP_ZONE_MM
    switch = chassis_figure(catalog, build.chassis, "pcie_switch")[0] == "yes"
    occupant = {o: i for i, o in enumerate(placement) if o is not None}
    slots = []
    for k, opening in enumerate(slot_openings):
        electrical = (
            facts.slot_widths[k]
            if facts.slot_widths is not None and k < len(facts.slot_widths)
            else None
        )
        basis: Text
        if switch:
            attached = "PCIe switch"
            basis = QT_TRANSLATE_NOOP("diagram", "assumed in the chassis file (pcie_switch)")
        elif sockets_n > 1:
            half = (len(slot_openings) + 1) // 2
            attached = f"CPU {1 if k < half else 2}"
            basis = QT_TRANSLATE_NOOP(
                "diagram", "assumed: the slots split between the sockets, top half on CPU 1"
            )
        else:
            attached = "CPU"
            basis = QT_TRANSLATE_NOOP("diagram", "assumed: GPU slots wired to the CPU's lanes")
        slots.append(
            SlotItem(
                k,
                opening,
                Rect(
                    board_x + CONNECTOR_OFFSET_MM,
                    slot_top + opening * SLOT_PITCH_MM + 2.0,
                    CONNECTOR_X16_MM,
                    6.0,
                ),
                16,
                electrical,
                attached,
                basis,
                occupant.get(opening),
            )
        )

    # --- cards (placed in their slots, the rest in a tray under the chassis)
    cards, unplaced = [], 0
    longest = max(
        (
            float(g.board_length_mm) if g.board_length_mm is not None else ASSUMED_CARD_LENGTH_MM
            for g in gpus
        ),
        default=ASSUMED_CARD_LENGTH_MM,
    )
    card_zone = max(board_w, longest + 6.0)
    front_x = board_x + card_zone + 2 * GAP_MM  # the drive cage
    chassis_w = front_x - 0.0 + BAY_SIZE_MM[0] + 2 * GAP_MM
    bays_n = max(1, len(build.drives))
    bays_h = bays_n * (BAY_SIZE_MM[1] + 4.0)
    psu_n = max(1, len(build.psus_w))
    psu_top = max(top + board_h, top + 30.0 + bays_h) + GAP_MM * 1.5
    chassis_h = psu_top + PSU_SIZE_MM[1] + GAP_MM
    chassis_rect = Rect(0.0, 0.0, chassis_w, chassis_h)
    tray_y = chassis_h + 46.0
    links = facts.links
    for i, (gpu, opening) in enumerate(zip(gpus, placement)):
        width = max(1, gpu.slot_width)
        length = float(gpu.board_length_mm) if gpu.board_length_mm is not None else None
        drawn_len = length if length is not None else ASSUMED_CARD_LENGTH_MM
        height = width * SLOT_PITCH_MM - 2.0
        if opening is not None:
            rect = Rect(
                board_x - BRACKET_MM * 0.5,
                slot_top + opening * SLOT_PITCH_MM + 1.0,
                drawn_len,
                height,
            )
        else:
            rect = Rect(
                board_x + unplaced * 14.0, tray_y + unplaced * (height + 6.0), drawn_len, height
            )
            unplaced += 1
        cards.append(
            CardItem(
                i,
                gpu.name,
                opening,
                width,
                length,
                gpu.cooler.value,
                gpu.board_power_w,
                links[i] if links is not None and i < len(links) else None,
                rect,
            )
        )

    # --- NVLink bridges: pairs in slot order
    bridges = []
    if build.nvlink:
        placed = sorted((c for c in cards if c.is_placed), key=lambda c: c.opening or 0)
        for k, (a, b) in enumerate(zip(placed[0::2], placed[1::2])):
            x0 = board_x + min(a.rect.w, b.rect.w) * 0.55
            bridges.append(
                BridgeItem(
                    k,
                    (a.index, b.index),
                    Rect(x0, a.rect.y + 4.0, 36.0, b.rect.bottom - a.rect.y - 8.0),
                )
            )

    # --- drive bays at the front, top
    drives = [
        build.drives[k] if k < len(build.drives) else ""
        for k in range(bays_n if build.drives else 0)
    ]
    bays = [
        BayItem(
            k,
            drive,
            Rect(front_x + GAP_MM, top + 30.0 + k * (BAY_SIZE_MM[1] + 4.0), *BAY_SIZE_MM),
            drive_words(drive, catalog),
        )
        for k, drive in enumerate(drives)
    ]

    # --- PSUs at the bottom, rear first
    power = facts.power
    psus = []
    ratings: list[int | None] = list(build.psus_w) or [None]
    for k, rating in enumerate(ratings):
        share_n = len(build.psus_w) or 1
        sustained = round(power.sustained_w / share_n) if power.sustained_w is not None else None
        peak = round(power.peak_w / share_n) if power.peak_w is not None else None
        psus.append(
            PsuItem(
                k,
                rating,
                sustained,
                peak,
                int(rating * power.sustained_share) if rating else None,
                int(rating * power.peak_share) if rating and power.peak_share is not None else None,
                Rect(board_x + k * (PSU_SIZE_MM[0] + GAP_MM), psu_top, *PSU_SIZE_MM),
            )
        )
    if not build.psus_w:
        notes.append(
            QT_TRANSLATE_NOOP(
                "diagram",
                "the build states no PSU: a placeholder is drawn and the gauge cannot show a load",
            )
        )
    if psu_n * (PSU_SIZE_MM[0] + GAP_MM) + board_x > chassis_w:
        chassis_w = psu_n * (PSU_SIZE_MM[0] + GAP_MM) + board_x + GAP_MM
        chassis_rect = Rect(0.0, 0.0, chassis_w, chassis_h)

    # --- airflow: in at the front, out at the rear (towers)
    mid_cards = slot_top + (openings * SLOT_PITCH_MM) / 2
    airflow = (
        Airflow((chassis_w + 26.0, top + 60.0), (chassis_w - 40.0, top + 60.0), "intake"),
        Airflow((chassis_w + 26.0, mid_cards), (chassis_w - 40.0, mid_cards), "intake"),
        Airflow((34.0, top + 60.0), (-26.0, top + 60.0), "exhaust"),
    )
    notes.append(
        QT_TRANSLATE_NOOP(
            "diagram",
            "airflow front to rear (a tower draws air in at the "
            "front and out at the rear; blower cards exhaust through their "
            "brackets)",
        )
    )

    spec = catalog.chassis.get(build.chassis)
    title = build.label or build.chassis
    gpu_text = " + ".join(
        f"{line.count} × {line.model}" for line in build.gpus
    ) or QT_TRANSLATE_NOOP("diagram", "no GPU")
    subtitle = QT_TRANSLATE_NOOP(
        "diagram", "{chassis} · {sockets} × CPU · {memory} GB · {gpus}"
    ).format(chassis=build.chassis, sockets=sockets_n, memory=build.memory_gb, gpus=gpu_text)

    marked = tuple(
        Marked(v, verdict_targets(v, build, cards, bridges, psus, dimms)) for v in (verdicts or [])
    )
    bottom = max([chassis_h] + [c.rect.bottom for c in cards])
    scene = Rect(-SLOT_LABEL_W_MM - 10.0, -70.0, chassis_w + SLOT_LABEL_W_MM + 60.0, bottom + 100.0)
    return BuildDiagram(
        build,
        title,
        subtitle,
        chassis_rect,
        board_rect,
        board_note,
        openings,
        tuple(slots),
        tuple(cards),
        tuple(bridges),
        tuple(sockets),
        tuple(dimms),
        tuple(bays),
        tuple(psus),
        airflow,
        marked,
        scene,
        tuple(notes),
        (spec.min_gpus, spec.max_gpus) if spec is not None else None,
    )


# ----------------------------------------------------------------------------- verdicts


def _cards_of(cards: list[CardItem] | tuple[CardItem, ...], model: object) -> tuple[ItemKey, ...]:
    return tuple(("card", c.index) for c in cards if model is None or c.model == model)


def verdict_targets(
    verdict: Verdict, build: Build, cards, bridges, psus, dimms
) -> tuple[ItemKey, ...]:
    """The items ``verdict`` concerns, by its rule and figures:

    - ``slots.*``: the card(s) it numbers (``figures["card"]``, ``["other"]``), else the cards
      that fit no slot, else every card;
    - ``cooling.*``, ``gpu.scale_limit``, ``formfactor.gpu_length``, ``pcie.lanes``: the cards
      (of the model ``figures["gpu"]`` names, when it names one);
    - ``power.*``: the PSUs (``power.connector``: the cards too);
    - ``nvlink.*``: the bridges, else the cards;
    - ``memory.*``: the DIMM slots; ``formfactor.board``: the board;
    - anything else (``chassis.gpu_range``): the chassis.
    """
    rule, figures = verdict.rule, verdict.figures
    family = rule.split(".", 1)[0]
    if family == "slots":
        numbered = [n for n in (figures.get("card"), figures.get("other")) if isinstance(n, int)]
        if numbered:
            return tuple(("card", n - 1) for n in numbered if 0 < n <= len(cards))
        loose = tuple(("card", c.index) for c in cards if not c.is_placed)
        return loose or _cards_of(cards, None) or (("chassis",),)
    links, numbers = figures.get("links"), figures.get("card_numbers")
    if rule == "pcie.lanes" and isinstance(links, list) and isinstance(numbers, list):
        short = tuple(
            ("card", n - 1)
            for n, w in zip(numbers, links)
            if isinstance(w, int) and w < 16 and 0 < n <= len(cards)
        )
        if short:
            return short
    if family in ("cooling", "gpu", "pcie") or rule == "formfactor.gpu_length":
        model = figures.get("gpu") if isinstance(figures.get("gpu"), str) else None
        return _cards_of(cards, model) or _cards_of(cards, None) or (("chassis",),)
    if family == "power":
        keys: tuple[ItemKey, ...] = tuple(("psu", p.index) for p in psus)
        if rule == "power.connector":
            keys += _cards_of(cards, None)
        return keys
    if family == "nvlink":
        return (
            tuple(("bridge", b.index) for b in bridges) or _cards_of(cards, None) or (("chassis",),)
        )
    if family == "memory":
        return tuple(("dimm", d.socket, d.index) for d in dimms) or (("board",),)
    if rule == "formfactor.board":
        return (("board",),)
    return (("chassis",),)


# ----------------------------------------------------------------------------- edits


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
    for i, (model, opening) in enumerate(zip(build.cards, placement)):
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
