"""Catalog packs and price lists: export then import is the identity, every malformed input is
reported (all problems, each naming file, row or JSON path, field and reason), Chinese Excel
encodings are read, and a bad file changes nothing in the database."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import os
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.cli import main as cli
from rigwright.core.storage.database import open_catalog
from rigwright.core.storage.packs import (
    PackError,
    decode_text,
    export_pack,
    import_file,
    pack_from_text,
    price_list_name,
    write_files_atomically,
)

LIST = price_list_name(date.today())
"""How an import today names its price list in a basis."""


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


@pytest.fixture(scope="module")
def current_catalog():
    return load_catalog_files("current")


@pytest.fixture
def seed_json(tmp_path, seed_catalog) -> Path:
    return export_pack(seed_catalog, tmp_path / "pack")[0]


@pytest.fixture
def db(tmp_db, seed_catalog) -> Path:
    """A database holding the shipped seed (as every start builds it) and an imported copy
    'vendor'."""
    open_catalog(tmp_db, "seed-2020")
    export = export_pack(seed_catalog, tmp_db.parent / "vendor-pack")[0]
    import_file(export, tmp_db, "vendor")
    return tmp_db


def problems_of(exc: pytest.ExceptionInfo[PackError]) -> list[str]:
    return [str(p) for p in exc.value.problems]


# ----------------------------------------------------------------------------- round trip


@pytest.mark.parametrize("name", ["seed-2020", "current"])
def test_export_then_import_gives_an_identical_catalog(tmp_path, tmp_db, name):
    original = load_catalog_files(name)
    files = export_pack(original, tmp_path / "out")
    assert [f.name for f in files] == [f"{name}.json", "gpus.csv", "skus.csv"]
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


def test_decimals_are_strings_that_keep_their_printed_precision(seed_json):
    pack = json.loads(seed_json.read_text(encoding="utf-8"))
    titan_v = next(g for g in pack["gpus"] if g["name"] == "TITAN V")
    assert titan_v["fp16_tflops"] == "29.80"
    sku = next(s for s in pack["skus"] if s["number"] == "1.8")
    assert sku["fp16"] == {
        "printed": sku["fp16"]["printed"],
        "stated": "131",
        "computed": "130.48",
        "precision": "1",
    }
    assert {
        "gpus",
        "skus",
        "chassis",
        "cnn_tiers",
        "scale_table",
        "rnn_grades",
        "frameworks",
        "workload_families",
        "glossary",
        "tensor_definition",
    } <= set(pack)


def test_csvs_are_utf8_with_bom_and_unknown_is_blank(tmp_path, current_catalog, seed_catalog):
    export_pack(current_catalog, tmp_path / "current")
    raw = (tmp_path / "current" / "gpus.csv").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    lines = raw.decode("utf-8-sig").splitlines()
    assert lines[0].startswith("name,aliases,cuda_cores,")
    assert len(lines) == 1 + len(current_catalog.gpus)
    rows = {r["name"]: r for r in csv.DictReader(lines)}
    a6000 = current_catalog.gpu("RTX A6000")
    assert a6000.launch_msrp_usd is None  # the reference gives no launch price
    assert rows["RTX A6000"]["launch_msrp_usd"] == ""  # unknown is a blank cell, never 0
    assert rows["RTX A6000"]["memory_gb"] == str(a6000.memory_gb)
    export_pack(seed_catalog, tmp_path / "seed")
    skus = (tmp_path / "seed" / "skus.csv").read_bytes().decode("utf-8-sig").splitlines()
    assert skus[0].startswith("number,code,price_cny,")
    assert "雙塔式" in "\n".join(skus)


def test_the_exported_skus_csv_is_a_price_list(tmp_path, db):
    export_pack(open_catalog(db, "vendor"), tmp_path / "v")
    result = import_file(tmp_path / "v" / "skus.csv", db, "vendor")
    assert len(result.updates) == 24
    assert [u for u in result.updates if u.price_cny != u.old_price_cny] == []


def test_exported_csvs_never_hold_a_live_spreadsheet_formula(tmp_path, db, seed_catalog):
    # Before: a remark or basis "=cmd|' /C calc'!A0" from an imported file was written as is,
    # and Excel ran it when the engineer opened skus.csv.
    skus = list(seed_catalog.skus)
    skus[0] = dataclasses.replace(skus[0], remark="=cmd|' /C calc'!A0", price_basis="@SUM(1+1)")
    hostile = dataclasses.replace(seed_catalog, name="hostile", skus=tuple(skus))
    export_pack(hostile, tmp_path / "h")
    rows = list(
        csv.DictReader(io.StringIO((tmp_path / "h" / "skus.csv").read_text(encoding="utf-8-sig")))
    )
    assert rows[0]["remark"] == "'=cmd|' /C calc'!A0" and rows[0]["basis"] == "'@SUM(1+1)"
    assert not any(v.startswith(("=", "+", "@")) for row in rows for v in row.values())
    # ... and the unedited file imported back still changes nothing.
    import_file(tmp_path / "h" / "hostile.json", db)
    result = import_file(tmp_path / "h" / "skus.csv", db, "hostile")
    assert [u for u in result.updates if u.basis is not None] == []
    assert open_catalog(db, "hostile").skus[0].price_basis == "@SUM(1+1)"


# ----------------------------------------------------------------------------- export atomic


def test_a_failed_export_leaves_nothing_half_written(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "gpus.csv").write_text("old", encoding="utf-8")
    files = {out / "gpus.csv": b"new", tmp_path / "missing-folder" / "skus.csv": b"x"}
    with pytest.raises(OSError):
        write_files_atomically(files)
    assert (out / "gpus.csv").read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in out.iterdir()) == ["gpus.csv"]  # no temporary files left


def test_export_into_a_file_is_refused(tmp_path, tmp_db):
    (tmp_path / "f").write_text("x", encoding="utf-8")
    code, _, err = run("--db", str(tmp_db), "catalog", "export", str(tmp_path / "f"))
    assert code == 2 and "is a file, not a folder" in err


# ----------------------------------------------------------------------------- malformed packs


def broken_pack(seed_json: Path, edit) -> Path:
    pack = json.loads(seed_json.read_text(encoding="utf-8"))
    edit(pack)
    path = seed_json.with_name("broken.json")
    path.write_text(json.dumps(pack, ensure_ascii=False), encoding="utf-8")
    return path


def gpu_index(pack: dict, name: str) -> int:
    return next(i for i, g in enumerate(pack["gpus"]) if g["name"] == name)


def test_wrong_type(seed_json, tmp_db):
    path = broken_pack(seed_json, lambda p: p["gpus"][0].update(cuda_cores="many"))
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    assert problems_of(exc) == [
        (
            "broken.json $.gpus[0], field cuda_cores: Input should be a valid integer, "
            "unable to parse string as an integer"
        )
    ]


def test_negative_power(seed_json, tmp_db):
    def edit(p):
        p["gpus"][3]["board_power_w"] = -300
        p["skus"][0]["psu_w"] = -2000

    with pytest.raises(PackError) as exc:
        import_file(broken_pack(seed_json, edit), tmp_db, "mine")
    assert problems_of(exc) == [
        "broken.json $.gpus[3], field board_power_w: must be greater than 0, got -300",
        "broken.json $.skus[0], field psu_w: must be greater than 0, got -2000",
    ]


def test_duplicate_sku_code(seed_json, tmp_db):
    def edit(p):
        p["skus"][1]["code"] = p["skus"][0]["code"]
        p["skus"][1]["code_as_printed"] = p["skus"][0]["code_as_printed"]

    with pytest.raises(PackError) as exc:
        import_file(broken_pack(seed_json, edit), tmp_db, "mine")
    assert problems_of(exc) == [
        (
            "broken.json $.skus[1], field code: duplicate SKU code 'GX380i 14932-SA2X' "
            "(also $.skus[0])"
        )
    ]


def test_unknown_gpu_referenced_by_a_sku(seed_json, tmp_db):
    with pytest.raises(PackError) as exc:
        import_file(
            broken_pack(seed_json, lambda p: p["skus"][4].update(gpu="RTX 9090")), tmp_db, "mine"
        )
    [message] = problems_of(exc)
    assert message.startswith(
        "broken.json $.skus[4], field gpu: unknown GPU 'RTX 9090'; the pack's GPUs are "
    )


def test_every_problem_is_reported_not_only_the_first(seed_json, tmp_db):
    def edit(p):
        p["gpus"][0]["memory_gb"] = "a lot"  # wrong type
        p["gpus"][1]["board_power_w"] = -1  # out of range
        p["gpus"][2]["colour"] = "green"  # unknown field
        del p["skus"][2]["price_cny"]  # missing field
        p["skus"][5]["gpu"] = "Voodoo 2"  # unknown GPU
        p["skus"][6]["fp16"]["computed"] = "1"  # not ours
        p["cnn_tiers"][1].append("Voodoo 3")  # a tier names an unknown GPU
        p["format_version"] = 7

    tier_length = len(json.loads(seed_json.read_text(encoding="utf-8"))["cnn_tiers"][1])
    with pytest.raises(PackError) as exc:
        import_file(broken_pack(seed_json, edit), tmp_db, "mine")
    where = [(p.where, p.field) for p in exc.value.problems]
    assert sorted(where) == sorted(
        [
            ("$", "format_version"),
            ("$.gpus[0]", "memory_gb"),
            ("$.gpus[1]", "board_power_w"),
            ("$.gpus[2]", "colour"),
            ("$.skus[2]", "price_cny"),
            ("$.skus[5]", "gpu"),
            ("$.skus[6].fp16", "computed"),
            ("$.cnn_tiers[1]", f"[{tier_length}]"),
        ]
    )
    assert str(exc.value) == "broken.json: 8 errors; nothing was imported"


def test_truncated_json(seed_json, tmp_db):
    text = seed_json.read_text(encoding="utf-8")
    path = seed_json.with_name("cut.json")
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    [message] = problems_of(exc)
    assert message.startswith("cut.json line ")
    assert message.endswith("the JSON ends too early (truncated file?)")


def test_not_json_at_all(tmp_path, tmp_db):
    path = tmp_path / "x.json"
    path.write_text('{"name": "x",, }', encoding="utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db)
    assert problems_of(exc) == [
        "x.json line 1, column 14: not valid JSON (Expecting property name enclosed in double"
        " quotes)"
    ]


@pytest.mark.parametrize("content", [b"", b"   \r\n", b"\xef\xbb\xbf"])
@pytest.mark.parametrize("suffix", [".json", ".csv"])
def test_empty_file(tmp_path, tmp_db, content, suffix):
    path = tmp_path / f"empty{suffix}"
    path.write_bytes(content)
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    assert problems_of(exc) == [f"empty{suffix}: the file is empty"]


def test_wrong_encoding(tmp_path, tmp_db):
    path = tmp_path / "prices.csv"
    path.write_bytes(b"code,price_cny\r\n\xff\xfeGT410i\xff,1\r\n")  # 0xFF starts nothing
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    [message] = problems_of(exc)
    assert message == (
        "prices.csv: cannot read the text: it is neither UTF-8 nor GBK nor Big5 "
        "(save it as 'CSV UTF-8' or as plain CSV from Excel)"
    )


@pytest.mark.parametrize(
    ("name", "data", "message"),
    [
        (
            "pack.json",
            "{}".encode("utf-16"),  # a BOM, then NULs: what Notepad's "Unicode" writes
            (
                "pack.json: cannot read the text: it is UTF-16 (save it as UTF-8: a catalog pack"
                " is UTF-8 "
                "JSON)"
            ),
        ),
        (
            "pack.json",
            b"\xff\x00\xfe garbage \xff",
            (
                "pack.json: cannot read the text: it is neither UTF-8 nor GBK nor Big5 (save it as"
                " UTF-8: "
                "a catalog pack is UTF-8 JSON)"
            ),
        ),
        (
            "prices.csv",
            "code,price_cny".encode("utf-16"),
            (
                "prices.csv: cannot read the text: it is UTF-16 (save it as 'CSV UTF-8' or as"
                " plain CSV "
                "from Excel)"
            ),
        ),
    ],
)
def test_unreadable_text_gets_advice_for_its_kind_of_file(tmp_path, tmp_db, name, data, message):
    """A pack is not a spreadsheet: its advice names JSON, not Excel (a newcomer's UTF-16
    pack was told to save it as 'CSV UTF-8')."""
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    assert problems_of(exc) == [message]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "[" * 100_000 + "]" * 100_000,
            "the JSON nests 100000 levels deep; a catalog pack nests at most 32",
        ),
        ('{"format": ' + "9" * 5000 + "}", "a number of at most 30 digits"),
        ('{"format": NaN}', "NaN is not a number a catalog pack may hold"),
        ('{"format": -Infinity}', "-Infinity is not a number a catalog pack may hold"),
        ('{"name": "a", "name": "b"}', "the key 'name' appears twice in one object"),
    ],
)
def test_json_that_breaks_the_parser_or_says_two_things_is_refused(tmp_path, tmp_db, text, reason):
    # Before: RecursionError / ValueError tracebacks, NaN taken as a float, the last key
    # silently winning.
    path = tmp_path / "odd.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    [message] = problems_of(exc)
    assert message.startswith((f"odd.json: {reason}", f"odd.json $, field format: {reason}"))
    assert not tmp_db.exists()


def test_a_problem_quoting_the_file_is_one_short_line(seed_json, tmp_db):
    # A key of the file's own with a line break, a terminal escape and a right-to-left
    # override, and a 200,000-character key: each message stays one line of bounded length.
    path = broken_pack(seed_json, lambda p: p.update({"x\n\x1b[2J\u202eevil": 1, "k" * 200_000: 2}))
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    messages = problems_of(exc)
    assert (
        "broken.json $, field x\\x0a\\x1b[2J\\u202eevil: the key contains a control character "
        "(U+000A)" in messages
    )
    assert all("\n" not in m and "\x1b" not in m and len(m) < 700 for m in messages)


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


# ----------------------------------------------------------------------------- price lists


def write_csv(path: Path, text: str, encoding: str) -> Path:
    path.write_bytes(text.replace("\n", "\r\n").encode(encoding))
    return path


def test_a_gbk_price_list(tmp_path, db):
    path = write_csv(
        tmp_path / "价格表.csv",
        '型号,价格,计价基准\nGT410i 14596-SB4X,"￥85,000",含税价\nGX380i 14932-SA2X,27990,不含税\n',
        "gbk",
    )
    result = import_file(path, db, "vendor")
    assert result.encoding == "GBK"
    catalog = open_catalog(db, "vendor")
    assert catalog.sku("1.7").price_cny == 85000
    assert catalog.sku("1.7").price_as_printed == "￥85,000"
    assert catalog.sku("1.7").price_basis == f"含税价 ({LIST})"
    assert not catalog.sku("1.7").price_illustrative
    assert catalog.sku("1.6").price_illustrative  # not in the list: still the guide's price
    assert catalog.sku("1.1").price_cny == 27990
    assert catalog.sku("1.2").price_cny == 49990  # not in the list: kept


def test_a_big5_price_list(tmp_path, db):
    path = write_csv(
        tmp_path / "prices.csv",
        "編號,型號,價格,計價基準\n1.7,GT410i 14596-SB4X,86000,含稅\n3.7,,520000,未稅\n",
        "big5",
    )
    result = import_file(path, db, "vendor")
    assert result.encoding == "Big5"
    catalog = open_catalog(db, "vendor")
    assert catalog.sku("1.7").price_cny == 86000
    assert catalog.sku("3.7").price_cny == 520000
    assert catalog.sku("3.7").price_basis.startswith("未稅 (")


def test_traditional_text_saved_as_gbk_is_read_as_gbk():
    # Chinese Excel on a simplified-Chinese system saves traditional characters in GBK.
    text, encoding = decode_text("編號,價格,計價基準\r\n1.7,1,含稅\r\n".encode("gbk"), "p.csv")
    assert (encoding, text.splitlines()[0]) == ("GBK", "編號,價格,計價基準")


@pytest.mark.parametrize("encoding, label", [("utf-8", "UTF-8"), ("utf-8-sig", "UTF-8 with BOM")])
def test_utf8_price_lists_with_or_without_bom(tmp_path, db, encoding, label):
    path = write_csv(tmp_path / "p.csv", "number,price_cny,basis\n1.7,87000,含稅\n", encoding)
    assert import_file(path, db, "vendor").encoding == label
    assert open_catalog(db, "vendor").sku("1.7").price_cny == 87000


def test_a_second_price_list_replaces_the_first_ones_note(tmp_path, db):
    for price in (80000, 81000):
        import_file(
            write_csv(tmp_path / "p.csv", f"number,price_cny\n1.7,{price}\n", "utf-8"), db, "vendor"
        )
    sku = open_catalog(db, "vendor").sku("1.7")
    assert (sku.price_cny, sku.price_basis) == (81000, f"VAT not stated ({LIST})")


def test_missing_column(tmp_path, db):
    path = write_csv(tmp_path / "p.csv", "code,cost\nGT410i 14596-SB4X,1\n", "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    assert problems_of(exc) == [
        (
            "p.csv header, field price_cny: missing column: a price in CNY "
            "(price_cny or 價格/价格); the columns are 'code', 'cost'"
        )
    ]


def test_bad_price_rows_all_reported(tmp_path, db):
    path = write_csv(
        tmp_path / "p.csv",
        "number,code,price_cny\n"
        "1.7,,abc\n"  # wrong type
        "1.4,,-5\n"  # negative
        "1.2,,49990.5\n"  # not whole yuan
        ",GT410i 14596-SB4X,1\n"  # 1.7 again
        "9.9,,1\n"  # unknown SKU
        "1.1,GX380i 14964-SB2X,1\n"  # number and code disagree
        "1.3,,\n",
        "utf-8",
    )  # no price
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    assert problems_of(exc) == [
        (
            "p.csv row 1, field price_cny: 'abc' is not a number of yuan (write digits with "
            "optional thousands commas, e.g. 89990 or ￥89,990)"
        ),
        "p.csv row 2, field price_cny: a price must be above 0, got '-5'",
        "p.csv row 3, field price_cny: '49990.5' is not a whole number of yuan",
        "p.csv row 4, field code: SKU 1.7 'GT410i 14596-SB4X' is listed twice (also row 1)",
        "p.csv row 5, field number: unknown SKU '9.9'",
        (
            "p.csv row 6, field number: number 1.1 is 'GX380i 14932-SA2X' but the code says "
            "'GX380i 14964-SB2X'"
        ),
        "p.csv row 7, field price_cny: no price (leave the row out to keep the SKU's price)",
    ]


# ----------------------------------------------------------------------------- the database


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


# ----------------------------------------------------------------------------- tester's faults


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


def test_the_illustrative_column_is_honoured(tmp_path, db):
    path = write_csv(
        tmp_path / "p.csv",
        "number,price_cny,basis,illustrative\n"
        "1.7,85000,,YES\n"  # a new price that only illustrates
        "1.6,69990,,no\n"  # the printed price, confirmed as firm
        "1.5,160000,含税,0\n",
        "utf-8",
    )
    import_file(path, db, "vendor")
    catalog = open_catalog(db, "vendor")
    assert catalog.sku("1.7").price_illustrative
    assert catalog.sku("1.7").price_basis == f"VAT not stated ({LIST})"
    s16 = catalog.sku("1.6")
    assert (s16.price_illustrative, s16.price_basis, s16.price_as_printed) == (
        False,
        load_catalog_files("seed-2020").sku("1.6").price_basis,
        "￥69,990",
    )
    assert not catalog.sku("1.5").price_illustrative
    bad = write_csv(tmp_path / "p.csv", "number,price_cny,illustrative\n1.7,1,maybe\n", "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(bad, db, "vendor")
    assert problems_of(exc) == [
        "p.csv row 1, field illustrative: 'maybe': write true or false (yes/no, 1/0)"
    ]


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


def test_a_number_that_could_be_1_1_or_1_10_needs_the_code_column(tmp_path, db):
    path = write_csv(tmp_path / "p.csv", "number,price_cny\n1.1,28000\n1.10,340000\n", "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    assert problems_of(exc) == [
        (
            "p.csv row 1, field number: '1.1' could be SKU 1.1 or 1.10 (Excel turns 1.10 into 1.1) "
            "and the file has no code column: add a 'code' column with the SKU's code "
            "(e.g. 'GX380i 14932-SA2X')"
        )
    ]


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


def test_a_write_error_names_the_target_not_the_temporary_file(tmp_path):
    target = tmp_path / "missing-folder" / "skus.csv"
    with pytest.raises(OSError) as exc:
        write_files_atomically({target: b"x"})
    assert exc.value.filename == str(target)


def test_exported_files_get_the_umask_mode(tmp_path, seed_catalog):
    import os
    import stat

    old = os.umask(0o022)
    try:
        files = export_pack(seed_catalog, tmp_path / "a")
        os.umask(0o027)
        files += export_pack(seed_catalog, tmp_path / "b")
    finally:
        os.umask(old)
    assert [stat.S_IMODE(f.stat().st_mode) for f in files] == [0o644] * 3 + [0o640] * 3


@pytest.mark.parametrize(
    "cell, reason",
    [
        ("0", "a price must be above 0, got '0'"),
        ("-0", "a price must be above 0, got '-0'"),
        ("1e5", "'1e5' is not a number of yuan"),
        ("4_0000", "'4_0000' is not a number of yuan"),
        ("٨٩٩٩٠", "'٨٩٩٩٠' is not a number of yuan"),  # Arabic-Indic digits
        ("89 990", "'89 990' is not a number of yuan"),
        ("8,99,90", "'8,99,90' is not a number of yuan"),
        ("NaN", "'NaN' is not a number of yuan"),
    ],
)
def test_lenient_prices_are_refused(tmp_path, db, cell, reason):
    path = write_csv(tmp_path / "p.csv", f'number,price_cny\n1.7,"{cell}"\n', "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    [message] = problems_of(exc)
    assert message.startswith(f"p.csv row 1, field price_cny: {reason}")


@pytest.mark.parametrize(
    "cell", ["85000", "85,000", "￥85,000", "¥85,000.00", "８５０００", " ￥ 85000 "]
)
def test_prices_as_people_and_excel_write_them(tmp_path, db, cell):
    path = write_csv(tmp_path / "p.csv", f'number,price_cny\n1.7,"{cell}"\n', "utf-8")
    import_file(path, db, "vendor")
    assert open_catalog(db, "vendor").sku("1.7").price_cny == 85000


def test_a_duplicate_column_and_extra_cells_are_refused(tmp_path, db):
    path = write_csv(tmp_path / "p.csv", "number,price_cny,价格\n1.7,1,2\n", "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    assert problems_of(exc) == [
        (
            "p.csv header, field price_cny: columns 'price_cny' and '价格' both name the price_cny "
            "column (columns 2 and 3); keep one"
        )
    ]
    path = write_csv(tmp_path / "p.csv", "number,price_cny,note,Note\n1.7,1,,\n", "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    assert problems_of(exc) == [
        "p.csv header, field Note: column 'Note' appears twice (columns 3 and 4)"
    ]
    path = write_csv(tmp_path / "p.csv", "number,price_cny\n1.7,85,000\n1.6,85000,,\n", "utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    assert problems_of(exc) == [
        (
            "p.csv row 1, field column 3: '000' is beyond the header's 2 columns (a comma too "
            "many, or a column without a name?)"
        )
    ]  # row 2's extra cells are blank: Excel's


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
