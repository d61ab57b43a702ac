"""What every imported file shares: the pack's format name and version, the problems a file
is refused with (:class:`PackError`), and how its bytes are read as text (docs/storage.md)."""

from __future__ import annotations

from dataclasses import dataclass

from rigwright.core.text.clean import MAX_MESSAGE, clip, one_line

PACK_FORMAT = "rigwright-catalog-pack"
PACK_VERSION = 1
ENCODINGS = ("utf-8-sig", "gbk", "big5")
"""Tried in this order; when both GBK and Big5 decode a file, the one giving more common
Chinese characters wins (ties go to GBK)."""


MAX_PROBLEMS_SHOWN = 50
"""The command line prints at most this many problems of a file, then how many more."""
MAX_PRICE_CNY = 1_000_000_000
"""The highest price a SKU may have (￥1,000,000,000); above it is a typing error (and would
overflow the database's integers)."""


# ----------------------------------------------------------------------------- problems


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with an imported file."""

    file: str
    where: str  # "row 3", "$.skus[2]", "line 4, column 7", or "" for the whole file
    field: str
    reason: str

    def __str__(self) -> str:
        """One line (the file's own text escaped by
        :func:`rigwright.core.text.clean.one_line`)."""
        where, field = clip(self.where, 80), clip(self.field, 80)
        place = ", ".join(p for p in (where, f"field {field}" if field else "") if p)
        reason = clip(self.reason, MAX_MESSAGE)
        return one_line(f"{self.file} {place}: {reason}" if place else f"{self.file}: {reason}")


class PackError(ValueError):
    """A file cannot be imported (or an import is refused); ``problems`` lists every reason."""

    def __init__(self, file: str, problems: list[Problem]) -> None:
        """``file``: the file's name; ``problems``: every reason, in file order."""
        self.file = file
        self.problems = problems
        n = len(problems)
        super().__init__(
            one_line(f"{file}: {n} error{'s' if n != 1 else ''}; nothing was imported")
        )


def _refuse(file: str, field: str, reason: str) -> PackError:
    return PackError(file, [Problem(file, "", field, reason)])


# ----------------------------------------------------------------------------- reading text


def _common_character(ch: str) -> bool:
    """A character common in Chinese text: GB2312 level 1 or Big5's frequent set, or their
    full-width punctuation. Mojibake (Big5 read as GBK or the reverse) is mostly rare ones."""
    for enc, lead_ok in (
        ("gb2312", lambda b: b <= 0xA3 or 0xB0 <= b <= 0xD7),
        ("big5", lambda b: b <= 0xC6),
    ):
        try:
            raw = ch.encode(enc)
        except UnicodeEncodeError:
            continue
        if len(raw) == 2 and lead_ok(raw[0]):
            return True
    return False


def _plausibility(text: str) -> float:
    wide = [ch for ch in text if ord(ch) > 0x7F]
    return sum(map(_common_character, wide)) / len(wide) if wide else 1.0


def decode_text(data: bytes, file: str) -> tuple[str, str]:
    """The text of a file and the encoding used: UTF-8 (BOM or not), else GBK or Big5.

    Raises:
        PackError: no encoding decodes the bytes, or the file is empty.
    """
    decoded: list[tuple[str, str]] = []
    for enc in ENCODINGS:
        try:
            decoded.append((enc, data.decode(enc)))
        except UnicodeDecodeError:
            continue
    if not decoded:
        what = (
            "UTF-16"
            if data.startswith((b"\xff\xfe", b"\xfe\xff"))
            else "neither UTF-8 nor GBK nor Big5"
        )
        advice = (
            "save it as UTF-8: a catalog pack is UTF-8 JSON"
            if file.lower().endswith(".json")
            else "save it as 'CSV UTF-8' or as plain CSV from Excel"
        )
        raise _refuse(file, "", f"cannot read the text: it is {what} ({advice})")
    enc, text = decoded[0]
    if (
        enc != "utf-8-sig"
        and len(decoded) == 2
        and _plausibility(decoded[1][1]) > _plausibility(text)
    ):
        enc, text = decoded[1]
    if not text.strip():
        raise _refuse(file, "", "the file is empty")
    label = {
        "utf-8-sig": "UTF-8 with BOM" if data.startswith(b"\xef\xbb\xbf") else "UTF-8",
        "gbk": "GBK",
        "big5": "Big5",
    }[enc]
    return text, label
