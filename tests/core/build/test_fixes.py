"""Minimal fixes of invalid builds (core/build/fixes.py and its fix_* modules): valid, minimal,
ordered by price change."""

from __future__ import annotations

import dataclasses
import json
import re
from decimal import Decimal
from itertools import combinations

import pytest

from rigwright.core.build.fixes import (
    Change,
    apply_changes,
    change_options,
    minimal_fixes,
    new_unknowns,
)
from rigwright.core.build.model import GpuLine, build_from_json, build_from_sku
from rigwright.core.build.rules import ERROR, check_build
from rigwright.core.catalog.model import ExchangeRate, PriceEntry, PriceList
from rigwright.core.pricing.prices import price_of


@pytest.fixture(scope="module")
def current_catalog():
    from rigwright.core.catalog.files import load_catalog_files

    return load_catalog_files("current")


def is_valid(build, catalog):
    return not any(v.severity == ERROR for v in check_build(build, catalog))


def combos(options, k):
    """Every set of ``k`` options changing distinct aspects (as the search combines them)."""
    for combo in combinations(options, k):
        if len({c.aspect for c in combo}) == k:
            yield combo


def assert_minimal(build, catalog, fixes):
    """Every fix is valid, replays, has the same number of changes, and no build with fewer
    changes from the option generator is valid (brute force)."""
    assert fixes
    depth = len(fixes[0].changes)
    options = change_options(build, catalog)
    for fix in fixes:
        assert len(fix.changes) == depth
        assert is_valid(fix.build, catalog), fix.text
        assert apply_changes(build, fix.changes, catalog) == fix.build
        assert list(fix.remaining) == check_build(fix.build, catalog)
        assert all(v.severity != ERROR for v in fix.remaining)
    for k in range(depth):
        for combo in combos(options, k):
            assert not is_valid(apply_changes(build, combo, catalog), catalog), [
                c.text for c in combo
            ]
    assert len({f.build for f in fixes}) == len(fixes)  # identical builds listed once


def price_key(fix, before):
    p = fix.price_change_cny
    return (bool(new_unknowns(fix, before)), p is None, abs(p) if p is not None else Decimal(0))


def assert_price_order(fixes, build, catalog):
    """Fixes valid only for want of a fact last; within each part, by price change."""
    before = check_build(build, catalog)
    keys = [price_key(f, before) for f in fixes]
    assert keys == sorted(keys)


def json_build(catalog, **changes):
    data = {
        "chassis": "GT410i",
        "cpus": [{"name": "CPU", "power_w": 165}],
        "memory_gb": 256,
        "gpus": [{"model": "RTX2080Ti", "count": 4}],
        "psus_w": [2000],
        "drives": [],
    }
    data.update(changes)
    return build_from_json(data, catalog)


def texts(fixes):
    return [str(f.text) for f in fixes]


# ----------------------------------------------------------------------------- seed SKUs


@pytest.mark.parametrize("number", ["2.5", "3.1", "3.3"])
def test_the_seed_skus_that_break_rules_get_minimal_valid_fixes(seed_catalog, number):
    build = build_from_sku(seed_catalog.sku(number), seed_catalog)
    assert not is_valid(build, seed_catalog)
    everything = minimal_fixes(build, seed_catalog, limit=1000)
    assert_minimal(build, seed_catalog, everything)
    assert_price_order(everything, build, seed_catalog)
    # The default limit gives the first three of the same order.
    assert texts(minimal_fixes(build, seed_catalog)) == texts(everything)[:3]


@pytest.mark.parametrize("number", ["2.5", "3.1", "3.3"])
def test_every_valid_single_change_is_offered_unless_a_smaller_step_is(seed_catalog, number):
    build = build_from_sku(seed_catalog.sku(number), seed_catalog)
    offered = {f.build for f in minimal_fixes(build, seed_catalog, limit=1000)}
    for option in change_options(build, seed_catalog):
        fixed = apply_changes(build, [option], seed_catalog)
        if not is_valid(fixed, seed_catalog):
            continue
        if option.kind == "gpu_count":
            start = build.gpus[option.index].count
            nearer = apply_changes(
                build, [dataclasses.replace(option, value=option.value + 1)], seed_catalog
            )
            if option.value + 1 < start and is_valid(nearer, seed_catalog):
                assert fixed not in offered, option.text  # "remove 2" when "remove 1" does
                continue
        assert fixed in offered, option.text


def test_the_seed_fixes_name_the_cards(seed_catalog):
    def all_texts(number):
        return texts(
            minimal_fixes(
                build_from_sku(seed_catalog.sku(number), seed_catalog), seed_catalog, limit=1000
            )
        )

    t25, t31, t33 = all_texts("2.5"), all_texts("3.1"), all_texts("3.3")
    assert "remove 1 × Titan RTX (5 → 4)" in t25
    assert "replace 5 × Titan RTX with 5 × Quadro RTX6000 (blower)" in t25
    assert "replace 5 × Titan RTX with 5 × RTX2060S (open-air)" in t25  # cooling warning: named
    assert "remove 1 × RTX2080S (9 → 8)" in t31
    assert not any(t.startswith("remove 2 × RTX2080S") for t in t31)  # a smaller step fixes it
    assert "replace 9 × RTX2080S with 9 × Quadro RTX6000" in t31  # same cooler: not named
    assert "remove 3 × Titan RTX (7 → 4)" in t33
    assert not any("TESLA" in t for t in t25 + t31 + t33)  # passive cards never fix a tower


def test_a_valid_build_needs_no_fix(seed_catalog):
    assert minimal_fixes(build_from_sku(seed_catalog.sku("1.7"), seed_catalog), seed_catalog) == []
    assert change_options(build_from_sku(seed_catalog.sku("1.7"), seed_catalog), seed_catalog) == []
    for sku in seed_catalog.skus:
        build = build_from_sku(sku, seed_catalog)
        assert (minimal_fixes(build, seed_catalog) == []) == is_valid(build, seed_catalog), (
            sku.number
        )


def test_limit_must_be_positive(seed_catalog):
    with pytest.raises(ValueError, match="limit"):
        minimal_fixes(build_from_sku(seed_catalog.sku("2.5"), seed_catalog), seed_catalog, limit=0)


# ----------------------------------------------------------------------------- hand-made builds


def test_too_many_cards_for_the_slots(seed_catalog):
    build = json_build(seed_catalog, gpus=[{"model": "RTX6000", "count": 6}])
    assert "slots.capacity" in {
        v.rule for v in check_build(build, seed_catalog) if v.severity == ERROR
    }
    fixes = minimal_fixes(build, seed_catalog, limit=1000)
    assert_minimal(build, seed_catalog, fixes)
    assert "remove 2 × Quadro RTX6000 (6 → 4)" in texts(fixes)
    fix = next(f for f in fixes if str(f.text) == "remove 2 × Quadro RTX6000 (6 → 4)")
    assert fix.build.gpus == (GpuLine("Quadro RTX6000", 4),)
    price = price_of(seed_catalog, "Quadro RTX6000").amount_cny  # None until the seed prices it
    assert fix.price_change_cny == (None if price is None else -2 * price)


def test_a_psu_too_small(seed_catalog):
    build = json_build(seed_catalog, gpus=[{"model": "RTX8000", "count": 4}], psus_w=[1200])
    assert "power.sustained" in {
        v.rule for v in check_build(build, seed_catalog) if v.severity == ERROR
    }
    fixes = minimal_fixes(build, seed_catalog, limit=1000)
    assert_minimal(build, seed_catalog, fixes)
    assert_price_order(fixes, build, seed_catalog)
    psu = [f for f in fixes if f.changes[0].kind == "psu"]
    assert "add a second 1200 W PSU" in texts(psu)
    assert next(f for f in psu if str(f.text) == "add a second 1200 W PSU").build.psus_w == (
        1200,
        1200,
    )
    # A bigger PSU from the seed's chassis statements ("1 × 1200 W or 1 × 2000 W").
    assert "use 1 × 2000 W PSU instead of 1 × 1200 W" in texts(psu)
    # The seed prices no PSU: those fixes have no price change and come after priced ones.
    assert all(f.price_change_cny is None for f in psu)


def test_a_psu_too_small_with_psu_parts(current_catalog):
    build = build_from_json(
        {
            "chassis": "Tower, ASUS W790E-SAGE SE",
            "cpus": ["Intel Xeon w9-3495X"],
            "memory_gb": 256,
            "gpus": [{"model": "RTX 6000 Ada Generation", "count": 4}],
            "psu": "PSU 1200 W (ATX 3.x)",
        },
        current_catalog,
    )
    fixes = minimal_fixes(build, current_catalog, limit=1000)
    assert_minimal(build, current_catalog, fixes)
    by_text = {str(f.text): f for f in fixes}
    assert "add a second 1200 W PSU" in by_text
    # No catalog part is two 1200 W units: the build names no part but keeps its ATX version.
    second = by_text["add a second 1200 W PSU"].build
    assert (second.psus_w, second.psu, second.psu_atx_version) == ((1200, 1200), None, "3.x")
    dual = by_text["use Dual PSU 2 × 2000 W (ATX 3.x) (2 × 2000 W) instead of 1 × 1200 W"].build
    assert (dual.psus_w, dual.psu) == ((2000, 2000), "Dual PSU 2 × 2000 W (ATX 3.x)")


def test_a_passive_card_in_a_tower(seed_catalog):
    build = json_build(seed_catalog, gpus=[{"model": "TESLA T4", "count": 2}])
    fixes = minimal_fixes(build, seed_catalog, limit=1000)
    assert_minimal(build, seed_catalog, fixes)
    assert fixes and all(len(f.changes) == 1 and f.changes[0].kind == "gpu_model" for f in fixes)
    for fix in fixes:  # the reason is cooling: every replacement names its cooler
        assert re.fullmatch(
            r"replace 2 × TESLA T4 with 2 × .+ \((blower|open-air|cooler unknown)\)", str(fix.text)
        )
    assert "replace 2 × TESLA T4 with 2 × Quadro RTX6000 (blower)" in texts(fixes)
    assert "replace 2 × TESLA T4 with 2 × TESLA V100 (passive)" not in texts(fixes)


def test_two_changes_when_one_is_not_enough(seed_catalog):
    # A passive card (needs another model) on a PSU too small for any active pair.
    build = json_build(seed_catalog, gpus=[{"model": "TESLA T4", "count": 2}], psus_w=[300])
    fixes = minimal_fixes(build, seed_catalog, limit=1000)
    assert_minimal(build, seed_catalog, fixes)  # brute force: no single change is valid
    assert all([c.kind for c in f.changes] == ["gpu_model", "psu"] for f in fixes)
    assert (
        "replace 2 × TESLA T4 with 2 × Quadro RTX6000 (blower); "
        "use 1 × 2000 W PSU instead of 1 × 300 W" in texts(fixes)
    )


def test_a_line_removed_or_merged(seed_catalog):
    build = json_build(
        seed_catalog, gpus=[{"model": "TESLA T4", "count": 2}, {"model": "RTX6000", "count": 2}]
    )
    fixes = minimal_fixes(build, seed_catalog, limit=1000)
    assert_minimal(build, seed_catalog, fixes)
    by_text = {str(f.text): f for f in fixes}
    assert by_text["remove 2 × TESLA T4 (2 → 0)"].build.gpus == (GpuLine("Quadro RTX6000", 2),)
    merged = by_text["replace 2 × TESLA T4 with 2 × Quadro RTX6000 (blower)"].build
    assert merged.gpus == (GpuLine("Quadro RTX6000", 4),)


def test_placement_follows_the_cards(seed_catalog):
    # Two lines placed explicitly; the second card of the TESLA line sits on a non-x16 opening.
    build = json_build(
        seed_catalog,
        gpus=[{"model": "TESLA T4", "count": 2}, {"model": "RTX6000", "count": 2}],
        placement=[0, 1, 2, 4],
    )
    removed = apply_changes(build, [Change("gpu_count", "", index=0, value=1)], seed_catalog)
    assert removed.gpus[0] == GpuLine("TESLA T4", 1) and removed.placement == (0, 2, 4)
    gone = apply_changes(build, [Change("gpu_count", "", index=0, value=0)], seed_catalog)
    assert gone.gpus == (GpuLine("Quadro RTX6000", 2),) and gone.placement == (2, 4)
    merged = apply_changes(
        build, [Change("gpu_model", "", index=0, value="Quadro RTX6000")], seed_catalog
    )
    assert merged.gpus == (GpuLine("Quadro RTX6000", 4),) and merged.placement == (0, 1, 2, 4)
    assert (
        apply_changes(build, [Change("chassis", "", value="GT410P")], seed_catalog).placement
        is None
    )
    fixes = minimal_fixes(build, seed_catalog, limit=1000)
    assert_minimal(build, seed_catalog, fixes)
    assert "remove 2 × TESLA T4 (2 → 0)" in texts(fixes)


def test_a_wrong_placement_is_re_placed(seed_catalog):
    build = json_build(
        seed_catalog, gpus=[{"model": "RTX6000", "count": 4}], placement=[0, 1, 2, 3]
    )
    fixes = minimal_fixes(build, seed_catalog, limit=1000)
    assert_minimal(build, seed_catalog, fixes)
    first = fixes[0]
    assert str(first.text) == "re-place the cards at slot openings 0, 2, 4, 6 (were at 0, 1, 2, 3)"
    assert first.price_change_cny == 0 and first.build.placement == (0, 2, 4, 6)
    # Removing cards drops their slots; another chassis leaves the placement to the rules.
    assert all(len(f.build.placement or f.build.cards) == f.build.gpu_count for f in fixes)


def test_nvlink_on_cards_without_it(seed_catalog):
    build = json_build(seed_catalog, gpus=[{"model": "RTX2060S", "count": 2}], nvlink=True)
    assert "nvlink.supported" in {
        v.rule for v in check_build(build, seed_catalog) if v.severity == ERROR
    }
    fixes = minimal_fixes(build, seed_catalog, limit=1000)
    assert_minimal(build, seed_catalog, fixes)
    by_text = {str(f.text): f for f in fixes}
    drop = by_text["leave out the NVLink bridges"]
    assert drop.build.nvlink is False and drop.price_change_cny is None
    assert_price_order(fixes, build, seed_catalog)
    assert "replace 2 × RTX2060S with 2 × Quadro RTX6000 (blower)" in by_text
    mixed = json_build(
        seed_catalog,
        gpus=[{"model": "RTX2080Ti", "count": 2}, {"model": "RTX6000", "count": 2}],
        nvlink=True,
    )
    assert "remove 2 × RTX2080Ti (2 → 0)" in texts(minimal_fixes(mixed, seed_catalog, limit=1000))


def test_memory_and_cpu_options_only_for_their_errors(seed_catalog):
    kinds = {
        c.kind
        for c in change_options(
            json_build(seed_catalog, gpus=[{"model": "RTX8000", "count": 4}], psus_w=[1200]),
            seed_catalog,
        )
    }
    assert kinds == {"gpu_count", "gpu_model", "chassis", "psu"}
    kinds = {
        c.kind
        for c in change_options(build_from_sku(seed_catalog.sku("3.1"), seed_catalog), seed_catalog)
    }
    assert kinds == {"gpu_count", "gpu_model", "chassis"}


# ----------------------------------------------------------------------------- prices


def _priced(catalog, *names):
    """``catalog`` with a price list that prices only ``names`` (USD 1000 × n each)."""
    entries = tuple(
        PriceEntry(item=name, kind="gpu", amount_usd=Decimal(1000 * (n + 1)), date="2020-01-01")
        for n, name in enumerate(names)
    )
    return dataclasses.replace(
        catalog,
        price_list=PriceList(
            "test prices", ExchangeRate(Decimal(7), "2026-01-01"), entries, illustrative=True
        ),
    )


def test_unknown_prices_give_none_and_sort_after_known_ones(seed_catalog):
    catalog = _priced(seed_catalog, "Titan RTX", "Quadro RTX6000")  # CNY 7,000 and 14,000
    build = build_from_sku(catalog.sku("2.5"), catalog)
    fixes = minimal_fixes(build, catalog, limit=1000)
    assert_price_order(fixes, build, catalog)
    by_text = {str(f.text): f for f in fixes}
    remove = by_text["remove 1 × Titan RTX (5 → 4)"]
    assert remove.price_change_cny == Decimal(-7000) and remove.illustrative
    assert remove.changes[0].price_change_cny == Decimal(-7000)
    replace = by_text["replace 5 × Titan RTX with 5 × Quadro RTX6000 (blower)"]
    assert replace.price_change_cny == 5 * (Decimal(14000) - Decimal(7000))
    assert texts(fixes)[:2] == [str(remove.text), str(replace.text)]
    unknown = [f for f in fixes if f.price_change_cny is None]
    assert unknown and fixes[2:] == unknown  # RTX2080Ti etc. have no price here
    assert not any(f.illustrative for f in unknown)


def test_without_a_price_list_every_fix_is_unpriced_and_the_order_is_deterministic(seed_catalog):
    catalog = dataclasses.replace(seed_catalog, price_list=None)
    build = build_from_sku(catalog.sku("3.3"), catalog)
    fixes = minimal_fixes(build, catalog, limit=1000)
    assert fixes and all(f.price_change_cny is None for f in fixes)
    assert texts(fixes) == texts(minimal_fixes(build, catalog, limit=1000))
    assert str(fixes[0].text) == "remove 3 × Titan RTX (7 → 4)"  # fewest cards touched first


def test_fix_text_joins_its_changes():
    from rigwright.core.build.fixes import Fix

    fix = Fix(
        (Change("gpu_count", "remove 1 × A (2 → 1)"), Change("psu", "add a second 2000 W PSU")),
        build=None,
        price_change_cny=None,
    )  # type: ignore[arg-type]
    assert str(fix.text) == "remove 1 × A (2 → 1); add a second 2000 W PSU"


@pytest.mark.parametrize("number", ["2.5", "3.3"])
def test_fixes_valid_only_for_want_of_a_fact_come_last(seed_catalog, number):
    """A card of unknown cooler "fixes" open-air packing only because cooling cannot be
    checked: such a fix is offered after every fix that rests on known facts."""
    build = build_from_sku(seed_catalog.sku(number), seed_catalog)
    before = check_build(build, seed_catalog)
    fixes = minimal_fixes(build, seed_catalog, limit=1000)
    flags = [bool(new_unknowns(f, before)) for f in fixes]
    assert flags == sorted(flags) and not flags[0] and any(flags)
    gamble = next(f for f in fixes if "Quadro RTX5000" in str(f.text))
    assert any(v.rule == "cooling.unknown" for v in new_unknowns(gamble, before))
    assert "cooler unknown" in str(gamble.text)
    assert "(cooler unknown)" not in str(minimal_fixes(build, seed_catalog)[0].text)


# ----------------------------------------------------------------------------- CLI


def test_cli_check_fixes(tmp_db, seed_catalog, run_cli):
    db = str(tmp_db)
    code, out, err = run_cli("--db", db, "check", "--sku", "2.5", "--fixes")
    assert code == 0 and err == ""
    expected = minimal_fixes(build_from_sku(seed_catalog.sku("2.5"), seed_catalog), seed_catalog)
    assert f"1. {expected[0].text}  ({expected[0].price_change_label})" in out
    code, out, _ = run_cli("--db", db, "check", "--sku", "2.5", "--fixes", "--json")
    data = json.loads(out)
    assert code == 0 and set(data) == {"market", "verdicts", "fixes"}
    assert [f["text"] for f in data["fixes"]] == [str(f.text) for f in expected]
    first = data["fixes"][0]
    assert first["price_change_cny"] == str(expected[0].price_change_cny)
    assert build_from_json(first["build"], seed_catalog) == expected[0].build
    # A valid SKU needs none; --json without --fixes has no "fixes".
    code, out, _ = run_cli("--db", db, "check", "--sku", "1.7", "--fixes")
    assert "Fixes: none needed" in out
    code, out, _ = run_cli("--db", db, "check", "--sku", "2.5", "--json")
    assert set(json.loads(out)) == {"market", "verdicts"}
