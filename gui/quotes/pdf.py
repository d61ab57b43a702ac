"""The quote PDF: A4 via ``QPdfWriter``, text and tables as ``QTextDocument`` HTML, the chassis
diagrams and the metric charts painted as vectors on the same writer.

What it prints (:func:`render_quote_pdf`), in the quote's language (zh_CN, zh_TW or en):

1. Cover: the vendor's branding (logo, name, contacts), the title, the quote number with its
   revision, the date and validity, the customer, and the options at a glance (each with its
   system in one line and its total including VAT; in capital numerals too in Chinese).
2. Each option from a new page: its line items (workstations with their component lists),
   discounts, VAT and total, then for each workstation its diagram, its performance figures
   (:func:`rigwright.core.quote.facts.performance`), the reasons it fits the workload (the option's own,
   else :func:`rigwright.core.quote.facts.customer_reasons`) and the workload's metric chart.
3. A comparison page when the quote offers two or more options (:mod:`rigwright.core.compare.table`: the
   figures, ¥ per tensor TFLOPS, the rule check and the totals, each row's best option
   marked ▲ and its worst ▼).
4. The software stack and the terms (validity, payment, delivery, notes, price notes, VAT,
   the vendor's tax and bank details), with room for both signatures.

Every page has the quote number with its revision and "page x of y" in its footer. The layout
is measured before anything is painted (blocks placed on pages), so one pass knows the page
count; a short block after a table (a note, the totals, the signatures) is kept with it, so no
page holds only a note. Every text a user typed is escaped and printed as typed, line breaks
kept. The vendor's internal figures (``LineItem.unit_cost``,
``VendorProfile.max_discount_percent``, margins) are never read here.

Numbers are never broken over lines: amounts, quantities, unit prices, percentages and the quote
number are set ``white-space: nowrap``, and the columns holding them are sized from their
widest entry (measured with ``QFontMetricsF``) so that the description gives way; a comparison
of 4 to 6 options whose totals do not fit side by side is split into two tables. Unit prices
keep their decimals (2 to 4, :func:`rigwright.core.pricing.money.format_cny`, unit price style); amounts have 2. The cover's
letterhead is at most :data:`LETTERHEAD_MAX_MM` tall (over-long vendor texts set smaller, then
cut with "…"), so the customer and the options at a glance stay on page 1. The vendor logo is
decoded once (:func:`read_logo`); one that cannot be read is an error, never left out.

The PDF is rendered in memory, then written atomically: the bytes go to a part file
(``rigwright.core.io.files.reserve_part``) beside the target, which is checked (its size is what was written and it ends with ``%%EOF``)
and only then moved over the target, with the permission bits of the file it replaces.
``QPdfWriter`` reports no error when the disk fills up, so the check is what keeps a truncated
quote from replacing a good one. An existing target that may not be written (read-only, or
locked by the program that has it open) is refused before anything is rendered.
"""

from __future__ import annotations

import html
import math
import os
import re
import struct
import sys
import zlib
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QIODevice,
    QMarginsF,
    QRectF,
    QSize,
    Qt,
    qInstallMessageHandler,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QImageReader,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)
from PySide6.QtWidgets import QApplication

from rigwright.core.build.diagram import build_diagram
from rigwright.core.catalog.components import ComponentError
from rigwright.core.catalog.model import Catalog
from rigwright.core.compare.table import (
    BEST_MARK,
    CUSTOMER_ROWS,
    CompareRow,
    column_of_option,
    compare_builds,
    compare_label,
)
from rigwright.core.compare.table import row as compare_row
from rigwright.core.io.files import TargetError, check_target, new_mode, reserve_part
from rigwright.core.pricing.money import MoneyStyle, capital_amount, format_cny
from rigwright.core.quote.document import (
    ResolvedLine,
    ResolvedOption,
    ResolvedQuote,
    software_stack,
)
from rigwright.core.quote.facts import (
    Figure,
    combined_performance,
    customer_reasons,
    figure,
    line_workload,
    number_text,
    option_summary,
    performance,
    quote_reference,
    software_lines,
    workload_name,
)
from rigwright.core.recommend.workloads import WorkloadProfile
from rigwright.core.text.words import format_quote_date, label
from rigwright.gui.build.scene import BuildScene
from rigwright.gui.charts.gpu_metric import render_metric_chart
from rigwright.gui.widgets.fonts import register_fonts

DPI = 300
MARGIN_MM = 15.0
ACCENT = "#2f6fb0"
INK = "#1f2933"
MUTED = "#616e7c"
RULE = "#cbd2d9"
HEAD_BG = "#e4e7eb"
PANEL_BG = "#eef1f4"

FOOTER_MM = 11.0
"""Height of the footer band at the bottom of every page."""
DIAGRAM_MAX_MM = 82.0
"""The tallest a workstation's diagram is drawn (mm)."""
CHART_MM = 58.0
"""The height of a workstation's metric chart (mm)."""
LETTERHEAD_MAX_MM = 50.0
"""The tallest the cover's letterhead (logo, vendor, title, number) is drawn (mm): over-long
vendor texts are set smaller, then cut to a few lines ending in "…", so that the customer and
the options at a glance always stay on the cover."""
_VENDOR_STYLES: tuple[tuple[float, float, tuple[int, int, int] | None], ...] = (
    (14.0, 8.5, None),
    (11.0, 7.5, None),
    (11.0, 7.5, (3, 6, 3)),
    (11.0, 7.5, (2, 3, 2)),
)
"""The letterhead's vendor text, tried in turn until it fits :data:`LETTERHEAD_MAX_MM`: (name
pt, address and contacts pt, the most lines of name, address and contacts or None)."""
COMPARE_FIRST = 26.0
"""The comparison table's label column, percent of the page width."""
BEST_BG = "#dcf1e2"
"""The tint of a comparison row's best cell (marked ▲): pale green (the ink on it 12.5:1, the
totals' accent 4.4:1)."""
WORST_BG = "#f9e0dd"
"""The tint of a comparison row's worst cell (marked ▼): pale red (the ink 11.8:1, the
accent 4.2:1)."""
_WRAPPED = frozenset({"system", "fig_gpu", "rule_check"})
"""The comparison rows whose cells may wrap (names and words); every other cell is a number,
never broken over lines."""

_THIS_QUOTE = {"zh_CN": "本报价所选 GPU", "zh_TW": "本報價所選 GPU", "en": "GPU in this quote"}

_app: QApplication | None = None


class QuoteExportError(OSError):
    """The quote PDF could not be written; the message is one line: "cannot write <path>: ..."."""


def use_offscreen_if_headless() -> None:
    """On Linux without ``DISPLAY``/``WAYLAND_DISPLAY``, select Qt's offscreen platform.

    Leaves ``QT_QPA_PLATFORM`` alone when it is already set (by the user, the tests or
    ``rigwright.gui.shell.entry``). Must run before the
    ``QApplication`` is created.
    """
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def ensure_app() -> QApplication:
    """The running ``QApplication``, created if none exists.

    Headless use (the CLI): see :func:`use_offscreen_if_headless`; a platform already chosen
    is kept.

    Raises:
        RuntimeError: a ``QCoreApplication``/``QGuiApplication`` (not a ``QApplication``) runs.
    """
    global _app
    existing = QApplication.instance()
    if existing is not None:
        if not isinstance(existing, QApplication):
            raise RuntimeError(f"the quote PDF needs a QApplication, not {type(existing).__name__}")
        return existing
    use_offscreen_if_headless()
    _app = QApplication([sys.argv[0] if sys.argv and sys.argv[0] else "rigwright"])
    return _app


def _fail(out: Path, reason: str) -> QuoteExportError:
    return QuoteExportError(f"cannot write {out}: {reason}")


def _check_target(out: Path) -> Path:
    """The file to write (a link followed), after refusing a target that cannot be written
    (:func:`rigwright.core.io.files.check_target`: a directory, a missing or unwritable directory, a
    device or pipe, a read-only or locked file), before anything is rendered.

    Raises:
        QuoteExportError: "cannot write <path>: <reason>".
    """
    try:
        return check_target(out)
    except TargetError as exc:
        raise _fail(out, exc.reason) from None


Progress = Callable[[int, int], None]
"""``progress(page, pages)``: page ``page`` of ``pages`` is painted."""


def export_quote_pdf(
    quote: ResolvedQuote, catalog: Catalog, out_path: Path | str, progress: Progress | None = None
) -> None:
    """Write ``quote`` as an A4 PDF at ``out_path``, atomically; ``progress(page, pages)`` is
    called after each page is painted (a progress dialog keeps the window drawn).

    Args:
        quote: the resolved quote (:func:`rigwright.core.quote.document.resolve_quote`).
        catalog: the catalog the quote was resolved against (GPUs, chassis, guidance).
        out_path: target file; replaced only when the new PDF is complete.

    An existing file at ``out_path`` keeps its permission bits.

    Raises:
        QuoteExportError: (an ``OSError``) the target is a directory, its directory is missing
            or not writable, the target exists but may not be written (:data:`rigwright.core.io.files.READ_ONLY`),
            the vendor logo cannot be read (:data:`LOGO_UNREADABLE`) or is too large,
            rendering failed (e.g. an option's workload is no profile), or the file written
            is incomplete (a full disk: "the disk may be full (the PDF was incomplete)"); a
            target locked when it is replaced (the PDF open in a viewer on Windows) gives the
            system's reason. The message is one line, "cannot write <path>: <reason>". No
            ``.part`` file is left behind and an existing file at ``out_path`` is kept.
    """
    chosen = Path(out_path)
    out = _check_target(chosen)
    ensure_app()
    family = register_fonts()
    try:
        fd, name = reserve_part(out)  # the bytes are written by _write_file
        os.close(fd)
    except OSError as exc:
        raise _fail(chosen, exc.strerror or str(exc)) from exc
    part = Path(name)
    try:
        data = render_quote_pdf(quote, catalog, family, progress)
        if not _is_complete_pdf(data):
            raise _fail(chosen, "the PDF renderer produced an incomplete document")
        _write_file(part, data)
        if part.stat().st_size != len(data) or not _is_complete_pdf(part.read_bytes()):
            raise _fail(chosen, INCOMPLETE)
        os.chmod(part, new_mode(out))
        os.replace(part, out)
    except BaseException as exc:
        part.unlink(missing_ok=True)
        if isinstance(exc, QuoteExportError) or not isinstance(exc, Exception):
            raise
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        reason = " ".join((reason or type(exc).__name__).split())  # one line
        raise _fail(chosen, reason) from exc


INCOMPLETE = "the disk may be full (the PDF was incomplete)"
"""The reason given when the file on disk is not the whole PDF that was rendered."""


def _is_complete_pdf(data: bytes) -> bool:
    """True when ``data`` is a PDF that ends with its end-of-file marker (and white space)."""
    return data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")


def _write_file(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` and flush it to disk (before the rename makes it visible).

    Raises:
        OSError: the write, flush or sync failed (e.g. ENOSPC).
    """
    with open(path, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())


# ------------------------------------------------------------------------------ logo
LOGO_UNREADABLE = "the vendor logo cannot be read as an image"
"""The reason given when the vendor's logo bytes do not decode to an image."""
LOGO_MAX_PX = 4000
"""The largest logo accepted, px a side (:data:`rigwright.core.quote.document.MAX_LOGO_PX`): checked from the
image header before anything is decoded."""
LOGO_KEEP_PX = 1200
"""A logo larger than this a side is decoded scaled down to it (it is printed at most 60 mm
wide, 709 px at 300 dpi)."""


class LogoError(ValueError):
    """The vendor logo cannot be printed; the message is the reason (:data:`LOGO_UNREADABLE`,
    or the logo's size when it is larger than :data:`LOGO_MAX_PX`)."""


def read_logo(data: bytes) -> QImage:
    """The vendor logo (PNG or JPEG bytes) decoded once, for the cover.

    The image's size is read from its header first: more than :data:`LOGO_MAX_PX` a side is
    refused before anything is decoded, more than :data:`LOGO_KEEP_PX` is decoded scaled down.
    A PNG's chunks and compressed data are checked before Qt sees it (libpng prints its errors
    straight to stderr), and Qt's own image messages are kept off the log while it decodes:
    the failure is reported once, as this exception.

    Raises:
        LogoError: the bytes are no readable PNG or JPEG, or the image is too large.
    """
    if data.startswith(_PNG_SIGNATURE) and not _png_is_whole(data):
        raise LogoError(LOGO_UNREADABLE)
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    try:
        with _quiet_image_io():
            size = reader.size()
            width, height = size.width(), size.height()
            if width > LOGO_MAX_PX or height > LOGO_MAX_PX:
                raise LogoError(
                    f"the vendor logo is {width} × {height} pixels; at most "
                    f"{LOGO_MAX_PX} × {LOGO_MAX_PX}"
                )
            if size.isValid() and max(width, height) > LOGO_KEEP_PX:
                scale = LOGO_KEEP_PX / max(width, height)
                reader.setScaledSize(
                    QSize(max(1, round(width * scale)), max(1, round(height * scale)))
                )
            image = reader.read() if size.isValid() and not size.isEmpty() else QImage()
    finally:
        # The reader before the buffer it reads (left to the garbage collector, the order
        # is arbitrary and a reader outliving its device crashes).
        reader.setDevice(None)
        del reader
        buffer.close()
    if image.isNull() or image.width() <= 0 or image.height() <= 0:
        raise LogoError(LOGO_UNREADABLE)
    return image


_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _png_is_whole(data: bytes) -> bool:
    """True when ``data`` is a structurally sound PNG: every chunk complete with a matching
    CRC, IHDR first, IEND last, and the image data one complete zlib stream."""
    pos = len(_PNG_SIGNATURE)
    seen: list[bytes] = []
    inflate = zlib.decompressobj()
    try:
        while pos + 12 <= len(data):
            length, kind = struct.unpack(">I4s", data[pos : pos + 8])
            end = pos + 8 + length
            if end + 4 > len(data):
                return False
            body = data[pos + 8 : end]
            if zlib.crc32(kind + body) != int.from_bytes(data[end : end + 4], "big"):
                return False
            if not seen and (kind != b"IHDR" or length != 13):
                return False
            seen.append(kind)
            if kind == b"IDAT":
                # inflated in bounded pieces: the check never holds the whole image
                inflate.decompress(body, 1 << 16)
                while inflate.unconsumed_tail:
                    inflate.decompress(inflate.unconsumed_tail, 1 << 16)
            pos = end + 4
            if kind == b"IEND":
                break
    except zlib.error:
        return False
    return seen[-1:] == [b"IEND"] and b"IDAT" in seen and inflate.eof


@contextmanager
def _quiet_image_io() -> Iterator[None]:
    """Qt's image-plugin messages (categories ``qt.gui.imageio*``: "Corrupt JPEG data",
    libpng warnings, the allocation limit) dropped while the body runs; every other message
    goes on to the handler installed before."""

    def handler(mode, context, message) -> None:
        if (context.category or "").startswith("qt.gui.imageio"):
            return
        if previous is not None:
            previous(mode, context, message)
        else:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


# ------------------------------------------------------------------------------ text
def _esc(text: object) -> str:
    """``text`` escaped for the HTML of a ``QTextDocument``."""
    return html.escape(str(text), quote=True)


def _lit(text: object) -> str:
    """Text a user typed, printed literally: escaped, line breaks kept, runs of spaces and
    tabs kept (HTML would collapse them)."""
    out = _esc(text).replace("\t", "    ")
    out = re.sub(r" {2,}", lambda m: " " + "&nbsp;" * (len(m.group(0)) - 1), out)
    return out.replace("\n", "<br>")


NBSP = "\u00a0"
"""A no-break space: joins a number to its unit or sign."""


_NOWRAP_ATTR = ' style="white-space:nowrap"'


def _nowrap(html_text: str, style: str = "") -> str:
    """``html_text`` as a paragraph that is never broken over lines (amounts, quantities,
    percentages, the quote number): the table column it sits in widens instead."""
    return f'<p style="white-space:nowrap; margin:0;{style}">{html_text}</p>'


def _muted(text: str, size: float = 8.0) -> str:
    return f'<span style="color:{MUTED}; font-size:{size}pt">{text}</span>'


# ------------------------------------------------------------------------------ layout
Paint = Callable[[QPainter, float], None]
"""Paints a block with its top at the given y (page coordinates, margins excluded)."""


@dataclass
class _Block:
    """A piece of a page: its height, how to paint it, and how it may be placed.

    Attributes:
        height: its height, px at :data:`DPI`.
        paint: paints it at a y.
        gap: space after it, px (dropped at the bottom of a page).
        new_page: starts a new page (unless it would be at the top of one already).
        keep_with_next: moves to the next page with the block after it.
        header: a block repeated at the top of a page when this one starts that page (a
            table's header row above continued rows).
        doc: the document painted, when the block may be split over pages (a text taller
            than a page).
        alt: a shorter stand-in used when this block does not fit the rest of the page but
            the stand-in does (the reasons without the chart beside them).
    """

    height: float
    paint: Paint
    gap: float = 0.0
    new_page: bool = False
    keep_with_next: bool = False
    header: _Block | None = None
    doc: QTextDocument | None = None
    x: float = 0.0
    alt: _Block | None = None


class _Layout:
    """Blocks placed on pages: ``pages[i]`` is a list of (paint, y).

    A block goes on the current page when it fits, else at the top of the next (a table row
    there is preceded by its header again). A block marked ``keep_with_next`` moves with the
    block after it, and so on along a run of such blocks (a heading, a table's header row, its
    last row, the totals): no heading ends a page and no short note after a table starts one.
    A document taller than a whole page starts where it is (when at least ``min_split`` is
    left) and flows over as many pages as it needs.
    """

    def __init__(self, body_h: float, min_split: float) -> None:
        self.body_h = body_h
        self.min_split = min_split
        self.pages: list[list[tuple[Paint, float]]] = [[]]
        self.y = 0.0

    def _new_page(self) -> None:
        self.pages.append([])
        self.y = 0.0

    def _oversized(self, block: _Block) -> bool:
        return block.doc is not None and block.height > self.body_h

    def place(self, blocks: Sequence[_Block]) -> list[list[tuple[Paint, float]]]:
        for i, block in enumerate(blocks):
            if block.new_page and self.y > 0:
                self._new_page()
            if self._oversized(block):
                if self.body_h - self.y < self.min_split:
                    self._new_page()
                self._split(block)
                continue
            need = min(self._kept_height(blocks, i), self.body_h)
            if (
                self.y > 0
                and self.y + need > self.body_h
                and block.alt is not None
                and self.y + block.alt.height <= self.body_h
            ):
                block = block.alt
            elif self.y > 0 and self.y + need > self.body_h:
                self._new_page()
                if block.header is not None:
                    self._put(block.header)
            self._put(block)
        return self.pages

    def _kept_height(self, blocks: Sequence[_Block], i: int) -> float:
        """The height block ``i`` needs on its page: its own, plus that of each block it is
        kept with (``keep_with_next``, followed along the run; of a document taller than a
        page only ``min_split``), up to a block that starts a new page anyway."""
        need = blocks[i].height
        while blocks[i].keep_with_next and i + 1 < len(blocks) and not blocks[i + 1].new_page:
            need += blocks[i].gap
            i += 1
            if self._oversized(blocks[i]):
                return need + self.min_split
            need += blocks[i].height
            if need > self.body_h:
                break
        return need

    def _put(self, block: _Block) -> None:
        self.pages[-1].append((block.paint, self.y))
        self.y += block.height + block.gap

    def _split(self, block: _Block) -> None:
        """A document taller than a page, cut between lines (never through one): its first
        part from the current y, the rest from the top of the next pages."""
        doc = block.doc
        assert doc is not None
        spans = _line_spans(doc)
        total = doc.size().height()
        top = 0.0
        while total - top > self.body_h - self.y + 0.5:
            limit = top + self.body_h - self.y
            cut = max(
                (
                    b
                    for _t, b in spans
                    if top < b <= limit and not any(t2 < b < b2 for t2, b2 in spans)
                ),
                default=limit,
            )
            self.pages[-1].append((_doc_slice(doc, block.x, top, cut), self.y))
            self._new_page()
            top = cut
        self.pages[-1].append((_doc_slice(doc, block.x, top, total), self.y))
        self.y += total - top + block.gap


def _line_spans(doc: QTextDocument) -> list[tuple[float, float]]:
    """(top, bottom) of every laid-out line of ``doc``, table cells included, in document
    coordinates."""
    layout = doc.documentLayout()
    spans = []
    block = doc.begin()
    while block.isValid():
        rect = layout.blockBoundingRect(block)
        lines = block.layout()
        for i in range(lines.lineCount()):
            line = lines.lineAt(i)
            top = rect.top() + line.y()
            spans.append((top, top + line.height()))
        block = block.next()
    return spans


def _doc_slice(doc: QTextDocument, x: float, top: float, bottom: float) -> Paint:
    """Paints the band ``top``..``bottom`` of ``doc`` with its top at the given y."""

    def paint(painter: QPainter, y: float) -> None:
        painter.save()
        painter.translate(x, y - top)
        doc.drawContents(painter, QRectF(0, top, doc.textWidth(), bottom - top))
        painter.restore()

    return paint


# ------------------------------------------------------------------------------ rendering
def render_quote_pdf(
    quote: ResolvedQuote,
    catalog: Catalog,
    family: str | None = None,
    progress: Progress | None = None,
) -> bytes:
    """The quote as PDF bytes (A4, 300 dpi layout), rendered in memory; ``progress(page,
    pages)`` after each page.

    Args:
        quote: the resolved quote.
        catalog: the catalog it was resolved against.
        family: font family; the bundled CJK font when None.

    Returns:
        The whole PDF file, ``%PDF`` ... ``%%EOF``.

    Raises:
        OSError: the PDF writer could not be opened.
        UnknownWorkload: an option names a workload that is no profile.
    """
    ensure_app()
    family = family or register_fonts()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(DPI)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )
    lang = quote.lang
    writer.setTitle(
        f"{label('title', lang)} "
        f"{quote_reference(quote.document.number, quote.document.revision, lang)}"
    )
    writer.setCreator("Rigwright")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError("cannot start the PDF writer")
    renderer: _Renderer | None = None
    try:  # the painter is ended whatever fails (an active painter left to the GC crashes)
        renderer = _Renderer(quote, catalog, family, writer)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        pages = _Layout(renderer.body_h, renderer.mm(40)).place(renderer.blocks())
        for n, items in enumerate(pages, start=1):
            if n > 1:
                writer.newPage()
            for paint, y in items:
                paint(painter, y)
            renderer.footer(painter, n, len(pages))
            if progress is not None:
                progress(n, len(pages))
    finally:
        painter.end()
        if renderer is not None:
            renderer.close()
    buffer.close()
    return bytes(buffer.data())


class _Renderer:
    """Builds the blocks of one quote (measured on ``writer``) and paints the footers."""

    def __init__(
        self, quote: ResolvedQuote, catalog: Catalog, family: str, writer: QPdfWriter
    ) -> None:
        self.quote, self.catalog, self.family, self.writer = quote, catalog, family, writer
        self.doc = quote.document
        self.lang = quote.lang
        rect = writer.pageLayout().paintRectPixels(DPI)
        self.width, self.page_h = float(rect.width()), float(rect.height())
        self.footer_h = self.mm(FOOTER_MM)
        self.body_h = self.page_h - self.footer_h
        self.gap = self.mm(6)
        self.col_w = (self.width - self.gap) / 2
        self.reference = quote_reference(self.doc.number, self.doc.revision, self.lang)
        self.scenes: list[BuildScene] = []
        logo = quote.vendor.logo_png
        self.logo = read_logo(logo) if logo else None

    # -- helpers ---------------------------------------------------------------------------
    def mm(self, mm: float) -> float:
        return mm / 25.4 * DPI

    def L(self, key: str) -> str:
        return label(key, self.lang)

    def px(self, css_px: float) -> float:
        """A length in the HTML's CSS pixels (cellpadding) in the writer's pixels."""
        return css_px * DPI / 96

    def pct(self, width: float) -> float:
        """``width`` (px) as a percentage of the page width, as a table cell's width takes it."""
        return width / self.width * 100

    def advance(self, text: str, pt: float) -> float:
        """The width of ``text`` on one line at ``pt`` points, in the writer's pixels."""
        font = QFont(self.family)
        font.setPointSizeF(pt)
        return QFontMetricsF(font, self.writer).horizontalAdvance(text)

    def widest(self, texts: Sequence[tuple[str, float]], padding: float) -> float:
        """The width of a table column (px) that holds each (text, pt) of ``texts`` on one
        line with ``padding`` CSS px on both sides, and a little to spare."""
        text_w = max((self.advance(t, pt) for t, pt in texts), default=0.0)
        return text_w + 2 * self.px(padding) + self.mm(1)

    def money(self, amount) -> str:
        return format_cny(amount, self.lang, MoneyStyle.DOCUMENT)

    def unit_price(self, amount) -> str:
        """A unit price with as many decimals as it has, 2 to 4 (unit price style)."""
        return format_cny(amount, self.lang, MoneyStyle.UNIT_PRICE)

    def quantity(self, value: int) -> str:
        """A quantity grouped for the language: "100,000"."""
        return number_text(value, self.lang)

    def capital(self, amount) -> str:
        """The amount in capital numerals for a Chinese quote, "" for English."""
        if self.lang == "en":
            return ""
        return capital_amount(amount, traditional=self.lang == "zh_TW")

    def text_doc(self, html_text: str, width: float | None = None) -> QTextDocument:
        doc = QTextDocument()
        doc.documentLayout().setPaintDevice(self.writer)  # point sizes at the writer's dpi
        font = QFont(self.family)
        font.setPointSizeF(9.0)
        doc.setDefaultFont(font)
        # Regular weight only: the bundled font has no bold face, and Qt's synthesized bold
        # is drawn twice in the PDF, which doubles the text a reader copies or extracts.
        doc.setDefaultStyleSheet(
            f"body {{ color: {INK}; }} th {{ font-weight: normal; }} "
            "h1, h2, h3 { font-weight: normal; }"
        )
        doc.setDocumentMargin(0)
        doc.setTextWidth(self.width if width is None else width)
        doc.setHtml(f"<body>{html_text}</body>")
        return doc

    def doc_block(
        self,
        html_text: str,
        gap_mm: float = 3.0,
        width: float | None = None,
        x: float = 0.0,
        **kwargs,
    ) -> _Block:
        doc = self.text_doc(html_text, width)

        def paint(painter: QPainter, y: float) -> None:
            painter.save()
            painter.translate(x, y)
            doc.drawContents(painter)
            painter.restore()

        return _Block(doc.size().height(), paint, self.mm(gap_mm), doc=doc, x=x, **kwargs)

    def heading(self, text: str, sub: str = "", new_page: bool = False) -> _Block:
        sub_html = f'<br><span style="color:{MUTED}; font-size:9pt">{sub}</span>' if sub else ""
        block = self.doc_block(
            f'<p style="font-size:15pt; color:{ACCENT}; margin:0">{text}{sub_html}</p>',
            gap_mm=0,
            new_page=new_page,
        )
        inner, text_h = block.paint, block.height

        def paint(painter: QPainter, y: float) -> None:
            inner(painter, y)
            _hline(painter, y + text_h + self.mm(0.5), self.width, ACCENT, 5)

        block.paint = paint
        block.height = text_h + self.mm(1.5)
        block.gap = self.mm(4)
        block.keep_with_next = True
        return block

    def subheading(self, text: str) -> _Block:
        return self.doc_block(
            f'<p style="font-size:11pt; color:{INK}; margin:0">{text}</p>',
            gap_mm=1.5,
            keep_with_next=True,
        )

    # -- the document ----------------------------------------------------------------------
    def blocks(self) -> list[_Block]:
        blocks = self.cover()
        for option in self.quote.options:
            blocks += self.option(option)
        if len(self.quote.options) >= 2:
            blocks += self.comparison()
        blocks += self.stack_and_terms()
        return blocks

    # -- cover -----------------------------------------------------------------------------
    def cover(self) -> list[_Block]:
        summary = self.summary_table()
        summary.keep_with_next = True  # its note is never left alone on the next page
        return [
            self.letterhead(),
            self.customer_block(),
            self.doc_block(
                f'<p style="font-size:9.5pt; margin:0">{_esc(self.L("intro"))}</p>', gap_mm=6
            ),
            self.subheading(_esc(self.L("options_summary"))),
            summary,
            self.doc_block(
                _muted(_esc(self.L("vat_note").format(rate=self.vat_rate())))
                + "<br>"
                + _muted(_esc(self.L("valid_until")) + ": " + _esc(self.date(self.doc.validity))),
                gap_mm=4,
            ),
        ]

    def vat_rate(self) -> str:
        return _percent(self.doc.vat_percent)

    def date(self, day) -> str:
        return format_quote_date(day, self.lang)

    def letterhead(self) -> _Block:
        """The vendor's logo, name, address and contacts beside the title, number and dates,
        at most :data:`LETTERHEAD_MAX_MM` tall (see :data:`_VENDOR_STYLES`)."""
        left_w = self.width * 0.56
        logo = self.logo
        logo_h = logo_w = 0.0
        if logo is not None:
            logo_h = self.mm(16)
            logo_w = logo_h * logo.width() / logo.height()
            if logo_w > self.mm(60):
                logo_w = self.mm(60)
                logo_h = logo_w * logo.height() / logo.width()
        logo_space = logo_h + self.mm(3) if logo_h else 0.0
        room = self.mm(LETTERHEAD_MAX_MM) - self.mm(3) - logo_space
        for name_pt, small_pt, clip in _VENDOR_STYLES:
            left = self.text_doc(self.vendor_html(name_pt, small_pt, clip, left_w), left_w)
            if left.size().height() <= room:
                break
        meta = [
            (self.L("number"), self.reference),
            (self.L("date"), self.date(self.doc.date)),
            (self.L("valid_until"), self.date(self.doc.validity)),
        ]
        rows = "".join(
            f'<tr><td align="right" style="color:{MUTED}">{_esc(k)}</td>'
            f'<td align="right" style="white-space:nowrap">{_esc(v)}</td></tr>'
            for k, v in meta
        )
        right = self.text_doc(
            f'<p align="right" style="font-size:24pt; color:{ACCENT}; margin:0">'
            f"{_esc(self.L('title'))}</p>"
            f'<table align="right" cellspacing="0" cellpadding="2" style="font-size:9pt">'
            f"{rows}</table>",
            self.width - left_w,
        )
        height = max(logo_space + left.size().height(), right.size().height()) + self.mm(3)

        def paint(painter: QPainter, y: float) -> None:
            if logo is not None:
                painter.drawImage(QRectF(0, y, logo_w, logo_h), logo)
            _draw(painter, left, 0, y + logo_space)
            _draw(painter, right, left_w, y)
            _hline(painter, y + height - self.mm(1), self.width, ACCENT, 6)

        return _Block(height, paint, self.mm(5))

    def vendor_html(
        self, name_pt: float, small_pt: float, clip: tuple[int, int, int] | None, width: float
    ) -> str:
        """The vendor's name, address and contacts at these sizes; with ``clip``, each cut to
        that many lines (the last ending in "…")."""
        vendor = self.quote.vendor
        name, address = vendor.name, vendor.address
        contacts = " · ".join(c for c in (vendor.phone, vendor.email, vendor.website) if c)
        if clip is not None:
            name = self.clip_lines(name, name_pt, width, clip[0])
            address = self.clip_lines(address, small_pt, width, clip[1])
            contacts = self.clip_lines(contacts, small_pt, width, clip[2])
        lines = [f'<span style="font-size:{name_pt}pt">{_lit(name)}</span>']
        if vendor.is_placeholder:
            lines.append(_muted(_esc(self.L("placeholder")), 7.5))
        if address:
            lines.append(_muted(_lit(address), small_pt))
        if contacts:
            lines.append(_muted(_lit(contacts), small_pt))
        return "<br>".join(lines)

    def clip_lines(self, text: str, pt: float, width: float, lines: int) -> str:
        """``text`` cut to the first ``lines`` lines it takes when set ``width`` wide at
        ``pt`` points; when anything is cut, the last line kept ends in "…"."""
        doc = QTextDocument()
        doc.documentLayout().setPaintDevice(self.writer)
        font = QFont(self.family)
        font.setPointSizeF(pt)
        doc.setDefaultFont(font)
        doc.setDocumentMargin(0)
        doc.setTextWidth(width)
        doc.setPlainText(text)
        starts: list[int] = []
        block = doc.begin()
        while block.isValid():
            layout = block.layout()
            starts += [
                block.position() + layout.lineAt(i).textStart() for i in range(layout.lineCount())
            ]
            block = block.next()
        if len(starts) <= lines:
            return text
        start = starts[lines - 1]
        rest = " ".join(text[start:].split())
        last = QFontMetricsF(font, self.writer).elidedText(
            rest, Qt.TextElideMode.ElideRight, width * 0.97
        )
        return text[:start] + last

    def customer_block(self) -> _Block:
        c = self.doc.customer
        left = [
            _muted(_esc(self.L("prepared_for")), 8),
            f'<span style="font-size:13pt">{_lit(c.company)}</span>',
        ]
        if c.contact:
            left.append(f"{_esc(self.L('contact'))}: {_lit(c.contact)}")
        right = []
        for key, value in (("phone", c.phone), ("email", c.email)):
            if value:
                right.append(f"{_muted(_esc(self.L(key)) + ':', 8.5)} {_lit(value)}")
        if c.address:
            right.append(f"{_muted(_esc(self.L('address')) + ':', 8.5)}<br>{_lit(c.address)}")
        html_text = (
            f'<table width="100%" cellspacing="0" cellpadding="10" '
            f'bgcolor="{PANEL_BG}"><tr>'
            f'<td width="55%" valign="top">{"<br>".join(left)}</td>'
            f'<td width="45%" valign="top">{"<br>".join(right)}</td></tr></table>'
        )
        return self.doc_block(html_text, gap_mm=6)

    def summary_table(self) -> _Block:
        """The options at a glance: title, systems, total incl. VAT (never broken over lines:
        the total column is as wide as the widest total at 11 pt)."""
        totals = [self.money(o.totals.total) for o in self.quote.options]
        total_w = max(
            74 - (46 if self.lang == "en" else 40),  # Chinese: capitals under totals
            self.pct(
                self.widest([(self.L("total_incl_vat"), 9.0)] + [(t, 11.0) for t in totals], 6)
            ),
        )
        system_w = 74 - total_w
        head = (
            f'<tr style="background-color:{HEAD_BG}">'
            f'<th align="left" width="26%">{_esc(self.L("option"))}</th>'
            f'<th align="left" width="{system_w:.2f}%">{_esc(self.L("system"))}</th>'
            f'<th align="right" width="{total_w:.2f}%" style="white-space:nowrap">'
            f"{_esc(self.L('total_incl_vat'))}</th></tr>"
        )
        rows = []
        for option, money in zip(self.quote.options, totals, strict=True):
            systems = _systems(option)
            summary = _esc(option_summary(systems)) if systems else ""
            facts = []
            work = self.option_workload(option)
            if work is not None:
                facts.append(workload_name(work, self.lang))
            if systems:
                figs = combined_performance(systems, self.catalog, self.lang)
                facts.append(
                    self.L("summary_facts").format(
                        memory=figure(figs, "fig_memory_total").text(self.lang),
                        tensor=figure(figs, "fig_tensor_total").text(self.lang),
                    )
                )
            if facts:
                summary += ("<br>" if summary else "") + _muted(_esc(" · ".join(facts)), 7.5)
            total = _nowrap(_esc(money), f" font-size:11pt; color:{ACCENT}")
            capital = self.capital(option.totals.total)
            if capital:
                words = f"{self.L('capital')}：{capital}"
                total += f'<p style="margin:0">{_muted(_esc(words), 7.5)}</p>'
            rows.append(
                f'<tr><td valign="top">{_lit(option.title)}</td>'
                f'<td valign="top">{summary}</td>'
                f'<td align="right" valign="top">{total}</td></tr>'
            )
        return self.doc_block(
            f'<table width="100%" cellspacing="0" cellpadding="6">{head}{"".join(rows)}</table>',
            gap_mm=2,
        )

    def option_workload(self, option: ResolvedOption) -> WorkloadProfile | None:
        systems = option.systems
        if not systems and not option.option.workload:
            return None
        return line_workload(option.option.workload, systems[0].sku if systems else None)

    # -- an option -------------------------------------------------------------------------
    def option(self, option: ResolvedOption) -> list[_Block]:
        systems = _systems(option)
        work = self.option_workload(option)
        sub = []
        if systems:
            sub.append(_esc(option_summary(systems)))
        if work is not None:
            sub.append(f"{_esc(self.L('workload'))}: {_esc(workload_name(work, self.lang))}")
        blocks = [self.heading(_lit(option.title), " · ".join(sub), new_page=True)]
        blocks += self.items_table(option)
        blocks.append(self.totals_block(option))
        reasons = list(option.option.reasons)
        system_lines = option.systems
        for n, line in enumerate(system_lines):
            own = reasons if n == 0 else []  # the option's own reasons, printed once
            blocks += self.workstation(option, line, len(system_lines), own)
        if reasons and not system_lines:
            blocks.append(self.reasons_block(reasons, self.width))
        return blocks

    _COLS = (
        ("item", "left", 6),
        ("description", "left", 43),
        ("quantity", "right", 7),
        ("unit_price", "right", 15),
        ("discount", "right", 13),
        ("amount", "right", 16),
    )
    """The items table's columns: label key, alignment, default width (percent)."""
    _ITEM_PAD = 5
    """The items table's cell padding (CSS px)."""

    def item_widths(self, columns: Sequence[Sequence[tuple[str, float]]]) -> list[float]:
        """The items table's column widths (percent): each column but the description as
        wide as its widest (text, pt) of ``columns`` needs on one line, at least its default
        width (unless the description would be left less than 30 %); the description gets
        the rest."""
        need = [self.pct(self.widest(texts, self._ITEM_PAD)) for texts in columns]
        widths = [max(w, n) for (_k, _a, w), n in zip(self._COLS, need, strict=True)]
        if 100 - sum(widths) + widths[1] < 30:
            widths = list(need)
        widths[1] = 0.0
        widths[1] = 100 - sum(widths)
        return widths

    def _row_html(self, cells: Sequence[str], widths: Sequence[float], head: bool = False) -> str:
        """One row of the items table as a table of its own (rows are placed one by one);
        every cell but the description on one line."""
        tag = "th" if head else "td"
        style = f' style="background-color:{HEAD_BG}"' if head else ""
        tds = "".join(
            f'<{tag} align="{align}" valign="top" width="{w:.2f}%"'
            f"{'' if key == 'description' else _NOWRAP_ATTR}>"
            f"{cell}</{tag}>"
            for (key, align, _w), w, cell in zip(self._COLS, widths, cells, strict=True)
        )
        return (
            f'<table width="100%" cellspacing="0" cellpadding="{self._ITEM_PAD}" '
            f'style="font-size:9pt"><tr{style}>{tds}</tr></table>'
        )

    def items_table(self, option: ResolvedOption) -> list[_Block]:
        """The option's line items: #, description (with a workstation's components),
        quantity, unit price (2 to 4 decimals, as given), discount and amount; the number
        columns sized from their widest entry, so that no number is broken over lines. The
        header row is repeated on each page the table continues on; the last row stays with
        the totals."""
        heads = [_esc(self.L(k)) for k, _a, _w in self._COLS]
        columns: list[list[tuple[str, float]]] = [[(self.L(k), 9.0)] for k, _a, _w in self._COLS]
        rows = []
        for n, (line, money) in enumerate(
            zip(option.lines, option.totals.lines, strict=True), start=1
        ):
            desc = _lit(line.description)
            if (
                line.price_note
                and line.sku is not None
                and line.sku.price_illustrative
                and line.item.unit_price is None
            ):
                desc += "&nbsp;※"
            if line.components:
                parts = "<br>".join(f"{_esc(c.kind)}: {_esc(c.text)}" for c in line.components)
                desc += (
                    f'<p style="margin-left:30px; margin-top:2px; margin-bottom:0; '
                    f'color:{MUTED}; font-size:8pt">{parts}</p>'
                )
            texts = [
                str(n),
                "",
                self.quantity(money.quantity),
                self.unit_price(line.unit_price),
                "",
                self.money(money.net),
            ]
            discount = ""
            if line.item.discount is not None:
                texts[4] = "-" + self.money(money.discount)
                discount = _esc(texts[4])
                if line.item.discount.kind == "percent":
                    share = _keep(f"({line.item.discount.label(self.lang)})")
                    discount += "<br>" + _muted(_esc(share))
                    columns[4].append((share, 8.0))
            for column, text in zip(columns, texts, strict=True):
                column.append((text, 9.0))
            rows.append(
                [_esc(texts[0]), desc, _esc(texts[2]), _esc(texts[3]), discount, _esc(texts[5])]
            )
        widths = self.item_widths(columns)
        header = self.doc_block(self._row_html(heads, widths, head=True), gap_mm=0)
        header.keep_with_next = True
        blocks = [header]
        for cells in rows:
            row = self.doc_block(self._row_html(cells, widths), gap_mm=0)
            row.header = header
            inner = row.paint

            def paint(painter: QPainter, y: float, inner=inner, h=row.height) -> None:
                inner(painter, y)
                _hline(painter, y + h, self.width, RULE, 2)

            row.paint = paint
            blocks.append(row)
        blocks[-1].gap = self.mm(3)
        blocks[-1].keep_with_next = True  # the totals (and their notes) never stand alone
        return blocks

    def totals_block(self, option: ResolvedOption) -> _Block:
        """Subtotal, discount, VAT and total (with capitals in Chinese) at the right, the
        price notes at the left; the amounts' column as wide as the widest amount needs."""
        t = option.totals
        rows = [(self.L("subtotal"), self.money(t.subtotal))]
        if option.option.discount is not None:
            what = self.L("option_discount")
            if option.option.discount.kind == "percent":
                what += f" ({option.option.discount.label(self.lang)})"
            rows.append((_keep(what), "-" + self.money(t.discount)))
            rows.append((self.L("after_discount"), self.money(t.discounted)))
        rows.append((self.L("vat").format(rate=_percent(t.vat_percent)), self.money(t.vat)))
        total = self.money(t.total)
        pad = 4
        amount_w = self.widest([(v, 9.0) for _k, v in rows] + [(total, 12.0)], pad)
        inner_w = min(max(self.width * 0.56, amount_w / 0.6), self.width * 0.9)
        amount_pct = max(42.0, amount_w / inner_w * 100)
        cells = "".join(
            f'<tr><td align="right" style="color:{MUTED}">{_esc(k)}</td>'
            f'<td align="right" width="{amount_pct:.2f}%" '
            f'style="white-space:nowrap">{_esc(v)}</td></tr>'
            for k, v in rows
        )
        cells += (
            f'<tr style="background-color:{HEAD_BG}">'
            f'<td align="right" style="font-size:11pt">{_esc(self.L("total_incl_vat"))}</td>'
            f'<td align="right" style="font-size:12pt; color:{ACCENT}; '
            f'white-space:nowrap">{_esc(total)}</td></tr>'
        )
        capital = self.capital(t.total)
        if capital:
            cells += (
                f'<tr><td colspan="2" align="right">'
                f"{_muted(_esc(self.L('capital')) + '：', 8.5)}"
                f'<span style="font-size:9.5pt">{_esc(capital)}</span></td></tr>'
            )
        # The price notes (※ illustrative) to the left of the totals.
        notes = list(dict.fromkeys(line.price_note for line in option.lines if line.price_note))
        note_html = "<br>".join(_muted(_esc(n), 7.5) for n in notes)
        inner_pct = self.pct(inner_w)
        return self.doc_block(
            f'<table width="100%" cellspacing="0" cellpadding="0"><tr>'
            f'<td width="{96 - inner_pct:.2f}%" valign="bottom">{note_html}'
            f'</td><td width="4%"></td><td width="{inner_pct:.2f}%">'
            f'<table width="100%" cellspacing="0" '
            f'cellpadding="{pad}" style="font-size:9pt">{cells}</table>'
            f"</td></tr></table>",
            gap_mm=6,
        )

    def workstation(
        self, option: ResolvedOption, line: ResolvedLine, count: int, reasons: Sequence[str]
    ) -> list[_Block]:
        """A workstation line's configuration: caption; its diagram beside its performance
        figures; the reasons it fits (``reasons`` if given, else the catalog's) beside the
        workload's metric chart (on a one-option quote, where the chart fits)."""
        build = line.build
        assert build is not None
        profile = line_workload(option.option.workload, line.sku)
        title = _esc(self.L("configuration_of"))
        if count > 1:
            title += f" · {_esc(self.L('workstation_no').format(n=option.lines.index(line) + 1))}"
        caption = self.subheading(f"{title}: {_lit(line.description)}")
        caption.gap = self.mm(2)

        # Row 1: the diagram | the performance figures.
        scene = BuildScene(lang=self.lang, dark=False)
        self.scenes.append(scene)
        try:
            # The scene words the drives for the quote's language (BayItem.drive_text).
            scene.set_diagram(build_diagram(build, self.catalog))
        except (ComponentError, KeyError, ValueError):
            pass  # a build the diagram cannot lay out: the column stays empty, the quote goes on
        rect = scene.sceneRect()
        diagram_h = 0.0
        if scene.diagram is not None and rect.width() > 0:
            diagram_h = min(self.col_w * rect.height() / rect.width(), self.mm(DIAGRAM_MAX_MM))
        figures = performance(build, self.catalog, line.sku, self.lang)
        perf = self.text_doc(self.performance_html(figures), self.col_w)
        row1_h = max(diagram_h, perf.size().height())
        x2 = self.col_w + self.gap

        def paint_row1(painter: QPainter, y: float) -> None:
            if diagram_h:
                scene.render_to(painter, QRectF(0, y, self.col_w, diagram_h))
            _draw(painter, perf, x2, y)

        row1 = _Block(row1_h, paint_row1, self.mm(4))

        # Row 2: the reasons | the workload's metric chart.
        sentences = (
            list(reasons) if reasons else customer_reasons(line, profile, self.catalog, self.lang)
        )
        own = bool(reasons)
        why = self.text_doc(self.reasons_html(sentences, literal=own), self.col_w)
        chart_h = self.mm(CHART_MM)
        cap_h = self.mm(6)
        models = {g.model for g in build.gpus}
        title_text = workload_name(profile, self.lang)

        def paint_row2(painter: QPainter, y: float) -> None:
            _draw(painter, why, 0, y)
            self.caption(painter, QRectF(x2, y, self.col_w, cap_h), self.L("chart"))
            render_metric_chart(
                painter,
                QRectF(x2, y + cap_h, self.col_w, chart_h),
                self.catalog,
                profile.primary_metric,
                models,
                title_text,
                self.lang,
                highlight_label=_THIS_QUOTE[self.lang],
            )

        alone = self.reasons_block(sentences, self.width, literal=own)
        alone.gap = self.mm(6)
        caption.keep_with_next = True
        if len(self.quote.options) > 1:
            return [caption, row1, alone]  # the comparison page charts the workload
        row2 = _Block(max(why.size().height(), cap_h + chart_h), paint_row2, self.mm(6))
        # Where the chart does not fit the page, the reasons go alone, across the page.
        row2.alt = alone
        return [caption, row1, row2]

    def performance_html(self, figures: Sequence[Figure]) -> str:
        rows = []
        for fig in figures:
            value = _esc(fig.text(self.lang))
            if fig.stated is not None:
                value += "<br>" + _muted(_esc(fig.stated_text(self.lang)), 7.5)
            rows.append(
                f'<tr><td style="color:{MUTED}" width="52%">'
                f'{_esc(fig.label(self.lang))}</td><td align="right">{value}</td></tr>'
            )
        return (
            f'<p style="font-size:10.5pt; margin:0 0 4px 0">{_esc(self.L("performance"))}</p>'
            f'<table width="100%" cellspacing="0" cellpadding="3" style="font-size:8.5pt">'
            f"{''.join(self._shade(rows))}</table>"
            f'<p style="margin-top:4px">{_muted(_esc(self.L("figures_note")), 7)}</p>'
        )

    def reasons_html(self, sentences: Sequence[str], literal: bool) -> str:
        text = _lit if literal else _esc
        items = "".join(f'<li style="margin-bottom:3px">{text(s)}</li>' for s in sentences)
        return (
            f'<p style="font-size:10.5pt; margin:0 0 4px 0">{_esc(self.L("reasons"))}</p>'
            f'<ul style="font-size:8.5pt; margin-left:0; -qt-list-indent:1">{items}</ul>'
        )

    def reasons_block(self, sentences: Sequence[str], width: float, literal: bool = True) -> _Block:
        return self.doc_block(self.reasons_html(sentences, literal=literal), width=width, gap_mm=4)

    def caption(self, painter: QPainter, rect: QRectF, text: str) -> None:
        painter.save()
        font = QFont(self.family)
        font.setPointSizeF(10.5)
        painter.setFont(font)
        painter.setPen(QColor(INK))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), text)
        painter.restore()

    # -- comparison ------------------------------------------------------------------------
    _COMPARE_PAD = 6
    """The comparison table's cell padding (CSS px)."""

    def comparison(self) -> list[_Block]:
        """The options side by side: the customer's rows of
        :func:`rigwright.core.compare.table.compare_builds` (systems, the figures of
        :data:`rigwright.core.quote.facts.COMPARISON_KEYS` with the selection guide's stated figure
        under ours, ¥ per tensor TFLOPS, the rule check) and the totals, each row's best
        option marked ▲ and its worst ▼ (:data:`rigwright.core.compare.table.CUSTOMER_ROWS`: never an
        internal score); then the workloads' metric charts.

        No figure or total is broken over lines: when the widest of them does not fit an
        option's column (4 to 6 options), the options are split over two tables of at most
        3 columns each; a total still too wide (not with amounts up to 10^12) is set smaller.
        """
        options = self.quote.options
        rows = compare_builds(
            [column_of_option(o) for o in options],
            self.catalog,
            rows=CUSTOMER_ROWS,
            price_label="total_incl_vat",
            lang=self.lang,
        )
        price = compare_row(rows, "price")
        body = [r for r in rows if r.key != "price"]
        totals = [self.money(o.totals.total) for o in options]
        texts = [
            [(self.marked(t, price.mark(i)), 11.0)]
            + [
                (self.marked(r.text(i, self.lang), r.mark(i)), 9.0)
                for r in body
                if r.key not in _WRAPPED
            ]
            for i, t in enumerate(totals)
        ]
        need = max(self.widest(column, self._COMPARE_PAD) for column in texts)
        per = len(options)
        if per > 3 and need > self.comparison_column(per):
            per = math.ceil(per / 2)  # 4 -> 2 + 2, 5 -> 3 + 2, 6 -> 3 + 3
        room = self.comparison_column(per) - 2 * self.px(self._COMPARE_PAD) - self.mm(1)
        widest_total = max(
            self.advance(self.marked(t, price.mark(i)), 11.0) for i, t in enumerate(totals)
        )
        total_pt = 11.0 if widest_total <= room else max(6.0, 11.0 * room / widest_total)
        blocks = [self.heading(_esc(self.L("comparison")), new_page=True)]
        for start in range(0, len(options), per):
            group = list(range(start, min(start + per, len(options))))
            blocks.append(
                self.doc_block(self.comparison_table(options, rows, group, per, total_pt), gap_mm=4)
            )
        blocks[-1].gap = self.mm(2)
        blocks[-1].keep_with_next = True  # the note under the table stays with it
        words = [
            self.L("comparison_note"),
            compare_label("legend", self.lang),
            compare_label("cny_per_tflops_note", self.lang),
            compare_label("rule_check_note", self.lang),
            self.L("figures_note"),
        ]
        note = _muted(_esc(" ".join(words) if self.lang == "en" else "".join(words)), 7.5)
        blocks.append(self.doc_block(note, gap_mm=8))
        # The workloads' metric charts, every GPU of the quote highlighted (one chart per
        # metric the options' workloads put first).
        models = {
            g.model
            for o in options
            for line in o.systems
            for g in (line.build.gpus if line.build else ())
        }
        charted: dict[str, WorkloadProfile] = {}
        for option in options:
            work = self.option_workload(option)
            if work is not None:
                charted.setdefault(work.primary_metric, work)
        for profile in list(charted.values())[:2]:
            blocks.append(self.chart_block(profile, models, self.width, self.mm(82)))
        return blocks

    def comparison_column(self, per: int) -> float:
        """The width (px) of an option's column when a table has ``per`` of them."""
        return self.width * (100 - COMPARE_FIRST) / per / 100

    @staticmethod
    def marked(text: str, mark: str) -> str:
        """``text`` with a row's best / worst ``mark`` after it ("144 GB ▲"), joined by a
        no-break space (never split from its value)."""
        return f"{text}{NBSP}{mark}" if mark else text

    @staticmethod
    def tint(mark: str) -> str:
        """The background of a cell marked ``mark`` ("" for none): the mark's shape says
        best or worst, the tint only helps the eye (and keeps the mark on the value's line
        when the text is copied, which a coloured mark would not)."""
        return BEST_BG if mark == BEST_MARK else WORST_BG if mark else ""

    def comparison_table(
        self,
        options: Sequence[ResolvedOption],
        rows: Sequence[CompareRow],
        group: Sequence[int],
        per: int,
        total_pt: float,
    ) -> str:
        """The comparison of the options ``group`` (indices of ``options`` and of the rows'
        columns) as one table, its columns as wide as in a table of ``per`` options."""
        each = (100 - COMPARE_FIRST) / per
        width = COMPARE_FIRST + each * len(group)
        first = COMPARE_FIRST / width * 100
        column = each / width * 100
        head = (
            f'<tr style="background-color:{HEAD_BG}"><th width="{first:.2f}%"></th>'
            + "".join(
                f'<th align="left" width="{column:.2f}%">{_lit(options[i].title)}</th>'
                for i in group
            )
            + "</tr>"
        )
        lines = []
        price: CompareRow | None = None
        for r in rows:
            if r.key == "price":
                price = r
                continue
            cells = []
            for i in group:
                cell = _esc(self.marked(r.text(i, self.lang), r.mark(i)))
                if r.key not in _WRAPPED:  # names and words may wrap; the numbers never
                    cell = _nowrap(cell)
                # The guide's figure under ours, in small type: it may wrap, but never
                # between its number and unit.
                stated = re.sub(r"(?<=\d) (?=\S)", NBSP, r.stated_text(i, self.lang))
                if stated:
                    cell += f'<p style="margin:0">{_muted(_esc(stated), 7.5)}</p>'
                cells.append(cell)
            lines.append(
                self._compare_row(
                    r.label(self.lang), cells, tints=[self.tint(r.mark(i)) for i in group]
                )
            )
        lines = self._shade(lines)
        marks = [price.mark(i) if price is not None else "" for i in group]
        cells = [
            _nowrap(
                _esc(self.marked(self.money(options[i].totals.total), mark)),
                f" font-size:{total_pt:.1f}pt; color:{ACCENT}",
            )
            for i, mark in zip(group, marks, strict=True)
        ]
        if self.lang != "en":
            cells = [
                c + f'<p style="margin:0">'
                f"{_muted(_esc(self.capital(options[i].totals.total)), 7.5)}</p>"
                for c, i in zip(cells, group, strict=True)
            ]
        lines.append(
            self._compare_row(
                self.L("total_incl_vat"),
                cells,
                background=HEAD_BG,
                tints=[self.tint(m) for m in marks],
            )
        )
        return (
            f'<table width="{width:.2f}%" cellspacing="0" cellpadding="{self._COMPARE_PAD}" '
            f'style="font-size:9pt">{head}{"".join(lines)}</table>'
        )

    def chart_block(
        self, profile: WorkloadProfile, models: set[str], width: float, height: float
    ) -> _Block:
        """The workload's metric chart across the catalog's GPUs, ``models`` highlighted,
        under a caption, ``width`` wide."""
        cap_h = self.mm(7)
        title = workload_name(profile, self.lang)

        def paint(painter: QPainter, y: float) -> None:
            self.caption(painter, QRectF(0, y, width, cap_h), self.L("chart"))
            render_metric_chart(
                painter,
                QRectF(0, y + cap_h, width, height),
                self.catalog,
                profile.primary_metric,
                models,
                title,
                self.lang,
                highlight_label=_THIS_QUOTE[self.lang],
                logical_width=int(460 * width / self.col_w * 0.8),
            )

        return _Block(cap_h + height, paint, self.mm(6))

    def _compare_row(
        self, name: str, cells: Sequence[str], background: str = "", tints: Sequence[str] = ()
    ) -> str:
        """A comparison row: its label, then ``cells``, each on its tint (if any)."""
        style = f' style="background-color:{background}"' if background else ""
        tints = list(tints) or [""] * len(cells)
        return (
            f'<tr{style}><td valign="top" style="color:{MUTED}">{_esc(name)}</td>'
            + "".join(
                f'<td valign="top"{f" bgcolor={tint!r}" if tint else ""}>{c}</td>'
                for c, tint in zip(cells, tints, strict=True)
            )
            + "</tr>"
        )

    def _shade(self, rows: list[str]) -> list[str]:
        """Every other row of a table on a light panel, for reading across."""
        return [
            r.replace("<tr>", f'<tr style="background-color:{PANEL_BG}">', 1) if i % 2 else r
            for i, r in enumerate(rows)
        ]

    # -- software stack and terms ----------------------------------------------------------
    def stack_and_terms(self) -> list[_Block]:
        blocks = []
        stack = software_lines(software_stack(self.catalog), self.lang, self.catalog.glossary)
        if stack:
            rows = "".join(
                f'<tr><td width="28%" style="color:{MUTED}">{_esc(head)}</td>'
                f"<td>{_esc(text)}</td></tr>"
                for head, text in stack
            )
            blocks.append(self.heading(_esc(self.L("software_stack")), new_page=True))
            blocks.append(
                self.doc_block(
                    f'<p style="margin:0 0 4px 0">{_esc(self.L("software_intro"))}</p>'
                    f'<table width="100%" cellspacing="0" cellpadding="4">{rows}</table>',
                    gap_mm=8,
                )
            )
        blocks.append(self.heading(_esc(self.L("terms")), new_page=not stack))
        terms = self.terms_block()
        terms.keep_with_next = True  # the signatures never stand alone on a page
        blocks.append(terms)
        blocks.append(self.signatures())
        return blocks

    def terms_block(self) -> _Block:
        d, vendor = self.doc, self.quote.vendor
        rows: list[tuple[str, str]] = [(self.L("valid_until"), _esc(self.date(d.validity)))]
        for key, value in (
            ("payment_terms", d.payment_terms),
            ("delivery_terms", d.delivery_terms),
            ("remarks", d.notes),
        ):
            if value:
                rows.append((self.L(key), _lit(value)))
        notes = [self.L("vat_note").format(rate=self.vat_rate())]
        notes += list(
            dict.fromkeys(
                line.price_note for o in self.quote.options for line in o.lines if line.price_note
            )
        )
        notes.append(self.L("figures_source"))
        rows.append(
            (
                self.L("pricing"),
                "".join(f'<p style="margin:0 0 3px 0">{_esc(n)}</p>' for n in notes),
            )
        )
        bank = [
            (self.L(k), v)
            for k, v in (
                ("tax_id", vendor.tax_id),
                ("bank_name", vendor.bank_name),
                ("bank_account", vendor.bank_account),
            )
            if v
        ]
        if bank:
            rows.append(
                (
                    self.L("payment_details"),
                    _lit(vendor.name)
                    + "<br>"
                    + "<br>".join(f"{_esc(k)}: {_lit(v)}" for k, v in bank),
                )
            )
        html_rows = "".join(
            f'<tr><td width="22%" valign="top" style="color:{MUTED}">'
            f'{_esc(k)}</td><td valign="top">{v}</td></tr>'
            for k, v in rows
        )
        return self.doc_block(
            f'<table width="100%" cellspacing="0" cellpadding="5">{html_rows}</table>', gap_mm=10
        )

    def signatures(self) -> _Block:
        height = self.mm(34)
        box_w = self.col_w

        def paint(painter: QPainter, y: float) -> None:
            painter.save()
            font = QFont(self.family)
            font.setPointSizeF(9)
            painter.setFont(font)
            for i, key in enumerate(("sign_vendor", "sign_customer")):
                x = i * (box_w + self.gap)
                painter.setPen(QPen(QColor(RULE), 3))
                painter.drawRect(QRectF(x, y, box_w, height))
                painter.setPen(QColor(MUTED))
                inner = QRectF(
                    x + self.mm(3), y + self.mm(2.5), box_w - self.mm(6), height - self.mm(5)
                )
                painter.drawText(
                    inner, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), self.L(key)
                )
                painter.drawText(
                    inner,
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom),
                    f"{self.L('date')}:",
                )
            painter.restore()

        return _Block(height, paint)

    # -- every page ------------------------------------------------------------------------
    def footer(self, painter: QPainter, page: int, total: int) -> None:
        top = self.page_h - self.footer_h
        painter.save()
        _hline(painter, top + self.mm(2.5), self.width, RULE, 2)
        font = QFont(self.family)
        font.setPointSizeF(7.5)
        painter.setFont(font)
        painter.setPen(QColor(MUTED))
        text_top = top + self.mm(4)
        right_text = self.L("page").format(n=page, total=total)
        metrics = QFontMetricsF(font, self.writer)
        right_w = metrics.horizontalAdvance(right_text) + self.mm(2)
        left_w = self.width - right_w - self.mm(4)
        # The title and number whole; the vendor's name (one line) cut to the room left.
        lead = f"{self.L('title')} {self.reference} · "
        vendor = " ".join(self.quote.vendor.name.split())
        left_text = lead + metrics.elidedText(
            vendor, Qt.TextElideMode.ElideRight, left_w - metrics.horizontalAdvance(lead)
        )
        height = self.footer_h - self.mm(4)
        painter.drawText(
            QRectF(0, text_top, left_w, height),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
            left_text,
        )
        painter.drawText(
            QRectF(self.width - right_w, text_top, right_w, height),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop),
            right_text,
        )
        painter.restore()

    def close(self) -> None:
        for scene in self.scenes:
            scene.clear()
        self.scenes.clear()


def _systems(option: ResolvedOption) -> list[tuple]:
    """The option's workstations with their quantities."""
    return [(line.build, line.item.quantity) for line in option.systems]


def _percent(value) -> str:
    """A percentage as printed: "13 %", "7.5 %", a no-break space before the sign (a line is
    never broken between the number and its "%")."""
    text = format(value.normalize(), "f") if value == value.to_integral() else format(value, "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return f"{text}{NBSP}%"


def _keep(text: str) -> str:
    """``text`` with no-break spaces before "%" and around "×", so that "5 %" and
    "2 × 1.205" are never split over two lines."""
    return text.replace(" %", NBSP + "%").replace(" × ", NBSP + "×" + NBSP)


def _draw(painter: QPainter, doc: QTextDocument, x: float, y: float) -> None:
    painter.save()
    painter.translate(x, y)
    doc.drawContents(painter)
    painter.restore()


def _hline(painter: QPainter, y: float, width: float, colour: str, pen: float) -> None:
    painter.save()
    painter.setPen(QPen(QColor(colour), pen))
    painter.drawLine(QRectF(0, y, width, 0).topLeft(), QRectF(0, y, width, 0).topRight())
    painter.restore()
