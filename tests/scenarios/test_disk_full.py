"""A full disk while a quote is saved: a clear message naming the folder, and the quote history
exactly as it was before the save (docs/reliability.md, "disk full ... previous version intact").

The full disk is injected two ways: SQLite's ``max_page_count`` (the database may not grow:
SQLite then fails a write with SQLITE_FULL, the code a full disk gives), on every machine;
and a real 1 MiB tmpfs filled to the brim, where this process may mount one (root in CI).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest
from sqlalchemy import event

from rigwright.core.quote.document import QuoteDocument, VendorProfile
from rigwright.core.storage.errors import SQLITE_FULL, database_error_text, sqlite_code
from rigwright.core.storage.quote_store import (
    QuoteStoreError,
    load_quote,
    open_quote_db,
    save_quote,
)
from rigwright.core.storage.vendor_profiles import load_vendor_profile, save_vendor_profile


def _doc(notes: str = "", company: str = "北京示例科技有限公司") -> QuoteDocument:
    return QuoteDocument.model_validate(
        {
            "customer": {"company": company, "contact": "王工"},
            "date": dt.date(2026, 3, 1),
            "notes": notes,
            "options": [
                {
                    "items": [
                        {"kind": "extra", "description": "上门安装调试", "unit_price": "1000.00"}
                    ]
                }
            ],
        }
    )


def _noise_png(size: int = 60_000) -> bytes:
    """A PNG header (2 × 2 pixels) followed by ``size`` random bytes: a logo too big for
    the pages left."""
    return (
        b"\x89PNG\r\n\x1a\n"
        + (13).to_bytes(4)
        + b"IHDR"
        + (2).to_bytes(4)
        + (2).to_bytes(4)
        + os.urandom(size)
    )


def _page_count(path: Path) -> int:
    con = sqlite3.connect(path)
    try:
        return con.execute("PRAGMA page_count").fetchone()[0]
    finally:
        con.close()


def _check(path: Path) -> str:
    con = sqlite3.connect(path)
    try:
        return con.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        con.close()


def _limit_growth(engine, pages: int) -> None:
    """From now on, every connection of ``engine`` may not grow the file past ``pages``."""

    @event.listens_for(engine, "connect")
    def _full(dbapi_connection, _record) -> None:
        dbapi_connection.execute(f"PRAGMA max_page_count={pages}")

    engine.dispose()  # the pooled connections were made before the limit


def test_a_full_database_refuses_the_save_and_keeps_the_previous_version(tmp_db):
    engine = open_quote_db(tmp_db)
    try:
        saved = save_quote(engine, _doc("first version"), None)
        _limit_growth(engine, _page_count(tmp_db))
        big = "很长的备注。" * 666  # ~4,000 characters, ~24 kB stored: pages the file may not get
        with pytest.raises(QuoteStoreError) as caught:
            save_quote(engine, saved.model_copy(update={"notes": big}), None)
        message = str(caught.value)
        assert message.startswith(f"cannot save {saved.number} R1: the disk holding ")
        assert str(tmp_db.parent) in message and "is full: free some space" in message
        assert "database or disk is full" in message  # SQLite's own words kept for support
        assert caught.value.text is not None and caught.value.text.context == "db_errors"
        with pytest.raises(QuoteStoreError, match="is full"):
            save_quote(engine, _doc(big, company="另一家公司"), None)
        with pytest.raises(QuoteStoreError, match="cannot save the vendor profile: .*is full"):
            save_vendor_profile(engine, VendorProfile(name="示例科技", logo_png=_noise_png()))
    finally:
        engine.dispose()
    assert _check(tmp_db) == "ok"
    engine = open_quote_db(tmp_db)
    try:
        assert load_quote(engine, saved.number).notes == "first version"
        assert load_vendor_profile(engine) is None
        with pytest.raises(QuoteStoreError, match="no quote"):
            load_quote(engine, saved.number.replace("0001", "0002"))
    finally:
        engine.dispose()


def test_database_error_text_names_each_condition_and_the_folder(tmp_path):
    def err(code: int, text: str = "x") -> sqlite3.Error:
        exc = sqlite3.OperationalError(text)
        exc.sqlite_errorcode = code
        return exc

    db = tmp_path / "rigwright.sqlite3"
    assert sqlite_code(err(SQLITE_FULL)) == SQLITE_FULL
    assert sqlite_code(err(SQLITE_FULL | (1 << 8))) == SQLITE_FULL  # an extended code
    wanted = {
        13: "is full",
        8: "is read-only",
        3: "may not be written",
        5: "another program",
        6: "another program",
        10: "could not be read or written",
        14: "cannot be opened",
        11: "is damaged",
        26: "is damaged",
    }
    for code, words in wanted.items():
        text = database_error_text(err(code), db)
        assert words in str(text) and str(tmp_path) in str(text), code
    assert database_error_text(err(1, "no such table: quote"), db) is None
    assert database_error_text(ValueError("not SQLite"), db) is None


def test_a_relative_database_is_named_by_its_absolute_folder(tmp_path, monkeypatch):
    exc = sqlite3.OperationalError("database or disk is full")
    exc.sqlite_errorcode = SQLITE_FULL
    monkeypatch.chdir(tmp_path)
    for database in ("rigwright.sqlite3", None):
        assert str(database_error_text(exc, database)) == (
            f"the disk holding {tmp_path} is full: free some space, then try again (nothing "
            f"was changed)"
        )


# ----------------------------------------------------------------- a real full disk
@contextlib.contextmanager
def _tiny_filesystem(where: Path, size: str = "1m"):
    where.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(
            f"cannot mount a tmpfs here ({done.stderr.strip() or done.returncode}); "
            f"the max_page_count test covers the same path"
        )
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


@pytest.mark.skipif(
    os.name != "posix" or getattr(os, "geteuid", lambda: 1)() != 0,
    reason="mounting a tmpfs needs root (CI runs as root)",
)
def test_a_really_full_disk_refuses_the_save_and_keeps_the_previous_version(tmp_path):
    with _tiny_filesystem(tmp_path / "tiny") as disk:
        db = disk / "rigwright.sqlite3"
        engine = open_quote_db(db)
        try:
            saved = save_quote(engine, _doc("first version"), None)
            filler = disk / "filler"
            with contextlib.suppress(OSError), filler.open("wb") as out:
                while True:  # take every free block
                    out.write(b"\0" * 4096)
                    out.flush()
            big = "很长的备注。" * 666
            with pytest.raises(QuoteStoreError, match="is full: free some space"):
                save_quote(engine, saved.model_copy(update={"notes": big}), None)
            filler.unlink()
            assert load_quote(engine, saved.number).notes == "first version"
            # Space freed: the same save now goes through.
            assert save_quote(engine, saved.model_copy(update={"notes": big}), None)
            assert load_quote(engine, saved.number).notes == big
        finally:
            engine.dispose()
        assert _check(db) == "ok"


@pytest.mark.skipif(
    os.name != "posix" or getattr(os, "geteuid", lambda: 1)() != 0,
    reason="mounting a tmpfs needs root (CI runs as root)",
)
def test_a_catalog_export_onto_a_full_disk_keeps_the_previous_files(tmp_path, seed_catalog):
    from rigwright.core.storage.packs import export_pack

    with _tiny_filesystem(tmp_path / "tiny", size="2m") as disk:
        folder = disk / "pack"
        written = export_pack(seed_catalog, folder)
        before = {p.name: p.read_bytes() for p in written}
        with contextlib.suppress(OSError), (disk / "filler").open("wb") as out:
            while True:
                out.write(b"\0" * 4096)
                out.flush()
        with pytest.raises(OSError) as caught:
            export_pack(seed_catalog, folder)
        assert caught.value.errno == 28 and Path(caught.value.filename).parent == folder
        assert {p.name: p.read_bytes() for p in folder.iterdir()} == before  # no .part left


@pytest.mark.skipif(
    os.name != "posix" or getattr(os, "geteuid", lambda: 1)() != 0,
    reason="mounting a tmpfs needs root (CI runs as root)",
)
def test_a_start_on_a_full_disk_keeps_the_database_where_it_is(tmp_path, seed_catalog):
    """The disk filled up between two runs: SQLite cannot make its -shm file, so reading the
    database fails with "disk I/O error". That is no damage: the file stays where it is (the
    tester's run had it moved aside and an empty history started), the start says the disk
    is full, and once space is freed everything is there."""
    from rigwright.core.storage.database import StorageError
    from rigwright.core.storage.health import open_at_start

    with _tiny_filesystem(tmp_path / "tiny", size="1m") as disk:
        db = disk / "rigwright.sqlite3"
        open_at_start(db, backup=False)
        engine = open_quote_db(db)
        try:
            number = save_quote(engine, _doc("kept"), None).number
        finally:
            engine.dispose()
        assert not db.with_name(db.name + "-shm").exists()  # the last connection closed
        before = db.read_bytes()
        with contextlib.suppress(OSError), (disk / "filler").open("wb") as out:
            while True:
                out.write(b"\0" * 4096)
                out.flush()
        with pytest.raises(StorageError) as caught:
            open_at_start(db, backup=False)
        assert caught.value.text is not None and "could not be read or written" in str(
            caught.value.text
        )
        assert not [p for p in disk.iterdir() if "damaged" in p.name]  # nothing moved aside
        assert db.read_bytes() == before
        (disk / "filler").unlink()
        open_at_start(db, backup=False)
        engine = open_quote_db(db)
        try:
            assert load_quote(engine, number).notes == "kept"
        finally:
            engine.dispose()
