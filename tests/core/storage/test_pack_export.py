"""Exporting a catalog pack (core/storage/pack_export.py): decimals keep their printed
precision, CSVs are UTF-8 with a BOM and hold no live formula, skus.csv reads back as a
price list, files are written atomically with the umask's mode."""

from __future__ import annotations

import csv
import dataclasses
import io
import json

import pytest

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.storage.catalog_store import open_catalog
from rigwright.core.storage.pack_export import export_pack, write_files_atomically
from rigwright.core.storage.packs import import_file


@pytest.fixture(scope="module")
def current_catalog():
    return load_catalog_files("current")


def test_decimals_are_strings_that_keep_their_printed_precision(seed_json):
    pack = json.loads(seed_json.read_text(encoding="utf-8"))
    titan_v = next(g for g in pack["gpus"] if g["name"] == "TITAN V")
    assert titan_v["fp16_tflops"] == "29.80"
    sku = next(s for s in pack["skus"] if s["number"] == "1.8")
    assert sku["fp16"] == {
        "printed": sku["fp16"]["printed"],
        "stated": "131",
        "computed": "130.48",
        "precision": "1",
    }
    assert {
        "gpus",
        "skus",
        "chassis",
        "cnn_tiers",
        "scale_table",
        "rnn_grades",
        "frameworks",
        "workload_families",
        "glossary",
        "tensor_definition",
    } <= set(pack)


def test_csvs_are_utf8_with_bom_and_unknown_is_blank(tmp_path, current_catalog, seed_catalog):
    export_pack(current_catalog, tmp_path / "current")
    raw = (tmp_path / "current" / "gpus.csv").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    lines = raw.decode("utf-8-sig").splitlines()
    assert lines[0].startswith("name,aliases,cuda_cores,")
    assert len(lines) == 1 + len(current_catalog.gpus)
    rows = {r["name"]: r for r in csv.DictReader(lines)}
    a6000 = current_catalog.gpu("RTX A6000")
    assert a6000.launch_msrp_usd is None  # the reference gives no launch price
    assert rows["RTX A6000"]["launch_msrp_usd"] == ""  # unknown is a blank cell, never 0
    assert rows["RTX A6000"]["memory_gb"] == str(a6000.memory_gb)
    # The dense FP8/FP4 peaks follow the seven figures; a card without one has a blank cell.
    assert lines[0].startswith(
        "name,aliases,cuda_cores,tensor_cores,memory_gb,memory_bandwidth_gbs,tensor_tflops,"
        "fp16_tflops,fp32_tflops,fp8_tensor_tflops,fp4_tensor_tflops,board_power_w,"
    )
    assert (
        rows["GeForce RTX 5090"]["fp8_tensor_tflops"],
        rows["RTX A6000"]["fp8_tensor_tflops"],
    ) == (
        "419",
        "",
    )
    assert rows["GeForce RTX 5090"]["fp4_tensor_tflops"] == "1676"
    export_pack(seed_catalog, tmp_path / "seed")
    skus = (tmp_path / "seed" / "skus.csv").read_bytes().decode("utf-8-sig").splitlines()
    assert skus[0].startswith("number,code,price_cny,")
    assert "雙塔式" in "\n".join(skus)


def test_the_exported_skus_csv_is_a_price_list(tmp_path, db):
    export_pack(open_catalog(db, "vendor"), tmp_path / "v")
    result = import_file(tmp_path / "v" / "skus.csv", db, "vendor")
    assert len(result.updates) == 24
    assert [u for u in result.updates if u.price_cny != u.old_price_cny] == []


def test_exported_csvs_never_hold_a_live_spreadsheet_formula(tmp_path, db, seed_catalog):
    # Before: a remark or basis "=cmd|' /C calc'!A0" from an imported file was written as is,
    # and Excel ran it when the engineer opened skus.csv.
    skus = list(seed_catalog.skus)
    skus[0] = dataclasses.replace(skus[0], remark="=cmd|' /C calc'!A0", price_basis="@SUM(1+1)")
    hostile = dataclasses.replace(seed_catalog, name="hostile", skus=tuple(skus))
    export_pack(hostile, tmp_path / "h")
    rows = list(
        csv.DictReader(io.StringIO((tmp_path / "h" / "skus.csv").read_text(encoding="utf-8-sig")))
    )
    assert rows[0]["remark"] == "'=cmd|' /C calc'!A0" and rows[0]["basis"] == "'@SUM(1+1)"
    assert not any(v.startswith(("=", "+", "@")) for row in rows for v in row.values())
    # ... and the unedited file imported back still changes nothing.
    import_file(tmp_path / "h" / "hostile.json", db)
    result = import_file(tmp_path / "h" / "skus.csv", db, "hostile")
    assert [u for u in result.updates if u.basis is not None] == []
    assert open_catalog(db, "hostile").skus[0].price_basis == "@SUM(1+1)"


def test_a_failed_export_leaves_nothing_half_written(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "gpus.csv").write_text("old", encoding="utf-8")
    files = {out / "gpus.csv": b"new", tmp_path / "missing-folder" / "skus.csv": b"x"}
    with pytest.raises(OSError):
        write_files_atomically(files)
    assert (out / "gpus.csv").read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in out.iterdir()) == ["gpus.csv"]  # no temporary files left


def test_a_write_error_names_the_target_not_the_temporary_file(tmp_path):
    target = tmp_path / "missing-folder" / "skus.csv"
    with pytest.raises(OSError) as exc:
        write_files_atomically({target: b"x"})
    assert exc.value.filename == str(target)


def test_exported_files_get_the_umask_mode(tmp_path, seed_catalog):
    import os
    import stat

    old = os.umask(0o022)
    try:
        files = export_pack(seed_catalog, tmp_path / "a")
        os.umask(0o027)
        files += export_pack(seed_catalog, tmp_path / "b")
    finally:
        os.umask(old)
    assert [stat.S_IMODE(f.stat().st_mode) for f in files] == [0o644] * 4 + [0o640] * 4
