"""Word the seed's configuration text (Traditional Chinese, as printed) for a quote language.

The seed's cells are kept exactly as printed in the catalog; a quote in English or Simplified
Chinese shows them through the catalog's glossary (``data/<catalog>/glossary.csv``): terms
replaced longest first, white space tidied. Figures and model names pass through unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class GlossaryTerm:
    """One term of the seed's text and its renderings.

    Attributes:
        zh_TW: the term as the seed prints it.
        zh_CN: in Simplified Chinese.
        en: in English (may carry spaces that separate it from neighbouring words).
        traditional: in Traditional Chinese, where the seed prints the term with a
            Simplified character ("并行存儲" -> "並行存儲"); "" when ``zh_TW`` is Traditional.
    """

    # The locale codes (N815), as glossary.csv's columns and the window's languages name them.
    zh_TW: str  # noqa: N815
    zh_CN: str  # noqa: N815
    en: str
    traditional: str = ""


def localise(text: str, lang: str, glossary: Iterable[GlossaryTerm]) -> str:
    """``text`` worded for ``lang`` ("zh_TW" leaves it as printed but for the terms printed
    with a Simplified character, :attr:`GlossaryTerm.traditional`; "zh_CN", "en" use the
    glossary). Terms are replaced longest first; runs of white space become one space and no
    space is left inside brackets.

    Raises:
        ValueError: ``lang`` is not zh_TW, zh_CN or en.
    """
    if lang not in ("zh_TW", "zh_CN", "en"):
        raise ValueError(f"lang: unknown {lang!r}; use zh_CN, zh_TW or en")
    if lang == "zh_TW":
        for t in sorted(glossary, key=lambda t: -len(t.zh_TW)):
            if t.traditional:
                text = text.replace(t.zh_TW, t.traditional)
        return text
    terms = sorted(glossary, key=lambda t: -len(t.zh_TW))
    if not terms:
        return text
    pattern = re.compile("|".join(re.escape(t.zh_TW) for t in terms))
    by_source = {t.zh_TW: getattr(t, lang) for t in terms}
    out = pattern.sub(lambda m: by_source[m.group(0)], text)
    out = re.sub(r"\s+", " ", out).strip()
    return re.sub(r"\(\s+", "(", re.sub(r"\s+\)", ")", out))
