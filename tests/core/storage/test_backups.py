"""Tests for core/storage/backups.py: automatic rotated backups through SQLite's backup API, checked
before older ones are dropped; a failed backup never raises; the newest good one restored."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

import pytest

from rigwright.core.quote.document import QuoteDocument
from rigwright.core.storage import backups
from rigwright.core.storage.backups import (
    BACKUP_EVERY,
    backup_folder,
    integrity_problem,
    list_backups,
    restore_newest,
    take_backup,
)
from rigwright.core.storage.quote_store import list_quotes, open_quote_db, save_quote

T0 = dt.datetime(2026, 11, 30, 9, 0, tzinfo=dt.UTC)


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


@pytest.fixture
def db(tmp_db: Path) -> Path:
    """A database holding one saved quote ("First")."""
    engine = open_quote_db(tmp_db)
    try:
        save_quote(engine, _quote("First"), None)
    finally:
        engine.dispose()
    return tmp_db


def _companies(path: Path) -> list[str]:
    engine = open_quote_db(path)
    try:
        return sorted(q.customer for q in list_quotes(engine))
    finally:
        engine.dispose()


def test_a_backup_is_a_checked_single_file_copy_named_by_its_utc_time(db):
    result = take_backup(db, now=T0)
    assert result.reason == "" and result.backup is not None
    copy = result.backup.path
    assert copy.parent == db.parent / "backups" == backup_folder(db)
    assert copy.name == "rigwright-20261130T090000.000000Z.sqlite3"
    assert result.backup.taken_at == T0
    assert sorted(p.name for p in copy.parent.iterdir()) == [copy.name]  # no -wal, no .partial
    assert integrity_problem(copy) is None
    assert sqlite3.connect(copy).execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert _companies(copy) == ["First"]
    assert list_backups(db) == [result.backup]


def test_at_most_one_backup_per_period_unless_forced(db):
    assert take_backup(db, now=T0).backup is not None
    soon = take_backup(db, now=T0 + BACKUP_EVERY - dt.timedelta(minutes=1))
    assert soon.backup is None
    assert soon.reason == "the newest backup, from 2026-11-30 09:00 UTC, is less than 12 h old"
    assert take_backup(db, now=T0 + dt.timedelta(hours=1), force=True).backup is not None
    assert take_backup(db, now=T0 + BACKUP_EVERY + dt.timedelta(hours=1)).backup is not None
    assert len(list_backups(db)) == 3


def test_only_the_newest_are_kept(db):
    for day in range(5):
        result = take_backup(db, now=T0 + dt.timedelta(days=day), keep=3)
        assert result.backup is not None
    assert [b.taken_at for b in list_backups(db)] == [T0 + dt.timedelta(days=d) for d in (4, 3, 2)]
    assert len(list(backup_folder(db).iterdir())) == 3


def test_a_copy_failing_its_check_drops_nothing(db, monkeypatch):
    for day in range(2):
        take_backup(db, now=T0 + dt.timedelta(days=day), keep=2)
    before = sorted(backup_folder(db).iterdir())
    real = backups.integrity_problem
    monkeypatch.setattr(
        backups,
        "integrity_problem",
        lambda path, **kw: (
            "*** in database main *** Page 3 is never used"
            if path.name.endswith(".partial")
            else real(path, **kw)
        ),
    )
    result = take_backup(db, now=T0 + dt.timedelta(days=5), keep=2)
    assert result.backup is None
    assert "failed its integrity check (*** in database main *** Page 3" in result.reason
    assert sorted(backup_folder(db).iterdir()) == before  # the old ones kept, no .partial


@pytest.mark.parametrize("failure", ["disk full", "folder is a file"])
def test_a_backup_that_cannot_be_written_never_raises(db, monkeypatch, failure):
    if failure == "disk full":
        take_backup(db, now=T0)

        def full(source, target):
            Path(target).write_bytes(b"half")
            raise sqlite3.OperationalError("database or disk is full")

        monkeypatch.setattr(backups, "copy_database", full)
        expected = "database or disk is full"
    else:  # runs as root too: mkdir cannot make a folder where a file is
        backup_folder(db).write_text("not a folder")
        expected = "cannot back up to"
    result = take_backup(db, now=T0 + dt.timedelta(days=1))
    assert result.backup is None and expected in result.reason
    if failure == "disk full":
        assert [p.name for p in backup_folder(db).iterdir()] == [
            "rigwright-20261130T090000.000000Z.sqlite3"
        ]  # no .partial left behind


def test_no_database_no_backup(tmp_db):
    result = take_backup(tmp_db)
    assert result.backup is None and "there is no database" in result.reason
    assert not backup_folder(tmp_db).exists()


def test_keep_must_be_positive(db):
    with pytest.raises(ValueError, match="keep must be at least 1"):
        take_backup(db, keep=0)


def test_the_newest_good_backup_is_restored(db, tmp_path):
    good = take_backup(db, now=T0).backup
    engine = open_quote_db(db)
    save_quote(engine, _quote("Second"), None)
    engine.dispose()
    newest = take_backup(db, now=T0 + dt.timedelta(days=1)).backup
    newest.path.write_bytes(b"garbage" * 100)  # the newest backup is damaged too
    db.rename(tmp_path / "aside.sqlite3")  # the database is gone (moved aside)
    restored, skipped = restore_newest(db)
    assert restored == good
    assert [(b.path, why) for b, why in skipped] == [(newest.path, "file is not a database")]
    assert _companies(db) == ["First"]
    assert not db.with_name(db.name + ".restoring").exists()


def test_nothing_to_restore(tmp_db):
    assert restore_newest(tmp_db) == (None, [])
    assert not tmp_db.exists()


def test_names_that_are_not_backups_are_ignored(db):
    folder = backup_folder(db)
    folder.mkdir()
    for name in (
        "notes.txt",
        "rigwright-2026.sqlite3",
        "other-20261130T090000.000000Z.sqlite3",
        "rigwright-20261130T090000.000000Z.sqlite3.partial",
    ):
        (folder / name).write_text("x")
    assert list_backups(db) == []
