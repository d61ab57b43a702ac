"""The diagram's painted words, one table: each an English source the window translates and
its own wording for a quote in Chinese (:meth:`rigwright.core.text.i18n.Text.worded`).
"""

from __future__ import annotations

from rigwright.core.build.diagram import (
    BuildDiagram,
    SlotItem,
)
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.widgets.i18n import tr_text

_WORDS: dict[str, Text] = {
    "rear": QT_TRANSLATE_NOOP("BuildScene", "rear").worded(zh_CN="后部", zh_TW="後部"),
    "front": QT_TRANSLATE_NOOP("BuildScene", "front").worded(zh_CN="前部", zh_TW="前部"),
    "intake": QT_TRANSLATE_NOOP("BuildScene", "air in").worded(zh_CN="进风", zh_TW="進風"),
    "exhaust": QT_TRANSLATE_NOOP("BuildScene", "air out").worded(zh_CN="出风", zh_TW="出風"),
    "blower exhaust": QT_TRANSLATE_NOOP("BuildScene", "blower exhaust").worded(
        zh_CN="涡轮排风", zh_TW="渦輪排風"
    ),
    "psu": QT_TRANSLATE_NOOP("BuildScene", "PSU {n}").worded(zh_CN="电源 {n}", zh_TW="電源 {n}"),
    "psu_not_stated": QT_TRANSLATE_NOOP("BuildScene", "PSU not stated").worded(
        zh_CN="电源未注明", zh_TW="電源未註明"
    ),
    "sustained": QT_TRANSLATE_NOOP("BuildScene", "sustained").worded(zh_CN="持续", zh_TW="持續"),
    "peak": QT_TRANSLATE_NOOP("BuildScene", "peak").worded(zh_CN="峰值", zh_TW="峰值"),
    "load_unknown": QT_TRANSLATE_NOOP("BuildScene", "load unknown").worded(
        zh_CN="负载未知", zh_TW="負載未知"
    ),
    "load_total": QT_TRANSLATE_NOOP("BuildScene", "load {w} W").worded(
        zh_CN="负载 {w} W", zh_TW="負載 {w} W"
    ),
    "cpu": QT_TRANSLATE_NOOP("BuildScene", "CPU {n}").worded(zh_CN="CPU {n}", zh_TW="CPU {n}"),
    "slots": QT_TRANSLATE_NOOP("BuildScene", "{n}-slot").worded(
        zh_CN="占 {n} 槽", zh_TW="佔 {n} 槽"
    ),
    "link": QT_TRANSLATE_NOOP("BuildScene", "link x{n}").worded(
        zh_CN="链路 x{n}", zh_TW="鏈路 x{n}"
    ),
    "no_slot": QT_TRANSLATE_NOOP("BuildScene", "no slot: these cards do not fit").worded(
        zh_CN="无插槽：这些卡放不下", zh_TW="無插槽：這些卡放不下"
    ),
    "empty": QT_TRANSLATE_NOOP("BuildScene", "empty").worded(zh_CN="空", zh_TW="空"),
    "blower": QT_TRANSLATE_NOOP("BuildScene", "blower").worded(zh_CN="涡轮散热", zh_TW="渦輪散熱"),
    "open-air": QT_TRANSLATE_NOOP("BuildScene", "open-air").worded(
        zh_CN="开放式散热", zh_TW="開放式散熱"
    ),
    "passive": QT_TRANSLATE_NOOP("BuildScene", "passive").worded(
        zh_CN="被动散热", zh_TW="被動散熱"
    ),
    "unknown": QT_TRANSLATE_NOOP("BuildScene", "cooler n/a").worded(
        zh_CN="散热未知", zh_TW="散熱未知"
    ),
    "PCIe switch": QT_TRANSLATE_NOOP("BuildScene", "PCIe switch").worded(
        zh_CN="PCIe 交换芯片", zh_TW="PCIe 交換晶片"
    ),
    "range": QT_TRANSLATE_NOOP("BuildScene", "selection guide: {low}-{high} GPUs").worded(
        zh_CN="选型指南：{low}-{high} 块 GPU", zh_TW="選型指南：{low}-{high} 塊 GPU"
    ),
    "no_gpu": QT_TRANSLATE_NOOP("BuildScene", "no GPU").worded(zh_CN="无 GPU", zh_TW="無 GPU"),
    "cpu_not_stated": QT_TRANSLATE_NOOP("BuildScene", "CPU not stated").worded(
        zh_CN="CPU 未注明", zh_TW="CPU 未註明"
    ),
    "slot_label": QT_TRANSLATE_NOOP("BuildScene", "PCIe {n} · x{lanes}").worded(
        zh_CN="PCIe {n} · x{lanes}", zh_TW="PCIe {n} · x{lanes}"
    ),
    "slot_label_el": QT_TRANSLATE_NOOP("BuildScene", "PCIe {n} · x{lanes} (x{el} el.)").worded(
        zh_CN="PCIe {n} · x{lanes}（电气 x{el}）", zh_TW="PCIe {n} · x{lanes}（電氣 x{el}）"
    ),
    "gauge_unknown": QT_TRANSLATE_NOOP("BuildScene", "{label}: load unknown").worded(
        zh_CN="{label}：负载未知", zh_TW="{label}：負載未知"
    ),
    "cell": QT_TRANSLATE_NOOP("ChassisFacts", "chassis cell {cell!r}").worded(
        zh_CN="选型指南机箱栏：{cell}", zh_TW="選型指南機箱欄：{cell}"
    ),
    "psu_cell": QT_TRANSLATE_NOOP("ChassisFacts", "PSU {psu} ({cell})").worded(
        zh_CN="电源 {psu}（{cell}）", zh_TW="電源 {psu}（{cell}）"
    ),
    "cooler": QT_TRANSLATE_NOOP("ChassisFacts", "Cooler: {cooler} ({gpu})").worded(
        zh_CN="散热：{cooler}（{gpu}）", zh_TW="散熱：{cooler}（{gpu}）"
    ),
    "with_cell": QT_TRANSLATE_NOOP("ChassisFacts", "{note} ({cell})").worded(
        zh_CN="{note}（{cell}）", zh_TW="{note}（{cell}）"
    ),
}
"""The diagram's words: the English source the window translates (Qt Linguist contexts
``BuildScene`` and ``ChassisFacts``), and its own wording for a quote in Chinese."""


def word(key: str, lang: str | None = "en", **params: object) -> str:
    """The diagram's word ``key`` in ``lang`` (zh_CN, zh_TW, en; others fall back to en), or
    with ``lang`` None in the window's language (Qt's translator, as it is now).

    Raises:
        KeyError: unknown ``key`` or a placeholder missing from ``params``.
    """
    text = _WORDS[key].format(**params)
    return tr_text(text) if lang is None else text.in_language(lang)


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
