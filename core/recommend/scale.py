"""Model scales by rule: how many of a GPU fit one workstation and which GPUs fit a scale,
beside the seed's scale table. The RNN grades live in :mod:`grades` and are re-exported."""

from __future__ import annotations

from rigwright.core.catalog.labels import cooler_text, format_figure
from rigwright.core.catalog.model import Catalog, Cooler, Gpu
from rigwright.core.recommend.gpu_ranking import rank_gpus
from rigwright.core.recommend.grades import rnn_grades
from rigwright.core.recommend.scores import ScaleFit
from rigwright.core.recommend.workloads import PROFILES, RNN_MIN_MEMORY_GB
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.core.text.words import scale_text

__all__ = ["RNN_MIN_MEMORY_GB", "max_per_workstation", "rnn_grades", "scale_fit"]


def _dense_capacity(catalog: Catalog) -> int | None:
    return max((c.max_gpus for c in catalog.chassis.values()), default=None)


def max_per_workstation(catalog: Catalog, gpu: Gpu) -> int | None:
    """How many of ``gpu`` fit one workstation, by cooler; None (unknown) when the catalog
    has no chassis to measure by (a pack of GPUs only, such as ``current``).

    Blower cards exhaust out of the back and pack densely: the catalog's largest chassis
    (seed 5.3: 8~9 GPUs). Any other cooler needs a free slot beside each card: half of that.
    """
    capacity = _dense_capacity(catalog)
    if capacity is None:
        return None
    return capacity if gpu.cooler is Cooler.BLOWER else capacity // 2


def scale_fit(catalog: Catalog, scale: str) -> ScaleFit:
    """The GPUs that fit a model scale by rule, with the seed's row beside them.

    Rule: a scale needs the per-GPU memory the seed lists for it (small 8, medium and large 24,
    very large 48 GB), as a minimum: a card with more memory serves a smaller model too. A
    GPU serves it when its memory is at least that, it is not passively cooled (workstation
    airflow), and its cooler suits the scale's packing: the seed's dense scales (small, large,
    very large) need blower cards; the non-dense medium scale (at most a few cards) takes any
    workstation cooler.

    Raises:
        ValueError: unknown scale; the message lists the known ones; or the catalog has no
            scale table ("model-scale: the catalog 'current' has no scale table").
    """
    if not catalog.scale_table:
        raise ValueError(
            QT_TRANSLATE_NOOP(
                "recommend", "model-scale: the catalog {catalog!r} has no scale table"
            ).format(catalog=catalog.name)
        )
    rows = {r.scale: r for r in catalog.scale_table}
    if scale not in rows:
        raise ValueError(
            QT_TRANSLATE_NOOP(
                "recommend", "model-scale: unknown {scale!r}; use one of {scales}"
            ).format(scale=scale, scales=", ".join(rows))
        )
    row = rows[scale]
    need = row.min_memory_gb
    fits = [
        gpu
        for gpu in catalog.gpus
        if gpu.memory_gb is not None
        and gpu.memory_gb >= need
        and gpu.cooler is not Cooler.PASSIVE
        and (not row.dense or gpu.cooler is Cooler.BLOWER)
    ]
    cnn = PROFILES["cnn"]
    ranked = [s.gpu for s in rank_gpus(catalog, cnn, gpus=fits)]
    names = tuple(g.name for g in ranked)
    per_box = {g.name: max_per_workstation(catalog, g) for g in ranked}
    diffs: list[Text] = []
    for extra in [n for n in names if n not in row.gpus]:
        g = catalog.gpu(extra)
        diffs.append(
            QT_TRANSLATE_NOOP(
                "recommend",
                "{gpu} ({memory} GB, {cooler}) also fits the {scale} scale by rule; "
                "the seed does not list it",
            ).format(
                gpu=extra,
                memory=format_figure(g.memory_gb),
                cooler=cooler_text(g.cooler),
                scale=scale_text(scale),
            )
        )
    for missing in [n for n in row.gpus if n not in names]:
        g = catalog.gpu(missing)
        diffs.append(
            QT_TRANSLATE_NOOP(
                "recommend",
                "the seed lists {gpu} for the {scale} scale; the rule does not "
                "({memory} GB, {cooler})",
            ).format(
                gpu=missing,
                scale=scale_text(scale),
                memory=format_figure(g.memory_gb),
                cooler=cooler_text(g.cooler),
            )
        )
    for name in row.gpus:
        if (
            name in per_box
            and per_box[name] is not None
            and per_box[name] != row.max_per_workstation
        ):
            diffs.append(
                QT_TRANSLATE_NOOP(
                    "recommend",
                    "{gpu}: the seed says at most {seed_most} per workstation, the "
                    "chassis rule gives {rule_most}",
                ).format(gpu=name, seed_most=row.max_per_workstation, rule_most=per_box[name])
            )
        over = [s for s in catalog.skus if s.gpu == name and s.gpu_count > row.max_per_workstation]
        for sku in over:
            diffs.append(
                QT_TRANSLATE_NOOP(
                    "recommend",
                    "{gpu}: SKU {number} ({code}) ships {count}, above the seed's own "
                    "limit of {most} for this scale",
                ).format(
                    gpu=name,
                    number=sku.number,
                    code=sku.code,
                    count=sku.gpu_count,
                    most=row.max_per_workstation,
                )
            )
    return ScaleFit(
        scale=scale,
        min_memory_gb=need,
        gpus=names,
        max_per_workstation=per_box,
        seed_gpus=row.gpus,
        seed_max_per_workstation=row.max_per_workstation,
        differences_text=tuple(diffs),
    )
