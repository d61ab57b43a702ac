"""The quote editor's widgets, built once: the heading row, the customer and terms page, the
options page with its tabs and the totals panel."""

from __future__ import annotations

from PySide6.QtCore import Qt
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
    QPlainTextEdit,
    QScrollArea,
    QSizePolicy,
    QTabWidget,
    QToolButton,
    QWidget,
)

from rigwright.core.catalog.markets import MARKETS
from rigwright.core.text.i18n import LANGUAGE_NAMES
from rigwright.gui.quotes.fields import FIRST_DAY, LAST_DAY
from rigwright.gui.quotes.totals import TotalsPanel
from rigwright.gui.widgets.error_label import ErrorLabel


class EditorLayout:
    """Builds the widgets of :class:`rigwright.gui.quotes.editor.QuoteEditor` (a mixin of it)."""

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
        for lang, name in LANGUAGE_NAMES.items():
            self.lang_combo.addItem(name, lang)
        self.lang_combo.currentIndexChanged.connect(lambda _i: self._apply_fields())
        self.lang_caption = QLabel()
        self.lang_caption.setBuddy(self.lang_combo)
        self.header_row = QHBoxLayout()
        self.header_row.setContentsMargins(4, 2, 4, 2)
        self.header_row.addWidget(self.heading, 1)
        self.header_row.addWidget(self.lang_caption)
        self.header_row.addWidget(self.lang_combo)
        # The market decides the currency and the tax; the language does not.
        self.market_combo = QComboBox()
        self.market_combo.setObjectName("quoteMarket")
        for market in MARKETS:
            self.market_combo.addItem(market, market)
        self.market_combo.currentIndexChanged.connect(lambda _i: self._on_market_chosen())
        self.market_caption = QLabel()
        self.market_caption.setBuddy(self.market_combo)
        self.header_row.addWidget(self.market_caption)
        self.header_row.addWidget(self.market_combo)
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
