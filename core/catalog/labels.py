"""The catalog's words: translatable labels for its keys (metrics, coolers, classes,
confidence grades), the data sentences marked for translation, list joins and figures."""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text, as_text

SEED_PRICE_BASIS_TEXT = QT_TRANSLATE_NOOP(
    "catalog", "package price as printed in the 2020 selection guide; VAT not stated"
)
"""The basis of every seed SKU price, translatable (:data:`SEED_PRICE_BASIS` in English)."""

SEED_PRICE_BASIS = str(SEED_PRICE_BASIS_TEXT)
"""The basis of every seed SKU price: the guide prices whole workstations and says nothing of
VAT, so the price is shown as printed with "VAT not stated"."""


UNKNOWN = "unknown"
"""How every view and output words a figure the catalog does not know (JSON: ``null``)."""


# ----------------------------------------------------------------------------- display labels
# The window's words for the catalog's keys, translatable (Qt Linguist context "catalog"):
# ``str(text)`` is the English the command line and the messages have always used.

UNKNOWN_TEXT = QT_TRANSLATE_NOOP("catalog", "unknown")
""":data:`UNKNOWN`, translatable."""

METRIC_NAME_TEXT: dict[str, Text] = {
    "cuda_cores": QT_TRANSLATE_NOOP("catalog", "CUDA cores"),
    "tensor_cores": QT_TRANSLATE_NOOP("catalog", "Tensor cores"),
    "memory_gb": QT_TRANSLATE_NOOP("catalog", "Memory"),
    "memory_bandwidth_gbs": QT_TRANSLATE_NOOP("catalog", "Bandwidth"),
    "tensor_tflops": QT_TRANSLATE_NOOP("catalog", "Tensor"),
    "fp16_tflops": QT_TRANSLATE_NOOP("catalog", "FP16"),
    "fp32_tflops": QT_TRANSLATE_NOOP("catalog", "FP32"),
}
"""Short name of each metric of :data:`METRICS` ("Bandwidth"), as headers, charts and
reasons name it (``rigwright.core.recommend.workloads.METRIC_LABELS`` holds the English with
the unit)."""

_METRIC_NAME_LOWER: dict[str, Text] = {
    "cuda_cores": QT_TRANSLATE_NOOP("catalog", "cuda cores"),
    "tensor_cores": QT_TRANSLATE_NOOP("catalog", "tensor cores"),
    "memory_gb": QT_TRANSLATE_NOOP("catalog", "memory"),
    "memory_bandwidth_gbs": QT_TRANSLATE_NOOP("catalog", "bandwidth"),
    "tensor_tflops": QT_TRANSLATE_NOOP("catalog", "tensor"),
    "fp16_tflops": QT_TRANSLATE_NOOP("catalog", "fp16"),
    "fp32_tflops": QT_TRANSLATE_NOOP("catalog", "fp32"),
}

METRIC_LABEL_TEXT: dict[str, Text] = {
    "cuda_cores": QT_TRANSLATE_NOOP("catalog", "CUDA cores"),
    "tensor_cores": QT_TRANSLATE_NOOP("catalog", "Tensor cores"),
    "memory_gb": QT_TRANSLATE_NOOP("catalog", "Memory GB"),
    "memory_bandwidth_gbs": QT_TRANSLATE_NOOP("catalog", "Bandwidth GB/s"),
    "tensor_tflops": QT_TRANSLATE_NOOP("catalog", "Tensor TFLOPS"),
    "fp16_tflops": QT_TRANSLATE_NOOP("catalog", "FP16 TFLOPS"),
    "fp32_tflops": QT_TRANSLATE_NOOP("catalog", "FP32 TFLOPS"),
}
"""Each metric's name with its unit ("Bandwidth GB/s"), for column headers and axes."""


def metric_text(metric: str, lower: bool = False) -> Text:
    """The window's name of ``metric`` ("Bandwidth"; with ``lower`` "bandwidth", as a
    sentence uses it), translatable; the key itself (kept in every language) when unknown."""
    table = _METRIC_NAME_LOWER if lower else METRIC_NAME_TEXT
    return table.get(metric) or as_text(metric)


def metric_label_text(metric: str) -> Text:
    """The name of ``metric`` with its unit ("Bandwidth GB/s", "CUDA cores"), translatable;
    the key itself when unknown."""
    return METRIC_LABEL_TEXT.get(metric) or as_text(metric)


COOLER_TEXT: dict[str, Text] = {
    "blower": QT_TRANSLATE_NOOP("catalog", "blower"),
    "open-air": QT_TRANSLATE_NOOP("catalog", "open-air"),
    "passive": QT_TRANSLATE_NOOP("catalog", "passive"),
    "unknown": QT_TRANSLATE_NOOP("catalog", "unknown"),
}
"""The word for each :class:`Cooler` (its value in English)."""


def cooler_text(cooler: str) -> Text:
    """The word for a cooler ("blower"), translatable; ``str()`` is ``cooler.value``."""
    return COOLER_TEXT.get(str(cooler)) or as_text(str(cooler))


SKU_CLASS_TEXT: dict[str, Text] = {
    "research": QT_TRANSLATE_NOOP("catalog", "research"),
    "high-performance": QT_TRANSLATE_NOOP("catalog", "high-performance"),
    "super": QT_TRANSLATE_NOOP("catalog", "super"),
    "developer": QT_TRANSLATE_NOOP("catalog", "developer"),
}
"""The word for each :class:`SkuClass` (its value in English)."""


def sku_class_text(sku_class: str) -> Text:
    """The word for a SKU class ("high-performance"), translatable; ``str()`` is its value."""
    return SKU_CLASS_TEXT.get(str(sku_class)) or as_text(str(sku_class))


_LIST_JOIN: dict[str, Text] = {
    ", ": QT_TRANSLATE_NOOP("catalog", "{first}, {rest}"),
    "; ": QT_TRANSLATE_NOOP("catalog", "{first}; {rest}"),
    "": QT_TRANSLATE_NOOP("catalog", "{first}{rest}"),
}


def join_texts(items: Sequence[Text | str], sep: str = ", ") -> Text:
    """``sep.join(items)`` as one :class:`Text` whose separators translate (", " and "; "
    become "、" and "；" in Chinese; "" joins as it is): ``str()`` is exactly
    ``sep.join(str(i) for i in items)``. A plain string item is kept as it is (data).

    Raises:
        KeyError: ``sep`` is not ", ", "; " or "".
    """
    template = _LIST_JOIN[sep]
    if not items:
        return as_text("")
    joined = as_text(items[-1])
    for item in reversed(items[:-1]):
        joined = template.format(first=item, rest=joined)
    return joined


PARTS_PRICE_BASIS_TEXT = QT_TRANSLATE_NOOP(
    "catalog", "sum of its parts at the catalog's list prices (prices.toml); VAT not included"
)
"""The basis of a SKU built from parts and priced as their sum (``current``'s lineup)."""

_DATA_TEXTS: tuple[Text, ...] = (
    # Sentences of the seed's data files the window shows (skus.toml remarks, claims.toml,
    # patterns.toml, prices.toml bases), marked here so that lupdate collects them:
    # :func:`data_text` finds their translations. Data not listed shows as written.
    QT_TRANSLATE_NOOP(
        "catalog",
        "The seed prints 960TB SSD; 960GB is meant (SKU 1.1 and 3.1 "
        "print 960GB SSD). Kept as printed.",
    ),
    QT_TRANSLATE_NOOP("catalog", "CNN section, hardware priority"),
    QT_TRANSLATE_NOOP(
        "catalog",
        "The CNN prose puts high memory bandwidth third; the summary "
        "line right after it puts memory (顯存) third",
    ),
    QT_TRANSLATE_NOOP("catalog", "the seed's prose against its own summary line"),
    QT_TRANSLATE_NOOP("catalog", "section 5.1 heading"),
    QT_TRANSLATE_NOOP(
        "catalog", "The 5.1 heading names the GT410; every SKU of the section is a GT410i"
    ),
    QT_TRANSLATE_NOOP("catalog", "the heading against the SKU codes"),
    QT_TRANSLATE_NOOP("catalog", "section 5.2 heading"),
    QT_TRANSLATE_NOOP("catalog", "The 5.2 heading repeats a word (支持支持)"),
    QT_TRANSLATE_NOOP("catalog", "printed text"),
    QT_TRANSLATE_NOOP("catalog", "section 5.3 table header"),
    QT_TRANSLATE_NOOP(
        "catalog",
        "The 5.3 table heads its memory column 內存/顯存 (system/GPU "
        "memory) while 5.1 and 5.2 head it 顯存 and its values are GPU "
        "memory totals",
    ),
    QT_TRANSLATE_NOOP("catalog", "the header against the column's values and the other sections"),
    QT_TRANSLATE_NOOP("catalog", "RNN good/better/best list, Quadro GV100"),
    QT_TRANSLATE_NOOP("catalog", "CNN scale table, RTX8000"),
    QT_TRANSLATE_NOOP("catalog", "RNN good/better/best list, RTX8000"),
    QT_TRANSLATE_NOOP("catalog", "tensor cores per CUDA core"),
    QT_TRANSLATE_NOOP("catalog", "FP16 / FP32 TFLOPS"),
    QT_TRANSLATE_NOOP("catalog", "tensor / FP32 TFLOPS"),
    QT_TRANSLATE_NOOP("catalog", "launch MSRP"),
    QT_TRANSLATE_NOOP("catalog", "launch price"),
    # The catalogs' tensor TFLOPS definitions (catalog.toml, tensor_definition).
    QT_TRANSLATE_NOOP(
        "catalog", "FP16 tensor as printed in the seed guide (GeForce: FP16 accumulate)"
    ),
    QT_TRANSLATE_NOOP("catalog", "dense FP16 tensor, FP32 accumulate"),
    # The seed chassis files' assumption the rules quote (data/seed-2020/chassis/*.toml).
    QT_TRANSLATE_NOOP(
        "catalog",
        "the seed is dated April 2020, before ATX 3.0 (2022): its PSUs are taken as ATX 2.x",
    ),
    QT_TRANSLATE_NOOP(
        "catalog",
        "a 10th-gen Intel Core X CPU (seed: intel第10代至尊處理器) "
        "provides 48 CPU lanes: four GPUs at x16/x8/x16/x8; an assumption, not "
        "stated in the guide",
    ),
    QT_TRANSLATE_NOOP(
        "catalog",
        "a 9th-gen Intel Core CPU (seed: intel第9代處理器) provides 16 "
        "CPU lanes: two GPUs at x8/x8; an assumption, not stated in the "
        "guide",
    ),
    QT_TRANSLATE_NOOP("catalog", "reference leaves it blank"),
    # Where the seed states a GPU's cooler (gpu_physical.csv, cooler_source).
    QT_TRANSLATE_NOOP("catalog", "seed: scale table"),
    QT_TRANSLATE_NOOP("catalog", "seed: scale table and RNN list"),
)


def data_text(text: str) -> Text:
    """A sentence of a catalog's data (a SKU's remark, a claim's message, a price basis) as a
    :class:`Text` of context "catalog": translated where lupdate has collected it (the seed's
    sentences, :data:`_DATA_TEXTS`), shown as written otherwise. ``str()`` is ``text``."""
    return Text("catalog", text.replace("{", "{{").replace("}", "}}"))


CONFIDENCE_WORDS = {
    "datasheet": QT_TRANSLATE_NOOP("catalog", "datasheet"),
    "datasheet-derived": QT_TRANSLATE_NOOP("catalog", "datasheet-derived"),
    "secondary": QT_TRANSLATE_NOOP("catalog", "secondary"),
    "seed": QT_TRANSLATE_NOOP("catalog", "seed guide"),
}
"""The reference table's confidence grades ("confidence" columns), each translatable; the
English is as the reference prints them; "seed" where the seed guide states a fact."""


def confidence_text(confidence: str) -> Text | str:
    """A reference confidence grade, translatable; an unknown grade as it is."""
    return CONFIDENCE_WORDS.get(confidence, confidence)


_PHYSICAL_SOURCE = re.compile(
    r"^reference: (?P<name>.+) \(board power (?P<power>[\w-]+), "
    r"slot width (?P<slot>[\w-]+)\); cooler: (?P<cooler>.+)$"
)


def physical_source_text(text: str) -> Text:
    """A GPU's ``physical_source`` line (as :mod:`rigwright.core.catalog.files` writes it:
    "reference: Titan V (board power secondary, slot width secondary); cooler: …") translatable, its
    confidence grades and the cooler's source worded for the window; another line as data
    (:func:`data_text`)."""
    found = _PHYSICAL_SOURCE.match(text)
    if found is None:
        return data_text(text)
    return QT_TRANSLATE_NOOP(
        "catalog", "reference: {name} (board power {power}, slot width {slot}); cooler: {cooler}"
    ).format(
        name=found["name"],
        power=confidence_text(found["power"]),
        slot=confidence_text(found["slot"]),
        cooler=data_text(found["cooler"]),
    )


def is_marked_data_text(text: str) -> bool:
    """True when ``text`` is one of the data sentences marked for translation."""
    return any(t.source == text for t in (*_DATA_TEXTS, SEED_PRICE_BASIS_TEXT))


def format_figure(value: Decimal | float | None) -> str:
    """A figure as shown in messages: a whole number without decimals ("24", not "24.0"),
    otherwise its decimals as they are ("1.5"); :data:`UNKNOWN` for None."""
    if value is None:
        return UNKNOWN
    d = Decimal(str(value))
    return format(d.normalize(), "f") if d == d.to_integral() else str(d)
