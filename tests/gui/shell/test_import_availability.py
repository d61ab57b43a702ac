"""The import preview says what an import changes in availability per market and what an
older pack leaves out (gui/shell/catalog_files.py over core/storage/packs.py)."""

from __future__ import annotations

import json

from rigwright.core.catalog.files import load_catalog_files
from rigwright.core.storage.pack_export import export_pack
from rigwright.core.storage.packs import import_file, plan_import
from rigwright.gui.shell.catalog_files import ImportPreview


def test_the_preview_counts_availability_changes_and_notes_a_pack_without_them(
    qtbot, tmp_path, tmp_db
):
    current = load_catalog_files("current")
    pack = export_pack(current, tmp_path / "out")[0]
    import_file(pack, tmp_db, "vendor")
    data = json.loads(pack.read_text(encoding="utf-8"))
    del data["availability"]
    for gpu in data["gpus"]:
        del gpu["form_factor"]
    older = tmp_path / "older.json"
    older.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    plan = plan_import(older, tmp_db, "vendor", replace=True)
    dialog = ImportPreview(plan)
    qtbot.addWidget(dialog)
    n = len(current.availability)
    # Dropping the rows makes every item unknown again; the SXM module becomes a "PCIe card".
    assert dialog.summary.text() == (
        f"0 prices changed, 0 items added, 0 removed, 1 items changed otherwise, "
        f"{n} availability rows changed"
    )
    lines = [dialog.changes.item(i).text() for i in range(dialog.changes.count())]
    assert "Availability: GeForce RTX 4090 in mainland China — no → unknown" in lines
    assert "no availability data: every item counts as unknown in every market" in (
        dialog.notes.text()
    )
    assert "no GPU form factors: every GPU counts as a PCIe card" in dialog.notes.text()
    assert not dialog.notes.isHidden()
