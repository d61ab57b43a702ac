"""Starts the desktop application: Qt application, bundled fonts, catalog, main window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox

APP_NAME = "Rigwright"


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def run(db_path: Path | None = None, catalog_name: str = "seed-2020") -> int:
    """Open ``catalog_name`` from the database at ``db_path`` (None: the per-user default) and
    run the main window until it closes.

    Returns:
        The process exit code: the event loop's, or 1 when the catalog cannot be opened
        (the reason is shown in a message box, never as a traceback).
    """
    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)

    try:
        from gui import fonts
    except ImportError:  # helper module not there: Qt's default fonts
        fonts = None
    if fonts is not None and hasattr(fonts, "register_fonts"):
        fonts.register_fonts()

    from core.storage import open_catalog

    try:
        catalog = open_catalog(db_path, catalog_name)
    except Exception as exc:  # noqa: BLE001 - the one-line reason is the user's message
        QMessageBox.critical(
            None,
            APP_NAME,
            app.translate("app", "The catalog “{name}” could not be opened: {reason}").format(
                name=catalog_name, reason=_one_line(exc)
            ),
        )
        return 1

    from gui.main_window import MainWindow
    from gui.state import AppState

    window = MainWindow(AppState(catalog))
    window.show()
    return app.exec()
