"""A rule's or a catalog finding's severity ("error", "warning", "info") in the window's
language."""

from __future__ import annotations

from rigwright.core.build.rules import ERROR, INFO, WARNING
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.widgets.i18n import tr_text

_SEVERITIES: dict[str, Text] = {
    ERROR: QT_TRANSLATE_NOOP("severity", "error"),
    WARNING: QT_TRANSLATE_NOOP("severity", "warning"),
    INFO: QT_TRANSLATE_NOOP("severity", "info"),
}


def severity_text(severity: str) -> str:
    """The severity in the window's language ("error" -> 错误); an unknown one as it is."""
    word = _SEVERITIES.get(severity)
    return tr_text(word) if word is not None else severity
