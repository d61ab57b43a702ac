"""`rigwright` itself: a bad argument of any subcommand is one line on stderr with exit 2,
no subcommand opens the window, another program's database and --help give their exit codes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["recommend", "--workload", "svm"], "workload: unknown 'svm'"),
        (["recommend", "--workload", "cnn", "--budget", "-5"], "budget: must be at least 1 CNY"),
        (
            ["recommend", "--workload", "cnn", "--budget", "0.5"],
            "budget: must be at least 1 CNY, got '0.5'",
        ),
        (["recommend", "--workload", "cnn", "--budget", "lots"], "budget: 'lots' is not an amount"),
        (["recommend", "--workload", "cnn", "--gpu-count", "9-2"], "gpu-count"),
        (
            ["recommend", "--workload", "cnn", "--model-scale", "huge"],
            "model-scale: unknown 'huge'",
        ),
        (
            ["recommend", "--workload", "cnn", "--min-gpu-memory", "x"],
            "min-gpu-memory: 'x' is not a whole number",
        ),
        (
            ["quote", "--sku", "GT410i 14596-SB4", "--customer", "A", "--out", "q.pdf"],
            "unknown SKU 'GT410i 14596-SB4'; did you mean 'GT410i 14596-SB4X'",
        ),
        (
            ["quote", "--sku", "1.7", "--customer", "  ", "--out", "q.pdf"],
            "--customer: an empty value",
        ),
        (
            ["quote", "--sku", "1.7", "--customer", "x" * 5000, "--out", "q.pdf"],
            "customer: 5,000 characters",
        ),
        (
            ["quote", "--sku", "1.7", "--customer", "a\x07b", "--out", "q.pdf"],
            "customer: contains a control character",
        ),
        (["quote", "--sku", "1.7", "--customer", "A", "--out", ""], "--out: an empty value"),
        (
            ["quote", "--sku", "1.7", "--customer", "A", "--out", ".pdf"],
            "out: '.pdf' is not a file name",
        ),
        (["--db", "", "gpus"], "--db: an empty value"),
        (["bogus", "--help"], "invalid choice: 'bogus'"),
        (["recommend", "--workload", "-h"], "expected one argument"),
        (
            ["quote", "--sku", "1.7", "--customer", "A", "--out", "q.pdf", "--lang", "fr"],
            "lang: unknown 'fr'",
        ),
        (["quote", "--sku", "1.7", "--customer", "A", "--out", "q.txt"], "must end in .pdf"),
        (["--catalog", "seed-1999", "gpus"], "unknown catalog 'seed-1999'"),
        (["frobnicate"], "invalid choice"),
        (["recommend"], "workload: give --workload, or --model"),
    ],
)
def test_bad_input_is_one_line_on_stderr_with_exit_2(run, db, argv, message):
    code, out, err = run("--db", db, *argv)
    assert code == 2
    assert out == ""
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_no_subcommand_opens_the_window(run, db):
    calls = []
    code, _, _ = run("--db", db, open_window=lambda path, name: calls.append((path, name)) or 0)
    assert code == 0 and calls == [(Path(db), "seed-2020")]


def test_another_programs_database_exits_2(run, tmp_path):
    other = tmp_path / "other.sqlite3"
    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE invoices (id INTEGER)")
    code, _, err = run("--db", str(other), "gpus")
    assert code == 2 and "not a Rigwright database" in err and "Traceback" not in err


def test_help_exits_0(run, db):
    assert run("recommend", "--help")[0] == 0


# ---------------------------------------------------------------------- rigwright FILE.json
def test_a_file_argument_opens_the_window_with_it(run, db, tmp_path):
    quote = tmp_path / "q.json"
    quote.write_text("{}", encoding="utf-8")
    calls = []

    def window(path, name, **kwargs):
        calls.append((path, name, kwargs))
        return 0

    code, _, err = run("--db", db, str(quote), open_window=window)
    assert (code, err) == (0, "")
    assert calls == [(Path(db), "seed-2020", {"files": (quote.resolve(),)})]


def test_file_arguments_after_options_and_double_dash(run, db, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.json").write_text("{}", encoding="utf-8")
    (tmp_path / "-odd").write_text("{}", encoding="utf-8")
    calls = []
    code, _, _ = run(
        "a.json",
        "--db",
        db,
        "--",
        "-odd",
        open_window=lambda path, name, files=(): calls.append(files) or 0,
    )
    assert code == 0 and calls == [((tmp_path / "a.json").resolve(), (tmp_path / "-odd").resolve())]


def test_a_subcommand_name_wins_over_a_file_of_that_name(run, db, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "skus").write_text("{}", encoding="utf-8")
    code, out, _ = run("--db", db, "skus", open_window=lambda *a, **k: pytest.fail("window"))
    assert code == 0 and "1.7" in out


def test_a_missing_file_argument_exits_2_naming_it(run, db):
    code, out, err = run("--db", db, "nowhere/quote.json", open_window=lambda *a, **k: 0)
    assert code == 2 and out == ""
    assert "cannot open nowhere/quote.json: does not exist" in err


def test_an_empty_file_name_and_a_bad_log_level_variable_are_said(run, db, monkeypatch):
    # "rigwright ''" said "cannot open : is a folder"; a bad RIGWRIGHT_LOG_LEVEL was ignored.
    code, _, err = run("", "--db", db)
    assert code == 2 and err.strip() == "rigwright: error: cannot open a file with an empty name"
    monkeypatch.setenv("RIGWRIGHT_LOG_LEVEL", "nope")
    code, _, err = run("--db", db, "gpus")
    assert code == 0
    assert err.startswith("rigwright: note: RIGWRIGHT_LOG_LEVEL: log level 'nope' is not one of")
    monkeypatch.setenv("RIGWRIGHT_LOG_LEVEL", "debug")
    assert run("--db", db, "gpus")[2] == ""
