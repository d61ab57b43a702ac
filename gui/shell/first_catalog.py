"""The first start's question: which catalog to open (the current one by default, the seed
guide's one click away), kept in the database as the default catalog of the window and of the
command line's ``--catalog`` (docs/vendor-catalog.md)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

RECOMMENDED = "current"
"""The catalog the question offers first: current-generation GPUs and parts."""
SEED = "seed-2020"
"""The seed guide's catalog, exactly as printed (its rules and tables are the acceptance
tests)."""


def catalog_choices(db_path: Path | None) -> list[str]:
    """The catalogs offered: the current one, the seed's, then the vendor's own stored in the
    database (imported packs and price lists), each once."""
    from rigwright.core.catalog.sources import list_catalogs
    from rigwright.core.storage.catalog_store import stored_catalog_names

    shipped = list_catalogs()
    names = [n for n in (RECOMMENDED, SEED) if n in shipped]
    names += [n for n in shipped if n not in names]
    names += [n for n in stored_catalog_names(db_path) if n not in names]
    return names


def _describe(name: str) -> str:
    if name == RECOMMENDED:
        return QCoreApplication.translate(
            "FirstCatalog", "current — current-generation GPUs, parts and prices (recommended)"
        )
    if name == SEED:
        return QCoreApplication.translate(
            "FirstCatalog", "seed-2020 — the 2020 selection guide, exactly as printed"
        )
    return QCoreApplication.translate("FirstCatalog", "{name} — your own catalog").format(name=name)


class FirstCatalogDialog(QDialog):
    """Which catalog to open: one choice per catalog, the first (current) checked."""

    def __init__(self, names: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("firstCatalogDialog")
        self.setWindowTitle(QCoreApplication.translate("FirstCatalog", "Choose a catalog"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            QCoreApplication.translate(
                "FirstCatalog",
                "Which catalog should Rigwright open? You can switch at any time with the "
                "catalog list at the top of the inputs; this one opens at every start.",
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        for index, name in enumerate(names):
            button = QRadioButton(_describe(name))
            button.setObjectName(f"catalog_{name}")
            button.setChecked(index == 0)
            self.group.addButton(button)
            self.buttons[name] = button
            layout.addWidget(button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            QCoreApplication.translate("FirstCatalog", "&Open")
        )
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def choice(self) -> str:
        """The catalog checked."""
        return next(name for name, button in self.buttons.items() if button.isChecked())


def ask_catalog(names: list[str]) -> str | None:
    """Ask which of ``names`` to open; None when the question is closed (tests replace it)."""
    dialog = FirstCatalogDialog(names)
    try:
        return dialog.choice() if dialog.exec() == QDialog.DialogCode.Accepted else None
    finally:
        dialog.deleteLater()


def can_ask() -> bool:
    """False on the offscreen platform: no one can see, or answer, a question there."""
    return QGuiApplication.platformName() != "offscreen"


def first_start_catalog(db_path: Path | None, catalog_name: str) -> tuple[str, bool]:
    """(the catalog to open, whether to keep it as the default once the database is open).

    An explicit ``--catalog`` (a plain string) is opened as it is; so is a default the
    database already keeps (``catalog_name`` is then it, see
    :func:`rigwright.core.cli.inputs.resolve_default_catalog`). Otherwise this is the first
    start: the engineer is asked; closing the question opens the current catalog this time
    and asks again next time. A start no one can see (the offscreen platform: the installer's
    smoke test, benchmarks) is not asked: it opens the current catalog and keeps no choice."""
    from rigwright.core.cli.inputs import DefaultCatalog
    from rigwright.core.storage.user_settings import default_catalog

    if not isinstance(catalog_name, DefaultCatalog) or default_catalog(db_path) is not None:
        return str(catalog_name), False
    names = catalog_choices(db_path)
    if not can_ask():  # a modal question no one sees would wait forever
        return (names[0] if names else str(catalog_name)), False
    chosen = ask_catalog(names)
    if chosen is None:
        return (names[0] if names else str(catalog_name)), False
    return chosen, True
