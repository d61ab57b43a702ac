"""Where Rigwright finds its shipped files (data/, resources/) and keeps the user's database."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from platformdirs import user_data_dir

APP_NAME = "Rigwright"


def project_root() -> Path:
    """The folder holding ``data/`` and ``resources/``: the source tree, or a frozen bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def user_path(path: Path | str) -> Path:
    """``path`` as the user means it, absolute: ``~`` expanded, a relative path taken from the
    working directory, ``..`` folded (symlinks kept). Messages name it so, never as "."."""
    return Path(os.path.abspath(os.path.expanduser(path)))


def data_dir() -> Path:
    """The shipped catalog sources: ``<root>/data``."""
    return project_root() / "data"


def resources_dir() -> Path:
    """Shipped fonts, icons and templates: ``<root>/resources``."""
    return project_root() / "resources"


def default_db_path() -> Path:
    """The per-user SQLite database (platformdirs' user data directory)."""
    return Path(user_data_dir(APP_NAME, appauthor=False)) / "rigwright.sqlite3"
