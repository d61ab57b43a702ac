"""Fields for the vendor's eyes only (an internal note, an override reason): marked once, hidden
with their captions while presenter mode is on, and shown again as they were when it ends."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

INTERNAL_PROPERTY = "internalField"
"""Set (True) on a widget that presenter mode hides (:func:`mark_internal`)."""

_HIDDEN_BEFORE = "hiddenBeforePresenter"
"""Whether a marked widget was hidden already when presenter mode hid it (then it stays so)."""


def mark_internal(widget: QWidget) -> QWidget:
    """Mark ``widget`` internal: :func:`hide_internal` hides it (and the labels whose buddy it
    is) in presenter mode. Returns ``widget``."""
    widget.setProperty(INTERNAL_PROPERTY, True)
    return widget


def hide_internal(root: QWidget, hide: bool) -> list[QWidget]:
    """Hide (``hide``) or show again every internal widget under ``root``, with the labels
    whose buddy it is; a widget that was hidden before presenter mode stays hidden after it.

    Returns:
        The internal widgets found under ``root`` (the captions not included).
    """
    marked = [w for w in root.findChildren(QWidget) if w.property(INTERNAL_PROPERTY)]
    captions = [label for label in root.findChildren(QLabel) if label.buddy() in marked]
    for widget in [*marked, *captions]:
        before = widget.property(_HIDDEN_BEFORE)
        if hide and before is None:
            widget.setProperty(_HIDDEN_BEFORE, widget.isHidden())
            widget.setVisible(False)
        elif not hide and before is not None:
            widget.setProperty(_HIDDEN_BEFORE, None)
            widget.setVisible(not before)
    return marked
