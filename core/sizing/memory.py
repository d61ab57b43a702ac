"""The memory a model needs for a task, as a breakdown: weights, gradients, optimizer states,
activations, KV cache and framework overhead, each with its formula and source. GB = 10⁹ B."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from rigwright.core.sizing.precision import (
    BYTES_PER_VALUE,
    QUANTIZED,
    Precision,
    compute_bytes,
    kv_bytes,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

if TYPE_CHECKING:
    # The model's type only: the window imports the sizing without pydantic (start time).
    from rigwright.core.sizing.zoo import ModelSpec

GB = 1e9
"""Bytes in one GB: sizes are decimal everywhere (a card's printed GB is binary, see fit)."""

ZERO = "ZeRO (Rajbhandari et al. 2020), section 3.1: mixed-precision Adam keeps 2Ψ + 2Ψ + 12Ψ bytes"
KORTHIKANTI = (
    "Korthikanti et al. 2022, 'Reducing Activation Recomputation in Large Transformer Models', "
    "section 4.1: s·b·h·34 + 5·a·s²·b bytes per layer"
)
TM101 = "EleutherAI, 'Transformer Math 101' (2023)"
KV_SOURCE = "KV cache of MHA/GQA/MQA: 2 × layers × KV heads × head dim × tokens × bytes"
MLA_SOURCE = "DeepSeek-V2 (2024), section 2.1: MLA caches (d_c + d_h^R) values per token and layer"
QLORA = "Dettmers et al. 2023, 'QLoRA': NF4 with double quantization, 4.127 bits a parameter"
LORA = "Hu et al. 2021, 'LoRA': r × (d_in + d_out) trainable values per adapted matrix"

OVERHEAD_SHARE = 0.10
"""Framework overhead as a share of the other terms: PyTorch's caching-allocator fragmentation
and temporary buffers (communication buckets, workspaces). Assumed; Transformer Math 101 puts
inference overheads at up to 20 % of the weights."""

PREFILL_CHUNK_TOKENS = 8192
"""Tokens prefilled at once (vLLM's chunked prefill budget, ``max_num_batched_tokens``), which
bounds an inference's transient activations. Assumed as a typical serving setting."""

CNN_INFERENCE_SHARE = 0.1
"""An image model's inference working set as a share of its training activations (no tensor
is kept for a backward pass; a few layers' outputs live at once). Assumed."""

DEFAULT_LORA_RANK = 16
"""The LoRA rank when none is given (a common default of fine-tuning recipes)."""


class Task(StrEnum):
    """What is done with the model (``rigwright size --task``)."""

    INFERENCE = "inference"
    FULL = "full"
    LORA = "lora"
    QLORA = "qlora"
    PRETRAIN = "pretrain"
    TRAIN = "train"


class Optimizer(StrEnum):
    """The training optimizer: AdamW, 8-bit AdamW (bitsandbytes), SGD with momentum."""

    ADAMW = "adamw"
    ADAMW8BIT = "adamw8bit"
    SGD = "sgd"


TRAINING = frozenset({Task.FULL, Task.LORA, Task.QLORA, Task.PRETRAIN, Task.TRAIN})
TRANSFORMER_TASKS = frozenset({Task.INFERENCE, Task.FULL, Task.LORA, Task.QLORA, Task.PRETRAIN})
IMAGE_TASKS = frozenset({Task.INFERENCE, Task.TRAIN})

TERMS = ("weights", "gradients", "optimizer", "activations", "kv_cache", "overhead")
"""The breakdown's terms, in the order they are shown."""


class SizingError(ValueError):
    """A sizing request that cannot be sized. The message is ``"field: reason"`` in English
    (the command line's); ``field`` names the field (``context``, ``batch``, ``task``,
    ``precision``, ``resolution``, ``lora_rank``) and ``reason`` is the reason as a
    translatable :class:`rigwright.core.text.i18n.Text` (the window's)."""

    def __init__(self, field: str, reason: Text) -> None:
        """``field``: the field refused; ``reason``: why, in the window's words."""
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason


MAX_BATCH = 65_536
"""The largest batch a request may ask for: far above any serving or training batch on one
workstation; beyond it a typing slip (1e30) printed a 31-digit number of GB."""

_AT_LEAST_ONE = QT_TRANSLATE_NOOP("sizing", "must be at least 1, not {value}")


@dataclass(frozen=True, slots=True)
class SizingRequest:
    """What to size: a model, a task and the run's shape.

    Attributes:
        model: the model's figures.
        task: inference or a kind of training.
        precision: the weights' precision (QLoRA: the base model's, always NF4).
        batch: sequences (or images) processed at once, ≥ 1.
        context: tokens per sequence (transformers); None: the model's maximum, at most 4096.
        resolution: image side in pixels (image models); None: the model's stated one.
        optimizer: the training optimizer (ignored for inference).
        checkpointing: activation checkpointing (training keeps only each layer's input).
        lora_rank: the adapters' rank (LoRA and QLoRA).
    """

    model: ModelSpec
    task: Task = Task.INFERENCE
    precision: Precision = Precision.BF16
    batch: int = 1
    context: int | None = None
    resolution: int | None = None
    optimizer: Optimizer = Optimizer.ADAMW
    checkpointing: bool = False
    lora_rank: int = DEFAULT_LORA_RANK

    def __post_init__(self) -> None:
        """Refuse an impossible request (raises :class:`SizingError` naming the field)."""
        model, task = self.model, self.task
        if self.batch < 1:
            raise SizingError("batch", _AT_LEAST_ONE.format(value=self.batch))
        if self.batch > MAX_BATCH:
            raise SizingError(
                "batch",
                QT_TRANSLATE_NOOP(
                    "sizing", "{value:,} is more than {most:,} sequences or images at once"
                ).format(value=self.batch, most=MAX_BATCH),
            )
        if self.lora_rank < 1:
            raise SizingError("lora_rank", _AT_LEAST_ONE.format(value=self.lora_rank))
        if model.kind == "transformer":
            if task not in TRANSFORMER_TASKS:
                raise SizingError(
                    "task",
                    QT_TRANSLATE_NOOP(
                        "sizing",
                        "{task!r} is for image models; {model} takes inference, full, lora, "
                        "qlora or pretrain",
                    ).format(task=task.value, model=model.id),
                )
            if self.context is not None:
                if self.context < 1:
                    raise SizingError(
                        "context",
                        QT_TRANSLATE_NOOP("sizing", "must be at least 1 token, not {value}").format(
                            value=self.context
                        ),
                    )
                if model.max_context and self.context > model.max_context:
                    raise SizingError(
                        "context",
                        QT_TRANSLATE_NOOP(
                            "sizing", "{tokens:,} tokens is above {model}'s maximum of {maximum:,}"
                        ).format(tokens=self.context, model=model.id, maximum=model.max_context),
                    )
        else:
            if task not in IMAGE_TASKS:
                raise SizingError(
                    "task",
                    QT_TRANSLATE_NOOP(
                        "sizing", "{task!r} is for transformers; {model} takes inference or train"
                    ).format(task=task.value, model=model.id),
                )
            if self.resolution is not None and self.resolution < 8:
                raise SizingError(
                    "resolution",
                    QT_TRANSLATE_NOOP("sizing", "must be at least 8 px, not {value}").format(
                        value=self.resolution
                    ),
                )
        if task in (Task.FULL, Task.PRETRAIN, Task.TRAIN) and self.precision not in (
            Precision.FP32,
            Precision.BF16,
            Precision.FP16,
        ):
            raise SizingError(
                "precision",
                QT_TRANSLATE_NOOP(
                    "sizing",
                    "{task} training updates every weight, so it runs in fp32, bf16 or fp16, "
                    "not {precision}",
                ).format(task=task.value, precision=self.precision.value),
            )
        if task is Task.LORA and self.precision in (Precision.INT4, Precision.NF4):
            raise SizingError(
                "precision",
                QT_TRANSLATE_NOOP("sizing", "LoRA on a 4-bit base model is QLoRA (task qlora)"),
            )
        if task is Task.QLORA and self.precision not in (Precision.NF4, Precision.BF16):
            raise SizingError(
                "precision",
                QT_TRANSLATE_NOOP(
                    "sizing", "QLoRA holds the base model in nf4, not {precision}"
                ).format(precision=self.precision.value),
            )

    @property
    def tokens(self) -> int:
        """Tokens per sequence used: :attr:`context`, else the model's maximum up to 4096."""
        if self.context is not None:
            return self.context
        return min(self.model.max_context or 4096, 4096)

    @property
    def pixels(self) -> int:
        """Image side in pixels used: :attr:`resolution`, else the model's stated one."""
        return self.resolution or self.model.resolution or 224

    @property
    def weight_precision(self) -> Precision:
        """The precision the weights are held in (NF4 for QLoRA)."""
        return Precision.NF4 if self.task is Task.QLORA else self.precision


@dataclass(frozen=True, slots=True)
class MemoryTerm:
    """One term of a breakdown: its size in bytes (``nbytes``), the formula with its inputs,
    and the source of the formula and its constants."""

    key: str
    nbytes: float
    formula: str
    source: str

    @property
    def gb(self) -> float:
        """The size in GB (10⁹ B)."""
        return self.nbytes / GB


@dataclass(frozen=True, slots=True)
class MemoryBreakdown:
    """A request's memory need, term by term (:data:`TERMS`), with its assumptions.

    ``full_activations_bytes`` / ``checkpointed_activations_bytes`` are the activation term
    without and with activation checkpointing, whichever the request chose (training)."""

    request: SizingRequest
    terms: tuple[MemoryTerm, ...]
    assumptions: tuple[str, ...] = ()
    full_activations_bytes: float = 0.0
    checkpointed_activations_bytes: float = 0.0
    trainable_params: int = 0
    notes: tuple[str, ...] = field(default=())

    def gb(self, key: str) -> float:
        """The term ``key`` in GB (0 when it does not apply)."""
        return next((t.gb for t in self.terms if t.key == key), 0.0)

    @property
    def total_bytes(self) -> float:
        """All terms, bytes."""
        return sum(t.nbytes for t in self.terms)

    @property
    def total_gb(self) -> float:
        """All terms, GB."""
        return self.total_bytes / GB

    def as_dict(self) -> dict[str, float]:
        """{term: GB} for every term of :data:`TERMS` and "total", rounded to 0.01 GB."""
        out = {key: round(self.gb(key), 2) for key in TERMS}
        out["total"] = round(self.total_gb, 2)
        return out


def _gb(n: float) -> str:
    return f"{n / GB:,.2f} GB"


def _count(n: float) -> str:
    return f"{n / 1e9:.2f}e9" if n >= 1e8 else f"{n / 1e6:.1f}e6"


def lora_params(model: ModelSpec, rank: int) -> int:
    """Trainable LoRA values: ``rank × (d_in + d_out)`` for the attention projections (q, k,
    v, o) and, for a dense model, the MLP's matrices, in every layer (Hu et al. 2021)."""
    h = model.hidden_size or 0
    d = model.head_size
    q = (model.attention_heads or 0) * d
    kv = model.kv_head_count * d
    per_layer = (h + q) + 2 * (h + kv) + (q + h)
    if not model.is_moe and model.intermediate_size:
        matrices = 3 if _gated(model) else 2
        per_layer += matrices * (h + model.intermediate_size)
    return rank * per_layer * (model.layers or 0)


def _gated(model: ModelSpec) -> bool:
    # A gated (SwiGLU) MLP has three matrices and, in every model of the zoo, a width other
    # than the 4 h of the classic GELU/ReLU MLP.
    return bool(model.intermediate_size) and model.intermediate_size != 4 * (model.hidden_size or 0)


def _mlp_width(model: ModelSpec) -> int:
    """The MLP width one token passes through: its experts' (and shared experts') for MoE."""
    if model.is_moe and model.moe_intermediate_size:
        experts = (model.experts_per_token or 1) + (model.shared_experts or 0)
        return model.moe_intermediate_size * experts
    width = model.intermediate_size or 4 * (model.hidden_size or 0)
    if model.is_moe and model.experts_per_token:
        width *= model.experts_per_token
    return width


def transformer_activation_bytes(
    model: ModelSpec, tokens: int, act_bytes: float
) -> tuple[float, float]:
    """Activations kept for the backward pass of ``tokens`` tokens (batch × sequence), bytes:
    (without, with activation checkpointing).

    Per layer, after Korthikanti et al. 2022 with FlashAttention (no s² score matrix kept):
    attention 11·t·h, layer norms 4·t·h, MLP 2·t·h + 3·t·i (gated: 2·t·h + 6·t·i) values of
    ``act_bytes / 2`` × 2 B, the MLP width ``i`` of the experts one token uses (MoE); plus the
    FP32 logits and their log-softmax, 2 × t × vocab × 4 B. With checkpointing each layer
    keeps only its input (2·t·h) and one layer is recomputed at a time."""
    h = model.hidden_size or 0
    i = _mlp_width(model)
    scale = act_bytes / 2
    mlp = (2 * h + 6 * i) if _gated(model) else (3 * h + 4 * i)
    per_layer = tokens * (11 * h + 4 * h + mlp) * scale
    layers = model.layers or 0
    logits = 2 * tokens * (model.vocab_size or 0) * 4
    full = per_layer * layers + logits
    checkpointed = 2 * tokens * h * scale * layers + per_layer + logits
    return full, checkpointed


def kv_cache_bytes(model: ModelSpec, tokens: int, value_bytes: float) -> float:
    """KV cache for ``tokens`` cached tokens (batch × context), bytes: 2 × cached layers ×
    KV heads × head dim × tokens × bytes for MHA/GQA/MQA; layers × (kv_lora_rank +
    qk_rope_head_dim) × tokens × bytes for MLA (DeepSeek-V2/V3)."""
    if model.attention == "mla":
        width = (model.kv_lora_rank or 0) + (model.qk_rope_head_dim or 0)
        return (model.layers or 0) * width * tokens * value_bytes
    return 2 * model.cached_layers * model.kv_head_count * model.head_size * tokens * value_bytes


def _image_activation_bytes(request: SizingRequest) -> float:
    # Training activations of one image scaled by forward FLOPs from ResNet-50's
    # calibration figure (see IMAGE_ACTIVATION_BYTES_PER_FLOP), then by pixel count.
    model = request.model
    base = (model.gflops_per_image or 0) * 1e9 * IMAGE_ACTIVATION_BYTES_PER_FLOP
    ratio = (request.pixels / (model.resolution or request.pixels)) ** 2
    return base * ratio * compute_bytes(request.precision) / 2


IMAGE_ACTIVATION_BYTES_PER_FLOP = 0.0068
"""16-bit activation bytes an image model keeps for backward per forward FLOP: about 56 MB an
image for ResNet-50 at 224 px (8.2 GFLOPs), so that 256 images a card fill a 16 GB V100, the
batch of NVIDIA DeepLearningExamples' RN50_FP16_8GPU.sh (256 a GPU in FP16 on a DGX-1; the
16 GB card assumed). Assumed to carry to other image models in proportion to FLOPs."""


def memory_breakdown(request: SizingRequest) -> MemoryBreakdown:
    """The memory ``request`` needs on one card (nothing sharded), term by term.

    Weights: parameters × bytes of the weight precision (every expert of a MoE model stays
    resident). Training per ZeRO's accounting: 16-bit gradients and FP32 master weights with
    two FP32 Adam moments (12 B a trained parameter; 8-bit AdamW 6 B; SGD with momentum 8 B;
    pure FP32 training 8 / 2 / 4 B). LoRA/QLoRA train only the adapters. Inference holds the
    KV cache of batch × context tokens and the transient activations of one prefill chunk.
    """
    req = request
    model = req.model
    wp = req.weight_precision
    wbytes = BYTES_PER_VALUE[wp]
    act = compute_bytes(req.precision)
    terms: list[MemoryTerm] = []
    assumptions: list[str] = []
    notes: list[str] = []
    p = model.params
    weights = p * wbytes
    wsource = QLORA if wp is Precision.NF4 else "bytes per value of the precision"
    weights_formula = f"{_count(p)} parameters × {wbytes:g} B ({wp.value})"
    if model.is_moe:
        notes.append(
            f"mixture of experts: all {_count(p)} parameters resident, "
            f"{_count(model.compute_params)} active per token"
        )
    trainable = 0
    full_act = ckpt_act = 0.0
    if req.task in TRAINING:
        pure_fp32 = req.precision is Precision.FP32
        if req.task in (Task.LORA, Task.QLORA):
            trainable = lora_params(model, req.lora_rank)
            adapter = trainable * 2
            weights += adapter
            weights_formula += f" + {_count(trainable)} adapter values × 2 B (rank {req.lora_rank})"
            grad_bytes, states, opt_source = 2.0, _optimizer_bytes(req.optimizer, False), LORA
        else:
            trainable = p
            grad_bytes = 4.0 if pure_fp32 else 2.0
            states = _optimizer_bytes(req.optimizer, pure_fp32)
            opt_source = ZERO
        terms.append(MemoryTerm("weights", weights, weights_formula, wsource))
        terms.append(
            MemoryTerm(
                "gradients",
                trainable * grad_bytes,
                f"{_count(trainable)} trained values × {grad_bytes:g} B",
                opt_source,
            )
        )
        terms.append(
            MemoryTerm(
                "optimizer",
                trainable * states,
                f"{_count(trainable)} trained values × {states:g} B ({req.optimizer.value}"
                f"{', FP32 training' if pure_fp32 else ', FP32 master weights and states'})",
                ZERO
                if req.optimizer is Optimizer.ADAMW
                else f"{ZERO}; {_OPT_SOURCE[req.optimizer]}",
            )
        )
        if model.kind == "transformer":
            tokens = req.batch * req.tokens
            full_act, ckpt_act = transformer_activation_bytes(model, tokens, act)
            formula = (
                f"{req.batch} × {req.tokens:,} tokens through {model.layers} layers "
                f"(hidden {model.hidden_size}, MLP {_mlp_width(model)}) at {act:g} B"
                + (", checkpointed" if req.checkpointing else "")
            )
            source = KORTHIKANTI + " (FlashAttention keeps no s² scores)"
        else:
            full_act = req.batch * _image_activation_bytes(req)
            ckpt_act = full_act
            if req.checkpointing:
                notes.append("activation checkpointing is not modelled for image models")
            formula = f"{req.batch} images × {req.pixels} px² at {act:g} B"
            source = "scaled from ResNet-50's measured batch (IMAGE_ACTIVATION_BYTES_PER_FLOP)"
            assumptions.append("image activations scale with forward FLOPs and pixel count")
        terms.append(
            MemoryTerm("activations", ckpt_act if req.checkpointing else full_act, formula, source)
        )
        terms.append(MemoryTerm("kv_cache", 0.0, "none: not kept while training", ""))
    else:
        terms.append(MemoryTerm("weights", weights, weights_formula, wsource))
        terms.append(MemoryTerm("gradients", 0.0, "none: inference", ""))
        terms.append(MemoryTerm("optimizer", 0.0, "none: inference", ""))
        if model.kind == "transformer":
            chunk = min(req.batch * req.tokens, PREFILL_CHUNK_TOKENS)
            h = model.hidden_size or 0
            transient = chunk * (2 * h + 2 * _mlp_width(model)) * act
            logits = req.batch * (model.vocab_size or 0) * 4
            terms.append(
                MemoryTerm(
                    "activations",
                    transient + logits,
                    f"one prefill chunk of {chunk:,} tokens × (2 × {h} + 2 × {_mlp_width(model)})"
                    f" × {act:g} B + FP32 logits of {req.batch} "
                    + ("sequence" if req.batch == 1 else "sequences"),
                    "PREFILL_CHUNK_TOKENS (assumed)",
                )
            )
            vbytes = kv_bytes(wp if wp not in QUANTIZED else Precision.BF16)
            cached = req.batch * req.tokens
            kv = kv_cache_bytes(model, cached, vbytes)
            if model.attention == "mla":
                kv_formula = (
                    f"{model.layers} layers × ({model.kv_lora_rank} + {model.qk_rope_head_dim})"
                    f" × {cached:,} tokens × {vbytes:g} B"
                )
                kv_source = MLA_SOURCE
            else:
                kv_formula = (
                    f"2 × {model.cached_layers} layers × {model.kv_head_count} KV heads × "
                    f"{model.head_size} × {cached:,} tokens × {vbytes:g} B"
                )
                kv_source = KV_SOURCE
            if model.cached_layers == 0 and model.attention != "mla":
                kv_formula = "none: an encoder does not generate"
            terms.append(MemoryTerm("kv_cache", kv, kv_formula, kv_source))
        else:
            working = req.batch * _image_activation_bytes(req) * CNN_INFERENCE_SHARE
            terms.append(
                MemoryTerm(
                    "activations",
                    working,
                    f"{req.batch} images × {req.pixels} px² working set",
                    "CNN_INFERENCE_SHARE of the training activations (assumed)",
                )
            )
            terms.append(MemoryTerm("kv_cache", 0.0, "none: not a generative transformer", ""))
    others = sum(t.nbytes for t in terms)
    terms.append(
        MemoryTerm(
            "overhead",
            others * OVERHEAD_SHARE,
            f"{OVERHEAD_SHARE:.0%} of the other terms ({_gb(others)})",
            f"assumed allocator and buffer overhead; {TM101} allows up to 20 %",
        )
    )
    assumptions.append(
        "GB = 10^9 bytes; a card's printed memory is binary (GiB) less a reserve (see fit)"
    )
    return MemoryBreakdown(
        request=req,
        terms=tuple(terms),
        assumptions=tuple(assumptions),
        full_activations_bytes=full_act,
        checkpointed_activations_bytes=ckpt_act,
        trainable_params=trainable,
        notes=tuple(notes),
    )


_OPT_SOURCE = {
    Optimizer.ADAMW: ZERO,
    Optimizer.ADAMW8BIT: "Dettmers et al. 2022, '8-bit Optimizers via Block-wise Quantization'",
    Optimizer.SGD: "SGD with momentum keeps one FP32 momentum per parameter",
}


def _optimizer_bytes(optimizer: Optimizer, pure_fp32: bool) -> float:
    """Optimizer bytes per trained parameter, FP32 master weights included in mixed precision
    (ZeRO: K = 12 for Adam)."""
    master = 0.0 if pure_fp32 else 4.0
    states = {Optimizer.ADAMW: 8.0, Optimizer.ADAMW8BIT: 2.0, Optimizer.SGD: 4.0}[optimizer]
    return master + states
