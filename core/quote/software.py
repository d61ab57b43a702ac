"""The software stack a quote prints: the catalog in use's (label, text) pairs worded for the
quote's language, one row per label, CJK and Latin runs spaced, and the intro that dates it
(the selection guide's April 2020 stack for the seed, each version's date for a pack).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from rigwright.core.catalog.glossary import GlossaryTerm, localise
from rigwright.core.catalog.model import Catalog

STACK_TERMS: tuple[GlossaryTerm, ...] = (
    GlossaryTerm("開發環境", "开发环境", " Development environment "),
    GlossaryTerm("訓練SDK", "训练 SDK", " Training SDKs "),
    GlossaryTerm("推理SDK", "推理 SDK", " Inference SDKs "),
    GlossaryTerm("操作系統", "操作系统", " Operating system "),
    GlossaryTerm(
        "（7.0版本支持Tensor Core）",
        "（7.0 版本支持 Tensor Core）",
        " (Tensor Core support from version 7.0) ",
    ),
    GlossaryTerm(
        "（版本3.0支持Tensor Core）",
        "（3.0 版本支持 Tensor Core）",
        " (Tensor Core support from version 3.0) ",
    ),
    GlossaryTerm("RAPIDS容器", "RAPIDS 容器", " RAPIDS containers "),
    GlossaryTerm("64位", "64 位", " 64-bit "),
    GlossaryTerm("運行時", "运行时", " runtime "),
    GlossaryTerm("容器", "容器", " Containers "),
    GlossaryTerm("或", "或", " or "),
    GlossaryTerm("、", "、", ", "),
    GlossaryTerm("，", "，", ", "),
)
"""Words of the seed's software-stack lines (section 四) that the catalog glossary does not
cover, worded for zh_CN and en; applied after the catalog's own terms."""

ENGLISH_STACK_TERMS: dict[str, tuple[str, str]] = {
    "Driver": ("驱动程序", "驅動程式"),
    "Development environment": ("开发环境", "開發環境"),
    "Training SDK": ("训练 SDK", "訓練 SDK"),
    "Inference SDK": ("推理 SDK", "推理 SDK"),
    "Operating system": ("操作系统", "作業系統"),
    "Containers": ("容器", "容器"),
    "newest:": ("最新版本：", "最新版本："),
    "or": ("或", "或"),
}
"""The words of a pack's stack written in English (``data/current/platform.toml``) -> their
zh_CN and zh_TW; everything else in it is a product name, a version or a date."""

_CJK = r"\u3400-\u9fff"
_LATIN = r"A-Za-z0-9"


def stack_is_printed(catalog: Catalog) -> bool:
    """True when the catalog's stack is the selection guide's, quoted as printed (its
    platform keys are ``*_as_printed``: the seed), False for a pack's own."""
    return any(k.endswith("_as_printed") for k in (*catalog.sdk, *catalog.os))


def software_intro_key(catalog: Catalog) -> str:
    """The label key (:data:`rigwright.core.text.words.LABELS`) of the stack's intro: the
    guide's dated 2020 recommendation, or the catalog's own dated versions."""
    return "software_intro_guide" if stack_is_printed(catalog) else "software_intro"


def _spaced(text: str) -> str:
    """Chinese text with a space between a CJK character and a Latin letter or digit (either
    order) and around "+", as Chinese spec sheets set them ("64 位 + Ubuntu 18.04")."""
    text = re.sub(rf"([{_CJK}])([{_LATIN}])", r"\1 \2", text)
    text = re.sub(rf"([{_LATIN}])([{_CJK}])", r"\1 \2", text)
    text = re.sub(r"\s*\+\s*", " + ", text)
    text = re.sub(r"\s+([（）、，；：])", r"\1", text)
    text = re.sub(r"([（、，；：])\s+", r"\1", text)
    text = re.sub(rf"）\s+(?=[{_CJK}])", "）", text)
    return re.sub(r"\s+", " ", text).strip()


def _from_english(text: str, lang: str) -> str:
    """A pack's English stack text worded for ``lang`` with :data:`ENGLISH_STACK_TERMS` (whole
    words, longest first); brackets, commas and semicolons full-width in Chinese."""
    if lang == "en":
        return text
    column = 0 if lang == "zh_CN" else 1
    terms = sorted(ENGLISH_STACK_TERMS, key=len, reverse=True)
    pattern = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(t) for t in terms) + r")(?![\w-])")
    out = pattern.sub(lambda m: ENGLISH_STACK_TERMS[m.group(0)][column], text)
    out = out.replace(" (", "（").replace("(", "（").replace(")", "）")
    out = re.sub(r";\s*", "；", out)
    out = re.sub(r",\s*", "，", out)
    out = re.sub(r"：\s+", "：", out)
    return _spaced(out)


def software_lines(
    stack: Sequence[tuple[str, str]], lang: str, glossary: Iterable[GlossaryTerm] = ()
) -> tuple[tuple[str, str], ...]:
    """The software stack's (label, text) pairs
    (:func:`rigwright.core.quote.document.software_stack`) worded for ``lang``: the seed's
    Traditional text through the catalog's ``glossary`` and :data:`STACK_TERMS` (zh_TW as
    printed but spaced), a pack's English text through :data:`ENGLISH_STACK_TERMS`. Rows of
    one label are joined into one ("容器" once); an English label starts with a capital."""
    terms = (*STACK_TERMS, *glossary)
    rows: dict[str, list[str]] = {}
    for printed_head, printed_text in stack:
        if re.search(rf"[{_CJK}]", printed_head + printed_text):
            head = localise(printed_head, lang, terms) if printed_head else printed_head
            text = localise(printed_text, lang, terms)
            if lang != "en":
                head, text = _spaced(head), _spaced(text)
        else:
            head, text = _from_english(printed_head, lang), _from_english(printed_text, lang)
        if lang == "en":
            head = head[:1].upper() + head[1:]
            text = text.replace(" ,", ",")
        rows.setdefault(head, []).append(text)
    joint = "; " if lang == "en" else "；"
    return tuple((head, joint.join(texts)) for head, texts in rows.items())


__all__ = [
    "ENGLISH_STACK_TERMS",
    "STACK_TERMS",
    "software_intro_key",
    "software_lines",
    "stack_is_printed",
]
