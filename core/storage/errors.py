"""What a failed SQLite operation means for the engineer, and what to do about it.

SQLite reports a full disk, a read-only file, a lock held by another program or a damaged
file with its own result codes (https://www.sqlite.org/rescode.html); Python's ``sqlite3``
exposes them as ``sqlite_errorcode`` on the exception (Python 3.11+), and SQLAlchemy wraps
that exception as ``exc.orig``. :func:`database_error_text` turns the codes a user can act on
into one translatable sentence naming the folder of the database; any other failure keeps
SQLite's own message.
"""

from __future__ import annotations

from pathlib import Path

from rigwright.core.io.paths import user_path
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

SQLITE_PERM = 3
SQLITE_BUSY = 5
SQLITE_LOCKED = 6
SQLITE_READONLY = 8
SQLITE_IOERR = 10
SQLITE_CORRUPT = 11
SQLITE_FULL = 13
SQLITE_CANTOPEN = 14
SQLITE_NOTADB = 26
"""Primary result codes (the low byte of an extended code), from sqlite.org/rescode.html."""

_ADVICE: dict[int, Text] = {
    SQLITE_FULL: QT_TRANSLATE_NOOP(
        "db_errors",
        "the disk holding {folder} is full: free some space, then try again (nothing was changed)",
    ),
    SQLITE_READONLY: QT_TRANSLATE_NOOP(
        "db_errors",
        "the database in {folder} is read-only: check that you may write to the "
        "file and its folder, then try again (nothing was changed)",
    ),
    SQLITE_PERM: QT_TRANSLATE_NOOP(
        "db_errors",
        "the database in {folder} may not be written: check that you may write to "
        "the file and its folder, then try again (nothing was changed)",
    ),
    SQLITE_BUSY: QT_TRANSLATE_NOOP(
        "db_errors",
        "another program is using the database in {folder}: close it (or wait for "
        "it), then try again (nothing was changed)",
    ),
    SQLITE_LOCKED: QT_TRANSLATE_NOOP(
        "db_errors",
        "another program is using the database in {folder}: close it (or wait for "
        "it), then try again (nothing was changed)",
    ),
    SQLITE_IOERR: QT_TRANSLATE_NOOP(
        "db_errors",
        "the disk holding {folder} could not be read or written (a full or removed "
        "disk?): check it, then try again (nothing was changed)",
    ),
    SQLITE_CANTOPEN: QT_TRANSLATE_NOOP(
        "db_errors",
        "the database in {folder} cannot be opened: check that the folder exists "
        "and you may write to it",
    ),
    SQLITE_CORRUPT: QT_TRANSLATE_NOOP(
        "db_errors",
        "the database in {folder} is damaged: restart Rigwright, which moves it "
        "aside and restores the latest backup",
    ),
    SQLITE_NOTADB: QT_TRANSLATE_NOOP(
        "db_errors",
        "the database in {folder} is damaged: restart Rigwright, which moves it "
        "aside and restores the latest backup",
    ),
}


OPENED_READ_ONLY = QT_TRANSLATE_NOOP(
    "db_errors",
    "the database in {folder} was opened read-only, so nothing can be saved in it "
    "(the notice at the top of the window says why and how to fix it); nothing was changed",
)
"""The refusal of a write to a database this process opened read-only on purpose (a
read-only file or folder, or a lock another program held at start: :mod:`rigwright.core.storage.health`), as
the window says it."""

OPENED_READ_ONLY_HEADLESS = QT_TRANSLATE_NOOP(
    "db_errors",
    "the database in {folder} was opened read-only, so nothing can be saved in it "
    "(the note printed when it was opened says why and how to fix it); nothing was changed",
)
""":data:`OPENED_READ_ONLY` for the command line, which has no window: its note on stderr
("the database is open read-only: ...") gives the reason."""


def sqlite_code(exc: BaseException) -> int | None:
    """The primary SQLite result code behind ``exc`` (a ``sqlite3.Error`` or an SQLAlchemy
    error wrapping one), or None when it carries none."""
    for candidate in (exc, getattr(exc, "orig", None), exc.__cause__):
        code = getattr(candidate, "sqlite_errorcode", None)
        if isinstance(code, int):
            return code & 0xFF
    return None


def error_reason(exc: BaseException) -> str:
    """SQLite's own message behind ``exc`` (an SQLAlchemy error wraps it as ``exc.orig``), or
    the exception's type name when it has none: "database or disk is full"."""
    orig = getattr(exc, "orig", None)
    return str(orig) if orig is not None else type(exc).__name__


def database_error_text(
    exc: BaseException,
    database: Path | str | None,
    *,
    opened_read_only: bool = False,
    headless: bool = False,
) -> Text | None:
    """What the failure ``exc`` of the database at ``database`` means and what to do, as one
    sentence naming its folder; None when ``exc`` is none of the conditions above (the
    caller keeps SQLite's message). ``opened_read_only``: the database was opened read-only
    on purpose, so a refused write says that (:data:`OPENED_READ_ONLY`) rather than
    asking to check the file's permissions; ``headless``: worded for the command line, which
    has no window to point to. The folder is named absolutely (a relative ``database`` is
    taken from the working directory; None: the working directory).

    >>> import sqlite3
    >>> err = sqlite3.OperationalError("database or disk is full")
    >>> err.sqlite_errorcode = 13
    >>> str(database_error_text(err, "/data/rigwright.sqlite3"))
    'the disk holding /data is full: free some space, then try again (nothing was changed)'
    """
    code = sqlite_code(exc)
    if opened_read_only and code == SQLITE_READONLY:
        advice: Text | None = OPENED_READ_ONLY_HEADLESS if headless else OPENED_READ_ONLY
    else:
        advice = _ADVICE.get(code or -1)
    if advice is None:
        return None
    folder = user_path(database).parent if database else user_path(".")
    return advice.format(folder=str(folder))


__all__ = [
    "OPENED_READ_ONLY",
    "OPENED_READ_ONLY_HEADLESS",
    "SQLITE_BUSY",
    "SQLITE_CANTOPEN",
    "SQLITE_CORRUPT",
    "SQLITE_FULL",
    "SQLITE_IOERR",
    "SQLITE_LOCKED",
    "SQLITE_NOTADB",
    "SQLITE_PERM",
    "SQLITE_READONLY",
    "database_error_text",
    "error_reason",
    "sqlite_code",
]
