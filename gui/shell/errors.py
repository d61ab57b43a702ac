"""Errors the engineer can see: an unexpected exception in the window (a slot, a virtual method, a
worker thread) is logged with its traceback and told in a short message with "Copy details" and
the log folder, and the window keeps running; Qt's own messages go to the log too. PySide6 hands
an exception raised in a slot to ``sys.excepthook`` and carries on with the event loop:
:class:`ErrorReporter` is that hook while the window runs (docs/reliability.md)."""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QObject,
    Qt,
    QTimer,
    QtMsgType,
    QUrl,
    Signal,
    qInstallMessageHandler,
)
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.about import details_text
from rigwright.core.io import logs

log = logging.getLogger(__name__)
qt_log = logging.getLogger("qt")
"""Qt's own messages (warnings of the platform plugin, of layouts, of painting)."""

_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def install_qt_message_handler() -> None:
    """Send Qt's messages (``qDebug`` ... ``qFatal``) to the ``qt`` logger at the matching
    level; a handler installed before (pytest-qt's) still gets each one. Calling it again
    while installed does nothing."""
    previous: Callable[..., Any] | None = None

    def handler(mode: QtMsgType, context: Any, message: str) -> None:
        where = getattr(context, "category", None)
        level = _QT_LEVELS.get(mode, logging.WARNING)
        qt_log.log(level, "%s%s", message, f" [{where}]" if where and where != "default" else "")
        if previous is not None:
            previous(mode, context, message)
        elif level >= logging.ERROR and sys.stderr is not None:
            # Qt's own handler would have printed it: a start that aborts (no platform
            # plugin) still says why on the terminal, not only in the log.
            print(f"rigwright: {message}", file=sys.stderr, flush=True)

    handler.rigwright = True  # type: ignore[attr-defined]
    previous = qInstallMessageHandler(handler)
    if getattr(previous, "rigwright", False):  # already ours: keep the first one
        qInstallMessageHandler(previous)


@dataclass
class _Report:
    key: tuple[str, str, str]
    traceback: str
    reason: str
    count: int = 1


def _key(exc_type: type[BaseException], exc: BaseException, tb: Any) -> tuple[str, str, str]:
    """What makes two errors the same one: type, message and the line that raised it."""
    frames = traceback.extract_tb(tb) if tb is not None else []
    where = f"{frames[-1].filename}:{frames[-1].lineno}" if frames else ""
    return exc_type.__qualname__, str(exc), where


class ErrorDialog(QDialog):
    """The non-modal message of one unexpected error: what happened in a short, translated
    text, the reason's first line, how many times it happened, "Copy details" (traceback
    and versions to the clipboard) and "Open log folder"."""

    def __init__(
        self, report: _Report, facts: Callable[[], dict[str, Any]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("errorDialog")
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.report = report
        self._facts = facts
        icon = QLabel()
        icon.setPixmap(
            self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(32, 32)
        )
        self.message = QLabel()
        self.message.setObjectName("errorMessage")
        self.message.setWordWrap(True)
        self.reason = QLabel()
        self.reason.setObjectName("errorReason")
        self.reason.setWordWrap(True)
        self.reason.setTextFormat(Qt.TextFormat.PlainText)  # an exception's message
        self.reason.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.count = QLabel()
        self.count.setObjectName("errorCount")
        self.folder = QLabel()
        self.folder.setObjectName("errorLogFolder")
        self.folder.setWordWrap(True)
        self.folder.setTextFormat(Qt.TextFormat.PlainText)
        self.folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox()
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copyDetailsButton")
        self.open_button = QPushButton()
        self.open_button.setObjectName("openLogFolderButton")
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.copy_button.clicked.connect(self.copy_details)
        self.open_button.clicked.connect(self.open_log_folder)
        buttons.rejected.connect(self.reject)
        text = QVBoxLayout()
        for label in (self.message, self.reason, self.count, self.folder):
            text.addWidget(label)
        top = QHBoxLayout()
        top.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the window's language (the count and reason included)."""
        self.setWindowTitle(self.tr("Rigwright — unexpected error"))
        self.message.setText(
            self.tr(
                "Something went wrong and the last action was not finished. Rigwright keeps "
                "running and shows the inputs and builds it holds; your quotes are kept."
            )
        )
        self.reason.setText(self.tr("Reason: {reason}").format(reason=self.report.reason))
        self.count.setText(self.tr("This happened {count} times.").format(count=self.report.count))
        self.count.setVisible(self.report.count > 1)
        self.folder.setText(
            self.tr("The details are in the log folder: {folder}").format(folder=logs.log_dir())
        )
        self.copy_button.setText(self.tr("&Copy details"))
        self.copy_button.setToolTip(
            self.tr("Copy the error's details and the versions, to send to support")
        )
        self.open_button.setText(self.tr("Open &log folder"))

    def changeEvent(self, event) -> None:
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def details(self) -> str:
        """The traceback, then the About facts (what "Copy details" copies)."""
        try:
            facts = self._facts()
        except Exception:  # noqa: BLE001 - the traceback is copied in any case
            log.exception("the About facts could not be read")
            return self.report.traceback
        return details_text(facts, self.report.traceback)

    def copy_details(self) -> None:
        """Put :meth:`details` on the clipboard."""
        QGuiApplication.clipboard().setText(self.details())

    def open_log_folder(self) -> None:
        """Open the log folder in the system's file manager."""
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(logs.log_dir())))


class ErrorReporter(QObject):
    """``sys.excepthook`` and ``threading.excepthook`` while the window runs: each
    unexpected exception is logged at ERROR with its traceback and shown in an
    :class:`ErrorDialog` on the window's thread. The same error again while its dialog is
    open counts in it (a burst of 100 gives one dialog saying 100 times) and is logged in
    one line at the 2nd, 4th, 8th ... time. ``failed`` is emitted after each, on the window's
    thread: the window shows its state again (what an interrupted slot left half-shown)."""

    failed = Signal()
    _reported = Signal(object)

    def __init__(self, parent: QWidget | None, facts: Callable[[], dict[str, Any]]) -> None:
        super().__init__(parent)
        self._window = parent
        self._facts = facts
        self._lock = threading.Lock()
        self._open: dict[tuple[str, str, str], _Report] = {}
        self.dialogs: dict[tuple[str, str, str], ErrorDialog] = {}
        self._previous: tuple[Any, Any] | None = None
        self._reported.connect(self._show, Qt.ConnectionType.QueuedConnection)
        # One "show the state again" for a burst of errors.
        self._failed_timer = QTimer(self)
        self._failed_timer.setSingleShot(True)
        self._failed_timer.setInterval(0)
        self._failed_timer.timeout.connect(self.failed)

    def install(self) -> ErrorReporter:
        """Become ``sys.excepthook`` and ``threading.excepthook``; returns self."""
        if self._previous is None:
            self._previous = (sys.excepthook, threading.excepthook)
            sys.excepthook = self.excepthook
            threading.excepthook = self.thread_excepthook
        return self

    def uninstall(self) -> None:
        """Give the hooks back to the ones installed before."""
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None

    def excepthook(self, exc_type: type[BaseException], exc: BaseException, tb: Any) -> None:
        """Report ``exc`` (Ctrl+C and SystemExit go to the hook installed before)."""
        if issubclass(exc_type, KeyboardInterrupt | SystemExit):
            if self._previous is not None:
                self._previous[0](exc_type, exc, tb)
            return
        self.report(exc_type, exc, tb)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        """Report an exception that ended a thread (a thread's SystemExit is not one)."""
        if args.exc_type is SystemExit or args.exc_value is None:
            return
        self.report(
            args.exc_type,
            args.exc_value,
            args.exc_traceback,
            f" in thread {args.thread.name if args.thread else '?'}",
        )

    def report(
        self, exc_type: type[BaseException], exc: BaseException, tb: Any, where: str = ""
    ) -> None:
        """Log the exception and show it (from any thread; the dialog on the window's)."""
        from rigwright.gui.widgets.i18n import exception_reason

        key = _key(exc_type, exc, tb)
        with self._lock:
            seen = self._open.get(key)
            if seen is not None:
                seen.count += 1
                count = seen.count
        if seen is not None:
            if count & (count - 1):  # a burst is logged at 2, 4, 8, ... times
                self._reported.emit(key)
                return
            log.error(
                "the same unexpected error again%s (%d times): %s: %s", where, count, key[0], key[1]
            )
        else:
            logs.log_exception(f"unexpected error{where}", (exc_type, exc, tb))
            try:
                reason = exception_reason(exc)
            except Exception:  # noqa: BLE001 - the reason must not fail the report
                reason = exc_type.__name__
            report = _Report(key, "".join(traceback.format_exception(exc_type, exc, tb)), reason)
            with self._lock:
                self._open[key] = report
        self._reported.emit(key)

    def _show(self, key: tuple[str, str, str]) -> None:
        report = self._open.get(key)
        if report is None:
            return
        try:
            dialog = self.dialogs.get(key)
            if dialog is None:
                dialog = ErrorDialog(report, self._facts, self._window)
                dialog.finished.connect(lambda _result, k=key: self._closed(k))
                self.dialogs[key] = dialog
                dialog.show()
            else:
                dialog.retranslate()  # the count
        except Exception:  # noqa: BLE001 - never an error about the error
            log.exception("the error message could not be shown")
        if report.count == 1:  # an error that showing the state raises again ends there
            self._failed_timer.start()

    def _closed(self, key: tuple[str, str, str]) -> None:
        with self._lock:
            self._open.pop(key, None)
        self.dialogs.pop(key, None)


def install_error_reporter(window: Any) -> ErrorReporter:
    """Report the window's unexpected errors (:class:`ErrorReporter`, installed); after
    each, the window shows its state again (``window.show_state``). "Copy details" adds the
    About facts of ``window.state``'s catalog and database."""
    from rigwright.gui.shell.about import about_facts

    reporter = ErrorReporter(window, lambda: about_facts(window.state))
    reporter.failed.connect(window.show_state)
    return reporter.install()
