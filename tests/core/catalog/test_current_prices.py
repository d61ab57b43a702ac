"""The current catalog's price list: every item priced, dated and sourced (or assumed with its
method and reason), the December 2026 GPUs included, and no price with VAT in it."""

from __future__ import annotations

import re
import shutil
from decimal import Decimal

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.catalog.sources import CatalogError
from rigwright.core.io.paths import data_dir
from rigwright.core.pricing.prices import price_of

NEW_GPUS = (
    "GeForce RTX 5080",
    "GeForce RTX 5070 Ti",
    "GeForce RTX 5090 D",
    "GeForce RTX 5090 D V2",
    "GeForce RTX 4090 D",
    "RTX PRO 6000 Blackwell Server Edition",
    "RTX PRO 5000 Blackwell 48GB",
    "RTX PRO 5000 Blackwell 72GB",
    "RTX PRO 4500 Blackwell",
    "RTX PRO 4000 Blackwell",
    "RTX PRO 4000 Blackwell SFF Edition",
    "RTX PRO 2000 Blackwell",
    "RTX PRO 6000D",
    "L20",
    "H20",
)


@pytest.fixture(scope="module")
def current():
    return load_catalog_files("current")


def _prices_text() -> str:
    return (data_dir() / "current" / "prices.toml").read_text(encoding="utf-8")


def test_every_gpu_and_part_has_a_dated_price(current):
    names = [("gpu", g.name) for g in current.gpus] + [("part", p.name) for p in current.parts]
    entries = {(e.kind, e.item): e for e in current.price_list.entries}
    for kind, name in names:
        entry = entries.get((kind, name))
        assert entry is not None, f"{name} has no price"
        assert entry.date and re.match(r"^\d{4}-\d{2}(-\d{2})?$", entry.date), name
        assert entry.source, name
        assert price_of(current, name, kind).amount_cny > 0
    assert current.price_list.illustrative


def test_assumed_prices_give_their_method_and_reason(current):
    assumed = [e for e in current.price_list.entries if e.basis == "assumed"]
    assert assumed  # the list has assumed prices, and each says how and why
    for e in assumed:
        assert "method:" in e.source and "reason:" in e.source, e.item


def test_the_china_launch_prices_are_in_cny(current):
    by_item = {p.item: p for p in current.price_list.entries}
    # The launch prices (¥12,999, ¥16,499) include 13 % VAT; the list excludes it.
    assert by_item["GeForce RTX 4090 D"].amount_cny == Decimal("11503.54")
    assert by_item["GeForce RTX 5090 D V2"].amount_cny == Decimal("14600.88")
    assert round(Decimal("11503.54") * Decimal("1.13")) == 12999


def test_every_new_gpu_is_priced(current):
    for name in NEW_GPUS:
        assert price_of(current, name, "gpu").is_set, name


def test_an_assumed_price_without_method_is_refused(tmp_path):
    folder = tmp_path / "current"
    shutil.copytree(data_dir() / "current", folder)
    text = (folder / "prices.toml").read_text(encoding="utf-8")
    start = text.index('item = "RTX A6000"')
    src = text.index("source = ", start)
    end = text.index("\n", src)
    text = text[:src] + 'source = "a guess"' + text[end:]
    (folder / "prices.toml").write_text(text, encoding="utf-8")
    with pytest.raises(CatalogError, match=r"RTX A6000.*method: \.\.\.; reason"):
        load_catalog_files("current", tmp_path)


def test_the_current_catalog_has_its_own_dated_software_stack(current):
    from rigwright.core.catalog.files import load_catalog_files as load
    from rigwright.core.quote.presets import software_stack

    stack = dict(software_stack(current))
    assert stack["Development environment"].startswith("CUDA Toolkit 13.1 (2025-12-04")
    assert "R580" in stack["Driver"] and "vLLM 0.13.0" in stack["Inference SDK"]
    assert all(re.search(r"\d{4}-\d{2}|\b20\d\d\b", text) for text in stack.values())
    seed = dict(software_stack(load("seed-2020")))
    assert "Ubuntu 18.04" in "".join(seed.values())  # the seed keeps its 2020 stack
