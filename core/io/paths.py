"""Where Rigwright finds its shipped files (data/, resources/) and keeps the user's database."""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import warnings
from importlib.resources import files
from pathlib import Path

from platformdirs import user_cache_dir, user_data_dir

APP_NAME = "Rigwright"


def _shipped(package: str, folder: str) -> Path:
    """A shipped folder: ``<bundle>/<folder>`` in the frozen app (PyInstaller unpacks it
    there), else the installed package data ``package`` (importlib.resources), which is the
    checkout's own folder in an editable install."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / folder
    return Path(str(files(package)))


def user_path(path: Path | str) -> Path:
    """``path`` as the user means it, absolute: ``~`` expanded, a relative path taken from the
    working directory, ``..`` folded (symlinks kept). Messages name it so, never as "."."""
    return Path(os.path.abspath(os.path.expanduser(path)))


def data_dir() -> Path:
    """The shipped catalog sources (``data/`` of the checkout, ``rigwright.data`` installed)."""
    return _shipped("rigwright.data", "data")


def resources_dir() -> Path:
    """Shipped fonts, help topics and translations (``resources/`` of the checkout,
    ``rigwright.resources`` installed)."""
    return _shipped("rigwright.resources", "resources")


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

    from rigwright.core.io.private_files import private_folder

    candidates = []
    with warnings.catch_warnings():  # platformdirs warns before it falls back
        warnings.simplefilter("ignore")
        with contextlib.suppress(OSError):  # its fallback in /tmp is another user's
            candidates.append(Path(user_runtime_dir(APP_NAME, appauthor=False)))
    candidates.append(Path(user_cache_dir(APP_NAME, appauthor=False)) / "run")
    problem: OSError | None = None
    for folder in candidates:
        try:
            private_folder(folder)
            st = os.lstat(folder)
        except OSError as exc:
            problem = exc
            continue
        if os.name != "posix" or (
            stat.S_ISDIR(st.st_mode)
            and st.st_uid == os.geteuid()
            and not stat.S_IMODE(st.st_mode) & 0o077
        ):
            return folder
        problem = PermissionError(f"{folder} is not a private folder of this user")
    assert problem is not None
    raise problem
