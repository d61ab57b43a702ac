"""The tables of Rigwright's database: SQLAlchemy 2.0 typed ORM records of the catalog cache
(catalog, GPUs, SKUs, chassis, parts, components) and of the user's data (settings, quotes)."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator


class DecimalText(TypeDecorator[Decimal]):
    """A Decimal stored as its text, so "29.80" keeps its printed precision on any engine."""

    impl = String(40)
    cache_ok = True

    def process_bind_param(self, value: Decimal | None, dialect: Any) -> str | None:
        """The Decimal's text for the column (None stays NULL)."""
        return None if value is None else str(value)

    def process_result_value(self, value: str | None, dialect: Any) -> Decimal | None:
        """The column's text as a Decimal (NULL is None)."""
        return None if value is None else Decimal(value)


class Base(DeclarativeBase):
    """Declarative base of Rigwright's tables."""


class MetaRecord(Base):
    """Marks a database as Rigwright's: ``application`` = "rigwright" and the schema version
    of the catalog tables. A database without it is not touched."""

    __tablename__ = "rigwright_meta"
    key: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


CATALOG_TABLES = ("catalog", "gpu", "sku", "chassis", "part", "component", "sku_component")
"""The tables that cache the catalog files."""


class UserSettingRecord(Base):
    """One of the user's own settings (JSON value): user data, never touched by a catalog
    rebuild or replacement."""

    __tablename__ = "user_setting"
    key: Mapped[str] = mapped_column(String(80), primary_key=True)
    value: Mapped[Any] = mapped_column(JSON)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class QuoteRecord(Base):
    """One revision of a saved quote (:mod:`rigwright.core.storage.quote_store`): user data,
    never touched by a catalog rebuild or replacement.

    ``document`` is the whole quote as its JSON
    (:meth:`rigwright.core.quote.document.QuoteDocument.to_json`); the other columns repeat
    what the history lists and filters on. ``number`` is "Q-<year>-<seq>"; (year, seq,
    revision) is unique, so two saves never get one number.
    ``amount`` is the lowest option total incl. tax as given at save (exact decimal text), or
    NULL, in ``currency`` (the quote's, by its ``market``; named ``amount_cny`` before 0011,
    when every quote was CNY). Rows from before markets read as "cn" / "CNY".
    ``rules_override`` is the engineer's reason for exporting the revision although a build
    breaks a rule (0012; NULL when none was needed), never printed on the PDF.
    ``option_totals`` is each option's total incl. tax as given at save, a JSON list of exact
    decimal texts (null for an option not priced) in ``currency`` (0013; NULL before)."""

    __tablename__ = "quote"
    __table_args__ = (
        UniqueConstraint("year", "seq", "revision", name="uq_quote_year_seq_revision"),
    )
    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(String(40), index=True)
    year: Mapped[int] = mapped_column(Integer)
    seq: Mapped[int] = mapped_column(Integer)
    revision: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(10), index=True)
    customer: Mapped[str] = mapped_column(Text)
    contact: Mapped[str] = mapped_column(Text, default="")
    quote_date: Mapped[date] = mapped_column(Date, index=True)
    amount: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    options: Mapped[int] = mapped_column(Integer)
    lang: Mapped[str] = mapped_column(String(10))
    market: Mapped[str] = mapped_column(String(8), default="cn", server_default="cn")
    currency: Mapped[str] = mapped_column(String(3), default="CNY", server_default="CNY")
    document: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    rules_override: Mapped[str | None] = mapped_column(Text, nullable=True)
    option_totals: Mapped[str | None] = mapped_column(Text, nullable=True)


class CatalogRecord(Base):
    """One catalog: its name, source hash and the seed's expert tables (as JSON)."""

    __tablename__ = "catalog"
    name: Mapped[str] = mapped_column(String(80), primary_key=True)
    title: Mapped[str] = mapped_column(Text)
    content_hash: Mapped[str] = mapped_column(String(64))
    schema_version: Mapped[int] = mapped_column(Integer)
    built_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    guidance: Mapped[dict[str, Any]] = mapped_column(JSON)
    tensor_definition: Mapped[str] = mapped_column(Text, default="")
    origin: Mapped[str] = mapped_column(String(20), default="files")
    """"files" (built from data/, rebuilt when they change) or "import" (a pack or price list
    imported by the user: never rebuilt from files)."""
    price_list: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    """The catalog's price list of GPUs and parts with its exchange rate (Decimals as text),
    or NULL when it has none."""


class GpuRecord(Base):
    """One GPU of a catalog: the GPU table's seven figures, the dense FP8/FP4 tensor peaks
    and physical facts. NULL is an unknown figure (a blank cell of the source), never zero."""

    __tablename__ = "gpu"
    id: Mapped[int] = mapped_column(primary_key=True)
    catalog: Mapped[str] = mapped_column(ForeignKey("catalog.name", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(80))
    cuda_cores: Mapped[int | None] = mapped_column(Integer, nullable=True)
    tensor_cores: Mapped[int | None] = mapped_column(Integer, nullable=True)
    memory_gb: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    memory_bandwidth_gbs: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    tensor_tflops: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    fp16_tflops: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    fp32_tflops: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    fp8_tensor_tflops: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    fp4_tensor_tflops: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    aliases: Mapped[list[str]] = mapped_column(JSON)
    board_power_w: Mapped[int | None] = mapped_column(Integer, nullable=True)
    slot_width: Mapped[int] = mapped_column(Integer)
    cooler: Mapped[str] = mapped_column(String(20))
    physical_source: Mapped[str] = mapped_column(Text)
    power_connectors: Mapped[str | None] = mapped_column(Text, nullable=True)
    nvlink: Mapped[str | None] = mapped_column(Text, nullable=True)
    pcie: Mapped[str | None] = mapped_column(String(40), nullable=True)
    board_length_mm: Mapped[Decimal | None] = mapped_column(DecimalText, nullable=True)
    launch_msrp_usd: Mapped[int | None] = mapped_column(Integer, nullable=True)
    launch_date: Mapped[str | None] = mapped_column(String(20), nullable=True)
    figure_sources: Mapped[list[dict[str, str]]] = mapped_column(JSON, default=list)


class SkuRecord(Base):
    """One priced workstation SKU of a catalog, cells as printed and parsed figures."""

    __tablename__ = "sku"
    id: Mapped[int] = mapped_column(primary_key=True)
    catalog: Mapped[str] = mapped_column(ForeignKey("catalog.name", ondelete="CASCADE"), index=True)
    number: Mapped[str] = mapped_column(String(10))
    code: Mapped[str] = mapped_column(String(80))
    code_as_printed: Mapped[str] = mapped_column(String(80))
    series: Mapped[str] = mapped_column(String(40))
    sku_class: Mapped[str] = mapped_column(String(20))
    cpu: Mapped[str] = mapped_column(Text)
    ram: Mapped[str] = mapped_column(Text)
    ram_gb: Mapped[int] = mapped_column(Integer)
    gpu: Mapped[str] = mapped_column(String(80))
    gpu_as_printed: Mapped[str] = mapped_column(String(80))
    gpu_count: Mapped[int] = mapped_column(Integer)
    storage: Mapped[str] = mapped_column(Text)
    chassis: Mapped[str] = mapped_column(Text)
    psu_count: Mapped[int | None] = mapped_column(Integer, nullable=True)
    psu_w: Mapped[int | None] = mapped_column(Integer, nullable=True)
    monitor: Mapped[str] = mapped_column(Text)
    config_as_printed: Mapped[str] = mapped_column(Text)
    figures: Mapped[dict[str, Any]] = mapped_column(JSON)
    ideal_as_printed: Mapped[str] = mapped_column(String(80))
    ideal_workloads: Mapped[list[str]] = mapped_column(JSON)
    price_cny: Mapped[int] = mapped_column(Integer)
    price_as_printed: Mapped[str] = mapped_column(String(40))
    remark: Mapped[str] = mapped_column(Text, default="")
    price_basis: Mapped[str] = mapped_column(Text, default="")
    price_illustrative: Mapped[bool] = mapped_column(Boolean, default=True)


class ChassisRecord(Base):
    """A chassis of a catalog's SKU series."""

    __tablename__ = "chassis"
    id: Mapped[int] = mapped_column(primary_key=True)
    catalog: Mapped[str] = mapped_column(ForeignKey("catalog.name", ondelete="CASCADE"), index=True)
    series: Mapped[str] = mapped_column(String(40))
    form_factor: Mapped[str] = mapped_column(String(40))
    min_gpus: Mapped[int] = mapped_column(Integer)
    max_gpus: Mapped[int] = mapped_column(Integer)
    pcie_slots: Mapped[int] = mapped_column(Integer)
    source: Mapped[str] = mapped_column(Text)
    figures: Mapped[list[dict[str, str]]] = mapped_column(JSON, default=list)


class PartRecord(Base):
    """A platform part of a catalog (CPU, PSU, chassis, memory, drive) and its figures, each
    with unit, status (sourced / assumed / unknown), confidence, source or reason. An unknown
    figure's value is null, never zero."""

    __tablename__ = "part"
    id: Mapped[int] = mapped_column(primary_key=True)
    catalog: Mapped[str] = mapped_column(ForeignKey("catalog.name", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(20))
    name: Mapped[str] = mapped_column(String(120))
    family: Mapped[str] = mapped_column(Text)
    note: Mapped[str] = mapped_column(Text)
    figures: Mapped[list[dict[str, Any]]] = mapped_column(JSON)


class ComponentRecord(Base):
    """One distinct component of a catalog's SKUs (:mod:`rigwright.core.catalog.components`):
    a CPU, memory, storage item, chassis, monitor or GPU, stored once however many SKUs use it.

    ``name`` is the text it was read from, as printed; ``figures`` the figures read from it
    (Decimals as text, so "1.92" keeps its printed precision). A GPU component's figures name
    the catalog's GPU (``{"gpu": "TITAN V"}``)."""

    __tablename__ = "component"
    id: Mapped[int] = mapped_column(primary_key=True)
    catalog: Mapped[str] = mapped_column(ForeignKey("catalog.name", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(20))
    name: Mapped[str] = mapped_column(Text)
    figures: Mapped[dict[str, Any]] = mapped_column(JSON)


class SkuComponentRecord(Base):
    """One line of a SKU's configuration: ``quantity`` of a component, at ``position`` in
    the order the SKU's cells print them. Deleted with the SKU or the component."""

    __tablename__ = "sku_component"
    id: Mapped[int] = mapped_column(primary_key=True)
    sku: Mapped[int] = mapped_column(ForeignKey("sku.id", ondelete="CASCADE"), index=True)
    component: Mapped[int] = mapped_column(
        ForeignKey("component.id", ondelete="CASCADE"), index=True
    )
    position: Mapped[int] = mapped_column(Integer)
    quantity: Mapped[int] = mapped_column(Integer)
