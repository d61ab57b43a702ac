"""The rules on the search's custom candidates, sharing the work that provably gives the same
answer (docs/custom-search.md, "Sharing the rules' work")."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rigwright.core.build.model import GpuLine
from rigwright.core.build.rules import (
    CHASSIS_RULES,
    COUNT_MONOTONE_ERRORS,
    ERROR,
    PLATFORM_RULES,
    Site,
    Verdict,
    chassis_key,
    check_rules,
    in_rule_order,
)
from rigwright.core.catalog.model import Catalog
from rigwright.core.search.space import Line, Platform


class Checker:
    """The rules on the search's custom candidates, sharing what provably can be shared
    (docs/custom-search.md, "Sharing the rules' work")."""

    def __init__(
        self, catalog: Catalog, site: Site | None, plats: list[Platform], lines: list[Line]
    ) -> None:
        """``plats``: the priced platforms, by sweep position; ``lines``: the space's GPU
        lines, by index."""
        self.catalog, self.site, self.plats, self.lines = catalog, site, plats, lines
        ids: dict[tuple[Any, ...], int] = {}
        # each platform's chassis key (its template's: no GPUs) as a small int
        self.shape = [ids.setdefault(chassis_key(p.template), len(ids)) for p in plats]
        # (shape, line index) -> the chassis-level verdicts by rule, or None when they hold
        # an error
        self.chassis: dict[tuple[int, int], dict[str, list[Verdict]] | None] = {}
        # (shape, GPU index) -> the fewest cards found invalid by a count-monotone error of
        # the chassis-level rules; (position, GPU index) -> the same for the other rules
        self.shape_dead: dict[tuple[int, int], int] = {}
        self.platform_dead: dict[tuple[int, int], int] = {}
        self.runs = 0  # check_rules calls

    def known_invalid(self, pos: int, li: int) -> bool:
        """True when the candidate (platform at ``pos``, line ``li``) is already known to be
        invalid, without running a rule."""
        line, shape = self.lines[li], self.shape[pos]
        if (shape, li) in self.chassis and self.chassis[(shape, li)] is None:
            return True
        dead = self.shape_dead.get((shape, line.gpu_index))
        if dead is not None and line.count >= dead:
            return True
        dead = self.platform_dead.get((pos, line.gpu_index))
        return dead is not None and line.count >= dead

    def verdicts(self, pos: int, li: int) -> list[Verdict] | None:
        """The candidate's verdicts as :func:`rigwright.core.build.rules.check_build` gives them,
        or None when it is invalid."""
        if self.known_invalid(pos, li):
            return None
        line, shape = self.lines[li], self.shape[pos]
        build = replace(self.plats[pos].template, gpus=(GpuLine(line.name, line.count),))
        key = (shape, li)
        if key in self.chassis:
            chassis = self.chassis[key]
        else:
            self.runs += 1
            chassis = check_rules(build, self.catalog, self.site, CHASSIS_RULES)
            errors = {v.rule for vs in chassis.values() for v in vs if v.severity == ERROR}
            if errors:
                chassis = None
                if errors & COUNT_MONOTONE_ERRORS:
                    _lower(self.shape_dead, (shape, line.gpu_index), line.count)
            self.chassis[key] = chassis
        if chassis is None:
            return None
        self.runs += 1
        rest = check_rules(build, self.catalog, self.site, PLATFORM_RULES)
        errors = {v.rule for vs in rest.values() for v in vs if v.severity == ERROR}
        if errors:
            if errors & COUNT_MONOTONE_ERRORS:
                _lower(self.platform_dead, (pos, line.gpu_index), line.count)
            return None
        return in_rule_order(chassis, rest)


def _lower(table: dict[tuple[int, int], int], key: tuple[int, int], count: int) -> None:
    old = table.get(key)
    if old is None or count < old:
        table[key] = count
