"""The quote views reach the quote history only through the quote book (gui/quotes/book.py,
rigwright.core.session.quotes): no module of gui/quotes imports the storage."""

from __future__ import annotations

import ast
from pathlib import Path

from rigwright.core.session.quotes import QuoteBook
from rigwright.gui.quotes.book import quote_book

QUOTES = Path(__file__).resolve().parents[3] / "gui" / "quotes"


def _imported(source: str) -> list[str]:
    """Every module ``source`` imports, deferred imports included."""
    names = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
            names += [f"{node.module}.{alias.name}" for alias in node.names]
    return names


def _storage(source: str) -> list[str]:
    return [n for n in _imported(source) if n.startswith("rigwright.core.storage")]


def test_no_module_of_the_quote_views_imports_the_storage():
    modules = sorted(QUOTES.rglob("*.py"))
    assert modules
    found = {
        str(path.relative_to(QUOTES)): _storage(path.read_text(encoding="utf-8"))
        for path in modules
    }
    assert {path: names for path, names in found.items() if names} == {}


def test_the_check_sees_a_storage_import():
    assert _storage("from rigwright.core.storage.quote_store import load_quote\n")
    assert _storage("def f():\n    import rigwright.core.storage.database\n")
    assert _storage("from rigwright.core import storage\n")
    assert not _storage("from rigwright.core.session.quotes import QuoteBook\n")


def test_the_book_is_the_states_database(state, tmp_path):
    book = quote_book(state)
    assert isinstance(book, QuoteBook) and book.db_path == state.db_path
