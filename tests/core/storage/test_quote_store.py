"""The quote history (rigwright.core.storage.quote_store): numbers, drafts, revisions, duplicates,
statuses, the list and its filters, exact amounts, the vendor profile, damaged rows, migration."""

from __future__ import annotations

import datetime as dt
import sqlite3
import struct
import threading
import zlib
from decimal import Decimal

import pytest
from alembic import command
from alembic.config import Config

from rigwright.core.quote.document import QuoteDocument, VendorProfile, resolve_quote
from rigwright.core.storage.database import (
    StorageError,
    get_setting,
    make_engine,
    open_catalog,
    set_setting,
    sqlite_url,
)
from rigwright.core.storage.migrations import HEAD_REVISION, SCRIPT_LOCATION
from rigwright.core.storage.quote_store import (
    QUOTE_NUMBER_RE,
    QuoteStoreError,
    QuoteSummary,
    duplicate_quote,
    list_quotes,
    load_quote,
    next_number,
    open_quote_db,
    quote_revisions,
    revise_quote,
    save_quote,
    set_status,
)
from rigwright.core.storage.vendor_profiles import load_vendor_profile, save_vendor_profile

TODAY = dt.date.today()


def _doc(
    company: str = "北京示例科技有限公司",
    contact: str = "王工",
    date: dt.date = dt.date(2026, 3, 1),
    price: str = "1000.00",
    **extra,
) -> QuoteDocument:
    data = {
        "customer": {"company": company, "contact": contact},
        "date": date,
        "options": [
            {"items": [{"kind": "extra", "description": "上门安装调试", "unit_price": price}]}
        ],
        **extra,
    }
    return QuoteDocument.model_validate(data)


@pytest.fixture
def engine(tmp_db):
    engine = open_quote_db(tmp_db)
    yield engine
    engine.dispose()


def _rows(path) -> list[tuple]:
    con = sqlite3.connect(path)
    try:
        return con.execute("select * from quote order by id").fetchall()
    finally:
        con.close()


def _revision(path) -> str:
    con = sqlite3.connect(path)
    try:
        return con.execute("select version_num from alembic_version").fetchone()[0]
    finally:
        con.close()


def _png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data))
            + kind
            + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
        )

    header = struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff\x00\x00\x00\x00\xff\x00" * 2)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )


# ----------------------------------------------------------------------------- numbers
def test_numbers_are_sequential_per_year(engine):
    assert next_number(engine, 2026) == "Q-2026-0001"
    first = save_quote(engine, _doc(), Decimal("1130.00"))
    second = save_quote(engine, _doc(company="上海某某大学"), None)
    assert (first.number, first.revision) == ("Q-2026-0001", 1)
    assert second.number == "Q-2026-0002"
    assert next_number(engine, 2026) == "Q-2026-0003"
    later = save_quote(engine, _doc(date=dt.date(2027, 1, 2)), None)
    assert later.number == "Q-2027-0001"
    assert next_number(engine, 2026) == "Q-2026-0003"  # next_number reserves nothing
    assert next_number(engine, 2027) == "Q-2027-0002"
    assert load_quote(engine, "Q-2026-0002").customer.company == "上海某某大学"
    assert load_quote(engine, "Q-2026-0002").number == "Q-2026-0002"


def test_next_number_refuses_a_non_year(engine):
    for year in (0, 10000, "2026", True):
        with pytest.raises(QuoteStoreError, match="not a year"):
            next_number(engine, year)


def test_numbers_stay_unique_under_many_concurrent_saves(tmp_db):
    open_quote_db(tmp_db).dispose()
    engines = [make_engine(sqlite_url(tmp_db)) for _ in range(2)]  # as two processes would
    numbers: list[str] = []
    errors: list[BaseException] = []
    lock = threading.Lock()

    def work(engine) -> None:
        try:
            for _ in range(10):
                saved = save_quote(engine, _doc(), Decimal("1.00"))
                with lock:
                    numbers.append(saved.number)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(engines[i % 2],)) for i in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for engine in engines:
        engine.dispose()
    assert errors == []
    assert sorted(numbers) == [f"Q-2026-{n:04d}" for n in range(1, 61)]


def test_an_imported_number_is_kept_and_counted(engine, tmp_db):
    doc = save_quote(engine, _doc(number="Q-2025-0042", date=dt.date(2025, 6, 1)), None)
    assert doc.number == "Q-2025-0042"
    assert next_number(engine, 2025) == "Q-2025-0043"
    assert save_quote(engine, _doc(date=dt.date(2025, 7, 1)), None).number == "Q-2025-0043"
    # the canonical form: an imported revision 2 of the same number joins it
    r2 = save_quote(
        engine, _doc(number=" q-2025-00042 ", revision=2, date=dt.date(2025, 6, 9)), None
    )
    assert (r2.number, r2.revision) == ("Q-2025-0042", 2)
    assert [s.revision for s in quote_revisions(engine, "Q-2025-0042")] == [1, 2]
    before = _rows(tmp_db)
    for bad in ("ABC-1", "Q-26-0001", "Q-2026-001", "Q-2026-0000", "Q-２０２６-0001x"):
        with pytest.raises(ValueError, match="is not a quote number"):
            _doc(number=bad)  # the model refuses it; the store too, should one get past
        with pytest.raises(QuoteStoreError, match=f"'{bad}' is not a quote number"):
            save_quote(engine, _doc().model_copy(update={"number": bad}), None)
    assert _rows(tmp_db) == before


# ----------------------------------------------------------------------------- drafts
def test_a_draft_is_saved_over(engine, tmp_db):
    doc = save_quote(engine, _doc(), Decimal("1130.00"))
    created = _rows(tmp_db)[0]
    changed = doc.model_copy(update={"notes": "含运费", "date": dt.date(2026, 3, 5)})
    again = save_quote(engine, changed, Decimal("2260.00"))
    assert (again.number, again.revision) == ("Q-2026-0001", 1)
    rows = _rows(tmp_db)
    assert len(rows) == 1 and rows[0][0] == created[0]
    assert load_quote(engine, "Q-2026-0001") == changed
    [summary] = list_quotes(engine)
    assert summary.amount == Decimal("2260.00")
    assert summary.date == dt.date(2026, 3, 5)
    assert summary.updated_at >= quote_revisions(engine, "Q-2026-0001")[0].updated_at
    assert summary.updated_at.tzinfo is not None


@pytest.mark.parametrize("status", ["sent", "won", "lost"])
def test_a_sent_quote_is_not_saved_over(engine, tmp_db, status):
    doc = save_quote(engine, _doc(), Decimal("1130.00"))
    set_status(engine, doc.number, 1, status)
    before = _rows(tmp_db)
    changed = doc.model_copy(update={"notes": "改价", "status": "draft"})
    verb = "was sent" if status == "sent" else f"is marked {status}"
    with pytest.raises(QuoteStoreError, match=f"^Q-2026-0001 R1 {verb}: revise it to change it$"):
        save_quote(engine, changed, Decimal("1.00"))
    assert _rows(tmp_db) == before
    assert load_quote(engine, doc.number).status == status


def test_a_refused_amount_leaves_the_database_unchanged(engine, tmp_db):
    save_quote(engine, _doc(), Decimal("1.00"))
    before = _rows(tmp_db)
    for bad in (Decimal(-1), 1.5, "abc", Decimal("NaN")):
        with pytest.raises(QuoteStoreError, match="amount"):
            save_quote(engine, _doc(), bad)
        with pytest.raises(QuoteStoreError, match="^Q-2026-0001 R1: amount"):
            save_quote(engine, load_quote(engine, "Q-2026-0001"), bad)
    assert _rows(tmp_db) == before


# ----------------------------------------------------------------------------- revisions
def test_revise_keeps_the_old_revision_byte_identical(engine, tmp_db):
    doc = save_quote(
        engine,
        _doc(date=dt.date(2026, 1, 10), valid_until=dt.date(2026, 2, 1), notes="第一版"),
        Decimal("1130.00"),
    )
    set_status(engine, doc.number, 1, "sent")
    before = _rows(tmp_db)
    r2 = revise_quote(engine, doc.number)
    assert (r2.number, r2.revision, r2.status, r2.date) == ("Q-2026-0001", 2, "draft", TODAY)
    assert r2.valid_until is None  # it ended before today
    assert r2.notes == "第一版" and r2.options == doc.options
    rows = _rows(tmp_db)
    assert rows[0] == before[0]  # every column, the document's bytes included
    assert len(rows) == 2
    assert load_quote(engine, doc.number, 1).status == "sent"
    assert load_quote(engine, doc.number) == r2
    revisions = quote_revisions(engine, doc.number)
    assert [(s.revision, s.status, s.revisions) for s in revisions] == [
        (1, "sent", 2),
        (2, "draft", 2),
    ]
    assert revisions[1].amount == Decimal("1130.00")
    [listed] = list_quotes(engine)
    assert (listed.revision, listed.revisions, listed.status) == (2, 2, "draft")
    # the new revision is a draft: it is saved over; the sent one is not
    save_quote(engine, r2.model_copy(update={"notes": "第二版"}), Decimal("999.00"))
    assert load_quote(engine, doc.number).notes == "第二版"
    assert _rows(tmp_db)[0] == before[0]
    assert revise_quote(engine, doc.number).revision == 3


def test_revise_keeps_a_validity_that_has_not_ended(engine):
    doc = save_quote(engine, _doc(date=dt.date(2026, 1, 10), valid_until=dt.date(2026, 5, 1)), None)
    r2 = revise_quote(engine, doc.number, today=dt.date(2026, 4, 1))
    assert (r2.date, r2.valid_until) == (dt.date(2026, 4, 1), dt.date(2026, 5, 1))
    r3 = revise_quote(engine, doc.number, today=dt.date(2026, 5, 2))
    assert (r3.date, r3.valid_until) == (dt.date(2026, 5, 2), None)


def test_duplicate_gives_a_new_quote(engine, tmp_db):
    original = save_quote(engine, _doc(notes="原件"), Decimal("1130.00"))
    set_status(engine, original.number, 1, "won")
    revise_quote(engine, original.number, today=dt.date(2026, 3, 2))
    before = _rows(tmp_db)
    copy = duplicate_quote(engine, original.number, 1, today=dt.date(2026, 4, 1))
    assert (copy.number, copy.revision, copy.status, copy.date) == (
        "Q-2026-0002",
        1,
        "draft",
        dt.date(2026, 4, 1),
    )
    assert (copy.customer, copy.options, copy.notes) == (
        original.customer,
        original.options,
        original.notes,
    )
    assert _rows(tmp_db)[:2] == before
    assert load_quote(engine, "Q-2026-0002") == copy
    assert list_quotes(engine, search="Q-2026-0002")[0].amount == Decimal("1130.00")
    # the latest revision by default, numbered in today's year
    this_year = duplicate_quote(engine, original.number)
    assert this_year.number == f"Q-{TODAY.year:04d}-" + ("0003" if TODAY.year == 2026 else "0001")
    assert this_year.date == TODAY
    with pytest.raises(QuoteStoreError, match="^no quote Q-2026-0001 R7$"):
        duplicate_quote(engine, original.number, 7)


# ----------------------------------------------------------------------------- status
def test_status_changes(engine):
    doc = save_quote(engine, _doc(), None)
    for status in ("draft", "sent", "won", "lost", "sent"):
        set_status(engine, doc.number, 1, status)
        assert load_quote(engine, doc.number).status == status
        assert list_quotes(engine)[0].status == status
    # What was sent stays as sent: back to draft (then editable in place) is refused.
    before = load_quote(engine, doc.number)
    with pytest.raises(
        QuoteStoreError, match="R1 is marked sent: it cannot become a draft again; revise it"
    ):
        set_status(engine, doc.number, 1, "draft")
    assert load_quote(engine, doc.number) == before
    with pytest.raises(QuoteStoreError, match="'closed' is not a quote status"):
        set_status(engine, doc.number, 1, "closed")
    with pytest.raises(QuoteStoreError, match="^no quote Q-2026-0001 R2$"):
        set_status(engine, doc.number, 2, "won")
    with pytest.raises(QuoteStoreError, match="^no quote Q-2026-0005 R1$"):
        set_status(engine, "Q-2026-0005", 1, "won")


def test_missing_quotes(engine):
    with pytest.raises(QuoteStoreError, match="^no quote Q-2026-0099$"):
        load_quote(engine, "Q-2026-0099")
    with pytest.raises(QuoteStoreError, match="^no quote nonsense$"):
        load_quote(engine, "nonsense")
    with pytest.raises(QuoteStoreError, match="^no quote Q-2026-0099$"):
        revise_quote(engine, "Q-2026-0099")
    with pytest.raises(QuoteStoreError, match="^no quote Q-2026-0099$"):
        duplicate_quote(engine, "Q-2026-0099")
    assert quote_revisions(engine, "Q-2026-0099") == []
    assert quote_revisions(engine, "nonsense") == []


# ----------------------------------------------------------------------------- the list
@pytest.fixture
def history(engine):
    saves = [
        (_doc("北京示例科技有限公司", "王工", dt.date(2026, 1, 5)), Decimal("11300.00")),
        (_doc("ACME Robotics GmbH", "Jane Doe", dt.date(2026, 2, 10)), Decimal("56500.50")),
        (_doc("上海某某大学", "李老师", dt.date(2026, 2, 10)), None),
        (_doc("深圳某某科技股份有限公司", "", dt.date(2026, 3, 1)), Decimal("1234567.89")),
    ]
    for doc, amount in saves:
        save_quote(engine, doc, amount)
    set_status(engine, "Q-2026-0002", 1, "sent")
    set_status(engine, "Q-2026-0004", 1, "won")
    return engine


def _numbers(summaries: list[QuoteSummary]) -> list[str]:
    return [s.number for s in summaries]


def test_the_list_is_newest_first(history):
    listed = list_quotes(history)
    assert _numbers(listed) == ["Q-2026-0004", "Q-2026-0003", "Q-2026-0002", "Q-2026-0001"]
    first = listed[-1]
    assert (
        first.customer,
        first.contact,
        first.status,
        first.options,
        first.lang,
        first.revisions,
    ) == ("北京示例科技有限公司", "王工", "draft", 1, "zh_CN", 1)


def test_search_in_customer_contact_and_number(history):
    assert _numbers(list_quotes(history, search="科技")) == ["Q-2026-0004", "Q-2026-0001"]
    assert _numbers(list_quotes(history, search="某某大学")) == ["Q-2026-0003"]
    assert _numbers(list_quotes(history, search="acme")) == ["Q-2026-0002"]
    assert _numbers(list_quotes(history, search="ＡＣＭＥ")) == ["Q-2026-0002"]  # full width
    assert _numbers(list_quotes(history, search="jane")) == ["Q-2026-0002"]
    assert _numbers(list_quotes(history, search="李老师")) == ["Q-2026-0003"]
    assert _numbers(list_quotes(history, search="2026-0003")) == ["Q-2026-0003"]
    assert _numbers(list_quotes(history, search=" q-2026-0001 ")) == ["Q-2026-0001"]
    assert list_quotes(history, search="nobody") == []
    assert len(list_quotes(history, search="  ")) == 4


def test_filters_status_date_and_amount(history):
    assert _numbers(list_quotes(history, status="sent")) == ["Q-2026-0002"]
    assert _numbers(list_quotes(history, status="draft")) == ["Q-2026-0003", "Q-2026-0001"]
    assert list_quotes(history, status="lost") == []
    with pytest.raises(QuoteStoreError, match="'open' is not a quote status"):
        list_quotes(history, status="open")
    assert _numbers(
        list_quotes(history, date_from=dt.date(2026, 2, 10), date_to=dt.date(2026, 2, 10))
    ) == ["Q-2026-0003", "Q-2026-0002"]
    assert _numbers(list_quotes(history, date_to=dt.date(2026, 1, 5))) == ["Q-2026-0001"]
    assert _numbers(list_quotes(history, date_from=dt.date(2026, 2, 11))) == ["Q-2026-0004"]
    # amounts: inclusive, exact, and quotes without an amount left out
    assert _numbers(
        list_quotes(
            history, amount_min=Decimal("11300.00"), amount_max=Decimal("56500.50"), currency="CNY"
        )
    ) == ["Q-2026-0002", "Q-2026-0001"]
    assert _numbers(list_quotes(history, amount_min=Decimal("56500.51"), currency="CNY")) == [
        "Q-2026-0004"
    ]
    assert _numbers(list_quotes(history, amount_max=Decimal(11300), currency="CNY")) == [
        "Q-2026-0001"
    ]
    assert _numbers(list_quotes(history, amount_max=Decimal("11299.99"), currency="CNY")) == []
    assert _numbers(
        list_quotes(history, search="科技", status="won", amount_min=Decimal(1), currency="CNY")
    ) == ["Q-2026-0004"]


def test_the_list_shows_the_latest_revision(history):
    revise_quote(history, "Q-2026-0001", today=dt.date(2026, 3, 9))
    listed = list_quotes(history)
    assert _numbers(listed)[0] == "Q-2026-0001"
    assert (listed[0].revision, listed[0].revisions, listed[0].date) == (2, 2, dt.date(2026, 3, 9))
    assert _numbers(list_quotes(history, date_to=dt.date(2026, 1, 31))) == []
    assert len(listed) == 4


def test_amounts_survive_exactly(engine, tmp_db):
    for amount in ("1234567.89", "100.10", "0.00", "999999999999.99"):
        doc = save_quote(engine, _doc(), Decimal(amount))
        [summary] = list_quotes(engine, search=doc.number)
        assert str(summary.amount) == amount
        assert isinstance(summary.amount, Decimal)
    con = sqlite3.connect(tmp_db)
    stored = [row[0] for row in con.execute("select amount from quote order by id")]
    con.close()
    assert stored == ["1234567.89", "100.10", "0.00", "999999999999.99"]


def test_a_seed_sku_quote_round_trips(engine, seed_catalog):
    doc = QuoteDocument.model_validate(
        {
            "lang": "en",
            "date": "2026-05-01",
            "customer": {"company": "Lab"},
            "options": [
                {"items": [{"kind": "sku", "sku": "1.7", "quantity": 2, "discount": "5%"}]},
                {"items": [{"kind": "sku", "sku": "1.7"}], "discount": "500"},
            ],
        }
    )
    amount = min(o.totals.total for o in resolve_quote(doc, seed_catalog).options)
    saved = save_quote(engine, doc, amount)
    loaded = load_quote(engine, saved.number)
    assert loaded == saved
    assert resolve_quote(loaded, seed_catalog).options[1].totals.total == amount
    [summary] = list_quotes(engine)
    assert (summary.amount, summary.options, summary.lang) == (amount, 2, "en")


# ----------------------------------------------------------------------------- damage
def test_a_damaged_stored_document_is_an_error_naming_the_quote(engine, tmp_db):
    save_quote(engine, _doc(), None)
    save_quote(engine, _doc(), None)
    con = sqlite3.connect(tmp_db)
    con.execute("update quote set document = '{not json' where number = 'Q-2026-0001'")
    con.execute("""update quote set document = '{"customer": {"company": ""}}'
                   where number = 'Q-2026-0002'""")
    con.commit()
    con.close()
    with pytest.raises(QuoteStoreError, match=r"^Q-2026-0001 R1 is damaged .*not valid JSON"):
        load_quote(engine, "Q-2026-0001")
    with pytest.raises(QuoteStoreError, match=r"^Q-2026-0002 R1 is damaged .*customer"):
        load_quote(engine, "Q-2026-0002")
    with pytest.raises(QuoteStoreError, match="^Q-2026-0001 R1 is damaged"):
        revise_quote(engine, "Q-2026-0001")
    with pytest.raises(QuoteStoreError, match="^Q-2026-0002 R1 is damaged"):
        set_status(engine, "Q-2026-0002", 1, "sent")
    with pytest.raises(QuoteStoreError, match="^Q-2026-0002 R1 is damaged"):
        duplicate_quote(engine, "Q-2026-0002")
    assert len(list_quotes(engine)) == 2  # the list still shows them
    assert len(_rows(tmp_db)) == 2


def test_a_database_error_is_a_quote_store_error(tmp_db):
    engine = make_engine(sqlite_url(tmp_db))  # a database without the schema
    try:
        with pytest.raises(QuoteStoreError, match="^cannot save the quote for .*no such table"):
            save_quote(engine, _doc(), None)
        with pytest.raises(QuoteStoreError, match="^cannot read the quote history"):
            list_quotes(engine)
    finally:
        engine.dispose()


# ----------------------------------------------------------------------------- vendor
def test_vendor_profile_round_trip_with_a_logo(engine):
    assert load_vendor_profile(engine) is None
    profile = VendorProfile(
        name="深圳示例计算机有限公司",
        address="深圳市南山区\n科技园 1 号",
        phone="+86 755 0000 0000",
        email="sales@example.com",
        tax_id="91440300000000000X",
        bank_name="示例银行",
        bank_account="6222 0000 0000 0000",
        logo_png=_png(),
        max_discount_percent=Decimal("7.5"),
    )
    save_vendor_profile(engine, profile)
    loaded = load_vendor_profile(engine)
    assert loaded == profile
    assert loaded.logo_png == _png()
    assert loaded.max_discount_percent == Decimal("7.5")
    stored = get_setting(engine, "vendor_profile")
    assert isinstance(stored["logo_png"], str)  # base64 in the JSON
    save_vendor_profile(engine, profile.model_copy(update={"logo_png": None}))
    assert load_vendor_profile(engine).logo_png is None


def test_a_stored_vendor_profile_that_no_longer_validates_is_none(engine):
    set_setting(engine, "vendor_profile", {"name": "", "colour": "red"})
    assert load_vendor_profile(engine) is None
    set_setting(engine, "vendor_profile", "not an object")
    assert load_vendor_profile(engine) is None


# ----------------------------------------------------------------------------- opening
def test_open_quote_db_creates_the_database_at_head(tmp_db):
    engine = open_quote_db(tmp_db)
    engine.dispose()
    assert _revision(tmp_db) == HEAD_REVISION
    assert open_catalog(tmp_db).name == "seed-2020"  # the same file holds the catalog


def test_open_quote_db_defaults_to_the_user_database():
    from rigwright.core.io.paths import default_db_path

    engine = open_quote_db()
    try:
        save_quote(engine, _doc(), None)
    finally:
        engine.dispose()
    assert default_db_path().is_file()
    assert _revision(default_db_path()) == HEAD_REVISION


def test_open_quote_db_refuses_what_it_cannot_use(tmp_path):
    with pytest.raises(StorageError, match="is a folder"):
        open_quote_db(tmp_path)
    with pytest.raises(StorageError, match="does not exist"):
        open_quote_db(tmp_path / "missing" / "db.sqlite3")
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"this is not a database, it is just some text" * 100)
    with pytest.raises(StorageError, match="not a database.*move it aside"):
        open_quote_db(junk)
    other = tmp_path / "other.sqlite3"
    con = sqlite3.connect(other)
    con.execute("create table invoices (id integer)")
    con.commit()
    con.close()
    with pytest.raises(StorageError, match="not a Rigwright database"):
        open_quote_db(other)


def test_a_0006_database_is_upgraded_and_keeps_its_data(tmp_db, seed_catalog):
    open_catalog(tmp_db)
    engine = make_engine(sqlite_url(tmp_db))
    set_setting(engine, "quote_lang", "zh_TW")
    config = Config()
    config.set_main_option("script_location", str(SCRIPT_LOCATION))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "0006")
    engine.dispose()
    assert _revision(tmp_db) == "0006"
    con = sqlite3.connect(tmp_db)
    tables = {r[0] for r in con.execute("select name from sqlite_master where type='table'")}
    skus = con.execute("select count(*) from sku").fetchone()[0]
    con.close()
    assert "quote" not in tables and skus > 0

    engine = open_quote_db(tmp_db)
    try:
        assert _revision(tmp_db) == HEAD_REVISION
        assert get_setting(engine, "quote_lang") == "zh_TW"
        assert save_quote(engine, _doc(), Decimal("1.00")).number == "Q-2026-0001"
    finally:
        engine.dispose()
    assert list(tmp_db.parent.glob(f"{tmp_db.name}.backup-0006-*"))
    con = sqlite3.connect(tmp_db)
    assert con.execute("select count(*) from sku").fetchone()[0] == skus
    con.close()
    assert open_catalog(tmp_db) == seed_catalog


def test_the_number_pattern_is_the_documented_one():
    assert QUOTE_NUMBER_RE == r"Q-(\d{4})-(\d{4,})"
