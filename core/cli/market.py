"""The market's verdicts on a build for ``rigwright check`` and ``quote``: an error for each item
not sold in the market (or that no workstation takes), with cards sold there as its fix, and an
info for the items whose availability is unknown. Kept out of the rules, which judge a build
whatever market it is sold in."""

from __future__ import annotations

from rigwright.core.build.model import Build
from rigwright.core.build.rules.verdict import ERROR, INFO, Verdict
from rigwright.core.catalog.markets import Availability
from rigwright.core.catalog.model import Catalog, join_texts
from rigwright.core.recommend.market_filter import left_out, unknown_in_market
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text


def build_items(build: Build) -> list[str]:
    """The catalog names a build uses: its GPU models, chassis, PSU part and CPU lines."""
    names = [line.model for line in build.gpus]
    names.append(build.chassis)
    if build.psu:
        names.append(build.psu)
    names.extend(c.name for c in build.cpus)
    return names


def market_verdicts(build: Build, catalog: Catalog, market: str | None) -> list[Verdict]:
    """The verdicts of rule ``market.availability`` on ``build``: an error for each GPU that
    no workstation takes (an SXM module) and for each item not sold in ``market``, one info
    naming the items whose availability there is unknown; none when all is known to be sold.
    """
    excluded = left_out(catalog, market)
    names = list(dict.fromkeys(build_items(build)))
    out: list[Verdict] = [
        Verdict(
            "market.availability",
            ERROR,
            QT_TRANSLATE_NOOP("market", "{item}: {why}").format(item=n, why=excluded[n]),
            _sold_instead(catalog, market, n),
            {"item": n, "market": market},
        )
        for n in names
        if n in excluded
    ]
    known = {a.item for a in catalog.availability}
    gpu_names = {g.name for g in catalog.gpus}
    unknown = [
        n
        for n in names
        if n not in excluded
        and (n in known or n in gpu_names)
        and unknown_in_market(catalog, market, n) is not None
    ]
    if unknown and market is not None:
        out.append(
            Verdict(
                "market.availability",
                INFO,
                QT_TRANSLATE_NOOP("market", "{items}: {why}").format(
                    items=join_texts(unknown),
                    why=Availability(unknown[0], market).reason(),
                ),
                "",
                {"items": unknown, "market": market},
            )
        )
    return out


def _sold_instead(catalog: Catalog, market: str | None, item: str) -> Text:
    """The fix of an unsold item: for a GPU, up to three PCIe cards sold in ``market`` (status
    ``yes``) with at least its memory, most memory first; else "choose another item"."""
    try:
        gpu = catalog.gpu(item)
    except KeyError:
        gpu = None
    sold = {a.item for a in catalog.availability if a.market == market and a.status == "yes"}
    if gpu is not None and gpu.name == item:
        need = gpu.memory_gb or 0
        cards = sorted(
            (
                g
                for g in catalog.gpus
                if g.name in sold and g.is_workstation_card and (g.memory_gb or 0) >= need
            ),
            key=lambda g: -(g.memory_gb or 0),
        )[:3]
        if cards:
            return QT_TRANSLATE_NOOP("market", "use a card sold there, e.g. {cards}").format(
                cards=join_texts([g.name for g in cards])
            )
    return QT_TRANSLATE_NOOP("market", "choose another item that is sold there")
