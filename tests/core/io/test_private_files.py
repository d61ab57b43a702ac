"""The app's own data files (database, its -wal/-shm, backups, drafts) are private to the
user on a shared machine: created 0600 in 0700 folders, tightened when found broader; the
umask is read without changing it (rigwright.core.io.private_files, rigwright.core.io.files)."""

from __future__ import annotations

import logging
import os
import re
import stat
from pathlib import Path

import pytest

import rigwright.core.io.files
from rigwright.core.io.paths import default_db_path
from rigwright.core.storage import drafts
from rigwright.core.storage.backups import backup_folder, list_backups
from rigwright.core.storage.health import open_at_start
from rigwright.core.storage.quote_store import open_quote_db

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_new_database_its_side_files_and_backups_are_private():
    db = default_db_path()
    assert not db.parent.exists()
    open_at_start(None)  # the window's start: builds the database, takes a backup
    assert _mode(db.parent) == 0o700 and _mode(db) == 0o600
    (backup,) = list_backups(db)
    assert _mode(backup_folder(db)) == 0o700 and _mode(backup.path) == 0o600
    engine = open_quote_db(db)
    try:
        with engine.connect():  # SQLite makes its -wal/-shm with the database's bits
            sides = [db.with_name(db.name + s) for s in ("-wal", "-shm")]
            assert [_mode(p) for p in sides] == [0o600, 0o600]
    finally:
        engine.dispose()


def test_a_new_database_given_with_db_is_private(tmp_db):
    open_at_start(tmp_db, backup=False)
    assert _mode(tmp_db) == 0o600


def test_drafts_are_private_in_either_folder(tmp_db, seed_catalog):
    from rigwright.core.build.model import build_from_sku

    open_at_start(tmp_db, backup=False)
    build = build_from_sku(seed_catalog.skus[0], seed_catalog)
    for folder in (drafts.primary_folder(tmp_db), drafts.fallback_folder(tmp_db)):
        assert drafts._usable(folder)
        written = drafts.write_build_draft(folder, build, seed_catalog.name)
        drafts.begin_session(folder)
        assert _mode(folder) == 0o700
        assert {p.name: _mode(p) for p in folder.iterdir()} == {
            written.name: 0o600,
            drafts.SESSION_FILE: 0o600,
        }


def test_files_and_folders_found_broader_are_tightened_and_said(tmp_db, seed_catalog, caplog):
    from rigwright.core.build.model import build_from_sku

    caplog.set_level(logging.INFO)
    db = default_db_path()
    open_at_start(None)
    folder = drafts.drafts_folder(None)
    drafts.write_build_draft(
        folder, build_from_sku(seed_catalog.skus[0], seed_catalog), seed_catalog.name
    )
    (backup,) = list_backups(db)
    broad = [db.parent, backup_folder(db), folder]
    files = [db, backup.path, *folder.iterdir()]
    for path in broad:
        path.chmod(0o755)
    for path in files:
        path.chmod(0o644)
    open_at_start(None)  # the next start (a backup is not due: the folder is only looked at)
    drafts.drafts_folder(None)
    assert [_mode(p) for p in broad] == [0o700] * 3
    assert [_mode(p) for p in files] == [0o600] * len(files)
    said = [r.getMessage() for r in caplog.records if "tightened" in r.getMessage()]
    assert len(said) == len(broad) + len(files)


def test_a_read_only_file_found_broader_stays_read_only(tmp_path):
    from rigwright.core.io.private_files import PRIVATE_FILE, tighten

    path = tmp_path / "x"
    path.write_bytes(b"")
    path.chmod(0o444)
    tighten(path, PRIVATE_FILE)
    assert _mode(path) == 0o400  # bits are only ever dropped


def test_the_umask_is_read_without_setting_it(tmp_path, monkeypatch):
    expected = rigwright.core.io.files._umask()
    new = tmp_path / "probe"
    os.mkdir(new, 0o777)
    assert expected == 0o777 & ~_mode(new)

    def refused(*_):
        raise AssertionError("os.umask changes the process's umask for every thread")

    monkeypatch.setattr(os, "umask", refused)
    assert rigwright.core.io.files._umask() == expected  # /proc/self/status on Linux
    monkeypatch.setattr(
        rigwright.core.io.files,
        "open",
        lambda *a, **k: (_ for _ in ()).throw(OSError()),
        raising=False,
    )
    assert rigwright.core.io.files._umask() == expected  # the probe folder elsewhere


def test_nothing_in_the_app_sets_the_umask():
    root = Path(__file__).resolve().parents[3]
    calls = [
        f"{p.relative_to(root)}:{n}"
        for folder in ("core", "gui")
        for p in sorted((root / folder).rglob("*.py"))
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\bos\.umask\(|\bumask\(", line)
    ]
    assert calls == []


def test_a_file_not_made_yet_is_not_tightened_and_says_nothing(tmp_path, caplog):
    """A database's -wal/-shm do not exist before its first write: nothing to tighten, and
    nothing for the log (every new database used to log three 'No such file' lines)."""
    from rigwright.core.io.private_files import PRIVATE_FILE, tighten

    with caplog.at_level(logging.DEBUG, logger="rigwright.core.io.private_files"):
        tighten(tmp_path / "rigwright.sqlite3-wal", PRIVATE_FILE)
    assert caplog.records == []
