"""The quote editor's totals panel: the current option's money, and the vendor's internal
figures (cost, margin, discounts above the limit) that presenter mode hides."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from rigwright.core.pricing.money import capital_words
from rigwright.core.quote.discounts import limit_warnings
from rigwright.core.quote.document import QuoteDocument, ResolvedQuote
from rigwright.core.quote.markets import tax_line, total_label
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP
from rigwright.gui.quotes.amounts import screen_money, screen_unit_price
from rigwright.gui.widgets.error_label import ErrorLabel
from rigwright.gui.widgets.i18n import Retranslating, current_language, tr_text

CAPTIONS = (
    QT_TRANSLATE_NOOP("TotalsPanel", "VAT {rate}"),
    QT_TRANSLATE_NOOP("TotalsPanel", "Business tax {rate}"),
    QT_TRANSLATE_NOOP("TotalsPanel", "Total incl. VAT"),
    QT_TRANSLATE_NOOP("TotalsPanel", "Total incl. business tax"),
    QT_TRANSLATE_NOOP("TotalsPanel", "Total"),
)
"""The totals' captions a quote's market gives (their English wordings are the PDF's,
:mod:`rigwright.core.quote.markets`), translated by the window."""


def _window_words(source: str, worded: str | None, lang: str) -> str:
    """``source`` (one of :data:`CAPTIONS`) in the window's language ``lang``; where the
    window has no translation of it yet, ``worded``, the quote's own wording in ``lang``
    (the PDF's), so that a Chinese window never shows the English caption."""
    shown = QCoreApplication.translate("TotalsPanel", source)
    if shown == source and lang != "en" and worded is not None:
        return worded
    return shown


class TotalsPanel(Retranslating, QWidget):
    """The current option's money: subtotal, discount, VAT, total (and in Chinese capitals for
    a Chinese quote); internal: cost, margin and discounts above the vendor's limit."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("totalsPanel")
        self.title = QLabel()
        self.title.setObjectName("totalsTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # typed by the engineer
        self.title.setWordWrap(True)
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.subtotal = QLabel()
        self.subtotal.setObjectName("subtotalLabel")
        self.discount = QLabel()
        self.discount.setObjectName("discountLabel")
        self.discounted = QLabel()
        self.discounted.setObjectName("discountedLabel")
        self.vat_caption = QLabel()
        self._doc: QuoteDocument | None = None  # the shown quote: its market names its tax
        self._vat_rate = ""
        self.vat = QLabel()
        self.vat.setObjectName("vatLabel")
        self.total = QLabel()
        self.total.setObjectName("totalLabel")
        self.total.setFont(bold)
        self.capitals = QLabel()
        self.capitals.setObjectName("capitalsLabel")
        self.capitals.setWordWrap(True)
        self.notes = ErrorLabel("totalsNotes")  # the theme's error colour
        self.notes.setTextFormat(Qt.TextFormat.PlainText)
        for value in (
            self.subtotal,
            self.discount,
            self.discounted,
            self.vat,
            self.total,
            self.capitals,
        ):
            value.setTextFormat(Qt.TextFormat.PlainText)  # a discount label holds typed text
        for value in (self.subtotal, self.discount, self.discounted, self.vat, self.total):
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.subtotal_caption = QLabel()
        self.discount_caption = QLabel()
        self.discounted_caption = QLabel()
        self.total_caption = QLabel()
        form.addRow(self.subtotal_caption, self.subtotal)
        form.addRow(self.discount_caption, self.discount)
        form.addRow(self.discounted_caption, self.discounted)
        form.addRow(self.vat_caption, self.vat)
        form.addRow(self.total_caption, self.total)

        self.internal = QGroupBox()
        self.internal.setObjectName("internalBox")
        self.cost = QLabel()
        self.cost.setObjectName("costLabel")
        self.margin = QLabel()
        self.margin.setObjectName("marginLabel")
        self.limit = QLabel()
        self.limit.setObjectName("limitLabel")
        self.warnings = ErrorLabel("limitWarnings")
        self.warnings.setTextFormat(Qt.TextFormat.PlainText)
        for value in (self.cost, self.margin, self.limit):
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        internal = QFormLayout(self.internal)
        internal.setContentsMargins(6, 4, 6, 4)
        self.cost_caption = QLabel()
        self.margin_caption = QLabel()
        self.limit_caption = QLabel()
        internal.addRow(self.cost_caption, self.cost)
        internal.addRow(self.margin_caption, self.margin)
        internal.addRow(self.limit_caption, self.limit)
        internal.addRow(self.warnings)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.title)
        layout.addLayout(form)
        layout.addWidget(self.capitals)
        layout.addWidget(self.notes)
        layout.addWidget(self.internal)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the captions (the figures are shown again by the editor: :meth:`show_option`)."""
        self.subtotal_caption.setText(self.tr("Subtotal"))
        self.discount_caption.setText(self.tr("Discount"))
        self.discounted_caption.setText(self.tr("After discount"))
        self._show_vat_caption()
        self.internal.setTitle(self.tr("Internal"))
        self.internal.setToolTip(
            self.tr("The vendor's own figures: never printed, hidden in presenter mode")
        )
        self.cost_caption.setText(self.tr("Cost"))
        self.margin_caption.setText(self.tr("Margin"))
        self.limit_caption.setText(self.tr("Discount limit"))

    def _show_vat_caption(self) -> None:
        """The tax row's and the total's captions, named by the shown quote's market as its
        PDF names them (增值税 13 %, 營業稅 5 %; no tax row where none is charged), in the
        window's language: the window's translation, else the quote's own wording of it."""
        doc, lang = self._doc, current_language()
        rate = f"{self._vat_rate} %" if self._vat_rate else ""
        source = tax_line(doc, "{rate}", "en") if doc is not None else "VAT {rate}"
        shown = source is not None
        self.vat_caption.setVisible(shown)
        self.vat.setVisible(shown)
        if source is not None:
            worded = tax_line(doc, rate, lang) if doc is not None else None
            self.vat_caption.setText(_window_words(source, worded, lang).format(rate=rate).strip())
        total = total_label(doc, "en") if doc is not None else "Total"
        worded = total_label(doc, lang) if doc is not None else None
        self.total_caption.setText(_window_words(total, worded, lang))

    def show_option(
        self, doc: QuoteDocument | None, index: int, resolved: ResolvedQuote | None, presenter: bool
    ) -> None:
        """Show option ``index`` of ``doc`` (its money from ``resolved``)."""
        self.internal.setVisible(not presenter)
        self._doc = doc
        option = (
            resolved.options[index]
            if (resolved is not None and doc is not None and index < len(resolved.options))
            else None
        )
        if option is None:
            for value in (
                self.subtotal,
                self.discount,
                self.discounted,
                self.vat,
                self.total,
                self.cost,
                self.margin,
                self.limit,
            ):
                value.setText("—")
            self._vat_rate = ""
            self._show_vat_caption()
            self.title.setText(
                doc.option_title(index) if doc is not None and index < len(doc.options) else ""
            )
            self.capitals.setVisible(False)
            self.notes.setVisible(False)
            self.warnings.setVisible(False)
            return
        lang, currency = doc.lang, doc.currency
        money = option.totals

        def amount(value: Decimal) -> str:
            return screen_money(value, currency)

        self.title.setText(option.title)
        self.subtotal.setText(amount(money.subtotal))
        label = option.option.discount.label(lang) if option.option.discount else ""
        self.discount.setText(
            (f"-{amount(money.discount)}" if money.discount else amount(money.discount))
            + (f" ({label})" if label else "")
        )
        self.discounted.setText(amount(money.discounted))
        self._vat_rate = f"{money.vat_percent.normalize():f}"
        self._show_vat_caption()
        self.vat.setText(amount(money.vat))
        self.total.setText(amount(money.total))
        capitals = capital_words(money.total, doc.currency, lang)
        self.capitals.setVisible(bool(capitals))
        if capitals:
            word = "大寫" if lang == "zh_TW" else "大写"
            self.capitals.setText(f"{word}：{capitals}")
        missing = [
            j + 1
            for j, line in enumerate(option.lines)
            if line.item.kind == "build" and line.item.unit_price == 0
        ]
        self.notes.setVisible(bool(missing))
        self.notes.setText(
            self.tr("Price to be set: enter the unit price of row {rows} (now {zero}).").format(
                rows=", ".join(str(r) for r in missing), zero=amount(Decimal(0))
            )
            if missing
            else ""
        )
        vendor = resolved.vendor
        cost = option.cost
        # Σ quantity × unit cost keeps the unit costs' decimals, and the margin uses it so.
        self.cost.setText(
            screen_unit_price(cost, currency) if cost is not None else self.tr("not known")
        )
        self.cost.setToolTip(
            ""
            if cost is not None
            else self.tr("Enter the unit cost of every line to see the cost and margin")
        )
        pct = option.margin_percent
        self.margin.setText(f"{pct} %" if pct is not None else "—")
        limit = vendor.max_discount_percent
        self.limit.setText(f"{limit} %" if limit is not None else self.tr("none set"))
        warnings = [tr_text(w) for w in limit_warnings(option, limit)]
        self.warnings.setVisible(bool(warnings) and not presenter)
        self.warnings.setText("\n".join(f"⚠ {w}" for w in warnings))
