"""Text and numbers from every importer get the same rules as a quote file: a control,
invisible or bidirectional character, or a number of thousands of digits, is refused with a
message naming the file, the row and the field; nothing of a file reaches the terminal raw;
a price list is named in a customer's quote by its title and date, never by its file name."""

from __future__ import annotations

import csv
import dataclasses
import datetime as dt
import io
import json
from pathlib import Path

import pytest

from rigwright.core.catalog.sources import CatalogError
from rigwright.core.cli import main as cli
from rigwright.core.storage.database import open_catalog
from rigwright.core.storage.packs import PackError, export_pack, import_file

HOSTILE = [
    "line1\nline2\x1b[31m",
    "rtl \u202eevil",
    "zero\u200bwidth",
    "bell\x07",
    "c1\x85",
    "含税\u2028x",
    "para\u2029graph",
]
FIELD_REASON = {
    "line1\nline2\x1b[31m": "contains a control character (U+000A)",
    "rtl \u202eevil": "contains an invisible or unassigned character (U+202E)",
    "zero\u200bwidth": "contains an invisible or unassigned character (U+200B)",
    "bell\x07": "contains a control character (U+0007)",
    "c1\x85": "contains a control character (U+0085)",
    "含税\u2028x": "contains a line or paragraph separator (U+2028)",
    "para\u2029graph": "contains a line or paragraph separator (U+2029)",
}


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def price_list(path: Path, rows: list[list[str]]) -> Path:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\r\n").writerows(rows)
    path.write_text(buffer.getvalue(), encoding="utf-8")
    return path


@pytest.fixture
def db(tmp_db, seed_catalog) -> Path:
    import_file(export_pack(seed_catalog, tmp_db.parent / "pack")[0], tmp_db, "vendor")
    return tmp_db


def problems(exc: pytest.ExceptionInfo[PackError]) -> list[str]:
    return [str(p) for p in exc.value.problems]


@pytest.mark.parametrize("text", HOSTILE)
@pytest.mark.parametrize("column", ["basis", "code", "illustrative"])
def test_a_price_list_cell_with_a_control_or_bidi_character_is_refused(tmp_path, db, text, column):
    row = {
        "code": "GT410i 14596-SB4X",
        "price_cny": "85000",
        "basis": "含税",
        "illustrative": "false",
    } | {column: text}
    path = price_list(tmp_path / "p.csv", [list(row), list(row.values())])
    with pytest.raises(PackError) as exc:
        import_file(path, db, "vendor")
    assert problems(exc) == [f"p.csv row 1, field {column}: {FIELD_REASON[text]}"]
    assert open_catalog(db, "vendor").sku("1.7").price_cny != 85000  # nothing imported


def test_a_price_of_thousands_of_digits_gets_our_message_not_pythons(tmp_path, db):
    path = price_list(
        tmp_path / "p.csv",
        [["number", "price_cny"], ["1.7", "9" * 5000], ["1.8", "￥" + "1," * 3000 + "000"]],
    )
    code, out, err = run("--db", str(db), "catalog", "import", str(path), "--catalog", "vendor")
    assert (code, out) == (2, "")
    assert err.splitlines()[:2] == [
        "p.csv row 1, field price_cny: a number of at most 30 digits, got 5,000 digits",
        "p.csv row 2, field price_cny: a number of at most 30 digits, got 3,003 digits",
    ]
    assert "set_int_max_str_digits" not in err


def pack_with(seed_catalog, tmp_path: Path, edit) -> Path:
    path = export_pack(seed_catalog, tmp_path / "pack")[0]
    pack = json.loads(path.read_text(encoding="utf-8"))
    edit(pack)
    text = json.dumps(pack, ensure_ascii=False)
    out = path.with_name("broken.json")
    out.write_text(text, encoding="utf-8")
    return out


@pytest.mark.parametrize("text", HOSTILE)
def test_a_pack_string_with_a_control_or_bidi_character_is_refused(
    tmp_path, tmp_db, seed_catalog, text
):
    def edit(pack):
        pack["skus"][2]["remark"] = text
        pack["glossary"][0]["zh_CN"] = text

    with pytest.raises(PackError) as exc:
        import_file(pack_with(seed_catalog, tmp_path, edit), tmp_db, "mine")
    assert problems(exc) == [
        f"broken.json $.skus[2], field remark: {FIELD_REASON[text]}",
        f"broken.json $.glossary[0], field zh_CN: {FIELD_REASON[text]}",
    ]


@pytest.mark.parametrize("number", ["9" * 5000, "1e999999999", "1" + "0" * 40 + ".5"])
def test_a_pack_number_of_thousands_of_digits_is_refused_at_its_place(
    tmp_path, tmp_db, seed_catalog, number
):
    path = pack_with(seed_catalog, tmp_path, lambda p: p["gpus"][1].update(cuda_cores=0))
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"cuda_cores": 0', f'"cuda_cores": {number}'), encoding="utf-8")
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    assert problems(exc) == [
        "broken.json $.gpus[1], field cuda_cores: a number of at most 30 digits"
    ]


@pytest.mark.parametrize("text", HOSTILE)
def test_a_catalog_folder_file_with_a_control_or_bidi_character_is_refused(tmp_path, text):
    import shutil

    from rigwright.core.catalog.files import load_catalog_files

    root = tmp_path / "data"
    shutil.copytree(Path(__file__).resolve().parents[2] / "data" / "current", root / "mine")
    parts = root / "mine" / "parts.toml"
    body = parts.read_text(encoding="utf-8")
    first = body.index('name = "')
    parts.write_text(
        body[:first] + f"name = {json.dumps(text)}" + body[body.index("\n", first) :],
        encoding="utf-8",
    )
    with pytest.raises(CatalogError) as exc:
        load_catalog_files("mine", root)
    # A TOML text may hold line breaks (a note's paragraphs), nothing else of the kind.
    reason = FIELD_REASON[text].replace("U+000A", "U+001B")
    assert str(exc.value) == f"parts.toml part[0], field name: {reason}"


def test_a_toml_number_of_thousands_of_digits_gets_our_message(tmp_path):
    import shutil

    from rigwright.core.catalog.files import load_catalog_files

    root = tmp_path / "data"
    shutil.copytree(Path(__file__).resolve().parents[2] / "data" / "current", root / "mine")
    prices = root / "mine" / "prices.toml"
    prices.write_text(
        prices.read_text(encoding="utf-8") + "\n[extra]\nbig = " + "9" * 5000 + "\n",
        encoding="utf-8",
    )
    with pytest.raises(CatalogError) as exc:
        load_catalog_files("mine", root)
    assert "prices.toml" in str(exc.value) and "a number of at most" in str(exc.value)
    assert "set_int_max_str_digits" not in str(exc.value)


# ----------------------------------------------------------------------------- the terminal


def test_the_import_summary_never_prints_a_raw_escape(tmp_path, db):
    # The file's own name is the engineer's, and printed in the summary: escaped.
    path = price_list(
        tmp_path / "p\x1b[31m\u202e.csv",
        [["code", "price_cny", "basis"], ["GT410i 14596-SB4X", "85000", "含税"]],
    )
    code, out, err = run("--db", str(db), "catalog", "import", str(path), "--catalog", "vendor")
    assert code == 0, err
    assert "from price list p\\x1b[31m\\u202e.csv" in out
    assert not any(ch in out + err for ch in "\x1b\u202e\r")


def test_every_listing_escapes_what_the_database_holds(tmp_path, db):
    # A value stored before the importers refused such text (or written by another tool).
    from sqlalchemy.orm import Session

    from rigwright.core.storage.database import make_engine, save_catalog, sqlite_url

    catalog = open_catalog(db, "vendor")
    sku = dataclasses.replace(catalog.sku("1.7"), price_basis="a\x1b[2J\u202eb\x85c")
    catalog = dataclasses.replace(
        catalog, skus=tuple(sku if s.number == "1.7" else s for s in catalog.skus)
    )
    engine = make_engine(sqlite_url(db))
    with Session(engine) as session, session.begin():
        save_catalog(session, catalog, origin="import")
    engine.dispose()
    code, out, _ = run("--db", str(db), "--catalog", "vendor", "skus", "--json")
    assert code == 0 and not any(ch in out for ch in "\x1b\u202e\x85")
    listed = next(s for s in json.loads(out) if s["number"] == "1.7")
    assert listed["price_basis"] == "a\x1b[2J\u202eb\x85c"  # still valid JSON, same value
    code, out, _ = run("--db", str(db), "--catalog", "vendor", "skus")
    assert code == 0 and not any(ch in out for ch in "\x1b\u202e\x85")


# ----------------------------------------------------------------------------- the customer's quote


def test_the_customer_quote_names_a_price_list_by_title_and_date_not_its_file(tmp_path, db):
    from rigwright.core.quote.document import quote_for_sku, resolve_quote

    path = price_list(
        tmp_path / "vendor-secret-costs.csv",
        [["code", "price_cny", "basis"], ["GT410i 14596-SB4X", "85000", "含税"]],
    )
    import_file(path, db, "vendor", today=dt.date(2026, 5, 4))
    catalog = open_catalog(db, "vendor")
    assert catalog.sku("1.7").price_basis == "含税 (Price list 2026-05-04)"
    doc = quote_for_sku(catalog.sku("1.7"), "A", "zh_CN", catalog="vendor")
    (line,) = resolve_quote(doc, catalog).options[0].lines
    assert line.price_note == "价格依据：含税 (价目表 2026-05-04)"


@pytest.mark.parametrize(
    ("lang", "note"),
    [
        ("zh_CN", "价格依据：未注明是否含增值税 (价目表 2026-05-04)"),
        ("zh_TW", "價格依據：未註明是否含增值稅 (價目表 2026-05-04)"),
        ("en", "Price basis: VAT not stated (Price list 2026-05-04)"),
    ],
)
def test_the_importers_own_words_in_a_basis_are_in_the_quotes_language(tmp_path, db, lang, note):
    """A basis the list does not state and the list's name are the importer's words, not
    the vendor's: a Chinese quote says them in Chinese."""
    from rigwright.core.quote.document import quote_for_sku, resolve_quote

    path = price_list(tmp_path / "p.csv", [["code", "price_cny"], ["GT410i 14596-SB4X", "85000"]])
    import_file(path, db, "vendor", today=dt.date(2026, 5, 4))
    catalog = open_catalog(db, "vendor")
    doc = quote_for_sku(catalog.sku("1.7"), "A", lang, catalog="vendor")
    (line,) = resolve_quote(doc, catalog).options[0].lines
    assert line.price_note == note


@pytest.mark.parametrize("text", HOSTILE)
def test_a_build_file_with_a_control_or_bidi_character_is_refused(tmp_path, seed_catalog, text):
    from rigwright.core.build.model import (
        BuildError,
        build_from_json,
        build_from_sku,
        build_to_json,
    )

    data = build_to_json(build_from_sku(seed_catalog.sku("1.7"), seed_catalog))
    data["drives"] = [*data.get("drives", []), text]
    with pytest.raises(BuildError) as exc:
        build_from_json(data, seed_catalog)
    assert str(exc.value) == f"drives[{len(data['drives']) - 1}]: {FIELD_REASON[text]}"
    path = tmp_path / "b.json"
    data["drives"].pop()
    path.write_text(json.dumps(data | {"label": text}), encoding="utf-8")
    code, out, err = run("check", "--build", str(path))
    assert (code, out) == (2, "") and f"label: {FIELD_REASON[text]}" in err


def test_a_column_no_price_list_has_is_named_in_the_summary(tmp_path, db):
    """A misspelt column ("bais" for basis) is not read: the summary says so rather than
    letting the prices go in with the default basis unremarked; the columns of an exported
    skus.csv are read or knowingly passed over, and never named."""
    path = price_list(
        tmp_path / "p.csv", [["code", "price_cny", "bais"], ["GT410i 14596-SB4X", "85000", "含税"]]
    )
    lines = import_file(path, db, "vendor", today=dt.date(2026, 5, 4)).lines()
    assert lines[-1] == (
        "  note: column 'bais' is none a price list has (code, number, name, "
        "price_cny, basis, illustrative): not read"
    )
    exported = price_list(
        tmp_path / "skus.csv",
        [
            ["number", "code", "price_cny", "remark", "gpu_count"],
            ["1.7", "GT410i 14596-SB4X", "86000", "", "4"],
        ],
    )
    assert not any("note:" in line for line in import_file(exported, db, "vendor").lines())
