"""Configuration search: the exact Pareto front of workload score against price among valid
builds, beyond the catalog's printed SKUs.

(Skeleton: the contract the window and the CLI code against; the implementation fills it.)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal

from core.builds import Build
from core.catalog import Catalog
from core.recommend import Request
from core.rules import Site, Verdict


class SearchCancelled(Exception):
    """A newer input cancelled the search (``cancelled()`` returned True)."""


@dataclass(frozen=True, slots=True)
class CustomBuild:
    """One build of the search's front.

    Attributes:
        build: the build (``build.label`` names it, e.g. "custom: GT410i (as SKU 1.7), 4 × Quadro RTX6000").
        score: relative throughput on the SKU scale (``gpu_score × effective_gpus``).
        gpu_score: its GPU's score for the workload (0-100).
        effective_gpus: GPUs' worth of throughput after multi-GPU scaling.
        price_cny: its price, CNY, exact.
        price_basis: how the price is reached (which SKU or parts, which list prices).
        illustrative: True when any price used only illustrates (every view says so).
        base: what it starts from ("SKU 1.7", or "parts").
        verdicts: the rules' warnings and infos on it (a build of the front has no error).
        reasons: one-line reasons, most important first.
    """

    build: Build
    score: float
    gpu_score: float
    effective_gpus: float
    price_cny: Decimal
    price_basis: str
    illustrative: bool
    base: str
    verdicts: tuple[Verdict, ...] = ()
    reasons: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class SearchResult:
    """What a search found.

    Attributes:
        front: the exact Pareto front, cheapest first (so lowest score first).
        space_size: candidate builds in the search space (after the request's filters).
        evaluated: candidates the rules were run on.
        unpriced: item name -> candidates left out because that item has no price.
        notes: sentences about what was searched and left out.
    """

    front: list[CustomBuild]
    space_size: int
    evaluated: int
    unpriced: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


def search_builds(catalog: Catalog, request: Request, site: Site | None = None, *,
                  cancelled: Callable[[], bool] | None = None) -> SearchResult:
    """The Pareto front of score against price among valid builds for ``request``."""
    raise NotImplementedError


def brute_force_front(catalog: Catalog, request: Request, site: Site | None = None) -> SearchResult:
    """The same front by checking every candidate (for tests and the bench)."""
    raise NotImplementedError
