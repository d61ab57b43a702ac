"""Form factor (``formfactor.*``): the board and the cards' length against the chassis."""

from __future__ import annotations

from rigwright.core.build.model import (
    BOARD_FORM_FACTORS,
    Build,
    board_form_factor,
    board_size_text,
)
from rigwright.core.build.rules.context import Context, _chassis_part, _spec_figure, _status_note
from rigwright.core.build.rules.verdict import ERROR, INFO, Verdict, _listed
from rigwright.core.catalog.model import (
    Catalog,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text


def _chassis_figure_text(ctx: Context, name: str) -> tuple[str | None, Text | str]:
    """A chassis figure's value and its description (seed chassis file or chassis part)."""
    if ctx.part is not None:
        fig = ctx.part.figure(name)
        return (fig.value, fig.describe()) if fig is not None else (None, "")
    cfig = _spec_figure(ctx, name)
    return (
        (
            cfig.value,
            QT_TRANSLATE_NOOP("rules", "{value} ({basis})").format(
                value=cfig.value, basis=_status_note(cfig.status, cfig.note)
            ),
        )
        if cfig is not None
        else (None, "")
    )


def chassis_figure(catalog: Catalog, chassis: str, name: str) -> tuple[str | None, Text | str]:
    """The figure ``name`` of ``chassis`` (a seed chassis series' file or a chassis part) as
    text, with its description ("8 (assumed: ...)"); (None, "") when the chassis or the figure
    is unknown. What the rules read, for the diagram (:mod:`rigwright.core.build.diagram`)."""
    spec = catalog.chassis.get(chassis)
    part = None if spec is not None else _chassis_part(catalog, chassis)
    return _chassis_figure_text(
        Context(Build(chassis, (), 0, ()), catalog, (), spec, part, None, None), name
    )


def rule_form_factor(ctx: Context) -> list[Verdict]:
    """formfactor.board / formfactor.gpu_length: the board and the cards fit the chassis.

    Board: a build that names its ``board_form_factor`` is checked against the chassis's
    ``max_board_form_factor`` in the order of :data:`rigwright.core.build.model.BOARD_FORM_FACTORS`
    (Mini-ITX < mATX < ATX < E-ATX < EEB; a chassis that takes a larger board takes the
    smaller ones); larger: error. Chassis parts give it (assumed: their own EEB boards); the
    seed names no board, so seed chassis say "cannot check". A build that names no board is
    not checked (its board is the chassis's own).

    Length: each GPU's ``board_length_mm`` (GPU table) against the chassis's
    ``max_gpu_length_mm`` (chassis parts; assumed there); longer: error. Unknown on either
    side: one "cannot check" info per build.
    """
    out = []
    chassis = ctx.build.chassis
    if ctx.build.board_form_factor is not None:
        board = ctx.build.board_form_factor
        top, described = _chassis_figure_text(ctx, "max_board_form_factor")
        top_name = board_form_factor(top) if top else None
        if top_name is None:
            out.append(
                Verdict(
                    "formfactor.board",
                    INFO,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "cannot check board size: the largest board the {chassis} takes is unknown",
                    ).format(chassis=chassis),
                    QT_TRANSLATE_NOOP("rules", "confirm the chassis takes the board"),
                    {"board": board},
                )
            )
        elif BOARD_FORM_FACTORS[board][0] > BOARD_FORM_FACTORS[top_name][0]:
            out.append(
                Verdict(
                    "formfactor.board",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "an {board} board ({size}) does not fit the "
                        "{chassis}, which takes boards up to {top} "
                        "({described})",
                    ).format(
                        board=board,
                        size=board_size_text(board),
                        chassis=chassis,
                        top=top_name,
                        described=described,
                    ),
                    QT_TRANSLATE_NOOP(
                        "rules", "use a board of {top} size or smaller, or a larger chassis"
                    ).format(top=top_name),
                    {"board": board, "chassis_max": top_name},
                )
            )
    longest, described = _chassis_figure_text(ctx, "max_gpu_length_mm")
    try:
        limit = float(longest) if longest is not None else None
    except ValueError:
        limit = None
    lengths = {g.name: g.board_length_mm for g, _ in ctx.gpus()}
    if limit is None:
        known = _listed(
            [
                QT_TRANSLATE_NOOP("rules", "{gpu} {length} mm").format(gpu=n, length=v)
                if v is not None
                else QT_TRANSLATE_NOOP("rules", "{gpu} unknown").format(gpu=n)
                for n, v in lengths.items()
            ]
        )
        out.append(
            Verdict(
                "formfactor.gpu_length",
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "cannot check card length: the longest card the "
                    "{chassis} takes is unknown ({known})",
                ).format(chassis=chassis, known=known),
                QT_TRANSLATE_NOOP("rules", "confirm the case's GPU clearance"),
                {"gpus": {n: (float(v) if v is not None else None) for n, v in lengths.items()}},
            )
        )
        return out
    unknown = [n for n, v in lengths.items() if v is None]
    for name, length in lengths.items():
        if length is not None and float(length) > limit:
            out.append(
                Verdict(
                    "formfactor.gpu_length",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "{gpu} is {length} mm long; the {chassis} takes cards up to {described}",
                    ).format(gpu=name, length=length, chassis=chassis, described=described),
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "use a shorter card or a case with at least {length} mm of GPU clearance",
                    ).format(length=length),
                    {"gpu": name, "length_mm": float(length), "max_mm": limit},
                )
            )
    if unknown:
        out.append(
            Verdict(
                "formfactor.gpu_length",
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "cannot check card length: the length of {gpus} "
                    "is unknown (the {chassis} takes up to {limit:g} "
                    "mm)",
                ).format(gpus=", ".join(unknown), chassis=chassis, limit=limit),
                QT_TRANSLATE_NOOP("rules", "confirm the card's length"),
                {"gpus": unknown, "max_mm": limit},
            )
        )
    return out
