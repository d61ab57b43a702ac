"""The input panel's "Model sizing" group: a model of the zoo (or a custom one given by its
figures), the task, the precision, the context (or image resolution), the batch, the training
data and the goal; they become the request's ``sizing``, ``training_tokens`` /
``training_images`` and ``goal`` (docs/sizing.md), and the lists keep only what holds the
job."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker, Qt, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.recommend.inputs import Goal
from rigwright.core.recommend.ranking import resolve_workload
from rigwright.core.sizing.memory import IMAGE_TASKS, TRANSFORMER_TASKS, SizingError, Task
from rigwright.core.sizing.precision import Precision
from rigwright.core.text.i18n import Text
from rigwright.gui.inputs.custom_model_dialog import (
    AmountError,
    CustomModelDialog,
    amount_message,
    parse_amount,
    short_count,
)
from rigwright.gui.state import AppState
from rigwright.gui.widgets.error_label import ErrorLabel
from rigwright.gui.widgets.i18n import Retranslating, exception_reason, tr_text
from rigwright.gui.widgets.theme import ERROR

TYPING_DELAY_MS = 400
"""A pause in typing this long (ms) applies the context or the batch, as Enter or leaving
the field does (the budget's delay)."""

FIELDS = ("model", "task", "precision", "context", "batch", "training")
"""The fields an error is shown under; the core names them at the start of its message
("context: …"), the resolution under the context's field (the same field for image models)."""

CUSTOM_ID = "custom"
"""The id :func:`rigwright.core.sizing.zoo.custom_model` gives a custom model (the data of
its entry in the model list)."""

CHOOSE_CUSTOM = "<choose custom model>"
"""The data of the list's last entry, "Custom model…", which opens the figures' dialog (no
zoo id has spaces or "<")."""

TRAINING_TASKS = frozenset({Task.FULL, Task.LORA, Task.QLORA, Task.PRETRAIN, Task.TRAIN})
"""The tasks that train, for which the training data gives the time a job takes."""

_MOST_DIGITS = 9
"""A typed count longer than this is a typing slip, not a context or a batch."""


class FieldError(ValueError):
    """A field's entry that cannot be used: ``field`` (one of :data:`FIELDS`) and ``render``,
    which writes the message in the window's language."""

    def __init__(self, field: str, render: Callable[[], str]) -> None:
        super().__init__(field)
        self.field = field
        self.render = render


def _field_style(palette: QPalette) -> str:
    """The border of a field with an invalid entry (as the budget's)."""
    return (
        f"QLineEdit {{ border: 2px solid {ERROR.name(palette)}; border-radius: 3px;"
        " padding: 1px; }"
    )


class _ModelCombo(QComboBox):
    """The model list: its models are read from the zoo the first time it is opened, typed
    in or focused (the window starts without reading the zoo)."""

    def __init__(self, fill: Callable[[], None], parent=None):
        super().__init__(parent)
        self._fill = fill

    def showPopup(self) -> None:
        self._fill()
        super().showPopup()

    def focusInEvent(self, event) -> None:
        self._fill()
        super().focusInEvent(event)


class SizingFields(Retranslating, QGroupBox):
    """Model, task, precision, context (resolution for an image model), batch and goal.

    Every change is applied through :meth:`AppState.update_request` (the model, its workload
    family, the job and the goal in one request); an entry the core refuses leaves the
    request as it was and is said under the field it names. "(none)" ranks by the workload's
    weights alone.
    """

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self._filled = False
        self._shown_kind: str | None = None  # the model kind the task list is filled for
        self._custom = None  # the last custom model (ModelSpec), offered again in the list
        self.setObjectName("sizingBox")
        form = QFormLayout(self)
        form.setContentsMargins(6, 6, 6, 6)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.errors = {name: ErrorLabel(f"{name}Error") for name in FIELDS}
        self.labels: dict[str, QLabel] = {}

        self.model_combo = _ModelCombo(self.fill_models)
        self.model_combo.setObjectName("modelCombo")
        self.model_combo.setEditable(True)
        self.model_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        # As narrow as the panel's other fields: the list opens as wide as its names.
        self.model_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.model_combo.setMinimumContentsLength(12)
        self.model_combo.addItem("", None)
        completer = self.model_combo.completer()
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.model_combo.lineEdit().textEdited.connect(lambda _t: self.fill_models())
        self.model_combo.lineEdit().editingFinished.connect(self._on_model_entered)
        self.model_combo.currentIndexChanged.connect(self._on_model_index_changed)
        self._add_row(form, "model", self.model_combo)

        self.task_combo = QComboBox()
        self.task_combo.setObjectName("taskCombo")
        self.task_combo.currentIndexChanged.connect(lambda _i: self.apply())
        self._add_row(form, "task", self.task_combo)

        self.precision_combo = QComboBox()
        self.precision_combo.setObjectName("precisionCombo")
        for precision in Precision:
            self.precision_combo.addItem("", precision.value)
        self.precision_combo.setCurrentIndex(self.precision_combo.findData(Precision.BF16.value))
        self.precision_combo.currentIndexChanged.connect(lambda _i: self.apply())
        self._add_row(form, "precision", self.precision_combo)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(TYPING_DELAY_MS)
        self._timer.timeout.connect(self.apply)
        self.context_edit = self._number_edit("contextEdit", "context")
        self._add_row(form, "context", self.context_edit)
        self.batch_edit = self._number_edit("batchEdit", "batch")
        self._add_row(form, "batch", self.batch_edit)
        self._form = form
        self._training_row = form.rowCount()
        self.training_edit = self._number_edit("trainingEdit", "training")
        self._add_row(form, "training", self.training_edit)

        self.goal_combo = QComboBox()
        self.goal_combo.setObjectName("goalCombo")
        for goal in Goal:
            self.goal_combo.addItem("", goal.value)
        self.goal_combo.currentIndexChanged.connect(lambda _i: self.apply())
        self.goal_label = QLabel()
        self.goal_label.setBuddy(self.goal_combo)
        form.addRow(self.goal_label, self.goal_combo)

        self._fill_tasks()
        self.retranslate()
        self._show_request()
        state.request_changed.connect(self._show_request)

    # ------------------------------------------------------------------ building
    def _number_edit(self, name: str, field: str) -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.setClearButtonEnabled(True)
        edit.textChanged.connect(lambda _t: self._on_number_text_changed(field))
        edit.editingFinished.connect(self.apply)
        return edit

    def _add_row(self, form: QFormLayout, name: str, field: QWidget) -> None:
        """A form row: the label, and the field with its error label under it."""
        column = QVBoxLayout()
        column.setSpacing(1)
        column.addWidget(field)
        column.addWidget(self.errors[name])
        label = QLabel()
        label.setBuddy(field)
        self.labels[name] = label
        form.addRow(label, column)

    def retranslate(self) -> None:
        """Every text of the group in the window's language (the error labels write their
        own again)."""
        self.setTitle(self.tr("Model sizing"))
        model = self.model()
        self.labels["model"].setText(self.tr("Mo&del"))
        self.labels["task"].setText(self.tr("&Task"))
        self.labels["precision"].setText(self.tr("&Precision"))
        self.labels["batch"].setText(self.tr("Batc&h"))
        self.goal_label.setText(self.tr("&Goal"))
        self.model_combo.setItemText(0, self.tr("(none)"))
        for index in range(1, self.model_combo.count()):
            self.model_combo.setItemText(
                index, self._model_item_text(self.model_combo.itemData(index))
            )
        self.model_combo.setToolTip(
            self.tr(
                "A model to size: the lists keep the GPUs and workstations that hold it, in the "
                "order of the goal; (none) ranks by the workload's weights alone. Pick one, or "
                "type its id or name; “Custom model…” takes a model's figures"
            )
        )
        self.model_combo.setAccessibleName(self.tr("Model to size"))
        precisions = {
            Precision.FP32: self.tr("FP32"),
            Precision.BF16: self.tr("BF16"),
            Precision.FP16: self.tr("FP16"),
            Precision.FP8: self.tr("FP8"),
            Precision.INT8: self.tr("INT8 (weight-only)"),
            Precision.INT4: self.tr("INT4 (weight-only)"),
            Precision.NF4: self.tr("NF4 (QLoRA)"),
        }
        for index in range(self.precision_combo.count()):
            self.precision_combo.setItemText(
                index, precisions[Precision(self.precision_combo.itemData(index))]
            )
        self.precision_combo.setToolTip(self.tr("The precision the weights are held in"))
        goals = {
            Goal.TIME: self.tr("Shortest time"),
            Goal.THROUGHPUT_PER_CNY: self.tr("Most throughput per ¥"),
        }
        for index in range(self.goal_combo.count()):
            self.goal_combo.setItemText(index, goals[Goal(self.goal_combo.itemData(index))])
        self.goal_combo.setToolTip(
            self.tr(
                "What orders the workstations that hold the model: the shortest training time "
                "(or most tokens/s), or the most of it per yuan"
            )
        )
        self.batch_edit.setPlaceholderText("1")
        self.batch_edit.setToolTip(self.tr("Sequences (or images) processed at once"))
        self._retranslate_for(model)

    def _model_item_text(self, model_id: str) -> str:
        if model_id == CHOOSE_CUSTOM:
            return self.tr("Custom model…")
        if model_id == CUSTOM_ID and self._custom is not None:
            return self.tr("Custom model ({params} parameters)").format(
                params=short_count(self._custom.params)
            )
        from rigwright.core.sizing.zoo import zoo

        return self.tr("{name} ({id})").format(name=zoo()[model_id].name, id=model_id)

    def _show_context_hint(self, model) -> None:
        """The context field's placeholder and tooltip: the default and the most the model
        takes (the resolution's for an image model)."""
        if model is None:
            self.context_edit.setPlaceholderText("")
            self.context_edit.setToolTip(self.tr("Tokens per sequence"))
            return
        from rigwright.core.sizing.memory import SizingRequest

        default = SizingRequest(model=model)
        if model.kind != "transformer":
            self.context_edit.setPlaceholderText(
                self.tr("default {px} px").format(px=f"{default.pixels:,}")
            )
            self.context_edit.setToolTip(self.tr("Image side in pixels"))
            return
        self.context_edit.setPlaceholderText(
            self.tr("default {tokens} tokens").format(tokens=f"{default.tokens:,}")
        )
        self.context_edit.setToolTip(
            self.tr("Tokens per sequence; at most {most} for {model}").format(
                most=f"{model.max_context:,}",
                model=self.tr("Custom model") if model.id == CUSTOM_ID else model.name,
            )
        )

    def fill_models(self) -> None:
        """Put the zoo's models in the list (once; the first time it is needed)."""
        if self._filled:
            return
        from rigwright.core.sizing.zoo import zoo

        self._filled = True
        with QSignalBlocker(self.model_combo):
            text = self.model_combo.currentText()
            for model_id in zoo():
                self.model_combo.addItem(self._model_item_text(model_id), model_id)
            self.model_combo.addItem(self._model_item_text(CHOOSE_CUSTOM), CHOOSE_CUSTOM)
            self.model_combo.setEditText(text)
        view = self.model_combo.view()
        view.setMinimumWidth(view.sizeHintForColumn(0) + 24)

    def _fill_tasks(self, kind: str | None = None) -> None:
        """The tasks the model's kind takes (a transformer's, or an image model's), keeping
        the one chosen when it is among them."""
        tasks = TRANSFORMER_TASKS if kind in (None, "transformer") else IMAGE_TASKS
        chosen = self.task_combo.currentData() or Task.INFERENCE.value
        with QSignalBlocker(self.task_combo):
            self.task_combo.clear()
            for task in Task:
                if task in tasks:
                    self.task_combo.addItem("", task.value)
            index = self.task_combo.findData(chosen)
            self.task_combo.setCurrentIndex(max(index, 0))

    # ------------------------------------------------------------------ reading
    def model(self):
        """The model the request sizes (its ``ModelSpec``), or None."""
        sizing = self._state.request.sizing
        return sizing.model if sizing is not None else None

    def _typed_model(self):
        """The model the model field names, or None for "(none)" or an empty field.

        Raises:
            FieldError: no model of the zoo is called so; the message names close ids.
        """
        combo = self.model_combo
        text = combo.currentText().strip()
        if not text or text == combo.itemText(0):
            return None
        from rigwright.core.sizing.zoo import UnknownModel, find_model, zoo

        self.fill_models()
        models = zoo()
        index = combo.findText(text, Qt.MatchFlag.MatchFixedString)
        if index > 0 and combo.itemData(index) == CHOOSE_CUSTOM:
            return self.model()  # the dialog's entry sizes nothing itself
        if index > 0 and combo.itemData(index) == CUSTOM_ID and self._custom is not None:
            return self._custom
        if index > 0:
            return models[combo.itemData(index)]
        by_name = {m.name.lower(): m for m in models.values()}
        if text.lower() in by_name:
            return by_name[text.lower()]
        try:
            return find_model(text)
        except UnknownModel as exc:
            close = ", ".join(exc.close)
            raise FieldError(
                "model",
                lambda: (
                    self.tr("Model: unknown “{text}”; did you mean {close}?").format(
                        text=text, close=close
                    )
                    if close
                    else self.tr("Model: unknown “{text}”").format(text=text)
                ),
            ) from None

    def _count(self, edit: QLineEdit, field: str) -> int | None:
        """The whole number typed in ``edit`` ("32768", "32,768", full-width digits), or None
        when empty.

        Raises:
            FieldError: not a whole number, below 1, or absurdly long.
        """
        raw = edit.text().strip()
        if not raw:
            return None
        label = self._field_name(field)
        digits = unicodedata.normalize("NFKC", raw).replace(",", "").replace(" ", "")
        sign = digits[:1] in ("-", "+")
        if not digits.lstrip("+-").isdigit() or digits.count("-") + digits.count("+") > 1:
            raise FieldError(
                field,
                lambda: self.tr("{field}: “{text}” is not a whole number").format(
                    field=label(), text=raw
                ),
            )
        if len(digits) - sign > _MOST_DIGITS:
            raise FieldError(
                field,
                lambda: self.tr("{field}: {text} is too large").format(field=label(), text=raw),
            )
        value = int(digits)
        if value < 1:
            raise FieldError(
                field,
                lambda: self.tr("{field}: must be at least 1, not {value}").format(
                    field=label(), value=value
                ),
            )
        return value

    def _training_data(self) -> float | None:
        """The training tokens (or images) typed: "2e9", "2B", "1.28M"; None when empty.

        Raises:
            FieldError: not a count above 0.
        """
        try:
            return parse_amount(self.training_edit.text())
        except AmountError as exc:
            label, error = self._field_name("training"), exc
            raise FieldError("training", lambda: amount_message(error, label())) from None

    def _check(self, field: str) -> None:
        """Read the field's entry as :meth:`apply` does (raises :class:`FieldError`)."""
        if field == "training":
            self._training_data()
        else:
            self._count(self.context_edit if field == "context" else self.batch_edit, field)

    def _field_name(self, field: str) -> Callable[[], str]:
        """The field's name in the language of the moment (as its label, without "&")."""
        image = field == "resolution" or (
            field in ("context", "training") and self._shown_kind not in (None, "transformer")
        )
        names = {
            "model": lambda: self.tr("Model"),
            "task": lambda: self.tr("Task"),
            "precision": lambda: self.tr("Precision"),
            "context": (lambda: self.tr("Resolution")) if image else (lambda: self.tr("Context")),
            "batch": lambda: self.tr("Batch"),
            "training": (
                (lambda: self.tr("Training images"))
                if image
                else (lambda: self.tr("Training tokens"))
            ),
        }
        return names.get(field, names["model"])

    # ------------------------------------------------------------------ applying
    def apply(self) -> None:
        """Apply the fields to the request now (a change of a list, Enter, focus-out or a
        typing pause). An entry the core refuses changes nothing and is said under its
        field; the lists keep the last valid sizing."""
        self._timer.stop()
        try:
            changes = self._changes()
            if changes is not None:
                self._state.update_request(**changes)
        except FieldError as exc:
            self._show_error(exc.field, exc.render)
            return
        except ValueError as exc:  # the core's SizingError, or another refusal naming a field
            self._show_core_error(exc)
            return
        self._show_error(None, None)

    def _changes(self) -> dict | None:
        """The request's fields the entries stand for: ``sizing`` (and the model's workload
        family when it moves to another), ``goal``; None when nothing is to change.

        Raises:
            FieldError: an entry of the window that is not a value.
            ValueError: the core refuses the job (its message names the field).
        """
        request = self._state.request
        model = self._typed_model()
        self._enable(model is not None, model)
        if model is None:
            return {"sizing": None} if request.sizing is not None else None
        from rigwright.core.sizing.memory import SizingRequest

        image = model.kind != "transformer"
        size = self._count(self.context_edit, "context")
        batch = self._count(self.batch_edit, "batch")
        task = Task(self.task_combo.currentData() or Task.INFERENCE.value)
        data = self._training_data() if task in TRAINING_TASKS else None
        sizing = SizingRequest(
            model=model,
            task=task,
            precision=Precision(self.precision_combo.currentData()),
            batch=batch or 1,
            context=None if image else size,
            resolution=size if image else None,
        )
        changes: dict = {
            "sizing": sizing,
            "goal": Goal(self.goal_combo.currentData()),
            "training_tokens": None if image else data,
            "training_images": data if image else None,
        }
        # A model implies its workload (as ``rigwright recommend --model``); custom weights
        # belong to the workload they were set for.
        workload = resolve_workload(model.workload).key
        if workload != request.workload:
            changes.update(workload=workload, weights=None)
        return changes

    def _enable(self, on: bool, model) -> None:
        """The job's fields are for a model: disabled with "(none)"; the tasks and the
        context field follow the model's kind."""
        kind = model.kind if model is not None else None
        if kind != self._shown_kind:
            image_before = self._shown_kind not in (None, "transformer")
            if model is not None and (kind != "transformer") != image_before:
                for edit in (self.context_edit, self.training_edit):
                    with QSignalBlocker(edit):
                        edit.clear()  # tokens are no resolution (nor images), nor the reverse
            self._shown_kind = kind
            self._fill_tasks(kind)
        for widget in (self.task_combo, self.precision_combo, self.context_edit):
            widget.setEnabled(on)
        self.batch_edit.setEnabled(on)
        self.goal_combo.setEnabled(on)
        self._show_training_row(on)
        self._retranslate_for(model)

    def _show_training_row(self, on: bool) -> None:
        """The training data's row is shown only for a task that trains."""
        task = self.task_combo.currentData()
        training = on and task is not None and Task(task) in TRAINING_TASKS
        if self._form.isRowVisible(self._training_row) != training:
            error = self.errors["training"]
            shown = error.isVisibleTo(self)
            self._form.setRowVisible(self._training_row, training)
            error.setVisible(training and shown)  # the row shows all its widgets
        self.training_edit.setEnabled(training)

    def _retranslate_for(self, model) -> None:
        """The texts that follow the model's kind: the context field's label and hint, the
        task list's words."""
        image = model is not None and model.kind != "transformer"
        self.labels["context"].setText(self.tr("Resol&ution px") if image else self.tr("Conte&xt"))
        self._show_context_hint(model)
        if image:
            self.labels["training"].setText(self.tr("T&raining images"))
            # ImageNet-1k's training set: 1,281,167 images (Russakovsky et al., "ImageNet Large
            # Scale Visual Recognition Challenge", IJCV 2015, Table 2, CLS-LOC train).
            self.training_edit.setPlaceholderText(self.tr("e.g. 1.28M or 1,281,167"))
            self.training_edit.setToolTip(
                self.tr(
                    "Images seen in all (images × epochs), for the time to train; a count "
                    "may end in K, M or B"
                )
            )
        else:
            self.labels["training"].setText(self.tr("T&raining tokens"))
            self.training_edit.setPlaceholderText(self.tr("e.g. 2e9 or 2B"))
            self.training_edit.setToolTip(
                self.tr(
                    "Tokens trained on in all (tokens × epochs), for the time to train; a "
                    "count may end in K, M, B or T"
                )
            )
        self.retranslate_tasks()

    def retranslate_tasks(self) -> None:
        """The task list's words in the window's language."""
        names = {
            Task.INFERENCE: self.tr("Inference"),
            Task.FULL: self.tr("Full fine-tuning"),
            Task.LORA: self.tr("LoRA fine-tuning"),
            Task.QLORA: self.tr("QLoRA fine-tuning"),
            Task.PRETRAIN: self.tr("Pretraining"),
            Task.TRAIN: self.tr("Training"),
        }
        for index in range(self.task_combo.count()):
            self.task_combo.setItemText(index, names[Task(self.task_combo.itemData(index))])

    def _show_core_error(self, exc: ValueError) -> None:
        """A refusal of the core, under the field it names, in the window's language (a
        :class:`SizingError` gives its field and reason; another refusal's English message
        is read as "field: reason")."""
        reason = getattr(exc, "reason", None)
        if isinstance(exc, SizingError) and isinstance(reason, Text):
            key, render = exc.field, lambda: tr_text(reason)
        else:
            head, sep, rest = exception_reason(exc).partition(": ")
            key = head.strip().lower().replace("-", "_") if sep else "model"
            rest = rest if sep else exception_reason(exc)
            render = lambda: rest  # noqa: E731 - as the other branch's
        field = "context" if key == "resolution" else key
        if field not in FIELDS:
            field = "model"
        label = self._field_name(key if key == "resolution" else field)
        self._show_error(
            field,
            lambda: self.tr("{field}: {reason} — the lists keep the last valid sizing").format(
                field=label(), reason=render()
            ),
        )

    def _show_error(self, field: str | None, render: Callable[[], str] | None) -> None:
        """Show ``render()`` under ``field`` (and no other error); None clears them all."""
        for name, label in self.errors.items():
            label.show_message(render if name == field else None)
        for name, edit in (
            ("context", self.context_edit),
            ("batch", self.batch_edit),
            ("training", self.training_edit),
        ):
            bad = name == field
            edit.setStyleSheet(_field_style(self.palette()) if bad else "")
            edit.setProperty("invalid", bad)

    def has_error(self) -> bool:
        """True while a field of the group shows an error."""
        return any(label.isVisibleTo(self) for label in self.errors.values())

    def commit_pending(self) -> None:
        """Apply a context or batch typed but waiting for its typing pause."""
        if self._timer.isActive():
            self.apply()

    # ------------------------------------------------------------------ events
    def _on_model_index_changed(self, index: int) -> None:
        if self.model_combo.itemData(index) == CHOOSE_CUSTOM:
            self.choose_custom_model()
            return
        self.apply()

    def choose_custom_model(self) -> bool:
        """Open the custom model's dialog (prefilled with the last custom model); on OK the
        request sizes it. Cancel, or a model the job then refuses, leaves the request alone.

        Returns:
            True when the custom model was taken.
        """
        dialog = CustomModelDialog(self._custom, self)
        taken = dialog.exec() == CustomModelDialog.DialogCode.Accepted and dialog.model()
        if taken:
            self._set_custom(dialog.model())
            with QSignalBlocker(self.model_combo):
                self.model_combo.setCurrentIndex(self.model_combo.findData(CUSTOM_ID))
            self.apply()
        else:
            self._show_model(self.model())
        dialog.deleteLater()
        return bool(taken)

    def _set_custom(self, model) -> None:
        """Offer ``model`` (a custom ``ModelSpec``) in the list, above "Custom model…"."""
        self.fill_models()
        self._custom = model
        combo = self.model_combo
        with QSignalBlocker(combo):
            index = combo.findData(CUSTOM_ID)
            if index < 0:
                index = combo.findData(CHOOSE_CUSTOM)
                combo.insertItem(index, "", CUSTOM_ID)
            combo.setItemText(index, self._model_item_text(CUSTOM_ID))

    def _show_model(self, model) -> None:
        """Put the list on ``model`` (a ``ModelSpec``, or None for "(none)")."""
        combo = self.model_combo
        with QSignalBlocker(combo):
            if model is None:
                if combo.currentIndex() != 0 or combo.currentText() != combo.itemText(0):
                    combo.setCurrentIndex(0)
                    combo.setEditText(combo.itemText(0))
                return
            self.fill_models()
            if model.id == CUSTOM_ID and model != self._custom:
                self._set_custom(model)
            index = combo.findData(model.id)
            if index >= 0 and index != combo.currentIndex():
                combo.setCurrentIndex(index)
            elif index >= 0 and combo.currentText() != combo.itemText(index):
                combo.setEditText(combo.itemText(index))
            if not combo.lineEdit().hasFocus():  # a long name shows its start, not its end
                combo.lineEdit().setCursorPosition(0)

    def _on_model_entered(self) -> None:
        self.apply()

    def _on_number_text_changed(self, field: str) -> None:
        # Say at once whether the text is a number; apply it only after a pause (or Enter).
        try:
            self._check(field)
        except FieldError as exc:
            self._show_error(exc.field, exc.render)
        else:
            if self.errors[field].isVisibleTo(self):
                self._show_error(None, None)
        self._timer.start()

    def _show_request(self) -> None:
        """Make the fields say what the request sizes (it may change from elsewhere: another
        catalog, a reset), leaving them alone while one shows an error (being typed)."""
        if self.has_error():
            return
        sizing = self._state.request.sizing
        model = sizing.model if sizing is not None else None
        self._enable(model is not None, model)
        self._show_model(model)
        if model is None:
            return
        for field, value in (
            (self.task_combo, sizing.task.value),
            (self.precision_combo, sizing.precision.value),
            (self.goal_combo, self._state.request.goal.value),
        ):
            index = field.findData(value)
            if index >= 0 and index != field.currentIndex():
                with QSignalBlocker(field):
                    field.setCurrentIndex(index)
        size = sizing.resolution if model.kind != "transformer" else sizing.context
        for edit, value in ((self.context_edit, size), (self.batch_edit, sizing.batch)):
            shown = "" if value is None or (edit is self.batch_edit and value == 1) else str(value)
            if edit.text().replace(",", "").strip() != shown and not self._timer.isActive():
                with QSignalBlocker(edit):
                    edit.setText(shown)
        self._show_training_row(True)
        self._show_training_data(model)

    def _show_training_data(self, model) -> None:
        """The training data's field says the request's (kept as typed when it is the same
        count; left alone for a task that does not train, to be used again)."""
        if Task(self.task_combo.currentData()) not in TRAINING_TASKS or self._timer.isActive():
            return
        request = self._state.request
        data = request.training_tokens if model.kind == "transformer" else request.training_images
        try:
            typed = parse_amount(self.training_edit.text(), whole=False)
        except AmountError:
            typed = None
        if typed != data:
            with QSignalBlocker(self.training_edit):
                self.training_edit.setText("" if data is None else f"{data:,.0f}")
