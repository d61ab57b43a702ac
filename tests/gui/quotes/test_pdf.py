"""Tests for gui/quotes/pdf/: the quote document's PDF (cover, options, comparison, software
stack, terms, footers), read back as text, and atomic writes that lose nothing on failure."""

from __future__ import annotations

import dataclasses
import io
import os
import re
import stat
import struct
import subprocess
import sys
import zlib
from decimal import Decimal
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QColor, QImage

import rigwright.core.io.files
import rigwright.gui.quotes.pdf.base
import rigwright.gui.quotes.pdf.layout
import rigwright.gui.quotes.pdf.writer
from rigwright.core.io.files import READ_ONLY
from rigwright.core.pricing.money import MoneyStyle, capital_amount, format_cny
from rigwright.core.quote.document import MAX_OPTIONS, QuoteDocument, read_quote_file, resolve_quote
from rigwright.core.text.words import label
from rigwright.gui.quotes.pdf import (
    INCOMPLETE,
    LogoError,
    QuoteExportError,
    ensure_app,
    export_quote_pdf,
    read_logo,
    render_quote_pdf,
)

ROOT = Path(__file__).resolve().parents[3]
CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")

MARKUP = "<b>ACME</b> & Co <script>"
UNIT_COST = "12345.67"
MAX_DISCOUNT = "9.37"

_TITLES = {
    "zh_CN": ["方案 A：4 × RTX 2080 Ti", "方案 B：5 × TITAN RTX", "方案 C：定制 6 × RTX 6000"],
    "zh_TW": ["方案 A：4 × RTX 2080 Ti", "方案 B：5 × TITAN RTX", "方案 C：訂製 6 × RTX 6000"],
    "en": ["Option A: 4 × RTX 2080 Ti", "Option B: 5 × TITAN RTX", "Option C: custom 6 × RTX 6000"],
}
_WORDS = {
    "zh_CN": {
        "warranty": "延长保修（每年）",
        "onsite": "上门安装调试",
        "stack": "软件栈安装",
        "payment": "合同签订后预付 30%；\n到货验收后支付 70%。",
        "delivery": "四周内交货。",
    },
    "zh_TW": {
        "warranty": "延長保固（每年）",
        "onsite": "到府安裝調試",
        "stack": "軟體堆疊安裝",
        "payment": "合約簽訂後預付 30%；\n到貨驗收後支付 70%。",
        "delivery": "四週內交貨。",
    },
    "en": {
        "warranty": "Extended warranty (per year)",
        "onsite": "On-site installation",
        "stack": "Software stack installation",
        "payment": "30 % with the order;\n70 % on acceptance.",
        "delivery": "Four weeks.",
    },
}
CUSTOM_BUILD = {
    "chassis": "GT410P",
    "cpus": [{"name": "Intel Core X (10th gen), 18 cores", "count": 1, "power_w": 165}],
    "memory_gb": 384,
    "gpus": [{"model": "Quadro RTX6000", "count": 6}],
    "psus_w": [2000, 2000],
    "drives": ["2TB NVMe SSD", "16TB SATA HDD"],
    "psu_atx_version": "3.x",
    "nvlink": True,
}


def format_money(amount, lang):
    return format_cny(amount, lang, MoneyStyle.DOCUMENT)


def format_unit_price(amount, lang):
    return format_cny(amount, lang, MoneyStyle.UNIT_PRICE)


def quote_data(lang: str = "en", options: int = 3, **overrides) -> dict:
    """A quote file's data: three options (SKU 1.7 with a line discount, SKU 2.5 with an
    option amount discount, a custom build with a percent option discount and the engineer's
    own reasons), each with warranty, installation and software-stack extras; internal
    figures on every line and on the vendor."""
    w = _WORDS[lang]

    def extras(years: int) -> list[dict]:
        return [
            {
                "kind": "extra",
                "description": w["warranty"],
                "quantity": years,
                "unit_price": "3000.00",
                "unit_cost": UNIT_COST,
            },
            {
                "kind": "extra",
                "description": w["onsite"],
                "unit_price": "2000.00",
                "unit_cost": UNIT_COST,
            },
            {
                "kind": "extra",
                "description": w["stack"],
                "unit_price": "1500.00",
                "unit_cost": UNIT_COST,
            },
        ]

    all_options = [
        {
            "title": _TITLES[lang][0],
            "workload": "cnn",
            "items": [
                {"kind": "sku", "sku": "1.7", "discount": "5%", "unit_cost": UNIT_COST},
                *extras(2),
            ],
        },
        {
            "title": _TITLES[lang][1],
            "workload": "cnn",
            "items": [{"kind": "sku", "sku": "2.5", "unit_cost": UNIT_COST}, *extras(3)],
            "discount": "3000.00",
        },
        {
            "title": _TITLES[lang][2],
            "workload": "rnn",
            "items": [
                {
                    "kind": "build",
                    "build": CUSTOM_BUILD,
                    "unit_price": "318000.00",
                    "unit_cost": UNIT_COST,
                },
                *extras(3),
            ],
            "discount": "3%",
            "reasons": ["Six cards of 24 GB, bridged in pairs.", "Two 2000 W ATX 3.x PSUs."],
        },
    ]
    data = {
        "number": "Q-2026-0007",
        "revision": 2,
        "date": "2026-11-30",
        "valid_until": "2026-12-30",
        "lang": lang,
        "vendor": {
            "name": "Example Compute Systems",
            "address": "1 Example Road\nShenzhen",
            "phone": "+86 755 0000 0000",
            "email": "sales@example.com",
            "tax_id": "91440300MA5EXAMPLE",
            "bank_name": "Example Bank",
            "bank_account": "6222 0000 1111",
            "max_discount_percent": MAX_DISCOUNT,
        },
        "customer": {
            "company": "深圳某某视觉科技有限公司",
            "contact": "李工",
            "phone": "+86 755 1234 5678",
            "email": "li@example.cn",
            "address": "深圳市福田区示例大道 88 号\n创新中心 A 座 6 楼",
        },
        "options": all_options[:options],
        "payment_terms": w["payment"],
        "delivery_terms": w["delivery"],
        "notes": "Note line one\nNote line two",
    }
    data.update(overrides)
    return data


def resolved(catalog, lang: str = "en", options: int = 3, **overrides):
    return resolve_quote(
        QuoteDocument.model_validate(quote_data(lang, options, **overrides)), catalog
    )


def _pages(data: bytes | Path) -> list[str]:
    reader = PdfReader(io.BytesIO(data) if isinstance(data, bytes) else data)
    return [re.sub(r"[ \t\u00a0]+", " ", page.extract_text()) for page in reader.pages]


def _flat(text: str) -> str:
    """The text without white space (the extractor breaks CJK lines at random places)."""
    return "".join(text.split())


def _leftovers(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(".part"))


@pytest.fixture(scope="module")
def rendered(seed_catalog):
    """lang -> (resolved quote, page texts) of the three-option quote, rendered once."""
    ensure_app()
    cache: dict[str, tuple] = {}

    def get(lang: str):
        if lang not in cache:
            quote = resolved(seed_catalog, lang)
            cache[lang] = (quote, _pages(render_quote_pdf(quote, seed_catalog)))
        return cache[lang]

    return get


# ----------------------------------------------------------------------------- content
@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_three_option_quote(qtbot, rendered, lang):
    quote, pages = rendered(lang)
    text = "\n".join(pages)
    flat = _flat(text)

    def words(key):
        return label(key, lang)

    assert _flat(quote.document.customer.company) in flat
    assert _flat("深圳市福田区示例大道 88 号") in flat and _flat("创新中心 A 座 6 楼") in flat
    assert "li@example.cn" in text and "李工" in text
    assert _flat(words("title")) in flat
    for title in _TITLES[lang]:
        assert flat.count(_flat(title)) >= 3, title  # cover, its page, comparison
    for option in quote.options:
        t = option.totals
        total = format_money(t.total, lang)
        assert flat.count(_flat(total)) >= 3, total  # cover, option page, comparison
        if lang != "en":
            capital = capital_amount(t.total, traditional=lang == "zh_TW")
            assert flat.count(capital) >= 3, capital
    # Cover: number with its revision, date, validity, the vendor.
    reference = {"en": "Q-2026-0007 R2"}.get(lang, "Q-2026-0007（第 2 版）")
    assert _flat(reference) in _flat(pages[0])
    assert "Example Compute Systems" in pages[0]
    # Every page: the number with its revision and "page x of y".
    for n, page in enumerate(pages, start=1):
        assert _flat(reference) in _flat(page), n
        assert _flat(words("page").format(n=n, total=len(pages))) in _flat(page), n
    # Comparison, software stack, terms.
    assert sum(_flat(words("comparison")) in _flat(p) for p in pages) == 1
    assert _flat(words("software_stack")) in flat and "CUDA Toolkit" in text and "cuDNN" in text
    assert _flat(words("terms")) in flat
    assert _flat(_WORDS[lang]["payment"]) in flat and _flat(_WORDS[lang]["delivery"]) in flat
    assert "91440300MA5EXAMPLE" in flat and "622200001111" in flat
    assert "Note line one" in text and "Note line two" in text
    # The engineer's own reasons for option C, the catalog's for A and B.
    assert "Six cards of 24 GB, bridged in pairs." in text
    assert _flat(words("reasons")) in flat
    # Customer-facing: the seed is "the selection guide".
    assert "seed" not in text.casefold() and "种子" not in text and "種子" not in text


def test_english_quote_has_no_chinese_but_the_customer(qtbot, rendered):
    _quote, pages = rendered("en")
    text = _flat("\n".join(pages))
    for typed in (
        "深圳某某视觉科技有限公司",
        "李工",
        "深圳市福田区示例大道 88 号",
        "创新中心 A 座 6 楼",
    ):
        text = text.replace(_flat(typed), "")
    assert CJK.findall(text) == []


def test_simplified_quote_has_no_traditional_labels(qtbot, rendered):
    _quote, pages = rendered("zh_CN")
    flat = _flat("\n".join(pages))
    for traditional in ("報價", "頁", "卷積", "開發環境", "運行時", "系統盤", "總價", "稅"):
        assert traditional not in flat, traditional


def test_money_equals_the_resolved_totals(qtbot, rendered):
    quote, pages = rendered("en")
    text = "\n".join(pages)
    a, b, _c = quote.options
    for option in quote.options:
        t = option.totals
        for amount in (t.subtotal, t.vat, t.total, *(m.net for m in t.lines)):
            assert format_money(amount, "en") in text, amount
        if t.discount:
            assert (
                format_money(t.discount, "en") in text and format_money(t.discounted, "en") in text
            )
    assert (
        a.totals.lines[0].discount and f"-{format_money(a.totals.lines[0].discount, 'en')}" in text
    )
    assert "(5 %)" in text and "Option discount (3 %)" in text and "VAT 13 %" in text
    assert format_money(b.totals.discount, "en") == "¥3,000.00"


def test_traditional_quote_uses_traditional_capitals(qtbot, rendered):
    quote, pages = rendered("zh_TW")
    flat = _flat("\n".join(pages))
    assert _flat(label("capital", "zh_TW")) in flat and "大写" not in flat
    for option in quote.options:
        traditional = capital_amount(option.totals.total, traditional=True)
        assert traditional in flat
        simplified = capital_amount(option.totals.total)
        if simplified != traditional:
            assert simplified not in flat
    assert "萬" in flat and "万" not in flat.replace("深圳某某视觉科技有限公司", "")


def test_internal_figures_never_appear(qtbot, rendered):
    for lang in ("zh_CN", "zh_TW", "en"):
        quote, pages = rendered(lang)
        text = "\n".join(pages)
        flat = _flat(text)
        for figure in (UNIT_COST, "12,345.67", "12345,67", MAX_DISCOUNT):
            assert figure not in flat, (lang, figure)
        for option in quote.options:
            assert option.margin_percent is not None  # every line has a cost
            assert f"{option.margin_percent}%" not in flat
            assert f"{option.margin_percent} %" not in text
            assert format_money(option.cost, lang) not in text
        for word in ("cost", "margin", "成本", "毛利", "利润", "利潤", "底价"):
            assert word not in text.casefold(), (lang, word)


def test_workstation_pages_show_diagram_figures_and_reasons(qtbot, rendered):
    _quote, pages = rendered("en")
    pages = [" ".join(p.split()) for p in pages]
    # Option A's pages: from page 2 to the page before option B's (its diagram is drawn across
    # the page, legible, so its figures may follow on the next page).
    b = next(n for n, p in enumerate(pages) if n > 1 and p.startswith(_TITLES["en"][1]))
    option_a = " ".join(pages[1:b])
    assert "Configuration" in option_a and "Performance" in option_a
    assert "PCIe 1 · x16" in option_a  # the diagram, as vector text
    for needle in (
        "Total GPU memory 44 GB",
        "616 GB/s",
        "432 TFLOPS",
        "107.6 TFLOPS",
        "1,000 W",
        "2,000 W",
    ):
        assert needle in option_a, needle
    # The guide's "108Tops" only rounds our 107.6 (printed to the unit): nothing beside it.
    assert "selection guide: 108" not in option_a
    assert "Why this configuration" in option_a
    assert "In the selection guide's CNN GPU table, the RTX2080Ti is in tier 2 of 4." in option_a
    # The comparison page: one column per option, the chart of the workloads' metrics.
    comparison = next(p for p in pages if "Comparison of options" in p)
    for needle in (
        "RTX2080Ti",
        "Titan RTX",
        "Quadro RTX6000",
        "44 GB",
        "120 GB",
        "144 GB",
        "GPU comparison",
    ):
        assert needle in comparison, needle


def test_a_one_option_quote_has_no_comparison_page(qtbot, seed_catalog):
    quote = resolved(seed_catalog, "en", options=1)
    pages = _pages(render_quote_pdf(quote, seed_catalog))
    assert not any("Comparison of options" in p for p in pages)
    # cover, the option (its legible diagram, then its figures), software stack and terms
    assert len(pages) == 4
    assert pages[-1].rstrip().endswith("Page 4 of 4")


def test_typed_markup_is_printed_literally(qtbot, seed_catalog):
    data = quote_data("en", 2)
    data["customer"] = {
        "company": MARKUP,
        "contact": "<i>Dr. Li</i>",
        "address": "<p>Room 1</p>\n  &amp; floor 2",
    }
    data["vendor"]["name"] = "Vendor <u>Ltd</u>"
    data["options"][0]["title"] = "<h1>Big</h1> option"
    data["options"][0]["reasons"] = ["<a href='x'>fits</a> & more"]
    data["options"][1]["items"][1]["description"] = "Line <br> one\nLine two"
    data["notes"] = "First <b>note</b>\nSecond & last"
    quote = resolve_quote(QuoteDocument.model_validate(data), seed_catalog)
    pages = _pages(render_quote_pdf(quote, seed_catalog))
    text = "\n".join(pages)
    lines = [line.strip() for line in text.splitlines()]
    assert text.count(MARKUP) >= 1 and MARKUP in lines[lines.index(MARKUP)]
    for typed in (
        "<i>Dr. Li</i>",
        "<p>Room 1</p>",
        "&amp; floor 2",
        "Vendor <u>Ltd</u>",
        "<h1>Big</h1> option",
        "<a href='x'>fits</a> & more",
        "Line <br> one",
        "First <b>note</b>",
        "Second & last",
    ):
        assert typed in text, typed
    # Line breaks kept: each line of the multi-line texts is a line of its own.
    assert "Line two" in lines and "Second & last" in lines
    assert any(line.endswith("&amp; floor 2") for line in lines)


def test_a_vendor_logo_is_drawn_and_a_placeholder_vendor_is_marked(qtbot, seed_catalog):
    image = QImage(120, 40, QImage.Format.Format_RGB32)
    image.fill(QColor("#2f6fb0"))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    data = quote_data("en", 1)
    data["vendor"]["logo_png"] = bytes(buffer.data())
    quote = resolve_quote(QuoteDocument.model_validate(data), seed_catalog)
    pdf = render_quote_pdf(quote, seed_catalog)
    page = PdfReader(io.BytesIO(pdf)).pages[0]
    images = [o.get_object() for o in page["/Resources"]["/XObject"].values()]
    assert any(o["/Subtype"] == "/Image" and o["/Width"] == 120 for o in images)
    data = quote_data("en", 1)
    del data["vendor"]
    pages = _pages(
        render_quote_pdf(
            resolve_quote(QuoteDocument.model_validate(data), seed_catalog), seed_catalog
        )
    )
    assert "Rigwright Demo Vendor" in pages[0] and "placeholder vendor" in pages[0]


def test_an_unnumbered_quote_is_a_draft_on_every_page(qtbot, seed_catalog):
    data = quote_data("zh_CN", 1)
    del data["number"]
    pages = _pages(
        render_quote_pdf(
            resolve_quote(QuoteDocument.model_validate(data), seed_catalog), seed_catalog
        )
    )
    assert all("草稿（未编号）" in _flat(p) for p in pages)


def test_a_seed_sku_price_is_marked_illustrative(qtbot, rendered):
    _quote, pages = rendered("en")
    text = " ".join(" ".join(pages).split())
    assert "Deep-learning workstation GT410i 14596-SB4X ※" in text
    assert "※ Illustrative prices: the package prices printed in the UltraLAB 2020" in text
    assert "Configuration and GPU figures: UltraLAB 2020 selection guide" in text


def test_a_stated_figure_that_contradicts_ours_is_shown_beside_it(qtbot, seed_catalog):
    data = quote_data("en", 2)
    data["options"][0]["items"] = [{"kind": "sku", "sku": "1.10"}]
    pages = _pages(
        render_quote_pdf(
            resolve_quote(QuoteDocument.model_validate(data), seed_catalog), seed_catalog
        )
    )
    option_a = pages[1] + pages[2]  # its figures follow its diagram
    assert "128 GB" in option_a and "selection guide: 64 GB" in option_a
    # On the comparison page too, under ours (SKU 1.10's "64GB" for 4 × 32 GB); its
    # "133Tops" FP16 only rounds our 133.28, so nothing is under that.
    lines = _comparison_lines(pages, "en")
    assert _after(lines, "Total GPU memory", 3)[:2] == ["128 GB ▲", "selection guide: 64 GB"]
    assert _after(lines, "FP16 TFLOPS, total", 1) == ["133.28 TFLOPS ▼"]


def test_long_tables_and_notes_flow_over_pages(qtbot, seed_catalog):
    data = quote_data("en", 1)
    extras = [
        {"kind": "extra", "description": f"Service item {n:02d}", "unit_price": "100"}
        for n in range(1, 56)
    ]
    data["options"][0]["items"] = data["options"][0]["items"][:1] + extras
    note_lines = [
        f"Note {n:03d}: the customer's own condition, printed as typed." for n in range(60)
    ]
    data["notes"] = "\n".join(note_lines)
    pages = _pages(
        render_quote_pdf(
            resolve_quote(QuoteDocument.model_validate(data), seed_catalog), seed_catalog
        )
    )
    text = "\n".join(pages)
    for n in range(1, 56):
        assert text.count(f"Service item {n:02d}") == 1, n
    for line in note_lines:
        assert line in text, line
    # The items table's header is repeated on each page it continues on.
    items_pages = [p for p in pages if "Service item" in p]
    assert len(items_pages) >= 2
    assert all("Unit price" in p and "Amount" in p for p in items_pages)
    for n, page in enumerate(pages, start=1):
        assert f"Page {n} of {len(pages)}" in page


def test_example_files_render(qtbot, seed_catalog, tmp_path):
    for name, lang in (("quote-example-zh_CN.json", "zh_CN"), ("quote-example-en.json", "en")):
        doc = read_quote_file(ROOT / "docs" / name)
        assert doc.lang == lang and len(doc.options) == 3
        kinds = {item.kind for option in doc.options for item in option.items}
        assert kinds == {"sku", "build", "extra"}
        quote = resolve_quote(doc, seed_catalog)
        out = tmp_path / name.replace(".json", ".pdf")
        export_quote_pdf(quote, seed_catalog, out)
        pages = _pages(out)
        text = _flat("\n".join(pages))
        for option in quote.options:
            assert _flat(format_money(option.totals.total, lang)) in text
            assert _flat(option.title) in text
        for figure in {
            str(item.unit_cost)
            for o in doc.options
            for item in o.items
            if item.unit_cost is not None
        }:
            assert figure not in text and f"{float(figure):,.2f}" not in text


# ----------------------------------------------------------------------------- writing
def _quote(catalog, lang="en"):
    return resolved(catalog, lang, options=1)


def test_existing_file_is_replaced(qtbot, seed_catalog, tmp_path):
    out = tmp_path / "q.pdf"
    out.write_bytes(b"old")
    export_quote_pdf(_quote(seed_catalog), seed_catalog, out)
    assert out.read_bytes().startswith(b"%PDF")
    assert _leftovers(tmp_path) == []


def test_target_is_a_directory(qtbot, seed_catalog, tmp_path):
    target = tmp_path / "q.pdf"
    target.mkdir()
    with pytest.raises(QuoteExportError, match=r"^cannot write .*q\.pdf: is a directory$"):
        export_quote_pdf(_quote(seed_catalog), seed_catalog, target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["q.pdf"]
    assert list(target.iterdir()) == []


@pytest.mark.parametrize("parent", ["missing/sub", "a-file"])
def test_missing_or_file_parent(qtbot, seed_catalog, tmp_path, parent):
    (tmp_path / "a-file").write_text("x")
    target = tmp_path / parent / "q.pdf"
    with pytest.raises(OSError, match="^cannot write "):
        export_quote_pdf(_quote(seed_catalog), seed_catalog, target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file"]


@pytest.mark.parametrize("step", ["render_quote_pdf", "_write_file"])
def test_failure_while_rendering_or_writing_leaves_no_part_file_and_keeps_the_old_pdf(
    qtbot, seed_catalog, tmp_path, monkeypatch, step
):
    out = tmp_path / "q.pdf"
    out.write_bytes(b"%PDF old quote")

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(rigwright.gui.quotes.pdf.writer, step, broken)
    with pytest.raises(QuoteExportError, match=r"^cannot write .*: No space left on device$"):
        export_quote_pdf(_quote(seed_catalog), seed_catalog, out)
    assert out.read_bytes() == b"%PDF old quote"
    assert _leftovers(tmp_path) == []


@pytest.mark.parametrize(
    "error", [PermissionError(13, "Permission denied"), OSError(16, "Device or resource busy")]
)
def test_a_locked_target_is_reported_and_kept(qtbot, seed_catalog, tmp_path, monkeypatch, error):
    """The PDF open in a viewer (Windows locks it): the rename fails; the old file stays."""
    out = tmp_path / "q.pdf"
    out.write_bytes(b"%PDF old quote")

    def locked(src, dst):
        raise error

    monkeypatch.setattr(rigwright.gui.quotes.pdf.writer.os, "replace", locked)
    with pytest.raises(QuoteExportError) as info:
        export_quote_pdf(_quote(seed_catalog), seed_catalog, out)
    assert str(info.value) == f"cannot write {out}: {error.strerror}"
    assert "\n" not in str(info.value)
    assert out.read_bytes() == b"%PDF old quote"
    assert _leftovers(tmp_path) == []


def _write_truncated(keep: int):
    """A stand-in for the file-writing step that silently keeps ``keep`` bytes (negative:
    drop that many from the end), as ``QPdfWriter`` does on a full disk."""

    def write(path: Path, data: bytes) -> None:
        path.write_bytes(data[:keep])

    return write


@pytest.mark.parametrize("keep", [-200, -7, 0])
def test_truncated_write_is_reported_and_keeps_the_old_pdf(
    qtbot, seed_catalog, tmp_path, monkeypatch, keep
):
    out = tmp_path / "q.pdf"
    out.write_bytes(b"%PDF old quote")
    monkeypatch.setattr(rigwright.gui.quotes.pdf.writer, "_write_file", _write_truncated(keep))
    with pytest.raises(QuoteExportError) as info:
        export_quote_pdf(_quote(seed_catalog), seed_catalog, out)
    assert str(info.value) == f"cannot write {out}: {INCOMPLETE}"
    assert str(info.value).endswith("the disk may be full (the PDF was incomplete)")
    assert out.read_bytes() == b"%PDF old quote"
    assert _leftovers(tmp_path) == []


def test_a_write_that_keeps_the_eof_marker_but_loses_bytes_is_caught(
    qtbot, seed_catalog, tmp_path, monkeypatch
):
    def lose_the_middle(path: Path, data: bytes) -> None:
        path.write_bytes(data[:100] + data[-50:])  # ends with %%EOF, but is short

    monkeypatch.setattr(rigwright.gui.quotes.pdf.writer, "_write_file", lose_the_middle)
    with pytest.raises(QuoteExportError, match="the disk may be full"):
        export_quote_pdf(_quote(seed_catalog), seed_catalog, tmp_path / "q.pdf")
    assert list(tmp_path.iterdir()) == []


def test_trailing_white_space_after_eof_is_accepted(qtbot, seed_catalog, tmp_path, monkeypatch):
    real = rigwright.gui.quotes.pdf.writer.render_quote_pdf
    monkeypatch.setattr(
        rigwright.gui.quotes.pdf.writer,
        "render_quote_pdf",
        lambda *a, **k: real(*a, **k) + b"\r\n ",
    )
    export_quote_pdf(_quote(seed_catalog), seed_catalog, tmp_path / "q.pdf")
    assert (tmp_path / "q.pdf").read_bytes().rstrip().endswith(b"%%EOF")


def test_incomplete_render_is_an_error(qtbot, seed_catalog, tmp_path, monkeypatch):
    monkeypatch.setattr(rigwright.gui.quotes.pdf.writer, "render_quote_pdf", lambda *a, **k: b"")
    with pytest.raises(QuoteExportError, match="renderer produced an incomplete document"):
        export_quote_pdf(_quote(seed_catalog), seed_catalog, tmp_path / "q.pdf")
    assert list(tmp_path.iterdir()) == []


def test_an_unknown_workload_is_one_line_and_writes_nothing(qtbot, seed_catalog, tmp_path):
    """resolve_quote refuses an unknown workload; a quote built otherwise still fails with
    one line and writes nothing."""
    quote = _quote(seed_catalog)
    option = quote.options[0]
    bad = dataclasses.replace(
        option, option=option.option.model_copy(update={"workload": "astrology"})
    )
    quote = dataclasses.replace(quote, options=(bad,))
    with pytest.raises(
        QuoteExportError,
        match=r"^cannot write .*: workload: unknown "
        r"'astrology'; known: cnn, rnn",
    ):
        export_quote_pdf(quote, seed_catalog, tmp_path / "q.pdf")
    assert list(tmp_path.iterdir()) == []


def test_ensure_app_reuses_the_running_app(qapp):
    assert ensure_app() is qapp


def test_unwritable_directory_is_refused_before_rendering(
    qtbot, seed_catalog, tmp_path, monkeypatch
):
    # Root can write anywhere, so the permission answer is simulated here.
    real_access = os.access
    monkeypatch.setattr(
        rigwright.gui.quotes.pdf.writer.os,
        "access",
        lambda p, mode: False if Path(p) == tmp_path else real_access(p, mode),
    )
    rendered = []
    monkeypatch.setattr(
        rigwright.gui.quotes.pdf.writer, "render_quote_pdf", lambda *a, **k: rendered.append(a)
    )
    with pytest.raises(
        QuoteExportError, match=r"^cannot write .*q\.pdf: directory .* is not writable$"
    ):
        export_quote_pdf(_quote(seed_catalog), seed_catalog, tmp_path / "q.pdf")
    assert rendered == [] and list(tmp_path.iterdir()) == []


def test_an_option_with_two_workstations(qtbot, seed_catalog):
    data = quote_data("en", 2)
    data["options"][1]["items"] = [
        {"kind": "sku", "sku": "1.1", "quantity": 2},
        {"kind": "build", "build": CUSTOM_BUILD, "unit_price": "318000.00"},
    ]
    data["options"][1]["reasons"] = ["Two small boxes for the interns, one big one."]
    quote = resolve_quote(QuoteDocument.model_validate(data), seed_catalog)
    pages = [" ".join(p.split()) for p in _pages(render_quote_pdf(quote, seed_catalog))]
    text = " ".join(pages)
    assert "Configuration · item 1: Deep-learning workstation GX380i 14932-SA2X" in text
    assert "Configuration · item 2: Deep-learning workstation" in text
    assert text.count("Two small boxes for the interns, one big one.") == 1
    assert "2 × (GX380i · 2 × RTX2070S) + GT410P · 6 × Quadro RTX6000" in text
    comparison = next(p for p in pages if "Comparison of options" in p)
    assert "GPU count 4 10" in comparison  # 4 × RTX2080Ti | 2 × 2 + 6


# ----------------------------------------------------------------------------- comparison marks
def _comparison_lines(pages: list[str], lang: str) -> list[str]:
    page = next(p for p in pages if _flat(label("comparison", lang)) in _flat(p))
    return [line.strip() for line in page.splitlines()]


def _after(lines: list[str], head: str, count: int = 3) -> list[str]:
    """The ``count`` cells of the row labelled ``head`` (a cell a line; the extractor may
    break a label where Chinese meets Latin, so it may span up to 3 lines)."""
    for n in range(len(lines)):
        for k in (1, 2, 3):
            if _flat("".join(lines[n : n + k])) == _flat(head):
                return lines[n + k : n + k + count]
    raise AssertionError(f"no row {head!r}")


def test_comparison_marks_the_best_and_worst_option_per_row(qtbot, rendered, seed_catalog):
    quote, pages = rendered("en")
    lines = _comparison_lines(pages, "en")
    # Options A, B, C: 4 × RTX2080Ti, 5 × Titan RTX, 6 × Quadro RTX6000 (the GPU table).
    cards = [("RTX2080Ti", 4), ("Titan RTX", 5), ("Quadro RTX6000", 6)]
    tensor = [n * seed_catalog.gpu(g).tensor_tflops for g, n in cards]
    memory = [n * seed_catalog.gpu(g).memory_gb for g, n in cards]
    board = [n * seed_catalog.gpu(g).board_power_w for g, n in cards]

    def marked(values, texts, higher=True):
        top, bottom = (max(values), min(values)) if higher else (min(values), max(values))
        return [
            t + (" ▲" if v == top else " ▼" if v == bottom else "")
            for v, t in zip(values, texts, strict=True)
        ]

    # The seed's GeForce tensor rate (FP16 accumulate) is not ranked against the others'.
    assert _after(lines, "Tensor Core TFLOPS, total") == [f"{t:,} TFLOPS" for t in tensor]
    assert _after(lines, "Total GPU memory") == marked(memory, [f"{m:,} GB" for m in memory])
    assert _after(lines, "GPU board power, total") == marked(
        board, [f"{b:,} W" for b in board], higher=False
    )
    # A tie for the best: B and C both have 672 GB/s per GPU, both marked.
    assert _after(lines, "Memory bandwidth per GPU") == ["616 GB/s ▼", "672 GB/s ▲", "672 GB/s ▲"]
    # GPU count is a spec, not a merit: never marked.
    assert _after(lines, "GPU count") == ["4", "5", "6"]
    # ¥ per Tensor Core TFLOPS: each option's total incl. VAT over its tensor TFLOPS.
    per = [
        (o.totals.total / t).quantize(Decimal("0.01"))
        for o, t in zip(quote.options, tensor, strict=True)
    ]
    assert _after(lines, "¥ per Tensor Core TFLOPS") == [format_money(p, "en") for p in per]
    assert "are defined differently and are not ranked against each other" in " ".join(lines)
    # The totals: the cheapest ▲, the dearest ▼.
    totals = [o.totals.total for o in quote.options]
    assert _after(lines, "Total incl. VAT") == marked(
        totals, [format_money(t, "en") for t in totals], higher=False
    )
    # The guide's FP16 of SKU 1.7 ("108Tops") and 2.5 ("163Tops") only round ours: no
    # "selection guide: …" under them, nor anywhere on the page.
    fp16 = [n * seed_catalog.gpu(g).fp16_tflops for g, n in cards]
    assert _after(lines, "FP16 TFLOPS, total") == marked(
        fp16, [f"{f.normalize():f} TFLOPS" for f in fp16]
    )
    assert not any(line.startswith("selection guide:") for line in lines)
    legend = " ".join(lines)
    assert "▲ best and ▼ worst of the builds compared, per row." in legend


def test_comparison_says_what_was_checked_never_counts(qtbot, rendered, seed_catalog):
    from rigwright.core.quote.assurance import checked_scope

    quote, pages = rendered("en")
    lines = _comparison_lines(pages, "en")
    at = lines.index("Configuration check")
    cells = " ".join(lines[at + 1 : lines.index("Total incl. VAT")])
    said = [checked_scope([o.systems[0].build], seed_catalog).text("en") for o in quote.options]
    assert cells == " ".join(said)
    # A: SKU 1.7 (two warnings), B: SKU 2.5 (beyond the guide's scale table and a warning):
    # the warnings are the engineer's; the customer reads what was checked.
    assert said[0].startswith("checked: slots, cooling, power, PCIe lanes, NVLink, memory")
    assert "warning" not in cells and "▲" not in cells and "▼" not in cells
    assert "Rule check" not in lines


def test_comparison_in_simplified_chinese(qtbot, rendered, seed_catalog):
    quote, pages = rendered("zh_CN")
    lines = _comparison_lines(pages, "zh_CN")
    flat = _flat("\n".join(lines))
    for words in (
        "Tensor Core 单位算力价格",
        "GeForce 显卡与其他显卡的 Tensor Core 算力定义不同，不相互比较优劣。",
        "Tensor Core 算力：选型指南所列 FP16 Tensor Core 算力（GeForce 显卡为 FP16 累加）。",
        "配置检查",
        "已检查",
        "装机时确认",
        "▲ 为该行最优",
        "▼ 为该行最差",
        "含税总价",
    ):
        assert _flat(words) in flat, words
    assert _flat("选型指南标称") not in flat  # the guide only rounds these options' figures
    tensor = [
        4 * seed_catalog.gpu("RTX2080Ti").tensor_tflops,
        5 * seed_catalog.gpu("Titan RTX").tensor_tflops,
        6 * seed_catalog.gpu("Quadro RTX6000").tensor_tflops,
    ]
    per = [
        format_money((o.totals.total / t).quantize(Decimal("0.01")), "zh_CN")
        for o, t in zip(quote.options, tensor, strict=True)
    ]
    assert _after(lines, "Tensor Core 单位算力价格") == per
    assert "規則" not in flat and "價格" not in flat
    assert "警告" not in flat and "通过▲" not in flat


# ----------------------------------------------------------------------------- numbers whole
_EXTREME_LINE = {
    "kind": "extra",
    "description": "Whole lot",
    "quantity": 100000,
    "unit_price": "9999999.99",
}


def _extreme_quote(catalog, lang: str, vat: str):
    """Six options (MAX_OPTIONS) with amounts near the 10^12 limit: with VAT 0, each option
    is 100,000 × ¥9,999,999.99 (less 5 % on one); with 13 % VAT, 100,000 × ¥8,849,000.1234
    and SKU 3.7 × 100 at 5 %; small extras with 4-decimal unit prices beside them."""
    data = quote_data(lang, 3, vat_percent=vat)
    big = dict(_EXTREME_LINE) if vat == "0" else dict(_EXTREME_LINE, unit_price="8849000.1234")
    options = []
    for n in range(MAX_OPTIONS):
        option = dict(data["options"][n % 3], title=f"{_TITLES[lang][n % 3]} ({n + 1})")
        items = [
            big if n % 2 else dict(big, discount="5%"),
            {"kind": "extra", "description": "Cable", "quantity": 2, "unit_price": "1.205"},
        ]
        if vat != "0" and n < 3:
            items = [
                {"kind": "sku", "sku": "3.7", "quantity": 100, "discount": "5%"},
                dict(big, unit_price="8840000"),
                items[1],
            ]
        option["items"] = items
        options.append(option)
    data["options"] = options
    return resolve_quote(QuoteDocument.model_validate(data), catalog)


def _numbers(quote) -> set[str]:
    """Every amount, quantity, unit price and percentage the quote prints, as printed."""
    lang = quote.lang
    out = set()
    for option in quote.options:
        t = option.totals
        out |= {format_money(a, lang) for a in (t.subtotal, t.vat, t.total)}
        if t.discount:
            out |= {"-" + format_money(t.discount, lang), format_money(t.discounted, lang)}
        for line, money in zip(option.lines, t.lines, strict=True):
            out |= {
                format_unit_price(line.unit_price, lang),
                format_money(money.net, lang),
                f"{money.quantity:,}",
            }
            if line.item.discount is not None:
                out.add("-" + format_money(money.discount, lang))
                out.add(f"({line.item.discount.label(lang)})")
    return out


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("vat", ["0", "13"])
def test_no_number_is_broken_over_lines(qtbot, seed_catalog, lang, vat):
    """Quantity 100,000 × ¥9,999,999.99, six options: every amount, quantity, unit price,
    percentage and the quote number is whole on one line of the extracted text, on the
    cover, the options' pages and the comparison (two tables of three options)."""
    quote = _extreme_quote(seed_catalog, lang, vat)
    pages = _pages(render_quote_pdf(quote, seed_catalog))
    lines = [line for page in pages for line in page.splitlines()]
    numbers = _numbers(quote)
    assert "100,000" in numbers and "¥1.205" in numbers
    assert any(n.startswith("¥999,") for n in numbers)
    for number in sorted(numbers):
        assert any(number in line for line in lines), number
    # The totals on the cover, each option's page and the comparison: each whole there.
    for option in quote.options:
        total = format_money(option.totals.total, lang)
        assert sum(line.count(total) for line in lines) >= 3, total
    comparison = next(p for p in pages if _flat(label("comparison", lang)) in _flat(p))
    for option in quote.options:
        assert format_money(option.totals.total, lang) in comparison
    # (The extractor starts a new line where Chinese text meets Latin: "Q-2026-0007（" and
    # "第 2 版）" come out as two lines although the footer is drawn as one.)
    reference = "Q-2026-0007 R2" if lang == "en" else "Q-2026-0007"
    for page in pages:
        assert any(reference in line for line in page.splitlines())
    if vat == "13":
        assert any(f"{label('vat', lang).format(rate='13 %')}" in line for line in lines)


def test_the_number_columns_widen_for_the_widest_amount(qtbot, seed_catalog):
    """One option, 100,000 × ¥9,999,999.99 at 0 % VAT (¥999,999,999,000.00): the quantity,
    unit price and amount each on one line, and the description column gives way."""
    data = quote_data("en", 1, vat_percent="0")
    data["options"][0]["items"] = [_EXTREME_LINE]
    quote = resolve_quote(QuoteDocument.model_validate(data), seed_catalog)
    pages = _pages(render_quote_pdf(quote, seed_catalog))
    lines = [line.strip() for line in pages[1].splitlines()]  # a cell a line
    row = lines.index("Whole lot")
    assert lines[row - 1 : row + 4] == [
        "1",
        "Whole lot",
        "100,000",
        "¥9,999,999.99",
        "¥999,999,999,000.00",
    ]
    total = lines.index("Total incl. VAT")
    assert lines[total + 1] == "¥999,999,999,000.00"


def _marked_totals(quote) -> list[str]:
    """Each option's total as the comparison prints it: of the options with a workstation,
    the lowest marked "▲" and the highest "▼" (none when they are all equal), after a
    no-break space; an option of extras only is not compared."""
    compared = [o.totals.total for o in quote.options if o.systems]
    low, high = min(compared, default=0), max(compared, default=0)
    return [
        format_money(o.totals.total, quote.lang)
        + (
            ""
            if low == high or not o.systems
            else " ▲"
            if o.totals.total == low
            else " ▼"
            if o.totals.total == high
            else ""
        )
        for o in quote.options
    ]


def test_comparison_of_six_options_is_two_tables_of_three(qtbot, seed_catalog):
    quote = _extreme_quote(seed_catalog, "en", "0")
    pages = _pages(render_quote_pdf(quote, seed_catalog))
    comparison = next(p for p in pages if "Comparison of options" in p)
    lines = [line.strip() for line in comparison.splitlines()]  # a cell a line
    rows = [n for n, line in enumerate(lines) if line == "Total incl. VAT"]
    assert len(rows) == 2  # one per table
    totals = _marked_totals(quote)
    assert lines[rows[0] + 1 : rows[0] + 4] == totals[:3]
    assert lines[rows[1] + 1 : rows[1] + 4] == totals[3:]


def test_four_options_whose_totals_fit_stay_in_one_table(qtbot, seed_catalog):
    data = quote_data("en", 3)
    data["options"].append(dict(data["options"][0], title="Option D"))
    quote = resolve_quote(QuoteDocument.model_validate(data), seed_catalog)
    comparison = next(
        p for p in _pages(render_quote_pdf(quote, seed_catalog)) if "Comparison of options" in p
    )
    lines = [line.strip() for line in comparison.splitlines()]
    rows = [n for n, line in enumerate(lines) if line == "Total incl. VAT"]
    assert len(rows) == 1
    assert lines[rows[0] + 1 : rows[0] + 5] == _marked_totals(quote)


# ----------------------------------------------------------------------------- unit prices
def test_unit_prices_keep_their_decimals(qtbot, seed_catalog):
    """2 × ¥1.205 = ¥2.41 as printed (not "2 × ¥1.21 = ¥2.41"); "1.2050" is "¥1.205"; a
    whole price has 2 decimals; amounts keep 2."""
    data = quote_data("en", 1)
    data["options"][0]["items"] += [
        {"kind": "extra", "description": "Cable", "quantity": 2, "unit_price": "1.205"},
        {"kind": "extra", "description": "Tie", "quantity": 3, "unit_price": "1.2050"},
        {"kind": "extra", "description": "Screw", "quantity": 7, "unit_price": "0.0001"},
        {"kind": "extra", "description": "Plug", "quantity": 1, "unit_price": "3"},
    ]
    quote = resolve_quote(QuoteDocument.model_validate(data), seed_catalog)
    text = "\n".join(_pages(render_quote_pdf(quote, seed_catalog)))
    lines = [line.strip() for line in text.splitlines()]  # a cell a line
    rows = {
        name: lines[lines.index(name) + 1 : lines.index(name) + 4]
        for name in ("Cable", "Tie", "Screw", "Plug")
    }
    assert rows == {
        "Cable": ["2", "¥1.205", "¥2.41"],
        "Tie": ["3", "¥1.205", "¥3.62"],
        "Screw": ["7", "¥0.0001", "¥0.00"],
        "Plug": ["1", "¥3.00", "¥3.00"],
    }
    assert "¥1.21" not in text


# ----------------------------------------------------------------------------- the logo
def _png(width: int, height: int) -> bytes:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#2f6fb0"))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data())


def _jpeg() -> bytes:
    image = QImage(120, 40, QImage.Format.Format_RGB32)
    image.fill(QColor("#2f6fb0"))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "JPEG")
    return bytes(buffer.data())


def _with_size(png: bytes, width: int, height: int) -> bytes:
    """``png`` with its IHDR claiming ``width`` × ``height`` (the CRC fixed)."""
    ihdr = b"IHDR" + struct.pack(">II", width, height) + png[24:29]
    return png[:12] + ihdr + struct.pack(">I", zlib.crc32(ihdr)) + png[33:]


def _huge_jpeg() -> bytes:
    jpeg = _jpeg()
    sof = jpeg.index(b"\xff\xc0")
    return jpeg[: sof + 5] + struct.pack(">HH", 20000, 20000) + jpeg[sof + 9 :]


def _damaged(start: int, end: int, fill: bytes | None = b"\0") -> bytes:
    """A 120 × 40 PNG with bytes ``start``..``end`` overwritten with ``fill`` (None: cut)."""
    png = _png(120, 40)
    return png[:start] + (fill * (end - start) if fill else b"") + png[end:]


_BROKEN_LOGOS = {
    "png with a bad chunk": lambda: _damaged(40, 60),
    "png cut short": lambda: _png(120, 40)[:60],
    "png without its image data": lambda: _damaged(33, len(_png(120, 40)) - 12, None),
    "jpeg cut short": lambda: _jpeg()[: len(_jpeg()) // 2],
    "jpeg header only": lambda: _jpeg()[:20],
}


@pytest.mark.parametrize("logo", sorted(_BROKEN_LOGOS))
def test_an_unreadable_logo_is_an_error_not_an_omission(qtbot, seed_catalog, tmp_path, capfd, logo):
    out = tmp_path / "q.pdf"
    out.write_bytes(b"%PDF old quote")
    data = quote_data("en", 1)
    data["vendor"]["logo_png"] = _BROKEN_LOGOS[logo]()
    quote = resolve_quote(QuoteDocument.model_validate(data), seed_catalog)
    with pytest.raises(QuoteExportError) as info:
        export_quote_pdf(quote, seed_catalog, out)
    assert str(info.value) == f"cannot write {out}: the vendor logo cannot be read as an image"
    assert out.read_bytes() == b"%PDF old quote" and _leftovers(tmp_path) == []
    # One clear error: nothing from libpng or Qt's image plugins on stderr (and no Qt
    # warning, which the test run would fail on).
    assert capfd.readouterr().err == ""


def test_a_huge_logo_is_refused_before_it_is_decoded(qtbot, seed_catalog, tmp_path, capfd):
    """A JPEG whose header says 20000 × 20000 (1.6 GB decoded), and a PNG saying so (the
    quote model refuses it; the reader does too)."""
    data = quote_data("en", 1)
    data["vendor"]["logo_png"] = _huge_jpeg()
    quote = resolve_quote(QuoteDocument.model_validate(data), seed_catalog)
    with pytest.raises(
        QuoteExportError,
        match=r"^cannot write .*q\.pdf: the vendor logo is "
        r"20000 × 20000 pixels; at most 4000 × 4000$",
    ):
        export_quote_pdf(quote, seed_catalog, tmp_path / "q.pdf")
    with pytest.raises(LogoError, match="20000 × 20000 pixels"):
        read_logo(_with_size(_png(120, 40), 20000, 20000))
    assert list(tmp_path.iterdir()) == [] and capfd.readouterr().err == ""


def test_a_large_logo_is_decoded_scaled_down_once(qtbot, seed_catalog, monkeypatch):
    calls = []
    real = rigwright.gui.quotes.pdf.base.read_logo
    monkeypatch.setattr(
        rigwright.gui.quotes.pdf.base, "read_logo", lambda data: calls.append(1) or real(data)
    )
    data = quote_data("en", 2)
    data["vendor"]["logo_png"] = _png(3000, 1000)
    pdf = render_quote_pdf(
        resolve_quote(QuoteDocument.model_validate(data), seed_catalog), seed_catalog
    )
    assert calls == [1]
    page = PdfReader(io.BytesIO(pdf)).pages[0]
    images = [o.get_object() for o in page["/Resources"]["/XObject"].values()]
    assert [(o["/Width"], o["/Height"]) for o in images if o["/Subtype"] == "/Image"] == [
        (1200, 400)
    ]
    assert read_logo(_jpeg()).size().toTuple() == (120, 40)


# ----------------------------------------------------------------------------- read-only
@pytest.mark.parametrize("mode", [0o444, 0o000])
def test_a_read_only_target_is_refused_and_kept(qtbot, seed_catalog, unprivileged, mode):
    quote = _quote(seed_catalog)

    def export_over_a_read_only_file(folder: Path) -> dict:
        out = folder / "q.pdf"
        out.write_bytes(b"%PDF old quote")
        out.chmod(mode)
        try:
            export_quote_pdf(quote, seed_catalog, out)
            message = None
        except QuoteExportError as exc:
            message = str(exc)
        finally:
            kept_mode = stat.S_IMODE(out.stat().st_mode)
            out.chmod(0o644)
        return {
            "out": out,
            "message": message,
            "mode": kept_mode,
            "bytes": out.read_bytes(),
            "leftovers": _leftovers(folder),
        }

    seen = unprivileged(export_over_a_read_only_file)
    assert seen["message"] == (
        f"cannot write {seen['out']}: the file is read-only or locked "
        f"(close it or choose another name)"
    )
    assert seen["mode"] == mode
    assert seen["bytes"] == b"%PDF old quote" and seen["leftovers"] == []


def test_a_target_that_may_not_be_written_is_refused_before_rendering(
    qtbot, seed_catalog, tmp_path, monkeypatch
):
    """The refusal itself, wherever the tests run (root may write anything, so the answer
    of os.access for the target is simulated)."""
    out = tmp_path / "q.pdf"
    out.write_bytes(b"%PDF old quote")
    out.chmod(0o444)
    real_access = os.access
    monkeypatch.setattr(
        rigwright.gui.quotes.pdf.writer.os,
        "access",
        lambda p, mode: False if Path(p) == out else real_access(p, mode),
    )
    rendered = []
    monkeypatch.setattr(
        rigwright.gui.quotes.pdf.writer, "render_quote_pdf", lambda *a, **k: rendered.append(a)
    )
    with pytest.raises(QuoteExportError) as info:
        export_quote_pdf(_quote(seed_catalog), seed_catalog, out)
    assert str(info.value) == f"cannot write {out}: {READ_ONLY}"
    assert rendered == [] and out.read_bytes() == b"%PDF old quote"
    assert stat.S_IMODE(out.stat().st_mode) == 0o444 and _leftovers(tmp_path) == []


def test_a_replaced_file_keeps_its_permissions(qtbot, seed_catalog, tmp_path):
    out = tmp_path / "q.pdf"
    out.write_bytes(b"%PDF old quote")
    out.chmod(0o600)
    export_quote_pdf(_quote(seed_catalog), seed_catalog, out)
    assert out.read_bytes().startswith(b"%PDF") and stat.S_IMODE(out.stat().st_mode) == 0o600
    new = tmp_path / "new.pdf"
    export_quote_pdf(_quote(seed_catalog), seed_catalog, new)
    assert stat.S_IMODE(new.stat().st_mode) == 0o666 & ~rigwright.core.io.files._umask()


# ----------------------------------------------------------------------------- long vendor
def _long_vendor(lang: str, address: str) -> dict:
    """A vendor with every field at the model's limit and a logo; six options."""
    data = quote_data(lang, 3)
    data["options"] = [
        dict(data["options"][n % 3], title=f"{_TITLES[lang][n % 3]} ({n + 1})")
        for n in range(MAX_OPTIONS)
    ]
    name = "超长供应商名称集团股份有限公司" if lang != "en" else "Very Long Vendor Name Holdings "
    data["vendor"].update(
        name=(name * 20)[:200],
        address=address[:600],
        phone=("+86 755 0000 0000 " * 12)[:200],
        email="sales." + "x" * 60 + "@example.com",
        website="www." + "x" * 190 + ".com",
        logo_png=_png(120, 40),
    )
    return data


_ADDRESSES = {
    "short lines": "\n".join(["a"] * 300),
    "long lines": "\n".join(
        f"Building {n}, Some Very Long Industrial Park Road, District {n}" for n in range(12)
    ),
    "one line": "深圳市南山区科技园示例大道" * 60,
}


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("address", sorted(_ADDRESSES))
def test_a_long_vendor_header_keeps_the_customer_and_options_on_the_cover(
    qtbot, seed_catalog, lang, address
):
    quote = resolve_quote(
        QuoteDocument.model_validate(_long_vendor(lang, _ADDRESSES[address])), seed_catalog
    )
    pages = _pages(render_quote_pdf(quote, seed_catalog))
    cover = _flat(pages[0])
    assert _flat(quote.document.customer.company) in cover
    assert _flat("深圳市福田区示例大道 88 号") in cover  # the customer block, whole
    for option in quote.options:
        assert (
            _flat(option.title) in cover and _flat(format_money(option.totals.total, lang)) in cover
        )
    assert _flat(label("valid_until", lang)) in cover and "CNY" in cover  # the note under it
    letterhead = pages[0].split(label("title", lang))[0]
    assert "…" in letterhead  # the vendor's texts were cut, visibly
    assert _flat(quote.options[0].title) in _flat(pages[1]).split("Q-2026")[0][:80]
    # The full vendor name is still on the terms page.
    assert _flat(quote.vendor.name) in _flat(pages[-1])


@pytest.mark.parametrize("options", [2, 6])
def test_no_page_holds_only_a_note(qtbot, seed_catalog, options):
    """The layout keeps a short block after a table (the cover's VAT note, the comparison
    note, the totals, the signatures) with it: a cover whose summary just fills page 1
    (a customer address of 30 to 40 lines) moves its note and the summary together."""
    for n in range(30, 42, 2):
        data = (
            _long_vendor("en", "\n".join(["a"] * 300))
            if options == 6
            else quote_data("en", options)
        )
        data["customer"]["address"] = "\n".join(f"Line {k}" for k in range(n))
        quote = resolve_quote(QuoteDocument.model_validate(data), seed_catalog)
        pages = _pages(render_quote_pdf(quote, seed_catalog))
        for page in pages:
            body = [
                line
                for line in page.splitlines()  # "Page x of y" counts as one
                if line.strip() and not line.startswith("Quotation Q-2026")
            ]
            assert len(body) > 3, (n, body)


def test_layout_keeps_a_run_of_blocks_together():
    """heading → table header → last row → note: kept together across the page break;
    a note alone at the top of a page never happens."""

    def block(h, keep=False):
        return rigwright.gui.quotes.pdf.layout._Block(h, lambda p, y: None, keep_with_next=keep)

    layout = rigwright.gui.quotes.pdf.layout._Layout(body_h=100, min_split=20)
    pages = layout.place(
        [block(60), block(5, keep=True), block(5, keep=True), block(20, keep=True), block(15)]
    )
    assert [len(p) for p in pages] == [1, 4]
    pages = rigwright.gui.quotes.pdf.layout._Layout(body_h=100, min_split=20).place(
        [block(30), block(60, keep=True), block(15)]
    )
    assert [len(p) for p in pages] == [1, 2]  # the table moves with its note
    pages = rigwright.gui.quotes.pdf.layout._Layout(body_h=100, min_split=20).place(
        [block(30), block(60), block(15)]
    )
    assert [len(p) for p in pages] == [2, 1]  # (unkept, the note would stand alone)


def test_the_export_reports_each_page_and_the_window_stays_drawn(qtbot, seed_catalog, tmp_path):
    from PySide6.QtWidgets import QWidget

    from rigwright.gui.widgets.progress import page_progress

    quote = resolved(seed_catalog, "zh_CN")
    parent = QWidget()
    qtbot.addWidget(parent)
    seen = []
    with page_progress(parent, "Export", "Writing…") as progress:
        export_quote_pdf(
            quote,
            seed_catalog,
            tmp_path / "q.pdf",
            lambda n, total: (seen.append((n, total)), progress(n, total)),
        )
    pages = len(_pages((tmp_path / "q.pdf").read_bytes()))
    assert seen == [(n, pages) for n in range(1, pages + 1)] and pages >= 3
    assert not any(d.isVisible() for d in parent.findChildren(QWidget, "progressDialog"))


# ----------------------------------------------------------------------------- older databases
def test_a_price_basis_stored_with_its_file_name_is_printed_without_it(qtbot, file_named_prices_db):
    from rigwright.core.quote.document import quote_for_sku
    from rigwright.core.storage.database import open_catalog

    catalog = open_catalog(file_named_prices_db, "vendor")
    doc = quote_for_sku(catalog.sku("1.7"), "A", "zh_CN", catalog="vendor")
    text = _flat("".join(_pages(render_quote_pdf(resolve_quote(doc, catalog), catalog))))
    assert "vendor-secret-costs" not in text
    assert "价格依据：含税(价目表)" in text


def test_part_files_a_killed_export_left_are_removed_by_the_next(qtbot, seed_catalog, tmp_path):
    """The quote PDF names its part file as every writer of the app does, so the part file
    of an export killed mid-write (a gone writer's, or one of the older naming a day old) is
    removed by the next export to that folder; a live writer's is kept."""
    import time

    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    stale = tmp_path / f".q.pdf.{dead.pid}.abcd1234.part"
    older = tmp_path / ".q-abcd1234.pdf.part"  # the earlier PDF naming
    live = tmp_path / f".q.pdf.{os.getpid()}.efgh5678.part"
    for part, age in ((stale, 120), (older, 2 * 24 * 3600), (live, 120)):
        part.write_bytes(b"")
        os.utime(part, (time.time() - age, time.time() - age))
    export_quote_pdf(_quote(seed_catalog), seed_catalog, tmp_path / "q.pdf")
    assert _leftovers(tmp_path) == [live.name]
