"""The diagram's painted words: a table per quote language and the window's translatable
version (context ``BuildScene``).
"""

from __future__ import annotations

from rigwright.core.build.diagram import (
    BuildDiagram,
    SlotItem,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.widgets.i18n import tr_text

_WORDS: dict[str, dict[str, str]] = {
    "rear": {"en": "rear", "zh_CN": "后部", "zh_TW": "後部"},
    "front": {"en": "front", "zh_CN": "前部", "zh_TW": "前部"},
    "intake": {"en": "air in", "zh_CN": "进风", "zh_TW": "進風"},
    "exhaust": {"en": "air out", "zh_CN": "出风", "zh_TW": "出風"},
    "blower exhaust": {"en": "blower exhaust", "zh_CN": "涡轮排风", "zh_TW": "渦輪排風"},
    "psu": {"en": "PSU {n}", "zh_CN": "电源 {n}", "zh_TW": "電源 {n}"},
    "psu_not_stated": {"en": "PSU not stated", "zh_CN": "电源未注明", "zh_TW": "電源未註明"},
    "sustained": {"en": "sustained", "zh_CN": "持续", "zh_TW": "持續"},
    "peak": {"en": "peak", "zh_CN": "峰值", "zh_TW": "峰值"},
    "load_unknown": {"en": "load unknown", "zh_CN": "负载未知", "zh_TW": "負載未知"},
    "load_total": {"en": "load {w} W", "zh_CN": "负载 {w} W", "zh_TW": "負載 {w} W"},
    "cpu": {"en": "CPU {n}", "zh_CN": "CPU {n}", "zh_TW": "CPU {n}"},
    "slots": {"en": "{n}-slot", "zh_CN": "占 {n} 槽", "zh_TW": "佔 {n} 槽"},
    "link": {"en": "link x{n}", "zh_CN": "链路 x{n}", "zh_TW": "鏈路 x{n}"},
    "no_slot": {
        "en": "no slot: these cards do not fit",
        "zh_CN": "无插槽：这些卡放不下",
        "zh_TW": "無插槽：這些卡放不下",
    },
    "empty": {"en": "empty", "zh_CN": "空", "zh_TW": "空"},
    "blower": {"en": "blower", "zh_CN": "涡轮散热", "zh_TW": "渦輪散熱"},
    "open-air": {"en": "open-air", "zh_CN": "开放式散热", "zh_TW": "開放式散熱"},
    "passive": {"en": "passive", "zh_CN": "被动散热", "zh_TW": "被動散熱"},
    "unknown": {"en": "cooler n/a", "zh_CN": "散热未知", "zh_TW": "散熱未知"},
    "PCIe switch": {"en": "PCIe switch", "zh_CN": "PCIe 交换芯片", "zh_TW": "PCIe 交換晶片"},
    "range": {
        "en": "selection guide: {low}-{high} GPUs",
        "zh_CN": "选型指南：{low}-{high} 块 GPU",
        "zh_TW": "選型指南：{low}-{high} 塊 GPU",
    },
    "no_gpu": {"en": "no GPU", "zh_CN": "无 GPU", "zh_TW": "無 GPU"},
    "cpu_not_stated": {"en": "CPU not stated", "zh_CN": "CPU 未注明", "zh_TW": "CPU 未註明"},
    "slot_label": {
        "en": "PCIe {n} · x{lanes}",
        "zh_CN": "PCIe {n} · x{lanes}",
        "zh_TW": "PCIe {n} · x{lanes}",
    },
    "slot_label_el": {
        "en": "PCIe {n} · x{lanes} (x{el} el.)",
        "zh_CN": "PCIe {n} · x{lanes}（电气 x{el}）",
        "zh_TW": "PCIe {n} · x{lanes}（電氣 x{el}）",
    },
    "gauge_unknown": {
        "en": "{label}: load unknown",
        "zh_CN": "{label}：负载未知",
        "zh_TW": "{label}：負載未知",
    },
    # The layout notes beside the diagram (ChassisFacts). Customer-facing: the seed is "the
    # selection guide" (选型指南 / 選型指南) here, never "seed".
    "cell": {
        "en": "chassis cell {cell!r}",
        "zh_CN": "选型指南机箱栏：{cell}",
        "zh_TW": "選型指南機箱欄：{cell}",
    },
    "psu_cell": {
        "en": "PSU {psu} ({cell})",
        "zh_CN": "电源 {psu}（{cell}）",
        "zh_TW": "電源 {psu}（{cell}）",
    },
    "cooler": {
        "en": "Cooler: {cooler} ({gpu})",
        "zh_CN": "散热：{cooler}（{gpu}）",
        "zh_TW": "散熱：{cooler}（{gpu}）",
    },
    "with_cell": {
        "en": "{note} ({cell})",
        "zh_CN": "{note}（{cell}）",
        "zh_TW": "{note}（{cell}）",
    },
}

# The same words for the window, in its language (Qt's translator; lupdate reads these).
_WINDOW_WORDS: dict[str, Text] = {
    "rear": QT_TRANSLATE_NOOP("BuildScene", "rear"),
    "front": QT_TRANSLATE_NOOP("BuildScene", "front"),
    "intake": QT_TRANSLATE_NOOP("BuildScene", "air in"),
    "exhaust": QT_TRANSLATE_NOOP("BuildScene", "air out"),
    "blower exhaust": QT_TRANSLATE_NOOP("BuildScene", "blower exhaust"),
    "psu": QT_TRANSLATE_NOOP("BuildScene", "PSU {n}"),
    "psu_not_stated": QT_TRANSLATE_NOOP("BuildScene", "PSU not stated"),
    "sustained": QT_TRANSLATE_NOOP("BuildScene", "sustained"),
    "peak": QT_TRANSLATE_NOOP("BuildScene", "peak"),
    "load_unknown": QT_TRANSLATE_NOOP("BuildScene", "load unknown"),
    "load_total": QT_TRANSLATE_NOOP("BuildScene", "load {w} W"),
    "cpu": QT_TRANSLATE_NOOP("BuildScene", "CPU {n}"),
    "slots": QT_TRANSLATE_NOOP("BuildScene", "{n}-slot"),
    "link": QT_TRANSLATE_NOOP("BuildScene", "link x{n}"),
    "no_slot": QT_TRANSLATE_NOOP("BuildScene", "no slot: these cards do not fit"),
    "empty": QT_TRANSLATE_NOOP("BuildScene", "empty"),
    "blower": QT_TRANSLATE_NOOP("BuildScene", "blower"),
    "open-air": QT_TRANSLATE_NOOP("BuildScene", "open-air"),
    "passive": QT_TRANSLATE_NOOP("BuildScene", "passive"),
    "unknown": QT_TRANSLATE_NOOP("BuildScene", "cooler n/a"),
    "PCIe switch": QT_TRANSLATE_NOOP("BuildScene", "PCIe switch"),
    "range": QT_TRANSLATE_NOOP("BuildScene", "selection guide: {low}-{high} GPUs"),
    "no_gpu": QT_TRANSLATE_NOOP("BuildScene", "no GPU"),
    "cpu_not_stated": QT_TRANSLATE_NOOP("BuildScene", "CPU not stated"),
    "slot_label": QT_TRANSLATE_NOOP("BuildScene", "PCIe {n} · x{lanes}"),
    "slot_label_el": QT_TRANSLATE_NOOP("BuildScene", "PCIe {n} · x{lanes} (x{el} el.)"),
    "gauge_unknown": QT_TRANSLATE_NOOP("BuildScene", "{label}: load unknown"),
    "cell": QT_TRANSLATE_NOOP("ChassisFacts", "chassis cell {cell!r}"),
    "psu_cell": QT_TRANSLATE_NOOP("ChassisFacts", "PSU {psu} ({cell})"),
    "cooler": QT_TRANSLATE_NOOP("ChassisFacts", "Cooler: {cooler} ({gpu})"),
    "with_cell": QT_TRANSLATE_NOOP("ChassisFacts", "{note} ({cell})"),
}


def word(key: str, lang: str | None = "en", **params: object) -> str:
    """The diagram's word ``key`` in ``lang`` (zh_CN, zh_TW, en; others fall back to en), or
    with ``lang`` None in the window's language (Qt's translator, as it is now).

    Raises:
        KeyError: unknown ``key`` or a placeholder missing from ``params``.
    """
    table = _WORDS[key]
    if lang is None:
        try:
            return tr_text(_WINDOW_WORDS[key].format(**params))
        except (KeyError, IndexError, ValueError):  # a translation whose fields differ
            return table["en"].format(**params)
    return table.get(lang, table["en"]).format(**params)


def slot_label(slot: SlotItem, lang: str | None = "en") -> str:
    """ "PCIe 1 · x16", or "PCIe 7 · x16 (x8 el.)" when fewer lanes are wired, in ``lang``
    (None: the window's language)."""
    if slot.electrical_lanes is not None and slot.electrical_lanes != slot.physical_lanes:
        return word(
            "slot_label_el",
            lang,
            n=slot.index + 1,
            lanes=slot.physical_lanes,
            el=slot.electrical_lanes,
        )
    return word("slot_label", lang, n=slot.index + 1, lanes=slot.physical_lanes)


def subtitle_text(diagram: BuildDiagram, lang: str | None = "en") -> str:
    """The diagram's second line: chassis · CPUs · memory · GPUs ("no GPU" in ``lang``; the
    core's own line in the window's language for ``lang`` None)."""
    if lang is None:
        return tr_text(diagram.subtitle)
    build = diagram.build
    sockets = max(1, sum(c.count for c in build.cpus))
    gpus = " + ".join(f"{line.count} × {line.model}" for line in build.gpus) or word("no_gpu", lang)
    return f"{build.chassis} · {sockets} × CPU · {build.memory_gb} GB · {gpus}"


def _known_word(key: str, lang: str | None) -> str:
    """``key`` as a word of the diagram when it is one ("PCIe switch", a cooler), else as it is
    ("CPU 1", a part's name)."""
    return word(key, lang) if key in _WORDS else key


# ----------------------------------------------------------------------------- colours
