"""The dense FP8 and FP4 tensor peaks of a GPU (NULL: no such rate, or not stated).

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-18
"""

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None

DECIMAL = sa.String(length=40)  # as 0001: records.DecimalText stores Decimals as text


def upgrade() -> None:
    with op.batch_alter_table("gpu") as batch:
        batch.add_column(sa.Column("fp8_tensor_tflops", DECIMAL, nullable=True))
        batch.add_column(sa.Column("fp4_tensor_tflops", DECIMAL, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("gpu") as batch:
        batch.drop_column("fp4_tensor_tflops")
        batch.drop_column("fp8_tensor_tflops")
