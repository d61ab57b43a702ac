"""The installed namespace laid out as folders, for tools that read source trees rather than
import through the editable install (import-linter, mypy, PyInstaller's analysis).

pyproject.toml's ``package-dir`` installs ``core/`` as ``rigwright.core`` and ``gui/`` as
``rigwright.gui``; this copies them into ``DEST/rigwright/`` beside the root package's own files
(``packaging/rigwright/``), so that ``DEST`` on ``sys.path`` imports exactly what a wheel holds.

Usage: ``python packaging/namespace.py DEST`` (prints DEST).
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = {"core": "core", "gui": "gui"}
"""Folder of the checkout -> its name under ``rigwright/``."""


def stage(dest: Path) -> Path:
    """Write ``dest/rigwright/`` (replacing an earlier copy) and return ``dest``.

    Raises:
        OSError: ``dest`` cannot be written.
    """
    package = dest / "rigwright"
    if package.exists():
        shutil.rmtree(package)
    package.mkdir(parents=True)
    for source in (ROOT / "packaging" / "rigwright").glob("*.py"):
        shutil.copy2(source, package / source.name)
    for folder, name in PACKAGES.items():
        shutil.copytree(
            ROOT / folder, package / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
        )
    return dest


def source_path(staged: str, dest: Path) -> str:
    """A path inside the staged copy (``DEST/rigwright/core/x.py``) as the checkout's own
    (``core/x.py``); any other text unchanged."""
    prefix = str(dest / "rigwright") + "/"
    return staged.replace(prefix, "")


if __name__ == "__main__":
    print(stage(Path(sys.argv[1]).resolve()))
