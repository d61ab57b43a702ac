"""The synthetic catalogs of the scaling benchmarks (``bench/catalogs.py``): a valid catalog of
the size asked for, which the recommendation, the rules and the database accept."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from sqlalchemy.orm import Session

from rigwright.core.build.model import build_from_sku
from rigwright.core.recommend.ranking import Request, recommend
from rigwright.core.storage.database import (
    make_engine,
    open_catalog,
    read_catalog,
    save_catalog,
    sqlite_url,
)

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # bench/ is not installed: import it from the checkout
    sys.path.insert(0, str(ROOT))

from bench.catalogs import replicated, synthetic_prices  # noqa: E402 - after the path above


@pytest.mark.parametrize("times", [1, 3, 10])
def test_replicated_catalog_has_the_asked_size_and_distinct_names(seed_catalog, times):
    catalog = replicated(seed_catalog, times)
    assert len(catalog.gpus) == times * len(seed_catalog.gpus)
    assert len(catalog.skus) == times * len(seed_catalog.skus)
    assert catalog.name == f"{seed_catalog.name}-x{times}"
    assert len({g.name for g in catalog.gpus}) == len(catalog.gpus)
    assert len({s.number for s in catalog.skus}) == len(catalog.skus)
    assert len({s.code for s in catalog.skus}) == len(catalog.skus)
    # every SKU's GPU line names a GPU of the catalog; each replica of a GPU with a list
    # price has one
    names = {g.name for g in catalog.gpus}
    assert {s.gpu for s in catalog.skus} <= names
    priced = {e.item for e in catalog.price_list.entries}
    assert priced <= names
    assert len(priced) == times * len(seed_catalog.price_list.entries)
    # the seed's own GPUs and SKUs come first, unchanged
    assert catalog.gpus[: len(seed_catalog.gpus)] == seed_catalog.gpus
    assert catalog.skus[: len(seed_catalog.skus)] == seed_catalog.skus


def test_replicated_catalog_is_deterministic_and_varies_with_the_seed(seed_catalog):
    assert replicated(seed_catalog, 4) == replicated(seed_catalog, 4)
    assert replicated(seed_catalog, 4, seed=1) != replicated(seed_catalog, 4, seed=2)


def test_replicated_catalog_is_accepted_by_the_recommendation(seed_catalog):
    catalog = replicated(seed_catalog, 10)
    rec = recommend(catalog, Request(workload="cnn", budget_cny=300000))
    assert len(rec.gpus) == len(catalog.gpus)  # every replica scored
    assert rec.skus and all(s.sku.price_cny <= 300000 for s in rec.skus)
    # replicas are ranked, not only the seed's rows
    assert any("-r" in s.sku.code for s in rec.skus)
    # every SKU reads into a build the rules can check
    for sku in catalog.skus[len(seed_catalog.skus) :: 37]:
        assert build_from_sku(sku, catalog).gpu_count == sku.gpu_count


def test_replicated_catalog_round_trips_through_the_database(seed_catalog, tmp_path):
    catalog = replicated(seed_catalog, 3)
    path = tmp_path / "scale.sqlite3"
    open_catalog(path)  # the schema, as a first start makes it
    engine = make_engine(sqlite_url(path))
    try:
        with Session(engine) as session:
            save_catalog(session, catalog)
            session.commit()
        with Session(engine) as session:
            back = read_catalog(session, catalog.name)
    finally:
        engine.dispose()
    assert back is not None
    assert [g.name for g in back.gpus] == [g.name for g in catalog.gpus]
    assert sorted(s.code for s in back.skus) == sorted(s.code for s in catalog.skus)
    assert {s.number: (s.gpu, s.ram_gb, s.price_cny) for s in back.skus} == {
        s.number: (s.gpu, s.ram_gb, s.price_cny) for s in catalog.skus
    }


def test_replicated_refuses_a_factor_below_one(seed_catalog):
    with pytest.raises(ValueError, match="times"):
        replicated(seed_catalog, 0)


def test_synthetic_prices_price_every_gpu_and_keep_the_shipped_ones(seed_catalog):
    shipped = {(e.kind, e.item): e for e in seed_catalog.price_list.entries}
    priced = synthetic_prices(seed_catalog)
    entries = {(e.kind, e.item): e for e in priced.price_list.entries}
    assert {("gpu", g.name) for g in seed_catalog.gpus} <= set(entries)
    assert all(entries[key] == entry for key, entry in shipped.items())
