"""The GPU detail pane: the selected GPU's seven figures and physical facts, each with where it came
from and how sure that source is, the catalog's tensor definition, and the lint findings about
the GPU.
More in docs/window.md (`rigwright.gui.catalog.gpu_detail`).
"""

from __future__ import annotations

import html
import re
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QTextBrowser

from rigwright.core.catalog.lint import Finding
from rigwright.core.catalog.model import (
    Catalog,
    Cooler,
    FigureSource,
    Gpu,
    data_text,
    is_marked_data_text,
)
from rigwright.core.catalog.model import cooler_text as catalog_cooler_text
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.catalog.gpu_table import confidence_text
from rigwright.gui.state import AppState
from rigwright.gui.widgets.help import set_help_topic
from rigwright.gui.widgets.i18n import Retranslating, tr_text
from rigwright.gui.widgets.severity import severity_text
from rigwright.gui.widgets.theme import MUTED, UNKNOWN_TEXT, is_dark

FIGURE_ROWS: tuple[tuple[str, Text, str], ...] = (
    ("cuda_cores", QT_TRANSLATE_NOOP("GpuDetailView", "CUDA cores"), ""),
    ("tensor_cores", QT_TRANSLATE_NOOP("GpuDetailView", "Tensor cores"), ""),
    ("memory_gb", QT_TRANSLATE_NOOP("GpuDetailView", "Memory"), " GB"),
    ("memory_bandwidth_gbs", QT_TRANSLATE_NOOP("GpuDetailView", "Bandwidth"), " GB/s"),
    ("tensor_tflops", QT_TRANSLATE_NOOP("GpuDetailView", "Tensor"), " TFLOPS"),
    ("fp16_tflops", QT_TRANSLATE_NOOP("GpuDetailView", "FP16"), " TFLOPS"),
    ("fp32_tflops", QT_TRANSLATE_NOOP("GpuDetailView", "FP32"), " TFLOPS"),
)
"""(Gpu attribute, label, unit) of the seven figures, in the spec table's order."""

PHYSICAL_ROWS: tuple[tuple[str, Text], ...] = (
    ("board_power_w", QT_TRANSLATE_NOOP("GpuDetailView", "Board power")),
    ("slot_width", QT_TRANSLATE_NOOP("GpuDetailView", "Slot width")),
    ("cooler", QT_TRANSLATE_NOOP("GpuDetailView", "Cooler")),
    ("power_connectors", QT_TRANSLATE_NOOP("GpuDetailView", "Power")),
    ("nvlink", QT_TRANSLATE_NOOP("GpuDetailView", "NVLink")),
    ("pcie", QT_TRANSLATE_NOOP("GpuDetailView", "PCIe")),
    ("board_length_mm", QT_TRANSLATE_NOOP("GpuDetailView", "Length")),
    ("launch_msrp_usd", QT_TRANSLATE_NOOP("GpuDetailView", "Launch MSRP")),
    ("launch_date", QT_TRANSLATE_NOOP("GpuDetailView", "Launch date")),
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


def cooler_text(cooler: Cooler | str) -> str:
    """A cooler type in the window's language ("blower": 涡轮)."""
    return tr_text(catalog_cooler_text(str(cooler)))


def _format_fact(gpu: Gpu, field: str) -> str | None:
    """The fact as shown, with its unit, in the window's language; None when unknown."""
    value = getattr(gpu, field)
    if field == "cooler":
        return None if value in (None, Cooler.UNKNOWN) else cooler_text(value)
    if value is None or value == "":
        return None
    if field == "board_power_w":
        return f"{value} W"
    if field == "slot_width":
        if value == 1:
            return QCoreApplication.translate("GpuDetailView", "1 slot")
        return QCoreApplication.translate("GpuDetailView", "{n} slots").format(n=value)
    if field == "board_length_mm":
        return f"{Decimal(value).normalize():f} mm"
    if field == "launch_msrp_usd":
        return f"US${value:,}"
    if value in ("yes", "no"):  # NVLink: the reference's yes/no
        return (
            QCoreApplication.translate("GpuDetailView", "yes")
            if value == "yes"
            else QCoreApplication.translate("GpuDetailView", "no")
        )
    return str(value)


class GpuDetailView(Retranslating, QTextBrowser):
    """A read-only, scrolling, wrapping page about :attr:`AppState.selected_gpu`."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self.setObjectName("gpuDetail")
        self._state = state
        set_help_topic(self, "page:gpu_table")
        self.setOpenLinks(False)  # offline: sources are shown, not opened
        # Long source URLs break anywhere rather than widening the page.
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.document().setDocumentMargin(6)
        self._dark = is_dark(self.palette())
        self.retranslate()
        state.selected_gpu_changed.connect(self._on_selected_gpu_changed)

    def retranslate(self) -> None:
        """The page and its accessible name in the window's language."""
        self.setAccessibleName(self.tr("GPU details"))
        self._on_selected_gpu_changed()

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
                + html.escape(
                    self.tr(
                        "Select a GPU in the table or the ranked list to see its "
                        "figures, physical facts and their sources."
                    )
                )
                + "</p>"
            )
            return
        self.setHtml(
            gpu_detail_html(gpu, self._state.catalog, self._state.findings, dark=self._dark)
        )


def _finding_text(finding: Finding, name: str) -> str:
    """A finding's ``message`` or ``why`` in the window's language (a core message)."""
    return tr_text(getattr(finding, f"{name}_text", getattr(finding, name)))


def _physical_fact(gpu: Gpu, field: str, provenance: dict[str, str]) -> tuple[str | None, str, str]:
    """A physical fact's row of the detail page: its value (None when not a fact), the
    provenance its source falls back to, and a remark in the window's language."""
    value = _format_fact(gpu, field)
    if field == "slot_width" and not gpu.source_of(field) and "slot_width" not in provenance:
        value = None  # Gpu.slot_width is 2 when nothing states it: not a fact
    fallback, remark = provenance.get(field, ""), ""
    if field == "cooler" and fallback:
        # The seed's own statement wins over the reference: say whose this is, and what
        # the other one says ("seed: scale table, 渦輪式散熱 (the reference's ... )").
        fallback, remark = re.split(r"[\s:;]", fallback, maxsplit=1)[0], fallback
    if remark == fallback:
        remark = ""
    head, comma, rest = remark.partition(", ")
    if is_marked_data_text(head):  # "seed: scale table, 渦輪…": the citation translated
        remark = tr_text(data_text(head)) + (
            QCoreApplication.translate("GpuDetailView", ", ") + rest if comma else ""
        )
    return value, fallback, remark


class _Citations:
    """The source documents a detail page cites, numbered in order, each once."""

    def __init__(self) -> None:
        self.notes: list[str] = []

    def cite(self, source: FigureSource | None, fallback: str = "") -> str:
        """How a figure is known (its confidence, escaped) with its source's number."""
        if source is None:
            return html.escape(confidence_text(fallback))
        text = html.escape(confidence_text(source.confidence))
        if source.source:
            if source.source not in self.notes:
                self.notes.append(source.source)
            text += f"<sup>{self.notes.index(source.source) + 1}</sup>"
        return text


def _table_row(
    label: Text, value: str | None, how: str, remark: str, styles: tuple[str, str], unknown: str
) -> str:
    """One row of a detail table: the label, the value in bold (``unknown`` greyed when None)
    with ``remark`` below it, and how it is known (already HTML)."""
    unknown_style, note_style = styles
    shown = (
        html.escape(value)
        if value is not None
        else f"<span style='{unknown_style}'>{html.escape(unknown)}</span>"
    )
    extra = f"<br><span style='{note_style}'>{html.escape(remark)}</span>" if remark else ""
    return (
        f"<tr><td>{html.escape(tr_text(label))}</td><td><b>{shown}</b>{extra}</td>"
        f"<td style='{note_style}'>{how}</td></tr>"
    )


def _aliases_line(gpu: Gpu, note_style: str) -> str:
    """ "also printed as …" for a GPU the catalog prints under other names; "" for none."""
    if not gpu.aliases:
        return ""
    return (
        f"<p style='{note_style}; margin:0'>"
        + html.escape(
            QCoreApplication.translate("GpuDetailView", "also printed as {aliases}").format(
                aliases=", ".join(gpu.aliases)
            )
        )
        + "</p>"
    )


def _sources_list(notes: list[str], note_style: str) -> str:
    """The numbered source documents the page cites, as an HTML list."""
    items = "".join(f"<li>{html.escape(n)}</li>" for n in notes)
    return f"<ol style='margin:0; -qt-list-indent:1; {note_style}'>{items}</ol>"


def _findings_list(findings: list[Finding]) -> str:
    """The GPU's lint findings as an HTML list, each "severity: message"."""
    items = "".join(
        "<li>"
        + html.escape(
            QCoreApplication.translate("GpuDetailView", "{severity}: {message}").format(
                severity=severity_text(f.severity), message=_finding_text(f, "message")
            )
        )
        + "</li>"
        for f in findings
    )
    return f"<ul style='margin:0; -qt-list-indent:1'>{items}</ul>"


def gpu_detail_html(
    gpu: Gpu, catalog: Catalog, findings: list[Finding], *, dark: bool = False
) -> str:
    """The detail page of ``gpu`` as Qt rich text (escaped throughout) in the window's
    language, its secondary text coloured for a ``dark`` or a light page."""
    unknown_style, note_style = _styles(dark)
    unknown = QCoreApplication.translate("GpuDetailView", "unknown")
    citations = _Citations()
    notes = citations.notes
    cite = citations.cite

    def row(label: Text, value: str | None, how: str, remark: str = "") -> str:
        return _table_row(label, value, how, remark, (unknown_style, note_style), unknown)

    def heading(text: str) -> str:
        return f"<p style='margin:6px 0 2px 0'><b>{html.escape(text)}</b></p>"

    def note(text: str) -> str:
        return f"<p style='{note_style}; margin:2px 0'>{html.escape(text)}</p>"

    seed_own = not gpu.figure_sources
    parts = [f"<h3 style='margin:0'>{html.escape(gpu.name)}</h3>"]
    parts.append(_aliases_line(gpu, note_style))

    parts.append(heading(QCoreApplication.translate("GpuDetailView", "Figures")))
    parts.append("<table cellspacing='0' cellpadding='2' width='100%'>")
    for field, label, unit in FIGURE_ROWS:
        value = getattr(gpu, field)
        shown = None if value is None else f"{value}{unit}"
        how = cite(gpu.source_of(field))
        if value is None and not how:
            how = html.escape(QCoreApplication.translate("GpuDetailView", "no source gives it"))
        parts.append(row(label, shown, how))
    parts.append("</table>")
    if seed_own:
        parts.append(
            note(
                QCoreApplication.translate(
                    "GpuDetailView", "The figures as the {catalog} catalog prints them."
                ).format(catalog=catalog.name)
            )
        )
    definition = (
        tr_text(data_text(catalog.tensor_definition))
        if catalog.tensor_definition
        else QCoreApplication.translate("GpuDetailView", "definition not stated")
    )
    parts.append(
        note(
            QCoreApplication.translate(
                "GpuDetailView", "Tensor TFLOPS of this catalog: {definition}"
            ).format(definition=definition)
        )
    )

    provenance = physical_provenance(gpu)
    parts.append(heading(QCoreApplication.translate("GpuDetailView", "Physical facts")))
    parts.append("<table cellspacing='0' cellpadding='2' width='100%'>")
    for field, label in PHYSICAL_ROWS:
        value, fallback, remark = _physical_fact(gpu, field, provenance)
        parts.append(row(label, value, cite(gpu.source_of(field), fallback), remark))
    parts.append("</table>")
    if provenance.get("reference"):
        parts.append(
            note(
                QCoreApplication.translate("GpuDetailView", "Reference row: {reference}").format(
                    reference=provenance["reference"]
                )
            )
        )
    elif gpu.physical_source and not gpu.figure_sources:
        parts.append(note(gpu.physical_source))

    mine = [f for f in findings if f.where.get("gpu") == gpu.name]
    if mine:
        parts.append(
            heading(
                QCoreApplication.translate("GpuDetailView", "Data quality ({n})").format(
                    n=len(mine)
                )
            )
        )
        parts.append(_findings_list(mine))

    if notes:
        parts.append(heading(QCoreApplication.translate("GpuDetailView", "Sources")))
        parts.append(_sources_list(notes, note_style))
    return "".join(parts)
