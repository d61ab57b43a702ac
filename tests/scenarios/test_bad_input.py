"""Bad input to the issue-4 commands (check, recommend --custom): exit 2, one short line
naming the field or file and the reason; never a hang, an overflow or a traceback. Each case
was found by a newcomer trying to break the commands."""

from __future__ import annotations

import json

import pytest

GOOD = {
    "chassis": "GT410i",
    "cpus": [{"name": "Intel Core X (10th gen), 12 cores", "power_w": 165}],
    "memory_gb": 96,
    "gpus": [{"model": "RTX2080Ti", "count": 4}],
    "psus_w": [2000],
}


@pytest.fixture
def db(tmp_db):
    return str(tmp_db)


def write(tmp_path, data, name="build.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"gpus": [{"model": "RTX2080Ti", "count": 10**30}]}, "gpus[0].count"),
        ({"gpus": [{"model": "RTX2080Ti", "count": 10_000}]}, "gpus[0].count"),
        ({"gpus": []}, "gpus"),
        ({"psus_w": [10**30]}, "psus_w[0]"),
        ({"psus_w": [2000] * 1000}, "psus_w"),
        ({"memory_gb": 10**30}, "memory_gb"),
        ({"cpus": [{"name": "x", "count": 10**30}]}, "cpus[0].count"),
        ({"cpus": [""]}, "cpus[0]"),
        ({"cpus": [1]}, "cpus[0]"),
        ({"placement": [10**30] * 4}, "placement[0]"),
        ({"chassis": "x" * 5_000_000}, "chassis"),
        ({"gpus": [{"model": "y" * 5_000_000, "count": 1}]}, "gpus[0].model"),
    ],
)
def test_implausible_or_huge_values_are_refused_in_one_short_line(
    tmp_path, db, change, field, run_cli
):
    code, out, err = run_cli("--db", db, "check", "--build", write(tmp_path, {**GOOD, **change}))
    assert code == 2 and out == ""
    assert f": {field}:" in err and len(err) < 400 and "Traceback" not in err
    assert "_CpuModel" not in err and "_GpuModel" not in err


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"\xef\xbb\xbf" + json.dumps(GOOD).encode(), None),  # a BOM (Windows Notepad) is fine
        (b"[" * 100_000, "nested too deeply"),
        (b"null", "got null"),
        ("{}".encode("utf-16"), "not UTF-8"),
    ],
)
def test_build_files_of_every_shape(tmp_path, db, content, reason, run_cli):
    path = tmp_path / "b.json"
    path.write_bytes(content)
    code, out, err = run_cli("--db", db, "check", "--build", str(path))
    if reason is None:
        assert code == 0 and "verdicts" in out
    else:
        assert code == 2 and reason in err and len(err) < 400


def test_no_file_a_folder_or_a_device(tmp_path, db, run_cli):
    for name, reason in (
        ("", "--build: an empty value"),
        (str(tmp_path), "is a folder"),
        ("/dev/zero", "is not a regular file"),
        (str(tmp_path / "missing.json"), "not found"),
    ):
        code, _, err = run_cli("--db", db, "check", "--build", name)
        assert code == 2 and reason in err, (name, err)


@pytest.mark.parametrize(
    ("argv", "text"),
    [
        (["--gpu-count", "1-1000", "--custom"], "gpu-count: at most 64"),
        (["--gpu-count", "9" * 40, "--custom"], "gpu-count: at most 64"),
        (["--site", "220V/10A"], "site: "),
        (
            ["--custom", "--site", "1000000000000000000000000000000x220V/10A"],
            "site: the number of circuits",
        ),
    ],
)
def test_recommend_refuses_what_it_cannot_use(db, argv, text, run_cli):
    code, _, err = run_cli("--db", db, "recommend", "--workload", "cnn", *argv)
    assert code == 2 and text in err and len(err) < 400


def test_the_commonest_circuits_are_known(db, run_cli):
    for circuit in ("230V/16A", "100V/15A", "220V/10A"):
        code, _, err = run_cli("--db", db, "check", "--sku", "1.7", "--site", circuit)
        assert code == 0, err


def test_two_models_at_one_opening_are_reported_not_crashed(run_cli, tmp_path):
    # Regression: the cooling rule sorted (opening, Gpu) pairs and compared two GPUs.
    path = tmp_path / "mixed.json"
    path.write_text(
        json.dumps(
            {
                "chassis": "GT410i",
                "cpus": ["x"],
                "memory_gb": 64,
                "psus_w": [2000],
                "gpus": [{"model": "RTX2080Ti", "count": 1}, {"model": "Titan RTX", "count": 1}],
                "placement": [0, 0],
            }
        ),
        encoding="utf-8",
    )
    _code, out, err = run_cli("check", "--build", str(path))
    assert "Traceback" not in out + err
    assert "slots.width" in out and "taken by card 1" in out
