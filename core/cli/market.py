"""The market of ``rigwright recommend``, ``size`` and ``check`` (``--market``, else the vendor
profile's), and the market's verdicts on a build for ``check`` and ``quote``: an error for each
item not sold in the market (or that no workstation takes), with cards sold there as its fix,
and an info for the items whose availability is unknown. Kept out of the rules, which judge a
build whatever market it is sold in."""

from __future__ import annotations

import argparse

from rigwright.core.build.fix_market import build_items
from rigwright.core.build.model import Build
from rigwright.core.build.rules.verdict import ERROR, INFO, Verdict
from rigwright.core.catalog.markets import Availability
from rigwright.core.catalog.model import Catalog, join_texts
from rigwright.core.recommend.market_filter import left_out, unknown_in_market
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

FROM_FLAG = "flag"
"""``market.source`` in ``--json`` when ``--market`` gave the market."""

FROM_VENDOR_PROFILE = "vendor_profile"
"""``market.source`` in ``--json`` when the stored vendor profile gave it (or, without a
readable profile, its initial market ``cn``)."""

__all__ = [
    "FROM_FLAG",
    "FROM_VENDOR_PROFILE",
    "build_items",
    "command_market",
    "market_json",
    "market_line",
    "market_verdicts",
]


def command_market(args: argparse.Namespace) -> tuple[str, str]:
    """The market a command filters by and where it came from: ``(--market, "flag")`` when
    given, else ``(the vendor profile's market, "vendor_profile")``, read from the ``--db``
    database without writing to it ("cn" when there is no readable profile).

    Raises:
        UsageError: a ``--db`` name that is no file name.
    """
    from rigwright.core.cli.inputs import db_path
    from rigwright.core.storage.vendor_market import vendor_market

    if getattr(args, "market", None) is not None:
        return args.market, FROM_FLAG
    return vendor_market(db_path(args)), FROM_VENDOR_PROFILE


def market_json(market: str, source: str) -> dict[str, str]:
    """The ``market`` object of ``--json``: ``{"code": "cn", "source": "vendor_profile"}``."""
    return {"code": market, "source": source}


def market_line(market: str, source: str) -> str:
    """The text output's line naming the market: "Market: mainland China (cn, the vendor
    profile's; --market CODE for another)"."""
    from rigwright.core.catalog.markets import market_text

    where = "--market" if source == FROM_FLAG else "the vendor profile's; --market CODE for another"
    return f"Market: {market_text(market)} ({market}, {where})"


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
