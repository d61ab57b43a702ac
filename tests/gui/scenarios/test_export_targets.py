"""Every export the engineer points somewhere (quote PDF, chart and diagram PNG/SVG) treats
the target
the same way: a link is written through, a pipe is refused and left alone, and the new file
gets the mode a new file gets (not private 0600)."""

from __future__ import annotations

import os
import stat

import pytest

import rigwright.core.io.files
from rigwright.core.build.diagram import build_diagram
from rigwright.core.build.model import build_from_sku
from rigwright.core.build.rules import check_build
from rigwright.core.quote.document import QuoteDocument, read_quote_file, resolve_quote
from rigwright.gui.build.scene import BuildScene
from rigwright.gui.charts.export import ChartExportError, export_png, export_svg
from rigwright.gui.charts.gpu_metric import MetricChart
from rigwright.gui.quotes.pdf import QuoteExportError, export_quote_pdf

EXAMPLE = "docs/quote-example-en.json"


@pytest.fixture
def chart(qtbot, seed_catalog):
    c = MetricChart()
    qtbot.addWidget(c)
    c.show_metric(seed_catalog, "tensor_tflops", {"Titan RTX"})
    return c


def _pdf(catalog, out):
    doc = read_quote_file(EXAMPLE)
    assert isinstance(doc, QuoteDocument)
    export_quote_pdf(resolve_quote(doc, catalog), catalog, out)


@pytest.fixture
def diagram(qtbot, seed_catalog):
    scene = BuildScene()
    build = build_from_sku(seed_catalog.sku("1.7"), seed_catalog)
    scene.set_diagram(build_diagram(build, seed_catalog, check_build(build, seed_catalog)))
    return scene


@pytest.mark.parametrize("kind", ["pdf", "png", "svg", "diagram.png", "diagram.svg"])
def test_a_link_is_written_through_and_a_pipe_refused(
    qtbot, tmp_path, seed_catalog, chart, diagram, kind
):
    write = {
        "pdf": lambda p: _pdf(seed_catalog, p),
        "png": lambda p: export_png(chart, p),
        "svg": lambda p: export_svg(chart, p),
        "diagram.png": diagram.export_png,
        "diagram.svg": diagram.export_svg,
    }[kind]
    error = {"pdf": QuoteExportError, "png": ChartExportError, "svg": ChartExportError}.get(
        kind, OSError
    )
    real = tmp_path / f"real.{kind}"
    real.write_bytes(b"old")
    real.chmod(0o604)
    link = tmp_path / f"link.{kind}"
    link.symlink_to(real)
    write(link)
    assert link.is_symlink() and real.read_bytes() != b"old" and real.stat().st_size > 1000
    assert stat.S_IMODE(real.stat().st_mode) == 0o604  # the replaced file's mode is kept

    pipe = tmp_path / f"pipe.{kind}"
    os.mkfifo(pipe)
    with pytest.raises(error, match="not a regular file"):
        write(pipe)
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([link.name, real.name, pipe.name])


@pytest.mark.parametrize("kind", ["png", "svg"])
def test_a_new_chart_file_gets_the_umask_mode(tmp_path, chart, kind):
    out = tmp_path / f"c.{kind}"
    (export_png if kind == "png" else export_svg)(chart, out)
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~rigwright.core.io.files._umask()


@pytest.mark.parametrize("answer", ["Yes", "No"])
def test_the_diagram_asks_before_replacing_a_file_its_suffix_names(
    qtbot, window, tmp_path, monkeypatch, answer
):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    panel = window.build_view.diagram_panel
    existing = tmp_path / "<i>plan<i>.v2.png"
    existing.write_bytes(b"old")
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "<i>plan<i>.v2"), "")
    )
    asked = []

    def reply(box):
        assert box.textFormat() == Qt.TextFormat.PlainText  # the file name shown literally
        asked.append(box.text())
        return getattr(QMessageBox.StandardButton, answer)

    monkeypatch.setattr(QMessageBox, "exec", reply)
    panel._export("png")
    assert asked == ["<i>plan<i>.v2.png already exists. Replace it?"]
    assert (existing.read_bytes() == b"old") == (answer == "No")
