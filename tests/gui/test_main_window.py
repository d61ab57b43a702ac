"""Tests for gui/main_window.py, gui/state.py, gui/workload_panel.py and gui/app.py."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from gui import main_window as main_window_module
from gui.gpu_table import COL_BANDWIDTH
from gui.main_window import MainWindow
from gui.state import AppState


@pytest.fixture
def state(seed_catalog):
    return AppState(seed_catalog)


@pytest.fixture
def window(qtbot, state):
    win = MainWindow(state)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _select_workload(window, key: str) -> None:
    window.panel.workload_list.select_key(key)
    assert window.state.request.workload == key


def _diagram_items(window) -> set[tuple]:
    scene = window.build_view.diagram.scene()
    return {(type(item).__name__, item.pos().x(), item.pos().y(), item.boundingRect().width())
            for item in scene.items()}


def _error_shown(window) -> bool:
    panel = window.panel
    return panel.budget_error.isVisibleTo(panel) and "border" in panel.budget_edit.styleSheet()


# ---------------------------------------------------------------------- opening
def test_window_opens_with_results(window, seed_catalog):
    assert window.isVisible()
    assert "Rigwright" in window.windowTitle()
    assert window.gpu_ranking.topLevelItemCount() == len(seed_catalog.gpus)
    assert window.sku_ranking.topLevelItemCount() > 0
    assert window.gpu_table.model.rowCount() == len(seed_catalog.gpus)
    assert window.state.selected_sku is not None
    assert window.export_action.isEnabled()
    assert not window.banner.isVisibleTo(window)


def test_window_fits_a_1366x768_screen(window):
    hint = window.minimumSizeHint()
    assert hint.width() <= 1366 and hint.height() <= 740
    window.resize(1366, 768)
    assert window.width() <= 1366 and window.height() <= 768


def test_workload_list_offers_the_profiles_with_tooltips(window):
    workloads = window.panel.workload_list
    keys = [workloads.item(r).data(Qt.ItemDataRole.UserRole) for r in range(workloads.count())]
    assert "cnn" in keys and "rnn" in keys
    assert all(workloads.item(r).toolTip() for r in range(workloads.count()))


# ---------------------------------------------------------------------- live updates
def test_changing_workload_changes_the_ranking(qtbot, window):
    _select_workload(window, "cnn")
    cnn_gpus = window.gpu_ranking.names()
    assert cnn_gpus[0] == "Quadro GV100"
    with qtbot.waitSignal(window.state.recommendation_changed):
        _select_workload(window, "rnn")
    rnn_gpus = window.gpu_ranking.names()
    assert rnn_gpus[0] in {"TESLA V100", "Quadro GV100"}
    assert rnn_gpus != cnn_gpus
    assert sorted(rnn_gpus) == sorted(cnn_gpus)
    # The chart and the spec table follow the same recommendation.
    assert window.state.recommendation.profile.key == "rnn"


def test_state_rejects_unknown_workload_without_change(state):
    from core.recommend import UnknownWorkload

    before = state.request
    with pytest.raises(UnknownWorkload):
        state.set_workload("no-such-workload")
    assert state.request == before


def test_selecting_another_sku_redraws_the_diagram(qtbot, window):
    if main_window_module.ChassisView is None:
        pytest.skip("gui/chassis.py not available")
    ranking = window.sku_ranking
    assert ranking.topLevelItemCount() >= 2
    first = window.state.selected_sku
    before = _diagram_items(window)
    assert before
    # Pick a SKU with another GPU count than the first, so the drawing must differ.
    row = next(r for r in range(ranking.topLevelItemCount())
               if window.state.recommendation.skus[r].sku.gpu_count != first.gpu_count)
    with qtbot.waitSignal(window.state.selected_sku_changed):
        ranking.setCurrentItem(ranking.topLevelItem(row))
    chosen = window.state.recommendation.skus[row].sku
    assert window.state.selected_sku == chosen
    assert chosen.code in window.build_view.summary.text()
    assert _diagram_items(window) != before


def test_user_choice_survives_an_unrelated_input_change(qtbot, window):
    ranking = window.sku_ranking
    ranking.setCurrentItem(ranking.topLevelItem(1))
    chosen = window.state.selected_sku
    window.panel.scale_combo.setCurrentIndex(0)  # "Any" again: nothing excludes it
    window.panel.memory_spin.setValue(1)
    assert window.state.selected_sku == chosen


def test_min_gpu_memory_filters_gpus(window):
    window.panel.memory_spin.setValue(24)
    assert window.state.request.min_gpu_memory_gb == 24
    catalog = window.state.catalog
    names = window.gpu_ranking.names()
    assert names
    assert all(catalog.gpu(name).memory_gb >= 24 for name in names)
    window.panel.memory_spin.setValue(0)
    assert window.state.request.min_gpu_memory_gb is None


def test_gpu_count_range(window):
    panel = window.panel
    panel.count_min_spin.setValue(5)
    panel.count_max_spin.setValue(7)
    assert window.state.request.gpu_count == (5, 7)
    counts = [s.sku.gpu_count for s in window.state.recommendation.skus]
    assert counts and all(5 <= c <= 7 for c in counts)
    panel.count_max_spin.setValue(4)  # from > to: shown, request kept
    assert panel.count_error.isVisibleTo(panel)
    assert window.state.request.gpu_count == (5, 7)


# ---------------------------------------------------------------------- bad input
@pytest.mark.parametrize("text", ["-5", "abc"])
def test_bad_budget_shows_an_error_and_keeps_the_last_result(qtbot, window, text):
    panel = window.panel
    qtbot.keyClicks(panel.budget_edit, "100000")
    assert not _error_shown(window)
    assert window.state.request.budget_cny == 100000
    good = window.state.recommendation
    codes = window.sku_ranking.codes()
    assert all(s.price_cny <= 100000 for s in good.skus)

    panel.budget_edit.selectAll()  # typing replaces the text, as an engineer would
    qtbot.keyClicks(panel.budget_edit, text)
    assert _error_shown(window)
    assert panel.budget_error.text()
    assert window.state.recommendation is good
    assert window.state.request.budget_cny == 100000
    assert window.sku_ranking.codes() == codes

    panel.budget_edit.clear()  # empty: any budget again, error gone
    assert not _error_shown(window)
    assert window.state.request.budget_cny is None


# ---------------------------------------------------------------------- weights
def test_custom_weights_show_the_banner_and_reset_restores_the_seed(qtbot, window):
    editor = window.panel.weights_editor
    seed_weights = window.state.effective_weights
    spin = editor.spin("fp16_tflops")
    with qtbot.waitSignal(window.state.recommendation_changed):
        spin.setValue(spin.value() + 5.0)
    assert window.state.recommendation.follows_seed is False
    assert window.state.request.weights is not None
    assert window.banner.isVisibleTo(window)
    assert editor.reset_button.isEnabled()

    qtbot.mouseClick(editor.reset_button, Qt.MouseButton.LeftButton)
    assert window.state.recommendation.follows_seed is True
    assert window.state.request.weights is None
    assert not window.banner.isVisibleTo(window)
    assert editor.weights() == pytest.approx(
        {m: float(seed_weights.get(m, 0.0)) for m in editor.weights()})


def test_switching_workload_drops_custom_weights(window):
    editor = window.panel.weights_editor
    editor.spin("fp32_tflops").setValue(editor.spin("fp32_tflops").value() + 5.0)
    assert window.banner.isVisibleTo(window)
    _select_workload(window, "rnn")
    assert window.state.recommendation.follows_seed
    assert not window.banner.isVisibleTo(window)


def test_all_zero_weights_are_refused_with_a_message(window):
    editor = window.panel.weights_editor
    good = window.state.recommendation
    for metric in editor.weights():
        editor.spin(metric).setValue(0.0)
    assert editor.error_label.isVisibleTo(editor)
    assert "weight" in editor.error_label.text()
    assert window.state.recommendation.gpus  # a ranking is still shown
    editor.reset_button.click()
    assert not editor.error_label.isVisibleTo(editor)
    assert window.state.recommendation.follows_seed
    assert [s.gpu.name for s in window.state.recommendation.gpus] == [
        s.gpu.name for s in good.gpus]


def test_model_scale_sets_memory_need_and_shows_a_note(window):
    panel = window.panel
    panel.scale_combo.setCurrentIndex(panel.scale_combo.findData("large"))
    assert window.state.request.model_scale == "large"
    assert window.notes.isVisibleTo(window) and window.notes.text()
    catalog = window.state.catalog
    need = next(r.min_memory_gb for r in catalog.scale_table if r.scale == "large")
    assert all(catalog.gpu(n).memory_gb >= need for n in window.gpu_ranking.names())


# ---------------------------------------------------------------------- spec table tab
def test_spec_table_sorts_and_filters_in_the_window(qtbot, window):
    view = window.gpu_table
    window.tabs.setCurrentWidget(view)
    view.sort_by(COL_BANDWIDTH, Qt.SortOrder.DescendingOrder)
    assert view.visible_names()[0] == "TESLA V100"
    qtbot.keyClicks(view.filter_edit, "rtx")
    names = view.visible_names()
    assert names and all("RTX" in n.upper() for n in names)


# ---------------------------------------------------------------------- export
def test_export_quote_writes_a_pdf(qtbot, window, tmp_path, monkeypatch):
    pytest.importorskip("gui.pdf")
    pypdf = pytest.importorskip("pypdf")
    out = tmp_path / "quote"
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ACME Robotics", True))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    errors = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *a, **k: errors.append(a))
    window.export_action.trigger()
    assert not errors
    pdf = tmp_path / "quote.pdf"
    assert pdf.is_file()
    text = "".join(page.extract_text() for page in pypdf.PdfReader(pdf).pages)
    flat = "".join(text.split())  # the extractor turns spaces into tabs and line breaks
    assert "ACMERobotics" in flat
    assert window.state.selected_sku.code.split()[-1] in flat


def test_export_failure_is_a_message_not_a_traceback(qtbot, window, tmp_path, monkeypatch):
    pytest.importorskip("gui.pdf")
    import gui.pdf

    def broken(*_args, **_kwargs):
        raise OSError("No space left on device")

    monkeypatch.setattr(gui.pdf, "export_quote_pdf", broken)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ACME", True))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "q.pdf"), ""))
    errors = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *a, **k: errors.append(a))
    window.export_action.trigger()
    assert len(errors) == 1
    assert "No space left on device" in errors[0][2]


def test_export_cancelled_does_nothing(qtbot, window, monkeypatch):
    pytest.importorskip("gui.pdf")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("", False))
    called = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: called.append(a))
    monkeypatch.setattr(QMessageBox, "critical", lambda *a, **k: called.append(a))
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: called.append(a))
    window.export_action.trigger()
    assert called == []


# ---------------------------------------------------------------------- app.run
def test_run_reports_an_unopenable_catalog(qapp, tmp_db, monkeypatch):
    from gui import app

    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *a, **k: shown.append(a))
    assert app.run(tmp_db, "no-such-catalog") == 1
    assert len(shown) == 1
    message = shown[0][2]
    assert "no-such-catalog" in message and "\n" not in message


def test_run_opens_the_main_window(qapp, tmp_db, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from gui import app

    seen = []

    def fake_exec(*_args):
        seen.extend(w for w in QApplication.topLevelWidgets()
                    if isinstance(w, MainWindow) and w.isVisible())
        for w in seen:
            w.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", fake_exec)
    assert app.run(tmp_db, "seed-2020") == 0
    assert seen and seen[0].state.catalog.name == "seed-2020"


def test_fields_follow_a_request_changed_elsewhere(qtbot, seed_catalog):
    """The input fields say what the request holds, also when it changes from elsewhere."""
    from gui.main_window import MainWindow
    from gui.state import AppState

    state = AppState(seed_catalog)
    window = MainWindow(state)
    qtbot.addWidget(window)
    panel = window.panel
    state.set_budget(150000)
    state.set_model_scale("large")
    state.set_min_gpu_memory(24)
    state.set_gpu_count((2, 4))
    assert panel.budget_edit.text() == "150000"
    assert panel.scale_combo.currentData() == "large"
    assert panel.memory_spin.value() == 24
    assert (panel.count_min_spin.value(), panel.count_max_spin.value()) == (2, 4)
    # An invalid entry being typed stays, with its error, while other inputs change.
    panel.budget_edit.setText("abc")
    state.set_workload("rnn")
    assert panel.budget_edit.text() == "abc"
    assert not panel.budget_is_valid()
    assert state.request.budget_cny == 150000
    state.set_budget(None)
    assert panel.budget_edit.text() == "" and panel.budget_is_valid()
