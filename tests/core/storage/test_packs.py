"""Importing and exporting catalogs end to end (core/storage/packs.py and the catalog
command): export then import is the identity, a bad file or a failed save changes nothing
in the database, shipped names are refused, price lists go into copies, an edited export
reads back as meant, pipes never block."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import os
import sqlite3
from pathlib import Path

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.cli import main as cli
from rigwright.core.storage.catalog_store import open_catalog
from rigwright.core.storage.pack_export import export_pack
from rigwright.core.storage.pack_format import PackError
from rigwright.core.storage.pack_json import pack_from_text
from rigwright.core.storage.packs import import_file
from tests.core.storage.conftest import LIST, broken_pack, problems_of, write_csv


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def dump(db: Path) -> list[str]:
    con = sqlite3.connect(db)
    try:
        return list(con.iterdump())
    finally:
        con.close()


@pytest.mark.parametrize("name", ["seed-2020", "current"])
def test_export_then_import_gives_an_identical_catalog(tmp_path, tmp_db, name):
    original = load_catalog_files(name)
    files = export_pack(original, tmp_path / "out")
    assert [f.name for f in files] == [f"{name}.json", "gpus.csv", "skus.csv", "availability.csv"]
    # Straight from the file ...
    assert pack_from_text(files[0].read_text(encoding="utf-8"), files[0].name) == original
    # ... and through the database, under its own name (no shipped catalogs in this data root).
    empty_root = tmp_path / "no-shipped-catalogs"
    empty_root.mkdir()
    result = import_file(files[0], tmp_db, data_root=empty_root)
    assert result.catalog == original
    assert open_catalog(tmp_db, name, data_root=empty_root) == original


def test_the_cli_round_trip_keeps_every_field(tmp_path, tmp_db, seed_catalog):
    code, out, err = run("--db", str(tmp_db), "catalog", "export", str(tmp_path / "out"))
    assert (code, err) == (0, "")
    assert "seed-2020.json" in out
    code, out, err = run(
        "--db",
        str(tmp_db),
        "catalog",
        "import",
        str(tmp_path / "out" / "seed-2020.json"),
        "--catalog",
        "vendor",
    )
    assert (code, err) == (0, "")
    assert out.startswith("imported catalog 'vendor' from seed-2020.json (UTF-8): 13 GPUs, 24 SKUs")
    assert open_catalog(tmp_db, "vendor") == dataclasses.replace(seed_catalog, name="vendor")
    # Export the imported one again: the same pack but for its name.
    code, _, _ = run(
        "--db", str(tmp_db), "--catalog", "vendor", "catalog", "export", str(tmp_path / "again")
    )
    assert code == 0
    first = json.loads((tmp_path / "out" / "seed-2020.json").read_text(encoding="utf-8"))
    again = json.loads((tmp_path / "again" / "vendor.json").read_text(encoding="utf-8"))
    assert again == first | {"name": "vendor"}


def test_export_into_a_file_is_refused(tmp_path, tmp_db):
    (tmp_path / "f").write_text("x", encoding="utf-8")
    code, _, err = run("--db", str(tmp_db), "catalog", "export", str(tmp_path / "f"))
    assert code == 2 and "is a file, not a folder" in err


@pytest.mark.parametrize("content", [b"", b"   \r\n", b"\xef\xbb\xbf"])
@pytest.mark.parametrize("suffix", [".json", ".csv"])
def test_empty_file(tmp_path, tmp_db, content, suffix):
    path = tmp_path / f"empty{suffix}"
    path.write_bytes(content)
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    assert problems_of(exc) == [f"empty{suffix}: the file is empty"]


@pytest.mark.parametrize(
    "name",
    [
        "con",
        "NUL",
        "Com1.backup",
        "lpt9",
        "aux.x",
        "vendor.",
        "vendor\n",
        "../x",
        "a/b",
        "C:x",
        "ｃｏｎ",
        ".",
    ],
)
def test_a_catalog_name_that_is_no_file_name_everywhere_is_refused(seed_json, tmp_db, name):
    # Before: "con", "NUL", "vendor." and "vendor\n" were accepted ("con.json" is a device on
    # Windows; "$" matched before a final line break).
    with pytest.raises(PackError) as exc:
        import_file(seed_json, tmp_db, name)
    [message] = problems_of(exc)
    assert message.startswith("seed-2020.json: catalog name ") and "\n" not in message
    path = broken_pack(seed_json, lambda p: p.update(name=name))
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db)
    assert any(m.startswith("broken.json $, field name: ") for m in problems_of(exc))


def test_a_bad_file_changes_nothing_in_the_database(tmp_path, db, seed_json):
    before = dump(db)
    bad_pack = broken_pack(seed_json, lambda p: p["skus"][4].update(gpu="RTX 9090"))
    bad_prices = write_csv(tmp_path / "p.csv", "number,price_cny\n1.7,1\n1.8,-1\n", "utf-8")
    for argv in (
        ("catalog", "import", str(bad_pack), "--catalog", "vendor", "--replace"),
        ("catalog", "import", str(bad_pack), "--catalog", "other"),
        ("catalog", "import", str(bad_prices), "--catalog", "vendor"),
        ("catalog", "import", str(bad_prices), "--from", "seed-2020", "--catalog", "v2"),
    ):
        code, out, err = run("--db", str(db), *argv)
        assert code == 2 and out == ""
        assert err.splitlines()[-1].endswith("; nothing was imported")
    assert dump(db) == before


def test_a_failure_while_saving_rolls_back(monkeypatch, tmp_path, db):
    # Patched in the front module: the import's save looks save_catalog up there.
    import rigwright.core.storage.database

    before = dump(db)
    real = rigwright.core.storage.database.save_catalog

    def half_then_fail(session, catalog, origin="files"):
        real(session, catalog)
        session.flush()
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(rigwright.core.storage.database, "save_catalog", half_then_fail)
    path = write_csv(tmp_path / "p.csv", "number,price_cny\n1.7,1\n", "utf-8")
    code, _, err = run("--db", str(db), "catalog", "import", str(path), "--catalog", "vendor")
    assert code == 1 and "disk on fire" in err
    assert dump(db) == before


def test_a_shipped_catalog_name_is_refused(tmp_path, tmp_db, seed_json):
    code, out, err = run("--db", str(tmp_db), "catalog", "import", str(seed_json))
    assert code == 2 and out == ""
    assert err.splitlines() == [
        (
            "seed-2020.json: the catalog 'seed-2020' ships with Rigwright (data/seed-2020/) and is "
            "rebuilt from those files whenever they change, which would silently drop the import; "
            "import it under a name of your own with --catalog NAME"
        ),
        "rigwright: error: seed-2020.json: 1 error; nothing was imported",
    ]
    code, _, err = run(
        "--db", str(tmp_db), "catalog", "import", str(seed_json), "--catalog", "current"
    )
    assert code == 2 and "'current' ships with Rigwright" in err


def test_a_price_list_for_a_shipped_catalog_goes_into_a_copy(tmp_path, tmp_db, seed_catalog):
    path = write_csv(tmp_path / "p.csv", "code,price_cny\nGT410i 14596-SB4X,85000\n", "utf-8")
    code, _, err = run(
        "--db", str(tmp_db), "catalog", "import", str(path), "--catalog", "seed-2020"
    )
    assert code == 2 and "--from seed-2020 --catalog NEW-NAME" in err
    code, _, err = run("--db", str(tmp_db), "catalog", "import", str(path))
    assert code == 2 and "--catalog NAME" in err
    code, out, err = run(
        "--db",
        str(tmp_db),
        "catalog",
        "import",
        str(path),
        "--from",
        "seed-2020",
        "--catalog",
        "vendor-2024",
    )
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        (
            "updated catalog 'vendor-2024' (a copy of 'seed-2020') from price list p.csv (UTF-8): "
            "1 of 24 SKUs priced, 1 changed"
        ),
        "  1.7 GT410i 14596-SB4X: ￥89,990 -> ￥85,000 (VAT not stated)",
    ]
    assert open_catalog(tmp_db, "vendor-2024").sku("1.7").price_cny == 85000
    assert open_catalog(tmp_db, "seed-2020") == seed_catalog  # the shipped one is untouched


def test_an_existing_catalog_is_replaced_only_when_asked(tmp_path, db, seed_json):
    code, _, err = run("--db", str(db), "catalog", "import", str(seed_json), "--catalog", "vendor")
    assert code == 2 and "add --replace" in err
    code, out, _ = run(
        "--db", str(db), "catalog", "import", str(seed_json), "--catalog", "vendor", "--replace"
    )
    assert code == 0 and out.startswith("replaced catalog 'vendor'")


def test_an_imported_catalog_works_like_a_shipped_one(db):
    code, out, _ = run("--db", str(db), "--catalog", "vendor", "skus", "--json")
    assert code == 0 and len(json.loads(out)) == 24
    code, out, _ = run(
        "--db", str(db), "recommend", "--workload", "cnn", "--catalog", "vendor", "--json"
    )
    assert code == 0 and json.loads(out)["catalog"] == "vendor"


def test_missing_file_and_unknown_catalog_are_usage_errors(tmp_path, tmp_db):
    code, _, err = run("--db", str(tmp_db), "catalog", "import", str(tmp_path / "nope.csv"))
    assert code == 2 and "does not exist" in err
    path = write_csv(tmp_path / "p.csv", "number,price_cny\n1.7,1\n", "utf-8")
    code, _, err = run("--db", str(tmp_db), "catalog", "import", str(path), "--catalog", "nope")
    assert code == 2 and "unknown catalog 'nope'" in err
    code, _, err = run(
        "--db", str(tmp_db), "catalog", "export", str(tmp_path / "o"), "--catalog", "nope"
    )
    assert code == 2 and "unknown catalog 'nope'" in err


def test_an_unusable_database_is_a_failure(tmp_path, seed_json):
    folder_db = tmp_path / "db-is-a-folder"
    folder_db.mkdir()
    code, _, err = run(
        "--db", str(folder_db), "catalog", "import", str(seed_json), "--catalog", "mine"
    )
    assert code == 1 and "is a folder" in err


def exported_skus(tmp_path: Path, tmp_db: Path, catalog: str = "seed-2020") -> Path:
    code, _, err = run(
        "--db",
        str(tmp_db),
        "--catalog",
        catalog,
        "catalog",
        "export",
        str(tmp_path / f"out-{catalog}"),
    )
    assert (code, err) == (0, "")
    return tmp_path / f"out-{catalog}" / "skus.csv"


def read_rows(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_bytes().decode("utf-8-sig"))))


def write_rows(path: Path, rows: list[dict[str, str]]) -> Path:
    buffer = io.StringIO(newline="")
    writer = csv.DictWriter(buffer, fieldnames=list(rows[0]), lineterminator="\r\n")
    writer.writeheader()
    writer.writerows(rows)
    path.write_bytes(buffer.getvalue().encode("utf-8-sig"))
    return path


def test_reimporting_the_unedited_skus_csv_changes_nothing(tmp_path, tmp_db, seed_catalog):
    skus = exported_skus(tmp_path, tmp_db)
    header = skus.read_bytes().decode("utf-8-sig").splitlines()[0]
    assert header.startswith("number,code,price_cny,basis,illustrative,price_as_printed,")
    assert read_rows(skus)[0]["illustrative"] == "true"
    code, out, err = run(
        "--db",
        str(tmp_db),
        "catalog",
        "import",
        str(skus),
        "--from",
        "seed-2020",
        "--catalog",
        "rt",
    )
    assert (code, err) == (0, "")
    assert out.splitlines()[0].endswith("24 of 24 SKUs priced, 0 changed")
    # The 2020 prices stay illustrative, with their own basis: the copy is the seed itself.
    assert open_catalog(tmp_db, "rt") == dataclasses.replace(seed_catalog, name="rt")


def test_an_unedited_export_keeps_a_basis_a_price_list_gave(tmp_path, db):
    import_file(
        write_csv(tmp_path / "含税.csv", "number,price_cny,basis\n1.7,85000,含税\n", "utf-8"),
        db,
        "vendor",
    )
    before = open_catalog(db, "vendor")
    assert before.sku("1.7").price_basis == f"含税 ({LIST})"
    result = import_file(exported_skus(tmp_path, db, "vendor"), db, "vendor")
    assert [u for u in result.updates if u.changed] == []
    assert open_catalog(db, "vendor") == before
    # A bare restatement of the price (no basis) keeps the basis too.
    import_file(
        write_csv(tmp_path / "p.csv", "number,price_cny\n1.7,85000\n", "utf-8"), db, "vendor"
    )
    assert open_catalog(db, "vendor") == before


def test_a_price_edited_in_the_export_is_a_firm_vendor_price(tmp_path, tmp_db):
    skus = exported_skus(tmp_path, tmp_db)
    rows = read_rows(skus)
    row = next(r for r in rows if r["number"] == "1.7")
    row["price_cny"] = "85000"  # basis and illustrative left as exported
    code, out, err = run(
        "--db",
        str(tmp_db),
        "catalog",
        "import",
        str(write_rows(skus, rows)),
        "--from",
        "seed-2020",
        "--catalog",
        "rt",
    )
    assert (code, err) == (0, "")
    assert out.splitlines()[1] == "  1.7 GT410i 14596-SB4X: ￥89,990 -> ￥85,000 (VAT not stated)"
    catalog = open_catalog(tmp_db, "rt")
    sku = catalog.sku("1.7")
    assert (sku.price_cny, sku.price_as_printed, sku.price_illustrative, sku.price_basis) == (
        85000,
        "￥85,000",
        False,
        f"VAT not stated ({LIST})",
    )
    assert catalog.sku("1.6").price_illustrative  # unedited rows keep their flag


def test_excel_turning_1_10_into_1_1_is_accepted_when_the_code_is_there(tmp_path, tmp_db):
    skus = exported_skus(tmp_path, tmp_db)
    rows = read_rows(skus)
    for row in rows:  # what Excel does to the number column
        row["number"] = str(float(row["number"]))
    assert [r["number"] for r in rows].count("1.1") == 2
    next(r for r in rows if r["code"] == "GT410i 142256-SC4G")["price_cny"] = "340000"
    code, out, err = run(
        "--db",
        str(tmp_db),
        "catalog",
        "import",
        str(write_rows(skus, rows)),
        "--from",
        "seed-2020",
        "--catalog",
        "rt",
    )
    assert (code, err) == (0, ""), err
    assert out.splitlines()[1:] == [
        "  1.10 GT410i 142256-SC4G: ￥350,000 -> ￥340,000 (VAT not stated)"
    ]
    catalog = open_catalog(tmp_db, "rt")
    assert (catalog.sku("1.10").price_cny, catalog.sku("1.1").price_cny) == (340000, 29990)


def test_a_huge_price_is_refused_not_a_crash(tmp_path, tmp_db, seed_json):
    path = write_csv(
        tmp_path / "p.csv",
        "number,price_cny\n1.7,99999999999999999999999999\n1.8,1000000001\n",
        "utf-8",
    )
    code, out, err = run(
        "--db",
        str(tmp_db),
        "catalog",
        "import",
        str(path),
        "--from",
        "seed-2020",
        "--catalog",
        "rt",
    )
    assert (code, out) == (2, "")
    assert err.splitlines()[:2] == [
        (
            "p.csv row 1, field price_cny: '99999999999999999999999999' is above the limit of "
            "￥1,000,000,000"
        ),
        "p.csv row 2, field price_cny: '1000000001' is above the limit of ￥1,000,000,000",
    ]

    # The same limit in a pack.
    def edit(p):
        p["skus"][0]["price_cny"] = 10**26
        p["skus"][0]["price_as_printed"] = f"{10**26:,}"

    with pytest.raises(PackError) as exc:
        import_file(broken_pack(seed_json, edit), tmp_db, "mine")
    assert problems_of(exc) == [
        f"broken.json $.skus[0], field price_cny: must be 0 to 1,000,000,000 (yuan), got {10**26}"
    ]
    # Any whole number too large for the database, not only a price.
    with pytest.raises(PackError) as exc:
        import_file(
            broken_pack(seed_json, lambda p: p["gpus"][0].update(cuda_cores=10**26)), tmp_db, "mine"
        )
    assert problems_of(exc) == [
        f"broken.json $.gpus[0], field cuda_cores: {10**26} is too large (at most {2**63 - 1})"
    ]


def test_a_folder_in_the_way_of_an_export_writes_nothing(tmp_path, tmp_db):
    out = tmp_path / "out"
    (out / "skus.csv").mkdir(parents=True)
    (out / "gpus.csv").write_text("old", encoding="utf-8")
    code, stdout, err = run("--db", str(tmp_db), "catalog", "export", str(out))
    assert (code, stdout) == (2, "")
    assert err == (
        f"rigwright: error: cannot write {out / 'skus.csv'}: a folder is in the way "
        f"of the file; nothing was written\n"
    )
    assert sorted(p.name for p in out.iterdir()) == ["gpus.csv", "skus.csv"]
    assert (out / "gpus.csv").read_text(encoding="utf-8") == "old"


def test_at_most_50_errors_are_printed(tmp_path, tmp_db):
    path = write_csv(
        tmp_path / "p.csv",
        "number,price_cny\n" + "".join(f"9.{i},1\n" for i in range(10_000)),
        "utf-8",
    )
    code, _, err = run(
        "--db",
        str(tmp_db),
        "catalog",
        "import",
        str(path),
        "--from",
        "seed-2020",
        "--catalog",
        "rt",
    )
    lines = err.splitlines()
    assert code == 2 and len(lines) == 52
    assert lines[-2:] == [
        "… and 9950 more errors",
        "rigwright: error: p.csv: 10000 errors; nothing was imported",
    ]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX-only")
def test_a_pipe_or_a_device_is_not_imported_and_never_blocks(tmp_path, tmp_db):
    from rigwright.core.io.files import SourceError
    from tests.core.io.test_files import never_blocked

    pipe = tmp_path / "pack.json"
    os.mkfifo(pipe)
    outcome = never_blocked(lambda: import_file(pipe, tmp_db, "mine"), pipe)
    assert isinstance(outcome, SourceError) and outcome.reason.startswith("is not a regular file")
    code, _, err = run("--db", str(tmp_db), "catalog", "import", str(pipe), "--catalog", "mine")
    assert code == 2 and "is not a regular file" in err and "does not exist" not in err
    if os.path.exists("/dev/zero"):
        zero = tmp_path / "zero.json"
        zero.symlink_to("/dev/zero")
        code, _, err = run("--db", str(tmp_db), "catalog", "import", str(zero))
        assert code == 2 and "is not a regular file" in err and "does not exist" not in err
