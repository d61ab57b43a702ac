"""The quote editor: one quote document (customer, language, dates, VAT, terms) and its
options as tabs, each a table of lines beside a live totals panel. It never holds an invalid
document (docs/quotes-page.md).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QStackedWidget, QTabWidget, QVBoxLayout, QWidget

from rigwright.core.catalog.model import Catalog
from rigwright.core.pricing.markets import MARKET_NAMES, market_money
from rigwright.core.quote.discounts import effective_discount, limit_warnings
from rigwright.core.quote.document import (
    FIRST_DATE,
    LAST_DATE,
    QuoteDocument,
    QuoteFileError,
    ResolvedQuote,
    VendorProfile,
    option_letter_title,
    parse_discount,
    quote_from_data,
    resolve_quote,
)
from rigwright.core.quote.markets import quote_in_market
from rigwright.core.session.quotes import QuoteBook
from rigwright.gui.quotes.amounts import (
    ScreenMoney,
    money_input,
    quantity_input,
    screen_money,
    screen_unit_price,
)
from rigwright.gui.quotes.book import quote_book
from rigwright.gui.quotes.editor_display import EditorDisplay
from rigwright.gui.quotes.editor_layout import EditorLayout
from rigwright.gui.quotes.fields import (
    FIELD_NAMES,
    FIRST_DAY,
    INTERNAL_REFUSED,
    INTERNAL_REFUSED_TEXT,
    ITEM_FIELD_NAMES,
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
from rigwright.gui.quotes.option_editing import OptionEditing, _plain
from rigwright.gui.quotes.option_page import OptionPage
from rigwright.gui.quotes.totals import TotalsPanel
from rigwright.gui.widgets.i18n import Retranslating, exception_reason, tr_text
from rigwright.gui.widgets.message_area import message_box, plain_tip


# ----------------------------------------------------------------------------- editor
class QuoteEditor(EditorLayout, OptionEditing, EditorDisplay, Retranslating, QWidget):
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
        self.market_caption.setText(self.tr("Mar&ket"))
        for i in range(self.market_combo.count()):
            code = self.market_combo.itemData(i)
            money = market_money(code)
            self.market_combo.setItemText(i, f"{tr_text(MARKET_NAMES[code])} · {money.currency}")
        set_tip(
            self.market_combo,
            self.tr(
                "The customer's market: the quote's currency and tax (mainland China CNY with "
                "13 % VAT, Taiwan TWD with 5 % business tax, Hong Kong HKD and international "
                "USD without tax). Typed prices are converted with the dated exchange rate."
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
        (worded for the editor) and nothing changes; always refused while the revision is
        read-only (sent, won or lost)."""
        if self.is_locked():
            return self.locked_reason()
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

    def _on_market_chosen(self) -> None:
        """Move the open quote to the market chosen (currency, tax rate, exchange rate, typed
        prices converted); a market that cannot be had (no rate) is said and undone."""
        if self._doc is None or self._loading:
            return
        market = self.market_combo.currentData()
        if market == self._doc.market:
            return
        try:
            moved = quote_in_market(self._doc, market)
        except QuoteFileError as exc:
            reason = str(exc)
        else:
            reason = self._try(_plain(moved.model_dump()))
        if reason is not None:
            self._say(reason)
        self._loading = True
        try:
            self.market_combo.setCurrentIndex(max(self.market_combo.findData(self._doc.market), 0))
            self.vat_edit.setText(f"{self._doc.vat_percent.normalize():f}")
        finally:
            self._loading = False

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


__all__ = [
    "COLUMN_TITLES",
    "FIELD_NAMES",
    "ITEM_FIELD_NAMES",
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
