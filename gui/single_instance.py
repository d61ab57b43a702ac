"""One window at a time: a second launch of the window brings the first to the front and
exits (issue 9). Headless commands and tests never take part (only ``gui.app.run`` claims).

The first window listens on a local socket (``QLocalServer``) named after the user's
database, so two users, or two databases (``--db``), each have their own window.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

WAKE = b"show\n"
"""What a second launch sends the first."""

CONNECT_MS = 500


def server_name(db_path: Path | None) -> str:
    """The socket's name for the database at ``db_path`` (None: the per-user default)."""
    from core.paths import default_db_path

    path = Path(db_path) if db_path is not None else default_db_path()
    digest = hashlib.sha256(str(path.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"rigwright-{digest}"


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
    None when another window holds it (it has been asked to come to the front)."""
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
