"""Whether the quote editor's widgets take edits: one switch for every editing widget, so that a
revision the customer received (sent, won or lost) is read-only until Revise makes a draft."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

WANTED_PROPERTY = "enabledWhenEditable"
"""A button's own condition (an add button needs a selection): False keeps it disabled also
when the quote is editable."""

_TRIGGERS_PROPERTY = "editTriggersWhenEditable"


def set_wanted(widget: QWidget, enabled: bool, editable: bool) -> None:
    """Record ``widget``'s own condition ``enabled`` and apply it with the editor's
    ``editable`` state (:func:`set_editable`)."""
    widget.setProperty(WANTED_PROPERTY, bool(enabled))
    set_editable(widget, editable)


def set_editable(widget: QWidget, editable: bool) -> None:
    """Let ``widget`` take edits or not: text fields and date fields become read-only (their
    text can still be selected and copied), an item view stops editing (and its model refuses
    edits when it has ``set_read_only``), anything else (buttons, combo boxes) is disabled; a
    widget whose own condition (:func:`set_wanted`) is False stays disabled."""
    if isinstance(widget, (QLineEdit, QPlainTextEdit, QAbstractSpinBox)):
        widget.setReadOnly(not editable)
    elif isinstance(widget, QAbstractItemView):
        stored = widget.property(_TRIGGERS_PROPERTY)
        if stored is None:
            stored = widget.editTriggers()
            widget.setProperty(_TRIGGERS_PROPERTY, stored)
        widget.setEditTriggers(stored if editable else QAbstractItemView.EditTrigger.NoEditTriggers)
        set_read_only = getattr(widget.model(), "set_read_only", None)
        if set_read_only is not None:
            set_read_only(not editable)
    else:
        widget.setEnabled(editable and widget.property(WANTED_PROPERTY) is not False)
