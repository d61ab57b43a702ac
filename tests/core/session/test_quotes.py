"""The quote book (rigwright.core.session.quotes): one quote session's store behind one object,
on a real SQLite file."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from rigwright.core.quote.document import QuoteDocument, VendorProfile
from rigwright.core.session.quotes import QuoteBook, QuoteStoreError
from rigwright.core.storage.quote_store import open_quote_db


def _doc(company: str = "ACME Robotics", price: str = "1000.00") -> QuoteDocument:
    return QuoteDocument.model_validate(
        {
            "customer": {"company": company},
            "date": dt.date(2026, 3, 1),
            "options": [
                {"items": [{"kind": "extra", "description": "Installation", "unit_price": price}]}
            ],
        }
    )


@pytest.fixture
def engine(tmp_db):
    engine = open_quote_db(tmp_db)
    yield engine
    engine.dispose()


@pytest.fixture
def book(engine, tmp_db):
    return QuoteBook(engine, tmp_db)


def test_a_saved_draft_gets_a_number_and_is_listed(book):
    saved = book.save(_doc(), Decimal("1130.00"))
    assert saved.number == "Q-2026-0001" and saved.revision == 1 and saved.status == "draft"
    listed = book.quotes()
    assert [(q.number, q.revision, q.amount) for q in listed] == [
        ("Q-2026-0001", 1, Decimal("1130.00"))
    ]
    assert book.open("Q-2026-0001") == saved


def test_a_draft_is_saved_over_and_a_sent_one_is_revised(book):
    saved = book.save(_doc(), None)
    again = book.save(saved.model_copy(update={"notes": "second"}), None)
    assert again.revision == 1 and book.open(saved.number).notes == "second"
    sent = book.set_status(saved.number, 1, "sent")
    assert sent.status == "sent" and sent.notes == "second"
    new = book.revise(saved.number)
    assert (new.revision, new.status) == (2, "draft")
    assert [(r.revision, r.status) for r in book.revisions(saved.number)] == [
        (1, "sent"),
        (2, "draft"),
    ]
    assert book.open(saved.number, 1).status == "sent"  # kept as it was
    with pytest.raises(QuoteStoreError):
        book.set_status(saved.number, 1, "draft")  # a sent revision never goes back


def test_a_duplicate_is_a_new_quote(book):
    first = book.save(_doc("First Co"), None)
    copy = book.duplicate(first.number, first.revision)
    assert copy.number != first.number and copy.revision == 1
    assert copy.customer.company == "First Co"
    assert len(book.quotes()) == 2


def test_the_list_filters_as_the_store_does(book):
    book.save(_doc("ACME Robotics"), Decimal(100))
    book.save(_doc("Other Ltd"), Decimal(5000))
    assert [q.customer for q in book.quotes(search="acme")] == ["ACME Robotics"]
    assert [q.customer for q in book.quotes(amount_min=Decimal(1000), currency="CNY")] == [
        "Other Ltd"
    ]
    assert book.quotes(status="won") == []
    with pytest.raises(QuoteStoreError):
        book.quotes(status="open")


def test_the_vendor_profile_is_stored(book):
    assert book.vendor_profile() is None
    book.save_vendor_profile(VendorProfile(name="Vendor", max_discount_percent="8"))
    profile = book.vendor_profile()
    assert profile.name == "Vendor" and profile.max_discount_percent == 8


def test_settings_last_in_the_database(book, tmp_db):
    assert book.setting("quotes.export_folder", "none") == "none"
    assert book.set_setting("quotes.export_folder", "/some/where")
    assert QuoteBook(lambda: None, tmp_db).setting("quotes.export_folder") == "/some/where"


def test_settings_of_a_missing_database_are_for_the_session_only(tmp_path):
    book = QuoteBook(lambda: None, tmp_path / "absent.sqlite3")
    assert book.setting("quotes.export_folder", "x") == "x"
    assert not book.set_setting("quotes.export_folder", "y")


def test_the_engine_is_asked_for_on_every_use_and_its_failure_raised(engine, tmp_db):
    calls = []

    def opened():
        calls.append(1)
        if len(calls) == 1:
            raise QuoteStoreError("the database cannot be opened")
        return engine

    book = QuoteBook(opened, tmp_db)
    with pytest.raises(QuoteStoreError, match="cannot be opened"):
        book.quotes()
    assert book.quotes() == [] and len(calls) == 2
    assert book.engine() is engine


def test_a_catalog_is_opened_from_the_database(book):
    catalog = book.catalog("seed-2020")
    assert catalog.name == "seed-2020" and catalog.skus
