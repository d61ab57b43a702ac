"""The build being checked: the selection with its changes, and its verdicts, fixes and price.

Each figure is computed on first read and kept while its build, site and catalog stay the
same (views ask for them often).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from rigwright.core.build.fix_market import fix_choices
from rigwright.core.build.fixes import Fix, minimal_fixes
from rigwright.core.build.model import Build, build_from_sku
from rigwright.core.build.rules import ERROR, Site, Verdict, check_build
from rigwright.core.catalog.components import ComponentError
from rigwright.core.catalog.model import Catalog, Sku
from rigwright.core.pricing.prices import Price
from rigwright.core.search.pareto import CustomBuild, derived_price
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

Render = Callable[[Text | str], str]
"""A message in the reader's language (the window's translator; English by default)."""


def english(text: Text | str) -> str:
    """``text`` in English, the source language (a plain string as it is)."""
    return str(text)


def checked_build(build: Build, catalog: Catalog) -> Build:
    """``build`` as the rules need it: GPU lines of 0 cards dropped, model names the
    catalog's canonical ones.

    Raises:
        ValueError: a GPU count below 0, a GPU ``catalog`` does not know, or a placement
            that does not give one slot per card (the message names the field).
    """
    lines = []
    for n, line in enumerate(build.gpus):
        if line.count < 0:
            raise ValueError(f"gpus[{n}].count: must be 0 or more, got {line.count}")
        try:
            model = catalog.gpu(line.model).name
        except KeyError as exc:
            raise ValueError(f"gpus[{n}].model: {exc.args[0] if exc.args else exc}") from None
        if line.count:
            lines.append(line if model == line.model else dataclasses.replace(line, model=model))
    cards = sum(line.count for line in lines)
    if build.placement is not None and len(build.placement) != cards:
        raise ValueError(f"placement: {len(build.placement)} slot(s) given for {cards} card(s)")
    gpus = tuple(lines)
    return build if gpus == build.gpus else dataclasses.replace(build, gpus=gpus)


class WorkingBuild:
    """The changes made to one selection and the cached figures of the build they give.

    Attributes:
        changed: the build as changed (a fix, an edit), or None for the selection as it is.
        applied: the fixes applied, in order (an edit keeps them).
    """

    def __init__(self) -> None:
        """Nothing changed, nothing computed yet."""
        self.changed: Build | None = None
        self.applied: tuple[Fix, ...] = ()
        self._price: tuple[Build, Sku | CustomBuild, Catalog, Price] | None = None
        self._verdicts: tuple[Build, Site, list[Verdict]] | None = None
        self._fixes: tuple[Build, Site, str | None, list[Fix]] | None = None
        self._sku_build: tuple[Sku, Catalog, Build | None] | None = None

    def set(self, changed: Build | None, applied: tuple[Fix, ...]) -> None:
        """Make ``changed`` (None: the selection as it is) the build, with ``applied`` fixes."""
        self.changed, self.applied = changed, applied

    def selection_build(
        self, sku: Sku | None, custom: CustomBuild | None, catalog: Catalog
    ) -> Build | None:
        """The selection's build without changes: ``custom``'s, else ``sku``'s
        (:func:`rigwright.core.build.model.build_from_sku`, read once per SKU and catalog);
        None when nothing is selected or the SKU's cells cannot be read into a build."""
        if custom is not None:
            return custom.build
        if sku is None:
            return None
        cached = self._sku_build
        if cached is None or cached[0] != sku or cached[1] is not catalog:
            try:
                build: Build | None = build_from_sku(sku, catalog)
            except (ComponentError, KeyError, ValueError):
                build = None
            cached = self._sku_build = (sku, catalog, build)
        return cached[2]

    def price(
        self, build: Build, base: Sku | CustomBuild, catalog: Catalog, render: Render
    ) -> Price:
        """The price of ``build`` changed from ``base``
        (:func:`rigwright.core.search.pareto.derived_price`); "price to be set" with the
        reason, in ``render``'s language, when it cannot be derived."""
        cached = self._price
        if cached is None or cached[0] != build or cached[1] != base or cached[2] is not catalog:
            try:
                price = derived_price(catalog, build, base)
            except (ComponentError, KeyError, ValueError) as exc:
                reason = render(exc.args[0]) if exc.args else type(exc).__name__
                price = Price(
                    None,
                    render(
                        QT_TRANSLATE_NOOP("AppState", "price to be set: {reason}").format(
                            reason=reason
                        )
                    ),
                )
            cached = self._price = (build, base, catalog, price)
        return cached[3]

    def forget_price(self) -> None:
        """Word the price's reason again on the next read (another language)."""
        self._price = None

    def verdicts(self, build: Build, catalog: Catalog, site: Site) -> list[Verdict]:
        """The rules' verdicts on ``build`` at ``site``
        (:func:`rigwright.core.build.rules.check_build`)."""
        cached = self._verdicts
        if cached is None or cached[0] != build or cached[1] != site:
            cached = self._verdicts = (build, site, check_build(build, catalog, site))
        return list(cached[2])

    def fixes(
        self, build: Build, catalog: Catalog, site: Site, market: str | None = None
    ) -> list[Fix]:
        """The smallest fixes of ``build`` at ``site``
        (:func:`rigwright.core.build.fixes.minimal_fixes`) among the items sold in ``market``
        and the cards a workstation takes (:func:`rigwright.core.build.fix_market.fix_choices`,
        as ``rigwright check --fixes``); [] when it breaks no error rule."""
        if not any(v.severity == ERROR for v in self.verdicts(build, catalog, site)):
            return []
        cached = self._fixes
        if cached is None or cached[0] != build or cached[1] != site or cached[2] != market:
            choices = fix_choices(build, catalog, market)
            cached = self._fixes = (build, site, market, minimal_fixes(build, choices, site))
        return list(cached[3])


class SkuVerdicts:
    """SKU number -> the verdicts on the SKU's build, computed once per catalog and site."""

    def __init__(self) -> None:
        """Nothing changed, nothing computed yet."""
        self._verdicts: dict[str, list[Verdict]] | None = None
        self._key: tuple[Catalog, Site] | None = None

    def forget(self) -> None:
        """Compute them again on the next read."""
        self._verdicts = None

    def get(self, catalog: Catalog, site: Site) -> dict[str, list[Verdict]]:
        """The verdicts of every SKU of ``catalog`` at ``site``; a SKU whose cells cannot be
        read into a build has no entry."""
        key = self._key
        if self._verdicts is None or key is None or key[0] is not catalog or key[1] != site:
            verdicts = {}
            for sku in catalog.skus:
                try:
                    verdicts[sku.number] = check_build(build_from_sku(sku, catalog), catalog, site)
                except (ComponentError, KeyError, ValueError):
                    continue
            self._verdicts, self._key = verdicts, (catalog, site)
        return self._verdicts
