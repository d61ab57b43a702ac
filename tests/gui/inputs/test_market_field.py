"""The market combo beside the catalog combo: it starts on mainland China (the request gets
``market="cn"``), a choice sets the request's market (so the ranking leaves out what that
market does not sell), and its names follow the window's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from rigwright.core.catalog.files import load_catalog_files
from rigwright.gui.inputs.workload_panel import WorkloadPanel
from rigwright.gui.state import AppState

ZH_CN = {
    ("market", "Mainland China"): "中国大陆",
    ("market", "Taiwan"): "台湾",
    ("market", "Hong Kong"): "香港",
    ("market", "International"): "国际",
    ("MarketCombo", "Market"): "市场",
}


class _Translator(QTranslator):
    """Stands in for the compiled zh_CN translations of the market names."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002
        return ZH_CN.get((context, source), "")

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


@pytest.fixture
def current_state():
    s = AppState(load_catalog_files("current"))
    yield s
    s.shutdown()


def _panel(qtbot, state) -> WorkloadPanel:
    widget = WorkloadPanel(state)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_the_combo_sits_beside_the_catalog_and_starts_on_cn(qtbot, state):
    panel = _panel(qtbot, state)
    combo = panel.market_combo
    assert [combo.itemData(i) for i in range(combo.count())] == ["cn", "tw", "hk", "intl"]
    assert combo.market() == "cn" and state.request.market == "cn"
    assert combo.parentWidget() is panel.catalog_combo.parentWidget()
    assert combo.currentText() == "Mainland China"


def test_choosing_a_market_sets_the_request_and_the_ranking(qtbot, current_state):
    panel = _panel(qtbot, current_state)
    ranked = lambda: {s.gpu.name for s in current_state.recommendation.gpus}  # noqa: E731
    assert "GeForce RTX 4090 D" in ranked() and "GeForce RTX 5090" not in ranked()
    panel.market_combo.setCurrentIndex(panel.market_combo.findData("intl"))
    assert current_state.request.market == "intl"
    assert "GeForce RTX 5090" in ranked() and "GeForce RTX 4090 D" not in ranked()
    # A market set elsewhere shows in the combo.
    current_state.update_request(market="hk")
    assert panel.market_combo.market() == "hk"


def test_the_names_follow_the_language(qtbot, state):
    panel = _panel(qtbot, state)
    translator = _Translator()
    app = QCoreApplication.instance()
    app.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: panel.market_combo.itemText(0) == "中国大陆")
        names = [panel.market_combo.itemText(i) for i in range(4)]
        assert names == ["中国大陆", "台湾", "香港", "国际"]
        assert panel.market_combo.accessibleName() == "市场"
    finally:
        app.removeTranslator(translator)
    qtbot.waitUntil(lambda: panel.market_combo.itemText(0) == "Mainland China")
