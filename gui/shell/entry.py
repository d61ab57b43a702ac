"""The ``rigwright`` console entry point: the command line, with the window and the PDF renderer
plugged in. Qt is imported only when a window or a PDF is needed (the headless listing commands
start fast), and the command line (:mod:`rigwright.core.cli.main`, which brings SQLAlchemy) only
by :func:`main`, so that the window's start runs with the garbage collector paused from its
first import (:func:`rigwright.gui.shell.app.keep_startup_objects`)."""

from __future__ import annotations

import gc
import logging
import os
import re
import sys
import traceback
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rigwright.core.catalog.model import Catalog
    from rigwright.core.quote.document import ResolvedQuote

from rigwright.core.text.i18n import LANGS

log = logging.getLogger(__name__)


def _no_display_reason() -> str | None:
    """Why no window can open here, or None. Linux needs an X or Wayland display unless a
    Qt platform was chosen explicitly (e.g. QT_QPA_PLATFORM=offscreen)."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("WAYLAND_DISPLAY"):
        return None
    display = os.environ.get("DISPLAY")
    if not display:
        return (
            "no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set); "
            "run it in a desktop session, or use a subcommand such as 'rigwright skus'"
        )
    # A local X display (":0", "unix:0.0") is a socket; without it Qt aborts the process.
    local = re.fullmatch(r"(?:unix)?:(\d+)(?:\.\d+)?", display)
    if local and not Path(f"/tmp/.X11-unix/X{local.group(1)}").exists():
        return (
            f"cannot reach the display {display!r} (no X server is listening there); "
            f"run it in a desktop session, or use a subcommand such as 'rigwright skus'"
        )
    return None


THEMES = ("light", "dark")
"""The values of ``--theme`` (``rigwright.gui.widgets.theme.Theme``'s, without importing Qt
here)."""


def split_option(
    argv: Sequence[str], name: str, choices: Sequence[str], noun: str = ""
) -> tuple[str | None, list[str]]:
    """Take ``--<name> VALUE`` (or ``--<name>=VALUE``, anywhere before ``--``) out of
    ``argv``; the last one given wins. The value is matched to ``choices`` ignoring case and
    surrounding blanks; ``noun`` names what the value is in messages (default ``name``).

    Returns:
        The choice (None when not given) and the other arguments, in order.

    Raises:
        cli.UsageError: the value is missing or is not one of ``choices``, in one line.
    """
    from rigwright.core.cli import main as cli  # loaded by main (see the module docstring)

    flag = f"--{name}"
    value_of: str | None = None
    rest: list[str] = []
    args = iter(argv)
    for arg in args:
        if arg == "--":
            rest.append(arg)
            rest.extend(args)
            break
        if arg != flag and not arg.startswith(flag + "="):
            rest.append(arg)
            continue
        value = arg.partition("=")[2] if "=" in arg else next(args, None)
        listed = " or ".join(choices)
        if not value or value.startswith("-"):
            raise cli.UsageError(f"{flag} needs a value: {listed}")
        match = [c for c in choices if c.lower() == value.strip().lower()]
        if not match:
            raise cli.UsageError(f"{flag}: {value!r} is not a {noun or name} (use {listed})")
        value_of = match[0]
    return value_of, rest


def _subcommand(args: Sequence[str]) -> str | None:
    """The subcommand ``args`` name (``quote`` in ``--db x quote --lang en``), or None when
    they open the window."""
    from rigwright.core.cli import main as cli  # loaded by main (see the module docstring)

    return next((a for a in args if a in cli.SUBCOMMANDS), None)


def split_theme_option(argv: Sequence[str]) -> tuple[str | None, list[str]]:
    """Take ``--theme light|dark`` out of ``argv`` (:func:`split_option`): the window's theme
    for this run, overriding the stored choice. Subcommands have no window and ignore it."""
    return split_option(argv, "theme", THEMES)


def skip_pyside_source_cache() -> None:
    """Make PySide6's check of each imported module read the file instead of caching its
    source: call before PySide6 is first imported (later calls do nothing harmful).

    PySide6 (``shibokensupport.feature._mod_uses_pyside``, for its ``__feature__`` switches)
    looks for "PySide6" in the source of each module an import statement brings in once it
    is loaded, and of every module loaded before, through ``inspect.getsource``, which keeps
    each source in ``linecache`` for the life of the process: 25-35 MiB and 100 ms of the
    window's start (``bench/startup.py``, ``docs/performance.md``). The same question
    answered from the file's bytes gives the same answer without the cache; modules without
    a ``.py`` file (the frozen app's) are left to PySide6's own check. Without that PySide6
    module (another version) nothing changes.
    """
    import shiboken6  # noqa: F401 - loads shibokensupport, not PySide6's modules

    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "reads_file", False):
        return

    def mod_uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return original(module)
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return original(module)

    mod_uses_pyside.reads_file = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = mod_uses_pyside  # type: ignore[union-attr]


def open_window(
    db_path: Path | None,
    catalog_name: str,
    theme: str | None = None,
    lang: str | None = None,
    files: Sequence[Path] = (),
) -> int:
    """Open the main window, in ``theme`` ("light" or "dark"; None: the user's stored
    choice) and ``lang`` ("zh_CN", "zh_TW", "en"; None: the stored one, or the system's on
    the first start), with ``files`` (quote or build files) opened in it, or handed to the
    window already running; returns the application's exit code (1 without a display)."""
    from rigwright.core.cli import main as cli  # loaded by main (see the module docstring)

    reason = _no_display_reason()
    if reason:
        print(f"rigwright: error: {reason}", file=sys.stderr)
        return cli.EXIT_FAILURE
    skip_pyside_source_cache()
    from rigwright.gui.shell.app import run
    from rigwright.gui.widgets.theme import Theme

    return run(db_path, catalog_name, Theme(theme) if theme else None, lang, files=files)


def render_quote(quote: ResolvedQuote, catalog: Catalog, out: Path) -> None:
    """Write the quote PDF (used by ``rigwright quote``), atomically.

    Headless (no display), the PDF renders on Qt's offscreen platform
    (:func:`rigwright.gui.quotes.pdf.ensure_app`).

    Raises:
        OSError: the file cannot be written (nothing is left behind).
    """
    skip_pyside_source_cache()
    from rigwright.gui.quotes.pdf import export_quote_pdf

    export_quote_pdf(quote, catalog, out)


def _crash_log_path() -> Path:
    from rigwright.core.io.logs import crash_file

    return crash_file()


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``rigwright``; an unexpected error is logged to a file, never shown as a traceback.

    The garbage collector is paused from here until the window is shown
    (:func:`rigwright.gui.shell.app.keep_startup_objects` resumes it; for a subcommand, as soon
    as the command line is read; in any case when this returns): a start makes about 110,000
    objects that live as long as the window, and the collector's passes over them while they
    are made cost about 60 ms of a 0.7 s start, for about 3,000 unreachable ones
    (``docs/performance.md``)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _main(argv, collector_on=was_enabled)
    finally:
        if was_enabled:
            gc.enable()


def _main(argv: Sequence[str] | None, collector_on: bool) -> int:
    if sys.stdout is None or sys.stderr is None:  # started with a closed stream
        sink = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - lives as long as the process
        sys.stdout = sys.stdout or sink
        sys.stderr = sys.stderr or sink
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--version"]:  # one line, without the command line's imports (Qt, SQL)
        from rigwright.core import app_version

        print(f"rigwright {app_version()}")
        return 0
    from rigwright.core.cli import main as cli  # with the collector paused (main)

    try:
        theme, args = split_theme_option(args)
        lang = None
        if not _subcommand(args):  # `quote --lang` is the PDF's language, not the window's
            lang, args = split_option(args, "lang", LANGS, "language")
    except cli.UsageError as exc:
        print(f"rigwright: error: {exc}", file=sys.stderr)
        return cli.EXIT_USAGE
    if collector_on and _subcommand(args):
        gc.enable()  # a command, not the window: the collector as usual
    try:
        return cli.main(
            args,
            open_window=partial(open_window, theme=theme, lang=lang),
            render_quote=render_quote,
        )
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - the last line of defence for the user
        log.critical("unexpected error", exc_info=exc)
        where = _crash_log_path()
        try:
            where.parent.mkdir(parents=True, exist_ok=True)
            with where.open("a", encoding="utf-8") as fh:
                fh.write("".join(traceback.format_exception(exc)))
            detail = f"details in {where}"
        except OSError:
            detail = "no crash log could be written"
        print(f"rigwright: internal error: {type(exc).__name__}: {exc} ({detail})", file=sys.stderr)
        return cli.EXIT_FAILURE


if __name__ == "__main__":
    sys.exit(main())
