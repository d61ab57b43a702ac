"""What a market and the workstation's form factor leave out of a recommendation (GPUs that
are not PCIe cards, items not sold in the request's market) and the reason for an unknown
availability; the recommendation, the search and ``check``'s fixes all filter through
:func:`left_out`."""

from __future__ import annotations

import dataclasses
from typing import TypeVar

from rigwright.core.catalog.markets import Availability, availability_of, not_sold
from rigwright.core.catalog.model import Catalog, Gpu, join_texts
from rigwright.core.recommend.scores import GpuScore, SkuScore
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text, as_text

ScoreT = TypeVar("ScoreT", GpuScore, SkuScore)

FORM_FACTOR_TEXT: dict[str, Text] = {
    "sxm": QT_TRANSLATE_NOOP(
        "market", "an SXM module for HGX boards (rack systems), not a workstation card"
    ),
    "system": QT_TRANSLATE_NOOP(
        "market", "a complete desktop AI system, not a card for a workstation build"
    ),
}


def form_factor_reason(gpu: Gpu) -> Text | None:
    """Why ``gpu`` cannot go into a workstation build (None for a PCIe card)."""
    if gpu.is_workstation_card:
        return None
    return FORM_FACTOR_TEXT.get(
        gpu.form_factor,
        QT_TRANSLATE_NOOP("market", "form factor {form}, not a workstation card").format(
            form=gpu.form_factor
        ),
    )


def left_out(catalog: Catalog, market: str | None) -> dict[str, Text]:
    """Item name (GPU name, part name or SKU code) -> why it is left out: a GPU that is not
    a PCIe card (whatever the market), or any item whose status in ``market`` is ``no``
    ("not sold in mainland China as of 2026-01-15 (source: …)"). None: no market filter."""
    out: dict[str, Text] = {}
    for gpu in catalog.gpus:
        if (why := form_factor_reason(gpu)) is not None:
            out[gpu.name] = why
    for item, entry in not_sold(catalog, market).items():
        reason = entry.reason()
        if reason is not None:
            out.setdefault(item, reason)
    return out


def unknown_in_market(catalog: Catalog, market: str | None, item: str) -> Text | None:
    """The reason "availability in mainland China is unknown" for ``item`` when the data has
    no ``yes`` or ``no`` for it in ``market``; None otherwise (without a market, or for a
    catalog with no availability data at all)."""
    if market is None or not catalog.availability:
        # A catalog without availability data (the seed) says nothing of any market.
        return None
    entry: Availability = availability_of(catalog, item, market)
    return entry.reason() if entry.status == "unknown" else None


def with_reason(score: ScoreT, reason: Text | None) -> ScoreT:
    """``score`` (a :class:`GpuScore` or :class:`SkuScore`) with ``reason`` appended to its
    reasons, still written only when first read; ``score`` itself when ``reason`` is None."""
    if reason is None:
        return score
    explain = score.explain

    def more() -> list[Text]:
        base: list[Text] = explain() if callable(explain) else list(explain)
        return [*base, reason]

    return dataclasses.replace(score, explain=more)


def left_out_notes(reasons: dict[str, Text], names: list[str]) -> list[Text]:
    """The note "left out: not sold in mainland China: RTX 4090 (as of 2023-11-17), RTX 5090
    (as of 2025-01-07); an SXM module …: H20" for ``names`` (in that order, grouped by
    reason); no note when there are none. Each item's sources are in its availability
    (``gpus --json``, the GPU table), not repeated here: a note stays a line or two."""
    if not names:
        return []
    groups: dict[str, tuple[Text, list[Text]]] = {}
    for name in names:
        why = reasons[name]
        market = dict(why.params).get("market") if why.source.startswith("not sold in") else None
        if market is not None:
            head = QT_TRANSLATE_NOOP("recommend", "not sold in {market}").format(market=market)
        else:
            head = why
        date = dict(why.params).get("date") if market is not None else None
        item = (
            QT_TRANSLATE_NOOP("recommend", "{item} (as of {date})").format(item=name, date=date)
            if date
            else as_text(name)
        )
        groups.setdefault(str(head), (head, []))[1].append(item)
    return [
        QT_TRANSLATE_NOOP("recommend", "left out: {items}").format(
            items=join_texts(
                [
                    QT_TRANSLATE_NOOP("recommend", "{item}: {why}").format(
                        item=head, why=join_texts(group)
                    )
                    for head, group in groups.values()
                ],
                "; ",
            )
        )
    ]


def market_skus(
    catalog: Catalog,
    market: str | None,
    excluded: dict[str, Text],
    skus: list[SkuScore],
    notes: list[Text],
) -> list[SkuScore]:
    """``skus`` without those :func:`left_out` names (said in a note added to ``notes``),
    each of the rest with the reason that its availability in ``market`` is unknown where
    it is."""
    gone = [s.sku.code for s in skus if s.sku.code in excluded]
    notes.extend(left_out_notes(excluded, gone))
    return [
        with_reason(s, unknown_in_market(catalog, market, s.sku.code))
        for s in skus
        if s.sku.code not in excluded
    ]
