"""A regular wheel, installed into a fresh venv, runs the command line and opens the window.

The editable install the tests run under maps ``rigwright.core`` onto ``core/``; a wheel holds
copies, so a file read by path or a package missing from pyproject's list shows up only here.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Opens the window offscreen and quits once it is shown, printing its title.
_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])

def check():
    shown = [w for w in app.topLevelWidgets() if type(w).__name__ == "MainWindow" and w.isVisible()]
    if shown:
        print("WINDOW", shown[0].windowTitle())
        app.quit()
    else:
        QTimer.singleShot(100, check)

QTimer.singleShot(100, check)
from rigwright.gui.shell.entry import main
sys.exit(main([]))
"""


def _not_source(folder: str, names: list[str]) -> set[str]:
    """What ``copytree`` leaves out: hidden folders (.git, .venv), caches, earlier builds at the
    top (``core/build`` is source)."""
    top = Path(folder) == ROOT
    return {
        name
        for name in names
        if name.startswith(".")
        or name == "__pycache__"
        or name.endswith(".egg-info")
        or (top and name in ("build", "dist"))
    }


@pytest.fixture(scope="module")
def wheel_env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A fresh venv holding the wheel built from this checkout (its dependencies are read from
    the test venv's site-packages by a plain path line, so no editable finder is loaded)."""
    top = tmp_path_factory.mktemp("wheel")
    # Built from a copy, so the checkout gets no build/ or egg-info folder.
    source = top / "source"
    shutil.copytree(
        ROOT,
        source,
        ignore=_not_source,
    )
    dist = top / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(source)],
        check=True,
        cwd=top,
        timeout=600,
    )
    wheels = list(dist.glob("rigwright-*.whl"))
    assert len(wheels) == 1, wheels
    env_dir = top / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    site = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    )
    (site / "_test_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "--no-deps",
            "-q",
            str(wheels[0]),
        ],
        check=True,
        cwd=top,
        timeout=300,
    )
    home = top / "home"
    home.mkdir()
    return {"python": python, "bin": env_dir / "bin", "home": home, "cwd": top}


def _run(wheel_env: dict[str, Path], *args: str) -> subprocess.CompletedProcess[str]:
    home = wheel_env["home"]
    env = {
        "PATH": f"{wheel_env['bin']}:{os.environ.get('PATH', '')}",
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_STATE_HOME": str(home / "state"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "QT_QPA_PLATFORM": "offscreen",
        "LANG": "C.UTF-8",
    }
    return subprocess.run(
        list(args),
        cwd=wheel_env["cwd"],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )


def test_the_wheel_holds_the_code_not_the_checkout(wheel_env: dict[str, Path]) -> None:
    result = _run(
        wheel_env,
        str(wheel_env["python"]),
        "-c",
        "import rigwright.core, rigwright.gui, rigwright.data; print(rigwright.core.__file__)",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(str(wheel_env["bin"].parent)), result.stdout
    # Nothing named after the checkout's folders lands in site-packages.
    bare = _run(wheel_env, str(wheel_env["python"]), "-c", "import core")
    assert bare.returncode != 0 and "ModuleNotFoundError" in bare.stderr
    version = _run(wheel_env, str(wheel_env["python"]), "-m", "rigwright", "--version")
    assert version.returncode == 0 and version.stdout.strip(), version.stderr


@pytest.mark.parametrize("catalog", ["seed-2020", "current"])
def test_the_installed_command_lists_each_shipped_catalog(
    wheel_env: dict[str, Path], catalog: str
) -> None:
    result = _run(
        wheel_env, str(wheel_env["bin"] / "rigwright"), "gpus", "--json", "--catalog", catalog
    )
    assert result.returncode == 0, result.stderr
    gpus = json.loads(result.stdout)
    assert len(gpus) >= 10 and all("price_cny" in gpu for gpu in gpus)


def test_the_installed_window_opens_offscreen(wheel_env: dict[str, Path]) -> None:
    result = _run(wheel_env, str(wheel_env["python"]), "-c", _WINDOW)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "WINDOW Rigwright" in result.stdout, result.stdout + result.stderr
