"""Tests for gui/shell/main_window.py (and the window's modules beside it), gui/state.py,
gui/inputs/workload_panel.py and gui/shell/app.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLabel, QMessageBox

from rigwright.core.session.session import Session
from rigwright.gui.catalog.gpu_table import COL_BANDWIDTH
from rigwright.gui.quotes import tab as quotes_tab_module
from rigwright.gui.shell import build_view as build_view_module
from rigwright.gui.shell import gpu_table_view as gpu_table_view_module
from rigwright.gui.shell import main_window as main_window_module
from rigwright.gui.shell import window_menus as window_menus_module
from rigwright.gui.shell import window_pages as window_pages_module
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState


def _select_workload(window, key: str) -> None:
    window.panel.workload_list.select_key(key)
    assert window.state.request.workload == key


def _diagram_items(window) -> set[tuple]:
    scene = window.build_view.diagram.scene()
    return {
        (type(item).__name__, item.pos().x(), item.pos().y(), item.boundingRect().width())
        for item in scene.items()
    }


def _error_shown(window) -> bool:
    panel = window.panel
    return panel.budget_error.isVisibleTo(panel) and "border" in panel.budget_edit.styleSheet()


_BOX_KINDS = {
    QMessageBox.Icon.Warning: "warning",
    QMessageBox.Icon.Critical: "critical",
    QMessageBox.Icon.Information: "information",
    QMessageBox.Icon.Question: "question",
}


def _boxes(monkeypatch, answers=()) -> dict[str, list[str]]:
    """The quote views' message boxes (:func:`rigwright.gui.widgets.message_area.message_box`,
    plain text) answered and recorded: ``boxes[kind]`` lists their texts; questions take
    ``answers`` in turn, then Discard."""
    shown: dict[str, list[str]] = {kind: [] for kind in _BOX_KINDS.values()}
    queue = list(answers)

    def run(box):
        assert box.textFormat() == Qt.TextFormat.PlainText
        kind = _BOX_KINDS[box.icon()]
        shown[kind].append(box.text())
        if kind == "question":
            return queue.pop(0) if queue else QMessageBox.StandardButton.Discard
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", run)
    return shown


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


def test_changing_workload_changes_the_list_and_redraws_the_diagram(qtbot, window):
    _select_workload(window, "cnn")
    cnn_codes = window.sku_ranking.codes()
    cnn_sku = window.state.selected_sku
    scene = window.build_view.diagram.build_scene
    cnn_items = {
        key: getattr(item.model, "model", None) for key, item in scene.items_by_key.items()
    }
    cnn_drawing = _diagram_items(window)
    with qtbot.waitSignal(window.state.working_build_changed):
        _select_workload(window, "rnn")
    assert window.sku_ranking.codes() != cnn_codes
    rnn_sku = window.state.selected_sku
    assert rnn_sku != cnn_sku and rnn_sku == window.state.recommendation.skus[0].sku
    assert scene.diagram.build == window.state.working_build
    assert scene.diagram.build.label == f"SKU {rnn_sku.number} {rnn_sku.code}"
    rnn_items = {
        key: getattr(item.model, "model", None) for key, item in scene.items_by_key.items()
    }
    assert rnn_items != cnn_items
    assert _diagram_items(window) != cnn_drawing
    assert rnn_sku.code in window.build_view.summary.text()


def test_state_rejects_unknown_workload_without_change(state):
    from rigwright.core.recommend.ranking import UnknownWorkload

    before = state.request
    with pytest.raises(UnknownWorkload):
        state.set_workload("no-such-workload")
    assert state.request == before


def test_selecting_another_sku_redraws_the_diagram(qtbot, window):
    ranking = window.sku_ranking
    assert ranking.topLevelItemCount() >= 2
    first = window.state.selected_sku
    before = _diagram_items(window)
    assert before
    # Pick a SKU with another GPU count than the first, so the drawing must differ.
    row = next(
        r
        for r in range(ranking.topLevelItemCount())
        if window.state.recommendation.skus[r].sku.gpu_count != first.gpu_count
    )
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


def _clear(qtbot, spin) -> None:
    """Delete a spin box's text and press Enter, as an engineer removes a limit."""
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Delete)
    qtbot.keyClick(spin, Qt.Key.Key_Return)


def test_deleting_a_gpu_count_or_memory_limit_means_no_limit(window, qtbot):
    # A plain spin box put the last number back (the upper count's 8 came back).
    panel = window.panel
    panel.count_min_spin.setValue(2)
    panel.count_max_spin.setValue(8)
    panel.memory_spin.setValue(24)
    _clear(qtbot, panel.count_max_spin)
    assert panel.count_max_spin.text() == panel.count_max_spin.specialValueText()
    assert window.state.request.gpu_count == (2, panel.count_max_spin.maximum())
    _clear(qtbot, panel.count_min_spin)
    assert window.state.request.gpu_count is None
    _clear(qtbot, panel.memory_spin)
    assert window.state.request.min_gpu_memory_gb is None


# ---------------------------------------------------------------------- bad input
def _type_budget(qtbot, panel, text: str) -> None:
    """Type ``text`` into the budget field and press Enter, as an engineer would."""
    qtbot.keyClicks(panel.budget_edit, text)
    qtbot.keyClick(panel.budget_edit, Qt.Key.Key_Return)


@pytest.mark.parametrize("text", ["-5", "abc"])
def test_bad_budget_shows_an_error_and_keeps_the_last_result(qtbot, window, text):
    panel = window.panel
    _type_budget(qtbot, panel, "100000")
    assert not _error_shown(window)
    assert window.state.request.budget_cny == 100000
    good = window.state.recommendation
    codes = window.sku_ranking.codes()
    assert all(s.price_cny <= 100000 for s in good.skus)

    panel.budget_edit.selectAll()  # typing replaces the text, as an engineer would
    _type_budget(qtbot, panel, text)
    assert _error_shown(window)
    # The results are not stale without a word: the error says which budget they use.
    assert panel.budget_error.text().endswith("the lists keep the last valid budget, ¥100,000")
    assert window.state.recommendation is good
    assert window.state.request.budget_cny == 100000
    assert window.sku_ranking.codes() == codes

    panel.budget_edit.clear()  # empty: any budget again, error gone
    panel.commit_budget()
    assert not _error_shown(window)
    assert window.state.request.budget_cny is None


def test_a_budget_in_ten_thousands_is_a_budget(qtbot, window):
    # As an input method enters it (QTest cannot type a CJK character).
    window.panel.budget_edit.setText("5万")
    window.panel.commit_budget()
    assert not _error_shown(window)
    assert window.state.request.budget_cny == 50000


def test_typing_a_budget_applies_nothing_on_the_way(qtbot, window):
    """Typing "1e9" must not apply ¥1 after the first key ("0 workstations fit")."""
    panel = window.panel
    before = window.state.recommendation
    changes = []
    window.state.request_changed.connect(lambda: changes.append(window.state.request))
    qtbot.keyClicks(panel.budget_edit, "1e9")
    assert changes == [] and window.state.recommendation is before
    assert window.state.request.budget_cny is None
    assert _error_shown(window)  # "1e9" is no amount: said at once, while typing
    assert panel.budget_pending()
    qtbot.keyClick(panel.budget_edit, Qt.Key.Key_Return)
    assert changes == [] and window.state.request.budget_cny is None
    assert not panel.budget_pending()


def test_budget_is_applied_after_a_pause_in_typing(qtbot, window):
    panel = window.panel
    qtbot.keyClicks(panel.budget_edit, "150000")
    assert window.state.request.budget_cny is None  # not yet: still typing
    assert not _error_shown(window)
    qtbot.waitUntil(lambda: window.state.request.budget_cny == 150000, timeout=2000)
    assert not panel.budget_pending()
    assert all(s.price_cny <= 150000 for s in window.state.recommendation.skus)


def test_budget_is_applied_when_the_field_loses_focus(qtbot, window):
    panel = window.panel
    panel.budget_edit.setFocus()
    qtbot.keyClicks(panel.budget_edit, "80000")
    assert window.state.request.budget_cny is None
    panel.memory_spin.setFocus()  # editingFinished on focus-out
    qtbot.waitUntil(lambda: window.state.request.budget_cny == 80000, timeout=300)


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
        {m: float(seed_weights.get(m, 0.0)) for m in editor.weights()}
    )


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
    assert "weights still in use" in editor.error_label.text()
    assert window.state.recommendation.gpus  # a ranking is still shown
    # The boxes show the weights the ranking uses, not the refused all-zero entry.
    in_use = window.state.effective_weights
    assert any(v > 0 for v in editor.weights().values())
    assert editor.weights() == pytest.approx(
        {m: float(in_use.get(m, 0.0)) for m in editor.weights()}
    )
    editor.reset_button.click()
    assert not editor.error_label.isVisibleTo(editor)
    assert window.state.recommendation.follows_seed
    assert [s.gpu.name for s in window.state.recommendation.gpus] == [s.gpu.name for s in good.gpus]


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
    window.show_tab(view)
    view.sort_by(COL_BANDWIDTH, Qt.SortOrder.DescendingOrder)
    assert view.visible_names()[0] == "TESLA V100"
    qtbot.keyClicks(view.filter_edit, "rtx")
    names = view.visible_names()
    assert names and all("RTX" in n.upper() for n in names)


# ---------------------------------------------------------------------- export
def test_export_quote_writes_a_pdf(qtbot, window, tmp_path, monkeypatch):
    import pypdf

    out = tmp_path / "quote"
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ACME Robotics", True))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    boxes = _boxes(monkeypatch)
    window.export_action.trigger()
    assert not boxes["critical"] and not boxes["warning"]
    pdf = tmp_path / "quote.pdf"
    assert pdf.is_file()
    text = "".join(page.extract_text() for page in pypdf.PdfReader(pdf).pages)
    flat = "".join(text.split())  # the extractor turns spaces into tabs and line breaks
    assert "ACMERobotics" in flat
    assert window.state.selected_sku.code.split()[-1] in flat


def test_export_failure_is_a_message_not_a_traceback(qtbot, window, tmp_path, monkeypatch):
    def broken(*_args, **_kwargs):
        raise OSError("No space left on device")

    monkeypatch.setattr(quotes_tab_module, "export_quote_pdf", broken)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ACME", True))
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "q.pdf"), "")
    )
    errors = _boxes(monkeypatch)["critical"]
    window.export_action.trigger()
    assert len(errors) == 1
    doc = window.quotes_tab.editor.document()
    # The quote was saved before the PDF was written: the message says so, not "not saved".
    assert errors[0] == (
        f"The PDF could not be written: No space left on device. The quote "
        f"itself is saved as {doc.number} R1."
    )


def test_export_cancelled_does_nothing(qtbot, window, monkeypatch):
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("", False))
    called = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: called.append(a))
    boxes = _boxes(monkeypatch)
    window.export_action.trigger()
    assert called == [] and not any(boxes.values())


def test_export_refuses_a_workstation_without_a_price(qtbot, window, tmp_path, monkeypatch):
    """File ▸ Export quote PDF… on a changed build whose price is still to be set starts the
    quote (so the price can be entered) but writes no PDF and asks for no file."""
    import dataclasses

    from rigwright.core.build.model import GpuLine
    from rigwright.core.pricing.prices import Price

    state = window.state
    state.select_sku(state.catalog.sku("1.7"))
    state.edit_build(
        dataclasses.replace(state.working_build, gpus=(GpuLine("RTX2080Ti", 2),)), "2 cards"
    )
    monkeypatch.setattr(
        Session,  # the state reads its working price
        "working_price",
        property(lambda self: Price(None, "price to be set: no list price")),
    )
    calls = _capture_exports(monkeypatch, tmp_path)
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: asked.append(a))
    boxes = _boxes(monkeypatch)
    window.export_action.trigger()
    assert calls == [] and asked == []
    assert len(boxes["warning"]) == 1
    assert (
        "方案 A, line 1: the workstation has no price (¥0.00): enter its unit price"
        in (boxes["warning"][0])
    )
    editor = window.quotes_tab.editor
    assert editor.document() is not None and editor.document().number is None  # not saved
    editor.set_document(None)


# ---------------------------------------------------------------------- app.run
def test_run_reports_an_unopenable_catalog(qapp, tmp_db, monkeypatch):
    from rigwright.gui.shell import app

    shown = _boxes(monkeypatch)["critical"]
    assert app.run(tmp_db, "no-such-catalog") == 1
    assert len(shown) == 1
    message = shown[0]
    assert "no-such-catalog" in message and "\n" not in message


def test_run_opens_the_main_window(qapp, tmp_db, monkeypatch, windows_run):

    from rigwright.gui.shell import app

    seen = windows_run
    assert app.run(tmp_db, "seed-2020") == 0
    assert seen and seen[0].state.catalog.name == "seed-2020"


def test_fields_follow_a_request_changed_elsewhere(qtbot, seed_catalog):
    """The input fields say what the request holds, also when it changes from elsewhere."""
    from rigwright.gui.state import AppState

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
    panel.commit_budget()
    state.set_workload("rnn")
    assert panel.budget_edit.text() == "abc"
    assert not panel.budget_is_valid()
    assert state.request.budget_cny == 150000
    state.set_budget(None)
    assert panel.budget_edit.text() == "" and panel.budget_is_valid()


# ---------------------------------------------------------------------- display details
def test_inference_note_is_not_cut_at_ie(window):
    _select_workload(window, "inference")
    note = window.panel.workload_note.full_text()
    assert "i.e. reduced precision" in note and note.endswith(".")
    _select_workload(window, "cnn")
    assert window.panel.workload_note.full_text() == (
        "Seed priority for CNN: Tensors > FLOP > memory > FP16."
    )


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_the_requirements_stay_put_whatever_the_workload(window, lang):
    # The workload's summary took one to four lines: the Requirements box jumped 30-60 px.
    from PySide6.QtCore import QCoreApplication, QPoint

    from rigwright.gui.widgets import i18n
    from rigwright.gui.widgets.fixed_lines import lines_height

    try:
        assert i18n.set_language(lang)
        QCoreApplication.processEvents()
        window.resize(1366, 768)
        panel = window.panel
        places = set()
        for key in ("cnn", "rnn", "transformer", "gan", "inference", "dbn"):
            _select_workload(window, key)
            QCoreApplication.processEvents()
            note = panel.workload_note
            assert note.height() == lines_height(note, 2)
            if note.is_elided():  # the whole text stays one hover away
                assert note.full_text() in note.toolTip()
            places.add(
                tuple(
                    w.mapTo(window, QPoint(0, 0)).y()
                    for w in (panel.inputs_box, panel.budget_edit, panel.count_min_spin)
                )
            )
        assert len(places) == 1, places
    finally:
        i18n.set_language("en")


def test_status_bar_uses_singular_and_plural(window, seed_catalog):
    window.state.set_gpu_count((9, 9))
    window.state.set_min_gpu_memory(48)
    rec = window.state.recommendation
    message = window.statusBar().currentMessage()
    assert len(rec.skus) == 1, [s.sku.code for s in rec.skus]
    assert "1 workstation fits" in message and "1 workstations" not in message
    assert "GPUs ranked" in message or "1 GPU ranked" in message
    window.state.set_min_gpu_memory(200)
    message = window.statusBar().currentMessage()
    assert "no workstation fits" in message and "0 GPUs ranked" in message
    window.state.set_min_gpu_memory(None)
    window.state.set_gpu_count(None)
    assert f"{len(seed_catalog.gpus)} GPUs ranked" in window.statusBar().currentMessage()
    assert "workstations fit" in window.statusBar().currentMessage()


def _luminance(color) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.redF())
        + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF())
    )


def test_notes_text_passes_wcag_aa_on_the_window(window):
    from PySide6.QtGui import QColor, QPalette

    window.state.set_model_scale("large")
    assert window.notes.isVisibleTo(window)
    ink = QColor(main_window_module.NOTES_COLOR)
    assert ink.name() in window.notes.styleSheet()
    background = window.palette().color(QPalette.ColorRole.Window)
    lighter, darker = sorted((_luminance(ink), _luminance(background)), reverse=True)
    assert (lighter + 0.05) / (darker + 0.05) >= 4.5


def test_notes_show_the_recommendation_notes_as_given(window):
    """The window shows ``Recommendation.notes`` unfiltered; custom weights are the banner's."""
    editor = window.panel.weights_editor
    window.state.set_model_scale("large")
    editor.spin("fp16_tflops").setValue(editor.spin("fp16_tflops").value() + 0.5)
    rec = window.state.recommendation
    assert not rec.follows_seed and window.banner.isVisibleTo(window)
    assert window.notes.text() == "\n".join(rec.notes)


def test_export_cannot_re_enter(qtbot, window, tmp_path, monkeypatch):
    """A second Export while one runs (its dialogs run event loops) starts nothing."""
    exports = []

    def slow_export(*args, **kwargs):
        exports.append(args)
        assert not window.export_action.isEnabled()
        window.export_action.trigger()  # the user presses Ctrl+E again mid-export
        window.export_quote()
        Path(args[2]).write_bytes(b"%PDF-1.4 stub")

    monkeypatch.setattr(quotes_tab_module, "export_quote_pdf", slow_export)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ACME", True))
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "q.pdf"), "")
    )
    window.export_action.trigger()
    assert len(exports) == 1
    assert window.export_action.isEnabled()  # enabled again afterwards


def test_state_lays_out_the_selected_sku(qtbot, seed_catalog):
    """The state computes the layout when the selection changes; the view only draws it."""
    from rigwright.core.build.layout import chassis_layout

    state = AppState(seed_catalog)
    assert state.selected_layout == chassis_layout(state.selected_sku, seed_catalog)
    other = next(s for s in seed_catalog.skus if s != state.selected_sku)
    with qtbot.waitSignals([state.selected_sku_changed, state.working_build_changed]):
        state.select_sku(other)
    assert state.selected_layout.sku == other
    with qtbot.waitSignal(state.working_build_changed):
        state.select_sku(None)
    assert state.selected_layout is None and state.layout_error == ""


def test_window_modules_import_their_views_plainly():
    """No ImportError fallbacks: a broken view module must fail the window, not hide a view."""
    import ast
    import inspect

    for module in (
        main_window_module,
        build_view_module,
        gpu_table_view_module,
        window_menus_module,
        window_pages_module,
    ):
        tree = ast.parse(inspect.getsource(module))
        assert not [
            n
            for n in ast.walk(tree)
            if isinstance(n, ast.Try)
            and any(isinstance(h.type, ast.Name) and h.type.id == "ImportError" for h in n.handlers)
        ], module.__name__
    assert build_view_module.DiagramPanel is not None
    # The modules of the tabs built on first use are imported then (docs/performance.md), plainly.
    window_class = main_window_module.MainWindow
    for make, line in (
        (window_class._make_charts, "from rigwright.gui.charts.view import ChartsView"),
        (window_class._make_compare, "from rigwright.gui.compare.view import CompareView"),
        (
            window_class._make_data_quality,
            "from rigwright.gui.catalog.data_quality import DataQualityView",
        ),
        (window_class._make_parts, "from rigwright.gui.catalog.parts_view import PartsView"),
    ):
        assert line in inspect.getsource(make)


# ---------------------------------------------------------------------- tester's faults
def _choose_quote_lang(window, lang: str) -> None:
    for action in window.quote_lang_group.actions():
        if action.data() == lang:
            action.setChecked(True)
    assert window.quote_lang() == lang


def _capture_exports(monkeypatch, tmp_path, customer="ACME"):
    """Answer the dialogs and record what is exported (no PDF is rendered)."""
    calls = []

    def fake_export(quote, catalog, out, **kwargs):  # quote: the ResolvedQuote exported
        calls.append((quote, Path(out), kwargs))
        Path(out).write_bytes(b"%PDF-1.4 stub")

    monkeypatch.setattr(quotes_tab_module, "export_quote_pdf", fake_export)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (customer, True))
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "q.pdf"), "")
    )
    return calls


def test_english_quote_from_the_window_shows_no_internal_figures(
    qtbot, window, tmp_path, monkeypatch
):
    import pypdf

    window.state.select_sku(window.state.catalog.sku("3.3"))  # out of the guide's 8-9 range
    _choose_quote_lang(window, "en")
    out = tmp_path / "q.pdf"
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("ACME", True))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    boxes = _boxes(monkeypatch)
    window.export_action.trigger()
    assert not boxes["critical"] and not boxes["warning"]
    text = " ".join(" ".join(page.extract_text().split()) for page in pypdf.PdfReader(out).pages)
    # The ranking's internal wording never reaches the customer ("Why this configuration" now
    # heads the customer-worded reasons of the quote editor and the catalog).
    for internal in (
        "GPU score",
        "per score point",
        "open-air cards",
        "outside the",
        "selection guide rates",
        "no position",
        "雙塔",
    ):
        assert internal not in text, internal
    assert "PSU capacity not stated" not in text  # an internal verdict, not for the customer
    assert "sized to the system's power draw at assembly" in text


def test_the_window_passes_no_ranking_reasons(qtbot, window, tmp_path, monkeypatch):
    calls = _capture_exports(monkeypatch, tmp_path)
    _choose_quote_lang(window, "en")
    window.export_action.trigger()
    assert len(calls) == 1
    resolved = calls[0][0]
    assert resolved.lang == "en"
    assert all(option.option.reasons == () for option in resolved.options)


def test_export_applies_a_budget_typed_within_the_pause(qtbot, window, tmp_path, monkeypatch):
    panel = window.panel
    calls = _capture_exports(monkeypatch, tmp_path)
    old_top = window.state.selected_sku
    qtbot.keyClicks(panel.budget_edit, "60000")
    assert panel.budget_pending() and window.state.request.budget_cny is None
    window.export_action.trigger()  # at once: within the 400 ms pause
    assert window.state.request.budget_cny == 60000
    quoted = calls[0][0].options[0].lines[0].sku
    assert quoted.price_cny <= 60000 and quoted != old_top
    assert quoted == window.state.recommendation.skus[0].sku


def test_export_refuses_an_invalid_budget(qtbot, window, tmp_path, monkeypatch):
    calls = _capture_exports(monkeypatch, tmp_path)
    warnings = _boxes(monkeypatch)["warning"]
    qtbot.keyClicks(window.panel.budget_edit, "abc")
    window.export_action.trigger()
    assert calls == [] and len(warnings) == 1 and "budget" in warnings[0]


def test_chart_plots_the_first_metric_of_custom_weights(qtbot, window):
    editor = window.panel.weights_editor
    chart = window.chart_view.chart
    assert chart.plot.getAxis("bottom").labelText.startswith("Tensor")  # CNN: tensor TFLOPS
    window.show_tab("chart_view")
    for metric in editor.weights():
        editor.spin(metric).setValue(1.0 if metric == "memory_gb" else 0.0)
    rec = window.state.recommendation
    assert max(rec.weights, key=rec.weights.get) == "memory_gb"
    assert chart.plot.getAxis("bottom").labelText == "Memory (GB)"
    values = [b.value for b in chart.bars]
    assert values == sorted(values, reverse=True)
    assert chart.bars[0].value == max(g.memory_gb for g in window.state.catalog.gpus)
    assert {b.name for b in chart.bars if b.highlighted} == set(rec.recommended_gpu_names)
    assert "custom weights" in chart.plot.titleLabel.text
    editor.reset_button.click()
    assert chart.plot.getAxis("bottom").labelText.startswith("Tensor")
    assert "custom weights" not in chart.plot.titleLabel.text


def test_score_columns_fit_their_widest_values_after_the_weights_change(qtbot, window):
    from PySide6.QtGui import QFont, QFontMetrics

    editor = window.panel.weights_editor
    for metric in editor.weights():
        editor.spin(metric).setValue(1.0 if metric == "memory_gb" else 0.0)
    gpus, skus = window.gpu_ranking, window.sku_ranking
    assert "100.0" in gpus.texts(gpus.COL_SCORE)
    bold = QFont(gpus.font())
    bold.setBold(True)
    assert gpus.columnWidth(gpus.COL_SCORE) > QFontMetrics(bold).horizontalAdvance("100.0")
    for view, columns in ((gpus, [gpus.COL_SCORE]), (skus, [skus.COL_SCORE, skus.COL_PRICE])):
        for column in columns:
            assert view.columnWidth(column) >= view.sizeHintForColumn(column), (view, column)
    metrics = QFontMetrics(skus.font())
    assert skus.columnWidth(skus.COL_SCORE) > metrics.horizontalAdvance("9999.9")
    assert skus.columnWidth(skus.COL_PRICE) > metrics.horizontalAdvance("¥999,999")


@pytest.mark.parametrize("typed", ["", "   ", "ACME\x07", "x" * 500])
def test_a_bad_customer_name_is_refused_after_the_name_dialog(
    qtbot, window, tmp_path, monkeypatch, typed
):
    from rigwright.core.quote.document import check_text

    with pytest.raises(ValueError) as refused:
        check_text(typed, "Company", required=True)
    reason = str(refused.value)
    calls = _capture_exports(monkeypatch, tmp_path, customer=typed)
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: asked.append(a))
    warnings = _boxes(monkeypatch)["warning"]
    window.export_action.trigger()
    assert asked == [] and calls == []
    assert len(warnings) == 1 and reason in warnings[0]


def test_a_folder_from_the_save_dialog_is_an_error(qtbot, window, tmp_path, monkeypatch):
    calls = _capture_exports(monkeypatch, tmp_path)
    folder = tmp_path / "quotes"
    folder.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(folder), ""))
    errors = _boxes(monkeypatch)["critical"]
    window.export_action.trigger()
    assert calls == [] and len(errors) == 1 and "folder" in errors[0]
    assert errors[0].startswith("The PDF could not be written: ")
    assert "The quote itself is saved as Q-" in errors[0]
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("answer", ["Yes", "No"])
def test_appending_pdf_asks_before_replacing_a_file(qtbot, window, tmp_path, monkeypatch, answer):
    calls = _capture_exports(monkeypatch, tmp_path)
    (tmp_path / "offer.pdf").write_bytes(b"%PDF old")
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "offer"), "")
    )
    questions = _boxes(monkeypatch, [getattr(QMessageBox.StandardButton, answer)])["question"]
    window.export_action.trigger()
    assert len(questions) == 1 and "offer.pdf" in questions[0]
    if answer == "Yes":
        assert [c[1] for c in calls] == [tmp_path / "offer.pdf"]
    else:
        assert calls == [] and (tmp_path / "offer.pdf").read_bytes() == b"%PDF old"


def test_appending_pdf_to_a_new_name_asks_nothing(qtbot, window, tmp_path, monkeypatch):
    calls = _capture_exports(monkeypatch, tmp_path)
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "offer"), "")
    )
    questions = _boxes(monkeypatch)["question"]
    window.export_action.trigger()
    assert questions == [] and [c[1] for c in calls] == [tmp_path / "offer.pdf"]


def test_a_failed_export_clears_the_saved_message(qtbot, window, tmp_path, monkeypatch):
    _capture_exports(monkeypatch, tmp_path)
    window.export_action.trigger()
    assert window.statusBar().currentMessage().startswith("Quote saved to")

    def broken(*_args, **_kwargs):
        raise OSError("No space left on device")

    monkeypatch.setattr(quotes_tab_module, "export_quote_pdf", broken)
    errors = _boxes(monkeypatch)["critical"]
    window.export_action.trigger()
    assert len(errors) == 1
    assert "Quote saved" not in window.statusBar().currentMessage()


def test_gpu_count_error_says_the_lists_keep_the_last_range(window):
    panel = window.panel
    panel.count_min_spin.setValue(5)
    panel.count_max_spin.setValue(7)
    panel.count_max_spin.setValue(4)
    assert panel.count_error.isVisibleTo(panel)
    assert panel.count_error.text().endswith("— the lists keep the last valid range")
    assert window.state.request.gpu_count == (5, 7)


def test_spec_table_filter_finds_the_seeds_other_spellings(qtbot, window):
    view = window.gpu_table
    for typed in ("QGV100", "qudro"):
        view.filter_edit.clear()
        qtbot.keyClicks(view.filter_edit, typed)
        assert view.visible_names() == ["Quadro GV100"], typed


def test_the_build_summary_shows_components_and_marks_illustrative_prices(qtbot, seed_catalog):
    import dataclasses

    from rigwright.gui.ranking.views import SkuRankingView
    from rigwright.gui.state import AppState

    state = AppState(seed_catalog)
    window = MainWindow(state)
    qtbot.addWidget(window)
    state.select_sku(seed_catalog.sku("1.7"))
    summary = window.findChild(QLabel, "buildSummary").text()
    assert "¥89,990 CNY ※" in summary and "illustrative price" in summary
    assert "Intel Core X (10th gen), 12 cores, 4.5 GHz · 96 GB DDR4 · 4 × RTX2080Ti" in summary
    assert 'SSD 1.92 TB + SATA HDD 6 TB · micro tower, 1 × 2000 W · 23" display' in summary
    view = window.findChild(SkuRankingView)
    assert all(price.endswith(" ※") for price in view.texts(SkuRankingView.COL_PRICE))
    # A vendor price list clears the mark and names its basis.
    vendor = dataclasses.replace(
        seed_catalog,
        skus=tuple(
            dataclasses.replace(
                s, price_illustrative=False, price_basis="含税价 (Price list v.csv)"
            )
            for s in seed_catalog.skus
        ),
    )
    state.set_catalog(vendor)
    state.select_sku(vendor.sku("1.7"))
    summary = window.findChild(QLabel, "buildSummary").text()
    assert "※" not in summary and "含税价 (Price list v.csv)" in summary
    assert not any("※" in p for p in view.texts(SkuRankingView.COL_PRICE))


def test_skus_that_break_the_seeds_own_rules_carry_a_badge(qtbot, seed_catalog):
    from rigwright.gui.ranking.views import SkuRankingView
    from rigwright.gui.state import AppState

    window = MainWindow(AppState(seed_catalog))
    qtbot.addWidget(window)
    view = window.findChild(SkuRankingView)
    badged = {n.split()[0] for n in view.texts(SkuRankingView.COL_NUMBER) if n.endswith("⚠")}
    assert badged == {"2.5", "3.1", "3.3"}
    row = [n.split()[0] for n in view.texts(SkuRankingView.COL_NUMBER)].index("3.1")
    tip = view.topLevelItem(row).toolTip(SkuRankingView.COL_NUMBER)
    assert tip.startswith("⚠ 9 × RTX2080S") and "fix:" in tip


def test_the_build_summary_names_the_rule_checks_and_their_fix(qtbot, seed_catalog):
    from rigwright.gui.state import AppState

    state = AppState(seed_catalog)
    window = MainWindow(state)
    qtbot.addWidget(window)
    state.select_sku(seed_catalog.sku("3.1"))
    summary = window.findChild(QLabel, "buildSummary")
    assert (
        "⚠ rule checks: 1 error(s), 0 warning(s) — gpu.scale_limit: use at most 8" in summary.text()
    )
    assert "error: 9 × RTX2080S" in summary.toolTip()
    state.select_sku(seed_catalog.sku("3.4"))  # infos only (1.7 now warns: transients, x8 lanes)
    assert "rule checks" not in summary.text()


def test_the_ranked_lists_stay_put_whatever_the_notes_say(window):
    # The notes strip followed its text: six lines of notes pushed the lists down.
    from PySide6.QtCore import QCoreApplication, QPoint

    window.resize(1366, 768)
    tops = set()
    for budget in (None, 1, 60000, None):
        window.state.set_budget(budget)
        QCoreApplication.processEvents()
        tops.add(
            (
                window.gpu_ranking.mapTo(window, QPoint(0, 0)).y(),
                window.sku_ranking.mapTo(window, QPoint(0, 0)).y(),
            )
        )
    assert window.messages.isVisible()  # empty, but its lines kept
    assert len(tops) == 1, tops
    window.state.set_budget(1)
    QCoreApplication.processEvents()
    assert window.notes.text() and window.messages.isVisible()


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_the_side_tabs_stay_put_whatever_the_verdict_counts(window, lang):
    # "Verdicts (0 ✖, 0 ▲)" grew with its counts and pushed the GPU and Notes tabs along.
    from PySide6.QtCore import QCoreApplication

    from rigwright.gui.widgets import i18n

    try:
        assert i18n.set_language(lang)
        window.resize(1366, 738)
        window.tabs.setCurrentWidget(window.build_view)
        side = window.build_view.diagram_panel.side
        places = set()
        for number in ("1.1", "1.7", None, "2.5", "3.7"):  # None: no build, no counts
            window.state.select_sku(window.state.catalog.sku(number) if number else None)
            QCoreApplication.processEvents()
            places.add(tuple(side.tabBar().tabRect(i).x() for i in range(side.count())))
        assert len(places) == 1, places
    finally:
        i18n.set_language("en")
