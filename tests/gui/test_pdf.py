"""Tests for gui/pdf.py: the quote PDF's text, and atomic writes that leave nothing on failure."""

from __future__ import annotations

import datetime as dt
import os
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

import gui.pdf
from core.quotes import build_quote
from gui.pdf import QuoteExportError, ensure_app, export_quote_pdf

DAY = dt.date(2026, 11, 30)
CODE = "GT410i 14596-SB4X"


def _text(path: Path) -> str:
    text = "\n".join(page.extract_text() for page in PdfReader(path).pages)
    return re.sub(r"[ \t\u00a0]+", " ", text)


def _leftovers(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(".part"))


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN", "en"])
def test_quote_pdf_text_is_extractable(qtbot, seed_catalog, tmp_path, lang):
    quote = build_quote(seed_catalog.sku(CODE), "測試客戶", lang=lang, today=DAY)
    out = tmp_path / "quote.pdf"
    export_quote_pdf(quote, seed_catalog, out, reasons=["Tier 2 for CNN in the seed."])
    assert out.read_bytes().startswith(b"%PDF")
    text = _text(out)
    for needle in ("測試客戶", "14596-SB4X", "89,990", "Q-20261130-0001", "seed guide 2020",
                   "RTX2080Ti", "Tier 2 for CNN"):
        assert needle in text, needle
    title = {"zh_TW": "報價單", "zh_CN": "报价单", "en": "Quotation"}[lang]
    assert title in text
    # Drawn once: no synthesized-bold double drawing that would double copied text.
    assert text.count("測試客戶") == 1
    assert _leftovers(tmp_path) == []


def test_nine_gpu_quote_flows_onto_a_second_page(qtbot, seed_catalog, tmp_path):
    quote = build_quote(seed_catalog.sku("GX630M 2331T-266T9F"), "ACME", lang="en", today=DAY)
    out = tmp_path / "q.pdf"
    export_quote_pdf(quote, seed_catalog, out, profile="rnn")
    reader = PdfReader(out)
    assert 1 <= len(reader.pages) <= 2
    text = _text(out)
    assert "999,990" in text and "not stated" in text  # the GX630M chassis cell states no PSU
    assert "Memory bandwidth (GB/s)" in text


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


def test_failure_while_rendering_leaves_no_part_file_and_keeps_the_old_pdf(
        qtbot, seed_catalog, tmp_path, monkeypatch):
    out = tmp_path / "q.pdf"
    out.write_bytes(b"%PDF old quote")

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(gui.pdf, "_render", broken)
    quote = build_quote(seed_catalog.sku(CODE), "ACME", today=DAY)
    with pytest.raises(QuoteExportError, match=r"^cannot write .*: No space left on device$"):
        export_quote_pdf(quote, seed_catalog, out)
    assert out.read_bytes() == b"%PDF old quote"
    assert _leftovers(tmp_path) == []


def test_empty_render_is_an_error(qtbot, seed_catalog, tmp_path, monkeypatch):
    monkeypatch.setattr(gui.pdf, "_render", lambda *a, **k: None)
    quote = build_quote(seed_catalog.sku(CODE), "ACME", today=DAY)
    with pytest.raises(QuoteExportError, match="empty"):
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
    monkeypatch.setattr(gui.pdf, "_render", lambda *a, **k: rendered.append(a))
    quote = build_quote(seed_catalog.sku(CODE), "ACME", today=DAY)
    with pytest.raises(QuoteExportError, match=r"^cannot write .*q\.pdf: directory .* is not writable$"):
        export_quote_pdf(quote, seed_catalog, tmp_path / "q.pdf")
    assert rendered == [] and list(tmp_path.iterdir()) == []


def test_chinese_quote_words_the_diagram_notes_in_chinese(qtbot, seed_catalog, tmp_path):
    quote = build_quote(seed_catalog.sku("3.1"), "測試客戶", lang="zh_CN", today=DAY)
    out = tmp_path / "quote.pdf"
    export_quote_pdf(quote, seed_catalog, out)
    text = _text(out)
    assert "种子指南未注明电源" in text
    assert "PSU not stated" not in text and "GPUs in a chassis" not in text
