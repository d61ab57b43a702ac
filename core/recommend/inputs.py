"""What the engineer asks for: a :class:`Request`, and the budget and GPU-count fields parsed
from what a user typed (messages name the field)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import TYPE_CHECKING

from rigwright.core.text.amounts import typed_amount
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

if TYPE_CHECKING:
    from rigwright.core.sizing.memory import SizingRequest

MODEL_SCALES: tuple[str, ...] = ("small", "medium", "large", "very-large")
"""The seed's CNN model scales (小型, 中等, 中大等, 超大規模)."""


def parse_budget(text: str | None) -> int | None:
    """A budget typed by a user, in CNY: "100000", "100,000", "¥100000", "１００００", "10万",
    "10萬", "100k" -> 100000.

    Empty text means no budget (None). Fractions of a yuan are dropped (99.9 -> 99).

    Raises:
        ValueError: not an amount, below 1 CNY or absurdly large; the message names the field
            and repeats the text.
    """
    if text is None or not str(text).strip():
        return None
    raw = str(text).strip()
    typed = typed_amount(raw)
    if typed is not None and typed.currency not in (None, "CNY"):
        # "NT$300000" read as ¥300,000 would let a Taiwan budget buy four times too much.
        raise ValueError(
            QT_TRANSLATE_NOOP(
                "recommend",
                "budget: {raw!r} names another currency; the budget is in CNY (e.g. 300000)",
            ).format(raw=raw)
        )
    if typed is None:
        raise ValueError(
            QT_TRANSLATE_NOOP(
                "recommend", "budget: {raw!r} is not an amount in CNY (e.g. 100000)"
            ).format(raw=raw)
        )
    value = typed.value
    if value < 1:
        raise ValueError(
            QT_TRANSLATE_NOOP("recommend", "budget: must be at least 1 CNY, got {raw!r}").format(
                raw=raw
            )
        )
    if value > Decimal(10) ** 12:
        raise ValueError(
            QT_TRANSLATE_NOOP("recommend", "budget: {raw!r} is too large").format(raw=raw)
        )
    return int(value)


MAX_GPU_COUNT = 64
"""The most GPUs a request may ask for per workstation (the build files' bound too: no
workstation or server in any catalog holds more; a larger number is a typing slip)."""


def parse_gpu_count(text: str | None) -> tuple[int, int] | None:
    """A GPU-count range "MIN-MAX" or "N" -> (min, max); empty -> None.

    Raises:
        ValueError: not whole numbers, below 1, or min above max; names the field.
    """
    if text is None or not str(text).strip():
        return None
    raw = str(text).strip()
    match = re.fullmatch(r"(\d+)\s*(?:-\s*(\d+))?", unicodedata.normalize("NFKC", raw))
    if match is None:
        raise ValueError(
            QT_TRANSLATE_NOOP(
                "recommend", "gpu-count: {raw!r} is not N or MIN-MAX (e.g. 2-4)"
            ).format(raw=raw)
        )
    if any(len(g) > 4 for g in match.groups() if g):
        raise ValueError(_too_many_gpus(raw[:20]))
    low = int(match.group(1))
    high = int(match.group(2)) if match.group(2) else low
    if low < 1 or high < low:
        raise ValueError(
            QT_TRANSLATE_NOOP("recommend", "gpu-count: {raw!r} needs 1 <= MIN <= MAX").format(
                raw=raw
            )
        )
    if high > MAX_GPU_COUNT:
        raise ValueError(_too_many_gpus(raw))
    return low, high


def _too_many_gpus(raw: str) -> Text:
    return QT_TRANSLATE_NOOP(
        "recommend", "gpu-count: at most {most} GPUs per workstation, got {raw!r}"
    ).format(most=MAX_GPU_COUNT, raw=raw)


class Goal(StrEnum):
    """What the customer wants most from a sized job: the shortest time to train (or the most
    tokens/s), or the most of it per yuan."""

    TIME = "time"
    THROUGHPUT_PER_CNY = "throughput-per-cny"


@dataclass(frozen=True, slots=True)
class Request:
    """What the engineer asks for.

    Attributes:
        workload: profile key or alias ("cnn", "lstm").
        budget_cny: highest price in CNY; a price equal to it is included. None = any.
        model_scale: one of :data:`MODEL_SCALES`, or None.
        min_gpu_memory_gb: least memory per GPU, GB, or None.
        gpu_count: (min, max) GPUs per workstation, inclusive, or None.
        weights: custom metric weights; None = the profile's (the seed's) weights.
        sizing: a model and task to size (:mod:`rigwright.core.sizing`); GPUs and SKUs that
            cannot hold it are left out and the rest ordered by ``goal``. None = no model.
        goal: what orders the SKUs when a model is sized.
        training_tokens, training_images: the training data, for the time a job takes.
        market: the market the build is sold in (one of
            :data:`rigwright.core.catalog.markets.MARKETS`): items whose availability there is
            ``no`` are never recommended, built or proposed, and an unknown availability is
            said. None = no market filter.
    """

    workload: str = "cnn"
    budget_cny: int | None = None
    model_scale: str | None = None
    min_gpu_memory_gb: int | None = None
    gpu_count: tuple[int, int] | None = None
    weights: dict[str, float] | None = None
    sizing: SizingRequest | None = None
    goal: Goal = Goal.TIME
    training_tokens: float | None = None
    training_images: float | None = None
    market: str | None = None
