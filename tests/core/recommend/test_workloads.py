"""Workload profiles: the memory each card needs, the memory weights, and mixes of workloads
with shares."""

from __future__ import annotations

import math

import pytest

from rigwright.core.recommend.workloads import (
    PROFILES,
    UnknownWorkload,
    mix_profiles,
    parse_shares,
    resolve_workload,
)


@pytest.mark.parametrize("key", ["rnn", "transformer"])
def test_memory_weighs_enough_for_memory_hungry_sequence_models(key):
    # At 0.04 / 0.06 an 8 GB card with high bandwidth became the only recommended card.
    assert PROFILES[key].weights["memory_gb"] >= 0.1
    assert PROFILES[key].min_gpu_memory_gb is not None
    assert PROFILES[key].memory_need_text


def test_sequence_models_need_memory_per_card():
    assert PROFILES["rnn"].min_gpu_memory_gb == 16
    assert PROFILES["transformer"].min_gpu_memory_gb == 24
    assert PROFILES["cnn"].min_gpu_memory_gb is None


def test_shares_parse_and_normalise():
    assert parse_shares("cnn:0.6,rnn:0.4") == pytest.approx({"cnn": 0.6, "rnn": 0.4})
    assert parse_shares("CNN:60, LSTM:40") == pytest.approx({"cnn": 0.6, "rnn": 0.4})
    assert parse_shares("cnn,rnn") == pytest.approx({"cnn": 0.5, "rnn": 0.5})
    assert parse_shares("cnn:3,rnn:1%") == pytest.approx({"cnn": 0.75, "rnn": 0.25})


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("cnn:0,rnn:1", "workload 'cnn:0': the share must be a number above 0"),
        ("cnn:-1,rnn:1", "workload 'cnn:-1': the share must be a number above 0"),
        ("cnn:x", "workload 'cnn:x': the share must be a number above 0"),
        ("cnn:nan,rnn:1", "workload 'cnn:nan': the share must be a number above 0"),
        ("cnn:1,convnet:1", "workload 'convnet:1': cnn is named twice"),
        ("cnn:1,foo:1", "unknown 'foo'"),
        (",", "names no workload"),
    ],
)
def test_a_bad_mix_names_the_part(text, message):
    with pytest.raises(UnknownWorkload, match=message.replace("(", r"\(")):
        resolve_workload(text)


def test_a_mix_weighs_its_members_by_share():
    mix = resolve_workload("cnn:0.6,rnn:0.4")
    cnn, rnn = PROFILES["cnn"], PROFILES["rnn"]
    for metric in set(cnn.weights) | set(rnn.weights):
        want = 0.6 * cnn.weights.get(metric, 0) + 0.4 * rnn.weights.get(metric, 0)
        assert mix.weights[metric] == pytest.approx(want)
    assert math.fsum(mix.weights.values()) == pytest.approx(1)
    assert mix.scaling_per_doubling == pytest.approx(
        0.6 * cnn.scaling_per_doubling + 0.4 * rnn.scaling_per_doubling
    )
    # The card that runs the RNN share must hold the RNN models.
    assert mix.min_gpu_memory_gb == rnn.min_gpu_memory_gb
    assert mix.shares == (("cnn", pytest.approx(0.6)), ("rnn", pytest.approx(0.4)))
    assert str(mix.label_text) == "CNN 60 % + RNN / LSTM / GRU 40 %"


def test_a_mix_key_resolves_to_the_same_mix():
    mix = resolve_workload("cnn:0.6,rnn:0.4")
    again = resolve_workload(mix.key)
    assert again.key == mix.key and again.weights == pytest.approx(mix.weights)


def test_a_mix_of_one_is_that_workload():
    assert mix_profiles({"rnn": 1.0}) is PROFILES["rnn"]
    assert resolve_workload("rnn:1") is PROFILES["rnn"]
