"""A catalog in the database's rows: written (:func:`save_catalog`, each SKU also as a
configuration of components) and read back (:func:`read_catalog`)."""

from __future__ import annotations

from dataclasses import asdict
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    delete,
    select,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from rigwright.core.catalog.glossary import GlossaryTerm
from rigwright.core.catalog.markets import WORKSTATION_FORM_FACTOR, Availability
from rigwright.core.catalog.model import (
    SEED_PRICE_BASIS,
    Catalog,
    ChassisFigure,
    ChassisSpec,
    Cooler,
    ExchangeRate,
    FigureSource,
    Framework,
    Gpu,
    Part,
    PartFigure,
    PartKind,
    PriceEntry,
    PriceList,
    ScaleRow,
    Sku,
    SkuClass,
    StatedFigure,
    WorkloadFamily,
)
from rigwright.core.storage.records import (
    CatalogRecord,
    ChassisRecord,
    ComponentRecord,
    GpuRecord,
    PartRecord,
    SkuComponentRecord,
    SkuRecord,
)

SCHEMA_VERSION = 10
"""The format of the cached catalog rows (8: GPUs carry their FP8/FP4 tensor peaks; 9: the
guidance document carries GPU form factors and the availability per market; 10: a SKU built
from parts keeps their names under ``figures["parts"]``). A catalog
stored under another format is rebuilt from its files. (The tables themselves change only
through Alembic migrations, :mod:`rigwright.core.storage.migrations`.)"""


def _figure_json(fig: StatedFigure) -> dict[str, str | None]:
    return {
        "printed": fig.printed,
        "stated": str(fig.stated),
        "computed": None if fig.computed is None else str(fig.computed),
        "precision": str(fig.precision),
    }


def _figure(data: dict[str, str | None]) -> StatedFigure:
    computed = data["computed"]
    return StatedFigure(
        printed=str(data["printed"]),
        stated=Decimal(str(data["stated"])),
        computed=None if computed is None else Decimal(computed),
        precision=Decimal(str(data["precision"])),
    )


def _guidance_json(catalog: Catalog) -> dict[str, Any]:
    def prio(p: tuple[str | tuple[str, ...], ...]) -> list[list[str]]:
        return [[s] if isinstance(s, str) else list(s) for s in p]

    return {
        "cnn_priority": prio(catalog.cnn_priority),
        "rnn_priority": prio(catalog.rnn_priority),
        "priority_as_printed": dict(catalog.priority_as_printed),
        "cnn_tiers": [list(t) for t in catalog.cnn_tiers],
        "rnn_tiers": [list(t) for t in catalog.rnn_tiers],
        "scale_table": [asdict(r) for r in catalog.scale_table],
        "rnn_grades": {k: list(v) for k, v in catalog.rnn_grades.items()},
        "frameworks": [asdict(f) for f in catalog.frameworks],
        "workload_families": [asdict(f) for f in catalog.workload_families],
        "sdk": dict(catalog.sdk),
        "os": dict(catalog.os),
        "glossary": [asdict(t) for t in catalog.glossary],
        # Kept in the guidance document (no column of their own): a GPU's form factor where it
        # is not a PCIe card, and the availability per market.
        "form_factors": {g.name: g.form_factor for g in catalog.gpus if not g.is_workstation_card},
        "availability": [asdict(a) for a in catalog.availability],
    }


def _dec(value: Decimal | None) -> str | None:
    return None if value is None else str(value)


def _undec(value: str | None) -> Decimal | None:
    return None if value is None else Decimal(value)


def _price_list_json(pl: PriceList | None) -> dict[str, Any] | None:
    """A price list as JSON, Decimals as text ("7.10" stays "7.10"); None stays NULL."""
    if pl is None:
        return None
    rate = pl.exchange_rate
    return {
        "title": pl.title,
        "illustrative": pl.illustrative,
        "note": pl.note,
        "exchange_rate": None
        if rate is None
        else {"cny_per_usd": str(rate.cny_per_usd), "as_of": rate.as_of, "note": rate.note},
        "entries": [
            {**asdict(e), "amount_usd": _dec(e.amount_usd), "amount_cny": _dec(e.amount_cny)}
            for e in pl.entries
        ],
    }


def _price_list(data: dict[str, Any] | None) -> PriceList | None:
    if data is None:
        return None
    rate = data["exchange_rate"]
    return PriceList(
        title=data["title"],
        illustrative=data["illustrative"],
        note=data["note"],
        exchange_rate=None
        if rate is None
        else ExchangeRate(Decimal(rate["cny_per_usd"]), rate["as_of"], rate["note"]),
        entries=tuple(
            PriceEntry(
                **{
                    **e,
                    "amount_usd": _undec(e["amount_usd"]),
                    "amount_cny": _undec(e["amount_cny"]),
                }
            )
            for e in data["entries"]
        ),
    )


def _prio(data: list[list[str]]) -> tuple[str | tuple[str, ...], ...]:
    return tuple(step[0] if len(step) == 1 else tuple(step) for step in data)


def _tuples(row: dict[str, Any]) -> dict[str, Any]:
    return {k: tuple(v) if isinstance(v, list) else v for k, v in row.items()}


def save_catalog(session: Session, catalog: Catalog, origin: str = "files") -> None:
    """Replace catalog ``catalog.name`` in the database with ``catalog`` (caller commits).

    Args:
        session: the session whose transaction writes it.
        catalog: the catalog to store.
        origin: "files" (built from data/) or "import" (the user's pack or price list: never
            rebuilt from files afterwards).
    """
    for table in (ComponentRecord, GpuRecord, SkuRecord, ChassisRecord, PartRecord):
        session.execute(delete(table).where(table.catalog == catalog.name))
    session.execute(delete(CatalogRecord).where(CatalogRecord.name == catalog.name))
    session.flush()
    session.add(
        CatalogRecord(
            name=catalog.name,
            title=catalog.title,
            content_hash=catalog.content_hash,
            schema_version=SCHEMA_VERSION,
            built_at=datetime.now(UTC),
            guidance=_guidance_json(catalog),
            tensor_definition=catalog.tensor_definition,
            origin=origin,
            price_list=_price_list_json(catalog.price_list),
        )
    )
    session.flush()
    for pos, g in enumerate(catalog.gpus):
        session.add(
            GpuRecord(
                catalog=catalog.name,
                position=pos,
                name=g.name,
                cuda_cores=g.cuda_cores,
                tensor_cores=g.tensor_cores,
                memory_gb=g.memory_gb,
                memory_bandwidth_gbs=g.memory_bandwidth_gbs,
                tensor_tflops=g.tensor_tflops,
                fp16_tflops=g.fp16_tflops,
                fp32_tflops=g.fp32_tflops,
                fp8_tensor_tflops=g.fp8_tensor_tflops,
                fp4_tensor_tflops=g.fp4_tensor_tflops,
                aliases=list(g.aliases),
                board_power_w=g.board_power_w,
                slot_width=g.slot_width,
                cooler=g.cooler.value,
                physical_source=g.physical_source,
                power_connectors=g.power_connectors,
                nvlink=g.nvlink,
                pcie=g.pcie,
                board_length_mm=g.board_length_mm,
                launch_msrp_usd=g.launch_msrp_usd,
                launch_date=g.launch_date,
                figure_sources=[asdict(f) for f in g.figure_sources],
            )
        )
    sku_records: list[tuple[Sku, SkuRecord]] = []
    for s in catalog.skus:
        sku_records.append(
            (
                s,
                SkuRecord(
                    catalog=catalog.name,
                    number=s.number,
                    code=s.code,
                    code_as_printed=s.code_as_printed,
                    series=s.series,
                    sku_class=s.sku_class.value,
                    cpu=s.cpu,
                    ram=s.ram,
                    ram_gb=s.ram_gb,
                    gpu=s.gpu,
                    gpu_as_printed=s.gpu_as_printed,
                    gpu_count=s.gpu_count,
                    storage=s.storage,
                    chassis=s.chassis,
                    psu_count=s.psu_count,
                    psu_w=s.psu_w,
                    monitor=s.monitor,
                    config_as_printed=s.config_as_printed,
                    figures={
                        "fp16": _figure_json(s.fp16),
                        "memory_bandwidth": _figure_json(s.memory_bandwidth),
                        "memory": _figure_json(s.memory),
                        **({"parts": list(s.parts)} if s.parts else {}),
                    },
                    ideal_as_printed=s.ideal_as_printed,
                    ideal_workloads=list(s.ideal_workloads),
                    price_cny=s.price_cny,
                    price_as_printed=s.price_as_printed,
                    remark=s.remark,
                    price_basis=s.price_basis,
                    price_illustrative=s.price_illustrative,
                ),
            )
        )
        session.add(sku_records[-1][1])
    _save_components(session, catalog.name, sku_records)
    for pos, part in enumerate(catalog.parts):
        session.add(
            PartRecord(
                catalog=catalog.name,
                position=pos,
                kind=part.kind.value,
                name=part.name,
                family=part.family,
                note=part.note,
                figures=[asdict(f) for f in part.figures],
            )
        )
    for c in catalog.chassis.values():
        session.add(
            ChassisRecord(
                catalog=catalog.name,
                series=c.series,
                form_factor=c.form_factor,
                min_gpus=c.min_gpus,
                max_gpus=c.max_gpus,
                pcie_slots=c.pcie_slots,
                source=c.source,
                figures=[asdict(f) for f in c.figures],
            )
        )


# ----------------------------------------------------------------------------- components


def _component_row(part: Any) -> tuple[str, str, dict[str, Any]]:
    """(kind, name, figures) of a component: the name is its text as printed (a GPU's
    catalog name), the figures its other fields, Decimals as text."""
    from rigwright.core.catalog.components import component_kind

    data = asdict(part)
    name = data.pop("as_printed") if "as_printed" in data else data.pop("name")
    figures = {k: str(v) if isinstance(v, Decimal) else v for k, v in data.items()}
    return component_kind(part), name, figures


def _component(kind: str, name: str, figures: dict[str, Any]) -> Any:
    """The component stored as ``kind``, ``name``, ``figures`` (the inverse of
    :func:`_component_row`)."""
    import dataclasses
    import typing

    from rigwright.core.catalog.components import COMPONENT_KINDS

    cls = COMPONENT_KINDS[kind]
    hints = typing.get_type_hints(cls)
    values: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name in ("as_printed", "name"):
            values[f.name] = name
        elif f.name in figures:
            value = figures[f.name]
            if value is not None and Decimal in typing.get_args(hints[f.name]) + (hints[f.name],):
                value = Decimal(value)
            values[f.name] = value
    return cls(**values)


def _save_components(session: Session, catalog: str, skus: list[tuple[Sku, SkuRecord]]) -> None:
    """Store each SKU as a configuration of components: one ``component`` row per distinct
    component (same kind, text and figures) of the catalog, one ``sku_component`` row per line
    of a SKU. A SKU whose cells cannot be read
    (:class:`rigwright.core.catalog.components.ComponentError`) gets no components; the
    catalog is saved all the same."""
    import json

    from rigwright.core.catalog.components import ComponentError, configuration, sku_components

    session.flush()  # the SKU rows' ids
    rows: dict[tuple[str, str, str], ComponentRecord] = {}
    for sku, record in skus:
        try:
            lines = configuration(sku_components(sku))
        except ComponentError:
            continue
        for position, (part, quantity) in enumerate(lines):
            kind, name, figures = _component_row(part)
            key = (kind, name, json.dumps(figures, sort_keys=True, ensure_ascii=False))
            component = rows.get(key)
            if component is None:
                component = rows[key] = ComponentRecord(
                    catalog=catalog, kind=kind, name=name, figures=figures
                )
                session.add(component)
                session.flush()
            session.add(
                SkuComponentRecord(
                    sku=record.id, component=component.id, position=position, quantity=quantity
                )
            )


def read_components(db: Engine | Session, catalog: str) -> dict[str, list[tuple[Any, int]]]:
    """The stored configuration of each SKU of ``catalog``: SKU number -> its (component,
    quantity) lines in printed order (:func:`rigwright.core.catalog.components.configuration`).
    A SKU stored without components (its cells could not be read) is absent."""
    if isinstance(db, Engine):
        with Session(db) as session:
            return read_components(session, catalog)
    result: dict[str, list[tuple[Any, int]]] = {}
    query = (
        select(
            SkuRecord.number,
            ComponentRecord.kind,
            ComponentRecord.name,
            ComponentRecord.figures,
            SkuComponentRecord.quantity,
        )
        .join(SkuComponentRecord, SkuComponentRecord.sku == SkuRecord.id)
        .join(ComponentRecord, ComponentRecord.id == SkuComponentRecord.component)
        .where(SkuRecord.catalog == catalog)
        .order_by(SkuRecord.id, SkuComponentRecord.position)
    )
    for number, kind, name, figures, quantity in db.execute(query):
        result.setdefault(number, []).append((_component(kind, name, figures), quantity))
    return result


def read_sku_components(db: Engine | Session, catalog: str) -> dict[str, Any]:
    """The stored SKUs of ``catalog`` as
    :class:`rigwright.core.catalog.components.SkuComponents` (the seed price as the package
    price), by SKU number; SKUs stored without components are absent."""
    from rigwright.core.catalog.components import from_configuration

    if isinstance(db, Engine):
        with Session(db) as session:
            return read_sku_components(session, catalog)
    lines = read_components(db, catalog)
    skus = db.execute(
        select(SkuRecord.number, SkuRecord.code, SkuRecord.price_cny).where(
            SkuRecord.catalog == catalog
        )
    )
    return {
        number: from_configuration(number, code, price, lines[number])
        for number, code, price in skus
        if number in lines
    }


def read_catalog(session: Session, name: str) -> Catalog | None:
    """Catalog ``name`` as stored in the database, or None when it is not there."""
    record = session.get(CatalogRecord, name)
    if record is None:
        return None
    g = record.guidance
    gpus = tuple(
        Gpu(
            name=r.name,
            cuda_cores=r.cuda_cores,
            tensor_cores=r.tensor_cores,
            memory_gb=r.memory_gb,
            memory_bandwidth_gbs=r.memory_bandwidth_gbs,
            tensor_tflops=r.tensor_tflops,
            fp16_tflops=r.fp16_tflops,
            fp32_tflops=r.fp32_tflops,
            fp8_tensor_tflops=r.fp8_tensor_tflops,
            fp4_tensor_tflops=r.fp4_tensor_tflops,
            aliases=tuple(r.aliases),
            board_power_w=r.board_power_w,
            slot_width=r.slot_width,
            cooler=Cooler(r.cooler),
            physical_source=r.physical_source,
            power_connectors=r.power_connectors,
            nvlink=r.nvlink,
            pcie=r.pcie,
            board_length_mm=r.board_length_mm,
            launch_msrp_usd=r.launch_msrp_usd,
            launch_date=r.launch_date,
            figure_sources=tuple(FigureSource(**f) for f in r.figure_sources or ()),
            form_factor=g.get("form_factors", {}).get(r.name, WORKSTATION_FORM_FACTOR),
        )
        for r in session.scalars(
            select(GpuRecord).where(GpuRecord.catalog == name).order_by(GpuRecord.position)
        )
    )
    skus = sorted(
        (
            Sku(
                number=r.number,
                code=r.code,
                code_as_printed=r.code_as_printed,
                series=r.series,
                sku_class=SkuClass(r.sku_class),
                cpu=r.cpu,
                ram=r.ram,
                ram_gb=r.ram_gb,
                gpu=r.gpu,
                gpu_as_printed=r.gpu_as_printed,
                gpu_count=r.gpu_count,
                storage=r.storage,
                chassis=r.chassis,
                psu_count=r.psu_count,
                psu_w=r.psu_w,
                monitor=r.monitor,
                config_as_printed=r.config_as_printed,
                fp16=_figure(r.figures["fp16"]),
                memory_bandwidth=_figure(r.figures["memory_bandwidth"]),
                memory=_figure(r.figures["memory"]),
                ideal_as_printed=r.ideal_as_printed,
                ideal_workloads=tuple(r.ideal_workloads),
                price_cny=r.price_cny,
                price_as_printed=r.price_as_printed,
                remark=r.remark,
                price_basis=r.price_basis or SEED_PRICE_BASIS,
                price_illustrative=r.price_illustrative,
                parts=tuple(r.figures.get("parts", ())),
            )
            for r in session.scalars(select(SkuRecord).where(SkuRecord.catalog == name))
        ),
        key=lambda s: s.sort_key,
    )
    chassis = {
        r.series: ChassisSpec(
            series=r.series,
            form_factor=r.form_factor,
            min_gpus=r.min_gpus,
            max_gpus=r.max_gpus,
            pcie_slots=r.pcie_slots,
            source=r.source,
            figures=tuple(ChassisFigure(**f) for f in (r.figures or [])),
        )
        for r in session.scalars(select(ChassisRecord).where(ChassisRecord.catalog == name))
    }
    parts = tuple(
        Part(
            kind=PartKind(r.kind),
            name=r.name,
            family=r.family,
            note=r.note,
            figures=tuple(PartFigure(**f) for f in r.figures),
        )
        for r in session.scalars(
            select(PartRecord).where(PartRecord.catalog == name).order_by(PartRecord.position)
        )
    )
    return Catalog(
        name=record.name,
        title=record.title,
        gpus=gpus,
        skus=tuple(skus),
        chassis=chassis,
        cnn_priority=_prio(g["cnn_priority"]),
        rnn_priority=_prio(g["rnn_priority"]),
        priority_as_printed=dict(g["priority_as_printed"]),
        cnn_tiers=tuple(tuple(t) for t in g["cnn_tiers"]),
        rnn_tiers=tuple(tuple(t) for t in g["rnn_tiers"]),
        scale_table=tuple(ScaleRow(**_tuples(r)) for r in g["scale_table"]),
        rnn_grades={k: tuple(v) for k, v in g["rnn_grades"].items()},
        frameworks=tuple(Framework(**_tuples(f)) for f in g["frameworks"]),
        workload_families=tuple(WorkloadFamily(**_tuples(f)) for f in g["workload_families"]),
        sdk=dict(g["sdk"]),
        os=dict(g["os"]),
        glossary=tuple(GlossaryTerm(**t) for t in g.get("glossary", [])),
        content_hash=record.content_hash,
        tensor_definition=record.tensor_definition or "",
        parts=parts,
        price_list=_price_list(record.price_list),
        availability=tuple(Availability(**a) for a in g.get("availability", [])),
    )
