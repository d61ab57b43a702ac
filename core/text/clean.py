"""Text from outside (typed, or read from a file): checked before it is kept
(:func:`check_text`), escaped before it is printed (:func:`one_line`), so that every importer
and every message treats the same characters the same way (``docs/reliability.md``).
"""

from __future__ import annotations

import re
import unicodedata

MAX_TEXT = 200
"""The most characters of a one-line text field."""
MAX_MESSAGE = 400
"""The most characters of a message about a file (a 50 MB value in a bad file is cut)."""

UNPRINTABLE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ud800-\udfff]"
)
"""Characters never written raw to a terminal or a message: C0 and C1 controls (line breaks
and escape sequences among them), zero-width and bidirectional controls, lone surrogates."""


def _escape(match: re.Match[str]) -> str:
    code = ord(match[0])
    # C1 controls as \u0085 rather than \x85: the escape is then also valid inside a JSON
    # string, so JSON printed through :func:`one_line` stays JSON with the same values.
    return f"\\x{code:02x}" if code < 0x20 else f"\\u{code:04x}"


def one_line(text: str) -> str:
    r"""``text`` with every line break, control, invisible or bidirectional character and lone
    surrogate written as an escape ("\x0a", "\u0085", "\u202e"), so that a message quoting a
    hostile file prints as one line and cannot rewrite the terminal or reorder the text around
    it."""
    return UNPRINTABLE.sub(_escape, text)


def clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters with "…"."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def text_problem(text: str, multiline: bool = False) -> str | None:
    """Why ``text`` may not be kept (a control, invisible or unassigned character, or one
    beyond the Basic Multilingual Plane that the quote's font cannot print), or None.
    With ``multiline``, newlines and tabs are allowed."""
    for ch in text:
        if multiline and ch in "\n\t":
            continue
        category = unicodedata.category(ch)
        if category == "Cc":
            return f"contains a control character (U+{ord(ch):04X})"
        if category in ("Zl", "Zp"):  # U+2028/U+2029 break a line as "\n" does
            return f"contains a line or paragraph separator (U+{ord(ch):04X})"
        if category in ("Cf", "Co", "Cs", "Cn"):
            return f"contains an invisible or unassigned character (U+{ord(ch):04X})"
        if ord(ch) > 0xFFFF:
            return f"{ch!r} (U+{ord(ch):04X}) cannot be printed with the quote's font"
    return None


def check_text(
    value: object,
    field: str,
    max_len: int = MAX_TEXT,
    multiline: bool = False,
    required: bool = False,
) -> str:
    r"""``value`` as typed text, outer white space stripped, checked to be printable.

    Args:
        value: what was typed or read; anything but a str is refused.
        field: the field's name for messages.
        max_len: the most characters allowed.
        multiline: newlines (and tabs) allowed (addresses, terms, notes); "\r\n" and "\r"
            become "\n".
        required: an empty text is refused.

    Raises:
        ValueError: "<field>: <reason>": not text, empty when required, too long, or a
            character :func:`text_problem` refuses.
    """
    if not isinstance(value, str):
        raise ValueError(f"{field}: must be text, not {type(value).__name__}")  # noqa: TRY004
    text = value.strip()
    if multiline:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if required and not text:
        raise ValueError(f"{field}: must not be empty")
    if len(text) > max_len:
        raise ValueError(f"{field}: {len(text):,} characters, at most {max_len:,} allowed")
    problem = text_problem(text, multiline)
    if problem is not None:
        raise ValueError(f"{field}: {problem}")
    return text


MAX_DIGITS = 30
"""The most digits a number read from a file may have (a price, a count, a figure): far more
than any figure of a catalog, far fewer than Python's 4,300-digit limit on reading integers."""


def digits_problem(text: str, max_digits: int = MAX_DIGITS) -> str | None:
    """The reason "a number of at most N digits" when ``text`` holds more than ``max_digits``
    digits (checked before ``int()`` or ``Decimal()`` reads it), else None."""
    if sum(ch.isdigit() for ch in text) > max_digits:
        return f"a number of at most {max_digits} digits"
    return None


def number_problem(value: object, max_digits: int = MAX_DIGITS) -> str | None:
    """The reason "a number of at most N digits" when ``value`` (an int or a Decimal read from
    a file) has more than ``max_digits`` digits before its point, else None: ``1e999999`` read as a
    Decimal is refused before ``int()`` tries to write out its million digits."""
    from decimal import Decimal

    if (
        isinstance(value, Decimal)
        and value.is_finite()
        and value
        and value.adjusted() >= max_digits
    ):
        return f"a number of at most {max_digits} digits"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**max_digits:
        return f"a number of at most {max_digits} digits"
    return None


def data_problems(
    value: object, multiline: bool = False, loc: tuple[str | int, ...] = ()
) -> list[tuple[tuple[str | int, ...], str]]:
    """Every text (keys included) and number in parsed file data (JSON, TOML, CSV rows: dicts,
    lists, strings, numbers) that :func:`text_problem` or :func:`number_problem` refuses, as
    (path of keys and indexes, reason). Iterative, so deep data cannot exhaust the stack."""
    out: list[tuple[tuple[str | int, ...], str]] = []
    stack: list[tuple[tuple[str | int, ...], object]] = [(loc, value)]
    while stack:
        where, item = stack.pop()
        if isinstance(item, dict):
            for key, inner in reversed(list(item.items())):
                if isinstance(key, str) and (problem := text_problem(key)) is not None:
                    out.append(((*where, key), f"the key {problem}"))
                stack.append(((*where, str(key)), inner))
        elif isinstance(item, (list, tuple)):
            stack.extend(((*where, i), inner) for i, inner in reversed(list(enumerate(item))))
        elif isinstance(item, str):
            if (problem := text_problem(item, multiline)) is not None:
                out.append((where, problem))
        elif (problem := number_problem(item)) is not None:
            out.append((where, problem))
    return out


__all__ = [
    "MAX_DIGITS",
    "MAX_MESSAGE",
    "MAX_TEXT",
    "UNPRINTABLE",
    "check_text",
    "clip",
    "data_problems",
    "digits_problem",
    "number_problem",
    "one_line",
    "text_problem",
]
