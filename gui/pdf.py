"""The quote PDF: A4 via ``QPdfWriter``, text and tables as ``QTextDocument`` HTML, the chassis
diagram and the metric chart painted as vectors on the same writer.

The PDF is rendered in memory, then written atomically: the bytes go to a ``.pdf.part`` file
beside the target, which is checked (its size is what was written and it ends with ``%%EOF``)
and only then moved over the target. ``QPdfWriter`` reports no error when the disk fills up,
so the check is what keeps a truncated quote from replacing a good one.
"""

from __future__ import annotations

import html
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)
from PySide6.QtWidgets import QApplication

from core.builds import build_from_sku
from core.catalog import Catalog
from core.components import ComponentError
from core.diagram import build_diagram
from core.layout import chassis_layout
from core.quotes import Quote, format_cny, format_quote_date
from core.workloads import WorkloadProfile, resolve_workload
from gui.charts import profile_title, render_metric_chart
from gui.diagram import BuildScene
from gui.fonts import register_fonts

DPI = 300
MARGIN_MM = 15.0
ACCENT = "#2f6fb0"
INK = "#1f2933"
MUTED = "#616e7c"
RULE = "#cbd2d9"
HEAD_BG = "#e4e7eb"

MIN_CHART_MM = 80.0
"""The shortest the metric chart gets (mm) to leave room for the notes beside a tall diagram."""

_THIS_QUOTE = {"zh_CN": "本报价所选 GPU", "zh_TW": "本報價所選 GPU", "en": "GPU in this quote"}
_CLASS = {
    "research": {"zh_CN": "科研类", "zh_TW": "科研類", "en": "research class"},
    "high-performance": {"zh_CN": "高性能类", "zh_TW": "高性能類", "en": "high-performance class"},
    "super": {"zh_CN": "超级类", "zh_TW": "超級類", "en": "super class"},
}

_app: QApplication | None = None


class QuoteExportError(OSError):
    """The quote PDF could not be written; the message is one line: "cannot write <path>: ..."."""


def use_offscreen_if_headless() -> None:
    """On Linux without ``DISPLAY``/``WAYLAND_DISPLAY``, select Qt's offscreen platform.

    Leaves ``QT_QPA_PLATFORM`` alone when it is already set (by the user, the tests or
    ``gui.entry``). Must run before the
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
            raise RuntimeError("the quote PDF needs a QApplication, not "
                               f"{type(existing).__name__}")
        return existing
    use_offscreen_if_headless()
    _app = QApplication([sys.argv[0] if sys.argv and sys.argv[0] else "rigwright"])
    return _app


def default_profile(quote: Quote) -> WorkloadProfile:
    """The chart's workload: the first of the SKU's ideal workloads, else CNN.

    Raises:
        UnknownWorkload: the SKU names an ideal workload that is no profile.
    """
    workloads = quote.sku.ideal_workloads
    return resolve_workload(workloads[0] if workloads else "cnn")


def _fail(out: Path, reason: str) -> QuoteExportError:
    return QuoteExportError(f"cannot write {out}: {reason}")


def _check_target(out: Path) -> None:
    """Refuse a target that cannot be written, before anything is rendered."""
    if out.is_dir():
        raise _fail(out, "is a directory")
    parent = out.parent
    if not parent.exists():
        raise _fail(out, f"directory {parent} does not exist")
    if not parent.is_dir():
        raise _fail(out, f"{parent} is not a directory")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise _fail(out, f"directory {parent} is not writable")


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def export_quote_pdf(
    quote: Quote,
    catalog: Catalog,
    out_path: Path | str,
    profile: WorkloadProfile | str | None = None,
    reasons: Sequence[str] | None = None,
) -> None:
    """Write ``quote`` as an A4 PDF at ``out_path``, atomically.

    Args:
        quote: the quote (``core.quotes.build_quote``).
        catalog: the catalog the quote's SKU comes from (chassis spec, GPUs for the chart).
        out_path: target file; replaced only when the new PDF is complete.
        profile: workload profile (or its name) whose primary metric the chart shows;
            default: the SKU's first ideal workload, else CNN.
        reasons: sentences explaining the recommendation, printed when given. The window
            passes none: the ranking's reasons quote internal scores.

    Raises:
        QuoteExportError: (an ``OSError``) the target is a directory, its directory is missing
            or not writable, rendering failed, or the file written is incomplete (a full
            disk: "the disk may be full (the PDF was incomplete)"). No ``.part`` file is left
            behind and an existing file at ``out_path`` is kept.
        UnknownWorkload: ``profile`` is a name that is no workload profile.
    """
    out = Path(out_path)
    _check_target(out)
    ensure_app()
    family = register_fonts()
    if isinstance(profile, str):
        profile = resolve_workload(profile)
    profile = profile or default_profile(quote)

    try:
        with tempfile.NamedTemporaryFile(dir=out.parent, prefix=f".{out.stem}-",
                                         suffix=".pdf.part", delete=False) as handle:
            pass  # only reserve the name; QPdfWriter opens the file itself
    except OSError as exc:
        raise _fail(out, exc.strerror or str(exc)) from exc
    part = Path(handle.name)
    try:
        data = render_quote_pdf(quote, catalog, profile, reasons or (), family)
        if not _is_complete_pdf(data):
            raise _fail(out, "the PDF renderer produced an incomplete document")
        _write_file(part, data)
        if part.stat().st_size != len(data) or not _is_complete_pdf(part.read_bytes()):
            raise _fail(out, INCOMPLETE)
        os.chmod(part, 0o666 & ~_umask())
        os.replace(part, out)
    except BaseException as exc:
        part.unlink(missing_ok=True)
        if isinstance(exc, QuoteExportError) or not isinstance(exc, Exception):
            raise
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise _fail(out, reason or type(exc).__name__) from exc


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


# ------------------------------------------------------------------------------ rendering
def _esc(text: object) -> str:
    return html.escape(str(text))


def _header_html(quote: Quote) -> str:
    v, L = quote.vendor, quote.label
    placeholder = (f'<br><span style="color:{MUTED}; font-size:7.5pt">{_esc(L("placeholder"))}'
                   "</span>" if v.is_placeholder else "")
    return f"""
<table width="100%" cellspacing="0" cellpadding="0"><tr>
 <td width="55%" valign="top">
  <span style="font-size:14pt; color:{INK}">{_esc(v.name)}</span>{placeholder}<br>
  <span style="color:{MUTED}; font-size:8.5pt">{_esc(v.address)}<br>
  {_esc(v.phone)} · {_esc(v.email)}</span>
 </td>
 <td width="45%" valign="top" align="right">
  <span style="font-size:22pt; color:{ACCENT}">{_esc(L("title"))}</span><br>
  <span style="font-size:9pt">{_esc(L("number"))}: <span style="color:#000000">{_esc(quote.number)}</span><br>
  {_esc(L("date"))}: {_esc(format_quote_date(quote.date, quote.lang))}</span>
 </td>
</tr></table>
<hr style="color:{RULE}">
"""


def _items_html(quote: Quote) -> str:
    L, lang = quote.label, quote.lang
    sku = quote.sku
    klass = _CLASS.get(str(sku.sku_class), {}).get(lang, str(sku.sku_class))
    head = (f'<tr style="background-color:{HEAD_BG}">'
            f'<th align="left" width="6%">{_esc(L("item"))}</th>'
            f'<th align="left" width="52%">{_esc(L("description"))}</th>'
            f'<th align="right" width="8%">{_esc(L("quantity"))}</th>'
            f'<th align="right" width="17%">{_esc(L("unit_price"))}</th>'
            f'<th align="right" width="17%">{_esc(L("amount"))}</th></tr>')
    rows = []
    for n, item in enumerate(quote.items, start=1):
        priced = item.amount is not None
        unit = format_cny(item.unit_price, lang) if item.unit_price is not None else ""
        amount = (format_cny(item.amount, lang) if priced
                  else f'<span style="color:{MUTED}">{_esc(L("included"))}</span>')
        qty = str(item.quantity) if priced else ""
        style = "color:#000000" if priced else f"color:{INK}"
        # Components sit indented under the workstation line; a block margin (not leading
        # spaces) indents every line of a wrapped description alike.
        indent = 0 if priced else 30  # px of the 300 dpi writer: 2.5 mm
        desc = (f'<p style="margin-left:{indent}px; margin-top:0; margin-bottom:0">'
                f'{_esc(item.description)}</p>')
        rows.append(f'<tr><td>{n}</td><td style="{style}">{desc}</td><td align="right">{qty}'
                    f'</td><td align="right">{unit}</td><td align="right">{amount}</td></tr>')
    # A total that uses an illustrative price (the guide's) says so, with a mark and a note.
    mark = " ※" if sku.price_illustrative else ""
    total = (f'<tr style="background-color:{HEAD_BG}"><td></td>'
             f'<td colspan="3" align="right"><span style="color:#000000">{_esc(L("total"))} ({_esc(quote.currency)}){mark}</span>'
             f'</td><td align="right"><span style="color:#000000">{_esc(format_cny(quote.total, lang))}</span></td></tr>')
    price_note = (L("illustrative_note") if sku.price_illustrative
                  else L("basis_note").format(basis=sku.price_basis))
    return f"""
<p style="font-size:11pt">{_esc(L("customer"))}: <span style="color:#000000">{_esc(quote.customer)}</span></p>
<p style="font-size:9pt; color:{MUTED}; margin-bottom:10px">{_esc(L("configuration"))}: {_esc(sku.code)} ·
 {_esc(sku.series)} · {_esc(klass)} · {_esc(sku.number)}</p>
<table width="100%" cellspacing="0" cellpadding="5" border="0" style="font-size:9pt">
{head}{''.join(rows)}{total}
</table>
<p style="font-size:8pt; color:{MUTED}">{_esc(L("currency_note"))}</p>
<p style="font-size:8pt; color:{MUTED}">{_esc(price_note)}</p>
"""


def _notes_html(quote: Quote, reasons: Sequence[str], notes: Sequence[str]) -> str:
    parts = []
    if reasons:
        items = "".join(f"<li>{_esc(r)}</li>" for r in reasons)
        parts.append(f'<p style="font-size:10pt"><span style="color:#000000">{_esc(quote.label("reasons"))}</span></p>'
                     f'<ul style="font-size:9pt">{items}</ul>')
    if notes:
        items = "".join(f"<li>{_esc(n)}</li>" for n in notes)
        parts.append(f'<p style="font-size:10pt"><span style="color:#000000">{_esc(quote.label("notes"))}</span></p>'
                     f'<ul style="font-size:8.5pt; color:{MUTED}">{items}</ul>')
    return "".join(parts)


def _document(html_text: str, family: str, width: float, writer: QPdfWriter) -> QTextDocument:
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)  # point sizes at the writer's resolution
    font = QFont(family)
    font.setPointSizeF(9.5)
    doc.setDefaultFont(font)
    # Regular weight only: the bundled font has no bold face, and Qt's synthesized bold is
    # drawn twice in the PDF, which doubles the text a reader copies or extracts.
    doc.setDefaultStyleSheet(f"body {{ color: {INK}; }} th {{ font-weight: normal; }}")
    doc.setDocumentMargin(0)
    doc.setTextWidth(width)
    doc.setHtml(f"<body>{html_text}</body>")
    return doc


def _draw_doc(painter: QPainter, doc: QTextDocument, x: float, y: float) -> float:
    painter.save()
    painter.translate(x, y)
    doc.drawContents(painter)
    painter.restore()
    return doc.size().height()


class _Pages:
    """Page bookkeeping: the current y, the footer ("Page n of total"), new pages."""

    def __init__(self, writer: QPdfWriter, painter: QPainter, quote: Quote, family: str,
                 total: int) -> None:
        self.writer, self.painter, self.quote, self.family = writer, painter, quote, family
        self.total = total
        rect = writer.pageLayout().paintRectPixels(DPI)
        self.width, self.height = float(rect.width()), float(rect.height())
        self.footer_h = DPI * 0.42  # about 10.7 mm
        self.y = 0.0
        self.page = 1

    @property
    def bottom(self) -> float:
        return self.height - self.footer_h

    def mm(self, mm: float) -> float:
        return mm / 25.4 * DPI

    def new_page(self) -> None:
        self.footer()
        self.writer.newPage()
        self.page += 1
        self.y = 0.0

    def footer(self) -> None:
        p, q = self.painter, self.quote
        top = self.height - self.footer_h
        p.save()
        p.setPen(QPen(QColor(RULE), 2))
        p.drawLine(0, int(top + self.mm(1.5)), int(self.width), int(top + self.mm(1.5)))
        font = QFont(self.family)
        font.setPointSizeF(7.5)
        p.setFont(font)
        p.setPen(QColor(MUTED))
        text_rect = QRectF(0, top + self.mm(2.5), self.width * 0.80, self.footer_h - self.mm(2.5))
        p.drawText(text_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap),
                   q.label("source" if q.sku.price_illustrative else "source_vendor_price"))
        right = QRectF(self.width * 0.80, top + self.mm(2.5), self.width * 0.20,
                       self.footer_h - self.mm(2.5))
        p.drawText(right, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop),
                   f"{q.number}\n{q.label('page').format(n=self.page, total=self.total)}")
        p.restore()

    def caption(self, rect: QRectF, text: str) -> None:
        p = self.painter
        p.save()
        font = QFont(self.family)
        font.setPointSizeF(10.5)
        p.setFont(font)
        p.setPen(QColor(INK))
        p.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
        p.restore()


def render_quote_pdf(quote: Quote, catalog: Catalog, profile: WorkloadProfile,
                     reasons: Sequence[str] = (), family: str | None = None) -> bytes:
    """The quote as PDF bytes (A4, 300 dpi layout), rendered in memory.

    The footer says "Page n of total": the quote is rendered assuming one page, and again
    with the real count when it flows onto more.

    Args:
        quote, catalog, profile, reasons: as for :func:`export_quote_pdf`.
        family: font family; the bundled CJK font when None.

    Returns:
        The whole PDF file, ``%PDF`` ... ``%%EOF``.

    Raises:
        OSError: the PDF writer could not be opened.
    """
    family = family or register_fonts()
    data, pages = _render(quote, catalog, profile, reasons, family, total_pages=1)
    if pages != 1:
        data, again = _render(quote, catalog, profile, reasons, family, total_pages=pages)
        assert again == pages, "the page count changed between the two passes"
    return data


def _render(quote: Quote, catalog: Catalog, profile: WorkloadProfile,
            reasons: Sequence[str], family: str, total_pages: int) -> tuple[bytes, int]:
    """Render the quote into memory; returns (PDF bytes, pages drawn)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(DPI)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait,
                                     QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                                     QPageLayout.Unit.Millimeter))
    writer.setTitle(f"{quote.label('title')} {quote.number} {quote.sku.code}")
    writer.setCreator("Rigwright")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError("cannot start the PDF writer")
    try:
        pages = _Pages(writer, painter, quote, family, total_pages)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.TextAntialiasing)

        doc = _document(_header_html(quote) + _items_html(quote), family, pages.width, writer)
        pages.y += _draw_doc(painter, doc, 0, 0) + pages.mm(4)

        # Diagram (left) and chart (right), side by side; a new page if they do not fit.
        layout = chassis_layout(quote.sku, catalog)
        # The window's diagram, painted by the same code as vectors; without the rule
        # outlines (the verdicts are the engineer's) and in light colours (paper).
        scene = BuildScene(lang=quote.lang, dark=False)
        try:
            scene.set_diagram(build_diagram(build_from_sku(quote.sku, catalog), catalog))
        except (ComponentError, KeyError):
            pass  # cells the reader does not follow: the column stays empty, the quote goes on
        gap = pages.mm(6)
        col_w = (pages.width - gap) / 2
        scene_rect = scene.sceneRect()
        diagram_h = (min(col_w * scene_rect.height() / scene_rect.width(), pages.mm(125))
                     if scene.diagram is not None and scene_rect.width() > 0 else pages.mm(20))
        chart_h = max(pages.mm(85), min(diagram_h, pages.mm(110)))
        cap_h = pages.mm(8)
        block_h = cap_h + max(diagram_h, chart_h)
        if pages.y + block_h > pages.bottom:
            pages.new_page()
        top = pages.y + cap_h

        # The customer's notes only (board power, PSU not stated); the internal checks stay
        # in the window. Below the pictures when they fit there; else under a shortened
        # chart, beside a tall diagram (nine positions); else on the next page.
        notes_html = _notes_html(quote, reasons,
                                 [n.text(quote.lang) for n in layout.customer_notes])
        notes_doc = _document(notes_html, family, pages.width, writer)
        notes_beside = None
        below = top + max(diagram_h, chart_h) + pages.mm(5)
        if not notes_doc.isEmpty() and below + notes_doc.size().height() > pages.bottom:
            beside = _document(notes_html, family, col_w, writer)
            short_chart = diagram_h - pages.mm(4) - beside.size().height()
            if short_chart >= pages.mm(MIN_CHART_MM):
                notes_beside, chart_h = beside, min(chart_h, short_chart)

        pages.caption(QRectF(0, pages.y, col_w, cap_h), quote.label("diagram"))
        pages.caption(QRectF(col_w + gap, pages.y, col_w, cap_h), quote.label("chart"))
        scene.render_to(painter, QRectF(0, top, col_w, diagram_h))
        metric = profile.primary_metric
        label = profile_title(profile, quote.lang)
        render_metric_chart(painter, QRectF(col_w + gap, top, col_w, chart_h), catalog, metric,
                            {quote.sku.gpu}, label, quote.lang,
                            highlight_label=_THIS_QUOTE[quote.lang])
        scene.clear()
        if notes_beside is not None:
            _draw_doc(painter, notes_beside, col_w + gap, top + chart_h + pages.mm(4))
        pages.y = top + max(diagram_h, chart_h) + pages.mm(5)

        if notes_beside is None and not notes_doc.isEmpty():
            if pages.y + notes_doc.size().height() > pages.bottom:
                pages.new_page()
            pages.y += _draw_doc(painter, notes_doc, 0, pages.y)
        pages.footer()
    finally:
        painter.end()
    buffer.close()
    return bytes(buffer.data()), pages.page
