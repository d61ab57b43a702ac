"""``rigwright size``: the JSON shape the issue fixes, the table, and refused input naming
the field."""

from __future__ import annotations

import json

import pytest

from rigwright.core.sizing.fit import STRATEGIES


def test_json_has_the_breakdown_and_one_fit_per_gpu(run_cli, tmp_db):
    code, out, err = run_cli(
        "size", "--model", "qwen2.5-72b", "--context", "32768", "--db", str(tmp_db), "--json"
    )
    assert code == 0, err
    data = json.loads(out)
    memory = data["memory_gb"]
    assert set(memory) == {
        "weights",
        "gradients",
        "optimizer",
        "activations",
        "kv_cache",
        "overhead",
        "total",
    }
    assert memory["weights"] == pytest.approx(145.41)
    assert memory["gradients"] == 0 and memory["optimizer"] == 0
    assert memory["total"] == pytest.approx(
        sum(v for k, v in memory.items() if k != "total"), abs=0.05
    )
    _, gpus, _ = run_cli("gpus", "--json", "--db", str(tmp_db))
    assert [f["gpu"] for f in data["fits"]] == [g["name"] for g in json.loads(gpus)]
    for row in data["fits"]:
        assert (row["count"] is None) == (row["strategy"] is None)
        assert row["strategy"] is None or row["strategy"] in STRATEGIES
        if row["count"] is not None:
            assert row["per_gpu_gb"] <= row["usable_gb"]
            assert row["tokens_per_s"] > 0
    assert any(r["count"] is None for r in data["fits"])  # a 2060 SUPER never holds 72B


def test_training_with_dataset_tokens_gives_hours(run_cli, tmp_db):
    code, out, err = run_cli(
        "size",
        "--model",
        "qwen2.5-7b",
        "--task",
        "full",
        "--context",
        "2048",
        "--epochs",
        "2",
        "--dataset-tokens",
        "5e8",
        "--checkpointing",
        "--json",
        "--db",
        str(tmp_db),
    )
    assert code == 0, err
    data = json.loads(out)
    assert data["memory_gb"]["optimizer"] == pytest.approx(12 * 7.615616512, abs=0.01)
    assert all("hours" in r for r in data["fits"] if r["count"])


def test_the_table_says_what_does_not_fit(run_cli, tmp_db):
    code, out, _ = run_cli("size", "--model", "qwen2.5-72b", "--db", str(tmp_db))
    assert code == 0
    assert "does not fit: needs" in out and "kv_cache" in out and "GiB" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--model", "qwen2.5-70b"], "model: unknown 'qwen2.5-70b'; did you mean"),
        (["--model", "qwen2.5-72b", "--context", "999999"], "context: 999,999 tokens is above"),
        (["--model", "qwen2.5-72b", "--context", "-5"], "context: must be more than 0"),
        (["--model", "qwen2.5-72b", "--batch", "1.5"], "batch: must be a whole number"),
        (
            ["--model", "qwen2.5-72b", "--task", "lora", "--tokens", "x"],
            "tokens: 'x' is not a number",
        ),
        (
            ["--params", "13e9", "--layers", "0", "--hidden-size", "5120", "--heads", "40"],
            "layers: must be more than 0",
        ),
        (
            ["--params", "13e9", "--hidden-size", "5120", "--heads", "40"],
            "layers: a transformer needs it",
        ),
        (
            ["--model", "qwen2.5-7b", "--layers", "4"],
            "layers: a custom figure goes without --model",
        ),
        (
            ["--model", "qwen2.5-7b", "--task", "full", "--epochs", "2"],
            "epochs: give --epochs and --dataset-tokens",
        ),
        # Implausible figures are refused, not printed as 31-digit GB or "inf h".
        (["--model", "qwen2.5-72b", "--batch", "1e30"], "batch: 1,000,000"),
        (
            ["--model", "qwen2.5-7b", "--task", "full", "--tokens", "1e300"],
            "tokens: 1e+300 is more than 1e+15 training tokens",
        ),
        # An option the job cannot use is refused, never ignored.
        (
            ["--model", "resnet-50", "--context", "4096"],
            "context: ResNet-50 is an image model: give --resolution",
        ),
        (
            ["--model", "resnet-50", "--task", "train", "--tokens", "1e9"],
            "tokens: ResNet-50 is an image model",
        ),
        (
            ["--model", "qwen2.5-7b", "--resolution", "512"],
            "resolution: Qwen2.5 7B is a language model: give --context",
        ),
        (
            ["--model", "qwen2.5-7b", "--tokens", "1e9"],
            "tokens: training data goes with a training task",
        ),
        (["--model", "resnet-50", "--task", "lora"], "task: 'lora' is for transformers"),
        ([], "model: give --model ID"),
    ],
)
def test_bad_input_is_refused_naming_the_field(run_cli, tmp_db, args, message):
    code, out, err = run_cli("size", *args, "--db", str(tmp_db))
    assert code == 2
    assert message in err
    assert "Traceback" not in err and out == ""


def test_list_shows_the_zoo(run_cli, tmp_db):
    code, out, _ = run_cli("size", "--list", "--json")
    assert code == 0
    ids = [m["id"] for m in json.loads(out)]
    assert "deepseek-v3" in ids and "resnet-50" in ids


def test_the_table_words_the_strategy_as_text_and_the_json_keeps_its_id(run, db):
    # "tensor_parallel" printed as an identifier in a table an engineer reads.
    code, out, _ = run("--db", db, "size", "--catalog", "current", "--model", "qwen2.5-72b")
    assert code == 0 and "tensor parallel" in out and "tensor_parallel" not in out
    code, out, _ = run(
        "--db", db, "size", "--catalog", "current", "--model", "qwen2.5-72b", "--json"
    )
    assert code == 0 and "tensor_parallel" in out
