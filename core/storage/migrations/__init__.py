"""Alembic migrations of Rigwright's database, run at start-up by
:mod:`rigwright.core.storage.schema`. ``HEAD_REVISION`` names the newest migration in
``versions/``; start-up compares the database's revision with it in plain SQL, so an up-to-date
database never imports Alembic (a test checks that it is the scripts' head)."""

from pathlib import Path

HEAD_REVISION = "0013"
"""The newest revision in ``versions/`` (checked against Alembic's own view by a test)."""

SCRIPT_LOCATION = Path(__file__).resolve().parent
"""The folder Alembic reads (``env.py`` and ``versions/``)."""
