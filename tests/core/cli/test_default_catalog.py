"""The command line's default ``--catalog`` follows the catalog chosen at the window's first
start (core/cli/inputs.py resolve_default_catalog, core/storage/user_settings.py); an
explicit ``--catalog`` still wins."""

from __future__ import annotations

import json

from rigwright.core.storage.catalog_store import open_catalog
from rigwright.core.storage.user_settings import default_catalog, store_default_catalog


def catalogs_named(run_cli, *argv: str) -> list[str]:
    code, out, err = run_cli(*argv, "about", "--json")
    assert (code, err) == (0, "")
    return [c["name"] for c in json.loads(out)["catalogs"]]


def test_without_a_choice_the_default_is_the_seed(run_cli, tmp_db):
    assert default_catalog(tmp_db) is None  # no database yet
    assert catalogs_named(run_cli, "--db", str(tmp_db)) == ["seed-2020"]


def test_the_default_follows_the_setting_and_an_explicit_catalog_wins(run_cli, tmp_db):
    open_catalog(tmp_db, "seed-2020")  # the database exists (as after a first start)
    assert store_default_catalog(tmp_db, "current")
    assert default_catalog(tmp_db) == "current"
    assert catalogs_named(run_cli, "--db", str(tmp_db)) == ["current"]
    assert catalogs_named(run_cli, "--db", str(tmp_db), "--catalog", "seed-2020") == ["seed-2020"]
    code, out, _ = run_cli("--db", str(tmp_db), "gpus", "--json")
    assert code == 0 and len(json.loads(out)) == len(open_catalog(tmp_db, "current").gpus)


def test_a_price_list_still_needs_an_explicit_catalog(run_cli, tmp_db, tmp_path):
    open_catalog(tmp_db, "seed-2020")
    store_default_catalog(tmp_db, "current")
    path = tmp_path / "p.csv"
    path.write_text("number,price_cny\n1.7,1\n", encoding="utf-8")
    code, _, err = run_cli("--db", str(tmp_db), "catalog", "import", str(path))
    assert code == 2 and "say which catalog of yours" in err


def test_the_help_names_the_setting(run_cli, capsys):
    code, _, _ = run_cli("--help")  # argparse prints the help on sys.stdout
    assert code == 0
    assert "chosen when the window first started" in " ".join(capsys.readouterr().out.split())
