"""The Charts and Compare tabs in another language: every text they show, speak or draw inside their
pyqtgraph scenes is marked for translation or comes from the core in the window's language, and
follows a change of language at run time (gui/charts/gpu_metric.py, gui/charts/build_charts.py,
gui/charts/view.py, gui/charts/export.py, gui/compare/view.py).

The translations (``.qm``) may be missing in a source checkout, so a switch to Simplified Chinese is
played by making ``rigwright.gui.widgets.i18n.current_language`` answer "zh_CN" (what the core's
texts are drawn in) and installing the pseudo-translator (what sends ``LanguageChange`` and wraps
every Qt-translated string in ⟦…⟧)."""

from __future__ import annotations

import html
import re
from decimal import Decimal

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsTextItem

from rigwright.core.compare.chart_data import scaling_assumption_text
from rigwright.core.compare.table import compare_label
from rigwright.gui.charts.build_charts import (
    SCALE_TEXT,
    THROUGHPUT_AXIS,
    BuildChart,
    money,
    price_line,
    price_tick,
    watts,
)
from rigwright.gui.charts.export import SVG_DESCRIPTION, ChartExportError, export_png, export_svg
from rigwright.gui.charts.gpu_metric import MetricChart, metric_label
from rigwright.gui.charts.view import METRIC, PAGES, POWER, PRICE, SCALING
from rigwright.gui.widgets import i18n
from tests.gui.conftest import (
    PSEUDO_OPEN,
    PseudoTranslator,
    catalog_words,
    untranslated,
    visible_texts,
)


# ---------------------------------------------------------------------------- helpers
def scene_texts(chart) -> list[tuple[str, str]]:
    """(where, text) of every text drawn in ``chart``'s pyqtgraph scene and shown: titles,
    notes, axis labels, text items, legend entries (text items of the scene), the tick labels
    a chart set itself (GPU names, build names, power rows), and its hover tooltips."""
    out: list[tuple[str, str]] = []
    scene = chart.plot_widget.scene()
    for item in scene.items():
        if isinstance(item, QGraphicsTextItem) and item.isVisible():
            text = item.toPlainText().strip()
            if text:
                out.append((f"{type(item.parentItem()).__name__}.text", text))
        elif isinstance(item, pg.AxisItem) and item.isVisible() and item._tickLevels:
            for level in item._tickLevels:
                out += [(f"axis {item.orientation} tick", str(t)) for _v, t in level]
    if isinstance(chart, BuildChart):
        out += [("tooltip", tip) for target in chart.targets for tip in target.tips if tip]
        out += [("note", chart.note.full_text)] if chart.note.full_text else []
    elif isinstance(chart, MetricChart):
        out += [("tooltip", chart.tooltip_for(bar)) for bar in chart.bars]
    return out


def pseudo_wrapped(texts) -> bool:
    return any(PSEUDO_OPEN in text for _where, text in texts)


def show_charts_tab(window) -> None:
    window.show_tab("chart_view")
    QCoreApplication.processEvents()


def show_page(window, page: str) -> None:
    window.chart_view.show_page(page)
    QCoreApplication.processEvents()


@pytest.fixture
def drawn(qtbot, window, state):
    """The window with a workstation selected, two builds compared and every chart page
    drawn once in English (before the language changes), after the configuration search
    has come back (its custom builds mark the build pages out of date)."""
    state.select_sku(state.catalog.sku("1.7"))
    for candidate in state.sku_candidates()[:2]:
        assert state.add_to_compare(candidate) is None
    qtbot.waitUntil(
        lambda: state.custom_result is not None and not state.search_running, timeout=30_000
    )
    show_charts_tab(window)
    for page in PAGES:
        show_page(window, page)
    assert not window.chart_view.dirty
    show_page(window, METRIC)
    return window


@pytest.fixture
def zh_cn(monkeypatch):
    """The window's language is Simplified Chinese from now on (what the core's texts are
    drawn in); the next ``LanguageChange`` (``pseudo_language``) makes the views follow."""
    monkeypatch.setattr(i18n, "current_language", lambda: "zh_CN")


# ---------------------------------------------------------------------------- whole tabs
def test_charts_and_compare_show_nothing_untranslated_after_a_language_change(
    drawn, zh_cn, pseudo_language, seed_catalog, state
):
    window = drawn
    # Data: the catalog's names, and the parts of the compared builds ("Intel Core (9th gen),
    # 6 cores" is a CPU's name, the same in every language).
    allowed = catalog_words(seed_catalog) | {
        w.lower()
        for c in state.compared
        for cpu in c.build.cpus
        for w in re.findall(r"[A-Za-z]+", cpu.name)
    }
    view = window.chart_view
    bad, drawn_words = [], []
    show_charts_tab(window)
    for page in PAGES:
        show_page(window, page)
        assert page not in view.dirty
        bad += untranslated(visible_texts(view), allowed)
        texts = scene_texts(view.chart_of(page))
        assert pseudo_wrapped(texts), f"{page}: nothing drawn was translated"
        drawn_words += [(f"{page}: {where}", text) for where, text in texts]
    bad += untranslated(drawn_words, allowed)
    window.show_tab("compare_view")
    QCoreApplication.processEvents()
    compare = window.compare_view
    assert compare.table.isVisibleTo(compare) and compare.table.columnCount() == 2
    bad += untranslated(visible_texts(compare), allowed)
    unique = sorted(set(bad))
    assert not unique, f"{len(unique)} texts not translated:\n" + "\n".join(
        f"{where}: {text!r}" for where, text in unique
    )


def test_the_compare_table_reads_in_the_core_language_after_a_switch(drawn, zh_cn, pseudo_language):
    view = drawn.compare_view
    table = view.table
    assert view.rows
    for r, row in enumerate(view.rows):
        assert table.verticalHeaderItem(r).toolTip() == compare_label(row.label_key, "zh_CN")
        for c in range(table.columnCount()):
            assert row.text(c, "zh_CN", screen=True) in table.item(r, c).text()
            assert table.item(r, c).toolTip().startswith(PSEUDO_OPEN)  # "{row}: {value}"
    assert compare_label("legend", "zh_CN") in view.legend.text()
    assert view.clear_button.text() == "⟦Clear⟧"
    assert table.accessibleName() == "⟦Compared builds⟧"


# ---------------------------------------------------------------------------- drawn texts
def test_a_switch_redraws_every_chart_in_the_core_language_and_back(
    drawn, state, qapp, monkeypatch
):
    window = drawn
    view = window.chart_view
    profile = state.recommendation.profile
    metric = view.chart.metric_key
    bottom = view.chart.plot.getAxis("bottom")
    assert bottom.labelText == metric_label(metric, "en")
    assert view.metric_combo.itemText(1) == metric_label(view.metric_combo.itemData(1), "en")

    monkeypatch.setattr(i18n, "current_language", lambda: "zh_CN")
    translator = PseudoTranslator()
    qapp.installTranslator(translator)
    QCoreApplication.processEvents()
    try:
        # The page on show is drawn again at once, the others when shown.
        assert bottom.labelText == metric_label(metric, "zh_CN") == "Tensor Core 算力（TFLOPS）"
        assert view.metric_combo.itemText(1) == metric_label(view.metric_combo.itemData(1), "zh_CN")
        assert set(view.dirty) == set(PAGES) - {METRIC}
        assert view.chart.lang == "zh_CN" and "推荐" in view.chart.plot.titleLabel.text
        # The scaling chart had drawn these figures in English: drawn again all the same.
        show_page(window, SCALING)
        scaling = view.scaling_chart
        # The window's translator words it (here the pseudo one), the workload too.
        assert (
            html.escape(i18n.tr_text(scaling_assumption_text(profile)))
            in scaling.plot.titleLabel.text
        )
        assert scaling.plot.getAxis("left").labelText == f"⟦{THROUGHPUT_AXIS.source}⟧"
        assert scaling.plot.getAxis("bottom").labelText == "⟦GPUs in the workstation⟧"
        assert f"⟦{SCALE_TEXT.source}⟧" in scaling.note.full_text
        show_page(window, PRICE)
        price = view.price_chart
        assert price.plot.getAxis("bottom").labelText == "⟦Price (CNY, log scale)⟧"
        assert price.budget_label is None or price.budget_label.textItem.toPlainText().startswith(
            "⟦Budget"
        )
        show_page(window, POWER)
        rows = [text for _y, text in view.power_chart.plot.getAxis("left")._tickLevels[0]]
        assert rows == ["⟦Sustained⟧", "⟦Peak (100 µs)⟧", "⟦Wall, busiest circuit⟧"]
        # The accessible names and the "?" button follow too.
        assert view.power_chart.accessibleName() == "⟦Power draw chart⟧"
        assert view.help_button.toolTip().startswith(PSEUDO_OPEN)
    finally:
        monkeypatch.undo()
        qapp.removeTranslator(translator)
        QCoreApplication.processEvents()
    rows = [text for _y, text in view.power_chart.plot.getAxis("left")._tickLevels[0]]
    assert rows == ["Sustained", "Peak (100 µs)", "Wall, busiest circuit"]
    show_page(window, METRIC)
    assert bottom.labelText == metric_label(metric, "en")
    assert view.power_chart.accessibleName() == "Power draw chart"


def test_prices_on_the_charts_are_written_for_the_language(monkeypatch, state):
    candidate = next(c for c in state.sku_candidates() if c.price_cny is not None)
    assert money(Decimal(89_990)) == "¥89,990"  # English: the charts say CNY on their axes
    assert price_tick(50_000) == "¥50k" and price_tick(800) == "¥800"
    assert watts(None) == "unknown" and watts(3215) == "3,215 W"
    for lang, wan in (("zh_CN", "万"), ("zh_TW", "萬")):
        monkeypatch.setattr(i18n, "current_language", lambda lang=lang: lang)
        assert price_tick(50_000) == f"¥5{wan}" and price_tick(1_000_000) == f"¥100{wan}"
        assert price_tick(2_500) == "¥2,500" and price_tick(2_500, compact=False) == "¥2,500"
        assert money(Decimal(89_990)) == i18n.money_text(Decimal(89_990))
        assert price_line(candidate).startswith(i18n.money_text(candidate.price_cny))
    assert money(Decimal(89_990)) == "¥89,990 CNY"  # Traditional: the code after the ¥


def test_export_messages_and_the_svg_description_follow_the_language(
    qtbot, tmp_path, pseudo_language
):
    chart = MetricChart()
    qtbot.addWidget(chart)
    with pytest.raises(ChartExportError) as info:
        export_png(chart, tmp_path / "empty.png", width_px=0)
    assert str(info.value.reason) == "the size 0 × 1000 px is empty"  # English in the log
    # Shown translated: the template went through the translator, then got its figures.
    assert i18n.tr_text(info.value.reason) == "⟦the size 0 × 1000 px is empty⟧"
    export_svg(chart, tmp_path / "chart.svg")
    text = (tmp_path / "chart.svg").read_text(encoding="utf-8")
    assert f"<desc>⟦{SVG_DESCRIPTION}⟧</desc>" in text


# ---------------------------------------------------------------------------- help, names
def test_the_help_button_explains_the_metric_shown_else_the_charts(drawn, monkeypatch):
    window = drawn
    asked = []
    monkeypatch.setattr(window, "show_help", asked.append, raising=False)
    view = window.chart_view
    show_page(window, METRIC)
    first = view.chart.metric_key
    view.help_button.click()
    view.metric_combo.setCurrentIndex(view.metric_combo.findData("memory_gb"))
    view.help_button.click()
    show_page(window, PRICE)
    view.help_button.click()
    assert asked == [f"metric:{first}", "metric:memory_gb", "page:charts"]
    assert first == "tensor_tflops"
    assert view.metric_view.property("help_topic") == "metric:memory_gb"
    assert window.compare_view.property("help_topic") == "page:compare"


def test_every_chart_and_the_compare_table_have_accessible_names(drawn):
    view = drawn.chart_view
    names = [view.chart_of(page).accessibleName() for page in PAGES]
    assert all(names) and len(set(names)) == len(PAGES)
    assert all(
        view.chart_of(page).plot_widget.accessibleName() == name
        for page, name in zip(PAGES, names, strict=False)
    )
    assert view.metric_combo.accessibleName()
    assert drawn.compare_view.table.accessibleName() == "Compared builds"
    assert re.fullmatch(r"[^a-z]*", view.help_button.text())  # "?": no words


@pytest.fixture
def scaling_shown(window, state):
    """The scaling page drawn in English, no build selected (the chart's figures do not
    depend on the language then: only its words do)."""
    state.select_sku(None)
    assert state.working_build is None
    show_charts_tab(window)
    show_page(window, SCALING)
    assert (
        window.chart_view.scaling_chart.plot.getAxis("bottom").labelText
        == "GPUs in the workstation"
    )
    return window


def test_a_chart_with_the_same_figures_is_drawn_again_in_the_new_words(
    scaling_shown, pseudo_language
):
    chart = scaling_shown.chart_view.scaling_chart
    assert chart.plot.getAxis("bottom").labelText == "⟦GPUs in the workstation⟧"
    assert chart.plot.getAxis("left").labelText == f"⟦{THROUGHPUT_AXIS.source}⟧"
