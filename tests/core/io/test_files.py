"""Writing a file the engineer chose: whole or not at all, never over a device, a pipe or a
read-only file, through a link to its target, with the mode a user expects."""

from __future__ import annotations

import os
import stat

import pytest

import rigwright.core.io.files
from rigwright.core.io.files import (
    NOT_A_FILE,
    READ_ONLY,
    TargetError,
    check_target,
    write_atomically,
)


def _names(folder):
    return sorted(p.name for p in folder.iterdir())


def test_a_new_file_gets_the_umask_mode_and_a_replaced_one_keeps_its_mode(tmp_path):
    new = write_atomically(tmp_path / "a.png", b"one")
    assert new.read_bytes() == b"one"
    assert stat.S_IMODE(new.stat().st_mode) == 0o666 & ~rigwright.core.io.files._umask()
    new.chmod(0o640)
    write_atomically(new, b"two")
    assert new.read_bytes() == b"two" and stat.S_IMODE(new.stat().st_mode) == 0o640
    assert _names(tmp_path) == ["a.png"]


def test_a_link_is_followed_and_stays_a_link(tmp_path):
    real = tmp_path / "real.svg"
    real.write_bytes(b"old")
    link = tmp_path / "link.svg"
    link.symlink_to(real)
    assert write_atomically(link, b"new") == real
    assert link.is_symlink() and real.read_bytes() == b"new"
    assert _names(tmp_path) == ["link.svg", "real.svg"]


def test_a_pipe_is_refused_and_left_alone(tmp_path):
    pipe = tmp_path / "pipe.png"
    os.mkfifo(pipe)
    with pytest.raises(TargetError) as info:
        write_atomically(pipe, b"data")
    assert info.value.reason == NOT_A_FILE and str(pipe) in str(info.value)
    assert stat.S_ISFIFO(os.stat(pipe).st_mode) and _names(tmp_path) == ["pipe.png"]


def test_a_device_is_refused():
    with pytest.raises(TargetError, match="not a regular file"):
        check_target("/dev/null")
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_read_only_file_is_refused(tmp_path, monkeypatch):
    locked = tmp_path / "q.pdf"
    locked.write_bytes(b"keep")
    # os.access stands for the file's protection (root may write anything).
    monkeypatch.setattr(rigwright.core.io.files.os, "access", lambda path, mode: False)
    with pytest.raises(TargetError) as info:
        write_atomically(locked, b"new")
    assert info.value.reason == READ_ONLY and locked.read_bytes() == b"keep"


@pytest.mark.parametrize(
    "where, reason", [("folder", "is a directory"), ("missing/x.png", "does not exist")]
)
def test_folders_in_the_way_are_named(tmp_path, where, reason):
    (tmp_path / "folder").mkdir()
    with pytest.raises(TargetError, match=reason):
        write_atomically(tmp_path / where, b"x")


def test_a_failed_write_keeps_the_old_file_and_leaves_no_part(tmp_path, monkeypatch):
    old = tmp_path / "chart.png"
    old.write_bytes(b"old")

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(rigwright.core.io.files.os, "fsync", full)
    with pytest.raises(TargetError) as info:
        write_atomically(old, b"new")
    assert info.value.reason == "No space left on device"
    assert old.read_bytes() == b"old" and _names(tmp_path) == ["chart.png"]


# ----------------------------------------------------------------------------- reading
def never_blocked(read, pipe):
    """``read()``'s outcome (its value, or the exception it raised). It runs on a thread;
    should it block on the named pipe ``pipe`` (the fault), a writer is opened and closed so
    it ends, and the test fails (instead of hanging the suite)."""
    import threading

    outcome: list[object] = []

    def run():
        try:
            outcome.append(read())
        except Exception as exc:  # noqa: BLE001 - what it raised is the outcome
            outcome.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(30)
    if worker.is_alive():
        os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))  # the reader gets end of file
        worker.join()
        pytest.fail(f"reading {pipe} blocked")
    return outcome[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX-only")
def test_a_pipe_is_refused_without_blocking(tmp_path):
    pipe = tmp_path / "quote.json"
    os.mkfifo(pipe)
    outcome = never_blocked(lambda: rigwright.core.io.files.read_regular_file(pipe, 100), pipe)
    assert isinstance(outcome, rigwright.core.io.files.SourceError)
    assert str(outcome) == f"{pipe}: is not a regular file (a folder, a device or a pipe)"


@pytest.mark.parametrize("target", ["folder", "/dev/zero", "missing"])
def test_what_is_not_a_regular_file_is_refused(tmp_path, target):
    path = tmp_path / "link"
    if target == "folder":
        path.mkdir()
    elif target == "/dev/zero":
        if not os.path.exists("/dev/zero"):
            pytest.skip("no /dev/zero here")
        path.symlink_to("/dev/zero")  # followed: a device that never ends
    with pytest.raises(rigwright.core.io.files.SourceError) as caught:
        rigwright.core.io.files.read_regular_file(path, 100)
    assert caught.value.reason == (
        "does not exist" if target == "missing" else rigwright.core.io.files.NOT_REGULAR
    )


def test_at_most_the_limit_is_read(tmp_path):
    path = tmp_path / "f"
    path.write_bytes(b"x" * 10)
    assert rigwright.core.io.files.read_regular_file(path, 10) == b"x" * 10
    with pytest.raises(rigwright.core.io.files.SourceError, match="is larger than 9 bytes"):
        rigwright.core.io.files.read_regular_file(path, 9)
    link = tmp_path / "link"
    link.symlink_to(path)
    assert (
        rigwright.core.io.files.read_regular_file(link, 10) == b"x" * 10
    )  # a link to a file is read


# ----------------------------------------------------------------------------- part files


def _dead_pid() -> int:
    import subprocess
    import sys

    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_stale_part_files_are_removed_on_the_next_write_and_a_live_writers_kept(tmp_path):
    import time

    hour_ago = time.time() - 3600
    dead, live = _dead_pid(), os.getpid()
    files = {
        "killed": tmp_path / f".q.pdf.{dead}.abcd1234.part",  # writer gone, old
        "fresh": tmp_path / f".q.pdf.{dead}.fresh123.part",  # writer gone a moment ago
        "live": tmp_path / f".other.pdf.{live}.live1234.part",  # a writer still running
        "earlier": tmp_path / ".old.pdf.x1y2z3w4.part",  # earlier naming, old
        "theirs": tmp_path / ".notes.txt.part",  # not our pattern
        "visible": tmp_path / f"q.pdf.{dead}.abcd1234.part",  # not hidden: not ours
    }
    for path in files.values():
        path.write_bytes(b"")
    for key in ("killed", "live", "theirs", "visible"):
        os.utime(files[key], (hour_ago, hour_ago))
    day_ago = time.time() - 2 * 24 * 3600
    os.utime(files["earlier"], (day_ago, day_ago))

    write_atomically(tmp_path / "new.pdf", b"%PDF")

    left = {key for key, path in files.items() if path.exists()}
    assert left == {"fresh", "live", "theirs", "visible"}
    assert (tmp_path / "new.pdf").read_bytes() == b"%PDF"
    # The part file written this time carries this process's pid, and was renamed away.
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".new.pdf.")]


def test_a_part_file_is_named_with_its_writers_pid(tmp_path, monkeypatch):
    seen: list[str] = []
    real_replace = os.replace

    def replace(src, dst):
        seen.append(os.path.basename(src))
        real_replace(src, dst)

    monkeypatch.setattr(rigwright.core.io.files.os, "replace", replace)
    write_atomically(tmp_path / "q.pdf", b"x")
    (name,) = seen
    match = rigwright.core.io.files.PART_FILE.fullmatch(name)
    assert match is not None and name.startswith(".q.pdf.") and int(match["pid"]) == os.getpid()
