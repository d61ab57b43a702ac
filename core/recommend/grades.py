"""The seed's RNN good / better / best grades, by rule: bandwidth against memory."""

from __future__ import annotations

import math

from rigwright.core.catalog.model import Catalog, Cooler, Gpu
from rigwright.core.recommend.workloads import RNN_MIN_MEMORY_GB

__all__ = ["rnn_grades", "rnn_measure"]


def rnn_measure(gpu: Gpu) -> float | None:
    """The seed's joint first RNN priority "bandwidth + memory" of ``gpu`` as one figure:
    ``sqrt(memory_bandwidth_gbs × memory_gb)``, (GB/s × GB)^½; None when either is unknown."""
    if not gpu.memory_gb or not gpu.memory_bandwidth_gbs:
        return None
    return math.sqrt(float(gpu.memory_bandwidth_gbs * gpu.memory_gb))


def rnn_grades(catalog: Catalog) -> dict[str, tuple[str, ...]]:
    """The RNN good / better / best grades by rule.

    Rule: among workstation cards (not passively cooled) with at least
    :data:`RNN_MIN_MEMORY_GB`, measure the seed's joint first RNN priority "bandwidth +
    memory" as the geometric mean ``sqrt(bandwidth GB/s * memory GB)``; sort, and cut at the
    two largest ratio gaps between neighbours: above the upper cut is "best", between the
    cuts "better", below "good". The grades are relative to the catalog: a card far ahead
    of all others becomes "best" on its own and moves the seed's best cards to "better".

    Returns:
        {"good": names, "better": names, "best": names}, each best first.
    """
    pool = [
        g
        for g in catalog.gpus
        if g.memory_gb is not None
        and g.memory_bandwidth_gbs is not None
        and g.memory_gb >= RNN_MIN_MEMORY_GB
        and g.cooler is not Cooler.PASSIVE
        and g.memory_bandwidth_gbs > 0
    ]
    measured = sorted(((m, g.name) for g in pool if (m := rnn_measure(g))), reverse=True)
    if len(measured) < 3:
        return {"best": tuple(n for _, n in measured), "better": (), "good": ()}
    gaps = sorted(
        range(1, len(measured)),
        key=lambda i: -(measured[i - 1][0] / measured[i][0]),
    )[:2]
    first, second = sorted(gaps)
    names = [n for _, n in measured]
    return {
        "best": tuple(names[:first]),
        "better": tuple(names[first:second]),
        "good": tuple(names[second:]),
    }
