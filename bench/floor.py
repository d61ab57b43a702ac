"""The start-up floor: what any PySide6 + pyqtgraph + SQLAlchemy application pays before it
does anything of its own.

This script imports PySide6.QtWidgets, pyqtgraph and SQLAlchemy, creates the QApplication,
shows an empty ``QMainWindow`` (1280×720, or maximized on a screen smaller than 1500×900
as the app's window is) and quits from the first event-loop iteration after
that window was first painted, the same end point as the app's start-up in
``bench/startup.py`` (there: the main window painted with the first recommendation). Its last
line on stdout is one JSON object: ``shown_at`` (``time.time()`` then, seconds),
``in_script_s`` (seconds from this script's first line), ``rss_kb`` and ``rss_peak_kb``
(``VmRSS`` and ``VmHWM`` of ``/proc/self/status`` then; ``getrusage`` peak elsewhere).

Usage::

    python bench/floor.py
"""

from __future__ import annotations

import time

_T0 = time.perf_counter()  # as early as possible

import json
import sys


def memory_kb() -> tuple[int | None, int | None]:
    """(resident set size, peak resident set size) of this process in KiB: ``VmRSS`` and
    ``VmHWM`` from ``/proc/self/status`` (Linux); elsewhere (None, ``getrusage`` peak)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            fields = dict(line.split(":", 1) for line in status if ":" in line)
        return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])
    except (OSError, KeyError, ValueError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return None, peak // 1024 if sys.platform == "darwin" else peak


def quit_after_first_paint(app, widget, report) -> None:
    """Install an event filter on ``widget`` (on it alone: a filter on the application would
    run Python for every event of every object and add its own cost to the figure) that, once
    ``widget`` has been painted, quits the event loop from its next iteration after calling
    ``report()`` (which records the moment)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Watcher(QObject):
        def __init__(self) -> None:
            super().__init__(app)
            self.done = False

        def eventFilter(self, watched, event) -> bool:
            if not self.done and event.type() == QEvent.Type.Paint and watched is widget:
                self.done = True
                QTimer.singleShot(0, self.finish)
            return False

        def finish(self) -> None:
            widget.removeEventFilter(self)
            report()
            app.quit()

    widget.installEventFilter(Watcher())


def main() -> int:
    import pyqtgraph  # noqa: F401
    import sqlalchemy  # noqa: F401
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    app = QApplication.instance() or QApplication([sys.argv[0]])
    window = QMainWindow()
    window.setCentralWidget(QWidget())
    window.resize(1280, 720)
    out: dict = {}

    def report() -> None:
        out["shown_at"] = time.time()
        out["in_script_s"] = time.perf_counter() - _T0
        out["rss_kb"], out["rss_peak_kb"] = memory_kb()

    quit_after_first_paint(app, window.centralWidget(), report)
    screen = app.primaryScreen()
    available = screen.availableGeometry() if screen is not None else None
    if available is not None and (available.width() < 1500 or available.height() < 900):
        window.setGeometry(
            available
        )  # as rigwright.gui.shell.app shows the main window on a small screen
        window.showMaximized()
    else:
        window.show()
    rc = app.exec()
    if rc != 0 or not out:
        print(f"floor: the window was not painted (exit {rc})", file=sys.stderr)
        return 1
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
