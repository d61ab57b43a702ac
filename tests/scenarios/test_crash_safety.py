"""Quotes survive a killed process: a child saves quotes in a loop and is killed (SIGKILL) at a
random moment, again and again on the same database; after each kill the database passes
``PRAGMA integrity_check`` and holds every quote the child reported as saved (docs/reliability.md).

The child prints a quote's number only after ``save_quote`` returned (its transaction
committed), so every printed number must be found; a save cut short may leave nothing, never
a damaged file.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlalchemy import text

from rigwright.core.storage.quote_store import list_quotes, open_quote_db

ROOT = Path(__file__).resolve().parents[2]
KILLS = 50
"""Kill runs: the issue asks for at least 50."""

CHILD = """
import sys
from decimal import Decimal
from rigwright.core.quote.document import read_quote_file
from rigwright.core.storage.quote_store import open_quote_db, save_quote
engine = open_quote_db(sys.argv[1])
doc = read_quote_file(sys.argv[2])
print("ready", flush=True)
while True:
    saved = save_quote(engine, doc.model_copy(update={"number": None, "revision": 1}),
                       Decimal("101688.70"))
    saved = save_quote(engine, saved, Decimal("101688.71"))  # saved over, as a draft is
    print(saved.number, flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX-only")
def test_quotes_survive_the_process_being_killed_mid_save(tmp_path):
    db = tmp_path / "rigwright.sqlite3"
    example = ROOT / "docs" / "quote-example-zh_CN.json"
    rng = random.Random(20261130)  # the same moments on every run of the test
    saved: set[str] = set()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for run in range(KILLS):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(db), str(example)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        try:
            assert child.stdout.readline().strip() == "ready", child.stderr.read()
            time.sleep(rng.uniform(0.0, 0.25))  # somewhere inside a save, or between two
            child.send_signal(signal.SIGKILL)
            out, _err = child.communicate(timeout=30)
        finally:
            if child.poll() is None:
                child.kill()
        assert child.returncode == -signal.SIGKILL, run
        saved.update(line for line in out.split() if line.startswith("Q-"))

        engine = open_quote_db(db)
        try:
            with engine.connect() as connection:
                assert connection.execute(text("PRAGMA integrity_check")).scalar() == "ok", run
            stored = {q.number for q in list_quotes(engine)}
        finally:
            engine.dispose()
        missing = saved - stored
        assert not missing, f"run {run}: committed quotes lost: {sorted(missing)}"
    assert len(saved) > KILLS  # the child got through saves, not only through its start
    print(f"{KILLS} kills survived: {len(saved)} committed quotes, all present, integrity ok")


def test_every_connection_is_durable_and_checks_its_keys(tmp_path):
    engine = open_quote_db(tmp_path / "rigwright.sqlite3")
    try:
        with engine.connect() as connection:
            pragma = {
                name: connection.execute(text(f"PRAGMA {name}")).scalar()
                for name in ("journal_mode", "synchronous", "foreign_keys")
            }
    finally:
        engine.dispose()
    assert pragma == {"journal_mode": "wal", "synchronous": 2, "foreign_keys": 1}  # 2: FULL
