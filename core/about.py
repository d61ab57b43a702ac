"""What Help ▸ About and ``rigwright about`` tell: the app's version, the catalogs in use with
their versions, the database and log folders, and the Python and Qt (PySide6) versions.

Pure Python: the Qt version is read from the installed PySide6 package's metadata, never
by importing Qt; the window passes the running Qt's own (``qVersion()``).
"""

from __future__ import annotations

import platform
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rigwright.core import app_version

if TYPE_CHECKING:
    from rigwright.core.catalog.model import Catalog

VERSION_DIGITS = 12
"""Hex digits of a catalog's content hash shown as its version (like a short commit id)."""
PYSIDE_PACKAGES = ("PySide6-Essentials", "PySide6")


def pyside_version() -> str | None:
    """The installed PySide6's version ("6.11.3") from its package metadata, or None."""
    from importlib.metadata import PackageNotFoundError, version

    for package in PYSIDE_PACKAGES:
        try:
            return version(package)
        except PackageNotFoundError:
            continue
    return None


def catalog_facts(catalog: Catalog) -> dict[str, Any]:
    """One catalog's name, title and version (the first :data:`VERSION_DIGITS` of its
    content hash; "" when unknown) and its price list's title and rate date (or None)."""
    price_list = catalog.price_list
    rate = price_list.exchange_rate if price_list is not None else None
    return {
        "name": catalog.name,
        "title": catalog.title,
        "version": catalog.content_hash[:VERSION_DIGITS],
        "price_list": None
        if price_list is None
        else {
            "title": price_list.title,
            "exchange_rate_as_of": rate.as_of if rate is not None else None,
        },
    }


def about(
    catalogs: Iterable[Catalog], db_path: Path | str | None, qt_version: str | None = None
) -> dict[str, Any]:
    """The About facts as a JSON-ready dict: ``version``, ``catalogs`` (:func:`catalog_facts`
    each), ``database`` and ``database_folder``, ``log_folder``, ``log_file``, ``crash_file``,
    ``python``, ``pyside``, ``qt`` (``qt_version``, else PySide6's, which ships its Qt) and
    ``platform``. ``db_path`` None is the per-user default database."""
    from rigwright.core.io import logs
    from rigwright.core.io.paths import default_db_path

    database = Path(db_path) if db_path is not None else default_db_path()
    database = database.expanduser().absolute()
    pyside = pyside_version()
    return {
        "version": app_version(),
        "catalogs": [catalog_facts(c) for c in catalogs],
        "database": str(database),
        "database_folder": str(database.parent),
        "log_folder": str(logs.log_dir()),
        "log_file": str(logs.log_file()),
        "crash_file": str(logs.crash_file()),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "pyside": pyside,
        "qt": qt_version or pyside,
        "platform": platform.platform(),
        "frozen": bool(getattr(sys, "frozen", False)),
    }


def about_lines(facts: dict[str, Any]) -> list[str]:
    """:func:`about`'s facts as the plain English lines ``rigwright about`` prints."""
    lines = [f"Rigwright {facts['version']}"]
    for c in facts["catalogs"]:
        line = f"Catalog: {c['name']} ({c['title']}), version {c['version'] or 'unknown'}"
        if c["price_list"] is not None:
            pl = c["price_list"]
            line += f"; price list: {pl['title']}"
            if pl["exchange_rate_as_of"]:
                line += f", rate as of {pl['exchange_rate_as_of']}"
        lines.append(line)
    for c in facts.get("catalog_errors", ()):
        lines.append(f"Catalog: {c['name']}: not available ({c['reason']})")
    lines += [
        f"Database: {facts['database']}",
        f"Log folder: {facts['log_folder']}",
        f"Crash file: {facts['crash_file']}",
        f"Python: {facts['python']}",
        f"Qt: {facts['qt'] or 'not installed'} (PySide6 {facts['pyside'] or 'not installed'})",
        f"Platform: {facts['platform']}",
    ]
    return lines


def details_text(facts: dict[str, Any], traceback_text: str = "") -> str:
    """What "Copy details" copies: ``traceback_text`` (when given), then the About lines."""
    parts = [traceback_text.rstrip()] if traceback_text else []
    parts.append("\n".join(about_lines(facts)))
    return "\n\n".join(parts) + "\n"
