"""The frozen app's entry script and its smoke-test hook (packaging/launcher.py), run from the
checkout as the installer's smoke test runs it frozen (packaging/build.py --smoke)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_smoke_hook_reports_the_window_and_everything_built_on_first_use(tmp_path):
    """The hook quits half a second after the window is shown, having built every view the window
    builds on first use (rigwright.gui.widgets.lazy) and let the autosave start, which loads its
    drafts module by name: the installer's smoke test checks that these are in the frozen app."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    for var in (
        "XDG_DATA_HOME",
        "XDG_CONFIG_HOME",
        "XDG_STATE_HOME",
        "XDG_CACHE_HOME",
        "XDG_RUNTIME_DIR",
    ):
        (tmp_path / var).mkdir(mode=0o700)
        env[var] = str(tmp_path / var)
    env["QT_QPA_PLATFORM"] = "offscreen"
    report = tmp_path / "shown.json"
    env["RIGWRIGHT_SMOKE_SHOWN"] = str(report)
    done = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "launcher.py"), "--lang", "zh_CN"],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    shown = json.loads(report.read_text(encoding="utf-8"))
    assert shown["db_exists"] and Path(shown["db"]).is_relative_to(tmp_path)
    assert "深度学习" in shown["window"]
    assert shown["built"] == [
        "build_check",
        "build_view",
        "chart_view",
        "compare_view",
        "data_quality",
        "gpu_table",
        "parts_view",
        "quotes_tab",
    ]
    assert shown["drafts_loaded"] and shown["autosave_started"]
