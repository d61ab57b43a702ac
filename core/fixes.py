"""Fixes: the smallest sets of changes that make an invalid build valid.

(Skeleton: the contract the window and the CLI code against; the implementation fills it.)
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from core.builds import Build
from core.catalog import Catalog
from core.rules import Site, Verdict


@dataclass(frozen=True, slots=True)
class Change:
    """One changed part of a build.

    Attributes:
        kind: "gpu_model", "gpu_count", "psu", "chassis", "memory" or "cpu".
        text: what changes, in English ("replace 5 × Titan RTX with 5 × Quadro RTX6000 (blower)").
        price_change_cny: the change's price difference, CNY; None when a part has no price.
    """

    kind: str
    text: str
    price_change_cny: Decimal | None = None


@dataclass(frozen=True, slots=True)
class Fix:
    """A set of changes that leaves a build with no error verdict.

    Attributes:
        changes: the changes (fewest first across fixes).
        build: the build after the changes.
        price_change_cny: the total price difference, CNY; None when unknown.
        illustrative: True when a price used only illustrates.
        remaining: the verdicts of the fixed build (warnings and infos only).
    """

    changes: tuple[Change, ...]
    build: Build
    price_change_cny: Decimal | None
    illustrative: bool = False
    remaining: tuple[Verdict, ...] = ()

    @property
    def text(self) -> str:
        """The changes as one line ("replace ...; add a second 2000 W PSU")."""
        return "; ".join(c.text for c in self.changes)


def minimal_fixes(build: Build, catalog: Catalog, site: Site | None = None, *,
                  limit: int = 3) -> list[Fix]:
    """Up to ``limit`` smallest fixes of ``build``: fewest changed parts, then smallest price change."""
    raise NotImplementedError
