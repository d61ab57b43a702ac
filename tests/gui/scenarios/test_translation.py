"""The window in another language: every visible text is marked for translation and set again
when the language changes at run time (pseudo-translation); the shipped translations are
complete (``resources/i18n/*.ts``) and, in Chinese, no English is left on any screen; and the
window and its dialogs fit a 1280×720 and a 1366×768 screen in every language."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from rigwright.core.text.i18n import template_fields
from rigwright.gui.quotes.vendor import VendorDialog
from rigwright.gui.shell.main_window import MainWindow
from rigwright.gui.widgets import i18n
from tests.gui.conftest import (
    catalog_words,
    printed_words,
    reference_words,
    untranslated,
    visible_texts,
)

ROOT = Path(__file__).resolve().parents[3]


def _tool():
    spec = importlib.util.spec_from_file_location(
        "translations", ROOT / "packaging" / "translations.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def no_save_question(monkeypatch):
    """The quote these tests open is never saved: closing the window asks nothing."""
    from rigwright.gui.quotes.tab import QuotesTab

    monkeypatch.setattr(QuotesTab, "confirm_discard", lambda self: True)


@pytest.fixture
def english_after(qapp):
    yield
    i18n.set_language("en")


def _all_screens(window, qtbot):
    """Show every page and tab of ``window`` in turn, with two builds in the comparison and a
    quote open; yields after each is shown."""
    state = window.state
    for candidate in state.sku_candidates()[:2]:
        state.add_to_compare(candidate)
    assert window.quotes_tab.new_quote("Acme")
    for page in range(window.pages.count()):
        window.pages.setCurrentIndex(page)
        for tab in range(window.tabs.count() if page == 0 else 1):
            if page == 0:
                window.tabs.setCurrentIndex(tab)
                if window.current_tab() == "gpu_table":
                    window.gpu_table.select_gpu("Quadro RTX8000")  # its details shown
            QCoreApplication.processEvents()
            yield


def test_every_text_of_the_window_follows_a_language_change(
    window, qtbot, request, seed_catalog, monkeypatch
):
    # The texts the core words per language (chart and compare labels) in Chinese too.
    monkeypatch.setitem(i18n._language, "current", "zh_CN")
    request.getfixturevalue("pseudo_language")
    allowed = (
        catalog_words(seed_catalog) | printed_words(window.state.findings) | {"acme"}
    )  # the customer typed
    bad = []
    for _ in _all_screens(window, qtbot):
        bad += untranslated(visible_texts(window), allowed)
    unique = sorted(set(bad))
    assert not unique, f"{len(unique)} texts not translated:\n" + "\n".join(
        f"{where}: {text!r}" for where, text in unique
    )


def test_the_translations_cover_every_string_of_the_code():
    """Every string lupdate finds in gui/ and core/ has a finished zh_CN and zh_TW translation
    with the same {fields} (run `python packaging/translations.py update` after a change)."""
    tool = _tool()
    shipped: dict[str, dict[str, dict[str, str]]] = {}
    for lang in tool.TRANSLATED:
        for context, source, translation in tool.messages(tool.ts_path(lang)):
            if translation is not None and translation.get("type") is None:
                shipped.setdefault(context, {}).setdefault(source, {})[lang] = (
                    translation.text or ""
                )
    problems = tool.coverage(shipped, [str(p.relative_to(ROOT)) for p in tool.sources()])
    assert not problems, f"{len(problems)} strings lack a translation:\n" + "\n".join(problems[:40])


def test_no_translation_is_left_over_or_unfinished():
    tool = _tool()
    for lang in tool.TRANSLATED:
        assert tool.unfinished(lang) == [], lang
        for context, source, translation in tool.messages(tool.ts_path(lang)):
            assert template_fields(translation.text or "") == template_fields(source), (
                lang,
                context,
                source,
            )


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_no_english_is_left_on_any_screen_in_chinese(
    qtbot, state, seed_catalog, lang, english_after
):
    window = MainWindow(state)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert i18n.set_language(lang)  # at run time, with the window open
    QCoreApplication.processEvents()
    allowed = (
        catalog_words(seed_catalog) | printed_words(state.findings) | reference_words() | {"acme"}
    )  # the customer typed
    bad = []
    for _ in _all_screens(window, qtbot):
        bad += untranslated(visible_texts(window), allowed, tuple(state.catalog_names()))
    dialog = VendorDialog(state, None, window)
    qtbot.addWidget(dialog)
    bad += untranslated(visible_texts(dialog), allowed)
    unique = sorted(set(bad))
    assert not unique, f"{len(unique)} English texts in {lang}:\n" + "\n".join(
        f"{where}: {text!r}" for where, text in unique[:60]
    )


def _clipped(root) -> list[str]:
    """Buttons and one-line labels of ``root`` shown narrower than their text needs."""
    out = []
    for widget in root.findChildren(QAbstractButton) + root.findChildren(QLabel):
        if not widget.isVisibleTo(root) or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel) and (
            widget.wordWrap()
            or not widget.text()
            or widget.pixmap() is not None
            and not widget.pixmap().isNull()
        ):
            continue
        if isinstance(widget, QAbstractButton) and not widget.text():
            continue
        need = widget.minimumSizeHint().width()
        if widget.width() < need:
            out.append(
                f"{type(widget).__name__}#{widget.objectName()} {widget.text()!r}: "
                f"{widget.width()} < {need}"
            )
    return out


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=["1280x720", "1366x768"])
def test_the_window_and_its_dialogs_fit_the_screen(qtbot, state, lang, size, english_after):
    assert i18n.set_language(lang)
    window = MainWindow(state)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    width, height = size
    clipped = []
    for _ in _all_screens(window, qtbot):
        hint = window.minimumSizeHint()
        assert hint.width() <= width and hint.height() <= height, (
            lang,
            window.pages.currentIndex(),
            window.tabs.currentIndex(),
            hint,
        )
        clipped += _clipped(window)
    assert window.width() <= width and window.height() <= height
    assert not sorted(set(clipped)), "\n".join(sorted(set(clipped)))
    window.show_help("metric:tensor_tflops")
    QApplication.processEvents()
    assert window.minimumSizeHint().width() <= width
    dialog = VendorDialog(state, None, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.sizeHint().width() <= width and dialog.sizeHint().height() <= height
    assert not _clipped(dialog)


def _translation_calls(tree):
    """(line, what) of each call lupdate reads whose context or source is not written out:
    ``QT_TRANSLATE_NOOP(ctx, src)`` and ``x.tr(src, ...)`` with anything but literals, and
    ``x.translate(CTX, "src")`` (a literal source in a context held in a variable). The
    renderers of marked strings (``translate(context, source)``, both variables) and a
    ``translate("QTabBar", name)`` of names marked elsewhere are what they should be."""
    import ast

    def literal(arg) -> bool:
        return isinstance(arg, ast.Constant) and isinstance(arg.value, str)

    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, (ast.Name, ast.Attribute)):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr
        if name == "QT_TRANSLATE_NOOP":
            checked = node.args[:2]
        elif (name == "tr" and isinstance(func, ast.Attribute)) or (
            name == "translate" and len(node.args) >= 2 and literal(node.args[1])
        ):
            checked = node.args[:1]
        else:
            continue
        for arg in checked:
            if not literal(arg):
                yield node.lineno, f"{name}(...): {ast.unparse(arg)!r} is not a string literal"


def test_lupdate_can_read_every_translated_string():
    """lupdate reads only string literals: a context or source held in a variable (or an
    f-string) is never collected, so it is never translated, and the coverage test above
    cannot see it either (it reads what lupdate reads)."""
    import ast

    problems = []
    for path in sorted([*ROOT.glob("core/*.py"), *ROOT.glob("gui/*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        problems += [
            f"{path.relative_to(ROOT)}:{line}: {what}" for line, what in _translation_calls(tree)
        ]
    assert not problems, "\n".join(problems)


def test_the_literal_check_sees_a_variable_context():
    import ast

    tree = ast.parse(
        'CTX = "x"\nQT_TRANSLATE_NOOP(CTX, "a")\nself.tr(f"{n} b")\n'
        'app.translate("c", "d")\n"abc".translate(table)\n'
        'app.translate(CTX, "e")\npainter.translate(x, y)\n'
        "app.translate(context, source)\n"
    )
    assert [line for line, _ in _translation_calls(tree)] == [2, 3, 6]
