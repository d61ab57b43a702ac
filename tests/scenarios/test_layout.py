"""The shape of the house: package list, module size, import cycles, lint, format and types.

Each check names the file and line it objects to; docs/architecture.md says why each rule is
kept and where new code goes.
"""

from __future__ import annotations

import ast
import io
import json
import os
import re
import subprocess
import sys
import tokenize
import tomllib
from pathlib import Path

from tests.scenarios.test_architecture import staged_namespace

ROOT = Path(__file__).resolve().parents[2]
SIDES = {"core": "rigwright.core", "gui": "rigwright.gui"}
"""Checkout folder -> the dotted name it installs as (pyproject ``package-dir``)."""
MAX_LINES = 800
MAX_DOCSTRING_LINES = 5
"""The modules not yet split or cleaned, each with a ceiling (see its header)."""


def _modules() -> dict[str, Path]:
    """Every module of core/ and gui/ by its installed dotted name."""
    found = {}
    for folder, name in SIDES.items():
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = path.relative_to(ROOT / folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join((name, *parts))] = path
    return found


def _python_files() -> list[Path]:
    return [
        path
        for top in ("core", "gui", "tests", "bench", "packaging", "docs")
        for path in sorted((ROOT / top).rglob("*.py"))
    ]


def test_pyproject_lists_every_package_of_the_tree() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    on_disk = {
        ".".join((name, *init.parent.relative_to(ROOT / folder).parts))
        for folder, name in SIDES.items()
        for init in (ROOT / folder).rglob("__init__.py")
    }
    assert on_disk - listed == set(), "packages a wheel would leave out"
    stale = {p for p in listed - on_disk if p.split(".")[:2] != ["rigwright"] or "." in p[10:]}
    stale -= {"rigwright.data", "rigwright.resources"}
    assert stale == set(), "listed packages with no folder"


def _clean(kind: str, found: dict[str, int]) -> None:
    """``found`` (path -> count of problems of ``kind``) is empty: no file breaks the rule."""
    assert found == {}, f"{kind}: {found}"


def test_no_module_is_over_800_lines() -> None:
    long = {
        str(path.relative_to(ROOT)): n
        for path in _modules().values()
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    _clean("lines", long)


def _imports(path: Path, name: str, known: set[str]) -> set[str]:
    """The first-party modules ``path`` imports anywhere (function bodies too), except under
    ``if TYPE_CHECKING:``, which never runs."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(child) for stmt in node.body for child in ast.walk(stmt))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            # `from pkg import sub` imports the module pkg.sub; `from mod import name`, mod.
            targets = [
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                for alias in node.names
            ]
        else:
            continue
        for imported in targets:
            target = imported
            while target and target not in known:
                target = target.rpartition(".")[0]
            # A package and its own modules (re-exports, the package's namespace) do not count.
            related = target.startswith(name + ".") or name.startswith(target + ".")
            if target and target != name and not related:
                found.add(target)
    return found


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    known = set(modules)
    graph = {name: _imports(path, name, known) for name, path in modules.items()}
    return graph


def test_the_cycle_finder_sees_a_deferred_import() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c"]]
    source = "def late():\n    from rigwright.core.x import y\n"
    tree_file = ROOT / "tests" / "scenarios" / "_cycle_probe.py"
    try:
        tree_file.write_text(source, encoding="utf-8")
        found = _imports(tree_file, "rigwright.core.z", {"rigwright.core.x", "rigwright.core.z"})
    finally:
        tree_file.unlink()
    assert found == {"rigwright.core.x"}


def test_no_import_cycle_deferred_imports_included() -> None:
    cycles = _cycles(_graph())
    assert cycles == [], "modules that import one another (directly or around a loop)"


def test_nothing_imports_core_or_gui_by_folder_name() -> None:
    pattern = re.compile(r"^\s*(from|import)\s+(core|gui)(\.|\s)", re.MULTILINE)
    inline = re.compile(r"(from|import)\s+(core|gui)\.\w")
    found = []
    for path in _python_files():
        text = path.read_text(encoding="utf-8")
        for match in pattern.finditer(text):
            found.append(f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, match.start()) + 1}")
        # Code in strings run by `python -c`.
        for node in ast.walk(ast.parse(text)):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and inline.search(node.value)
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} (in a string)")
    assert found == [], "say rigwright.core / rigwright.gui (the installed names)"


def _comments(path: Path) -> list[tuple[int, str]]:
    tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
    return [(tok.start[0], tok.string) for tok in tokens if tok.type == tokenize.COMMENT]


def _docstrings(path: Path) -> list[tuple[int, str]]:
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return [
        (getattr(node, "lineno", 1), doc)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, kinds) and (doc := ast.get_docstring(node))
    ]


def test_comments_give_reasons_not_issue_numbers() -> None:
    pattern = re.compile(r"\b(issue|ticket)s?\s*#?\d+|(^|\s)#\d{1,3}\b", re.IGNORECASE)
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text.strip()[:80]}"
        for path in _python_files()
        for line, text in [*_comments(path), *_docstrings(path)]
        if pattern.search(text.lstrip("#"))
    ]
    assert found == []


def test_module_docstrings_are_short() -> None:
    long = {}
    for path in _modules().values():
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")), clean=True) or ""
        lines = len(doc.strip().splitlines())
        if lines > MAX_DOCSTRING_LINES:
            long[str(path.relative_to(ROOT))] = lines
    # Over MAX_DOCSTRING_LINES: the essay goes to docs/.
    _clean("docstring_lines", long)


def _tool(*args: str, cwd: Path = ROOT, env: dict[str, str] | None = None) -> str:
    result = subprocess.run(
        [sys.executable, "-m", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, f"{' '.join(args)}:\n{result.stdout}\n{result.stderr}"
    return result.stdout


def test_ruff_check_is_clean() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "json", "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert result.returncode in (0, 1), result.stderr
    found: dict[str, int] = {}
    for problem in json.loads(result.stdout):
        path = str(Path(problem["filename"]).resolve().relative_to(ROOT))
        found[path] = found.get(path, 0) + 1
    _clean("ruff", found)


def test_ruff_format_is_clean() -> None:
    _tool("ruff", "format", "--no-cache", "--check", "--quiet", ".")


def test_mypy_on_core_is_clean(tmp_path: Path) -> None:
    staged = staged_namespace(tmp_path)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(ROOT / "pyproject.toml"),
            "--no-incremental",
            "--cache-dir",
            os.devnull,
            "-p",
            "rigwright.core",
        ],
        cwd=staged,
        env={**os.environ, "MYPYPATH": str(staged)},
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    found: dict[str, int] = {}
    for line in result.stdout.splitlines():
        match = re.match(r"rigwright/core/(\S+\.py):\d+: error:", line)
        if match:
            path = f"core/{match.group(1)}"
            found[path] = found.get(path, 0) + 1
    assert result.returncode == 0 or found, result.stdout + result.stderr
    _clean("mypy", found)


def test_lupdate_reads_every_file_with_a_translatable_string() -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import translations
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    marked = re.compile(r"\b(self\.tr|QT_TRANSLATE_NOOP|translate)\(")
    read = set(translations.sources())
    missing = [
        str(path.relative_to(ROOT))
        for path in _modules().values()
        if marked.search(path.read_text(encoding="utf-8")) and path not in read
    ]
    assert missing == []
