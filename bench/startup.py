"""Start-up benchmark: process start to the main window shown and the event loop idle.

Design budget: close to the cost of importing Qt + pyqtgraph + SQLAlchemy. The script runs
each measurement in a fresh subprocess (imports are cached within a process) and prints the
medians:

- ``baseline``: a process that only imports PySide6.QtWidgets, pyqtgraph and sqlalchemy;
- ``app``: a process that does what ``gui.app.run`` does (QApplication, bundled fonts,
  ``core.storage.open_catalog``, ``gui.main_window.MainWindow``, show) and quits from the
  first event-loop iteration after the window is shown (``QTimer.singleShot(0, app.quit)``).

Each child reports two times: "since spawn" (wall clock from just before the parent started
the process, so it includes interpreter start-up) and "in script" (``time.perf_counter()``
from the child's first line). The app runs against a throw-away database; the first run
builds it from ``data/`` (reported separately as "cold"), the measured runs open it warm.

Usage::

    python bench/startup.py [--runs N] [--catalog NAME]

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
sys.path.insert(0, str(ROOT))  # works from a checkout even without `pip install -e .`
SPAWN_ENV = "RIGWRIGHT_BENCH_SPAWNED_AT"


def _since_spawn() -> float | None:
    spawned = os.environ.get(SPAWN_ENV)
    return time.time() - float(spawned) if spawned else None


def child_baseline() -> dict:
    import pyqtgraph  # noqa: F401
    import PySide6.QtWidgets  # noqa: F401
    import sqlalchemy  # noqa: F401

    return {"in_script": time.perf_counter() - _T0, "since_spawn": _since_spawn()}


def child_app(db_path: Path, catalog_name: str) -> dict:
    phases: dict[str, float] = {}

    def mark(name: str) -> None:
        phases[name] = time.perf_counter() - _T0

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    mark("import_qt")
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("Rigwright")
    app.setOrganizationName("Rigwright")
    mark("qapplication")

    try:
        from gui import fonts
    except ImportError:
        fonts = None
    if fonts is not None and hasattr(fonts, "register_fonts"):
        fonts.register_fonts()
    mark("fonts")

    from core.storage import open_catalog

    catalog = open_catalog(db_path, catalog_name)
    mark("open_catalog")

    from gui.main_window import MainWindow
    from gui.state import AppState

    mark("import_gui")
    window = MainWindow(AppState(catalog))
    mark("main_window")
    window.show()
    mark("show")
    QTimer.singleShot(0, app.quit)
    rc = app.exec()
    mark("idle")
    since_spawn = _since_spawn()
    if rc != 0:
        raise SystemExit(f"event loop exited with {rc}")
    window.close()
    return {"in_script": phases["idle"], "since_spawn": since_spawn, "phases": phases}


def _run_child(mode: str, extra: list[str]) -> dict:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env[SPAWN_ENV] = repr(time.time())
    result = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child", mode, *extra],
        check=False,
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    if result.returncode != 0:
        raise SystemExit(
            f"{mode} run failed (exit {result.returncode}):\n{result.stdout}\n{result.stderr}"
        )
    return json.loads(result.stdout.strip().splitlines()[-1])


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:9.1f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="measured runs per mode (default 7)")
    parser.add_argument("--catalog", default="seed-2020", help="catalog name (default seed-2020)")
    parser.add_argument("--db", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--child", choices=["baseline", "app"], help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    if args.child == "baseline":
        print(json.dumps(child_baseline()))
        return 0
    if args.child == "app":
        print(json.dumps(child_app(args.db, args.catalog)))
        return 0

    with tempfile.TemporaryDirectory(prefix="rigwright-bench-") as tmp:
        tmp_path = Path(tmp)
        # Keep the benchmark away from the user's real data directory.
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
            os.environ[var] = str(tmp_path / var.lower())
        db = tmp_path / "bench.sqlite3"
        app_args = ["--db", str(db), "--catalog", args.catalog]

        _run_child("baseline", [])  # warm the OS file cache; not counted
        cold = _run_child("app", app_args)  # builds the database
        base = [_run_child("baseline", []) for _ in range(args.runs)]
        app = [_run_child("app", app_args) for _ in range(args.runs)]

    def median(rows: list[dict], key: str) -> float:
        return statistics.median(r[key] for r in rows)

    print(
        f"Start-up benchmark, {args.runs} runs each (median), "
        f"QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM', 'offscreen')}, "
        f"Python {sys.version.split()[0]}"
    )
    print(f"{'':46}{'since spawn':>12}{'in script':>12}")
    b_spawn, b_script = median(base, "since_spawn"), median(base, "in_script")
    a_spawn, a_script = median(app, "since_spawn"), median(app, "in_script")
    print(f"{'baseline: import Qt + pyqtgraph + SQLAlchemy':46}{_ms(b_spawn)}{_ms(b_script)}")
    print(f"{'app: main window shown, loop idle (warm db)':46}{_ms(a_spawn)}{_ms(a_script)}")
    print(
        f"{'app, first run (database built)':46}{_ms(cold['since_spawn'])}{_ms(cold['in_script'])}"
    )
    print(
        f"ratio app / baseline: {a_spawn / b_spawn:.2f} (since spawn), "
        f"{a_script / b_script:.2f} (in script)"
    )
    print("app phases (median, cumulative in script):")
    for name in app[0]["phases"]:
        print(f"  {name:14}{_ms(statistics.median(r['phases'][name] for r in app))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
