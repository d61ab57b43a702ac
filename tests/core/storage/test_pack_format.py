"""Decoding a pack or price list (core/storage/pack_format.py): UTF-8, GBK and Big5 told
apart, and text in no supported encoding refused with advice for its kind of file."""

from __future__ import annotations

import pytest

from rigwright.core.storage.pack_format import PackError, decode_text
from rigwright.core.storage.packs import import_file
from tests.core.storage.conftest import problems_of


def test_wrong_encoding(tmp_path, tmp_db):
    path = tmp_path / "prices.csv"
    path.write_bytes(b"code,price_cny\r\n\xff\xfeGT410i\xff,1\r\n")  # 0xFF starts nothing
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    [message] = problems_of(exc)
    assert message == (
        "prices.csv: cannot read the text: it is neither UTF-8 nor GBK nor Big5 "
        "(save it as 'CSV UTF-8' or as plain CSV from Excel)"
    )


@pytest.mark.parametrize(
    ("name", "data", "message"),
    [
        (
            "pack.json",
            "{}".encode("utf-16"),  # a BOM, then NULs: what Notepad's "Unicode" writes
            (
                "pack.json: cannot read the text: it is UTF-16 (save it as UTF-8: a catalog pack"
                " is UTF-8 "
                "JSON)"
            ),
        ),
        (
            "pack.json",
            b"\xff\x00\xfe garbage \xff",
            (
                "pack.json: cannot read the text: it is neither UTF-8 nor GBK nor Big5 (save it as"
                " UTF-8: "
                "a catalog pack is UTF-8 JSON)"
            ),
        ),
        (
            "prices.csv",
            "code,price_cny".encode("utf-16"),
            (
                "prices.csv: cannot read the text: it is UTF-16 (save it as 'CSV UTF-8' or as"
                " plain CSV "
                "from Excel)"
            ),
        ),
    ],
)
def test_unreadable_text_gets_advice_for_its_kind_of_file(tmp_path, tmp_db, name, data, message):
    """A pack is not a spreadsheet: its advice names JSON, not Excel (a newcomer's UTF-16
    pack was told to save it as 'CSV UTF-8')."""
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    assert problems_of(exc) == [message]


def test_traditional_text_saved_as_gbk_is_read_as_gbk():
    # Chinese Excel on a simplified-Chinese system saves traditional characters in GBK.
    text, encoding = decode_text("編號,價格,計價基準\r\n1.7,1,含稅\r\n".encode("gbk"), "p.csv")
    assert (encoding, text.splitlines()[0]) == ("GBK", "編號,價格,計價基準")
