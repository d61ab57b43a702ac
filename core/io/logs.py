"""Where Rigwright's log and crash files are, and the process's logging set up once at start:
every record to a rotating file, uncaught exceptions to it, a hard crash's stacks to a crash
file beside it (``docs/reliability.md``). Pure Python: the window adds Qt's own messages.
"""

from __future__ import annotations

import faulthandler
import io
import logging
import logging.handlers
import os
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from rigwright.core import app_version
from rigwright.core.io.paths import APP_NAME

LOG_DIR_ENV = "RIGWRIGHT_LOG_DIR"
"""Environment variable naming another log folder (tests, a support session)."""
LOG_LEVEL_ENV = "RIGWRIGHT_LOG_LEVEL"
"""Environment variable giving the level when ``--log-level`` is not: DEBUG, INFO, ..."""
DEFAULT_LEVEL = logging.INFO
LOG_BYTES = 1_000_000
"""Size at which the log file is rotated."""
LOG_BACKUPS = 3
"""Rotated log files kept (``rigwright.log.1`` ... ``.3``)."""
QUIET = {"alembic.runtime.plugins": logging.WARNING}
"""Loggers of libraries kept at a higher level than the log's, unless it is DEBUG: lines
that say nothing about a run."""
FIRST_LINE_ONLY = ("alembic.",)
"""Loggers whose multi-line messages (a migration's docstring) are logged by their first
line, so that every line of the log starts with its time, version and catalog."""
LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
"""The level names ``--log-level`` and :data:`LOG_LEVEL_ENV` take (any case)."""
ON_STDERR = "on_stderr"
"""A record attribute (``extra={ON_STDERR: True}``): the text was printed on stderr already,
so the stderr fallback (no log folder) leaves it out rather than print it twice."""
FORMAT = (
    "%(asctime)s %(levelname)s %(name)s [rigwright %(app_version)s, "
    "catalog %(catalog)s] %(message)s"
)

log = logging.getLogger(__name__)


def log_dir() -> Path:
    """The per-user log folder: ``$RIGWRIGHT_LOG_DIR`` when set, else platformdirs'
    ``user_log_dir`` (e.g. ``~/.local/state/Rigwright/log`` on Linux). Not created here."""
    override = os.environ.get(LOG_DIR_ENV)
    if override:
        return Path(override).expanduser()
    from platformdirs import user_log_dir

    return Path(user_log_dir(APP_NAME, appauthor=False, ensure_exists=False))


def log_file() -> Path:
    """The current log file: ``log_dir()/rigwright.log`` (rotated beside it)."""
    return log_dir() / "rigwright.log"


def crash_file() -> Path:
    """Where a hard crash's stacks (:mod:`faulthandler`) and a start's last-resort traceback
    are written: ``log_dir()/crash.log``."""
    return log_dir() / "crash.log"


class ContextFilter(logging.Filter):
    """Adds ``app_version`` and ``catalog`` (the name ``catalog()`` gives, "-" without one
    or when it fails) to every record passing the handler it is attached to."""

    def __init__(self) -> None:
        """A filter with this app's version and no catalog yet."""
        super().__init__()
        self.version = app_version()
        self.catalog: Callable[[], str] | None = None

    def filter(self, record: logging.LogRecord) -> bool:
        """Stamp ``record`` (Alembic's cut to its first line); always True: none is dropped."""
        record.app_version = self.version
        if record.name.startswith(FIRST_LINE_ONLY) and not record.exc_info:
            # Alembic logs each migration's whole docstring: its first line says which.
            record.msg, record.args = record.getMessage().split("\n", 1)[0], ()
        name = "-"
        if self.catalog is not None:
            try:
                name = str(self.catalog()) or "-"
            except Exception:  # noqa: BLE001 - a record is never lost for its context
                name = "?"
        record.catalog = name
        return True


@dataclass
class _Installed:
    handler: logging.Handler
    context: ContextFilter
    level: int
    path: Path
    crash: IO[str] | None = None
    hooks: dict[str, Any] = field(default_factory=dict)


@dataclass
class _State:
    installed: _Installed | None = None  # set by configure, cleared by unconfigure


_state = _State()
_lock = threading.Lock()


def parse_level(level: str | int | None) -> int:
    """``level`` ("debug", "INFO", 20, None) as a ``logging`` level number; None means
    :data:`LOG_LEVEL_ENV`, else INFO.

    Raises:
        ValueError: a name not in :data:`LEVELS`, naming the value and the choices.
    """
    if level is None:
        level = os.environ.get(LOG_LEVEL_ENV) or DEFAULT_LEVEL
    if isinstance(level, int):
        return level
    name = level.strip().upper()
    if name.isdigit():
        return int(name)
    if name not in LEVELS:
        raise ValueError(f"log level {level!r} is not one of {', '.join(LEVELS)}")
    return logging.getLevelName(name)


def log_exception(
    message: str, exc_info: tuple[type[BaseException], BaseException, TracebackType | None]
) -> None:
    """Log an uncaught exception at ERROR with its traceback under ``message``."""
    logging.getLogger("rigwright.uncaught").error(message, exc_info=exc_info)


def _sys_hook(previous: Callable[..., Any]) -> Callable[..., None]:
    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if not issubclass(exc_type, KeyboardInterrupt):
            log_exception("uncaught exception", (exc_type, exc, tb))
        previous(exc_type, exc, tb)

    hook.rigwright = True  # type: ignore[attr-defined]
    return hook


def _thread_hook(previous: Callable[..., Any]) -> Callable[..., None]:
    def hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is not SystemExit and args.exc_value is not None:
            name = args.thread.name if args.thread is not None else "?"
            log_exception(
                f"uncaught exception in thread {name}",
                (args.exc_type, args.exc_value, args.exc_traceback),
            )
        previous(args)

    hook.rigwright = True  # type: ignore[attr-defined]
    return hook


def _open_private(path: Path | str) -> io.TextIOWrapper:
    """``path`` opened for appending, created readable by the user only (a log names the
    user's files and catalogs), whatever the umask."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    return open(fd, "a", encoding="utf-8")  # noqa: SIM115 - the caller owns it


class _PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
    def _open(self) -> io.TextIOWrapper:  # each rotated file too
        return _open_private(self.baseFilename)


def _file_handler(path: Path) -> logging.Handler:
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    return _PrivateRotatingFileHandler(
        path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
    )


def _open_crash_file(path: Path) -> IO[str] | None:
    """The crash file, open for appending for the life of the process (faulthandler writes
    to its descriptor from a signal handler), or None when it cannot be opened."""
    try:
        return _open_private(path)
    except OSError as exc:
        log.warning("no crash file %s: %s", path, exc.strerror or exc)
        return None


def configure(level: str | int | None = None, *, catalog: Callable[[], str] | None = None) -> Path:
    """Set up logging for the process; safe to call again (the window calls it once it has
    its catalog): later calls only change the level (when given) and the catalog source.

    Args:
        level: a name of :data:`LEVELS` or a number; None: :data:`LOG_LEVEL_ENV`, else INFO
            (on a later call None keeps the level set). A name not known: INFO, with a
            warning in the log.
        catalog: gives the name of the catalog in use for each record (None: keep).

    Returns:
        The log file. When the log folder cannot be written, records go to stderr (WARNING
        and above) after one warning saying why; the start never fails for it.
    """
    with _lock:
        if _state.installed is not None:
            if catalog is not None:
                _state.installed.context.catalog = catalog
            if level is not None:
                _set_level(_state.installed, _level_or_default(level))
                log.debug(
                    "logging to %s at level %s",
                    _state.installed.path,
                    logging.getLevelName(_state.installed.level),
                )
            return _state.installed.path
        bad_level = None
        try:
            number = parse_level(level)
        except ValueError as exc:
            number, bad_level = DEFAULT_LEVEL, str(exc)
        context = ContextFilter()
        context.catalog = catalog
        path = log_file()
        problem = None
        try:
            handler = _file_handler(path)
        except OSError as exc:
            problem = f"cannot write the log file {path}: {exc.strerror or exc}"
            handler = logging.StreamHandler(sys.stderr)
            handler.addFilter(lambda record: not getattr(record, ON_STDERR, False))
        handler.setFormatter(logging.Formatter(FORMAT))
        handler.addFilter(context)
        installed = _Installed(handler, context, number, path)
        logging.getLogger().addHandler(handler)
        _set_level(installed, number, to_stderr=problem is not None)
        _state.installed = installed
    if problem:
        log.warning("%s; logging to stderr instead", problem)
    if bad_level:
        log.warning("%s; using INFO", bad_level)
    installed.hooks["sys"] = sys.excepthook
    installed.hooks["threading"] = threading.excepthook
    sys.excepthook = _sys_hook(sys.excepthook)
    threading.excepthook = _thread_hook(threading.excepthook)
    # Someone else's faulthandler (python -X faulthandler, pytest) is left as it is.
    if problem is None and not faulthandler.is_enabled():
        installed.crash = _open_crash_file(crash_file())
        if installed.crash is not None:
            faulthandler.enable(file=installed.crash, all_threads=True)
    log.debug("logging to %s at level %s", path, logging.getLevelName(number))
    return path


def _level_or_default(level: str | int) -> int:
    try:
        return parse_level(level)
    except ValueError as exc:
        log.warning("%s; level unchanged", exc)
        return _state.installed.level if _state.installed is not None else DEFAULT_LEVEL


def _set_level(installed: _Installed, number: int, *, to_stderr: bool | None = None) -> None:
    installed.level = number
    stderr = (
        to_stderr
        if to_stderr is not None
        else not isinstance(installed.handler, logging.FileHandler)
    )
    # On stderr (no log folder) a command's output stays readable: warnings and errors only.
    installed.handler.setLevel(max(number, logging.WARNING) if stderr else number)
    # The root logger lets the level through; handlers others added (pytest's caplog)
    # keep their own levels.
    logging.getLogger().setLevel(number)
    for name, quiet in QUIET.items():
        logging.getLogger(name).setLevel(logging.NOTSET if number <= logging.DEBUG else quiet)


def is_configured() -> bool:
    """Whether :func:`configure` has set logging up in this process."""
    return _state.installed is not None


def unconfigure() -> None:
    """Undo :func:`configure` (handler, hooks, crash file): for tests and embedding."""
    with _lock:
        installed, _state.installed = _state.installed, None
    if installed is None:
        return
    logging.getLogger().removeHandler(installed.handler)
    installed.handler.close()
    if getattr(sys.excepthook, "rigwright", False):
        sys.excepthook = installed.hooks["sys"]
    if getattr(threading.excepthook, "rigwright", False):
        threading.excepthook = installed.hooks["threading"]
    if installed.crash is not None:
        faulthandler.disable()
        installed.crash.close()
