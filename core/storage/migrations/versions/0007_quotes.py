"""Quotes: the quote history, one row per revision (docs/storage.md).

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-15
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "quote",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("number", sa.String(length=40), nullable=False),
        sa.Column("year", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("customer", sa.Text(), nullable=False),
        sa.Column("contact", sa.Text(), nullable=False),
        sa.Column("quote_date", sa.Date(), nullable=False),
        sa.Column("amount_cny", sa.String(length=40), nullable=True),
        sa.Column("options", sa.Integer(), nullable=False),
        sa.Column("lang", sa.String(length=10), nullable=False),
        sa.Column("document", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("year", "seq", "revision", name="uq_quote_year_seq_revision"),
    )
    op.create_index(op.f("ix_quote_number"), "quote", ["number"], unique=False)
    op.create_index(op.f("ix_quote_status"), "quote", ["status"], unique=False)
    op.create_index(op.f("ix_quote_quote_date"), "quote", ["quote_date"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_quote_quote_date"), table_name="quote")
    op.drop_index(op.f("ix_quote_status"), table_name="quote")
    op.drop_index(op.f("ix_quote_number"), table_name="quote")
    op.drop_table("quote")
