"""How the command line writes: JSON numbers, aligned text tables, JSON documents, and the
stdout and stderr streams that escape every control character."""

from __future__ import annotations

import contextlib
import json
import logging
from decimal import Decimal
from typing import Any, TextIO

from rigwright.core.io import logs
from rigwright.core.text.clean import one_line

_log = logging.getLogger("rigwright.cli")


def json_number(value: Decimal | int | None) -> int | float | None:
    """A Decimal as a JSON number: integral values as int, others as float (29.80 -> 29.8);
    an unknown figure (None) stays None (JSON ``null``), never 0."""
    if value is None or isinstance(value, int):
        return value
    return int(value) if value == value.to_integral() else float(value)


def write_json(data: Any, out: TextIO) -> None:
    """``data`` as indented JSON (non-ASCII kept as is) and a line break, on ``out``."""
    json.dump(data, out, ensure_ascii=False, indent=2)
    out.write("\n")


def print_table(rows: list[list[str]], headers: list[str], out: TextIO, right: set[int]) -> None:
    """``rows`` under ``headers`` in columns two blanks apart, wide (CJK) characters counted
    twice; the columns numbered in ``right`` are aligned right."""
    from unicodedata import east_asian_width

    def width(text: str) -> int:
        return sum(2 if east_asian_width(ch) in "WF" else 1 for ch in text)

    widths = [max(width(r[i]) for r in [headers, *rows]) for i in range(len(headers))]

    def line(cells: list[str]) -> str:
        parts = []
        for i, cell in enumerate(cells):
            pad = " " * (widths[i] - width(cell))
            parts.append(pad + cell if i in right else cell + pad)
        return "  ".join(parts).rstrip()

    print(line(headers), file=out)
    print("  ".join("-" * w for w in widths), file=out)
    for row in rows:
        print(line(row), file=out)


def terminal_text(text: str) -> str:
    """``text`` as the command line writes it: every control, invisible or bidirectional
    character escaped by :func:`rigwright.core.text.clean.one_line` except the line breaks
    between lines, so no catalog, file name or database value can move the cursor, recolour
    the terminal or reorder a line. JSON stays valid JSON (the escapes are JSON's own)."""
    return "\n".join(map(one_line, text.split("\n")))


class TerminalStream:
    """stdout or stderr writing every text through :func:`terminal_text`, so that everything
    the command line prints is escaped in one place."""

    def __init__(self, stream: TextIO) -> None:
        """Write to ``stream``."""
        self._stream = stream

    def write(self, text: str) -> int:
        """Write ``text`` escaped; returns its length as given."""
        self._stream.write(terminal_text(text))
        return len(text)

    def flush(self) -> None:
        """Flush the stream."""
        self._stream.flush()


class ErrorStream(TerminalStream):
    """stderr that never raises BrokenPipeError: when the reader of the errors has gone
    (``2>&1 | head -1``), the rest is dropped but the exit code still says the command failed.
    Each line written is also a WARNING record of the log
    (:data:`rigwright.core.io.logs.ON_STDERR`), so a refused command leaves its reason where
    support looks."""

    def __init__(self, stream: TextIO) -> None:
        """Write to ``stream``."""
        super().__init__(stream)
        self._line = ""

    def write(self, text: str) -> int:
        """Log each finished line, then write ``text`` escaped; returns its length as given."""
        self._line += text
        *lines, self._line = self._line.split("\n")
        for line in filter(str.strip, lines):
            if logs.is_configured():  # else logging's last resort would print it again
                _log.warning("%s", line, extra={logs.ON_STDERR: True})
        try:
            return super().write(text)
        except (BrokenPipeError, ValueError):  # a closed pipe, or a closed stream
            return len(text)

    def flush(self) -> None:
        """Flush the stream, unless its reader has gone or it is closed."""
        with contextlib.suppress(BrokenPipeError, ValueError):
            super().flush()
