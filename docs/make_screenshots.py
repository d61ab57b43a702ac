"""Renew the screenshots in docs/: each main screen in 简体中文, 繁體中文 and English on a 1366×768
screen (docs/screens/<screen>-<lang>.png), the main window, and the chassis diagram in focus
for a 2-, 4-, 7- and 9-GPU build at 100 %, 125 % and 150 % scaling, light and dark, plus an
edited build with a rule error marked.

Run from the project root:  .venv/bin/python docs/make_screenshots.py [--screens-only]
(needs xvfb-run: Debian xvfb).
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
    {
        "sku": "1.7",
        "scale": "1.25",
        "theme": "light",
        "name": "diagram-4gpu-125-edited",
        "edit": "add",
    },
]


def shoot(sku: str, theme: str, out: Path, edit: str = "") -> None:
    """Open the window at the screen's logical size, focus the diagram of ``sku`` and save."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv)
    from rigwright.core.build.diagram import add_card
    from rigwright.core.storage.database import open_catalog
    from rigwright.gui.shell.main_window import MainWindow
    from rigwright.gui.state import AppState
    from rigwright.gui.widgets.fonts import register_fonts
    from rigwright.gui.widgets.theme import Theme, apply_theme

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


SCREENS = ("guide", "rule-check", "charts", "compare", "gpu-table", "help", "quotes", "present")
"""The main screens: the first-run guide over the configure page with the chassis diagram, the
rule check, the charts, the comparison, the GPU spec table with its help, a quote, and View ▸
Present (the recommendation full screen, for the customer)."""
LANGS = ("zh_CN", "zh_TW", "en")


def shoot_screen(screen: str, lang: str, out: Path) -> None:
    """The whole window at the screen's size, in ``lang``, showing ``screen``."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv)
    from rigwright.core.storage.database import open_catalog
    from rigwright.gui.shell.main_window import MainWindow
    from rigwright.gui.state import AppState
    from rigwright.gui.widgets.fonts import register_fonts
    from rigwright.gui.widgets.i18n import set_language
    from rigwright.gui.widgets.theme import Theme, apply_theme

    register_fonts()
    set_language(lang)
    apply_theme(app, Theme.LIGHT)
    catalog = open_catalog(None, "seed-2020")
    state = AppState(catalog)
    window = MainWindow(state)
    area = app.primaryScreen().availableGeometry()
    window.setGeometry(area)
    window.show()
    state.select_sku(catalog.sku("1.7"))
    if screen == "guide":
        window.tabs.setCurrentWidget(window.build_view)
        window.start_guide()
        window.guide.show_step(2)
    elif screen == "rule-check":
        state.select_sku(catalog.sku("2.5"))  # 5 × Titan RTX: a rule error and its fix
        window.tabs.setCurrentWidget(window.build_check)
    elif screen == "charts":
        window.tabs.setCurrentWidget(window.chart_view)
    elif screen == "compare":
        for candidate in state.sku_candidates()[5:8]:
            state.add_to_compare(candidate)
        window.tabs.setCurrentWidget(window.compare_view)
    elif screen == "gpu-table":
        window.tabs.setCurrentWidget(window.gpu_table)
        window.gpu_table.select_gpu("Quadro RTX8000")
    elif screen == "help":
        window.tabs.setCurrentWidget(window.chart_view)
        window.show_help("workload:cnn")
    elif screen == "quotes":
        window.quotes_tab.new_quote("深圳某某科技有限公司" if lang != "en" else "Acme Robotics")
        window.pages.setCurrentWidget(window.quotes_tab)
    shown = window
    if screen == "present":
        shown = window.present()
        shown.showNormal()  # the screen's size, also where no window manager makes it full
        shown.setGeometry(0, 0, *SCREEN)

    def save() -> None:
        shown.grab().save(str(out), "PNG")
        window.quotes_tab.confirm_discard = lambda: True  # the example quote is not kept
        app.quit()

    QTimer.singleShot(1500, save)  # the configuration search fills the lists meanwhile
    app.exec()


def _xvfb(args: list[str], env: dict[str, str]) -> None:
    subprocess.run(
        [
            "xvfb-run",
            "-a",
            "-s",
            f"-screen 0 {SCREEN[0]}x{SCREEN[1]}x24",
            sys.executable,
            __file__,
            *args,
        ],
        env=env,
        check=True,
        cwd=ROOT,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--one", nargs=4, metavar=("SKU", "THEME", "OUT", "EDIT"), help=argparse.SUPPRESS
    )
    parser.add_argument(
        "--screen", nargs=3, metavar=("SCREEN", "LANG", "OUT"), help=argparse.SUPPRESS
    )
    parser.add_argument(
        "--screens-only", action="store_true", help="only the main screens in the three languages"
    )
    args = parser.parse_args()
    if args.one:
        sku, theme, out, edit = args.one
        shoot(sku, theme, Path(out), "" if edit == "-" else edit)
        return 0
    if args.screen:
        screen, lang, out = args.screen
        shoot_screen(screen, lang, Path(out))
        return 0
    (ROOT / "docs" / "screens").mkdir(exist_ok=True)
    for screen in SCREENS:
        for lang in LANGS:
            env = dict(os.environ)
            env.pop("QT_QPA_PLATFORM", None)
            out = ROOT / "docs" / "screens" / f"{screen}-{lang}.png"
            _xvfb(["--screen", screen, lang, str(out)], env)
            print(out.relative_to(ROOT))
    if args.screens_only:
        return 0
    for shot in SHOTS:
        # A 1366x768 X screen (Xvfb); Qt scales the window's logical size down by the factor,
        # as on a laptop set to 125 % or 150 %.
        env = dict(os.environ, QT_SCALE_FACTOR=shot["scale"])
        env.pop("QT_QPA_PLATFORM", None)
        out = ROOT / "docs" / f"{shot['name']}.png"
        subprocess.run(
            [
                "xvfb-run",
                "-a",
                "-s",
                f"-screen 0 {SCREEN[0]}x{SCREEN[1]}x24",
                sys.executable,
                __file__,
                "--one",
                shot["sku"],
                shot["theme"],
                str(out),
                shot.get("edit", "-"),
            ],
            env=env,
            check=True,
            cwd=ROOT,
        )
        print(out.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main())
