"""Plausibility bounds of a build file (counts, watts, name length).

Beyond them a file is refused with the field named rather than checked: a million GPUs or a
10**30 W PSU is a typing slip, and such numbers would make the rules slow or overflow.
"""

from __future__ import annotations

from rigwright.core.recommend.ranking import MAX_GPU_COUNT

MAX_GPUS_PER_LINE = MAX_GPU_COUNT
"""Generous for any workstation or server, as the bounds below."""
MAX_CPUS = 8
MAX_MEMORY_GB = 65_536
MAX_PSUS = 16
MAX_PSU_W = 10_000
MAX_CPU_POWER_W = 2_000
MAX_NAME = 200
MAX_SLOT_OPENING = 255
