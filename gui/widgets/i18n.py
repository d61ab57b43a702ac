"""The window's language: Qt Linguist translations, chosen at run time without a restart.
More in docs/window.md (`rigwright.gui.widgets.i18n`).
"""

from __future__ import annotations

import functools
import hashlib
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    Qt,
    QTranslator,
    Signal,
    SignalInstance,
)
from PySide6.QtWidgets import QWidget

from rigwright.core.io.paths import resources_dir
from rigwright.core.pricing.money import MoneyStyle, format_cny
from rigwright.core.pricing.prices import PRICE_TO_BE_SET_TEXT, Price
from rigwright.core.text.i18n import LANGS, Text

SOURCE_LANGUAGE = "en"
"""The language the strings are written in: it needs no translator."""

I18N_DIR = resources_dir() / "i18n"
"""Where the ``.ts`` sources (and, in a built installer, the compiled ``.qm``) live."""


def ts_file(lang: str) -> Path:
    """The Qt Linguist source of ``lang``'s translations."""
    return I18N_DIR / f"rigwright_{lang}.ts"


def language_for_locale(name: str) -> str:
    """The window language for a locale name (``QLocale.name()`` or a BCP 47 tag):
    Traditional Chinese for Taiwan, Hong Kong, Macau and any ``Hant`` script; Simplified
    Chinese for the other Chinese locales; English otherwise."""
    tag = name.replace("-", "_")
    parts = tag.split("_")
    if parts[0].lower() != "zh":
        return "en"
    if any(p.lower() == "hant" or p.upper() in ("TW", "HK", "MO") for p in parts[1:]):
        return "zh_TW"
    return "zh_CN"


def system_language() -> str:
    """The language the system's locale asks for (the first start follows it)."""
    locale = QLocale.system()
    for tag in [*locale.uiLanguages(), locale.name()]:
        if tag.lower().startswith("zh"):
            return language_for_locale(tag)
        if tag:
            return "en"
    return "en"


def _lrelease() -> Path:
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    for name in ("lrelease", "lrelease.exe"):
        if (folder / name).exists():
            return folder / name
    raise FileNotFoundError("lrelease is not installed with PySide6")


def compile_ts(ts: Path, qm: Path) -> None:
    """Compile the Qt Linguist source ``ts`` into ``qm`` with ``lrelease``.

    Raises:
        OSError: lrelease is missing or failed (its output is the message).
    """
    qm.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        [str(_lrelease()), "-silent", str(ts), "-qm", str(qm)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0 or not qm.exists():
        raise OSError(f"lrelease {ts.name}: {(done.stderr or done.stdout).strip()}")


def qm_file(lang: str) -> Path | None:
    """The compiled translations of ``lang``: the built ``.qm`` beside the ``.ts`` (the
    installer's), else one compiled from the ``.ts`` into the per-user cache (named by the
    source's digest, so an edited ``.ts`` is compiled afresh); None for English or when
    neither can be had."""
    if lang == SOURCE_LANGUAGE:
        return None
    ts = ts_file(lang)
    built = ts.with_suffix(".qm")
    if built.exists() and (not ts.exists() or built.stat().st_mtime >= ts.stat().st_mtime):
        return built
    if not ts.exists():
        return None
    from platformdirs import user_cache_dir

    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    cached = Path(user_cache_dir("Rigwright", appauthor=False)) / "i18n" / f"{lang}-{digest}.qm"
    if not cached.exists():
        try:
            compile_ts(ts, cached)
        except OSError as exc:
            print(f"rigwright: translations for {lang} unavailable: {exc}", file=sys.stderr)
            return None
    return cached


_installed: list[QTranslator] = []
_language = {"current": SOURCE_LANGUAGE}
"""The window's language (key "current"), set by :func:`set_language`."""


def current_language() -> str:
    """The window's language now ("zh_CN", "zh_TW" or "en")."""
    return _language["current"]


def language_word(lang: str) -> str:
    """``lang`` ("zh_CN", "zh_TW", "en") named in the window's language, for a sentence (a
    language's own name, as the menu shows it, would put another script into the sentence);
    an unknown code as it is."""
    words = {
        "zh_CN": QCoreApplication.translate("i18n", "Simplified Chinese"),
        "zh_TW": QCoreApplication.translate("i18n", "Traditional Chinese"),
        "en": QCoreApplication.translate("i18n", "English"),
    }
    return words.get(lang, lang)


def set_language(lang: str) -> bool:
    """Show the window in ``lang`` from now on: its translators (Rigwright's and Qt's own,
    for standard buttons and dialogs) replace the previous ones and the default locale
    follows (numbers, dates). Open widgets are told by Qt (``QEvent.LanguageChange``).

    Returns:
        False when ``lang``'s translations could not be loaded (the window then stays in
        English, which is always complete).

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGS`.
    """
    if lang not in LANGS:
        raise ValueError(f"language: unknown {lang!r}; one of {', '.join(LANGS)}")
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    ok = True
    if lang != SOURCE_LANGUAGE:
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt = QTranslator(app)
        if qt.load(f"qtbase_{lang}", qt_dir):
            _installed.append(qt)
        ours = QTranslator(app)
        path = qm_file(lang)
        if path is not None and ours.load(str(path)):
            _installed.append(ours)
        else:
            ok = False
    for translator in _installed:
        app.installTranslator(translator)
    _language["current"] = lang if ok else SOURCE_LANGUAGE
    QLocale.setDefault(locale_of(_language["current"]))
    return ok


def locale_of(lang: str) -> QLocale:
    """The Qt locale whose numbers and dates ``lang``'s readers expect."""
    return QLocale({"zh_CN": "zh_CN", "zh_TW": "zh_Hant_TW"}.get(lang, "en_US"))


def translate(context: str, source: str) -> str:
    """``source`` in the window's language (Qt's translator; the source when none has it)."""
    return QCoreApplication.translate(context, source)


def tr_text(text: Text | str) -> str:
    """A core message in the window's language; a plain string (data) as it is."""
    return text.render(translate) if isinstance(text, Text) else text


def money_text(amount: Decimal | int | None, wan: bool = False) -> str:
    """An amount of yuan as the window shows it in its language ("—" for None), see
    :func:`rigwright.core.pricing.money.format_cny`, screen styles ("¥89,990", "¥89,990 CNY",
    "¥8.999万").

    Raises as :func:`rigwright.core.pricing.money.format_cny` (a float, a bool, NaN)."""
    if amount is None:
        return "—"
    if isinstance(amount, Decimal) and not amount.is_finite():  # sNaN cannot be hashed
        return format_cny(amount, current_language(), _screen_style(wan))
    return _money_text(type(amount), amount, current_language(), wan)


ILLUSTRATIVE_MARK = "※"
"""Follows an illustrative price (the 2020 guide's, or one derived from it)."""


def money_mark(amount: Decimal | int | None, illustrative: bool) -> str:
    """An amount as the lists show it in the window's language, "※" after an illustrative
    one: "¥97,082.90 ※"."""
    return money_text(amount) + (
        f" {ILLUSTRATIVE_MARK}" if illustrative and amount is not None else ""
    )


def price_text(price: Price | None) -> str:
    """A price as the window shows it: "¥97,082.90 ※" (※: illustrative) or "price to be
    set" (never a guess), in the window's language."""
    if price is None or price.amount_cny is None:
        return tr_text(PRICE_TO_BE_SET_TEXT)
    return money_mark(price.amount_cny, price.illustrative)


def _screen_style(wan: bool) -> MoneyStyle:
    return MoneyStyle.SCREEN_COMPACT if wan else MoneyStyle.SCREEN


@functools.lru_cache(maxsize=8192)
def _money_text(_kind: type, amount: Decimal | int, lang: str, wan: bool) -> str:
    # Cached: the ranked lists write every SKU's price again on each input change, and
    # babel's formatting is most of that time on a large catalog (bench/scaling.py). The
    # type is part of the key so that True is not taken for a cached 1.
    return format_cny(amount, lang, _screen_style(wan))


def number_text(value: float | Decimal, decimals: int = -1) -> str:
    """A figure grouped and pointed as the window's language writes it ("1,234.5");
    ``decimals`` fixed when ≥ 0, else as few as the value needs."""
    locale = locale_of(current_language())
    if decimals >= 0:
        return locale.toString(float(value), "f", decimals)
    if isinstance(value, int):
        return locale.toString(value)
    return locale.toString(float(value), "g", 12)


class _LanguageWatch(QWidget):
    """Emits :attr:`changed` when the application's language changed (a translator installed
    or removed): for what gets no ``LanguageChange`` event of its own (item models, chart
    items, texts kept outside widgets).

    A top-level widget that is never shown: Qt posts ``LanguageChange`` to every top-level
    widget (once per change: queued ones are merged), so it is told as the windows are,
    without an event filter on the application, which would run Python for every event of
    every object (docs/performance.md: a share of each repaint)."""

    changed = Signal()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changed.emit()
        super().changeEvent(event)


_watch: list[_LanguageWatch] = []
"""The one language watch, made on first use (:func:`language_changed`)."""


def language_changed() -> SignalInstance:
    """The signal emitted after each change of the window's language (connect a model's or
    an item's retranslation to it); widgets use ``changeEvent`` instead (:class:`Retranslating`)."""
    if not _watch:
        watch = _LanguageWatch()
        watch.setObjectName("languageWatch")
        watch.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
        _watch.append(watch)
    return _watch[0].changed


class Retranslating:
    """Mixin for a widget that sets its texts in ``retranslate()``: called again on every
    ``QEvent.LanguageChange`` (list it before the Qt class: ``class V(Retranslating, QWidget)``;
    ``__init__`` calls ``self.retranslate()`` once its children exist)."""

    def retranslate(self) -> None:
        """Set every text this widget shows (static ones and re-rendered messages)."""
        raise NotImplementedError

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def exception_reason(exc: BaseException) -> str:
    """The first line of ``exc``'s message, or its type name when the message is empty: the reason a
    message box shows (never a traceback). A message the core gave as a
    :class:`rigwright.core.text.i18n.Text` (``exc.text``, e.g. a full disk, or ``exc.args[0]``) is
    shown in the user's language."""
    message = getattr(exc, "text", None)
    if not isinstance(message, Text) and exc.args and isinstance(exc.args[0], Text):
        message = exc.args[0]
    text = (tr_text(message) if isinstance(message, Text) else str(exc)).strip()
    return text.splitlines()[0] if text else type(exc).__name__
