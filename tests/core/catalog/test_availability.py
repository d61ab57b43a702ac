"""Availability per market: the shipped ``availability.csv`` of the current pack, its
validation (a bad row names the file, the row and the field), and the market view of a
catalog."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rigwright.core.catalog.availability import read_availability
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.catalog.markets import (
    DEFAULT_MARKET,
    MARKETS,
    availability_json,
    availability_of,
    check_market,
    for_market,
)
from rigwright.core.catalog.sources import CatalogError
from rigwright.core.io.paths import data_dir

HEADER = "item,market,status,as_of,source,note\n"


@pytest.fixture(scope="module")
def current():
    return load_catalog_files("current")


def test_the_market_codes():
    assert MARKETS == ("cn", "tw", "hk", "intl") and DEFAULT_MARKET == "cn"
    assert check_market(" CN ") == "cn"
    with pytest.raises(ValueError, match=r"--market: unknown market 'xx'; use one of cn, tw, hk"):
        check_market("xx")


def test_the_shipped_reading_is_dated_and_sourced(current):
    rtx5090 = availability_of(current, "GeForce RTX 5090", "cn")
    assert (rtx5090.status, rtx5090.as_of) == ("no", "2025-01-07")
    assert rtx5090.source.startswith("https://")
    assert str(rtx5090.reason()).startswith(
        "not sold in mainland China as of 2025-01-07 (source: https://znews.vn/"
    )
    assert availability_of(current, "GeForce RTX 4090 D", "cn").status == "yes"
    assert availability_of(current, "GeForce RTX 4090 D", "intl").status == "no"
    for entry in current.availability:
        assert entry.as_of and entry.source.startswith("https://"), entry
    # No source read says anything of Taiwan or Hong Kong: unknown there.
    assert {a.market for a in current.availability} == {"cn", "intl"}


def test_an_item_without_a_row_is_unknown(current):
    entry = availability_of(current, "RTX A6000", "tw")
    assert (entry.status, entry.as_of, entry.source) == ("unknown", "", "")
    assert str(entry.reason()) == "availability in Taiwan is unknown"
    assert availability_json(current, "RTX A6000")["cn"] == {
        "status": "unknown",
        "as_of": None,
        "source": None,
    }
    assert set(availability_json(current, "L20")) == set(MARKETS)


def test_the_header_says_what_the_reading_is():
    text = (data_dir() / "current" / "availability.csv").read_text(encoding="utf-8")
    header = "".join(line for line in text.splitlines(keepends=True) if line.startswith("#"))
    assert "best sourced reading" in header and "2026-01-28" in header
    assert "not a legal opinion" in header


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ("L20,mars,yes,2023-11,https://x,", r"availability.csv row 3, field market: .*'mars'"),
        ("L20,cn,maybe,2023-11,https://x,", r"row 3, field status: .*'maybe'"),
        ("L20,cn,yes,15 Jan 2026,https://x,", r"row 3, field as_of: .*not a date"),
        ("RTX 9090,cn,no,2026-01-15,https://x,", r"row 3 \(RTX 9090\), field item: unknown"),
        ("L20,cn,no,2026-01-15,,", r"row 3 \(L20\), field source: a 'no' needs its source"),
        ("L20,cn,yes", r"row 3: 3 cells, expected 6"),
    ],
)
def test_a_bad_row_names_file_row_and_field(tmp_path: Path, row: str, message: str):
    (tmp_path / "availability.csv").write_text(f"# comment\n{HEADER}{row}\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=message):
        read_availability(tmp_path, ["L20"])


def test_a_pair_given_twice_is_refused(tmp_path: Path):
    rows = "L20,cn,yes,2023-11,https://x,\nl20,cn,no,2024-01,https://y,\n"
    (tmp_path / "availability.csv").write_text(HEADER + rows, encoding="utf-8")
    with pytest.raises(CatalogError, match=r"row 3 \(l20\), field market: cn given twice"):
        read_availability(tmp_path, ["L20"])


def test_a_bad_file_fails_the_catalog_load(tmp_path: Path):
    shutil.copytree(data_dir() / "current", tmp_path / "current")
    path = tmp_path / "current" / "availability.csv"
    path.write_text(path.read_text(encoding="utf-8") + "L20,cn,sold,,,\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=r"availability.csv row \d+, field status"):
        load_catalog_files("current", tmp_path)


def test_the_market_view_drops_what_is_not_sold(current):
    cn = for_market(current, "cn")
    names = {g.name for g in cn.gpus}
    assert "GeForce RTX 5090" not in names and "L40S" not in names
    assert {"GeForce RTX 4090 D", "L20", "H20"} <= names  # H20: unknown in cn, still listed
    assert "H20" not in {g.name for g in for_market(current, "cn", workstation=True).gpus}
    kept = for_market(current, "cn", keep=["GeForce RTX 5090"])
    assert "GeForce RTX 5090" in {g.name for g in kept.gpus}
    assert for_market(current, None) is current
