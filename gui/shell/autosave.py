"""Autosave of what is open in the window (the quote in the editor, the working build) as drafts
beside the database, and the offer of the drafts after a crash (:class:`Autosaver`). When it
writes, what Restore and Discard do and what happens to a damaged draft: docs/reliability.md,
"Autosave and drafts"."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from rigwright.core.build.model import Build, BuildError, GpuLine, build_from_json
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.ranking.views import gpus_text
from rigwright.gui.widgets.i18n import exception_reason, tr_text
from rigwright.gui.widgets.lazy import lazy_import
from rigwright.gui.widgets.message_area import message_box

if TYPE_CHECKING:
    from rigwright.core.storage import drafts
else:
    # Loaded on the first autosave tick or crash check, after the window is shown (its
    # pydantic models are not needed before; docs/performance.md).
    drafts = lazy_import("rigwright.core.storage.drafts")

INTERVAL_MS = 5000
"""How often the drafts are brought up to date, ms."""

NOTE_MS = 15000
"""How long the status bar shows the note that drafts cannot be written, ms."""


def ask_restore(parent: QWidget | None, title: str, text: str) -> bool:
    """Ask whether to restore the drafts listed in ``text`` (plain text, in the window's
    language): True for Restore (also when the box is closed: nothing is thrown away unasked),
    False for Discard."""
    box = QMessageBox(
        QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    restore = box.addButton(
        QCoreApplication.translate("Autosaver", "Restore"), QMessageBox.ButtonRole.AcceptRole
    )
    discard = box.addButton(
        QCoreApplication.translate("Autosaver", "Discard"), QMessageBox.ButtonRole.DestructiveRole
    )
    box.setDefaultButton(restore)
    box.setEscapeButton(restore)
    try:
        box.exec()
        return box.clickedButton() is not discard
    finally:
        box.deleteLater()


def _local_time(draft: drafts.Draft) -> str:
    return draft.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")


RECOVERED = QT_TRANSLATE_NOOP("Autosaver", "recovered changes: {changes}")
"""The change a restored build is put back as (its own changes, in order)."""
RECOVERED_BUILD = QT_TRANSLATE_NOOP("Autosaver", "recovered build")
"""The change a restored build is put back as when it names no change."""
RECOVERED_CUSTOM = QT_TRANSLATE_NOOP(
    "Autosaver", "recovered build: the custom build based on {base} ({gpus}), then: {changes}"
)
"""The change a build made on a custom build of the search is put back as on its base SKU,
when that custom build is not among the search's builds now."""
RECOVERED_CUSTOM_ONLY = QT_TRANSLATE_NOOP(
    "Autosaver", "recovered build: the custom build based on {base} ({gpus})"
)
"""As :data:`RECOVERED_CUSTOM`, for a draft that names no change."""


def joined(changes: tuple[Text | str, ...] | list[Text | str]) -> Text:
    """``changes`` as one text, "; " between them, each rendered in the window's language."""
    params = tuple((f"c{i}", c) for i, c in enumerate(changes))
    return Text("", "; ".join("{" + name + "}" for name, _c in params), params)


def draft_gpus(build_json: dict | None) -> tuple[GpuLine, ...]:
    """The GPU lines of a build in its JSON form, as far as they can be read (a draft is
    read back before it is validated)."""
    gpus = (build_json or {}).get("gpus") or []
    return tuple(
        GpuLine(str(g.get("model")), g.get("count"))  # type: ignore[arg-type]
        for g in gpus
        if isinstance(g, dict)
    )


class Autosaver(QObject):
    """Autosaves the window's open quote and changed build (see the module docstring).

    Args:
        window: the main window (its ``state``, ``quotes_tab``, ``show_quotes`` and status
            bar). The quotes page is built on first use: the window calls :meth:`attach`
            then (before, no quote is open and there is none to keep).
        interval_ms: the autosave period, ms (tests give a short one or drive :meth:`save_now`).
        ask: asks Restore or Discard (:func:`ask_restore`; tests give their answer).

    Attributes:
        folder: the drafts folder once :meth:`start` found one (None before, or when none can
            be written).
        writes: how many draft files were written (or removed) this run.
    """

    def __init__(
        self,
        window,
        interval_ms: int = INTERVAL_MS,
        ask: Callable[[QWidget | None, str, str], bool] | None = None,
    ):
        super().__init__(window)
        self._window = window
        self._state = window.state
        self._tab = None  # the quotes page, once built (attach)
        self._ask = ask
        self.folder = None
        self.writes = 0
        self._active = False
        self._finished = False  # the window closed: no start after that (finish)
        self._saving = False
        self._noted = False
        self._last: dict[str, object] = {"quote": None, "build": None}
        # The change a restore pushed, and what it stands for when written again: its own
        # changes and the custom build they were made on (None: a SKU).
        self._recovered: tuple[Text, tuple[Text | str, ...], Build | None] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.save_now)
        page = getattr(window, "_quotes_tab_page", None)
        if page is None or page.is_built:
            self.attach(window.quotes_tab)
        self._state.working_build_changed.connect(self._on_build_changed)
        window.installEventFilter(self)
        app = QGuiApplication.instance()
        if app is not None:
            app.applicationStateChanged.connect(self._on_application_state)

    # ------------------------------------------------------------------ life
    @property
    def active(self) -> bool:
        """True while drafts are being written (after :meth:`start` and any offer)."""
        return self._active

    def set_interval(self, ms: int) -> None:
        """Autosave every ``ms`` milliseconds from now on (tests use a short period)."""
        self._timer.setInterval(ms)

    def attach(self, tab) -> None:
        """Keep the drafts of the quotes page ``tab`` (:class:`rigwright.gui.quotes.tab.QuotesTab`)
        from now on: the window calls this when it builds the page."""
        if self._tab is tab:
            return
        self._tab = tab
        tab.editor.dirty_changed.connect(self._on_dirty_changed)

    def start(self) -> None:
        """Mark the session in the drafts folder and start autosaving; when the last run did
        not close cleanly and left drafts, offer them first (once the event loop runs, so the
        window is up). Drafts left by a run that did close cleanly are removed. Nothing
        once the window has closed (:meth:`finish`): that would leave a session marker, and
        the next start would take it for a crash."""
        if self._finished:
            return
        db = self._state.db_path
        try:
            self.folder = drafts.drafts_folder(db)
        except drafts.DraftError as exc:
            self._note(exception_reason(exc))
            return
        # Both folders: the last run may have written where this one cannot, or the other way.
        found = drafts.recover(db)
        for folder in drafts.folders(db):
            if not drafts.last_run_crashed(folder):  # left by a run that closed cleanly
                with contextlib.suppress(OSError):
                    drafts.clear(folder, session=False)
        try:
            drafts.begin_session(self.folder)
        except OSError as exc:
            self._note(exception_reason(exc))
        if found.found or found.damaged or found.older:
            QTimer.singleShot(0, lambda: self.offer(found))
        else:
            self._activate()

    def finish(self) -> None:
        """The window closes cleanly (after its save question): stop and remove the drafts
        and the session marker."""
        self._finished = True
        self._timer.stop()
        self._active = False
        if self.folder is not None:
            with contextlib.suppress(OSError):
                drafts.clear(self.folder)
            with contextlib.suppress(OSError):
                drafts.clear_all(self._state.db_path)

    def _activate(self) -> None:
        self._active = True
        self._timer.start()

    # ------------------------------------------------------------------ saving
    def save_now(self, commit: bool = False) -> int:
        """Bring the drafts up to date: write the quote and the build that changed since the
        last write, remove a draft whose quote was saved or whose build was reverted. With
        ``commit``, what is being typed in the quote's fields is applied first (the focus
        was lost). Returns the number of files written or removed (0: nothing changed).
        A failure is noted once in the status bar, never raised."""
        if not self._active or self._saving or self.folder is None:
            return 0
        self._saving = True
        try:
            editor = self._tab.editor if self._tab is not None else None
            if commit and editor is not None and editor.document() is not None:
                editor.commit()
            done = self._sync(
                "quote", editor.document() if editor is not None and editor.is_dirty() else None
            )
            return done + self._sync("build", self._build_key())
        finally:
            self._saving = False

    def _build_key(self):
        state = self._state
        if not state.working_changed or state.working_build is None:
            return None
        changes: list[Text | str] = []
        custom = state.selected_custom.build if state.selected_custom is not None else None
        for change in state.changes:
            if self._recovered is not None and change is self._recovered[0]:
                changes.extend(self._recovered[1])  # never "recovered changes: recovered …"
                custom = custom or self._recovered[2]
            else:
                changes.append(change)
        return (
            state.working_build,
            self._selection_name(),
            state.catalog.name,
            tuple(changes),
            custom,
        )

    def _selection_name(self) -> str:
        state = self._state
        if state.selected_custom is not None:
            return state.selected_custom.base
        sku = state.selected_sku
        return f"SKU {sku.number}" if sku is not None else ""

    def _sync(self, kind: str, current) -> int:
        if current == self._last[kind]:
            return 0
        try:
            if current is None:
                drafts.remove_draft(self.folder, kind)
            elif kind == "quote":
                drafts.write_quote_draft(self.folder, current, self._state.catalog.name)
            else:
                build, selection, catalog, changes, custom = current
                drafts.write_build_draft(
                    self.folder, build, catalog, selection, changes, custom=custom
                )
        except OSError as exc:  # TargetError too: disk full, folder gone, read-only
            self._note(getattr(exc, "reason", None) or exception_reason(exc))
            return 0
        self._last[kind] = current
        self.writes += 1
        return 1

    def _note(self, reason: str) -> None:
        """Say once per run, in the status bar, that drafts cannot be kept."""
        if self._noted:
            return
        self._noted = True
        self._window.statusBar().showMessage(
            self.tr(
                "Unsaved work cannot be autosaved: {reason}. Save your quote to keep it."
            ).format(reason=reason.rstrip(".")),
            NOTE_MS,
        )

    def _on_dirty_changed(self, dirty: bool) -> None:
        if not dirty:
            self.save_now()  # a saved quote's draft goes at once

    def _on_build_changed(self) -> None:
        if self._active and not self._state.working_changed and self._last["build"] is not None:
            self.save_now()  # back to the selection: its draft goes at once

    def _on_application_state(self, state) -> None:
        if state != Qt.ApplicationState.ApplicationActive:
            self.save_now(commit=True)

    def eventFilter(self, watched, event) -> bool:
        """The window was deactivated (another window took the focus): save at once."""
        if watched is self._window and event.type() == QEvent.Type.WindowDeactivate:
            self.save_now(commit=True)
        return False

    # ------------------------------------------------------------------ the offer
    def describe(self, draft: drafts.Draft) -> str:
        """One line naming ``draft`` in the window's language: the quote's number and
        customer (or "new quote"), the build's selection (a custom build: the SKU it is based
        on and its GPUs) and changes; with the time saved."""
        when = _local_time(draft)
        if draft.kind == "quote":
            doc = draft.document()
            if doc.number:
                return self.tr("Quote {number} R{revision} ({company}), saved {time}").format(
                    number=doc.number,
                    revision=doc.revision,
                    company=doc.customer.company,
                    time=when,
                )
            return self.tr("New quote for {company} (never saved), saved {time}").format(
                company=doc.customer.company, time=when
            )
        try:
            changes = "; ".join(tr_text(c) for c in draft.change_texts())
        except ValueError:
            changes = ""
        changes = changes or self.tr("changed")
        if draft.custom is not None:
            return self.tr(
                "Custom build based on {selection} with {gpus} ({catalog}), with "
                "changes: {changes}; saved {time}"
            ).format(
                selection=draft.selection or self.tr("a SKU"),
                gpus=gpus_text(draft_gpus(draft.custom)),
                catalog=draft.catalog,
                changes=changes,
                time=when,
            )
        return self.tr(
            "Build {selection} ({catalog}) with changes: {changes}; saved {time}"
        ).format(
            selection=draft.selection or self.tr("the selection"),
            catalog=draft.catalog,
            changes=changes,
            time=when,
        )

    def _set_aside(self, bad: list[drafts.DamagedDraft], suffix: str) -> list[str]:
        """Move ``bad`` aside (never deleted); one line for each, in the window's language."""
        lines = []
        for one in bad:
            try:
                moved = drafts.move_aside(one.path, suffix)
                lines.append(
                    self.tr("• {file}: {reason} (kept as {moved})").format(
                        file=one.path.name, reason=one.reason, moved=moved
                    )
                )
            except OSError as exc:
                lines.append(
                    self.tr("• {file}: {reason} (it could not be moved aside: {error})").format(
                        file=one.path.name, reason=one.reason, error=exception_reason(exc)
                    )
                )
        return lines

    def offer(self, found: drafts.Drafts) -> bool:
        """Offer the last run's drafts (``found``, :func:`rigwright.core.storage.drafts.recover`):
        name them and ask Restore or Discard; damaged files and older drafts are named and moved
        aside. Afterwards the drafts of both folders are this run's (written again or removed)
        and autosaving starts. Returns True when drafts were restored."""
        title = self.tr("Recovered drafts")
        parts = []
        if found.found:
            parts.append(
                self.tr(
                    "Rigwright did not close properly last time. This unsaved work was recovered:"
                )
                + "\n"
                + "\n".join("• " + self.describe(d) for d in found.found)
            )
        if found.damaged:
            parts.append(
                self.tr("These drafts could not be read:")
                + "\n"
                + "\n".join(self._set_aside(found.damaged, drafts.DAMAGED_SUFFIX))
            )
        if found.older:
            parts.append(
                self.tr("Older drafts of the same kind were kept aside, not offered:")
                + "\n"
                + "\n".join(self._set_aside(found.older, drafts.OLDER_SUFFIX))
            )
        restored = False
        if found.found:
            text = (
                "\n\n".join(parts)
                + "\n\n"
                + self.tr("Restore opens them again (not saved yet); Discard deletes them.")
            )
            ask = self._ask or ask_restore
            if ask(self._window, title, text):
                self.restore(found.found)
                restored = True
            else:
                self._window.statusBar().showMessage(
                    self.tr("The recovered drafts were discarded"), 8000
                )
        else:
            message_box(self._window, QMessageBox.Icon.Warning, title, "\n\n".join(parts))
        self._activate()
        # What was restored is a draft of this run at once, in this run's folder; what was
        # not (discarded, or nothing to keep) is removed there; the other folder is emptied.
        self._last = {"quote": object(), "build": object()}
        self.save_now()
        db = self._state.db_path
        for folder in drafts.folders(db):
            if folder != self.folder:
                with contextlib.suppress(OSError):
                    drafts.clear(folder)
        return restored

    def restore(self, found: list[drafts.Draft]) -> list[str]:
        """Open the quote draft in the editor (unsaved) and make the build draft the working
        build again; what cannot be restored is said in one message and its file moved aside
        (never deleted). Returns those reasons."""
        problems = []
        done = set()
        for draft in found:
            try:
                reason = (
                    self._restore_quote(draft)
                    if draft.kind == "quote"
                    else self._restore_build(draft)
                )
            except Exception as exc:  # noqa: BLE001 - said, never a traceback
                reason = exception_reason(exc)
            if not reason:
                done.add(draft.kind)
                continue
            line = f"• {self.describe(draft)}: {reason}"
            if draft.path is not None:
                try:
                    moved = drafts.move_aside(draft.path, drafts.UNRESTORED_SUFFIX)
                    line += " " + self.tr("(kept as {moved})").format(moved=moved)
                except OSError as exc:
                    line += " " + self.tr("(it could not be moved aside: {error})").format(
                        error=exception_reason(exc)
                    )
            problems.append(line)
        if problems:
            message_box(
                self._window,
                QMessageBox.Icon.Warning,
                self.tr("Recovered drafts"),
                self.tr("Not everything could be restored:") + "\n" + "\n".join(problems),
            )
        if done:
            if done == {"quote", "build"}:
                note = self.tr(
                    "The recovered quote and build were restored; save the quote to keep it"
                )
            elif done == {"quote"}:
                note = self.tr("The recovered quote was restored; save it to keep it")
            else:
                note = self.tr("The recovered build was restored as the working build")
            self._window.statusBar().showMessage(note, 8000)
        return problems

    def _restore_quote(self, draft: drafts.Draft) -> str | None:
        tab = self._window.quotes_tab  # built now if it was not
        tab.vendor()
        reason = tab.editor.set_document(draft.document(), saved=False)
        if reason is None:
            tab.history.table.clearSelection()
            self._window.show_quotes()
        return reason

    def _open_catalog(self, name: str):
        """Catalog ``name`` of the window's database, read without using it yet."""
        from rigwright.core.storage.database import open_catalog  # SQLAlchemy: only when switching
        from rigwright.gui.widgets.progress import run_with_progress

        db = self._state.db_path
        return run_with_progress(
            self._window,
            self.tr("Catalog"),
            self.tr("Opening the catalog “{name}”…").format(name=name),
            lambda: open_catalog(db, name),
        )

    def _restore_build(self, draft: drafts.Draft) -> str | None:
        """Put the build draft back as the working build; everything is checked before the
        window's catalog or selection changes, and a failure after that puts them back.
        Returns why it cannot be restored, or None."""
        state = self._state
        catalog = state.catalog
        if draft.catalog != catalog.name:
            try:
                catalog = self._open_catalog(draft.catalog)
            except Exception as exc:  # noqa: BLE001 - CatalogError, StorageError: said
                return self.tr("catalog {catalog}: {reason}").format(
                    catalog=draft.catalog, reason=exception_reason(exc)
                )
        try:
            build = build_from_json(draft.data, catalog)
            custom = build_from_json(draft.custom, catalog) if draft.custom is not None else None
        except (BuildError, ValueError) as exc:
            return exception_reason(exc)
        match = re.fullmatch(r"SKU (\S+)", draft.selection)
        sku = next((s for s in catalog.skus if match and s.number == match.group(1)), None)
        if sku is None and not catalog.skus:
            return self.tr("no workstation is selected to put the build on")
        changes = draft.change_texts()
        before = (state.catalog, state.selected_sku, state.selected_custom)
        try:
            if catalog is not state.catalog:
                state.set_catalog(catalog)
            on_custom = next(
                (c for c in state.custom_builds if custom is not None and c.build == custom), None
            )
            if on_custom is not None:
                state.select_custom(on_custom)
            elif sku is not None:
                state.select_sku(sku)
            if state.working_build is None:
                raise ValueError(self.tr("no workstation is selected to put the build on"))
            if custom is not None and on_custom is None:  # on its base SKU: say what it is
                base = {"base": draft.selection or "?", "gpus": gpus_text(draft_gpus(draft.custom))}
                text = (
                    RECOVERED_CUSTOM.format(**base, changes=joined(changes))
                    if changes
                    else RECOVERED_CUSTOM_ONLY.format(**base)
                )
            else:
                text = RECOVERED.format(changes=joined(changes)) if changes else RECOVERED_BUILD
            state.edit_build(build, text)
        except Exception as exc:  # noqa: BLE001 - put the window back as it was, then say it
            self._put_back(*before)
            return exception_reason(exc)
        if state.working_build != build:
            self._put_back(*before)
            return self.tr("the build could not be put back as it was")
        self._recovered = (text, changes, custom)
        return None

    def _put_back(self, catalog, sku, custom) -> None:
        """The window's catalog and selection as they were before a failed restore."""
        state = self._state
        with contextlib.suppress(Exception):
            if state.catalog is not catalog:
                state.set_catalog(catalog)
            if custom is not None:
                state.select_custom(custom)
            else:
                state.select_sku(sku, by_user=False)
