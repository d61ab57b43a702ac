"""File ▸ Open… and Save As…, and files dropped on the window: quote files
(docs/quote-format.md) and build files (docs/build-format.md), the ones the command line reads
(``rigwright quote --from``, ``rigwright check --build``). A file is read whole before the
window changes; a refusal names the file, the field and the reason (docs/window.md)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from rigwright.gui.widgets.i18n import exception_reason
from rigwright.gui.widgets.message_area import ask_save_path, message_box


def dropped_files(mime) -> list[Path]:
    """The local files of a drag's ``mime`` data (QMimeData), in order; [] when it holds
    none or anything else (a web address, text)."""
    if not mime.hasUrls():
        return []
    urls = mime.urls()
    if not urls or not all(url.isLocalFile() for url in urls):
        return []
    return [Path(url.toLocalFile()) for url in urls]


def base_sku(build, catalog, current):
    """The SKU a build file's build goes on: the SKU it is (label aside), else the SKU of its
    chassis closest to it (the same CPUs, memory and GPU model, the fewest cards apart), else
    ``current`` (the selected SKU, None: the catalog's first)."""
    from rigwright.core.build.model import build_from_sku

    plain = dataclasses.replace(build, label="")
    cards = sum(g.count for g in build.gpus)
    models = {g.model for g in build.gpus}
    near = []
    for index, sku in enumerate(catalog.skus):
        if sku.series != build.chassis:
            continue
        own = build_from_sku(sku, catalog)
        if own == plain:
            return sku
        near.append(
            (
                own.cpus != build.cpus,
                own.memory_gb != build.memory_gb,
                {g.model for g in own.gpus} != models,
                abs(sum(g.count for g in own.gpus) - cards),
                index,
                sku,
            )
        )
    if near:
        return min(near, key=lambda row: row[:5])[-1]
    return current or catalog.skus[0]


class CarriedFiles:
    """The File menu's Open… and Save As… and the window's file drops: a mixin of
    :class:`rigwright.gui.shell.main_window.MainWindow` (``self.state``, ``quotes_tab``,
    ``pages``, ``statusBar``, ``import_catalog``)."""

    def _build_file_actions(self) -> tuple[QAction, QAction]:
        """(open, save as), with the platform's shortcuts; their texts:
        :meth:`_name_file_actions`. The window takes dropped files from here on."""
        self.open_file_action = QAction(self)
        self.open_file_action.setObjectName("openFileAction")
        self.open_file_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_file_action.triggered.connect(lambda _c=False: self.open_file_dialog())
        self.save_as_action = QAction(self)
        self.save_as_action.setObjectName("saveAsAction")
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.triggered.connect(lambda _c=False: self.save_as())
        self.setAcceptDrops(True)
        return self.open_file_action, self.save_as_action

    def _name_file_actions(self) -> None:
        """The actions' texts in the window's language."""
        self.open_file_action.setText(QCoreApplication.translate("CarriedFiles", "&Open…"))
        self.open_file_action.setToolTip(
            QCoreApplication.translate(
                "CarriedFiles",
                "Open a quote file in the quote editor or a build file in the chassis "
                "diagram (Ctrl+O; or drop the file on the window)",
            )
        )
        self.save_as_action.setText(QCoreApplication.translate("CarriedFiles", "Save &As…"))
        self.save_as_action.setToolTip(
            QCoreApplication.translate(
                "CarriedFiles",
                "Write the open quote (on the Quotes page) or the build the diagram shows to "
                "a file the command line reads (Ctrl+Shift+S)",
            )
        )

    # ------------------------------------------------------------------ open
    def _refuse(self, path: Path, reason: str) -> bool:
        message_box(
            self,
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("CarriedFiles", "Open"),
            QCoreApplication.translate(
                "CarriedFiles", "{file} was not opened; nothing changed:"
            ).format(file=path.name)
            + "\n"
            + reason,
        )
        return False

    def open_file_dialog(self) -> bool:
        """File ▸ Open…: choose a quote or build file and open it (:meth:`open_file`)."""
        chosen, _filter = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("CarriedFiles", "Open"),
            "",
            QCoreApplication.translate(
                "CarriedFiles", "Quote and build files (*.json);;All files (*)"
            ),
        )
        return bool(chosen) and self.open_file(Path(chosen))

    def open_file(self, path: Path) -> bool:
        """Open ``path``: a quote file in the quote editor, a build file as the working
        build, a catalog pack or price list in File ▸ Import's preview. The file is read and
        checked whole first: a refusal (a newer format, a field and its reason) is said in a
        message box and nothing in the window changes. Returns whether it opened."""
        from rigwright.core.session.files import BUILD, QUOTE, CarriedFileError, file_kind

        path = Path(path)
        try:
            kind = file_kind(path)
        except CarriedFileError as exc:
            return self._refuse(path, str(exc))
        if kind == QUOTE:
            return self._open_quote_file(path)
        if kind == BUILD:
            return self._open_build_file(path)
        return self.import_catalog(path)

    def _open_quote_file(self, path: Path) -> bool:
        """The quote of ``path`` in the editor, as a quote not saved yet (Save keeps it in the
        history, under its number when the history does not hold that number). A file of a
        revision the history holds opens that revision; one whose number the history holds
        for another quote opens as a new quote (Save gives it the next number)."""
        from rigwright.core.quote.document import QuoteFileError, read_quote_file, resolve_quote
        from rigwright.core.storage.quote_store import QuoteStoreError

        tab = self.quotes_tab
        try:
            doc = read_quote_file(path)
            catalog = (
                self.state.catalog
                if doc.catalog == self.state.catalog.name
                else tab.book.catalog(doc.catalog)
            )
            resolve_quote(doc, catalog, tab.vendor())  # every SKU, build and discount
        except QuoteFileError as exc:
            return self._refuse(path, str(exc))
        except Exception as exc:  # noqa: BLE001 - a catalog or database failure, said
            return self._refuse(path, exception_reason(exc))
        renumbered = False
        if doc.number is not None:
            try:
                stored = tab.book.open(doc.number, doc.revision)
            except QuoteStoreError:
                stored = None  # not in the history (or unreadable there): the file's own
            except Exception:  # noqa: BLE001 - the database: Save will say it
                stored = None
            if stored is not None and stored.model_copy(update={"status": doc.status}) == doc:
                if not tab.open_quote(stored.number, stored.revision):
                    return False
                self.show_quotes()
                return True
            if stored is not None:
                doc = doc.model_copy(update={"number": None, "revision": 1, "status": "draft"})
                renumbered = True
        if not tab.open_document(doc, QCoreApplication.translate("CarriedFiles", "Open")):
            return False
        self.show_quotes()
        text = (
            QCoreApplication.translate(
                "CarriedFiles",
                "Opened {file}: its number is another quote's in the history, so it is a new "
                "quote; save it to give it a number",
            )
            if renumbered
            else QCoreApplication.translate(
                "CarriedFiles", "Opened {file}: save it to keep it in the quote history"
            )
        )
        self.statusBar().showMessage(text.format(file=path.name), 10000)
        return True

    def _open_build_file(self, path: Path) -> bool:
        """The build of ``path`` as the working build, on the SKU it is (or the selected one,
        or a SKU of its chassis): one change the engineer can undo."""
        from rigwright.core.session.files import CarriedFileError, read_build_file

        state = self.state
        catalog = state.catalog
        try:
            build = read_build_file(path, catalog)
        except CarriedFileError as exc:
            return self._refuse(path, str(exc))
        if not catalog.skus:
            return self._refuse(
                path,
                QCoreApplication.translate(
                    "CarriedFiles", "the catalog has no workstation to put the build on"
                ),
            )
        base = base_sku(build, catalog, state.selected_sku)
        before = (state.selected_sku, state.selected_custom)
        try:
            if state.selected_custom is not None or base is not state.selected_sku:
                state.select_sku(base)
            state.edit_build(
                build,
                QCoreApplication.translate("CarriedFiles", "open {file}").format(file=path.name),
            )
        except Exception as exc:  # noqa: BLE001 - put the selection back, then say it
            sku, custom = before
            if custom is not None:
                state.select_custom(custom)
            else:
                state.select_sku(sku, by_user=False)
            return self._refuse(path, exception_reason(exc))
        self.pages.setCurrentIndex(0)
        self.show_tab("build_view")
        self.statusBar().showMessage(
            QCoreApplication.translate(
                "CarriedFiles", "Opened {file} on {sku}: Edit ▸ Undo goes back"
            ).format(file=path.name, sku=base.number),
            10000,
        )
        return True

    # ------------------------------------------------------------------ drops
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Take a drag of local files (quote, build, catalog or price-list files)."""
        if dropped_files(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:
        """As :meth:`dragEnterEvent`, over every part of the window."""
        if dropped_files(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        """Open each dropped file as File ▸ Open… does, once the drop has ended (a message
        box inside the drop would hold the program it was dragged from)."""
        paths = dropped_files(event.mimeData())
        if not paths:
            event.ignore()
            return
        event.acceptProposedAction()
        QTimer.singleShot(0, self, lambda: self.open_files(paths))

    def open_files(self, paths: list[Path]) -> int:
        """Open each of ``paths`` in turn (:meth:`open_file`); how many opened."""
        return sum(1 for path in paths if self.open_file(path))

    # ------------------------------------------------------------------ save as
    def save_as(self) -> Path | None:
        """File ▸ Save As…: the open quote when the Quotes page is in front (a quote file,
        ``rigwright quote --from`` reads it), else the build the diagram shows (a build file,
        ``rigwright check --build`` reads it). Written atomically; returns the file, or None
        (cancelled, nothing to save, or said why not)."""
        from rigwright.core.session.files import write_build_file, write_quote_file

        title = QCoreApplication.translate("CarriedFiles", "Save As")
        doc = self.quotes_tab.editor.document() if self.quote_open() else None
        if doc is not None and self.quotes_shown():
            suggested = f"{doc.number or 'quote'}.json"
            write = lambda target: write_quote_file(target, doc)  # noqa: E731
            saved = QCoreApplication.translate("CarriedFiles", "Saved the quote to {file}")
        elif self.state.working_build is not None:
            build = self.state.working_build
            sku = self.state.selected_sku
            suggested = f"build-{sku.number if sku is not None else 'custom'}.json"
            write = lambda target: write_build_file(target, build)  # noqa: E731
            saved = QCoreApplication.translate("CarriedFiles", "Saved the build to {file}")
        else:
            message_box(
                self,
                QMessageBox.Icon.Information,
                title,
                QCoreApplication.translate(
                    "CarriedFiles",
                    "Open a quote or select a workstation first: there is nothing to save.",
                ),
            )
            return None
        target = ask_save_path(
            self,
            title,
            suggested,
            ".json",
            QCoreApplication.translate("CarriedFiles", "Rigwright files (*.json);;All files (*)"),
        )
        if target is None:
            return None
        if target.is_dir():
            message_box(
                self,
                QMessageBox.Icon.Warning,
                title,
                QCoreApplication.translate(
                    "CarriedFiles", "{file} is a folder; nothing was written"
                ).format(file=target),
            )
            return None
        try:
            written = write(target)
        except OSError as exc:
            message_box(
                self,
                QMessageBox.Icon.Warning,
                title,
                QCoreApplication.translate(
                    "CarriedFiles", "Cannot write {file}: {reason}; nothing was written"
                ).format(
                    file=target.name, reason=getattr(exc, "reason", "") or exception_reason(exc)
                ),
            )
            return None
        self.statusBar().showMessage(saved.format(file=written.name), 10000)
        return written
