"""A tiny callback registry: the session's events without Qt.

Callbacks connect to an event by name and are called in the order they connected, with the
event's arguments; the window's adapter turns them into its Qt signals.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Callback = Callable[..., Any]


class Hooks:
    """Event name -> callbacks. An event nobody connected to is emitted to no one."""

    def __init__(self) -> None:
        """No callbacks yet."""
        self._callbacks: dict[str, list[Callback]] = {}

    def connect(self, event: str, callback: Callback) -> None:
        """Call ``callback(*args)`` on every later ``emit(event, *args)``."""
        self._callbacks.setdefault(event, []).append(callback)

    def disconnect(self, event: str, callback: Callback) -> None:
        """Stop calling ``callback`` on ``event``.

        Raises:
            ValueError: ``callback`` is not connected to ``event``.
        """
        self._callbacks.get(event, []).remove(callback)

    def emit(self, event: str, *args: Any) -> None:
        """Call the callbacks of ``event`` with ``args``, in the order they connected (a
        callback connected during the emission is called from the next one on)."""
        for callback in tuple(self._callbacks.get(event, ())):
            callback(*args)
