"""Shared fixtures and helpers of the storage tests: an exported seed pack, a database
holding an imported catalog, broken packs and price lists written as Excel would."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from rigwright.core.storage.catalog_store import open_catalog
from rigwright.core.storage.pack_export import export_pack
from rigwright.core.storage.pack_format import PackError
from rigwright.core.storage.packs import import_file, price_list_name

LIST = price_list_name(date.today())
"""How an import today names its price list in a basis."""


@pytest.fixture
def seed_json(tmp_path, seed_catalog) -> Path:
    return export_pack(seed_catalog, tmp_path / "pack")[0]


@pytest.fixture
def db(tmp_db, seed_catalog) -> Path:
    """A database holding the shipped seed (as every start builds it) and an imported copy
    'vendor'."""
    open_catalog(tmp_db, "seed-2020")
    export = export_pack(seed_catalog, tmp_db.parent / "vendor-pack")[0]
    import_file(export, tmp_db, "vendor")
    return tmp_db


def problems_of(exc: pytest.ExceptionInfo[PackError]) -> list[str]:
    return [str(p) for p in exc.value.problems]


def broken_pack(seed_json: Path, edit) -> Path:
    pack = json.loads(seed_json.read_text(encoding="utf-8"))
    edit(pack)
    path = seed_json.with_name("broken.json")
    path.write_text(json.dumps(pack, ensure_ascii=False), encoding="utf-8")
    return path


def write_csv(path: Path, text: str, encoding: str) -> Path:
    path.write_bytes(text.replace("\n", "\r\n").encode(encoding))
    return path
