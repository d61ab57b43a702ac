"""What the quote editor shows of its document: the fields and option tabs filled from it, the
heading, totals, problems and add buttons, the read-only state of a revision no longer a
draft, and presenter mode's hidden internal columns and fields."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import QWidget

from rigwright.core.quote.document import (
    MAX_OPTIONS,
    LineItem,
    discount_text,
    extra_presets,
    option_letter_title,
)
from rigwright.core.text.i18n import words
from rigwright.gui.quotes.amounts import screen_unit_price
from rigwright.gui.quotes.fields import mark_invalid, status_text
from rigwright.gui.quotes.line_table import COL_AMOUNT, COL_DESCRIPTION, INTERNAL_COLUMNS
from rigwright.gui.quotes.locking import WANTED_PROPERTY, set_editable, set_wanted
from rigwright.gui.quotes.option_page import OptionPage
from rigwright.gui.widgets.internal import hide_internal
from rigwright.gui.widgets.message_area import plain_tip
from rigwright.gui.widgets.theme import MUTED

_OTHER_ITEM = words("Other item", zh_CN="其他项目", zh_TW="其他項目")
"""The description a blank extra line starts with, in the quote's language."""


class EditorDisplay:
    """Showing the document of :class:`rigwright.gui.quotes.editor.QuoteEditor` (a mixin of it;
    texts in the "QuoteEditor" context)."""

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
            self.market_combo.setCurrentIndex(max(self.market_combo.findData(doc.market), 0))
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
            rate = self._resolved.rate if self._resolved else None
            presets = extra_presets(self._catalog(self._doc.catalog), self._doc.lang, rate)
        except Exception:  # noqa: BLE001 - no catalog: the blank extra still works
            presets = ()
        for preset in presets:
            price = screen_unit_price(preset.unit_price, self._doc.currency)
            text = f"{preset.description}  ({price})"
            action = menu.addAction(text)
            action.triggered.connect(lambda _c=False, p=preset: self.add_line(p))
        menu.addSeparator()
        blank = menu.addAction(QCoreApplication.translate("QuoteEditor", "Blank line…"))
        blank.triggered.connect(self._add_blank_extra)

    def _add_blank_extra(self) -> None:
        lang = self._doc.lang if self._doc is not None else "en"
        item = LineItem(kind="extra", description=_OTHER_ITEM.wording(lang), unit_price=Decimal(0))
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
            page.model.set_option(doc.options[i], resolved, doc.lang, doc.currency)
            title = doc.option_title(i)
            self.option_tabs.setTabText(i, title.replace("&", "&&"))  # no mnemonic
            self.option_tabs.setTabToolTip(i, plain_tip(title))
            page.title_edit.setPlaceholderText(option_letter_title(i, doc.lang))
        editable = not self.is_locked()
        set_wanted(self.remove_option_button, len(doc.options) > 1, editable)
        set_wanted(self.add_option_button, len(doc.options) < MAX_OPTIONS, editable)
        self._apply_editable()
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
            QCoreApplication.translate(
                "QuoteEditor", "{number} · R{revision} · {status} · {company}"
            ).format(number=doc.number, revision=doc.revision, status=status, company=company)
            if doc.number
            else QCoreApplication.translate(
                "QuoteEditor", "New quote (not saved) · {status} · {company}"
            ).format(status=status, company=company)
        )
        self.heading.setToolTip(plain_tip(self.heading.text()))
        sent = self.is_locked()
        self.status_note.setVisible(sent)
        if sent:
            self.status_note.setText(
                QCoreApplication.translate(
                    "QuoteEditor",
                    "This revision is {status}: it is read-only, as the customer received it. "
                    "Press Revise (in the tool bar above) to make a new revision you can change.",
                ).format(status=status)
            )
            self.status_note.setStyleSheet(f"QLabel {{ color: {MUTED.name(self.palette())}; }}")

    def _show_totals(self) -> None:
        self.totals.show_option(
            self._doc, self.current_option(), self._resolved, self._state.presenter
        )

    def _show_problems(self) -> None:
        problems = self.problems(internal=not self._state.presenter)
        more = (
            [
                QCoreApplication.translate("QuoteEditor", "… and {n} more").format(
                    n=len(problems) - 4
                )
            ]
            if len(problems) > 4
            else []
        )
        shown = problems[:4] + more
        if self._problems:  # a refused entry: the totals stand on the last accepted one
            shown.append(
                QCoreApplication.translate(
                    "QuoteEditor",
                    "The totals use the last accepted value of each field marked.",
                )
            )
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
            QCoreApplication.translate("QuoteEditor", "Add custom build")
            if custom
            else QCoreApplication.translate("QuoteEditor", "Add changed build")
            if changed
            else QCoreApplication.translate("QuoteEditor", "Add build")
        )
        for page in self.pages:
            page.add_sku_button.setText(
                QCoreApplication.translate("QuoteEditor", "Add SKU {number}").format(
                    number=sku.number
                )
                if sku is not None
                else QCoreApplication.translate("QuoteEditor", "Add SKU")
            )
            page.add_sku_button.setProperty(WANTED_PROPERTY, same and sku is not None)
            page.add_sku_button.setToolTip(
                plain_tip(
                    QCoreApplication.translate("QuoteEditor", "Add {code} as printed").format(
                        code=sku.code
                    )
                    if sku is not None and same
                    else QCoreApplication.translate(
                        "QuoteEditor", "Select a workstation in the configurator first"
                    )
                    if same
                    else QCoreApplication.translate(
                        "QuoteEditor",
                        "The quote is from the catalog {name}; the configurator shows another",
                    ).format(name=doc.catalog if doc else "")
                )
            )
            page.add_build_button.setText(add_build)
            page.add_build_button.setProperty(
                WANTED_PROPERTY, same and (custom or changed) and state.working_build is not None
            )
            page.add_build_button.setToolTip(
                QCoreApplication.translate(
                    "QuoteEditor",
                    "Add the configurator's changed or custom build (with its component list)",
                )
                if custom or changed
                else QCoreApplication.translate(
                    "QuoteEditor",
                    "Change the selected build (or pick a custom build) to add it here",
                )
            )
        self.new_option_action.setEnabled(
            same and (sku is not None or state.working_build is not None)
        )
        self._apply_editable()

    # ------------------------------------------------------------------ read-only
    def is_locked(self) -> bool:
        """True when the open revision is sent, won or lost: it stays as the customer received
        it, read-only until Revise makes a new revision (a draft)."""
        doc = self._doc
        return doc is not None and doc.number is not None and doc.status != "draft"

    def locked_reason(self) -> str:
        """Why an edit of the open revision is refused (:meth:`is_locked`), naming Revise."""
        doc = self._doc
        assert doc is not None
        return QCoreApplication.translate(
            "QuoteEditor",
            "{number} R{revision} is {status}: it is read-only. Press Revise to make a new "
            "revision you can change.",
        ).format(number=doc.number, revision=doc.revision, status=status_text(doc.status))

    def _editing_widgets(self) -> list[QWidget]:
        """Every widget that edits the document: the fields, the header's combo boxes, the
        option buttons and each option page's widgets."""
        widgets = [widget for _key, _path, widget, _getter in self._field_specs()]
        widgets += [self.market_combo, self.add_option_button, self.remove_option_button]
        for page in self.pages:
            widgets += page.editing_widgets()
        return widgets

    def _apply_editable(self) -> None:
        """The one place that makes the editor editable or read-only, as
        :meth:`is_locked` says (:func:`rigwright.gui.quotes.locking.set_editable` on every
        editing widget)."""
        editable = not self.is_locked()
        for widget in self._editing_widgets():
            set_editable(widget, editable)

    # ------------------------------------------------------------------ presenter
    def _on_presenter_changed(self, _on: bool) -> None:
        self._apply_presenter()
        self._show_totals()
        self._show_problems()

    def _apply_presenter(self) -> None:
        hide = self._state.presenter
        hide_internal(self, hide)  # fields marked internal (rigwright.gui.widgets.internal)
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
