"""File ▸ Vendor profile: the vendor printed on every quote (name, logo, contacts, tax and bank
details) and the internal discount limit, checked as
:class:`rigwright.core.quote.document.VendorProfile` checks it; presenter mode hides the limit
(docs/quotes-page.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
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

from rigwright.core.catalog.markets import DEFAULT_MARKET, MARKETS
from rigwright.core.io.files import SourceError, read_regular_file
from rigwright.core.pricing.markets import MARKET_NAMES, market_money
from rigwright.core.quote.document import MAX_LOGO_BYTES, VendorProfile, check_text
from rigwright.core.text.i18n import QT_TRANSLATE_NOOP, Text
from rigwright.gui.quotes.editor import field_message, internal_refused, mark_invalid, set_tip
from rigwright.gui.widgets.error_label import ErrorLabel
from rigwright.gui.widgets.i18n import Retranslating, tr_text

LOGO_PREVIEW = (200, 80)
"""The logo preview's largest size, px (the PDF scales the logo itself)."""

FIELDS: tuple[tuple[str, Text], ...] = (
    ("name", QT_TRANSLATE_NOOP("VendorDialog", "Company name")),
    ("address", QT_TRANSLATE_NOOP("VendorDialog", "Address")),
    ("phone", QT_TRANSLATE_NOOP("VendorDialog", "Phone")),
    ("email", QT_TRANSLATE_NOOP("VendorDialog", "E-mail")),
    ("website", QT_TRANSLATE_NOOP("VendorDialog", "Website")),
    ("tax_id", QT_TRANSLATE_NOOP("VendorDialog", "Tax ID (纳税人识别号)")),
    ("bank_name", QT_TRANSLATE_NOOP("VendorDialog", "Bank")),
    ("bank_account", QT_TRANSLATE_NOOP("VendorDialog", "Bank account")),
)
"""The profile's text fields and their names (as messages name them), in the order of the
form."""

CAPTIONS: dict[str, Text] = {
    "name": QT_TRANSLATE_NOOP("VendorDialog", "Company &name *"),
    "address": QT_TRANSLATE_NOOP("VendorDialog", "A&ddress"),
    "phone": QT_TRANSLATE_NOOP("VendorDialog", "&Phone"),
    "email": QT_TRANSLATE_NOOP("VendorDialog", "E-&mail"),
    "website": QT_TRANSLATE_NOOP("VendorDialog", "&Website"),
    "tax_id": QT_TRANSLATE_NOOP("VendorDialog", "&Tax ID (纳税人识别号)"),
    "bank_name": QT_TRANSLATE_NOOP("VendorDialog", "&Bank"),
    "bank_account": QT_TRANSLATE_NOOP("VendorDialog", "Bank acc&ount"),
}
"""The labels beside the fields (with their keyboard mnemonics; * marks the required one)."""

Problem = tuple[bool, Callable[[], str]]
"""A refused entry: whether it is internal (the discount limit), and its message in the
window's language now."""


class VendorDialog(Retranslating, QDialog):
    """Edits a vendor profile; :meth:`profile` is the checked result once accepted.

    Args:
        state: the application state (presenter mode hides the discount limit).
        profile: the stored profile, or None (an empty form).
    """

    def __init__(self, state, profile: VendorProfile | None = None, parent=None):
        super().__init__(parent)
        self.setObjectName("vendorDialog")
        self._state = state
        self._profile: VendorProfile | None = None
        self._logo: bytes | None = profile.logo_png if profile is not None else None
        self._placeholder = profile is not None and profile.is_placeholder
        self._errors: list[Problem] = []
        self._errors_read = False
        """The messages shown are :meth:`_read`'s (checked again on a language change)."""

        self.edits: dict[str, QLineEdit | QPlainTextEdit] = {}
        self.captions: dict[str, QLabel] = {}
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for key, _name in FIELDS:
            if key == "address":
                edit: QLineEdit | QPlainTextEdit = QPlainTextEdit()
                edit.setTabChangesFocus(True)
                edit.setFixedHeight(3 * edit.fontMetrics().lineSpacing() + 12)
                edit.setPlainText(getattr(profile, key, "") if profile else "")
            else:
                edit = QLineEdit(getattr(profile, key, "") if profile else "")
            edit.setObjectName(f"vendor_{key}")
            self.edits[key] = edit
            caption = QLabel()
            caption.setBuddy(edit)
            self.captions[key] = caption
            form.addRow(caption, edit)

        self.logo_preview = QLabel()
        self.logo_preview.setObjectName("vendorLogoPreview")
        self.logo_preview.setFixedSize(*LOGO_PREVIEW)
        self.logo_preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.logo_preview.setFrameShape(QFrame.Shape.StyledPanel)
        self.choose_logo_button = QPushButton()
        self.choose_logo_button.setObjectName("chooseLogoButton")
        self.choose_logo_button.clicked.connect(self.choose_logo)
        self.remove_logo_button = QPushButton()
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
        self.logo_caption = QLabel()
        self.logo_caption.setBuddy(self.choose_logo_button)
        form.addRow(self.logo_caption, logo_row)

        self.max_discount_edit = QLineEdit()
        self.max_discount_edit.setObjectName("vendorMaxDiscount")
        self.max_discount_edit.setMaximumWidth(100)
        if profile is not None and profile.max_discount_percent is not None:
            self.max_discount_edit.setText(f"{profile.max_discount_percent}")
        self.max_discount_label = QLabel()
        self.max_discount_label.setBuddy(self.max_discount_edit)
        form.addRow(self.max_discount_label, self.max_discount_edit)
        # The market a new quote is for (its currency and tax) unless the engineer picks one.
        self.market_combo = QComboBox()
        self.market_combo.setObjectName("vendorMarket")
        for market in MARKETS:
            self.market_combo.addItem(market, market)
        chosen = profile.market if profile is not None else DEFAULT_MARKET
        self.market_combo.setCurrentIndex(max(self.market_combo.findData(chosen), 0))
        self.market_label = QLabel()
        self.market_label.setBuddy(self.market_combo)
        form.addRow(self.market_label, self.market_combo)

        content = QWidget()
        content_layout = QVBoxLayout(content)
        content_layout.addLayout(form)
        content_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(content)

        note = QLabel()
        note.setWordWrap(True)
        self.note = note
        self.error_label = ErrorLabel("vendorError")
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons

        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(buttons)
        self.resize(560, 520)

        self._on_presenter_changed(state.presenter)
        state.presenter_changed.connect(self._on_presenter_changed)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text in the window's language; a message shown is worded again."""
        self.setWindowTitle(self.tr("Vendor profile"))
        for key, caption in self.captions.items():
            caption.setText(tr_text(CAPTIONS[key]))
        self.choose_logo_button.setText(self.tr("Choose…"))
        self.choose_logo_button.setToolTip(self.tr("Choose the logo image (PNG or JPEG)"))
        self.remove_logo_button.setText(self.tr("Remove"))
        self.remove_logo_button.setToolTip(self.tr("Print no logo"))
        self.logo_caption.setText(self.tr("&Logo (PNG or JPEG)"))
        self.logo_preview.setAccessibleName(self.tr("Logo preview"))
        self.max_discount_edit.setPlaceholderText(self.tr("no limit"))
        self.max_discount_label.setText(self.tr("Max. dis&count % (internal)"))
        self.market_label.setText(self.tr("Default mar&ket"))
        for i in range(self.market_combo.count()):
            code = self.market_combo.itemData(i)
            self.market_combo.setItemText(
                i, f"{tr_text(MARKET_NAMES[code])} · {market_money(code).currency}"
            )
        set_tip(
            self.market_combo,
            self.tr("The market of a new quote: its currency and tax (each quote can change it)"),
        )
        tip = self.tr(
            "The largest discount (line or option, percent of what it is taken off) "
            "given without approval; the quote editor warns above it. Never printed."
        )
        self.max_discount_label.setToolTip(tip)
        set_tip(self.max_discount_edit, tip)
        self.note.setText(
            self.tr(
                "Printed on every quote. The discount limit is internal: "
                "never printed, hidden in presenter mode."
            )
        )
        self._show_logo()
        if self._errors:
            if self._errors_read:
                self._show_errors(self._read()[1])  # checked again: worded in this language
            else:
                self._show_errors(self._errors)

    # ------------------------------------------------------------------ logo
    def set_logo(self, data: bytes | None) -> None:
        self._logo = data
        self._show_logo()

    def _show_logo(self) -> None:
        self.remove_logo_button.setEnabled(self._logo is not None)
        if self._logo is None:
            self.logo_preview.setPixmap(QPixmap())
            self.logo_preview.setText(self.tr("no logo"))
            return
        pixmap = QPixmap()
        if not pixmap.loadFromData(self._logo):
            self.logo_preview.setText(self.tr("cannot show"))
            return
        self.logo_preview.setPixmap(
            pixmap.scaled(
                *LOGO_PREVIEW,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        )

    def choose_logo(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Choose the logo"),
            str(Path.home()),
            self.tr("Images (*.png *.jpg *.jpeg)"),
        )
        if path:
            self.load_logo(Path(path))

    def load_logo(self, path: Path) -> bool:
        """Use the image at ``path`` as the logo; False (and the reason shown) when it cannot
        be read or is not a PNG or JPEG of at most :data:`MAX_LOGO_BYTES`."""
        name = path.name
        reason: Callable[[], str] | None = None  # the reason in the language of the moment
        try:
            data = read_regular_file(path, MAX_LOGO_BYTES)  # a pipe or a device: refused
        except SourceError as exc:
            error = exc.reason
            if error.startswith("is larger"):

                def reason() -> str:
                    return self.tr("{name} is larger than {size} bytes").format(
                        name=name, size=f"{MAX_LOGO_BYTES:,}"
                    )
            else:

                def reason() -> str:
                    return self.tr("cannot read {name}: {error}").format(name=name, error=error)

        if reason is None and not data.startswith((b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff")):

            def reason() -> str:
                return self.tr("{name} is not a PNG or JPEG image").format(name=name)

        if reason is None and not QPixmap().loadFromData(data):

            def reason() -> str:
                return self.tr("{name} cannot be read as an image").format(name=name)

        self._errors_read = False
        if reason is not None:
            why = reason
            self._show_errors([(False, lambda: field_message(self.tr("Logo"), why()))])
            return False
        self._show_errors([])
        self.set_logo(data)
        return True

    # ------------------------------------------------------------------ result
    def profile(self) -> VendorProfile | None:
        """The profile as accepted (None before the dialog was accepted)."""
        return self._profile

    def _read(self) -> tuple[VendorProfile | None, list[Problem]]:
        """The profile the form holds, or None and what is refused (each field marked, its
        message naming it in the window's language)."""
        values: dict[str, object] = {}
        problems: list[Problem] = []
        names = {key: tr_text(name) for key, name in FIELDS}
        limit_name = self.tr("Max. discount %")

        def said(text: str, internal: bool = False) -> Problem:
            return internal, lambda: text

        for key, edit in self.edits.items():
            text = edit.toPlainText() if isinstance(edit, QPlainTextEdit) else edit.text()
            try:
                if key == "name":
                    check_text(text, names[key], required=True)
                values[key] = text
            except ValueError as exc:
                problems.append(said(str(exc)))
                mark_invalid(edit, str(exc))
                continue
            mark_invalid(edit, None)
        limit = self.max_discount_edit.text().strip().rstrip("%").strip()
        values["max_discount_percent"] = limit or None
        values["market"] = self.market_combo.currentData()
        values["logo_png"] = self._logo
        if problems:
            mark_invalid(self.max_discount_edit, None)
            return None, problems
        try:
            profile = VendorProfile.model_validate(values)
        except ValidationError as exc:
            marked = set()
            for error in exc.errors():
                key = str(error["loc"][0]) if error["loc"] else ""
                message = str(error["msg"]).removeprefix("Value error, ")
                message = (
                    message.split(": ", 1)[1]
                    if message.startswith(("text: ", "email: ", "max_discount_percent: "))
                    else message
                )
                internal = key == "max_discount_percent"
                text = field_message(limit_name if internal else names.get(key, key), message)
                problems.append(said(text, internal))
                widget = self.max_discount_edit if internal else self.edits.get(key)
                if widget is not None:
                    mark_invalid(widget, text)
                    marked.add(widget)
            if self.max_discount_edit not in marked:
                mark_invalid(self.max_discount_edit, None)
            return None, problems
        mark_invalid(self.max_discount_edit, None)
        return profile, []

    def _show_errors(self, problems: list[Problem]) -> None:
        """Show ``problems``; in presenter mode the discount limit's is not shown (its figure
        is internal), :data:`rigwright.gui.quotes.editor.INTERNAL_REFUSED` is said instead."""
        self._errors = list(problems)
        shown = [
            render() for internal, render in problems if not (internal and self._state.presenter)
        ]
        if len(shown) < len(problems):
            shown.append(internal_refused())
        self.error_label.setText("\n".join(shown))
        self.error_label.setVisible(bool(shown))

    def accept(self) -> None:
        profile, problems = self._read()
        if profile is None:
            self._errors_read = True
            self._show_errors(problems)
            return
        self._profile = profile
        super().accept()

    # ------------------------------------------------------------------ presenter
    def _on_presenter_changed(self, on: bool) -> None:
        self.max_discount_label.setVisible(not on)
        self.max_discount_edit.setVisible(not on)
        self._show_errors(self._errors)
