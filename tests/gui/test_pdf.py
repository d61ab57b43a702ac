"""Tests for gui/pdf.py: the quote PDF's text, and atomic writes that leave nothing on failure."""

from __future__ import annotations

import datetime as dt
import io
import os
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

import gui.pdf
from core.quotes import QUOTE_NUMBER_RE, build_quote
from gui.pdf import INCOMPLETE, QuoteExportError, ensure_app, export_quote_pdf

DAY = dt.date(2026, 11, 30)
CODE = "GT410i 14596-SB4X"


def _text(path: Path) -> str:
    text = "\n".join(page.extract_text() for page in PdfReader(path).pages)
    return re.sub(r"[ \t\u00a0]+", " ", text)


def _flat(text: str) -> str:
    """The text without white space (the extractor breaks CJK lines at random places)."""
    return "".join(text.split())


def _leftovers(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(".part"))


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN", "en"])
def test_quote_pdf_text_is_extractable(qtbot, seed_catalog, tmp_path, lang):
    quote = build_quote(seed_catalog.sku(CODE), "測試客戶", lang=lang, today=DAY)
    out = tmp_path / "quote.pdf"
    export_quote_pdf(quote, seed_catalog, out, reasons=["Tier 2 for CNN in the seed."])
    assert out.read_bytes().startswith(b"%PDF")
    text = _text(out)
    for needle in ("測試客戶", "14596-SB4X", "¥89,990.00", "UltraLAB 2020", "RTX2080Ti",
                   "Tier 2 for CNN"):
        assert needle in text, needle
    assert "CN¥" not in text
    assert re.search(QUOTE_NUMBER_RE, text) and quote.number in text
    title = {"zh_TW": "報價單", "zh_CN": "报价单", "en": "Quotation"}[lang]
    assert title in text
    page = {"zh_TW": "第 1 頁，共 1 頁", "zh_CN": "第 1 页，共 1 页", "en": "Page 1 of 1"}[lang]
    assert _flat(page) in _flat(text)
    # Customer-facing: the seed is "the selection guide" (选型指南 / 選型指南), never "seed";
    # only the recommendation reasons passed in above are printed as given.
    assert "seed" not in text.replace("Tier 2 for CNN in the seed.", "").casefold()
    assert "种子" not in text and "種子" not in text
    # Drawn once: no synthesized-bold double drawing that would double copied text.
    assert text.count("測試客戶") == 1
    assert _leftovers(tmp_path) == []


def test_nine_gpu_quote_fits_one_page_with_its_notes(qtbot, seed_catalog, tmp_path):
    quote = build_quote(seed_catalog.sku("GX630M 2331T-266T9F"), "ACME", lang="en", today=DAY)
    out = tmp_path / "q.pdf"
    export_quote_pdf(quote, seed_catalog, out, profile="rnn")
    pages = [re.sub(r"\s+", " ", page.extract_text()) for page in PdfReader(out).pages]
    # The items, the tall nine-slot diagram, the chart and, under the chart, the notes.
    assert len(pages) == 1
    page = pages[0]
    assert "999,990" in page and "PCIe 9 · x16" in page and "Bandwidth (GB/s)" in page
    assert "Notes" in page and "PSU not stated by the selection guide" in page
    assert "GPU board power ≈ 2655 W" in page
    assert page.rstrip().endswith("Page 1 of 1")


@pytest.mark.parametrize("number", ["1.5", "2.1", "3.3", "3.7"])
@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_quotes_fit_one_page(qtbot, seed_catalog, number, lang):
    quote = build_quote(seed_catalog.sku(number), "ACME", lang=lang, today=DAY,
                        glossary=seed_catalog.glossary)
    data = gui.pdf.render_quote_pdf(quote, seed_catalog, gui.pdf.default_profile(quote))
    assert len(PdfReader(io.BytesIO(data)).pages) == 1


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_the_quote_prints_only_the_customer_notes(qtbot, seed_catalog, tmp_path, lang):
    """No internal checks (the guide's GPU range, unplaced cards) and no Traditional chassis
    cell on an English or Simplified quote."""
    quote = build_quote(seed_catalog.sku("3.3"), "ACME", lang=lang, today=DAY,
                        glossary=seed_catalog.glossary)  # 7 GPUs; the guide says 8-9
    out = tmp_path / "q.pdf"
    export_quote_pdf(quote, seed_catalog, out)
    flat = _flat(_text(out))
    assert {"en": "PSUnotstatedbytheselectionguide", "zh_CN": "选型指南未注明电源",
            "zh_TW": "選型指南未註明電源"}[lang] in flat
    for internal in ("outsidethe", "GPUsinachassis", "超出选型指南", "超出選型指南",
                     "havenoposition", "没有位置", "沒有位置", "机箱栏", "機箱欄", "chassis:"):
        assert internal not in flat
    if lang != "zh_TW":
        assert "雙塔" not in flat


def test_a_wrapped_description_keeps_its_indent(qtbot, seed_catalog, tmp_path):
    """The storage line of 3.7 wraps: its second line starts where its first line does."""
    quote = build_quote(seed_catalog.sku("3.7"), "ACME", lang="en", today=DAY,
                        glossary=seed_catalog.glossary)
    out = tmp_path / "q.pdf"
    export_quote_pdf(quote, seed_catalog, out)
    starts: dict[str, float] = {}

    def visit(text, cm, tm, _font, _size):
        for word in ("Storage:", "storage", "Memory:", "Deep-learning"):
            if text.strip().startswith(word) and word not in starts:
                starts[word] = cm[0] * tm[4] + cm[4]

    PdfReader(out).pages[0].extract_text(visitor_text=visit)
    assert set(starts) == {"Storage:", "storage", "Memory:", "Deep-learning"}, starts
    assert starts["storage"] == pytest.approx(starts["Storage:"], abs=0.5)
    assert starts["Memory:"] == pytest.approx(starts["Storage:"], abs=0.5)
    assert starts["Memory:"] > starts["Deep-learning"] + 3  # components indented


def test_existing_file_is_replaced(qtbot, seed_catalog, tmp_path):
    out = tmp_path / "q.pdf"
    out.write_bytes(b"old")
    quote = build_quote(seed_catalog.sku(CODE), "ACME", lang="en", today=DAY)
    export_quote_pdf(quote, seed_catalog, out)
    assert out.read_bytes().startswith(b"%PDF")


def test_target_is_a_directory(qtbot, seed_catalog, tmp_path):
    target = tmp_path / "q.pdf"
    target.mkdir()
    quote = build_quote(seed_catalog.sku(CODE), "ACME", today=DAY)
    with pytest.raises(QuoteExportError, match=r"^cannot write .*q\.pdf: is a directory$"):
        export_quote_pdf(quote, seed_catalog, target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["q.pdf"]
    assert list(target.iterdir()) == []


@pytest.mark.parametrize("parent", ["missing/sub", "a-file"])
def test_missing_or_file_parent(qtbot, seed_catalog, tmp_path, parent):
    (tmp_path / "a-file").write_text("x")
    target = tmp_path / parent / "q.pdf"
    quote = build_quote(seed_catalog.sku(CODE), "ACME", today=DAY)
    with pytest.raises(OSError, match="^cannot write "):
        export_quote_pdf(quote, seed_catalog, target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file"]


@pytest.mark.parametrize("step", ["render_quote_pdf", "_write_file"])
def test_failure_while_rendering_or_writing_leaves_no_part_file_and_keeps_the_old_pdf(
        qtbot, seed_catalog, tmp_path, monkeypatch, step):
    out = tmp_path / "q.pdf"
    out.write_bytes(b"%PDF old quote")

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(gui.pdf, step, broken)
    quote = build_quote(seed_catalog.sku(CODE), "ACME", today=DAY)
    with pytest.raises(QuoteExportError, match=r"^cannot write .*: No space left on device$"):
        export_quote_pdf(quote, seed_catalog, out)
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
        qtbot, seed_catalog, tmp_path, monkeypatch, keep):
    out = tmp_path / "q.pdf"
    out.write_bytes(b"%PDF old quote")
    monkeypatch.setattr(gui.pdf, "_write_file", _write_truncated(keep))
    quote = build_quote(seed_catalog.sku(CODE), "ACME", today=DAY)
    with pytest.raises(QuoteExportError) as info:
        export_quote_pdf(quote, seed_catalog, out)
    assert str(info.value) == f"cannot write {out}: {INCOMPLETE}"
    assert str(info.value).endswith("the disk may be full (the PDF was incomplete)")
    assert out.read_bytes() == b"%PDF old quote"
    assert _leftovers(tmp_path) == []


def test_a_write_that_keeps_the_eof_marker_but_loses_bytes_is_caught(
        qtbot, seed_catalog, tmp_path, monkeypatch):
    def lose_the_middle(path: Path, data: bytes) -> None:
        path.write_bytes(data[:100] + data[-50:])  # ends with %%EOF, but is short

    monkeypatch.setattr(gui.pdf, "_write_file", lose_the_middle)
    quote = build_quote(seed_catalog.sku(CODE), "ACME", today=DAY)
    with pytest.raises(QuoteExportError, match="the disk may be full"):
        export_quote_pdf(quote, seed_catalog, tmp_path / "q.pdf")
    assert list(tmp_path.iterdir()) == []


def test_trailing_white_space_after_eof_is_accepted(qtbot, seed_catalog, tmp_path, monkeypatch):
    real = gui.pdf.render_quote_pdf
    monkeypatch.setattr(gui.pdf, "render_quote_pdf", lambda *a, **k: real(*a, **k) + b"\r\n ")
    quote = build_quote(seed_catalog.sku(CODE), "ACME", today=DAY)
    export_quote_pdf(quote, seed_catalog, tmp_path / "q.pdf")
    assert (tmp_path / "q.pdf").read_bytes().rstrip().endswith(b"%%EOF")


def test_incomplete_render_is_an_error(qtbot, seed_catalog, tmp_path, monkeypatch):
    monkeypatch.setattr(gui.pdf, "render_quote_pdf", lambda *a, **k: b"")
    quote = build_quote(seed_catalog.sku(CODE), "ACME", today=DAY)
    with pytest.raises(QuoteExportError, match="renderer produced an incomplete document"):
        export_quote_pdf(quote, seed_catalog, tmp_path / "q.pdf")
    assert list(tmp_path.iterdir()) == []


def test_ensure_app_reuses_the_running_app(qapp):
    assert ensure_app() is qapp


def test_unwritable_directory_is_refused_before_rendering(
        qtbot, seed_catalog, tmp_path, monkeypatch):
    # Root can write anywhere, so the permission answer is simulated here.
    real_access = os.access
    monkeypatch.setattr(gui.pdf.os, "access",
                        lambda p, mode: False if Path(p) == tmp_path else real_access(p, mode))
    rendered = []
    monkeypatch.setattr(gui.pdf, "render_quote_pdf", lambda *a, **k: rendered.append(a))
    quote = build_quote(seed_catalog.sku(CODE), "ACME", today=DAY)
    with pytest.raises(QuoteExportError, match=r"^cannot write .*q\.pdf: directory .* is not writable$"):
        export_quote_pdf(quote, seed_catalog, tmp_path / "q.pdf")
    assert rendered == [] and list(tmp_path.iterdir()) == []


def test_chinese_quote_words_the_diagram_notes_in_chinese(qtbot, seed_catalog, tmp_path):
    quote = build_quote(seed_catalog.sku("3.1"), "測試客戶", lang="zh_CN", today=DAY)
    out = tmp_path / "quote.pdf"
    export_quote_pdf(quote, seed_catalog, out)
    text = _text(out)
    assert "选型指南未注明电源" in _flat(text)
    assert "PSU not stated" not in text and "GPUs in a chassis" not in text
    assert "选型指南：8-9块GPU" in _flat(text)  # the diagram's subtitle
    assert "种子" not in text and "seed" not in text
    assert "第1页，共1页" in _flat(text)


def test_simplified_quote_names_the_workload_in_simplified_characters(
        qtbot, seed_catalog, tmp_path):
    quote = build_quote(seed_catalog.sku("1.7"), "測試客戶", lang="zh_CN", today=DAY)
    out = tmp_path / "quote.pdf"
    export_quote_pdf(quote, seed_catalog, out, profile="cnn")
    text = _flat(_text(out))
    assert "卷积神经网络" in text and "卷積神經網絡" not in text


def test_traditional_quote_keeps_the_traditional_workload_name(qtbot, seed_catalog, tmp_path):
    quote = build_quote(seed_catalog.sku("1.7"), "測試客戶", lang="zh_TW", today=DAY)
    out = tmp_path / "quote.pdf"
    export_quote_pdf(quote, seed_catalog, out, profile="cnn")
    assert "卷積神經網絡" in _flat(_text(out))


def test_an_english_quote_has_no_chinese_left(qtbot, seed_catalog, tmp_path):
    quote = build_quote(seed_catalog.sku("2.1"), "ACME", lang="en", today=DAY,
                        glossary=seed_catalog.glossary)
    out = tmp_path / "quote.pdf"
    export_quote_pdf(quote, seed_catalog, out)
    text = _text(out)
    assert "dual tower" in text
    assert [ch for ch in text if "\u4e00" <= ch <= "\u9fff"] == []


def test_an_illustrative_price_is_marked_and_a_vendor_price_shows_its_basis(qtbot, seed_catalog, tmp_path):
    import dataclasses

    sku = seed_catalog.sku(CODE)
    out = tmp_path / "guide.pdf"
    export_quote_pdf(build_quote(sku, "ACME", lang="en", today=DAY), seed_catalog, out)
    text = _text(out)
    assert "Total (CNY) ※" in text and "Illustrative price from the UltraLAB 2020 selection guide" in text
    priced = dataclasses.replace(sku, price_cny=85000, price_as_printed="￥85,000",
                                 price_basis="incl. 13% VAT (Price list vendor.csv)",
                                 price_illustrative=False)
    out = tmp_path / "vendor.pdf"
    export_quote_pdf(build_quote(priced, "ACME", lang="zh_CN", today=DAY), seed_catalog, out)
    text = re.sub(r"\s", "", _text(out))
    assert "※" not in text and "85,000" in text
    assert "价格依据：incl.13%VAT(Pricelistvendor.csv)" in text
    assert "税费" not in text  # no "VAT not stated" beside a basis that states it
    assert "价格：供应商价目表" in text
