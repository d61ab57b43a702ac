"""One window at a time: a second launch of the window brings the first to the front and exits.
The first window listens on a local socket (``QLocalServer``) named after the user's database,
private to the user; headless commands and tests never take part (only
``rigwright.gui.shell.app.run`` claims). Why the socket is where it is: docs/reliability.md,
"One window at a time"."""

from __future__ import annotations

import getpass
import hashlib
import logging
import os
import stat
from pathlib import Path

from PySide6.QtCore import QDir, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

WAKE = b"show\n"
"""What a second launch sends the first."""

CONNECT_MS = 500


def server_name(db_path: Path | None) -> str:
    """The socket's name for the database at ``db_path`` (None: the per-user default): a
    path in :func:`rigwright.core.io.paths.runtime_dir` on POSIX, a pipe name with the user's
    name in its digest on Windows; a plain name in the temporary folder when no private folder
    can be made (then :func:`claim` still checks the owner of what it finds)."""
    from rigwright.core.io.paths import default_db_path, runtime_dir

    path = Path(db_path) if db_path is not None else default_db_path()
    key = str(path.resolve())
    if os.name != "posix":
        with_user = f"{_user()}\0{key}"
        return f"rigwright-{hashlib.sha256(with_user.encode('utf-8')).hexdigest()[:16]}"
    name = f"rigwright-{hashlib.sha256(key.encode('utf-8')).hexdigest()[:16]}"
    try:
        return str(runtime_dir() / name)
    except OSError as exc:
        log.info(
            "no private runtime folder (%s): the window's socket is %s in the temporary folder",
            exc,
            name,
        )
        return f"{name}-{os.geteuid()}"


def _user() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError, ImportError):
        return os.environ.get("USERNAME", "")


def _uid() -> int:
    return os.geteuid()


def _socket_path(name: str) -> Path:
    """Where Qt puts the POSIX socket ``name``: the path itself, or the temporary folder."""
    return Path(name) if os.path.isabs(name) else Path(QDir.tempPath()) / name


def _foreign(name: str) -> str:
    """Why the POSIX socket file of ``name`` is not this user's own socket ("" when it is
    or when there is none; always "" on Windows)."""
    if os.name != "posix":
        return ""
    try:
        st = os.lstat(_socket_path(name))
    except OSError:
        return ""
    if st.st_uid != _uid():
        return f"it belongs to user {st.st_uid}"
    if not stat.S_ISSOCK(st.st_mode):
        return "it is not a socket"
    return ""


class Instance(QObject):
    """The running window's claim: :attr:`woken` is emitted when another launch asks for the
    window (the caller raises it)."""

    woken = Signal()

    def __init__(self, server: QLocalServer):
        super().__init__(server)
        self._server = server
        server.newConnection.connect(self._on_connection)

    def _on_connection(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll()).startswith(WAKE.strip()):
            self.woken.emit()

    def close(self) -> None:
        """Stop listening (the window is closing)."""
        self._server.close()


def claim(name: str) -> Instance | None:
    """Claim the window for ``name``: the :class:`Instance` when this is the first launch;
    None when another window of this user holds it (it has been asked to come to the
    front). A socket file of another user (or not a socket) at that name is never trusted:
    it is logged and removed when it can be, and this launch gets its own window."""
    foreign = _foreign(name)
    if foreign:
        where = _socket_path(name)
        log.info("ignored %s as the window's socket: %s", where, foreign)
        try:
            where.unlink()
        except OSError as exc:
            log.info(
                "cannot remove %s (%s): this window runs unguarded", where, exc.strerror or exc
            )
            return Instance(QLocalServer())
    socket = QLocalSocket()
    socket.connectToServer(name)
    if socket.waitForConnected(CONNECT_MS):
        socket.write(WAKE)
        socket.waitForBytesWritten(CONNECT_MS)
        socket.disconnectFromServer()
        return None
    server = QLocalServer()
    server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
    if not server.listen(name):
        # A socket file left by a window that crashed: nobody answers it, so take it over.
        QLocalServer.removeServer(name)
        if not server.listen(name):
            return Instance(server)  # cannot listen: run anyway, unguarded
    return Instance(server)
