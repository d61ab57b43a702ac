"""The rule registry: :data:`RULES` in the order they run, and the sets of rules and errors
the configuration search relies on (chassis-level, platform-level, count-monotone)."""

from __future__ import annotations

from typing import Any

from rigwright.core.build.model import (
    Build,
)
from rigwright.core.build.rules.circuit import rule_circuit
from rigwright.core.build.rules.context import Rule
from rigwright.core.build.rules.cooling import rule_cooling
from rigwright.core.build.rules.form_factor import rule_form_factor
from rigwright.core.build.rules.lanes import rule_lanes
from rigwright.core.build.rules.memory import rule_memory
from rigwright.core.build.rules.nvlink import rule_nvlink
from rigwright.core.build.rules.power import rule_connector, rule_power
from rigwright.core.build.rules.slots import rule_chassis_range, rule_scale_table, rule_slots
from rigwright.core.build.rules.transient import rule_transient

RULES: tuple[tuple[str, Rule], ...] = (
    ("slots", rule_slots),
    ("scale_table", rule_scale_table),
    ("chassis_range", rule_chassis_range),
    ("cooling", rule_cooling),
    ("power", rule_power),
    ("transient", rule_transient),
    ("connector", rule_connector),
    ("circuit", rule_circuit),
    ("lanes", rule_lanes),
    ("nvlink", rule_nvlink),
    ("form_factor", rule_form_factor),
    ("memory", rule_memory),
)
"""The rules in the order they run (and their verdicts are listed)."""


RULE_NAMES: frozenset[str] = frozenset(name for name, _ in RULES)
"""The names of :data:`RULES` (what ``check_build(..., rules=...)`` takes)."""

CHASSIS_RULES: frozenset[str] = frozenset(
    {"slots", "scale_table", "chassis_range", "cooling", "nvlink", "form_factor"}
)
"""The *chassis-level* rules: their verdicts on a build depend only on the catalog and the
build's :func:`chassis_key` (chassis, GPU lines, placement, NVLink flag, board form factor),
never on its CPUs, memory, PSUs, drives, label or the site. Read from each rule function:

- ``slots``: the chassis's slot map (:func:`board_of`), the cards' widths and the build's
  placement or :func:`default_placement` (the slot map and the cards); the chassis name in
  the message.
- ``scale_table``: each GPU line's model and count against the catalog's scale table.
- ``chassis_range``: the seed chassis spec's class range against the card count.
- ``cooling``: the cards' coolers and widths, the chassis's tower-ness (spec or part) and
  the placement.
- ``nvlink``: the build's ``nvlink`` flag, the GPU lines, the GPU table's NVLink fact, the
  placement and the chassis name.
- ``form_factor``: the build's ``board_form_factor`` and the cards' lengths against the
  chassis's figures.

The other rules (:data:`PLATFORM_RULES`) read the CPUs (power, PCIe lanes and generation),
the PSUs (``psus_w``, ``psu``, ``psu_atx_version``), the memory or the site. So two builds
with equal chassis keys get equal chassis-level verdicts, and the union of
``check_build(b, c, s, rules=CHASSIS_RULES)`` and ``check_build(b, c, s,
rules=PLATFORM_RULES)`` is ``check_build(b, c, s)`` (in :data:`RULES` order: see
:func:`check_rules`); tests/core/build/rules/test_registry.py checks both."""

PLATFORM_RULES: frozenset[str] = RULE_NAMES - CHASSIS_RULES
"""The rules that are not chassis-level: ``power``, ``transient``, ``connector``, ``circuit``,
``lanes`` and ``memory``."""

COUNT_MONOTONE_ERRORS: frozenset[str] = frozenset(
    {
        "slots.capacity",
        "gpu.scale_limit",
        "chassis.gpu_range",
        "cooling.passive_in_tower",
        "nvlink.same_model",
        "nvlink.supported",
        "formfactor.board",
        "formfactor.gpu_length",
        "power.sustained",
        "power.circuit",
    }
)
"""Error verdict ids that stay errors when cards of the same model are added: of two builds
that differ only in the count of GPUs of their one GPU model and give no ``placement``, when
the one with fewer cards has an error from this set, the one with more has it too. Read from
the rules (the rest of the build, the catalog and the site fixed):

- ``slots.capacity`` (no placement): :func:`default_placement` places identical cards one at
  a time, each in the top free slot it fits, so the first *n* of *n + 1* cards land where
  *n* cards land in the same pass (spread, then dense); if *n* cards leave one unplaced in
  both passes, *n + 1* do too.
- ``gpu.scale_limit``: count > the model's fixed limit; ``chassis.gpu_range``: count > the
  class's maximum (below the minimum is only a warning).
- ``cooling.passive_in_tower``, ``nvlink.same_model``, ``nvlink.supported``,
  ``formfactor.board``, ``formfactor.gpu_length``: independent of the count (the model, the
  chassis, the board and the NVLink flag decide).
- ``power.sustained``: an error when board power × count + CPU + platform allowance exceeds
  the PSUs' rating; board power is positive (the catalog loader requires it), so the load
  only grows. ``power.circuit``: the wall draw (load / efficiency, shared by fixed PSU
  shares or spread evenly) only grows with the load, against a fixed usable power.

Not in the set: ``pcie.lanes`` (the placement and the slot map's per-slot widths change
with the count: not claimed), ``nvlink.spacing`` (pairs change with the count),
``slots.width`` (explicit placements only). ``power.transient`` and ``power.connector``
give no errors. tests/core/build/rules/test_registry.py checks the claim exhaustively on the
shipped catalogs."""


def chassis_key(build: Build) -> tuple[Any, ...]:
    """What the :data:`CHASSIS_RULES` read of a build: (chassis, GPU lines, placement, NVLink
    flag, board form factor). Builds with equal keys get equal chassis-level verdicts (with
    the same catalog)."""
    return (build.chassis, build.gpus, build.placement, build.nvlink, build.board_form_factor)
