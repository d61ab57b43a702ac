"""The model zoo: the shipped file holds every required model with its source, ids are
found case-insensitively with close matches suggested, and a broken file or custom model
is refused naming the model and the field."""

from __future__ import annotations

import pytest

from rigwright.core.sizing.zoo import (
    UnknownModel,
    ZooError,
    custom_model,
    find_model,
    read_zoo,
    zoo,
)

REQUIRED = (
    "resnet-50",
    "resnet-152",
    "vit-l-16",
    "yolov8x",
    "unet-sd15",
    "sdxl",
    "bert-base",
    "bert-large",
    "t5-large",
    "gpt2-xl",
    "llama-3.1-8b",
    "llama-3.1-70b",
    "llama-3.1-405b",
    "qwen2.5-7b",
    "qwen2.5-32b",
    "qwen2.5-72b",
    "mixtral-8x7b",
    "deepseek-v3",
)


def test_every_required_model_is_shipped_with_a_source():
    models = zoo()
    assert set(REQUIRED) <= set(models)
    for spec in models.values():
        assert spec.source.startswith("https://"), spec.id


def test_published_figures(qwen72b):
    assert find_model("qwen2.5-72b").kv_heads == 8
    llama = find_model("llama-3.1-70b")
    assert (llama.layers, llama.hidden_size, llama.attention_heads, llama.kv_heads) == (
        80,
        8192,
        64,
        8,
    )
    assert find_model("deepseek-v3").attention == "mla"
    mixtral = find_model("mixtral-8x7b")
    assert mixtral.is_moe and mixtral.compute_params < mixtral.params / 3


def test_ids_are_found_ignoring_case_and_spaces():
    assert find_model("  Qwen2.5-72B ").id == "qwen2.5-72b"


def test_an_unknown_id_names_the_close_ones():
    with pytest.raises(UnknownModel, match="did you mean") as caught:
        find_model("qwen2.5-70b")
    assert "qwen2.5-72b" in caught.value.close
    assert str(caught.value).startswith("model: unknown 'qwen2.5-70b'")


def test_a_broken_zoo_file_names_the_model_and_the_field(tmp_path):
    bad = tmp_path / "models.toml"
    bad.write_text(
        '[[model]]\nid = "m"\nname = "M"\nkind = "transformer"\narchitecture = "decoder"\n'
        'workload = "transformer"\nparams = -1\nlayers = 2\nhidden_size = 8\n'
        'attention_heads = 2\nvocab_size = 10\nmax_context = 16\nsource = "s"\n'
        'confidence = "config"\n',
        encoding="utf-8",
    )
    with pytest.raises(ZooError, match=r"^models.toml: model 'm': params: "):
        read_zoo(bad)
    bad.write_text("[[model]\n", encoding="utf-8")
    with pytest.raises(ZooError, match="cannot read"):
        read_zoo(bad)


def test_a_custom_model_needs_consistent_figures():
    model = custom_model(params=13_000_000_000, layers=40, hidden_size=5120, attention_heads=40)
    assert model.attention == "mha" and model.head_size == 128
    assert (
        custom_model(
            params=10**9, layers=4, hidden_size=64, attention_heads=8, kv_heads=2
        ).attention
        == "gqa"
    )
    with pytest.raises(ZooError, match="kv_heads: 3 does not divide attention_heads 8"):
        custom_model(params=10**9, layers=4, hidden_size=64, attention_heads=8, kv_heads=3)
    with pytest.raises(ZooError, match="layers"):
        custom_model(params=10**9, hidden_size=64, attention_heads=8)
