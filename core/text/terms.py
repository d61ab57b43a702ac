"""The spec-sheet terms a customer document prints for a GPU figure, in the words Chinese
vendors' own spec sheets use ("Tensor Core 算力", "显存带宽"), with their definitions; the one
home of ``docs/glossary.md``, which lists the same rows. Also the catalogs' tensor-figure
definitions worded per language and the units a figure is never wrapped away from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SpecTerm:
    """One term of the glossary.

    Attributes:
        en, zh_CN, zh_TW: the term in each quote language.
        definition: what the figure is (English, as ``docs/glossary.md`` states it).
    """

    en: str
    # The locale codes (N815), as the quote languages name them.
    zh_CN: str  # noqa: N815
    zh_TW: str  # noqa: N815
    definition: str

    def wording(self, lang: str) -> str:
        """The term in ``lang`` ("zh_CN", "zh_TW", else English)."""
        return {"zh_CN": self.zh_CN, "zh_TW": self.zh_TW}.get(lang, self.en)


TERMS: dict[str, SpecTerm] = {
    "tensor": SpecTerm(
        "Tensor Core TFLOPS",
        "Tensor Core 算力",
        "Tensor Core 算力",
        "Tensor-core throughput in TFLOPS, by the catalog's own definition (which precision and "
        "accumulate mode), printed beside every such figure.",
    ),
    "fp16": SpecTerm(
        "FP16 TFLOPS",
        "FP16 算力",
        "FP16 算力",
        "Half-precision throughput without tensor cores, TFLOPS.",
    ),
    "fp32": SpecTerm(
        "FP32 TFLOPS",
        "FP32 算力",
        "FP32 算力",
        "Single-precision throughput, TFLOPS.",
    ),
    "memory": SpecTerm("GPU memory", "显存容量", "顯存容量", "On-board memory of a GPU, GB."),
    "bandwidth": SpecTerm(
        "Memory bandwidth",
        "显存带宽",
        "顯存頻寬",
        "Bandwidth of a GPU's on-board memory, GB/s.",
    ),
    "board_power": SpecTerm(
        "GPU board power",
        "GPU 整卡功耗",
        "GPU 整卡功耗",
        "Maximum board power of a GPU card, W (reference table).",
    ),
    "psu": SpecTerm(
        "PSU capacity",
        "电源额定功率",
        "電源額定功率",
        "Rated output of the workstation's power supplies, W.",
    ),
    "cny_per_tensor": SpecTerm(
        "¥ per Tensor Core TFLOPS",
        "Tensor Core 单位算力价格",
        "Tensor Core 單位算力價格",
        "An option's total incl. VAT divided by its total Tensor Core TFLOPS; compared only "
        "between options whose figures share one definition.",
    ),
}
"""The glossary: key -> term (``docs/glossary.md``, same rows, same words)."""


def term(key: str, lang: str) -> str:
    """The glossary term ``key`` in ``lang``.

    Raises:
        KeyError: unknown key.
    """
    return TERMS[key].wording(lang)


TENSOR_DEFINITIONS: dict[str, SpecTerm] = {
    "FP16 tensor as printed in the seed guide (GeForce: FP16 accumulate)": SpecTerm(
        "FP16 tensor rate as the selection guide prints it (GeForce cards: with FP16 accumulate)",
        "选型指南所列 FP16 Tensor Core 算力（GeForce 显卡为 FP16 累加）",
        "選型指南所列 FP16 Tensor Core 算力（GeForce 顯示卡為 FP16 累加）",
        "The seed guide's headline rate: on GeForce cards twice the FP32-accumulate rate.",
    ),
    "dense FP16 tensor, FP32 accumulate": SpecTerm(
        "dense FP16 tensor rate with FP32 accumulate",
        "稠密 FP16 Tensor Core 算力，FP32 累加",
        "稠密 FP16 Tensor Core 算力，FP32 累加",
        "The rate mixed-precision training runs at; no sparsity.",
    ),
}
"""The shipped catalogs' ``tensor_definition`` (catalog.toml) -> its words per language."""


def tensor_definition_text(definition: str, lang: str) -> str:
    """A catalog's tensor definition as a quote in ``lang`` prints it; a definition of
    another pack as the pack states it."""
    known = TENSOR_DEFINITIONS.get(definition.strip())
    return known.wording(lang) if known else definition.strip()


UNITS: tuple[str, ...] = ("TFLOPS", "GB/s", "GB", "TB", "MHz", "GHz", "mm", "W", "%")
"""The units printed after a figure; a document never breaks a line between the two."""

FP16_ACCUMULATE = "fp16-accumulate"
"""The tensor basis of a GeForce card in a catalog whose definition says its GeForce rates are
FP16-accumulate (the seed: twice the FP32-accumulate rate of the same card)."""
CATALOG_BASIS = "catalog"
"""The tensor basis of every other card: the catalog's definition as it stands."""

_GEFORCE = re.compile(r"^(?:GeForce\b|(?:RTX|GTX)\s?\d)", re.IGNORECASE)


def tensor_basis(definition: str, gpu_name: str) -> str:
    """Which rate a card's tensor figure is under the catalog's ``definition``:
    :data:`FP16_ACCUMULATE` for a GeForce card ("RTX2080Ti", "GeForce RTX 4090") when the
    definition says "GeForce: FP16 accumulate", else :data:`CATALOG_BASIS`. Figures of two
    bases are never ranked against each other."""
    if "geforce: fp16 accumulate" in definition.casefold() and _GEFORCE.match(gpu_name.strip()):
        return FP16_ACCUMULATE
    return CATALOG_BASIS
