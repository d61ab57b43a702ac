"""Tests for core/text/terms.py: the one glossary of the quote's spec-sheet terms, the same in
docs/glossary.md, used by every figure label, and the tensor figures' definitions and bases."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.compare.table import compare_label
from rigwright.core.text.terms import (
    CATALOG_BASIS,
    FP16_ACCUMULATE,
    TENSOR_DEFINITIONS,
    TERMS,
    tensor_basis,
    tensor_definition_text,
    term,
)
from rigwright.core.text.words import label

GLOSSARY = Path(__file__).resolve().parents[3] / "docs" / "glossary.md"


def _doc_rows() -> dict[str, list[str]]:
    rows = {}
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        found = re.match(r"^\| `(\w+)` \| (.+) \|$", line)
        if found:
            rows[found.group(1)] = [c.strip() for c in found.group(2).split(" | ")]
    return rows


def test_the_docs_glossary_is_the_codes():
    rows = _doc_rows()
    assert set(rows) == set(TERMS)
    for key, t in TERMS.items():
        assert rows[key] == [t.en, t.zh_CN, t.zh_TW, t.definition], key
    text = GLOSSARY.read_text(encoding="utf-8")
    for definition, t in TENSOR_DEFINITIONS.items():
        assert f"| {definition} | {t.en} | {t.zh_CN} | {t.zh_TW} |" in text


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
@pytest.mark.parametrize(
    ("label_key", "term_key"),
    [
        ("fig_tensor_total", "tensor"),
        ("fig_fp16_total", "fp16"),
        ("fig_fp32_total", "fp32"),
        ("fig_bandwidth", "bandwidth"),
        ("fig_board_power", "board_power"),
        ("fig_psu", "psu"),
        ("fig_memory_total", "memory"),
    ],
)
def test_figure_labels_use_the_glossary(lang, label_key, term_key):
    if lang == "en":
        # English labels read as sentences ("Total GPU memory"); the term's words are in them.
        assert term(term_key, "en").split()[-1].lower() in label(label_key, "en").lower()
    else:
        assert term(term_key, lang) in label(label_key, lang)


def test_spec_sheet_words_not_the_literal_ones():
    for lang in ("zh_CN", "zh_TW"):
        assert "张量" not in label("fig_tensor_total", lang) + compare_label("cny_per_tflops", lang)
        assert "張量" not in label("summary_facts", lang)
    assert compare_label("cny_per_tflops", "zh_CN") == term("cny_per_tensor", "zh_CN")
    assert label("fig_bandwidth", "zh_TW") == "單卡顯存頻寬"


def test_every_shipped_catalogs_definition_is_worded():
    for name in ("seed-2020", "current"):
        definition = load_catalog_files(name).tensor_definition
        assert definition in TENSOR_DEFINITIONS, name
        assert "accumulate" not in tensor_definition_text(definition, "zh_CN")
    assert tensor_definition_text("a pack's own words", "zh_CN") == "a pack's own words"


def test_tensor_basis_follows_the_catalogs_definition():
    seed = "FP16 tensor as printed in the seed guide (GeForce: FP16 accumulate)"
    assert [tensor_basis(seed, n) for n in ("RTX2080Ti", "RTX2060S", "Titan RTX")] == [
        FP16_ACCUMULATE,
        FP16_ACCUMULATE,
        CATALOG_BASIS,
    ]
    assert tensor_basis(seed, "Quadro RTX6000") == tensor_basis(seed, "TESLA V100") == CATALOG_BASIS
    # A catalog that defines every card's rate alike has one basis.
    assert tensor_basis("dense FP16 tensor, FP32 accumulate", "GeForce RTX 4090") == CATALOG_BASIS
