"""Quote-PDF benchmark: how long ``gui.pdf.export_quote_pdf`` takes for a three-option quote.

Design budget: a quote PDF with diagrams and charts in a fraction of a second. The script reads
a quote file (default ``docs/quote-example-zh_CN.json``: three options, two seed SKUs and a
custom build, with extras and discounts) through ``core.quote_doc.read_quote_file``, resolves
it against its catalog with ``resolve_quote`` (once, outside the timing), exports it once as a
warm-up (fonts and glyph caches are loaded then, reported as "first export"), then ``--runs``
more times, and prints the median, min and max.

Usage::

    python bench/pdf_export.py [--runs N] [--file docs/quote-example-en.json] [--keep PATH]

Runs on Qt's offscreen platform unless QT_QPA_PLATFORM is set.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # works from a checkout even without `pip install -e .`

DEFAULT_FILE = ROOT / "docs" / "quote-example-zh_CN.json"


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10, help="measured exports (default 10)")
    parser.add_argument("--file", type=Path, default=DEFAULT_FILE,
                        help="quote file (default docs/quote-example-zh_CN.json)")
    parser.add_argument("--keep", type=Path, help="also copy the last PDF to this path")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    from gui.fonts import register_fonts

    register_fonts()

    from core.catalog_files import load_catalog_files
    from core.quote_doc import read_quote_file, resolve_quote
    from gui.pdf import export_quote_pdf

    doc = read_quote_file(args.file)
    catalog = load_catalog_files(doc.catalog)
    quote = resolve_quote(doc, catalog)

    times: list[float] = []
    with tempfile.TemporaryDirectory(prefix="rigwright-bench-") as tmp:
        out = Path(tmp) / "quote.pdf"
        t = time.perf_counter()
        export_quote_pdf(quote, catalog, out)
        first = time.perf_counter() - t
        for _ in range(args.runs):
            out.unlink(missing_ok=True)
            t = time.perf_counter()
            export_quote_pdf(quote, catalog, out)
            times.append(time.perf_counter() - t)
        size = out.stat().st_size
        pages = "?"
        try:
            from pypdf import PdfReader

            pages = str(len(PdfReader(out).pages))
        except ImportError:  # pypdf is in the [test] extra only
            pass
        if args.keep:
            args.keep.write_bytes(out.read_bytes())

    print(
        f"Quote PDF export: {args.file.name}, {len(quote.options)} option(s), lang "
        f"{quote.lang}, {size / 1024:.0f} KiB, {pages} page(s)"
    )
    print(f"  first export (warm-up): {_ms(first)}")
    print(
        f"  median of {args.runs}: {_ms(statistics.median(times))} "
        f"(min {_ms(min(times))}, max {_ms(max(times))})"
    )
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
