"""The chassis diagram on paper: every label prints at 7 pt or more at the scale the quote PDF
draws it, and no label overlaps another label, an NVLink bridge, an airflow arrow or the
board's and chassis's outlines. Read from the layout (the text boxes the painter is given and
the diagram's own rectangles), not from pixels."""

from __future__ import annotations

import io
from dataclasses import dataclass

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

import rigwright.gui.build.scene as scene_module
from rigwright.core.build.diagram import build_diagram
from rigwright.core.build.model import build_from_json, build_from_sku, build_to_json
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.quote.document import QuoteDocument, resolve_quote
from rigwright.gui.build.scene import BuildScene
from rigwright.gui.quotes.pdf import ensure_app, render_quote_pdf
from rigwright.gui.quotes.pdf.options import DIAGRAM_MAX_MM, MIN_LABEL_PT, diagram_size
from rigwright.gui.quotes.pdf.style import DPI, MARGIN_MM
from rigwright.gui.widgets.fonts import pixel_font

TEXT_WIDTH_MM = 210.0 - 2 * MARGIN_MM
PT_PER_MM = 72 / 25.4


@dataclass
class Label:
    text: str
    box: QRectF  # where the glyphs are, device coordinates
    px: float  # the font's pixel size, device coordinates


def _record(monkeypatch) -> list[Label]:
    """Every word the diagram paints, with its box and size as the painter maps them."""
    labels: list[Label] = []
    original = scene_module._text

    def recording(painter, rect, text, px, color, align=Qt.AlignmentFlag.AlignLeft):
        font = pixel_font(px)
        metrics = QFontMetricsF(font)
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
        width = min(metrics.horizontalAdvance(shown), rect.width())
        if align & Qt.AlignmentFlag.AlignHCenter:
            left = rect.center().x() - width / 2
        elif align & Qt.AlignmentFlag.AlignRight:
            left = rect.right() - width
        else:
            left = rect.left()
        height = metrics.ascent() + metrics.descent()
        box = QRectF(left, rect.center().y() - height / 2, width, height)
        transform = painter.transform()
        if shown.strip():
            labels.append(Label(shown, transform.mapRect(box), px * abs(transform.m22() or 1)))
        original(painter, rect, text, px, color, align)

    monkeypatch.setattr(scene_module, "_text", recording)
    return labels


def _catalog_builds():
    """Every SKU of both catalogs, and custom builds of 9 bridged cards."""
    seed = load_catalog_files("seed-2020")
    current = load_catalog_files("current")
    builds = []
    for catalog in (seed, current):
        builds += [(catalog, build_from_sku(s, catalog)) for s in catalog.skus]
    data = build_to_json(build_from_sku(seed.sku("3.7"), seed))
    builds.append((seed, build_from_json({**data, "nvlink": True}, seed)))
    data = build_to_json(build_from_sku(seed.sku("1.7"), seed))
    builds.append((seed, build_from_json({**data, "nvlink": True}, seed)))
    return builds


BUILDS = _catalog_builds()


def _scene(catalog, build, lang="zh_CN") -> BuildScene:
    scene = BuildScene(lang=lang, dark=False)
    scene.set_diagram(build_diagram(build, catalog))
    return scene


def _paint(scene: BuildScene, target: QRectF) -> None:
    image = QImage(
        max(1, int(target.width())), max(1, int(target.height())), QImage.Format.Format_RGB32
    )
    painter = QPainter(image)
    try:
        scene.render_to(painter, target)
    finally:
        painter.end()


@pytest.mark.parametrize("lang", ["zh_CN", "en"])
def test_every_label_prints_at_seven_points(qtbot, monkeypatch, lang):
    ensure_app()
    labels = _record(monkeypatch)
    smallest = []
    for catalog, build in BUILDS:
        scene = _scene(catalog, build, lang)
        rect = scene.sceneRect()
        # The quote's scale: the text width, no taller than DIAGRAM_MAX_MM (mm of paper per
        # mm of chassis).
        w, _h = diagram_size(rect.width(), rect.height(), TEXT_WIDTH_MM, DIAGRAM_MAX_MM)
        scale = w / rect.width()
        labels.clear()
        _paint(scene, QRectF(0, 0, rect.width(), rect.height()))  # 1 device unit = 1 scene mm
        low = min(labels, key=lambda label: label.px)
        smallest.append((low.px * scale * PT_PER_MM, build.label or build.chassis, low.text))
    assert min(smallest)[0] >= MIN_LABEL_PT, min(smallest)


def _edges(r) -> list[QRectF]:
    """The four sides of a rectangle outline, 1 mm thick."""
    return [
        QRectF(r.x - 0.5, r.y, 1, r.h),
        QRectF(r.x + r.w - 0.5, r.y, 1, r.h),
        QRectF(r.x, r.y - 0.5, r.w, 1),
        QRectF(r.x, r.y + r.h - 0.5, r.w, 1),
    ]


def _overlap(a: QRectF, b: QRectF) -> bool:
    inter = a.intersected(b)
    return inter.width() > 0.5 and inter.height() > 0.5


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_no_label_overlaps_another_or_a_drawn_part(qtbot, monkeypatch, lang):
    ensure_app()
    labels = _record(monkeypatch)
    problems = []
    for catalog, build in BUILDS:
        scene = _scene(catalog, build, lang)
        d = scene.diagram
        rect = scene.sceneRect()
        labels.clear()
        _paint(scene, QRectF(0, 0, rect.width(), rect.height()))
        # back to scene coordinates
        found = [Label(lb.text, lb.box.translated(rect.left(), rect.top()), lb.px) for lb in labels]
        shapes = [("board outline", e) for e in _edges(d.board_rect)]
        shapes += [("chassis outline", e) for e in _edges(d.chassis_rect)]
        shapes += [
            ("NVLink bridge", QRectF(b.rect.x, b.rect.y, b.rect.w, b.rect.h)) for b in d.bridges
        ]
        for a in d.airflow:
            shapes.append(
                (f"{a.label} arrow", QRectF(min(a.start[0], a.end[0]), a.start[1] - 5,
                                             abs(a.end[0] - a.start[0]), 10))
            )  # fmt: skip
        name = build.label or build.chassis
        for i, one in enumerate(found):
            for other in found[i + 1 :]:
                if _overlap(one.box, other.box):
                    problems.append((name, one.text, other.text))
            for what, shape in shapes:
                if what == "NVLink bridge" and one.text == "NVLink":
                    continue  # the bridge's own word, inside it
                if _overlap(one.box, shape):
                    problems.append((name, one.text, what))
    assert problems == []


def test_the_quote_draws_the_diagram_at_that_scale(qtbot, monkeypatch, seed_catalog):
    """The PDF itself: the labels of an option's diagram, in device pixels of the 300-dpi page,
    are at least 7 pt."""
    ensure_app()
    labels = _record(monkeypatch)
    data = {
        "date": "2026-11-30",
        "lang": "zh_CN",
        "customer": {"company": "深圳某某视觉科技有限公司"},
        "options": [{"title": "方案", "items": [{"kind": "sku", "sku": "3.7"}]}],
    }
    quote = resolve_quote(QuoteDocument.model_validate(data), seed_catalog)
    pdf = render_quote_pdf(quote, seed_catalog)
    assert len(PdfReader(io.BytesIO(pdf)).pages) >= 2
    assert labels, "the diagram was drawn"
    smallest = min(labels, key=lambda label: label.px)
    assert smallest.px * 72 / DPI >= MIN_LABEL_PT, smallest
