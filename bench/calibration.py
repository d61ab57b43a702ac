"""Speed estimates against published measurements: for each row of
``bench/calibration_data.toml`` (a measurement with its source), the sizing's estimate on the
same GPU, model, precision and card count, and the ratio estimate / published.

Usage::

    python bench/calibration.py [--json]

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
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

DATA = ROOT / "bench" / "calibration_data.toml"

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


def _gpu(name: str):  # noqa: ANN202 - a catalog Gpu
    from rigwright.core.catalog.files import load_catalog_files

    for catalog in ("seed-2020", "current"):
        found = {g.name: g for g in load_catalog_files(catalog).gpus}
        if name in found:
            return found[name]
    raise KeyError(name)


def estimate(row: dict) -> float | None:  # type: ignore[type-arg]
    """The sizing's figure for ``row``, in the row's unit; None when it cannot be estimated."""
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
        return speed.tokens_per_s
    compute = Precision.FP16 if precision in (Precision.BF16, Precision.FP16) else precision
    peak = peak_tflops(gpu, compute)
    if peak is None:
        return None
    effective = scaling(cards, gpu)
    if row["kind"] == "train_images":
        flops = 3 * (model.gflops_per_image or 0) * 1e9
        return peak * 1e12 * IMAGE_TRAINING_UTILISATION * effective / flops
    per_token = 6 * model.compute_params
    tokens_per_s = peak * 1e12 * TRAINING_MFU * effective / per_token
    if row["unit"] == "sequences/s":
        return tokens_per_s / max(int(row.get("sequence") or 1), 1)
    return tokens_per_s


def main(argv: list[str] | None = None) -> int:
    """Print the table (or JSON) of estimate against published, with each row's source."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = tomllib.loads(DATA.read_text(encoding="utf-8")).get("measurement", [])
    out = []
    for row in rows:
        try:
            value = estimate(row)
        except (KeyError, ValueError) as exc:
            value, why = None, f"not estimated: {exc}"
        else:
            why = "" if value is not None else "no peak for this precision"
        ratio = value / row["value"] if value else None
        out.append({**row, "estimate": value, "ratio": ratio, "why": why})
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    print(f"{'id':28} {'kind':12} {'gpu':28} {'published':>12} {'estimate':>12} {'ratio':>6}")
    for r in out:
        est = f"{r['estimate']:.1f}" if r["estimate"] else r["why"][:12]
        ratio = f"{r['ratio']:.2f}" if r["ratio"] else "-"
        print(f"{r['id']:28} {r['kind']:12} {r['gpu']:28} {r['value']:>12g} {est:>12} {ratio:>6}")
    for kind in ("decode", "train_images", "train_tokens"):
        ratios = [r["ratio"] for r in out if r["kind"] == kind and r["ratio"]]
        if ratios:
            print(
                f"{kind}: median ratio {statistics.median(ratios):.2f} over {len(ratios)} rows "
                f"(min {min(ratios):.2f}, max {max(ratios):.2f})"
            )
    print("sources:")
    for r in out:
        print(f"  {r['id']}: {r['source']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
