"""``rigwright size``: a model's memory need for a task as a breakdown, and for each GPU of
the catalog the fewest cards that hold it, how, and how fast."""

from __future__ import annotations

import argparse
import math
from typing import TYPE_CHECKING, Any, TextIO

from rigwright.core.cli.inputs import EXIT_OK, UsageError, open_catalog
from rigwright.core.cli.output import print_table, write_json

if TYPE_CHECKING:
    from rigwright.core.sizing.memory import SizingRequest
    from rigwright.core.sizing.report import SizingReport
    from rigwright.core.sizing.zoo import ModelSpec

CUSTOM_FIGURES = (
    ("params", "parameters, e.g. 13e9"),
    ("active_params", "parameters one token computes with (mixture of experts)"),
    ("layers", "transformer layers"),
    ("hidden_size", "hidden size"),
    ("intermediate_size", "MLP width"),
    ("heads", "attention heads"),
    ("kv_heads", "KV heads (GQA/MQA; default: the attention heads)"),
    ("head_dim", "per-head dimension (default: hidden size / heads)"),
    ("vocab_size", "vocabulary size"),
    ("max_context", "longest context, tokens"),
)
"""A custom model's figures as ``rigwright size`` takes them (``--params``, ``--layers`` …)."""


def add_job_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments that describe a job to size (model, task, precision, shape, data), on
    ``parser``: shared by ``size`` and ``recommend``."""
    from rigwright.core.sizing.memory import Optimizer, Task
    from rigwright.core.sizing.precision import Precision

    parser.add_argument("--model", metavar="ID", help="a model of the zoo (size --list shows them)")
    parser.add_argument(
        "--task",
        default=None,
        type=str.lower,
        choices=[t.value for t in Task],
        help="what is done with the model (default: inference)",
    )
    parser.add_argument(
        "--precision",
        default=None,
        type=str.lower,
        choices=[p.value for p in Precision],
        help="the weights' precision (default: bf16)",
    )
    parser.add_argument("--context", metavar="TOKENS", help="tokens per sequence")
    parser.add_argument("--batch", metavar="N", help="sequences or images at once (default 1)")
    parser.add_argument("--tokens", metavar="N", help="training tokens in all")
    parser.add_argument(
        "--epochs", metavar="N", help="passes over the data (with --dataset-tokens)"
    )
    parser.add_argument("--dataset-tokens", metavar="N", help="tokens in the training data")
    parser.add_argument("--images", metavar="N", help="training images in all (image models)")
    parser.add_argument("--resolution", metavar="PX", help="image side in pixels (image models)")
    parser.add_argument(
        "--optimizer",
        default=None,
        type=str.lower,
        choices=[o.value for o in Optimizer],
        help="the training optimizer (default: adamw)",
    )
    parser.add_argument(
        "--checkpointing", action="store_true", help="activation checkpointing (training)"
    )
    parser.add_argument("--lora-rank", metavar="R", help="LoRA rank (default 16)")
    for name, text in CUSTOM_FIGURES:
        parser.add_argument(
            f"--{name.replace('_', '-')}", metavar="N", help=f"custom model: {text}"
        )


def add_size_parser(sub: Any) -> argparse.ArgumentParser:
    """The ``size`` subcommand's arguments on ``sub``; returns its parser."""
    size = sub.add_parser(
        "size",
        help="how much memory a model needs for a task, and which GPUs hold it",
        description="Size a model for a task: memory as a breakdown (GB = 10^9 bytes; a "
        "card's printed memory is GiB, less a 10 % reserve), then, for each GPU of the "
        "catalog, the fewest cards that hold it and how (docs/sizing.md).",
    )
    size.add_argument("--list", action="store_true", help="list the model zoo")
    add_job_arguments(size)
    size.add_argument("--json", action="store_true", help="print JSON")
    return size


def _number(text: str | None, field: str, *, whole: bool = True) -> float | None:
    """A positive number as typed ("13e9", "70_000", "4,096"), None when not given.

    Raises:
        UsageError: not a number, not positive, or (``whole``) not a whole number."""
    if text is None or not text.strip():
        return None
    try:
        value = float(text.strip().replace("_", "").replace(",", ""))
    except ValueError:
        raise UsageError(f"{field}: {text!r} is not a number") from None
    if not math.isfinite(value) or value <= 0:
        raise UsageError(f"{field}: must be more than 0, got {text!r}")
    if whole and value != int(value):
        raise UsageError(f"{field}: must be a whole number, got {text!r}")
    return value


def _whole(text: str | None, field: str) -> int | None:
    value = _number(text, field)
    return int(value) if value is not None else None


MAX_TRAINING_TOKENS = 1e15
"""The most training tokens a job may name: about 70 × the largest published pretraining run
(Llama 3, 15.6e12 tokens, Meta 2024); beyond it a typing slip (1e300) printed "inf h"."""


def _check_job_options(args: argparse.Namespace, kind: str, name: str) -> None:
    """Refuse an option the job cannot use rather than ignore it: a context or training
    tokens for an image model, a resolution or images for a language model, training data
    for inference.

    Raises:
        UsageError: the message names the option and says what to give instead.
    """
    wrong: tuple[str, ...]
    if kind == "transformer":
        wrong = ("resolution", "images")
        instead = f"{name} is a language model: give --context (and --tokens to train)"
    else:
        wrong = ("context", "tokens", "epochs", "dataset_tokens")
        instead = f"{name} is an image model: give --resolution (and --images to train)"
    for option in wrong:
        if getattr(args, option) is not None:
            raise UsageError(f"{option.replace('_', '-')}: {instead}")
    if (args.task or "inference") == "inference":
        for option in ("tokens", "epochs", "dataset_tokens", "images"):
            if getattr(args, option) is not None:
                raise UsageError(
                    f"{option.replace('_', '-')}: training data goes with a training task "
                    "(--task full, lora, qlora, pretrain or train), not inference"
                )


def job_from_args(
    args: argparse.Namespace,
) -> tuple[SizingRequest, float | None, float | None] | None:
    """The job the arguments describe with its training tokens and images; None when no
    model is given.

    Raises:
        UsageError: an unknown model, a bad figure or an impossible combination (the message
            names the field).
    """
    from rigwright.core.sizing.memory import Optimizer, SizingError, SizingRequest, Task
    from rigwright.core.sizing.precision import Precision
    from rigwright.core.sizing.zoo import ZooError, custom_model, find_model

    figures = {name: getattr(args, name) for name, _ in CUSTOM_FIGURES}
    given = [name for name, value in figures.items() if value is not None]
    try:
        if args.model is not None and given:
            raise UsageError(
                f"{given[0].replace('_', '-')}: a custom figure goes without --model "
                "(give the model's figures, or a zoo id)"
            )
        if args.model is not None:
            model = find_model(args.model)
        elif given:
            numbers = {
                ("attention_heads" if name == "heads" else name): _whole(
                    value, name.replace("_", "-")
                )
                for name, value in figures.items()
            }
            model = custom_model(**numbers)
        else:
            given = [
                f"--{n.replace('_', '-')}"
                for n in ("task", "precision", "context", "tokens", "epochs", "images")
                if getattr(args, n) is not None
            ]
            if given:
                raise UsageError(f"{given[0][2:]}: goes with --model (or a custom model's figures)")
            return None
        _check_job_options(args, model.kind, model.name)
        tokens = _number(args.tokens, "tokens")
        epochs = _number(args.epochs, "epochs", whole=False)
        dataset = _number(args.dataset_tokens, "dataset-tokens")
        if (epochs is None) != (dataset is None):
            raise UsageError("epochs: give --epochs and --dataset-tokens together")
        if tokens is not None and epochs is not None:
            raise UsageError("tokens: give --tokens or --epochs with --dataset-tokens, not both")
        if epochs is not None and dataset is not None:
            tokens = epochs * dataset
        if tokens is not None and tokens > MAX_TRAINING_TOKENS:
            raise UsageError(
                f"tokens: {tokens:.3g} is more than {MAX_TRAINING_TOKENS:.0e} training tokens "
                "(the largest published pretraining runs use about 1.5e13)"
            )
        request = SizingRequest(
            model=model,
            task=Task(args.task or "inference"),
            precision=Precision(args.precision or "bf16"),
            batch=_whole(args.batch, "batch") or 1,
            context=_whole(args.context, "context"),
            resolution=_whole(args.resolution, "resolution"),
            optimizer=Optimizer(args.optimizer or "adamw"),
            checkpointing=args.checkpointing,
            lora_rank=_whole(args.lora_rank, "lora-rank") or 16,
        )
    except (ZooError, SizingError) as exc:
        raise UsageError(str(exc)) from None
    return request, tokens, _number(args.images, "images")


def run_size(args: argparse.Namespace, out: TextIO) -> int:
    """``rigwright size``: the breakdown and the fits as JSON or tables; exit 2 for a model,
    a figure or a combination the sizing refuses (the message names the field)."""
    from rigwright.core.catalog.markets import for_market
    from rigwright.core.cli.market import command_market, market_json, market_line
    from rigwright.core.sizing.report import size_in_catalog
    from rigwright.core.sizing.zoo import zoo

    if args.list:
        return _print_zoo(zoo(), args.json, out)
    job = job_from_args(args)
    if job is None:
        raise UsageError(
            "model: give --model ID (rigwright size --list), or a custom model's figures"
        )
    request, tokens, images = job
    catalog = open_catalog(args)
    # Only cards a workstation takes, and only those sold in the market (--market, else the
    # vendor profile's).
    market, source = command_market(args)
    catalog = for_market(catalog, market, workstation=True)
    report = size_in_catalog(request, catalog, tokens=tokens, images=images)
    if args.json:
        write_json({**report.as_json(), "market": market_json(market, source)}, out)
        return EXIT_OK
    print(market_line(market, source), file=out)
    _print_report(report, out)
    return EXIT_OK


def _print_zoo(models: dict[str, ModelSpec], as_json: bool, out: TextIO) -> int:
    if as_json:
        write_json([spec.model_dump(exclude_none=True) for spec in models.values()], out)
        return EXIT_OK
    rows = [
        [
            spec.id,
            spec.name,
            spec.kind,
            f"{spec.params / 1e9:.2f}B"
            + (f" ({spec.compute_params / 1e9:.1f}B active)" if spec.is_moe else ""),
            f"{spec.max_context:,}" if spec.max_context else f"{spec.resolution} px",
        ]
        for spec in models.values()
    ]
    print_table(rows, ["Id", "Name", "Kind", "Parameters", "Context"], out, right={3, 4})
    return EXIT_OK


def _print_report(report: SizingReport, out: TextIO) -> None:
    breakdown = report.breakdown
    req = breakdown.request
    shape = (
        f"batch {req.batch} × {req.tokens:,} tokens"
        if req.model.kind == "transformer"
        else f"batch {req.batch} × {req.pixels} px"
    )
    print(f"{req.model.name}: {req.task.value} in {req.weight_precision.value}, {shape}", file=out)
    print_table(
        [[t.key, f"{t.gb:,.2f}", t.formula, t.source] for t in breakdown.terms]
        + [["total", f"{breakdown.total_gb:,.2f}", "", ""]],
        ["Term", "GB", "Formula", "Source"],
        out,
        right={1},
    )
    for note in (*breakdown.notes, *breakdown.assumptions):
        print(f"- {note}", file=out)
    print(f"- at most {report.max_cards} cards: the catalog's largest box", file=out)
    rows = []
    for row in report.rows:
        fit = row.fit
        if fit.count is None:
            verdict = (
                f"does not fit: needs {fit.per_gpu_gb:,.1f} GB a card on {report.max_cards}, "
                f"has {fit.usable_gb:,.1f}"
                if fit.usable_bytes
                else "memory unknown"
            )
            rows.append([fit.gpu, "-", verdict, "", ""])
            continue
        speed = row.speed
        rate = ""
        if speed is not None and speed.tokens_per_s is not None:
            rate = f"{speed.tokens_per_s:,.0f} tokens/s"
        elif speed is not None and speed.hours is not None:
            rate = f"{speed.hours:,.1f} h"
        elif speed is not None and speed.missing is not None:
            rate = str(speed.missing)
        rows.append(
            [
                fit.gpu,
                str(fit.count),
                (fit.strategy or "").replace("_", " ")
                + (" + checkpointing" if fit.checkpointing else ""),
                f"{fit.per_gpu_gb:,.1f} / {fit.usable_gb:,.1f}",
                rate,
            ]
        )
    print_table(rows, ["GPU", "Cards", "Split", "GB a card / usable", "Speed"], out, right={1})
