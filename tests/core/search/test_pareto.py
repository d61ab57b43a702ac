"""Configuration search: the front is exactly the Pareto front of score against price among
valid builds (checked against brute force on the shipped catalogs and on random small ones),
its builds are valid and undominated, the budget is inclusive, a missing price is never zero,
illustrative prices are flagged, a newer input cancels, and ``recommend --custom`` shows it."""

from __future__ import annotations

import dataclasses
import io
import json
import re
from decimal import Decimal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rigwright.core.build.rules.check import check_build
from rigwright.core.build.rules.site import parse_site
from rigwright.core.build.rules.verdict import ERROR
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.catalog.model import Catalog, Cooler
from rigwright.core.catalog.part_entities import PartFigure, PartKind, PriceEntry, PriceList
from rigwright.core.cli import main as cli
from rigwright.core.pricing.prices import total_price
from rigwright.core.recommend.inputs import Request
from rigwright.core.recommend.ranking import effective_gpus, recommend
from rigwright.core.search.brute_force import brute_force_front
from rigwright.core.search.pareto import search_builds
from rigwright.core.search.results import SearchCancelled, SearchResult
from rigwright.core.search.space import build_space, dominates
from rigwright.core.storage.pack_export import export_pack

REFERENCE = Request(workload="cnn", budget_cny=300000, gpu_count=(2, 8))


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def current() -> Catalog:
    return load_catalog_files("current")


def price_everything(catalog: Catalog, start: int = 1000, step: int = 613) -> Catalog:
    """``catalog`` with a test price list that prices every GPU and part (CNY, firm): the
    shipped entries where there are some, made-up amounts for the rest."""
    shipped = catalog.price_list
    have = {(e.kind, e.item) for e in shipped.entries} if shipped else set()
    extra = []
    for i, (kind, name) in enumerate(
        [("gpu", g.name) for g in catalog.gpus] + [("part", p.name) for p in catalog.parts]
    ):
        if (kind, name) not in have:
            extra.append(
                PriceEntry(
                    name,
                    kind,
                    amount_cny=Decimal(start + step * i),
                    basis="test",
                    illustrative=False,
                )
            )
    if shipped is None:
        return dataclasses.replace(catalog, price_list=PriceList("test", None, tuple(extra), False))
    return dataclasses.replace(
        catalog, price_list=dataclasses.replace(shipped, entries=shipped.entries + tuple(extra))
    )


def points(result: SearchResult) -> list[tuple]:
    """What identifies a front: each build, its price, rounded score and kind, in order."""
    return [
        (b.build, b.price_cny, round(b.score, 9), b.printed, b.base, b.price_basis, b.illustrative)
        for b in result.front
    ]


def assert_same_front(catalog: Catalog, request: Request, site=None) -> SearchResult:
    fast = search_builds(catalog, request, site)
    slow = brute_force_front(catalog, request, site)
    assert points(fast) == points(slow)
    assert fast.space_size == slow.space_size
    assert fast.unpriced == slow.unpriced
    assert fast.unpriced_candidates == slow.unpriced_candidates
    assert fast.evaluated <= slow.evaluated
    assert_a_front(catalog, fast, request, site)
    return fast


def assert_a_front(catalog: Catalog, result: SearchResult, request: Request, site=None) -> None:
    """Valid, within the filters, undominated, cheapest first."""
    pts = []
    for b in result.front:
        assert not [v for v in check_build(b.build, catalog, site) if v.severity == ERROR]
        assert all(v.severity != ERROR for v in b.verdicts)
        # the shared chassis-level verdicts merged with the others are check_build's, in order
        assert list(b.verdicts) == check_build(b.build, catalog, site)
        if request.budget_cny is not None:
            assert b.price_cny <= request.budget_cny
        if request.gpu_count is not None:
            assert request.gpu_count[0] <= b.count <= request.gpu_count[1]
        assert b.build.gpus[0].model == b.gpu and b.build.gpu_count == b.count
        pts.append((b.price_cny, round(b.score, 9)))
    for i, a in enumerate(pts):
        for j, other in enumerate(pts):
            assert i == j or (not dominates(a, other) and a != other)
    assert pts == sorted(pts) and [s for _, s in pts] == sorted({s for _, s in pts})


# ----------------------------------------------------------------------------- exactness


@pytest.mark.parametrize(
    "request_",
    [
        REFERENCE,
        Request("cnn"),
        Request("cnn", budget_cny=60000),
        Request("cnn", budget_cny=1000000, gpu_count=(1, 9)),
        Request("rnn", budget_cny=150000, gpu_count=(2, 4)),
        Request("transformer", gpu_count=(4, 4)),
        Request("inference", budget_cny=100000),
        Request("gan", gpu_count=(8, 9)),
        Request("cnn", model_scale="large", budget_cny=400000),
        Request("cnn", min_gpu_memory_gb=24, gpu_count=(1, 3)),
    ],
    ids=lambda r: (
        f"{r.workload}-{r.budget_cny}-{r.gpu_count}-{r.model_scale}-{r.min_gpu_memory_gb}"
    ),
)
def test_the_seed_front_is_the_brute_force_front(seed_catalog, request_):
    result = assert_same_front(seed_catalog, request_)
    assert result.front


def test_the_seed_front_with_a_site_is_the_brute_force_front(seed_catalog):
    for site in ("220V/10A", "2x120V/15A"):
        assert_same_front(seed_catalog, REFERENCE, parse_site(site))


@pytest.mark.parametrize(
    "request_",
    [
        REFERENCE,
        Request("rnn", budget_cny=500000, gpu_count=(1, 4)),
        Request("inference", gpu_count=(3, 5)),
    ],
    ids=["reference", "rnn", "inference"],
)
def test_the_current_front_with_every_part_priced_is_the_brute_force_front(current, request_):
    catalog = price_everything(current)
    result = assert_same_front(catalog, request_)
    assert result.front and not result.unpriced
    # The current SKUs are built from parts with two drives, and a parts platform takes one:
    # on a chassis that parts platforms cover, a parts build with the SKU's CPU, memory and
    # PSU undercuts the SKU's platform with the same GPUs. So the front's SKU-based builds
    # are on chassis no parts platform covers (the two-socket server: a parts platform has
    # one CPU, and no memory kit has one module per channel of one EPYC).
    assert any(b.base == "parts" and not b.printed for b in result.front)
    space = build_space(catalog, request_)
    covered = {p.template.chassis for p in space.priced if p.sku is None}
    for b in result.front:
        if b.base != "parts":
            assert catalog.sku(b.base.removeprefix("SKU ")).parts
            assert b.build.chassis not in covered


# Random small catalogs: the seed's GPUs with other figures, physical facts and list prices,
# a few of its SKUs with other GPU lines and prices; the current catalog's parts, a few of
# them, with random prices (some missing), and up to two of its SKUs (built from parts) with
# their GPUs and parts, some on another GPU of the catalog, at another price or with one
# drive fewer. Prices come
# from short lists, so equal prices and equal scores (ties) are common.

PRICES = [None, 900, 1800, 2500, 5000, 9000]
SEED = load_catalog_files("seed-2020")
CURRENT = load_catalog_files("current")
REQUESTS = st.builds(
    Request,
    workload=st.sampled_from(["cnn", "rnn", "inference", "dbn"]),
    budget_cny=st.sampled_from([None, 20000, 60000, 150000, 400000]),
    gpu_count=st.sampled_from([None, (1, 1), (1, 3), (2, 4), (4, 9)]),
)
SITES = st.sampled_from([None, "220V/10A", "220V/16A", "2x120V/15A"])


@st.composite
def random_gpus(draw, gpus):
    out = []
    for gpu in gpus:
        factor = Decimal(draw(st.sampled_from(["0.5", "1", "1", "2"])))
        out.append(
            dataclasses.replace(
                gpu,
                tensor_tflops=None if gpu.tensor_tflops is None else gpu.tensor_tflops * factor,
                memory_gb=draw(st.sampled_from([gpu.memory_gb, Decimal(8), Decimal(48)])),
                board_power_w=draw(st.sampled_from([gpu.board_power_w, 70, 300, 450, None])),
                slot_width=draw(st.sampled_from([gpu.slot_width, 1, 2, 3])),
                cooler=draw(
                    st.sampled_from([gpu.cooler, Cooler.BLOWER, Cooler.OPEN_AIR, Cooler.PASSIVE])
                ),
            )
        )
    return out


@st.composite
def seed_like(draw) -> Catalog:
    gpus = draw(random_gpus(SEED.gpus))
    names = [g.name for g in gpus]
    entries = tuple(
        PriceEntry(g.name, "gpu", amount_cny=Decimal(p) * 2, basis="test")
        for g in gpus
        if (p := draw(st.sampled_from(PRICES))) is not None
    )
    picked = draw(
        st.lists(st.sampled_from(SEED.skus), min_size=1, max_size=5, unique_by=lambda s: s.number)
    )
    skus = tuple(
        dataclasses.replace(
            s,
            gpu=draw(st.sampled_from(names)),
            gpu_count=draw(st.integers(1, 9)),
            price_cny=draw(st.sampled_from([9000, 30000, 60000, 90000])),
        )
        for s in sorted(picked, key=lambda s: s.sort_key)
    )
    return dataclasses.replace(
        SEED,
        gpus=tuple(gpus),
        skus=skus,
        price_list=PriceList("test", None, entries, illustrative=True),
    )


@st.composite
def current_like(draw) -> Catalog:
    skus = draw(st.lists(st.sampled_from(CURRENT.skus), max_size=2, unique_by=lambda s: s.number))
    gpus = draw(
        st.lists(st.sampled_from(CURRENT.gpus), min_size=1, max_size=4, unique_by=lambda g: g.name)
    )
    names = {g.name for g in gpus} | {s.gpu for s in skus}
    gpus = draw(random_gpus([g for g in CURRENT.gpus if g.name in names]))
    skus = [
        dataclasses.replace(
            s,
            gpu=draw(st.sampled_from([s.gpu, *sorted(names)])),
            price_cny=draw(st.sampled_from([s.price_cny, 30000, 90000, 400000])),
            # with its last drive dropped, a SKU may be built from one parts platform exactly
            parts=draw(st.sampled_from([s.parts, s.parts[:-1]])),
        )
        for s in sorted(skus, key=lambda s: s.sort_key)
    ]
    picked = set()
    for kind, most in (
        (PartKind.CHASSIS, 2),
        (PartKind.CPU, 3),
        (PartKind.MEMORY, 3),
        (PartKind.PSU, 3),
        (PartKind.DRIVE, 2),
    ):
        pool = [p for p in CURRENT.parts if p.kind is kind]
        picked |= {
            p.name
            for p in draw(
                st.lists(
                    st.sampled_from(pool), min_size=1, max_size=most, unique_by=lambda p: p.name
                )
            )
        }
    picked |= {n for s in skus for n in s.parts}
    parts = [p for p in CURRENT.parts if p.name in picked]
    # some chassis with another slot map (count, pitch, openings), so slots fill at other counts
    parts = [
        dataclasses.replace(
            p,
            figures=tuple(
                f
                for f in p.figures
                if f.name not in ("slot_count", "slot_pitch", "case_expansion_slots")
            )
            + tuple(
                PartFigure(n, str(v), status="assumed", note="test")
                for n, v in zip(
                    ("slot_count", "slot_pitch", "case_expansion_slots"), board, strict=True
                )
            ),
        )
        if p.kind is PartKind.CHASSIS
        and (
            board := draw(
                st.sampled_from([None, (2, 2, 4), (3, 1, 3), (4, 2, 9), (8, 1, 8), (5, 3, 15)])
            )
        )
        is not None
        else p
        for p in parts
    ]
    entries = tuple(
        PriceEntry(
            item.name, kind, amount_cny=Decimal(p), basis="test", illustrative=draw(st.booleans())
        )
        for kind, items in (("gpu", gpus), ("part", parts))
        for item in items
        if (p := draw(st.sampled_from(PRICES))) is not None
    )
    return dataclasses.replace(
        CURRENT,
        gpus=tuple(gpus),
        parts=tuple(parts),
        skus=tuple(skus),
        price_list=PriceList("test", None, entries, illustrative=False),
    )


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(catalog=seed_like(), request_=REQUESTS, site=SITES)
def test_random_seed_like_catalogs_give_the_brute_force_front(catalog, request_, site):
    assert_same_front(catalog, request_, parse_site(site) if site else None)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(catalog=current_like(), request_=REQUESTS, site=SITES)
def test_random_parts_catalogs_give_the_brute_force_front(catalog, request_, site):
    assert_same_front(catalog, request_, parse_site(site) if site else None)


def test_equal_price_and_score_keep_one_build_by_the_stated_key(seed_catalog):
    # SKUs 1.9 and 1.10 share a platform; give two other SKUs identical platforms' prices by
    # pricing every GPU alike, so many candidates tie on (price, score).
    catalog = dataclasses.replace(
        seed_catalog,
        price_list=PriceList(
            "test",
            None,
            tuple(
                PriceEntry(g.name, "gpu", amount_cny=Decimal(5000), basis="test")
                for g in seed_catalog.gpus
            ),
        ),
    )
    catalog = dataclasses.replace(
        catalog,
        skus=tuple(
            dataclasses.replace(s, price_cny=100000) if s.number in ("1.2", "1.3") else s
            for s in catalog.skus
        ),
    )
    result = assert_same_front(catalog, Request("cnn", gpu_count=(2, 2)))
    pts = [(b.price_cny, round(b.score, 9)) for b in result.front]
    assert len(pts) == len(set(pts))
    # 1.2 and 1.3 now derive the same platform price (¥90,000) and have the same chassis:
    # a tie between their platforms is kept once, on the earlier platform.
    assert not any(b.base == "SKU 1.3" for b in result.front)


def test_a_printed_sku_wins_a_tie_with_a_custom_build(seed_catalog):
    # Only SKUs 1.2 (2 × RTX2080Ti) and 1.3 (made 2 × Quadro RTX5000 at ¥49,990): both
    # platforms derive ¥39,990, so "1.3's platform with 2 × RTX2080Ti" costs exactly what the
    # printed 1.2 costs and scores the same. The printed SKU is kept.
    prices = {"RTX2080Ti": 5000, "Quadro RTX5000": 5000}
    catalog = dataclasses.replace(
        seed_catalog,
        skus=(
            seed_catalog.sku("1.2"),
            dataclasses.replace(seed_catalog.sku("1.3"), price_cny=49990),
        ),
        price_list=PriceList(
            "test",
            None,
            tuple(
                PriceEntry(
                    g.name, "gpu", amount_cny=Decimal(prices.get(g.name, 100000)), basis="test"
                )
                for g in seed_catalog.gpus
            ),
        ),
    )
    request = Request("cnn", budget_cny=49990, gpu_count=(2, 2))
    slow = brute_force_front(catalog, request)
    result = assert_same_front(catalog, request)
    assert [(b.printed, b.base, b.price_cny) for b in result.front] == [(True, "SKU 1.2", 49990)]
    assert slow.evaluated == 4  # the printed 1.2 and 1.3, and the two custom builds


def test_more_cards_failing_on_one_platform_do_not_hide_fewer_on_another(current):
    # One W790 tower, one 2,000 W PSU, two CPUs: the w7-3465X made a 24-lane CPU (cheap) and
    # the w9-3475X (¥60,000 more); one GPU, 300 W blower cards at ¥1,000. On the 24-lane
    # platform 4 cards get x4 links (pcie.lanes, an error the search does not extend to more
    # cards); on both, 5 cards do not fit the seven slots (slots.capacity, which it does). The
    # 5 cards on the cheap platform are reached before 4 on the dear one, and those 4 are
    # valid and on the front: the slot error at 5 says nothing about 4.
    gpu = "RTX PRO 6000 Blackwell Max-Q Workstation Edition"
    keep = {
        "Tower, ASUS W790E-SAGE SE",
        "Intel Xeon w7-3465X",
        "Intel Xeon w9-3475X",
        "DDR5-4800 ECC RDIMM 8 × 32 GB",
        "PSU 2000 W (ATX 3.x)",
        "NVMe SSD 2 TB (M.2, PCIe 4.0)",
    }
    parts = []
    for listed in current.parts:
        part = listed
        if part.name == "Intel Xeon w7-3465X":
            part = dataclasses.replace(
                part,
                figures=tuple(f for f in part.figures if f.name != "pcie_lanes")
                + (PartFigure("pcie_lanes", "24", status="assumed", note="test"),),
            )
        if part.name in keep:
            parts.append(part)
    prices = {"Intel Xeon w9-3475X": 61000, gpu: 1000}
    catalog = dataclasses.replace(
        current,
        gpus=tuple(g for g in current.gpus if g.name == gpu),
        parts=tuple(parts),
        skus=(),  # parts platforms only: the current SKUs name GPUs and parts left out here
        price_list=PriceList(
            "test",
            None,
            tuple(
                PriceEntry(
                    name,
                    "gpu" if name == gpu else "part",
                    amount_cny=Decimal(prices.get(name, 1000)),
                    basis="test",
                )
                for name in [*keep, gpu]
            ),
            False,
        ),
    )
    result = assert_same_front(catalog, Request("cnn", gpu_count=(1, 8)))
    assert [(b.count, b.build.cpus[0].name) for b in result.front] == [
        (1, "Intel Xeon w7-3465X"),
        (2, "Intel Xeon w7-3465X"),
        (3, "Intel Xeon w7-3465X"),
        (4, "Intel Xeon w9-3475X"),
    ]


def test_a_parts_platform_that_is_a_skus_platform_does_not_repeat_the_sku(current):
    # SKU 1.1 with one drive, the cheapest, is built from exactly the parts of one parts
    # platform; at its stated ¥80,000 (above its parts' sum) that platform with 2 × RTX 5090
    # would be the printed SKU again, cheaper, hiding it. It is the SKU: not generated again.
    gpu = "GeForce RTX 5090"
    drive = "NVMe SSD 2 TB (M.2, PCIe 4.0)"
    sku = current.sku("1.1")
    assert sku.gpu == gpu and sku.gpu_count == 2 and drive in sku.parts
    sku = dataclasses.replace(
        sku, parts=tuple(p for p in sku.parts if p.startswith(drive) or "SSD" not in p)
    )
    sku = dataclasses.replace(sku, price_cny=80000)
    catalog = dataclasses.replace(
        current,
        gpus=tuple(g for g in current.gpus if g.name == gpu),
        parts=tuple(p for p in current.parts if p.name in sku.parts),
        skus=(sku,),
    )
    assert total_price(catalog, [*sku.parts, (gpu, 2)]).known_cny < 80000
    request = Request("cnn", gpu_count=(1, 2))
    space = build_space(catalog, request)
    (own,) = [p for p in space.priced if p.sku is not None]
    (parts,) = [p for p in space.priced if p.sku is None]
    assert parts.template == own.template and parts.printed_lines == {(gpu, 2)}
    result = assert_same_front(catalog, request)
    # 1 × on each platform, 2 × as the printed SKU only; the parts platform's 1 × has SKU
    # 1.1's parts but a card, so it costs the SKU less a card, as the SKU platform's 1 ×
    # (which wins the tie: SKU platforms come first)
    assert result.space_size == 3
    assert [(b.base, b.count, b.printed) for b in result.front] == [
        ("SKU 1.1", 1, False),
        ("SKU 1.1", 2, True),
    ]


# ----------------------------------------------------------------------------- the reference


def test_the_reference_query_on_the_seed(seed_catalog):
    result = search_builds(seed_catalog, REFERENCE)
    rec = recommend(seed_catalog, REFERENCE)
    assert result.front and result.evaluated < result.space_size
    by_label = {b.build.label: b for b in result.front}
    # Printed SKUs compete at their printed price, marked; their score is the SKU ranking's.
    printed = [b for b in result.front if b.printed]
    assert printed, "the reference front holds a printed SKU"
    scores = {s.sku.number: s.score for s in rec.skus}
    for b in printed:
        number = b.base.removeprefix("SKU ")
        assert b.price_cny == seed_catalog.sku(number).price_cny
        assert b.score == pytest.approx(scores[number])
        assert b.build.label.startswith(f"SKU {number} ")
    # A custom build: the SKU's price less its GPUs at list price plus the new GPUs.
    custom = next(b for b in result.front if not b.printed)
    sku = seed_catalog.sku(custom.base.removeprefix("SKU "))
    list_price = {
        e.item: e.amount_usd * seed_catalog.price_list.exchange_rate.cny_per_usd
        for e in seed_catalog.price_list.entries
    }
    assert custom.price_cny == (
        sku.price_cny - sku.gpu_count * list_price[sku.gpu] + custom.count * list_price[custom.gpu]
    )
    assert custom.illustrative and "at list" in custom.price_basis
    assert f"SKU {sku.number}'s price" in custom.price_basis and "launch MSRP" in custom.price_basis
    assert custom.build.label.startswith(f"custom: {sku.series} (as SKU {sku.number}), ")
    gpu_score = next(s.score for s in rec.gpus if s.gpu.name == custom.gpu)
    assert custom.score == pytest.approx(
        gpu_score * effective_gpus(custom.count, rec.profile.scaling_per_doubling)
    )
    assert len(by_label) == len(result.front)
    # Left-out platforms and unpriced GPUs are said.
    text = "\n".join(result.notes)
    assert "SKU 1.6 (GT410i 14664-SB4X): its 4 × RTX2080S have no list price" in text
    assert "SKUs 1.9 and 1.10 have the same platform" in text
    assert result.unpriced["RTX2080S"] > 0 and "need prices for: " in text


def test_the_budget_is_inclusive(seed_catalog):
    front = search_builds(seed_catalog, REFERENCE).front
    target = next(b for b in front if b.price_cny == b.price_cny.to_integral_value())
    at = assert_same_front(
        seed_catalog, dataclasses.replace(REFERENCE, budget_cny=int(target.price_cny))
    )
    assert target.build in [b.build for b in at.front]
    below = search_builds(
        seed_catalog, dataclasses.replace(REFERENCE, budget_cny=int(target.price_cny) - 1)
    )
    assert target.build not in [b.build for b in below.front]
    assert all(b.price_cny < target.price_cny for b in below.front)


# ----------------------------------------------------------------------------- prices


def test_shipped_current_prices_price_every_parts_build(current):
    result = assert_same_front(current, REFERENCE)
    assert result.front  # every part has a price: the parts builds compete
    assert result.unpriced_candidates == 0 and result.unpriced == {}
    assert all(b.price_cny is not None and b.price_cny > 0 for b in result.front)
    assert not any("need prices for: " in str(n) for n in result.notes)


def test_a_part_without_a_price_is_never_counted_as_zero(current):
    priced = price_everything(current)
    psu = "PSU 1200 W (ATX 3.x)"  # the cheapest PSU option: at ¥0 it would win
    entries = tuple(e for e in priced.price_list.entries if e.item != psu)
    missing = dataclasses.replace(
        priced, price_list=dataclasses.replace(priced.price_list, entries=entries)
    )
    full = search_builds(priced, REFERENCE)
    assert any(psu in b.price_basis for b in full.front)
    result = assert_same_front(missing, REFERENCE)
    assert result.front
    assert not any(psu in b.price_basis for b in result.front)
    assert set(result.unpriced) == {psu} and result.unpriced[psu] == result.unpriced_candidates


def test_illustrative_prices_are_flagged_and_firm_ones_are_not(seed_catalog):
    front = search_builds(seed_catalog, REFERENCE).front
    assert all(b.illustrative for b in front)  # seed SKU prices and list prices illustrate
    assert all(b.price_label.endswith(" (illustrative)") for b in front)
    firm = dataclasses.replace(
        price_everything(dataclasses.replace(seed_catalog, price_list=None)),
        skus=tuple(dataclasses.replace(s, price_illustrative=False) for s in seed_catalog.skus),
    )
    result = search_builds(firm, REFERENCE)
    assert result.front and not any(b.illustrative for b in result.front)
    mixed = dataclasses.replace(firm, skus=seed_catalog.skus)  # firm GPUs, illustrative SKUs
    assert all(b.illustrative for b in search_builds(mixed, REFERENCE).front)


# ----------------------------------------------------------------------------- cancel


def test_a_cancelled_search_raises(seed_catalog):
    with pytest.raises(SearchCancelled):
        search_builds(seed_catalog, REFERENCE, cancelled=lambda: True)


def test_a_search_cancelled_midway_raises(current):
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 2

    with pytest.raises(SearchCancelled):
        search_builds(price_everything(current), REFERENCE, cancelled=cancelled)
    assert len(calls) == 3
    # Never cancelled: the same search completes.
    assert search_builds(price_everything(current), REFERENCE, cancelled=lambda: False).front


# ----------------------------------------------------------------------------- command line


@pytest.fixture
def db(tmp_db) -> str:
    return str(tmp_db)


def test_recommend_custom_lists_the_front(db, seed_catalog):
    code, out, err = run(
        "--db",
        db,
        "recommend",
        "--workload",
        "cnn",
        "--budget",
        "300000",
        "--gpu-count",
        "2-8",
        "--custom",
    )
    assert (code, err) == (0, "")
    head, _, tail = out.partition("Custom builds: the Pareto front of score against price")
    assert "GT410i 14596-SB4X" in head  # the SKU list is still there, first
    front = search_builds(seed_catalog, REFERENCE).front
    rows = [line for line in tail.splitlines() if re.match(r"^\s*\d+  (custom|SKU) ", line)]
    assert len(rows) == len(front)
    for row, b in zip(rows, front, strict=True):
        assert row.split()[1] == b.kind and b.price_label in row and f"{b.count} × {b.gpu}" in row
    assert any(" custom " in r for r in rows) and "(illustrative)" in tail
    assert "  note: searched " in tail and "need prices for: RTX2080S" in tail
    assert "warning: " in tail  # each build's warnings are printed


def test_recommend_custom_json(db, seed_catalog):
    argv = [
        "--db",
        db,
        "recommend",
        "--workload",
        "cnn",
        "--budget",
        "300000",
        "--gpu-count",
        "2-8",
        "--json",
    ]
    plain = json.loads(run(*argv)[1])
    code, out, _ = run(*argv, "--custom", "--site", "220V/16A")
    data = json.loads(out)
    assert code == 0
    assert {k: v for k, v in data.items() if k not in ("custom", "search")} == plain
    result = search_builds(seed_catalog, REFERENCE, parse_site("220V/16A"))
    assert data["search"]["space_size"] == result.space_size
    assert data["search"]["evaluated"] == result.evaluated
    assert data["search"]["unpriced"] == result.unpriced
    assert len(data["custom"]) == len(result.front)
    first = data["custom"][0]
    assert set(first) >= {
        "label",
        "base",
        "gpus",
        "count",
        "price_cny",
        "illustrative",
        "price_basis",
        "score",
        "verdicts",
    }
    for obj, b in zip(data["custom"], result.front, strict=True):
        assert Decimal(obj["price_cny"]) == b.price_cny and isinstance(obj["price_cny"], str)
        assert (obj["label"], obj["base"], obj["gpus"], obj["count"], obj["kind"]) == (
            b.build.label,
            b.base,
            b.gpu,
            b.count,
            b.kind,
        )
        assert obj["illustrative"] is True
        assert all(v["severity"] != "error" for v in obj["verdicts"])


def test_recommend_custom_on_a_catalog_without_skus(db, current, tmp_path):
    # The current catalog has SKUs now: a pack of it without them, imported.
    bare = dataclasses.replace(current, name="current-parts", skus=())
    assert run("--db", db, "catalog", "import", str(export_pack(bare, tmp_path)[0]))[0] == 0
    code, out, _ = run(
        "--db", db, "recommend", "--workload", "cnn", "--catalog", "current-parts", "--custom"
    )
    assert code == 0
    assert "has no SKUs" in out and "No valid build matches these filters." not in out
    assert "need prices for: " not in out


def test_recommend_rejects_a_bad_site(db):
    code, out, err = run(
        "--db", db, "recommend", "--workload", "cnn", "--custom", "--site", "110V/5A"
    )
    assert code == 2 and out == ""
    assert err.startswith("rigwright: error: site: unknown circuit '110V/5A'")
    assert len(err.splitlines()) == 1
