"""Language-switch benchmark: View ▸ Language, from the menu's call until the window is idle.

The script builds the real main window (offscreen, 1366×768) on the seed catalog and switches
its language round the three (zh_CN → zh_TW → en), timing each ``MainWindow.choose_language``
and the event processing after it (every view sets its texts again and repaints). Also times
loading the translations the first time (compiling the ``.ts`` into a fresh cache) and again.
Prints median and max in ms.

Usage::

    python bench/language_switch.py [--rounds N]
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
    parser.add_argument("--rounds", type=int, default=5, help="passes over the three languages")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    scratch = tempfile.mkdtemp(prefix="rigwright-bench-")
    for var in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"):
        os.environ[var] = str(Path(scratch) / var.lower())  # no user settings touched
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    from rigwright.core.catalog.files import load_catalog_files
    from rigwright.gui.shell.main_window import MainWindow
    from rigwright.gui.state import AppState
    from rigwright.gui.widgets import i18n

    start = time.perf_counter()
    i18n.set_language("zh_CN")  # compiles the .ts into the fresh cache
    cold = (time.perf_counter() - start) * 1000
    i18n.set_language("en")
    start = time.perf_counter()
    i18n.set_language("zh_CN")
    warm = (time.perf_counter() - start) * 1000
    i18n.set_language("en")

    state = AppState(load_catalog_files("seed-2020"))
    window = MainWindow(state)
    window.resize(1366, 768)
    window.show()
    app.processEvents()
    times = []
    for _ in range(args.rounds):
        for lang in ("zh_CN", "zh_TW", "en"):
            start = time.perf_counter()
            window.choose_language(lang)
            app.processEvents()
            times.append((time.perf_counter() - start) * 1000)
    state.shutdown()
    print(f"Translations loaded: first {cold:.1f} ms (lrelease into the cache), then {warm:.1f} ms")
    print(
        f"Language switch, whole window, {len(times)} switches: median "
        f"{statistics.median(times):.1f} ms, max {max(times):.1f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
