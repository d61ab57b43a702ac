"""The ``QApplication`` the quote PDF needs, created headless (offscreen) when the CLI runs
without a display."""

from __future__ import annotations

import os
import sys

from PySide6.QtWidgets import QApplication

_created: list[QApplication] = []
"""The application this module created, held so that it outlives the export that made it."""


def use_offscreen_if_headless() -> None:
    """On Linux without ``DISPLAY``/``WAYLAND_DISPLAY``, select Qt's offscreen platform.

    Leaves ``QT_QPA_PLATFORM`` alone when it is already set (by the user, the tests or
    ``rigwright.gui.shell.entry``). Must run before the ``QApplication`` is created.
    """
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def ensure_app() -> QApplication:
    """The running ``QApplication``, created if none exists.

    Headless use (the CLI): see :func:`use_offscreen_if_headless`; a platform already chosen
    is kept.

    Raises:
        RuntimeError: a ``QCoreApplication``/``QGuiApplication`` (not a ``QApplication``) runs.
    """
    existing = QApplication.instance()
    if existing is not None:
        if not isinstance(existing, QApplication):
            raise RuntimeError(f"the quote PDF needs a QApplication, not {type(existing).__name__}")
        return existing
    use_offscreen_if_headless()
    app = QApplication([sys.argv[0] if sys.argv and sys.argv[0] else "rigwright"])
    _created.append(app)
    return app
