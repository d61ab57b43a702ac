"""The quote PDF states an option's sizing in the quote's language: what the customer's model
needs, whether the workstation holds it, the estimated speed; nothing when unsized."""

from __future__ import annotations

import pytest

from rigwright.core.quote.document import QuoteDocument, resolve_quote
from rigwright.gui.quotes.pdf import ensure_app, render_quote_pdf
from tests.gui.quotes.test_pdf import CJK, _flat, _pages, quote_data

SIZING = {"model": "qwen2.5-72b", "task": "inference", "precision": "bf16", "context": 32768}
HEADING = {
    "en": "Your model on this workstation",
    "zh_CN": "您的模型在本工作站上",
    "zh_TW": "您的模型在本工作站上",
}
FITS = {
    "en": "It fits this workstation's 9 × Quadro RTX8000 (9 × 48 GB) with tensor parallel",
    "zh_CN": "本工作站的 9 × Quadro RTX8000（9 × 48 GB）可以容纳，采用张量并行",
    "zh_TW": "本工作站的 9 × Quadro RTX8000（9 × 48 GB）可以容納，採用張量並行",
}


def _pdf_text(catalog, lang: str, sku: str, sizing: dict | None) -> str:
    ensure_app()
    data = quote_data(lang, 1)
    data["options"] = [{"title": "A", "workload": "rnn", "items": [{"kind": "sku", "sku": sku}]}]
    if sizing is not None:
        data["options"][0]["sizing"] = sizing
    quote = resolve_quote(QuoteDocument.model_validate(data), catalog)
    return "\n".join(_pages(render_quote_pdf(quote, catalog)))


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_a_sized_option_states_the_sizing_in_the_quote_language(qtbot, seed_catalog, lang):
    text = _flat(_pdf_text(seed_catalog, lang, "3.7", SIZING))
    assert _flat(HEADING[lang]) in text
    assert _flat(FITS[lang]) in text
    assert "173GB" in text and "32,768" in text
    if lang != "en":
        assert CJK.search(text)
        assert "It fits" not in text
    if lang == "zh_CN":
        assert "容納" not in text  # simplified, not traditional


def test_a_workstation_that_cannot_hold_the_model_says_so(qtbot, seed_catalog):
    text = _flat(_pdf_text(seed_catalog, "en", "1.4", SIZING))
    assert _flat("It does not fit this workstation's 2 × Titan RTX (2 × 24 GB)") in text
    assert "Estimatedgenerationspeed" not in text


def test_an_unsized_option_has_no_sizing(qtbot, seed_catalog):
    text = _flat(_pdf_text(seed_catalog, "en", "3.7", None))
    assert _flat(HEADING["en"]) not in text
