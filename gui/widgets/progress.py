"""Long work off the window's thread: a busy progress dialog while it runs, the window kept
responsive (repainted, moved) and the work's result or error handed back to the caller.
More in docs/window.md (`rigwright.gui.widgets.progress`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

T = TypeVar("T")

SHOW_AFTER_MS = 400
"""Work quicker than this shows no dialog."""


def _progress_dialog(parent: QWidget | None, title: str, label: str) -> QProgressDialog:
    """A busy progress dialog (no cancel button) that shows only after
    :data:`SHOW_AFTER_MS`: modal to ``parent``'s window, or to the application without one."""
    dialog = QProgressDialog(label, "", 0, 0, parent)
    dialog.setObjectName("progressDialog")
    dialog.setWindowTitle(title)
    dialog.setCancelButton(None)
    dialog.setWindowModality(
        Qt.WindowModality.WindowModal if parent is not None else Qt.WindowModality.ApplicationModal
    )
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setValue(0)  # starts the minimum-duration timer
    return dialog


def run_with_progress(parent: QWidget | None, title: str, label: str, work: Callable[[], T]) -> T:
    """Run ``work()`` on a worker thread while the event loop runs; a busy dialog titled
    ``title`` saying ``label`` shows when it lasts longer than :data:`SHOW_AFTER_MS`.

    ``work`` must not touch widgets (it runs off the GUI thread); painting on a QImage or a
    QPdfWriter, files and databases are fine. The dialog cannot be cancelled: the work is
    short-lived and leaves nothing half-done (it writes atomically).

    Returns:
        What ``work`` returned.

    Raises:
        Whatever ``work`` raised, on the caller's thread.
    """
    outcome: dict[str, object] = {}
    loop = QEventLoop()

    def target() -> None:
        try:
            outcome["value"] = work()
        except BaseException as exc:  # noqa: BLE001 - handed back to the caller below
            outcome["error"] = exc
        finally:
            QTimer.singleShot(0, loop, loop.quit)

    dialog = _progress_dialog(parent, title, label)
    worker = threading.Thread(target=target, name="rigwright-work", daemon=True)
    worker.start()
    loop.exec()  # until the worker posts quit (also when it finished before this line)
    worker.join()
    dialog.close()
    dialog.deleteLater()
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return outcome["value"]  # type: ignore[return-value]


@contextmanager
def page_progress(
    parent: QWidget | None, title: str, label: str
) -> Iterator[Callable[[int, int], None]]:
    """A progress dialog for work done on the window's thread in steps (the pages of a PDF:
    its painting needs the GUI thread); yields ``progress(done, total)`` for the work to call
    after each step. The dialog shows when the work lasts longer than :data:`SHOW_AFTER_MS`;
    each call repaints it and the window (events are processed; the dialog is window-modal,
    so nothing can be clicked meanwhile)."""
    dialog = _progress_dialog(parent, title, label)

    def progress(done: int, total: int) -> None:
        if dialog.maximum() != total:
            dialog.setMaximum(total)
        dialog.setValue(done)  # processes events while the dialog is modal

    try:
        yield progress
    finally:
        dialog.close()
        dialog.deleteLater()
