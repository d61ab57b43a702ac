"""What a customer document says of the rules, in customer words: the PSU a workstation is
quoted with (and its headroom when the power rules pass, or that it is sized at assembly) and
what was checked; never a verdict, a count of warnings or a load over a rating."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rigwright.core.build.model import Build
from rigwright.core.build.rules import ERROR, INFO, build_facts, check_build, check_rules
from rigwright.core.catalog.model import Catalog
from rigwright.core.quote.facts import number_text
from rigwright.core.quote.price_notes import PSU_AT_ASSEMBLY
from rigwright.core.quote.resolve import GUIDANCE_RULES
from rigwright.core.text.i18n import Text, words

POWER_RULES = frozenset({"power", "transient", "connector"})
"""The rules on the build's PSUs whose silence lets a document state the PSU's headroom
(``circuit`` is the site's wall, not the build's)."""

_WORDS: dict[str, Text] = {
    "sized_at_assembly": words(
        "sized to the system's power draw at assembly",
        zh_CN="配置电源在装机时按整机功耗选配",
        zh_TW="配置電源在裝機時依整機功耗選配",
    ),
    "headroom": words(
        "{psus} ({share} % headroom at full load)",
        zh_CN="{psus}（满载余量 {share}%）",
        zh_TW="{psus}（滿載餘量 {share}%）",
    ),
    "headroom_short": words(
        "{share} % headroom", zh_CN="满载余量 {share}%", zh_TW="滿載餘量 {share}%"
    ),
    "checked": words("checked: {what}", zh_CN="{what}：已检查", zh_TW="{what}：已檢查"),
    "at_assembly": words(
        "confirmed at assembly: {what}",
        zh_CN="{what}：装机时确认",
        zh_TW="{what}：裝機時確認",
    ),
    "slots": words("slots", zh_CN="插槽", zh_TW="插槽"),
    "cooling": words("cooling", zh_CN="散热", zh_TW="散熱"),
    "power": words("power", zh_CN="电源", zh_TW="電源"),
    "lanes": words("PCIe lanes", zh_CN="PCIe 通道", zh_TW="PCIe 通道"),
    "nvlink": words("NVLink", zh_CN="NVLink", zh_TW="NVLink"),
    "form_factor": words("dimensions", zh_CN="尺寸", zh_TW="尺寸"),
    "memory": words("memory", zh_CN="内存", zh_TW="記憶體"),
}

CHECKED_FAMILIES: tuple[tuple[str, frozenset[str]], ...] = (
    ("slots", frozenset({"slots"})),
    ("cooling", frozenset({"cooling"})),
    ("power", POWER_RULES),
    ("lanes", frozenset({"lanes"})),
    ("nvlink", frozenset({"nvlink"})),
    ("form_factor", frozenset({"form_factor"})),
    ("memory", frozenset({"memory"})),
)
"""What a document names as checked, in its order: a word of :data:`_WORDS` and the rules
(:data:`rigwright.core.build.rules.RULES` names) behind it; the guidance rules
(:data:`GUIDANCE_RULES`) and the site's ``circuit`` are not the build's and are never named."""


def _join(parts: Sequence[str], lang: str) -> str:
    return ("、" if lang != "en" else ", ").join(parts)


@dataclass(frozen=True, slots=True)
class QuotedPsu:
    """The PSU a workstation is quoted with, as a customer reads it.

    Attributes:
        psus_w: each PSU's rating, W (empty: the catalog states none; it is sized at assembly).
        headroom_percent: the share of the PSUs' rating left at the sustained load (whole
            percent), when every power rule (:data:`POWER_RULES`) passes; else None.
    """

    psus_w: tuple[int, ...]
    headroom_percent: int | None = None

    def ratings(self, lang: str) -> str:
        """The ratings: "2 × 2,000 W", "1,600 W"; "" when none is stated."""
        if not self.psus_w:
            return ""
        if len(set(self.psus_w)) == 1:
            each = number_text(self.psus_w[0], lang, "W")
            return each if len(self.psus_w) == 1 else f"{len(self.psus_w)} × {each}"
        return " + ".join(number_text(w, lang, "W") for w in self.psus_w)

    def text(self, lang: str) -> str:
        """The document's PSU line: "2 × 2,000 W (34 % headroom at full load)", "1,600 W",
        or "sized to the system's power draw at assembly"."""
        if not self.psus_w:
            return _WORDS["sized_at_assembly"].wording(lang)
        if self.headroom_percent is None:
            return self.ratings(lang)
        return (
            _WORDS["headroom"]
            .wording(lang)
            .format(psus=self.ratings(lang), share=self.headroom_percent)
        )

    def diagram_note(self, lang: str) -> str:
        """The short line under a PSU on the printed diagram: the headroom, "sized at
        assembly" when none is stated, or "" (nothing to add to the rating)."""
        if not self.psus_w:
            return PSU_AT_ASSEMBLY.wording(lang)
        if self.headroom_percent is None:
            return ""
        return _WORDS["headroom_short"].wording(lang).format(share=self.headroom_percent)


def quoted_psu(build: Build, catalog: Catalog) -> QuotedPsu:
    """The PSU ``build`` is quoted with; its headroom when :data:`POWER_RULES` give no verdict
    at all (headroom = 1 − sustained load / Σ ratings: at least 20 % then, the sizing practice
    of ``power.sustained``). A build whose rules cannot run states no headroom.
    """
    if not build.psus_w:
        return QuotedPsu(())
    try:
        verdicts = check_build(build, catalog, rules=POWER_RULES)
        load = build_facts(build, catalog).power.sustained_w
    except (KeyError, ValueError):
        return QuotedPsu(tuple(build.psus_w))
    rated = sum(build.psus_w)
    if verdicts or load is None or not rated:
        return QuotedPsu(tuple(build.psus_w))
    return QuotedPsu(tuple(build.psus_w), int(100 * (rated - load) / rated))


@dataclass(frozen=True, slots=True)
class CheckedScope:
    """What the rules checked on an option's workstations, as a customer reads it.

    Attributes:
        checked: the words (keys of :data:`CHECKED_FAMILIES`) whose rules ran on every
            workstation without an error.
        at_assembly: the words whose rules could not run on a workstation ("cannot check":
            an unknown cooler, card length or PSU) or found an error the engineer overrode:
            confirmed when the workstation is assembled.
    """

    checked: tuple[str, ...]
    at_assembly: tuple[str, ...]

    @property
    def complete(self) -> bool:
        """True when every rule ran (nothing is left to the assembly)."""
        return not self.at_assembly

    def text(self, lang: str) -> str:
        """The scope in ``lang``: "checked: slots, cooling, power; confirmed at assembly:
        dimensions"."""
        parts = []
        if self.checked:
            what = _join([_WORDS[k].wording(lang) for k in self.checked], lang)
            parts.append(_WORDS["checked"].wording(lang).format(what=what))
        if self.at_assembly:
            what = _join([_WORDS[k].wording(lang) for k in self.at_assembly], lang)
            parts.append(_WORDS["at_assembly"].wording(lang).format(what=what))
        return ("; " if lang == "en" else "；").join(parts)


def checked_scope(builds: Sequence[Build], catalog: Catalog) -> CheckedScope:
    """What the rules checked on ``builds`` (an option's workstations): a word is checked when
    its rules ran on every build with no error and no "cannot check" (an info verdict); a
    warning is the engineer's, never the customer's, and does not change what was checked.
    A build the rules cannot read at all leaves every word to the assembly."""
    left: set[str] = set()
    for build in builds:
        try:
            found = check_rules(build, catalog, None)
        except (KeyError, ValueError):
            left.update(k for k, _r in CHECKED_FAMILIES)
            continue
        for key, rules in CHECKED_FAMILIES:
            verdicts = [v for name in rules for v in found.get(name, ())]
            if any(v.severity in (ERROR, INFO) for v in verdicts):
                left.add(key)
    keys = [k for k, _r in CHECKED_FAMILIES]
    return CheckedScope(
        tuple(k for k in keys if k not in left), tuple(k for k in keys if k in left)
    )


def rules_could_not_run(build: Build, catalog: Catalog) -> bool:
    """True when a rule of the build (not the guidance rules, not the site's ``circuit``)
    said "cannot check" (an info verdict), or the rules cannot read the build at all."""
    try:
        found = check_rules(build, catalog, None)
    except (KeyError, ValueError):
        return True
    return any(
        v.severity == INFO
        for name, verdicts in found.items()
        if name not in GUIDANCE_RULES and name != "circuit"
        for v in verdicts
    )
