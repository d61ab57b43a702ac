"""The selection: the SKU or custom build chosen, the changes kept for the ones left, and
the chassis layout the diagram draws of the build being checked."""

from __future__ import annotations

import dataclasses

from rigwright.core.build.fixes import Fix
from rigwright.core.build.layout import ChassisLayout, chassis_layout
from rigwright.core.build.model import Build
from rigwright.core.catalog.model import Catalog, Sku
from rigwright.core.compare.chart_data import custom_key, sku_key
from rigwright.core.search.pareto import CustomBuild
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text


def selection_key(sku: Sku | None, custom: CustomBuild | None) -> str | None:
    """The candidate key of the selection ``custom`` else ``sku`` (None: nothing)."""
    if custom is not None:
        return custom_key(custom)
    return sku_key(sku) if sku is not None else None


class Selection:
    """What is selected and how the diagram draws it.

    Attributes:
        sku: the selected SKU (None when a custom build or nothing is selected).
        custom: the selected custom build of the search, or None.
        by_user: True once the engineer picked a SKU: it stays selected while it still fits.
        kept: the changes of selections left for another, by the selection's candidate key
            (a custom build holds dicts and cannot be a key): (the selection's build they
            were made on, working build, applied fixes). They come back when that selection
            is made again (this catalog).
        layout: the chassis layout of the build drawn, or None (see ``layout_error``).
        layout_error: why there is no layout ("" when nothing is selected).
    """

    def __init__(self, sku: Sku | None) -> None:
        """``sku`` selected (None: nothing), not by the engineer, with no changes kept."""
        self.sku = sku
        self.custom: CustomBuild | None = None
        self.by_user = False
        self.kept: dict[str, tuple[Build | None, Build, tuple[Fix, ...]]] = {}
        self.layout: ChassisLayout | None = None
        self.layout_error: Text | str = ""

    @property
    def key(self) -> str | None:
        """The candidate key of the selection (None: nothing selected)."""
        return selection_key(self.sku, self.custom)

    def lay_out(self, build: Build | None, changed: bool, catalog: Catalog) -> None:
        """Lay out the build drawn for ``build`` (the working build, ``changed`` when it
        differs from the selection) in ``catalog``. A series without a chassis spec gives
        a reason; anything else raised by the layout propagates, with no layout left."""
        self.layout, self.layout_error = None, ""
        sku, reason = self.drawn_sku(build, changed, catalog)
        if sku is None:
            self.layout_error = reason
            return
        try:
            self.layout = chassis_layout(sku, catalog)
        except KeyError as exc:  # a catalog without the series' chassis spec: no diagram
            self.layout_error = exc.args[0] if exc.args else str(exc)

    def drawn_sku(
        self, build: Build | None, changed: bool, catalog: Catalog
    ) -> tuple[Sku | None, Text | str]:
        """The SKU the diagram draws and, when there is none to draw, why ("" when nothing
        is selected): the selected SKU, or, for a custom build or a changed build on a seed
        chassis with one GPU model, the base SKU with the build's chassis, GPUs and PSUs
        (the schematic draws a seed chassis series and one card model)."""
        if not changed and self.custom is None:
            return self.sku, ""
        if build is None:
            return None, ""
        if build.chassis not in catalog.chassis:
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
        base = self.sku
        custom = self.custom
        if base is None and custom is not None:
            base = next((s for s in catalog.skus if f"SKU {s.number}" == custom.base), None)
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
            if custom is not None
            else f"{base.code} ✎ changed",
            series=build.chassis,
            gpu=line.model if line else base.gpu,
            gpu_count=line.count if line else 0,
            psu_count=len(psus) if same else None,
            psu_w=psus[0] if same else None,
        ), ""
