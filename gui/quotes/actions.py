"""The File menu's "New quote" (Ctrl+N) and "Save" (Ctrl+S) actions, which the Quotes page's
tool bar shows too: made once by the main window, handed to the page when it is first built
(docs/quotes-page.md). This module imports nothing of the quote stack.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence


def make_quote_actions(parent: QObject) -> tuple[QAction, QAction]:
    """(new, save): "New quote" with the platform's New shortcut, "Save" with Save's,
    disabled (no quote open yet), named by :func:`name_quote_actions`. Their ``triggered``
    is for the owner to connect."""
    new = QAction(parent)
    new.setObjectName("newQuoteAction")
    new.setShortcut(QKeySequence.StandardKey.New)
    save = QAction(parent)
    save.setObjectName("saveQuoteAction")
    save.setShortcut(QKeySequence.StandardKey.Save)
    save.setEnabled(False)
    name_quote_actions(new, save)
    return new, save


def name_quote_actions(new: QAction, save: QAction, dirty: bool = False) -> None:
    """The actions' texts and tooltips in the window's language; "Save*" while the open
    quote has unsaved changes (``dirty``)."""
    new.setText(QCoreApplication.translate("QuotesTab", "&New quote"))
    new.setToolTip(
        QCoreApplication.translate(
            "QuotesTab", "A new quote with the selected workstation (Ctrl+N)"
        )
    )
    save.setText(
        QCoreApplication.translate("QuotesTab", "&Save*")
        if dirty
        else QCoreApplication.translate("QuotesTab", "&Save")
    )
    save.setToolTip(
        QCoreApplication.translate("QuotesTab", "Save the open quote as a draft (Ctrl+S)")
    )
