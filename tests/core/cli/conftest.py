"""The command line's test helpers: a database path, and ``rigwright`` run in-process with
the hooks :func:`rigwright.core.cli.main.main` takes (the window, the PDF renderer)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from rigwright.core.cli.main import main


@pytest.fixture
def db(tmp_db: Path) -> str:
    return str(tmp_db)


@pytest.fixture
def run():
    """``run(*argv, **hooks) -> (exit code, stdout, stderr)``: the root ``run_cli`` with
    main's ``open_window`` and ``render_quote`` hooks."""

    def run(*argv: str, **hooks) -> tuple[int, str, str]:
        out, err = io.StringIO(), io.StringIO()
        code = main(list(argv), out=out, err=err, **hooks)
        return code, out.getvalue(), err.getvalue()

    return run
