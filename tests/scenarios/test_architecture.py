"""The layering rule of the design: ``core/`` is pure Python and never imports Qt or ``gui/``.

Two independent checks: import-linter's contract from ``pyproject.toml`` (the one CI relies
on), and a plain AST scan that names the offending file and line when it fails.
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "core"
FORBIDDEN = ("PySide6", "shiboken6", "pyqtgraph")

# import-linter 2.x has no `python -m importlinter` entry; call its click command directly
# with the interpreter running the tests, so the venv's `lint-imports` need not be on PATH.
_LINT = (
    "import sys; from importlinter.cli import lint_imports_command; "
    "sys.exit(lint_imports_command())"
)


def staged_namespace(dest: Path) -> Path:
    """The installed namespace as folders (``packaging/namespace.py``): import-linter and mypy
    read source trees and cannot follow pyproject.toml's ``package-dir``."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from namespace import stage
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    return stage(dest)


def test_import_linter_contracts_are_kept(tmp_path: Path) -> None:
    staged = staged_namespace(tmp_path)
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            _LINT,
            "--no-cache",
            "--no-logo",
            "--config",
            str(ROOT / "pyproject.toml"),
        ],
        check=False,
        cwd=staged,
        env={**os.environ, "PYTHONPATH": str(staged)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, (
        f"import-linter reports a broken contract (exit {result.returncode}):\n"
        f"{result.stdout}\n{result.stderr}"
    )
    # Guard against a run that checked nothing (e.g. the contract vanished from pyproject).
    summary = re.search(r"Contracts: (\d+) kept, 0 broken", result.stdout)
    assert summary and int(summary.group(1)) >= 3, result.stdout


def _forbidden_imports(path: Path, root: Path) -> list[str]:
    """``"<file>:<line>: <module>"`` for each import of a forbidden top-level package."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif isinstance(node, ast.ImportFrom) and node.level >= 2:
            # `from ..gui import x` inside core/ climbs out of the package.
            names = [f"{'.' * node.level}{node.module or ''}"]
        else:
            continue
        for name in names:
            top = name.lstrip(".").split(".")[0]
            if (
                top in FORBIDDEN
                or name.startswith("..")
                or name.split(".")[:2] == ["rigwright", "gui"]
            ):
                found.append(f"{path.relative_to(root)}:{node.lineno}: {name}")
    return found


def scan_core(core_dir: Path = CORE) -> list[str]:
    root = core_dir.parent
    return [
        hit for path in sorted(core_dir.rglob("*.py")) for hit in _forbidden_imports(path, root)
    ]


def test_core_has_no_qt_or_gui_imports() -> None:
    offenders = scan_core()
    assert not offenders, "core/ must stay free of Qt, pyqtgraph and gui/:\n" + "\n".join(offenders)


def test_scan_catches_a_bad_import(tmp_path: Path) -> None:
    """The scan itself must be able to fail (guards against a scan that sees nothing)."""
    fake_core = tmp_path / "core"
    fake_core.mkdir()
    (fake_core / "ok.py").write_text("import decimal\nfrom . import ok\n", encoding="utf-8")
    (fake_core / "bad.py").write_text(
        "def f():\n    from PySide6.QtCore import QObject\n    import rigwright.gui.state\n",
        encoding="utf-8",
    )
    hits = scan_core(fake_core)
    assert hits == ["core/bad.py:2: PySide6.QtCore", "core/bad.py:3: rigwright.gui.state"]
    assert list(CORE.rglob("*.py")), "found no Python files under core/"
