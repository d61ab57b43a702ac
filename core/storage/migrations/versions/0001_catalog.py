"""The catalog tables (a cache of the files under data/) and the marker table.

Revision ID: 0001
Revises:
Create Date: 2026-11-30
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

DECIMAL = sa.String(
    length=40
)  # rigwright.core.storage.database.DecimalText stores Decimals as text


def upgrade() -> None:
    op.create_table(
        "rigwright_meta",
        sa.Column("key", sa.String(length=40), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("key"),
    )
    op.create_table(
        "catalog",
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("title", sa.Text(), nullable=False),
        sa.Column("content_hash", sa.String(length=64), nullable=False),
        sa.Column("schema_version", sa.Integer(), nullable=False),
        sa.Column("built_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("guidance", sa.JSON(), nullable=False),
        sa.Column("tensor_definition", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("name"),
    )
    op.create_table(
        "chassis",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("catalog", sa.String(length=80), nullable=False),
        sa.Column("series", sa.String(length=40), nullable=False),
        sa.Column("form_factor", sa.String(length=40), nullable=False),
        sa.Column("min_gpus", sa.Integer(), nullable=False),
        sa.Column("max_gpus", sa.Integer(), nullable=False),
        sa.Column("pcie_slots", sa.Integer(), nullable=False),
        sa.Column("source", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(["catalog"], ["catalog.name"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_chassis_catalog"), "chassis", ["catalog"], unique=False)
    op.create_table(
        "gpu",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("catalog", sa.String(length=80), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=80), nullable=False),
        sa.Column("cuda_cores", sa.Integer(), nullable=True),
        sa.Column("tensor_cores", sa.Integer(), nullable=True),
        sa.Column("memory_gb", DECIMAL, nullable=True),
        sa.Column("memory_bandwidth_gbs", DECIMAL, nullable=True),
        sa.Column("tensor_tflops", DECIMAL, nullable=True),
        sa.Column("fp16_tflops", DECIMAL, nullable=True),
        sa.Column("fp32_tflops", DECIMAL, nullable=True),
        sa.Column("aliases", sa.JSON(), nullable=False),
        sa.Column("board_power_w", sa.Integer(), nullable=True),
        sa.Column("slot_width", sa.Integer(), nullable=False),
        sa.Column("cooler", sa.String(length=20), nullable=False),
        sa.Column("physical_source", sa.Text(), nullable=False),
        sa.Column("power_connectors", sa.Text(), nullable=True),
        sa.Column("nvlink", sa.Text(), nullable=True),
        sa.Column("pcie", sa.String(length=40), nullable=True),
        sa.Column("board_length_mm", DECIMAL, nullable=True),
        sa.Column("launch_msrp_usd", sa.Integer(), nullable=True),
        sa.Column("launch_date", sa.String(length=20), nullable=True),
        sa.Column("figure_sources", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["catalog"], ["catalog.name"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_gpu_catalog"), "gpu", ["catalog"], unique=False)
    op.create_table(
        "sku",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("catalog", sa.String(length=80), nullable=False),
        sa.Column("number", sa.String(length=10), nullable=False),
        sa.Column("code", sa.String(length=80), nullable=False),
        sa.Column("code_as_printed", sa.String(length=80), nullable=False),
        sa.Column("series", sa.String(length=40), nullable=False),
        sa.Column("sku_class", sa.String(length=20), nullable=False),
        sa.Column("cpu", sa.Text(), nullable=False),
        sa.Column("ram", sa.Text(), nullable=False),
        sa.Column("ram_gb", sa.Integer(), nullable=False),
        sa.Column("gpu", sa.String(length=80), nullable=False),
        sa.Column("gpu_as_printed", sa.String(length=80), nullable=False),
        sa.Column("gpu_count", sa.Integer(), nullable=False),
        sa.Column("storage", sa.Text(), nullable=False),
        sa.Column("chassis", sa.Text(), nullable=False),
        sa.Column("psu_count", sa.Integer(), nullable=True),
        sa.Column("psu_w", sa.Integer(), nullable=True),
        sa.Column("monitor", sa.Text(), nullable=False),
        sa.Column("config_as_printed", sa.Text(), nullable=False),
        sa.Column("figures", sa.JSON(), nullable=False),
        sa.Column("ideal_as_printed", sa.String(length=80), nullable=False),
        sa.Column("ideal_workloads", sa.JSON(), nullable=False),
        sa.Column("price_cny", sa.Integer(), nullable=False),
        sa.Column("price_as_printed", sa.String(length=40), nullable=False),
        sa.Column("remark", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(["catalog"], ["catalog.name"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_sku_catalog"), "sku", ["catalog"], unique=False)


def downgrade() -> None:
    for table in ("sku", "gpu", "chassis"):
        op.drop_index(op.f(f"ix_{table}_catalog"), table_name=table)
        op.drop_table(table)
    op.drop_table("catalog")
    op.drop_table("rigwright_meta")
