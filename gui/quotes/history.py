"""The quote history list: the saved quotes (latest revision of each), filtered by text,
status, date and amount, sortable, with the revisions of the selected quote beside them. It
reads the quote book and asks the tab to open a quote (docs/quotes-page.md).
"""

from __future__ import annotations

import datetime as _dt
import re
from decimal import Decimal

from babel.dates import format_date
from PySide6.QtCore import (
    QAbstractTableModel,
    QDate,
    QEvent,
    QModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QStyle,
    QTableView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rigwright.core.pricing.markets import CURRENCIES, currency_symbol
from rigwright.core.pricing.money import MAX_AMOUNT, MoneyError, to_money
from rigwright.core.quote.document import STATUSES
from rigwright.core.session.quotes import OptionTotal, QuoteBook, QuoteSummary
from rigwright.core.text.i18n import LANGUAGE_NAMES, QT_TRANSLATE_NOOP
from rigwright.gui.quotes.editor import (
    LAST_DAY,
    field_message,
    mark_invalid,
    money_input,
    screen_money,
    status_text,
)
from rigwright.gui.widgets.error_label import ErrorLabel
from rigwright.gui.widgets.i18n import (
    Retranslating,
    current_language,
    exception_reason,
    language_changed,
    tr_text,
)
from rigwright.gui.widgets.message_area import plain_tip

COL_NUMBER, COL_REVISION, COL_CUSTOMER, COL_DATE, COL_STATUS, COL_AMOUNT = range(6)
HEADERS = (
    QT_TRANSLATE_NOOP("QuoteHistory", "Number"),
    QT_TRANSLATE_NOOP("QuoteHistory", "Rev."),
    QT_TRANSLATE_NOOP("QuoteHistory", "Customer"),
    QT_TRANSLATE_NOOP("QuoteHistory", "Date"),
    QT_TRANSLATE_NOOP("QuoteHistory", "Status"),
    QT_TRANSLATE_NOOP("QuoteHistory", "Amount"),
)
"""The list's headings (in the window's language through
:func:`rigwright.gui.widgets.i18n.tr_text`)."""
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
"""Python values the proxy sorts by: numbers as numbers (amounts in whole fen, exact)."""
SUMMARY_ROLE = Qt.ItemDataRole.UserRole + 2
"""The row's :class:`rigwright.core.session.quotes.QuoteSummary`."""

ANY_DATE = QDate(2000, 1, 1)
"""A date filter at this date means "any" (the date edit shows "any")."""

_NUMBER_RE = re.compile(r"Q-(\d+)-(\d+)")


def amount_text(amount: Decimal | None, currency: str) -> str:
    """An amount of a quote in its ``currency`` as the history shows it, to the cent as the
    editor shows it ("¥101,688.70 CNY" in English, "¥101,688.70" in Simplified Chinese,
    "NT$412,560.26"), "—" when none was saved."""
    return "—" if amount is None else screen_money(amount, currency)


Priced = dict[tuple[str, int], tuple[tuple[OptionTotal, ...], str | None]]
"""Each listed revision's options with their totals, by (number, revision), and the reason
when they have none (:meth:`rigwright.core.session.quotes.QuoteBook.option_totals`)."""


def options_text(summary: QuoteSummary, priced: Priced) -> str:
    """The Amount cell: each option's total, labelled with its letter, one a line ("A
    ¥71,927.89", "B ¥80,450.00"), never a sum (options are alternatives); the lowest total as
    saved when the options cannot be priced now."""
    totals, _reason = priced.get((summary.number, summary.revision), ((), None))
    if not totals or any(option.total is None for option in totals):
        return amount_text(summary.amount, summary.currency)
    return "\n".join(
        f"{option.letter} {screen_money(option.total, summary.currency)}"
        for option in totals
        if option.total is not None
    )


def amount_key(amount: Decimal | None, currency: str) -> int:
    """The Amount column's sort key: by currency (:data:`CURRENCIES` order), then by amount
    in whole cents (exact); a quote saved without an amount first. Amounts in two currencies
    are never compared as numbers."""
    if amount is None:
        return -1
    place = CURRENCIES.index(currency) if currency in CURRENCIES else len(CURRENCIES)
    # A total is at most MAX_AMOUNT (10¹² units = 10¹⁴ cents): each currency sorts apart.
    return place * (int(MAX_AMOUNT) * 1000) + int(amount * 100)


def date_text(day: _dt.date) -> str:
    """A date as the window's language writes it: "Mar 1, 2026", "2026年3月1日"."""
    return format_date(day, "medium", locale=current_language())


def number_key(number: str) -> int:
    """A quote number as a number for sorting: year × 10⁶ + sequence."""
    match = _NUMBER_RE.fullmatch(number)
    return int(match[1]) * 1_000_000 + int(match[2]) if match else 0


class QuoteListModel(QAbstractTableModel):
    """The quotes listed (one row per quote, its latest revision)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[QuoteSummary] = []
        self._priced: Priced = {}
        language_changed().connect(self.retranslate)

    def retranslate(self) -> None:
        """The window's language changed: headings and cells (dates, statuses, amounts)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(HEADERS) - 1)
        if self._rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(HEADERS) - 1)
            )

    def set_quotes(self, quotes: list[QuoteSummary], priced: Priced | None = None) -> None:
        """List ``quotes``, their options' totals ``priced`` (None: the saved lowest total)."""
        self.beginResetModel()
        self._rows = list(quotes)
        self._priced = dict(priced or {})
        self.endResetModel()

    def summary(self, row: int) -> QuoteSummary:
        return self._rows[row]

    def row_of(self, number: str) -> int | None:
        return next((i for i, s in enumerate(self._rows) if s.number == number), None)

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return tr_text(HEADERS[section])
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.ToolTipRole
            and section == COL_AMOUNT
        ):
            return self.tr(
                "Each option's total incl. tax, in the quote's currency (options are "
                "alternatives: there is no quote total)"
            )
        return None

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        s = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                s.number,
                f"R{s.revision}",
                s.customer,
                date_text(s.date),
                status_text(s.status),
                options_text(s, self._priced),
            )[col]
        if role == SORT_ROLE:
            if col == COL_NUMBER:
                return number_key(s.number)
            if col == COL_REVISION:
                return s.revision
            if col == COL_CUSTOMER:
                return s.customer.casefold()
            if col == COL_DATE:
                return s.date.toordinal()
            if col == COL_STATUS:
                return STATUSES.index(s.status) if s.status in STATUSES else len(STATUSES)
            return amount_key(s.amount, s.currency)
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (COL_REVISION, COL_AMOUNT):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [f"{s.number} R{s.revision} · {status_text(s.status)}", s.customer]
            if s.contact:
                lines.append(s.contact)
            options = (
                self.tr("1 option")
                if s.options == 1
                else self.tr("{n} options").format(n=s.options)
            )
            revisions = (
                self.tr("1 revision")
                if s.revisions == 1
                else self.tr("{n} revisions").format(n=s.revisions)
            )
            lines.append(
                self.tr("{options}, {lang}; {revisions}").format(
                    options=options, lang=LANGUAGE_NAMES.get(s.lang, s.lang), revisions=revisions
                )
            )
            reason = self._priced.get((s.number, s.revision), ((), None))[1]
            if reason:
                lines.append(
                    self.tr(
                        "Options not priced: {reason}; the lowest total as saved is shown"
                    ).format(reason=reason)
                )
            return plain_tip("\n".join(lines))
        return None


class QuoteHistory(Retranslating, QWidget):
    """The history: filters, the quote table and the selected quote's revisions.

    Signals:
        open_requested(str, int): open revision ``int`` of quote ``str`` (double-click or
            Enter on a quote or on one of its revisions).
        current_changed: another quote (or none) is selected.

    Args:
        book: the quote history (its database may fail to open: the list then says why).
    """

    open_requested = Signal(str, int)
    current_changed = Signal()

    def __init__(self, book: QuoteBook, parent=None):
        super().__init__(parent)
        self.setObjectName("quoteHistory")
        self._book = book
        self._count: int | None = None
        self._revisions_error = ""
        self.model = QuoteListModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)

        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("historySearch")
        self.search_edit.setClearButtonEnabled(True)
        self.status_combo = QComboBox()
        self.status_combo.setObjectName("historyStatus")
        self.status_combo.addItem("", None)
        for status in STATUSES:
            self.status_combo.addItem("", status)
        self.date_from = self._date_edit("historyDateFrom")
        self.date_to = self._date_edit("historyDateTo")
        self.currency_combo = QComboBox()
        self.currency_combo.setObjectName("historyCurrency")
        self.currency_combo.addItem("", None)
        for currency in CURRENCIES:
            self.currency_combo.addItem(currency, currency)
        self.amount_min = QLineEdit()
        self.amount_min.setObjectName("historyAmountMin")
        self.amount_max = QLineEdit()
        self.amount_max.setObjectName("historyAmountMax")
        self.filter_error = ErrorLabel("historyFilterError")
        self.filter_error.setTextFormat(Qt.TextFormat.PlainText)  # holds what was typed

        filters = QGridLayout()
        filters.setContentsMargins(0, 0, 0, 0)
        filters.addWidget(self.search_edit, 0, 0, 1, 3)
        filters.addWidget(self.status_combo, 0, 3, 1, 2)
        self.filter_labels = [QLabel() for _ in range(4)]
        for label, buddy in zip(
            self.filter_labels,
            (self.date_from, self.date_to, self.amount_min, self.amount_max),
            strict=True,
        ):
            label.setBuddy(buddy)
        date_label, date_to_label, amount_label, amount_to_label = self.filter_labels
        filters.addWidget(date_label, 1, 0)
        filters.addWidget(self.date_from, 1, 1)
        filters.addWidget(date_to_label, 1, 2, Qt.AlignmentFlag.AlignCenter)
        filters.addWidget(self.date_to, 1, 3)
        filters.addWidget(amount_label, 2, 0)
        filters.addWidget(self.amount_min, 2, 1)
        filters.addWidget(amount_to_label, 2, 2, Qt.AlignmentFlag.AlignCenter)
        filters.addWidget(self.amount_max, 2, 3)
        filters.addWidget(self.currency_combo, 2, 4)
        filters.setColumnStretch(1, 1)
        filters.setColumnStretch(3, 1)

        self.table = QTableView()
        self.table.setObjectName("historyTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # newest first, as listed
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        rows = self.table.verticalHeader()
        rows.setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        rows.setMinimumSectionSize(self.table.fontMetrics().height() + 8)
        # A quote of several options lists one total a line: as tall as its options.
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Customer takes the width the others leave; they are fitted to their cells by
        # _fit_columns (Qt's own fit reserves a sort arrow's width in every heading).
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(COL_CUSTOMER, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        header.sortIndicatorChanged.connect(lambda _c, _o: self._fit_columns())
        self.table.doubleClicked.connect(self._on_activated)
        self.table.installEventFilter(self)
        # The selection, not the current row: selecting a row makes it current before it
        # is selected, and a row current already is not made current again.
        self.table.selectionModel().selectionChanged.connect(self._on_current_changed)

        self.revisions = QTreeWidget()
        self.revisions.setObjectName("historyRevisions")
        self.revisions.setColumnCount(4)
        self.revisions.setRootIsDecorated(False)
        self.revisions.itemDoubleClicked.connect(self._on_revision_activated)
        self.revisions_title = QLabel()
        self.revisions_title.setObjectName("revisionsTitle")
        self.revisions_title.setTextFormat(Qt.TextFormat.PlainText)
        revisions = QWidget()
        revisions_layout = QVBoxLayout(revisions)
        revisions_layout.setContentsMargins(0, 0, 0, 0)
        revisions_layout.addWidget(self.revisions_title)
        revisions_layout.addWidget(self.revisions)

        self.count_label = QLabel()
        self.count_label.setObjectName("historyCount")
        self.error_label = ErrorLabel("historyError")
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)

        split = QSplitter(Qt.Orientation.Vertical)
        split.setChildrenCollapsible(False)
        split.addWidget(self.table)
        split.addWidget(revisions)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([320, 110])

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(filters)
        layout.addWidget(self.filter_error)
        layout.addWidget(split, 1)
        layout.addWidget(self.count_label)
        layout.addWidget(self.error_label)

        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(200)
        self._search_timer.timeout.connect(self.refresh)
        self.search_edit.textChanged.connect(lambda _t: self._search_timer.start())
        self.status_combo.currentIndexChanged.connect(lambda _i: self.refresh())
        self.currency_combo.currentIndexChanged.connect(lambda _i: self._on_currency_chosen())
        self.date_from.dateChanged.connect(lambda _d: self.refresh())
        self.date_to.dateChanged.connect(lambda _d: self.refresh())
        self.amount_min.editingFinished.connect(self.refresh)
        self.amount_max.editingFinished.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the window's language (the list's own follow through its model):
        filters, headings, the count, the revisions of the selected quote (read again) and a
        filter's message (checked again)."""
        self.search_edit.setPlaceholderText(self.tr("Search number, customer or contact"))
        self.search_edit.setAccessibleName(self.tr("Search quotes"))
        self.status_combo.setItemText(0, self.tr("Any status"))
        for i in range(1, self.status_combo.count()):
            self.status_combo.setItemText(i, status_text(self.status_combo.itemData(i)))
        self.status_combo.setAccessibleName(self.tr("Status"))
        # Buddies without mnemonics: the editor beside the list uses the keys.
        labels = (self.tr("Date"), self.tr("to"), self.tr("Amount"), self.tr("to"))
        for label, text in zip(self.filter_labels, labels, strict=True):
            label.setText(text)
        for edit in (self.date_from, self.date_to):
            edit.setSpecialValueText(self.tr("any"))
        self.date_from.setAccessibleName(self.tr("Date from"))
        self.date_to.setAccessibleName(self.tr("Date to"))
        self.currency_combo.setItemText(0, self.tr("Any currency"))
        self.currency_combo.setAccessibleName(self.tr("Currency"))
        self.currency_combo.setToolTip(
            self.tr(
                "Only the quotes in this currency; the amounts are compared in it (a quote's "
                "amount is in its own currency)"
            )
        )
        self._show_amount_placeholders()
        self.amount_min.setAccessibleName(self.tr("Amount from"))
        self.amount_max.setAccessibleName(self.tr("Amount to"))
        self.table.setAccessibleName(self.tr("Quotes"))
        self.revisions.setHeaderLabels(
            [tr_text(HEADERS[c]) for c in (COL_REVISION, COL_DATE, COL_STATUS, COL_AMOUNT)]
        )
        self.revisions.setToolTip(self.tr("Double-click a revision to open it"))
        self.revisions.setAccessibleName(self.tr("Revisions of the selected quote"))
        self._show_count()
        if self.filter_error.text():
            self.filters()  # its message, worded again
        self._show_revisions()
        self._fit_columns()

    def _show_amount_placeholders(self) -> None:
        """ "min NT$" / "max NT$" for the currency chosen, "min" / "max" for any."""
        currency = self.currency_combo.currentData()
        symbol = f" {currency_symbol(currency)}" if currency else ""
        self.amount_min.setPlaceholderText(self.tr("min") + symbol)
        self.amount_max.setPlaceholderText(self.tr("max") + symbol)

    def _on_currency_chosen(self) -> None:
        self._show_amount_placeholders()
        self.refresh()

    def _show_count(self) -> None:
        count = self._count
        self.count_label.setText(
            ""
            if count is None
            else self.tr("1 quote")
            if count == 1
            else self.tr("{n} quotes").format(n=count)
        )

    @staticmethod
    def _date_edit(name: str) -> QDateEdit:
        edit = QDateEdit()
        edit.setObjectName(name)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat("yyyy-MM-dd")
        edit.setDateRange(ANY_DATE, LAST_DAY)
        edit.setDate(ANY_DATE)
        return edit

    # ------------------------------------------------------------------ reading
    def filters(self) -> dict[str, object] | None:
        """The filters as :meth:`rigwright.core.session.quotes.QuoteBook.quotes` takes them, or
        None when a filter cannot match anything as typed (an amount that is not an amount, a
        minimum above the maximum, a start date after the end): it is marked, and the reason
        shown naming it."""
        problems = []
        amounts: dict[str, Decimal | None] = {}
        for key, edit, name in (
            ("amount_min", self.amount_min, self.tr("Amount from")),
            ("amount_max", self.amount_max, self.tr("Amount to")),
        ):
            text = money_input(edit.text())
            try:
                amounts[key] = None if text is None else to_money(text, name)
            except MoneyError as exc:
                problems.append(str(exc))
                mark_invalid(edit, str(exc))
            else:
                mark_invalid(edit, None)
        low, high = amounts.get("amount_min"), amounts.get("amount_max")
        currency = self.currency_combo.currentData()
        if currency is None and (low is not None or high is not None):
            # Amounts of two currencies are not compared: the filter is in one of them.
            reason = field_message(
                self.tr("Amount"), self.tr("choose the currency the amounts are in")
            )
            problems.append(reason)
            for edit in (self.amount_min, self.amount_max):
                mark_invalid(edit, reason)
        elif low is not None and high is not None and low > high:
            reason = field_message(
                self.tr("Amount"),
                self.tr("the minimum {low} is above the maximum {high}").format(
                    low=amount_text(low, currency), high=amount_text(high, currency)
                ),
            )
            problems.append(reason)
            for edit in (self.amount_min, self.amount_max):
                mark_invalid(edit, reason)

        def day(edit: QDateEdit) -> _dt.date | None:
            return None if edit.date() == ANY_DATE else edit.date().toPython()

        start, end = day(self.date_from), day(self.date_to)
        reason = (
            field_message(
                self.tr("Date"),
                self.tr("the start {start} is after the end {end}").format(
                    start=start.isoformat(), end=end.isoformat()
                ),
            )
            if start is not None and end is not None and start > end
            else None
        )
        if reason:
            problems.append(reason)
        for edit in (self.date_from, self.date_to):
            mark_invalid(edit, reason)
        self.filter_error.setText("\n".join(problems))
        self.filter_error.setVisible(bool(problems))
        if problems:
            return None
        return {
            "search": self.search_edit.text(),
            "status": self.status_combo.currentData(),
            "date_from": start,
            "date_to": end,
            "currency": currency,
            **amounts,
        }

    def refresh(self, select: str | None = None) -> None:
        """Read the list again with the filters; keep (or make, ``select``) the selected
        quote current when it is still listed."""
        self._search_timer.stop()
        keep = select or self.selected_number()
        filters = self.filters()
        if filters is None:
            return
        try:
            quotes = self._book.quotes(**filters)
        except Exception as exc:  # noqa: BLE001 - a database failure is shown, not raised
            self.error_label.setText(
                self.tr("The quote history cannot be read: {error}").format(
                    error=exception_reason(exc)
                )
            )
            self.error_label.setVisible(True)
            return
        self.error_label.setVisible(False)
        self.model.set_quotes(quotes, self._priced(quotes))
        self._fit_columns()
        self._count = len(quotes)
        self._show_count()
        row = self.model.row_of(keep) if keep else None
        if row is not None:
            index = self.proxy.mapFromSource(self.model.index(row, 0))
            self.table.selectRow(index.row())
            self.table.scrollTo(index)
        self._show_revisions()
        self.current_changed.emit()

    def _priced(self, quotes: list[QuoteSummary]) -> Priced:
        """The options' totals of ``quotes``; none when the history cannot be read for them
        (the list then shows the lowest totals as saved)."""
        try:
            return self._book.option_totals(quotes)
        except Exception:  # noqa: BLE001 - the saved amounts are shown instead
            return {}

    def _fit_columns(self) -> None:
        """Every column but Customer as wide as its widest cell or its heading (with the sort
        arrow where it is shown), Amount as its widest amount; Customer stretches over the
        rest, so large amounts take no more than they need from it."""
        header = self.table.horizontalHeader()
        bold = QFont(header.font())
        bold.setBold(True)  # the heading of a selected row's columns is drawn bold
        metrics = QFontMetrics(bold)
        margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        sorted_by = header.sortIndicatorSection() if header.isSortIndicatorShown() else -1
        for col, heading in enumerate(HEADERS):
            if col == COL_CUSTOMER:
                continue
            width = metrics.horizontalAdvance(tr_text(heading)) + 4 * margin
            if col == sorted_by:
                width += metrics.height() + margin
            header.resizeSection(col, max(width, self.table.sizeHintForColumn(col)))

    def selected(self) -> QuoteSummary | None:
        """The selected quote (its latest revision), or None."""
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.summary(self.proxy.mapToSource(rows[0]).row())

    def selected_number(self) -> str | None:
        summary = self.selected()
        return summary.number if summary is not None else None

    def select_number(self, number: str) -> bool:
        row = self.model.row_of(number)
        if row is None:
            return False
        self.table.selectRow(self.proxy.mapFromSource(self.model.index(row, 0)).row())
        return True

    def shown(self, column: int = COL_NUMBER) -> list[str]:
        """The cells of ``column`` in display order (filtered and sorted)."""
        return [self.proxy.index(r, column).data() for r in range(self.proxy.rowCount())]

    # ------------------------------------------------------------------ events
    def eventFilter(self, watched, event) -> bool:
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter))
        ):
            self._on_activated(self.table.currentIndex())
            return True
        return super().eventFilter(watched, event)

    def _on_activated(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        summary = self.model.summary(self.proxy.mapToSource(index).row())
        self.open_requested.emit(summary.number, summary.revision)

    def _on_current_changed(self, _current, _previous) -> None:
        self._show_revisions()
        self.current_changed.emit()

    def _show_revisions(self) -> None:
        self.revisions.clear()
        summary = self.selected()
        if summary is None:
            self.revisions_title.setText(self.tr("Revisions (select a quote)"))
            return
        self.revisions_title.setText(self.tr("Revisions of {number}").format(number=summary.number))
        try:
            revisions = self._book.revisions(summary.number)
        except Exception as exc:  # noqa: BLE001
            self.revisions_title.setText(
                self.tr("Revisions cannot be read: {error}").format(error=exception_reason(exc))
            )
            return
        priced = self._priced(revisions)
        for rev in revisions:
            item = QTreeWidgetItem(
                [
                    f"R{rev.revision}",
                    date_text(rev.date),
                    status_text(rev.status),
                    options_text(rev, priced),
                ]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, rev.revision)
            item.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.revisions.addTopLevelItem(item)
        for col in range(4):
            self.revisions.resizeColumnToContents(col)

    def revision_labels(self) -> list[str]:
        """The revisions shown ("R1 sent", "R2 draft")."""
        return [
            f"{self.revisions.topLevelItem(i).text(0)} {self.revisions.topLevelItem(i).text(2)}"
            for i in range(self.revisions.topLevelItemCount())
        ]

    def _on_revision_activated(self, item: QTreeWidgetItem, _column: int) -> None:
        summary = self.selected()
        if summary is not None:
            self.open_requested.emit(summary.number, int(item.data(0, Qt.ItemDataRole.UserRole)))
