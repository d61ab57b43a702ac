"""pyqtgraph charts: one metric across the catalog's GPUs, as horizontal bars
(see docs/gpu-metric-chart.md). :class:`MetricChart` draws through this module's
:func:`fill_plot`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QToolTip, QVBoxLayout, QWidget

from rigwright.core.catalog.model import Catalog
from rigwright.core.compare.chart_data import GpuBar
from rigwright.core.recommend.tiers import SeedTiers, seed_tiers
from rigwright.gui.charts.chart_theme import (
    ACCENT,
    AXIS,
    DARK_ACCENT,
    DARK_OTHER,
    DARK_SELECTION,
    DARK_TIERS,
    LIGHT_CHART,
    LIGHT_SELECTION,
    LIGHT_TIERS,
    OTHER,
    TEXT,
    ChartColors,
    ThemedChart,
    chart_colors,
)
from rigwright.gui.charts.export import render_chart
from rigwright.gui.charts.metric_plot import (
    HIGHLIGHT_LABEL,
    IN_BUILD_LABEL,
    IN_BUILD_MARK,
    METRIC_NAMES,
    RECOMMENDED_MARK,
    Bar,
    Profile,
    bar_label,
    chart_bars,
    chart_legend,
    figure_text,
    fill_plot,
    metric_label,
    metric_name,
    metric_unit,
    profile_title,
    unknown_bars,
)
from rigwright.gui.charts.plot_items import DirectAxisItem, HBarsItem
from rigwright.gui.widgets.fonts import register_fonts


class MetricChart(ThemedChart, QWidget):
    """A bar chart of one metric across all GPUs: seed-tier colours where they apply, the
    recommended GPUs ringed and starred, a tooltip per bar, a click selects the bar's GPU.

    It follows the window's theme (:func:`chart_colors` of its palette) unless made with
    ``follow_theme=False``: then it stays on white, as for the quote PDF. Exports
    (:mod:`rigwright.gui.charts.export`) are always on white (:meth:`prepare_export`).

    Signals:
        gpu_clicked(str): a bar was clicked with the left button; the GPU's name. The chart
            does not select it itself: the container calls :meth:`set_selected_gpu` when the
            selection changes.

    Attributes:
        plot_widget: the pyqtgraph ``PlotWidget``.
        bars: the bars shown, top first (empty before the first chart).
        bar_item: the :class:`HBarsItem` (None before the first chart).
        defer_hidden: when True (default False), a chart hidden in a shown window (a tab
            not on show) keeps its data current but draws it into the plot only when it is
            shown, read (:attr:`plot`, :attr:`bar_item`) or exported: a hidden chart costs
            no redraw on every input change.
        metric_key: the metric charted ("" before the first chart). (Not ``metric``: an
            attribute of that name would stand in for ``QWidget.metric``, which Qt calls to
            paint or grab the widget, and crash it.)
        tiers: the seed tiers the colours follow, or None.
        selected_gpu: the name of the GPU marked as selected, or None.
    """

    gpu_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None, *, follow_theme: bool = True) -> None:
        super().__init__(parent)
        register_fonts()
        self._follow_theme = follow_theme
        self.colors = self._theme_colors()
        self.plot_widget = pg.PlotWidget(
            background=self.colors.background,
            axisItems={"left": DirectAxisItem("left"), "bottom": DirectAxisItem("bottom")},
        )
        self.plot_widget.setMinimumSize(200, 160)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.plot_widget)
        self.bars: list[Bar] = []
        self._bar_item: HBarsItem | None = None
        self.defer_hidden = False
        self._pending = False  # drawn data not yet put into the plot (see defer_hidden)
        self.lang = "en"
        self.metric_key = ""
        self.tiers: SeedTiers | None = None
        self.selected_gpu: str | None = None
        self._shown: tuple[str, str, str] | None = None  # axis label, title, legend
        scene = self.plot_widget.scene()
        scene.sigMouseMoved.connect(self._on_mouse_moved)
        scene.sigMouseClicked.connect(self._on_scene_clicked)
        self.plot_widget.viewport().installEventFilter(self)

    def eventFilter(self, watched, event: QEvent) -> bool:
        """Forget the hovered bar when the mouse leaves the plot."""
        if event.type() == QEvent.Type.Leave and watched is self.plot_widget.viewport():
            self._set_hover(None)
        return super().eventFilter(watched, event)

    def _redraw(self) -> None:
        if self._shown is None:
            return
        if self.defer_hidden and not self.isVisible() and self.window().isVisible():
            self._pending = True  # drawn when shown or read (ensure_drawn)
            return
        self._pending = True
        self.ensure_drawn()

    def ensure_drawn(self) -> None:
        """Put a drawing deferred while hidden (:attr:`defer_hidden`) into the plot now."""
        if self._pending:
            self._pending = False
            self._bar_item = fill_plot(
                self.plot_widget.getPlotItem(),
                self.bars,
                *self._shown,
                colors=self.colors,
                tiers=self.tiers,
                selected=self.selected_gpu,
                lang=self.lang,
            )

    def showEvent(self, event) -> None:
        """Draw what was deferred while the chart was hidden, before it is painted."""
        self.ensure_drawn()
        super().showEvent(event)

    def prepare_export(self) -> Callable[[], None] | None:
        """As :meth:`ThemedChart.prepare_export`, the chart drawn first even while hidden."""
        undo = super().prepare_export()
        self.ensure_drawn()
        return undo

    @property
    def bar_item(self) -> HBarsItem | None:
        """The :class:`HBarsItem` drawn (None before the first chart)."""
        self.ensure_drawn()
        return self._bar_item

    @property
    def plot(self) -> pg.PlotItem:
        """The plot item inside the widget (with the current chart drawn into it)."""
        self.ensure_drawn()
        return self.plot_widget.getPlotItem()

    def show_profile(
        self,
        catalog: Catalog,
        profile: Profile,
        recommended_names: set[str] | None = None,
        lang: str = "en",
        in_build: Iterable[str] = frozenset(),
    ) -> None:
        """Chart ``profile.primary_metric`` for every GPU, coloured by the seed's tiers for the
        workload (:func:`rigwright.core.compare.chart_data.seed_tiers`; the accent for
        ``recommended_names`` where none apply).

        Args:
            catalog: supplies the GPUs, their figures and the seed's tiers.
            profile: the workload; its primary metric is charted, its name is the title.
            recommended_names: GPU names ringed and starred as recommended.
            lang: "en", "zh_CN" or "zh_TW" for the title, the axis label and the legend.
            in_build: the selected build's GPU names (marked ◆).
        """
        self.show_metric(
            catalog,
            profile.primary_metric,
            recommended_names or set(),
            profile_title(profile, lang),
            lang,
            in_build,
            tiers=seed_tiers(catalog, profile),
        )

    def show_metric(
        self,
        catalog: Catalog,
        metric: str,
        highlighted: Iterable[str],
        title: str = "",
        lang: str = "en",
        in_build: Iterable[str] = frozenset(),
        tiers: SeedTiers | None = None,
        *,
        highlight_label: str | None = None,
    ) -> None:
        """Chart ``metric`` (one of ``rigwright.core.catalog.model.METRICS``) for every GPU of
        ``catalog``.

        Args:
            catalog: supplies the GPUs and their figures.
            metric: the metric on the x axis.
            highlighted: the recommended GPUs (ringed and starred; in the accent without
                ``tiers``).
            title: the chart's title; the axis label if empty.
            lang: "en", "zh_CN" or "zh_TW" for the axis label, the legend and the metric's name in
                the tooltips (the window passes its own language,
                ``rigwright.gui.widgets.i18n.current_language()``, and draws again when it changes;
                the quote PDF passes the quote's).
            in_build: the selected build's GPU names (marked ◆).
            tiers: the seed tiers the bars are coloured by
                (:func:`rigwright.core.compare.chart_data.seed_tiers`);
                None: the accent for ``highlighted``, grey for the rest.
            highlight_label: what the ★ means in the legend; "recommended" (in ``lang``) if
                None.

        Raises:
            KeyError: ``metric`` is not a catalog metric.
        """
        self.lang = lang
        self.bars = chart_bars(catalog, metric, highlighted, in_build, tiers)
        self.metric_key = metric
        self.tiers = tiers
        label = highlight_label or HIGHLIGHT_LABEL.wording(lang)
        self._shown = (metric_label(metric, lang), title or metric_label(metric, lang), label)
        self._redraw()

    def set_selected_gpu(self, name: str | None) -> None:
        """Mark the GPU named ``name`` as selected (a band behind its row, its name in bold);
        None: no GPU. A name without a bar marks nothing but is kept for the next chart."""
        if name == self.selected_gpu:
            return
        self.selected_gpu = name
        self._redraw()

    # ------------------------------------------------------------------ hover and click

    def bar_at(self, scene_pos: QPointF) -> Bar | None:
        """The bar whose row is at ``scene_pos`` (scene coordinates of :attr:`plot_widget`)
        in the plot area or on the GPU names; None elsewhere or before the first chart."""
        if not self.bars:
            return None
        pos = QPointF(scene_pos)
        vb = self.plot.vb
        on_names = self.plot.getAxis("left").sceneBoundingRect()
        if not (vb.sceneBoundingRect().contains(pos) or on_names.contains(pos)):
            return None
        row = math.floor(vb.mapSceneToView(pos).y() + 0.5)
        if not 0 <= row < len(self.bars):
            return None
        return self.bars[len(self.bars) - 1 - row]

    def tooltip_for(self, bar: GpuBar) -> str:
        """The tooltip of ``bar`` (plain text, one fact a line): the GPU, its figure with unit,
        its seed tier when tiers apply, whether it is recommended and in the build."""
        unit = metric_unit(self.metric_key, self.lang)
        figure = f"{figure_text(bar.value)} {unit}".strip()
        lines = [
            bar.name,
            self.tr("{metric}: {figure}").format(
                metric=metric_name(self.metric_key, self.lang), figure=figure
            ),
        ]
        if self.tiers is not None:
            if bar.tier is None:
                lines.append(self.tr("not in the seed's tiers"))
            else:
                lines.append(
                    self.tr("tier {tier} of {count} in the seed's {table} table").format(
                        tier=bar.tier, count=len(self.tiers.tiers), table=self.tiers.table
                    )
                )
        lines.append(self.tr("recommended") if bar.recommended else self.tr("not recommended"))
        if bar.in_build:
            lines.append(self.tr("in the selected build"))
        return "\n".join(lines)

    def _on_mouse_moved(self, scene_pos: QPointF) -> None:
        """Show the hovered bar's tooltip; a pointing hand over a bar (a click selects it)."""
        self._set_hover(self.bar_at(scene_pos), scene_pos)

    def _set_hover(self, bar: Bar | None, scene_pos: QPointF | None = None) -> None:
        text = self.tooltip_for(bar) if bar is not None else ""
        if text == self.plot.toolTip():
            return
        # On the plot item: the scene answers tooltip events with its items' tooltips.
        self.plot.setToolTip(text)
        viewport = self.plot_widget.viewport()
        if bar is None:
            viewport.unsetCursor()
            QToolTip.hideText()
            return
        viewport.setCursor(Qt.CursorShape.PointingHandCursor)
        if QToolTip.isVisible() and scene_pos is not None:
            # Follow the mouse from bar to bar without a new delay.
            point = self.plot_widget.mapFromScene(QPointF(scene_pos))
            QToolTip.showText(viewport.mapToGlobal(point), text, viewport)

    def _on_scene_clicked(self, event) -> None:
        """Emit :attr:`gpu_clicked` for a left click (not a double click's second) on a bar.

        ``event`` is pyqtgraph's ``MouseClickEvent`` (``button()``, ``scenePos()``,
        ``double()``).
        """
        if event.button() != Qt.MouseButton.LeftButton or event.double():
            return
        bar = self.bar_at(event.scenePos())
        if bar is not None:
            self.gpu_clicked.emit(bar.name)


def render_metric_chart(
    painter: QPainter,
    target: QRectF,
    catalog: Catalog,
    metric: str,
    highlighted: set[str],
    title: str,
    lang: str = "en",
    highlight_label: str | None = None,
    logical_width: int = 460,
    tiers: SeedTiers | None = None,
) -> None:
    """Paint a metric chart into ``target`` on ``painter`` (vector, e.g. a ``QPdfWriter``),
    on white whatever the window's theme.

    The chart is laid out in an off-screen widget ``logical_width`` px wide with ``target``'s
    aspect, then its scene is scaled into ``target``
    (:func:`rigwright.gui.charts.export.render_chart`), so fonts keep their size relative to the
    bars. No events are processed (the user cannot act in the middle of an export).

    Args:
        painter: an active painter; ``target`` is in its coordinates.
        target: where the chart goes; the chart keeps its aspect inside it.
        catalog, metric, highlighted: as for :meth:`MetricChart.show_metric`.
        title: the chart's title (the workload's name).
        lang: language of the axis label and the legend.
        highlight_label: what the highlight means; "recommended" (in ``lang``) if None.
        logical_width: the width the chart is laid out at, px; smaller makes fonts larger.
        tiers: seed tiers to colour the bars by; None: the accent for ``highlighted``.
    """
    chart = MetricChart(follow_theme=False)  # the PDF is on white paper, whatever the theme
    try:
        chart.show_metric(
            catalog, metric, highlighted, title, lang, tiers=tiers, highlight_label=highlight_label
        )
        render_chart(chart, painter, target, logical_width)
    finally:
        chart.deleteLater()


__all__ = [
    "ACCENT",
    "AXIS",
    "Bar",
    "ChartColors",
    "DARK_ACCENT",
    "DARK_OTHER",
    "DARK_SELECTION",
    "DARK_TIERS",
    "DirectAxisItem",
    "HBarsItem",
    "IN_BUILD_LABEL",
    "IN_BUILD_MARK",
    "LIGHT_CHART",
    "LIGHT_SELECTION",
    "LIGHT_TIERS",
    "METRIC_NAMES",
    "MetricChart",
    "OTHER",
    "Profile",
    "RECOMMENDED_MARK",
    "TEXT",
    "ThemedChart",
    "bar_label",
    "chart_bars",
    "chart_colors",
    "chart_legend",
    "fill_plot",
    "metric_label",
    "metric_name",
    "metric_unit",
    "profile_title",
    "render_metric_chart",
    "unknown_bars",
]
