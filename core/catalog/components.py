"""What a seed SKU is made of: its printed configuration cell read into components, each
keeping the text it was read from; docs/catalog.md gives the conventions read off the seed."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from rigwright.core.catalog.model import Sku, parse_psu
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text


class ComponentError(ValueError):
    """A configuration cell could not be read; the message names the SKU and the part
    (``args[0]``: a :class:`rigwright.core.text.i18n.Text`)."""


_CORE_FAMILY = re.compile(r"^Intel Core( X)? \((\d+)th gen\)$")
_WORDS: dict[str, Text] = {
    "storage": QT_TRANSLATE_NOOP("components", "storage"),
    "parallel storage": QT_TRANSLATE_NOOP("components", "parallel storage"),
    "micro tower": QT_TRANSLATE_NOOP("components", "micro tower"),
    "dual tower": QT_TRANSLATE_NOOP("components", "dual tower"),
}


@dataclass(frozen=True, slots=True)
class CpuPart:
    """The CPU(s) of a SKU.

    Attributes:
        as_printed: the CPU part of the configuration cell.
        family: "Intel Core (9th gen)", "Intel Core X (10th gen)", "Intel Xeon Gold", ...
        model: the model number where printed ("6246"), else None.
        sockets: number of CPUs.
        cores_total: cores over all sockets, as printed.
        clock_ghz: the clock as printed (base clock for Xeon), GHz.
        turbo_ghz: the turbo clock where printed (睿頻), GHz, else None.
    """

    as_printed: str
    family: str
    model: str | None
    sockets: int
    cores_total: int
    clock_ghz: Decimal
    turbo_ghz: Decimal | None

    @property
    def family_text(self) -> Text | str:
        """:attr:`family` for the window: "Intel Core X (10th gen)" as a translatable
        :class:`rigwright.core.text.i18n.Text`; a family that is a product name ("Intel Xeon
        Gold") as it is."""
        m = _CORE_FAMILY.match(self.family)
        if m is None:
            return self.family
        if m.group(1):
            return QT_TRANSLATE_NOOP("components", "Intel Core X ({gen}th gen)").format(
                gen=int(m.group(2))
            )
        return QT_TRANSLATE_NOOP("components", "Intel Core ({gen}th gen)").format(
            gen=int(m.group(2))
        )


@dataclass(frozen=True, slots=True)
class MemoryPart:
    """System memory: total GB and type ("DDR4")."""

    as_printed: str
    gb: int
    type: str


@dataclass(frozen=True, slots=True)
class StoragePart:
    """One storage item.

    Attributes:
        as_printed: the item's text ("2TB M2.SSD").
        kind: "SSD", "M.2 SSD", "PCIe SSD", "SATA HDD", "storage", "parallel storage".
        capacity_tb: capacity in TB (1 TB = 1000 GB, as printed).
        system_disk: the seed marks it as the system disk (系統盤).
    """

    as_printed: str
    kind: str
    capacity_tb: Decimal
    system_disk: bool = False

    @property
    def kind_text(self) -> Text | str:
        """:attr:`kind` for the window ("storage" translatable; "M.2 SSD" as it is)."""
        return _WORDS.get(self.kind, self.kind)


@dataclass(frozen=True, slots=True)
class ChassisPart:
    """The chassis and its power supplies (None where the seed states none)."""

    as_printed: str
    series: str
    form_factor: str
    psu_count: int | None
    psu_w: int | None

    @property
    def form_factor_text(self) -> Text | str:
        """:attr:`form_factor` for the window ("micro tower", "dual tower": translatable)."""
        return _WORDS.get(self.form_factor, self.form_factor)


@dataclass(frozen=True, slots=True)
class MonitorPart:
    """The display: diagonal in inches and "4K" where printed."""

    as_printed: str
    size_in: int
    resolution: str | None


@dataclass(frozen=True, slots=True)
class GpuPart:
    """The GPU model of a SKU, by the catalog's name for it ("TITAN V")."""

    name: str


Component = CpuPart | MemoryPart | StoragePart | ChassisPart | MonitorPart | GpuPart
"""Any one component of a SKU."""

COMPONENT_KINDS: dict[str, type] = {
    "cpu": CpuPart,
    "memory": MemoryPart,
    "gpu": GpuPart,
    "storage": StoragePart,
    "chassis": ChassisPart,
    "monitor": MonitorPart,
}
"""The kinds of component, in the order a SKU's configuration lists them."""


def component_kind(part: Component) -> str:
    """The kind ("cpu", "memory", "gpu", "storage", "chassis", "monitor") of ``part``."""
    for kind, cls in COMPONENT_KINDS.items():
        if isinstance(part, cls):
            return kind
    raise TypeError(f"not a component: {part!r}")


@dataclass(frozen=True, slots=True)
class SkuComponents:
    """A SKU as a configuration of components; the seed price is the package price."""

    number: str
    code: str
    cpu: CpuPart
    memory: MemoryPart
    gpu: str
    gpu_count: int
    storage: tuple[StoragePart, ...]
    chassis: ChassisPart
    monitor: MonitorPart
    package_price_cny: int

    @property
    def storage_tb(self) -> Decimal:
        """Total capacity of all storage items, TB (as printed)."""
        return sum((s.capacity_tb for s in self.storage), Decimal(0))


_CORE_CPU = re.compile(
    r"^intel第(?P<gen>\d+)代(?P<extreme>至尊)?處理器\s*\((?P<cores>\d+)核@?(?P<ghz>[\d.]+)\s*G[Hh]z\s*\)$"
)
_XEON_CPU = re.compile(
    r"^(?P<sockets>\d)\*Xeon(?P<tier>白金|金)(?P<model>\d+)\((?P<cores>\d+)核(?P<ghz>[\d.]+)GHz\)?/\s*"
    r"睿頻(?P<turbo>[\d.]+)GHz$"
)
_TIERS = {"金": "Gold", "白金": "Platinum"}
_MEMORY = re.compile(r"^(?P<n>\d+)(?P<unit>GB|TB)\s+(?P<type>DDR\d)$")
_STORAGE = re.compile(
    r"^(?P<n>[\d.]+)\s*(?P<unit>GB|TB)\s*(?P<kind>M2\.SSD|P-SSD|SSD|SATA|并行存儲|存儲)(?P<system>系統盤)?$"
)
_KINDS = {
    "SSD": "SSD",
    "M2.SSD": "M.2 SSD",
    "P-SSD": "PCIe SSD",
    "SATA": "SATA HDD",
    "存儲": "storage",
    "并行存儲": "parallel storage",
}
_FORMS = {"微塔式": "micro tower", "雙塔式": "dual tower", "雙塔": "dual tower"}
_MONITOR = re.compile(r'^(?P<size>\d+)"(?:-(?P<res>4K))?圖顯$')


def _fail(sku: Sku, part: str, text: str) -> ComponentError:
    return ComponentError(
        QT_TRANSLATE_NOOP("components", "SKU {sku}, field {field}: cannot read {text!r}").format(
            sku=sku.number, field=part, text=text
        )
    )


def _cpu(sku: Sku) -> CpuPart:
    text = sku.cpu.strip()
    m = _CORE_CPU.match(text)
    if m:
        gen = int(m.group("gen"))
        family = f"Intel Core{' X' if m.group('extreme') else ''} ({gen}th gen)"
        return CpuPart(text, family, None, 1, int(m.group("cores")), Decimal(m.group("ghz")), None)
    m = _XEON_CPU.match(text)
    if m:
        return CpuPart(
            text,
            f"Intel Xeon {_TIERS[m.group('tier')]}",
            m.group("model"),
            int(m.group("sockets")),
            int(m.group("cores")),
            Decimal(m.group("ghz")),
            Decimal(m.group("turbo")),
        )
    raise _fail(sku, "cpu", text)


def _memory(sku: Sku) -> MemoryPart:
    m = _MEMORY.match(sku.ram.strip())
    if m is None:
        raise _fail(sku, "ram", sku.ram)
    n = int(m.group("n"))
    return MemoryPart(sku.ram, n * 1024 if m.group("unit") == "TB" else n, m.group("type"))


def _storage(sku: Sku) -> tuple[StoragePart, ...]:
    items = []
    for raw in re.split(r"[/+]", sku.storage):
        piece = raw.strip()
        if not piece:
            continue
        m = _STORAGE.match(piece)
        if m is None:
            raise _fail(sku, "storage", piece)
        size = Decimal(m.group("n"))
        tb = size if m.group("unit") == "TB" else size / 1000
        items.append(StoragePart(piece, _KINDS[m.group("kind")], tb, bool(m.group("system"))))
    return tuple(items)


def _chassis(sku: Sku) -> ChassisPart:
    form = re.match(r"^(微塔式|雙塔式|雙塔)", sku.chassis)
    if form is None:
        raise _fail(sku, "chassis", sku.chassis)
    psu = parse_psu(sku.chassis)
    return ChassisPart(
        sku.chassis,
        sku.series,
        _FORMS[form.group(1)],
        psu[0] if psu else None,
        psu[1] if psu else None,
    )


def _monitor(sku: Sku) -> MonitorPart:
    m = _MONITOR.match(sku.monitor.strip())
    if m is None:
        raise _fail(sku, "monitor", sku.monitor)
    return MonitorPart(sku.monitor, int(m.group("size")), m.group("res"))


def sku_components(sku: Sku) -> SkuComponents:
    """Read ``sku``'s configuration into components.

    Raises:
        ComponentError: a part of the cell does not follow the seed's conventions (the
            message names the SKU, the part and the text).
    """
    return SkuComponents(
        number=sku.number,
        code=sku.code,
        cpu=_cpu(sku),
        memory=_memory(sku),
        gpu=sku.gpu,
        gpu_count=sku.gpu_count,
        storage=_storage(sku),
        chassis=_chassis(sku),
        monitor=_monitor(sku),
        package_price_cny=sku.price_cny,
    )


def configuration(parts: SkuComponents) -> list[tuple[Component, int]]:
    """``parts`` as a configuration: (component, quantity) lines in printed order (CPU, memory,
    GPU, storage items, chassis, monitor). The GPU's quantity is the SKU's GPU count; a storage
    item printed several times in a row is one line with its count; the CPU is one line whose
    ``sockets`` says how many CPUs it is."""
    lines: list[tuple[Component, int]] = [
        (parts.cpu, 1),
        (parts.memory, 1),
        (GpuPart(parts.gpu), parts.gpu_count),
    ]
    for item in parts.storage:
        if lines[-1][0] == item:
            lines[-1] = (item, lines[-1][1] + 1)
        else:
            lines.append((item, 1))
    lines += [(parts.chassis, 1), (parts.monitor, 1)]
    return lines


def from_configuration(
    number: str, code: str, package_price_cny: int, lines: list[tuple[Component, int]]
) -> SkuComponents:
    """The SKU made of the (component, quantity) ``lines`` (the inverse of
    :func:`configuration`).

    Raises:
        ComponentError: a kind other than storage is missing or given twice.
    """
    single: dict[str, Component] = {}
    gpu_count = 0
    storage: list[StoragePart] = []
    for part, quantity in lines:
        kind = component_kind(part)
        if isinstance(part, StoragePart):
            storage += [part] * quantity
            continue
        if kind in single:
            raise ComponentError(
                QT_TRANSLATE_NOOP("components", "SKU {sku}: two {kind} components").format(
                    sku=number, kind=kind
                )
            )
        single[kind] = part
        if isinstance(part, GpuPart):
            gpu_count = quantity
    missing = [k for k in COMPONENT_KINDS if k != "storage" and k not in single]
    if missing:
        raise ComponentError(
            QT_TRANSLATE_NOOP("components", "SKU {sku}: no {kinds} component").format(
                sku=number, kinds=", ".join(missing)
            )
        )
    gpu, cpu, memory = single["gpu"], single["cpu"], single["memory"]
    chassis, monitor = single["chassis"], single["monitor"]
    # each kind's reader gives its own part type
    assert isinstance(gpu, GpuPart) and isinstance(cpu, CpuPart)
    assert isinstance(memory, MemoryPart) and isinstance(chassis, ChassisPart)
    assert isinstance(monitor, MonitorPart)
    return SkuComponents(
        number=number,
        code=code,
        cpu=cpu,
        memory=memory,
        gpu=gpu.name,
        gpu_count=gpu_count,
        storage=tuple(storage),
        chassis=chassis,
        monitor=monitor,
        package_price_cny=package_price_cny,
    )


def components_json(parts: SkuComponents) -> dict[str, object]:
    """``parts`` as plain JSON values (Decimals as numbers), for ``rigwright skus --json``."""
    from dataclasses import asdict

    def plain(value: object) -> object:
        if isinstance(value, Decimal):
            return int(value) if value == value.to_integral() else float(value)
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            return [plain(v) for v in value]
        return value

    data = plain(asdict(parts))
    assert isinstance(data, dict)
    data["storage_tb"] = plain(parts.storage_tb)
    return data
