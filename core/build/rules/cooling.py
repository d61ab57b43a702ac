"""Cooling rules (``cooling.*``): passive cards in a tower, open-air cards packed densely."""

from __future__ import annotations

from itertools import pairwise

from rigwright.core.build.rules.context import Context
from rigwright.core.build.rules.verdict import ERROR, INFO, WARNING, Verdict
from rigwright.core.catalog.model import (
    Catalog,
    Cooler,
    Gpu,
    physical_source_text,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP


def blower_alternatives(catalog: Catalog, gpus: list[Gpu]) -> list[str]:
    """The catalog's blower cards of the same memory class as ``gpus`` (the open-air cards
    packed densely), in catalog order: for each card the blowers with its GPU memory, else
    those with the least memory above it (a smaller card would not hold the same job). None
    when the catalog has no such blower (or a card's memory is unknown)."""
    blowers = {
        g.name: g.memory_gb
        for g in catalog.gpus
        if g.cooler is Cooler.BLOWER and g.memory_gb is not None
    }
    wanted: set[str] = set()
    for gpu in gpus:
        if gpu.memory_gb is None:
            continue
        need = gpu.memory_gb
        larger = {name: memory for name, memory in blowers.items() if memory >= need}
        if larger:
            least = min(larger.values())
            wanted.update(name for name, memory in larger.items() if memory == least)
    return [name for name in blowers if name in wanted]


def rule_cooling(ctx: Context) -> list[Verdict]:
    """cooling.passive_in_tower / cooling.open_air_adjacent / cooling unknown.

    Passive cards (TESLA) rely on a server chassis's forced airflow: in a tower they overheat
    (seed: TESLA cards are datacenter cards; cooler from gpu_physical.csv). Open-air cards blow
    their heat into the case and need a free opening below them: the seed's scale table says
    Titan RTX "不支持密集地裝進工作站" (cannot be packed densely); two open-air cards with no free
    opening between them are "packed densely"; the fix names the catalog's blower cards of the
    same GPU memory (:func:`blower_alternatives`). A card of unknown cooler cannot be checked.
    """
    out = []
    for gpu, count in ctx.gpus():
        if gpu.cooler is Cooler.PASSIVE and ctx.tower:
            out.append(
                Verdict(
                    "cooling.passive_in_tower",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "{count} × {gpu} are passively cooled and "
                        "need server airflow; the chassis {chassis} is a "
                        "tower",
                    ).format(count=count, gpu=gpu.name, chassis=ctx.build.chassis),
                    QT_TRANSLATE_NOOP(
                        "rules", "use an actively cooled (blower) card instead of {gpu}"
                    ).format(gpu=gpu.name),
                    {"gpu": gpu.name, "count": count, "cooler": gpu.cooler.value},
                )
            )
        elif gpu.cooler is Cooler.UNKNOWN:
            out.append(
                Verdict(
                    "cooling.unknown",
                    INFO,
                    QT_TRANSLATE_NOOP(
                        "rules", "cannot check cooling: the cooler of {gpu} is unknown ({source})"
                    ).format(
                        gpu=gpu.name,
                        source=(
                            physical_source_text(gpu.physical_source)
                            if gpu.physical_source
                            else QT_TRANSLATE_NOOP("rules", "not in the reference")
                        ),
                    ),
                    QT_TRANSLATE_NOOP(
                        "rules", "confirm the card's cooler (blower cards pack densely)"
                    ),
                    {"gpu": gpu.name},
                )
            )
    placement = ctx.build.placement or ctx.placement
    if ctx.board is None or placement is None:
        return out
    # by opening only: two cards placed at one opening (an error of slots.width) must not
    # make the sort compare GPUs
    spots = sorted(
        ((s, g) for s, g in zip(placement, ctx.cards, strict=False) if s is not None),
        key=lambda spot: spot[0],
    )
    dense = []
    for (s1, g1), (s2, g2) in pairwise(spots):
        if s1 + max(1, g1.slot_width) >= s2 and Cooler.OPEN_AIR in (g1.cooler, g2.cooler):
            dense.append((s1, s2))
    if dense:
        open_air = {g.name: g for _, g in spots if g.cooler is Cooler.OPEN_AIR}
        names = sorted(open_air)
        blowers = blower_alternatives(ctx.catalog, [open_air[n] for n in names])
        if blowers:
            fix = QT_TRANSLATE_NOOP(
                "rules",
                "leave a free slot below each open-air card, or use blower cards of the "
                "same GPU memory ({blowers})",
            ).format(blowers=", ".join(blowers))
        else:
            fix = QT_TRANSLATE_NOOP(
                "rules",
                "leave a free slot below each open-air card (this catalog has no blower "
                "card with as much GPU memory)",
            )
        out.append(
            Verdict(
                "cooling.open_air_adjacent",
                WARNING,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "open-air cards ({gpus}) packed densely: "
                    "{pairs} pair(s) of adjacent cards with no free opening "
                    "between them in {chassis}",
                ).format(gpus=", ".join(names), pairs=len(dense), chassis=ctx.build.chassis),
                fix,
                {"adjacent_pairs": len(dense), "cards": len(spots), "blowers": blowers},
            )
        )
    return out
