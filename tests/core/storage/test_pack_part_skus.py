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


def _set(index: int, field: str, value):
    def edit(pack):
        pack["skus"][index][field] = value

    return edit


def _rename_part(pack):
    pack["skus"][0]["parts"][2] = "DDR5-4800 ECC RDIMM 4 × 48 GB"


@pytest.mark.parametrize(
    ("edit", "expected"),
    [
        (
            _rename_part,
            "broken.json $.skus[0], field parts: [2]: unknown part "
            "'DDR5-4800 ECC RDIMM 4 × 48 GB'; did you mean",
        ),
        (
            _set(1, "series", "Tower, no such board"),
            "broken.json $.skus[1], field series: no chassis part 'Tower, no such board' in "
            "$.parts",
        ),
        (
            _set(2, "series", "Intel Xeon w5-2465X"),
            "broken.json $.skus[2], field series: no chassis part 'Intel Xeon w5-2465X' in $.parts",
        ),
        (
            _set(3, "series", "4U server, ASRock Rack 4U8G-TURIN2"),
            "broken.json $.skus[3], field series: the chassis part "
            "'4U server, ASRock Rack 4U8G-TURIN2' is not one of its parts",
        ),
    ],
)
def test_a_sku_naming_an_unknown_part_or_chassis_is_refused_and_changes_nothing(
    tmp_db, current_json, edit, expected
):
    open_catalog(tmp_db, "seed-2020")
    before = dump(tmp_db)
    with pytest.raises(PackError) as exc:
        import_file(broken_pack(current_json, edit), tmp_db, "vendor")
    assert [p for p in problems_of(exc) if p.startswith(expected)], problems_of(exc)
    assert len(problems_of(exc)) == 1, problems_of(exc)
    assert dump(tmp_db) == before


def test_a_sku_with_two_chassis_parts_is_refused(tmp_db, current_json, current):
    server = next(s.series for s in current.skus if s.series.startswith("4U"))

    def edit(pack):
        pack["skus"][0]["parts"].append(server)

    with pytest.raises(PackError) as exc:
        import_file(broken_pack(current_json, edit), tmp_db, "vendor")
    assert problems_of(exc) == [
        f"broken.json $.skus[0], field parts: names chassis parts "
        f"{current.skus[0].series!r}, {server!r}; a SKU has one"
    ]


def test_a_figure_a_sku_from_parts_does_not_print_must_be_the_packs_own(tmp_db, current_json):
    def edit(pack):
        pack["skus"][0]["fp16"]["stated"] = "999"
        pack["skus"][0]["fp16"]["computed"] = None

    with pytest.raises(PackError) as exc:
        import_file(broken_pack(current_json, edit), tmp_db, "vendor")
    assert problems_of(exc) == [
        "broken.json $.skus[0].fp16, field stated: a SKU built from parts states the pack's "
        "own figure (104.8, from its GPU table), not 999"
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
