"""Run every benchmark and check the budgets: ``python -m bench`` from the checkout.

1. start-up and resident memory against the import floor (``bench/startup.py``, fresh
   processes);
2. an input change to all views updated on the seed catalog (``bench/input_change.py``);
3. the quote PDF export of the three-option example (``bench/pdf_export.py``);
4. catalog scaling: the seed and synthetic 10× and 50× catalogs (``bench/scaling.py``:
   database build and read, recommendation, configuration search, GPU table sort and filter,
   input change).

Prints the machine, one line per benchmark as it runs, then a table of the figures against
their budgets, and, as its last line, one JSON object of every figure (``machine``,
``startup``, ``input_change``, ``pdf``, ``scaling``, ``budgets``). Exit status 0 whether or
not a budget is met (the table says which are); 1 when a benchmark fails. Uses Qt's
offscreen platform unless QT_QPA_PLATFORM is set, and throw-away databases and settings.

Usage::

    python -m bench [--runs N] [--rounds N] [--scale 10 --scale 50] [--quick]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

BUDGETS = {
    "start_ratio": 1.3,  # start-up / floor
    "memory_ratio": 1.5,  # resident memory after start / floor's
    "input_change_median_ms": 16.0,
    "input_change_x50_median_ms": 50.0,
    "pdf_median_ms": 300.0,  # strictly under
}


def machine() -> dict[str, Any]:
    """The machine the figures come from: CPU model, logical CPUs, RAM, OS, Python, PySide6,
    Qt platform and the load average when the run started (no paths, no host name)."""
    info: dict[str, Any] = {
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "os": platform.platform(terse=True),
    }
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as cpuinfo:
            info["cpu"] = next(
                (
                    line.split(":", 1)[1].strip()
                    for line in cpuinfo
                    if line.startswith("model name")
                ),
                platform.processor(),
            )
    except OSError:
        info["cpu"] = platform.processor() or platform.machine()
    try:
        with open("/proc/meminfo", encoding="ascii") as meminfo:
            kib = int(next(line for line in meminfo if line.startswith("MemTotal")).split()[1])
        info["ram_gib"] = round(kib / 2**20, 1)
    except (OSError, StopIteration, ValueError):
        info["ram_gib"] = None
    try:
        with open("/etc/os-release", encoding="utf-8") as release:
            fields = dict(line.rstrip("\n").split("=", 1) for line in release if "=" in line)
        info["os"] = fields.get("PRETTY_NAME", info["os"]).strip('"')
    except OSError:
        pass
    try:
        import PySide6

        info["pyside6"] = PySide6.__version__
    except ImportError:
        info["pyside6"] = None
    try:
        info["load_average"] = [round(x, 2) for x in os.getloadavg()]
    except OSError:
        info["load_average"] = None
    info["qt_platform"] = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    return info


def _verdict(value: float | None, budget: float, strict: bool = False) -> str:
    if value is None:
        return "not measured"
    ok = value < budget if strict else value <= budget
    return "met" if ok else "OVER"


def table(figures: dict[str, Any]) -> list[str]:
    """The figures against their budgets, one text line each (with a heading)."""
    start, change, pdf, scaling = (
        figures["startup"],
        figures["input_change"],
        figures["pdf"],
        figures["scaling"],
    )
    rows: list[tuple[str, str, str, str]] = [
        (
            "start-up: spawn to main window shown, first recommendation painted",
            (
                f"{start['app_start_median_ms']:.0f} ms "
                f"(floor {start['floor_start_median_ms']:.0f} ms) = {start['start_ratio']:.2f}×"
            ),
            f"≤ {BUDGETS['start_ratio']}× floor",
            _verdict(start["start_ratio"], BUDGETS["start_ratio"]),
        ),
        (
            "resident memory after start (VmRSS)",
            (
                f"{start['app_rss_mb']} MiB (floor {start['floor_rss_mb']} MiB) = "
                f"{start['memory_ratio']}×"
            ),
            f"≤ {BUDGETS['memory_ratio']}× floor",
            _verdict(start["memory_ratio"], BUDGETS["memory_ratio"]),
        ),
        (
            "input change to all views updated, seed (median / p95)",
            f"{change['median_ms']:.1f} / {change['p95_ms']:.1f} ms",
            f"≤ {BUDGETS['input_change_median_ms']:g} ms median",
            _verdict(change["median_ms"], BUDGETS["input_change_median_ms"]),
        ),
        (
            "quote PDF, three options (median)",
            f"{pdf['median_ms']:.1f} ms",
            f"< {BUDGETS['pdf_median_ms']:g} ms",
            _verdict(pdf["median_ms"], BUDGETS["pdf_median_ms"], strict=True),
        ),
    ]
    for key in sorted({k.split("_", 1)[0] for k in scaling}, key=lambda k: int(k[1:])):
        if key == "x1":
            continue
        median = scaling.get(f"{key}_input_change_median_ms")
        if median is not None:
            budget = BUDGETS["input_change_x50_median_ms"] if key == "x50" else None
            rows.append(
                (
                    f"input change, {key} catalog (median / p95)",
                    f"{median:.1f} / {scaling[f'{key}_input_change_p95_ms']:.1f} ms",
                    f"≤ {budget:g} ms median" if budget else "-",
                    _verdict(median, budget) if budget else "-",
                )
            )
    width = max(len(r[0]) for r in rows)
    value_width = max(len(r[1]) for r in rows)
    lines = [f"{'figure':<{width}}  {'measured':<{value_width}}  {'budget':<18}  verdict"]
    lines += [f"{a:<{width}}  {b:<{value_width}}  {c:<18}  {d}" for a, b, c, d in rows]
    names = [
        ("db_build_ms", "database build"),
        ("db_read_ms", "database read"),
        ("recommend_ms", "recommendation"),
        ("search_ms", "configuration search"),
        ("gpu_sort_score_ms", "GPU table sort (score)"),
        ("gpu_sort_name_ms", "GPU table sort (name)"),
        ("gpu_filter_ms", "GPU table filter"),
        ("input_change_median_ms", "input change (median)"),
    ]
    keys = sorted({k.split("_", 1)[0] for k in scaling}, key=lambda k: int(k[1:]))
    lines.append("")
    heads = [f"{k} ({scaling[k + '_gpus']} GPUs, {scaling[k + '_skus']} SKUs)" for k in keys]
    lines.append(f"{'catalog scaling, median ms':<28}" + "".join(f"{h:>28}" for h in heads))
    for name, label in names:
        if f"{keys[0]}_{name}" in scaling:
            lines.append(f"{label:<28}" + "".join(f"{scaling[f'{k}_{name}']:>28.1f}" for k in keys))
    return lines


def run(runs: int, rounds: int, scales: list[int]) -> dict[str, Any]:
    """Every benchmark; returns the figures (see the module docstring)."""
    from bench import input_change, pdf_export, scaling, startup

    figures: dict[str, Any] = {"machine": machine()}
    m = figures["machine"]
    print(
        f"Machine: {m['cpu']}, {m['cpus']} logical CPUs, {m['ram_gib']} GiB RAM, {m['os']}, "
        f"Python {m['python']}, PySide6 {m['pyside6']}, QT_QPA_PLATFORM={m['qt_platform']}, "
        f"load average {m['load_average']}",
        flush=True,
    )
    print(f"[1/4] start-up and memory ({runs} runs each)…", flush=True)
    figures["startup"] = startup.measure(runs)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="rigwright-bench-")
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[var] = str(Path(scratch) / var.lower())  # no user settings touched
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    print(f"[2/4] input change, seed catalog ({rounds} rounds)…", flush=True)
    figures["input_change"] = input_change.measure(input_change.seed_catalog(), rounds)
    print(f"[3/4] quote PDF ({max(runs, 5)} exports)…", flush=True)
    figures["pdf"] = pdf_export.measure(pdf_export.DEFAULT_FILE, max(runs, 5))
    print(f"[4/4] catalog scaling (seed, {', '.join(f'{s}×' for s in scales)})…", flush=True)
    figures["scaling"] = scaling.measure(scales, runs, window=True, rounds=max(1, rounds // 2))
    figures["budgets"] = BUDGETS
    figures["machine"]["load_average_end"] = machine()["load_average"]
    del app
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--runs",
        type=int,
        default=7,
        help="start-up runs per mode, PDF exports, runs per scaling figure (7)",
    )
    parser.add_argument(
        "--rounds",
        type=int,
        default=5,
        help="passes over the input changes on the seed (5; half at scale)",
    )
    parser.add_argument(
        "--scale", type=int, action="append", help="synthetic catalog sizes (default 10 and 50)"
    )
    parser.add_argument(
        "--quick", action="store_true", help="a fast, rough run: 3 runs, 2 rounds, 10× and 50×"
    )
    args = parser.parse_args(argv)
    runs, rounds = (3, 2) if args.quick else (args.runs, args.rounds)
    try:
        figures = run(runs, rounds, args.scale or [10, 50])
    except SystemExit as exc:  # a benchmark's own one-line failure
        print(f"python -m bench: {exc}", file=sys.stderr)
        return 1
    print()
    for line in table(figures):
        print(line)
    print(json.dumps(figures, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
