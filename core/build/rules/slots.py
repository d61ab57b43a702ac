"""Slot rules: cards in the chassis's x16 slots (``slots.*``), the seed's model-scale table
(``gpu.scale_limit``) and the chassis class's GPU range (``chassis.gpu_range``)."""

from __future__ import annotations

from rigwright.core.build.rules.context import Context
from rigwright.core.build.rules.verdict import ERROR, INFO, WARNING, Verdict
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP


def rule_slots(ctx: Context) -> list[Verdict]:
    """slots.capacity / slots.width: every card needs an x16 slot and the openings its width
    covers (a 2-slot card covers the next opening, a 3-slot card the next two), inside the
    chassis's openings and not overlapping another card.

    Threshold source: the chassis file's ``gpu_positions`` (seed chassis; an assumption stated
    in data/<catalog>/chassis/<series>.toml) or the chassis part's slot map; slot widths from
    the GPU table's physical facts (reference table, gpu_physical.csv).
    """
    if ctx.board is None:
        return [
            Verdict(
                "slots.capacity",
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check slots: the chassis {chassis!r} has no known slot map"
                ).format(chassis=ctx.build.chassis),
                QT_TRANSLATE_NOOP("rules", "choose a chassis whose slot map the catalog knows"),
            )
        ]
    board, cards = ctx.board, ctx.cards
    out: list[Verdict] = []
    if ctx.build.placement is None:
        placed = ctx.placement or ()
        missing = sum(1 for s in placed if s is None)
        if missing:
            openings = sum(max(1, g.slot_width) for g in cards)
            out.append(
                Verdict(
                    "slots.capacity",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "{cards} cards need {openings} slot openings; the chassis "
                        "{chassis} has {slots} x16 slots in {total} openings: {missing} "
                        "card(s) do not fit",
                    ).format(
                        cards=len(cards),
                        openings=openings,
                        chassis=ctx.build.chassis,
                        slots=len(board.slots),
                        total=board.openings,
                        missing=missing,
                    ),
                    QT_TRANSLATE_NOOP(
                        "rules", "remove {missing} card(s) or choose a chassis with more slots"
                    ).format(missing=missing),
                    {
                        "cards": len(cards),
                        "openings_needed": openings,
                        "slots": len(board.slots),
                        "openings": board.openings,
                        "basis": board.basis,
                    },
                )
            )
        return out
    used: dict[int, int] = {}
    for i, (gpu, slot) in enumerate(zip(cards, ctx.build.placement, strict=False)):
        width = max(1, gpu.slot_width)
        if slot not in board.slots:
            out.append(
                Verdict(
                    "slots.capacity",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "card {card} ({gpu}) is placed at opening "
                        "{opening}, which is not an x16 slot of {chassis} "
                        "(slots at {slots})",
                    ).format(
                        card=i + 1,
                        gpu=gpu.name,
                        opening=slot,
                        chassis=ctx.build.chassis,
                        slots=str(list(board.slots)),
                    ),
                    QT_TRANSLATE_NOOP("rules", "place the card in one of the chassis's slots"),
                    {"card": i + 1, "opening": slot, "slots": list(board.slots)},
                )
            )
            continue
        if slot + width > board.openings:
            out.append(
                Verdict(
                    "slots.width",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "card {card} ({gpu}, {width} slots wide) at "
                        "opening {slot} needs openings {slot}-{last}; the "
                        "chassis has {openings}",
                    ).format(
                        card=i + 1,
                        gpu=gpu.name,
                        width=width,
                        slot=slot,
                        last=slot + width - 1,
                        openings=board.openings,
                    ),
                    QT_TRANSLATE_NOOP("rules", "move it to a higher slot"),
                    {"card": i + 1, "width": width, "openings": board.openings},
                )
            )
        for o in range(slot, slot + width):
            if o in used:
                out.append(
                    Verdict(
                        "slots.width",
                        ERROR,
                        QT_TRANSLATE_NOOP(
                            "rules",
                            "card {card} ({gpu}, {width} slots wide) "
                            "at opening {slot} covers opening {covered}, "
                            "taken by card {other}",
                        ).format(
                            card=i + 1,
                            gpu=gpu.name,
                            width=width,
                            slot=slot,
                            covered=o,
                            other=used[o] + 1,
                        ),
                        QT_TRANSLATE_NOOP(
                            "rules", "leave the covered slot free or use a narrower card"
                        ),
                        {"card": i + 1, "other": used[o] + 1, "opening": o, "width": width},
                    )
                )
                break
            used[o] = i
    return out


def rule_scale_table(ctx: Context) -> list[Verdict]:
    """gpu.scale_limit: no more cards of a model than the seed's model-scale table allows in
    one workstation ("at most N").

    Threshold source: the seed's CNN model-scale table (guidance.toml ``[[scale]]``,
    ``max_per_workstation``): RTX2070S/2080S/2080Ti 8, Titan RTX 4, Quadro RTX6000/8000 9.
    """
    out = []
    for gpu, count in ctx.gpus():
        rows = [r for r in ctx.catalog.scale_table if gpu.name in r.gpus]
        if not rows:
            continue
        limit = max(r.max_per_workstation for r in rows)
        if count > limit:
            row = next(r for r in rows if r.max_per_workstation == limit)
            out.append(
                Verdict(
                    "gpu.scale_limit",
                    ERROR,
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "{count} × {gpu}: the seed's model-scale table allows at "
                        "most {limit} in one workstation ({label}: {notes})",
                    ).format(
                        count=count,
                        gpu=gpu.name,
                        limit=limit,
                        label=row.label_as_printed,
                        notes=row.notes_as_printed,
                    ),
                    QT_TRANSLATE_NOOP(
                        "rules",
                        "use at most {limit} × {gpu}, or a blower card the table "
                        "allows up to 9 of (Quadro RTX6000/RTX8000)",
                    ).format(limit=limit, gpu=gpu.name),
                    {"gpu": gpu.name, "count": count, "limit": limit, "scale": row.scale},
                )
            )
    return out


def rule_chassis_range(ctx: Context) -> list[Verdict]:
    """chassis.gpu_range: the GPU count lies in the chassis class's range.

    Threshold source: the seed's section headings (chassis.toml ``min_gpus``/``max_gpus``:
    GX380i/GT410i 2-4, GT410P 5-7, GX630M 8-9). Above the range is an error (the class is not
    built for it); below it a warning (a smaller, cheaper class would do).
    """
    spec = ctx.spec
    if spec is None:
        return []
    n = ctx.build.gpu_count
    figures = {"gpus": n, "min": spec.min_gpus, "max": spec.max_gpus, "chassis": spec.series}
    message = QT_TRANSLATE_NOOP(
        "rules", "{n} GPUs in the {chassis}, a {low}-{high} GPU class ({source})"
    ).format(n=n, chassis=spec.series, low=spec.min_gpus, high=spec.max_gpus, source=spec.source)
    if n > spec.max_gpus:
        return [
            Verdict(
                "chassis.gpu_range",
                ERROR,
                message,
                QT_TRANSLATE_NOOP("rules", "use at most {high} GPUs or a larger class").format(
                    high=spec.max_gpus
                ),
                figures,
            )
        ]
    if n < spec.min_gpus:
        return [
            Verdict(
                "chassis.gpu_range",
                WARNING,
                message,
                QT_TRANSLATE_NOOP("rules", "use {low}-{high} GPUs or a smaller class").format(
                    low=spec.min_gpus, high=spec.max_gpus
                ),
                figures,
            )
        ]
    return []
