"""Running the rules on a build: :func:`check_build` and :func:`check_rules`."""

from __future__ import annotations

from collections.abc import Collection

from rigwright.core.build.model import (
    Build,
)
from rigwright.core.build.rules.context import _context
from rigwright.core.build.rules.registry import RULE_NAMES, RULES
from rigwright.core.build.rules.site import Site
from rigwright.core.build.rules.verdict import Verdict
from rigwright.core.catalog.model import (
    Catalog,
)


def check_rules(
    build: Build, catalog: Catalog, site: Site | None = None, rules: Collection[str] | None = None
) -> dict[str, list[Verdict]]:
    """The verdicts of each rule run on ``build``, by rule name (a name of :data:`RULES`), in
    :data:`RULES` order: every rule, or only those named in ``rules``. A rule with nothing to
    report maps to ``[]``.

    Raises:
        ValueError: a name in ``rules`` that is not a rule ("unknown rule(s): 'slot'; ...").
    """
    _known(rules)
    ctx = _context(build, catalog, site)
    return {name: rule(ctx) for name, rule in RULES if rules is None or name in rules}


def _known(rules: Collection[str] | None) -> None:
    if rules is not None:
        unknown = set(rules) - RULE_NAMES
        if unknown:
            raise ValueError(
                f"unknown rule(s): {', '.join(map(repr, sorted(unknown)))}; the rules "
                f"are {', '.join(name for name, _ in RULES)}"
            )


def in_rule_order(*groups: dict[str, list[Verdict]]) -> list[Verdict]:
    """The verdicts of :func:`check_rules` results (for disjoint sets of rules) as one list in
    :data:`RULES` order, as :func:`check_build` over their union gives them."""
    return [v for name, _ in RULES for group in groups for v in group.get(name, ())]


def check_build(
    build: Build,
    catalog: Catalog,
    site: Site | None = None,
    *,
    rules: Collection[str] | None = None,
) -> list[Verdict]:
    """Every rule's verdicts on ``build``; an empty list means nothing to report.

    ``site``: the customer's wall circuit(s) for the power rules; None or a circuit not set
    gives "cannot check" for them. ``rules``: run only these rules (names of :data:`RULES`,
    e.g. :data:`CHASSIS_RULES`); None runs every rule.

    Raises:
        ValueError: an unknown name in ``rules``.
    """
    _known(rules)
    ctx = _context(build, catalog, site)
    verdicts: list[Verdict] = []
    for name, rule in RULES:
        if rules is None or name in rules:
            verdicts += rule(ctx)
    return verdicts
