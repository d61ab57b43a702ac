"""The console entry point: the real command, end to end, in a child process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pypdf import PdfReader


def rigwright(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "rigwright.gui.shell.entry", *args],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
        env=env or dict(os.environ),
        cwd=Path(__file__).resolve().parents[3],
    )


def test_the_acceptance_quote(tmp_path):
    out = tmp_path / "q.pdf"
    done = rigwright(
        "--db",
        str(tmp_path / "db.sqlite3"),
        "quote",
        "--sku",
        "GT410i 14596-SB4X",
        "--customer",
        "測試客戶",
        "--out",
        str(out),
    )
    assert done.returncode == 0, done.stderr
    text = "".join(page.extract_text() for page in PdfReader(out).pages)
    for needle in ("測試客戶", "14596-SB4X", "89,990"):
        assert needle in text
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("db.")) == ["q.pdf"]


def test_an_unwritable_output_is_one_line_exit_1(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    done = rigwright(
        "--db",
        str(tmp_path / "db.sqlite3"),
        "quote",
        "--sku",
        "1.7",
        "--customer",
        "A",
        "--out",
        str(blocker / "q.pdf"),
    )
    assert done.returncode == 1
    assert done.stderr.startswith("rigwright: error: cannot write ")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_no_display_is_one_line_not_a_crash(tmp_path):
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    done = rigwright("--db", str(tmp_path / "db.sqlite3"), env=env)
    assert done.returncode == 1
    assert done.stderr.startswith("rigwright: error: no display")
    assert done.stderr.count("\n") == 1


def test_an_unreachable_display_is_one_line_not_an_abort(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["DISPLAY"] = ":987"  # no X server listens there
    done = rigwright("--db", str(tmp_path / "db.sqlite3"), env=env)
    assert done.returncode == 1
    assert done.stderr.startswith("rigwright: error: cannot reach the display ':987'")


def test_version(tmp_path):
    done = rigwright("--version")
    assert done.returncode == 0 and done.stdout.startswith("rigwright ")


def test_a_run_killed_while_writing_the_pdf_has_said_which_quote_it_saved(tmp_path):
    import signal

    from rigwright.core.storage.quote_store import list_quotes, open_quote_db

    db = tmp_path / "db.sqlite3"
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "rigwright.gui.shell.entry",
            "--db",
            str(db),
            "quote",
            "--sku",
            "1.7",
            "--customer",
            "A",
            "--out",
            str(tmp_path / "q.pdf"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ),
        cwd=Path(__file__).resolve().parents[3],
    )
    try:
        line = child.stdout.readline()  # the first line: said before the PDF is rendered
        child.send_signal(signal.SIGKILL)
    finally:
        child.kill()
        child.wait(timeout=60)
        child.stdout.close()
        child.stderr.close()
    assert line.startswith("Saved Q-") and line.endswith(" R1 in the quote history\n"), line
    number = line.split()[1]
    engine = open_quote_db(db)
    try:
        assert [q.number for q in list_quotes(engine)] == [number]
    finally:
        engine.dispose()
