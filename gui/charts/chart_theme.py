"""The charts' colours (light, dark, the seed's tiers) and the theme-following mixin every
chart widget shares.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QPalette

from rigwright.gui.widgets.theme import is_dark

ACCENT = QColor("#2f6fb0")
OTHER = QColor("#b8c0c9")
AXIS = QColor("#52606d")
TEXT = "#1f2933"

LIGHT_TIERS = (QColor("#08306b"), QColor("#2166ac"), QColor("#4393c3"), QColor("#92c5de"))
"""Seed tiers 1-4 on white: tier 1 darkest and most saturated, tier 4 lightest (a sequential
blue; tier 1 is 12.8:1 on white, tier 4 1.9:1 like :data:`OTHER`, each step ≥ 1.7:1 and
≥ 15 CIELAB L* from the next: L* 21, 42, 58, 77)."""
DARK_TIERS = (QColor("#c7eaff"), QColor("#7fc3ef"), QColor("#289cdb"), QColor("#0073b4"))
"""Seed tiers 1-4 on the dark theme's base: tier 1 stands out most (brightest), tier 4 the
least (3.2:1 on the base, every tier ≥ 3:1); each step ≥ 14.5 CIELAB L* from the next, pale
to deep blue (L* 91, 76, 61, 46), so neighbours read as different tiers."""
LIGHT_SELECTION = QColor(255, 193, 7, 80)
"""The band behind the selected GPU's row on white: a highlighter amber, apart from the blues."""
DARK_SELECTION = QColor(255, 193, 7, 64)


@dataclass(frozen=True, slots=True)
class ChartColors:
    """The colours of one chart.

    Attributes:
        background: behind the plot.
        accent: recommended bars where no seed tiers apply.
        other: the other bars; bars of GPUs the seed's tiers do not list (neutral grey).
        axis: axis lines and ticks.
        text: labels, the title, and the ring around recommended bars.
        tiers: seed tier 1, 2, … (a tier past the last takes the last colour).
        selection: the band behind the selected GPU's row (translucent).
    """

    background: QColor
    accent: QColor
    other: QColor
    axis: QColor
    text: QColor
    tiers: tuple[QColor, ...] = LIGHT_TIERS
    selection: QColor = field(default_factory=lambda: QColor(LIGHT_SELECTION))

    def tier_color(self, tier: int | None) -> QColor:
        """The fill of a bar in seed tier ``tier`` (1 = best); :attr:`other` for None."""
        if tier is None or not self.tiers:
            return self.other
        return self.tiers[min(max(tier, 1), len(self.tiers)) - 1]


LIGHT_CHART = ChartColors(QColor("white"), ACCENT, OTHER, AXIS, QColor(TEXT))
"""On white: the window's light theme, the quote PDF (always on white paper) and exports."""

DARK_ACCENT = QColor("#5b9bd5")
DARK_OTHER = QColor("#6b7785")


def chart_colors(palette: QPalette) -> ChartColors:
    """The chart colours for a window with ``palette``: :data:`LIGHT_CHART` on a light one;
    on a dark one the palette's base and text with lighter bars (each bar ≥ 3:1 on the base,
    the accent ≥ 4.5:1) and :data:`DARK_TIERS`."""
    if not is_dark(palette):
        return LIGHT_CHART
    return ChartColors(
        palette.color(QPalette.ColorRole.Base),
        DARK_ACCENT,
        DARK_OTHER,
        palette.color(QPalette.ColorRole.PlaceholderText),
        palette.color(QPalette.ColorRole.Text),
        DARK_TIERS,
        QColor(DARK_SELECTION),
    )


class ThemedChart:
    """What every chart widget shares about colours (mixed into a ``QWidget`` that has
    ``plot_widget``, ``_follow_theme`` and a ``_redraw()``): it follows the window's theme
    (:func:`chart_colors` of its palette) unless made with ``follow_theme=False``, and
    switches to the on-white colours for an export (:meth:`prepare_export`)."""

    colors: ChartColors
    _follow_theme: bool

    def _theme_colors(self) -> ChartColors:
        return chart_colors(self.palette()) if self._follow_theme else LIGHT_CHART  # type: ignore[attr-defined]

    def _apply_colors(self, colors: ChartColors) -> None:
        self.colors = colors
        self.plot_widget.setBackground(colors.background)  # type: ignore[attr-defined]
        self._redraw()  # type: ignore[attr-defined]

    def changeEvent(self, event: QEvent) -> None:
        """Redraw in the new theme's colours when the palette changes."""
        super().changeEvent(event)  # type: ignore[misc]
        if event.type() != QEvent.Type.PaletteChange or not self._follow_theme:
            return
        colors = self._theme_colors()
        if colors != self.colors:
            self._apply_colors(colors)

    def prepare_export(self) -> Callable[[], None] | None:
        """Switch to the on-white colours for an export (:mod:`rigwright.gui.charts.export` paints
        on white); return what switches back, or None when already on white."""
        if self.colors == LIGHT_CHART:
            return None
        old = self.colors
        self._apply_colors(LIGHT_CHART)
        return lambda: self._apply_colors(old)
