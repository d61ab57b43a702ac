"""The input panel, the ranked lists, the GPU spec table and the data-quality tab in another
language: every text they show is marked for translation and written again when the language
changes at run time (pseudo-translation, then a real switch to Chinese), in the same widgets;
their inputs, lists and tables have accessible names, and their "?" buttons and F1 topics
name what they explain."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QAbstractSpinBox, QComboBox, QLabel

from rigwright.gui.widgets import i18n
from rigwright.gui.widgets.help import topic_at
from tests.gui.conftest import (
    PSEUDO_OPEN,
    PseudoTranslator,
    catalog_words,
    untranslated,
    visible_texts,
)

AREAS = ("panel", "gpu_ranking", "sku_ranking", "gpu_table", "data_quality")
"""The window's parts these tests cover (attributes of the main window)."""

_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*[A-Za-z]")


@pytest.fixture
def english(qapp):
    """Whatever language a test switches to, the next one starts in English."""
    yield
    i18n.set_language("en")


def _printed_words(window, catalog) -> set[str]:
    """Words of the catalog's text as printed, which stays as it is in every language: the
    GPUs' other spellings, and the printed cells the data-quality findings quote (what is
    stated, and the corrected print a text, unit or claim finding expects)."""
    texts = [alias for gpu in catalog.gpus for alias in gpu.aliases]
    for finding in window.state.findings:
        texts.append(finding.stated)
        if finding.kind in ("text", "unit", "claim"):
            texts.append(str(finding.expected))
    return {w.lower() for text in texts for w in _WORD.findall(text)}


def _show(window, name: str) -> None:
    """Bring the part ``name`` on screen (the spec table and data quality are tabs)."""
    if name in window.build_tabs():
        window.show_tab(name)
    QCoreApplication.processEvents()


def test_the_inputs_lists_and_tables_show_no_untranslated_text(
    qtbot, window, pseudo_language, seed_catalog
):
    # The custom builds of the configuration search are part of the SKU list.
    qtbot.waitUntil(lambda: bool(window.sku_ranking.custom_rows()), timeout=20_000)
    window.gpu_table.select_gpu("TESLA T4")  # a GPU in the detail pane too
    allowed = catalog_words(seed_catalog) | _printed_words(window, seed_catalog)
    bad = []
    for name in AREAS:
        _show(window, name)
        bad += [
            (f"{name}: {where}", text)
            for where, text in untranslated(visible_texts(getattr(window, name)), allowed)
        ]
    unique = sorted(set(bad))
    assert not unique, f"{len(unique)} texts not translated:\n" + "\n".join(
        f"{where}: {text[:160]!r}" for where, text in unique
    )
    # The rows really were written again: the lists' headings and reasons, the table's
    # headings and the detail page (a text browser: not among the texts above).
    assert PSEUDO_OPEN in window.gpu_ranking.headerItem().text(window.gpu_ranking.COL_REASONS)
    assert PSEUDO_OPEN in window.gpu_table.detail.toPlainText()


def test_a_language_change_rewrites_headers_and_rows_in_the_same_widgets(qtbot, window, qapp):
    table_model = window.gpu_table.model
    gpus, skus = window.gpu_ranking, window.sku_ranking
    note = window.panel.workload_note
    header = table_model.headerData(0, Qt.Orientation.Horizontal)
    first_tip = gpus.topLevelItem(0).toolTip(gpus.COL_NAME)
    sku_tip = skus.topLevelItem(0).toolTip(skus.COL_NUMBER)
    assert PSEUDO_OPEN not in header + first_tip + sku_tip + note.text()

    translator = PseudoTranslator()
    with qtbot.waitSignal(table_model.headerDataChanged, timeout=2000):
        qapp.installTranslator(translator)
    try:
        QCoreApplication.processEvents()
        # The same widgets (no view was rebuilt), their texts in the new language.
        assert window.gpu_ranking is gpus and window.sku_ranking is skus
        assert table_model.headerData(0, Qt.Orientation.Horizontal) == f"⟦{header}⟧"
        assert gpus.headerItem().text(gpus.COL_SCORE) == "⟦Score⟧"
        assert PSEUDO_OPEN in gpus.topLevelItem(0).toolTip(gpus.COL_NAME)
        assert PSEUDO_OPEN in skus.topLevelItem(0).toolTip(skus.COL_NUMBER)
        assert note.text().startswith(PSEUDO_OPEN)
        assert window.data_quality.summary.text().startswith(PSEUDO_OPEN)
        assert window.panel.weights_editor.reset_button.text() == "⟦Reset to seed⟧"
    finally:
        with qtbot.waitSignal(table_model.headerDataChanged, timeout=2000):
            qapp.removeTranslator(translator)
        QCoreApplication.processEvents()
    # And back: English again, in the same widgets.
    assert table_model.headerData(0, Qt.Orientation.Horizontal) == header
    assert gpus.topLevelItem(0).toolTip(gpus.COL_NAME) == first_tip
    assert PSEUDO_OPEN not in note.text()


def test_an_error_under_a_field_is_written_again_in_the_new_language(window, qapp):
    panel = window.panel
    panel.count_min_spin.setValue(6)
    panel.count_max_spin.setValue(2)
    assert panel.count_error.isVisibleTo(panel)
    english_text = panel.count_error.text()
    translator = PseudoTranslator()
    qapp.installTranslator(translator)
    try:
        QCoreApplication.processEvents()
        assert panel.count_error.text() == f"⟦{english_text}⟧"
    finally:
        qapp.removeTranslator(translator)
        QCoreApplication.processEvents()
    assert panel.count_error.text() == english_text


def test_prices_follow_the_language_switch(qtbot, window, english):
    skus = window.sku_ranking
    row = [n.split()[0] for n in skus.texts(skus.COL_NUMBER)].index("1.7")
    assert skus.topLevelItem(row).text(skus.COL_PRICE) == "¥89,990 CNY ※"
    assert i18n.set_language("zh_CN")
    QCoreApplication.processEvents()
    assert window.sku_ranking is skus
    row = [n.split()[0] for n in skus.texts(skus.COL_NUMBER)].index("1.7")
    assert skus.topLevelItem(row).text(skus.COL_PRICE) == "¥89,990 ※"
    assert i18n.set_language("en")
    QCoreApplication.processEvents()
    assert skus.topLevelItem(row).text(skus.COL_PRICE) == "¥89,990 CNY ※"


def test_lists_tables_and_inputs_have_accessible_names(window):
    panel = window.panel
    unnamed = []
    for name in AREAS:
        root = getattr(window, name)
        _show(window, name)
        for widget in [
            root,
            *root.findChildren(QAbstractItemView),
            *root.findChildren(QComboBox),
            *root.findChildren(QAbstractSpinBox),
        ]:
            if not widget.isVisibleTo(window) or widget.parent() is None:
                continue
            if isinstance(widget, QAbstractItemView | QComboBox | QAbstractSpinBox):
                buddy = any(label.buddy() is widget for label in panel.findChildren(QLabel))
                if (
                    not widget.accessibleName()
                    and not buddy
                    and widget.metaObject().className() != "QHeaderView"
                ):
                    unnamed.append(f"{name}: {type(widget).__name__}#{widget.objectName()}")
    assert not unnamed, unnamed
    assert panel.budget_label.buddy() is panel.budget_edit
    assert "&" in panel.budget_label.text()  # Alt+B reaches the budget


def test_help_buttons_and_topics(window, monkeypatch):
    shown = []
    monkeypatch.setattr(window, "show_help", shown.append, raising=False)
    panel = window.panel
    panel.workload_list.select_key("rnn")
    panel.workload_help.click()
    panel.weights_editor.help_button.click()
    assert shown == ["workload:rnn", "metric:memory_bandwidth_gbs"]
    panel.workload_list.select_key("dbn")
    panel.workload_help.click()
    assert shown[-1] == "workload:dbn"
    # F1 topics: a weight box explains its metric, the spec table and data quality their page.
    assert topic_at(panel.weights_editor.spin("fp16_tflops")) == "metric:fp16_tflops"
    assert topic_at(window.gpu_table.detail) == "page:gpu_table"
    assert topic_at(window.data_quality.table) == "page:data_quality"
    assert panel.workload_help.accessibleName() and panel.workload_help.toolTip()


def test_a_failed_search_says_why_in_the_window_language(qtbot, pseudo_language):
    from rigwright.core.text.i18n import QT_TRANSLATE_NOOP
    from rigwright.gui.search_runner import SearchRunner

    def broken(catalog, request, site, *, cancelled):
        raise ValueError(QT_TRANSLATE_NOOP("search", "no platform takes {n} cards").format(n=9))

    runner = SearchRunner(search=broken)
    try:
        with qtbot.waitSignal(runner.failed, timeout=5_000) as blocker:
            generation = runner.start("x", None, None)
        assert blocker.args == [generation, "⟦no platform takes 9 cards⟧"]
    finally:
        runner.shutdown()


def test_the_seeds_model_scales_read_in_the_windows_script(window, english):
    # The seed prints them in Traditional Chinese ("Small (小型模型開發)" in the English window).
    combo = window.panel.scale_combo
    items = lambda: [combo.itemText(i) for i in range(combo.count())]  # noqa: E731
    assert items() == ["Any", "Small", "Medium", "Large", "Very large"]
    assert i18n.set_language("zh_CN")
    QCoreApplication.processEvents()
    assert items()[1] == "小型（小型模型开发）" and not any(c in "".join(items()) for c in "開發規")
    assert i18n.set_language("zh_TW")
    QCoreApplication.processEvents()
    assert "小型模型開發" in items()[1]


def test_the_english_workload_list_shows_no_chinese_and_the_tooltip_keeps_the_seeds_names(
    window, english
):
    rows = window.panel.workload_list
    texts = [rows.item(i).text() for i in range(rows.count())]
    assert texts[0] == "CNN" and not any(re.search(r"[\u4e00-\u9fff]", t) for t in texts)
    assert "卷積神經網絡" in rows.item(0).toolTip()  # the seed's own name, one hover away


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_the_seeds_priority_reads_in_vendor_terms_in_chinese(window, english, lang):
    # "Tensors > FLOP" (the seed's English words) stood in the Chinese priority line.
    assert i18n.set_language(lang)
    QCoreApplication.processEvents()
    for key in ("cnn", "rnn"):
        window.panel.workload_list.select_key(key)
        note = window.panel.workload_note.full_text()
        assert "Tensor Core 算力" in note and "Tensors" not in note and "FLOP" not in note, note
