"""The chassis and slot diagram of a build: every item's place, in millimetres, and what the
rules say about it (:func:`build_diagram`, :func:`verdict_targets`). Items draw; this module
decides. See docs/chassis-diagram.md; the items and the edits have modules of their own."""

from __future__ import annotations

from rigwright.core.build.diagram_edits import (
    EditError,
    add_card,
    move_card,
    remove_card,
    set_gpu_count,
)
from rigwright.core.build.diagram_items import (
    ASSUMED_CARD_LENGTH_MM,
    BAY_SIZE_MM,
    BOARD_TOP_ZONE_MM,
    BRACKET_MM,
    CONNECTOR_OFFSET_MM,
    CONNECTOR_X16_MM,
    CPU_NOT_STATED,
    DIMM_LENGTH_MM,
    DIMM_PITCH_MM,
    GAP_MM,
    MODULE_SIZES_GB,
    PSU_SIZE_MM,
    SLOT_LABEL_W_MM,
    SLOT_PITCH_MM,
    SOCKET_MM,
    Airflow,
    BayItem,
    BridgeItem,
    BuildDiagram,
    CardItem,
    DimmItem,
    ItemKey,
    Marked,
    PsuItem,
    Rect,
    SlotItem,
    SocketItem,
    verdict_targets,
)
from rigwright.core.build.model import (
    BOARD_FORM_FACTORS,
    Build,
    board_size_text,
)
from rigwright.core.build.rules import (
    BuildFacts,
    PowerFigures,
    Verdict,
    build_facts,
    chassis_figure,
)
from rigwright.core.catalog.glossary import localise
from rigwright.core.catalog.model import Catalog, Gpu
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.core.text.words import LANGS


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


def _slot_layout(
    build: Build, facts: BuildFacts, cards: int, notes: list[Text]
) -> tuple[list[int], int, list[int | None]]:
    """(x16 slot openings, openings, the opening of each card or None) of the drawing."""
    if facts.board is not None:
        slot_openings = list(facts.board.slots)
        openings = facts.board.openings
    else:
        slot_openings = [2 * i for i in range(max(1, cards))]
        openings = 2 * len(slot_openings)
        notes.append(
            QT_TRANSLATE_NOOP(
                "diagram",
                "the slot map of {chassis} is unknown: {n} "
                "double-width positions drawn, one per card",
            ).format(chassis=build.chassis, n=len(slot_openings))
        )
    placement: list[int | None] = (
        list(facts.placement)
        if facts.placement is not None
        else [o if i < len(slot_openings) else None for i, o in enumerate(slot_openings[:cards])]
    )
    placement += [None] * (cards - len(placement))
    return slot_openings, openings, placement


def _stated_board(build: Build, catalog: Catalog) -> str | None:
    """The board form factor of the build, or of its chassis part; None when not stated."""
    stated_board = build.board_form_factor
    if stated_board is None and build.chassis not in catalog.chassis:
        # a chassis part takes (and comes with) a board of its largest size
        largest = chassis_figure(catalog, build.chassis, "max_board_form_factor")[0]
        stated_board = largest if largest in BOARD_FORM_FACTORS else None
    return stated_board


_NOMINAL_BOARD_MM: dict[str, tuple[float, float]] = {
    "E-ATX": (330.0, 305.0),
    "EEB": (330.0, 305.0),
    "ATX": (244.0, 305.0),
    "mATX": (244.0, 244.0),
    "Mini-ITX": (170.0, 170.0),
}
"""The nominal (width, height) of a board form factor, mm; ATX for one not stated."""


def _board_note(
    stated_board: str | None,
    drawn: tuple[float, float],
    nominal: tuple[float, float],
    sockets_n: int,
    openings: int,
) -> Text:
    """How the board was sized (:attr:`BuildDiagram.board_note`)."""
    board_w, board_h = drawn
    if stated_board is None:
        return QT_TRANSLATE_NOOP(
            "diagram",
            "board not stated by the catalog: drawn {w:.0f} × "
            "{h:.0f} mm to hold {sockets} socket(s) and {openings} "
            "openings",
        ).format(w=board_w, h=board_h, sockets=sockets_n, openings=openings)
    sizes = BOARD_FORM_FACTORS[stated_board][1]
    size = board_size_text(stated_board) if ";" not in sizes else sizes.split(";")[0]
    if (board_w, board_h) != (nominal[0], nominal[1]):
        return QT_TRANSLATE_NOOP(
            "diagram",
            "{board} board, {size}; drawn {w:.0f} × {h:.0f} mm to hold {openings} openings",
        ).format(board=stated_board, size=size, w=board_w, h=board_h, openings=openings)
    return QT_TRANSLATE_NOOP("diagram", "{board} board, {size}").format(
        board=stated_board, size=size
    )


def _sockets_and_dimms(
    build: Build,
    sockets_n: int,
    channels: int,
    per_socket: int,
    origin: tuple[float, float],
    notes: list[Text],
) -> tuple[list[SocketItem], list[DimmItem]]:
    """The CPU sockets and their DIMM slots, at the top of the board whose corner is
    ``origin`` (x, y), mm."""
    board_x, top = origin
    socket_block = SOCKET_MM + GAP_MM + per_socket * DIMM_PITCH_MM + GAP_MM
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
    return sockets, dimms


def _slot_wiring(switch: bool, sockets_n: int, k: int, slots_n: int) -> tuple[str, Text]:
    """What slot ``k`` of ``slots_n`` is wired to, and the basis of that assumption."""
    if switch:
        return "PCIe switch", QT_TRANSLATE_NOOP(
            "diagram", "assumed in the chassis file (pcie_switch)"
        )
    if sockets_n > 1:
        half = (slots_n + 1) // 2
        return f"CPU {1 if k < half else 2}", QT_TRANSLATE_NOOP(
            "diagram", "assumed: the slots split between the sockets, top half on CPU 1"
        )
    return "CPU", QT_TRANSLATE_NOOP("diagram", "assumed: GPU slots wired to the CPU's lanes")


def _slot_items(
    build: Build,
    catalog: Catalog,
    facts: BuildFacts,
    slot_openings: list[int],
    placement: list[int | None],
    sockets_n: int,
    origin: tuple[float, float],
) -> list[SlotItem]:
    """The x16 slots, the first opening's top left at ``origin`` (x, y), mm."""
    board_x, slot_top = origin
    switch = chassis_figure(catalog, build.chassis, "pcie_switch")[0] == "yes"
    occupant = {o: i for i, o in enumerate(placement) if o is not None}
    slots = []
    for k, opening in enumerate(slot_openings):
        electrical = (
            facts.slot_widths[k]
            if facts.slot_widths is not None and k < len(facts.slot_widths)
            else None
        )
        attached, basis = _slot_wiring(switch, sockets_n, k, len(slot_openings))
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
    return slots


def _card_items(
    gpus: list[Gpu],
    placement: list[int | None],
    links: tuple[int | None, ...] | None,
    origin: tuple[float, float],
    tray_y: float,
) -> list[CardItem]:
    """The cards, placed in their slots (the first opening's top left at ``origin``), the
    rest in a tray at ``tray_y`` under the chassis."""
    board_x, slot_top = origin
    cards, unplaced = [], 0
    # a hand-made placement longer than the cards is cut to the cards
    for i, (gpu, opening) in enumerate(zip(gpus, placement, strict=False)):
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
    return cards


def _bridge_items(build: Build, cards: list[CardItem], board_x: float) -> list[BridgeItem]:
    """The NVLink bridges: the placed cards in pairs, in slot order (none without NVLink)."""
    bridges: list[BridgeItem] = []
    if not build.nvlink:
        return bridges
    placed = sorted((c for c in cards if c.is_placed), key=lambda c: c.opening or 0)
    # an odd card out stays unbridged
    for k, (a, b) in enumerate(zip(placed[0::2], placed[1::2], strict=False)):
        x0 = board_x + min(a.rect.w, b.rect.w) * 0.55
        bridges.append(
            BridgeItem(
                k,
                (a.index, b.index),
                Rect(x0, a.rect.y + 4.0, 36.0, b.rect.bottom - a.rect.y - 8.0),
            )
        )
    return bridges


def _psu_items(
    build: Build, power: PowerFigures, board_x: float, psu_top: float, notes: list[Text]
) -> list[PsuItem]:
    """The PSUs at the bottom, rear first, each with its share of the load (a placeholder
    when the build states none)."""
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
    return psus


def _bay_items(build: Build, catalog: Catalog, origin: tuple[float, float]) -> list[BayItem]:
    """The drive bays at the front, top, the first at ``origin`` (x, y), mm."""
    bays_n = max(1, len(build.drives))
    drives = [
        build.drives[k] if k < len(build.drives) else ""
        for k in range(bays_n if build.drives else 0)
    ]
    x, y = origin
    return [
        BayItem(
            k,
            drive,
            Rect(x, y + k * (BAY_SIZE_MM[1] + 4.0), *BAY_SIZE_MM),
            drive_words(drive, catalog),
        )
        for k, drive in enumerate(drives)
    ]


def _subtitle(build: Build, sockets_n: int) -> Text:
    """Chassis · CPUs · memory · GPUs in one line."""
    gpu_text = " + ".join(
        f"{line.count} × {line.model}" for line in build.gpus
    ) or QT_TRANSLATE_NOOP("diagram", "no GPU")
    return QT_TRANSLATE_NOOP(
        "diagram", "{chassis} · {sockets} × CPU · {memory} GB · {gpus}"
    ).format(chassis=build.chassis, sockets=sockets_n, memory=build.memory_gb, gpus=gpu_text)


def build_diagram(
    build: Build,
    catalog: Catalog,
    verdicts: list[Verdict] | None = None,
    facts: BuildFacts | None = None,
) -> BuildDiagram:
    """Lay out ``build`` (see docs/chassis-diagram.md).

    Args:
        build: the build; its GPUs must be in ``catalog``.
        catalog: GPUs, chassis figures, CPU and chassis parts.
        verdicts: the build's verdicts (:func:`rigwright.core.build.rules.check_build`) to
            mark on the items; None marks none.
        facts: :func:`rigwright.core.build.rules.build_facts` of the build when the caller
            has them.

    Returns:
        The diagram. A build whose chassis has no known slot map gets one slot position per
        card (drawn, flagged in ``notes``) so that its cards still show.

    Raises:
        KeyError: a GPU of the build is not in ``catalog``.
    """
    facts = facts if facts is not None else build_facts(build, catalog)
    gpus: list[Gpu] = [catalog.gpu(model) for model in build.cards]
    notes: list[Text] = []
    slot_openings, openings, placement = _slot_layout(build, facts, len(gpus), notes)

    sockets_n = max(1, sum(c.count for c in build.cpus))
    stated_board = _stated_board(build, catalog)
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
    nominal = _NOMINAL_BOARD_MM.get(stated_board or "", (244.0, 305.0))
    board_w, board_h = max(nominal[0], need_w), max(nominal[1], need_h)
    board_note = _board_note(stated_board, (board_w, board_h), nominal, sockets_n, openings)
    board_rect = Rect(board_x, top, board_w, board_h)

    sockets, dimms = _sockets_and_dimms(
        build, sockets_n, channels, per_socket, (board_x, top), notes
    )
    slot_top = top + BOARD_TOP_ZONE_MM
    slots = _slot_items(
        build, catalog, facts, slot_openings, placement, sockets_n, (board_x, slot_top)
    )

    # --- the chassis: the cards' zone, the drive cage at the front, the PSUs below
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
    cards = _card_items(gpus, placement, facts.links, (board_x, slot_top), tray_y)
    bridges = _bridge_items(build, cards, board_x)
    bays = _bay_items(build, catalog, (front_x + GAP_MM, top + 30.0))
    psus = _psu_items(build, facts.power, board_x, psu_top, notes)
    if psu_n * (PSU_SIZE_MM[0] + GAP_MM) + board_x > chassis_w:
        chassis_w = psu_n * (PSU_SIZE_MM[0] + GAP_MM) + board_x + GAP_MM
        chassis_rect = Rect(0.0, 0.0, chassis_w, chassis_h)

    # --- airflow: in at the front, out at the rear (towers)
    mid_cards = slot_top + (openings * SLOT_PITCH_MM) / 2
    # The arrows and their words stay outside the chassis walls, in the margins the scene
    # keeps (front: 50 mm, rear: above the slot labels), so that they cross no drive label,
    # card or board outline.
    airflow = (
        Airflow((chassis_w + 46.0, top + 60.0), (chassis_w + 4.0, top + 60.0), "intake"),
        Airflow((chassis_w + 46.0, mid_cards), (chassis_w + 4.0, mid_cards), "intake"),
        Airflow((-4.0, top + 60.0), (-56.0, top + 60.0), "exhaust"),
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
    marked = tuple(
        Marked(v, verdict_targets(v, build, cards, bridges, psus, dimms)) for v in (verdicts or [])
    )
    bottom = max([chassis_h] + [c.rect.bottom for c in cards])
    scene = Rect(-SLOT_LABEL_W_MM - 10.0, -70.0, chassis_w + SLOT_LABEL_W_MM + 60.0, bottom + 100.0)
    return BuildDiagram(
        build,
        build.label or build.chassis,
        _subtitle(build, sockets_n),
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


__all__ = [
    "ASSUMED_CARD_LENGTH_MM",
    "Airflow",
    "BAY_SIZE_MM",
    "BOARD_TOP_ZONE_MM",
    "BRACKET_MM",
    "BayItem",
    "BridgeItem",
    "BuildDiagram",
    "CONNECTOR_OFFSET_MM",
    "CONNECTOR_X16_MM",
    "CPU_NOT_STATED",
    "CardItem",
    "DIMM_LENGTH_MM",
    "DIMM_PITCH_MM",
    "DimmItem",
    "EditError",
    "GAP_MM",
    "ItemKey",
    "MODULE_SIZES_GB",
    "Marked",
    "PSU_SIZE_MM",
    "PsuItem",
    "Rect",
    "SLOT_LABEL_W_MM",
    "SLOT_PITCH_MM",
    "SOCKET_MM",
    "SlotItem",
    "SocketItem",
    "add_card",
    "build_diagram",
    "drive_words",
    "memory_fill",
    "move_card",
    "remove_card",
    "set_gpu_count",
    "verdict_targets",
]
