"""The rule subsets the search relies on: chassis-level, platform-level, count-monotone
(core/build/rules/registry.py)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rigwright.core.build.model import Build, CpuLine, GpuLine, build_from_sku
from rigwright.core.build.rules import (
    CHASSIS_RULES,
    COUNT_MONOTONE_ERRORS,
    ERROR,
    PLATFORM_RULES,
    RULE_NAMES,
    RULES,
    chassis_key,
    check_build,
    check_rules,
    in_rule_order,
    parse_site,
)
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.catalog.model import Cooler, PartFigure, PartKind
from tests.core.build.rules.conftest import build, current_build

# The search (core/search/checker.py) shares chassis-level verdicts between builds with one chassis
# key and skips larger counts after a count-monotone error; these tests check both claims
# directly, so a rule change that breaks one fails here, not as a wrong front.

SEED = load_catalog_files("seed-2020")
CURRENT = load_catalog_files("current")
SITES = [None, parse_site("220V/10A"), parse_site("2x120V/15A")]


def seed_platforms():
    """The seed SKUs' builds without GPUs (as the search's SKU platforms), one per distinct
    platform."""
    out = {dataclasses.replace(build_from_sku(s, SEED), gpus=(), label=""): None for s in SEED.skus}
    return list(out)


def current_platforms(memory_gb=256):
    """Every chassis part × CPU part × PSU part of the current catalog, without GPUs (more
    than the search builds: the rules do not ask whether a CPU suits the chassis)."""
    parts = {k: [p for p in CURRENT.parts if p.kind is k] for k in PartKind}
    out = []
    for case in parts[PartKind.CHASSIS]:
        for cpu in parts[PartKind.CPU]:
            for psu in parts[PartKind.PSU]:
                watts, units = int(psu.number("power_w")), int(psu.number("psu_count"))
                out.append(
                    Build(
                        chassis=case.name,
                        cpus=(CpuLine(cpu.name, 1),),
                        memory_gb=memory_gb,
                        gpus=(),
                        psus_w=(watts,) * units,
                        psu=psu.name,
                    )
                )
    return out


def with_gpus(platform, model, count, **changes):
    return dataclasses.replace(platform, gpus=(GpuLine(model, count),), **changes)


def test_the_rule_subsets_split_the_rules():
    assert CHASSIS_RULES | PLATFORM_RULES == RULE_NAMES == {name for name, _ in RULES}
    assert not CHASSIS_RULES & PLATFORM_RULES
    with pytest.raises(ValueError, match="unknown rule.*'slot'"):
        check_build(build(SEED), SEED, rules={"slot"})


def subset_builds():
    """Every seed SKU and hand-made builds on both catalogs (placement, NVLink, board size,
    mixed models, unknown facts)."""
    builds = [(build_from_sku(sku, SEED), SEED) for sku in SEED.skus]
    builds += [
        (build(SEED, **changes), SEED)
        for changes in (
            {},
            {"gpus": [{"model": "TESLA V100", "count": 3}]},
            {"gpus": [{"model": "RTX2080Ti", "count": 2}], "placement": [0, 1], "nvlink": True},
            {
                "gpus": [
                    {"model": "RTX2080Ti", "count": 2},
                    {"model": "Quadro RTX6000", "count": 1},
                ],
                "nvlink": True,
            },
            {
                "psus_w": [],
                "board_form_factor": "ATX",
                "gpus": [{"model": "Titan RTX", "count": 9}],
            },
        )
    ]
    builds += [
        (current_build(CURRENT, **changes), CURRENT)
        for changes in (
            {},
            {"nvlink": True, "placement": [0, 4]},
            {"board_form_factor": "EEB"},
            {"gpus": [{"model": "GeForce RTX 3090", "count": 5}], "psu": "PSU 1200 W (ATX 3.x)"},
            {"cpus": [{"name": "some CPU", "power_w": 200}], "memory_gb": 64},
        )
    ]
    # a chassis the catalog does not know (no slot map, no figures): built past the parser
    builds.append((dataclasses.replace(current_build(CURRENT), chassis="no such chassis"), CURRENT))
    return builds


@pytest.mark.parametrize("site", SITES, ids=["no site", "220V/10A", "2x120V/15A"])
def test_the_chassis_and_platform_rules_make_up_check_build(site):
    for b, catalog in subset_builds():
        full = check_build(b, catalog, site)
        chassis = check_rules(b, catalog, site, CHASSIS_RULES)
        rest = check_rules(b, catalog, site, PLATFORM_RULES)
        assert list(chassis) == [n for n, _ in RULES if n in CHASSIS_RULES], b.label
        assert in_rule_order(chassis, rest) == full, b.label
        assert in_rule_order(rest, chassis) == full, b.label
        assert sorted(
            check_build(b, catalog, site, rules=CHASSIS_RULES)
            + check_build(b, catalog, site, rules=PLATFORM_RULES),
            key=repr,
        ) == sorted(full, key=repr)
        assert [v for vs in check_rules(b, catalog, site).values() for v in vs] == full


def other_platform(platform, catalog):
    """``platform`` with other CPUs, memory, PSUs, drives and label (the chassis, GPUs,
    placement, NVLink flag and board kept)."""
    if catalog is SEED:
        return dataclasses.replace(
            platform,
            cpus=(CpuLine("CPU", 2, 95, "test"),),
            memory_gb=platform.memory_gb + 64,
            psus_w=() if platform.psus_w else (1600, 1600),
            drives=("x",),
            label="other",
            psu_atx_version="3.x",
        )
    return dataclasses.replace(
        platform,
        cpus=(CpuLine("Intel Xeon w3-2423", 1),),
        memory_gb=32,
        psus_w=(1200,),
        psu="PSU 1200 W (ATX 3.x)",
        drives=("x",),
        label="other",
    )


@pytest.mark.parametrize("catalog", [SEED, CURRENT], ids=["seed-2020", "current"])
def test_chassis_level_verdicts_depend_only_on_the_chassis_key(catalog):
    platforms = seed_platforms() if catalog is SEED else current_platforms()[::7]
    chassis_names = list(dict.fromkeys(p.chassis for p in platforms))
    for platform in platforms:
        other = other_platform(platform, catalog)
        for gpu in catalog.gpus:
            for n in range(1, 10):
                for changes in ({}, {"nvlink": True}, {"board_form_factor": "ATX"}):
                    a = with_gpus(platform, gpu.name, n, **changes)
                    b = with_gpus(other, gpu.name, n, **changes)
                    assert chassis_key(a) == chassis_key(b)
                    assert check_rules(a, catalog, None, CHASSIS_RULES) == check_rules(
                        b, catalog, parse_site("220V/10A"), CHASSIS_RULES
                    ), (a, b)
    assert len(chassis_names) == (4 if catalog is SEED else 3)


def monotone_errors(b, catalog, site):
    return {
        v.rule for v in check_build(b, catalog, site) if v.severity == ERROR
    } & COUNT_MONOTONE_ERRORS


def assert_count_monotone(platform, catalog, gpu, site, most=9):
    """For one platform and GPU model: each count-monotone error at n cards is an error at
    every m > n (up to ``most``)."""
    errors = [
        monotone_errors(with_gpus(platform, gpu, n), catalog, site) for n in range(1, most + 1)
    ]
    for i, found in enumerate(errors):
        for later in errors[i + 1 :]:
            assert found <= later, (platform, gpu, site, i + 1, errors)


@pytest.mark.parametrize("catalog", [SEED, CURRENT], ids=["seed-2020", "current"])
def test_count_monotone_errors_stay_with_more_cards(catalog):
    platforms = seed_platforms() if catalog is SEED else current_platforms()
    sites = SITES if catalog is SEED else SITES[1:2]  # current: the power rules with a circuit
    found = set()
    for platform in platforms:
        for gpu in catalog.gpus:
            for site in sites:
                assert_count_monotone(platform, catalog, gpu.name, site)
                found |= monotone_errors(with_gpus(platform, gpu.name, 9), catalog, site)
    # the claim is exercised, not vacuous
    assert {"slots.capacity", "power.sustained", "cooling.passive_in_tower"} <= found


@pytest.mark.parametrize("catalog", [SEED, CURRENT], ids=["seed-2020", "current"])
def test_count_monotone_errors_stay_with_more_cards_of_every_width_and_cooler(catalog):
    # The slot and NVLink geometry: every GPU of the catalog made 1-4 slots wide, blower or
    # open-air (the default placement spreads open-air cards, then packs them), with and
    # without NVLink, on one platform per chassis.
    platforms = list(
        {
            p.chassis: p for p in (seed_platforms() if catalog is SEED else current_platforms())
        }.values()
    )
    for platform in platforms:
        for gpu in catalog.gpus:
            for width in range(1, 5):
                for cooler in (Cooler.BLOWER, Cooler.OPEN_AIR):
                    changed = dataclasses.replace(
                        gpu, slot_width=width, cooler=cooler, nvlink="yes"
                    )
                    variant = dataclasses.replace(
                        catalog,
                        gpus=tuple(changed if g.name == gpu.name else g for g in catalog.gpus),
                    )
                    for nvlink in (False, True):
                        assert_count_monotone(
                            dataclasses.replace(platform, nvlink=nvlink), variant, gpu.name, None
                        )


def with_board(catalog, chassis, count, pitch, openings):
    """``catalog`` whose chassis part ``chassis`` has another slot map (figures assumed)."""
    figures = {"slot_count": count, "slot_pitch": pitch, "case_expansion_slots": openings}
    parts = []
    for original in catalog.parts:
        part = original
        if part.name == chassis:
            kept = tuple(f for f in part.figures if f.name not in figures)
            part = dataclasses.replace(
                part,
                figures=kept
                + tuple(
                    PartFigure(n, str(v), status="assumed", note="test")
                    for n, v in figures.items()
                    if v is not None
                ),
            )
        parts.append(part)
    return dataclasses.replace(catalog, parts=tuple(parts))


@st.composite
def random_gpu_platform(draw):
    """A platform of either catalog (for ``current``, its chassis with a random slot map) and
    one of the catalog's GPUs with random physical facts (width, cooler, board power, length,
    NVLink, PCIe), NVLink asked or not, a board size or none."""
    catalog = draw(st.sampled_from([SEED, CURRENT]))
    platforms = seed_platforms() if catalog is SEED else current_platforms()
    platform = draw(st.sampled_from(platforms))
    if catalog is CURRENT and draw(st.booleans()):
        count, pitch = draw(st.integers(1, 8)), draw(st.integers(1, 3))
        catalog = with_board(
            catalog,
            platform.chassis,
            count,
            pitch,
            draw(st.sampled_from([None, count * pitch, count * pitch + 1, count * pitch + 3])),
        )
    gpu = draw(st.sampled_from(catalog.gpus))
    gpu = dataclasses.replace(
        gpu,
        slot_width=draw(st.integers(1, 4)),
        cooler=draw(st.sampled_from(list(Cooler))),
        board_power_w=draw(st.sampled_from([None, 70, 250, 300, 450, 600])),
        board_length_mm=draw(st.sampled_from([None, gpu.board_length_mm, 250, 340])),
        nvlink=draw(st.sampled_from([None, "yes", "no"])),
        pcie=draw(st.sampled_from([gpu.pcie, "4.0 x16", "5.0 x16", "3.0 x8"])),
    )
    catalog = dataclasses.replace(
        catalog, gpus=tuple(gpu if g.name == gpu.name else g for g in catalog.gpus)
    )
    platform = dataclasses.replace(
        platform,
        nvlink=draw(st.booleans()),
        board_form_factor=draw(st.sampled_from([None, "ATX", "EEB"])),
    )
    return catalog, platform, gpu.name


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=random_gpu_platform(), site=st.sampled_from(SITES))
def test_count_monotone_errors_stay_with_more_cards_of_random_gpus(case, site):
    catalog, platform, gpu = case
    assert_count_monotone(platform, catalog, gpu, site)
