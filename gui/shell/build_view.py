"""The chassis diagram tab of the main window: the selected build in one line (its parts,
price, changes and rule checks) above the live diagram the engineer edits."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.catalog.model import data_text
from rigwright.gui.build.chassis import ChassisFacts
from rigwright.gui.build.scene import DiagramPanel
from rigwright.gui.ranking.views import gpus_text, illustrative_price_text, price_text
from rigwright.gui.state import AppState
from rigwright.gui.widgets.i18n import (
    Retranslating,
    money_text,
    tr_text,
)

RECENT_CHANGES = 3
"""Changes the build summary names; older ones are counted (the Edit menu lists them all)."""


def _recent(changes: tuple[str, ...] | list[str]) -> str:
    """The last :data:`RECENT_CHANGES` changes, "; "-joined, after "N earlier; " when there
    are more (a long editing session must not grow the summary without bound)."""
    head = len(changes) - RECENT_CHANGES
    text = "; ".join(changes[-RECENT_CHANGES:])
    if head <= 0:
        return text
    return QCoreApplication.translate("BuildView", "{n} earlier; {changes}").format(
        n=head, changes=text
    )


_CPU_GENERATION = re.compile(r"^(?P<family>.+) \((?P<n>\d+)th gen\)$")
"""A CPU family the core names by generation ("Intel Core (9th gen)")."""


class BuildView(Retranslating, QWidget):
    """The selected build in one line above the live chassis diagram
    (:mod:`rigwright.gui.build.scene`), which the engineer edits; its layout notes in the
    diagram's side panel."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self._state = state
        self.summary = QLabel()
        self.summary.setObjectName("buildSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.diagram_panel = DiagramPanel(
            state.edit_build, add_to_compare=state.add_selection_to_compare
        )
        self.diagram = self.diagram_panel.view
        self.facts = ChassisFacts()
        self.facts.setContentsMargins(4, 2, 4, 2)
        self.diagram_panel.add_side_page(self.facts, self.tr("Notes"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.diagram_panel, 1)
        self.diagram_panel.set_catalog(state.catalog)
        self._on_working_build_changed()
        state.working_build_changed.connect(self._on_working_build_changed)
        state.catalog_changed.connect(lambda: self.diagram_panel.set_catalog(state.catalog))
        self.retranslate()

    def retranslate(self) -> None:
        """The notes page's title, the summary (and its tooltip) and the layout notes in the
        window's language; the reason the diagram gives when there is no build to draw."""
        side = self.diagram_panel.side
        for index in range(side.count()):
            page = side.widget(index)
            if isinstance(page, QScrollArea) and page.widget() is self.facts:
                side.setTabText(index, self.tr("Notes"))
        self._show_layout()
        if self._state.working_build is None:
            self._on_working_build_changed()

    def _on_working_build_changed(self) -> None:
        state = self._state
        build = state.working_build
        reason = ""
        if build is None:
            if state.layout_error:
                reason = state.layout_error
            elif not state.catalog.skus:
                reason = self.tr("The catalog “{name}” has no workstations (SKUs).").format(
                    name=state.catalog.name
                )
            else:
                reason = self.tr("No build selected.")
        self.diagram_panel.show_build(build, state.working_verdicts, reason)
        self._show_layout()  # the layout is laid out again with the working build

    def _verdict_line(self, number: str) -> str:
        """One line on the rules engine's verdicts for SKU ``number`` ("" when it has no
        error or warning); the full verdicts are in the summary's tooltip."""
        verdicts = [
            v
            for v in self._state.sku_verdicts.get(number, [])
            if v.severity in ("error", "warning")
        ]
        if not verdicts:
            return ""
        errors = sum(1 for v in verdicts if v.severity == "error")
        first = verdicts[0]
        return "\n" + self.tr(
            "⚠ rule checks: {e} error(s), {w} warning(s) — {rule}: {fix} (hover for all)"
        ).format(e=errors, w=len(verdicts) - errors, rule=first.rule, fix=tr_text(first.fix_text))

    def _verdict_tip(self, verdict) -> str:
        """A verdict as the summary's tooltip lists it: severity, message and fix."""
        message, fix = tr_text(verdict.message_text), tr_text(verdict.fix_text)
        if verdict.severity == "error":
            template = (
                self.tr("error: {message} — fix: {fix}") if fix else self.tr("error: {message}")
            )
        elif verdict.severity == "warning":
            template = (
                self.tr("warning: {message} — fix: {fix}") if fix else self.tr("warning: {message}")
            )
        else:
            template = (
                self.tr("info: {message} — fix: {fix}") if fix else self.tr("info: {message}")
            )
        return template.format(message=message, fix=fix)

    def _cpu_family(self, family: str) -> str:
        """The core's CPU family name in the window's language ("Intel Core (9th gen)")."""
        match = _CPU_GENERATION.match(family)
        if match is None:
            return family
        return self.tr("{family} ({n}th gen)").format(family=match["family"], n=match["n"])

    def _storage_kind(self, kind: str) -> str:
        """A storage kind as the core reads it from the seed ("storage" for 存儲 ...)."""
        return {"storage": self.tr("storage"), "parallel storage": self.tr("parallel storage")}.get(
            kind, kind
        )

    def _form_factor(self, form: str) -> str:
        """A chassis form factor as the core reads it from the seed (微塔式 ...)."""
        return {"micro tower": self.tr("micro tower"), "dual tower": self.tr("dual tower")}.get(
            form, form
        )

    def _components_line(self) -> str:
        """The selected SKU's components in one line (empty when it cannot be read)."""
        parts = self._state.selected_components
        if parts is None:
            return ""
        cpu = parts.cpu
        family = self._cpu_family(cpu.family)
        name = f"{family} {cpu.model}" if cpu.model else family
        if cpu.sockets > 1:
            cpu_text = self.tr("{sockets} × {cpu}, {cores} cores, {ghz} GHz").format(
                sockets=cpu.sockets, cpu=name, cores=cpu.cores_total, ghz=cpu.clock_ghz
            )
        else:
            cpu_text = self.tr("{cpu}, {cores} cores, {ghz} GHz").format(
                cpu=name, cores=cpu.cores_total, ghz=cpu.clock_ghz
            )
        storage = " + ".join(
            f"{self._storage_kind(s.kind)} {s.capacity_tb:g} TB" for s in parts.storage
        )
        psu = (
            self.tr("PSU not stated")
            if parts.chassis.psu_count is None
            else f"{parts.chassis.psu_count} × {parts.chassis.psu_w} W"
        )
        screen = f'{parts.monitor.size_in}" {parts.monitor.resolution or ""}'.strip()
        return " · ".join(
            [
                cpu_text,
                f"{parts.memory.gb} GB {parts.memory.type}",
                f"{parts.gpu_count} × {parts.gpu}",
                storage,
                self.tr(
                    "{form_factor}, {psu}", "a chassis: its form and its power supplies"
                ).format(form_factor=self._form_factor(parts.chassis.form_factor), psu=psu),
                self.tr("{screen} display").format(screen=screen),
            ]
        )

    def _custom_summary(self) -> str:
        """The selected custom build in two lines: what it is and its price, then its parts."""
        custom = self._state.selected_custom
        build = custom.build
        cpus = " + ".join((f"{c.count} × " if c.count > 1 else "") + c.name for c in build.cpus)
        psus = (
            " + ".join(f"{w} W" for w in build.psus_w)
            if build.psus_w
            else self.tr("PSU not stated")
        )
        gpus = " + ".join(f"{g.count} × {g.model}" for g in build.gpus)
        price = money_text(custom.price_cny) + (" ※" if custom.illustrative else "")
        basis = (
            self.tr("illustrative price: list prices used; hover for the basis")
            if custom.illustrative
            else self.tr("hover for the price basis")
        )
        return self.tr("✚ custom build ({base}) — {price}  ({basis})\n{parts}").format(
            base=tr_text(custom.base_text),
            price=price,
            basis=basis,
            parts=" · ".join([build.chassis, cpus, f"{build.memory_gb} GB", gpus, psus]),
        )

    def _changes_line(self) -> str:
        """The changes made to the selection and what they give (its GPUs, price, error and
        warning counts), or "" when there are none."""
        state = self._state
        changes, build = state.change_texts, state.working_build
        if not changes or build is None:
            return ""
        verdicts = state.working_verdicts
        errors = sum(1 for v in verdicts if v.severity == "error")
        return "\n" + self.tr(
            "✎ changed: {changes} — now {gpus}, {price}; {e} error(s), "
            "{w} warning(s) (Edit ▸ Undo goes back)"
        ).format(
            changes=_recent(changes),
            gpus=tr_text(gpus_text(build)),
            price=tr_text(price_text(state.working_price)),
            e=errors,
            w=sum(1 for v in verdicts if v.severity == "warning"),
        )

    def _show_layout(self) -> None:
        """The summary line and the layout notes of the selection's chassis layout."""
        sku = self._state.selected_sku
        layout = self._state.selected_layout
        if self._state.selected_custom is not None:
            self.summary.setText(self._custom_summary() + self._changes_line())
            self.summary.setToolTip(
                "\n".join(
                    [tr_text(self._state.selected_custom.price_basis_text), ""]
                    + [self._verdict_tip(v) for v in self._state.working_verdicts]
                )
            )
        elif sku is None and not self._state.catalog.skus:
            self.summary.setText(
                self.tr("The catalog “{name}” has no workstations (SKUs): no diagram.").format(
                    name=self._state.catalog.name
                )
            )
            self.summary.setToolTip("")
        elif sku is None:
            self.summary.setText(self.tr("No workstation selected: none fits the requirements."))
            self.summary.setToolTip("")
        else:
            if sku.price_illustrative:
                template = self.tr("{number}  {code} — {price} ※  ({basis})\n{parts}")
                basis = illustrative_price_text(sku)
            else:
                template = self.tr("{number}  {code} — {price}  ({basis})\n{parts}")
                basis = tr_text(data_text(sku.price_basis))
            self.summary.setText(
                template.format(
                    number=sku.number,
                    code=sku.code,
                    price=money_text(sku.price_cny),
                    basis=basis,
                    parts=self._components_line() or sku.config_as_printed,
                )
                + (self._changes_line() or self._verdict_line(sku.number))
            )
            changed = bool(self._state.change_texts)
            verdicts = (
                self._state.working_verdicts
                if changed
                else self._state.sku_verdicts.get(sku.number, [])
            )
            price = self._state.working_price
            self.summary.setToolTip(
                "\n".join(
                    [sku.config_as_printed]
                    + (
                        [self.tr("Changed price: {basis}").format(basis=tr_text(price.basis_text))]
                        if changed and price is not None
                        else []
                    )
                    + [""]
                    + [self._verdict_tip(v) for v in verdicts]
                )
            )
        if layout is None:
            self.facts.clear()
            if self._state.layout_error:
                self.facts.setText(
                    self.tr("No layout notes: {reason}").format(reason=self._state.layout_error)
                )
            return
        self.facts.show_layout(layout)
