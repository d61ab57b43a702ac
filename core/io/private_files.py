"""The app's own data files (the database and its ``-wal``/``-shm``, its backups and drafts):
private to the user (``0600`` files in ``0700`` folders), and never a side file left that
blocks the next writable open (``docs/reliability.md``, "Where the core does it").
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
from pathlib import Path

log = logging.getLogger(__name__)

PRIVATE_FILE = 0o600
"""Permission bits of a data file the app creates (the database, a backup, a draft)."""
PRIVATE_FOLDER = 0o700
"""Permission bits of a data folder the app creates (the data folder, ``backups/``, drafts)."""
SIDE_SUFFIXES = ("-wal", "-shm")
"""SQLite's files beside a WAL database: ``<name>-wal`` and ``<name>-shm``."""

_POSIX = os.name == "posix"


def side_files(db_path: Path | str) -> tuple[Path, Path]:
    """The ``-wal`` and ``-shm`` files of the SQLite database at ``db_path`` (may not exist)."""
    path = Path(db_path)
    return tuple(path.with_name(path.name + s) for s in SIDE_SUFFIXES)  # type: ignore[return-value]


def _owned(st: os.stat_result) -> bool:
    return not _POSIX or st.st_uid == os.geteuid()


def tighten(path: Path | str, private: int) -> None:
    """Drop the permission bits of ``path`` (a file or folder of ours) that ``private``
    (:data:`PRIVATE_FILE` or :data:`PRIVATE_FOLDER`) does not have, when we own it; said in
    the log. Never adds a bit, never raises (a missing file, another owner, a failing
    ``chmod`` are left as they are); nothing on Windows."""
    if not _POSIX:
        return
    try:
        st = os.lstat(path)
    except FileNotFoundError:  # not made yet (a -wal before the first write): nothing to say
        return
    except OSError as exc:
        log.info("cannot tighten the permissions of %s: %s", path, exc.strerror or exc)
        return
    try:
        if stat.S_ISLNK(st.st_mode) or not _owned(st):
            return
        mode = stat.S_IMODE(st.st_mode)
        if mode & ~private:
            os.chmod(path, mode & private)
            log.info(
                "tightened the permissions of %s from %o to %o (it holds unit costs)",
                path,
                mode,
                mode & private,
            )
    except OSError as exc:
        log.info("cannot tighten the permissions of %s: %s", path, exc.strerror or exc)


def private_folder(folder: Path | str) -> Path:
    """``folder`` created (its missing parents too) with :data:`PRIVATE_FOLDER`, or, when it
    exists, tightened to it (:func:`tighten`); returns it.

    Raises:
        OSError: it cannot be created.
    """
    folder = Path(folder)
    if not folder.is_dir():
        folder.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileExistsError):
            folder.mkdir(mode=PRIVATE_FOLDER)
    tighten(folder, PRIVATE_FOLDER)
    return folder


def create_private_file(path: Path | str) -> bool:
    """Create ``path`` empty with :data:`PRIVATE_FILE` when it does not exist (SQLite takes an
    empty file for a new database); True when created, False when it existed.

    Raises:
        OSError: it cannot be created (a folder that cannot be written, a full disk).
    """
    try:
        fd = os.open(
            path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), PRIVATE_FILE
        )
    except FileExistsError:
        return False
    os.close(fd)
    return True


def read_only_query(db_path: Path | str, immutable: bool = False) -> str:
    """The SQLite URI query that reads the database at ``db_path``, creating no file beside it.

    It is ``immutable=1`` when ``immutable`` or when no connection has it open (no
    ``-shm``) and no ``-wal`` holds saves; else ``mode=ro``, which uses the ``-shm`` and
    ``-wal`` that are there. (Only a ``-wal`` left by a crash without its ``-shm`` makes
    SQLite create a ``-shm`` to read it; :func:`repair_side_files` sets it right later.)"""
    if immutable:
        return "immutable=1"
    wal, shm = side_files(db_path)
    try:
        if shm.exists():
            return "mode=ro"
        if not wal.exists() or wal.stat().st_size == 0:
            return "immutable=1"
    except OSError:
        pass
    return "mode=ro"


def read_only_uri(db_path: Path | str, immutable: bool = False) -> str:
    """The ``file:`` URI reading ``db_path`` read-only as :func:`read_only_query` says."""
    return f"{Path(db_path).expanduser().resolve().as_uri()}?{read_only_query(db_path, immutable)}"


def repair_side_files(db_path: Path | str) -> list[Path]:
    """Give the ``-wal``/``-shm`` of ``db_path`` that cannot be written the database file's
    permission bits, when the database can be written and we own them (a read-only run of
    an older version left them ``0444``); said in the log. Returns the side files that still
    cannot be written (another user's), [] when none; never raises."""
    path = Path(db_path)
    try:
        if not path.is_file() or not os.access(path, os.W_OK):
            return []
        bits = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return []
    blocking = []
    for side in side_files(path):
        try:
            if not side.exists() or os.access(side, os.W_OK):
                continue
            st = os.lstat(side)
            if _POSIX and not stat.S_ISLNK(st.st_mode) and _owned(st):
                os.chmod(side, bits)
                log.info(
                    "%s could not be written (left by a read-only run): given the "
                    "database's permissions %o",
                    side,
                    bits,
                )
                if os.access(side, os.W_OK):
                    continue
        except OSError as exc:
            log.info("cannot repair the permissions of %s: %s", side, exc.strerror or exc)
        blocking.append(side)
    return blocking


__all__ = [
    "PRIVATE_FILE",
    "PRIVATE_FOLDER",
    "SIDE_SUFFIXES",
    "create_private_file",
    "private_folder",
    "read_only_query",
    "read_only_uri",
    "repair_side_files",
    "side_files",
    "tighten",
]
