"""A sized job across a catalog: the memory breakdown, and for each GPU the fewest cards that
hold it with their speed; the one result the command line and the window show."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rigwright.core.catalog.model import Catalog, Gpu
from rigwright.core.sizing.fit import CARD_RESERVE_SHARE, Fit, fit_on, largest_box
from rigwright.core.sizing.memory import TRAINING, MemoryBreakdown, SizingRequest, memory_breakdown
from rigwright.core.sizing.speed import Speed, decode_speed, training_speed


@dataclass(frozen=True, slots=True)
class GpuSizing:
    """One GPU's answer: its :class:`Fit` and, when it fits, its :class:`Speed`."""

    gpu: Gpu
    fit: Fit
    speed: Speed | None

    def as_json(self) -> dict[str, Any]:
        """``{"gpu", "count", "strategy", "per_gpu_gb", "usable_gb", ...}`` with
        ``tokens_per_s`` (inference) or ``hours`` (training, when the data is given)."""
        fit = self.fit
        row: dict[str, Any] = {
            "gpu": fit.gpu,
            "count": fit.count,
            "strategy": fit.strategy,
            "per_gpu_gb": round(fit.per_gpu_gb, 2),
            "usable_gb": round(fit.usable_gb, 2),
            "checkpointing": fit.checkpointing,
        }
        speed = self.speed
        if speed is not None:
            if speed.tokens_per_s is not None:
                row["tokens_per_s"] = round(speed.tokens_per_s, 1)
            if speed.hours is not None:
                row["hours"] = round(speed.hours, 2)
            if speed.missing is not None:
                row["speed_missing"] = str(speed.missing)
        return row


@dataclass(frozen=True, slots=True)
class SizingReport:
    """A request sized against one catalog: the breakdown, one :class:`GpuSizing` per GPU in
    catalog order, and the most cards a box of the catalog takes."""

    catalog: str
    breakdown: MemoryBreakdown
    rows: tuple[GpuSizing, ...]
    max_cards: int

    def as_json(self) -> dict[str, Any]:
        """The ``rigwright size --json`` object: the request, ``memory_gb`` (every term and
        total, GB = 10⁹ B), ``terms`` (each with its formula and source), ``fits``."""
        req = self.breakdown.request
        return {
            "model": req.model.id,
            "task": req.task.value,
            "precision": req.precision.value,
            "batch": req.batch,
            "context": req.tokens if req.model.kind == "transformer" else None,
            "resolution": req.pixels if req.model.kind != "transformer" else None,
            "optimizer": req.optimizer.value if req.task in TRAINING else None,
            "checkpointing": req.checkpointing,
            "catalog": self.catalog,
            "memory_gb": self.breakdown.as_dict(),
            "terms": [
                {"term": t.key, "gb": round(t.gb, 2), "formula": t.formula, "source": t.source}
                for t in self.breakdown.terms
            ],
            "assumptions": [
                *self.breakdown.assumptions,
                f"a card holds its printed memory in GiB less {CARD_RESERVE_SHARE:.0%} "
                "(driver, CUDA context)",
                f"at most {self.max_cards} cards: the catalog's largest box",
            ],
            "notes": list(self.breakdown.notes),
            "fits": [row.as_json() for row in self.rows],
        }


def size_in_catalog(
    request: SizingRequest,
    catalog: Catalog,
    *,
    tokens: float | None = None,
    images: float | None = None,
) -> SizingReport:
    """``request`` sized for every GPU of ``catalog``; ``tokens`` (training tokens) or
    ``images`` (training images) give the training time."""
    breakdown = memory_breakdown(request)
    cards = largest_box(catalog)
    rows = []
    for gpu in catalog.gpus:
        fit = fit_on(breakdown, gpu, cards)
        speed = None
        if fit.count is not None and fit.strategy is not None:
            if request.task in TRAINING:
                speed = training_speed(
                    breakdown, gpu, fit.count, tokens, images, checkpointing=fit.checkpointing
                )
            elif request.model.cached_layers or request.model.attention == "mla":
                speed = decode_speed(breakdown, gpu, fit.count, fit.strategy)
        rows.append(GpuSizing(gpu, fit, speed))
    return SizingReport(catalog.name, breakdown, tuple(rows), cards)
