"""The builds on show as compare candidates: every SKU, the search's custom builds, the
selection and its changed build, and which of them pass the inputs."""

from __future__ import annotations

from rigwright.core.build.model import Build, build_from_sku
from rigwright.core.catalog.components import ComponentError
from rigwright.core.catalog.model import Catalog, Sku
from rigwright.core.compare.chart_data import (
    Candidate,
    custom_candidate,
    custom_key,
    sku_candidate,
    sku_key,
)
from rigwright.core.recommend.ranking import Recommendation
from rigwright.core.search.pareto import CustomBuild, SearchResult


class SkuCandidates:
    """The SKU candidates of a catalog, built once per catalog."""

    def __init__(self) -> None:
        """Nothing built yet."""
        self._cached: tuple[Catalog, list[Candidate]] | None = None

    def get(self, catalog: Catalog) -> list[Candidate]:
        """Every SKU of ``catalog`` whose cells read into a build, in catalog order."""
        cached = self._cached
        if cached is None or cached[0] is not catalog:
            out = []
            for sku in catalog.skus:
                try:
                    out.append(sku_candidate(sku, build_from_sku(sku, catalog)))
                except (ComponentError, KeyError, ValueError):
                    continue
            cached = self._cached = (catalog, out)
        return list(cached[1])


def custom_builds(result: SearchResult | None) -> list[CustomBuild]:
    """The custom builds of ``result``'s front, best (highest score) first; the printed SKUs
    on the front are left out ([] without a result)."""
    if result is None:
        return []
    return sorted(
        (c for c in result.front if not c.printed),
        key=lambda c: (-round(c.score, 9), c.price_cny),
    )


def base_candidate(
    sku: Sku | None, custom: CustomBuild | None, build: Build | None
) -> Candidate | None:
    """The selection as printed or found: ``custom``'s candidate, else ``sku``'s with its
    ``build`` (None: nothing selected, or a SKU without a build)."""
    if custom is not None:
        return custom_candidate(custom)
    if sku is None or build is None:
        return None
    return sku_candidate(sku, build)


def recommended_keys(
    recommendation: Recommendation,
    customs: list[CustomBuild],
    changed: Candidate | None,
    base: Candidate | None,
    budget_cny: int | None,
) -> set[str]:
    """The keys of the builds that pass the inputs: the SKUs of ``recommendation``, the
    custom builds ``customs``, and ``changed`` when its ``base`` passes and its price (when
    known) is within ``budget_cny``."""
    keys = {sku_key(s.sku) for s in recommendation.skus} | {custom_key(c) for c in customs}
    if (
        changed is not None
        and base is not None
        and base.key in keys
        and (budget_cny is None or changed.price_cny is None or changed.price_cny <= budget_cny)
    ):
        keys.add(changed.key)
    return keys
