"""Catalog-scaling benchmark: how the cost grows with a larger catalog.

For the seed catalog and synthetic N× catalogs made from it (``--scale``, default 10 and 50;
:func:`bench.catalogs.replicated`: N × the GPUs and N × the SKUs, generated in memory, never
shipped), times:

- ``db_build``: ``rigwright.core.storage.database.save_catalog`` of the catalog into a fresh SQLite
  database (schema made first, not timed) and the commit; ``db_read``:
  ``rigwright.core.storage.database.read_catalog`` of it back (what a start reads);
- ``recommend``: ``rigwright.core.recommend.ranking.recommend`` for workload cnn, budget ¥300,000;
- ``search``: ``rigwright.core.search.pareto.search_builds`` on the reference query (cnn, ¥300,000,
  2-8 GPUs; ``bench/search.py`` has the details and the brute-force comparison);
- ``gpu_sort`` / ``gpu_filter``: the GPU spec table's Qt models
  (``rigwright.gui.catalog.gpu_table``: ``GpuTableModel`` with the scores, under
  ``GpuFilterProxy``): sorting by score and by name, and filtering by a name ("rtx", then cleared);
- ``input_change`` (``--window``, default on): ``bench/input_change.py``'s measurement on a
  main window over the catalog (median and p95).

Each figure is the median of ``--runs`` runs (fewer for the slow ones at 50×) after a warm-up.
Prints one line per catalog and, last, one JSON object of the figures (keys
``x<N>_<figure>_ms``; ``x1`` is the seed).

Usage::

    python bench/scaling.py [--scale 10 --scale 50] [--runs 7] [--no-window]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # works from a checkout even without `pip install -e .`

from bench.catalogs import replicated
from rigwright.core.recommend.ranking import Request

RECOMMEND_REQUEST = Request(workload="cnn", budget_cny=300000)
SEARCH_REQUEST = Request(workload="cnn", budget_cny=300000, gpu_count=(2, 8))


def timed(fn: Callable[[], Any], runs: int, setup: Callable[[], Any] | None = None) -> float:
    """Median ms of ``fn()`` over ``runs`` runs after one warm-up (``setup()`` before each,
    not timed)."""
    if setup:
        setup()
    fn()
    times = []
    for _ in range(runs):
        if setup:
            setup()
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def database_figures(catalog, runs: int) -> dict[str, float]:
    """``db_build_ms`` (save and commit into a fresh database, median of ``runs``) and
    ``db_read_ms`` (read it back)."""
    from sqlalchemy.orm import Session

    from rigwright.core.storage.database import (
        make_engine,
        open_catalog,
        read_catalog,
        save_catalog,
        sqlite_url,
    )

    builds, reads = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="rigwright-bench-db-") as tmp:
            path = Path(tmp) / "scale.sqlite3"
            open_catalog(path)  # the schema (and the seed), as a first start makes them
            engine = make_engine(sqlite_url(path))
            try:
                start = time.perf_counter()
                with Session(engine) as session:
                    save_catalog(session, catalog)
                    session.commit()
                builds.append((time.perf_counter() - start) * 1000)
                start = time.perf_counter()
                with Session(engine) as session:
                    back = read_catalog(session, catalog.name)
                reads.append((time.perf_counter() - start) * 1000)
            finally:
                engine.dispose()
            if (
                back is None
                or len(back.gpus) != len(catalog.gpus)
                or len(back.skus) != len(catalog.skus)
            ):
                raise SystemExit(f"{catalog.name}: the database did not give the catalog back")
    return {"db_build_ms": statistics.median(builds), "db_read_ms": statistics.median(reads)}


def table_figures(catalog, runs: int) -> dict[str, float]:
    """The GPU table models' sort and filter at the catalog's size (needs a QApplication)."""
    from PySide6.QtCore import Qt

    from rigwright.core.recommend.ranking import recommend
    from rigwright.gui.catalog.gpu_table import COL_NAME, COL_SCORE, GpuFilterProxy, GpuTableModel

    rec = recommend(catalog, RECOMMEND_REQUEST)
    model = GpuTableModel()
    proxy = GpuFilterProxy()
    proxy.setSourceModel(model)
    model.set_catalog(catalog)
    model.set_scores({g.gpu.name: g.score for g in rec.gpus}, set(rec.recommended_gpu_names))
    order = iter([Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder] * (runs + 2))
    figures = {
        "gpu_sort_score_ms": timed(lambda: proxy.sort(COL_SCORE, next(order)), runs),
        "gpu_sort_name_ms": timed(lambda: proxy.sort(COL_NAME, next(order)), runs),
    }

    def filter_and_clear() -> None:
        proxy.set_filter_text("rtx")
        if proxy.rowCount() == 0:
            raise SystemExit(f"{catalog.name}: the filter found no RTX card")
        proxy.set_filter_text("")

    figures["gpu_filter_ms"] = timed(filter_and_clear, runs)
    if proxy.rowCount() != len(catalog.gpus):
        raise SystemExit(f"{catalog.name}: the cleared filter does not show every GPU")
    return figures


def measure(
    scales: list[int], runs: int = 7, window: bool = True, rounds: int = 3
) -> dict[str, Any]:
    """Every figure for the seed and each N× catalog in ``scales`` (see the module
    docstring); with ``window`` a QApplication must exist. Prints one line per catalog."""
    from bench.input_change import measure as input_change
    from bench.input_change import seed_catalog
    from rigwright.core.recommend.ranking import recommend
    from rigwright.core.search.pareto import search_builds

    seed = seed_catalog()
    figures: dict[str, Any] = {}
    for scale in [1, *scales]:
        catalog = seed if scale == 1 else replicated(seed, scale)
        slow_runs = max(3, runs // (1 if scale < 10 else 2 if scale < 50 else 3))
        key = f"x{scale}"
        row = {"gpus": len(catalog.gpus), "skus": len(catalog.skus)}
        row.update(database_figures(catalog, max(3, slow_runs // 2)))
        row["recommend_ms"] = timed(lambda c=catalog: recommend(c, RECOMMEND_REQUEST), runs)
        row["search_ms"] = timed(lambda c=catalog: search_builds(c, SEARCH_REQUEST), slow_runs)
        if window:
            row.update(table_figures(catalog, runs))
            changes = input_change(catalog, rounds, searches=False)
            row["input_change_median_ms"] = changes["median_ms"]
            row["input_change_p95_ms"] = changes["p95_ms"]
        for name, value in row.items():
            figures[f"{key}_{name}"] = round(value, 2) if isinstance(value, float) else value
        print(
            f"  {key:>4}: {row['gpus']:4d} GPUs {row['skus']:5d} SKUs | "
            + ", ".join(
                f"{name.removesuffix('_ms')} {value:.1f} ms"
                for name, value in row.items()
                if name.endswith("_ms")
            ),
            flush=True,
        )
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--scale", type=int, action="append", help="synthetic catalog sizes (default 10 and 50)"
    )
    parser.add_argument("--runs", type=int, default=7, help="runs per figure (default 7)")
    parser.add_argument(
        "--rounds", type=int, default=3, help="passes over the input changes per window (default 3)"
    )
    parser.add_argument(
        "--no-window",
        action="store_true",
        help="only the pure-Python figures (no Qt tables, no window)",
    )
    args = parser.parse_args(argv)
    app = None
    if not args.no_window:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance() or QApplication([sys.argv[0]])
    print("Catalog scaling (medians):")
    figures = measure(args.scale or [10, 50], args.runs, not args.no_window, args.rounds)
    print(json.dumps(figures))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
