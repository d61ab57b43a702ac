"""The GPU detail pane: the selected GPU's seven figures and physical facts, each with where it
came from and how sure that source is, the catalog's tensor definition, and the lint findings
about the GPU.

A blank fact is written "unknown", never 0. The pane shows :attr:`AppState.selected_gpu`.
"""

from __future__ import annotations

import html
import re
from decimal import Decimal

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QTextBrowser

from core.catalog import UNKNOWN, Catalog, Cooler, FigureSource, Gpu
from core.lint import Finding
from gui.state import AppState
from gui.theme import MUTED, UNKNOWN_TEXT, is_dark

FIGURE_ROWS: tuple[tuple[str, str, str], ...] = (
    ("cuda_cores", "CUDA cores", ""),
    ("tensor_cores", "Tensor cores", ""),
    ("memory_gb", "Memory", " GB"),
    ("memory_bandwidth_gbs", "Bandwidth", " GB/s"),
    ("tensor_tflops", "Tensor", " TFLOPS"),
    ("fp16_tflops", "FP16", " TFLOPS"),
    ("fp32_tflops", "FP32", " TFLOPS"),
)
"""(Gpu attribute, label, unit) of the seven figures, in the spec table's order."""

PHYSICAL_ROWS: tuple[tuple[str, str], ...] = (
    ("board_power_w", "Board power"),
    ("slot_width", "Slot width"),
    ("cooler", "Cooler"),
    ("power_connectors", "Power"),
    ("nvlink", "NVLink"),
    ("pcie", "PCIe"),
    ("board_length_mm", "Length"),
    ("launch_msrp_usd", "Launch MSRP"),
    ("launch_date", "Launch date"),
)
"""(Gpu attribute, label) of the physical facts."""

def _styles(dark: bool) -> tuple[str, str]:
    """The inline styles of "unknown" and of notes, for a light or a dark page."""
    return f"color:{UNKNOWN_TEXT.pick(dark)}; font-style:italic", f"color:{MUTED.pick(dark)}"


# What catalog_files writes for a GPU whose facts come from a reference row:
# "reference: Tesla T4 (board power secondary, slot width secondary); cooler: reference".
_PHYSICAL_SOURCE = re.compile(
    r"^reference: (?P<reference>.*?) \(board power (?P<board_power_w>[^,]+), "
    r"slot width (?P<slot_width>[^)]+)\); cooler: (?P<cooler>.*)$"
)


def physical_provenance(gpu: Gpu) -> dict[str, str]:
    """What :attr:`Gpu.physical_source` says per fact, for catalogs (the seed) that keep no
    :class:`FigureSource` for them: "reference" (the reference row's name), "board_power_w"
    and "slot_width" (their confidence) and "cooler" (where the cooler type came from).
    Empty when the text has another form."""
    match = _PHYSICAL_SOURCE.match(gpu.physical_source or "")
    return {k: v.strip() for k, v in match.groupdict().items()} if match else {}


def _format_fact(gpu: Gpu, field: str) -> str | None:
    """The fact as shown, with its unit; None when unknown."""
    value = getattr(gpu, field)
    if field == "cooler":
        return None if value in (None, Cooler.UNKNOWN) else str(value)
    if value is None or value == "":
        return None
    if field == "board_power_w":
        return f"{value} W"
    if field == "slot_width":
        return f"{value} slot" if value == 1 else f"{value} slots"
    if field == "board_length_mm":
        return f"{Decimal(value).normalize():f} mm"
    if field == "launch_msrp_usd":
        return f"US${value:,}"
    return str(value)


class GpuDetailView(QTextBrowser):
    """A read-only, scrolling, wrapping page about :attr:`AppState.selected_gpu`."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self.setObjectName("gpuDetail")
        self._state = state
        self.setOpenLinks(False)  # offline: sources are shown, not opened
        # Long source URLs break anywhere rather than widening the page.
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.document().setDocumentMargin(6)
        self._dark = is_dark(self.palette())
        self._on_selected_gpu_changed()
        state.selected_gpu_changed.connect(self._on_selected_gpu_changed)

    def changeEvent(self, event: QEvent) -> None:
        """Rewrite the page in the new theme's colours when the palette changes."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and is_dark(self.palette()) != self._dark:
            self._dark = not self._dark
            self._on_selected_gpu_changed()

    def _on_selected_gpu_changed(self) -> None:
        gpu = self._state.selected_gpu
        if gpu is None:
            self.setHtml(
                f"<p style='{_styles(self._dark)[1]}'>"
                + html.escape(self.tr("Select a GPU in the table or the ranked list to see its "
                                      "figures, physical facts and their sources."))
                + "</p>")
            return
        self.setHtml(gpu_detail_html(gpu, self._state.catalog, self._state.findings,
                                     dark=self._dark))


def gpu_detail_html(gpu: Gpu, catalog: Catalog, findings: list[Finding], *,
                    dark: bool = False) -> str:
    """The detail page of ``gpu`` as Qt rich text (escaped throughout), its secondary text
    coloured for a ``dark`` or a light page."""
    unknown_style, note_style = _styles(dark)
    notes: list[str] = []  # numbered source documents, each once

    def cite(source: FigureSource | None, fallback: str = "") -> str:
        if source is None:
            return html.escape(fallback)
        text = html.escape(source.confidence)
        if source.source:
            if source.source not in notes:
                notes.append(source.source)
            text += f"<sup>{notes.index(source.source) + 1}</sup>"
        return text

    def row(label: str, value: str | None, how: str, note: str = "") -> str:
        shown = (html.escape(value) if value is not None
                 else f"<span style='{unknown_style}'>{UNKNOWN}</span>")
        extra = f"<br><span style='{note_style}'>{html.escape(note)}</span>" if note else ""
        return (f"<tr><td>{html.escape(label)}</td><td><b>{shown}</b>{extra}</td>"
                f"<td style='{note_style}'>{how}</td></tr>")

    seed_own = not gpu.figure_sources
    parts = [f"<h3 style='margin:0'>{html.escape(gpu.name)}</h3>"]
    if gpu.aliases:
        parts.append(f"<p style='{note_style}; margin:0'>also printed as "
                     f"{html.escape(', '.join(gpu.aliases))}</p>")

    parts.append("<p style='margin:6px 0 2px 0'><b>Figures</b></p>")
    parts.append("<table cellspacing='0' cellpadding='2' width='100%'>")
    for field, label, unit in FIGURE_ROWS:
        value = getattr(gpu, field)
        shown = None if value is None else f"{value}{unit}"
        how = cite(gpu.source_of(field))
        if value is None and not how:
            how = "no source gives it"
        parts.append(row(label, shown, how))
    parts.append("</table>")
    if seed_own:
        parts.append(f"<p style='{note_style}; margin:2px 0'>The figures as the "
                     f"{html.escape(catalog.name)} catalog prints them.</p>")
    definition = catalog.tensor_definition or "definition not stated"
    parts.append(f"<p style='{note_style}; margin:2px 0'>Tensor TFLOPS of this catalog: "
                 f"{html.escape(definition)}</p>")

    provenance = physical_provenance(gpu)
    parts.append("<p style='margin:6px 0 2px 0'><b>Physical facts</b></p>")
    parts.append("<table cellspacing='0' cellpadding='2' width='100%'>")
    for field, label in PHYSICAL_ROWS:
        value = _format_fact(gpu, field)
        if field == "slot_width" and not gpu.source_of(field) and "slot_width" not in provenance:
            value = None  # Gpu.slot_width is 2 when nothing states it: not a fact
        fallback, note = provenance.get(field, ""), ""
        if field == "cooler" and fallback:
            # The seed's own statement wins over the reference: say whose this is, and what
            # the other one says ("seed: scale table, 渦輪式散熱 (the reference's ... )").
            fallback, note = re.split(r"[\s:;]", fallback, maxsplit=1)[0], fallback
        how = cite(gpu.source_of(field), fallback)
        if note == fallback:
            note = ""
        parts.append(row(label, value, how, note))
    parts.append("</table>")
    if provenance.get("reference"):
        parts.append(f"<p style='{note_style}; margin:2px 0'>Reference row: "
                     f"{html.escape(provenance['reference'])}</p>")
    elif gpu.physical_source and not gpu.figure_sources:
        parts.append(f"<p style='{note_style}; margin:2px 0'>"
                     f"{html.escape(gpu.physical_source)}</p>")

    mine = [f for f in findings if f.where.get("gpu") == gpu.name]
    if mine:
        parts.append(f"<p style='margin:6px 0 2px 0'><b>Data quality ({len(mine)})</b></p>")
        parts.append("<ul style='margin:0; -qt-list-indent:1'>")
        parts.extend(f"<li>{html.escape(f.severity)}: {html.escape(f.message)}</li>"
                     for f in mine)
        parts.append("</ul>")

    if notes:
        parts.append("<p style='margin:6px 0 2px 0'><b>Sources</b></p>")
        parts.append(f"<ol style='margin:0; -qt-list-indent:1; {note_style}'>")
        parts.extend(f"<li>{html.escape(n)}</li>" for n in notes)
        parts.append("</ol>")
    return "".join(parts)
