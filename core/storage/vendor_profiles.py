"""The vendor profile (the quoting company: name, address, bank, logo, market, discount
limit) kept in the user settings of the quote database (docs/storage.md)."""

from __future__ import annotations

import json

from pydantic import ValidationError
from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError

from rigwright.core.quote.document import VendorProfile
from rigwright.core.storage.database import get_setting, set_setting
from rigwright.core.storage.quote_store import _failed
from rigwright.core.storage.vendor_market import VENDOR_SETTING


def load_vendor_profile(engine: Engine) -> VendorProfile | None:
    """The stored vendor profile, or None when none is stored or the stored one no longer
    validates (the quote then uses the placeholder vendor until a profile is saved).

    Raises:
        QuoteStoreError: the database cannot be read.
    """
    try:
        value = get_setting(engine, VENDOR_SETTING)
    except SQLAlchemyError as exc:
        raise _failed(engine, "read the vendor profile", exc) from None
    if value is None:
        return None
    try:
        return VendorProfile.model_validate_json(json.dumps(value))
    except (ValidationError, ValueError, TypeError):
        return None


def save_vendor_profile(engine: Engine, profile: VendorProfile) -> None:
    """Store ``profile`` as the vendor profile (JSON in the user settings, logo base64),
    replacing the previous one, in one transaction.

    Raises:
        QuoteStoreError: the database cannot be written (the previous profile is kept).
    """
    value = json.loads(profile.model_dump_json())
    try:
        set_setting(engine, VENDOR_SETTING, value)
    except SQLAlchemyError as exc:
        raise _failed(engine, "save the vendor profile", exc) from None
