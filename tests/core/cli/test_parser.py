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
