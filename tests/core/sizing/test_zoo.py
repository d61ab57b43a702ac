"""The model zoo: the shipped file holds every required model with its source and how it
was checked, each dense transformer's parameter count agrees with its shapes, ids are
found case-insensitively with close matches suggested, and a broken file or custom model
is refused naming the model and the field."""

from __future__ import annotations

import pytest

from rigwright.core.sizing.zoo import (
    ModelSpec,
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

NEWER = (
    "llama-3.3-70b",
    "qwen3-8b",
    "qwen3-32b",
    "qwen3-235b-a22b",
    "deepseek-r1",
    "gpt-oss-120b",
)

# Models whose figures no source reachable so far could confirm; they stay "unverified"
# until one does, and then leave this set.
NOT_YET_VERIFIED = {"unet-sd15", "sdxl"}


def test_every_required_model_is_shipped_with_a_source():
    models = zoo()
    assert set(REQUIRED) <= set(models)
    assert set(NEWER) <= set(models)
    for spec in models.values():
        assert spec.source.startswith("https://"), spec.id
        assert spec.params_source is None or spec.params_source.startswith("https://"), spec.id


def test_every_model_says_how_it_was_verified():
    for spec in zoo().values():
        if spec.id in NOT_YET_VERIFIED:
            assert spec.confidence == "unverified", f"{spec.id}: verified now, drop it from the set"
        else:
            assert spec.confidence in {"config", "paper", "secondary"}, spec.id


def _dense_params(spec: ModelSpec) -> int:
    """Parameters from the shapes alone, biases and norms left out: attention (q, k, v, o),
    the MLP (three matrices when gated, i.e. not 4 x hidden wide, else two), a decoder's
    cross-attention in an encoder-decoder, and the token embedding, counted twice for the
    gated decoders (each keeps its own LM head in this zoo) and once for the classic
    models that tie it."""
    h, width = spec.hidden_size or 0, spec.intermediate_size or 0
    q = (spec.attention_heads or 0) * spec.head_size
    kv = spec.kv_head_count * spec.head_size
    attention = h * q + 2 * h * kv + q * h
    gated = width != 4 * h
    mlp = (3 if gated else 2) * h * width
    total = (spec.layers or 0) * (attention + mlp)
    if spec.architecture == "encoder-decoder":
        total += (spec.decoder_layers or 0) * attention
    return total + (spec.vocab_size or 0) * h * (2 if gated else 1)


DENSE = [
    m.id for m in zoo().values() if m.kind == "transformer" and not m.is_moe and m.intermediate_size
]


@pytest.mark.parametrize("model_id", DENSE)
def test_a_dense_transformer_has_the_parameters_of_its_shapes(model_id):
    spec = find_model(model_id)
    assert _dense_params(spec) == pytest.approx(spec.params, rel=0.03)


def test_the_shape_check_covers_the_dense_models_and_catches_a_wrong_figure():
    assert {"bert-base", "t5-large", "gpt2-xl", "llama-3.1-405b", "qwen3-32b"} <= set(DENSE)
    llama = find_model("llama-3.1-70b")
    wrong = llama.model_copy(update={"intermediate_size": 24576})
    assert _dense_params(wrong) != pytest.approx(wrong.params, rel=0.03)


def test_moe_entries_keep_most_weights_idle():
    for model_id in ("mixtral-8x7b", "deepseek-v3", "qwen3-235b-a22b", "gpt-oss-120b"):
        spec = find_model(model_id)
        assert spec.is_moe and spec.experts_per_token < spec.experts, model_id
        assert spec.compute_params < spec.params / 3, model_id


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
