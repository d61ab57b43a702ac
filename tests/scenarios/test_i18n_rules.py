"""The messages of the rules, the fixes, the diagram and the SKU components are translatable
core Texts (core/text/i18n.py): each names its Qt Linguist context, gives every field of its
template, renders through a translator, and is the former English under ``str()``."""

from __future__ import annotations

import dataclasses
import random
import re
import string
from collections import Counter

import pytest

from rigwright.core.build.diagram import (
    EditError,
    add_card,
    build_diagram,
    move_card,
    remove_card,
    set_gpu_count,
)
from rigwright.core.build.fixes import change_options, minimal_fixes
from rigwright.core.build.limits import MAX_GPUS_PER_LINE
from rigwright.core.build.model import (
    BOARD_FORM_FACTORS,
    Build,
    CpuLine,
    GpuLine,
    board_size_text,
    build_from_json,
    build_from_sku,
)
from rigwright.core.build.rules import CIRCUITS, Site, check_build, circuit_load, parse_site
from rigwright.core.catalog.components import ComponentError, from_configuration, sku_components
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.catalog.model import Cooler, PartFigure, PartKind
from rigwright.core.text.i18n import Text, template_fields

SEED = load_catalog_files("seed-2020")
CURRENT = load_catalog_files("current")
TOWER = "Tower, ASUS Pro WS WRX90E-SAGE SE"


# ----------------------------------------------------------------------------- translators


def upper(_context: str, source: str) -> str:
    """A "translation" that upper-cases a template's words and keeps its ``{fields}``."""
    out = []
    for literal, name, spec, conversion in string.Formatter().parse(source):
        out.append(literal.upper().replace("{", "{{").replace("}", "}}"))
        if name is not None:
            out.append(
                "{"
                + name
                + (f"!{conversion}" if conversion else "")
                + (f":{spec}" if spec else "")
                + "}"
            )
    return "".join(out)


def marked(_context: str, source: str) -> str:
    """A "translation" that marks every template it was asked for: ⟦template⟧."""
    return "⟦" + source + "⟧"


NUMBERS = re.compile(r"\d+")


def numbers(text: str) -> Counter:
    return Counter(NUMBERS.findall(text))


def texts_in(value: Text | str):
    """``value`` and every Text nested in its values."""
    if isinstance(value, Text):
        yield value
        for _name, param in value.params:
            yield from texts_in(param)


def assert_complete(text: Text | str, contexts: set[str]) -> None:
    """Every Text in ``text`` gives all its template's fields and has one of ``contexts``."""
    for t in texts_in(text):
        given = {name for name, _ in t.params}
        assert template_fields(t.source) <= given, (t.source, given)
        assert t.context in contexts, (t.context, t.source)


def assert_translated(text: Text, context: str) -> None:
    """``text`` is a Text of ``context``; the upper-casing translation changes it and keeps
    its numbers; the marking one shows it went through the translator."""
    assert isinstance(text, Text), repr(text)
    assert text.context == context, text
    english = str(text)
    assert english == text.render()
    shouted = text.render(upper)
    assert shouted != english, english
    assert numbers(shouted) == numbers(english), (english, shouted)
    assert text.render(marked).startswith("⟦"), english


# ----------------------------------------------------------------------------- builds


def seed_build(**changes) -> Build:
    data = {
        "chassis": "GT410i",
        "cpus": [{"name": "CPU", "power_w": 165}],
        "memory_gb": 256,
        "gpus": [{"model": "RTX2080Ti", "count": 4}],
        "psus_w": [2000],
        "drives": [],
    }
    data.update(changes)
    return build_from_json(data, SEED)


def current_build(catalog=CURRENT, **changes) -> Build:
    data = {
        "chassis": TOWER,
        "cpus": ["AMD Ryzen Threadripper PRO 7995WX"],
        "memory_gb": 512,
        "gpus": [{"model": "RTX A6000", "count": 2}],
        "psu": "PSU 2000 W (ATX 3.x)",
        "drives": [],
    }
    data.update(changes)
    return build_from_json(data, catalog)


def with_part_figure(name: str, value: str, part_name: str = TOWER, status: str = "assumed"):
    """The current catalog whose part ``part_name`` gives ``name`` = ``value``."""
    parts = []
    for given in CURRENT.parts:
        part = given
        if given.name == part_name:
            part = dataclasses.replace(
                given,
                figures=tuple(f for f in part.figures if f.name != name)
                + (PartFigure(name, value, status=status, note="test"),),
            )
        parts.append(part)
    return dataclasses.replace(CURRENT, parts=tuple(parts))


def with_tower_figure(name: str, value: str):
    """The current catalog whose tower gives ``name`` = ``value`` (assumed)."""
    return with_part_figure(name, value)


def without_gpu_fact(catalog, model: str, **blank):
    return dataclasses.replace(
        catalog,
        gpus=tuple(dataclasses.replace(g, **blank) if g.name == model else g for g in catalog.gpus),
    )


def targeted():
    """(build, catalog, site) for the rarer verdicts: one build per branch."""
    atx_case = with_tower_figure("max_board_form_factor", "ATX")
    short_case = with_tower_figure("max_gpu_length_mm", "300")
    no_memory = without_gpu_fact(SEED, "RTX2080Ti", memory_gb=None)
    no_cooler = without_gpu_fact(SEED, "RTX2080Ti", cooler=Cooler.UNKNOWN)
    no_power = without_gpu_fact(SEED, "RTX2080Ti", board_power_w=None)
    no_nvlink = without_gpu_fact(SEED, "RTX2080Ti", nvlink=None)
    no_length = without_gpu_fact(CURRENT, "RTX A6000", board_length_mm=None)
    no_source = without_gpu_fact(SEED, "RTX2080Ti", cooler=Cooler.UNKNOWN, physical_source=None)
    no_generation = without_gpu_fact(SEED, "RTX2080Ti", pcie=None)
    no_bridges = dataclasses.replace(
        SEED, gpus=tuple(dataclasses.replace(g, nvlink="no") for g in SEED.gpus)
    )
    sourced_psu = with_part_figure("efficiency_percent", "94", "PSU 2000 W (ATX 3.x)", "sourced")
    us = parse_site("120V/15A")
    return [
        (seed_build(gpus=[{"model": "RTX2080Ti", "count": 9}]), SEED, None),
        (seed_build(placement=[0, 1, 2, 3]), SEED, None),
        (seed_build(placement=[0, 2, 4, 7]), SEED, None),
        (seed_build(gpus=[{"model": "RTX2080Ti", "count": 1}], placement=[1]), SEED, None),
        (seed_build(gpus=[{"model": "TESLA V100", "count": 2}]), SEED, None),
        (seed_build(gpus=[{"model": "Titan RTX", "count": 4}]), SEED, us),
        (seed_build(gpus=[{"model": "RTX2080Ti", "count": 1}]), SEED, None),
        (seed_build(memory_gb=32, psus_w=[]), SEED, parse_site("2x220V/10A")),
        (seed_build(cpus=["CPU nobody knows"]), SEED, us),
        (seed_build(gpus=[{"model": "RTX2080Ti", "count": 3}], nvlink=True), SEED, None),
        (
            seed_build(
                gpus=[{"model": "RTX2080Ti", "count": 2}, {"model": "Quadro RTX6000", "count": 1}],
                nvlink=True,
            ),
            SEED,
            None,
        ),
        (seed_build(gpus=[{"model": "RTX2060S", "count": 2}], nvlink=True), SEED, None),
        (seed_build(gpus=[{"model": "Quadro RTX6000", "count": 2}], nvlink=True), SEED, None),
        (
            seed_build(gpus=[{"model": "RTX2080Ti", "count": 2}], nvlink=True, placement=[0, 2]),
            SEED,
            None,
        ),
        (seed_build(board_form_factor="ATX"), SEED, None),
        (
            seed_build(
                gpus=[{"model": "RTX2080Ti", "count": 2}, {"model": "TESLA V100", "count": 2}]
            ),
            SEED,
            None,
        ),
        (seed_build(), no_memory, None),
        (seed_build(), no_cooler, None),
        (seed_build(), no_power, us),
        (seed_build(nvlink=True), no_nvlink, None),
        (current_build(atx_case, board_form_factor="EEB"), atx_case, None),
        (current_build(atx_case, board_form_factor="E-ATX"), atx_case, None),
        (
            current_build(
                short_case,
                gpus=[
                    {"model": "GeForce RTX 3090", "count": 1},
                    {"model": "RTX A6000", "count": 1},
                ],
            ),
            short_case,
            None,
        ),
        (current_build(no_length), no_length, None),
        (current_build(nvlink=True, placement=[0, 4]), CURRENT, None),
        (
            current_build(
                gpus=[{"model": "GeForce RTX 3090", "count": 5}], psu="PSU 1200 W (ATX 3.x)"
            ),
            CURRENT,
            us,
        ),
        (
            current_build(
                psu=None,
                psus_w=[1600],
                psu_atx_version="2.x",
                gpus=[{"model": "GeForce RTX 4090", "count": 2}],
            ),
            CURRENT,
            None,
        ),
        (
            current_build(
                psu=None, psus_w=[1600], gpus=[{"model": "GeForce RTX 4090", "count": 2}]
            ),
            CURRENT,
            None,
        ),
        (
            current_build(cpus=["Intel Xeon w3-2423"], gpus=[{"model": "RTX A6000", "count": 4}]),
            CURRENT,
            parse_site("2x220V/16A"),
        ),
        (dataclasses.replace(current_build(), chassis="no such chassis"), CURRENT, None),
        (dataclasses.replace(current_build(nvlink=True), chassis="no such chassis"), CURRENT, None),
        (seed_build(), no_source, None),
        (seed_build(), no_generation, None),
        (seed_build(gpus=[{"model": "RTX2080Ti", "count": 2}], nvlink=True), no_bridges, None),
        (
            current_build(sourced_psu, gpus=[{"model": "RTX A6000", "count": 4}]),
            sourced_psu,
            parse_site("120V/15A"),
        ),
    ]


def generated(catalog, n: int, seed: int):
    """``n`` builds of every kind of chassis, GPU, count, PSU, NVLink and placement (fixed
    random draw), each with a site."""
    rng = random.Random(seed)
    chassis = [*catalog.chassis, *(p.name for p in catalog.parts if p.kind is PartKind.CHASSIS)]
    cpus = [p.name for p in catalog.parts if p.kind is PartKind.CPU]
    psus = [p.name for p in catalog.parts if p.kind is PartKind.PSU]
    gpus = [g.name for g in catalog.gpus]
    sites = [None, Site(), *(Site(c, k) for c in CIRCUITS.values() for k in (1, 2))]
    for _ in range(n):
        lines = tuple(
            GpuLine(m, rng.randint(1, 9)) for m in rng.sample(gpus, rng.choice([1, 1, 2]))
        )
        build = Build(
            chassis=rng.choice(chassis),
            memory_gb=rng.choice([32, 128, 512]),
            gpus=lines,
            cpus=(
                (CpuLine(rng.choice(cpus), rng.choice([1, 2])),)
                if cpus and rng.random() < 0.6
                else (CpuLine("CPU", 1, rng.choice([None, 165, 280])),)
            ),
            psus_w=rng.choice([(), (1200,), (2000,), (2000, 2000), (1600, 1600, 1600)]),
            psu=rng.choice(psus) if psus and rng.random() < 0.4 else None,
            psu_atx_version=rng.choice([None, "2.x", "3.x"]),
            nvlink=rng.random() < 0.3,
            board_form_factor=rng.choice([None, *BOARD_FORM_FACTORS]),
        )
        if rng.random() < 0.25:
            build = dataclasses.replace(
                build,
                placement=tuple(rng.choice([0, 1, 2, 4, 6, 14]) for _ in range(build.gpu_count)),
            )
        yield build, catalog, rng.choice(sites)


def all_builds():
    out = [(build_from_sku(s, SEED), SEED, None) for s in SEED.skus]
    out += [(build_from_sku(s, CURRENT), CURRENT, None) for s in CURRENT.skus]
    out += targeted()
    out += list(generated(SEED, 250, 1)) + list(generated(CURRENT, 250, 2))
    return out


@pytest.fixture(scope="module")
def checked():
    return [(b, c, s, check_build(b, c, s)) for b, c, s in all_builds()]


# ----------------------------------------------------------------------------- rules


def test_every_verdict_is_a_translatable_text(checked):
    seen = set()
    for _build, _catalog, _site, verdicts in checked:
        for v in verdicts:
            seen.add((v.rule, v.severity))
            assert_translated(v.message_text, "rules")
            assert_complete(v.message_text, {"rules", "builds", "catalog"})
            assert v.message == str(v.message_text) and v.as_json()["message"] == v.message
            if v.fix_text != "":
                assert_translated(v.fix_text, "rules")
                assert_complete(v.fix_text, {"rules", "builds", "catalog"})
            assert v.fix == str(v.fix_text)
    # the builds reach every rule and severity the rules give
    assert seen >= {
        ("slots.capacity", "error"),
        ("slots.capacity", "info"),
        ("slots.width", "error"),
        ("gpu.scale_limit", "error"),
        ("chassis.gpu_range", "error"),
        ("chassis.gpu_range", "warning"),
        ("cooling.passive_in_tower", "error"),
        ("cooling.unknown", "info"),
        ("cooling.open_air_adjacent", "warning"),
        ("power.sustained", "error"),
        ("power.sustained", "warning"),
        ("power.sustained", "info"),
        ("power.transient", "warning"),
        ("power.transient", "info"),
        ("power.connector", "warning"),
        ("power.connector", "info"),
        ("power.circuit", "error"),
        ("power.circuit", "info"),
        ("pcie.lanes", "error"),
        ("pcie.lanes", "warning"),
        ("pcie.lanes", "info"),
        ("nvlink.same_model", "error"),
        ("nvlink.supported", "error"),
        ("nvlink.supported", "info"),
        ("nvlink.pairs", "warning"),
        ("nvlink.spacing", "error"),
        ("nvlink.spacing", "info"),
        ("formfactor.board", "error"),
        ("formfactor.board", "info"),
        ("formfactor.gpu_length", "error"),
        ("formfactor.gpu_length", "info"),
        ("memory.system_vs_gpu", "warning"),
        ("memory.system_vs_gpu", "info"),
    }, sorted(seen)


def test_the_templates_the_builds_reach(checked):
    """Many distinct templates, not a few repeated: each rule family's branches."""
    sources = {
        t.source
        for *_, verdicts in checked
        for v in verdicts
        for text in (v.message_text, v.fix_text)
        for t in texts_in(text)
    }
    assert len(sources) >= 108, len(sources)


def test_the_english_is_the_former_wording():
    """str() of a message is the English the rules gave before they were Texts."""

    def verdicts(build, catalog=SEED, site=None):
        return {v.rule: (v.message, v.fix) for v in check_build(build, catalog, site)}

    sku31 = verdicts(build_from_sku(SEED.sku("3.1"), SEED))
    assert sku31["gpu.scale_limit"][1] == (
        "use at most 8 × RTX2080S, or a blower card the table allows up to 9 of "
        "(Quadro RTX6000/RTX8000)"
    )
    assert sku31["gpu.scale_limit"][0].startswith(
        "9 × RTX2080S: the seed's model-scale table allows at most 8 in one workstation ("
    )
    assert sku31["pcie.lanes"][0] == (
        "cannot check PCIe lanes: the CPU lanes of GX630M are unknown "
        "(its chassis file assumes PCIe switches)"
    )
    got = verdicts(seed_build(memory_gb=32, psus_w=[]), site=parse_site("2x220V/10A"))
    assert got["memory.system_vs_gpu"] == (
        "system memory 32 GB is less than the GPUs' total 44 GB (guidance: at least as much)",
        "use at least 44 GB of system memory",
    )
    assert got["power.sustained"] == (
        "cannot check power: the build states no PSU (chassis GT410i)",
        "state the PSUs (psus_w)",
    )
    got = verdicts(
        seed_build(gpus=[{"model": "Titan RTX", "count": 4}]), site=parse_site("120V/15A")
    )
    assert got["power.circuit"] == (
        (
            "wall draw 1595 W (load 1435 W at 90 % efficiency, assumed), 1 PSU(s) on one circuit: "
            "over the "
            "1440 W usable of a 120 V / 15 A circuit (80 % of 1800 W)"
        ),
        (
            "spread the PSUs over 2 separate 120 V / 15 A circuits (at least 2 PSUs, one per "
            "circuit), or "
            "use a 220 V / 10 A circuit"
        ),
    )
    assert got["cooling.open_air_adjacent"][0] == (
        "open-air cards (Titan RTX) packed densely: 3 pair(s) of adjacent cards with no free "
        "opening "
        "between them in GT410i"
    )
    assert got["power.transient"] == (
        (
            "transient peak 2779 W (GPUs 4 × 280 W × 2.2 + CPUs 165 W + platform 150 W) over the "
            "PSUs' "
            "2000 W, ATX 2.x (assumed: the seed is dated April 2020, before ATX 3.0 (2022): its "
            "PSUs are "
            "taken as ATX 2.x): an ATX 2.x PSU is specified only up to its rating, so GPU power "
            "spikes may "
            "shut the workstation down under load"
        ),
        "use ATX 3.x PSUs (200 % for 100 µs: at least 1390 W) or at least 2779 W of ATX 2.x PSUs",
    )
    got = verdicts(
        seed_build(gpus=[{"model": "RTX2080Ti", "count": 2}, {"model": "TESLA V100", "count": 2}])
    )
    assert got["formfactor.gpu_length"] == (
        (
            "cannot check card length: the longest card the GT410i takes is unknown "
            "(RTX2080Ti 267 mm, TESLA V100 unknown)"
        ),
        "confirm the case's GPU clearance",
    )
    assert got["cooling.passive_in_tower"] == (
        "2 × TESLA V100 are passively cooled and need server airflow; the chassis GT410i is a "
        "tower",
        "use an actively cooled (blower) card instead of TESLA V100",
    )
    got = verdicts(current_build(nvlink=True, placement=[0, 4]), CURRENT)
    assert got["nvlink.spacing"] == (
        (
            "1 of 1 bridged pair(s) sit 4 openings apart (openings 0 and 4); RTX A6000 bridges "
            "are 2- or "
            "3-slot (ServeTheHome): 2 or 3 apart"
        ),
        "place each pair's cards 2 or 3 slot openings apart (placement)",
    )
    got = verdicts(
        current_build(cpus=["Intel Xeon w3-2423"], gpus=[{"model": "RTX A6000", "count": 4}]),
        CURRENT,
        parse_site("2x220V/16A"),
    )
    assert got["pcie.lanes"][0] == (
        "1 of 4 cards run at x8 (x16/x16/x16/x8 from 64 CPU lanes, 1 × Intel Xeon w3-2423 64 "
        "(sourced); "
        "GPUs only counted): host <-> device bandwidth halved: PCIe 4.0 x16 ≈ 31.5 GB/s, x8 ≈ "
        "15.8 GB/s "
        "per direction"
    )


def test_the_site_and_the_circuit_load():
    assert str(Site().label_text) == Site().label == "circuit not set"
    assert_translated(Site().label_text, "rules")
    assert parse_site("2x220V/16A").label_text == "2 × 220 V / 16 A"  # figures: no words
    load = circuit_load(seed_build(psus_w=[2000, 2000]), SEED, parse_site("2x120V/15A"))
    assert load is not None
    assert load.spread == str(load.spread_text) == "2 PSU(s) on 2 circuit(s): 731 W on the busiest"
    assert load.efficiency_basis == "assumed"
    assert_translated(load.spread_text, "rules")


def test_board_sizes():
    for name, (_rank, size) in BOARD_FORM_FACTORS.items():
        assert str(board_size_text(name)) == size
    assert_translated(board_size_text("E-ATX"), "builds")
    assert_translated(board_size_text("EEB"), "builds")


# ----------------------------------------------------------------------------- fixes


def test_fix_and_change_texts_are_translatable():
    broken = [build_from_sku(SEED.sku(n), SEED) for n in ("2.5", "3.1", "3.3")] + [
        b for b, *_ in targeted()[:14]
    ]
    kinds, total = set(), 0
    for build in broken:
        catalog = SEED if build.chassis in SEED.chassis else CURRENT
        for change in change_options(build, catalog):
            kinds.add(change.kind)
            assert_translated(change.text, "fixes")
            assert_complete(change.text, {"fixes"})
        for fix in minimal_fixes(build, catalog):
            total += 1
            assert_complete(fix.text, {"fixes"})
            assert str(fix.text) == "; ".join(str(c.text) for c in fix.changes)
            assert fix.as_json()["text"] == str(fix.text)
            assert fix.price_change_label == str(fix.price_change_text)
    assert kinds >= {"gpu_count", "gpu_model", "chassis", "psu", "nvlink", "placement"}, kinds
    assert total >= 10


def test_fix_texts_keep_their_english():
    fixes = minimal_fixes(build_from_sku(SEED.sku("3.1"), SEED), SEED)
    assert [str(f.text) for f in fixes] == [
        "remove 1 × RTX2080S (9 → 8)",
        "replace 9 × RTX2080S with 9 × Quadro GV100",
        "replace 9 × RTX2080S with 9 × Quadro RTX4000",
    ]
    psu = [
        str(c.text)
        for c in change_options(
            seed_build(gpus=[{"model": "Titan RTX", "count": 4}], psus_w=[1200]), SEED
        )
        if c.kind == "psu"
    ]
    assert psu == [
        "add a second 1200 W PSU",
        "use 1 × 2000 W PSU instead of 1 × 1200 W",
        "use 2 × 2000 W PSUs instead of 1 × 1200 W",
    ]
    one = next(
        c
        for c in change_options(
            seed_build(gpus=[{"model": "Titan RTX", "count": 4}], psus_w=[1200]), SEED
        )
        if c.kind == "psu" and str(c.text) == "add a second 1200 W PSU"
    )
    assert_translated(one.text, "fixes")
    assert "SECOND" in one.text.render(upper)  # the ordinal is a word of its own


# ----------------------------------------------------------------------------- diagram


def small_board_catalog():
    """The seed catalog whose GX380i has 3 double-width positions (6 openings: a nominal
    E-ATX board holds them)."""
    spec = SEED.chassis["GX380i"]
    figures = tuple(
        dataclasses.replace(f, value="3") if f.name == "gpu_positions" else f for f in spec.figures
    )
    return dataclasses.replace(
        SEED, chassis={**SEED.chassis, "GX380i": dataclasses.replace(spec, figures=figures)}
    )


def test_diagram_texts_are_translatable(checked):
    small = small_board_catalog()
    drawn = [(b, c, v) for b, c, _s, v in checked[::3]] + [
        (
            seed_build(
                chassis="GX380i",
                board_form_factor="E-ATX",
                memory_gb=100,
                gpus=[{"model": "RTX2080Ti", "count": 1}],
            ),
            small,
            [],
        ),
        (dataclasses.replace(seed_build(), gpus=()), SEED, []),
    ]
    sources = set()
    for build, catalog, verdicts in drawn:
        diagram = build_diagram(build, catalog, verdicts)
        for text in (
            diagram.subtitle,
            diagram.board_note,
            *diagram.notes,
            *(s.basis for s in diagram.slots),
        ):
            assert isinstance(text, Text) and text.context == "diagram", text
            assert_complete(text, {"diagram", "builds"})
            assert text.render(marked).startswith("⟦")
            assert numbers(text.render(upper)) == numbers(str(text))
            sources |= {t.source for t in texts_in(text)}
        for socket in diagram.sockets:
            assert str(socket.cpu_text) == socket.cpu
    assert len(sources) >= 13, sources  # every template of the drawing
    assert str(build_diagram(*drawn[-2][:2]).board_note) == "E-ATX board, 12 × 13 in (305 × 330 mm)"
    assert str(build_diagram(*drawn[-1][:2]).subtitle) == "GT410i · 1 × CPU · 256 GB · no GPU"
    socket = build_diagram(dataclasses.replace(seed_build(), cpus=()), SEED).sockets[0]
    assert not socket.stated and socket.cpu == "CPU not stated"
    assert_translated(socket.cpu_text, "diagram")


def test_edit_refusals_are_translatable():
    build = seed_build()
    refusals = []
    for edit in (
        lambda: remove_card(build, 9),
        lambda: remove_card(seed_build(gpus=[{"model": "RTX2080Ti", "count": 1}]), 0),
        lambda: set_gpu_count(build, SEED, "RTX2080Ti", -1),
        lambda: move_card(build, SEED, 0, 1),
        lambda: add_card(build, SEED, "RTX2080Ti", opening=3),
        lambda: add_card(
            dataclasses.replace(build, placement=(0, 2, 4, 6)), SEED, "RTX2080Ti", opening=2
        ),
        lambda: move_card(seed_build(gpus=[{"model": "RTX2080Ti", "count": 9}]), SEED, 0, 0),
        lambda: move_card(dataclasses.replace(build, chassis="no such chassis"), SEED, 0, 0),
        lambda: add_card(dataclasses.replace(build, placement=(0, 2, 4, 6)), SEED, "RTX2080Ti"),
        lambda: add_card(
            seed_build(gpus=[{"model": "RTX2080Ti", "count": MAX_GPUS_PER_LINE}]), SEED, "RTX2080Ti"
        ),
    ):
        with pytest.raises(EditError) as caught:
            edit()
        refusals.append(caught.value)
    for error in refusals:
        assert error.text is error.args[0]
        assert_translated(error.text, "diagram")
        assert str(error) == str(error.text)
    assert str(refusals[0]) == "there is no card 10 (the build has 4)"
    assert str(refusals[1]) == "the build's last card cannot be removed: choose another GPU instead"


# ----------------------------------------------------------------------------- components


def test_component_words_are_translatable():
    families, kinds, forms = set(), set(), set()
    for sku in SEED.skus:
        parts = sku_components(sku)
        families.add(parts.cpu.family_text)
        kinds |= {s.kind_text for s in parts.storage}
        forms.add(parts.chassis.form_factor_text)
        assert str(parts.cpu.family_text) == parts.cpu.family
        assert all(str(s.kind_text) == s.kind for s in parts.storage)
        assert str(parts.chassis.form_factor_text) == parts.chassis.form_factor
    words = [t for t in families | kinds | forms if isinstance(t, Text)]
    assert {str(t) for t in words} >= {
        "Intel Core X (10th gen)",
        "Intel Core (9th gen)",
        "micro tower",
        "dual tower",
    }
    for text in words:
        assert_translated(text, "components")
    assert "Intel Xeon Gold" in families  # a product name stays as it is


def test_component_errors_are_translatable():
    sku = dataclasses.replace(SEED.skus[0], cpu="junk")
    with pytest.raises(ComponentError) as caught:
        sku_components(sku)
    assert str(caught.value) == f"SKU {sku.number}, field cpu: cannot read 'junk'"
    assert_translated(caught.value.args[0], "components")
    with pytest.raises(ComponentError) as caught:
        from_configuration("9.9", "X", 1, [])
    assert str(caught.value) == "SKU 9.9: no cpu, memory, gpu, chassis, monitor component"
    assert_translated(caught.value.args[0], "components")
