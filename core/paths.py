"""Where Rigwright finds its shipped files (data/, resources/) and keeps the user's database."""

from __future__ import annotations

import os
import stat
import sys
import warnings
from pathlib import Path

from platformdirs import user_cache_dir, user_data_dir

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


def runtime_dir() -> Path:
    """A folder only this user can enter, for the window's single-instance socket: the
    per-user runtime folder (platformdirs: ``$XDG_RUNTIME_DIR/Rigwright`` on Linux), else
    ``<user cache folder>/run`` when that is unusable (unset, another user's). Created
    ``0700``; a folder that is a link, another user's or open to others is not used.

    Raises:
        OSError: no such folder can be made.
    """
    from platformdirs import user_runtime_dir

    from core.private_files import private_folder

    candidates = []
    with warnings.catch_warnings():  # platformdirs warns before it falls back
        warnings.simplefilter("ignore")
        try:
            candidates.append(Path(user_runtime_dir(APP_NAME, appauthor=False)))
        except OSError:  # its fallback in /tmp is another user's
            pass
    candidates.append(Path(user_cache_dir(APP_NAME, appauthor=False)) / "run")
    problem: OSError | None = None
    for folder in candidates:
        try:
            private_folder(folder)
            st = os.lstat(folder)
        except OSError as exc:
            problem = exc
            continue
        if os.name != "posix" or (stat.S_ISDIR(st.st_mode) and st.st_uid == os.geteuid()
                                  and not stat.S_IMODE(st.st_mode) & 0o077):
            return folder
        problem = PermissionError(f"{folder} is not a private folder of this user")
    assert problem is not None
    raise problem
