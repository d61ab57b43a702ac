"""The Quotes page's "Export history…": the quote history for the vendor's CRM, written by
:meth:`rigwright.core.session.quotes.QuoteBook.export_history` at a CSV or XLSX file the
engineer chooses (docs/quotes-page.md, "Exporting the history")."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from rigwright.core.io.table_files import TABLE_FORMATS
from rigwright.core.session.quotes import HistoryExport, QuoteBook
from rigwright.gui.quotes.naming import listed
from rigwright.gui.widgets.i18n import exception_reason
from rigwright.gui.widgets.message_area import message_box

Icon = QMessageBox.Icon

EXPORT_HISTORY_FOLDER_SETTING = "quote_history_export_folder"
"""The user setting holding the folder the history was last exported to."""


class HistoryExporter(QObject):
    """Asks where to write the history and writes it; every failure ends in a message, and
    nothing is left at the path then.

    Args:
        book: the quote history.
        parent: the widget the dialogs belong to.
    """

    def __init__(self, book: QuoteBook, parent: QWidget) -> None:
        """Keep ``book``; the dialogs are ``parent``'s."""
        super().__init__(parent)
        self._book = book
        self._parent = parent

    def _ask(self, title: str) -> Path | None:
        """The file chosen (an extension added from the type chosen when none was typed), or
        None when cancelled or refused (an extension that is no table format: said)."""
        folder = self._book.setting(EXPORT_HISTORY_FOLDER_SETTING, None)
        start = Path(folder) if isinstance(folder, str) and Path(folder).is_dir() else Path.home()
        suggested = start / f"quotes-{_dt.date.today().isoformat()}.csv"
        csv_filter = self.tr("CSV files (*.csv)")
        xlsx_filter = self.tr("Excel workbooks (*.xlsx)")
        path, chosen = QFileDialog.getSaveFileName(
            self._parent, title, str(suggested), f"{csv_filter};;{xlsx_filter}"
        )
        if not path:
            return None
        target = Path(path)
        if not target.suffix:
            target = target.with_name(target.name + (".xlsx" if chosen == xlsx_filter else ".csv"))
            if target.exists() and (
                message_box(
                    self._parent,
                    Icon.Question,
                    title,
                    QCoreApplication.translate(
                        "MessageArea", "{name} already exists. Replace it?"
                    ).format(name=target.name),
                    QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                    QMessageBox.StandardButton.No,
                )
                != QMessageBox.StandardButton.Yes
            ):
                return None
        elif target.suffix.lower() not in TABLE_FORMATS:
            message_box(
                self._parent,
                Icon.Warning,
                title,
                self.tr(
                    "{name}: the extension {extension} is not one the history can be written "
                    "as; choose .csv or .xlsx."
                ).format(name=target.name, extension=target.suffix),
            )
            return None
        if target.is_dir():
            message_box(
                self._parent,
                Icon.Warning,
                title,
                QCoreApplication.translate(
                    "QuotesTab", "{path} is a folder; choose a file name"
                ).format(path=target),
            )
            return None
        return target

    def export(self) -> tuple[Path, HistoryExport] | None:
        """Ask for the file and write the history there; the file and what it holds, or None
        (cancelled, or failed: said in a message naming the reason)."""
        title = self.tr("Export quote history")
        target = self._ask(title)
        if target is None:
            return None
        try:
            export = self._book.export_history(target)
        except Exception as exc:  # noqa: BLE001 - a message, never a traceback
            message_box(
                self._parent,
                Icon.Critical,
                title,
                self.tr("The quote history could not be exported: {reason}.").format(
                    reason=exception_reason(exc).rstrip(".")
                ),
            )
            return None
        self._book.set_setting(EXPORT_HISTORY_FOLDER_SETTING, str(target.parent))
        if export.problems:
            message_box(
                self._parent,
                Icon.Warning,
                title,
                self.tr(
                    "The history is written to {path}, but these revisions cannot be priced "
                    "now and have no totals:\n{problems}"
                ).format(path=target, problems=listed(list(export.problems))),
            )
        return target, export


__all__ = ["EXPORT_HISTORY_FOLDER_SETTING", "HistoryExporter"]
