"""The markets a vendor sells in: mainland China, Taiwan, Hong Kong and international."""

from __future__ import annotations

MARKETS = ("cn", "tw", "hk", "intl")
"""Market codes: ``cn`` mainland China, ``tw`` Taiwan, ``hk`` Hong Kong, ``intl`` elsewhere."""

DEFAULT_MARKET = "cn"
"""The market of a new vendor profile (and of a quote that names none)."""
