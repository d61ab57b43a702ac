"""The left-hand input panel: workload family, budget, model scale, GPU memory and count, and
the metric-weights editor. It only turns what the engineer types into :class:`AppState`
changes; the state computes the results.
"""

from __future__ import annotations

import re
from collections.abc import Callable

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
    QVBoxLayout,
    QWidget,
)

from rigwright.core.build.rules import CIRCUITS, parse_site
from rigwright.core.catalog.glossary import localise
from rigwright.core.catalog.model import data_text, metric_label_text
from rigwright.core.recommend.ranking import (
    MODEL_SCALES,
    PROFILES,
    UnknownWorkload,
    parse_budget,
    resolve_workload,
)
from rigwright.core.recommend.workloads import WEIGHTED_METRICS, WorkloadProfile
from rigwright.core.text.i18n import Text
from rigwright.core.text.words import to_simplified
from rigwright.gui.inputs.market_field import MarketCombo
from rigwright.gui.inputs.sizing_fields import SizingFields
from rigwright.gui.state import AppState, site_key
from rigwright.gui.widgets.error_label import ErrorLabel  # its home; re-exported here
from rigwright.gui.widgets.fixed_lines import FixedLinesLabel
from rigwright.gui.widgets.help import help_button, retranslate_help_button, set_help_topic
from rigwright.gui.widgets.i18n import Retranslating, current_language, tr_text
from rigwright.gui.widgets.message_area import message_box
from rigwright.gui.widgets.spin_boxes import ClearableSpinBox
from rigwright.gui.widgets.theme import ERROR

WEIGHT_MAX = 1.0
BUDGET_DELAY_MS = 400
"""A pause in typing this long (ms) applies the budget, as Enter or leaving the field does."""

# A sentence ends at ". " before a capital, but not inside "i.e. " or "e.g. "; a Chinese one
# at "。".
_SENTENCE_END = re.compile(r"(?<!\bi\.e)(?<!\be\.g)\.\s+(?=[A-Z(])")
_CHINESE_SENTENCE_END = re.compile(r"(?<=。)")


def error_style(palette: QPalette) -> str:
    """The style sheet of a field with an invalid entry: a border in the theme's error
    colour."""
    return (
        f"QLineEdit {{ border: 2px solid {ERROR.name(palette)}; border-radius: 3px;"
        " padding: 1px; }"
    )


def reason_text(exc: BaseException) -> str:
    """The reason a core function refused an input, in the window's language: its message
    when it is a core :class:`Text`, else the message as it is."""
    message = exc.args[0] if len(exc.args) == 1 else None
    return tr_text(message) if isinstance(message, Text) else str(exc)


def metric_label(metric: str) -> str:
    """The window's name of a metric of :data:`rigwright.core.catalog.model.METRICS` with its unit,
    in the window's language: "Bandwidth GB/s" (显存带宽 GB/s), "FP16 TFLOPS"; the key itself for an
    unknown metric."""
    return tr_text(metric_label_text(metric))


def first_sentence(text: str) -> str:
    """The first sentence of ``text``; "i.e." and "e.g." do not end it; a Chinese text's
    ends at "。"."""
    text = text.strip()
    chinese = _CHINESE_SENTENCE_END.split(text, maxsplit=1)[0]
    if chinese != text:
        return chinese
    return _SENTENCE_END.split(text, maxsplit=1)[0].rstrip(".") + "."


def profile_label(profile: WorkloadProfile) -> str:
    """A workload profile's name in the window's language only (its translatable
    ``label_text``, else the English ``label_en``): the seed's Traditional-Chinese name is in
    the row's tooltip, never beside an English name."""
    label = getattr(profile, "label_text", None)
    return tr_text(label) if isinstance(label, Text) else profile.label_en


def profile_derivation(profile: WorkloadProfile) -> str:
    """How a workload profile's weights were derived, in the window's language."""
    return tr_text(getattr(profile, "derivation_text", profile.derivation))


def workload_summary(profile: WorkloadProfile) -> str:
    """The one line the panel shows under the workload list: the first sentence of the
    profile's ``derivation`` (for CNN and RNN the seed's priority order)."""
    return first_sentence(profile_derivation(profile))


class WorkloadList(Retranslating, QListWidget):
    """One row per workload profile; the seed's application areas as tooltip."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self.setObjectName("workloadList")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._families = {}
        for family in getattr(state.catalog, "workload_families", ()) or ():
            try:
                self._families.setdefault(resolve_workload(family.key).key, family)
            except UnknownWorkload:
                continue
        for key in PROFILES:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, key)
            self.addItem(item)
        self.retranslate()
        self._show_request()
        self.currentItemChanged.connect(self._on_current_item_changed)
        state.request_changed.connect(self._show_request)

    def retranslate(self) -> None:
        """The rows' names and tooltips in the window's language; the list as high as its
        rows and as wide as the longest."""
        self.setAccessibleName(self.tr("Workload (algorithm family)"))
        for row in range(self.count()):
            item = self.item(row)
            key = item.data(Qt.ItemDataRole.UserRole)
            profile = PROFILES[key]
            item.setText(profile_label(profile))
            family = self._families.get(key)
            if family is not None:
                lang = current_language()
                if lang == "en":  # the seed's words in English, then as printed
                    tip = self.tr("{name}\nApplications: {apps}\n{apps_zh}").format(
                        name=family.name_as_printed,
                        apps=tr_text(family.applications_en),
                        apps_zh=family.applications_as_printed,
                    )
                else:  # a Chinese reader gets the seed's own words (Simplified for zh_CN)
                    words = to_simplified if lang == "zh_CN" else str
                    tip = self.tr("{name}\nApplications: {apps}", "printed").format(
                        name=words(family.name_as_printed),
                        apps=words(family.applications_as_printed),
                    )
            else:
                tip = profile_derivation(profile)
            item.setToolTip(tip)
        rows = max(self.count(), 1)
        self.setFixedHeight(self.sizeHintForRow(0) * rows + 2 * self.frameWidth() + 4)
        # As wide as its longest row, whatever else the panel holds (a catalog without a
        # scale table has a narrow scale combo): no scroll bars in a fixed-height list.
        self.setMinimumWidth(self.sizeHintForColumn(0) + 2 * self.frameWidth() + 8)

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


class WeightsEditor(Retranslating, QGroupBox):
    """A spin box per metric showing the weights in use; editing one makes them custom.

    The boxes always show the weights the ranking uses: an edit the core refuses (every
    weight 0) is undone in the boxes and the reason is shown under them. F1 on a box explains
    its metric; the "?" button the workload's leading metric.
    """

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self._spins: dict[str, QDoubleSpinBox] = {}
        self._labels: dict[str, QLabel] = {}
        set_help_topic(self, "page:configure")
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
            set_help_topic(spin, f"metric:{metric}")
            label = QLabel()
            label.setBuddy(spin)
            grid.addWidget(label, row, 0)
            grid.addWidget(spin, row, 1)
            self._spins[metric] = spin
            self._labels[metric] = label
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetWeights")
        self.reset_button.clicked.connect(state.reset_weights)
        self.help_button = help_button(self.help_topic, self)
        self.help_button.setObjectName("weightsHelp")
        self.error_label = ErrorLabel("weightsError")
        grid.addWidget(self.error_label, len(WEIGHTED_METRICS), 0, 1, 2)
        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        buttons.addWidget(self.reset_button, 1)
        buttons.addWidget(self.help_button)
        grid.addLayout(buttons, len(WEIGHTED_METRICS) + 1, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        self.retranslate()
        self._show_weights()
        state.request_changed.connect(self._show_weights)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Metric weights"))
        for metric, label in self._labels.items():
            label.setText(metric_label(metric))
            self._spins[metric].setAccessibleName(
                self.tr("Weight of {metric}").format(metric=metric_label(metric))
            )
        self.reset_button.setText(self.tr("Reset to seed"))
        self.reset_button.setToolTip(self.tr("Use the weights derived from the seed guide again"))
        retranslate_help_button(self.help_button)

    def help_topic(self) -> str:
        """The help topic of the "?" button: the metric that leads the weights in use."""
        weights = self._state.effective_weights
        if not weights:
            return "page:configure"
        return f"metric:{max(weights, key=lambda m: weights[m])}"

    def spin(self, metric: str) -> QDoubleSpinBox:
        """The spin box of ``metric`` (one of
        ``rigwright.core.recommend.workloads.WEIGHTED_METRICS``).

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
            self.error_label.show_message(None)

    def _on_spin_value_changed(self, _value: float) -> None:
        try:
            self._state.set_weights(self.weights())
        except ValueError as exc:  # e.g. all weights 0: the ranking keeps the last weights
            self.error_label.show_message(
                lambda exc=exc: self.tr("{reason}; the boxes show the weights still in use").format(
                    reason=reason_text(exc)
                )
            )
            self._show_weights(keep_error=True)
            return
        self.error_label.show_message(None)


SHIPPED_CATALOGS = ("seed-2020", "current")
"""The catalogs shipped under ``data/``: the catalog list says what each one is."""


class WorkloadPanel(Retranslating, QWidget):
    """Workload list, request inputs and the weights editor, stacked vertically."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)

        self.catalog_box = QGroupBox()
        catalog_layout = QVBoxLayout(self.catalog_box)
        catalog_layout.setContentsMargins(6, 6, 6, 6)
        self.catalog_combo = QComboBox()
        self.catalog_combo.setObjectName("catalogCombo")
        for name in state.catalog_names():
            self.catalog_combo.addItem(name, name)
        # The market beside the catalog: what the builds may be sold with.
        self.market_combo = MarketCombo(state)
        catalog_row = QHBoxLayout()
        catalog_row.setSpacing(4)
        self.catalog_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.catalog_combo.setMinimumContentsLength(10)
        catalog_row.addWidget(self.catalog_combo, 2)
        catalog_row.addWidget(self.market_combo, 1)
        catalog_layout.addLayout(catalog_row)
        self.tensor_note = QLabel()
        self.tensor_note.setObjectName("tensorDefinition")
        self.tensor_note.setWordWrap(True)
        self.tensor_note.setTextFormat(Qt.TextFormat.PlainText)
        catalog_layout.addWidget(self.tensor_note)
        layout.addWidget(self.catalog_box)
        self.catalog_combo.currentIndexChanged.connect(self._on_catalog_index_changed)

        self.workload_box = QGroupBox()
        box_layout = QVBoxLayout(self.workload_box)
        box_layout.setContentsMargins(6, 6, 6, 6)
        self.workload_list = WorkloadList(state)
        box_layout.addWidget(self.workload_list)
        # Two lines whatever the workload: a longer summary elides (whole in its tooltip), so
        # the Requirements box below never moves when the selection changes.
        self.workload_note = FixedLinesLabel(2)
        self.workload_note.setObjectName("workloadNote")
        # "?": what the selected workload's weights are and why.
        self.workload_help = help_button(
            lambda: f"workload:{self.workload_list.current_key() or state.request.workload}",
            self.workload_box,
        )
        self.workload_help.setObjectName("workloadHelp")
        set_help_topic(self.workload_list, "page:configure")
        note_row = QHBoxLayout()
        note_row.setSpacing(4)
        note_row.addWidget(self.workload_note, 1)
        note_row.addWidget(self.workload_help, 0, Qt.AlignmentFlag.AlignTop)
        box_layout.addLayout(note_row)
        layout.addWidget(self.workload_box)

        self.inputs_box = QGroupBox()
        form = QFormLayout(self.inputs_box)
        form.setContentsMargins(6, 6, 6, 6)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)

        self.budget_edit = QLineEdit()
        self.budget_edit.setObjectName("budgetEdit")
        self.budget_edit.setClearButtonEnabled(True)
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
        self.budget_label = QLabel()
        self.budget_label.setBuddy(self.budget_edit)
        form.addRow(self.budget_label, budget_column)

        self.scale_combo = QComboBox()
        self.scale_combo.setObjectName("scaleCombo")
        self._fill_scale_combo()
        self.scale_combo.currentIndexChanged.connect(self._on_scale_index_changed)
        self.scale_label = QLabel()
        self.scale_label.setBuddy(self.scale_combo)
        form.addRow(self.scale_label, self.scale_combo)

        self.memory_spin = ClearableSpinBox()
        self.memory_spin.setObjectName("memorySpin")
        self.memory_spin.setRange(0, 256)
        self.memory_spin.valueChanged.connect(self._on_memory_value_changed)
        self.memory_label = QLabel()
        self.memory_label.setBuddy(self.memory_spin)
        form.addRow(self.memory_label, self.memory_spin)

        self.count_min_spin = ClearableSpinBox()
        self.count_min_spin.setObjectName("countMinSpin")
        self.count_max_spin = ClearableSpinBox()
        self.count_max_spin.setObjectName("countMaxSpin")
        for spin in (self.count_min_spin, self.count_max_spin):
            spin.setRange(0, 16)
            spin.valueChanged.connect(self._on_count_value_changed)
        count_row = QHBoxLayout()
        count_row.setSpacing(4)
        count_row.addWidget(self.count_min_spin, 1)
        self.count_to_label = QLabel()
        count_row.addWidget(self.count_to_label)
        count_row.addWidget(self.count_max_spin, 1)
        self.count_error = ErrorLabel("countError")
        count_column = QVBoxLayout()
        count_column.setSpacing(1)
        count_column.addLayout(count_row)
        count_column.addWidget(self.count_error)
        self.count_label = QLabel()
        self.count_label.setBuddy(self.count_min_spin)
        form.addRow(self.count_label, count_column)

        self.site_combo = QComboBox()
        self.site_combo.setObjectName("siteCombo")
        self.site_combo.addItem("", "")
        for key in CIRCUITS:
            self.site_combo.addItem("", key)
            self.site_combo.addItem("", f"2x{key}")
        self._show_site()
        self.site_combo.currentIndexChanged.connect(self._on_site_index_changed)
        self.site_label = QLabel()
        self.site_label.setBuddy(self.site_combo)
        form.addRow(self.site_label, self.site_combo)
        layout.addWidget(self.inputs_box)
        self.sizing_box = SizingFields(state)  # a model to size: the job and the goal
        layout.addWidget(self.sizing_box)

        self.weights_editor = WeightsEditor(state)
        layout.addWidget(self.weights_editor)
        layout.addStretch(1)

        state.request_changed.connect(self._show_workload_note)
        state.request_changed.connect(self._show_requirements)
        state.catalog_changed.connect(self._show_catalog)
        state.site_changed.connect(self._show_site)  # a site set elsewhere shows here too
        self._budget_shown: int | None = None
        self.retranslate()
        self._show_requirements()

    def retranslate(self) -> None:
        """Every text of the panel in the window's language (the workload list, the weights
        editor and the error labels set their own)."""
        self.catalog_box.setTitle(self.tr("Catalog"))
        self.catalog_combo.setAccessibleName(self.tr("Catalog"))
        for index in range(self.catalog_combo.count()):
            self.catalog_combo.setItemText(
                index, self._catalog_label(self.catalog_combo.itemData(index))
            )
        self.workload_box.setTitle(self.tr("Workload (algorithm family)"))
        retranslate_help_button(self.workload_help)
        self.inputs_box.setTitle(self.tr("Requirements"))
        self.budget_label.setText(self.tr("&Budget ¥"))
        self.budget_edit.setPlaceholderText(self.tr("any, e.g. 60000"))
        self.budget_edit.setToolTip(
            self.tr(
                "Budget per workstation in CNY (¥); applied when "
                "you press Enter, leave the field or pause typing"
            )
        )
        self.scale_label.setText(self.tr("Model &scale"))
        self.memory_label.setText(self.tr("Min GPU &memory"))
        self.memory_spin.setSpecialValueText(self.tr("any"))
        self.memory_spin.setSuffix(self.tr(" GB"))
        self.memory_spin.setToolTip(self.tr("Least GPU memory per card"))
        self.count_label.setText(self.tr("GPUs per b&ox"))
        self.count_to_label.setText(self.tr("to"))
        self.count_min_spin.setAccessibleName(self.tr("Fewest GPUs per box"))
        self.count_max_spin.setAccessibleName(self.tr("Most GPUs per box"))
        for spin in (self.count_min_spin, self.count_max_spin):
            spin.setSpecialValueText(self.tr("any"))
        self.site_label.setText(self.tr("Site ci&rcuit"))
        self.site_combo.setToolTip(
            self.tr(
                "The customer's wall circuit: the power rules check each PSU's wall draw against "
                "80 % of it; not set = cannot check"
            )
        )
        for index in range(self.site_combo.count()):
            self.site_combo.setItemText(index, self._site_text(self.site_combo.itemData(index)))
        self._show_catalog()  # the catalog's tooltip, its tensor note and the scale list
        self._show_workload_note()

    # ------------------------------------------------------------------ site
    def _site_text(self, key: str) -> str:
        """A site setting ("2x220V/16A", "" for none) as the list words it."""
        try:
            site = parse_site(key)
        except ValueError:
            return key
        if site.circuit is None:
            return self.tr("not set")
        if site.circuits > 1:
            return self.tr("{n} × {circuit}").format(n=site.circuits, circuit=site.circuit.label)
        return site.circuit.label

    def _show_site(self) -> None:
        site = self._state.site
        key = site_key(site)
        index = self.site_combo.findData(key)
        if index < 0:  # a circuit count the list does not offer: add it as it is
            self.site_combo.addItem(self._site_text(key), key)
            index = self.site_combo.count() - 1
        with QSignalBlocker(self.site_combo):
            self.site_combo.setCurrentIndex(index)

    def _on_site_index_changed(self, _index: int) -> None:
        self._state.set_site(parse_site(self.site_combo.currentData() or ""))

    # ------------------------------------------------------------------ catalog
    def _catalog_label(self, name: str) -> str:
        """A catalog's name as the list shows it: what a shipped catalog is after its name."""
        if name == "seed-2020":
            return self.tr("seed-2020 (the 2020 selection guide)")
        if name == "current":
            return self.tr("current (current-generation GPUs)")
        return name

    def _fill_scale_combo(self) -> None:
        """The model scales, with the catalog's scale-table wording; disabled (only "Any")
        when the catalog has no scale table."""
        catalog = self._state.catalog
        # The seed prints its scales in Traditional Chinese: worded for the window's language
        # through the catalog's glossary, and left out in English (the name says it).
        lang = current_language()
        scale_labels = {
            row.scale: localise(row.label_as_printed, lang, catalog.glossary)
            for row in catalog.scale_table
            if lang != "en"
        }
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
                        text = self.tr("{scale} ({as_printed})").format(
                            scale=text, as_printed=scale_labels[scale]
                        )
                    self.scale_combo.addItem(text, scale)
            index = self.scale_combo.findData(self._state.request.model_scale)
            self.scale_combo.setCurrentIndex(max(index, 0))
        self.scale_combo.setEnabled(bool(catalog.scale_table))
        self.scale_combo.setToolTip(
            ""
            if catalog.scale_table
            else self.tr("The catalog “{name}” has no scale table").format(name=catalog.name)
        )

    def _show_catalog(self) -> None:
        catalog = self._state.catalog
        index = self.catalog_combo.findData(catalog.name)
        if index < 0:
            with QSignalBlocker(self.catalog_combo):
                self.catalog_combo.addItem(self._catalog_label(catalog.name), catalog.name)
            index = self.catalog_combo.count() - 1
        if index != self.catalog_combo.currentIndex():
            with QSignalBlocker(self.catalog_combo):
                self.catalog_combo.setCurrentIndex(index)
        self.catalog_combo.setToolTip(
            self.tr(
                "{title}\nThe catalog the GPUs and workstations come from; each is ranked on its "
                "own"
            ).format(title=tr_text(getattr(catalog, "title", "") or catalog.name))
        )
        self.tensor_note.setText(
            self.tr("Tensor TFLOPS: {definition}").format(
                definition=tr_text(data_text(catalog.tensor_definition))
                if catalog.tensor_definition
                else self.tr("definition not stated")
            )
        )
        self._fill_scale_combo()

    def _on_catalog_index_changed(self, _index: int) -> None:
        name = self.catalog_combo.currentData()
        if not name or name == self._state.catalog.name:
            return
        try:
            self._state.open_catalog(name)
        except Exception as exc:  # noqa: BLE001 - shown to the user, never a traceback
            from rigwright.gui.widgets.i18n import exception_reason

            self._show_catalog()  # back to the catalog in use
            message_box(
                self,
                QMessageBox.Icon.Warning,
                self.tr("Catalog"),
                self.tr("The catalog “{name}” could not be opened: {reason}").format(
                    name=name, reason=exception_reason(exc)
                ),
            )

    # ------------------------------------------------------------------ handlers
    def _show_workload_note(self) -> None:
        profile = self._state.profile
        # One sentence here (for CNN and RNN the seed's priority order); all of it on hover.
        self.workload_note.setText(workload_summary(profile))
        self.workload_note.setToolTip(profile_derivation(profile))

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
                self.budget_edit.setText(
                    "" if request.budget_cny is None else str(request.budget_cny)
                )
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

    def _budget_problem(self, exc: ValueError) -> Callable[[], str]:
        """What is wrong with the typed budget and which budget the lists still use, written
        in the language of the moment: results never stand stale without a word."""

        def render() -> str:
            reason = reason_text(exc) or self.tr("not a budget")
            kept = self._state.request.budget_cny
            if kept is None:
                return self.tr("{reason} — the lists keep no budget").format(reason=reason)
            return self.tr("{reason} — the lists keep the last valid budget, ¥{budget}").format(
                reason=reason, budget=f"{kept:,}"
            )

        return render

    def _on_budget_text_changed(self, text: str) -> None:
        # Say at once whether the text is a budget; apply it only after a pause (or Enter).
        try:
            parse_budget(text)
        except ValueError as exc:
            self._show_budget_error(self._budget_problem(exc))
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
            self._show_budget_error(self._budget_problem(exc))
            return
        self._budget_shown = budget
        try:
            self._state.set_budget(budget)
        except ValueError as exc:
            self._show_budget_error(self._budget_problem(exc))
            return
        self._show_budget_error(None)

    def commit_pending(self) -> None:
        """Apply every input typed but not yet applied: the budget waiting for its typing
        pause, and a weight or spin box whose typed text waits for Enter or focus-out (as
        before an export, which must quote what the fields now say)."""
        if self.budget_pending():
            self.commit_budget()
        self.sizing_box.commit_pending()
        for spin in self.findChildren(QAbstractSpinBox):
            if not spin.keyboardTracking():  # the others apply each key as it is typed
                spin.interpretText()

    def budget_pending(self) -> bool:
        """True while typed budget text waits for its pause before it is applied."""
        return self._budget_timer.isActive()

    def changeEvent(self, event: QEvent) -> None:
        """An invalid budget's border follows the theme (a widget with a style sheet is not
        told of a new palette: its parent restyles it); the texts follow the language."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self.budget_edit.styleSheet():
            self.budget_edit.setStyleSheet(error_style(self.palette()))

    def _show_budget_error(self, render: Callable[[], str] | None) -> None:
        """Show the budget's problem (``render()`` writes it), or none."""
        self.budget_edit.setStyleSheet(error_style(self.palette()) if render else "")
        self.budget_edit.setProperty("invalid", render is not None)
        self.budget_error.show_message(render)

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
            self.count_error.show_message(
                lambda: self.tr("“from” is more than “to” — the lists keep the last valid range")
            )
            return
        self.count_error.show_message(None)
        if not low and not high:
            self._state.set_gpu_count(None)
        else:
            try:
                self._state.set_gpu_count(self._field_gpu_count())
            except ValueError as exc:
                self.count_error.show_message(
                    lambda exc=exc: self.tr(
                        "{reason} — the lists keep the last valid range"
                    ).format(reason=reason_text(exc))
                )
