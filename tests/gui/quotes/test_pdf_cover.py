"""The quote PDF's first page read back as text (pypdf): no label stands alone on its line or
without its value, and no figure is broken from its unit on any page."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from rigwright.core.quote.document import QuoteDocument, resolve_quote
from rigwright.core.text.terms import UNITS
from rigwright.core.text.words import label
from rigwright.gui.quotes.pdf import ensure_app, render_quote_pdf
from tests.gui.quotes.test_pdf import quote_data

_BROKEN = re.compile(
    r"\d[\d,.]*[ \t]*\n[ \t]*(?:" + "|".join(re.escape(u) for u in UNITS if u != "%") + r")\b"
)


def _pages(quote, catalog) -> list[str]:
    """Each page's text as printed lines: the extractor's pieces grouped by their baseline (a
    piece's own line breaks are not the page's)."""
    reader = PdfReader(io.BytesIO(render_quote_pdf(quote, catalog)))
    pages = []
    for page in reader.pages:
        pieces: list[tuple[float, float, str]] = []

        def visit(text, cm, tm, _font, _size, pieces=pieces):
            if text.strip():
                x = cm[0] * tm[4] + cm[2] * tm[5] + cm[4]
                y = cm[1] * tm[4] + cm[3] * tm[5] + cm[5]
                pieces.append((round(y, 0), x, text.replace("\n", " ")))

        page.extract_text(visitor_text=visit)
        lines: dict[float, list[tuple[float, str]]] = {}
        for y, x, text in pieces:
            near = next((k for k in lines if abs(k - y) <= 2), y)
            lines.setdefault(near, []).append((x, text))
        pages.append(
            "\n".join(
                " ".join(t for _x, t in sorted(lines[y])) for y in sorted(lines, reverse=True)
            )
        )
    return pages


SIX = ("1.7", "2.5", "3.7", "2.4", "3.5", "1.10")
"""Six options (the most a quote has): the comparison's columns are at their narrowest."""


@pytest.mark.parametrize("six", [False, True])
@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_no_figure_is_broken_from_its_unit(qtbot, seed_catalog, lang, six):
    ensure_app()
    data = quote_data(lang)
    if six:
        data["options"] = [
            {"title": n, "workload": "cnn", "items": [{"kind": "sku", "sku": n}]} for n in SIX
        ]
    quote = resolve_quote(QuoteDocument.model_validate(data), seed_catalog)
    for n, page in enumerate(_pages(quote, seed_catalog), start=1):
        assert _BROKEN.findall(page) == [], (n, _BROKEN.findall(page))


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_a_customer_label_is_on_the_line_of_its_value(qtbot, seed_catalog, lang):
    ensure_app()
    quote = resolve_quote(QuoteDocument.model_validate(quote_data(lang)), seed_catalog)
    cover = _pages(quote, seed_catalog)[0]
    for key in ("contact", "phone", "email", "address"):
        word = label(key, lang)
        after = [line.split(word, 1)[1] for line in cover.splitlines() if word in line]
        assert after, key
        assert all(rest.strip(":： \t\xa0") for rest in after), (key, cover)


@pytest.mark.parametrize("lang", ["zh_CN", "en"])
def test_a_blank_field_prints_no_label(qtbot, seed_catalog, lang):
    ensure_app()
    data = quote_data(lang)
    data["customer"] = {"company": "深圳某某视觉科技有限公司", "address": "   ", "phone": ""}
    quote = resolve_quote(QuoteDocument.model_validate(data), seed_catalog)
    cover = _pages(quote, seed_catalog)[0]
    for key in ("address", "phone", "contact", "email"):
        assert f"{label(key, lang)}:" not in cover, key
