"""The Quotes tab: the quote history beside the quote editor, and the actions on the quote
open in the editor (new, save, revise, duplicate, status, export to PDF); the rules it keeps
are in docs/quotes-page.md.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QFrame,
    QInputDialog,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.compare.chart_data import Candidate
from rigwright.core.quote.document import (
    MAX_OPTIONS,
    STATUSES,
    LineItem,
    QuoteDocument,
    QuoteFileError,
    VendorProfile,
    export_problems,
    quote_from_data,
    rule_problems,
)
from rigwright.core.quote.markets import quote_in_market
from rigwright.core.quote.sizing import sizing_data
from rigwright.gui.quotes.actions import make_quote_actions, name_quote_actions
from rigwright.gui.quotes.book import quote_book
from rigwright.gui.quotes.editor import (
    Notice,
    QuoteEditor,
    candidate_basis,
    candidate_line,
    describe,
    selection_line,
    status_text,
)
from rigwright.gui.quotes.history import QuoteHistory
from rigwright.gui.quotes.history_export import HistoryExporter
from rigwright.gui.quotes.naming import (
    EXPORT_FOLDER_SETTING,
    PROBLEMS_LISTED,
    listed,
    lowest_total,
    pdf_file_name,
)
from rigwright.gui.quotes.override import ask_rules_override
from rigwright.gui.quotes.revisions import QuoteRevisions
from rigwright.gui.widgets.help import set_help_topic
from rigwright.gui.widgets.i18n import Retranslating, exception_reason, tr_text
from rigwright.gui.widgets.message_area import ask_save_path, message_box
from rigwright.gui.widgets.progress import page_progress


def export_quote_pdf(quote, catalog, out_path, *, progress=None) -> None:
    """:func:`rigwright.gui.quotes.pdf.export_quote_pdf`, imported on the first export: the PDF's
    charts bring pyqtgraph and numpy, which the window's first screen does not need
    (docs/performance.md)."""
    from rigwright.gui.quotes.pdf import export_quote_pdf as export

    export(quote, catalog, out_path, progress=progress)


HISTORY_WIDTH = 510
"""The history's starting width, px: its six columns (amounts with their currency code) and
filters at 1366×768."""

Icon = QMessageBox.Icon
Button = QMessageBox.StandardButton


class QuotesTab(QuoteRevisions, Retranslating, QWidget):
    """History and editor side by side (see the module docstring).

    Signals:
        message(str): a one-line outcome for the status bar ("Saved Q-2026-0001 R1").

    Args:
        state: the application state (catalog, selection, presenter mode, database).
        default_lang: the language of new quotes (the window's File ▸ Quote language).
    """

    message = Signal(str)

    def __init__(
        self,
        state,
        default_lang: Callable[[], str] | None = None,
        parent=None,
        *,
        file_actions: tuple[QAction, QAction] | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("quotesTab")
        set_help_topic(self, "page:quotes")
        self.state = state
        self._default_lang = default_lang or (lambda: "zh_CN")
        self._vendor: VendorProfile | None = None
        self._vendor_loaded = False
        self._busy = False
        self._shown = False
        self._rules_override: str | None = None
        """The engineer's reason for exporting the open quote although it breaks a rule,
        while an export asks for it (kept on the saved revision, never printed)."""
        self.dialog_actions: list[QAction] = []
        """Actions a dialog of this tab offers too (the window's presenter-mode toggle)."""

        self.book = quote_book(state)
        """The quote history this tab reads and writes (the state's database)."""
        self.editor = QuoteEditor(state, book=self.book)
        self.history = QuoteHistory(self.book)
        self.history.open_requested.connect(self.open_quote)

        self._build_actions(file_actions)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("quotesSplitter")
        split.setChildrenCollapsible(False)
        split.addWidget(self.history)
        split.addWidget(self.editor)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setSizes([HISTORY_WIDTH, 900])
        self.splitter = split
        # Scrolled rather than clipped where the window is narrower or shorter than the
        # editor and the list need (large text scaling); at 1366×768 nothing scrolls.
        scroll = QScrollArea()
        scroll.setObjectName("quotesScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(split)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toolbar)
        layout.addWidget(scroll, 1)

        self.editor.document_changed.connect(self._update_actions)
        self.editor.dirty_changed.connect(lambda _d: self._update_actions())
        self.history.current_changed.connect(self._update_actions)
        self.history_actions: list[QAction] = []
        """Actions that show or open the quote history: presenter mode disables them while it
        hides the history."""
        self.history_actions.append(self.export_history_action)
        self._history_sizes: list[int] = []
        state.presenter_changed.connect(self._apply_presenter)
        self._apply_presenter(state.presenter)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the actions' texts and tooltips in the window's language."""
        self.revise_action.setText(self.tr("Revise"))
        self.revise_action.setToolTip(
            self.tr("A new revision of the open quote; the earlier ones are kept as they are")
        )
        self.duplicate_action.setText(self.tr("Duplicate"))
        self.duplicate_action.setToolTip(
            self.tr("A new quote (new number) with the open quote's content")
        )
        for action in self.status_group.actions():
            action.setText(status_text(action.data()))
        self.status_button.setText(self.tr("Status"))
        self.status_button.setToolTip(self.tr("Mark the open revision draft, sent, won or lost"))
        self.export_action.setText(self.tr("Export PDF…"))
        self.export_action.setToolTip(self.tr("Save the open quote and write it as a PDF"))
        self.export_history_action.setText(self.tr("Export history…"))
        self.export_history_action.setToolTip(
            self.tr(
                "Write the quote history as CSV or XLSX for a CRM: one row per revision and option"
            )
        )
        self.toolbar.setWindowTitle(self.tr("Quotes"))
        self._update_actions()

    # ------------------------------------------------------------------ building
    def _build_actions(self, file_actions: tuple[QAction, QAction] | None) -> None:
        """The tool bar's actions. "New quote" and "Save" are ``file_actions`` when given
        (the window's, :mod:`rigwright.gui.quotes.actions`: their owner has connected them), else
        this page's own."""
        if file_actions is None:
            self.new_action, self.save_action = make_quote_actions(self)
            self.new_action.triggered.connect(lambda _checked=False: self.new_quote())
            self.save_action.triggered.connect(lambda _checked=False: self.save())
        else:
            self.new_action, self.save_action = file_actions
        self.revise_action = QAction(self)
        self.revise_action.setObjectName("reviseQuoteAction")
        self.revise_action.triggered.connect(self.revise)
        self.duplicate_action = QAction(self)
        self.duplicate_action.setObjectName("duplicateQuoteAction")
        self.duplicate_action.triggered.connect(self.duplicate)
        self.status_group = QActionGroup(self)
        self.status_group.setExclusive(True)
        status_menu = QMenu(self)
        for status in STATUSES:
            action = QAction(self, checkable=True)
            action.setData(status)
            action.triggered.connect(lambda _c=False, s=status: self.set_status(s))
            self.status_group.addAction(action)
            status_menu.addAction(action)
        self.status_button = QToolButton()
        self.status_button.setObjectName("statusButton")
        self.status_button.setMenu(status_menu)
        self.status_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.export_action = QAction(self)
        self.export_action.setObjectName("exportOpenQuoteAction")
        self.export_action.triggered.connect(self.export_pdf)
        self.export_history_action = QAction(self)
        self.export_history_action.setObjectName("exportQuoteHistoryAction")
        self.export_history_action.triggered.connect(lambda _checked=False: self.export_history())

        self.toolbar = QToolBar()
        self.toolbar.setObjectName("quotesToolBar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.addActions(
            [self.new_action, self.save_action, self.revise_action, self.duplicate_action]
        )
        self.toolbar.addWidget(self.status_button)
        self.toolbar.addAction(self.export_action)
        self.toolbar.addAction(self.export_history_action)

    def _update_actions(self) -> None:
        doc = self.editor.document()
        is_open = doc is not None
        saved = is_open and doc.number is not None
        self.save_action.setEnabled(is_open)
        self.revise_action.setEnabled(saved)
        self.duplicate_action.setEnabled(saved)
        self.status_button.setEnabled(saved)
        self.export_action.setEnabled(is_open and not self._busy)
        for action in self.status_group.actions():
            action.setChecked(is_open and action.data() == doc.status)
        name_quote_actions(self.new_action, self.save_action, self.editor.is_dirty())

    def _apply_presenter(self, on: bool) -> None:
        """Presenter mode hides the quote history (other customers' names and amounts) and
        disables what reaches it (its table, filters and revisions, :attr:`history_actions`);
        leaving it shows the history again at the width it had."""
        if on == self.history.isHidden():
            return
        if on:
            self._history_sizes = self.splitter.sizes()
        self.history.setEnabled(not on)
        self.history.setVisible(not on)
        for action in self.history_actions:
            action.setEnabled(not on)
        if not on and self._history_sizes:
            self.splitter.setSizes(self._history_sizes)

    def showEvent(self, event) -> None:
        """The history is read when the tab is first shown (not at start-up)."""
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            self.history.refresh()
            self.vendor()

    # ------------------------------------------------------------------ services
    def engine(self):
        """The quote database's engine (raises when it cannot be opened)."""
        return self.book.engine()

    def vendor(self) -> VendorProfile | None:
        """The stored vendor profile (read once), or None (the placeholder is printed)."""
        if not self._vendor_loaded:
            try:
                self._vendor = self.book.vendor_profile()
            except Exception as exc:  # noqa: BLE001 - said, and the placeholder used
                self.message.emit(
                    self.tr("The vendor profile cannot be read: {error}").format(
                        error=exception_reason(exc)
                    )
                )
                self._vendor = None
            self._vendor_loaded = True
            self.editor.set_vendor(self._vendor)
        return self._vendor

    def save_vendor(self, profile: VendorProfile) -> bool:
        """Store ``profile`` as the vendor profile; every quote uses it from now on."""
        try:
            self.book.save_vendor_profile(profile)
        except Exception as exc:  # noqa: BLE001
            self._warn(
                self.tr("Vendor profile"),
                self.tr("The vendor profile was not saved: {error}").format(
                    error=exception_reason(exc)
                ),
            )
            return False
        self._vendor, self._vendor_loaded = profile, True
        self.editor.set_vendor(profile)
        self.message.emit(self.tr("Vendor profile saved: {name}").format(name=profile.name))
        return True

    def edit_vendor(self) -> bool:
        """File ▸ Vendor profile…: edit and store the vendor profile."""
        from rigwright.gui.quotes.vendor import VendorDialog

        dialog = VendorDialog(self.state, self.vendor(), self.window())
        dialog.addActions(self.dialog_actions)  # presenter mode's shortcut works there too
        try:
            if dialog.exec() != VendorDialog.DialogCode.Accepted or dialog.profile() is None:
                return False
            return self.save_vendor(dialog.profile())
        finally:
            dialog.deleteLater()

    def _warn(self, title: str, text: str) -> None:
        message_box(self, Icon.Warning, title, text)

    def _title(self) -> str:
        """The open quote as messages name it: "Q-2026-0007 R2 (ACME Robotics)"."""
        doc = self.editor.document()
        if doc is None:
            return self.tr("Quote")
        if doc.number:
            return self.tr("{number} R{revision} ({company})").format(
                number=doc.number, revision=doc.revision, company=doc.customer.company
            )
        return self.tr("The new quote ({company})").format(company=doc.customer.company)

    def _show(self, doc: QuoteDocument, title: str, saved: bool = True) -> bool:
        """Open ``doc`` in the editor; False (said) when it cannot be shown (the editor is
        then left with no quote open)."""
        reason = self.editor.set_document(doc, saved=saved)
        if reason is not None:
            self._warn(title, reason)
            self.message.emit("")
            return False
        return True

    # ------------------------------------------------------------------ opening
    def confirm_discard(self) -> bool:
        """True when the open quote may be replaced: no unsaved changes, or the engineer saved
        or discarded them; False when they cancelled (or the save failed)."""
        if not self.editor.is_dirty():
            return True
        answer = message_box(
            self,
            Icon.Question,
            self.tr("Unsaved changes"),
            self.tr("{quote} has unsaved changes. Save them?").format(quote=self._title()),
            Button.Save | Button.Discard | Button.Cancel,
            Button.Save,
        )
        if answer == Button.Save:
            return self.save()
        return answer == Button.Discard

    def open_quote(self, number: str, revision: int | None = None) -> bool:
        """Open revision ``revision`` (None: the latest) of quote ``number`` in the editor."""
        doc = self.editor.document()
        if doc is not None and doc.number == number and (revision in (None, doc.revision)):
            return True
        if not self.confirm_discard():
            return False
        try:
            loaded = self.book.open(number, revision)
        except Exception as exc:  # noqa: BLE001
            self._warn(
                self.tr("Open quote"),
                self.tr("The quote cannot be opened: {error}").format(error=exception_reason(exc)),
            )
            return False
        self.vendor()
        if not self._show(loaded, self.tr("Open quote")):
            return False
        self.history.select_number(loaded.number)
        self.message.emit(
            self.tr("Opened {number} R{revision}").format(
                number=loaded.number, revision=loaded.revision
            )
        )
        return True

    def open_document(self, doc: QuoteDocument, title: str) -> bool:
        """Open ``doc`` (read from a quote file, File ▸ Open…) in the editor, not saved yet:
        Save keeps it in the history. False when the engineer kept the open quote's
        unsaved changes or ``doc`` cannot be shown (said)."""
        if not self.confirm_discard():
            return False
        self.vendor()
        if not self._show(doc, title, saved=False):
            return False
        self.history.table.clearSelection()
        return True

    def new_quote(self, company: str | None = None) -> bool:
        """Start a new quote with the selected workstation (SKU, or changed or custom build)
        as option A, for a customer company asked for (or ``company``). Not saved yet."""
        if not self.confirm_discard():
            return False
        lang = self._default_lang()
        found = selection_line(self.state, lang)
        if found is None:
            message_box(
                self,
                Icon.Information,
                self.tr("New quote"),
                self.tr("Select a workstation (a SKU or a custom build) first."),
            )
            return False
        return self._start_quote(self.tr("New quote"), lang, [found], company)

    def quote_compared(self, candidates: list[Candidate], company: str | None = None) -> bool:
        """Start a new quote with one option per compared build, in order (a SKU as printed,
        a custom or changed build at its price, as
        :func:`rigwright.gui.quotes.editor.candidate_line` words it), for a customer company
        asked for (or ``company``). Not saved yet.

        Returns:
            True when the quote is open in the editor; False when there is nothing to quote,
            the engineer cancelled, or the quote cannot be made (said in a message).
        """
        title = self.tr("Quote compared builds")
        if not candidates:
            message_box(
                self, Icon.Information, title, self.tr("Add builds to the comparison first.")
            )
            return False
        if len(candidates) > MAX_OPTIONS:
            message_box(
                self,
                Icon.Information,
                title,
                self.tr("A quote has at most {most} options; {n} builds are compared.").format(
                    most=MAX_OPTIONS, n=len(candidates)
                ),
            )
            return False
        if not self.confirm_discard():
            return False
        lang = self._default_lang()
        lines = [
            candidate_line(c, lang, candidate_basis(c, self.state.catalog)) for c in candidates
        ]
        return self._start_quote(title, lang, lines, company)

    def _start_quote(
        self, title: str, lang: str, lines: list[tuple[LineItem, Notice]], company: str | None
    ) -> bool:
        """Open a new quote in ``lang`` with one option per (line, notice) of ``lines`` (for
        the current workload), for ``company`` (asked for when None); the notices shown above
        the options. False when cancelled or refused (said)."""
        if company is None:
            company, ok = QInputDialog.getText(
                self, title, self.tr("Customer company (shown on the quote):")
            )
            if not ok:
                return False
        data = {
            "lang": lang,
            "catalog": self.state.catalog.name,
            "customer": {"company": company},
            "options": [
                {
                    "workload": self.state.request.workload,
                    "items": [item.model_dump()],
                    "sizing": sizing_data(self.state.request.sizing),
                }
                for item, _notice in lines
            ],
        }
        try:
            doc = quote_from_data(data)  # priced in CNY, then moved to the vendor's market
            vendor = self.vendor()
            if vendor is not None:
                doc = quote_in_market(doc, vendor.market)
        except QuoteFileError as exc:
            self._warn(
                title,
                self.tr("The quote cannot be started: {reason}").format(
                    reason=describe(str(exc), self._option_name)
                ),
            )
            return False
        self.vendor()
        if not self._show(doc, title, saved=False):
            return False
        notices = [(i, notice) for i, (_item, notice) in enumerate(lines) if notice]
        if len(lines) == 1 and notices:
            self.editor.show_notice(notices[0][1])
        elif notices:
            self.editor.show_notice(
                lambda: "\n".join(
                    self.tr("{option}: {notice}").format(
                        option=self._option_name(i), notice=tr_text(notice)
                    )
                    for i, notice in notices
                )
            )
        self.history.table.clearSelection()
        self.message.emit(
            self.tr("New quote for {company}: save it to give it a number").format(
                company=doc.customer.company
            )
        )
        return True

    def _option_name(self, index: int) -> str:
        """Option ``index`` as the tab's messages name it before the quote exists ("Option
        B")."""
        return self.tr("Option {letter}").format(letter=chr(65 + index))

    def add_selection(self) -> bool:
        """Add to quote: the selected workstation as a new option of the open quote, or a new
        quote when none is open."""
        if self.editor.document() is None:
            return self.new_quote()
        reason = self.editor.add_option_from_selection()
        if reason is None:
            doc = self.editor.document()
            self.message.emit(
                self.tr("Added to the quote as {option}").format(
                    option=doc.option_title(len(doc.options) - 1)
                )
            )
        return reason is None

    # ------------------------------------------------------------------ export
    def export_pdf(self) -> Path | None:
        """Check that the open quote can be built and priced (else say what is wrong and stop),
        save it (a draft with changes, or a new one, so the PDF carries its number), ask for a
        file (named from the number and customer, in the folder of the last export) and write
        the PDF there. Returns the file written, or None."""
        if self._busy:
            return None
        self._busy = True
        self._update_actions()
        try:
            return self._export_pdf()
        finally:
            self._busy = False
            self._update_actions()

    def _export_pdf(self) -> Path | None:
        title = self.tr("Export quote PDF")
        doc = self._ready(title)
        if doc is None or not self._exportable(title):
            return None
        unsaved: list[str] = []  # why the database could not take it: exported as a draft
        if doc.number is None or (self.editor.is_dirty() and doc.status == "draft"):
            if not self.save(storage_failed=unsaved.append):
                if (
                    not unsaved
                    or message_box(
                        self,
                        Icon.Question,
                        title,
                        self.tr(
                            "The quote could not be saved: {error}\n\nExport the PDF anyway? "
                            "It is printed as a draft, without a quote number; the quote stays "
                            "open, unsaved."
                        ).format(error=unsaved[0]),
                        Button.Yes | Button.Cancel,
                        Button.Yes,
                    )
                    != Button.Yes
                ):
                    return None
            else:
                doc = self.editor.document()
        elif self.editor.is_dirty():
            self._warn(
                title,
                self.tr(
                    "{number} R{revision} is {status} and has unsaved changes: revise it to export "
                    "them, or discard them first."
                ).format(number=doc.number, revision=doc.revision, status=status_text(doc.status)),
            )
            return None
        self.vendor()
        resolved = self.editor.resolved()
        if resolved is None:
            self._warn(
                title,
                self.tr("The quote cannot be exported:\n{problems}").format(
                    problems=listed(self.editor.problems_to_show(self.state.presenter))
                ),
            )
            return None
        if unsaved:  # its content is in no saved revision: no number on it
            doc = doc.model_copy(update={"number": None})
            resolved = dataclasses.replace(resolved, document=doc)
        if not self._keep_rules_override(title, doc, bool(unsaved)):
            return None
        folder = self.book.setting(EXPORT_FOLDER_SETTING, None)
        start = Path(folder) if isinstance(folder, str) and Path(folder).is_dir() else Path.home()
        out = ask_save_path(
            self, title, str(start / pdf_file_name(doc)), ".pdf", self.tr("PDF documents (*.pdf)")
        )
        if out is None:
            return None
        if out.is_dir():
            self._failed(title, self.tr("{path} is a folder; choose a file name").format(path=out))
            return None
        try:
            with page_progress(self, title, self.tr("Writing the quote PDF…")) as progress:
                export_quote_pdf(resolved, self.editor.catalog(), out, progress=progress)
        except Exception as exc:  # noqa: BLE001 - QuoteExportError and the rest: a message
            self._failed(title, exception_reason(exc))
            return None
        self.book.set_setting(EXPORT_FOLDER_SETTING, str(out.parent))
        if unsaved:
            self.message.emit(
                self.tr(
                    "Draft PDF (no quote number; the quote is not saved) written to {path}"
                ).format(path=out)
            )
        else:
            self.message.emit(self.tr("Quote saved to {path}").format(path=out))
        return out

    def export_history(self) -> Path | None:
        """ "Export history…": the quote history as CSV or XLSX at a file asked for; the file
        written, or None (cancelled or failed: said)."""
        exporter = HistoryExporter(self.book, self)
        try:
            done = exporter.export()
        finally:
            exporter.deleteLater()
        if done is None:
            return None
        path, export = done
        self.message.emit(
            self.tr("Quote history exported to {path} ({n} rows)").format(
                path=path, n=len(export.rows)
            )
        )
        return path

    def _exportable(self, title: str) -> bool:
        """True when the open quote can go to the customer: it resolves, and every
        workstation can be built and has a price
        (:func:`rigwright.core.quote.document.export_problems`); else False, the problems listed
        in a message (no file is asked for)."""
        resolved = self.editor.resolved()
        if resolved is None:
            self._warn(
                title,
                self.tr("The quote cannot be exported:\n{problems}").format(
                    problems=listed(self.editor.problems_to_show(self.state.presenter))
                ),
            )
            return False
        self._rules_override = None
        try:
            problems = export_problems(resolved, self.editor.catalog())
            broken = rule_problems(resolved, self.editor.catalog())
        except Exception as exc:  # noqa: BLE001 - the catalog cannot be opened: said
            self._warn(
                title,
                self.tr("The quote cannot be checked for export: {error}").format(
                    error=exception_reason(exc)
                ),
            )
            return False
        if any(p not in broken for p in problems):
            self._warn(
                title,
                self.tr(
                    "The quote cannot be exported until these are corrected:\n{problems}\n\n"
                    "Correct them in the quote editor (Quotes page); Save keeps the quote as a "
                    "draft meanwhile."
                ).format(problems=listed(problems)),
            )
            self.message.emit("")
            return False
        if problems:  # only rules' errors: exported only when the engineer overrides them
            reason = ask_rules_override(self, problems)
            if reason is None:
                self.message.emit(self.tr("Not exported: {problem}").format(problem=problems[0]))
                return False
            self._rules_override = reason
        return True

    def _keep_rules_override(self, title: str, doc: QuoteDocument, unsaved: bool) -> bool:
        """Keep the engineer's reason for overriding the rules on the saved revision before
        the PDF is written (True), or say why it cannot be kept and stop (False); True when
        no rule was overridden."""
        reason = self._rules_override
        if reason is None:
            return True
        error = self.tr("the quote is not saved") if unsaved or doc.number is None else ""
        if not error:
            assert doc.number is not None
            try:
                self.book.set_rules_override(doc.number, doc.revision, reason)
            except Exception as exc:  # noqa: BLE001 - QuoteStoreError, StorageError: said
                error = exception_reason(exc)
        if error:
            self._warn(
                title,
                self.tr(
                    "The reason for overriding the rules could not be kept in the quote "
                    "history ({error}): the PDF is not written."
                ).format(error=error),
            )
            return False
        return True

    def _failed(self, title: str, reason: str) -> None:
        """The PDF was not written (the quote itself was saved before: said so)."""
        self.message.emit("")
        reason = reason.rstrip(".")
        doc = self.editor.document()
        if doc is not None and doc.number is not None and not self.editor.is_dirty():
            text = self.tr(
                "The PDF could not be written: {reason}. The quote itself is saved "
                "as {number} R{revision}."
            ).format(reason=reason, number=doc.number, revision=doc.revision)
        else:
            text = self.tr("The PDF could not be written: {reason}.").format(reason=reason)
        message_box(self, Icon.Critical, title, text)


__all__ = [
    "EXPORT_FOLDER_SETTING",
    "HISTORY_WIDTH",
    "PROBLEMS_LISTED",
    "QuotesTab",
    "export_quote_pdf",
    "listed",
    "lowest_total",
    "pdf_file_name",
]
