"""File ▸ Vendor profile: the vendor printed on every quote (name, logo, contacts, tax and bank
details) and the internal discount limit, edited and checked as
:class:`core.quote_doc.VendorProfile` checks it.

The discount limit is internal: in presenter mode its field is hidden, also while the dialog
is open (the dialog follows :attr:`gui.state.AppState.presenter_changed`); a refused limit is
then not shown either, but Save says that an internal figure is refused and how to reach it.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from core.quote_doc import MAX_LOGO_BYTES, VendorProfile, check_text
from gui.quote_editor import INTERNAL_REFUSED, mark_invalid
from gui.workload_panel import ErrorLabel

LOGO_PREVIEW = (200, 80)
"""The logo preview's largest size, px (the PDF scales the logo itself)."""

FIELDS = (
    ("name", "Company name *"), ("address", "Address"), ("phone", "Phone"),
    ("email", "E-mail"), ("website", "Website"), ("tax_id", "Tax ID (纳税人识别号)"),
    ("bank_name", "Bank"), ("bank_account", "Bank account"),
)
"""The profile's text fields and their labels, in the order of the form."""


class VendorDialog(QDialog):
    """Edits a vendor profile; :meth:`profile` is the checked result once accepted.

    Args:
        state: the application state (presenter mode hides the discount limit).
        profile: the stored profile, or None (an empty form).
    """

    def __init__(self, state, profile: VendorProfile | None = None, parent=None):
        super().__init__(parent)
        self.setObjectName("vendorDialog")
        self.setWindowTitle("Vendor profile")
        self._state = state
        self._profile: VendorProfile | None = None
        self._logo: bytes | None = profile.logo_png if profile is not None else None
        self._placeholder = profile is not None and profile.is_placeholder
        self._errors: list[str] = []

        self.edits: dict[str, QLineEdit | QPlainTextEdit] = {}
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for key, caption in FIELDS:
            if key == "address":
                edit: QLineEdit | QPlainTextEdit = QPlainTextEdit()
                edit.setTabChangesFocus(True)
                edit.setFixedHeight(3 * edit.fontMetrics().lineSpacing() + 12)
                edit.setPlainText(getattr(profile, key, "") if profile else "")
            else:
                edit = QLineEdit(getattr(profile, key, "") if profile else "")
            edit.setObjectName(f"vendor_{key}")
            self.edits[key] = edit
            form.addRow(caption, edit)

        self.logo_preview = QLabel()
        self.logo_preview.setObjectName("vendorLogoPreview")
        self.logo_preview.setFixedSize(*LOGO_PREVIEW)
        self.logo_preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.logo_preview.setFrameShape(QFrame.Shape.StyledPanel)
        self.choose_logo_button = QPushButton("Choose…")
        self.choose_logo_button.setObjectName("chooseLogoButton")
        self.choose_logo_button.clicked.connect(self.choose_logo)
        self.remove_logo_button = QPushButton("Remove")
        self.remove_logo_button.setObjectName("removeLogoButton")
        self.remove_logo_button.clicked.connect(lambda: self.set_logo(None))
        logo_buttons = QVBoxLayout()
        logo_buttons.addWidget(self.choose_logo_button)
        logo_buttons.addWidget(self.remove_logo_button)
        logo_row = QHBoxLayout()
        logo_row.addWidget(self.logo_preview, 0, Qt.AlignmentFlag.AlignTop)
        logo_row.addLayout(logo_buttons)
        logo_row.setAlignment(logo_buttons, Qt.AlignmentFlag.AlignTop)
        logo_row.addStretch(1)
        form.addRow("Logo (PNG or JPEG)", logo_row)

        self.max_discount_edit = QLineEdit()
        self.max_discount_edit.setObjectName("vendorMaxDiscount")
        self.max_discount_edit.setPlaceholderText("no limit")
        self.max_discount_edit.setMaximumWidth(100)
        if profile is not None and profile.max_discount_percent is not None:
            self.max_discount_edit.setText(f"{profile.max_discount_percent}")
        self.max_discount_label = QLabel("Max. discount % (internal)")
        self.max_discount_label.setToolTip(
            "The largest discount (line or option, percent of what it is taken off) given "
            "without approval; the quote editor warns above it. Never printed.")
        form.addRow(self.max_discount_label, self.max_discount_edit)

        content = QWidget()
        content_layout = QVBoxLayout(content)
        content_layout.addLayout(form)
        content_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(content)

        note = QLabel("Printed on every quote. The discount limit is internal: never printed, "
                      "hidden in presenter mode.")
        note.setWordWrap(True)
        self.error_label = ErrorLabel("vendorError")
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons

        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(buttons)
        self.resize(560, 520)

        self._show_logo()
        self._on_presenter_changed(state.presenter)
        state.presenter_changed.connect(self._on_presenter_changed)

    # ------------------------------------------------------------------ logo
    def set_logo(self, data: bytes | None) -> None:
        self._logo = data
        self._show_logo()

    def _show_logo(self) -> None:
        self.remove_logo_button.setEnabled(self._logo is not None)
        if self._logo is None:
            self.logo_preview.setPixmap(QPixmap())
            self.logo_preview.setText("no logo")
            return
        pixmap = QPixmap()
        if not pixmap.loadFromData(self._logo):
            self.logo_preview.setText("cannot show")
            return
        self.logo_preview.setPixmap(pixmap.scaled(
            *LOGO_PREVIEW, Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation))

    def choose_logo(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, "Choose the logo", str(Path.home()), "Images (*.png *.jpg *.jpeg)")
        if path:
            self.load_logo(Path(path))

    def load_logo(self, path: Path) -> bool:
        """Use the image at ``path`` as the logo; False (and the reason shown) when it cannot
        be read or is not a PNG or JPEG of at most :data:`MAX_LOGO_BYTES`."""
        reason = ""
        try:
            if path.stat().st_size > MAX_LOGO_BYTES:
                reason = f"{path.name} is larger than {MAX_LOGO_BYTES:,} bytes"
            else:
                data = path.read_bytes()
        except OSError as exc:
            reason = f"cannot read {path.name}: {exc.strerror or exc}"
        if not reason and not data.startswith((b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff")):
            reason = f"{path.name} is not a PNG or JPEG image"
        if not reason and not QPixmap().loadFromData(data):
            reason = f"{path.name} cannot be read as an image"
        if reason:
            self._show_errors([f"Logo: {reason}"])
            return False
        self._show_errors([])
        self.set_logo(data)
        return True

    # ------------------------------------------------------------------ result
    def profile(self) -> VendorProfile | None:
        """The profile as accepted (None before the dialog was accepted)."""
        return self._profile

    def _read(self) -> tuple[VendorProfile | None, list[str]]:
        values: dict[str, object] = {}
        problems: list[str] = []
        captions = dict(FIELDS)
        for key, edit in self.edits.items():
            text = edit.toPlainText() if isinstance(edit, QPlainTextEdit) else edit.text()
            caption = captions[key].rstrip(" *")
            try:
                if key == "name":
                    check_text(text, caption, required=True)
                values[key] = text
            except ValueError as exc:
                problems.append(str(exc))
                mark_invalid(edit, str(exc))
                continue
            mark_invalid(edit, None)
        limit = self.max_discount_edit.text().strip().rstrip("%").strip()
        values["max_discount_percent"] = limit or None
        values["logo_png"] = self._logo
        if problems:
            return None, problems
        try:
            return VendorProfile.model_validate(values), []
        except ValidationError as exc:
            for error in exc.errors():
                key = str(error["loc"][0]) if error["loc"] else ""
                message = str(error["msg"]).removeprefix("Value error, ")
                message = message.split(": ", 1)[1] if message.startswith(
                    ("text: ", "email: ", "max_discount_percent: ")) else message
                caption = ("Max. discount %" if key == "max_discount_percent"
                           else captions.get(key, key).rstrip(" *"))
                problems.append(f"{caption}: {message}")
                widget = (self.max_discount_edit if key == "max_discount_percent"
                          else self.edits.get(key))
                if widget is not None:
                    mark_invalid(widget, problems[-1])
            return None, problems

    def _show_errors(self, problems: list[str]) -> None:
        """Show ``problems``; in presenter mode the discount limit's is not shown (its figure
        is internal), :data:`gui.quote_editor.INTERNAL_REFUSED` is said instead."""
        self._errors = list(problems)
        if self._state.presenter:
            shown = [p for p in problems if not p.startswith("Max. discount")]
            if len(shown) < len(problems):
                shown.append(INTERNAL_REFUSED)
            problems = shown
        self.error_label.setText("\n".join(problems))
        self.error_label.setVisible(bool(problems))

    def accept(self) -> None:
        profile, problems = self._read()
        if profile is None:
            self._show_errors(problems)
            return
        self._profile = profile
        super().accept()

    # ------------------------------------------------------------------ presenter
    def _on_presenter_changed(self, on: bool) -> None:
        self.max_discount_label.setVisible(not on)
        self.max_discount_edit.setVisible(not on)
        self._show_errors(self._errors)
