"""The items of the chassis diagram (slots, cards, bridges, sockets, DIMMs, bays, PSUs), the
whole :class:`BuildDiagram`, in millimetres, and the items each verdict concerns
(:func:`verdict_targets`); :mod:`rigwright.core.build.diagram` lays them out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rigwright.core.build.model import (
    Build,
)
from rigwright.core.build.rules import (
    ERROR,
    INFO,
    WARNING,
    Verdict,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

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
        basis: where ``attached_to`` and the widths come from (a
            :class:`rigwright.core.text.i18n.Text`).
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
        """The slot in words: "PCIe 1 · x16" or "PCIe 7 · x16 (x8 el.)"."""
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
            of :data:`rigwright.core.text.words.LANGS`
            (:func:`rigwright.core.catalog.glossary.localise`): "28TB storage".
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
    """Everything the diagram draws for one build, in millimetres (see docs/chassis-diagram.md).

    Attributes:
        build: the build drawn.
        title: the build's label, or its chassis.
        subtitle: chassis · CPUs · memory · GPUs in one line (a
            :class:`rigwright.core.text.i18n.Text`).
        chassis_rect: the chassis interior; board_rect: the motherboard.
        board_note: how the board was sized ("EEB 305 × 330 mm" or "drawn to fit 18 openings:
            the guide states no board"; a :class:`rigwright.core.text.i18n.Text`).
        openings: expansion openings drawn.
        slots, cards, bridges, sockets, dimms, bays, psus: the items.
        airflow: the airflow arrows (front to rear).
        marked: each verdict of the build with the items it concerns, in rule order.
        scene_rect: everything, labels included.
        notes: assumptions the drawing rests on, one line each
            (:class:`rigwright.core.text.i18n.Text` s).
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
        keys: list[ItemKey] = [("chassis",), ("board",)]
        keys += [("socket", s.index) for s in self.sockets]
        keys += [("dimm", d.socket, d.index) for d in self.dimms]
        keys += [("slot", s.opening) for s in self.slots]
        keys += [("card", c.index) for c in self.cards]
        keys += [("bridge", b.index) for b in self.bridges]
        keys += [("bay", b.index) for b in self.bays]
        keys += [("psu", p.index) for p in self.psus]
        return keys

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


def _cards_of(cards: Sequence[CardItem], model: object) -> tuple[ItemKey, ...]:
    return tuple(("card", c.index) for c in cards if model is None or c.model == model)


def verdict_targets(
    verdict: Verdict,
    build: Build,
    cards: Sequence[CardItem],
    bridges: Sequence[BridgeItem],
    psus: Sequence[PsuItem],
    dimms: Sequence[DimmItem],
) -> tuple[ItemKey, ...]:
    """The items ``verdict`` concerns, by its rule and figures.

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
            for n, w in zip(numbers, links, strict=False)
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
