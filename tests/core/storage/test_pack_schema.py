"""Checking a pack's fields (core/storage/pack_schema.py): a wrong type and a value out
of range are reported with the JSON path and field."""

from __future__ import annotations

import pytest

from rigwright.core.storage.pack_format import PackError
from rigwright.core.storage.packs import import_file
from tests.core.storage.conftest import broken_pack, problems_of


def test_wrong_type(seed_json, tmp_db):
    path = broken_pack(seed_json, lambda p: p["gpus"][0].update(cuda_cores="many"))
    with pytest.raises(PackError) as exc:
        import_file(path, tmp_db, "mine")
    assert problems_of(exc) == [
        (
            "broken.json $.gpus[0], field cuda_cores: Input should be a valid integer, "
            "unable to parse string as an integer"
        )
    ]


def test_negative_power(seed_json, tmp_db):
    def edit(p):
        p["gpus"][3]["board_power_w"] = -300
        p["skus"][0]["psu_w"] = -2000

    with pytest.raises(PackError) as exc:
        import_file(broken_pack(seed_json, edit), tmp_db, "mine")
    assert problems_of(exc) == [
        "broken.json $.gpus[3], field board_power_w: must be greater than 0, got -300",
        "broken.json $.skus[0], field psu_w: must be greater than 0, got -2000",
    ]
