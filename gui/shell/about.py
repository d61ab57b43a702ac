"""Help ▸ About: the app's version, the catalog in use and its version, the database and log
folders, and the Qt, PySide6 and Python versions (:func:`rigwright.core.about.about`), with a button
that copies them for a support request."""

from __future__ import annotations

from typing import Any

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from rigwright.core.about import about, about_lines
from rigwright.gui.widgets.i18n import Retranslating


def about_facts(state: Any) -> dict[str, Any]:
    """:func:`rigwright.core.about.about` for ``state``'s catalog and database, with the running
    Qt's version (``qVersion()``) and the imported PySide6's."""
    facts = about([state.catalog], state.db_path, qt_version=qVersion())
    facts["pyside"] = pyside_version
    return facts


class AboutDialog(Retranslating, QDialog):
    """The About box of ``state`` (an :class:`rigwright.gui.state.AppState`): one row per fact, the
    paths selectable; "Copy" puts them on the clipboard as ``rigwright about`` prints them."""

    def __init__(self, state: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._state = state
        self.facts: dict[str, Any] = {}
        self.form = QFormLayout()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.setObjectName("aboutCopyButton")
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        # Wide enough that a folder's path reads on one line on a laptop's screen.
        self.setMinimumWidth(min(560, self.screen().availableGeometry().width() - 40))
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Read the facts again and show them with labels in the window's language."""
        self.setWindowTitle(self.tr("About Rigwright"))
        self.copy_button.setText(self.tr("&Copy"))
        self.facts = about_facts(self._state)
        while self.form.rowCount():
            self.form.removeRow(0)
        f = self.facts
        rows = [(self.tr("Version"), f["version"])]
        for c in f["catalogs"]:
            text = self.tr("{name} ({title}), version {version}").format(
                name=c["name"], title=c["title"], version=c["version"] or "—"
            )
            if c["price_list"] is not None:
                text += "\n" + self.tr("Price list: {title}").format(title=c["price_list"]["title"])
                if c["price_list"]["exchange_rate_as_of"]:
                    text += "\n" + self.tr("Exchange rate as of {date}").format(
                        date=c["price_list"]["exchange_rate_as_of"]
                    )
            rows.append((self.tr("Catalog"), text))
        rows += [
            (self.tr("Database"), f["database"]),
            (self.tr("Log folder"), f["log_folder"]),
            (self.tr("Crash file"), f["crash_file"]),
            (self.tr("Qt"), f"{f['qt']} (PySide6 {f['pyside']})"),
            (self.tr("Python"), f["python"]),
            (self.tr("System"), f["platform"]),
        ]
        for label, value in rows:
            field = QLabel(value)
            field.setTextFormat(Qt.TextFormat.PlainText)  # file names and imported titles
            field.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            field.setWordWrap(True)
            self.form.addRow(label, field)

    def text(self) -> str:
        """The facts as ``rigwright about`` prints them (what "Copy" copies)."""
        return "\n".join(about_lines(self.facts)) + "\n"

    def copy(self) -> None:
        """Put :meth:`text` on the clipboard."""
        QGuiApplication.clipboard().setText(self.text())
