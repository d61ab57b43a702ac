"""GPU power transients against the PSUs (``power.transient``)."""

from __future__ import annotations

from rigwright.core.build.rules.context import Context, _pcie_gen
from rigwright.core.build.rules.power import PLATFORM_ALLOWANCE_W, _atx, _cpu_power
from rigwright.core.build.rules.verdict import INFO, WARNING, Verdict
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP

TRANSIENT_FACTOR = 2.2
"""GPU power excursion as a multiple of board power for cards up to PCIe 4.0: Lenovo's
ThinkSystem ST650 V2 GPU rules measure RTX A6000 300 W -> 654 W (2.18×, 200 µs) and Quadro
RTX 4000 160 W -> 352.8 W (2.2×) (reference notes, "Transients"; OEM manual copy). Tesla T4's
3.13× (70 W -> 219.6 W) is the exception of a small card; 2.2× understates it by 65 W a card."""

TRANSIENT_FACTOR_PCIE5 = 3.0
"""The same for PCIe 5.0 cards: up to about 3× sustained power for 100 µs (Intel's PCIe CEM 5.0
/ ATX 3.0 guidance, via tweaktown; reference notes, "Transients")."""

ATX3_EXCURSION = 2.0
"""An ATX 3.x PSU must survive 200 % of its rating for 100 µs (180 % for 1 ms, 160 % for 10 ms,
120 % for 100 ms; hothardware, reference notes "Transients"). An ATX 2.x PSU is specified
only up to its rating (1.0): Intel's example puts a 300 W PCIe 5.0 GPU on a 750 W ATX 3.0 PSU
against about 1,100 W for ATX 2.x, i.e. 3 × 300 W + about 200 W of the rest within 1 × the
rating of an ATX 2.x unit."""


def _gpu_peak(ctx: Context) -> tuple[float, list[str]] | str:
    """(Σ board power × transient factor over the cards, W; the terms as text), or the name of
    the first GPU whose board power is unknown."""
    gpu_peak, terms = 0.0, []
    for gpu, count in ctx.gpus():
        if gpu.board_power_w is None:
            return gpu.name
        factor = TRANSIENT_FACTOR_PCIE5 if _pcie_gen(gpu.pcie) == 5 else TRANSIENT_FACTOR
        gpu_peak += gpu.board_power_w * factor * count
        terms.append(f"{count} × {gpu.board_power_w} W × {factor}")
    return gpu_peak, terms


def rule_transient(ctx: Context) -> list[Verdict]:
    """power.transient: GPU power excursions against the PSUs (warning: the workstation may
    shut down under load; it is not an error because the excursions last microseconds).

    Peak model: Σ board power × :data:`TRANSIENT_FACTOR` (2.2, Lenovo) per card, ×
    :data:`TRANSIENT_FACTOR_PCIE5` (3.0, Intel) for PCIe 5.0 cards, all cards spiking together
    (data-parallel training runs them in step), + CPU power + :data:`PLATFORM_ALLOWANCE_W` at
    their sustained figures. Limit: :data:`ATX3_EXCURSION` (2×) the PSUs' total rating for
    ATX 3.x, 1× for ATX 2.x (reference notes, "Transients"). The ATX version: the named PSU
    part's ``atx_version``, the build's ``psu_atx_version``, or the seed chassis file's
    (assumed ATX 2.x: the seed is dated April 2020, ATX 3.0 came in 2022). Unknown PSU,
    version, board power or CPU power: "cannot check".
    """
    rule = "power.transient"
    if not ctx.build.psus_w:
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check transients: the build states no PSU (chassis {chassis})"
                ).format(chassis=ctx.build.chassis),
                QT_TRANSLATE_NOOP("rules", "state the PSUs (psus_w)"),
            )
        ]
    major, version, basis = _atx(ctx)
    if major is None:
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check transients: the PSUs' ATX version is unknown"
                ),
                QT_TRANSLATE_NOOP("rules", "name a PSU part (psu) or give psu_atx_version"),
            )
        ]
    peaks = _gpu_peak(ctx)
    if isinstance(peaks, str):
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check transients: the board power of {gpu} is unknown"
                ).format(gpu=peaks),
                QT_TRANSLATE_NOOP("rules", "find the card's board power"),
            )
        ]
    gpu_peak, terms = peaks
    cpu_w, cpu_notes = _cpu_power(ctx)
    if cpu_w is None:
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP("rules", "cannot check transients: {reason}").format(
                    reason=cpu_notes[0]
                ),
                QT_TRANSLATE_NOOP("rules", "give the CPU's power (cpus[].power_w)"),
            )
        ]
    peak = round(gpu_peak) + cpu_w + PLATFORM_ALLOWANCE_W
    rated = sum(ctx.build.psus_w)
    share = ATX3_EXCURSION if major == "3" else 1.0
    limit = int(rated * share)
    if peak <= limit:
        return []
    figures = {
        "peak_w": peak,
        "gpu_peak_w": round(gpu_peak),
        "cpu_w": cpu_w,
        "platform_w": PLATFORM_ALLOWANCE_W,
        "psu_total_w": rated,
        "atx_version": version,
        "atx_basis": str(basis),
        "limit_w": limit,
    }
    values = {
        "peak": peak,
        "terms": " + ".join(terms),
        "cpu_w": cpu_w,
        "platform_w": PLATFORM_ALLOWANCE_W,
        "rated": rated,
        "version": version,
        "basis": basis,
    }
    half = -(-peak // 2)
    if major == "3":
        message = QT_TRANSLATE_NOOP(
            "rules",
            "transient peak {peak} W (GPUs {terms} + CPUs {cpu_w} W + platform {platform_w} "
            "W) over {limit} W, 200 % of the PSUs' {rated} W, ATX {version} ({basis}): more "
            "than an ATX 3.x PSU takes for 100 µs, so GPU power spikes may shut the workstation "
            "down under load",
        ).format(**values, limit=limit)
        fix = QT_TRANSLATE_NOOP("rules", "use at least {need} W of ATX 3.x PSUs").format(need=half)
    else:
        message = QT_TRANSLATE_NOOP(
            "rules",
            "transient peak {peak} W (GPUs {terms} + CPUs {cpu_w} W + platform {platform_w} "
            "W) over the PSUs' {rated} W, ATX {version} ({basis}): an ATX 2.x PSU is specified "
            "only up to its rating, so GPU power spikes may shut the workstation down under "
            "load",
        ).format(**values)
        fix = QT_TRANSLATE_NOOP(
            "rules",
            "use ATX 3.x PSUs (200 % for 100 µs: at least {need} W) or at "
            "least {peak} W of ATX 2.x PSUs",
        ).format(need=half, peak=peak)
    return [Verdict(rule, WARNING, message, fix, figures)]
