"""System memory against the GPUs' memory (``memory.system_vs_gpu``)."""

from __future__ import annotations

from rigwright.core.build.rules.context import Context
from rigwright.core.build.rules.verdict import INFO, WARNING, Verdict
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP


def rule_memory(ctx: Context) -> list[Verdict]:
    """memory.system_vs_gpu: system memory at least the total GPU memory (guidance: data
    loaders, pinned buffers and checkpoints stage GPU-sized data in host memory).

    Threshold source: common sizing guidance for deep-learning workstations (host memory ≥
    total GPU memory); not a figure of the seed, hence a warning, not an error.
    """
    total = 0
    for gpu, count in ctx.gpus():
        if gpu.memory_gb is None:
            return [
                Verdict(
                    "memory.system_vs_gpu",
                    INFO,
                    QT_TRANSLATE_NOOP(
                        "rules", "cannot check memory: the memory of {gpu} is unknown"
                    ).format(gpu=gpu.name),
                    "",
                )
            ]
        total += int(gpu.memory_gb) * count
    if ctx.build.memory_gb < total:
        return [
            Verdict(
                "memory.system_vs_gpu",
                WARNING,
                QT_TRANSLATE_NOOP(
                    "rules",
                    "system memory {memory} GB is less than the GPUs' "
                    "total {total} GB (guidance: at least as much)",
                ).format(memory=ctx.build.memory_gb, total=total),
                QT_TRANSLATE_NOOP("rules", "use at least {total} GB of system memory").format(
                    total=total
                ),
                {"system_gb": ctx.build.memory_gb, "gpu_total_gb": total},
            )
        ]
    return []
