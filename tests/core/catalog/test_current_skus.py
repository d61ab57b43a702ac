"""The current catalog's workstation lineup: built from its parts, priced as their sum, every
rule passing, codes following sku_codes.toml (docs/catalog-current.md)."""

from __future__ import annotations

import json
import re
import tomllib
from decimal import Decimal

import pytest

from rigwright.core.build.model import build_from_sku
from rigwright.core.build.rules.check import check_build
from rigwright.core.build.rules.site import CIRCUITS, Site
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.catalog.lint import lint_catalog
from rigwright.core.catalog.model import Cooler, PartKind, SkuClass
from rigwright.core.catalog.part_skus import CLASS_GPUS
from rigwright.core.catalog.sources import catalog_folder
from rigwright.core.pricing.prices import total_price


@pytest.fixture(scope="module")
def current():
    return load_catalog_files("current")


def test_lineup_covers_every_class(current) -> None:
    by_class = {c: [s for s in current.skus if s.sku_class is c] for c in SkuClass}
    assert len(by_class[SkuClass.DEVELOPER]) >= 1
    for cls in (SkuClass.RESEARCH, SkuClass.HIGH_PERFORMANCE, SkuClass.SUPER):
        assert len(by_class[cls]) >= 2, cls
    assert sum(len(by_class[c]) for c in CLASS_GPUS if c is not SkuClass.DEVELOPER) >= 10
    for sku in current.skus:
        low, high = CLASS_GPUS[sku.sku_class]
        assert low <= sku.gpu_count <= high, sku.code


def _unknown_figures(current, sku) -> set[tuple[str, str]]:
    """The "cannot check" infos the data allows for ``sku``: the card's cooler or length is
    unknown (the China-market cards: no source states them), never anything else."""
    gpu = current.gpu(sku.gpu)
    allowed = set()
    if gpu.cooler is Cooler.UNKNOWN:
        allowed.add(("cooling.unknown", "info"))
    if gpu.board_length_mm is None:
        allowed.add(("formfactor.gpu_length", "info"))
    return allowed


def test_every_sku_passes_every_rule_at_a_220v_site(current) -> None:
    for sku in current.skus:
        build = build_from_sku(sku, current)
        site = Site(CIRCUITS["220V/16A"], max(1, len(build.psus_w)))
        verdicts = {(v.rule, v.severity) for v in check_build(build, current, site)}
        assert verdicts <= _unknown_figures(current, sku), sku.code
    # Most of the lineup is checked in full.
    assert sum(not _unknown_figures(current, s) for s in current.skus) >= 11


def test_without_a_site_only_the_wall_circuit_is_unchecked(current) -> None:
    for sku in current.skus:
        verdicts = check_build(build_from_sku(sku, current), current)
        unchecked = {(v.rule, v.severity) for v in verdicts} - _unknown_figures(current, sku)
        assert unchecked == {("power.circuit", "info")}, sku.code


def test_every_sku_names_a_stated_atx3_psu_and_dense_cards_are_blower_or_passive(current):
    for sku in current.skus:
        build = build_from_sku(sku, current)
        psu = current.part(build.psu or "")
        assert psu.kind is PartKind.PSU and psu.figure("atx_version").value == "3.x"
        gpu = current.gpu(sku.gpu)
        if sku.gpu_count > 2:  # an unknown cooler is said by the rule check (above)
            assert gpu.cooler in (Cooler.BLOWER, Cooler.PASSIVE, Cooler.UNKNOWN), sku.code


def test_price_is_the_sum_of_the_parts(current) -> None:
    for sku in current.skus:
        total = total_price(current, [(sku.gpu, sku.gpu_count), *sku.parts])
        assert total.complete
        assert abs(Decimal(sku.price_cny) - total.known_cny) <= Decimal("0.5"), sku.code
        assert sku.price_illustrative


def test_two_socket_server_builds_name_both_cpus(current) -> None:
    server = [s for s in current.skus if s.sku_class is SkuClass.SUPER]
    for sku in server:
        build = build_from_sku(sku, current)
        assert sum(c.count for c in build.cpus) == 2
        assert build.memory_gb >= sku.memory.computed


def test_codes_follow_the_documented_pattern(current) -> None:
    rules = tomllib.loads((catalog_folder("current") / "sku_codes.toml").read_text("utf-8"))
    pattern = re.compile(rules["pattern"])
    for sku in current.skus:
        m = pattern.match(sku.code)
        assert m is not None, sku.code
        assert rules["classes"][m["sku_class"]] == sku.sku_class.value
        assert int(m["count"]) == sku.gpu_count
        assert sku.gpu in rules["letters"][m["letter"]]


def test_lint_finds_no_error_and_flags_a_wrong_code(current) -> None:
    from dataclasses import replace

    folder = catalog_folder("current")
    assert not [f for f in lint_catalog(current, folder) if f.severity == "error"]
    two = next(s for s in current.skus if s.code == "RW-R2G5")
    wrong = replace(current, skus=(replace(two, code="RW-R3G5"),))  # the count is 2
    errors = [f for f in lint_catalog(wrong, folder) if f.severity == "error"]
    assert [f.kind for f in errors] == ["code"]


@pytest.mark.parametrize("market", [None, "cn", "intl"])
def test_recommend_cli_returns_priced_skus(capsys, tmp_db, market) -> None:
    """In every market, the vendor profile's default (mainland China) too."""
    from rigwright.core.cli.main import main

    argv = ["--db", str(tmp_db), "recommend", "--catalog", "current", "--workload", "cnn"]
    argv += ["--budget", "300000", "--json", *(["--market", market] if market else [])]
    main(argv)
    data = json.loads(capsys.readouterr().out)
    assert data["skus"], market
    assert all(s["price_cny"] and s["price_cny"] <= 300000 for s in data["skus"])


def test_seed_skus_carry_no_parts() -> None:
    seed = load_catalog_files("seed-2020")
    assert len(seed.skus) == 24
    assert all(s.parts == () for s in seed.skus)
