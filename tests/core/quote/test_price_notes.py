"""Where a quote line's price comes from (core/quote/price_notes.py): the 2020 guide for the
seed's SKUs, the catalog's shipped list and its date, or the vendor's imported list and its
date; a firm price has no ※ footnote; the figures source names the catalog in use."""

from __future__ import annotations

import dataclasses

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.quote.document import QuoteDocument, resolve_quote
from rigwright.core.quote.price_notes import figures_source


@pytest.fixture(scope="module")
def current():
    return load_catalog_files("current")


def _line(catalog, sku: str, lang: str = "en"):
    data = {
        "lang": lang,
        "customer": {"company": "Example"},
        "options": [{"title": "A", "items": [{"kind": "sku", "sku": sku}]}],
    }
    return resolve_quote(QuoteDocument.model_validate(data), catalog).options[0].lines[0]


def _with_sku(catalog, number: str, **changes):
    skus = tuple(
        dataclasses.replace(s, **changes) if s.number == number else s for s in catalog.skus
    )
    return dataclasses.replace(catalog, skus=skus)


def test_a_seed_price_names_the_guide(seed_catalog):
    line = _line(seed_catalog, "1.7")
    assert line.illustrative and "UltraLAB 2020 selection guide" in line.source
    assert line.price_note.startswith("※ ") and line.price_note.count("※") == 1


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_a_current_price_names_the_shipped_list_and_its_date(current, lang):
    line = _line(current, current.skus[0].number, lang)
    assert line.illustrative and "2026-11-30" in line.source
    assert not any(g in line.price_note for g in ("UltraLAB", "选型指南", "選型指南", "guide"))


def test_an_imported_price_names_the_vendors_list(seed_catalog):
    basis = "dealer price incl. VAT (Price list 2026-05-04)"
    firm = _with_sku(seed_catalog, "1.7", price_basis=basis, price_illustrative=False)
    line = _line(firm, "1.7", "zh_CN")
    assert not line.illustrative and "※" not in line.price_note and not line.source
    assert "2026-05-04" in line.price_note
    marked = _with_sku(seed_catalog, "1.7", price_basis=basis, price_illustrative=True)
    line = _line(marked, "1.7", "zh_CN")
    assert line.illustrative and "供应商 2026-05-04 价目表" in line.source
    assert "UltraLAB" not in line.source


def test_the_figures_source_names_the_catalog_in_use(seed_catalog, current):
    assert "UltraLAB" in figures_source(seed_catalog, "en")
    other = figures_source(current, "en")
    assert current.title in other and "UltraLAB" not in other
    assert "选型指南" not in figures_source(current, "zh_CN")


def test_a_changed_sku_at_its_derived_price_is_marked_derived(seed_catalog):
    """A SKU changed in its GPUs in the window is quoted at its derived price: marked derived
    and illustrative, its base the SKU it was changed from."""
    from rigwright.core.build.model import GpuLine, build_from_sku, build_to_json
    from rigwright.core.search.candidates import derived_price

    sku = seed_catalog.sku("1.7")
    build = dataclasses.replace(
        build_from_sku(sku, seed_catalog), gpus=(GpuLine("Titan RTX", 4),), placement=None
    )
    price = derived_price(seed_catalog, build, sku).amount_cny
    data = {
        "lang": "en",
        "customer": {"company": "Example"},
        "options": [
            {
                "title": "A",
                "items": [
                    {"kind": "build", "build": build_to_json(build), "unit_price": str(price)}
                ],
            }
        ],
    }
    (line,) = resolve_quote(QuoteDocument.model_validate(data), seed_catalog).options[0].lines
    assert line.derived and line.illustrative and line.source == line.derived
    assert any(sku.code in c.text for c in line.components)
