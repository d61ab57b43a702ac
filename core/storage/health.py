"""The app's database at start: damaged (moved aside, the newest good backup restored),
not ours (refused), read-only or locked (opened read-only), or in a risky place (a warning);
:func:`open_at_start` decides (docs/storage.md)."""

from __future__ import annotations

import logging
import os
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path, PurePath, PureWindowsPath

from rigwright.core.catalog.model import Catalog
from rigwright.core.io.paths import default_db_path
from rigwright.core.io.private_files import (
    PRIVATE_FILE,
    read_only_uri,
    repair_side_files,
    side_files,
    tighten,
)
from rigwright.core.storage.backups import (
    CHECK_FAILED,
    Backup,
    BackupResult,
    integrity_problem,
    list_backups,
    restore_newest,
    take_backup,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

log = logging.getLogger(__name__)


NETWORK_FS = frozenset(
    {
        "nfs",
        "nfs4",
        "cifs",
        "smb3",
        "smbfs",
        "smb2",
        "fuse.sshfs",
        "sshfs",
        "9p",
        "afs",
        "ncpfs",
        "coda",
        "davfs",
        "fuse.davfs2",
        "fuse.gvfsd-fuse",
        "fuse.rclone",
        "glusterfs",
        "fuse.glusterfs",
        "ceph",
        "fuse.ceph",
        "lustre",
        "gpfs",
        "fuse.s3fs",
        "fuse.gcsfuse",
        "fuse.juicefs",
        "virtiofs",
        "vboxsf",
        "fuse.vmhgfs-fuse",
        "drvfs",
    }
)
"""File-system types (``/proc/self/mountinfo``) that live on another machine or a host:
SQLite's locking is unreliable on them (sqlite.org/useovernet.html)."""

CLOUD_FOLDERS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("onedrive",), "OneDrive"),
    (("dropbox",), "Dropbox"),
    (
        ("icloud drive", "icloud", "mobile documents", "com~apple~clouddocs", "iclouddrive"),
        "iCloud Drive",
    ),
    (("google drive", "googledrive", "my drive", "我的云端硬盘"), "Google Drive"),
    (("nutstore", "nutstore files", "我的坚果云", "坚果云"), "Nutstore (坚果云)"),
    (
        ("baidunetdisk", "baidu netdisk", "百度网盘", "baiduyunguanjia", "百度云同步盘"),
        "Baidu Netdisk (百度网盘)",
    ),
    (("box", "box sync"), "Box"),
    (("pcloud drive",), "pCloud"),
    (("megasync",), "MEGA"),
    (("wps cloud files", "wps云盘", "wpsdrive"), "WPS Cloud"),
    (("aliyundrive", "阿里云盘"), "Aliyun Drive (阿里云盘)"),
)
"""(folder names, lower case, that a path component must equal or start with
(``OneDrive - ACME``), the service's name). Generic names (``box``, ``my drive``) must equal
a component exactly."""

_EXACT_ONLY = frozenset({"box", "my drive", "icloud"})


# ----------------------------------------------------------------------------- location
def parse_mountinfo(text: str) -> list[tuple[str, str]]:
    r"""(mount point, file-system type) of each line of ``/proc/self/mountinfo`` text; lines
    that do not read are skipped. Octal escapes in mount points (``\040`` for a space) are
    decoded."""
    out = []
    for line in text.splitlines():
        left, sep, right = line.partition(" - ")
        fields, tail = left.split(), right.split()
        if not sep or len(fields) < 5 or not tail:
            continue
        # The kernel escapes a space, tab, newline and backslash as octal (\040).
        point = re.sub(r"\\([0-7]{3})", lambda m: chr(int(m[1], 8)), fields[4])
        out.append((point, tail[0]))
    return out


def mount_type(path: PurePath, mounts: list[tuple[str, str]]) -> tuple[str, str] | None:
    """(mount point, file-system type) of the mount holding ``path`` (absolute): the mount
    whose point is the longest prefix of it (the last one listed wins a tie, as the kernel
    stacks them); None when none is."""
    best: tuple[str, str] | None = None
    parts = path.parts
    for point, fstype in mounts:
        point_parts = PurePath(point).parts
        if parts[: len(point_parts)] == point_parts and (
            best is None or len(point_parts) >= len(PurePath(best[0]).parts)
        ):
            best = (point, fstype)
    return best


def _read_mountinfo() -> str | None:
    try:
        return Path("/proc/self/mountinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def _cloud_service(path: PurePath) -> str | None:
    for part in path.parent.parts:
        name = part.casefold().strip()
        for names, service in CLOUD_FOLDERS:
            for known in names:
                if name == known or (
                    known not in _EXACT_ONLY
                    and name.startswith((known + " ", known + "-", known + "_"))
                ):
                    return service
    return None


def _is_unc(text: str, windows: bool) -> bool:
    r"""``\\server\share\...`` (also ``\\?\UNC\server\...``, and ``//server/share`` on
    Windows); a local device path (``\\?\C:\``, ``\\.\``) is not one."""
    if text.upper().startswith(("\\\\?\\UNC\\", "//?/UNC/")):
        return True
    if text.startswith(("\\\\?\\", "\\\\.\\", "//?/", "//./")):
        return False
    return text.startswith("\\\\") or (windows and text.startswith("//"))


def location_warning(
    path: Path | str, *, mountinfo: str | None = None, platform: str | None = None
) -> Text | None:
    r"""Why keeping the database at ``path`` is risky, with advice; None when it looks local.

    Risky: a UNC path (``\\server\share\...``), a Linux mount of a network file system
    (:data:`NETWORK_FS`, from ``mountinfo``; macOS ``/Volumes/...`` and Windows mapped drives
    cannot be told from the path, and are not flagged), or a folder that a cloud-sync client
    copies (:data:`CLOUD_FOLDERS`, by the path's folder names): SQLite's locks do not hold
    over a network, and a sync client may copy the file half-written or make "conflicted
    copies".

    Args:
        path: the database file (need not exist).
        mountinfo: the text of ``/proc/self/mountinfo`` (default: read on Linux).
        platform: ``sys.platform`` (default this one's).
    """
    import sys

    platform = platform or sys.platform
    text = str(path)
    windows = platform.startswith("win") or ("\\" in text and not text.startswith("/"))
    pure: PurePath = PureWindowsPath(text) if windows else PurePath(text)
    folder = str(pure.parent)
    if _is_unc(text, windows):
        return QT_TRANSLATE_NOOP(
            "db_health",
            "The database is on a network share ({folder}): another computer's Rigwright "
            "or a dropped connection can damage it. Keep it on a local disk (start Rigwright "
            "with --db to choose another file).",
        ).format(folder=folder)
    if platform.startswith("linux") and not windows:
        if mountinfo is None:
            mountinfo = _read_mountinfo()
        if mountinfo:
            found = mount_type(PurePath(os.path.realpath(text)), parse_mountinfo(mountinfo))
            if found is not None and found[1].casefold() in NETWORK_FS:
                return QT_TRANSLATE_NOOP(
                    "db_health",
                    "The database is on a network file system ({fstype} at {mount}): "
                    "SQLite's locks are unreliable there and a dropped connection can damage "
                    "it. Keep it on a local disk (start Rigwright with --db to choose another "
                    "file).",
                ).format(fstype=found[1], mount=found[0])
    service = _cloud_service(pure)
    if service is not None:
        return QT_TRANSLATE_NOOP(
            "db_health",
            "The database is in a folder that {service} synchronises ({folder}): the "
            "sync can copy it half-written or make conflicting copies, and quotes can be "
            "lost. Keep it on a local disk outside synced folders (start Rigwright with --db "
            "to choose another file).",
        ).format(service=service, folder=folder)
    return None


# ----------------------------------------------------------------------------- writable
Access = Callable[[str, int], bool]
"""``os.access``'s shape: tests give another to play a read-only file or folder."""


@dataclass(frozen=True, slots=True)
class ReadOnly:
    """Why the database is open read-only and what to do.

    Attributes:
        mode: :data:`rigwright.core.storage.database.READ_ONLY` or
            :data:`rigwright.core.storage.database.IMMUTABLE`.
        reason: what is wrong and how to fix it, for the banner.
    """

    mode: str
    reason: Text


def write_problem(path: Path, access: Access = os.access) -> ReadOnly | None:
    """How the database at ``path`` must be opened when it (or its folder) cannot be written;
    None when both can (or the file does not exist yet and its folder can be written).

    - the folder cannot be written: SQLite cannot create its ``-wal``/``-shm`` files, so the
      file is opened ``immutable=1`` (:data:`rigwright.core.storage.database.IMMUTABLE`) unless a
      ``-wal`` file already exists (it may hold the last saves: ``mode=ro`` reads it);
    - the file cannot be written: ``mode=ro`` (:data:`rigwright.core.storage.database.READ_ONLY`);
    - its ``-wal`` or ``-shm`` cannot be written (another user's): ``mode=ro``, and the reason
      names that file (SQLite's own refusal would only say the database is read-only).
    """
    from rigwright.core.storage.database import IMMUTABLE, READ_ONLY

    folder = path.parent
    if not access(str(folder), os.W_OK):
        wal = path.with_name(path.name + "-wal")
        mode = READ_ONLY if wal.exists() and wal.stat().st_size > 0 else IMMUTABLE
        return ReadOnly(
            mode,
            QT_TRANSLATE_NOOP(
                "db_health",
                "The folder {folder} cannot be written, so nothing can be saved. Check the "
                "permissions of {folder} (or copy the database to a folder you can write and "
                "start Rigwright with --db), then restart Rigwright.",
            ).format(folder=str(folder)),
        )
    if path.exists() and not access(str(path), os.W_OK):
        return ReadOnly(
            READ_ONLY,
            QT_TRANSLATE_NOOP(
                "db_health",
                "The database file {path} is read-only, so nothing can be saved. Check its "
                "permissions (it must not be read-only), then restart Rigwright.",
            ).format(path=str(path)),
        )
    for side in side_files(path) if path.exists() else ():
        if side.exists() and not access(str(side), os.W_OK):
            return ReadOnly(
                READ_ONLY,
                QT_TRANSLATE_NOOP(
                    "db_health",
                    "The file {side} beside the database cannot be written, so nothing "
                    "can be saved. Give it the same owner and permissions as the database file "
                    "{path}, then restart Rigwright.",
                ).format(side=str(side), path=str(path)),
            )
    return None


def _locked(path: Path) -> ReadOnly:
    from rigwright.core.storage.database import READ_ONLY

    return ReadOnly(
        READ_ONLY,
        QT_TRANSLATE_NOOP(
            "db_health",
            "Another program is using the database {path}, so nothing can be saved. Close "
            "the other program (another Rigwright, a backup or sync tool, a database browser), "
            "then restart Rigwright.",
        ).format(path=str(path)),
    )


def _refused(path: Path) -> ReadOnly:
    from rigwright.core.storage.database import READ_ONLY

    return ReadOnly(
        READ_ONLY,
        QT_TRANSLATE_NOOP(
            "db_health",
            "The system refused to write the database {path} (a read-only disk or share?), "
            "so nothing can be saved. Check that the disk and the folder {folder} can be written, "
            "then restart Rigwright.",
        ).format(path=str(path), folder=str(path.parent)),
    )


# ----------------------------------------------------------------------------- damaged
DAMAGE_SIGNS = ("not a database", "malformed", "database corruption", "disk image")
"""Words of SQLite's messages for a damaged file."""


NOT_SQLITE = "it is not an SQLite file"
"""Why a chosen file that is neither an SQLite file nor ours is refused
(:func:`ownership_problem`)."""

CHOOSE_ANOTHER = "; choose another --db path"
"""The advice after a refusal of a file the user chose (``--db``)."""


def ownership_problem(path: Path, *, default: bool = False) -> str | None:
    """Why the file at ``path`` is not a Rigwright database and must be left alone (English,
    one line: :data:`NOT_SQLITE`, "it holds other tables: notes"); None when it is ours (or
    does not exist, or is empty), so that a damaged file of ours is still recovered.

    Ours: the per-user default database (``default``) always; a chosen file when automatic backups
    of it exist (:func:`rigwright.core.storage.backups.list_backups`), or when it starts with
    SQLite's header (:data:`rigwright.core.storage.database.SQLITE_HEADER`) and its tables are not
    another program's (:func:`rigwright.core.storage.database.read_foreign_reason`; tables that
    cannot be read are damage, ours). A file that cannot be read at all is left to the open, which
    says why.
    """
    from rigwright.core.storage.database import SQLITE_HEADER, read_foreign_reason

    if default:
        return None
    try:
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except OSError:
        return None
    if not header or list_backups(path):
        return None
    if header != SQLITE_HEADER:
        return NOT_SQLITE
    try:
        connection = sqlite3.connect(read_only_uri(path), uri=True)
        try:
            return read_foreign_reason(connection)
        finally:
            connection.close()
    except sqlite3.Error:
        return None


EMPTY_FILE = "the file is empty"
"""The problem of a database file of 0 bytes beside automatic backups (:func:`database_problem`)."""


def database_problem(path: Path, *, immutable: bool = False) -> str | None:
    """Why the SQLite file at ``path`` is damaged, one line; None when it reads, does not
    exist, or cannot be read for a reason that is not damage.

    Damaged: SQLite's ``PRAGMA quick_check`` reports problems, SQLite's error says so
    (:data:`DAMAGE_SIGNS`: "file is not a database", "database disk image is malformed"),
    or the file is empty (0 bytes, :data:`EMPTY_FILE`) while automatic backups of it exist:
    SQLite would take an empty file for a new database, but Rigwright never leaves one
    behind, so it is what a crash or a sync tool left of the user's data. A file SQLite
    cannot read for another reason (a full disk, permissions, a lock: "disk I/O error",
    "unable to open", "database is locked") is not damaged: moving it aside would lose a
    good database; opening it then fails with that reason. ``immutable``: read it without
    creating ``-wal``/``-shm`` files (a folder that cannot be written).
    """
    if not path.is_file():
        return None
    try:
        empty = path.stat().st_size == 0
    except OSError:
        return None
    if empty:
        return EMPTY_FILE if list_backups(path) else None
    problem = integrity_problem(path, quick=True, immutable=immutable)
    if problem is None:
        return None
    if problem.startswith(CHECK_FAILED) or any(sign in problem.lower() for sign in DAMAGE_SIGNS):
        return problem.removeprefix(CHECK_FAILED)
    return None


@dataclass(frozen=True, slots=True)
class Recovery:
    """What was done with a damaged database.

    Attributes:
        database: the database's path.
        problem: what SQLite said was wrong (English, one line).
        moved: (from, to) of each file moved aside: the database, then its ``-wal`` and
            ``-shm`` when they existed.
        restored: the backup copied in its place, or None (a new database was started).
        quotes: how many quotes (numbers) the restored database holds (0 for a new one).
        skipped: backups passed over as damaged too, with why.
        error: why nothing could be restored although a backup exists (English), else "".
        number_floor: per year, the highest quote sequence the damaged file still shows
            above what was restored ({2026: 5}: new numbers continue at Q-2026-0006, so no
            number given before the damage is given twice); None when the damaged file's
            numbers cannot be read.
    """

    database: Path
    problem: str
    moved: tuple[tuple[Path, Path], ...]
    restored: Backup | None
    quotes: int = 0
    skipped: tuple[tuple[Backup, str], ...] = ()
    error: str = ""
    number_floor: dict[int, int] | None = field(default_factory=dict)

    @property
    def moved_to(self) -> Path:
        """Where the damaged database file now is."""
        return self.moved[0][1]

    def message(self) -> Text:
        """What happened, for the one message at start."""
        if self.restored is None:
            return QT_TRANSLATE_NOOP(
                "db_health",
                "The database {path} was damaged ({problem}). It was moved aside "
                "to {moved} (nothing was deleted). No automatic backup could be restored, so "
                "Rigwright started a new, empty database: the quote history and settings start "
                "empty. The catalog was rebuilt from the catalog files.",
            ).format(path=str(self.database), problem=self.problem, moved=str(self.moved_to))
        params = {
            "path": str(self.database),
            "problem": self.problem,
            "moved": str(self.moved_to),
            "quotes": self.quotes,
            "time": self.restored.taken_at.astimezone().strftime("%Y-%m-%d %H:%M"),
        }
        if self.number_floor is None:
            return QT_TRANSLATE_NOOP(
                "db_health",
                "The database {path} was damaged ({problem}). It was moved aside "
                "to {moved} (nothing was deleted). Your data was restored from the automatic "
                "backup of {time} (quotes in it: {quotes}); anything saved after that backup is "
                "only in the damaged file, and its quote numbers may be given again: check the "
                "numbers of quotes sent since then.",
            ).format(**params)
        if self.number_floor:
            from rigwright.core.storage.quote_store import quote_number

            return QT_TRANSLATE_NOOP(
                "db_health",
                "The database {path} was damaged ({problem}). It was moved aside "
                "to {moved} (nothing was deleted). Your data was restored from the automatic "
                "backup of {time} (quotes in it: {quotes}); anything saved after that backup is "
                "only in the damaged file. New quote numbers continue after {numbers}, the "
                "highest the damaged file shows, so no number is given twice.",
            ).format(
                numbers=", ".join(
                    quote_number(year, seq) for year, seq in sorted(self.number_floor.items())
                ),
                **params,
            )
        return QT_TRANSLATE_NOOP(
            "db_health",
            "The database {path} was damaged ({problem}). It was moved aside to "
            "{moved} (nothing was deleted). Your data was restored from the automatic backup "
            "of {time} (quotes in it: {quotes}); anything saved after that backup is only in "
            "the damaged file.",
        ).format(**params)

    def one_line(self) -> str:
        """:meth:`message` in English (the command line's note)."""
        return str(self.message())


def _stamp(now: datetime) -> str:
    return now.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def recover(path: Path, problem: str, *, now: datetime | None = None) -> Recovery:
    """Move the damaged database at ``path`` aside and restore the newest good backup.

    The ``-wal`` and ``-shm`` files go first (to ``<name>.damaged-<stamp>-wal``/``-shm``), then
    the database (to ``<name>.damaged-<stamp>``): nothing is deleted. Then the newest backup
    passing ``integrity_check`` is copied to ``path``; with none, ``path`` stays free and the
    normal open starts a new database.

    Raises:
        OSError: a file cannot be moved aside (nothing was restored then; the files not yet
            moved keep their names).
    """
    now = now or datetime.now(UTC)
    target = path.with_name(f"{path.name}.damaged-{_stamp(now)}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{_stamp(now)}-{n}")
    moved = []
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            destination = target.with_name(target.name + suffix)
            os.replace(side, destination)
            moved.append((side, destination))
    os.replace(path, target)
    moved.insert(0, (path, target))
    for _, kept in moved:  # it holds unit costs, like the live database
        tighten(kept, PRIVATE_FILE)
    log.info("damaged database %s (%s) moved to %s", path, problem, target)
    error = ""
    try:
        restored, skipped = restore_newest(path)
    except (OSError, sqlite3.Error) as exc:
        restored, skipped = None, []
        error = str(exc) or type(exc).__name__
        log.info("cannot restore a backup of %s: %s", path, error)
    quotes = _quote_count(path) if restored is not None else 0
    damaged = _highest_numbers(target)
    floor = None
    if damaged is not None:
        shown = (_highest_numbers(path) or {}) if restored is not None else {}
        floor = {year: seq for year, seq in damaged.items() if seq > shown.get(year, 0)}
    return Recovery(path, problem, tuple(moved), restored, quotes, tuple(skipped), error, floor)


def _highest_numbers(path: Path) -> dict[int, int] | None:
    """Per year, the highest quote sequence in the database at ``path`` (its ``-wal`` read
    too); None when it cannot be read (a damaged file often still can: only the pages read
    here matter)."""
    try:
        connection = sqlite3.connect(read_only_uri(path), uri=True)
        try:
            rows = connection.execute("SELECT year, MAX(seq) FROM quote GROUP BY year").fetchall()
        finally:
            connection.close()
    except sqlite3.Error:
        return None
    return {int(year): int(seq) for year, seq in rows if year is not None and seq is not None}


def _quote_count(path: Path) -> int:
    try:
        connection = sqlite3.connect(read_only_uri(path), uri=True)
        try:
            return int(
                connection.execute(
                    "SELECT COUNT(*) FROM (SELECT DISTINCT year, seq FROM quote)"
                ).fetchone()[0]
            )
        finally:
            connection.close()
    except sqlite3.Error:  # a backup from before quotes were stored
        return 0


# ----------------------------------------------------------------------------- start
@dataclass(frozen=True, slots=True)
class StartReport:
    """What :func:`open_at_start` found and did.

    Attributes:
        database: the database file.
        read_only: why it is open read-only (and how to fix it), or None.
        warning: why its place is risky (:func:`location_warning`), or None.
        recovery: what was done with a damaged file, or None.
        backup: the automatic backup's result, or None when none was attempted (read-only,
            or not asked for).
    """

    database: Path
    read_only: ReadOnly | None = None
    warning: Text | None = None
    recovery: Recovery | None = None
    backup: BackupResult | None = field(default=None)


def open_at_start(
    db_path: Path | str | None,
    catalog_name: str = "seed-2020",
    *,
    backup: bool = True,
    access: Access = os.access,
    mountinfo: str | None = None,
    data_root: Path | None = None,
    now: datetime | None = None,
) -> tuple[Catalog, StartReport]:
    """Open catalog ``catalog_name`` from the database at ``db_path`` as the app starts:
    recover a damaged file, fall back to read-only, warn about a risky place, back up.

    Args:
        db_path: the database (None: the per-user default).
        catalog_name: the catalog to open.
        backup: take the automatic backup (:func:`rigwright.core.storage.backups.take_backup`) once
            it opened writable (the window does; the command line does not).
        access: ``os.access``'s shape (tests play a read-only file or folder with it).
        mountinfo: ``/proc/self/mountinfo``'s text (default: read it).
        data_root: where catalog folders live (default ``data/``).
        now: the time of the damaged file's new name and the backup's (default now).

    Returns:
        (the catalog, the :class:`StartReport`).

    Raises:
        NotOursError: a chosen file (``db_path``) is not a Rigwright database
            (:func:`ownership_problem`); nothing was changed in it.
        StorageError: the database cannot be used even read-only (it is damaged and its
            folder cannot be written, ...); the message says why.
        CatalogError: the catalog is unknown or its files are invalid.
    """
    from rigwright.core.storage.database import (
        IMMUTABLE,
        DatabaseLockedError,
        ReadOnlyDatabaseError,
        StorageError,
        database_file,
        not_ours_error,
        open_catalog,
        set_read_only,
    )

    path = database_file(db_path)
    # Before anything touches it (side files, recovery): a mistyped --db never moves a file.
    default = db_path is None or os.path.realpath(path) == os.path.realpath(default_db_path())
    not_ours = ownership_problem(path, default=default)
    if not_ours is not None:
        raise not_ours_error(path, not_ours, CHOOSE_ANOTHER)
    warning = location_warning(path, mountinfo=mountinfo)
    repair_side_files(path)
    read_only = write_problem(path, access)
    recovery = None
    problem = database_problem(
        path, immutable=read_only is not None and read_only.mode == IMMUTABLE
    )
    if problem is not None:
        if read_only is not None:
            raise StorageError(
                f"the database {path} is damaged ({problem}) and cannot be moved aside: "
                f"{read_only.reason}"
            )
        try:
            recovery = recover(path, problem, now=now)
        except OSError as exc:
            raise StorageError(
                f"the database {path} is damaged ({problem}) and cannot be "
                f"moved aside: {exc.strerror or exc}"
            ) from None
    set_read_only(path, read_only.mode if read_only is not None else None)
    try:
        catalog = open_catalog(path, catalog_name, data_root)
    except DatabaseLockedError:
        read_only = _locked(path)
    except ReadOnlyDatabaseError:
        read_only = _refused(path)
    except StorageError as exc:
        if recovery is None:
            raise
        # Say what was done before the open failed (a full disk, ...): never a silent move.
        raise StorageError(f"{recovery.one_line()} Then: {exc}") from None
    else:
        if recovery is not None and recovery.number_floor:
            from rigwright.core.storage.database import write_user_setting
            from rigwright.core.storage.quote_store import QUOTE_NUMBER_FLOOR

            write_user_setting(
                path,
                QUOTE_NUMBER_FLOOR,
                {str(year): seq for year, seq in recovery.number_floor.items()},
            )
        report = StartReport(path, read_only, warning, recovery)
        if backup and read_only is None:
            result = take_backup(path, now=now)
            if result.backup is None:
                log.info("no automatic backup of %s: %s", path, result.reason)
            report = StartReport(path, None, warning, recovery, result)
        return catalog, report
    set_read_only(path, read_only.mode)
    catalog = open_catalog(path, catalog_name, data_root)
    return catalog, StartReport(path, read_only, warning, recovery)


__all__ = [
    "CLOUD_FOLDERS",
    "NETWORK_FS",
    "NOT_SQLITE",
    "ReadOnly",
    "Recovery",
    "StartReport",
    "database_problem",
    "location_warning",
    "mount_type",
    "open_at_start",
    "ownership_problem",
    "parse_mountinfo",
    "recover",
    "write_problem",
]
