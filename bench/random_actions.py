"""Random-action run: drive the real window with random valid actions for a while, then read
the log for tracebacks.

The window is started through the app's own start (``rigwright.gui.shell.entry.main``: logging,
settings, theme, database, autosave) on a throw-away database and user folders; a timer then does
one random action every ``--interval`` ms through the widgets, as a person would with mouse and
keyboard (``QTest``): selects rows and tabs, types into fields (valid and invalid text),
turns spin boxes, picks combo-box entries, clicks buttons and check boxes, triggers menu
actions (languages, themes, pages, undo/redo, add to quote or comparison), presses keys on
the chassis diagram, and answers the dialogs that open (typing into them, then Cancel, Esc or
OK). Quit and actions that leave the app (opening folders or URLs) are left out. The random
generator is seeded (``--seed``), so a run repeats its choices as long as the window's
contents are the same.

At the end it prints the actions done by kind, every error record of the app's log file
(``rigwright.core.io.logs.log_file()``) with the actions before it, and one JSON line; the exit code
is 1 when the log holds a traceback or an ERROR record.

Usage (a real display under Xvfb, or Qt's offscreen platform without ``DISPLAY``)::

    xvfb-run -a -s "-screen 0 1366x768x24" python bench/random_actions.py --minutes 10 --seed 1
    python bench/random_actions.py --minutes 1 --seed 7 --lang en
"""

from __future__ import annotations

import argparse
import collections
import json
import logging
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # works from a checkout even without `pip install -e .`

TEXTS = (
    "250000",
    "5万",
    "5萬",
    "¥50,000",
    "50,000",
    "50k",
    "",
    "0",
    "-1",
    "1e999",
    "NaN",
    "abc",
    "８０００",
    "3.5",
    "1,000,000,000",
    "\u202eevil",
    "x" * 300,
    "Acme 有限公司",
    "=HYPERLINK(1)",
    "12",
    "1.005",
    "99",
)
"""What the run types into text fields: valid figures in the notations people use, and
the invalid ones a hurried hand or a pasted cell gives."""

KEYS = (
    "Up",
    "Down",
    "Home",
    "End",
    "PageDown",
    "PageUp",
    "Return",
    "Delete",
    "Insert",
    "Space",
    "Tab",
    "Escape",
    "Left",
    "Right",
)
"""Keys pressed on item views and the diagram."""

EXCLUDED_ACTIONS = ("quit_action",)
"""Main-window actions never triggered (they end the run)."""


def _isolate(home: Path) -> None:
    """Point every per-user folder at ``home``: the user's own data is never touched."""
    for name in (
        "HOME",
        "XDG_DATA_HOME",
        "XDG_CONFIG_HOME",
        "XDG_CACHE_HOME",
        "XDG_STATE_HOME",
        "XDG_RUNTIME_DIR",
    ):
        folder = home / name.lower()
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        os.environ[name] = str(folder)
    os.environ["RIGWRIGHT_LOG_DIR"] = str(home / "logs")
    os.chdir(home)  # a file name typed into a save dialog lands here, not in the checkout
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def type_text(widget, text: str) -> None:
    """Type ``text`` into ``widget`` key by key; characters outside ASCII (which
    ``QTest.keyClicks`` cannot map to a key) arrive as key events carrying the text, as an
    input method delivers them."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    for char in text:
        if char.isascii() and char.isprintable():
            QTest.keyClick(widget, char)
            continue
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(
                widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char)
            )


class Driver:
    """Does one random action per tick on the app's top window or its open dialog.

    Args:
        rng: the seeded generator every choice comes from.
        until: ``time.monotonic()`` at which the run stops.
        history: the last actions done (kind and a short description), newest last.
    """

    def __init__(self, rng: random.Random, until: float, on_finish=None) -> None:
        self.rng = rng
        self.until = until
        self.on_finish = on_finish
        self.finished = False
        self.counts: collections.Counter[str] = collections.Counter()
        self.history: collections.deque[str] = collections.deque(maxlen=40)
        self.slowest: tuple[float, str] = (0.0, "")
        self.window = None
        self._busy = False

    # --- what is on screen -------------------------------------------------------------
    def _top(self):
        from PySide6.QtWidgets import QApplication

        popup = QApplication.activePopupWidget()
        if popup is not None:
            return popup
        modal = QApplication.activeModalWidget()
        if modal is not None:
            return modal
        return self.window

    @staticmethod
    def _usable(widget) -> bool:
        return widget.isVisible() and widget.isEnabled() and widget.width() > 0

    def _widgets(self, root, kind):
        return [w for w in root.findChildren(kind) if self._usable(w)]

    # --- one action ----------------------------------------------------------------------
    def tick(self) -> None:
        """The periodic timer's slot: the action itself runs from a timer of its own, so
        that this one fires again inside a dialog's event loop the action opens (Qt never
        fires a timer inside its own slot)."""
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self._step)

    def _step(self) -> None:
        """One action (from a dialog's own event loop: the dialog is then the top, and the
        action is done on it)."""
        from PySide6.QtWidgets import QApplication

        if self.finished or (
            self._busy
            and QApplication.activeModalWidget() is None
            and QApplication.activePopupWidget() is None
        ):
            return
        if time.monotonic() >= self.until:
            self.finish()
            return
        top = self._top()
        if top is None:
            return
        was_busy, self._busy = self._busy, True
        start = time.perf_counter()
        try:
            label = self._act(top)
        finally:
            self._busy = was_busy
        took = time.perf_counter() - start
        self.history.append(f"{time.strftime('%H:%M:%S')} {label}")
        if took > self.slowest[0]:
            self.slowest = (took, label)

    def _act(self, top) -> str:
        from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

        if isinstance(top, QMenu):
            top.close()
            return self._count("menu", "closed a popup menu")
        if top is not self.window and (isinstance(top, QMessageBox) or self.rng.random() < 0.4):
            return self._answer(top)
        kinds = [
            (self._item_view, 22),
            (self._tab, 10),
            (self._line_edit, 12),
            (self._spin, 12),
            (self._combo, 8),
            (self._check, 5),
            (self._button, 7),
            (self._menu_action, 10),
            (self._diagram, 8),
            (self._undo_redo, 4),
            (self._resize, 1),
        ]
        actions, weights = zip(*kinds, strict=True)
        for _ in range(5):  # another kind when the one drawn has nothing on screen
            label = self.rng.choices(actions, weights)[0](top)
            if label:
                return label
        QApplication.processEvents()
        return self._count("idle", "nothing to do")

    def _count(self, kind: str, label: str) -> str:
        self.counts[kind] += 1
        return f"{kind}: {label}"

    @staticmethod
    def _name(widget) -> str:
        text = ""
        for getter in ("text", "title", "windowTitle", "placeholderText"):
            value = getattr(widget, getter, None)
            if callable(value):
                try:
                    text = value()
                except TypeError:
                    continue
                if text:
                    break
        return f"{type(widget).__name__}({widget.objectName() or text[:30]!r})"

    def _answer(self, dialog) -> str:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QDialog, QMessageBox

        roll = self.rng.random()
        name = self._name(dialog)
        if isinstance(dialog, QMessageBox):
            buttons = dialog.buttons()
            if buttons and roll < 0.7:
                button = self.rng.choice(buttons)
                label = f"answered {name} with {button.text()!r}"
                button.click()
                return self._count("dialog", label)
        if roll < 0.5:
            QTest.keyClick(dialog, Qt.Key.Key_Escape)
            if dialog.isVisible() and isinstance(dialog, QDialog):
                dialog.reject()
            return self._count("dialog", f"escaped {name}")
        if isinstance(dialog, QDialog) and roll < 0.6:
            dialog.accept()
            return self._count("dialog", f"accepted {name}")
        return (
            self._line_edit(dialog)
            or self._button(dialog)
            or self._count("dialog", f"left {name} open")
        )

    def _item_view(self, top) -> str | None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QAbstractItemView

        views = [v for v in self._widgets(top, QAbstractItemView) if v.model() is not None]
        if not views:
            return None
        view = self.rng.choice(views)
        model = view.model()
        rows = model.rowCount(view.rootIndex())
        if rows and self.rng.random() < 0.6:
            index = model.index(self.rng.randrange(rows), 0, view.rootIndex())
            view.scrollTo(index, QAbstractItemView.ScrollHint.EnsureVisible)
            rect = view.visualRect(index)
            if rect.isValid():
                QTest.mouseClick(
                    view.viewport(),
                    Qt.MouseButton.LeftButton,
                    Qt.KeyboardModifier.NoModifier,
                    rect.center(),
                )
                return self._count("row", f"clicked row {index.row()} of {self._name(view)}")
        key = self.rng.choice(KEYS[:6])
        view.setFocus()
        QTest.keyClick(view, getattr(Qt.Key, f"Key_{key}"))
        return self._count("row", f"pressed {key} in {self._name(view)}")

    def _tab(self, top) -> str | None:
        from PySide6.QtWidgets import QTabBar

        bars = [b for b in self._widgets(top, QTabBar) if b.count() > 1]
        if not bars:
            return None
        bar = self.rng.choice(bars)
        index = self.rng.randrange(bar.count())
        bar.setCurrentIndex(index)
        return self._count("tab", f"tab {bar.tabText(index)!r}")

    def _line_edit(self, top) -> str | None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit

        edits = [
            e
            for e in self._widgets(top, QLineEdit)
            if not e.isReadOnly() and not isinstance(e.parent(), (QAbstractSpinBox, QComboBox))
        ]
        if not edits:
            return None
        edit = self.rng.choice(edits)
        text = self.rng.choice(TEXTS)
        edit.setFocus()
        edit.selectAll()
        type_text(edit, text[:60])
        if self.rng.random() < 0.5:
            QTest.keyClick(edit, Qt.Key.Key_Return)
        return self._count("type", f"typed {text[:20]!r} into {self._name(edit)}")

    def _spin(self, top) -> str | None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QAbstractSpinBox

        spins = [s for s in self._widgets(top, QAbstractSpinBox) if not s.isReadOnly()]
        if not spins:
            return None
        spin = self.rng.choice(spins)
        spin.setFocus()
        roll = self.rng.random()
        if roll < 0.5:
            key = self.rng.choice(("Up", "Down", "PageUp", "PageDown"))
            QTest.keyClick(spin, getattr(Qt.Key, f"Key_{key}"))
            label = f"pressed {key}"
        else:
            spin.selectAll()
            text = self.rng.choice(("0", "1", "2", "4", "8", "9", "12", "", "100", "-3"))
            type_text(spin, text)
            QTest.keyClick(spin, Qt.Key.Key_Return)
            label = f"typed {text!r}"
        return self._count("spin", f"{label} in {self._name(spin)}")

    def _combo(self, top) -> str | None:
        from PySide6.QtWidgets import QComboBox

        combos = [c for c in self._widgets(top, QComboBox) if c.count() > 1]
        if not combos:
            return None
        combo = self.rng.choice(combos)
        index = self.rng.randrange(combo.count())
        combo.setCurrentIndex(index)
        combo.activated.emit(index)  # as a pick from the list does
        return self._count("combo", f"picked {combo.itemText(index)!r}")

    def _check(self, top) -> str | None:
        from PySide6.QtWidgets import QCheckBox, QRadioButton

        boxes = self._widgets(top, QCheckBox) + self._widgets(top, QRadioButton)
        if not boxes:
            return None
        box = self.rng.choice(boxes)
        box.click()
        return self._count("check", f"clicked {self._name(box)}")

    def _button(self, top) -> str | None:
        from PySide6.QtWidgets import QPushButton, QToolButton

        excluded = self._excluded()
        buttons = [
            b
            for b in self._widgets(top, QPushButton) + self._widgets(top, QToolButton)
            if not isinstance(b, QToolButton) or b.defaultAction() not in excluded
        ]
        if not buttons:
            return None
        button = self.rng.choice(buttons)
        label = f"clicked {self._name(button)}"
        button.click()
        return self._count("button", label)

    def _excluded(self) -> list:
        return [
            getattr(self.window, name) for name in EXCLUDED_ACTIONS if hasattr(self.window, name)
        ]

    def _menu_action(self, top) -> str | None:
        from PySide6.QtGui import QAction

        if top is not self.window:
            return None
        excluded = self._excluded()
        actions = []
        for menu_action in self.window.menuBar().actions():
            menu = menu_action.menu()
            if menu is None:
                continue
            for action in menu.actions():
                if action.menu() is not None:
                    actions.extend(action.menu().actions())
                elif not action.isSeparator():
                    actions.append(action)
        actions = [
            a for a in actions if a.isEnabled() and a not in excluded and isinstance(a, QAction)
        ]
        if not actions:
            return None
        action = self.rng.choice(actions)
        label = f"menu {action.text().replace('&', '')!r}"
        action.trigger()
        return self._count("menu", label)

    def _diagram(self, top) -> str | None:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QGraphicsView

        views = self._widgets(top, QGraphicsView)
        if not views:
            return None
        view = self.rng.choice(views)
        viewport = view.viewport()
        point = QPoint(
            self.rng.randrange(max(1, viewport.width())),
            self.rng.randrange(max(1, viewport.height())),
        )
        roll = self.rng.random()
        if roll < 0.5:
            QTest.mouseClick(
                viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
            )
            return self._count("diagram", f"clicked the diagram at {point.x()},{point.y()}")
        if roll < 0.7:
            end = QPoint(self.rng.randrange(max(1, viewport.width())), point.y())
            QTest.mousePress(
                viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
            )
            QTest.mouseMove(viewport, end)
            QTest.mouseRelease(
                viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end
            )
            return self._count("diagram", f"dragged on the diagram {point.x()}→{end.x()}")
        key = self.rng.choice(("Delete", "Insert", "Left", "Right", "Tab"))
        view.setFocus()
        QTest.keyClick(viewport, getattr(Qt.Key, f"Key_{key}"))
        return self._count("diagram", f"pressed {key} on the diagram")

    def _undo_redo(self, top) -> str | None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        if top is not self.window:
            return None
        redo = self.rng.random() < 0.4
        modifiers = Qt.KeyboardModifier.ControlModifier
        if redo:
            modifiers |= Qt.KeyboardModifier.ShiftModifier
        QTest.keyClick(self.window, Qt.Key.Key_Z, modifiers)
        return self._count("undo", "redo" if redo else "undo")

    def _resize(self, top) -> str | None:
        if top is not self.window or self.window.isMaximized():
            return None
        width, height = self.rng.choice(((1366, 740), (1280, 690), (1600, 900)))
        self.window.resize(width, height)
        return self._count("resize", f"{width}×{height}")

    def finish(self) -> None:
        """Close what is open and end the event loop (no close question: the run's work is
        thrown away)."""
        from PySide6.QtWidgets import QApplication

        self.finished = True
        for widget in QApplication.topLevelWidgets():
            if widget is not self.window and widget.isVisible():
                widget.close()
        if self.on_finish is not None:
            self.on_finish()
        else:
            QApplication.exit(0)


class ErrorWatch(logging.Handler):
    """Keeps every ERROR record (and any record with a traceback) with the actions before
    it, whatever the app's own handlers do with it."""

    def __init__(self, driver: Driver) -> None:
        super().__init__(logging.DEBUG)
        self.driver = driver
        self.found: list[dict] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.levelno < logging.ERROR and not record.exc_info:
            return
        self.found.append(
            {
                "message": record.getMessage()[:500],
                "logger": record.name,
                "traceback": self.format(record) if record.exc_info else "",
                "before": list(self.driver.history)[-12:],
            }
        )


def log_errors(log_file: Path) -> tuple[int, int]:
    """The tracebacks and ERROR/CRITICAL records in the app's log file."""
    try:
        text = log_file.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return 0, 0
    errors = sum(1 for line in text.splitlines() if " ERROR " in line or " CRITICAL " in line)
    return text.count("Traceback (most recent call last)"), errors


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="length of the run")
    parser.add_argument("--seed", type=int, default=1, help="the random generator's seed")
    parser.add_argument("--interval", type=int, default=60, help="ms between two actions")
    parser.add_argument("--lang", default="zh_CN", choices=("zh_CN", "zh_TW", "en"))
    parser.add_argument("--keep", type=Path, help="copy the log folder here at the end")
    args = parser.parse_args(argv)
    if args.keep:
        args.keep = args.keep.resolve()  # before the run leaves the working folder

    home = Path(tempfile.mkdtemp(prefix="rigwright-random-"))
    _isolate(home)

    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QDesktopServices
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    # Opening a folder or a link would start another program: noted, not done.
    QDesktopServices.openUrl = staticmethod(lambda url: True)  # type: ignore[method-assign]

    from rigwright.core.io import logs
    from rigwright.gui.shell import entry
    from rigwright.gui.shell.main_window import MainWindow

    driver = Driver(random.Random(args.seed), time.monotonic() + args.minutes * 60)
    watch = ErrorWatch(driver)
    watch.setFormatter(logging.Formatter("%(message)s"))
    logging.getLogger().addHandler(watch)

    timer = QTimer()
    timer.setInterval(args.interval)
    timer.timeout.connect(driver.tick)

    def attach() -> None:
        windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
        if not windows:
            QTimer.singleShot(100, attach)
            return
        driver.window = windows[0]
        driver.until = time.monotonic() + args.minutes * 60
        timer.start()

    QTimer.singleShot(200, attach)
    started = time.monotonic()
    code = entry.main(["--db", str(home / "random.sqlite3"), "--lang", args.lang])
    elapsed = time.monotonic() - started
    timer.stop()
    logging.getLogger().removeHandler(watch)
    logging.shutdown()

    log_file = logs.log_file()
    tracebacks, error_lines = log_errors(log_file)
    if args.keep:
        import shutil

        shutil.copytree(log_file.parent, args.keep, dirs_exist_ok=True)
    total = sum(driver.counts.values())
    print(
        f"random actions: {total} in {elapsed:.0f} s (seed {args.seed}, {args.lang}, "
        f"QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM', 'xcb')}); exit code {code}"
    )
    for kind, count in sorted(driver.counts.items()):
        print(f"  {kind:<8} {count:>6}")
    print(f"slowest action: {driver.slowest[0] * 1000:.0f} ms ({driver.slowest[1]})")
    print(f"log: {log_file}: {tracebacks} tracebacks, {error_lines} error records")
    for found in watch.found[:20]:
        print(f"\nERROR from {found['logger']}: {found['message']}")
        print("  after: " + "\n         ".join(found["before"]))
        if found["traceback"]:
            print("  " + found["traceback"].replace("\n", "\n  "))
    print(
        json.dumps(
            {
                "seed": args.seed,
                "lang": args.lang,
                "seconds": round(elapsed, 1),
                "actions": total,
                "by_kind": dict(driver.counts),
                "tracebacks": tracebacks,
                "error_records": error_lines,
                "errors_seen": len(watch.found),
                "exit_code": code,
                "log_file": str(log_file),
            },
            ensure_ascii=False,
        )
    )
    return 1 if tracebacks or error_lines or watch.found or code else 0


if __name__ == "__main__":
    sys.exit(main())
