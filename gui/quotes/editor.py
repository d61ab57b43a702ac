"""The quote editor: one quote document (customer, language, dates, VAT, terms) and its
options as tabs, each a table of lines beside a live totals panel. It never holds an invalid
document (docs/quotes-page.md).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.catalog.model import Catalog, Sku
from rigwright.core.quote.discounts import effective_discount, limit_warnings
from rigwright.core.quote.document import (
    FIRST_DATE,
    LAST_DATE,
    MAX_OPTIONS,
    LineItem,
    QuoteDocument,
    QuoteFileError,
    ResolvedQuote,
    VendorProfile,
    discount_text,
    extra_presets,
    option_letter_title,
    parse_discount,
    quote_from_data,
    resolve_quote,
    sku_line,
)
from rigwright.core.session.quotes import QuoteBook
from rigwright.gui.quotes.amounts import (
    ScreenMoney,
    money_input,
    quantity_input,
    screen_money,
    screen_unit_price,
)
from rigwright.gui.quotes.book import quote_book
from rigwright.gui.quotes.fields import (
    FIELD_NAMES,
    FIRST_DAY,
    INTERNAL_REFUSED,
    INTERNAL_REFUSED_TEXT,
    ITEM_FIELD_NAMES,
    LANG_NAMES,
    LAST_DAY,
    NO_QUOTE,
    NO_QUOTE_TEXT,
    OPTION_FIELD_NAMES,
    STATUS_NAMES,
    TIP_PROPERTY,
    describe,
    field_message,
    internal_refused,
    mark_invalid,
    set_tip,
    status_text,
    workload_text,
)
from rigwright.gui.quotes.line_table import (
    COL_AMOUNT,
    COL_COST,
    COL_DESCRIPTION,
    COL_DISCOUNT,
    COL_MARGIN,
    COL_PRICE,
    COL_QTY,
    COLUMN_FIELDS,
    COLUMN_TITLES,
    INTERNAL_COLUMNS,
    LineTableModel,
)
from rigwright.gui.quotes.lines import (
    Notice,
    build_description,
    candidate_basis,
    candidate_line,
    selection_line,
)
from rigwright.gui.quotes.option_page import OptionPage
from rigwright.gui.quotes.totals import TotalsPanel
from rigwright.gui.widgets.error_label import ErrorLabel
from rigwright.gui.widgets.i18n import (
    Retranslating,
    exception_reason,
    tr_text,
)
from rigwright.gui.widgets.message_area import message_box, plain_tip
from rigwright.gui.widgets.theme import MUTED


# ----------------------------------------------------------------------------- helpers
def _plain(value: Any) -> Any:
    """A document dump with lists for tuples, so that it can be changed in place."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


# ----------------------------------------------------------------------------- editor
class QuoteEditor(Retranslating, QWidget):
    """Edits one :class:`QuoteDocument` (see the module docstring).

    Signals:
        document_changed: the document was replaced by a valid edit (or another document
            was opened).
        dirty_changed(bool): the document now differs (or no longer differs) from the one
            last saved or opened.

    Args:
        state: the application state (the selection to quote, presenter mode, the catalog).
        catalog_for: the catalog named by a document (``doc.catalog``); by default the
            state's catalog when the names match, else the catalog opened from the state's
            database.
        book: the quote history the catalogs are opened from (default the state's).
    """

    document_changed = Signal()
    dirty_changed = Signal(bool)

    def __init__(
        self,
        state,
        parent=None,
        catalog_for: Callable[[str], Catalog] | None = None,
        *,
        book: QuoteBook | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("quoteEditor")
        self._state = state
        self._book = book if book is not None else quote_book(state)
        self._catalog_for = catalog_for or self._default_catalog
        self._other_catalogs: dict[str, Catalog] = {}
        self._doc: QuoteDocument | None = None
        self._resolved: ResolvedQuote | None = None
        self._resolve_error = ""
        self._saved: QuoteDocument | None = None
        self._vendor: VendorProfile | None = None
        self._problems: dict[str, str] = {}
        self._loading = False
        self._applying = False
        self._valid_until_set = False
        self._dirty = False
        self._notice: Notice | Callable[[], str] = ""
        self._open_failure = ""
        self.pages: list[OptionPage] = []

        self._build_header()
        self._build_customer_page()
        self._build_options_page()

        self.sections = QTabWidget()
        self.sections.setObjectName("quoteSections")
        self.sections.setDocumentMode(True)
        self.sections.addTab(self.options_page, "")
        self.sections.addTab(self.customer_scroll, "")

        editing = QWidget()
        layout = QVBoxLayout(editing)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.header_row)
        layout.addWidget(self.status_note)
        layout.addWidget(self.problems_label)
        layout.addWidget(self.notice_label)
        layout.addWidget(self.sections, 1)

        self.empty = QLabel()
        self.empty.setObjectName("noQuoteLabel")
        self.empty.setTextFormat(Qt.TextFormat.PlainText)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.empty)
        self.stack.addWidget(editing)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack)

        self._text_timer = QTimer(self)
        self._text_timer.setSingleShot(True)
        self._text_timer.setInterval(300)
        self._text_timer.timeout.connect(self._apply_fields)

        state.selected_sku_changed.connect(self._update_add_buttons)
        state.working_build_changed.connect(self._update_add_buttons)
        state.catalog_changed.connect(self._update_add_buttons)
        state.presenter_changed.connect(self._on_presenter_changed)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the window's language: the labels, and what the open quote shows
        (its heading, totals and the refused entries' messages, checked again)."""
        self.sections.setTabText(0, self.tr("Options"))
        self.sections.setTabText(1, self.tr("Customer and terms"))
        self.lang_caption.setText(self.tr("Lan&guage"))
        set_tip(
            self.lang_combo,
            self.tr(
                "The language of the quote (the PDF, option titles, descriptions and capitals)"
            ),
        )
        self.customer_box.setTitle(self.tr("Customer"))
        self.quote_box.setTitle(self.tr("Quote"))
        for caption, text in zip(
            self.field_captions,
            (
                self.tr("&Company *"),
                self.tr("C&ontact"),
                self.tr("&Phone"),
                self.tr("E-&mail"),
                self.tr("A&ddress"),
                self.tr("Da&te"),
                self.tr("Valid &until"),
                self.tr("V&AT"),
                self.tr("Pa&yment terms"),
                self.tr("Delivery te&rms"),
                self.tr("&Notes"),
            ),
            strict=True,
        ):
            caption.setText(text)
        self.company_edit.setPlaceholderText(self.tr("required"))
        self.vat_note.setText(self.tr("% on each option's discounted subtotal"))
        self.payment_edit.setPlaceholderText(self.tr("e.g. 30 % on order, 70 % on delivery"))
        self.delivery_edit.setPlaceholderText(
            self.tr("e.g. 4 weeks after order, delivered and installed on site")
        )
        self.add_option_button.setText(self.tr("+ Option"))
        self.add_option_button.setToolTip(self.tr("Add an option to the quote"))
        self.new_option_action.setText(self.tr("With the selected workstation"))
        self.copy_option_action.setText(self.tr("Copy of this option"))
        self.remove_option_button.setText(self.tr("Remove option"))
        self.option_tabs.setAccessibleName(self.tr("Options of the quote"))
        self._show_empty()
        if self._doc is None:
            self._show_heading()
            return
        # The messages on screen were worded in the previous language: word them again.
        self._resolve_current()
        self._problems.clear()  # every refused field still differs: checked again below
        self._apply_fields()
        if self._notice:
            self.notice_label.setText(self._notice_text())
        self._refresh(lang_changed=True)

    def _show_empty(self) -> None:
        """The empty page: no quote open (and why the last one could not be opened)."""
        text = tr_text(NO_QUOTE_TEXT)
        self.empty.setText(f"{text}\n\n{self._open_failure}" if self._open_failure else text)

    # ------------------------------------------------------------------ building
    def _build_header(self) -> None:
        self.heading = QLabel()
        self.heading.setObjectName("quoteHeading")
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.heading.setFont(font)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.lang_combo = QComboBox()
        self.lang_combo.setObjectName("quoteLang")
        for lang, name in LANG_NAMES.items():
            self.lang_combo.addItem(name, lang)
        self.lang_combo.currentIndexChanged.connect(lambda _i: self._apply_fields())
        self.lang_caption = QLabel()
        self.lang_caption.setBuddy(self.lang_combo)
        self.header_row = QHBoxLayout()
        self.header_row.setContentsMargins(4, 2, 4, 2)
        self.header_row.addWidget(self.heading, 1)
        self.header_row.addWidget(self.lang_caption)
        self.header_row.addWidget(self.lang_combo)
        self.status_note = QLabel()
        self.status_note.setObjectName("statusNote")
        self.status_note.setWordWrap(True)
        self.status_note.setTextFormat(Qt.TextFormat.PlainText)
        self.status_note.setContentsMargins(4, 0, 4, 0)
        self.problems_label = ErrorLabel("quoteProblems")
        self.problems_label.setContentsMargins(4, 0, 4, 0)
        self.problems_label.setTextFormat(Qt.TextFormat.PlainText)
        self.notice_label = QLabel()
        self.notice_label.setObjectName("quoteNotice")
        self.notice_label.setWordWrap(True)
        self.notice_label.setTextFormat(Qt.TextFormat.PlainText)
        self.notice_label.setContentsMargins(4, 0, 4, 0)
        self.notice_label.setStyleSheet(
            "QLabel { background: #fff4ce; color: #5c4400; border: 1px solid #e0c35c;"
            " border-radius: 3px; padding: 3px 6px; }"
        )
        self.notice_label.setVisible(False)

    def _line(self, name: str, placeholder: str = "") -> QLineEdit:
        edit = QLineEdit()
        edit.setObjectName(name)
        edit.setPlaceholderText(placeholder)
        edit.editingFinished.connect(self._apply_fields)
        return edit

    def _text(self, name: str, lines: int, placeholder: str = "") -> QPlainTextEdit:
        edit = QPlainTextEdit()
        edit.setObjectName(name)
        edit.setPlaceholderText(placeholder)
        edit.setTabChangesFocus(True)
        edit.setFixedHeight(lines * edit.fontMetrics().lineSpacing() + 12)
        edit.textChanged.connect(self._on_text_typed)
        return edit

    def _build_customer_page(self) -> None:
        self.company_edit = self._line("customerCompany")
        self.contact_edit = self._line("customerContact")
        self.phone_edit = self._line("customerPhone")
        self.email_edit = self._line("customerEmail")
        self.address_edit = self._text("customerAddress", 3)
        self.date_edit = QDateEdit()
        self.date_edit.setObjectName("quoteDate")
        self.valid_edit = QDateEdit()
        self.valid_edit.setObjectName("quoteValidUntil")
        for edit in (self.date_edit, self.valid_edit):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setDateRange(FIRST_DAY, LAST_DAY)
        self.date_edit.dateChanged.connect(lambda _d: self._apply_fields())
        self.valid_edit.dateChanged.connect(self._on_valid_until_edited)
        self.vat_edit = self._line("quoteVat")
        self.vat_edit.setMaximumWidth(90)
        self.payment_edit = self._text("paymentTerms", 3)
        self.delivery_edit = self._text("deliveryTerms", 3)
        self.notes_edit = self._text("quoteNotes", 4)

        def caption(buddy: QWidget) -> QLabel:
            label = QLabel()
            label.setBuddy(buddy)
            self.field_captions.append(label)
            return label

        self.field_captions: list[QLabel] = []
        customer = QGroupBox()
        self.customer_box = customer
        form = QFormLayout(customer)
        for edit in (
            self.company_edit,
            self.contact_edit,
            self.phone_edit,
            self.email_edit,
            self.address_edit,
        ):
            form.addRow(caption(edit), edit)
        quote = QGroupBox()
        self.quote_box = quote
        terms = QFormLayout(quote)
        terms.addRow(caption(self.date_edit), self.date_edit)
        terms.addRow(caption(self.valid_edit), self.valid_edit)
        vat_row = QHBoxLayout()
        vat_row.addWidget(self.vat_edit)
        self.vat_note = QLabel()
        vat_row.addWidget(self.vat_note)
        vat_row.addStretch(1)
        terms.addRow(caption(self.vat_edit), vat_row)
        for edit in (self.payment_edit, self.delivery_edit, self.notes_edit):
            terms.addRow(caption(edit), edit)
        for box_form in (form, terms):
            box_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)

        page = QWidget()
        grid = QGridLayout(page)
        grid.setContentsMargins(4, 4, 4, 4)
        grid.addWidget(customer, 0, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(quote, 0, 1, Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(1, 1)
        self.customer_scroll = QScrollArea()
        self.customer_scroll.setObjectName("customerScroll")
        self.customer_scroll.setWidgetResizable(True)
        self.customer_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.customer_scroll.setWidget(page)

    def _build_options_page(self) -> None:
        self.option_tabs = QTabWidget()
        self.option_tabs.setObjectName("optionTabs")
        self.option_tabs.currentChanged.connect(lambda _i: self._show_totals())
        self.option_tabs.tabBarDoubleClicked.connect(self._on_tab_double_clicked)
        self.add_option_button = QToolButton()
        self.add_option_button.setObjectName("addOptionButton")
        self.add_option_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.add_option_button)
        self.new_option_action = QAction(self)
        self.new_option_action.triggered.connect(self.add_option_from_selection)
        self.copy_option_action = QAction(self)
        self.copy_option_action.triggered.connect(self.copy_current_option)
        menu.addActions([self.new_option_action, self.copy_option_action])
        self.add_option_button.setMenu(menu)
        self.remove_option_button = QToolButton()
        self.remove_option_button.setObjectName("removeOptionButton")
        self.remove_option_button.clicked.connect(
            lambda: self.remove_option(self.option_tabs.currentIndex())
        )
        corner = QWidget()
        corner_layout = QHBoxLayout(corner)
        corner_layout.setContentsMargins(0, 0, 0, 0)
        corner_layout.addWidget(self.add_option_button)
        corner_layout.addWidget(self.remove_option_button)
        self.option_tabs.setCornerWidget(corner, Qt.Corner.TopRightCorner)

        self.totals = TotalsPanel()
        totals_scroll = QScrollArea()
        totals_scroll.setObjectName("totalsScroll")
        totals_scroll.setWidgetResizable(True)
        totals_scroll.setFrameShape(QFrame.Shape.NoFrame)
        totals_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        totals_scroll.setWidget(self.totals)
        totals_scroll.setFixedWidth(250)

        self.options_page = QWidget()
        layout = QHBoxLayout(self.options_page)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(self.option_tabs, 1)
        layout.addWidget(totals_scroll)

    # ------------------------------------------------------------------ public API
    def document(self) -> QuoteDocument | None:
        """The quote being edited (always valid), or None when no quote is open."""
        return self._doc

    def resolved(self) -> ResolvedQuote | None:
        """The document resolved against its catalog with the vendor (its options' money),
        or None (no document, or it cannot be resolved: see :meth:`problems`)."""
        return self._resolved

    def vendor(self) -> VendorProfile | None:
        return self._vendor

    def set_vendor(self, vendor: VendorProfile | None) -> None:
        """Use ``vendor`` (the stored vendor profile) for documents without their own."""
        self._vendor = vendor
        if self._doc is not None:
            self._resolve_current()
            self._show_totals()

    def set_document(self, doc: QuoteDocument | None, saved: bool = True) -> str | None:
        """Edit ``doc`` (None: close the quote). ``saved``: ``doc`` is as stored (not dirty);
        False for a new quote not yet saved.

        Returns None, or the reason ``doc`` cannot be edited (a date the date fields cannot
        hold, or anything else that fails while it is shown): the editor is then left with
        no quote open and the reason on its empty page, never half-loaded."""
        try:
            if doc is not None:
                self._check_dates(doc)
            self._show_document(doc, saved)
        except Exception as exc:  # whatever fails, the editor is left whole
            if doc is None:
                raise
            error = exception_reason(exc)
            reason = (
                self.tr("{number} R{revision} cannot be opened: {error}").format(
                    number=doc.number, revision=doc.revision, error=error
                )
                if doc.number
                else self.tr("The quote cannot be opened: {error}").format(error=error)
            )
            self._show_document(None, True)
            self._open_failure = reason
            self._show_empty()
            return reason
        return None

    @staticmethod
    def _check_dates(doc: QuoteDocument) -> None:
        """Raise ValueError when a date of ``doc`` is outside the date fields' range (they
        would show, and then save, another date)."""
        first, last = FIRST_DATE.isoformat(), LAST_DATE.isoformat()
        day = doc.date
        if not FIRST_DATE <= day <= LAST_DATE:
            raise ValueError(
                QCoreApplication.translate(
                    "QuoteEditor", "its date {day} is not between {first} and {last}"
                ).format(day=day.isoformat(), first=first, last=last)
            )
        day = doc.valid_until
        if day is not None and not FIRST_DATE <= day <= LAST_DATE:
            raise ValueError(
                QCoreApplication.translate(
                    "QuoteEditor", "its validity {day} is not between {first} and {last}"
                ).format(day=day.isoformat(), first=first, last=last)
            )

    def _show_document(self, doc: QuoteDocument | None, saved: bool) -> None:
        self._problems.clear()
        self._doc = doc
        self._saved = doc if saved else None
        self._notice = ""
        self.notice_label.setVisible(False)
        self._open_failure = ""
        self._show_empty()
        self._resolve_current()
        self._load_widgets()
        self.stack.setCurrentIndex(0 if doc is None else 1)
        self._refresh()
        self.document_changed.emit()

    def mark_saved(self, doc: QuoteDocument) -> None:
        """``doc`` (the document with its number, as stored) was saved: it becomes the
        document and the clean state; typed but refused entries stay marked."""
        self._doc = doc
        self._saved = doc
        self._resolve_current()
        self._refresh()
        self.document_changed.emit()

    def is_dirty(self) -> bool:
        """True when the quote has unsaved changes (or refused entries still on screen)."""
        return self._doc is not None and (self._doc != self._saved or bool(self.problems()))

    def problems(self, internal: bool = True) -> list[str]:
        """What is wrong with the entries on screen, each naming its field (or option, row
        and column): refused edits, and a document that cannot be resolved."""
        out = list(self._problems.values())
        for page in self.pages:
            out += [m for _r, _c, m in page.model.problems(internal)]
        if self._resolve_error:
            out.insert(0, self._resolve_error)
        return out

    def problems_to_show(self, presenter: bool) -> list[str]:
        """:meth:`problems` as a message may show them: in presenter mode without the
        internal entries' (their figures), :data:`INTERNAL_REFUSED` said instead."""
        shown = self.problems(internal=not presenter)
        if presenter and len(self.problems()) > len(shown):
            shown.append(internal_refused())
        return shown

    def catalog(self) -> Catalog:
        """The catalog the open document names (raises when it cannot be opened)."""
        assert self._doc is not None
        return self._catalog(self._doc.catalog)

    def commit(self) -> bool:
        """Apply what was typed but not yet applied (a field still being edited); True when
        nothing on screen is refused."""
        self._text_timer.stop()
        self._apply_fields()
        return not self.problems()

    def current_option(self) -> int:
        return max(self.option_tabs.currentIndex(), 0)

    def show_notice(self, text: Notice | Callable[[], str]) -> None:
        """A message above the options until the next document ("" hides it): a core
        :class:`Text`, or a function giving the text, is worded again when the window's
        language changes."""
        self._notice = text
        self.notice_label.setText(self._notice_text())
        self.notice_label.setVisible(bool(self.notice_label.text()))

    def _notice_text(self) -> str:
        notice = self._notice
        return notice() if callable(notice) else tr_text(notice)

    # ------------------------------------------------------------------ lines and options
    def add_line(self, item: LineItem, option: int | None = None) -> str | None:
        """Append ``item`` to option ``option`` (default: the current one); the reason when
        it is refused (shown too)."""
        if self._doc is None:
            return self.tr("no quote is open")
        index = self.current_option() if option is None else option
        data = self._data()
        data["options"][index]["items"].append(_plain(item.model_dump()))
        reason = self._try(data)
        if reason is None:
            self.pages[index].table.selectRow(len(self._doc.options[index].items) - 1)
        else:
            self._say(reason)
        return reason

    def add_selected_sku(self) -> None:
        sku: Sku | None = self._state.selected_sku
        if sku is not None:
            self.add_line(sku_line(sku))

    def add_current_build(self) -> None:
        if self._doc is None:
            return
        found = selection_line(self._state, self._doc.lang)
        if found is None:
            return
        item, notice = found
        if self.add_line(item) is None and notice:
            self.show_notice(notice)

    def add_option_from_selection(self) -> str | None:
        """A new option with the selected workstation (SKU, or the changed or custom build),
        made current; the reason when it cannot be added."""
        if self._doc is None:
            return self.tr("no quote is open")
        found = selection_line(self._state, self._doc.lang)
        if found is None:
            return self._say(self.tr("Select a workstation (a SKU or a custom build) first."))
        item, notice = found
        reason = self.add_option([item])
        if reason is None and notice:
            self.show_notice(notice)
        return reason

    def add_option(self, items: list[LineItem], title: str = "") -> str | None:
        """Append an option of ``items`` (for the current workload) and show it."""
        if self._doc is None:
            return self.tr("no quote is open")
        if len(self._doc.options) >= MAX_OPTIONS:
            return self._say(self.tr("A quote has at most {n} options.").format(n=MAX_OPTIONS))
        data = self._data()
        data["options"].append(
            {
                "title": title,
                "workload": self._state.request.workload,
                "items": [_plain(i.model_dump()) for i in items],
                "discount": None,
                "reasons": [],
            }
        )
        reason = self._try(data)
        if reason is None:
            self.option_tabs.setCurrentIndex(len(self._doc.options) - 1)
            self.sections.setCurrentWidget(self.options_page)
        else:
            self._say(reason)
        return reason

    def copy_current_option(self) -> None:
        if self._doc is None:
            return
        option = self._doc.options[self.current_option()]
        self.add_option(list(option.items))

    def remove_option(self, index: int, ask: bool = True) -> None:
        if self._doc is None or not 0 <= index < len(self._doc.options):
            return
        if len(self._doc.options) == 1:
            self._say(
                self.tr("A quote has at least one option: add another before removing this one.")
            )
            return
        title = self._doc.option_title(index)
        lines = len(self._doc.options[index].items)
        question = (
            self.tr("Remove {option} and its line?").format(option=title)
            if lines == 1
            else self.tr("Remove {option} and its {n} lines?").format(option=title, n=lines)
        )
        if (
            ask
            and message_box(
                self,
                QMessageBox.Icon.Question,
                self.tr("Remove option"),
                question,
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            != QMessageBox.StandardButton.Yes
        ):
            return
        data = self._data()
        del data["options"][index]
        self._drop_option_problems()
        reason = self._try(data, rebuild=True)
        if reason:
            self._say(reason)

    def remove_line(self, option: int | None = None, row: int | None = None) -> None:
        if self._doc is None:
            return
        index = self.current_option() if option is None else option
        page = self.pages[index]
        row = page.selected_row() if row is None else row
        if row is None:
            self._say(self.tr("Select the line to remove."))
            return
        items = self._doc.options[index].items
        if len(items) == 1:
            self._say(
                self.tr(
                    "An option needs at least one line: add another line first, or "
                    "remove the option."
                )
            )
            return
        data = self._data()
        del data["options"][index]["items"][row]
        page.model.clear_bad()
        reason = self._try(data)
        if reason:
            self._say(reason)
        else:
            page.table.selectRow(min(row, len(items) - 2))

    def move_line(self, step: int, option: int | None = None, row: int | None = None) -> None:
        if self._doc is None:
            return
        index = self.current_option() if option is None else option
        page = self.pages[index]
        row = page.selected_row() if row is None else row
        if row is None:
            return
        target = row + step
        items = self._data()["options"][index]["items"]
        if not 0 <= target < len(items):
            return
        data = self._data()
        lines = data["options"][index]["items"]
        lines[row], lines[target] = lines[target], lines[row]
        page.model.clear_bad()
        if self._try(data) is None:
            page.table.selectRow(target)

    # ------------------------------------------------------------------ applying edits
    def _data(self) -> dict[str, Any]:
        assert self._doc is not None
        return _plain(self._doc.model_dump())

    def _titles(self, data: dict[str, Any] | None = None) -> Callable[[int], str]:
        doc = self._doc

        def title(i: int) -> str:
            if doc is not None and i < len(doc.options):
                return doc.option_title(i)
            lang = doc.lang if doc is not None else "en"
            return option_letter_title(i, lang)

        return title

    def _catalog(self, name: str) -> Catalog:
        return self._catalog_for(name)

    def _default_catalog(self, name: str) -> Catalog:
        if name == self._state.catalog.name:
            return self._state.catalog
        if name not in self._other_catalogs:
            self._other_catalogs[name] = self._book.catalog(name)
        return self._other_catalogs[name]

    def _resolve(self, doc: QuoteDocument) -> ResolvedQuote:
        """``doc`` resolved, or QuoteFileError (naming the field)."""
        try:
            catalog = self._catalog(doc.catalog)
        except Exception as exc:  # noqa: BLE001 - any failure to open it is the message
            raise QuoteFileError(
                "catalog: "
                + self.tr("{name} cannot be opened: {error}").format(
                    name=repr(doc.catalog), error=exception_reason(exc)
                )
            ) from None
        return resolve_quote(doc, catalog, vendor=self._vendor)

    def _resolve_current(self) -> None:
        self._resolved, self._resolve_error = None, ""
        if self._doc is None:
            return
        try:
            self._resolved = self._resolve(self._doc)
        except QuoteFileError as exc:
            self._resolve_error = describe(str(exc), self._titles())

    def _try(self, data: dict[str, Any], rebuild: bool = False) -> str | None:
        """Make ``data`` the document if it is a valid, resolvable quote; else the reason
        (worded for the editor) and nothing changes."""
        try:
            doc = quote_from_data(data)
            resolved = self._resolve(doc)
        except (QuoteFileError, ValueError) as exc:
            return describe(exception_reason(exc), self._titles())
        lang_changed = self._doc is not None and doc.lang != self._doc.lang
        self._doc, self._resolved, self._resolve_error = doc, resolved, ""
        if rebuild or len(doc.options) < len(self.pages):
            self._rebuild_pages()
        elif len(doc.options) > len(self.pages):
            self._rebuild_pages(start=len(self.pages))  # new options: the others keep theirs
        self._refresh(lang_changed=lang_changed)
        self.document_changed.emit()
        return None

    def _say(self, message: str) -> str:
        """Show ``message`` (an action that could not be done, in the window's language) in
        the notice strip."""
        self.show_notice(message)
        return message

    def _commit_cell(self, page: OptionPage, row: int, col: int, text: str) -> str | None:
        if self._doc is None:
            return self.tr("no quote is open")
        index = self.pages.index(page)
        field = COLUMN_FIELDS[col]
        item = self._doc.options[index].items[row]
        where = f"options[{index}].items[{row}].{field}"
        try:
            if col == COL_QTY:
                value: Any = quantity_input(text)
            elif col in (COL_PRICE, COL_COST):
                value = money_input(text)
                if col == COL_PRICE and value is None and item.kind != "sku":
                    raise ValueError(
                        self.tr("must not be empty (a custom build or extra needs a price)")
                    )
            elif col == COL_DISCOUNT:
                value = text.strip() or None
            else:
                value = text.strip()
                if (
                    item.kind != "extra"
                    and self._resolved is not None
                    and (value == self._resolved.options[index].lines[row].description)
                ):
                    value = item.description  # the standard text, left as it was
        except ValueError as exc:
            reason = describe(f"{where}: {exc}", self._titles())
        else:
            data = self._data()
            data["options"][index]["items"][row][field] = value
            reason = self._try(data)
        QTimer.singleShot(0, self._show_problems)  # after the model stores the cell's state
        return reason

    def _field_specs(self) -> list[tuple[str, tuple, QWidget, Callable[[], Any]]]:
        """(problem key, data path, widget, value getter) of every field edited in place."""
        specs = [
            (
                "customer.company",
                ("customer", "company"),
                self.company_edit,
                self.company_edit.text,
            ),
            (
                "customer.contact",
                ("customer", "contact"),
                self.contact_edit,
                self.contact_edit.text,
            ),
            ("customer.phone", ("customer", "phone"), self.phone_edit, self.phone_edit.text),
            ("customer.email", ("customer", "email"), self.email_edit, self.email_edit.text),
            (
                "customer.address",
                ("customer", "address"),
                self.address_edit,
                self.address_edit.toPlainText,
            ),
            ("lang", ("lang",), self.lang_combo, self.lang_combo.currentData),
            ("date", ("date",), self.date_edit, lambda: self.date_edit.date().toPython()),
            (
                "valid_until",
                ("valid_until",),
                self.valid_edit,
                lambda: self.valid_edit.date().toPython() if self._valid_until_set else None,
            ),
            ("vat_percent", ("vat_percent",), self.vat_edit, self.vat_edit.text),
            ("payment_terms", ("payment_terms",), self.payment_edit, self.payment_edit.toPlainText),
            (
                "delivery_terms",
                ("delivery_terms",),
                self.delivery_edit,
                self.delivery_edit.toPlainText,
            ),
            ("notes", ("notes",), self.notes_edit, self.notes_edit.toPlainText),
        ]
        for i, page in enumerate(self.pages):
            specs += [
                (
                    f"options[{i}].title",
                    ("options", i, "title"),
                    page.title_edit,
                    page.title_edit.text,
                ),
                (
                    f"options[{i}].workload",
                    ("options", i, "workload"),
                    page.workload_combo,
                    page.workload_combo.currentData,
                ),
                (
                    f"options[{i}].discount",
                    ("options", i, "discount"),
                    page.discount_edit,
                    page.discount_edit.text,
                ),
                (
                    f"options[{i}].reasons",
                    ("options", i, "reasons"),
                    page.reasons_edit,
                    page.reasons,
                ),
            ]
        return specs

    @staticmethod
    def _get(data: dict[str, Any], path: tuple) -> Any:
        for key in path:
            data = data[key]
        return data

    @staticmethod
    def _set(data: dict[str, Any], path: tuple, value: Any) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value

    def _same(self, path: tuple, value: Any, data: dict[str, Any]) -> bool:
        """True when ``value`` (as typed) is what ``data`` (the document) holds at
        ``path``."""
        current = self._get(data, path)
        field = path[-1]
        if field == "vat_percent":
            try:
                return Decimal(str(value).strip()) == Decimal(str(current))
            except ArithmeticError:
                return False
        if field == "discount":
            try:
                return parse_discount(value) == parse_discount(current)
            except ValueError:
                return False
        if field == "reasons":
            return list(value) == list(current)
        if isinstance(value, str):
            text = value.strip().replace("\r\n", "\n").replace("\r", "\n")
            return text == (current or "")
        return value == current

    def _apply_fields(self) -> None:
        """Apply every field whose entry differs from the document, one at a time on top of
        the last accepted document; a refused field is marked and named (see the module
        docstring). Repeated while a field is accepted, as one can make another valid (the
        date and the validity)."""
        if self._doc is None or self._loading or self._applying:
            return
        self._applying = True
        try:
            for _round in range(4):
                accepted = False
                current = self._data()
                for key, path, widget, getter in self._field_specs():
                    value = getter()
                    if self._same(path, value, current):
                        if self._problems.pop(key, None) is not None:
                            mark_invalid(widget, None)
                        continue
                    data = self._data()
                    self._set(data, path, value)
                    if path == ("lang",):
                        self._relabel_builds(data, value)
                    reason = self._try(data)
                    if reason:
                        self._problems[key] = reason
                        mark_invalid(widget, reason)
                    else:
                        self._problems.pop(key, None)
                        mark_invalid(widget, None)
                        accepted = True
                        current = self._data()
                if not accepted:
                    break
        finally:
            self._applying = False
        self._show_problems()
        self._update_dirty()

    def _relabel_builds(self, data: dict[str, Any], lang: str) -> None:
        """Build lines still worded as the editor words them get the words of ``lang`` (a
        description the engineer wrote stays as written)."""
        if self._resolved is None or self._doc is None:
            return
        for i, option in enumerate(self._resolved.options):
            for j, line in enumerate(option.lines):
                if (
                    line.item.kind == "build"
                    and line.build is not None
                    and (line.item.description == build_description(line.build, self._doc.lang))
                ):
                    data["options"][i]["items"][j]["description"] = build_description(
                        line.build, lang
                    )

    def _on_text_typed(self) -> None:
        if not self._loading:
            self._text_timer.start()

    def _on_valid_until_edited(self, _date) -> None:
        if self._loading:
            return
        self._valid_until_set = True
        self._apply_fields()

    def _drop_option_problems(self) -> None:
        for key in [k for k in self._problems if k.startswith("options[")]:
            del self._problems[key]

    # ------------------------------------------------------------------ showing
    def _load_widgets(self) -> None:
        """Fill every field from the document (another document was opened)."""
        doc = self._doc
        self._loading = True
        try:
            for _key, _path, widget, _getter in self._field_specs():
                mark_invalid(widget, None)
            if doc is None:
                self._rebuild_pages()
                return
            customer = doc.customer
            self.company_edit.setText(customer.company)
            self.contact_edit.setText(customer.contact)
            self.phone_edit.setText(customer.phone)
            self.email_edit.setText(customer.email)
            self.address_edit.setPlainText(customer.address)
            self.lang_combo.setCurrentIndex(max(self.lang_combo.findData(doc.lang), 0))
            self.date_edit.setDate(QDate(doc.date))
            self._valid_until_set = doc.valid_until is not None
            self.valid_edit.setDate(QDate(doc.validity))
            self.vat_edit.setText(f"{doc.vat_percent.normalize():f}")
            self.payment_edit.setPlainText(doc.payment_terms)
            self.delivery_edit.setPlainText(doc.delivery_terms)
            self.notes_edit.setPlainText(doc.notes)
            self._rebuild_pages()
        finally:
            self._loading = False

    def _rebuild_pages(self, start: int = 0) -> None:
        """One tab per option of the document, filled from it; the tabs before ``start``
        are kept as they are (with any refused entries)."""
        current = self.option_tabs.currentIndex()
        loading, self._loading = self._loading, True
        try:
            self.option_tabs.blockSignals(True)
            while self.option_tabs.count() > start:
                page = self.option_tabs.widget(start)
                self.option_tabs.removeTab(start)
                page.deleteLater()
            self.pages = self.pages[:start]
            if start == 0:
                self._drop_option_problems()
            options = self._doc.options[start:] if self._doc is not None else ()
            for option in options:
                page = self._new_page()
                self.pages.append(page)
                self.option_tabs.addTab(page, "")
                page.title_edit.setText(option.title)
                page.title_edit.setCursorPosition(0)  # a long title shows its start
                page.workload_combo.setCurrentIndex(
                    max(page.workload_combo.findData(option.workload), 0)
                )
                page.discount_edit.setText(discount_text(option.discount) or "")
                page.reasons_edit.setPlainText("\n".join(option.reasons))
            if self.pages:
                self.option_tabs.setCurrentIndex(min(max(current, 0), len(self.pages) - 1))
        finally:
            self.option_tabs.blockSignals(False)
            self._loading = loading
        self._update_add_buttons()
        self._apply_presenter()

    def _new_page(self) -> OptionPage:
        holder: list[OptionPage] = []
        page = OptionPage(lambda row, col, text: self._commit_cell(holder[0], row, col, text))
        holder.append(page)
        page.title_edit.editingFinished.connect(self._apply_fields)
        page.discount_edit.editingFinished.connect(self._apply_fields)
        page.workload_combo.currentIndexChanged.connect(lambda _i: self._apply_fields())
        page.reasons_edit.textChanged.connect(self._on_text_typed)
        page.add_sku_button.clicked.connect(self.add_selected_sku)
        page.add_build_button.clicked.connect(self.add_current_build)
        page.remove_button.clicked.connect(lambda _checked=False: self.remove_line())
        page.up_button.clicked.connect(lambda: self.move_line(-1))
        page.down_button.clicked.connect(lambda: self.move_line(1))
        page.extra_menu.aboutToShow.connect(lambda: self._fill_extra_menu(page))
        return page

    def _fill_extra_menu(self, page: OptionPage) -> None:
        menu = page.extra_menu
        menu.clear()
        if self._doc is None:
            return
        try:
            presets = extra_presets(self._catalog(self._doc.catalog), self._doc.lang)
        except Exception:  # noqa: BLE001 - no catalog: the blank extra still works
            presets = ()
        for preset in presets:
            text = f"{preset.description}  ({screen_unit_price(preset.unit_price)})"
            action = menu.addAction(text)
            action.triggered.connect(lambda _c=False, p=preset: self.add_line(p))
        menu.addSeparator()
        blank = menu.addAction(self.tr("Blank line…"))
        blank.triggered.connect(self._add_blank_extra)

    def _add_blank_extra(self) -> None:
        words = {"zh_CN": "其他项目", "zh_TW": "其他項目", "en": "Other item"}
        lang = self._doc.lang if self._doc is not None else "en"
        item = LineItem(kind="extra", description=words[lang], unit_price=Decimal(0))
        if self.add_line(item) is None:
            page = self.pages[self.current_option()]
            row = len(self._doc.options[self.current_option()].items) - 1
            page.table.setCurrentIndex(page.model.index(row, COL_DESCRIPTION))
            page.table.edit(page.model.index(row, COL_DESCRIPTION))

    def _refresh(self, lang_changed: bool = False) -> None:
        doc = self._doc
        self._show_heading()
        if doc is None:
            self._show_problems()
            self._update_dirty()
            return
        for i, page in enumerate(self.pages):
            if i >= len(doc.options):
                break
            resolved = self._resolved.options[i] if self._resolved is not None else None
            page.model.set_option(doc.options[i], resolved, doc.lang)
            title = doc.option_title(i)
            self.option_tabs.setTabText(i, title.replace("&", "&&"))  # no mnemonic
            self.option_tabs.setTabToolTip(i, plain_tip(title))
            page.title_edit.setPlaceholderText(option_letter_title(i, doc.lang))
        self.remove_option_button.setEnabled(len(doc.options) > 1)
        self.add_option_button.setEnabled(len(doc.options) < MAX_OPTIONS)
        self._show_totals()
        self._show_problems()
        self._update_dirty()
        if lang_changed:
            self._update_add_buttons()

    def _show_heading(self) -> None:
        doc = self._doc
        if doc is None:
            self.heading.setText("")
            self.status_note.setVisible(False)
            return
        status = status_text(doc.status)
        company = doc.customer.company
        self.heading.setText(
            self.tr("{number} · R{revision} · {status} · {company}").format(
                number=doc.number, revision=doc.revision, status=status, company=company
            )
            if doc.number
            else self.tr("New quote (not saved) · {status} · {company}").format(
                status=status, company=company
            )
        )
        self.heading.setToolTip(plain_tip(self.heading.text()))
        sent = doc.status != "draft"
        self.status_note.setVisible(sent)
        if sent:
            self.status_note.setText(
                self.tr(
                    "This revision is {status}: it stays as the customer received it. Use Revise "
                    "to make a new revision to change it."
                ).format(status=status)
            )
            self.status_note.setStyleSheet(f"QLabel {{ color: {MUTED.name(self.palette())}; }}")

    def _show_totals(self) -> None:
        self.totals.show_option(
            self._doc, self.current_option(), self._resolved, self._state.presenter
        )

    def _show_problems(self) -> None:
        problems = self.problems(internal=not self._state.presenter)
        more = [self.tr("… and {n} more").format(n=len(problems) - 4)] if len(problems) > 4 else []
        shown = problems[:4] + more
        self.problems_label.setText("\n".join(shown))
        self.problems_label.setVisible(bool(problems))
        self._update_dirty()

    def _update_dirty(self) -> None:
        dirty = self.is_dirty()
        if dirty != self._dirty:
            self._dirty = dirty
            self.dirty_changed.emit(dirty)

    def _update_add_buttons(self) -> None:
        state = self._state
        doc = self._doc
        same = doc is not None and doc.catalog == state.catalog.name
        sku = state.selected_sku
        custom = state.selected_custom is not None
        changed = not custom and bool(state.working_changed)
        add_build = (
            self.tr("Add custom build")
            if custom
            else self.tr("Add changed build")
            if changed
            else self.tr("Add build")
        )
        for page in self.pages:
            page.add_sku_button.setText(
                self.tr("Add SKU {number}").format(number=sku.number)
                if sku is not None
                else self.tr("Add SKU")
            )
            page.add_sku_button.setEnabled(same and sku is not None)
            page.add_sku_button.setToolTip(
                plain_tip(
                    self.tr("Add {code} as printed").format(code=sku.code)
                    if sku is not None and same
                    else self.tr("Select a workstation in the configurator first")
                    if same
                    else self.tr(
                        "The quote is from the catalog {name}; the configurator shows another"
                    ).format(name=doc.catalog if doc else "")
                )
            )
            page.add_build_button.setText(add_build)
            page.add_build_button.setEnabled(
                same and (custom or changed) and state.working_build is not None
            )
            page.add_build_button.setToolTip(
                self.tr("Add the configurator's changed or custom build (with its component list)")
                if custom or changed
                else self.tr("Change the selected build (or pick a custom build) to add it here")
            )
        self.new_option_action.setEnabled(
            same and (sku is not None or state.working_build is not None)
        )

    # ------------------------------------------------------------------ presenter
    def _on_presenter_changed(self, _on: bool) -> None:
        self._apply_presenter()
        self._show_totals()
        self._show_problems()

    def _apply_presenter(self) -> None:
        hide = self._state.presenter
        for page in self.pages:
            for col in INTERNAL_COLUMNS:
                page.table.setColumnHidden(col, hide)
            # An open editor of a hidden column must not stay on screen: moving the current
            # cell commits and closes it.
            current = page.table.currentIndex()
            if hide and current.isValid() and current.column() in INTERNAL_COLUMNS:
                page.table.setCurrentIndex(page.model.index(current.row(), COL_AMOUNT))

    def _on_tab_double_clicked(self, index: int) -> None:
        if 0 <= index < len(self.pages):
            self.option_tabs.setCurrentIndex(index)
            self.pages[index].title_edit.setFocus()
            self.pages[index].title_edit.selectAll()


__all__ = [
    "COLUMN_TITLES",
    "FIELD_NAMES",
    "ITEM_FIELD_NAMES",
    "LANG_NAMES",
    "OPTION_FIELD_NAMES",
    "STATUS_NAMES",
    "TIP_PROPERTY",
    "quantity_input",
    "screen_unit_price",
    "COLUMN_FIELDS",
    "COL_AMOUNT",
    "COL_COST",
    "COL_DESCRIPTION",
    "COL_DISCOUNT",
    "COL_MARGIN",
    "COL_PRICE",
    "COL_QTY",
    "FIRST_DAY",
    "INTERNAL_COLUMNS",
    "INTERNAL_REFUSED",
    "INTERNAL_REFUSED_TEXT",
    "LAST_DAY",
    "NO_QUOTE",
    "NO_QUOTE_TEXT",
    "LineTableModel",
    "Notice",
    "OptionPage",
    "QuoteEditor",
    "ScreenMoney",
    "TotalsPanel",
    "build_description",
    "candidate_basis",
    "candidate_line",
    "describe",
    "effective_discount",
    "field_message",
    "internal_refused",
    "limit_warnings",
    "mark_invalid",
    "message_box",
    "money_input",
    "plain_tip",
    "screen_money",
    "selection_line",
    "set_tip",
    "status_text",
    "workload_text",
]
