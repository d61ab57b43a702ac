"""Speed estimates against published measurements: for each row of
``bench/calibration_data.toml`` (a measurement with its source), the sizing's estimate on the
same GPU, model, precision and card count, its physical bound, the ratio estimate / published
and the utilisation the published figure implies (published ÷ bound, the figure a utilisation
constant of ``core/sizing/speed.py`` is calibrated against).

Usage::

    python bench/calibration.py [--json | --markdown]

Decode rows compare tokens/s (llama.cpp's quantized formats map to the nearest precision of
the sizing: Q8_0 -> int8, Q4 formats -> int4; their real bits per weight are noted). Training
rows compare images/s (3 × forward FLOPs an image) or tokens/s (6 × parameters a token).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

DATA = ROOT / "bench" / "calibration_data.toml"

KINDS = ("decode", "train_images", "train_tokens")

PRECISIONS = {
    "fp32": "fp32",
    "tf32": "fp32",
    "bf16": "bf16",
    "fp16": "fp16",
    "fp8": "fp8",
    "int8": "int8",
    "int4": "int4",
    "q8_0": "int8",
    "q4_0": "int4",
    "q4_k_m": "int4",
}


@dataclass(frozen=True, slots=True)
class Estimate:
    """The sizing's figure for one row (``value``, in the row's unit) and its physical bound
    (``bound``: decode at the full memory bandwidth, training at the full peak of every card),
    both None when the sizing cannot estimate the row."""

    value: float | None
    bound: float | None


def rows(path: Path = DATA) -> list[dict]:  # type: ignore[type-arg]
    """The ``[[measurement]]`` tables of ``path``."""
    return tomllib.loads(path.read_text(encoding="utf-8")).get("measurement", [])


def _gpu(name: str):  # noqa: ANN202 - a catalog Gpu
    from rigwright.core.catalog.files import load_catalog_files

    for catalog in ("seed-2020", "current"):
        found = {g.name: g for g in load_catalog_files(catalog).gpus}
        if name in found:
            return found[name]
    raise KeyError(name)


def estimate_row(row: dict) -> Estimate:  # type: ignore[type-arg]
    """The sizing's estimate for ``row`` and its physical bound; KeyError for an unknown GPU,
    model or precision."""
    from rigwright.core.sizing.memory import SizingRequest, Task, memory_breakdown
    from rigwright.core.sizing.precision import Precision
    from rigwright.core.sizing.speed import (
        IMAGE_TRAINING_UTILISATION,
        TRAINING_MFU,
        decode_speed,
        peak_tflops,
        scaling,
    )
    from rigwright.core.sizing.zoo import find_model

    gpu = _gpu(row["gpu"])
    model = find_model(row["model"])
    precision = Precision(PRECISIONS[row["precision"]])
    cards = int(row.get("gpu_count", 1))
    if row["kind"] == "decode":
        context = max(int(row.get("sequence") or 512), 1)
        request = SizingRequest(
            model,
            Task.INFERENCE,
            precision,
            batch=int(row.get("batch") or 1),
            context=min(context, model.max_context or context),
        )
        strategy = "single" if cards == 1 else "tensor_parallel"
        speed = decode_speed(memory_breakdown(request), gpu, cards, strategy)
        return Estimate(speed.tokens_per_s, speed.bound)
    compute = Precision.FP16 if precision in (Precision.BF16, Precision.FP16) else precision
    peak = peak_tflops(gpu, compute)
    if peak is None:
        return Estimate(None, None)
    effective = scaling(cards, gpu)
    if row["kind"] == "train_images":
        per_unit = 3 * (model.gflops_per_image or 0) * 1e9
        utilisation = IMAGE_TRAINING_UTILISATION
    else:
        per_unit = 6 * model.compute_params
        if row["unit"] == "sequences/s":
            per_unit *= max(int(row.get("sequence") or 1), 1)
        utilisation = TRAINING_MFU
    return Estimate(
        peak * 1e12 * utilisation * effective / per_unit,
        peak * 1e12 * cards / per_unit,
    )


def estimate(row: dict) -> float | None:  # type: ignore[type-arg]
    """The sizing's figure for ``row``, in the row's unit; None when it cannot be estimated."""
    return estimate_row(row).value


def compare(data: list[dict] | None = None) -> list[dict]:  # type: ignore[type-arg]
    """Each row with ``estimate``, ``bound``, ``ratio`` (estimate / published), ``implied``
    (published / bound: the utilisation the measurement implies) and ``why`` (when not
    estimated)."""
    out = []
    for row in rows() if data is None else data:
        try:
            est = estimate_row(row)
        except (KeyError, ValueError) as exc:
            est, why = Estimate(None, None), f"not estimated: {exc}"
        else:
            why = "" if est.value is not None else "no peak for this precision"
        published = float(row["value"])
        out.append(
            {
                **row,
                "estimate": est.value,
                "bound": est.bound,
                "ratio": est.value / published if est.value else None,
                "implied": published / est.bound if est.bound else None,
                "why": why,
            }
        )
    return out


def summary(out: list[dict]) -> dict[str, dict[str, float]]:  # type: ignore[type-arg]
    """Per kind: rows, median / min / max ratio and median implied utilisation."""
    result = {}
    for kind in KINDS:
        ratios = [r["ratio"] for r in out if r["kind"] == kind and r["ratio"]]
        implied = [r["implied"] for r in out if r["kind"] == kind and r["implied"]]
        if ratios:
            result[kind] = {
                "rows": len(ratios),
                "median_ratio": statistics.median(ratios),
                "min_ratio": min(ratios),
                "max_ratio": max(ratios),
                "median_implied": statistics.median(implied),
            }
    return result


def _label(url: str) -> str:
    """``owner/repo: path`` of a GitHub blob URL (the commit left to the link), else the URL."""
    parts = url.removeprefix("https://github.com/").split("/")
    if url.startswith("https://github.com/") and len(parts) > 4 and parts[2] == "blob":
        return f"{parts[0]}/{parts[1]}: {'/'.join(parts[4:])}"
    return url


def markdown(out: list[dict]) -> str:  # type: ignore[type-arg]
    """The table of docs/sizing.md's Calibration section: id, GPU, published, estimate, ratio,
    source (linked; the table, row and column are in the data file and the plain output)."""
    lines = [
        "| id | GPU | published | estimate | ratio | source |",
        "|---|---|--:|--:|--:|---|",
    ]
    for r in out:
        est = f"{r['estimate']:.1f}" if r["estimate"] else r["why"]
        ratio = f"{r['ratio']:.2f}" if r["ratio"] else "-"
        url = r["source"].split(" ", 1)[0]
        lines.append(
            f"| {r['id']} | {r['gpu']} | {r['value']:g} {r['unit']} | {est} | {ratio} | "
            f"[{_label(url)}]({url}) |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Print the table (or JSON, or the docs' Markdown table) of estimate against published,
    with each row's source."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--json", action="store_true")
    group.add_argument("--markdown", action="store_true", help="the table of docs/sizing.md")
    args = parser.parse_args(argv)
    out = compare()
    if args.json:
        print(json.dumps({"rows": out, "summary": summary(out)}, ensure_ascii=False, indent=2))
        return 0
    if args.markdown:
        print(markdown(out))
        return 0
    print(
        f"{'id':34} {'kind':12} {'gpu':24} {'published':>10} {'estimate':>10} {'ratio':>6} "
        f"{'implied':>7}"
    )
    for r in out:
        est = f"{r['estimate']:.1f}" if r["estimate"] else r["why"][:10]
        ratio = f"{r['ratio']:.2f}" if r["ratio"] else "-"
        implied = f"{r['implied']:.3f}" if r["implied"] else "-"
        print(
            f"{r['id']:34} {r['kind']:12} {r['gpu'][:24]:24} {r['value']:>10g} {est:>10} "
            f"{ratio:>6} {implied:>7}"
        )
    for kind, s in summary(out).items():
        print(
            f"{kind}: median ratio {s['median_ratio']:.2f} over {s['rows']} rows "
            f"(min {s['min_ratio']:.2f}, max {s['max_ratio']:.2f}); "
            f"median implied utilisation {s['median_implied']:.3f}"
        )
    print("sources:")
    for r in out:
        print(f"  {r['id']}: {r['source']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
