"""Starts the desktop application: Qt application, bundled fonts, catalog, main window."""

from __future__ import annotations

import gc
import importlib
import logging
import sys
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from rigwright.gui.widgets.lazy import after_first_paint
from rigwright.gui.widgets.message_area import message_box
from rigwright.gui.widgets.theme import Theme, apply_theme, stored_theme

APP_NAME = "Rigwright"

log = logging.getLogger(__name__)

WARM_UP_MODULES = ("pyqtgraph",)
"""Imported in the background once the window is shown (:func:`warm_up`): the Charts tab and
the quote PDF's charts need them, the first screen does not. pyqtgraph brings numpy."""
WARM_UP_DELAY_MS = 1000
"""How long after the window is shown the background imports start (after the first paint
and the first configuration search)."""


def run(
    db_path: Path | None = None,
    catalog_name: str = "seed-2020",
    theme: Theme | None = None,
    lang: str | None = None,
    files: Sequence[Path] = (),
) -> int:
    """Open ``catalog_name`` from the database at ``db_path`` (None: the per-user default) and
    run the main window until it closes, in ``theme`` (None: the user's choice in View ▸
    Theme, which follows the system unless set) and ``lang`` (None: the language chosen last
    in View ▸ Language; on the first start, the system's).

    ``files`` (quote or build files, absolute) are opened in the window once it shows
    (File ▸ Open…). One window per database: when another window already has it, that one is
    brought to the front and handed ``files``, and this launch returns 0
    (:mod:`rigwright.gui.shell.single_instance`). The catalog is opened off the window's
    thread, with a progress dialog when it takes long (building the database on the first
    start). The window comes back with the last run's layout and inputs; on the first start,
    the getting-started guide shows.

    Returns:
        The process exit code: the event loop's, or 1 when the catalog cannot be opened
        (the reason is shown in a message box, never as a traceback).
    """
    from rigwright.core.io import logs
    from rigwright.gui.shell.errors import install_qt_message_handler

    logs.configure(catalog=lambda: catalog_name)
    # Before the application exists: a platform plugin that cannot load says so (and
    # aborts) while it is made, and that message is the one support needs in the log.
    install_qt_message_handler()
    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)

    from rigwright.gui.shell.single_instance import claim, server_name

    instance = claim(
        server_name(db_path), lang, lambda running: say_language_kept(lang, running), files
    )
    if instance is None:  # another window has this database: it was asked to come forward
        return 0
    try:
        return _open_window(app, instance, db_path, catalog_name, theme, lang, files)
    finally:
        instance.close()


def say_language_kept(asked: str | None, running: str) -> None:
    """Tell on stderr, in ``asked`` (this launch's ``--lang``), that the window already open
    stays in ``running`` and where its language is changed."""
    from rigwright.gui.widgets.i18n import LANGS, language_word, set_language

    if asked not in LANGS:
        return
    set_language(asked)  # this launch ends here: its words are the language it was asked for
    text = QApplication.translate(
        "app",
        "Rigwright is already open, in {running}: that window keeps its language. To show it "
        "in {asked}, choose View ▸ Language there.",
    ).format(running=language_word(running), asked=language_word(asked))
    print(f"rigwright: {text}", file=sys.stderr)


def open_at_start(
    app: QApplication,
    db_path: Path | None,
    catalog_name: str,
    opener: Callable[[], tuple[Any, Any]] | None = None,
) -> tuple[Any, Any] | None:
    """Open the catalog and the database as the window starts
    (:func:`rigwright.core.storage.health.open_at_start`, off the window's thread with a progress
    dialog when it takes long): a damaged database is moved aside and restored from the latest
    backup, a read-only or locked one opened read-only, an automatic backup taken.

    A recovered database is told in one message box (what was moved where, which backup was
    restored and how many quotes it holds, or that a new database was started); a failure in
    one error box (the one-line reason, never a traceback).

    Args:
        opener: what opens them (default :func:`rigwright.core.storage.health.open_at_start` on
            ``db_path``, ``catalog_name``); tests give another.

    Returns:
        (the catalog, the :class:`rigwright.core.storage.health.StartReport`), or None when
        the catalog cannot be opened (said).
    """
    from rigwright.core.storage.health import open_at_start as open_database
    from rigwright.gui.widgets.i18n import exception_reason, tr_text
    from rigwright.gui.widgets.progress import run_with_progress

    if opener is None:

        def opener() -> tuple[Any, Any]:
            return open_database(db_path, catalog_name)

    try:
        catalog, report = run_with_progress(
            None,
            APP_NAME,
            app.translate("app", "Opening the catalog “{name}”…").format(name=catalog_name),
            opener,
        )
    except Exception as exc:  # noqa: BLE001 - the one-line reason is the user's message
        log.warning(
            "the catalog %s could not be opened: %s",
            catalog_name,
            exc,
            exc_info=not isinstance(exc, (OSError, RuntimeError, ValueError)),
        )
        # Plain text: the reason may quote a file's content or the name typed.
        message_box(
            None,
            QMessageBox.Icon.Critical,
            APP_NAME,
            app.translate("app", "The catalog “{name}” could not be opened: {reason}").format(
                name=catalog_name, reason=exception_reason(exc)
            ),
        )
        return None
    if report.recovery is not None:
        message_box(
            None,
            QMessageBox.Icon.Warning,
            app.translate("app", "The database was damaged"),
            tr_text(report.recovery.message()),
        )
    return catalog, report


def _open_window(
    app: QApplication,
    instance,
    db_path: Path | None,
    catalog_name: str,
    theme: Theme | None,
    lang: str | None,
    files: Sequence[Path] = (),
) -> int:
    """:func:`run` once this launch holds the window (``instance``)."""
    from rigwright.gui.widgets import settings
    from rigwright.gui.widgets.fonts import register_fonts
    from rigwright.gui.widgets.i18n import LANGS, current_language, set_language, system_language

    register_fonts()
    stored = settings.read(settings.LANGUAGE)
    set_language(lang or (stored if stored in LANGS else system_language()))
    # Before any window (the error box included) is made, so nothing flashes light first.
    apply_theme(app, theme or stored_theme(db_path))

    # The first start asks which catalog to open (rigwright.gui.shell.first_catalog).
    from rigwright.gui.shell.first_catalog import first_start_catalog

    catalog_name, keep = first_start_catalog(db_path, catalog_name)
    opened = open_at_start(app, db_path, catalog_name)
    if opened is None:
        return 1
    catalog, report = opened
    if keep:  # the database exists now: the choice is the window's and the CLI's default
        from rigwright.core.storage.user_settings import store_default_catalog

        store_default_catalog(db_path, catalog.name)

    from rigwright.gui.shell.main_window import MainWindow
    from rigwright.gui.state import AppState

    window = MainWindow(AppState(catalog, db_path=db_path, storage=report))
    from rigwright.core.io import logs
    from rigwright.gui.shell.errors import install_error_reporter

    logs.configure(catalog=lambda: window.state.catalog.name)  # follows a catalog switch
    reporter = install_error_reporter(window)
    instance.woken.connect(window.bring_to_front)
    instance.language = current_language  # told to a launch that asks for another one
    instance.language_kept.connect(window.say_language_kept)
    instance.open_requested.connect(lambda path: window.open_file(Path(path)))
    if theme is not None:  # --theme: this run only, the stored choice stays
        window.theme_follower.choice = theme.value
    screen = app.primaryScreen()
    available = screen.availableGeometry() if screen is not None else None
    small = available is not None and (available.width() < 1500 or available.height() < 900)
    if small:
        # Laptops and projectors (1366×768, 1280×720): use the whole screen, also where no
        # window manager maximises for us.
        window.setGeometry(available)
    window.recall()
    if small:
        window.showMaximized()
    else:
        window.show()
    keep_startup_objects()
    # Autosave, with its offer of the drafts a crash left (rigwright.gui.shell.autosave), once
    # the window's first screen is painted: its drafts module and the quote model load then
    # (docs/performance.md).
    after_first_paint(window.sku_ranking.viewport(), window.autosaver.start)
    for path in files:  # once the window shows: a refusal is a message box over it
        QTimer.singleShot(0, window, lambda p=Path(path): window.open_file(p))
    QTimer.singleShot(WARM_UP_DELAY_MS, window, lambda: warm_up(WARM_UP_MODULES))
    try:
        return app.exec()
    finally:
        reporter.uninstall()


def warm_up(modules: Sequence[str]) -> threading.Thread:
    """Import ``modules`` on a background thread and return it (started, daemon).

    The Charts tab imports pyqtgraph and numpy when first shown (about 170 ms of a 250 ms
    first show on the development machine, ``bench/charts.py``); imported here a second
    after the start, the tab then appears in about 80 ms, while the window's event loop
    waits at most about 25 ms at a time for the interpreter meanwhile. Python's import lock
    keeps a module the window imports at the same moment from loading twice. A module that
    fails to import is logged and left to the code that needs it (which then says why)."""

    def run() -> None:
        for name in modules:
            try:
                importlib.import_module(name)
            except Exception:  # the real import reports it to the user
                log.warning("background import of %s failed", name, exc_info=True)

    thread = threading.Thread(target=run, name="rigwright-warm-up", daemon=True)
    thread.start()
    return thread


def keep_startup_objects() -> None:
    """Exempt every object made so far (modules, the catalog, the window's widgets: they live
    as long as the window) from the garbage collector's later passes (``gc.freeze``), and
    collect from then on only in the GUI thread (:func:`collect_in_gui_thread`).

    Each input change makes many short-lived objects; the collector's full passes then walked
    the whole catalog and every widget wrapper again: on a 50× catalog about 30 ms of every
    change (bench/input_change.py --scale 50, docs/performance.md). Objects made later are
    collected as before.

    Resumes collecting, which :func:`rigwright.gui.shell.entry.main` pauses for the start:
    the few thousand unreachable objects the start left (``gc.collect()`` at this point finds about
    3,000, and takes 60 ms) are frozen with the rest rather than collected, so that the
    window is painted without that pass."""
    gc.freeze()
    collect_in_gui_thread()


COLLECT_INTERVAL_MS = 1000
"""How often the GUI thread checks whether a collector pass is due (pyqtgraph's default)."""

_collector: list[QTimer] = []
"""The GUI-thread collector's timer, once started (:func:`collect_in_gui_thread`)."""


def _collect_due() -> None:
    """Run the passes the collector's thresholds call for, youngest generation first, as the
    automatic collector would have (pyqtgraph's ``GarbageCollector.check``)."""
    counts, limits = gc.get_count(), gc.get_threshold()
    for generation in range(3):
        if counts[generation] <= limits[generation]:
            break
        gc.collect(generation)


def collect_in_gui_thread() -> None:
    """Turn the collector's automatic passes off and run them from a GUI-thread timer instead,
    as pyqtgraph's :class:`~pyqtgraph.util.garbage_collector.GarbageCollector` does (not
    imported: pyqtgraph loads with the first chart, not at the start). A pass may free a
    widget's wrapper: started by an allocation in a worker thread (the configuration search,
    autosave) or in the middle of Qt's own event dispatch, it deletes Qt objects there and
    can crash the process; from the timer it runs between events, in the thread that owns
    them. Idempotent (the timer is made once; automatic passes are turned off on every
    call); needs the application object."""
    gc.disable()
    if _collector:
        return
    timer = QTimer()
    timer.setInterval(COLLECT_INTERVAL_MS)
    timer.timeout.connect(_collect_due)
    timer.start()
    _collector.append(timer)
