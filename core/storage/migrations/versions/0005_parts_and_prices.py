"""Platform parts (CPUs, PSUs, chassis, memory, drives) and a catalog's price list.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-30
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "part",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("catalog", sa.String(length=80), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("family", sa.Text(), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("figures", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["catalog"], ["catalog.name"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_part_catalog"), "part", ["catalog"], unique=False)
    with op.batch_alter_table("catalog") as batch:
        batch.add_column(sa.Column("price_list", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("catalog") as batch:
        batch.drop_column("price_list")
    op.drop_index(op.f("ix_part_catalog"), table_name="part")
    op.drop_table("part")
