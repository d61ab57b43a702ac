"""Diagram benchmark: one edit of the build until the chassis diagram's scene is fully updated.

Design budget: 16 ms median (one frame) for the 9-GPU GX630M build (seed SKU 3.7). The script builds
the real main window (offscreen) with the chassis-diagram tab shown, selects the SKU, and then makes
the edits an engineer makes on the diagram, in a cycle: drag card 1 to the bottom slot (the cards
swap), drag it back, Delete the bottom card, Insert a card, then undo twice, redo once and undo
three times (back to the SKU as printed, so the undo stack and the summary's list of changes stay
short). Each change starts where the diagram's own input starts (the scene's request signal, as a
drag's release or a key press emits it, or the undo stack's undo/redo), so the time covers the edit
(rigwright.core.build.diagram), AppState.edit_build and its undo command, the rules' verdicts, the
new diagram's layout, the in-place update of the scene's items and the repaint of the diagram, and
ends when the ``processEvents()`` that follows returns (the diagram's viewport is painted in it). A
second figure goes on processing events until a round paints nothing: the window settled, including
the relayout that the longer summary and verdict list cause. After each change (not timed) the
script checks that the scene's items match the working build and that the edit was made. Prints
median, 95th percentile and max over all changes and the median of each kind of change; the last
line is one JSON object of the figures (keys ending in ``median_ms`` for the medians).

Usage::

    python bench/diagram.py [--repeat N] [--warmup N] [--sku 3.7]
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
sys.path.insert(0, str(ROOT))  # works from a checkout even without `pip install -e .`


def _check_scene(scene, build) -> None:
    """Raise when the scene does not show exactly ``build`` (one item per card, at its place)."""
    diagram = scene.diagram
    if diagram is None or diagram.build != build:
        raise SystemExit("the diagram does not show the working build")
    cards = sorted(k for k in scene.items_by_key if k[0] == "card")
    if cards != [("card", i) for i in range(build.gpu_count)]:
        raise SystemExit(f"the scene has {len(cards)} card items for {build.gpu_count} cards")
    for card in diagram.cards:
        pos = scene.items_by_key[("card", card.index)].pos()
        if abs(pos.x() - card.rect.x) > 1e-6 or abs(pos.y() - card.rect.y) > 1e-6:
            raise SystemExit(f"card {card.index + 1} is not drawn at its slot")


def _p(times: list[float], share: float) -> float:
    ordered = sorted(times)
    return ordered[int(share * (len(ordered) - 1))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=200, help="measured changes (default 200)")
    parser.add_argument(
        "--warmup", type=int, default=8, help="changes before measuring (default 8)"
    )
    parser.add_argument(
        "--sku", default="3.7", help="seed SKU to edit (default 3.7, 9 × GPU GX630M)"
    )
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    from PySide6.QtCore import QEvent, QObject

    class PaintCounter(QObject):
        """Counts the paint events of every widget."""

        def __init__(self) -> None:
            super().__init__()
            self.count = 0

        def eventFilter(self, watched, event) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    from rigwright.core.storage.database import open_catalog
    from rigwright.gui.shell.main_window import MainWindow
    from rigwright.gui.state import AppState
    from rigwright.gui.widgets.fonts import register_fonts

    register_fonts()
    with tempfile.TemporaryDirectory() as tmp:
        catalog = open_catalog(Path(tmp) / "bench.sqlite3")
    state = AppState(catalog)
    window = MainWindow(state)
    window.resize(1366, 768)
    window.show()
    window.tabs.setCurrentWidget(window.build_view)
    state.select_sku(catalog.sku(args.sku))
    app.processEvents()
    panel = window.build_view.diagram_panel
    scene = panel.scene
    build = state.working_build
    slots = [s.opening for s in scene.diagram.slots]
    panel.palette_list.select_model(build.gpus[0].model)  # Insert adds this GPU
    _check_scene(scene, build)

    def last_card() -> int:
        return state.working_build.gpu_count - 1

    stack = state.undo_stack
    # One cycle: four edits, then back through the undo stack to the SKU as printed (the stack
    # stays short, so the summary's list of changes does not grow from cycle to cycle).
    cycle = [
        ("move", 1, lambda: scene.card_move_requested.emit(0, slots[-1])),  # drag card 1 down
        ("move", 1, lambda: scene.card_move_requested.emit(0, slots[0])),  # and back up
        ("remove", 1, lambda: scene.card_remove_requested.emit(last_card())),  # Delete
        ("add", 1, scene.card_add_requested.emit),  # Insert
        ("undo", -1, stack.undo),
        ("undo", -1, stack.undo),
        ("redo", 1, stack.redo),
        ("undo", -1, stack.undo),
        ("undo", -1, stack.undo),
        ("undo", -1, stack.undo),
    ]
    painted = PaintCounter()
    app.installEventFilter(painted)
    times: list[float] = []
    settled: list[float] = []
    by_kind: dict[str, list[float]] = {}
    for n in range(args.warmup + args.repeat):
        kind, step, change = cycle[n % len(cycle)]
        index = stack.index()
        start = time.perf_counter()
        change()
        app.processEvents()
        elapsed = time.perf_counter() - start
        # then until the window is idle: layouts that follow (the summary line, the verdict
        # list) repaint in further rounds of event processing
        for _ in range(100):  # bounded: nothing in the window animates
            before = painted.count
            app.processEvents()
            if painted.count == before:
                break
        idle = time.perf_counter() - start
        _check_scene(scene, state.working_build)
        if stack.index() != index + step:
            raise SystemExit(f"the {kind} did not happen: {panel.message.text()}")
        if n >= args.warmup:
            times.append(elapsed)
            settled.append(idle)
            by_kind.setdefault(kind, []).append(elapsed)

    def ms(seconds: float) -> float:
        return round(seconds * 1000, 2)

    median, p95 = statistics.median(times), _p(times, 0.95)
    gpus = " + ".join(f"{line.count} × {line.model}" for line in build.gpus)
    print(
        f"Change to diagram scene updated, SKU {args.sku} ({gpus}, {build.chassis}), "
        f"{len(times)} changes (QT_QPA_PLATFORM={os.environ['QT_QPA_PLATFORM']}):"
    )
    print(
        f"  median {ms(median):.1f} ms, p95 {ms(p95):.1f} ms, max {ms(max(times)):.1f} ms "
        f"(budget: 16 ms median)"
    )
    print(
        f"  until the whole window is idle: median {ms(statistics.median(settled)):.1f} ms, "
        f"p95 {ms(_p(settled, 0.95)):.1f} ms"
    )
    print(
        "  by change: "
        + ", ".join(
            f"{kind} {ms(statistics.median(t)):.1f} ms (×{len(t)})" for kind, t in by_kind.items()
        )
    )
    figures = {
        "sku": args.sku,
        "changes": len(times),
        "change_to_scene_median_ms": ms(median),
        "change_to_scene_p95_ms": ms(p95),
        "change_to_scene_max_ms": ms(max(times)),
        "change_to_idle_median_ms": ms(statistics.median(settled)),
        "change_to_idle_p95_ms": ms(_p(settled, 0.95)),
        "budget_ms": 16,
        **{f"{kind}_median_ms": ms(statistics.median(t)) for kind, t in by_kind.items()},
    }
    window.close()
    # Tear the window down while Qt is alive: left to interpreter shutdown, PySide6 can
    # crash on the garbage collector's order of deletion.
    window.deleteLater()
    app.processEvents()
    print(json.dumps(figures, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
