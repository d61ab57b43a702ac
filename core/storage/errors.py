"""What a failed SQLite operation means for the engineer, and what to do about it: SQLite's
result codes as one translatable sentence, and :class:`StorageError` with its kinds
(docs/storage.md)."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy.exc import SQLAlchemyError

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
read-only file or folder, or a lock another program held at start:
:mod:`rigwright.core.storage.health`), as the window says it."""

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


class StorageError(RuntimeError):
    """The database cannot be opened, read or written; the message says which and why.

    Attributes:
        text: for a failure the user can act on (a full disk, a read-only or locked file:
            :func:`rigwright.core.storage.errors.database_error_text`), the reason and its
            remedy as a translatable :class:`rigwright.core.text.i18n.Text`; else None.
    """

    def __init__(self, message: str, text: Text | None = None) -> None:
        """``message``: the one-line reason; ``text``: the window's words, or None."""
        super().__init__(message)
        self.text = text


class DatabaseLockedError(StorageError):
    """Another process held the database's write lock longer than :data:`BUSY_TIMEOUT_S`."""


class ReadOnlyDatabaseError(StorageError):
    """SQLite refused to write the database: the file or its folder cannot be written (a
    read-only disk or share, permissions)."""


class NotOursError(StorageError):
    """The file is not a Rigwright database (another program's SQLite database, or not an
    SQLite file at all): refused before anything is written to it, so it is left as it was
    (its bytes, mode and time). The user chose a wrong path: the command line exits 2."""


NOT_OURS_TEXTS = {
    "sqlite": QT_TRANSLATE_NOOP(
        "storage",
        "{path} is another program's database, not Rigwright's: nothing was "
        "changed in it. Start Rigwright with another database file.",
    ),
    "other": QT_TRANSLATE_NOOP(
        "storage",
        "{path} is not a database (it is not an SQLite file): nothing was changed "
        "in it. Start Rigwright with another database file.",
    ),
}
"""The window's words for a :class:`NotOursError`: another program's SQLite database, or a
file that is no database at all."""


def not_ours_error(path: Path | str, reason: str, advice: str = "") -> NotOursError:
    """The :class:`NotOursError` for ``path``: "<path> is not a Rigwright database
    (<reason>); nothing was changed in it<advice>", with the window's translatable words
    (:data:`NOT_OURS_TEXTS`) as its ``text``."""
    kind = (
        "sqlite" if reason.startswith(("it holds other tables", "its rigwright_meta")) else "other"
    )
    return NotOursError(
        f"{path} is not a Rigwright database ({reason}); nothing was changed in it{advice}",
        NOT_OURS_TEXTS[kind].format(path=str(path)),
    )


def storage_error(path: Path, exc: SQLAlchemyError, advice: str = "") -> StorageError:
    """The :class:`StorageError` for ``exc`` met on the database at ``path`` ("cannot use the
    database <path>: <reason><advice>"): a :class:`DatabaseLockedError` when it is locked,
    a :class:`ReadOnlyDatabaseError` when it cannot be written."""
    reason = error_reason(exc)
    code = sqlite_code(exc)
    cls = (
        DatabaseLockedError
        if code in (SQLITE_BUSY, SQLITE_LOCKED)
        else ReadOnlyDatabaseError
        if code in (SQLITE_READONLY, SQLITE_PERM)
        else StorageError
    )
    text = database_error_text(exc, path)
    if text is not None and not advice:
        advice = f" ({text})"
    return cls(f"cannot use the database {path}: {reason}{advice}", text)


__all__ = [
    "NOT_OURS_TEXTS",
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
    "DatabaseLockedError",
    "NotOursError",
    "ReadOnlyDatabaseError",
    "StorageError",
    "database_error_text",
    "error_reason",
    "not_ours_error",
    "sqlite_code",
    "storage_error",
]
