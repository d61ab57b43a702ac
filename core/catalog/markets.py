"""The markets a vendor sells in, an item's availability in one of them and the look-ups on a
catalog's availability, and the form factors that decide which GPUs a workstation can take.
Free of pydantic and Qt (the window's start imports it); the availability file and its
validation are in :mod:`rigwright.core.catalog.availability`."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

if TYPE_CHECKING:
    from rigwright.core.catalog.model import Catalog

Market = Literal["cn", "tw", "hk", "intl"]
"""A market code, as a type (a quote's and a vendor profile's market)."""

MARKETS: tuple[Market, ...] = ("cn", "tw", "hk", "intl")
"""Market codes: mainland China, Taiwan, Hong Kong, international (everywhere else)."""

DEFAULT_MARKET: Market = "cn"
"""The market of a new vendor profile and of the window's market setting."""

MARKET_NAME_TEXT: dict[str, Text] = {
    "cn": QT_TRANSLATE_NOOP("market", "mainland China"),
    "tw": QT_TRANSLATE_NOOP("market", "Taiwan"),
    "hk": QT_TRANSLATE_NOOP("market", "Hong Kong"),
    "intl": QT_TRANSLATE_NOOP("market", "international markets"),
}
"""A market's name as a sentence uses it ("not sold in mainland China ...")."""

MARKET_LABEL_TEXT: dict[str, Text] = {
    "cn": QT_TRANSLATE_NOOP("market", "Mainland China"),
    "tw": QT_TRANSLATE_NOOP("market", "Taiwan"),
    "hk": QT_TRANSLATE_NOOP("market", "Hong Kong"),
    "intl": QT_TRANSLATE_NOOP("market", "International"),
}
"""A market's name as a setting shows it (the window's market combo)."""

STATUSES: tuple[str, ...] = ("yes", "no", "unknown")
"""An item's availability in a market: sold there, not sold there, or not known."""

FORM_FACTORS: tuple[str, ...] = ("pcie", "sxm", "system")
"""How a GPU is built: a PCIe card (a workstation or a tower/rack server takes it), an SXM
module on an HGX baseboard (rack systems only), or a whole desktop system with its own
memory pool. Only PCIe cards enter workstation builds, rankings and the custom search."""

WORKSTATION_FORM_FACTOR = "pcie"
"""The form factor of every GPU a workstation build, ranking or search may use."""


def check_market(code: str, flag: str = "--market") -> str:
    """``code`` normalised (lower case, trimmed) when it is one of :data:`MARKETS`.

    Raises:
        ValueError: not a market; the message names ``flag`` and the valid codes.
    """
    key = code.strip().lower()
    if key not in MARKETS:
        raise ValueError(
            QT_TRANSLATE_NOOP(
                "market", "{flag}: unknown market {code!r}; use one of {codes}"
            ).format(flag=flag, code=code, codes=", ".join(MARKETS))
        )
    return key


def market_text(code: str) -> Text | str:
    """The market's name ("mainland China"); the code itself for one not in :data:`MARKETS`."""
    return MARKET_NAME_TEXT.get(code, code)


@dataclass(frozen=True, slots=True)
class Availability:
    """Whether one item (a GPU, part or SKU, by its catalog name or code) is sold in one market.

    Attributes:
        item: the item's catalog name (a GPU's name, a part's name, a SKU's code).
        market: one of :data:`MARKETS`.
        status: one of :data:`STATUSES`.
        as_of: the date the reading holds for (ISO "2026-01-15"), or "" when not dated.
        source: the documents (URLs) the reading is based on; "" for the implicit unknown.
        note: why, in a few words (the rule or event).
    """

    item: str
    market: str
    status: str = "unknown"
    as_of: str = ""
    source: str = ""
    note: str = ""

    def as_json(self) -> dict[str, str | None]:
        """``{"status", "as_of", "source"}`` as ``--json`` prints it (None where not stated)."""
        return {
            "status": self.status,
            "as_of": self.as_of or None,
            "source": self.source or None,
        }

    def reason(self) -> Text | None:
        """Why the item is left out (status ``no``) or in doubt (``unknown``) in its market,
        e.g. "not sold in mainland China as of 2026-01-15 (source: https://…)"; None when
        it is sold there."""
        where = market_text(self.market)
        urls = [u.strip() for u in self.source.split(" | ") if u.strip()]
        # The first document, and how many more the data names (all are in ``--json``).
        source = (urls[0] + (f" (+{len(urls) - 1})" if len(urls) > 1 else "")) if urls else "?"
        if self.status == "yes":
            return None
        if self.status == "no":
            if self.as_of:
                return QT_TRANSLATE_NOOP(
                    "market", "not sold in {market} as of {date} (source: {source})"
                ).format(market=where, date=self.as_of, source=source)
            return QT_TRANSLATE_NOOP("market", "not sold in {market} (source: {source})").format(
                market=where, source=source
            )
        return QT_TRANSLATE_NOOP("market", "availability in {market} is unknown").format(
            market=where
        )


def availability_of(catalog: Catalog, item: str, market: str) -> Availability:
    """Whether ``item`` is sold in ``market`` by the catalog's data; ``unknown`` (undated,
    unsourced) when the data has no row for it."""
    for entry in catalog.availability:
        if entry.item == item and entry.market == market:
            return entry
    return Availability(item, market)


def availability_json(catalog: Catalog, item: str) -> dict[str, dict[str, str | None]]:
    """``market -> {"status", "as_of", "source"}`` for every market, as ``--json`` prints it."""
    return {m: availability_of(catalog, item, m).as_json() for m in MARKETS}


def not_sold(catalog: Catalog, market: str | None) -> dict[str, Availability]:
    """Item name -> its ``no`` row in ``market`` (empty when ``market`` is None)."""
    if market is None:
        return {}
    return {a.item: a for a in catalog.availability if a.market == market and a.status == "no"}


def for_market(
    catalog: Catalog,
    market: str | None,
    *,
    gpus: bool = True,
    workstation: bool = False,
    keep: Iterable[str] = (),
) -> Catalog:
    """``catalog`` without the items whose status in ``market`` is ``no``: its parts, its
    SKUs (also those built on such a GPU) and, with ``gpus``, its GPUs; with
    ``workstation`` also the GPUs that are not PCIe cards. Items named in ``keep`` stay (the
    parts of a build being checked, so that only the alternatives are filtered).

    ``catalog`` itself when there is nothing to leave out (None: no market filter).
    """
    import dataclasses

    gone = set(not_sold(catalog, market)) - set(keep)
    if workstation:
        gone |= {g.name for g in catalog.gpus if not g.is_workstation_card} - set(keep)
    if not gone:
        return catalog
    return dataclasses.replace(
        catalog,
        gpus=tuple(g for g in catalog.gpus if not gpus or g.name not in gone),
        skus=tuple(s for s in catalog.skus if s.code not in gone and s.gpu not in gone),
        parts=tuple(p for p in catalog.parts if p.name not in gone),
    )
