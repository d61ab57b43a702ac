"""The Qt binding itself: guards against binding bugs that would crash the app in the field."""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen


def test_void_painter_calls_keep_none_alive(qapp):
    """PySide6 6.12.0 decrements None's reference count on every void QPainter call; on
    Python 3.11 None is then deallocated and the process aborts after enough redraws."""
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    rect = QRectF(0, 0, 30, 10)
    try:
        before = sys.getrefcount(None)
        for _ in range(200):
            painter.setFont(QFont())
            painter.setPen(QPen(QColor("#123456")))
            painter.setBrush(QColor("#abcdef"))
            painter.drawRect(rect)
            painter.drawRoundedRect(rect, 2, 2)
            painter.drawLine(QPointF(0, 0), QPointF(5, 5))
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft), "x")
        after = sys.getrefcount(None)
    finally:
        painter.end()
    # A correct binding leaves None's count where it was (give or take a few references
    # held by the interpreter meanwhile); the faulty one drops it by about 1 per call.
    assert after - before > -50, f"None lost {before - after} references in 1400 painter calls"
