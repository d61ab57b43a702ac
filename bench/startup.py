"""Start-up benchmark: process start to the main window shown with the first recommendation
rendered, against the import floor, and the resident memory of both.

Budgets (docs/performance.md): start-up at most 1.3 × the floor; resident memory at most 1.5 × the
floor's. Each measurement is a fresh process (imports are cached within a process):

- ``floor``: ``bench/floor.py``, which imports PySide6.QtWidgets, pyqtgraph and SQLAlchemy
  and shows an empty window;
- ``app``: the real start, ``rigwright.gui.shell.entry.main`` as the ``rigwright`` command runs it
  (single instance claim, settings, language ``--lang zh_CN``, theme,
  ``rigwright.core.storage.health.open_at_start`` with its checks and automatic backup,
  ``MainWindow``, the window's last layout, autosave), in its own throw-away HOME and XDG folders.
  An event filter on the SKU ranking, installed once the main window is shown
  (:func:`after_show_hook`), waits until the ranking (the recommendation) has been painted and quits
  from the next event-loop iteration.

Both end at the same point (their window painted, the loop idle) and report then the
wall-clock time since the parent spawned them (interpreter start included) and ``VmRSS``
(``/proc/self/status``). The first app run builds the database (reported as "first start",
not counted); then floor and app runs alternate, ``--runs`` each, and the medians are
compared. The child's time "in script" (from its first line) is given too.

Usage::

    python bench/startup.py [--runs N] [--lang zh_CN]

Runs on Qt's offscreen platform unless QT_QPA_PLATFORM is set.
"""

from __future__ import annotations

import time

_T0 = time.perf_counter()  # as early as possible: "in script" times count from here

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # works from a checkout even without `pip install -e .`

START_RATIO_BUDGET = 1.3
MEMORY_RATIO_BUDGET = 1.5


def child_app(report_path: Path, argv: list[str]) -> int:
    """Run the app (``rigwright.gui.shell.entry.main(argv)``) until the main window is shown with
    its SKU ranking painted, then write the moment and the memory to ``report_path`` as JSON."""
    from rigwright.gui.shell import entry

    # What rigwright.gui.shell.entry.open_window does before Qt is loaded; here the watcher loads it
    # first.
    getattr(entry, "skip_pyside_source_cache", lambda: None)()
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from bench.floor import memory_kb

    app = QApplication.instance() or QApplication([sys.argv[0]])

    class Watcher(QObject):
        """Waits for the main window's SKU ranking to be painted (an event filter on that
        list alone: one on the application would run Python for every event of the start
        and add its own cost to the figure)."""

        def __init__(self, window) -> None:
            super().__init__(app)
            self.window = window
            self.done = False

        def eventFilter(self, watched, event) -> bool:
            if not self.done and event.type() == QEvent.Type.Paint:
                self.done = True
                QTimer.singleShot(0, self.finish)
            return False

        def finish(self) -> None:
            shown_at = time.time()
            rss, peak = memory_kb()
            report_path.write_text(
                json.dumps(
                    {
                        "shown_at": shown_at,
                        "in_script_s": time.perf_counter() - _T0,
                        "rss_kb": rss,
                        "rss_peak_kb": peak,
                        "sku_rows": self.window.sku_ranking.topLevelItemCount(),
                        "window": self.window.windowTitle(),
                    }
                ),
                encoding="utf-8",
            )
            self.window.sku_ranking.viewport().removeEventFilter(self)
            app.quit()

    def watch(window) -> None:
        watcher = Watcher(window)
        window.sku_ranking.viewport().installEventFilter(watcher)

    after_show_hook(watch)
    return entry.main(argv)


def after_show_hook(watch) -> None:
    """Call ``watch(window)`` with the main window once it is shown and before it is
    painted: from ``rigwright.gui.shell.app.keep_startup_objects``, which the start calls right
    after ``show()`` and before the event loop runs. ``rigwright.gui.shell.app`` is patched as it is
    imported (an import hook), not imported here: it is to load as in a real start."""
    import importlib.abc
    import importlib.util

    def patch(module) -> None:
        from PySide6.QtWidgets import QApplication

        kept = module.keep_startup_objects

        def keep_startup_objects() -> None:
            kept()
            window = next(
                w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow"
            )
            watch(window)

        module.keep_startup_objects = keep_startup_objects

    if "rigwright.gui.shell.app" in sys.modules:  # imported already (e.g. by a profiler's harness)
        patch(sys.modules["rigwright.gui.shell.app"])
        return

    class Hook(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path, target=None):
            if name != "rigwright.gui.shell.app":
                return None
            sys.meta_path.remove(self)
            spec = importlib.util.find_spec(name)
            run_module = spec.loader.exec_module

            def exec_module(module) -> None:
                run_module(module)
                patch(module)

            spec.loader.exec_module = exec_module
            return spec

    sys.meta_path.insert(0, Hook())


def isolated_env(home: Path) -> dict[str, str]:
    """This process's environment with HOME, the XDG folders, TMPDIR and the bytecode cache
    (``PYTHONPYCACHEPREFIX``) under ``home`` (created) and Qt's offscreen platform unless
    QT_QPA_PLATFORM is set: the user's own settings and database are never touched."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("XDG_", "PYTHONPATH")) and k != "HOME"
    }
    for var, rel in {
        "HOME": "home",
        "XDG_DATA_HOME": "home/.local/share",
        "XDG_CONFIG_HOME": "home/.config",
        "XDG_CACHE_HOME": "home/.cache",
        "XDG_STATE_HOME": "home/.local/state",
        "XDG_RUNTIME_DIR": "runtime",
        "TMPDIR": "tmp",
    }.items():
        (home / rel).mkdir(parents=True, exist_ok=True, mode=0o700)
        env[var] = str(home / rel)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Compiled bytecode, as an installed app has it (pip and the frozen build compile it),
    # cached in the throw-away folder even where PYTHONDONTWRITEBYTECODE is set; the first
    # (uncounted) runs compile it.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(home / "pycache")
    return env


def _spawn(cmd: list[str], env: dict[str, str], report: Path | None) -> dict:
    """Run ``cmd``; its figures (from ``report``, else its last stdout line) with
    ``since_spawn_s`` added."""
    if report is not None:
        report.unlink(missing_ok=True)
    spawned = time.time()
    done = subprocess.run(
        cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=300, check=False
    )
    text = (
        report.read_text(encoding="utf-8")
        if report is not None and report.exists()
        else (done.stdout.strip().splitlines() or [""])[-1]
    )
    if done.returncode != 0 or not text:
        raise SystemExit(
            f"{' '.join(cmd[1:])} failed (exit {done.returncode}):\n"
            f"{done.stdout[-2000:]}{done.stderr[-2000:]}"
        )
    figures = json.loads(text)
    figures["since_spawn_s"] = figures["shown_at"] - spawned
    return figures


def measure(runs: int = 7, lang: str = "zh_CN") -> dict:
    """Start-up and memory of the app against the floor (see the module docstring).

    Returns:
        Figures: ``floor_start_median_ms``, ``app_start_median_ms`` (since spawn, median of
        ``runs``), ``start_ratio``; ``..._in_script_median_ms``; ``app_first_start_ms``
        (database built); ``floor_rss_mb``, ``app_rss_mb`` (median VmRSS, MiB),
        ``memory_ratio``; min and max of the start times; ``runs``.

    Raises:
        SystemExit: a child failed (its output is in the message).
    """
    with tempfile.TemporaryDirectory(prefix="rigwright-bench-start-") as tmp:
        env = isolated_env(Path(tmp))
        report = Path(tmp) / "report.json"
        floor_cmd = [sys.executable, str(ROOT / "bench" / "floor.py")]
        app_cmd = [
            sys.executable,
            str(Path(__file__).resolve()),
            "--child",
            str(report),
            "--lang",
            lang,
        ]
        _spawn(floor_cmd, env, None)  # warms the OS file cache; not counted
        first = _spawn(app_cmd, env, report)  # builds the database
        rows: dict[str, list[dict]] = {"floor": [], "app": []}
        for _ in range(runs):
            rows["floor"].append(_spawn(floor_cmd, env, None))
            rows["app"].append(_spawn(app_cmd, env, report))
    figures: dict = {
        "runs": runs,
        "lang": lang,
        "sku_rows": rows["app"][-1]["sku_rows"],
        "app_first_start_ms": round(first["since_spawn_s"] * 1000, 1),
    }
    for mode, values in rows.items():
        spawn = [r["since_spawn_s"] * 1000 for r in values]
        figures[f"{mode}_start_median_ms"] = round(statistics.median(spawn), 1)
        figures[f"{mode}_start_min_ms"] = round(min(spawn), 1)
        figures[f"{mode}_start_max_ms"] = round(max(spawn), 1)
        figures[f"{mode}_in_script_median_ms"] = round(
            statistics.median(r["in_script_s"] * 1000 for r in values), 1
        )
        rss = [r["rss_kb"] for r in values if r["rss_kb"] is not None]
        peak = [r["rss_peak_kb"] for r in values if r["rss_peak_kb"] is not None]
        figures[f"{mode}_rss_mb"] = round(statistics.median(rss) / 1024, 1) if rss else None
        figures[f"{mode}_rss_peak_mb"] = round(statistics.median(peak) / 1024, 1) if peak else None
    figures["start_ratio"] = round(
        figures["app_start_median_ms"] / figures["floor_start_median_ms"], 3
    )
    figures["memory_ratio"] = (
        round(figures["app_rss_mb"] / figures["floor_rss_mb"], 3)
        if figures["app_rss_mb"] and figures["floor_rss_mb"]
        else None
    )
    return figures


def print_figures(figures: dict) -> None:
    """Print the start-up and memory figures with their budgets."""

    def verdict(ratio: float | None, budget: float) -> str:
        if ratio is None:
            return "not measured"
        return "within budget" if ratio <= budget else "OVER BUDGET"

    print(
        f"Start-up, median of {figures['runs']} runs each (--lang {figures['lang']}, "
        f"QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM', 'offscreen')}, warm database):"
    )
    print(
        f"  floor (Qt + pyqtgraph + SQLAlchemy, empty window): "
        f"{figures['floor_start_median_ms']:7.1f} ms since spawn "
        f"({figures['floor_in_script_median_ms']:.1f} in script), "
        f"RSS {figures['floor_rss_mb']} MiB"
    )
    print(
        f"  app (main window, {figures['sku_rows']} SKU rows painted):      "
        f"{figures['app_start_median_ms']:7.1f} ms since spawn "
        f"({figures['app_in_script_median_ms']:.1f} in script), RSS {figures['app_rss_mb']} MiB"
    )
    print(f"  app first start (database built): {figures['app_first_start_ms']:.1f} ms")
    print(
        f"  start-up ratio {figures['start_ratio']:.2f} (budget {START_RATIO_BUDGET}): "
        f"{verdict(figures['start_ratio'], START_RATIO_BUDGET)}"
    )
    print(
        f"  memory ratio {figures['memory_ratio']} (budget {MEMORY_RATIO_BUDGET}): "
        f"{verdict(figures['memory_ratio'], MEMORY_RATIO_BUDGET)}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="measured runs per mode (default 7)")
    parser.add_argument(
        "--lang",
        default="zh_CN",
        choices=["zh_CN", "zh_TW", "en"],
        help="the window's language (default zh_CN)",
    )
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        return child_app(args.child, ["--lang", args.lang])
    figures = measure(args.runs, args.lang)
    print_figures(figures)
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
