"""Tests for core/session/session.py: a session driven without Qt, its events recorded."""

from __future__ import annotations

import dataclasses

import pytest

from rigwright.core.build.model import GpuLine
from rigwright.core.build.rules import ERROR, parse_site
from rigwright.core.compare.chart_data import CHANGED
from rigwright.core.session.compare_set import MAX_COMPARE
from rigwright.core.session.session import Session, site_key

SELECTED = ["selected_sku_changed", "working_build_changed"]
MOVED = ["working_build_changed"]


def _with_gpus(build, *lines):
    return dataclasses.replace(build, gpus=tuple(GpuLine(m, n) for m, n in lines))


def test_a_new_session_selects_the_best_fit_and_waits_for_its_search(session, seed_catalog):
    assert session.selected_sku == session.recommendation.skus[0].sku
    assert session.selected_layout is not None
    assert session.selected_layout.sku == session.selected_sku
    assert session.search_running and session.custom_result is None
    assert session.working_build is not None and not session.working_changed


def test_a_request_change_recommends_again_and_the_selection_follows(session, seen):
    best = session.selected_sku
    session.set_budget(60000)
    assert seen.take() == ["request_changed", "recommendation_changed", *SELECTED]
    assert session.request.budget_cny == 60000
    assert session.selected_sku != best
    assert all(s.sku.price_cny <= 60000 for s in session.recommendation.skus)
    session.set_budget(60000)  # the same request: nothing happens
    assert seen.take() == []


def test_a_request_the_core_refuses_changes_nothing(session, seen):
    before = session.request
    with pytest.raises(ValueError):
        session.set_gpu_count((3, 1))
    assert session.request == before and seen.take() == []


def test_the_engineers_choice_stays_while_it_fits(session, seen, seed_catalog):
    chosen = seed_catalog.sku("1.6")
    session.select_sku(chosen)
    assert seen.take() == SELECTED
    session.set_budget(seed_catalog.sku("1.7").price_cny)  # the best fit is 1.7 then
    assert seen.take() == ["request_changed", "recommendation_changed"]
    assert session.selected_sku == chosen != session.recommendation.skus[0].sku
    session.set_budget(chosen.price_cny - 1)  # no longer fits: the best fit follows
    assert seen.take() == ["request_changed", "recommendation_changed", *SELECTED]
    assert session.selected_sku == session.recommendation.skus[0].sku != chosen


def test_an_edit_is_one_change_and_its_reset_tells_once(session, seen, seed_catalog):
    session.select_sku(seed_catalog.sku("1.7"))
    printed = session.working_build
    seen.take()
    two = _with_gpus(printed, ("RTX2080Ti", 2))
    session.edit_build(two, "2 cards")
    assert seen.take() == MOVED
    assert session.working_build == two and session.working_changed
    assert session.changes() == ("2 cards",)
    changed = session.changed_candidate()
    assert changed is not None and changed.kind == CHANGED
    assert session.selected_key == changed.key and session.candidates()[-1] == changed
    assert changed.key in session.recommended_keys()
    session.edit_build(two, "again")  # the same build: nothing recorded
    assert seen.take() == [] and session.changes() == ("2 cards",)
    session.reset_working_build()
    assert seen.take() == MOVED
    assert session.working_build == printed and not session.working_changed
    assert session.changed_candidate() is None and session.changes() == ()


def test_an_edit_the_rules_cannot_read_is_refused(session, seen):
    build = session.working_build
    with pytest.raises(ValueError, match=r"gpus\[0\].model"):
        session.edit_build(_with_gpus(build, ("No such GPU", 1)), "bad")
    with pytest.raises(ValueError, match=r"gpus\[0\].count"):
        session.edit_build(_with_gpus(build, ("RTX2080Ti", -1)), "bad")
    assert seen.take() == [] and not session.working_changed


def test_an_edit_drops_empty_lines_and_takes_the_catalogs_names(session, seed_catalog):
    session.select_sku(seed_catalog.sku("1.7"))
    build = session.working_build
    session.edit_build(_with_gpus(build, ("RTX2080Ti", 3), ("Quadro RTX8000", 0)), "3")
    assert session.working_build.gpus == (GpuLine("RTX2080Ti", 3),)


def test_a_fix_repairs_the_build_and_is_undone_with_the_reset(session, seen, seed_catalog):
    session.select_sku(seed_catalog.sku("2.5"))  # 5 × Titan RTX: more than the seed's 4
    assert any(v.severity == ERROR for v in session.working_verdicts)
    fix = session.working_fixes[0]
    seen.take()
    session.apply_fix(fix)
    assert seen.take() == MOVED
    assert session.applied_fixes == (fix,) and session.working_build == fix.build
    assert not any(v.severity == ERROR for v in session.working_verdicts)
    assert session.working_fixes == []
    session.reset_working_build()
    assert session.applied_fixes == () and seen.take() == MOVED


def test_the_changes_of_a_selection_left_come_back_with_a_notice(session, seen, seed_catalog):
    session.select_sku(seed_catalog.sku("1.7"))
    two = _with_gpus(session.working_build, ("RTX2080Ti", 2))
    session.edit_build(two, "2 cards")
    session.select_sku(seed_catalog.sku("3.7"))
    assert not session.working_changed and session.changes() == ()
    seen.take()
    session.select_sku(seed_catalog.sku("1.7"))
    assert seen.names() == ["notice", *SELECTED]
    assert "earlier changes" in seen.events[0][1]
    assert session.working_build == two
    assert [str(change) for change in session.changes()] == ["your earlier changes"]


def test_a_build_the_diagram_cannot_draw_says_why(session, seed_catalog):
    session.select_sku(seed_catalog.sku("1.7"))
    mixed = _with_gpus(session.working_build, ("RTX2080Ti", 2), ("Quadro RTX8000", 1))
    session.edit_build(mixed, "mixed")
    assert session.selected_layout is None
    assert "RTX2080Ti and Quadro RTX8000" in session.layout_error
    session.reset_working_build()
    assert session.selected_layout is not None and session.layout_error == ""


def test_a_changed_build_is_drawn_on_its_base_skus_platform(session, seed_catalog):
    session.select_sku(seed_catalog.sku("1.7"))
    session.edit_build(_with_gpus(session.working_build, ("RTX2080Ti", 2)), "2 cards")
    drawn = session.selected_layout.sku
    assert drawn.code.endswith("✎ changed") and drawn.gpu_count == 2


def test_the_compare_set_holds_distinct_builds_up_to_its_limit(session, seen):
    skus = session.sku_candidates()
    for candidate in skus[:MAX_COMPARE]:
        assert session.add_to_compare(candidate) is None
    assert seen.take() == ["compare_changed"] * MAX_COMPARE
    full = session.add_to_compare(skus[MAX_COMPARE])
    assert full is not None and f"at most {MAX_COMPARE}" in full
    assert "already" in session.add_to_compare(skus[0])
    assert seen.take() == []
    session.remove_from_compare(skus[1].key)
    session.remove_from_compare("sku:none")  # absent: nothing happens
    assert [c.key for c in session.compared] == [skus[0].key, skus[2].key, skus[3].key]
    session.clear_compare()
    session.clear_compare()
    assert session.compared == [] and seen.take() == ["compare_changed", "compare_changed"]


def test_the_selection_goes_to_compare_as_it_is_shown(session, seed_catalog):
    session.select_sku(seed_catalog.sku("1.7"))
    assert session.add_selection_to_compare() is None
    session.edit_build(_with_gpus(session.working_build, ("RTX2080Ti", 2)), "2 cards")
    assert session.add_selection_to_compare() is None
    assert [c.kind for c in session.compared] == ["sku", CHANGED]


def test_selecting_a_candidate_outside_the_inputs_says_so(session, seen):
    session.set_budget(60000)
    seen.take()
    dear = next(c for c in session.sku_candidates() if c.sku.price_cny > 60000)
    session.select_candidate(dear)
    assert seen.names() == ["notice", *SELECTED]
    assert "does not pass the inputs" in seen.events[0][1]
    assert session.selected_key == dear.key


def test_a_catalog_switch_ends_the_changes_the_comparison_and_the_scale(session, seen):
    from rigwright.core.catalog.files import load_catalog_files

    session.set_model_scale("small")
    session.edit_build(_with_gpus(session.working_build, ("RTX2080Ti", 1)), "1 card")
    session.add_to_compare(session.sku_candidates()[0])
    seen.take()
    current = load_catalog_files("current")
    session.set_catalog(current)
    names = seen.names()
    assert names[:3] == ["catalog_changed", "compare_changed", "notice"]
    assert "request_changed" in names and "recommendation_changed" in names
    assert names.index("request_changed") < names.index("recommendation_changed")
    assert "comparison was emptied" in seen.events[2][1] and "1 build" in seen.events[2][1]
    assert session.catalog is current and session.request.model_scale is None
    assert session.compared == [] and session.changes() == () and not session.working_changed


def test_the_site_is_kept_and_checks_again(session, seen, tmp_path, seed_catalog):
    site = parse_site("120V/15A")
    session.set_site(site)
    assert seen.take() == ["site_changed", "working_build_changed", "search_changed"]
    assert session.site == site and site_key(site) == "120V/15A"
    session.set_site(site)
    assert seen.take() == []


class _Scheduler:
    def __init__(self) -> None:
        self.calls: list[str] = []

    def start(self) -> None:
        self.calls.append("start")

    def rest(self) -> None:
        self.calls.append("rest")


def test_the_search_starts_for_new_inputs_and_its_outcome_is_told(seed_catalog, tmp_path):
    scheduler = _Scheduler()
    session = Session(seed_catalog, db_path=tmp_path / "x.db", search=scheduler)
    assert scheduler.calls == ["start"]
    session.set_budget(300000)
    assert scheduler.calls == ["start", "start", "rest"]
    told = []
    session.hooks.connect("search_changed", lambda: told.append(session.search_running))
    session.search_failed("no memory")
    assert told == [False] and session.search_error == "no memory"
    assert session.custom_builds == []


def test_presenter_mode_is_told_with_its_value(session, seen):
    session.set_presenter(True)
    session.set_presenter(True)
    session.set_presenter(False)
    assert seen.events == [("presenter_changed", True), ("presenter_changed", False)]


def test_a_selected_gpu_is_told_and_dropped_with_the_catalog(session, seen, seed_catalog):
    gpu = seed_catalog.gpus[0]
    session.select_gpu(gpu)
    session.select_gpu(gpu)
    assert session.selected_gpu == gpu and seen.take() == ["selected_gpu_changed"]
    session.set_catalog(seed_catalog)
    assert session.selected_gpu is None and "selected_gpu_changed" in seen.take()
