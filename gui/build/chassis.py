"""The layout notes of the selected SKU (:class:`ChassisFacts`, in the diagram's side panel):
GPU count against the selection guide's range, PSU, board power and its share, cooler; worded
by the diagram's one word table (:func:`rigwright.gui.build.scene.word`)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QWidget,
)

from rigwright.core.build.layout import ChassisLayout, LayoutNote
from rigwright.gui.build.scene import word
from rigwright.gui.widgets.i18n import Retranslating, tr_text


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
                "psu_cell",
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
                cooler=word(cooler, lang) if cooler != "unknown" else word("unknown", lang),
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
