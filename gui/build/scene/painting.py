"""Painting of each kind of diagram item (a mixin of :class:`BuildScene`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPen,
    QPolygonF,
)

from rigwright.core.build.diagram import (
    Airflow,
    BayItem,
    BuildDiagram,
    CardItem,
    DimmItem,
    PsuItem,
    SlotItem,
    SocketItem,
)
from rigwright.core.build.rules import ERROR, INFO, WARNING

# The package's ``_text``, looked up at each paint (replacing it there reaches every word).
from rigwright.gui.build import scene
from rigwright.gui.build.scene.drawing import CONNECTOR_GAP, SMALL_PX
from rigwright.gui.build.scene.words import _known_word, slot_label, subtitle_text, word
from rigwright.gui.widgets.fonts import pixel_font

if TYPE_CHECKING:
    from rigwright.gui.build.scene.items import DiagramItem


class ItemPainter:
    """What :class:`BuildScene` paints for each kind of item: the item's body, its severity
    outline and its selection ring, in the scene's colours (``self.c``) and language."""

    def _outline(self, painter: QPainter, item: DiagramItem, radius: float = 4.0) -> None:
        """Severity outline and selection ring of ``item``."""
        d = self.diagram
        severity = d.severity_of(item.key) if d is not None else None
        r = item.extent
        if severity in (ERROR, WARNING):
            painter.setPen(QPen(self.c[severity], 2.6 if severity == ERROR else 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)
        elif severity == INFO and item.key[0] not in ("chassis",):
            info = QColor(self.c["info"])
            info.setAlpha(150)
            painter.setPen(QPen(info, 1.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)
        if item.isSelected():
            pen = QPen(self.c["select"], 2.2)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3.5, -3.5, 3.5, 3.5), radius + 2, radius + 2)

    def paint_item(self, item: DiagramItem, painter: QPainter) -> None:
        """Paint ``item`` (dispatch on its key's kind)."""
        kind = item.key[0]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        getattr(self, f"_paint_{kind}")(item, painter)
        if kind not in ("title", "airflow", "tray", "slot"):
            self._outline(painter, item)

    def _paint_title(self, item: DiagramItem, p: QPainter) -> None:
        d: BuildDiagram = item.model  # type: ignore[assignment]
        w = item.extent.width()
        scene._text(p, QRectF(4, 0, w - 8, 28), d.title, 20, self.c["ink"])
        subtitle = subtitle_text(d, self.lang)
        if d.gpu_range is not None:
            subtitle += " · " + word("range", self.lang, low=d.gpu_range[0], high=d.gpu_range[1])
        scene._text(p, QRectF(4, 28, w - 8, 22), subtitle, 13, self.c["muted"])

    def _paint_chassis(self, item: DiagramItem, p: QPainter) -> None:
        r = item.extent
        p.setPen(QPen(self.c["case_edge"], 2.0))
        p.setBrush(self.c["case"])
        p.drawRoundedRect(r, 8, 8)
        scene._text(
            p,
            QRectF(4, r.height() + 2, 80, 16),
            "◀ " + word("rear", self.lang),
            12,
            self.c["muted"],
        )
        scene._text(
            p,
            QRectF(r.width() - 84, r.height() + 2, 80, 16),
            word("front", self.lang) + " ▶",
            12,
            self.c["muted"],
            Qt.AlignmentFlag.AlignRight,
        )

    def _paint_board(self, item: DiagramItem, p: QPainter) -> None:
        p.setPen(QPen(self.c["board_edge"], 1.2))
        p.setBrush(self.c["board"])
        p.drawRoundedRect(item.extent, 4, 4)

    def _paint_socket(self, item: DiagramItem, p: QPainter) -> None:
        s: SocketItem = item.model  # type: ignore[assignment]
        r = item.extent
        p.setPen(QPen(self.c["socket_edge"], 1.2))
        p.setBrush(self.c["socket"])
        p.drawRoundedRect(r, 3, 3)
        p.setPen(QPen(self.c["socket_edge"], 0.8))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(r.adjusted(8, 8, -8, -8))
        scene._text(
            p,
            QRectF(4, 10, r.width() - 8, 16),
            word("cpu", self.lang, n=s.index + 1),
            13,
            self.c["ink"],
            Qt.AlignmentFlag.AlignHCenter,
        )
        name = (
            s.cpu.split(",")[0].split(" (")[0].replace("Intel ", "").replace("Platinum", "Plat.")
            if s.stated
            else word("cpu_not_stated", self.lang)
        )
        scene._text(
            p,
            QRectF(4, 28, r.width() - 8, 14),
            name,
            SMALL_PX,
            self.c["muted"],
            Qt.AlignmentFlag.AlignHCenter,
        )
        if s.power_w:
            scene._text(
                p,
                QRectF(4, 43, r.width() - 8, 14),
                f"{s.power_w} W",
                SMALL_PX,
                self.c["muted"],
                Qt.AlignmentFlag.AlignHCenter,
            )

    def _paint_dimm(self, item: DiagramItem, p: QPainter) -> None:
        dimm: DimmItem = item.model  # type: ignore[assignment]
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.c["dimm"] if dimm.module_gb else self.c["dimm_empty"])
        p.drawRoundedRect(item.extent, 1.5, 1.5)

    def _paint_slot(self, item: DiagramItem, p: QPainter) -> None:
        s: SlotItem = item.model  # type: ignore[assignment]
        r = item.extent
        occupied = s.card is not None
        color = self.c["ink"] if occupied else self.c["muted"]
        if self.drop_opening == s.opening:
            p.setPen(QPen(self.c["drop"], 2.4, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r, 4, 4)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.c["connector"])
        p.drawRoundedRect(QRectF(0, 0, r.right(), 6), 1.5, 1.5)
        # the label ends just outside the chassis's rear wall (scene x = -6)
        label_w = -r.left() - s.rect.x - 6
        attached = _known_word(s.attached_to, self.lang)
        label = slot_label(s, self.lang)
        label_h = r.height() - 2
        if label_h >= 28:
            scene._text(p, QRectF(r.left(), 0, label_w, 16), label, 12, color)
            scene._text(p, QRectF(r.left(), 16, label_w, 14), attached, SMALL_PX, self.c["muted"])
        else:
            scene._text(
                p, QRectF(r.left(), 0, label_w, label_h), f"{label} · {attached}", SMALL_PX, color
            )
        if item.isSelected():
            p.setPen(QPen(self.c["select"], 2.0))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(r.left() - 2, -1, label_w + 4, label_h), 3, 3)

    def _paint_card(self, item: DiagramItem, p: QPainter) -> None:
        c: CardItem = item.model  # type: ignore[assignment]
        r = item.extent
        known = c.length_mm is not None
        p.setPen(
            QPen(self.c["card_edge"], 1.3, Qt.PenStyle.SolidLine if known else Qt.PenStyle.DashLine)
        )
        p.setBrush(self.c["card"])
        p.drawRoundedRect(r, 4, 4)
        # the bracket at the rear, the PCIe fingers along the top edge
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.c["bracket"])
        p.drawRect(QRectF(0, -3, 5, r.height() + 3))
        if r.height() >= 30:  # a one-slot card's words fill it: the fingers would cross them
            p.setBrush(self.c["connector"])
            p.drawRect(QRectF(CONNECTOR_GAP + 10, 0, 89, 3))
        # the cooler, at the front end
        fan_d = min(r.height() - 8, 30.0)
        fan_y = (r.height() - fan_d) / 2
        p.setPen(QPen(self.c["fan"], 1.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        if c.cooler == "blower":
            fx = r.width() - fan_d - 8
            p.drawEllipse(QRectF(fx, fan_y, fan_d, fan_d))
            p.drawEllipse(QRectF(fx + fan_d * 0.3, fan_y + fan_d * 0.3, fan_d * 0.4, fan_d * 0.4))
            # a blower exhausts through the bracket: an arrow out of the rear
            air = QColor(self.c["air"])
            p.setPen(QPen(air, 1.6))
            y = r.height() / 2
            p.drawLine(QPointF(2, y), QPointF(-12, y))
            p.setBrush(air)
            p.drawPolygon(QPolygonF([QPointF(-16, y), QPointF(-9, y - 3.5), QPointF(-9, y + 3.5)]))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(self.c["fan"], 1.2))
        elif c.cooler == "open-air":
            n = 3 if r.width() > 290 else 2
            for k in range(n):
                fx = r.width() - (k + 1) * (fan_d + 8)
                p.drawEllipse(QRectF(fx, fan_y, fan_d, fan_d))
                p.drawLine(
                    QPointF(fx + fan_d / 2, fan_y + 3), QPointF(fx + fan_d / 2, fan_y + fan_d - 3)
                )
        elif c.cooler == "passive":
            for k in range(8):
                fx = r.width() - 12 - k * 6
                p.drawLine(QPointF(fx, 5), QPointF(fx, r.height() - 5))
        cooler_w = {"open-air": 3 * (fan_d + 8), "passive": 60.0, "blower": fan_d + 14}.get(
            c.cooler, 8.0
        )
        text_w = r.width() - 24 - cooler_w
        bridge_x = self._bridge_x(c)
        if bridge_x is not None:  # the words end before the NVLink bridge drawn over the card
            text_w = min(text_w, bridge_x - item.pos().x() - 12 - 4)
        detail = [
            word("slots", self.lang, n=c.slot_width),
            f"{c.board_power_w} W" if c.board_power_w is not None else "? W",
            f"{c.length_mm:g} mm" if c.length_mm is not None else "? mm",
            _known_word(c.cooler, self.lang),
        ]
        if self.customer:  # a customer reads what is known, never "? mm" or "cooler n/a"
            known = (True, c.board_power_w is not None, c.length_mm is not None)
            detail = [d for d, k in zip(detail, (*known, c.cooler != "unknown"), strict=True) if k]
        if r.height() >= 30:
            name_w = text_w
            if c.link_lanes is not None:
                # the PCIe link the card gets, at the right of its name, which is cut short of it
                link = word("link", self.lang, n=c.link_lanes)
                link_w = QFontMetricsF(pixel_font(SMALL_PX)).horizontalAdvance(link) + 2
                name_w = text_w - link_w - 6
                scene._text(
                    p,
                    QRectF(12, 4, text_w, 18),
                    link,
                    SMALL_PX,
                    self.c["warning"] if c.link_lanes < 16 else self.c["muted"],
                    Qt.AlignmentFlag.AlignRight,
                )
            scene._text(
                p, QRectF(12, 4, name_w, 18), f"{c.index + 1}  {c.model}", 14, self.c["ink"]
            )
            scene._text(
                p, QRectF(12, 21, text_w, 15), " · ".join(detail), SMALL_PX, self.c["muted"]
            )
        else:
            if c.link_lanes is not None:
                detail.append(word("link", self.lang, n=c.link_lanes))
            scene._text(
                p,
                QRectF(12, 0, text_w, r.height()),
                f"{c.index + 1}  {c.model} · " + " · ".join(detail),
                SMALL_PX,
                self.c["ink"],
            )

    def _bridge_x(self, card: CardItem) -> float | None:
        """The scene x of the NVLink bridge drawn over ``card``, or None (no bridge)."""
        d = self.diagram
        for bridge in d.bridges if d is not None else ():
            if card.index in bridge.cards:
                return bridge.rect.x
        return None

    def _paint_bridge(self, item: DiagramItem, p: QPainter) -> None:
        r = item.extent
        p.setPen(Qt.PenStyle.NoPen)
        color = QColor(self.c["bridge"])
        color.setAlpha(220)
        p.setBrush(color)
        p.drawRoundedRect(r, 5, 5)
        p.save()
        p.translate(r.width() / 2, r.height() / 2)
        p.rotate(-90)
        scene._text(
            p,
            QRectF(-r.height() / 2, -8, r.height(), 16),
            "NVLink",
            12,
            self.c["bg"],
            Qt.AlignmentFlag.AlignHCenter,
        )
        p.restore()

    def _paint_bay(self, item: DiagramItem, p: QPainter) -> None:
        b: BayItem = item.model  # type: ignore[assignment]
        r = item.extent
        p.setPen(QPen(self.c["bay_edge"], 1.0))
        p.setBrush(self.c["bay"])
        p.drawRoundedRect(r, 3, 3)
        scene._text(p, r.adjusted(8, 0, -6, 0), self.drive_text(b), 12, self.c["ink"])

    def _paint_psu(self, item: DiagramItem, p: QPainter) -> None:
        psu: PsuItem = item.model  # type: ignore[assignment]
        r = item.extent
        if self.customer:
            self._paint_customer_psu(psu, r, p)
            return
        stated = psu.rating_w is not None
        p.setPen(
            QPen(
                self.c["psu_edge"] if stated else self.c["faint"],
                1.3,
                Qt.PenStyle.SolidLine if stated else Qt.PenStyle.DashLine,
            )
        )
        p.setBrush(self.c["psu"] if stated else Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r, 5, 5)
        head = (
            word("psu", self.lang, n=psu.index + 1) + f" · {psu.rating_w} W"
            if stated
            else word("psu_not_stated", self.lang)
        )
        scene._text(p, QRectF(8, 3, r.width() - 16, 20), head, 14, self.c["ink"])
        if not stated:
            text = (
                word("load_total", self.lang, w=psu.sustained_w)
                if psu.sustained_w is not None
                else word("load_unknown", self.lang)
            )
            scene._text(p, QRectF(8, 26, r.width() - 16, 18), text, 12, self.c["muted"])
            return
        self._gauge(
            p,
            QRectF(8, 26, r.width() - 16, 26),
            word("sustained", self.lang),
            psu.sustained_w,
            psu.rating_w,
            psu.sustained_limit_w,
        )
        self._gauge(
            p,
            QRectF(8, 55, r.width() - 16, 26),
            word("peak", self.lang),
            psu.peak_w,
            psu.rating_w,
            psu.peak_limit_w,
        )

    def _paint_customer_psu(self, psu: PsuItem, r: QRectF, p: QPainter) -> None:
        """A PSU on a customer document: its rating (or only "PSU" when the catalog states
        none) and the scene's ``psu_note`` under it; a load over a rating is the engineer's
        verdict, never printed."""
        p.setPen(QPen(self.c["psu_edge"], 1.3))
        p.setBrush(self.c["psu"])
        p.drawRoundedRect(r, 5, 5)
        head = word("psu", self.lang, n=psu.index + 1)
        if psu.rating_w is not None:
            head += f" · {psu.rating_w} W"
        scene._text(p, QRectF(8, 3, r.width() - 16, 20), head, 14, self.c["ink"])
        if self.psu_note:
            scene._text(p, QRectF(8, 26, r.width() - 16, 18), self.psu_note, 12, self.c["muted"])

    def _gauge(
        self,
        p: QPainter,
        r: QRectF,
        label: str,
        value: int | None,
        rating: int | None,
        limit: int | None,
    ) -> None:
        """A labelled bar: ``value`` against ``rating`` (the full bar is 2 × the rating for
        peaks above it), a tick at ``limit``."""
        if value is None or not rating:
            scene._text(
                p,
                QRectF(r.left(), r.top(), r.width(), 14),
                word("gauge_unknown", self.lang, label=label),
                SMALL_PX,
                self.c["muted"],
            )
            return
        share = value / rating
        scene._text(
            p,
            QRectF(r.left(), r.top(), r.width(), 13),
            f"{label} {value} W · {share:.0%}",
            SMALL_PX,
            self.c["ink"],
        )
        scale = max(1.0, share, (limit or 0) / rating) * 1.05
        bar = QRectF(r.left(), r.top() + 14, r.width(), 9)
        p.setPen(QPen(self.c["faint"], 0.8))
        p.setBrush(self.c["gauge_bg"])
        p.drawRect(bar)
        over = limit is not None and value > limit
        color = (
            self.c["bad"]
            if value > rating and (limit is None or over)
            else (self.c["warn"] if over else self.c["ok"])
        )
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        p.drawRect(
            QRectF(bar.left(), bar.top(), bar.width() * min(share / scale, 1.0), bar.height())
        )
        p.setPen(QPen(self.c["ink"], 1.2))
        x = bar.left() + bar.width() / scale  # the rating
        p.drawLine(QPointF(x, bar.top() - 2), QPointF(x, bar.bottom() + 2))
        if limit is not None and limit != rating:
            x = bar.left() + bar.width() * (limit / rating) / scale
            p.setPen(QPen(self.c["muted"], 1.0, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(x, bar.top() - 2), QPointF(x, bar.bottom() + 2))

    def _paint_airflow(self, item: DiagramItem, p: QPainter) -> None:
        a: Airflow = item.model  # type: ignore[assignment]
        x0 = item.pos().x()
        start = QPointF(a.start[0] - x0, 12)
        end = QPointF(a.end[0] - x0, 12)
        color = QColor(self.c["air"])
        color.setAlpha(200)
        p.setPen(QPen(color, 2.4))
        p.drawLine(start, end)
        direction = -1 if end.x() < start.x() else 1
        head = QPolygonF(
            [
                end,
                QPointF(end.x() - direction * 9, end.y() - 5),
                QPointF(end.x() - direction * 9, end.y() + 5),
            ]
        )
        p.setBrush(color)
        p.drawPolygon(head)
        label = _known_word(a.label, self.lang)
        rect = QRectF(min(start.x(), end.x()), -8, abs(end.x() - start.x()), 14)
        scene._text(p, rect, label, SMALL_PX, color, Qt.AlignmentFlag.AlignHCenter)

    def _paint_tray(self, item: DiagramItem, p: QPainter) -> None:
        if self.customer:  # a verdict the engineer overrode: never argued on the customer's copy
            return
        scene._text(p, item.extent, word("no_slot", self.lang), 13, self.c["error"])

    # -- selection -----------------------------------------------------------------------
