"""The application state the views observe: a Qt adapter around the core's
:class:`rigwright.core.session.session.Session`.

It turns the session's events into Qt signals of the same names, in the same order, and adds
what needs Qt: the undo stack of the working build, the search's timer and worker.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QApplication

from rigwright.core.catalog.model import Catalog
from rigwright.core.search.pareto import SearchResult
from rigwright.core.session.compare_set import MAX_COMPARE
from rigwright.core.session.history import Apply, Change
from rigwright.core.session.session import (
    DEFAULT_WORKLOAD,
    EVENTS,
    SITE_SETTING,
    Session,
    site_key,
)
from rigwright.core.storage.health import StartReport
from rigwright.core.text.i18n import Text
from rigwright.gui.search_runner import SearchRunner
from rigwright.gui.widgets.i18n import language_changed, tr_text

__all__ = [
    "DEFAULT_WORKLOAD",
    "MAX_COMPARE",
    "SEARCH_DELAY_MS",
    "SITE_SETTING",
    "AppState",
    "site_key",
]

SEARCH_DELAY_MS = 150
"""Inputs must rest this long before the configuration search starts: the views redraw at
once without a search competing for the interpreter, and a run of quick changes (typing a
budget, spinning a count) searches once, for the last."""


class _WorkingBuildCommand(QUndoCommand):
    """One change of the build being checked, on :attr:`AppState.undo_stack`: redo applies
    ``after``, undo ``before`` (each a :data:`rigwright.core.session.history.Change`).

    The command only applies them: the state tells the views when the stack's index has
    moved (QUndoStack calls redo and undo before it updates its index, its texts and
    canUndo). Its text is :attr:`change` in the window's language (:meth:`retranslate`)."""

    def __init__(self, apply: Apply, change: Text | str, before: Change, after: Change):
        super().__init__(tr_text(change))
        self.change = change
        self._apply, self._before, self._after = apply, before, after

    def retranslate(self) -> None:
        """Name the change in the window's language (a plain string stays as it is)."""
        self.setText(tr_text(self.change))

    def redo(self) -> None:
        self._apply(self._after)

    def undo(self) -> None:
        self._apply(self._before)


class _UndoHistory:
    """The session's history (:class:`rigwright.core.session.history.History`) on a
    QUndoStack, so that the window's Edit menu undoes and redoes it."""

    def __init__(self, stack: QUndoStack, apply: Apply, moved):
        self._stack, self._apply, self._moved = stack, apply, moved
        self._dropping = False  # True while the stack restarts (the session tells the views)

    def index_changed(self) -> None:
        """The stack's index moved: tell the session, unless it restarts the stack."""
        if not self._dropping:
            self._moved()

    def push(self, change: Text | str, before: Change, after: Change) -> None:
        self._stack.push(_WorkingBuildCommand(self._apply, change, before, after))

    def restart(self, change: Text | str, kept: Change | None) -> None:
        self._dropping = True
        try:
            self._stack.clear()
            if kept is not None:
                self._stack.push(_WorkingBuildCommand(self._apply, change, (None, ()), kept))
        finally:
            self._dropping = False

    def reset(self) -> None:
        self._stack.setIndex(0)  # undoes each command, then moves the index once

    def changes(self) -> tuple[Text | str, ...]:
        stack, out = self._stack, []
        for i in range(stack.index()):
            command = stack.command(i)
            out.append(
                command.change if isinstance(command, _WorkingBuildCommand) else stack.text(i)
            )
        return tuple(out)


class _SearchDelay:
    """The session's search scheduler: the worker starts once the inputs rest for
    :data:`SEARCH_DELAY_MS`."""

    def __init__(self, runner: SearchRunner, timer: QTimer):
        self._runner, self._timer = runner, timer

    def start(self) -> None:
        self._runner.cancel()
        self._timer.start()

    def rest(self) -> None:
        if self._timer.isActive():
            self._timer.start()


def _read(name: str) -> property:
    """A read-only property of the state that reads the session's ``name``."""
    return property(lambda self: getattr(self._session, name), doc=getattr(Session, name).__doc__)


def _call(name: str):
    """A method of the state that calls the session's ``name``."""

    def call(self, *args, **kwargs):
        return getattr(self._session, name)(*args, **kwargs)

    call.__name__ = call.__qualname__ = name
    call.__doc__ = getattr(Session, name).__doc__
    return call


class AppState(QObject):
    """Owns the :class:`Session` (catalog, :class:`Request`, its :class:`Recommendation`,
    the selection and its chassis layout) and tells the views of its changes.

    Signals:
        request_changed: the request was replaced (any input changed).
        recommendation_changed: a new recommendation was computed.
        selected_sku_changed: another SKU (or none) is selected; ``selected_layout`` is
            already the new SKU's when it is emitted.
        catalog_changed: another catalog was loaded; ``findings`` are already the new
            catalog's (a selected GPU of the old catalog is dropped, and
            ``selected_gpu_changed`` follows).
        selected_gpu_changed: another GPU (or none) is selected, for its detail view.
        site_changed: the site's limits (wall circuit) changed; verdicts are recomputed.
        search_changed: a configuration search started, ended or failed
            (:attr:`search_running`, :attr:`custom_result`, :attr:`search_error`).
        working_build_changed: the build being checked changed (another selection, a fix
            applied, an edit, an undo or redo, another site, another catalog; its chassis
            layout, ``selected_layout``, is laid out again with it); its verdicts, fixes and price
            are recomputed on read.
        presenter_changed(bool): presenter mode was turned on or off (:attr:`presenter`).
        compare_changed: a build was added to or taken out of :attr:`compared`.
        notice(str): something the engineer should know that no view shows (the comparison
            emptied by a catalog switch, a build selected outside the inputs), for the
            status bar, in the window's language.

    Every change of the working build (:meth:`edit_build`, :meth:`apply_fix`) is a command
    on :attr:`undo_stack`; selecting another SKU, custom build or catalog is not, and clears
    the stack (edits belong to one selection).
    """

    request_changed = Signal()
    recommendation_changed = Signal()
    selected_sku_changed = Signal()
    catalog_changed = Signal()
    selected_gpu_changed = Signal()
    site_changed = Signal()
    search_changed = Signal()
    working_build_changed = Signal()
    presenter_changed = Signal(bool)
    compare_changed = Signal()
    notice = Signal(str)

    def __init__(
        self,
        catalog: Catalog,
        workload: str = DEFAULT_WORKLOAD,
        parent=None,
        *,
        db_path: Path | None = None,
        storage: StartReport | None = None,
    ):
        super().__init__(parent)
        self._undo = QUndoStack(self)
        self._runner = SearchRunner(self)
        self._runner.finished.connect(self._on_search_finished)
        self._runner.failed.connect(self._on_search_failed)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self._run_search)
        self._session = Session(
            catalog,
            workload,
            db_path=db_path,
            storage=storage,
            render=tr_text,
            history=self._undo_history,
            search=_SearchDelay(self._runner, self._search_timer),
        )
        for event in EVENTS:
            self._session.hooks.connect(event, getattr(self, event).emit)
        if QCoreApplication.instance() is not None:
            language_changed().connect(self._on_language_changed)

    @property
    def session(self) -> Session:
        """The core session this state adapts (no Qt in it)."""
        return self._session

    # Read access, as the session has it.
    presenter = _read("presenter")
    quote_engine = _read("quote_engine")
    storage = _read("storage")
    read_only = _read("read_only")
    db_path = _read("db_path")
    catalog = _read("catalog")
    request = _read("request")
    recommendation = _read("recommendation")
    selected_sku = _read("selected_sku")
    selected_layout = _read("selected_layout")
    selected_components = _read("selected_components")
    layout_error = _read("layout_error")
    selected_gpu = _read("selected_gpu")
    site = _read("site")
    selected_custom = _read("selected_custom")
    custom_result = _read("custom_result")
    custom_builds = _read("custom_builds")
    search_running = _read("search_running")
    search_error = _read("search_error")
    working_build = _read("working_build")
    working_changed = _read("working_changed")
    working_price = _read("working_price")
    selection_build = _read("selection_build")
    applied_fixes = _read("applied_fixes")
    working_verdicts = _read("working_verdicts")
    working_fixes = _read("working_fixes")
    findings = _read("findings")
    lint_error = _read("lint_error")
    profile = _read("profile")
    effective_weights = _read("effective_weights")
    sku_verdicts = _read("sku_verdicts")
    part_prices = _read("part_prices")
    gpu_scores = _read("gpu_scores")
    selected_key = _read("selected_key")
    compared = _read("compared")

    # Changes and derived lists, as the session makes them.
    set_presenter = _call("set_presenter")
    set_catalog = _call("set_catalog")
    update_request = _call("update_request")
    set_workload = _call("set_workload")
    set_budget = _call("set_budget")
    set_model_scale = _call("set_model_scale")
    set_min_gpu_memory = _call("set_min_gpu_memory")
    set_gpu_count = _call("set_gpu_count")
    set_weights = _call("set_weights")
    reset_weights = _call("reset_weights")
    select_sku = _call("select_sku")
    set_site = _call("set_site")
    select_custom = _call("select_custom")
    edit_build = _call("edit_build")
    apply_fix = _call("apply_fix")
    reset_working_build = _call("reset_working_build")
    select_gpu = _call("select_gpu")
    catalog_names = _call("catalog_names")
    sku_candidates = _call("sku_candidates")
    candidates = _call("candidates")
    recommended_keys = _call("recommended_keys")
    base_candidate = _call("base_candidate")
    changed_candidate = _call("changed_candidate")
    select_candidate = _call("select_candidate")
    add_to_compare = _call("add_to_compare")
    add_selection_to_compare = _call("add_selection_to_compare")
    remove_from_compare = _call("remove_from_compare")
    clear_compare = _call("clear_compare")

    @property
    def undo_stack(self) -> QUndoStack:
        """The changes of the working build (:meth:`edit_build`, :meth:`apply_fix`), owned by
        the state; cleared whenever the selection or the catalog changes. The window's Edit
        menu offers its undo and redo actions."""
        return self._undo

    @property
    def changes(self) -> tuple[Text | str, ...]:
        """The applied changes as given (a core :class:`Text` follows the language; a plain
        string is shown as it is), in order; () for none."""
        return self._session.changes()

    @property
    def change_texts(self) -> tuple[str, ...]:
        """What was changed on the selection, in order: the texts of the undo stack's
        commands that are applied, in the window's language now; () for none."""
        return tuple(tr_text(change) for change in self.changes)

    def open_catalog(self, name: str) -> None:
        """Open catalog ``name`` (a folder under ``data/``, see
        :func:`rigwright.core.catalog.sources.list_catalogs`) from this state's database and
        use it.

        Raises:
            CatalogError: unknown catalog or invalid files; StorageError: the database cannot
                be used. Nothing changes then.
        """
        if name == self.catalog.name:
            return
        from rigwright.core.storage.database import open_catalog  # SQLAlchemy: only when switching
        from rigwright.gui.widgets.progress import run_with_progress

        # Building it (the first time, or after its files changed) takes a moment: off the
        # window's thread, with a progress dialog when it lasts.
        parent = QApplication.activeWindow()
        self.set_catalog(
            run_with_progress(
                parent,
                self.tr("Catalog"),
                self.tr("Opening the catalog “{name}”…").format(name=name),
                lambda: open_catalog(self.db_path, name),
            )
        )

    def shutdown(self) -> None:
        """Stop the search worker (at application exit)."""
        self._search_timer.stop()
        self._runner.shutdown()
        self._session.close()

    # ------------------------------------------------------------------ internals
    def _undo_history(self, apply, moved) -> _UndoHistory:
        """The session's history on :attr:`undo_stack` (the session calls this once)."""
        self._history = _UndoHistory(self._undo, apply, moved)
        # A slot of the state, not of the history: Qt drops it with the state, so the
        # stack's last index change (when it is destroyed) reaches no one.
        self._undo.indexChanged.connect(self._on_undo_index_changed)
        return self._history

    def _on_undo_index_changed(self, _index: int) -> None:
        self._history.index_changed()

    def _on_language_changed(self) -> None:
        """The window's language changed: the undo stack's texts (and so the Edit menu's and
        :attr:`change_texts`) name the changes in it; a price reason is worded again."""
        for i in range(self._undo.count()):
            command = self._undo.command(i)
            if isinstance(command, _WorkingBuildCommand):
                command.retranslate()
        self._session.forget_words()

    def _run_search(self) -> None:
        session = self._session
        self._runner.start(session.catalog, session.request, session.site)

    def _on_search_finished(self, generation: int, result: SearchResult) -> None:
        if generation == self._runner.generation:  # else a newer search runs
            self._session.search_finished(result)

    def _on_search_failed(self, generation: int, reason: str) -> None:
        if generation == self._runner.generation:
            self._session.search_failed(reason)
