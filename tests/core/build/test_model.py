"""Builds: seed SKUs as builds, the JSON form and its validation (core/build/model.py)."""

from __future__ import annotations

import pytest

from rigwright.core.build.model import (
    Build,
    BuildError,
    build_from_json,
    build_from_sku,
    build_to_json,
)


def _data(**changes):
    data = {
        "chassis": "GT410i",
        "cpus": [{"name": "Intel Core X (10th gen), 12 cores", "power_w": 165}],
        "memory_gb": 96,
        "gpus": [{"model": "RTX2080Ti", "count": 4}],
        "psus_w": [2000],
        "drives": ["1TB SSD"],
    }
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
    b = build_from_json(
        _data(gpus=[{"model": "rtx 8000", "count": 2}], cpus=["Some CPU"], chassis="gt410I"),
        seed_catalog,
    )
    assert b == Build("GT410i", b.cpus, 96, b.gpus, (2000,), ("1TB SSD",))
    assert b.gpus[0].model == "Quadro RTX8000" and b.cpus[0].name == "Some CPU"


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (
            _data(gpus=[{"model": "RTX9090", "count": 1}]),
            "gpus[0].model: unknown GPU 'RTX9090'; did you mean",
        ),
        (
            _data(gpus=[{"model": "RTX2080Ti", "count": -2}]),
            "gpus[0].count: Input should be greater than or equal to 1, got -2",
        ),
        ({k: v for k, v in _data().items() if k != "memory_gb"}, "memory_gb: Field required"),
        (_data(memory_gb="96"), "memory_gb: Input should be a valid integer"),
        (_data(chassis="GT41"), "chassis: unknown chassis 'GT41'; did you mean"),
        (_data(psus_w=[0]), "psus_w[0]: must be a positive number of watts"),
        (_data(gpu=[]), "gpu: Extra inputs are not permitted"),
        (
            _data(cpus=[{"name": "x", "count": 0}]),
            "cpus[0].count: Input should be greater than or equal to 1",
        ),
        (_data(placement=[0, 2]), "placement: 2 slot(s) given for 4 card(s)"),
        ([], "build: expected a JSON object"),
    ],
)
def test_invalid_builds_name_the_field(seed_catalog, data, expected):
    with pytest.raises(BuildError) as info:
        build_from_json(data, seed_catalog)
    assert str(info.value).startswith(expected), str(info.value)


@pytest.fixture(scope="module")
def current():
    from rigwright.core.catalog.files import load_catalog_files

    return load_catalog_files("current")


def _current(**changes):
    data = {
        "chassis": "Tower, ASUS W790E-SAGE SE",
        "cpus": ["Intel Xeon w9-3495X"],
        "memory_gb": 256,
        "gpus": [{"model": "RTX A6000", "count": 2}],
    }
    data.update(changes)
    return data


def test_the_optional_fields_default_and_seed_skus_name_none(seed_catalog):
    b = build_from_json(_data(), seed_catalog)
    assert (b.psu, b.psu_atx_version, b.nvlink, b.board_form_factor) == (None, None, False, None)
    assert set(build_to_json(b)) == {"chassis", "cpus", "memory_gb", "gpus", "psus_w", "drives"}
    for sku in seed_catalog.skus:
        s = build_from_sku(sku, seed_catalog)
        assert (s.psu, s.psu_atx_version, s.nvlink, s.board_form_factor) == (
            None,
            None,
            False,
            None,
        )


def test_the_optional_fields_round_trip(seed_catalog, current):
    b = build_from_json(
        _data(nvlink=True, board_form_factor="extended atx", psu_atx_version="3.1"), seed_catalog
    )
    assert (b.nvlink, b.board_form_factor, b.psu_atx_version) == (True, "E-ATX", "3.1")
    assert build_from_json(build_to_json(b), seed_catalog) == b
    c = build_from_json(
        _current(psu="dual psu 2 × 2000 w (atx 3.x)", board_form_factor="SSI EEB"), current
    )
    assert (c.psu, c.psus_w, c.board_form_factor) == (
        "Dual PSU 2 × 2000 W (ATX 3.x)",
        (2000, 2000),
        "EEB",
    )
    assert build_to_json(c)["psu"] == "Dual PSU 2 × 2000 W (ATX 3.x)"
    assert build_from_json(build_to_json(c), current) == c
    # psus_w may restate the part's ratings; the part's ATX version may be restated too.
    assert build_from_json(
        _current(psu="PSU 1600 W (ATX 3.x)", psus_w=[1600], psu_atx_version="3.x"), current
    ).psus_w == (1600,)


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (_data(nvlink="yes"), "nvlink: Input should be a valid boolean"),
        (
            _data(board_form_factor="XL-ATX"),
            "board_form_factor: unknown form factor 'XL-ATX'; use one of Mini-ITX, mATX",
        ),
        (
            _data(psu_atx_version="4"),
            "psu_atx_version: must be an ATX version such as '2.x' or '3.x', got '4'",
        ),
        (
            _data(psu="PSU 2000 W (ATX 3.x)"),
            "psu: unknown PSU part 'PSU 2000 W (ATX 3.x)'",
        ),  # the seed has no parts
    ],
)
def test_invalid_optional_fields(seed_catalog, data, expected):
    with pytest.raises(BuildError) as info:
        build_from_json(data, seed_catalog)
    assert str(info.value).startswith(expected), str(info.value)


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        (
            {"psu": "PSU 1600 W (ATX 3.x)", "psus_w": [2000]},
            "psus_w: [2000] does not match the PSU 'PSU 1600 W (ATX 3.x)' (1 × 1600 W)",
        ),
        (
            {"psu": "PSU 1600 W (ATX 3.x)", "psu_atx_version": "2.x"},
            "psu_atx_version: '2.x' contradicts the PSU 'PSU 1600 W (ATX 3.x)' (ATX 3.x)",
        ),
        ({"psu": "PSU 9000 W"}, "psu: unknown PSU part 'PSU 9000 W'; did you mean"),
    ],
)
def test_a_psu_part_that_disagrees_is_refused(current, changes, expected):
    with pytest.raises(BuildError) as info:
        build_from_json(_current(**changes), current)
    assert str(info.value).startswith(expected), str(info.value)
