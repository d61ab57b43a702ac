"""The argument parser: global options after the subcommand, and --help naming them."""

from __future__ import annotations

import json


def test_global_options_are_accepted_after_the_subcommand(run, db):
    code, out, _ = run("skus", "--json", "--db", db, "--catalog", "seed-2020")
    assert code == 0
    assert len(json.loads(out)) == 24


def test_help_names_every_option_the_program_takes(run, db, capsys):
    code, _, _ = run("--help")
    out = capsys.readouterr().out  # argparse prints its help itself
    assert code == 0
    for option in ("--db", "--catalog", "--theme", "--version"):
        assert option in out


def test_an_option_given_an_empty_value_is_an_error_naming_it(run, db):
    # Read as "not given" before: a script whose $BUDGET was unset quoted with no budget.
    for argv, option in (
        (("recommend", "--workload", "cnn", "--budget", ""), "--budget"),
        (("recommend", "--workload", "cnn", "--site="), "--site"),
        (("recommend", "--workload", "cnn", "--market", " "), "--market"),
        (("skus", "--catalog", ""), "--catalog"),
    ):
        code, out, err = run(*argv, "--db", db)
        assert (code, out) == (2, ""), argv
        assert err.strip() == (
            f"rigwright: error: {option}: an empty value; leave the option out for its default"
        )
    # A value with spaces inside is a value.
    code, _, _ = run("recommend", "--workload", "cnn", "--budget", "90 000", "--db", db)
    assert code == 0
