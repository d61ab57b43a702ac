"""``rigwright quotes export FILE``: the quote history for a CRM, its exit codes and refusals."""

from __future__ import annotations

import csv
import datetime as dt

from openpyxl import load_workbook

from rigwright.core.quote.document import QuoteDocument
from rigwright.core.storage.quote_store import open_quote_db, save_quote


def _history(db) -> None:
    engine = open_quote_db(db)
    try:
        for company, price in (("华星科技", "63653.00"), ("ACME", "1000.00")):
            doc = QuoteDocument.model_validate(
                {
                    "customer": {"company": company},
                    "date": dt.date(2026, 3, 1),
                    "options": [
                        {"items": [{"kind": "extra", "description": "Rack", "unit_price": price}]},
                        {"items": [{"kind": "extra", "description": "Rack", "unit_price": "1.00"}]},
                    ],
                }
            )
            save_quote(engine, doc, None)
    finally:
        engine.dispose()


def test_export_writes_a_csv_and_says_how_many_rows(run_cli, tmp_db, tmp_path):
    _history(tmp_db)
    code, out, err = run_cli("quotes", "export", str(tmp_path / "crm.csv"), "--db", str(tmp_db))
    assert (code, err) == (0, "")
    assert "4 rows (2 revisions of 2 quotes" in out
    with (tmp_path / "crm.csv").open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [
        (r["number"], r["customer"], r["option"], r["option_total_incl_tax"]) for r in rows
    ] == [
        ("Q-2026-0001", "华星科技", "A", "71927.89"),
        ("Q-2026-0001", "华星科技", "B", "1.13"),
        ("Q-2026-0002", "ACME", "A", "1130.00"),
        ("Q-2026-0002", "ACME", "B", "1.13"),
    ]


def test_export_writes_an_xlsx_by_its_extension(run_cli, tmp_db, tmp_path):
    _history(tmp_db)
    code, _out, _err = run_cli("--db", str(tmp_db), "quotes", "export", str(tmp_path / "C.XLSX"))
    assert code == 0
    sheet = load_workbook(tmp_path / "C.XLSX").active
    assert sheet["D2"].value == "华星科技" and sheet["H2"].value == 71927.89


def test_an_empty_history_writes_the_heading_only(run_cli, tmp_db, tmp_path):
    code, out, _err = run_cli("quotes", "export", str(tmp_path / "crm.csv"), "--db", str(tmp_db))
    assert code == 0 and "0 rows" in out
    assert (tmp_path / "crm.csv").read_text(encoding="utf-8-sig").startswith("number,revision,")


def test_another_extension_is_refused_naming_it(run_cli, tmp_db, tmp_path):
    code, out, err = run_cli("quotes", "export", str(tmp_path / "crm.txt"), "--db", str(tmp_db))
    assert code == 2 and out == ""
    assert "'.txt' is not a table format; use .csv or .xlsx" in err
    assert "Traceback" not in err
    assert not (tmp_path / "crm.txt").exists()


def test_an_unwritable_path_fails_cleanly_and_leaves_nothing(run_cli, tmp_db, tmp_path):
    _history(tmp_db)
    target = tmp_path / "missing" / "crm.csv"
    code, out, err = run_cli("quotes", "export", str(target), "--db", str(tmp_db))
    assert code == 1 and out == ""
    assert err.startswith(f"rigwright: error: cannot write {target}") and "does not exist" in err
    assert not target.parent.exists()


def test_a_folder_is_refused(run_cli, tmp_db, tmp_path):
    (tmp_path / "dir.csv").mkdir()
    code, _out, err = run_cli("quotes", "export", str(tmp_path / "dir.csv"), "--db", str(tmp_db))
    assert code == 2 and "is a folder" in err


def test_export_needs_a_file(run_cli):
    code, _out, err = run_cli("quotes", "export")
    assert code == 2 and "FILE" in err


def test_a_revision_that_cannot_be_priced_is_named_on_stderr(run_cli, tmp_db, tmp_path):
    engine = open_quote_db(tmp_db)
    doc = QuoteDocument.model_validate(
        {
            "customer": {"company": "Old Co"},
            "catalog": "retired-2019",
            "options": [{"items": [{"kind": "sku", "sku": "1.2"}]}],
        }
    )
    save_quote(engine, doc, None)
    engine.dispose()
    code, out, err = run_cli("quotes", "export", str(tmp_path / "crm.csv"), "--db", str(tmp_db))
    assert code == 0 and "1 row (1 revision of 1 quote" in out
    assert err.startswith("rigwright: note: no totals for Q-") and "retired-2019" in err
    lines = (tmp_path / "crm.csv").read_text(encoding="utf-8-sig").splitlines()
    assert lines[1].endswith(",Old Co,draft,CNY,A,")
