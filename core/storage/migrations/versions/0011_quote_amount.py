"""The quote history's amount column is ``amount``, in the quote's ``currency`` (was
``amount_cny``); values untouched: rows saved before markets are CNY (docs/storage.md).
Revision ID: 0011, revises 0010, created 2026-12-04.
"""

from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


# SQLite's own RENAME COLUMN (3.25+): the table is not copied, so the file keeps no freed
# pages and a quote saved just after takes the space it always did.
def upgrade() -> None:
    op.execute("ALTER TABLE quote RENAME COLUMN amount_cny TO amount")


def downgrade() -> None:
    op.execute("ALTER TABLE quote RENAME COLUMN amount TO amount_cny")
