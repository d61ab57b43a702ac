"""Components: each SKU stored as a configuration of components, each stored once per catalog.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "component",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("catalog", sa.String(length=80), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("figures", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["catalog"], ["catalog.name"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_component_catalog"), "component", ["catalog"], unique=False)
    op.create_table(
        "sku_component",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("sku", sa.Integer(), nullable=False),
        sa.Column("component", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["sku"], ["sku.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["component"], ["component.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_sku_component_sku"), "sku_component", ["sku"], unique=False)
    op.create_index(
        op.f("ix_sku_component_component"), "sku_component", ["component"], unique=False
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_sku_component_component"), table_name="sku_component")
    op.drop_index(op.f("ix_sku_component_sku"), table_name="sku_component")
    op.drop_table("sku_component")
    op.drop_index(op.f("ix_component_catalog"), table_name="component")
    op.drop_table("component")
