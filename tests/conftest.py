"""Shared test configuration: headless Qt, a throw-away user data directory, catalog fixtures.

The environment is set at import time, before any test module (or pytest-qt) imports Qt:
Qt reads ``QT_QPA_PLATFORM`` when the QApplication is created, and platformdirs reads the
``XDG_*`` variables every time a path is asked for.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest

# Headless by default; a developer can still run `QT_QPA_PLATFORM=xcb pytest` to watch.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Keep the tests away from the real per-user directories (the user's catalog database,
# settings and quote history). platformdirs honours these on Linux. XDG_RUNTIME_DIR is set
# too because Qt logs a warning without it (as root in CI), and warnings fail Qt tests.
_SESSION_HOME = Path(tempfile.mkdtemp(prefix="rigwright-tests-"))
atexit.register(shutil.rmtree, _SESSION_HOME, ignore_errors=True)
for _var, _sub in (
    ("XDG_DATA_HOME", "data"),
    ("XDG_CONFIG_HOME", "config"),
    ("XDG_CACHE_HOME", "cache"),
    ("XDG_STATE_HOME", "state"),
    ("XDG_RUNTIME_DIR", "runtime"),
):
    _dir = _SESSION_HOME / _sub
    _dir.mkdir(mode=0o700)
    os.environ[_var] = str(_dir)
# The log and crash files of every run the tests make (core.logs), in-process or a child's.
os.environ["RIGWRIGHT_LOG_DIR"] = str(_SESSION_HOME / "logs")
os.environ.pop("RIGWRIGHT_LOG_LEVEL", None)


# Qt messages that say nothing about Rigwright: the offscreen platform warns whenever a
# top-level window is shown, which `qt_log_level_fail = WARNING` would turn into a failure.
QT_LOG_IGNORE = ("This plugin does not support propagateSizeHints",)


def pytest_configure(config: pytest.Config) -> None:
    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        for pattern in QT_LOG_IGNORE:
            config.addinivalue_line("qt_log_ignore", pattern)


@pytest.fixture(scope="session")
def seed_catalog():
    """The seed catalog (``data/seed-2020``) loaded once per test session."""
    from core.catalog_files import load_catalog_files  # lazy: keeps collection cheap

    return load_catalog_files("seed-2020")


@pytest.fixture
def tmp_db(tmp_path: Path) -> Path:
    """A path for a fresh SQLite database file; the file itself is not created."""
    return tmp_path / "rigwright.sqlite3"


@pytest.fixture
def run_cli():
    """Run ``rigwright`` in-process: ``run_cli(*argv) -> (exit code, stdout, stderr)``."""
    import io

    from core import cli  # lazy: keeps collection cheap

    def run(*argv: str) -> tuple[int, str, str]:
        out, err = io.StringIO(), io.StringIO()
        return cli.main(list(argv), out=out, err=err), out.getvalue(), err.getvalue()

    return run


@pytest.fixture(autouse=True)
def _own_user_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test its own per-user data and settings folders: a setting one test stores (the
    site circuit, the theme) must not change what the next test's default database says."""
    home = tmp_path_factory.mktemp("user")
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
        folder = home / var.lower()
        folder.mkdir()
        monkeypatch.setenv(var, str(folder))
