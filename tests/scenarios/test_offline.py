"""Rigwright never touches the network (presales engineers demo it offline).

The whole start of the window (``rigwright.gui.shell.app.run``: fonts, translations, theme, the
database, the single-instance claim, the main window shown), a recommendation with its configuration
search, the chassis diagram of a 9-GPU build with an edit and its exports, every chart page drawn
and exported, and the quote PDF of the three-option example run in this process while every way
Python opens a network connection is watched: ``socket.socket.connect`` / ``connect_ex`` /
``sendto`` / ``bind`` on anything but a Unix-domain socket (Qt's ``QLocalServer``, the
one-window-per-database claim, is one and is allowed), ``socket.create_connection`` and name
look-ups (``getaddrinfo``, ``gethostbyname``...). Qt's own network classes do not go through
Python's sockets, so after the flows no Qt object may be a TCP/UDP socket, server, DNS look-up or
network access manager, and (on Linux) the process may hold no Internet socket it did not hold
before. A static check reads ``core/`` and ``gui/`` for imports of a network module, so a code path
the flows miss is caught too.

A watched call is recorded and refused (``OSError``), so the test also sends nothing.
"""

from __future__ import annotations

import ast
import dataclasses
import errno
import socket
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "quote-example-zh_CN.json"

QT_NETWORK_CLASSES = (
    "QAbstractSocket",
    "QTcpServer",
    "QNetworkAccessManager",
    "QNetworkReply",
    "QDnsLookup",
    "QNetworkInformation",
    "QDtls",
    "QHttpServer",
)
"""Qt classes that reach the network; ``QObject.inherits`` matches their subclasses too
(QTcpSocket, QUdpSocket and QSslSocket are QAbstractSockets)."""

LOCAL_QT_NETWORK = {"QLocalServer", "QLocalSocket"}
"""The QtNetwork names the app may import: Unix-domain sockets / named pipes on this machine."""


@pytest.fixture
def network(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Watch Python's network calls for the test; returns the list of attempts (one line
    each). Unix-domain sockets pass; every other attempt is recorded and refused."""
    attempts: list[str] = []

    def refuse(what: str) -> None:
        attempts.append(what)
        raise OSError(errno.ENETUNREACH, f"network access in an offline test: {what}")

    def on_socket(name: str, real):
        def watched(sock: socket.socket, *args, **kwargs):
            if sock.family != getattr(socket, "AF_UNIX", None):
                refuse(f"socket.{name}{args!r} ({sock.family!r}, {sock.type!r})")
            return real(sock, *args, **kwargs)

        return watched

    for name in ("connect", "connect_ex", "sendto", "bind"):
        monkeypatch.setattr(socket.socket, name, on_socket(name, getattr(socket.socket, name)))

    def on_call(name: str):
        def watched(*args, **kwargs):
            refuse(f"socket.{name}{args!r}")

        return watched

    for name in (
        "create_connection",
        "create_server",
        "getaddrinfo",
        "gethostbyname",
        "gethostbyname_ex",
        "gethostbyaddr",
        "getnameinfo",
    ):
        monkeypatch.setattr(socket, name, on_call(name))
    return attempts


def qt_network_objects() -> list[str]:
    """Every live QObject (under the application and every widget) that is one of
    :data:`QT_NETWORK_CLASSES`, as "ClassName objectName"."""
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    roots = [app, *QApplication.allWidgets()]
    found = set()
    for root in roots:
        for obj in [root, *root.findChildren(QObject)]:
            if any(obj.inherits(name) for name in QT_NETWORK_CLASSES):
                found.add(f"{obj.metaObject().className()} {obj.objectName()!r}")
    return sorted(found)


def inet_sockets() -> set[str]:
    """The Internet (TCP, UDP, raw; IPv4 and IPv6) sockets this process holds open, by
    inode (Linux's /proc; elsewhere an empty set)."""
    fds = Path("/proc/self/fd")
    if not fds.is_dir():
        return set()
    inet = set()
    for table in ("tcp", "tcp6", "udp", "udp6", "raw", "raw6"):
        path = Path("/proc/self/net") / table
        if path.exists():
            for line in path.read_text().splitlines()[1:]:
                fields = line.split()
                if len(fields) > 9:
                    inet.add(fields[9])
    held = set()
    for fd in fds.iterdir():
        try:
            target = str(fd.readlink())
        except OSError:
            continue
        if target.startswith("socket:[") and target[8:-1] in inet:
            held.add(target)
    return held


def _flows(window, out: Path, qtbot) -> list[str]:
    """Recommendation, diagram, charts and the quote PDF on the shown main window; returns
    what was done (one word each)."""
    from rigwright.core.build.model import GpuLine
    from rigwright.core.quote.document import read_quote_file, resolve_quote
    from rigwright.gui.charts.view import PAGES
    from rigwright.gui.quotes.pdf import export_quote_pdf

    state = window.state
    done = ["start"]

    # A recommendation, with the configuration search of custom builds in its worker.
    state.set_workload("transformer")
    state.set_budget(300_000)
    state.set_gpu_count((2, 8))
    qtbot.waitUntil(lambda: not state.search_running, timeout=60_000)
    assert state.recommendation.request.workload == "transformer"
    assert state.custom_result is not None and state.search_error == ""
    done.append("recommendation")

    # The diagram of the 9-GPU GX630M build, one edit (a card removed), its exports.
    state.select_sku(state.catalog.sku("3.7"))
    scene = window.build_view.diagram_panel.scene
    qtbot.waitUntil(lambda: bool(scene.items()), timeout=5000)
    build = state.working_build
    line = build.gpus[0]
    state.edit_build(
        dataclasses.replace(build, gpus=(GpuLine(line.model, line.count - 1),)), "remove one card"
    )
    assert state.working_build.gpus[0].count == line.count - 1
    qtbot.waitUntil(lambda: bool(scene.items()), timeout=5000)
    assert scene.export_png(out / "diagram.png").stat().st_size > 0
    assert scene.export_svg(out / "diagram.svg").stat().st_size > 0
    done.append("diagram")

    # Every chart page shown and drawn, and exported.
    window.show_tab("chart_view")
    for page in PAGES:
        window.chart_view.show_page(page)
        qtbot.waitUntil(lambda page=page: page not in window.chart_view.dirty, timeout=5000)
        window.chart_view.export_chart(page, "png", out / f"{page}.png")
        window.chart_view.export_chart(page, "svg", out / f"{page}.svg")
        assert (out / f"{page}.png").stat().st_size > 0
    done.append("charts")

    # The quote PDF of the three-option example (diagrams, charts, Chinese text).
    doc = read_quote_file(EXAMPLE)
    export_quote_pdf(resolve_quote(doc, state.catalog), state.catalog, out / "quote.pdf")
    assert (out / "quote.pdf").read_bytes().startswith(b"%PDF")
    done.append("pdf")
    return done


def test_start_recommendation_diagram_charts_and_pdf_open_no_network_socket(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, network: list[str]
):
    from PySide6.QtWidgets import QApplication

    from rigwright.gui.shell import app
    from rigwright.gui.shell.main_window import MainWindow

    held_before = inet_sockets()
    done: list[str] = []
    seen_qt: list[str] = []

    earlier = set(QApplication.topLevelWidgets())

    def flows_then_close(*_args) -> int:  # in place of the event loop: the window is shown
        window = next(
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, MainWindow) and w.isVisible() and w not in earlier
        )
        try:
            qtbot.waitExposed(window)
            done.extend(_flows(window, tmp_path, qtbot))
            seen_qt.extend(qt_network_objects())
            seen_qt.extend(f"Internet socket {s}" for s in inet_sockets() - held_before)
        finally:
            if window.quotes_tab.editor.document() is not None:
                window.quotes_tab.editor.set_document(None)
            window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", flows_then_close)
    assert app.run(tmp_path / "rigwright.sqlite3", "seed-2020", lang="zh_CN") == 0
    assert done == ["start", "recommendation", "diagram", "charts", "pdf"]
    assert network == []
    assert seen_qt == []
    assert inet_sockets() - held_before == set()


def test_the_watch_catches_a_tcp_connection_and_lets_a_local_socket_through(
    network: list[str], tmp_path: Path
):
    """The fixture is no placebo: a TCP connect and a name look-up are caught (and refused),
    a Unix-domain socket (what QLocalServer uses) is not."""
    tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    with tcp, pytest.raises(OSError):
        tcp.connect(("127.0.0.1", 9))
    with pytest.raises(OSError):
        socket.create_connection(("localhost", 9), timeout=0.1)
    assert len(network) == 2 and "connect" in network[0] and "create_connection" in network[1]

    path = tmp_path / "s"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    with server, client:
        server.bind(str(path))
        server.listen(1)
        client.connect(str(path))
    assert len(network) == 2


def test_qt_network_objects_are_found(qapp):
    """The Qt-side check sees a TCP socket made anywhere under the application."""
    from PySide6.QtNetwork import QLocalServer, QTcpSocket

    local = QLocalServer(qapp)
    tcp = QTcpSocket(qapp)
    try:
        found = qt_network_objects()
    finally:
        tcp.setParent(None)  # back to Python: gone with the test
        local.setParent(None)
    assert any(f.startswith("QTcpSocket") for f in found)
    assert not any(f.startswith("QLocalServer") for f in found)
    assert not any(f.startswith("QTcpSocket") for f in qt_network_objects())


NETWORK_MODULES = {
    "socket",
    "ssl",
    "http",
    "urllib.request",
    "urllib3",
    "requests",
    "httpx",
    "aiohttp",
    "ftplib",
    "smtplib",
    "poplib",
    "imaplib",
    "telnetlib",
    "xmlrpc",
    "asyncio",
    "websocket",
    "websockets",
    "socketserver",
}


def _network_imports(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "PySide6.QtNetwork":
                names = [
                    f"PySide6.QtNetwork.{a.name}"
                    for a in node.names
                    if a.name not in LOCAL_QT_NETWORK
                ]
            elif node.module == "PySide6" and any(a.name == "QtNetwork" for a in node.names):
                names = ["PySide6.QtNetwork"]
            else:
                names = [node.module]
        else:
            continue
        for name in names:
            if name.startswith("PySide6.QtNetwork") or any(
                name == m or name.startswith(m + ".") for m in NETWORK_MODULES
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {name}")
    return found


def test_no_module_of_the_app_imports_a_network_library():
    """Only QtNetwork's local sockets (QLocalServer/QLocalSocket) are imported by core/ and
    gui/; no HTTP, socket, TLS or asyncio module."""
    files = sorted([*ROOT.glob("core/**/*.py"), *ROOT.glob("gui/**/*.py")])
    assert files
    found = [hit for f in files for hit in _network_imports(f)]
    assert found == []


def test_the_import_check_sees_a_network_import(tmp_path: Path, monkeypatch):
    """The static check is no placebo either."""
    source = tmp_path / "x.py"
    source.write_text(
        "import urllib.request\nfrom PySide6.QtNetwork import QLocalServer, "
        "QNetworkAccessManager\nfrom socket import create_connection\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    assert [h.split(": ")[1] for h in _network_imports(source)] == [
        "urllib.request",
        "PySide6.QtNetwork.QNetworkAccessManager",
        "socket",
    ]
