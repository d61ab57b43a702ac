"""The builds on show and the compare set held by the state: keys, selection through a
candidate, the limit of four, changed builds, and a catalog switch emptying the set."""

from __future__ import annotations

from rigwright.core.build.diagram import set_gpu_count
from rigwright.core.compare.chart_data import CHANGED, SKU
from rigwright.gui.state import MAX_COMPARE


def test_every_sku_is_a_candidate_and_the_ranked_ones_are_recommended(state, qtbot):
    keys = [c.key for c in state.sku_candidates()]
    assert keys == [f"sku:{s.number}" for s in state.catalog.skus]
    ranked = {f"sku:{s.sku.number}" for s in state.recommendation.skus}
    assert ranked <= state.recommended_keys()
    state.set_budget(50000)
    assert {k for k in state.recommended_keys() if k.startswith("sku:")} == {
        f"sku:{s.sku.number}" for s in state.recommendation.skus
    }
    assert all(s.sku.price_cny <= 50000 for s in state.recommendation.skus)


def test_selecting_a_candidate_selects_its_sku(state, qtbot):
    target = next(c for c in state.sku_candidates() if c.sku != state.selected_sku)
    state.select_candidate(target)
    assert state.selected_sku == target.sku
    assert state.selected_key == target.key


def test_a_changed_build_is_its_own_candidate_and_comes_back_when_selected(state, qtbot):
    base = state.base_candidate()
    model = base.build.gpus[0].model
    state.edit_build(set_gpu_count(base.build, state.catalog, model, 1), "one card")
    changed = state.changed_candidate()
    assert changed.kind == CHANGED and changed.key.startswith(f"{CHANGED}:{base.key}#")
    assert state.selected_key == changed.key
    assert state.candidates()[-1] == changed
    assert state.add_selection_to_compare() is None
    other = next(c for c in state.sku_candidates() if c.key != base.key)
    state.select_candidate(other)
    assert state.changed_candidate() is None
    state.select_candidate(changed)  # from the compare view: the changed build again
    assert state.selected_key == changed.key
    assert state.working_build == changed.build


def test_compare_holds_two_to_four_distinct_builds(state, qtbot):
    skus = state.sku_candidates()
    for c in skus[:MAX_COMPARE]:
        with qtbot.waitSignal(state.compare_changed):
            assert state.add_to_compare(c) is None
    assert [c.key for c in state.compared] == [c.key for c in skus[:MAX_COMPARE]]
    reason = state.add_to_compare(skus[MAX_COMPARE])
    assert reason is not None and "at most 4" in reason
    assert "already" in state.add_to_compare(skus[0])
    state.remove_from_compare(skus[1].key)
    assert [c.key for c in state.compared] == [skus[0].key, skus[2].key, skus[3].key]
    state.clear_compare()
    assert state.compared == []


def test_a_catalog_switch_empties_the_comparison(state, qtbot):
    state.add_to_compare(state.sku_candidates()[0])
    with qtbot.waitSignal(state.compare_changed):
        state.set_catalog(state.catalog)
    assert state.compared == []
    assert all(c.kind == SKU for c in state.sku_candidates())


def test_a_stale_snapshot_of_a_changed_build_is_its_own_column_and_comes_back(state, qtbot):
    base = state.base_candidate()
    model = base.build.gpus[0].model
    state.edit_build(set_gpu_count(base.build, state.catalog, model, 1), "one card")
    first = state.changed_candidate()
    assert state.add_selection_to_compare() is None
    state.edit_build(set_gpu_count(base.build, state.catalog, model, 2), "two cards")
    second = state.changed_candidate()
    assert second.key != first.key and state.selected_key == second.key
    assert state.add_selection_to_compare() is None
    assert [c.build for c in state.compared] == [first.build, second.build]
    state.select_candidate(first)  # the older snapshot: its build comes back
    assert state.working_build == first.build and state.selected_key == first.key


def test_the_changed_build_passes_the_inputs_when_its_base_does(state, qtbot):
    base = state.base_candidate()
    assert base.key in state.recommended_keys()
    model = base.build.gpus[0].model
    state.edit_build(set_gpu_count(base.build, state.catalog, model, 1), "one card")
    assert state.changed_candidate().key in state.recommended_keys()


def test_notices_for_a_catalog_switch_and_a_build_outside_the_inputs(state, qtbot):
    said = []
    state.notice.connect(said.append)
    state.add_to_compare(state.sku_candidates()[0])
    state.set_catalog(state.catalog)
    assert len(said) == 1 and "comparison was emptied" in said[0] and "1 build" in said[0]
    state.set_budget(60000)
    dear = next(c for c in state.sku_candidates() if c.sku.price_cny > 60000)
    state.select_candidate(dear)
    assert state.selected_key == dear.key
    assert len(said) == 2 and dear.label in said[1] and "does not pass the inputs" in said[1]
