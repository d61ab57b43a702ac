"""Charts benchmark: redrawing each chart after an input change, exporting it, and refreshing
the compare view.

The script builds the real main window (offscreen) on the seed catalog, waits for the
configuration search so the custom builds are on show, and then, for each page of the Charts
tab (GPU metric, price vs performance, multi-GPU scaling, cost efficiency, power):

* redraw: the page shown, the budget is switched between two values through the application
  state (the recommendation, the search and every view react as to a typed budget) and the
  time runs until the ``processEvents()`` that follows returns, the chart redrawn and painted;
* export: ``export_png`` (1600×1000) and ``export_svg`` of the chart to a temporary folder.

First, the time the Charts tab takes to appear the first time it is shown (it is built then,
pyqtgraph and numpy imported). Last, the compare view with four builds (three SKUs and a custom
build) is refreshed after a site change. Prints median and max per figure and, last, one JSON object
of the figures (keys ending in ``median_ms`` for the medians).

Usage::

    python bench/charts.py [--repeat N]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # works from a checkout even without `pip install -e .`


def _timed(fn, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=20, help="timed rounds per figure")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    data_home = tempfile.mkdtemp(prefix="rigwright-bench-")
    os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = data_home

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from rigwright.core.build.rules import CIRCUITS, Site
    from rigwright.core.catalog.files import load_catalog_files
    from rigwright.core.compare.chart_data import custom_candidate
    from rigwright.gui.shell.main_window import MainWindow
    from rigwright.gui.state import AppState

    state = AppState(load_catalog_files("seed-2020"))
    window = MainWindow(state)
    window.resize(1366, 740)
    window.show()

    def settle() -> None:
        deadline = time.perf_counter() + 10
        while (
            state.search_running or state.custom_result is None
        ) and time.perf_counter() < deadline:
            app.processEvents()
            time.sleep(0.005)
        app.processEvents()

    state.set_budget(300000)
    settle()
    figures: dict[str, float] = {}
    out = Path(tempfile.mkdtemp(prefix="rigwright-charts-"))
    # The tab's first show: it is built then, pyqtgraph and numpy imported (the window's
    # start does without them, docs/performance.md).
    first = time.perf_counter()
    window.show_tab("chart_view")
    app.processEvents()
    figures["first_show_ms"] = round((time.perf_counter() - first) * 1000, 1)
    print(
        f"  Charts tab first shown (built, pyqtgraph and numpy imported): "
        f"{figures['first_show_ms']:.1f} ms"
    )
    from rigwright.gui.charts.export import export_png, export_svg
    from rigwright.gui.charts.view import PAGES

    view = window.chart_view
    flip = itertools.cycle([250000, 300000])  # each change a new budget
    print(
        f"Charts: seed-2020, {len(state.candidates())} builds on show "
        f"({len(state.custom_builds)} custom), {args.repeat} rounds"
    )
    for page in PAGES:
        view.show_page(page)
        app.processEvents()

        def change() -> None:
            state.set_budget(next(flip))
            app.processEvents()

        redraw = _timed(change, args.repeat)
        settle()
        chart = view.chart_of(page)
        png = _timed(
            lambda c=chart, p=page: export_png(c, out / f"{p}.png"), max(3, args.repeat // 4)
        )
        svg = _timed(
            lambda c=chart, p=page: export_svg(c, out / f"{p}.svg"), max(3, args.repeat // 4)
        )
        for name, times in (("redraw", redraw), ("png", png), ("svg", svg)):
            figures[f"{page}_{name}_median_ms"] = round(statistics.median(times), 1)
            figures[f"{page}_{name}_max_ms"] = round(max(times), 1)
        print(
            f"  {page:8s} redraw median {statistics.median(redraw):6.1f} ms (max "
            f"{max(redraw):6.1f}); PNG {statistics.median(png):6.1f} ms, "
            f"{(out / f'{page}.png').stat().st_size // 1024} KiB; SVG "
            f"{statistics.median(svg):6.1f} ms, {(out / f'{page}.svg').stat().st_size // 1024} KiB"
        )

    for c in state.sku_candidates()[5:8]:
        state.add_to_compare(c)
    if state.custom_builds:
        state.add_to_compare(custom_candidate(state.custom_builds[0]))
    window.show_tab("compare_view")
    app.processEvents()
    sites = [Site(CIRCUITS["220V/16A"]), Site(CIRCUITS["220V/10A"])]
    turn = itertools.cycle(sites)

    def site_change() -> None:
        state.set_site(next(turn))
        app.processEvents()

    compare = _timed(site_change, args.repeat)
    figures["compare_refresh_median_ms"] = round(statistics.median(compare), 1)
    figures["compare_refresh_max_ms"] = round(max(compare), 1)
    print(
        f"  compare view ({len(state.compared)} builds), site change: median "
        f"{statistics.median(compare):.1f} ms (max {max(compare):.1f})"
    )
    state.shutdown()
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
