"""The log: where it is, what each record carries, the level, the crash file, uncaught
exceptions, and a log folder that cannot be written (rigwright.core.io.logs); ``rigwright
about`` and a fast ``--version`` (rigwright.core.cli.main, rigwright.gui.shell.entry). Runs
that set the process's logging up are child processes, so the test session's own logging is
left as it is."""

from __future__ import annotations

import json
import logging
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from rigwright.core.io import logs

ROOT = Path(__file__).resolve().parents[3]


def python(code: str, log_dir: Path, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=ROOT,
        env={**os.environ, "RIGWRIGHT_LOG_DIR": str(log_dir), **env},
    )


def rigwright(*args: str, log_dir: Path, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "rigwright.gui.shell.entry", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=ROOT,
        env={**os.environ, "RIGWRIGHT_LOG_DIR": str(log_dir), **env},
    )


def test_the_paths_follow_the_override_and_the_platform(monkeypatch, tmp_path):
    from platformdirs import user_log_dir

    monkeypatch.setenv(logs.LOG_DIR_ENV, str(tmp_path / "x"))
    assert logs.log_file() == tmp_path / "x" / "rigwright.log"
    assert logs.crash_file() == tmp_path / "x" / "crash.log"
    monkeypatch.delenv(logs.LOG_DIR_ENV)
    assert logs.log_dir() == Path(user_log_dir("Rigwright", appauthor=False))


def test_a_cli_run_logs_its_info_records_with_version_and_catalog(tmp_path):
    """The core's log.info calls land in the file (here: rigwright.core.storage.health's "no
    automatic backup" is not reached, so a record of our own is checked), each with the time,
    the version and the catalog the command uses."""
    done = rigwright(
        "--db",
        str(tmp_path / "db.sqlite3"),
        "--log-level",
        "debug",
        "skus",
        log_dir=tmp_path / "logs",
    )
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "logs" / "rigwright.log").read_text("utf-8")
    line = next(x for x in text.splitlines() if "rigwright.core.io.logs" in x)
    assert "DEBUG rigwright.core.io.logs [rigwright " in line and ", catalog seed-2020]" in line
    assert line[:4].isdigit() and line[4] == "-"  # starts with the date and time
    assert "alembic.runtime.migration" in text  # the database's build, logged at INFO
    assert oct((tmp_path / "logs" / "rigwright.log").stat().st_mode & 0o777) == "0o600"


def test_the_level_comes_from_the_option_else_the_environment_else_info(tmp_path):
    code = (
        "import logging; from rigwright.core.io import logs; logs.configure({level}); "
        "logging.getLogger('t').debug('debug-line'); logging.getLogger('t').info('info-line')"
    )
    for level, env, expected in (
        (None, {}, {"info-line"}),
        (None, {"RIGWRIGHT_LOG_LEVEL": "debug"}, {"debug-line", "info-line"}),
        ("'WARNING'", {"RIGWRIGHT_LOG_LEVEL": "debug"}, set()),
        ("'loud'", {}, {"info-line"}),
    ):
        folder = tmp_path / f"{level}-{len(env)}"
        done = python(code.format(level=level), folder, **env)
        assert done.returncode == 0, done.stderr
        text = (folder / "rigwright.log").read_text("utf-8")
        assert {w for w in ("debug-line", "info-line") if w in text} == expected, (level, env)
    assert "'loud' is not one of DEBUG, INFO" in text  # said in the log, INFO used


def test_configure_is_idempotent_and_follows_the_catalog(tmp_path):
    code = (
        "import logging; from rigwright.core.io import logs\n"
        "name = ['first']\n"
        "a = logs.configure(catalog=lambda: name[0])\n"
        "b = logs.configure(catalog=lambda: name[0])\n"
        "assert a == b == logs.log_file()\n"
        "assert sum(1 for h in logging.getLogger().handlers if h.filters) == 1\n"
        "logging.getLogger('t').info('one'); name[0] = 'other'\n"
        "logging.getLogger('t').info('two')\n"
    )
    done = python(code, tmp_path)
    assert done.returncode == 0, done.stderr
    lines = (tmp_path / "rigwright.log").read_text("utf-8").splitlines()
    assert [
        x.endswith("catalog first] one") or x.endswith("catalog other] two") for x in lines[-2:]
    ] == [True, True]


def test_uncaught_exceptions_of_the_main_and_other_threads_are_logged(tmp_path):
    code = (
        "import threading; from rigwright.core.io import logs; logs.configure()\n"
        "t = threading.Thread(target=lambda: 1 / 0, name='worker-7'); t.start(); t.join()\n"
        "raise LookupError('main thread failed')\n"
    )
    done = python(code, tmp_path)
    assert done.returncode == 1 and "LookupError" in done.stderr  # still told on stderr
    text = (tmp_path / "rigwright.log").read_text("utf-8")
    assert "uncaught exception in thread worker-7" in text and "ZeroDivisionError" in text
    assert "uncaught exception" in text and "LookupError: main thread failed" in text


def test_a_hard_crash_writes_its_stacks_to_the_crash_file(tmp_path):
    done = python(
        "import faulthandler; from rigwright.core.io import logs; logs.configure(); "
        "faulthandler._sigsegv()",
        tmp_path,
    )
    assert done.returncode != 0
    crash = (tmp_path / "crash.log").read_text("utf-8")
    assert "Fatal Python error: Segmentation fault" in crash and 'File "<string>"' in crash


@pytest.mark.skipif(os.name == "nt", reason="a folder made unwritable by its mode")
def test_an_unwritable_log_folder_falls_back_to_stderr_with_one_warning(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")  # a file where the log folder should be: never writable
    code = (
        "import logging; from rigwright.core.io import logs; logs.configure(); "
        "logging.getLogger('t').info('quiet'); logging.getLogger('t').error('loud')"
    )
    done = python(code, blocker / "logs")
    assert done.returncode == 0, done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 2 and "cannot write the log file" in lines[0]
    assert "logging to stderr instead" in lines[0] and lines[1].endswith("] loud")


def test_configuring_in_process_keeps_caplog_working(tmp_path, monkeypatch, caplog):
    monkeypatch.setenv(logs.LOG_DIR_ENV, str(tmp_path))
    logs.unconfigure()  # an earlier in-process command line may have set it up
    try:
        assert logs.configure("INFO", catalog=lambda: "c") == tmp_path / "rigwright.log"
        with caplog.at_level(logging.DEBUG):
            logging.getLogger("core.x").debug("seen by caplog")
            logging.getLogger("core.x").info("seen by both")
        assert [r.getMessage() for r in caplog.records] == ["seen by caplog", "seen by both"]
        text = (tmp_path / "rigwright.log").read_text("utf-8")
        assert "seen by both" in text and "seen by caplog" not in text
    finally:
        logs.unconfigure()
    assert not logs.is_configured() and not getattr(sys.excepthook, "rigwright", False)


def test_about_tells_versions_catalog_and_folders(tmp_path):
    from importlib.metadata import version

    db = tmp_path / "db.sqlite3"
    done = rigwright("--db", str(db), "about", "--json", log_dir=tmp_path / "logs")
    assert done.returncode == 0, done.stderr
    facts = json.loads(done.stdout)
    assert facts["version"] == version("rigwright")
    assert facts["database"] == str(db) and facts["log_folder"] == str(tmp_path / "logs")
    assert facts["crash_file"] == str(tmp_path / "logs" / "crash.log")
    [catalog] = facts["catalogs"]
    assert catalog["name"] == "seed-2020" and len(catalog["version"]) == 12
    assert catalog["price_list"]["exchange_rate_as_of"]
    assert facts["pyside"] == version("PySide6-Essentials") and facts["python"]
    text = rigwright("--db", str(db), "about", log_dir=tmp_path / "logs").stdout.splitlines()
    assert text[0] == f"Rigwright {version('rigwright')}"
    assert text[1].startswith("Catalog: seed-2020 (") and f"version {catalog['version']}" in text[1]


def test_about_says_why_a_catalog_cannot_be_opened(run_cli, tmp_path):
    code, out, err = run_cli(
        "--db", str(tmp_path / "db.sqlite3"), "--catalog", "nope", "about", "--json"
    )
    assert code == 0, err
    facts = json.loads(out)
    assert facts["catalogs"] == [] and facts["catalog_errors"][0]["name"] == "nope"
    assert "unknown catalog" in facts["catalog_errors"][0]["reason"]


def test_version_is_one_line_without_qt_or_the_database(tmp_path):
    code = (
        "import sys; from rigwright.gui.shell import entry; code = entry.main(['--version']); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'shiboken6', 'sqlalchemy', 'platformdirs') or m == 'rigwright.core.cli.main'))"
    )
    done = python(code, tmp_path / "logs", XDG_DATA_HOME=str(tmp_path / "data"))
    assert done.returncode == 0, done.stderr
    version_line, modules = done.stdout.splitlines()
    assert version_line.startswith("rigwright ") and modules == "[]"
    assert not (tmp_path / "data").exists() and not (tmp_path / "logs").exists()


def test_a_refused_command_leaves_its_reason_and_its_start_in_the_log(tmp_path):
    """What a command prints on stderr (a refusal, a note) is also a WARNING record, and
    every run says which command on which database it started: the log alone tells support
    what happened on a laptop they cannot see."""
    folder = tmp_path / "a-folder"
    folder.mkdir()
    done = rigwright("--db", str(folder), "skus", log_dir=tmp_path / "logs")
    assert done.returncode != 0
    reason = done.stderr.strip().splitlines()[-1]
    assert "is a folder" in reason
    log = (tmp_path / "logs" / "rigwright.log").read_text("utf-8")
    assert "INFO rigwright.cli [rigwright " in log and f": skus, database {folder}" in log
    warning = next(line for line in log.splitlines() if " WARNING rigwright.cli " in line)
    assert warning.endswith(reason)


def test_without_a_log_folder_stderr_says_a_refusal_once(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")  # a file where the log folder should be: never writable
    folder = tmp_path / "a-folder"
    folder.mkdir()
    done = rigwright("--db", str(folder), "skus", log_dir=blocker / "logs")
    assert done.returncode != 0
    lines = done.stderr.splitlines()
    assert "logging to stderr instead" in lines[0]
    assert len([line for line in lines if "is a folder" in line]) == 1, lines


def test_a_window_start_that_qt_aborts_says_why_in_the_log_and_on_stderr(tmp_path):
    """Qt aborts the process while the application is made when no platform plugin loads
    (a missing system library): its reason reaches the log and the terminal."""
    done = rigwright(
        "--db",
        str(tmp_path / "db.sqlite3"),
        log_dir=tmp_path / "logs",
        QT_QPA_PLATFORM="nosuchplugin",
    )
    assert done.returncode != 0
    log = (tmp_path / "logs" / "rigwright.log").read_text("utf-8")
    assert "CRITICAL qt" in log and "no Qt platform plugin could be initialized" in log
    assert "no Qt platform plugin could be initialized" in done.stderr


def test_every_line_of_a_new_databases_log_carries_its_stamp(tmp_path):
    """The migrations that build a new database log one line each (Alembic's messages hold
    each migration's whole docstring); a relative --db is logged as an absolute path."""
    done = subprocess.run(
        [sys.executable, "-m", "rigwright.gui.shell.entry", "--db", "new.sqlite3", "skus"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=tmp_path,
        env={**os.environ, "RIGWRIGHT_LOG_DIR": str(tmp_path / "logs"), "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr
    lines = (tmp_path / "logs" / "rigwright.log").read_text("utf-8").splitlines()
    assert any("Running upgrade" in line for line in lines)
    stamp = r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} [A-Z]+ \S+ \[rigwright \S+, catalog \S+\] "
    assert all(re.match(stamp, line) for line in lines), lines
    assert any(line.endswith(f": skus, database {tmp_path / 'new.sqlite3'}") for line in lines)


@pytest.mark.parametrize(
    "args", [("qoute",), ("--log-level", "warn", "skus"), ("quote", "--sku", "3.7")]
)
def test_a_mistyped_command_is_said_once_and_logged(tmp_path, args):
    """An error of the command line itself (found before the arguments are read) is one
    line on stderr, never printed twice, and a WARNING record of the log."""
    done = rigwright(*args, log_dir=tmp_path / "logs")
    assert done.returncode == 2
    errors = [line for line in done.stderr.splitlines() if "error:" in line]
    assert len(errors) == 1 and errors[0].count("error:") == 1, done.stderr
    log = (tmp_path / "logs" / "rigwright.log").read_text("utf-8")
    assert any(
        " WARNING rigwright.cli " in line and line.endswith(errors[0]) for line in log.splitlines()
    ), log
