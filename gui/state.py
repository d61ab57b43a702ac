"""The application state the views observe: catalog, request, recommendation, selected SKU
or custom build, the build being checked (with the fixes and edits applied to it, on an undo
stack), the site's limits, the custom builds of the configuration search, selected GPU and the
catalog's lint findings.

Views change the state through its setters and redraw on its signals; the state asks
:mod:`rigwright.core.recommend.ranking` for results, so no view computes a business result itself.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QApplication

from rigwright.core.build.fixes import Fix, minimal_fixes
from rigwright.core.build.layout import ChassisLayout, chassis_layout
from rigwright.core.build.model import Build, build_from_sku
from rigwright.core.build.rules import ERROR, Site, Verdict, check_build, parse_site
from rigwright.core.catalog.components import ComponentError, SkuComponents, sku_components
from rigwright.core.catalog.lint import Finding, lint_catalog
from rigwright.core.catalog.model import Catalog, Gpu, Sku
from rigwright.core.catalog.sources import CatalogError, catalog_folder, list_catalogs
from rigwright.core.compare.chart_data import (
    CHANGED,
    CUSTOM,
    Candidate,
    changed_candidate,
    custom_candidate,
    custom_key,
    sku_candidate,
    sku_key,
)
from rigwright.core.pricing.prices import Price, price_of
from rigwright.core.recommend.ranking import (
    Recommendation,
    Request,
    WorkloadProfile,
    recommend,
    resolve_workload,
    same_weights,
)
from rigwright.core.search.pareto import CustomBuild, SearchResult, derived_price
from rigwright.core.storage.database import (
    read_user_setting,
    stored_catalog_names,
    write_user_setting,
)
from rigwright.core.storage.health import StartReport
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.search_runner import SearchRunner
from rigwright.gui.widgets.i18n import language_changed, tr_text

DEFAULT_WORKLOAD = "cnn"
SEARCH_DELAY_MS = 150
"""Inputs must rest this long before the configuration search starts: the views redraw at
once without a search competing for the interpreter, and a run of quick changes (typing a
budget, spinning a count) searches once, for the last."""
MAX_COMPARE = 4
"""The most builds the compare view holds side by side."""
SITE_SETTING = "site.circuit"
"""User setting (rigwright.core.storage.database) holding the site's circuit as ``parse_site`` reads it."""


def site_key(site: Site) -> str:
    """``site`` as :func:`rigwright.core.build.rules.parse_site` reads it back ("2x220V/16A"; "" when no
    circuit is set)."""
    if site.circuit is None:
        return ""
    count = f"{site.circuits}x" if site.circuits > 1 else ""
    return f"{count}{site.circuit.voltage_v}V/{site.circuit.current_a}A"


class _WorkingBuildCommand(QUndoCommand):
    """One change of the build being checked, on :attr:`AppState.undo_stack`: redo makes
    ``after`` the working build and the applied fixes, undo restores ``before`` (each a
    ``(working build or None for the selection as it is, applied fixes)`` pair).

    The command only sets them: the state tells the views when the stack's index has moved
    (QUndoStack calls redo and undo before it updates its index, its texts and canUndo).
    Its text is :attr:`change` in the window's language (:meth:`retranslate` after a
    language change)."""

    def __init__(
        self,
        state: AppState,
        change: Text | str,
        before: tuple[Build | None, tuple[Fix, ...]],
        after: tuple[Build | None, tuple[Fix, ...]],
    ):
        super().__init__(tr_text(change))
        self.change = change
        self._state, self._before, self._after = state, before, after

    def retranslate(self) -> None:
        """Name the change in the window's language (a plain string stays as it is)."""
        self.setText(tr_text(self.change))

    def redo(self) -> None:
        self._state._set_working(*self._after)

    def undo(self) -> None:
        self._state._set_working(*self._before)


class AppState(QObject):
    """Owns the catalog, the current :class:`Request`, its :class:`Recommendation`, the
    selected SKU and its chassis layout.

    Signals:
        request_changed: the request was replaced (any input changed).
        recommendation_changed: a new recommendation was computed.
        selected_sku_changed: another SKU (or none) is selected; ``selected_layout`` is
            already the new SKU's when it is emitted.
        selected_layout_changed: the selected build's chassis layout was recomputed (another
            SKU, or another catalog).
        catalog_changed: another catalog was loaded; ``findings`` are already the new
            catalog's (a selected GPU of the old catalog is dropped, and
            ``selected_gpu_changed`` follows).
        selected_gpu_changed: another GPU (or none) is selected, for its detail view.
        site_changed: the site's limits (wall circuit) changed; verdicts are recomputed.
        search_changed: a configuration search started, ended or failed
            (:attr:`search_running`, :attr:`custom_result`, :attr:`search_error`).
        working_build_changed: the build being checked changed (another selection, a fix
            applied, an edit, an undo or redo, another site); its verdicts, fixes and price
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
    selected_layout_changed = Signal()
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
        self._catalog = catalog
        self._db_path = db_path
        self._storage = storage
        self._sku_verdicts: dict[str, list[Verdict]] | None = None
        self._verdicts_key: tuple[Catalog, Site] | None = None
        self._site = self._stored_site()
        self._request = Request(workload=resolve_workload(workload).key)
        self._recommendation: Recommendation = recommend(catalog, self._request)
        self._selected_sku: Sku | None = self._default_sku()
        self._selected_custom: CustomBuild | None = None
        # The build being checked, when the selection was changed (a fix, an edit); else None.
        self._working: Build | None = None
        self._applied: tuple[Fix, ...] = ()
        self._undo = QUndoStack(self)
        self._undo.indexChanged.connect(self._on_undo_index_changed)
        self._dropping = False  # True while the stack is cleared (the caller tells the views)
        # The changes of selections left for another, by the selection's candidate key (a
        # CustomBuild holds dicts and cannot be a key): (the selection's build they were made
        # on, working build, applied fixes). They come back when that selection is made
        # again (this catalog).
        self._kept_changes: dict[str, tuple[Build | None, Build, tuple[Fix, ...]]] = {}
        self._price_cache: tuple[Build, object, Catalog, Price] | None = None
        self._working_cache: tuple[Build, Site, list[Verdict]] | None = None
        # The selected SKU's build, read once per SKU and catalog (views ask for it often).
        self._sku_build: tuple[Sku, Catalog, Build | None] | None = None
        self._fixes_cache: tuple[Build, Site, list[Fix]] | None = None
        self._custom_result: SearchResult | None = None
        self._search_error = ""
        self._search_running = False
        self._runner = SearchRunner(self)
        self._runner.finished.connect(self._on_search_finished)
        self._runner.failed.connect(self._on_search_failed)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self._run_search)
        self._selected_layout: ChassisLayout | None = None
        self._layout_error: Text | str = ""
        self._lay_out_selected()
        self._selected_gpu: Gpu | None = None
        self._findings: list[Finding] = []
        self._lint_error = ""
        self._lint()
        # True once the engineer picked a SKU: then it stays selected while it still fits.
        self._user_selected = False
        self._presenter = False
        self._quote_engine = None  # the quote history's database, opened on first use
        self._compared: list[Candidate] = []
        # The SKU candidates of the catalog, built once per catalog.
        self._sku_candidates: tuple[Catalog, list[Candidate]] | None = None
        if QCoreApplication.instance() is not None:
            language_changed().connect(self._on_language_changed)
        self._start_search()

    # ------------------------------------------------------------------ read access
    @property
    def presenter(self) -> bool:
        """True in presenter mode: the customer is looking, so no view shows the vendor's
        internal figures (cost, margin, discount limit)."""
        return self._presenter

    def set_presenter(self, on: bool) -> None:
        """Turn presenter mode on or off (View ▸ Presenter mode)."""
        on = bool(on)
        if on == self._presenter:
            return
        self._presenter = on
        self.presenter_changed.emit(on)

    @property
    def quote_engine(self):
        """The quote history's database (:func:`rigwright.core.storage.quote_store.open_quote_db` on
        :attr:`db_path`), opened on first use.

        Raises:
            QuoteStoreError: the database cannot be opened.
        """
        if self._quote_engine is None:
            from rigwright.core.storage.quote_store import (
                open_quote_db,  # SQLAlchemy: only when quoting
            )

            self._quote_engine = open_quote_db(self._db_path)
        return self._quote_engine

    @property
    def storage(self) -> StartReport | None:
        """What the start found about the database (:func:`rigwright.core.storage.health.open_at_start`):
        read-only and why, a risky place, a recovery; None when the state was made without
        (tests, a database opened as usual)."""
        return self._storage

    @property
    def read_only(self) -> bool:
        """True when the database is open read-only: every save is refused (the reason is in
        :attr:`storage` and on the window's banner)."""
        return self._storage is not None and self._storage.read_only is not None

    @property
    def db_path(self) -> Path | None:
        """The database the state reads and keeps settings in (None: the per-user default)."""
        return self._db_path

    @property
    def catalog(self) -> Catalog:
        """The catalog every result comes from."""
        return self._catalog

    @property
    def request(self) -> Request:
        """The engineer's current inputs."""
        return self._request

    @property
    def recommendation(self) -> Recommendation:
        """The result for :attr:`request` (recomputed whenever it changes)."""
        return self._recommendation

    @property
    def selected_sku(self) -> Sku | None:
        """The SKU the engineer (or the best fit) selected; None when none fits."""
        return self._selected_sku

    @property
    def selected_layout(self) -> ChassisLayout | None:
        """The selected SKU's chassis layout (:func:`rigwright.core.build.layout.chassis_layout`); None when
        no SKU is selected or it cannot be laid out (see :attr:`layout_error`)."""
        return self._selected_layout

    @property
    def selected_components(self) -> SkuComponents | None:
        """The selected SKU read into components (:func:`rigwright.core.catalog.components.sku_components`);
        None when no SKU is selected or its cells follow other conventions."""
        sku = self._selected_sku
        if sku is None:
            return None
        try:
            return sku_components(sku)
        except ComponentError:
            return None

    @property
    def layout_error(self) -> str:
        """Why the selected SKU has no layout (e.g. its series has no chassis spec), or "";
        in the window's language."""
        return tr_text(self._layout_error)

    @property
    def selected_gpu(self) -> Gpu | None:
        """The GPU whose details are shown (picked in the spec table or the ranked list)."""
        return self._selected_gpu

    @property
    def site(self) -> Site:
        """The customer's site limits the power rules check against (a circuit not set
        gives "cannot check")."""
        return self._site

    @property
    def selected_custom(self) -> CustomBuild | None:
        """The custom build (from the configuration search) the engineer selected, or None;
        when set, :attr:`selected_sku` is None."""
        return self._selected_custom

    @property
    def custom_result(self) -> SearchResult | None:
        """The latest finished configuration search for the current inputs (None while the
        first one runs, or after a failure)."""
        return self._custom_result

    @property
    def custom_builds(self) -> list[CustomBuild]:
        """The custom builds of :attr:`custom_result`'s front, best (highest score) first;
        the printed SKUs on the front are in the SKU list already and left out here."""
        if self._custom_result is None:
            return []
        return sorted(
            (c for c in self._custom_result.front if not c.printed),
            key=lambda c: (-round(c.score, 9), c.price_cny),
        )

    @property
    def search_running(self) -> bool:
        """True while a configuration search for the current inputs runs."""
        return self._search_running

    @property
    def search_error(self) -> str:
        """Why the latest search failed (one line), or ""."""
        return self._search_error

    @property
    def undo_stack(self) -> QUndoStack:
        """The changes of the working build (:meth:`edit_build`, :meth:`apply_fix`), owned by
        the state; cleared whenever the selection or the catalog changes. The window's Edit
        menu offers its undo and redo actions."""
        return self._undo

    @property
    def change_texts(self) -> tuple[str, ...]:
        """What was changed on the selection, in order: the texts of the undo stack's
        commands that are applied (a fix's text, an edit's text), in the window's language
        now; () for none."""
        return tuple(tr_text(change) for change in self.changes)

    @property
    def changes(self) -> tuple[Text | str, ...]:
        """The applied changes as given (a core :class:`Text` follows the language; a plain
        string is shown as it is), in order; () for none."""
        out = []
        for i in range(self._undo.index()):
            command = self._undo.command(i)
            out.append(
                command.change if isinstance(command, _WorkingBuildCommand) else self._undo.text(i)
            )
        return tuple(out)

    @property
    def working_build(self) -> Build | None:
        """The build the rule check and the diagram show: the selection with the changes
        made to it (fixes, edits), else :attr:`selection_build`; None when nothing is
        selected or the SKU's cells cannot be read into a build."""
        if self._working is not None:
            return self._working
        return self.selection_build

    @property
    def working_changed(self) -> bool:
        """True when :attr:`working_build` differs from the selection as printed (or as the
        search found it): changes were made and not all of them undone or reverted."""
        return self._working is not None and self._working != self.selection_build

    @property
    def working_price(self) -> Price | None:
        """The price of :attr:`working_build` (:func:`rigwright.core.search.pareto.derived_price`: the
        selection's price − its GPUs at list price + the working build's GPUs at list
        price; the selection's own price while its GPUs are unchanged). ``amount_cny`` is
        None ("price to be set", with the reason as its basis) when it cannot be derived;
        None when nothing is selected."""
        build = self.working_build
        base: Sku | CustomBuild | None = self._selected_custom or self._selected_sku
        if build is None or base is None:
            return None
        cached = self._price_cache
        if (
            cached is None
            or cached[0] != build
            or cached[1] != base
            or (cached[2] is not self._catalog)
        ):
            try:
                price = derived_price(self._catalog, build, base)
            except (ComponentError, KeyError, ValueError) as exc:
                price = Price(
                    None,
                    self.tr("price to be set: {reason}").format(
                        reason=tr_text(exc.args[0]) if exc.args else type(exc).__name__
                    ),
                )
            cached = self._price_cache = (build, base, self._catalog, price)
        return cached[3]

    @property
    def selection_build(self) -> Build | None:
        """The selection's build as it is, without changes: the selected custom build's, else
        the selected SKU's (:func:`rigwright.core.build.model.build_from_sku`); None when nothing is
        selected or the SKU's cells cannot be read into a build."""
        if self._selected_custom is not None:
            return self._selected_custom.build
        sku = self._selected_sku
        if sku is None:
            return None
        cached = self._sku_build
        if cached is None or cached[0] != sku or cached[1] is not self._catalog:
            try:
                build = build_from_sku(sku, self._catalog)
            except (ComponentError, KeyError, ValueError):
                build = None
            cached = self._sku_build = (sku, self._catalog, build)
        return cached[2]

    @property
    def applied_fixes(self) -> tuple[Fix, ...]:
        """The fixes applied to the selection, in order (each undone by an undo of
        :attr:`undo_stack`, all by :meth:`reset_working_build`); an edit keeps them."""
        return self._applied

    @property
    def working_verdicts(self) -> list[Verdict]:
        """The rules' verdicts on :attr:`working_build` at :attr:`site` ([] without a build)."""
        build = self.working_build
        if build is None:
            return []
        cached = self._working_cache
        if cached is None or cached[0] != build or cached[1] != self._site:
            cached = (build, self._site, check_build(build, self._catalog, self._site))
            self._working_cache = cached
        return list(cached[2])

    @property
    def working_fixes(self) -> list[Fix]:
        """The smallest fixes of :attr:`working_build` (:func:`rigwright.core.build.fixes.minimal_fixes`;
        [] when it breaks no error rule). Computed on first read per build and site."""
        build = self.working_build
        if build is None or not any(v.severity == ERROR for v in self.working_verdicts):
            return []
        cached = self._fixes_cache
        if cached is None or cached[0] != build or cached[1] != self._site:
            cached = (build, self._site, minimal_fixes(build, self._catalog, self._site))
            self._fixes_cache = cached
        return list(cached[2])

    @property
    def findings(self) -> list[Finding]:
        """The catalog's lint findings (:func:`rigwright.core.catalog.lint.lint_catalog`), most serious first;
        recomputed whenever the catalog changes."""
        return list(self._findings)

    @property
    def lint_error(self) -> str:
        """Why the catalog could not be linted (a broken rule file), or ""."""
        return self._lint_error

    @property
    def profile(self) -> WorkloadProfile:
        """The seed profile of the current workload (its weights, before any custom edit)."""
        return resolve_workload(self._request.workload)

    @property
    def effective_weights(self) -> dict[str, float]:
        """The weights as entered: the custom ones (before the core scales them to sum to 1),
        else the seed profile's."""
        if self._request.weights is not None:
            return dict(self._request.weights)
        return dict(self.profile.weights)

    # ------------------------------------------------------------------ changes
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
        changed = self._working is not None
        self._drop_changes()
        self._kept_changes.clear()
        # A custom build of the search names the old catalog's parts and prices: it ends
        # here too, before any view reads the selection against the new catalog.
        custom_dropped = self._selected_custom is not None
        if custom_dropped:
            self._selected_custom = None
            self._user_selected = False
        gpu_dropped = self._selected_gpu is not None
        self._selected_gpu = None  # a GPU of the old catalog
        self._lint()
        # The compared builds name the old catalog's GPUs and prices.
        compared = len(self._compared)
        self._compared = []
        self.catalog_changed.emit()
        if compared:
            self.compare_changed.emit()
            template = (
                self.tr(
                    "The comparison was emptied: its 1 build was of the catalog "
                    "used before {catalog}."
                )
                if compared == 1
                else self.tr(
                    "The comparison was emptied: its {n} builds were of the "
                    "catalog used before {catalog}."
                )
            )
            self.notice.emit(template.format(n=compared, catalog=catalog.name))
        if gpu_dropped:
            self.selected_gpu_changed.emit()
        if request_changed:
            self.request_changed.emit()
        selected = self._selected_sku
        self._publish(recommendation)
        if self._selected_sku == selected:  # same SKU, new catalog: its layout may differ
            self._lay_out_selected()
            if custom_dropped:
                self.selected_sku_changed.emit()
            self.selected_layout_changed.emit()
            if changed or custom_dropped:
                self.working_build_changed.emit()

    def open_catalog(self, name: str) -> None:
        """Open catalog ``name`` (a folder under ``data/``, see
        :func:`rigwright.core.catalog.sources.list_catalogs`) from this state's database and use it.

        Raises:
            CatalogError: unknown catalog or invalid files; StorageError: the database cannot
                be used. Nothing changes then.
        """
        if name == self._catalog.name:
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
                lambda: open_catalog(self._db_path, name),
            )
        )

    def update_request(self, **changes) -> None:
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
        self.request_changed.emit()
        self._publish(recommendation)

    def set_workload(self, name: str) -> None:
        """Switch workload; custom weights belong to the old workload, so they are dropped."""
        self.update_request(workload=name, weights=None)

    def set_budget(self, budget_cny: int | None) -> None:
        """Budget per workstation, CNY; None for any. Raises as :meth:`update_request`."""
        self.update_request(budget_cny=budget_cny)

    def set_model_scale(self, scale: str | None) -> None:
        """Model scale (one of ``rigwright.core.recommend.ranking.MODEL_SCALES``) or None for any.
        Raises as :meth:`update_request`."""
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
        with the undo stack; selecting the selected SKU again keeps them."""
        self._user_selected = by_user and sku is not None
        if sku == self._selected_sku and self._selected_custom is None:
            return
        self._select(sku, None)

    def set_site(self, site: Site) -> None:
        """Check builds against ``site`` from now on, remember it for the next start, and
        search again (the wall circuit decides which builds are valid)."""
        if site == self._site:
            return
        self._site = site
        self._sku_verdicts = None
        if not write_user_setting(self._db_path, SITE_SETTING, site_key(site)) and self.read_only:
            self.notice.emit(
                self.tr(
                    "The site's circuit holds for this session only: the database is read-only."
                )
            )
        self.site_changed.emit()
        self.working_build_changed.emit()
        self._start_search()

    def select_custom(self, custom: CustomBuild | None) -> None:
        """Select a custom build of the search (None: back to the best SKU)."""
        if custom is None:
            self._user_selected = False
            if self._selected_custom is not None:
                ranked = self._recommendation.skus
                self._select(ranked[0].sku if ranked else None, None)
            self._publish(self._recommendation, search=False)
            return
        if custom == self._selected_custom and self._selected_sku is None:
            return
        self._user_selected = True
        self._select(None, custom)

    def edit_build(self, build: Build, text: Text | str) -> None:
        """Make ``build`` the working build of the selection, as one undoable command of
        :attr:`undo_stack` (the Edit menu shows "Undo ``text``"); undoing it restores the
        exact previous working build and applied fixes. Redo and undo each emit
        ``working_build_changed`` and ``selected_layout_changed`` once. A build equal to the
        working build pushes nothing.

        ``build`` is taken as the editor made it, but for two things the rules need: GPU
        lines of 0 cards are dropped (no GPUs at all is a build too) and model names become
        the catalog's canonical ones.

        Args:
            build: the changed build (the working build with cards added, removed, moved,
                or any other part changed).
            text: what changed ("add 1 × RTX8000"), for the Edit menu and the list of
                changes: a core :class:`Text` (shown in the window's language, again after
                a language change) or a plain string (shown as it is).

        Raises:
            ValueError: nothing is selected; a GPU count below 0; a GPU the catalog does not
                know; a placement that does not give one slot per card. Nothing changes then.
        """
        if self.working_build is None:
            raise ValueError("no build is selected to edit")
        build = self._checked(build)
        if build == self.working_build:
            return
        self._undo.push(
            _WorkingBuildCommand(self, text, (self._working, self._applied), (build, self._applied))
        )

    def apply_fix(self, fix: Fix) -> None:
        """Apply ``fix`` (one of :attr:`working_fixes`) to the build being checked, as one
        undoable command of :attr:`undo_stack` (text: the fix's): its verdicts, fixes and
        diagram follow the changed build."""
        self._undo.push(
            _WorkingBuildCommand(
                self, fix.text, (self._working, self._applied), (fix.build, (*self._applied, fix))
            )
        )

    def reset_working_build(self) -> None:
        """Undo every change (fixes and edits): back to the selection as it is. The changes
        stay on :attr:`undo_stack` to be redone one by one; the signals are emitted once."""
        self._undo.setIndex(0)  # undoes each command, then moves the index once

    def shutdown(self) -> None:
        """Stop the search worker (at application exit)."""
        self._search_timer.stop()
        self._runner.shutdown()
        if self._quote_engine is not None:
            self._quote_engine.dispose()
            self._quote_engine = None

    def select_gpu(self, gpu: Gpu | None) -> None:
        """Show ``gpu``'s details (None: no GPU selected)."""
        if gpu == self._selected_gpu:
            return
        self._selected_gpu = gpu
        self.selected_gpu_changed.emit()

    def catalog_names(self) -> list[str]:
        """The catalogs the engineer can switch to: the shipped ones under ``data/`` and the
        ones stored in this state's database (imported packs and price lists), sorted."""
        names = set(list_catalogs()) | set(stored_catalog_names(self._db_path))
        names.add(self._catalog.name)
        return sorted(names)

    @property
    def sku_verdicts(self) -> dict[str, list[Verdict]]:
        """SKU number -> the rules engine's verdicts on the SKU's build
        (:func:`rigwright.core.build.rules.check_build`), computed once per catalog; a SKU whose cells
        cannot be read into a build has no entry."""
        key = (self._catalog, self._site)
        if (
            self._sku_verdicts is None
            or self._verdicts_key is None
            or (self._verdicts_key[0] is not key[0] or self._verdicts_key[1] != key[1])
        ):
            verdicts = {}
            for sku in self._catalog.skus:
                try:
                    verdicts[sku.number] = check_build(
                        build_from_sku(sku, self._catalog), self._catalog, self._site
                    )
                except (ComponentError, KeyError, ValueError):
                    continue
            self._sku_verdicts, self._verdicts_key = verdicts, key
        return self._sku_verdicts

    @property
    def part_prices(self) -> dict[str, Price]:
        """The price of each platform part of the catalog (:func:`rigwright.core.pricing.prices.price_of`;
        a part without one is "price to be set", never 0)."""
        return {p.name: price_of(self._catalog, p.name, p.kind.value) for p in self._catalog.parts}

    # ------------------------------------------------------------------ candidates, compare
    @property
    def gpu_scores(self) -> dict[str, float]:
        """GPU name -> its score for the current workload (0-100; GPUs left unscored for
        unknown figures are absent)."""
        return {g.gpu.name: g.score for g in self._recommendation.gpus}

    def sku_candidates(self) -> list[Candidate]:
        """Every SKU of the catalog whose cells read into a build, in catalog order (the
        charts place them all; :meth:`recommended_keys` says which pass the inputs)."""
        cached = self._sku_candidates
        if cached is None or cached[0] is not self._catalog:
            out = []
            for sku in self._catalog.skus:
                try:
                    out.append(sku_candidate(sku, build_from_sku(sku, self._catalog)))
                except (ComponentError, KeyError, ValueError):
                    continue
            cached = self._sku_candidates = (self._catalog, out)
        return list(cached[1])

    def candidates(self) -> list[Candidate]:
        """The builds on show: every SKU (:meth:`sku_candidates`), the custom builds of the
        search's front, and the selection's changed build while there is one (last)."""
        out = self.sku_candidates() + [custom_candidate(c) for c in self.custom_builds]
        changed = self.changed_candidate()
        if changed is not None:
            out.append(changed)
        return out

    def recommended_keys(self) -> set[str]:
        """The keys of the builds that pass the inputs: the SKUs of the SKU list, the custom
        builds of the front, and the changed build when its base passes and its price (when
        known) is within the budget."""
        keys = {sku_key(s.sku) for s in self._recommendation.skus} | {
            custom_key(c) for c in self.custom_builds
        }
        changed, base = self.changed_candidate(), self.base_candidate()
        budget = self._request.budget_cny
        if (
            changed is not None
            and base is not None
            and base.key in keys
            and (budget is None or changed.price_cny is None or changed.price_cny <= budget)
        ):
            keys.add(changed.key)
        return keys

    def base_candidate(self) -> Candidate | None:
        """The selected SKU or custom build as printed or found (None: nothing selected)."""
        if self._selected_custom is not None:
            return custom_candidate(self._selected_custom)
        sku, build = self._selected_sku, self.selection_build
        if sku is None or build is None:
            return None
        return sku_candidate(sku, build)

    def changed_candidate(self) -> Candidate | None:
        """The selection's working build while it differs from the selection, at
        :attr:`working_price`; None otherwise."""
        base = self.base_candidate()
        if base is None or not self.working_changed or self._working is None:
            return None
        return changed_candidate(base, self._working, self.working_price)

    @property
    def selected_key(self) -> str | None:
        """The key of the build the diagram shows: the changed build's while there is one,
        else the selected SKU's or custom build's; None when nothing is selected."""
        changed = self.changed_candidate()
        if changed is not None:
            return changed.key
        base = self.base_candidate()
        return base.key if base is not None else None

    def select_candidate(self, candidate: Candidate) -> None:
        """Select ``candidate`` everywhere (lists, diagram, charts, compare view): its SKU or
        custom build. A changed build other than the current one selects its base and makes
        the build its working build again (one undoable edit)."""
        if candidate.key == self.selected_key:
            return
        if candidate.kind != CHANGED and candidate.key not in self.recommended_keys():
            self.notice.emit(
                self.tr(
                    "{build} does not pass the inputs (budget, model scale, GPU memory or count): "
                    "it is shown, but not in the list."
                ).format(build=tr_text(candidate.label))
            )
        if candidate.kind in (CUSTOM, CHANGED) and candidate.custom is not None:
            self.select_custom(candidate.custom)
        elif candidate.sku is not None:
            self.select_sku(candidate.sku)
        if candidate.kind == CHANGED and self.working_build != candidate.build:
            self.edit_build(candidate.build, QT_TRANSLATE_NOOP("AppState", "the compared build"))

    @property
    def compared(self) -> list[Candidate]:
        """The builds in the compare view, in the order added (at most :data:`MAX_COMPARE`)."""
        return list(self._compared)

    def add_to_compare(self, candidate: Candidate) -> str | None:
        """Add ``candidate`` to the compare view (two changes of one build are two builds).
        Returns the reason when refused (already there, or the view holds
        :data:`MAX_COMPARE` builds), else None."""
        if any(known.key == candidate.key for known in self._compared):
            return self.tr("{build} is already in the comparison.").format(
                build=tr_text(candidate.label)
            )
        if len(self._compared) >= MAX_COMPARE:
            return self.tr(
                "The comparison holds at most {most} builds: remove one before adding {build}."
            ).format(most=MAX_COMPARE, build=tr_text(candidate.label))
        self._compared.append(candidate)
        self.compare_changed.emit()
        return None

    def add_selection_to_compare(self) -> str | None:
        """Add the build the diagram shows (the changed build, else the selection) to the
        compare view; the reason when refused or nothing is selected."""
        candidate = self.changed_candidate() or self.base_candidate()
        if candidate is None:
            return self.tr("Select a workstation (a SKU or a custom build) first.")
        return self.add_to_compare(candidate)

    def remove_from_compare(self, key: str) -> None:
        """Take the build ``key`` out of the compare view (no-op when absent)."""
        kept = [c for c in self._compared if c.key != key]
        if len(kept) != len(self._compared):
            self._compared = kept
            self.compare_changed.emit()

    def clear_compare(self) -> None:
        """Empty the compare view."""
        if self._compared:
            self._compared = []
            self.compare_changed.emit()

    # ------------------------------------------------------------------ internals
    def _lint(self) -> None:
        """Lint the catalog with the rule files of its shipped folder (none for a catalog
        that has no folder under ``data/``: only the rules that need no files run)."""
        try:
            folder = catalog_folder(self._catalog.name)
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

    def _checked(self, build: Build) -> Build:
        """``build`` as :meth:`edit_build` takes it (see there), or ValueError."""
        lines = []
        for n, line in enumerate(build.gpus):
            if line.count < 0:
                raise ValueError(f"gpus[{n}].count: must be 0 or more, got {line.count}")
            try:
                model = self._catalog.gpu(line.model).name
            except KeyError as exc:
                raise ValueError(f"gpus[{n}].model: {exc.args[0] if exc.args else exc}") from None
            if line.count:
                lines.append(
                    line if model == line.model else dataclasses.replace(line, model=model)
                )
        cards = sum(line.count for line in lines)
        if build.placement is not None and len(build.placement) != cards:
            raise ValueError(f"placement: {len(build.placement)} slot(s) given for {cards} card(s)")
        gpus = tuple(lines)
        return build if gpus == build.gpus else dataclasses.replace(build, gpus=gpus)

    def _set_working(self, working: Build | None, applied: tuple[Fix, ...]) -> None:
        """Make ``working`` (None: the selection as it is) the working build with ``applied``
        fixes (the undo stack's commands call this; :meth:`_on_undo_index_changed` tells
        the views)."""
        self._working, self._applied = working, applied

    def _on_language_changed(self) -> None:
        """The window's language changed: the undo stack's texts (and so the Edit menu's and
        :attr:`change_texts`) name the changes in it; a price reason is worded again."""
        for i in range(self._undo.count()):
            command = self._undo.command(i)
            if isinstance(command, _WorkingBuildCommand):
                command.retranslate()
        self._price_cache = None

    def _on_undo_index_changed(self, _index: int) -> None:
        """A command was pushed, undone or redone (once for :meth:`reset_working_build`):
        lay the working build out and tell the views, the stack's texts now up to date."""
        if self._dropping:
            return
        self._lay_out_selected()
        self.working_build_changed.emit()
        self.selected_layout_changed.emit()

    @staticmethod
    def _selection_key(sku: Sku | None, custom: CustomBuild | None) -> str | None:
        """The candidate key of the selection ``custom`` else ``sku`` (None: nothing)."""
        if custom is not None:
            return custom_key(custom)
        return sku_key(sku) if sku is not None else None

    def _select(self, sku: Sku | None, custom: CustomBuild | None) -> None:
        """Make ``custom`` (else ``sku``; both None: nothing) the selection and tell the
        views. The changes of the selection left are kept (nothing is lost by a click on
        another row); the new one's kept changes come back as one undoable change (Undo
        returns to it unchanged), said in the status bar.

        All or nothing: what can fail (laying the new selection out) runs before anything
        is committed, and the old selection is restored when it fails, so the diagram, the
        build summary and Add to quote are never left on two builds.

        Raises:
            whatever :meth:`_lay_out_selected` raises besides a missing chassis spec; the
            selection, its changes and the undo stack are then as they were.
        """
        before = (self._selected_sku, self._selected_custom, self._working, self._applied)
        leaving = self._selection_key(self._selected_sku, self._selected_custom)
        keep = (
            (self.selection_build, self._working, self._applied)
            if leaving is not None and self.working_changed and self._working is not None
            else None
        )
        coming = self._selection_key(sku, custom)
        self._selected_sku, self._selected_custom = sku, custom
        kept = self._kept_changes.get(coming) if coming is not None else None
        if kept is not None and kept[0] != self.selection_build:
            kept = None  # made on another build of that name (a search since): not these
        self._working, self._applied = (kept[1], kept[2]) if kept is not None else (None, ())
        try:
            self._lay_out_selected()
        except BaseException:
            self._selected_sku, self._selected_custom, self._working, self._applied = before
            self._lay_out_selected()
            raise
        # Committed from here on: dict and stack updates with string keys cannot fail.
        if keep is not None:
            self._kept_changes[leaving] = keep
        if coming is not None:
            self._kept_changes.pop(coming, None)
        self._dropping = True  # told below, once
        try:
            self._undo.clear()
            if kept is not None:
                self._undo.push(
                    _WorkingBuildCommand(
                        self,
                        QT_TRANSLATE_NOOP("AppState", "your earlier changes"),
                        (None, ()),
                        (kept[1], kept[2]),
                    )
                )
        finally:
            self._dropping = False
        if kept is not None:
            self.notice.emit(
                self.tr(
                    "Your earlier changes to this build are back (Edit ▸ "
                    "Undo returns to it unchanged)."
                )
            )
        self.selected_sku_changed.emit()
        self.selected_layout_changed.emit()
        self.working_build_changed.emit()

    def _drop_changes(self) -> None:
        """Forget every change of the working build and the undo stack (another selection
        or catalog: the changes belong to the old one). Emits nothing: the caller does."""
        self._working, self._applied = None, ()
        self._dropping = True
        try:
            self._undo.clear()
        finally:
            self._dropping = False

    def _drawn_sku(self) -> tuple[Sku | None, Text | str]:
        """The SKU the diagram draws and, when there is none to draw, why ("" when nothing
        is selected): the selected SKU, or, for a custom build or a changed build on a seed
        chassis with one GPU model, the base SKU with the build's chassis, GPUs and PSUs
        (the schematic draws a seed chassis series and one card model)."""
        if not self.working_changed and self._selected_custom is None:
            return self._selected_sku, ""
        build = self.working_build
        if build is None:
            return None, ""
        if build.chassis not in self._catalog.chassis:
            return None, QT_TRANSLATE_NOOP(
                "AppState",
                "the diagram draws the seed's chassis series; this build's chassis "
                "({chassis}) has none",
            ).format(chassis=build.chassis)
        if len(build.gpus) > 1:
            *models, last = (g.model for g in build.gpus)
            return None, QT_TRANSLATE_NOOP(
                "AppState", "the diagram draws one GPU model; this build has {models} and {last}"
            ).format(models=", ".join(models), last=last)
        base = self._selected_sku
        if base is None and self._selected_custom is not None:
            base = next(
                (s for s in self._catalog.skus if f"SKU {s.number}" == self._selected_custom.base),
                None,
            )
        if base is None:
            return None, QT_TRANSLATE_NOOP(
                "AppState", "the diagram draws a build on a seed SKU's platform"
            )
        psus = build.psus_w
        same = len(set(psus)) == 1
        line = build.gpus[0] if build.gpus else None
        return dataclasses.replace(
            base,
            code=f"✚ custom, as SKU {base.number}"
            if self._selected_custom is not None
            else f"{base.code} ✎ changed",
            series=build.chassis,
            gpu=line.model if line else base.gpu,
            gpu_count=line.count if line else 0,
            psu_count=len(psus) if same else None,
            psu_w=psus[0] if same else None,
        ), ""

    def _lay_out_selected(self) -> None:
        self._selected_layout, self._layout_error = None, ""
        sku, reason = self._drawn_sku()
        if sku is None:
            self._layout_error = reason
            return
        try:
            self._selected_layout = chassis_layout(sku, self._catalog)
        except KeyError as exc:  # a catalog without the series' chassis spec: no diagram
            self._layout_error = exc.args[0] if exc.args else str(exc)

    def _start_search(self, *, emit: bool = True) -> None:
        """Search custom builds for the current inputs in the worker once they rest for
        :data:`SEARCH_DELAY_MS` (cancelling the search of older inputs at once).
        ``emit=False`` when a ``recommendation_changed`` follows and redraws anyway."""
        self._search_running = True
        self._search_error = ""
        self._runner.cancel()
        self._search_timer.start()
        if emit:
            self.search_changed.emit()

    def _run_search(self) -> None:
        self._runner.start(self._catalog, self._request, self._site)

    def _on_search_finished(self, generation: int, result: SearchResult) -> None:
        if generation != self._runner.generation:
            return  # a newer search runs
        self._search_running = False
        self._custom_result = result
        self.search_changed.emit()
        selected = self._selected_custom
        if selected is not None and all(c.build != selected.build for c in result.front):
            self.select_custom(None)  # no longer on the front for these inputs

    def _on_search_failed(self, generation: int, reason: str) -> None:
        if generation != self._runner.generation:
            return
        self._search_running = False
        self._custom_result = None
        self._search_error = reason
        self.search_changed.emit()

    def _recompute(self) -> None:
        self._publish(recommend(self._catalog, self._request))

    def _publish(self, recommendation: Recommendation, *, search: bool = True) -> None:
        self._recommendation = recommendation
        if search:
            self._custom_result = None  # the old front belongs to the old inputs
            self._start_search(emit=False)
        self.recommendation_changed.emit()
        ranked = [s.sku for s in self._recommendation.skus]
        # Keep the engineer's own choice while it still fits (a custom build until the new
        # search says whether it still does); otherwise follow the best fit.
        if not (
            self._user_selected
            and (self._selected_sku in ranked or self._selected_custom is not None)
        ):
            self.select_sku(ranked[0] if ranked else None, by_user=False)
        if search and self._search_timer.isActive():
            # The inputs' rest counts from the views redrawn, not from the change: on a large
            # catalog the redraw alone outlasts SEARCH_DELAY_MS, and a search started then
            # would slow the next change (it shares the interpreter with the window).
            self._search_timer.start()
