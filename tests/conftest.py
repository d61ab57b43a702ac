"""Shared test configuration: headless Qt, a throw-away user data directory, catalog fixtures.

The environment is set at import time, before any test module (or pytest-qt) imports Qt:
Qt reads ``QT_QPA_PLATFORM`` when the QApplication is created, and platformdirs reads the
``XDG_*`` variables every time a path is asked for.
"""

from __future__ import annotations

import atexit
import contextlib
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
# The log and crash files of every run the tests make (rigwright.core.io.logs), in-process or a
# child's.
os.environ["RIGWRIGHT_LOG_DIR"] = str(_SESSION_HOME / "logs")
os.environ.pop("RIGWRIGHT_LOG_LEVEL", None)


# Qt messages that say nothing about Rigwright: the offscreen platform warns whenever a
# top-level window is shown, raised or a popup grabs the keyboard (a combo box's list, a
# completer's), which `qt_log_level_fail = WARNING` would turn into a failure.
QT_LOG_IGNORE = (
    "This plugin does not support propagateSizeHints",
    "This plugin does not support raise",
    "This plugin does not support grabbing the keyboard",
)


def pytest_configure(config: pytest.Config) -> None:
    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        for pattern in QT_LOG_IGNORE:
            config.addinivalue_line("qt_log_ignore", pattern)


@pytest.fixture(scope="session")
def seed_catalog():
    """The seed catalog (``data/seed-2020``) loaded once per test session."""
    from rigwright.core.catalog.files import load_catalog_files  # lazy: keeps collection cheap

    return load_catalog_files("seed-2020")


LAUNCH_MSRP_PRICES = Path(__file__).parent / "scenarios" / "launch_msrp_prices.toml"
"""The current catalog's earlier, partial price list (GPU launch MSRPs and one CPU): it leaves
parts unpriced, which the shipped list no longer does, for the tests of "price to be set"."""


@pytest.fixture(scope="session")
def partly_priced_current(tmp_path_factory: pytest.TempPathFactory):
    """``data/current`` with :data:`LAUNCH_MSRP_PRICES` for its price list, and no SKUs: the
    parts of its custom builds are mostly unpriced."""
    import shutil

    from rigwright.core.catalog.files import load_catalog_files
    from rigwright.core.io.paths import data_dir

    root = tmp_path_factory.mktemp("partly-priced")
    shutil.copytree(data_dir() / "current", root / "current")
    shutil.copyfile(LAUNCH_MSRP_PRICES, root / "current" / "prices.toml")
    for name in ("skus.toml", "sku_codes.toml"):
        (root / "current" / name).unlink(missing_ok=True)
    return load_catalog_files("current", root)


@pytest.fixture
def tmp_db(tmp_path: Path) -> Path:
    """A path for a fresh SQLite database file; the file itself is not created."""
    return tmp_path / "rigwright.sqlite3"


@pytest.fixture
def run_cli():
    """Run ``rigwright`` in-process: ``run_cli(*argv) -> (exit code, stdout, stderr)``."""
    import io

    from rigwright.core.cli import main as cli  # lazy: keeps collection cheap

    def run(*argv: str) -> tuple[int, str, str]:
        out, err = io.StringIO(), io.StringIO()
        return cli.main(list(argv), out=out, err=err), out.getvalue(), err.getvalue()

    return run


@pytest.fixture(autouse=True)
def _own_user_data(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each test its own per-user data and settings folders: a setting one test stores (the
    site circuit, the theme) must not change what the next test's default database says."""
    home = tmp_path_factory.mktemp("user")
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
        folder = home / var.lower()
        folder.mkdir()
        monkeypatch.setenv(var, str(folder))


NOBODY = 65534
"""The uid and gid an unprivileged child runs as when the suite runs as root (CI does)."""


@pytest.fixture
def unprivileged():
    """Run a scenario as a user who is not root, so that file permissions are enforced:
    ``unprivileged(fn, prepare=None) -> fn(folder)``, ``folder`` a fresh folder that user owns
    (removed afterwards), the result picklable.

    As root, a forked child drops to uid/gid 65534 and runs ``fn`` in-process, reporting
    through a pipe (the interpreter lives under root's home, so a new one cannot start as
    that user; for the same reason ``fn`` first runs once as root in a scratch folder, so
    every module it imports is loaded before the child loses the right to read them).
    ``prepare(folder)`` runs before, as root, after the folder was handed over. Without
    root, ``fn`` runs directly as the current user."""
    import pickle
    import traceback

    made: list[Path] = []

    def run(fn, prepare=None):
        posix_root = os.name == "posix" and os.geteuid() == 0
        folder = Path(tempfile.mkdtemp(prefix="rigwright-unprivileged-"))
        made.append(folder)
        if not posix_root:
            if prepare is not None:
                prepare(folder)
            return fn(folder)
        scratch = Path(tempfile.mkdtemp(prefix="rigwright-warm-"))
        made.append(scratch)
        # Loads every module fn needs; the result as root means nothing (root may well get
        # another answer).
        with contextlib.suppress(Exception):
            fn(scratch)
        os.chown(folder, NOBODY, NOBODY)
        if prepare is not None:
            prepare(folder)
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: never returns into pytest
            code = 0
            try:
                os.close(read_end)
                os.setgroups([])
                os.setgid(NOBODY)
                os.setuid(NOBODY)
                try:
                    payload = pickle.dumps(("ok", fn(folder)))
                except BaseException:  # noqa: BLE001 - reported to the parent
                    payload = pickle.dumps(("error", traceback.format_exc()))
                with os.fdopen(write_end, "wb") as out:
                    out.write(payload)
            except BaseException:  # noqa: BLE001
                code = 1
            os._exit(code)
        os.close(write_end)
        with os.fdopen(read_end, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(pid, 0)
        assert data, f"the unprivileged child died (wait status {status})"
        kind, value = pickle.loads(data)
        if kind == "error":
            raise AssertionError(f"the unprivileged run raised:\n{value}")
        return value

    yield run
    for folder in made:
        shutil.rmtree(folder, ignore_errors=True)


OLD_PRICE_LIST_FILE = "vendor-secret-costs.csv"
"""The file a price list was imported from by a version that named it in the price bases."""


@pytest.fixture
def file_named_prices_db(tmp_db: Path, seed_catalog, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A database as versions before schema revision 0008 left it: catalog "vendor" (the
    seed) priced by a list whose file is named in SKU 1.7's basis, in the TITAN RTX entry's
    basis and in the list's title ("含税 (Price list vendor-secret-costs.csv)"), at 0007.

    The importer of today is run with the list's name made the old one (the old importer
    wrote exactly ``f"{basis} (Price list {file})"`` where today's writes the date)."""
    import rigwright.core.storage.packs

    rigwright.core.storage.packs.import_file(
        rigwright.core.storage.packs.export_pack(seed_catalog, tmp_db.parent / "pack")[0],
        tmp_db,
        "vendor",
    )
    prices = tmp_db.parent / OLD_PRICE_LIST_FILE
    prices.write_text(
        "code,name,price_cny,basis\r\nGT410i 14596-SB4X,,85000,含税\r\n,TITAN RTX,19000,含税\r\n",
        encoding="utf-8",
    )
    with monkeypatch.context() as patch:
        patch.setattr(
            rigwright.core.storage.packs,
            "price_list_name",
            lambda day: f"{rigwright.core.storage.packs.PRICE_NOTE} {OLD_PRICE_LIST_FILE}",
        )
        rigwright.core.storage.packs.import_file(prices, tmp_db, "vendor")
    # The data is the old version's; the tables go back to 0007 too (0008 changed none, later
    # revisions may have).
    from alembic import command
    from alembic.config import Config

    from rigwright.core.storage.engine import make_engine, sqlite_url
    from rigwright.core.storage.migrations import SCRIPT_LOCATION

    engine = make_engine(sqlite_url(tmp_db))
    with engine.begin() as connection:
        config = Config()
        config.set_main_option("script_location", str(SCRIPT_LOCATION))
        config.attributes["connection"] = connection
        command.downgrade(config, "0007")
    engine.dispose()
    return tmp_db
