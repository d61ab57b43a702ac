"""Writing a file the engineer chose: whole or not at all, never over a device, a pipe or a
read-only file, through a link to its target, with the mode a user expects."""

from __future__ import annotations

import os
import stat

import pytest

import core.files
from core.files import NOT_A_FILE, READ_ONLY, TargetError, check_target, write_atomically


def _names(folder):
    return sorted(p.name for p in folder.iterdir())


def test_a_new_file_gets_the_umask_mode_and_a_replaced_one_keeps_its_mode(tmp_path):
    new = write_atomically(tmp_path / "a.png", b"one")
    assert new.read_bytes() == b"one"
    assert stat.S_IMODE(new.stat().st_mode) == 0o666 & ~core.files._umask()
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
    monkeypatch.setattr(core.files.os, "access", lambda path, mode: False)
    with pytest.raises(TargetError) as info:
        write_atomically(locked, b"new")
    assert info.value.reason == READ_ONLY and locked.read_bytes() == b"keep"


@pytest.mark.parametrize("where, reason", [
    ("folder", "is a directory"), ("missing/x.png", "does not exist")])
def test_folders_in_the_way_are_named(tmp_path, where, reason):
    (tmp_path / "folder").mkdir()
    with pytest.raises(TargetError, match=reason):
        write_atomically(tmp_path / where, b"x")


def test_a_failed_write_keeps_the_old_file_and_leaves_no_part(tmp_path, monkeypatch):
    old = tmp_path / "chart.png"
    old.write_bytes(b"old")

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(core.files.os, "fsync", full)
    with pytest.raises(TargetError) as info:
        write_atomically(old, b"new")
    assert info.value.reason == "No space left on device"
    assert old.read_bytes() == b"old" and _names(tmp_path) == ["chart.png"]
