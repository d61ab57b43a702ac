"""The left-hand input panel: workload family, budget, model scale, GPU memory and count, and
the metric-weights editor. It only turns what the engineer types into :class:`AppState`
changes; the state computes the results.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.recommend import MODEL_SCALES, PROFILES, UnknownWorkload, parse_budget, resolve_workload
from core.workloads import WEIGHTED_METRICS
from gui.state import AppState

ERROR_STYLE = "QLineEdit { border: 2px solid #d1242f; border-radius: 3px; padding: 1px; }"
ERROR_LABEL_STYLE = "color: #d1242f;"
WEIGHT_MAX = 1.0


def metric_label(widget: QWidget, metric: str) -> str:
    """The user-visible name of a metric of :data:`core.catalog.METRICS` (translatable)."""
    labels = {
        "cuda_cores": widget.tr("CUDA cores"),
        "tensor_cores": widget.tr("Tensor cores"),
        "memory_gb": widget.tr("Memory (顯存) GB"),
        "memory_bandwidth_gbs": widget.tr("Bandwidth (顯存帶寬) GB/s"),
        "tensor_tflops": widget.tr("Tensor TFLOPS (Tensors)"),
        "fp16_tflops": widget.tr("FP16 TFLOPS (半精度)"),
        "fp32_tflops": widget.tr("FP32 TFLOPS (FLOP)"),
    }
    return labels.get(metric, metric)


def _chinese_part(label: str) -> str:
    """The Chinese words of a bilingual label ("CNN 卷積神經網絡" -> "卷積神經網絡")."""
    return re.sub(r"[A-Za-z0-9/()+\-]+", " ", label).strip()


class WorkloadList(QListWidget):
    """One row per workload profile; the seed's application areas as tooltip."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self.setObjectName("workloadList")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        families = {}
        for family in getattr(state.catalog, "workload_families", ()) or ():
            try:
                families.setdefault(resolve_workload(family.key).key, family)
            except UnknownWorkload:
                continue
        for key, profile in PROFILES.items():
            item = QListWidgetItem(f"{profile.label_en}  {_chinese_part(profile.label_zh)}".strip())
            item.setData(Qt.ItemDataRole.UserRole, key)
            family = families.get(key)
            if family is not None:
                tip = self.tr("{name}\nApplications: {apps}\n{apps_zh}").format(
                    name=family.name_as_printed,
                    apps=family.applications_en,
                    apps_zh=family.applications_as_printed,
                )
            else:
                tip = profile.derivation
            item.setToolTip(tip)
            self.addItem(item)
        rows = max(self.count(), 1)
        self.setFixedHeight(self.sizeHintForRow(0) * rows + 2 * self.frameWidth() + 4)
        self._show_request()
        self.currentItemChanged.connect(self._on_current_item_changed)
        state.request_changed.connect(self._show_request)

    def current_key(self) -> str | None:
        item = self.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def select_key(self, key: str) -> None:
        for row in range(self.count()):
            if self.item(row).data(Qt.ItemDataRole.UserRole) == key:
                self.setCurrentRow(row)
                return

    def _show_request(self) -> None:
        if self.current_key() != self._state.request.workload:
            self.blockSignals(True)
            self.select_key(self._state.request.workload)
            self.blockSignals(False)

    def _on_current_item_changed(self, current, _previous) -> None:
        if current is not None:
            self._state.set_workload(current.data(Qt.ItemDataRole.UserRole))


class WeightsEditor(QGroupBox):
    """A spin box per metric showing the weights in use; editing one makes them custom."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self.setTitle(self.tr("Metric weights"))
        self._state = state
        self._spins: dict[str, QDoubleSpinBox] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 6, 6, 6)
        grid.setVerticalSpacing(2)
        for row, metric in enumerate(WEIGHTED_METRICS):
            spin = QDoubleSpinBox()
            spin.setObjectName(f"weight_{metric}")
            spin.setRange(0.0, WEIGHT_MAX)
            spin.setDecimals(3)
            spin.setSingleStep(0.01)
            spin.setKeyboardTracking(False)
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            spin.valueChanged.connect(self._on_spin_value_changed)
            grid.addWidget(QLabel(metric_label(self, metric)), row, 0)
            grid.addWidget(spin, row, 1)
            self._spins[metric] = spin
        self.reset_button = QPushButton(self.tr("Reset to seed"))
        self.reset_button.setObjectName("resetWeights")
        self.reset_button.setToolTip(self.tr("Use the weights derived from the seed guide again"))
        self.reset_button.clicked.connect(state.reset_weights)
        self.error_label = QLabel()
        self.error_label.setObjectName("weightsError")
        self.error_label.setStyleSheet(ERROR_LABEL_STYLE)
        self.error_label.setWordWrap(True)
        self.error_label.setVisible(False)
        grid.addWidget(self.error_label, len(WEIGHTED_METRICS), 0, 1, 2)
        grid.addWidget(self.reset_button, len(WEIGHTED_METRICS) + 1, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        self._show_weights()
        state.request_changed.connect(self._show_weights)

    def spin(self, metric: str) -> QDoubleSpinBox:
        return self._spins[metric]

    def weights(self) -> dict[str, float]:
        return {metric: spin.value() for metric, spin in self._spins.items()}

    def _show_weights(self) -> None:
        weights = self._state.effective_weights
        for metric, spin in self._spins.items():
            spin.blockSignals(True)
            spin.setValue(float(weights.get(metric, 0.0)))
            spin.blockSignals(False)
        self.reset_button.setEnabled(self._state.request.weights is not None)
        self.error_label.setVisible(False)

    def _on_spin_value_changed(self, _value: float) -> None:
        try:
            self._state.set_weights(self.weights())
        except ValueError as exc:  # e.g. all weights 0: keep the last ranking, say why
            self.error_label.setText(str(exc))
            self.error_label.setVisible(True)
            self.reset_button.setEnabled(True)
            return
        self.error_label.setVisible(False)


class WorkloadPanel(QWidget):
    """Workload list, request inputs and the weights editor, stacked vertically."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)

        workload_box = QGroupBox(self.tr("Workload (algorithm family)"))
        box_layout = QVBoxLayout(workload_box)
        box_layout.setContentsMargins(6, 6, 6, 6)
        self.workload_list = WorkloadList(state)
        box_layout.addWidget(self.workload_list)
        self.workload_note = QLabel()
        self.workload_note.setObjectName("workloadNote")
        self.workload_note.setWordWrap(True)
        self.workload_note.setTextFormat(Qt.TextFormat.PlainText)
        box_layout.addWidget(self.workload_note)
        layout.addWidget(workload_box)

        inputs = QGroupBox(self.tr("Requirements"))
        form = QFormLayout(inputs)
        form.setContentsMargins(6, 6, 6, 6)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)

        self.budget_edit = QLineEdit()
        self.budget_edit.setObjectName("budgetEdit")
        self.budget_edit.setPlaceholderText(self.tr("any, e.g. 60000"))
        self.budget_edit.setClearButtonEnabled(True)
        self.budget_edit.setToolTip(self.tr("Budget per workstation in CNY (¥)"))
        self.budget_edit.textChanged.connect(self._on_budget_text_changed)
        self.budget_error = QLabel()
        self.budget_error.setObjectName("budgetError")
        self.budget_error.setStyleSheet(ERROR_LABEL_STYLE)
        self.budget_error.setWordWrap(True)
        self.budget_error.setVisible(False)
        budget_column = QVBoxLayout()
        budget_column.setSpacing(1)
        budget_column.addWidget(self.budget_edit)
        budget_column.addWidget(self.budget_error)
        form.addRow(self.tr("Budget ¥"), budget_column)

        self.scale_combo = QComboBox()
        self.scale_combo.setObjectName("scaleCombo")
        self.scale_combo.addItem(self.tr("Any"), None)
        scale_labels = {
            row.scale: row.label_as_printed for row in getattr(state.catalog, "scale_table", ())
        }
        names = {
            "small": self.tr("Small"),
            "medium": self.tr("Medium"),
            "large": self.tr("Large"),
            "very-large": self.tr("Very large"),
        }
        for scale in MODEL_SCALES:
            text = names.get(scale, scale)
            if scale in scale_labels:
                text = f"{text} ({scale_labels[scale]})"
            self.scale_combo.addItem(text, scale)
        self.scale_combo.currentIndexChanged.connect(self._on_scale_index_changed)
        form.addRow(self.tr("Model scale"), self.scale_combo)

        self.memory_spin = QSpinBox()
        self.memory_spin.setObjectName("memorySpin")
        self.memory_spin.setRange(0, 256)
        self.memory_spin.setSpecialValueText(self.tr("any"))
        self.memory_spin.setSuffix(self.tr(" GB"))
        self.memory_spin.setToolTip(self.tr("Least GPU memory per card"))
        self.memory_spin.valueChanged.connect(self._on_memory_value_changed)
        form.addRow(self.tr("Min GPU memory"), self.memory_spin)

        self.count_min_spin = QSpinBox()
        self.count_min_spin.setObjectName("countMinSpin")
        self.count_max_spin = QSpinBox()
        self.count_max_spin.setObjectName("countMaxSpin")
        for spin in (self.count_min_spin, self.count_max_spin):
            spin.setRange(0, 16)
            spin.setSpecialValueText(self.tr("any"))
            spin.valueChanged.connect(self._on_count_value_changed)
        count_row = QHBoxLayout()
        count_row.setSpacing(4)
        count_row.addWidget(self.count_min_spin, 1)
        count_row.addWidget(QLabel(self.tr("to")))
        count_row.addWidget(self.count_max_spin, 1)
        self.count_error = QLabel()
        self.count_error.setObjectName("countError")
        self.count_error.setStyleSheet(ERROR_LABEL_STYLE)
        self.count_error.setVisible(False)
        count_column = QVBoxLayout()
        count_column.setSpacing(1)
        count_column.addLayout(count_row)
        count_column.addWidget(self.count_error)
        form.addRow(self.tr("GPUs per box"), count_column)
        layout.addWidget(inputs)

        self.weights_editor = WeightsEditor(state)
        layout.addWidget(self.weights_editor)
        layout.addStretch(1)

        state.request_changed.connect(self._show_workload_note)
        state.request_changed.connect(self._show_requirements)
        self._budget_shown: int | None = None
        self._show_workload_note()
        self._show_requirements()

    # ------------------------------------------------------------------ handlers
    def _show_workload_note(self) -> None:
        profile = self._state.profile
        # The first sentence (the seed's priority order) here; the whole derivation on hover.
        first = re.split(r"(?<=\.)\s", profile.derivation, maxsplit=1)[0]
        self.workload_note.setText(first)
        self.workload_note.setToolTip(profile.derivation)

    def _field_gpu_count(self) -> tuple[int, int] | None:
        low, high = self.count_min_spin.value(), self.count_max_spin.value()
        if not low and not high:
            return None
        return (low or 1, high or self.count_max_spin.maximum())

    def _show_requirements(self) -> None:
        """Make the fields say what the request holds (it may change from elsewhere, e.g. a
        restored session), leaving a field alone while it already means the same."""
        request = self._state.request
        # The budget field is rewritten only when the request's budget moved away from the
        # one this field last stood for: an invalid entry being typed stays, with its error.
        if request.budget_cny != self._budget_shown:
            with QSignalBlocker(self.budget_edit):
                self.budget_edit.setText("" if request.budget_cny is None else str(request.budget_cny))
            self._show_budget_error(None)
            self._budget_shown = request.budget_cny
        index = self.scale_combo.findData(request.model_scale)
        if index >= 0 and index != self.scale_combo.currentIndex():
            with QSignalBlocker(self.scale_combo):
                self.scale_combo.setCurrentIndex(index)
        if (self.memory_spin.value() or None) != request.min_gpu_memory_gb:
            with QSignalBlocker(self.memory_spin):
                self.memory_spin.setValue(request.min_gpu_memory_gb or 0)
        if not self.count_error.isVisible() and self._field_gpu_count() != request.gpu_count:
            low, high = request.gpu_count or (0, 0)
            for spin, value in ((self.count_min_spin, low), (self.count_max_spin, high)):
                with QSignalBlocker(spin):
                    spin.setValue(value)

    def _on_budget_text_changed(self, text: str) -> None:
        try:
            budget = parse_budget(text)
        except ValueError as exc:
            # Keep the last valid recommendation; the field says what is wrong.
            self._show_budget_error(str(exc) or self.tr("not a budget"))
            return
        self._budget_shown = budget
        try:
            self._state.set_budget(budget)
        except ValueError as exc:
            self._show_budget_error(str(exc))
            return
        self._show_budget_error(None)

    def _show_budget_error(self, message: str | None) -> None:
        self.budget_edit.setStyleSheet(ERROR_STYLE if message else "")
        self.budget_edit.setProperty("invalid", bool(message))
        self.budget_error.setText(message or "")
        self.budget_error.setVisible(bool(message))

    def budget_is_valid(self) -> bool:
        return not self.budget_error.isVisibleTo(self)

    def _on_scale_index_changed(self, _index: int) -> None:
        self._state.set_model_scale(self.scale_combo.currentData())

    def _on_memory_value_changed(self, value: int) -> None:
        self._state.set_min_gpu_memory(value or None)

    def _on_count_value_changed(self, _value: int) -> None:
        low, high = self.count_min_spin.value(), self.count_max_spin.value()
        if low and high and low > high:
            self.count_error.setText(self.tr("“from” is more than “to”"))
            self.count_error.setVisible(True)
            return
        self.count_error.setVisible(False)
        if not low and not high:
            self._state.set_gpu_count(None)
        else:
            try:
                self._state.set_gpu_count(self._field_gpu_count())
            except ValueError as exc:
                self.count_error.setText(str(exc))
                self.count_error.setVisible(True)
