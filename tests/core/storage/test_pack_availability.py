"""Availability per market and GPU form factors in catalog packs: an export of the current
catalog imports back with both (and the same ``--market cn`` recommendations), a bad row is
refused naming the file, the row and the field, an older pack without them still imports
with a note, the preview counts availability changes, and an availability CSV imports alone
(core/storage/pack_json.py, availability_lists.py, packs.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.catalog.markets import Availability
from rigwright.core.storage.catalog_store import open_catalog
from rigwright.core.storage.pack_export import export_pack
from rigwright.core.storage.pack_format import PackError
from rigwright.core.storage.packs import (
    NO_AVAILABILITY,
    NO_FORM_FACTORS,
    import_file,
    plan_import,
)
from tests.core.storage.test_packs import dump


@pytest.fixture(scope="module")
def current():
    return load_catalog_files("current")


@pytest.fixture
def current_json(tmp_path, current) -> Path:
    return export_pack(current, tmp_path / "export")[0]


def edited(path: Path, edit, name: str = "edited.json") -> Path:
    pack = json.loads(path.read_text(encoding="utf-8"))
    edit(pack)
    out = path.with_name(name)
    out.write_text(json.dumps(pack, ensure_ascii=False), encoding="utf-8")
    return out


def recommendation(run_cli, db: Path, catalog: str, *extra: str) -> dict:
    code, out, err = run_cli(
        "--db",
        str(db),
        "recommend",
        "--catalog",
        catalog,
        "--market",
        "cn",
        "--workload",
        "cnn",
        "--budget",
        "300000",
        "--json",
        *extra,
    )
    assert (code, err) == (0, ""), err
    data = json.loads(out)
    assert data.pop("catalog") == catalog
    return data


def test_the_current_catalog_round_trips_with_form_factors_and_availability(
    tmp_db, current, current_json, run_cli
):
    """Export current -> import as 'vendor' -> the same GPUs, form factors and availability,
    and the same mainland-China recommendation (which leaves out the cards not sold there)."""
    assert {g.form_factor for g in current.gpus} == {"pcie", "sxm"}  # H20 is an SXM module
    assert any(a.status == "no" for a in current.availability)
    before = recommendation(run_cli, tmp_db, "current")
    before_custom = recommendation(run_cli, tmp_db, "current", "--custom")
    result = import_file(current_json, tmp_db, "vendor")
    assert f", {len(current.availability)} availability rows" in result.lines()[0]
    stored = open_catalog(tmp_db, "vendor")
    assert stored.gpus == current.gpus
    assert [(g.name, g.form_factor) for g in stored.gpus] == [
        (g.name, g.form_factor) for g in current.gpus
    ]
    assert stored.availability == current.availability
    assert recommendation(run_cli, tmp_db, "vendor") == before
    assert recommendation(run_cli, tmp_db, "vendor", "--custom") == before_custom
    left_out = " ".join(before["notes"])
    assert "not sold in mainland China" in left_out  # the filter acted on both sides


def test_the_exported_pack_names_each_gpus_form_factor_and_every_availability_row(
    tmp_path, current, current_json
):
    pack = json.loads(current_json.read_text(encoding="utf-8"))
    assert {g["name"]: g["form_factor"] for g in pack["gpus"]} == {
        g.name: g.form_factor for g in current.gpus
    }
    assert len(pack["availability"]) == len(current.availability)
    assert set(pack["availability"][0]) == {"item", "market", "status", "as_of", "source", "note"}
    # The CSV for people (UTF-8 with a BOM, for Excel) has the same rows, which a catalog
    # folder's reader reads back once the BOM is gone.
    from rigwright.core.catalog.availability import read_availability

    data = (current_json.parent / "availability.csv").read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "availability.csv").write_bytes(data[3:])
    names = [g.name for g in current.gpus] + [p.name for p in current.parts]
    names += [s.code for s in current.skus]
    assert read_availability(folder, names) == current.availability


@pytest.mark.parametrize(
    ("edit", "where", "field", "reason"),
    [
        (lambda p: p["availability"][0].update(market="CN-x"), 0, "market", "unknown market"),
        (lambda p: p["availability"][1].update(status="maybe"), 1, "status", "unknown status"),
        (lambda p: p["availability"][2].update(as_of="17.11.2023"), 2, "as_of", "not a date"),
        (lambda p: p["availability"][3].update(item="RTX 9999"), 3, "item", "unknown GPU, part"),
        (lambda p: p["availability"][0].update(source=""), 0, "source", "a 'no' needs"),
        (lambda p: p["availability"][4].update(region="cn"), 4, "region", "unknown field"),
        (lambda p: p["availability"][5].update(status=1), 5, "status", "string"),
        (lambda p: p["availability"].append(dict(p["availability"][0])), None, "market", "twice"),
    ],
)
def test_a_bad_availability_row_names_the_file_row_and_field_and_changes_nothing(
    tmp_db, current_json, edit, where, field, reason
):
    open_catalog(tmp_db, "seed-2020")
    import_file(current_json, tmp_db, "vendor")
    before = dump(tmp_db)
    bad = edited(current_json, edit)
    with pytest.raises(PackError) as caught:
        import_file(bad, tmp_db, "vendor", replace=True)
    problems = caught.value.problems
    assert len(problems) == 1, [str(p) for p in problems]
    (problem,) = problems
    assert problem.file == "edited.json" and problem.field == field
    assert problem.where.startswith("$.availability[") and (
        where is None or problem.where == f"$.availability[{where}]"
    )
    assert reason in problem.reason
    assert dump(tmp_db) == before


def test_a_form_factor_that_is_none_of_pcie_sxm_system_is_refused(tmp_db, current_json):
    bad = edited(current_json, lambda p: p["gpus"][0].update(form_factor="OAM"))
    with pytest.raises(PackError) as caught:
        import_file(bad, tmp_db, "vendor")
    assert [str(p) for p in caught.value.problems] == [
        "edited.json $.gpus[0], field form_factor: must be one of pcie, sxm, system, got 'OAM'"
    ]


def test_an_availability_item_is_matched_ignoring_case_and_spaces_and_stored_as_named(
    tmp_db, current, current_json
):
    row = current.availability[0]
    spelt = row.item.upper().replace(" ", "  ")
    pack = edited(current_json, lambda p: p["availability"][0].update(item=f" {spelt} "))
    stored = import_file(pack, tmp_db, "vendor").catalog
    assert stored.availability[0] == row


def test_a_pack_written_before_form_factors_and_availability_imports_with_notes(
    tmp_db, current_json
):
    def older(pack):
        del pack["availability"]
        for gpu in pack["gpus"]:
            del gpu["form_factor"]

    plan = plan_import(edited(current_json, older), tmp_db, "vendor")
    assert {g.form_factor for g in plan.catalog.gpus} == {"pcie"}
    assert plan.catalog.availability == ()
    assert plan.result.notes == (NO_AVAILABILITY, NO_FORM_FACTORS)
    lines = plan.result.lines()
    assert "  note: no availability data: every item counts as unknown in every market" in lines
    assert "  note: no GPU form factors: every GPU counts as a PCIe card" in lines


def test_a_current_pack_has_no_notes(tmp_db, current_json):
    assert plan_import(current_json, tmp_db, "vendor").result.notes == ()


def test_the_preview_counts_availability_rows_added_dropped_and_changed(
    tmp_db, current, current_json
):
    import_file(current_json, tmp_db, "vendor")
    first, second = current.availability[0], current.availability[1]

    def edit(pack):
        pack["availability"][0]["status"] = "yes"  # changed
        del pack["availability"][1]  # dropped: unknown again
        pack["availability"].append(
            {"item": "L20", "market": "tw", "status": "yes", "as_of": "2026-11", "source": "x"}
        )

    plan = plan_import(edited(current_json, edit), tmp_db, "vendor", replace=True)
    changes = plan.changes.availability_changed
    assert [(c.item, c.market, c.old_status, c.new_status) for c in changes] == [
        (first.item, first.market, "no", "yes"),
        ("L20", "tw", "unknown", "yes"),
        (second.item, second.market, second.status, "unknown"),
    ]
    assert plan.changes.summary() == (
        "0 prices changed, 0 items added, 0 removed, 3 availability rows changed"
    )
    assert not plan.changes.empty
    unchanged = plan_import(current_json, tmp_db, "vendor", replace=True)
    assert unchanged.changes.availability_changed == () and unchanged.changes.empty


# ----------------------------------------------------------------------------- CSV alone


def write(path: Path, text: str, encoding: str = "utf-8-sig") -> Path:
    path.write_bytes(text.replace("\n", "\r\n").encode(encoding))
    return path


def test_an_availability_csv_imports_alone_into_a_copy_of_a_shipped_catalog(
    tmp_path, tmp_db, current, run_cli
):
    """As a price list: a shipped catalog is copied (--from); the rows given replace theirs,
    the others stay; comment lines are skipped; items matched ignoring case."""
    path = write(
        tmp_path / "avail.csv",
        "# our distributor's word, 2026-12\n"
        "item,market,status,as_of,source,note\n"
        "geforce rtx 4090,cn,yes,2026-12-01,https://example.com/licence,licence\n"
        "L20,tw,no,2026-12-01,https://example.com/tw,not stocked\n",
    )
    code, out, err = run_cli(
        "--db",
        str(tmp_db),
        "catalog",
        "import",
        str(path),
        "--from",
        "current",
        "--catalog",
        "vendor",
    )
    assert (code, err) == (0, ""), err
    assert out.splitlines() == [
        "updated catalog 'vendor' (a copy of 'current') from availability list avail.csv "
        "(UTF-8 with BOM): 2 availability rows changed",
        "  GeForce RTX 4090 in cn: no -> yes (as of 2026-12-01)",
        "  L20 in tw: unknown -> no (as of 2026-12-01)",
    ]
    stored = open_catalog(tmp_db, "vendor")
    assert len(stored.availability) == len(current.availability) + 1
    assert (
        Availability(
            "GeForce RTX 4090", "cn", "yes", "2026-12-01", "https://example.com/licence", "licence"
        )
        in stored.availability
    )
    others = [a for a in current.availability if (a.item, a.market) != ("GeForce RTX 4090", "cn")]
    assert set(others) <= set(stored.availability)
    assert stored.gpus == current.gpus and stored.parts == current.parts
    assert open_catalog(tmp_db, "current") == current  # the shipped one is untouched


def test_the_exported_availability_csv_imports_back_without_a_change(tmp_path, tmp_db, current):
    exported = export_pack(current, tmp_path / "out")
    import_file(exported[0], tmp_db, "vendor")
    csv_file = next(p for p in exported if p.name == "availability.csv")
    plan = plan_import(csv_file, tmp_db, "vendor")
    assert plan.result.kind == "availability list"
    assert plan.changes.empty and plan.catalog.availability == current.availability


def test_a_bad_availability_csv_lists_every_row_and_field_and_changes_nothing(
    tmp_path, tmp_db, current_json
):
    import_file(current_json, tmp_db, "vendor")
    before = dump(tmp_db)
    path = write(
        tmp_path / "avail.csv",
        "item,market,status,as_of,source,note\n"
        "L20,mars,yes,,,\n"
        "L20,cn,no,2026-12,,\n"
        "RTX 9999,cn,yes,,,\n"
        "L20,intl,yes,12/2026,,\n",
    )
    with pytest.raises(PackError) as caught:
        import_file(path, tmp_db, "vendor")
    assert [str(p) for p in caught.value.problems] == [
        "avail.csv row 2, field market: unknown market 'mars'; use one of cn, tw, hk, intl",
        "avail.csv row 3, field source: a 'no' needs its source (the documents it rests on)",
        "avail.csv row 4, field item: unknown GPU, part or SKU 'RTX 9999'",
        "avail.csv row 5, field as_of: '12/2026' is not a date YYYY-MM-DD (or YYYY-MM)",
    ]
    assert dump(tmp_db) == before


def test_an_availability_csv_with_an_unknown_column_is_refused(tmp_path, tmp_db, current_json):
    import_file(current_json, tmp_db, "vendor")
    path = write(tmp_path / "a.csv", "item,market,status,region\nL20,cn,yes,asia\n")
    with pytest.raises(PackError) as caught:
        import_file(path, tmp_db, "vendor")
    assert [str(p) for p in caught.value.problems] == [
        "a.csv row 1, field region: unknown column; use item, market, status, as_of, source, note"
    ]


def test_a_csv_with_a_price_column_is_still_a_price_list(tmp_path, tmp_db, current_json):
    import_file(current_json, tmp_db, "vendor")
    path = write(tmp_path / "p.csv", "name,price_cny\nL20,50000\n")
    assert plan_import(path, tmp_db, "vendor").result.kind == "price list"
