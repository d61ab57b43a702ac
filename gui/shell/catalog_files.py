"""File ▸ Import catalog or price list…, Export catalog… and Undo import: the vendor keeps
its catalog current from the window, with the command line's checks, a preview of what
changes before anything is written, and the replaced catalog kept for undo
(docs/vendor-catalog.md)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from rigwright.gui.widgets.i18n import exception_reason, money_text, tr_text
from rigwright.gui.widgets.message_area import message_box

if TYPE_CHECKING:
    from rigwright.core.storage.packs import ImportPlan, ItemChange

MAX_PROBLEMS_SHOWN = 50
"""A refused file's message lists at most this many problems, then how many more."""


def kind_word(kind: str) -> str:
    """An item kind of :class:`rigwright.core.storage.packs.ItemChange` as the window says it."""
    return {
        "gpu": QCoreApplication.translate("CatalogFiles", "GPU"),
        "sku": QCoreApplication.translate("CatalogFiles", "Workstation"),
        "part": QCoreApplication.translate("CatalogFiles", "Part"),
        "chassis": QCoreApplication.translate("CatalogFiles", "Chassis"),
    }.get(kind, kind)


def _price(amount) -> str:
    return (
        money_text(amount)
        if amount is not None
        else QCoreApplication.translate("CatalogFiles", "no price")
    )


def change_lines(plan: ImportPlan) -> list[str]:
    """One line per changed item of ``plan``: prices changed, then added, removed and
    otherwise changed items."""
    changes = plan.changes
    lines: list[str] = []

    def line(what: str, change: ItemChange, detail: str = "") -> None:
        lines.append(
            f"{what}: {kind_word(change.kind)} {change.item}" + (f" — {detail}" if detail else "")
        )

    for c in changes.prices_changed:
        line(
            QCoreApplication.translate("CatalogFiles", "Price changed"),
            c,
            f"{_price(c.old_price_cny)} → {_price(c.new_price_cny)}",
        )
    for c in changes.added:
        line(
            QCoreApplication.translate("CatalogFiles", "Added"),
            c,
            _price(c.new_price_cny) if c.kind != "chassis" else "",
        )
    for c in changes.removed:
        line(QCoreApplication.translate("CatalogFiles", "Removed"), c)
    for c in changes.other_changed:
        line(QCoreApplication.translate("CatalogFiles", "Changed"), c)
    from rigwright.core.catalog.markets import market_text

    for a in changes.availability_changed:
        lines.append(
            QCoreApplication.translate(
                "CatalogFiles", "Availability: {item} in {market} — {old} → {new}"
            ).format(
                item=a.item,
                market=tr_text(market_text(a.market)),
                old=a.old_status,
                new=a.new_status,
            )
        )
    return lines


def summary_text(plan: ImportPlan) -> str:
    """ "N prices changed, M items added, K removed" in the window's language."""
    c = plan.changes
    text = QCoreApplication.translate(
        "CatalogFiles", "{n} prices changed, {m} items added, {k} removed"
    ).format(n=len(c.prices_changed), m=len(c.added), k=len(c.removed))
    if c.other_changed:
        text += QCoreApplication.translate("CatalogFiles", ", {o} items changed otherwise").format(
            o=len(c.other_changed)
        )
    if c.availability_changed:
        text += QCoreApplication.translate(
            "CatalogFiles", ", {a} availability rows changed"
        ).format(a=len(c.availability_changed))
    return text


class ImportPreview(QDialog):
    """What an import would change, before anything is written: Import writes it, Cancel
    leaves everything as it is."""

    def __init__(self, plan: ImportPlan, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("importPreview")
        self.setWindowTitle(QCoreApplication.translate("CatalogFiles", "Import preview"))
        result = plan.result
        name = plan.catalog.name
        if result.base:
            target = QCoreApplication.translate(
                "CatalogFiles", "a copy of the catalog “{base}” named “{name}”"
            ).format(base=result.base, name=name)
        else:
            target = QCoreApplication.translate("CatalogFiles", "the catalog “{name}”").format(
                name=name
            )
        if result.replaced:
            target += " " + QCoreApplication.translate(
                "CatalogFiles", "(replaces the catalog stored under that name)"
            )
        else:
            target += " " + QCoreApplication.translate("CatalogFiles", "(a new catalog)")
        self.heading = QLabel(
            QCoreApplication.translate("CatalogFiles", "Import {file} into {target}:").format(
                file=result.file, target=target
            )
        )
        self.heading.setObjectName("importHeading")
        self.heading.setWordWrap(True)
        self.summary = QLabel(summary_text(plan))
        self.summary.setObjectName("importSummary")
        self.changes = QListWidget()
        self.changes.setObjectName("importChanges")
        self.changes.setAccessibleName(
            QCoreApplication.translate("CatalogFiles", "What the import changes")
        )
        self.changes.addItems(
            change_lines(plan) or [QCoreApplication.translate("CatalogFiles", "Nothing changes.")]
        )
        notes = [
            QCoreApplication.translate(
                "CatalogFiles", "Column “{name}” is not one Rigwright reads: not read"
            ).format(name=column)
            for column in result.ignored_columns
        ]
        notes += [tr_text(note) for note in result.notes]
        self.notes = QLabel("\n".join(notes))
        self.notes.setVisible(bool(notes))
        self.notes.setWordWrap(True)
        undo = QLabel(
            QCoreApplication.translate(
                "CatalogFiles", "File ▸ Undo import puts the catalog back as it is now."
            )
        )
        undo.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.import_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.import_button.setText(QCoreApplication.translate("CatalogFiles", "&Import"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.heading, self.summary, self.changes, self.notes, undo, buttons):
            layout.addWidget(widget)
        self.resize(640, 420)


def preview_accepted(plan: ImportPlan, parent: QWidget | None) -> bool:
    """Show the preview of ``plan``; True when the engineer chose Import (tests replace it)."""
    dialog = ImportPreview(plan, parent)
    try:
        return dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        dialog.deleteLater()


def problems_text(exc: Exception) -> str:
    """A refused file's reasons, one a line (file, row and field named), at most
    :data:`MAX_PROBLEMS_SHOWN` of them."""
    problems = [str(p) for p in getattr(exc, "problems", ())]
    if not problems:
        return exception_reason(exc)
    shown = problems[:MAX_PROBLEMS_SHOWN]
    if len(problems) > len(shown):
        shown.append(
            QCoreApplication.translate("CatalogFiles", "… and {n} more errors").format(
                n=len(problems) - len(shown)
            )
        )
    return "\n".join(shown)


class CatalogFiles:
    """The File menu's catalog actions: a mixin of
    :class:`rigwright.gui.shell.main_window.MainWindow` (``self.state``, ``statusBar``)."""

    def _build_catalog_actions(self) -> list[QAction]:
        """Import, export and undo import; their texts: :meth:`_name_catalog_actions`."""
        self.import_catalog_action = QAction(self)
        self.import_catalog_action.setObjectName("importCatalogAction")
        self.import_catalog_action.triggered.connect(lambda _c=False: self.import_catalog())
        self.export_catalog_action = QAction(self)
        self.export_catalog_action.setObjectName("exportCatalogAction")
        self.export_catalog_action.triggered.connect(lambda _c=False: self.export_catalog())
        self.undo_import_action = QAction(self)
        self.undo_import_action.setObjectName("undoImportAction")
        self.undo_import_action.setEnabled(False)
        self.undo_import_action.triggered.connect(lambda _c=False: self.undo_import())
        self._kept_file = ""
        return [self.import_catalog_action, self.export_catalog_action, self.undo_import_action]

    def _name_catalog_actions(self) -> None:
        """The actions' texts in the window's language."""
        self.import_catalog_action.setText(
            QCoreApplication.translate("CatalogFiles", "&Import catalog or price list…")
        )
        self.import_catalog_action.setToolTip(
            QCoreApplication.translate(
                "CatalogFiles",
                "Read a catalog pack (.json), a price list or an availability list (.csv), "
                "show what it changes, then import it",
            )
        )
        self.export_catalog_action.setText(
            QCoreApplication.translate("CatalogFiles", "E&xport catalog…")
        )
        self.export_catalog_action.setToolTip(
            QCoreApplication.translate(
                "CatalogFiles",
                "Write the catalog in use as a pack (.json) with gpus.csv and skus.csv",
            )
        )
        self.undo_import_action.setText(
            QCoreApplication.translate("CatalogFiles", "&Undo import of {file}").format(
                file=self._kept_file
            )
            if self._kept_file
            else QCoreApplication.translate("CatalogFiles", "&Undo import")
        )

    def refresh_undo_import(self) -> None:
        """Enable Undo import when the database keeps an import to undo (asked when the File
        menu opens: the database is not read while the window starts)."""
        from rigwright.core.storage.packs import last_import

        kept = last_import(self.state.db_path)
        self._kept_file = kept.file if kept is not None else ""
        self.undo_import_action.setEnabled(kept is not None)
        self._name_catalog_actions()

    def _import_target(self, path: Path) -> tuple[str, str | None] | None:
        """(target catalog, catalog copied or None) for importing ``path``; None when the
        engineer cancels. A price list prices the catalog in use when it is the vendor's
        own; a shipped one is copied under a name asked for (shipped files would overwrite
        it). A pack is stored under a name asked for (default the file's name)."""
        from rigwright.core.catalog.sources import list_catalogs

        current = self.state.catalog.name
        price_list = path.suffix.lower() in (".csv", ".txt")
        if price_list and current not in list_catalogs():
            return current, None
        if price_list:
            label = QCoreApplication.translate(
                "CatalogFiles",
                "“{name}” ships with Rigwright: the prices go into a copy of it. Name of your "
                "catalog:",
            ).format(name=current)
            suggested = f"{current}-vendor"
        else:
            label = QCoreApplication.translate(
                "CatalogFiles", "Name of the catalog to store the pack as:"
            )
            suggested = path.stem
        name, ok = QInputDialog.getText(
            self,
            QCoreApplication.translate("CatalogFiles", "Import catalog or price list"),
            label,
            QLineEdit.EchoMode.Normal,
            suggested,
        )
        if not ok or not name.strip():
            return None
        name = name.strip()
        if name in list_catalogs():
            message_box(
                self,
                QMessageBox.Icon.Warning,
                QCoreApplication.translate("CatalogFiles", "Import catalog or price list"),
                QCoreApplication.translate(
                    "CatalogFiles",
                    "“{name}” ships with Rigwright and is rebuilt from its files, which would "
                    "drop the import: choose a name of your own. Nothing changed.",
                ).format(name=name),
            )
            return None
        return name, current if price_list else None

    def import_catalog(self, path: Path | None = None) -> bool:
        """File ▸ Import catalog or price list…: choose a file (or import ``path``: one
        dropped on the window), check it as ``rigwright catalog import`` does, show what it
        changes, and import it only when the engineer agrees; the catalog is then in use. A
        refused file names the file, row and field, and changes nothing. Returns whether it
        imported."""
        from rigwright.core.storage.packs import PackError, commit_import, plan_import

        title = QCoreApplication.translate("CatalogFiles", "Import catalog or price list")
        if path is None:
            chosen, _filter = QFileDialog.getOpenFileName(
                self,
                title,
                "",
                QCoreApplication.translate(
                    "CatalogFiles",
                    "Catalog packs, price and availability lists (*.json *.csv *.txt);;"
                    "All files (*)",
                ),
            )
            if not chosen:
                return False
            path = Path(chosen)
        target = self._import_target(path)
        if target is None:
            return False
        name, base = target
        before = self.state.catalog.name
        try:
            plan = plan_import(path, self.state.db_path, name, base=base, replace=True)
        except PackError as exc:
            message_box(
                self,
                QMessageBox.Icon.Warning,
                title,
                QCoreApplication.translate(
                    "CatalogFiles", "{file} was not imported; nothing changed:"
                ).format(file=path.name)
                + "\n"
                + problems_text(exc),
            )
            return False
        except Exception as exc:  # noqa: BLE001 - a file or database failure, said in one line
            message_box(
                self,
                QMessageBox.Icon.Warning,
                title,
                QCoreApplication.translate(
                    "CatalogFiles", "{file} could not be read: {reason}"
                ).format(file=path.name, reason=exception_reason(exc)),
            )
            return False
        if not preview_accepted(plan, self):
            self.statusBar().showMessage(
                QCoreApplication.translate("CatalogFiles", "Import cancelled: nothing changed"),
                8000,
            )
            return False
        try:
            result = commit_import(plan, self.state.db_path, opened_before=before)
        except Exception as exc:  # noqa: BLE001 - the database is unchanged; said in one line
            message_box(
                self,
                QMessageBox.Icon.Warning,
                title,
                QCoreApplication.translate(
                    "CatalogFiles", "{file} was not imported; nothing changed: {reason}"
                ).format(file=path.name, reason=exception_reason(exc)),
            )
            return False
        self.state.set_catalog(result.catalog)
        self.refresh_undo_import()
        self.statusBar().showMessage(
            QCoreApplication.translate(
                "CatalogFiles", "Imported {file} into “{name}”: {summary}"
            ).format(file=result.file, name=result.catalog.name, summary=summary_text(plan)),
            10000,
        )
        return True

    def undo_import(self) -> bool:
        """File ▸ Undo import: put back the catalog the last import replaced (or remove the
        one it made, and go back to the catalog in use before it); returns whether it did."""
        from rigwright.core.catalog.sources import list_catalogs
        from rigwright.core.storage.database import open_catalog
        from rigwright.core.storage.packs import undo_last_import

        title = QCoreApplication.translate("CatalogFiles", "Undo import")
        try:
            kept = undo_last_import(self.state.db_path)
            if kept.previous is not None:
                show = kept.catalog
            else:
                names = set(list_catalogs())
                show = kept.opened_before or "seed-2020"
                if show == kept.catalog or (show not in names and show != self.state.catalog.name):
                    show = "seed-2020"
            catalog = open_catalog(self.state.db_path, show)
        except Exception as exc:  # noqa: BLE001 - said in one line; nothing more changed
            message_box(
                self,
                QMessageBox.Icon.Warning,
                title,
                QCoreApplication.translate(
                    "CatalogFiles", "The import could not be undone: {reason}"
                ).format(reason=exception_reason(exc)),
            )
            self.refresh_undo_import()
            return False
        self.state.set_catalog(catalog)
        if kept.previous is None:
            combo = self.panel.catalog_combo  # the removed catalog leaves the list
            index = combo.findData(kept.catalog)
            if index >= 0:
                combo.removeItem(index)
        self.refresh_undo_import()
        self.statusBar().showMessage(
            QCoreApplication.translate(
                "CatalogFiles", "Import of {file} undone: “{name}” is as it was"
            ).format(file=kept.file, name=kept.catalog)
            if kept.previous is not None
            else QCoreApplication.translate(
                "CatalogFiles", "Import of {file} undone: the catalog “{name}” is removed"
            ).format(file=kept.file, name=kept.catalog),
            10000,
        )
        return True

    def export_catalog(self) -> bool:
        """File ▸ Export catalog…: write the catalog in use as ``<name>.json``, ``gpus.csv``
        and ``skus.csv`` into a folder chosen (nothing half-written); returns whether it
        wrote."""
        from rigwright.core.storage.packs import export_pack

        title = QCoreApplication.translate("CatalogFiles", "Export catalog")
        folder = QFileDialog.getExistingDirectory(self, title, "")
        if not folder:
            return False
        try:
            written = export_pack(self.state.catalog, Path(folder))
        except OSError as exc:
            message_box(
                self,
                QMessageBox.Icon.Warning,
                title,
                QCoreApplication.translate(
                    "CatalogFiles", "Cannot write {file}: {reason}; nothing was written"
                ).format(file=exc.filename or folder, reason=exc.strerror or exception_reason(exc)),
            )
            return False
        self.statusBar().showMessage(
            QCoreApplication.translate(
                "CatalogFiles", "Wrote the catalog “{name}”: {files}"
            ).format(name=self.state.catalog.name, files=", ".join(p.name for p in written)),
            10000,
        )
        return True
