"""Selection is shared across the window: a build chosen in a chart is the one the SKU list,
the diagram and the compare view show, and the other way round; builds reach the compare
view from the list, a chart, the diagram and the Edit menu."""

from __future__ import annotations

from rigwright.gui.charts.view import PRICE


def _sku_row_code(window) -> str:
    """The SKU number of the SKU list's current row ("" when none)."""
    item = window.sku_ranking.currentItem()
    return item.text(1) if item is not None else ""


def test_a_point_clicked_in_the_price_chart_is_selected_everywhere(qtbot, window):
    state = window.state
    window.show_tab("chart_view")
    window.chart_view.show_page(PRICE)
    chart = window.chart_view.price_chart
    target = "2.2" if state.selected_sku.number != "2.2" else "1.7"
    for key in (state.selected_key, f"sku:{target}"):
        assert state.add_to_compare(next(c for c in state.candidates() if c.key == key)) is None
    chart.click_at(chart.plot.vb.mapViewToScene(chart.view_pos(chart.point_of(f"sku:{target}"))))

    assert state.selected_sku.number == target
    # The list's current row, the diagram's build and the compare view's column follow.
    assert _sku_row_code(window) == target
    scene = window.build_view.diagram_panel.scene
    assert scene.diagram is not None and scene.diagram.build == state.working_build
    assert scene.diagram.build.label.startswith(f"SKU {target}")
    compare = window.compare_view
    assert compare.candidates[compare.selected_column()].key == f"sku:{target}"


def test_a_column_picked_in_the_compare_view_moves_the_chart_ring(qtbot, window):
    state = window.state
    keys = [c.key for c in state.sku_candidates()[:3]]
    for c in state.sku_candidates()[:3]:
        state.add_to_compare(c)
    window.show_tab("chart_view")
    window.chart_view.show_page(PRICE)
    other = next(k for k in keys if k != state.selected_key)
    window.compare_view.select_column(keys.index(other))
    assert state.selected_key == other
    assert window.chart_view.price_chart.selected_key == other
    assert _sku_row_code(window) == other.removeprefix("sku:")


def test_the_edit_menu_adds_the_build_shown_and_shows_the_compare_tab(qtbot, window):
    state = window.state
    window.compare_action.trigger()
    assert [c.key for c in state.compared] == [state.selected_key]
    assert window.current_tab() == "compare_view"
    assert "1 of 4" in window.statusBar().currentMessage()
    window.compare_action.trigger()  # the same build again: refused, said, nothing added
    assert len(state.compared) == 1
    assert "already" in window.statusBar().currentMessage()


def test_a_site_set_through_the_state_shows_in_the_workload_panel(qtbot, window):
    from rigwright.core.build.rules import CIRCUITS, Site

    window.state.set_site(Site(CIRCUITS["220V/16A"], 2))
    assert window.panel.site_combo.currentData() == "2x220V/16A"
    assert window.panel.site_combo.currentText() == "2 × 220 V / 16 A"
