"""The left-hand input panel: workload family, budget, model scale, GPU memory and count, and
the metric-weights editor. It only turns what the engineer types into :class:`AppState`
changes; the state computes the results.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QSignalBlocker, Qt, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractSpinBox,
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
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.recommend import MODEL_SCALES, PROFILES, UnknownWorkload, parse_budget, resolve_workload
from core.rules import CIRCUITS, parse_site
from core.workloads import WEIGHTED_METRICS, WorkloadProfile
from gui.charts import metric_name, metric_unit
from gui.message_area import message_box
from gui.state import AppState, site_key
from gui.theme import ERROR

WEIGHT_MAX = 1.0
BUDGET_DELAY_MS = 400
"""A pause in typing this long (ms) applies the budget, as Enter or leaving the field does."""

# A sentence ends at ". " before a capital, but not inside "i.e. " or "e.g. ".
_SENTENCE_END = re.compile(r"(?<!\bi\.e)(?<!\be\.g)\.\s+(?=[A-Z(])")


def error_style(palette: QPalette) -> str:
    """The style sheet of a field with an invalid entry: a border in the theme's error
    colour."""
    return (f"QLineEdit {{ border: 2px solid {ERROR.name(palette)}; border-radius: 3px;"
            " padding: 1px; }")


class ErrorLabel(QLabel):
    """An error message under a field: word-wrapped, hidden until shown, in the theme's error
    colour, re-read when the theme changes.

    The colour is set in the label's palette, not a style sheet: a widget with a style sheet
    keeps its palette when the application's changes, and is not told.
    """

    def __init__(self, object_name: str, parent=None):
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setWordWrap(True)
        self.setVisible(False)
        self._recolor()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._recolor()

    def _recolor(self) -> None:
        palette = self.palette()
        color = ERROR.on(palette)
        if palette.color(QPalette.ColorRole.WindowText) != color:  # else no change, no loop
            palette.setColor(QPalette.ColorRole.WindowText, color)
            self.setPalette(palette)


def metric_label(metric: str) -> str:
    """The window's name of a metric of :data:`core.catalog.METRICS`: the English name and
    unit (:data:`core.workloads.METRIC_LABELS`), then the Chinese word where the Chinese name
    is all Chinese (the seed's column headings): "Bandwidth GB/s (顯存帶寬)", "FP16 TFLOPS"."""
    text = f"{metric_name(metric)} {metric_unit(metric)}".strip()
    chinese = metric_name(metric, "zh_TW")
    if chinese == metric_name(metric) or re.search(r"[A-Za-z]", chinese):
        return text
    return f"{text} ({chinese})"


def _chinese_part(label: str) -> str:
    """The Chinese words of a bilingual label ("CNN 卷積神經網絡" -> "卷積神經網絡")."""
    return re.sub(r"[A-Za-z0-9/()+\-]+", " ", label).strip()


def first_sentence(text: str) -> str:
    """The first sentence of ``text``; "i.e." and "e.g." do not end it."""
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0].rstrip(".") + "."


def workload_summary(profile: WorkloadProfile) -> str:
    """The one line the panel shows under the workload list: the first sentence of the
    profile's ``derivation`` (for CNN and RNN the seed's priority order, in English)."""
    return first_sentence(profile.derivation)


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
        # As wide as its longest row, whatever else the panel holds (a catalog without a
        # scale table has a narrow scale combo): no scroll bars in a fixed-height list.
        self.setMinimumWidth(self.sizeHintForColumn(0) + 2 * self.frameWidth() + 8)
        self._show_request()
        self.currentItemChanged.connect(self._on_current_item_changed)
        state.request_changed.connect(self._show_request)

    def current_key(self) -> str | None:
        """The profile key of the selected row, or None when no row is selected."""
        item = self.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def select_key(self, key: str) -> None:
        """Select the row of profile ``key`` (switching the workload); unknown keys do nothing."""
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
    """A spin box per metric showing the weights in use; editing one makes them custom.

    The boxes always show the weights the ranking uses: an edit the core refuses (every
    weight 0) is undone in the boxes and the reason is shown under them.
    """

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
            grid.addWidget(QLabel(metric_label(metric)), row, 0)
            grid.addWidget(spin, row, 1)
            self._spins[metric] = spin
        self.reset_button = QPushButton(self.tr("Reset to seed"))
        self.reset_button.setObjectName("resetWeights")
        self.reset_button.setToolTip(self.tr("Use the weights derived from the seed guide again"))
        self.reset_button.clicked.connect(state.reset_weights)
        self.error_label = ErrorLabel("weightsError")
        grid.addWidget(self.error_label, len(WEIGHTED_METRICS), 0, 1, 2)
        grid.addWidget(self.reset_button, len(WEIGHTED_METRICS) + 1, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        self._show_weights()
        state.request_changed.connect(self._show_weights)

    def spin(self, metric: str) -> QDoubleSpinBox:
        """The spin box of ``metric`` (one of ``core.workloads.WEIGHTED_METRICS``).

        Raises:
            KeyError: not a weighted metric.
        """
        return self._spins[metric]

    def weights(self) -> dict[str, float]:
        """The weights the boxes show: metric -> weight (0-1 each, not scaled to sum 1)."""
        return {metric: spin.value() for metric, spin in self._spins.items()}

    def _show_weights(self, keep_error: bool = False) -> None:
        weights = self._state.effective_weights
        for metric, spin in self._spins.items():
            with QSignalBlocker(spin):
                spin.setValue(float(weights.get(metric, 0.0)))
        self.reset_button.setEnabled(self._state.request.weights is not None)
        if not keep_error:
            self.error_label.setVisible(False)

    def _on_spin_value_changed(self, _value: float) -> None:
        try:
            self._state.set_weights(self.weights())
        except ValueError as exc:  # e.g. all weights 0: the ranking keeps the last weights
            self.error_label.setText(self.tr("{reason}; the boxes show the weights still in "
                                             "use").format(reason=exc))
            self.error_label.setVisible(True)
            self._show_weights(keep_error=True)
            return
        self.error_label.setVisible(False)


class WorkloadPanel(QWidget):
    """Workload list, request inputs and the weights editor, stacked vertically."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)

        catalog_box = QGroupBox(self.tr("Catalog"))
        catalog_layout = QVBoxLayout(catalog_box)
        catalog_layout.setContentsMargins(6, 6, 6, 6)
        self.catalog_combo = QComboBox()
        self.catalog_combo.setObjectName("catalogCombo")
        self.catalog_combo.setToolTip(self.tr(
            "The catalog the GPUs and workstations come from; each is ranked on its own"))
        for name in state.catalog_names():
            self.catalog_combo.addItem(name, name)
        catalog_layout.addWidget(self.catalog_combo)
        self.tensor_note = QLabel()
        self.tensor_note.setObjectName("tensorDefinition")
        self.tensor_note.setWordWrap(True)
        self.tensor_note.setTextFormat(Qt.TextFormat.PlainText)
        catalog_layout.addWidget(self.tensor_note)
        layout.addWidget(catalog_box)
        self.catalog_combo.currentIndexChanged.connect(self._on_catalog_index_changed)

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
        self.budget_edit.setToolTip(self.tr("Budget per workstation in CNY (¥); applied when "
                                            "you press Enter, leave the field or pause typing"))
        self.budget_edit.textChanged.connect(self._on_budget_text_changed)
        self.budget_edit.editingFinished.connect(self.commit_budget)
        # Typing "150000" must not apply ¥1, ¥15 ... on the way: wait for a pause.
        self._budget_timer = QTimer(self)
        self._budget_timer.setSingleShot(True)
        self._budget_timer.setInterval(BUDGET_DELAY_MS)
        self._budget_timer.timeout.connect(self.commit_budget)
        self.budget_error = ErrorLabel("budgetError")
        budget_column = QVBoxLayout()
        budget_column.setSpacing(1)
        budget_column.addWidget(self.budget_edit)
        budget_column.addWidget(self.budget_error)
        form.addRow(self.tr("Budget ¥"), budget_column)

        self.scale_combo = QComboBox()
        self.scale_combo.setObjectName("scaleCombo")
        self._fill_scale_combo()
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
        self.count_error = ErrorLabel("countError")
        count_column = QVBoxLayout()
        count_column.setSpacing(1)
        count_column.addLayout(count_row)
        count_column.addWidget(self.count_error)
        form.addRow(self.tr("GPUs per box"), count_column)

        self.site_combo = QComboBox()
        self.site_combo.setObjectName("siteCombo")
        self.site_combo.setToolTip(self.tr(
            "The customer's wall circuit: the power rules check each PSU's wall draw against "
            "80 % of it; not set = cannot check"))
        self.site_combo.addItem(self.tr("not set"), "")
        for key, circuit in CIRCUITS.items():
            self.site_combo.addItem(circuit.label, key)
            self.site_combo.addItem(self.tr("2 × {circuit}").format(circuit=circuit.label),
                                    f"2x{key}")
        self._show_site()
        self.site_combo.currentIndexChanged.connect(self._on_site_index_changed)
        form.addRow(self.tr("Site circuit"), self.site_combo)
        layout.addWidget(inputs)

        self.weights_editor = WeightsEditor(state)
        layout.addWidget(self.weights_editor)
        layout.addStretch(1)

        state.request_changed.connect(self._show_workload_note)
        state.request_changed.connect(self._show_requirements)
        state.catalog_changed.connect(self._show_catalog)
        state.site_changed.connect(self._show_site)  # a site set elsewhere shows here too
        self._budget_shown: int | None = None
        self._show_workload_note()
        self._show_requirements()
        self._show_catalog()

    # ------------------------------------------------------------------ site
    def _show_site(self) -> None:
        site = self._state.site
        key = site_key(site)
        index = self.site_combo.findData(key)
        if index < 0:  # a circuit count the list does not offer: add it as it is
            self.site_combo.addItem(site.label, key)
            index = self.site_combo.count() - 1
        with QSignalBlocker(self.site_combo):
            self.site_combo.setCurrentIndex(index)

    def _on_site_index_changed(self, _index: int) -> None:
        self._state.set_site(parse_site(self.site_combo.currentData() or ""))

    # ------------------------------------------------------------------ catalog
    def _fill_scale_combo(self) -> None:
        """The model scales, with the catalog's scale-table wording; disabled (only "Any")
        when the catalog has no scale table."""
        catalog = self._state.catalog
        scale_labels = {row.scale: row.label_as_printed for row in catalog.scale_table}
        names = {
            "small": self.tr("Small"),
            "medium": self.tr("Medium"),
            "large": self.tr("Large"),
            "very-large": self.tr("Very large"),
        }
        with QSignalBlocker(self.scale_combo):
            self.scale_combo.clear()
            self.scale_combo.addItem(self.tr("Any"), None)
            if catalog.scale_table:
                for scale in MODEL_SCALES:
                    text = names.get(scale, scale)
                    if scale in scale_labels:
                        text = f"{text} ({scale_labels[scale]})"
                    self.scale_combo.addItem(text, scale)
            index = self.scale_combo.findData(self._state.request.model_scale)
            self.scale_combo.setCurrentIndex(max(index, 0))
        self.scale_combo.setEnabled(bool(catalog.scale_table))
        self.scale_combo.setToolTip("" if catalog.scale_table else self.tr(
            "The catalog “{name}” has no scale table").format(name=catalog.name))

    def _show_catalog(self) -> None:
        catalog = self._state.catalog
        index = self.catalog_combo.findData(catalog.name)
        if index < 0:
            with QSignalBlocker(self.catalog_combo):
                self.catalog_combo.addItem(catalog.name, catalog.name)
            index = self.catalog_combo.count() - 1
        if index != self.catalog_combo.currentIndex():
            with QSignalBlocker(self.catalog_combo):
                self.catalog_combo.setCurrentIndex(index)
        self.catalog_combo.setToolTip(catalog.title)
        self.tensor_note.setText(self.tr("Tensor TFLOPS: {definition}").format(
            definition=catalog.tensor_definition or self.tr("definition not stated")))
        self._fill_scale_combo()

    def _on_catalog_index_changed(self, _index: int) -> None:
        name = self.catalog_combo.currentData()
        if not name or name == self._state.catalog.name:
            return
        try:
            self._state.open_catalog(name)
        except Exception as exc:  # noqa: BLE001 - shown to the user, never a traceback
            from gui.app import one_line

            self._show_catalog()  # back to the catalog in use
            message_box(self, QMessageBox.Icon.Warning, self.tr("Catalog"), self.tr(
                "The catalog “{name}” could not be opened: {reason}").format(
                    name=name, reason=one_line(exc)))

    # ------------------------------------------------------------------ handlers
    def _show_workload_note(self) -> None:
        profile = self._state.profile
        # One sentence here (for CNN and RNN the seed's priority order); all of it on hover.
        self.workload_note.setText(workload_summary(profile))
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
            self._budget_timer.stop()
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
        # Say at once whether the text is a budget; apply it only after a pause (or Enter).
        try:
            parse_budget(text)
        except ValueError as exc:
            self._show_budget_error(str(exc) or self.tr("not a budget"))
        else:
            self._show_budget_error(None)
        self._budget_timer.start()

    def commit_budget(self) -> None:
        """Apply the budget field to the request now (Enter, focus-out, or a typing pause).

        An invalid entry changes nothing: the last valid recommendation stays and the field
        says what is wrong.
        """
        self._budget_timer.stop()
        try:
            budget = parse_budget(self.budget_edit.text())
        except ValueError as exc:
            self._show_budget_error(str(exc) or self.tr("not a budget"))
            return
        self._budget_shown = budget
        try:
            self._state.set_budget(budget)
        except ValueError as exc:
            self._show_budget_error(str(exc))
            return
        self._show_budget_error(None)

    def commit_pending(self) -> None:
        """Apply every input typed but not yet applied: the budget waiting for its typing
        pause, and a weight or spin box whose typed text waits for Enter or focus-out (as
        before an export, which must quote what the fields now say)."""
        if self.budget_pending():
            self.commit_budget()
        for spin in self.findChildren(QAbstractSpinBox):
            if not spin.keyboardTracking():  # the others apply each key as it is typed
                spin.interpretText()

    def budget_pending(self) -> bool:
        """True while typed budget text waits for its pause before it is applied."""
        return self._budget_timer.isActive()

    def changeEvent(self, event: QEvent) -> None:
        """An invalid budget's border follows the theme (a widget with a style sheet is not
        told of a new palette: its parent restyles it)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self.budget_edit.styleSheet():
            self.budget_edit.setStyleSheet(error_style(self.palette()))

    def _show_budget_error(self, message: str | None) -> None:
        self.budget_edit.setStyleSheet(error_style(self.palette()) if message else "")
        self.budget_edit.setProperty("invalid", bool(message))
        self.budget_error.setText(message or "")
        self.budget_error.setVisible(bool(message))

    def budget_is_valid(self) -> bool:
        """False while the budget field shows an error."""
        return not self.budget_error.isVisibleTo(self)

    def _on_scale_index_changed(self, _index: int) -> None:
        self._state.set_model_scale(self.scale_combo.currentData())

    def _on_memory_value_changed(self, value: int) -> None:
        self._state.set_min_gpu_memory(value or None)

    def _on_count_value_changed(self, _value: int) -> None:
        low, high = self.count_min_spin.value(), self.count_max_spin.value()
        if low and high and low > high:
            self.count_error.setText(self.tr("“from” is more than “to” — the lists keep the "
                                             "last valid range"))
            self.count_error.setVisible(True)
            return
        self.count_error.setVisible(False)
        if not low and not high:
            self._state.set_gpu_count(None)
        else:
            try:
                self._state.set_gpu_count(self._field_gpu_count())
            except ValueError as exc:
                self.count_error.setText(self.tr("{reason} — the lists keep the last valid "
                                                 "range").format(reason=exc))
                self.count_error.setVisible(True)
