"""The --db option as a command opens it: a damaged database moved aside and said in one
line, a database in a missing folder not created."""

from __future__ import annotations


def test_a_damaged_database_is_moved_aside_and_said_in_one_line(run, tmp_path):
    """A command on a damaged database of ours (automatic backups of it exist) recovers as
    the window does (moved aside, never deleted, the backup restored) and says so in one
    line on stderr."""
    from rigwright.core.storage.backups import take_backup

    bad = tmp_path / "junk.sqlite3"
    assert run("--db", str(bad), "gpus")[0] == 0
    take_backup(bad)
    bad.write_bytes(b"not a database" * 200)
    code, out, err = run("--db", str(bad), "gpus")
    assert code == 0 and "Quadro GV100" in out
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(
        f"rigwright: note: The database {bad} was damaged (file is not a database). It was "
        f"moved aside to {bad}.damaged-"
    )
    (aside,) = tmp_path.glob("junk.sqlite3.damaged-*")
    assert aside.read_bytes() == b"not a database" * 200


def test_a_database_in_a_missing_folder_is_not_created(run, tmp_path):
    code, _, err = run("--db", str(tmp_path / "no" / "such" / "x.sqlite3"), "gpus")
    assert code == 1 and "does not exist" in err
    assert not (tmp_path / "no").exists()
