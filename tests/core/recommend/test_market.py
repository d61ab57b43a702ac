"""The market filter of the recommendation, the custom search and the fixes: an item whose
availability in the request's market is ``no`` is never recommended, built or proposed, the
notes say why with the data's date, and an unknown availability is said."""

from __future__ import annotations

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.recommend.ranking import Request, recommend
from rigwright.core.search.space import build_space


@pytest.fixture(scope="module")
def current():
    return load_catalog_files("current")


def _ranked(result) -> list[str]:
    return [s.gpu.name for s in result.gpus]


def test_cn_and_intl_differ_where_the_data_says_so(current):
    cn = recommend(current, Request(workload="cnn", market="cn"))
    intl = recommend(current, Request(workload="cnn", market="intl"))
    for card in (
        "GeForce RTX 5090",
        "L40S",
        "RTX PRO 6000 Blackwell Workstation Edition",
        "RTX PRO 6000 Blackwell Max-Q Workstation Edition",
    ):
        assert card not in _ranked(cn) and card in _ranked(intl), card
    for card in ("GeForce RTX 4090 D", "L20"):
        assert card in _ranked(cn) and card not in _ranked(intl), card
    # 5090 D V2 has no sourced tensor rate: not ranked, but left out of intl by the market.
    assert "GeForce RTX 5090 D V2" in cn.unscored and "GeForce RTX 5090 D V2" not in intl.unscored
    # Without a market nothing is left out for availability (only the SXM H20).
    anywhere = recommend(current, Request(workload="cnn"))
    assert set(_ranked(anywhere)) == set(_ranked(cn)) | set(_ranked(intl))


def test_the_note_says_why_with_the_datas_date(current):
    cn = recommend(current, Request(workload="cnn", market="cn"))
    note = next(str(n) for n in cn.notes if str(n).startswith("left out: "))
    # Grouped by reason, each item with the data's date; the sources are in its availability.
    assert note.startswith("left out: not sold in mainland China: GeForce RTX 4090 (as of ")
    assert "GeForce RTX 5090 (as of 2025-01-07)" in note
    assert "L40S (as of 2023-11-17)" in note and "https://" not in note
    assert "; an SXM module for HGX boards (rack systems), not a workstation card: H20" in note
    intl = recommend(current, Request(workload="cnn", market="intl"))
    assert any(
        "not sold in international markets: " in str(n) and "L20 (as of 2023-11)" in str(n)
        for n in intl.notes
    )


def test_an_unknown_availability_is_allowed_and_said(current):
    cn = recommend(current, Request(workload="cnn", market="cn"))
    h200 = next(s for s in cn.gpus if s.gpu.name == "H200 NVL 141GB")  # case-by-case licences
    assert "availability in mainland China is unknown" in h200.reasons
    d4090 = next(s for s in cn.gpus if s.gpu.name == "GeForce RTX 4090 D")  # sold: said nothing
    assert not any("availability" in r for r in d4090.reasons)
    plain = recommend(current, Request(workload="cnn"))
    assert not any("availability" in r for s in plain.gpus for r in s.reasons)


def test_a_bad_market_names_the_field(current):
    with pytest.raises(ValueError, match=r"market: unknown market 'mars'; use one of cn, tw"):
        recommend(current, Request(workload="cnn", market="mars"))


def test_the_search_never_builds_with_an_unsold_card(current):
    for market, unsold in (("cn", "GeForce RTX 5090"), ("intl", "GeForce RTX 4090 D")):
        space = build_space(current, Request(workload="cnn", market=market))
        assert space.lines, market  # the search has cards to build with
        assert unsold not in {line.name for line in space.lines}, market
        assert "H20" not in {line.name for line in space.lines}


def test_fixes_propose_no_unsold_card(current):
    """``check --fixes --market`` searches the fixes among what the market sells: the card a
    fix would propose anywhere is not proposed once the market's data says it is not sold."""
    import dataclasses

    from rigwright.core.build.fixes import minimal_fixes
    from rigwright.core.build.model import build_from_json
    from rigwright.core.build.rules import parse_site
    from rigwright.core.catalog.markets import Availability, for_market
    from rigwright.core.cli.market import build_items

    build = build_from_json(
        {
            "chassis": "Tower, ASUS Pro WS WRX90E-SAGE SE",
            "cpus": ["Intel Xeon w9-3495X"],
            "memory_gb": 512,
            "gpus": [{"model": "GeForce RTX 4090 D", "count": 4}],
            "psus_w": [1000],
        },
        current,
    )
    site = parse_site(None)
    proposed = {
        c.value
        for f in minimal_fixes(build, current, site)
        for c in f.changes
        if c.kind == "gpu_model"
    }
    card = next(g.name for g in current.gpus if g.name in proposed)
    unsold = Availability(card, "cn", "no", "2026-01-15", "https://example.com/rule")
    catalog = dataclasses.replace(current, availability=(*current.availability, unsold))
    choices = for_market(catalog, "cn", workstation=True, keep=build_items(build))
    again = {
        c.value
        for f in minimal_fixes(build, choices, site)
        for c in f.changes
        if c.kind == "gpu_model"
    }
    assert card not in again and "H20" not in again
    assert again, "a fix still changes the model, to a card not left out"


def test_inference_in_mainland_china_recommends_its_china_market_builds(current):
    # The 4090 D and L20 rank on their FP16 rate derived from FP32 (docs/catalog-current.md);
    # before, no China-market card had one and "No SKU matches" came with no reason.
    result = recommend(current, Request(workload="inference", market="cn", budget_cny=300000))
    codes = [s.sku.code for s in result.skus]
    assert codes[:2] == ["RW-R2GD", "RW-D1GD"]
    assert all(current.gpu(s.sku.gpu).name != "GeForce RTX 4090" for s in result.skus)


def test_no_sku_left_always_says_why(current):
    from dataclasses import replace

    # One SKU, built with a card that has no rate to rank an inference job on.
    only = replace(current.skus[0], gpu="RTX PRO 2000 Blackwell")
    catalog = replace(current, skus=(only,))
    result = recommend(catalog, Request(workload="inference", market="intl"))
    assert result.gpus and not result.skus
    assert str(result.notes[-1]) == (
        "no SKU left: the catalog's SKUs are built with RTX PRO 2000 Blackwell, none of them "
        "ranked here (see the notes above)"
    )


def test_a_rank_counts_only_the_cards_of_the_market(current):
    result = recommend(current, Request(workload="inference", market="cn"))
    offered = result.gpus
    top = offered[0]
    # H200 NVL (unknown in cn, allowed) leads the cards cn may buy; the RTX PRO 6000's higher
    # FP16 is not counted, nor are the cards with no FP16 rate.
    assert top.gpu.name == "H200 NVL 141GB"
    assert str(top.reasons[0]).startswith(f"FP16 120 TFLOPS: #1 of {len(offered)} ")
    anywhere = recommend(current, Request(workload="inference"))
    first = next(s for s in anywhere.gpus if s.gpu.name == "H200 NVL 141GB")
    assert str(first.reasons[0]).startswith("FP16 120 TFLOPS: #2 of 25 ")
