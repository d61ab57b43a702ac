"""The window's "Charts" tab: a picker over the GPU metric chart and the build charts of
:mod:`rigwright.gui.charts.build_charts`, with PNG and SVG export.
More in docs/window.md (`rigwright.gui.charts.view`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QSize, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.catalog.model import METRICS
from rigwright.core.compare.chart_data import (
    CHANGED,
    Candidate,
    power_chart,
    scaling_assumption_text,
    throughput,
)
from rigwright.core.compare.sizing_chart_data import memory_chart, speed_chart
from rigwright.core.recommend.tiers import seed_tiers
from rigwright.gui.charts.build_charts import (
    CostEfficiencyChart,
    PowerDrawChart,
    PricePerformanceChart,
    ScalingChart,
    ScalingMark,
    label_of,
    list_text,
    short_label,
)
from rigwright.gui.charts.gpu_metric import MetricChart, metric_label, profile_title, unknown_bars
from rigwright.gui.charts.sizing_charts import MemoryPerCardChart, SpeedChartView
from rigwright.gui.state import AppState
from rigwright.gui.widgets import i18n
from rigwright.gui.widgets.help import help_button, retranslate_help_button, set_help_topic
from rigwright.gui.widgets.i18n import Retranslating, language_changed, tr_text
from rigwright.gui.widgets.message_area import ask_save_path, message_box

SCALING_RECOMMENDED = 3
"""The scaling chart draws at most this many of the recommended GPUs (best scores first)."""

METRIC, PRICE, SCALING, COST, POWER = "metric", "price", "scaling", "cost", "power"
MEMORY, SPEED = "memory", "speed"
"""The pages of the Charts tab, in the picker's order."""
PAGES = (METRIC, PRICE, SCALING, COST, POWER, MEMORY, SPEED)
BUILD_PAGES = frozenset({PRICE, SCALING, COST, POWER})
"""The pages that show the selected build (redrawn when it changes)."""


class ShrinkingComboBox(QComboBox):
    """A combo box as wide as its longest item where there is room, that may shrink to
    :data:`COMBO_MIN_WIDTH` (eliding its text) so the tab fits a 1366×768 screen at 150 %."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), COMBO_MIN_WIDTH), hint.height())


COMBO_MIN_WIDTH = 110
"""The narrowest the chart and metric pickers get, px."""


def chart_metric(weights: dict[str, float]) -> str | None:
    """The metric the chart plots for ``weights``: the first (heaviest) of the weights in use,
    the one the recommended GPUs are picked by (ties: the first listed); None if empty."""
    return max(weights, key=lambda m: weights[m]) if weights else None


class ChartView(QWidget):
    """The metric chart of the current workload, redrawn with each recommendation; the GPU
    models of the working build (the selection with its changes) are marked, the bars are
    coloured by the seed's tiers for the workload, and a click on a bar shows the GPU.

    Args:
        state: the application state.
        follow_state: redraw on the state's signals and on a change of the window's language
            (True); :class:`ChartsView` passes False and calls :meth:`redraw` itself when the
            page is on show.

    Attributes:
        chart: the :class:`rigwright.gui.charts.gpu_metric.MetricChart`.
        metric_key: the metric chosen (one of ``rigwright.core.catalog.model.METRICS``), or None for
            the workload's first priority (:func:`chart_metric` of its weights). (Not ``metric``:
            that would stand in for ``QWidget.metric`` and crash a grab.)
    """

    def __init__(self, state: AppState, parent=None, *, follow_state: bool = True):
        super().__init__(parent)
        self._state = state
        self.chart = MetricChart()
        # Redrawn on every input change: while its tab is hidden, only its data follows.
        self.chart.defer_hidden = True
        self.metric_key: str | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.chart)
        self._in_build: set[str] = set()
        self.chart.gpu_clicked.connect(self._on_gpu_clicked)
        self.redraw()
        if follow_state:
            state.recommendation_changed.connect(self.redraw)
            state.working_build_changed.connect(self._on_working_build_changed)
            state.selected_gpu_changed.connect(self.redraw)
            language_changed().connect(self.redraw)

    def build_models(self) -> set[str]:
        """The working build's GPU models (empty without a build)."""
        build = self._state.working_build
        return {g.model for g in build.gpus} if build is not None else set()

    def in_build_changed(self) -> bool:
        """True when the working build's GPU models differ from the ones marked."""
        return self.build_models() != self._in_build

    def set_metric(self, metric: str | None) -> None:
        """Chart ``metric`` (None: the workload's first priority) from now on.

        Raises:
            KeyError: ``metric`` is not one of ``rigwright.core.catalog.model.METRICS``.
        """
        if metric is not None and metric not in METRICS:
            raise KeyError(metric)
        self.metric_key = metric
        self.redraw()

    def _on_working_build_changed(self) -> None:
        """Mark the working build's GPU models (redrawn only when they change)."""
        if self.in_build_changed():
            self.redraw()

    def _on_gpu_clicked(self, name: str) -> None:
        try:
            self._state.select_gpu(self._state.catalog.gpu(name))
        except KeyError:  # a chart of another catalog's GPUs: nothing to show
            return

    def redraw(self) -> None:
        """Draw the chart for the state as it is, in the window's language; F1 on it then
        explains the metric charted."""
        state = self._state
        lang = i18n.current_language()
        self._in_build = self.build_models()
        rec = state.recommendation
        metric = self.metric_key or chart_metric(rec.weights) or rec.profile.primary_metric
        title = profile_title(rec.profile, lang)
        if not rec.follows_seed:
            title = self.tr("{workload}, custom weights").format(workload=title)
        unknown = unknown_bars(state.catalog, metric)
        if unknown:
            title = self.tr("{title} (unknown, not drawn: {names})").format(
                title=title, names=list_text(unknown)
            )
        gpu = state.selected_gpu
        # Set without a redraw of its own: show_metric draws it.
        self.chart.selected_gpu = gpu.name if gpu is not None else None
        self.chart.show_metric(
            state.catalog,
            metric,
            set(rec.recommended_gpu_names),
            title,
            lang,
            in_build=self._in_build,
            tiers=seed_tiers(state.catalog, rec.profile),
        )
        set_help_topic(self, f"metric:{metric}")


class ChartsView(Retranslating, QWidget):
    """The Charts tab: a chart picker over the GPU metric chart, price vs performance,
    multi-GPU scaling, cost efficiency, power, and, for a sized model, the memory each card
    holds and the speed, with PNG and SVG export of the chart shown.

    Everything is drawn in the window's language: on a change of it every page goes out of
    date and the page on show is drawn again (:meth:`retranslate`). The "?" button explains
    the metric charted on the metric page, else the Charts tab.

    Signals:
        message(str): an outcome for the status bar ("Chart saved to …", "… added to the
            comparison", or why a build was not added).

    Attributes:
        picker: chooses the chart (item data: one of :data:`PAGES`).
        metric_combo: the GPU metric chart's metric (item data: a metric, or None for the
            workload's first priority); shown with that chart only.
        metric_view: the GPU metric page (:class:`ChartView`); ``chart`` is its MetricChart.
        price_chart, scaling_chart, cost_chart, power_chart: the build charts.
        memory_chart, speed_chart: the sized model's charts
            (:mod:`rigwright.gui.charts.sizing_charts`).
        stack: the pages, in :data:`PAGES` order.
        dirty: the pages whose drawing is out of date (redrawn when shown or exported).
        help_button: the "?" button (:meth:`help_topic`).
    """

    message = Signal(str)

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self._ready = False  # retranslate() redraws only once the pages exist
        self.picker = ShrinkingComboBox()
        self.picker.setObjectName("chartPicker")
        for key in PAGES:
            self.picker.addItem("", key)  # the texts: retranslate()
        self.metric_combo = ShrinkingComboBox()
        self.metric_combo.setObjectName("chartMetric")
        self.metric_combo.addItem("", None)
        for metric in METRICS:
            self.metric_combo.addItem("", metric)
        self.export_png_button = QPushButton()
        self.export_png_button.setObjectName("exportChartPng")
        self.export_svg_button = QPushButton()
        self.export_svg_button.setObjectName("exportChartSvg")
        self.chart_label = QLabel()
        self.chart_label.setBuddy(self.picker)
        self.help_button = help_button(self.help_topic, self)
        set_help_topic(self, "page:charts")
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.chart_label)
        top.addWidget(self.picker)
        top.addWidget(self.metric_combo)
        top.addStretch(1)
        top.addWidget(self.export_png_button)
        top.addWidget(self.export_svg_button)
        top.addWidget(self.help_button)

        self.metric_view = ChartView(state, follow_state=False)
        self.chart = self.metric_view.chart
        self.price_chart = PricePerformanceChart()
        self.scaling_chart = ScalingChart()
        self.cost_chart = CostEfficiencyChart()
        self.power_chart = PowerDrawChart()
        self.memory_chart = MemoryPerCardChart()
        self.speed_chart = SpeedChartView()
        self._pages: dict[str, QWidget] = {
            METRIC: self.metric_view,
            PRICE: self.price_chart,
            SCALING: self.scaling_chart,
            COST: self.cost_chart,
            POWER: self.power_chart,
            MEMORY: self.memory_chart,
            SPEED: self.speed_chart,
        }
        self.stack = QStackedWidget()
        for key in PAGES:
            self.stack.addWidget(self._pages[key])
        # The metric page drew itself when made; the others wait until they are shown.
        self.dirty: set[str] = set(PAGES) - {METRIC}

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.stack, 1)

        self.picker.currentIndexChanged.connect(self._on_page_picked)
        self.metric_combo.currentIndexChanged.connect(self._on_metric_picked)
        self.export_png_button.clicked.connect(lambda: self.export_shown("png"))
        self.export_svg_button.clicked.connect(lambda: self.export_shown("svg"))
        for chart in (self.price_chart, self.cost_chart):
            chart.candidate_clicked.connect(self.select_candidate)
            chart.candidate_context.connect(self._on_candidate_context)
        self.scaling_chart.gpu_clicked.connect(self.select_gpu)
        state.recommendation_changed.connect(lambda: self.invalidate(PAGES))
        state.working_build_changed.connect(self._on_working_build_changed)
        # The power page says "no workstations" or "select one" by the builds on show.
        state.search_changed.connect(lambda: self.invalidate((PRICE, COST, POWER)))
        state.selected_gpu_changed.connect(lambda: self.invalidate((METRIC, SCALING)))
        # A new catalog or site comes with recommendation_changed / working_build_changed.
        self.retranslate()
        self._ready = True

    def retranslate(self) -> None:
        """Set the texts in the window's language; every page is out of date (its words, and
        the core's texts drawn in the language) and the page on show is drawn again."""
        lang = i18n.current_language()
        pages = {
            METRIC: (self.tr("GPU metric"), self.tr("GPU metric chart")),
            PRICE: (self.tr("Price vs performance"), self.tr("Price vs performance chart")),
            SCALING: (self.tr("Multi-GPU scaling"), self.tr("Multi-GPU scaling chart")),
            COST: (self.tr("Cost efficiency"), self.tr("Cost efficiency chart")),
            POWER: (self.tr("Power"), self.tr("Power draw chart")),
            MEMORY: (self.tr("Memory per card"), self.tr("Memory per card chart")),
            SPEED: (self.tr("Speed"), self.tr("Speed chart (tokens/s or hours)")),
        }
        for i, key in enumerate(PAGES):
            text, name = pages[key]
            self.picker.setItemText(i, text)
            chart = self.chart_of(key)
            chart.setAccessibleName(name)
            chart.plot_widget.setAccessibleName(name)
        self.picker.setToolTip(self.tr("The chart to show"))
        self.metric_combo.setItemText(0, self.tr("Workload's first priority"))
        for i, metric in enumerate(METRICS, start=1):
            self.metric_combo.setItemText(i, metric_label(metric, lang))
        self.metric_combo.setToolTip(self.tr("The GPU figure the bars show"))
        self.metric_combo.setAccessibleName(self.tr("GPU metric to chart"))
        self.export_png_button.setText(self.tr("Export PNG…"))
        self.export_png_button.setToolTip(self.tr("Save the chart shown as a PNG image"))
        self.export_svg_button.setText(self.tr("Export SVG…"))
        self.export_svg_button.setToolTip(self.tr("Save the chart shown as an SVG drawing"))
        self.chart_label.setText(self.tr("&Chart:"))
        retranslate_help_button(self.help_button)
        if self._ready:
            self.scaling_chart.forget_drawing()
            self.invalidate(PAGES)

    def help_topic(self) -> str:
        """What the "?" button explains: the metric charted on the metric page
        ("metric:<key>"), else the Charts tab ("page:charts")."""
        if self.page == METRIC and self.chart.metric_key:
            return f"metric:{self.chart.metric_key}"
        return "page:charts"

    # ------------------------------------------------------------------ pages
    @property
    def page(self) -> str:
        """The page on show (one of :data:`PAGES`)."""
        return self.picker.currentData()

    def show_page(self, page: str) -> None:
        """Show ``page`` (one of :data:`PAGES`), redrawn first if it is out of date."""
        self.picker.setCurrentIndex(PAGES.index(page))

    def chart_of(self, page: str) -> QWidget:
        """The chart widget of ``page`` (has ``plot_widget``: what an export paints)."""
        return self.chart if page == METRIC else self._pages[page]

    def _on_page_picked(self, index: int) -> None:
        self.stack.setCurrentIndex(index)
        self.metric_combo.setVisible(self.page == METRIC)
        self._redraw_shown()

    def _on_metric_picked(self, _index: int) -> None:
        self.metric_view.metric_key = self.metric_combo.currentData()
        self.invalidate((METRIC,))

    def invalidate(self, pages) -> None:
        """Mark ``pages`` out of date and redraw the page on show among them."""
        self.dirty.update(pages)
        self._redraw_shown()

    def _live(self, page: str) -> bool:
        """True when ``page`` is to be redrawn at once: it is the page on show and the tab
        is visible. The metric page on show is redrawn even while the tab is hidden: it is
        cheap, and the window's other views read its chart."""
        return page == self.page and (page == METRIC or self.isVisible())

    def _redraw_shown(self) -> None:
        page = self.page
        if page in self.dirty and self._live(page):
            self.redraw(page)

    def showEvent(self, event) -> None:
        """Redraw the page on show if it went out of date while the tab was hidden."""
        super().showEvent(event)
        self._redraw_shown()

    def _on_working_build_changed(self) -> None:
        pages = set(BUILD_PAGES)
        if self.metric_view.in_build_changed():
            pages.add(METRIC)
        self.invalidate(pages)

    def redraw(self, page: str) -> None:
        """Draw ``page`` from the state now, shown or not."""
        self.dirty.discard(page)
        state = self._state
        rec = state.recommendation
        per_doubling = rec.profile.scaling_per_doubling
        if page == METRIC:
            self.metric_view.redraw()
        elif page == PRICE:
            self.price_chart.refresh(
                state.candidates(),
                state.gpu_scores,
                per_doubling,
                state.recommended_keys(),
                rec.request.budget_cny,
                state.selected_key,
                profile_title(rec.profile, i18n.current_language()),
                empty_reason=self.no_builds_reason(),
            )
        elif page == SCALING:
            self._redraw_scaling()
        elif page == COST:
            recommended = state.recommended_keys()
            selected = state.selected_key
            shown = [
                c
                for c in state.candidates()
                if c.key in recommended or c.key == selected or c.kind == CHANGED
            ]
            reason = self.no_builds_reason() or self.tr(
                "No build passes the inputs, and none is selected"
            )
            try:
                self.cost_chart.refresh(shown, state.catalog, selected, empty_reason=reason)
            except KeyError:  # a build of another catalog: the next signal redraws
                self.cost_chart.refresh([], state.catalog, empty_reason=reason)
        elif page == POWER:
            self._redraw_power()
        elif page == MEMORY:
            self.memory_chart.refresh(memory_chart(rec, state.catalog))
        elif page == SPEED:
            self.speed_chart.refresh(speed_chart(rec, state.catalog))

    def no_builds_reason(self) -> str:
        """Why no build is on show at all ("This catalog has no workstations with prices"),
        or "" when some are."""
        state = self._state
        if state.candidates():
            return ""
        if state.search_running:
            return self.tr("This catalog has no priced workstations; looking for custom builds…")
        return self.tr("This catalog has no workstations with prices")

    def _selected_candidate(self) -> Candidate | None:
        state = self._state
        return state.changed_candidate() or state.base_candidate()

    def _redraw_scaling(self) -> None:
        state = self._state
        rec = state.recommendation
        scores = state.gpu_scores
        names = sorted(rec.recommended_gpu_names, key=lambda n: (-scores.get(n, -1.0), n))
        names = names[:SCALING_RECOMMENDED]
        build = state.working_build
        mark = None
        if build is not None and build.gpus:
            lines = sorted(build.gpus, key=lambda g: -g.count)
            names += [g.model for g in lines]
            candidate = self._selected_candidate()
            label = short_label(candidate) if candidate is not None else tr_text(build.label)
            gpus = " + ".join(f"{g.count} × {g.model}" for g in build.gpus)
            mark = ScalingMark(
                self.tr("{build} ({gpus})").format(build=label, gpus=gpus),
                build.gpu_count,
                throughput(build, scores, rec.profile.scaling_per_doubling),
                lines[0].model,
            )
        if state.selected_gpu is not None:
            names.append(state.selected_gpu.name)
        names = list(dict.fromkeys(names))
        self.scaling_chart.refresh(
            rec.profile.scaling_per_doubling,
            [(n, scores[n]) for n in names if n in scores],
            i18n.tr_text(scaling_assumption_text(rec.profile)),
            mark,
            state.selected_gpu.name if state.selected_gpu is not None else None,
            [n for n in names if n not in scores],
        )

    def _redraw_power(self) -> None:
        state = self._state
        build = state.working_build
        if build is None:
            self.power_chart.refresh(
                None,
                reason=self.tr("This catalog has no workstations to select")
                if not state.candidates()
                else self.tr("Select a workstation to see its power"),
            )
            return
        candidate = self._selected_candidate()
        label = label_of(candidate) if candidate is not None else tr_text(build.label)
        try:
            figures = power_chart(build, state.catalog, state.site)
        except KeyError as exc:
            self.power_chart.refresh(
                None,
                reason=self.tr("{build}: unknown GPU {name}").format(
                    build=label, name=exc.args[0] if exc.args else exc
                ),
            )
            return
        self.power_chart.refresh(figures, label)

    # ------------------------------------------------------------------ selection
    def candidate(self, key: str) -> Candidate | None:
        """The build on show with ``key`` (None: no longer on show)."""
        return next((c for c in self._state.candidates() if c.key == key), None)

    def select_candidate(self, key: str) -> None:
        """Select the build ``key`` everywhere (as a click on it in a chart does)."""
        candidate = self.candidate(key)
        if candidate is not None:
            self._state.select_candidate(candidate)

    def select_gpu(self, name: str) -> None:
        """Show the details of GPU ``name`` (as a click on its line or bar does)."""
        try:
            self._state.select_gpu(self._state.catalog.gpu(name))
        except KeyError:
            return

    def add_to_compare(self, key: str) -> str | None:
        """Add the build ``key`` to the comparison; the outcome goes to :attr:`message`.
        Returns why it was refused, or None when added."""
        candidate = self.candidate(key)
        if candidate is None:
            reason = self.tr("That build is no longer on show.")
        else:
            reason = self._state.add_to_compare(candidate)
        self.message.emit(
            tr_text(reason)
            if reason is not None
            else self.tr("{label} added to the comparison.").format(label=label_of(candidate))
        )
        return reason

    def context_menu(self, key: str) -> QMenu:
        """The menu of a right-clicked build: "Select" and "Add to compare" (the actions'
        data is "select" / "compare")."""
        menu = QMenu(self)
        candidate = self.candidate(key)
        if candidate is not None:
            menu.addSection(short_label(candidate))
        select = menu.addAction(self.tr("Select"))
        select.setData("select")
        compare = menu.addAction(self.tr("Add to compare"))
        compare.setData("compare")
        if candidate is None:
            select.setEnabled(False)
            compare.setEnabled(False)
        return menu

    def run_menu(self, menu: QMenu, pos: QPoint) -> QAction | None:
        """Show ``menu`` at ``pos`` (global) until it closes; the action chosen, or None.
        (A seam for tests: PySide resolves ``QMenu.exec`` past class attributes.)"""
        return menu.exec(pos)

    def _on_candidate_context(self, key: str, pos: QPoint) -> None:
        menu = self.context_menu(key)
        try:
            chosen = self.run_menu(menu, pos)
        finally:
            menu.deleteLater()
        if chosen is None:
            return
        if chosen.data() == "compare":
            self.add_to_compare(key)
        elif chosen.data() == "select":
            self.select_candidate(key)

    # ------------------------------------------------------------------ export
    def export_chart(self, page: str, kind: str, path: str | Path) -> None:
        """Write ``page``'s chart to ``path`` as ``kind`` ("png" or "svg"), redrawn first if
        it is out of date (a chart never shown exports complete).

        Raises:
            ChartExportError: the file cannot be written (see :mod:`rigwright.gui.charts.export`).
            ValueError: ``kind`` is neither "png" nor "svg".
        """
        from rigwright.gui.charts.export import export_png, export_svg

        if kind not in ("png", "svg"):
            raise ValueError(f"kind: 'png' or 'svg', got {kind!r}")
        if page in self.dirty:
            self.redraw(page)
        (export_png if kind == "png" else export_svg)(self.chart_of(page), path)

    def export_shown(self, kind: str) -> None:
        """Ask where to save the chart on show as ``kind`` ("png" or "svg") and save it; a
        failure is said in a message box, success in :attr:`message`."""
        from rigwright.gui.charts.export import ChartExportError

        title = self.tr("Export chart")
        page = self.page
        name = f"rigwright-{page}-chart.{kind}"
        target = ask_save_path(
            self,
            title,
            name,
            f".{kind}",
            self.tr("PNG image (*.png)") if kind == "png" else self.tr("SVG drawing (*.svg)"),
        )
        if target is None:
            return
        try:
            self.export_chart(page, kind, target)
        except ChartExportError as exc:
            message_box(
                self,
                QMessageBox.Icon.Warning,
                title,
                self.tr("The chart could not be saved to {path}: {reason}").format(
                    path=str(exc.path), reason=tr_text(exc.reason)
                ),
            )
            return
        except OSError as exc:  # the export module maps these; a last guard, no traceback
            message_box(
                self,
                QMessageBox.Icon.Warning,
                title,
                self.tr("The chart could not be saved to {path}: {reason}").format(
                    path=str(target), reason=exc.strerror or str(exc)
                ),
            )
            return
        self.message.emit(self.tr("Chart saved to {path}").format(path=str(target)))


__all__ = [
    "BUILD_PAGES",
    "COST",
    "MEMORY",
    "METRIC",
    "PAGES",
    "POWER",
    "PRICE",
    "SCALING",
    "SPEED",
    "ChartView",
    "ChartsView",
    "ShrinkingComboBox",
    "chart_metric",
]
