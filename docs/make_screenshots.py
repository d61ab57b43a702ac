"""Renew the screenshots in docs/: the main window on a 1366×768 screen, and the chassis diagram
in focus for a 2-, 4-, 7- and 9-GPU build at 100 %, 125 % and 150 % scaling, light and dark,
plus an edited build with a rule error marked.

Run from the project root:  .venv/bin/python docs/make_screenshots.py  (needs xvfb-run:
Debian xvfb).
Each shot runs in its own process, because Qt reads the scale factor once at start-up.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCREEN = (1366, 768)

SHOTS: list[dict[str, str]] = [
    {"sku": "-", "scale": "1", "theme": "light", "name": "main-window", "edit": "window"},
    {"sku": "1.2", "scale": "1", "theme": "light", "name": "diagram-2gpu"},
    {"sku": "1.7", "scale": "1", "theme": "light", "name": "diagram-4gpu"},
    {"sku": "2.4", "scale": "1", "theme": "light", "name": "diagram-7gpu"},
    {"sku": "3.7", "scale": "1", "theme": "light", "name": "diagram-9gpu"},
    {"sku": "3.7", "scale": "1.25", "theme": "light", "name": "diagram-9gpu-125"},
    {"sku": "2.4", "scale": "1.5", "theme": "light", "name": "diagram-7gpu-150"},
    {"sku": "1.7", "scale": "1.5", "theme": "dark", "name": "diagram-4gpu-150-dark"},
    {"sku": "3.7", "scale": "1", "theme": "dark", "name": "diagram-9gpu-dark"},
    {"sku": "1.7", "scale": "1.25", "theme": "light", "name": "diagram-4gpu-125-edited",
     "edit": "add"},
]


def shoot(sku: str, theme: str, out: Path, edit: str = "") -> None:
    """Open the window at the screen's logical size, focus the diagram of ``sku`` and save."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv)
    from core.diagram import add_card
    from core.storage import open_catalog
    from gui.fonts import register_fonts
    from gui.main_window import MainWindow
    from gui.state import AppState
    from gui.theme import Theme, apply_theme

    register_fonts()
    apply_theme(app, Theme(theme))
    catalog = open_catalog(None, "seed-2020")
    state = AppState(catalog)
    window = MainWindow(state)
    screen = app.primaryScreen().geometry()
    window.resize(screen.width(), screen.height())
    window.show()
    if edit == "window":  # the whole window as it opens, on the diagram tab
        window.tabs.setCurrentWidget(window.build_view)
    else:
        state.select_sku(catalog.sku(sku))
        if edit == "add":
            build = state.working_build
            state.edit_build(add_card(build, catalog, build.gpus[0].model), "add a card")
        window.focus_diagram(True)

    def save() -> None:
        window.grab().save(str(out), "PNG")
        app.quit()

    QTimer.singleShot(500, save)
    app.exec()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--one", nargs=4, metavar=("SKU", "THEME", "OUT", "EDIT"),
                        help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        sku, theme, out, edit = args.one
        shoot(sku, theme, Path(out), "" if edit == "-" else edit)
        return 0
    for shot in SHOTS:
        # A 1366x768 X screen (Xvfb); Qt scales the window's logical size down by the factor,
        # as on a laptop set to 125 % or 150 %.
        env = dict(os.environ, QT_SCALE_FACTOR=shot["scale"])
        env.pop("QT_QPA_PLATFORM", None)
        out = ROOT / "docs" / f"{shot['name']}.png"
        subprocess.run(["xvfb-run", "-a", "-s", f"-screen 0 {SCREEN[0]}x{SCREEN[1]}x24",
                        sys.executable, __file__, "--one", shot["sku"], shot["theme"], str(out),
                        shot.get("edit", "-")], env=env, check=True, cwd=ROOT)
        print(out.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main())
