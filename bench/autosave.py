"""Autosave benchmark: what one autosave of the open quote costs (docs/reliability.md).

The real main window (offscreen) opens the three-option example quote
(``docs/quote-example-en.json``) unsaved, as a recovered or new quote is. Then, for each round, a
field changes (the notes) and ``Autosaver.save_now`` brings the draft up to date: the JSON written
through ``rigwright.core.io.files.write_atomically`` (temporary file, fsync, rename). Also
timed: a tick with nothing changed (no write), the same with a changed working build, and
``rigwright.core.storage.drafts.write_quote_draft`` alone. Prints median, 90th percentile and max
per case, the draft's size, and last one JSON object of the figures. Uses a temporary database and
drafts folder; the user's data is not touched.

Usage::

    python bench/autosave.py [--rounds N] [--file QUOTE.json]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # works from a checkout even without `pip install -e .`


def summary(name: str, times: list[float]) -> dict[str, float]:
    ms = sorted(t * 1000 for t in times)
    figures = {
        "median_ms": statistics.median(ms),
        "p90_ms": ms[max(0, int(len(ms) * 0.9) - 1)],
        "max_ms": ms[-1],
    }
    print(
        f"{name:<40} median {figures['median_ms']:7.2f} ms   p90 {figures['p90_ms']:7.2f} ms"
        f"   max {figures['max_ms']:7.2f} ms   ({len(ms)} runs)"
    )
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=200, help="autosaves per case (200)")
    parser.add_argument(
        "--file",
        default=str(ROOT / "docs" / "quote-example-en.json"),
        help="the quote opened in the editor",
    )
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as tmp:
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            os.environ[var] = str(Path(tmp) / var.lower())
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance() or QApplication([sys.argv[0]])
        from rigwright.core.quote.document import read_quote_file
        from rigwright.core.storage import drafts
        from rigwright.core.storage.database import open_catalog
        from rigwright.gui.shell.main_window import MainWindow
        from rigwright.gui.state import AppState
        from rigwright.gui.widgets.fonts import register_fonts

        register_fonts()
        db = Path(tmp) / "bench.sqlite3"
        catalog = open_catalog(db)
        state = AppState(catalog, db_path=db)
        window = MainWindow(state)
        window.resize(1366, 768)
        window.show()
        app.processEvents()
        saver = window.autosaver
        saver.set_interval(10**8)  # only the calls below write
        saver.start()
        app.processEvents()

        doc = read_quote_file(args.file)
        editor = window.quotes_tab.editor
        reason = editor.set_document(doc, saved=False)
        if reason:
            print(reason)
            return 1
        app.processEvents()
        saver.save_now()
        size = (saver.folder / drafts.QUOTE_FILE).stat().st_size

        changed, unchanged, build_times, core_times = [], [], [], []
        for i in range(args.rounds):
            editor.notes_edit.setPlainText(f"round {i}")
            editor.commit()
            start = time.perf_counter()
            wrote = saver.save_now()
            changed.append(time.perf_counter() - start)
            assert wrote == 1, wrote
        for _ in range(args.rounds):
            start = time.perf_counter()
            wrote = saver.save_now()
            unchanged.append(time.perf_counter() - start)
            assert wrote == 0, wrote
        base = state.working_build
        for i in range(args.rounds):
            state.edit_build(
                dataclasses.replace(base, memory_gb=base.memory_gb + 16 * (i + 1)), f"memory {i}"
            )
            start = time.perf_counter()
            wrote = saver.save_now()
            build_times.append(time.perf_counter() - start)
            assert wrote == 1, wrote
        current = editor.document()
        for _ in range(args.rounds):
            start = time.perf_counter()
            drafts.write_quote_draft(saver.folder, current, catalog.name)
            core_times.append(time.perf_counter() - start)

        print(f"quote {Path(args.file).name}: {len(doc.options)} options, draft {size:,} bytes")
        figures = {
            "draft_bytes": size,
            "quote_changed": summary("autosave tick, quote changed", changed),
            "nothing_changed": summary("autosave tick, nothing changed", unchanged),
            "build_changed": summary("autosave tick, working build changed", build_times),
            "write_quote_draft": summary(
                "rigwright.core.storage.drafts.write_quote_draft alone", core_times
            ),
        }
        saver.finish()
        editor.set_document(None)
        window.close()
        state.shutdown()
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
