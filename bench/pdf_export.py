"""Quote-PDF benchmark: how long ``rigwright.gui.quotes.pdf.export_quote_pdf`` takes for a
three-option quote.

Budget (docs/performance.md): under 300 ms for a three-option quote with diagrams and charts. The
script reads a quote file (default ``docs/quote-example-zh_CN.json``: three options, two seed SKUs
and a custom build, with extras and discounts) through
``rigwright.core.quote.document.read_quote_file``, resolves it against its catalog with
``resolve_quote`` (once, outside the timing), exports it once as a warm-up (fonts and glyph caches
are loaded then, reported as "first export"), then ``--runs`` more times, and prints the median, min
and max; last, one JSON object of the figures.

Usage::

    python bench/pdf_export.py [--runs N] [--file docs/quote-example-en.json] [--keep PATH]

Runs on Qt's offscreen platform unless QT_QPA_PLATFORM is set.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # works from a checkout even without `pip install -e .`

DEFAULT_FILE = ROOT / "docs" / "quote-example-zh_CN.json"


def measure(path: Path = DEFAULT_FILE, runs: int = 10, keep: Path | None = None) -> dict:
    """Export the quote file ``path`` as a PDF ``runs`` times after one warm-up export
    (needs a QApplication).

    Returns:
        ``median_ms``, ``min_ms``, ``max_ms``, ``first_ms`` (the warm-up), ``runs``,
        ``options``, ``lang``, ``size_kib`` and ``pages`` (None without pypdf).

    Raises:
        QuoteFileError, OSError: the file cannot be read or the PDF written.
    """
    from rigwright.gui.widgets.fonts import register_fonts

    register_fonts()

    from rigwright.core.catalog.files import load_catalog_files
    from rigwright.core.quote.document import read_quote_file, resolve_quote
    from rigwright.gui.quotes.pdf import export_quote_pdf

    doc = read_quote_file(path)
    catalog = load_catalog_files(doc.catalog)
    quote = resolve_quote(doc, catalog)

    times: list[float] = []
    with tempfile.TemporaryDirectory(prefix="rigwright-bench-") as tmp:
        out = Path(tmp) / "quote.pdf"
        t = time.perf_counter()
        export_quote_pdf(quote, catalog, out)
        first = time.perf_counter() - t
        for _ in range(runs):
            out.unlink(missing_ok=True)
            t = time.perf_counter()
            export_quote_pdf(quote, catalog, out)
            times.append(time.perf_counter() - t)
        size = out.stat().st_size
        pages = None
        try:
            from pypdf import PdfReader

            pages = len(PdfReader(out).pages)
        except ImportError:  # pypdf is in the [test] extra only
            pass
        if keep:
            keep.write_bytes(out.read_bytes())
    return {
        "file": path.name,
        "options": len(quote.options),
        "lang": quote.lang,
        "size_kib": round(size / 1024),
        "pages": pages,
        "runs": runs,
        "first_ms": round(first * 1000, 1),
        "median_ms": round(statistics.median(times) * 1000, 1),
        "min_ms": round(min(times) * 1000, 1),
        "max_ms": round(max(times) * 1000, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10, help="measured exports (default 10)")
    parser.add_argument(
        "--file",
        type=Path,
        default=DEFAULT_FILE,
        help="quote file (default docs/quote-example-zh_CN.json)",
    )
    parser.add_argument("--keep", type=Path, help="also copy the last PDF to this path")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    figures = measure(args.file, args.runs, args.keep)
    print(
        f"Quote PDF export: {figures['file']}, {figures['options']} option(s), lang "
        f"{figures['lang']}, {figures['size_kib']} KiB, {figures['pages'] or '?'} page(s)"
    )
    print(f"  first export (warm-up): {figures['first_ms']:.1f} ms")
    print(
        f"  median of {args.runs}: {figures['median_ms']:.1f} ms "
        f"(min {figures['min_ms']:.1f} ms, max {figures['max_ms']:.1f} ms; budget < 300 ms)"
    )
    print(json.dumps(figures))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
