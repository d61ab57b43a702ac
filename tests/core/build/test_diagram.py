"""Tests for core/build/diagram.py: the chassis and slot diagram's layout (items in millimetres),
the items each verdict concerns, and the edits (add, remove, move, set a GPU count)."""

from __future__ import annotations

import dataclasses
from itertools import pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rigwright.core.build.diagram import (
    SLOT_PITCH_MM,
    BuildDiagram,
    EditError,
    add_card,
    build_diagram,
    memory_fill,
    move_card,
    remove_card,
    set_gpu_count,
)
from rigwright.core.build.model import Build, GpuLine, build_from_sku
from rigwright.core.build.rules import ERROR, build_facts, check_build

SEED_SKUS = [
    "1.1",
    "1.2",
    "1.3",
    "1.4",
    "1.5",
    "1.6",
    "1.7",
    "1.8",
    "1.9",
    "1.10",
    "2.1",
    "2.2",
    "2.3",
    "2.4",
    "2.5",
    "2.6",
    "2.7",
    "3.1",
    "3.2",
    "3.3",
    "3.4",
    "3.5",
    "3.6",
    "3.7",
]


def _build(catalog, number: str) -> Build:
    return build_from_sku(catalog.sku(number), catalog)


def _diagram(catalog, build: Build) -> BuildDiagram:
    return build_diagram(build, catalog, check_build(build, catalog))


def _marked(diagram: BuildDiagram, rule: str):
    return [m for m in diagram.marked if m.verdict.rule == rule]


def test_the_seed_skus_are_all_covered(seed_catalog):
    assert sorted(s.number for s in seed_catalog.skus) == sorted(SEED_SKUS)


# ---------------------------------------------------------------------- layout
@pytest.mark.parametrize("number", SEED_SKUS)
def test_cards_match_the_build_and_the_rules_placement(seed_catalog, number):
    build = _build(seed_catalog, number)
    facts = build_facts(build, seed_catalog)
    diagram = _diagram(seed_catalog, build)

    assert len(diagram.cards) == build.gpu_count
    assert [c.index for c in diagram.cards] == list(range(build.gpu_count))
    assert [c.model for c in diagram.cards] == list(build.cards)
    assert tuple(c.opening for c in diagram.cards) == facts.placement
    for card in diagram.cards:
        gpu = seed_catalog.gpu(card.model)
        assert card.slot_width == gpu.slot_width
        assert card.rect.h == pytest.approx(gpu.slot_width * SLOT_PITCH_MM - 2)
        assert card.is_placed
        # the card hangs from its own slot: its top edge is at the slot's connector
        slot = diagram.slot_at(card.opening)
        assert slot is not None and slot.card == card.index
        assert abs(card.rect.y - slot.rect.y) < SLOT_PITCH_MM / 2
    if facts.links is not None:
        assert tuple(c.link_lanes for c in diagram.cards) == facts.links


@pytest.mark.parametrize("number", SEED_SKUS)
def test_slots_are_x16_at_the_rules_openings(seed_catalog, number):
    build = _build(seed_catalog, number)
    board = build_facts(build, seed_catalog).board
    diagram = _diagram(seed_catalog, build)

    assert board is not None
    assert [s.opening for s in diagram.slots] == list(board.slots)
    assert [s.index for s in diagram.slots] == list(range(len(board.slots)))
    assert diagram.openings == board.openings
    assert all(s.physical_lanes == 16 for s in diagram.slots)
    assert all(s.label.startswith(f"PCIe {s.index + 1} · x16") for s in diagram.slots)
    # slots go down the board in opening order, one pitch per opening
    tops = [s.rect.y for s in diagram.slots]
    assert tops == sorted(tops)
    for a, b in pairwise(diagram.slots):
        assert b.rect.y - a.rect.y == pytest.approx((b.opening - a.opening) * SLOT_PITCH_MM)
    # a slot's occupant is the card placed at its opening, and empty slots are empty
    occupied = {c.opening: c.index for c in diagram.cards}
    assert {s.opening: s.card for s in diagram.slots} == {o: occupied.get(o) for o in board.slots}


@pytest.mark.parametrize("number", SEED_SKUS)
def test_placed_cards_do_not_overlap_and_lie_inside_the_chassis(seed_catalog, number):
    diagram = _diagram(seed_catalog, _build(seed_catalog, number))
    chassis = diagram.chassis_rect
    placed = [c for c in diagram.cards if c.is_placed]
    assert placed
    for card in placed:
        r = card.rect
        assert chassis.x <= r.x and r.right <= chassis.right, (card.index, r, chassis)
        assert chassis.y <= r.y and r.bottom <= chassis.bottom, (card.index, r, chassis)
        assert diagram.board_rect.y <= r.y
    for i, a in enumerate(placed):
        for b in placed[i + 1 :]:
            assert not a.rect.intersects(b.rect), (a.index, b.index)
    # every item's rectangle is within the scene
    scene = diagram.scene_rect
    for item in (*diagram.cards, *diagram.psus, *diagram.sockets, *diagram.dimms, *diagram.slots):
        assert scene.x <= item.rect.x and item.rect.right <= scene.right
        assert scene.y <= item.rect.y and item.rect.bottom <= scene.bottom


def test_the_keys_name_every_item_once(seed_catalog):
    diagram = _diagram(seed_catalog, _build(seed_catalog, "3.7"))
    keys = diagram.keys()
    assert len(keys) == len(set(keys))
    assert [k for k in keys if k[0] == "card"] == [("card", i) for i in range(9)]
    assert [k for k in keys if k[0] == "slot"] == [("slot", o) for o in range(0, 18, 2)]
    assert ("chassis",) in keys and ("board",) in keys


def test_the_psus_and_their_gauges_follow_the_build(seed_catalog):
    build = _build(seed_catalog, "2.4")
    facts = build_facts(build, seed_catalog)
    diagram = _diagram(seed_catalog, build)
    assert [p.rating_w for p in diagram.psus] == list(build.psus_w) and len(build.psus_w) == 2
    share = round(facts.power.sustained_w / 2)
    assert all(p.sustained_w == share for p in diagram.psus)
    assert all(p.sustained_limit_w == int(p.rating_w * 0.8) for p in diagram.psus)
    assert not diagram.psus[0].rect.intersects(diagram.psus[1].rect)
    # a build that states no PSU gets one placeholder, and the notes say so
    gx = _diagram(seed_catalog, _build(seed_catalog, "3.7"))
    assert [p.rating_w for p in gx.psus] == [None]
    assert gx.psus[0].sustained_share is None
    assert any("no PSU" in str(n) for n in gx.notes)


# ---------------------------------------------------------------------- memory
@pytest.mark.parametrize(
    ("memory", "channels", "slots", "fill"),
    [
        (192, 12, 24, (12, 16)),  # one 16 GB module per channel
        (384, 12, 24, (12, 32)),
        (64, 4, 8, (4, 16)),
        (256, 4, 8, (4, 64)),
        (96, 4, 8, (6, 16)),  # neither 4 nor 8 nor 2 equal modules of a standard size
        (128, 8, 16, (8, 16)),
        (100, 8, 16, None),  # 100 GB is no count of equal standard modules
        (3, 2, 4, None),
        (0, 4, 8, None),
        (64, 4, 0, None),
    ],
)
def test_memory_fill(memory, channels, slots, fill):
    assert memory_fill(memory, channels, slots) == fill


def test_dimms_show_the_memory_fill(seed_catalog):
    build = _build(seed_catalog, "1.7")
    diagram = _diagram(seed_catalog, build)
    filled = [d.module_gb for d in diagram.dimms if d.module_gb]
    assert sum(filled) == build.memory_gb
    odd = _diagram(seed_catalog, dataclasses.replace(build, memory_gb=100))
    assert all(d.module_gb is None for d in odd.dimms)
    assert any("100 GB" in str(n) for n in odd.notes)


# ---------------------------------------------------------------------- verdicts
def test_a_capacity_error_points_at_the_card_that_has_no_slot(seed_catalog):
    five = dataclasses.replace(_build(seed_catalog, "1.7"), gpus=(GpuLine("RTX2080Ti", 5),))
    diagram = _diagram(seed_catalog, five)
    [capacity] = _marked(diagram, "slots.capacity")
    assert capacity.verdict.severity == ERROR
    assert capacity.targets == (("card", 4),)
    assert [c.opening for c in diagram.cards] == [0, 2, 4, 6, None]
    # the loose card is drawn in the tray below the chassis, and marked as an error
    assert diagram.cards[4].rect.y > diagram.chassis_rect.bottom
    assert diagram.severity_of(("card", 4)) == ERROR
    assert capacity.verdict in diagram.verdicts_for(("card", 4))
    assert capacity.verdict not in diagram.verdicts_for(("card", 0))


def test_a_placement_verdict_points_at_the_cards_it_numbers(seed_catalog):
    build = _build(seed_catalog, "1.7")
    off_slot = _diagram(seed_catalog, dataclasses.replace(build, placement=(0, 1, 4, 6)))
    [capacity] = _marked(off_slot, "slots.capacity")
    assert capacity.targets == (("card", 1),)
    stacked = _diagram(seed_catalog, dataclasses.replace(build, placement=(0, 0, 4, 6)))
    [width] = _marked(stacked, "slots.width")
    assert set(width.targets) == {("card", 0), ("card", 1)}


@pytest.mark.parametrize(("number", "psus"), [("1.7", 1), ("2.4", 2)])
def test_a_power_verdict_points_at_the_psus(seed_catalog, number, psus):
    diagram = _diagram(seed_catalog, _build(seed_catalog, number))
    power = [m for m in diagram.marked if m.verdict.rule.startswith("power.")]
    assert power
    for m in power:
        assert m.targets == tuple(("psu", k) for k in range(psus))
    assert diagram.severity_of(("psu", 0)) is not None
    assert all(
        m.verdict.rule.startswith("power.") for m in diagram.marked if ("psu", 0) in m.targets
    )


def test_the_lanes_verdict_points_at_the_x8_cards_only(seed_catalog):
    build = _build(seed_catalog, "1.7")
    diagram = _diagram(seed_catalog, build)
    [lanes] = _marked(diagram, "pcie.lanes")
    assert [c.link_lanes for c in diagram.cards] == [16, 8, 16, 8]
    assert lanes.targets == (("card", 1), ("card", 3))
    assert lanes.verdict in diagram.verdicts_for(("card", 1))
    assert lanes.verdict not in diagram.verdicts_for(("card", 0))


def test_memory_and_chassis_verdicts_point_at_the_dimms_and_the_chassis(seed_catalog):
    memory = _diagram(seed_catalog, _build(seed_catalog, "2.7"))
    [m] = _marked(memory, "memory.system_vs_gpu")
    assert set(m.targets) == {("dimm", d.socket, d.index) for d in memory.dimms}
    ranged = _diagram(seed_catalog, _build(seed_catalog, "3.3"))
    [r] = _marked(ranged, "chassis.gpu_range")
    assert r.targets == (("chassis",),)


def test_marked_follows_the_verdicts_in_rule_order(seed_catalog):
    build = _build(seed_catalog, "1.7")
    verdicts = check_build(build, seed_catalog)
    diagram = build_diagram(build, seed_catalog, verdicts)
    assert [m.verdict for m in diagram.marked] == verdicts
    assert build_diagram(build, seed_catalog).marked == ()
    assert all(m.targets for m in diagram.marked)


# ---------------------------------------------------------------------- edits
def test_add_card_without_a_hand_placement_adds_to_the_count(seed_catalog):
    build = _build(seed_catalog, "1.1")
    more = add_card(build, seed_catalog, "RTX2070S")
    assert more.gpus == (GpuLine("RTX2070S", 3),) and more.placement is None
    assert [c.opening for c in build_diagram(more, seed_catalog).cards] == [0, 2, 4]
    other = add_card(build, seed_catalog, "rtx 2080 ti")  # any alias or spelling
    assert other.gpus == (GpuLine("RTX2070S", 2), GpuLine("RTX2080Ti", 1))


def test_add_card_at_an_opening_and_in_the_top_free_slot(seed_catalog):
    build = _build(seed_catalog, "1.1")  # GX380i, slots 0 2 4 6, cards at 0 and 2
    at_six = add_card(build, seed_catalog, "RTX2080Ti", 6)
    assert at_six.gpus == (GpuLine("RTX2070S", 2), GpuLine("RTX2080Ti", 1))
    assert at_six.placement == (0, 2, 6)
    # a card of a model already in the build goes at the end of that model's cards
    same = add_card(at_six, seed_catalog, "RTX2070S")
    assert same.gpus == (GpuLine("RTX2070S", 3), GpuLine("RTX2080Ti", 1))
    assert same.placement == (0, 2, 4, 6)
    diagram = build_diagram(same, seed_catalog)
    assert [(c.model, c.opening) for c in diagram.cards] == [
        ("RTX2070S", 0),
        ("RTX2070S", 2),
        ("RTX2070S", 4),
        ("RTX2080Ti", 6),
    ]


def test_remove_card_drops_the_card_and_its_slot(seed_catalog):
    build = move_card(_build(seed_catalog, "1.7"), seed_catalog, 0, 6)  # (6, 2, 4, 0)
    fewer = remove_card(build, 1)
    assert fewer.gpus == (GpuLine("RTX2080Ti", 3),)
    assert fewer.placement == (6, 4, 0)
    assert remove_card(_build(seed_catalog, "1.7"), 3).placement is None
    mixed = add_card(_build(seed_catalog, "1.1"), seed_catalog, "RTX2080Ti", 6)
    assert remove_card(mixed, 2).gpus == (GpuLine("RTX2070S", 2),)
    assert remove_card(mixed, 2).placement == (0, 2)


def test_move_card_to_an_empty_slot_and_swap_with_a_taken_one(seed_catalog):
    gx380 = _build(seed_catalog, "1.1")
    assert move_card(gx380, seed_catalog, 0, 6).placement == (6, 2)
    gt410 = _build(seed_catalog, "1.7")
    swapped = move_card(gt410, seed_catalog, 0, 4)
    assert swapped.placement == (4, 2, 0, 6)
    assert swapped.gpus == gt410.gpus
    diagram = build_diagram(swapped, seed_catalog)
    assert diagram.slot_at(4).card == 0 and diagram.slot_at(0).card == 2
    # to its own slot: nothing moves, but the placement is now the engineer's
    assert move_card(gt410, seed_catalog, 1, 2).placement == (0, 2, 4, 6)


def test_set_gpu_count_adds_and_removes_from_the_bottom(seed_catalog):
    gx380 = _build(seed_catalog, "1.1")
    four = set_gpu_count(gx380, seed_catalog, "RTX2070S", 4)
    assert four.gpus == (GpuLine("RTX2070S", 4),)
    assert [c.opening for c in build_diagram(four, seed_catalog).cards] == [0, 2, 4, 6]
    assert set_gpu_count(gx380, seed_catalog, "RTX2070S", 2) == gx380
    # the card lowest in the chassis goes first
    moved = move_card(_build(seed_catalog, "1.7"), seed_catalog, 0, 6)  # (6, 2, 4, 0)
    three = set_gpu_count(moved, seed_catalog, "RTX2080Ti", 3)
    assert three.placement == (2, 4, 0)
    two = set_gpu_count(moved, seed_catalog, "RTX2080Ti", 2)
    assert two.placement == (2, 0)
    # a second model: added, then removed entirely
    mixed = set_gpu_count(gx380, seed_catalog, "Quadro RTX4000", 1)
    assert mixed.gpus == (GpuLine("RTX2070S", 2), GpuLine("Quadro RTX4000", 1))
    assert set_gpu_count(mixed, seed_catalog, "Quadro RTX4000", 0) == gx380


def test_edit_errors_say_why(seed_catalog):
    gt410 = _build(seed_catalog, "1.7")
    one = dataclasses.replace(gt410, gpus=(GpuLine("RTX2080Ti", 1),))
    with pytest.raises(EditError, match="last card cannot be removed"):
        remove_card(one, 0)
    with pytest.raises(EditError, match="last card cannot be removed"):
        set_gpu_count(gt410, seed_catalog, "RTX2080Ti", 0)
    with pytest.raises(EditError, match="there is no card 5"):
        remove_card(gt410, 4)
    with pytest.raises(EditError, match="unknown GPU 'RTX9090'"):
        add_card(gt410, seed_catalog, "RTX9090")
    with pytest.raises(EditError, match="unknown GPU 'RTX9090'"):
        set_gpu_count(gt410, seed_catalog, "RTX9090", 2)
    with pytest.raises(EditError, match="opening 1 is not an x16 slot of GT410i"):
        move_card(gt410, seed_catalog, 0, 1)
    with pytest.raises(EditError, match="opening 3 is not an x16 slot of GT410i"):
        add_card(gt410, seed_catalog, "RTX2080Ti", 3)
    with pytest.raises(EditError, match="there is no card 9"):
        move_card(gt410, seed_catalog, 8, 0)
    with pytest.raises(EditError, match="opening 2 holds card 2"):
        add_card(_build(seed_catalog, "1.1"), seed_catalog, "Titan RTX", 2)  # two cards, one slot
    placed = move_card(gt410, seed_catalog, 0, 2)  # every slot taken, placed by hand
    with pytest.raises(EditError, match="no free slot takes a 2-slot RTX2080Ti"):
        add_card(placed, seed_catalog, "RTX2080Ti")
    with pytest.raises(EditError, match="no free slot"):
        set_gpu_count(placed, seed_catalog, "RTX2080Ti", 5)
    with pytest.raises(EditError, match="0 or more"):
        set_gpu_count(gt410, seed_catalog, "RTX2080Ti", -1)
    five = dataclasses.replace(gt410, gpus=(GpuLine("RTX2080Ti", 5),))
    with pytest.raises(EditError, match="fit no slot"):
        move_card(five, seed_catalog, 0, 2)


# ---------------------------------------------------------------------- property
_START = ["1.1", "1.3", "1.7", "2.4", "3.7"]
_MODELS = [
    "RTX2080Ti",
    "Quadro RTX8000",
    "Titan RTX",
    "TESLA T4",
    "Quadro RTX4000",
    "RTX2060S",
    "TESLA V100",
    "RTX9090",
]
_opening = st.integers(min_value=-1, max_value=19)
_edit = st.one_of(
    st.tuples(st.just("add"), st.sampled_from(_MODELS), st.none() | _opening),
    st.tuples(st.just("remove"), st.integers(min_value=-1, max_value=10)),
    st.tuples(st.just("move"), st.integers(min_value=-1, max_value=10), _opening),
    st.tuples(st.just("count"), st.sampled_from(_MODELS), st.integers(min_value=-1, max_value=10)),
)


def _apply(build: Build, catalog, edit: tuple) -> Build:
    kind, *args = edit
    if kind == "add":
        return add_card(build, catalog, args[0], args[1])
    if kind == "remove":
        return remove_card(build, args[0])
    if kind == "move":
        return move_card(build, catalog, args[0], args[1])
    return set_gpu_count(build, catalog, args[0], args[1])


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(start=st.sampled_from(_START), edits=st.lists(_edit, min_size=1, max_size=8))
def test_random_edits_raise_edit_error_or_give_a_drawable_build(seed_catalog, start, edits):
    build = _build(seed_catalog, start)
    for edit in edits:
        try:
            result = _apply(build, seed_catalog, edit)
        except EditError as exc:
            assert str(exc)  # a reason, never an empty message
            continue
        assert result.gpu_count >= 1, edit  # a workstation keeps a GPU
        assert all(line.count >= 1 for line in result.gpus)
        diagram = build_diagram(result, seed_catalog, check_build(result, seed_catalog))
        assert len(diagram.cards) == result.gpu_count
        assert [c.model for c in diagram.cards] == list(result.cards)
        if result.placement is not None:
            assert len(result.placement) == result.gpu_count
            assert [c.opening for c in diagram.cards] == list(result.placement)
        if edit[0] == "move":
            assert result.placement is not None and result.placement[edit[1]] == edit[2]
            card, opening = edit[1], edit[2]
            before = build.placement or build_facts(build, seed_catalog).placement
            for i, (was, now) in enumerate(zip(before, result.placement, strict=True)):
                if i != card:  # the others stay, but the card in the slot takes the old one
                    assert now == (before[card] if was == opening else was)
        build = result


def test_cards_without_a_slot_get_no_pcie_link(seed_catalog):
    # Regression (newcomer review): six cards in the four-slot GT410i; the two in the tray
    # took lanes from the placed ones and were drawn "link x8".
    build = _build(seed_catalog, "1.7")
    six = dataclasses.replace(build, gpus=(GpuLine(build.gpus[0].model, 6),))
    diagram = _diagram(seed_catalog, six)
    loose = [c for c in diagram.cards if not c.is_placed]
    assert len(loose) == 2 and all(c.link_lanes is None for c in loose)
    assert [c.link_lanes for c in diagram.cards if c.is_placed] == [16, 8, 16, 8]
    lanes = _marked(diagram, "pcie.lanes")
    assert lanes and "2 of 4 cards" in lanes[0].verdict.message
    assert set(lanes[0].targets) == {("card", 1), ("card", 3)}


def test_no_more_cards_of_one_model_than_a_build_file_takes(seed_catalog):
    from rigwright.core.build.limits import MAX_GPUS_PER_LINE

    build = _build(seed_catalog, "3.7")
    full = dataclasses.replace(build, gpus=(GpuLine(build.gpus[0].model, MAX_GPUS_PER_LINE),))
    with pytest.raises(EditError, match=f"at most {MAX_GPUS_PER_LINE} cards of one model"):
        add_card(full, seed_catalog, build.gpus[0].model)
