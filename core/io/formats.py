"""The ``format`` key of Rigwright's own files ("rigwright-quote/1", "rigwright-build/1"): a
file of a later version than this release knows is refused whole, never half-read."""

from __future__ import annotations

import re


def newer_format(value: object, current: str) -> str | None:
    """The refusal of a file whose ``format`` ``value`` is a later version of ``current``
    ("rigwright-quote/1"), or None when it is not (the caller judges any other value).

    Returns:
        e.g. "format: 'rigwright-quote/2' is a newer quote file format (version 2) than this
        version of Rigwright reads (up to version 1); open it with a newer Rigwright".
    """
    family, _, known = current.rpartition("/")
    match = re.fullmatch(
        rf"{re.escape(family)}/(\d{{1,6}})", value if isinstance(value, str) else ""
    )
    if match is None or int(match.group(1)) <= int(known):
        return None
    noun = family.removeprefix("rigwright-")
    return (
        f"format: {value!r} is a newer {noun} file format (version {int(match.group(1))}) than "
        f"this version of Rigwright reads (up to version {known}); open it with a newer "
        f"Rigwright"
    )
