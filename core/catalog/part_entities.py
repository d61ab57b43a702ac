"""Platform parts and price lists as catalog entities: a part's kind and figures (each with
its unit, status and source), exchange rates and list prices."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from rigwright.core.catalog.labels import UNKNOWN


class PartKind(StrEnum):
    """What a platform part is (the parts of a custom build beside its GPUs)."""

    CPU = "cpu"
    PSU = "psu"
    CHASSIS = "chassis"
    MEMORY = "memory"
    DRIVE = "drive"


PART_FIGURES: dict[str, tuple[str, bool, str]] = {
    # name: (unit, numeric, meaning)
    "cores": ("", True, "CPU cores"),
    "base_power_w": ("W", True, "Intel Processor Base Power / AMD default TDP"),
    "max_power_w": (
        "W",
        True,
        "Intel Maximum Turbo Power / AMD package power: for the power budget",
    ),
    "pcie_lanes": ("lanes", True, "PCIe lanes from the CPU"),
    "pcie_generation": ("", False, 'PCIe generation ("5.0")'),
    "memory_channels": ("channels", True, "memory channels"),
    "memory_type": ("", False, 'memory type ("DDR5", "DDR5-4800 ECC RDIMM")'),
    "memory_max_tb": ("TB", True, "largest memory the platform takes"),
    "power_w": ("W", True, "rated output of each PSU"),
    "psu_count": ("units", True, "PSUs in the option"),
    "efficiency_percent": ("%", True, "efficiency at high load"),
    "atx_version": ("", False, 'ATX PSU design guide version ("3.x": native 12V-2x6)'),
    "mains": ("", False, "mains supply it needs"),
    "board": ("", False, "the motherboard"),
    "platform": ("", False, "chipset / socket / CPU family"),
    "slot_count": ("slots", True, "PCIe slots on the board"),
    "x16_slots": ("slots", True, "slots wired x16"),
    "x8_slots": ("slots", True, "slots wired x8"),
    "slot_map": ("", False, "electrical width of each slot, top (nearest the CPU) to bottom"),
    "slot_pitch": ("× slot width", True, "spacing between adjacent PCIe slots"),
    "max_double_width_gpus": ("cards", True, "double-width cards that fit side by side"),
    "case_expansion_slots": ("slots", True, "expansion-slot openings of the case"),
    "max_gpu_length_mm": ("mm", True, "longest card the case takes"),
    "max_board_form_factor": (
        "",
        False,
        'largest motherboard the case takes ("EEB"; it takes the smaller ones too)',
    ),
    "psu_bays": ("bays", True, "PSUs the case holds"),
    "dimm_slots": ("slots", True, "DIMM slots per CPU socket on the board"),
    "capacity_gb": ("GB", True, "capacity"),
    "modules": ("modules", True, "memory modules in the kit"),
    "module_gb": ("GB", True, "capacity of each module"),
    "capacity_tb": ("TB", True, "capacity"),
    "interface": ("", False, 'interface ("PCIe 4.0 x4 NVMe")'),
    "form_factor": ("", False, 'form factor ("M.2 2280")'),
}
"""The figures a platform part may give: unit, whether the value is a number, meaning."""


FIGURE_STATUSES: tuple[str, ...] = ("sourced", "assumed", "unknown")
"""How a part's figure is known: ``sourced`` (``source`` and ``confidence`` say where from),
``assumed`` (``note`` gives the reason), ``unknown`` (no value; never zero)."""


@dataclass(frozen=True, slots=True)
class PartFigure:
    """One figure of a platform part, with its unit and where it came from.

    Attributes:
        name: what it is ("cores", "max_power_w", "slot_map", ...; see
            :data:`PART_FIGURES`).
        value: the figure as text ("56", "5.0", "x16 x16 x8"); None when unknown.
        unit: its unit ("W", "lanes", "GB", ...), or "".
        status: "sourced", "assumed" or "unknown" (:data:`FIGURE_STATUSES`).
        confidence: for a sourced figure, "datasheet" or "secondary" (as the reference
            notes say); "" otherwise.
        source: for a sourced figure, the address(es) it comes from; "" otherwise.
        note: the reason for an assumption, or a caveat on a source ("pre-launch leak").
    """

    name: str
    value: str | None
    unit: str = ""
    status: str = "unknown"
    confidence: str = ""
    source: str = ""
    note: str = ""

    @property
    def is_assumed(self) -> bool:
        """True for a figure no source gives (an assumption, with its reason)."""
        return self.status == "assumed"

    @property
    def number(self) -> Decimal | None:
        """The value as a Decimal; None when unknown or not a number ("5.0" is 5.0)."""
        if self.value is None:
            return None
        try:
            return Decimal(self.value)
        except ArithmeticError:
            return None

    def describe(self) -> str:
        """One line: "420 W (sourced, datasheet: https://...)" / "8 (assumed: reason)"."""
        shown = UNKNOWN if self.value is None else f"{self.value} {self.unit}".strip()
        if self.status == "sourced":
            return f"{shown} (sourced, {self.confidence}: {self.source})"
        if self.status == "assumed":
            return f"{shown} (assumed: {self.note})"
        return f"{shown}{f' ({self.note})' if self.note else ''}"


@dataclass(frozen=True, slots=True)
class Part:
    """A platform part for custom builds: a CPU, a PSU, a chassis with its PCIe slot map,
    a memory kit or a drive.

    Attributes:
        kind: what it is.
        name: its name, unique in the catalog ("Intel Xeon w9-3495X").
        family: platform or family ("Intel Xeon W-3400 (W790, LGA4677)"), or "".
        figures: its figures, each with unit, status, confidence, source or reason.
        note: a remark on the whole part, or "".
    """

    kind: PartKind
    name: str
    family: str = ""
    figures: tuple[PartFigure, ...] = ()
    note: str = ""

    def figure(self, name: str) -> PartFigure | None:
        """The figure called ``name``; None when the part does not list it."""
        return next((f for f in self.figures if f.name == name), None)

    def number(self, name: str) -> Decimal | None:
        """The figure ``name`` as a number; None when absent, unknown or not a number."""
        fig = self.figure(name)
        return None if fig is None else fig.number


@dataclass(frozen=True, slots=True)
class ExchangeRate:
    """A dated exchange rate, USD -> CNY, as the price list states it (editable).

    Attributes:
        cny_per_usd: yuan per US dollar.
        as_of: the date the rate is taken for ("2026-11-30").
        note: what it is (an illustrative assumption, not a quote of the day).
    """

    cny_per_usd: Decimal
    as_of: str
    note: str = ""


@dataclass(frozen=True, slots=True)
class PriceEntry:
    """One priced item of a price list: a USD price converted with the list's rate, or a
    price set in CNY.

    Attributes:
        item: the GPU's or part's name.
        kind: "gpu" or "part".
        amount_usd: a price in USD (converted with the list's exchange rate), or None.
        amount_cny: a price in CNY, or None. Exactly one of the two is set.
        basis: what the amount is ("launch MSRP", "launch price", "dealer price incl. VAT").
        date: the date of the USD/CNY amount ("2022-10-12"), or None when not stated.
        source: where the amount comes from.
        illustrative: True for a price that only illustrates (every total using it says so).
    """

    item: str
    kind: str
    amount_usd: Decimal | None = None
    amount_cny: Decimal | None = None
    basis: str = "launch MSRP"
    date: str | None = None
    source: str = ""
    illustrative: bool = True

    def cny(self, cny_per_usd: Decimal | None) -> Decimal | None:
        """The amount in CNY: :attr:`amount_cny`, else :attr:`amount_usd` × ``cny_per_usd``;
        None when neither gives one (a USD price and no exchange rate)."""
        if self.amount_cny is not None:
            return self.amount_cny
        if self.amount_usd is None or cny_per_usd is None:
            return None
        return self.amount_usd * cny_per_usd


@dataclass(frozen=True, slots=True)
class PriceList:
    """A catalog's price list for GPUs and parts (SKUs carry their own package prices).

    Attributes:
        title: what it is ("Illustrative price list: launch MSRPs converted to CNY").
        exchange_rate: the dated USD -> CNY rate its USD prices are converted with.
        entries: the priced items; an item not listed has no price ("price to be set").
        illustrative: the whole list only illustrates.
        note: remarks (VAT, what it is not).
    """

    title: str
    exchange_rate: ExchangeRate | None = None
    entries: tuple[PriceEntry, ...] = ()
    illustrative: bool = True
    note: str = ""
