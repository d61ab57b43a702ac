"""Tests for core/build/layout.py: PCIe positions, PSU parsing, board power and notes."""

from __future__ import annotations

import dataclasses

import pytest

from rigwright.core.build.layout import NOT_STATED, POSITION_WIDTH, chassis_layout, parse_psu


@pytest.mark.parametrize(
    ("cell", "expected"),
    [
        ("微塔式(2000W)", (1, 2000)),
        ("微塔式(2000w)", (1, 2000)),
        ("微塔式(1200w)", (1, 1200)),
        ("雙塔式(雙2000w)", (2, 2000)),
        ("双塔式(双1600W)", (2, 1600)),
        ("tower (2*1600W)", (2, 1600)),
        ("雙塔", None),
        ("", None),
    ],
)
def test_parse_psu(cell, expected):
    assert parse_psu(cell) == expected


def test_every_seed_sku_has_one_position_per_supported_gpu(seed_catalog):
    for sku in seed_catalog.skus:
        layout = chassis_layout(sku, seed_catalog)
        spec = seed_catalog.chassis[sku.series]
        assert len(layout.slots) == spec.max_gpus, sku.code
        assert len(layout.occupied) == sku.gpu_count, sku.code
        # Filled from the top, each position double width.
        assert [s.is_occupied for s in layout.slots] == (
            [True] * sku.gpu_count + [False] * (spec.max_gpus - sku.gpu_count)
        )
        assert all(s.slot_width == POSITION_WIDTH for s in layout.slots)
        assert all(s.gpu == sku.gpu for s in layout.occupied)
        assert all(
            s.gpu is None and s.card_slot_width is None for s in layout.slots if not s.is_occupied
        )


def test_micro_tower_psu_and_board_power(seed_catalog):
    sku = seed_catalog.sku("GT410i 14596-SB4X")
    layout = chassis_layout(sku, seed_catalog)
    assert (layout.psu.count, layout.psu.watts_each) == (1, 2000)
    assert layout.psu.describe() == "1 × 2000 W"
    gpu = seed_catalog.gpu("RTX2080Ti")
    assert layout.gpu_board_power_w == 4 * gpu.board_power_w
    assert str(layout.notes[0]) == "4 GPUs in a chassis the selection guide rates for 2-4"
    assert [s.label for s in layout.slots] == [f"PCIe {i} x16" for i in range(1, 5)]


def test_double_tower_has_two_psus(seed_catalog):
    sku = seed_catalog.sku("GT410P 14696-SB5X")
    layout = chassis_layout(sku, seed_catalog)
    assert (layout.psu.count, layout.psu.watts_each, layout.psu.total_w) == (2, 2000, 4000)
    assert len(layout.slots) == 7 and len(layout.occupied) == 5


def test_unstated_psu_is_said_not_invented(seed_catalog):
    sku = seed_catalog.sku("GX630M 237192-MB9X")
    layout = chassis_layout(sku, seed_catalog)
    assert layout.psu.count is None and layout.psu.watts_each is None
    assert layout.psu.total_w is None
    assert layout.psu.describe() == NOT_STATED
    texts = [str(n) for n in layout.notes]
    assert any("PSU not stated by the selection guide" in t for t in texts)
    assert "9 GPUs in a chassis the selection guide rates for 8-9" in texts


def test_the_layout_draws_the_psus_the_loader_read_from_the_chassis_cell(seed_catalog):
    for sku in seed_catalog.skus:
        assert (sku.psu_count, sku.psu_w) == (parse_psu(sku.chassis) or (None, None))
        layout = chassis_layout(sku, seed_catalog)
        assert (layout.psu.count, layout.psu.watts_each) == (sku.psu_count, sku.psu_w)
    assert chassis_layout(seed_catalog.sku("1.7"), seed_catalog).psu.describe() == "1 × 2000 W"


def test_out_of_range_and_unplaced_gpus_are_noted(seed_catalog):
    sku = dataclasses.replace(seed_catalog.sku("GT410i 14596-SB4X"), gpu_count=6)
    layout = chassis_layout(sku, seed_catalog)
    assert len(layout.slots) == 4 and layout.unplaced_gpus == 2
    assert "outside the 2-4" in str(layout.notes[0])
    assert any("2 GPU(s) have no position" in str(n) for n in layout.notes)


def test_unknown_gpu_has_no_power_estimate(seed_catalog):
    sku = dataclasses.replace(seed_catalog.sku("GT410i 14596-SB4X"), gpu="Imaginary 9000")
    layout = chassis_layout(sku, seed_catalog)
    assert layout.gpu is None and layout.gpu_board_power_w is None
    assert any("not in the catalog" in str(n) for n in layout.notes)


def test_unknown_series_raises(seed_catalog):
    sku = dataclasses.replace(seed_catalog.sku("GT410i 14596-SB4X"), series="ZZ999")
    with pytest.raises(KeyError, match="ZZ999"):
        chassis_layout(sku, seed_catalog)


def test_notes_are_worded_in_each_quote_language(seed_catalog):
    layout = chassis_layout(seed_catalog.sku("3.1"), seed_catalog)
    for note in layout.notes:
        english, simplified, traditional = note.text("en"), note.text("zh_CN"), note.text("zh_TW")
        assert str(note) == english
        assert simplified != english and traditional != english
        assert any("\u4e00" <= ch <= "\u9fff" for ch in simplified)
    texts = [n.text("zh_CN") for n in layout.notes]
    assert "9 块 GPU，机箱按选型指南支持 8-9 块" in texts
    assert any(t.startswith("选型指南未注明电源") for t in texts)
    assert any(t.startswith("選型指南未註明電源") for t in (n.text("zh_TW") for n in layout.notes))
    # Customer-facing: the quote never calls the guide "seed" (种子 / 種子) in any language.
    for note in layout.notes:
        for lang in ("en", "zh_CN", "zh_TW"):
            assert "seed" not in note.text(lang) and "种子" not in note.text(lang)
            assert "種子" not in note.text(lang)


def test_notes_compare_structurally_not_with_text(seed_catalog):
    layout = chassis_layout(seed_catalog.sku("GT410i 14596-SB4X"), seed_catalog)
    note = layout.notes[0]
    again = chassis_layout(seed_catalog.sku("GT410i 14596-SB4X"), seed_catalog).notes[0]
    assert note == again and hash(note) == hash(again)
    assert note != str(note)  # equal objects hash equally: a note is never equal to a str
    assert len({note, again, str(note)}) == 2


def test_customer_notes_leave_out_the_internal_checks(seed_catalog):
    from rigwright.core.build.layout import CUSTOMER_NOTES

    layout = chassis_layout(seed_catalog.sku("3.3"), seed_catalog)  # 7 GPUs, guide: 8-9
    keys = [n.key for n in layout.notes]
    assert "out_of_range" in keys and "psu_not_stated" in keys
    customer = layout.customer_notes
    assert [n.key for n in customer] == ["psu_not_stated", "power"]
    assert all(n.is_customer_facing for n in customer)
    assert not any(n.is_customer_facing for n in layout.notes if n.key not in CUSTOMER_NOTES)
    assert not any("outside" in str(n) for n in customer)
    assert CUSTOMER_NOTES.isdisjoint(
        {"in_range", "out_of_range", "unplaced", "too_wide", "unknown_gpu"}
    )


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_psu_not_stated_does_not_quote_the_traditional_cell(seed_catalog, lang):
    layout = chassis_layout(seed_catalog.sku("3.7"), seed_catalog)
    note = next(n for n in layout.notes if n.key == "psu_not_stated")
    assert dict(note.params)["cell"] == "雙塔"  # kept for the engineer's window
    text = note.text(lang)
    assert "雙塔" not in text and "'" not in text
    assert (
        text
        == {
            "en": "PSU not stated by the selection guide",
            "zh_CN": "选型指南未注明电源",
            "zh_TW": "選型指南未註明電源",
        }[lang]
    )


def test_assumed_chassis_figures_are_noted_for_the_engineer_not_the_customer(seed_catalog):
    layout = chassis_layout(seed_catalog.sku("3.7"), seed_catalog)
    assumed = [n for n in layout.notes if n.key == "assumed"]
    assert len(assumed) == 1
    assert "gpu positions 9; pcie switch yes; psu not stated" in str(assumed[0])
    assert not [n for n in layout.customer_notes if n.key == "assumed"]
