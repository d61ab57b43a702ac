"""Tests for core/session/files.py and the formats' version refusal: quote and build files
told apart, written and read back, and a newer version refused whole."""

from __future__ import annotations

import json

import pytest

from rigwright.core.build.model import BuildError, build_from_json, build_from_sku
from rigwright.core.io.formats import newer_format
from rigwright.core.quote.document import QuoteFileError, quote_for_sku, read_quote_file
from rigwright.core.session.files import (
    BUILD,
    CATALOG,
    QUOTE,
    CarriedFileError,
    file_kind,
    read_build_file,
    write_build_file,
    write_quote_file,
)


def test_a_later_version_is_said_newer_and_others_are_left_to_the_caller():
    text = newer_format("rigwright-quote/12", "rigwright-quote/1")
    assert text is not None
    assert "version 12" in text and "up to version 1" in text and "newer quote file" in text
    for value in ("rigwright-quote/1", "rigwright-quote/0", "other/3", 2, None):
        assert newer_format(value, "rigwright-quote/1") is None


def test_a_quote_file_of_a_newer_version_is_refused_naming_it(tmp_path):
    path = tmp_path / "q.json"
    path.write_text(
        json.dumps({"format": "rigwright-quote/2", "customer": {"company": "X"}, "extra": 1}),
        encoding="utf-8",
    )
    with pytest.raises(QuoteFileError, match=r"format: 'rigwright-quote/2' is a newer quote"):
        read_quote_file(path)


def test_a_build_of_a_newer_version_is_refused_before_its_fields(seed_catalog):
    with pytest.raises(BuildError, match=r"^format: 'rigwright-build/2' is a newer build file"):
        build_from_json({"format": "rigwright-build/2", "unknown": 1}, seed_catalog)
    with pytest.raises(BuildError, match=r"^format: 'x' is not 'rigwright-build/1'"):
        build_from_json({"format": "x"}, seed_catalog)


def test_a_build_file_round_trips_with_its_format(tmp_path, seed_catalog):
    build = build_from_sku(seed_catalog.sku("2.4"), seed_catalog)
    path = write_build_file(tmp_path / "b.json", build)
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "rigwright-build/1"
    assert file_kind(path) == BUILD
    assert read_build_file(path, seed_catalog) == build


def test_a_quote_file_round_trips(tmp_path, seed_catalog):
    doc = quote_for_sku(seed_catalog.sku("1.7"), "ACME", "zh_TW")
    path = write_quote_file(tmp_path / "q.json", doc)
    assert file_kind(path) == QUOTE
    assert read_quote_file(path) == doc


@pytest.mark.parametrize(
    ("data", "kind"),
    [
        ({"customer": {"company": "X"}, "options": []}, QUOTE),
        ({"chassis": "GT410i"}, BUILD),
        ({"format": "rigwright-catalog-pack", "format_version": 1}, CATALOG),
    ],
)
def test_a_file_without_a_format_is_told_by_its_keys(tmp_path, data, kind):
    path = tmp_path / "f.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert file_kind(path) == kind


def test_a_price_list_is_a_catalog_file(tmp_path):
    assert file_kind(tmp_path / "prices.csv") == CATALOG


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("[1, 2]", "neither a quote file nor a build file"),
        ('{"format": "rigwright-draft/1"}', "(format 'rigwright-draft/1')"),
        ("{oops", "not valid JSON (line 1, column 2)"),
    ],
)
def test_what_is_no_carried_file_is_refused_naming_the_file(tmp_path, text, reason):
    path = tmp_path / "odd.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CarriedFileError) as caught:
        file_kind(path)
    assert str(caught.value).startswith("odd.json: ") and reason in str(caught.value)


def test_a_bad_build_file_names_the_file_and_the_field(tmp_path, seed_catalog):
    path = tmp_path / "b.json"
    path.write_text(
        json.dumps({"chassis": "GT410i", "cpus": ["x"], "memory_gb": -1, "gpus": []}),
        encoding="utf-8",
    )
    with pytest.raises(CarriedFileError, match=r"^b\.json: (memory_gb|gpus)"):
        read_build_file(path, seed_catalog)
