"""The layout notes of the selected SKU (:class:`ChassisFacts`, in the diagram's side panel):
GPU count against the selection guide's range, PSU, board power and its share, cooler.

The diagram itself is :mod:`gui.diagram` (drawn from :mod:`core.diagram`); the notes come from
:mod:`core.layout`.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QWidget,
)

from core.layout import ChassisLayout

# The notes' own words in each quote language. Customer-facing: the seed is "the selection
# guide" (选型指南 / 選型指南) here, never "seed".
_WORDS: dict[str, dict[str, str]] = {
    "cell": {"en": "chassis cell {cell!r}", "zh_CN": "选型指南机箱栏：{cell}",
             "zh_TW": "選型指南機箱欄：{cell}"},
    "range": {"en": "selection guide: {low}-{high} GPUs",
              "zh_CN": "选型指南：{low}-{high} 块 GPU", "zh_TW": "選型指南：{low}-{high} 塊 GPU"},
}


def word(key: str, lang: str = "en", **params: object) -> str:
    """The diagram's word ``key`` in ``lang`` (zh_CN, zh_TW, en; others fall back to en).

    Raises:
        KeyError: unknown ``key``, or a placeholder of its text missing from ``params``.
    """
    table = _WORDS[key]
    return table.get(lang, table["en"]).format(**params)


def layout_facts(layout: ChassisLayout, lang: str = "en") -> list[str]:
    """The lines :class:`ChassisFacts` lists: all of the layout's notes (``note.text(lang)``,
    the internal checks too), the PSU when the seed states it (a note says so when it does
    not), then the cooler type.

    The window is the engineer's, so it quotes the seed's chassis cell as printed; like the
    notes it calls the seed "the selection guide" throughout.
    """
    facts = []
    for note in layout.notes:
        text = note.text(lang)
        if note.key == "psu_not_stated":
            text += f" ({word('cell', lang, cell=layout.psu.as_printed)})"
        facts.append(text)
    if layout.psu.is_stated:
        # The notes quote the PSU only as a total; the count and rating go before the power.
        power_at = next((i for i, note in enumerate(layout.notes) if note.key.startswith("power")),
                        len(facts))
        facts.insert(power_at, f"PSU {layout.psu.describe()} "
                               f"({word('cell', lang, cell=layout.psu.as_printed)})")
    if layout.gpu is not None:
        facts.append(f"Cooler: {layout.gpu.cooler.value} ({layout.gpu.name})")
    return facts


class ChassisFacts(QLabel):
    """The layout facts a presales engineer checks, as a compact list beside the diagram:
    GPU count against the chassis range, PSU, estimated board power and its share, cooler."""

    HEADING = "Layout notes"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chassisFacts")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.facts: list[str] = []

    def show_layout(self, layout: ChassisLayout, lang: str = "en") -> None:
        """List ``layout``'s facts."""
        self.facts = layout_facts(layout, lang)
        # Text in the palette's colours, so that the notes read on a light or a dark theme.
        muted = self.palette().color(QPalette.ColorRole.PlaceholderText).name()
        rows = "".join(
            f'<tr><td style="color:{muted}; padding-right:6px;">•</td>'
            f'<td style="padding-bottom:5px;">{html.escape(fact)}</td></tr>'
            for fact in self.facts
        )
        self.setText(
            f'<div style="color:{muted}; margin-bottom:4px;">{self.HEADING}</div>'
            f'<table cellspacing="0" cellpadding="0">{rows}</table>'
        )

    def clear(self) -> None:
        """List nothing."""
        self.facts = []
        super().clear()

    def plain_text(self) -> str:
        """The facts, one a line (what the label shows, without markup)."""
        return "\n".join(self.facts)
