"""A spin box whose text can be deleted: an empty field means its special value ("any")."""

from __future__ import annotations

from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox


class ClearableSpinBox(QSpinBox):
    """A :class:`QSpinBox` whose minimum is a special value ("any", no limit) that deleting the
    text selects: a plain spin box takes an empty text for a typing slip and puts the last
    number back, so a limit once set could only be removed by stepping down to it."""

    def _is_empty(self, text: str) -> bool:
        """True for a text with no number: blank, or only the prefix and suffix (" GB")."""
        bare = text.strip()
        for part in (self.prefix().strip(), self.suffix().strip()):
            if part:
                bare = bare.removeprefix(part).removesuffix(part).strip()
        return not bare

    def validate(self, text: str, pos: int) -> object:
        """An empty (or blank) text is acceptable: it stands for the minimum."""
        if self._is_empty(text):
            return QValidator.State.Acceptable, text, pos
        return super().validate(text, pos)

    def valueFromText(self, text: str) -> int:
        """The minimum for an empty text, else the number typed."""
        if self._is_empty(text):
            return self.minimum()
        return super().valueFromText(text)

    def fixup(self, text: str) -> str:
        """An empty text becomes the special value's text, not the previous number."""
        if self._is_empty(text):
            return self.specialValueText() or str(self.minimum())
        return super().fixup(text)
