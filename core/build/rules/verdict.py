"""Verdicts: what one rule says about a build, with its severity and the numbers involved.

See docs/rules.md for the severities and the message texts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text

ERROR, WARNING, INFO = "error", "warning", "info"
SEVERITIES = (ERROR, WARNING, INFO)


@dataclass(frozen=True, slots=True)
class Verdict:
    """What one rule says about a build.

    Attributes:
        rule: the rule id ("slots.capacity").
        severity: "error", "warning" or "info".
        message_text: what is wrong (or cannot be checked), with the numbers: a
            :class:`rigwright.core.text.i18n.Text` the window shows in the user's language
            (English in :attr:`message`).
        fix_text: a suggested change, or "" (English in :attr:`fix`).
        figures: the numbers involved, by name (JSON values).
    """

    rule: str
    severity: str
    message_text: Text | str
    fix_text: Text | str = ""
    figures: dict[str, Any] = field(default_factory=dict)

    @property
    def message(self) -> str:
        """What is wrong, in English (the command line's and the JSON's)."""
        return str(self.message_text)

    @property
    def fix(self) -> str:
        """The suggested change in English, or ""."""
        return str(self.fix_text)

    def as_json(self) -> dict[str, Any]:
        """The verdict as JSON values: rule, severity, message and fix in English, figures."""
        return {
            "rule": self.rule,
            "severity": self.severity,
            "message": self.message,
            "fix": self.fix,
            "figures": self.figures,
        }


def _listed(items: list[Text] | list[str], conjunction: str = "comma") -> Text | str:
    """``items`` as one :class:`Text`: "a, b, c" (``conjunction`` "comma") or "a or b"
    ("or"); "" for none."""
    if not items:
        return ""
    result: Text | str = items[0]
    for item in items[1:]:
        if conjunction == "or":
            result = QT_TRANSLATE_NOOP("rules", "{earlier} or {later}").format(
                earlier=result, later=item
            )
        else:
            result = QT_TRANSLATE_NOOP("rules", "{earlier}, {later}").format(
                earlier=result, later=item
            )
    return result
