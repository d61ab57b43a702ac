"""Chassis figures (sourced or assumed) from the per-chassis data files.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-30
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("chassis") as batch:
        batch.add_column(sa.Column("figures", sa.JSON(), nullable=False, server_default="[]"))


def downgrade() -> None:
    with op.batch_alter_table("chassis") as batch:
        batch.drop_column("figures")
