"""The chassis diagram drawn for a customer document (``BuildScene(customer=True)``): each PSU
its rating and a customer note, never the engineer's load gauges; the window's scene keeps them."""

from __future__ import annotations

import io

from pypdf import PdfReader
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
from PySide6.QtGui import QPageSize, QPainter, QPdfWriter

from rigwright.core.build.diagram import build_diagram
from rigwright.core.build.model import build_from_sku
from rigwright.gui.build.scene import BuildScene


def _painted_text(scene: BuildScene) -> str:
    """The words ``scene`` paints, read back from a one-page PDF, without white space."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    painter = QPainter(writer)
    try:
        scene.render_to(painter, QRectF(0, 0, writer.width(), writer.height()))
    finally:
        painter.end()
    buffer.close()
    page = PdfReader(io.BytesIO(bytes(data.data()))).pages[0]
    return "".join(page.extract_text().split())


def _scene(catalog, number: str, **kwargs) -> BuildScene:
    scene = BuildScene(lang="zh_CN", dark=False, **kwargs)
    scene.set_diagram(build_diagram(build_from_sku(catalog.sku(number), catalog), catalog))
    return scene


def test_the_window_keeps_its_gauges_and_the_customer_sees_the_psu(qtbot, seed_catalog):
    window = _painted_text(_scene(seed_catalog, "1.7"))
    assert "峰值2515W·126%" in window and "持续" in window  # the engineer's verdict
    customer = _scene(seed_catalog, "1.7", customer=True)
    text = _painted_text(customer)
    assert "电源1·2000W" in text
    assert "峰值" not in text and "持续" not in text and "%" not in text


def test_a_psu_not_stated_is_sized_at_assembly_on_the_customer_diagram(qtbot, seed_catalog):
    assert "电源未注明" in _painted_text(_scene(seed_catalog, "3.4"))  # the window's words
    customer = _scene(seed_catalog, "3.4", customer=True)
    customer.psu_note = "装机时按整机功耗选配"
    text = _painted_text(customer)
    assert "装机时按整机功耗选配" in text and "未注明" not in text and "负载" not in text
