"""Quote numbers: "Q-<year>-<seq>" written, read back in the forms people type, and named in
messages (the quote history's numbering, docs/storage.md)."""

from __future__ import annotations

import re
import unicodedata

from rigwright.core.quote.document import NUMBER_RE

QUOTE_NUMBER_RE = NUMBER_RE
"""A quote number (:data:`rigwright.core.quote.document.NUMBER_RE`): "Q-2026-0001"."""

_NUMBER = re.compile(QUOTE_NUMBER_RE, re.ASCII)


def quote_number(year: int, seq: int) -> str:
    """The quote number of sequence ``seq`` in ``year``: "Q-2026-0004"."""
    return f"Q-{year:04d}-{seq:04d}"


def parse_number(number: object) -> tuple[str, int, int] | None:
    """(canonical number, year, seq) of a quote number, or None when it is not one.

    Surrounding spaces, lower case and full-width characters are accepted; "Q-2026-00007"
    is "Q-2026-0007". A sequence or year of 0 is not a quote number.
    """
    if not isinstance(number, str):
        return None
    text = unicodedata.normalize("NFKC", number).strip().upper()
    match = _NUMBER.fullmatch(text)
    if match is None:
        return None
    year, seq = int(match[1]), int(match[2])
    if year < 1 or seq < 1:
        return None
    return quote_number(year, seq), year, seq


def number_label(number: object, revision: int | None = None) -> str:
    """A quote number as a message names it, cut at 40 characters, with " R<revision>"."""
    text = number if isinstance(number, str) else repr(number)
    if len(text) > 40:
        text = text[:39] + "…"
    return text if revision is None else f"{text} R{revision}"
