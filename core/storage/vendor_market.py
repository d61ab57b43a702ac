"""The stored vendor profile's market, read cheaply and without writing anything: the
default market of the command line's ``recommend``, ``size`` and ``check`` and of the
window's market setting. Free of pydantic and of the quote model, so that the window can
read it while it starts."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from rigwright.core.catalog.markets import DEFAULT_MARKET, MARKETS
from rigwright.core.io.paths import default_db_path
from rigwright.core.storage.user_settings import peek_user_setting

VENDOR_SETTING = "vendor_profile"
"""The user setting holding the vendor profile (JSON of
:class:`rigwright.core.quote.document.VendorProfile`, logo base64); defined here, where the
market is read without the quote model, for :mod:`rigwright.core.storage.vendor_profiles` too."""


def vendor_market(db_path: Path | str | None) -> str:
    """The market of the vendor profile stored in the database at ``db_path`` (None: the
    per-user default), one of :data:`MARKETS`; :data:`DEFAULT_MARKET` ("cn") when there is
    no database, no profile, or a profile whose market cannot be read or is not a market.

    Reads only the profile's ``market`` field (not its logo, up to 2 MB) over a read-only
    connection that creates no ``-wal``/``-shm`` file; never raises.
    """
    path = Path(db_path) if db_path is not None else default_db_path()
    if not path.is_file():
        return DEFAULT_MARKET
    value: object = None
    try:
        from rigwright.core.io.private_files import read_only_uri

        connection = sqlite3.connect(read_only_uri(path), uri=True, timeout=5)
        try:
            row = connection.execute(
                "SELECT json_extract(value, '$.market') FROM user_setting WHERE key = ?",
                (VENDOR_SETTING,),
            ).fetchone()
        finally:
            connection.close()
        value = None if row is None else row[0]
    except sqlite3.OperationalError:
        # An SQLite without its JSON functions (or no settings table): read the whole value.
        profile = peek_user_setting(path, VENDOR_SETTING)
        value = profile.get("market") if isinstance(profile, dict) else None
    except (sqlite3.Error, OSError, ValueError):
        return DEFAULT_MARKET
    return value if isinstance(value, str) and value in MARKETS else DEFAULT_MARKET
