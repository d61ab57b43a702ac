"""SKUs built from platform parts in catalog packs (``current``'s lineup): an export carries
each SKU's parts, its chassis part as its series, its "sum of its parts" basis and its
illustrative flag; a SKU naming a part the pack does not hold, or a series that is not its
chassis part, is refused naming the file, the SKU row and the field; the seed's SKUs are
checked as before (core/storage/pack_json.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rigwright.core.build.model import build_from_sku
from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.catalog.model import PartKind
from rigwright.core.catalog.part_skus import PARTS_PRICE_BASIS
from rigwright.core.storage.catalog_store import open_catalog
from rigwright.core.storage.pack_export import export_pack
from rigwright.core.storage.pack_format import PackError
from rigwright.core.storage.packs import import_file
from tests.core.storage.conftest import broken_pack, problems_of
from tests.core.storage.test_packs import dump


@pytest.fixture(scope="module")
def current():
    return load_catalog_files("current")


@pytest.fixture
def current_json(tmp_path, current) -> Path:
    return export_pack(current, tmp_path / "export")[0]


def test_an_exported_sku_built_from_parts_carries_its_parts_basis_and_flag(current_json, current):
    pack = json.loads(current_json.read_text(encoding="utf-8"))
    assert pack["chassis"] == {}
    kinds = {p["name"]: p["kind"] for p in pack["parts"]}
    assert [s["code"] for s in pack["skus"]] == [s.code for s in current.skus]
    for raw, sku in zip(pack["skus"], current.skus, strict=True):
        assert raw["parts"] == list(sku.parts) and raw["parts"]
        assert kinds[raw["series"]] == "chassis" and raw["series"] in raw["parts"]
        assert raw["price_basis"] == PARTS_PRICE_BASIS
        assert raw["price_illustrative"] is sku.price_illustrative is True


def test_an_imported_sku_built_from_parts_builds_as_the_shipped_one(tmp_path, tmp_db, current):
    root = tmp_path / "no-shipped-catalogs"
    root.mkdir()
    import_file(export_pack(current, tmp_path / "export")[0], tmp_db, "vendor", data_root=root)
    stored = open_catalog(tmp_db, "vendor", data_root=root)
    for sku, shipped in zip(stored.skus, current.skus, strict=True):
        assert build_from_sku(sku, stored) == build_from_sku(shipped, current)
        assert (sku.price_cny, sku.price_basis) == (shipped.price_cny, shipped.price_basis)


def _other_chassis(catalog, sku) -> str:
    return next(
        p.name for p in catalog.parts if p.kind is PartKind.CHASSIS and p.name != sku.series
    )


# Each case: (SKU index, field, its new value from the shipped catalog, the problem's start).
CASES = [
    (
        0,
        "parts",
        lambda c: [*c.skus[0].parts[:2], "no such memory kit", *c.skus[0].parts[3:]],
        lambda c: "broken.json $.skus[0], field parts: [2]: unknown part 'no such memory kit'",
    ),
    (
        1,
        "series",
        lambda c: "Tower, no such board",
        lambda c: (
            "broken.json $.skus[1], field series: no chassis part 'Tower, no such board' in $.parts"
        ),
    ),
    (
        2,
        "series",
        lambda c: c.skus[2].cpu,
        lambda c: (
            f"broken.json $.skus[2], field series: no chassis part {c.skus[2].cpu!r} in $.parts"
        ),
    ),
    (
        3,
        "series",
        lambda c: _other_chassis(c, c.skus[3]),
        lambda c: (
            "broken.json $.skus[3], field series: the chassis part "
            f"{_other_chassis(c, c.skus[3])!r} is not one of its parts"
        ),
    ),
]


@pytest.mark.parametrize(("index", "field", "value", "expected"), CASES)
def test_a_sku_naming_an_unknown_part_or_chassis_is_refused_and_changes_nothing(
    tmp_db, current_json, current, index, field, value, expected
):
    def edit(pack):
        pack["skus"][index][field] = value(current)

    open_catalog(tmp_db, "seed-2020")
    before = dump(tmp_db)
    with pytest.raises(PackError) as exc:
        import_file(broken_pack(current_json, edit), tmp_db, "vendor")
    assert len(problems_of(exc)) == 1, problems_of(exc)
    assert problems_of(exc)[0].startswith(expected(current)), problems_of(exc)
    assert dump(tmp_db) == before


def test_a_sku_with_two_chassis_parts_is_refused(tmp_db, current_json, current):
    server = _other_chassis(current, current.skus[0])

    def edit(pack):
        pack["skus"][0]["parts"].append(server)

    with pytest.raises(PackError) as exc:
        import_file(broken_pack(current_json, edit), tmp_db, "vendor")
    assert problems_of(exc) == [
        f"broken.json $.skus[0], field parts: names chassis parts "
        f"{current.skus[0].series!r}, {server!r}; a SKU has one"
    ]


def test_a_figure_a_sku_from_parts_does_not_print_must_be_the_packs_own(
    tmp_db, current_json, current
):
    sku = current.skus[0]
    own = sku.gpu_count * current.gpu(sku.gpu).fp16_tflops

    def edit(pack):
        pack["skus"][0]["fp16"]["stated"] = "999"
        pack["skus"][0]["fp16"]["computed"] = None

    with pytest.raises(PackError) as exc:
        import_file(broken_pack(current_json, edit), tmp_db, "vendor")
    assert problems_of(exc) == [
        "broken.json $.skus[0].fp16, field stated: a SKU built from parts states the pack's "
        f"own figure ({own}, from its GPU table), not 999"
    ]


def test_the_seeds_skus_are_checked_as_before(tmp_db, seed_json):
    def edit(pack):
        pack["skus"][0]["fp16"]["printed"] = ""
        pack["skus"][1]["series"] = "no such series"
        pack["skus"][2]["price_basis"] = PARTS_PRICE_BASIS

    with pytest.raises(PackError) as exc:
        import_file(broken_pack(seed_json, edit), tmp_db, "vendor")
    assert problems_of(exc) == [
        "broken.json $.skus[0].fp16, field printed: no number in ''",
        "broken.json $.skus[1], field series: no chassis 'no such series' in $.chassis",
        "broken.json $.skus[2], field price_basis: a SKU priced as the sum of its parts names "
        "its parts",
    ]
