"""Automatic rotated backups of the app's database, and restoring the newest good one: copies
through SQLite's online backup API, each checked with ``PRAGMA integrity_check`` before it
replaces anything (docs/storage.md)."""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from rigwright.core.io.private_files import (
    PRIVATE_FILE,
    PRIVATE_FOLDER,
    create_private_file,
    private_folder,
    read_only_uri,
    tighten,
)

BACKUP_FOLDER = "backups"
"""The folder beside the database that holds its backups."""
BACKUP_EVERY = timedelta(hours=12)
"""A new backup is taken at start when the newest is older than this."""
KEEP = 7
"""How many backups are kept (the newest)."""

_STAMP = "%Y%m%dT%H%M%S"
_PARTIAL = ".partial"


@dataclass(frozen=True, slots=True)
class Backup:
    """One backup file.

    Attributes:
        path: the file, in :func:`backup_folder`.
        taken_at: when it was taken (UTC, aware), from its name.
    """

    path: Path
    taken_at: datetime


@dataclass(frozen=True, slots=True)
class BackupResult:
    """What :func:`take_backup` did.

    Attributes:
        backup: the backup taken, or None when none was (see ``reason``).
        reason: "" when one was taken; else why not, one English line ("the newest backup,
            from 2026-11-30 09:12 UTC, is less than 12 h old", "cannot write <folder>: No
            space left on device").
        removed: the older backups dropped to keep :data:`KEEP`.
        elapsed_s: how long it took (s).
    """

    backup: Backup | None
    reason: str = ""
    removed: tuple[Path, ...] = ()
    elapsed_s: float = 0.0


def backup_folder(db_path: Path) -> Path:
    """The folder holding the backups of the database at ``db_path``: ``backups/`` beside it."""
    return Path(db_path).parent / BACKUP_FOLDER


def _pattern(db_path: Path) -> re.Pattern[str]:
    return re.compile(
        re.escape(db_path.stem) + r"-(\d{8}T\d{6})\.(\d{6})Z" + re.escape(db_path.suffix)
    )


def backup_name(db_path: Path, moment: datetime) -> str:
    """The file name of a backup of ``db_path`` taken at ``moment`` (aware):
    ``<stem>-YYYYmmddTHHMMSS.ffffffZ<suffix>`` in UTC."""
    moment = moment.astimezone(UTC)
    return f"{db_path.stem}-{moment.strftime(_STAMP)}.{moment.microsecond:06d}Z{db_path.suffix}"


def list_backups(db_path: Path) -> list[Backup]:
    """The backups of the database at ``db_path``, newest first; [] when there are none or the
    folder cannot be read. Files not named as :func:`backup_name` names them are ignored."""
    db_path = Path(db_path)
    pattern = _pattern(db_path)
    try:
        entries = list(backup_folder(db_path).iterdir())
    except OSError:
        return []
    out = []
    for entry in entries:
        match = pattern.fullmatch(entry.name)
        if match is None or not entry.is_file():
            continue
        taken = datetime.strptime(match[1], _STAMP).replace(microsecond=int(match[2]), tzinfo=UTC)
        out.append(Backup(entry, taken))
    out.sort(key=lambda b: b.taken_at, reverse=True)
    return out


def integrity_problem(path: Path, *, quick: bool = False, immutable: bool = False) -> str | None:
    """None when the SQLite file at ``path`` passes ``PRAGMA integrity_check`` (``quick``: the
    cheaper ``quick_check``); else the problem, one line ("file is not a database", "*** in database
    main *** ..."). The file is opened read-only, creating no file beside it
    (:func:`rigwright.core.io.private_files.read_only_uri`; ``immutable``: read as ``immutable=1``,
    for a folder that cannot be written)."""
    pragma = "quick_check" if quick else "integrity_check"
    try:
        connection = sqlite3.connect(read_only_uri(path, immutable), uri=True)
    except sqlite3.Error as exc:
        return str(exc) or type(exc).__name__
    try:
        rows = [row[0] for row in connection.execute(f"PRAGMA {pragma}").fetchall()]
    except sqlite3.Error as exc:
        return str(exc) or type(exc).__name__
    finally:
        connection.close()
    if rows == ["ok"]:
        return None
    text = "; ".join(str(r) for r in rows[:3]) or "no answer"
    return CHECK_FAILED + text.replace("\n", " ")[:300]


CHECK_FAILED = "integrity check: "
"""How :func:`integrity_problem` starts a problem the check itself reported (rather than an
error of SQLite's while opening or reading: a full disk, a lock, a damaged header)."""


def copy_database(source: Path, target: Path) -> None:
    """Copy the SQLite database ``source`` to ``target`` (created or replaced) through the
    backup API: consistent even while another connection writes ``source``. A new
    ``target`` is created ``0600`` (:data:`rigwright.core.io.private_files.PRIVATE_FILE`).

    Raises:
        sqlite3.Error: either file cannot be read or written (a full disk, ...).
    """
    src = sqlite3.connect(read_only_uri(source), uri=True)
    try:
        create_private_file(target)
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
            # A backup is one plain file: no -wal beside it to lose.
            dst.execute("PRAGMA journal_mode=DELETE")
        finally:
            dst.close()
    finally:
        src.close()


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)


def take_backup(
    db_path: Path,
    *,
    now: datetime | None = None,
    every: timedelta = BACKUP_EVERY,
    keep: int = KEEP,
    force: bool = False,
) -> BackupResult:
    """Back the database at ``db_path`` up into :func:`backup_folder` (created ``0700`` when
    needed), unless the newest backup is younger than ``every`` (``force``: always). Each
    copy is ``0600``; older copies and the folder found broader are tightened
    (:func:`rigwright.core.io.private_files.tighten`).

    The copy is written as ``<name>.partial``, checked with ``PRAGMA integrity_check``, then
    renamed to its name; only then are the backups beyond the newest ``keep`` removed. A copy
    that fails the check is removed and the older backups stay.

    Args:
        db_path: the database (it must exist).
        now: the time to name the backup with (aware; default now).
        every: the least time between two backups.
        keep: how many backups to keep (at least 1).
        force: take one even when the newest is recent.

    Returns:
        What was done; never raises for a file-system or SQLite failure (the reason is in
        :attr:`BackupResult.reason`).

    Raises:
        ValueError: ``keep`` is below 1.
    """
    import time

    if keep < 1:
        raise ValueError(f"keep must be at least 1, got {keep}")
    started = time.perf_counter()
    db_path = Path(db_path)
    now = (now or datetime.now(UTC)).astimezone(UTC)
    if not db_path.is_file():
        return BackupResult(None, f"there is no database {db_path} to back up")
    existing = list_backups(db_path)
    if existing:  # taken by a version that made them 0644 in a 0755 folder
        tighten(backup_folder(db_path), PRIVATE_FOLDER)
        for old in existing:
            tighten(old.path, PRIVATE_FILE)
    if existing and not force and now - existing[0].taken_at < every:
        when = existing[0].taken_at.strftime("%Y-%m-%d %H:%M UTC")
        hours = every.total_seconds() / 3600
        return BackupResult(None, f"the newest backup, from {when}, is less than {hours:g} h old")
    folder = backup_folder(db_path)
    target = folder / backup_name(db_path, now)
    partial = target.with_name(target.name + _PARTIAL)
    try:
        private_folder(folder)
        _remove(partial)
        copy_database(db_path, partial)
    except (OSError, sqlite3.Error) as exc:
        _remove(partial)
        reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        return BackupResult(
            None, f"cannot back up to {folder}: {reason}", elapsed_s=time.perf_counter() - started
        )
    problem = integrity_problem(partial)
    if problem is not None:
        _remove(partial)
        return BackupResult(
            None,
            f"the copy of {db_path.name} failed its integrity check "
            f"({problem}); the older backups were kept",
            elapsed_s=time.perf_counter() - started,
        )
    try:
        os.replace(partial, target)
    except OSError as exc:
        _remove(partial)
        return BackupResult(
            None,
            f"cannot back up to {folder}: {exc.strerror or exc}",
            elapsed_s=time.perf_counter() - started,
        )
    removed = []
    for old in list_backups(db_path)[keep:]:
        try:
            old.path.unlink()
            removed.append(old.path)
        except OSError:
            pass  # kept: one more old backup is no harm
    return BackupResult(Backup(target, now), "", tuple(removed), time.perf_counter() - started)


def restore_newest(db_path: Path) -> tuple[Backup | None, list[tuple[Backup, str]]]:
    """Copy the newest backup of ``db_path`` that passes ``PRAGMA integrity_check`` to
    ``db_path`` (which must not exist: the damaged file was moved aside first), through the
    backup API (written beside it, then renamed into place).

    Returns:
        (the backup restored, or None when none passes or none exists; the backups passed
        over with why, newest first).

    Raises:
        OSError, sqlite3.Error: the restored copy cannot be written (``db_path`` then does
            not exist).
    """
    db_path = Path(db_path)
    skipped: list[tuple[Backup, str]] = []
    for backup in list_backups(db_path):
        problem = integrity_problem(backup.path)
        if problem is not None:
            skipped.append((backup, problem))
            continue
        partial = db_path.with_name(db_path.name + ".restoring")
        _remove(partial)
        try:
            copy_database(backup.path, partial)
            os.replace(partial, db_path)
        except BaseException:
            _remove(partial)
            raise
        return backup, skipped
    return None, skipped


__all__ = [
    "BACKUP_EVERY",
    "BACKUP_FOLDER",
    "CHECK_FAILED",
    "KEEP",
    "Backup",
    "BackupResult",
    "backup_folder",
    "backup_name",
    "copy_database",
    "integrity_problem",
    "list_backups",
    "restore_newest",
    "take_backup",
]
