"""The quote views' one way to the quote history: the application state's
:class:`rigwright.core.session.quotes.QuoteBook`."""

from __future__ import annotations

from rigwright.core.session.quotes import QuoteBook


def quote_book(state) -> QuoteBook:
    """The quote book of ``state``'s database; its engine is the state's (opened on first use,
    disposed at exit), read again on every use."""
    return QuoteBook(lambda: state.quote_engine, state.db_path)
