"""Saving the open quote and making its revisions: save (a draft), revise, duplicate and
set the status, as the Quotes tab does them (:class:`rigwright.gui.quotes.tab.QuotesTab`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from rigwright.core.quote.document import QuoteDocument
from rigwright.gui.quotes.fields import status_text
from rigwright.gui.quotes.naming import listed, lowest_total, option_totals
from rigwright.gui.widgets.i18n import exception_reason


class QuoteRevisions:
    """The Quotes tab's saving and revisions (a mixin of :class:`QuotesTab`: its editor,
    history, book and messages; texts in the "QuotesTab" context)."""

    def _ready(self, title: str) -> QuoteDocument | None:
        """The open document once every typed entry is applied; None (said) when an entry
        is refused or nothing is open."""
        if self.editor.document() is None:
            return None
        if not self.editor.commit():
            problems = self.editor.problems_to_show(self.state.presenter)
            self._warn(
                title,
                QCoreApplication.translate(
                    "QuotesTab", "Correct the marked entries first:\n{problems}"
                ).format(problems=listed(problems)),
            )
            return None
        return self.editor.document()

    def save(self, storage_failed: Callable[[str], None] | None = None) -> bool:
        """Save the open quote as a draft (a new quote gets its number). A sent, won or lost
        revision is not saved over: the engineer is told to revise it.

        ``storage_failed``: when the database cannot be written (read-only, locked, a full
        disk), called with the reason instead of the warning (the PDF export offers to go on
        without saving)."""
        title = QCoreApplication.translate("QuotesTab", "Save quote")
        doc = self._ready(title)
        if doc is None:
            return False
        if doc.number is not None and doc.status != "draft":
            if not self.editor.is_dirty():
                self.message.emit(
                    QCoreApplication.translate(
                        "QuotesTab", "{number} R{revision} is saved; nothing changed"
                    ).format(number=doc.number, revision=doc.revision)
                )
                return True
            self._warn(
                title,
                QCoreApplication.translate(
                    "QuotesTab",
                    "{number} R{revision} is {status}: it stays as the customer received it. Use "
                    "Revise to make a new revision with these changes.",
                ).format(number=doc.number, revision=doc.revision, status=status_text(doc.status)),
            )
            return False
        try:
            resolved = self.editor.resolved()
            saved = self.book.save(doc, lowest_total(resolved), option_totals(resolved))
        except Exception as exc:  # noqa: BLE001 - QuoteStoreError, StorageError: said
            if storage_failed is not None and (
                self.state.read_only or getattr(exc, "text", None) is not None
            ):
                storage_failed(exception_reason(exc))
                return False
            self._warn(
                title,
                QCoreApplication.translate("QuotesTab", "The quote was not saved: {error}").format(
                    error=exception_reason(exc)
                ),
            )
            return False
        self.editor.mark_saved(saved)
        self.history.refresh(select=saved.number)
        self.message.emit(
            QCoreApplication.translate("QuotesTab", "Saved {number} R{revision}").format(
                number=saved.number, revision=saved.revision
            )
        )
        return True

    def revise(self) -> bool:
        """A new revision (draft) of the open quote, opened editable; the earlier revisions
        are kept. A sent, won or lost revision takes no edits (the editor is read-only), so
        only a draft's unsaved changes are asked about (saved or discarded first)."""
        doc = self.editor.document()
        if doc is None or doc.number is None:
            return False
        title = QCoreApplication.translate("QuotesTab", "Revise quote")
        if self.editor.is_dirty() and not self.editor.is_locked() and not self.confirm_discard():
            return False
        try:
            new = self.book.revise(doc.number)
        except Exception as exc:  # noqa: BLE001
            self._warn(
                title,
                QCoreApplication.translate(
                    "QuotesTab", "The quote was not revised: {error}"
                ).format(error=exception_reason(exc)),
            )
            return False
        self.history.refresh(select=new.number)
        if not self._show(new, title):
            return False
        self.message.emit(
            QCoreApplication.translate(
                "QuotesTab", "{number} R{revision} made (a draft); R{previous} is kept as it was"
            ).format(number=new.number, revision=new.revision, previous=new.revision - 1)
        )
        return True

    def duplicate(self) -> bool:
        """A new quote (next number, R1, draft, dated today) with the open revision's
        content."""
        doc = self.editor.document()
        if doc is None or doc.number is None or not self.confirm_discard():
            return False
        title = QCoreApplication.translate("QuotesTab", "Duplicate quote")
        try:
            new = self.book.duplicate(doc.number, doc.revision)
        except Exception as exc:  # noqa: BLE001
            self._warn(
                title,
                QCoreApplication.translate(
                    "QuotesTab", "The quote was not duplicated: {error}"
                ).format(error=exception_reason(exc)),
            )
            return False
        self.history.refresh(select=new.number)
        if not self._show(new, title):
            return False
        self.message.emit(
            QCoreApplication.translate(
                "QuotesTab", "{number} made from {source} R{revision}"
            ).format(number=new.number, source=doc.number, revision=doc.revision)
        )
        return True

    def set_status(self, status: str) -> bool:
        """Mark the open revision ``status`` (saved first when it is a draft with changes)."""
        doc = self.editor.document()
        if doc is None or doc.number is None:
            self._update_actions()
            return False
        if status == doc.status:
            return True
        title = QCoreApplication.translate("QuotesTab", "Quote status")
        if self.editor.is_dirty():
            if doc.status != "draft":
                self._warn(
                    title,
                    QCoreApplication.translate(
                        "QuotesTab",
                        "{number} R{revision} has unsaved changes but is {status}: revise it, or "
                        "discard the changes first.",
                    ).format(
                        number=doc.number, revision=doc.revision, status=status_text(doc.status)
                    ),
                )
                self._update_actions()
                return False
            if not self.save():
                self._update_actions()
                return False
            doc = self.editor.document()
        try:
            changed = self.book.set_status(doc.number, doc.revision, status)
        except Exception as exc:  # noqa: BLE001
            self._warn(
                title,
                QCoreApplication.translate(
                    "QuotesTab", "The status was not changed: {error}"
                ).format(error=exception_reason(exc)),
            )
            self._update_actions()
            return False
        self.history.refresh(select=changed.number)
        if not self._show(changed, title):
            return False
        self.message.emit(
            QCoreApplication.translate("QuotesTab", "{number} R{revision} is now {status}").format(
                number=changed.number, revision=changed.revision, status=status_text(status)
            )
        )
        return True
