"""The model zoo: each model's architecture figures from its published config
(``data/models/models.toml``, with sources), and custom models given by their figures."""

from __future__ import annotations

import difflib
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from rigwright.core.io.paths import data_dir

Kind = Literal["transformer", "cnn", "vision", "diffusion"]
Architecture = Literal["decoder", "encoder", "encoder-decoder", "vision-transformer", "cnn", "unet"]
Attention = Literal["mha", "gqa", "mqa", "mla"]

ZOO_FILE = Path("models") / "models.toml"
"""The zoo's file, under the shipped data folder."""


class ZooError(ValueError):
    """A model file, a model id or a custom model's figures are not usable; the message
    names the model and the field."""


class UnknownModel(ZooError):  # noqa: N818 - as UnknownWorkload
    """No model of that id; :attr:`close` holds the ids spelled most like it."""

    def __init__(self, model_id: str, close: list[str]) -> None:
        """The error for ``model_id`` with ``close`` as suggestions."""
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        super().__init__(f"model: unknown {model_id!r}{hint} ('rigwright size --list' lists them)")
        self.close = close


class ModelSpec(BaseModel):
    """One model's architecture figures, as its published config states them.

    Counts are plain numbers (``params`` in parameters, not billions); ``gflops_per_image``
    is forward FLOPs per image in 10⁹ FLOPs, a multiply-add counted as 2 FLOPs, at
    ``resolution`` pixels a side (diffusion U-Nets: per denoising step).
    ``active_params`` (MoE) is what one token computes with; every expert's weights stay
    resident. ``head_dim`` defaults to ``hidden_size / attention_heads``. A MoE model's
    ``intermediate_size`` is one expert's MLP width unless ``moe_intermediate_size`` gives
    that (DeepSeek-V3: dense layers 18432, experts 2048, one shared expert).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(min_length=1, max_length=60, pattern=r"^[a-z0-9][a-z0-9.\-]*$")
    name: str = Field(min_length=1, max_length=80)
    kind: Kind
    architecture: Architecture
    workload: Literal["cnn", "rnn", "transformer", "gan", "autoencoder"]
    params: int = Field(gt=0)
    active_params: int | None = Field(default=None, gt=0)
    layers: int | None = Field(default=None, gt=0)
    encoder_layers: int | None = Field(default=None, gt=0)
    decoder_layers: int | None = Field(default=None, gt=0)
    hidden_size: int | None = Field(default=None, gt=0)
    intermediate_size: int | None = Field(default=None, gt=0)
    attention_heads: int | None = Field(default=None, gt=0)
    kv_heads: int | None = Field(default=None, gt=0)
    head_dim: int | None = Field(default=None, gt=0)
    attention: Attention | None = None
    kv_lora_rank: int | None = Field(default=None, gt=0)
    qk_rope_head_dim: int | None = Field(default=None, gt=0)
    experts: int | None = Field(default=None, gt=0)
    experts_per_token: int | None = Field(default=None, gt=0)
    moe_intermediate_size: int | None = Field(default=None, gt=0)
    shared_experts: int | None = Field(default=None, ge=0)
    vocab_size: int | None = Field(default=None, gt=0)
    max_context: int | None = Field(default=None, gt=0)
    resolution: int | None = Field(default=None, gt=0)
    gflops_per_image: float | None = Field(default=None, gt=0)
    source: str = Field(min_length=1)
    params_source: str | None = None
    confidence: Literal["config", "paper", "secondary", "unverified", "custom"]
    notes: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> ModelSpec:
        if self.active_params is not None and self.active_params > self.params:
            raise ValueError("active_params: more than params")
        if self.kind == "transformer":
            for name in ("layers", "hidden_size", "attention_heads", "vocab_size", "max_context"):
                if getattr(self, name) is None:
                    raise ValueError(f"{name}: a transformer needs it")
            heads, kv = self.attention_heads or 0, self.kv_heads or self.attention_heads or 0
            if kv > heads or heads % kv:
                raise ValueError(f"kv_heads: {kv} does not divide attention_heads {heads}")
            if self.attention == "mla" and (
                self.kv_lora_rank is None or self.qk_rope_head_dim is None
            ):
                raise ValueError("kv_lora_rank: an MLA model needs it and qk_rope_head_dim")
        else:
            for name in ("gflops_per_image", "resolution"):
                if getattr(self, name) is None:
                    raise ValueError(f"{name}: a {self.kind} model needs it")
        return self

    @property
    def compute_params(self) -> int:
        """Parameters one token (or image) computes with: ``active_params`` for MoE, else all."""
        return self.active_params or self.params

    @property
    def kv_head_count(self) -> int:
        """KV heads (``attention_heads`` for MHA)."""
        return self.kv_heads or self.attention_heads or 0

    @property
    def head_size(self) -> int:
        """Per-head dimension: ``head_dim`` as stated, else hidden size / attention heads."""
        if self.head_dim:
            return self.head_dim
        return (self.hidden_size or 0) // max(self.attention_heads or 1, 1)

    @property
    def cached_layers(self) -> int:
        """Layers whose self-attention keeps a KV cache while generating: all of a decoder's,
        an encoder-decoder's decoder layers, none for an encoder (it does not generate)."""
        if self.architecture == "decoder":
            return self.layers or 0
        if self.architecture == "encoder-decoder":
            return self.decoder_layers or (self.layers or 0) // 2
        return 0

    @property
    def is_moe(self) -> bool:
        """True for a mixture-of-experts model (some parameters idle for each token)."""
        return self.active_params is not None and self.active_params < self.params


def _message(model_id: str, exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"])
    msg = str(first["msg"]).removeprefix("Value error, ")
    if ": " in msg and not where:
        return f"model {model_id!r}: {msg}"
    return f"model {model_id!r}: {where + ': ' if where else ''}{msg}"


def read_zoo(path: Path) -> dict[str, ModelSpec]:
    """The models of the zoo file at ``path`` by id, in file order.

    Raises:
        ZooError: the file cannot be read or parsed, a model is invalid (naming it and the
            field), or an id is given twice.
    """
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ZooError(f"{path.name}: cannot read: {exc}") from None
    models: dict[str, ModelSpec] = {}
    for index, row in enumerate(data.get("model", [])):
        model_id = str(row.get("id", f"model[{index}]"))
        try:
            spec = ModelSpec.model_validate(row)
        except ValidationError as exc:
            raise ZooError(f"{path.name}: {_message(model_id, exc)}") from None
        if spec.id in models:
            raise ZooError(f"{path.name}: model {spec.id!r}: given twice")
        models[spec.id] = spec
    return models


@lru_cache(maxsize=1)
def zoo() -> dict[str, ModelSpec]:
    """The shipped model zoo by id (read once).

    Raises:
        ZooError: the shipped file is broken (a packaging fault).
    """
    return read_zoo(data_dir() / ZOO_FILE)


def find_model(model_id: str) -> ModelSpec:
    """The zoo model ``model_id`` (case and surrounding spaces ignored).

    Raises:
        UnknownModel: no such id; it names up to three close ids.
    """
    models = zoo()
    key = model_id.strip().lower()
    if key in models:
        return models[key]
    close = difflib.get_close_matches(key, list(models), n=3, cutoff=0.5)
    if not close:
        close = [m for m in models if key and (key in m or m in key)][:3]
    raise UnknownModel(model_id, close)


def custom_model(**figures: object) -> ModelSpec:
    """A transformer given by its figures (``params``, ``layers``, ``hidden_size``,
    ``attention_heads``, and optionally ``kv_heads``, ``head_dim``, ``vocab_size``,
    ``max_context``, ``intermediate_size``, ``active_params``), named "custom".

    Raises:
        ZooError: a figure is missing, not positive, or inconsistent (naming it).
    """
    row: dict[str, object] = {
        "id": "custom",
        "name": "Custom model",
        "kind": "transformer",
        "architecture": "decoder",
        "workload": "transformer",
        "vocab_size": 32_000,
        "max_context": 131_072,
        "source": "given by the user",
        "confidence": "custom",
    }
    row.update({k: v for k, v in figures.items() if v is not None})
    kv = row.get("kv_heads")
    heads = row.get("attention_heads")
    if "attention" not in row:
        row["attention"] = "mha" if kv in (None, heads) else ("mqa" if kv == 1 else "gqa")
    try:
        return ModelSpec.model_validate(row)
    except ValidationError as exc:
        raise ZooError(_message("custom", exc)) from None
