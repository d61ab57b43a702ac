"""The "Custom model…" dialog of the "Model sizing" group: a transformer given by its figures
(as ``rigwright size --params 13e9 --layers 40 …`` takes them), checked by
:func:`rigwright.core.sizing.zoo.custom_model`; and the reading of large counts typed as
"13e9", "13,000,000,000" or "13B", shared with the training-data field."""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
)

from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.widgets.error_label import ErrorLabel
from rigwright.gui.widgets.i18n import Retranslating, tr_text
from rigwright.gui.widgets.theme import ERROR

if TYPE_CHECKING:  # the zoo's module imports pydantic: only when a custom model is made
    from rigwright.core.sizing.zoo import ModelSpec

SCALES = {"K": 1e3, "M": 1e6, "B": 1e9, "T": 1e12}
"""The suffixes a count may carry: thousand, million, billion (as "13B" parameters), trillion
(as "2T" pretraining tokens); case ignored."""

MOST = 1e16
"""A count above this is a typing slip (the largest pretraining runs are about 1.5e13
tokens, the largest published models about 2e12 parameters)."""

_NUMBER = re.compile(r"^(?P<num>\d+(?:\.\d*)?|\.\d+)(?:e(?P<exp>[+-]?\d+))?(?P<scale>[KMBT])?$")


class AmountError(ValueError):
    """A typed count that is no count: ``why`` is "number", "positive", "whole" or "large"."""

    def __init__(self, why: str, text: str) -> None:
        super().__init__(why)
        self.why = why
        self.text = text


def parse_amount(text: str, *, whole: bool = True) -> float | None:
    """A positive count as typed: "13e9", "13,000,000,000", "13B", "1.28M", "2 T",
    full-width digits; None for empty text.

    Raises:
        AmountError: not a number, not above 0, not whole (``whole``; "1.5" layers), or
            above :data:`MOST`.
    """
    raw = text.strip()
    if not raw:
        return None
    plain = unicodedata.normalize("NFKC", raw).replace(",", "").replace("_", "").replace(" ", "")
    if plain.startswith("-") or plain.startswith("+"):
        sign, plain = plain[0], plain[1:]
    else:
        sign = ""
    match = _NUMBER.match(plain.upper().replace("E", "e"))
    if match is None:
        raise AmountError("number", raw)
    value = float(match.group("num")) * 10 ** int(match.group("exp") or 0)
    value *= SCALES.get(match.group("scale") or "", 1.0)
    if sign == "-" or value <= 0:
        raise AmountError("positive", raw)
    if not math.isfinite(value) or value > MOST:
        raise AmountError("large", raw)
    if whole and value != round(value):
        raise AmountError("whole", raw)
    return float(round(value)) if whole else value


def amount_message(exc: AmountError, field: str) -> str:
    """``exc`` as "Field: reason" in the window's language (``field`` is already translated)."""
    reasons = {
        "number": QT_TRANSLATE_NOOP("CustomModelDialog", "{field}: “{text}” is not a number"),
        "positive": QT_TRANSLATE_NOOP(
            "CustomModelDialog", "{field}: must be more than 0, not {text}"
        ),
        "whole": QT_TRANSLATE_NOOP("CustomModelDialog", "{field}: {text} is not a whole number"),
        "large": QT_TRANSLATE_NOOP("CustomModelDialog", "{field}: {text} is too large"),
    }
    return tr_text(reasons[exc.why].format(field=field, text=exc.text))


def short_count(value: float) -> str:
    """A count in a few digits: 13.0 B, 350 M, 4,096 (the combo's and the hint's form)."""
    if value >= 1e9:
        return f"{value / 1e9:.1f} B"
    if value >= 1e6:
        return f"{value / 1e6:.0f} M"
    return f"{value:,.0f}"


FIGURES: tuple[tuple[str, Text, bool], ...] = (
    ("params", QT_TRANSLATE_NOOP("CustomModelDialog", "Parameters"), True),
    ("layers", QT_TRANSLATE_NOOP("CustomModelDialog", "Layers"), True),
    ("hidden_size", QT_TRANSLATE_NOOP("CustomModelDialog", "Hidden size"), True),
    ("attention_heads", QT_TRANSLATE_NOOP("CustomModelDialog", "Attention heads"), True),
    ("kv_heads", QT_TRANSLATE_NOOP("CustomModelDialog", "KV heads"), False),
    ("head_dim", QT_TRANSLATE_NOOP("CustomModelDialog", "Head dimension"), False),
    ("intermediate_size", QT_TRANSLATE_NOOP("CustomModelDialog", "MLP width"), False),
    ("vocab_size", QT_TRANSLATE_NOOP("CustomModelDialog", "Vocabulary size"), False),
    ("max_context", QT_TRANSLATE_NOOP("CustomModelDialog", "Longest context"), False),
    ("active_params", QT_TRANSLATE_NOOP("CustomModelDialog", "Active parameters"), False),
)
"""The figures of :func:`custom_model` in the form's order: key, name, required."""

_EXAMPLE = QT_TRANSLATE_NOOP("CustomModelDialog", "e.g. {example}")
_HINTS: dict[str, Text] = {
    "kv_heads": QT_TRANSLATE_NOOP("CustomModelDialog", "default: the attention heads"),
    "head_dim": QT_TRANSLATE_NOOP("CustomModelDialog", "default: hidden size / heads"),
    "intermediate_size": QT_TRANSLATE_NOOP("CustomModelDialog", "optional"),
    "vocab_size": QT_TRANSLATE_NOOP("CustomModelDialog", "default {value}"),
    "max_context": QT_TRANSLATE_NOOP("CustomModelDialog", "default {value} tokens"),
    "active_params": QT_TRANSLATE_NOOP("CustomModelDialog", "mixture of experts only"),
}
_EXAMPLES = {
    "params": "13e9, 13,000,000,000, 13B",
    "layers": "40",
    "hidden_size": "5120",
    "attention_heads": "40",
}
"""A 13 B model's shape as the placeholders show it (Llama 2 13B's config.json:
https://huggingface.co/meta-llama/Llama-2-13b-hf/blob/main/config.json, num_hidden_layers,
hidden_size, num_attention_heads)."""


def _core_default(key: str) -> int:
    """The figure :func:`custom_model` takes when it is not given (vocabulary, context)."""
    from rigwright.core.sizing.zoo import custom_model

    return int(getattr(custom_model(params=1, layers=1, hidden_size=1, attention_heads=1), key))


class CustomModelDialog(Retranslating, QDialog):
    """The custom model's figures; :meth:`model` is the checked model once accepted.

    Args:
        model: the last custom model (its figures prefill the form), or None (empty).
    """

    def __init__(self, model: ModelSpec | None = None, parent=None):
        super().__init__(parent)
        self.setObjectName("customModelDialog")
        self._model: ModelSpec | None = None
        self.edits: dict[str, QLineEdit] = {}
        self.errors: dict[str, ErrorLabel] = {}
        self.captions: dict[str, QLabel] = {}
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for key, _name, _required in FIGURES:
            edit = QLineEdit()
            edit.setObjectName(f"custom_{key}")
            edit.setClearButtonEnabled(True)
            value = getattr(model, key, None) if model is not None else None
            if value is not None:
                edit.setText(f"{value:,}")
            error = ErrorLabel(f"custom_{key}Error")
            column = QVBoxLayout()
            column.setSpacing(1)
            column.addWidget(edit)
            column.addWidget(error)
            caption = QLabel()
            caption.setBuddy(edit)
            form.addRow(caption, column)
            self.edits[key], self.errors[key], self.captions[key] = edit, error, caption
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        # Wide enough for the note in a few lines and the hints in full (not the screen's).
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the window's language; a message shown is worded again."""
        self.setWindowTitle(self.tr("Custom model"))
        self.note.setText(
            self.tr(
                "A decoder transformer given by its figures, as its config.json states them "
                "(* required). Counts may be typed as 13e9, 13,000,000,000 or 13B (K, M, B, T)."
            )
        )
        for key, name, required in FIGURES:
            self.captions[key].setText(tr_text(name) + (" *" if required else ""))
            if key in _EXAMPLES:
                hint = tr_text(_EXAMPLE.format(example=_EXAMPLES[key]))
            else:
                value = f"{_core_default(key):,}" if key in ("vocab_size", "max_context") else ""
                hint = tr_text(_HINTS[key].format(value=value))
            self.edits[key].setPlaceholderText(hint)
            self.edits[key].setAccessibleName(tr_text(name))

    def _name(self, key: str) -> str:
        return next(tr_text(name) for k, name, _r in FIGURES if k == key)

    def _read(self) -> tuple[ModelSpec | None, dict[str, Callable[[], str]]]:
        """The model the form gives, or None and the messages by field."""
        from rigwright.core.sizing.zoo import ZooError, custom_model

        figures: dict[str, int | None] = {}
        problems: dict[str, Callable[[], str]] = {}
        for key, _name, required in FIGURES:
            try:
                value = parse_amount(self.edits[key].text())
            except AmountError as exc:
                problems[key] = lambda exc=exc, key=key: amount_message(exc, self._name(key))
                continue
            if value is None and required:
                problems[key] = lambda key=key: self.tr("{field}: required").format(
                    field=self._name(key)
                )
            figures[key] = int(value) if value is not None else None
        if problems:
            return None, problems
        try:
            return custom_model(**figures), {}
        except ZooError as exc:
            # "model 'custom': kv_heads: 3 does not divide attention_heads 32"
            message = str(exc).removeprefix("model 'custom': ")
            head, sep, reason = message.partition(": ")
            key = head if sep and head in self.edits else "params"
            reason = reason if sep and head in self.edits else message
            return None, {
                key: lambda: self.tr("{field}: {reason}").format(
                    field=self._name(key), reason=self._reason(reason)
                )
            }

    def _reason(self, reason: str) -> str:
        """The core's reason in the window's language when it is one of the checks of
        :class:`~rigwright.core.sizing.zoo.ModelSpec` on a custom model's figures; else as
        the core words it."""
        if reason == "more than params":
            return self.tr("more than the parameters")
        match = re.fullmatch(r"(\d+) does not divide attention_heads (\d+)", reason)
        if match:
            return self.tr("{kv} does not divide the {heads} attention heads").format(
                kv=match.group(1), heads=match.group(2)
            )
        return reason

    def accept(self) -> None:
        """Close with the model when every figure is good; else say why under each bad field
        and stay open."""
        model, problems = self._read()
        for key, error in self.errors.items():
            error.show_message(problems.get(key))
            bad = key in problems
            self.edits[key].setProperty("invalid", bad)
            self.edits[key].setStyleSheet(
                f"QLineEdit {{ border: 2px solid {ERROR.name(self.palette())}; }}" if bad else ""
            )
        if model is None:
            next(self.edits[k] for k, _n, _r in FIGURES if k in problems).setFocus()
            return
        self._model = model
        super().accept()

    def model(self) -> ModelSpec | None:
        """The checked custom model once accepted; None before, or after Cancel."""
        return self._model if self.result() == QDialog.DialogCode.Accepted else None
