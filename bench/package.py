"""Installer benchmark: the frozen app's size and start-up time against the budgets.

Budgets (packaging/README.md): installed size at most 250 MB, the compressed package (.tar.gz, .deb)
at most 120 MB each, and the frozen app starts within 1.5× the source tree's start.

- **installed size**: the bytes of every file of the one-folder app (``dist/rigwright``,
  what ``/opt/rigwright`` holds once the .deb is installed), and its disk usage (4 KiB
  blocks). MB are 10^6 bytes.
- **compressed**: each package in ``dist/``: ``*.tar.gz``, ``*.deb``, ``*-setup.exe``, ``*.dmg``.
- **start**: process spawn until the main window is shown and the event loop idle (the
  launcher's ``RIGWRIGHT_SMOKE_SHOWN`` hook, ``packaging/launcher.py``, quits there and
  records the moment), for the frozen app (``dist/rigwright/rigwright``) and the source tree
  (``python packaging/launcher.py``, this interpreter), both ``--lang zh_CN`` on Qt's offscreen
  platform with their own throw-away HOME/XDG folders. One first run each builds the
  database (reported as "first start"); then the runs alternate between the two and the
  medians are compared.

Usage (after ``python packaging/build.py --tar --deb``)::

    python bench/package.py [--runs N] [--app dist/rigwright]

Prints the figures, one line each, and last one JSON object of them all.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SMOKE_ENV = "RIGWRIGHT_SMOKE_SHOWN"

INSTALLED_BUDGET = 250e6
COMPRESSED_BUDGET = 120e6
START_RATIO_BUDGET = 1.5


def folder_size(folder: Path) -> tuple[int, int]:
    """(bytes of all files, disk usage in bytes) of ``folder``; symlinks count as links."""
    size = usage = 0
    for path in folder.rglob("*"):
        st = path.lstat()
        if path.is_symlink() or path.is_file():
            size += st.st_size
        usage += st.st_blocks * 512
    return size, usage


def _env(home: Path) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("XDG_", "QT_", "PYTHONPATH")) and k != "HOME"
    }
    for var, rel in {
        "HOME": "home",
        "XDG_DATA_HOME": "home/.local/share",
        "XDG_CONFIG_HOME": "home/.config",
        "XDG_CACHE_HOME": "home/.cache",
        "XDG_STATE_HOME": "home/.local/state",
        "TMPDIR": "tmp",
    }.items():
        (home / rel).mkdir(parents=True, exist_ok=True)
        env[var] = str(home / rel)
    env["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM", "offscreen")
    return env


def start_once(cmd: list[str], env: dict[str, str], report: Path) -> float:
    """Seconds from spawning ``cmd`` to its main window shown (the launcher's report)."""
    report.unlink(missing_ok=True)
    spawned = time.time()
    done = subprocess.run(
        [*cmd, "--lang", "zh_CN"],
        env={**env, SMOKE_ENV: str(report)},
        cwd=env["HOME"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    if done.returncode != 0 or not report.exists():
        raise SystemExit(
            f"{cmd[0]} did not start (exit {done.returncode}):\n"
            f"{done.stdout[-2000:]}{done.stderr[-2000:]}"
        )
    return json.loads(report.read_text(encoding="utf-8"))["shown_at"] - spawned


def start_times(app_exe: Path, runs: int) -> dict[str, float]:
    """Median start times (s) of the frozen app and the source tree over ``runs`` runs each,
    and their first (database-building) starts."""
    modes = {
        "frozen": [str(app_exe)],
        "source": [sys.executable, str(ROOT / "packaging" / "launcher.py")],
    }
    times: dict[str, list[float]] = {m: [] for m in modes}
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="rigwright-bench-package-") as tmp:
        envs = {m: _env(Path(tmp) / m) for m in modes}
        for mode, cmd in modes.items():
            figures[f"{mode}_first_start_s"] = start_once(cmd, envs[mode], Path(tmp) / "r.json")
        for _ in range(runs):
            for mode, cmd in modes.items():
                times[mode].append(start_once(cmd, envs[mode], Path(tmp) / "r.json"))
    for mode, values in times.items():
        figures[f"{mode}_start_median_s"] = statistics.median(values)
        figures[f"{mode}_start_min_s"] = min(values)
        figures[f"{mode}_start_max_s"] = max(values)
    figures["start_ratio"] = figures["frozen_start_median_s"] / figures["source_start_median_s"]
    figures["runs"] = runs
    return figures


def measure(app: Path, dist: Path, runs: int = 5) -> dict:
    """Every figure: sizes of ``app`` (the one-folder build) and of the packages in ``dist``,
    and start times over ``runs`` runs (0: no start times)."""
    size, usage = folder_size(app)
    figures: dict = {
        "installed_bytes": size,
        "installed_disk_usage_bytes": usage,
        "packages": {
            p.name: p.stat().st_size
            for p in sorted(
                [
                    *dist.glob("*.tar.gz"),
                    *dist.glob("*.deb"),
                    *dist.glob("*-setup.exe"),
                    *dist.glob("*.dmg"),
                ]
            )
        },
    }
    if runs:
        exe = {
            "win32": app / "rigwright.exe",
            "darwin": app / "Contents" / "MacOS" / "rigwright",
        }.get(sys.platform, app / app.name)
        figures.update(start_times(exe, runs))
    return figures


def sizes_over_budget(figures: dict) -> list[str]:
    """The size budgets ``figures`` break, one line each (empty: all kept)."""
    over = []
    if figures["installed_bytes"] > INSTALLED_BUDGET:
        over.append(f"installed {figures['installed_bytes'] / 1e6:.1f} MB > 250 MB")
    for name, size in figures["packages"].items():
        if size > COMPRESSED_BUDGET:
            over.append(f"{name} {size / 1e6:.1f} MB > 120 MB")
    return over


def print_figures(figures: dict) -> None:
    """Print ``figures`` one per line with their budgets, then as one JSON object."""

    def verdict(ok: bool) -> str:
        return "within budget" if ok else "OVER BUDGET"

    print(
        f"installed size: {figures['installed_bytes'] / 1e6:.1f} MB "
        f"(disk usage {figures['installed_disk_usage_bytes'] / 1e6:.1f} MB); budget 250 MB: "
        f"{verdict(figures['installed_bytes'] <= INSTALLED_BUDGET)}"
    )
    for name, size in figures["packages"].items():
        print(f"{name}: {size / 1e6:.1f} MB; budget 120 MB: {verdict(size <= COMPRESSED_BUDGET)}")
    if "start_ratio" in figures:
        print(
            f"start to main window shown, median of {figures['runs']} runs "
            f"(--lang zh_CN, offscreen, warm database):"
        )
        for mode in ("source", "frozen"):
            print(
                f"  {mode:6}: {figures[f'{mode}_start_median_s'] * 1000:7.0f} ms "
                f"(min {figures[f'{mode}_start_min_s'] * 1000:.0f}, "
                f"max {figures[f'{mode}_start_max_s'] * 1000:.0f}; first start, "
                f"database built: {figures[f'{mode}_first_start_s'] * 1000:.0f} ms)"
            )
        print(
            f"  frozen / source: {figures['start_ratio']:.2f}; budget 1.5: "
            f"{verdict(figures['start_ratio'] <= START_RATIO_BUDGET)}"
        )
    print(json.dumps(figures))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="start-up runs per mode (default 7)")
    parser.add_argument(
        "--app",
        type=Path,
        default=ROOT / "dist" / "rigwright",
        help="the one-folder app (default dist/rigwright)",
    )
    args = parser.parse_args(argv)
    if not args.app.is_dir():
        print(
            f"bench/package.py: no app at {args.app}: run python packaging/build.py first",
            file=sys.stderr,
        )
        return 2
    print_figures(measure(args.app, args.app.parent, args.runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
