"""The quote editor's lines and options: add, remove and move lines, add, copy and remove
options, each applied as an edit of the document (refused edits are said)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from rigwright.core.catalog.model import Sku
from rigwright.core.quote.document import MAX_OPTIONS, LineItem, sku_line
from rigwright.core.quote.sizing import sizing_data
from rigwright.gui.quotes.lines import selection_line
from rigwright.gui.widgets.message_area import message_box


def _plain(value: Any) -> Any:
    """A document dump with lists for tuples, so that it can be changed in place."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


class OptionEditing:
    """Line and option edits of :class:`rigwright.gui.quotes.editor.QuoteEditor` (a mixin of it;
    texts in the "QuoteEditor" context)."""

    def add_line(self, item: LineItem, option: int | None = None) -> str | None:
        """Append ``item`` to option ``option`` (default: the current one); the reason when
        it is refused (shown too)."""
        if self._doc is None:
            return QCoreApplication.translate("QuoteEditor", "no quote is open")
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

    def _quote_rate(self):
        """The open quote's exchange rate (None: CNY, or no rate to be had: the resolve then
        says so)."""
        from rigwright.core.quote.document import QuoteFileError
        from rigwright.core.quote.markets import quote_rate

        try:
            return quote_rate(self._doc) if self._doc is not None else None
        except QuoteFileError:
            return None

    def add_current_build(self) -> None:
        if self._doc is None:
            return
        found = selection_line(self._state, self._doc.lang, self._quote_rate())
        if found is None:
            return
        item, notice = found
        if self.add_line(item) is None and notice:
            self.show_notice(notice)

    def add_option_from_selection(self) -> str | None:
        """A new option with the selected workstation (SKU, or the changed or custom build),
        made current; the reason when it cannot be added."""
        if self._doc is None:
            return QCoreApplication.translate("QuoteEditor", "no quote is open")
        found = selection_line(self._state, self._doc.lang, self._quote_rate())
        if found is None:
            return self._say(
                QCoreApplication.translate(
                    "QuoteEditor", "Select a workstation (a SKU or a custom build) first."
                )
            )
        item, notice = found
        reason = self.add_option([item])
        if reason is None and notice:
            self.show_notice(notice)
        return reason

    def add_option(self, items: list[LineItem], title: str = "") -> str | None:
        """Append an option of ``items`` (for the current workload) and show it."""
        if self._doc is None:
            return QCoreApplication.translate("QuoteEditor", "no quote is open")
        if len(self._doc.options) >= MAX_OPTIONS:
            return self._say(
                QCoreApplication.translate(
                    "QuoteEditor", "A quote has at most {n} options."
                ).format(n=MAX_OPTIONS)
            )
        data = self._data()
        data["options"].append(
            {
                "title": title,
                "workload": self._state.request.workload,
                "items": [_plain(i.model_dump()) for i in items],
                "discount": None,
                "reasons": [],
                # The model the ranking was sized for, so that the PDF can state it.
                "sizing": sizing_data(self._state.request.sizing),
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
                QCoreApplication.translate(
                    "QuoteEditor",
                    "A quote has at least one option: add another before removing this one.",
                )
            )
            return
        title = self._doc.option_title(index)
        lines = len(self._doc.options[index].items)
        question = (
            QCoreApplication.translate("QuoteEditor", "Remove {option} and its line?").format(
                option=title
            )
            if lines == 1
            else QCoreApplication.translate(
                "QuoteEditor", "Remove {option} and its {n} lines?"
            ).format(option=title, n=lines)
        )
        if (
            ask
            and message_box(
                self,
                QMessageBox.Icon.Question,
                QCoreApplication.translate("QuoteEditor", "Remove option"),
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
            self._say(QCoreApplication.translate("QuoteEditor", "Select the line to remove."))
            return
        items = self._doc.options[index].items
        if len(items) == 1:
            self._say(
                QCoreApplication.translate(
                    "QuoteEditor",
                    "An option needs at least one line: add another line first, or "
                    "remove the option.",
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
