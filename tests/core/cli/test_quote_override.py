"""``rigwright quote --override-rules REASON``: a build that breaks a rule is refused naming the
option and the rule, exported with a reason, and the reason kept on the quote's revision."""

from __future__ import annotations

import datetime as dt
import json
import re
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config

from rigwright.core.build.model import GpuLine, build_from_sku, build_to_json
from rigwright.core.session.quotes import QuoteBook
from rigwright.core.storage.database import make_engine, sqlite_url
from rigwright.core.storage.migrations import SCRIPT_LOCATION
from rigwright.core.storage.quote_store import (
    QuoteStoreError,
    open_quote_db,
    rules_override,
    set_rules_override,
)

REASON = "客户自备 PCIe 扩展箱，多出的卡装在扩展箱中"


def broken_quote(tmp_path: Path, seed_catalog) -> str:
    """A quote file whose option B is SKU 1.7's build with nine cards (slots.capacity)."""
    build = build_from_sku(seed_catalog.sku("1.7"), seed_catalog)
    nine = build_to_json(replace(build, gpus=(GpuLine(build.gpus[0].model, 9),)))
    data = {
        "customer": {"company": "A"},
        "options": [
            {"items": [{"kind": "sku", "sku": "1.7"}]},
            {"items": [{"kind": "build", "build": nine, "unit_price": "150000"}]},
        ],
    }
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


def _quote(run, db, tmp_path, source, *extra):
    calls = []
    code, out, err = run(
        "--db",
        db,
        "quote",
        "--from",
        source,
        "--out",
        str(tmp_path / "q.pdf"),
        *extra,
        render_quote=lambda *a: calls.append(a),
    )
    return code, out, err, calls


def test_a_broken_rule_is_refused_naming_the_option_and_the_rule(run, db, tmp_path, seed_catalog):
    code, out, err, calls = _quote(run, db, tmp_path, broken_quote(tmp_path, seed_catalog))
    assert code == 2 and calls == [] and out == ""
    assert err.startswith("rigwright: error: cannot quote: 方案 B, line 1: ")
    assert "(rule slots.capacity)" in err
    assert "give --override-rules REASON" in err
    engine = open_quote_db(db)
    try:
        assert QuoteBook(engine, db).quotes() == []  # nothing numbered or kept
    finally:
        engine.dispose()


def test_an_override_exports_and_keeps_the_reason(run, db, tmp_path, seed_catalog):
    code, out, err, calls = _quote(
        run, db, tmp_path, broken_quote(tmp_path, seed_catalog), "--override-rules", REASON
    )
    assert code == 0 and len(calls) == 1, err
    assert re.search(r"rules overridden \(\d+ broken\), the reason kept", out)
    engine = open_quote_db(db)
    try:
        [summary] = QuoteBook(engine, db).quotes()
        assert rules_override(engine, summary.number, summary.revision) == REASON
        # The reason is the history's, never the document's: the PDF is made from that.
        assert REASON not in calls[0][0].document.to_json()
    finally:
        engine.dispose()


def test_a_blank_reason_is_refused(run, db, tmp_path, seed_catalog):
    code, _out, err, calls = _quote(
        run, db, tmp_path, broken_quote(tmp_path, seed_catalog), "--override-rules", "  "
    )
    assert code == 2 and calls == []
    assert "--override-rules" in err and "give the reason" in err


def test_an_override_never_lets_a_missing_price_through(run, db, tmp_path, seed_catalog):
    source = broken_quote(tmp_path, seed_catalog)
    data = json.loads(Path(source).read_text(encoding="utf-8"))
    data["options"][1]["items"][0]["unit_price"] = "0"
    Path(source).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    code, _out, err, calls = _quote(run, db, tmp_path, source, "--override-rules", REASON)
    assert code == 2 and calls == []
    assert "the workstation has no price" in err


def test_a_quote_that_breaks_no_rule_keeps_no_reason(run, db, tmp_path):
    data = {"customer": {"company": "A"}, "options": [{"items": [{"kind": "sku", "sku": "1.7"}]}]}
    source = tmp_path / "good.json"
    source.write_text(json.dumps(data), encoding="utf-8")
    code, _out, err, calls = _quote(run, db, tmp_path, str(source), "--override-rules", REASON)
    assert code == 0 and len(calls) == 1, err
    engine = open_quote_db(db)
    try:
        [summary] = QuoteBook(engine, db).quotes()
        assert rules_override(engine, summary.number, summary.revision) is None
    finally:
        engine.dispose()


def test_the_store_refuses_a_blank_reason_or_an_unknown_quote(tmp_db):
    engine = open_quote_db(tmp_db)
    try:
        with pytest.raises(QuoteStoreError, match="give the reason"):
            set_rules_override(engine, "Q-2026-0001", 1, " ")
        with pytest.raises(QuoteStoreError, match="no quote Q-2026-0001"):
            set_rules_override(engine, "Q-2026-0001", 1, REASON)
    finally:
        engine.dispose()


def test_migration_0012_adds_the_column_and_keeps_the_rows(tmp_db):
    engine = make_engine(sqlite_url(tmp_db))
    with engine.begin() as connection:
        config = Config()
        config.set_main_option("script_location", str(SCRIPT_LOCATION))
        config.attributes["connection"] = connection
        command.upgrade(config, "0011")
    engine.dispose()
    document = {
        "format": "rigwright-quote/1",
        "number": "Q-2026-0001",
        "date": "2026-11-30",
        "customer": {"company": "Old"},
        "options": [{"items": [{"kind": "sku", "sku": "1.7"}]}],
    }
    now = dt.datetime(2026, 11, 30, tzinfo=dt.UTC).isoformat(" ")
    with sqlite3.connect(tmp_db) as db:
        assert "rules_override" not in [row[1] for row in db.execute("PRAGMA table_info(quote)")]
        db.execute("insert into rigwright_meta values ('application', 'rigwright')")
        db.execute(
            "insert into quote (number, year, seq, revision, status, customer, contact, "
            "quote_date, amount, options, lang, document, created_at, updated_at) values "
            "('Q-2026-0001', 2026, 1, 1, 'sent', 'Old', '', '2026-11-30', '101688.70', 1, "
            "'zh_CN', ?, ?, ?)",
            (json.dumps(document), now, now),
        )
    engine = open_quote_db(tmp_db)  # start-up runs the migrations to the head
    try:
        assert rules_override(engine, "Q-2026-0001", 1) is None  # the old row kept, no reason
        set_rules_override(engine, "Q-2026-0001", 1, REASON)  # a sent revision takes one too
        assert rules_override(engine, "Q-2026-0001", 1) == REASON
    finally:
        engine.dispose()


def test_an_option_discounted_to_nothing_is_refused(run, db, tmp_path):
    # A 100 % discount exported the option at 0.00, though a 0.00 workstation was refused.
    path = tmp_path / "q.json"
    path.write_text(
        json.dumps(
            {
                "customer": {"company": "A"},
                "options": [{"items": [{"kind": "sku", "sku": "1.7"}], "discount": "100%"}],
            }
        ),
        encoding="utf-8",
    )
    code, out, err = run("--db", db, "quote", "--from", str(path), "--out", str(tmp_path / "q.pdf"))
    assert (code, out) == (2, "") and "its total is 0.00 after discounts" in err
    assert not (tmp_path / "q.pdf").exists()
