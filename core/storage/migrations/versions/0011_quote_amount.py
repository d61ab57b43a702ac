"""The quote history's amount column is named for what it holds: ``amount``, in the quote's
``currency`` (0010 added the currency; the column kept the name ``amount_cny`` it had when
every quote was CNY). The values are not touched: a row saved before markets is a CNY quote
(0010 filled its ``currency`` with "CNY"), a later one is in its own currency.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-21
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
