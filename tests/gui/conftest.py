"""Fixtures of the window tests: a state on the seed catalog (its search worker stopped after
the test) and the main window shown on it. A test module that needs another window size or
state defines its own."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from PySide6.QtCore import QAbstractListModel, QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.state import AppState


@pytest.fixture
def state(seed_catalog):
    s = AppState(seed_catalog)
    yield s
    s.shutdown()


@pytest.fixture
def window(qtbot, state):
    win = MainWindow(state)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


QUOTE_DAY = dt.date(2026, 3, 2)
"""The date of the quote the ``editor`` fixture opens (its validity and number year)."""


@pytest.fixture
def editor(qtbot, state, seed_catalog):
    """A quote editor, 1000 × 640, shown on a quote for SKU 1.7 (customer "ACME Robotics",
    English, dated :data:`QUOTE_DAY`)."""
    from rigwright.core.quote.document import quote_for_sku
    from rigwright.gui.quotes.editor import QuoteEditor

    state.select_sku(seed_catalog.sku("1.7"))
    widget = QuoteEditor(state)
    qtbot.addWidget(widget)
    widget.resize(1000, 640)
    widget.set_document(
        quote_for_sku(seed_catalog.sku("1.7"), "ACME Robotics", "en", today=QUOTE_DAY)
    )
    widget.show()
    return widget


@pytest.fixture
def windows_run(monkeypatch):
    """The main windows :func:`rigwright.gui.shell.app.run` shows, closed at once in place of its
    event loop (``QApplication.exec`` returns 0): the list fills when ``run`` is called."""
    from PySide6.QtWidgets import QApplication

    seen: list[MainWindow] = []

    def fake_exec(*_args):
        seen.extend(
            w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()
        )
        for w in seen:
            w.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", fake_exec)
    return seen


# ---------------------------------------------------------------- pseudo-translation
PSEUDO_OPEN, PSEUDO_CLOSE = "⟦", "⟧"
"""A pseudo-translated string is wrapped in these: a visible text without them was not marked
for translation, or its widget did not set it again on ``QEvent.LanguageChange``."""


class PseudoTranslator(QTranslator):
    """Translates every string into ``⟦source⟧`` (fields and markup kept as they are)."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"{PSEUDO_OPEN}{source}{PSEUDO_CLOSE}" if source else source

    def isEmpty(self) -> bool:
        return False


_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*[A-Za-z]")

ALLOWED_WORDS = frozenset(
    w.lower()
    for w in [
        "GPU",
        "GPUs",
        "CPU",
        "CPUs",
        "SKU",
        "SKUs",
        "RAM",
        "DDR",
        "DDR4",
        "DDR5",
        "ECC",
        "SSD",
        "HDD",
        "NVMe",
        "SATA",
        "PCIe",
        "NVLink",
        "SLI",
        "TFLOPS",
        "GFLOPS",
        "FP",
        "FP16",
        "FP32",
        "FP64",
        "INT8",
        "INT",  # INT4, INT8 (the words of these names are their letters)
        "BF",  # BF16
        "NF",  # NF4
        "LoRA",
        "QLoRA",
        "TF",
        "GB",
        "TB",
        "MB",
        "GHz",
        "MHz",
        "kW",
        "W",
        "V",
        "A",
        "Wh",
        "mm",
        "dB",
        "CNY",
        "RMB",
        "TWD",
        "HKD",
        "USD",
        "VAT",
        "token",  # the trade's unit of text (token/s), kept in Chinese too
        "PDF",
        "PNG",
        "SVG",
        "CSV",
        "XLSX",
        "Excel",
        "JSON",
        "TOML",
        "ATX",
        "EATX",
        "ID",
        "OK",
        "Ctrl",
        "Shift",
        "Alt",
        "Esc",
        "Tab",
        "Del",
        "Enter",
        "Fn",
        "F1",
        "F2",
        "PgUp",
        "PgDn",
        "NVIDIA",
        "AMD",
        "Intel",
        "Xeon",
        "Core",
        "Tensor",  # NVIDIA's "Tensor Core", the term Chinese spec sheets print as is
        "EPYC",
        "Threadripper",
        "Ryzen",
        "Tesla",
        "Quadro",
        "GeForce",
        "RTX",
        "GTX",
        "Titan",
        "Ti",
        "Volta",
        "Turing",
        "Ampere",
        "Pascal",
        "HBM",
        "HBM2",
        "GDDR",
        "GDDR6",
        "GDDR6X",
        "GDDR5X",
        "CUDA",
        "cuDNN",
        "TensorRT",
        "Ubuntu",
        "Linux",
        "Windows",
        "Docker",
        "PyTorch",
        "TensorFlow",
        "Keras",
        "MXNet",
        "Caffe",
        "NCCL",
        "CNN",
        "RNN",
        "LSTM",
        "GRU",
        "GAN",
        "BERT",
        "XLNet",
        "DBN",
        "DSN",
        "Transformer",
        "Autoencoder",
        "ResNet",
        "YOLO",
        "Rigwright",
        "English",
        "UltraLAB",
        "Insert",
        "Delete",
        "Down",
        "Up",
        "Home",
        "End",
        "Space",
        "Backspace",
        "Return",
        "Left",
        "Right",
        "pin",
        "TPU",
        "US",
        "JPEG",
        "DIMM",
        "Platinum",
        "Gold",
        "Silver",
    ]
)
"""Words that are the same in every language: units, acronyms, brands, framework names."""


def catalog_words(catalog) -> set[str]:
    """Every word of the catalog's own data (GPU, part, SKU and chassis names and codes)."""
    words: set[str] = set()
    texts = [g.name for g in catalog.gpus]
    for sku in catalog.skus:
        texts += [sku.number, sku.code, sku.config_as_printed]
    for part in getattr(catalog, "parts", ()) or ():
        texts.append(getattr(part, "name", ""))
    for family in catalog.workload_families:  # the seed's own words, as printed
        texts += [family.name_as_printed, family.applications_as_printed]
    for text in texts:
        words.update(w.lower() for w in _WORD.findall(str(text)))
    return words


def reference_words() -> set[str]:
    """Words of the reference table's own names and descriptions (data/*/…csv: quoted as the
    reference states them, e.g. "GeForce RTX 2070 SUPER: open-air, dual axial fans")."""
    import csv
    from pathlib import Path

    words: set[str] = set()
    for path in (Path(__file__).resolve().parents[2] / "data").glob("*/*.csv"):
        with path.open(encoding="utf-8") as fh:
            for row in csv.DictReader(fh):
                for key, value in row.items():
                    if key and key.startswith("reference_") and value:
                        words.update(w.lower() for w in _WORD.findall(value))
    return words


def printed_words(findings) -> set[str]:
    """Words of the seed's printed cells that data-quality findings quote (data, as printed)."""
    words: set[str] = set()
    for finding in findings:
        for text in (
            finding.stated,
            finding.expected,
            finding.where.get("text", ""),
            finding.where.get("code", ""),
        ):
            words.update(w.lower() for w in _WORD.findall(str(text or "")))
    return words


def _model_texts(widget, add) -> None:
    """The headers and the first 60 rows' cells (and tooltips) of an item view's model."""
    model = widget.model()
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount()
    for section in range(columns):
        add(widget, f"header{section}", model.headerData(section, Qt.Orientation.Horizontal))
    for row in range(min(model.rowCount(), 60)):
        for column in range(columns):
            index = model.index(row, column)
            add(widget, f"cell{row},{column}", index.data())
            add(widget, f"cellToolTip{row},{column}", index.data(Qt.ItemDataRole.ToolTipRole))


def _action_texts(widget, add) -> None:
    """The texts and tooltips of a widget's actions, and of their menus' actions."""
    for action in widget.actions():
        add(action, "text", action.text().replace("&", ""))
        add(action, "toolTip", action.toolTip())
        if action.menu() is not None:
            add(action.menu(), "title", action.menu().title().replace("&", ""))
            for sub in action.menu().actions():
                add(sub, "text", sub.text().replace("&", ""))


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of every text ``root`` and its children show or speak: labels, buttons,
    titles, tabs, placeholders, combo items, header sections, tooltips, accessible names, and
    the actions of its menus and tool bars."""
    out: list[tuple[str, str]] = []

    def add(widget, what, text):
        if isinstance(text, str) and text.strip():
            out.append((f"{type(widget).__name__}#{widget.objectName()}.{what}", text))

    for widget in (root, *root.findChildren(QWidget)):
        add(widget, "toolTip", widget.toolTip())
        add(widget, "accessibleName", widget.accessibleName())
        add(widget, "whatsThis", widget.whatsThis())
        if widget.isWindow():
            add(widget, "windowTitle", widget.windowTitle())
        if isinstance(widget, QLabel | QAbstractButton):
            add(widget, "text", widget.text())
        elif isinstance(widget, QGroupBox):
            add(widget, "title", widget.title())
        elif isinstance(widget, QLineEdit | QPlainTextEdit | QTextEdit):
            add(widget, "placeholderText", widget.placeholderText())
            if isinstance(widget, QTextEdit) and widget.isReadOnly():  # shown, not typed
                add(widget, "text", widget.toPlainText())
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                add(widget, f"item{i}", widget.itemText(i))
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                add(widget, f"tab{i}", widget.tabText(i))
                add(widget, f"tabToolTip{i}", widget.tabToolTip(i))
        elif (
            isinstance(widget, QAbstractItemView)
            and not isinstance(widget, QHeaderView)
            and widget.model() is not None
        ):
            _model_texts(widget, add)
        _action_texts(widget, add)
    return out


def untranslated(texts, allowed: set[str], names: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    """The (where, text) of ``texts`` with an English word outside ``allowed`` and no
    pseudo-translated part: what a reader of Chinese would see in English. ``names`` (the
    catalogs' names) are data where they stand as names: quoted, or before a bracket."""
    bad = []
    for where, text in texts:
        if not isinstance(text, str) or PSEUDO_OPEN in text:
            continue
        plain = re.sub(r"<[^>]+>", " ", text)  # rich text: the words, not the markup
        for name in names:
            plain = re.sub(
                rf"(?<=[“「\"']){re.escape(name)}(?=[”」\"'])|"
                rf"\b{re.escape(name)}(?=\s?[（(])",
                " ",
                plain,
            )
        # Identifiers and file names (psus_w, sku_codes.toml) and commands to type
        # (rigwright catalog import) are the same in every language.
        plain = re.sub(r"https?://\S+", " ", plain)  # sources' addresses
        plain = re.sub(r"\S*[A-Za-z0-9][_.][A-Za-z]\S*", " ", plain)
        # The catalogs' citations of the seed guide ("seed 5.3:", "seed:"): data's source keys.
        plain = re.sub(r"\bseed(?: \d+(?:\.\d+)*)?:", " ", plain)
        plain = re.sub(r"rigwright(?: [a-z][a-z-]*)+", " ", plain)
        words = {w.lower() for w in _WORD.findall(plain)}
        if words - allowed - ALLOWED_WORDS:
            bad.append((where, text))
    return bad


@pytest.fixture
def pseudo_language(qapp):
    """Install :class:`PseudoTranslator` (Qt tells every widget: ``LanguageChange``) for the
    test; removed after it."""
    translator = PseudoTranslator()
    qapp.installTranslator(translator)
    QCoreApplication.processEvents()
    yield translator
    qapp.removeTranslator(translator)
    QCoreApplication.processEvents()


@pytest.fixture(autouse=True)
def _english_and_light_after(qapp):
    """Every test ends with the window's language and theme as the suite starts them: a
    test that switches them (by hand or through View ▸ Language / Theme, as the random-action
    run does) must not change what the next test reads."""
    from rigwright.gui.widgets import i18n
    from rigwright.gui.widgets.theme import apply_theme, current_theme

    theme = current_theme()
    yield
    if i18n.current_language() != "en":
        i18n.set_language("en")
    if current_theme() != theme:
        apply_theme(qapp, theme)


@pytest.fixture(autouse=True)
def _collect_in_gui_thread(qapp):
    """As the window runs (rigwright.gui.shell.app.collect_in_gui_thread): no collector pass
    starts from an allocation in a worker thread or inside Qt's event dispatch, where freeing
    a widget's wrapper can crash the process; the GUI thread's timer collects."""
    from rigwright.gui.shell.app import collect_in_gui_thread

    collect_in_gui_thread()
    yield
