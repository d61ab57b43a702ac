"""One workstation of the presentation view (:mod:`rigwright.gui.shell.present`), as the
customer sees it: its name, the chassis diagram as the quote prints it, what it holds, how fast
it is for the workload and its price in the market's currency; never an internal figure."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QLabel, QSizePolicy, QVBoxLayout

from rigwright.core.build.model import Build
from rigwright.core.catalog.labels import metric_text
from rigwright.core.catalog.model import Catalog
from rigwright.core.compare.chart_data import Candidate
from rigwright.core.pricing.exchange import ExchangeRate, convert_from_cny
from rigwright.core.pricing.money import MoneyStyle, format_money
from rigwright.core.recommend.sized import SkuSizing
from rigwright.gui.build.scene.build_scene import BuildScene
from rigwright.gui.ranking.fit_column import fit_words
from rigwright.gui.widgets.i18n import current_language, tr_text

_SUMMED = ("memory_gb", "tensor_tflops", "fp16_tflops", "fp32_tflops", "cuda_cores", "tensor_cores")
"""Metrics whose figure for a workstation is the sum over its cards (bandwidth is per card)."""

_UNITS = {
    "memory_gb": "GB",
    "memory_bandwidth_gbs": "GB/s",
    "tensor_tflops": "TFLOPS",
    "fp16_tflops": "TFLOPS",
    "fp32_tflops": "TFLOPS",
}


@dataclass(frozen=True, slots=True)
class Money:
    """The money a card is priced in: ``currency`` (ISO 4217) and the ``rate`` that converts
    catalog CNY to it (None: CNY, or no rate to be had, then ``currency`` is "CNY")."""

    currency: str
    rate: ExchangeRate | None


def price_words(amount_cny: Decimal | int | None, money: Money, illustrative: bool) -> str:
    """``amount_cny`` in ``money``'s currency to the whole unit, as the window writes it in
    its language ("NT$412,345.00", "¥89,990 CNY"), "※" after an illustrative price; "price on
    request" for a price to be set (never a guess)."""
    if amount_cny is None:
        return QCoreApplication.translate("PresentCard", "price on request")
    shown = convert_from_cny(Decimal(amount_cny), money.rate).quantize(
        Decimal(1), rounding=ROUND_HALF_UP
    )
    style = MoneyStyle.SCREEN if money.currency == "CNY" else MoneyStyle.SCREEN_DOCUMENT
    text = format_money(shown, current_language(), style, money.currency)
    return f"{text} ※" if illustrative else text


def holds_words(build: Build, catalog: Catalog) -> str:
    """What the build holds: "4 × RTX 6000 Ada, 192 GB GPU memory" ("no GPU" for none)."""
    total, parts = 0.0, []
    for line in build.gpus:
        parts.append(f"{line.count} × {line.model}")
        with contextlib.suppress(KeyError):
            memory = catalog.gpu(line.model).memory_gb
            total += float(memory or 0) * line.count
    if not parts:
        return QCoreApplication.translate("PresentCard", "no GPU")
    text = QCoreApplication.translate("PresentCard", "{gpus}, {memory} GB GPU memory").format(
        gpus=" + ".join(parts), memory=f"{total:g}"
    )
    return text.replace(" GB", "\u00a0GB")  # a unit never wraps away from its figure


def _number(value: float) -> str:
    return f"{value:,.0f}" if value >= 100 else f"{value:,.3g}"


def speed_words(sized: SkuSizing | None, build: Build, catalog: Catalog, metric: str) -> str:
    """How fast the build is for the workload: with a sized model, the cards that hold it
    and its speed (tokens/s or hours of training, from :mod:`rigwright.core.sizing.speed`);
    otherwise the workload's key figure, ``metric`` summed over the cards (per card for
    bandwidth). "" when nothing is known."""
    if sized is not None:
        gpu = None
        with contextlib.suppress(KeyError, IndexError):
            gpu = catalog.gpu(build.gpus[0].model)
        held = fit_words(sized.fit, gpu.memory_gb if gpu is not None else None)
        speed = sized.speed
        if speed.tokens_per_s is not None:
            fast = QCoreApplication.translate("PresentCard", "≈ {n} tokens/s").format(
                n=_number(speed.tokens_per_s)
            )
        elif speed.hours is not None:
            fast = QCoreApplication.translate("PresentCard", "≈ {n} h of training").format(
                n=_number(speed.hours)
            )
        else:
            fast = tr_text(speed.missing) if speed.missing is not None else ""
        return " · ".join(t for t in (held, fast) if t)
    total, known = 0.0, False
    for line in build.gpus:
        try:
            value = getattr(catalog.gpu(line.model), metric, None)
        except KeyError:
            value = None
        if value is None:
            continue
        known = True
        total = total + float(value) * line.count if metric in _SUMMED else max(total, float(value))
    if not known:
        return ""
    unit = _UNITS.get(metric, "")
    figure = f"{_number(total)}\u00a0{unit}" if unit else _number(total)
    name = tr_text(metric_text(metric))
    if metric in _SUMMED:
        return QCoreApplication.translate("PresentCard", "{metric}: {figure} in all").format(
            metric=name, figure=figure
        )
    return QCoreApplication.translate("PresentCard", "{metric}: {figure} per card").format(
        metric=name, figure=figure
    )


class _DiagramView(QGraphicsView):
    """The card's diagram, fitted to the space it has; looked at, never edited."""

    def __init__(self, scene: BuildScene, parent=None):
        super().__init__(scene, parent)
        self.setObjectName("presentDiagram")
        self.setInteractive(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(120)

    def fit(self) -> None:
        rect = self.scene().sceneRect()
        if rect.width() > 0:
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()


class PresentCard(QFrame):
    """A workstation's card: ``title`` (its code), the diagram, ``holds``, ``speed`` and
    ``price`` labels. :meth:`show_candidate` fills it; :attr:`current` marks the one the
    presenter talks about (a thicker border)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("presentCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.candidate: Candidate | None = None
        self.scene = BuildScene(self, dark=False, customer=True)
        self.diagram = _DiagramView(self.scene, self)
        self.title = QLabel(self)
        self.title.setObjectName("presentTitle")
        self.holds = QLabel(self)
        self.holds.setObjectName("presentHolds")
        self.speed = QLabel(self)
        self.speed.setObjectName("presentSpeed")
        self.price = QLabel(self)
        self.price.setObjectName("presentPrice")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(self.title)
        layout.addWidget(self.diagram, 1)
        for label in (self.title, self.holds, self.speed, self.price):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        for label in (self.holds, self.speed, self.price):
            layout.addWidget(label)
        self.set_current(False)

    def set_current(self, current: bool) -> None:
        """Mark this card as the one talked about (an accent border) or not."""
        self.current = current
        # The same width either way: the card's content never moves when it becomes current.
        colour = "#1f6fd1" if current else "#d5dae1"
        self.setStyleSheet(
            f"QFrame#presentCard {{ border: 4px solid {colour}; border-radius: 10px; }}"
        )

    def show_candidate(
        self,
        candidate: Candidate,
        catalog: Catalog,
        money: Money,
        metric: str,
        sized: SkuSizing | None,
    ) -> None:
        """Show ``candidate`` priced in ``money``; its speed from ``sized`` (a sized model)
        or the workload's ``metric``."""
        from rigwright.core.build.diagram import build_diagram
        from rigwright.core.quote.assurance import quoted_psu

        self.candidate = candidate
        build = candidate.build
        name = candidate.sku.code if candidate.sku is not None else tr_text(candidate.label_text)
        self.title.setText(name)
        self.title.setToolTip(name)
        self.scene.set_diagram(None)
        # A build the diagram cannot lay out leaves the space empty; the card goes on.
        with contextlib.suppress(KeyError, ValueError):
            self.scene.psu_note = quoted_psu(build, catalog).diagram_note(current_language())
            self.scene.set_diagram(build_diagram(build, catalog))
        self.diagram.fit()
        self.holds.setText(holds_words(build, catalog))
        self.speed.setText(speed_words(sized, build, catalog, metric))
        self.speed.setVisible(bool(self.speed.text()))
        self.price.setText(price_words(candidate.price_cny, money, candidate.illustrative))
