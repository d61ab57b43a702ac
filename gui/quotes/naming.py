"""How the Quotes tab names what it acts on: a list of problems in a message, the default PDF
file name, the amount the history lists; the export folder setting."""

from __future__ import annotations

import re
from decimal import Decimal

from PySide6.QtCore import QCoreApplication

from rigwright.core.quote.document import QuoteDocument
from rigwright.gui.widgets.i18n import tr_text

EXPORT_FOLDER_SETTING = "quotes.export_folder"
"""User setting: the folder the last quote PDF was exported to (the file dialog opens there)."""

PROBLEMS_LISTED = 8
"""The most problems a message lists ("… and 3 more" after them)."""


def listed(problems: list[str], limit: int = PROBLEMS_LISTED) -> str:
    """``problems`` as a message lists them: one a line, at most ``limit``, then
    "… and N more" (in the window's language)."""
    lines = [f"• {tr_text(p)}" for p in problems[:limit]]
    if len(problems) > limit:
        lines.append(
            QCoreApplication.translate("QuotesTab", "… and {n} more").format(
                n=len(problems) - limit
            )
        )
    return "\n".join(lines)


def pdf_file_name(doc: QuoteDocument) -> str:
    """The default PDF name of ``doc``: its number (and revision after the first) and the
    customer, with anything a file name cannot hold replaced ("Q-2026-0007-R2_ACME_Robotics.pdf",
    "Q-2026-0007_北京某某科技.pdf")."""
    number = doc.number or "quote"
    if doc.number and doc.revision > 1:
        number += f"-R{doc.revision}"
    text = re.sub(r"[^\w.-]+", "_", f"{number}_{doc.customer.company}").strip("._")
    return (text[:100] or "quote") + ".pdf"


def option_totals(resolved) -> list[Decimal] | None:
    """Each option's total incl. VAT, in option order (what the history keeps), or None."""
    if resolved is None or not resolved.options:
        return None
    return [option.totals.total for option in resolved.options]


def lowest_total(resolved) -> Decimal | None:
    """The amount the history lists: the lowest option total incl. VAT, or None."""
    if resolved is None or not resolved.options:
        return None
    return min(option.totals.total for option in resolved.options)
