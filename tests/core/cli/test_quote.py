"""`rigwright quote`: from one SKU or a quote file, numbered and kept in the quote history,
the renderer called with the resolved quote; bad files, fields and targets refused in one line."""

from __future__ import annotations

import json
import sqlite3
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest


def test_quote_calls_the_renderer_with_the_resolved_sku(run, db, tmp_path):
    calls = []
    out = tmp_path / "q.pdf"
    code, text, _ = run(
        "--db",
        db,
        "quote",
        "--sku",
        "gt410i14596-sb4x",
        "--customer",
        " 測試客戶 ",
        "--out",
        str(out),
        render_quote=lambda *a: calls.append(a),
    )
    assert code == 0
    ((quote, catalog, path),) = calls
    assert path == out and catalog.name == "seed-2020"
    assert quote.lang == "zh_CN" and quote.document.customer.company == "測試客戶"
    (line,) = quote.options[0].lines
    assert line.sku.number == "1.7" and line.unit_price == 89990
    # VAT (13 %) is added to the seed price: 89,990 + 11,698.70
    assert quote.options[0].totals.total == Decimal("101688.70")
    assert "¥101,688.70" in text and quote.document.number in text


def test_quotes_without_a_number_are_numbered_in_sequence_and_kept(run, db, tmp_path):
    from rigwright.core.storage.quote_store import list_quotes, open_quote_db

    calls = []
    for _ in range(2):
        code, _, _ = run(
            "--db",
            db,
            "quote",
            "--sku",
            "1.7",
            "--customer",
            "A",
            "--out",
            str(tmp_path / "q.pdf"),
            render_quote=lambda *a: calls.append(a),
        )
        assert code == 0
    numbers = [quote.document.number for quote, _, _ in calls]
    year = date.today().year
    assert numbers == [f"Q-{year}-0001", f"Q-{year}-0002"]
    engine = open_quote_db(db)
    try:
        assert sorted(q.number for q in list_quotes(engine)) == numbers
    finally:
        engine.dispose()


def test_a_failed_pdf_loses_no_quote(run, db, tmp_path):
    def failing(*_):
        raise PermissionError(13, "Permission denied", str(tmp_path / "q.pdf"))

    code, _, err = run(
        "--db",
        db,
        "quote",
        "--sku",
        "1.7",
        "--customer",
        "A",
        "--out",
        str(tmp_path / "q.pdf"),
        render_quote=failing,
    )
    assert code == 1
    year = date.today().year
    assert err.strip() == (
        f"rigwright: error: cannot write {tmp_path / 'q.pdf'}: Permission "
        f"denied (the quote is kept: Q-{year}-0001 in the quote history)"
    )


def test_a_target_in_a_missing_folder_is_refused_before_the_quote_is_numbered(run, db, tmp_path):
    from rigwright.core.storage.quote_store import list_quotes, open_quote_db

    code, _, err = run(
        "--db",
        db,
        "quote",
        "--sku",
        "1.7",
        "--customer",
        "A",
        "--out",
        str(tmp_path / "no" / "q.pdf"),
        render_quote=lambda *a: None,
    )
    assert code == 1 and "does not exist" in err and err.count("\n") == 1
    engine = open_quote_db(db)
    try:
        assert list_quotes(engine) == []
    finally:
        engine.dispose()


EXAMPLES = Path(__file__).resolve().parents[3] / "docs"


@pytest.mark.parametrize("name", ["quote-example-zh_CN.json", "quote-example-en.json"])
def test_the_documented_examples_are_valid_three_option_quotes(run, db, tmp_path, name):
    calls = []
    code, text, err = run(
        "--db",
        db,
        "quote",
        "--from",
        str(EXAMPLES / name),
        "--out",
        str(tmp_path / "q.pdf"),
        render_quote=lambda *a: calls.append(a),
    )
    assert code == 0, err
    quote = calls[0][0]
    assert len(quote.options) == 3
    kinds = {line.item.kind for o in quote.options for line in o.lines}
    assert kinds == {"sku", "build", "extra"}
    for option in quote.options:
        assert option.title in text


def write_quote(tmp_path: Path, data: object) -> str:
    path = tmp_path / "quote.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


GOOD = {"customer": {"company": "A"}, "options": [{"items": [{"kind": "sku", "sku": "1.7"}]}]}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1, 2], "quote: expected a JSON object, got a list"),
        ({"options": GOOD["options"]}, "customer: Field required"),
        ({**GOOD, "options": []}, "options: should have at least 1 item, not 0"),
        (
            {**GOOD, "customer": {"company": "<b>A</b>\u202e"}},
            "customer.company: contains an invisible",
        ),
        ({**GOOD, "format": "other/2"}, "format: 'other/2' is not 'rigwright-quote/1'"),
        ({**GOOD, "vat_percent": "13.5.1"}, "vat_percent: '13.5.1' is not a number"),
        (
            {**GOOD, "options": [{"items": [{"kind": "sku", "sku": "1.7", "unit_price": 1.5}]}]},
            "options[0].items[0].unit_price: 1.5 is a float",
        ),
        (
            {**GOOD, "options": [{"items": [{"kind": "sku", "sku": "1.7"}], "discount": "101%"}]},
            "options[0].discount: 101 % is more than 100 %",
        ),
        (
            {
                **GOOD,
                "options": [
                    {
                        "items": [
                            {
                                "kind": "extra",
                                "description": "x",
                                "unit_price": "5",
                                "discount": "6",
                            }
                        ]
                    }
                ],
            },
            "options[0].items[0].discount: 6 is more than",
        ),
        (
            {**GOOD, "options": [{"items": [{"kind": "sku", "sku": "7.7"}]}]},
            "options[0].items[0].sku: unknown SKU '7.7'",
        ),
        (
            {**GOOD, "options": [{"workload": "svm", "items": [{"kind": "sku", "sku": "1.7"}]}]},
            "options[0].workload: unknown 'svm'",
        ),
        (
            {
                **GOOD,
                "options": [
                    {
                        "items": [
                            {"kind": "build", "unit_price": "5", "build": {"chassis": "GT410i"}}
                        ]
                    }
                ],
            },
            "options[0].items[0].build.cpus: Field required",
        ),
        (
            {**GOOD, "date": "2026-12-01", "valid_until": "2026-11-30"},
            "valid_until: 2026-11-30 is before the quote's date 2026-12-01",
        ),
        ({**GOOD, "colour": "red"}, "colour: Extra inputs are not permitted"),
    ],
)
def test_a_bad_quote_file_is_one_line_naming_the_field(run, db, tmp_path, data, message):
    calls = []
    code, out, err = run(
        "--db",
        db,
        "quote",
        "--from",
        write_quote(tmp_path, data),
        "--out",
        str(tmp_path / "q.pdf"),
        render_quote=lambda *a: calls.append(a),
    )
    assert (code, out, calls) == (2, "", [])
    assert message in err and err.count("\n") == 1, err


def test_an_unreadable_quote_file_is_one_line(run, db, tmp_path):
    bad = tmp_path / "q.json"
    bad.write_bytes(b"\xff\xfe{")
    code, _, err = run(
        "--db",
        db,
        "quote",
        "--from",
        str(bad),
        "--out",
        str(tmp_path / "q.pdf"),
        render_quote=lambda *a: None,
    )
    assert code == 2 and "not UTF-8 text" in err
    bad.write_text('{"customer": ', encoding="utf-8")
    code, _, err = run(
        "--db",
        db,
        "quote",
        "--from",
        str(bad),
        "--out",
        str(tmp_path / "q.pdf"),
        render_quote=lambda *a: None,
    )
    assert code == 2 and "not valid JSON (line 1" in err


@pytest.mark.parametrize(
    ("typed", "lang"), [("zh-TW", "zh_TW"), ("EN", "en"), ("zh_Hans", "zh_CN"), ("zh_cn", "zh_CN")]
)
def test_quote_language_is_read_leniently(run, db, tmp_path, typed, lang):
    calls = []
    code, _, _ = run(
        "--db",
        db,
        "quote",
        "--sku",
        "３.７",
        "--customer",
        "A",
        "--out",
        str(tmp_path / "q.pdf"),
        "--lang",
        typed,
        render_quote=lambda *a: calls.append(a),
    )
    assert code == 0
    quote = calls[0][0]
    assert quote.options[0].lines[0].sku.number == "3.7" and quote.lang == lang


def test_a_quote_that_cannot_be_built_or_has_no_price_is_refused(run, db, tmp_path, seed_catalog):
    from dataclasses import replace

    from rigwright.core.build.model import GpuLine, build_from_sku, build_to_json

    build = build_from_sku(seed_catalog.sku("1.7"), seed_catalog)
    nine = build_to_json(replace(build, gpus=(GpuLine(build.gpus[0].model, 9),)))
    data = {
        **GOOD,
        "options": [
            GOOD["options"][0],
            {"items": [{"kind": "build", "build": nine, "unit_price": "0"}]},
        ],
    }
    calls = []
    code, _, err = run(
        "--db",
        db,
        "quote",
        "--from",
        write_quote(tmp_path, data),
        "--out",
        str(tmp_path / "q.pdf"),
        render_quote=lambda *a: calls.append(a),
    )
    assert code == 2 and calls == []
    assert (
        err.startswith(
            "rigwright: error: cannot quote: 方案 B, line 1: the workstation has no price (¥0.00)"
        )
        and "(and 2 more)" in err
    )


def test_the_seeds_own_guidance_breaches_do_not_stop_a_quote(run, db, tmp_path):
    # SKUs 2.5, 3.1 and 3.3 break the seed's model-scale table: the seed sells them anyway.
    calls = []
    code, _, err = run(
        "--db",
        db,
        "quote",
        "--sku",
        "2.5",
        "--customer",
        "A",
        "--out",
        str(tmp_path / "q.pdf"),
        render_quote=lambda *a: calls.append(a),
    )
    assert code == 0 and len(calls) == 1, err


def test_a_numbered_quote_file_is_kept_and_never_names_another_quote(run, db, tmp_path):
    from rigwright.core.storage.quote_store import load_quote, open_quote_db

    numbered = {**GOOD, "number": "Q-2026-0042", "date": "2026-11-30"}
    args = (
        "--db",
        db,
        "quote",
        "--from",
        write_quote(tmp_path, numbered),
        "--out",
        str(tmp_path / "q.pdf"),
    )
    code, text, _ = run(*args, render_quote=lambda *a: None)
    assert code == 0 and "kept in the quote history" in text
    engine = open_quote_db(db)
    try:
        assert load_quote(engine, "Q-2026-0042").customer.company == "A"
    finally:
        engine.dispose()
    assert run(*args, render_quote=lambda *a: None)[0] == 0  # the same quote again: fine
    other = {**numbered, "customer": {"company": "B"}}
    code, _, err = run(
        "--db",
        db,
        "quote",
        "--from",
        write_quote(tmp_path, other),
        "--out",
        str(tmp_path / "q.pdf"),
        render_quote=lambda *a: None,
    )
    assert (
        code == 2
        and "number: Q-2026-0042 R1 is another quote in the quote history (A, 2026-11-30)" in err
    )


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"number": "hello <b>x</b>"}, "number: 'hello <b>x</b>' is not a quote number"),
        ({"number": ""}, "number: '' is not a quote number"),
        ({"date": "9999-12-31"}, "date: 9999-12-31 is outside 2000-01-01 to 2099-12-31"),
        ({"date": "2026-02-30"}, "date: "),
        ({"customer": "A"}, "customer: Input should be a JSON object"),
        (
            {
                "options": [
                    {"items": [{"kind": "extra", "description": "x", "unit_price": "1"}] * 61}
                ]
            },
            "options[0].items: should have at most 60 items, not 61",
        ),
    ],
)
def test_more_bad_fields_are_named(run, db, tmp_path, change, message):
    code, _, err = run(
        "--db",
        db,
        "quote",
        "--from",
        write_quote(tmp_path, {**GOOD, **change}),
        "--out",
        str(tmp_path / "q.pdf"),
        render_quote=lambda *a: None,
    )
    assert code == 2 and message in err and "got [" not in err, err


def test_a_key_given_twice_is_refused(run, db, tmp_path):
    path = tmp_path / "q.json"
    path.write_text(
        '{"customer": {"company": "A"}, "vat_percent": "13", "vat_percent": "0", '
        '"options": [{"items": [{"kind": "sku", "sku": "1.7"}]}]}',
        encoding="utf-8",
    )
    code, _, err = run(
        "--db",
        db,
        "quote",
        "--from",
        str(path),
        "--out",
        str(tmp_path / "q.pdf"),
        render_quote=lambda *a: None,
    )
    assert code == 2 and "the key 'vat_percent' appears twice" in err


def test_a_relative_db_and_a_read_only_refusal_are_worded_for_the_command_line(
    run, tmp_path, monkeypatch
):
    """A relative --db is named by its absolute folder (never "the database in ."), and the
    refusal of a database opened read-only points to the note printed before it, not to a
    window the command line does not have."""
    from rigwright.core.storage import database as storage
    from rigwright.core.storage import engine as db_engine

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(db_engine, "BUSY_TIMEOUT_S", 0.2)
    assert run("--db", "rw.sqlite3", "skus")[0] == 0
    other = sqlite3.connect(tmp_path / "rw.sqlite3", isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the write lock
    try:
        code, _, err = run(
            "--db",
            "rw.sqlite3",
            "quote",
            "--sku",
            "3.7",
            "--customer",
            "A",
            "--out",
            "q.pdf",
            render_quote=lambda *a: None,
        )
    finally:
        other.execute("ROLLBACK")
        other.close()
        storage._read_only.clear()
    note, error = err.splitlines()
    assert code == 1
    assert f"Another program is using the database {tmp_path / 'rw.sqlite3'}," in note
    assert error.startswith(
        f"rigwright: error: cannot save the quote for A: the database in "
        f"{tmp_path} was opened read-only, so nothing can be saved in it "
        f"(the note printed when it was opened says why"
    )
    for window_word in ("window", "notice", "banner", "menu", "click", "▸", " in . "):
        assert window_word not in err


def test_a_relative_out_path_names_its_folder_absolutely(run, db, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, _, err = run(
        "--db",
        db,
        "quote",
        "--sku",
        "3.7",
        "--customer",
        "A",
        "--out",
        "no/q.pdf",
        render_quote=lambda *a: None,
    )
    assert code == 1 and f"folder {tmp_path / 'no'} does not exist" in err
