"""Each option's total incl. tax as it was when the revision was saved (a JSON list of exact
decimal texts, in the quote's currency), so the history and its export show what the customer
was sent, not a total priced anew from a catalog changed since; rows saved before have none
(NULL) and are priced from their catalog. Revision ID: 0013, revises 0012, created 2026-12-06.
"""

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("quote") as batch:
        batch.add_column(sa.Column("option_totals", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("quote") as batch:
        batch.drop_column("option_totals")
