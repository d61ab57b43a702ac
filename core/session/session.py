"""The working session: catalog, request and recommendation, the selection and its working
build, the site, the search's result, the compare set; events on :class:`Hooks`.

The window's :class:`rigwright.gui.state.AppState` adapts it to Qt signals of the same names
(docs/architecture.md lists the events and their order).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, Protocol

from rigwright.core.build.fixes import Fix
from rigwright.core.build.model import Build
from rigwright.core.build.rules import Site, parse_site
from rigwright.core.catalog.lint import Finding, lint_catalog
from rigwright.core.catalog.model import Catalog, Gpu, Sku
from rigwright.core.catalog.sources import CatalogError, catalog_folder
from rigwright.core.compare.chart_data import (
    CHANGED,
    CUSTOM,
    Candidate,
)
from rigwright.core.recommend.ranking import (
    Recommendation,
    Request,
    recommend,
    resolve_workload,
    same_weights,
)
from rigwright.core.search.pareto import CustomBuild, SearchResult
from rigwright.core.session import candidates as _candidates
from rigwright.core.session.compare_set import CompareSet
from rigwright.core.session.history import Change, HistoryFactory, ListHistory
from rigwright.core.session.hooks import Hooks
from rigwright.core.session.reads import SessionReads
from rigwright.core.session.selection import Selection
from rigwright.core.session.working import (
    Render,
    SkuVerdicts,
    WorkingBuild,
    checked_build,
    english,
)
from rigwright.core.storage.database import (
    read_user_setting,
    write_user_setting,
)
from rigwright.core.storage.health import StartReport
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

DEFAULT_WORKLOAD = "cnn"
SITE_SETTING = "site.circuit"
"""User setting (rigwright.core.storage.database) holding the site's circuit as
``parse_site`` reads it."""

EVENTS = (
    "request_changed",
    "recommendation_changed",
    "selected_sku_changed",
    "catalog_changed",
    "selected_gpu_changed",
    "site_changed",
    "search_changed",
    "working_build_changed",
    "presenter_changed",
    "compare_changed",
    "notice",
)
"""The events a session emits on :attr:`Session.hooks` (``presenter_changed`` with the new
bool, ``notice`` with a message in the session's language; the others with nothing)."""


def site_key(site: Site) -> str:
    """``site`` as :func:`rigwright.core.build.rules.parse_site` reads it back ("2x220V/16A";
    "" when no circuit is set)."""
    if site.circuit is None:
        return ""
    count = f"{site.circuits}x" if site.circuits > 1 else ""
    return f"{count}{site.circuit.voltage_v}V/{site.circuit.current_a}A"


class SearchScheduler(Protocol):
    """Runs the configuration search for the session's inputs (the window's worker)."""

    def start(self) -> None:
        """Cancel any search of older inputs; search the current ones once they rest."""

    def rest(self) -> None:
        """The inputs rest from now on: a search waiting to start waits its delay again."""


class NoSearch:
    """No configuration search runs by itself: call :meth:`Session.search_finished`."""

    def start(self) -> None:
        """Nothing to cancel or start."""

    def rest(self) -> None:
        """Nothing waits."""


class Session(SessionReads):
    """The engineer's session. Views read it and change it through its methods; it asks the
    core for every result and emits one of :data:`EVENTS` per change.

    Every change of the working build (:meth:`edit_build`, :meth:`apply_fix`) is recorded on
    the history; selecting another SKU, custom build or catalog is not, and restarts it.
    """

    def __init__(
        self,
        catalog: Catalog,
        workload: str = DEFAULT_WORKLOAD,
        *,
        db_path: Path | None = None,
        storage: StartReport | None = None,
        render: Render = english,
        history: HistoryFactory = ListHistory,
        search: SearchScheduler | None = None,
    ) -> None:
        """A session on ``catalog`` for ``workload``, settings in ``db_path``, words by ``render``.

        ``history`` makes the undo history of the working build (a list by default);
        ``search`` runs the configuration search (none by default).
        """
        self.hooks = Hooks()
        self._render = render
        self._catalog = catalog
        self._db_path = db_path
        self._storage = storage
        self._sku_verdicts = SkuVerdicts()
        self._site = self._stored_site()
        self._request = Request(workload=resolve_workload(workload).key)
        self._recommendation: Recommendation = recommend(catalog, self._request)
        self._selection = Selection(self._default_sku())
        self._work = WorkingBuild()
        self._history = history(self._apply, self._history_moved)
        self._sku_candidates = _candidates.SkuCandidates()
        self._custom_result: SearchResult | None = None
        self._search_error = ""
        self._search_running = False
        self._search = search if search is not None else NoSearch()
        self._lay_out_selected()
        self._selected_gpu: Gpu | None = None
        self._findings: list[Finding] = []
        self._lint_error = ""
        self._lint()
        self._presenter = False
        self._quote_engine: Any = None  # the quote history's database, opened on first use
        self._compare = CompareSet(self.hooks, render)
        self._start_search()

    # ------------------------------------------------------------------ changes
    def set_presenter(self, on: bool) -> None:
        """Turn presenter mode on or off (View ▸ Presenter mode)."""
        on = bool(on)
        if on == self._presenter:
            return
        self._presenter = on
        self.hooks.emit("presenter_changed", on)

    def changes(self) -> tuple[Text | str, ...]:
        """The applied changes of the working build as given (a core :class:`Text` follows
        the language; a plain string is shown as it is), in order; () for none."""
        return self._history.changes()

    def set_catalog(self, catalog: Catalog) -> None:
        """Use ``catalog`` from now on: recompute the recommendation and the layout.

        A model scale is dropped from the request when the new catalog has no scale table
        (a GPU-only pack such as ``current``); the other inputs stay. The recommendation is
        computed first: if the core rejects the request, nothing changes.
        """
        request = self._request
        if request.model_scale is not None and not catalog.scale_table:
            request = dataclasses.replace(request, model_scale=None)
        recommendation = recommend(catalog, request)
        request_changed = request != self._request
        self._catalog = catalog
        self._request = request
        self._recommendation = recommendation
        # The changes were made with the old catalog's names and prices: they end here
        # (before any view reads the working build against the new catalog).
        self._drop_changes()
        self._selection.kept.clear()
        # A custom build of the search names the old catalog's parts and prices: it ends
        # here too, before any view reads the selection against the new catalog.
        custom_dropped = self._selection.custom is not None
        if custom_dropped:
            self._selection.custom = None
            self._selection.by_user = False
        gpu_dropped = self._selected_gpu is not None
        self._selected_gpu = None  # a GPU of the old catalog
        self._lint()
        # The compared builds name the old catalog's GPUs and prices.
        compared = self._compare.drop()
        self.hooks.emit("catalog_changed")
        if compared:
            self.hooks.emit("compare_changed")
            template = (
                QT_TRANSLATE_NOOP(
                    "AppState",
                    "The comparison was emptied: its 1 build was of the catalog "
                    "used before {catalog}.",
                )
                if compared == 1
                else QT_TRANSLATE_NOOP(
                    "AppState",
                    "The comparison was emptied: its {n} builds were of the "
                    "catalog used before {catalog}.",
                )
            )
            self._notice(template.format(n=compared, catalog=catalog.name))
        if gpu_dropped:
            self.hooks.emit("selected_gpu_changed")
        if request_changed:
            self.hooks.emit("request_changed")
        selected = self._selection.sku
        self._publish(recommendation)
        if self._selection.sku == selected:  # same SKU, new catalog: its layout may differ
            self._lay_out_selected()
            if custom_dropped:
                self.hooks.emit("selected_sku_changed")
            # Laid out again in this catalog: the working build's views follow.
            self.hooks.emit("working_build_changed")

    def update_request(self, **changes: Any) -> None:
        """Replace fields of the request (``workload=``, ``budget_cny=`` ...) and recompute.

        The recommendation is computed first: if the core rejects the request, nothing
        changes and the error propagates, so the caller can show it beside its field.

        Raises:
            UnknownWorkload: ``workload`` names no profile.
            ValueError: the core rejects a value (the message names the field).
        """
        if "workload" in changes:
            changes["workload"] = resolve_workload(changes["workload"]).key
        new = dataclasses.replace(self._request, **changes)
        if new == self._request:
            return
        recommendation = recommend(self._catalog, new)
        self._request = new
        self.hooks.emit("request_changed")
        self._publish(recommendation)

    def set_workload(self, name: str) -> None:
        """Switch workload; custom weights belong to the old workload, so they are dropped."""
        self.update_request(workload=name, weights=None)

    def set_budget(self, budget_cny: int | None) -> None:
        """Budget per workstation, CNY; None for any. Raises as :meth:`update_request`."""
        self.update_request(budget_cny=budget_cny)

    def set_model_scale(self, scale: str | None) -> None:
        """Model scale (one of ``rigwright.core.recommend.ranking.MODEL_SCALES``) or None
        for any. Raises as :meth:`update_request`."""
        self.update_request(model_scale=scale)

    def set_min_gpu_memory(self, gb: int | None) -> None:
        """Least memory per GPU, GB; None for any. Raises as :meth:`update_request`."""
        self.update_request(min_gpu_memory_gb=gb)

    def set_gpu_count(self, count: tuple[int, int] | None) -> None:
        """GPUs per workstation as (least, most), inclusive; None for any.
        Raises as :meth:`update_request`."""
        self.update_request(gpu_count=count)

    def set_weights(self, weights: dict[str, float] | None) -> None:
        """Use custom metric weights; ``None`` (or the seed's own weights) restores the seed."""
        if weights is not None and same_weights(weights, self.profile.weights):
            weights = None
        self.update_request(weights=None if weights is None else dict(weights))

    def reset_weights(self) -> None:
        """Use the seed profile's weights again."""
        self.set_weights(None)

    def select_sku(self, sku: Sku | None, *, by_user: bool = True) -> None:
        """Select ``sku`` (None: no selection). ``by_user=False`` for automatic picks.
        Selecting another one drops a selected custom build and every change (fixes, edits)
        with the history; selecting the selected SKU again keeps them."""
        self._selection.by_user = by_user and sku is not None
        if sku == self._selection.sku and self._selection.custom is None:
            return
        self._select(sku, None)

    def set_site(self, site: Site) -> None:
        """Check builds against ``site`` from now on, remember it for the next start, and
        search again (the wall circuit decides which builds are valid)."""
        if site == self._site:
            return
        self._site = site
        self._sku_verdicts.forget()
        if not write_user_setting(self._db_path, SITE_SETTING, site_key(site)) and self.read_only:
            self._notice(
                QT_TRANSLATE_NOOP(
                    "AppState",
                    "The site's circuit holds for this session only: the database is read-only.",
                )
            )
        self.hooks.emit("site_changed")
        self.hooks.emit("working_build_changed")
        self._start_search()

    def select_custom(self, custom: CustomBuild | None) -> None:
        """Select a custom build of the search (None: back to the best SKU)."""
        if custom is None:
            self._selection.by_user = False
            if self._selection.custom is not None:
                ranked = self._recommendation.skus
                self._select(ranked[0].sku if ranked else None, None)
            self._publish(self._recommendation, search=False)
            return
        if custom == self._selection.custom and self._selection.sku is None:
            return
        self._selection.by_user = True
        self._select(None, custom)

    def edit_build(self, build: Build, text: Text | str) -> None:
        """Make ``build`` the working build of the selection, as one change on the history
        (undoing it restores the exact previous working build and applied fixes). A build
        equal to the working build records nothing. GPU lines of 0 cards are dropped and
        model names become the catalog's (:func:`rigwright.core.session.working.checked_build`).

        Args:
            build: the changed build (cards added, removed, moved, or any other part).
            text: what changed ("add 1 × RTX8000"): a core :class:`Text` (shown in the
                reader's language) or a plain string (shown as it is).

        Raises:
            ValueError: nothing is selected; a GPU count below 0; a GPU the catalog does not
                know; a placement that does not give one slot per card. Nothing changes then.
        """
        if self.working_build is None:
            raise ValueError("no build is selected to edit")
        build = checked_build(build, self._catalog)
        if build == self.working_build:
            return
        work = self._work
        self._history.push(text, (work.changed, work.applied), (build, work.applied))

    def apply_fix(self, fix: Fix) -> None:
        """Apply ``fix`` (one of :attr:`working_fixes`) to the build being checked, as one
        change on the history (text: the fix's)."""
        work = self._work
        self._history.push(
            fix.text, (work.changed, work.applied), (fix.build, (*work.applied, fix))
        )

    def reset_working_build(self) -> None:
        """Undo every change (fixes and edits): back to the selection as it is. The changes
        stay on the history to be redone one by one; the events are emitted once."""
        self._history.reset()

    def select_gpu(self, gpu: Gpu | None) -> None:
        """Show ``gpu``'s details (None: no GPU selected)."""
        if gpu == self._selected_gpu:
            return
        self._selected_gpu = gpu
        self.hooks.emit("selected_gpu_changed")

    def select_candidate(self, candidate: Candidate) -> None:
        """Select ``candidate`` everywhere (lists, diagram, charts, compare view): its SKU or
        custom build. A changed build other than the current one selects its base and makes
        the build its working build again (one undoable edit)."""
        if candidate.key == self.selected_key:
            return
        if candidate.kind != CHANGED and candidate.key not in self.recommended_keys():
            self._notice(
                QT_TRANSLATE_NOOP(
                    "AppState",
                    "{build} does not pass the inputs (budget, model scale, GPU memory or "
                    "count): it is shown, but not in the list.",
                ).format(build=self._render(candidate.label))
            )
        if candidate.kind in (CUSTOM, CHANGED) and candidate.custom is not None:
            self.select_custom(candidate.custom)
        elif candidate.sku is not None:
            self.select_sku(candidate.sku)
        if candidate.kind == CHANGED and self.working_build != candidate.build:
            self.edit_build(candidate.build, QT_TRANSLATE_NOOP("AppState", "the compared build"))

    def add_to_compare(self, candidate: Candidate) -> str | None:
        """Add ``candidate`` to the compare set (two changes of one build are two builds).
        Returns the reason when refused (already there, or the set is full), else None."""
        return self._compare.add(candidate)

    def add_selection_to_compare(self) -> str | None:
        """Add the build the diagram shows (the changed build, else the selection) to the
        compare set; the reason when refused or nothing is selected."""
        candidate = self.changed_candidate() or self.base_candidate()
        if candidate is None:
            return self._render(
                QT_TRANSLATE_NOOP(
                    "AppState", "Select a workstation (a SKU or a custom build) first."
                )
            )
        return self.add_to_compare(candidate)

    def remove_from_compare(self, key: str) -> None:
        """Take the build ``key`` out of the compare set (no-op when absent)."""
        self._compare.remove(key)

    def clear_compare(self) -> None:
        """Empty the compare set."""
        self._compare.clear()

    def search_finished(self, result: SearchResult) -> None:
        """The search of the current inputs found ``result``: the custom builds follow, and
        a selected custom build no longer on its front is left for the best SKU."""
        self._search_running = False
        self._custom_result = result
        self.hooks.emit("search_changed")
        selected = self._selection.custom
        if selected is not None and all(c.build != selected.build for c in result.front):
            self.select_custom(None)  # no longer on the front for these inputs

    def search_failed(self, reason: str) -> None:
        """The search of the current inputs failed for ``reason`` (one line)."""
        self._search_running = False
        self._custom_result = None
        self._search_error = reason
        self.hooks.emit("search_changed")

    def forget_words(self) -> None:
        """The reader's language changed: word the price's reason again on the next read."""
        self._work.forget_price()

    def close(self) -> None:
        """Close the quote history's database if it was opened."""
        if self._quote_engine is not None:
            self._quote_engine.dispose()
            self._quote_engine = None

    # ------------------------------------------------------------------ internals
    def _notice(self, text: Text) -> None:
        self.hooks.emit("notice", self._render(text))

    def _lint(self) -> None:
        """Lint the catalog with the rule files of its shipped folder (none for a catalog
        that has no folder under ``data/``: only the rules that need no files run)."""
        try:
            folder: Path | None = catalog_folder(self._catalog.name)
        except CatalogError:
            folder = None
        try:
            self._findings, self._lint_error = lint_catalog(self._catalog, folder), ""
        except (OSError, ValueError, KeyError) as exc:  # a broken rule file: say so, go on
            self._findings = []
            self._lint_error = (
                str(exc).strip().splitlines()[0] if str(exc).strip() else (type(exc).__name__)
            )

    def _default_sku(self) -> Sku | None:
        skus = self._recommendation.skus
        return skus[0].sku if skus else None

    def _stored_site(self) -> Site:
        try:
            return parse_site(read_user_setting(self._db_path, SITE_SETTING, "") or "")
        except ValueError:  # a setting written by another version: not set
            return Site()

    def _apply(self, change: Change) -> None:
        """Make ``change`` the working build (the history calls this; :meth:`_history_moved`
        tells the views)."""
        self._work.set(*change)

    def _history_moved(self) -> None:
        """A change was recorded, undone or redone (once for :meth:`reset_working_build`):
        lay the working build out and tell the views."""
        self._lay_out_selected()
        self.hooks.emit("working_build_changed")

    def _lay_out_selected(self) -> None:
        self._selection.lay_out(self.working_build, self.working_changed, self._catalog)

    def _select(self, sku: Sku | None, custom: CustomBuild | None) -> None:
        """Make ``custom`` (else ``sku``; both None: nothing) the selection and tell the
        views. The changes of the selection left are kept; the new one's kept changes come
        back as one change on the history (undoing it returns to it unchanged), said in a
        notice.

        All or nothing: laying the new selection out runs before anything is committed, and
        the old selection is restored when it fails, so no view is left on two builds.

        Raises:
            whatever the layout raises besides a missing chassis spec; the selection, its
            changes and the history are then as they were.
        """
        chosen, work = self._selection, self._work
        before = (chosen.sku, chosen.custom, work.changed, work.applied)
        leaving = chosen.key
        keep = (
            (self.selection_build, work.changed, work.applied)
            if leaving is not None and self.working_changed and work.changed is not None
            else None
        )
        chosen.sku, chosen.custom = sku, custom
        coming = chosen.key
        kept = chosen.kept.get(coming) if coming is not None else None
        if kept is not None and kept[0] != self.selection_build:
            kept = None  # made on another build of that name (a search since): not these
        work.set(*((kept[1], kept[2]) if kept is not None else (None, ())))
        try:
            self._lay_out_selected()
        except BaseException:
            chosen.sku, chosen.custom = before[0], before[1]
            work.set(before[2], before[3])
            self._lay_out_selected()
            raise
        # Committed from here on: dict and history updates with string keys cannot fail.
        if keep is not None and leaving is not None:
            chosen.kept[leaving] = keep
        if coming is not None:
            chosen.kept.pop(coming, None)
        self._history.restart(
            QT_TRANSLATE_NOOP("AppState", "your earlier changes"),
            (kept[1], kept[2]) if kept is not None else None,
        )
        if kept is not None:
            self._notice(
                QT_TRANSLATE_NOOP(
                    "AppState",
                    "Your earlier changes to this build are back (Edit ▸ "
                    "Undo returns to it unchanged).",
                )
            )
        self.hooks.emit("selected_sku_changed")
        self.hooks.emit("working_build_changed")

    def _drop_changes(self) -> None:
        """Forget every change of the working build and the history (another catalog: the
        changes belong to the old one). Emits nothing: the caller does."""
        self._work.set(None, ())
        self._history.restart("", None)

    def _start_search(self, *, emit: bool = True) -> None:
        """Search custom builds for the current inputs once they rest (cancelling the search
        of older inputs at once). ``emit=False`` when a ``recommendation_changed`` follows
        and redraws anyway."""
        self._search_running = True
        self._search_error = ""
        self._search.start()
        if emit:
            self.hooks.emit("search_changed")

    def _publish(self, recommendation: Recommendation, *, search: bool = True) -> None:
        self._recommendation = recommendation
        if search:
            self._custom_result = None  # the old front belongs to the old inputs
            self._start_search(emit=False)
        self.hooks.emit("recommendation_changed")
        ranked = [s.sku for s in self._recommendation.skus]
        # Keep the engineer's own choice while it still fits (a custom build until the new
        # search says whether it still does); otherwise follow the best fit.
        chosen = self._selection
        if not (chosen.by_user and (chosen.sku in ranked or chosen.custom is not None)):
            self.select_sku(ranked[0] if ranked else None, by_user=False)
        if search:
            # The inputs' rest counts from the views redrawn, not from the change: on a large
            # catalog the redraw alone outlasts the search's delay, and a search started then
            # would slow the next change (it shares the interpreter with the window).
            self._search.rest()
