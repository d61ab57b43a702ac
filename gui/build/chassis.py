"""The layout notes of the selected SKU (:class:`ChassisFacts`, in the diagram's side panel):
GPU count against the selection guide's range, PSU, board power and its share, cooler.

The diagram itself is :mod:`rigwright.gui.build.scene` (drawn from :mod:`rigwright.core.build.diagram`); the notes come from
:mod:`rigwright.core.build.layout`. The window shows them in its language (``lang=None``: Qt's translator, set
again when the language changes); a given ``lang`` words them from the tables here and in
:mod:`rigwright.core.build.layout` (a quote's language).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QWidget,
)

from rigwright.core.build.layout import ChassisLayout, LayoutNote
from rigwright.gui.build.scene import word as diagram_word
from rigwright.gui.widgets.i18n import Retranslating, tr_text

# The notes' own words in each quote language. Customer-facing: the seed is "the selection
# guide" (选型指南 / 選型指南) here, never "seed".
_WORDS: dict[str, dict[str, str]] = {
    "cell": {
        "en": "chassis cell {cell!r}",
        "zh_CN": "选型指南机箱栏：{cell}",
        "zh_TW": "選型指南機箱欄：{cell}",
    },
    "range": {
        "en": "selection guide: {low}-{high} GPUs",
        "zh_CN": "选型指南：{low}-{high} 块 GPU",
        "zh_TW": "選型指南：{low}-{high} 塊 GPU",
    },
    "psu": {
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


def _window_word(key: str) -> str:
    """``key``'s English template in the window's language (lupdate reads the literals)."""
    return {
        "cell": QCoreApplication.translate("ChassisFacts", "chassis cell {cell!r}"),
        "range": QCoreApplication.translate("ChassisFacts", "selection guide: {low}-{high} GPUs"),
        "psu": QCoreApplication.translate("ChassisFacts", "PSU {psu} ({cell})"),
        "cooler": QCoreApplication.translate("ChassisFacts", "Cooler: {cooler} ({gpu})"),
        "with_cell": QCoreApplication.translate("ChassisFacts", "{note} ({cell})"),
    }[key]


def word(key: str, lang: str | None = "en", **params: object) -> str:
    """The diagram's word ``key`` in ``lang`` (zh_CN, zh_TW, en; others fall back to en), or
    with ``lang`` None in the window's language.

    Raises:
        KeyError: unknown ``key``, or a placeholder of its text missing from ``params``.
    """
    table = _WORDS[key]
    template = _window_word(key) if lang is None else table.get(lang, table["en"])
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        if lang is None:  # a translation whose fields differ: the English one
            return table["en"].format(**params)
        raise


def note_text(note: LayoutNote, lang: str | None = "en") -> str:
    """A layout note in ``lang`` (its own table's wording), or with ``lang`` None in the
    window's language (its :class:`rigwright.core.text.i18n.Text` through Qt's translator)."""
    if lang is None:
        return tr_text(note.message_text)
    return note.text(lang)


def layout_facts(layout: ChassisLayout, lang: str | None = "en") -> list[str]:
    """The lines :class:`ChassisFacts` lists: all of the layout's notes (the internal checks
    too), the PSU when the seed states it (a note says so when it does not), then the cooler
    type; in ``lang``, or with ``lang`` None in the window's language.

    The window is the engineer's, so it quotes the seed's chassis cell as printed; like the
    notes it calls the seed "the selection guide" throughout.
    """
    facts = []
    for note in layout.notes:
        text = note_text(note, lang)
        if note.key == "psu_not_stated":
            text = word(
                "with_cell", lang, note=text, cell=word("cell", lang, cell=layout.psu.as_printed)
            )
        facts.append(text)
    if layout.psu.is_stated:
        # The notes quote the PSU only as a total; the count and rating go before the power.
        power_at = next(
            (i for i, note in enumerate(layout.notes) if note.key.startswith("power")), len(facts)
        )
        facts.insert(
            power_at,
            word(
                "psu",
                lang,
                psu=layout.psu.describe(),
                cell=word("cell", lang, cell=layout.psu.as_printed),
            ),
        )
    if layout.gpu is not None:
        cooler = layout.gpu.cooler.value
        facts.append(
            word(
                "cooler",
                lang,
                gpu=layout.gpu.name,
                cooler=diagram_word(cooler, lang)
                if cooler != "unknown"
                else diagram_word("unknown", lang),
            )
        )
    return facts


class ChassisFacts(Retranslating, QLabel):
    """The layout facts a presales engineer checks, as a compact list beside the diagram:
    GPU count against the chassis range, PSU, estimated board power and its share, cooler.

    Shown in the window's language unless :meth:`show_layout` is given one; listed again in
    the new language when the window's changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chassisFacts")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.facts: list[str] = []
        self._shown: tuple[ChassisLayout, str | None] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Name the list and word the layout shown in the window's language."""
        self.setAccessibleName(self.tr("Layout notes"))
        if self._shown is not None:
            self.show_layout(*self._shown)

    def show_layout(self, layout: ChassisLayout, lang: str | None = None) -> None:
        """List ``layout``'s facts (in ``lang``; None: the window's language)."""
        self._shown = (layout, lang)
        self.facts = layout_facts(layout, lang)
        # Text in the palette's colours, so that the notes read on a light or a dark theme.
        muted = self.palette().color(QPalette.ColorRole.PlaceholderText).name()
        rows = "".join(
            f'<tr><td style="color:{muted}; padding-right:6px;">•</td>'
            f'<td style="padding-bottom:5px;">{html.escape(fact)}</td></tr>'
            for fact in self.facts
        )
        heading = self.tr("Layout notes")
        self.setText(
            f'<div style="color:{muted}; margin-bottom:4px;">{html.escape(heading)}</div>'
            f'<table cellspacing="0" cellpadding="0">{rows}</table>'
        )

    def clear(self) -> None:
        """List nothing."""
        self.facts = []
        self._shown = None
        super().clear()

    def plain_text(self) -> str:
        """The facts, one a line (what the label shows, without markup)."""
        return "\n".join(self.facts)
