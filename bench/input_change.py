"""Input-change benchmark: one change of the engineer's input until every view has redrawn.

Budget (docs/performance.md): at most 16 ms median (one frame) on the seed catalog, 50 ms on a 50×
synthetic catalog (``--scale 50``, :func:`bench.catalogs.replicated`). The script builds the
real main window (offscreen, 1366×768), then cycles through the workloads, budgets and
GPU-count ranges through the application state, as the input panel does, and times each
change from the setter call to the end of the event processing that follows (views repaint
on the recommendation and selection signals, the chassis scene and chart included). Prints
median, 95th percentile and max over all changes; then, for one change per workload, the
time until the configuration search's custom builds are shown. Last line: one JSON object of
the figures.

Usage::

    python bench/input_change.py [--rounds N] [--scale N]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # works from a checkout even without `pip install -e .`

BUDGET_MS = {1: 16.0, 50: 50.0}
"""Median budget (ms) by catalog scale (1: the seed)."""


def percentile(values: list[float], share: float) -> float:
    """The value at ``share`` (0-1) of ``values`` sorted (nearest rank below)."""
    ordered = sorted(values)
    return ordered[int(share * (len(ordered) - 1))]


def seed_catalog():
    """The seed catalog as the app opens it (through a throw-away database)."""
    from rigwright.core.storage.database import open_catalog

    with tempfile.TemporaryDirectory(prefix="rigwright-bench-") as tmp:
        return open_catalog(Path(tmp) / "bench.sqlite3")


def measure(catalog, rounds: int = 5, searches: bool = True) -> dict:
    """Time input changes on a main window over ``catalog`` (needs a QApplication).

    Args:
        catalog: the :class:`rigwright.core.catalog.model.Catalog` the window shows.
        rounds: passes over every change (workloads, 4 budgets, 4 GPU-count ranges).
        searches: also time one change per workload until the search's builds are shown.

    Returns:
        Figures in ms: ``median_ms``, ``p95_ms``, ``max_ms``, ``changes``; with
        ``searches``, ``to_custom_builds_median_ms`` and ``..._max_ms``.
    """
    from PySide6.QtWidgets import QApplication

    from rigwright.core.recommend.ranking import PROFILES
    from rigwright.gui.shell.main_window import MainWindow
    from rigwright.gui.state import AppState
    from rigwright.gui.widgets.fonts import register_fonts

    app = QApplication.instance()
    register_fonts()
    state = AppState(catalog)
    window = MainWindow(state)
    window.resize(1366, 768)
    window.show()
    import rigwright.gui.shell.app

    # What rigwright.gui.shell.app does once the window is shown (gc.freeze), where this version has
    # it.
    getattr(rigwright.gui.shell.app, "keep_startup_objects", lambda: None)()
    app.processEvents()

    changes = (
        [lambda w=w: state.set_workload(w) for w in PROFILES]
        + [lambda b=b: state.set_budget(b) for b in (60000, 100000, 250000, None)]
        + [lambda c=c: state.set_gpu_count(c) for c in ((2, 4), (5, 7), (8, 9), None)]
    )
    for change in changes:  # warm-up: caches, first paints
        change()
        app.processEvents()
    times = []
    for _ in range(rounds):
        for change in changes:
            start = time.perf_counter()
            change()
            app.processEvents()
            times.append((time.perf_counter() - start) * 1000)
    figures = {
        "changes": len(times),
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(percentile(times, 0.95), 2),
        "max_ms": round(max(times), 2),
    }

    if searches:
        # The custom builds of the configuration search arrive later, off the UI thread:
        # time each change until the SKU list shows them (the search starts once the inputs
        # rest for rigwright.gui.state.SEARCH_DELAY_MS, which is included).
        arrivals = []
        for change in changes[: len(PROFILES)]:
            start = time.perf_counter()
            change()
            while state.search_running and time.perf_counter() - start < 30:
                app.processEvents()
                time.sleep(0.001)
            app.processEvents()
            arrivals.append((time.perf_counter() - start) * 1000)
        figures["to_custom_builds_median_ms"] = round(statistics.median(arrivals), 1)
        figures["to_custom_builds_max_ms"] = round(max(arrivals), 1)
    state.shutdown()
    window.close()
    # Tear the window down while Qt is alive: left to interpreter shutdown, PySide6 can
    # crash on the garbage collector's order of deletion.
    window.deleteLater()
    app.processEvents()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="passes over all changes (default 5)")
    parser.add_argument(
        "--scale",
        type=int,
        default=1,
        help="synthetic N× seed catalog (default 1: the seed itself)",
    )
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])  # noqa: F841
    catalog = seed_catalog()
    if args.scale > 1:
        from bench.catalogs import replicated

        catalog = replicated(catalog, args.scale)
    from rigwright.gui.state import SEARCH_DELAY_MS

    figures = measure(catalog, args.rounds)
    budget = BUDGET_MS.get(args.scale)
    print(
        f"Input change to all views updated, {catalog.name} ({len(catalog.gpus)} GPUs, "
        f"{len(catalog.skus)} SKUs), {figures['changes']} changes "
        f"(QT_QPA_PLATFORM={os.environ['QT_QPA_PLATFORM']}):"
    )
    print(
        f"  median {figures['median_ms']:.1f} ms, p95 {figures['p95_ms']:.1f} ms, "
        f"max {figures['max_ms']:.1f} ms" + (f" (budget: {budget:g} ms median)" if budget else "")
    )
    print(
        f"Input change to custom builds shown: median "
        f"{figures['to_custom_builds_median_ms']:.1f} ms, max "
        f"{figures['to_custom_builds_max_ms']:.1f} ms "
        f"(of which {SEARCH_DELAY_MS} ms waiting for the inputs to rest)"
    )
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
