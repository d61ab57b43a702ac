"""Drafts of what is open in the window (the quote, the working build), kept on disk so that a
crash loses nothing: one JSON file per kind in the database's drafts folder, a session marker,
and recovery of the newest draft at start (docs/storage.md, docs/reliability.md)."""

from __future__ import annotations

import contextlib
import datetime as _dt
import hashlib
import json
import os
import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, PrivateAttr, ValidationError

from rigwright.core.build.model import Build, build_to_json, field_path
from rigwright.core.io.files import SourceError, read_regular_file, write_atomically
from rigwright.core.io.paths import APP_NAME, default_db_path
from rigwright.core.io.private_files import PRIVATE_FILE, private_folder, tighten
from rigwright.core.quote.document import QuoteDocument, QuoteFileError, quote_from_data
from rigwright.core.text.i18n import Text

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

UNRESTORED_SUFFIX = ".unrestored"
"""Added (with the time) to the name of a draft that was read but could not be restored (its
build no longer fits the catalog, ...), moved aside rather than deleted."""

OLDER_SUFFIX = ".older"
"""Added (with the time) to the name of a draft of a crashed run that a newer draft of the same
kind (in the other drafts folder) replaces in the offer; kept, never deleted."""

MAX_TEXT_DEPTH = 4
"""How deeply a stored change's parameters may nest (a parameter that is a text itself)."""


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
            (:func:`rigwright.core.build.model.build_to_json`).
        selection: a build's selection, as the window names it ("SKU 3"); for a custom build
            of the search, the SKU it is based on; "" for a quote.
        changes: a build's changes, in order, each in no language (a
            :class:`rigwright.core.text.i18n.Text` as :func:`text_to_json` writes it) or a plain
            string (shown as it is; drafts of earlier versions); :meth:`change_texts` gives them as
            the window shows them.
        custom: the custom build of the search the changes were made on
            (``build_to_json``), or None when the selection is a SKU.
        path: (not stored) the file it was read from, None for a draft not read from disk.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["rigwright-draft/1"]
    kind: Literal["quote", "build"]
    saved_at: AwareDatetime
    catalog: str = Field(min_length=1, max_length=200)
    data: dict[str, Any]
    selection: str = Field(default="", max_length=200)
    changes: tuple[str | dict[str, Any], ...] = Field(default=(), max_length=1000)
    custom: dict[str, Any] | None = None
    _path: Path | None = PrivateAttr(default=None)

    @property
    def path(self) -> Path | None:
        """The file this draft was read from (None when it was not read from disk)."""
        return self._path

    def change_texts(self) -> tuple[Text | str, ...]:
        """:attr:`changes` as the window shows them: a :class:`rigwright.core.text.i18n.Text`
        (rendered in the window's language) or a plain string.

        Raises:
            ValueError: a stored change is not a text (:func:`text_from_json`); never for a
                draft returned by :func:`read_drafts`, which checks them.
        """
        return tuple(c if isinstance(c, str) else text_from_json(c) for c in self.changes)

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
    """What :func:`read_drafts` (or :func:`recover`) found: the readable drafts (quote
    first), the damaged files and (:func:`recover` only) the readable drafts a newer one of
    the same kind replaces."""

    found: list[Draft] = field(default_factory=list)
    damaged: list[DamagedDraft] = field(default_factory=list)
    older: list[DamagedDraft] = field(default_factory=list)


# ----------------------------------------------------------------------------- changes
def text_to_json(change: Text | str) -> dict[str, Any] | str:
    """``change`` as a draft keeps it, in no language: a plain string as it is, a
    :class:`rigwright.core.text.i18n.Text` as ``{"context", "source", "params"}`` (a parameter that
    is a :class:`Text` likewise; a number, a boolean or None as it is; any other value as its
    string)."""
    if isinstance(change, str):
        return change

    def value(v: Any) -> Any:
        if isinstance(v, Text):
            return text_to_json(v)
        if v is None or isinstance(v, bool | int | float | str):
            return v
        return str(v)

    return {
        "context": change.context,
        "source": change.source,
        "params": {k: value(v) for k, v in change.params},
    }


def _plain_fields(template: str) -> bool:
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return False
    return all(
        name is None or (name.isidentifier() and not conversion)
        for _lit, name, _spec, conversion in parsed
    )


def text_from_json(data: Any, depth: int = 0) -> Text:
    """The :class:`rigwright.core.text.i18n.Text` :func:`text_to_json` wrote.

    Raises:
        ValueError: not that shape (a context and a source of at most 500 characters, the
            source's fields plain names with their values given, values JSON scalars or
            texts nested at most :data:`MAX_TEXT_DEPTH` deep).
    """
    if depth > MAX_TEXT_DEPTH:
        raise ValueError("a change nests too deeply")
    if not isinstance(data, dict) or set(data) != {"context", "source", "params"}:
        raise ValueError("a change must have a context, a source and params")
    context, source, params = data["context"], data["source"], data["params"]
    if not (
        isinstance(context, str)
        and isinstance(source, str)
        and isinstance(params, dict)
        and len(context) <= 500
        and len(source) <= 500
    ):
        raise ValueError("a change must have a context, a source and params")
    if not _plain_fields(source):
        raise ValueError(f"a change's text {source[:60]!r} is not a plain template")
    values: dict[str, Any] = {}
    for key, v in params.items():
        if isinstance(v, dict):
            values[key] = text_from_json(v, depth + 1)
        elif v is None or isinstance(v, bool | int | float | str):
            values[key] = v
        else:
            raise ValueError(f"a change's value {key!r} is not text or a number")
    try:
        return Text(context, source).format(**values)
    except KeyError as exc:
        raise ValueError(f"a change's text {source[:60]!r} lacks a value") from exc


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
        private_folder(folder)
    except OSError:
        return False
    if not (folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)):
        return False
    with contextlib.suppress(OSError):  # drafts written 0644 by an older version
        for entry in folder.iterdir():
            if entry.is_file() and not entry.is_symlink():
                tighten(entry, PRIVATE_FILE)
    return True


def drafts_folder(db_path: Path | str | None) -> Path:
    """The drafts folder of the database at ``db_path`` (None: the per-user default), created
    ``0700`` (a broader one and its files tightened,
    :func:`rigwright.core.io.private_files.tighten`): :func:`primary_folder` when it can be written,
    else :func:`fallback_folder`.

    Raises:
        DraftError: neither can be created and written.
    """
    for folder in (primary_folder(db_path), fallback_folder(db_path)):
        if _usable(folder):
            return folder
    raise DraftError(
        f"no drafts folder can be written: neither {primary_folder(db_path)} "
        f"nor {fallback_folder(db_path)}"
    )


# ----------------------------------------------------------------------------- writing
def _now() -> _dt.datetime:
    return _dt.datetime.now(_dt.UTC).replace(microsecond=0)


def _write(folder: Path, draft: dict[str, Any]) -> Path:
    text = json.dumps(draft, ensure_ascii=False, separators=(",", ":"))
    return write_atomically(Path(folder) / FILES[draft["kind"]], text.encode("utf-8"), PRIVATE_FILE)


def write_quote_draft(
    folder: Path, doc: QuoteDocument, catalog: str, saved_at: _dt.datetime | None = None
) -> Path:
    """Write ``doc`` (the quote open in the editor, with its unsaved changes) as the quote
    draft in ``folder``; ``catalog`` is the window's catalog name. Returns the file.

    Raises:
        rigwright.core.io.files.TargetError: it cannot be written (disk full, folder gone); the
            previous draft is kept whole.
    """
    return _write(
        folder,
        {
            "format": FORMAT,
            "kind": "quote",
            "saved_at": (saved_at or _now()).isoformat(),
            "catalog": catalog,
            "data": json.loads(doc.to_json()),
        },
    )


def write_build_draft(
    folder: Path,
    build: Build,
    catalog: str,
    selection: str = "",
    changes: tuple[Text | str, ...] | list[Text | str] = (),
    saved_at: _dt.datetime | None = None,
    custom: Build | None = None,
) -> Path:
    """Write ``build`` (the changed working build of the selection named ``selection``, e.g.
    "SKU 3", of catalog ``catalog``, with the ``changes`` made, kept in no language by
    :func:`text_to_json`) as the build draft in ``folder``. ``custom``: the custom build of
    the search that was selected (``selection`` then names the SKU it is based on). Returns
    the file.

    Raises:
        rigwright.core.io.files.TargetError: as :func:`write_quote_draft`.
    """
    return _write(
        folder,
        {
            "format": FORMAT,
            "kind": "build",
            "saved_at": (saved_at or _now()).isoformat(),
            "catalog": catalog,
            "data": build_to_json(build),
            "selection": selection,
            "changes": [text_to_json(c) for c in changes],
            "custom": build_to_json(custom) if custom is not None else None,
        },
    )


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
        rigwright.core.io.files.TargetError: the marker cannot be written.
    """
    path = Path(folder) / SESSION_FILE
    crashed = last_run_crashed(folder)
    write_atomically(path, f"{os.getpid()} {_now().isoformat()}\n".encode("ascii"), PRIVATE_FILE)
    return crashed


def last_run_crashed(folder: Path) -> bool:
    """True when ``folder`` holds the session marker (a window is running, or did not close
    cleanly); False when it cannot be looked at (a folder that cannot be read)."""
    try:
        return (Path(folder) / SESSION_FILE).exists()
    except OSError:
        return False


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
        raw = read_regular_file(path, MAX_DRAFT_BYTES)  # never blocks on a pipe
    except SourceError as exc:
        raise ValueError(
            f"{exc.reason}; a draft is at most {MAX_DRAFT_BYTES:,} bytes"
            if exc.reason.startswith("is larger")
            else exc.reason
        ) from None
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
        raise ValueError(
            f"format {str(fmt)[:40]!r} is not {FORMAT!r} (written by another version of Rigwright)"
            if isinstance(fmt, str)
            else "not a draft (no format)"
        )
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
    else:
        for i, change in enumerate(draft.changes):
            if not isinstance(change, str):
                try:
                    text_from_json(change)
                except ValueError as exc:
                    raise ValueError(f"draft.changes[{i}]: {exc}") from None
    draft._path = path
    return draft


def read_drafts(folder: Path) -> Drafts:
    """The drafts in ``folder`` (the quote's first), each checked; a file that cannot be used
    is in :attr:`Drafts.damaged` with its reason (:func:`read_draft`). Never raises: a missing
    or unreadable folder has no drafts."""
    out = Drafts()
    for name in FILES.values():
        path = Path(folder) / name
        try:
            if not path.exists() and not path.is_symlink():
                continue
        except OSError:
            continue
        try:
            out.found.append(read_draft(path))
        except ValueError as exc:
            out.damaged.append(DamagedDraft(path, str(exc)))
    return out


def move_aside(path: Path, suffix: str = DAMAGED_SUFFIX) -> Path:
    """Rename the draft ``path`` to ``<name><suffix>-<UTC time>`` in its folder (a number
    added when taken) so it is no longer offered but kept for inspection: a damaged draft
    (:data:`DAMAGED_SUFFIX`), one that could not be restored (:data:`UNRESTORED_SUFFIX`), an
    older one (:data:`OLDER_SUFFIX`). Returns the new path.

    Raises:
        OSError: it cannot be renamed.
    """
    path = Path(path)
    stamp = _now().strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}{suffix}-{stamp}")
    n = 1
    while target.exists() or target.is_symlink():
        n += 1
        target = path.with_name(f"{path.name}{suffix}-{stamp}-{n}")
    os.replace(path, target)
    tighten(target, PRIVATE_FILE)  # kept for inspection, it still holds unit costs
    return target


def folders(db_path: Path | str | None) -> list[Path]:
    """Both drafts folders of the database at ``db_path``: :func:`primary_folder` and
    :func:`fallback_folder` (one when they are the same); neither is created."""
    out = [primary_folder(db_path)]
    with contextlib.suppress(OSError):
        fallback = fallback_folder(db_path)
        if fallback != out[0]:
            out.append(fallback)
    return out


def recover(db_path: Path | str | None) -> Drafts:
    """The drafts a window on the database at ``db_path`` left when it did not close
    cleanly, looked for in both :func:`folders` (the database's folder may have been
    unwritable then and writable now, or the other way round): of the folders holding a
    session marker, the newest readable draft of each kind is in :attr:`Drafts.found`
    (quote first), every other readable one in :attr:`Drafts.older` (the reason names the
    newer one), the damaged ones in :attr:`Drafts.damaged`. Never raises."""
    out = Drafts()
    readable: list[Draft] = []
    for folder in folders(db_path):
        if not last_run_crashed(folder):
            continue
        found = read_drafts(folder)
        readable.extend(found.found)
        out.damaged.extend(found.damaged)
    for kind in FILES:
        mine = sorted(
            (d for d in readable if d.kind == kind), key=lambda d: d.saved_at, reverse=True
        )
        if mine:
            newest = mine[0]
            out.found.append(newest)
            out.older.extend(
                DamagedDraft(d.path, f"older than {newest.path}")
                for d in mine[1:]
                if d.path is not None
            )
    return out


def clear_all(db_path: Path | str | None, keep_session: Path | None = None) -> None:
    """:func:`clear` both :func:`folders` of the database at ``db_path``: the drafts and
    the session markers, but for ``keep_session`` (the folder this window's marker is in).

    Raises:
        OSError: a file exists and cannot be removed (the others are removed).
    """
    error: OSError | None = None
    for folder in folders(db_path):
        try:
            if folder.is_dir():
                clear(folder, session=folder != keep_session)
        except OSError as exc:
            error = error or exc
    if error is not None:
        raise error


__all__ = [
    "BUILD_FILE",
    "DAMAGED_SUFFIX",
    "FILES",
    "FORMAT",
    "MAX_DRAFT_BYTES",
    "MAX_TEXT_DEPTH",
    "OLDER_SUFFIX",
    "QUOTE_FILE",
    "SESSION_FILE",
    "UNRESTORED_SUFFIX",
    "DamagedDraft",
    "Draft",
    "DraftError",
    "Drafts",
    "begin_session",
    "clear",
    "clear_all",
    "drafts_folder",
    "fallback_folder",
    "folders",
    "last_run_crashed",
    "move_aside",
    "primary_folder",
    "read_draft",
    "read_drafts",
    "recover",
    "remove_draft",
    "text_from_json",
    "text_to_json",
    "write_build_draft",
    "write_quote_draft",
]
