"""pyqtgraph charts of whole builds: price against throughput, multi-GPU scaling, cost
efficiency and power draw (one module each; see docs/build-charts.md). This module gathers
their names."""

from __future__ import annotations

from rigwright.gui.charts.build_chart import (
    BuildChart,
)
from rigwright.gui.charts.chart_items import (
    TICK_GAP,
    ChartNote,
    ChartTarget,
    CnyAxisItem,
    ExportCurveItem,
    ExportInfiniteLine,
    ExportScatterItem,
    LogCnyAxisItem,
    export_scale,
)
from rigwright.gui.charts.chart_labels import (
    COMPACT_FROM,
    EDGE_PAD,
    FAR_BUDGET,
    HIT_RADIUS,
    ILLUSTRATIVE,
    KIND_MARKS,
    KIND_SYMBOLS,
    MIN_DECADES,
    NOTE_MAX_CHARS,
    NOTE_PIXEL_SIZE,
    PIXEL_SIZE,
    PROBLEM,
    RING_SIZE,
    SCALE_TEXT,
    SERIES,
    SERIES_SYMBOLS,
    THROUGHPUT_AXIS,
    cny_tick,
    label_of,
    list_text,
    log_price,
    money,
    price_figure,
    price_line,
    price_tick,
    short_label,
    watts,
)
from rigwright.gui.charts.cost_efficiency import (
    COST_ROWS,
    CostBar,
    CostEfficiencyChart,
    cost_bars,
)
from rigwright.gui.charts.power_draw import (
    PowerDrawChart,
)
from rigwright.gui.charts.price_performance import (
    PricePerformanceChart,
)
from rigwright.gui.charts.scaling import (
    ScalingChart,
    ScalingMark,
)

__all__ = [
    "BuildChart",
    "COMPACT_FROM",
    "COST_ROWS",
    "ChartNote",
    "ChartTarget",
    "CnyAxisItem",
    "CostBar",
    "CostEfficiencyChart",
    "EDGE_PAD",
    "ExportCurveItem",
    "ExportInfiniteLine",
    "ExportScatterItem",
    "FAR_BUDGET",
    "HIT_RADIUS",
    "ILLUSTRATIVE",
    "KIND_MARKS",
    "KIND_SYMBOLS",
    "LogCnyAxisItem",
    "MIN_DECADES",
    "NOTE_MAX_CHARS",
    "NOTE_PIXEL_SIZE",
    "PIXEL_SIZE",
    "PROBLEM",
    "PowerDrawChart",
    "PricePerformanceChart",
    "RING_SIZE",
    "SCALE_TEXT",
    "SERIES",
    "SERIES_SYMBOLS",
    "ScalingChart",
    "ScalingMark",
    "THROUGHPUT_AXIS",
    "TICK_GAP",
    "cny_tick",
    "cost_bars",
    "export_scale",
    "label_of",
    "list_text",
    "log_price",
    "money",
    "price_figure",
    "price_line",
    "price_tick",
    "short_label",
    "watts",
]
