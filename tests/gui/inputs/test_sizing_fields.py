"""The input panel's "Model sizing" group: a model, task, precision, context and batch become
the request's sizing through the state (the model's workload family with it); an entry the
core refuses is said under the field it names and leaves the request and its ranking alone."""

from __future__ import annotations

import pytest

from rigwright.core.recommend.inputs import Goal
from rigwright.core.sizing.memory import Task
from rigwright.gui.inputs.sizing_fields import SizingFields
from rigwright.gui.inputs.workload_panel import WorkloadPanel


@pytest.fixture
def panel(qtbot, state):
    widget = WorkloadPanel(state)
    qtbot.addWidget(widget)
    widget.show()
    return widget


@pytest.fixture
def fields(panel) -> SizingFields:
    return panel.sizing_box


def _choose(fields: SizingFields, model_id: str) -> None:
    fields.fill_models()
    index = fields.model_combo.findData(model_id)
    assert index > 0, f"{model_id} not offered"
    fields.model_combo.setCurrentIndex(index)


def _type(edit, text: str) -> None:
    edit.setText(text)
    edit.editingFinished.emit()


def _errors(fields: SizingFields) -> dict[str, str]:
    return {
        name: label.text() for name, label in fields.errors.items() if label.isVisibleTo(fields)
    }


def test_the_zoo_is_read_when_the_list_is_first_needed(fields):
    assert fields.model_combo.count() == 1  # "(none)" only: the window starts without the zoo
    assert fields.model_combo.currentText() == "(none)"
    assert not fields.task_combo.isEnabled() and not fields.context_edit.isEnabled()
    fields.fill_models()
    ids = [fields.model_combo.itemData(i) for i in range(1, fields.model_combo.count())]
    assert "qwen2.5-72b" in ids and "resnet-50" in ids
    text = fields.model_combo.itemText(ids.index("qwen2.5-72b") + 1)
    assert text == "Qwen2.5 72B (qwen2.5-72b)"


def test_a_model_sizes_the_request_and_implies_its_workload(fields, state):
    state.set_workload("cnn")
    _choose(fields, "qwen2.5-72b")
    _type(fields.context_edit, "32768")
    sizing = state.request.sizing
    assert sizing.model.id == "qwen2.5-72b" and sizing.task is Task.INFERENCE
    assert sizing.precision.value == "bf16" and sizing.context == 32768 and sizing.batch == 1
    assert state.request.workload == "transformer"  # as rigwright recommend --model does
    assert state.recommendation.sized is not None
    assert not _errors(fields)


def test_the_tasks_are_the_ones_the_models_kind_takes(fields, state):
    _choose(fields, "qwen2.5-72b")
    tasks = [fields.task_combo.itemData(i) for i in range(fields.task_combo.count())]
    assert tasks == ["inference", "full", "lora", "qlora", "pretrain"]
    assert fields.labels["context"].text() == "Conte&xt"
    _choose(fields, "resnet-50")
    tasks = [fields.task_combo.itemData(i) for i in range(fields.task_combo.count())]
    assert tasks == ["inference", "train"]
    assert fields.labels["context"].text() == "Resol&ution px"
    assert state.request.workload == "cnn"
    fields.task_combo.setCurrentIndex(fields.task_combo.findData("train"))
    _type(fields.context_edit, "512")
    assert state.request.sizing.task is Task.TRAIN and state.request.sizing.resolution == 512


def test_an_unknown_model_names_the_field_and_close_ids(fields, state):
    _choose(fields, "qwen2.5-7b")
    before = state.recommendation
    fields.model_combo.lineEdit().setText("qwen-72b")
    fields.model_combo.lineEdit().editingFinished.emit()
    message = _errors(fields)["model"]
    assert message.startswith("Model: unknown “qwen-72b”; did you mean ")
    assert "qwen2.5-72b" in message
    assert state.recommendation is before and state.request.sizing.model.id == "qwen2.5-7b"


def test_a_typed_id_or_name_chooses_the_model(fields, state):
    fields.model_combo.lineEdit().setText("  Llama-3.1-8B ")
    fields.model_combo.lineEdit().editingFinished.emit()
    assert state.request.sizing.model.id == "llama-3.1-8b"
    fields.model_combo.lineEdit().setText("Qwen2.5 32B")
    fields.model_combo.lineEdit().editingFinished.emit()
    assert state.request.sizing.model.id == "qwen2.5-32b"


def test_a_context_above_the_models_maximum_keeps_the_last_ranking(fields, state):
    _choose(fields, "qwen2.5-72b")
    _type(fields.context_edit, "32768")
    before = state.recommendation
    _type(fields.context_edit, "40000")
    message = _errors(fields)["context"]
    assert message.startswith("Context: 40,000 tokens is above qwen2.5-72b's maximum of 32,768")
    assert fields.context_edit.property("invalid") is True
    assert state.recommendation is before and state.request.sizing.context == 32768
    _type(fields.context_edit, "8192")  # a good value clears it
    assert not _errors(fields) and state.request.sizing.context == 8192
    assert fields.context_edit.property("invalid") is False


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("0", "Batch: must be at least 1, not 0"),
        ("-4", "Batch: must be at least 1, not -4"),
        ("four", "Batch: “four” is not a whole number"),
        ("1234567890", "Batch: 1234567890 is too large"),
    ],
)
def test_a_bad_batch_is_said_under_it_and_changes_nothing(fields, state, text, message):
    _choose(fields, "llama-3.1-8b")
    before = state.recommendation
    _type(fields.batch_edit, text)
    assert _errors(fields) == {"batch": message}
    assert state.recommendation is before and state.request.sizing.batch == 1


def test_a_typed_number_applies_after_a_pause(qtbot, fields, state):
    _choose(fields, "llama-3.1-8b")
    fields.batch_edit.setText("１６")  # full-width digits, as an IME types them
    assert state.request.sizing.batch == 1  # not yet
    qtbot.waitUntil(lambda: state.request.sizing.batch == 16, timeout=3000)
    fields.context_edit.setText("8,192")
    fields.commit_pending()  # as before an export
    assert state.request.sizing.context == 8192


def test_a_task_the_precision_cannot_train_is_said_under_precision(fields, state):
    _choose(fields, "llama-3.1-8b")
    fields.precision_combo.setCurrentIndex(fields.precision_combo.findData("int4"))
    assert state.request.sizing.precision.value == "int4"  # int4 inference is fine
    before = state.recommendation
    fields.task_combo.setCurrentIndex(fields.task_combo.findData("full"))
    message = _errors(fields)["precision"]
    assert message.startswith("Precision: full training updates every weight")
    assert state.recommendation is before and state.request.sizing.task is Task.INFERENCE


def test_the_goal_orders_the_sized_workstations(fields, state):
    _choose(fields, "llama-3.1-8b")
    fields.goal_combo.setCurrentIndex(fields.goal_combo.findData("throughput-per-cny"))
    assert state.request.goal is Goal.THROUGHPUT_PER_CNY
    sized = state.recommendation.sized
    per_cny = [sized.skus[s.sku.number].per_cny for s in state.recommendation.skus]
    assert per_cny == sorted(per_cny, reverse=True) and len(per_cny) > 1


def test_none_ranks_by_the_workload_alone_again(fields, state):
    _choose(fields, "qwen2.5-72b")
    assert state.recommendation.sized is not None
    fields.model_combo.setCurrentIndex(0)
    assert state.request.sizing is None and state.recommendation.sized is None
    assert not fields.task_combo.isEnabled() and not fields.goal_combo.isEnabled()
    assert not _errors(fields)


def test_the_fields_follow_a_request_set_elsewhere(fields, state):
    from rigwright.core.sizing.memory import SizingRequest
    from rigwright.core.sizing.precision import Precision
    from rigwright.core.sizing.zoo import find_model

    job = SizingRequest(find_model("mixtral-8x7b"), Task.LORA, Precision.BF16, 4, 2048)
    state.update_request(sizing=job, workload="transformer")
    assert fields.model_combo.currentData() == "mixtral-8x7b"
    assert fields.task_combo.currentData() == "lora"
    assert fields.context_edit.text() == "2048" and fields.batch_edit.text() == "4"
    state.update_request(sizing=None)
    assert fields.model_combo.currentIndex() == 0 and fields.context_edit.isEnabled() is False


def test_the_group_is_written_again_in_the_new_language(fields, pseudo_language):
    _choose(fields, "qwen2.5-72b")
    _type(fields.context_edit, "99999")
    assert fields.title() == "⟦Model sizing⟧"
    assert fields.task_combo.itemText(0) == "⟦Inference⟧"
    assert fields.model_combo.itemText(0) == "⟦(none)⟧"
    assert _errors(fields)["context"].startswith("⟦")


def test_the_cores_reason_is_written_in_the_windows_language(fields, pseudo_language):
    """Not only the field's name: the core's reason too ("40,000 tokens is above …")."""
    _choose(fields, "qwen2.5-72b")
    _type(fields.context_edit, "40000")
    message = _errors(fields)["context"]
    reason = "⟦{tokens:,} tokens is above {model}'s maximum of {maximum:,}⟧".format(
        tokens=40000, model="qwen2.5-72b", maximum=32768
    )
    assert reason in message, message
    assert message.startswith("⟦⟦Context⟧: ")
