"""The chassis and PCIe-slot layout of one seed build: a schematic (one double-width x16
position per GPU the chassis supports, filled from the top), its PSUs from the seed's chassis
cell ("微塔式(2000W)" -> 1 x 2000 W) and board power from the reference table. A figure the
seed does not state is reported as not stated (docs/chassis-diagram.md)."""

from __future__ import annotations

from dataclasses import dataclass

from rigwright.core.catalog.model import (  # noqa: F401 (parse_psu re-exported)
    Catalog,
    ChassisFigure,
    ChassisSpec,
    Gpu,
    PartKind,
    Sku,
    join_texts,
    parse_psu,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text, as_text

POSITION_WIDTH = 2
"""Slots each schematic PCIe x16 position spans (a double-width card)."""

NOT_STATED = "not stated"

# Worded for both readers (the window's Layout notes list every note; the quote PDF prints
# the customer-facing ones, :data:`CUSTOMER_NOTES`): the seed is "the selection guide" here.
# The English template of each note is translatable (Qt Linguist context "layout": the window
# renders a note in its language with ``rigwright.gui.widgets.i18n.tr_text``); each note's own
# wording for a document in a language of its own is beside it (:meth:`LayoutNote.text`).
_NOTES: dict[str, Text] = {
    "in_range": QT_TRANSLATE_NOOP(
        "layout", "{count} GPUs in a chassis the selection guide rates for {low}-{high}"
    ).worded(
        zh_CN="{count} 块 GPU，机箱按选型指南支持 {low}-{high} 块",
        zh_TW="{count} 塊 GPU，機箱按選型指南支持 {low}-{high} 塊",
    ),
    "out_of_range": QT_TRANSLATE_NOOP(
        "layout",
        "{count} GPUs, outside the {low}-{high} the selection guide rates this chassis for",
    ).worded(
        zh_CN="{count} 块 GPU，超出选型指南为此机箱给出的 {low}-{high} 块",
        zh_TW="{count} 塊 GPU，超出選型指南為此機箱給出的 {low}-{high} 塊",
    ),
    "unplaced": QT_TRANSLATE_NOOP(
        "layout", "{missing} GPU(s) have no position in the diagram ({positions} positions)"
    ).worded(
        zh_CN="{missing} 块 GPU 在示意图中没有位置（共 {positions} 个位置）",
        zh_TW="{missing} 塊 GPU 在示意圖中沒有位置（共 {positions} 個位置）",
    ),
    "too_wide": QT_TRANSLATE_NOOP(
        "layout", "{gpu} is {width} slots wide, wider than a {position}-slot position"
    ).worded(
        zh_CN="{gpu} 占 {width} 个插槽宽，超过 {position} 槽位置",
        zh_TW="{gpu} 佔 {width} 個插槽寬，超過 {position} 槽位置",
    ),
    "unknown_gpu": QT_TRANSLATE_NOOP(
        "layout", "GPU {gpu!r} is not in the catalog: card size and power not known"
    ).worded(
        zh_CN="产品目录中没有 GPU {gpu!r}：显卡尺寸与功耗未知",
        zh_TW="產品目錄中沒有 GPU {gpu!r}：顯示卡尺寸與功耗未知",
    ),
    # The chassis cell (``params["cell"]``) is kept as printed (Traditional), so the text
    # does not quote it: it would put Traditional characters on an English or Simplified
    # quote. The window lists the cell beside it.
    "psu_not_stated": QT_TRANSLATE_NOOP("layout", "PSU not stated by the selection guide").worded(
        zh_CN="选型指南未注明电源",
        zh_TW="選型指南未註明電源",
    ),
    "power_share": QT_TRANSLATE_NOOP(
        "layout",
        "GPU board power ≈ {power} W ({count} × {each} W, reference table), "
        "{share} % of {psu} W PSU; CPU and drives not included",
    ).worded(
        zh_CN="GPU 板卡功耗约 {power} W（{count} × {each} W，参考数据），占 {psu} W 电源的 "
        "{share} %；未含 CPU 与硬盘",
        zh_TW="GPU 板卡功耗約 {power} W（{count} × {each} W，參考資料），佔 {psu} W 電源的 "
        "{share} %；未含 CPU 與硬碟",
    ),
    "power": QT_TRANSLATE_NOOP(
        "layout", "GPU board power ≈ {power} W ({count} × {each} W, reference table)"
    ).worded(
        zh_CN="GPU 板卡功耗约 {power} W（{count} × {each} W，参考数据）",
        zh_TW="GPU 板卡功耗約 {power} W（{count} × {each} W，參考資料）",
    ),
    "assumed": QT_TRANSLATE_NOOP("layout", "Assumed (the guide gives no figure): {figures}").worded(
        zh_CN="假定（选型指南未给出）：{figures}",
        zh_TW="假定（選型指南未給出）：{figures}",
    ),
    "power_unknown": QT_TRANSLATE_NOOP("layout", "board power of {gpu} not known").worded(
        zh_CN="{gpu} 的板卡功耗未知",
        zh_TW="{gpu} 的板卡功耗未知",
    ),
}

_FIGURE_NAME: dict[str, Text] = {
    "gpu_positions": QT_TRANSLATE_NOOP("layout", "gpu positions"),
    "cpu_pcie_lanes": QT_TRANSLATE_NOOP("layout", "cpu pcie lanes"),
    "pcie_switch": QT_TRANSLATE_NOOP("layout", "pcie switch"),
    "memory_channels": QT_TRANSLATE_NOOP("layout", "memory channels"),
    "dimm_slots": QT_TRANSLATE_NOOP("layout", "dimm slots"),
    "psu": QT_TRANSLATE_NOOP("layout", "psu"),
    "psu_atx_version": QT_TRANSLATE_NOOP("layout", "psu atx version"),
    "form_factor": QT_TRANSLATE_NOOP("layout", "form factor"),
    "gpu_range": QT_TRANSLATE_NOOP("layout", "gpu range"),
}
"""The words for a chassis file's figures (:class:`rigwright.core.catalog.model.ChassisFigure`
names)."""

_FIGURE_VALUE: dict[str, Text] = {
    "yes": QT_TRANSLATE_NOOP("layout", "yes"),
    "no": QT_TRANSLATE_NOOP("layout", "no"),
    NOT_STATED: QT_TRANSLATE_NOOP("layout", "not stated"),
}
"""The words a chassis figure's value may be (other values are figures, kept as they are)."""

CUSTOMER_NOTES: frozenset[str] = frozenset(
    {"psu_not_stated", "power_share", "power", "power_unknown"}
)
"""Keys of the notes a customer may read (the quote PDF prints only these): the board power
and an unstated PSU. The others (the selection guide's GPU range, cards without a position,
cards too wide, GPUs missing from the catalog) are internal checks for the engineer."""


@dataclass(frozen=True, slots=True)
class LayoutNote(Text):
    """A remark on a layout: a :class:`rigwright.core.text.i18n.Text` (context "layout", the English
    template, the figures it quotes) that also names which remark it is.

    Attributes:
        key: which remark (a key of the message table).

    ``str(note)`` is the English text; the window renders it in its language
    (``rigwright.gui.widgets.i18n.tr_text(note)``); :meth:`text` gives zh_CN / zh_TW / en for a
    document in a language of its own. Notes compare and hash by (key, params); compare
    ``str(note)`` to compare with a text. :attr:`is_customer_facing` says whether a quote may
    print it (:data:`CUSTOMER_NOTES`).
    """

    key: str = ""

    def text(self, lang: str = "en") -> str:
        """The remark in ``lang`` (zh_CN, zh_TW or en; anything else falls back to en);
        a figure that is itself a :class:`Text` is quoted in English.

        Raises:
            KeyError: ``key`` is not a known remark, or a figure its text quotes is missing.
        """
        return self.in_language(lang)

    @property
    def message_text(self) -> Text:
        """The note itself (it is a :class:`Text`), as
        :attr:`rigwright.core.build.rules.Verdict.message_text` names a verdict's translatable
        message."""
        return self

    @property
    def is_customer_facing(self) -> bool:
        """True when the note may be printed on a customer's quote (:data:`CUSTOMER_NOTES`);
        False for the engineer's internal checks (GPU range, unplaced or too wide cards)."""
        return self.key in CUSTOMER_NOTES


def _note(key: str, **params: object) -> LayoutNote:
    text = _NOTES[key].format(**params)  # checks that every figure is given
    return LayoutNote(text.context, text.source, text.params, text.renditions, key=key)


def _assumed_figures(figures: list[ChassisFigure]) -> Text:
    """The assumed figures, named and joined: "gpu positions 9; pcie switch yes"."""
    return join_texts(
        [
            QT_TRANSLATE_NOOP("layout", "{name} {value}").format(
                name=_FIGURE_NAME.get(f.name) or as_text(f.name.replace("_", " ")),
                value=_FIGURE_VALUE.get(str(f.value)) or as_text(str(f.value)),
            )
            for f in figures
        ],
        "; ",
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
        """The PSUs in words: "1 × 2000 W", "2 × 2000 W" or "not stated"."""
        return str(self.describe_text())

    def describe_text(self) -> Text:
        """:meth:`describe`, translatable ("not stated" is words; "1 × 2000 W" is the same in
        every language)."""
        if not self.is_stated:
            return _FIGURE_VALUE[NOT_STATED]
        return as_text(f"{self.count} × {self.watts_each} W")


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
        notes: short remarks for the reader (range, not-stated figures, unplaced cards); all
            of them for the engineer, :attr:`customer_notes` for a quote.
    """

    sku: Sku
    chassis: ChassisSpec
    gpu: Gpu | None
    slots: tuple[SlotPosition, ...]
    psu: PsuSpec
    gpu_board_power_w: int | None
    notes: tuple[LayoutNote, ...]

    @property
    def occupied(self) -> tuple[SlotPosition, ...]:
        """The positions holding a card, top first."""
        return tuple(s for s in self.slots if s.is_occupied)

    @property
    def customer_notes(self) -> tuple[LayoutNote, ...]:
        """The notes a customer's quote prints (board power, PSU not stated), in order."""
        return tuple(n for n in self.notes if n.is_customer_facing)

    @property
    def unplaced_gpus(self) -> int:
        """GPUs of the SKU that have no position in the schematic (0 normally)."""
        return max(0, self.sku.gpu_count - len(self.slots))


def psu_spec(sku: Sku) -> tuple[PsuSpec, list[LayoutNote]]:
    """The SKU's PSUs (read from its chassis cell by the loader,
    :func:`rigwright.core.catalog.model.parse_psu`) and a note when the seed states none."""
    notes: list[LayoutNote] = []
    spec = PsuSpec(count=sku.psu_count, watts_each=sku.psu_w, as_printed=sku.chassis)
    if not spec.is_stated:
        notes.append(_note("psu_not_stated", cell=sku.chassis))
    return spec, notes


def part_chassis_spec(catalog: Catalog, name: str) -> ChassisSpec | None:
    """The chassis part ``name`` (a SKU built from parts) as a :class:`ChassisSpec`: its
    double-width positions (``max_double_width_gpus``) as the GPU range 1..positions and the
    positions drawn, its figures with their status (an unknown figure is left out); None when
    the catalog has no such chassis part or it states no positions."""
    part = next((p for p in catalog.parts if p.kind is PartKind.CHASSIS and p.name == name), None)
    positions = part.number("max_double_width_gpus") if part is not None else None
    if part is None or positions is None:
        return None
    figures = tuple(
        ChassisFigure(
            f.name,
            f.value,
            f.unit,
            "assumed" if f.is_assumed else "sourced",
            f.note if f.is_assumed else f"{f.source} ({f.confidence})",
        )
        for f in part.figures
        if f.value is not None
    )
    return ChassisSpec(
        series=part.name,
        form_factor="tower" if part.name.casefold().startswith("tower") else "rack server",
        min_gpus=1,
        max_gpus=int(positions),
        pcie_slots=int(positions),
        source=f"part {part.name} (parts.toml)",
        figures=figures,
    )


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
    spec = catalog.chassis.get(sku.series) or part_chassis_spec(catalog, sku.series)
    if spec is None:
        raise KeyError(f"no chassis spec for series {sku.series!r} (SKU {sku.code})")

    notes: list[LayoutNote] = []
    try:
        gpu: Gpu | None = catalog.gpu(sku.gpu)
    except KeyError:
        gpu = None
        notes.append(_note("unknown_gpu", gpu=sku.gpu))

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
        notes.insert(
            0, _note("in_range", count=sku.gpu_count, low=spec.min_gpus, high=spec.max_gpus)
        )
    else:
        notes.insert(
            0, _note("out_of_range", count=sku.gpu_count, low=spec.min_gpus, high=spec.max_gpus)
        )
    if sku.gpu_count > positions:
        notes.append(_note("unplaced", missing=sku.gpu_count - positions, positions=positions))
    if card_width is not None and card_width > POSITION_WIDTH:
        notes.append(_note("too_wide", gpu=sku.gpu, width=card_width, position=POSITION_WIDTH))

    assumed = [f for f in spec.figures if f.is_assumed]
    if assumed:
        # One line for the engineer; each figure's reason is in the chassis data file.
        notes.append(_note("assumed", figures=_assumed_figures(assumed)))
    psu, psu_notes = psu_spec(sku)
    notes.extend(psu_notes)

    board_power: int | None = None
    if gpu is not None and gpu.board_power_w is not None:
        board_power = sku.gpu_count * gpu.board_power_w
        if psu.total_w:
            share = round(100 * board_power / psu.total_w)
            notes.append(
                _note(
                    "power_share",
                    power=board_power,
                    count=sku.gpu_count,
                    each=gpu.board_power_w,
                    share=share,
                    psu=psu.total_w,
                )
            )
        else:
            notes.append(
                _note("power", power=board_power, count=sku.gpu_count, each=gpu.board_power_w)
            )
    elif gpu is not None:
        notes.append(_note("power_unknown", gpu=gpu.name))

    return ChassisLayout(
        sku=sku,
        chassis=spec,
        gpu=gpu,
        slots=slots,
        psu=psu,
        gpu_board_power_w=board_power,
        notes=tuple(notes),
    )
