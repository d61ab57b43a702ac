"""Price basis and illustrative flag per SKU price; a catalog's origin (files or import).

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-30
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("sku") as batch:
        batch.add_column(sa.Column("price_basis", sa.Text(), nullable=False, server_default=""))
        batch.add_column(
            sa.Column("price_illustrative", sa.Boolean(), nullable=False, server_default=sa.true())
        )
    with op.batch_alter_table("catalog") as batch:
        batch.add_column(
            sa.Column("origin", sa.String(length=20), nullable=False, server_default="files")
        )


def downgrade() -> None:
    with op.batch_alter_table("catalog") as batch:
        batch.drop_column("origin")
    with op.batch_alter_table("sku") as batch:
        batch.drop_column("price_illustrative")
        batch.drop_column("price_basis")
