"""Where a catalog's source files are and whether they changed: the cheap part of loading.

Kept apart from :mod:`rigwright.core.catalog.files` (which validates with pydantic) so that
opening an up-to-date database at start-up never pays for importing the validator.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from rigwright.core.io.paths import data_dir

SOURCE_FILES = (
    "catalog.toml",
    "gpus.csv",
    "gpu_aliases.csv",
    "gpu_physical.csv",
    "gpu_sources.csv",
    "skus.toml",
    "chassis.toml",
    "guidance.toml",
    "workloads.toml",
    "platform.toml",
    "glossary.csv",
    "parts.toml",
    "prices.toml",
    "availability.csv",
)
"""The files a catalog folder may hold; all present are read, and all hashed to detect a change.
Only ``catalog.toml`` and ``gpus.csv`` are required; a catalog with SKUs needs ``chassis.toml``
too (the seed has every file; a pack such as ``current`` only its GPUs)."""


class CatalogError(ValueError):
    """A catalog source file is missing or invalid; the message names file, row and field."""


def content_hash(folder: Path) -> str:
    """SHA-256 over the catalog's source files (name and bytes), hex; detects any edit."""
    digest = hashlib.sha256()
    for name in SOURCE_FILES:
        path = folder / name
        digest.update(name.encode())
        digest.update(path.read_bytes() if path.exists() else b"<missing>")
    chassis = folder / "chassis"
    for path in sorted(chassis.glob("*.toml")) if chassis.is_dir() else ():
        digest.update(f"chassis/{path.name}".encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def catalog_folder(name: str, root: Path | None = None) -> Path:
    """The folder of catalog ``name`` under ``root`` (default: the shipped ``data/``).

    Raises:
        CatalogError: no such catalog; the message lists the ones there are.
    """
    base = root or data_dir()
    folder = base / name
    # A name from a file ("../elsewhere", "/abs", "a/b", 300 characters) never leaves
    # ``base`` nor raises OSError.
    try:
        found = (
            name not in ("", ".", "..")
            and name == Path(name).name
            and "\\" not in name
            and "\0" not in name
            and (folder / "catalog.toml").is_file()
        )
    except OSError:
        found = False
    if not found:
        known = list_catalogs(base)
        raise CatalogError(f"unknown catalog {name!r}; known: {', '.join(known) or 'none'}")
    return folder


def list_catalogs(root: Path | None = None) -> list[str]:
    """The names of the catalogs under ``root`` (default: the shipped ``data/``), sorted:
    every folder holding a ``catalog.toml``."""
    base = root or data_dir()
    if not base.is_dir():
        return []
    return sorted(p.name for p in base.iterdir() if (p / "catalog.toml").is_file())
