"""The engineer's reason for exporting a quote whose build breaks a rule, kept per revision in the
quote history and never printed (docs/quote-format.md); rows saved before have none (NULL).
Revision ID: 0012, revises 0011, created 2026-12-06.
"""

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("quote") as batch:
        batch.add_column(sa.Column("rules_override", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("quote") as batch:
        batch.drop_column("rules_override")
