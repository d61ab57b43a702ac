"""Price bases no longer name a price list's file (docs/storage.md).

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-16
"""

import json
import re

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

_NOTE = "Price list"
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_BASIS = re.compile(r"(?P<basis>.*) \(Price list (?P<name>.+)\)", re.DOTALL)
"""A basis as the importer wrote it; greedy, so a file name holding brackets stays whole."""
_TITLE = re.compile(r"Price list (?P<name>.+?)(?P<rest> \(other items: .*\))?", re.DOTALL)


def _basis(text: str) -> str:
    """``text`` without the file it names: "含税 (Price list p.csv)" -> "含税 (Price list)"."""
    match = _BASIS.fullmatch(text or "")
    if match is None or _DATE.fullmatch(match["name"]):
        return text
    return f"{match['basis']} ({_NOTE})"


def _title(text: str) -> str:
    """A list title without its files: "Price list p.csv (other items: Price list q.csv)"
    -> "Price list (other items: Price list)"; a dated name and any other title are kept."""
    match = _TITLE.fullmatch(text or "")
    if match is None:
        return text
    lead = f"{_NOTE} {match['name']}" if _DATE.fullmatch(match["name"]) else _NOTE
    rest = match["rest"]
    if rest is None:
        return lead
    return f"{lead} (other items: {_title(rest[len(' (other items: ') : -1])})"


def upgrade() -> None:
    bind = op.get_bind()
    imported = [
        row[0] for row in bind.execute(sa.text("SELECT name FROM catalog WHERE origin = 'import'"))
    ]
    for name in imported:
        for sku_id, basis in bind.execute(
            sa.text("SELECT id, price_basis FROM sku WHERE catalog = :c"), {"c": name}
        ).all():
            if _basis(basis) != basis:
                bind.execute(
                    sa.text("UPDATE sku SET price_basis = :b WHERE id = :i"),
                    {"b": _basis(basis), "i": sku_id},
                )
        raw = bind.execute(
            sa.text("SELECT price_list FROM catalog WHERE name = :c"), {"c": name}
        ).scalar()
        if not raw:
            continue
        price_list = json.loads(raw)
        if not isinstance(price_list, dict):
            continue  # a catalog without a price list ("null")
        before = json.loads(raw)
        price_list["title"] = _title(price_list.get("title", ""))
        for entry in price_list.get("entries", []):
            entry["basis"] = _basis(entry.get("basis", ""))
        if price_list != before:
            bind.execute(
                sa.text("UPDATE catalog SET price_list = :p WHERE name = :c"),
                {"p": json.dumps(price_list), "c": name},
            )


def downgrade() -> None:
    """Nothing to undo: the file names are gone (the backup made before the upgrade has them)."""
