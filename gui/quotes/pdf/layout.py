"""The quote PDF's layout: blocks measured before anything is painted, placed on pages so that
one pass knows the page count and no short note after a table starts a page."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QRectF,
)
from PySide6.QtGui import (
    QPainter,
    QTextDocument,
)

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
            placed = block
            if (
                self.y > 0
                and self.y + need > self.body_h
                and block.alt is not None
                and self.y + block.alt.height <= self.body_h
            ):
                placed = block.alt
            elif self.y > 0 and self.y + need > self.body_h:
                self._new_page()
                if block.header is not None:
                    self._put(block.header)
            self._put(placed)
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
