"""What the configuration search gives: the front's builds (:class:`CustomBuild`), the result
with its figures and notes (:class:`SearchResult`), and the cancellation."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from rigwright.core.build.model import Build, build_to_json
from rigwright.core.build.rules import WARNING, Verdict
from rigwright.core.pricing.prices import amount_text
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text, as_text

SCORE_DIGITS = 9
"""Scores are compared rounded to this many decimals."""

DEFAULT_MAX_GPUS = 8
"""The largest GPU count searched when the request gives no range and no chassis of the
catalog has a known slot map (otherwise: the most x16 slots of any chassis)."""


# Not renamed to ...Error (N818): the name is the API the window catches (gui/search_runner.py),
# and a cancelled search is a normal outcome, not an error.
class SearchCancelled(Exception):  # noqa: N818
    """A newer input cancelled the search (``cancelled()`` returned True)."""


@dataclass(frozen=True, slots=True)
class CustomBuild:
    """One build of the search's front.

    Attributes:
        build: the build (``build.label`` names it, e.g. "custom: GT410i (as SKU 1.7), 4 ×
            Quadro RTX6000").
        score: relative throughput on the SKU scale (``gpu_score × effective_gpus``).
        gpu_score: its GPU's score for the workload (0-100).
        effective_gpus: GPUs' worth of throughput after multi-GPU scaling.
        price_cny: its price, CNY, exact.
        price_basis_text: how the price is reached (which SKU or parts, which list prices),
            translatable (English in :attr:`price_basis`).
        illustrative: True when any price used only illustrates (every view says so).
        base: what it starts from ("SKU 1.7", or "parts"; the window's words:
            :attr:`base_text`).
        verdicts: the rules' warnings and infos on it (a build of the front has no error).
        reasons_text: one-line reasons, most important first, translatable (English in
            :attr:`reasons`).
        printed: True for a printed SKU as it stands (its own price), False for a custom
            build.
        gpu: its GPU model (canonical name); ``count``: how many cards.
    """

    build: Build
    score: float
    gpu_score: float
    effective_gpus: float
    price_cny: Decimal
    price_basis_text: Text | str
    illustrative: bool
    base: str
    verdicts: tuple[Verdict, ...] = ()
    reasons_text: tuple[Text, ...] = ()
    printed: bool = False
    gpu: str = ""
    count: int = 0

    @property
    def price_basis(self) -> str:
        """How the price is reached, in English (the command line's and the JSON's)."""
        return str(self.price_basis_text)

    @property
    def reasons(self) -> tuple[str, ...]:
        """The reasons in English."""
        return tuple(str(r) for r in self.reasons_text)

    @property
    def base_text(self) -> Text:
        """:attr:`base` in the window's words ("parts" translates; "SKU 1.7" is a name)."""
        return PARTS_BASE if self.base == str(PARTS_BASE) else as_text(self.base)

    @property
    def kind(self) -> str:
        """``"SKU"`` for a printed SKU, ``"custom"`` for a custom build."""
        return "SKU" if self.printed else "custom"

    @property
    def price_label(self) -> str:
        """The price in words: "¥150,357.40 (illustrative)" and the like."""
        return str(self.price_label_text)

    @property
    def price_label_text(self) -> Text:
        """:attr:`price_label`, translatable."""
        return amount_text(self.price_cny, self.illustrative)

    @property
    def warnings(self) -> tuple[Verdict, ...]:
        """Its verdicts of severity "warning"."""
        return tuple(v for v in self.verdicts if v.severity == WARNING)

    def as_json(self) -> dict[str, Any]:
        """The ``recommend --custom --json`` object: ``label``, ``kind`` ("custom" / "SKU"),
        ``base``, ``gpus`` (the GPU model), ``count``, ``price_cny`` (exact, as a string),
        ``illustrative``, ``price_basis``, ``score`` (3 decimals), ``gpu_score``,
        ``effective_gpus``, ``verdicts`` (:meth:`rigwright.core.build.rules.Verdict.as_json`),
        ``reasons`` and ``build`` (:func:`rigwright.core.build.model.build_to_json`, for
        ``rigwright check --build``)."""
        return {
            "label": self.build.label,
            "kind": self.kind,
            "base": self.base,
            "gpus": self.gpu,
            "count": self.count,
            "price_cny": str(self.price_cny),
            "illustrative": self.illustrative,
            "price_basis": self.price_basis,
            "score": round(self.score, 3),
            "gpu_score": round(self.gpu_score, 3),
            "effective_gpus": round(self.effective_gpus, 3),
            "verdicts": [v.as_json() for v in self.verdicts],
            "reasons": list(self.reasons),
            "build": build_to_json(self.build),
        }


@dataclass(frozen=True, slots=True)
class SearchResult:
    """What a search found.

    Attributes:
        front: the exact Pareto front, cheapest first (so lowest score first).
        space_size: candidate builds in the search space (after the request's filters).
        evaluated: candidates whose validity the search decided when the sweep reached them:
            by running rules, or by chassis-level verdicts shared with an earlier candidate of
            the same chassis and GPU line, or by a count-monotone error found with fewer cards
            (docs/custom-search.md). Candidates skipped as already known invalid are not
            counted.
        rule_runs: :func:`rigwright.core.build.rules.check_rules` runs: chassis-level and
            platform-level subsets for custom candidates, every rule for a printed SKU (the
            brute force: one full run per candidate).
        unpriced: item name -> candidates left out because that item has no price.
        notes_text: sentences about what was searched and left out, translatable (English
            in :attr:`notes`).
        unpriced_candidates: candidates left out for a missing price (each once, however
            many of its items lack one); included in ``space_size``.
    """

    front: list[CustomBuild]
    space_size: int
    evaluated: int
    unpriced: dict[str, int] = field(default_factory=dict)
    notes_text: list[Text] = field(default_factory=list)
    unpriced_candidates: int = 0
    rule_runs: int = 0

    @property
    def notes(self) -> list[str]:
        """The notes in English (the command line's and the JSON's)."""
        return [str(n) for n in self.notes_text]

    def figures_json(self) -> dict[str, Any]:
        """The ``recommend --custom --json`` "search" object: ``space_size``, ``evaluated``,
        ``unpriced_candidates``, ``unpriced`` (item -> candidates) and ``notes``."""
        return {
            "space_size": self.space_size,
            "evaluated": self.evaluated,
            "unpriced_candidates": self.unpriced_candidates,
            "unpriced": dict(self.unpriced),
            "notes": list(self.notes),
        }


PARTS_BASE = QT_TRANSLATE_NOOP("search", "parts")
"""The base of a build made of platform parts (:attr:`CustomBuild.base` "parts")."""
