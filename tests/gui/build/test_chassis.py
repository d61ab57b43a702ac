"""Tests for gui/build/chassis.py: the layout notes beside the diagram, and the words they and the
diagram use (never "seed" on a customer's page)."""

from __future__ import annotations

import pytest

from rigwright.core.build.layout import chassis_layout
from rigwright.gui.build.chassis import ChassisFacts, layout_facts
from rigwright.gui.build.scene import word


def test_facts_list_the_layout_notes_psu_not_stated(qtbot, seed_catalog):
    layout = chassis_layout(seed_catalog.sku("3.1"), seed_catalog)
    facts = ChassisFacts()
    qtbot.addWidget(facts)
    facts.show_layout(layout)
    for note in layout.notes:  # all of them, the internal checks too
        assert any(fact.startswith(note.text("en")) for fact in facts.facts)
    # The engineer's window quotes the chassis cell as printed, calling the seed "the
    # selection guide" as the notes do.
    assert "PSU not stated by the selection guide (chassis cell '雙塔')" in facts.facts
    assert any(fact.startswith("GPU board power ≈ 2250 W") for fact in facts.facts)
    assert "Cooler: blower" in facts.plain_text()
    assert "not stated by the selection guide" in facts.text()
    facts.clear()
    assert facts.facts == [] and facts.text() == ""


def test_facts_state_the_psu_and_its_share_when_the_seed_gives_it(seed_catalog):
    layout = chassis_layout(seed_catalog.sku("1.2"), seed_catalog)
    facts = layout_facts(layout)
    assert facts[0] == "2 GPUs in a chassis the selection guide rates for 2-4"
    psu = facts.index("PSU 1 × 1200 W (chassis cell '微塔式(1200w)')")
    power = next(n for n, fact in enumerate(facts) if "42 % of 1200 W PSU" in fact)
    assert psu < power
    assert facts[-1] == "Cooler: blower (RTX2080Ti)"


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_diagram_words_never_say_seed(lang):
    from rigwright.gui.build.scene import _WORDS

    for key, word_text in _WORDS.items():
        text = dict(word_text.renditions).get(lang, word_text.source)
        assert "seed" not in text.casefold() and "种子" not in text and "種子" not in text, key
    assert word("range", "zh_CN", low=8, high=9) == "选型指南：8-9 块 GPU"
    assert word("range", "zh_TW", low=8, high=9) == "選型指南：8-9 塊 GPU"
    assert word("range", "en", low=8, high=9) == "selection guide: 8-9 GPUs"


def test_facts_keep_the_internal_checks_and_never_say_seed(seed_catalog):
    for sku in seed_catalog.skus:
        facts = layout_facts(chassis_layout(sku, seed_catalog))
        assert not any("seed" in fact.casefold() for fact in facts), sku.number
    facts = layout_facts(chassis_layout(seed_catalog.sku("3.3"), seed_catalog))
    assert "7 GPUs, outside the 8-9 the selection guide rates this chassis for" in facts
