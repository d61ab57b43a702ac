"""One window at a time: a second launch brings the first to the front and exits (a ``--lang``
it asked for is answered with the language the window keeps). The first window listens on a
local socket named after the user's database, private to the user; only
``rigwright.gui.shell.app.run`` claims. Why the socket is where it is: docs/reliability.md."""

from __future__ import annotations

import getpass
import hashlib
import json
import logging
import os
import stat
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QDir, QEventLoop, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from rigwright.core.text.i18n import LANGS

log = logging.getLogger(__name__)

WAKE = b"show\n"
"""What a second launch sends the first; ``show lang=zh_TW`` when it was given a language."""
LANG_KEY = b"lang="
"""The first window's answer to a launch that named a language: ``lang=en``."""
OPEN = b"open "
"""After :data:`WAKE`, per file the launch was given: ``open`` and the file's absolute path as
a JSON string, one line each."""

CONNECT_MS = 500
REPLY_MS = 1000
"""How long a second launch waits for the window's language (a window of an older version
never answers: then nothing is said)."""


def wake_message(lang: str | None) -> bytes:
    """What a second launch sends: :data:`WAKE`, with the language it was asked for."""
    return WAKE if lang is None else WAKE.strip() + b" " + LANG_KEY + lang.encode("ascii") + b"\n"


def _language_in(data: bytes) -> str | None:
    """The language named (``lang=…``) in ``data``, or None."""
    for word in data.split():
        if word.startswith(LANG_KEY):
            return word[len(LANG_KEY) :].decode("ascii", "replace") or None
    return None


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
    window (the caller raises it); :attr:`language_kept` (the language asked for) when that
    launch asked for another language than :attr:`language` gives (the window keeps its own);
    :attr:`open_requested` with each file that launch was given (the caller opens it).
    """

    woken = Signal()
    language_kept = Signal(str)
    open_requested = Signal(str)

    def __init__(self, server: QLocalServer):
        super().__init__(server)
        self._server = server
        self.language: Callable[[], str] | None = None
        """The window's language now ("zh_CN", "zh_TW", "en"); None: not answered."""
        self._pending: dict[QLocalSocket, bytes] = {}
        server.newConnection.connect(self._on_connection)

    def _on_connection(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            self._pending[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._gone(s))
            if socket.bytesAvailable():
                self._read(socket)

    def _gone(self, socket: QLocalSocket) -> None:
        self._pending.pop(socket, None)
        socket.deleteLater()

    def _read(self, socket: QLocalSocket) -> None:
        """Act on each whole line the other launch has sent so far (the data may come in
        pieces): ``show`` (with the language it asks for), then ``open "<path>"`` per file."""
        data = self._pending.get(socket, b"") + bytes(socket.readAll())
        *lines, rest = data.split(b"\n")
        self._pending[socket] = rest[:65536]  # a path is never that long: no unbounded buffer
        for line in lines:
            if line.startswith(WAKE.strip()):
                self._wake(socket, line)
            elif line.startswith(OPEN):
                try:
                    path = json.loads(line[len(OPEN) :].decode("utf-8"))
                except ValueError:
                    log.info("ignored a malformed open request from another launch")
                    continue
                if isinstance(path, str) and path:
                    self.open_requested.emit(path)

    def _wake(self, socket: QLocalSocket, data: bytes) -> None:
        """The ``show`` line: answer the language asked for, then bring the window forward."""
        asked = _language_in(data)
        current = self.language() if self.language is not None else None
        if asked is not None and current is not None:
            socket.write(LANG_KEY + current.encode("ascii") + b"\n")
            socket.flush()
        self.woken.emit()
        if asked is not None and current is not None and asked != current:
            self.language_kept.emit(asked)

    def close(self) -> None:
        """Stop listening (the window is closing)."""
        self._server.close()


def _answer(socket: QLocalSocket) -> str | None:
    """The language the window answered on ``socket`` (None: no answer in :data:`REPLY_MS`).
    Waits in an event loop, not blocked, so that a window in this very process can answer."""
    if not socket.bytesAvailable():
        loop = QEventLoop()
        socket.readyRead.connect(loop.quit)
        socket.disconnected.connect(loop.quit)
        QTimer.singleShot(REPLY_MS, loop.quit)
        loop.exec()
    return _language_in(bytes(socket.readAll()))


def claim(
    name: str,
    lang: str | None = None,
    kept: Callable[[str], None] | None = None,
    files: Sequence[Path | str] = (),
) -> Instance | None:
    """Claim the window for ``name``: the :class:`Instance` when this is the first launch;
    None when another window of this user holds it (it has been asked to come to the
    front; when this launch was given ``lang`` and that window answers with another
    language, ``kept`` is called with the window's; ``files``, absolute paths, are handed to
    it to open). A socket file of another user (or not a
    socket) at that name is never trusted: it is logged and removed when it can be, and this
    launch gets its own window."""
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
        socket.write(
            wake_message(lang)
            + b"".join(OPEN + json.dumps(str(f)).encode("utf-8") + b"\n" for f in files)
        )
        socket.waitForBytesWritten(CONNECT_MS)
        running = _answer(socket) if lang is not None else None
        socket.disconnectFromServer()
        if running in LANGS and running != lang and kept is not None:
            kept(running)
        return None
    server = QLocalServer()
    server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
    if not server.listen(name):
        # A socket file left by a window that crashed: nobody answers it, so take it over.
        QLocalServer.removeServer(name)
        if not server.listen(name):
            return Instance(server)  # cannot listen: run anyway, unguarded
    return Instance(server)
