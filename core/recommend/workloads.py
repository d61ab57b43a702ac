"""Workload profiles: how much each GPU figure matters for a family of deep-learning work
(docs/recommendation.md says how the weights are shaped)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from rigwright.core.catalog.model import METRIC_NAME_TEXT, metric_label_text, metric_text
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text, as_text

_METRIC_UNITS: dict[str, str] = {
    "tensor_tflops": "TFLOPS",
    "fp32_tflops": "TFLOPS",
    "fp16_tflops": "TFLOPS",
    "memory_gb": "GB",
    "memory_bandwidth_gbs": "GB/s",
    "cuda_cores": "",
    "tensor_cores": "",
}

METRIC_LABELS: dict[str, tuple[str, str]] = {
    m: (str(METRIC_NAME_TEXT[m]), unit) for m, unit in _METRIC_UNITS.items()
}
"""Short English label and unit of each metric, for reasons and charts; the window names a
metric with :func:`metric_text` (translatable) and the unit stays as it is."""

__all__ = [
    "METRIC_LABELS",
    "PROFILES",
    "RNN_MIN_MEMORY_GB",
    "WEIGHTED_METRICS",
    "UnknownWorkload",
    "WorkloadProfile",
    "metric_label_text",
    "metric_text",
    "mix_profiles",
    "parse_shares",
    "resolve_workload",
    "validate_weights",
]

RNN_MIN_MEMORY_GB = 16
"""Least memory per card for RNN work, GB: the seed's "good" RNN card is chosen for its
16 GB (RTX5000: 擁有16GB顯存); also the floor of the good/better/best grading."""

WEIGHTED_METRICS: tuple[str, ...] = (
    "tensor_tflops",
    "fp32_tflops",
    "fp16_tflops",
    "memory_gb",
    "memory_bandwidth_gbs",
)
"""The metrics a profile may weight (the cores counts are implied by the TFLOPS)."""


# Not renamed to ...Error (N818): the name is the API the command line, the window and the
# tests catch, and it is a ValueError already.
class UnknownWorkload(ValueError):  # noqa: N818
    """The workload name is not a profile or an alias; the message lists the known ones."""


@dataclass(frozen=True, slots=True)
class WorkloadProfile:
    """The weighting of GPU metrics for one workload.

    Attributes:
        key: profile key ("cnn").
        label_en, label_zh: display names: English, and the seed's Chinese (Traditional, as
            printed).
        weights: metric -> weight, summing to 1; the order of the dict is the priority order.
        scaling_per_doubling: multi-GPU efficiency kept per doubling of the GPU count (1.0 =
            linear). Seed: CNN scales 非常理想 (very well), RNN 不明確 (unclear).
        derivation: how the weights were derived, for the README and the UI.
        seed_priority: the seed's priority line as printed, when the seed gives one.
        label_text: the name the window shows, translatable (zh_CN, zh_TW, en); ``str()`` is
            ``label_en``. Defaults to ``label_en`` kept as it is.
        derivation_text: ``derivation``, translatable; ``str()`` is ``derivation``.
        min_gpu_memory_gb: the memory each card needs for the workload's usual models, GB,
            or None: data-parallel training keeps a whole copy of the model on every card, so
            cards below it rank after the cards that meet it, however many a build has.
        memory_need_text: where :attr:`min_gpu_memory_gb` comes from, translatable.
        shares: for a mix of workloads, each member's key and share (summing to 1); empty
            for a single workload.
    """

    key: str
    label_en: str
    label_zh: str
    weights: dict[str, float]
    scaling_per_doubling: float
    derivation: str
    seed_priority: str = ""
    aliases: tuple[str, ...] = field(default=())
    label_text: Text | None = None
    derivation_text: Text | None = None
    min_gpu_memory_gb: int | None = None
    memory_need_text: Text | None = None
    shares: tuple[tuple[str, float], ...] = ()

    def __post_init__(self) -> None:
        """Fill the translatable label and derivation from the English when not given."""
        if self.label_text is None:
            object.__setattr__(self, "label_text", as_text(self.label_en))
        if self.derivation_text is None:
            object.__setattr__(self, "derivation_text", as_text(self.derivation))

    @property
    def primary_metric(self) -> str:
        """The metric with the largest weight: the one the tiers follow."""
        return max(self.weights, key=lambda m: self.weights[m])

    @property
    def priority(self) -> tuple[str, ...]:
        """The weighted metrics, heaviest first."""
        return tuple(sorted(self.weights, key=lambda m: -self.weights[m]))


def _profile(*, label: Text, derivation: Text, **fields: Any) -> WorkloadProfile:
    """A profile whose ``label_en`` and ``derivation`` are the English of the translatable
    ``label`` and ``derivation``."""
    return WorkloadProfile(
        label_en=str(label),
        derivation=str(derivation),
        label_text=label,
        derivation_text=derivation,
        **fields,
    )


_CNN = _profile(
    key="cnn",
    label=QT_TRANSLATE_NOOP("workloads", "CNN"),
    label_zh="CNN 卷積神經網絡",
    weights={"tensor_tflops": 0.94, "fp32_tflops": 0.03, "memory_gb": 0.02, "fp16_tflops": 0.01},
    scaling_per_doubling=0.95,
    derivation=QT_TRANSLATE_NOOP(
        "workloads",
        "Seed priority for CNN: Tensors > FLOP > memory > FP16. Tensor TFLOPS carries 0.94; "
        "FP32 (FLOP), memory and FP16 share 0.06 in that order (0.03, 0.02, 0.01). Multi-GPU "
        "scaling is 'very good' in the seed: 95 % kept per doubling.",
    ),
    seed_priority="Tensors> FLOP> 顯存> 半精度計算(FP16)",
    aliases=("convolutional", "convolutional neural network", "convnet"),
)

_RNN = _profile(
    key="rnn",
    label=QT_TRANSLATE_NOOP("workloads", "RNN / LSTM / GRU"),
    label_zh="RNN 遞歸神經網絡",
    weights={
        "memory_bandwidth_gbs": 0.85,
        "memory_gb": 0.12,
        "fp16_tflops": 0.015,
        "tensor_tflops": 0.01,
        "fp32_tflops": 0.005,
    },
    scaling_per_doubling=0.75,
    derivation=QT_TRANSLATE_NOOP(
        "workloads",
        "Seed priority for RNN: bandwidth + memory > FP16 > Tensors > FLOP. The seed's RNN "
        "tiers follow bandwidth, so bandwidth leads (0.85) and memory follows (0.12: the "
        "most it can carry is 0.19 before a 48 GB card passes a faster tier-1 card), then "
        "FP16, tensor, FP32 (0.015, 0.01, 0.005). Memory is also a need per card: each card "
        "should have 16 GB, as the seed's 'good' RNN card does. Multi-GPU scaling is "
        "'unclear' in the seed: we assume 75 % kept per doubling.",
    ),
    min_gpu_memory_gb=RNN_MIN_MEMORY_GB,
    memory_need_text=QT_TRANSLATE_NOOP(
        "workloads",
        "the seed's 'good' RNN card is chosen for its 16 GB (RTX5000: 擁有16GB顯存)",
    ),
    seed_priority="顯存帶寬+顯存> 半精度計算(FP16) > Tensors> FLOP",
    aliases=(
        "lstm",
        "gru",
        "ntm",
        "bidirectional-rnn",
        "birnn",
        "recurrent",
        "recurrent neural network",
    ),
)

_TRANSFORMER = _profile(
    key="transformer",
    label=QT_TRANSLATE_NOOP("workloads", "Transformer (BERT, XLNet)"),
    label_zh="Transformer",
    weights={
        "memory_bandwidth_gbs": 0.80,
        "memory_gb": 0.14,
        "tensor_tflops": 0.04,
        "fp16_tflops": 0.02,
    },
    scaling_per_doubling=0.85,
    derivation=QT_TRANSLATE_NOOP(
        "workloads",
        "Derived from the seed's RNN section, which lists Transformer with RNN: transformers "
        "sit between convolutions and small matrix multiplies, and are sped up by more "
        "bandwidth and enough memory (BERT/XLNet need much memory). So bandwidth leads "
        "(0.80), memory follows with more weight than for RNN (0.14), and tensor throughput "
        "counts more than for RNN (0.04, then FP16 0.02). Each card should have 24 GB. "
        "Scaling assumed 85 % per doubling.",
    ),
    min_gpu_memory_gb=24,
    memory_need_text=QT_TRANSLATE_NOOP(
        "workloads",
        "BERT's authors warn that a 12-16 GB GPU is likely to run out of memory at the "
        "paper's settings (github.com/google-research/bert, 'Out-of-memory issues'); the "
        "seed's card for larger NLP models is the 24 GB Titan RTX",
    ),
)

_GAN = _profile(
    key="gan",
    label=QT_TRANSLATE_NOOP("workloads", "GAN"),
    label_zh="GAN 生成對抗網絡",
    weights={"tensor_tflops": 0.92, "memory_gb": 0.04, "fp32_tflops": 0.025, "fp16_tflops": 0.015},
    scaling_per_doubling=0.9,
    derivation=QT_TRANSLATE_NOOP(
        "workloads",
        "Derived: GANs in the seed's list (style transfer, high-resolution synthesis, "
        "super-resolution) are convolutional generators and discriminators, so the CNN order "
        "applies, with memory moved up for high-resolution images: tensor 0.92, memory 0.04, "
        "FP32 0.025, FP16 0.015. Scaling assumed 90 % per doubling (two networks to sync).",
    ),
)

_AUTOENCODER = _profile(
    key="autoencoder",
    label=QT_TRANSLATE_NOOP("workloads", "Autoencoder"),
    label_zh="Autoencoder 自動編碼器",
    weights=dict(_CNN.weights),
    scaling_per_doubling=0.9,
    derivation=QT_TRANSLATE_NOOP(
        "workloads",
        "Derived: the seed's autoencoder uses (image reconstruction, denoising, inpainting) are "
        "convolutional encoders/decoders, so the CNN weights apply unchanged. Scaling assumed "
        "90 % per doubling.",
    ),
)

_DBN = _profile(
    key="dbn",
    label=QT_TRANSLATE_NOOP("workloads", "DBN (deep belief network)"),
    label_zh="DBN 深度信念網絡",
    weights={
        "fp32_tflops": 0.90,
        "memory_bandwidth_gbs": 0.05,
        "tensor_tflops": 0.03,
        "memory_gb": 0.02,
    },
    scaling_per_doubling=0.8,
    derivation=QT_TRANSLATE_NOOP(
        "workloads",
        "Derived: DBNs are stacks of restricted Boltzmann machines trained layer by layer with "
        "dense FP32 matrix products and sampling, which the tensor-core paths the seed names "
        "(cuDNN convolutions) do not serve; so FP32 FLOPS leads (0.90), then bandwidth (0.05), "
        "tensor (0.03), memory (0.02). Scaling assumed 80 % per doubling.",
    ),
)

_DSN = _profile(
    key="dsn",
    label=QT_TRANSLATE_NOOP("workloads", "DSN (deep stacking network)"),
    label_zh="DSN 深度堆棧網絡",
    weights=dict(_DBN.weights),
    scaling_per_doubling=0.8,
    derivation=QT_TRANSLATE_NOOP(
        "workloads",
        "Derived: DSNs stack simple dense modules (retrieval, continuous speech in the seed), "
        "the same dense FP32 work as DBN, so the DBN weights apply unchanged.",
    ),
)

_INFERENCE = _profile(
    key="inference",
    label=QT_TRANSLATE_NOOP("workloads", "Inference serving"),
    label_zh="推理",
    weights={
        "fp16_tflops": 0.88,
        "tensor_tflops": 0.06,
        "memory_bandwidth_gbs": 0.04,
        "memory_gb": 0.02,
    },
    scaling_per_doubling=1.0,
    derivation=QT_TRANSLATE_NOOP(
        "workloads",
        "Derived: the seed says inference must be fast and real-time and that TensorRT (3.0+) "
        "uses tensor cores, i.e. reduced precision: FP16 throughput leads (0.88), then tensor "
        "(0.06), bandwidth (0.04), memory (0.02). Requests are independent, so scaling is "
        "linear.",
    ),
)

PROFILES: dict[str, WorkloadProfile] = {
    p.key: p for p in (_CNN, _RNN, _TRANSFORMER, _GAN, _AUTOENCODER, _DBN, _DSN, _INFERENCE)
}
"""All workload profiles by key, in the order the UI lists them."""


_SPELLED_OUT: dict[str, tuple[str, ...]] = {
    "transformer": ("bert", "xlnet"),
    "gan": ("generative adversarial network",),
    "autoencoder": ("auto-encoder",),
    "dbn": ("deep belief network",),
    "dsn": ("deep stacking network",),
    "inference": ("inference serving", "serving"),
}
"""More names people type for a workload (the profile's own aliases come first)."""


def resolve_workload(name: str) -> WorkloadProfile:
    """The profile for a workload name or alias ("LSTM" -> rnn), ignoring case and spaces; or
    for a mix of workloads with shares ("cnn:0.6,rnn:0.4", see :func:`mix_profiles`).

    Raises:
        UnknownWorkload: no profile or alias has that name, or a mix is malformed; the
            message names the part.
    """
    if "," in name or ":" in name:
        return mix_profiles(parse_shares(name))

    def squash(text: str) -> str:
        return re.sub(r"[\s_\-/()]+", "", text).casefold()

    key = squash(name)
    for profile in PROFILES.values():
        names = (
            profile.key,
            profile.label_en,
            profile.label_zh,
            *profile.aliases,
            *_SPELLED_OUT.get(profile.key, ()),
        )
        if key in {squash(n) for n in names}:
            return profile
    known = ", ".join(list(PROFILES) + [a for p in PROFILES.values() for a in p.aliases])
    raise UnknownWorkload(
        QT_TRANSLATE_NOOP("workloads", "workload: unknown {name!r}; known: {known}").format(
            name=name, known=known
        )
    )


def parse_shares(text: str) -> dict[str, float]:
    """A mix of workloads typed as "cnn:0.6,rnn:0.4" (or "cnn:60,rnn:40", "cnn,rnn" for even
    shares) -> {profile key: share}, the shares scaled to sum to 1, in the order typed.

    Raises:
        UnknownWorkload: an unknown workload, a share that is not a number above 0, or a
            workload named twice; the message names the part.
    """
    shares: dict[str, float] = {}
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        label, _, share_text = part.partition(":")
        profile = resolve_workload(label.strip())
        try:
            share = float(share_text.strip().rstrip("%")) if share_text.strip() else 1.0
        except ValueError:
            share = math.nan
        if not math.isfinite(share) or share <= 0:
            raise UnknownWorkload(
                QT_TRANSLATE_NOOP(
                    "workloads", "workload {part!r}: the share must be a number above 0"
                ).format(part=part)
            )
        if profile.key in shares:
            raise UnknownWorkload(
                QT_TRANSLATE_NOOP("workloads", "workload {part!r}: {key} is named twice").format(
                    part=part, key=profile.key
                )
            )
        shares[profile.key] = share
    if not shares:
        raise UnknownWorkload(
            QT_TRANSLATE_NOOP("workloads", "workload: {text!r} names no workload").format(text=text)
        )
    total = sum(shares.values())
    return {key: share / total for key, share in shares.items()}


def mix_profiles(shares: dict[str, float]) -> WorkloadProfile:
    """One profile for a team that runs several workloads, each with its share of the work.

    The weights are the share-weighted mean of the members' weights, so a GPU's score is the
    share-weighted geometric mean of its members' scores (the score is ``exp Σ w ln r``).
    Multi-GPU scaling is the share-weighted mean; the memory a card needs is the largest of
    the members' (a card that runs the RNN jobs must hold them). A single member is its own
    profile.

    Args:
        shares: profile key -> share, summing to 1 (:func:`parse_shares`).
    """
    members = [(PROFILES[key], share) for key, share in shares.items()]
    if len(members) == 1:
        return members[0][0]
    weights: dict[str, float] = {}
    for profile, share in members:
        for metric, weight in profile.weights.items():
            weights[metric] = weights.get(metric, 0.0) + share * weight
    needs = [(p.min_gpu_memory_gb, p) for p, _ in members if p.min_gpu_memory_gb]
    need, needing = max(needs, key=lambda n: n[0]) if needs else (None, None)
    key = ",".join(f"{p.key}:{share:.3g}" for p, share in members)
    parts = [
        QT_TRANSLATE_NOOP("workloads", "{workload} {share} %").format(
            workload=p.label_text, share=f"{share * 100:.0f}"
        )
        for p, share in members
    ]
    label = parts[0]
    for part in parts[1:]:
        label = QT_TRANSLATE_NOOP("workloads", "{first} + {then}").format(first=label, then=part)
    return WorkloadProfile(
        key=key,
        label_en=str(label),
        label_zh=" + ".join(f"{p.label_zh} {share * 100:.0f}%" for p, share in members),
        weights=dict(sorted(weights.items(), key=lambda kv: -kv[1])),
        scaling_per_doubling=sum(p.scaling_per_doubling * share for p, share in members),
        derivation=str(_MIX_DERIVATION),
        label_text=label,
        derivation_text=_MIX_DERIVATION,
        min_gpu_memory_gb=need,
        memory_need_text=needing.memory_need_text if needing else None,
        shares=tuple((p.key, share) for p, share in members),
    )


_MIX_DERIVATION = QT_TRANSLATE_NOOP(
    "workloads",
    "A mix of workloads: each metric's weight is the share-weighted mean of the members' "
    "weights, so a GPU's score is the share-weighted geometric mean of its scores for each "
    "workload; multi-GPU scaling is the share-weighted mean, and each card needs the most "
    "memory any member needs.",
)


def validate_weights(weights: dict[str, float]) -> dict[str, float]:
    """Check user-edited weights and scale them to sum to 1.

    Raises:
        ValueError: an unknown metric, a negative or non-finite weight, or all zero; the
            message names the metric.
    """
    out: dict[str, float] = {}
    for metric, value in weights.items():
        if metric not in WEIGHTED_METRICS:
            raise ValueError(
                QT_TRANSLATE_NOOP(
                    "workloads", "weight {metric!r}: unknown metric; use one of {metrics}"
                ).format(metric=metric, metrics=", ".join(WEIGHTED_METRICS))
            )
        v = float(value)
        if not math.isfinite(v) or v < 0:
            raise ValueError(
                QT_TRANSLATE_NOOP(
                    "workloads", "weight {metric!r}: must be a number >= 0, got {value!r}"
                ).format(metric=metric, value=value)
            )
        if v > 0:
            out[metric] = v
    total = sum(out.values())
    if total <= 0:
        raise ValueError(
            QT_TRANSLATE_NOOP("workloads", "weights: at least one metric needs a weight above 0")
        )
    return {m: v / total for m, v in sorted(out.items(), key=lambda kv: -kv[1])}
