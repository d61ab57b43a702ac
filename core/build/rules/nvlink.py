"""NVLink bridges (``nvlink.*``): same model, support, pairs and slot spacing."""

from __future__ import annotations

from rigwright.core.build.rules.context import Context
from rigwright.core.build.rules.verdict import ERROR, INFO, WARNING, Verdict, _listed
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

_RTX20_BRIDGES = QT_TRANSLATE_NOOP(
    "rules",
    "GeForce RTX 20 bridges are 3- or 4-slot, at least one "
    "empty slot between the cards (Tom's Hardware)",
)

NVLINK_BRIDGES: dict[str, tuple[tuple[int, ...], Text]] = {
    "RTX2080Ti": ((3, 4), _RTX20_BRIDGES),
    "RTX2080S": ((3, 4), _RTX20_BRIDGES),
    "RTX2070S": ((3, 4), _RTX20_BRIDGES),
    "RTX A6000": (
        (2, 3),
        QT_TRANSLATE_NOOP("rules", "RTX A6000 bridges are 2- or 3-slot (ServeTheHome)"),
    ),
    "A100 PCIe 80GB": (
        (2,),
        QT_TRANSLATE_NOOP("rules", "A100 PCIe uses 2-slot bridges (reference notes)"),
    ),
}
"""NVLink bridge sizes per GPU (the slot pitch between the two bridged cards' slots, in
openings), from the reference notes' "NVLink spacing" (the source as a translatable
:class:`rigwright.core.text.i18n.Text`). Cards not listed: "cannot check spacing"."""


def rule_nvlink(ctx: Context) -> list[Verdict]:
    """nvlink.same_model / nvlink.supported / nvlink.pairs / nvlink.spacing, for a build that
    asks for NVLink bridges (``nvlink``: the cards bridged in pairs, in slot order).

    - same model: a bridge joins two cards of one model (error otherwise);
    - supported: the GPU table's ``nvlink`` fact ("yes..." / "no...": error; blank: "cannot
      check");
    - pairs: an odd count leaves a card unbridged (warning);
    - spacing: each pair's slot distance (openings, from the placement or
      :func:`default_placement`) must be a bridge size of :data:`NVLINK_BRIDGES` (reference
      notes, "NVLink spacing": GeForce RTX 20 3- or 4-slot, RTX A6000 2- or 3-slot, A100 PCIe
      2-slot); a card the notes give no bridge sizes for: "cannot check spacing".
    """
    if not ctx.build.nvlink:
        return []
    lines = ctx.gpus()
    names = list(dict.fromkeys(g.name for g, _ in lines))
    if len(names) > 1:
        return [
            Verdict(
                "nvlink.same_model",
                ERROR,
                QT_TRANSLATE_NOOP(
                    "rules", "NVLink bridges join cards of one model; the build mixes {gpus}"
                ).format(gpus=", ".join(names)),
                QT_TRANSLATE_NOOP("rules", "use one GPU model for the bridged cards, or no NVLink"),
                {"gpus": names},
            )
        ]
    if not lines:
        return []
    gpu, count = lines[0][0], sum(n for _, n in lines)
    fact = (gpu.nvlink or "").strip()
    if not fact:
        return [
            Verdict(
                "nvlink.supported",
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check NVLink: whether {gpu} has NVLink is unknown"
                ).format(gpu=gpu.name),
                QT_TRANSLATE_NOOP("rules", "confirm the card has an NVLink connector"),
                {"gpu": gpu.name},
            )
        ]
    if not fact.casefold().startswith("yes"):
        able = [g.name for g in ctx.catalog.gpus if (g.nvlink or "").casefold().startswith("yes")]
        return [
            Verdict(
                "nvlink.supported",
                ERROR,
                QT_TRANSLATE_NOOP("rules", "{gpu} has no NVLink ({fact})").format(
                    gpu=gpu.name, fact=fact
                ),
                QT_TRANSLATE_NOOP(
                    "rules", "drop NVLink or choose a card with NVLink ({gpus})"
                ).format(gpus=", ".join(able))
                if able
                else QT_TRANSLATE_NOOP("rules", "drop NVLink or choose a card with NVLink"),
                {"gpu": gpu.name, "nvlink": fact},
            )
        ]
    out = []
    if count % 2:
        out.append(
            Verdict(
                "nvlink.pairs",
                WARNING,
                QT_TRANSLATE_NOOP(
                    "rules", "{count} × {gpu}: NVLink bridges join pairs, so 1 card stays unbridged"
                ).format(count=count, gpu=gpu.name),
                QT_TRANSLATE_NOOP("rules", "use {fewer} or {more} cards").format(
                    fewer=count + 1 if count == 1 else count - 1, more=count + 1
                ),
                {"gpu": gpu.name, "count": count},
            )
        )
    placement = ctx.build.placement or ctx.placement
    if placement is None:
        out.append(
            Verdict(
                "nvlink.spacing",
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules", "cannot check NVLink spacing: the slot map of {chassis} is unknown"
                ).format(chassis=ctx.build.chassis),
                QT_TRANSLATE_NOOP("rules", "check the bridge against the slot spacing"),
            )
        )
        return out
    sizes = NVLINK_BRIDGES.get(gpu.name)
    if sizes is None:
        out.append(
            Verdict(
                "nvlink.spacing",
                INFO,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "cannot check NVLink spacing: the reference gives no bridge sizes for {gpu}",
                ).format(gpu=gpu.name),
                QT_TRANSLATE_NOOP("rules", "check the bridge against the slot spacing"),
                {"gpu": gpu.name},
            )
        )
        return out
    allowed, source = sizes
    slots = sorted(s for s in placement if s is not None)
    pairs = list(zip(slots[0::2], slots[1::2], strict=False))
    bad = [(a, b) for a, b in pairs if b - a not in allowed]
    if bad:
        want = _listed([str(a) for a in allowed], "or")
        apart = _listed(
            [
                QT_TRANSLATE_NOOP("rules", "{gap} openings apart (openings {a} and {b})").format(
                    gap=b - a, a=a, b=b
                )
                for a, b in bad
            ]
        )
        out.append(
            Verdict(
                "nvlink.spacing",
                ERROR,
                QT_TRANSLATE_NOOP(
                    "rules", "{bad} of {pairs} bridged pair(s) sit {apart}; {source}: {want} apart"
                ).format(bad=len(bad), pairs=len(pairs), apart=apart, source=source, want=want),
                QT_TRANSLATE_NOOP(
                    "rules", "place each pair's cards {want} slot openings apart (placement)"
                ).format(want=want),
                {"gpu": gpu.name, "pairs": [list(p) for p in bad], "bridge_slots": list(allowed)},
            )
        )
    return out
