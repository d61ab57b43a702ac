"""Input-change benchmark: one change of the engineer's input until every view has redrawn.

Design budget: within one frame (16 ms) on the seed catalog. The script builds the real main
window (offscreen), then cycles through the workloads, budgets and GPU-count ranges through
the application state, as the input panel does, and times each change from the setter call to
the end of the event processing that follows (views repaint on the recommendation and
selection signals, the chassis scene and chart included). Prints median, 90th percentile and
max over all changes; then, for one change per workload, the time until the configuration
search's custom builds are shown.

Usage::

    python bench/input_change.py [--rounds N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # works from a checkout even without `pip install -e .`


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="passes over all changes (default 5)")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    from core.recommend import PROFILES
    from core.storage import open_catalog
    from gui.fonts import register_fonts
    from gui.main_window import MainWindow
    from gui.state import AppState

    register_fonts()
    with tempfile.TemporaryDirectory() as tmp:
        catalog = open_catalog(Path(tmp) / "bench.sqlite3")
    state = AppState(catalog)
    window = MainWindow(state)
    window.resize(1366, 768)
    window.show()
    app.processEvents()

    changes = (
        [lambda w=w: state.set_workload(w) for w in PROFILES]
        + [lambda b=b: state.set_budget(b) for b in (60000, 100000, 250000, None)]
        + [lambda c=c: state.set_gpu_count(c) for c in ((2, 4), (5, 7), (8, 9), None)]
    )
    times = []
    for _ in range(args.rounds):
        for change in changes:
            start = time.perf_counter()
            change()
            app.processEvents()
            times.append(time.perf_counter() - start)
    times.sort()
    p90 = times[int(0.9 * (len(times) - 1))]
    print(f"Input change to all views updated, {len(times)} changes "
          f"(QT_QPA_PLATFORM={os.environ['QT_QPA_PLATFORM']}):")
    print(f"  median {statistics.median(times) * 1000:.1f} ms, p90 {p90 * 1000:.1f} ms, "
          f"max {times[-1] * 1000:.1f} ms (budget: 16 ms)")

    # The custom builds of the configuration search arrive later, off the UI thread: time
    # each change until the SKU list shows them (the search starts once the inputs rest for
    # gui.state.SEARCH_DELAY_MS, which is included).
    from gui.state import SEARCH_DELAY_MS

    arrivals = []
    for change in changes[: len(PROFILES)]:
        start = time.perf_counter()
        change()
        while state.search_running and time.perf_counter() - start < 10:
            app.processEvents()
            time.sleep(0.001)
        app.processEvents()
        arrivals.append(time.perf_counter() - start)
    print(f"Input change to custom builds shown, {len(arrivals)} changes: median "
          f"{statistics.median(arrivals) * 1000:.1f} ms, max {max(arrivals) * 1000:.1f} ms "
          f"(of which {SEARCH_DELAY_MS} ms waiting for the inputs to rest)")
    window.close()
    # Tear the window down while Qt is alive: left to interpreter shutdown, PySide6 can
    # crash on the garbage collector's order of deletion.
    window.deleteLater()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
