"""The application state the views observe: catalog, request, recommendation, selected SKU,
selected GPU and the catalog's lint findings.

Views change the state through its setters and redraw on its signals; the state asks
:mod:`core.recommend` for results, so no view computes a business result itself.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from core.builds import build_from_sku
from core.catalog import Catalog, Gpu, Sku
from core.catalog_sources import CatalogError, catalog_folder, list_catalogs
from core.components import ComponentError, SkuComponents, sku_components
from core.layout import ChassisLayout, chassis_layout
from core.lint import Finding, lint_catalog
from core.pricing import Price, price_of
from core.recommend import (
    Recommendation,
    Request,
    WorkloadProfile,
    recommend,
    resolve_workload,
    same_weights,
)
from core.rules import Verdict, check_build
from core.storage import stored_catalog_names

DEFAULT_WORKLOAD = "cnn"


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
    """

    request_changed = Signal()
    recommendation_changed = Signal()
    selected_sku_changed = Signal()
    selected_layout_changed = Signal()
    catalog_changed = Signal()
    selected_gpu_changed = Signal()

    def __init__(self, catalog: Catalog, workload: str = DEFAULT_WORKLOAD, parent=None, *,
                 db_path: Path | None = None):
        super().__init__(parent)
        self._catalog = catalog
        self._db_path = db_path
        self._sku_verdicts: dict[str, list[Verdict]] | None = None
        self._verdicts_catalog: Catalog | None = None
        self._request = Request(workload=resolve_workload(workload).key)
        self._recommendation: Recommendation = recommend(catalog, self._request)
        self._selected_sku: Sku | None = self._default_sku()
        self._selected_layout: ChassisLayout | None = None
        self._layout_error = ""
        self._lay_out_selected()
        self._selected_gpu: Gpu | None = None
        self._findings: list[Finding] = []
        self._lint_error = ""
        self._lint()
        # True once the engineer picked a SKU: then it stays selected while it still fits.
        self._user_selected = False

    # ------------------------------------------------------------------ read access
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
        """The selected SKU's chassis layout (:func:`core.layout.chassis_layout`); None when
        no SKU is selected or it cannot be laid out (see :attr:`layout_error`)."""
        return self._selected_layout

    @property
    def selected_components(self) -> SkuComponents | None:
        """The selected SKU read into components (:func:`core.components.sku_components`);
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
        """Why the selected SKU has no layout (e.g. its series has no chassis spec), or ""."""
        return self._layout_error

    @property
    def selected_gpu(self) -> Gpu | None:
        """The GPU whose details are shown (picked in the spec table or the ranked list)."""
        return self._selected_gpu

    @property
    def findings(self) -> list[Finding]:
        """The catalog's lint findings (:func:`core.lint.lint_catalog`), most serious first;
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
        gpu_dropped = self._selected_gpu is not None
        self._selected_gpu = None  # a GPU of the old catalog
        self._lint()
        self.catalog_changed.emit()
        if gpu_dropped:
            self.selected_gpu_changed.emit()
        if request_changed:
            self.request_changed.emit()
        selected = self._selected_sku
        self._publish(recommendation)
        if self._selected_sku == selected:  # same SKU, new catalog: its layout may differ
            self._lay_out_selected()
            self.selected_layout_changed.emit()

    def open_catalog(self, name: str) -> None:
        """Open catalog ``name`` (a folder under ``data/``, see
        :func:`core.catalog_sources.list_catalogs`) from this state's database and use it.

        Raises:
            CatalogError: unknown catalog or invalid files; StorageError: the database cannot
                be used. Nothing changes then.
        """
        if name == self._catalog.name:
            return
        from core.storage import open_catalog  # SQLAlchemy: only when switching

        self.set_catalog(open_catalog(self._db_path, name))

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
        """Model scale (one of ``core.recommend.MODEL_SCALES``) or None for any.
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
        """Select ``sku`` (None: no selection). ``by_user=False`` for automatic picks."""
        self._user_selected = by_user and sku is not None
        if sku == self._selected_sku:
            return
        self._selected_sku = sku
        self._lay_out_selected()
        self.selected_sku_changed.emit()
        self.selected_layout_changed.emit()

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
        (:func:`core.rules.check_build`), computed once per catalog; a SKU whose cells
        cannot be read into a build has no entry."""
        if self._sku_verdicts is None or self._verdicts_catalog is not self._catalog:
            verdicts = {}
            for sku in self._catalog.skus:
                try:
                    verdicts[sku.number] = check_build(build_from_sku(sku, self._catalog),
                                                       self._catalog)
                except (ComponentError, KeyError, ValueError):
                    continue
            self._sku_verdicts, self._verdicts_catalog = verdicts, self._catalog
        return self._sku_verdicts

    @property
    def part_prices(self) -> dict[str, Price]:
        """The price of each platform part of the catalog (:func:`core.pricing.price_of`;
        a part without one is "price to be set", never 0)."""
        return {p.name: price_of(self._catalog, p.name, p.kind.value) for p in self._catalog.parts}

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
            self._lint_error = str(exc).strip().splitlines()[0] if str(exc).strip() else (
                type(exc).__name__)

    def _default_sku(self) -> Sku | None:
        skus = self._recommendation.skus
        return skus[0].sku if skus else None

    def _lay_out_selected(self) -> None:
        self._selected_layout, self._layout_error = None, ""
        if self._selected_sku is None:
            return
        try:
            self._selected_layout = chassis_layout(self._selected_sku, self._catalog)
        except KeyError as exc:  # a catalog without the series' chassis spec: no diagram
            self._layout_error = str(exc.args[0]) if exc.args else str(exc)

    def _recompute(self) -> None:
        self._publish(recommend(self._catalog, self._request))

    def _publish(self, recommendation: Recommendation) -> None:
        self._recommendation = recommendation
        self.recommendation_changed.emit()
        ranked = [s.sku for s in self._recommendation.skus]
        # Keep the engineer's own choice while it still fits; otherwise follow the best fit.
        if self._user_selected and self._selected_sku in ranked:
            return
        self.select_sku(ranked[0] if ranked else None, by_user=False)
