"""The markup a help topic may use: bold and links inline, never raw HTML."""

from __future__ import annotations

import re

_HTML = re.compile(r"<[A-Za-z!/?]")
_INLINE = re.compile(
    r"\*\*(?P<bold>.+?)\*\*|\[(?P<label>[^\]\n]+)\]\((?P<target>[a-z_]+:[^)\s]+)\)"
)
