"""The sizing a quote option states: kept in the quote file, refused with the field named when
impossible, and worded for the customer in each quote language."""

from __future__ import annotations

import re

import pytest
from pydantic import ValidationError

from rigwright.core.build.model import build_from_sku
from rigwright.core.quote.document import QuoteDocument
from rigwright.core.quote.sizing import QuoteSizing, sizing_data, sizing_sentences
from rigwright.core.sizing.memory import SizingRequest, Task, memory_breakdown
from rigwright.core.sizing.precision import Precision
from rigwright.core.sizing.zoo import custom_model, find_model

CJK = re.compile(r"[\u4e00-\u9fff]")


def build(catalog, number):
    return build_from_sku(next(s for s in catalog.skus if s.number == number), catalog)


QWEN72 = QuoteSizing(model="qwen2.5-72b", task="inference", precision="bf16", context=32768)


def test_the_job_states_its_memory_terms_and_total(seed_catalog):
    total = memory_breakdown(QWEN72.request()).total_gb
    first = sizing_sentences(QWEN72, build(seed_catalog, "3.7"), seed_catalog, "en")[0]
    assert first.startswith("Sized for Qwen2.5 72B inference in BF16 (32,768 tokens of context")
    assert f"about {total:,.0f} GB of GPU memory" in first
    assert "weights 145.4 GB" in first and "KV cache 10.7 GB" in first
    assert "gradients" not in first  # a term that does not apply is not listed


def test_whether_the_workstation_holds_it_and_how(seed_catalog):
    big = sizing_sentences(QWEN72, build(seed_catalog, "3.7"), seed_catalog, "en")
    assert (
        "It fits this workstation's 9 × Quadro RTX8000 (9 × 48 GB) with tensor parallel "
        "on 4 of the cards." in big
    )
    assert any(s.startswith("Estimated generation speed: about") for s in big)
    small = sizing_sentences(QWEN72, build(seed_catalog, "1.4"), seed_catalog, "en")
    assert small[1].startswith("It does not fit this workstation's 2 × Titan RTX (2 × 24 GB)")
    # No speed is promised for a job the workstation cannot hold.
    assert not any("speed" in s for s in small)
    assert small[-1].startswith("GB here is 10⁹ bytes")


def test_the_decode_speed_never_beats_its_bandwidth_bound(seed_catalog):
    for number in ("3.5", "3.6", "3.7"):
        speed = next(
            s
            for s in sizing_sentences(QWEN72, build(seed_catalog, number), seed_catalog, "en")
            if s.startswith("Estimated generation")
        )
        match = re.search(r"about ([\d,.]+) tokens/s .* at most ([\d,.]+) tokens/s\)", speed)
        assert match, speed
        rate, bound = (float(g.replace(",", "")) for g in match.groups())
        assert 0 < rate <= bound


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_chinese_quotes_say_it_in_chinese(seed_catalog, lang):
    sentences = sizing_sentences(QWEN72, build(seed_catalog, "3.7"), seed_catalog, lang)
    assert all(CJK.search(s) for s in sentences)
    assert ("约需 173 GB 显存" if lang == "zh_CN" else "約需 173 GB 顯存") in sentences[0]
    assert ("可以容纳" if lang == "zh_CN" else "可以容納") in sentences[1]
    assert not re.search(r"\b(fits|needs|tokens of context)\b", " ".join(sentences))


def test_training_states_a_rate_not_a_promise(seed_catalog):
    bert = QuoteSizing(model="bert-large", task="full", precision="bf16", context=512, batch=32)
    sentences = sizing_sentences(bert, build(seed_catalog, "1.4"), seed_catalog, "en")
    assert any("with activation checkpointing" in s for s in sentences)
    assert any(re.match(r"Estimated training rate: about [\d,]+ tokens/s", s) for s in sentences)


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"model": "qwen2.5-72x"}, "model: unknown 'qwen2.5-72x'; did you mean qwen2.5-72b"),
        ({"model": "qwen2.5-7b", "context": 10**7}, "context: 10,000,000 tokens is above"),
        ({"model": "qwen2.5-7b", "batch": 0}, "batch"),
        ({"model": "resnet-50", "task": "lora"}, "task: 'lora' is for transformers"),
        ({"model": "qwen2.5-7b", "precision": "fp12"}, "precision"),
    ],
)
def test_an_impossible_sizing_is_refused_naming_the_field(fields, message):
    with pytest.raises(ValidationError, match=re.escape(message)):
        QuoteSizing(**fields)


def test_the_sizing_survives_the_quote_file(seed_catalog):
    request = SizingRequest(find_model("qwen2.5-72b"), Task.INFERENCE, Precision.FP8, context=8192)
    data = {
        "lang": "en",
        "catalog": "seed-2020",
        "customer": {"company": "ACME"},
        "options": [{"items": [{"kind": "sku", "sku": "3.7"}], "sizing": sizing_data(request)}],
    }
    doc = QuoteDocument.model_validate(data)
    again = QuoteDocument.model_validate_json(doc.model_dump_json())
    assert again.options[0].sizing == doc.options[0].sizing
    assert again.options[0].sizing.request() == request
    # A quote without a sizing (every earlier file) still reads.
    del data["options"][0]["sizing"]
    assert QuoteDocument.model_validate(data).options[0].sizing is None
    assert sizing_data(None) is None


def test_a_custom_model_is_kept_with_its_figures():
    model = custom_model(
        id="acme-13b",
        params=13e9,
        layers=40,
        hidden_size=5120,
        attention_heads=40,
        vocab_size=32000,
        max_context=4096,
    )
    kept = QuoteSizing.from_request(SizingRequest(model, context=2048))
    assert kept.custom == model and kept.model == "acme-13b"
    assert QuoteSizing.from_request(SizingRequest(find_model("gpt2-xl"))).custom is None


def test_the_speed_bound_has_its_unit_and_the_gb_note_takes_the_cards_memory():
    # "（显存带宽上限 22）" had no unit; the note said "（如 96 GB）" on an 8 × L20 (48 GB) quote.
    from rigwright.core.build.model import build_from_sku
    from rigwright.core.catalog.files import load_catalog_files
    from rigwright.core.quote.document import quote_from_data

    current = load_catalog_files("current")
    doc = quote_from_data(
        {
            "catalog": "current",
            "customer": {"company": "A"},
            "options": [
                {
                    "items": [{"kind": "sku", "sku": "RW-S8LZ"}],
                    "sizing": {"model": "qwen2.5-7b", "task": "inference"},
                }
            ],
        }
    )
    build = build_from_sku(current.sku("RW-S8LZ"), current)
    zh = sizing_sentences(doc.options[0].sizing, build, current, "zh_CN")
    assert re.search(r"显存带宽上限 [\d,.]+ token/s）", zh[2]), zh[2]
    assert "显卡标称显存（48 GB）按二进制计（48 × 2³⁰ 字节）" in zh[-1]
