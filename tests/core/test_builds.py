"""Builds: seed SKUs as builds, the JSON form and its validation (core/builds.py)."""

from __future__ import annotations

import pytest

from core.builds import Build, BuildError, build_from_json, build_from_sku, build_to_json


def _data(**changes):
    data = {"chassis": "GT410i", "cpus": [{"name": "Intel Core X (10th gen), 12 cores", "power_w": 165}],
            "memory_gb": 96, "gpus": [{"model": "RTX2080Ti", "count": 4}], "psus_w": [2000],
            "drives": ["1TB SSD"]}
    data.update(changes)
    return data


def test_every_seed_sku_converts_and_round_trips(seed_catalog):
    assert len(seed_catalog.skus) == 24
    for sku in seed_catalog.skus:
        build = build_from_sku(sku, seed_catalog)
        assert build.chassis == sku.series and build.gpu_count == sku.gpu_count
        assert build.memory_gb == sku.ram_gb
        assert build_from_json(build_to_json(build), seed_catalog) == build


def test_a_seed_build(seed_catalog):
    b = build_from_sku(seed_catalog.sku("1.7"), seed_catalog)
    assert (b.chassis, b.memory_gb, b.psus_w) == ("GT410i", 96, (2000,))
    assert [(g.model, g.count) for g in b.gpus] == [("RTX2080Ti", 4)]
    assert b.cpus[0].count == 1 and b.cpus[0].power_w == 165
    assert b.label == "SKU 1.7 GT410i 14596-SB4X"
    xeon = build_from_sku(seed_catalog.sku("3.7"), seed_catalog)
    assert xeon.psus_w == () and xeon.cpus[0].count == 2 and xeon.cpus[0].power_w == 205
    assert build_from_sku(seed_catalog.sku("2.1"), seed_catalog).psus_w == (2000, 2000)


def test_json_aliases_and_plain_cpu_names(seed_catalog):
    b = build_from_json(_data(gpus=[{"model": "rtx 8000", "count": 2}], cpus=["Some CPU"],
                              chassis="gt410I"), seed_catalog)
    assert b == Build("GT410i", b.cpus, 96, b.gpus, (2000,), ("1TB SSD",))
    assert b.gpus[0].model == "Quadro RTX8000" and b.cpus[0].name == "Some CPU"


@pytest.mark.parametrize(("data", "expected"), [
    (_data(gpus=[{"model": "RTX9090", "count": 1}]), "gpus[0].model: unknown GPU 'RTX9090'; did you mean"),
    (_data(gpus=[{"model": "RTX2080Ti", "count": -2}]), "gpus[0].count: Input should be greater than or equal to 1, got -2"),
    ({k: v for k, v in _data().items() if k != "memory_gb"}, "memory_gb: Field required"),
    (_data(memory_gb="96"), "memory_gb: Input should be a valid integer"),
    (_data(chassis="GT41"), "chassis: unknown chassis 'GT41'; did you mean"),
    (_data(psus_w=[0]), "psus_w[0]: must be a positive number of watts"),
    (_data(gpu=[]), "gpu: Extra inputs are not permitted"),
    (_data(cpus=[{"name": "x", "count": 0}]), "cpus[0].count: Input should be greater than or equal to 1"),
    (_data(placement=[0, 2]), "placement: 2 slot(s) given for 4 card(s)"),
    ([], "build: expected a JSON object"),
])
def test_invalid_builds_name_the_field(seed_catalog, data, expected):
    with pytest.raises(BuildError) as info:
        build_from_json(data, seed_catalog)
    assert str(info.value).startswith(expected), str(info.value)
