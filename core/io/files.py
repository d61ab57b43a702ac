"""Writing a file the engineer chose (a quote PDF, a chart or diagram image): all of it or
nothing, never over something that is not a plain writable file, with the same refusals in
the same words for every export (``docs/reliability.md``, "Where the core does it").
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path

READ_ONLY = "the file is read-only or locked (close it or choose another name)"
"""The reason given when the target exists and may not be written."""
NOT_A_FILE = "it is not a regular file (a device, a pipe or a socket)"
"""The reason given when the target exists and is neither a file nor a folder."""


class TargetError(OSError):
    """A file cannot be written at the path chosen.

    Attributes:
        path: the path as chosen.
        reason: why, in words for the engineer ("is a directory", :data:`READ_ONLY`, ...).
    """

    def __init__(self, path: str | os.PathLike[str], reason: str) -> None:
        """The refusal of ``path`` for ``reason``."""
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"cannot write {self.path}: {reason}")


def check_target(path: str | os.PathLike[str]) -> Path:
    """The file to write for ``path`` (a symbolic link followed to the file it names), after
    refusing what cannot be written (module docstring), before anything is rendered.

    Raises:
        TargetError: the reason names what is wrong ("is a directory", "directory /x does
            not exist", "directory /x is not writable", :data:`NOT_A_FILE`,
            :data:`READ_ONLY`).
    """
    chosen = Path(path)
    target = Path(os.path.realpath(chosen)) if chosen.is_symlink() else chosen
    if target.is_dir():
        raise TargetError(chosen, "is a directory")
    if target.exists():
        if not stat.S_ISREG(os.stat(target).st_mode):
            raise TargetError(chosen, NOT_A_FILE)
        if not os.access(target, os.W_OK):
            raise TargetError(chosen, READ_ONLY)
    parent = target.parent
    if not parent.exists():
        raise TargetError(chosen, f"directory {parent} does not exist")
    if not parent.is_dir():
        raise TargetError(chosen, f"{parent} is not a directory")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise TargetError(chosen, f"directory {parent} is not writable")
    return target


def _umask() -> int:
    """The process's umask, read without changing it (``os.umask`` sets it to read it, and
    a thread creating a file meanwhile would get the wrong bits): Linux's
    ``/proc/self/status`` "Umask:" line, else the bits a probe folder made with 0777 gets in
    a private temporary folder."""
    with (
        contextlib.suppress(OSError, ValueError),
        open("/proc/self/status", encoding="ascii", errors="replace") as status,
    ):
        for line in status:
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    with tempfile.TemporaryDirectory(prefix="rigwright-umask-") as private:
        probe = os.path.join(private, "probe")
        os.mkdir(probe, 0o777)
        return 0o777 & ~stat.S_IMODE(os.stat(probe).st_mode)


def umask_mode() -> int:
    """The permission bits a new file gets under the current umask (0644 under umask 022)."""
    return 0o666 & ~_umask()


def new_mode(target: Path) -> int:
    """The permission bits for the file written at ``target``: those of the file it replaces,
    else :func:`umask_mode` (what a new file gets)."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return umask_mode()


PART_FILE = re.compile(r"\..+\.(?P<pid>[0-9]{1,10})\.[a-z0-9_]{8}\.part")
"""A part file of ours (compared with ``fullmatch``): ".<target name>.<writer's pid>.<8 random
characters from mkstemp>.part"."""
OLD_PART_FILE = re.compile(r"\..+\.[a-z0-9_]{8}\.part|\..+-[a-z0-9_]{8}\.pdf\.part")
"""A part file named by earlier versions, without the writer's pid (the quote PDF's was
".<stem>-<random>.pdf.part")."""
STALE_AFTER_S = 60.0
"""A part file whose writer has gone is removed once it is this old (seconds)."""
OLD_PART_AFTER_S = 24 * 3600.0
"""Any part file of our naming this old is removed, whoever wrote it (seconds)."""


def _process_gone(pid: int) -> bool:
    """Whether no process ``pid`` runs on this machine (False when it cannot be told)."""
    if pid <= 0:
        return False
    if os.name == "nt":  # os.kill(pid, 0) would end the process there
        import ctypes

        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if handle:
            kernel32.CloseHandle(handle)
            return False
        return bool(kernel32.GetLastError() == 87)  # ERROR_INVALID_PARAMETER: no such process
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # PermissionError: it runs, as another user
        return False
    return False


def remove_stale_parts(folder: Path, now: float | None = None) -> list[Path]:
    """Remove the part files our writers left in ``folder`` when killed mid-write; returns
    those removed. Never raises (a part file that cannot be removed is left).

    A part file is stale when the process named by the pid in its name is gone and the file
    is older than :data:`STALE_AFTER_S`, or when any part file of our naming (pid or not) is
    older than :data:`OLD_PART_AFTER_S`. The pid alone says whether a writer on this machine
    is alive, and a live writer's file is never touched; the minute keeps a file of a live
    writer on *another* machine sharing the folder (whose pid means nothing here) safe, since
    a writer renames its file within seconds of creating it. The day covers a pid reused by
    an unrelated process and files of earlier versions. Only names matching our own pattern
    exactly are considered, so no file of anyone else's is removed.
    """
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        ours = PART_FILE.fullmatch(entry.name)
        if ours is None and OLD_PART_FILE.fullmatch(entry.name) is None:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode):
                continue
            age = now - info.st_mtime
            stale = age > OLD_PART_AFTER_S or (
                ours is not None and age > STALE_AFTER_S and _process_gone(int(ours["pid"]))
            )
            if stale:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def reserve_part(target: Path) -> tuple[int, str]:
    """A new, empty part file beside ``target`` (same folder, so a rename puts it in place),
    named ".<name>.<pid>.<random>.part" (:data:`PART_FILE`), after the stale part files of
    the folder are removed (:func:`remove_stale_parts`): every writer of the app names its
    part files so, and so cleans up after a killed one. Returns (an open descriptor, path).

    Raises:
        OSError: the file cannot be created.
    """
    remove_stale_parts(target.parent)
    return tempfile.mkstemp(
        prefix=f".{target.name}.{os.getpid()}.", suffix=".part", dir=target.parent
    )


def stage(target: Path, data: bytes, mode: int) -> str:
    """Write ``data`` to a new part file beside ``target`` (:func:`reserve_part`), flushed to
    disk, with permission bits ``mode``; return its path.

    Raises:
        OSError: creating, writing or syncing failed; no temporary file is left.
    """
    fd, tmp = reserve_part(target)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, mode)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return tmp


def write_atomically(path: str | os.PathLike[str], data: bytes, mode: int | None = None) -> Path:
    """Write ``data`` at ``path`` as the module docstring says; returns the file written (the
    link's target when ``path`` is a symbolic link). ``mode``: the permission bits to give
    it instead (the app's own private files: 0600).

    Raises:
        TargetError: :func:`check_target` refuses the target, or writing fails (the reason is
            the system's, e.g. "No space left on device"); the old file, if any, is kept.
    """
    target = check_target(path)
    tmp = None
    try:
        tmp = stage(target, data, new_mode(target) if mode is None else mode)
        os.replace(tmp, target)
    except OSError as exc:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        raise TargetError(path, " ".join((exc.strerror or str(exc)).split())) from exc
    return target


# ----------------------------------------------------------------------------- reading
NOT_REGULAR = "is not a regular file (a folder, a device or a pipe)"
"""The reason given when a file to read is a folder, a device, a named pipe or a socket."""


class SourceError(OSError):
    """A file given to read (a draft, a quote file, its logo, a catalog pack, a price list)
    cannot be read as one: it is missing, not a regular file, too big or unreadable.

    Attributes:
        path: the path as given.
        reason: why, in words for the engineer ("does not exist", :data:`NOT_REGULAR`,
            "is larger than 8,000,000 bytes", the system's reason).
    """

    def __init__(self, path: str | os.PathLike[str], reason: str, error: int | None = None) -> None:
        """The failure on ``path`` for ``reason``, with the system's ``error`` number if any."""
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"{self.path}: {reason}")
        self.errno = error
        self.strerror = reason
        self.filename = str(path)

    def __str__(self) -> str:
        """The text "<path>: <reason>", without the errno the base class would print."""
        return f"{self.path}: {self.reason}"


def read_regular_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at ``path`` (a symbolic link followed), at most
    ``limit`` bytes.

    The file is checked to be a regular file before it is opened (a named pipe or a device
    such as ``/dev/zero`` would block or never end), then checked again on the open file,
    and at most ``limit + 1`` bytes are read: a file that grew past the size it had when
    checked is refused all the same.

    Raises:
        SourceError: missing ("does not exist"), :data:`NOT_REGULAR`, larger than ``limit``
            ("is larger than N bytes"), or unreadable (the system's reason, e.g.
            "Permission denied").
    """
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise SourceError(path, "does not exist", errno.ENOENT) from None
    except OSError as exc:
        raise SourceError(path, exc.strerror or str(exc), exc.errno) from None
    if not stat.S_ISREG(mode):
        raise SourceError(path, NOT_REGULAR, errno.EISDIR if stat.S_ISDIR(mode) else None)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)  # non-blocking: a pipe swapped in since stat never blocks
    except OSError as exc:
        raise SourceError(path, exc.strerror or str(exc), exc.errno) from None
    with os.fdopen(fd, "rb") as fh:
        try:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                raise SourceError(path, NOT_REGULAR)
            data = fh.read(limit + 1)
        except SourceError:
            raise
        except OSError as exc:
            raise SourceError(path, exc.strerror or str(exc), exc.errno) from None
    if len(data) > limit:
        raise SourceError(path, f"is larger than {limit:,} bytes")
    return data


__all__ = [
    "NOT_A_FILE",
    "NOT_REGULAR",
    "READ_ONLY",
    "SourceError",
    "TargetError",
    "check_target",
    "new_mode",
    "read_regular_file",
    "remove_stale_parts",
    "reserve_part",
    "stage",
    "umask_mode",
    "write_atomically",
]
