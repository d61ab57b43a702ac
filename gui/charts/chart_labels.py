"""The build charts' shared constants, colours and words: tick and price texts, build labels,
notes (what every chart of :mod:`rigwright.gui.charts.build_charts` writes).
"""

from __future__ import annotations

import html
import math
from collections.abc import Iterable, Sequence
from decimal import Decimal

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from rigwright.core.compare.chart_data import (
    CHANGED,
    CUSTOM,
    SKU,
    Candidate,
)
from rigwright.core.pricing.money import MoneyStyle, format_cny
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.charts.gpu_metric import (
    ChartColors,
)
from rigwright.gui.widgets import i18n

PIXEL_SIZE = 12
"""Tick and label text, px (scene units: exports keep the proportions)."""
NOTE_PIXEL_SIZE = 11
"""The small print under a chart, px."""
HIT_RADIUS = 8.0
"""How near (scene px) the pointer must be to a point or a line to hover or click it."""
NOTE_MAX_CHARS = 150
"""The note under a chart is cut here ("…"): it must stay one line at ~900 px."""
THROUGHPUT_AXIS = QT_TRANSLATE_NOOP("BuildChart", "Throughput (1 GPU = its score)")
"""The throughput axis's label: a build's throughput is its GPUs' scores for the workload after
multi-GPU scaling, so one GPU's is its score (a :class:`rigwright.core.text.i18n.Text`: drawn in the
window's language, ``str()`` is the English)."""
SCALE_TEXT = QT_TRANSLATE_NOOP(
    "BuildChart", "GPU scores 0–100: 100 = best in the catalog on every weighted metric"
)
"""What the GPU scores, and so the throughput figures, are relative to
(:func:`rigwright.core.recommend.ranking.score_figures`: no GPU need reach 100)."""
ILLUSTRATIVE = QT_TRANSLATE_NOOP("BuildChart", "※ illustrative")
"""The mark of an illustrative price."""
RING_SIZE = 22
"""The selection ring's diameter, scene px (its pen is 2 px)."""
EDGE_PAD = 14.0
"""Scene px between the outermost points and the plot's edge: a ring there stays whole."""
FAR_BUDGET = 2.0
"""A budget is drawn as a line only when the price axis, widened to it, spans at most this
many times the builds' own span (on the log axis); further out it is said in words."""
MIN_DECADES = 0.5
"""The narrowest the log price axis gets, decades (one build, or builds at one price)."""

PROBLEM = {False: QColor("#c0392b"), True: QColor("#ff7b72")}
"""A bar over its limit, on a light / dark background (5.4:1 on white; 6:1 on #1e1e1e)."""
SERIES = {
    False: (
        QColor("#2f6fb0"),
        QColor("#c05a00"),
        QColor("#2e7d32"),
        QColor("#8e44ad"),
        QColor("#00838f"),
    ),
    True: (
        QColor("#5b9bd5"),
        QColor("#f0a35e"),
        QColor("#6cc070"),
        QColor("#c39bd3"),
        QColor("#4dd0e1"),
    ),
}
"""Line colours of the scaling chart, light / dark; each line has its own symbol too."""
SERIES_SYMBOLS = ("o", "s", "t", "d", "h")
KIND_SYMBOLS = {CUSTOM: "s", CHANGED: "d"}
"""Point symbol per candidate kind; SKUs are circles ("o")."""
KIND_MARKS: tuple[tuple[str, str, Text], ...] = (
    (SKU, "●", QT_TRANSLATE_NOOP("PricePerformanceChart", "SKU")),
    (CUSTOM, "■", QT_TRANSLATE_NOOP("PricePerformanceChart", "custom")),
    (CHANGED, "◆", QT_TRANSLATE_NOOP("PricePerformanceChart", "changed")),
)
"""The price chart's legend: each kind's mark and name, listed when a point of it is drawn."""


def dark_colors(colors: ChartColors) -> bool:
    return colors.background.lightness() < 128


COMPACT_FROM = 10_000
"""A price axis reaching this far (CNY) writes its ticks compact ("¥20k", "¥2万")."""


def cny_tick(value: float, compact: bool = True, step: float | None = None) -> str:
    """A price axis tick in English: compact "¥200k", "¥2.5k", "¥1M", "¥1.5M", "¥1,000B"
    (never "1e+06"; below ¥1,000 "¥800"); not compact "¥1,500" (every tick of one axis in
    one form, see :class:`CnyAxisItem`). ``step``: the ticks' spacing (CNY), which sets the
    decimals (:func:`rigwright.core.pricing.money.format_cny`, tick styles)."""
    return format_cny(value, "en", _tick_style(compact), step=step)


def money(amount: Decimal) -> str:
    """A price as the charts write it in the window's language: "¥89,990" in English (the charts'
    titles and axes say CNY), :func:`rigwright.gui.widgets.i18n.money_text` in Chinese ("¥89,990",
    "¥89,990 CNY")."""
    if i18n.current_language() == "en":
        return format_cny(amount)
    return i18n.money_text(amount)


def price_tick(value: float, compact: bool = True, step: float | None = None) -> str:
    """A price axis tick in the window's language, without the currency code the axis's title gives
    (:func:`rigwright.core.pricing.money.format_cny`, tick styles): :func:`cny_tick` in English; in
    Chinese compact ticks in 万/萬 and 亿/億 ("¥5万", "¥1.2亿", "¥2,500"). ``step``: the ticks'
    spacing (CNY): as many decimals as it needs, no more."""
    return format_cny(value, i18n.current_language(), _tick_style(compact), step=step)


def price_figure(amount: Decimal) -> str:
    """An exact price beside a bar (the panel's title says what it is per): as
    :func:`money`, without the currency code."""
    return money(amount).removesuffix(" CNY")


def list_text(items: Iterable[str]) -> str:
    """``items`` as a list in the window's language ("A, B" / "A、B")."""
    return QCoreApplication.translate("BuildChart", ", ").join(items)


def log_price(price: Decimal | float) -> float:
    """The price chart's view x of ``price`` CNY (> 0): ``log10(price)``."""
    return math.log10(float(price))


def watts(value: int | None) -> str:
    """``3215`` -> ``"3,215 W"``; "unknown" (in the window's language) for None."""
    if value is None:
        return QCoreApplication.translate("BuildChart", "unknown")
    return f"{value:,} W"


def label_of(candidate: Candidate) -> str:
    """``candidate``'s full label in the window's language (a core label may be a
    :class:`rigwright.core.text.i18n.Text`)."""
    return i18n.tr_text(candidate.label)


def short_label(candidate: Candidate) -> str:
    """A build's name for an axis: "SKU 1.7", "✚ 4 × RTX2080Ti, GT410i", "✎ SKU 1.7"
    (the full :attr:`Candidate.label` is in the tooltip)."""
    if candidate.kind == CUSTOM:
        gpus = " + ".join(
            f"{g.count} × {g.model}" for g in candidate.build.gpus
        ) or QCoreApplication.translate("BuildChart", "no GPUs")
        return f"✚ {gpus}, {candidate.build.chassis}"
    base = f"SKU {candidate.sku.number}" if candidate.sku is not None else label_of(candidate)
    return f"✎ {base}" if candidate.kind == CHANGED else base


def price_line(candidate: Candidate) -> str:
    """ "¥89,990 ※ illustrative", or "price to be set" (in the window's language)."""
    if candidate.price_cny is None:
        return QCoreApplication.translate("BuildChart", "price to be set")
    mark = f" {i18n.tr_text(ILLUSTRATIVE)}" if candidate.illustrative else ""
    return money(candidate.price_cny) + mark


def colored_span(text: str, color: QColor) -> str:
    return f'<span style="color:{color.name()}">{html.escape(text)}</span>'


def cut_note(text: str, limit: int = NOTE_MAX_CHARS) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def join_notes(notes: Sequence[str], extra: str = "") -> str:
    """``notes`` joined with " · ", and ``extra`` after them when the line still fits."""
    text = "  ·  ".join(notes)
    if extra and len(text) + len(extra) + 5 <= NOTE_MAX_CHARS:
        text = f"{text}  ·  {extra}" if text else extra
    return text


# ----------------------------------------------------------------------------- export sizes


def _tick_style(compact: bool) -> MoneyStyle:
    return MoneyStyle.TICK if compact else MoneyStyle.TICK_FULL
