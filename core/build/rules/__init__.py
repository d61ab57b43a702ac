"""The rules a build must keep, each with an id, a severity, the numbers involved and a fix:
one module per rule family; this package gathers their names. See docs/rules.md."""

from __future__ import annotations

from rigwright.core.build.rules.check import (
    check_build,
    check_rules,
    in_rule_order,
)
from rigwright.core.build.rules.circuit import (
    ASSUMED_EFFICIENCY_PERCENT,
    CircuitLoad,
    circuit_load,
    rule_circuit,
)
from rigwright.core.build.rules.context import (
    Board,
    Context,
    Rule,
    board_of,
    default_placement,
)
from rigwright.core.build.rules.cooling import (
    rule_cooling,
)
from rigwright.core.build.rules.facts import (
    BuildFacts,
    PowerFigures,
    build_facts,
)
from rigwright.core.build.rules.form_factor import (
    chassis_figure,
    rule_form_factor,
)
from rigwright.core.build.rules.lanes import (
    PCIE_LANE_GBS,
    rule_lanes,
    slot_map,
)
from rigwright.core.build.rules.memory import (
    rule_memory,
)
from rigwright.core.build.rules.nvlink import (
    NVLINK_BRIDGES,
    rule_nvlink,
)
from rigwright.core.build.rules.power import (
    PLATFORM_ALLOWANCE_W,
    PSU_SUSTAINED_SHARE,
    rule_connector,
    rule_power,
)
from rigwright.core.build.rules.registry import (
    CHASSIS_RULES,
    COUNT_MONOTONE_ERRORS,
    PLATFORM_RULES,
    RULE_NAMES,
    RULES,
    chassis_key,
)
from rigwright.core.build.rules.site import (
    CIRCUITS,
    MAX_CIRCUITS,
    Circuit,
    Site,
    parse_site,
)
from rigwright.core.build.rules.slots import (
    rule_chassis_range,
    rule_scale_table,
    rule_slots,
)
from rigwright.core.build.rules.transient import (
    ATX3_EXCURSION,
    TRANSIENT_FACTOR,
    TRANSIENT_FACTOR_PCIE5,
    rule_transient,
)
from rigwright.core.build.rules.verdict import (
    ERROR,
    INFO,
    SEVERITIES,
    WARNING,
    Verdict,
)

__all__ = [
    "ASSUMED_EFFICIENCY_PERCENT",
    "ATX3_EXCURSION",
    "Board",
    "BuildFacts",
    "CHASSIS_RULES",
    "CIRCUITS",
    "COUNT_MONOTONE_ERRORS",
    "Circuit",
    "CircuitLoad",
    "Context",
    "ERROR",
    "INFO",
    "MAX_CIRCUITS",
    "NVLINK_BRIDGES",
    "PCIE_LANE_GBS",
    "PLATFORM_ALLOWANCE_W",
    "PLATFORM_RULES",
    "PSU_SUSTAINED_SHARE",
    "PowerFigures",
    "RULES",
    "RULE_NAMES",
    "Rule",
    "SEVERITIES",
    "Site",
    "TRANSIENT_FACTOR",
    "TRANSIENT_FACTOR_PCIE5",
    "Verdict",
    "WARNING",
    "board_of",
    "build_facts",
    "chassis_figure",
    "chassis_key",
    "check_build",
    "check_rules",
    "circuit_load",
    "default_placement",
    "in_rule_order",
    "parse_site",
    "rule_chassis_range",
    "rule_circuit",
    "rule_connector",
    "rule_cooling",
    "rule_form_factor",
    "rule_lanes",
    "rule_memory",
    "rule_nvlink",
    "rule_power",
    "rule_scale_table",
    "rule_slots",
    "rule_transient",
    "slot_map",
]
