"""What a session shows: read-only access to its state and the figures derived from it
(the working build's verdicts, fixes and price, the candidates), for :class:`Session`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rigwright.core.build.fixes import Fix
from rigwright.core.build.layout import ChassisLayout
from rigwright.core.build.model import Build
from rigwright.core.build.rules import Site, Verdict
from rigwright.core.catalog.components import ComponentError, SkuComponents, sku_components
from rigwright.core.catalog.lint import Finding
from rigwright.core.catalog.model import Catalog, Gpu, Sku
from rigwright.core.catalog.sources import list_catalogs
from rigwright.core.compare.chart_data import Candidate, changed_candidate, custom_candidate
from rigwright.core.pricing.prices import Price, price_of
from rigwright.core.recommend.ranking import (
    Recommendation,
    Request,
    WorkloadProfile,
    resolve_workload,
)
from rigwright.core.search.pareto import CustomBuild, SearchResult
from rigwright.core.session import candidates as _candidates
from rigwright.core.session.compare_set import CompareSet
from rigwright.core.session.selection import Selection
from rigwright.core.session.working import Render, SkuVerdicts, WorkingBuild
from rigwright.core.storage.database import stored_catalog_names
from rigwright.core.storage.health import StartReport


class SessionReads:
    """The read side of :class:`rigwright.core.session.session.Session` (which sets these
    attributes)."""

    _render: Render
    _catalog: Catalog
    _db_path: Path | None
    _storage: StartReport | None
    _site: Site
    _request: Request
    _recommendation: Recommendation
    _selection: Selection
    _work: WorkingBuild
    _sku_verdicts: SkuVerdicts
    _sku_candidates: _candidates.SkuCandidates
    _custom_result: SearchResult | None
    _search_error: str
    _search_running: bool
    _selected_gpu: Gpu | None
    _findings: list[Finding]
    _lint_error: str
    _presenter: bool
    _quote_engine: Any
    _compare: CompareSet

    @property
    def presenter(self) -> bool:
        """True in presenter mode: the customer is looking, so no view shows the vendor's
        internal figures (cost, margin, discount limit)."""
        return self._presenter

    @property
    def quote_engine(self) -> Any:
        """The quote history's database (:func:`rigwright.core.storage.quote_store.open_quote_db`
        on :attr:`db_path`), opened on first use.

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
        """What the start found about the database
        (:func:`rigwright.core.storage.health.open_at_start`): read-only and why, a risky
        place, a recovery; None when the session was made without (tests, a database opened
        as usual)."""
        return self._storage

    @property
    def read_only(self) -> bool:
        """True when the database is open read-only: every save is refused (the reason is in
        :attr:`storage` and on the window's banner)."""
        return self._storage is not None and self._storage.read_only is not None

    @property
    def db_path(self) -> Path | None:
        """The database the session reads and keeps settings in (None: the per-user default)."""
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
        return self._selection.sku

    @property
    def selected_custom(self) -> CustomBuild | None:
        """The custom build (from the configuration search) the engineer selected, or None;
        when set, :attr:`selected_sku` is None."""
        return self._selection.custom

    @property
    def selected_layout(self) -> ChassisLayout | None:
        """The chassis layout of the build the diagram draws
        (:func:`rigwright.core.build.layout.chassis_layout`); None when nothing is selected
        or it cannot be laid out (see :attr:`layout_error`)."""
        return self._selection.layout

    @property
    def layout_error(self) -> str:
        """Why the selection has no layout (e.g. its series has no chassis spec), or "";
        in the session's language."""
        return self._render(self._selection.layout_error)

    @property
    def selected_components(self) -> SkuComponents | None:
        """The selected SKU read into components
        (:func:`rigwright.core.catalog.components.sku_components`); None when no SKU is
        selected or its cells follow other conventions."""
        sku = self._selection.sku
        if sku is None:
            return None
        try:
            return sku_components(sku)
        except ComponentError:
            return None

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
    def custom_result(self) -> SearchResult | None:
        """The latest finished configuration search for the current inputs (None while the
        first one runs, or after a failure)."""
        return self._custom_result

    @property
    def custom_builds(self) -> list[CustomBuild]:
        """The custom builds of :attr:`custom_result`'s front, best (highest score) first;
        the printed SKUs on the front are in the SKU list already and left out here."""
        return _candidates.custom_builds(self._custom_result)

    @property
    def search_running(self) -> bool:
        """True while a configuration search for the current inputs runs."""
        return self._search_running

    @property
    def search_error(self) -> str:
        """Why the latest search failed (one line), or ""."""
        return self._search_error

    @property
    def selection_build(self) -> Build | None:
        """The selection's build as it is, without changes: the selected custom build's,
        else the selected SKU's (:func:`rigwright.core.build.model.build_from_sku`); None
        when nothing is selected or the SKU's cells cannot be read into a build."""
        return self._work.selection_build(
            self._selection.sku, self._selection.custom, self._catalog
        )

    @property
    def working_build(self) -> Build | None:
        """The build the rule check and the diagram show: the selection with the changes
        made to it (fixes, edits), else :attr:`selection_build`; None when nothing is
        selected or the SKU's cells cannot be read into a build."""
        if self._work.changed is not None:
            return self._work.changed
        return self.selection_build

    @property
    def working_changed(self) -> bool:
        """True when :attr:`working_build` differs from the selection as printed (or as the
        search found it): changes were made and not all of them undone or reverted."""
        return self._work.changed is not None and self._work.changed != self.selection_build

    @property
    def working_price(self) -> Price | None:
        """The price of :attr:`working_build` (:func:`rigwright.core.search.pareto.derived_price`:
        the selection's price − its GPUs at list price + the working build's GPUs at list
        price). ``amount_cny`` is None ("price to be set", with the reason as its basis)
        when it cannot be derived; None when nothing is selected."""
        build = self.working_build
        base: Sku | CustomBuild | None = self._selection.custom or self._selection.sku
        if build is None or base is None:
            return None
        return self._work.price(build, base, self._catalog, self._render)

    @property
    def applied_fixes(self) -> tuple[Fix, ...]:
        """The fixes applied to the selection, in order (each undone by an undo, all by
        :meth:`Session.reset_working_build`); an edit keeps them."""
        return self._work.applied

    @property
    def working_verdicts(self) -> list[Verdict]:
        """The rules' verdicts on :attr:`working_build` at :attr:`site` ([] without a build)."""
        build = self.working_build
        if build is None:
            return []
        return self._work.verdicts(build, self._catalog, self._site)

    @property
    def working_fixes(self) -> list[Fix]:
        """The smallest fixes of :attr:`working_build`
        (:func:`rigwright.core.build.fixes.minimal_fixes`; [] when it breaks no error rule),
        never proposing an item not sold in the request's market. Computed on first read per
        build, site and market."""
        build = self.working_build
        if build is None:
            return []
        return self._work.fixes(build, self._catalog, self._site, self._request.market)

    @property
    def findings(self) -> list[Finding]:
        """The catalog's lint findings (:func:`rigwright.core.catalog.lint.lint_catalog`),
        most serious first; recomputed whenever the catalog changes."""
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
        """The weights as entered: the custom ones (before the core scales them to sum to
        1), else the seed profile's."""
        if self._request.weights is not None:
            return dict(self._request.weights)
        return dict(self.profile.weights)

    def catalog_names(self) -> list[str]:
        """The catalogs the engineer can switch to: the shipped ones under ``data/`` and the
        ones stored in this session's database (imported packs and price lists), sorted."""
        names = set(list_catalogs()) | set(stored_catalog_names(self._db_path))
        names.add(self._catalog.name)
        return sorted(names)

    @property
    def sku_verdicts(self) -> dict[str, list[Verdict]]:
        """SKU number -> the rules engine's verdicts on the SKU's build
        (:func:`rigwright.core.build.rules.check_build`), computed once per catalog; a SKU
        whose cells cannot be read into a build has no entry."""
        return self._sku_verdicts.get(self._catalog, self._site)

    @property
    def part_prices(self) -> dict[str, Price]:
        """The price of each platform part of the catalog
        (:func:`rigwright.core.pricing.prices.price_of`; a part without one is "price to be
        set", never 0)."""
        return {p.name: price_of(self._catalog, p.name, p.kind.value) for p in self._catalog.parts}

    @property
    def gpu_scores(self) -> dict[str, float]:
        """GPU name -> its score for the current workload (0-100; GPUs left unscored for
        unknown figures are absent)."""
        return {g.gpu.name: g.score for g in self._recommendation.gpus}

    def sku_candidates(self) -> list[Candidate]:
        """Every SKU of the catalog whose cells read into a build, in catalog order (the
        charts place them all; :meth:`recommended_keys` says which pass the inputs)."""
        return self._sku_candidates.get(self._catalog)

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
        return _candidates.recommended_keys(
            self._recommendation,
            self.custom_builds,
            self.changed_candidate(),
            self.base_candidate(),
            self._request.budget_cny,
        )

    def base_candidate(self) -> Candidate | None:
        """The selected SKU or custom build as printed or found (None: nothing selected)."""
        custom = self._selection.custom
        return _candidates.base_candidate(
            self._selection.sku, custom, self.selection_build if custom is None else None
        )

    def changed_candidate(self) -> Candidate | None:
        """The selection's working build while it differs from the selection, at
        :attr:`working_price`; None otherwise."""
        base = self.base_candidate()
        if base is None or not self.working_changed or self._work.changed is None:
            return None
        return changed_candidate(base, self._work.changed, self.working_price)

    @property
    def selected_key(self) -> str | None:
        """The key of the build the diagram shows: the changed build's while there is one,
        else the selected SKU's or custom build's; None when nothing is selected."""
        changed = self.changed_candidate()
        if changed is not None:
            return changed.key
        base = self.base_candidate()
        return base.key if base is not None else None

    @property
    def compared(self) -> list[Candidate]:
        """The builds in the compare view, in the order added (at most
        :data:`rigwright.core.session.compare_set.MAX_COMPARE`)."""
        return self._compare.items
