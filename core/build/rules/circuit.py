"""The wall draw on the site's circuits (``power.circuit``, :func:`circuit_load`)."""

from __future__ import annotations

from dataclasses import dataclass

from rigwright.core.build.model import (
    Build,
)
from rigwright.core.build.rules.context import Context, _context, _find_part, psu_name
from rigwright.core.build.rules.power import PLATFORM_ALLOWANCE_W, _dc_load
from rigwright.core.build.rules.site import CIRCUITS, Site
from rigwright.core.build.rules.verdict import ERROR, INFO, Verdict
from rigwright.core.catalog.model import (
    Catalog,
    PartKind,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

ASSUMED_EFFICIENCY_PERCENT = 90
"""PSU efficiency when the PSU's own figure is unknown, %. An assumption: 80 PLUS Gold asks for
90 % at half load and 87 % at full load (115 V; not in the reference notes); the notes'
measured 1,600 W unit ran at about 92 % (Puget, via thefpsreview). Wall draw = DC load /
efficiency."""


def _efficiency(ctx: Context) -> tuple[int, Text]:
    part = _find_part(ctx.catalog, ctx.build.psu, PartKind.PSU) if ctx.build.psu else None
    fig = part.figure("efficiency_percent") if part is not None else None
    if part is not None and fig is not None and fig.number is not None:
        basis = (
            QT_TRANSLATE_NOOP("rules", "PSU {part}, assumed")
            if fig.is_assumed
            else QT_TRANSLATE_NOOP("rules", "PSU {part}")
        ).format(part=psu_name(part))
        return int(fig.number), basis
    return ASSUMED_EFFICIENCY_PERCENT, QT_TRANSLATE_NOOP("rules", "assumed")


@dataclass(frozen=True, slots=True)
class CircuitLoad:
    """The wall draw of a build on the site's circuits (what ``power.circuit`` checks), W.

    Attributes:
        load_w: DC load: GPU board power + CPU power + platform allowance.
        efficiency_percent, efficiency_basis_text: the PSU efficiency used and where it is
            from (a :class:`rigwright.core.text.i18n.Text`; English in :attr:`efficiency_basis`).
        wall_w: load / efficiency, rounded up.
        worst_circuit_w: the draw on the busiest circuit (PSUs spread one per circuit, in
            proportion to their ratings; without PSUs, the draw spread evenly: a lower bound).
        circuits_used: how many circuits carry the draw.
        usable_w: the usable continuous power of one circuit (:attr:`Circuit.usable_w`).
        spread_text: the spread in words ("2 PSU(s) on 2 circuit(s): 1,210 W on the
            busiest"; a :class:`rigwright.core.text.i18n.Text`, English in :attr:`spread`).
    """

    load_w: int
    efficiency_percent: int
    efficiency_basis_text: Text
    wall_w: int
    worst_circuit_w: int
    circuits_used: int
    usable_w: int
    spread_text: Text

    @property
    def efficiency_basis(self) -> str:
        """Where the efficiency is from, in English ("assumed", "PSU ...")."""
        return str(self.efficiency_basis_text)

    @property
    def spread(self) -> str:
        """The spread in English."""
        return str(self.spread_text)


def _circuit_load(ctx: Context) -> CircuitLoad | Verdict | None:
    """The build's draw on the site's circuits; None when the site's circuit is not set; the
    "cannot check" verdict when the DC load is unknown."""
    site = ctx.site
    if site is None or site.circuit is None:
        return None
    known = _dc_load(ctx, "power.circuit", QT_TRANSLATE_NOOP("rules", "wall circuit"))
    if isinstance(known, Verdict):
        return known
    gpu_w, cpu_w, _basis = known
    load = gpu_w + cpu_w + PLATFORM_ALLOWANCE_W
    efficiency, eff_basis = _efficiency(ctx)
    wall = -(-load * 100 // efficiency)
    psus = ctx.build.psus_w
    if psus:
        used = min(site.circuits, len(psus))
        draws = [0.0] * used
        rated = sum(psus)
        for i, watts in enumerate(psus):
            draws[i % used] += wall * watts / rated
        worst = round(max(draws))
        spread = (
            QT_TRANSLATE_NOOP(
                "rules", "{psus} PSU(s) on {used} circuit(s): {worst} W on the busiest"
            ).format(psus=len(psus), used=used, worst=worst)
            if used > 1
            else QT_TRANSLATE_NOOP("rules", "{psus} PSU(s) on one circuit").format(psus=len(psus))
        )
    else:
        used = site.circuits
        worst = -(-wall // used)
        spread = (
            QT_TRANSLATE_NOOP(
                "rules",
                "no PSU stated, spread evenly over {used} circuits: at least {worst} W each",
            ).format(used=used, worst=worst)
            if used > 1
            else QT_TRANSLATE_NOOP("rules", "no PSU stated, on one circuit")
        )
    return CircuitLoad(
        load, efficiency, eff_basis, wall, worst, used, site.circuit.usable_w, spread
    )


def circuit_load(build: Build, catalog: Catalog, site: Site | None) -> CircuitLoad | None:
    """The wall draw of ``build`` on ``site``'s circuits as ``power.circuit`` computes it;
    None when the site's circuit is not set or the build's DC load is unknown.

    Raises:
        KeyError: a GPU of the build is not in ``catalog``.
    """
    found = _circuit_load(_context(build, catalog, site))
    return found if isinstance(found, CircuitLoad) else None


def rule_circuit(ctx: Context) -> list[Verdict]:
    """power.circuit: the wall draw on each of the site's circuits within its usable power.

    Wall draw = (GPU board power + CPU power + platform allowance) / PSU efficiency (the PSU
    part's ``efficiency_percent``, else :data:`ASSUMED_EFFICIENCY_PERCENT`), shared by the PSUs
    in proportion to their ratings; the PSUs are spread over the site's circuits one by one
    (PSU *i* on circuit *i* mod *n*). Limit: :attr:`Circuit.usable_w`, 80 % of V × A (Lambda,
    reference notes "PSU sizes, circuits and headroom"). Over: error (the breaker trips).
    Without PSUs the draw spread evenly over all circuits is a lower bound: over is an error;
    a draw that fits one circuit passes; in between is "cannot check". No site circuit set:
    "cannot check".
    """
    rule = "power.circuit"
    site = ctx.site
    found = _circuit_load(ctx)
    if found is None:
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check wall circuit: the site's circuit is not set"
                ),
                QT_TRANSLATE_NOOP("rules", "set the site's circuit"),
            )
        ]
    if isinstance(found, Verdict):
        return [found]
    assert site is not None and site.circuit is not None
    load, efficiency, eff_basis, wall = (
        found.load_w,
        found.efficiency_percent,
        found.efficiency_basis_text,
        found.wall_w,
    )
    worst, used, usable, spread = (
        found.worst_circuit_w,
        found.circuits_used,
        found.usable_w,
        found.spread_text,
    )
    psus = ctx.build.psus_w
    figures = {
        "load_w": load,
        "efficiency_percent": efficiency,
        "efficiency_basis": str(eff_basis),
        "wall_w": wall,
        "circuit": site.circuit.label,
        "circuits": site.circuits,
        "circuits_used": used,
        "worst_circuit_w": worst,
        "usable_w": usable,
    }
    if worst <= usable:
        if psus or wall <= usable:  # without PSUs: the whole draw fits on any one circuit
            return []
        return [
            Verdict(
                rule,
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "cannot check wall circuit: the build "
                    "states no PSU (wall draw {wall} W on "
                    "{site})",
                ).format(wall=wall, site=site.label_text),
                QT_TRANSLATE_NOOP("rules", "state the PSUs (psus_w)"),
                figures,
            )
        ]
    need = -(-wall // usable)
    bigger = next(
        (
            c.label
            for c in sorted(CIRCUITS.values(), key=lambda c: c.usable_w)
            if c.usable_w >= wall
        ),
        None,
    )
    if bigger:
        fix = QT_TRANSLATE_NOOP(
            "rules",
            "spread the PSUs over {need} separate {circuit} circuits (at "
            "least {need} PSUs, one per circuit), or use a {bigger} "
            "circuit",
        ).format(need=need, circuit=site.circuit.label, bigger=bigger)
    else:
        fix = QT_TRANSLATE_NOOP(
            "rules",
            "spread the PSUs over {need} separate {circuit} circuits (at "
            "least {need} PSUs, one per circuit)",
        ).format(need=need, circuit=site.circuit.label)
    return [
        Verdict(
            rule,
            ERROR,
            QT_TRANSLATE_NOOP(
                "rules",
                "wall draw {wall} W (load {load} W at {efficiency} % "
                "efficiency, {basis}), {spread}: over the {usable} W usable of a "
                "{circuit} circuit (80 % of {rating} W)",
            ).format(
                wall=wall,
                load=load,
                efficiency=efficiency,
                basis=eff_basis,
                spread=spread,
                usable=usable,
                circuit=site.circuit.label,
                rating=site.circuit.voltage_v * site.circuit.current_a,
            ),
            fix,
            figures,
        )
    ]
