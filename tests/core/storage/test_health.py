"""Tests for core/storage/health.py: a damaged database moved aside and restored from the newest
good backup (or started anew), a read-only or locked one opened read-only (every write
refused, nothing changed), a network or cloud-sync place warned about."""

from __future__ import annotations

import datetime as dt
import os
import sqlite3
import stat
from pathlib import Path

import pytest

from rigwright.core.io.paths import default_db_path
from rigwright.core.quote.document import QuoteDocument
from rigwright.core.storage import database as storage
from rigwright.core.storage import engine as db_engine
from rigwright.core.storage.backups import backup_folder, list_backups, take_backup
from rigwright.core.storage.database import (
    IMMUTABLE,
    READ_ONLY,
    StorageError,
    read_only_mode,
    set_read_only,
)
from rigwright.core.storage.health import (
    database_problem,
    location_warning,
    mount_type,
    open_at_start,
    parse_mountinfo,
)
from rigwright.core.storage.quote_store import (
    QuoteStoreError,
    list_quotes,
    open_quote_db,
    save_quote,
)

T0 = dt.datetime(2026, 11, 30, 9, 0, tzinfo=dt.UTC)


@pytest.fixture(autouse=True)
def _writable_again():
    """Every database a test opened read-only is opened as usual again after it."""
    yield
    storage._read_only.clear()


@pytest.fixture
def own_db() -> Path:
    """The per-user default database's path (always ours, even with no backup of it): its
    folder created, the file not."""
    path = default_db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def _quote(company: str) -> QuoteDocument:
    return QuoteDocument.model_validate(
        {
            "customer": {"company": company},
            "date": dt.date(2026, 11, 30),
            "options": [
                {"items": [{"kind": "extra", "description": "install", "unit_price": "1000.00"}]}
            ],
        }
    )


def _save(path: Path, company: str) -> None:
    engine = open_quote_db(path)
    try:
        save_quote(engine, _quote(company), None)
    finally:
        engine.dispose()


def _companies(path: Path) -> list[str]:
    engine = open_quote_db(path)
    try:
        return sorted(q.customer for q in list_quotes(engine))
    finally:
        engine.dispose()


def _damage(path: Path, how: str) -> None:
    data = bytearray(path.read_bytes())
    if how == "header":  # "file is not a database"
        data[:16] = b"garbage garbage!"
    else:  # "database disk image is malformed": b-tree pages overwritten
        for page in range(2, 12):
            data[page * 4096 : page * 4096 + 64] = b"\xff" * 64
    path.write_bytes(data)


def _no_write(*denied: Path):
    """``os.access`` for a file or folder that cannot be written (root may write anything,
    so the tests play it; SQLite's own read-only modes are real)."""

    def access(name: str, mode: int) -> bool:
        if mode & os.W_OK and Path(name) in denied:
            return False
        return os.access(name, mode)

    return access


# ----------------------------------------------------------------------------- damaged
@pytest.mark.parametrize(
    ("how", "problem", "floor"),
    [
        ("header", "file is not a database", None),  # nothing of it reads
        ("pages", "database disk image is malformed", {2026: 2}),
    ],
)  # its quote table still reads
def test_a_damaged_database_is_moved_aside_and_the_latest_backup_restored(
    tmp_db, seed_catalog, how, problem, floor
):
    open_at_start(tmp_db, now=T0)  # the first start: a new database, its first backup
    _save(tmp_db, "Backed up")
    taken = take_backup(tmp_db, now=T0 + dt.timedelta(hours=13)).backup
    _save(tmp_db, "After the backup")
    _damage(tmp_db, how)
    damaged_bytes = tmp_db.read_bytes()

    catalog, report = open_at_start(tmp_db, now=T0 + dt.timedelta(days=1))

    recovery = report.recovery
    assert recovery is not None and recovery.problem == problem
    aside = tmp_db.with_name("rigwright.sqlite3.damaged-20261201T090000Z")
    assert recovery.moved_to == aside and aside.read_bytes() == damaged_bytes  # never deleted
    assert recovery.restored == taken and recovery.quotes == 1
    assert catalog == seed_catalog
    assert _companies(tmp_db) == ["Backed up"]
    assert report.read_only is None
    assert recovery.number_floor == floor
    numbers = (
        (", and its quote numbers may be given again: check the numbers of quotes sent since then.")
        if floor is None
        # the damaged file's numbers unread
        else (
            ". New quote numbers continue after Q-2026-0002, the highest the damaged file shows, "
            "so no number is given twice."
        )
    )
    assert str(recovery.message()) == (
        f"The database {tmp_db} was damaged ({problem}). It was moved aside to {aside} "
        f"(nothing was deleted). Your data was restored from the automatic backup of "
        f"{taken.taken_at.astimezone():%Y-%m-%d %H:%M} (quotes in it: 1); anything saved "
        f"after that backup is only in the damaged file{numbers}"
    )  # the laptop's time zone
    assert taken in list_backups(tmp_db)  # the backups are kept


def test_new_numbers_continue_after_the_highest_the_damaged_file_shows(
    tmp_db, seed_catalog, monkeypatch
):
    """A file damaged where the quote table still reads: the numbers given after the backup
    are not given again (a customer holds Q-…-0003 already)."""
    from rigwright.core.storage import health as db_health

    open_at_start(tmp_db, now=T0)
    _save(tmp_db, "Backed up")
    take_backup(tmp_db, now=T0 + dt.timedelta(hours=13))
    _save(tmp_db, "Sent after the backup")
    _save(tmp_db, "Sent later still")
    monkeypatch.setattr(
        db_health, "database_problem", lambda path, **_kw: "database disk image is malformed"
    )
    _catalog, report = open_at_start(tmp_db, now=T0 + dt.timedelta(days=1))
    recovery = report.recovery
    assert recovery.number_floor == {2026: 3} and _companies(tmp_db) == ["Backed up"]
    assert str(recovery.message()).endswith(
        "only in the damaged file. New quote numbers continue after Q-2026-0003, the highest "
        "the damaged file shows, so no number is given twice."
    )
    monkeypatch.undo()
    engine = open_quote_db(tmp_db)
    try:
        assert save_quote(engine, _quote("Next"), None).number == "Q-2026-0004"
    finally:
        engine.dispose()


def test_an_empty_file_beside_backups_is_damaged_and_restored(tmp_db, seed_catalog):
    """A crash or a sync tool left 0 bytes: SQLite would start an empty history on it (and
    give Q-…-0001 again); the backup is restored instead."""
    open_at_start(tmp_db, now=T0)
    _save(tmp_db, "Backed up")
    take_backup(tmp_db, now=T0 + dt.timedelta(hours=13))
    tmp_db.write_bytes(b"")
    assert database_problem(tmp_db) == "the file is empty"
    _catalog, report = open_at_start(tmp_db, now=T0 + dt.timedelta(days=1))
    assert report.recovery.problem == "the file is empty" and report.recovery.quotes == 1
    assert _companies(tmp_db) == ["Backed up"]


def test_an_empty_file_without_backups_is_a_new_database(tmp_db, seed_catalog):
    tmp_db.write_bytes(b"")
    assert database_problem(tmp_db) is None
    _catalog, report = open_at_start(tmp_db, now=T0, backup=False)
    assert report.recovery is None and _companies(tmp_db) == []


@pytest.mark.parametrize(
    "error",
    [
        "disk I/O error",
        "database or disk is full",
        "unable to open database file",
        "database is locked",
    ],
)
def test_an_error_reading_the_file_is_not_damage(tmp_db, monkeypatch, error):
    """A full disk (SQLite cannot make its -shm), a lock or permissions: the file is fine and
    must not be moved aside (the tester's full disk at start lost the history that way)."""
    from rigwright.core.storage import health as db_health

    open_at_start(tmp_db, now=T0, backup=False)
    monkeypatch.setattr(db_health, "integrity_problem", lambda *_a, **_kw: error)
    assert database_problem(tmp_db) is None


def test_the_wal_and_shm_files_go_aside_with_the_database(own_db):
    open_at_start(own_db, backup=False)
    keep = sqlite3.connect(own_db)  # holds the -wal and -shm files open
    keep.execute("PRAGMA wal_autocheckpoint=0")
    keep.execute("INSERT INTO user_setting VALUES ('k', '1', '2026-11-30')")
    keep.commit()
    wal = own_db.with_name(own_db.name + "-wal").read_bytes()
    _damage(own_db, "header")
    _, report = open_at_start(own_db, now=T0, backup=False)
    keep.close()
    stem = "rigwright.sqlite3.damaged-20261130T090000Z"
    moved = {a.name: b.name for a, b in report.recovery.moved}
    assert moved == {
        "rigwright.sqlite3": stem,
        "rigwright.sqlite3-wal": f"{stem}-wal",
        "rigwright.sqlite3-shm": f"{stem}-shm",
    }
    assert own_db.with_name(f"{stem}-wal").read_bytes()[: len(wal)] == wal


def test_without_a_backup_a_new_database_is_started(own_db, seed_catalog):
    own_db.write_bytes(b"this is not a database" * 100)
    catalog, report = open_at_start(own_db, now=T0, backup=False)
    recovery = report.recovery
    assert recovery.restored is None and recovery.quotes == 0
    assert catalog == seed_catalog and _companies(own_db) == []
    assert own_db.with_name("rigwright.sqlite3.damaged-20261130T090000Z").read_bytes() == (
        b"this is not a database" * 100
    )
    assert (
        "No automatic backup could be restored, so Rigwright started a new, empty "
        "database" in str(recovery.message())
    )


def test_damaged_backups_are_passed_over(tmp_db):
    open_at_start(tmp_db, now=T0)
    _save(tmp_db, "Old")
    bad = take_backup(tmp_db, now=T0 + dt.timedelta(days=1)).backup
    _damage(bad.path, "header")
    _damage(tmp_db, "header")
    _, report = open_at_start(tmp_db, now=T0 + dt.timedelta(days=2), backup=False)
    assert report.recovery.restored.taken_at == T0  # the first start's backup
    assert [b.path for b, _ in report.recovery.skipped] == [bad.path]
    assert _companies(tmp_db) == []  # the first start's backup held no quote yet


def test_a_damaged_database_in_a_folder_that_cannot_be_written_is_left_as_it_is(own_db):
    own_db.write_bytes(b"junk" * 1000)
    with pytest.raises(
        StorageError,
        match=r"is damaged \(file is not a database\) and cannot "
        r"be moved aside: The folder .* cannot be written",
    ):
        open_at_start(own_db, access=_no_write(own_db.parent))
    assert sorted(p.name for p in own_db.parent.iterdir()) == ["rigwright.sqlite3"]


def test_a_healthy_database_is_not_called_damaged(tmp_db):
    assert database_problem(tmp_db) is None  # missing: a new one is made
    open_at_start(tmp_db, backup=False)
    assert database_problem(tmp_db) is None
    tmp_db.write_bytes(b"")  # an empty file is an empty database
    assert database_problem(tmp_db) is None


# ----------------------------------------------------------------------------- backups at start
def test_a_start_takes_a_backup_at_most_every_12_hours(tmp_db):
    _, first = open_at_start(tmp_db, now=T0)
    assert first.backup.backup is not None
    _, second = open_at_start(tmp_db, now=T0 + dt.timedelta(hours=2))
    assert second.backup.backup is None and "less than 12 h old" in second.backup.reason
    _, third = open_at_start(tmp_db, now=T0 + dt.timedelta(hours=13))
    assert third.backup.backup is not None
    assert len(list_backups(tmp_db)) == 2


def test_a_failed_backup_does_not_stop_the_start(tmp_db, seed_catalog):
    open_at_start(tmp_db, backup=False)
    backup_folder(tmp_db).write_text("a file where the folder should be")
    catalog, report = open_at_start(tmp_db, now=T0)
    assert catalog == seed_catalog and report.backup.backup is None
    assert "cannot back up to" in report.backup.reason


# ----------------------------------------------------------------------------- read-only
@pytest.mark.parametrize(("denied", "mode"), [("file", READ_ONLY), ("folder", IMMUTABLE)])
def test_a_database_that_cannot_be_written_opens_read_only(tmp_db, seed_catalog, denied, mode):
    open_at_start(tmp_db, backup=False)
    _save(tmp_db, "Saved before")
    before = sorted(p.name for p in tmp_db.parent.iterdir())
    target = tmp_db if denied == "file" else tmp_db.parent

    catalog, report = open_at_start(tmp_db, access=_no_write(target), now=T0)

    assert catalog == seed_catalog
    assert report.read_only.mode == mode == read_only_mode(tmp_db)
    assert report.backup is None  # nothing is written, not even a backup
    reason = str(report.read_only.reason)
    if denied == "file":
        assert reason.startswith(f"The database file {tmp_db} is read-only")
    else:
        assert reason.startswith(f"The folder {tmp_db.parent} cannot be written")
        assert f"Check the permissions of {tmp_db.parent}" in reason
    engine = open_quote_db(tmp_db)
    try:
        assert [q.customer for q in list_quotes(engine)] == ["Saved before"]  # reads work
        with pytest.raises(QuoteStoreError, match="cannot save the quote for New: .*read-only"):
            save_quote(engine, _quote("New"), None)
    finally:
        engine.dispose()
    assert storage.write_user_setting(tmp_db, "site.circuit", "220V/16A") is False
    assert storage.read_user_setting(tmp_db, "site.circuit") is None
    if mode == IMMUTABLE:  # no -wal or -shm made in the folder that cannot be written
        assert sorted(p.name for p in tmp_db.parent.iterdir()) == before
    set_read_only(tmp_db, None)
    assert _companies(tmp_db) == ["Saved before"]  # unchanged


def test_a_new_database_in_a_folder_that_cannot_be_written(tmp_db, seed_catalog):
    catalog, report = open_at_start(tmp_db, access=_no_write(tmp_db.parent))
    assert catalog == seed_catalog and report.read_only.mode == IMMUTABLE
    assert not tmp_db.exists()
    with pytest.raises(
        StorageError, match="does not exist and cannot be created: it is open read-only"
    ):
        open_quote_db(tmp_db)


def test_a_database_locked_by_another_program_opens_read_only(tmp_db, seed_catalog, monkeypatch):
    open_at_start(tmp_db, backup=False)
    _save(tmp_db, "Saved before")
    monkeypatch.setattr(db_engine, "BUSY_TIMEOUT_S", 0.2)
    other = sqlite3.connect(tmp_db, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the write lock
    try:
        catalog, report = open_at_start(tmp_db, now=T0)
        assert catalog == seed_catalog and report.read_only.mode == READ_ONLY
        assert str(report.read_only.reason).startswith(
            f"Another program is using the database {tmp_db}, so nothing can be saved. Close "
            f"the other program"
        )
        assert _companies(tmp_db) == ["Saved before"]
    finally:
        other.execute("ROLLBACK")
        other.close()


def _modes(folder: Path) -> dict[str, int]:
    return {p.name: stat.S_IMODE(p.stat().st_mode) for p in folder.iterdir() if p.is_file()}


def _read_only_then_fixed(folder: Path) -> dict:
    """The window's open (open_at_start, then a save) on a database made read-only by its
    permissions, then writable again as the message advises."""
    db = folder / "rigwright.sqlite3"
    open_at_start(db, backup=False)
    _save(db, "Saved before")
    db.chmod(0o444)
    _, report = open_at_start(db)
    seen = {
        "mode": report.read_only and report.read_only.mode,
        "reason": str(report.read_only and report.read_only.reason),
    }
    try:
        _save(db, "Refused")
    except QuoteStoreError as exc:
        seen["refused"] = str(exc)
    seen["left"] = _modes(folder)
    db.chmod(0o644)
    _, report = open_at_start(db, backup=False)
    seen["after_fix"] = report.read_only and str(report.read_only.reason)
    _save(db, "Saved after")
    seen["companies"] = _companies(db)
    return seen


def test_a_read_only_file_is_found_by_its_permissions_and_fixing_them_is_enough(unprivileged):
    seen = unprivileged(_read_only_then_fixed)
    assert seen["mode"] == READ_ONLY and "is read-only, so nothing can be saved" in seen["reason"]
    assert "opened read-only" in seen["refused"]
    assert seen["left"] == {"rigwright.sqlite3": 0o444}  # no -wal/-shm made by the read
    assert seen["after_fix"] is None
    assert seen["companies"] == ["Saved after", "Saved before"]


def _quote_cli_read_only_then_fixed(folder: Path) -> dict:
    """``rigwright quote`` on a database made read-only by its permissions, then again once
    they are fixed as the message advises."""
    import io

    from rigwright.core.cli import main as cli

    db = folder / "rigwright.sqlite3"

    def quote() -> tuple[int, str]:
        out, err = io.StringIO(), io.StringIO()
        code = cli.main(
            [
                "--db",
                str(db),
                "quote",
                "--sku",
                "1.7",
                "--customer",
                "A",
                "--out",
                str(folder / "q.pdf"),
            ],
            out=out,
            err=err,
            render_quote=lambda *a: None,
        )
        return code, err.getvalue()

    first = quote()
    db.chmod(0o444)
    refused = quote()
    left = _modes(folder)
    db.chmod(0o644)
    return {"first": first, "refused": refused, "left": left, "fixed": quote()}


def test_a_quote_on_a_read_only_database_leaves_nothing_that_keeps_it_read_only(unprivileged):
    seen = unprivileged(_quote_cli_read_only_then_fixed)
    assert seen["first"] == (0, "")
    code, err = seen["refused"]
    assert code == 1 and "is read-only, so nothing can be saved" in err
    assert seen["left"] == {"rigwright.sqlite3": 0o444}
    assert seen["fixed"] == (0, "")


def _old_side_files(folder: Path) -> dict:
    """A read-only run of an older version left 0444 -wal/-shm (SQLite made them with the
    file's bits); the permissions were then fixed."""
    db = folder / "rigwright.sqlite3"
    open_at_start(db, backup=False)
    db.chmod(0o444)
    old = sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True)
    old.execute("SELECT count(*) FROM quote").fetchall()
    old.close()
    left = _modes(folder)
    db.chmod(0o644)
    _, report = open_at_start(db, backup=False)
    _save(db, "Saved")
    return {
        "left": left,
        "read_only": report.read_only,
        "companies": _companies(db),
        "now": _modes(folder),
    }


def test_side_files_left_read_only_by_an_older_version_are_repaired(unprivileged):
    seen = unprivileged(_old_side_files)
    assert seen["left"] == dict.fromkeys(
        ("rigwright.sqlite3", "rigwright.sqlite3-shm", "rigwright.sqlite3-wal"), 0o444
    )
    assert seen["read_only"] is None and seen["companies"] == ["Saved"]
    assert all(mode == 0o644 for mode in seen["now"].values())


def _foreign_side_file(folder: Path) -> None:
    """As root: a database of the folder's user, beside it a -shm of another user (root)."""
    db = folder / "rigwright.sqlite3"
    open_at_start(db, backup=False)
    shm = db.with_name(db.name + "-shm")
    shm.write_bytes(b"")
    shm.chmod(0o644)
    for path in (folder, db):
        os.chown(path, os.stat(folder).st_uid, os.stat(folder).st_gid)


def _open_with_foreign_side_file(folder: Path) -> str | None:
    _, report = open_at_start(folder / "rigwright.sqlite3", backup=False)
    return report.read_only and str(report.read_only.reason)


def test_a_side_file_that_blocks_writing_is_named(tmp_db, unprivileged):
    if os.name == "posix" and os.geteuid() == 0:
        reason = unprivileged(_open_with_foreign_side_file, prepare=_foreign_side_file)
        shm = "rigwright.sqlite3-shm"
    else:  # another user's file cannot be made: the permission check is played
        open_at_start(tmp_db, backup=False)
        side = tmp_db.with_name(tmp_db.name + "-shm")
        side.write_bytes(b"")
        _, report = open_at_start(tmp_db, backup=False, access=_no_write(side))
        reason, shm = str(report.read_only.reason), side.name
    assert reason is not None and f"{shm} beside the database cannot be written" in reason


# ----------------------------------------------------------------------------- location
MOUNTS = """\
22 27 0:21 / /proc rw,relatime - proc proc rw
27 1 259:2 / / rw,relatime - ext4 /dev/nvme0n1p2 rw
40 27 0:50 / /mnt/nfs rw,relatime - nfs4 server:/export rw,vers=4.2
41 40 259:3 / /mnt/nfs/local rw,relatime - ext4 /dev/sdb1 rw
42 27 0:51 / /mnt/team\\040share rw,relatime - cifs //nas/team rw
43 27 0:52 / /home/u/remote rw,relatime shared:5 - fuse.sshfs u@host:/srv rw
44 27 0:53 / /mnt/host rw,relatime - 9p hostshare rw
45 27 0:54 / /mnt/smb rw,relatime - smb3 //nas/x rw
bad line
"""

LOCATIONS = [
    # (path, platform, expected words or None)
    ("/home/u/.local/share/Rigwright/rigwright.sqlite3", "linux", None),
    ("/mnt/nfs/rigwright.sqlite3", "linux", "network file system (nfs4 at /mnt/nfs)"),
    ("/mnt/nfs/local/rigwright.sqlite3", "linux", None),  # the longest mount point wins
    ("/mnt/team share/q/rigwright.sqlite3", "linux", "(cifs at /mnt/team share)"),
    ("/home/u/remote/rigwright.sqlite3", "linux", "(fuse.sshfs at /home/u/remote)"),
    ("/mnt/host/rigwright.sqlite3", "linux", "(9p at /mnt/host)"),
    ("/mnt/smb/rigwright.sqlite3", "linux", "(smb3 at /mnt/smb)"),
    ("/mnt/nfsx/rigwright.sqlite3", "linux", None),  # a prefix of a name is not a mount
    ("\\\\server\\share\\rigwright.sqlite3", "win32", "network share (\\\\server\\share\\)"),
    ("\\\\?\\UNC\\server\\share\\rigwright.sqlite3", "win32", "network share"),
    ("//server/share/rigwright.sqlite3", "win32", "network share"),
    ("\\\\?\\C:\\Users\\u\\rigwright.sqlite3", "win32", None),
    ("C:\\Users\\u\\AppData\\Local\\Rigwright\\rigwright.sqlite3", "win32", None),
    ("C:\\Users\\u\\OneDrive - ACME\\rigwright.sqlite3", "win32", "that OneDrive synchronises"),
    ("C:\\Users\\u\\OneDrive\\Documents\\rigwright.sqlite3", "win32", "OneDrive"),
    ("/home/u/Dropbox/work/rigwright.sqlite3", "linux", "that Dropbox synchronises"),
    ("/home/u/Dropboxes/rigwright.sqlite3", "linux", None),
    (
        "/Users/u/Library/Mobile Documents/com~apple~CloudDocs/rigwright.sqlite3",
        "darwin",
        "that iCloud Drive synchronises",
    ),
    (
        "/Users/u/Library/CloudStorage/GoogleDrive-u@x.com/My Drive/rigwright.sqlite3",
        "darwin",
        "that Google Drive synchronises",
    ),
    ("G:\\My Drive\\rigwright.sqlite3", "win32", "Google Drive"),
    ("D:\\Nutstore Files\\rigwright.sqlite3", "win32", "Nutstore (坚果云)"),
    ("/Users/u/我的坚果云/rigwright.sqlite3", "darwin", "Nutstore (坚果云)"),
    ("D:\\BaiduNetdisk\\rigwright.sqlite3", "win32", "Baidu Netdisk (百度网盘)"),
    ("/Users/u/百度网盘/rigwright.sqlite3", "darwin", "Baidu Netdisk (百度网盘)"),
    ("/home/u/boxes/rigwright.sqlite3", "linux", None),
    ("/Volumes/share/rigwright.sqlite3", "darwin", None),  # cannot be told from the path
]


@pytest.mark.parametrize(("path", "platform", "words"), LOCATIONS)
def test_location_warning(path, platform, words):
    warning = location_warning(path, mountinfo=MOUNTS, platform=platform)
    if words is None:
        assert warning is None
    else:
        assert warning is not None and words in str(warning)
        assert "Keep it on a local disk" in str(warning) and "--db" in str(warning)


def test_mountinfo_is_read_as_the_kernel_writes_it():
    mounts = parse_mountinfo(MOUNTS)
    assert ("/mnt/team share", "cifs") in mounts and ("/home/u/remote", "fuse.sshfs") in mounts
    assert len(mounts) == 8  # the bad line is skipped
    from pathlib import PurePosixPath

    assert mount_type(PurePosixPath("/mnt/nfs/local/x"), mounts) == ("/mnt/nfs/local", "ext4")
    assert mount_type(PurePosixPath("/srv/x"), mounts) == ("/", "ext4")


def test_a_start_in_a_risky_place_warns_and_still_opens(tmp_db, seed_catalog):
    mounts = f"27 1 0:40 / {tmp_db.parent} rw - nfs server:/x rw\n"
    catalog, report = open_at_start(tmp_db, mountinfo=mounts, backup=False)
    assert catalog == seed_catalog and report.read_only is None
    assert f"network file system (nfs at {tmp_db.parent})" in str(report.warning)


# ----------------------------------------------------------------------------- not ours
EXAMPLE_QUOTE = Path(__file__).resolve().parents[3] / "docs" / "quote-example-en.json"


def _snapshot(folder: Path) -> dict[str, tuple[bytes, int, int]]:
    """Every file in ``folder``: (bytes, mode, mtime in ns)."""
    return {
        p.name: (p.read_bytes(), stat.S_IMODE(p.stat().st_mode), p.stat().st_mtime_ns)
        for p in sorted(folder.iterdir())
    }


def _not_ours(folder: Path, kind: str) -> Path:
    """A file in ``folder`` a mistyped ``--db`` may name: a quote file (JSON), a PDF, or
    another program's SQLite database; ``0644`` with an old mtime."""
    if kind == "json":
        path = folder / "myquote.json"
        path.write_bytes(EXAMPLE_QUOTE.read_bytes())
    elif kind == "pdf":
        path = folder / "quote.pdf"
        path.write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 8)
    else:
        path = folder / "notes.db"
        connection = sqlite3.connect(path)
        connection.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
        connection.execute("INSERT INTO notes VALUES (1, 'unit cost 1234')")
        connection.commit()
        connection.close()
    os.chmod(path, 0o644)
    os.utime(path, ns=(1_600_000_000_000_000_000, 1_600_000_000_000_000_000))
    return path


REASONS = {
    "json": "it is not an SQLite file",
    "pdf": "it is not an SQLite file",
    "sqlite": "it holds other tables: notes",
}


@pytest.mark.parametrize("kind", ["json", "pdf", "sqlite"])
def test_a_db_file_that_is_not_ours_is_refused_and_left_as_it_was(tmp_path, kind):
    path = _not_ours(tmp_path, kind)
    before = _snapshot(tmp_path)
    with pytest.raises(storage.NotOursError) as raised:
        open_at_start(path, now=T0)  # as the window opens it: with the automatic backup
    assert str(raised.value) == (
        f"{path} is not a Rigwright database ({REASONS[kind]}); "
        f"nothing was changed in it; choose another --db path"
    )
    assert _snapshot(tmp_path) == before  # no file moved, made or changed beside it
    assert not backup_folder(path).exists()


@pytest.mark.parametrize("kind", ["json", "sqlite"])
@pytest.mark.parametrize("command", [["skus"], ["gpus", "--json"], ["quote", "--from", "QUOTE"]])
def test_the_command_line_refuses_a_db_file_that_is_not_ours_with_exit_2(
    tmp_path, run_cli, kind, command
):
    folder = tmp_path / "work"
    folder.mkdir()
    path = _not_ours(folder, kind)
    before = _snapshot(folder)
    argv = [str(EXAMPLE_QUOTE) if a == "QUOTE" else a for a in command]
    code, out, err = (
        run_cli("--db", str(path), *argv, "--out", str(tmp_path / "q.pdf"))
        if command[0] == "quote"
        else run_cli("--db", str(path), *argv)
    )
    assert (code, out) == (2, "")
    assert err == (
        f"rigwright: error: {path} is not a Rigwright database ({REASONS[kind]}); "
        f"nothing was changed in it; choose another --db path\n"
    )
    assert _snapshot(folder) == before and not (tmp_path / "q.pdf").exists()


def test_another_programs_database_is_never_written_by_any_open(tmp_path):
    path = _not_ours(tmp_path, "sqlite")
    before = _snapshot(tmp_path)
    # The window reads its theme from the database before anything else.
    assert storage.read_user_setting(path, "theme", "system") == "system"
    assert storage.write_user_setting(path, "theme", "dark") is False
    assert _snapshot(tmp_path) == before  # setting WAL used to rewrite its header
    with pytest.raises(storage.NotOursError, match="it holds other tables: notes"):
        storage.open_catalog(path)
    with pytest.raises(storage.NotOursError):
        open_quote_db(path)
    assert _snapshot(tmp_path) == before


def test_a_db_file_of_ours_is_still_recovered(tmp_db):
    """Damage behind SQLite's header, or any damage with automatic backups of the file:
    ours, moved aside and restored, never refused."""
    _save(tmp_db, "Kept Co")
    _damage(tmp_db, "pages")  # no backup yet: the header says it is SQLite
    _, report = open_at_start(tmp_db, now=T0)
    assert report.recovery is not None and report.recovery.restored is None
    _save(tmp_db, "Backed Up Co")
    take_backup(tmp_db, now=T0 + dt.timedelta(days=1))
    tmp_db.write_bytes(EXAMPLE_QUOTE.read_bytes())  # a sync tool wrote over it
    _, report = open_at_start(tmp_db, now=T0 + dt.timedelta(days=1), backup=False)
    assert report.recovery.restored is not None
    assert _companies(tmp_db) == ["Backed Up Co"]
    assert report.recovery.moved_to.read_bytes() == EXAMPLE_QUOTE.read_bytes()


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_files_moved_aside_are_private(own_db):
    open_at_start(own_db, backup=False)
    keep = sqlite3.connect(own_db)  # holds the -wal and -shm files open
    keep.execute("INSERT INTO user_setting VALUES ('k', '1', '2026-11-30')")
    keep.commit()
    for path in (own_db, *(own_db.with_name(own_db.name + s) for s in ("-wal", "-shm"))):
        os.chmod(path, 0o644)  # as an older version made them
    _damage(own_db, "header")
    _, report = open_at_start(own_db, now=T0, backup=False)
    keep.close()
    assert len(report.recovery.moved) == 3
    assert {b.name: stat.S_IMODE(b.stat().st_mode) for _, b in report.recovery.moved} == {
        b.name: 0o600 for _, b in report.recovery.moved
    }
