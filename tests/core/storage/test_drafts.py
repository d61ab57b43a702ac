"""Drafts on disk (rigwright.core.storage.drafts): written whole or not at all, read back equal, a
damaged or foreign file skipped with its reason, a folder found even when the database's is
unwritable (docs/reliability.md, "Quotes survive crashes")."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import os
import stat
from pathlib import Path

import pytest

from rigwright.core.build.model import build_from_json, build_from_sku
from rigwright.core.io.files import TargetError
from rigwright.core.quote.document import read_quote_file
from rigwright.core.storage import drafts

ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = ROOT / "docs" / "quote-example-en.json"


@pytest.fixture
def doc():
    return read_quote_file(EXAMPLE)


@pytest.fixture
def folder(tmp_db):
    return drafts.drafts_folder(tmp_db)


def test_the_folder_is_beside_the_database(tmp_db):
    folder = drafts.drafts_folder(tmp_db)
    assert folder == tmp_db.parent / "rigwright.sqlite3.drafts"
    assert folder.is_dir()


def test_an_unwritable_database_folder_falls_back_to_the_state_folder(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the database's folder would be")
    db = blocker / "rigwright.sqlite3"
    folder = drafts.drafts_folder(db)
    assert folder == drafts.fallback_folder(db)
    assert folder.is_dir() and not str(folder).startswith(str(blocker))
    # The same database finds the same fallback folder next time; another gets another.
    assert drafts.drafts_folder(db) == folder
    assert drafts.fallback_folder(tmp_path / "other.sqlite3") != folder


def test_a_quote_draft_round_trips(folder, doc):
    edited = doc.model_copy(update={"notes": "edited before the crash"})
    at = dt.datetime(2026, 11, 30, 23, 59, 1, tzinfo=dt.UTC)
    path = drafts.write_quote_draft(folder, edited, "seed-2020", saved_at=at)
    assert path == folder / drafts.QUOTE_FILE
    found = drafts.read_drafts(folder)
    assert found.damaged == []
    [draft] = found.found
    assert draft.kind == "quote" and draft.catalog == "seed-2020" and draft.saved_at == at
    assert draft.document() == edited
    raw = json.loads(path.read_text("utf-8"))
    assert raw["format"] == drafts.FORMAT and raw["saved_at"] == "2026-11-30T23:59:01+00:00"


def test_a_build_draft_round_trips(folder, seed_catalog):
    sku = seed_catalog.skus[0]
    build = build_from_sku(sku, seed_catalog)
    changed = dataclasses.replace(build, memory_gb=build.memory_gb * 2)
    drafts.write_build_draft(
        folder, changed, "seed-2020", f"SKU {sku.number}", ["memory 2×", "add 1 × RTX8000"]
    )
    [draft] = drafts.read_drafts(folder).found
    assert draft.kind == "build" and draft.selection == f"SKU {sku.number}"
    assert draft.changes == ("memory 2×", "add 1 × RTX8000")
    assert build_from_json(draft.data, seed_catalog) == changed


def test_the_quote_comes_before_the_build(folder, doc, seed_catalog):
    build = build_from_sku(seed_catalog.skus[0], seed_catalog)
    drafts.write_build_draft(folder, build, "seed-2020")
    drafts.write_quote_draft(folder, doc, "seed-2020")
    assert [d.kind for d in drafts.read_drafts(folder).found] == ["quote", "build"]


def test_a_failed_write_keeps_the_previous_draft(folder, doc, monkeypatch):
    drafts.write_quote_draft(folder, doc, "seed-2020")
    before = (folder / drafts.QUOTE_FILE).read_bytes()

    def full(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("rigwright.core.io.files.os.fsync", full)
    with pytest.raises(TargetError, match="No space left on device"):
        drafts.write_quote_draft(folder, doc.model_copy(update={"notes": "lost"}), "seed-2020")
    assert (folder / drafts.QUOTE_FILE).read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == [drafts.QUOTE_FILE]  # no temp left
    assert drafts.read_drafts(folder).found[0].document() == doc


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "not valid JSON"),
        (b'{"format": "rigwright-draft/1", "kind": "quo', "not valid JSON"),
        (b"\xff\xfe garbage", "not UTF-8"),
        (b"[1, 2]", "expected a JSON object"),
        (b'{"kind": "quote"}', "no format"),
        (b'{"format": "rigwright-draft/9", "kind": "quote"}', "another version"),
        (
            (
                b'{"format": "rigwright-draft/1", "kind": "quote", "saved_at":'
                b' "2026-11-30T10:00:00Z",'
                b' "catalog": "seed-2020", "data": {"customer": {"company": "ACME"}, "options":'
                b" []}}"
            ),
            "options",
        ),
        (
            (
                b'{"format": "rigwright-draft/1", "kind": "quote", "saved_at": "yesterday",'
                b' "catalog": "seed-2020", "data": {}}'
            ),
            "saved_at",
        ),
        (
            (
                b'{"format": "rigwright-draft/1", "kind": "build", "saved_at":'
                b' "2026-11-30T10:00:00Z",'
                b' "catalog": "seed-2020", "data": {}}'
            ),
            "belongs in build.json",
        ),
        (
            (
                b'{"format": "rigwright-draft/1", "kind": "quote", "saved_at":'
                b' "2026-11-30T10:00:00Z",'
                b' "catalog": "seed-2020", "data": {}, "run": "os.system(1)"}'
            ),
            "run",
        ),
    ],
)
def test_a_damaged_or_foreign_file_is_skipped_with_its_reason(
    folder, doc, seed_catalog, content, reason
):
    (folder / drafts.QUOTE_FILE).write_bytes(content)
    build = build_from_sku(seed_catalog.skus[0], seed_catalog)
    drafts.write_build_draft(folder, build, "seed-2020")
    found = drafts.read_drafts(folder)
    assert [d.kind for d in found.found] == ["build"]  # the good one is still offered
    [bad] = found.damaged
    assert bad.path == folder / drafts.QUOTE_FILE
    assert reason in bad.reason and "\n" not in bad.reason


def test_a_huge_file_is_not_read(folder, monkeypatch):
    monkeypatch.setattr(drafts, "MAX_DRAFT_BYTES", 10)
    (folder / drafts.QUOTE_FILE).write_text('{"format": "rigwright-draft/1"}')
    [bad] = drafts.read_drafts(folder).damaged
    assert "a draft is at most 10" in bad.reason


def test_a_missing_folder_has_no_drafts(tmp_path):
    found = drafts.read_drafts(tmp_path / "nowhere")
    assert found.found == [] and found.damaged == []


def test_a_damaged_file_is_moved_aside_never_deleted(folder):
    path = folder / drafts.QUOTE_FILE
    path.write_bytes(b"garbage")
    first = drafts.move_aside(path)
    path.write_bytes(b"more garbage")
    second = drafts.move_aside(path)
    assert first != second and not path.exists()
    assert first.read_bytes() == b"garbage" and second.read_bytes() == b"more garbage"
    assert first.name.startswith("quote.json.damaged-")
    assert drafts.read_drafts(folder).damaged == []  # no longer offered
    drafts.clear(folder)
    assert first.exists() and second.exists()  # clearing keeps what was set aside


def test_the_session_marker_tells_an_unclean_end(folder, doc):
    assert not drafts.last_run_crashed(folder)
    assert drafts.begin_session(folder) is False  # a first start
    drafts.write_quote_draft(folder, doc, "seed-2020")
    assert drafts.last_run_crashed(folder)
    assert drafts.begin_session(folder) is True  # the marker was left: the run crashed
    drafts.clear(folder)
    assert not drafts.last_run_crashed(folder)
    assert drafts.read_drafts(folder).found == []


def test_clear_can_keep_the_session(folder, doc):
    drafts.begin_session(folder)
    drafts.write_quote_draft(folder, doc, "seed-2020")
    drafts.clear(folder, session=False)
    assert drafts.last_run_crashed(folder) and drafts.read_drafts(folder).found == []


def test_remove_draft(folder, doc):
    drafts.write_quote_draft(folder, doc, "seed-2020")
    drafts.remove_draft(folder, "quote")
    drafts.remove_draft(folder, "quote")  # absent: nothing happens
    assert not (folder / drafts.QUOTE_FILE).exists()


# ----------------------------------------------------------------------------- tester's faults
def test_recover_looks_in_both_folders_and_offers_the_newest_of_each_kind(
    tmp_db, doc, seed_catalog
):
    primary, fallback = drafts.folders(tmp_db)
    assert primary == drafts.drafts_folder(tmp_db) and fallback == drafts.fallback_folder(tmp_db)
    fallback.mkdir(parents=True)
    early = dt.datetime(2026, 11, 30, 10, 0, tzinfo=dt.UTC)
    late = early + dt.timedelta(hours=1)
    build = build_from_sku(seed_catalog.skus[0], seed_catalog)
    drafts.begin_session(fallback)  # the database's folder was read-only then
    drafts.write_quote_draft(
        fallback, doc.model_copy(update={"notes": "late"}), "seed-2020", saved_at=late
    )
    drafts.write_build_draft(fallback, build, "seed-2020", saved_at=early)
    drafts.begin_session(primary)
    drafts.write_quote_draft(
        primary, doc.model_copy(update={"notes": "early"}), "seed-2020", saved_at=early
    )
    found = drafts.recover(tmp_db)
    assert [(d.kind, d.path) for d in found.found] == [
        ("quote", fallback / drafts.QUOTE_FILE),
        ("build", fallback / drafts.BUILD_FILE),
    ]
    assert found.found[0].document().notes == "late"
    [older] = found.older
    assert older.path == primary / drafts.QUOTE_FILE and str(fallback) in older.reason
    drafts.clear_all(tmp_db, keep_session=primary)
    assert list(fallback.iterdir()) == [] and [p.name for p in primary.iterdir()] == ["session"]


def test_recover_skips_a_folder_whose_run_closed_cleanly(tmp_db, doc):
    _primary, fallback = drafts.folders(tmp_db)
    fallback.mkdir(parents=True)
    drafts.write_quote_draft(fallback, doc, "seed-2020")  # no marker: left by a clean close
    assert drafts.recover(tmp_db).found == []


def test_changes_are_kept_in_no_language(folder, seed_catalog):
    from rigwright.core.text.i18n import QT_TRANSLATE_NOOP

    inner = QT_TRANSLATE_NOOP("fixes", "remove {n} × {gpu} ({old} → {new})").format(
        n=1, gpu="RTX8000", old=4, new=3
    )
    outer = QT_TRANSLATE_NOOP("Autosaver", "recovered changes: {changes}").format(changes=inner)
    build = build_from_sku(seed_catalog.skus[0], seed_catalog)
    drafts.write_build_draft(folder, build, "seed-2020", changes=[outer, "typed by hand"])
    raw = json.loads((folder / drafts.BUILD_FILE).read_text("utf-8"))
    assert raw["changes"][0]["params"]["changes"]["source"] == inner.source
    [draft] = drafts.read_drafts(folder).found
    assert draft.change_texts() == (outer, "typed by hand")
    zh = {"remove {n} × {gpu} ({old} → {new})": "移除 {n} × {gpu}（{old} → {new}）"}
    assert (
        draft.change_texts()[0].render(lambda _c, s: zh.get(s, s))
        == "recovered changes: 移除 1 × RTX8000（4 → 3）"
    )


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"context": "x", "source": "{a.__class__}", "params": {"a": "b"}}, "not a plain template"),
        ({"context": "x", "source": "{a}", "params": {}}, "lacks a value"),
        ({"context": "x", "source": "{a}", "params": {"a": [1]}}, "not text or a number"),
        ({"source": "{a}", "params": {}}, "a context, a source and params"),
        (7, "changes[0]"),
    ],
)
def test_a_change_that_is_not_a_text_makes_the_draft_damaged(folder, change, reason):
    data = {
        "format": drafts.FORMAT,
        "kind": "build",
        "saved_at": "2026-11-30T10:00:00Z",
        "catalog": "seed-2020",
        "data": {},
        "changes": [change],
    }
    (folder / drafts.BUILD_FILE).write_text(json.dumps(data), "utf-8")
    [bad] = drafts.read_drafts(folder).damaged
    assert reason in bad.reason


def test_a_pipe_as_a_draft_is_damaged_and_never_blocks(folder):
    from tests.core.io.test_files import never_blocked

    pipe = folder / drafts.QUOTE_FILE
    os.mkfifo(pipe)
    found = never_blocked(lambda: drafts.read_drafts(folder), pipe)
    [bad] = found.damaged
    assert bad.path == pipe and bad.reason == "is not a regular file (a folder, a device or a pipe)"
    moved = drafts.move_aside(pipe)
    assert moved.name.startswith("quote.json.damaged-") and not pipe.exists()


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
@pytest.mark.parametrize(
    "suffix", [drafts.DAMAGED_SUFFIX, drafts.OLDER_SUFFIX, drafts.UNRESTORED_SUFFIX]
)
def test_a_draft_moved_aside_is_private(folder, suffix):
    path = folder / drafts.QUOTE_FILE
    path.write_bytes(b"unit costs")
    os.chmod(path, 0o644)  # as an older version made it
    moved = drafts.move_aside(path, suffix)
    assert stat.S_IMODE(moved.stat().st_mode) == 0o600
