"""Sustained power (``power.sustained``) and the 16-pin connector (``power.connector``), with
the DC load and the PSUs' ATX version the other power rules share."""

from __future__ import annotations

from typing import Any

from rigwright.core.build.model import (
    atx_major,
)
from rigwright.core.build.rules.context import (
    Context,
    _find_part,
    _spec_figure,
    _status_note,
    psu_name,
)
from rigwright.core.build.rules.verdict import ERROR, INFO, WARNING, Verdict
from rigwright.core.catalog.model import (
    PartKind,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

PLATFORM_ALLOWANCE_W = 150
"""Power of everything but the GPUs and CPUs (board, memory, drives, fans), W. An assumption:
no source in this repository gives it; 150 W is a round allowance for a workstation board
with 8-12 DIMMs, a few drives and case fans."""

PSU_SUSTAINED_SHARE = 0.8
"""Share of the PSUs' rated total a sustained load may take: the common 80 % sizing practice
(a PSU runs cooler, quieter and most efficiently well below its rating, and GPU power
transients need margin). An assumption, not a figure of the seed."""


def _cpu_power(ctx: Context) -> tuple[int | None, list[Any]]:
    """(Σ CPU power W, each CPU line's basis as text), or (None, [why it is unknown: a
    :class:`Text`])."""
    total, notes = 0, []
    for cpu in ctx.build.cpus:
        watts, basis = cpu.power_w, cpu.power_source
        if watts is None:
            try:
                part = ctx.catalog.part(cpu.name)
            except KeyError:
                part = None
            fig = part.figure("max_power_w") if part is not None else None
            if fig is None or fig.number is None:
                return None, [
                    QT_TRANSLATE_NOOP("rules", "the power of CPU {cpu!r} is unknown").format(
                        cpu=cpu.name
                    )
                ]
            watts, basis = int(fig.number), fig.describe()
        total += watts * cpu.count
        notes.append(f"{cpu.count} × {watts} W ({basis or 'stated'})")
    return total, notes


def _dc_load(ctx: Context, rule: str, subject: Text | str) -> tuple[int, int, list[str]] | Verdict:
    """(GPU board power W, CPU power W, the CPU power's basis) of the build, or the "cannot
    check {subject}" info verdict of ``rule`` naming the unknown figure."""
    gpu_w = 0
    for gpu, count in ctx.gpus():
        if gpu.board_power_w is None:
            return Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check {subject}: the board power of {gpu} is unknown"
                ).format(subject=subject, gpu=gpu.name),
                QT_TRANSLATE_NOOP("rules", "find the card's board power"),
            )
        gpu_w += gpu.board_power_w * count
    cpu_w, cpu_notes = _cpu_power(ctx)
    if cpu_w is None:
        return Verdict(
            rule,
            INFO,
            QT_TRANSLATE_NOOP("rules", "cannot check {subject}: {reason}").format(
                subject=subject, reason=cpu_notes[0]
            ),
            QT_TRANSLATE_NOOP("rules", "give the CPU's power (cpus[].power_w)"),
        )
    return gpu_w, cpu_w, cpu_notes


def rule_power(ctx: Context) -> list[Verdict]:
    """power.sustained: GPU board power × count + CPU power + a platform allowance must stay
    within 80 % of the PSUs' total rating (above 80 %: warning; above 100 %: error).

    Threshold sources: board power from the reference table (gpu_physical.csv); CPU power from
    the build, the catalog's CPU parts (``max_power_w``) or, for the seed's CPUs, Intel ARK TDPs
    (rigwright.core.build.model; not in this repository); :data:`PLATFORM_ALLOWANCE_W` and
    :data:`PSU_SUSTAINED_SHARE` are assumptions stated there. PSUs are taken to share the load
    (their ratings add up). Unknown PSU, GPU power or CPU power: "cannot check".
    """
    rule = "power.sustained"
    if not ctx.build.psus_w:
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check power: the build states no PSU (chassis {chassis})"
                ).format(chassis=ctx.build.chassis),
                QT_TRANSLATE_NOOP("rules", "state the PSUs (psus_w)"),
            )
        ]
    known = _dc_load(ctx, rule, QT_TRANSLATE_NOOP("rules", "power"))
    if isinstance(known, Verdict):
        return [known]
    gpu_w, cpu_w, cpu_notes = known
    load = gpu_w + cpu_w + PLATFORM_ALLOWANCE_W
    rated = sum(ctx.build.psus_w)
    budget = int(rated * PSU_SUSTAINED_SHARE)
    figures = {
        "gpu_w": gpu_w,
        "cpu_w": cpu_w,
        "platform_w": PLATFORM_ALLOWANCE_W,
        "load_w": load,
        "psu_total_w": rated,
        "sustained_budget_w": budget,
        "cpu_basis": cpu_notes,
    }
    values = {
        "load": load,
        "gpu_w": gpu_w,
        "cpu_w": cpu_w,
        "platform_w": PLATFORM_ALLOWANCE_W,
        "rated": rated,
    }
    need = int(load / PSU_SUSTAINED_SHARE)
    if load > rated:
        return [
            Verdict(
                rule,
                ERROR,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "sustained load {load} W (GPUs {gpu_w} W + CPUs "
                    "{cpu_w} W + platform {platform_w} W) against PSUs {rated} "
                    "W: over the rating",
                ).format(**values),
                QT_TRANSLATE_NOOP(
                    "rules",
                    "add PSUs or use larger ones: at least {need} W in total for 20 % headroom",
                ).format(need=need),
                figures,
            )
        ]
    if load > budget:
        return [
            Verdict(
                rule,
                WARNING,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "sustained load {load} W (GPUs {gpu_w} W + CPUs "
                    "{cpu_w} W + platform {platform_w} W) against PSUs {rated} "
                    "W: above {share} % ({budget} W)",
                ).format(**values, share=int(PSU_SUSTAINED_SHARE * 100), budget=budget),
                QT_TRANSLATE_NOOP("rules", "use at least {need} W of PSUs").format(need=need),
                figures,
            )
        ]
    return []


def _atx(ctx: Context) -> tuple[str | None, str, Text | str]:
    """(major version "2"/"3" or None, the version as given, where it comes from) of the
    build's PSUs: the named PSU part, else the build's ``psu_atx_version``, else the seed
    chassis file's ``psu_atx_version`` (an assumption there)."""
    build = ctx.build
    part = _find_part(ctx.catalog, build.psu, PartKind.PSU) if build.psu else None
    if part is not None:
        pfig = part.figure("atx_version")
        major = atx_major(pfig.value) if pfig is not None else None
        if pfig is not None and major is not None:
            basis = (
                QT_TRANSLATE_NOOP("rules", "PSU {part} (assumed)")
                if pfig.is_assumed
                else QT_TRANSLATE_NOOP("rules", "PSU {part}")
            ).format(part=psu_name(part))
            return major, str(pfig.value), basis
    major = atx_major(build.psu_atx_version)
    if major is not None:
        return major, str(build.psu_atx_version), QT_TRANSLATE_NOOP("rules", "stated in the build")
    cfig = _spec_figure(ctx, "psu_atx_version")
    major = atx_major(cfig.value) if cfig is not None else None
    if cfig is not None and major is not None:
        return major, cfig.value, _status_note(cfig.status, cfig.note)
    return None, "", ""


_SIXTEEN_PIN = ("16-pin", "12vhpwr", "12v-2x6")


def rule_connector(ctx: Context) -> list[Verdict]:
    """power.connector: a card with the 16-pin 12VHPWR / 12V-2x6 connector needs an ATX 3.x PSU
    with native 12V-2x6 cables (warning otherwise: an adapter from 8-pin cables).

    Threshold source: reference notes, "Suggested budget check" 3 ("The PSU is ATX 3.x with
    native 12V-2x6 connectors when any card uses the 16-pin connector"); Intel's ATX 3.0 guide
    requires the connector on PSUs above 450 W. Connectors from the GPU table
    (``power_connectors``); a blank there, or an unknown ATX version, gives "cannot check".
    """
    rule = "power.connector"
    sixteen, unknown = [], []
    for gpu, _count in ctx.gpus():
        text = gpu.power_connectors
        if text is None:
            unknown.append(gpu.name)
        elif any(k in text.casefold() for k in _SIXTEEN_PIN):
            sixteen.append(gpu.name)
    if not sixteen and not unknown:
        return []
    major, version, basis = _atx(ctx)
    if major == "3":
        return []
    out = []
    if sixteen and major is None:
        out.append(
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "cannot check the 16-pin connector of {gpus}: the PSUs' ATX version is unknown",
                ).format(gpus=", ".join(sixteen)),
                QT_TRANSLATE_NOOP("rules", "use an ATX 3.x PSU with native 12V-2x6 cables"),
                {"gpus": sixteen},
            )
        )
    elif sixteen:
        out.append(
            Verdict(
                rule,
                WARNING,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "{gpus} use(s) the 16-pin 12VHPWR / 12V-2x6 "
                    "connector; the PSUs are ATX {version} ({basis}), without "
                    "native 12V-2x6 cables",
                ).format(gpus=", ".join(sixteen), version=version, basis=basis),
                QT_TRANSLATE_NOOP(
                    "rules", "use an ATX 3.x PSU with native 12V-2x6 cables (no 8-pin adapters)"
                ),
                {"gpus": sixteen, "atx_version": version, "atx_basis": str(basis)},
            )
        )
    if unknown:
        out.append(
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check power connectors: the connectors of {gpus} are unknown"
                ).format(gpus=", ".join(unknown)),
                QT_TRANSLATE_NOOP("rules", "confirm the card's power connectors"),
                {"gpus": unknown},
            )
        )
    return out
