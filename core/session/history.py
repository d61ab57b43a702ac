"""The changes of the working build as an undo history, behind a small protocol.

The session records each change (a fix, an edit) here; the window backs it with Qt's undo
stack, the command line and tests with :class:`ListHistory`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from rigwright.core.build.fixes import Fix
from rigwright.core.build.model import Build
from rigwright.core.text.i18n import Text

Change = tuple[Build | None, tuple[Fix, ...]]
"""A working build (None: the selection as it is) and the fixes applied to it."""

Apply = Callable[[Change], None]
"""Makes a :data:`Change` the session's working build (tells no one)."""


class History(Protocol):
    """What the session needs of an undo history. ``apply`` and ``moved`` are the session's."""

    def push(self, change: Text | str, before: Change, after: Change) -> None:
        """Record ``change``, apply ``after`` and call ``moved`` once (the redo tail goes)."""

    def restart(self, change: Text | str, kept: Change | None) -> None:
        """Forget every change; with ``kept``, record ``change`` from the selection as it is
        to ``kept`` and apply it. Never calls ``moved`` (the caller tells the views)."""

    def reset(self) -> None:
        """Undo every applied change, then call ``moved`` once (not at all when none was)."""

    def changes(self) -> tuple[Text | str, ...]:
        """The applied changes' texts, in order."""


HistoryFactory = Callable[[Apply, Callable[[], None]], History]
"""``factory(apply, moved)`` -> the session's history."""


class ListHistory:
    """A plain undo history: a list of (text, before, after) and the count applied."""

    def __init__(self, apply: Apply, moved: Callable[[], None]) -> None:
        """An empty history calling the session's ``apply`` and ``moved``."""
        self._apply, self._moved = apply, moved
        self._commands: list[tuple[Text | str, Change, Change]] = []
        self._index = 0

    def push(self, change: Text | str, before: Change, after: Change) -> None:
        """See :meth:`History.push`."""
        del self._commands[self._index :]
        self._commands.append((change, before, after))
        self._apply(after)
        self._index += 1
        self._moved()

    def restart(self, change: Text | str, kept: Change | None) -> None:
        """See :meth:`History.restart`."""
        self._commands, self._index = [], 0
        if kept is not None:
            self._commands.append((change, (None, ()), kept))
            self._apply(kept)
            self._index = 1

    def reset(self) -> None:
        """See :meth:`History.reset`."""
        if not self._index:
            return
        while self._index:
            self._index -= 1
            self._apply(self._commands[self._index][1])
        self._moved()

    def changes(self) -> tuple[Text | str, ...]:
        """See :meth:`History.changes`."""
        return tuple(change for change, _before, _after in self._commands[: self._index])

    @property
    def can_undo(self) -> bool:
        """True when a change is applied."""
        return self._index > 0

    @property
    def can_redo(self) -> bool:
        """True when an undone change can be applied again."""
        return self._index < len(self._commands)

    def undo(self) -> None:
        """Undo the last applied change (no-op when none is) and call ``moved``."""
        if self._index:
            self._index -= 1
            self._apply(self._commands[self._index][1])
            self._moved()

    def redo(self) -> None:
        """Apply the next undone change again (no-op when none is) and call ``moved``."""
        if self._index < len(self._commands):
            self._apply(self._commands[self._index][2])
            self._index += 1
            self._moved()
