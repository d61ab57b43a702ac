"""The rule check's one-click fixes choose among what the window's market sells, as
``rigwright check --fixes`` does: no button proposes an item not sold there, and another
market gives other fixes."""

from __future__ import annotations

import pytest

from rigwright.core.build.model import build_from_json
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.catalog.markets import not_sold
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState
from rigwright.gui.widgets.i18n import tr_text

# Two H200 NVL on one 1600 W supply break the power rule; outside mainland China the nearest
# fixes in price swap them for RTX 6000-class cards that mainland China does not get.
BROKEN = {
    "chassis": "Tower, ASUS Pro WS WRX90E-SAGE SE",
    "cpus": ["Intel Xeon w9-3495X"],
    "memory_gb": 256,
    "gpus": [{"model": "H200 NVL 141GB", "count": 2}],
    "psus_w": [1600],
}


@pytest.fixture
def current():
    catalog = load_catalog_files("current")
    state = AppState(catalog)
    yield state
    state.shutdown()


def _fixed_gpus(state) -> set[str]:
    return {line.model for fix in state.working_fixes for line in fix.build.gpus}


def test_the_fix_buttons_propose_only_items_sold_in_the_market(qtbot, current):
    state = current
    window = MainWindow(state)
    qtbot.addWidget(window)
    window.show()
    state.update_request(market="cn", budget_cny=400_000, gpu_count=(2, 4))
    qtbot.waitUntil(lambda: not state.search_running, timeout=20_000)
    assert state.custom_result is not None and state.custom_result.front
    state.select_custom(state.custom_result.front[0])
    state.edit_build(build_from_json(BROKEN, state.catalog), "two H200 NVL on 1600 W")
    window.show_tab("build_check")
    view = window.build_check
    unsold = set(not_sold(state.catalog, "cn"))
    assert state.working_fixes and view.fix_buttons
    assert not _fixed_gpus(state) & unsold
    # Names no sold card's name contains ("GeForce RTX 4090" is in "GeForce RTX 4090 D").
    sold = {g.name for g in state.catalog.gpus} - unsold
    distinct = {n for n in unsold if not any(n in other for other in sold)}
    assert not [n for n in distinct for b in view.fix_buttons if n in b.text()]
    # Another market, other fixes: the buttons follow without another selection.
    state.update_request(market="intl")
    assert _fixed_gpus(state) & unsold
    texts = [b.text() for b in view.fix_buttons]
    assert texts and all(
        t.startswith(tr_text(f.text)) for t, f in zip(texts, state.working_fixes, strict=False)
    )
    assert [n for n in distinct for t in texts if n in t]
