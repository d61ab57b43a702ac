"""Model specs for the sizing tests, written out from their published configs so a test's
arithmetic can be checked by hand."""

from __future__ import annotations

import pytest

from rigwright.core.sizing.zoo import ModelSpec


def spec(**figures: object) -> ModelSpec:
    """A transformer spec with the given figures over Qwen2.5-72B's config."""
    row: dict[str, object] = {
        "id": "qwen2.5-72b",
        "name": "Qwen2.5 72B",
        "kind": "transformer",
        "architecture": "decoder",
        "workload": "transformer",
        "params": 72_706_203_648,
        "layers": 80,
        "hidden_size": 8192,
        "intermediate_size": 29568,
        "attention_heads": 64,
        "kv_heads": 8,
        "head_dim": 128,
        "attention": "gqa",
        "vocab_size": 152064,
        "max_context": 32768,
        "source": "https://huggingface.co/Qwen/Qwen2.5-72B/blob/main/config.json",
        "confidence": "config",
    }
    row.update(figures)
    return ModelSpec.model_validate(row)


@pytest.fixture
def qwen72b() -> ModelSpec:
    return spec()


@pytest.fixture
def qwen7b() -> ModelSpec:
    return spec(
        id="qwen2.5-7b",
        name="Qwen2.5 7B",
        params=7_615_616_512,
        layers=28,
        hidden_size=3584,
        intermediate_size=18944,
        attention_heads=28,
        kv_heads=4,
    )


@pytest.fixture
def deepseek_v3() -> ModelSpec:
    return spec(
        id="deepseek-v3",
        name="DeepSeek-V3",
        params=671_000_000_000,
        active_params=37_000_000_000,
        layers=61,
        hidden_size=7168,
        intermediate_size=18432,
        attention_heads=128,
        kv_heads=128,
        head_dim=None,
        attention="mla",
        kv_lora_rank=512,
        qk_rope_head_dim=64,
        experts=256,
        experts_per_token=8,
        moe_intermediate_size=2048,
        shared_experts=1,
        vocab_size=129280,
        max_context=163840,
    )


@pytest.fixture
def resnet50() -> ModelSpec:
    return ModelSpec.model_validate(
        {
            "id": "resnet-50",
            "name": "ResNet-50",
            "kind": "cnn",
            "architecture": "cnn",
            "workload": "cnn",
            "params": 25_557_032,
            "resolution": 224,
            "gflops_per_image": 8.2,
            "source": "torchvision",
            "confidence": "secondary",
        }
    )
