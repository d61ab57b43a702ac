"""How the quote editor names and marks the quote's fields: the field names messages use, a
stored path worded for the engineer (:func:`describe`), an invalid entry's mark, statuses."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import QWidget

from rigwright.core.quote.document import FIRST_DATE, LAST_DATE
from rigwright.core.recommend.workloads import PROFILES
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.quotes.line_table import (
    COL_COST,
    COL_DESCRIPTION,
    COL_DISCOUNT,
    COL_PRICE,
    COL_QTY,
    COLUMN_TITLES,
)
from rigwright.gui.widgets.i18n import tr_text
from rigwright.gui.widgets.message_area import plain_tip
from rigwright.gui.widgets.theme import ERROR

FIRST_DAY = QDate(FIRST_DATE)
LAST_DAY = QDate(LAST_DATE)
"""The dates a quote may carry (:mod:`rigwright.core.quote.document` refuses others): the date
edits' range."""

NO_QUOTE_TEXT = QT_TRANSLATE_NOOP(
    "QuoteEditor",
    "No quote is open.\n\nFile ▸ New quote (Ctrl+N) starts one with the "
    "selected workstation; double-click a quote in the list to open it.",
)
NO_QUOTE = str(NO_QUOTE_TEXT)
"""The editor's empty page (in English; shown through
:func:`rigwright.gui.widgets.i18n.tr_text`)."""

INTERNAL_REFUSED_TEXT = QT_TRANSLATE_NOOP(
    "QuoteEditor",
    "An internal figure is refused: leave presenter mode (Ctrl+Shift+P) to correct it.",
)
INTERNAL_REFUSED = str(INTERNAL_REFUSED_TEXT)
"""What presenter mode says of a refused internal entry (unit cost, discount limit) instead of
the entry itself (in English; :func:`internal_refused` in the window's language)."""


FIELD_NAMES: dict[str, Text] = {
    "customer.company": QT_TRANSLATE_NOOP("QuoteEditor", "Company"),
    "customer.contact": QT_TRANSLATE_NOOP("QuoteEditor", "Contact"),
    "customer.phone": QT_TRANSLATE_NOOP("QuoteEditor", "Phone"),
    "customer.email": QT_TRANSLATE_NOOP("QuoteEditor", "E-mail"),
    "customer.address": QT_TRANSLATE_NOOP("QuoteEditor", "Address"),
    "lang": QT_TRANSLATE_NOOP("QuoteEditor", "Language"),
    "date": QT_TRANSLATE_NOOP("QuoteEditor", "Date"),
    "valid_until": QT_TRANSLATE_NOOP("QuoteEditor", "Valid until"),
    "vat_percent": QT_TRANSLATE_NOOP("QuoteEditor", "VAT %"),
    "payment_terms": QT_TRANSLATE_NOOP("QuoteEditor", "Payment terms"),
    "delivery_terms": QT_TRANSLATE_NOOP("QuoteEditor", "Delivery terms"),
    "notes": QT_TRANSLATE_NOOP("QuoteEditor", "Notes"),
    "customer": QT_TRANSLATE_NOOP("QuoteEditor", "Customer"),
    "options": QT_TRANSLATE_NOOP("QuoteEditor", "Options"),
    "catalog": QT_TRANSLATE_NOOP("QuoteEditor", "Catalog"),
}
"""How messages name the quote's fields (the labels beside them)."""
OPTION_FIELD_NAMES: dict[str, Text] = {
    "title": QT_TRANSLATE_NOOP("QuoteEditor", "Title"),
    "workload": QT_TRANSLATE_NOOP("QuoteEditor", "Workload"),
    "discount": QT_TRANSLATE_NOOP("QuoteEditor", "Option discount"),
    "reasons": QT_TRANSLATE_NOOP("QuoteEditor", "Reasons"),
    "items": QT_TRANSLATE_NOOP("QuoteEditor", "Lines"),
}
ITEM_FIELD_NAMES: dict[str, Text] = {
    "description": COLUMN_TITLES[COL_DESCRIPTION],
    "quantity": COLUMN_TITLES[COL_QTY],
    "unit_price": COLUMN_TITLES[COL_PRICE],
    "discount": COLUMN_TITLES[COL_DISCOUNT],
    "unit_cost": COLUMN_TITLES[COL_COST],
    "sku": QT_TRANSLATE_NOOP("QuoteEditor", "SKU"),
    "build": QT_TRANSLATE_NOOP("QuoteEditor", "Build"),
}

STATUS_NAMES: dict[str, Text] = {
    "draft": QT_TRANSLATE_NOOP("QuoteEditor", "draft"),
    "sent": QT_TRANSLATE_NOOP("QuoteEditor", "sent"),
    "won": QT_TRANSLATE_NOOP("QuoteEditor", "won"),
    "lost": QT_TRANSLATE_NOOP("QuoteEditor", "lost"),
}
"""A revision's status as the window names it (the store keeps the English key)."""


def status_text(status: str) -> str:
    """A revision's status in the window's language ("draft" -> "草稿"); an unknown one as
    stored."""
    name = STATUS_NAMES.get(status)
    return tr_text(name) if name is not None else status


def workload_text(key: str | None) -> str:
    """A workload profile's name in the window's language."""
    profile = PROFILES.get(key or "")
    return tr_text(profile.label_text) if profile is not None else (key or "")


def internal_refused() -> str:
    """:data:`INTERNAL_REFUSED` in the window's language."""
    return tr_text(INTERNAL_REFUSED_TEXT)


_PATH_RE = re.compile(r"^(?P<path>[A-Za-z_][\w.\[\]]*): (?P<reason>.*)$", re.DOTALL)
_ITEM_RE = re.compile(r"^options\[(\d+)\]\.items\[(\d+)\](?:\.(\w+))?")
_OPTION_RE = re.compile(r"^options\[(\d+)\](?:\.(\w+))?(?:\[(\d+)\])?")


def describe(message: str, titles: Callable[[int], str]) -> str:
    """A :class:`QuoteFileError` message ("options[0].items[1].unit_price: 'x' is not a
    number") worded for the editor ("Option A, row 2, Unit price: 'x' is not a number"), the
    field named in the window's language (the reason is the core's). ``titles(i)`` gives
    option ``i``'s title."""
    match = _PATH_RE.match(message)
    if not match:
        return message
    path, reason = match["path"], match["reason"]

    def named(names: dict[str, Text], field: str) -> str:
        return tr_text(names[field]) if field in names else field

    item = _ITEM_RE.match(path)
    if item:
        title, row, field = titles(int(item[1])), int(item[2]) + 1, item[3]
        if field:
            return QCoreApplication.translate(
                "QuoteEditor", "{option}, row {row}, {field}: {reason}"
            ).format(option=title, row=row, field=named(ITEM_FIELD_NAMES, field), reason=reason)
        return QCoreApplication.translate("QuoteEditor", "{option}, row {row}: {reason}").format(
            option=title, row=row, reason=reason
        )
    option = _OPTION_RE.match(path)
    if option:
        title, field = titles(int(option[1])), option[2]
        if field and option[3]:
            return QCoreApplication.translate(
                "QuoteEditor", "{option}, {field} line {line}: {reason}"
            ).format(
                option=title,
                field=named(OPTION_FIELD_NAMES, field),
                line=int(option[3]) + 1,
                reason=reason,
            )
        if field:
            return QCoreApplication.translate("QuoteEditor", "{option}, {field}: {reason}").format(
                option=title, field=named(OPTION_FIELD_NAMES, field), reason=reason
            )
        return QCoreApplication.translate("QuoteEditor", "{option}: {reason}").format(
            option=title, reason=reason
        )
    name = FIELD_NAMES.get(path) or FIELD_NAMES.get(path.split("[")[0])
    if name is None:
        return message
    return field_message(tr_text(name), reason)


def field_message(field: str, reason: str) -> str:
    """A message naming ``field`` (already in the window's language) and the ``reason``:
    "Company: must not be empty"."""
    return QCoreApplication.translate("QuoteEditor", "{field}: {reason}").format(
        field=field, reason=reason
    )


TIP_PROPERTY = "validTip"
"""The dynamic property holding a field's own tooltip (:func:`set_tip`), shown again when its
mark is cleared."""


def mark_invalid(widget: QWidget, message: str | None, tip: str = "") -> None:
    """Mark ``widget`` as holding an invalid entry (a border in the theme's error colour, the
    reason as its tooltip), or clear the mark (``message`` None; ``tip`` restored, else the
    tooltip :func:`set_tip` gave it)."""
    if message:
        color = ERROR.name(widget.palette())
        widget.setStyleSheet(
            f"{type(widget).__name__} {{ border: 2px solid {color}; border-radius: 3px; }}"
        )
        widget.setToolTip(plain_tip(message))
    else:
        widget.setStyleSheet("")
        own = widget.property(TIP_PROPERTY)
        widget.setToolTip(tip or (own if isinstance(own, str) else ""))
    widget.setProperty("invalid", bool(message))


def set_tip(widget: QWidget, tip: str) -> None:
    """Give ``widget`` its own tooltip ``tip``: shown now unless the field is marked invalid
    (its reason is shown then), and again once the mark is cleared."""
    widget.setProperty(TIP_PROPERTY, tip)
    if not widget.property("invalid"):
        widget.setToolTip(tip)
