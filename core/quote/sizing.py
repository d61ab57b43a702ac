"""The sizing a quote option states: the customer's model and job (:class:`QuoteSizing`, kept
in the quote file) and, in the quote's language, what it needs in GPU memory, whether the
workstation holds it and about how fast it runs (:func:`sizing_sentences`); the figures are
:mod:`rigwright.core.sizing`'s."""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from pydantic import Field, model_validator

from rigwright.core.catalog.model import Catalog, Gpu
from rigwright.core.quote.facts import number_text
from rigwright.core.quote.fields import FrozenModel
from rigwright.core.sizing.fit import fit_on
from rigwright.core.sizing.memory import (
    TRAINING,
    MemoryBreakdown,
    Optimizer,
    SizingError,
    SizingRequest,
    Task,
    memory_breakdown,
)
from rigwright.core.sizing.precision import Precision
from rigwright.core.sizing.speed import decode_speed, training_speed
from rigwright.core.sizing.zoo import ModelSpec, ZooError, find_model
from rigwright.core.text.i18n import Text, words
from rigwright.core.text.words import LANGS

if TYPE_CHECKING:
    from rigwright.core.build.model import Build

__all__ = ["QuoteSizing", "sizing_data", "sizing_sentences"]

RATE_TOKENS = 1e9
"""Tokens a training rate is worked out on (the rate does not depend on the amount)."""
RATE_IMAGES = 1.28e6
"""Images an image-model training rate is worked out on (one ImageNet-1k epoch)."""


class QuoteSizing(FrozenModel):
    """The job an option is sized for: a zoo model (or a custom model's figures), the task,
    the precision and the run's shape, as :class:`rigwright.core.sizing.memory.SizingRequest`
    takes them.

    Raises (on validation, as pydantic's ValidationError naming the field):
        an unknown model id (with the close ones), an impossible figure or combination
        (:class:`rigwright.core.sizing.memory.SizingError`'s message).
    """

    model: str = Field(min_length=1, max_length=80)
    custom: ModelSpec | None = None
    task: Task = Task.INFERENCE
    precision: Precision = Precision.BF16
    batch: int = Field(default=1, ge=1, le=100_000)
    context: int | None = Field(default=None, ge=1)
    resolution: int | None = Field(default=None, ge=8)
    optimizer: Optimizer = Optimizer.ADAMW
    checkpointing: bool = False

    @model_validator(mode="after")
    def _sizable(self) -> QuoteSizing:
        self.request()  # raises with the field named
        return self

    def spec(self) -> ModelSpec:
        """The model's figures: the custom ones, else the zoo's.

        Raises:
            ValueError: an unknown zoo id (the message lists the close ones)."""
        if self.custom is not None:
            return self.custom
        try:
            return find_model(self.model)
        except ZooError as exc:
            text = str(exc)
            raise ValueError(text if text.startswith("model") else f"model: {text}") from None

    def request(self) -> SizingRequest:
        """The sizing request.

        Raises:
            ValueError: the model is unknown or the request impossible; the message names
                the field."""
        try:
            return SizingRequest(
                model=self.spec(),
                task=self.task,
                precision=self.precision,
                batch=self.batch,
                context=self.context,
                resolution=self.resolution,
                optimizer=self.optimizer,
                checkpointing=self.checkpointing,
            )
        except SizingError as exc:
            raise ValueError(str(exc)) from None

    @classmethod
    def from_request(cls, request: SizingRequest) -> QuoteSizing:
        """The quote's record of ``request`` (a zoo model by its id, else with its figures)."""
        try:
            known = find_model(request.model.id) == request.model
        except ZooError:
            known = False
        return cls(
            model=request.model.id,
            custom=None if known else request.model,
            task=request.task,
            precision=request.precision,
            batch=request.batch,
            context=request.context,
            resolution=request.resolution,
            optimizer=request.optimizer,
            checkpointing=request.checkpointing,
        )


_TASK: dict[Task, Text] = {
    Task.INFERENCE: words("inference", zh_CN="推理", zh_TW="推理"),
    Task.FULL: words("full fine-tuning", zh_CN="全参数微调", zh_TW="全參數微調"),
    Task.LORA: words("LoRA fine-tuning", zh_CN="LoRA 微调", zh_TW="LoRA 微調"),
    Task.QLORA: words("QLoRA fine-tuning", zh_CN="QLoRA 微调", zh_TW="QLoRA 微調"),
    Task.PRETRAIN: words("pre-training", zh_CN="预训练", zh_TW="預訓練"),
    Task.TRAIN: words("training", zh_CN="训练", zh_TW="訓練"),
}
_TERM: dict[str, Text] = {
    "weights": words("weights", zh_CN="权重", zh_TW="權重"),
    "gradients": words("gradients", zh_CN="梯度", zh_TW="梯度"),
    "optimizer": words("optimizer states", zh_CN="优化器状态", zh_TW="優化器狀態"),
    "activations": words("activations", zh_CN="激活值", zh_TW="激活值"),
    "kv_cache": words("KV cache", zh_CN="KV 缓存", zh_TW="KV 快取"),
    "overhead": words("framework overhead", zh_CN="框架开销", zh_TW="框架開銷"),
}
_HOW: dict[str, Text] = {
    "single": words("on one card", zh_CN="单卡即可", zh_TW="單卡即可"),
    "data_parallel": words("with data parallel", zh_CN="采用数据并行", zh_TW="採用資料並行"),
    "fsdp": words("with FSDP sharding", zh_CN="采用 FSDP 分片", zh_TW="採用 FSDP 分片"),
    "tensor_parallel": words("with tensor parallel", zh_CN="采用张量并行", zh_TW="採用張量並行"),
    "pipeline_parallel": words(
        "with pipeline parallel", zh_CN="采用流水线并行", zh_TW="採用流水線並行"
    ),
}
_SAY: dict[str, Text] = {
    "job": words(
        "Sized for {model} {task} in {precision} ({shape}): it needs about {total} GB of GPU "
        "memory ({terms}).",
        zh_CN="按 {model} {task}（{precision}，{shape}）估算：约需 {total} GB 显存（{terms}）。",
        zh_TW="按 {model} {task}（{precision}，{shape}）估算：約需 {total} GB 顯存（{terms}）。",
    ),
    "context": words(
        "{tokens} tokens of context, batch {batch}",
        zh_CN="上下文 {tokens} 个 token，批大小 {batch}",
        zh_TW="上下文 {tokens} 個 token，批次大小 {batch}",
    ),
    "images": words(
        "{px} px images, batch {batch}",
        zh_CN="图像 {px} px，批大小 {batch}",
        zh_TW="影像 {px} px，批次大小 {batch}",
    ),
    "one": words("{gpu} ({memory} GB)", zh_CN="{gpu}（{memory} GB）", zh_TW="{gpu}（{memory} GB）"),
    "cards": words(
        "{count} × {gpu} ({count} × {memory} GB)",
        zh_CN="{count} × {gpu}（{count} × {memory} GB）",
        zh_TW="{count} × {gpu}（{count} × {memory} GB）",
    ),
    "holds": words(
        "It fits this workstation's {cards} {how}{using}.",
        zh_CN="本工作站的 {cards}可以容纳，{how}{using}。",
        zh_TW="本工作站的 {cards}可以容納，{how}{using}。",
    ),
    "using": words(
        " on {n} of the cards", zh_CN="（用其中 {n} 张卡）", zh_TW="（用其中 {n} 張卡）"
    ),
    "checkpointing": words(
        ", with activation checkpointing",
        zh_CN="，并开启激活检查点",
        zh_TW="，並開啟激活檢查點",
    ),
    "short": words(
        "It does not fit this workstation's {cards}: each card would need about {need} GB and "
        "has {has} GB for the job.",
        zh_CN="本工作站的 {cards}无法容纳：每张卡约需 {need} GB，可用仅 {has} GB。",
        zh_TW="本工作站的 {cards}無法容納：每張卡約需 {need} GB，可用僅 {has} GB。",
    ),
    "decode": words(
        "Estimated generation speed: about {rate} tokens/s for a batch of {batch} (memory "
        "bandwidth allows at most {bound} tokens/s); an estimate, not a measurement.",
        zh_CN="估计生成速度：批大小 {batch} 时约 {rate} token/s（显存带宽上限 {bound} token/s）；"
        "此为估算，并非实测。",
        zh_TW="估計生成速度：批次大小 {batch} 時約 {rate} token/s（顯存帶寬上限 {bound} token/s）；"
        "此為估算，並非實測。",
    ),
    "train_tokens": words(
        "Estimated training rate: about {rate} tokens/s, or {hours} hours per billion tokens; "
        "an estimate, not a measurement.",
        zh_CN="估计训练速度：约 {rate} token/s，即每十亿 token 约 {hours} 小时；"
        "此为估算，并非实测。",
        zh_TW="估計訓練速度：約 {rate} token/s，即每十億 token 約 {hours} 小時；"
        "此為估算，並非實測。",
    ),
    "train_images": words(
        "Estimated training rate: about {rate} images/s; an estimate, not a measurement.",
        zh_CN="估计训练速度：约 {rate} 张图像/秒；此为估算，并非实测。",
        zh_TW="估計訓練速度：約 {rate} 張影像/秒；此為估算，並非實測。",
    ),
    "units": words(
        "GB here is 10⁹ bytes; a card's printed memory ({memory} GB) is read as binary "
        "({memory} × 2³⁰ bytes), less a reserve for the driver.",
        zh_CN="此处 GB 为 10⁹ 字节；显卡标称显存（{memory} GB）按二进制计（{memory} × 2³⁰ 字节），"
        "并扣除驱动预留。",
        zh_TW="此處 GB 為 10⁹ 位元組；顯卡標稱顯存（{memory} GB）按二進位計（{memory} × 2³⁰ "
        "位元組），並扣除驅動預留。",
    ),
}


def _number(value: float, lang: str, places: int = 0) -> str:
    """``value`` rounded to ``places`` decimals and grouped for ``lang``, as the quote's other
    figures are (:func:`rigwright.core.quote.facts.number_text`)."""
    return number_text(Decimal(str(round(value, places))), lang)


def _memory(value: object) -> str:
    return f"{value:g}" if value is not None else "?"


def sizing_sentences(sizing: QuoteSizing, build: Build, catalog: Catalog, lang: str) -> list[str]:
    """The sizing of ``build``'s main GPUs for ``sizing``'s job, as sentences for the customer
    in ``lang``: what the job needs (its terms), whether this workstation's cards hold it and
    how, the estimated speed with its physical bound, and what GB means.

    Raises:
        ValueError: ``lang`` is not a quote language, or the sizing is impossible.
    """
    if lang not in LANGS:
        raise ValueError(f"lang: must be one of {', '.join(LANGS)}, not {lang!r}")
    breakdown = memory_breakdown(sizing.request())
    out = [_job_sentence(breakdown, lang)]
    if build.gpus:
        main = max(build.gpus, key=lambda line: line.count)
        gpu, count = catalog.gpu(main.model), main.count
        fit = fit_on(breakdown, gpu, count)
        key = "one" if count == 1 else "cards"
        cards = (
            _SAY[key].wording(lang).format(count=count, gpu=gpu.name, memory=_memory(gpu.memory_gb))
        )
        if fit.count is None:
            out.append(
                _SAY["short"]
                .wording(lang)
                .format(
                    cards=cards,
                    need=_number(fit.per_gpu_gb, lang),
                    has=_number(fit.usable_gb, lang),
                )
            )
        else:
            using = (
                "" if fit.count in (1, count) else _SAY["using"].wording(lang).format(n=fit.count)
            )
            if fit.checkpointing:
                using += _SAY["checkpointing"].wording(lang)
            out.append(
                _SAY["holds"]
                .wording(lang)
                .format(cards=cards, how=_HOW[fit.strategy or "single"].wording(lang), using=using)
            )
            if speed := _speed_sentence(breakdown, gpu, fit.count, fit.strategy, count, lang):
                out.append(speed)
    # The card's own printed memory as the example (it said "96 GB" on an 8 × L20 quote).
    printed = (
        _memory(catalog.gpu(max(build.gpus, key=lambda g: g.count).model).memory_gb)
        if build.gpus
        else "96"
    )
    out.append(_SAY["units"].wording(lang).format(memory=printed))
    return out


def sizing_misfits(quote: object, catalog: Catalog) -> list[str]:
    """The workstations of a resolved quote (:class:`rigwright.core.quote.resolve.ResolvedQuote`)
    whose option's sized model their cards cannot hold, in English for the engineer
    ("Option A, line 1: 1 × GeForce RTX 4090 D cannot hold the sized model: about 162 GB per
    card, 23 GB usable"): the PDF tells the customer so, and the engineer is told first."""
    out: list[str] = []
    for option in getattr(quote, "options", ()):
        sizing = option.option.sizing
        if sizing is None:
            continue
        try:
            breakdown = memory_breakdown(sizing.request())
        except ValueError:
            continue
        for n, line in enumerate(option.lines, start=1):
            if line.build is None or not line.build.gpus:
                continue
            main = max(line.build.gpus, key=lambda g: g.count)
            fit = fit_on(breakdown, catalog.gpu(main.model), main.count)
            if fit.count is None:
                out.append(
                    f"{option.title}, line {n}: {main.count} × {main.model} cannot hold the "
                    f"sized model: about {fit.per_gpu_gb:,.0f} GB per card, "
                    f"{fit.usable_gb:,.0f} GB usable"
                )
    return out


def _job_sentence(breakdown: MemoryBreakdown, lang: str) -> str:
    req = breakdown.request
    terms = [
        f"{_TERM[t.key].wording(lang)} {_number(t.gb, lang, 1)} GB"
        for t in breakdown.terms
        if t.key in _TERM and t.nbytes > 0
    ]
    if req.model.kind == "transformer":
        shape = _SAY["context"].wording(lang).format(tokens=f"{req.tokens:,}", batch=req.batch)
    else:
        shape = _SAY["images"].wording(lang).format(px=req.pixels, batch=req.batch)
    return (
        _SAY["job"]
        .wording(lang)
        .format(
            model=req.model.name,
            task=_TASK[req.task].wording(lang),
            precision=req.weight_precision.value.upper(),
            shape=shape,
            total=_number(breakdown.total_gb, lang),
            terms=("、" if lang != "en" else ", ").join(terms),
        )
    )


def _speed_sentence(
    breakdown: MemoryBreakdown,
    gpu: Gpu,
    per: int,
    strategy: str | None,
    cards: int,
    lang: str,
) -> str | None:
    """The speed sentence, or None when the catalog lacks the figure (nothing is guessed)."""
    req = breakdown.request
    if req.task in TRAINING:
        speed = training_speed(breakdown, gpu, cards, RATE_TOKENS, RATE_IMAGES)
        if not speed.hours:
            return None
        seconds = speed.hours * 3600
        if req.model.kind == "transformer":
            return (
                _SAY["train_tokens"]
                .wording(lang)
                .format(
                    rate=_number(RATE_TOKENS / seconds, lang),
                    hours=_number(speed.hours * 1e9 / RATE_TOKENS, lang, 1),
                )
            )
        return _SAY["train_images"].wording(lang).format(rate=_number(RATE_IMAGES / seconds, lang))
    if req.model.kind != "transformer":
        return None
    speed = decode_speed(breakdown, gpu, per, strategy or "single")
    if not speed.tokens_per_s:
        return None
    bound = _number(speed.bound, lang) if speed.bound else "?"
    return (
        _SAY["decode"]
        .wording(lang)
        .format(rate=_number(speed.tokens_per_s, lang), batch=req.batch, bound=bound)
    )


def sizing_data(request: SizingRequest | None) -> dict[str, object] | None:
    """An option's ``sizing`` entry for a quote's data (:class:`QuoteSizing` as a dict), from
    the ranking's sizing request; None when the ranking was not sized."""
    return None if request is None else QuoteSizing.from_request(request).model_dump()
