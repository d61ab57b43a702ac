"""A quote's market and currency in the quote history (rows saved before: mainland China, CNY).

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-04
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # server defaults fill every existing row: each quote was a CNY quote for mainland China.
    with op.batch_alter_table("quote") as batch:
        batch.add_column(
            sa.Column("market", sa.String(length=8), nullable=False, server_default="cn")
        )
        batch.add_column(
            sa.Column("currency", sa.String(length=3), nullable=False, server_default="CNY")
        )


def downgrade() -> None:
    with op.batch_alter_table("quote") as batch:
        batch.drop_column("currency")
        batch.drop_column("market")
