"""The quote PDF's price notes, read back as text: one ※ footnote naming the price list
actually used (the 2020 guide only for the seed's prices), ※ only on illustrative lines, a
custom build's derived price marked and explained, and its full components, PSU and base in
the customer's words."""

from __future__ import annotations

import functools
import io
import re
from decimal import Decimal

import pytest
from pypdf import PdfReader

from rigwright.core.build.model import build_to_json
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.compare.table import LABELS as COMPARE_WORDS
from rigwright.core.quote.document import QuoteDocument, resolve_quote
from rigwright.core.quote.facts import cpu_name
from rigwright.core.quote.price_notes import PSU_AT_ASSEMBLY, TAIL
from rigwright.core.recommend.inputs import Request
from rigwright.core.search.pareto import search_builds
from rigwright.core.text.words import label
from rigwright.gui.quotes.pdf import ensure_app, render_quote_pdf

LANGS = ("zh_CN", "zh_TW", "en")
FOOTNOTE = {"zh_CN": "※示意价格", "zh_TW": "※示意價格", "en": "※Illustrativeprices"}
DERIVED = {"zh_CN": "推算价格", "zh_TW": "推算價格", "en": "derivedprice"}
GUIDE = ("UltraLAB", "选型指南", "選型指南", "selectionguide")


def _flat(text: str) -> str:
    return re.sub(r"\s+", "", text)


@functools.cache
def _catalog(name: str):
    return load_catalog_files(name)


def _custom(name: str):
    """A custom build of the search's front: on SKU 3.4's platform (two Xeon Gold CPUs, no
    PSU stated) for the seed, built from parts for ``current``."""
    catalog = _catalog(name)
    front = search_builds(catalog, Request("cnn", budget_cny=300000, gpu_count=(2, 8))).front
    base = "SKU 3.4" if name == "seed-2020" else "parts"
    return next(b for b in front if not b.printed and b.base == base)


@functools.cache
def _quote(name: str, lang: str):
    """(resolved quote, the PDF's text flattened) of a three-option quote: two SKUs at their
    catalog prices and a custom build at its derived price."""
    ensure_app()
    catalog = _catalog(name)
    custom = _custom(name)
    price = custom.price_cny.quantize(Decimal("0.01"))
    line = {"kind": "build", "build": build_to_json(custom.build), "unit_price": str(price)}
    data = {
        "number": "Q-2026-0042",
        "date": "2026-11-30",
        "valid_until": "2026-12-30",
        "lang": lang,
        "catalog": name,
        "customer": {"company": "Example"},
        "options": [
            {"title": "A", "items": [{"kind": "sku", "sku": catalog.skus[1].number}]},
            {"title": "B", "items": [{"kind": "sku", "sku": catalog.skus[-1].number}]},
            {"title": "C", "items": [line]},
        ],
    }
    quote = resolve_quote(QuoteDocument.model_validate(data), catalog)
    pdf = render_quote_pdf(quote, catalog)
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    return quote, _flat(text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["seed-2020", "current"])
def test_one_footnote_and_a_mark_only_on_illustrative_lines(qtbot, name, lang):
    quote, text = _quote(name, lang)
    lines = [line for o in quote.options for line in o.lines]
    assert all(line.illustrative for line in lines)  # every price here only illustrates
    assert text.count(FOOTNOTE[lang]) == 1
    # a mark per line, and the footnote's own
    assert text.count("※") == len(lines) + 1
    custom = lines[-1]
    assert custom.derived and text.count(DERIVED[lang]) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_a_current_quote_never_cites_the_2020_guide(qtbot, lang):
    _quote_, text = _quote("current", lang)
    assert "2026-11-30" in text  # the date of the list its prices come from
    # The software stack's introduction and the comparison's rule-check note are other
    # sentences (other work): everything else, price notes and figures included, is clean.
    for other in (label("software_intro", lang), COMPARE_WORDS["rule_check_note"].wording(lang)):
        text = text.replace(_flat(other), "")
    assert not [g for g in GUIDE if g in text]


@pytest.mark.parametrize("lang", LANGS)
def test_a_seed_quote_names_the_guide_once_in_its_footnote(qtbot, lang):
    _quote_, text = _quote("seed-2020", lang)
    start = text.index(FOOTNOTE[lang])
    note = text[start : text.index(_flat(TAIL.wording(lang)), start)]
    assert note.count("UltraLAB") == 1 and text.count(FOOTNOTE[lang]) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_a_custom_build_prints_its_full_components_psu_and_base(qtbot, lang):
    quote, text = _quote("seed-2020", lang)
    custom = _custom("seed-2020")
    # "Intel Xeon Gold 6246, 12 cores", worded for the quote ("…，12 核" in Chinese)
    assert _flat(cpu_name(custom.build.cpus[0].name, lang)) in text
    assert _flat(PSU_AT_ASSEMBLY.wording(lang)) in text  # the seed states no PSU for 3.x
    sku = _catalog("seed-2020").sku("3.4")
    assert _flat(sku.code) in text  # its base, named by the workstation it is built on
    assert "custom:" not in text and "asSKU" not in text


def test_a_typed_price_is_not_marked_derived(qtbot, seed_catalog):
    """A price the engineer typed is theirs: no derived mark, no ※."""
    custom = _custom("seed-2020")
    data = {
        "lang": "en",
        "customer": {"company": "Example"},
        "options": [
            {
                "title": "A",
                "items": [
                    {"kind": "build", "build": build_to_json(custom.build), "unit_price": "1.00"}
                ],
            }
        ],
    }
    quote = resolve_quote(QuoteDocument.model_validate(data), seed_catalog)
    (line,) = quote.options[0].lines
    assert not line.derived and not line.illustrative
    ensure_app()
    pdf = render_quote_pdf(quote, seed_catalog)
    text = _flat("".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages))
    assert "※" not in text and "derived" not in text
