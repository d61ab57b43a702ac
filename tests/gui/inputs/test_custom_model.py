"""The "Model sizing" group's custom model (the "Custom model…" entry and its dialog of
figures, checked by the core's ``custom_model``) and its training-data field (tokens or
images, for the Speed chart's hours)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from rigwright.core.sizing.memory import SizingRequest, Task
from rigwright.core.sizing.precision import Precision
from rigwright.core.sizing.zoo import custom_model, find_model
from rigwright.gui.charts.view import SPEED, ChartsView
from rigwright.gui.inputs.custom_model_dialog import (
    AmountError,
    CustomModelDialog,
    parse_amount,
)
from rigwright.gui.inputs.sizing_fields import CHOOSE_CUSTOM, CUSTOM_ID, SizingFields
from rigwright.gui.inputs.workload_panel import WorkloadPanel

CARDS = re.compile(r"^\d+ × \d+ GB(, (tensor|pipeline) parallel)?$")

LLAMA_2_13B = {"params": "13B", "layers": "40", "hidden_size": "5120", "attention_heads": "40"}
"""Llama 2 13B's shape (https://huggingface.co/meta-llama/Llama-2-13b-hf/blob/main/config.json:
num_hidden_layers 40, hidden_size 5120, num_attention_heads 40)."""


@pytest.fixture
def fields(qtbot, state) -> SizingFields:
    panel = WorkloadPanel(state)
    qtbot.addWidget(panel)
    panel.show()
    return panel.sizing_box


@pytest.fixture
def dialog_seen(monkeypatch):
    """Drive the dialog in place of its event loop: fill the figures of ``dialog_seen.fill``
    and press OK (or Cancel when ``fill`` is None); the dialogs are kept in the list."""

    class Seen(list):
        fill: dict[str, str] | None = dict(LLAMA_2_13B)
        prefilled: dict[str, str] = {}

    seen = Seen()

    def run(dialog):
        seen.append(dialog)
        seen.prefilled = {k: e.text() for k, e in dialog.edits.items() if e.text()}
        if seen.fill is None:
            dialog.reject()
        else:
            for key, edit in dialog.edits.items():
                edit.setText(seen.fill.get(key, ""))
            dialog.accept()
        return dialog.result()

    monkeypatch.setattr(CustomModelDialog, "exec", run)
    return seen


def _errors(widget) -> dict[str, str]:
    return {n: e.text() for n, e in widget.errors.items() if e.isVisibleTo(widget)}


def _type(edit, text: str) -> None:
    edit.setText(text)
    edit.editingFinished.emit()


def _pick_custom_entry(fields: SizingFields) -> None:
    fields.fill_models()
    combo = fields.model_combo
    assert combo.itemData(combo.count() - 1) == CHOOSE_CUSTOM  # the list's last entry
    combo.setCurrentIndex(combo.count() - 1)


@pytest.mark.parametrize(
    ("text", "value"),
    [("13e9", 13e9), ("13,000,000,000", 13e9), ("13B", 13e9), ("1.28M", 1.28e6), ("2 t", 2e12)],
)
def test_a_count_is_read_with_an_exponent_commas_or_a_suffix(text, value):
    assert parse_amount(text) == value


@pytest.mark.parametrize(
    ("text", "why"), [("13 G", "number"), ("0", "positive"), ("1.5", "whole"), ("1e20", "large")]
)
def test_a_bad_count_says_why(text, why):
    with pytest.raises(AmountError) as caught:
        parse_amount(text)
    assert caught.value.why == why


def test_a_custom_model_sizes_the_request_and_the_fit_column_shows_it(window, dialog_seen):
    fields = window.panel.sizing_box
    _pick_custom_entry(fields)
    sizing = window.state.request.sizing
    assert sizing.model == custom_model(
        params=13_000_000_000, layers=40, hidden_size=5120, attention_heads=40
    )
    assert window.state.request.workload == "transformer"
    assert fields.model_combo.currentText() == "Custom model (13.0 B parameters)"
    assert fields.model_combo.currentData() == CUSTOM_ID and not _errors(fields)
    gpus = window.gpu_ranking
    rec = window.state.recommendation
    assert rec.sized is not None and not gpus.isColumnHidden(gpus.COL_FIT)
    fits = dict(zip(gpus.names(), gpus.texts(gpus.COL_FIT), strict=True))
    ranked = [s.gpu.name for s in rec.gpus]
    assert ranked and all(CARDS.match(fits[name]) for name in ranked)
    # 13e9 × 2 bytes is 26 GB of weights: a 24 GB card cannot hold it alone.
    assert all(not fits[name].startswith("1 × 24 GB") for name in ranked)


def test_the_dialog_is_prefilled_with_the_last_custom_model(fields, state, dialog_seen):
    _pick_custom_entry(fields)
    dialog_seen.fill = {**LLAMA_2_13B, "kv_heads": "8", "params": "14e9"}
    assert fields.choose_custom_model()
    assert dialog_seen.prefilled["params"] == "13,000,000,000"
    assert dialog_seen.prefilled["layers"] == "40"
    model = state.request.sizing.model
    assert model.params == 14_000_000_000 and model.kv_heads == 8 and model.attention == "gqa"
    assert fields.model_combo.currentText() == "Custom model (14.0 B parameters)"
    ids = [fields.model_combo.itemData(i) for i in range(fields.model_combo.count())]
    assert ids.count(CUSTOM_ID) == 1 and ids[-1] == CHOOSE_CUSTOM


@pytest.mark.parametrize(
    ("figures", "field", "message"),
    [
        ({"layers": "forty"}, "layers", "Layers: “forty” is not a number"),
        ({"params": ""}, "params", "Parameters: required"),
        ({"kv_heads": "3"}, "kv_heads", "KV heads: 3 does not divide the 40 attention heads"),
        ({"active_params": "20B"}, "active_params", "Active parameters: more than the parameters"),
    ],
)
def test_an_invalid_figure_is_refused_naming_the_field(
    qtbot, fields, state, dialog_seen, figures, field, message
):
    fields.fill_models()
    fields.model_combo.setCurrentIndex(fields.model_combo.findData("qwen2.5-7b"))
    before = state.recommendation
    dialog_seen.fill = {**LLAMA_2_13B, **figures}
    assert not fields.choose_custom_model()
    (dialog,) = dialog_seen
    assert _errors(dialog) == {field: message}
    assert dialog.edits[field].property("invalid") is True and dialog.model() is None
    assert state.recommendation is before and state.request.sizing.model.id == "qwen2.5-7b"
    assert fields.model_combo.currentData() == "qwen2.5-7b"


def test_cancel_changes_nothing(fields, state, dialog_seen):
    fields.fill_models()
    fields.model_combo.setCurrentIndex(fields.model_combo.findData("llama-3.1-8b"))
    before = state.request
    dialog_seen.fill = None
    _pick_custom_entry(fields)
    assert state.request is before and fields.model_combo.currentData() == "llama-3.1-8b"
    assert fields.model_combo.findData(CUSTOM_ID) < 0


def test_the_custom_model_survives_a_request_set_elsewhere(fields, state, dialog_seen):
    _pick_custom_entry(fields)
    state.set_budget(200_000)  # another field of the panel: the fields are shown again
    assert fields.model_combo.currentText() == "Custom model (13.0 B parameters)"
    assert state.request.sizing.model.id == CUSTOM_ID
    other = custom_model(params=70_000_000_000, layers=80, hidden_size=8192, attention_heads=64)
    state.update_request(sizing=SizingRequest(other, Task.INFERENCE, Precision.BF16, 1, 4096))
    assert fields.model_combo.currentText() == "Custom model (70.0 B parameters)"
    assert fields.context_edit.text() == "4096"
    fields.choose_custom_model()
    assert dialog_seen.prefilled["layers"] == "80"  # the last custom model, wherever set


def test_training_data_is_shown_for_training_tasks_only(fields, state):
    fields.fill_models()
    fields.model_combo.setCurrentIndex(fields.model_combo.findData("llama-3.1-8b"))
    assert not fields.training_edit.isVisibleTo(fields)
    fields.task_combo.setCurrentIndex(fields.task_combo.findData("lora"))
    assert fields.training_edit.isVisibleTo(fields) and fields.training_edit.isEnabled()
    assert fields.labels["training"].text() == "T&raining tokens"
    assert "2B" in fields.training_edit.placeholderText()
    _type(fields.training_edit, "2B")
    assert state.request.training_tokens == 2e9 and state.request.training_images is None
    fields.task_combo.setCurrentIndex(fields.task_combo.findData("inference"))
    assert not fields.training_edit.isVisibleTo(fields)
    assert state.request.training_tokens is None  # inference takes no training time
    fields.model_combo.setCurrentIndex(fields.model_combo.findData("resnet-50"))
    fields.task_combo.setCurrentIndex(fields.task_combo.findData("train"))
    assert fields.labels["training"].text() == "T&raining images"
    assert fields.training_edit.text() == ""  # tokens are no images
    _type(fields.training_edit, "1.28M")
    assert state.request.training_images == 1.28e6 and state.request.training_tokens is None


def test_bad_training_data_is_said_under_it_and_changes_nothing(qtbot, fields, state):
    fields.fill_models()
    fields.model_combo.setCurrentIndex(fields.model_combo.findData("llama-3.1-8b"))
    fields.task_combo.setCurrentIndex(fields.task_combo.findData("lora"))
    _type(fields.training_edit, "2e9")
    before = state.recommendation
    fields.training_edit.setText("lots")  # said at once, while typing
    assert _errors(fields) == {"training": "Training tokens: “lots” is not a number"}
    assert fields.training_edit.property("invalid") is True
    fields.training_edit.editingFinished.emit()
    assert state.recommendation is before and state.request.training_tokens == 2e9
    fields.training_edit.setText("3B")  # a good value clears it and applies after a pause
    assert not _errors(fields)
    qtbot.waitUntil(lambda: state.request.training_tokens == 3e9, timeout=3000)


def test_training_data_makes_the_speed_chart_show_hours(qtbot, state):
    panel = WorkloadPanel(state)
    charts = ChartsView(state)
    for widget in (panel, charts):
        qtbot.addWidget(widget)
        widget.show()
    charts.resize(900, 330)
    charts.show_page(SPEED)
    fields = panel.sizing_box
    fields.fill_models()
    fields.model_combo.setCurrentIndex(fields.model_combo.findData("qwen2.5-7b"))
    fields.task_combo.setCurrentIndex(fields.task_combo.findData("lora"))
    _type(fields.context_edit, "2048")
    QCoreApplication.processEvents()
    chart = charts.speed_chart
    (words,) = chart.empty_texts.values()
    assert "amount of training data" in words and chart.rows == []
    _type(fields.training_edit, "2B")
    QCoreApplication.processEvents()
    assert not chart.empty_texts and chart.rows
    assert all(re.search(r": [\d,.]+ h \(never under [\d,.]+ h\)$", row) for row in chart.rows), (
        chart.rows
    )
    hours = [bar.value for bar in chart.figures.bars]
    _type(fields.training_edit, "4B")  # twice the data, twice the time
    QCoreApplication.processEvents()
    assert [bar.value for bar in chart.figures.bars] == pytest.approx([2 * h for h in hours])


def test_the_custom_model_and_training_field_retranslate(fields, dialog_seen, pseudo_language):
    _pick_custom_entry(fields)
    assert fields.model_combo.currentText() == "⟦Custom model ({params} parameters)⟧".format(
        params="13.0 B"
    )
    assert fields.model_combo.itemText(fields.model_combo.count() - 1) == "⟦Custom model…⟧"
    fields.task_combo.setCurrentIndex(fields.task_combo.findData("lora"))
    assert fields.labels["training"].text() == "⟦T&raining tokens⟧"
    fields.training_edit.setText("x")
    assert _errors(fields)["training"].startswith("⟦")
    dialog_seen.fill = {**LLAMA_2_13B, "layers": "0"}
    fields.choose_custom_model()
    dialog = dialog_seen[-1]
    assert dialog.windowTitle() == "⟦Custom model⟧"
    assert dialog.captions["params"].text() == "⟦Parameters⟧ *"
    assert _errors(dialog)["layers"].startswith("⟦")


def test_the_fields_keep_a_zoo_model_set_elsewhere_after_a_custom_one(fields, state, dialog_seen):
    _pick_custom_entry(fields)
    job = SizingRequest(find_model("mixtral-8x7b"), Task.LORA, Precision.BF16, 4, 2048)
    state.update_request(sizing=job, training_tokens=5e8)
    assert fields.model_combo.currentData() == "mixtral-8x7b"
    assert fields.training_edit.text() == "500,000,000"
    assert fields.model_combo.findData(CUSTOM_ID) > 0  # still offered
