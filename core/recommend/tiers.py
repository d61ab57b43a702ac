"""The seed guide's GPU tiers (its CNN and RNN tables) and the workloads each applies to."""

from __future__ import annotations

from dataclasses import dataclass

from rigwright.core.catalog.model import Catalog
from rigwright.core.recommend.workloads import WorkloadProfile


@dataclass(frozen=True, slots=True)
class SeedTiers:
    """The seed's GPU tiers that apply to a workload.

    Attributes:
        table: which of the seed's tables: "CNN" or "RNN".
        tiers: GPU names per tier, best tier first (seed guide, CNN / RNN GPU tables).
    """

    table: str
    tiers: tuple[tuple[str, ...], ...]

    def tier_of(self, gpu: str) -> int | None:
        """The tier (1 = best) of GPU ``gpu``; None when the table does not list it."""
        for i, names in enumerate(self.tiers, start=1):
            if gpu in names:
                return i
        return None


CNN_FAMILY = frozenset({"cnn", "gan", "autoencoder"})
"""Workloads the seed's CNN tiers apply to (convolutional models)."""
RNN_FAMILY = frozenset({"rnn", "transformer"})
"""Workloads the seed's RNN tiers apply to (sequence models)."""


def seed_tiers(catalog: Catalog, profile: WorkloadProfile) -> SeedTiers | None:
    """The seed's tiers for ``profile``: the CNN table for the CNN family, the RNN table for
    the RNN family; None for other workloads or a catalog without tiers."""
    if profile.key in CNN_FAMILY and catalog.cnn_tiers:
        return SeedTiers("CNN", catalog.cnn_tiers)
    if profile.key in RNN_FAMILY and catalog.rnn_tiers:
        return SeedTiers("RNN", catalog.rnn_tiers)
    return None
