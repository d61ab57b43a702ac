"""The frozen app's entry script (PyInstaller runs this as ``rigwright``): the same
``rigwright.gui.shell.entry.main`` as the ``rigwright`` console script of a source install.

One hook for the installer's smoke test and start-up benchmark (``packaging/build.py --smoke``,
``bench/package.py``): with ``RIGWRIGHT_SMOKE_SHOWN=FILE`` in the environment, the window quits
half a second after the main window is shown, having built every part it builds on first use,
and FILE gets one JSON line: ``shown_at`` (``time.time()`` when the window was shown, seconds),
``window`` (the shown window's title), ``db`` (the per-user database path), ``db_exists``,
``built`` (the views built on first use, all built then), ``drafts_loaded`` and
``autosave_started`` (half a second later).
Without the variable nothing changes. Running this file from a checkout
(``python packaging/launcher.py``) measures the source tree the same way.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SMOKE_ENV = "RIGWRIGHT_SMOKE_SHOWN"
"""The environment variable naming the smoke test's report file."""


def _install_smoke_hook(report: Path) -> None:
    """Create the QApplication now and quit it right after the main window is first shown,
    writing ``report`` (see the module docstring)."""
    import json
    import time

    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)

    class ShownWatcher(QObject):
        """Quits once the first ``MainWindow`` has been shown and the loop is idle."""

        def __init__(self) -> None:
            super().__init__()
            self.window = None

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if (
                self.window is None
                and event.type() == QEvent.Type.Show
                and type(watched).__name__ == "MainWindow"
            ):
                self.window = watched
                QTimer.singleShot(0, self.done)
            return False

        def done(self) -> None:
            self.shown_at = time.time()
            app.removeEventFilter(self)
            # What the window builds or loads on first use (rigwright.gui.widgets.lazy) must be in
            # the frozen app too: every tab, the Quotes page, and the autosave's drafts module,
            # loaded by name when the autosave starts (100 ms after the first paint).
            self.lazy = sorted(self.window.build_tabs()) + ["quotes_tab"]
            self.window.quotes_tab  # noqa: B018 - built now
            QTimer.singleShot(500, self.finish)

        def finish(self) -> None:
            from types import ModuleType

            from rigwright.core.io.paths import default_db_path

            db = default_db_path()
            drafts = sys.modules.get("rigwright.core.storage.drafts")
            report.write_text(
                json.dumps(
                    {
                        "shown_at": self.shown_at,
                        "window": self.window.windowTitle(),
                        "db": str(db),
                        "db_exists": db.exists(),
                        "built": self.lazy,
                        "drafts_loaded": type(drafts) is ModuleType,
                        "autosave_started": self.window.autosaver.folder is not None,
                    }
                )
                + "\n",
                encoding="utf-8",
            )
            app.quit()

    watcher = ShownWatcher()
    watcher.setParent(app)
    app.installEventFilter(watcher)


def main() -> int:
    """Run ``rigwright`` (with the smoke hook when asked); returns its exit code."""
    report = os.environ.get(SMOKE_ENV)
    if report and not any(a in ("-h", "--help") for a in sys.argv[1:]):
        from rigwright.core.cli.main import SUBCOMMANDS

        if not any(a in SUBCOMMANDS for a in sys.argv[1:]):  # the window, not a subcommand
            _install_smoke_hook(Path(report))
    from rigwright.gui.shell.entry import main as rigwright

    return rigwright()


if __name__ == "__main__":
    sys.exit(main())
