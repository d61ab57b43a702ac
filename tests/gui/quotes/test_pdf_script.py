"""Script purity of the quote PDF, read back as text (pypdf): a Simplified-Chinese quote has no
Traditional character and a Traditional one no Simplified character, and neither has an English
word but brands, model names and units. Every quote kind: seed SKUs, current-catalog SKUs and a
custom build of each catalog, with the software stack page."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from rigwright.core.build.model import build_from_sku, build_to_json
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.quote.document import QuoteDocument, resolve_quote
from rigwright.core.text.terms import UNITS
from rigwright.gui.quotes.pdf import ensure_app, render_quote_pdf
from tests.gui.conftest import _WORD, ALLOWED_WORDS, catalog_words

PAIRS = Path(__file__).with_name("script_pairs.txt")


def _pairs() -> tuple[set[str], set[str]]:
    """(Traditional-only characters, Simplified-only characters) of :data:`PAIRS`."""
    traditional, simplified = set(), set()
    for line in PAIRS.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            t, s = line.split()
            traditional.add(t)
            simplified.add(s)
    return traditional, simplified


TRADITIONAL, SIMPLIFIED = _pairs()

# What the customer and the vendor typed, in each script; their phone numbers and e-mail
# addresses are taken out of the text before it is read.
_TYPED: dict[str, dict] = {
    "zh_CN": {
        "vendor": "深圳示例计算系统有限公司",
        "address": "深圳市南山区示例路 1 号",
        "company": "深圳某某视觉科技有限公司",
        "contact": "李工",
        "warranty": "延长保修（每年）",
        "payment": "合同签订后预付 30%；到货验收后支付 70%。",
        "reason": "六块 24 GB 显卡，两两桥接。",
        "titles": ("经济型", "均衡型", "高性能型"),
    },
    "zh_TW": {
        "vendor": "台北示範運算系統有限公司",
        "address": "台北市信義區示範路 1 號",
        "company": "台北某某視覺科技有限公司",
        "contact": "王先生",
        "warranty": "延長保固（每年）",
        "payment": "合約簽訂後預付 30%；到貨驗收後支付 70%。",
        "reason": "六張 24 GB 顯示卡，兩兩橋接。",
        "titles": ("經濟型", "均衡型", "高效能型"),
    },
}
_CONTACTS = re.compile(r"\S+@\S+|\+86[\d\s]+|\+886[\d\s]+")


def _quote_data(lang: str, catalog_name: str, skus: tuple[str, str], custom: dict) -> dict:
    w = _TYPED[lang]
    extra = {"kind": "extra", "description": w["warranty"], "unit_price": "3000.00"}
    return {
        "number": "Q-2026-0008",
        "date": "2026-11-30",
        "valid_until": "2026-12-30",
        "lang": lang,
        "catalog": catalog_name,
        "vendor": {
            "name": w["vendor"],
            "address": w["address"],
            "phone": "+86 755 0000 0000",
            "email": "sales@example.com",
        },
        "customer": {
            "company": w["company"],
            "contact": w["contact"],
            "phone": "+86 755 1234 5678",
            "email": "li@example.cn",
        },
        "options": [
            {
                "title": w["titles"][0],
                "workload": "cnn",
                "items": [{"kind": "sku", "sku": skus[0]}, extra],
            },
            {
                "title": w["titles"][1],
                "workload": "rnn",
                "items": [{"kind": "sku", "sku": skus[1]}, extra],
            },
            {
                "title": w["titles"][2],
                "workload": "cnn",
                "items": [{"kind": "build", "build": custom, "unit_price": "318000.00"}, extra],
                "reasons": [w["reason"]],
            },
        ],
        "payment_terms": w["payment"],
    }


def _custom(catalog, number: str, gpu: str, count: int) -> dict:
    """A custom build: SKU ``number``'s parts with ``count`` × ``gpu`` (a seed SKU's drives as
    the guide prints them, "42TB存儲")."""
    data = build_to_json(build_from_sku(catalog.sku(number), catalog))
    data["gpus"] = [{"model": gpu, "count": count}]
    return data


@pytest.fixture(scope="module")
def quotes(seed_catalog):
    """(catalog, lang) -> (page texts, allowed Latin words) of a three-option quote: two SKUs
    and a custom build, rendered once."""
    ensure_app()
    current = load_catalog_files("current")
    catalogs = {
        # SKU 3.1 prints "28TB存儲", 3.3 "60TB并行存儲", 3.2 "42TB存儲"
        "seed-2020": (seed_catalog, ("3.1", "3.3"), _custom(seed_catalog, "3.2", "Titan RTX", 8)),
        "current": (current, ("1.1", "1.2"), _custom(current, "1.2", "GeForce RTX 5090", 2)),
    }
    cache: dict[tuple[str, str], tuple[list[str], set[str]]] = {}

    def get(name: str, lang: str):
        if (name, lang) not in cache:
            catalog, skus, custom = catalogs[name]
            data = _quote_data(lang, name, skus, custom)
            quote = resolve_quote(QuoteDocument.model_validate(data), catalog)
            reader = PdfReader(io.BytesIO(render_quote_pdf(quote, catalog)))
            pages = [page.extract_text() for page in reader.pages]
            allowed = {w.lower() for w in ALLOWED_WORDS} | catalog_words(catalog)
            allowed |= {u.lower() for u in UNITS} | {w.lower() for w in _BRANDS_AND_UNITS}
            cache[name, lang] = (pages, allowed)
        return cache[name, lang]

    return get


_BRANDS_AND_UNITS = {
    # Product and software names and units a Chinese spec sheet prints as they are.
    "TFLOPS", "PCIe", "NVLink", "NVMe", "SSD", "HDD", "SATA", "CPU", "GPU", "SDK", "LTS",
    "LTSB", "RHEL", "DALI", "cuBLAS", "cuSPARSE", "RAPIDS", "Toolkit", "Container", "Tensor",
    "Core", "vLLM", "LLM", "TensorRT", "CNY", "Q", "R", "x", "Pro",
}  # fmt: skip

_LATIN_WORD = _WORD  # words of two letters or more, as catalog_words counts them

KINDS = [(c, lang) for c in ("seed-2020", "current") for lang in ("zh_CN", "zh_TW")]


def _readable(pages: list[str], lang: str) -> str:
    text = _CONTACTS.sub(" ", "\n".join(pages))
    for key, typed in _TYPED[lang].items():
        for one in typed if key == "titles" else (typed,):
            assert one.replace(" ", "") in "".join(text.split()), one  # it is printed
    return text


@pytest.mark.parametrize(("catalog", "lang"), KINDS)
def test_a_chinese_quote_is_in_one_script(qtbot, quotes, catalog, lang):
    pages, _allowed = quotes(catalog, lang)
    text = _readable(pages, lang)
    wrong = TRADITIONAL if lang == "zh_CN" else SIMPLIFIED
    found = sorted({c for c in text if c in wrong})
    context = {c: text[max(0, text.index(c) - 12) : text.index(c) + 12] for c in found}
    assert found == [], context
    assert any(label in text for label in ("软件栈", "軟體堆疊"))  # the stack page is read too


@pytest.mark.parametrize(("catalog", "lang"), KINDS)
def test_a_chinese_quote_has_no_english_words_but_names_and_units(qtbot, quotes, catalog, lang):
    pages, allowed = quotes(catalog, lang)
    text = _readable(pages, lang)
    # The diagram's bridges are drawn side by side, read back as one "NVLinkNVLink"; a name
    # the diagram cuts to its box ends in "…" ("RTX PRO 6000 Blackw…"), read as that name.
    text = re.sub(r"(?:NVLink){2,}", " NVLink ", text)
    cut = {w.lower() for w in re.findall(r"([A-Za-z]+)…", text)}
    allowed = allowed | {w for w in cut if any(a.startswith(w) for a in allowed)}
    flat = " ".join(text.split())
    words = sorted({w for w in _LATIN_WORD.findall(text) if w.lower() not in allowed})
    context = [re.search(rf".{{0,25}}\b{w}\b.{{0,25}}", flat) for w in words]
    assert words == [], [m.group(0) if m else w for w, m in zip(words, context, strict=True)]


def test_the_pairs_are_exclusive_to_their_scripts():
    # Characters standard in both scripts are never in the lists.
    for shared in "台系注布卷准制于里后面发":
        assert shared not in TRADITIONAL | SIMPLIFIED
    assert {"儲", "萬", "與", "體"} <= TRADITIONAL and {"储", "万", "与", "体"} <= SIMPLIFIED
    assert len(TRADITIONAL) > 200
