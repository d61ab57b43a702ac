"""Edit ▸ Save as workstation SKU…: the custom or changed build the diagram shows becomes a SKU
of the vendor's own catalog, with a code and a name checked as they are typed
(docs/vendor-catalog.md)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QWidget,
)

from rigwright.gui.widgets.i18n import exception_reason, tr_text
from rigwright.gui.widgets.message_area import message_box


class SkuCodeDialog(QDialog):
    """The new SKU's code, name and (for a shipped catalog) the vendor catalog's name; OK is
    enabled only while ``problem`` finds nothing wrong (its reason is shown)."""

    def __init__(
        self,
        problem: Callable[[str, str, str], str | None],
        catalog_name: str | None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("skuCodeDialog")
        self.setWindowTitle(QCoreApplication.translate("SaveSku", "Save as workstation SKU"))
        self._problem = problem
        form = QFormLayout(self)
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("skuCode")
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("skuName")
        self.catalog_edit = QLineEdit(catalog_name or "")
        self.catalog_edit.setObjectName("skuCatalog")
        form.addRow(QCoreApplication.translate("SaveSku", "&Code"), self.code_edit)
        form.addRow(QCoreApplication.translate("SaveSku", "&Name"), self.name_edit)
        if catalog_name is not None:
            form.addRow(QCoreApplication.translate("SaveSku", "Your &catalog"), self.catalog_edit)
        self.error = QLabel()
        self.error.setObjectName("skuCodeError")
        self.error.setWordWrap(True)
        form.addRow(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        for edit in (self.code_edit, self.name_edit, self.catalog_edit):
            edit.textChanged.connect(self._check)
        self._check()

    def _check(self) -> None:
        reason = self._problem(
            self.code_edit.text(), self.name_edit.text(), self.catalog_edit.text()
        )
        self.error.setText(reason or "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(reason is None)

    def values(self) -> tuple[str, str, str]:
        """(code, name, catalog) as typed."""
        return self.code_edit.text(), self.name_edit.text(), self.catalog_edit.text().strip()


def ask_code_and_name(
    problem: Callable[[str, str, str], str | None],
    catalog_name: str | None,
    parent: QWidget | None,
) -> tuple[str, str, str] | None:
    """Ask for the code, name and catalog; None when cancelled (tests replace it)."""
    dialog = SkuCodeDialog(problem, catalog_name, parent)
    try:
        return dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None
    finally:
        dialog.deleteLater()


class SaveSku:
    """Edit ▸ Save as workstation SKU…: a mixin of
    :class:`rigwright.gui.shell.main_window.MainWindow` (``self.state``, ``statusBar``)."""

    def _build_save_sku_action(self) -> QAction:
        self.save_sku_action = QAction(self)
        self.save_sku_action.setObjectName("saveSkuAction")
        self.save_sku_action.triggered.connect(lambda _c=False: self.save_as_sku())
        return self.save_sku_action

    def _name_save_sku_action(self) -> None:
        self.save_sku_action.setText(
            QCoreApplication.translate("SaveSku", "Save as &workstation SKU…")
        )
        self.save_sku_action.setToolTip(
            QCoreApplication.translate(
                "SaveSku",
                "Save the custom or changed build the diagram shows as a SKU of your own catalog",
            )
        )

    def _update_save_sku_action(self) -> None:
        """Enabled for a custom build, or a SKU with changes."""
        state = self.state
        self.save_sku_action.setEnabled(
            state.working_build is not None
            and (state.selected_custom is not None or state.working_changed)
        )

    def _sku_base(self):
        """The printed SKU whose platform the working build is on, or None (a parts build)."""
        state = self.state
        custom = state.selected_custom
        if custom is None:
            return state.selected_sku
        if custom.base.startswith("SKU "):
            try:
                return state.catalog.sku(custom.base.removeprefix("SKU "))
            except KeyError:
                return None
        return None

    def save_as_sku(self) -> bool:
        """Ask for a code and a name (and, on a shipped catalog, the name of the vendor's copy),
        store the working build as a SKU of that catalog, open it and select the new SKU;
        returns whether it saved. Nothing changes when cancelled or refused."""
        from rigwright.core.catalog.sources import list_catalogs
        from rigwright.core.storage.catalog_store import stored_catalog_names
        from rigwright.core.storage.database import open_catalog
        from rigwright.core.storage.packs import PackError, check_target_name
        from rigwright.core.storage.vendor_skus import check_code, save_sku, sku_from_build

        state = self.state
        build, price = state.working_build, state.working_price
        title = QCoreApplication.translate("SaveSku", "Save as workstation SKU")
        if build is None:
            return False
        shipped = state.catalog.name in list_catalogs()
        stored = set(stored_catalog_names(state.db_path))
        targets: dict[str, object] = {}

        def target_catalog(name: str):
            """The catalog the SKU goes into: the vendor's stored one of that name, else a
            copy of the one in use."""
            if name not in targets:
                targets[name] = (
                    open_catalog(state.db_path, name)
                    if name in stored and name != state.catalog.name
                    else state.catalog
                )
            return targets[name]

        def problem(code: str, name: str, catalog: str) -> str | None:
            target = catalog.strip() if shipped else state.catalog.name
            if shipped:
                try:
                    check_target_name(target, "", hint="choose a name of your own")
                except PackError as exc:
                    return exc.problems[0].reason
            reason = check_code(target_catalog(target), code, name)
            return None if reason is None else tr_text(reason)

        answer = ask_code_and_name(
            problem, f"{state.catalog.name}-vendor" if shipped else None, self
        )
        if answer is None:
            return False
        code, name, catalog_name = answer
        target = catalog_name if shipped else state.catalog.name
        try:
            into = target_catalog(target)
            sku = sku_from_build(into, build, price, code=code, name=name, base=self._sku_base())
            saved = save_sku(state.db_path, into, sku, target)
        except Exception as exc:  # noqa: BLE001 - said in one line; nothing was stored
            message_box(
                self,
                QMessageBox.Icon.Warning,
                title,
                QCoreApplication.translate(
                    "SaveSku", "The build was not saved as a SKU: {reason}"
                ).format(reason=exception_reason(exc)),
            )
            return False
        state.set_catalog(saved)
        state.select_sku(saved.sku(sku.number))
        self.statusBar().showMessage(
            QCoreApplication.translate(
                "SaveSku", "Saved SKU {number} {code} in the catalog “{catalog}”"
            ).format(number=sku.number, code=sku.code, catalog=saved.name),
            10000,
        )
        return True
