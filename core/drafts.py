"""Drafts of what is open in the window, kept on disk so that a crash loses nothing (issue 9).

The window writes the quote open in the editor (while it has unsaved changes) and the changed
working build every few seconds (``gui.autosave``). Each is one JSON file in the drafts folder
of the database (:func:`drafts_folder`)::

    <database>.drafts/
        quote.json     {"format": "rigwright-draft/1", "kind": "quote",
                        "saved_at": "2026-11-30T23:59:01Z", "catalog": "seed-2020",
                        "data": {...the quote document, as a quote file holds it...}}
        build.json     {"format": ..., "kind": "build", "saved_at": ..., "catalog": ...,
                        "data": {...the build, core.builds.build_to_json...},
                        "selection": "SKU 3", "changes": ["add 1 × RTX8000", ...]}
        session        present while a window runs on the database

Each file is written with :func:`core.files.write_atomically`, so a crash while writing leaves
the previous draft whole. The ``session`` marker is written when a window starts and removed
when it closes cleanly (with the drafts): found at start, it means the last window did not
close (a crash, a kill, a power cut) and its drafts are the ones to offer. Only one window runs
on a database at a time (``gui.single_instance``), so the marker is never another window's.

Reading never raises on what a file holds: a file that is not JSON, not a draft, of another
format version or whose quote is invalid is returned as :class:`DamagedDraft` with the reason,
and :func:`move_aside` renames it (it is never deleted).
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError

from core.builds import Build, build_to_json, field_path
from core.files import write_atomically
from core.paths import APP_NAME, default_db_path
from core.quote_doc import QuoteDocument, QuoteFileError, quote_from_data

FORMAT = "rigwright-draft/1"
"""The ``format`` of a draft file; a file of another format is not read (set aside)."""

QUOTE_FILE = "quote.json"
BUILD_FILE = "build.json"
SESSION_FILE = "session"
FILES: dict[str, str] = {"quote": QUOTE_FILE, "build": BUILD_FILE}
"""The file of each kind of draft, in the order they are offered."""

MAX_DRAFT_BYTES = 12_000_000
"""The largest draft file read (a quote file is at most 8 MB: its logo)."""

DAMAGED_SUFFIX = ".damaged"
"""Added (with the time) to the name of a damaged draft moved aside."""


class DraftError(OSError):
    """No drafts folder can be written (neither beside the database nor in the user's state
    folder); the message names both."""


class Draft(BaseModel):
    """One draft file's content (see the module docstring).

    Attributes:
        format: :data:`FORMAT`.
        kind: "quote" or "build".
        saved_at: when it was written (UTC).
        catalog: the name of the catalog the window used (a quote names its own as well).
        data: the quote document (a quote file's JSON) or the build
            (:func:`core.builds.build_to_json`).
        selection: a build's selection, as the window names it ("SKU 3"); "" for a quote.
        changes: a build's changes as they were worded then ("add 1 × RTX8000"), in order.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["rigwright-draft/1"]
    kind: Literal["quote", "build"]
    saved_at: AwareDatetime
    catalog: str = Field(min_length=1, max_length=200)
    data: dict[str, Any]
    selection: str = Field(default="", max_length=200)
    changes: tuple[str, ...] = Field(default=(), max_length=1000)

    def document(self) -> QuoteDocument:
        """A quote draft's document.

        Raises:
            QuoteFileError: it is not a valid quote (naming the field); never for a draft
                returned by :func:`read_drafts`, which checks it.
        """
        return quote_from_data(self.data)


@dataclass(frozen=True)
class DamagedDraft:
    """A draft file that cannot be read: ``path`` and the one-line ``reason``."""

    path: Path
    reason: str


@dataclass(frozen=True)
class Drafts:
    """What :func:`read_drafts` found: the readable drafts (quote first) and the damaged
    files."""

    found: list[Draft] = field(default_factory=list)
    damaged: list[DamagedDraft] = field(default_factory=list)


# ----------------------------------------------------------------------------- the folder
def primary_folder(db_path: Path | str | None) -> Path:
    """``<database file>.drafts`` beside the database (None: :func:`default_db_path`)."""
    db = Path(db_path) if db_path is not None else default_db_path()
    return db.with_name(db.name + ".drafts")


def fallback_folder(db_path: Path | str | None) -> Path:
    """The drafts folder used when :func:`primary_folder` cannot be written: one folder per
    database (a digest of its absolute path) in platformdirs' user state folder."""
    from platformdirs import user_state_dir

    db = Path(db_path) if db_path is not None else default_db_path()
    digest = hashlib.sha256(str(db.resolve()).encode("utf-8")).hexdigest()[:16]
    return Path(user_state_dir(APP_NAME, appauthor=False)) / "drafts" / digest


def _usable(folder: Path) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)


def drafts_folder(db_path: Path | str | None) -> Path:
    """The drafts folder of the database at ``db_path`` (None: the per-user default),
    created: :func:`primary_folder` when it can be written, else :func:`fallback_folder`.

    Raises:
        DraftError: neither can be created and written.
    """
    for folder in (primary_folder(db_path), fallback_folder(db_path)):
        if _usable(folder):
            return folder
    raise DraftError(f"no drafts folder can be written: neither {primary_folder(db_path)} "
                     f"nor {fallback_folder(db_path)}")


# ----------------------------------------------------------------------------- writing
def _now() -> _dt.datetime:
    return _dt.datetime.now(_dt.UTC).replace(microsecond=0)


def _write(folder: Path, draft: dict[str, Any]) -> Path:
    text = json.dumps(draft, ensure_ascii=False, separators=(",", ":"))
    return write_atomically(Path(folder) / FILES[draft["kind"]], text.encode("utf-8"))


def write_quote_draft(folder: Path, doc: QuoteDocument, catalog: str,
                      saved_at: _dt.datetime | None = None) -> Path:
    """Write ``doc`` (the quote open in the editor, with its unsaved changes) as the quote
    draft in ``folder``; ``catalog`` is the window's catalog name. Returns the file.

    Raises:
        core.files.TargetError: it cannot be written (disk full, folder gone); the previous
            draft is kept whole.
    """
    return _write(folder, {"format": FORMAT, "kind": "quote",
                           "saved_at": (saved_at or _now()).isoformat(), "catalog": catalog,
                           "data": json.loads(doc.to_json())})


def write_build_draft(folder: Path, build: Build, catalog: str, selection: str = "",
                      changes: tuple[str, ...] | list[str] = (),
                      saved_at: _dt.datetime | None = None) -> Path:
    """Write ``build`` (the changed working build of the selection named ``selection``, e.g.
    "SKU 3", of catalog ``catalog``, with the ``changes`` made as worded now) as the build
    draft in ``folder``. Returns the file.

    Raises:
        core.files.TargetError: as :func:`write_quote_draft`.
    """
    return _write(folder, {"format": FORMAT, "kind": "build",
                           "saved_at": (saved_at or _now()).isoformat(), "catalog": catalog,
                           "data": build_to_json(build), "selection": selection,
                           "changes": [str(c) for c in changes]})


def remove_draft(folder: Path, kind: str) -> None:
    """Remove the ``kind`` draft ("quote" or "build") from ``folder`` (nothing when absent).

    Raises:
        OSError: it exists and cannot be removed.
    """
    with contextlib.suppress(FileNotFoundError):
        (Path(folder) / FILES[kind]).unlink()


# ----------------------------------------------------------------------------- the session
def begin_session(folder: Path) -> bool:
    """Mark ``folder``'s database as having a window open; True when the marker was already
    there (the last window did not close cleanly: its drafts are to be offered).

    Raises:
        core.files.TargetError: the marker cannot be written.
    """
    path = Path(folder) / SESSION_FILE
    crashed = path.exists()
    write_atomically(path, f"{os.getpid()} {_now().isoformat()}\n".encode("ascii"))
    return crashed


def last_run_crashed(folder: Path) -> bool:
    """True when ``folder`` holds the session marker (a window is running, or did not close
    cleanly)."""
    return (Path(folder) / SESSION_FILE).exists()


def clear(folder: Path, session: bool = True) -> None:
    """Remove the drafts (and, with ``session``, the session marker) from ``folder``: the
    window closed cleanly, or the engineer discarded the drafts. Files set aside by
    :func:`move_aside` stay.

    Raises:
        OSError: a file exists and cannot be removed (the others are removed).
    """
    names = [*FILES.values(), *([SESSION_FILE] if session else [])]
    error: OSError | None = None
    for name in names:
        try:
            (Path(folder) / name).unlink()
        except FileNotFoundError:
            continue
        except OSError as exc:
            error = error or exc
    if error is not None:
        raise error


# ----------------------------------------------------------------------------- reading
def _validation_message(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = field_path(first["loc"], "draft")
    return f"{where}: {first['msg']}"


def read_draft(path: Path) -> Draft:
    """Read one draft file.

    Raises:
        ValueError: the reason it cannot be used, one line: unreadable, too big, not UTF-8
            JSON, of another format version, not a draft, or (a quote) an invalid quote
            naming the field.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_DRAFT_BYTES:
            raise ValueError(f"{size:,} bytes, a draft is at most {MAX_DRAFT_BYTES:,}")
        raw = path.read_bytes()
    except OSError as exc:
        raise ValueError(exc.strerror or str(exc)) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise ValueError("not UTF-8 text") from None
    except (json.JSONDecodeError, RecursionError):
        raise ValueError("not valid JSON (cut short, or not a draft)") from None
    if not isinstance(data, dict):
        raise ValueError("not a draft (expected a JSON object)")  # noqa: TRY004 - content
    fmt = data.get("format")
    if fmt != FORMAT:
        raise ValueError(f"format {str(fmt)[:40]!r} is not {FORMAT!r} (written by another "
                         f"version of Rigwright)" if isinstance(fmt, str)
                         else "not a draft (no format)")
    try:
        draft = Draft.model_validate(data)
    except ValidationError as exc:
        raise ValueError(_validation_message(exc)) from None
    expected = FILES[draft.kind]
    if path.name != expected:
        raise ValueError(f"a {draft.kind} draft belongs in {expected}")
    if draft.kind == "quote":
        try:
            draft.document()
        except QuoteFileError as exc:
            raise ValueError(str(exc).splitlines()[0] if str(exc) else "invalid quote") from None
    return draft


def read_drafts(folder: Path) -> Drafts:
    """The drafts in ``folder`` (the quote's first), each checked; a file that cannot be used
    is in :attr:`Drafts.damaged` with its reason (:func:`read_draft`). Never raises: a missing
    or unreadable folder has no drafts."""
    out = Drafts()
    for name in FILES.values():
        path = Path(folder) / name
        try:
            if not path.exists():
                continue
        except OSError:
            continue
        try:
            out.found.append(read_draft(path))
        except ValueError as exc:
            out.damaged.append(DamagedDraft(path, str(exc)))
    return out


def move_aside(path: Path) -> Path:
    """Rename the damaged draft ``path`` to ``<name>.damaged-<UTC time>`` in its folder (a
    number added when taken) so it is no longer offered but kept for inspection. Returns the
    new path.

    Raises:
        OSError: it cannot be renamed.
    """
    path = Path(path)
    stamp = _now().strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}{DAMAGED_SUFFIX}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}{DAMAGED_SUFFIX}-{stamp}-{n}")
    os.replace(path, target)
    return target


__all__ = ["BUILD_FILE", "DAMAGED_SUFFIX", "FILES", "FORMAT", "MAX_DRAFT_BYTES", "QUOTE_FILE",
           "SESSION_FILE", "DamagedDraft", "Draft", "DraftError", "Drafts", "begin_session",
           "clear", "drafts_folder", "fallback_folder", "last_run_crashed", "move_aside",
           "primary_folder", "read_draft", "read_drafts", "remove_draft", "write_build_draft",
           "write_quote_draft"]
