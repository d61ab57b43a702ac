"""Alembic environment: runs on the connection :mod:`rigwright.core.storage.schema` passes in
(already inside its write-locked transaction), with batch mode for SQLite's limited ALTER TABLE."""

from alembic import context

from rigwright.core.storage.records import Base

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    transaction_per_migration=False,
)
with context.begin_transaction():
    context.run_migrations()
